"""English and Spanish: the catalogues agree, and every screen and every table, through
whole random games, speaks only the chosen language."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from expeditions.registry import GAMES
from expeditions.rng import Rng
from expeditions.saves import MemoryStorage, SaveStore, Seat
from expeditions.session import Session
from expeditions.web import continue_screen, rules_screen, screens, table_screen
from expeditions.web.dom import El
from expeditions.web.i18n import (
    APP_AREAS,
    LANGUAGES,
    Message,
    Phrase,
    Words,
    catalogue,
    choose_language,
    parameters,
)
from expeditions.web.rules import rules_for
from expeditions.web.rules.model import Choice, Figure, all_texts, block_kind
from expeditions.web.rules.render import rules_article
from expeditions.web.widgets import TableState
from tests.support.markers import CPYTHON_ONLY

pytestmark = pytest.mark.fast

#: the app's own games (the registry also holds the tests' pebble race)
GAME_IDS = tuple(e.game_id for e in GAMES)

EN, ES = Words("en"), Words("es")
#: Attributes a person reads or hears (screen readers speak labels and titles).
READ_ATTRIBUTES = ("aria-label", "title", "placeholder", "alt", "aria-description")
#: Messages that may read the same in both languages (names, symbols, punctuation).
SAME_IN_BOTH = 0.08


def forms(message: Message) -> list[str]:
    return list(message.values()) if isinstance(message, dict) else [message]


def test_both_catalogues_have_the_same_ids_and_parameters() -> None:
    english, spanish = catalogue("en"), catalogue("es")
    assert set(english) == set(spanish), set(english) ^ set(spanish)
    for key, message in english.items():
        assert parameters(message) == parameters(spanish[key]), key
        assert isinstance(message, dict) == isinstance(spanish[key], dict), key
        if isinstance(message, dict):
            assert set(message) == set(spanish[key]) == {"one", "other"}, key


def test_the_spanish_catalogue_is_a_translation_not_a_copy() -> None:
    english, spanish = catalogue("en"), catalogue("es")
    same = [k for k in english if english[k] == spanish[k]]
    assert len(same) <= SAME_IN_BOTH * len(english), same


def test_each_game_area_keeps_to_its_own_ids() -> None:
    import importlib

    for lang in LANGUAGES:
        for area in (*APP_AREAS[1:], *(e.game_id.replace("-", "_") for e in GAMES)):
            module = importlib.import_module(f"expeditions.web.lang.{lang}.{area}")
            assert all(k.startswith(f"{area}.") for k in module.MESSAGES), (lang, area)


def test_words_choose_plurals_join_lists_and_refuse_unknown_ids() -> None:
    assert EN("new.player_count", count=1) == "1 player"
    assert ES("new.player_count", count=3) == "3 jugadores"
    assert ES.join(["Ana", "Ben", "Eli"]) == "Ana, Ben y Eli"
    assert EN.phrase(Phrase("notice.refused", {"id": "x", "reason": Phrase(
        "save_error.not_text")})) == "x was refused: the save is not text."
    with pytest.raises(KeyError):
        EN("no.such.message")
    with pytest.raises(KeyError):
        EN("status.thinking")  # its {name} is missing


def test_the_language_follows_the_choice_then_the_browser() -> None:
    assert choose_language(["es-ES", "en"]) == "es"
    assert choose_language(["fr-FR", "es-MX"]) == "es"
    assert choose_language(["fr-FR"]) == "en"
    assert choose_language(["es-ES"], saved="en") == "en"
    assert choose_language(["en-GB"], saved="xx") == "en"


def test_computer_seats_are_named_in_each_language_unless_the_player_named_them() -> None:
    seats = [Seat("Ana"), Seat("", "computer", "easy"), Seat("Robbie", "computer", "hard"),
             Seat("Computer 3", "computer", "medium")]  # an older save's default name
    assert screens.seat_names(seats, EN) == ["Ana", "Computer 1", "Robbie", "Computer 3"]
    assert screens.seat_names(seats, ES) == ["Ana", "Ordenador 1", "Robbie", "Ordenador 3"]
    form = screens.NewGameForm.for_game("curios")
    assert [s.name for s in form.final_seats()] == ["Ana", ""]


# ----- nothing English on a Spanish screen -------------------------------------------------

def _pattern(template: str) -> str:
    parts = re.split(r"\{[^{}]*\}", template)
    return ".+?".join(re.escape(p) for p in parts)


def _has_words(template: str) -> bool:
    """Whether a template says anything besides its parameters ("{colour} {value}" does
    not: it cannot tell English from Spanish)."""
    return re.search(r"[^\W\d_]{2,}", re.sub(r"\{[^{}]*\}", "", template)) is not None


def english_only() -> re.Pattern[str]:
    """Every English message form that Spanish does not share, as one anchored pattern
    (parameters match anything)."""
    english, spanish = catalogue("en"), catalogue("es")
    shared = {form for m in spanish.values() for form in forms(m)}
    patterns = sorted({_pattern(form) for m in english.values() for form in forms(m)
                       if form not in shared and _has_words(form)}, key=len, reverse=True)
    return re.compile("^(?:" + "|".join(patterns) + ")$", re.DOTALL)


ENGLISH_ONLY = english_only()


def read_texts(tree: El) -> Iterator[str]:
    """Every text a person reads or hears: text nodes and the spoken attributes."""
    for el in tree.walk():
        for key in READ_ATTRIBUTES:
            if isinstance(el.attrs.get(key), str):
                yield str(el.attrs[key])
        for child in el.children:
            if isinstance(child, str) and child.strip():
                yield child.strip()


NAMED_FROM_CONTENT = {"button", "a", "summary"}
ROLES_NAMED_FROM_CONTENT = {"button", "link", "tab", "checkbox", "switch", "option",
                            "menuitem", "radio"}


def _spoken(text: str) -> str:
    """Letters and digits only, as axe-core compares a label with the visible text."""
    return " ".join("".join(ch if ch.isalnum() else " " for ch in text.lower()).split())


def labels_that_hide_their_text(tree: El) -> Iterator[str]:
    """Controls whose aria-label does not contain the words drawn on them (WCAG 2.5.3,
    axe's label-content-name-mismatch): a voice-control user says what they see."""
    for el in tree.walk():
        label = el.attrs.get("aria-label")
        if not isinstance(label, str):
            continue
        if el.tag not in NAMED_FROM_CONTENT and el.attrs.get("role") not in \
                ROLES_NAMED_FROM_CONTENT:
            continue
        shown = _spoken(el.text())
        if shown and shown not in _spoken(label):
            yield f"{el.tag} {label!r} shows {el.text()!r}"


def test_the_label_check_catches_a_label_without_the_visible_words() -> None:
    from expeditions.web.dom import h

    bad = h("button", {"aria-label": "amarillo 5, nueva"}, h("span", None, "5"), "nueva")
    good = h("button", {"aria-label": "amarillo 5, nueva"}, h("span", None, "☀"), "5")
    assert list(labels_that_hide_their_text(bad))
    assert not list(labels_that_hide_their_text(good))


def assert_spanish(texts: set[str], where: str) -> None:
    english = sorted(t for t in texts if ENGLISH_ONLY.match(t))
    assert not english, f"{where}: English on a Spanish screen: {english[:5]}"
    unformatted = sorted(t for t in texts if re.search(r"\{\w*\}", t))
    assert not unformatted, f"{where}: unformatted placeholders: {unformatted[:5]}"


def test_the_english_detector_catches_english() -> None:
    assert ENGLISH_ONLY.match(EN("status.thinking", name="Ana"))
    assert not ENGLISH_ONLY.match(ES("status.thinking", name="Ana"))


def test_menus_forms_continue_and_errors_speak_spanish() -> None:
    store = SaveStore(MemoryStorage())
    for i, game_id in enumerate(GAME_IDS):
        Session.new(game_id, {}, [Seat("Ana"), Seat("", "computer", "hard")], i, f"s{i}",
                    store, lambda: 0)
    store.storage.set("expeditions:save:bad", "nope")
    entries = store.entries()
    trees = [screens.menu_screen(3, ES), screens.error_screen("x", ES),
             continue_screen.continue_screen(entries, 0, ES, exported="bad", pending_delete="s1",
                                     persisted=None, notice="x"),
             continue_screen.continue_screen([], 0, ES, persisted=True),
             continue_screen.continue_screen([], 0, ES, persisted=False)]
    for game_id in GAME_IDS:
        form = screens.NewGameForm.for_game(game_id)
        form.resize(game_class_max(game_id))
        trees.append(screens.new_game_screen(form, ES))
        trees.append(rules_screen.rules_screen(game_id, ES))
    for tree in trees:
        assert_spanish(set(read_texts(tree)), str(tree.attrs.get("class")))


def game_class_max(game_id: str) -> int:
    from expeditions.games import game_class

    return game_class(game_id).max_players


def frames_of(session: Session, state: TableState, w: Words) -> Iterator[El]:
    """The table as the app draws it now, with every frame of an animation it calls for,
    and with the frame's notices and the rules over it."""
    table_screen.start_playback(session, state)
    yield table_screen.game_screen(session, state, w)
    while (playback := state.playback) is not None:
        if playback.last_frame:
            state.playback = None
        else:
            playback.frame += 1
        yield table_screen.game_screen(session, state, w)


@pytest.mark.slow
@pytest.mark.parametrize(("game_id", "players", "options"), [
    pytest.param("lost-cities", 2, {}, marks=CPYTHON_ONLY),
    ("lost-cities", 2, {"games": 1, "colours": 6}),
    ("curios", 2, {}), ("curios", 5, {}),
    ("curiosity", 2, {}), ("curiosity", 4, {}),
])
def test_whole_games_speak_only_spanish(game_id: str, players: int,
                                        options: dict[str, object]) -> None:
    seats = [Seat("Ana")] + [Seat("", "computer", "easy") for _ in range(1, players)]
    session = Session.new(game_id, options, seats, 7, "t", None, lambda: 0)
    rng, state, texts = Rng(7), TableState(), set[str]()
    frame = table_screen.Frame(update_ready=True, rules="quick")
    mismatched: set[str] = set()
    while True:
        for tree in frames_of(session, state, ES):
            texts.update(read_texts(tree))
            mismatched.update(labels_that_hide_their_text(tree))
        seat = session.game.current_player
        if seat is None:
            break
        legal = session.game.legal_actions(seat)
        state.selected = None
        texts.update(read_texts(table_screen.game_screen(session, state, ES, frame)))
        session.act(seat, rng.choice(legal))
    texts.update(read_texts(table_screen.game_screen(session, state, ES,
                                                table_screen.Frame(rules="full"))))
    assert_spanish(texts, game_id)
    assert not mismatched, sorted(mismatched)[:5]
    english_texts = {t for tree in frames_of(session, TableState(), EN)
                     for t in read_texts(tree)}
    assert english_texts != texts  # the same game re-worded, all at once


def test_switching_language_rewords_the_whole_log() -> None:
    session = Session.new("lost-cities", {}, [Seat("Ana"), Seat("", "computer")], 3, "t",
                          None, lambda: 0)
    rng = Rng(3)
    for _ in range(12):
        seat = session.game.current_player
        assert seat is not None
        session.act(seat, rng.choice(session.game.legal_actions(seat)))
    lines = {}
    for w in (EN, ES):
        tree = table_screen.game_screen(session, TableState(), w)
        log = next(el for el in tree.walk() if el.attrs.get("class") == "game-log")
        lines[w.lang] = [li.text() for li in log.find_all("li")]
    assert len(lines["en"]) == len(lines["es"]) == len(session.game.events)
    assert all(a != b for a, b in zip(lines["en"], lines["es"], strict=True))


# ----- the rules ---------------------------------------------------------------------------

def doc_texts(game_id: str, lang: str) -> list[str]:
    doc = rules_for(game_id, lang)
    assert doc is not None
    return all_texts(doc)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_rules_have_the_same_shape_in_both_languages(game_id: str) -> None:
    en, es = rules_for(game_id, "en"), rules_for(game_id, "es")
    assert en is not None and es is not None
    assert [s.id for s in en.sections] == [s.id for s in es.sections]
    for a, b in zip(en.sections, es.sections, strict=True):
        assert [block_kind(x) for x in a.blocks] == [block_kind(x) for x in b.blocks], a.id
    assert [block_kind(x) for x in en.quick] == [block_kind(x) for x in es.quick]
    assert len(en.minute) == len(es.minute) >= 3
    assert any(isinstance(x, Choice) for s in en.sections for x in s.blocks)
    assert any(isinstance(x, Figure) for s in en.sections for x in s.blocks)
    english, spanish = doc_texts(game_id, "en"), doc_texts(game_id, "es")
    same = [t for t, u in zip(english, spanish, strict=True) if t == u and len(t) > 12]
    assert not same, same[:3]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_spanish_rules_show_no_english_words(game_id: str) -> None:
    doc = rules_for(game_id, "es")
    assert doc is not None
    assert_spanish(set(read_texts(rules_article(doc, ES))), f"{game_id} rules")
    english = rules_for(game_id, "en")
    assert english is not None
    english_sentences = {t for t in doc_texts(game_id, "en") if _has_words(t)}
    assert not english_sentences & set(read_texts(rules_article(doc, ES)))


def test_every_code_the_engine_and_saves_raise_is_worded() -> None:
    """A refusal or a damaged save must never reach the player as a bare code."""
    root = Path(__file__).resolve().parents[1] / "py" / "expeditions"
    saves = (root / "saves.py").read_text() + (root / "session.py").read_text()
    engine = (root / "engine.py").read_text()
    save_codes = set(re.findall(r'(?:SaveError|StaleSave)\(\s*"(\w+)"', saves))
    reasons = set(re.findall(r'IllegalAction\(\s*"(\w+)"', engine + saves))
    assert save_codes and reasons
    for w in (EN, ES):
        assert not [c for c in save_codes if not w.has(f"save_error.{c}")]
        assert not [c for c in reasons - {"lower_than_last"}  # a docstring's example
                    if not w.has(f"reason.{c}")]
