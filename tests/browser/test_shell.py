"""The app shell in a real headless Chromium, used the way a person would use it."""

from __future__ import annotations

import json
import re
import shutil
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from expeditions.saves import KEY_PREFIX, READABLE_SCHEMAS, SavedGame, Seat
from tests.support.testgame import PebbleRace

from .conftest import Browser, open_app, wait_bots_ready
from .play import resume_first_save
from .server import DistServer

pytestmark = pytest.mark.browser


def pebble_save(save_id: str, seats: list[Seat], moves: int = 0, seed: int = 5) -> SavedGame:
    game = PebbleRace({"players": len(seats)}, seed)
    for _ in range(moves):
        seat = game.current_player
        assert seat is not None
        game.act(seat, game.legal_actions(seat)[0])
    return SavedGame.from_game(save_id, game, seats, 1_700_000_000_000, 1_700_000_000_000 + moves)


def put_saves(page: Any, saves: dict[str, str]) -> None:
    page.evaluate(
        "saves => { for (const [k, v] of Object.entries(saves)) localStorage.setItem(k, v); }",
        saves,
    )


def resume_saved(page: Any, save: SavedGame) -> None:
    """Put a save in localStorage, reload, and resume it from Continue, as a player would."""
    put_saves(page, {KEY_PREFIX + save.id: save.encode()})
    names = [f"{p.name} ({str(p.level).title()})" if p.kind == "computer" else p.name
             for p in save.players]
    resume_first_save(page, "Pebble race with " + " and ".join(names))


def test_shell_paints_then_the_menu_goes_live(browser: Browser, server: Any) -> None:
    page = browser.page()
    page.goto(server.url, wait_until="commit")
    # The static first paint, before Python: title, the three games, words while loading.
    page.wait_for_selector("text=Three exploration games", timeout=10_000)
    for name in ("Curios", "Curiosity", "Lost Cities"):
        assert page.get_by_role("heading", name=name, exact=True).count() == 1
    page.wait_for_selector("body[data-ready=true]", state="attached", timeout=90_000)
    page.get_by_role("button", name="New game").click()
    assert page.get_by_label("Game", exact=True).count() == 1
    page.get_by_role("button", name="Back to menu").click()
    page.get_by_role("button", name="Rules").click()
    assert page.get_by_role("heading", name="Curios").count() == 1
    assert browser.errors == []


def test_saves_are_listed_damaged_ones_flagged_and_resumable(
    browser: Browser, server: Any
) -> None:
    page = browser.page()
    open_app(page, server.url)
    good = pebble_save("good1", [Seat("Ana"), Seat("Rob", "computer", "easy")], moves=2)
    tampered = pebble_save("bad1", [Seat("Zed"), Seat("Yan")]).to_json()
    tampered["log"] = [[0, "play:99"]]
    future = pebble_save("new1", [Seat("Xi"), Seat("Wu")]).to_json()
    future["schema"] = max(READABLE_SCHEMAS) + 1
    put_saves(page, {
        KEY_PREFIX + "good1": good.encode(),
        KEY_PREFIX + "bad1": json.dumps(tampered),
        KEY_PREFIX + "new1": json.dumps(future),
        KEY_PREFIX + "cut1": good.encode()[:40],
        "another-app": "not ours",
    })
    page.reload()
    page.wait_for_selector("body[data-ready=true]", state="attached", timeout=90_000)
    page.get_by_role("button", name="Continue").click()
    saves = page.get_by_role("list", name="Saved games")
    assert saves.get_by_text("Ana and Rob (Easy)").count() == 1
    assert saves.get_by_text("Damaged save").count() == 3
    assert saves.get_by_text(re.compile("not valid JSON")).count() == 1
    assert saves.get_by_text(re.compile("newer version")).count() == 1
    assert saves.get_by_text(re.compile("do not follow the rules")).count() == 1
    # Export shows the raw text of a damaged save, so the player can keep it.
    page.get_by_role("button", name="Export damaged save cut1").click()
    assert page.get_by_label(re.compile("Raw save text")).input_value() == good.encode()[:40]
    # Deleting a damaged save leaves the others alone.
    page.get_by_role("button", name="Delete damaged save bad1").click()
    page.get_by_role("button", name="Confirm delete").click()
    assert saves.get_by_text("Damaged save").count() == 2
    assert page.evaluate("localStorage.getItem('another-app')") == "not ours"
    page.get_by_role("button", name="Resume Pebble race with Ana and Rob (Easy)").click()
    page.get_by_role("heading", name="Pebble race").wait_for()
    assert page.get_by_role("group", name="Your moves").get_by_role("button").count() >= 1
    assert browser.errors == []


