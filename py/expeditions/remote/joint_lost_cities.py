"""Lost Cities dealt by nobody: one device's side of a two-device game (issue #30).

Each device runs a :class:`JointLostCities`. Neither holds the deal: every game is dealt from a
joint shuffle (:mod:`expeditions.remote.mental`), and a card is opened for a player only by
the other device's partial decryption ("share"), sent with that device's next message, so a
game needs no extra round trip. The objects speak in plain JSON bodies (base64url strings for
bytes); the lead wraps them in the chained, tagged link messages. docs/mental-poker.md ("The
game layer") tells the whole design; in short:

- The host is seat 0 (player 1), the guest seat 1. Messages strictly alternate, host first:
  body ``n`` is the host's when n is even. Deck positions: 0-7 are seat 0's first hand, 8-15
  seat 1's, then the draw pile in position order (16 is drawn first).
- ``n = 0`` (host): the game, options, deck1 and the host's public key (and a commitment to a
  coin when the start player is ``random``); ``n = 1`` (guest): deck2, its public key, the
  shares of the host's hand (and its half of the coin); ``n = 2`` (host): the coin's opening,
  the shares of the guest's hand and, if the host starts, its first turn. Then one body per
  message: ``actions`` (a whole turn: play or discard, then draw), ``reveals``
  (``[position, card, proof]`` for each card played or discarded from a hidden position) and
  ``shares`` (of the positions the other player drew since our last message).
- The move that ends a game carries the mover's key for that deal (the other answers with its
  own) and, if the match goes on, its deck1 for the next game; the answer carries deck2 and
  the shares of the mover's new hand; the mover's next message the shares of the other's
  hand (and its first turn, if it starts).

Everything received is checked at once as far as public information allows; a refusal raises
:class:`JointError` naming the cheating device with a reason code, and changes nothing. When a
deal's keys are both known, :func:`mental.audit` re-derives it; at the end of the match the
engine replays the whole match from the audited deals and every view this device showed is
checked against it.
"""

from __future__ import annotations

import base64
import copy
import hashlib
import json
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Final

from expeditions.engine import JSON, Game, IllegalAction
from expeditions.games.lost_cities import (
    CARD_OF,
    CARDS_PER_COLOUR,
    CODES,
    PLAY_KINDS,
    LostCities,
    Move,
)
from expeditions.remote import ec, mental
from expeditions.remote.joint_game import JointError
from expeditions.remote.mental import CheatError, DeckKeys, Role

__all__ = ["CODES_OF_CHEATS", "JointError", "JointLostCities", "TableGame"]

VERSION: Final = 1
GAME: Final = "lost-cities"
HAND: Final = 8
_COIN_DOMAIN: Final = b"expeditions/joint/v1/coin\x00"
_NONCE_BYTES: Final = 16
_ID_BYTES: Final = 16
_BODY_KEYS: Final = frozenset({"v", "n", "game", "id", "options", "coin", "deck1", "pub1",
                               "deck2", "pub2", "shares", "actions", "reveals", "key"})
#: Every reason :class:`JointError` gives: mental's (``malformed``, ``duplicate``,
#: ``bad_share``, ``not_a_card``, ``reshuffled``, ``bad_key``, ``bad_proof``) and this layer's:
#: ``illegal_move`` (an action the rules refuse), ``not_held`` (a card played from a position
#: not in the sender's hand, or without its reveal), ``replayed`` (a body already received),
#: ``forked`` (another body with an old number), ``out_of_order`` (a body from the future, or
#: the sender's own number), ``bad_coin`` (the coin's opening does not match its commitment),
#: ``wrong_card`` and ``wrong_view`` (the audit finds an opened card or a view that the
#: audited deal contradicts).
CODES_OF_CHEATS: Final = ("malformed", "duplicate", "bad_share", "not_a_card", "reshuffled",
                          "bad_key", "bad_proof", "illegal_move", "not_held", "replayed",
                          "forked", "out_of_order", "bad_coin", "wrong_card", "wrong_view")


def _other(role: Role) -> Role:
    return "guest" if role == "host" else "host"


def _seat(role: Role) -> int:
    return 0 if role == "host" else 1


def b64(data: bytes) -> str:
    """Bytes as unpadded base64url, the links' alphabet."""
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def _unb64(value: object, sender: Role, what: str, size: int | None = None) -> bytes:
    """Strict base64url: one spelling per byte string, and the right size."""
    if not isinstance(value, str) or not value.isascii():
        raise JointError(sender, "malformed", f"{what} is not base64")
    try:
        data = base64.urlsafe_b64decode(value + "=" * (-len(value) % 4))
    except ValueError:
        raise JointError(sender, "malformed", f"{what} is not base64") from None
    if b64(data) != value or (size is not None and len(data) != size):
        raise JointError(sender, "malformed", f"{what} is not {size} bytes of base64url")
    return data


def _digest(value: Any) -> str:
    text = json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass
