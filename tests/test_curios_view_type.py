"""Curios' views and their type: every view the game gives (each seat's and the public one,
all through random games at every player count) has exactly the keys of :class:`CuriosView`,
every site, column, player and bonus exactly its own type's, every number, card and flag
the type says, the phase and the bonus reasons one of their names. The bots, the table and
the coach read views through that type; this is what keeps it true."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

import pytest

from expeditions.engine import BaseView, view_keys
from expeditions.games.curios import Curios, CuriosView, as_view
from expeditions.rng import Rng
from tests.support.view_types import view_errors

pytestmark = pytest.mark.fast


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_view_of_random_games_matches_the_view_type(players: int) -> None:
    keys = view_keys(CuriosView)
    checked = 0
    seen: set[str] = set()  # the shapes the games went through
    for seed in range(6):
        game = Curios({"players": players}, 40 + 10 * players + seed)
        rng = Rng(seed)
        while True:
            for seat in [*range(players), None]:
                view = game.view(seat)
                assert set(view) == keys, (seat, set(view) ^ keys)
                assert view_errors(view, CuriosView) == [], seat
                checked += 1
            public = game.view(None)
            seen.add(public["phase"])
            seen.update(b["reason"] for b in public["last_bonuses"])
            if game.is_over():
                break
            seat = game.current_player
            assert seat is not None
            game.act(seat, rng.choice(game.legal_actions(seat)))
    assert checked > 100 * players
    # every phase and a majority and a tie (the views with and without a value, a hand, a
    # side deck, a bonus winner) were checked
    assert {"search", "recruit", "over", "majority", "tie"} <= seen


def test_the_type_is_the_games_and_extends_the_base_keys() -> None:
    assert Curios.view_type is CuriosView
    assert view_keys(BaseView) < view_keys(CuriosView)
    view = Curios({"players": 3}, 5).view(1)
    assert as_view(view) is view  # a cast: no copy, no check


def test_a_sampled_game_and_a_view_read_back_from_json_keep_the_type() -> None:
    """The search bots' worlds (``sample_from_view``) and the views the bot worker gets as
    JSON are views of the same type."""
    game = Curios({"players": 4}, 8)
    rng = Rng(8)
    for _ in range(30):
        seat = game.current_player
        assert seat is not None
        game.act(seat, rng.choice(game.legal_actions(seat)))
    seat = game.current_player
    assert seat is not None
    text = json.dumps(game.view(seat))
    sample = Curios.sample_from_view(json.loads(text), Rng(1))
    for s in [*range(4), None]:
        assert view_errors(sample.view(s), CuriosView) == [], s
    assert view_errors(json.loads(text), CuriosView) == []


def test_the_checker_finds_a_wrong_key_or_value_at_any_depth() -> None:
    game = Curios({"players": 3}, 9)
    rng = Rng(9)
    while not game.view(None)["last_bonuses"]:
        seat = game.current_player
        assert seat is not None
        game.act(seat, rng.choice(game.legal_actions(seat)))
    view = game.view(0)
    assert view_errors(view, CuriosView) == []

    def broken(change: Callable[[Any], object]) -> list[str]:
        bad = copy.deepcopy(view)
        change(bad)
        return view_errors(bad, CuriosView)

    assert broken(lambda v: v.pop("sites")) == ["view: missing key 'sites'"]
    assert broken(lambda v: v.update(colour="Y")) == ["view: extra key 'colour'"]
    assert broken(lambda v: v["sites"][2]["columns"][0].update(occupant="1")) == [
        "view.sites[2].columns[0].occupant: '1' is not int"]
    assert broken(lambda v: v["sites"][1].pop("value")) == [
        "view.sites[1]: missing key 'value'"]
    assert broken(lambda v: v["players"][0]["gems"].update(pyramid=1.0)) == [
        "view.players[0].gems.pyramid: 1.0 is not int"]
    assert broken(lambda v: v["players"][2].update(passed=0)) == [
        "view.players[2].passed: 0 is not bool"]
    assert broken(lambda v: v["last_bonuses"][0].update(reason="draw")) == [
        "view.last_bonuses[0].reason: 'draw' is not one of ('majority', 'tie', 'no gems left')"]
    assert broken(lambda v: v.update(phase="Search"))[0].startswith("view.phase: 'Search'")
    assert broken(lambda v: v.update(hand=None, side_deck=None)) == []  # the type allows it
    assert broken(lambda v: v["hand"].append(7)) == [
        f"view.hand[{len(view['hand'])}]: 7 is not str"]
