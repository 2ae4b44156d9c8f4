"""Curios fits every screen and reads well: whole games played by clicking (2 players in
English; 5 in Spanish, whose words are longer, with the longest one-word name a player may
type), and at every step the page never scrolls sideways and nothing of the table reaches
past the screen's edge (at 360, 390, 768 and 1280 px on every third step and at the end,
at 360 or 1280 px in between); every text of the table has a contrast of at least 4.5:1
(3:1 when large); axe-core audits the end.

The helpers (:func:`misfits`, :func:`check_fit`, :func:`start`) serve Curiosity's test too."""

from __future__ import annotations

import random
import time
from typing import Any

import pytest

from expeditions.web.i18n import catalogue

from .axe import Audit
from .conftest import Browser, open_app

pytestmark = pytest.mark.browser

WIDTHS = (360, 390, 768, 1280)

#: What does not fit the viewport as it is now: the page's own width, and the innermost
#: elements of the app that reach past either edge (visually hidden ones excepted).
MISFITS = """() => {
  const root = document.documentElement, width = root.clientWidth, out = [];
  if (root.scrollWidth > width) out.push(`page ${root.scrollWidth} > ${width}`);
  const wide = el => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && (r.right > width + 0.5 || r.left < -0.5);
  };
  for (const el of document.querySelectorAll('#app *')) {
    // what is not drawn (a closed disclosure's content keeps a stale layout from the width
    // it was last laid out at) cannot stick out
    if (el.closest('.visually-hidden') || !el.checkVisibility() || !wide(el)) continue;
    if ([...el.children].some(wide)) continue;
    const r = el.getBoundingClientRect();
    const name = el.tagName.toLowerCase() + (el.className ? '.' + String(el.className)
      .trim().split(/\\s+/).join('.') : '');
    out.push(`${name} [${Math.round(r.left)}, ${Math.round(r.right)}] "` +
             (el.textContent || '').trim().slice(0, 40) + '"');
    if (out.length > 6) break;
  }
  return out;
}"""


def misfits(page: Any) -> dict[int, list[str]]:
    """What does not fit at each width (the viewport is left at the last width)."""
    found = {}
    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": 900})
        bad: list[str] = page.evaluate(MISFITS)
        if bad:
            found[width] = bad
    return found


#: The contrast of every visible text of the table (``root``) against what is really behind
#: it: the backgrounds of its ancestors composited down to the first opaque one, every colour
#: stop of a gradient counted (the worst one is kept), the opacity of the ancestors applied.
#: Disabled controls are exempt (WCAG 1.4.3). Large text (24 px, or 18.66 px bold) needs 3:1.
CONTRAST = """(rootSel) => {
  const parse = s => {
    let m = s.match(/^rgba?\\(([^)]+)\\)$/);
    if (m) {
      const p = m[1].split(/[ ,/]+/).filter(Boolean).map(Number);
      return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
    }
    m = s.match(/^color\\(srgb ([^)]+)\\)$/);
    if (m) {
      const p = m[1].split(/[ /]+/).filter(Boolean).map(Number);
      return [p[0] * 255, p[1] * 255, p[2] * 255, p.length > 3 ? p[3] : 1];
    }
    return null;
  };
  const colours = s => (s.match(/(rgba?\\([^)]+\\)|color\\(srgb [^)]+\\))/g) || []).map(parse);
  const over = (top, under) => {
    const a = top[3];
    return [0, 1, 2].map(i => top[i] * a + under[i] * (1 - a)).concat([1]);
  };
  const lum = c => {
    const f = v => (v /= 255) <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]);
  };
  const ratio = (a, b) => {
    const x = lum(a), y = lum(b);
    return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
  };
  // every background that can be behind el: the layers down to the first opaque one
  const backgrounds = el => {
    const layers = [];
    for (let e = el; e; e = e.parentElement) {
      const cs = getComputedStyle(e);
      const image = cs.backgroundImage !== 'none' ? colours(cs.backgroundImage) : [];
      const colour = parse(cs.backgroundColor) || [0, 0, 0, 0];
      if (image.length) {
        layers.push(image);
        if (image.every(c => c[3] >= 1)) break;
      }
      if (colour[3] > 0) {
        layers.push([colour]);
        if (colour[3] >= 1) break;
      }
    }
    let result = [[255, 255, 255, 1]];
    for (let i = layers.length - 1; i >= 0; i--) {
      result = result.flatMap(under => layers[i].map(c => over(c, under)));
    }
    return result;
  };
  const opacity = el => {
    let o = 1;
    for (let e = el; e; e = e.parentElement) o *= Number(getComputedStyle(e).opacity);
    return o;
  };
  const out = [];
  const root = document.querySelector(rootSel);
  if (!root) return out;
  for (const el of root.querySelectorAll('*')) {
    const own = [...el.childNodes].filter(n => n.nodeType === 3 && n.textContent.trim())
      .map(n => n.textContent.trim()).join(' ');
    const r = el.getBoundingClientRect();
    if (!own || !r.width || !r.height || el.closest('.visually-hidden')) continue;
    if (el.closest('button:disabled, [aria-disabled="true"]')) continue;
    // text in motion (a rover fading in for 0.2 s) is read once it has arrived
    let moving = false;
    for (let e = el; e && !moving; e = e.parentElement) moving = e.getAnimations().length > 0;
    if (moving) continue;
    const cs = getComputedStyle(el);
    if (cs.visibility === 'hidden') continue;
    const fg = parse(cs.color);
    fg[3] *= opacity(el);
    const size = parseFloat(cs.fontSize), bold = Number(cs.fontWeight) >= 700;
    const large = size >= 24 || (bold && size >= 18.66);
    const worst = Math.min(...backgrounds(el).map(bg => ratio(over(fg, bg), bg)));
    const name = el.tagName.toLowerCase() + (typeof el.className === 'string'
      && el.className.trim() ? '.' + el.className.trim().split(/\\s+/).join('.') : '');
    out.push({el: name, text: own.slice(0, 30), ratio: Math.round(worst * 100) / 100,
              need: large ? 3 : 4.5});
  }
  return out;
}"""


