"""The joint shuffle of a two-device game: a deck nobody alone can read (issue #30).

Mental poker (Shamir, Rivest, Adleman 1979) with the commutative cipher E_k(P) = k·P in the
prime-order group P-256 (:mod:`expeditions.remote.ec`), and Chaum-Pedersen proofs of equal
discrete logarithms made non-interactive with Fiat-Shamir (SHA-256), so that a wrong partial
decryption, or a card played that was not held, is caught at the message that carries it.
docs/mental-poker.md tells the whole protocol, its costs and its limits. In short:

1. The host (key a): ``deck1 = shuffle(a·P_i)`` (:func:`first_shuffle`), sent with the
   invitation, with its public key a·G.
2. The guest (key b): checks deck1, ``deck2 = shuffle(b·X for X in deck1)``
   (:func:`second_shuffle`), sent with the acceptance, with b·G. Position j of deck2 holds
   a·b·P_π(j); neither device alone knows π.
3. A card is opened for one device by the other's partial decryption of its position
   (:func:`share`: the point k⁻¹·deck2[j] and a proof it used the key of its public key);
   the receiver checks it and removes its own layer (:func:`open_share`).
4. A card played from a hand is shown with a proof that its position holds it
   (:func:`reveal_proof`, checked by :func:`check_reveal`).
5. At the end both keys are revealed and :func:`audit` re-derives the whole deck.

Everything a link carries is ``bytes`` of a fixed size: a point 33 (:data:`POINT_BYTES`), a key
32 (:data:`KEY_BYTES`), a share 81 (:data:`SHARE_BYTES`; m shares with one proof: 33m + 48,
:func:`shares_size`), a reveal proof 48 (:data:`PROOF_BYTES`), a packed deck of n cards
``32n + ceil(n/8)`` (:func:`pack_deck`).

Every function that checks what the other device sent raises :class:`CheatError` naming that
device ("host" or "guest") and what was wrong.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from expeditions.remote import ec

__all__ = [
    "CHALLENGE_BYTES",
    "KEY_BYTES",
    "MAX_CARDS",
    "POINT_BYTES",
    "PROOF_BYTES",
    "SHARE_BYTES",
    "CheatCode",
    "CheatError",
    "DeckKeys",
    "Role",
    "audit",
    "card_of",
    "check_deck",
    "check_public",
    "check_reveal",
    "encode_card",
    "first_shuffle",
    "new_keys",
    "open_share",
    "open_shares",
    "pack_deck",
    "packed_size",
    "reveal_proof",
    "second_shuffle",
    "share",
    "share_many",
    "shares_size",
    "unpack_deck",
]

Role = Literal["host", "guest"]

#: What a cheating device did:
#: ``malformed``: bytes that are no point, key or proof of the right size, or a deck of the
#: wrong length; ``duplicate``: one point twice in a deck; ``bad_share``: a partial decryption
#: whose proof fails (a wrong point, another position's, another key's, another context's);
#: ``not_a_card``: a proven partial decryption that opens no card (the deck holds a point that
#: is no encrypted card); ``reshuffled``: the guest's deck is not a permutation of its key
#: times the host's deck (found at the audit); ``bad_key``: a revealed key that is not the one
#: of its public key; ``bad_proof``: a card shown as played that its position does not hold.
CheatCode = Literal["malformed", "duplicate", "bad_share", "not_a_card", "reshuffled",
                    "bad_key", "bad_proof"]

POINT_BYTES = ec.POINT_BYTES
KEY_BYTES = ec.SCALAR_BYTES
#: A Chaum-Pedersen proof's challenge: 128 bits (Schnorr's short challenges; forging a proof
#: still takes about 2^128 hash evaluations), which saves 16 bytes per proof on the links.
CHALLENGE_BYTES = 16
#: A Chaum-Pedersen proof: challenge c (16 bytes) and response s (32 bytes).
PROOF_BYTES = CHALLENGE_BYTES + ec.SCALAR_BYTES
#: A partial decryption of one position: the point (33 bytes) and its proof (48 bytes).
SHARE_BYTES = POINT_BYTES + PROOF_BYTES
#: The largest deck: card indices travel in the domain string as 2 bytes, but the brief's decks
#: (Lost Cities' 60 and 72, Curios, Curiosity) stay under 80.
MAX_CARDS = 80

_CARD_DOMAIN = b"expeditions/mental/v1/card\x00"
_DLEQ_DOMAIN = b"expeditions/mental/v1/dleq\x00"
_NONCE_DOMAIN = b"expeditions/mental/v1/nonce\x00"
_WEIGHT_DOMAIN = b"expeditions/mental/v1/batch\x00"


class CheatError(ValueError):
    """The other device cheated (or its message was altered): ``device`` names it, ``code``
    says how (see :data:`CheatCode`)."""

    def __init__(self, device: Role, code: CheatCode, message: str) -> None:
        super().__init__(f"{device}: {code}: {message}")
        self.device: Role = device
        self.code: CheatCode = code


@dataclass(frozen=True)
class DeckKeys:
    """One device's key for one game: ``secret`` (32 bytes, revealed only at the audit) and
    ``public`` (33 bytes, the point secret·G, sent at the start so proofs can be checked)."""

    role: Role
    secret: bytes
    public: bytes

    @property
    def peer(self) -> Role:
        """The other device's role: the one a failed check names."""
        return "guest" if self.role == "host" else "host"


