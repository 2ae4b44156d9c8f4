"""The NIST P-256 group in pure Python: the prime-order group of the joint shuffle (mental.py).

Why this group: the commutative cipher of mental poker (k·P, undone by k⁻¹·P) must run in a
group of prime order, or a bit of every card leaks (plain exponentiation modulo a prime keeps
each card's Legendre symbol). P-256 (secp256r1; FIPS 186-4 §D.1.2.3, SEC 2 §2.4.2) has prime
order n and cofactor 1, so every point but the identity generates the whole group and no
subgroup can carry a leak; its parameters are published, not chosen by either player.

Why pure Python: like crypto.py, this runs identically on CPython (the tests) and in Pyodide
(the browser), with the standard library only. Points travel as 33-byte SEC 1 compressed
encodings; inside, a point is an affine ``(x, y)`` pair of integers and the arithmetic runs in
Jacobian coordinates (one field inversion per result instead of one per step), with a width-5
signed-digit (wNAF) ladder for arbitrary points and a precomputed 4-bit table for the generator.

Decoding is strict: a 33-byte string with prefix 02/03, x < p, and x on the curve; anything else
(the identity, uncompressed or hybrid forms, x >= p, a point off the curve) is refused, so each
point has exactly one encoding and a peer cannot slip in a point of another curve.

Timing: Python's big integers are not constant-time; see docs/mental-poker.md for why that
matters little for a card game between two friends' devices.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Iterable, Sequence
from functools import lru_cache

__all__ = [
    "B",
    "G",
    "N",
    "P",
    "POINT_BYTES",
    "SCALAR_BYTES",
    "Point",
    "add",
    "decode",
    "encode",
    "encode_many",
    "hash_to_point",
    "is_on_curve",
    "lincomb",
    "mul",
    "mul_base",
    "mul_many",
    "multi_mul",
    "neg",
    "random_scalar",
    "scalar_from_bytes",
    "scalar_to_bytes",
    "sqrt",
    "sum_of_products",
]

#: The field prime p = 2^256 - 2^224 + 2^192 + 2^96 - 1.
P = 0xFFFFFFFF00000001000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFF
#: The curve y^2 = x^3 - 3x + B.
B = 0x5AC635D8AA3A93E7B3EBBD55769886BC651D06B0CC53B0F63BCE3C3E27D2604B
#: The prime order of the group (the cofactor is 1).
N = 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551
_GX = 0x6B17D1F2E12C4247F8BCE6E563A440F277037D812DEB33A0F4A13945D898C296
_GY = 0x4FE342E2FE1A7F9B8EE7EB4A7C0F9E162BCE33576B315ECECBB6406837BF51F5

#: An affine point (x, y), never the identity: no public function takes or returns it.
Point = tuple[int, int]
#: The standard generator.
G: Point = (_GX, _GY)

#: A compressed point: prefix 02 (even y) or 03 (odd y), then x big-endian.
POINT_BYTES = 33
#: A scalar (a key, a proof's challenge or response), big-endian.
SCALAR_BYTES = 32

_SQRT_EXP = (P + 1) // 4  # p ≡ 3 (mod 4): a square root of a square s is s^((p+1)/4)
_WINDOW = 5  # wNAF width: 8 precomputed odd multiples, about 256/6 additions per product

# Jacobian (X, Y, Z) stands for the affine (X/Z², Y/Z³); Z = 0 is the identity.
_Jac = tuple[int, int, int]
_INFINITY: _Jac = (1, 1, 0)


# --- Field and scalars ------------------------------------------------------------------


def sqrt(value: int) -> int | None:
    """A square root of ``value`` mod p, or None when it has none (p ≡ 3 mod 4)."""
    root = pow(value, _SQRT_EXP, P)
    return root if root * root % P == value % P else None


def random_scalar() -> int:
    """A uniform secret scalar in [1, n-1], from :mod:`secrets`."""
    return secrets.randbelow(N - 1) + 1


def scalar_to_bytes(k: int) -> bytes:
    """32 bytes, big-endian."""
    return k.to_bytes(SCALAR_BYTES, "big")


def scalar_from_bytes(data: bytes) -> int:
    """The scalar of 32 big-endian bytes, refused (ValueError) unless it is in [1, n-1]: a
    reduced encoding would give one key two spellings, and 0 is no key."""
    if len(data) != SCALAR_BYTES:
        raise ValueError(f"a scalar is {SCALAR_BYTES} bytes, not {len(data)}")
    k = int.from_bytes(data, "big")
    if not 0 < k < N:
        raise ValueError("a scalar must lie in [1, n-1]")
    return k


# --- Points: encoding -------------------------------------------------------------------


def is_on_curve(point: Point) -> bool:
    """Whether ``point`` has canonical coordinates and satisfies the curve's equation."""
    x, y = point
    return 0 <= x < P and 0 <= y < P and (y * y - (x * x * x - 3 * x + B)) % P == 0


