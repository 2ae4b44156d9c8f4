"""Registry of games by id. Modules are imported lazily so the app starts fast and a
game that is not built yet simply is not listed."""

from __future__ import annotations

import importlib
import importlib.util
from typing import Any

from ..engine import Game

#: game id -> module that defines ``GAME`` (a :class:`~expeditions.engine.Game` subclass).
GAME_MODULES: dict[str, str] = {
    "lost-cities": "expeditions.games.lost_cities",
    "curios": "expeditions.games.curios",
    "curiosity": "expeditions.games.curiosity",
}

#: Games added at run time (the tests' tiny game); never listed in the menu by default.
_EXTRA: dict[str, type[Game[Any]]] = {}


def register(cls: type[Game[Any]]) -> None:
    _EXTRA[cls.game_id] = cls


def game_class(game_id: str) -> type[Game[Any]]:
    if game_id in _EXTRA:
        return _EXTRA[game_id]
    module_name = GAME_MODULES.get(game_id)
    if module_name is None:
        raise KeyError(f"unknown game {game_id!r}")
    module = importlib.import_module(module_name)
    cls: type[Game[Any]] = module.GAME
    return cls


def is_available(game_id: str) -> bool:
    """True when the game's module exists (a game still in development may not).
    It does not import the module: the menu must not pay for compiling every game."""
    if game_id in _EXTRA:
        return True
    module_name = GAME_MODULES.get(game_id)
    return module_name is not None and importlib.util.find_spec(module_name) is not None
