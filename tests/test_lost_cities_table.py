"""The Lost Cities table: the scores worked out, the pause between the games of a match,
the card just drawn, the memory aids, and the words of it all in both languages."""

from __future__ import annotations

import re
from types import ModuleType

import pytest

from expeditions.coach.memory_lost_cities import memory
from expeditions.games.lost_cities import CODES, LostCities, as_view, column_value_codes
from expeditions.rng import Rng
from expeditions.web.dom import El
from expeditions.web.i18n import LANGUAGES, Words
from expeditions.web.tables import lost_cities as table
from expeditions.web.widgets import TableContext, TableState

pytestmark = pytest.mark.fast

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
    assert table.final_piles(as_view(game.view(0)), 1) == piles
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
    # the other player's view marks nothing of it: only its own blind draw, if that is
    # still its latest action
    el = table.render(ctx(game, 0, TableState(), w))
    own = game.view(0).get("drawn")
    assert [b.attrs["data-cmd"] for b in el.walk()
            if "is-fresh" in str(b.attrs.get("class", ""))] == ([f"select:{own}"] if own else [])


def module_state(module: ModuleType) -> dict[str, str]:
    """The module's mutable globals, spelled out: what a render must leave as it found."""
    return {name: repr(value) for name, value in vars(module).items()
            if isinstance(value, (dict, list, set, bytearray))}


@pytest.mark.slow
def test_drawing_is_pure() -> None:
    """A table is drawn from its context alone: twice from the same context gives the same
    page, a fresh table state (a reloaded page) the same as one that saw the whole game, and
    no render changes the module's state (the card just drawn comes from the view)."""
    w = Words("en")
    game = LostCities({"players": 2, "games": 1, "start": "p1"}, 21)
    kept = {0: TableState(), 1: TableState()}
    before = module_state(table)
    rng = Rng(21)
    marked = 0
    while not game.is_over():
        for viewer, state in kept.items():
            html = table.render(ctx(game, viewer, state, w)).to_html()
            assert table.render(ctx(game, viewer, state, w)).to_html() == html
            assert table.render(ctx(game, viewer, TableState(), w)).to_html() == html
            marked += "is-fresh" in html
        seat = game.current_player
        assert seat is not None
        game.act(seat, rng.choice(game.legal_actions(seat)))
    assert marked > 20  # the mark was drawn, from the views alone
    assert module_state(table) == before


def test_the_view_names_the_card_drawn_blind() -> None:
    """``drawn``: the seat's own blind draw, while it is the seat's latest action in the
    game; never in the other seat's view or the public one, and gone once it plays."""
    game = LostCities({"players": 2, "games": 1, "start": "p1"}, 4)
    game.act(0, f"discard:{game.view(0)['hand'][0]}")
    before = set(game.view(0)["hand"])
    assert "drawn" not in game.view(0)
    game.act(0, "draw:deck")
    (card,) = set(game.view(0)["hand"]) - before
    assert game.view(0)["drawn"] == card
    assert "drawn" not in game.view(1) and "drawn" not in game.view(None)
    game.act(1, game.legal_actions(1)[0])
    assert game.view(0)["drawn"] == card  # the opponent's turn does not change it
    game.act(1, "draw:deck")
    game.act(0, f"discard:{card}")
    assert "drawn" not in game.view(0)


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


def game_with_a_known_card(seed: int) -> LostCities:
    """A game where Bo (seat 1) has taken a card from a discard pile and still holds it,
    after a few turns of random play; Ana (seat 0) to play."""
    game = LostCities({"players": 2, "games": 1, "start": "p1"}, seed)
    rng = Rng(seed)
    for _ in range(6):
        seat = game.current_player
        assert seat is not None
        game.act(seat, rng.choice([a for a in game.legal_actions(seat) if a != "draw:deck"]
                                  or game.legal_actions(seat)))
    while not (game.core.known[1] and game.current_player == 0 and
               game.view(0)["phase"] == "play"):
        seat = game.current_player
        assert seat is not None
        legal = game.legal_actions(seat)
        takes = [a for a in legal if a.startswith("draw:") and a != "draw:deck"]
        plays = [a for a in legal if a.startswith("discard:")]
        game.act(seat, (takes if seat == 1 and takes else plays or legal)[0])
    return game


