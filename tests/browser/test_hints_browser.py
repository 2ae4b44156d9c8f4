"""A hint in the browser: the Hard computer's three best moves worked out in the bot worker
from the person's view, shown beside the table, noted in the log (and kept over a reload),
gone once a move is made."""

from __future__ import annotations

import time
from typing import Any

import pytest

from .conftest import Browser, open_app
from .test_lost_cities import new_game

pytestmark = pytest.mark.browser


def test_a_hint_shows_the_hard_computers_best_moves_and_is_logged(
        browser: Browser, server: Any) -> None:
    page = browser.page()
    open_app(page, server.url)
    page.wait_for_selector("body[data-bots=ready]", state="attached", timeout=60_000)
    new_game(page, options={"Match": "A single game", "First player": "Player 1"})
    asked = time.perf_counter()
    page.get_by_role("button", name="Hint").click()
    options = page.locator(".hint-options li")
    options.first.wait_for(timeout=30_000)
    seconds = time.perf_counter() - asked
    print(f"hint shown {seconds:.2f} s after the click")
    assert 1 <= options.count() <= 3
    assert "Its choice" in options.first.inner_text()
    log = page.get_by_role("log", name="Game log")
    assert "Ana asked for a hint." in log.inner_text()
    page.reload()
    page.wait_for_selector("body[data-ready=true]", state="attached", timeout=90_000)
    page.get_by_role("button", name="Continue").click()
    page.get_by_role("button", name="Resume Lost Cities").first.click()
    assert "Ana asked for a hint." in page.get_by_role("log", name="Game log").inner_text()
    page.get_by_role("button", name="Hint").click()
    page.locator(".hint-options li").first.wait_for(timeout=30_000)
    hand = page.get_by_role("list", name="Hand").get_by_role("button")
    hand.first.click()
    page.get_by_role("button", name="Discard").click()
    page.wait_for_selector(".hint-options", state="detached", timeout=10_000)
    # a hint asked at one table never shows at the next
    page.get_by_role("button", name="Hint").click()
    page.locator(".hint-options li").first.wait_for(timeout=30_000)
    page.get_by_role("button", name="Menu", exact=True).first.click()
    page.get_by_role("button", name="New Curios game").click()
    page.get_by_role("button", name="Start game").click()
    page.get_by_role("button", name="Hint").wait_for(timeout=30_000)
    assert page.locator(".hint-panel").count() == 0
    assert browser.errors == []
