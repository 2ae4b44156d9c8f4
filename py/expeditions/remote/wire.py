"""Signed messages of a game dealt by every device, and the links that carry them.

Every message is signed by the device that made it (:mod:`.signature`, its key bound to its
seat when the seat was taken), so a link that passes through other hands — a friend's move
relayed by the inviting device, a link forwarded in a group chat — can be neither changed nor
made up in another device's name. A message names what it follows (``prev``): the invitation
starts the chain; each device's join follows the invitation; the game's bodies follow the
invitation and every join (in device order), then each other, one after the other:

- ``invite`` (number 0, device 0): the game, its options and rules version, the seats, the
  inviting device's key, a commitment to each friend seat's secret, and its first body (its
  step of the first shuffle);
- ``join`` (number = the joining device): its key, its commitment to its nonce for the random
  start, and a tag made with the seat's secret (which only the invited friend's link holds);
- ``seated`` (device 0, with more than one friend): the digest of every join it took, sent to
  every friend with the joins;
- ``deal`` (numbers 1, 2, …): a body of :class:`~expeditions.remote.deal.table.Table`.

A link (:class:`Bundle`) carries one or more messages (the inviting device relays friends'
messages to the others in its own links), in an invitation the secret of the seat it
invites, and any connection offers or answers for the devices it goes to
(:class:`~expeditions.remote.live.Signal`: a link may carry only those, to reconnect). Its
text is the old links' envelope (:func:`expeditions.remote.link.pack`: bounded, strict) with
``version`` 2.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final, Literal

from expeditions.engine import JSON
from expeditions.remote import crypto, signature
from expeditions.remote.link import GAME_ID_BYTES, LinkError, is_b64, pack, unpack
from expeditions.remote.live import Signal

__all__ = ["KINDS", "MAX_MESSAGES", "VERSION", "Bundle", "Signed", "chain_digest", "decode",
           "encode", "short", "zero"]

VERSION: Final = 2
KINDS: Final = ("invite", "join", "seated", "deal")
Kind = Literal["invite", "join", "seated", "deal"]
#: The most messages one link carries (a relay of a whole round at five players stays below).
MAX_MESSAGES: Final = 24
MAX_DEVICES: Final = 8
MAX_NUMBER: Final = 100_000
DIGEST_BYTES: Final = 16
SECRET_BYTES: Final = 16
_SIGN_DOMAIN: Final = b"expeditions/wire/v2/message\x00"
_CHAIN_DOMAIN: Final = b"expeditions/wire/v2/chain\x00"


def _canon(value: Any) -> bytes:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                      allow_nan=False).encode("utf-8")


def zero() -> str:
    return crypto.b64(bytes(DIGEST_BYTES))


@dataclass(frozen=True)
class Signed:
    """One message: what it is, who made it, what it follows, its body and its signature."""

    kind: Kind
    number: int
    sender: int
    prev: str
    body: dict[str, JSON]
    sig: str = ""

    def signed_bytes(self, game: str) -> bytes:
        return _SIGN_DOMAIN + _canon([game, self.kind, self.number, self.sender, self.prev,
                                      self.body])

    def signed_by(self, game: str, secret: bytes) -> Signed:
        """This message with ``secret``'s signature."""
        return Signed(self.kind, self.number, self.sender, self.prev, self.body,
                      crypto.b64(signature.sign(secret, self.signed_bytes(game))))

    def verify(self, game: str, public: bytes) -> bool:
        """Whether the device of ``public`` signed exactly this message of ``game``."""
        if not is_b64(self.sig, signature.SIGNATURE_BYTES):
            return False
        return signature.verify(public, self.signed_bytes(game), crypto.unb64(self.sig))

    def digest(self, game: str) -> bytes:
        """Its identity: a hash of everything it says, its signature included."""
        return hashlib.sha256(self.signed_bytes(game) + self.sig.encode()).digest()

    def to_json(self) -> list[JSON]:
        return [self.kind, self.number, self.sender, self.prev, self.body, self.sig]

    @classmethod
    def from_json(cls, raw: object) -> Signed:
        if not (isinstance(raw, list) and len(raw) == 6 and raw[0] in KINDS
                and type(raw[1]) is int and 0 <= raw[1] <= MAX_NUMBER
                and type(raw[2]) is int and 0 <= raw[2] < MAX_DEVICES
                and is_b64(raw[3], DIGEST_BYTES) and isinstance(raw[4], dict)
                and is_b64(raw[5], signature.SIGNATURE_BYTES)):
            raise LinkError("bad_field", field="message")
        return cls(raw[0], raw[1], raw[2], raw[3], raw[4], raw[5])


