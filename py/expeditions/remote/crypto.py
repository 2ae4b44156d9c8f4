"""Cryptographic primitives for play between devices, from the standard library only.

Why pure Python: the engine must behave identically on CPython 3.11+ (where the tests run)
and in Pyodide (Python 3.14 in the browser), and must be testable here, so nothing calls
WebCrypto and nothing outside the standard library is imported. ``hashlib``, ``hmac``,
``secrets`` and ``base64`` exist in both; in Pyodide ``secrets`` draws from
``crypto.getRandomValues``.

What is here, and what it is for:

- X25519 (RFC 7748): a key agreed between the host and each seat when the seat joins.
- HKDF-SHA256 (RFC 5869): turns an agreed secret into keys with distinct purposes.
- :func:`seal` / :func:`open_sealed`: authenticated encryption (encrypt-then-MAC, HMAC-SHA256
  in counter mode for the keystream) for a seat's private part of a group update.
- :func:`tag` / :func:`verify_tag`: a seat's authentication of its messages.
- :func:`commit` / :func:`check_commitment`: the host's commitment to the deal.
- :func:`b64` / :func:`unb64`: strict URL-safe base64 for links.

Every random byte comes from :mod:`secrets`, never from ``random`` (whose state can be
recovered from its outputs).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import re
import secrets
from typing import Literal

__all__ = [
    "KEY_BYTES",
    "NONCE_BYTES",
    "TAG_BYTES",
    "COMMIT_NONCE_BYTES",
    "SealError",
    "SealFailure",
    "b64",
    "check_commitment",
    "commit",
    "hkdf",
    "hkdf_expand",
    "hkdf_extract",
    "new_key_pair",
    "open_sealed",
    "seal",
    "shared_secret",
    "tag",
    "unb64",
    "verify_tag",
    "x25519",
    "x25519_base",
]

#: Length of X25519 scalars, u-coordinates and shared secrets.
KEY_BYTES = 32
#: Random nonce at the front of every sealed message: 128 bits, so two seals under one key
#: never share a keystream in practice (no counter state to keep across devices and saves).
NONCE_BYTES = 16
#: Truncated HMAC-SHA256 tags: 128 bits is ample against forgery and keeps links short.
TAG_BYTES = 16
#: Nonce of a commitment: 256 bits hide even a value drawn from a small set (a seed).
COMMIT_NONCE_BYTES = 32

# --- X25519 (RFC 7748 §5) ---------------------------------------------------------------

_P = 2**255 - 19
_A24 = 121665  # (486662 - 2) / 4, as RFC 7748 §5 uses it in z_2 = E * (AA + a24 * E)
_BASE_POINT = (9).to_bytes(KEY_BYTES, "little")


def _check_length(name: str, value: bytes, length: int) -> None:
    if len(value) != length:
        raise ValueError(f"{name} must be {length} bytes, not {len(value)}")


def _clamp(scalar: bytes) -> int:
    """decodeScalar25519: clear the 3 low bits (a multiple of the cofactor 8, so small-subgroup
    components vanish) and fix the top bit (so the ladder's length never depends on the key)."""
    k = bytearray(scalar)
    k[0] &= 248
    k[31] &= 127
    k[31] |= 64
    return int.from_bytes(k, "little")


def x25519(scalar: bytes, u: bytes) -> bytes:
    """RFC 7748's X25519 function: the u-coordinate of ``scalar`` times the point ``u``.

    A Montgomery ladder of constant structure: 255 identical steps and an arithmetic
    conditional swap, with no branch on a secret bit. Pure Python is still not constant-time
    (big-integer arithmetic takes time that depends on the values); that is acceptable here,
    where the keys protect a board game's hidden cards between friends for one game, not
    long-term secrets, and an attacker would need fine timing of the other player's device.
    """
    _check_length("scalar", scalar, KEY_BYTES)
    _check_length("u", u, KEY_BYTES)
    p, a24 = _P, _A24
    k = _clamp(scalar)
    # decodeUCoordinate: ignore the top bit; values >= p are accepted and reduced (RFC 7748).
    x1 = (int.from_bytes(u, "little") & ((1 << 255) - 1)) % p
    x2, z2, x3, z3 = 1, 0, x1, 1
    swap = 0
    for t in range(254, -1, -1):
        bit = (k >> t) & 1
        swap ^= bit
        mask = -swap  # 0 or all ones: the swap is arithmetic, not a branch
        d = mask & (x2 ^ x3)
        x2, x3 = x2 ^ d, x3 ^ d
        d = mask & (z2 ^ z3)
        z2, z3 = z2 ^ d, z3 ^ d
        swap = bit
        a = x2 + z2
        aa = a * a % p
        b = x2 - z2
        bb = b * b % p
        e = aa - bb
        c = x3 + z3
        dd = x3 - z3
        da = dd * a % p
        cb = c * b % p
        x3 = (da + cb) ** 2 % p
        z3 = x1 * (da - cb) ** 2 % p
        x2 = aa * bb % p
        z2 = e * (aa + a24 * e) % p
    mask = -swap
    d = mask & (x2 ^ x3)
    x2 ^= d
    d = mask & (z2 ^ z3)
    z2 ^= d
    # z2 ** (p - 2) is z2's inverse (0 stays 0, giving the all-zero output of low-order points).
    return (x2 * pow(z2, p - 2, p) % p).to_bytes(KEY_BYTES, "little")


def x25519_base(scalar: bytes) -> bytes:
    """The public key of ``scalar``: X25519 with the base point u = 9."""
    return x25519(scalar, _BASE_POINT)


def new_key_pair() -> tuple[bytes, bytes]:
    """A fresh ``(private, public)`` pair; the private key is stored already clamped, so what
    is saved is exactly the scalar that is used."""
    private = _clamp(secrets.token_bytes(KEY_BYTES)).to_bytes(KEY_BYTES, "little")
    return private, x25519_base(private)


def shared_secret(private: bytes, peer_public: bytes) -> bytes:
    """The Diffie-Hellman secret of our ``private`` key and a peer's public key.

    Refuses (ValueError) an all-zero result, which a low-order peer point forces whatever our
    key: a malicious peer could otherwise make the "secret" a value everyone knows (RFC 7748
    §6.1). Hash the result with :func:`hkdf` before using it as a key.
    """
    secret = x25519(private, peer_public)
    if hmac.compare_digest(secret, bytes(KEY_BYTES)):
        raise ValueError("the peer's public key is a low-order point: no shared secret")
    return secret


# --- HKDF-SHA256 (RFC 5869) -------------------------------------------------------------

_HASH_BYTES = 32


def hkdf_extract(salt: bytes, ikm: bytes) -> bytes:
    """HKDF-Extract: a uniform pseudorandom key from input keying material (an empty salt
    means 32 zero bytes, as the RFC says)."""
    return hmac.digest(salt or bytes(_HASH_BYTES), ikm, "sha256")


def hkdf_expand(prk: bytes, info: bytes, length: int) -> bytes:
    """HKDF-Expand: ``length`` bytes of output keying material bound to ``info``."""
    if not 0 <= length <= 255 * _HASH_BYTES:
        raise ValueError(f"HKDF-SHA256 gives 0 to {255 * _HASH_BYTES} bytes, not {length}")
    blocks: list[bytes] = []
    previous = b""
    for counter in range(1, -(-length // _HASH_BYTES) + 1):
        previous = hmac.digest(prk, previous + info + bytes((counter,)), "sha256")
        blocks.append(previous)
    return b"".join(blocks)[:length]


def hkdf(ikm: bytes, salt: bytes, info: bytes, length: int) -> bytes:
    """HKDF-SHA256: derive ``length`` bytes for the purpose named by ``info`` from a secret
    (e.g. an X25519 shared secret), so one secret yields independent keys."""
    return hkdf_expand(hkdf_extract(salt, ikm), info, length)


# --- Authenticated encryption: encrypt-then-MAC -----------------------------------------

_MIN_KEY_BYTES = 16
_SEAL_ENC_INFO = b"expeditions/remote/seal/v1/encrypt"
_SEAL_MAC_INFO = b"expeditions/remote/seal/v1/authenticate"

SealFailure = Literal["short", "tag"]


class SealError(ValueError):
    """A sealed message that must not be opened: ``code`` is ``"short"`` (too short to hold a
    nonce and a tag) or ``"tag"`` (altered, truncated, foreign or sealed under another key —
    these cannot be told apart, by design)."""

    def __init__(self, code: SealFailure, message: str) -> None:
        super().__init__(message)
        self.code: SealFailure = code


def _seal_keys(key: bytes) -> tuple[bytes, bytes]:
    """Independent encryption and authentication keys from one key (never reuse one key for
    both jobs)."""
    if len(key) < _MIN_KEY_BYTES:
        raise ValueError(f"a sealing key needs at least {_MIN_KEY_BYTES} bytes, not {len(key)}")
    prk = hkdf_extract(b"", key)
    return hkdf_expand(prk, _SEAL_ENC_INFO, 32), hkdf_expand(prk, _SEAL_MAC_INFO, 32)


def _keystream_xor(enc_key: bytes, nonce: bytes, data: bytes) -> bytes:
    """XOR with HMAC-SHA256(enc_key, nonce || counter) blocks: a pseudorandom function in
    counter mode, the stream cipher the standard library allows (it has no AES)."""
    if not data:
        return b""
    base = hmac.new(enc_key, nonce, hashlib.sha256)
    blocks = []
    for counter in range(-(-len(data) // _HASH_BYTES)):
        block = base.copy()
        block.update(counter.to_bytes(8, "big"))
        blocks.append(block.digest())
    stream = b"".join(blocks)[: len(data)]
    mixed = int.from_bytes(data, "big") ^ int.from_bytes(stream, "big")
    return mixed.to_bytes(len(data), "big")


def _seal_tag(mac_key: bytes, nonce: bytes, associated: bytes, ciphertext: bytes) -> bytes:
    """The tag covers the nonce, the associated data with its length (so no byte can move
    between associated data and ciphertext) and the ciphertext."""
    mac = hmac.new(mac_key, nonce, hashlib.sha256)
    mac.update(len(associated).to_bytes(8, "big"))
    mac.update(associated)
    mac.update(ciphertext)
    return mac.digest()[:TAG_BYTES]


def seal(key: bytes, plaintext: bytes, associated: bytes = b"") -> bytes:
    """Encrypt and authenticate ``plaintext`` under ``key`` (at least 16 bytes; use an HKDF
    output), binding ``associated`` (sent in the clear, e.g. game id and sequence number).

    Layout: nonce (16 bytes) || ciphertext (as long as the plaintext) || tag (16 bytes).
    The nonce is random, so sealing the same plaintext twice gives different bytes.
    """
    enc_key, mac_key = _seal_keys(key)
    nonce = secrets.token_bytes(NONCE_BYTES)
    ciphertext = _keystream_xor(enc_key, nonce, plaintext)
    return nonce + ciphertext + _seal_tag(mac_key, nonce, associated, ciphertext)


def open_sealed(key: bytes, sealed: bytes, associated: bytes = b"") -> bytes:
    """The plaintext of :func:`seal`'s output, or :class:`SealError`.

    The tag is checked (in constant time) before anything is decrypted, so an altered message
    yields nothing but the refusal.
    """
    if len(sealed) < NONCE_BYTES + TAG_BYTES:
        raise SealError("short", f"a sealed message has at least {NONCE_BYTES + TAG_BYTES} "
                        f"bytes, this one {len(sealed)}")
    enc_key, mac_key = _seal_keys(key)
    nonce, ciphertext = sealed[:NONCE_BYTES], sealed[NONCE_BYTES:-TAG_BYTES]
    expected = _seal_tag(mac_key, nonce, associated, ciphertext)
    if not hmac.compare_digest(expected, sealed[-TAG_BYTES:]):
        raise SealError("tag", "the sealed message was altered or sealed under another key")
    return _keystream_xor(enc_key, nonce, ciphertext)


# --- Message authentication -------------------------------------------------------------


def tag(key: bytes, data: bytes) -> bytes:
    """A 16-byte HMAC-SHA256 tag of ``data``: proves the holder of ``key`` sent it."""
    return hmac.digest(key, data, "sha256")[:TAG_BYTES]


def verify_tag(key: bytes, data: bytes, tag: bytes) -> bool:
    """Whether ``tag`` authenticates ``data`` under ``key``, compared in constant time (a
    timing difference would let a forger learn the right tag byte by byte)."""
    return hmac.compare_digest(hmac.digest(key, data, "sha256")[:TAG_BYTES], tag)


# --- Commitments ------------------------------------------------------------------------

# The domain tag keeps a commitment from ever equalling a hash made for another purpose.
_COMMIT_DOMAIN = b"expeditions/remote/commitment/v1\x00"


def _commitment(nonce: bytes, value: bytes) -> bytes:
    return hashlib.sha256(_COMMIT_DOMAIN + nonce + value).digest()


def commit(value: bytes) -> tuple[bytes, bytes]:
    """``(commitment, nonce)`` for ``value``: publish the commitment now, reveal value and
    nonce later. SHA-256 binds the committer to the value; the random nonce hides it (a deal
    seed could otherwise be found by trying seeds)."""
    nonce = secrets.token_bytes(COMMIT_NONCE_BYTES)
    return _commitment(nonce, value), nonce


def check_commitment(commitment: bytes, nonce: bytes, value: bytes) -> bool:
    """Whether ``value`` and ``nonce`` are what ``commitment`` was made from. The nonce has a
    fixed length, so no bytes can slide between nonce and value."""
    if len(nonce) != COMMIT_NONCE_BYTES:
        return False
    return hmac.compare_digest(_commitment(nonce, value), commitment)


# --- Base64 for links -------------------------------------------------------------------

_B64_TEXT = re.compile(r"[A-Za-z0-9_-]*")


def b64(data: bytes) -> str:
    """URL-safe base64 without padding: the characters a URL fragment carries unescaped."""
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def unb64(text: str) -> bytes:
    """Decode :func:`b64`'s text strictly (ValueError otherwise): only the URL-safe alphabet,
    no padding, no whitespace, and only the canonical encoding, so each byte string has exactly
    one text (a link cannot be altered into another text that decodes alike)."""
    if _B64_TEXT.fullmatch(text) is None:
        raise ValueError("not URL-safe base64: a character outside A-Z a-z 0-9 - _")
    if len(text) % 4 == 1:
        raise ValueError("not URL-safe base64: impossible length")
    data = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    if b64(data) != text:
        raise ValueError("not canonical URL-safe base64: unused bits are set")
    return data