def encode(point: Point) -> bytes:
    """SEC 1 compressed encoding: 33 bytes."""
    x, y = point
    return bytes((2 | (y & 1),)) + x.to_bytes(32, "big")


def decode(data: bytes) -> Point:
    """The point of a compressed encoding, or ValueError for anything that is not exactly one
    (wrong length or prefix, x >= p, x not on the curve)."""
    if len(data) != POINT_BYTES:
        raise ValueError(f"a point is {POINT_BYTES} bytes, not {len(data)}")
    prefix = data[0]
    if prefix not in (2, 3):
        raise ValueError("a point starts with 02 or 03 (compressed, not the identity)")
    x = int.from_bytes(data[1:], "big")
    if x >= P:
        raise ValueError("a point's x must be below p")
    y = sqrt((x * x * x - 3 * x + B) % P)
    if y is None:
        raise ValueError("no point of the curve has this x")
    if y & 1 != prefix & 1:
        y = P - y  # y = 0 has no point on P-256 (odd order: no point of order 2)
    return x, y


def _to_affine(point: _Jac) -> Point:
    x, y, z = point
    if z == 0:
        raise ValueError("the identity has no affine form (a scalar was 0 mod n)")
    zi = pow(z, -1, P)
    zi2 = zi * zi % P
    return x * zi2 % P, y * zi2 * zi % P


def _batch_affine(points: Sequence[_Jac]) -> list[Point]:
    """Affine forms of many Jacobian points with one inversion (Montgomery's trick)."""
    prefix: list[int] = []
    acc = 1
    for _, _, z in points:
        if z == 0:
            raise ValueError("the identity has no affine form (a scalar was 0 mod n)")
        prefix.append(acc)
        acc = acc * z % P
    inv = pow(acc, -1, P)
    out: list[Point] = [(0, 0)] * len(points)
    for i in range(len(points) - 1, -1, -1):
        x, y, z = points[i]
        zi = inv * prefix[i] % P
        inv = inv * z % P
        zi2 = zi * zi % P
        out[i] = (x * zi2 % P, y * zi2 * zi % P)
    return out


def encode_many(points: Iterable[Point]) -> list[bytes]:
    """:func:`encode` of each point."""
    return [encode(p) for p in points]


def hash_to_point(message: bytes) -> Point:
    """A point nobody knows the discrete log of (relative to G or to any other such point):
    try-and-increment, x = SHA-256(message || counter) until x is on the curve, then the even y.

    Not constant-time, which is fine: the messages are public (card names). Each try succeeds
    with probability about 1/2, so a card costs about two square roots.
    """
    for counter in range(256):
        x = int.from_bytes(hashlib.sha256(message + bytes((counter,))).digest(), "big")
        if x >= P:
            continue
        y = sqrt((x * x * x - 3 * x + B) % P)
        if y is not None:
            return x, (P - y if y & 1 else y)
    raise ValueError("no point after 256 tries")  # probability 2^-256: never


# --- Group law --------------------------------------------------------------------------


def _double(point: _Jac) -> _Jac:
    """2·P in Jacobian coordinates for a = -3 (dbl-2001-b)."""
    x, y, z = point
    if z == 0 or y == 0:
        return _INFINITY
    delta = z * z % P
    gamma = y * y % P
    beta = x * gamma % P
    alpha = 3 * (x - delta) * (x + delta) % P
    x3 = (alpha * alpha - 8 * beta) % P
    z3 = ((y + z) ** 2 - gamma - delta) % P
    y3 = (alpha * (4 * beta - x3) - 8 * gamma * gamma) % P
    return x3, y3, z3


def _add_affine(point: _Jac, x2: int, y2: int) -> _Jac:
    """P + (x2, y2), the second point affine (mixed addition)."""
    x1, y1, z1 = point
    if z1 == 0:
        return x2, y2, 1
    zz = z1 * z1 % P
    h = (x2 * zz - x1) % P
    r = (y2 * zz * z1 - y1) % P
    if h == 0:
        return _double(point) if r == 0 else _INFINITY
    hh = h * h % P
    hhh = h * hh % P
    v = x1 * hh % P
    x3 = (r * r - hhh - 2 * v) % P
    return x3, (r * (v - x3) - y1 * hhh) % P, z1 * h % P


