"""Curiosity for two dealt by nobody: one device's side of a two-device game (issue #30).

Follows :class:`~expeditions.remote.joint_game.JointGame` (whole turns, as Curios: every
action until the other seat is to play), so :class:`~expeditions.remote.peer.PeerGame` and
:class:`~expeditions.remote.peer_session.PeerSession` play it. The same design as
:mod:`expeditions.remote.joint_lost_cities` (whose public shape this mirrors),
for Curiosity's hidden parts: each round's new hands come from a joint shuffle of the
18 direction cards, and the values of the study tokens are known only to their owner, who
commits to each when placing it. docs/mental-poker.md ("Curiosity for two") tells the whole
design; in short:

- The host is seat 0, the guest seat 1; bodies strictly alternate, host first (body ``n`` is
  the host's when n is even). In each round's deal, positions 0-6 are seat 0's hand, 7-13
  seat 1's, 14-17 the unused cards: exactly how the engine deals a shuffled deck.
- ``n = 0`` (host): the game, options, deck1 of round 1 and the host's public key (and a coin
  commitment when the start player is random); ``n = 1`` (guest): deck2, its key, the shares
  of the host's hand (and its coin bit); ``n = 2`` (host): the coin's opening, the shares of
  the guest's hand, and the host's turn if it starts.
- Then each body carries the sender's whole turn when it is its seat's (``actions``: usually
  one; more when the other seat is skipped). A card played face up comes with ``[position,
  card, proof]`` (the proof that its hand position holds it); a card played face down (on a
  complete pile) only with its hand position: it stays closed until the audit. A token
  placed is ``token:?@col,row`` with a commitment to its value (``commits``).
- The action that ends a round holds the engine's drive until both devices have opened the
  tokens it reveals: the mover's body carries its own openings (``tokens``: its tokens on the
  route, in route order) and its unplaced tokens of the round (``unplaced``, as the rules
  reveal them) and deck1 of the next round; the other's answer its openings and unplaced
  tokens, deck2 and the shares of the mover's new hand; the mover's next body the shares of
  the other's hand (and its turn if it starts the round).
- At the end of round 3 every token still on the board is opened too, and both devices
  reveal their keys of the three deals (``keys``): each re-derives every deal
  (:func:`mental.audit`), replays the whole game through the engine built from the known deals
  and checks every view it showed.

Everything received is checked at once as far as public information allows; a refusal raises
:class:`JointError` naming the cheating device with a reason code, and changes nothing.
"""

from __future__ import annotations

import copy
import hashlib
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Final, Self

from expeditions.engine import JSON, Game, IllegalAction, Result
from expeditions.games.curiosity import (
    CARDS_PER_PLAYER,
    ROUNDS,
    TOKENS_BY_ROUND,
    Curiosity,
    CuriosityMove,
    PlaceToken,
    PlayCard,
    Square,
    deck_for,
    token_label,
    token_value,
)
from expeditions.remote import mental
from expeditions.remote.joint_lost_cities import (
    JointError,
    _digest,
    _facts,
    _is_int,
    _keys,
    _unb64,
    b64,
)
from expeditions.remote.mental import CheatError, DeckKeys, Role

__all__ = ["CODES_OF_CHEATS", "DECK", "CuriosityTable", "JointCuriosity", "JointError",
           "token_commitment"]

VERSION: Final = 1
GAME: Final = "curiosity"
#: Card index (a point of the joint deck) -> card code: the 2-player deck in the engine's order.
DECK: Final[tuple[str, ...]] = tuple(deck_for(2))
SIZE: Final = len(DECK)
KIND: Final = f"{GAME}/{SIZE}"
HAND: Final = CARDS_PER_PLAYER[2]
_COIN_DOMAIN: Final = b"expeditions/joint/v1/coin\x00"
_TOKEN_DOMAIN: Final = b"expeditions/joint/v1/token\x00"
_NONCE_BYTES: Final = 16
_ID_BYTES: Final = 16
_HIDDEN_TOKEN: Final = "token:?@"
_HIDDEN_CARD: Final = "card:?@"
_BODY_KEYS: Final = frozenset({"v", "n", "game", "id", "options", "coin", "deck1", "pub1",
                               "deck2", "pub2", "shares", "actions", "reveals", "commits",
                               "tokens", "unplaced", "keys"})
_STARTS: Final[tuple[JSON, ...]] = ("random", 0, 1)
#: Every reason :class:`JointError` gives: those of Lost Cities dealt by nobody
#: (:data:`expeditions.remote.joint_lost_cities.CODES_OF_CHEATS`) and two of the tokens:
#: ``bad_token`` (an opening that does not match the token's commitment) and
#: ``not_in_supply`` (a token value the owner did not have: not of that round, or already
#: placed, revealed or declared unplaced).
CODES_OF_CHEATS: Final = ("malformed", "duplicate", "bad_share", "not_a_card", "reshuffled",
                          "bad_key", "bad_proof", "illegal_move", "not_held", "replayed",
                          "forked", "out_of_order", "bad_coin", "wrong_card", "wrong_view",
                          "bad_token", "not_in_supply")


def _other(role: Role) -> Role:
    return "guest" if role == "host" else "host"


def _seat(role: Role) -> int:
    return 0 if role == "host" else 1


def _device(seat: int) -> Role:
    return "host" if seat == 0 else "guest"


def _positions(seat: int) -> range:
    """The deck positions of ``seat``'s hand in every round's deal."""
    return range(seat * HAND, (seat + 1) * HAND)


def token_commitment(game_id: str, index: int, seat: int, rnd: int, square: Square,
                     value: int, nonce: bytes) -> bytes:
    """SHA-256 binding a token's value to the game, its placement (the ``index``-th token
    placed in the game), its owner, round and square; hiding it behind a 16-byte random
    nonce until its owner opens it."""
    text = f"{game_id}/{index}/{seat}/{rnd}/{square[0]},{square[1]}/{token_label(value)}"
    return hashlib.sha256(_TOKEN_DOMAIN + text.encode() + b"\x00" + nonce).digest()


class _Table(Curiosity):
    """The engine with the end of a round held (``held``) once past ``allow`` rounds, until
    both devices have opened the tokens its drive reveals; :meth:`resolve` then drives. While
    held nobody is to play, and the game is not over."""

    allow: int = ROUNDS
    held: bool = False

    def _end_round(self) -> None:
        if self.round > self.allow:
            self.held = True
            return
        super()._end_round()

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
        game.allow, game.held = self.allow, self.held
        return game

    @property
    def final_reached(self) -> bool:
        """Round 3's planning is over (its drive held or done)."""
        return self.turn_seat is None or (self.held and self.round == ROUNDS)


