"""Issue 33's decision probe: how good Lost Cities' Hard decisions are, phase by phase, against
an opponent whose style it may not expect.

    PYTHONPATH=py .venv/bin/python benchmarks/lost_cities_decisions.py --deals 100 \
        [--style gambler] [--iterations 186] [--rollouts 200] [--variant name=JSON ...] \
        [--driver search] [--json bench-results/decisions.json]

TUNED (Hard's rollout policy) plays ``--deals`` deals against ``--style`` (each deal twice,
seats swapped), or with ``--driver`` another chooser does (``search``: Hard itself). At each of
our decisions, TUNED, Hard as it plays today (``search``, at the
browser's sample count or ``--iterations``, no clock) and each variant choose, all with the
same seed. Where they disagree, each chosen action is judged from the real position: the
opponent's real hand, the draw pile shuffled anew for each of ``--rollouts`` playouts (what
no player can know), then TUNED for us and the opponent's own style for them to the end, the
same shuffles and seeds for every action. A chooser's loss at a decision is the best judged
action's value minus its own (0 where all agree).

Whole games cannot show the few points at stake in the first half (``lost_cities_field.py``,
± 2.5 over 200 deals), and a position's endgame bench (``lost_cities_endgame.py``) follows one
line of play; this judges every decision against the same yardstick, so the error is over
decisions, not games. The yardstick is TUNED's continuation against the real style, not the
chooser's own later play, so it measures the move, not the rest of the game: a diagnostic of
where the search gains or loses against TUNED, not a replacement for whole games.

With ``--driver search`` the positions are those Hard's own play leads to, and a chooser's
advantages summed over a game are then its whole-game lead over TUNED (the performance
difference identity: a policy's lead over another is the sum, along its own games, of how much
better each of its moves is than the other's, judged by the other's continuation), up to the
playouts' noise: a check of the probe against whole games, and where along Hard's own games
the lead is made or lost.

Reports, for each phase (cards left in the draw pile at the decision), how many decisions,
how often each chooser differs from TUNED, and each chooser's mean advantage over TUNED per
decision with its standard error, and summed over a game's decisions in that phase; then each
chooser's advantages summed over whole games, with an error over games.
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
from expeditions.bots.lost_cities import STYLES, SearchBot, heuristic_playout  # noqa: E402
from expeditions.games.lost_cities import LostCities, shuffle  # noqa: E402
from expeditions.rng import Rng  # noqa: E402

GAME = "lost-cities"
#: phases by the cards left in the draw pile at the decision: (label, fewest, most)
PHASES = (("44-35", 35, 44), ("34-25", 25, 34), ("24-15", 15, 24), ("14-0", 0, 14))
#: a game's actions before the probe gives up on a deal (two heuristic players may stall)
MAX_ACTIONS = 400


def browser_search() -> dict[str, Any]:
    """Hard's search parameters at the browser budget (no clock, so runs are reproducible)."""
    params = dict(budget_params(GAME, "browser", 2)["hard"])
    params["time_limit"] = None
    return params


def phase_of(deck_left: int) -> str:
    for label, low, high in PHASES:
        if low <= deck_left <= high:
            return label
    raise ValueError(deck_left)


def judge(game: LostCities, us: int, action: str, style: str, rollouts: int,
          seed: int) -> float:
    """Our mean margin after ``action`` from the real position: the draw pile reshuffled for
    each playout, TUNED for us and ``style`` for the opponent (the same shuffles and playout
    seeds for every action judged with this ``seed``)."""
    after = game.clone()
    after.act(us, action)
    if after.is_over():
        scores = after.core.scores()
        return float(scores[us] - scores[1 - us])
    styles = (STYLES["tuned"], STYLES[style]) if us == 0 else (STYLES[style], STYLES["tuned"])
    total = 0.0
    for k in range(rollouts):
        core = after.core.copy()
        shuffle(core.deck, Rng(seed * 7919 + k))
        heuristic_playout(core, Rng(seed * 104_729 + k), styles=styles)
        scores = core.scores()
        total += scores[us] - scores[1 - us]
    return total / rollouts


class Tally:
    """Each chooser's loss at each decision (the best judged action's value minus its own),
    and how often it differs from TUNED, phase by phase."""

    def __init__(self, names: list[str]) -> None:
        self.names = names
        self.games = 0
        self.losses: dict[str, dict[str, list[float]]] = {
            p: {n: [] for n in names} for p, _, _ in PHASES}
        self.differs = {p: dict.fromkeys(names, 0) for p, _, _ in PHASES}
        #: each chooser's advantage over TUNED summed over each game's decisions
        self.totals: dict[str, list[float]] = {n: [] for n in names}

    def new_game(self) -> None:
        self.games += 1
        for name in self.names:
            self.totals[name].append(0.0)

    def add(self, phase: str, chosen: dict[str, str], value: dict[str, float] | None) -> None:
        """One decision: what each chooser chose, and the judged value of each action
        (``None`` when every chooser chose alike)."""
        for name in self.names:
            if value is None:
                self.losses[phase][name].append(0.0)
                continue
            self.losses[phase][name].append(max(value.values()) - value[chosen[name]])
            self.totals[name][-1] += value[chosen[name]] - value[chosen["tuned"]]
            self.differs[phase][name] += chosen[name] != chosen["tuned"]


