"""The guided game of Lost Cities: one game of five colours, the person starts. The opening
(found by ``benchmarks/make_lessons.py``) has them bet on white with a wager, start white,
discard a blue they will not use, take the white 3 the computer discarded and extend white;
then they play on alone to the last card of the deck, with a tip each turn."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..engine import Note
from .guide import Lesson

LESSON = Lesson(
    game_id="lost-cities",
    options={"games": 1, "start": "p1", "colours": 5},
    seed=4282,
    script=(
        "play:WW3", "draw:deck",  # the person: a wager, then the deck
        "discard:Y6", "draw:deck",  # the computer
        "play:W2", "draw:deck",
        "discard:W3", "draw:Y",
        "discard:B2", "draw:W",
        "play:Y6", "draw:deck",
        "play:W3", "draw:deck",
        "discard:G2", "draw:deck",
    ),
    teaches=frozenset({"wager", "start", "draw_deck", "discard", "take", "extend", "end"}),
)


def _is_wager(code: str) -> bool:
    return code[1:2] == "W"


def _value(code: str) -> int:
    return 0 if _is_wager(code) else int(code[1:])


def _column(view: Mapping[str, Any], letter: str) -> list[str]:
    return list(view["columns"][view["seat"]][view["colours"].index(letter)])


def prompt(view: Mapping[str, Any], action: str) -> Note:
    """What to tell the person about the scripted ``action`` (codes worded by the panel)."""
    kind, _, arg = action.partition(":")
    hand = list(view["hand"] or [])
    if kind == "draw":
        if arg == "deck":
            return Note("draw_deck", {"count": int(view["deck_size"])})
        pile = view["discards"][view["colours"].index(arg)]
        return Note("take", {"card": pile[-1]})
    if kind == "discard":
        return Note("discard", {"card": arg})
    colour = arg[0]
    numbers = [c for c in hand if c[0] == colour and not _is_wager(c)]
    column = _column(view, colour)
    if _is_wager(arg):
        return Note("wager", {"card": arg, "colour": colour, "count": len(numbers)})
    if not [c for c in column if not _is_wager(c)]:
        wagers = len(column)
        return Note("start", {"card": arg, "colour": colour, "times": wagers + 1})
    return Note("extend", {"card": arg, "last": column[-1]})


def targets(action: str) -> list[str]:
    """The controls of the scripted action: the card to choose, then the button."""
    kind, _, arg = action.partition(":")
    if kind == "draw":
        return [f"act:{action}"]
    return [f"select:{arg}", f"act:{action}"]


def tip(view: Mapping[str, Any]) -> Note:
    """Free play: what a turn is, and how long the game has left."""
    deck = int(view["deck_size"])
    if view["phase"] == "draw":
        return Note("tip_draw", {"count": deck})
    return Note("tip_play", {"count": deck, "turns": (deck + 1) // 2})


def ending(view: Mapping[str, Any]) -> Note:
    seat = int(view["seat"])
    scores = view["match"]["totals"]
    return Note("end", {"mine": int(scores[seat]), "theirs": int(scores[1 - seat])})