def test_play_against_the_computer_by_clicking_and_reload_midway(
    browser: Browser, server: Any
) -> None:
    page = browser.page()
    open_app(page, server.url)
    save = pebble_save("play1", [Seat("Ana"), Seat("Rob", "computer", "medium")])
    resume_saved(page, save)
    moves = page.get_by_role("group", name="Your moves")
    clicks = 0
    while page.get_by_role("region", name="Final scores").count() == 0:
        page.wait_for_function(
            "() => document.querySelector('[aria-label=\"Final scores\"]') ||"
            " document.querySelector('[data-cmd^=\"act:\"]')", timeout=60_000)
        if page.get_by_role("region", name="Final scores").count():
            break
        moves.get_by_role("button").first.click()
        clicks += 1
        if clicks == 3:  # reload in the middle: the autosave resumes exactly there
            resume_first_save(page, "Pebble race with Ana and Rob (Medium)")
    assert clicks >= 8
    assert page.get_by_role("status").filter(has_text="Game over").count() == 1
    log = json.loads(page.evaluate(f"localStorage.getItem('{KEY_PREFIX}play1')"))["log"]
    assert len(log) == 18 - 0  # 2 sets of 9 pebbles: every pebble was played
    # Play again: a new game, the same seats, the turn order as before
    page.get_by_role("button", name="Play again").click()
    page.wait_for_function(
        "() => document.querySelector('[data-cmd^=\"act:\"]')", timeout=60_000)
    saves = page.evaluate(f"Object.keys(localStorage).filter(k => k.startsWith('{KEY_PREFIX}'))")
    assert len(saves) == 2
    again = json.loads(page.evaluate(
        f"localStorage.getItem('{[k for k in saves if not k.endswith('play1')][0]}')"))
    assert [p["name"] for p in again["players"]] == ["Ana", "Rob"] and again["log"] == []
    assert browser.errors == []


def test_hot_seat_curtain_hides_the_hand(browser: Browser, server: Any) -> None:
    page = browser.page()
    open_app(page, server.url)
    save = pebble_save("hot1", [Seat("Ana"), Seat("Ben")])
    resume_saved(page, save)
    assert page.get_by_text("Pass the device to Ana").count() == 1
    assert page.get_by_role("group", name="Your moves").count() == 0
    page.get_by_role("button", name="I am Ana: show my hand").click()
    page.get_by_role("group", name="Your moves").get_by_role("button").first.click()
    assert page.get_by_text("Pass the device to Ben").count() == 1
    assert page.get_by_role("group", name="Your moves").count() == 0


def test_full_storage_warns_and_the_game_goes_on(browser: Browser, server: Any) -> None:
    page = browser.page()
    open_app(page, server.url)
    save = pebble_save("full1", [Seat("Ana"), Seat("Ben")])
    resume_saved(page, save)
    page.get_by_role("button", name="I am Ana: show my hand").click()
    page.evaluate("""() => {
        const chunk = 'x'.repeat(256 * 1024);
        for (let i = 0; ; i++) {
            try { localStorage.setItem('filler-' + i, chunk); } catch (e) { break; }
        }
        for (const size of [1024, 8, 1]) {
            const small = 'y'.repeat(size);
            for (let i = 0; ; i++) {
                try { localStorage.setItem(`crumb-${size}-${i}`, small); } catch (e) { break; }
            }
        }
    }""")
    page.get_by_role("group", name="Your moves").get_by_role("button").first.click()
    assert page.get_by_role("alert").filter(has_text="storage is full").count() == 1
    page.get_by_role("button", name="I am Ben: show my hand").click()
    assert page.get_by_role("group", name="Your moves").get_by_role("button").count() >= 1


def test_a_slow_bot_never_blocks_the_page(browser: Browser, server: Any) -> None:
    page = browser.page()
    open_app(page, server.url)
    wait_bots_ready(page)
    assert page.get_attribute("body", "data-bots") == "ready"
    # The computer ("hard" burns 1.5 s of CPU per move) is to play first.
    save = pebble_save("slow1", [Seat("Rob", "computer", "hard"), Seat("Ana")])
    put_saves(page, {KEY_PREFIX + "slow1": save.encode()})
    page.get_by_role("button", name="Continue").click()
    page.evaluate("""() => {
        window.__longTasks = [];
        new PerformanceObserver(list => {
            for (const e of list.getEntries()) window.__longTasks.push(e.duration);
        }).observe({type: 'longtask'});
    }""")
    page.get_by_role("button", name="Resume Pebble race with Rob (Hard) and Ana").click()
    page.locator("#status-line").get_by_text("Rob is thinking").wait_for()
    page.get_by_role("group", name="Your moves").wait_for(timeout=30_000)
    long_tasks = page.evaluate("window.__longTasks")
    assert all(d < 200 for d in long_tasks), f"main-thread long tasks: {long_tasks}"


def precache_count(site: Path) -> int:
    """How many files the built service worker keeps (its PRECACHE list)."""
    found = re.search(r"const PRECACHE = (\[.*?\]);", (site / "sw.js").read_text())
    assert found, "sw.js has no PRECACHE list"
    return len(json.loads(found.group(1)))


