"""The shared engine protocol, exercised through the tests' tiny game."""

from __future__ import annotations

import copy
import json
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from expeditions.arena import run_arena
from expeditions.bots import make_bot
from expeditions.engine import IllegalAction, OptionsError, replay
from expeditions.games import game_class
from expeditions.rng import Rng
from tests.support.playouts import random_steps
from tests.support.testgame import PebbleRace


def play_random(seed: int, players: int = 2) -> PebbleRace:
    return random_steps(PebbleRace({"players": players}, seed), Rng(seed))


def test_registry_finds_the_test_game() -> None:
    assert game_class("pebble-race") is PebbleRace
    with pytest.raises(KeyError):
        game_class("no-such-game")


def test_options_are_checked_and_defaults_filled() -> None:
    assert PebbleRace({"players": 2}, 1).options == {"players": 2, "deck": 2}
    with pytest.raises(OptionsError):
        PebbleRace({"players": 4}, 1)
    with pytest.raises(OptionsError):
        PebbleRace({"players": 2, "colour": "red"}, 1)
    with pytest.raises(OptionsError):
        PebbleRace({"players": 2, "deck": 3}, 1)


def test_same_seed_same_game_other_seed_other_deal() -> None:
    assert PebbleRace({"players": 2}, 7).hands == PebbleRace({"players": 2}, 7).hands
    deals = {tuple(map(tuple, PebbleRace({"players": 2}, s).hands)) for s in range(20)}
    assert len(deals) > 15


def test_illegal_actions_name_the_reason_and_change_nothing() -> None:
    game = PebbleRace({"players": 2}, 3)
    before = copy.deepcopy(game.__dict__)
    missing = next(v for v in range(1, 10) if v not in game.hands[0])
    cases = [
        (1, game.legal_actions(0)[0], "not your turn"),
        (0, f"play:{missing}", "no pebble"),
        (0, "dance", "unknown action"),
    ]
    for seat, action, reason in cases:
        with pytest.raises(IllegalAction, match=reason):
            game.act(seat, action)
        assert game.__dict__ == before


def test_acting_after_the_end_is_rejected() -> None:
    game = play_random(5)
    assert game.is_over() and game.current_player is None
    assert game.legal_actions(0) == [] and game.legal_actions(1) == []
    with pytest.raises(IllegalAction, match="over"):
        game.act(0, "play:1")


def test_view_hides_other_hands_and_the_deck() -> None:
    game = PebbleRace({"players": 3}, 11)
    for seat in range(3):
        view = game.view(seat)
        assert view["hand"] == game.hands[seat]
        text = json.dumps(view)
        assert "deck" not in view or isinstance(view["deck_size"], int)
        assert str(game.deck) not in text
    public = game.view(None)
    assert public["hand"] is None and public["legal"] == []
    assert game.view(1)["legal"] == []  # not seat 1's turn
    assert game.view(0)["legal"] == game.legal_actions(0)


def test_result_has_scores_winners_and_breakdown() -> None:
    game = play_random(9)
    result = game.result()
    assert result is not None
    assert result.scores == [sum(p) for p in game.piles]
    assert set(result.winners) == {i for i, s in enumerate(result.scores)
                                   if s == max(result.scores)}
    assert json.loads(json.dumps(result.to_json()))["scores"] == result.scores


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=2**63), st.integers(min_value=2, max_value=3))
def test_json_round_trip_replays_to_the_same_state(seed: int, players: int) -> None:
    game = play_random(seed, players)
    data = json.loads(json.dumps(game.to_json()))
    again = replay(PebbleRace, data["options"], data["seed"], data["log"])
    assert again.__dict__ == game.__dict__
    # a prefix replays to a running game (this is how undo works)
    half = replay(PebbleRace, data["options"], data["seed"], data["log"][: len(game.log) // 2])
    assert len(half.log) == len(game.log) // 2


def test_difficulty_levels_make_bots_that_play_legally() -> None:
    game = PebbleRace({"players": 2}, 4)
    rng = Rng(1)
    for level in ("easy", "medium"):
        bot = make_bot("pebble-race", level)
        assert bot.choose(game.view(0), rng) in game.legal_actions(0)


@pytest.mark.skipif(sys.platform == "emscripten", reason="no processes in Pyodide")
def test_arena_in_parallel_processes_gives_the_same_figures() -> None:
    serial = run_arena("pebble-race", ["greedy", "random", "random"], 9, seed=3)
    parallel = run_arena("pebble-race", ["greedy", "random", "random"], 9, seed=3, jobs=2)
    drop = ("think_median_ms", "think_p95_ms")
    for a, b in zip(serial["entries"], parallel["entries"], strict=True):
        assert {k: v for k, v in a.items() if k not in drop} == \
            {k: v for k, v in b.items() if k not in drop}
    assert serial["entries"][0]["games"] == 9
