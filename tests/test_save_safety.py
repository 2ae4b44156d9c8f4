"""No stored text, however broken or hostile, breaks the list of saved games: each bad save is
listed as damaged with its reason, next to the good ones, which still resume."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from expeditions.saves import (
    KEY_PREFIX,
    MAX_SAVE_CHARS,
    MemoryStorage,
    SavedGame,
    SaveError,
    SaveStore,
    Seat,
)
from expeditions.web import continue_screen
from expeditions.web.i18n import Words
from tests.support.testgame import PebbleRace

pytestmark = pytest.mark.fast

SEATS = [Seat("Ana"), Seat("Rob", "computer", "easy")]


def good_save(save_id: str = "good") -> SavedGame:
    game = PebbleRace({"players": 2}, 4)
    game.act(0, game.legal_actions(0)[0])
    return SavedGame.from_game(save_id, game, SEATS, 1_000, 2_000)


def store_with(bad: dict[str, str]) -> SaveStore:
    store = SaveStore(MemoryStorage())
    store.put(good_save())
    for key, text in bad.items():
        store.storage.set(KEY_PREFIX + key, text)
    return store


def assert_listed_safely(store: SaveStore, bad_ids: set[str]) -> None:
    entries = store.entries()
    by_id = {e.id: e for e in entries}
    assert not by_id["good"].damaged
    assert store.load("good")[1].actions_taken == 1
    for save_id in bad_ids:
        assert by_id[save_id].damaged and by_id[save_id].error
    html = continue_screen.continue_screen(entries, 0, Words("en")).to_html()
    assert "Resume" in html
    assert html.count("Damaged save") == len(bad_ids)
    # every reason a save is refused is worded in every language
    spanish = continue_screen.continue_screen(entries, 0, Words("es")).to_html()
    assert spanish.count("Partida dañada") == len(bad_ids) and "{" not in spanish


def poison() -> dict[str, str]:
    good = good_save().to_json()
    return {
        "deep-list": "[" * 20_000 + "]" * 20_000,
        "deep-in-options": json.dumps({**good, "id": "deep-in-options"}).replace(
            '"options": {', '"options": {"x": ' + "[" * 5_000 + "]" * 5_000 + ', ', 1),
        "far-future": json.dumps({**good, "id": "far-future", "updated": 10**17}),
        "before-1970": json.dumps({**good, "id": "before-1970", "created": -1}),
        "huge": '"' + "x" * (MAX_SAVE_CHARS + 1) + '"',
        "unicode-digit": json.dumps({**good, "id": "unicode-digit", "log": [[0, "play:٣"]]}),
        "superscript": json.dumps({**good, "id": "superscript", "log": [[0, "play:²"]]}),
        "other-id": json.dumps({**good, "id": "good"}),
        "null": "null",
        "number-seed": json.dumps({**good, "id": "number-seed", "seed": 1.5}),
    }


def test_poison_saves_are_listed_as_damaged_next_to_good_ones() -> None:
    bad = poison()
    assert_listed_safely(store_with(bad), set(bad))


def test_a_save_kept_under_another_id_cannot_overwrite_that_game() -> None:
    store = store_with({"other-id": json.dumps({**good_save().to_json(), "id": "good"})})
    with pytest.raises(SaveError) as err:
        store.load("other-id")
    assert err.value.code == "id_mismatch"


def test_an_exception_in_any_games_code_only_damages_that_save(
        monkeypatch: pytest.MonkeyPatch) -> None:
    store = store_with({})

    def broken(self: PebbleRace) -> str:
        raise ZeroDivisionError("a bug in a game")

    monkeypatch.setattr(PebbleRace, "progress", broken)
    other = good_save("other")
    store.put(other)
    entries = store.entries()
    assert all(e.damaged for e in entries)
    assert "ZeroDivisionError" in (entries[0].error or "")
    monkeypatch.undo()
    assert not any(e.damaged for e in store.entries())


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=12,
)


def mutated_save(draw_value: Any, key: str) -> str:
    data = good_save().to_json()
    data[key] = draw_value
    return json.dumps(data)


@pytest.mark.slow
@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=st.text(), value=json_values,
       key=st.sampled_from(["schema", "id", "game", "options", "seed", "players", "log",
                            "created", "updated"]))
def test_arbitrary_text_and_json_never_break_the_listing(text: str, value: Any,
                                                          key: str) -> None:
    store = store_with({"text": text, "json": json.dumps(value),
                        "field": mutated_save(value, key)})
    entries = store.entries()
    assert {e.id for e in entries} == {"good", "text", "json", "field"}
    assert not next(e for e in entries if e.id == "good").damaged
    for lang in ("en", "es"):
        continue_screen.continue_screen(entries, 0, Words(lang)).to_html()


def test_export_all_clear_import_resumes_every_game_exactly() -> None:
    store = store_with({"broken": "{"})
    other = good_save("other")
    store.put(other)
    before = {i: store.load(i)[1].view(0) for i in ("good", "other")}
    backup = store.export()
    for save_id in ("good", "other", "broken"):
        store.delete(save_id)
    assert store.count() == 0
    report = store.import_backup(backup)
    assert sorted(report.imported) == ["good", "other"]
    assert [i for i, _ in report.failed] == ["broken"]
    assert {i: store.load(i)[1].view(0) for i in ("good", "other")} == before
    again = store.import_backup(backup)  # importing twice adds nothing
    assert sorted(again.skipped) == ["good", "other"] and not again.imported


def test_import_never_overwrites_a_different_game_with_the_same_id() -> None:
    store = store_with({})
    backup = store.export(["good"])
    game = PebbleRace({"players": 2}, 99)
    store.put(SavedGame.from_game("good", game, SEATS, 5, 6))  # another game, same id
    mine = store.raw("good")
    report = store.import_backup(backup)
    assert report.imported == ["good-2"] and store.raw("good") == mine
    assert store.load("good-2")[0].id == "good-2"


@pytest.mark.parametrize("text", ["", "{}", "[]", '{"format": "expeditions-backup"}',
                                  '{"format": "expeditions-backup", "saves": {"a": 1}}',
                                  "[" * 30_000])
def test_a_file_that_is_no_backup_is_refused_whole(text: str) -> None:
    store = store_with({})
    with pytest.raises(SaveError) as err:
        store.import_backup(text)
    assert err.value.code == "not_a_backup"
    assert store.count() == 1


@pytest.mark.slow
def test_a_name_longer_than_any_the_form_writes_is_refused_with_its_reason() -> None:
    """A save made elsewhere whose player is called by a 3 MB string (or 25 characters) is
    damaged, not a good save, in the list and on import alike, worded in both languages."""
    for length in (25, 3_000_000):
        data = good_save("long").to_json()
        data["players"][0]["name"] = "A" * length
        text = json.dumps(data)
        store = store_with({"long": text})
        if len(text) <= MAX_SAVE_CHARS:
            with pytest.raises(SaveError) as refused:
                store.load("long")
            assert refused.value.code == "name_too_long"
            assert refused.value.params == {"length": length, "limit": 24}
            assert_listed_safely(store, {"long"})
        else:  # refused unread, for its size, before its name is even looked at
            with pytest.raises(SaveError):
                store.load("long")
        exported = json.loads(store_with({}).export())
        exported["saves"] = {"long": text}
        report = SaveStore(MemoryStorage()).import_backup(json.dumps(exported))
        assert not report.imported and [i for i, _ in report.failed] == ["long"]
    words = Words("es")
    assert "25" in words("save_error.name_too_long", length=25, limit=24)
