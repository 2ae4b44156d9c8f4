"""A proof that a deck was shuffled and re-encrypted honestly: an exponentiation shuffle argument.

A device that shuffles a deck of points ``I`` under its key k sends ``O[j] = k·I[π(j)]`` for a
permutation π it keeps to itself, with its public key K = k·G. Without a proof it could put
points that are no cards at all in the positions that will be opened for it (sums of other
positions, say) and read the other players' cards from their honest partial decryptions. This
module proves, without revealing π or k, that O is I permuted and raised to the key of K — and
that π keeps each position within its *class* (a deck shuffled within blocks, or only part of a
deck re-shuffled, as Curios' deal needs): ``classes[π(j)] == classes[j]``.

The argument follows Bayer and Groth ("Efficient zero-knowledge argument for correctness of a
shuffle", Eurocrypt 2012), with its two sub-arguments made logarithmic in size by the folding
of Bulletproofs (Bünz et al., S&P 2018) and of compressed Σ-protocols (Attema and Cramer,
Crypto 2020):

1. Commit to a = π (``C_a``), receive x, commit to b with b_j = x^π(j) (``C_b``).
2. Receive β, δ, γ. **Product argument:** the committed vector d_j = β·a_j + b_j + δ·cls_j − γ
   has the product Π_i (β·i + x^i + δ·cls_i − γ), which the verifier computes itself. By
   Schwartz-Zippel this holds only if the triples (a_j, b_j, cls_j) are the triples
   (i, x^i, cls_i) in some order: a is a class-preserving permutation and b_j = x^a_j.
   Proved with a Bulletproofs arithmetic for the chain of partial products and an inner-
   product argument (2·log2 m points).
3. **Multi-exponentiation argument:** Σ_j b_j·O_j = k·Σ_i x^i·I_i and K = k·G, for the b of
   ``C_b``: a linear statement, proved by a Σ-protocol whose response vector is folded like the
   inner-product argument (4·log2 m points). As π was committed before x, the equality of these
   polynomials in x forces O_j = k·I_π(j) for every j.

Every challenge is a hash of the statement (the caller's context — game, deal, step — the
classes, both decks and K) and of every message before it (:mod:`.transcript`): full-size
scalars, so the soundness error is about (deck size)/n ≈ 2^-249 per proof. Pedersen
generators are hashed to the curve, so nobody knows a relation between them. Vectors are
padded to m, the next power of two (d with ones, b with zeros).

Size: 9 + 6·log2(m) points and 8 scalars: 1,939 bytes for a deck of 72 cards (m = 128), 1,345
for 16. The verifier does all its checks in one sum of about 2m + 2n + 6·log2(m) products,
with random weights.
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from expeditions.remote import ec
from expeditions.remote.transcript import Transcript

__all__ = ["MAX_POSITIONS", "permutation", "prove", "proof_size", "shuffle", "verify"]

#: The largest deck a proof covers (the generators are made for this many positions).
MAX_POSITIONS = 128
_GENERATOR_DOMAIN = b"expeditions/shuffle/v1/generator\x00"
_PROTOCOL = b"expeditions/shuffle/v1"
_N = ec.N


#: Folding stops at vectors this short, which are then sent whole: a deck of 72 folds 3 times
#: (72 → 36 → 18 → 9) instead of being padded to 128 and folded 7 times — a quarter of the
#: prover's work for about the same size (folded or sent whole, the vectors are blinded).
_LAST = 9


def _schedule(n: int) -> tuple[int, int, int]:
    """(m, rounds, last): vectors of m = last·2^rounds ≥ n entries, folded ``rounds`` times
    down to ``last`` ≤ 9 entries, with the fewest rounds."""
    rounds = 0
    while -(-n // (1 << rounds)) > _LAST:
        rounds += 1
    last = -(-n // (1 << rounds))
    return last << rounds, rounds, last


def proof_size(n: int) -> int:
    """Bytes of the proof for a deck of n positions."""
    _, rounds, last = _schedule(n)
    return (9 + 6 * rounds) * ec.POINT_BYTES + (5 + 3 * last) * ec.SCALAR_BYTES


@dataclass(frozen=True)
class _Generators:
    """Independent generators (hashed to the curve) with their tables."""

    g: ec.Bases  # for the chain of partial products (l)
    h: ec.Bases  # for the committed vectors a, b, d
    q: ec.Table  # blinding
    u: ec.Table  # the inner product's base
    t: ec.Table  # the committed coefficients t1, t2
    base: ec.Table  # the standard generator G


def _generator(label: bytes, i: int = 0) -> ec.Point:
    return ec.hash_to_point(_GENERATOR_DOMAIN + label + b"\x00" + i.to_bytes(2, "big"))


@lru_cache(maxsize=1)
def _generators() -> _Generators:
    g = ec.Bases([_generator(b"g", i) for i in range(MAX_POSITIONS)])
    h = ec.Bases([_generator(b"h", i) for i in range(MAX_POSITIONS)])
    q, u, t, base = ec.odd_multiples(
        [_generator(b"q"), _generator(b"u"), _generator(b"t"), ec.G], ec.Bases.WIDTH)
    return _Generators(g, h, q, u, t, base)


def _rand() -> int:
    return secrets.randbelow(_N)


def _dot(a: Sequence[int], b: Sequence[int]) -> int:
    return sum(x * y for x, y in zip(a, b, strict=True)) % _N


def _powers(x: int, count: int) -> list[int]:
    out, acc = [], 1
    for _ in range(count):
        out.append(acc)
        acc = acc * x % _N
    return out


def _sum(scalars: Sequence[int], tables: Sequence[ec.Table]) -> ec.Point:
    point = ec.msm_tables(scalars, tables)
    if point is None:
        raise _Retry  # a message that would be the identity: probability ~2^-256
    return point


class _Retry(Exception):
    """A prover's random choice made a point the identity (which no encoding carries)."""


