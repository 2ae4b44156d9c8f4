"""Saves (every kind of bad input) and the table session (autosave, undo, curtain)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from expeditions.engine import IllegalAction
from expeditions.saves import (
    KEY_PREFIX,
    READABLE_SCHEMAS,
    REMOTE_SCHEMA,
    MemoryStorage,
    SavedGame,
    SaveError,
    SaveStore,
    Seat,
    StaleSave,
    decode,
    digests_agree,
    position_digest,
)
from expeditions.session import Session
from tests.support.testgame import PebbleRace, Play

pytestmark = pytest.mark.fast

SEATS = [Seat("Ana"), Seat("Rob", "computer", "easy")]


def clock() -> int:
    clock.now += 1000  # type: ignore[attr-defined]
    now: int = clock.now  # type: ignore[attr-defined]
    return now


clock.now = 1_700_000_000_000  # type: ignore[attr-defined]


def sample_save(moves: int = 3, save_id: str = "s1") -> SavedGame:
    game = PebbleRace({"players": 2}, 21)
    for _ in range(moves):
        seat = game.current_player
        assert seat is not None
        game.act(seat, game.legal_actions(seat)[-1])
    return SavedGame.from_game(save_id, game, SEATS, 10, 20)


def test_save_round_trip_replays_the_same_game() -> None:
    original = PebbleRace({"players": 2}, 21)
    for _ in range(3):
        seat = original.current_player
        assert seat is not None
        original.act(seat, original.legal_actions(seat)[-1])
    save = SavedGame.from_game("s1", original, SEATS, 10, 20)
    again = decode(save.encode())
    assert again == save
    game = again.build()
    assert isinstance(game, PebbleRace)
    assert game.__dict__ == original.__dict__


@pytest.mark.parametrize(
    ("mutate", "message", "code"),
    [
        (lambda d: "{not json", "not valid JSON", "not_json"),
        (lambda d: json.dumps([1, 2]), "not a JSON object", "not_an_object"),
        (lambda d: json.dumps({**d, "schema": max(READABLE_SCHEMAS) + 1}), "newer version",
         "newer_schema"),
        (lambda d: json.dumps({**d, "schema": REMOTE_SCHEMA}), "no 'remote'", "missing_field"),
        (lambda d: json.dumps({**d, "remote": {}}), "'remote' field has the wrong type",
         "wrong_type"),
        (lambda d: json.dumps({**d, "schema": 0}), "unknown save format", "unknown_schema"),
        (lambda d: json.dumps({k: v for k, v in d.items() if k != "seed"}), "no 'seed'",
         "missing_field"),
        (lambda d: json.dumps({k: v for k, v in d.items() if k != "log"}), "no 'log'",
         "missing_field"),
        (lambda d: json.dumps({**d, "seed": "x"}), "wrong type", "wrong_type"),
        (lambda d: json.dumps({**d, "log": [[0, "play:42"]]}), "do not follow the rules",
         "bad_moves"),
        (lambda d: json.dumps({**d, "log": [[1, "play:1"]]}), "not your turn", "bad_moves"),
        (lambda d: json.dumps({**d, "log": [["a"]]}), r"not a \[seat, action\] pair", "bad_moves"),
        (lambda d: json.dumps({**d, "game": "chess"}), "unknown game", "unknown_game"),
        (lambda d: json.dumps({**d, "options": {"players": 9}}), "options are invalid",
         "bad_options"),
        (lambda d: json.dumps({**d, "players": [{"name": "A"}]}), "different number",
         "player_count"),
        (lambda d: json.dumps({**d, "players": [{"name": "A", "kind": "computer"},
                                                {"name": "B"}]}), "difficulty", "bad_difficulty"),
    ],
)
def test_bad_saves_are_rejected_with_a_clear_reason(mutate: Any, message: str,
                                                    code: str) -> None:
    text = mutate(sample_save().to_json())
    with pytest.raises(SaveError, match=message) as err:
        decode(text).build()
    assert err.value.code == code
    json.dumps(err.value.to_json(), allow_nan=False)


def test_one_damaged_save_does_not_hide_the_others() -> None:
    storage = MemoryStorage()
    store = SaveStore(storage)
    store.put(sample_save(2, "old"))
    newer = sample_save(4, "new")
    newer.updated = 99
    store.put(newer)
    storage.set(KEY_PREFIX + "broken", "{")
    storage.set("unrelated", "left alone")
    entries = store.entries()
    assert [e.id for e in entries] == ["new", "old", "broken"]
    assert entries[2].damaged and entries[2].problem is not None
    assert entries[2].problem.code == "not_json" and "JSON" in (entries[2].error or "")
    assert entries[0].progress == ("turn", {"turn": 5}) and not entries[0].damaged
    store.delete("broken")
    assert [e.id for e in store.entries()] == ["new", "old"]
    assert storage.get("unrelated") == "left alone"


def test_session_autosaves_every_action_and_resumes_exactly() -> None:
    store = SaveStore(MemoryStorage())
    session = Session.new("pebble-race", {}, SEATS, 33, "g1", store, clock)
    assert store.load("g1")[0].log == []
    session.act(0, session.game.legal_actions(0)[0])
    save, game = store.load("g1")
    assert save.log == session.game.log and game.view(0) == session.game.view(0)
    resumed = Session.resume(store, "g1", clock)
    assert resumed.game.events == session.game.events and resumed.game.events


def test_full_storage_warns_and_keeps_the_game_going() -> None:
    storage = MemoryStorage(quota=620)
    store = SaveStore(storage)
    session = Session.new("pebble-race", {}, [Seat("Ana"), Seat("Ben")], 1, "g2", store, clock)
    before = storage.get(KEY_PREFIX + "g2")
    while not session.unsaved:
        seat = session.game.current_player
        assert seat is not None
        session.ready()
        session.act(seat, session.game.legal_actions(seat)[0])
    assert storage.get(KEY_PREFIX + "g2") is not None and storage.get(KEY_PREFIX + "g2") != before
    assert not session.game.is_over()  # play goes on


def test_full_storage_room_made_from_the_table_saves_the_open_game() -> None:
    storage = MemoryStorage(quota=3_000)
    store = SaveStore(storage)
    done = Session.new("pebble-race", {}, [Seat("Ana"), Seat("Ben")], 8, "done", store, clock)
    while not done.game.is_over():
        seat = done.game.current_player
        assert seat is not None
        done.ready()
        done.act(seat, done.game.legal_actions(seat)[0])
    storage.quota = len(storage.get(KEY_PREFIX + "done") or "") + 400
    session = Session.new("pebble-race", {}, [Seat("Ana"), Seat("Ben")], 9, "open", store, clock)
    assert session.unsaved and store.raw("open") is None  # a new game that could not be written
    session.ready()
    session.act(0, session.game.legal_actions(0)[0])
    assert session.unsaved and not session.retry_save()
    assert store.delete_finished(keep="open") == 1
    assert session.retry_save() and not session.unsaved
    assert store.load("open")[0].log == session.game.log


def test_curtain_between_two_humans() -> None:
    session = Session.new("pebble-race", {}, [Seat("Ana"), Seat("Ben")], 2, "g3", None, clock)
    assert session.curtain_for == 0 and session.viewer is None
    assert session.view()["hand"] is None
    session.ready()
    assert isinstance(session.game, PebbleRace)
    assert session.viewer == 0 and session.view()["hand"] == session.game.hands[0]
    session.act(0, session.game.legal_actions(0)[0])
    assert session.curtain_for == 1 and session.viewer is None


def test_against_the_computer_no_curtain_and_bot_turns_are_flagged() -> None:
    session = Session.new("pebble-race", {}, SEATS, 2, "g4", None, clock)
    assert session.curtain_for is None and session.viewer == 0
    session.act(0, session.game.legal_actions(0)[0])
    assert session.is_bot_turn() and session.viewer == 0


def test_undo_only_when_the_game_allows_taking_back() -> None:
    session = Session.new("pebble-race", {}, SEATS, 2, "g5", None, clock)
    session.act(0, session.game.legal_actions(0)[0])
    assert not session.can_undo()  # a pebble race move draws a hidden pebble: no take-back
    with pytest.raises(IllegalAction):
        session.undo()


def test_lost_cities_play_can_be_taken_back_until_the_draw() -> None:
    seats = [Seat("Ana"), Seat("Rob", "computer", "easy")]
    session = Session.new("lost-cities", {"start": "p1"}, seats, 8, "lc", None, clock)
    hand = list(session.view()["hand"])
    discard = next(a for a in session.game.legal_actions(0) if a.startswith("discard:"))
    session.act(0, discard)
    assert session.can_undo()
    session.undo()
    assert session.view()["hand"] == hand and session.game.log == []
    session.act(0, discard)
    session.act(0, "draw:deck")
    assert not session.can_undo()  # the drawn card is now known: no take-back


def test_resuming_replays_the_log_once(monkeypatch: pytest.MonkeyPatch) -> None:
    store = SaveStore(MemoryStorage())
    session = Session.new("pebble-race", {}, SEATS, 33, "once", store, clock)
    session.act(0, session.game.legal_actions(0)[0])
    calls = []
    real = PebbleRace._apply

    def counting(self: PebbleRace, seat: int, action: Play) -> None:
        calls.append(action)
        real(self, seat, action)

    monkeypatch.setattr(PebbleRace, "_apply", counting)
    Session.resume(store, "once", clock)
    assert len(calls) == 1


def test_bot_seeds_do_not_come_from_the_game_seed() -> None:
    """Two tables of the same deal give their computers unrelated randomness: a seed derived
    from the game's seed would let a bot invert it and see every hidden card."""
    first = Session.new("pebble-race", {}, SEATS, 77, "a", None, clock)
    second = Session.new("pebble-race", {}, SEATS, 77, "b", None, clock)
    seeds = {first.bot_seed() for _ in range(20)} | {second.bot_seed() for _ in range(20)}
    assert len(seeds) == 40
    assert all(0 <= s < 2**52 for s in seeds)