def test_a_first_visit_starts_python_at_once_then_keeps_the_rest_for_offline(
    browser: Browser, server: Any
) -> None:
    server.clear()
    page = browser.page()
    # what the cache holds when Python is up: the first visit must not have waited for it all
    page.add_init_script("""document.addEventListener("py:ready", async () => {
        const names = await caches.keys();
        window.__keptAtReady = names.length
            ? (await (await caches.open(names[0])).keys()).length : 0;
    }, { once: true });""")
    # the loading messages in the order they were shown, one per change (a callback may carry
    # several changes)
    page.add_init_script("""window.__said = [];
    document.addEventListener("DOMContentLoaded", () => {
        const text = document.getElementById("loading-text");
        new MutationObserver((changes) => {
            for (const change of changes) {
                if (change.type === "characterData") window.__said.push(change.target.data);
                else if (change.addedNodes.length) {
                    window.__said.push([...change.addedNodes].map((n) => n.textContent).join(""));
                }
            }
        }).observe(text, { childList: true, characterData: true, subtree: true });
    });""")
    # A real network, not a local server's: at ~0.5 s for the runtime the count has something to
    # count (at full local speed the download may end before the page is parsed, and a player
    # would see no count either).
    cdp = page.context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", {
        "offline": False, "latency": 20, "downloadThroughput": 25_000_000, "uploadThroughput": -1,
    })
    open_app(page, server.url)
    cdp.send("Network.emulateNetworkConditions", {
        "offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1,
    })
    # each module the page's head preloads was asked for once: its import took the preload
    # instead of fetching it again
    fetched = page.evaluate("""() => [...document.querySelectorAll(
            'link[rel="preload"], link[rel="modulepreload"]')].map((link) =>
        [link.getAttribute("href"), performance.getEntriesByName(link.href).length])""")
    assert "./pyodide/pyodide.mjs" in dict(fetched)
    assert [href for href, n in fetched if n != 1] == [], fetched
    said = page.evaluate("window.__said")
    counted = [i for i, text in enumerate(said) if re.fullmatch(
        r"Downloading Python: \d+\.\d of 13\.5 MB…", text)]
    assert counted, said
    starting = [i for i, text in enumerate(said) if text.startswith("Starting Python…")]
    assert starting and starting[0] > counted[0], said
    assert said.index("Loading the games…") > starting[0], said
    page.get_by_text("Ready to play offline.").wait_for(timeout=60_000)
    total = precache_count(server.root)
    kept = page.evaluate("""async () => {
        const names = await caches.keys();
        return [names.length, (await (await caches.open(names[0])).keys()).length];
    }""")
    assert kept == [1, total]
    assert page.evaluate("window.__keptAtReady") < total
    # every file came from the server once: the worker's copy revalidated the page's own files
    # (the memory snapshot too, when the page restored from it; when the page found the
    # network too slow for it, it stopped the download and the worker's copy fetches it whole)
    twice = [path for path, n in Counter(server.downloads()).items() if n > 1]
    if page.evaluate("expeditionsPython.start") == "normal":
        assert "network is too slow" in page.evaluate("expeditionsPython.reason")
        twice = [path for path in twice if not re.search(r"/snapshot-[0-9a-f]+\.bin$", path)]
    assert twice == []
    wait_bots_ready(page)
    server.stop()
    try:
        page.reload()
        page.wait_for_selector("body[data-ready=true]", state="attached", timeout=90_000)
        page.get_by_text("Ready to play offline.").wait_for(timeout=30_000)
        page.get_by_role("button", name="New game").click()
        assert page.get_by_label("Game", exact=True).count() == 1
    finally:
        server.restart()


def test_a_runtime_that_fails_to_load_is_explained(
    browser: Browser, server: Any, tmp_path: Path
) -> None:
    broken = tmp_path / "site"
    shutil.copytree(server.root, broken)
    (broken / "pyodide" / "pyodide.asm.wasm").unlink()
    site = DistServer(broken).start()
    try:
        page = browser.page()
        page.goto(site.url)
        page.wait_for_selector("body[data-failed=true]", state="attached", timeout=60_000)
        message = page.locator("#loading").inner_text()
        assert "could not start" in message and "reload" in message
        assert page.get_by_role("button", name="Try again").is_visible()
    finally:
        site.stop()


def test_the_form_says_what_each_level_does(browser: Browser, server: Any) -> None:
    page = browser.page()
    open_app(page, server.url)
    page.get_by_role("button", name="New Lost Cities game", exact=True).click()
    level = page.get_by_label("Difficulty")
    said: set[str] = set()
    for choice in ("easy", "hard", "medium"):
        level.select_option(choice)
        about = page.locator("#" + str(level.get_attribute("aria-describedby")))
        page.wait_for_function(
            "([el, seen]) => el.textContent && !seen.includes(el.textContent)",
            arg=[about.element_handle(), sorted(said)])
        said.add(about.inner_text())
        assert level.input_value() == choice  # the redraw keeps the choice
    assert len(said) == 3
    assert browser.errors == []