def _statement(context: bytes, classes: Sequence[int], inputs: Sequence[ec.Point],
               outputs: Sequence[ec.Point], key: ec.Point) -> Transcript:
    n = len(inputs)
    if not 0 < n <= MAX_POSITIONS or len(outputs) != n or len(classes) != n:
        raise ValueError(f"a shuffle of 1 to {MAX_POSITIONS} positions, each with a class")
    if any(not 0 <= c < 1 << 16 for c in classes):
        raise ValueError("a class is a number from 0 to 65535")
    t = Transcript(_PROTOCOL)
    t.append(b"context", context)
    t.append(b"classes", b"".join(c.to_bytes(2, "big") for c in classes))
    t.points(b"inputs", inputs)
    t.points(b"outputs", outputs)
    t.point(b"key", key)
    return t


def permutation(classes: Sequence[int]) -> list[int]:
    """A uniform permutation π of the positions with ``classes[π(j)] == classes[j]``:
    Fisher-Yates with :mod:`secrets` within each class."""
    by_class: dict[int, list[int]] = {}
    for i, c in enumerate(classes):
        by_class.setdefault(c, []).append(i)
    perm = [0] * len(classes)
    for members in by_class.values():
        order = list(members)
        for i in range(len(order) - 1, 0, -1):
            j = secrets.randbelow(i + 1)
            order[i], order[j] = order[j], order[i]
        for position, source in zip(members, order, strict=True):
            perm[position] = source
    return perm


def shuffle(key: int, inputs: Sequence[ec.Point], classes: Sequence[int], context: bytes
            ) -> tuple[list[ec.Point], list[int], bytes]:
    """A uniform class-preserving permutation π (Fisher-Yates with :mod:`secrets` within each
    class), the deck ``O[j] = key·inputs[π(j)]`` and its proof."""
    perm = permutation(classes)
    outputs = ec.mul_many(key, [inputs[i] for i in perm])
    return outputs, perm, _proof(key, perm, inputs, outputs, classes, context)


# --- Proving ------------------------------------------------------------------------------