def new_keys(role: Role) -> DeckKeys:
    """A fresh key from :mod:`secrets`; one per device per deal."""
    k = ec.random_scalar()
    return DeckKeys(role, ec.scalar_to_bytes(k), ec.encode(ec.mul_base(k)))


def _scalar(keys: DeckKeys) -> int:
    return ec.scalar_from_bytes(keys.secret)


def check_public(device: Role, public: bytes) -> None:
    """Refuse (CheatError ``malformed``) a public key that is no point of the group."""
    _point(device, public, "public key")


def _point(device: Role, data: bytes, what: str) -> ec.Point:
    try:
        return ec.decode(data)
    except ValueError as exc:
        raise CheatError(device, "malformed", f"{what}: {exc}") from None


# --- Cards ------------------------------------------------------------------------------


def _check_kind(kind: str, n: int) -> bytes:
    name = kind.encode("utf-8")
    if not 0 < len(name) < 256:
        raise ValueError("a deck kind is 1 to 255 bytes of UTF-8")
    if not 0 < n <= MAX_CARDS:
        raise ValueError(f"a deck has 1 to {MAX_CARDS} cards, not {n}")
    return name


@lru_cache(maxsize=1024)
def _card_point(kind: str, i: int) -> ec.Point:
    name = _check_kind(kind, i + 1)
    return ec.hash_to_point(_CARD_DOMAIN + bytes((len(name),)) + name + i.to_bytes(2, "big"))


def encode_card(kind: str, i: int) -> bytes:
    """Card ``i`` of a deck of ``kind`` (a game's id and the deck's size, ``"<game>/60"``) as
    a point: hashed to the curve, so no two cards have a known discrete-log relation (with
    i·G, c_j = (j/i)·c_i would link every ciphertext to every other)."""
    return ec.encode(_card_point(kind, i))


@lru_cache(maxsize=16)
def _cards(kind: str, n: int) -> tuple[tuple[ec.Point, ...], dict[bytes, int]]:
    _check_kind(kind, n)
    points = tuple(_card_point(kind, i) for i in range(n))
    table = {ec.encode(p): i for i, p in enumerate(points)}
    if len(table) != n:
        raise AssertionError("two cards hash to one point")  # probability ~2^-250
    return points, table


def card_of(kind: str, n: int, point: bytes) -> int | None:
    """The index of the card whose encoding is ``point`` among a deck's first n, else None."""
    return _cards(kind, n)[1].get(point)


def _shuffled(n: int) -> list[int]:
    """A uniform permutation of range(n): Fisher-Yates with :mod:`secrets`."""
    order = list(range(n))
    for i in range(n - 1, 0, -1):
        j = secrets.randbelow(i + 1)
        order[i], order[j] = order[j], order[i]
    return order


# --- The two shuffles -------------------------------------------------------------------


