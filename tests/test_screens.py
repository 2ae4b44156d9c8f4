"""Screens are pure element trees, so what a player sees is checked here without a browser."""

from __future__ import annotations

import re
import shutil
from html.parser import HTMLParser
from pathlib import Path

import pytest

import build
from expeditions.registry import GAMES
from expeditions.rng import Rng
from expeditions.saves import MemoryStorage, SaveStore, Seat
from expeditions.session import Session
from expeditions.web import continue_screen, rules_screen, screens, table_screen
from expeditions.web.dom import El, h
from expeditions.web.i18n import LANGUAGES, Words, catalogue
from expeditions.web.widgets import TableState

pytestmark = pytest.mark.fast

#: the app's own games (the registry also holds the tests' pebble race)
GAME_IDS = tuple(e.game_id for e in GAMES)

ROOT = Path(__file__).resolve().parents[1]
EN = Words("en")


def buttons(tree: El) -> dict[str, El]:
    return {str(b.attrs.get("aria-label") or b.text()): b for b in tree.find_all("button")}


def test_every_button_has_a_name_and_a_command() -> None:
    trees = [screens.menu_screen(0, EN), rules_screen.rules_screen("curios", EN),
             screens.new_game_screen(screens.NewGameForm.for_game("pebble-race"), EN),
             screens.error_screen("KeyError: 'x'", EN)]
    for tree in trees:
        for b in tree.find_all("button"):
            assert b.attrs.get("type") == "button"
            assert b.attrs.get("data-cmd")
            assert str(b.attrs.get("aria-label") or b.text()).strip()


def offline_notes(tree: El) -> list[str]:
    return [p.text() for p in tree.find_all("p") if "offline-note" in str(p.attrs.get("class"))]


def test_the_menu_says_how_the_offline_copy_stands_in_each_language() -> None:
    for lang in LANGUAGES:
        w = Words(lang)
        for state in ("saving", "ready", "failed"):
            assert offline_notes(screens.menu_screen(0, w, state)) == [w(f"offline.{state}")]
        # not known yet (the service worker has not answered), or no service worker at all
        assert offline_notes(screens.menu_screen(0, w, None)) == []
        assert offline_notes(screens.menu_screen(0, w, "something else")) == []


def test_form_fields_have_labels() -> None:
    tree = screens.new_game_screen(screens.NewGameForm.for_game("pebble-race"), EN)
    label_targets = {el.attrs["for"] for el in tree.find_all("label")}
    for field in tree.find_all("select") + tree.find_all("input"):
        assert field.attrs["id"] in label_targets


def test_names_are_text_never_markup() -> None:
    evil = '<img src=x onerror="alert(1)">'
    session = Session.new("pebble-race", {}, [Seat(evil), Seat("Rob", "computer", "easy")], 3,
                          "x", None, lambda: 0)
    html = table_screen.game_screen(session, TableState(), EN).to_html()
    assert "<img" not in html and "&lt;img" in html


def test_new_game_form_follows_the_players_choices() -> None:
    form = screens.NewGameForm.for_game("pebble-race")
    assert [s.kind for s in form.seats] == ["human", "computer"]
    assert form.set_field("players", "3") and len(form.seats) == 3
    assert form.set_field("seat-1-kind", "human") and form.seats[1].level is None
    form.set_field("seat-2-level", "hard")
    form.set_field("seat-0-name", "  ")
    form.set_field("option-deck", "1")
    assert form.options["deck"] == 1
    seats = form.final_seats()
    assert seats[0].name == "Ana" and seats[2].level == "hard"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_how_moves_travel_is_said_before_a_game_with_friends(lang: str) -> None:
    """With a friend's seat, the form says plainly which server live play may contact (none
    unless chosen) and offers links only; without one, it says nothing of it."""
    w = Words(lang)
    form = screens.NewGameForm.for_game("lost-cities")
    assert screens.new_game_screen(form, w).find_all("select", **{"data-field": "live"}) == []
    form.set_field("seat-1-kind", "remote")
    tree = screens.new_game_screen(form, w, live="off")
    (select,) = tree.find_all("select", **{"data-field": "live"})
    options = {o.attrs["value"]: o for o in select.find_all("option")}
    assert set(options) == {"local", "internet", "off"} and options["off"].attrs["selected"]
    privacy = w("remote.live.privacy")
    assert "stun.l.google.com" in privacy and privacy in tree.text()
    assert "stun.l.google.com" not in options["local"].text()


def test_continue_screen_lists_good_and_damaged_saves() -> None:
    store = SaveStore(MemoryStorage())
    Session.new("pebble-race", {}, [Seat("Ana"), Seat("Ben")], 3, "ok1", store, lambda: 0)
    store.storage.set("expeditions:save:bad", "nope")
    tree = continue_screen.continue_screen(store.entries(), 0, EN, exported="bad",
                                           pending_delete="ok1")
    names = buttons(tree)
    assert "Resume Pebble race with Ana and Ben" in names
    assert "Confirm delete Pebble race with Ana and Ben" in names
    assert "Export damaged save bad" in names
    assert tree.find_all("textarea")[0].text() == "nope"