def prove(key: int, perm: Sequence[int], inputs: Sequence[ec.Point],
          outputs: Sequence[ec.Point], classes: Sequence[int], context: bytes) -> bytes:
    """The proof that ``outputs[j] = key·inputs[perm[j]]`` with ``perm`` a permutation keeping
    classes, bound to ``context``. ValueError if that is not so (a prover never proves a lie)."""
    n = len(inputs)
    if sorted(perm) != list(range(n)) or any(classes[perm[j]] != classes[j] for j in range(n)):
        raise ValueError("not a permutation within the classes")
    if ec.mul_many(key, [inputs[i] for i in perm]) != list(outputs):
        raise ValueError("the outputs are not the key times the permuted inputs")
    return _proof(key, perm, inputs, outputs, classes, context)


def _proof(key: int, perm: Sequence[int], inputs: Sequence[ec.Point],
           outputs: Sequence[ec.Point], classes: Sequence[int], context: bytes) -> bytes:
    while True:
        try:
            return _prove(key, perm, inputs, outputs, classes, context)
        except _Retry:
            continue


def _prove(key: int, perm: Sequence[int], inputs: Sequence[ec.Point],
           outputs: Sequence[ec.Point], classes: Sequence[int], context: bytes) -> bytes:
    gens = _generators()
    n = len(inputs)
    m, _, last = _schedule(n)
    t = _statement(context, classes, inputs, outputs, ec.mul_base(key))
    h = gens.h.tables

    a = list(perm)
    r_a = _rand()
    c_a = _sum([*a, r_a], [*h[:n], gens.q])
    t.point(b"C_a", c_a)
    x = t.challenge(b"x")
    xs = _powers(x, n)
    b = [xs[i] for i in perm]
    r_b = _rand()
    c_b = _sum([*b, r_b], [*h[:n], gens.q])
    t.point(b"C_b", c_b)
    beta, delta, gamma = t.challenge(b"beta"), t.challenge(b"delta"), t.challenge(b"gamma")
    d = [(beta * a[j] + b[j] + delta * classes[j] - gamma) % _N for j in range(n)]
    d += [1] * (m - n)

    product_points, product_scalars = _prove_product(t, gens, d, (beta * r_a + r_b) % _N, last)
    multi_points, multi_scalars = _prove_multi(t, gens, b + [0] * (m - n), r_b, key, xs,
                                               inputs, outputs, last)
    points = [c_a, c_b, *product_points, *multi_points]
    scalars = [*product_scalars, *multi_scalars]
    return b"".join(ec.encode(p) for p in points) + b"".join(
        s.to_bytes(32, "big") for s in scalars)


def _prove_product(t: Transcript, gens: _Generators, d: list[int], r_d: int, last: int
                   ) -> tuple[list[ec.Point], list[int]]:
    """Π d_j = the product the verifier computes, for the d committed on h with blinding r_d:
    the chain l (1, d_0, d_0·d_1, …) of partial products satisfies l_j·d_j = l_(j+1) (the last
    one the product) and l_0 = 1, all folded with powers of y and w into <l, r> = t0."""
    m = len(d)
    g, h = gens.g.tables[:m], gens.h.tables[:m]
    partial, acc = [], 1
    for value in d:
        acc = acc * value % _N
        partial.append(acc)
    product = partial[-1]
    left = [1, *partial[:-1]]
    alpha, rho = _rand(), _rand()
    s_l = [_rand() for _ in range(m)]
    s_r = [_rand() for _ in range(m)]
    big_a = _sum([*left, alpha], [*g, gens.q])
    big_s = _sum([*s_l, *s_r, rho], [*g, *h, gens.q])
    t.points(b"A,S", (big_a, big_s))
    y, w = t.challenge(b"y"), t.challenge(b"w")
    ys = _powers(y, m)
    right = [(ys[j] * d[j] - (ys[j - 1] if j else 0) + (w if j == 0 else 0)) % _N
             for j in range(m)]
    t0 = (ys[m - 1] * product + w) % _N
    assert _dot(left, right) == t0
    s_ry = [ys[j] * s_r[j] % _N for j in range(m)]
    t1 = (_dot(left, s_ry) + _dot(s_l, right)) % _N
    t2 = _dot(s_l, s_ry)
    tau1, tau2 = _rand(), _rand()
    big_t1 = _sum([t1, tau1], [gens.t, gens.q])
    big_t2 = _sum([t2, tau2], [gens.t, gens.q])
    t.points(b"T1,T2", (big_t1, big_t2))
    u = t.challenge(b"u")
    l_hat = [(left[j] + u * s_l[j]) % _N for j in range(m)]
    r_hat = [(right[j] + u * s_ry[j]) % _N for j in range(m)]
    t_hat = _dot(l_hat, r_hat)
    tau = (tau1 * u + tau2 * u * u) % _N
    mu = (alpha + r_d + rho * u) % _N
    for label, value in ((b"t_hat", t_hat), (b"tau", tau), (b"mu", mu)):
        t.scalar(label, value)
    x_ip = t.challenge(b"x_ip")
    y_inv = pow(y, -1, _N)
    folds, a_end, b_end = _fold_inner_product(t, gens, l_hat, r_hat, _powers(y_inv, m), x_ip,
                                              last)
    return [big_a, big_s, big_t1, big_t2, *folds], [t_hat, tau, mu, *a_end, *b_end]


