"""A remote game's two sides (issue #29): the host device deals and referees, a guest device
holds only its own seat's view. No UI and no storage: both sides are objects whose state is
plain JSON (``to_json`` / ``from_json``) for the app to save.

The messages, in order:

- ``invite`` (host, update 0): the registry game, options, rules version, the seats, which are
  open to friends, the host's X25519 public key and a commitment to the deal.
- ``join`` (a guest, answers update 0): the guest's public key, tagged with the key both sides
  derive from the X25519 shared secret (HKDF, one label per purpose).
- ``update`` (host): a public part (a merge patch of the public view without ``events``, plus
  the new public events) and, per remote seat, a sealed private part (a merge patch from the
  public view to that seat's view without ``events``/``legal``), tagged for every remote
  seat. The first update goes out once every remote seat has joined: until then nothing is
  played, so every update carries every seat's tag.
- ``move`` (a guest, answers the latest update): the actions of one turn (1 to
  :data:`MAX_ACTIONS`), tagged; the host applies them all or none.
- ``end`` (host): the seed, the commitment's nonce and the whole action log, so each guest
  replays the game and checks that every view it was sent was the true one.

Merge patches follow RFC 7386 except that it cannot set a member to ``null`` (``null`` means
"remove"): such members are listed apart as paths (``"n"``), set after the patch.
Everything received is untrusted: a refusal is a :class:`Receipt` with a code, and the state
is then exactly what it was.
"""

from __future__ import annotations

import copy
import hashlib
import json
import secrets
import zlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Final, Literal

from expeditions.bots import DIFFICULTIES
from expeditions.engine import JSON, Game, IllegalAction, OptionsError, ReplayError, replay
from expeditions.games import game_class
from expeditions.registry import game_ids
from expeditions.remote import crypto
from expeditions.remote.chain import Chain, Status, judge
from expeditions.remote.dictionary import DICTIONARY
from expeditions.remote.link import (
    HOST,
    MAX_INFLATED,
    MAX_NAME,
    MAX_SEAT,
    ZERO_PREV,
    JsonValue,
    Kind,
    LinkError,
    Message,
    canonical,
    clean_text,
    new_game_id,
    sign,
)
from expeditions.rng import Rng

__all__ = [
    "Audit",
    "GuestGame",
    "HostGame",
    "ProtocolError",
    "Receipt",
    "SeatSpec",
    "apply_patch",
    "make_patch",
    "seat_keys",
    "view_digest",
]

STATE_VERSION: Final = 1
SeatKind = Literal["host", "computer", "remote"]
SEAT_KINDS: Final[tuple[str, ...]] = ("host", "computer", "remote")
_SALT: Final = b"expeditions/remote/v1/seat-keys"
_TAG_INFO: Final = b"expeditions/remote/v1/tag/"
_SEAL_INFO: Final = b"expeditions/remote/v1/seal/"
#: The most actions one move may carry (one turn: a Lost Cities turn is two).
MAX_ACTIONS: Final = 8
#: The longest action text a move may carry (far above any game's longest).
MAX_ACTION: Final = 120
#: View keys the private part leaves out: the guest rebuilds them.
_REBUILT: Final = ("events", "legal")


class ProtocolError(ValueError):
    """A call the protocol does not allow now (the caller's mistake, not a received link's):
    ``code`` says which."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


@dataclass(frozen=True)
class Receipt:
    """What became of a received message: ``code`` is ``"applied"``, a chain status
    (``duplicate``, ``future`` with ``missing``, ``stale``, ``fork``, ``foreign``, ``forged``,
    ``elsewhere``), an engine refusal code (``not_your_turn`` …) or one of this module's
    (``bad_body``, ``wrong_kind``, ``not_open``, ``not_ready``, ``sealed``)."""

    code: str
    missing: int | None = None
    params: dict[str, JSON] = field(default_factory=dict)

    @property
    def applied(self) -> bool:
        return self.code == "applied"


APPLIED: Final = Receipt("applied")


@dataclass(frozen=True)
class Audit:
    """The end's verdict: ``ok``, or ``reason`` ``"commitment"`` (the deal is not the one
    committed to), ``"illegal_move"`` (the log breaks the rules; ``move`` its 1-based number),
    ``"view_mismatch"`` (``update`` is the first update whose view the replay contradicts)
    or ``"unfinished"`` (the revealed log does not finish the game)."""

    ok: bool
    reason: str | None = None
    update: int | None = None
    move: int | None = None

    def to_json(self) -> dict[str, JSON]:
        return {"ok": self.ok, "reason": self.reason, "update": self.update, "move": self.move}


@dataclass(frozen=True)
class SeatSpec:
    """A seat as the host sets it up: the host's person, a computer (with its level, which
    the invite shows), or a remote friend."""

    kind: SeatKind
    name: str
    level: str | None = None

    def __post_init__(self) -> None:
        if self.kind not in SEAT_KINDS or (
                self.level is not None and (self.kind != "computer"
                                            or self.level not in DIFFICULTIES)):
            raise LinkError("bad_field", field="seats")
        clean_text(self.name, MAX_NAME, "name")

    def to_json(self) -> dict[str, JSON]:
        out: dict[str, JSON] = {"kind": self.kind, "name": self.name}
        if self.level is not None:
            out["level"] = self.level
        return out

    @classmethod
    def from_json(cls, data: object) -> SeatSpec:
        """A seat from an invite (LinkError ``bad_field`` unless exactly well formed)."""
        if (not isinstance(data, dict) or not {"kind", "name"} <= set(data)
                or not set(data) <= {"kind", "name", "level"} or data.get("level", 0) is None):
            raise LinkError("bad_field", field="seats")
        return cls(data["kind"], data["name"], data.get("level"))


# --- Helpers shared by both sides ----------------------------------------------------------


def seat_keys(secret: bytes, game: str, seat: int) -> tuple[bytes, bytes]:
    """(tag key, seal key) of ``seat`` from the X25519 shared secret: distinct HKDF labels,
    bound to the game and the seat, so no key serves two purposes or two seats."""
    salt = _SALT + game.encode("ascii")
    label = str(seat).encode("ascii")
    return (crypto.hkdf(secret, salt, _TAG_INFO + label, 32),
            crypto.hkdf(secret, salt, _SEAL_INFO + label, 32))


def _canon(value: Any) -> bytes:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                      allow_nan=False).encode("utf-8")


def view_digest(view: Mapping[str, JSON]) -> str:
    """A view's identity (SHA-256 of its canonical JSON, 16 bytes in link base64)."""
    return crypto.b64(hashlib.sha256(_canon(dict(view))).digest()[:16])


