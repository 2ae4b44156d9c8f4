"""What is hidden in Curios, for the deal layer (:mod:`expeditions.remote.deal`).

The sixteen market cards are dealt in two stages, so that the deal has the engine's
distribution whoever shuffles: card i starts at position i (site i // 4, value
``CARD_VALUES[i % 4]``). **Stage 1** shuffles within each site's block of four: position 4s
then holds site s's hidden value, uniform among its four cards. **Stage 2** shuffles the other
twelve positions together (each value position stays in place, re-encrypted). Those twelve, in
position order, are the hands (seat 0's first) and then the side deck in flipping order. A
recruited card is shown by its holder; a side card flipped at the end of a two-player round is
opened by every device; the values open with the keys at the end. The first player is drawn
by every device.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Final

from expeditions.engine import JSON, Game
from expeditions.games.curios import (
    ALL_CARDS,
    CARD_VALUES,
    CARDS_PER_PLAYER,
    SITES,
    Curios,
    Recruit,
)
from expeditions.remote.deal.spec import Deck, Effect, Flip, OpenActions, Show, without_unknown

__all__ = ["HIDDEN", "CuriosHidden"]

BLOCK: Final = len(CARD_VALUES)
#: Where each site's hidden value lies once the deal is shuffled.
VALUES: Final = tuple(s * BLOCK for s in range(len(SITES)))
#: The other twelve positions: the hands, then the side deck in flipping order.
REST: Final = tuple(p for p in range(len(ALL_CARDS)) if p not in VALUES)
_STAGES: Final = (tuple(p // BLOCK for p in range(len(ALL_CARDS))),
                  tuple(p // BLOCK + 1 if p in VALUES else 0 for p in range(len(ALL_CARDS))))


class CuriosHidden(OpenActions):
    """Curios' hidden parts (see the module docstring)."""

    GAME: ClassVar[str] = "curios"

    def deck(self, options: Mapping[str, JSON], deal: int) -> Deck:
        return Deck("curios/16", ALL_CARDS, _STAGES)

    def layout(self, options: Mapping[str, JSON], deal: int) -> tuple[int | None, ...]:
        players = int(str(options["players"]))
        size = CARDS_PER_PLAYER[players]
        owner: list[int | None] = [None] * len(ALL_CARDS)
        for i, p in enumerate(REST[:players * size]):
            owner[p] = i // size
        return tuple(owner)

    def fixed_start(self, options: Mapping[str, JSON]) -> int | None:
        return None

    def build(self, options: Mapping[str, JSON], start: int,
              orders: Sequence[Sequence[str]], holds: bool = True) -> Game[Any]:
        order = orders[0]
        players = int(str(options["players"]))
        size = CARDS_PER_PLAYER[players]
        values = [CARD_VALUES[ALL_CARDS.index(order[p]) % BLOCK] for p in VALUES]
        rest = [order[p] for p in REST]
        hands = [rest[i * size:(i + 1) * size] for i in range(players)]
        return Curios.from_deal(options, start, values, hands, rest[players * size:])

    def deals(self, game: Game[Any]) -> int:
        return 1

    def effects(self, game: Game[Any], seat: int, action: str) -> list[Effect]:
        assert isinstance(game, Curios)
        move = Recruit.decode(action)
        out: list[Effect] = [Show(seat, move.card)] if move is not None else []
        after = game.clone()
        after.act(seat, action)
        side = REST[game.num_players * CARDS_PER_PLAYER[game.num_players]:]
        out += [Flip(side[k]) for k in range(len(game.side_revealed),
                                              len(after.side_revealed))]
        return out

    def mask(self, view: dict[str, JSON], unknown: Sequence[str], ended: bool
             ) -> dict[str, JSON]:
        out = dict(view)
        out["hand"], out["incoming"] = without_unknown(view["hand"], unknown)
        out["side_revealed"], out["side_incoming"] = without_unknown(view["side_revealed"],
                                                                     unknown)
        events = []
        for event in view["events"] or []:
            assert isinstance(event, dict)
            if event.get("type") == "side_card_flipped" and event.get("card") in unknown:
                event = {**event, "card": None}
            if not (ended and event.get("type") == "game_over"):
                events.append(event)
        out["events"] = events
        if out["incoming"]:
            out["legal"] = []
        if ended:  # the values, hands and result open with the keys
            out["result"] = None
            out["side_deck"] = None
            out["sites"] = [{**s, "value": None} for s in view["sites"]]
            out["players"] = [{**p, "hand": None} for p in view["players"]]
        return out


HIDDEN = CuriosHidden()