def check_deck(deck: Sequence[bytes], n: int, sender: Role) -> list[ec.Point]:
    """The points of a deck the ``sender`` made: exactly n distinct points of the group, or
    CheatError (``malformed``, ``duplicate``). What each point hides is checked later."""
    if len(deck) != n:
        raise CheatError(sender, "malformed", f"a deck of {len(deck)} points, not {n}")
    if len(set(deck)) != n:
        raise CheatError(sender, "duplicate", "the same point twice in the deck")
    return [_point(sender, x, f"deck position {j}") for j, x in enumerate(deck)]


def first_shuffle(keys: DeckKeys, kind: str, n: int) -> tuple[list[bytes], list[int]]:
    """The host's deck ``deck1`` (a·P_order[x] at position x) and ``order``, which the host
    keeps to itself (it is recomputed at the audit anyway)."""
    cards, _ = _cards(kind, n)
    order = _shuffled(n)
    points = ec.mul_many(_scalar(keys), [cards[i] for i in order])
    return ec.encode_many(points), order


def second_shuffle(keys: DeckKeys, deck1: Sequence[bytes], n: int
                   ) -> tuple[list[bytes], list[int]]:
    """The guest's deck ``deck2`` (b·deck1[perm[j]] at position j) and ``perm``, after checking
    deck1 (n distinct points, else CheatError naming the host)."""
    points = check_deck(deck1, n, keys.peer)
    perm = _shuffled(n)
    encrypted = ec.mul_many(_scalar(keys), [points[x] for x in perm])
    return ec.encode_many(encrypted), perm


# --- Chaum-Pedersen proofs of equal discrete logs ---------------------------------------


def _challenge(base: ec.Point, public: ec.Point, image: ec.Point, r1: ec.Point, r2: ec.Point,
               context: bytes) -> int:
    """Fiat-Shamir: the challenge is a hash of the whole statement and commitment, with the
    caller's context (game, position) so a proof cannot be replayed elsewhere."""
    h = hashlib.sha256(_DLEQ_DOMAIN)
    for p in (ec.G, base, public, image, r1, r2):
        h.update(ec.encode(p))
    h.update(len(context).to_bytes(4, "big"))
    h.update(context)
    return int.from_bytes(h.digest()[:CHALLENGE_BYTES], "big")


def _prove(x: int, base: ec.Point, image: ec.Point, context: bytes) -> bytes:
    """Proof that log_G(x·G) = log_base(image), i.e. image = x·base, revealing nothing of x.

    The nonce is hedged: a hash of the secret, the statement and 32 fresh random bytes, so
    neither a weak random source nor a repeated statement can reuse a nonce (which would leak
    x)."""
    public = ec.mul_base(x)
    seed = hashlib.sha512(_NONCE_DOMAIN + ec.scalar_to_bytes(x) + ec.encode(base)
                          + ec.encode(image) + context + secrets.token_bytes(32)).digest()
    r = int.from_bytes(seed, "big") % (ec.N - 1) + 1
    c = _challenge(base, public, image, ec.mul_base(r), ec.mul(r, base), context)
    s = (r + c * x) % ec.N
    return c.to_bytes(CHALLENGE_BYTES, "big") + ec.scalar_to_bytes(s)


def _verify(public: ec.Point, base: ec.Point, image: ec.Point, proof: bytes,
            context: bytes) -> bool:
    """Whether ``proof`` shows image = x·base for the x of ``public`` = x·G."""
    if len(proof) != PROOF_BYTES:
        return False
    c = int.from_bytes(proof[:CHALLENGE_BYTES], "big")
    s = int.from_bytes(proof[CHALLENGE_BYTES:], "big")
    if s >= ec.N:
        return False  # one proof, one encoding
    r1 = ec.sum_of_products(s, ec.N - c, public)  # s·G - c·public
    r2 = ec.lincomb(s, base, ec.N - c, image)  # s·base - c·image
    if r1 is None or r2 is None:
        return False
    return _challenge(base, public, image, r1, r2, context) == c


# --- Opening cards ----------------------------------------------------------------------


def _position(deck2: Sequence[bytes], j: int) -> ec.Point:
    if not 0 <= j < len(deck2):
        raise IndexError(f"no position {j} in a deck of {len(deck2)}")
    return ec.decode(deck2[j])


def shares_size(count: int) -> int:
    """Bytes of :func:`share_many` for ``count`` positions: 33 per point, one 48-byte proof."""
    return POINT_BYTES * count + PROOF_BYTES


