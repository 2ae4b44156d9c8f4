"""The rules of each game, found through :mod:`expeditions.registry`. Modules are imported
lazily so the app starts fast."""

from __future__ import annotations

from typing import Any

from .. import registry
from ..engine import Game


def game_class(game_id: str) -> type[Game[Any]]:
    """The game's :class:`~expeditions.engine.Game` subclass (KeyError if unknown)."""
    cls: type[Game[Any]] = registry.load(game_id, "game").GAME
    return cls


def is_available(game_id: str) -> bool:
    """True when the game's rules module exists (a game still in development may not).
    It does not import the module: the menu must not pay for compiling every game."""
    return registry.has_part(game_id, "game")
