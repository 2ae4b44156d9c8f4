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

import base64
import copy
import hashlib
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Final

from expeditions.engine import JSON, Game, IllegalAction
from expeditions.remote import ec, mental, shuffle
from expeditions.remote.deal.spec import Bury, Deck, Draw, Effect, Flip, HiddenGame, Place, Show

__all__ = ["CODES", "Refusal", "Setup", "Table"]

#: Why a body is refused (the device it names cheated, or its body was damaged):
#: ``malformed`` (not a body of this protocol, or a part that is not owed, or one missing),
#: ``out_of_order`` (a body from a device that does not send next), ``bad_random`` (a nonce
#: that does not open its commitment), ``bad_shuffle`` (a deck that is not the deck it
#: received, permuted and re-encrypted: a planted point, a card duplicated, a card moved out
#: of its class), ``bad_strip`` (a layer taken off wrongly), ``not_held`` (a card shown or
#: put face down from a position that is not in the seat's hand), ``bad_show`` (a card shown
#: that its position does not hold), ``illegal_move`` (an action the rules refuse, found at
#: once or, for a card put face down, when the keys open it), ``bad_key`` (a key that is not
#: the one the device shuffled with), ``bad_piece`` (a secret value opened that is not the
#: one committed, or not one the seat had left).
CODES: Final = ("malformed", "out_of_order", "bad_random", "bad_shuffle", "bad_strip",
                "not_held", "bad_show", "illegal_move", "bad_key", "bad_piece")

_RANDOM_DOMAIN: Final = b"expeditions/deal/v1/random\x00"
_ITEM_DOMAIN: Final = b"expeditions/deal/v1/item\x00"
_NONCE_BYTES: Final = 16
_PARTS: Final = ("rand", "turn", "open", "shuffle", "strip", "commit", "keys")


class Refusal(ValueError):
    """A body broke the protocol: ``device`` sent it, ``code`` says how (:data:`CODES`)."""

    def __init__(self, device: int, code: str, detail: str) -> None:
        super().__init__(f"device {device}: {code}: {detail}")
        self.device = device
        self.code = code


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def unb64(value: object, device: int, what: str, size: int | None = None) -> bytes:
    """Strict unpadded base64url of the right size, else Refusal ``malformed``."""
    if not isinstance(value, str) or not value.isascii():
        raise Refusal(device, "malformed", f"{what} is not base64")
    try:
        data = base64.urlsafe_b64decode(value + "=" * (-len(value) % 4))
    except ValueError:
        raise Refusal(device, "malformed", f"{what} is not base64") from None
    if b64(data) != value or (size is not None and len(data) != size):
        raise Refusal(device, "malformed", f"{what} is not {size} bytes of base64url")
    return data


def _point(data: bytes, device: int, what: str) -> ec.Point:
    try:
        return ec.decode(data)
    except ValueError:
        raise Refusal(device, "malformed", f"{what} is not a point") from None


def commit_random(game: str, device: int, nonce: bytes) -> bytes:
    """A device's commitment to its nonce for the random start."""
    return hashlib.sha256(_RANDOM_DOMAIN + f"{game}/{device}".encode() + b"\x00"
                          + nonce).digest()


@dataclass(frozen=True)
class Setup:
    """What every device agrees on before the first body: the game (the link's id, which
    every proof is bound to), the engine's game id and normalised options, the device of each
    seat (the inviting device is 0), and this device."""

    game: str
    engine: str
    options: dict[str, JSON]
    devices: tuple[int, ...]
    me: int

    @property
    def count(self) -> int:
        return max(self.devices) + 1

    def seats_of(self, device: int) -> list[int]:
        return [s for s, d in enumerate(self.devices) if d == device]


@dataclass
class _Pass:
    """One stage of a deal: every device in ``order`` shuffles in turn."""

    classes: tuple[int, ...]
    order: tuple[int, ...]
    decks: list[list[ec.Point]] = field(default_factory=list)
    keys: list[ec.Point] = field(default_factory=list)

    @property
    def done(self) -> bool:
        return len(self.decks) == len(self.order)

    def copy(self) -> _Pass:
        return _Pass(self.classes, self.order, list(self.decks), list(self.keys))


