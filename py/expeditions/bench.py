"""What the bots run, timed: ``python -m expeditions bench GAME``.

For each game, in uniform-random full games per CPU-second (``time.process_time``, so other
processes on the cores do not lower the figures much):

- ``step``: the engine's step API the search bots run on, ``legal_moves`` (the game's own
  move generator) and ``apply`` (a typed move, no check) on a freshly dealt game;
- ``core`` (a game with a bench module, ``games/<game module>_bench.py``, found through
  :mod:`expeditions.registry`): the same on the fast core its Hard bot plays its rollouts on;
- ``protocol``: the full protocol with strings, ``legal_actions`` and ``act`` (the checks);

and ``hard``: the game's Hard bot's samples per CPU-second through its own ``choose`` (the
real bot code path, its level's parameters, the clock as its only budget), on positions of
games between Medium players. A sample is one sampled deal (Lost Cities, Curios) or
determinization (Curiosity) played out once per candidate move.

The uniform policy draws from the standard library's ``random.Random`` (seeded): the figures
time the engine, not our deterministic :class:`~expeditions.rng.Rng`.
"""

from __future__ import annotations

import platform
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

from . import registry
from .engine import JSON
from .games import game_class
from .rng import Rng

#: the figures :func:`bench` can make (``core`` only for a game with a fast core)
MODES = ("step", "core", "protocol", "hard")


def has_core(game_id: str) -> bool:
    """Whether the game has a fast core of its own to time (its ``bench`` part)."""
    return registry.has_part(game_id, "bench")


def game_options(game_id: str, players: int,
                 options: dict[str, JSON] | None = None) -> dict[str, JSON]:
    """The options of one benchmarked game: one game as the ladder plays it (the bots
    module's ``LADDER_OPTIONS``: Lost Cities' single games), then ``options``."""
    from .bots import bot_module

    ladder: dict[str, JSON] = getattr(bot_module(game_id), "LADDER_OPTIONS", {})
    normalized: dict[str, JSON] = game_class(game_id).normalize_options(
        {**ladder, **(options or {}), "players": players})
    return normalized


def _per_cpu_second(play_one: Callable[[int], int], seconds: float) -> dict[str, JSON]:
    """Call ``play_one(k)`` (one whole game, returning its actions) for ``seconds`` of CPU."""
    done = actions = 0
    start = time.process_time()
    while True:
        actions += play_one(done)
        done += 1
        elapsed = time.process_time() - start
        if elapsed >= seconds:
            break
    return {"games": done, "cpu_seconds": elapsed, "games_per_second": done / elapsed,
            "actions_per_game": actions / done}


def random_games(game_id: str, mode: str, seconds: float, players: int | None = None,
                 options: dict[str, JSON] | None = None, seed: int = 12345) -> dict[str, JSON]:
    """Uniform-random full games per CPU-second through ``mode``: ``step``, ``core`` or
    ``protocol`` (see the module)."""
    cls = game_class(game_id)
    n = players or cls.min_players
    settings = game_options(game_id, n, options)
    pick = random.Random(seed).random

    def step(k: int) -> int:
        game = cls(settings, seed + k)
        actions = 0
        seat = game.current_player
        while seat is not None:
            moves = game.legal_moves(seat)
            game.apply(seat, moves[int(pick() * len(moves))])
            actions += 1
            seat = game.current_player
        return actions

    def protocol(k: int) -> int:
        game = cls(settings, seed + k)
        actions = 0
        seat = game.current_player
        while seat is not None:
            legal = game.legal_actions(seat)
            game.act(seat, legal[int(pick() * len(legal))])
            actions += 1
            seat = game.current_player
        return actions

    runs: dict[str, Callable[[int], int]] = {"step": step, "protocol": protocol}
    if mode == "core":
        if not has_core(game_id):
            raise ValueError(f"{game_id} has no fast core")
        runs["core"] = registry.load(game_id, "bench").core_games(settings, Rng(seed), pick)
    return {"mode": mode, **_per_cpu_second(runs[mode], seconds)}


#: the think time per decision the samples are counted in (the app's Hard budget)
HARD_SECONDS = 0.45