def _folded(public: ec.Point, points: Sequence[ec.Point], ciphers: Sequence[ec.Point],
            context: bytes) -> tuple[ec.Point, ec.Point] | None:
    """One statement for many: deck2[j] = k·S_j for every j iff (with overwhelming
    probability) Σ e_j·deck2[j] = k·Σ e_j·S_j, with 128-bit weights e_j hashed from everything
    (so they are fixed only after the shares are). One point needs no folding. None if a sum is
    the identity (probability ~2^-128 unless the shares are forged)."""
    if len(points) == 1:
        return points[0], ciphers[0]
    h = hashlib.sha256(_WEIGHT_DOMAIN + ec.encode(public))
    for p in (*points, *ciphers):
        h.update(ec.encode(p))
    h.update(context)
    seed = h.digest()
    weights = [int.from_bytes(hashlib.sha256(seed + i.to_bytes(2, "big")).digest()[:16], "big")
               or 1 for i in range(len(points))]
    base, image = ec.multi_mul(weights, points), ec.multi_mul(weights, ciphers)
    return None if base is None or image is None else (base, image)


def _share_context(positions: Sequence[int], context: bytes) -> bytes:
    """The caller's context with the positions, so a share proves which positions it opens."""
    return len(positions).to_bytes(2, "big") + b"".join(
        j.to_bytes(2, "big") for j in positions) + context


def share_many(keys: DeckKeys, deck2: Sequence[bytes], positions: Sequence[int],
               context: bytes) -> bytes:
    """Our partial decryptions of ``positions`` for the other device, with one proof for all
    (:func:`shares_size` bytes): the points k⁻¹·deck2[j], then a proof that deck2[j] = k·point
    for every j and the k of our public key. ``context`` binds them to their use (game id,
    message): checked in another context, they fail. Send a position only once it is the other
    player's to see (docs/mental-poker.md: a share sent too early)."""
    if not positions:
        raise ValueError("no position to share")
    k = _scalar(keys)
    ciphers = [_position(deck2, j) for j in positions]
    points = ec.mul_many(pow(k, -1, ec.N), ciphers)
    full = _share_context(positions, context)
    folded = _folded(ec.mul_base(k), points, ciphers, full)
    if folded is None:
        raise ValueError("the folded shares cancel out")  # probability ~2^-128
    return b"".join(ec.encode_many(points)) + _prove(k, *folded, full)


def share(keys: DeckKeys, deck2: Sequence[bytes], j: int, context: bytes) -> bytes:
    """:func:`share_many` of one position: 81 bytes."""
    return share_many(keys, deck2, [j], context)


def open_shares(keys: DeckKeys, deck2: Sequence[bytes], positions: Sequence[int], shares: bytes,
                other_public: bytes, kind: str, n: int, context: bytes) -> list[int]:
    """The cards at ``positions``, from the other device's :func:`share_many`: check the proof,
    remove our own layer, look the points up. CheatError naming the other device:
    ``malformed``, ``bad_share`` (the proof fails: a wrong point, another position's, another
    key's, another context's), ``not_a_card`` (a proven share that opens no card: the deck
    holds a point that is no card). ``deck2`` was checked on receipt (:func:`check_deck`)."""
    peer = keys.peer
    if not positions or len(shares) != shares_size(len(positions)):
        raise CheatError(peer, "malformed", f"{len(positions)} shares are "
                         f"{shares_size(len(positions))} bytes, not {len(shares)}")
    points = [_point(peer, shares[i * POINT_BYTES:(i + 1) * POINT_BYTES], "share")
              for i in range(len(positions))]
    public = _point(peer, other_public, "public key")
    full = _share_context(positions, context)
    folded = _folded(public, points, [_position(deck2, j) for j in positions], full)
    if folded is None or not _verify(public, *folded, shares[-PROOF_BYTES:], full):
        raise CheatError(peer, "bad_share", f"the partial decryption of {list(positions)} is "
                         "wrong")
    cards = []
    for j, point in zip(positions, ec.mul_many(pow(_scalar(keys), -1, ec.N), points),
                        strict=True):
        card = card_of(kind, n, ec.encode(point))
        if card is None:
            raise CheatError(peer, "not_a_card", f"position {j} opens to no card")
        cards.append(card)
    return cards


