"""Lost Cities in words, English and Spanish: the log's wording of every event, the
refusals, the progress of a saved game, the options, and the table drawn in each language
(the rules document has its own tests in test_lost_cities_rules.py)."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from expeditions.engine import IllegalAction
from expeditions.games.lost_cities import (
    CODES,
    COLOUR_LETTERS,
    FinishedGame,
    LostCities,
    LostCitiesView,
    as_view,
)
from expeditions.rng import Rng
from expeditions.web.i18n import LANGUAGES, Words, parameters
from expeditions.web.lang.en.lost_cities import MESSAGES as EN
from expeditions.web.lang.es.lost_cities import MESSAGES as ES
from expeditions.web.tables import lost_cities as table
from expeditions.web.widgets import TableContext, TableState
from tests.support.markers import CPYTHON_ONLY
from tests.support.playouts import random_steps

pytestmark = pytest.mark.fast

NAMES = ["Ana", "Bo"]
#: Every IllegalAction code the game raises itself (the shared ones are in common).
OWN_REASONS = {"no_such_pile", "no_such_card", "play_first", "not_in_hand",
               "wager_after_number", "lower_than_last", "draw_first", "deck_empty",
               "pile_empty", "own_discard", "cards_incoming"}


def new(seed: int = 1, **options: object) -> LostCities:
    return LostCities({"players": 2, **options}, seed)


def test_both_catalogues_have_the_same_ids_and_parameters() -> None:
    assert list(EN) == list(ES)
    assert all(key.startswith("lost_cities.") for key in EN)
    for key, message in EN.items():
        assert parameters(message) == parameters(ES[key]), key
        assert isinstance(message, dict) == isinstance(ES[key], dict), key


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_event_of_random_matches_is_worded(lang: str) -> None:
    w = Words(lang)
    seen: set[str] = set()
    for seed, colours in ((1, 5), (2, 6)):
        game = random_steps(new(seed, colours=colours, games=3), Rng(seed))
        for event in game.view(None)["events"]:
            text = table.describe_event(event, NAMES, w)
            seen.add(str(event["type"]))
            assert text and "{" not in text and "}" not in text, text
            if "seat" in event:  # a seat's own action starts with its name (bold in the log)
                assert text.startswith(NAMES[int(event["seat"])]), text
            assert text[-1] == ".", text
    assert seen == {"game_started", "played", "discarded", "drew", "took", "game_over"}


def test_every_card_has_a_name_in_both_languages() -> None:
    en, es = Words("en"), Words("es")
    assert table.the_card("Y7", en) == "the yellow 7"
    assert table.the_card("Y7", es) == "el 7 amarillo"
    assert table.card_name("BW1", en) == "blue wager"
    assert table.card_name("BW1", es) == "apretón de manos azul"
    names = {lang: {table.card_name(code, Words(lang)) for code in CODES} for lang in LANGUAGES}
    # wagers of a colour share a name (they play identically); every other card is distinct
    assert all(len(n) == len(CODES) - 2 * len(COLOUR_LETTERS) for n in names.values())
    colours = [table.colour_name(c, es) for c in COLOUR_LETTERS]
    assert colours == ["amarillo", "azul", "blanco", "verde", "rojo", "morado"]
    assert [table.colour_fem(c, es) for c in COLOUR_LETTERS] == \
        ["amarilla", "azul", "blanca", "verde", "roja", "morada"]


def refusals(game: LostCities, seat: int) -> list[IllegalAction]:
    """What the game says to every spelling of a move (all cards, all piles) at this
    moment, for ``seat``."""
    out = []
    for text in [f"{k}:{c}" for k in ("play", "discard") for c in CODES] + \
            ["draw:deck"] + [f"draw:{c}" for c in COLOUR_LETTERS]:
        problem = game.check(seat, text)
        if problem is not None:
            out.append(problem)
    return out


@pytest.mark.slow
def test_every_refusal_of_random_games_is_worded_with_its_own_params() -> None:
    codes: set[str] = set()
    for seed in (1, 2, 3):
        game = new(seed, games=1)
        rng = Rng(seed)
        while not game.is_over():
            seat = game.current_player
            assert seat is not None
            for problem in refusals(game, seat):
                codes.add(problem.code)
                for lang in LANGUAGES:
                    w = Words(lang)
                    key = w.coded_key("lost_cities", "reason", problem.code)
                    assert parameters(w.messages[key]) <= set(problem.params), key
                    text = w.coded("lost_cities", "reason", problem.code, problem.params)
                    assert "{" not in text and text == text.strip()
            game.act(seat, rng.choice(game.legal_actions(seat)))
    # deck_empty never happens in play (the game ends first): only the rules can say so;
    # cards_incoming only in a game dealt by nobody (tests/test_peer_session.py)
    assert codes >= OWN_REASONS - {"deck_empty", "cards_incoming"}
    assert {k.removeprefix("lost_cities.reason.") for k in EN
            if k.startswith("lost_cities.reason.")} == OWN_REASONS


@pytest.mark.parametrize("lang", LANGUAGES)
def test_progress_is_a_code_worded_in_both_languages(lang: str) -> None:
    w = Words(lang)
    match = new(1, games=3)
    single = new(1, games=1)
    notes = [match.progress(), single.progress()]
    assert notes[0].code == "game_cards_left" and notes[0].params == \
        {"game": 1, "games": 3, "count": 44}
    assert notes[1].code == "cards_left" and notes[1].params == {"count": 44}
    random_steps(single, Rng(4))
    notes.append(single.progress())
    assert notes[2].code == "match_over"
    texts = [w.coded("lost_cities", "progress", n.code, n.params) for n in notes]
    assert all("{" not in t for t in texts)
    if lang == "es":
        assert texts[:2] == ["Partida 1 de 3, quedan 44 cartas", "Quedan 44 cartas"]
    else:
        assert texts[:2] == ["Game 1 of 3, 44 cards left", "44 cards left"]


def test_every_option_and_choice_has_a_label() -> None:
    for lang in LANGUAGES:
        w = Words(lang)
        for spec in LostCities.option_specs:
            assert w(f"lost_cities.option.{spec.key}")
            for value, _ in spec.choices:
                assert w(f"lost_cities.option.{spec.key}.{value}")
    assert Words("es")("lost_cities.option.colours.6") == "6 colores (partida larga)"


def explain_in(game: LostCities, seat: int, w: Words) -> Callable[[str], str | None]:
    def explain(action: str) -> str | None:
        problem = game.check(seat, action)
        return None if problem is None else \
            w.coded("lost_cities", "reason", problem.code, problem.params)
    return explain


ENGLISH_WORDS = re.compile(r"\b(the|cards?|expeditions?|discard|draw|deck|game|wager|"
                           r"your|match|hand|points?|take|play)\b", re.IGNORECASE)


@pytest.mark.slow
@CPYTHON_ONLY
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_table_is_drawn_in_one_language_throughout_a_match(lang: str) -> None:
    w = Words(lang)
    game = new(3, games=3, colours=6)
    rng = Rng(3)
    while True:
        seat = game.current_player
        me = 0 if seat is None else seat
        state = TableState()
        hand = game.view(me)["hand"]
        if hand:
            state.selected = hand[0]
        for view in (game.view(me), game.view(None)):
            el = table.render(TableContext(view, NAMES, state, explain_in(game, me, w), w))
            texts = [el.text()] + [str(v) for e in el.walk() for k, v in e.attrs.items()
                                   if k in ("aria-label", "title") and v]
            for text in texts:
                assert "{" not in text, text
                if lang == "es":
                    assert not ENGLISH_WORDS.search(text), text
        if seat is None:
            break
        game.act(seat, rng.choice(game.legal_actions(seat)))
    html = table.render(TableContext(game.view(0), NAMES, TableState(), explain_in(game, 0, w),
                                     w)).to_html()
    summary = table.match_summary(as_view(game.view(0)), NAMES, w)
    assert summary in html.replace("&#x27;", "'")


def test_table_words_in_spanish() -> None:
    w = Words("es")
    game = new(1, games=3, start="p1")
    view = game.view(0)
    state = TableState(selected=view["hand"][0])
    el = table.render(TableContext(view, NAMES, state, explain_in(game, 0, w), w))
    text = el.text()
    assert "Partida 1 de 3" in text and "Total: Ana 0 – Bo 0" in text
    assert "Juégala en tu expedición o descártala." in text
    assert "44 cartas en el mazo" in text
    labels = {str(e.attrs["aria-label"]) for e in el.walk() if "aria-label" in e.attrs}
    assert {"Tus expediciones", "Expediciones de Bo", "Pilas de descartes", "Mano"} <= labels
    assert "Tu expedición amarilla: 0 cartas, 0 puntos" in labels
    card = view["hand"][0]
    buttons = [b.text() for b in el.find_all("button")]
    assert f"Jugar {table.the_card(card, w)} en tu expedición" in buttons
    assert f"Descartar {table.the_card(card, w)}" in buttons


def test_summaries_of_games_and_match() -> None:
    en, es = Words("en"), Words("es")
    empty: list[list[int]] = [[0] * 5, [0] * 5]
    game: FinishedGame = {"game": 2, "start": 0, "scores": [30, -4], "colours": empty,
                          "columns": [[[]] * 5, [[]] * 5]}
    assert table.game_summary(game, NAMES, en) == "Game 2: Ana wins, 30 to −4"
    assert table.game_summary(game, NAMES, es) == "Partida 2: gana Ana, 30 a −4"
    tie: FinishedGame = {**game, "game": 1, "scores": [7, 7]}
    assert table.game_summary(tie, NAMES, es) == "Partida 1: empate a 7"
    base = as_view(LostCities({"players": 2}, 1).view(0))
    view: LostCitiesView = {**base, "match": {**base["match"], "totals": [10, 52], "games": 3}}
    assert table.match_summary(view, NAMES, en) == "Bo wins the match, 52 to 10."
    assert table.match_summary(view, NAMES, es) == "Bo gana en el total de las partidas, 52 a 10."
    drawn: LostCitiesView = {**base, "match": {**base["match"], "totals": [12, 12],
                                               "games": 1}}
    assert table.match_summary(drawn, NAMES, en) == "A draw at 12 each."
