"""The deal layer's data: what one device knows of the deals, the secret values and the
moves (:mod:`.table` is the device itself), and the refusal every check raises."""

from __future__ import annotations

import base64
import hashlib
import secrets
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Final

from expeditions.engine import JSON
from expeditions.remote import ec
from expeditions.remote.deal.spec import Deck

__all__ = ["CODES", "Deal", "Items", "Move", "Pass", "Refusal", "Setup", "allowed", "b64",
           "commit_random", "fresh_nonce", "point_of", "start_of", "unb64"]

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


def point_of(data: bytes, device: int, what: str) -> ec.Point:
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
class Pass:
    """One stage of a deal: every device in ``order`` shuffles in turn."""

    classes: tuple[int, ...]
    order: tuple[int, ...]
    decks: list[list[ec.Point]] = field(default_factory=list)
    keys: list[ec.Point] = field(default_factory=list)

    @property
    def done(self) -> bool:
        return len(self.decks) == len(self.order)

    def copy(self) -> Pass:
        return Pass(self.classes, self.order, list(self.decks), list(self.keys))


@dataclass
class Items:
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

    def copy(self) -> Items:
        return Items(self.supply, None if self.commitments is None else list(self.commitments),
                      dict(self.opened), set(self.placed),
                      None if self.values is None else list(self.values),
                      None if self.nonces is None else list(self.nonces))

    def remaining(self) -> list[str]:
        left = list(self.supply)
        for value in self.opened.values():
            left.remove(value)
        return left


@dataclass
class Deal:
    """One deal as this device knows it."""

    deck: Deck
    first: int
    passes: list[Pass]
    totals: dict[int, ec.Point] = field(default_factory=dict)  # device -> its whole layer's key
    values: list[ec.Point] = field(default_factory=list)  # each position's point, once dealt
    stripped: list[set[int]] = field(default_factory=list)  # devices whose layer is off
    owner: list[int | None] = field(default_factory=list)  # the seat that holds a position
    public: set[int] = field(default_factory=set)
    buried: set[int] = field(default_factory=set)
    known: dict[int, int] = field(default_factory=dict)  # position -> card, known here
    items: dict[int, Items] = field(default_factory=dict)  # seat -> its secret values
    pins: dict[int, int] = field(default_factory=dict)  # stand-ins of others' buried cards
    secrets: list[int] = field(default_factory=list)  # our key of each stage
    revealed: dict[int, list[int]] = field(default_factory=dict)  # device -> keys, at the end
    order: list[int] | None = None  # every position's card, once every key is known

    @property
    def dealt(self) -> bool:
        return bool(self.values)

    def copy(self) -> Deal:
        return Deal(
            self.deck, self.first, [p.copy() for p in self.passes], dict(self.totals),
            list(self.values), [set(s) for s in self.stripped], list(self.owner),
            set(self.public), set(self.buried), dict(self.known),
            {seat: i.copy() for seat, i in self.items.items()}, dict(self.pins),
            list(self.secrets), {d: list(k) for d, k in self.revealed.items()},
            None if self.order is None else list(self.order))


@dataclass
class Move:
    """One action of the log: its seat, public form, the deal, and the position of the card
    it put face down or the slot of the secret value it placed (if it hid one)."""

    seat: int
    public: str
    deal: int
    buried: int | None = None
    slot: int | None = None


def start_of(setup: Setup, nonces: Mapping[int, bytes]) -> int:
    """The random start: the hash of every device's nonce (no device chooses it)."""
    digest = hashlib.sha256(_RANDOM_DOMAIN + setup.game.encode() + b"".join(
        nonces[d] for d in range(setup.count))).digest()
    return int.from_bytes(digest, "big") % len(setup.devices)


@lru_cache(maxsize=16)
def allowed(deck: Deck) -> list[list[int]]:
    """For each position, the cards the deal's classes let it hold (card i starts at
    position i; each stage lets a position hold what any position of its class could)."""
    allowed = [[p] for p in range(deck.size)]
    for classes in deck.stages:
        by_class: dict[int, list[int]] = {}
        for p, c in enumerate(classes):
            by_class.setdefault(c, []).extend(allowed[p])
        allowed = [sorted(by_class[classes[p]]) for p in range(deck.size)]
    return allowed


def fresh_nonce() -> bytes:
    return secrets.token_bytes(_NONCE_BYTES)
