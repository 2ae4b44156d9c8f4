"""A two-device game dealt by nobody, as links (issue #30): one device's side.

A joint game (:class:`~expeditions.remote.joint_game.JointGame`: Lost Cities', Curios', …,
found from the game id by :func:`~expeditions.remote.joint_game.joint_class`) speaks in plain
JSON bodies that strictly alternate between the two devices, the host's first; here each body
travels in one of the chained, tagged link messages of :mod:`.link`:

- body 0 is the ``invite`` (update 0): ``{"joint", "key", "seats", "rules"}`` — the host's
  X25519 public key, as in a host-dealt invitation, beside the joint body (the game, its
  options, the host's shuffled deck and deck key);
- body 1 is the guest's ``join`` (answers update 0): ``{"joint", "key"}``, tagged;
- body n ≥ 2 is an ``update`` (host, n even) or a ``move`` (guest, n odd) with ``seq`` = n:
  ``{"joint"}``, tagged.

Every message's ``prev`` is the digest of the message before it, whichever device sent it
(they alternate, so the two devices' messages form one chain). Both devices tag with the key
they derive from their X25519 shared secret for the guest's seat (seat 1): a third party
holding the links can neither forge nor read anything, and a device never accepts a message
in its own name. A refusal (:class:`~expeditions.remote.protocol.Receipt`) changes nothing:
the chain's (``duplicate``, ``future``, ``fork``, ``forged``, ``foreign``), ``bad_body``,
``wrong_kind``, and ``cheat`` with ``reason`` one of
 the joint game's ``CODES_OF_CHEATS`` and ``device`` the one named.

Saving: the state holds this device's X25519 private key, the other's public key, the
invitation's seats and the joint state (every body, this device's deal keys, and the cards
each proof opened when it was checked on receipt). Every message is rebuilt from the bodies on
load, and a tag over the whole state (a key derived from the private key) catches any damage,
so loading replays every body and every rule without checking each proof again.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Mapping, Sequence
from typing import Any, Final, Generic, Literal, TypeVar

from expeditions.engine import JSON, Game
from expeditions.remote import crypto
from expeditions.remote.joint_game import JointError, JointGame, game_of, joint_class
from expeditions.remote.link import (
    GAME_ID_BYTES,
    HOST,
    ZERO_PREV,
    LinkError,
    Message,
    digest,
    is_b64,
    new_game_id,
    sign,
    verify,
)
from expeditions.remote.protocol import APPLIED, ProtocolError, Receipt, SeatSpec, seat_keys

__all__ = ["MODE", "PeerGame", "is_peer_state", "peer_eligible"]

MODE: Final = "peer"
STATE_VERSION: Final = 1
#: The guest's seat: both devices tag with the key agreed for it.
GUEST: Final = 1
_SAVE_INFO: Final = b"expeditions/peer/v1/save"
_STATE_KEYS: Final = frozenset({"mode", "version", "role", "game", "seats", "rules",
                                "private", "keys", "joint", "finished", "mac"})
Role = Literal["host", "guest"]
#: The joint game a :class:`PeerGame` carries (``Any`` where the kind is not known).
J = TypeVar("J", bound=JointGame)


def peer_eligible(game_id: str, kinds: Sequence[str]) -> bool:
    """Whether a new remote game is dealt by nobody: a two-player game that has a joint
    game, with one seat on this device (a person or a computer) and the other a friend."""
    return (joint_class(game_id) is not None and len(kinds) == 2
            and sorted(kinds).count("remote") == 1
            and all(k in ("human", "computer", "remote") for k in kinds))


def is_peer_state(state: object) -> bool:
    """Whether a remote save's ``state`` is a game dealt by nobody."""
    return isinstance(state, Mapping) and state.get("mode") == MODE


def _canon(value: Any) -> bytes:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                      allow_nan=False).encode("utf-8")