class _Deal:
    """One game's joint shuffle as this device knows it."""

    layer1: Role  # the device that made deck1 (mental's "host" of this deal)
    deck1: list[bytes]
    pub1: bytes
    keys: DeckKeys | None = None  # ours, once we made our layer
    deck2: list[bytes] | None = None
    pub2: bytes | None = None
    opened: dict[int, int] = field(default_factory=dict)  # position -> card, known to us
    shared: set[int] = field(default_factory=set)  # positions we opened for the other
    peer_key: bytes | None = None
    key_sent: bool = False
    order: list[int] | None = None  # the card at every position, after the audit

    def device(self, layer: Role) -> Role:
        """The device behind mental's layer name (its "host" made deck1)."""
        return self.layer1 if layer == "host" else _other(self.layer1)

    def peer_public(self, me: Role) -> bytes:
        public = self.pub2 if me == self.layer1 else self.pub1
        assert public is not None
        return public


@dataclass(frozen=True)
class _Shown:
    """A view this device showed: after ``count`` actions, with ``hidden`` own positions of
    the current deal still on their way (``dealt`` False: the whole hand), and its digest."""

    count: int
    game: int
    hidden: tuple[int, ...]
    dealt: bool
    digest: str


class JointLostCities:
    """One device of a two-player Lost Cities game or match dealt by nobody. Pure data in and
    out: :meth:`send` makes this device's next body, :meth:`receive` takes the other's.
    Follows :class:`~expeditions.remote.joint_game.JointGame`."""

    GAME: ClassVar[str] = GAME
    ENGINE: ClassVar[type[Game[Any]]] = LostCities
    CODES_OF_CHEATS: ClassVar[tuple[str, ...]] = CODES_OF_CHEATS
    WHOLE_TURNS: ClassVar[bool] = False

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
        self.log: list[tuple[int, str]] = []
        self.history: list[dict[str, JSON]] = []
        self.shown: list[_Shown] = []
        self.audited = False
        self._saved_keys: list[DeckKeys] = []  # own keys to reuse when loading a save
        #: While a save loads with :meth:`from_json` ``trusted``: the cards every deal's
        #: positions were found to hold when their proofs were checked on receipt.
        self._facts: list[tuple[dict[int, int], list[int] | None]] | None = None
        self._actions: list[str] = []  # the turn being sent
        self._cache: tuple[Any, LostCities, int] | None = None  # the shadow game, by state

    # ----- creation ----------------------------------------------------------------------
    @classmethod
    def create(cls, colours: int = 5, games: int = 1, start: str = "random",
               game_id: str | None = None) -> JointLostCities:
        """The host's device for a new game; its first :meth:`send` is the invitation."""
        LostCities.normalize_options({"players": 2, "colours": colours, "games": games,
                                      "start": start})
        host = cls("host")
        host.options = {"colours": colours, "games": games, "start": start}
        host.game_id = game_id if game_id is not None else b64(secrets.token_bytes(_ID_BYTES))
        if start == "random":
            host.coin_nonce = secrets.token_bytes(_NONCE_BYTES)
        return host

    @classmethod
    def create_host(cls, options: Mapping[str, JSON]) -> JointLostCities:
        """:meth:`create` from the engine's options (``colours``, ``games``, ``start``)."""
        normal = LostCities.normalize_options({**options, "players": 2})
        return cls.create(colours=int(normal["colours"]), games=int(normal["games"]),
                          start=str(normal["start"]))

    @classmethod
    def accept(cls, invitation: Mapping[str, JSON]) -> JointLostCities:
        """The guest's device from the host's invitation (checked: JointError naming the
        host); its first :meth:`send` is the acceptance."""
        guest = cls("guest")
        guest.receive(invitation)
        return guest

    # ----- what the app reads --------------------------------------------------------------
    @property
    def kind(self) -> str:
        return f"{GAME}/{self.size}"

    @property
    def size(self) -> int:
        return int(self.options["colours"]) * CARDS_PER_COLOUR

    @property
    def to_send(self) -> bool:
        """Whether this device owes the next body (bodies alternate, the host's even)."""
        return len(self.history) % 2 == self.seat and not self.finished

    @property
    def finished(self) -> bool:
        """The match is over and every deal audited, both keys exchanged."""
        return self.audited

    def view(self, pending: Sequence[str] = ()) -> dict[str, JSON] | None:
        """This seat's view, shaped as :meth:`LostCities.view` (so tables and bots work
        unchanged), with ``incoming``: how many cards of the hand are on their way (drawn
        from the pile, or a new deal, whose share comes with the other device's next
        message); those are left out of ``hand`` (and of ``drawn``), and ``legal`` is empty
        while one is missing. ``pending``: this seat's actions of the turn being made, not
        sent yet (the play before the draw; IllegalAction if the rules refuse one). None
        until the first deal reaches this device."""
        if not self._ready():
            return None
        game = self._shadow()
        if pending and game.current_player == self.seat and self._waiting(game, self.role):
            raise IllegalAction("cards_incoming", "the hand is not all here yet")
        for action in pending:
            game.act(self.seat, action)
        return self._mask(game.view(self.seat), self._hidden_cards(game), self._dealt(game))

    def legal(self, pending: Sequence[str] = ()) -> list[str]:
        """This seat's legal actions now, after its ``pending`` actions (engine strings)."""
        view = self.view(pending)
        return [] if view is None else list(view["legal"])

    @property
    def turn_due(self) -> bool:
        """Whether this device's next body must carry its seat's whole turn (its person or
        computer plays first); a body owed without one can be sent at once."""
        if not self.to_send or not self._ready():
            return False
        game = self._shadow()
        return (not game.match_over and self._dealt(game) and game.current_player == self.seat
                and not self._waiting(game, self.role))

    def table(self, pending: Sequence[str] = ()) -> tuple[LostCities, set[int], bool] | None:
        """The match as this device knows it, to play on (every card it has not opened is a
        stand-in), after this seat's ``pending`` actions; with the stand-ins of its own hand
        (cards on their way) and whether the current game is dealt, which :meth:`view`
        masks. None until the first deal reaches this device."""
        if not self._ready():
            return None
        game = self._shadow()
        hidden, dealt = self._hidden_cards(game), self._dealt(game)
        for action in pending:
            game.act(self.seat, action)
        return game, hidden, dealt

    @staticmethod
    def mask(view: dict[str, JSON], hidden: set[int], dealt: bool) -> dict[str, JSON]:
        """A seat's engine view without its cards on their way (see :meth:`view`)."""
        return JointLostCities._mask(view, hidden, dealt)

    @property
    def engine_options(self) -> dict[str, JSON]:
        """The engine's options of the match (the start player once the coin is known)."""
        return self._engine_options()

    def table_game(self, pending: Sequence[str] = ()) -> LostCities | None:
        """The game the table shows: the real, audited match once finished; else the match
        as this device knows it with the cards on their way masked (:class:`TableGame`),
        after this seat's ``pending`` actions; None before the first deal."""
        if self.finished:
            return self.truth()
        table = self.table(pending)
        if table is None:
            return None
        game, hidden, dealt = table
        return TableGame.wrap(game, self.seat, hidden, dealt)

    def dealt(self) -> LostCities | None:
        """The real match as dealt (from the audited deals), no action played."""
        if not self.audited:
            return None
        return LostCities.from_deals(self._engine_options(),
                                     [d.order for d in self.deals if d.order is not None])

    def truth(self) -> LostCities | None:
        """The real match once audited: dealt from the audited deals, every action played."""
        if not self.audited:
            return None
        game = LostCities.from_deals(self._engine_options(),
                                     [d.order for d in self.deals if d.order is not None])
        for seat, action in self.log:
            game.act(seat, action)
        return game

    # ----- the shadow game -----------------------------------------------------------------
    def _engine_options(self) -> dict[str, JSON]:
        start = "p1" if not self.start else "p2"
        return {"players": 2, "colours": self.options["colours"],
                "games": self.options["games"], "start": start}

    def _world(self, deal: _Deal) -> list[int]:
        """A deal order with every card this device knows at its position and the others
        in card order: the engine's rules only ever read known cards of a hidden position.
        While a trusted save loads, the cards known at its end are used from the start (the
        rules never read them before they were opened, and views leave them out)."""
        if deal.order is not None:
            return deal.order
        opened = deal.opened
        if self._facts is not None:
            opened = {**self._facts[self.deals.index(deal)][0], **opened}
        seen = set(opened.values())
        rest = iter([c for c in range(self.size) if c not in seen])
        return [opened[p] if p in opened else next(rest) for p in range(self.size)]

    def _shadow(self) -> LostCities:
        """The match as this device knows it (:meth:`_world` for the hidden cards), rebuilt
        when an opened card, a deal or the start changes, else played on from the last one
        as the log grows; a copy to play on."""
        trusted = self._facts is not None
        key = (self.start, trusted, tuple(
            (0 if trusted else len(d.opened), d.deck2 is not None, d.order is not None)
            for d in self.deals))
        cache = self._cache
        if cache is None or cache[0] != key or cache[2] > len(self.log):
            game = LostCities.from_deals(self._engine_options(),
                                         [self._world(d) for d in self.deals])
            done = 0
        else:
            game, done = cache[1], cache[2]
        for seat, action in self.log[done:]:
            game.act(seat, action)
        self._cache = (key, game, len(self.log))
        return game.clone()

    @staticmethod
    def _game_index(game: LostCities) -> int:
        return len(game.finished) - (1 if game.match_over else 0)

    def _current(self, game: LostCities) -> _Deal | None:
        """The deal of the game being played, once dealt (deck2 known), else None."""
        index = self._game_index(game)
        if index >= len(self.deals) or self.deals[index].deck2 is None:
            return None
        return self.deals[index]

    def _dealt(self, game: LostCities) -> bool:
        return self._current(game) is not None

    def _positions(self, game: LostCities, seat: int) -> list[int]:
        """The deck positions of ``seat``'s hand in the current deal (cards taken from a
        discard pile included: their positions were revealed)."""
        deal = self._current(game)
        if deal is None:
            return []
        where = {card: pos for pos, card in enumerate(self._world(deal))}
        return sorted(where[c] for c in game.core.hands[seat])

    def _hidden_cards(self, game: LostCities) -> set[int]:
        deal = self._current(game)
        if deal is None:
            return set(game.core.hands[self.seat])
        if deal.order is not None:
            return set()
        world = self._world(deal)
        return {world[p] for p in self._positions(game, self.seat) if p not in deal.opened}

    @staticmethod
    def _mask(view: dict[str, JSON], hidden: set[int], dealt: bool) -> dict[str, JSON]:
        """The engine's view without the cards on their way (see :meth:`view`)."""
        out = dict(view)
        hand = [c for c in view["hand"] if dealt and CARD_OF[c] not in hidden]
        out["hand"] = hand
        out["incoming"] = len(view["hand"]) - len(hand)
        if "drawn" in out and (not dealt or CARD_OF[out["drawn"]] in hidden):
            del out["drawn"]
        if out["incoming"]:
            out["legal"] = []
        return out

    def _ready(self) -> bool:
        """The start player is known and the first deal complete here."""
        return (len(self.deals) > 0 and self.deals[0].deck2 is not None
                and (self.start is not None))

    # ----- sending -------------------------------------------------------------------------
    def send(self, actions: Sequence[str] = ()) -> dict[str, JSON]:
        """This device's next body: whatever the protocol owes now, with ``actions`` (this
        seat's whole turn) when it is this seat's turn. Raises ValueError when it is not this
        device's message, IllegalAction for an action the rules refuse."""
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
        number = body.get("n")
        version = body.get("v")
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
            self._key(body, sender, compose)
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

    def _invitation(self, body: dict[str, JSON], sender: Role, compose: bool) -> None:
        if sender != "host":
            raise JointError(sender, "out_of_order", "only the host invites")
        if compose:
            mine = self._own_keys("host")
            deck1, _ = mental.first_shuffle(mine, self.kind, self.size)
            body.update({"game": GAME, "id": self.game_id, "options": dict(self.options),
                         "deck1": b64(mental.pack_deck(deck1)), "pub1": b64(mine.public)})
            if self.coin_nonce is not None:
                body["coin"] = b64(self._commit(self.coin_nonce))
            self.deals.append(_Deal("host", deck1, mine.public, keys=mine))
            self._fixed_start()
            return
        extra = set(body) - {"v", "n", "game", "id", "options", "deck1", "pub1", "coin"}
        options = body.get("options")
        if body.get("game") != GAME or extra or not isinstance(options, Mapping):
            raise JointError(sender, "malformed", "not an invitation to Lost Cities")
        try:
            normal = LostCities.normalize_options({"players": 2, **options})
        except ValueError:
            raise JointError(sender, "malformed", "options") from None
        if set(options) != {"colours", "games", "start"}:
            raise JointError(sender, "malformed", "options")
        self.options = {k: normal[k] for k in ("colours", "games", "start")}
        _unb64(body.get("id"), sender, "id", _ID_BYTES)
        self.game_id = str(body["id"])
        keys: DeckKeys | None = None
        if self.role == "host":  # loading our own invitation
            keys = self._own_keys("host")
        if self.options["start"] == "random":
            self.coin_commit = _unb64(body.get("coin"), sender, "coin", 32)
        elif "coin" in body:
            raise JointError(sender, "malformed", "a coin without a random start")
        pub1 = _unb64(body.get("pub1"), sender, "public key", mental.POINT_BYTES)
        mental.check_public(sender, pub1)
        deck1 = mental.unpack_deck(_unb64(body.get("deck1"), sender, "deck1"), self.size, sender)
        mental.check_deck(deck1, self.size, sender)
        if keys is not None and keys.public != pub1:
            raise ValueError("the saved key is not the invitation's")
        self.deals.append(_Deal("host", deck1, pub1, keys=keys))
        self._fixed_start()

    def _fixed_start(self) -> None:
        start = self.options["start"]
        if start != "random":
            self.start = ("p1", "p2").index(str(start))

    @staticmethod
    def _commit(nonce: bytes) -> bytes:
        return hashlib.sha256(_COIN_DOMAIN + nonce).digest()

    def _coin(self, body: dict[str, JSON], sender: Role, compose: bool) -> None:
        """The random start: the host commits to a nonce, the guest answers a bit, the host
        opens the nonce; the start seat is their parity's exclusive or (neither chooses)."""
        n = body["n"]
        if self.options["start"] != "random" or n not in (1, 2):
            if "coin" in body:
                raise JointError(sender, "malformed", "no coin is due")
            return
        if compose:
            if n == 1:
                self.coin_bit = secrets.randbelow(2)
                body["coin"] = self.coin_bit
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

    def _deck2(self, body: dict[str, JSON], sender: Role, compose: bool) -> None:
        """deck2 of the latest deal, due from the device that did not make its deck1."""
        deal = self.deals[-1] if self.deals else None
        due = deal is not None and deal.deck2 is None and deal.layer1 != sender
        if not due:
            if "deck2" in body or "pub2" in body:
                raise JointError(sender, "malformed", "no deck2 is due")
            return
        assert deal is not None
        if compose or sender == self.role:
            keys = self._own_keys("guest")
            if compose:
                deck2, _ = mental.second_shuffle(keys, deal.deck1, self.size)
                body["deck2"] = b64(mental.pack_deck(deck2))
                body["pub2"] = b64(keys.public)
            deal.keys = keys
        pub2 = _unb64(body.get("pub2"), sender, "public key", mental.POINT_BYTES)
        mental.check_public(sender, pub2)
        deck2 = mental.unpack_deck(_unb64(body.get("deck2"), sender, "deck2"), self.size, sender)
        mental.check_deck(deck2, self.size, sender)
        if sender == self.role and deal.keys is not None and deal.keys.public != pub2:
            raise ValueError("the saved key is not the body's")
        deal.deck2, deal.pub2 = deck2, pub2

    def _context(self, index: int, what: str) -> bytes:
        return f"{self.game_id}/{index}/{what}".encode()

    def _shares(self, body: dict[str, JSON], sender: Role, compose: bool) -> None:
        """The shares the sender owes: the positions the receiver's seat holds that it has
        not opened yet (its first hand, the cards it drew from the pile since)."""
        game = self._shadow()
        deal = self._current(game)
        receiver = _seat(_other(sender))
        owed: list[int] = []
        if deal is not None and not game.match_over:
            done = deal.opened.keys() | (deal.shared if sender == self.role else set())
            owed = [p for p in self._positions(game, receiver) if p not in done]
        if not owed:
            if "shares" in body:
                raise JointError(sender, "malformed", "no share is due")
            return
        assert deal is not None and deal.keys is not None and deal.deck2 is not None
        index = self.deals.index(deal)
        context = self._context(index, f"shares/{body['n']}")
        if compose:
            body["shares"] = b64(mental.share_many(deal.keys, deal.deck2, owed, context))
        data = _unb64(body.get("shares"), sender, "shares", mental.shares_size(len(owed)))
        if sender == self.role:
            deal.shared.update(owed)
            return
        if self._facts is not None:  # checked on receipt: the cards they opened then
            opened = self._facts[index][0]
            if not all(p in opened for p in owed):
                raise ValueError("a saved share opened no card")
            deal.opened.update((p, opened[p]) for p in owed)
            return
        try:
            cards = mental.open_shares(deal.keys, deal.deck2, owed, data,
                                       deal.peer_public(self.role), self.kind, self.size,
                                       context)
        except CheatError as err:
            raise JointError(deal.device(err.device), err.code, str(err)) from err
        deal.opened.update(zip(owed, cards, strict=True))

    def _turn(self, body: dict[str, JSON], sender: Role, compose: bool) -> None:
        """The sender's whole turn when its seat is to play, each hidden card it plays shown
        with its proof; nothing otherwise."""
        game = self._shadow()
        seat = _seat(sender)
        due = (self._ready() and self._dealt(game) and game.current_player == seat
               and not self._waiting(game, sender))
        if compose and due and len(self._actions) != 2:
            raise ValueError("a turn is two actions")
        if compose and due:
            body["actions"] = list(self._actions)
            body["reveals"] = self._reveals(game, self._actions)
        elif compose and self._actions:
            raise ValueError("not_your_turn")
        actions, reveals = body.get("actions"), body.get("reveals", [])
        if not due:
            if "actions" in body or "reveals" in body:
                raise JointError(sender, "malformed", "no turn is due")
            return
        if (not isinstance(actions, list) or len(actions) != 2
                or not isinstance(reveals, list)):
            raise JointError(sender, "malformed", "a turn is two actions")
        pending = list(reveals)
        for action in actions:
            self._one_action(action, seat, sender, pending)
        if pending:
            raise JointError(sender, "malformed", "a reveal no card needed")

    def _waiting(self, game: LostCities, sender: Role) -> list[int]:
        """The positions of the sender's hand it cannot read yet (their shares are due from
        the other device): it cannot play before they come."""
        deal = self._current(game)
        if deal is None:
            return []
        known = deal.opened.keys() | (set() if sender == self.role else deal.shared)
        return [p for p in self._positions(game, _seat(sender)) if p not in known]

    def _reveals(self, game: LostCities, actions: Sequence[str]) -> list[JSON]:
        """Our proofs for the hidden cards our turn plays (a card taken from a discard pile
        is public already)."""
        deal = self._current(game)
        assert deal is not None and deal.keys is not None
        out: list[JSON] = []
        known = game.core.known[self.seat]
        where = {card: pos for pos, card in deal.opened.items()}
        for action in actions:
            kind, _, code = action.partition(":")
            card = CARD_OF.get(code)
            if kind in PLAY_KINDS and card is not None and card not in known and card in where:
                pos = where[card]
                proof = mental.reveal_proof(deal.keys, self.kind, card,
                                            self._context(self.deals.index(deal), f"reveal/{pos}"))
                out.append([pos, code, b64(proof)])
        return out

    def _one_action(self, action: object, seat: int, sender: Role, pending: list[Any]) -> None:
        game = self._shadow()
        deal = self._current(game)
        assert deal is not None and deal.keys is not None and deal.deck2 is not None
        try:
            move = game.parse_action(action)
        except IllegalAction as err:
            raise JointError(sender, "illegal_move", err.text) from None
        if move.kind in PLAY_KINDS and move.card not in game.core.known[seat]:
            if not pending:
                raise JointError(sender, "not_held", f"{action} without its reveal")
            self._check_reveal(pending.pop(0), move.card, game, deal, seat, sender)
            game = self._shadow()
        try:
            game.act(seat, str(action))
        except IllegalAction as err:
            if sender == self.role:
                raise
            raise JointError(sender, "illegal_move", err.text) from None
        self.log.append((seat, str(action)))

    def _check_reveal(self, reveal: object, card: int, game: LostCities, deal: _Deal, seat: int,
                      sender: Role) -> None:
        if (not isinstance(reveal, list) or len(reveal) != 3 or not _is_int(reveal[0])
                or reveal[1] != CODES[card]):
            raise JointError(sender, "malformed", "a reveal is [position, card, proof]")
        pos = int(reveal[0])
        hidden = [p for p in self._positions(game, seat) if p not in deal.opened
                  or sender == self.role]
        if pos not in hidden:
            raise JointError(sender, "not_held", f"position {pos} is not in the hand")
        proof = _unb64(reveal[2], sender, "proof", mental.PROOF_BYTES)
        if sender != self.role and self._facts is not None:
            if self._facts[self.deals.index(deal)][0].get(pos) != card:
                raise ValueError("a saved reveal does not match the card found on receipt")
        elif sender != self.role:
            assert deal.keys is not None and deal.deck2 is not None
            try:
                mental.check_reveal(deal.keys, deal.deck2, pos, self.kind, self.size, card,
                                    proof, deal.peer_public(self.role),
                                    self._context(self.deals.index(deal), f"reveal/{pos}"))
            except CheatError as err:
                raise JointError(deal.device(err.device), err.code, str(err)) from err
        elif deal.opened.get(pos) != card:
            raise ValueError("our own reveal does not match our hand")
        deal.opened[pos] = card

    def _key(self, body: dict[str, JSON], sender: Role, compose: bool) -> None:
        """The sender's key of the first finished deal it has not revealed yet: due with the
        first body after its game ends."""
        game = self._shadow()
        index = self._game_index(game) + (1 if game.match_over else 0)
        due = None
        for deal in self.deals[:index]:
            revealed = deal.key_sent if sender == self.role else deal.peer_key is not None
            if not revealed:
                due = deal
                break
        if due is None:
            if "key" in body:
                raise JointError(sender, "malformed", "no key is due")
            return
        assert due.keys is not None
        if compose:
            body["key"] = b64(due.keys.secret)
        key = _unb64(body.get("key"), sender, "key", mental.KEY_BYTES)
        if sender == self.role:
            if key != due.keys.secret:
                raise ValueError("the saved key is not the body's")
            due.key_sent = True
            return
        due.peer_key = key
        self._audit_deal(due)

    def _audit_deal(self, deal: _Deal) -> None:
        """Both keys known: re-derive the deal, check every card this device opened."""
        assert deal.keys is not None and deal.peer_key is not None and deal.deck2 is not None
        assert deal.pub2 is not None
        mine = deal.keys.secret
        key_a, key_b = (mine, deal.peer_key) if deal.layer1 == self.role else (deal.peer_key,
                                                                               mine)
        facts = self._facts[self.deals.index(deal)][1] if self._facts is not None else None
        try:
            if facts is not None:  # audited on receipt
                order = facts
            else:
                order = mental.audit(self.kind, self.size, deal.deck1, deal.deck2, key_a,
                                     key_b, deal.pub1, deal.pub2)
        except CheatError as err:
            raise JointError(deal.device(err.device), err.code, str(err)) from err
        for pos, card in deal.opened.items():
            if order[pos] != card:
                raise JointError(_other(self.role), "wrong_card",
                                 f"position {pos} holds {CODES[order[pos]]}")
        deal.order = order

    def _deck1(self, body: dict[str, JSON], sender: Role, compose: bool) -> None:
        """deck1 of the next game, due from the device whose move ended the last one."""
        game = self._shadow()
        due = (not game.match_over and self._game_index(game) == len(self.deals)
               and self.log and self.log[-1][0] == _seat(sender))
        if not due:
            if "deck1" in body or "pub1" in body:
                raise JointError(sender, "malformed", "no deck1 is due")
            return
        keys = None
        if compose or sender == self.role:
            keys = self._own_keys("host")
            if compose:
                deck1, _ = mental.first_shuffle(keys, self.kind, self.size)
                body["deck1"] = b64(mental.pack_deck(deck1))
                body["pub1"] = b64(keys.public)
        pub1 = _unb64(body.get("pub1"), sender, "public key", mental.POINT_BYTES)
        mental.check_public(sender, pub1)
        deck1 = mental.unpack_deck(_unb64(body.get("deck1"), sender, "deck1"), self.size, sender)
        mental.check_deck(deck1, self.size, sender)
        if keys is not None and keys.public != pub1:
            raise ValueError("the saved key is not the body's")
        self.deals.append(_Deal(sender, deck1, pub1, keys=keys))

    # ----- views shown and the final audit ---------------------------------------------------
    def _record(self) -> None:
        view = self.view()
        if view is None:
            return
        game = self._shadow()
        deal = self._current(game)
        hidden = () if deal is None or deal.order is not None else tuple(
            p for p in self._positions(game, self.seat) if p not in deal.opened)
        self.shown.append(_Shown(len(self.log), self._game_index(game), hidden, deal is not None,
                                 _digest(view)))

    def _final_audit(self) -> None:
        """The match over and every deal audited: replay the whole match from the audited
        deals (every move legal, the same result) and check every view this device showed."""
        game = self._shadow()
        if self.audited or not game.match_over or any(d.order is None for d in self.deals):
            return
        if not all(d.key_sent for d in self.deals):
            return
        orders = [d.order for d in self.deals if d.order is not None]
        truth = LostCities.from_deals(self._engine_options(), orders)
        shown = sorted(self.shown, key=lambda s: s.count)
        at = 0
        for count in range(len(self.log) + 1):
            while at < len(shown) and shown[at].count == count:
                self._check_shown(truth, shown[at], orders)
                at += 1
            if count < len(self.log):
                seat, action = self.log[count]
                try:
                    truth.act(seat, action)
                except IllegalAction as err:
                    device: Role = "host" if seat == 0 else "guest"
                    raise JointError(device, "illegal_move", err.text) from None
        result, mine = truth.result(), game.result()
        if result is None or mine is None or result.to_json() != mine.to_json():
            raise JointError(_other(self.role), "wrong_view", "the result differs")
        self.audited = True

    def _check_shown(self, truth: LostCities, shown: _Shown, orders: list[list[int]]) -> None:
        hidden = {orders[shown.game][p] for p in shown.hidden}
        if not shown.dealt:
            hidden = set(truth.core.hands[self.seat])
        view = self._mask(truth.view(self.seat), hidden, shown.dealt)
        if _digest(view) != shown.digest:
            raise JointError(_other(self.role), "wrong_view",
                             f"the view after {shown.count} actions was not the true one")

    def result(self) -> dict[str, JSON] | None:
        """The match's result once audited (None before)."""
        if not self.audited:
            return None
        res = self._shadow().result()
        return None if res is None else res.to_json()

    # ----- saving --------------------------------------------------------------------------
    def to_json(self) -> dict[str, JSON]:
        """Everything this device holds: its role, its own secrets (every deal's key, the
        coin's nonce) and every body sent and received; :meth:`from_json` replays them."""
        keys = [d.keys for d in self.deals if d.keys is not None]
        return {
            "v": VERSION,
            "role": self.role,
            "keys": [[k.role, b64(k.secret)] for k in keys],
            "coin": None if self.coin_nonce is None or self.role != "host"
            else b64(self.coin_nonce),
            "history": copy.deepcopy(self.history),
            "facts": [[sorted([p, c] for p, c in d.opened.items()), d.order]
                      for d in self.deals],
        }

    @classmethod
    def from_json(cls, data: object, trusted: bool = False) -> JointLostCities:
        """A device from :meth:`to_json`, replaying every body with every check: a damaged
        save raises ValueError (JointError for a body that fails its checks).

        ``trusted``: the caller has checked the save's integrity (the app keeps a tag over
        it), so the proofs checked when each body arrived are not checked again: the cards
        the shares and reveals opened then, and each audited deal, come from the save's
        ``facts``. Everything else is replayed as on receipt (the bodies' shapes, the decks,
        every action against the rules, every view shown against the audited match)."""
        if not isinstance(data, Mapping) or data.get("v") != VERSION or set(data) - {
                "facts"} != {"v", "role", "keys", "coin", "history"}:
            raise ValueError("not a saved joint game")
        role, history, keys = data["role"], data["history"], data["keys"]
        if role not in ("host", "guest") or not isinstance(history, list) or not history \
                or not isinstance(keys, list):
            raise ValueError("not a saved joint game")
        device = cls(role)
        for entry in keys:
            if not isinstance(entry, list) or len(entry) != 2 or entry[0] not in ("host",
                                                                                  "guest"):
                raise ValueError("a saved key")
            secret = _unb64(entry[1], role, "key", mental.KEY_BYTES)
            device._saved_keys.append(_keys(entry[0], secret))
        coin = data["coin"]
        if coin is not None:
            device.coin_nonce = _unb64(coin, role, "coin", _NONCE_BYTES)
        if trusted:
            device._facts = _facts(data.get("facts"), device.size_of(history[0]))
        for number, body in enumerate(history):
            if not isinstance(body, dict) or body.get("n") != number:
                raise ValueError("a saved body out of order")
            if number % 2 == device.seat:
                device._load_own(body)
            else:
                device.receive(body)
        if device._saved_keys:
            raise ValueError("a saved key no body uses")
        if device._facts is not None and len(device._facts) != len(device.deals):
            raise ValueError("saved facts of another number of deals")
        device._facts = None
        return device

    @staticmethod
    def size_of(invitation: object) -> int:
        """The deck size an invitation body asks for (ValueError if it names none)."""
        options = invitation.get("options") if isinstance(invitation, Mapping) else None
        colours = options.get("colours") if isinstance(options, Mapping) else None
        if colours not in (5, 6) or isinstance(colours, bool):
            raise ValueError("not an invitation")
        assert isinstance(colours, int)
        return colours * CARDS_PER_COLOUR

    def _load_own(self, body: dict[str, JSON]) -> None:
        if body.get("v") != VERSION or not set(body) <= _BODY_KEYS:
            raise ValueError("a saved body")
        if body["n"] == 0:
            game_id = body.get("id")
            self.game_id = game_id if isinstance(game_id, str) else ""
        self._process(copy.deepcopy(body), self.role, compose=False)


