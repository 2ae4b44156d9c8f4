"""Lost Cities' moves and reason parameters in the coach's words (hints, the guided game)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...engine import JSON
from ...games import lost_cities as lc
from ..i18n import Words
from ..tables import lost_cities as table


def hint_action(action: str, view: Mapping[str, JSON], w: Words) -> str:
    move = lc.Move.parse(action)
    if move.kind == "draw":
        typed = lc.as_view(view)
        if move.source < 0:
            return w("lost_cities.draw_deck", count=typed["deck_size"])
        top = typed["discards"][move.source][-1]
        return w("lost_cities.take", card=table.the_card(top, w))
    return w(f"lost_cities.{move.kind}", card=table.the_card(lc.CODES[move.card], w))


def hint_params(params: Mapping[str, Any], names: Sequence[str], w: Words) -> dict[str, object]:
    out: dict[str, object] = dict(params)
    if "colour" in params:
        out["colour"] = table.colour_name(params["colour"], w)
        out["colour_f"] = table.colour_fem(params["colour"], w)
    if "card" in params:
        out["card"] = table.card_name(params["card"], w)
        out["the_card"] = table.the_card(params["card"], w)
    if "seat" in params:
        out["name"] = names[int(params["seat"])]
    return out


def guide_param(name: str, value: JSON, w: Words) -> str:
    if name in ("card", "last"):
        return table.the_card(str(value), w)
    if name == "colour":
        return table.colour_name(str(value), w)
    return str(value)
