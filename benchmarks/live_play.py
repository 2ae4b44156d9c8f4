"""Live play between two Chromium profiles of this machine (issue #53): how soon the devices
connect once the inviting device opens the join link, how long a move takes from the click
on one device to the frame that shows it on the other, and the main thread's long tasks
meanwhile. The built site is served on 127.0.0.1 under a sub-path; the product's own code
runs (web/live.js notes when a connection opened and when an arrival was painted).

    python3 build.py --out dist-test --test-game
    EXPEDITIONS_DIST=dist-test .venv/bin/python benchmarks/live_play.py [--games 2] [--json F]

Each game: Ana (desktop size) invites Ben (phone size) to one game of Lost Cities, Ben opens
the invitation in a new load and takes his seat, Ana opens his join link in the page that
made the offer, and both play every turn as fast as the pages let them (the first move
offered, drawing from the deck when they may). A move's time is from the last click of the
turn (a Lost Cities turn is a card, then a draw) to the frame painted after it arrived.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "py"))

from expeditions.remote import wire  # noqa: E402
from tests.browser.conftest import Browser  # noqa: E402
from tests.browser.server import DistServer  # noqa: E402
from tests.browser.test_live_browser import link_with_signal, next_mover  # noqa: E402
from tests.browser.test_remote_browser import Device, host_a_game  # noqa: E402

#: Every click's time (epoch ms) and every long task of the main thread.
WATCH = """
window.benchClicks = [];
window.benchLongTasks = [];
document.addEventListener("click", () => benchClicks.push(performance.timeOrigin
    + performance.now()), true);
try {
  new PerformanceObserver((list) => { for (const e of list.getEntries())
      benchLongTasks.push([performance.timeOrigin + e.startTime, e.duration]); })
    .observe({ type: "longtask", buffered: true });
} catch (e) {}
"""


def one_game(playwright: Any, server: DistServer) -> dict[str, Any]:
    browsers = [Browser(playwright), Browser(playwright, viewport=(390, 844))]
    try:
        for b in browsers:
            b.context.add_init_script(WATCH)
        host, guest = Device(browsers[0], "Ana", live=True), Device(browsers[1], "Ben", live=True)
        host_a_game(host, server, "Lost Cities", ["human", "remote"],
                    {"games": "1", "start": "p1"})
        invite = link_with_signal(host)
        key = wire.decode(invite).game
        guest.open(invite)
        guest.page.get_by_role("button", name="I am Ben").click()
        join = link_with_signal(guest)
        opened_at = host.page.evaluate("() => performance.timeOrigin + performance.now()")
        host.follow(join)
        host.page.wait_for_function(
            "() => window.expeditionsLive.timeline.some(e => e[0] === 'open')", timeout=30_000)
        connected = host.page.evaluate(
            "() => window.expeditionsLive.timeline.find(e => e[0] === 'open')[2]")
        start_tasks = {id(d): d.page.evaluate("() => benchLongTasks.length") for d in (host,
                                                                                       guest)}
        moves = 0
        while (mover := next_mover(host, guest)) is not None:
            mover.move_once()
            moves += 1
            if moves > 400:
                raise RuntimeError("the game did not end")
        time.sleep(0.5)
        latencies = []
        for sender, receiver in ((host, guest), (guest, host)):
            clicks = sender.page.evaluate("() => benchClicks")
            paints = [e[2] for e in receiver.page.evaluate(
                "() => window.expeditionsLive.timeline") if e[0] == "painted"]
            for paint in paints:
                before = [c for c in clicks if c <= paint]
                if before:
                    latencies.append(paint - before[-1])
        tasks = []
        for device in (host, guest):
            tasks += [t[1] for t in device.page.evaluate("() => benchLongTasks")[
                start_tasks[id(device)]:]]
        return {"connect_ms": connected - opened_at, "move_ms": latencies,
                "long_tasks_ms": tasks, "moves": moves, "game": key}
    finally:
        for b in browsers:
            b.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    dist = Path(os.environ.get("EXPEDITIONS_DIST", ROOT / "dist-test"))
    from playwright.sync_api import sync_playwright

    server = DistServer(dist).start()
    try:
        with sync_playwright() as playwright:
            games = [one_game(playwright, server) for _ in range(args.games)]
    finally:
        server.stop()
    moves = sorted(ms for g in games for ms in g["move_ms"])
    tasks = [ms for g in games for ms in g["long_tasks_ms"]]
    p95 = moves[min(len(moves) - 1, round(0.95 * (len(moves) - 1)))]
    summary = {
        "connect_ms": [round(g["connect_ms"]) for g in games],
        "moves_measured": len(moves),
        "move_median_ms": round(statistics.median(moves), 1),
        "move_p95_ms": round(p95, 1),
        "move_max_ms": round(moves[-1], 1),
        "long_tasks_over_200_ms": sum(1 for t in tasks if t > 200),
        "longest_task_ms": round(max(tasks, default=0.0)),
    }
    print(json.dumps(summary, indent=2))
    if args.json:
        args.json.write_text(json.dumps({"summary": summary, "games": games}, indent=2))


if __name__ == "__main__":
    main()
