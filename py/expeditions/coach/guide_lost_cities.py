"""The guided game of Lost Cities: one game of five colours, the person starts. The opening
(found by ``benchmarks/make_lessons.py``) has them bet on white with a wager, start white,
discard a blue they will not use, take the white 3 the computer discarded and extend white;
then they play on alone to the last card of the deck, with a tip each turn."""

from __future__ import annotations

from collections.abc import Mapping

from ..engine import JSON, Note
from ..games.lost_cities import (
    CARD_OF,
    CODES,
    COLOUR_LETTERS,
    COLOUR_OF,
    DECK,
    IS_WAGER,
    LostCitiesView,
    Move,
    as_view,
    own_seat,
)
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


def _letter(card: int) -> str:
    return COLOUR_LETTERS[COLOUR_OF[card]]


def _column(view: LostCitiesView, colour: int) -> list[int]:
    return [CARD_OF[c] for c in view["columns"][own_seat(view)][colour]]


def prompt(view: Mapping[str, JSON], action: str) -> Note:
    """What to tell the person about the scripted ``action`` (codes worded by the panel)."""
    typed = as_view(view)
    move = Move.parse(action)
    if move.kind == "draw":
        if move.source == DECK:
            return Note("draw_deck", {"count": typed["deck_size"]})
        return Note("take", {"card": typed["discards"][move.source][-1]})
    card = move.card
    if not move.to_column:
        return Note("discard", {"card": CODES[card]})
    colour = COLOUR_OF[card]
    numbers = [c for c in map(CARD_OF.__getitem__, typed["hand"] or [])
               if COLOUR_OF[c] == colour and not IS_WAGER[c]]
    column = _column(typed, colour)
    if IS_WAGER[card]:
        return Note("wager", {"card": CODES[card], "colour": _letter(card),
                              "count": len(numbers)})
    if all(IS_WAGER[c] for c in column):
        return Note("start", {"card": CODES[card], "colour": _letter(card),
                              "times": len(column) + 1})
    return Note("extend", {"card": CODES[card], "last": CODES[column[-1]]})


def targets(action: str) -> list[str]:
    """The controls of the scripted action: the card to choose, then the button."""
    move = Move.parse(action)
    if move.kind == "draw":
        return [f"act:{move}"]
    return [f"select:{CODES[move.card]}", f"act:{move}"]


def tip(view: Mapping[str, JSON]) -> Note:
    """Free play: what a turn is, and how long the game has left."""
    typed = as_view(view)
    deck = typed["deck_size"]
    if typed["phase"] == "draw":
        return Note("tip_draw", {"count": deck})
    return Note("tip_play", {"count": deck, "turns": (deck + 1) // 2})


def ending(view: Mapping[str, JSON]) -> Note:
    typed = as_view(view)
    seat = own_seat(typed)
    scores = typed["match"]["totals"]
    return Note("end", {"mine": scores[seat], "theirs": scores[1 - seat]})