def _fold_inner_product(t: Transcript, gens: _Generators, a: list[int], b: list[int],
                        h_scale: list[int], x_ip: int, last: int
                        ) -> tuple[list[ec.Point], list[int], list[int]]:
    """Bulletproofs' inner-product argument for <a, g> + <b, h'> + <a, b>·x_ip·U, h'_i =
    h_scale[i]·h_i: a pair (L, R) a round until ``last`` entries are left, sent whole. The
    folded generators are kept as multipliers of the original ones, so each L and R is one
    sum over m + 1 tabled points."""
    m = len(a)
    g, h = gens.g.tables[:m], gens.h.tables[:m]
    g_mul = [1] * m
    h_mul = list(h_scale)
    out: list[ec.Point] = []
    n = m
    while n > last:
        half = n // 2
        c_l = _dot(a[:half], b[half:])
        c_r = _dot(a[half:], b[:half])
        l_scalars, l_tables, r_scalars, r_tables = [], [], [], []
        for i in range(m):
            j = i % n
            if j >= half:  # a right-half generator
                l_scalars.append(a[j - half] * g_mul[i])
                l_tables.append(g[i])
                r_scalars.append(b[j - half] * h_mul[i])
                r_tables.append(h[i])
            else:
                l_scalars.append(b[j + half] * h_mul[i])
                l_tables.append(h[i])
                r_scalars.append(a[j + half] * g_mul[i])
                r_tables.append(g[i])
        big_l = _sum([*l_scalars, c_l * x_ip], [*l_tables, gens.u])
        big_r = _sum([*r_scalars, c_r * x_ip], [*r_tables, gens.u])
        t.points(b"L,R", (big_l, big_r))
        e = t.challenge(b"e")
        e_inv = pow(e, -1, _N)
        _fold_multipliers(g_mul, n, e_inv, e)
        _fold_multipliers(h_mul, n, e, e_inv)
        a = [(a[j] * e + a[j + half] * e_inv) % _N for j in range(half)]
        b = [(b[j] * e_inv + b[j + half] * e) % _N for j in range(half)]
        out += [big_l, big_r]
        n = half
    return out, a, b


def _fold_multipliers(mul: list[int], size: int, left: int, right: int) -> None:
    """One fold of generators kept as multipliers: the originals in the left half of the
    current vector (index mod size < size/2) are scaled by ``left``, the others by ``right``."""
    half = size // 2
    for i in range(len(mul)):
        mul[i] = mul[i] * (left if i % size < half else right) % _N


