"""A tiny game that exists only to test the shared plumbing (protocol, saves, worker, UI).

"Pebble race": a deck of 1–9 twice is shuffled, each player holds 3 hidden pebbles; on your
turn you put one pebble from your hand on your own (public) pile and draw a new one while
the deck lasts. When every hand is empty, the biggest pile wins (ties share the win).
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Self, cast

from expeditions import bots as bots_registry
from expeditions import registry
from expeditions.engine import (
    JSON,
    Action,
    BaseView,
    Game,
    IllegalAction,
    OptionSpec,
    Result,
    ascii_int,
)
from expeditions.rng import Rng

HAND_SIZE = 3


@dataclass(frozen=True, slots=True)
class Play(Action):
    """``play:<value>``: put the pebble of that value from your hand on your pile."""

    value: int

    def __str__(self) -> str:
        return f"play:{self.value}"

    @classmethod
    def decode(cls, text: str) -> Play | None:
        kind, sep, value = text.partition(":")
        number = ascii_int(value)
        return cls(number) if kind == "play" and sep and number is not None else None


class PebbleView(BaseView):
    """What a seat of the pebble race sees: its own hand, the piles, the deck's size."""

    hand: list[int] | None
    hand_sizes: list[int]
    piles: list[list[int]]
    deck_size: int


def as_view(view: Mapping[str, JSON]) -> PebbleView:
    """A view read as the pebble race's (the conformance suite keeps the keys true)."""
    return cast(PebbleView, view)


class PebbleRace(Game[Play]):
    game_id = "pebble-race"
    title = "Pebble race"
    min_players = 2
    max_players = 3
    option_specs = (OptionSpec("deck", "Deck", ((1, "One set"), (2, "Two sets")), 2),)
    action_type = Play
    view_type: ClassVar[type] = PebbleView

    def _setup(self) -> None:
        rng = Rng(self.seed)
        self.deck = [v for _ in range(int(self.options["deck"])) for v in range(1, 10)]
        rng.shuffle(self.deck)
        self.hands = [sorted(self.deck[i * HAND_SIZE:(i + 1) * HAND_SIZE])
                      for i in range(self.num_players)]
        del self.deck[: HAND_SIZE * self.num_players]
        self.piles: list[list[int]] = [[] for _ in range(self.num_players)]
        self.turn_seat = 0

    @property
    def current_player(self) -> int | None:
        if not any(self.hands):
            return None
        return self.turn_seat

    def _legal(self, seat: int) -> list[Play]:
        return [Play(v) for v in sorted(set(self.hands[seat]))]

    def _reject_reason(self, seat: int, action: Play) -> IllegalAction | None:
        return IllegalAction("no_such_pebble", f"you hold no pebble {action.value}",
                             value=action.value)

    def _apply(self, seat: int, action: Play) -> None:
        self.hands[seat].remove(action.value)
        self.piles[seat].append(action.value)
        self.emit("played", seat=seat, value=action.value)
        if self.deck:
            self.hands[seat].append(self.deck.pop())
            self.hands[seat].sort()
        n = self.num_players
        nxt = (seat + 1) % n
        while any(self.hands) and not self.hands[nxt]:
            nxt = (nxt + 1) % n
        self.turn_seat = nxt

    def view(self, seat: int | None) -> dict[str, JSON]:
        v = self._base_view(seat)
        v.update(
            hand=list(self.hands[seat]) if seat is not None else None,
            hand_sizes=[len(h) for h in self.hands],
            piles=[list(p) for p in self.piles],
            deck_size=len(self.deck),
        )
        return v

    @classmethod
    def sample_from_view(cls, view: Mapping[str, JSON], rng: Rng) -> Self:
        """The viewer's hand and every pile as seen; the other hands and the deck order
        dealt at random from the pebbles nobody has seen."""
        game = cls._from_view(view)
        seat = view["seat"]
        unseen = [v for _ in range(int(game.options["deck"])) for v in range(1, 10)]
        game.piles = [list(p) for p in view["piles"]]
        for value in [v for p in game.piles for v in p] + list(view["hand"] or []):
            unseen.remove(value)
        rng.shuffle(unseen)
        game.hands = []
        for p, size in enumerate(view["hand_sizes"]):
            if p == seat:
                game.hands.append(list(view["hand"]))
            else:
                game.hands.append(sorted(unseen[:size]))
                del unseen[:size]
        game.deck = unseen
        current = view["current_player"]
        game.turn_seat = 0 if current is None else int(current)
        return game

    def clone(self) -> Self:
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.log = list(self.log)
        other.events = list(self.events)
        other.deck = list(self.deck)
        other.hands = [list(h) for h in self.hands]
        other.piles = [list(p) for p in self.piles]
        return other

    def _result(self) -> Result:
        scores = [sum(p) for p in self.piles]
        best = max(scores)
        return Result(
            scores=scores,
            winners=[i for i, s in enumerate(scores) if s == best],
            breakdown=[{"pebbles": list(p), "total": sum(p), "parts": {"pebbles": sum(p)}}
                       for p in self.piles],
        )


class GreedyBot:
    """Plays its biggest pebble; ``think_ms`` burns CPU first, to test that a slow bot
    does not freeze the page."""

    def __init__(self, think_ms: int = 0) -> None:
        self.think_ms = think_ms

    def choose(self, view: dict[str, JSON], rng: Rng) -> str:
        end = time.perf_counter() + self.think_ms / 1000
        while time.perf_counter() < end:
            sum(range(1000))
        return str(max((Play.parse(a) for a in view["legal"]), key=lambda a: a.value))


def _random(**_: Any) -> bots_registry.Bot:
    return bots_registry.RandomBot()


BOTS: dict[str, Any] = {"random": _random, "greedy": GreedyBot}
LEVELS: dict[str, tuple[str, dict[str, Any]]] = {
    "easy": ("random", {}),
    "medium": ("greedy", {}),
    "hard": ("greedy", {"think_ms": 1500}),
}
GAME = PebbleRace

#: The game's words (a one-module game keeps its catalogue area here; ids start
#: ``pebble_race.``): what the menu, the new-game form and the table need.
WORDS: dict[str, dict[str, Any]] = {
    "en": {
        "pebble_race.game.title": "Pebble race",
        "pebble_race.game.players": "2–3 players",
        "pebble_race.game.pitch": "Lay your pebbles on your pile: the biggest pile wins.",
        "pebble_race.level.easy": "Plays any pebble.",
        "pebble_race.level.medium": "Plays its biggest pebble.",
        "pebble_race.level.hard": "Plays its biggest pebble, after a long think.",
        "pebble_race.option.deck": "Deck",
        "pebble_race.option.deck.1": "One set",
        "pebble_race.option.deck.2": "Two sets",
    },
    "es": {
        "pebble_race.game.title": "Carrera de guijarros",
        "pebble_race.game.players": "2–3 jugadores",
        "pebble_race.game.pitch": "Pon tus guijarros en tu montón: gana el montón más alto.",
        "pebble_race.level.easy": "Juega cualquier guijarro.",
        "pebble_race.level.medium": "Juega su guijarro más grande.",
        "pebble_race.level.hard": "Juega su guijarro más grande, tras pensarlo mucho.",
        "pebble_race.option.deck": "Mazo",
        "pebble_race.option.deck.1": "Un juego",
        "pebble_race.option.deck.2": "Dos juegos",
    },
}

#: The one registration entry: every part of the game is in this module.
registry.register(registry.GameEntry(PebbleRace.game_id, home=__name__))
