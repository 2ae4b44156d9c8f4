"""Lost Cities fits every screen: games played by clicking (the last two games of a match of
three, five colours, against the computer, resumed late in its second game; a game of six
colours between two people, its first turn and then its second half), and at every step the
page is no wider than the viewport at 360, 390, 768 and 1280 px (one browser, resized);
axe-core audits each game's end.

The states visited: the play and the draw phases, a card selected (with the reason it may
not be played), a pile taken from, the running values explained, the computer's moves
highlighted, the end of a game of a match (the finished board held until "Next game"), the
match's table of every game, and the final scores. With ``EXPEDITIONS_SHOTS=<dir>`` it also
saves screenshots at 390 and 1280 px of the states worth looking at.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from expeditions.bots import make_bot
from expeditions.games.lost_cities import PLAY, LostCities
from expeditions.rng import Rng
from expeditions.saves import KEY_PREFIX, SavedGame, Seat

from .axe import Audit
from .conftest import Browser, open_app
from .play import resume_first_save
from .test_lost_cities import new_game
from .test_shell import put_saves

pytestmark = pytest.mark.browser

WIDTHS = (360, 390, 768, 1280)
FULL_EVERY = 10
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
        self.seconds = 0.0  # spent checking
        self.width = WIDTHS[-1]
        self.states: set[str] = set()
        shots = os.environ.get("EXPEDITIONS_SHOTS")
        self.shots = Path(shots) if shots else None
        self.shot_names: set[str] = set()

    def check(self, state: str) -> None:
        started = time.perf_counter()
        # every width the first time a state is seen and every tenth step; in between, the
        # width the page is at (resizing four times a step would make this test too slow)
        full = state not in self.states or self.steps % FULL_EVERY == 0
        self.states.add(state)
        self.steps += 1
        widths = (WIDTHS if self.steps % 2 else WIDTHS[::-1]) if full else (self.width,)
        # narrowest first then widest first in turn, so that each check starts at the
        # width the last one ended on (the game goes on at either)
        for width in widths:
            if width != self.width:
                self.page.set_viewport_size({"width": width, "height": HEIGHT})
                self.width = width
            over = self.page.evaluate(TOO_WIDE)
            assert over <= 0, f"{state}: {over}px too wide at {width}px (step {self.steps})"
        self.seconds += time.perf_counter() - started

    def shoot(self, name: str) -> None:
        if self.shots is None or name in self.shot_names:
            return
        self.shot_names.add(name)
        self.shots.mkdir(parents=True, exist_ok=True)
        for width in SHOT_WIDTHS:
            self.page.set_viewport_size({"width": width, "height": HEIGHT})
            self.page.screenshot(path=str(self.shots / f"lc-{name}-{width}.png"), full_page=True)
        self.width = SHOT_WIDTHS[-1]


def play_a_card(page: Any, fit: Fit, tag: str, turn: int) -> None:
    """Step 1 of a turn: the first card that fits is played; one that does not shows its
    reason and is deselected (at most twice a turn, to keep the test quick), else it is
    discarded. On the third turn the running values are explained first."""
    cards = page.locator('button[data-cmd^="select:"]:not([disabled])')
    fit.check("my turn: choose a card")
    if turn == 3 and page.locator("details.lc-explain summary").count():
        page.locator("details.lc-explain summary").first.click()
        fit.check("a running value explained")
        fit.shoot(f"{tag}-explained")
    if turn == 4:  # the memory aids open from here on (they stay open)
        closed = page.locator("details.lc-aid:not([open]) summary")
        for _ in range(closed.count()):
            closed.first.click()
        if page.locator("details.lc-aid[open]").count():
            fit.check("the memory aids open")
            fit.shoot(f"{tag}-aids")
    for i in range(min(3, cards.count())):
        cards.nth(i).click()
        play = page.get_by_role("button", name="to your expedition")
        if play.is_enabled():
            fit.check("a card selected")
            fit.shoot(f"{tag}-selected")
            play.click()
            return
        fit.check("a card selected that cannot be played")
        if i == 2 or i == cards.count() - 1:
            break
        cards.nth(i).click()
    page.get_by_role("button", name="Discard").click()


def draw_a_card(page: Any, fit: Fit, tag: str, turn: int) -> None:
    """Step 2: from the deck, or every fourth turn from a discard pile when one is offered."""
    take = page.locator('.lc-piles button[data-cmd^="act:draw:"]:not([disabled])')
    deck = page.locator('button[data-cmd="act:draw:deck"]:not([disabled])')
    fit.check("my turn: draw")
    fit.shoot(f"{tag}-draw")
    if take.count() and turn % 4 == 0:
        take.first.click()
        fit.check("took a discard")
    else:
        deck.click()
        fit.check("drew from the deck")
    if page.locator(".lc-hand-card.is-fresh").count():
        fit.states.add("the card just drawn is marked")
    fit.shoot(f"{tag}-drawn")


def play_through(page: Any, fit: Fit, tag: str, audit: Audit) -> int:
    """Play to the end by clicking, checking the width after every click, and auditing the
    first finished board and the final scores; returns the number of games that ended on a
    held board."""
    interludes = turns = 0
    while True:
        page.wait_for_function(NEXT, timeout=60_000)
        if page.get_by_role("region", name="Final scores").count():
            fit.check("final scores")
            fit.shoot(f"{tag}-end")
            audit(page, f"{tag}: final scores")
            return interludes
        done = page.locator('button[data-cmd="interlude-done"]')
        if done.count():
            interludes += 1
            assert page.get_by_role("button", name="Next game").count() == 1
            assert page.locator(".lc-hand").count() == 0  # the new deal waits
            fit.check("a game of the match is over")
            fit.shoot(f"{tag}-game-over")
            if interludes == 1:
                audit(page, f"{tag}: a game of the match is over")
            done.click()
            continue
        ready = page.locator('button[data-cmd="ready"]')
        if ready.count():
            ready.click()
            continue
        turns += 1
        assert turns < 200
        if page.locator('button[data-cmd^="select:"]:not([disabled])').count():
            play_a_card(page, fit, tag, turns)
            page.wait_for_function(NEXT, timeout=60_000)
        if page.locator('button[data-cmd="act:draw:deck"]:not([disabled])').count():
            draw_a_card(page, fit, tag, turns)


def fresh_page(browser: Browser, server: Any) -> Any:
    page = browser.page()
    page.set_viewport_size({"width": WIDTHS[-1], "height": HEIGHT})
    open_app(page, server.url)
    return page


def play_until(game: LostCities, stop: Callable[[], bool], seed: int) -> None:
    """Medium computers play both seats until ``stop()`` holds at seat 0's turn to play a
    card (where a save resumed in the browser hands the turn to the person)."""
    bots = [make_bot("lost-cities", "medium") for _ in range(2)]
    rng = Rng(seed)
    while not (game.current_player == 0 and game.core.phase == PLAY and stop()):
        seat = game.current_player
        assert seat is not None
        game.act(seat, bots[seat].choose(game.view(seat), rng))


def half_way_through_a_long_game(seed: int = 5) -> tuple[SavedGame, int]:
    """Six colours, Mara and Tom on one device (not the form's names), saved at Mara's turn
    with half the deck left (and how many cards that is)."""
    game = LostCities({"players": 2, "colours": 6, "games": 1, "start": "p1"}, seed)
    play_until(game, lambda: len(game.core.deck) <= 28, seed)
    save = SavedGame.from_game("long-game", game, [Seat("Mara"), Seat("Tom")],
                               1_700_000_000_000, 1_700_000_000_000 + len(game.log))
    return save, len(game.core.deck)


def test_one_long_game_of_two_people_fits(browser: Browser, server: Any) -> None:
    """Six colours, two people on one device (no computer to wait for): a new game's first
    turn, then a game resumed half way through, to its end (its columns are the longest)."""
    page = fresh_page(browser, server)
    fit = Fit(page)
    audit = Audit()
    new_game(page, options={"Expeditions": "6 colours (long game)", "Match": "A single game",
                            "First player": "Player 1"}, second_human=True)
    page.locator('button[data-cmd="ready"]').click()
    page.wait_for_function(NEXT, timeout=60_000)
    fit.check("six colours: the first turn")
    save, deck = half_way_through_a_long_game()
    put_saves(page, {KEY_PREFIX + save.id: save.encode()})
    resume_first_save(page, "Lost Cities with Mara and Tom")
    page.locator('button[data-cmd="ready"]').click()  # the curtain: "I am Mara"
    page.get_by_text(f"{deck} cards in the deck").first.wait_for()
    assert play_through(page, fit, "six", audit) == 0
    print(f"{fit.steps} checks in {fit.seconds:.1f} s")
    assert not audit.seen, audit.report()
    assert page.get_by_role("list", name="Discard piles").get_by_role("listitem").count() == 6
    assert browser.errors == []


def late_in_the_second_game(seed: int = 11) -> tuple[SavedGame, list[int]]:
    """A match of three games, Ana against the Medium computer, saved at Ana's turn with ten
    cards or fewer left in the second game's deck: the clicks play that game's last turns
    (at least four of Ana's), its held end and the whole third game. Also the first game's
    scores."""
    game = LostCities({"players": 2, "games": 3, "start": "p1"}, seed)
    play_until(game, lambda: len(game.finished) == 1 and len(game.core.deck) <= 10, seed)
    seats = [Seat("Ana"), Seat("Rob", "computer", "medium")]
    save = SavedGame.from_game("late-match", game, seats, 1_700_000_000_000,
                               1_700_000_000_000 + len(game.log))
    return save, list(game.finished[0]["scores"])


def test_the_end_of_a_match_fits_and_holds_each_finished_game(
        browser: Browser, server: Any) -> None:
    """The first game's end is not clicked through here (every game of a match ends the same
    way); its scores must still be in the match's table."""
    browser.quick_pace()
    page = fresh_page(browser, server)
    save, first = late_in_the_second_game()
    put_saves(page, {KEY_PREFIX + save.id: save.encode()})
    resume_first_save(page, "Lost Cities")
    fit = Fit(page)
    audit = Audit()
    assert play_through(page, fit, "match", audit) == 1
    print(f"{fit.steps} checks in {fit.seconds:.1f} s")
    assert {"my turn: draw", "a card selected", "took a discard", "final scores",
            "the card just drawn is marked", "a game of the match is over",
            "the memory aids open"} <= fit.states
    assert not audit.seen, audit.report()
    games = page.get_by_role("region", name="The match, game by game").get_by_role("row")
    assert games.count() == 5  # a header, three games, the totals
    scores = games.nth(1).get_by_role("cell").all_inner_texts()
    assert [text.replace("\u2212", "-") for text in scores] == [str(v) for v in first]
    assert browser.errors == []
