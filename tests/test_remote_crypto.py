"""The primitives of play between devices, against the published vectors and their promises.

X25519 against RFC 7748 (§5.2 and §6.1), HKDF against RFC 5869 (test cases 1-3); sealing,
tags, commitments and link base64 against what callers rely on: anything altered is refused.
"""

from __future__ import annotations

import base64
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from expeditions.remote import crypto
from expeditions.remote.crypto import (
    COMMIT_NONCE_BYTES,
    NONCE_BYTES,
    TAG_BYTES,
    SealError,
    b64,
    check_commitment,
    commit,
    hkdf,
    hkdf_expand,
    hkdf_extract,
    new_key_pair,
    open_sealed,
    seal,
    shared_secret,
    tag,
    unb64,
    verify_tag,
    x25519,
    x25519_base,
)

pytestmark = pytest.mark.fast

h = bytes.fromhex

# --- X25519 -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("scalar", "u", "out"),
    [
        (
            "a546e36bf0527c9d3b16154b82465edd62144c0ac1fc5a18506a2244ba449ac4",
            "e6db6867583030db3594c1a424b15f7c726624ec26b3353b10a903a6d0ab1c4c",
            "c3da55379de9c6908e94ea4df28d084f32eccf03491c71f754b4075577a28552",
        ),
        (
            "4b66e9d4d1b4673c5ad22691957d6af5c11b6421e0ea01d42ca4169e7918ba0d",
            "e5210f12786811d3f4b7959d0538ae2c31dbe7106fc03c3efc4cd549c715a493",
            "95cbde9476e8907d7aade45cb4b873f88b595a68799fa152e6f8f7647aac7957",
        ),
    ],
)
def test_x25519_rfc7748_section_5_2_vectors(scalar: str, u: str, out: str) -> None:
    assert x25519(h(scalar), h(u)).hex() == out


@pytest.mark.slow
def test_x25519_rfc7748_iterated_1_and_1000() -> None:
    """k = u = 9; each round k, u = X25519(k, u), k (the 1,000,000-round value is too slow
    for a test in pure Python)."""
    k = u = (9).to_bytes(32, "little")
    k, u = x25519(k, u), k
    assert k.hex() == "422c8e7a6227d7bca1350b3e2bb7279f7897b87bb6854b783c60e80311ae3079"
    for _ in range(999):
        k, u = x25519(k, u), k
    assert k.hex() == "684cf59ba83309552800ef566f2f4d3c1c3887c49360e3875f2eb94d99532c51"


ALICE_PRIVATE = h("77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a")
ALICE_PUBLIC = h("8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a")
BOB_PRIVATE = h("5dab087e624a8a4b79e17f8b83800ee66f3bb1292618b6fd1c2f8b27ff88e0eb")
BOB_PUBLIC = h("de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f")
SHARED = h("4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742")


def test_x25519_rfc7748_section_6_1_diffie_hellman() -> None:
    assert x25519_base(ALICE_PRIVATE) == ALICE_PUBLIC
    assert x25519_base(BOB_PRIVATE) == BOB_PUBLIC
    assert shared_secret(ALICE_PRIVATE, BOB_PUBLIC) == SHARED
    assert shared_secret(BOB_PRIVATE, ALICE_PUBLIC) == SHARED


def test_x25519_ignores_the_top_bit_of_u() -> None:
    """RFC 7748 §5: the most significant bit of the u-coordinate is masked."""
    flipped = BOB_PUBLIC[:31] + bytes((BOB_PUBLIC[31] | 0x80,))
    assert x25519(ALICE_PRIVATE, flipped) == SHARED


def test_new_key_pairs_are_clamped_fresh_and_agree() -> None:
    (a_private, a_public), (b_private, b_public) = new_key_pair(), new_key_pair()
    for private, public in ((a_private, a_public), (b_private, b_public)):
        assert len(private) == len(public) == 32
        assert private[0] & 7 == 0 and private[31] & 0x80 == 0 and private[31] & 0x40
        assert x25519_base(private) == public
    assert a_private != b_private
    assert shared_secret(a_private, b_public) == shared_secret(b_private, a_public)


P = 2**255 - 19
LOW_ORDER_POINTS = [
    # Points of order 2, 4 and 8 on the curve or its twist, and non-canonical encodings
    # (>= p) of 0 and 1: a clamped scalar is a multiple of 8, so each gives the all-zero output.
    (0).to_bytes(32, "little"),
    (1).to_bytes(32, "little"),
    (P - 1).to_bytes(32, "little"),
    P.to_bytes(32, "little"),
    (P + 1).to_bytes(32, "little"),
    h("e0eb7a7c3b41b8ae1656e3faf19fc46ada098deb9c32b1fd866205165f49b800"),
    h("5f9c95bca3508c24b1d0b1559c83ef5b04445cc4581c8e86d8224eddd09f1157"),
]


