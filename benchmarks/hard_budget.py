"""How many samples each game's Hard bot reaches per decision in 0.45 s, in Pyodide (the
browser's Python) and on CPython, written to ``py/expeditions/bots/budget.py`` for the
arena's ``--budget browser``.

    python3 benchmarks/hard_budget.py [--positions 40] [--no-write]

Pyodide runs under Node, the same pinned Pyodide the in-Pyodide tests use (``build.py``
fetches and checks it once, ``tests/pyodide/run_pytest.mjs`` runs the tests on it); this
script starts it through ``benchmarks/pyodide_run.mjs``. For each game and player count,
:func:`expeditions.bench.hard_samples` lets Hard (its level's parameters, the clock its only
budget) play real games against Medium players until ``--positions`` decisions have searched,
and takes the median of the samples per decision. Run it on an otherwise idle machine: other
processes on the cores lower the counts.
"""

from __future__ import annotations

import argparse
import datetime
import json
import pprint
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "py"), str(ROOT)]

from expeditions.bench import HARD_SECONDS, hard_samples  # noqa: E402

#: the games and player counts measured (the ladder's 2- and 3-player games, and 4 players,
#: where the issue's Curios and Curiosity targets are set)
CONFIGS: tuple[tuple[str, int], ...] = (
    ("lost-cities", 2), ("curios", 2), ("curios", 3), ("curios", 4),
    ("curiosity", 2), ("curiosity", 3), ("curiosity", 4),
)
OUT = ROOT / "py" / "expeditions" / "bots" / "budget.py"


def pyodide_dir() -> Path:
    """The pinned Pyodide npm package, extracted (fetched and checked once by build.py)."""
    import build

    return build.package_dir(build.PYODIDE)


def in_pyodide(configs: tuple[tuple[str, int], ...], positions: int) -> list[dict[str, Any]]:
    code = (
        "import json\nfrom expeditions.bench import hard_samples\n"
        f"for game, players in {list(configs)!r}:\n"
        f"    print(json.dumps(hard_samples(game, players, positions={positions})),"
        " flush=True)\n"
    )
    runner = ROOT / "benchmarks" / "pyodide_run.mjs"
    done = subprocess.run(["node", str(runner), str(pyodide_dir()), code], cwd=ROOT,
                          capture_output=True, text=True, check=True)
    return [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]


def in_cpython(configs: tuple[tuple[str, int], ...], positions: int) -> list[dict[str, Any]]:
    return [hard_samples(game, players, positions=positions) for game, players in configs]


def table(rows: list[dict[str, Any]]) -> dict[str, dict[int, int]]:
    out: dict[str, dict[int, int]] = {}
    for r in rows:
        out.setdefault(r["game"], {})[int(r["players"])] = int(r["median_samples"])
    return out


def write(browser: list[dict[str, Any]], cpython: list[dict[str, Any]], command: str) -> None:
    today = datetime.date.today().isoformat()
    details = {f"{r['game']}/{r['players']}": {"pyodide": r, "cpython": c}
               for r, c in zip(browser, cpython, strict=True)}
    text = f'''"""Samples per decision the Hard bots reach in {HARD_SECONDS} s, measured on this
project's machine (2 cores) by ``benchmarks/hard_budget.py``, which writes this file: do not edit it
by hand. ``BROWSER_SAMPLES`` is the median in Pyodide (Node, the tests' runner), the
browser's Python; ``CPYTHON_SAMPLES`` the same positions on CPython. The arena's ``--budget
browser`` plays Hard with the Pyodide count as a sample budget (no clock; see
:func:`expeditions.arena.budget_params`).
"""

from __future__ import annotations

from typing import Any

#: when and how these figures were made
MEASURED = {today!r}
COMMAND = {command!r}
#: the think time the samples are counted in (seconds per decision)
SECONDS = {HARD_SECONDS!r}
#: game -> players -> median samples per decision in {HARD_SECONDS} s, in Pyodide
BROWSER_SAMPLES: dict[str, dict[int, int]] = {pprint.pformat(table(browser), width=80)}
#: the same on CPython
CPYTHON_SAMPLES: dict[str, dict[int, int]] = {pprint.pformat(table(cpython), width=80)}
#: every figure of both runs (quartiles, decisions, games, think time, Python version)
DETAILS: dict[str, Any] = {pprint.pformat(details, width=92, sort_dicts=False)}
'''
    OUT.write_text(text)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--positions", type=int, default=40,
                    help="searched decisions per game and player count")
    ap.add_argument("--no-write", action="store_true", help=f"only print; leave {OUT.name}")
    args = ap.parse_args()
    browser = in_pyodide(CONFIGS, args.positions)
    cpython = in_cpython(CONFIGS, args.positions)
    print(f"{'game':<12}{'players':>8}{'pyodide':>9}{'cpython':>9}{'ratio':>7}")
    for r, c in zip(browser, cpython, strict=True):
        print(f"{r['game']:<12}{r['players']:>8}{r['median_samples']:>9}"
              f"{c['median_samples']:>9}{c['median_samples'] / r['median_samples']:>7.2f}")
    if not args.no_write:
        command = "python3 benchmarks/hard_budget.py" + (
            f" --positions {args.positions}" if args.positions != 40 else "")
        write(browser, cpython, command)
        print(f"wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
