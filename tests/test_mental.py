"""The joint shuffle's cryptographic core: the P-256 group against published vectors, the card
encoding, the commutative cipher (and that no bit of a card leaks through it), the proofs, and
a cheating peer at every step this layer can see (issue #30).

Vectors: k·G for small k and the NIST SP 800-56A "ECC CDH primitive" P-256 cases (CAVS
ecccdhtestvectors, as published at http://point-at-infinity.org/ecc/nisttv and in NIST's
component test vectors).
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from math import gcd

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from expeditions.remote import ec, mental
from expeditions.remote.mental import (
    CHALLENGE_BYTES,
    KEY_BYTES,
    POINT_BYTES,
    PROOF_BYTES,
    SHARE_BYTES,
    CheatError,
    DeckKeys,
    audit,
    card_of,
    check_deck,
    check_public,
    check_reveal,
    encode_card,
    first_shuffle,
    new_keys,
    open_share,
    open_shares,
    pack_deck,
    packed_size,
    reveal_proof,
    second_shuffle,
    share,
    share_many,
    shares_size,
    unpack_deck,
)

pytestmark = pytest.mark.fast

KIND = "lost-cities/72"
N72 = 72
scalars = st.integers(min_value=1, max_value=ec.N - 1)
FEW = settings(max_examples=12, deadline=None)

# --- The group against published values -------------------------------------------------

# (k, x, y) of k·G: point-at-infinity.org's NIST test vectors for P-256.
MULTIPLES = [
    (1, ec.G[0], ec.G[1]),
    (2, 0x7CF27B188D034F7E8A52380304B51AC3C08969E277F21B35A60B48FC47669978,
     0x07775510DB8ED040293D9AC69F7430DBBA7DADE63CE982299E04B79D227873D1),
    (3, 0x5ECBE4D1A6330A44C8F7EF951D4BF165E6C6B721EFADA985FB41661BC6E7FD6C,
     0x8734640C4998FF7E374B06CE1A64A2ECD82AB036384FB83D9A79B127A27D5032),
    (20, 0x83A01A9378395BAB9BCD6A0AD03CC56D56E6B19250465A94A234DC4C6B28DA9A,
     0x76E49B6DE2F73234AE6A5EB9D612B75C9F2202BB6923F54FF8240AAA86F640B8),
    (0x018EBBB95EED0E13, 0x339150844EC15234807FE862A86BE77977DBFB3AE3D96F4C22795513AEAAB82F,
     0xB1C14DDFDC8EC1B2583F51E85A5EB3A155840F2034730E9B5ADA38B674336A21),
    (ec.N - 1, ec.G[0], 0xB01CBD1C01E58065711814B583F061E9D431CCA994CEA1313449BF97C840AE0A),
]

# (QCAVSx, QCAVSy, dIUT, ZIUT): the first P-256 cases of NIST's ECC CDH primitive vectors.
CDH = [
    ("700c48f77f56584c5cc632ca65640db91b6bacce3a4df6b42ce7cc838833d287",
     "db71e509e3fd9b060ddb20ba5c51dcc5948d46fbf640dfe0441782cab85fa4ac",
     "7d7dc5f71eb29ddaf80d6214632eeae03d9058af1fb6d22ed80badb62bc1a534",
     "46fc62106420ff012e54a434fbdd2d25ccc5852060561e68040dd7778997bd7b"),
    ("809f04289c64348c01515eb03d5ce7ac1a8cb9498f5caa50197e58d43a86a7ae",
     "b29d84e811197f25eba8f5194092cb6ff440e26d4421011372461f579271cda3",
     "38f65d6dce47676044d58ce5139582d568f64bb16098d179dbab07741dd5caf5",
     "057d636096cb80b67a8c038c890e887d1adfa4195e9b3ce241c8a778c59cda67"),
    ("a2339c12d4a03c33546de533268b4ad667debf458b464d77443636440ee7fec3",
     "ef48a3ab26e20220bcda2c1851076839dae88eae962869a497bf73cb66faf536",
     "1accfaf1b97712b85a6f54b148985a1bdc4c9bec0bd258cad4b3d603f49f32c8",
     "2d457b78b4614132477618a5b077965ec90730a8c81a1c75d6d4ec68005d67ec"),
]


def test_generator_lies_on_the_curve_and_has_order_n() -> None:
    assert ec.is_on_curve(ec.G)
    assert ec.add(ec.mul(ec.N - 1, ec.G), ec.G) is None
    with pytest.raises(ValueError):
        ec.mul(ec.N, ec.G)
    assert ec.P % 4 == 3  # the square root is one exponentiation


@pytest.mark.parametrize(("k", "x", "y"), MULTIPLES)
def test_multiples_of_g_match_the_published_values(k: int, x: int, y: int) -> None:
    assert ec.mul(k, ec.G) == (x, y)
    assert ec.mul_base(k) == (x, y)


@pytest.mark.parametrize(("qx", "qy", "d", "z"), CDH)
def test_nist_cdh_vectors(qx: str, qy: str, d: str, z: str) -> None:
    q = (int(qx, 16), int(qy, 16))
    assert ec.is_on_curve(q)
    assert ec.mul(int(d, 16), q)[0] == int(z, 16)
    assert ec.decode(ec.encode(q)) == q


@FEW
@given(scalars, scalars)
def test_scalar_multiplication_is_consistent(a: int, b: int) -> None:
    p = ec.mul_base(a)
    assert ec.mul(a, ec.G) == p
    assert ec.mul(b, p) == ec.mul_base(a * b % ec.N) == ec.mul(a, ec.mul_base(b))
    assert ec.lincomb(a, ec.G, b, p) == ec.add(p, ec.mul(b, p))
    assert ec.sum_of_products(a, b, p) == ec.add(p, ec.mul(b, p))
    assert ec.lincomb(a, p, ec.N - a, p) is None
    assert ec.mul_many(b, [p, ec.G]) == [ec.mul(b, p), ec.mul_base(b)]


@FEW
@given(scalars)
def test_encoding_round_trips(k: int) -> None:
    p = ec.mul_base(k)
    data = ec.encode(p)
    assert len(data) == POINT_BYTES and data[0] in (2, 3)
    assert ec.decode(data) == p
    assert ec.decode(ec.encode(ec.neg(p))) == ec.neg(p) != p
    assert ec.scalar_from_bytes(ec.scalar_to_bytes(k)) == k


def _off_curve_x() -> int:
    x = 1
    while ec.sqrt((x ** 3 - 3 * x + ec.B) % ec.P) is not None:
        x += 1
    return x


def test_decoding_is_strict() -> None:
    good = ec.encode(ec.G)
    uncompressed = b"\x04" + ec.G[0].to_bytes(32, "big") + ec.G[1].to_bytes(32, "big")
    bad = [
        b"", b"\x00", good[:-1], good + b"\x00", uncompressed,
        b"\x04" + good[1:], b"\x00" + good[1:], b"\x06" + good[1:],  # hybrid, identity-ish
        b"\x02" + ec.P.to_bytes(32, "big"),  # x = p: a non-canonical 0
        b"\x02" + _off_curve_x().to_bytes(32, "big"),
        b"\x03" + ec.P.to_bytes(32, "big"),
    ]
    for data in bad:
        with pytest.raises(ValueError):
            ec.decode(data)
    zero = ec.decode(b"\x02" + bytes(32))  # x = 0 is on P-256: only its alias x = p is refused
    assert zero[0] == 0 and ec.is_on_curve(zero) and ec.encode(zero) == b"\x02" + bytes(32)
    for scalar in (bytes(32), ec.scalar_to_bytes(ec.N - 1)[:-1], ec.N.to_bytes(32, "big"),
                   (2**256 - 1).to_bytes(32, "big")):
        with pytest.raises(ValueError):
            ec.scalar_from_bytes(scalar)
    with pytest.raises(CheatError) as caught:
        check_public("guest", b"\x02" + _off_curve_x().to_bytes(32, "big"))
    assert (caught.value.device, caught.value.code) == ("guest", "malformed")


# --- Cards ------------------------------------------------------------------------------


@pytest.mark.parametrize(("kind", "n"), [("lost-cities/60", 60), ("lost-cities/72", 72),
                                         ("curios/80", 80)])
def test_every_card_decodes_and_no_two_collide(kind: str, n: int) -> None:
    points = [encode_card(kind, i) for i in range(n)]
    assert len(set(points)) == n
    assert len({p[1:] for p in points}) == n  # not even two share an x (so ±P never collide)
    for i, p in enumerate(points):
        assert card_of(kind, n, p) == i
        assert p[0] == 2  # the canonical (even) y
        assert ec.is_on_curve(ec.decode(p))
    assert card_of(kind, n - 1, points[-1]) is None  # only the deck's own cards
    assert card_of(kind, n, ec.encode(ec.G)) is None
    assert encode_card(kind, 0) != encode_card("lost-cities/61", 0)  # one table per kind
    with pytest.raises(ValueError):
        encode_card(kind, mental.MAX_CARDS)


def test_cards_are_not_multiples_of_one_another() -> None:
    """The encoding is hashed, not i·G (which links every ciphertext: c_j = (j/i)·c_i)."""
    points = [ec.decode(encode_card(KIND, i)) for i in range(8)]
    for k in range(1, 80):
        assert ec.mul_base(k) not in points
        assert ec.mul(k, points[0]) not in points[1:]


@FEW
@given(scalars, scalars, st.integers(min_value=0, max_value=N72 - 1))
def test_the_cipher_commutes_and_undoes(a: int, b: int, i: int) -> None:
    p = ec.decode(encode_card(KIND, i))
    ab = ec.mul(a, ec.mul(b, p))
    assert ab == ec.mul(b, ec.mul(a, p))
    assert ec.mul(pow(a, -1, ec.N), ec.mul(pow(b, -1, ec.N), ab)) == p
    assert card_of(KIND, N72, ec.encode(ec.mul(pow(b, -1, ec.N), ec.mul(b, p)))) == i


# --- The quadratic-residue leak ---------------------------------------------------------

Bit = Callable[[int, int], int]  # a bit of a (plaintext or ciphertext) element


@dataclass
class Samples:
    """Per card, the bit of the plaintext and of each of its encryptions."""

    plain: list[int]
    cipher: list[list[int]]


def leaks(samples: Samples) -> bool:
    """Whether a bit of the ciphertexts tells something of the card: constant for a card over
    many keys, or agreeing with the card's own bit far from half the time (≥ 6 σ)."""
    if any(len(set(bits)) == 1 for bits in samples.cipher):
        return True
    pairs = [(p, c) for p, bits in zip(samples.plain, samples.cipher, strict=True) for c in bits]
    agree = sum(p == c for p, c in pairs)
    return bool(abs(agree - len(pairs) / 2) > 3 * len(pairs) ** 0.5)