def open_share(keys: DeckKeys, deck2: Sequence[bytes], j: int, share: bytes,
               other_public: bytes, kind: str, n: int, context: bytes) -> int:
    """:func:`open_shares` of one position."""
    return open_shares(keys, deck2, [j], share, other_public, kind, n, context)[0]


def reveal_proof(keys: DeckKeys, kind: str, card: int, context: bytes) -> bytes:
    """Proof (48 bytes) that the position we hold, named in ``context``, holds ``card``.

    The other device knows Y = (its key)⁻¹·deck2[j] = (our key)·P_π(j) (the share it sent us);
    we prove log_G(our public key) = log_{P_card}(Y), which holds only if P_card = P_π(j).
    """
    k = _scalar(keys)
    base = _card_point(kind, card)
    return _prove(k, base, ec.mul(k, base), context)


def check_reveal(keys: DeckKeys, deck2: Sequence[bytes], j: int, kind: str, n: int, card: int,
                 proof: bytes, holder_public: bytes, context: bytes) -> None:
    """Check the other device's claim that position j holds ``card`` (its :func:`reveal_proof`),
    at once: CheatError naming it (``bad_proof``, ``malformed``) unless the proof holds. Whether
    position j was in that player's hand is the caller's check."""
    peer = keys.peer
    if not 0 <= card < n:
        raise CheatError(peer, "malformed", f"no card {card} in a deck of {n}")
    public = _point(peer, holder_public, "public key")
    image = ec.mul(pow(_scalar(keys), -1, ec.N), _position(deck2, j))
    if not _verify(public, _card_point(kind, card), image, proof, context):
        raise CheatError(peer, "bad_proof", f"position {j} does not hold card {card}")


# --- The audit --------------------------------------------------------------------------


def _revealed_key(device: Role, secret: bytes, public: bytes) -> int:
    try:
        k = ec.scalar_from_bytes(secret)
    except ValueError as exc:
        raise CheatError(device, "bad_key", str(exc)) from None
    if ec.encode(ec.mul_base(k)) != public:
        raise CheatError(device, "bad_key", "the revealed key is not the public key's")
    return k


def audit(kind: str, n: int, deck1: Sequence[bytes], deck2: Sequence[bytes], key_a: bytes,
          key_b: bytes, pub_a: bytes, pub_b: bytes) -> list[int]:
    """The card at each position of deck2, re-derived from both revealed keys, after checking
    every step: each key is its public key's (``bad_key``), deck1 is a·(the n cards) in some
    order (host: ``malformed``, ``duplicate``, ``not_a_card``), deck2 is b·deck1 in some order
    (guest: ``malformed``, ``duplicate``, ``reshuffled``). The caller replays every move against
    the order returned (every card opened or played must be the one at its position).

    Cost: 2n scalar multiplications (a·P_i and a·b·P_i for every card): since deck1 is then
    known to be a permutation of a·P_i and deck2 n distinct points among a·b·P_i, deck2 is a
    permutation of b·deck1 without multiplying deck1 by b.
    """
    a = _revealed_key("host", key_a, pub_a)
    b = _revealed_key("guest", key_b, pub_b)
    check_deck(deck1, n, "host")
    check_deck(deck2, n, "guest")
    cards, _ = _cards(kind, n)
    once = {p: i for i, p in enumerate(ec.encode_many(ec.mul_many(a, cards)))}
    for x, point in enumerate(deck1):
        if point not in once:
            raise CheatError("host", "not_a_card", f"deck1 position {x} is no card under a")
    twice = {p: i for i, p in enumerate(ec.encode_many(ec.mul_many(a * b % ec.N, cards)))}
    order: list[int] = []
    for j, point in enumerate(deck2):
        card = twice.get(point)
        if card is None:
            raise CheatError("guest", "reshuffled", f"deck2 position {j} is not b·deck1")
        order.append(card)
    return order


# --- Packing a deck for a link ----------------------------------------------------------


def packed_size(n: int) -> int:
    """Bytes of a packed deck of n points: 32 per x-coordinate and one parity bit each."""
    return 32 * n + (n + 7) // 8


