"""Memory aids for a Lost Cities seat: what a careful player would remember of the game so
far, and nothing more.

Everything here is worked out from one seat's view alone — the public events of the current
game and the seat's own hand — by replaying the events, so the aids can show only what that
seat has seen (the game state is never read, and the view's own summaries of the piles and
known hands are not needed either). No words: the table words the result.

A card is *unseen* by the seat when it is in none of the places the seat can see: its own
hand, either player's expeditions, the discard piles, and the opponent's cards known from
the events (taken from a discard pile and not played or discarded since). Unseen cards are
in the draw pile or the opponent's hidden hand, and nothing in the view tells which.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ..engine import JSON
from ..games.lost_cities import (
    CARD_OF,
    CARDS_PER_COLOUR,
    CODES,
    COLOUR_OF,
    HAND_SIZE,
    IS_WAGER,
    VALUE_OF,
    LostCitiesView,
)


@dataclass(frozen=True, slots=True)
class ColourUnseen:
    """The unseen cards of one colour: the number cards' values (ascending) and how many
    of its wagers."""

    letter: str
    values: tuple[int, ...]
    wagers: int

    @property
    def count(self) -> int:
        return len(self.values) + self.wagers


@dataclass(frozen=True, slots=True)
class Memory:
    """What a seat can know of the current game of Lost Cities.

    ``unseen``: per colour in board order. ``opponent_known``: card codes the opponent is
    known to hold, in card order. ``deck``: cards left in the draw pile. ``my_draws``: the
    seat's draws (so its turns, the current one included when it is the seat's) before the
    draw pile runs out, if every draw from now on is from it — a card taken from a discard
    pile leaves the pile as it is and so lengthens the game. ``piles``: every discard pile
    in full, oldest card first (the last one is the top)."""

    seat: int
    unseen: tuple[ColourUnseen, ...]
    opponent_known: tuple[str, ...]
    deck: int
    my_draws: int
    my_turn: bool
    piles: tuple[tuple[str, ...], ...]

    @property
    def unseen_count(self) -> int:
        return sum(c.count for c in self.unseen)


def current_game_events(events: Sequence[Mapping[str, JSON]]) -> Sequence[Mapping[str, JSON]]:
    """The events since the current (or last) game was dealt."""
    for index in range(len(events) - 1, -1, -1):
        if events[index]["type"] == "game_started":
            return events[index + 1:]
    return events


def draws_before_the_end(deck: int, drawing_next: bool) -> int:
    """A player's draws left while every draw takes the top of a ``deck``-card draw pile,
    turn about: the player drawing next takes the 1st, 3rd, 5th… card, the other the 2nd,
    4th…; the draw of the last card ends the game."""
    return (deck + 1) // 2 if drawing_next else deck // 2


def memory(view: LostCitiesView) -> Memory | None:
    """The memory aids of the view's seat, or ``None`` for a view without a seat (a
    spectator or a hot-seat curtain sees nothing private)."""
    seat = view["seat"]
    hand = view["hand"]
    if seat is None or hand is None:
        return None
    letters = view["colours"]
    ncol = len(letters)
    piles: list[list[int]] = [[] for _ in letters]
    seen: set[int] = {CARD_OF[c] for c in hand}
    known: list[list[int]] = [[], []]  # per seat: taken from a pile, still held
    deck = ncol * CARDS_PER_COLOUR - 2 * HAND_SIZE
    for event in current_game_events(view["events"]):
        kind = event["type"]
        if kind == "drew":
            deck -= 1
        elif kind == "took":
            card = CARD_OF[str(event["card"])]
            pile = piles[letters.index(str(event["colour"]))]
            if pile and pile[-1] == card:
                pile.pop()
            known[int(event["seat"])].append(card)
        elif kind in ("played", "discarded"):
            card = CARD_OF[str(event["card"])]
            held = known[int(event["seat"])]
            if card in held:
                held.remove(card)
            seen.add(card)  # on an expedition or a pile: in sight for good
            if kind == "discarded":
                piles[COLOUR_OF[card]].append(card)
    # (the opponent's known cards are among the seen: each was on a pile first)
    opponent = sorted(known[1 - seat])
    unseen = []
    for colour, letter in enumerate(letters):
        cards = [c for c in range(colour * CARDS_PER_COLOUR, (colour + 1) * CARDS_PER_COLOUR)
                 if c not in seen]
        unseen.append(ColourUnseen(letter, tuple(VALUE_OF[c] for c in cards if not IS_WAGER[c]),
                                   sum(1 for c in cards if IS_WAGER[c])))
    current = view["current_player"]
    my_turn = current is not None and current == seat
    return Memory(
        seat=seat,
        unseen=tuple(unseen),
        opponent_known=tuple(CODES[c] for c in opponent),
        deck=deck,
        my_draws=draws_before_the_end(deck, my_turn) if current is not None else 0,
        my_turn=my_turn,
        piles=tuple(tuple(CODES[c] for c in pile) for pile in piles),
    )

