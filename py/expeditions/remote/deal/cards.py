"""The cards of a device's table: the shuffling passes and their proofs, the strips that open
a position for a seat or for everybody, and the world of known cards and stand-ins."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from expeditions.engine import JSON
from expeditions.remote import ec, mental, shuffle
from expeditions.remote.deal.core import Core
from expeditions.remote.deal.state import (
    Deal,
    Items,
    Pass,
    Refusal,
    allowed,
    b64,
    fresh_nonce,
    point_of,
    unb64,
)

__all__ = ["Cards"]


class Cards(Core):
    """Shuffles, strips, openings (a part of :class:`~.table.Table`)."""

    def _new_deal(self, first: int) -> None:
        d = len(self.deals)
        deck = self.spec.deck(self.options, d)
        count = self.setup.count
        passes: list[Pass] = []
        start = first
        for classes in deck.stages:
            order = tuple((start + i) % count for i in range(count))
            passes.append(Pass(tuple(classes), order))
            start = order[-1]
        deal = Deal(deck, first, passes)
        for seat in range(len(self.setup.devices)):
            supply = tuple(self.spec.supply(self.options, d, seat))
            if supply:
                deal.items[seat] = items = Items(supply)
                if seat in self.my_seats:
                    saved = self._saved_items[d].get(seat) if d < len(self._saved_items) \
                        else None
                    if saved is not None:
                        items.values, items.nonces = list(saved[0]), list(saved[1])
                    else:
                        secret = shuffle.permutation([0] * len(supply))
                        items.values = [supply[i] for i in secret]
                        items.nonces = [fresh_nonce() for _ in supply]
        self.deals.append(deal)

    def _context(self, what: str, *parts: int) -> bytes:
        return "/".join([self.setup.game, what, *map(str, parts)]).encode()

    def _own_stage_key(self, d: int, s: int) -> int:
        if self._saved_keys and d < len(self._saved_keys) and s < len(self._saved_keys[d]):
            return self._saved_keys[d][s]
        return ec.random_scalar()

    def _total_secret(self, deal: Deal) -> int:
        total = 1
        for k in deal.secrets:
            total = total * k % ec.N
        return total

    def _shuffles(self, device: int, body: dict[str, JSON], compose: bool) -> None:
        made: list[JSON] = []
        raw = body.get("shuffle", []) if not compose else None
        if raw is not None and (not isinstance(raw, list) or len(raw) > 4):
            raise Refusal(device, "malformed", "shuffles are a list")
        taken = 0
        while (due := self._pass_due()) is not None:
            d, s, stage = due
            if stage.order[len(stage.decks)] != device:
                break
            deal = self.deals[d]
            inputs = (list(mental.card_points(deal.deck.kind, deal.deck.size)) if s == 0 and
                      not stage.decks else (stage.decks[-1] if stage.decks
                                            else deal.passes[s - 1].decks[-1]))
            context = self._context("shuffle", d, s, device)
            if compose:
                key = self._own_stage_key(d, s)
                outputs, _, proof = shuffle.shuffle(key, inputs, stage.classes, context)
                entry: dict[str, JSON] = {"deck": b64(mental.pack_deck(ec.encode_many(outputs))),
                                          "key": b64(ec.encode(ec.mul_base(key))),
                                          "proof": b64(proof)}
                previous = deal.totals.get(device)
                if previous is not None:  # a later stage: our whole layer, proven
                    entry["total"] = b64(ec.encode(ec.mul(key, previous)))
                    entry["link"] = b64(mental.prove_image(key, previous, self._context(
                        "link", d, s, device)))
                made.append(entry)
                deal.secrets.append(key)
            else:
                if taken >= len(raw or []):
                    raise Refusal(device, "malformed", "a shuffle is owed")
                entry = (raw or [])[taken]
                if not isinstance(entry, dict):
                    raise Refusal(device, "malformed", "a shuffle is an object")
                if device == self.me:  # our own body, loading a save
                    deal.secrets.append(self._own_stage_key(d, s))
            taken += 1
            self._take_shuffle(device, d, s, entry, inputs, context, check=not compose)
        if compose:
            if made:
                body["shuffle"] = made
        elif taken != len(raw or []) or "shuffle" in body and not taken:
            raise Refusal(device, "malformed", "a shuffle that is not owed")

    def _take_shuffle(self, device: int, d: int, s: int, entry: Mapping[str, JSON],
                      inputs: list[ec.Point], context: bytes, check: bool) -> None:
        deal = self.deals[d]
        stage = deal.passes[s]
        first = deal.totals.get(device) is None
        if set(entry) != ({"deck", "key", "proof"} if first
                          else {"deck", "key", "proof", "total", "link"}):
            raise Refusal(device, "malformed", "a shuffle is deck, key, proof (total, link)")
        n = deal.deck.size
        try:
            packed = mental.unpack_deck(unb64(entry["deck"], device, "deck"), n, "host")
        except mental.CheatError:
            raise Refusal(device, "malformed", "a deck of the wrong size") from None
        outputs = [point_of(x, device, "a deck's point") for x in packed]
        key = point_of(unb64(entry["key"], device, "key", ec.POINT_BYTES), device, "key")
        proof = unb64(entry["proof"], device, "proof", shuffle.proof_size(n))
        if check and not self.trusted and not shuffle.verify(inputs, outputs, key,
                                                             stage.classes, context, proof):
            raise Refusal(device, "bad_shuffle", f"deal {d}, stage {s}: not a shuffle of the "
                          "deck it received")
        total = key
        if not first:  # a later stage: the device's whole layer is its earlier one times key
            total = point_of(unb64(entry["total"], device, "total", ec.POINT_BYTES), device,
                           "total")
            link = unb64(entry["link"], device, "link", mental.PROOF_BYTES)
            if check and not self.trusted and not mental.check_image(
                    key, deal.totals[device], total, link, self._context("link", d, s, device)):
                raise Refusal(device, "bad_shuffle", f"deal {d}, stage {s}: a layer that is "
                              "not the one applied")
        deal.totals[device] = total
        stage.decks.append(outputs)
        stage.keys.append(key)
        if all(p.done for p in deal.passes):
            self._dealt(d)

    def _dealt(self, d: int) -> None:
        deal = self.deals[d]
        size = deal.deck.size
        deal.values = list(deal.passes[-1].decks[-1])
        deal.stripped = [set() for _ in range(size)]
        deal.owner = list(self.spec.layout(self.options, d))
        self._open(deal)

    def _strips(self, device: int, body: dict[str, JSON], compose: bool) -> None:
        owed = self._owed_strips(device)
        number = len(self.bodies)
        if compose:
            entries: list[JSON] = []
            for d, positions in owed.items():
                deal = self.deals[d]
                points, proof = mental.strip(self._total_secret(deal),
                                             [deal.values[p] for p in positions],
                                             self._strip_context(d, device, number, positions))
                entries.append({"deal": d, "at": list[JSON](positions),
                                "points": b64(b"".join(ec.encode_many(points))),
                                "proof": b64(proof)})
            if entries:
                body["strip"] = entries
        raw = body.get("strip", [])
        if not isinstance(raw, list) or (not owed and "strip" in body):
            raise Refusal(device, "malformed", "strips that are not owed")
        if len(raw) != len(owed):
            raise Refusal(device, "malformed", "the strips owed are missing")
        for entry, (d, positions) in zip(raw, owed.items(), strict=True):
            if not isinstance(entry, dict) or set(entry) != {"deal", "at", "points", "proof"} \
                    or entry["deal"] != d or entry["at"] != positions:
                raise Refusal(device, "malformed", f"the strips of deal {d} are not as owed")
            deal = self.deals[d]
            data = unb64(entry["points"], device, "points", ec.POINT_BYTES * len(positions))
            points = [point_of(data[i * 33:(i + 1) * 33], device, "point")
                      for i in range(len(positions))]
            proof = unb64(entry["proof"], device, "proof", mental.PROOF_BYTES)
            if not compose and not self.trusted and not mental.check_strip(
                    deal.totals[device], [deal.values[p] for p in positions], points, proof,
                    self._strip_context(d, device, number, positions)):
                raise Refusal(device, "bad_strip", f"deal {d}: a layer taken off wrongly")
            for p, point in zip(positions, points, strict=True):
                deal.values[p] = point
                deal.stripped[p].add(device)
            self._open(deal)

    def _strip_context(self, d: int, device: int, number: int, positions: Sequence[int]
                       ) -> bytes:
        return self._context("strip", d, device, number) + b"/" + ",".join(
            map(str, positions)).encode()

    def _open(self, deal: Deal) -> None:
        """Read every position now open to this device: turned up with every layer off, or
        in one of its seats' hands with every other layer off."""
        count = self.setup.count
        mine = set(self.my_seats)
        for p in range(deal.deck.size):
            if p in deal.known:
                continue
            if p in deal.public and len(deal.stripped[p]) == count:
                point = deal.values[p]
            elif (deal.owner[p] in mine and self._opened_to(deal, p, self.me)
                  and len(deal.secrets) == len(deal.passes)):
                point = ec.mul(pow(self._total_secret(deal), -1, ec.N), deal.values[p])
            else:
                continue
            card = mental.card_number(deal.deck.kind, deal.deck.size, point)
            if card is None:  # impossible once every shuffle is proven
                raise AssertionError(f"position {p} opens to no card")
            deal.known[p] = card
            deal.pins.pop(p, None)

    def _pass_due(self) -> tuple[int, int, Pass] | None:
        """(deal, stage, pass) of the next shuffling step, if a deal is being shuffled."""
        for d, deal in enumerate(self.deals):
            for s, stage in enumerate(deal.passes):
                if not stage.done:
                    return d, s, stage
        return None

    def _owed_strips(self, device: int) -> dict[int, list[int]]:
        """The positions ``device`` must take its layer off now, by deal (none once the
        game is over: the keys open everything then)."""
        out: dict[int, list[int]] = {}
        if self.deals and self.deals[-1].dealt and self._game_over(self._peek()):
            return out
        for d, deal in enumerate(self.deals):
            if not deal.dealt:
                continue
            mine = [p for p in range(deal.deck.size)
                    if device not in deal.stripped[p] and self._must_strip(deal, p, device)]
            if mine:
                out[d] = mine
        return out

    def _must_strip(self, deal: Deal, p: int, device: int) -> bool:
        if p in deal.public:
            return True
        owner = deal.owner[p]
        return owner is not None and self.setup.devices[owner] != device

    def _opened_to(self, deal: Deal, p: int, device: int) -> bool:
        """Whether every layer but ``device``'s own is off position p (or all are)."""
        others = set(range(self.setup.count)) - {device}
        return others <= deal.stripped[p]

    def _hands_open(self, device: int) -> bool:
        seats = set(self.setup.seats_of(device))
        for deal in self.deals:
            if not deal.dealt:
                return False
            for p in range(deal.deck.size):
                if deal.owner[p] in seats and not self._opened_to(deal, p, device):
                    return False
        return True

    def _world(self, deal: Deal) -> list[str]:
        """The codes by position: the cards known here, stand-ins for the others — cards not
        known anywhere that the deal's classes allow there (the most constrained positions
        first), and for a card another seat put face down one the rules allow there too."""
        if deal.order is not None:
            return [deal.deck.codes[c] for c in deal.order]
        size = deal.deck.size
        cards: list[int | None] = [None] * size
        used: set[int] = set()
        for p, c in deal.known.items():
            cards[p] = c
            used.add(c)
        permitted = allowed(deal.deck)
        for p, c in deal.pins.items():
            if cards[p] is None and c not in used:
                cards[p] = c
                used.add(c)
        for p in sorted((p for p in range(size) if cards[p] is None),
                        key=lambda p: len(permitted[p])):
            c = next(c for c in permitted[p] if c not in used)
            cards[p] = c
            used.add(c)
        return [deal.deck.codes[c] for c in cards if c is not None]

    def _begin_deals(self, device: int) -> None:
        """Begin the deals the game has come to (its next game or round), ``device`` first
        to shuffle."""
        game = self._peek()
        while game is not None and self.spec.deals(game) > len(self.deals):
            self._new_deal(device)
            game = self._peek()