class PeerGame(Generic[J]):
    """One device of a game dealt by nobody, speaking in link messages."""

    def __init__(self, state: dict[str, Any], joint: J) -> None:
        self._s = state
        self.joint = joint
        self._digests: list[str] = []
        for number in range(len(joint.history)):
            self._digests.append(digest(self._message(number, tagged=False)))

    # ----- creation ----------------------------------------------------------------------
    @classmethod
    def create(cls, game: str, options: Mapping[str, JSON],
               seats: Sequence[SeatSpec]) -> PeerGame[Any]:
        """The host's side of a new game of ``game`` (an engine game id; seat 0 on this
        device, seat 1 a friend); its invitation is :meth:`last_message`. ProtocolError
        ``bad_seats`` (``unknown_game`` for a game not dealt by nobody) otherwise."""
        joint_cls = joint_class(game)
        if joint_cls is None:
            raise ProtocolError("unknown_game")
        if (len(seats) != 2 or seats[0].kind not in ("host", "computer")
                or seats[1].kind != "remote"):
            raise ProtocolError("bad_seats")
        joint = joint_cls.create_host(options)
        joint.send()
        private, public = crypto.new_key_pair()
        state: dict[str, Any] = {
            "mode": MODE, "version": STATE_VERSION, "role": "host", "game": new_game_id(),
            "seats": [s.to_json() for s in seats], "rules": joint_cls.ENGINE.rules_version,
            "private": crypto.b64(private), "keys": [crypto.b64(public), None],
        }
        return PeerGame[Any](state, joint)

    @classmethod
    def open(cls, invite: Message) -> PeerGame[Any]:
        """The guest's side from the host's invitation, with its acceptance made (the
        second shuffle: the costly step). LinkError ``bad_field`` for an invitation that is
        not well formed (or whose deal is not), ProtocolError ``other_rules``."""
        body = invite.body
        if invite.kind != "invite" or set(body) != {"game", "joint", "key", "seats", "rules"}:
            raise LinkError("bad_field", field="body")
        joint_cls = joint_class(body["game"])
        if joint_cls is None or game_of(body["joint"]) != body["game"]:
            raise LinkError("bad_field", field="game")
        if type(body["rules"]) is not int or body["rules"] != joint_cls.ENGINE.rules_version:
            raise ProtocolError("other_rules")
        seats = body["seats"]
        if not isinstance(seats, list) or len(seats) != 2:
            raise LinkError("bad_field", field="seats")
        specs = [SeatSpec.from_json(s) for s in seats]
        if specs[0].kind not in ("host", "computer") or specs[1].kind != "remote":
            raise LinkError("bad_field", field="seats")
        if not is_b64(body["key"], crypto.KEY_BYTES) or not isinstance(body["joint"], dict):
            raise LinkError("bad_field", field="key")
        try:
            joint = joint_cls.accept(copy.deepcopy(body["joint"]))
        except (JointError, ValueError):
            raise LinkError("bad_field", field="joint") from None
        private, public = crypto.new_key_pair()
        try:
            crypto.shared_secret(private, crypto.unb64(str(body["key"])))
        except ValueError:
            raise LinkError("bad_field", field="key") from None
        state: dict[str, Any] = {
            "mode": MODE, "version": STATE_VERSION, "role": "guest", "game": invite.game,
            "seats": [s.to_json() for s in specs], "rules": joint_cls.ENGINE.rules_version,
            "private": crypto.b64(private), "keys": [body["key"], crypto.b64(public)],
        }
        peer = PeerGame[Any](state, joint)
        if peer._digests != [digest(invite)]:
            raise LinkError("bad_field", field="body")  # the invitation is not one we rebuild
        joint.send()  # the acceptance
        peer._digests.append(digest(peer._message(1, tagged=False)))
        return peer

    # ----- facts ---------------------------------------------------------------------------
    @property
    def role(self) -> Role:
        return "host" if self._s["role"] == "host" else "guest"

    @property
    def seat(self) -> int:
        """This device's seat: the host's is 0, the guest's 1."""
        return 0 if self.role == "host" else GUEST

    @property
    def game(self) -> str:
        """The link game id (the chain's)."""
        return str(self._s["game"])

    @property
    def game_id(self) -> str:
        """The engine's game id."""
        return type(self.joint).GAME

    def placeholder(self) -> Game[Any]:
        """Before the game starts here: a game of the kind, never shown (the waiting screen
        is)."""
        return type(self.joint).ENGINE(dict(self.options), 0)

    @property
    def seats(self) -> list[SeatSpec]:
        return [SeatSpec.from_json(s) for s in self._s["seats"]]

    @property
    def joined(self) -> bool:
        """Whether both X25519 keys are known (the host: the guest's join arrived)."""
        return self._s["keys"][1] is not None

    @property
    def options(self) -> dict[str, JSON]:
        """The options as chosen (the save's), ``start`` perhaps ``random``."""
        return {"players": 2, **self.joint.options}

    @property
    def finished(self) -> bool:
        """The match is over and audited on this device: nothing more to send or receive."""
        return self.joint.finished

    @property
    def turn_due(self) -> bool:
        """This device's seat must play its turn before its next message can go."""
        return self.joint.turn_due

    @property
    def owes(self) -> bool:
        """This device owes a message it can make at once (no turn in it)."""
        return self.joint.to_send and not self.joint.turn_due

    @property
    def started(self) -> bool:
        """The first deal and the first player are known here: the table can be shown."""
        return self.joint.view() is not None

    def view(self, pending: Sequence[str] = ()) -> dict[str, JSON] | None:
        return self.joint.view(pending)

    def table_game(self, pending: Sequence[str] = ()) -> Game[Any] | None:
        """The game the table shows (:meth:`JointGame.table_game`)."""
        return self.joint.table_game(pending)

    # ----- messages --------------------------------------------------------------------------
    def _tag_key(self) -> bytes:
        keys = self._s["keys"]
        mine = crypto.unb64(self._s["private"])
        other = keys[1] if self.role == "host" else keys[0]
        if other is None:
            raise ProtocolError("not_ready")
        secret = crypto.shared_secret(mine, crypto.unb64(other))
        return seat_keys(secret, self.game, GUEST)[0]

    def _message(self, number: int, tagged: bool = True) -> Message:
        """Message ``number`` rebuilt from its body (tagged unless it is the invitation)."""
        body = copy.deepcopy(self.joint.history[number])
        if number == 0:
            return Message(game=self.game, kind="invite", seq=0, sender=HOST, prev=ZERO_PREV,
                           body={"game": self.game_id, "joint": body, "key": self._s["keys"][0],
                                 "seats": copy.deepcopy(self._s["seats"]),
                                 "rules": self._s["rules"]})
        prev = self._digests[number - 1]
        if number == 1:
            message = Message(game=self.game, kind="join", seq=0, sender=GUEST, prev=prev,
                              body={"joint": body, "key": self._s["keys"][1]})
        else:
            host = number % 2 == 0
            message = Message(game=self.game, kind="update" if host else "move", seq=number,
                              sender=HOST if host else GUEST, prev=prev, body={"joint": body})
        return sign(message, GUEST, self._tag_key()) if tagged else message

    def last_message(self) -> Message:
        """This device's latest message (what "Send again" shows)."""
        mine = [n for n in range(len(self.joint.history)) if n % 2 == self.seat]
        return self._message(mine[-1])

    def send(self, actions: Sequence[str] = ()) -> Message:
        """This device's next message, with its seat's whole ``actions`` when its turn is
        due (ValueError when no message is owed, IllegalAction for a refused action)."""
        self.joint.send(actions)
        number = len(self.joint.history) - 1
        message = self._message(number)
        self._digests.append(digest(message))
        return message

    @staticmethod
    def number_of(message: Message) -> int:
        """Which body a message carries: the invitation 0, the join 1, else its seq."""
        return {"invite": 0, "join": 1}.get(message.kind, message.seq)

    def _place(self, message: Message) -> Receipt | None:
        """Where ``message`` stands in the chain: a refusal, or None when it is the next
        one, from the other device, answering the last one held."""
        if message.game != self.game:
            return Receipt("foreign")
        if message.kind == "end" or message.kind in ("update", "move") and message.seq < 2:
            return Receipt("wrong_kind")
        number = self.number_of(message)
        held = len(self._digests)
        if number < held:
            return Receipt("duplicate" if digest(message) == self._digests[number] else "fork")
        if number > held:
            return Receipt("future", missing=held)
        if message.sender != (HOST if number % 2 == 0 else GUEST) or number % 2 == self.seat:
            return Receipt("forged")  # a message in this device's own name
        if message.prev != self._digests[number - 1]:
            return Receipt("fork")
        if set(message.body) != ({"joint", "key"} if number == 1 else {"joint"}):
            return Receipt("bad_body")
        return None

    def receive(self, message: Message) -> Receipt:
        """The other device's message: applied, or refused with a code (nothing changes)."""
        refused = self._place(message)
        if refused is not None:
            return refused
        body, number, keys = message.body, self.number_of(message), list(self._s["keys"])
        try:
            if number == 1:  # the join: the guest's key, and with it the tag key
                crypto.shared_secret(crypto.unb64(self._s["private"]),
                                     crypto.unb64(str(body["key"])))
                self._s["keys"] = [keys[0], body["key"]]
            receipt = self._apply(message)
        except Exception:  # noqa: BLE001 - a message from outside: any failure refuses it
            receipt = Receipt("bad_body")
        if receipt.applied:
            self._digests.append(digest(message))
        else:
            self._s["keys"] = keys
        return receipt

    def _apply(self, message: Message) -> Receipt:
        if set(message.tags) != {str(GUEST)} or not verify(message, GUEST, self._tag_key()):
            return Receipt("forged")
        joint = message.body["joint"]
        if not isinstance(joint, dict) or joint.get("n") != self.number_of(message):
            return Receipt("bad_body")
        try:
            self.joint.receive(joint)
        except JointError as err:
            return Receipt("cheat", params={"reason": err.code, "device": err.device})
        return APPLIED

    # ----- saving ----------------------------------------------------------------------------
    def _mac(self, state: Mapping[str, Any]) -> str:
        key = crypto.hkdf(crypto.unb64(self._s["private"]), self.game.encode("ascii"),
                          _SAVE_INFO, 32)
        content = {k: v for k, v in state.items() if k != "mac"}
        return crypto.b64(crypto.tag(key, _canon(content)))

    def to_json(self) -> dict[str, Any]:
        """The state to save (plain JSON), tagged against damage."""
        state = {**copy.deepcopy(self._s), "joint": self.joint.to_json(),
                 "finished": self.finished}
        state["mac"] = self._mac(state)
        return state

    @classmethod
    def from_json(cls, data: object) -> PeerGame[Any]:
        """A saved side: its tag checked first (ProtocolError ``damaged``), then every body
        replayed with every rule but without the proofs checked on receipt; ProtocolError
        ``bad_state`` (or ``other_rules``) for anything that does not fit."""
        if not isinstance(data, dict) or set(data) != _STATE_KEYS:
            raise ProtocolError("bad_state")
        state = copy.deepcopy(data)
        keys, seats = state["keys"], state["seats"]
        ok = (state["mode"] == MODE and state["version"] == STATE_VERSION
              and state["role"] in ("host", "guest") and is_b64(state["game"], GAME_ID_BYTES)
              and is_b64(state["private"], crypto.KEY_BYTES) and isinstance(keys, list)
              and len(keys) == 2 and is_b64(keys[0], crypto.KEY_BYTES)
              and (keys[1] is None or is_b64(keys[1], crypto.KEY_BYTES))
              and isinstance(seats, list) and len(seats) == 2
              and type(state["finished"]) is bool and isinstance(state["mac"], str))
        if not ok:
            raise ProtocolError("bad_state")
        joint_cls = _saved_class(state["joint"])
        if joint_cls is None:
            raise ProtocolError("bad_state")
        if state["rules"] != joint_cls.ENGINE.rules_version or type(state["rules"]) is not int:
            raise ProtocolError("other_rules")
        try:
            specs = [SeatSpec.from_json(s) for s in seats]
            own = crypto.b64(crypto.x25519_base(crypto.unb64(state["private"])))
        except (LinkError, ValueError):
            raise ProtocolError("bad_state") from None
        if (specs[0].kind not in ("host", "computer") or specs[1].kind != "remote"
                or keys[0 if state["role"] == "host" else 1] != own):
            raise ProtocolError("bad_state")
        shell = cls.__new__(cls)
        shell._s = state
        if not crypto.verify_tag(
                crypto.hkdf(crypto.unb64(state["private"]), state["game"].encode("ascii"),
                            _SAVE_INFO, 32),
                _canon({k: v for k, v in state.items() if k != "mac"}),
                _unb64_or_empty(state["mac"])):
            raise ProtocolError("damaged")
        try:
            joint = joint_cls.from_json(state.pop("joint"), trusted=True)
        except ValueError:  # JointError too
            raise ProtocolError("bad_state") from None
        finished = state.pop("finished")
        state.pop("mac")
        if joint.role != state["role"] or joint.finished != finished or (
                len(joint.history) > 1) != (keys[1] is not None):
            raise ProtocolError("bad_state")
        return PeerGame[Any](state, joint)


def _saved_class(joint: object) -> type[JointGame] | None:
    """The joint game a saved joint state plays: the one its invitation (body 0) names."""
    history = joint.get("history") if isinstance(joint, Mapping) else None
    first = history[0] if isinstance(history, list) and history else None
    return joint_class(game_of(first))


def _unb64_or_empty(text: str) -> bytes:
    try:
        return crypto.unb64(text)
    except ValueError:
        return b""
