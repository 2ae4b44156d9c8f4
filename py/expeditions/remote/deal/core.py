"""What every part of a device's table shares: its facts and what the parts ask of each
other (:class:`Core`; :mod:`.table` puts the parts together)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from expeditions.engine import JSON, Game
from expeditions.remote.deal.spec import HiddenGame
from expeditions.remote.deal.state import Deal, Move, Setup

__all__ = ["Core"]


class Core:
    """The state a table's parts share (set by :class:`~.table.Table`)."""

    spec: HiddenGame
    setup: Setup
    options: dict[str, JSON]
    trusted: bool
    start: int | None
    nonce: bytes | None
    commitments: dict[int, bytes]
    nonces: dict[int, bytes]
    deals: list[Deal]
    log: list[Move]
    bodies: list[tuple[int, dict[str, JSON]]]
    _saved_keys: list[list[int]]
    _saved_items: list[dict[int, tuple[list[str], list[bytes]]]]
    _compose_actions: list[tuple[int, str]]

    @property
    def me(self) -> int:
        return self.setup.me

    @property
    def my_seats(self) -> list[int]:
        return self.setup.seats_of(self.me)

    def _peek(self) -> Game[Any] | None:
        raise NotImplementedError  # the table's: the game as this device knows it

    def _turn_due(self, device: int) -> bool:
        raise NotImplementedError  # the table's

    def _game_over(self, game: Game[Any] | None) -> bool:
        return game is not None and game.is_over()

    def _engine_action(self, move: Move, worlds: Sequence[Sequence[str]]) -> str:
        raise NotImplementedError  # the table's
