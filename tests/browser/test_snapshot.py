"""Python is restored from the build's memory snapshot (web/python.mjs, issue #34): on later
visits from the worker's cache, on a first visit over a fast network downloaded beside the
runtime; never worse than a normal start, with fresh randomness, and the page's own state."""

from __future__ import annotations

import json
from typing import Any

import pytest

from expeditions.saves import KEY_PREFIX, SavedGame, Seat
from tests.support.testgame import PebbleRace

from .conftest import Browser, open_app, wait_bots_ready
from .play import resume_first_save

pytestmark = pytest.mark.browser

#: The snapshot's URL, as the page asks for it.
SNAPSHOT_URL = "**/snapshot-*.bin"

#: Python's `random` and the OS generator the deals come from, read after the start.
DRAWS = """expeditionsPython.pyodide.runPython("import os, random, secrets; "
    + "import json; json.dumps([random.random(), random.getrandbits(64), secrets.randbits(52),"
    + " os.urandom(8).hex()])")"""


def kept_for_offline(page: Any, url: str) -> None:
    """A first visit: the menu, then the build (the snapshot with it) in the worker's cache."""
    open_app(page, url)
    page.get_by_text("Ready to play offline.").wait_for(timeout=60_000)


def how_it_started(page: Any) -> tuple[str, str]:
    """("snapshot", where it came from) or ("normal", why not)."""
    state: dict[str, str] = page.evaluate(
        "(({ start, source, reason }) => ({ start, source, reason }))(expeditionsPython)")
    return state["start"], state["source"] if state["start"] == "snapshot" else state["reason"]


def visit_again(page: Any) -> tuple[str, str]:
    page.reload()
    page.wait_for_selector("body[data-ready=true]", state="attached", timeout=90_000)
    return how_it_started(page)


def plays(browser: Browser, page: Any) -> None:
    """The app works: a new game's form opens, and nothing went wrong on the page."""
    page.get_by_role("button", name="New game").click()
    assert page.get_by_label("Game", exact=True).count() == 1
    assert browser.errors == []


def test_a_first_visit_over_a_fast_network_restores_the_downloaded_snapshot(
    browser: Browser, server: Any
) -> None:
    page = browser.page()
    open_app(page, server.url)
    assert how_it_started(page) == ("snapshot", "network")
    wait_bots_ready(page)
    plays(browser, page)


def test_a_first_visit_over_a_slow_network_stops_the_download_and_starts_normally(
    browser: Browser, server: Any
) -> None:
    page = browser.page()
    held: list[Any] = []  # the snapshot's answer never comes: a network too slow for it
    page.route(SNAPSHOT_URL, lambda route: held.append(route))
    open_app(page, server.url)
    start, reason = how_it_started(page)
    assert start == "normal"
    assert reason.startswith("no snapshot downloaded: the network is too slow (0 of "), reason
    assert held, "the page did not ask for the snapshot"
    plays(browser, page)


#: Ways a downloaded snapshot (gzipped on the wire) can be wrong, as the server's answer.
BAD_DOWNLOADS = {
    "garbage": lambda gz: bytes(4096),
    "truncated": lambda gz: gz[: len(gz) // 2],
    "not found": None,
}


@pytest.mark.parametrize("damage", sorted(BAD_DOWNLOADS))
def test_a_bad_download_of_the_snapshot_means_a_normal_start(
    browser: Browser, server: Any, damage: str
) -> None:
    page = browser.page()
    make = BAD_DOWNLOADS[damage]

    def answer(route: Any) -> None:
        if make is None:
            route.fulfill(status=404, body="")
        else:
            route.fulfill(status=200, body=make(route.fetch().body()),
                          headers={"Content-Type": "application/octet-stream"})

    page.route(SNAPSHOT_URL, answer)
    open_app(page, server.url)
    start, reason = how_it_started(page)
    assert start == "normal", reason
    assert "snapshot" in reason, reason
    plays(browser, page)


def test_later_visits_restore_the_snapshot_and_draw_fresh_numbers(
    browser: Browser, server: Any
) -> None:
    page = browser.page()
    kept_for_offline(page, server.url)
    first = page.evaluate(DRAWS)
    draws = []
    for _ in range(2):
        assert visit_again(page) == ("snapshot", "cache")
        draws.append(page.evaluate(DRAWS))
        # the snapshot holds the menu's modules; main.py did not add the zip twice
        assert page.evaluate("""expeditionsPython.pyodide.runPython(
            "import sys; [p for p in sys.path if p.endswith('expeditions.zip')].__len__()")""") == 1
    # each source differs visit by visit: `random` (re-seeded), the OS generator (`secrets`)
    for source in zip(*(json.loads(d) for d in (first, *draws)), strict=True):
        assert len(set(source)) == 3, (first, draws)
    # the app works: the computer players' worker answers, and a new game's form opens
    wait_bots_ready(page)
    plays(browser, page)


def test_saves_and_language_come_from_the_page_not_the_snapshot(
    browser: Browser, server: Any
) -> None:
    page = browser.page()
    kept_for_offline(page, server.url)
    game = PebbleRace({"players": 2}, 7)
    save = SavedGame.from_game("snap", game, [Seat("Ana"), Seat("Ben")],
                               1_700_000_000_000, 1_700_000_000_001)
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [KEY_PREFIX + save.id, save.encode()])
    resume_first_save(page, "Pebble race with Ana and Ben")
    assert page.evaluate("expeditionsPython.start") == "snapshot"
    page.evaluate("localStorage.setItem('expeditions:language', 'es')")
    assert visit_again(page) == ("snapshot", "cache")
    assert page.evaluate("document.documentElement.lang") == "es"
    assert page.get_by_role("button", name="Nueva partida", exact=True).count() >= 1
    assert page.get_by_role("button", name="New game", exact=True).count() == 0
    assert browser.errors == []