def _prove_multi(t: Transcript, gens: _Generators, b: list[int], r_b: int, key: int,
                 xs: list[int], inputs: Sequence[ec.Point], outputs: Sequence[ec.Point],
                 last: int) -> tuple[list[ec.Point], list[int]]:
    """<b, O> = key·Σ x^i·I_i, key·G = K and C_b = <b, h> + r_b·q: a Σ-protocol (T1, T2, T3,
    then z = ρ + c·witness) whose vector response is folded like the inner product (each
    round a pair (L1, L2) and a pair (R1, R2), for the h part and the O part) down to
    ``last`` entries, sent whole."""
    m, n = len(b), len(inputs)
    h = gens.h.tables[:m]
    dynamic = ec.odd_multiples([*outputs, *inputs], 5)
    o_tab, i_tab = dynamic[:n], dynamic[n:]
    rho = [_rand() for _ in range(n)] + [0] * (m - n)
    rho_r, rho_k = _rand(), _rand()
    t1 = _sum([*rho[:n], rho_r], [*h[:n], gens.q])
    t2 = _sum([*rho[:n], *(-rho_k * x for x in xs)], [*o_tab, *i_tab])
    t3 = _sum([rho_k], [gens.base])
    t.points(b"T1,T2,T3", (t1, t2, t3))
    c = t.challenge(b"c")
    z = [(rho[j] + c * b[j]) % _N for j in range(m)]
    z_r, z_k = (rho_r + c * r_b) % _N, (rho_k + c * key) % _N
    t.scalar(b"z_r", z_r)
    t.scalar(b"z_k", z_k)
    f_mul = [1] * m
    out: list[ec.Point] = [t1, t2, t3]
    size = m
    while size > last:
        half = size // 2
        parts: list[tuple[list[int], list[ec.Table]]] = [([], []) for _ in range(4)]
        for i in range(m):
            j = i % size
            # L = <z_L, F_R> (right-half generators), R = <z_R, F_L>
            which, coefficient = (0, z[j - half]) if j >= half else (2, z[j + half])
            scalar = coefficient * f_mul[i]
            parts[which][0].append(scalar)
            parts[which][1].append(h[i])
            if i < n:
                parts[which + 1][0].append(scalar)
                parts[which + 1][1].append(o_tab[i])
        folds = [_sum(s, tabs) for s, tabs in parts]
        t.points(b"L1,L2,R1,R2", folds)
        e = t.challenge(b"e")
        _fold_multipliers(f_mul, size, e, 1)
        z = [(z[j] + e * z[j + half]) % _N for j in range(half)]
        out += folds
        size = half
    return out, [z_r, z_k, *z]


# --- Checking ----------------------------------------------------------------------------


class _Reader:
    def __init__(self, proof: bytes, n_points: int) -> None:
        size = ec.POINT_BYTES
        self.points = [ec.decode(proof[i * size:(i + 1) * size]) for i in range(n_points)]
        tail = proof[n_points * size:]
        self.scalars = [int.from_bytes(tail[i:i + 32], "big") for i in range(0, len(tail), 32)]
        if any(s >= _N for s in self.scalars):
            raise ValueError("a scalar out of range")
        self._next = 0

    def take(self, count: int) -> list[ec.Point]:
        out = self.points[self._next:self._next + count]
        self._next += count
        return out


class _Sum:
    """Σ scalar·point over tabled points, gathered from several equations."""

    def __init__(self) -> None:
        self.scalars: list[int] = []
        self.tables: list[ec.Table] = []

    def add(self, scalar: int, table: ec.Table) -> None:
        self.scalars.append(scalar % _N)
        self.tables.append(table)

    def is_identity(self) -> bool:
        return ec.msm_tables(self.scalars, self.tables) is None


