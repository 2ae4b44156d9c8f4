"""The conformance suite: the engine contract, checked the same way for every registered game
and the tests' pebble race (modelled on OpenSpiel's random-simulation tests).

A game gets all of it by being registered: random playouts in which, after every action,

- the action was one of the listed legal actions, and the other seats have none;
- illegal probes (near-misses of legal actions, other seats' turns, junk) raise
  :class:`IllegalAction` and leave ``to_json()`` and every view byte-identical;
- every view is strict JSON and round-trips;
- resampling what a seat cannot see (the game's own ``sample_from_view``) leaves that
  seat's view byte-identical, and the sampled game plays on;
- ``clone()`` is independent of the original;

then ``replay(to_json())`` gives identical views at every step, and the result's winners and
breakdown agree with its scores.
"""

from __future__ import annotations

import functools
import json
import os
import sys
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from expeditions.bots import bot_module
from expeditions.engine import Game, IllegalAction, replay
from expeditions.games import game_class
from expeditions.registry import game_ids
from expeditions.rng import Rng

GAME_IDS = list(game_ids())
#: Fewer playouts inside Pyodide, whose Python is about three times slower.
SEEDS = 1 if sys.platform == "emscripten" else int(os.environ.get("CONFORMANCE_SEEDS", "4"))


def configurations() -> Iterator[tuple[str, dict[str, Any]]]:
    """Every player count of every game, and each non-default choice of every option."""
    for game_id in GAME_IDS:
        cls = game_class(game_id)
        for players in range(cls.min_players, cls.max_players + 1):
            yield game_id, {"players": players}
        for spec in cls.option_specs:
            for value, _ in spec.choices:
                if value == spec.default:
                    continue
                options = {"players": cls.min_players, spec.key: value}
                try:
                    cls.normalize_options(options)
                    cls(options, 0)
                except Exception:  # noqa: BLE001 - a choice this player count cannot take
                    continue
                yield game_id, options


CONFIGS = list(configurations())


def config_id(config: tuple[str, dict[str, Any]]) -> str:
    game_id, options = config
    return game_id + "-" + "-".join(f"{k}={v}" for k, v in sorted(options.items()))


def views(game: Game[Any]) -> list[str]:
    """Every seat's view and the public one, as strict JSON text."""
    seats: list[int | None] = [*range(game.num_players), None]
    return [json.dumps(game.view(s), sort_keys=True, allow_nan=False) for s in seats]


def snapshot(game: Game[Any]) -> str:
    return json.dumps([game.to_json(), views(game)], sort_keys=True)


#: Characters that look like digits, letters or separators without being the canonical ones.
LOOKALIKES = ["١", "²", "３", "٣", "Ⅳ", " ", "\u00a0", "_", "+", "-", "0", "00", ",", "@", ":",
              "\x00", "é", "İ"]


def near_misses(action: str, rng: Rng) -> list[str]:
    """Strings one small edit away from a legal action: how a bug in a parser shows."""
    out = [action.upper(), action.lower(), action.title(), " " + action, action + " ",
           action + action, action[:-1], action * 300, action.replace(":", ": ")]
    for _ in range(6):
        i = rng.below(len(action))
        out.append(action[:i] + rng.choice(LOOKALIKES) + action[i + 1:])
        out.append(action[:i] + rng.choice(LOOKALIKES) + action[i:])
    return out


JUNK = ["", "pass ", "PASS", "play", "play:", ":", "@", "draw:", "card:@", "token:@,",
        "x" * 10_000, "9" * 10_000, "play:" + "9" * 5000, "card:N1@١", "card:N3@²",
        "token:+1@0,00", "place:PYRAMID", "place:y", "place:Yellow", "recruit:", "\udcff"]


def refuse(game: Game[Any], seat: int, action: str) -> None:
    with pytest.raises(IllegalAction) as err:
        game.act(seat, action)
    assert isinstance(err.value.code, str) and err.value.code
    json.dumps(err.value.to_json(), allow_nan=False)


def assert_refused(game: Game[Any], seat: int, *actions: str) -> None:
    """Each action is refused, and refusing them left the log and every view as they were."""
    before = snapshot(game)
    for action in actions:
        refuse(game, seat, action)
    assert snapshot(game) == before, f"refusing {[a[:40] for a in actions]} changed the game"