def legendre(x: int, p: int) -> int:
    return 1 if pow(x, (p - 1) // 2, p) == 1 else 0


def sample(encrypt: Callable[[int, int], int], plain: Sequence[int], bit: Callable[[int], int],
           keys: Sequence[int]) -> Samples:
    return Samples([bit(m) for m in plain], [[bit(encrypt(k, m)) for k in keys] for m in plain])


SRA_P = 2**127 - 1  # a prime: plain SRA (m -> m^k mod p) as in the 1979 paper


def sra_keys(count: int) -> list[int]:
    keys: list[int] = []
    while len(keys) < count:
        k = secrets.randbelow(SRA_P - 2) + 2
        if gcd(k, SRA_P - 1) == 1:  # an invertible exponent is necessarily odd
            keys.append(k)
    return keys


def test_the_leak_test_detects_plain_sra_modulo_a_prime() -> None:
    """Legendre(m^k) = Legendre(m)^k = Legendre(m) for odd k: the test must see it."""
    plain = list(range(2, 26))
    got = sample(lambda k, m: pow(m, k, SRA_P), plain, lambda m: legendre(m, SRA_P),
                 sra_keys(32))
    assert {b for bits in got.cipher for b in bits} == {0, 1}  # residues and non-residues
    assert leaks(got)


@pytest.mark.slow
def test_no_bit_of_a_card_leaks_through_the_curve_cipher() -> None:
    """The x-coordinate's Legendre symbol and y's parity of k·P_i over many keys: never
    constant per card, and not agreeing with the card's own bit."""
    cards = [ec.decode(encode_card(KIND, i)) for i in range(12)]
    keys = [ec.random_scalar() for _ in range(32)]
    table = {k: dict(zip(cards, ec.mul_many(k, cards), strict=True)) for k in keys}
    for bit in (lambda q: legendre(q[0], ec.P), lambda q: q[1] & 1):
        got = Samples([bit(c) for c in cards], [[bit(table[k][c]) for k in keys] for c in cards])
        assert not leaks(got)


# --- A whole honest deal ----------------------------------------------------------------


@dataclass
class Deal:
    host: DeckKeys
    guest: DeckKeys
    deck1: list[bytes]
    deck2: list[bytes]
    order: list[int]  # card at each position of deck2


def ctx(j: int) -> bytes:
    return b"game-1|" + str(j).encode()


@pytest.fixture(scope="module")
def deal() -> Deal:
    host, guest = new_keys("host"), new_keys("guest")
    deck1, first = first_shuffle(host, KIND, N72)
    deck2, second = second_shuffle(guest, deck1, N72)
    return Deal(host, guest, deck1, deck2, [first[x] for x in second])


@pytest.mark.slow
def test_the_deal_opens_the_cards_where_the_shuffles_put_them(deal: Deal) -> None:
    assert len(deal.deck1) == len(deal.deck2) == N72
    assert sorted(deal.order) == list(range(N72))
    assert not set(deal.deck1) & set(deal.deck2)
    assert not set(deal.deck2) & {encode_card(KIND, i) for i in range(N72)}
    for j in range(4):  # the host's cards: opened with the guest's shares, and vice versa
        s = share(deal.guest, deal.deck2, j, ctx(j))
        assert len(s) == SHARE_BYTES
        assert open_share(deal.host, deal.deck2, j, s, deal.guest.public, KIND, N72,
                          ctx(j)) == deal.order[j]
    for j in range(4, 8):
        s = share(deal.host, deal.deck2, j, ctx(j))
        assert open_share(deal.guest, deal.deck2, j, s, deal.host.public, KIND, N72,
                          ctx(j)) == deal.order[j]
    got = audit(KIND, N72, deal.deck1, deal.deck2, deal.host.secret, deal.guest.secret,
                deal.host.public, deal.guest.public)
    assert got == deal.order


def test_a_played_card_is_checked_at_once(deal: Deal) -> None:
    card = deal.order[3]
    proof = reveal_proof(deal.host, KIND, card, ctx(3))
    assert len(proof) == PROOF_BYTES
    check_reveal(deal.guest, deal.deck2, 3, KIND, N72, card, proof, deal.host.public, ctx(3))


def test_keys_and_shuffles_are_fresh() -> None:
    one, two = new_keys("host"), new_keys("host")
    assert one.secret != two.secret and len(one.secret) == KEY_BYTES
    assert ec.encode(ec.mul_base(ec.scalar_from_bytes(one.secret))) == one.public
    assert one.peer == "guest" and new_keys("guest").peer == "host"
    orders = {tuple(first_shuffle(one, "tiny", 6)[1]) for _ in range(20)}
    assert len(orders) > 5  # 720 orders: 20 draws repeat this much with probability ~1e-9


# --- Cheating peers ---------------------------------------------------------------------


def caught(device: str, code: str, action: Callable[[], object]) -> None:
    with pytest.raises(CheatError) as raised:
        action()
    assert (raised.value.device, raised.value.code) == (device, code), raised.value


def test_wrong_shares_are_caught_at_once(deal: Deal) -> None:
    host, guest, deck2 = deal.host, deal.guest, deal.deck2
    honest = share(guest, deck2, 0, ctx(0))

    def opened(s: bytes, j: int = 0, context: bytes = ctx(0), public: bytes = guest.public
               ) -> Callable[[], int]:
        return lambda: open_share(host, deck2, j, s, public, KIND, N72, context)

    # a point that is not the partial decryption, with the honest proof
    other = ec.encode(ec.mul_base(5))
    caught("guest", "bad_share", opened(other + honest[POINT_BYTES:]))
    # the share of another position, presented for position 0
    caught("guest", "bad_share", opened(share(guest, deck2, 1, ctx(0))))
    # made with another key than the public key
    caught("guest", "bad_share", opened(share(new_keys("guest"), deck2, 0, ctx(0))))
    # the right share, replayed in another context (another game or position)
    caught("guest", "bad_share", opened(honest, context=ctx(1)))
    # a proof altered by one bit; a non-canonical response (s + n)
    flipped = bytearray(honest)
    flipped[-1] ^= 1
    caught("guest", "bad_share", opened(bytes(flipped)))
    c = honest[POINT_BYTES:POINT_BYTES + CHALLENGE_BYTES]
    s = int.from_bytes(honest[POINT_BYTES + CHALLENGE_BYTES:], "big")
    if s + ec.N < 2**256:
        caught("guest", "bad_share", opened(honest[:POINT_BYTES] + c + (s + ec.N).to_bytes(32,
                                                                                    "big")))
    caught("guest", "malformed", opened(honest[:-1]))
    caught("guest", "malformed", opened(b"\x05" + honest[1:]))
    caught("guest", "malformed", opened(honest, public=b"\x02" + ec.P.to_bytes(32, "big")))
    # and the honest one still opens
    assert opened(honest)() == deal.order[0]


def test_a_hand_of_shares_travels_with_one_proof(deal: Deal) -> None:
    hand = [0, 2, 4, 6, 8, 10, 12, 14]
    batch = share_many(deal.guest, deal.deck2, hand, ctx(99))
    assert len(batch) == shares_size(8) == 8 * POINT_BYTES + PROOF_BYTES
    assert batch[:POINT_BYTES] == share(deal.guest, deal.deck2, 0, ctx(99))[:POINT_BYTES]

    def opened(data: bytes, positions: Sequence[int] = hand) -> Callable[[], list[int]]:
        return lambda: open_shares(deal.host, deal.deck2, positions, data, deal.guest.public,
                                   KIND, N72, ctx(99))

    assert opened(batch)() == [deal.order[j] for j in hand]
    points = [batch[i * POINT_BYTES:(i + 1) * POINT_BYTES] for i in range(8)]
    proof = batch[-PROOF_BYTES:]
    # one wrong point among eight
    caught("guest", "bad_share", opened(b"".join([points[0], ec.encode(ec.mul_base(3)),
                                                  *points[2:]]) + proof))
    # two points swapped (each a right share, of the other position)
    caught("guest", "bad_share", opened(b"".join([points[1], points[0], *points[2:]]) + proof))
    # two wrong points whose errors cancel in a plain sum: the hashed weights catch them
    d = ec.mul_base(7)
    plus = ec.add(ec.decode(points[0]), d)
    minus = ec.add(ec.decode(points[1]), ec.neg(d))
    assert plus is not None and minus is not None
    caught("guest", "bad_share", opened(b"".join([ec.encode(plus), ec.encode(minus),
                                                  *points[2:]]) + proof))
    # the right shares presented for other positions, or fewer
    caught("guest", "bad_share", opened(batch, [1, 2, 4, 6, 8, 10, 12, 14]))
    caught("guest", "malformed", opened(batch, hand[:7]))
    caught("guest", "malformed", opened(batch[:-1]))
    with pytest.raises(ValueError):
        share_many(deal.guest, deal.deck2, [], ctx(99))


def test_a_reveal_of_a_card_not_at_its_position_is_caught_at_once(deal: Deal) -> None:
    held, other = deal.order[5], deal.order[6]

    def check(card: int, proof: bytes, j: int = 5, context: bytes = ctx(5)) -> Callable[[], None]:
        return lambda: check_reveal(deal.guest, deal.deck2, j, KIND, N72, card, proof,
                                    deal.host.public, context)

    honest = reveal_proof(deal.host, KIND, held, ctx(5))
    check(held, honest)()
    caught("host", "bad_proof", check(other, honest))  # claims another card
    caught("host", "bad_proof", check(other, reveal_proof(deal.host, KIND, other, ctx(5))))
    caught("host", "bad_proof", check(held, honest, j=6))  # another position
    caught("host", "bad_proof", check(held, honest, context=ctx(6)))
    caught("host", "bad_proof", check(held, reveal_proof(new_keys("host"), KIND, held, ctx(5))))
    caught("host", "malformed", check(N72, honest))
    caught("host", "bad_proof", check(held, honest[:-1]))


def test_a_bad_first_deck_is_refused_by_the_guest() -> None:
    host, guest = new_keys("host"), new_keys("guest")
    deck1, _ = first_shuffle(host, "tiny", 8)
    caught("host", "duplicate", lambda: second_shuffle(guest, [deck1[0]] + deck1[1:7] +
                                                      [deck1[0]], 8))
    caught("host", "malformed", lambda: second_shuffle(guest, deck1[:7], 8))
    off = b"\x02" + ec.P.to_bytes(32, "big")
    caught("host", "malformed", lambda: second_shuffle(guest, deck1[:7] + [off], 8))


def _cheating_guest(deck1: list[bytes], guest: DeckKeys, bad: int) -> list[bytes]:
    """The guest's deck with position ``bad`` encrypted with another key: no permutation of
    b·deck1 (what a guest trying to steer a card would produce)."""
    deck2, _ = second_shuffle(guest, deck1, len(deck1))
    point = ec.mul(2, ec.decode(deck2[bad]))
    return deck2[:bad] + [ec.encode(point)] + deck2[bad + 1:]


def test_a_reshuffled_second_deck_is_caught_when_opened_and_at_the_audit() -> None:
    host, guest = new_keys("host"), new_keys("guest")
    deck1, _ = first_shuffle(host, "tiny", 8)
    deck2 = _cheating_guest(deck1, guest, 2)
    check_deck(deck2, 8, "guest")  # looks like a deck
    s = share(guest, deck2, 2, ctx(2))  # an honest partial decryption of a dishonest deck
    caught("guest", "not_a_card",
           lambda: open_share(host, deck2, 2, s, guest.public, "tiny", 8, ctx(2)))
    caught("guest", "reshuffled", lambda: audit("tiny", 8, deck1, deck2, host.secret,
                                                guest.secret, host.public, guest.public))


def test_a_duplicated_card_in_the_second_deck_is_caught() -> None:
    host, guest = new_keys("host"), new_keys("guest")
    deck1, _ = first_shuffle(host, "tiny", 8)
    deck2, _ = second_shuffle(guest, deck1, 8)
    twice = deck2[:7] + [deck2[0]]
    caught("guest", "duplicate", lambda: check_deck(twice, 8, "guest"))
    caught("guest", "duplicate", lambda: audit("tiny", 8, deck1, twice, host.secret,
                                               guest.secret, host.public, guest.public))


def test_a_host_deck_with_a_non_card_is_caught_when_opened_and_at_the_audit() -> None:
    host, guest = new_keys("host"), new_keys("guest")
    deck1, _ = first_shuffle(host, "tiny", 8)
    deck1 = deck1[:7] + [ec.encode(ec.mul(3, ec.decode(deck1[7])))]
    deck2, perm = second_shuffle(guest, deck1, 8)
    j = perm.index(7)
    s = share(host, deck2, j, ctx(j))  # opened for the guest: the host's layer is proven...
    caught("host", "not_a_card",
           lambda: open_share(guest, deck2, j, s, host.public, "tiny", 8, ctx(j)))
    caught("host", "not_a_card", lambda: audit("tiny", 8, deck1, deck2, host.secret,
                                               guest.secret, host.public, guest.public))


def test_a_wrong_key_at_the_audit_names_its_device(deal: Deal) -> None:
    d1, d2, a, b = deal.deck1, deal.deck2, deal.host, deal.guest
    other = new_keys("host").secret
    caught("host", "bad_key", lambda: audit(KIND, N72, d1, d2, other, b.secret, a.public,
                                            b.public))
    caught("guest", "bad_key", lambda: audit(KIND, N72, d1, d2, a.secret, other, a.public,
                                             b.public))
    caught("guest", "bad_key", lambda: audit(KIND, N72, d1, d2, a.secret, bytes(32), a.public,
                                             b.public))
    caught("host", "malformed", lambda: audit(KIND, N72, d1[:-1], d2, a.secret, b.secret,
                                              a.public, b.public))


# --- Packing ----------------------------------------------------------------------------


@pytest.mark.parametrize("n", [1, 8, 60, 72, 80])
def test_packed_decks_round_trip(n: int) -> None:
    deck = [ec.encode(ec.neg(ec.decode(encode_card("pack", i))) if i % 3 else
                      ec.decode(encode_card("pack", i))) for i in range(n)]
    data = pack_deck(deck)
    assert len(data) == packed_size(n) == 32 * n + (n + 7) // 8
    assert unpack_deck(data, n, "host") == deck
    caught("host", "malformed", lambda: unpack_deck(data[:-1], n, "host"))
    if n % 8:
        spare = bytearray(data)
        spare[(n + 7) // 8 - 1] |= 0x80
        caught("host", "malformed", lambda: unpack_deck(bytes(spare), n, "host"))
    with pytest.raises(ValueError):
        pack_deck(deck[:-1] + [b"\x04" + deck[-1][1:]])


@pytest.mark.slow
def test_the_audit_agrees_with_every_position_opened_either_way() -> None:
    host, guest = new_keys("host"), new_keys("guest")
    deck1, _ = first_shuffle(host, "small", 12)
    deck2, _ = second_shuffle(guest, deck1, 12)
    check_deck(deck2, 12, "guest")
    order = audit("small", 12, deck1, deck2, host.secret, guest.secret, host.public,
                  guest.public)
    for j in range(12):
        for me, other in ((host, guest), (guest, host)):
            s = share(other, deck2, j, ctx(j))
            assert open_share(me, deck2, j, s, other.public, "small", 12, ctx(j)) == order[j]
            check_reveal(other, deck2, j, "small", 12, order[j],
                         reveal_proof(me, "small", order[j], ctx(j)), me.public, ctx(j))


def test_the_cost_benchmark_measures_every_step() -> None:
    from benchmarks.mental_cost import measure, sizes

    figures = measure(1, sizes=(8,))
    assert set(figures["8"]) >= {"invitation", "acceptance", "share", "open_share",
                                 "open_hand", "reveal_proof", "check_reveal", "audit", "audit_cold"}
    assert all(v > 0 for v in figures["8"].values())
    assert sizes(72) == {"points": 72, "bytes": 2376, "b64": 3168, "packed_bytes": 2313,
                         "packed_b64": 3084}
