"""Hard's think time in the browser, as a player waits for it: Chromium plays whole games
against Hard computers (the person's moves are clicked at once) and reads the app's own
``think`` measures (from asking the bot worker to its answer, `web/table_area.py`) and every
main-thread long task while the computers think.

    python3 build.py && python3 benchmarks/think_time.py dist [--games 1] [--only CASE] [--json F]

Targets (issue #15): median ≤ 0.5 s and p95 ≤ 1.2 s a decision, no long task > 200 ms.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "py")]

from benchmarks.app_page import app_page  # noqa: E402
from benchmarks.clicks import play_to_the_end  # noqa: E402
from expeditions.registry import GAMES, module_name  # noqa: E402
from expeditions.web.i18n import catalogue  # noqa: E402
from tests.browser.server import DistServer  # noqa: E402

#: each registered game's English title, as the menu's buttons name it
TITLES = {e.game_id: str(catalogue("en")[f"{module_name(e.game_id)}.game.title"]) for e in GAMES}
#: (game, players, options): the tables a Hard computer is slowest at, and the 2-player ones
CASES: tuple[tuple[str, int, dict[str, str]], ...] = (
    ("lost-cities", 2, {"games": "1"}),
    ("curios", 2, {}), ("curios", 4, {}),
    ("curiosity", 2, {}), ("curiosity", 4, {}),
)
LONG_TASKS = """() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks.push(e.duration);
    }).observe({type: 'longtask'});
}"""


def play_against_hard(page: Any, game_id: str, players: int, options: dict[str, str]) -> None:
    page.get_by_role("button", name=f"New {TITLES[game_id]} game", exact=True).click()
    if page.locator("#f-players").count():
        page.locator("#f-players").select_option(str(players))
    for seat in range(1, players):
        page.locator(f"#f-seat-{seat}-kind").select_option("computer")
        page.locator(f"#f-seat-{seat}-level").select_option("hard")
    for field, value in options.items():
        page.locator(f"#f-option-{field}").select_option(value)
    page.get_by_role("button", name="Start game").click()
    play_to_the_end(page, cap=600, timeout_ms=180_000)


def case_name(game_id: str, players: int) -> str:
    return f"{game_id}/{players}"


def run(dist: Path, games: int, only: set[str] | None = None) -> dict[str, Any]:
    server = DistServer(dist.resolve()).start()
    from playwright.sync_api import sync_playwright

    results: dict[str, Any] = {}
    try:
        with sync_playwright() as p, \
                app_page(p, server.url, 1280, ready="body[data-bots=ready]") as (_, page):
            page.evaluate(LONG_TASKS)
            for game_id, players, options in CASES:
                if only and case_name(game_id, players) not in only:
                    continue
                page.evaluate("performance.clearMeasures(); window.__longTasks = []")
                for _ in range(games):
                    play_against_hard(page, game_id, players, options)
                thinks = page.evaluate("""(prefix) => performance.getEntriesByType('measure')
                    .filter(m => m.name.startsWith(prefix)).map(m => m.duration)""",
                                       f"think {game_id} hard")
                results[case_name(game_id, players)] = {
                    "think_ms": thinks, "long_tasks_ms": page.evaluate("window.__longTasks")}
    finally:
        server.stop()
    return results


def summary(figures: dict[str, Any]) -> dict[str, Any]:
    ordered = sorted(figures["think_ms"])
    if not ordered:
        return {"decisions": 0}
    return {"decisions": len(ordered), "median_s": round(statistics.median(ordered) / 1000, 3),
            "p95_s": round(ordered[int(0.95 * (len(ordered) - 1))] / 1000, 3),
            "max_s": round(ordered[-1] / 1000, 3),
            "longest_task_ms": round(max(figures["long_tasks_ms"], default=0))}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dist", type=Path)
    parser.add_argument("--games", type=int, default=1, help="games of each case")
    parser.add_argument("--only", action="append", metavar="CASE",
                        choices=[case_name(g, n) for g, n, _ in CASES],
                        help="play only this case (repeatable), e.g. lost-cities/2")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    results = run(args.dist, args.games, set(args.only or ()))
    table = {case: summary(figures) for case, figures in results.items()}
    every = {"think_ms": [t for f in results.values() for t in f["think_ms"]],
             "long_tasks_ms": [t for f in results.values() for t in f["long_tasks_ms"]]}
    table["all"] = summary(every)
    for case, s in table.items():
        if not s["decisions"]:
            print(f"  {case:14} no decision measured")
            continue
        print(f"  {case:14} {s['decisions']:4} decisions  median {s['median_s']:.3f} s  "
              f"p95 {s['p95_s']:.3f} s  max {s['max_s']:.3f} s  "
              f"longest task {s['longest_task_ms']} ms")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(table, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