#: Ways the cached snapshot (kept unzipped) can be wrong, done in the page to the worker's
#: cache entry, and the reason the page gives for its normal start.
DAMAGE = {
    "garbage": ("""async (cache, url) =>
        cache.put(url, new Response(new Uint8Array(4096).fill(7)))""",
                "snapshot of 4096 bytes"),
    "truncated": ("""async (cache, url) => {
        const bytes = new Uint8Array(await (await cache.match(url)).arrayBuffer());
        await cache.put(url, new Response(bytes.slice(0, bytes.length >> 1)));
    }""", "snapshot of "),
    # one byte of the heap changed: the length is right, the SHA-256 is not
    "one-byte": ("""async (cache, url) => {
        const bytes = new Uint8Array(await (await cache.match(url)).arrayBuffer());
        bytes[bytes.length >> 1] ^= 1;
        await cache.put(url, new Response(bytes));
    }""", "SHA-256 differs"),
    # a new package zip under the old snapshot (a new build kept only in part): the snapshot
    # holds the old zip's modules, so it must not be restored
    "other-zip": ("""async (cache, url) => {
        const zip = new URL("./expeditions.zip", url).href;
        const bytes = new Uint8Array(await (await cache.match(zip)).arrayBuffer());
        await cache.put(zip, new Response(new Uint8Array([...bytes, 0])));
    }""", "the package zip differs"),
    # another Pyodide's snapshot: the build id in its header differs
    "other-pyodide": ("""async (cache, url) => {
        const bytes = new Uint8Array(await (await cache.match(url)).arrayBuffer());
        bytes.fill(0xab, 16, 48);
        await cache.put(url, new Response(bytes));
    }""", "SHA-256 differs"),
}


@pytest.mark.parametrize("damage", sorted(DAMAGE))
def test_a_missing_or_bad_snapshot_means_a_normal_start(
    browser: Browser, server: Any, damage: str
) -> None:
    page = browser.page()
    kept_for_offline(page, server.url)
    page.evaluate(f"""async () => {{
        const cache = await caches.open((await caches.keys())[0]);
        const url = (await cache.keys()).map((r) => r.url)
            .find((u) => /\\/snapshot-[0-9a-f]+\\.bin$/.test(u));
        await ({DAMAGE[damage][0]})(cache, url);
    }}""")
    start, reason = visit_again(page)
    assert start == "normal"
    assert DAMAGE[damage][1] in reason, reason
    plays(browser, page)


def test_a_later_visit_whose_cache_lost_the_snapshot_downloads_it_again(
    browser: Browser, server: Any
) -> None:
    page = browser.page()
    kept_for_offline(page, server.url)
    page.evaluate("""async () => {
        const cache = await caches.open((await caches.keys())[0]);
        for (const request of await cache.keys()) {
            if (/\\/snapshot-[0-9a-f]+\\.bin$/.test(request.url)) await cache.delete(request);
        }
    }""")
    assert visit_again(page) == ("snapshot", "network")
    plays(browser, page)
