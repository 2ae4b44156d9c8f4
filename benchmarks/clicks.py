"""Click → next paint, as a player feels it: Chromium clicks through whole games of each
game against an Easy computer and times every click from the input event to the first
frame after the app has drawn, at full speed and with the DevTools protocol's CPU
throttling (4× slower, a mid-range phone).

    python3 build.py --out dist && python3 benchmarks/clicks.py dist [--games 1] [--json F]

Targets (issue #13): median ≤ 50 ms at 1×, ≤ 120 ms at 4×, p95 ≤ 250 ms at 4×.
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
from expeditions.registry import module_name  # noqa: E402
from expeditions.web.i18n import catalogue  # noqa: E402
from tests.browser.server import DistServer  # noqa: E402

#: Every click's time from the input event to the frame after the app's handler ran: a
#: capture listener notes the event, the app's own (bubbling) handler draws, then a
#: requestAnimationFrame + setTimeout lands just after that frame is painted.
PROBE = """() => {
    window.__clicks = [];
    document.addEventListener('click', (event) => {
        const start = event.timeStamp;
        const what = (event.target.closest('[data-cmd]') || {}).dataset?.cmd || '';
        requestAnimationFrame(() => setTimeout(() => {
            window.__clicks.push({what, ms: performance.now() - start});
        }, 0));
    }, true);
}"""
FINAL = '[aria-label="Final scores"]'
CASES: tuple[tuple[str, dict[str, str]], ...] = (
    ("lost-cities", {"games": "1"}), ("curios", {}), ("curiosity", {}))


#: what the person can do next, or the final scores
NEXT = """(final) => document.querySelector(final)
    || document.querySelector('button[data-cmd^="act:"]:not([disabled])')
    || document.querySelector('button[data-cmd^="select:"]:not([disabled])')
    || document.querySelector('button[data-cmd="interlude-done"]')"""


def play_to_the_end(page: Any, cap: int, timeout_ms: int = 120_000) -> None:
    """Click the person's first available move (or close an interlude) until the final
    scores show, at most ``cap`` times, then go back to the menu."""
    for _ in range(cap):
        page.wait_for_function(NEXT, arg=FINAL, timeout=timeout_ms)
        if page.locator(FINAL).count():
            break
        for selector in ('button[data-cmd="interlude-done"]',
                         'button[data-cmd^="act:"]:not([disabled])',
                         'button[data-cmd^="select:"]:not([disabled])'):
            if page.locator(selector).count():
                page.locator(selector).first.click()
                break
    page.get_by_role("button", name="Menu", exact=True).first.click()


def click_through(page: Any, game_id: str, options: dict[str, str], cap: int) -> None:
    title = str(catalogue("en")[f"{module_name(game_id)}.game.title"])
    page.get_by_role("button", name=f"New {title} game", exact=True).click()
    page.locator("#f-seat-1-level").select_option("easy")
    for field, value in options.items():
        page.locator(f"#f-option-{field}").select_option(value)
    page.get_by_role("button", name="Start game").click()
    play_to_the_end(page, cap)


def run(dist: Path, rate: float, games: int) -> dict[str, Any]:
    server = DistServer(dist.resolve()).start()
    from playwright.sync_api import sync_playwright

    try:
        with sync_playwright() as p, app_page(p, server.url, 390, 844) as (context, page):
            cdp = context.new_cdp_session(page)
            cdp.send("Emulation.setCPUThrottlingRate", {"rate": rate})
            page.evaluate(PROBE)
            per_game: dict[str, list[float]] = {}
            for game_id, options in CASES:
                before = page.evaluate("window.__clicks.length")
                for _ in range(games):
                    click_through(page, game_id, options, cap=400)
                page.wait_for_timeout(300)
                clicks = page.evaluate("window.__clicks")[before:]
                per_game[game_id] = [c["ms"] for c in clicks
                                     if c["what"].startswith(("act:", "select:"))]
    finally:
        server.stop()
    return {"rate": rate, "games": per_game}


def summary(times: list[float]) -> dict[str, float]:
    ordered = sorted(times)
    return {"clicks": len(ordered), "median": round(statistics.median(ordered), 1),
            "p95": round(ordered[int(0.95 * (len(ordered) - 1))], 1),
            "max": round(ordered[-1], 1)}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dist", type=Path)
    parser.add_argument("--games", type=int, default=1, help="games of each game per rate")
    parser.add_argument("--rates", default="1,4")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    results = []
    for rate in (float(r) for r in args.rates.split(",")):
        result = run(args.dist, rate, args.games)
        every = [t for times in result["games"].values() for t in times]
        result["summary"] = {g: summary(t) for g, t in result["games"].items() if t}
        result["summary"]["all"] = summary(every)
        results.append(result)
        print(f"CPU {rate:g}x slower:")
        for name, figures in result["summary"].items():
            print(f"  {name:12} {figures['clicks']:4} clicks  median {figures['median']:6.1f} ms"
                  f"  p95 {figures['p95']:6.1f} ms  max {figures['max']:6.1f} ms")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps([{k: v for k, v in r.items() if k != "games"}
                                         for r in results], indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
