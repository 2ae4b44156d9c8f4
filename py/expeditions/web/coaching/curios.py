"""Curios' moves and reason parameters in the coach's words (hints, the guided game)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...engine import JSON
from ...games import curios as cu
from ..i18n import Words
from ..tables import curios as table
from . import either, items, number


def hint_action(action: str, view: Mapping[str, JSON], w: Words) -> str:
    move = cu.Move.parse(action)
    if isinstance(move, cu.Place):
        site = cu.as_view(view)["sites"][move.site]
        filled = sum(1 for col in site["columns"] if col["occupant"] is not None)
        return w("curios.site.place", count=cu.COLUMN_CAPACITIES[filled],
                 site=table.site_the(site["id"], w))
    if isinstance(move, cu.Recruit):
        return w("curios.hand.reveal", card=table.card_words(move.card, w))
    return w("curios.hand.pass")


def hint_params(params: Mapping[str, Any], names: Sequence[str], w: Words) -> dict[str, object]:
    out: dict[str, object] = dict(params)
    if "site" in params:
        out["site"] = table.site_name(params["site"], w)
        out["site_the"] = table.site_the(params["site"], w)
    if "worth" in params:
        out["worth"] = number(float(params["worth"]), w, decimals=1, sign=False)
    return out


def guide_param(name: str, value: JSON, w: Words) -> str:
    if name == "site":
        return table.site_the(str(value), w)
    if name == "sites":
        return w.join([table.site_the(s, w) for s in items(value)])
    if name in ("card", "cards"):
        return w.join([w("curios.guide.the_card", card=table.card_words(c, w))
                       for c in items(value)])
    if name == "values":
        return either(items(value), w)
    return str(value)