def _add(a: _Jac, b: _Jac) -> _Jac:
    """P + Q, both Jacobian (add-1998-cmo-2)."""
    x1, y1, z1 = a
    x2, y2, z2 = b
    if z1 == 0:
        return b
    if z2 == 0:
        return a
    z1z1 = z1 * z1 % P
    z2z2 = z2 * z2 % P
    u1 = x1 * z2z2 % P
    s1 = y1 * z2 * z2z2 % P
    h = (x2 * z1z1 - u1) % P
    r = (y2 * z1 * z1z1 - s1) % P
    if h == 0:
        return _double(a) if r == 0 else _INFINITY
    hh = h * h % P
    hhh = h * hh % P
    v = u1 * hh % P
    x3 = (r * r - hhh - 2 * v) % P
    return x3, (r * (v - x3) - s1 * hhh) % P, z1 * z2 * h % P


def _wnaf(k: int) -> list[int]:
    """Width-5 non-adjacent form of k, least significant digit first: odd digits in
    [-15, 15], at least 4 zeros after each non-zero digit."""
    digits: list[int] = []
    full, half = 1 << _WINDOW, 1 << (_WINDOW - 1)
    while k:
        if k & 1:
            d = k & (full - 1)
            if d >= half:
                d -= full
            k -= d
        else:
            d = 0
        digits.append(d)
        k >>= 1
    return digits


def _odd_multiples(point: Point) -> list[Point]:
    """P, 3P, 5P, ..., 15P, affine (one batch inversion)."""
    twice = _double((point[0], point[1], 1))
    jac: list[_Jac] = [(point[0], point[1], 1)]
    for _ in range((1 << (_WINDOW - 2)) - 1):
        jac.append(_add(jac[-1], twice))
    return _batch_affine(jac)


def _mul_jac(k: int, point: Point) -> _Jac:
    table = _odd_multiples(point)
    acc = _INFINITY
    for d in reversed(_wnaf(k % N)):
        acc = _double(acc)
        if d:
            x, y = table[abs(d) >> 1]
            acc = _add_affine(acc, x, y if d > 0 else P - y)
    return acc


def _multi_jac(scalars: Sequence[int], points: Sequence[Point]) -> _Jac:
    """Σ k_i·P_i with shared doublings (Shamir's trick on the wNAF expansions): as many
    doublings as the longest scalar has bits, for any number of points."""
    tables = [_odd_multiples(p) for p in points]
    expansions = [_wnaf(k % N) for k in scalars]
    size = max((len(w) for w in expansions), default=0)
    acc = _INFINITY
    for i in range(size - 1, -1, -1):
        acc = _double(acc)
        for w, table in zip(expansions, tables, strict=True):
            d = w[i] if i < len(w) else 0
            if d:
                x, y = table[abs(d) >> 1]
                acc = _add_affine(acc, x, y if d > 0 else P - y)
    return acc


@lru_cache(maxsize=1)
def _base_table() -> tuple[tuple[Point, ...], ...]:
    """For each of the 64 4-bit windows i, the points d·16^i·G for d = 1..15: k·G is then at
    most 64 mixed additions and no doubling. Built once, on first use (~10 ms)."""
    rows: list[tuple[Point, ...]] = []
    base: _Jac = (_GX, _GY, 1)
    for _ in range(64):
        row = [base]
        for _ in range(14):
            row.append(_add(row[-1], base))
        affine = _batch_affine(row)
        rows.append(tuple(affine))
        base = _add(row[-1], base)  # 16·base
    return tuple(rows)


def _mul_base_jac(k: int) -> _Jac:
    table = _base_table()
    k %= N
    acc = _INFINITY
    i = 0
    while k:
        d = k & 15
        if d:
            x, y = table[i][d - 1]
            acc = _add_affine(acc, x, y)
        k >>= 4
        i += 1
    return acc


def mul(k: int, point: Point) -> Point:
    """k·P. ValueError if the result is the identity (k ≡ 0 mod n: P has order n)."""
    return _to_affine(_mul_jac(k, point))


def mul_base(k: int) -> Point:
    """k·G, from the precomputed table (several times faster than :func:`mul`)."""
    return _to_affine(_mul_base_jac(k))


def mul_many(k: int, points: Sequence[Point]) -> list[Point]:
    """k·P for each P, sharing one field inversion for all the results."""
    return _batch_affine([_mul_jac(k, p) for p in points])


