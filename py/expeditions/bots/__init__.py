"""Computer players. A bot is any object with ``choose(view, rng) -> action``: it sees
only the view of its own seat (:meth:`expeditions.engine.Game.view`), never the state.

Each game has a module ``expeditions.bots.<game module>`` exposing ``BOTS`` (name ->
factory taking keyword parameters) and ``LEVELS`` (difficulty -> (bot name, parameters)).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from types import ModuleType
from typing import Any, Protocol

from ..engine import JSON
from ..rng import Rng

DIFFICULTIES = ("easy", "medium", "hard")


class Bot(Protocol):
    def choose(self, view: dict[str, JSON], rng: Rng) -> str: ...


class RandomBot:
    """Uniformly random among the legal actions listed in the view."""

    def choose(self, view: dict[str, JSON], rng: Rng) -> str:
        legal = view["legal"]
        if not legal:
            raise ValueError("the bot was asked to move but has no legal action")
        return str(rng.choice(legal))


#: Bots of games registered at run time (the tests' tiny game).
_EXTRA: dict[str, ModuleType] = {}


def register(game_id: str, module: ModuleType) -> None:
    _EXTRA[game_id] = module


def bot_module(game_id: str) -> ModuleType:
    if game_id in _EXTRA:
        return _EXTRA[game_id]
    from ..games import GAME_MODULES

    if game_id not in GAME_MODULES:
        raise KeyError(f"unknown game {game_id!r}")
    suffix = GAME_MODULES[game_id].rsplit(".", 1)[1]
    return importlib.import_module(f"{__name__}.{suffix}")


def make_bot(game_id: str, name: str, **params: Any) -> Bot:
    """A bot by name (``random``, ``heuristic``, ``search`` …) or by difficulty."""
    module = bot_module(game_id)
    if name in DIFFICULTIES:
        name, level_params = module.LEVELS[name]
        params = {**level_params, **params}
    factories: dict[str, Callable[..., Bot]] = module.BOTS
    if name not in factories:
        raise KeyError(f"no bot {name!r} for {game_id}; try one of {sorted(factories)}")
    return factories[name](**params)


def choose(game_id: str, view: dict[str, JSON], level: str, seed: int) -> str:
    """One decision, the call the browser's bot worker makes."""
    return make_bot(game_id, level).choose(view, Rng(seed))