#: The reserved key of a list patch: ``{"~": {"n": new length, "i": {index: patch}}}``.
LIST_OP: Final = "~"
#: The longest list a patch may build (a patch is untrusted: no list of a billion Nones).
MAX_LIST: Final = 10_000


def make_patch(source: Mapping[str, Any], target: Mapping[str, Any],
               ) -> dict[str, Any]:
    """``{"p": merge patch, "n": null paths}`` turning ``source`` into ``target``.

    RFC 7386 with two extensions, because it cannot set a member to ``null`` (``null`` means
    "remove") and replaces a changed list whole: members that become null are listed apart as
    paths (``"n"``: keys and list indices, set after the patch), and a list may be patched
    element by element (``{"~": {"n": length, "i": {"3": patch of element 3}}}``) when that is
    shorter — a board of tokens gains one token, a hand changes one card."""
    nulls: list[list[str | int]] = []
    patch = _diff(source, target, [], nulls)
    return {"p": patch, "n": nulls} if nulls else {"p": patch}


def _same(old: Any, new: Any) -> bool:
    """Equal as JSON: ``==`` with types (``False == 0`` in Python, not in a view)."""
    if type(old) is not type(new) or old != new:
        return False
    if isinstance(old, dict):
        return all(_same(value, new[key]) for key, value in old.items())
    if isinstance(old, list):
        return all(map(_same, old, new))
    return True


def _diff(source: Mapping[str, Any], target: Mapping[str, Any], path: list[str | int],
          nulls: list[list[str | int]]) -> dict[str, Any]:
    patch: dict[str, Any] = {}
    for key in source:
        if key not in target:
            patch[key] = None
    for key, value in target.items():
        old = source.get(key, _MISSING)
        if value is None:
            if old is not None:
                nulls.append([*path, key])
        elif not _same(old, value):
            sub = _value_patch(old, value, [*path, key], nulls)
            if sub != {} or not isinstance(old, dict):
                patch[key] = sub
    return patch


def _value_patch(old: Any, new: Any, path: list[str | int],
                 nulls: list[list[str | int]]) -> Any:
    """The patch turning ``old`` (maybe missing) into ``new`` (not None)."""
    if isinstance(new, dict):
        return _diff(old if isinstance(old, dict) else {}, new, path, nulls)
    if isinstance(new, list) and isinstance(old, list):
        return _list_patch(old, new, path, nulls)
    return copy.deepcopy(new)


def _list_patch(old: list[Any], new: list[Any], path: list[str | int],
                nulls: list[list[str | int]]) -> Any:
    """Element by element when shorter than the whole new list (which cannot hold a null
    path: a whole list carries its own nulls)."""
    own: list[list[str | int]] = []
    items: dict[str, Any] = {}
    for index, value in enumerate(new):
        before = old[index] if index < len(old) else _MISSING
        if value is None:
            if before is not None:
                own.append([*path, index])
                if before is _MISSING:
                    items[str(index)] = 0  # the element must exist for its null path
        elif not _same(before, value):
            items[str(index)] = _value_patch(before, value, [*path, index], own)
    op = {LIST_OP: {"n": len(new), "i": items}}
    if len(_canon(op)) + 12 * len(own) >= len(_canon(new)):
        return copy.deepcopy(new)
    nulls.extend(own)
    return op


_MISSING: Final = object()


def apply_patch(source: Mapping[str, Any], patch: object) -> dict[str, Any]:
    """``source`` with a :func:`make_patch` patch applied, as a new dict; LinkError
    ``"bad_field"`` for anything that is not such a patch (nothing is changed then)."""
    if not isinstance(patch, dict) or not set(patch) <= {"p", "n"} or "p" not in patch:
        raise LinkError("bad_field", field="patch")
    merged = _merge(json.loads(_canon(dict(source))), patch["p"])  # a copy sharing nothing
    nulls = patch.get("n", [])
    if not isinstance(merged, dict) or not isinstance(nulls, list) or not nulls and "n" in patch:
        raise LinkError("bad_field", field="patch")
    for path in nulls:
        _set_null(merged, path)
    return merged


def _set_null(root: dict[str, Any], path: object) -> None:
    if not isinstance(path, list) or not path:
        raise LinkError("bad_field", field="patch")
    node: Any = root
    for step, key in enumerate(path):
        last = step == len(path) - 1
        if isinstance(node, dict) and isinstance(key, str):
            if last:
                node[key] = None
            else:
                node = node.get(key)
        elif isinstance(node, list) and type(key) is int and 0 <= key < len(node):
            if last:
                node[key] = None
            else:
                node = node[key]
        else:
            raise LinkError("bad_field", field="patch")


