"""The soak: many random games of one title with the engine contract checked after every
action (:mod:`expeditions.conformance`, the checks the conformance tests run), round-robin
over every player count and option combination. ``python -m expeditions soak GAME``.

Game ``i`` of a soak depends only on ``(seed, i)``: its configuration is the ``i``-th in
round-robin order, its random generator is seeded from both. A failure is reported with
both, and ``--seed S --start i --games 1`` plays that one game again.
"""

from __future__ import annotations

import sys
import time
import traceback
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from typing import Any

from .conformance import Playout, option_combinations
from .engine import JSON
from .games import game_class
from .rng import Rng


@dataclass
class Outcome:
    """One game of a soak: its size, and what broke (``error`` is empty when nothing)."""

    index: int
    options: dict[str, JSON]
    seed: int
    actions: int
    seconds: float
    cpu_seconds: float = 0.0
    error: str = ""
    step: int = -1
    phase: str = ""
    trace: str = ""


def game_rng(seed: int, index: int) -> Rng:
    """Game ``index``'s generator: the soak's seed and the index mixed through splitmix64."""
    return Rng(Rng(seed).next_u64() ^ (index * 0x9E3779B97F4A7C15))


def play_one(game_id: str, seed: int, index: int,
             configs: list[dict[str, JSON]]) -> Outcome:
    options = configs[index % len(configs)]
    playout = Playout(game_class(game_id), options, game_rng(seed, index))
    started, cpu = time.perf_counter(), time.process_time()
    outcome = Outcome(index, options, playout.seed, 0, 0.0)
    try:
        game = playout.run()
        outcome.actions = len(game.log)
    except Exception as err:  # noqa: BLE001 - a crash in a game is a finding, not our crash
        outcome.actions = playout.actions
        outcome.error = f"{type(err).__name__}: {err}"
        outcome.step = playout.step
        outcome.phase = playout.phase
        outcome.trace = traceback.format_exc(limit=-4)
    outcome.seconds = time.perf_counter() - started
    outcome.cpu_seconds = time.process_time() - cpu
    return outcome


def _play_chunk(args: tuple[str, int, list[int], list[dict[str, JSON]]]) -> list[Outcome]:
    game_id, seed, indices, configs = args
    return [play_one(game_id, seed, i, configs) for i in indices]


def outcomes(game_id: str, games: int, seed: int, start: int, jobs: int) -> Iterator[Outcome]:
    """Games ``start … start + games − 1``, as they finish (in index order for one job)."""
    configs = option_combinations(game_id)
    indices = range(start, start + games)
    if jobs <= 1:
        for i in indices:
            yield play_one(game_id, seed, i, configs)
        return
    import multiprocessing

    size = max(1, min(20, games // (jobs * 8)))
    chunks = [(game_id, seed, list(indices[k:k + size]), configs)
              for k in range(0, games, size)]
    with multiprocessing.get_context("fork").Pool(jobs) as pool:
        for part in pool.imap_unordered(_play_chunk, chunks):
            yield from part


def repro(game_id: str, seed: int, index: int) -> str:
    return (f"PYTHONPATH=py python -m expeditions soak {game_id} --seed {seed} "
            f"--start {index} --games 1")


def run_soak(game_id: str, games: int, seed: int = 1, jobs: int = 1, start: int = 0,
             progress: bool = False, minutes: float | None = None) -> dict[str, JSON]:
    """Play the soak; the report counts games and actions, lists every failure with what
    reproduces it, and gives the rate. ``minutes``: stop taking games after that long (the
    report counts the games played)."""
    started = time.perf_counter()
    deadline = None if minutes is None else started + 60 * minutes
    played = actions = 0
    cpu = 0.0
    failures: list[dict[str, Any]] = []
    every = max(1, min(500, games // 20))
    shown = started
    for outcome in outcomes(game_id, games, seed, start, jobs):
        played += 1
        actions += outcome.actions
        cpu += outcome.cpu_seconds
        if outcome.error:
            failure = asdict(outcome)
            failure["repro"] = repro(game_id, seed, outcome.index)
            failures.append(failure)
            if progress:
                print(f"  FAIL game {outcome.index} {outcome.options} at action "
                      f"{outcome.step} ({outcome.phase}): {outcome.error}",
                      file=sys.stderr, flush=True)
        now = time.perf_counter()
        if progress and (played % every == 0 or now - shown > 60):
            shown, elapsed = now, now - started
            print(f"  … {played}/{games} games, {actions} actions, {len(failures)} failures, "
                  f"{played / elapsed:.2f} games/s", file=sys.stderr, flush=True)
        if deadline is not None and now > deadline:
            break
    seconds = time.perf_counter() - started
    failures.sort(key=lambda f: int(f["index"]))
    return {
        "game": game_id, "seed": seed, "start": start, "jobs": jobs, "requested": games,
        "configurations": option_combinations(game_id),
        "games": played, "actions": actions, "failures": failures,
        "seconds": round(seconds, 3),
        "games_per_second": round(played / seconds, 3) if seconds else None,
        "actions_per_second": round(actions / seconds, 1) if seconds else None,
        "cpu_seconds": round(cpu, 3),
        "games_per_cpu_second": round(played / cpu, 3) if cpu else None,
    }


def format_report(report: dict[str, JSON]) -> str:
    """The report as text: the totals, then each failure with the command that replays it."""
    lines = [
        f"soak {report['game']} (seed {report['seed']}, games {report['start']}…"
        f"{int(report['start']) + int(report['games']) - 1}, "
        f"{len(report['configurations'])} configurations, {report['jobs']} job(s))",
        f"  games     {report['games']}",
        f"  actions   {report['actions']}",
        f"  failures  {len(report['failures'])}",
        f"  time      {report['seconds']} s, {report['games_per_second']} games/s, "
        f"{report['actions_per_second']} actions/s",
        f"  cpu       {report['cpu_seconds']} s in the games, "
        f"{report['games_per_cpu_second']} games per CPU-second",
    ]
    for f in report["failures"]:
        lines += [f"  FAIL game {f['index']} {f['options']} game seed {f['seed']}: "
                  f"{f['phase']} at action index {f['step']}: {f['error']}",
                  f"       again: {f['repro']}"]
    return "\n".join(lines)
