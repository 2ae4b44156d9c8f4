"""A stand-in player for browser tests: waits for its turn and clicks one legal control,
the way a person would (choose a piece first when the game asks for two clicks)."""

from __future__ import annotations

from typing import Any

MOVE_OR_END = """() => document.querySelector('[aria-label="Final scores"]')
    || document.querySelector('button[data-cmd^="act:"]:not([disabled])')
    || document.querySelector('button[data-cmd^="select:"]:not([disabled])')
    || document.querySelector('button[data-cmd="ready"]')
    || document.querySelector('button[data-cmd="interlude-done"]')"""


def click_one_move(page: Any, timeout_ms: int = 60_000) -> bool:
    """Make one move (or pass the curtain); False once the game is over."""
    page.wait_for_function(MOVE_OR_END, timeout=timeout_ms)
    if page.get_by_role("region", name="Final scores").count():
        return False
    interlude = page.locator('button[data-cmd="interlude-done"]')
    if interlude.count():  # the pause between two games of a match
        interlude.click()
        return True
    ready = page.locator('button[data-cmd="ready"]')
    if ready.count():
        ready.click()
        return True
    act = page.locator('button[data-cmd^="act:"]:not([disabled])')
    if not act.count():
        page.locator('button[data-cmd^="select:"]:not([disabled])').first.click()
        act = page.locator('button[data-cmd^="act:"]:not([disabled])')
    act.first.click()
    return True


def resume_first_save(page: Any, game_title: str) -> None:
    page.reload()
    page.wait_for_selector("body[data-ready=true]", state="attached", timeout=90_000)
    page.get_by_role("button", name="Continue").click()
    page.get_by_role("button", name=f"Resume {game_title}").first.click()
