"""The shuffle argument (remote/shuffle.py) and seat signatures (remote/signature.py).

A proof must hold for every honest shuffle, and fail for every deck that is not the input deck
permuted within its classes under the prover's key — here tried by a *modified prover*: the
proof code run on a statement that is false (a planted point that is a sum of two cards, a
duplicated card, a card moved out of its class, another key), the way a cheating copy of the
app would try it. Every proof is also bound to its context, its classes and both decks.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from expeditions.remote import ec, mental, shuffle, signature
from tests.support.markers import CPYTHON_ONLY

pytestmark = pytest.mark.fast

FEW = settings(max_examples=8, deadline=None)


def cards(n: int) -> list[ec.Point]:
    return [mental._card_point("test/80", i) for i in range(n)]


def honest(n: int, classes: list[int] | None = None, context: bytes = b"ctx"
           ) -> tuple[list[ec.Point], list[ec.Point], int, list[int], bytes, list[int]]:
    classes = classes if classes is not None else [0] * n
    deck = cards(n)
    key = ec.random_scalar()
    out, perm, proof = shuffle.shuffle(key, deck, classes, context)
    return deck, out, key, perm, proof, classes


@pytest.mark.parametrize("n,classes", [
    (1, [0]), (2, [0, 0]), (2, [0, 1]), (5, [0] * 5), (9, [0] * 9), (10, [0] * 10),
    (16, [i // 4 for i in range(16)]), (16, [0, 1, 2, 3] + [4] * 12), (18, [0] * 18),
])
def test_an_honest_shuffle_proves_and_checks(n: int, classes: list[int]) -> None:
    deck, out, key, perm, proof, classes = honest(n, classes)
    assert len(proof) == shuffle.proof_size(n)
    assert out == [ec.mul(key, deck[i]) for i in perm]
    assert all(classes[perm[j]] == classes[j] for j in range(n))
    assert shuffle.verify(deck, out, ec.mul_base(key), classes, b"ctx", proof)


@pytest.mark.slow
@CPYTHON_ONLY
@pytest.mark.parametrize("n", [60, 72, 80])
def test_the_largest_decks_prove_and_check(n: int) -> None:
    deck, out, key, _, proof, classes = honest(n)
    assert shuffle.verify(deck, out, ec.mul_base(key), classes, b"ctx", proof)


def test_proofs_are_bound_to_context_classes_decks_and_key() -> None:
    deck, out, key, perm, proof, classes = honest(8, [0] * 4 + [1] * 4)
    public = ec.mul_base(key)
    assert shuffle.verify(deck, out, public, classes, b"ctx", proof)
    assert not shuffle.verify(deck, out, public, classes, b"another game", proof)
    assert not shuffle.verify(deck, out, public, [0] * 8, b"ctx", proof)
    assert not shuffle.verify(deck, out, ec.mul_base(key + 1), classes, b"ctx", proof)
    # the same points in another order are also a shuffle, but not the one proven
    swapped = [out[1], out[0], *out[2:]]
    assert not shuffle.verify(deck, swapped, public, classes, b"ctx", proof)
    assert not shuffle.verify(list(reversed(deck)), out, public, classes, b"ctx", proof)


def test_malformed_proofs_are_refused_not_raised() -> None:
    deck, out, key, _, proof, classes = honest(5)
    public = ec.mul_base(key)
    for bad in (b"", proof[:-1], proof + b"\x00", bytes(len(proof)),
                proof[:33] + b"\x04" + proof[34:]):
        assert not shuffle.verify(deck, out, public, classes, b"ctx", bad)
    high = proof[:-32] + ec.N.to_bytes(32, "big")
    assert not shuffle.verify(deck, out, public, classes, b"ctx", high)
    assert not shuffle.verify(deck, out[:4], public, classes, b"ctx", proof)


@FEW
@given(st.data())
def test_any_flipped_bit_of_a_proof_fails(data: st.DataObject) -> None:
    deck, out, key, _, proof, classes = honest(4)
    i = data.draw(st.integers(0, len(proof) * 8 - 1))
    bad = bytearray(proof)
    bad[i // 8] ^= 1 << (i % 8)
    assert not shuffle.verify(deck, out, ec.mul_base(key), classes, b"ctx", bytes(bad))


# --- A modified prover: the proof code run on a false statement -----------------------------


def forged(key: int, perm: list[int], deck: list[ec.Point], out: list[ec.Point],
           classes: list[int]) -> bytes:
    """What a cheating copy of the app would send: the prover's own code, without its check
    that the statement is true."""
    return shuffle._proof(key, perm, deck, out, classes, b"ctx")


def test_a_planted_sum_of_two_cards_is_refused() -> None:
    """The attack of issue #52: a position holding k·(P_a + P_b) instead of a card, so that the
    other device's honest shares open it to a sum the cheater looks up."""
    n = 8
    deck, key = cards(n), ec.random_scalar()
    perm = list(range(n))
    out = [ec.mul(key, p) for p in deck]
    out[0] = ec.mul(key, ec.add(deck[1], deck[2]))  # type: ignore[arg-type]
    for claimed in (perm, [1, 0, *range(2, n)]):
        proof = forged(key, claimed, deck, out, [0] * n)
        assert not shuffle.verify(deck, out, ec.mul_base(key), [0] * n, b"ctx", proof)


