"""Hints at the table: who may ask, the log's note of each hint (kept with the save, where
the game log says it), the new-game form's switch, and saves that carry both."""

from __future__ import annotations

import json

import pytest

from expeditions.saves import MemoryStorage, SaveError, SaveStore, Seat, decode
from expeditions.session import Session
from expeditions.web import screens, table_screen
from expeditions.web.i18n import Words
from expeditions.web.widgets import TableState

pytestmark = pytest.mark.fast

EN, ES = Words("en"), Words("es")


def new_session(store: SaveStore, hints: bool = True) -> Session:
    seats = [Seat("Ana", hints=hints), Seat("", "computer", "easy")]
    return Session.new("lost-cities", {"games": 1, "start": "p1"}, seats, 5, "h1", store,
                       lambda: 0)


def log_texts(session: Session, w: Words) -> list[str]:
    tree = table_screen.game_log(session, screens.seat_names(session.seats, w), w)
    return [li.text() for li in tree.walk() if li.tag == "li"]


def test_a_hint_is_noted_in_the_log_where_it_was_asked_and_kept_with_the_save() -> None:
    store = SaveStore(MemoryStorage())
    session = new_session(store)
    assert session.may_hint()
    session.note_hint()
    session.note_hint()  # asking again at the same point is one entry
    events = len(session.game.events)
    assert session.save.hints == [(0, events)]
    session.act(0, session.game.legal_actions(0)[0])
    lines = log_texts(session, EN)
    said = lines.index(EN("hints.used", name="Ana"))
    assert said == events  # after the events before it, before the move it helped with
    resumed = Session.resume(store, "h1", lambda: 0)
    assert resumed.save.hints == [(0, events)]
    assert ES("hints.used", name="Ana") in log_texts(resumed, ES)


def test_only_a_person_with_hints_on_at_their_own_turn_may_ask() -> None:
    store = SaveStore(MemoryStorage())
    off = new_session(store, hints=False)
    assert not off.may_hint()
    with pytest.raises(AssertionError):
        off.note_hint()
    on = new_session(SaveStore(MemoryStorage()))
    on.act(0, on.game.legal_actions(0)[0])
    on.act(0, "draw:deck")
    assert on.game.current_player == 1 and not on.may_hint()


def test_the_form_switch_turns_a_persons_hints_off_and_is_remembered() -> None:
    form = screens.NewGameForm.for_game("lost-cities")
    tree = screens.new_game_screen(form, EN)
    box = tree.find_all("input", id="f-seat-0-hints")
    assert box and box[0].attrs.get("checked") is True
    assert not tree.find_all("input", id="f-seat-1-hints")  # a computer has none
    form.set_field("seat-0-hints", "false")
    assert form.final_seats()[0].hints is False
    again = screens.NewGameForm.recall("lost-cities", json.loads(json.dumps(form.remembered())))
    assert again.seats[0].hints is False


def test_saves_carry_hints_and_refuse_a_malformed_record() -> None:
    store = SaveStore(MemoryStorage())
    session = new_session(store, hints=False)
    text = json.dumps(session.save.to_json())
    assert decode(text).players[0].hints is False
    plain = json.loads(text)
    assert "hints" not in plain  # no hint asked: the save reads as before hints existed
    for bad in ([[0]], [[5, 1]], [["0", 1]], "x"):
        with pytest.raises(SaveError) as err:
            decode(json.dumps({**plain, "hints": bad}))
        assert err.value.code == "bad_hints"


def test_the_table_offers_the_hint_button_only_when_asking_is_allowed() -> None:
    session = new_session(SaveStore(MemoryStorage()))
    tree = table_screen.game_screen(session, TableState(), EN)
    assert tree.find_all("button", data_cmd="hint")
    off = new_session(SaveStore(MemoryStorage()), hints=False)
    assert not table_screen.game_screen(off, TableState(), EN).find_all("button", data_cmd="hint")
