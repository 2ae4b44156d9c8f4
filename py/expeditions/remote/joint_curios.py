"""Two-player Curios dealt by nobody: one device's side of a two-device game (issue #30).

Follows :class:`~expeditions.remote.joint_game.JointGame`. The hidden parts are the four
site values (nobody may know them before the end), each hand (only its owner) and the side
deck (opened for both, one card a round, when the rules flip it). docs/mental-poker.md
("Curios") tells the design; in short:

- **Stage 1, the values.** The host encrypts the 16 market cards under a and shuffles them
  only within each site's block of 4 (``deck1``); the guest adds b and shuffles within the
  blocks again (``deck2``). Position 0 of each block is that site's value: uniform among its
  4 cards (if either device shuffled honestly), and closed under both keys until the end.
- **Stage 2, the rest.** The other 12 positions of deck2, whose site everyone knows, are
  re-shuffled with re-encryption by both devices: the guest multiplies them by b' and
  shuffles (``deck3``), the host by a' and shuffles (``deck4``). Neither knows where any
  site's cards went; the order is uniform if either device is honest, and independent of the
  values: the engine's own distribution (each value uniform from its site's 4, the other 12
  shuffled together). deck4's positions 0–3 are the host's hand, 4–7 the guest's, 8–11 the
  side deck in the order it is flipped. Each device's layer on deck4 is one key, the
  product (host k = a·a', guest k = b·b'), published as ``pubh`` / ``pubg``: shares and
  reveal proofs use it.
- **Bodies** (strictly alternating, the host's even): 0 host ``game``, ``id``, ``deck1``,
  ``pub1``, ``coin`` (a commitment); 1 guest ``coin`` (a bit), ``deck2``, ``pub2``,
  ``deck3``, ``pubg``; 2 host ``coin`` (the nonce: start seat = its low bit xor the guest's
  bit), ``deck4``, ``pubh``, ``shares`` of the guest's hand; 3 guest ``shares`` of the
  host's hand (and its turn if it starts); then each body: ``actions`` (the seat's whole
  turn: every action until the other seat plays or the game ends), ``reveals``
  (``[position, card, proof]`` for each recruit), ``shares`` of side cards flipped that
  this device has not shared yet, and, once the game is over, ``key`` (``[k1, k2]``: the
  sender's stage-1 key and its deck4 key). The other answers the last turn with its keys.
- **The cost.** When the host starts, its first turn comes in body 4, not 2: its hand is
  opened by the guest's share of deck4, which exists only after the host's body 2. One
  round trip more than Lost Cities; none when the guest starts.

Checked at once (:class:`JointError`, nothing changed): the body's number and shape, the
decks (distinct points), every share's and reveal's proof, a recruit's position (in the
sender's hand, not shown before: ``not_held``), every action against the rules, the coin.
At the end both keys of both devices are revealed: each device re-derives every layer
(``bad_key``, ``reshuffled`` for a deck out of its blocks or not the re-shuffle it claims,
``not_a_card``), checks every card it opened (``wrong_card``), replays the game through
:meth:`Curios.from_deal` (``illegal_move``) and compares every view it showed
(``wrong_view``); the result is the audited game's.
"""

from __future__ import annotations

import base64
import copy
import hashlib
import json
import secrets
from collections.abc import Mapping, Sequence, Set
from dataclasses import dataclass
from typing import Any, ClassVar, Final

from expeditions.engine import JSON, Game, IllegalAction, Result
from expeditions.games.curios import ALL_CARDS, SITES, Curios, Move, Recruit, parse_card
from expeditions.remote import ec, mental
from expeditions.remote.joint_game import JointError, Role
from expeditions.remote.mental import CheatError, DeckKeys

__all__ = ["CODES_OF_CHEATS", "CuriosTable", "JointCurios"]

VERSION: Final = 1
GAME: Final = "curios"
N: Final = len(ALL_CARDS)  # 16 market cards; card i is ALL_CARDS[i]
BLOCK: Final = 4  # each site's cards: block s holds cards 4s..4s+3
KIND: Final = f"{GAME}/{N}"
REST: Final = tuple(j for j in range(N) if j % BLOCK)  # deck2 positions re-shuffled
HAND: Final = 4
HANDS: Final = (tuple(range(0, HAND)), tuple(range(HAND, 2 * HAND)))  # deck4 positions
SIDE: Final = tuple(range(2 * HAND, len(REST)))  # flipped in this order
_COIN_DOMAIN: Final = b"expeditions/joint-curios/v1/coin\x00"
_NONCE_BYTES: Final = 16
_ID_BYTES: Final = 16
_BODY_KEYS: Final = frozenset({"v", "n", "game", "id", "coin", "deck1", "pub1", "deck2",
                               "pub2", "deck3", "pubg", "deck4", "pubh", "shares", "actions",
                               "reveals", "key"})
