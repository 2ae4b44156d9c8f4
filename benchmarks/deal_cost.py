"""What a deal dealt by every device costs (issue #52): each device's work for a whole deal
with every proof made and checked, the check of a move, and the length of every kind of link.

    python3 benchmarks/deal_cost.py [--runs 3] [--where cpython,node,chromium] [--json]

The devices are the app's own :class:`~expeditions.remote.linked.LinkedGame` objects in one
Python, each message encoded to its link's text and decoded by every receiver: what each one
computes (its shuffles and their proofs, the checks of every other device's, its strips and
theirs) is timed and added up per device, in CPU milliseconds. ``chromium`` runs the very same
code in Pyodide inside headless Chromium (the page loads the site's own Pyodide and our
package from ``dist/``: ``python3 build.py`` first); ``node`` in Pyodide under Node.

Tables: Lost Cities for two with six colours (72 cards, the largest deck), Curios for five
(two stages of shuffling, five devices) and Curiosity for four. "A whole deal" runs from the
invitation until every hand is open on its device; "a move" is one turn's body checked by
another device, from its link's text to the table updated (the median over a game's first
20 turns). Links are sorted by what they carry: an invitation, a join, the seating, a shuffle
(with a device's step of a deal, perhaps with other bodies), a move (one turn's body), a relay
(the inviting device's link with several bodies).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
for _path in (str(ROOT / "py"), str(ROOT)):
    if _path not in sys.path:
        sys.path.insert(0, _path)

#: (label, game, options, seat kinds)
TABLES = (
    ("lost-cities/2", "lost-cities", {"games": 1, "colours": 6}, ["host", "remote"]),
    ("curios/5", "curios", {}, ["host", "remote", "remote", "remote", "remote"]),
    ("curiosity/4", "curiosity", {}, ["host", "remote", "remote", "remote"]),
)


def _cpu_clock() -> Callable[[], float]:
    """CPU seconds (Node's or the browser's clock in Pyodide, where process_time is the wall
    clock anyway)."""
    if sys.platform == "emscripten":
        try:
            import js  # type: ignore[import-not-found]

            if hasattr(js, "process") and hasattr(js.process, "cpuUsage"):
                def node_cpu() -> float:
                    used = js.process.cpuUsage()
                    return float(used.user + used.system) / 1e6

                return node_cpu
            return lambda: float(js.performance.now()) / 1000
        except ImportError:
            pass
    return time.process_time


class _Run:
    """One game's devices, every link through its text, each device's work timed."""

    def __init__(self, game: str, options: dict[str, Any], kinds: list[str]) -> None:
        from expeditions.bots import make_bot
        from expeditions.remote import wire
        from expeditions.remote.linked import LinkedGame, SeatPlan
        from expeditions.rng import Rng

        self.wire = wire
        self.clock = _cpu_clock()
        self.work: dict[int, float] = {}
        self.lengths: dict[str, list[int]] = {}
        self.inbox: dict[int, list[str]] = {}
        self.checks: list[float] = []
        self.dealt: dict[int, float] | None = None
        self.turns = 0
        self.bot, self.rng = make_bot(game, "easy"), Rng(1)
        seats = [SeatPlan(k, f"P{i}") for i, k in enumerate(kinds)]
        host = self.timed(0, lambda: LinkedGame.create(game, options, seats))
        self.devices = {0: host}
        for out in host.invitations():
            text = wire.encode(out.bundle)
            self.lengths.setdefault("invitation", []).append(len(text))
            guest = self.timed(out.to[0], lambda t=text: LinkedGame.accept(wire.decode(t)))
            self.devices[guest.me] = guest
        for number in sorted(self.devices):
            self.post(number)

    def timed(self, device: int, step: Callable[[], Any]) -> Any:
        start = self.clock()
        out = step()
        self.work[device] = self.work.get(device, 0.0) + (self.clock() - start) * 1000
        return out

    def post(self, device: int) -> None:
        for out in self.devices[device].links():
            text = self.wire.encode(out.bundle)
            kinds_here = {m.kind for m in out.bundle.messages}
            bodies = [m.body for m in out.bundle.messages if m.kind == "deal"]
            kind = ("shuffle" if any("shuffle" in b for b in bodies) else
                    "seating" if "seated" in kinds_here else
                    "join" if "join" in kinds_here else
                    "move" if len(bodies) == 1 and "turn" in bodies[0] else
                    "relay" if len(bodies) > 1 else "other")
            self.lengths.setdefault(kind, []).append(len(text))
            for to in out.to:
                self.inbox.setdefault(to, []).append(text)

    def receive(self, number: int) -> bool:
        linked, moved = self.devices[number], False
        while self.inbox.get(number):
            bundle = self.wire.decode(self.inbox[number].pop(0))
            start = self.clock()
            receipt = self.timed(number, lambda b=bundle: linked.receive(b))
            took = (self.clock() - start) * 1000
            assert receipt.code in ("applied", "duplicate"), receipt
            single = [m for m in bundle.messages if m.kind == "deal"]
            if (self.dealt is not None and receipt.applied and len(single) == 1
                    and "turn" in single[0].body and "shuffle" not in single[0].body):
                self.checks.append(took)
            moved = True
        return moved

    def send(self, number: int) -> bool:
        linked, moved = self.devices[number], False
        while linked.owes():
            actions: list[tuple[int, str]] = []
            if linked.turn_due():
                shadow = linked.table.game()
                assert shadow is not None
                while shadow.current_player is not None and linked.devices[
                        shadow.current_player] == number:
                    seat = shadow.current_player
                    view = linked.table.view(seat) if not actions else shadow.view(seat)
                    assert view is not None
                    action = self.bot.choose(view, self.rng)
                    actions.append((seat, action))
                    shadow.act(seat, action)
                self.turns += 1
            self.timed(number, lambda a=actions: linked.send(a))
            moved = True
        self.post(number)
        return moved

    def play(self, moves: int) -> dict[str, Any]:
        for _ in range(5000):
            moved = False
            for number in sorted(self.devices):
                moved |= self.receive(number)
                moved |= self.send(number)
            if self.dealt is None and all(_hands_open(g) for g in self.devices.values()):
                self.dealt = dict(self.work)
            if self.turns >= moves or not moved:
                break
        assert self.dealt is not None
        checks = self.checks
        return {"deal_ms": {str(d): round(t) for d, t in sorted(self.dealt.items())},
                "deal_max_ms": round(max(self.dealt.values())),
                "move_check_ms": round(statistics.median(checks), 1) if checks else None,
                "move_check_max_ms": round(max(checks), 1) if checks else None,
                "links": {k: [min(v), round(statistics.median(v)), max(v)]
                          for k, v in sorted(self.lengths.items())}}


def one_table(game: str, options: dict[str, Any], kinds: list[str],
              moves: int = 20) -> dict[str, Any]:
    """One game's deal and first moves between its devices, every link through its text."""
    return _Run(game, options, kinds).play(moves)


