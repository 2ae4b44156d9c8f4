"""The Lost Cities table: the scores worked out, the pause between the games of a match,
the card just drawn, and the words of it all in both languages."""

from __future__ import annotations

import re

import pytest

from expeditions.games.lost_cities import CODES, LostCities, column_value_codes
from expeditions.rng import Rng
from expeditions.web.i18n import LANGUAGES, Words
from expeditions.web.tables import lost_cities as table
from expeditions.web.widgets import TableContext, TableState

NAMES = ["Ana", "Bo"]
ENGLISH_WORDS = re.compile(r"\b(the|cards?|expeditions?|discard|draw|deck|game|wager|"
                           r"your|match|hand|points?|take|play|next|over)\b", re.IGNORECASE)


def ctx(game: LostCities, seat: int | None, state: TableState, w: Words) -> TableContext:
    return TableContext(game.view(seat), NAMES, state, lambda action: None, w)


@pytest.mark.parametrize(("column", "math"), [
    ([], "0"),
    (["R7"], "7 − 20 = −13"),
    (["BW1"], "(0 − 20) × 2 = −40"),
    (["GW1", "G4", "G6", "G7"], "(4 + 6 + 7 − 20) × 2 = −6"),
    (["BW1", "BW2", "B4", "B5", "B6", "B7", "B8", "B10"],
     "(4 + 5 + 6 + 7 + 8 + 10 − 20) × 3 + 20 = 80"),
])
def test_each_expedition_is_worked_out(column: list[str], math: str) -> None:
    assert table.column_math(column) == math


def test_the_arithmetic_always_reaches_the_engines_score() -> None:
    rng = Rng(5)
    for _ in range(300):
        colour = rng.choice("YBWGR")
        cards = [c for c in CODES if c[0] == colour]
        column = [c for c in cards if rng.below(2)] or cards[:1]  # CODES: wagers first
        numbers = [int(c[1:]) for c in column if not table.is_wager(c)]
        wagers = len(column) - len(numbers)
        expr = table.column_math(column)
        value = (sum(numbers) - 20) * (wagers + 1) + (20 if len(column) >= 8 else 0)
        assert expr.endswith(f"= {table.num(column_value_codes(column))}")
        assert value == column_value_codes(column)


def play_to_game_end(game: LostCities, rng: Rng) -> list[list[str]]:
    """Random moves until a game ends; the discard piles as it ended."""
    while True:
        seat = game.current_player
        assert seat is not None
        before = game.view(None)
        action = rng.choice(game.legal_actions(seat))
        game.act(seat, action)
        if game.view(None)["events"][-1]["type"] == "game_over" or \
                game.events[-2]["type"] == "game_over":
            piles = [list(p) for p in before["discards"]]
            source = action.split(":")[1]
            if source != "deck":
                piles[before["colours"].index(source)].pop()
            return piles


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_finished_game_of_a_match_is_held_until_next_game(lang: str) -> None:
    w = Words(lang)
    game = LostCities({"players": 2}, 11)
    assert table.interlude(game.view(None)) is None
    piles = play_to_game_end(game, Rng(11))
    key = table.interlude(game.view(None))
    assert key == "lc-game-over-1"
    state = TableState(interlude=key)
    el = table.render(ctx(game, 0, state, w))
    buttons = el.find_all("button", data_cmd="interlude-done")
    assert len(buttons) == 1 and buttons[0].text() == w("lost_cities.next_game", game=2,
                                                         games=3)
    assert not el.find_all("ul", **{"class": "lc-hand"})  # the new deal waits
    assert not [b for b in el.find_all("button") if b.attrs.get("data-cmd") != "interlude-done"]
    finished = game.view(0)["match"]["finished"][0]
    # the final board: both players' columns as the game ended, the piles rebuilt
    assert table.final_piles(game.view(0), 1) == piles
    labels = [str(e.attrs.get("aria-label")) for e in el.walk()]
    for p, name in ((0, None), (1, "Bo")):
        for i, letter in enumerate("YBWGR"):
            column = finished["columns"][p][i]
            if column:
                assert any(table.column_math(column) in label for label in labels), (name, letter)
    text = el.text()
    assert table.game_summary(finished, NAMES, w) in text
    assert w("lost_cities.match_title", games=3) in labels
    if lang == "es":
        for t in [text, *labels]:
            assert not ENGLISH_WORDS.search(t), t
    # once anybody has moved in game 2 the pause is no longer called for
    seat = game.current_player
    assert seat is not None
    game.act(seat, game.legal_actions(seat)[0])
    assert table.interlude(game.view(None)) is None


def test_the_last_game_of_the_match_ends_on_the_final_scores() -> None:
    w = Words("en")
    game = LostCities({"players": 2, "games": 1}, 3)
    play_to_game_end(game, Rng(3))
    assert game.is_over() and table.interlude(game.view(None)) is None
    el = table.render(ctx(game, 0, TableState(interlude="lc-game-over-1"), w))
    assert not el.find_all("button", data_cmd="interlude-done")
    assert len(el.find_all("table", **{"class": "lc-scores"})) == 1


def test_the_card_just_drawn_is_marked() -> None:
    w = Words("en")
    game = LostCities({"players": 2, "start": "p1"}, 4)
    state = TableState()
    hand = game.view(0)["hand"]
    game.act(0, f"discard:{hand[0]}")
    table.render(ctx(game, 0, state, w))  # the table sees the draw phase
    before = set(game.view(0)["hand"])
    game.act(0, "draw:deck")
    drawn = (set(game.view(0)["hand"]) - before).pop()
    el = table.render(ctx(game, 0, state, w))
    fresh = el.find_all("button", data_cmd=f"select:{drawn}")[0]
    assert "is-fresh" in str(fresh.attrs["class"])
    assert fresh.attrs["aria-label"] == w("lost_cities.card_drawn",
                                          card=table.card_name(drawn, w))
    assert len([b for b in el.walk() if "is-fresh" in str(b.attrs.get("class", ""))]) == 1
    # a card taken from a pile is named by its event
    rng = Rng(4)
    while True:
        seat = game.current_player
        assert seat is not None
        takes = [a for a in game.legal_actions(seat) if a.startswith("draw:") and a != "draw:deck"]
        if takes and seat == 1:
            view = game.view(1)
            taken = view["discards"][view["colours"].index(takes[0][-1])][-1]
            game.act(1, takes[0])
            break
        game.act(seat, rng.choice(game.legal_actions(seat)))
    el = table.render(ctx(game, 1, TableState(), w))
    assert "is-fresh" in str(el.find_all("button", data_cmd=f"select:{taken}")[0].attrs["class"])
    # the other player's view marks nothing of it
    el = table.render(ctx(game, 0, TableState(), w))
    assert not [b for b in el.walk() if "is-fresh" in str(b.attrs.get("class", ""))]


def test_running_values_are_explained_on_demand() -> None:
    w = Words("en")
    game = LostCities({"players": 2, "start": "p1"}, 8)
    rng = Rng(8)
    while not any(game.view(0)["columns"][0]):
        seat = game.current_player
        assert seat is not None
        legal = game.legal_actions(seat)
        plays = [a for a in legal if a.startswith("play:")]
        game.act(seat, rng.choice(plays or legal))
    el = table.render(ctx(game, 0, TableState(), w))
    details = [d for d in el.find_all("details") if d.attrs.get("id") == "lc-explain-mine"]
    assert len(details) == 1
    view = game.view(0)
    for i, column in enumerate(view["columns"][0]):
        if column:
            assert table.column_math(column) in details[0].text()
            assert table.column_math(column).endswith(table.num(view["column_values"][0][i]))
