"""Lost Cities fits every screen: whole games played by clicking, and at every step the page
is no wider than the viewport at 360, 390, 768 and 1280 px (one browser, resized).

The states visited: the play and the draw phases, a card selected (with the reason it may
not be played), a pile taken from, the running values explained, the computer's moves
highlighted, the end of each game of a match (the finished board held until "Next game"),
and the final scores. With ``EXPEDITIONS_SHOTS=<dir>`` it also saves screenshots at 390
and 1280 px of the states worth looking at.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from .conftest import Browser, open_app
from .test_lost_cities import new_game

WIDTHS = (360, 390, 768, 1280)
HEIGHT = 800
SHOT_WIDTHS = (390, 1280)

TOO_WIDE = """() => {
  const d = document.documentElement;
  return d.scrollWidth - d.clientWidth;
}"""

NEXT = """() => document.querySelector('[aria-label="Final scores"]')
    || document.querySelector('button[data-cmd="interlude-done"]')
    || document.querySelector('button[data-cmd="ready"]')
    || document.querySelector('button[data-cmd^="select:"]:not([disabled])')
    || document.querySelector('button[data-cmd^="act:draw"]:not([disabled])')"""


class Fit:
    """Checks the page's width at every width; remembers what it checked."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.steps = 0
        self.states: set[str] = set()
        shots = os.environ.get("EXPEDITIONS_SHOTS")
        self.shots = Path(shots) if shots else None
        self.shot_names: set[str] = set()

    def check(self, state: str) -> None:
        self.states.add(state)
        self.steps += 1
        for width in WIDTHS:
            self.page.set_viewport_size({"width": width, "height": HEIGHT})
            over = self.page.evaluate(TOO_WIDE)
            assert over <= 0, f"{state}: {over}px too wide at {width}px (step {self.steps})"
        self.page.set_viewport_size({"width": WIDTHS[-1], "height": HEIGHT})

    def shoot(self, name: str) -> None:
        if self.shots is None or name in self.shot_names:
            return
        self.shot_names.add(name)
        self.shots.mkdir(parents=True, exist_ok=True)
        for width in SHOT_WIDTHS:
            self.page.set_viewport_size({"width": width, "height": HEIGHT})
            self.page.screenshot(path=str(self.shots / f"lc-{name}-{width}.png"), full_page=True)
        self.page.set_viewport_size({"width": WIDTHS[-1], "height": HEIGHT})


def play_through(page: Any, fit: Fit, tag: str) -> int:
    """Play to the end by clicking, checking the width after every click; returns the
    number of games that ended on a held board."""
    interludes = turns = 0
    while True:
        page.wait_for_function(NEXT, timeout=60_000)
        if page.get_by_role("region", name="Final scores").count():
            fit.check("final scores")
            fit.shoot(f"{tag}-end")
            return interludes
        done = page.locator('button[data-cmd="interlude-done"]')
        if done.count():
            interludes += 1
            assert page.get_by_role("button", name="Next game").count() == 1
            assert page.locator(".lc-hand").count() == 0  # the new deal waits
            fit.check("a game of the match is over")
            fit.shoot(f"{tag}-game-over")
            done.click()
            continue
        ready = page.locator('button[data-cmd="ready"]')
        if ready.count():
            ready.click()
            continue
        turns += 1
        cards = page.locator('button[data-cmd^="select:"]:not([disabled])')
        if cards.count():
            fit.check("my turn: choose a card")
            if turns == 3:
                details = page.locator("details.lc-explain summary")
                if details.count():
                    details.first.click()
                    fit.check("a running value explained")
                    fit.shoot(f"{tag}-explained")
            # look for a card that cannot be played (its reason shows), then one that can
            played = False
            for i in range(cards.count()):
                cards.nth(i).click()
                play = page.get_by_role("button", name="to your expedition")
                if play.is_enabled():
                    fit.check("a card selected")
                    fit.shoot(f"{tag}-selected")
                    play.click()
                    played = True
                    break
                fit.check("a card selected that cannot be played")
                cards.nth(i).click()
            if not played:
                cards.first.click()
                page.get_by_role("button", name="Discard").click()
            page.wait_for_function(NEXT, timeout=60_000)
        take = page.locator('.lc-piles button[data-cmd^="act:draw:"]:not([disabled])')
        deck = page.locator('button[data-cmd="act:draw:deck"]:not([disabled])')
        if deck.count():
            fit.check("my turn: draw")
            fit.shoot(f"{tag}-draw")
            if take.count() and turns % 4 == 0:
                take.first.click()
                fit.check("took a discard")
            else:
                deck.click()
                fit.check("drew from the deck")
            if page.locator(".lc-hand-card.is-fresh").count():
                fit.states.add("the card just drawn is marked")
            fit.shoot(f"{tag}-drawn")
        assert turns < 200


def fresh_page(browser: Browser, server: Any) -> Any:
    page = browser.page()
    page.set_viewport_size({"width": WIDTHS[-1], "height": HEIGHT})
    open_app(page, server.url)
    return page


def test_one_game_of_five_colours_fits(browser: Browser, server: Any) -> None:
    page = fresh_page(browser, server)
    fit = Fit(page)
    new_game(page, options={"Match": "A single game", "First player": "Player 1"})
    assert play_through(page, fit, "five") == 0
    assert {"my turn: draw", "a card selected", "took a discard", "final scores",
            "the card just drawn is marked"} <= fit.states
    assert browser.errors == []


def test_one_long_game_of_two_people_fits(browser: Browser, server: Any) -> None:
    """Six colours, two people on one device (no computer to wait for)."""
    page = fresh_page(browser, server)
    fit = Fit(page)
    new_game(page, options={"Expeditions": "6 colours (long game)", "Match": "A single game",
                            "First player": "Player 1"}, second_human=True)
    assert play_through(page, fit, "six") == 0
    assert page.get_by_role("list", name="Discard piles").get_by_role("listitem").count() == 6
    assert browser.errors == []


def test_a_match_of_three_games_fits_and_holds_each_finished_game(
        browser: Browser, server: Any) -> None:
    page = fresh_page(browser, server)
    fit = Fit(page)
    new_game(page, options={"First player": "Player 1"})
    assert play_through(page, fit, "match") == 2
    assert "a game of the match is over" in fit.states
    assert page.get_by_role("region", name="The match, game by game").get_by_role(
        "row").count() == 5  # a header, three games, the totals
    assert browser.errors == []