def pack_deck(deck: Sequence[bytes]) -> bytes:
    """A deck of compressed points in ``32n + ceil(n/8)`` bytes instead of 33n: the parity
    bits first (bit x % 8 of byte x // 8), then the x-coordinates (saves 63 bytes of 72 cards,
    84 base64 characters)."""
    bits = bytearray((len(deck) + 7) // 8)
    for x, point in enumerate(deck):
        if len(point) != POINT_BYTES or point[0] not in (2, 3):
            raise ValueError(f"position {x} is not a compressed point")
        bits[x // 8] |= (point[0] & 1) << (x % 8)
    return bytes(bits) + b"".join(point[1:] for point in deck)


def unpack_deck(data: bytes, n: int, sender: Role) -> list[bytes]:
    """The n compressed points of :func:`pack_deck`'s bytes (CheatError ``malformed`` naming
    the ``sender`` if the size is wrong or a spare parity bit is set); the points themselves
    are checked by :func:`check_deck` or :func:`second_shuffle`."""
    head = (n + 7) // 8
    if len(data) != packed_size(n):
        raise CheatError(sender, "malformed", f"a packed deck of {n} is {packed_size(n)} bytes")
    if n % 8 and data[head - 1] >> (n % 8):
        raise CheatError(sender, "malformed", "a spare parity bit is set")
    return [bytes((2 | (data[x // 8] >> (x % 8)) & 1,)) + data[head + 32 * x: head + 32 * x + 32]
            for x in range(n)]


# --- Decks shuffled by blocks, and re-shuffled decks (Curios dealt by nobody) -----------
#
# Appended for games whose deal is not one shuffle of the whole deck: Curios draws each
# site's hidden value from that site's own cards, then shuffles the rest together. The
# joint game (remote/joint_curios.py) shuffles within blocks first (these functions), then
# re-shuffles part of the deck with :func:`second_shuffle` under further keys.


def first_block_shuffle(keys: DeckKeys, kind: str, n: int, block: int
                        ) -> tuple[list[bytes], list[int]]:
    """The first device's deck of n cards shuffled only within consecutive blocks of
    ``block`` positions: position x holds a·P of card ``order[x]``, and ``order[x]`` is in
    the same block as x (``order[x] // block == x // block``)."""
    if block < 1 or n % block:
        raise ValueError("the blocks must divide the deck")
    _check_kind(kind, n)
    order: list[int] = []
    for start in range(0, n, block):
        order.extend(start + x for x in _shuffled(block))
    cards, _ = _cards(kind, n)
    return ec.encode_many(ec.mul_many(_scalar(keys), [cards[i] for i in order])), order


def second_block_shuffle(keys: DeckKeys, deck1: Sequence[bytes], n: int, block: int
                         ) -> tuple[list[bytes], list[int]]:
    """The second device's layer on a block-shuffled deck1: ``deck2[j] = b·deck1[perm[j]]``
    with ``perm[j]`` in j's block, after checking deck1 (n distinct points, else CheatError
    naming the first device)."""
    if block < 1 or n % block:
        raise ValueError("the blocks must divide the deck")
    points = check_deck(deck1, n, keys.peer)
    perm: list[int] = []
    for start in range(0, n, block):
        perm.extend(start + x for x in _shuffled(block))
    return ec.encode_many(ec.mul_many(_scalar(keys), [points[x] for x in perm])), perm


def check_key(device: Role, secret: bytes, public: bytes) -> int:
    """A revealed key as a scalar, once it is its public key's (CheatError ``bad_key``
    naming ``device`` otherwise)."""
    return _revealed_key(device, secret, public)


def audit_blocks(kind: str, n: int, block: int, deck1: Sequence[bytes], deck2: Sequence[bytes],
                 key_a: bytes, key_b: bytes, pub_a: bytes, pub_b: bytes) -> list[int]:
    """:func:`audit` of a deck shuffled within blocks (:func:`first_block_shuffle`,
    :func:`second_block_shuffle`): also every card of deck1 and of deck2 in its position's
    block, else CheatError ``reshuffled`` naming the device whose deck moved it (host:
    deck1, guest: deck2). The card at each position of deck2. Cost: 2n multiplications."""
    a = _revealed_key("host", key_a, pub_a)
    b = _revealed_key("guest", key_b, pub_b)
    check_deck(deck1, n, "host")
    check_deck(deck2, n, "guest")
    cards, _ = _cards(kind, n)
    once = {p: i for i, p in enumerate(ec.encode_many(ec.mul_many(a, cards)))}
    for x, point in enumerate(deck1):
        card = once.get(point)
        if card is None:
            raise CheatError("host", "not_a_card", f"deck1 position {x} is no card under a")
        if card // block != x // block:
            raise CheatError("host", "reshuffled", f"deck1 position {x} is out of its block")
    twice = {p: i for i, p in enumerate(ec.encode_many(ec.mul_many(a * b % ec.N, cards)))}
    order: list[int] = []
    for j, point in enumerate(deck2):
        card = twice.get(point)
        if card is None:
            raise CheatError("guest", "reshuffled", f"deck2 position {j} is not b·deck1")
        if card // block != j // block:
            raise CheatError("guest", "reshuffled", f"deck2 position {j} is out of its block")
        order.append(card)
    return order


def audit_reshuffle(kind: str, n: int, deck: Sequence[bytes], cards: Sequence[int],
                    key: int, device: Role) -> list[int]:
    """The card at each position of a re-shuffled ``deck``, which must be ``key``·P of the
    given ``cards`` (distinct), each once, in some order (``key``: the product of every
    layer's revealed key mod the group order). CheatError naming ``device`` (the one that
    made the deck): ``malformed``, ``duplicate``, ``reshuffled``. Cost: one multiplication a
    card."""
    check_deck(deck, len(cards), device)
    points, _ = _cards(kind, n)
    table = {p: c for c, p in zip(cards, ec.encode_many(ec.mul_many(key % ec.N, [
        points[c] for c in cards])), strict=True)}
    order: list[int] = []
    for j, point in enumerate(deck):
        card = table.get(point)
        if card is None:
            raise CheatError(device, "reshuffled", f"position {j} is not a re-shuffled card")
        order.append(card)
    return order


# --- The same proofs on raw group elements (the deal layer of every table size) --------
#
# The shared deal layer (remote/deal/) names devices by number and keeps scalars and points,
# not the two-device roles above; it uses the same Chaum-Pedersen proofs through these.


def card_points(kind: str, n: int) -> tuple[ec.Point, ...]:
    """The points of a deck's n cards (hashed to the curve, see :func:`encode_card`)."""
    return _cards(kind, n)[0]


def card_number(kind: str, n: int, point: ec.Point) -> int | None:
    """The card a point is among a deck's first n, else None."""
    return _cards(kind, n)[1].get(ec.encode(point))


def strip(key: int, ciphers: Sequence[ec.Point], context: bytes
          ) -> tuple[list[ec.Point], bytes]:
    """Our layer taken off some positions: the points key⁻¹·C_j and one proof (48 bytes)
    that C_j = key·point for every j and the key of ``key·G``, bound to ``context``."""
    points = ec.mul_many(pow(key, -1, ec.N), ciphers)
    folded = _folded(ec.mul_base(key), points, ciphers, context)
    if folded is None:
        raise ValueError("the folded points cancel out")  # probability ~2^-128
    return points, _prove(key, *folded, context)


def check_strip(public: ec.Point, ciphers: Sequence[ec.Point], points: Sequence[ec.Point],
                proof: bytes, context: bytes) -> bool:
    """Whether ``proof`` shows C_j = k·points[j] for every j, k the key of ``public``."""
    if not ciphers or len(ciphers) != len(points):
        return False
    folded = _folded(public, points, ciphers, context)
    return folded is not None and _verify(public, *folded, proof, context)


def prove_image(key: int, base: ec.Point, context: bytes) -> bytes:
    """Proof (48 bytes) that key·base is ``base`` under the key of key·G: that a position
    holding key·P holds the card P (a card shown from a hand), or that a device's layer of a
    later stage is its earlier layer times the key it published for that stage."""
    return _prove(key, base, ec.mul(key, base), context)


def check_image(public: ec.Point, base: ec.Point, image: ec.Point, proof: bytes,
                context: bytes) -> bool:
    """Whether ``proof`` shows image = k·base for the k of ``public`` = k·G."""
    return _verify(public, base, image, proof, context)