@pytest.mark.parametrize("point", LOW_ORDER_POINTS, ids=lambda p: p.hex()[:8])
def test_shared_secret_refuses_low_order_points(point: bytes) -> None:
    assert x25519(ALICE_PRIVATE, point) == bytes(32)
    with pytest.raises(ValueError, match="low-order"):
        shared_secret(ALICE_PRIVATE, point)


@pytest.mark.parametrize(("scalar", "u"), [(bytes(31), bytes(32)), (bytes(32), bytes(33))])
def test_x25519_refuses_wrong_lengths(scalar: bytes, u: bytes) -> None:
    with pytest.raises(ValueError, match="must be 32 bytes"):
        x25519(scalar, u)


# --- HKDF -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("ikm", "salt", "info", "length", "prk", "okm"),
    [
        (  # RFC 5869 A.1
            "0b" * 22,
            "000102030405060708090a0b0c",
            "f0f1f2f3f4f5f6f7f8f9",
            42,
            "077709362c2e32df0ddc3f0dc47bba6390b6c73bb50f9c3122ec844ad7c2b3e5",
            "3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf"
            "34007208d5b887185865",
        ),
        (  # RFC 5869 A.2
            bytes(range(0x00, 0x50)).hex(),
            bytes(range(0x60, 0xB0)).hex(),
            bytes(range(0xB0, 0x100)).hex(),
            82,
            "06a6b88c5853361a06104c9ceb35b45cef760014904671014a193f40c15fc244",
            "b11e398dc80327a1c8e7f78c596a49344f012eda2d4efad8a050cc4c19afa97c"
            "59045a99cac7827271cb41c65e590e09da3275600c2f09b8367793a9aca3db71"
            "cc30c58179ec3e87c14c01d5c1f3434f1d87",
        ),
        (  # RFC 5869 A.3
            "0b" * 22,
            "",
            "",
            42,
            "19ef24a32c717b167f33a91d6f648bdf96596776afdb6377ac434c1c293ccb04",
            "8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879ec3454e5f3c738d2d"
            "9d201395faa4b61a96c8",
        ),
    ],
    ids=["case1", "case2", "case3"],
)
def test_hkdf_rfc5869_vectors(
    ikm: str, salt: str, info: str, length: int, prk: str, okm: str
) -> None:
    assert hkdf_extract(h(salt), h(ikm)).hex() == prk
    assert hkdf_expand(h(prk), h(info), length).hex() == okm
    assert hkdf(h(ikm), h(salt), h(info), length).hex() == okm


def test_hkdf_lengths() -> None:
    assert hkdf(b"k", b"", b"", 0) == b""
    assert len(hkdf(b"k", b"", b"", 255 * 32)) == 255 * 32
    with pytest.raises(ValueError):
        hkdf(b"k", b"", b"", 255 * 32 + 1)
    with pytest.raises(ValueError):
        hkdf(b"k", b"", b"", -1)


# --- seal / open_sealed -----------------------------------------------------------------

KEY = hkdf(SHARED, b"", b"test seat key", 32)


@settings(max_examples=60, deadline=None)
@given(plaintext=st.binary(max_size=700), associated=st.binary(max_size=64))
def test_seal_round_trips(plaintext: bytes, associated: bytes) -> None:
    sealed = seal(KEY, plaintext, associated)
    assert len(sealed) == NONCE_BYTES + len(plaintext) + TAG_BYTES
    assert open_sealed(KEY, sealed, associated) == plaintext


def test_seal_hides_the_plaintext_and_differs_each_time() -> None:
    plaintext = b"yellow 7, blue 10, green wager" * 3
    first, second = seal(KEY, plaintext), seal(KEY, plaintext)
    assert first != second and first[:NONCE_BYTES] != second[:NONCE_BYTES]
    assert plaintext not in first and b"yellow" not in first
    assert open_sealed(KEY, first) == open_sealed(KEY, second) == plaintext


def _flips(data: bytes) -> list[bytes]:
    """Every copy of ``data`` with exactly one bit flipped."""
    return [
        data[:i] + bytes((data[i] ^ (1 << bit),)) + data[i + 1 :]
        for i in range(len(data))
        for bit in range(8)
    ]


def _refusal(key: bytes, sealed: bytes, associated: bytes) -> str:
    with pytest.raises(SealError) as refused:
        open_sealed(key, sealed, associated)
    return refused.value.code


def test_every_bit_flip_in_the_sealed_bytes_is_refused() -> None:
    associated = b"game 42 seq 7"
    sealed = seal(KEY, b"the hand of seat 2", associated)
    flipped = _flips(sealed)
    assert len(flipped) == 8 * len(sealed)
    assert {_refusal(KEY, bad, associated) for bad in flipped} == {"tag"}


