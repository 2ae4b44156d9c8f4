"""axe-core (pinned by build.py, test-only, never shipped) run on the page as it is now: the
audit the accessibility test makes of the menus and the tables, and the fit tests make of
each game's end, so that no whole game is played twice just to be audited."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

#: Exceptions we accept, each with its reason (none so far).
ACCEPTED: dict[str, str] = {}
WIDTHS = (390, 1280)


def axe_source() -> str:
    value = os.environ.get("EXPEDITIONS_AXE")
    if not value:
        pytest.skip("EXPEDITIONS_AXE is not set: run the browser tests through "
                    "`python3 build.py test`")
    return Path(value).read_text(encoding="utf-8")


def violations(page: Any, source: str) -> list[dict[str, Any]]:
    """axe's violations on the page as it is now (evaluated over the DevTools protocol, so
    the page's own Content-Security-Policy does not apply to the audit)."""
    if not page.evaluate("typeof window.axe === 'object'"):
        page.evaluate(source)
    found: list[dict[str, Any]] = page.evaluate("""async () => {
        const result = await axe.run(document, {resultTypes: ['violations']});
        return result.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
            nodes: v.nodes.slice(0, 4).map(n => n.target.join(' ') + ' :: ' +
                                             (n.failureSummary || '').slice(0, 160))}));
    }""")
    return [v for v in found if v["id"] not in ACCEPTED]


class Audit:
    """The violations found so far, by screen and width."""

    def __init__(self) -> None:
        self.source = axe_source()
        self.seen: dict[str, list[dict[str, Any]]] = {}

    def __call__(self, page: Any, where: str, widths: tuple[int, ...] = WIDTHS) -> None:
        for width in widths:
            page.set_viewport_size({"width": width, "height": 900})
            found = violations(page, self.source)
            if found:
                self.seen[f"{where} @{width}"] = found

    def report(self) -> str:
        return "\n".join(f"{where}: {v['id']} ({v['impact']}) {v['help']}: {v['nodes']}"
                         for where, found in self.seen.items() for v in found)