#: Every reason :class:`JointError` gives (the same codes as Lost Cities', so the app words
#: them alike): ``reshuffled`` also names a deck moved out of its blocks or not the
#: re-shuffle of the one before; ``not_held`` a recruit of a position not in the sender's
#: hand (or already shown).
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


def _keys(role: Role, k: int) -> DeckKeys:
    return DeckKeys(role, ec.scalar_to_bytes(k), ec.encode(ec.mul_base(k)))


def _new_scalar() -> int:
    return secrets.randbelow(ec.N - 1) + 1


@dataclass(frozen=True)
class _Mask:
    """What a view of this seat leaves out: own hand positions and flipped side positions
    still on their way, and (``end``) the values, hands and result of a game over but not
    yet audited."""

    hand: tuple[int, ...]
    flips: tuple[int, ...]
    end: bool


def mask_events(events: Sequence[Any], flips: Set[str], end: bool) -> list[dict[str, JSON]]:
    """The events without what this device cannot know: a flipped side card on its way
    (its ``card`` None) and, ``end``, the game's end (it names the site values, which
    only the audit opens). The game this device holds has stand-ins there."""
    out = []
    for event in events:
        assert isinstance(event, dict)
        if event.get("type") == "side_card_flipped" and event.get("card") in flips:
            event = {**event, "card": None}
        if end and event.get("type") == "game_over":
            continue
        out.append(event)
    return out


def mask_view(view: dict[str, JSON], hand: set[str], flips: set[str],
              end: bool) -> dict[str, JSON]:
    """A Curios view of its own seat without the cards on their way (``hand``: own cards,
    counted in ``incoming``; ``flips``: flipped side cards, counted in ``side_incoming``
    and left out of their events) and, ``end``, without what only the audit tells."""
    out = dict(view)
    own = [c for c in view["hand"] or [] if c not in hand]
    out["incoming"] = len(view["hand"] or []) - len(own)
    out["hand"] = own
    side = [c for c in view["side_revealed"] if c not in flips]
    out["side_incoming"] = len(view["side_revealed"]) - len(side)
    out["side_revealed"] = side
    events = view["events"]
    assert isinstance(events, list)
    out["events"] = list[JSON](mask_events(events, flips, end))
    if out["incoming"]:
        out["legal"] = []
    if end:
        out["result"] = None
        out["side_deck"] = None
        out["sites"] = [{**s, "value": None} for s in view["sites"]]
        out["players"] = [{**p, "hand": None} for p in view["players"]]
    return out


class CuriosTable(Curios):
    """The game as this device knows it (cards it has not opened are stand-ins), whose view
    of this device's seat is :meth:`JointCurios.view`'s: what the table, hints and a
    computer on this device read. Nothing can be played while the hand is on its way."""

    own: int
    masked: tuple[frozenset[str], frozenset[str], bool]

    @classmethod
    def wrap(cls, game: Curios, own: int, hand: set[str], flips: set[str],
             end: bool) -> CuriosTable:
        table = object.__new__(cls)
        table.__dict__.update(game.__dict__)
        table.own, table.masked = own, (frozenset(hand), frozenset(flips), end)
        table.hide_events()
        return table

    def hide_events(self) -> None:
        """The log (``events``, which the table words) as :func:`mask_view` shows it: no
        stand-in side card and no stand-in site values at an unaudited end."""
        _, flips, end = self.masked
        self.events = mask_events(self.events, flips, end)

    def clone(self) -> CuriosTable:
        other = super().clone()
        other.own, other.masked = self.own, self.masked
        return other

    def view(self, seat: int | None) -> dict[str, JSON]:
        view = super().view(seat)
        hand, flips, end = self.masked
        if seat == self.own:
            return mask_view(view, set(hand), set(flips), end)
        return view

    def result(self) -> Result | None:
        """None while the game is over but not audited: the site values are stand-ins
        until both devices' keys are out, so scores here would be wrong (the table, its
        status line and the statistics wait for the audited game)."""
        return None if self.masked[2] else super().result()

    def _legal(self, seat: int) -> list[Move]:
        return [] if seat == self.own and self.masked[0] else super()._legal(seat)

    def _reject_reason(self, seat: int, action: Move) -> IllegalAction | None:
        if seat == self.own and self.masked[0]:
            return IllegalAction("cards_incoming", "a card of your hand is on its way")
        return super()._reject_reason(seat, action)


