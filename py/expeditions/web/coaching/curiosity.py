"""Curiosity's moves and reason parameters in the coach's words (hints, the guided game)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ...engine import JSON
from ...games import curiosity as cy
from ..i18n import Words
from ..tables import curiosity as table
from . import items


def hint_action(action: str, view: Mapping[str, JSON], w: Words) -> str:
    """A hint's action in the table's words (a Curiosity action names all it needs: the
    view is not read)."""
    move = cy.CuriosityMove.parse(action)
    if isinstance(move, cy.PlaceToken):
        return w("curiosity.hint.action_token", value=cy.token_label(move.value),
                 square=table.square_name(move.square))
    assert isinstance(move, cy.PlayCard)
    if cy.card_type(move.card) is None:
        return w("curiosity.hint.action_zero", position=move.position)
    return w("curiosity.hint.action_card", card=table.card_label(move.card, w),
             position=move.position)


def hint_params(params: Mapping[str, JSON], names: Sequence[str], w: Words) -> dict[str, object]:
    out: dict[str, object] = dict(params)
    if "value" in params:
        out["value"] = cy.token_label(int(params["value"]))
    if "square" in params:
        out["square"] = table.square_name(params["square"])
    if "pile" in params:
        out["pile"] = table.pile_name(params["pile"], w)
    return out


def _listed(key: str, none_key: str, found: list[str], w: Words) -> str:
    return w(key, count=len(found), values=w.join(found)) if found else w(none_key)


def guide_param(name: str, value: JSON, w: Words) -> str:
    if name == "card":
        code = str(value)
        return (w("curiosity.guide.your_card", card=table.card_label(code, w))
                if cy.card_type(code) else w("curiosity.guide.your_zero"))
    if name == "pile":
        return table.pile_name(str(value), w)
    if name == "dir":
        return w(f"curiosity.direction.{value}")
    if name == "square" and isinstance(value, list):
        return table.square_name([int(v) for v in value])
    if name == "found":
        return _listed("curiosity.guide.found", "curiosity.guide.found_none", items(value), w)
    if name == "others":
        return (w("curiosity.guide.others", count=int(value)) if value
                else w("curiosity.guide.others_none"))
    if name == "unplaced":
        unplaced = items(value)
        return w("curiosity.guide.unplaced", count=len(unplaced), values=w.join(unplaced))
    if name == "negatives":
        return w.join(items(value))
    if name == "points" and isinstance(value, int):
        return f"{value:+d}"
    if name == "outcome":
        return w(f"curiosity.guide.outcome.{value}")
    return str(value)