def _merge(target: Any, patch: Any) -> Any:
    """RFC 7386 MergePatch, with the list patch of :func:`make_patch`."""
    if not isinstance(patch, dict):
        return copy.deepcopy(patch)
    if set(patch) == {LIST_OP} and isinstance(target, list):
        return _merge_list(target, patch[LIST_OP])
    if not isinstance(target, dict):
        target = {}
    for key, value in patch.items():
        if value is None:
            target.pop(key, None)
        else:
            target[key] = _merge(target.get(key), value)
    return target


def _merge_list(target: list[Any], op: object) -> list[Any]:
    if not isinstance(op, dict) or set(op) != {"n", "i"} or not isinstance(op["i"], dict):
        raise LinkError("bad_field", field="patch")
    length, items = op["n"], op["i"]
    if type(length) is not int or not 0 <= length <= MAX_LIST:
        raise LinkError("bad_field", field="patch")
    indices: dict[int, Any] = {}
    for key, value in items.items():
        if not key.isdecimal() or key != str(int(key)) or int(key) >= length:
            raise LinkError("bad_field", field="patch")
        indices[int(key)] = value
    if not set(range(len(target), length)) <= set(indices):
        raise LinkError("bad_field", field="patch")  # every new element must be given
    result = target[:length] + [None] * (length - len(target))
    for index, value in indices.items():
        result[index] = _merge(result[index], value)
    return result


def _without(view: Mapping[str, JSON], keys: Sequence[str]) -> dict[str, JSON]:
    return {k: v for k, v in view.items() if k not in keys}


def _associated(message: Message, seat: int) -> bytes:
    """What a seat's sealed part is bound to: the seat and the whole message but the sealed
    parts (game, seq, prev, public part), so a part cannot move to another message or seat."""
    body = {k: v for k, v in message.body.items() if k != "private"}
    return f"seat {seat}\n".encode() + canonical(replace(message, body=body, tags={}))


