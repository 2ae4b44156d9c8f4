"""The tests' tiny game, and the suite's tiers.

Every test belongs to one tier, named by a marker in its file: ``fast`` (CPython, each test
well under a second), ``slow`` (CPython, longer), ``browser`` (Chromium) or ``pyodide`` (the
engine tests again inside Pyodide). The marker closest to the test wins, so a file marked
``fast`` may mark one long test ``slow``. ``--tier fast`` (or a comma list) runs those tiers
alone; in the fast tier a test whose set-up or body takes longer than ``--fast-limit`` fails,
so a test that grows slow is caught where it would slow everyone down. A whole run ends with
its slowest files and tests, so the suite's time stays visible as it grows.
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Iterator
from typing import Any

import pytest

import tests.support.testgame  # noqa: F401  (registers the pebble race)

TIERS = ("fast", "slow", "browser", "pyodide")
#: Seconds of processor time a fast-tier test may take (set-up or body) before the fast tier
#: fails it: processor time, so a machine busy with other work does not fail a quick test.
#: The tiering keeps every fast test under half of this.
FAST_LIMIT_S = 1.0
#: Seconds of wall-clock time, for a fast-tier test that waits rather than computes.
FAST_WAIT_LIMIT_S = 5.0
CPU_KEY = pytest.StashKey[dict[str, float]]()
UNTIERED = "untiered"
TIER_KEY = pytest.StashKey[str]()
COUNTS_KEY = pytest.StashKey[dict[str, dict[str, int]]]()
SHOWN = 10


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("expeditions tiers")
    group.addoption("--tier", default="",
                    help=f"run only these tiers (comma-separated: {', '.join(TIERS)})")
    group.addoption("--fast-limit", type=float, default=FAST_LIMIT_S,
                    help="seconds a fast-tier test may take when the fast tier is chosen")


def chosen_tiers(config: pytest.Config) -> set[str]:
    """The tiers asked for; empty for the whole suite."""
    wanted = {t.strip() for t in str(config.getoption("tier")).split(",") if t.strip()}
    unknown = wanted - set(TIERS)
    if unknown:
        raise pytest.UsageError(f"unknown tier {', '.join(sorted(unknown))}; "
                                f"the tiers are {', '.join(TIERS)}")
    return wanted


def tier_of(item: pytest.Item) -> str | None:
    """The tier marker closest to the test (a test's own before its class's and file's)."""
    for mark in item.iter_markers():
        if mark.name in TIERS:
            return mark.name
    return None


def pytest_configure(config: pytest.Config) -> None:
    chosen_tiers(config)  # a misspelt tier stops the run before anything is collected
    config.stash[COUNTS_KEY] = {}


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        item.stash[TIER_KEY] = tier_of(item) or UNTIERED
    wanted = chosen_tiers(config)
    if not wanted:
        return
    kept = [item for item in items if item.stash[TIER_KEY] in {*wanted, UNTIERED}]
    left = [item for item in items if item.stash[TIER_KEY] not in {*wanted, UNTIERED}]
    if left:
        config.hook.pytest_deselected(items=left)
    items[:] = kept
    counts = {"run": dict(Counter(i.stash[TIER_KEY] for i in kept)),
              "skipped": dict(Counter(i.stash[TIER_KEY] for i in left))}
    config.stash[COUNTS_KEY] = counts
    workeroutput = getattr(config, "workeroutput", None)
    if workeroutput is not None:  # a pytest-xdist worker: the controller prints the summary
        workeroutput["expeditions_tiers"] = json.dumps(counts)


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: Any, error: Any) -> None:
    """pytest-xdist: take the tier counts from a worker (every worker collects the same)."""
    counts = getattr(node, "workeroutput", {}).get("expeditions_tiers")
    if counts:
        node.config.stash[COUNTS_KEY] = json.loads(counts)


def timed_phase(item: pytest.Item, phase: str) -> Iterator[None]:
    started = time.process_time()
    try:
        yield
    finally:
        item.stash.setdefault(CPU_KEY, {})[phase] = time.process_time() - started


@pytest.hookimpl(wrapper=True)
def pytest_runtest_setup(item: pytest.Item) -> Iterator[None]:
    """A test without a tier fails in every run (a collection error would only crash the
    pytest-xdist workers without saying why)."""
    if item.stash.get(TIER_KEY, UNTIERED) == UNTIERED:
        pytest.fail(f"no tier marker ({', '.join(TIERS)}): mark the file (pytestmark = "
                    "pytest.mark.fast, for instance) or the test", pytrace=False)
    return (yield from timed_phase(item, "setup"))


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Iterator[None]:
    return (yield from timed_phase(item, "call"))


