"""Curiosity computer players: legal play, no peeking at hidden information, levels, the
token reader, and the decisions they made before the engine contract (unchanged)."""

from __future__ import annotations

import pytest

from expeditions.bots import curiosity as bots
from expeditions.bots import make_bot
from expeditions.games import curiosity as cur
from expeditions.games.curiosity import (
    Curiosity,
    CuriosityMove,
    PlaceToken,
    PlayCard,
    as_view,
)
from expeditions.rng import Rng
from tests.support.playouts import random_steps
from tests.test_curiosity import _twin_with_other_secrets, fresh, set_panel

pytestmark = pytest.mark.fast

QUICK_SEARCH = bots.TEST_PARAMS["search"]


def advance(game: Curiosity, steps: int, seed: int) -> None:
    random_steps(game, Rng(seed), steps)


def test_levels_and_registry() -> None:
    assert set(bots.LEVELS) == {"easy", "medium", "hard"}
    assert bots.LEVELS["hard"][0] == "search" and bots.LEVELS["medium"][0] == "heuristic"
    assert bots.LEVELS["easy"][0] == "fast"  # a beginner's rules, not random moves
    for level in ("easy", "medium", "hard"):
        assert make_bot("curiosity", level) is not None
    assert {"random", "heuristic", "search"} <= set(bots.BOTS)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_heuristic_plays_whole_games_legally(players: int) -> None:
    game = Curiosity({"players": players}, 40 + players)
    bot = make_bot("curiosity", "heuristic")
    rng = Rng(players)
    while not game.is_over():
        seat = game.current_player
        assert seat is not None
        view = game.view(seat)
        action = bot.choose(view, rng)
        assert action in view["legal"]
        game.act(seat, action)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_search_and_fast_choose_legal_actions(players: int) -> None:
    for steps in (0, 9, 23):
        game = Curiosity({"players": players}, 7 * players + steps)
        advance(game, steps, steps)
        seat = game.current_player
        assert seat is not None
        view = game.view(seat)
        for name, params in (("search", QUICK_SEARCH), ("fast", {}), ("random", {})):
            assert make_bot("curiosity", name, **params).choose(view, Rng(3)) in view["legal"]


@pytest.mark.parametrize("players,steps", [(2, 5), (3, 17), (4, 30), (3, 40)])
def test_bots_cannot_peek_at_hidden_information(players: int, steps: int) -> None:
    game = Curiosity({"players": players}, 100 + steps)
    advance(game, steps, steps)
    seat = game.current_player
    assert seat is not None
    twin = _twin_with_other_secrets(game, seat, Rng(steps))
    # the hidden information really differs …
    others = [q for q in range(players) if q != seat]
    assert (any(twin.hands[q] != game.hands[q] for q in others)
            or twin.unused != game.unused or twin.board != game.board)
    # … but the bot's view, and so its decision, do not
    view, twin_view = game.view(seat), twin.view(seat)
    assert view == twin_view
    for name, params in (("heuristic", {}), ("search", QUICK_SEARCH), ("fast", {})):
        bot = make_bot("curiosity", name, **params)
        assert bot.choose(view, Rng(5)) == bot.choose(twin_view, Rng(5))


def test_same_view_and_seed_give_the_same_decision() -> None:
    game = Curiosity({"players": 3}, 77)
    advance(game, 12, 1)
    seat = game.current_player
    assert seat is not None
    view = game.view(seat)
    bot = make_bot("curiosity", "search", **QUICK_SEARCH)
    assert bot.choose(view, Rng(9)) == bot.choose(view, Rng(9))


