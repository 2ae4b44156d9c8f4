"""One device's side of a game dealt by every device together, as signed messages in links.

Every device — the inviting one and each friend's — holds a :class:`LinkedGame`: the seats and
their devices, every message of the game (:mod:`.wire`), and a deal
:class:`~expeditions.remote.deal.table.Table` that checks each body and makes this device's.
No device holds a seed, a deck order or a card its seat has not been shown.

Who sends what:

- the inviting device (device 0) makes the invitation (its first shuffle inside) and sends
  each friend their own link, which holds that seat's secret;
- a friend's device checks the invitation (the first shuffle's proof included), takes its seat
  with a join signed by a key it makes (tagged with the seat's secret, so only the invited
  friend can take it) and, when it is the only friend, its first body in the same link;
- with more friends, the inviting device sends everyone the seating (every join, which it
  checked) once the last friend has joined;
- then every body goes to the inviting device, which sends everybody one link with what the
  others have not seen yet (its own body included). With one friend, the two devices simply
  take turns.

Each received message is checked before anything changes: it belongs to this game, follows
the one before it, is signed by the device it names, and its body passes the table's checks.
A refusal names a code (:data:`CODES`) and, for a body the table refuses, the device and its
reason; nothing changes.
"""

from __future__ import annotations

import copy
import hashlib
import hmac
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from expeditions import registry
from expeditions.engine import JSON, OptionsError
from expeditions.games import game_class
from expeditions.registry import DIFFICULTIES
from expeditions.remote import crypto, signature
from expeditions.remote.deal.spec import HiddenGame
from expeditions.remote.deal.table import Refusal, Setup, Table
from expeditions.remote.link import LinkError, new_game_id
from expeditions.remote.names import NameError, alike, clean_name
from expeditions.remote.wire import (
    SECRET_BYTES,
    Bundle,
    Signed,
    chain_digest,
    encode,
    short,
    zero,
)

__all__ = ["CODES", "LinkedGame", "Outgoing", "Receipt", "SeatPlan", "hidden_part"]

#: Why a message is refused: ``foreign`` (another game's), ``duplicate`` (held already),
#: ``future`` (a message is missing before it: ``missing`` names its number), ``fork`` (it
#: contradicts one held), ``forged`` (not signed by the device it names), ``not_invited`` (a
#: seat taken without its friend's link), ``seat_taken`` (a second claim of a taken seat),
#: ``bad_body`` (not a message of this protocol), ``cheat`` (the table refused its body:
#: ``device`` and ``reason``).
CODES: Final = ("applied", "foreign", "duplicate", "future", "fork", "forged", "not_invited",
                "seat_taken", "bad_body", "cheat")
SEAT_KINDS: Final = ("host", "computer", "remote")
_SEAT_DOMAIN: Final = b"expeditions/linked/v1/seat\x00"


def hidden_part(engine: str) -> HiddenGame | None:
    """The game's statement of what it hides (None for a game that has none)."""
    module = registry.load_optional(engine, "hidden") if engine in registry.game_ids() \
        else None
    return None if module is None else module.HIDDEN


@dataclass(frozen=True)
class SeatPlan:
    """A seat as the invitation sets it: the inviting device's person (``host``), one of
    its computers (with a level), or a friend on another device (``remote``)."""

    kind: str
    name: str
    level: str | None = None

    def to_json(self) -> dict[str, JSON]:
        out: dict[str, JSON] = {"kind": self.kind, "name": self.name}
        if self.level is not None:
            out["level"] = self.level
        return out

    @classmethod
    def from_json(cls, raw: object) -> SeatPlan:
        """A seat from an invitation: ValueError unless exactly well formed (a name that
        can be read, a level only for a computer)."""
        if not isinstance(raw, dict) or not {"kind", "name"} <= set(raw) or not set(raw) <= {
                "kind", "name", "level"}:
            raise ValueError("a seat is kind, name and a computer's level")
        kind, name, level = raw["kind"], raw["name"], raw.get("level")
        if kind not in SEAT_KINDS or (level is not None) != (kind == "computer") or (
                level is not None and level not in DIFFICULTIES) or not isinstance(name, str):
            raise ValueError("a seat's kind or level")
        if clean_name(name) != name:
            raise ValueError("a name not in its clean form")
        return cls(kind, name, level if isinstance(level, str) else None)


