"""Curiosity fits every screen and reads well: whole games played by clicking (2 players in
English; 4 in Spanish, on the big planet, with the longest one-word name a player may type
and quick computers), checked in every state a player sees — before and after choosing a
token or a card, during each drive (frame by frame, as it plays), with the round summary up,
and at the end — at 360, 390, 768 and 1280 px on every third state, the round summaries and
the end (at 360 or 1280 px in between). The page never scrolls sideways, nothing of the
table reaches past the screen's edge, every text of the table has a contrast of at least
4.5:1 (3:1 when large), and axe-core audits the end."""

from __future__ import annotations

import random
from typing import Any

import pytest

from expeditions.web.i18n import catalogue

from .axe import Audit
from .conftest import Browser, open_app
from .test_fit_curios import LONG_NAME, WAITING, FitLog, check_fit, start

pytestmark = pytest.mark.browser

#: The app waits for the person, or a drive is playing.
WAITING_OR_DRIVE = WAITING.replace(
    "(final) =>", "(final) => document.querySelector('.cy-drive') ||")


def play_curiosity(page: Any, lang: str, players: int, rng: random.Random, audit: Audit,
                   name: str | None = None, level: str | None = None) -> FitLog:
    words = catalogue(lang)
    final = str(words["result.title"])
    summary = str(words["curiosity.summary.label"])
    log = FitLog()
    start(page, lang, "curiosity", players, name, level)
    moves = drive_frames = summaries = 0
    while True:
        page.wait_for_function(WAITING_OR_DRIVE, arg=final, timeout=60_000)
        if page.get_by_role("region", name=final).count():
            break
        drive = page.locator(".cy-drive-step")
        if drive.count():  # check each frame of the drive the checks catch, until it ends
            try:
                step = drive.text_content(timeout=1_000)
            except Exception:  # noqa: BLE001 - the drive ended meanwhile
                continue
            check_fit(page, log, f"drive, {step}")
            drive_frames += 1
            page.wait_for_function(
                "(s) => { const e = document.querySelector('.cy-drive-step');"
                " return !e || e.textContent !== s; }", arg=step, timeout=10_000)
            continue
        summary_up = bool(page.get_by_role("region", name=summary).count())
        summaries += summary_up
        check_fit(page, log, f"move {moves}", full=summary_up)
        acts = page.locator('button[data-cmd^="act:"]:not([disabled])')
        if not acts.count():
            picks = page.locator('button[data-cmd^="select:"]:not([disabled])')
            picks.nth(rng.randrange(picks.count())).click()
            check_fit(page, log, f"move {moves}, a piece chosen")
            acts = page.locator('button[data-cmd^="act:"]:not([disabled])')
        acts.nth(rng.randrange(acts.count())).click()
        moves += 1
        assert moves < 300
    check_fit(page, log, "the end", full=True)
    audit(page, f"curiosity, {players} players: the end")
    assert page.get_by_role("region", name=summary).count() == 1
    print(f"{log.states} states checked in {log.seconds:.1f} s; {moves} moves, "
          f"{drive_frames} drive frames")
    assert moves > 5 and drive_frames >= 3 and summaries >= 1
    return log


#: The table's pauses in these tests: short, yet each drive still has frames to check.
PACE = 0.25


def test_curiosity_two_players_fit_every_width(browser: Browser, server: Any) -> None:
    browser.quick_pace(PACE)
    page = browser.page()
    open_app(page, server.url)
    audit = Audit()
    log = play_curiosity(page, "en", 2, random.Random(2), audit)
    assert log.failures == []
    assert not audit.seen, audit.report()
    assert sorted(log.contrast) == []
    assert browser.errors == []


def test_curiosity_four_players_fit_every_width_in_spanish(spanish_browser: Browser,
                                                           server: Any) -> None:
    spanish_browser.quick_pace(PACE)
    page = spanish_browser.page()
    open_app(page, server.url)
    audit = Audit()
    log = play_curiosity(page, "es", 4, random.Random(4), audit, LONG_NAME, "easy")
    assert log.failures == []
    assert not audit.seen, audit.report()
    assert sorted(log.contrast) == []
    assert spanish_browser.errors == []