class JointCurios:
    """One device of a two-player Curios dealt by nobody (see the module docstring)."""

    GAME: ClassVar[str] = GAME
    ENGINE: ClassVar[type[Game[Any]]] = Curios
    CODES_OF_CHEATS: ClassVar[tuple[str, ...]] = CODES_OF_CHEATS
    WHOLE_TURNS: ClassVar[bool] = True

    def __init__(self, role: Role) -> None:
        self.role: Role = role
        self.seat = _seat(role)
        self.game_id = ""
        self.options: dict[str, JSON] = {}
        self.history: list[dict[str, JSON]] = []
        self.log: list[tuple[int, str]] = []
        self.start: int | None = None
        self.coin_nonce: bytes | None = None
        self.coin_commit: bytes | None = None
        self.coin_bit: int | None = None
        self.k1: int | None = None  # our stage-1 key (a or b)
        self.k2: int | None = None  # our deck4 key (a·a' or b·b')
        self.decks: dict[str, list[bytes]] = {}
        self.pubs: dict[str, bytes] = {}
        self.opened: dict[int, int] = {}  # deck4 position -> card, known to us
        self.shared: dict[Role, set[int]] = {"host": set(), "guest": set()}
        self.revealed: set[int] = set()  # deck4 positions recruited (shown to both)
        self.peer_keys: tuple[int, int] | None = None
        self.key_sent = False
        self.order: tuple[list[int], list[int]] | None = None  # audited: values, deck4
        self.shown: list[tuple[int, _Mask, str]] = []
        self.audited = False
        self._saved: list[int] = []  # own secrets to reuse when loading a save
        self._facts: tuple[dict[int, int], tuple[list[int], list[int]] | None] | None = None
        self._actions: list[str] = []
        self._cache: tuple[Any, Curios, int] | None = None

    # ----- creation ----------------------------------------------------------------------
    @classmethod
    def create(cls, game_id: str | None = None) -> JointCurios:
        """The host's device for a new game; its first :meth:`send` is the invitation."""
        host = cls("host")
        host.game_id = game_id if game_id is not None else b64(secrets.token_bytes(_ID_BYTES))
        host.coin_nonce = secrets.token_bytes(_NONCE_BYTES)
        return host

    @classmethod
    def create_host(cls, options: Mapping[str, JSON]) -> JointCurios:
        """:meth:`create` from the engine's options (two players, nothing else)."""
        if Curios.normalize_options({**options, "players": 2}) != {"players": 2}:
            raise ValueError("Curios dealt by nobody has no options")
        return cls.create()

    @classmethod
    def accept(cls, invitation: Mapping[str, JSON]) -> JointCurios:
        """The guest's device from the host's invitation (checked: JointError naming the
        host); its first :meth:`send` is the acceptance."""
        guest = cls("guest")
        guest.receive(invitation)
        return guest

    # ----- what the app reads --------------------------------------------------------------
    @property
    def to_send(self) -> bool:
        return len(self.history) % 2 == self.seat and not self.finished

    @property
    def finished(self) -> bool:
        return self.audited

    def _ready(self) -> bool:
        return "deck4" in self.decks and self.start is not None

    def _waiting(self, role: Role) -> list[int]:
        """The positions of ``role``'s hand its device cannot read yet."""
        return [p for p in HANDS[_seat(role)] if p not in self.shared[_other(role)]]

    @property
    def turn_due(self) -> bool:
        if not self.to_send or not self._ready():
            return False
        game = self._shadow()
        return (not game.is_over() and game.current_player == self.seat
                and not self._waiting(self.role))

    def _mask(self, game: Curios) -> _Mask:
        over = game.is_over() and self.order is None
        if self.order is not None:
            return _Mask((), (), False)
        hand = tuple(p for p in HANDS[self.seat] if p not in self.opened)
        flips = tuple(p for p in SIDE[:len(game.side_revealed)] if p not in self.opened)
        return _Mask(hand, flips, over)

    def _cards_of(self, positions: Sequence[int], world: Sequence[int]) -> set[str]:
        return {ALL_CARDS[world[p]] for p in positions}

    def view(self, pending: Sequence[str] = ()) -> dict[str, JSON] | None:
        table = self.table_game(pending)
        return None if table is None else table.view(self.seat)

    def legal(self, pending: Sequence[str] = ()) -> list[str]:
        view = self.view(pending)
        return [] if view is None else [str(a) for a in view["legal"]]

    def table_game(self, pending: Sequence[str] = ()) -> Curios | None:
        if self.audited:
            return self.truth()
        if not self._ready():
            return None
        game = self._shadow()
        mask = self._mask(game)
        values, world = self._world()
        table = CuriosTable.wrap(game, self.seat, self._cards_of(mask.hand, world),
                                 self._cards_of(mask.flips, world), mask.end)
        for action in pending:
            table.act(self.seat, action)
        if pending:  # the turn being made may flip a side card or end the game
            mask = self._mask(table)
            table.masked = (frozenset(self._cards_of(mask.hand, world)),
                            frozenset(self._cards_of(mask.flips, world)), mask.end)
            table.hide_events()
        return table

    def _deal_game(self, values: Sequence[int], world: Sequence[int]) -> Curios:
        assert self.start is not None
        cards = [ALL_CARDS[c] for c in world]
        return Curios.from_deal({"players": 2}, self.start,
                                [parse_card(ALL_CARDS[v])[1] for v in values],  # type: ignore
                                [cards[0:HAND], cards[HAND:2 * HAND]], cards[2 * HAND:])

    def dealt(self) -> Curios | None:
        if self.order is None or not self.audited:
            return None
        return self._deal_game(*self.order)

    def truth(self) -> Curios | None:
        game = self.dealt()
        if game is None:
            return None
        for seat, action in self.log:
            game.act(seat, action)
        return game

    def result(self) -> dict[str, JSON] | None:
        truth = self.truth()
        res = truth.result() if truth is not None else None
        return None if res is None else res.to_json()

    # ----- the shadow game -----------------------------------------------------------------
    def _known(self) -> dict[int, int]:
        if self._facts is not None:
            return {**self._facts[0], **self.opened}
        return self.opened

    def _world(self) -> tuple[list[int], list[int]]:
        """Values and deck4 order with every card this device knows at its position and
        stand-ins elsewhere (the rules never read a card before it is shown)."""
        if self.order is not None:
            return self.order
        known = self._known()
        seen = set(known.values())
        values = [next((c for c in range(s * BLOCK, (s + 1) * BLOCK) if c not in seen), -1)
                  for s in range(len(SITES))]
        if -1 in values or len(seen) != len(known):
            # a site's 4th card (or a card twice) opened: a deck out of its blocks (deck1,
            # deck2), a value re-shuffled into deck3, or a deck4 that is no re-shuffle. Only
            # the other device can have done it; this is reached only on receipt (a card
            # opens only then), so the body is refused and nothing changes.
            raise JointError(_other(self.role), "reshuffled",
                             "deck4 opens a site's value or a card twice")
        rest = iter([c for c in range(N) if c not in seen and c not in values])
        return values, [known[p] if p in known else next(rest) for p in range(len(REST))]

    def _shadow(self) -> Curios:
        key = (self.start, tuple(sorted(self._known().items())), self.order is not None)
        cache = self._cache
        if cache is None or cache[0] != key or cache[2] > len(self.log):
            game, done = self._deal_game(*self._world()), 0
        else:
            game, done = cache[1], cache[2]
        for seat, action in self.log[done:]:
            game.act(seat, action)
        self._cache = (key, game, len(self.log))
        return game.clone()

    # ----- sending and receiving ----------------------------------------------------------
    def send(self, actions: Sequence[str] = ()) -> dict[str, JSON]:
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

    def receive(self, body: Mapping[str, JSON]) -> None:
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
            raise JointError(self._blame(err.device), err.code, str(err)) from err
        except BaseException:
            self._restore(saved)
            raise

    def _blame(self, layer: Role) -> Role:
        """mental's role names the device directly here (the host made deck1 and deck4)."""
        return layer

    def _state(self) -> dict[str, Any]:
        return copy.deepcopy({k: v for k, v in self.__dict__.items()
                              if k not in ("_actions", "_cache")})

    def _restore(self, saved: dict[str, Any]) -> None:
        self.__dict__.update(saved)
        self._cache = None

    def _process(self, body: dict[str, JSON], sender: Role, compose: bool) -> None:
        n = body["n"]
        if n == 0:
            self._invitation(body, sender, compose)
        else:
            self._coin(body, sender, compose)
            if n == 1:
                self._stage1(body, sender, compose)
            elif n == 2:
                self._stage2(body, sender, compose)
            else:
                for key in ("deck2", "pub2", "deck3", "pubg", "deck4", "pubh"):
                    if key in body:
                        raise JointError(sender, "malformed", f"no {key} is due")
            self._turn(body, sender, compose)
            self._shares(body, sender, compose)
            self._key(body, sender, compose)
        self.history.append(copy.deepcopy(body))
        self._record()
        self._final_audit()

    def _own_scalar(self) -> int:
        if self._saved:
            return self._saved.pop(0)
        return _new_scalar()

    def _deck(self, body: dict[str, JSON], name: str, pub: str, size: int,
              sender: Role) -> None:
        public = _unb64(body.get(pub), sender, "public key", mental.POINT_BYTES)
        mental.check_public(sender, public)
        deck = mental.unpack_deck(_unb64(body.get(name), sender, name), size, sender)
        mental.check_deck(deck, size, sender)
        self.decks[name], self.pubs[pub] = deck, public

    def _invitation(self, body: dict[str, JSON], sender: Role, compose: bool) -> None:
        if sender != "host":
            raise JointError(sender, "out_of_order", "only the host invites")
        if compose or self.role == "host":
            self.k1 = self._own_scalar()
        if compose:
            assert self.coin_nonce is not None and self.k1 is not None
            deck1, _ = mental.first_block_shuffle(_keys("host", self.k1), KIND, N, BLOCK)
            body.update({"game": GAME, "id": self.game_id,
                         "deck1": b64(mental.pack_deck(deck1)),
                         "pub1": b64(ec.encode(ec.mul_base(self.k1))),
                         "coin": b64(self._commit(self.coin_nonce))})
        if body.get("game") != GAME or set(body) != {"v", "n", "game", "id", "deck1", "pub1",
                                                     "coin"}:
            raise JointError(sender, "malformed", "not an invitation to Curios")
        _unb64(body.get("id"), sender, "id", _ID_BYTES)
        self.game_id = str(body["id"])
        self.coin_commit = _unb64(body.get("coin"), sender, "coin", 32)
        self._deck(body, "deck1", "pub1", N, sender)
        if self.k1 is not None and ec.encode(ec.mul_base(self.k1)) != self.pubs["pub1"]:
            raise ValueError("the saved key is not the invitation's")

    @staticmethod
    def _commit(nonce: bytes) -> bytes:
        return hashlib.sha256(_COIN_DOMAIN + nonce).digest()

    def _coin(self, body: dict[str, JSON], sender: Role, compose: bool) -> None:
        """The start seat: the host commits to a nonce, the guest answers a bit, the host
        opens the nonce; the first player is their parity's exclusive or."""
        n = body["n"]
        if n not in (1, 2):
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
            if self.coin_nonce is not None:
                self.start = (self.coin_nonce[0] & 1) ^ value
            return
        nonce = _unb64(value, sender, "coin", _NONCE_BYTES)
        if self.coin_commit is not None and self._commit(nonce) != self.coin_commit:
            raise JointError(sender, "bad_coin", "the coin does not open its commitment")
        assert self.coin_bit is not None
        self.coin_nonce = nonce
        self.start = (nonce[0] & 1) ^ self.coin_bit

    def _stage1(self, body: dict[str, JSON], sender: Role, compose: bool) -> None:
        """The guest's body 1: deck2 (its layer within the blocks) and deck3 (the 12
        positions that are not values, re-encrypted and shuffled)."""
        if compose or sender == self.role:
            self.k1, factor = self._own_scalar(), self._own_scalar()
            self.k2 = self.k1 * factor % ec.N
        if compose:
            assert self.k1 is not None and self.k2 is not None
            deck2, _ = mental.second_block_shuffle(_keys("guest", self.k1),
                                                   self.decks["deck1"], N, BLOCK)
            deck3, _ = mental.second_shuffle(_keys("guest", factor), [deck2[j] for j in REST],
                                             len(REST))
            body.update({"deck2": b64(mental.pack_deck(deck2)),
                         "pub2": b64(ec.encode(ec.mul_base(self.k1))),
                         "deck3": b64(mental.pack_deck(deck3)),
                         "pubg": b64(ec.encode(ec.mul_base(self.k2)))})
        self._deck(body, "deck2", "pub2", N, sender)
        self._deck(body, "deck3", "pubg", len(REST), sender)
        if sender == self.role and (
                ec.encode(ec.mul_base(self.k1 or 1)) != self.pubs["pub2"]
                or ec.encode(ec.mul_base(self.k2 or 1)) != self.pubs["pubg"]):
            raise ValueError("the saved keys are not the body's")

    def _stage2(self, body: dict[str, JSON], sender: Role, compose: bool) -> None:
        """The host's body 2: deck4 (deck3 re-encrypted and shuffled again)."""
        if compose or sender == self.role:
            factor = self._own_scalar()
            assert self.k1 is not None
            self.k2 = self.k1 * factor % ec.N
        if compose:
            deck4, _ = mental.second_shuffle(_keys("host", factor), self.decks["deck3"],
                                             len(REST))
            body.update({"deck4": b64(mental.pack_deck(deck4)),
                         "pubh": b64(ec.encode(ec.mul_base(self.k2 or 1)))})
        self._deck(body, "deck4", "pubh", len(REST), sender)
        if sender == self.role and ec.encode(ec.mul_base(self.k2 or 1)) != self.pubs["pubh"]:
            raise ValueError("the saved key is not the body's")

    def _context(self, what: str) -> bytes:
        return f"{self.game_id}/{what}".encode()

    def _my_keys(self) -> DeckKeys:
        assert self.k2 is not None
        return _keys(self.role, self.k2)

    def _peer_public(self) -> bytes:
        return self.pubs["pubg" if self.role == "host" else "pubh"]

    def _shares(self, body: dict[str, JSON], sender: Role, compose: bool) -> None:
        """The shares the sender owes: the other seat's hand (once deck4 exists) and every
        side card flipped so far, each once."""
        owed: list[int] = []
        if "deck4" in self.decks:
            flipped = len(self._shadow().side_revealed) if self._ready() else 0
            owed = [p for p in (*HANDS[_seat(_other(sender))], *SIDE[:flipped])
                    if p not in self.shared[sender]]
        if not owed:
            if "shares" in body:
                raise JointError(sender, "malformed", "no share is due")
            return
        context = self._context(f"shares/{body['n']}")
        if compose:
            body["shares"] = b64(mental.share_many(self._my_keys(), self.decks["deck4"], owed,
                                                   context))
        data = _unb64(body.get("shares"), sender, "shares", mental.shares_size(len(owed)))
        self.shared[sender].update(owed)
        if sender == self.role:
            return
        if self._facts is not None:
            known = self._facts[0]
            if not all(p in known for p in owed):
                raise ValueError("a saved share opened no card")
            self.opened.update((p, known[p]) for p in owed)
            return
        cards = mental.open_shares(self._my_keys(), self.decks["deck4"], owed, data,
                                   self._peer_public(), KIND, N, context)
        self.opened.update(zip(owed, cards, strict=True))

    def _turn(self, body: dict[str, JSON], sender: Role, compose: bool) -> None:
        """The sender's whole turn when its seat is to play: every action until the other
        seat plays or the game ends, each recruit with its reveal."""
        seat = _seat(sender)
        game = self._shadow() if self._ready() else None
        due = (game is not None and not game.is_over() and game.current_player == seat
               and not self._waiting(sender))
        if compose and due:
            if not self._actions:
                raise ValueError("a turn is due")
            body["actions"] = list(self._actions)
            body["reveals"] = self._reveals(self._actions)
        elif compose and self._actions:
            raise ValueError("not_your_turn")
        if not due:
            if "actions" in body or "reveals" in body:
                raise JointError(sender, "malformed", "no turn is due")
            return
        actions, reveals = body.get("actions"), body.get("reveals", [])
        if not isinstance(actions, list) or not actions or not isinstance(reveals, list):
            raise JointError(sender, "malformed", "a turn is a list of actions")
        pending = list(reveals)
        for action in actions:
            self._one_action(action, seat, sender, pending)
        if pending:
            raise JointError(sender, "malformed", "a reveal no recruit needed")
        after = self._shadow()
        if not after.is_over() and after.current_player == seat:
            if sender == self.role:
                raise ValueError("a turn runs until the other seat plays")
            raise JointError(sender, "malformed", "a turn runs until the other seat plays")

    def _reveals(self, actions: Sequence[str]) -> list[JSON]:
        out: list[JSON] = []
        where = {card: pos for pos, card in self.opened.items() if pos in HANDS[self.seat]}
        for action in actions:
            move = Move.decode(action)
            if isinstance(move, Recruit) and ALL_CARDS.index(move.card) in where:
                pos = where[ALL_CARDS.index(move.card)]
                proof = mental.reveal_proof(self._my_keys(), KIND, ALL_CARDS.index(move.card),
                                            self._context(f"reveal/{pos}"))
                out.append([pos, move.card, b64(proof)])
        return out

    def _one_action(self, action: object, seat: int, sender: Role, pending: list[Any]) -> None:
        if not isinstance(action, str):
            raise JointError(sender, "malformed", "an action is a string")
        move = Move.decode(action)
        if isinstance(move, Recruit):
            if not pending:
                raise JointError(sender, "not_held", f"{action} without its reveal")
            self._check_reveal(pending.pop(0), move.card, seat, sender)
        game = self._shadow()
        try:
            game.act(seat, action)
        except IllegalAction as err:
            if sender == self.role:
                raise
            raise JointError(sender, "illegal_move", err.text) from None
        self.log.append((seat, action))

    def _check_reveal(self, reveal: object, card: str, seat: int, sender: Role) -> None:
        if (not isinstance(reveal, list) or len(reveal) != 3 or not _is_int(reveal[0])
                or reveal[1] != card):
            raise JointError(sender, "malformed", "a reveal is [position, card, proof]")
        pos = int(reveal[0])
        if pos not in HANDS[seat] or pos in self.revealed:
            raise JointError(sender, "not_held", f"position {pos} is not in the hand")
        proof = _unb64(reveal[2], sender, "proof", mental.PROOF_BYTES)
        index = ALL_CARDS.index(card)
        if sender == self.role:
            if self.opened.get(pos) != index:
                raise ValueError("our own reveal does not match our hand")
        elif self._facts is not None:
            if self._facts[0].get(pos) != index:
                raise ValueError("a saved reveal does not match the card found on receipt")
        else:
            mental.check_reveal(self._my_keys(), self.decks["deck4"], pos, KIND, N, index,
                                proof, self._peer_public(), self._context(f"reveal/{pos}"))
        self.opened[pos] = index
        self.revealed.add(pos)

    def _key(self, body: dict[str, JSON], sender: Role, compose: bool) -> None:
        """Both of the sender's keys, due with its first body after the game is over."""
        game = self._shadow() if self._ready() else None
        sent = self.key_sent if sender == self.role else self.peer_keys is not None
        if game is None or not game.is_over() or sent:
            if "key" in body:
                raise JointError(sender, "malformed", "no key is due")
            return
        if compose:
            assert self.k1 is not None and self.k2 is not None
            body["key"] = [b64(ec.scalar_to_bytes(self.k1)), b64(ec.scalar_to_bytes(self.k2))]
        value = body.get("key")
        if not isinstance(value, list) or len(value) != 2:
            raise JointError(sender, "malformed", "the key is two keys")
        k1, k2 = (_unb64(v, sender, "key", mental.KEY_BYTES) for v in value)
        if sender == self.role:
            self.key_sent = True
            return
        names = ("pub1", "pubh") if sender == "host" else ("pub2", "pubg")
        self.peer_keys = (mental.check_key(sender, k1, self.pubs[names[0]]),
                          mental.check_key(sender, k2, self.pubs[names[1]]))
        self._audit_deal()

    def _audit_deal(self) -> None:
        """Both devices' keys known: re-derive every layer, check every card opened."""
        assert self.peer_keys is not None and self.k1 is not None and self.k2 is not None
        if self._facts is not None and self._facts[1] is not None:
            self.order = self._facts[1]
        else:
            mine, theirs = (self.k1, self.k2), self.peer_keys
            host, guest = (mine, theirs) if self.role == "host" else (theirs, mine)
            stage1 = mental.audit_blocks(
                KIND, N, BLOCK, self.decks["deck1"], self.decks["deck2"],
                ec.scalar_to_bytes(host[0]), ec.scalar_to_bytes(guest[0]), self.pubs["pub1"],
                self.pubs["pub2"])
            values = [stage1[s * BLOCK] for s in range(len(SITES))]
            rest = [stage1[j] for j in REST]
            mental.audit_reshuffle(KIND, N, self.decks["deck3"], rest,
                                   host[0] * guest[1], "guest")
            deck4 = mental.audit_reshuffle(KIND, N, self.decks["deck4"], rest,
                                           host[1] * guest[1], "host")
            self.order = (values, deck4)
        for pos, card in self.opened.items():
            if self.order[1][pos] != card:
                raise JointError(_other(self.role), "wrong_card",
                                 f"position {pos} holds {ALL_CARDS[self.order[1][pos]]}")

    # ----- views shown and the final audit ---------------------------------------------------
    def _record(self) -> None:
        if not self._ready() or self.audited:
            return
        view = self.view()
        assert view is not None
        self.shown.append((len(self.log), self._mask(self._shadow()), _digest(view)))

    def _final_audit(self) -> None:
        if self.audited or self.order is None or not self.key_sent:
            return
        truth = self._deal_game(*self.order)
        at = 0
        shown = sorted(self.shown, key=lambda s: s[0])
        for count in range(len(self.log) + 1):
            while at < len(shown) and shown[at][0] == count:
                _, mask, digest = shown[at]
                view = mask_view(truth.view(self.seat),
                                 self._cards_of(mask.hand, self.order[1]),
                                 self._cards_of(mask.flips, self.order[1]), mask.end)
                if _digest(view) != digest:
                    raise JointError(_other(self.role), "wrong_view",
                                     f"the view after {count} actions was not the true one")
                at += 1
            if count < len(self.log):
                seat, action = self.log[count]
                try:
                    truth.act(seat, action)
                except IllegalAction as err:
                    raise JointError("host" if seat == 0 else "guest", "illegal_move",
                                     err.text) from None
        self.audited = True
        self._cache = None

    # ----- saving --------------------------------------------------------------------------
    def to_json(self) -> dict[str, JSON]:
        """The role, this device's secrets (its stage-1 key, its re-shuffle factor, the
        host's coin nonce), every body and ``facts`` (cards opened, the audited deal)."""
        own: list[JSON] = []
        if self.k1 is not None:
            own.append(b64(ec.scalar_to_bytes(self.k1)))
            if self.k2 is not None:
                factor = self.k2 * pow(self.k1, -1, ec.N) % ec.N
                own.append(b64(ec.scalar_to_bytes(factor)))
        return {
            "v": VERSION, "role": self.role, "keys": own,
            "coin": b64(self.coin_nonce) if self.role == "host" and self.coin_nonce else None,
            "history": copy.deepcopy(self.history),
            "facts": [sorted([p, c] for p, c in self.opened.items()),
                      None if self.order is None else [self.order[0], self.order[1]]],
        }

    @classmethod
    def from_json(cls, data: object, trusted: bool = False) -> JointCurios:
        """A device from :meth:`to_json`, every body replayed with every check (ValueError,
        JointError for a body that fails); ``trusted``: the proofs checked on receipt are
        not checked again (the cards they opened, and the audited deal, come from
        ``facts``); every rule and view is still replayed."""
        if not isinstance(data, Mapping) or data.get("v") != VERSION or set(data) != {
                "v", "role", "keys", "coin", "history", "facts"}:
            raise ValueError("not a saved joint game")
        role, history, keys = data["role"], data["history"], data["keys"]
        if role not in ("host", "guest") or not isinstance(history, list) or not history \
                or not isinstance(keys, list) or len(keys) > 2:
            raise ValueError("not a saved joint game")
        device = cls(role)
        device._saved = [_saved_scalar(entry) for entry in keys]
        if data["coin"] is not None:
            device.coin_nonce = _unb64(data["coin"], role, "coin", _NONCE_BYTES)
        if trusted:
            device._facts = _facts(data["facts"])
        for number, body in enumerate(history):
            if not isinstance(body, dict) or body.get("n") != number:
                raise ValueError("a saved body out of order")
            if number % 2 == device.seat:
                if body.get("v") != VERSION or not set(body) <= _BODY_KEYS:
                    raise ValueError("a saved body")
                if number == 0:
                    device.game_id = str(body.get("id", ""))
                device._process(copy.deepcopy(body), device.role, compose=False)
            else:
                device.receive(body)
        if device._saved:
            raise ValueError("a saved key no body uses")
        device._facts = None
        device._cache = None
        return device


