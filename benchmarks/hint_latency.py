"""Hint latency as a player feels it: Chromium plays games of each game against the Hard
computer and, at each of the person's turns, clicks Hint and times from the click until
the three options are on screen (worked out in the bot worker from the seat's view).

    python3 build.py --out dist && python3 benchmarks/hint_latency.py dist [--hints 12]

Target (issue #14): within ~1.5 s in the browser.
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

from expeditions.registry import GAMES, module_name  # noqa: E402
from expeditions.web.i18n import catalogue  # noqa: E402
from tests.browser.conftest import CHROMIUM, LAUNCH_ARGS  # noqa: E402
from tests.browser.play import click_one_move  # noqa: E402
from tests.browser.server import DistServer  # noqa: E402

#: each registered game's English title, as the menu's buttons name it
GAMES = {e.game_id: str(catalogue("en")[f"{module_name(e.game_id)}.game.title"]) for e in GAMES}


def hints_of_one_game(page: Any, url: str, game_id: str, want: int) -> list[float]:
    page.goto(url)
    page.wait_for_selector("body[data-bots=ready]", state="attached", timeout=90_000)
    page.get_by_role("button", name=f"New {GAMES[game_id]} game").click()
    for seat in range(1, page.locator('select[id$="-level"]').count() + 1):
        page.locator(f"#f-seat-{seat}-level").select_option("hard")
    page.get_by_role("button", name="Start game").click()
    times: list[float] = []
    while len(times) < want:
        hint = page.locator('button[data-cmd="hint"]:not([disabled])')
        try:
            hint.wait_for(timeout=60_000)
        except Exception:  # noqa: BLE001 - the game ended first
            break
        started = time.perf_counter()
        hint.click()
        page.wait_for_selector('button[data-cmd="hint-close"]', timeout=30_000)  # done
        times.append(time.perf_counter() - started)
        if not click_one_move(page):
            break
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dist", type=Path)
    parser.add_argument("--hints", type=int, default=12, help="hints timed per game")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    server = DistServer(args.dist).start()
    results: dict[str, dict[str, float]] = {}
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=LAUNCH_ARGS)
            for game_id in GAMES:
                page = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
                times = hints_of_one_game(page, server.url, game_id, args.hints)
                page.context.close()
                median, worst = statistics.median(times), max(times)
                results[game_id] = {"hints": len(times), "median_s": round(median, 3),
                                    "max_s": round(worst, 3)}
                print(f"{game_id:12} {len(times):3} hints: median {median:.2f} s, "
                      f"max {worst:.2f} s", flush=True)
            browser.close()
    finally:
        server.stop()
    if args.json:
        args.json.write_text(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