class TableGame(LostCities):
    """The match as this device knows it (cards it has not opened are stand-ins), whose view
    of this device's seat leaves out the cards on their way, as
    :meth:`JointLostCities.view` does: what the table, hints and a computer on this device
    read. Nothing can be played while a card of the hand is on its way."""

    own: int
    hidden: frozenset[int]
    dealt: bool

    @classmethod
    def wrap(cls, game: LostCities, own: int, hidden: set[int], dealt: bool) -> TableGame:
        table = object.__new__(cls)
        table.__dict__.update(game.__dict__)
        table.own, table.hidden, table.dealt = own, frozenset(hidden), dealt
        return table

    def _incoming(self, seat: int) -> bool:
        return seat == self.own and (bool(self.hidden) or not self.dealt)

    def view(self, seat: int | None) -> dict[str, JSON]:
        view = super().view(seat)
        if seat == self.own:
            return JointLostCities.mask(view, set(self.hidden), self.dealt)
        return view

    def _legal(self, seat: int) -> list[Move]:
        return [] if self._incoming(seat) else super()._legal(seat)

    def _reject_reason(self, seat: int, action: Move) -> IllegalAction | None:
        if self._incoming(seat):
            return IllegalAction("cards_incoming", "a card of your hand is on its way")
        return super()._reject_reason(seat, action)