class CuriosityTable(_Table):
    """The game as this device knows it (cards it has not opened and token values it does
    not know are stand-ins), whose view of this device's seat is :meth:`JointCuriosity.view`'s
    (its cards on their way left out, ``resolving`` while the drive waits for the tokens'
    openings): what the table, hints and a computer on this device read. Nothing can be
    played while a card of the hand is on its way."""

    own: int
    hidden: tuple[str, ...]

    @classmethod
    def wrap(cls, game: Curiosity, own: int, hidden: Sequence[str]) -> CuriosityTable:
        table = object.__new__(cls)
        table.__dict__.update(game.__dict__)
        table.own, table.hidden = own, tuple(hidden)
        return table

    def clone(self) -> Self:
        other = super().clone()
        other.own, other.hidden = self.own, self.hidden
        return other

    def view(self, seat: int | None) -> dict[str, JSON]:
        view = super().view(seat)
        return JointCuriosity.mask(view, self.hidden) if seat == self.own else view

    def _legal(self, seat: int) -> list[CuriosityMove]:
        return [] if seat == self.own and self.hidden else super()._legal(seat)

    def _reject_reason(self, seat: int, action: CuriosityMove) -> IllegalAction | None:
        if seat == self.own and self.hidden:
            return IllegalAction("cards_incoming", "a card of your hand is on its way")
        return super()._reject_reason(seat, action)


@dataclass
class _Deal:
    """One round's joint shuffle as this device knows it."""

    layer1: Role  # the device that made deck1 (mental's "host" of this deal)
    deck1: list[bytes]
    pub1: bytes
    keys: DeckKeys | None = None  # ours, once we made our layer
    deck2: list[bytes] | None = None
    pub2: bytes | None = None
    opened: dict[int, int] = field(default_factory=dict)  # position -> card, known to us
    played: set[int] = field(default_factory=set)  # hand positions played (either seat)
    shared: bool = False  # we sent the shares of the other seat's hand
    order: list[int] | None = None  # the card at every position, after the audit

    def device(self, layer: Role) -> Role:
        return self.layer1 if layer == "host" else _other(self.layer1)

    def peer_public(self, me: Role) -> bytes:
        public = self.pub2 if me == self.layer1 else self.pub1
        assert public is not None
        return public


@dataclass
class _Token:
    """A token placed: public (seat, round, square, commitment) and, once known to this
    device, its value (and, for our own, the nonce)."""

    seat: int
    round: int
    square: Square
    commit: bytes
    value: int | None = None
    nonce: bytes | None = None


@dataclass(frozen=True)
class _Shown:
    """A view this device showed: after ``count`` actions and ``resolved`` round ends, with
    its own hand positions ``hidden`` (on their way) in round ``game``'s deal."""

    count: int
    resolved: int
    game: int
    hidden: tuple[int, ...]
    digest: str