def test_every_bit_flip_in_the_associated_data_is_refused() -> None:
    associated = b"game 42 seq 7"
    sealed = seal(KEY, b"the hand of seat 2", associated)
    assert {_refusal(KEY, sealed, bad) for bad in _flips(associated)} == {"tag"}
    assert _refusal(KEY, sealed, b"") == "tag"
    assert _refusal(KEY, sealed, associated + b"\x00") == "tag"


def test_associated_data_cannot_slide_into_the_ciphertext() -> None:
    """The length of the associated data is authenticated: moving a byte between the
    associated data and the (empty) ciphertext's side changes the tag input."""
    sealed = seal(KEY, b"", b"ab")
    assert _refusal(KEY, sealed, b"a") == "tag"


def test_a_wrong_key_is_refused() -> None:
    sealed = seal(KEY, b"secret")
    other = hkdf(SHARED, b"", b"another seat key", 32)
    assert _refusal(other, sealed, b"") == "tag"


def test_truncated_and_extended_seals_are_refused() -> None:
    sealed = seal(KEY, b"the hand of seat 2")
    codes = [_refusal(KEY, sealed[:n], b"") for n in range(len(sealed))]
    assert codes == ["short"] * (NONCE_BYTES + TAG_BYTES) + ["tag"] * (
        len(sealed) - NONCE_BYTES - TAG_BYTES
    )
    assert _refusal(KEY, sealed + b"\x00", b"") == "tag"
    assert isinstance(SealError("tag", "x"), ValueError)


def test_seal_refuses_short_keys() -> None:
    with pytest.raises(ValueError, match="at least 16 bytes"):
        seal(b"short key", b"x")
    with pytest.raises(ValueError, match="at least 16 bytes"):
        open_sealed(b"", bytes(40))


def test_seal_uses_distinct_keys_for_encryption_and_authentication() -> None:
    """Deriving both from ``key`` with different info strings must give different keys."""
    enc_key, mac_key = crypto._seal_keys(KEY)
    assert enc_key != mac_key and KEY not in (enc_key, mac_key)


# --- tags -------------------------------------------------------------------------------


def test_tags_authenticate_data_and_key() -> None:
    data = b"game 42 seq 7 seat 1 plays yellow 7"
    mac = tag(KEY, data)
    assert len(mac) == TAG_BYTES
    assert verify_tag(KEY, data, mac)
    assert not any(verify_tag(KEY, bad, mac) for bad in _flips(data))
    assert not any(verify_tag(KEY, data, bad) for bad in _flips(mac))
    assert not verify_tag(hkdf(SHARED, b"", b"seat 2", 32), data, mac)
    assert not verify_tag(KEY, data, mac[:-1])
    assert not verify_tag(KEY, data, b"")


# --- commitments ------------------------------------------------------------------------


def test_commitments_bind_value_and_nonce() -> None:
    value = (123456789).to_bytes(8, "big")
    commitment, nonce = commit(value)
    assert len(commitment) == 32 and len(nonce) == COMMIT_NONCE_BYTES
    assert check_commitment(commitment, nonce, value)
    assert not any(check_commitment(commitment, nonce, bad) for bad in _flips(value))
    assert not any(check_commitment(commitment, bad, value) for bad in _flips(nonce))
    assert not check_commitment(commitment, nonce, value + b"\x00")
    # Bytes cannot slide from the nonce into the value.
    assert not check_commitment(commitment, nonce[:-1], nonce[-1:] + value)


def test_commitments_hide_the_value() -> None:
    first, second = commit(b"seed"), commit(b"seed")
    assert first[0] != second[0] and first[1] != second[1]


# --- base64 for links -------------------------------------------------------------------


@given(st.binary(max_size=200))
def test_b64_round_trips_without_padding(data: bytes) -> None:
    text = b64(data)
    assert re.fullmatch(r"[A-Za-z0-9_-]*", text)
    assert text == base64.urlsafe_b64encode(data).decode().rstrip("=")
    assert unb64(text) == data


@pytest.mark.parametrize(
    "text",
    [
        "AAA=",  # padding
        "A",  # impossible length
        "AAAAA",
        "AB",  # unused bits set: the canonical text of b"\x00" is "AA"
        "AAB",  # the canonical text of b"\x00\x00" is "AAA"
        "a+b/",  # the standard alphabet, not the URL-safe one
        "AA AA",
        "AAAA\n",
        "ÀÀÀÀ",
        "ＡＡＡＡ",  # full-width letters
        "٠٠٠٠",  # Arabic-Indic digits
    ],
)
def test_unb64_refuses_non_canonical_or_foreign_text(text: str) -> None:
    with pytest.raises(ValueError):
        unb64(text)


def test_unb64_accepts_empty() -> None:
    assert unb64("") == b""


# --- randomness -------------------------------------------------------------------------


def test_randomness_comes_only_from_secrets() -> None:
    source = Path(crypto.__file__).read_text(encoding="utf-8")
    assert re.search(r"^\s*(import random\b|from random\b)", source, re.MULTILINE) is None
    assert "import secrets" in source