@dataclass
class _Items:
    """One seat's secret values of one deal: committed in a secret order (slots), placed one
    by one, opened by the owner when the rules reveal them."""

    supply: tuple[str, ...]
    commitments: list[bytes] | None = None
    opened: dict[int, str] = field(default_factory=dict)  # slot -> value, opened to all
    placed: set[int] = field(default_factory=set)
    values: list[str] | None = None  # ours: the value of each slot
    nonces: list[bytes] | None = None  # ours

    def world(self) -> list[str]:
        """Each slot's value: ours, or opened, else a stand-in from what is left."""
        if self.values is not None:
            return list(self.values)
        left = list(self.supply)
        for value in self.opened.values():
            left.remove(value)
        rest = iter(left)
        return [self.opened[i] if i in self.opened else next(rest)
                for i in range(len(self.supply))]

    def copy(self) -> _Items:
        return _Items(self.supply, None if self.commitments is None else list(self.commitments),
                      dict(self.opened), set(self.placed),
                      None if self.values is None else list(self.values),
                      None if self.nonces is None else list(self.nonces))

    def remaining(self) -> list[str]:
        left = list(self.supply)
        for value in self.opened.values():
            left.remove(value)
        return left


@dataclass
class _Deal:
    """One deal as this device knows it."""

    deck: Deck
    first: int
    passes: list[_Pass]
    totals: dict[int, ec.Point] = field(default_factory=dict)  # device -> its whole layer's key
    values: list[ec.Point] = field(default_factory=list)  # each position's point, once dealt
    stripped: list[set[int]] = field(default_factory=list)  # devices whose layer is off
    owner: list[int | None] = field(default_factory=list)  # the seat that holds a position
    public: set[int] = field(default_factory=set)
    buried: set[int] = field(default_factory=set)
    known: dict[int, int] = field(default_factory=dict)  # position -> card, known here
    items: dict[int, _Items] = field(default_factory=dict)  # seat -> its secret values
    pins: dict[int, int] = field(default_factory=dict)  # stand-ins of others' buried cards
    secrets: list[int] = field(default_factory=list)  # our key of each stage
    revealed: dict[int, list[int]] = field(default_factory=dict)  # device -> keys, at the end
    order: list[int] | None = None  # every position's card, once every key is known

    @property
    def dealt(self) -> bool:
        return bool(self.values)

    def copy(self) -> _Deal:
        return _Deal(
            self.deck, self.first, [p.copy() for p in self.passes], dict(self.totals),
            list(self.values), [set(s) for s in self.stripped], list(self.owner),
            set(self.public), set(self.buried), dict(self.known),
            {seat: i.copy() for seat, i in self.items.items()}, dict(self.pins),
            list(self.secrets), {d: list(k) for d, k in self.revealed.items()},
            None if self.order is None else list(self.order))


@dataclass
class _Move:
    """One action of the log: its seat, public form, the deal, and the position of the card
    it put face down or the slot of the secret value it placed (if it hid one)."""

    seat: int
    public: str
    deal: int
    buried: int | None = None
    slot: int | None = None


