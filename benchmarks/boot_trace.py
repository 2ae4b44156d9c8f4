"""Where a first visit's main thread spends its time before the menu: the app against the bare
runtime page of benchmarks/boot.py, one cold visit of each per round (interleaved, a fresh
profile each), traced through the DevTools protocol.

    .venv/bin/python benchmarks/boot_trace.py [--dist dist] [--rounds 3] [--top 15]

For each page it prints the median menu time and, averaged over the rounds, the main thread's
time per trace event name (with the script's file name where the event has one) until the
"menu-interactive" mark. Events nest (a function call holds the compile it triggers), so the
rows overlap; compare a row between the two pages, not rows with each other. Tracing slows a
page, so the menu times here are not the boot bench's.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from boot import BARE_HTML  # noqa: E402

from tests.browser.conftest import CHROMIUM, LAUNCH_ARGS  # noqa: E402
from tests.browser.server import DistServer  # noqa: E402

PAGES = (("app", ""), ("bare", "bare.html"))
CATEGORIES = ["toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline", "v8",
              "blink.user_timing"]
#: The renderer's task wrapper: every other event on the main thread sits inside one.
TASK = "RunTask"


def trace_visit(playwright: Any, url: str) -> tuple[float, list[dict[str, Any]]]:
    """One cold visit, traced: the menu's time and the trace's events."""
    profile = tempfile.mkdtemp(prefix="trace-")
    context = playwright.chromium.launch_persistent_context(
        profile, executable_path=CHROMIUM, headless=True, args=LAUNCH_ARGS)
    try:
        page = context.pages[0]
        cdp = context.new_cdp_session(page)
        events: list[dict[str, Any]] = []
        complete: list[bool] = []
        cdp.on("Tracing.dataCollected", lambda message: events.extend(message["value"]))
        cdp.on("Tracing.tracingComplete", lambda _: complete.append(True))
        cdp.send("Tracing.start", {"traceConfig": {"includedCategories": CATEGORIES},
                                   "transferMode": "ReportEvents"})
        page.goto(url)
        page.wait_for_selector("body[data-ready=true]", state="attached", timeout=120_000)
        ready = page.evaluate(
            "performance.getEntriesByName('menu-interactive')[0].startTime")
        cdp.send("Tracing.end")
        while not complete:
            page.wait_for_timeout(100)
        return ready, events
    finally:
        context.close()
        shutil.rmtree(profile, ignore_errors=True)


def main_thread_time(events: list[dict[str, Any]]) -> Counter[str]:
    """Milliseconds per event name on the renderer's main thread until the menu's mark."""
    main = {(e["pid"], e["tid"]) for e in events if e.get("name") == "thread_name"
            and e.get("args", {}).get("name") == "CrRendererMain"}
    menu = [e["ts"] for e in events if e.get("name") == "menu-interactive"]
    if not menu:
        raise SystemExit("the trace holds no menu-interactive mark")
    out: Counter[str] = Counter()
    for e in events:
        if (e["pid"], e["tid"]) not in main or e.get("ph") != "X" or e["ts"] > menu[0]:
            continue
        data = e.get("args", {}).get("data")
        where = ""
        if isinstance(data, dict):  # the script's file, and the function where the event names it
            where = f"{str(data.get('url', '')).rsplit('/', 1)[-1]} {data.get('functionName', '')}"
        name = "all tasks" if e["name"] == TASK else e["name"]
        out[f"{name} {where}".strip()] += e.get("dur", 0) / 1000
    return out


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--top", type=int, default=15)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    work = Path(tempfile.mkdtemp(prefix="trace-site-"))
    site = work / "site"
    shutil.copytree(args.dist, site)
    (site / "bare.html").write_text(BARE_HTML)
    (site / "bare.json").write_text(json.dumps({"interpreter": "./pyodide/pyodide.mjs"}))
    server = DistServer(site).start()
    ready: dict[str, list[float]] = {name: [] for name, _ in PAGES}
    spent: dict[str, Counter[str]] = {name: Counter() for name, _ in PAGES}
    try:
        with sync_playwright() as p:
            for _ in range(args.rounds):
                for name, path in PAGES:
                    menu, events = trace_visit(p, server.url + path)
                    ready[name].append(menu)
                    for key, ms in main_thread_time(events).items():
                        spent[name][key] += ms / args.rounds
    finally:
        server.stop()
        shutil.rmtree(work, ignore_errors=True)
    for name, _ in PAGES:
        print(f"{name}: menu {statistics.median(ready[name]):.0f} ms (median of "
              f"{', '.join(f'{r:.0f}' for r in ready[name])}); main thread, mean ms a visit:")
        for key, ms in spent[name].most_common(args.top):
            print(f"  {ms:8.1f}  {key}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
