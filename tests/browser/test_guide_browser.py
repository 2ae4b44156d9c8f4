"""Each guided game played through in the browser by following its prompts, as a newcomer
would: the offer on the new-game form, the outlined control clicked step by step, one
misstep shown and retried, then free play with tips to the end and the guide's last word.
One game in English, the others in Spanish."""

from __future__ import annotations

from typing import Any

import pytest

from expeditions.web.i18n import catalogue

from .conftest import Browser, open_app
from .play import click_one_move

pytestmark = pytest.mark.browser

#: What the page is waiting for: an outlined control to click (a scripted step), or the
#: person's free turn (no outline), or the end.
STATE = """(final) => {
  if (document.querySelector(`[aria-label="${final}"]`)) return 'end';
  if ([...document.querySelectorAll('.guide-target')].some(e => !e.disabled)) return 'step';
  if (document.querySelector('button[data-cmd="interlude-done"]')) return 'free';
  const mine = document.querySelector('button[data-cmd^="act:"]:not([disabled])')
    || document.querySelector('button[data-cmd^="select:"]:not([disabled])');
  return mine && document.querySelector('.guide') ? 'free' : null;
}"""


def misstep(page: Any) -> bool:
    """Try a move the guide did not ask for; True if there was one to try."""
    wanted = set(page.eval_on_selector_all(
        ".guide-target", "els => els.map(e => e.getAttribute('data-cmd'))"))
    for verb in ("act:", "select:"):
        for other in page.locator(f'button[data-cmd^="{verb}"]:not([disabled])').all():
            cmd = str(other.get_attribute("data-cmd"))
            if cmd in wanted:
                continue
            other.click()
            if verb == "select:":
                act = page.locator('button[data-cmd^="act:"]:not([disabled]):not(.guide-target)')
                if not act.count():
                    other.click()
                    continue
                act.first.click()
            return True
    return False


def follow(page: Any, lang: str) -> tuple[int, int]:
    """Follow the guide to the end; returns (scripted steps clicked, free moves)."""
    words = catalogue(lang)
    final = str(words["result.title"])
    steps = free = 0
    tried_misstep = False
    while True:
        page.wait_for_function(STATE, arg=final, timeout=60_000)
        state = page.evaluate(STATE, final)
        if state == "end":
            break
        if state == "step":
            if not tried_misstep and misstep(page):
                tried_misstep = True
                page.wait_for_selector(".guide.is-misstep")
                assert page.locator(".guide-target").count()  # the step is still there
                continue
            # the move's button once it is there, else the piece to choose first
            act = page.locator('.guide-target[data-cmd^="act:"]:not([disabled])')
            (act if act.count() else page.locator(
                '.guide-target:not([disabled]):not([aria-pressed="true"])')).first.click()
            steps += 1
        else:
            assert click_one_move(page)
            free += 1
        assert steps + free < 400
    assert tried_misstep
    guide = page.get_by_role("region", name=str(words["guide.title"]))
    assert guide.count() == 1 and guide.inner_text().strip()
    return steps, free


@pytest.mark.parametrize(("game_id", "lang"), [
    ("lost-cities", "en"), ("curios", "es"), ("curiosity", "es")])
def test_a_newcomer_follows_the_guided_game_to_the_end(browser: Browser, server: Any,
                                                       game_id: str, lang: str) -> None:
    words = catalogue(lang)
    browser.quick_pace()
    page = browser.page()
    open_app(page, server.url)
    if lang != "en":
        page.get_by_label(str(catalogue("en")["language.label"])).select_option(lang)
    title = str(words[f"{game_id.replace('-', '_')}.game.title"])
    page.get_by_role("button", name=str(words["menu.new_named"]).format(title=title),
                     exact=True).click()
    page.get_by_role("button", name=str(words["guide.start"])).click()
    steps, free = follow(page, lang)
    assert steps >= 4 and free >= 1  # Curios' four lessons are one click each
    assert browser.errors == []
