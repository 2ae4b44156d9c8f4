"""A clock for saves and sessions in tests: a second later at every reading."""

from __future__ import annotations


class Clock:
    def __init__(self) -> None:
        self.now = 1_700_000_000_000

    def __call__(self) -> int:
        self.now += 1000
        return self.now
