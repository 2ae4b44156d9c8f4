"""Bot matches for measuring strength: seats rotated over the same deals, shared victories
split, think time per move. Used by ``python -m expeditions arena``."""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .bots import Bot, make_bot
from .engine import JSON, Game
from .games import game_class
from .rng import Rng

#: A game still running after this many actions is abandoned (Lost Cities players can pass
#: cards through the discard piles forever; the rules allow it).
DEFAULT_MAX_ACTIONS = 3000


@dataclass
class EntryStats:
    """Figures for one entry of the ``--players`` list (one bot, whatever seat it sat in)."""

    name: str
    games: int = 0
    wins: float = 0.0  # a shared victory among k players counts 1/k
    scores: list[int] = field(default_factory=list)
    margins: list[int] = field(default_factory=list)
    think: list[float] = field(default_factory=list)

    def summary(self) -> dict[str, JSON]:
        def mean_se(xs: Sequence[float]) -> tuple[float, float]:
            if not xs:
                return (math.nan, math.nan)
            m = statistics.fmean(xs)
            se = statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else math.nan
            return (m, se)

        score_mean, score_se = mean_se(self.scores)
        margin_mean, margin_se = mean_se(self.margins)
        think = sorted(self.think)
        return {
            "bot": self.name,
            "games": self.games,
            "win_rate": self.wins / self.games if self.games else math.nan,
            "mean_score": score_mean,
            "score_se": score_se,
            "mean_margin": margin_mean,
            "margin_se": margin_se,
            "think_median_ms": 1000 * statistics.median(think) if think else math.nan,
            "think_p95_ms": 1000 * think[min(len(think) - 1, int(0.95 * len(think)))]
            if think
            else math.nan,
            "moves": len(think),
        }


def play_game(
    game: Game[Any], bots: Sequence[Bot], rng: Rng, think: list[list[float]] | None = None,
    max_actions: int = DEFAULT_MAX_ACTIONS,
) -> bool:
    """Play ``game`` to the end with one bot per seat. Returns False if it hit the cap."""
    while not game.is_over():
        if len(game.log) >= max_actions:
            return False
        seat = game.current_player
        assert seat is not None
        view = game.view(seat)
        start = time.perf_counter()
        action = bots[seat].choose(view, rng)
        elapsed = time.perf_counter() - start
        if think is not None:
            think[seat].append(elapsed)
        game.act(seat, action)
    return True


@dataclass
class _Setup:
    """Everything one game of an arena needs; picklable, so games can run in processes."""

    game_id: str
    players: list[str]
    seed: int
    options: dict[str, JSON]
    bot_params: dict[str, dict[str, Any]]
    max_actions: int


    def make_bots(self) -> list[Bot]:
        return [make_bot(self.game_id, name, **self.bot_params.get(name, {}))
                for name in self.players]


def _play_one(setup: _Setup, bots: list[Bot], index: int,
              ) -> tuple[bool, list[int], list[list[int]], list[list[float]]]:
    """Play game ``index`` of an arena. Returns (finished, seat of each entry, the final
    scores and winners as ``[scores, winners]``, think times by seat)."""
    n = len(setup.players)
    deal, rotation = divmod(index, n)
    # entry e sits in seat (e + rotation) % n
    seat_of = [(e + rotation) % n for e in range(n)]
    entry_at = [0] * n
    for e, s in enumerate(seat_of):
        entry_at[s] = e
    opts = dict(setup.options)
    opts["players"] = n
    game = game_class(setup.game_id)(opts, setup.seed * 1_000_003 + deal)
    think: list[list[float]] = [[] for _ in range(n)]
    rng = Rng(setup.seed * 7_919 + index)
    finished = play_game(game, [bots[entry_at[s]] for s in range(n)], rng, think,
                         setup.max_actions)
    outcome: list[list[int]] = [[], []]
    if finished:
        result = game.result()
        assert result is not None
        outcome = [list(result.scores), sorted(result.winners)]
    return finished, seat_of, outcome, think


def _play_chunk(args: tuple[_Setup, list[int]]) -> list[Any]:
    setup, indices = args
    bots = setup.make_bots()
    return [_play_one(setup, bots, i) for i in indices]


def run_arena(
    game_id: str,
    players: Sequence[str],
    games: int,
    seed: int = 1,
    options: Mapping[str, JSON] | None = None,
    bot_params: Mapping[str, Mapping[str, Any]] | None = None,
    max_actions: int = DEFAULT_MAX_ACTIONS,
    progress: bool = False,
    jobs: int = 1,
) -> dict[str, JSON]:
    """Play ``games`` games. Deal ``k`` is played by every rotation of the seats in turn
    (duplicate deals), so luck of the deal and of the seat cancels out. ``jobs`` > 1 plays
    the games in that many processes (each game is seeded by its index, so the figures do
    not depend on ``jobs``, only time-limited bots do)."""
    n = len(players)
    setup = _Setup(game_id, list(players), seed, dict(options or {}),
                   {k: dict(v) for k, v in (bot_params or {}).items()}, max_actions)
    stats = [EntryStats(name) for name in players]
    capped = 0
    if jobs > 1:
        import multiprocessing

        chunks = [(setup, list(range(j, games, jobs))) for j in range(jobs)]
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            records = [r for chunk in pool.map(_play_chunk, chunks) for r in chunk]
    else:
        records = []
        bots = setup.make_bots()
        for index in range(games):
            records.append(_play_one(setup, bots, index))
            if progress and (index + 1) % max(1, games // 20) == 0:
                print(f"  … {index + 1}/{games} games", flush=True)
    for finished, seat_of, (scores, winners), think in records:
        for e in range(n):
            stats[e].think.extend(think[seat_of[e]])
        if not finished:
            capped += 1
            continue
        share = 1.0 / len(winners) if winners else 0.0
        for e in range(n):
            s = seat_of[e]
            st = stats[e]
            st.games += 1
            if s in winners:
                st.wins += share
            st.scores.append(scores[s])
            others = [scores[o] for o in range(n) if o != s]
            st.margins.append(scores[s] - max(others))
    return {
        "game": game_id,
        "players": list(players),
        "games": games,
        "capped": capped,
        "seed": seed,
        "entries": [st.summary() for st in stats],
    }


def format_table(report: Mapping[str, Any]) -> str:
    lines = [
        f"{report['game']}: {report['games']} games, seed {report['seed']}"
        + (f", {report['capped']} abandoned at the action cap" if report["capped"] else ""),
        f"{'bot':<14}{'win rate':>9}{'score':>16}{'margin':>16}{'think med':>11}{'p95':>9}",
    ]
    for e in report["entries"]:
        lines.append(
            f"{e['bot']:<14}{100 * e['win_rate']:>8.1f}%"
            f"{e['mean_score']:>9.1f} ± {e['score_se']:<4.1f}"
            f"{e['mean_margin']:>+9.1f} ± {e['margin_se']:<4.1f}"
            f"{e['think_median_ms']:>9.2f}ms{e['think_p95_ms']:>7.1f}ms"
        )
    return "\n".join(lines)
