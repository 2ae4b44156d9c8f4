"""The Curios table's memory aids: the clues panel counts each site's gems left and shows the
pawn majority race (on demand, in a disclosure), worded in both languages, only for the seat
on screen; the rules' figure of the clues keeps to the clues."""

from __future__ import annotations

from typing import Any

import pytest

from expeditions.coach.memory_curios import memory
from expeditions.games import curios as C
from expeditions.games.curios import Curios
from expeditions.rng import Rng
from expeditions.saves import Seat
from expeditions.session import Session
from expeditions.web import table_screen
from expeditions.web.dom import El
from expeditions.web.i18n import LANGUAGES, Words
from expeditions.web.tables import curios as table
from expeditions.web.widgets import TableContext, TableState
from tests.test_languages import assert_spanish, read_texts

pytestmark = pytest.mark.fast

NAMES = ["Ana", "Ben", "Cy", "Dee", "Eli"]
EN, ES = Words("en"), Words("es")


def draw(game: Curios, seat: int | None, w: Words) -> El:
    """The table for ``seat``'s view; drawing it changes nothing."""
    view = game.view(seat)
    before = repr(view)
    tree = table.render(TableContext(view, NAMES[: game.num_players], TableState(),
                                     lambda action: None, w))
    assert repr(view) == before, "drawing the table changed its view"
    return tree


def one(tree: El, tag: str, **attrs: Any) -> El:
    found = tree.find_all(tag, **attrs)
    assert len(found) == 1, (tag, attrs, len(found))
    return found[0]


def clues(tree: El) -> El | None:
    found = [el for el in tree.walk() if "cu-clues" in str(el.attrs.get("class", ""))]
    return found[0] if found else None


def mid_search(players: int, seed: int, min_pawns: int = 4) -> Curios:
    """A random game stopped in a search with pawns on at least two sites."""
    game = Curios({"players": players}, seed)
    rng = Rng(seed)
    while True:
        seat = game.current_player
        assert seat is not None, "the game ended before the state was reached"
        if game.phase == C.SEARCH and sum(1 for s in range(4) if any(game.pawns_at(s))) >= 2 \
                and sum(map(sum, (game.pawns_at(s) for s in range(4)))) >= min_pawns:
            return game
        game.act(seat, rng.choice(game.legal_actions(seat)))


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (5, 3)])
def test_the_clues_count_gems_left_and_show_the_race(lang: str, players: int,
                                                     seed: int) -> None:
    w = Words(lang)
    game = mid_search(players, seed)
    seat = game.current_player
    assert seat is not None
    panel = clues(draw(game, seat, w))
    assert panel is not None
    rows = panel.find_all("th", scope="row")
    assert [r.text().endswith(w("curios.memory.gems_left", count=game.gems_left[s],
                                start=C.GEMS_PER_SITE[players]))
            for s, r in enumerate(rows)] == [True] * 4
    assert w("curios.memory.empty_sites", empty=game.empty_sites(),
             needed=C.EMPTY_SITES_TO_END) in panel.text()
    details = one(panel, "details", id="cu-race")
    assert "open" not in details.attrs  # on demand
    assert one(details, "summary").text() == w("curios.memory.race")
    lines = [li for li in details.walk() if li.tag == "li"
             and str(li.attrs.get("class", "")).startswith("g-")]
    assert len(lines) == 4
    names = NAMES[:players]
    for s, line in enumerate(lines):
        counts = game.pawns_at(s)
        text = line.text()
        assert table.site_name(C.SITES[s], w) in text
        leader = C.majority(counts)
        if leader is not None:
            others = [c for p, c in enumerate(counts) if p != leader]
            assert w("curios.memory.leads", name=names[leader],
                     count=counts[leader] - max(others)) in text
        elif any(counts):
            assert w("curios.memory.tied", count=max(counts), names=w.join(
                [names[p] for p, c in enumerate(counts) if c == max(counts)])) in text
        else:
            assert w("curios.memory.nobody") in text
        for p, c in enumerate(counts):
            pawns = w("curios.memory.pawns", name=names[p], count=c)
            assert (pawns in text) == (c > 0)
        assert (w("curios.memory.no_bonus_gem") in text) == (game.gems_left[s] == 0)


def test_the_race_rests_between_searches_and_the_table_says_so() -> None:
    game = Curios({"players": 3}, 4)
    rng = Rng(4)
    while game.phase != C.RECRUIT:
        seat = game.current_player
        assert seat is not None
        game.act(seat, rng.choice(game.legal_actions(seat)))
    seat = game.current_player
    assert seat is not None
    for w in (EN, ES):
        panel = clues(draw(game, seat, w))
        assert panel is not None
        details = one(panel, "details", id="cu-race")
        assert w("curios.memory.race_idle") in details.text()
        assert not details.find_all("ul")


def test_only_the_seat_on_screen_gets_the_aids() -> None:
    """The public view (a spectator, the curtain, an animation) shows no clues and no race;
    with two people at one device the curtain hides them until its player is ready."""
    game = mid_search(3, 5)
    assert clues(draw(game, None, EN)) is None
    assert not draw(game, None, EN).find_all("details")
    session = Session.new("curios", {}, [Seat("Ana"), Seat("Ben"), Seat("", "computer")],
                          5, "t", None, lambda: 0)
    rng = Rng(5)
    while session.is_bot_turn():
        seat = session.game.current_player
        assert seat is not None
        session.act(seat, rng.choice(session.game.legal_actions(seat)))
    assert session.curtain_for is not None
    screen = table_screen.game_screen(session, TableState(), EN)
    assert clues(screen) is None and not screen.find_all("details", id="cu-race")
    session.ready()
    screen = table_screen.game_screen(session, TableState(), EN)
    assert clues(screen) is not None and screen.find_all("details", id="cu-race")


def test_the_rules_figure_of_the_clues_has_no_aids() -> None:
    view = Curios({"players": 3}, 1).view(0)
    panel = table.clues_panel(view, EN)
    assert not panel.find_all("details") and "cu-left" not in panel.to_html()


def test_the_aids_speak_each_language_through_a_whole_game() -> None:
    """Every text of the clues panel, at every turn of a 4-player game, in Spanish has no
    English; and every aid message was drawn at least once."""
    game = Curios({"players": 4}, 9)
    rng = Rng(9)
    texts: dict[str, set[str]] = {"en": set(), "es": set()}
    drawn: set[str] = set()
    while not game.is_over():
        seat = game.current_player
        assert seat is not None
        for w in (EN, ES):
            panel = clues(draw(game, seat, w))
            assert panel is not None
            texts[w.lang].update(read_texts(panel))
        aids = memory(C.as_view(game.view(seat)))
        drawn.add("searching" if aids.searching else "idle")
        for site in aids.sites:
            drawn.add("leader" if site.leader is not None else "tied" if site.tied
                      else "nobody")
            if not site.bonus_left:
                drawn.add("no gem")
        game.act(seat, rng.choice(game.legal_actions(seat)))
    assert drawn == {"searching", "idle", "leader", "tied", "nobody", "no gem"}
    assert_spanish(texts["es"], "curios clues")
    assert texts["en"] != texts["es"]
