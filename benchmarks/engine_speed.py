"""The bench command's figures in Pyodide (the browser's Python) and on CPython, side by side:
uniform-random full games per CPU-second through each game's step API (and Lost Cities' fast
core) and the full protocol, and each Hard bot's samples per CPU-second
(:func:`expeditions.bench.bench`).

    python3 benchmarks/engine_speed.py [--seconds 2] [--json] [--only GAME]

Pyodide runs under Node, the same pinned Pyodide the in-Pyodide tests use (``build.py``
fetches and checks it once), started through ``benchmarks/pyodide_run.mjs`` like
``benchmarks/hard_budget.py``. One process at a time; run it on an otherwise idle machine.
Under Node, Pyodide's ``time.process_time`` is the wall clock, so there the figures are per
second of wall time (other processes on the cores lower them).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "py"), str(ROOT)]

from benchmarks.hard_budget import pyodide_dir  # noqa: E402
from expeditions.bench import bench  # noqa: E402

#: (game, players): the 2-player games, and 4 players where the issue sets Curiosity's target
CONFIGS: tuple[tuple[str, int], ...] = (
    ("lost-cities", 2), ("curios", 2), ("curios", 4), ("curiosity", 2), ("curiosity", 4),
)


def in_pyodide(configs: list[tuple[str, int]], seconds: float) -> list[dict[str, Any]]:
    code = (
        "import json\nfrom expeditions.bench import bench\n"
        f"for game, players in {configs!r}:\n"
        f"    print(json.dumps(bench(game, {seconds!r}, players)), flush=True)\n"
    )
    runner = ROOT / "benchmarks" / "pyodide_run.mjs"
    done = subprocess.run(["node", str(runner), str(pyodide_dir()), code], cwd=ROOT,
                          capture_output=True, text=True, check=True)
    return [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]


def figure(report: dict[str, Any], mode: str) -> float | None:
    """A mode's headline number: games (or, for ``hard``, samples) per CPU-second."""
    f = report["figures"].get(mode)
    if f is None:
        return None
    return float(f["samples_per_second" if mode == "hard" else "games_per_second"])


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seconds", type=float, default=2.0, help="CPU seconds per figure")
    ap.add_argument("--only", default=None, help="one game id")
    ap.add_argument("--json", action="store_true", help="print every figure as JSON")
    args = ap.parse_args()
    configs = [c for c in CONFIGS if args.only in (None, c[0])]
    browser = in_pyodide(configs, args.seconds)
    cpython = [bench(game, args.seconds, players) for game, players in configs]
    if args.json:
        print(json.dumps({"pyodide": browser, "cpython": cpython}, indent=2))
        return 0
    print(f"{'game':<12}{'players':>8}  {'figure':<9}{'pyodide':>10}{'cpython':>10}{'ratio':>7}")
    for r, c in zip(browser, cpython, strict=True):
        for mode in r["figures"]:
            p, q = figure(r, mode), figure(c, mode)
            assert p is not None and q is not None
            print(f"{r['game']:<12}{r['players']:>8}  {mode:<9}{p:>10.1f}{q:>10.1f}"
                  f"{q / p:>7.2f}")
    print("games per CPU-second (hard: samples per CPU-second); "
          f"Python {browser[0]['python'] if browser else '?'} in Pyodide, "
          f"{cpython[0]['python'] if cpython else '?'} on CPython")
    return 0


if __name__ == "__main__":
    sys.exit(main())
