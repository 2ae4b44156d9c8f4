"""What is hidden in Lost Cities, for the deal layer (:mod:`expeditions.remote.deal`).

Each game of a match is one deal of the whole deck (60 or 72 cards): positions 0-7 are seat
0's first hand, 8-15 seat 1's, then the draw pile from its top, exactly as
:meth:`~expeditions.games.lost_cities.Core.from_order` deals a known order. A card played or
discarded from a hand is shown (its holder proves its position holds it); a draw from the pile
goes to the drawer's hand (the other device opens it for them); a card taken from a discard
pile was already seen by everybody. The first player of a match is drawn by every device
unless the options name one; later games follow the engine (the higher total starts).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from expeditions.engine import JSON, Game
from expeditions.games.lost_cities import (
    CARD_OF,
    CARDS_PER_COLOUR,
    CODES,
    HAND_SIZE,
    LostCities,
    Move,
)
from expeditions.remote.deal.spec import Deck, Draw, Effect, OpenActions, Show, without_unknown

__all__ = ["HIDDEN", "LostCitiesHidden"]


class LostCitiesHidden(OpenActions):
    """Lost Cities' hidden parts (see the module docstring)."""

    GAME: ClassVar[str] = "lost-cities"

    def deck(self, options: Mapping[str, JSON], deal: int) -> Deck:
        size = int(str(options["colours"])) * CARDS_PER_COLOUR
        return Deck(f"lost-cities/{size}", tuple(CODES[:size]), ((0,) * size,))

    def layout(self, options: Mapping[str, JSON], deal: int) -> tuple[int | None, ...]:
        size = int(str(options["colours"])) * CARDS_PER_COLOUR
        return (0,) * HAND_SIZE + (1,) * HAND_SIZE + (None,) * (size - 2 * HAND_SIZE)

    def fixed_start(self, options: Mapping[str, JSON]) -> int | None:
        start = options["start"]
        return None if start == "random" else ("p1", "p2").index(str(start))

    def build(self, options: Mapping[str, JSON], start: int,
              orders: Sequence[Sequence[str]], holds: bool = True) -> Game[Any]:
        fixed = {**options, "start": ("p1", "p2")[start]}
        return LostCities.from_deals(fixed, [[CARD_OF[c] for c in order] for order in orders])

    def deals(self, game: Game[Any]) -> int:
        assert isinstance(game, LostCities)
        return len(game.finished) + (0 if game.match_over else 1)

    def effects(self, game: Game[Any], seat: int, action: str) -> list[Effect]:
        assert isinstance(game, LostCities)
        move = Move.parse(action)
        core = game.core
        if move.kind != "draw":
            # a card taken from a discard pile was seen by everybody already
            return [] if move.card in core.known[seat] else [Show(seat, CODES[move.card])]
        if move.source < 0:
            size = game.ncol * CARDS_PER_COLOUR
            return [Draw(seat, size - len(core.deck))]
        return []

    def mask(self, view: dict[str, JSON], unknown: Sequence[str], ended: bool
             ) -> dict[str, JSON]:
        out = dict(view)
        out["hand"], out["incoming"] = without_unknown(view.get("hand"), unknown)
        if "drawn" in out and out["drawn"] in unknown:
            del out["drawn"]
        if out["incoming"]:
            out["legal"] = []
        return out


HIDDEN = LostCitiesHidden()