def over_the_limit(item: pytest.Item, report: pytest.TestReport) -> str | None:
    """Why a fast-tier phase was too slow, or None. The limit is CPython's: the same tier
    runs again inside Pyodide (tests/test_in_pyodide.py), several times slower by nature."""
    if sys.platform == "emscripten":
        return None
    limit = float(item.config.getoption("fast_limit"))
    cpu = item.stash.get(CPU_KEY, {}).get(report.when, 0.0)
    if cpu > limit:
        return f"{cpu:.2f} s of processor time (the limit is {limit:g} s)"
    if report.duration > FAST_WAIT_LIMIT_S:
        return f"{report.duration:.2f} s (the limit is {FAST_WAIT_LIMIT_S:g} s of waiting)"
    return None


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]
                              ) -> Any:
    report = yield
    report.user_properties.append(("tier", item.stash.get(TIER_KEY, "")))
    if ("fast" in chosen_tiers(item.config) and item.stash.get(TIER_KEY, "") == "fast"
            and report.when in ("setup", "call") and report.passed
            and (why := over_the_limit(item, report))):
        report.outcome = "failed"
        report.longrepr = (f"{item.nodeid} is in the fast tier, but its {report.when} took "
                           f"{why}: make it faster, or mark it @pytest.mark.slow")
    return report


def tier_line(counts: dict[str, dict[str, int]]) -> str:
    """One line saying what a tiered run ran and what it left out."""
    def listing(part: dict[str, int]) -> str:
        return ", ".join(f"{part[t]} {t}" for t in TIERS if part.get(t)) or "nothing"
    return (f"tiers: ran {listing(counts.get('run', {}))}; left out "
            f"{listing(counts.get('skipped', {}))} (`python3 build.py test` runs them all)")


def outcomes_by_tier(reports: list[pytest.TestReport]) -> dict[str, dict[str, int]]:
    """Each tier's tests by outcome: failed if any phase failed, else skipped or passed."""
    tier: dict[str, str] = {}
    outcome: dict[str, str] = {}
    for report in reports:
        tier[report.nodeid] = str(dict(report.user_properties).get("tier", "")) or "?"
        if report.failed:
            outcome[report.nodeid] = "failed"
        elif report.skipped and outcome.get(report.nodeid) != "failed":
            outcome[report.nodeid] = "skipped"
        elif report.when == "call":
            outcome.setdefault(report.nodeid, "passed")
    table: dict[str, dict[str, int]] = {}
    for nodeid, result in outcome.items():
        table.setdefault(tier[nodeid], {}).setdefault(result, 0)
        table[tier[nodeid]][result] += 1
    return {t: table[t] for t in sorted(table, key=lambda t: (t not in TIERS, t))}


def pytest_terminal_summary(terminalreporter: Any, exitstatus: int,
                            config: pytest.Config) -> None:
    if getattr(config, "workerinput", None) is not None:
        return
    reports = [r for rs in terminalreporter.stats.values() for r in rs
               if isinstance(r, pytest.TestReport)]
    results = outcomes_by_tier(reports)
    if os.environ.get("EXPEDITIONS_TIER_REPORT"):  # build.py names the failed tier with it
        with open(os.environ["EXPEDITIONS_TIER_REPORT"], "w", encoding="utf-8") as out:
            json.dump(results, out)
    failed = [t for t, counts in results.items() if counts.get("failed")]
    if failed:
        terminalreporter.write_line(f"failed tiers: {', '.join(failed)}")
    if chosen_tiers(config):
        counts = config.stash.get(COUNTS_KEY, {})
        if counts:
            terminalreporter.write_line(tier_line(counts))
        return
    by_test: dict[str, float] = defaultdict(float)
    by_tier: dict[str, float] = defaultdict(float)
    for report in reports:
        by_test[report.nodeid] += report.duration
        by_tier[str(dict(report.user_properties).get("tier", "")) or "?"] += report.duration
    if not by_test:
        return
    by_file: dict[str, float] = defaultdict(float)
    for nodeid, seconds in by_test.items():
        by_file[nodeid.split("::")[0]] += seconds
    terminalreporter.write_sep("-", f"where the time went ({sum(by_test.values()):.0f} s "
                                    "of test time, all workers)")
    terminalreporter.write_line("by tier: " + ", ".join(
        f"{tier} {seconds:.0f} s" for tier, seconds in sorted(by_tier.items(),
                                                             key=lambda kv: -kv[1])))
    for title, table in (("slowest files", by_file), ("slowest tests", by_test)):
        terminalreporter.write_line(f"{title}:")
        for name, seconds in sorted(table.items(), key=lambda kv: -kv[1])[:SHOWN]:
            terminalreporter.write_line(f"  {seconds:8.1f} s  {name}")
