"""Screenshots to look at: each game's table mid-game and its rules, and the review of a
finished game of each (with its progress bar while it is worked out), in every language, at
a phone's and a desktop's width (headless Chromium, the built site under a sub-path).

    python3 build.py --out dist && python3 benchmarks/screenshots.py dist --out shots/

Not a test: it is for people, who look at the pictures (the issue notes cite them).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "py"))

from benchmarks.app_page import MENU_READY, app_page  # noqa: E402
from expeditions.registry import GAMES  # noqa: E402
from expeditions.web.i18n import LANGUAGES, catalogue  # noqa: E402
from tests.browser.review_saves import finished_save  # noqa: E402
from tests.browser.server import DistServer  # noqa: E402

WIDTHS = (390, 1280)
MOVES = 6


def play_a_little(page: Any, moves: int) -> None:
    for _ in range(moves):
        page.wait_for_selector('button[data-cmd^="act:"]:not([disabled]), '
                               'button[data-cmd^="select:"]:not([disabled])', timeout=60_000)
        act = page.locator('button[data-cmd^="act:"]:not([disabled])')
        if not act.count():
            page.locator('button[data-cmd^="select:"]:not([disabled])').first.click()
            act = page.locator('button[data-cmd^="act:"]:not([disabled])')
        act.first.click()
    page.wait_for_selector('button[data-cmd^="act:"]:not([disabled]), '
                           'button[data-cmd^="select:"]:not([disabled])', timeout=60_000)


def shoot(playwright: Any, url: str, lang: str, width: int, out: Path) -> list[Path]:
    words = catalogue(lang)
    taken = []
    with app_page(playwright, url, width, locale=lang) as (_, page):
        for game_id in (e.game_id for e in GAMES):
            page.goto(url)
            page.wait_for_selector(MENU_READY, state="attached", timeout=90_000)
            title = str(words[f"{game_id.replace('-', '_')}.game.title"])
            page.get_by_role("button", name=str(words["menu.new_named"]).format(title=title),
                             exact=True).click()
            page.get_by_role("button", name=str(words["new.start"])).click()
            play_a_little(page, MOVES)
            for name, action in (("table", None), ("quick", "quick"), ("rules", "full")):
                if action == "quick":
                    page.get_by_role("button", name=str(words["rules.open"]),
                                     exact=True).click()
                elif action == "full":
                    page.get_by_role("button", name=str(words["rules.full"])).click()
                path = out / f"{game_id}-{name}-{lang}-{width}.png"
                page.screenshot(path=str(path), full_page=True)
                taken.append(path)
            page.get_by_role("button", name=str(words["rules.close"])).click()
            overflow = page.evaluate("document.documentElement.scrollWidth - innerWidth")
            if overflow > 0:
                print(f"  note: {game_id} {lang} {width}px is {overflow}px too wide")
    return taken


def shoot_reviews(playwright: Any, url: str, lang: str, width: int, out: Path) -> list[Path]:
    """Each game's review of a finished game (kept in its save: opened at once), and Lost
    Cities' review while it is worked out (the progress bar)."""
    from expeditions.saves import KEY_PREFIX

    taken = []
    saves = {g: finished_save(g, f"shot-{g}", reviewed=g != "progress")
             for g in ("lost-cities", "curios", "curiosity")}
    fresh = finished_save("lost-cities", "shot-progress")
    texts = {KEY_PREFIX + s.id: s.encode() for s in [*saves.values(), fresh]}
    with app_page(playwright, url, width, locale=lang, ready="body[data-bots=ready]") as (_, page):
        page.evaluate("s => { for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v);"
                      " }", texts)
        for game_id, save in saves.items():
            page.goto(url)
            page.wait_for_selector(MENU_READY, state="attached", timeout=90_000)
            page.locator('[data-cmd="continue"]').first.click()
            page.locator(f'[data-cmd="review-save:{save.id}"]').click()
            page.locator(".review-moments, .review-summary").first.wait_for()
            path = out / f"{game_id}-review-{lang}-{width}.png"
            page.screenshot(path=str(path), full_page=True)
            taken.append(path)
            overflow = page.evaluate("document.documentElement.scrollWidth - innerWidth")
            if overflow > 0:
                print(f"  note: {game_id} review {lang} {width}px is {overflow}px too wide")
        page.goto(url)
        page.wait_for_selector("body[data-bots=ready]", state="attached", timeout=90_000)
        page.locator('[data-cmd="continue"]').first.click()
        page.locator(f'[data-cmd="review-save:{fresh.id}"]').click()
        page.locator("progress").first.wait_for()
        page.wait_for_timeout(1500)
        path = out / f"lost-cities-review-progress-{lang}-{width}.png"
        page.screenshot(path=str(path), full_page=True)
        taken.append(path)
    return taken


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dist", type=Path, help="a built site (python3 build.py --out DIR)")
    parser.add_argument("--out", type=Path, default=Path("shots"))
    parser.add_argument("--lang", choices=LANGUAGES, action="append")
    parser.add_argument("--only-reviews", action="store_true", help="the reviews only")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    from playwright.sync_api import sync_playwright

    server = DistServer(args.dist.resolve()).start()
    try:
        with sync_playwright() as p:
            for lang in args.lang or LANGUAGES:
                for width in WIDTHS:
                    tables = [] if args.only_reviews else shoot(p, server.url, lang, width,
                                                                args.out)
                    for path in [*tables, *shoot_reviews(p, server.url, lang, width,
                                                         args.out)]:
                        print(path)
    finally:
        server.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
