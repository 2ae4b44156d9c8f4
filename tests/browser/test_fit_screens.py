"""The screens around the tables fit a phone: no horizontal scrolling on the menu, the
new-game form (at each game's largest table), Continue with saves, and every game's rules,
at 360, 390, 768 and 1280 px, in both languages."""

from __future__ import annotations

from typing import Any

import pytest

from expeditions import registry
from expeditions.games import game_class
from expeditions.web.i18n import catalogue

from .conftest import Browser, open_app

pytestmark = pytest.mark.browser

WIDTHS = (360, 390, 768, 1280)
GAMES = tuple(e.game_id for e in registry.GAMES)


def overflow(page: Any) -> list[str]:
    """At each width, how far the page is wider than the window (empty when it fits)."""
    out = []
    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": 800})
        extra = page.evaluate("document.documentElement.scrollWidth - "
                              "document.documentElement.clientWidth")
        if extra > 0:
            out.append(f"{width}px: {extra}px too wide")
    return out


@pytest.mark.parametrize("lang", ["en", "es"])
def test_menus_forms_continue_and_rules_fit(browser: Browser, server: Any, lang: str) -> None:
    words = catalogue(lang)
    page = browser.page()
    open_app(page, server.url)
    if lang != "en":
        page.get_by_label(str(catalogue("en")["language.label"])).select_option(lang)
    problems: dict[str, list[str]] = {}
    problems["menu"] = overflow(page)
    for game_id in GAMES:
        title = str(words[f"{game_id.replace('-', '_')}.game.title"])
        page.get_by_role("button", name=str(words["menu.new_named"]).format(title=title),
                         exact=True).click()
        most = game_class(game_id).max_players
        if most > 2:
            page.locator("#f-players").select_option(str(most))
        problems[f"new {game_id}"] = overflow(page)
        # a friend's seat adds how moves travel, with its longest choice
        page.locator("#f-seat-1-kind").select_option("remote")
        page.locator("#f-live").select_option("internet")
        problems[f"new {game_id} with a friend"] = overflow(page)
        page.locator("#f-seat-1-kind").select_option("computer")
        page.get_by_role("button", name=str(words["new.start"])).click()
        page.get_by_role("button", name=str(words["nav.menu"]), exact=True).first.click()
    page.get_by_role("button", name=str(words["menu.continue"])).click()
    page.get_by_role("list", name=str(words["continue.saved_games"])).wait_for()
    problems["continue"] = overflow(page)
    page.get_by_role("button", name=str(words["nav.back"])).click()
    page.get_by_role("button", name=str(words["menu.rules"]), exact=True).click()
    for game_id in GAMES:
        page.get_by_role("button", name=str(words[f"{game_id.replace('-', '_')}.game.title"]),
                         exact=True).click()
        problems[f"rules {game_id}"] = overflow(page)
    bad = {where: found for where, found in problems.items() if found}
    assert not bad, bad
    assert browser.errors == []
