"""Tune the Lost Cities heuristic's weights (a :class:`~expeditions.bots.lost_cities.Style`)
by playing it against the documented heuristic (``MEDIUM``) on shared deals, seats swapped.

Heuristic games take about a millisecond, so thousands of games per candidate are cheap; a
local search changes one or two weights at a time and keeps what raises the mean margin.
The result is checked on deals not used for tuning.

    PYTHONPATH=py .venv/bin/python benchmarks/lost_cities_tune.py --deals 3000 --rounds 60
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import statistics
from multiprocessing import Pool
from multiprocessing.pool import Pool as PoolType
from typing import Any

from expeditions.bots import lost_cities as lcb
from expeditions.games.lost_cities import Core
from expeditions.rng import Rng

#: (field, step) of the weights the search may change
STEPS: list[tuple[str, float]] = [
    ("started_play", 4.0), ("skip_penalty", 2.0), ("future_per_card", 0.08),
    ("open_margin", 3.0), ("wager_margin", 3.0), ("wager_min_deck", 3.0),
    ("wager_started_min", 4.0), ("excess_penalty", 2.0), ("keep_started", 4.0),
    ("keep_open_base", 3.0), ("keep_open_weight", 0.15), ("help_started", 2.0),
    ("help_open", 0.15), ("take_margin", 2.0), ("take_started", 3.0), ("take_skip", 1.0),
    ("endgame_deck", 2.0), ("stall_share", 0.15), ("wager_min_cards", 1.0),
    ("keep_wager", 0.2), ("rush_bonus", 4.0), ("deny_base", 2.0), ("deny_weight", 0.15),
    ("open_per_card", 1.0), ("contested", 1.0), ("keep_open_value", 0.15),
]
#: weights that may go below zero (thresholds); the others are kept at zero or above
SIGNED = {"open_margin", "wager_margin", "take_margin"}


def margins(style: lcb.Style, first: int, deals: int, ncol: int = 5) -> list[int]:
    """``style``'s score minus MEDIUM's, for each deal in each seat."""
    out: list[int] = []
    for deal in range(first, first + deals):
        for seat in (0, 1):
            core = Core.deal(ncol, Rng(deal), deal % 2)
            styles = (style, lcb.MEDIUM) if seat == 0 else (lcb.MEDIUM, style)
            lcb.heuristic_playout(core, Rng(deal * 3 + 1), stall_limit=150, styles=styles)
            sc = core.scores()
            out.append(sc[seat] - sc[1 - seat])
    return out


def _job(args: tuple[dict[str, float], int, int]) -> list[int]:
    fields, first, deals = args
    return margins(lcb.Style(**fields), first, deals)  # type: ignore[arg-type]


def evaluate(pool: PoolType, style: lcb.Style, first: int, deals: int) -> tuple[float, float]:
    half = deals // 2
    fields = dataclasses.asdict(style)
    parts = pool.map(_job, [(fields, first, half), (fields, first + half, deals - half)])
    xs = parts[0] + parts[1]
    return statistics.fmean(xs), statistics.stdev(xs) / math.sqrt(len(xs))


def nudged(style: lcb.Style, name: str, step: float) -> lcb.Style:
    """``style`` with one weight moved by ``step`` (whole numbers stay whole; only the
    :data:`SIGNED` thresholds may go below zero)."""
    value = getattr(style, name) + step
    if isinstance(getattr(lcb.MEDIUM, name), int):
        value = int(round(value))
    changes: dict[str, Any] = {name: value if name in SIGNED else max(0, value)}
    return dataclasses.replace(style, **changes)


def perturb(style: lcb.Style, rng: Rng) -> lcb.Style:
    """One or two random weights, each one step up or down."""
    for _ in range(1 + rng.below(2)):
        name, step = STEPS[rng.below(len(STEPS))]
        style = nudged(style, name, step * (1 if rng.below(2) else -1))
    return style


def changed(style: lcb.Style) -> dict[str, Any]:
    """The weights where ``style`` differs from MEDIUM."""
    return {k: v for k, v in dataclasses.asdict(style).items() if v != getattr(lcb.MEDIUM, k)}


def sweep(pool: PoolType, best: lcb.Style, best_m: float, deals: int) -> tuple[lcb.Style, float]:
    """One pass of coordinate search: each weight one step up and down, keeping gains."""
    for name, step in STEPS:
        for sign in (1, -1):
            cand = nudged(best, name, sign * step)
            if cand == best:
                continue
            m, se = evaluate(pool, cand, 0, deals)
            if m > best_m:
                best, best_m = cand, m
                print(f"{name} {getattr(best, name)}: {m:+.2f} ± {se:.2f}", flush=True)
                break
    return best, best_m


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=3000)
    ap.add_argument("--rounds", type=int, default=60)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--start", default="", help="JSON of Style fields to start from")
    ap.add_argument("--sweeps", type=int, default=0, help="coordinate passes instead")
    ap.add_argument("--scale", type=float, default=1.0, help="multiplies every step")
    ap.add_argument("--procs", type=int, default=2)
    args = ap.parse_args()
    rng = Rng(args.seed)
    best = lcb.Style(**json.loads(args.start)) if args.start else lcb.MEDIUM
    if args.scale != 1.0:
        STEPS[:] = [(name, step * args.scale) for name, step in STEPS]
    with Pool(args.procs) as pool:
        best_m, se = evaluate(pool, best, 0, args.deals)
        print(f"start {best_m:+.2f} ± {se:.2f}", flush=True)
        for _ in range(args.sweeps):
            best, best_m = sweep(pool, best, best_m, args.deals)
        for r in range(0 if args.sweeps else args.rounds):
            cand = perturb(best, rng)
            m, se = evaluate(pool, cand, 0, args.deals)
            if m > best_m:
                best, best_m = cand, m
                print(f"round {r}: {m:+.2f} ± {se:.2f} {json.dumps(changed(best))}", flush=True)
        fresh_m, fresh_se = evaluate(pool, best, 10_000_000, args.deals)
        print(json.dumps({"tuned": best_m, "fresh_deals": round(fresh_m, 2),
                          "fresh_se": round(fresh_se, 2), "style": changed(best)}))


if __name__ == "__main__":
    main()
