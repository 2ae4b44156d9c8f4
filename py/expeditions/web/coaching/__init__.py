"""How the coach words each game: one module per game (``coaching/<game module>.py``), found
through :mod:`expeditions.registry`, with

- ``hint_action(action, view, w)``: a hint's action as the game's table words it;
- ``hint_params(params, names, w)``: a hint reason's parameters in words;
- ``guide_param(name, value, w)``: a guided game's note parameter in words.

A game without one words its actions by their canonical strings and its parameters as they
are.
"""

from __future__ import annotations

from ...engine import JSON
from ..i18n import Words


def number(value: float, w: Words, *, decimals: int = 0, sign: bool = True) -> str:
    """``+12``, ``−3.5`` / ``−3,5``: the language's decimal point, a true minus sign."""
    text = f"{abs(value):.{decimals}f}".replace(".", w("hints.decimal_point"))
    if round(value, decimals) == 0:
        return text
    if value < 0:
        return "\u2212" + text
    return "+" + text if sign else text


def items(value: JSON) -> list[str]:
    """A parameter that may be one value or a list, as a list of strings."""
    return [str(v) for v in value] if isinstance(value, list) else [str(value)]


def either(values: list[str], w: Words) -> str:
    """"5", "5 or 7", "3, 5 or 7": the values something may still have."""
    if len(values) < 2:
        return "".join(values)
    return w("guide.or", first=w("list.separator").join(values[:-1]), last=values[-1])
