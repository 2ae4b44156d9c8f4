"""Playing by keyboard and hearing the game: focus follows the game (never the page's body),
arrow keys move within the hand, Escape clears a selection, the log is a focusable
role="log" showing its newest entry, one persistent live region speaks, and the tab's title
says when it is your turn."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import Browser, open_app

pytestmark = pytest.mark.browser

ON_TURN = 'button[data-cmd^="select:"]:not([disabled])'


def active_cmd(page: Any) -> str | None:
    value = page.evaluate("document.activeElement === document.body ? null : "
                          "(document.activeElement.dataset.cmd || document.activeElement.id)")
    return None if value is None else str(value)


def test_a_lost_cities_turn_by_keyboard(browser: Browser, server: Any) -> None:
    page = browser.page()
    open_app(page, server.url)
    page.get_by_role("button", name="New Lost Cities game").click()
    page.get_by_role("button", name="Start game").click()
    page.wait_for_selector(ON_TURN, timeout=60_000)
    assert page.title() == "(Your turn) Expeditions"

    hand = page.get_by_role("list", name="Hand").get_by_role("button")
    hand.first.focus()
    page.keyboard.press("ArrowRight")
    second = str(hand.nth(1).get_attribute("data-cmd"))
    assert active_cmd(page) == second
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")  # wraps around to the last card
    assert active_cmd(page) == hand.last.get_attribute("data-cmd")

    page.keyboard.press("Enter")  # choose the card
    assert page.locator('[aria-pressed="true"]').count() == 1
    page.keyboard.press("Escape")  # and think better of it
    assert page.locator('[aria-pressed="true"]').count() == 0

    page.keyboard.press("Enter")
    page.get_by_role("button", name="Discard").focus()
    page.keyboard.press("Enter")  # the discard: the focused button is gone
    assert active_cmd(page) is not None, "focus fell to the page's body"
    draw = page.get_by_role("button", name="Draw from the deck")
    draw.focus()
    page.keyboard.press("Enter")
    assert active_cmd(page) is not None, "focus fell to the page's body"

    # the computer moves; when it is our turn again, focus is back in the hand
    page.wait_for_function("() => document.title.startsWith('(Your turn)')", timeout=60_000)
    page.wait_for_function(
        "() => (document.activeElement.dataset.cmd || '').startsWith('select:')",
        timeout=10_000)
    announced = page.locator("#announcer").inner_text()
    assert "Your turn" in announced

    log = page.get_by_role("log", name="Game log")
    assert log.get_attribute("tabindex") == "0"
    assert log.locator("li").count() >= 4  # the whole game so far
    assert page.evaluate("""() => { const log = document.querySelector('[role=log]');
        const box = log.getBoundingClientRect();
        const newest = log.querySelector('li:last-child').getBoundingClientRect();
        return newest.top >= box.top - 1 && newest.bottom <= box.bottom + 1; }""")
    assert browser.errors == []
