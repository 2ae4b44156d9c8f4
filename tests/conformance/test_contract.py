"""The conformance suite: the engine contract, checked the same way for every registered game
and the tests' pebble race (modelled on OpenSpiel's random-simulation tests).

The checks live in :mod:`expeditions.conformance`, shared with the soak (``python -m
expeditions soak``), which runs them on many more games. A game gets all of it by being
registered: random playouts checked as :mod:`expeditions.conformance` lists, with the
costly checks at checkpoints here (the soak runs them at every step).
"""

from __future__ import annotations

import functools
import os
import sys
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from expeditions.bots import bot_module
from expeditions.conformance import Playout, assert_refused, option_variants
from expeditions.engine import Game
from expeditions.games import game_class
from expeditions.registry import game_ids
from expeditions.rng import Rng

pytestmark = pytest.mark.fast

GAME_IDS = list(game_ids())
#: Fewer playouts inside Pyodide, whose Python is about three times slower.
SEEDS = 1 if sys.platform == "emscripten" else int(os.environ.get("CONFORMANCE_SEEDS", "4"))


def configurations() -> Iterator[tuple[str, dict[str, Any]]]:
    """Every player count of every game, and each non-default choice of every option."""
    for game_id in GAME_IDS:
        for options in option_variants(game_id):
            yield game_id, options


CONFIGS = list(configurations())


def config_id(config: tuple[str, dict[str, Any]]) -> str:
    game_id, options = config
    return game_id + "-" + "-".join(f"{k}={v}" for k, v in sorted(options.items()))


def config_param(config: tuple[str, dict[str, Any]]) -> Any:
    """A configuration as a test case: a whole Lost Cities match (three deals) is slow."""
    game_id, options = config
    whole_match = game_id == "lost-cities" and options.get("games") != 1
    return pytest.param(config, id=config_id(config),
                        marks=pytest.mark.slow if whole_match else ())


#: Every step of a playout gets the cheap checks; these steps also get the costly ones
#: (every probe, every seat's view resampled, a clone, the views kept for the replay),
#: since a view holds all events.
def is_checkpoint(step: int) -> bool:
    return step < 12 or step % 20 == 0


@pytest.mark.parametrize("seed", range(SEEDS))
@pytest.mark.parametrize("config", [config_param(c) for c in CONFIGS])
def test_random_playout_keeps_the_contract(config: tuple[str, dict[str, Any]],
                                           seed: int) -> None:
    game_id, options = config
    playout = Playout(game_class(game_id), options, Rng(7919 * seed + len(CONFIGS)),
                      full=is_checkpoint)
    game = playout.run()
    assert game.is_over() and playout.actions == len(game.log) > 0
    assert set(playout.recorded) >= {0, len(game.log)}


@functools.cache
def positions(game_id: str) -> list[Game[Any]]:
    """The start of a game and a position some way in."""
    cls = game_class(game_id)
    start = cls({"players": cls.max_players}, 11)
    later = start.clone()
    rng = Rng(3)
    for _ in range(9):
        seat = later.current_player
        if seat is None:
            break
        later.act(seat, rng.choice(later.legal_actions(seat)))
    return [start, later]


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAME_IDS)
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=st.one_of(st.text(), st.text(alphabet="0123456789١²３+-,@:abcdefgnoprstwyNSOGBWRY",
                                         max_size=14)))
def test_no_string_is_accepted_unless_listed(game_id: str, text: str) -> None:
    for game in positions(game_id):
        seat = game.current_player
        assert seat is not None
        if text in game.legal_actions(seat):
            continue
        assert_refused(game, seat, text)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_listed_action_parses_back_to_itself(game_id: str) -> None:
    for game in positions(game_id):
        seat = game.current_player
        assert seat is not None
        for action in game.legal_actions(seat):
            assert str(game.parse_action(action)) == action
            assert game.check(seat, action) is None


def bot_configs() -> Iterator[tuple[str, str]]:
    for game_id in GAME_IDS:
        for name in bot_module(game_id).BOTS:
            yield game_id, name


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "emscripten", reason="bots are timed on CPython")
@pytest.mark.parametrize(("game_id", "bot"), list(bot_configs()))
def test_bots_only_choose_listed_actions(game_id: str, bot: str) -> None:
    """A whole game with this bot in every seat: ``act`` refuses anything unlisted, so a
    bot that picks an illegal action fails here (bots have no fallback move)."""
    module = bot_module(game_id)
    params = getattr(module, "TEST_PARAMS", {}).get(bot, {})
    player = module.BOTS[bot](**params)
    cls = game_class(game_id)
    game = cls({"players": cls.min_players}, 5)
    rng = Rng(5)
    while not game.is_over():
        seat = game.current_player
        assert seat is not None
        game.act(seat, player.choose(game.view(seat), rng))
    assert game.result() is not None
