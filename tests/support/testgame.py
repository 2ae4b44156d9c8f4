"""A tiny game that exists only to test the shared plumbing (protocol, saves, worker, UI).

"Pebble race": a deck of 1–9 twice is shuffled, each player holds 3 hidden pebbles; on your
turn you put one pebble from your hand on your own (public) pile and draw a new one while
the deck lasts. When every hand is empty, the biggest pile wins (ties share the win).
"""

from __future__ import annotations

import sys
import time
from typing import Any

from expeditions import bots as bots_registry
from expeditions import games as games_registry
from expeditions.engine import JSON, Game, OptionSpec, Result
from expeditions.rng import Rng

HAND_SIZE = 3


class PebbleRace(Game):
    game_id = "pebble-race"
    title = "Pebble race"
    min_players = 2
    max_players = 3
    option_specs = (OptionSpec("deck", "Deck", ((1, "One set"), (2, "Two sets")), 2),)

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

    def _legal(self, seat: int) -> list[str]:
        return [f"play:{v}" for v in sorted(set(self.hands[seat]))]

    def _reject_reason(self, seat: int, action: str) -> str | None:
        kind, _, value = action.partition(":")
        if kind != "play" or not value.isdigit():
            return f"unknown action {action!r}"
        if int(value) not in self.hands[seat]:
            return f"you hold no pebble {value}"
        return None

    def _apply(self, seat: int, action: str) -> None:
        value = int(action.partition(":")[2])
        self.hands[seat].remove(value)
        self.piles[seat].append(value)
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

    def describe(self, seat: int, action: str) -> str:
        return f"put pebble {action.partition(':')[2]} on their pile"

    def progress(self) -> str:
        return f"Turn {len(self.log) + 1}"

    def _result(self) -> Result:
        scores = [sum(p) for p in self.piles]
        best = max(scores)
        return Result(
            scores=scores,
            winners=[i for i, s in enumerate(scores) if s == best],
            breakdown=[{"pebbles": list(p)} for p in self.piles],
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
        return str(max(view["legal"], key=lambda a: int(a.partition(":")[2])))


def _random(**_: Any) -> bots_registry.Bot:
    return bots_registry.RandomBot()


BOTS: dict[str, Any] = {"random": _random, "greedy": GreedyBot}
LEVELS: dict[str, tuple[str, dict[str, Any]]] = {
    "easy": ("random", {}),
    "medium": ("greedy", {}),
    "hard": ("greedy", {"think_ms": 1500}),
}
GAME = PebbleRace

games_registry.register(PebbleRace)
bots_registry.register(PebbleRace.game_id, sys.modules[__name__])