def contrast_failures(page: Any, root: str = ".table") -> list[str]:
    found: list[dict[str, Any]] = page.evaluate(CONTRAST, root)
    return sorted({f"{r['el']} \"{r['text']}\" {r['ratio']}:1 < {r['need']}:1"
                   for r in found if r["ratio"] < r["need"]})


#: Every width and the contrast are checked on every FULL_EVERY-th state (and the end);
#: the states between are checked at the width the page is at, narrowest and widest in
#: turn (four resizes and a contrast pass on every move would make these tests too slow).
FULL_EVERY = 3


class FitLog:
    """Every state checked, and what did not fit in it or could not be read."""

    def __init__(self) -> None:
        self.states = 0
        self.failures: list[str] = []
        self.contrast: set[str] = set()
        self.seconds = 0.0

    def check(self, page: Any, where: str, full: bool = False) -> None:
        """Check the page as it is now (at every width and its contrast when ``full`` or on
        every FULL_EVERY-th state; else at the current width)."""
        full = full or self.states % FULL_EVERY == 0
        self.states += 1
        began = time.monotonic()
        if full:
            found = misfits(page)
        else:
            bad: list[str] = page.evaluate(MISFITS)
            found = {int(page.viewport_size["width"]): bad} if bad else {}
        for width, bad in found.items():
            if len(self.failures) < 12:
                self.failures.append(f"{where} @{width}px: " + "; ".join(bad))
        if full:
            self.contrast.update(f"{where}: {c}" for c in contrast_failures(page)[:4]
                                 if len(self.contrast) < 12)
        else:  # the next partial check is at the other end of the range
            narrow = int(page.viewport_size["width"]) == WIDTHS[0]
            page.set_viewport_size({"width": WIDTHS[-1 if narrow else 0], "height": 900})
        self.seconds += time.monotonic() - began


def check_fit(page: Any, log: FitLog, where: str, full: bool = False) -> None:
    log.check(page, where, full)


#: The longest name a player may type, in one word: it must wrap rather than widen a table.
LONG_NAME = "Wolfeschlegelsteinhausen"


def start(page: Any, lang: str, game_id: str, players: int, name: str | None = None,
          level: str | None = None) -> None:
    """A new game with the human in seat 0 (named ``name``) and computers at ``level``."""
    words = catalogue(lang)
    title = str(words[f"{game_id.replace('-', '_')}.game.title"])
    page.get_by_role("button", name=str(words["menu.new_named"]).format(title=title),
                     exact=True).click()
    page.get_by_label(str(words["new.players"]), exact=True).select_option(str(players))
    if name is not None:
        page.locator("#f-seat-0-name").fill(name)
    for seat in range(1, players if level else 0):
        page.locator(f"#f-seat-{seat}-level").select_option(level)
    page.get_by_role("button", name=str(words["new.start"])).click()


#: The app is waiting for the person: a move to choose, a pause to end, or the game is over.
WAITING = """(final) => document.querySelector(`[aria-label="${final}"]`)
    || document.querySelector('button[data-cmd^="act:"]:not([disabled])')
    || document.querySelector('button[data-cmd^="select:"]:not([disabled])')
    || document.querySelector('button[data-cmd="interlude-done"]')"""


def play_curios(page: Any, lang: str, players: int, rng: random.Random, audit: Audit,
                name: str | None = None) -> FitLog:
    words = catalogue(lang)
    final = str(words["result.title"])
    log = FitLog()
    start(page, lang, "curios", players, name)
    moves = 0
    while True:
        page.wait_for_function(WAITING, arg=final, timeout=60_000)
        if page.get_by_role("region", name=final).count():
            break
        check_fit(page, log, f"move {moves}")
        pause = page.locator('button[data-cmd="interlude-done"]')
        if pause.count():
            pause.click()
            continue
        race = page.locator("#cu-race:not([open]) summary")
        if moves == 3 and race.count():  # the majority race open from here on (it stays)
            race.click()
            check_fit(page, log, "the majority race open", full=True)
        acts = page.locator('button[data-cmd^="act:"]:not([disabled])')
        acts.nth(rng.randrange(acts.count())).click()
        moves += 1
        assert moves < 200
    check_fit(page, log, "the end", full=True)
    audit(page, f"curios, {players} players: the end")
    assert page.get_by_role("region", name=str(words["curios.score.title"])).count() == 1
    assert moves > 5 and log.states > 5
    return log


def test_curios_two_players_fit_every_width(browser: Browser, server: Any) -> None:
    browser.quick_pace()
    page = browser.page()
    open_app(page, server.url)
    audit = Audit()
    log = play_curios(page, "en", 2, random.Random(2), audit)
    assert log.failures == []
    assert not audit.seen, audit.report()
    assert sorted(log.contrast) == []
    assert browser.errors == []


def test_curios_five_players_fit_every_width_in_spanish(spanish_browser: Browser,
                                                        server: Any) -> None:
    spanish_browser.quick_pace()
    page = spanish_browser.page()
    open_app(page, server.url)
    audit = Audit()
    log = play_curios(page, "es", 5, random.Random(5), audit, LONG_NAME)
    assert log.failures == []
    assert not audit.seen, audit.report()
    assert sorted(log.contrast) == []
    assert spanish_browser.errors == []
