"""Issue 33's endgame probe: variants of Lost Cities' Hard compared on the same endgames.

    PYTHONPATH=py .venv/bin/python benchmarks/lost_cities_endgame.py --positions 300 \
        [--style tuned] [--fork 10] [--iterations N] [--variant name=JSON ...] \
        [--json bench-results/endgame.json]

TUNED (Hard's rollout policy) plays a deal against ``--style`` until the draw pile holds at
most ``--fork`` cards. From that same position each variant (and TUNED itself) plays our
side to the end, the opponent's style the other, every decision with the same seed in every
variant. Only our endgame decisions differ, so each variant's margin minus the plain
search's is a paired difference per position: about ten times less noisy than the field
bench's whole-game margins (``lost_cities_field.py``), and it isolates the endgame, where the
deck's last cards decide many games. A variant is the Hard search's parameters on top of the
browser budget (``--variant deep='{"opponent_style": "tuned"}'``); ``search`` is Hard as it
plays today, at the browser's sample count (or ``--iterations``), no clock. Reports each
variant's mean difference to ``search`` with its standard error, and its median and worst
time a decision here.
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

from expeditions.arena import budget_params  # noqa: E402
from expeditions.bots import make_bot  # noqa: E402
from expeditions.bots.lost_cities import SearchBot  # noqa: E402
from expeditions.games.lost_cities import LostCities  # noqa: E402
from expeditions.rng import Rng  # noqa: E402

GAME = "lost-cities"
#: a finished endgame is a few dozen decisions; this stops a variant that never ends one
MAX_ACTIONS = 400


def browser_search() -> dict[str, Any]:
    """Hard's search parameters at the browser budget (no clock, so runs are reproducible)."""
    params = dict(budget_params(GAME, "browser", 2)["hard"])
    params["time_limit"] = None
    return params


def finish(game: LostCities, us: int, ours: Any, theirs: Any, seed: int,
           ) -> tuple[float, list[float]]:
    """Play ``game`` to its end; our margin and our decisions' times in ms."""
    times: list[float] = []
    for n in range(MAX_ACTIONS):
        if game.is_over():
            break
        seat = game.current_player
        assert seat is not None  # the game is not over
        rng = Rng(seed * 1000 + n)
        if seat == us:
            started = time.perf_counter()
            action = ours.choose(game.view(seat), rng)
            times.append(1000 * (time.perf_counter() - started))
        else:
            action = theirs.choose(game.view(seat), rng)
        game.act(seat, action)
    scores = game.core.scores()
    return float(scores[us] - scores[1 - us]), times


def endgame(seed: int, style: str, fork: int) -> tuple[LostCities, int] | None:
    """Deal ``seed`` played by TUNED against ``style`` until ``fork`` cards are left."""
    us = seed % 2
    game = LostCities({"players": 2, "colours": 5, "games": 1,
                       "start": ("p1", "p2")[(seed // 2) % 2]}, seed)
    tuned, theirs = make_bot(GAME, "tuned"), make_bot(GAME, style)
    rng = Rng(seed)
    while not game.is_over() and len(game.core.deck) > fork:
        seat = game.current_player
        assert seat is not None  # the game is not over
        game.act(seat, (tuned if seat == us else theirs).choose(game.view(seat), rng))
    return None if game.is_over() else (game, us)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=300)
    parser.add_argument("--style", default="tuned", help="the opponent's named style")
    parser.add_argument("--fork", type=int, default=10, help="cards left in the draw pile")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--iterations", type=int,
                        help="samples a decision (default: what the browser reaches)")
    parser.add_argument("--variant", action="append", default=[],
                        help="name=JSON object of search parameters over Hard's")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    base = browser_search()
    if args.iterations:
        base["iterations"] = args.iterations
    variants: dict[str, dict[str, Any] | None] = {"tuned": None, "search": base}
    for text in args.variant:
        name, _, params = text.partition("=")
        variants[name] = {**base, **json.loads(params)}
    diffs: dict[str, list[float]] = {name: [] for name in variants if name != "search"}
    times: dict[str, list[float]] = {name: [] for name in variants}
    started = time.time()
    seed = args.seed * 100_000
    while len(diffs["tuned"]) < args.positions:
        seed += 1
        found = endgame(seed, args.style, args.fork)
        if found is None:
            continue
        position, us = found
        margins: dict[str, float] = {}
        for name, params in variants.items():
            ours = make_bot(GAME, "tuned") if params is None else SearchBot(**params)
            margins[name], spent = finish(position.clone(), us, ours,
                                          make_bot(GAME, args.style), seed)
            times[name] += spent
        for name in diffs:
            diffs[name].append(margins[name] - margins["search"])
    print(f"{args.positions} endgames against {args.style}, from {args.fork} cards left, "
          f"{(time.time() - started) / 60:.1f} min; each variant minus the search of today:")
    report: dict[str, Any] = {"style": args.style, "fork": args.fork, "search": base,
                              "variants": {}}
    for name, values in diffs.items():
        mean = statistics.fmean(values)
        error = statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
        spent = times[name] or [0.0]
        print(f"  {name:>12}: {mean:+.2f} ± {error:.2f} a game "
              f"(a decision: median {statistics.median(spent):.0f} ms, worst {max(spent):.0f})")
        report["variants"][name] = {"params": variants[name], "mean": mean, "se": error,
                                    "n": len(values)}
    spent = times["search"]
    print(f"  {'search':>12}: a decision median {statistics.median(spent):.0f} ms, "
          f"worst {max(spent):.0f}")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
