"""How fast a friend's move link opens: a warm app opened with a move link, to the table
showing the new position, against a warm boot of the menu (issue #29: ≤ 1.5 ×). Headless
Chromium, the built site served on 127.0.0.1 under a sub-path.

    python3 benchmarks/remote_open.py [--pairs 7] [--game lost-cities] [--json out.json]

The host device's storage is made here, in CPython, by playing a remote game between a host
and a guest (``RemoteSession`` on both sides, links passed as text) until the guest's move
link is made and not yet opened by the host. Each round uses two fresh profiles: both visit
the site once (the service worker keeps the build: a warm start), get the host's saves, and
then one opens the site's address (the menu: ``menu-interactive``) and the other opens the
move link (the table with the move applied: ``link-opened``), interleaved, so a drifting
machine moves both alike. Reported: medians of both and of the round-by-round ratios.
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "py"))

from expeditions.remote.link import encode  # noqa: E402
from expeditions.remote.session import RemoteSession  # noqa: E402
from expeditions.saves import MemoryStorage, SaveStore, Seat  # noqa: E402
from tests.browser.conftest import CHROMIUM, LAUNCH_ARGS  # noqa: E402
from tests.browser.server import DistServer  # noqa: E402


def clock() -> int:
    clock.now += 1  # type: ignore[attr-defined]
    return int(clock.now)  # type: ignore[attr-defined]


clock.now = 1_764_000_000_000  # type: ignore[attr-defined]


def host_storage_and_move(game_id: str, turns: int, seed: int) -> tuple[dict[str, str], str]:
    """The host's storage after ``turns`` of the guest's moves, and the guest's next move's
    link fragment (not yet opened by the host)."""
    rng = random.Random(seed)
    host_store, guest_store = MemoryStorage(), MemoryStorage()
    host = RemoteSession.host(game_id, {}, [Seat("Ana", "human"), Seat("Ben", "remote")],
                              SaveStore(host_store, clock), clock)
    guest = RemoteSession.join(host.outbox[0], 1, SaveStore(guest_store, clock), clock)
    host.receive(guest.outbox[0])
    moves = 0
    while True:
        for message in host.outbox:
            guest.receive(message)
        seat = host.game.current_player
        if seat == 0:
            host.act(0, rng.choice(host.game.legal_actions(0)))
            continue
        before = list(guest.outbox)
        guest.act(1, rng.choice(guest.view()["legal"]))
        if guest.outbox != before and guest.outbox:
            moves += 1
            if moves > turns:
                return dict(host_store.data), encode(guest.outbox[-1])
            host.receive(guest.outbox[-1])


def run(playwright: Any, url: str, storage: dict[str, str], target: str) -> float:
    """One warm run in a fresh profile: ms from navigation to the mark."""
    profile = tempfile.mkdtemp(prefix="bench-open-")
    context = playwright.chromium.launch_persistent_context(
        profile, executable_path=CHROMIUM, headless=True, args=LAUNCH_ARGS)
    try:
        page = context.pages[0] if context.pages else context.new_page()
        base = url.split("#")[0]
        page.goto(base)
        page.wait_for_selector("body[data-ready=true]", state="attached", timeout=120_000)
        page.wait_for_function("""() => !window.expeditionsOffline
            || window.expeditionsOffline.state === "ready" """, timeout=120_000)
        page.evaluate("(entries) => { for (const [k, v] of entries) localStorage.setItem(k, v); }",
                      list(storage.items()))
        page.wait_for_timeout(300)
        page.goto("about:blank")
        page.goto(url)
        flag = "body[data-link]" if target == "link-opened" else "body[data-ready=true]"
        page.wait_for_selector(flag, state="attached", timeout=120_000)
        return float(page.evaluate(
            "(name) => performance.getEntriesByName(name)[0].startTime", target))
    finally:
        context.close()
        shutil.rmtree(profile, ignore_errors=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pairs", type=int, default=7)
    parser.add_argument("--game", default="lost-cities")
    parser.add_argument("--turns", type=int, default=10, help="guest moves before the link")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--dist", default=str(ROOT / "dist"))
    parser.add_argument("--json")
    args = parser.parse_args()
    storage, fragment = host_storage_and_move(args.game, args.turns, args.seed)
    from playwright.sync_api import sync_playwright

    server = DistServer(Path(args.dist)).start()
    menus: list[float] = []
    links: list[float] = []
    try:
        with sync_playwright() as p:
            for i in range(args.pairs):
                menus.append(run(p, server.url, storage, "menu-interactive"))
                links.append(run(p, f"{server.url}#{fragment}", storage, "link-opened"))
                print(f"  … round {i + 1}: menu {menus[-1]:.0f} ms, link {links[-1]:.0f} ms",
                      file=sys.stderr, flush=True)
    finally:
        server.stop()
    ratios = [b / a for a, b in zip(menus, links, strict=True)]
    result = {"game": args.game, "pairs": args.pairs, "link_chars": len(fragment),
              "menu_ms": statistics.median(menus), "link_ms": statistics.median(links),
              "ratio": statistics.median(ratios), "ratio_min": min(ratios),
              "ratio_max": max(ratios)}
    print(json.dumps(result, indent=1))
    if args.json:
        Path(args.json).write_text(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
