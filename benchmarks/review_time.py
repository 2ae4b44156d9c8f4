"""How long the review of a whole finished game takes in the browser's Python (issue #31):
for each game and player count, games of Medium players are played, then seat 0's review
is worked out exactly as the bot worker does it (:func:`expeditions.coach.review.rate` on
each of the seat's views, at the sample budget Hard reaches in the browser's 0.45 s), in
Pyodide under Node (the pinned Pyodide the tests and ``hard_budget.py`` use).

    python3 benchmarks/review_time.py [--games 2] [--only lost-cities] [--cpython] [--json F]

Target: 15 s or less for a Lost Cities game at full speed on this machine (2 cores, shared
with other work). The script also measures how many samples Lost Cities' Hard reaches in
0.45 s before and after the reviews (``expeditions.bench.hard_samples``): against the
budget measured on the idle machine (``bots/budget.py``) that gives how much slower the
machine was, and each time is also given scaled to full speed. The figures go to
``docs/review.md``.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "py"), str(ROOT)]

#: every game and player count reviewed
CONFIGS: tuple[tuple[str, int], ...] = (
    ("lost-cities", 2), ("curios", 2), ("curios", 3), ("curios", 4), ("curios", 5),
    ("curiosity", 2), ("curiosity", 3), ("curiosity", 4),
)

#: the code run in Pyodide (or on CPython with ``--cpython``): one JSON line per game
CODE = """
import json, time
from expeditions.arena import play_game
from expeditions.bots import make_bot
from expeditions.coach import review as rv
from expeditions.games import game_class
from expeditions.rng import Rng

def one(game_id, players, seed):
    options = {"players": players}
    if game_id == "lost-cities":
        options["games"] = 1
    game = game_class(game_id)(options, seed)
    play_game(game, [make_bot(game_id, "medium") for _ in range(players)], Rng(seed))
    params = rv.budget(game_id, players)
    seeds = Rng(seed + 1)
    times, decisions, weighed = [], 0, 0
    start = time.perf_counter()
    for step, view, played in rv.positions(game_id, game.options, game.seed, game.log, 0):
        t = time.perf_counter()
        found = rv.rate(game_id, view, played, seeds.next_u64() >> 12, params)
        times.append(time.perf_counter() - t)
        decisions += found is not None
        weighed += found is not None and not found.same
    total = time.perf_counter() - start
    times.sort()
    print(json.dumps({"game": game_id, "players": players, "seed": seed,
                      "decisions": decisions, "not_hards_choice": weighed,
                      "seconds": round(total, 2),
                      "per_decision_median": round(times[len(times) // 2], 3),
                      "per_decision_max": round(times[-1], 3),
                      "samples": rv.samples_of(game_id, params)}), flush=True)

def speed():
    # the machine's speed now: Lost Cities' Hard samples in 0.45 s on the positions its
    # budget was measured on (an idle machine then), to scale the times to full speed
    from expeditions.bench import hard_samples
    print(json.dumps({"speed": hard_samples("lost-cities", 2)["median_samples"]}),
          flush=True)

speed()
for game_id, players in CONFIGS:
    for seed in range(1, GAMES + 1):
        one(game_id, players, seed)
speed()
"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2, help="games per configuration")
    parser.add_argument("--only", help="one game id")
    parser.add_argument("--cpython", action="store_true", help="CPython instead of Pyodide")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    configs = [c for c in CONFIGS if args.only in (None, c[0])]
    code = f"CONFIGS = {configs!r}\nGAMES = {args.games}\n" + CODE
    if args.cpython:
        done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                              text=True, check=True, env={"PYTHONPATH": str(ROOT / "py")})
    else:
        import build

        runner = ROOT / "benchmarks" / "pyodide_run.mjs"
        done = subprocess.run(["node", str(runner), str(build.package_dir(build.PYODIDE)),
                               code], cwd=ROOT, capture_output=True, text=True, check=True)
    lines = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    speeds = [float(x["speed"]) for x in lines if "speed" in x]
    rows: list[dict[str, Any]] = [x for x in lines if "speed" not in x]
    from expeditions.bots.budget import BROWSER_SAMPLES, CPYTHON_SAMPLES

    idle = (CPYTHON_SAMPLES if args.cpython else BROWSER_SAMPLES)["lost-cities"][2]
    # below 1: the machine was slower than when the budgets were measured (idle)
    factor = min(1.0, sum(speeds) / len(speeds) / idle) if speeds else 1.0
    print(f"speed now: {speeds} Lost Cities samples in 0.45 s against {idle} idle: "
          f"times scaled by {factor:.2f} for full speed")
    print("| game | players | seed | decisions | not Hard's choice | review (s) | "
          "at full speed (s) | per decision: median, max (s) |")
    print("|---|---|---|---|---|---|---|---|")
    for r in rows:
        r["full_speed_s"] = round(r["seconds"] * factor, 1)
        print(f"| {r['game']} | {r['players']} | {r['seed']} | {r['decisions']} | "
              f"{r['not_hards_choice']} | {r['seconds']} | {r['full_speed_s']} | "
              f"{r['per_decision_median']}, {r['per_decision_max']} |")
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