def test_two_tabs_on_one_game_never_overwrite_each_other() -> None:
    store = SaveStore(MemoryStorage())
    Session.new("pebble-race", {}, [Seat("Ana"), Seat("Ben")], 5, "tabs", store, clock)
    tab_a = Session.resume(store, "tabs", clock)
    tab_b = Session.resume(store, "tabs", clock)
    tab_a.act(0, tab_a.game.legal_actions(0)[0])
    before = tab_b.game.to_json()
    with pytest.raises(StaleSave) as err:
        tab_b.act(0, tab_b.game.legal_actions(0)[-1])  # B still shows the old position
    assert err.value.code == "moved_on"
    assert tab_b.game.to_json() == before  # B's move was not played ...
    assert store.load("tabs")[0].log == tab_a.game.log  # ... and A's is kept
    tab_b = Session.resume(store, "tabs", clock)  # B reopens the game and plays on
    tab_b.act(1, tab_b.game.legal_actions(1)[0])
    assert len(store.load("tabs")[0].log) == 2
    with pytest.raises(StaleSave):
        tab_a.act(1, tab_a.game.legal_actions(1)[0])
    with pytest.raises(StaleSave):
        store.put(tab_a.save, follows=tab_a.stored_revision)


def test_a_format_1_save_still_resumes() -> None:
    old = sample_save().to_json()
    for key in ("revision", "rules", "app", "digest"):
        del old[key]
    old["schema"] = 1
    save = decode(json.dumps(old))
    assert save.revision == 0 and save.rules is None
    assert save.build().actions_taken == 3


