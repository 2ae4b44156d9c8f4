"""Issue 33's field: Lost Cities' Hard against every named style, and TUNED alone against the
same styles on the same deals, at the browser budget.

    PYTHONPATH=py .venv/bin/python benchmarks/lost_cities_field.py --games 400 --jobs 2 \
        [--field medium,tuned,aggressive,cautious,latecomer,gambler] [--hard-param k=JSON] \
        [--json bench-results/field.json]

Single games on duplicate deals (deal ``k`` played twice, seats swapped); Hard plays as the
arena's ``--budget browser`` plays it (the samples Pyodide reaches in 0.45 s, no clock, so a
run is reproducible). For each style it reports Hard's win rate and mean margin a game, TUNED's
on the same deals, and Hard's lead over TUNED deal by deal; every ± is a standard error over
deals (a deal's two seatings are not independent games). The issue's targets: Hard ≥ +15 a
game against every style, ≥ +8 against TUNED, and never below TUNED against the same style.
``--hard-param`` tries a variant of the search (``--hard-param 'opponent_style="tuned"'``).
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py"))

from expeditions.arena import (  # noqa: E402
    DEFAULT_MAX_ACTIONS,
    Record,
    _Setup,
    budget_params,
    play_records,
)

GAME = "lost-cities"
FIELD = ("medium", "tuned", "aggressive", "cautious", "latecomer", "gambler")
#: the issue's bars, in points a game
EVERY_STYLE = 15.0
OVER_TUNED = 8.0


def deal_margins(records: list[Record]) -> list[float]:
    """Entry 0's margin a game, averaged over each deal's two seatings (capped games
    count as a draw)."""
    by_deal: dict[int, list[float]] = {}
    for index, (finished, seat_of, (scores, _, _), _) in enumerate(records):
        margin = 0.0
        if finished:
            s = seat_of[0]
            margin = float(scores[s] - scores[1 - s])
        by_deal.setdefault(index // 2, []).append(margin)
    return [statistics.fmean(m) for _, m in sorted(by_deal.items())]


def wins(records: list[Record]) -> float:
    """Entry 0's win rate (a tie counts half)."""
    total = 0.0
    for finished, seat_of, (scores, _, _), _ in records:
        if finished:
            s = seat_of[0]
            total += 1.0 if scores[s] > scores[1 - s] else 0.5 if scores[s] == scores[1 - s] else 0
        else:
            total += 0.5
    return total / len(records)


def mean_se(xs: list[float]) -> tuple[float, float]:
    return statistics.fmean(xs), statistics.stdev(xs) / math.sqrt(len(xs))


def play(player: str, opponent: str, games: int, seed: int, params: dict[str, dict[str, Any]],
         jobs: int) -> list[Record]:
    setup = _Setup(GAME, [player, opponent], seed, {"games": 1}, params, DEFAULT_MAX_ACTIONS)
    return play_records(setup, games, jobs)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=400, help="games a pairing (even)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--field", default=",".join(FIELD))
    ap.add_argument("--hard-param", action="append", default=[], metavar="KEY=JSON")
    ap.add_argument("--json", type=Path)
    args = ap.parse_args()
    hard = budget_params(GAME, "browser", 2)
    for item in args.hard_param:
        key, value = item.split("=", 1)
        hard["hard"][key] = json.loads(value)
    rows = []
    for style in args.field.split(","):
        started = time.perf_counter()
        hard_records = play("hard", style, args.games, args.seed, hard, args.jobs)
        hard_cpu = time.perf_counter() - started
        tuned_records = play("tuned", style, args.games, args.seed, {}, args.jobs)
        h, t = deal_margins(hard_records), deal_margins(tuned_records)
        lead = [a - b for a, b in zip(h, t, strict=True)]
        row = {"style": style, "games": args.games,
               "hard_wins": wins(hard_records), "hard": mean_se(h),
               "tuned_wins": wins(tuned_records), "tuned": mean_se(t),
               "lead": mean_se(lead), "minutes": hard_cpu / 60,
               # deal by deal, so two runs on the same seed can be compared pairwise
               "hard_deals": h, "tuned_deals": t}
        rows.append(row)
        print(f"{style:>10}: Hard {100 * row['hard_wins']:.1f} %, {row['hard'][0]:+.1f} ± "
              f"{row['hard'][1]:.1f}; TUNED {100 * row['tuned_wins']:.1f} %, "
              f"{row['tuned'][0]:+.1f} ± {row['tuned'][1]:.1f}; Hard − TUNED "
              f"{row['lead'][0]:+.1f} ± {row['lead'][1]:.1f} ({row['minutes']:.1f} min)",
              flush=True)
    met = all(r["hard"][0] >= (OVER_TUNED if r["style"] == "tuned" else EVERY_STYLE)
              and r["lead"][0] >= 0 for r in rows)
    print(f"targets (≥ +{EVERY_STYLE:g} every style, ≥ +{OVER_TUNED:g} over TUNED, never "
          f"below TUNED): {'met' if met else 'not met'}")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps({"hard_params": hard["hard"], "seed": args.seed,
                                         "rows": rows, "met": met}, indent=1))


if __name__ == "__main__":
    main()
