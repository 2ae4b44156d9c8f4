"""Computer players. A bot is any object with ``choose(view, rng) -> action``: it sees
only the view of its own seat (:meth:`expeditions.engine.Game.view`), never the state.

Each game has a module ``expeditions.bots.<game module>`` exposing ``BOTS`` (name ->
factory taking keyword parameters) and ``LEVELS`` (difficulty -> (bot name, parameters)).

The Hard bots also *rank*: ``rank(view, rng, explain=False) -> list[Ranked]`` lists the
actions they weighed, best first, each with the bot's own estimate; their ``choose`` is the
first of that list, so a hint (:mod:`expeditions.coach.hints`) shows exactly what the bot
would play. With ``explain`` each action also carries a reason code and its parameters,
derived from what the seat sees (each module's ``REASONS`` lists its codes).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, Protocol

from .. import registry
from ..engine import JSON
from ..registry import DIFFICULTIES as DIFFICULTIES  # named here too, as before
from ..rng import Rng


class Bot(Protocol):
    def choose(self, view: dict[str, JSON], rng: Rng) -> str: ...


#: What a :class:`Ranked` estimate measures (``Ranked.kind``):
#: the mean final score difference of the current game over the bot's playouts
MARGIN = "margin"
#: the share of playouts won (``Ranked.margin``: the mean score lead there)
WIN_CHANCE = "win_chance"
#: the mean points ahead of the others at the end of the round over the playouts
LEAD = "lead"
#: the heuristic's static estimate of the points an action adds (no playouts)
GAIN = "gain"
#: the expected worth of the gems of the best plan for the rest of the phase (no playouts)
PLAN = "plan"
#: chosen by a fixed rule, without an estimate
RULE = "rule"
#: the only legal action
ONLY = "only"
ESTIMATE_KINDS = (MARGIN, WIN_CHANCE, LEAD, GAIN, PLAN, RULE, ONLY)


@dataclass(frozen=True)
class Ranked:
    """One action as a bot ranked it: ``estimate`` in the unit ``kind`` names (``None``
    for :data:`RULE` and :data:`ONLY`), over ``samples`` playouts; with ``explain``, a
    reason code and its parameters (card codes, colour letters, site ids, squares, counts:
    data the screens word)."""

    action: str
    kind: str
    estimate: float | None = None
    samples: int = 0
    margin: float | None = None
    reason: str = ""
    params: dict[str, JSON] = field(default_factory=dict)


class RandomBot:
    """Uniformly random among the legal actions listed in the view."""

    def choose(self, view: dict[str, JSON], rng: Rng) -> str:
        legal = view["legal"]
        if not legal:
            raise ValueError("the bot was asked to move but has no legal action")
        return str(rng.choice(legal))


def bot_module(game_id: str) -> ModuleType:
    """The game's bots module (``BOTS``, ``LEVELS``), found through the registry."""
    return registry.load(game_id, "bots")


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


class RankingBot(Protocol):
    """A bot that can say what it weighed (the Hard level of every game)."""

    def choose(self, view: dict[str, JSON], rng: Rng) -> str: ...

    def rank(self, view: dict[str, JSON], rng: Rng, explain: bool = False,
             ) -> list[Ranked]: ...


def choose(game_id: str, view: dict[str, JSON], level: str, seed: int) -> str:
    """One decision, the call the browser's bot worker makes."""
    return make_bot(game_id, level).choose(view, Rng(seed))