class Table:
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
            None if start is not None else _fresh_nonce())
        self.commitments: dict[int, bytes] = {}
        self.nonces: dict[int, bytes] = {}
        self.deals: list[_Deal] = []
        self.log: list[_Move] = []
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
    @property
    def me(self) -> int:
        return self.setup.me

    @property
    def my_seats(self) -> list[int]:
        return self.setup.seats_of(self.me)

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
    def _world(self, deal: _Deal) -> list[str]:
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
        allowed = _allowed(deal.deck)
        for p, c in deal.pins.items():
            if cards[p] is None and c not in used:
                cards[p] = c
                used.add(c)
        for p in sorted((p for p in range(size) if cards[p] is None),
                        key=lambda p: len(allowed[p])):
            c = next(c for c in allowed[p] if c not in used)
            cards[p] = c
            used.add(c)
        return [deal.deck.codes[c] for c in cards if c is not None]

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

    def _settle(self, game: Game[Any], moves: int) -> None:
        """Let a holding game go on while every value it needs has been opened to all (the
        same moment on every device)."""
        while (needed := self._needed(game, moves)) is not None and all(
                slot in self.deals[d].items[seat].opened for d, seat, slot in needed):
            self.spec.resolve(game)

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

    def _engine_action(self, move: _Move, worlds: Sequence[Sequence[str]]) -> str:
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
    def _pass_due(self) -> tuple[int, int, _Pass] | None:
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

    def _must_strip(self, deal: _Deal, p: int, device: int) -> bool:
        if p in deal.public:
            return True
        owner = deal.owner[p]
        return owner is not None and self.setup.devices[owner] != device

    def _opened_to(self, deal: _Deal, p: int, device: int) -> bool:
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

    def _game_over(self, game: Game[Any] | None) -> bool:
        return game is not None and game.is_over()

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
                self.start = _start_of(self.setup, nonces)
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

    def _rand_owed(self, device: int) -> bool:
        return (self.spec.fixed_start(self.options) is None and device not in self.nonces
                and len(self.commitments) == self.setup.count and bool(self.bodies))

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
            self.start = _start_of(self.setup, self.nonces)

    # ----- 2. the turn ---------------------------------------------------------------------
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

    def _own_position(self, deal: _Deal, seat: int, code: str) -> int:
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
        action = self._engine_action(_Move(seat, public, d, buried, slot), worlds)
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

    def _their_slot(self, device: int, seat: int, deal: _Deal, raw: object) -> int:
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

    def _their_bury(self, device: int, seat: int, deal: _Deal, raw: object, game: Game[Any],
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
            free = [c for c in _allowed(deal.deck)[raw]
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
        self.log.append(_Move(seat, public, d, buried, slot))
        self._begin_deals(self.setup.devices[seat])

    def _begin_deals(self, device: int) -> None:
        """Begin the deals the game has come to (its next game or round), ``device`` first
        to shuffle."""
        game = self._peek()
        while game is not None and self.spec.deals(game) > len(self.deals):
            self._new_deal(device)
            game = self._peek()

    # ----- the secret values: opened, committed ------------------------------------------
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

    # ----- 3. the shuffles -----------------------------------------------------------------
    def _new_deal(self, first: int) -> None:
        d = len(self.deals)
        deck = self.spec.deck(self.options, d)
        count = self.setup.count
        passes: list[_Pass] = []
        start = first
        for classes in deck.stages:
            order = tuple((start + i) % count for i in range(count))
            passes.append(_Pass(tuple(classes), order))
            start = order[-1]
        deal = _Deal(deck, first, passes)
        for seat in range(len(self.setup.devices)):
            supply = tuple(self.spec.supply(self.options, d, seat))
            if supply:
                deal.items[seat] = items = _Items(supply)
                if seat in self.my_seats:
                    saved = self._saved_items[d].get(seat) if d < len(self._saved_items) \
                        else None
                    if saved is not None:
                        items.values, items.nonces = list(saved[0]), list(saved[1])
                    else:
                        secret = shuffle.permutation([0] * len(supply))
                        items.values = [supply[i] for i in secret]
                        items.nonces = [_fresh_nonce() for _ in supply]
        self.deals.append(deal)

    def _context(self, what: str, *parts: int) -> bytes:
        return "/".join([self.setup.game, what, *map(str, parts)]).encode()

    def _own_stage_key(self, d: int, s: int) -> int:
        if self._saved_keys and d < len(self._saved_keys) and s < len(self._saved_keys[d]):
            return self._saved_keys[d][s]
        return ec.random_scalar()

    def _total_secret(self, deal: _Deal) -> int:
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
        outputs = [_point(x, device, "a deck's point") for x in packed]
        key = _point(unb64(entry["key"], device, "key", ec.POINT_BYTES), device, "key")
        proof = unb64(entry["proof"], device, "proof", shuffle.proof_size(n))
        if check and not self.trusted and not shuffle.verify(inputs, outputs, key,
                                                             stage.classes, context, proof):
            raise Refusal(device, "bad_shuffle", f"deal {d}, stage {s}: not a shuffle of the "
                          "deck it received")
        total = key
        if not first:  # a later stage: the device's whole layer is its earlier one times key
            total = _point(unb64(entry["total"], device, "total", ec.POINT_BYTES), device,
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

    # ----- 4. the strips -------------------------------------------------------------------
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
            points = [_point(data[i * 33:(i + 1) * 33], device, "point")
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

    def _open(self, deal: _Deal) -> None:
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


def _start_of(setup: Setup, nonces: Mapping[int, bytes]) -> int:
    """The random start: the hash of every device's nonce (no device chooses it)."""
    digest = hashlib.sha256(_RANDOM_DOMAIN + setup.game.encode() + b"".join(
        nonces[d] for d in range(setup.count))).digest()
    return int.from_bytes(digest, "big") % len(setup.devices)


@lru_cache(maxsize=16)
def _allowed(deck: Deck) -> list[list[int]]:
    """For each position, the cards the deal's classes let it hold (card i starts at
    position i; each stage lets a position hold what any position of its class could)."""
    allowed = [[p] for p in range(deck.size)]
    for classes in deck.stages:
        by_class: dict[int, list[int]] = {}
        for p, c in enumerate(classes):
            by_class.setdefault(c, []).extend(allowed[p])
        allowed = [sorted(by_class[classes[p]]) for p in range(deck.size)]
    return allowed


def _fresh_nonce() -> bytes:
    import secrets

    return secrets.token_bytes(_NONCE_BYTES)