def test_a_save_from_other_rules_is_never_resumed_into_another_position(
        monkeypatch: pytest.MonkeyPatch) -> None:
    text = sample_save(5).encode()
    assert decode(text).build().actions_taken == 5
    monkeypatch.setattr(PebbleRace, "rules_version", 2)
    with pytest.raises(SaveError) as err:
        decode(text).build()
    assert err.value.code == "other_rules" and err.value.params == {"saved": 1, "current": 2}
    monkeypatch.undo()
    # The same rules version, but a rule changed without a bump: the replay reaches another
    # position (here the deck is built differently), and the digest says so.
    real_setup = PebbleRace._setup

    def other_setup(self: PebbleRace) -> None:
        real_setup(self)
        self.deck.reverse()

    monkeypatch.setattr(PebbleRace, "_setup", other_setup)
    with pytest.raises(SaveError) as err:
        decode(text).build()
    assert err.value.code in ("other_position", "bad_moves")


def test_digests_tolerate_added_and_dropped_view_keys() -> None:
    game = sample_save(4).build()
    digest = position_digest(game)
    assert "events" not in digest and "hand" in digest
    assert digests_agree(digest, {**digest, "new_key": "0"})
    assert digests_agree({k: v for k, v in digest.items() if k != "hand"}, digest)
    assert not digests_agree(digest, {**digest, "hand": "0"})
    assert not digests_agree(digest, {})