def _pack(value: Any) -> bytes:
    """Canonical JSON, raw-deflated with the preset dictionary of typical views and events
    (:mod:`.dictionary`: small parts compress far better with it)."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15, zdict=DICTIONARY)
    return packer.compress(_canon(value)) + packer.flush()


def _unpack(packed: bytes) -> Any:
    unpacker = zlib.decompressobj(-15, zdict=DICTIONARY)
    try:
        raw = unpacker.decompress(packed, MAX_INFLATED)
        if unpacker.unconsumed_tail or not unpacker.eof or unpacker.unused_data:
            raise LinkError("bad_field", field="packed")
        return json.loads(raw.decode("utf-8"), parse_constant=_refuse)
    except (zlib.error, ValueError, RecursionError):
        raise LinkError("bad_field", field="packed") from None


def _b64_text(value: object, name: str) -> bytes:
    if not isinstance(value, str):
        raise LinkError("bad_field", field=name)
    try:
        return crypto.unb64(value)
    except ValueError:
        raise LinkError("bad_field", field=name) from None


def _unpack_text(value: object, name: str) -> Any:
    """A part packed as link base64 of raw deflate of JSON (so a deep view fits the link's
    nesting limit), inflated within :data:`MAX_INFLATED`."""
    return _unpack(_b64_text(value, name))


def _refuse(name: str) -> Any:
    raise ValueError(name)


def _commit_value(chain_game: str, game_id: str, options: Mapping[str, JSON],
                  seed: int) -> bytes:
    return _canon({"id": chain_game, "game": game_id, "options": dict(options), "seed": seed})


def _b64_bytes(value: object, size: int, name: str) -> bytes:
    if not isinstance(value, str):
        raise LinkError("bad_field", field=name)
    try:
        data = crypto.unb64(value)
    except ValueError:
        raise LinkError("bad_field", field=name) from None
    if len(data) != size:
        raise LinkError("bad_field", field=name)
    return data


def _is_int(value: object) -> bool:
    return type(value) is int


_HOST_STATE: Final = frozenset({
    "version", "game_id", "options", "rules", "seed", "nonce", "commitment", "private",
    "public", "seats", "keys", "chain", "log", "sent_public", "sent_events", "ended"})
_GUEST_STATE: Final = frozenset({
    "version", "game_id", "options", "rules", "seats", "seat", "public_key", "tag", "seal",
    "commitment", "chain", "public", "events", "view", "digests", "audit", "reveal",
    "history"})
#: Keys of a view that :attr:`GuestGame.positions` keeps apart from its history's patches:
#: the public events (kept once, counted per position) and the legal actions (none in a
#: replay).
_NOT_IN_HISTORY: Final = ("events", "legal")


# --- The host ------------------------------------------------------------------------------


class HostGame:
    """The host device's side: holds the whole game, deals, referees, sends the updates."""

    def __init__(self, state: dict[str, Any], game: Game[Any]) -> None:
        self._s = state
        self.game = game
        self.chain = Chain.from_json(state["chain"])

    # -- creation and persistence --

    @classmethod
    def create(cls, game_id: str, options: Mapping[str, JSON],
               seats: Sequence[SeatSpec]) -> HostGame:
        """A new game: a deal from :mod:`secrets`, committed to; the host's key pair."""
        if game_id not in game_ids():
            raise ProtocolError("unknown_game")
        if not 1 <= len(seats) <= MAX_SEAT + 1 or not any(s.kind == "remote" for s in seats):
            raise ProtocolError("bad_seats")
        cls_ = game_class(game_id)
        seed = secrets.randbits(53)
        game = cls_(options, seed)
        if game.num_players != len(seats):
            raise ProtocolError("bad_seats")
        chain_game = new_game_id()
        commitment, nonce = crypto.commit(
            _commit_value(chain_game, game_id, game.options, seed))
        private, public = crypto.new_key_pair()
        state: dict[str, Any] = {
            "version": STATE_VERSION, "game_id": game_id, "options": dict(game.options),
            "rules": cls_.rules_version, "seed": seed, "nonce": crypto.b64(nonce),
            "commitment": crypto.b64(commitment), "private": crypto.b64(private),
            "public": crypto.b64(public), "seats": [s.to_json() for s in seats],
            "keys": {}, "chain": Chain(chain_game).to_json(), "log": [],
            "sent_public": {}, "sent_events": 0, "ended": False,
        }
        host = cls(state, game)
        host.chain.accept(host.invite())
        host._s["chain"] = host.chain.to_json()
        return host

    def to_json(self) -> dict[str, Any]:
        """The state to save (plain JSON; the game as its log)."""
        return {**copy.deepcopy(self._s), "chain": self.chain.to_json(),
                "log": [[s, a] for s, a in self.game.log]}

    @classmethod
    def from_json(cls, data: object, game: Game[Any] | None = None) -> HostGame:
        """A saved host game, its state checked as strictly as a link (ProtocolError
        ``bad_state`` or ``other_rules``), replayed through the engine (ReplayError) unless
        ``game`` is that replay already (a save's own: its seed and log must be the state's)."""
        if not isinstance(data, dict):
            raise ProtocolError("bad_state")
        state = copy.deepcopy(data)
        try:
            cls_ = _check_host_state(state)
        except (LinkError, TypeError, KeyError, ValueError) as err:
            if isinstance(err, ProtocolError):
                raise
            raise ProtocolError("bad_state") from None
        if game is None:
            game = replay(cls_, state["options"], state["seed"], state["log"])
        elif (type(game) is not cls_ or game.seed != state["seed"]
              or dict(game.options) != state["options"]
              or [[s, a] for s, a in game.log] != state["log"]):
            raise ProtocolError("bad_state")
        return cls(state, game)

    # -- facts --

    @property
    def seats(self) -> list[SeatSpec]:
        return [SeatSpec.from_json(s) for s in self._s["seats"]]

    @property
    def remote_seats(self) -> frozenset[int]:
        return frozenset(i for i, s in enumerate(self._s["seats"]) if s["kind"] == "remote")

    @property
    def joined(self) -> frozenset[int]:
        return frozenset(int(k) for k in self._s["keys"])

    @property
    def ready(self) -> bool:
        """Whether every remote seat has joined (play starts then)."""
        return self.joined == self.remote_seats

    @property
    def ended(self) -> bool:
        """Whether the end (the reveal) was made."""
        return bool(self._s["ended"])

    def _tag_keys(self) -> dict[int, bytes]:
        return {int(k): crypto.unb64(v["tag"]) for k, v in self._s["keys"].items()}

    # -- messages --

    def invite(self) -> Message:
        """The invitation (update 0): the same message whenever asked."""
        seats = self._s["seats"]
        body: dict[str, Any] = {
            "game": self._s["game_id"], "options": self._s["options"],
            "rules": self._s["rules"], "seats": seats,
            "open": sorted(self.remote_seats), "key": self._s["public"],
            "commitment": self._s["commitment"],
        }
        return Message(game=self.chain.game, kind="invite", seq=0, sender=HOST,
                       prev=ZERO_PREV, body=copy.deepcopy(body))

    def receive(self, message: Message) -> Receipt:
        """A guest's join or move: applied, or refused with a code (nothing changes then)."""
        if message.game != self.chain.game:
            return Receipt(Status.FOREIGN.value)
        if message.kind == "join":
            return self._receive_join(message)
        if message.kind == "move":
            return self._receive_move(message)
        return Receipt("wrong_kind")

    def _receive_join(self, message: Message) -> Receipt:
        seat = message.sender
        if seat not in self.remote_seats:
            return Receipt("not_open")
        keys = self._tag_keys()
        pending: dict[str, str] | None = None
        if seat not in keys:
            if set(message.body) != {"key"}:
                return Receipt("bad_body")
            try:
                peer = _b64_bytes(message.body["key"], crypto.KEY_BYTES, "key")
                secret = crypto.shared_secret(crypto.unb64(self._s["private"]), peer)
            except ValueError:
                return Receipt("bad_body")
            tag_key, seal_key = seat_keys(secret, self.chain.game, seat)
            keys[seat] = tag_key
            pending = {"tag": crypto.b64(tag_key), "seal": crypto.b64(seal_key),
                       "peer": str(message.body["key"])}
        verdict = judge(self.chain, message, self.remote_seats, keys)
        if not verdict.new:
            return Receipt(verdict.status.value, verdict.missing)
        if pending is None:  # a second, different join for a joined seat
            return Receipt(Status.FORK.value)
        self.chain.accept(message)
        self._s["keys"][str(seat)] = pending
        return APPLIED

    def _receive_move(self, message: Message) -> Receipt:
        verdict = judge(self.chain, message, self.remote_seats, self._tag_keys())
        if not verdict.new:
            return Receipt(verdict.status.value, verdict.missing)
        actions = _move_actions(message.body)
        if actions is None:
            return Receipt("bad_body")
        if not self.ready:
            return Receipt("not_ready")
        trial = self.game.clone()  # the whole turn or nothing: tried on a copy first
        for index, action in enumerate(actions):
            refusal = trial.check(message.sender, action)
            if refusal is not None:
                return Receipt(refusal.code, params={**refusal.params, "index": index})
            trial.act(message.sender, action)
        for action in actions:
            self.game.act(message.sender, action)
        self.chain.accept(message)
        return APPLIED

    def act(self, seat: int, action: str) -> None:
        """A move of the host's person or of a computer seat, played on this device
        (IllegalAction as the engine says; ProtocolError for a remote seat or before all
        friends have joined)."""
        if self._s["seats"][seat]["kind"] == "remote":
            raise ProtocolError("remote_seat")
        if not self.ready:
            raise ProtocolError("not_ready")
        self.game.act(seat, action)

    @property
    def pending(self) -> bool:
        """Whether something changed since the last update (always, before the first)."""
        return (self.chain.latest == 0 or len(self.game.events) > self._s["sent_events"]
                or not _same(_without(self.game.view(None), _REBUILT), self._s["sent_public"]))

    def update(self) -> Message | None:
        """The next update for the whole group, or None when nothing changed since the last
        one (or some friend has not joined yet)."""
        if not self.ready or self._s["ended"] or not self.pending:
            return None
        public = _without(self.game.view(None), _REBUILT)
        events = self.game.events[self._s["sent_events"]:]
        body: dict[str, Any] = {"public": crypto.b64(_pack(
            {"patch": make_patch(self._s["sent_public"], public), "events": events}))}
        message = self._next("update", body)
        private: dict[str, JsonValue] = {}
        for seat in sorted(self.remote_seats):
            own = _without(self.game.view(seat), _REBUILT)
            seal_key = crypto.unb64(self._s["keys"][str(seat)]["seal"])
            sealed = crypto.seal(seal_key, _pack(make_patch(public, own)),
                                 _associated(message, seat))
            private[str(seat)] = crypto.b64(sealed)
        message = self._signed(replace(message, body={**body, "private": private}))
        self.chain.accept(message)
        self._s["sent_public"] = public
        self._s["sent_events"] = len(self.game.events)
        return message

    def end(self) -> Message:
        """The reveal once the game is over: seed, nonce, log. It is also the game's last
        update: each friend's app derives the final position from the log it checks, so the
        end is one link, not a last update (the longest of all, with the whole result) and
        then the reveal."""
        if not self.game.is_over() or self._s["ended"]:
            raise ProtocolError("not_over" if not self._s["ended"] else "ended")
        body: dict[str, Any] = {
            "seed": self._s["seed"], "nonce": self._s["nonce"],
            "log": [[s, a] for s, a in self.game.log],
        }
        message = self._signed(self._next("end", body))
        self.chain.accept(message)
        self._s["ended"] = True
        return message

    def _next(self, kind: Kind, body: dict[str, JsonValue]) -> Message:
        latest = self.chain.latest
        return Message(game=self.chain.game, kind=kind, seq=latest + 1, sender=HOST,
                       prev=self.chain.host_digest(latest), body=body)

    def _signed(self, message: Message) -> Message:
        for seat, key in sorted(self._tag_keys().items()):
            message = sign(message, seat, key)
        return message


