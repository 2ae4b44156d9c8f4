"""Lost Cities in the browser, played by clicking as a person would."""

from __future__ import annotations

import json
from typing import Any

import pytest

from expeditions.saves import KEY_PREFIX

from .conftest import Browser, open_app

pytestmark = pytest.mark.browser


def new_game(page: Any, *, options: dict[str, str] | None = None,
             second_human: bool = False) -> None:
    page.get_by_role("button", name="New Lost Cities game").click()
    for label, choice in (options or {}).items():
        page.get_by_label(label, exact=True).select_option(label=choice)
    if second_human:
        page.locator("#f-seat-1-kind").select_option("human")
    page.get_by_role("button", name="Start game").click()


def my_turn_control(page: Any) -> str:
    """Wait until it is the human's turn (or the match is over); say which step it is."""
    page.wait_for_function(
        """() => document.querySelector('[aria-label="Final scores"]')
              || document.querySelector('[data-cmd^="select:"]:not([disabled])')
              || document.querySelector('[data-cmd^="act:draw"]:not([disabled])')""",
        timeout=60_000)
    if page.get_by_role("region", name="Final scores").count():
        return "over"
    if page.locator('[data-cmd^="act:draw"]:not([disabled])').count():
        return "draw"
    return "play"


def take_turn(page: Any) -> bool:
    """Play one whole turn; a simple policy: play the first card that fits, else discard
    it, then draw from the deck. Returns False once the match is over."""
    step = my_turn_control(page)
    if step == "over":
        return False
    if step == "play":
        hand = page.get_by_role("list", name="Hand").get_by_role("button")
        for i in range(hand.count()):
            hand.nth(i).click()
            play = page.get_by_role("button", name="to your expedition")
            if play.is_enabled():
                play.click()
                break
            hand.nth(i).click()  # deselect and try the next card
        else:
            hand.first.click()
            page.get_by_role("button", name="Discard").click()
        step = my_turn_control(page)
    if step == "draw":
        page.get_by_role("button", name="Draw from the deck").click()
    return True


def test_a_whole_game_against_the_computer_with_a_reload(browser: Browser, server: Any) -> None:
    browser.quick_pace()
    page = browser.page()
    open_app(page, server.url)
    new_game(page, options={"Match": "A single game", "First player": "Player 1"})
    turns = 0
    while take_turn(page):
        turns += 1
        if turns == 5:  # reload mid-game: the autosave resumes exactly there
            before = page.get_by_role("list", name="Your expeditions").inner_text()
            page.reload()
            page.wait_for_selector("body[data-ready=true]", state="attached", timeout=90_000)
            page.get_by_role("button", name="Continue").click()
            page.get_by_role("button", name="Resume Lost Cities").first.click()
            assert page.get_by_role("list", name="Your expeditions").inner_text() == before
        assert turns < 60
    assert turns >= 15
    # the whole game's log scrolls, and shows its newest line (the game's end)
    assert page.evaluate("""() => { const log = document.querySelector('[role=log]');
        const box = log.getBoundingClientRect();
        const newest = log.querySelector('li:last-child').getBoundingClientRect();
        return log.scrollHeight > log.clientHeight + 100
            && newest.top >= box.top - 1 && newest.bottom <= box.bottom + 1; }""")
    scores = page.get_by_role("region", name="Scores by expedition")
    assert scores.get_by_role("table").count() == 1
    assert page.get_by_role("status").filter(has_text="Game over").count() == 1
    key = page.evaluate(
        f"Object.keys(localStorage).find(k => k.startsWith('{KEY_PREFIX}'))")
    save = json.loads(page.evaluate(f"localStorage.getItem('{key}')"))
    assert save["game"] == "lost-cities" and save["options"]["games"] == 1
    assert browser.errors == []


def test_two_humans_get_a_curtain_between_turns(browser: Browser, server: Any) -> None:
    page = browser.page()
    open_app(page, server.url)
    new_game(page, second_human=True, options={"First player": "Player 1"})
    assert page.get_by_text("Pass the device to Ana").count() == 1
    assert page.get_by_role("list", name="Hand").count() == 0
    page.get_by_role("button", name="I am Ana: show my hand").click()
    assert page.get_by_role("list", name="Hand").get_by_role("button").count() == 8
    take_turn(page)
    assert page.get_by_text("Pass the device to Ben").count() == 1
    assert page.get_by_role("list", name="Hand").count() == 0


def test_the_long_game_has_six_expeditions(browser: Browser, server: Any) -> None:
    page = browser.page()
    open_app(page, server.url)
    new_game(page, options={"Expeditions": "6 colours (long game)", "First player": "Player 1"})
    assert page.get_by_role("list", name="Your expeditions").get_by_role("listitem").count() == 6
    assert page.get_by_role("list", name="Discard piles").get_by_role("listitem").count() == 6
    assert page.get_by_text("56 cards in the deck").count() == 1


def test_a_turn_by_keyboard_alone(browser: Browser, server: Any) -> None:
    page = browser.page()
    open_app(page, server.url)
    new_game(page, options={"First player": "Player 1"})
    hand = page.get_by_role("list", name="Hand").get_by_role("button")
    hand.first.focus()
    page.keyboard.press("Enter")
    assert hand.first.get_attribute("aria-pressed") == "true"
    # Focus stays on the chosen card after the table is redrawn; Tab reaches the actions.
    for _ in range(12):
        page.keyboard.press("Tab")
        focused = page.evaluate("document.activeElement.textContent")
        if focused.startswith("Discard"):
            break
    page.keyboard.press("Enter")
    deck = page.get_by_role("button", name="Draw from the deck")
    deck.focus()
    page.keyboard.press("Space")
    page.wait_for_function("document.querySelector('.lc-opponent') !== null")
    assert page.get_by_role("list", name="Discard piles").get_by_role(
        "listitem").filter(has_text="1").count() >= 1
    assert page.get_by_role("list", name="Hand").get_by_role("button").count() == 8


def test_undo_takes_back_a_discard_before_the_draw(browser: Browser, server: Any) -> None:
    page = browser.page()
    open_app(page, server.url)
    new_game(page, options={"First player": "Player 1"})
    undo = page.get_by_role("button", name="Undo")
    assert undo.is_disabled()
    hand = page.get_by_role("list", name="Hand").get_by_role("button")
    hand.first.click()
    page.get_by_role("button", name="Discard").click()
    assert hand.count() == 7
    undo.click()
    assert hand.count() == 8
    assert page.get_by_role("button", name="Draw from the deck").count() == 0
    hand.first.click()
    page.get_by_role("button", name="Discard").click()
    page.get_by_role("button", name="Draw from the deck").click()
    assert undo.is_disabled()