def play_deal(deal: int, us: int, style: str, choosers: dict[str, dict[str, Any]],
              rollouts: int, tally: Tally, driver: str = "tuned") -> None:
    """One game of ``driver`` (seat ``us``) against ``style``, every decision of ours
    judged."""
    tally.new_game()
    game = LostCities({"players": 2, "colours": 5, "games": 1,
                       "start": ("p1", "p2")[deal % 2]}, deal)
    tuned, theirs = make_bot(GAME, "tuned"), make_bot(GAME, style)
    bots = {name: SearchBot(**params) for name, params in choosers.items()}
    for n in range(MAX_ACTIONS):
        if game.is_over():
            break
        seat = game.current_player
        assert seat is not None  # the game is not over
        seed = deal * 1000 + n
        view = game.view(seat)
        if seat != us:
            game.act(seat, theirs.choose(view, Rng(seed)))
            continue
        chosen = {"tuned": tuned.choose(view, Rng(seed))}
        for name, bot in bots.items():
            chosen[name] = bot.choose(view, Rng(seed))
        distinct = sorted(set(chosen.values()))
        value = (None if len(distinct) == 1 else
                 {a: judge(game, us, a, style, rollouts, seed) for a in distinct})
        tally.add(phase_of(len(game.core.deck)), chosen, value)
        game.act(seat, chosen[driver])


def report(tally: Tally) -> dict[str, Any]:
    """Print, and return, each chooser's advantage over TUNED phase by phase."""
    out: dict[str, Any] = {}
    for phase, _, _ in PHASES:
        losses = tally.losses[phase]
        decisions = len(losses["tuned"])
        if not decisions:
            continue
        per_game = decisions / tally.games
        row: dict[str, Any] = {"decisions": decisions, "per_game": per_game, "choosers": {}}
        print(f"  {phase:>5} cards left: {decisions} decisions ({per_game:.1f} a game)")
        for name in tally.names[1:]:
            gain = [t - c for t, c in zip(losses["tuned"], losses[name], strict=True)]
            mean = statistics.fmean(gain)
            error = statistics.stdev(gain) / math.sqrt(len(gain)) if len(gain) > 1 else 0.0
            share = tally.differs[phase][name] / decisions
            print(f"    {name:>12}: differs {100 * share:4.1f} %, {mean:+.3f} ± {error:.3f} a "
                  f"decision, {mean * per_game:+.2f} ± {error * per_game:.2f} a game")
            row["choosers"][name] = {"differs": share, "mean": mean, "se": error,
                                     "per_game": mean * per_game}
        out[phase] = row
    print("  whole games (each game's advantages summed, error over games):")
    out["games"] = {}
    for name in tally.names[1:]:
        totals = tally.totals[name]
        mean = statistics.fmean(totals)
        error = statistics.stdev(totals) / math.sqrt(len(totals)) if len(totals) > 1 else 0.0
        print(f"    {name:>12}: {mean:+.2f} ± {error:.2f} a game")
        out["games"][name] = {"mean": mean, "se": error}
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--style", default="gambler", help="the opponent's named style")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--iterations", type=int,
                        help="samples a decision (default: what the browser reaches)")
    parser.add_argument("--rollouts", type=int, default=200,
                        help="playouts judging each disputed action")
    parser.add_argument("--variant", action="append", default=[],
                        help="name=JSON object of search parameters over Hard's")
    parser.add_argument("--driver", default="tuned",
                        help="the chooser whose moves are played: tuned, search or a variant")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    base = browser_search()
    if args.iterations:
        base["iterations"] = args.iterations
    choosers: dict[str, dict[str, Any]] = {"search": base}
    for text in args.variant:
        name, _, params = text.partition("=")
        choosers[name] = {**base, **json.loads(params)}
    tally = Tally(["tuned", *choosers])
    if args.driver not in tally.names:
        parser.error(f"--driver must be one of {', '.join(tally.names)}")
    started = time.time()
    for deal in range(args.seed * 100_000, args.seed * 100_000 + args.deals):
        for us in (0, 1):
            play_deal(deal, us, args.style, choosers, args.rollouts, tally, args.driver)
    print(f"{tally.games} games of {args.driver} against {args.style} ({args.deals} deals, "
          f"both seats), "
          f"{(time.time() - started) / 60:.1f} min; each chooser's advantage over TUNED, "
          f"judged by {args.rollouts} playouts (TUNED for us, {args.style} for them):")
    phases = report(tally)
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps({"style": args.style, "driver": args.driver,
                                         "search": base,
                                         "deals": args.deals, "rollouts": args.rollouts,
                                         "phases": phases,
                                         # each game's advantages summed, chooser by
                                         # chooser, to pair two choosers game by game
                                         "game_totals": tally.totals}, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