# --- The guest -----------------------------------------------------------------------------


class GuestGame:
    """A guest device's side: its own seat's view only, checked at the end."""

    def __init__(self, state: dict[str, Any]) -> None:
        self._s = state
        self.chain = Chain.from_json(state["chain"])

    @classmethod
    def open(cls, invite: Message, seat: int) -> GuestGame:
        """Take ``seat`` (one the invite offers to friends); LinkError ``bad_field`` for an
        invite that is not well formed, ProtocolError ``not_open`` / ``other_rules`` /
        ``unknown_game``."""
        body = invite.body
        fields = {"game", "options", "rules", "seats", "open", "key", "commitment"}
        if invite.kind != "invite" or set(body) != fields:
            raise LinkError("bad_field", field="body")
        game_id = body["game"]
        if not isinstance(game_id, str) or game_id not in game_ids():
            raise ProtocolError("unknown_game")
        cls_ = game_class(game_id)
        if body["rules"] != cls_.rules_version or not _is_int(body["rules"]):
            raise ProtocolError("other_rules")
        options = _options(cls_, body["options"])
        seats_raw = body["seats"]
        if not isinstance(seats_raw, list) or len(seats_raw) != options["players"]:
            raise LinkError("bad_field", field="seats")
        seats = [SeatSpec.from_json(s) for s in seats_raw]
        remote = [i for i, s in enumerate(seats) if s.kind == "remote"]
        if body["open"] != remote:
            raise LinkError("bad_field", field="open")
        if seat not in remote:
            raise ProtocolError("not_open")
        host_key = _b64_bytes(body["key"], crypto.KEY_BYTES, "key")
        _b64_bytes(body["commitment"], 32, "commitment")
        private, public = crypto.new_key_pair()
        try:
            secret = crypto.shared_secret(private, host_key)
        except ValueError:
            raise LinkError("bad_field", field="key") from None
        tag_key, seal_key = seat_keys(secret, invite.game, seat)
        chain = Chain(invite.game)
        chain.accept(invite)
        return cls({
            "version": STATE_VERSION, "game_id": game_id, "options": options,
            "rules": cls_.rules_version, "seats": [s.to_json() for s in seats],
            "seat": seat, "public_key": crypto.b64(public), "tag": crypto.b64(tag_key),
            "seal": crypto.b64(seal_key), "commitment": body["commitment"],
            "chain": chain.to_json(), "public": {}, "events": [], "view": None,
            "digests": [], "audit": None, "reveal": None, "history": [],
        })

    def to_json(self) -> dict[str, Any]:
        return {**copy.deepcopy(self._s), "chain": self.chain.to_json()}

    @classmethod
    def from_json(cls, data: object) -> GuestGame:
        """A saved guest state, checked as strictly as a link (a save can be damaged or
        edited): ProtocolError ``bad_state`` (or ``other_rules``) otherwise."""
        if not isinstance(data, dict):
            raise ProtocolError("bad_state")
        state = copy.deepcopy(data)
        state.setdefault("history", None)  # saved before positions were kept: none to show
        try:
            _check_guest_state(state)
            return cls(state)
        except (LinkError, TypeError, KeyError, ValueError) as err:
            if isinstance(err, ProtocolError):
                raise
            raise ProtocolError("bad_state") from None

    @property
    def reveal(self) -> tuple[int, list[list[JSON]]] | None:
        """The end's seed and log once the audit passed (they replay the real game), else
        None."""
        data, audit = self._s["reveal"], self._s["audit"]
        if data is None or not audit["ok"] or not _is_int(data["seed"]):
            return None
        return int(data["seed"]), copy.deepcopy(data["log"])

    @property
    def game_id(self) -> str:
        return str(self._s["game_id"])

    @property
    def options(self) -> dict[str, JSON]:
        return dict(self._s["options"])

    @property
    def seats(self) -> list[SeatSpec]:
        return [SeatSpec.from_json(s) for s in self._s["seats"]]

    @property
    def seat(self) -> int:
        return int(self._s["seat"])

    @property
    def view(self) -> dict[str, JSON] | None:
        """This seat's current view (what ``game.view(seat)`` gives on the host), or None
        before the first update."""
        view: dict[str, JSON] | None = copy.deepcopy(self._s["view"])
        return view

    @property
    def positions(self) -> list[dict[str, JSON]] | None:
        """Every position this seat was shown, oldest first: its view as each update left it
        (with the public events up to then, no legal actions) — the replay of its own seat
        before the end, the only one a friend's device can build. None for a game saved
        before the positions were kept."""
        history = self._s["history"]
        if history is None:
            return None
        out: list[dict[str, JSON]] = []
        bare: dict[str, Any] = {}
        for count, patch in history:
            bare = apply_patch(bare, patch)
            out.append({**copy.deepcopy(bare), "events": copy.deepcopy(
                self._s["events"][:count]), "legal": []})
        return out

    @property
    def audit(self) -> Audit | None:
        data = self._s["audit"]
        return None if data is None else Audit(**data)

    @property
    def remote_seats(self) -> frozenset[int]:
        return frozenset(i for i, s in enumerate(self._s["seats"]) if s["kind"] == "remote")

    def _keys(self) -> dict[int, bytes]:
        return {self.seat: crypto.unb64(self._s["tag"])}

    def join(self) -> Message:
        """The join (answers the invite): this device's public key, tagged."""
        message = Message(game=self.chain.game, kind="join", seq=0, sender=self.seat,
                          prev=self.chain.host_digest(0), body={"key": self._s["public_key"]})
        return sign(message, self.seat, crypto.unb64(self._s["tag"]))

    def move(self, actions: Sequence[str]) -> Message:
        """A move answering the latest update: the actions of one turn, in order (a Lost
        Cities turn is a play and a draw). Only the first can be checked here, against the
        view's ``legal`` (IllegalAction otherwise); the rest were checked by the caller's
        game sampled from the view, and the host refuses the whole move if any is illegal."""
        checked = _move_actions({"actions": list(actions)} if isinstance(actions, list | tuple)
                                else {})
        if checked is None:
            raise IllegalAction("not_a_string")
        actions = checked
        action = actions[0]
        view = self._s["view"]
        if view is None:
            raise IllegalAction("not_started")
        if view["over"] or self._s["audit"] is not None:
            raise IllegalAction("game_over")
        if view["current_player"] != self.seat:
            raise IllegalAction("not_your_turn", player=view["current_player"])
        if action not in view["legal"]:
            raise IllegalAction("not_allowed_now", action=action)
        latest = self.chain.latest
        message = Message(game=self.chain.game, kind="move", seq=latest, sender=self.seat,
                          prev=self.chain.host_digest(latest),
                          body={"actions": list[JsonValue](actions)})
        return sign(message, self.seat, crypto.unb64(self._s["tag"]))

    def receive(self, message: Message) -> Receipt:
        """An update or the end: applied, or refused with a code (nothing changes then)."""
        verdict = judge(self.chain, message, self.remote_seats, self._keys())
        if not verdict.new:
            return Receipt(verdict.status.value, verdict.missing)
        if self._s["audit"] is not None:
            return Receipt("ended")
        if message.kind == "update":
            try:
                changes = self._read_update(message)
            except LinkError as err:
                return Receipt("bad_body", params=dict(err.params))
            except RecursionError:  # a patch nested past the interpreter's limit
                return Receipt("bad_body")
            except crypto.SealError:
                return Receipt("sealed")
            self._s.update(changes)
        elif message.kind == "end":
            if self._s["view"] is None or set(message.body) != {"seed", "nonce", "log"}:
                return Receipt("bad_body")
            audit, final = self._check_end(message.body)
            if final is None:  # failed: show the position the host claims, if it has one
                final = _claimed_end(game_class(self._s["game_id"]), self._s["options"],
                                     message.body["seed"], message.body["log"])
            self._s["audit"] = audit.to_json()
            self._s["reveal"] = {"seed": message.body["seed"], "log": message.body["log"]}
            if final is not None:
                self._s.update(self._final_position(message, final))
        else:
            return Receipt("wrong_kind")
        self.chain.accept(message)
        return APPLIED

    def _read_update(self, message: Message) -> dict[str, Any]:
        """The state an update leads to, computed apart (raises; changes nothing)."""
        body = message.body
        if set(body) != {"public", "private"}:
            raise LinkError("bad_field", field="body")
        public_part, private = _unpack_text(body["public"], "public"), body["private"]
        if (not isinstance(public_part, dict) or set(public_part) != {"patch", "events"}
                or not isinstance(private, dict)):
            raise LinkError("bad_field", field="body")
        events = public_part["events"]
        if not isinstance(events, list) or not all(isinstance(e, dict) for e in events):
            raise LinkError("bad_field", field="events")
        public = apply_patch(self._s["public"], public_part["patch"])
        packed = _b64_text(private.get(str(self.seat)), "private")
        own = apply_patch(public, _unpack(crypto.open_sealed(
            crypto.unb64(self._s["seal"]), packed, _associated(message, self.seat))))
        all_events = [*copy.deepcopy(self._s["events"]), *copy.deepcopy(events)]
        view = self._rebuild(own, all_events)
        turn = view.get("turn")
        if not _is_int(turn):
            raise LinkError("bad_field", field="turn")
        changes = {"public": public, "events": all_events, "view": view,
                   "digests": [*self._s["digests"], [message.seq, turn, view_digest(view)]]}
        if self._s["history"] is not None:
            before = _without(self._s["view"] or {}, _NOT_IN_HISTORY)
            step = [len(all_events), make_patch(before, _without(view, _NOT_IN_HISTORY))]
            changes["history"] = [*self._s["history"], step]
        return changes

    def _rebuild(self, own: dict[str, Any], events: list[Any]) -> dict[str, Any]:
        """The seat's whole view: ``events`` from the public history, ``legal`` from a game
        sampled from the view (the conformance suite guarantees it matches the host's)."""
        view: dict[str, Any] = {**own, "events": events, "legal": []}
        if view.get("current_player") == self.seat and view.get("over") is False:
            cls_ = game_class(self._s["game_id"])
            try:
                sampled = cls_.sample_from_view(view, Rng(0))
                view["legal"] = sampled.legal_actions(self.seat)
            except Exception:  # noqa: BLE001 - a view from outside: any failure refuses it
                raise LinkError("bad_field", field="view") from None
        return view

    def _final_position(self, message: Message, game: Game[Any]) -> dict[str, Any]:
        """The state the end leaves: the seat's view of the finished game, from the audited
        replay, kept as one more position (unless the host's last update already showed it)."""
        view = copy.deepcopy(game.view(self.seat))
        if self._s["digests"] and self._s["digests"][-1][2] == view_digest(view):
            return {}
        events = copy.deepcopy(game.events)
        changes: dict[str, Any] = {
            "public": _without(game.view(None), _REBUILT), "events": events, "view": view,
            "digests": [*self._s["digests"], [message.seq, len(game.log), view_digest(view)]]}
        if self._s["history"] is not None:
            before = _without(self._s["view"] or {}, _NOT_IN_HISTORY)
            step = [len(events), make_patch(before, _without(view, _NOT_IN_HISTORY))]
            changes["history"] = [*self._s["history"], step]
        return changes

    def _check_end(self, body: Mapping[str, Any]) -> tuple[Audit, Game[Any] | None]:
        """Is the revealed deal the committed one, does replaying it show, at every update,
        exactly the view this seat was sent, and does it finish the game? With a passing
        audit, the finished game too."""
        seed, log = body["seed"], body["log"]
        try:
            nonce = _b64_bytes(body["nonce"], crypto.COMMIT_NONCE_BYTES, "nonce")
        except LinkError:
            return Audit(False, "commitment"), None
        value = _commit_value(self.chain.game, self._s["game_id"], self._s["options"], seed)
        if not _is_int(seed) or not crypto.check_commitment(
                crypto.unb64(self._s["commitment"]), nonce, value):
            return Audit(False, "commitment"), None
        if not isinstance(log, list):
            return Audit(False, "illegal_move", move=0), None
        cls_ = game_class(self._s["game_id"])
        done = 0
        game = cls_(self._s["options"], seed)
        try:
            for seq, turn, expected in self._s["digests"]:
                if not done <= turn <= len(log):
                    return Audit(False, "view_mismatch", update=seq), None
                game = _advance(game, log, done, turn)
                done = turn
                if view_digest(game.view(self.seat)) != expected:
                    return Audit(False, "view_mismatch", update=seq), None
            _advance(game, log, done, len(log))
        except ReplayError as err:
            return Audit(False, "illegal_move", move=int(err.params.get("move", 0))), None
        if not game.is_over():
            return Audit(False, "unfinished"), None
        return Audit(True), game