def hard_rollouts(game_id: str, seconds: float, players: int | None = None,
                  options: dict[str, JSON] | None = None, seed: int = 1, stride: int = 3,
                  ) -> dict[str, JSON]:
    """The Hard bot's samples per CPU-second, through its own ``choose``: games between
    Medium players are played (the Hard seat rotated from game to game) and at every
    ``stride``-th decision of that seat with a choice, a Hard bot (its level's parameters,
    :data:`HARD_SECONDS` per decision, or ``seconds`` if less, as its only budget) decides
    on the same view, until the decisions that searched (a Curiosity decision early in the
    planning, or a Lost Cities one with one candidate, does not) have taken ``seconds`` of
    CPU."""
    from .bots import bot_module, make_bot

    module = bot_module(game_id)
    cls = game_class(game_id)
    n = players or cls.min_players
    settings = game_options(game_id, n, options)
    per_decision = min(HARD_SECONDS, seconds)
    params: dict[str, Any] = {module.SAMPLES_PARAM: 1_000_000, "time_limit": per_decision,
                              **getattr(module, "CAPACITY_PARAMS", {})}
    medium = make_bot(game_id, "medium")
    samples: list[int] = []
    cpu = 0.0
    k = 0
    while cpu < seconds or not samples:
        me = k % n
        game = cls(settings, seed * 1_000_003 + k)
        rng = Rng(seed * 7_919 + k)
        decisions = 0
        while not game.is_over() and (cpu < seconds or not samples):
            seat = game.current_player
            assert seat is not None
            view = game.view(seat)
            if seat == me and len(view["legal"]) > 1:
                if decisions % stride == 0:
                    hard = make_bot(game_id, "hard", **params)
                    t0 = time.process_time()
                    hard.choose(view, Rng(decisions))
                    took = time.process_time() - t0
                    done = int(getattr(hard, "last_samples", 0))
                    if done > 0:
                        samples.append(done)
                        cpu += took
                decisions += 1
            game.act(seat, medium.choose(view, rng))
        k += 1
    return {"mode": "hard", "decisions": len(samples), "samples": sum(samples),
            "cpu_seconds": cpu, "samples_per_second": sum(samples) / cpu,
            "median_samples": statistics.median(samples), "seconds_per_decision": per_decision,
            "games": k}


def bench(game_id: str, seconds: float = 3.0, players: int | None = None,
          options: dict[str, JSON] | None = None,
          modes: Sequence[str] | None = None) -> dict[str, JSON]:
    """Every figure of ``modes`` (default: all that apply) for one game, ``seconds`` of CPU
    each, with the Python it ran on."""
    n = players or game_class(game_id).min_players
    wanted = [m for m in (modes or MODES) if m != "core" or has_core(game_id)]
    unknown = [m for m in wanted if m not in MODES]
    if unknown:
        raise ValueError(f"unknown bench modes {unknown}; try {list(MODES)}")
    figures: dict[str, JSON] = {}
    for mode in wanted:
        figures[mode] = (hard_rollouts(game_id, seconds, n, options) if mode == "hard"
                         else random_games(game_id, mode, seconds, n, options))
    report: dict[str, JSON] = {"game": game_id, "players": n,
                               "options": game_options(game_id, n, options)}
    report.update(python=platform.python_version(), platform=sys.platform, figures=figures)
    return report


# ----- the Hard bots' samples per decision, for the browser budget ---------------------------

def hard_samples(game_id: str, players: int = 2, seconds: float = HARD_SECONDS,
                 positions: int = 40, seed: int = 1, stride: int = 3,
                 play_samples: int = 8) -> dict[str, JSON]:
    """How many samples the game's Hard bot reaches in ``seconds`` per decision, on this
    Python. Real games are played, the same on every Python: Hard with a fixed budget of
    ``play_samples`` samples (deterministic) against Medium players, Hard's seat rotated
    from game to game. At every ``stride``-th decision of Hard, a second Hard bot (its
    level's parameters, the clock its only budget) decides on the same view, and its samples
    are counted (both with the module's ``CAPACITY_PARAMS``), until ``positions`` such
    decisions have searched (a decision with one candidate, or that the bot leaves to its
    heuristic, is not counted). The median is the budget the arena's ``--budget browser``
    gives Hard when measured in Pyodide (``benchmarks/hard_budget.py``)."""
    from .bots import bot_module, make_bot
    from .games import game_class

    module = bot_module(game_id)
    capacity = getattr(module, "CAPACITY_PARAMS", {})
    clocked_params: dict[str, object] = {module.SAMPLES_PARAM: 1_000_000,
                                         "time_limit": seconds, **capacity}
    cls = game_class(game_id)
    options = game_options(game_id, players)
    samples: list[int] = []
    times: list[float] = []
    k = 0
    start = time.perf_counter()
    while len(samples) < positions:
        me = k % players
        bots = [make_bot(game_id, "medium") for _ in range(players)]
        # the player too (its games give the positions): a budget measured again is
        # measured on the same positions whatever the level's other parameters
        bots[me] = make_bot(game_id, "hard", **{**capacity, module.SAMPLES_PARAM: play_samples,
                                               "time_limit": None})
        game = cls(options, seed * 1_000_003 + k)
        rng = Rng(seed * 7_919 + k)
        decisions = 0
        while not game.is_over() and len(samples) < positions:
            seat = game.current_player
            assert seat is not None
            view = game.view(seat)
            if seat == me and len(view["legal"]) > 1:
                if decisions % stride == 0:
                    clocked = make_bot(game_id, "hard", **clocked_params)
                    t0 = time.perf_counter()
                    clocked.choose(view, Rng(decisions))
                    elapsed = time.perf_counter() - t0
                    n = int(getattr(clocked, "last_samples", 0))
                    if n > 0:
                        samples.append(n)
                        times.append(elapsed)
                decisions += 1
            game.act(seat, bots[seat].choose(view, rng))
        k += 1
    ordered = sorted(samples)
    return {"game": game_id, "players": players, "seconds": seconds,
            "python": platform.python_version(), "platform": sys.platform,
            "positions": len(samples), "games": k, "stride": stride,
            "median_samples": statistics.median(samples),
            "q1_samples": ordered[len(ordered) // 4], "q3_samples": ordered[3 * len(ordered) // 4],
            "median_think_s": statistics.median(times),
            "wall_s": time.perf_counter() - start}
