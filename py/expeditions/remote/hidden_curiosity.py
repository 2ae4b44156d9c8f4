"""What is hidden in Curiosity, for the deal layer (:mod:`expeditions.remote.deal`).

Each round is one deal of the direction deck (18 cards for two players, 22 for three or four;
the two wild 0-cards are two cards with one code): seat s's hand is the positions from
``s * CARDS_PER_PLAYER``, the rest are the round's unused cards, exactly as
:meth:`~expeditions.games.curiosity.Curiosity.from_deals` deals a known order. A card played
face up is shown by its holder; one played on a complete pile goes face down (``card:?@<pile>``,
its position named, opened with the keys at the end, when a card the rules did not allow there
is named). A study token is a secret value (``token:?@<col>,<row>``): each seat commits to its
round's tokens in a secret order and opens one when the rover reveals it, and the ones it never
placed when the round ends — the engine holds the end of each round (:class:`Held`) until all
of them are open. The round-1 start player is drawn by every device unless the options name
one.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Self

from expeditions.engine import JSON, Game, Result
from expeditions.games.curiosity import (
    CARDS_PER_PLAYER,
    TOKENS_BY_ROUND,
    ZERO_CARD,
    Curiosity,
    PlaceToken,
    PlayCard,
    card_type,
    deck_for,
    token_label,
)
from expeditions.remote.deal.spec import Bury, Deck, Effect, Place, Show, without_unknown

__all__ = ["HIDDEN", "CuriosityHidden", "Held"]


class Held(Curiosity):
    """The engine with the end of every round held until the tokens it reveals are opened
    (:meth:`resolve`). While held nobody plays and the game is not over; its views say
    ``resolving``."""

    held: bool = False

    def _end_round(self) -> None:
        self.held = True

    def resolve(self) -> None:
        self.held = False
        super()._end_round()

    @property
    def current_player(self) -> int | None:
        return None if self.held else self.turn_seat

    def result(self) -> Result | None:
        return None if self.held else super().result()

    def is_over(self) -> bool:
        return not self.held and super().is_over()

    def view(self, seat: int | None) -> dict[str, JSON]:
        out = super().view(seat)
        out["over"] = self.turn_seat is None and not self.held
        out["resolving"] = self.held
        return out

    def clone(self) -> Self:
        game = super().clone()
        game.held = self.held
        return game


class CuriosityHidden:
    """Curiosity's hidden parts (see the module docstring)."""

    GAME: ClassVar[str] = "curiosity"

    def deck(self, options: Mapping[str, JSON], deal: int) -> Deck:
        codes = tuple(deck_for(int(str(options["players"]))))
        return Deck(f"curiosity/{len(codes)}", codes, ((0,) * len(codes),))

    def layout(self, options: Mapping[str, JSON], deal: int) -> tuple[int | None, ...]:
        players = int(str(options["players"]))
        per = CARDS_PER_PLAYER[players]
        size = len(deck_for(players))
        return tuple(p // per if p < players * per else None for p in range(size))

    def fixed_start(self, options: Mapping[str, JSON]) -> int | None:
        start = options["start_player"]
        return None if start == "random" else int(str(start))

    def build(self, options: Mapping[str, JSON], start: int,
              orders: Sequence[Sequence[str]], holds: bool = True) -> Game[Any]:
        return (Held if holds else Curiosity).from_deals(options, start, orders)

    def deals(self, game: Game[Any]) -> int:
        assert isinstance(game, Curiosity)
        return game.round

    def effects(self, game: Game[Any], seat: int, action: str) -> list[Effect]:
        assert isinstance(game, Curiosity)
        move = game.action_type.parse(action)
        if isinstance(move, PlaceToken):
            return [Place(seat, token_label(move.value))]
        assert isinstance(move, PlayCard)
        if game.pile_complete(move.index):
            return [Bury(seat, move.card)]
        return [Show(seat, move.card)]

    def public(self, action: str, effects: Sequence[Effect]) -> str:
        if any(isinstance(e, Place | Bury) for e in effects):
            kind, _, rest = action.partition(":")
            return f"{kind}:?@{rest.partition('@')[2]}"
        return action

    def private(self, public: str, code: str) -> str:
        return public.replace("?", code, 1)

    def fits(self, game: Game[Any], public: str) -> frozenset[str] | None:
        assert isinstance(game, Curiosity)
        kind, _, rest = public.partition(":?@")
        if kind != "card" or not rest.isdigit():
            return None
        pile = game.panel_type[int(rest) - 1] if 1 <= int(rest) <= len(game.panel_type) \
            else None
        if pile is None:
            return None
        return frozenset(c for c in deck_for(game.num_players)
                         if card_type(c) == pile or c == ZERO_CARD)

    def supply(self, options: Mapping[str, JSON], deal: int, seat: int) -> tuple[str, ...]:
        return tuple(token_label(v) for v in TOKENS_BY_ROUND[deal + 1])

    def needs(self, game: Game[Any]) -> list[str] | None:
        if not isinstance(game, Held) or not game.held:
            return None
        out, seen = [], set()
        for square in game.route_preview():
            if square not in seen and square in game.board:
                out.append(f"token:?@{square[0]},{square[1]}")
            seen.add(square)
        return out

    def resolve(self, game: Game[Any]) -> None:
        assert isinstance(game, Held)
        game.resolve()

    def mask(self, view: dict[str, JSON], unknown: Sequence[str], ended: bool
             ) -> dict[str, JSON]:
        out = dict(view)
        out["hand"], out["incoming"] = without_unknown(view.get("hand"), unknown)
        if out["incoming"]:
            out["legal"] = []
        return out


HIDDEN = CuriosityHidden()
