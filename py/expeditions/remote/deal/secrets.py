"""The secret choices of a device's table that are not cards: the random start (every device's
nonce, committed before any is opened) and the secret values seats place face down (committed
in a secret order when a deal begins, opened when the rules reveal them)."""

from __future__ import annotations

import hashlib
from typing import Any, Final

from expeditions.engine import JSON, Game
from expeditions.remote.deal.cards import Cards
from expeditions.remote.deal.state import Refusal, b64, commit_random, start_of, unb64

_ITEM_DOMAIN: Final = b"expeditions/deal/v1/item\x00"
_NONCE_BYTES: Final = 16

__all__ = ["Secrets"]


class Secrets(Cards):
    """Nonces and secret values (a part of :class:`~.table.Table`)."""

    def _random(self, device: int, body: dict[str, JSON], compose: bool) -> None:
        if not self._rand_owed(device):
            if "rand" in body:
                raise Refusal(device, "malformed", "no nonce is owed")
            return
        if compose:
            assert self.nonce is not None
            body["rand"] = b64(self.nonce)
        nonce = unb64(body.get("rand"), device, "nonce", _NONCE_BYTES)
        if commit_random(self.setup.game, device, nonce) != self.commitments.get(device):
            raise Refusal(device, "bad_random", "the nonce does not open its commitment")
        self.nonces[device] = nonce
        if len(self.nonces) == self.setup.count:
            self.start = start_of(self.setup, self.nonces)

    def _rand_owed(self, device: int) -> bool:
        return (self.spec.fixed_start(self.options) is None and device not in self.nonces
                and len(self.commitments) == self.setup.count and bool(self.bodies))

    def _item_commitment(self, d: int, seat: int, slot: int, value: str, nonce: bytes) -> bytes:
        text = f"{self.setup.game}/{d}/{seat}/{slot}/{value}".encode()
        return hashlib.sha256(_ITEM_DOMAIN + text + b"\x00" + nonce).digest()

    def _openings(self, device: int, body: dict[str, JSON], compose: bool) -> None:
        owed = self._owed_openings(device)
        if compose and owed:
            entries: list[JSON] = []
            for d, seat, slot in owed:
                items = self.deals[d].items[seat]
                assert items.values is not None and items.nonces is not None
                entries.append([d, seat, slot, items.values[slot], b64(items.nonces[slot])])
            body["open"] = entries
        raw = body.get("open", [])
        if not isinstance(raw, list) or (not owed and "open" in body) or len(raw) != len(owed):
            raise Refusal(device, "malformed", "the openings owed, no more")
        for entry, (d, seat, slot) in zip(raw, owed, strict=True):
            if not (isinstance(entry, list) and len(entry) == 5 and entry[:3] == [d, seat, slot]
                    and isinstance(entry[3], str)):
                raise Refusal(device, "malformed", "an opening is [deal, seat, slot, value, "
                              "nonce]")
            items = self.deals[d].items[seat]
            value = entry[3]
            nonce = unb64(entry[4], device, "nonce", _NONCE_BYTES)
            assert items.commitments is not None
            if self._item_commitment(d, seat, slot, value, nonce) != items.commitments[slot]:
                raise Refusal(device, "bad_piece", "a value that is not the one committed")
            if value not in items.remaining():
                raise Refusal(device, "bad_piece", f"{value!r} is not a value it had left")
            items.opened[slot] = value
        if owed:
            self._begin_deals(device)

    def _commit(self, device: int, body: dict[str, JSON], compose: bool) -> None:
        if not self._commit_owed(device):
            if "commit" in body:
                raise Refusal(device, "malformed", "no commitment is owed")
            return
        d = len(self.deals) - 1
        seats = [s for s in self.setup.seats_of(device) if s in self.deals[d].items]
        if compose:
            made: list[JSON] = []
            for seat in seats:
                items = self.deals[d].items[seat]
                assert items.values is not None and items.nonces is not None
                made.append([b64(self._item_commitment(d, seat, i, v, n)) for i, (v, n) in
                             enumerate(zip(items.values, items.nonces, strict=True))])
            body["commit"] = made
        raw = body.get("commit")
        if not isinstance(raw, list) or len(raw) != len(seats):
            raise Refusal(device, "malformed", "one list of commitments a seat")
        for seat, hashes in zip(seats, raw, strict=True):
            items = self.deals[d].items[seat]
            if not isinstance(hashes, list) or len(hashes) != len(items.supply):
                raise Refusal(device, "malformed", "one commitment a value")
            items.commitments = [unb64(h, device, "commitment", 32) for h in hashes]

    def _owed_openings(self, device: int) -> list[tuple[int, int, int]]:
        """The (deal, seat, slot) of the secret values ``device`` must open now: those a
        holding game needs, or, once the game is over, all of them."""
        seats = set(self.setup.seats_of(device))
        game = self._peek()
        if game is None:
            return []
        if self._game_over(game) and all(d.dealt for d in self.deals):
            wanted = [(d, seat, i) for d, deal in enumerate(self.deals)
                      for seat, items in deal.items.items() for i in range(len(items.supply))]
        else:
            wanted = self._needed(game) or []
        return [(d, seat, i) for d, seat, i in wanted
                if seat in seats and i not in self.deals[d].items[seat].opened]

    def _commit_owed(self, device: int) -> bool:
        seats = set(self.setup.seats_of(device))
        return bool(self.bodies) and any(
            seat in seats and items.commitments is None
            for seat, items in self.deals[-1].items.items())

    def _needed(self, game: Game[Any], moves: int | None = None
                ) -> list[tuple[int, int, int]] | None:
        """When ``game`` holds (after the first ``moves`` of the log): the (deal, seat, slot)
        of every secret value it needs: the placements it names, and every value of the
        current deal never placed."""
        publics = self.spec.needs(game)
        if publics is None:
            return None
        log = self.log[:len(self.log) if moves is None else moves]
        out: list[tuple[int, int, int]] = []
        for public in publics:
            move = next(m for m in reversed(log) if m.public == public and m.slot is not None)
            assert move.slot is not None
            out.append((move.deal, move.seat, move.slot))
        d = len(self.deals) - 1 if moves is None else max(
            (m.deal for m in log), default=0)
        for seat, items in self.deals[d].items.items():
            out += [(d, seat, i) for i in range(len(items.supply)) if i not in items.placed]
        return out

    def _settle(self, game: Game[Any], moves: int) -> None:
        """Let a holding game go on while every value it needs has been opened to all (the
        same moment on every device)."""
        while (needed := self._needed(game, moves)) is not None and all(
                slot in self.deals[d].items[seat].opened for d, seat, slot in needed):
            self.spec.resolve(game)