def _saved_scalar(entry: object) -> int:
    try:
        return ec.scalar_from_bytes(_unb64(entry, "host", "key", mental.KEY_BYTES))
    except ValueError:  # JointError too
        raise ValueError("a saved key") from None


def _facts(data: object) -> tuple[dict[int, int], tuple[list[int], list[int]] | None]:
    """Saved facts, checked for shape: the cards opened by deck4 position, the audited
    values and deck4 order (or None)."""
    if not isinstance(data, list) or len(data) != 2 or not isinstance(data[0], list):
        raise ValueError("saved facts")
    opened: dict[int, int] = {}
    for pair in data[0]:
        if (not isinstance(pair, list) or len(pair) != 2 or not all(
                _is_int(x) for x in pair) or not 0 <= pair[0] < len(REST)
                or not 0 <= pair[1] < N or pair[0] in opened):
            raise ValueError("saved facts")
        opened[pair[0]] = pair[1]
    order = data[1]
    if order is None:
        return opened, None
    if (not isinstance(order, list) or len(order) != 2 or not all(
            isinstance(x, list) and all(_is_int(c) for c in x) for x in order)):
        raise ValueError("saved facts")
    values, deck4 = list(order[0]), list(order[1])
    if (sorted(values + deck4) != list(range(N)) or len(values) != len(SITES)
            or any(v // BLOCK != s for s, v in enumerate(values))
            or any(deck4[p] != c for p, c in opened.items())):
        raise ValueError("saved facts")
    return opened, (values, deck4)


#: This game's joint game (the registry's ``joint`` part: :mod:`.joint_game`).
JOINT = JointCurios