def test_game_screen_shows_moves_only_to_the_player_on_turn() -> None:
    session = Session.new("pebble-race", {}, [Seat("Ana"), Seat("Ben")], 3, "g", None, lambda: 0)
    tree = table_screen.game_screen(session, TableState(), EN)
    assert not [b for b in tree.find_all("button") if str(b.attrs["data-cmd"]).startswith("act:")]
    session.ready()
    tree = table_screen.game_screen(session, TableState(), EN)
    moves = [b for b in tree.find_all("button") if str(b.attrs["data-cmd"]).startswith("act:")]
    assert {str(b.attrs["data-cmd"])[4:] for b in moves} == set(session.game.legal_actions(0))


def test_dom_helpers_flatten_and_escape() -> None:
    tree = h("p", {"class": "x", "hidden": False}, "a<b", [1, None, h("b", None, "c")])
    assert tree.to_html() == '<p class="x">a&lt;b1<b>c</b></p>'


class _Texts(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.texts: list[str] = []

    def handle_data(self, data: str) -> None:
        self.texts.append(data.strip())


def test_static_first_paint_is_the_english_catalogue(tmp_path: Path) -> None:
    """index.html is written in English, its game cards by build.py from the registry;
    first-paint.js re-words it from the catalogues (filled in by build.py) before the first
    paint, so the two must agree."""
    shutil.copy(ROOT / "index.html", tmp_path / "index.html")
    build.write_game_cards(tmp_path)
    index = (tmp_path / "index.html").read_text(encoding="utf-8")
    for _, module in build.registered_games():
        assert f'<link rel="stylesheet" href="./{module}.css">' in index
    parser = _Texts()
    parser.feed(index)
    english = catalogue("en")
    for game_id in GAME_IDS:
        for part in ("title", "players", "pitch"):
            key = f"{game_id.replace('-', '_')}.game.{part}"
            assert english[key] in parser.texts
            assert f'data-i18n="{key}"' in index
    for key in re.findall(r'data-i18n(?:-label)?="([^"]+)"', index):
        assert all(key in catalogue(lang) for lang in LANGUAGES), key
    for lang in LANGUAGES:  # no script runs inside <noscript>: it says it in every language
        assert str(catalogue(lang)["boot.noscript"]) in parser.texts


def test_error_screen_explains_and_offers_the_way_out() -> None:
    html = screens.error_screen("ValueError: <b>bad</b>", EN).to_html()
    assert "&lt;b&gt;bad" in html and "<b>" not in html
    assert set(buttons(screens.error_screen("x", EN))) == {"Menu", "Try again"}


def test_continue_screen_offers_backups_and_clearing_finished_games() -> None:
    store = SaveStore(MemoryStorage())
    Session.new("pebble-race", {}, [Seat("Ana"), Seat("Ben")], 3, "ok1", store, lambda: 0)
    tree = continue_screen.continue_screen(store.entries(), 0, EN, persisted=False)
    names = buttons(tree)
    assert {"Export all", "Import", "Export Pebble race with Ana and Ben"} <= set(names)
    assert names["Delete finished games"].attrs["disabled"] is True  # none finished yet
    assert "may clear these games" in tree.to_html()
    assert "agreed to keep" in continue_screen.continue_screen([], 0, EN, persisted=True).to_html()


def test_full_storage_is_handled_from_the_table() -> None:
    store = SaveStore(MemoryStorage(quota=10))
    session = Session.new("pebble-race", {}, [Seat("Ana"), Seat("Ben")], 3, "full", store,
                          lambda: 0)
    assert session.unsaved
    tree = table_screen.game_screen(session, TableState(), EN,
                               table_screen.Frame(others=[], confirm_leave=True))
    names = buttons(tree)
    assert {"Delete finished games", "Try saving again", "Leave without saving",
            "Stay and make room"} <= set(names)
    assert "not saved" in tree.to_html()


def test_the_new_game_form_recalls_the_last_choices_and_drops_what_no_longer_fits() -> None:
    form = screens.NewGameForm.for_game("curios")
    form.set_field("players", "4")
    form.set_field("seat-2-level", "hard")
    form.set_field("seat-0-name", "Zoé")
    again = screens.NewGameForm.recall("curios", form.remembered())
    assert again.players == 4 and again.seats[2].level == "hard" and again.seats[0].name == "Zoé"
    broken = {"players": 9, "seats": [{"kind": "robot", "name": 3}, "x"], "options": {"x": 1}}
    assert screens.NewGameForm.recall("curios", broken).remembered() == \
        screens.NewGameForm.for_game("curios").remembered()
    lost = screens.NewGameForm.recall("lost-cities", {"options": {"games": 1, "colours": 7}})
    assert lost.options["games"] == 1 and lost.options["colours"] == 5


def test_the_log_is_a_focusable_log_of_the_whole_game() -> None:
    session = Session.new("lost-cities", {}, [Seat("Ana"), Seat("", "computer")], 5, "g",
                          None, lambda: 0)
    rng = Rng(5)
    while len(session.game.events) < 60:
        seat = session.game.current_player
        assert seat is not None
        session.act(seat, rng.choice(session.game.legal_actions(seat)))
    log = table_screen.game_screen(session, TableState(), EN).find_all(role="log")
    assert len(log) == 1 and log[0].attrs["tabindex"] == "0"
    assert len(log[0].find_all("li")) == len(session.game.events)


def test_the_end_offers_a_rematch_and_the_announcer_says_who_won() -> None:
    session = Session.new("pebble-race", {}, [Seat("Ana"), Seat("", "computer", "hard")], 3,
                          "g", None, lambda: 0)
    while not session.game.is_over():
        seat = session.game.current_player
        assert seat is not None
        session.act(seat, session.game.legal_actions(seat)[0])
    tree = table_screen.game_screen(session, TableState(), EN)
    assert "Play again" in buttons(tree)
    assert table_screen.announcement(session, TableState(), EN).endswith("wins!")
    assert not tree.find_all(role="status")  # the page's own announcer speaks, not the tree


def test_the_save_list_shows_each_computer_level() -> None:
    store = SaveStore(MemoryStorage())
    Session.new("pebble-race", {}, [Seat("Ana"), Seat("", "computer", "hard")], 3, "s", store,
                lambda: 0)
    html = continue_screen.continue_screen(store.entries(), 0, EN).to_html()
    assert "Ana and Computer 1 (Hard)" in html
    assert "Ana y Ordenador 1 (dificultad Difícil)" in continue_screen.continue_screen(
        store.entries(), 0, Words("es")).to_html()


def test_an_interlude_shows_before_the_curtain_and_says_the_game_ended() -> None:
    from expeditions.web.tables import lost_cities as table

    seats = [Seat("Ana"), Seat("Ben")]  # two people: a curtain between turns
    session = Session.new("lost-cities", {"games": 3}, seats, 2, "g", None, lambda: 0)
    rng = Rng(2)
    state = TableState()
    while table.interlude(session.game.view(None)) is None:
        seat = session.game.current_player
        assert seat is not None
        session.act(seat, rng.choice(session.game.legal_actions(seat)))
    table_screen.start_playback(session, state)
    assert state.interlude is not None
    tree = table_screen.game_screen(session, state, EN)
    assert not [e for e in tree.walk() if e.attrs.get("class") == "curtain"]
    assert "Next game" in tree.to_html()
    status = tree.find_all(id="status-line")[0].text()
    assert status.startswith("Game 1 is over")


def test_the_form_says_what_the_chosen_level_does_in_each_game_and_language() -> None:
    for lang in LANGUAGES:
        w = Words(lang)
        for game_id in GAME_IDS:
            form = screens.NewGameForm.for_game(game_id)
            said = set()
            for level in ("easy", "medium", "hard"):
                form.set_field("seat-1-level", level)
                tree = screens.new_game_screen(form, w)
                (select,) = tree.find_all("select", id="f-seat-1-level")
                (about,) = tree.find_all("p", id=select.attrs["aria-describedby"])
                assert about.text() == w(f"{game_id.replace('-', '_')}.level.{level}")
                said.add(about.text())
            assert len(said) == 3, (lang, game_id)  # each level its own line
            form.set_field("seat-1-kind", "human")  # a person has no level to describe
            tree = screens.new_game_screen(form, w)
            assert not tree.find_all("select", id="f-seat-1-level")


def test_the_status_says_a_computer_thinks_only_while_it_does() -> None:
    seats = [Seat("", "computer", "easy"), Seat("Ana")]
    session = Session.new("lost-cities", {"start": "p1"}, seats, 3, "t", None, lambda: 0)
    assert session.is_bot_turn()
    names = screens.seat_names(session.seats, EN)
    state = TableState(thinking=True)
    assert table_screen.status_line(session, state, names, EN) == EN("status.thinking",
                                                                name=names[0])
    state.thinking = False  # its move is worked out and waits to be shown
    assert table_screen.status_line(session, state, names, EN) == EN("status.to_play",
                                                                name=names[0])


def test_another_devices_computer_is_named_in_this_devices_language() -> None:
    """A friend's device holds the inviting device's computer as a seat of another device
    with no name (each device words it): it reads "Ordenador 3", never a blank."""
    seats = [Seat("Ana", "remote"), Seat("Chloé", "human"), Seat("", "remote")]
    assert screens.seat_names(seats, Words("es")) == ["Ana", "Chloé", "Ordenador 2"]
    assert screens.seat_names(seats, EN)[2] == "Computer 2"
