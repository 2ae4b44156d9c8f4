"""The review of a finished game in a real Chromium, one test per game (issue #31): opened
from the end screen or from Continue, worked out in the bot worker behind a progress bar
(at a small sample budget here, :data:`~expeditions.web.review_screen.SAMPLES_KEY`), then its
chart and its moments, one of which opens the replay at that move."""

from __future__ import annotations

from typing import Any

import pytest

from expeditions.saves import KEY_PREFIX
from expeditions.web.review_screen import SAMPLES_KEY

from .conftest import Browser, open_app, wait_bots_ready
from .review_saves import finished_save
from .test_shell import put_saves

pytestmark = pytest.mark.browser

#: the costliest moments' heading, once the review is there
DONE = "The costliest moments"


def load(page: Any, save_id: str, game_id: str) -> None:
    save = finished_save(game_id, save_id)
    put_saves(page, {KEY_PREFIX + save.id: save.encode(), SAMPLES_KEY: "6"})
    page.reload()
    page.wait_for_selector("body[data-ready=true]", state="attached", timeout=90_000)
    wait_bots_ready(page)


def check_review(page: Any, browser: Browser) -> None:
    page.get_by_role("heading", name=DONE).wait_for(timeout=120_000)
    # Chromium here reports two threads: the review's second worker was started, and it is
    # stopped once the review is kept
    assert page.evaluate("navigator.hardwareConcurrency") >= 2
    assert page.locator('script[name^="review"]').count() == 0
    chart = page.locator("svg.review-svg[role=img]")
    assert chart.count() == 1
    assert any(words in str(chart.get_attribute("aria-label"))
               for words in ("expected margin", "win chance", "expected lead"))
    assert page.locator(".review-counts li").count() >= 5
    moments = page.get_by_role("button", name="See move")
    if moments.count():
        label = str(moments.first.get_attribute("aria-label"))
        move = int(label.split()[2])
        moments.first.click()
        page.get_by_role("toolbar", name="Replay controls").wait_for()
        assert page.locator("#replay-position").inner_text().startswith(f"Move {move - 1} of")
        assert page.get_by_label("Seen by").input_value() == "0"
        page.get_by_role("button", name="Back to the review").click()
        page.get_by_role("heading", name=DONE).wait_for()
    assert browser.errors == []


def test_lost_cities_review_opens_from_the_end_screen(browser: Browser, server: Any) -> None:
    page = browser.page()
    open_app(page, server.url)
    load(page, "rvlc", "lost-cities")
    page.get_by_role("button", name="Continue").click()
    page.get_by_role("button", name="Resume Lost Cities with Ana and Rob (Hard)").click()
    scores = page.get_by_role("region", name="Final scores")
    scores.get_by_role("button", name="Review").click()
    page.locator("progress").first.wait_for()  # the bar, while the worker reviews
    check_review(page, browser)
    page.get_by_role("button", name="Back to the game").click()
    page.get_by_role("region", name="Final scores").wait_for()


@pytest.mark.parametrize("game_id", ["curios", "curiosity"])
def test_a_review_opens_from_continue(browser: Browser, server: Any, game_id: str) -> None:
    page = browser.page()
    open_app(page, server.url)
    load(page, f"rv-{game_id}", game_id)
    page.get_by_role("button", name="Continue").click()
    page.locator(f'[data-cmd="review-save:rv-{game_id}"]').click()
    check_review(page, browser)
    page.get_by_role("button", name="Back to saved games").click()
    page.get_by_role("list", name="Saved games").wait_for()