def texts_of(el: El) -> list[str]:
    out = [str(e.attrs[k]) for e in el.walk() for k in ("aria-label", "title")
           if isinstance(e.attrs.get(k), str)]
    return out + [c.strip() for e in el.walk() for c in e.children
                  if isinstance(c, str) and c.strip()]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_memory_aids_show_what_the_seat_has_seen(lang: str) -> None:
    w = Words(lang)
    game = game_with_a_known_card(6)
    view = game.view(0)
    mem = memory(as_view(view))
    assert mem is not None and mem.opponent_known and any(mem.piles)
    el = table.render(ctx(game, 0, TableState(), w))
    panel = el.find_all("section", **{"class": "lc-memory"})
    assert len(panel) == 1 and panel[0].attrs["aria-label"] == w("lost_cities.memory.title")
    # the turns left, in a line
    turns = panel[0].find_all("p", **{"class": "lc-turns"})[0].text()
    assert turns == w("lost_cities.memory.turns_now", count=mem.my_draws)
    assert mem.my_draws == (view["deck_size"] + 1) // 2
    # the unseen cards, a row a colour, behind a named disclosure
    unseen = [d for d in el.find_all("details") if d.attrs.get("id") == "lc-aid-unseen"][0]
    assert unseen.find_all("summary")[0].text() == w("lost_cities.memory.unseen",
                                                     count=mem.unseen_count)
    rows = unseen.find_all("tbody")[0].find_all("tr")
    assert len(rows) == len(view["colours"])
    for row, colour in zip(rows, mem.unseen, strict=True):
        cells = row.find_all("td")
        assert table.colour_name(colour.letter, w) in row.find_all("th")[0].text()
        assert cells[0].text() == (" ".join(map(str, colour.values))
                                   or w("lost_cities.memory.no_numbers"))
        assert cells[1].text() == str(colour.wagers)
    # nothing in the viewer's hand, on the table or known in Bo's hand counts as unseen
    shown = set(view["hand"]) | set(view["known_hands"][1]) | \
        {c for p in view["discards"] for c in p} | \
        {c for cols in view["columns"] for col in cols for c in col}
    assert mem.unseen_count == len(view["colours"]) * 12 - len(shown)
    # Bo's known cards under his columns, each a card with its name
    known = el.find_all("div", **{"class": "lc-known"})
    assert len(known) == 1
    names = [str(c.attrs["aria-label"]) for c in known[0].walk() if c.attrs.get("role") == "img"]
    assert names == [table.card_name(c, w) for c in view["known_hands"][1]]
    assert w("lost_cities.memory.known", name="Bo") in known[0].text()
    # every discard pile in full, oldest first, each list named by its pile
    piles = [d for d in el.find_all("details") if d.attrs.get("id") == "lc-aid-piles"][0]
    lists = piles.find_all("ol")
    assert [[str(c.attrs["aria-label"]) for c in ol.walk() if c.attrs.get("role") == "img"]
            for ol in lists] == [[table.card_name(c, w) for c in p] for p in view["discards"]
                                 if p]
    ids = {str(e.attrs["id"]) for e in piles.walk() if "id" in e.attrs}
    assert all(ol.attrs["aria-labelledby"] in ids for ol in lists)
    if lang == "es":
        for text in texts_of(panel[0]) + texts_of(known[0]):
            assert not ENGLISH_WORDS.search(text), text


def test_the_aids_follow_the_turn_and_only_the_seat_on_screen_gets_them() -> None:
    w = Words("en")
    game = game_with_a_known_card(9)
    # Bo's view, not Bo's turn: his draws left, not counting a turn of his now
    el = table.render(ctx(game, 1, TableState(), w))
    mem = memory(as_view(game.view(1)))
    assert mem is not None and not mem.my_turn
    turns = el.find_all("p", **{"class": "lc-turns"})[0].text()
    assert turns == w("lost_cities.memory.turns", count=game.view(1)["deck_size"] // 2)
    assert not el.find_all("div", **{"class": "lc-known"})  # Ana took nothing
    # a spectator's (or a hot-seat curtain's) view shows no memory aid
    el = table.render(ctx(game, None, TableState(), w))
    assert not el.find_all("section", **{"class": "lc-memory"})
    assert not el.find_all("div", **{"class": "lc-known"})
    # nor does a finished match
    rng = Rng(9)
    while not game.is_over():
        seat = game.current_player
        assert seat is not None
        game.act(seat, rng.choice(game.legal_actions(seat)))
    el = table.render(ctx(game, 0, TableState(), w))
    assert not el.find_all("section", **{"class": "lc-memory"})


def test_an_empty_discard_pile_list_says_so() -> None:
    w = Words("es")
    game = LostCities({"players": 2, "games": 1}, 1)
    el = table.render(ctx(game, 0, TableState(), w))
    piles = [d for d in el.find_all("details") if d.attrs.get("id") == "lc-aid-piles"][0]
    assert not piles.find_all("ol")
    assert w("lost_cities.memory.piles_empty") in piles.text()
    assert piles.find_all("summary")[0].text() == w("lost_cities.memory.piles_none")