def _claimed_end(cls_: type[Game[Any]], options: Mapping[str, JSON], seed: object,
                 log: object) -> Game[Any] | None:
    """The finished game a failed end claims, if its log plays to the end from its seed: the
    friend then sees the result the host claims (its own seat's final view, what a last
    update would have shown), under the audit's warning; None when it does not."""
    if not _is_int(seed) or not isinstance(seed, int) or not isinstance(log, list):
        return None
    try:
        game = _advance(cls_(dict(options), seed), log, 0, len(log))
    except ReplayError:
        return None
    return game if game.is_over() else None


def _advance(game: Game[Any], log: list[Any], start: int, stop: int) -> Game[Any]:
    """Play ``log[start:stop]`` on ``game`` (ReplayError numbered from the log's start)."""
    for index in range(start, stop):
        entry = log[index]
        if (not isinstance(entry, list) or len(entry) != 2 or not _is_int(entry[0])
                or not isinstance(entry[1], str)):
            raise ReplayError("not_a_move", move=index + 1)
        try:
            game.act(entry[0], entry[1])
        except IllegalAction as err:
            raise ReplayError("illegal_move", move=index + 1) from err
    return game


def _move_actions(body: Mapping[str, Any]) -> list[str] | None:
    """A move body's actions (``{"actions": [1..MAX_ACTIONS short strings]}``), or None."""
    actions = body.get("actions")
    if (set(body) != {"actions"} or not isinstance(actions, list)
            or not 1 <= len(actions) <= MAX_ACTIONS
            or not all(isinstance(a, str) and len(a) <= MAX_ACTION for a in actions)):
        return None
    return actions