def _facts(data: object, size: int) -> list[tuple[dict[int, int], list[int] | None]]:
    """Saved facts, checked for shape: per deal, the cards opened by position (distinct)
    and the audited order (every card once, agreeing with them) or None."""
    if not isinstance(data, list):
        raise ValueError("no saved facts")
    out: list[tuple[dict[int, int], list[int] | None]] = []
    for entry in data:
        if not isinstance(entry, list) or len(entry) != 2 or not isinstance(entry[0], list):
            raise ValueError("saved facts")
        opened: dict[int, int] = {}
        for pair in entry[0]:
            if (not isinstance(pair, list) or len(pair) != 2 or not all(
                    _is_int(x) and 0 <= x < size for x in pair) or pair[0] in opened):
                raise ValueError("saved facts")
            opened[pair[0]] = pair[1]
        order = entry[1]
        if order is not None and (not isinstance(order, list) or not all(
                _is_int(c) for c in order) or sorted(order) != list(range(size))
                or any(order[p] != c for p, c in opened.items())):
            raise ValueError("saved facts")
        if len(set(opened.values())) != len(opened):
            raise ValueError("saved facts")
        out.append((opened, order))
    return out


def _keys(layer: str, secret: bytes) -> DeckKeys:
    """A saved key with its public key recomputed (so a damaged one cannot slip through)."""
    role: Role = "host" if layer == "host" else "guest"
    try:
        k = ec.scalar_from_bytes(secret)
    except ValueError:
        raise ValueError("a saved key") from None
    return DeckKeys(role, secret, ec.encode(ec.mul_base(k)))


#: This game's joint game (the registry's ``joint`` part: :mod:`.joint_game`).
JOINT = JointLostCities
