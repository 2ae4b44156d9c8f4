"""Fiat-Shamir transcripts: a proof's challenges hashed from everything said before them.

An interactive proof becomes a message one device can send and every other device can check
alone when each challenge is a hash of the statement and of every message of the prover before
it (Fiat-Shamir). Each item is fed with its label and length, so no two different histories
hash alike; a challenge is fed back in, so later challenges depend on it too. Challenges are
full-size scalars (SHA-512 reduced modulo the group's order: a bias of 2^-256), so a proof's
soundness error stays near (its degree)/n, far below 2^-128.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable

from expeditions.remote import ec

__all__ = ["Transcript"]

_DOMAIN = b"expeditions/transcript/v1\x00"


class Transcript:
    """A running hash of a proof's statement and messages."""

    def __init__(self, label: bytes) -> None:
        self._hash = hashlib.sha256(_DOMAIN)
        self.append(b"protocol", label)

    def append(self, label: bytes, data: bytes) -> None:
        """Feed one labelled item."""
        self._hash.update(len(label).to_bytes(2, "big") + label
                          + len(data).to_bytes(4, "big") + data)

    def point(self, label: bytes, point: ec.Point) -> None:
        self.append(label, ec.encode(point))

    def points(self, label: bytes, points: Iterable[ec.Point]) -> None:
        self.append(label, b"".join(ec.encode(p) for p in points))

    def scalar(self, label: bytes, value: int) -> None:
        self.append(label, (value % ec.N).to_bytes(32, "big"))

    def challenge(self, label: bytes) -> int:
        """A non-zero scalar hashed from everything fed so far, then fed back in."""
        counter = 0
        while True:
            seed = self._hash.copy()
            seed.update(b"challenge" + label + counter.to_bytes(1, "big"))
            value = int.from_bytes(hashlib.sha512(seed.digest()).digest(), "big") % ec.N
            if value:
                self.scalar(b"challenge:" + label, value)
                return value
            counter += 1  # probability 2^-256 a try