def _b64_ok(value: object, size: int) -> bool:
    try:
        _b64_bytes(value, size, "state")
    except LinkError:
        return False
    return True


def _common_state(state: dict[str, Any], keys: frozenset[str]) -> type[Game[Any]]:
    """The checks a saved host and guest state share: fields, game, rules, options, seats,
    commitment and chain (raises ProtocolError, LinkError, or a ValueError of a bad type)."""
    if set(state) != keys or state["version"] != STATE_VERSION:
        raise ProtocolError("bad_state")
    game_id = state["game_id"]
    if not isinstance(game_id, str) or game_id not in game_ids():
        raise ProtocolError("bad_state")
    cls_ = game_class(game_id)
    if not _is_int(state["rules"]):
        raise ProtocolError("bad_state")
    if state["rules"] != cls_.rules_version:
        raise ProtocolError("other_rules")
    options = _options(cls_, state["options"])
    seats = state["seats"]
    if not isinstance(seats, list) or len(seats) != options["players"]:
        raise ProtocolError("bad_state")
    specs = [SeatSpec.from_json(seat) for seat in seats]
    if not any(spec.kind == "remote" for spec in specs) or not _b64_ok(state["commitment"], 32):
        raise ProtocolError("bad_state")
    Chain.from_json(state["chain"])
    return cls_