def devices_of(seats: Sequence[SeatPlan]) -> tuple[int, ...]:
    """Each seat's device: the inviting device's person and computers are device 0, each
    friend a device of their own, numbered in seat order."""
    out, friends = [], 0
    for seat in seats:
        if seat.kind == "remote":
            friends += 1
            out.append(friends)
        else:
            out.append(0)
    return tuple(out)


@dataclass(frozen=True)
class Receipt:
    """What became of a link: ``code`` (:data:`CODES`), with ``missing`` for ``future``,
    ``device`` and ``reason`` for ``cheat``, and the number of messages it applied."""

    code: str
    applied: int = 0
    missing: int | None = None
    device: int | None = None
    reason: str | None = None


@dataclass(frozen=True)
class Outgoing:
    """A link to send: its bundle and the devices it is for."""

    to: tuple[int, ...]
    bundle: Bundle


#: A link's length this module keeps to when it can (a bundle of several bodies is split).
LINK_BUDGET: Final = 7_500


def _split(to: tuple[int, ...], game: str, messages: Sequence[Signed]) -> list[Outgoing]:
    """``messages`` in as few links as keep under :data:`LINK_BUDGET` characters each (a
    single message longer than that goes alone)."""
    out: list[Outgoing] = []
    chunk: list[Signed] = []
    for message in messages:
        if chunk and not _fits(Bundle(game, (*chunk, message))):
            out.append(Outgoing(to, Bundle(game, tuple(chunk))))
            chunk = []
        chunk.append(message)
    if chunk:
        out.append(Outgoing(to, Bundle(game, tuple(chunk))))
    return out


def _fits(bundle: Bundle) -> bool:
    try:
        return len(encode(bundle)) <= LINK_BUDGET
    except LinkError:  # longer than any link
        return False


def _seat_commitment(game: str, seat: int, secret: bytes) -> bytes:
    return hashlib.sha256(_SEAT_DOMAIN + f"{game}/{seat}".encode() + secret).digest()


def _seat_tag(secret: bytes, game: str, seat: int, key: str, rand: JSON) -> str:
    text = f"{game}/{seat}/{key}/{rand}"
    return crypto.b64(hmac.new(secret, text.encode(), hashlib.sha256).digest())


