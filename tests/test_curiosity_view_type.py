"""Curiosity's views and their type: every view the game gives (each seat's and the public
one, all through random games at every player count) has exactly the keys of
:class:`CuriosityView`, every nested record exactly its own type's, every number, label and
flag the type says. The bots, the table and the coach read views through that type; this is
what keeps it true."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from expeditions.engine import BaseView, view_keys
from expeditions.games.curiosity import Curiosity, CuriosityView, as_view
from expeditions.rng import Rng
from tests.support.view_types import view_errors

pytestmark = pytest.mark.fast


def _views(game: Curiosity) -> list[tuple[int | None, dict[str, object]]]:
    return [(seat, game.view(seat)) for seat in [*range(game.num_players), None]]


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_view_of_random_games_matches_the_view_type(players: int) -> None:
    keys = view_keys(CuriosityView)
    checked = drives = 0
    for seed in range(4):
        game = Curiosity({"players": players}, 70 + 10 * players + seed)
        rng = Rng(seed)
        while True:
            for seat, view in _views(game):
                assert set(view) == keys, (seat, set(view) ^ keys)
                assert view_errors(view, CuriosityView) == [], seat
                checked += 1
            if game.is_over():
                break
            seat = game.current_player
            assert seat is not None
            game.act(seat, rng.choice(game.legal_actions(seat)))
            drives += bool(game.view(None)["last_round"]["route"])
    # the games went through drives (reveals, unplaced tokens) to the end
    assert checked > 100 * players and drives


def test_the_type_is_the_games_and_extends_the_base_keys() -> None:
    assert Curiosity.view_type is CuriosityView
    assert view_keys(BaseView) < view_keys(CuriosityView)
    view = Curiosity({"players": 3}, 5).view(1)
    assert as_view(view) is view  # a cast: no copy, no check


def test_the_checker_finds_a_wrong_key_or_value_at_any_depth() -> None:
    game = Curiosity({"players": 2}, 9)
    rng = Rng(9)
    while not game.view(None)["last_round"]["reveals"]:
        seat = game.current_player
        assert seat is not None
        game.act(seat, rng.choice(game.legal_actions(seat)))
    view = game.view(0)
    assert view_errors(view, CuriosityView) == []

    def broken(change: Callable[[Any], object]) -> list[str]:
        bad = copy.deepcopy(view)
        change(bad)
        return view_errors(bad, CuriosityView)

    assert broken(lambda v: v.pop("rover")) == ["view: missing key 'rover'"]
    assert broken(lambda v: v["panel"][1].update(colour="N")) == [
        "view.panel[1]: extra key 'colour'"]
    assert broken(lambda v: v["last_round"]["reveals"][0].update(value=3)) == [
        "view.last_round.reveals[0].value: 3 is not str"]
    assert broken(lambda v: v["tokens"].append({"col": 0}))[0].startswith("view.tokens[")
    assert broken(lambda v: v.update(hand=None)) == []  # the type allows it (public views)
    assert broken(lambda v: v.update(my_tokens=[2])) == ["view.my_tokens[0]: 2 is not str"]
    assert broken(lambda v: v["hand_sizes"].__setitem__(0, True)) == [
        "view.hand_sizes[0]: True is not int"]
    assert broken(lambda v: v["panel"][0].update(complete=1)) == [
        "view.panel[0].complete: 1 is not bool"]
