"""Experiments for the Lost Cities search bot (not part of the app).

Plays ``search`` (with given constructor parameters) against ``heuristic`` on duplicate
deals, single games, seats swapped. ``--oracle`` gives the search the true hidden state
(opponent hand and draw-pile order) instead of determinizations, to see how much the sampling
of hidden cards costs.

    PYTHONPATH=py .venv/bin/python benchmarks/lost_cities_search.py --deals 50 \
        --param iterations=100 --param time_limit=60
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import time
from typing import Any

from expeditions.bots import lost_cities as lcb
from expeditions.games.lost_cities import Core, LostCities, LostCitiesView, shuffle
from expeditions.rng import Rng


class OracleSearch(lcb.SearchBot):
    game: LostCities | None = None
    hand_only = False

    def _sample(self, view: LostCitiesView, rng: Rng) -> Core:
        assert self.game is not None
        core = self.game.core.copy()
        if self.hand_only:  # the true opponent hand, but a freshly shuffled draw pile
            shuffle(core.deck, rng)
        return core


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=50)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--oracle", action="store_true")
    ap.add_argument("--oracle-hand", action="store_true")
    ap.add_argument("--param", action="append", default=[])
    args = ap.parse_args()
    params: dict[str, Any] = {}
    for kv in args.param:
        k, v = kv.split("=", 1)
        params[k] = json.loads(v)
    cls = OracleSearch if args.oracle or args.oracle_hand else lcb.SearchBot
    bot = cls(**params)
    if isinstance(bot, OracleSearch):
        bot.hand_only = args.oracle_hand
    heur = lcb.HeuristicBot()
    margins: list[int] = []
    wins = 0.0
    think: list[float] = []
    iters: list[int] = []
    for deal in range(args.deals):
        for seat in (0, 1):
            game = LostCities({"players": 2, "games": 1}, args.seed * 1_000_003 + deal)
            if isinstance(bot, OracleSearch):
                bot.game = game
            rng = Rng(args.seed * 7919 + 2 * deal + seat)
            while not game.is_over():
                s = game.current_player
                assert s is not None
                view = game.view(s)
                if s == seat:
                    t = time.perf_counter()
                    bot.last_iterations = 0
                    a = bot.choose(view, rng)
                    think.append(time.perf_counter() - t)
                    iters.append(getattr(bot, "last_iterations", 0))
                else:
                    a = heur.choose(view, rng)
                game.act(s, a)
            res = game.result()
            assert res is not None
            m = res.scores[seat] - res.scores[1 - seat]
            margins.append(m)
            wins += 1.0 if m > 0 else 0.5 if m == 0 else 0.0
    n = len(margins)
    se = statistics.stdev(margins) / math.sqrt(n)
    think.sort()
    it = [i for i in iters if i]
    print(json.dumps({"params": params, "oracle": args.oracle,
                      "oracle_hand": args.oracle_hand, "games": n,
                      "win_rate": round(wins / n, 3),
                      "margin": round(statistics.mean(margins), 2), "se": round(se, 2),
                      "think_median": round(think[len(think) // 2], 4),
                      "think_p95": round(think[int(len(think) * 0.95)], 4),
                      "iters_median": sorted(it)[len(it) // 2] if it else 0}))


if __name__ == "__main__":
    main()
