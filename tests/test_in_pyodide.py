"""The engine tests once more, inside real Pyodide (CPython 3.14 on WebAssembly) under Node.

The browser runs our engines on Pyodide's Python, not on the CPython that runs pytest here,
so the fast tier of every engine test file (tests/test_*.py; the browser tests live in
tests/browser/) is run again through tests/pyodide/run_pytest.mjs. `python3 build.py test`
provides Node, the pyodide npm package (EXPEDITIONS_PYODIDE) and pytest's wheels for Pyodide
(EXPEDITIONS_WHEELS). The slow tier stays on CPython: its whole games, every table size and the
largest proofs run the same code as the fast tier's shorter cases, and this level is about the
platform (WebAssembly, Python 3.14), not more of the same search; it kept the whole suite
within about 20 minutes on 2 cores.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

pytestmark = pytest.mark.fast

TESTS = Path(__file__).resolve().parent
REPO = TESTS.parent
RUNNER = TESTS / "pyodide" / "run_pytest.mjs"
TIMEOUT_S = 1200  # a shard takes about 10 minutes on 2 busy cores; CI allows 90
#: The files run in this many Node processes, one pytest test each, so pytest-xdist runs them
#: side by side on CI's two cores (one process for all of them neared its timeout).
SHARDS = 2


def engine_test_files() -> list[Path]:
    """Every top-level test module but this one (which would recurse), and the
    conformance suite."""
    top = [p for p in TESTS.glob("test_*.py") if p.name != Path(__file__).name]
    return sorted(top + list((TESTS / "conformance").glob("test_*.py")))


SUMMARY = re.compile(r"^[= ]*(\d+ \w+(, \d+ \w+)*) in [\d.]+s")


def summary_counts(output: str) -> dict[str, int]:
    """Counts from pytest's closing line, e.g. "1 failed, 12 passed, 2 errors in 3.1s"."""
    summaries = [m.group(1) for line in output.splitlines() if (m := SUMMARY.match(line))]
    if not summaries:
        return {}
    return {
        ("error" if word == "errors" else word): int(n)
        for n, word in re.findall(r"(\d+) (\w+)", summaries[-1])
    }


def test_summary_counts_reads_pytest_closing_line() -> None:
    line = "== 3 failed, 41 passed, 2 skipped, 4 errors in 9.87s =="
    assert summary_counts("1 passed in 0.1s\nnoise\n" + line + "\nmore noise") == {
        "failed": 3,
        "passed": 41,
        "skipped": 2,
        "error": 4,
    }
    assert summary_counts("13 passed in 0.51s") == {"passed": 13}
    assert summary_counts("no summary here") == {}


def shard_of(files: list[Path], shard: int) -> list[Path]:
    """The files of one shard: by size, largest first, each to the lightest shard so far, so
    the shards take about as long (a file's size stands in for its time)."""
    loads = [0] * SHARDS
    chosen: list[list[Path]] = [[] for _ in range(SHARDS)]
    for path in sorted(files, key=lambda p: (-p.stat().st_size, p.name)):
        lightest = loads.index(min(loads))
        chosen[lightest].append(path)
        loads[lightest] += path.stat().st_size
    return sorted(chosen[shard])


def test_shards_cover_every_file_once() -> None:
    files = engine_test_files()
    shards = [shard_of(files, i) for i in range(SHARDS)]
    assert sorted(p for s in shards for p in s) == files
    assert all(shards)


@pytest.mark.pyodide
@pytest.mark.parametrize("shard", range(SHARDS))
def test_engine_tests_pass_in_pyodide(shard: int) -> None:
    pyodide = os.environ.get("EXPEDITIONS_PYODIDE")
    wheels = os.environ.get("EXPEDITIONS_WHEELS")
    if not pyodide or not wheels:
        pytest.skip(
            "EXPEDITIONS_PYODIDE / EXPEDITIONS_WHEELS unset: run `python3 build.py test`, "
            "which installs Pyodide for Node and pytest's wheels and sets them"
        )
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed (`python3 build.py test` installs it)")
    files = shard_of(engine_test_files(), shard)
    assert files, "no engine test files found"

    completed = subprocess.run(
        [node, str(RUNNER), "--tier", "fast", *(str(p.relative_to(REPO)) for p in files)],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=TIMEOUT_S,
    )
    code, output = completed.returncode, completed.stdout + completed.stderr
    shown = f"\n--- output of {RUNNER.name} ---\n{output}"
    counts = summary_counts(completed.stdout)

    assert "in-pyodide: Python 3.14." in output, "not running on Pyodide's Python 3.14" + shown
    assert code == 0, f"exit code {code}" + shown
    assert counts.get("passed", 0) > 0, "no test passed" + shown
    assert counts.get("failed", 0) == 0 and counts.get("error", 0) == 0, shown
