"""Schnorr signatures over P-256: every message of a game signed by the seat that sends it.

A seat's signing key is made on its own device when the seat is taken and its public half is
bound to the seat for the whole game, so a device that relays another's message (or a link
that passes through many hands) can neither change it nor make one in that seat's name.

Schnorr (1991) in the group the deal already uses (:mod:`.ec`): R = r·G,
c = the first 128 bits of SHA-256(domain ‖ X ‖ R ‖ message), s = r + c·x; the signature is
(c, s), 48 bytes. A 128-bit challenge keeps a forgery at about 2^128 work (the hash needs no
collision resistance, as R is hashed with the message) and saves 16 bytes a link. The nonce is
hedged — SHA-512 of the key, the message and 32 fresh random bytes — so neither a weak random
source nor signing one message twice can repeat a nonce (which would give the key away).
"""

from __future__ import annotations

import hashlib
import secrets

from expeditions.remote import ec

__all__ = ["PUBLIC_BYTES", "SECRET_BYTES", "SIGNATURE_BYTES", "new_key", "public_of", "sign",
           "verify"]

_DOMAIN = b"expeditions/signature/v1\x00"
_NONCE = b"expeditions/signature/v1/nonce\x00"
_CHALLENGE_BYTES = 16
SECRET_BYTES = ec.SCALAR_BYTES
PUBLIC_BYTES = ec.POINT_BYTES
SIGNATURE_BYTES = _CHALLENGE_BYTES + ec.SCALAR_BYTES


def new_key() -> bytes:
    """A fresh secret signing key (32 bytes) from :mod:`secrets`."""
    return ec.scalar_to_bytes(ec.random_scalar())


def public_of(secret: bytes) -> bytes:
    """The public key (a compressed point) of a secret key."""
    return ec.encode(ec.mul_base(ec.scalar_from_bytes(secret)))


def _challenge(public: bytes, commitment: ec.Point, message: bytes) -> int:
    digest = hashlib.sha256(_DOMAIN + public + ec.encode(commitment)
                            + len(message).to_bytes(4, "big") + message).digest()
    return int.from_bytes(digest[:_CHALLENGE_BYTES], "big")


def sign(secret: bytes, message: bytes) -> bytes:
    """The signature (48 bytes) of ``message`` by ``secret``."""
    x = ec.scalar_from_bytes(secret)
    seed = hashlib.sha512(_NONCE + secret + len(message).to_bytes(4, "big") + message
                          + secrets.token_bytes(32)).digest()
    r = int.from_bytes(seed, "big") % (ec.N - 1) + 1
    c = _challenge(public_of(secret), ec.mul_base(r), message)
    s = (r + c * x) % ec.N
    return c.to_bytes(_CHALLENGE_BYTES, "big") + ec.scalar_to_bytes(s)


def verify(public: bytes, message: bytes, signature: bytes) -> bool:
    """Whether ``signature`` is a signature of ``message`` by the key of ``public``; False
    for anything malformed (a public key that is no point, a wrong size, s >= n)."""
    if len(signature) != SIGNATURE_BYTES:
        return False
    try:
        point = ec.decode(public)
    except ValueError:
        return False
    c = int.from_bytes(signature[:_CHALLENGE_BYTES], "big")
    s = int.from_bytes(signature[_CHALLENGE_BYTES:], "big")
    if s >= ec.N:
        return False
    commitment = ec.sum_of_products(s, ec.N - c, point)  # s·G - c·X
    return commitment is not None and _challenge(public, commitment, message) == c