def verify(inputs: Sequence[ec.Point], outputs: Sequence[ec.Point], key: ec.Point,
           classes: Sequence[int], context: bytes, proof: bytes) -> bool:
    """Whether ``proof`` shows ``outputs`` to be ``inputs`` permuted within ``classes`` and
    raised to the key of ``key``, in ``context``. False for any proof that does not (a wrong
    size, a malformed point or scalar, a failed equation)."""
    n = len(inputs)
    if not 0 < n <= MAX_POSITIONS or len(outputs) != n or len(classes) != n:
        return False
    m, rounds, last = _schedule(n)
    if len(proof) != proof_size(n):
        return False
    try:
        read = _Reader(proof, 9 + 6 * rounds)
    except ValueError:
        return False
    gens = _generators()
    t = _statement(context, classes, inputs, outputs, key)
    total = _Sum()
    c_a, c_b = read.take(2)
    t.point(b"C_a", c_a)
    x = t.challenge(b"x")
    t.point(b"C_b", c_b)
    beta, delta, gamma = t.challenge(b"beta"), t.challenge(b"delta"), t.challenge(b"gamma")
    tables = dict(zip(("c_a", "c_b"), ec.odd_multiples([c_a, c_b], 5), strict=True))
    xs = _powers(x, n)
    product = 1
    for i in range(n):
        product = product * (beta * i + xs[i] + delta * classes[i] - gamma) % _N
    scalars = read.scalars
    _check_product(t, gens, read, total, tables, (beta, delta, gamma), classes, product,
                   (m, rounds, last), scalars[:3 + 2 * last])
    _check_multi(t, gens, read, total, tables, xs, inputs, outputs, key,
                 scalars[3 + 2 * last:], (m, rounds, last))
    return total.is_identity()


def _check_product(t: Transcript, gens: _Generators, read: _Reader, total: _Sum,
                   tables: dict[str, ec.Table], challenges: tuple[int, int, int],
                   classes: Sequence[int], product: int, schedule: tuple[int, int, int],
                   scalars: Sequence[int]) -> None:
    """Add the product argument's two equations (the inner product's, and t̂ against T1, T2)
    to ``total``, each with a random weight."""
    beta, delta, gamma = challenges
    m, rounds, last = schedule
    t_hat, tau, mu = scalars[:3]
    a_end, b_end = scalars[3:3 + last], scalars[3 + last:]
    n = len(classes)
    big_a, big_s, big_t1, big_t2 = read.take(4)
    t.points(b"A,S", (big_a, big_s))
    y, w = t.challenge(b"y"), t.challenge(b"w")
    t.points(b"T1,T2", (big_t1, big_t2))
    u = t.challenge(b"u")
    for label, value in ((b"t_hat", t_hat), (b"tau", tau), (b"mu", mu)):
        t.scalar(label, value)
    x_ip = t.challenge(b"x_ip")
    folds = read.take(2 * rounds)
    es = []
    for k in range(rounds):
        t.points(b"L,R", folds[2 * k:2 * k + 2])
        es.append(t.challenge(b"e"))
    ys = _powers(y, m)
    yis = _powers(pow(y, -1, _N), m)
    t0 = (ys[m - 1] * product + w) % _N
    # the folded generators' multipliers, as the prover tracked them
    g_mul, h_mul = [1] * m, list(yis)
    size = m
    for e in es:
        e_inv = pow(e, -1, _N)
        _fold_multipliers(g_mul, size, e_inv, e)
        _fold_multipliers(h_mul, size, e, e_inv)
        size //= 2
    weight = secrets.randbits(128) | 1
    dyn = ec.odd_multiples([big_a, big_s, big_t1, big_t2, *folds], 5)
    # Inner product: A + C_d + <-σ + w·e0, h'> + u·S - μ·q + t̂·x_ip·U + Σ(e²L + e⁻²R)
    #   = Σ_i a[i mod last]·g_mul[i]·g_i + b[i mod last]·h_mul[i]·h_i + <a, b>·x_ip·U
    total.add(weight, dyn[0])
    total.add(weight * beta, tables["c_a"])
    total.add(weight, tables["c_b"])
    total.add(weight * u, dyn[1])
    total.add(-weight * mu, gens.q)
    total.add(weight * x_ip * (t_hat - _dot(a_end, b_end)), gens.u)
    for k, e in enumerate(es):
        e2 = e * e % _N
        total.add(weight * e2, dyn[4 + 2 * k])
        total.add(weight * pow(e2, -1, _N), dyn[5 + 2 * k])
    for i in range(m):
        d_shift = (delta * classes[i] - gamma) if i < n else 1
        sigma = ys[i - 1] if i else 0
        shift = (-sigma + (w if i == 0 else 0)) * yis[i]
        total.add(weight * (d_shift + shift - b_end[i % last] * h_mul[i]), gens.h.tables[i])
        total.add(-weight * a_end[i % last] * g_mul[i], gens.g.tables[i])
    # t̂·T + τ·q = t0·T + u·T1 + u²·T2
    weight = secrets.randbits(128) | 1
    total.add(weight * (t_hat - t0), gens.t)
    total.add(weight * tau, gens.q)
    total.add(-weight * u, dyn[2])
    total.add(-weight * u * u, dyn[3])


