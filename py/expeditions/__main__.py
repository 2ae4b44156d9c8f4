"""Command line: ``python -m expeditions arena …``, ``… ladder …``, ``… bench …`` and
``… soak …``."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from .arena import (
    BUDGETS,
    budget_params,
    format_ladder,
    format_table,
    merge_params,
    run_arena,
    run_ladder,
)
from .bench import MODES, bench
from .games import game_class
from .registry import game_ids


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m expeditions")
    sub = parser.add_subparsers(dest="command", required=True)

    arena = sub.add_parser("arena", help="bot matches with seats rotated")
    arena.add_argument("game", choices=sorted(game_ids()))
    arena.add_argument("--players", required=True, help="comma-separated bot names or levels")
    arena.add_argument("--games", type=int, default=400)
    arena.add_argument("--seed", type=int, default=1)
    arena.add_argument("--option", action="append", default=[], metavar="KEY=JSON",
                       help="a game option, e.g. --option colours=6")
    arena.add_argument("--bot-param", action="append", default=[], metavar="BOT.KEY=JSON",
                       help="a bot parameter, e.g. --bot-param search.iterations=200")
    arena.add_argument("--jobs", type=int, default=1, help="games played in parallel processes")
    arena.add_argument("--json", action="store_true", help="print JSON instead of a table")
    arena.add_argument("--budget", choices=BUDGETS, default="cpython",
                       help="Hard's budget: the level as defined (cpython), or the samples "
                            "it reaches in 0.45 s in the browser's Python (browser)")

    ladder = sub.add_parser("ladder", help="round robin of the levels: ratings, head to head")
    ladder.add_argument("game", choices=sorted(game_ids()))
    ladder.add_argument("--players", default="easy,medium,hard",
                        help="comma-separated levels or bot names (default easy,medium,hard)")
    ladder.add_argument("--games", type=int, default=200, help="games per pairing")
    ladder.add_argument("--seed", type=int, default=1)
    ladder.add_argument("--option", action="append", default=[], metavar="KEY=JSON")
    ladder.add_argument("--bot-param", action="append", default=[], metavar="BOT.KEY=JSON")
    ladder.add_argument("--budget", choices=BUDGETS, default="cpython")
    ladder.add_argument("--mixed", default=None, metavar="NAMES",
                        help="entries of the multi-player table (default: the first three; "
                             "'' for none)")
    ladder.add_argument("--jobs", type=int, default=1, help="games played in parallel processes")
    ladder.add_argument("--json", action="store_true", help="print JSON instead of tables")

    bench_cmd = sub.add_parser(
        "bench", help="what the bots run, per CPU-second: uniform-random games through the "
                      "step API (and a game's fast core) and the protocol, and Hard's "
                      "samples")
    bench_cmd.add_argument("game", choices=sorted(game_ids()))
    bench_cmd.add_argument("--seconds", type=float, default=3.0,
                           help="CPU seconds per figure (default 3)")
    bench_cmd.add_argument("--players", type=int, default=None)
    bench_cmd.add_argument("--option", action="append", default=[], metavar="KEY=JSON",
                           help="a game option, e.g. --option colours=6")
    bench_cmd.add_argument("--modes", default=",".join(MODES),
                           help=f"comma-separated figures (default {','.join(MODES)}; "
                                "core only for a game with a fast core)")
    bench_cmd.add_argument("--hard", action="store_true",
                           help="instead: Hard's samples per 0.45 s decision on this Python "
                                "(benchmarks/hard_budget.py runs it in Pyodide too)")

    soak = sub.add_parser(
        "soak", help="random games at every player count and option combination, with the "
                     "engine contract checked after every action; exits 1 on any failure")
    soak.add_argument("game", choices=sorted(game_ids()))
    soak.add_argument("--games", type=int, default=1000)
    soak.add_argument("--jobs", type=int, default=1, help="games played in parallel processes")
    soak.add_argument("--seed", type=int, default=1)
    soak.add_argument("--start", type=int, default=0,
                      help="index of the first game (a failure's index replays that game)")
    soak.add_argument("--minutes", type=float, default=None,
                      help="stop taking new games after this long")
    soak.add_argument("--json", action="store_true", help="print JSON instead of a summary")

    args = parser.parse_args(argv)
    if args.command == "soak":
        from .soak import format_report, run_soak

        report = run_soak(args.game, args.games, args.seed, args.jobs, args.start,
                          progress=True, minutes=args.minutes)
        print(json.dumps(report, indent=2) if args.json else format_report(report))
        return 1 if report["failures"] else 0
    options: dict[str, Any] = {}
    for item in getattr(args, "option", []):
        key, _, value = item.partition("=")
        options[key] = json.loads(value)
    if args.command in ("arena", "ladder"):
        bot_params: dict[str, dict[str, Any]] = {}
        for item in args.bot_param:
            key, _, value = item.partition("=")
            bot, _, param = key.partition(".")
            bot_params.setdefault(bot, {})[param] = json.loads(value)
        players = [p for p in args.players.split(",") if p]
    if args.command == "arena":
        params = merge_params(budget_params(args.game, args.budget, len(players)), bot_params)
        report = run_arena(args.game, players, args.games, args.seed, options,
                           params, progress=not args.json, jobs=args.jobs)
        print(json.dumps(report, indent=2) if args.json else format_table(report))
        return 0
    if args.command == "ladder":
        mixed = None if args.mixed is None else [p for p in args.mixed.split(",") if p]
        report = run_ladder(args.game, players, args.games, args.seed, options, bot_params,
                            args.budget, mixed, args.jobs, progress=not args.json)
        print(json.dumps(report, indent=2) if args.json else format_ladder(report))
        return 0
    if args.command == "bench":
        if args.hard:
            from .bench import hard_samples

            hard = hard_samples(args.game, args.players or game_class(args.game).min_players)
            print(json.dumps(hard, indent=2))
            return 0
        modes = [m for m in args.modes.split(",") if m]
        if any(m not in MODES for m in modes):
            parser.error(f"--modes takes some of {','.join(MODES)}")
        try:
            report = bench(args.game, args.seconds, args.players, options, modes)
        except ValueError as error:  # an option the game does not have
            parser.error(str(error))
        print(json.dumps(report, indent=2))
        return 0
    return 2


if __name__ == "__main__":
    sys.exit(main())