def test_heuristic_keeps_the_404_while_it_can_play_cards() -> None:
    game = fresh(2)
    game.round = 3
    game.supply = [[[], [], [cur.ERROR_404]], [[], [], [2]]]
    set_panel(game, {1: ["N1", "N2"]})
    game.hands = [["S1", "G2"], ["O1", "O2", "S2"]]
    game.unused = []
    game.turn_seat = 0
    action = bots.HeuristicBot().choose(game.view(0), Rng(1))
    assert isinstance(CuriosityMove.parse(action), PlayCard)
    # with no card left it must place it: off every possible route if it can
    game.hands[0] = []
    game.hands[1] = []
    set_panel(game, {1: ["N1", "N2", "N3"], 2: ["G1", "G2", "G3"]})
    game.hands[1] = ["S1"]
    view = game.view(0)
    move = CuriosityMove.parse(bots.HeuristicBot().choose(view, Rng(1)))
    assert isinstance(move, PlaceToken) and move.value == cur.ERROR_404
    square = move.square
    # the route is north 3 then east 3 now, and may get a south leg: stay off all of them
    for legs in ([("N", 3), ("G", 3)], [("N", 3), ("G", 3), ("S", 1)]):
        assert square not in cur.compute_route(5, game.rover, legs)


def test_heuristic_puts_a_positive_token_on_a_certain_route() -> None:
    game = fresh(2)
    set_panel(game, {1: ["N1", "N2", "N3"], 2: ["G1", "G2", "G3"], 3: ["S1", "S2", "S3"]})
    game.supply[0][0] = [2]
    game.hands = [[], ["O1"]]
    game.unused = []
    game.turn_seat = 0
    move = CuriosityMove.parse(bots.HeuristicBot().choose(game.view(0), Rng(2)))
    assert isinstance(move, PlaceToken)
    square = move.square
    # O1 may still be played (west 1); the squares before it are sure
    assert square in cur.compute_route(5, game.rover, [("N", 3), ("G", 3), ("S", 3)])


def test_futures_respect_the_panel() -> None:
    game = fresh(3)
    advance(game, 20, 4)
    seat = game.current_player
    assert seat is not None
    futures = bots.Futures(game, seat, Rng(1), 10)
    for legs in futures.legs():
        kinds = [k for k, _ in legs]
        assert len(kinds) == len(set(kinds)) <= 4
        for i, kind in enumerate(game.panel_type):
            if kind is not None and game.pile_complete(i):
                assert (kind, cur.card_value(game.panel_up[i][-1])) in legs


def _reading_game(square: tuple[int, int]) -> Curiosity:
    """3 players; the North pile is complete (the route surely goes north 3 from the
    centre, then east 2); Player 2 then places one token on ``square``."""
    game = fresh(3)
    set_panel(game, {1: ["N1", "N2", "N4", "N3"]})
    game.hands = [["G2", "G3", "O1", "S5", "0"], ["S1", "S2", "O2", "O3", "G4"],
                  ["S3", "S4", "O4", "O5", "G5"]]
    game.unused = ["N5", "G1", "0"]
    game.turn_seat = 0
    game.act(0, "card:G2@2")
    assert game.current_player == 1
    game.act(1, f"token:+1@{square[0]},{square[1]}")
    return game


def test_reader_reads_a_token_on_a_sure_route_square_as_positive() -> None:
    sure = (3, 1)  # north 3 from (3,3) passes (3,2), (3,1), (3,0)
    readings = {}
    for square in (sure, (5, 5)):
        game = _reading_game(square)
        assert game.current_player == 2
        view = as_view(game.view(2))
        reader = bots.TokenReader(view, Curiosity.sample_from_view(view, Rng(1)), 2, Rng(2))
        readings[square] = reader.expected[square]
    # Player 2's round-1 tokens are +1, +2, −1, −2 (public mean 0)
    assert readings[sure] > 1.0
    assert readings[sure] > readings[(5, 5)] + 1.0


def test_placement_history_rebuilds_the_panel_of_the_moment() -> None:
    game = _reading_game((3, 1))
    game.act(2, "token:-1@0,6")
    history = bots.placement_history(as_view(game.view(0)))
    assert [history[sq][0] for sq in ((3, 1), (0, 6))] == [0, 1]
    types, ups, in_hands = history[(3, 1)][1]
    assert types[0] == "N" and ups[0] == ["N1", "N2", "N4", "N3"]
    # Player 1's G2 was played before the token
    assert ups[1] == ["G2"] and in_hands == 14


