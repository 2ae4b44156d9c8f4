"""The suite's tiers (tests/conftest.py) and the Chromium build.py picks: each test plants the
mistake the machinery is there to catch and watches it caught."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

import build

pytestmark = [pytest.mark.fast,
              pytest.mark.skipif(sys.platform == "emscripten",
                                 reason="the test tooling, not the engine: CPython only")]

CONFTEST = "from tests.conftest import *  # noqa: F403 (the suite's own tier hooks)\n"
PLANTED = """
import time
import pytest

pytestmark = pytest.mark.fast

def test_quick():
    pass

@pytest.mark.slow
def test_long():
    pass

def test_busy():
    started = time.process_time()
    while time.process_time() - started < 0.2:
        pass
"""


def run(pytester: pytest.Pytester, source: str, *args: str) -> pytest.RunResult:
    pytester.makeconftest(CONFTEST)
    pytester.makepyfile(test_planted=source)
    return pytester.runpytest_inprocess("-p", "no:cacheprovider", "-p", "no:xdist",
                                        "-p", "no:hypothesispytest", *args)


def test_a_test_without_a_tier_fails_in_every_run(pytester: pytest.Pytester) -> None:
    result = run(pytester, "def test_forgotten():\n    pass\n", "--tier", "fast")
    result.assert_outcomes(errors=1)
    result.stdout.fnmatch_lines(["*no tier marker*"])


def test_the_marker_closest_to_a_test_chooses_its_tier(pytester: pytest.Pytester) -> None:
    result = run(pytester, PLANTED, "--tier", "slow")
    result.assert_outcomes(passed=1, deselected=2)
    result.stdout.fnmatch_lines(["tiers: ran 1 slow; left out 2 fast *"])


def test_a_fast_test_over_its_processor_limit_fails_the_fast_tier(
        pytester: pytest.Pytester) -> None:
    result = run(pytester, PLANTED, "--tier", "fast", "--fast-limit", "0.1")
    result.assert_outcomes(passed=1, failed=1, deselected=1)
    result.stdout.fnmatch_lines(["*test_busy is in the fast tier, but its call took "
                                 "0.2* s of processor time (the limit is 0.1 s)*",
                                 "failed tiers: fast"])
    # the whole suite runs it without the limit
    run(pytester, PLANTED, "--fast-limit", "0.1").assert_outcomes(passed=3)


def test_a_whole_run_names_the_failed_tier_and_its_slowest_files(
        pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    report = tmp_path / "tiers.json"
    monkeypatch.setenv("EXPEDITIONS_TIER_REPORT", str(report))
    result = run(pytester, PLANTED.replace("def test_long():\n    pass",
                                           "def test_long():\n    assert False"))
    result.assert_outcomes(passed=2, failed=1)
    result.stdout.fnmatch_lines(["failed tiers: slow", "*where the time went*",
                                 "slowest files:", "*test_planted.py"])
    assert json.loads(report.read_text()) == {"fast": {"passed": 2}, "slow": {"failed": 1}}
    line, failed = build.tier_results(report)
    assert failed == ["slow"] and line == "fast 2 passed; slow 1 failed"


def fake_browser(folder: Path, output: str, code: int = 0) -> Path:
    path = folder / "chromium"
    path.write_text(f"#!/bin/sh\necho '{output}'\nexit {code}\n")
    path.chmod(0o755)
    return path


def test_a_working_chromium_is_told_from_ubuntus_snap_stub(tmp_path: Path) -> None:
    real = fake_browser(tmp_path, "Chromium 131.0.6778.85 built on Debian GNU/Linux 12")
    assert build.chromium_version(real) == "Chromium 131.0.6778.85 built on Debian GNU/Linux 12"
    stub = fake_browser(tmp_path, "Command '/usr/bin/chromium' requires the chromium snap to "
                                  "be installed.", code=1)
    assert build.chromium_version(stub) is None
    snap = fake_browser(tmp_path, "Chromium 131.0.6778.85 snap")
    assert build.chromium_version(snap) is None
    assert build.chromium_version(tmp_path / "missing") is None