def _check_host_state(state: dict[str, Any]) -> type[Game[Any]]:
    cls_ = _common_state(state, _HOST_STATE)
    remote = {str(i) for i, s in enumerate(state["seats"]) if s["kind"] == "remote"}
    keys = state["keys"]
    ok = (_is_int(state["seed"]) and _b64_ok(state["nonce"], crypto.COMMIT_NONCE_BYTES)
          and _b64_ok(state["private"], crypto.KEY_BYTES)
          and _b64_ok(state["public"], crypto.KEY_BYTES)
          and isinstance(keys, dict) and set(keys) <= remote
          and all(isinstance(k, dict) and set(k) == {"tag", "seal", "peer"}
                  and all(_b64_ok(k[n], 32) for n in ("tag", "seal", "peer"))
                  for k in keys.values())
          and isinstance(state["log"], list) and isinstance(state["sent_public"], dict)
          and _is_int(state["sent_events"]) and state["sent_events"] >= 0
          and type(state["ended"]) is bool)
    if not ok:
        raise ProtocolError("bad_state")
    return cls_


def _check_guest_state(state: dict[str, Any]) -> None:
    _common_state(state, _GUEST_STATE)
    remote = [i for i, s in enumerate(state["seats"]) if s["kind"] == "remote"]
    view, events, audit, reveal = (state[k] for k in ("view", "events", "audit", "reveal"))
    ok = (_is_int(state["seat"]) and state["seat"] in remote
          and all(_b64_ok(state[k], 32) for k in ("public_key", "tag", "seal"))
          and isinstance(state["public"], dict)
          and isinstance(events, list) and all(isinstance(e, dict) for e in events)
          and (view is None or isinstance(view, dict) and view.get("events") == events
               and view.get("seat") == state["seat"])
          and isinstance(state["digests"], list)
          and all(isinstance(d, list) and len(d) == 3 and _is_int(d[0]) and _is_int(d[1])
                  and isinstance(d[2], str) for d in state["digests"])
          and (audit is None or isinstance(audit, dict) and set(audit) == set(_AUDIT)
               and type(audit["ok"]) is bool)
          and (reveal is None) == (audit is None)
          and (reveal is None or isinstance(reveal, dict) and set(reveal) == {"seed", "log"}
               and isinstance(reveal["log"], list)))
    if not ok or not _history_ok(state):
        raise ProtocolError("bad_state")


def _history_ok(state: dict[str, Any]) -> bool:
    """A guest's kept positions: one per update, their event counts rising to the events
    kept, and the last one exactly the current view (None: a save from before they were
    kept)."""
    history = state["history"]
    if history is None:
        return True
    if not isinstance(history, list) or len(history) != len(state["digests"]):
        return False
    last, bare = 0, dict[str, Any]()
    for step in history:
        if (not isinstance(step, list) or len(step) != 2 or not _is_int(step[0])
                or not last <= step[0] <= len(state["events"])):
            return False
        last, bare = step[0], apply_patch(bare, step[1])
    view = state["view"]
    return view is None and not history or view is not None and _canon(bare) == _canon(
        _without(view, _NOT_IN_HISTORY)) and last == len(state["events"])


_AUDIT: Final = ("ok", "reason", "update", "move")


def _options(cls_: type[Game[Any]], options: object) -> dict[str, JSON]:
    if not isinstance(options, dict):
        raise LinkError("bad_field", field="options")
    try:
        normal = cls_.normalize_options(options)
    except OptionsError:
        raise LinkError("bad_field", field="options") from None
    if normal != options:
        raise LinkError("bad_field", field="options")
    return normal