def _check_multi(t: Transcript, gens: _Generators, read: _Reader, total: _Sum,
                 tables: dict[str, ec.Table], xs: list[int], inputs: Sequence[ec.Point],
                 outputs: Sequence[ec.Point], key: ec.Point, scalars: Sequence[int],
                 schedule: tuple[int, int, int]) -> None:
    """Add the multi-exponentiation argument's three equations to ``total``."""
    m, rounds, last = schedule
    z_r, z_k = scalars[:2]
    z_end = scalars[2:]
    n = len(inputs)
    t1, t2, t3 = read.take(3)
    t.points(b"T1,T2,T3", (t1, t2, t3))
    c = t.challenge(b"c")
    t.scalar(b"z_r", z_r)
    t.scalar(b"z_k", z_k)
    folds = read.take(4 * rounds)
    es = []
    for k in range(rounds):
        t.points(b"L1,L2,R1,R2", folds[4 * k:4 * k + 4])
        es.append(t.challenge(b"e"))
    f_mul = [1] * m
    size = m
    for e in es:
        _fold_multipliers(f_mul, size, e, 1)
        size //= 2
    # Y_end = E·Y_0 + Σ_k ε_k·(L_k + e_k²·R_k), E = Π e, ε_k = Π_(i>k) e_i
    eps = [1] * rounds
    for k in range(rounds - 2, -1, -1):
        eps[k] = eps[k + 1] * es[k + 1] % _N
    big_e = eps[0] * es[0] % _N if rounds else 1
    dyn = ec.odd_multiples([t1, t2, t3, key, *folds, *outputs, *inputs], 5)
    t1_tab, t2_tab, t3_tab, key_tab = dyn[:4]
    fold_tabs = dyn[4:4 + 4 * rounds]
    o_tab = dyn[4 + 4 * rounds:4 + 4 * rounds + n]
    i_tab = dyn[4 + 4 * rounds + n:]
    # h part: Σ z[i mod last]·f_mul[i]·h_i = E·(T1 + c·C_b - z_r·q) + Σ ε(L1 + e²R1)
    weight = secrets.randbits(128) | 1
    for i in range(m):
        total.add(weight * z_end[i % last] * f_mul[i], gens.h.tables[i])
    total.add(-weight * big_e, t1_tab)
    total.add(-weight * big_e * c, tables["c_b"])
    total.add(weight * big_e * z_r, gens.q)
    # O part: Σ z[i mod last]·f_mul[i]·O_i = E·(T2 + z_k·Σ x^i·I_i) + Σ ε(L2 + e²R2)
    weight2 = secrets.randbits(128) | 1
    for i in range(n):
        total.add(weight2 * z_end[i % last] * f_mul[i], o_tab[i])
        total.add(-weight2 * big_e * z_k * xs[i], i_tab[i])
    total.add(-weight2 * big_e, t2_tab)
    for k in range(rounds):
        e2 = es[k] * es[k] % _N
        for part, w in ((0, weight), (1, weight2)):
            total.add(-w * eps[k], fold_tabs[4 * k + part])
            total.add(-w * eps[k] * e2, fold_tabs[4 * k + 2 + part])
    # z_k·G = T3 + c·K
    weight = secrets.randbits(128) | 1
    total.add(weight * z_k, gens.base)
    total.add(-weight, t3_tab)
    total.add(-weight * c, key_tab)