def short(message: Signed, game: str) -> str:
    """A message's digest as ``prev`` names it (16 bytes, base64url)."""
    return crypto.b64(message.digest(game)[:DIGEST_BYTES])


def chain_digest(game: str, before: str, messages: Sequence[Signed]) -> str:
    """The digest that the next message names as ``prev``: ``before`` (the chain so far)
    followed by ``messages``."""
    h = hashlib.sha256(_CHAIN_DOMAIN + game.encode() + crypto.unb64(before))
    for message in messages:
        h.update(message.digest(game))
    return crypto.b64(h.digest()[:DIGEST_BYTES])


@dataclass(frozen=True)
class Bundle:
    """What one link carries: messages of one game, (an invitation) a seat's secret, and
    signals to connect directly (:mod:`.live`)."""

    game: str
    messages: tuple[Signed, ...]
    seat: tuple[int, str] | None = None
    live: tuple[Signal, ...] = ()


def encode(bundle: Bundle) -> str:
    """The link fragment of a bundle (LinkError if it would be too long for a link)."""
    data: dict[str, Any] = {"version": VERSION, "game": bundle.game,
                            "messages": [m.to_json() for m in bundle.messages]}
    if bundle.seat is not None:
        data["seat"] = list(bundle.seat)
    if bundle.live:
        data["live"] = [s.to_json() for s in bundle.live]
    return pack(data)


def decode(text: str) -> Bundle:
    """The bundle a link, fragment or pasted code carries, or LinkError (bounded and strict as
    every link: the meaning of the bodies is the receiver's to check)."""
    data = unpack(text)
    if not isinstance(data, dict) or type(data.get("version")) is not int:
        raise LinkError("bad_field", field="version")
    if data["version"] != VERSION:
        raise LinkError("bad_version", version=data["version"])
    if not set(data) <= {"version", "game", "messages", "seat", "live"} or not {
            "version", "game", "messages"} <= set(data):
        raise LinkError("bad_field", field="message")
    if not is_b64(data["game"], GAME_ID_BYTES):
        raise LinkError("bad_field", field="game")
    live = data.get("live", [])
    if not isinstance(live, list) or len(live) > MAX_DEVICES or "live" in data and not live:
        raise LinkError("bad_field", field="live")
    signals = tuple(Signal.from_json(s) for s in live)
    raw = data["messages"]
    if not isinstance(raw, list) or not (0 if signals else 1) <= len(raw) <= MAX_MESSAGES:
        raise LinkError("bad_field", field="messages")
    seat = data.get("seat")
    if seat is not None and not (isinstance(seat, list) and len(seat) == 2
                                 and type(seat[0]) is int and 0 <= seat[0] < MAX_DEVICES
                                 and is_b64(seat[1], SECRET_BYTES)):
        raise LinkError("bad_field", field="seat")
    return Bundle(data["game"], tuple(Signed.from_json(m) for m in raw),
                  (seat[0], seat[1]) if seat is not None else None, signals)


def version_of(text: str) -> int | None:
    """A link's message format (1: the games of earlier versions; 2: these), None if it is
    no link of ours — without checking the rest."""
    try:
        data = unpack(text)
    except LinkError:
        return None
    version = data.get("version") if isinstance(data, dict) else None
    return version if type(version) is int else None
