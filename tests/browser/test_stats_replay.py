"""Statistics and replays in a real Chromium, used the way a person would."""

from __future__ import annotations

import json
from typing import Any

import pytest

from expeditions.coach.stats import STATS_KEY
from expeditions.saves import Seat

from .conftest import Browser, open_app
from .play import resume_first_save
from .test_shell import pebble_save, resume_saved

pytestmark = pytest.mark.browser


def play_to_the_end(page: Any) -> None:
    moves = page.get_by_role("group", name="Your moves")
    while True:
        page.wait_for_function(
            "() => document.querySelector('[aria-label=\"Final scores\"]') ||"
            " document.querySelector('[data-cmd^=\"act:\"]')", timeout=60_000)
        if page.get_by_role("region", name="Final scores").count():
            return
        moves.get_by_role("button").first.click()


def test_a_finished_game_is_counted_once_and_reset_asks_first(
    browser: Browser, server: Any
) -> None:
    page = browser.page()
    open_app(page, server.url)
    resume_saved(page, pebble_save("st1", [Seat("Ana"), Seat("Rob", "computer", "easy")]))
    play_to_the_end(page)
    stored = json.loads(page.evaluate(f"localStorage.getItem('{STATS_KEY}')"))
    assert [r["id"] for r in stored["records"]] == ["st1"]
    outcome = stored["records"][0]["outcome"]
    # the result panel leads to the statistics
    page.get_by_role("region", name="Final scores").get_by_role(
        "button", name="Statistics").click()
    page.get_by_role("heading", name="Pebble race").wait_for()
    table = page.get_by_role("table", name="Pebble race: your figures by difficulty")
    assert table.get_by_role("row", name="Games").inner_text().split() == ["Games", "1", "—",
                                                                          "—"]
    assert page.get_by_role("img", name="Pebble race: your margin in the last game").count()
    # reload, resume the finished game from Continue, come back: still one game
    resume_first_save(page, "Pebble race with Ana and Rob (Easy)")
    page.get_by_role("region", name="Final scores").wait_for()
    page.reload()
    page.wait_for_selector("body[data-ready=true]", state="attached", timeout=90_000)
    page.get_by_role("button", name="Statistics").click()
    row = page.get_by_role("table").get_by_role("row", name="Games")
    assert row.inner_text().split() == ["Games", "1", "—", "—"]
    wins = page.get_by_role("table").get_by_role("row", name="Wins").inner_text().split()
    assert wins[1] == ("1" if outcome == "win" else "0")
    # Reset asks first; Cancel keeps everything, Yes forgets it
    page.get_by_role("button", name="Reset statistics").click()
    assert page.get_by_text("Forget every game counted here?").count() == 1
    page.get_by_role("button", name="Cancel").click()
    assert page.get_by_role("table").count() == 1
    page.get_by_role("button", name="Reset statistics").click()
    page.get_by_role("button", name="Yes, reset").click()
    page.get_by_text("No finished games against the computer or friends yet.").wait_for()
    assert page.evaluate(f"localStorage.getItem('{STATS_KEY}')") is None
    assert browser.errors == []


def position(page: Any) -> str:
    return str(page.locator("#replay-position").inner_text())


def test_a_replay_from_continue_steps_with_the_keyboard_and_shows_no_move(
    browser: Browser, server: Any
) -> None:
    page = browser.page()
    open_app(page, server.url)
    unfinished = pebble_save("rp1", [Seat("Ana"), Seat("Rob", "computer", "easy")], moves=6)
    resume_saved(page, unfinished)  # puts it in storage, as a player's game would be
    page.get_by_role("button", name="Menu").click()
    page.get_by_role("button", name="Continue").click()
    page.get_by_role("button", name="Replay Pebble race with Ana and Rob (Easy)").click()
    page.get_by_role("toolbar", name="Replay controls").wait_for()
    assert position(page) == "Move 0 of 6"
    focused = page.evaluate("document.activeElement.getAttribute('data-cmd')")
    assert focused == "replay-step:1"
    for _ in range(3):
        page.keyboard.press("ArrowRight")
    assert position(page) == "Move 3 of 6"
    page.keyboard.press("ArrowLeft")
    assert position(page) == "Move 2 of 6"
    page.keyboard.press("End")
    assert position(page) == "Move 6 of 6"
    page.keyboard.press("Home")
    assert position(page) == "Move 0 of 6"
    # focus stayed on the replay's controls throughout
    assert str(page.evaluate("document.activeElement.getAttribute('data-cmd')")).startswith(
        "replay-")
    # the big buttons do the same for touch
    page.get_by_role("button", name="Next move").click()
    assert position(page) == "Move 1 of 6"
    # no move can be made, and the unfinished game shows only Ana's own view
    assert page.locator('#replay-board [data-cmd]').count() == 0
    seat = page.get_by_label("Seen by")
    assert seat.locator("option").all_inner_texts() == ["Ana"]
    assert page.get_by_role("log", name="The game up to this move").locator("li").count() == 1
    page.get_by_role("button", name="Back to saved games").click()
    page.get_by_role("list", name="Saved games").wait_for()
    assert browser.errors == []


def test_the_result_panel_opens_the_replay_with_every_hand(
    browser: Browser, server: Any
) -> None:
    page = browser.page()
    open_app(page, server.url)
    resume_saved(page, pebble_save("rp2", [Seat("Ana"), Seat("Rob", "computer", "easy")],
                                   moves=14))
    play_to_the_end(page)
    page.get_by_role("region", name="Final scores").get_by_role("button", name="Replay").click()
    page.get_by_role("toolbar", name="Replay controls").wait_for()
    seat = page.get_by_label("Seen by")
    assert seat.locator("option").all_inner_texts() == ["Ana", "Rob",
                                                        "Everything open (every hand)"]
    seat.select_option("open")
    page.get_by_role("button", name="Go to the end").click()
    assert position(page) == "Move 18 of 18"
    assert page.locator(".replay-seat-view").count() == 2
    page.get_by_role("button", name="Back to the game").click()
    page.get_by_role("region", name="Final scores").wait_for()
    assert browser.errors == []
