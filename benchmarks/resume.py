"""Resume benchmark: how long a player waits after "Resume" on a very long game, in the
browser (headless Chromium, Pyodide), through the app's own Continue screen.

    python3 build.py && python3 benchmarks/resume.py [--actions 10000] [--runs 5]

The save is a Lost Cities game in which both players keep discarding and taking cards back
from the discard piles (which the rules allow), so that it reaches ``--actions`` actions
without ending. The figure is the time from the click on Resume to the table being drawn:
reading the save, replaying its log once, checking its digest, and drawing the table.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "py"), str(ROOT)]

from expeditions.games.lost_cities import LostCities, Move  # noqa: E402
from expeditions.rng import Rng  # noqa: E402
from expeditions.saves import KEY_PREFIX, SavedGame, Seat  # noqa: E402
from tests.browser.conftest import CHROMIUM, LAUNCH_ARGS  # noqa: E402
from tests.browser.server import DistServer  # noqa: E402


def endless_game(actions: int, seed: int = 1) -> LostCities:
    """A single game kept going by drawing from the discard piles whenever one is allowed."""
    game = LostCities({"players": 2, "games": 1, "start": "p1"}, seed)
    rng = Rng(seed)
    while len(game.log) < actions:
        seat = game.current_player
        assert seat is not None
        moves: list[Move] = game.legal_moves(seat)
        piles = [m for m in moves if m.kind == "draw" and m.source >= 0]
        discards = [m for m in moves if m.kind == "discard"]
        pick = rng.choice(piles or discards or moves)
        game.act(seat, str(pick))
    assert not game.is_over()
    return game


def measure(playwright: Any, url: str, text: str) -> float:
    profile = tempfile.mkdtemp(prefix="bench-resume-")
    context = playwright.chromium.launch_persistent_context(
        profile, executable_path=CHROMIUM, headless=True, args=LAUNCH_ARGS)
    try:
        page = context.pages[0] if context.pages else context.new_page()
        page.goto(url)
        page.wait_for_selector("body[data-ready=true]", state="attached", timeout=120_000)
        page.evaluate("([k, v]) => localStorage.setItem(k, v)", [KEY_PREFIX + "long", text])
        page.get_by_role("button", name="Continue").click()
        resume = page.get_by_role("button", name="Resume Lost Cities with Ana, Ben")
        resume.wait_for(timeout=120_000)
        page.evaluate("""() => {
            window.__t0 = 0;
            document.addEventListener('click', () => { window.__t0 = performance.now(); },
                                      {capture: true, once: true});
        }""")
        resume.click()
        page.get_by_role("region", name="Table").wait_for(timeout=120_000)
        return float(page.evaluate("performance.now() - window.__t0"))
    finally:
        context.close()


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--actions", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    game = endless_game(args.actions)
    seats = [Seat("Ana"), Seat("Ben", "computer", "easy")]  # one human: no curtain
    text = SavedGame.from_game("long", game, seats, 1, 2).encode()
    print(f"save: {len(game.log)} actions, {len(text) / 1e3:.0f} KB", flush=True)
    server = DistServer(args.dist).start()
    try:
        with sync_playwright() as p:
            times = [measure(p, server.url, text) for _ in range(args.runs)]
    finally:
        server.stop()
    print("resume to table (ms): " + ", ".join(f"{t:.0f}" for t in times))
    print(f"median {statistics.median(times):.0f} ms, min {min(times):.0f}, "
          f"max {max(times):.0f} (target ≤ 500 ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
