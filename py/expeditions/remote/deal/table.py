"""One device's side of a game dealt by every device together: the shared deal layer.

Every device runs a :class:`Table` for the same game; a game's own module (:mod:`.spec`) says
what is hidden in it. The devices exchange *bodies* in one agreed order (the chain, kept by
:mod:`..wire`): after each body, every device computes the same answer to "who sends next"
(:meth:`Table.next_sender`), so bodies never cross. A body is plain JSON; its parts are handled
in one order on both sides (the sender composes a part exactly as the receivers check it):

1. ``rand``: the device's nonce, opening the commitment it made when it took its seat (the
   random start is the hash of every device's nonce: no device chooses it);
2. ``turn``: the seat's whole turn when one of its seats is to play: ``[seat, action, extra]``
   entries, ``extra`` carrying the position and proof of a card shown from a hand (``show``)
   or the position of a card put face down (``bury``);
3. ``shuffle``: the device's step of a deal's shuffling pass: the deck it received,
   re-encrypted under a fresh key and permuted within the stage's classes, with the key and
   the proof (:mod:`..shuffle`) — checked before anything of the receiver's own leaves it;
4. ``strip``: the device's layer taken off every position it owes: a position going to a
   seat's hand is opened by every other device, a position turned face up by every device,
   each with a proof (a share that could open a card for the wrong seat is never made);
5. ``keys``: once the game is over, every key of every deal, so every card opens and the whole
   game is replayed from the real deal (cards put face down are checked then).

A body from the wrong device, a part that is not owed, a proof that fails or an action the
rules refuse raises :class:`Refusal` naming the device, with nothing changed.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any, Final

from expeditions.engine import JSON, Game, IllegalAction
from expeditions.remote import ec, mental
from expeditions.remote.deal.secrets import Secrets
from expeditions.remote.deal.spec import HiddenGame
from expeditions.remote.deal.state import (
    CODES,
    Deal,
    Move,
    Refusal,
    Setup,
    b64,
    commit_random,
    fresh_nonce,
    start_of,
    unb64,
)
from expeditions.remote.deal.turns import Turns

__all__ = ["CODES", "Refusal", "Setup", "Table", "commit_random"]

_PARTS: Final = ("rand", "turn", "open", "shuffle", "strip", "commit", "keys")


class Table(Turns, Secrets):
    """One device's side of a game dealt by every device together (see the module
    docstring)."""

    def __init__(self, spec: HiddenGame, setup: Setup, nonce: bytes | None = None,
                 keys: Sequence[Sequence[int]] = (),
                 items: Sequence[Mapping[int, tuple[list[str], list[bytes]]]] = (),
                 trusted: bool = False) -> None:
        self.spec = spec
        self.setup = setup
        self.trusted = trusted  # a save being loaded: proofs were checked when received
        self.options = dict(setup.options)
        start = spec.fixed_start(self.options)
        self.start: int | None = start
        self.nonce = nonce if nonce is not None else (
            None if start is not None else fresh_nonce())
        self.commitments: dict[int, bytes] = {}
        self.nonces: dict[int, bytes] = {}
        self.deals: list[Deal] = []
        self.log: list[Move] = []
        self.bodies: list[tuple[int, dict[str, JSON]]] = []
        self.last_sender = 0
        self.truth: Game[Any] | None = None
        self.cheat: Refusal | None = None
        self._saved_keys = [list(k) for k in keys]
        self._saved_items = [dict(i) for i in items]
        self._cache: tuple[tuple[Any, ...], Game[Any], int] | None = None
        self._compose_actions: list[tuple[int, str]] = []
        self._new_deal(0)  # the inviting device shuffles it first, in the invitation

    # ----- facts ---------------------------------------------------------------------------
    def own_commitment(self) -> bytes | None:
        """This device's commitment to its nonce (None when the start is fixed)."""
        if self.nonce is None:
            return None
        return commit_random(self.setup.game, self.me, self.nonce)

    def own_keys(self) -> list[list[int]]:
        """This device's key of every stage of every deal (saved with the bodies)."""
        return [list(d.secrets) for d in self.deals]

    def own_items(self) -> list[dict[int, tuple[list[str], list[bytes]]]]:
        """This device's secret values of every deal, by seat: their order and nonces."""
        return [{seat: (list(i.values), list(i.nonces)) for seat, i in d.items.items()
                 if i.values is not None and i.nonces is not None} for d in self.deals]

    @property
    def finished(self) -> bool:
        """Every key is known and the real game replayed."""
        return self.truth is not None

    # ----- the shadow: the game as this device knows it ----------------------------------
    def _key(self) -> tuple[Any, ...]:
        return (self.start, tuple((len(d.known), tuple(sorted(d.pins.items())), d.dealt,
                                   d.order is not None,
                                   tuple(len(i.opened) for i in d.items.values()))
                                  for d in self.deals))

    def shadow(self) -> Game[Any] | None:
        """The game as this device knows it (a copy to play on), or None before the start
        is known and the first deal is dealt."""
        game = self._peek()
        return None if game is None else game.clone()

    def _peek(self) -> Game[Any] | None:
        """:meth:`shadow` itself, kept for the next call: only to read, never to play on."""
        if self.start is None or not self.deals or not self.deals[0].dealt:
            return None
        key = self._key()
        cache = self._cache
        if cache is not None and cache[0] == key and cache[2] == len(self.log):
            return cache[1]
        worlds = [self._world(d) for d in self.deals]
        if cache is None or cache[0] != key or cache[2] > len(self.log):
            game = self.spec.build(self.options, self.start, worlds)
            done = 0
        else:
            game, done = cache[1], cache[2]
        for i, move in enumerate(self.log[done:], done):
            game.act(move.seat, self._engine_action(move, worlds))
            self._settle(game, i + 1)
        self._cache = (key, game, len(self.log))
        return game

    def _engine_action(self, move: Move, worlds: Sequence[Sequence[str]]) -> str:
        if move.buried is not None:
            return self.spec.private(move.public, worlds[move.deal][move.buried])
        if move.slot is not None:
            return self.spec.private(move.public,
                                     self.deals[move.deal].items[move.seat].world()[move.slot])
        return move.public

    def unknown(self, seat: int) -> list[str]:
        """The stand-ins of the current deal's positions ``seat`` may see that have not been
        opened here yet (its hand's cards on their way, a card turned up whose openings are
        still to come)."""
        if not self.deals:
            return []
        d = len(self.deals) - 1
        deal = self.deals[d]
        owners = deal.owner if deal.dealt else list(self.spec.layout(self.options, d))
        world = self._world(deal)
        return [world[p] for p in range(deal.deck.size)
                if p not in deal.known and (p in deal.public or owners[p] == seat)]

    def view(self, seat: int) -> dict[str, JSON] | None:
        """``seat``'s view (a seat of this device) as the engine shapes it, without the cards
        that have not reached this device (the game's own mask); None before the start."""
        game = self.game()
        if game is None:
            return None
        view = game.view(seat)
        if self.truth is not None:
            return view
        return self.spec.mask(view, self.unknown(seat), game.is_over())

    def engine_log(self) -> list[tuple[int, str]]:
        """Every action played, as the engine takes it (the cards and values put face down
        as this device knows them: all of them once finished)."""
        worlds = [self._world(d) for d in self.deals]
        return [(m.seat, self._engine_action(m, worlds)) for m in self.log]

    def dealt(self) -> Game[Any] | None:
        """The real game as dealt, no action played (None before every key is known)."""
        if self.truth is None or self.start is None:
            return None
        return self.spec.build(self.options, self.start, [self._world(d) for d in self.deals],
                               holds=False)

    # ----- who sends next ------------------------------------------------------------------
    def turn_due(self, device: int | None = None) -> bool:
        """Whether ``device`` (this one by default) must send its seat's turn next; for this
        device, in the body it sends next (whose nonce may complete the random start)."""
        if device is not None and device != self.me:
            return self._turn_due(device)
        with self._anticipating():
            return self._turn_due(self.me)

    def game(self) -> Game[Any] | None:
        """The game this device's seats play on now (a copy): the real one once finished;
        else the shadow, as it will stand when this device's next body goes (its nonce may
        complete the random start); None before the start is known."""
        if self.truth is not None:
            return self.truth.clone()
        with self._anticipating():
            return self.shadow()

    @contextmanager
    def _anticipating(self) -> Iterator[None]:
        """Within: the start as this device's next body will make it, if its nonce is the
        last one missing."""
        saved = self.start
        if self.nonce is not None and self._rand_owed(self.me):
            nonces = {**self.nonces, self.me: self.nonce}
            if len(nonces) == self.setup.count:
                self.start = start_of(self.setup, nonces)
        try:
            yield
        finally:
            self.start = saved

    def _turn_due(self, device: int) -> bool:
        if self._pass_due() is not None or self.start is None:
            return False
        game = self._peek()
        if game is None or game.current_player is None:
            return False
        if any(i.commitments is None for i in self.deals[-1].items.values()):
            return False
        return self.setup.devices[game.current_player] == device and self._hands_open(device)

    def _keys_owed(self, device: int) -> bool:
        if any(not d.dealt for d in self.deals) or not self._game_over(self._peek()):
            return False
        return any(device not in d.revealed for d in self.deals)

    def owes(self, device: int) -> bool:
        """Whether ``device`` has anything to send now."""
        due = self._pass_due()
        return (due is not None and due[2].order[len(due[2].decks)] == device
                or self._rand_owed(device) or bool(self._owed_strips(device))
                or bool(self._owed_openings(device)) or self._commit_owed(device)
                or self._keys_owed(device) or self._turn_due(device))

    def next_sender(self) -> int | None:
        """The device that sends the next body: the first, after the last sender, that owes
        anything (None when nobody does: the game is over here)."""
        count = self.setup.count
        for i in range(1, count + 1):
            device = (self.last_sender + i) % count
            if self.owes(device):
                return device
        return None

    # ----- bodies --------------------------------------------------------------------------
    def begin(self) -> dict[str, JSON]:
        """The inviting device's first body: its step of the first deal's shuffle."""
        if self.me != 0 or self.bodies:
            raise ValueError("only the inviting device begins, once")
        return self._run(0, {}, compose=True)

    def join(self, device: int, commitment: bytes | None) -> None:
        """A device took its seat, with its commitment to its nonce (None when the start is
        fixed)."""
        if commitment is not None:
            self.commitments[device] = commitment

    def compose(self, actions: Sequence[tuple[int, str]] = ()) -> dict[str, JSON]:
        """This device's next body, with ``actions`` ((seat, engine action) pairs: its seats'
        whole turn) when its turn is due. ValueError when this device does not send next,
        IllegalAction for an action the rules refuse; nothing changes on failure."""
        if self.next_sender() != self.me:
            raise ValueError("this device does not send next")
        if bool(actions) != self.turn_due():
            raise ValueError("a turn is due" if actions == () else "no turn is due")
        self._compose_actions = list(actions)
        try:
            return self._guarded(self.me, {}, compose=True)
        finally:
            self._compose_actions = []

    def receive(self, device: int, body: Mapping[str, JSON]) -> None:
        """Another device's body, checked at once: Refusal naming it, and nothing changed,
        on any fault."""
        if device == self.me:
            raise Refusal(device, "out_of_order", "a body in this device's own name")
        if not isinstance(body, Mapping) or not set(body) <= set(_PARTS):
            raise Refusal(device, "malformed", "not a body of this protocol")
        if self.next_sender() != device:
            raise Refusal(device, "out_of_order", "this device does not send next")
        self._guarded(device, copy.deepcopy(dict(body)), compose=False)

    def replay_own(self, body: Mapping[str, JSON]) -> None:
        """One of this device's own bodies again (loading a save)."""
        self._run(self.me, copy.deepcopy(dict(body)), compose=False)

    def _guarded(self, device: int, body: dict[str, JSON], compose: bool) -> dict[str, JSON]:
        saved = self.snapshot()
        try:
            return self._run(device, body, compose)
        except BaseException:
            self.restore(saved)
            raise

    def snapshot(self) -> dict[str, Any]:
        """Everything that changes, to :meth:`restore` if what follows is refused."""
        return self._state()

    def restore(self, saved: dict[str, Any]) -> None:
        self.__dict__.update(saved)
        self._cache = None

    def _state(self) -> dict[str, Any]:
        """A copy of everything a body may change: every container copied, the points and
        messages inside them shared (they are never changed, only replaced)."""
        return {
            "start": self.start, "nonce": self.nonce, "commitments": dict(self.commitments),
            "nonces": dict(self.nonces), "deals": [d.copy() for d in self.deals],
            "log": list(self.log), "bodies": list(self.bodies),
            "last_sender": self.last_sender, "truth": self.truth, "cheat": self.cheat,
            "_saved_keys": [list(k) for k in self._saved_keys],
            "_saved_items": [dict(i) for i in self._saved_items],
        }

    def _run(self, device: int, body: dict[str, JSON], compose: bool) -> dict[str, JSON]:
        if not self.bodies and device == 0:
            self._shuffles(device, body, compose)
        else:
            self._random(device, body, compose)
            self._turn(device, body, compose)
            self._openings(device, body, compose)
            self._shuffles(device, body, compose)
            self._strips(device, body, compose)
            self._commit(device, body, compose)
            self._keys(device, body, compose)
        self.bodies.append((device, copy.deepcopy(body)))
        self.last_sender = device
        return body

    # ----- 1. the random start -------------------------------------------------------------
    # ----- 2. the turn ---------------------------------------------------------------------
    # ----- the secret values: opened, committed ------------------------------------------
    # ----- 3. the shuffles -----------------------------------------------------------------
    # ----- 4. the strips -------------------------------------------------------------------
    # ----- 5. the keys at the end ----------------------------------------------------------
    def _keys(self, device: int, body: dict[str, JSON], compose: bool) -> None:
        if not self._keys_owed(device):
            if "keys" in body:
                raise Refusal(device, "malformed", "no keys are owed")
            return
        if compose:
            body["keys"] = [[b64(ec.scalar_to_bytes(k)) for k in deal.secrets]
                            for deal in self.deals]
        raw = body.get("keys")
        if not isinstance(raw, list) or len(raw) != len(self.deals):
            raise Refusal(device, "malformed", "one list of keys a deal")
        for d, (deal, keys) in enumerate(zip(self.deals, raw, strict=True)):
            if not isinstance(keys, list) or len(keys) != len(deal.passes):
                raise Refusal(device, "malformed", "one key a stage")
            scalars = []
            for s, text in enumerate(keys):
                try:
                    k = ec.scalar_from_bytes(unb64(text, device, "key", ec.SCALAR_BYTES))
                except ValueError:
                    raise Refusal(device, "bad_key", "not a key") from None
                stage = deal.passes[s]
                if ec.mul_base(k) != stage.keys[stage.order.index(device)]:
                    raise Refusal(device, "bad_key", f"deal {d}, stage {s}: not the key it "
                                  "shuffled with")
                scalars.append(k)
            deal.revealed[device] = scalars
        if all(len(deal.revealed) == self.setup.count for deal in self.deals):
            self._finish()

    def _finish(self) -> None:
        """Every key is known: open every position and replay the whole game from the real
        deal (a card put face down that the rules did not allow there is named now)."""
        for deal in self.deals:
            order = []
            for p in range(deal.deck.size):
                remove = 1
                for device, keys in deal.revealed.items():
                    if device not in deal.stripped[p]:
                        for k in keys:
                            remove = remove * k % ec.N
                point = ec.mul(pow(remove, -1, ec.N), deal.values[p])
                card = mental.card_number(deal.deck.kind, deal.deck.size, point)
                if card is None or (p in deal.known and deal.known[p] != card):
                    raise AssertionError(f"position {p} opens to no card or another")
                order.append(card)
            deal.order = order
        assert self.start is not None
        worlds = [self._world(d) for d in self.deals]
        truth = self.spec.build(self.options, self.start, worlds, holds=False)
        for i, move in enumerate(self.log):
            action = self._engine_action(move, worlds)
            try:
                truth.act(move.seat, action)
            except IllegalAction:
                self.cheat = Refusal(self.setup.devices[move.seat], "illegal_move",
                                     f"{action!r} broke the rules")
                return
            self._settle(truth, i + 1)
        self.truth = truth