def test_reader_samples_keep_each_players_tokens() -> None:
    game = _reading_game((3, 1))
    view = as_view(game.view(2))
    g0 = Curiosity.sample_from_view(view, Rng(1))
    reader = bots.TokenReader(view, g0, 2, Rng(2))
    positive = 0
    for i in range(40):
        sample = Curiosity.sample_from_view(view, Rng(10 + i))
        reader.sample(sample, Rng(i))
        placed = [t[2] for t in sample.board.values() if t[0] == 1]
        assert sorted(placed + sample.supply[1][0]) == [-2, -1, 1, 2]
        positive += sample.board[(3, 1)][2] > 0
    assert positive >= 30


def test_placement_history_reads_the_events_of_the_last_window() -> None:
    game = _reading_game((3, 1))
    game.act(2, "token:-1@0,6")
    view = as_view(game.view(0))
    assert set(bots.placement_history(view)) == {(3, 1), (0, 6)}
    # the reader reads the newest events only: a token placed before them is not read
    assert set(bots.placement_history(view, window=1)) == {(0, 6)}


#: Decisions of the bots before the engine contract (recorded on the previous modules):
#: game index, step, bot, action; the positions come from :func:`driven_position`.
RECORDED = [
    (0, 18, "search", "card:G1@1"), (0, 36, "search", "token:+1@2,0"),
    (0, 54, "search", "token:+3@4,0"), (1, 20, "search", "card:0@1"),
    (1, 56, "search", "card:G5@2"), (1, 74, "search", "token:-3@3,6"),
    (2, 32, "search", "card:S3@1"), (2, 50, "search", "token:+2@5,1"),
    (0, 20, "heuristic", "card:G4@1"), (0, 40, "heuristic", "card:0@2"),
    (0, 60, "heuristic", "token:+3@4,0"), (1, 10, "heuristic", "token:-2@0,0"),
    (1, 50, "heuristic", "card:G5@2"), (1, 90, "heuristic", "card:N2@2"),
    (0, 20, "fast", "card:G4@1"), (0, 40, "fast", "card:O1@4"), (0, 60, "fast", "token:-3@3,2"),
    (1, 10, "fast", "card:S5@1"), (1, 50, "fast", "card:O1@1"), (1, 90, "fast", "card:G5@1"),
]


def driven_position(index: int, steps: int) -> Curiosity:
    """Game ``index`` (2–4 players) after ``steps`` random legal actions."""
    game = Curiosity({"players": 2 + index % 3}, 1000 + index)
    rng = Rng(index)
    for _ in range(steps):
        seat = game.current_player
        assert seat is not None
        legal = game.legal_actions(seat)
        game.act(seat, legal[rng.below(len(legal))])
    return game


@pytest.mark.parametrize(("index", "steps", "bot", "action"), RECORDED)
def test_the_bots_decide_as_before(index: int, steps: int, bot: str, action: str) -> None:
    game = driven_position(index, steps)
    seat = game.current_player
    assert seat is not None
    assert make_bot("curiosity", bot).choose(game.view(seat), Rng(steps * 7 + index)) == action


@pytest.mark.slow
def test_the_clock_does_not_change_how_much_the_prior_weighs() -> None:
    """A Hard decision that the clock stops after one determinization weighs the
    heuristic's prior against that one rollout exactly as a decision given one
    determinization does: the prior counts once per determinization played, not once per
    determinization the cap would have allowed (the app's Hard plays against the clock, the
    arena's browser budget counts samples)."""
    compared = 0
    for index in range(12):
        game = Curiosity({"players": 3}, 900 + index)
        bot = make_bot("curiosity", "medium")
        rng = Rng(index)
        view = game.view(0)
        while not game.is_over():
            seat = game.current_player
            assert seat is not None
            view = game.view(seat)
            if seat == 0 and sum(int(k) for k in view["hand_sizes"]) <= 12:
                break
            game.act(seat, bot.choose(view, rng))
        if game.is_over() or len(view["legal"]) < 2:
            continue
        counted = bots.SearchBot(determinizations=1, time_limit=None)
        clocked = bots.SearchBot(determinizations=60, time_limit=0.0)
        by_count = counted.rank(view, Rng(7))
        by_clock = clocked.rank(view, Rng(7))
        assert clocked.last_samples == counted.last_samples == 1
        assert by_clock == by_count
        compared += 1
    assert compared >= 6