def test_a_doubled_or_duplicated_card_is_refused() -> None:
    n = 6
    deck, key = cards(n), ec.random_scalar()
    doubled = [ec.mul(key, p) for p in deck]
    doubled[3] = ec.mul(2 * key, deck[3])
    duplicated = [ec.mul(key, deck[i]) for i in (0, 1, 2, 3, 4, 4)]
    for out, perm in ((doubled, list(range(n))), (duplicated, [0, 1, 2, 3, 4, 4])):
        proof = forged(key, perm, deck, out, [0] * n)
        assert not shuffle.verify(deck, out, ec.mul_base(key), [0] * n, b"ctx", proof)


def test_a_card_moved_out_of_its_class_is_refused() -> None:
    """Curios' values: each site's value must come from its own block of four."""
    classes = [i // 4 for i in range(8)]
    deck, key = cards(8), ec.random_scalar()
    perm = [4, 1, 2, 3, 0, 5, 6, 7]  # swaps a card between the two blocks
    out = [ec.mul(key, deck[i]) for i in perm]
    proof = forged(key, perm, deck, out, classes)
    assert not shuffle.verify(deck, out, ec.mul_base(key), classes, b"ctx", proof)
    assert shuffle.verify(deck, out, ec.mul_base(key), [0] * 8, b"ctx",
                          shuffle.prove(key, perm, deck, out, [0] * 8, b"ctx"))


def test_another_key_than_the_published_one_is_refused() -> None:
    n = 5
    deck, key, other = cards(n), ec.random_scalar(), ec.random_scalar()
    out = [ec.mul(other, p) for p in deck]
    proof = forged(key, list(range(n)), deck, out, [0] * n)
    assert not shuffle.verify(deck, out, ec.mul_base(key), [0] * n, b"ctx", proof)


def test_the_honest_prover_refuses_a_false_statement() -> None:
    deck, key = cards(4), ec.random_scalar()
    out = [ec.mul(key, p) for p in deck]
    with pytest.raises(ValueError):
        shuffle.prove(key, [0, 0, 1, 2], deck, out, [0] * 4, b"ctx")
    with pytest.raises(ValueError):
        shuffle.prove(key + 1, [0, 1, 2, 3], deck, out, [0] * 4, b"ctx")
    with pytest.raises(ValueError):
        shuffle.prove(key, [1, 0, 2, 3], deck, out, [0, 1, 1, 1], b"ctx")


def test_permutations_are_uniform_within_classes() -> None:
    """Each position of a class gets each card of its class about equally often, and never a
    card of another class."""
    classes = [0, 0, 0, 1, 1]
    counts = [[0] * 5 for _ in range(5)]
    runs = 3000
    for _ in range(runs):
        for pos, src in enumerate(shuffle.permutation(classes)):
            counts[pos][src] += 1
    for pos in range(5):
        mine = [c for c in range(5) if classes[c] == classes[pos]]
        expected = runs / len(mine)
        for c in range(5):
            if c in mine:
                assert abs(counts[pos][c] - expected) < 5 * (expected ** 0.5)
            else:
                assert counts[pos][c] == 0


# --- Signatures --------------------------------------------------------------------------------


def test_a_signature_checks_and_binds_key_and_message() -> None:
    key = signature.new_key()
    public = signature.public_of(key)
    sig = signature.sign(key, b"play:R7")
    assert len(sig) == signature.SIGNATURE_BYTES
    assert signature.verify(public, b"play:R7", sig)
    assert not signature.verify(public, b"play:R8", sig)
    other = signature.public_of(signature.new_key())
    assert not signature.verify(other, b"play:R7", sig)
    assert signature.sign(key, b"play:R7") != sig  # hedged nonces: never the same twice


@FEW
@given(st.binary(max_size=64), st.data())
def test_any_change_to_a_signature_fails(message: bytes, data: st.DataObject) -> None:
    key = signature.new_key()
    sig = signature.sign(key, message)
    i = data.draw(st.integers(0, len(sig) * 8 - 1))
    bad = bytearray(sig)
    bad[i // 8] ^= 1 << (i % 8)
    assert not signature.verify(signature.public_of(key), message, bytes(bad))


def test_malformed_signatures_and_keys_are_refused() -> None:
    key = signature.new_key()
    public = signature.public_of(key)
    sig = signature.sign(key, b"m")
    assert not signature.verify(public, b"m", sig[:-1])
    assert not signature.verify(public, b"m", sig[:16] + ec.N.to_bytes(32, "big"))
    assert not signature.verify(b"\x04" + public[1:], b"m", sig)
    assert not signature.verify(b"", b"m", sig)
