"""The registry's proof in the browser: the tests' pebble race, registered by the one entry
in its own module (test builds ship it), is on the menu and plays to the end against the
computer, menu → form → table → result."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import Browser, open_app

pytestmark = pytest.mark.browser


def test_a_registered_game_is_on_the_menu_and_plays_to_the_end(
        browser: Browser, server: Any) -> None:
    page = browser.page()
    open_app(page, server.url)
    card = page.get_by_role("article", name="Pebble race")
    assert card.get_by_text("Lay your pebbles on your pile").count() == 1
    card.get_by_role("button", name="New Pebble race game").click()
    page.locator("#f-seat-1-kind").select_option("computer")
    page.locator("#f-seat-1-level").select_option("easy")
    page.get_by_role("button", name="Start game").click()
    moves = page.get_by_role("group", name="Your moves")
    for _ in range(40):
        page.wait_for_function(
            "() => document.querySelector('[aria-label=\"Final scores\"]') ||"
            " document.querySelector('[data-cmd^=\"act:\"]')", timeout=60_000)
        if page.get_by_role("region", name="Final scores").count():
            break
        moves.get_by_role("button").first.click()
    assert page.get_by_role("region", name="Final scores").count() == 1
    assert browser.errors == []