#: Every step of a playout gets the cheap checks; these steps also get the costly ones
#: (every probe, every seat's view resampled, a clone), since a view holds all events.
def is_checkpoint(step: int) -> bool:
    return step < 12 or step % 20 == 0


def check_step(game: Game[Any], rng: Rng, checkpoint: bool) -> str:
    """The per-step checks; returns the random legal action to take next."""
    seat = game.current_player
    assert seat is not None
    legal = game.legal_actions(seat)
    assert legal, "the player to act has no legal action"
    assert len(set(legal)) == len(legal), "an action is listed twice"
    assert [str(m) for m in game.legal_moves(seat)] == legal
    listed = set(legal)
    probes = [p for p in near_misses(rng.choice(legal), rng) + JUNK if p not in listed]
    log = game.to_json()
    for other in range(game.num_players):
        if other != seat:
            assert game.legal_actions(other) == []
            refuse(game, other, legal[0])
    for probe in probes if checkpoint else probes[:4]:
        refuse(game, seat, probe)
    assert game.to_json() == log, "a refused action changed the log"
    if checkpoint:
        assert_refused(game, seat, *probes[:2])
        check_hidden_information(game, rng, legal)
    return rng.choice(legal)


def check_hidden_information(game: Game[Any], rng: Rng, legal: list[str]) -> None:
    """Resampling what each seat cannot see keeps its view; a clone is independent."""
    cls = type(game)
    seat = game.current_player
    assert seat is not None
    for s in range(game.num_players):
        view = game.view(s)
        text = json.dumps(view, sort_keys=True, allow_nan=False)
        assert json.loads(text) == view
        sampled = cls.sample_from_view(json.loads(text), rng)
        assert json.dumps(sampled.view(s), sort_keys=True, allow_nan=False) == text, \
            f"sampling what seat {s} cannot see changed its view"
        if s == seat:
            sampled.apply(seat, sampled.parse_action(rng.choice(legal)))
    before = snapshot(game)
    twin = game.clone()
    twin.apply(seat, twin.parse_action(rng.choice(legal)))
    assert snapshot(game) == before, "playing on a clone changed the original"


def check_result(game: Game[Any]) -> None:
    result = game.result()
    assert result is not None
    n = game.num_players
    assert len(result.scores) == n and len(result.breakdown) == n
    for seat, part in enumerate(result.breakdown):
        assert part["total"] == result.scores[seat]
        assert sum(part["parts"].values()) == part["total"], f"seat {seat}'s parts"
    tiebreak = result.tiebreak or [0] * n
    alive = [p for p in range(n) if p not in result.eliminated]
    if alive:
        best = max((result.scores[p], tiebreak[p]) for p in alive)
        expected = [p for p in alive if (result.scores[p], tiebreak[p]) == best]
    else:
        expected = []
    assert result.winners == expected
    for seat in range(n):
        assert game.legal_actions(seat) == []
        refuse(game, seat, "pass")


@pytest.mark.parametrize("seed", range(SEEDS))
@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_random_playout_keeps_the_contract(config: tuple[str, dict[str, Any]],
                                           seed: int) -> None:
    game_id, options = config
    cls = game_class(game_id)
    rng = Rng(7919 * seed + len(CONFIGS))
    game = cls(options, rng.next_u64() >> 1)
    seen = {0: views(game)}  # views at the checkpoints, to compare with the replay
    legal_seen = []
    while not game.is_over():
        step = len(game.log)
        action = check_step(game, rng, is_checkpoint(step))
        seat = game.current_player
        assert seat is not None
        legal_seen.append(game.legal_actions(seat))
        game.act(seat, action)
        assert game.log[-1] == (seat, action)
        if is_checkpoint(step + 1):
            seen[step + 1] = views(game)
    check_result(game)
    seen[len(game.log)] = views(game)
    data = json.loads(json.dumps(game.to_json()))
    again = cls(data["options"], data["seed"])
    for step, (seat, action) in enumerate(data["log"]):
        if step in seen:
            assert views(again) == seen[step], f"replay differs before action {step + 1}"
        assert again.legal_actions(seat) == legal_seen[step]
        again.act(seat, action)
    assert views(again) == seen[len(game.log)]
    assert views(replay(cls, data["options"], data["seed"], data["log"])) == seen[len(game.log)]


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