class JointCuriosity:
    """One device of a two-player Curiosity game dealt by nobody. Pure data in and out:
    :meth:`send` makes this device's next body, :meth:`receive` takes the other's."""

    GAME: ClassVar[str] = GAME
    ENGINE: ClassVar[type[Game[Any]]] = Curiosity
    CODES_OF_CHEATS: ClassVar[tuple[str, ...]] = CODES_OF_CHEATS
    WHOLE_TURNS: ClassVar[bool] = True

    def __init__(self, role: Role) -> None:
        self.role: Role = role
        self.seat = _seat(role)
        self.game_id = ""
        self.options: dict[str, JSON] = {}
        self.start: int | None = None
        self.coin_nonce: bytes | None = None
        self.coin_commit: bytes | None = None
        self.coin_bit: int | None = None
        self.deals: list[_Deal] = []
        #: the public log: (seat, public action, ref): ref is the hand position of a card
        #: played, the placement index of a token
        self.entries: list[tuple[int, str, int]] = []
        self.tokens: list[_Token] = []
        self.declared: list[dict[int, list[int]]] = [{}, {}]  # seat -> round -> unplaced
        self.ends_opened = [0, 0]  # per seat: the round ends whose tokens it opened
        self.keys_sent = False
        self.peer_keys: list[bytes] | None = None
        self.history: list[dict[str, JSON]] = []
        self.shown: list[_Shown] = []
        self.audited = False
        self._saved_keys: list[DeckKeys] = []  # own keys to reuse when loading a save
        self._own_tokens: list[tuple[int, bytes]] = []  # own token values and nonces to place
        self._facts: list[tuple[dict[int, int], list[int] | None]] | None = None
        self._actions: list[str] = []
        self._cache: tuple[Any, _Table, int] | None = None

    # ----- creation ----------------------------------------------------------------------
    @classmethod
    def create(cls, start_player: str | int = "random",
               game_id: str | None = None) -> JointCuriosity:
        """The host's device for a new game; its first :meth:`send` is the invitation.
        ``start_player``: ``random`` (a coin neither device chooses), 0 or 1."""
        if start_player not in _STARTS or isinstance(start_player, bool):
            raise ValueError("the start player is random, 0 or 1")
        host = cls("host")
        host.options = {"start_player": start_player}
        host.game_id = game_id if game_id is not None else b64(secrets.token_bytes(_ID_BYTES))
        if start_player == "random":
            host.coin_nonce = secrets.token_bytes(_NONCE_BYTES)
        return host

    @classmethod
    def create_host(cls, options: Mapping[str, JSON]) -> JointCuriosity:
        """:meth:`create` from the engine's options (``start_player``; two players)."""
        normal = Curiosity.normalize_options({**options, "players": 2})
        start = normal["start_player"]
        if start not in _STARTS or isinstance(start, bool):
            raise ValueError("the start player is random, 0 or 1")
        assert isinstance(start, (str, int))
        return cls.create(start_player=start)

    @classmethod
    def accept(cls, invitation: Mapping[str, JSON]) -> JointCuriosity:
        """The guest's device from the host's invitation (checked: JointError naming the
        host); its first :meth:`send` is the acceptance."""
        guest = cls("guest")
        guest.receive(invitation)
        return guest

    # ----- what the app reads --------------------------------------------------------------
    kind = KIND
    size = SIZE

    @property
    def to_send(self) -> bool:
        """Whether this device owes the next body (bodies alternate, the host's even)."""
        return len(self.history) % 2 == self.seat and not self.finished

    @property
    def finished(self) -> bool:
        """The game is over, every deal audited and every view checked."""
        return self.audited

    @property
    def resolved(self) -> int:
        """How many round ends both devices have opened their tokens for."""
        return min(self.ends_opened)

    def view(self, pending: Sequence[str] = ()) -> dict[str, JSON] | None:
        """This seat's view, shaped as :meth:`Curiosity.view` (tables and bots work
        unchanged), with ``incoming`` (how many cards of the new hand are on their way: left
        out of ``hand``, and ``legal`` is empty meanwhile) and ``resolving`` (planning is
        over and the drive waits for the tokens' openings: nobody is to play). ``pending``:
        this seat's actions of the turn being made, not sent yet. None until the first deal
        reaches this device."""
        table = self.table(pending)
        if table is None:
            return None
        game, hidden, _ = table
        return self._mask(game.view(self.seat), hidden)

    def legal(self, pending: Sequence[str] = ()) -> list[str]:
        """This seat's legal actions now, after its ``pending`` actions (engine strings)."""
        view = self.view(pending)
        return [] if view is None else list(view["legal"])

    @property
    def turn_due(self) -> bool:
        """Whether this device's next body must carry its seat's whole turn."""
        if not self.to_send or not self._ready():
            return False
        return self._turn_due(self._shadow(), self.role)

    def table(self, pending: Sequence[str] = ()) -> tuple[Curiosity, list[str], bool] | None:
        """The game as this device knows it (every card it has not opened and every token
        value it does not know is a stand-in), after this seat's ``pending`` actions; with the
        codes of its own hand's cards on their way, and whether the round is dealt here."""
        if not self._ready():
            return None
        game = self._shadow()
        hidden = [DECK[self._world(game.round - 1)[p]] for p in self._hidden(game)]
        dealt = self._deal_of(game) is not None
        if pending and hidden:
            raise IllegalAction("cards_incoming", "the hand is not all here yet")
        for action in pending:
            game.act(self.seat, action)
        return game, hidden, dealt

    def table_game(self, pending: Sequence[str] = ()) -> Curiosity | None:
        """The game the table shows: the real, audited game once finished; else the game as
        this device knows it with the cards on their way masked (:class:`CuriosityTable`),
        after this seat's ``pending`` actions; None before the first deal."""
        if self.finished:
            return self.truth()
        table = self.table(pending)
        if table is None:
            return None
        game, hidden, _ = table
        return CuriosityTable.wrap(game, self.seat, hidden)

    def dealt(self) -> Curiosity | None:
        """The real game as dealt (from the audited deals), no action played: the replay's
        start (whose actions are :attr:`log`)."""
        if not self.audited:
            return None
        return Curiosity.from_deals(self.engine_options, self.start or 0,
                                    [[DECK[c] for c in d.order or []] for d in self.deals])

    @property
    def log(self) -> list[tuple[int, str]]:
        """Every action played, ``(seat, action)``: once audited the real ones (every token's
        value, every card face down), before as they travelled (``token:?@col,row``,
        ``card:?@position`` for what this device may not know)."""
        if not self.audited:
            return [(seat, text) for seat, text, _ in self.entries]
        truth = self._truth_table()
        out: list[tuple[int, str]] = []
        for entry in self.entries:
            if truth.held:
                truth.resolve()
            out.append((entry[0], self._play_true(truth, entry)))
        return out

    @staticmethod
    def mask(view: dict[str, JSON], hidden: Sequence[str]) -> dict[str, JSON]:
        """A seat's engine view without its cards on their way (see :meth:`view`)."""
        return JointCuriosity._mask(view, hidden)

    @property
    def engine_options(self) -> dict[str, JSON]:
        return {"players": 2, "start_player": self.options["start_player"]}

    def truth(self) -> Curiosity | None:
        """The real game once audited: dealt from the audited deals, every action played."""
        if not self.audited:
            return None
        truth = self._truth_table()
        for entry in self.entries:
            if truth.held:
                truth.resolve()
            self._play_true(truth, entry)
        if truth.held:
            truth.resolve()
        return truth

    def result(self) -> dict[str, JSON] | None:
        """The game's result once audited (None before)."""
        if not self.audited:
            return None
        res = self._shadow().result()
        return None if res is None else res.to_json()

    # ----- the shadow game -----------------------------------------------------------------
    def _ready(self) -> bool:
        return bool(self.deals) and self.deals[0].deck2 is not None and self.start is not None

    def _world(self, index: int) -> list[int]:
        """Round ``index``'s deal with every card this device knows at its position and the
        others in card order (the rules read a hidden card only to move it face down)."""
        if index >= len(self.deals):
            return list(range(SIZE))
        deal = self.deals[index]
        if deal.order is not None:
            return deal.order
        opened = deal.opened
        if self._facts is not None and index < len(self._facts):
            opened = {**self._facts[index][0], **opened}
        seen = set(opened.values())
        rest = iter([c for c in range(SIZE) if c not in seen])
        return [opened[p] if p in opened else next(rest) for p in range(SIZE)]

    def _known_values(self, seat: int, rnd: int) -> list[int]:
        """The values of ``seat``'s round-``rnd`` tokens this device knows are not in its
        supply any more: opened (or our own) placements and the declared unplaced ones."""
        placed = [t.value for t in self.tokens
                  if t.seat == seat and t.round == rnd and t.value is not None]
        return placed + self.declared[seat].get(rnd, [])

    def _token_values(self) -> list[int]:
        """Every placement's value: known, or a stand-in from what its owner can still have
        (the rules read a token's value only when it is revealed: then it is known)."""
        spare: dict[tuple[int, int], list[int]] = {}
        out: list[int] = []
        for t in self.tokens:
            if t.value is not None:
                out.append(t.value)
                continue
            key = (t.seat, t.round)
            if key not in spare:
                known = self._known_values(t.seat, t.round)
                spare[key] = [v for v in TOKENS_BY_ROUND[t.round] if v not in known]
            out.append(spare[key].pop(0))
        return out

    def _shadow(self) -> _Table:
        """The game as this device knows it, rebuilt when a fact changes (a card opened, a
        value opened, a round end resolved), else played on as the log grows; a copy."""
        trusted = self._facts is not None
        key = (self.start, trusted, self.resolved, sum(t.value is not None for t in self.tokens),
               tuple(len(d) for d in self.declared),
               tuple((0 if trusted else len(d.opened), d.order is not None) for d in self.deals))
        cache = self._cache
        if cache is None or cache[0] != key or cache[2] > len(self.entries):
            game = _Table.from_deals(self.engine_options, self.start or 0,
                                     [[DECK[c] for c in self._world(i)] for i in range(ROUNDS)])
            game.allow = self.resolved
            done = 0
        else:
            game, done = cache[1], cache[2]
        values = self._token_values()
        for entry in self.entries[done:]:
            self._play(game, entry, values)
        self._cache = (key, game, len(self.entries))
        return game.clone()

    def _play(self, game: _Table, entry: tuple[int, str, int], values: list[int]) -> None:
        """One logged action on the shadow game (IllegalAction if the rules refuse it)."""
        seat, text, ref = entry
        if text.startswith(_HIDDEN_TOKEN):
            game.act(seat, str(PlaceToken(values[ref], *self.tokens[ref].square)))
        elif text.startswith(_HIDDEN_CARD):
            card = DECK[self._world(game.round - 1)[ref]]
            where = int(text[len(_HIDDEN_CARD):])
            if seat == self.seat:
                game.act(seat, f"card:{card}@{where}")
            elif (game.current_player != seat or not game.pile_complete(where - 1)
                  or card not in game.hands[seat]):
                raise IllegalAction("not_allowed_now", "a card face down needs a complete pile")
            else:  # its card is closed to us: only its type is unchecked until the audit
                game.apply(seat, PlayCard(card, where))
        else:
            game.act(seat, text)

    def _deal_of(self, game: _Table) -> _Deal | None:
        """The deal of the round being played, once dealt (deck2 known), else None."""
        index = game.round - 1
        if index >= len(self.deals) or self.deals[index].deck2 is None:
            return None
        return self.deals[index]

    def _hidden(self, game: _Table) -> list[int]:
        """Our hand positions of the current round not opened yet (cards on their way)."""
        if game.turn_seat is None and not game.held:
            return []
        deal = self._deal_of(game)
        opened = deal.opened if deal is not None else {}
        return [p for p in _positions(self.seat) if p not in opened]

    @staticmethod
    def _mask(view: dict[str, JSON], hidden: Sequence[str]) -> dict[str, JSON]:
        out = dict(view)
        hand = list(view["hand"] or [])
        for code in hidden:
            if code in hand:
                hand.remove(code)
        out["incoming"] = len(view["hand"] or []) - len(hand)
        out["hand"] = hand
        if out["incoming"]:
            out["legal"] = []
        return out

    def _turn_due(self, game: _Table, sender: Role) -> bool:
        seat = _seat(sender)
        deal = self._deal_of(game)
        if deal is None or game.current_player != seat:
            return False
        if sender == self.role:
            return all(p in deal.opened for p in _positions(seat))
        return deal.shared

    # ----- sending -------------------------------------------------------------------------
    def send(self, actions: Sequence[str] = ()) -> dict[str, JSON]:
        """This device's next body: whatever the protocol owes now, with ``actions`` (this
        seat's whole turn: its action, and more while the other seat is skipped) when it is
        this seat's turn. Raises ValueError when it is not this device's message,
        IllegalAction for an action the rules refuse."""
        if not self.to_send:
            raise ValueError("not_your_message")
        saved = self._state()
        self._actions = list(actions)
        body: dict[str, JSON] = {"v": VERSION, "n": len(self.history)}
        try:
            self._process(body, self.role, compose=True)
        except BaseException:
            self._restore(saved)
            raise
        finally:
            self._actions = []
        return copy.deepcopy(body)

    # ----- receiving -----------------------------------------------------------------------
    def receive(self, body: Mapping[str, JSON]) -> None:
        """Take the other device's body, checked at once (JointError naming it, and nothing
        changed, on any fault)."""
        peer = _other(self.role)
        if not isinstance(body, Mapping):
            raise JointError(peer, "malformed", "a body is an object")
        number, version = body.get("n"), body.get("v")
        if not _is_int(version) or version != VERSION or not _is_int(number) \
                or not set(body) <= _BODY_KEYS:
            raise JointError(peer, "malformed", "not a body of this protocol")
        assert isinstance(number, int)
        if number < len(self.history):
            same = _digest(self.history[number]) == _digest(dict(body))
            raise JointError(peer, "replayed" if same else "forked",
                             f"body {number} was already received")
        if number > len(self.history) or number % 2 != _seat(peer) or self.finished:
            raise JointError(peer, "out_of_order", f"body {number} is not the next")
        if self._facts is not None:  # loading a save: a failure refuses the whole save
            self._process(copy.deepcopy(dict(body)), peer, compose=False)
            return
        saved = self._state()
        try:
            self._process(copy.deepcopy(dict(body)), peer, compose=False)
        except CheatError as err:
            self._restore(saved)
            raise JointError(peer, err.code, str(err)) from err
        except BaseException:
            self._restore(saved)
            raise

    def _state(self) -> dict[str, Any]:
        return copy.deepcopy({k: v for k, v in self.__dict__.items()
                              if k not in ("_actions", "_cache")})

    def _restore(self, saved: dict[str, Any]) -> None:
        self.__dict__.update(saved)
        self._cache = None

    # ----- one body, field by field, in the same order on both sides -------------------------
    def _process(self, body: dict[str, JSON], sender: Role, compose: bool) -> None:
        if body["n"] == 0:
            self._invitation(body, sender, compose)
        else:
            self._coin(body, sender, compose)
            self._deck2(body, sender, compose)
            self._shares(body, sender, compose)
            self._turn(body, sender, compose)
            self._openings(body, sender, compose)
            self._keys(body, sender, compose)
            self._deck1(body, sender, compose)
        self.history.append(copy.deepcopy(body))
        self._record()
        self._final_audit()

    def _own_keys(self, layer: Role) -> DeckKeys:
        """A fresh key, or the saved one when a save is being loaded."""
        if self._saved_keys:
            keys = self._saved_keys.pop(0)
            if keys.role != layer:
                raise ValueError("a saved key of the wrong layer")
            return keys
        return mental.new_keys(layer)

    def _context(self, index: int, what: str) -> bytes:
        return f"{self.game_id}/{index}/{what}".encode()

    def _invitation(self, body: dict[str, JSON], sender: Role, compose: bool) -> None:
        if sender != "host":
            raise JointError(sender, "out_of_order", "only the host invites")
        if compose:
            body.update({"game": GAME, "id": self.game_id, "options": dict(self.options)})
            if self.coin_nonce is not None:
                body["coin"] = b64(self._commit(self.coin_nonce))
        extra = set(body) - {"v", "n", "game", "id", "options", "deck1", "pub1", "coin"}
        options = body.get("options")
        if body.get("game") != GAME or extra or not isinstance(options, Mapping) \
                or set(options) != {"start_player"}:
            raise JointError(sender, "malformed", "not an invitation to Curiosity")
        start = options["start_player"]
        if start not in _STARTS or isinstance(start, bool):
            raise JointError(sender, "malformed", "options")
        self.options = {"start_player": start}
        _unb64(body.get("id"), sender, "id", _ID_BYTES)
        self.game_id = str(body["id"])
        if start == "random":
            self.coin_commit = _unb64(body.get("coin"), sender, "coin", 32)
        elif "coin" in body:
            raise JointError(sender, "malformed", "a coin without a random start")
        else:
            assert isinstance(start, int)
            self.start = start
        self._new_deal(body, sender, compose)

    @staticmethod
    def _commit(nonce: bytes) -> bytes:
        return hashlib.sha256(_COIN_DOMAIN + nonce).digest()

    def _coin(self, body: dict[str, JSON], sender: Role, compose: bool) -> None:
        """The random start, as in Lost Cities: the host commits to a nonce, the guest
        answers a bit, the host opens the nonce; the start seat is their exclusive or."""
        n = body["n"]
        if self.options["start_player"] != "random" or n not in (1, 2):
            if "coin" in body:
                raise JointError(sender, "malformed", "no coin is due")
            return
        if compose:
            if n == 1:
                body["coin"] = secrets.randbelow(2)
            else:
                assert self.coin_nonce is not None
                body["coin"] = b64(self.coin_nonce)
        value = body.get("coin")
        if n == 1:
            if value not in (0, 1) or isinstance(value, bool):
                raise JointError(sender, "malformed", "the coin is a bit")
            assert isinstance(value, int)
            self.coin_bit = value
            if self.coin_nonce is not None:  # the host knows the start now
                self.start = (self.coin_nonce[0] & 1) ^ value
            return
        nonce = _unb64(value, sender, "coin", _NONCE_BYTES)
        if self.coin_commit is not None and self._commit(nonce) != self.coin_commit:
            raise JointError(sender, "bad_coin", "the coin does not open its commitment")
        assert self.coin_bit is not None
        self.coin_nonce = nonce
        self.start = (nonce[0] & 1) ^ self.coin_bit

    def _new_deal(self, body: dict[str, JSON], sender: Role, compose: bool) -> None:
        """deck1 and pub1 of a new deal, made by ``sender``."""
        keys = None
        if compose or sender == self.role:
            keys = self._own_keys("host")
            if compose:
                deck1, _ = mental.first_shuffle(keys, KIND, SIZE)
                body["deck1"] = b64(mental.pack_deck(deck1))
                body["pub1"] = b64(keys.public)
        pub1 = _unb64(body.get("pub1"), sender, "public key", mental.POINT_BYTES)
        mental.check_public(sender, pub1)
        deck1 = mental.unpack_deck(_unb64(body.get("deck1"), sender, "deck1"), SIZE, sender)
        mental.check_deck(deck1, SIZE, sender)
        if keys is not None and keys.public != pub1:
            raise ValueError("the saved key is not the body's")
        self.deals.append(_Deal(sender, deck1, pub1, keys=keys))

    def _deck2(self, body: dict[str, JSON], sender: Role, compose: bool) -> None:
        """deck2 of the latest deal, due from the device that did not make its deck1."""
        deal = self.deals[-1] if self.deals else None
        if deal is None or deal.deck2 is not None or deal.layer1 == sender:
            if "deck2" in body or "pub2" in body:
                raise JointError(sender, "malformed", "no deck2 is due")
            return
        if compose or sender == self.role:
            keys = self._own_keys("guest")
            if compose:
                deck2, _ = mental.second_shuffle(keys, deal.deck1, SIZE)
                body["deck2"] = b64(mental.pack_deck(deck2))
                body["pub2"] = b64(keys.public)
            deal.keys = keys
        pub2 = _unb64(body.get("pub2"), sender, "public key", mental.POINT_BYTES)
        mental.check_public(sender, pub2)
        deck2 = mental.unpack_deck(_unb64(body.get("deck2"), sender, "deck2"), SIZE, sender)
        mental.check_deck(deck2, SIZE, sender)
        if sender == self.role and deal.keys is not None and deal.keys.public != pub2:
            raise ValueError("the saved key is not the body's")
        deal.deck2, deal.pub2 = deck2, pub2

    def _shares(self, body: dict[str, JSON], sender: Role, compose: bool) -> None:
        """The shares of the receiver's whole hand of the latest dealt round, once."""
        deal = self.deals[-1] if self.deals else None
        receiver = _seat(_other(sender))
        owed: list[int] = []
        if deal is not None and deal.deck2 is not None:
            if sender == self.role:
                owed = [] if deal.shared else list(_positions(receiver))
            else:
                owed = [p for p in _positions(receiver) if p not in deal.opened]
        if not owed:
            if "shares" in body:
                raise JointError(sender, "malformed", "no share is due")
            return
        assert deal is not None and deal.keys is not None and deal.deck2 is not None
        index = len(self.deals) - 1
        context = self._context(index, f"shares/{body['n']}")
        if compose:
            body["shares"] = b64(mental.share_many(deal.keys, deal.deck2, owed, context))
        data = _unb64(body.get("shares"), sender, "shares", mental.shares_size(len(owed)))
        if sender == self.role:
            deal.shared = True
            return
        if self._facts is not None:  # checked on receipt: the cards they opened then
            opened = self._facts[index][0]
            if not all(p in opened for p in owed):
                raise ValueError("a saved share opened no card")
            deal.opened.update((p, opened[p]) for p in owed)
            return
        try:
            cards = mental.open_shares(deal.keys, deal.deck2, owed, data,
                                       deal.peer_public(self.role), KIND, SIZE, context)
        except CheatError as err:
            raise JointError(deal.device(err.device), err.code, str(err)) from err
        deal.opened.update(zip(owed, cards, strict=True))

    # ----- a turn --------------------------------------------------------------------------
    def _turn(self, body: dict[str, JSON], sender: Role, compose: bool) -> None:
        """The sender's whole turn when its seat is to play: its actions until the other seat
        is to play (or planning ends), each card with its hand position (and proof, face up),
        each token with its commitment."""
        due = self._ready() and self._turn_due(self._shadow(), sender)
        if compose and due:
            self._compose_turn(body)
        elif compose and self._actions:
            raise ValueError("not_your_turn")
        if not due:
            if {"actions", "reveals", "commits"} & set(body):
                raise JointError(sender, "malformed", "no turn is due")
            return
        actions = body.get("actions")
        reveals, commits = body.get("reveals", [None]), body.get("commits", [None])
        if (not isinstance(actions, list) or not actions or not isinstance(reveals, list)
                or not reveals or not isinstance(commits, list) or not commits):
            raise JointError(sender, "malformed", "a turn is a list of actions")
        pending_reveals = [] if "reveals" not in body else list(reveals)
        pending_commits = [] if "commits" not in body else list(commits)
        seat = _seat(sender)
        for action in actions:
            if self._shadow().current_player != seat:
                raise JointError(sender, "malformed", "an action after the turn")
            self._one_action(action, seat, sender, pending_reveals, pending_commits)
        if pending_reveals or pending_commits:
            raise JointError(sender, "malformed", "a reveal or commitment no action needed")
        if self._shadow().current_player == seat:
            if sender == self.role:
                raise ValueError("the turn goes on: send every action until the other's turn")
            raise JointError(sender, "malformed", "the turn is not whole")

    def _compose_turn(self, body: dict[str, JSON]) -> None:
        """Our real actions as the public ones the body carries (token values and face-down
        cards hidden), with their reveals and commitments."""
        if not self._actions:
            raise ValueError("a turn is at least one action")
        game = self._shadow()
        deal = self._deal_of(game)
        assert deal is not None and deal.keys is not None
        index = self.deals.index(deal)
        actions: list[JSON] = []
        reveals: list[JSON] = []
        commits: list[JSON] = []
        used: set[int] = set()
        for text in self._actions:
            move = game.parse_action(text)
            if isinstance(move, PlaceToken):
                actions.append(f"{_HIDDEN_TOKEN}{move.col},{move.row}")
                square, rnd = move.square, game.round
                k = len(self.tokens) + len(commits)
                nonce = secrets.token_bytes(_NONCE_BYTES)
                self._own_tokens.append((move.value, nonce))
                commits.append(b64(token_commitment(self.game_id, k, self.seat, rnd, square,
                                                    move.value, nonce)))
            else:
                assert isinstance(move, PlayCard)
                pos = next((p for p in _positions(self.seat) if p not in deal.played
                            and p not in used and p in deal.opened
                            and DECK[deal.opened[p]] == move.card), None)
                if pos is None:
                    raise IllegalAction("not_in_hand", f"you hold no card {move.card!r}")
                used.add(pos)
                if 0 <= move.index < 4 and game.pile_complete(move.index):
                    actions.append(f"{_HIDDEN_CARD}{move.position}")
                    reveals.append([pos])
                else:
                    actions.append(str(move))
                    card = deal.opened[pos]
                    proof = mental.reveal_proof(deal.keys, KIND, card,
                                                self._context(index, f"reveal/{pos}"))
                    reveals.append([pos, card, b64(proof)])
            game.act(self.seat, text)
        body["actions"] = actions
        if reveals:
            body["reveals"] = reveals
        if commits:
            body["commits"] = commits

    def _one_action(self, action: object, seat: int, sender: Role, reveals: list[Any],
                    commits: list[Any]) -> None:
        """One public action of the sender's turn, checked and logged."""
        if not isinstance(action, str):
            raise JointError(sender, "malformed", "an action is a string")
        if action.startswith(_HIDDEN_TOKEN):
            entry = self._token_action(action, seat, sender, commits)
        elif action.startswith("card:"):
            entry = self._card_action(action, seat, sender, reveals)
        else:
            raise JointError(sender, "illegal_move", f"{action!r} is no action")
        self.entries.append(entry)
        try:
            self._shadow()
        except IllegalAction as err:
            if sender == self.role:
                raise
            raise JointError(sender, "illegal_move", err.text) from None

    def _token_action(self, action: str, seat: int, sender: Role,
                      commits: list[Any]) -> tuple[int, str, int]:
        col, comma, row = action[len(_HIDDEN_TOKEN):].partition(",")
        square = (int(col), int(row)) if col.isdigit() and row.isdigit() else None
        if not comma or square is None or action != f"{_HIDDEN_TOKEN}{col},{row}" \
                or not commits:
            raise JointError(sender, "malformed", f"{action!r} is no token placement")
        commit = _unb64(commits.pop(0), sender, "commitment", 32)
        k = len(self.tokens)
        rnd = self._shadow().round
        token = _Token(seat, rnd, square, commit)
        if sender == self.role:
            if not self._own_tokens:
                raise ValueError("an own token without its value")
            token.value, token.nonce = self._own_tokens.pop(0)
            if token_commitment(self.game_id, k, seat, rnd, square, token.value,
                                token.nonce) != commit:
                raise ValueError("the saved token does not open its commitment")
        self.tokens.append(token)
        return (seat, action, k)

    def _card_action(self, action: str, seat: int, sender: Role,
                     reveals: list[Any]) -> tuple[int, str, int]:
        game = self._shadow()
        deal = self._deal_of(game)
        assert deal is not None
        face_down = action.startswith(_HIDDEN_CARD)
        move = PlayCard.decode(action) if not face_down else PlayCard.decode(
            action.replace("?", "0", 1))
        if move is None or not 1 <= move.position <= 4 or (
                face_down and action != f"{_HIDDEN_CARD}{move.position}"):
            raise JointError(sender, "illegal_move", f"{action!r} is no card play")
        where = move.position
        if face_down != game.pile_complete(where - 1):
            raise JointError(sender, "malformed", "a card is face down on a complete pile only")
        reveal = reveals.pop(0) if reveals else None
        if not isinstance(reveal, list) or not reveal or not _is_int(reveal[0]) \
                or len(reveal) != (1 if face_down else 3):
            raise JointError(sender, "not_held" if reveal is None else "malformed",
                             "a card played comes with its hand position")
        pos = int(reveal[0])
        if pos not in _positions(seat) or pos in deal.played:
            raise JointError(sender, "not_held", f"position {pos} is not in the hand")
        if not face_down:
            self._check_reveal(reveal, move.card, pos, deal, sender)
        elif sender == self.role and pos not in deal.opened:
            raise ValueError("our own card is not known")
        deal.played.add(pos)
        return (seat, action, pos)

    def _check_reveal(self, reveal: list[Any], code: str, pos: int, deal: _Deal,
                      sender: Role) -> None:
        card = reveal[1]
        if not _is_int(card) or not 0 <= card < SIZE or DECK[card] != code:
            raise JointError(sender, "malformed", "a reveal is [position, card, proof]")
        proof = _unb64(reveal[2], sender, "proof", mental.PROOF_BYTES)
        index = self.deals.index(deal)
        if sender == self.role:
            if deal.opened.get(pos) != card:
                raise ValueError("our own reveal does not match our hand")
            return
        if self._facts is not None:
            if self._facts[index][0].get(pos) != card:
                raise ValueError("a saved reveal does not match the card found on receipt")
        else:
            assert deal.keys is not None and deal.deck2 is not None
            try:
                mental.check_reveal(deal.keys, deal.deck2, pos, KIND, SIZE, card, proof,
                                    deal.peer_public(self.role),
                                    self._context(index, f"reveal/{pos}"))
            except CheatError as err:
                raise JointError(deal.device(err.device), err.code, str(err)) from err
        deal.opened[pos] = card

    # ----- the end of a round: the tokens' openings ------------------------------------------
    def _due_tokens(self, game: _Table, seat: int) -> list[int]:
        """The placements of ``seat`` the held drive reveals, in route order; at the end of
        round 3 every other token of its still on the board too, row by row."""
        where = {t.square: k for k, t in enumerate(self.tokens)}  # the latest placement
        out: list[int] = []
        for square in dict.fromkeys(game.route_preview()):
            token = game.board.get(square)
            if token is not None and token[0] == seat:
                out.append(where[square])
        if game.round == ROUNDS:
            rest = sorted((sq for sq, t in game.board.items() if t[0] == seat),
                          key=lambda sq: (sq[1], sq[0]))
            out += [where[sq] for sq in rest if where[sq] not in out]
        return out

    def _openings(self, body: dict[str, JSON], sender: Role, compose: bool) -> None:
        """At a held round end, each device's openings of its tokens the drive reveals
        (``tokens``: ``[value, nonce]`` each) and its unplaced tokens (``unplaced``)."""
        game = self._shadow() if self._ready() else None
        seat = _seat(sender)
        if game is None or not game.held or self.ends_opened[seat] >= game.round:
            if "tokens" in body or "unplaced" in body:
                raise JointError(sender, "malformed", "no opening is due")
            return
        due = self._due_tokens(game, seat)
        supply = game.supply[seat][game.round - 1]
        if compose:
            body["tokens"] = [[token_label(self._own_value(k)), b64(self._own_nonce(k))]
                              for k in due]
            body["unplaced"] = [token_label(v) for v in supply]
        openings, unplaced = body.get("tokens"), body.get("unplaced")
        if not isinstance(openings, list) or len(openings) != len(due) \
                or not isinstance(unplaced, list) or len(unplaced) != len(supply):
            raise JointError(sender, "malformed", "the openings of the drive's tokens")
        for k, opening in zip(due, openings, strict=True):
            self._open_token(k, opening, sender)
        self._declare(seat, game.round, unplaced, sender)
        self.ends_opened[seat] += 1

    def _own_value(self, k: int) -> int:
        value = self.tokens[k].value
        assert value is not None
        return value

    def _own_nonce(self, k: int) -> bytes:
        nonce = self.tokens[k].nonce
        assert nonce is not None
        return nonce

    def _read_label(self, label: object, sender: Role) -> int:
        try:
            if not isinstance(label, str):
                raise ValueError(label)
            return token_value(label)
        except ValueError:
            raise JointError(sender, "malformed", "a token value") from None

    def _open_token(self, k: int, opening: object, sender: Role) -> None:
        if not isinstance(opening, list) or len(opening) != 2:
            raise JointError(sender, "malformed", "an opening is [value, nonce]")
        value = self._read_label(opening[0], sender)
        nonce = _unb64(opening[1], sender, "nonce", _NONCE_BYTES)
        token = self.tokens[k]
        if sender == self.role:
            if (value, nonce) != (token.value, token.nonce):
                raise ValueError("our own opening is not our token")
            return
        if token_commitment(self.game_id, k, token.seat, token.round, token.square, value,
                            nonce) != token.commit:
            raise JointError(sender, "bad_token", f"token {k} does not open to {opening[0]}")
        if value not in TOKENS_BY_ROUND[token.round] \
                or value in self._known_values(token.seat, token.round):
            raise JointError(sender, "not_in_supply",
                             f"no round-{token.round} token {opening[0]} was left to place")
        token.value, token.nonce = value, nonce

    def _declare(self, seat: int, rnd: int, unplaced: list[Any], sender: Role) -> None:
        """The tokens of the round ``seat`` did not place, as the rules reveal them."""
        values = [self._read_label(label, sender) for label in unplaced]
        order = TOKENS_BY_ROUND[rnd]
        known = self._known_values(seat, rnd)
        if any(v not in order or v in known for v in values):
            raise JointError(sender, "not_in_supply", "an unplaced token not in the supply")
        if values != sorted(set(values), key=order.index):
            raise JointError(sender, "malformed", "the unplaced tokens in their round's order")
        self.declared[seat][rnd] = values

    # ----- the end: keys, audits -------------------------------------------------------------
    def _keys(self, body: dict[str, JSON], sender: Role, compose: bool) -> None:
        """Every deal's key of the sender, due once round 3's planning is over."""
        game = self._shadow() if self._ready() else None
        done = self.keys_sent if sender == self.role else self.peer_keys is not None
        if game is None or not game.final_reached or done:
            if "keys" in body:
                raise JointError(sender, "malformed", "no key is due")
            return
        mine = [d.keys for d in self.deals]
        if compose:
            body["keys"] = [b64(k.secret) for k in mine if k is not None]
        keys = body.get("keys")
        if not isinstance(keys, list) or len(keys) != len(self.deals):
            raise JointError(sender, "malformed", "a key of every deal")
        secrets_ = [_unb64(k, sender, "key", mental.KEY_BYTES) for k in keys]
        if sender == self.role:
            if secrets_ != [k.secret for k in mine if k is not None]:
                raise ValueError("the saved keys are not the body's")
            self.keys_sent = True
            return
        self.peer_keys = secrets_
        for deal, key in zip(self.deals, secrets_, strict=True):
            self._audit_deal(deal, key)

    def _audit_deal(self, deal: _Deal, peer_key: bytes) -> None:
        """Both keys known: re-derive the deal, check every card this device opened."""
        assert deal.keys is not None and deal.deck2 is not None and deal.pub2 is not None
        mine = deal.keys.secret
        key_a, key_b = (mine, peer_key) if deal.layer1 == self.role else (peer_key, mine)
        index = self.deals.index(deal)
        facts = self._facts[index][1] if self._facts is not None else None
        try:
            order = facts if facts is not None else mental.audit(
                KIND, SIZE, deal.deck1, deal.deck2, key_a, key_b, deal.pub1, deal.pub2)
        except CheatError as err:
            raise JointError(deal.device(err.device), err.code, str(err)) from err
        for pos, card in deal.opened.items():
            if order[pos] != card:
                raise JointError(_other(self.role), "wrong_card",
                                 f"round {index + 1}, position {pos} holds {DECK[order[pos]]}")
        deal.order = order

    def _deck1(self, body: dict[str, JSON], sender: Role, compose: bool) -> None:
        """deck1 of the next round, due from the device whose action ended the last one."""
        game = self._shadow() if self._ready() else None
        due = (game is not None and game.held and game.round < ROUNDS
               and len(self.deals) == game.round and bool(self.entries)
               and self.entries[-1][0] == _seat(sender))
        if not due:
            if "deck1" in body or "pub1" in body:
                raise JointError(sender, "malformed", "no deck1 is due")
            return
        self._new_deal(body, sender, compose)

    def _record(self) -> None:
        if not self._ready():
            return
        game = self._shadow()
        hidden = [DECK[self._world(game.round - 1)[p]] for p in self._hidden(game)]
        self.shown.append(_Shown(len(self.entries), self.resolved, game.round - 1,
                                 tuple(self._hidden(game)),
                                 _digest(self._mask(game.view(self.seat), hidden))))

    def _truth_table(self) -> _Table:
        orders = [[DECK[c] for c in d.order or []] for d in self.deals]
        truth = _Table.from_deals(self.engine_options, self.start or 0, orders)
        truth.allow = 0
        return truth

    def _play_true(self, truth: _Table, entry: tuple[int, str, int]) -> str:
        """One logged action with its real card or value, checked by the rules; its text."""
        seat, text, ref = entry
        if text.startswith(_HIDDEN_TOKEN):
            token = self.tokens[ref]
            assert token.value is not None
            text = str(PlaceToken(token.value, *token.square))
        elif text.startswith(_HIDDEN_CARD):
            order = self.deals[truth.round - 1].order
            assert order is not None
            text = f"card:{DECK[order[ref]]}@{text[len(_HIDDEN_CARD):]}"
        try:
            truth.act(seat, text)
        except IllegalAction as err:
            raise JointError(_device(seat), "illegal_move", err.text) from None
        return text

    def _final_audit(self) -> None:
        """The game over, both devices' keys out and every deal audited: replay the whole
        game with the real cards and values (every action legal, the same result) and check
        every view this device showed."""
        if self.audited or not self.keys_sent or self.peer_keys is None:
            return
        game = self._shadow()
        if not game.is_over() or game.held or any(t.value is None for t in self.tokens):
            return
        truth = self._truth_table()
        shown = sorted(self.shown, key=lambda s: (s.count, s.resolved))
        at = 0
        for count in range(len(self.entries) + 1):
            while at < len(shown) and shown[at].count == count:
                while truth.held and truth.round <= shown[at].resolved:
                    truth.resolve()
                self._check_shown(truth, shown[at])
                at += 1
            if count < len(self.entries):
                if truth.held:
                    truth.resolve()
                self._play_true(truth, self.entries[count])
        if truth.held:
            truth.resolve()
        result, mine = truth.result(), game.result()
        if result is None or mine is None or result.to_json() != mine.to_json():
            raise JointError(_other(self.role), "wrong_view", "the result differs")
        self.audited = True

    def _check_shown(self, truth: _Table, shown: _Shown) -> None:
        order = self.deals[shown.game].order if shown.game < len(self.deals) else None
        hidden = [DECK[order[p]] if order is not None else "" for p in shown.hidden]
        view = self._mask(truth.view(self.seat), hidden)
        if _digest(view) != shown.digest:
            raise JointError(_other(self.role), "wrong_view",
                             f"the view after {shown.count} actions was not the true one")

    # ----- saving --------------------------------------------------------------------------
    def to_json(self) -> dict[str, JSON]:
        """Everything this device holds: its role, its own secrets (every deal's key, the
        coin's nonce, its tokens' values and nonces) and every body sent and received;
        :meth:`from_json` replays them."""
        return {
            "v": VERSION,
            "role": self.role,
            "keys": [[d.keys.role, b64(d.keys.secret)] for d in self.deals
                     if d.keys is not None],
            "coin": None if self.coin_nonce is None or self.role != "host"
            else b64(self.coin_nonce),
            "tokens": [[token_label(t.value), b64(t.nonce)] for t in self.tokens
                       if t.seat == self.seat and t.value is not None and t.nonce is not None],
            "history": copy.deepcopy(self.history),
            "facts": [[sorted([p, c] for p, c in d.opened.items()), d.order]
                      for d in self.deals],
        }

    @classmethod
    def from_json(cls, data: object, trusted: bool = False) -> JointCuriosity:
        """A device from :meth:`to_json`, replaying every body with every check: a damaged
        save raises ValueError (JointError for a body that fails its checks). ``trusted``:
        the caller checked the save's integrity, so the proofs checked when each body arrived
        are not checked again (the cards they opened come from ``facts``); everything else is
        replayed as on receipt."""
        if not isinstance(data, Mapping) or data.get("v") != VERSION or set(data) - {
                "facts"} != {"v", "role", "keys", "coin", "tokens", "history"}:
            raise ValueError("not a saved joint game")
        role, history, keys, tokens = data["role"], data["history"], data["keys"], \
            data["tokens"]
        if role not in ("host", "guest") or not isinstance(history, list) or not history \
                or not isinstance(keys, list) or not isinstance(tokens, list):
            raise ValueError("not a saved joint game")
        device = cls(role)
        device._load_secrets(keys, tokens, data["coin"])
        if trusted:
            device._facts = _facts(data.get("facts"), SIZE)
        for number, body in enumerate(history):
            if not isinstance(body, dict) or body.get("n") != number:
                raise ValueError("a saved body out of order")
            if number % 2 == device.seat:
                device._load_own(body)
            else:
                device.receive(body)
        if device._saved_keys or device._own_tokens:
            raise ValueError("a saved secret no body uses")
        if device._facts is not None and len(device._facts) != len(device.deals):
            raise ValueError("saved facts of another number of deals")
        device._facts = None
        return device

    def _load_secrets(self, keys: list[Any], tokens: list[Any], coin: object) -> None:
        """A save's own keys, token values and nonces, and coin, to reuse in order."""
        for entry in keys:
            if not isinstance(entry, list) or len(entry) != 2 or entry[0] not in ("host",
                                                                                  "guest"):
                raise ValueError("a saved key")
            self._saved_keys.append(_keys(entry[0], _unb64(entry[1], self.role, "key",
                                                           mental.KEY_BYTES)))
        for entry in tokens:
            if not isinstance(entry, list) or len(entry) != 2:
                raise ValueError("a saved token")
            self._own_tokens.append((self._read_label(entry[0], self.role),
                                     _unb64(entry[1], self.role, "nonce", _NONCE_BYTES)))
        if coin is not None:
            self.coin_nonce = _unb64(coin, self.role, "coin", _NONCE_BYTES)

    @staticmethod
    def size_of(invitation: object) -> int:
        """The deck size an invitation body asks for (ValueError if it is not Curiosity's)."""
        if not isinstance(invitation, Mapping) or invitation.get("game") != GAME:
            raise ValueError("not an invitation")
        return SIZE

    def _load_own(self, body: dict[str, JSON]) -> None:
        if body.get("v") != VERSION or not set(body) <= _BODY_KEYS:
            raise ValueError("a saved body")
        if body["n"] == 0:
            game_id = body.get("id")
            self.game_id = game_id if isinstance(game_id, str) else ""
        self._process(copy.deepcopy(body), self.role, compose=False)


#: This game's joint game (the registry's ``joint`` part: :mod:`.joint_game`).
JOINT = JointCuriosity