def sum_of_products(base_k: int, k: int, point: Point) -> Point | None:
    """base_k·G + k·P, or None for the identity (what a proof's verification needs)."""
    total = _add(_mul_base_jac(base_k), _mul_jac(k, point))
    return None if total[2] == 0 else _to_affine(total)


def lincomb(k1: int, p1: Point, k2: int, p2: Point) -> Point | None:
    """k1·P1 + k2·P2, or None for the identity (a proof's check on a point other than G)."""
    return multi_mul([k1, k2], [p1, p2])


def multi_mul(scalars: Sequence[int], points: Sequence[Point]) -> Point | None:
    """Σ k_i·P_i, or None for the identity (a batch of proofs folded into one)."""
    if len(scalars) != len(points):
        raise ValueError("as many scalars as points")
    total = _multi_jac(scalars, points)
    return None if total[2] == 0 else _to_affine(total)


def add(a: Point, b: Point) -> Point | None:
    """A + B, or None for the identity."""
    total = _add_affine((a[0], a[1], 1), b[0], b[1])
    return None if total[2] == 0 else _to_affine(total)


def neg(point: Point) -> Point:
    """-P."""
    return point[0], (P - point[1]) % P


# --- Many products at once (the shuffle argument's work) --------------------------------
#
# A shuffle argument (shuffle.py) spends nearly all its time in sums Σ k_i·P_i over a hundred
# points or more: Straus' method with every point's odd multiples in affine form (one
# field inversion for all of them), each addition planned by bit position in advance. Points
# used again and again (the argument's fixed generators) keep their tables: :class:`Bases`.

#: A table of a point's odd multiples P, 3P, 5P, … (affine), as :func:`odd_multiples` makes.
Table = tuple[Point, ...]


def _wnaf_width(k: int, width: int) -> list[int]:
    """Width-``width`` NAF of k (0 <= k < n), least significant digit first."""
    digits: list[int] = []
    full, half = 1 << width, 1 << (width - 1)
    mask = full - 1
    while k:
        if k & 1:
            d = k & mask
            if d >= half:
                d -= full
            k -= d
            digits.append(d)
            # the next width-1 digits are zeros: skip them at once
            digits.extend((0,) * (width - 1))
            k >>= width
        else:
            digits.append(0)
            k >>= 1
    return digits


def odd_multiples(points: Sequence[Point], width: int) -> list[Table]:
    """For each point, its 2^(width-2) odd multiples P, 3P, … in affine form, with one field
    inversion for all of them."""
    count = 1 << (width - 2)
    jac: list[_Jac] = []
    for x, y in points:
        base: _Jac = (x, y, 1)
        twice = _double(base)
        row = [base]
        for _ in range(count - 1):
            row.append(_add(row[-1], twice))
        jac.extend(row)
    flat = _batch_affine(jac)
    return [tuple(flat[i * count:(i + 1) * count]) for i in range(len(points))]


def _width_of(table: Table) -> int:
    return len(table).bit_length() + 1


def msm_tables(scalars: Sequence[int], tables: Sequence[Table]) -> Point | None:
    """Σ k_i·P_i for the points whose odd-multiple tables are given (any widths), or None for
    the identity: one doubling per bit of the longest scalar, one mixed addition per non-zero
    signed digit."""
    if len(scalars) != len(tables):
        raise ValueError("as many scalars as tables")
    plan: dict[int, list[Point]] = {}
    top = -1
    for k, table in zip(scalars, tables, strict=True):
        k %= N
        if not k:
            continue
        for i, d in enumerate(_wnaf_width(k, _width_of(table))):
            if d:
                x, y = table[abs(d) >> 1]
                plan.setdefault(i, []).append((x, y) if d > 0 else (x, P - y))
        top = max(top, i)
    acc = _INFINITY
    for i in range(top, -1, -1):
        acc = _double(acc)
        for x, y in plan.get(i, ()):
            acc = _add_affine(acc, x, y)
    return None if acc[2] == 0 else _to_affine(acc)


def msm(scalars: Sequence[int], points: Sequence[Point], width: int = 5) -> Point | None:
    """Σ k_i·P_i (Straus, tables built here), or None for the identity."""
    if len(scalars) != len(points):
        raise ValueError("as many scalars as points")
    return msm_tables(scalars, odd_multiples(points, width))


class Bases:
    """Fixed points with their tables built once (width 7: 32 odd multiples each), for sums
    that use them again and again."""

    WIDTH = 7

    def __init__(self, points: Sequence[Point]) -> None:
        self.points = tuple(points)
        self.tables = tuple(odd_multiples(self.points, self.WIDTH))

    def __len__(self) -> int:
        return len(self.points)
