"""Lost Cities computer players: legal moves from views only, no peeking, determinism."""

from __future__ import annotations

import copy

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from expeditions.arena import run_arena
from expeditions.bots import lost_cities as lcb
from expeditions.bots import make_bot
from expeditions.games import lost_cities as lc
from expeditions.games.lost_cities import LostCities
from expeditions.rng import Rng
from tests.support.playouts import random_steps

FAST_SEARCH = {"iterations": 3, "time_limit": 60.0, "width": 3}


def advance(game: LostCities, steps: int, rng: Rng) -> None:
    random_steps(game, rng, steps)


def bots() -> list[tuple[str, dict[str, object]]]:
    return [("random", {}), ("heuristic", {}), ("heuristic", {"noise": 0.5}),
            ("search", FAST_SEARCH), ("easy", {}), ("medium", {})]


@settings(max_examples=15, deadline=None)
@given(st.integers(min_value=0, max_value=2**63), st.integers(min_value=0, max_value=90),
       st.sampled_from([5, 6]))
def test_every_bot_plays_legally_from_its_view(seed: int, steps: int, colours: int) -> None:
    game = LostCities({"players": 2, "colours": colours, "games": 1}, seed)
    advance(game, steps, Rng(seed))
    if game.is_over():
        return
    seat = game.current_player
    assert seat is not None
    view = game.view(seat)
    for name, params in bots():
        action = make_bot("lost-cities", name, **params).choose(view, Rng(seed))
        assert action in view["legal"], (name, action)


def hide_differently(game: LostCities, seat: int, rng: Rng) -> LostCities:
    """A copy of ``game`` where what ``seat`` cannot see differs: the opponent's cards that
    are not publicly known are swapped with draw-pile cards, and the draw pile reshuffled."""
    other = copy.deepcopy(game)
    core = other.core
    opp = 1 - seat
    hidden = [c for c in core.hands[opp] if c not in core.known[opp]]
    pool = hidden + core.deck
    lc.shuffle(pool, rng)
    core.hands[opp] = [c for c in core.hands[opp] if c in core.known[opp]] + pool[: len(hidden)]
    core.deck = pool[len(hidden):]
    return other


@pytest.mark.parametrize("seed", [3, 8])
@pytest.mark.parametrize("steps", [0, 1, 40, 61])
def test_bots_cannot_peek(seed: int, steps: int) -> None:
    game = LostCities({"players": 2, "games": 1}, seed)
    advance(game, steps, Rng(seed))
    seat = game.current_player
    assert seat is not None
    twin = hide_differently(game, seat, Rng(seed + 99))
    assert twin.core.hands[1 - seat] != game.core.hands[1 - seat] or twin.core.deck != \
        game.core.deck
    view, twin_view = game.view(seat), twin.view(seat)
    assert view == twin_view
    for name, params in bots():
        a = make_bot("lost-cities", name, **params).choose(view, Rng(seed))
        b = make_bot("lost-cities", name, **params).choose(twin_view, Rng(seed))
        assert a == b, name


def test_search_with_an_iteration_budget_is_deterministic() -> None:
    game = LostCities({"players": 2, "games": 1}, 21)
    advance(game, 30, Rng(2))
    seat = game.current_player
    assert seat is not None
    view = game.view(seat)
    bot = lcb.SearchBot(iterations=4, time_limit=60.0)
    assert bot.choose(view, Rng(5)) == bot.choose(view, Rng(5))


def test_levels() -> None:
    assert set(lcb.LEVELS) == {"easy", "medium", "hard"}
    assert set(lcb.BOTS) >= {"random", "heuristic", "search"}
    assert lcb.LEVELS["hard"][0] == "search"
    assert lcb.LEVELS["hard"][1]["time_limit"] <= 0.5


def test_heuristic_keeps_to_the_obvious() -> None:
    game = LostCities({"players": 2, "games": 1, "start": "p1"}, 1)
    core = game.core
    hand = ["Y2", "Y3", "Y4", "Y6", "Y8", "Y9", "Y10", "BW1"]
    core.hands[0] = [lc.CARD_OF[c] for c in hand]
    used = set(core.hands[0])
    core.hands[1] = [c for c in range(60) if c not in used][:8]
    core.deck = [c for c in range(60) if c not in used and c not in core.hands[1]]
    # a strong yellow hand: open yellow with its lowest card
    action = make_bot("lost-cities", "heuristic").choose(game.view(0), Rng(1))
    assert action == "play:Y2"


def test_heuristic_beats_random_and_finishes_against_itself() -> None:
    report = run_arena("lost-cities", ["heuristic", "random"], 8, seed=4,
                       options={"games": 1})
    heur = report["entries"][0]
    assert heur["win_rate"] >= 7 / 8 and heur["mean_margin"] > 30
    mirror = run_arena("lost-cities", ["heuristic", "heuristic"], 6, seed=4,
                       options={"games": 1}, max_actions=1000)
    assert mirror["capped"] == 0


@settings(max_examples=10, deadline=None)
@given(st.integers(min_value=0, max_value=2**63), st.sampled_from([5, 6]))
def test_heuristic_playout_always_ends(seed: int, colours: int) -> None:
    rng = Rng(seed)
    core = lc.Core.deal(colours, rng, seed & 1)
    lcb.heuristic_playout(core, rng, epsilon=0.3)
    assert core.over and not core.deck
    assert [len(h) for h in core.hands] == [8, 8]