def _hands_open(linked: Any) -> bool:
    """The first deal is done on this device: the start is known and its seats' first hands
    are open here."""
    table = linked.table
    if not table.deals or not table.deals[0].dealt or table.start is None:
        return False
    layout = table.spec.layout(table.options, 0)
    return all(p in table.deals[0].known for p, seat in enumerate(layout)
               if seat in table.my_seats)


def measure(runs: int = 3) -> dict[str, Any]:
    """Every table ``runs`` times: each figure's median over the runs (the links' lengths are
    the last run's). Runs unchanged in CPython and in Pyodide."""
    out: dict[str, Any] = {"python": sys.version.split()[0]}
    for label, game, options, kinds in TABLES:
        results = [one_table(game, options, kinds) for _ in range(runs)]
        out[label] = {
            "deal_max_ms": statistics.median(r["deal_max_ms"] for r in results),
            "deal_ms_per_device": results[-1]["deal_ms"],
            "move_check_ms": statistics.median(r["move_check_ms"] or 0 for r in results),
            "move_check_max_ms": max(r["move_check_max_ms"] or 0 for r in results),
            "links": results[-1]["links"],
        }
    return out


def in_node(runs: int) -> dict[str, Any]:
    import subprocess

    from benchmarks.hard_budget import pyodide_dir

    code = ("import sys, json\nsys.path.insert(0, '/repo')\n"
            "from benchmarks.deal_cost import measure\n"
            f"print(json.dumps(measure({runs})), flush=True)\n")
    runner = ROOT / "benchmarks" / "pyodide_run.mjs"
    done = subprocess.run(["node", str(runner), str(pyodide_dir()), code], cwd=ROOT,
                          capture_output=True, text=True, check=True)
    line = [x for x in done.stdout.splitlines() if x.startswith("{")][-1]
    result: dict[str, Any] = json.loads(line)
    return result


def in_chromium(runs: int, dist: Path) -> dict[str, Any]:
    """The same code in Pyodide in headless Chromium: a page of the served site loads the
    site's own Pyodide and our package, then runs :func:`measure`."""
    from playwright.sync_api import sync_playwright

    from tests.browser.conftest import CHROMIUM, LAUNCH_ARGS
    from tests.browser.server import DistServer

    server = DistServer(dist).start()
    source = (ROOT / "benchmarks" / "deal_cost.py").read_text()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True,
                                        args=LAUNCH_ARGS)
            page = browser.new_page()
            page.goto(server.url)
            result = page.evaluate("""async ([source, runs]) => {
                const { loadPyodide } = await import('./pyodide/pyodide.mjs');
                const index = new URL('./pyodide/', location.href).href;
                const py = await loadPyodide({ indexURL: index });
                const zip = await (await fetch('./expeditions.zip')).arrayBuffer();
                py.unpackArchive(zip, 'zip', { extractDir: '/home/pyodide/lib' });
                py.runPython("import sys; sys.path.insert(0, '/home/pyodide/lib')");
                py.FS.writeFile('/home/pyodide/deal_cost.py', source);
                return py.runPython(`import sys, json
sys.path.insert(0, '/home/pyodide')
import deal_cost
json.dumps(deal_cost.measure(${runs}))`);
            }""", [source, runs])
            browser.close()
    finally:
        server.stop()
    out: dict[str, Any] = json.loads(result)
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--where", default="cpython,chromium")
    ap.add_argument("--dist", type=Path, default=ROOT / "dist")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    results: dict[str, Any] = {}
    for where in args.where.split(","):
        if where == "cpython":
            results[where] = measure(args.runs)
        elif where == "node":
            results[where] = in_node(args.runs)
        elif where == "chromium":
            results[where] = in_chromium(args.runs, args.dist)
    if args.json:
        print(json.dumps(results, indent=2))
        return 0
    for where, figures in results.items():
        print(f"== {where} (Python {figures['python']})")
        for label, *_ in TABLES:
            row = figures[label]
            print(f"{label:<14} deal, the busiest device: {row['deal_max_ms']:>6} ms "
                  f"(per device {row['deal_ms_per_device']}); a move checked: "
                  f"{row['move_check_ms']} ms (at most {row['move_check_max_ms']})")
            for kind, (low, mid, high) in row["links"].items():
                print(f"{'':<14} {kind:<10} link {low}-{high} characters (median {mid})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
