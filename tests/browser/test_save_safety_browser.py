"""Saves a player can trust, in a real Chromium: two tabs on one game, poison saves next to
good ones, a backup exported and imported after clearing storage, and room made from the
table when storage is full."""

from __future__ import annotations

import json
import re
import shutil
import zipfile
from pathlib import Path
from typing import Any

import pytest

from expeditions.saves import KEY_PREFIX, Seat

from .conftest import BOOT_TIMEOUT_MS, Browser, open_app
from .server import DistServer
from .test_shell import pebble_save, put_saves

pytestmark = pytest.mark.browser

HUMANS = [Seat("Ana"), Seat("Ben")]


def stored_log(page: Any, save_id: str) -> list[list[Any]]:
    log: list[list[Any]] = json.loads(
        page.evaluate(f"localStorage.getItem('{KEY_PREFIX}{save_id}')"))["log"]
    return log


def resume(page: Any, name: str) -> None:
    page.get_by_role("button", name="Continue").click()
    page.get_by_role("button", name=f"Resume Pebble race with {name}").click()
    page.get_by_role("heading", name="Pebble race").wait_for()


def play_first_move(page: Any) -> None:
    ready = page.get_by_role("button", name="I am", exact=False)
    if ready.count():
        ready.first.click()
    page.get_by_role("group", name="Your moves").get_by_role("button").first.click()


def test_two_tabs_on_one_game_lose_no_move(browser: Browser, server: Any) -> None:
    tab_a = browser.page()
    open_app(tab_a, server.url)
    put_saves(tab_a, {KEY_PREFIX + "two": pebble_save("two", HUMANS).encode()})
    tab_a.reload()
    tab_a.wait_for_selector("body[data-ready=true]", state="attached", timeout=BOOT_TIMEOUT_MS)
    tab_b = browser.context.new_page()
    open_app(tab_b, server.url)
    resume(tab_a, "Ana and Ben")
    resume(tab_b, "Ana and Ben")
    play_first_move(tab_a)  # Ana moves in tab A ...
    tab_b.get_by_text("moved on in another tab").wait_for(timeout=10_000)  # ... B is told
    play_first_move(tab_b)  # Ben moves in tab B, on the position A left
    assert len(stored_log(tab_b, "two")) == 2
    tab_a.get_by_text("moved on in another tab").wait_for(timeout=10_000)
    play_first_move(tab_a)
    assert len(stored_log(tab_a, "two")) == 3
    assert browser.errors == []


def test_poison_saves_never_lock_the_player_out(browser: Browser, server: Any) -> None:
    page = browser.page()
    open_app(page, server.url)
    good = pebble_save("good", [Seat("Ana"), Seat("Rob", "computer", "easy")], moves=2)
    data = good.to_json()
    put_saves(page, {
        KEY_PREFIX + "good": good.encode(),
        KEY_PREFIX + "deep": "[" * 30_000 + "]" * 30_000,
        KEY_PREFIX + "time": json.dumps({**data, "id": "time", "updated": 10**17}),
        KEY_PREFIX + "digit": json.dumps({**data, "id": "digit", "log": [[0, "play:²"]]}),
        KEY_PREFIX + "other": json.dumps(data),  # claims to be "good"
    })
    for _ in range(2):  # and on the next visit too
        page.reload()
        page.wait_for_selector("body[data-ready=true]", state="attached",
                               timeout=BOOT_TIMEOUT_MS)
        page.get_by_role("button", name="Continue").click()
        saves = page.get_by_role("list", name="Saved games")
        assert saves.get_by_text("Damaged save").count() == 4
    page.get_by_role("button", name="Resume Pebble race with Ana and Rob (Easy)").click()
    page.get_by_role("group", name="Your moves").wait_for()
    assert browser.errors == []


def test_export_all_clear_import_and_every_game_resumes(
        browser: Browser, server: Any, tmp_path: Path) -> None:
    page = browser.page()
    open_app(page, server.url)
    saves = {f"g{i}": pebble_save(f"g{i}", HUMANS, moves=i, seed=i) for i in (1, 2, 3)}
    put_saves(page, {KEY_PREFIX + k: s.encode() for k, s in saves.items()})
    page.get_by_role("button", name="Continue").click()
    with page.expect_download() as info:
        page.get_by_role("button", name="Export all").click()
    backup = tmp_path / "backup.json"
    info.value.save_as(backup)
    page.evaluate("localStorage.clear()")
    page.get_by_role("button", name="Back to menu").click()
    page.get_by_role("button", name="Continue").click()
    assert page.get_by_text("No saved games yet").count() == 1
    with page.expect_file_chooser() as chooser:
        page.get_by_role("button", name="Import").click()
    chooser.value.set_files(str(backup))
    page.get_by_text("Imported 3 games.").wait_for()
    for save_id, save in saves.items():
        assert stored_log(page, save_id) == [list(e) for e in save.log]
    page.get_by_role("button", name="Resume Pebble race with Ana and Ben").first.click()
    page.get_by_role("heading", name="Pebble race").wait_for()
    assert browser.errors == []


