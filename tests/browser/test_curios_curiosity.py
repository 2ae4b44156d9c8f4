"""Curios and Curiosity in the browser, played through by clicking."""

from __future__ import annotations

import re
from typing import Any

import pytest

from .conftest import Browser, open_app
from .play import click_one_move, resume_first_save

pytestmark = pytest.mark.browser


def start(page: Any, title: str, players: int, humans: int = 1) -> None:
    page.get_by_role("button", name=f"New {title} game").click()
    page.get_by_label("Players", exact=True).select_option(str(players))
    for seat in range(1, humans):
        page.locator(f"#f-seat-{seat}-kind").select_option("human")
    page.get_by_role("button", name="Start game").click()


def test_curios_three_players_to_the_score_table(browser: Browser, server: Any) -> None:
    browser.quick_pace()
    page = browser.page()
    open_app(page, server.url)
    start(page, "Curios", 3)
    assert page.get_by_role("article", name="Great Pyramid").count() == 1
    assert page.get_by_role("region", name="Clues").count() == 1
    moves = 0
    while click_one_move(page):
        moves += 1
        if moves == 4:
            resume_first_save(page, "Curios")
        assert moves < 200
    table = page.get_by_role("region", name="Score table")
    assert table.get_by_role("row").count() == 4  # a header and three players
    assert page.get_by_role("status").filter(has_text="Game over").count() == 1
    assert browser.errors == []


def test_curios_five_humans_get_the_curtain(browser: Browser, server: Any) -> None:
    page = browser.page()
    open_app(page, server.url)
    start(page, "Curios", 5, humans=5)
    assert page.get_by_role("region", name="Curtain").count() == 1
    assert page.get_by_role("region", name="Your hand").count() == 0


#: Records every frame of the drive a person would see: the step line and the rover's square.
WATCH_DRIVES = """
window.__frames = [];
document.addEventListener("DOMContentLoaded", () => {
  new MutationObserver(() => {
    const step = document.querySelector(".cy-drive-step");
    const rover = document.querySelector(".cy-planet.is-driving .has-rover");
    if (!step || !rover) return;
    const frame = step.textContent + "|" + rover.getAttribute("aria-label");
    if (window.__frames[window.__frames.length - 1] !== frame) window.__frames.push(frame);
  }).observe(document.getElementById("app"), {childList: true, subtree: true});
});
"""


def test_curiosity_two_players_through_three_rounds(browser: Browser, server: Any) -> None:
    browser.quick_pace(0.25)  # every frame of a drive is still drawn, each for 0.1 s
    page = browser.page()
    page.add_init_script(WATCH_DRIVES)
    open_app(page, server.url)
    start(page, "Curiosity", 2)
    # five rows of squares under a row of column letters
    assert page.get_by_role("table", name="Planet").get_by_role("row").count() == 6
    moves, lives = 0, []  # the frames seen by each page load
    while click_one_move(page):
        moves += 1
        if moves == 6:
            lives.append(page.evaluate("window.__frames"))
            resume_first_save(page, "Curiosity")
        assert moves < 300
    lives.append(page.evaluate("window.__frames"))
    assert page.get_by_role("region", name="Final scores").count() == 1
    assert page.get_by_text("Round 3 of 3").count() == 1
    assert page.get_by_role("heading", name="Round 3 summary").count() == 1
    # every drive was shown square by square: steps 1, 2, … N in order, one square apart
    complete = 0
    for frames in lives:
        for i, first in enumerate(frames):
            if not first.startswith("Step 1 of"):
                continue
            total = int(first.split("|")[0].split(" of ")[1].split()[0])
            run = frames[i:i + total]
            if len(run) < total:
                continue  # the page was reloaded during this drive
            assert [f.split(" of ")[0] for f in run] == [f"Step {k}" for k in range(1, total + 1)]
            # squares are named like chess squares ("square C3, rover"): column letter, row
            names = [f.split("square ")[1].split(",")[0] for f in run]
            squares = [(ord(n[0]) - 65, int(n[1:]) - 1) for n in names]
            for (c1, r1), (c2, r2) in zip(squares, squares[1:], strict=False):
                assert ((c1 - c2) % 5, (r1 - r2) % 5) in {(0, 1), (0, 4), (1, 0), (4, 0)}
            complete += 1
    assert complete >= 3
    assert browser.errors == []


def test_curiosity_four_players_use_the_big_planet(browser: Browser, server: Any) -> None:
    page = browser.page()
    open_app(page, server.url)
    start(page, "Curiosity", 4)
    assert page.get_by_role("table", name="Planet").get_by_role("row").count() == 8
    # play until the first drive, then skip it: the round summary is up at once
    drive = page.get_by_role("region", name="The drive")
    for _ in range(100):
        page.wait_for_function("""() => document.querySelector('.cy-drive')
            || document.querySelector('button[data-cmd^="select:"]:not([disabled])')""",
                               timeout=60_000)
        if drive.count():
            break
        click_one_move(page)
    drive.get_by_role("button", name="Skip the drive").click()
    page.get_by_role("heading", name=re.compile(r"Round \d summary")).wait_for(timeout=5_000)
    assert drive.count() == 0
    assert browser.errors == []
