"""A small deterministic random number generator.

Why our own: saves replay an action log from a seed, so the shuffles must be identical on
every Python (CPython 3.11 here, Pyodide's 3.14 in the browser). ``random.shuffle`` and
``randrange`` are not promised to stay the same across versions; this splitmix64 generator
and our Fisher-Yates shuffle use only integer arithmetic, so they are.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
#: All 64 bits set: splitmix64 works modulo 2**64.
MASK64 = _MASK
#: splitmix64's constants (Steele, Lea and Flood 2014): the increment of the state (the
#: golden gamma) and the two multipliers of the output mix. Defined here only; fast loops
#: elsewhere import them and bind them to locals.
SPLITMIX_GAMMA = 0x9E3779B97F4A7C15
SPLITMIX_MUL1 = 0xBF58476D1CE4E5B9
SPLITMIX_MUL2 = 0x94D049BB133111EB


class Rng:
    """splitmix64: tiny state, fast in pure Python, good enough statistics for card games."""

    __slots__ = ("_state",)

    def __init__(self, seed: int) -> None:
        self._state = seed & _MASK

    def next_u64(self) -> int:
        self._state = (self._state + SPLITMIX_GAMMA) & _MASK
        z = self._state
        z = ((z ^ (z >> 30)) * SPLITMIX_MUL1) & _MASK
        z = ((z ^ (z >> 27)) * SPLITMIX_MUL2) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias (rejection sampling)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _MASK - (_MASK + 1) % n
        while True:
            x = self.next_u64()
            if x <= limit:
                return x % n

    def random(self) -> float:
        """A float in [0, 1) with 53 random bits."""
        return (self.next_u64() >> 11) * (1.0 / (1 << 53))

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates in place, each index drawn as :meth:`below` draws it (the same
        numbers, so the same deals), with the generator inlined: the bots shuffle hundreds
        of thousands of times a decision."""
        mask, gamma, mul1, mul2 = _MASK, SPLITMIX_GAMMA, SPLITMIX_MUL1, SPLITMIX_MUL2
        state = self._state
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = mask - (mask + 1) % n
            while True:
                state = (state + gamma) & mask
                z = ((state ^ (state >> 30)) * mul1) & mask
                z = ((z ^ (z >> 27)) * mul2) & mask
                x = z ^ (z >> 31)
                if x <= limit:
                    break
            j = x % n
            items[i], items[j] = items[j], items[i]
        self._state = state

    def choice(self, items: Sequence[T]) -> T:
        if not items:
            raise IndexError("choice() from an empty sequence")
        return items[self.below(len(items))]

    def fork(self, salt: int) -> Rng:
        """An independent stream, so that (say) each game of a match has its own shuffle."""
        return Rng(self.next_u64() ^ ((salt * 0xD1B54A32D192ED03) & _MASK))

    def getstate(self) -> int:
        return self._state

    def setstate(self, state: int) -> None:
        self._state = state & _MASK
