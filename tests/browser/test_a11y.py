"""An accessibility audit (axe-core, pinned by build.py, test-only) of every screen: the
menu, the new-game form, Continue, the rules, and each game's table mid-game, its quick
reference and rules, in both languages; each game's end is audited by the fit tests, which
play whole games anyway. Zero violations of any impact, colour contrast included."""

from __future__ import annotations

from typing import Any

import pytest

from expeditions import registry
from expeditions.web.i18n import catalogue

from .axe import Audit
from .conftest import Browser, open_app

pytestmark = pytest.mark.browser


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
    audit = Audit()
    words = catalogue(lang)
    final = str(words["result.title"])
    browser.quick_pace()
    page = browser.page()
    open_app(page, server.url)
    if lang != "en":
        page.get_by_label(str(catalogue("en")["language.label"])).select_option(lang)
    audit(page, "menu")
    page.get_by_role("button", name=str(words["menu.rules"]), exact=True).click()
    audit(page, "rules")
    page.get_by_role("button", name=str(words["nav.back"])).click()
    page.get_by_role("button", name=str(words["menu.continue"])).click()
    audit(page, "continue (empty)")
    page.get_by_role("button", name=str(words["nav.back"])).click()
    for game_id in (e.game_id for e in registry.GAMES):
        title = str(words[f"{game_id.replace('-', '_')}.game.title"])
        page.get_by_role("button", name=str(words["menu.new_named"]).format(title=title),
                         exact=True).click()
        audit(page, f"new {game_id}")
        page.get_by_role("button", name=str(words["new.start"])).click()
        play(page, 5, final)
        audit(page, f"{game_id} mid-game")
        page.get_by_role("button", name=str(words["rules.open"]), exact=True).click()
        audit(page, f"{game_id} quick reference")
        page.get_by_role("button", name=str(words["rules.full"])).click()
        audit(page, f"{game_id} rules")
        page.get_by_role("button", name=str(words["rules.close"])).click()
        play(page, 12, final)
        audit(page, f"{game_id} later on")
        page.get_by_role("button", name=str(words["nav.menu"]), exact=True).first.click()
    page.get_by_role("button", name=str(words["menu.continue"])).click()
    audit(page, "continue")
    assert not audit.seen, audit.report()