@dataclass
class LinkedGame:
    """One device's side (see the module docstring)."""

    game: str
    engine: str
    options: dict[str, JSON]
    seats: list[SeatPlan]
    me: int
    identity: bytes  # this device's signing key
    table: Table
    invite: Signed
    keys: dict[int, bytes] = field(default_factory=dict)  # device -> its public key
    joins: dict[int, Signed] = field(default_factory=dict)
    seated: Signed | None = None
    deals: list[Signed] = field(default_factory=list)
    seat_secrets: dict[int, bytes] = field(default_factory=dict)  # the inviting device's

    # ----- facts ---------------------------------------------------------------------------
    @property
    def devices(self) -> tuple[int, ...]:
        return self.table.setup.devices

    @property
    def count(self) -> int:
        return self.table.setup.count

    @property
    def my_seats(self) -> list[int]:
        return self.table.my_seats

    @property
    def all_seated(self) -> bool:
        """Every friend's seat is taken (and, with several friends, the seating is known
        here)."""
        if len(self.joins) < self.count - 1:
            return False
        return self.count <= 2 or self.me == 0 or self.seated is not None

    def head(self) -> str:
        """The digest the next body names as ``prev``."""
        joins = [self.joins[d] for d in range(1, self.count)]
        digest = chain_digest(self.game, zero(), [self.invite, *joins])
        for message in self.deals:
            digest = chain_digest(self.game, digest, [message])
        return digest

    # ----- creation ------------------------------------------------------------------------
    @classmethod
    def create(cls, engine: str, options: Mapping[str, JSON], seats: Sequence[SeatPlan],
               identity: bytes | None = None) -> LinkedGame:
        """The inviting device's side of a new game (ValueError for seats or options it
        cannot play: a game with nothing hidden, no friend, names that cannot be read or that
        look alike; OptionsError for options the rules refuse)."""
        spec = hidden_part(engine)
        if spec is None:
            raise ValueError("this game is not dealt by every device")
        if not any(s.kind == "remote" for s in seats) or sum(s.kind == "host" for s in seats) > 1:
            raise ValueError("at least one friend and at most one person here")
        seats = [SeatPlan(s.kind, clean_name(s.name), s.level) for s in seats]
        if alike([s.name for s in seats]) is not None:
            raise NameError("looks_alike")
        normal = game_class(engine).normalize_options({**options, "players": len(seats)})
        game = new_game_id()
        identity = identity if identity is not None else signature.new_key()
        devices = devices_of(seats)
        table = Table(spec, Setup(game, engine, normal, devices, 0))
        seat_secrets = {s: secrets.token_bytes(SECRET_BYTES)
                        for s, plan in enumerate(seats) if plan.kind == "remote"}
        rand = table.own_commitment()
        body: dict[str, JSON] = {
            "game": engine, "rules": game_class(engine).rules_version, "options": normal,
            "seats": [s.to_json() for s in seats], "key": crypto.b64(signature.public_of(
                identity)),
            "claims": {str(s): crypto.b64(_seat_commitment(game, s, secret))
                       for s, secret in seat_secrets.items()},
            "rand": crypto.b64(rand) if rand is not None else None,
            "deal": table.begin(),
        }
        invite = Signed("invite", 0, 0, zero(), body).signed_by(game, identity)
        linked = cls(game, engine, dict(normal), list(seats), 0, identity, table, invite,
                     {0: signature.public_of(identity)}, seat_secrets=seat_secrets)
        table.join(0, rand)
        return linked

    @classmethod
    def read_invite(cls, bundle: Bundle) -> tuple[str, list[SeatPlan], dict[str, JSON], int]:
        """What an invitation offers (engine, seats, options, rules version), checked as far as
        it can be without a seat (ValueError otherwise)."""
        if not bundle.messages or bundle.messages[0].kind != "invite":
            raise ValueError("not an invitation")
        invite = bundle.messages[0]
        body = invite.body
        if (invite.number, invite.sender, invite.prev) != (0, 0, zero()) or set(body) != {
                "game", "rules", "options", "seats", "key", "claims", "rand", "deal"}:
            raise ValueError("not an invitation")
        engine = body["game"]
        if not isinstance(engine, str) or hidden_part(engine) is None:
            raise ValueError("a game this app does not deal")
        raw = body["seats"]
        if not isinstance(raw, list) or not 2 <= len(raw) <= 8:
            raise ValueError("seats")
        seats = [SeatPlan.from_json(s) for s in raw]
        if alike([s.name for s in seats]) is not None or sum(
                s.kind == "host" for s in seats) > 1:
            raise ValueError("seats")
        key = body["key"]
        if not isinstance(key, str) or not invite.verify(bundle.game, crypto.unb64(key)):
            raise ValueError("an invitation its device did not sign")
        options = body["options"]
        if not isinstance(options, dict) or type(body["rules"]) is not int:
            raise ValueError("options")
        try:
            normal = game_class(engine).normalize_options({**options, "players": len(seats)})
        except OptionsError:
            raise ValueError("options") from None
        if normal != options:
            raise ValueError("options not in their normal form")
        return engine, seats, normal, body["rules"]

    @classmethod
    def accept(cls, bundle: Bundle, identity: bytes | None = None) -> LinkedGame:
        """A friend's side from their invitation link: the seat it holds the secret of is
        taken, the inviting device's shuffle checked (Refusal naming it), the join made (and,
        if this is the only friend, this device's first body). ValueError for an invitation
        that is not well formed or has no seat for this link (``not_invited``)."""
        engine, seats, normal, rules = cls.read_invite(bundle)
        if rules != game_class(engine).rules_version:
            raise ValueError("other_rules")
        invite = bundle.messages[0]
        body = invite.body
        claims = body["claims"]
        if bundle.seat is None or not isinstance(claims, dict):
            raise ValueError("not_invited")
        seat, secret_text = bundle.seat
        secret = crypto.unb64(secret_text)
        claim = claims.get(str(seat))
        if (not 0 <= seat < len(seats) or seats[seat].kind != "remote" or not isinstance(
                claim, str) or _seat_commitment(bundle.game, seat, secret) != crypto.unb64(
                claim)):
            raise ValueError("not_invited")
        spec = hidden_part(engine)
        assert spec is not None
        devices = devices_of(seats)
        me = devices[seat]
        table = Table(spec, Setup(bundle.game, engine, normal, devices, me))
        deal = body["deal"]
        if not isinstance(deal, dict):
            raise ValueError("the invitation's deal")
        table.receive(0, deal)  # Refusal: the inviting device's shuffle is not one
        identity = identity if identity is not None else signature.new_key()
        key_text = crypto.b64(signature.public_of(identity))
        rand = table.own_commitment()
        rand_text: JSON = crypto.b64(rand) if rand is not None else None
        host_rand = body["rand"]
        linked = cls(bundle.game, engine, dict(normal), seats, me, identity, table, invite,
                     {0: crypto.unb64(str(body["key"]))})
        linked._host_rand(host_rand)
        join_body: dict[str, JSON] = {"seat": seat, "key": key_text, "rand": rand_text,
                                      "tag": _seat_tag(secret, bundle.game, seat, key_text,
                                                       rand_text)}
        join = Signed("join", me, me, short(invite, bundle.game),
                      join_body).signed_by(bundle.game, identity)
        linked._take_join(join, check_tag=False)
        return linked

    def _host_rand(self, raw: JSON) -> None:
        if raw is None:
            self.table.join(0, None)
        elif isinstance(raw, str):
            self.table.join(0, crypto.unb64(raw))
        else:
            raise ValueError("a commitment")

    # ----- joins ----------------------------------------------------------------------------
    def _join_fields(self, message: Signed) -> tuple[int, bytes, bytes | None, str]:
        body = message.body
        if (message.kind != "join" or not 1 <= message.number < self.count
                or message.sender != message.number or set(body) != {"seat", "key", "rand",
                                                                      "tag"}
                or message.prev != short(self.invite, self.game)):
            raise ValueError("bad_body")
        seat, key, rand, tag = body["seat"], body["key"], body["rand"], body["tag"]
        if (type(seat) is not int or not 0 <= seat < len(self.seats)
                or self.devices[seat] != message.number or not isinstance(key, str)
                or not isinstance(tag, str) or (rand is not None and not isinstance(rand, str))):
            raise ValueError("bad_body")
        public = crypto.unb64(key)
        return seat, public, crypto.unb64(rand) if isinstance(rand, str) else None, tag

    def _take_join(self, message: Signed, check_tag: bool) -> str:
        """A seat taken: ``applied``, or why not (nothing changes)."""
        try:
            seat, public, rand, tag = self._join_fields(message)
        except ValueError:
            return "bad_body"
        held = self.joins.get(message.number)
        if held is not None:
            return "duplicate" if held.digest(self.game) == message.digest(self.game) \
                else "seat_taken"
        if not message.verify(self.game, public):
            return "forged"
        if check_tag:
            secret = self.seat_secrets.get(seat)
            expected = None if secret is None else _seat_tag(
                secret, self.game, seat, str(message.body["key"]), message.body["rand"])
            if expected is None or not hmac.compare_digest(expected, tag):
                return "not_invited"
        if (rand is None) != (self.table.own_commitment() is None):
            return "bad_body"
        self.joins[message.number] = message
        self.keys[message.number] = public
        self.table.join(message.number, rand)
        return "applied"

    def _take_seated(self, message: Signed, rest: Sequence[Signed]) -> str:
        """The seating (with more than one friend): the inviting device lists every join it
        took; the joins come with it."""
        joins = message.body.get("joins")
        if (message.kind != "seated" or message.sender != 0 or not isinstance(joins, list)
                or len(joins) != self.count - 1):
            return "bad_body"
        if not message.verify(self.game, self.keys[0]):
            return "forged"
        mine = self.joins.get(self.me)
        if mine is not None and joins[self.me - 1] != short(mine, self.game):
            return "seat_taken"  # the inviting device seated another device here
        found = {m.number: m for m in rest if m.kind == "join"}
        for device, digest in enumerate(joins, 1):
            join = self.joins.get(device) if device == self.me else found.get(device)
            if join is None or short(join, self.game) != digest:
                return "future"
            if device not in self.joins:
                code = self._take_join(join, check_tag=False)
                if code != "applied":
                    return code
        self.seated = message
        return "applied"

    # ----- bodies ---------------------------------------------------------------------------
    def _take_deal(self, message: Signed) -> Receipt:
        number = len(self.deals) + 1
        if message.number < number:
            same = self.deals[message.number - 1].digest(self.game) == message.digest(self.game)
            return Receipt("duplicate" if same else "fork")
        if message.number > number or not self.all_seated:
            return Receipt("future", missing=number)
        if message.prev != self.head():
            return Receipt("fork")
        public = self.keys.get(message.sender)
        if public is None or not message.verify(self.game, public):
            return Receipt("forged")
        try:
            self.table.receive(message.sender, message.body)
        except Refusal as refusal:
            return Receipt("cheat", device=refusal.device, reason=refusal.code)
        self.deals.append(message)
        return Receipt("applied", applied=1)

    def receive(self, bundle: Bundle) -> Receipt:
        """A link from another device: each message it holds, in order, all or none (the
        first refused one refuses the link, and nothing changes)."""
        if bundle.game != self.game:
            return Receipt("foreign")
        saved = (dict(self.joins), dict(self.keys), self.seated, list(self.deals),
                 self.table.snapshot())
        receipt = self._receive(bundle)
        if receipt.code not in ("applied", "duplicate"):
            self.joins, self.keys, self.seated, self.deals = (dict(saved[0]), dict(saved[1]),
                                                              saved[2], list(saved[3]))
            self.table.restore(saved[4])
            return Receipt(receipt.code, 0, receipt.missing, receipt.device, receipt.reason)
        return receipt

    def _receive(self, bundle: Bundle) -> Receipt:
        applied = 0
        duplicates = 0
        messages = list(bundle.messages)
        for i, message in enumerate(messages):
            if message.kind == "invite":
                same = message.digest(self.game) == self.invite.digest(self.game)
                if not same:
                    return Receipt("fork", applied=applied)
                duplicates += 1
                continue
            if message.kind == "join":
                if self.me != 0 and self.count > 2:
                    continue  # taken with the seating that lists it
                code = self._take_join(message, check_tag=self.me == 0)
            elif message.kind == "seated":
                code = "duplicate" if self.seated is not None else self._take_seated(
                    message, messages[i + 1:])
            else:
                receipt = self._take_deal(message)
                code = receipt.code
                if code not in ("applied", "duplicate"):
                    return Receipt(code, applied, receipt.missing, receipt.device,
                                   receipt.reason)
            if code == "duplicate":
                duplicates += 1
            elif code != "applied":
                return Receipt(code, applied)
            else:
                applied += 1
        return Receipt("applied" if applied else "duplicate", applied)

    @property
    def next_sender(self) -> int | None:
        return self.table.next_sender() if self.all_seated else None

    def owes(self) -> bool:
        """This device sends the next body."""
        return self.next_sender == self.me

    def turn_due(self) -> bool:
        """This device's next body carries its seats' turn."""
        return self.owes() and self.table.turn_due()

    def send(self, actions: Sequence[tuple[int, str]] = ()) -> Signed:
        """This device's next body (with its seats' whole turn when due), signed and kept.
        ValueError when it does not send next; IllegalAction as the rules say."""
        if not self.owes():
            raise ValueError("this device does not send next")
        body = self.table.compose(actions)
        message = Signed("deal", len(self.deals) + 1, self.me, self.head(),
                         body).signed_by(self.game, self.identity)
        self.deals.append(message)
        return message

    # ----- links to send --------------------------------------------------------------------
    def invitations(self) -> list[Outgoing]:
        """The inviting device's invitation links for the seats not taken yet, one a
        friend (each holds that seat's secret)."""
        out = []
        for seat, secret in sorted(self.seat_secrets.items()):
            device = self.devices[seat]
            if device not in self.joins:
                out.append(Outgoing((device,), Bundle(self.game, (self.invite,),
                                                      (seat, crypto.b64(secret)))))
        return out

    def _held_by(self, device: int) -> int:
        """How many bodies ``device`` is known to hold: every one up to its own latest (it
        made that one on top of them)."""
        return max((m.number for m in self.deals if m.sender == device), default=0)

    def links(self) -> list[Outgoing]:
        """What this device must send now, worked out from what the others are known to hold
        (so a link made twice, or one not sent, is never missed): a friend, its join until
        the inviting device has answered and its own bodies after the last one it received,
        to the inviting device; the inviting device, the seating until every friend has
        answered it and every body some friend may not hold, to every friend (with one
        friend, not that friend's own). Several links if one would be too long."""
        if self.me != 0:
            received = max((m.number for m in self.deals if m.sender != self.me), default=0)
            mine = [m for m in self.deals if m.sender == self.me and m.number > received]
            answered = received or self.seated is not None  # the inviting device has it
            first = [self.joins[self.me]] if not answered and self.me in self.joins else []
            return _split((0,), self.game, first + mine)
        friends = tuple(range(1, self.count))
        floor = min(self._held_by(d) for d in friends)
        news = [m for m in self.deals if m.number > floor
                and (self.count > 2 or m.sender == 0)]
        seating: list[Signed] = []
        if self.count > 2 and len(self.joins) == self.count - 1:
            if self.seated is None:
                self.seated = Signed("seated", self.count - 1, 0, short(self.invite, self.game),
                                     {"joins": [short(self.joins[d], self.game)
                                                for d in friends]}).signed_by(self.game,
                                                                              self.identity)
            if floor == 0:
                seating = [self.seated, *(self.joins[d] for d in friends)]
        return _split(friends, self.game, seating + news)

    # ----- saving ---------------------------------------------------------------------------
    def to_json(self) -> dict[str, JSON]:
        table = self.table
        return {
            "game": self.game, "me": self.me, "identity": crypto.b64(self.identity),
            "invite": self.invite.to_json(),
            "joins": [self.joins[d].to_json() for d in sorted(self.joins)],
            "seated": self.seated.to_json() if self.seated is not None else None,
            "deals": [m.to_json() for m in self.deals],
            "secrets": {str(s): crypto.b64(v) for s, v in sorted(self.seat_secrets.items())},
            "nonce": crypto.b64(table.nonce) if table.nonce is not None else None,
            "keys": [[crypto.b64(k.to_bytes(32, "big")) for k in deal]
                     for deal in table.own_keys()],
            "items": [{str(seat): [values, [crypto.b64(n) for n in nonces]]
                       for seat, (values, nonces) in deal.items()}
                      for deal in table.own_items()],
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any], trusted: bool = True) -> LinkedGame:
        """A side from :meth:`to_json`, every message replayed through the table (its proofs
        not checked again when ``trusted``: the caller checked the save's tag). ValueError or
        Refusal for a state that does not replay."""
        invite = Signed.from_json(data["invite"])
        game = str(data["game"])
        engine, seats, normal, _ = cls.read_invite(Bundle(game, (invite,)))
        spec = hidden_part(engine)
        assert spec is not None
        me = int(data["me"])
        nonce = crypto.unb64(data["nonce"]) if data["nonce"] is not None else None
        keys = [[int.from_bytes(crypto.unb64(k), "big") for k in deal] for deal in data["keys"]]
        items = [{int(seat): (list(v[0]), [crypto.unb64(n) for n in v[1]])
                  for seat, v in deal.items()} for deal in data["items"]]
        table = Table(spec, Setup(game, engine, normal, devices_of(seats), me), nonce, keys,
                      items, trusted=trusted)
        deal = invite.body["deal"]
        assert isinstance(deal, dict)
        if me == 0:
            table.replay_own(deal)
        else:
            table.receive(0, deal)
        identity = crypto.unb64(data["identity"])
        linked = cls(game, engine, normal, seats, me, identity, table, invite,
                     {0: crypto.unb64(str(invite.body["key"]))},
                     seat_secrets={int(s): crypto.unb64(v) for s, v in data["secrets"].items()})
        linked._host_rand(invite.body["rand"])
        for raw in data["joins"]:
            join = Signed.from_json(raw)
            if linked._take_join(join, check_tag=False) != "applied":
                raise ValueError("a saved join does not apply")
        if data["seated"] is not None:
            linked.seated = Signed.from_json(data["seated"])
        for raw in data["deals"]:
            message = Signed.from_json(raw)
            if message.sender == me:
                table.replay_own(message.body)
            else:
                table.receive(message.sender, message.body)
            linked.deals.append(message)
        table.trusted = False  # what arrives from now on is checked in full
        return linked

    def copy(self) -> LinkedGame:
        return copy.deepcopy(self)
