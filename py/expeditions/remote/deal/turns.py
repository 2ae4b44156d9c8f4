"""The turns of a device's table: this device's own actions made into their public form (a card
shown with its proof, a card or a secret value put face down), and another device's checked
against the rules and against what its seat holds."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from expeditions.engine import JSON, Game, IllegalAction
from expeditions.remote import ec, mental
from expeditions.remote.deal.cards import Cards
from expeditions.remote.deal.spec import Bury, Draw, Effect, Flip, Place, Show
from expeditions.remote.deal.state import Deal, Move, Refusal, allowed, b64, unb64

__all__ = ["Turns"]


class Turns(Cards):
    """Actions, made and checked (a part of :class:`~.table.Table`)."""

    def _turn(self, device: int, body: dict[str, JSON], compose: bool) -> None:
        if not self._turn_due(device):
            if "turn" in body:
                raise Refusal(device, "out_of_order", "no turn is due")
            return
        if compose:
            entries: list[JSON] = []
            for seat, action in self._compose_actions:
                entries.append(self._own_action(seat, action))
            body["turn"] = entries
        else:
            raw = body.get("turn")
            if not isinstance(raw, list) or not raw or len(raw) > 64:
                raise Refusal(device, "malformed", "a turn is a list of actions")
            for entry in raw:
                self._their_action(device, entry)
        if self._turn_due(device):
            if compose:
                raise IllegalAction("turn_unfinished", "the turn is not over")
            raise Refusal(device, "malformed", "the turn is not over")

    def _current_deal(self) -> int:
        return len(self.deals) - 1

    def _own_action(self, seat: int, action: str) -> JSON:
        game = self._peek()
        assert game is not None
        if seat not in self.my_seats or game.current_player != seat:
            raise IllegalAction("not_your_turn", "it is not your turn")
        if action not in game.legal_actions(seat):
            game.clone().act(seat, action)  # raises the rules' own IllegalAction
        effects = self.spec.effects(game, seat, action)
        d = self._current_deal()
        deal = self.deals[d]
        extra: dict[str, JSON] = {}
        buried: int | None = None
        placed: int | None = None
        for effect in effects:
            if isinstance(effect, Show):
                p = self._own_position(deal, seat, effect.code)
                proof = mental.prove_image(self._total_secret(deal), ec.decode(
                    mental.encode_card(deal.deck.kind, deal.known[p])), self._context(
                        "show", d, p))
                extra["show"] = [p, deal.known[p], b64(proof)]
            elif isinstance(effect, Bury):
                buried = self._own_position(deal, seat, effect.code)
                extra["bury"] = buried
            elif isinstance(effect, Place):
                items = deal.items[seat]
                assert items.values is not None
                placed = next(i for i, v in enumerate(items.values)
                              if v == effect.value and i not in items.placed)
                extra["slot"] = placed
        public = self.spec.public(action, effects)
        self._apply(seat, public, d, effects, buried, placed)
        return [seat, public, extra]

    def _own_position(self, deal: Deal, seat: int, code: str) -> int:
        for p in range(deal.deck.size):
            if (deal.owner[p] == seat and p not in deal.public and p not in deal.buried
                    and p in deal.known and deal.deck.codes[deal.known[p]] == code):
                return p
        raise AssertionError(f"no position of seat {seat} holds {code}")

    def _their_action(self, device: int, entry: object) -> None:
        if not (isinstance(entry, list) and len(entry) == 3 and type(entry[0]) is int
                and isinstance(entry[1], str) and len(entry[1]) <= 64
                and isinstance(entry[2], dict)):
            raise Refusal(device, "malformed", "an action is [seat, action, extra]")
        seat, public, extra = entry
        game = self._peek()
        if (game is None or seat not in self.setup.seats_of(device)
                or game.current_player != seat):
            raise Refusal(device, "out_of_order", f"seat {seat} is not to play")
        if not set(extra) <= {"show", "bury", "slot"} or len(extra) > 1:
            raise Refusal(device, "malformed", "an action's extra holds show, bury or slot")
        d = self._current_deal()
        deal = self.deals[d]
        shown = self._their_show(device, seat, d, extra.get("show")) if "show" in extra else None
        buried = self._their_bury(device, seat, deal, extra["bury"], game, public) \
            if "bury" in extra else None
        slot = self._their_slot(device, seat, deal, extra["slot"]) if "slot" in extra else None
        game = self._peek()
        assert game is not None
        worlds = [self._world(x) for x in self.deals]
        action = self._engine_action(Move(seat, public, d, buried, slot), worlds)
        if action not in game.legal_actions(seat):
            raise Refusal(device, "illegal_move", f"{action!r} is not legal for seat {seat}")
        effects = self.spec.effects(game, seat, action)
        shows = [e.code for e in effects if isinstance(e, Show)]
        buries = [e for e in effects if isinstance(e, Bury)]
        places = [e for e in effects if isinstance(e, Place)]
        if (shows != ([deal.deck.codes[shown]] if shown is not None else [])
                or len(buries) != (buried is not None) or len(places) != (slot is not None)
                or self.spec.public(action, effects) != public):
            raise Refusal(device, "malformed", "the action's extra does not match it")
        self._apply(seat, public, d, effects, buried, slot)

    def _their_slot(self, device: int, seat: int, deal: Deal, raw: object) -> int:
        items = deal.items.get(seat)
        if items is None or type(raw) is not int or not 0 <= raw < len(items.supply) \
                or raw in items.placed or raw in items.opened:
            raise Refusal(device, "not_held", "a secret value placed from no free slot")
        return raw

    def _their_show(self, device: int, seat: int, d: int, raw: object) -> int:
        deal = self.deals[d]
        if not (isinstance(raw, list) and len(raw) == 3 and type(raw[0]) is int
                and type(raw[1]) is int):
            raise Refusal(device, "malformed", "a card shown is [position, card, proof]")
        p, card, proof = raw
        if not 0 <= card < deal.deck.size:
            raise Refusal(device, "malformed", "no such card")
        if not (0 <= p < deal.deck.size and deal.owner[p] == seat and p not in deal.public
                and p not in deal.buried and self._opened_to(deal, p, device)):
            raise Refusal(device, "not_held", f"position {p} is not in seat {seat}'s hand")
        if card in deal.known.values() and deal.known.get(p) != card:
            raise Refusal(device, "bad_show", f"card {card} is elsewhere")
        data = unb64(proof, device, "proof", mental.PROOF_BYTES)
        base = ec.decode(mental.encode_card(deal.deck.kind, card))
        if not self.trusted and not mental.check_image(
                deal.totals[device], base, deal.values[p], data, self._context("show", d, p)):
            raise Refusal(device, "bad_show", f"position {p} does not hold card {card}")
        deal.known[p] = int(card)
        deal.pins.pop(p, None)
        return int(card)

    def _their_bury(self, device: int, seat: int, deal: Deal, raw: object, game: Game[Any],
                    public: str) -> int:
        if type(raw) is not int or not (0 <= raw < deal.deck.size and deal.owner[raw] == seat
                                        and raw not in deal.public and raw not in deal.buried):
            raise Refusal(device, "not_held", "a card put face down from no position of the "
                          "hand")
        fits = self.spec.fits(game, public)
        if fits is None:
            raise Refusal(device, "malformed", "this action hides no card")
        if raw not in deal.known:  # stand in a card the rules allow there
            used = set(deal.known.values()) | {c for q, c in deal.pins.items() if q != raw}
            free = [c for c in allowed(deal.deck)[raw]
                    if c not in used and deal.deck.codes[c] in fits]
            if not free:
                raise Refusal(device, "illegal_move", "no card of this hand could go there")
            deal.pins[raw] = free[0]
        return raw

    def _apply(self, seat: int, public: str, d: int, effects: Sequence[Effect],
               buried: int | None, slot: int | None = None) -> None:
        deal = self.deals[d]
        if slot is not None:
            deal.items[seat].placed.add(slot)
        for effect in effects:
            if isinstance(effect, Draw):
                deal.owner[effect.position] = effect.seat
            elif isinstance(effect, Flip):
                deal.public.add(effect.position)
            elif isinstance(effect, Bury):
                assert buried is not None
                deal.buried.add(buried)
        shown = [p for p in range(deal.deck.size) if deal.owner[p] == seat
                 and p in deal.known and p not in deal.public and p not in deal.buried]
        for effect in effects:
            if isinstance(effect, Show):
                p = next(q for q in shown if deal.deck.codes[deal.known[q]] == effect.code)
                shown.remove(p)
                deal.public.add(p)
                deal.values[p] = ec.decode(mental.encode_card(deal.deck.kind, deal.known[p]))
                deal.stripped[p] = set(range(self.setup.count))
        self.log.append(Move(seat, public, d, buried, slot))
        self._begin_deals(self.setup.devices[seat])
