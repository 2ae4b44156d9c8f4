"""An accessibility audit (axe-core, pinned by build.py, test-only) of every screen: the
menu, the new-game form, Continue, the rules, and each game's table mid-game and at its end,
in both languages. Zero violations of any impact, colour contrast included."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from expeditions.web.i18n import catalogue

from .conftest import Browser, open_app

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


def audit(page: Any, source: str, where: str, seen: dict[str, list[dict[str, Any]]]) -> None:
    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": 900})
        found = violations(page, source)
        if found:
            seen[f"{where} @{width}"] = found


def play(page: Any, moves: int, final_scores: str) -> None:
    for _ in range(moves):
        page.wait_for_function(
            """(label) => document.querySelector(`[aria-label="${label}"]`)
                || document.querySelector('button[data-cmd^="act:"]:not([disabled])')
                || document.querySelector('button[data-cmd^="select:"]:not([disabled])')
                || document.querySelector('button[data-cmd="interlude-done"]')""",
            arg=final_scores, timeout=60_000)
        if page.get_by_role("region", name=final_scores).count():
            return
        for selector in ('button[data-cmd="interlude-done"]',
                         'button[data-cmd^="act:"]:not([disabled])'):
            if page.locator(selector).count():
                page.locator(selector).first.click()
                break
        else:
            page.locator('button[data-cmd^="select:"]:not([disabled])').first.click()
            page.locator('button[data-cmd^="act:"]:not([disabled])').first.click()


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_screen_passes_the_audit(browser: Browser, server: Any, lang: str) -> None:
    source = axe_source()
    words = catalogue(lang)
    page = browser.page()
    open_app(page, server.url)
    if lang != "en":
        page.get_by_label(str(catalogue("en")["language.label"])).select_option(lang)
    seen: dict[str, list[dict[str, Any]]] = {}
    audit(page, source, "menu", seen)
    page.get_by_role("button", name=str(words["menu.rules"]), exact=True).click()
    audit(page, source, "rules", seen)
    page.get_by_role("button", name=str(words["nav.back"])).click()
    page.get_by_role("button", name=str(words["menu.continue"])).click()
    audit(page, source, "continue (empty)", seen)
    page.get_by_role("button", name=str(words["nav.back"])).click()
    for game_id in ("lost-cities", "curios", "curiosity"):
        title = str(words[f"game.{game_id}.title"])
        page.get_by_role("button", name=str(words["menu.new_named"]).format(title=title),
                         exact=True).click()
        audit(page, source, f"new {game_id}", seen)
        if game_id == "lost-cities":
            page.locator("#f-option-games").select_option("1")
        page.get_by_role("button", name=str(words["new.start"])).click()
        play(page, 5, str(words["result.title"]))
        audit(page, source, f"{game_id} mid-game", seen)
        page.get_by_role("button", name=str(words["rules.open"]), exact=True).click()
        audit(page, source, f"{game_id} quick reference", seen)
        page.get_by_role("button", name=str(words["rules.full"])).click()
        audit(page, source, f"{game_id} rules", seen)
        page.get_by_role("button", name=str(words["rules.close"])).click()
        play(page, 2000, str(words["result.title"]))
        audit(page, source, f"{game_id} end", seen)
        page.get_by_role("button", name=str(words["nav.menu"]), exact=True).first.click()
    page.get_by_role("button", name=str(words["menu.continue"])).click()
    audit(page, source, "continue", seen)
    assert not seen, "\n".join(f"{where}: {v['id']} ({v['impact']}) {v['help']}: {v['nodes']}"
                               for where, found in seen.items() for v in found)
