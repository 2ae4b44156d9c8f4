"""How long a player waits for the review of a finished game, in the browser (issue #31):
Chromium opens the built app with a finished game in its storage (Medium players' games,
seat 0 a person), opens its review from Continue as a player does, and times the click until
the review is on screen: the whole of what the app does, at Hard's full browser budget, with
the second worker the app starts on a device of two threads or more.

    python3 build.py && python3 benchmarks/review_browser.py dist [--games 2] [--cores 1]
        [--only lost-cities] [--json F]

``--cores 1`` makes the page report one thread (the DevTools protocol's hardware concurrency
override), as on a device where the app reviews with its one worker. Target: 15 s or less for
a Lost Cities game at full speed on this machine (2 cores). How fast the machine is meanwhile
is measured before and after, as ``review_time.py`` does (Lost Cities' Hard samples in 0.45 s
in Pyodide against the idle figure its budget was set from), and each time is also given
scaled to full speed. The figures go to ``docs/review.md``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "py")]

from benchmarks.app_page import app_page  # noqa: E402
from expeditions.arena import play_game  # noqa: E402
from expeditions.bots import make_bot  # noqa: E402
from expeditions.coach.review import decision_count  # noqa: E402
from expeditions.games import game_class  # noqa: E402
from expeditions.rng import Rng  # noqa: E402
from expeditions.saves import KEY_PREFIX, SavedGame, Seat  # noqa: E402
from tests.browser.server import DistServer  # noqa: E402

#: every game and player count reviewed
CONFIGS: tuple[tuple[str, int], ...] = (
    ("lost-cities", 2), ("curios", 2), ("curios", 3), ("curios", 4), ("curios", 5),
    ("curiosity", 2), ("curiosity", 3), ("curiosity", 4),
)
#: on screen once the review is worked out
DONE = "The costliest moments"
NAMES = ("Ana", "Rob", "Cy", "Dee", "Eve")


def finished(game_id: str, players: int, seed: int) -> tuple[SavedGame, int]:
    """A finished game of Medium players saved with seat 0 as a person, and how many
    decisions of seat 0 its review rates."""
    options: dict[str, Any] = {"players": players}
    if game_id == "lost-cities":
        options["games"] = 1
    game = game_class(game_id)(options, seed)
    assert play_game(game, [make_bot(game_id, "medium") for _ in range(players)], Rng(seed))
    seats = [Seat(NAMES[0])] + [Seat(NAMES[i], "computer", "hard") for i in range(1, players)]
    save = SavedGame.from_game(f"bench-{game_id}-{players}-{seed}", game, seats,
                               1_700_000_000_000, 1_700_000_000_500)
    return save, decision_count(game_id, game.options, game.seed, game.log, 0)


def review_once(page: Any, save: SavedGame) -> float:
    """Seconds from the Review button's click to the review on screen."""
    page.evaluate("s => localStorage.setItem(s[0], s[1])", [KEY_PREFIX + save.id, save.encode()])
    page.reload()
    page.wait_for_selector("body[data-bots=ready]", state="attached", timeout=120_000)
    page.get_by_role("button", name="Continue").click()
    button = page.locator(f'[data-cmd="review-save:{save.id}"]')
    start = time.perf_counter()
    button.click()
    page.get_by_role("heading", name=DONE).wait_for(timeout=600_000)
    seconds = time.perf_counter() - start
    page.evaluate("k => localStorage.removeItem(k)", KEY_PREFIX + save.id)
    return seconds


SPEED = """
import json
from expeditions.bench import hard_samples
print(json.dumps({"speed": hard_samples("lost-cities", 2)["median_samples"]}), flush=True)
"""


def speed() -> float:
    """Lost Cities' Hard samples in 0.45 s in Pyodide under Node, now."""
    import subprocess

    import build

    done = subprocess.run(["node", str(ROOT / "benchmarks" / "pyodide_run.mjs"),
                           str(build.package_dir(build.PYODIDE)), SPEED], cwd=ROOT,
                          capture_output=True, text=True, check=True)
    line = next(x for x in done.stdout.splitlines() if x.startswith("{"))
    return float(json.loads(line)["speed"])


def run(dist: Path, games: int, cores: int | None, only: str | None) -> list[dict[str, Any]]:
    server = DistServer(dist.resolve()).start()
    from playwright.sync_api import sync_playwright

    rows: list[dict[str, Any]] = []
    try:
        with sync_playwright() as p, \
                app_page(p, server.url, 1280, ready="body[data-bots=ready]") as (context, page):
            if cores is not None:
                cdp = context.new_cdp_session(page)
                cdp.send("Emulation.setHardwareConcurrencyOverride",
                         {"hardwareConcurrency": cores})
            threads = page.evaluate("navigator.hardwareConcurrency")
            for game_id, players in CONFIGS:
                if only not in (None, game_id):
                    continue
                for seed in range(1, games + 1):
                    save, decisions = finished(game_id, players, seed)
                    seconds = review_once(page, save)
                    rows.append({"game": game_id, "players": players, "seed": seed,
                                 "decisions": decisions, "seconds": round(seconds, 2),
                                 "threads": threads})
                    print(f"  {game_id:12} {players}p seed {seed}: {decisions:3} decisions "
                          f"{seconds:6.2f} s ({threads} threads)", flush=True)
    finally:
        server.stop()
    return rows


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dist", type=Path)
    parser.add_argument("--games", type=int, default=2, help="games per configuration")
    parser.add_argument("--cores", type=int, help="the threads the page reports")
    parser.add_argument("--only", help="one game id")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    from expeditions.bots.budget import BROWSER_SAMPLES

    before = speed()
    rows = run(args.dist, args.games, args.cores, args.only)
    after = speed()
    idle = BROWSER_SAMPLES["lost-cities"][2]
    factor = min(1.0, (before + after) / 2 / idle)
    print(f"speed: {before:.0f} and {after:.0f} Lost Cities samples in 0.45 s against {idle} "
          f"when the budget was set: times scaled by {factor:.2f} for full speed")
    for r in rows:
        r["full_speed_s"] = round(r["seconds"] * factor, 1)
    print("| game | players | games | decisions | review (s): median | max "
          "| at full speed (s): median | max |")
    print("|---|---|---|---|---|---|---|---|")
    for game_id, players in CONFIGS:
        mine = [r for r in rows if (r["game"], r["players"]) == (game_id, players)]
        if mine:
            times = [r["seconds"] for r in mine]
            full = [r["full_speed_s"] for r in mine]
            print(f"| {game_id} | {players} | {len(mine)} | "
                  f"{'–'.join(str(r['decisions']) for r in mine)} | "
                  f"{statistics.median(times):.1f} | {max(times):.1f} | "
                  f"{statistics.median(full):.1f} | {max(full):.1f} |")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(rows, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