def test_full_storage_room_is_made_from_the_table(browser: Browser, server: Any) -> None:
    page = browser.page()
    open_app(page, server.url)
    put_saves(page, {KEY_PREFIX + "open": pebble_save("open", HUMANS).encode()})
    finished = pebble_save("old", [Seat("Zoe"), Seat("Yul")], moves=18).to_json()
    filler = "x" * (900 * 1024)
    page.evaluate("""([prefix, save, filler]) => {
        for (let i = 0; ; i++) {  // finished games, padded, until storage is full
            const text = JSON.stringify({...save, id: 'old' + i, padding: filler});
            try { localStorage.setItem(prefix + 'old' + i, text); } catch (e) { break; }
        }
        for (const size of [16384, 1024, 8, 1]) {  // to the last character
            for (let i = 0; ; i++) {
                try { localStorage.setItem(`crumb-${size}-${i}`, 'y'.repeat(size)); }
                catch (e) { break; }
            }
        }
    }""", [KEY_PREFIX, finished, filler])
    open_app(page, server.url)
    resume(page, "Ana and Ben")
    play_first_move(page)  # this move cannot be saved
    alert = page.get_by_role("alert").filter(has_text="storage is full")
    alert.wait_for()
    page.get_by_role("button", name="Menu").click()  # leaving asks first
    page.get_by_role("alertdialog", name="Leave the game?").wait_for()
    page.get_by_role("button", name="Stay and make room").click()
    page.get_by_role("button", name="Delete finished games").click()
    assert alert.count() == 0
    keys = page.evaluate("Object.keys(localStorage)")
    ours = [k for k in keys if k.startswith(KEY_PREFIX)]
    assert ours == [KEY_PREFIX + "open"] and len(stored_log(page, "open")) == 1
    assert browser.errors == []


def publish_new_rules(site: Path) -> None:
    """Deploy a build whose pebble race has rules version 2 over the served site."""
    archive = site / "expeditions.zip"
    with zipfile.ZipFile(archive) as old:
        items = {name: old.read(name) for name in old.namelist()}
    source = items["testgame.py"].decode()
    items["testgame.py"] = source.replace(
        "    action_type = Play\n", "    action_type = Play\n    rules_version = 2\n").encode()
    assert items["testgame.py"].decode() != source
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as new:
        for name, data in items.items():
            new.writestr(name, data)
    sw = site / "sw.js"
    sw.write_text(re.sub(r'const VERSION = "[^"]*"', 'const VERSION = "rules-2"', sw.read_text()))


def test_an_update_with_new_rules_waits_and_old_saves_follow_the_policy(
        browser: Browser, server: Any, tmp_path: Path) -> None:
    site = tmp_path / "site"
    shutil.copytree(server.root, site)
    own = DistServer(site).start()
    try:
        page = browser.page()
        open_app(page, own.url)
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
        put_saves(page, {KEY_PREFIX + "upd": pebble_save("upd", HUMANS).encode()})
        resume(page, "Ana and Ben")
        play_first_move(page)
        publish_new_rules(site)
        page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.update())")
        page.get_by_text("A new version of Expeditions is ready").wait_for(timeout=60_000)
        play_first_move(page)  # the open game goes on under the rules it started with
        assert len(stored_log(page, "upd")) == 2
        page.get_by_role("button", name="Reload").click()
        page.wait_for_selector("body[data-ready=true]", state="attached",
                               timeout=BOOT_TIMEOUT_MS)
        page.get_by_role("button", name="Continue").click()
        saves = page.get_by_role("list", name="Saved games")
        saves.get_by_text("saved with other rules (version 1").wait_for()
        assert page.get_by_role("button", name="Resume Pebble race with Ana and Ben").count() == 0
        assert browser.errors == []
    finally:
        own.stop()
