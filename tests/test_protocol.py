"""The shared engine protocol, exercised through the tests' tiny game."""

from __future__ import annotations

import json
import sys

import pytest

from expeditions.arena import run_arena
from expeditions.bots import make_bot
from expeditions.engine import IllegalAction, OptionsError, ReplayError, ascii_int, replay
from expeditions.games import game_class
from expeditions.rng import Rng
from tests.support.playouts import random_steps
from tests.support.testgame import PebbleRace, Play

pytestmark = pytest.mark.fast


def play_random(seed: int, players: int = 2) -> PebbleRace:
    return random_steps(PebbleRace({"players": players}, seed), Rng(seed))


def test_registry_finds_the_test_game() -> None:
    assert game_class("pebble-race") is PebbleRace
    with pytest.raises(KeyError):
        game_class("no-such-game")


def test_options_are_checked_and_defaults_filled() -> None:
    assert PebbleRace({"players": 2}, 1).options == {"players": 2, "deck": 2}
    cases: list[tuple[dict[str, object], str]] = [
        ({"players": 4}, "player_count"), ({}, "players_missing"),
        ({"players": 2, "colour": "red"}, "unknown_option"),
        ({"players": 2, "deck": 3}, "bad_option_value")]
    for options, code in cases:
        with pytest.raises(OptionsError) as err:
            PebbleRace(options, 1)
        assert err.value.code == code


def test_same_seed_same_game_other_seed_other_deal() -> None:
    assert PebbleRace({"players": 2}, 7).hands == PebbleRace({"players": 2}, 7).hands
    deals = {tuple(map(tuple, PebbleRace({"players": 2}, s).hands)) for s in range(20)}
    assert len(deals) > 15


def test_refusals_carry_a_code_parameters_and_an_english_default() -> None:
    game = PebbleRace({"players": 2}, 3)
    missing = next(v for v in range(1, 10) if v not in game.hands[0])
    cases = [
        (1, game.legal_actions(0)[0], "not_your_turn", {"player": 0}, "not your turn"),
        (0, f"play:{missing}", "no_such_pebble", {"value": missing}, "no pebble"),
        (0, "dance", "unknown_action", {"action": "dance"}, "unknown action"),
        (0, "play:03", "unknown_action", {"action": "play:03"}, "unknown action"),
    ]
    for seat, action, code, params, words in cases:
        with pytest.raises(IllegalAction, match=words) as err:
            game.act(seat, action)
        assert (err.value.code, err.value.params) == (code, params)
        assert err.value.to_json() == {"code": code, "params": params}


def test_after_the_end_every_action_is_refused_as_game_over() -> None:
    game = play_random(5)
    assert game.is_over() and game.current_player is None
    with pytest.raises(IllegalAction) as err:
        game.act(0, "play:1")
    assert err.value.code == "game_over"


def test_ascii_int_takes_plain_digits_only() -> None:
    assert [ascii_int(t) for t in ("7", "-3", "+2", "0")] == [7, -3, 2, 0]
    for text in ("", "١", "²", "３", " 3", "1_0", "3.0", "--1", "9" * 10_000):
        assert ascii_int(text) is None


def test_parse_keeps_only_the_canonical_spelling() -> None:
    assert Play.parse("play:7") == Play(7)
    assert Play.decode("play:+7") == Play(7)  # decoding may be lenient ...
    for text in ("play:+7", "play:07", "Play:7", "play:7 ", 7, None, "play:" + "7" * 100):
        with pytest.raises(IllegalAction):  # ... parsing is not
            Play.parse(text)


def test_a_bad_replay_names_the_move_and_the_engine_reason() -> None:
    game = play_random(2)
    log = [list(e) for e in game.log]
    log[3][1] = "play:42"
    with pytest.raises(ReplayError) as err:
        replay(PebbleRace, game.options, game.seed, log)
    assert err.value.code == "illegal_move" and err.value.params["move"] == 4
    assert err.value.params["reason"]["code"] == "no_such_pebble"
    with pytest.raises(ReplayError) as err:
        replay(PebbleRace, game.options, game.seed, [["x"]])
    assert err.value.code == "not_a_move"


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
