"""Curios and Curiosity in the browser, played through by clicking."""

from __future__ import annotations

from typing import Any

from .conftest import Browser, open_app
from .play import click_one_move, resume_first_save


def start(page: Any, title: str, players: int, humans: int = 1) -> None:
    page.get_by_role("button", name=f"New {title} game").click()
    page.get_by_label("Players", exact=True).select_option(str(players))
    for seat in range(1, humans):
        page.locator(f"#f-seat-{seat}-kind").select_option("human")
    page.get_by_role("button", name="Start game").click()


def test_curios_three_players_to_the_score_table(browser: Browser, server: Any) -> None:
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


def test_curiosity_two_players_through_three_rounds(browser: Browser, server: Any) -> None:
    page = browser.page()
    open_app(page, server.url)
    start(page, "Curiosity", 2)
    assert page.get_by_role("table", name="Planet").get_by_role("row").count() == 5
    moves = 0
    while click_one_move(page):
        moves += 1
        if moves == 6:
            resume_first_save(page, "Curiosity")
        assert moves < 300
    assert page.get_by_role("region", name="Final scores").count() == 1
    assert page.get_by_text("Round 3 of 3").count() == 1
    assert browser.errors == []


def test_curiosity_four_players_use_the_big_planet(browser: Browser, server: Any) -> None:
    page = browser.page()
    open_app(page, server.url)
    start(page, "Curiosity", 4)
    assert page.get_by_role("table", name="Planet").get_by_role("row").count() == 7
