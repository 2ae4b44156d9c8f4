"""A Spanish-speaking newcomer: the page speaks Spanish from the first paint, a whole game
is played by clicking controls found by their Spanish names, English can be chosen
mid-game (and is remembered), and the rules open over the table and close back to it."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from expeditions.web.i18n import catalogue

from .conftest import BOOT_TIMEOUT_MS, Browser

pytestmark = pytest.mark.browser

ES, EN = catalogue("es"), catalogue("en")
SHOTS = os.environ.get("EXPEDITIONS_SHOTS")  # a folder: keep screenshots to look at


def shot(page: Any, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(SHOTS) / f"{name}.png"), full_page=True)


def one_move(page: Any, final_scores: str) -> bool:
    """Click one legal control (choose a piece first if the game asks for two clicks);
    False once the final scores are up."""
    page.wait_for_function(
        """(label) => document.querySelector(`[aria-label="${label}"]`)
            || document.querySelector('button[data-cmd^="act:"]:not([disabled])')
            || document.querySelector('button[data-cmd^="select:"]:not([disabled])')""",
        arg=final_scores, timeout=60_000)
    if page.get_by_role("region", name=final_scores).count():
        return False
    act = page.locator('button[data-cmd^="act:"]:not([disabled])')
    if not act.count():
        page.locator('button[data-cmd^="select:"]:not([disabled])').first.click()
        act = page.locator('button[data-cmd^="act:"]:not([disabled])')
    act.first.click()
    return True


def log_lines(page: Any, title: str) -> list[str]:
    return [str(t) for t in
            page.get_by_role("complementary", name=title).locator("li").all_inner_texts()]


def test_a_spanish_newcomer_plays_curios_through(spanish_browser: Browser,
                                                 server: Any) -> None:
    page = spanish_browser.page()
    page.goto(server.url, wait_until="domcontentloaded")
    # the static first paint is already Spanish, before Python starts
    assert page.locator(".tagline").inner_text() == ES["app.tagline"]
    assert page.evaluate("document.documentElement.lang") == "es"
    page.wait_for_selector("body[data-ready=true]", state="attached", timeout=BOOT_TIMEOUT_MS)
    assert page.evaluate("document.documentElement.lang") == "es"
    shot(page, "es-menu-390")

    title = str(ES["curios.game.title"])
    page.get_by_role("button", name=str(ES["menu.new_named"]).format(title=title),
                     exact=True).click()
    page.get_by_role("button", name=str(ES["new.start"])).click()
    page.get_by_role("complementary", name=str(ES["log.title"])).wait_for()
    for _ in range(3):
        assert one_move(page, str(ES["result.title"]))
    shot(page, "es-curios-table-390")

    # the rules over the table, and back to the same turn
    page.wait_for_selector('button[data-cmd^="act:"]:not([disabled]), '
                           'button[data-cmd^="select:"]:not([disabled])')
    status = page.locator("#status-line").inner_text()
    lines = log_lines(page, str(ES["log.title"]))
    page.get_by_role("button", name=str(ES["rules.open"]), exact=True).click()
    dialog = page.get_by_role("dialog")
    dialog.wait_for()
    assert dialog.get_by_role("heading", name=str(ES["rules.quick"])).count()
    dialog.get_by_role("button", name=str(ES["rules.full"])).click()
    assert dialog.get_by_role("heading", name=str(ES["rules.minute"])).count()
    shot(page, "es-curios-rules-390")
    page.keyboard.press("Escape")
    dialog.wait_for(state="detached")
    assert page.locator("#status-line").inner_text() == status
    assert log_lines(page, str(ES["log.title"])) == lines
    assert page.evaluate("document.activeElement.dataset.cmd") == "rules-open"

    # English mid-game: the table and the whole log re-worded at once, and remembered
    page.get_by_label(str(ES["language.label"])).select_option("en")
    page.get_by_role("button", name=str(EN["table.undo"])).wait_for()
    assert page.evaluate("document.documentElement.lang") == "en"
    english_lines = log_lines(page, str(EN["log.title"]))
    assert len(english_lines) == len(lines) and english_lines != lines
    page.reload()
    page.wait_for_selector("body[data-ready=true]", state="attached", timeout=BOOT_TIMEOUT_MS)
    assert page.get_by_role("button", name=str(EN["menu.new_game"])).count()
    page.get_by_label(str(EN["language.label"])).select_option("es")
    page.get_by_role("button", name=str(ES["menu.continue"])).click()
    page.get_by_role("button", name=str(ES["continue.resume"])).first.click()

    moves = 0
    while one_move(page, str(ES["result.title"])):
        moves += 1
        assert moves < 400
    shot(page, "es-curios-end-390")
    assert page.get_by_role("region", name=str(ES["result.title"])).count()
    assert spanish_browser.errors == []
