"""Lost Cities' views and their type: every view the game gives (both seats' and the public
one, through random single games and matches of both lengths of the game) has exactly the
keys of :class:`LostCitiesView` — ``drawn`` only in the view of the seat that just drew
blind — every finished game and the match exactly their own type's, every card, number and
phase the type says. The bots, the table and the coach read views through that type; this
is what keeps it true."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any, NotRequired, TypedDict

import pytest

from expeditions.engine import BaseView, view_keys
from expeditions.games.lost_cities import LostCities, LostCitiesView, as_view
from expeditions.rng import Rng
from tests.support.markers import CPYTHON_ONLY
from tests.support.view_types import view_errors

pytestmark = pytest.mark.fast


@pytest.mark.slow
@pytest.mark.parametrize(("colours", "games"), [
    (5, 1), (6, 1), pytest.param(5, 3, marks=CPYTHON_ONLY), pytest.param(6, 3, marks=CPYTHON_ONLY)])
def test_every_view_of_random_games_matches_the_view_type(colours: int, games: int) -> None:
    keys = view_keys(LostCitiesView)
    checked = 0
    seen: set[str] = set()  # the shapes the games went through
    # random play draws from discard piles as often as from the deck, so a random match is
    # long: one match a length is enough to reach every shape the assertions below ask for
    for seed in range(3 if games == 1 else 1):
        game = LostCities({"players": 2, "colours": colours, "games": games}, 60 + seed)
        rng = Rng(seed)
        while True:
            for seat in (0, 1, None):
                view = game.view(seat)
                expected = keys if "drawn" in view else keys - {"drawn"}
                assert set(view) == expected, (seat, set(view) ^ expected)
                assert view_errors(view, LostCitiesView) == [], seat
                checked += 1
                if "drawn" in view:
                    assert seat is not None  # never in the public view
                    seen.add("drawn")
                seen.add(f"phase {view['phase']}")
                seen.add("blocked" if view["blocked"] else "open")
                seen.add("finished" if view["match"]["finished"] else "first game")
                seen.add("known" if any(view["known_hands"]) else "none known")
            if game.is_over():
                break
            seat = game.current_player
            assert seat is not None
            game.act(seat, rng.choice(game.legal_actions(seat)))
    assert checked > 300 * games
    # both steps, a blind draw, a blocked pile and cards known to be held were checked,
    # and in a match the finished games' records
    assert {"drawn", "phase play", "phase draw", "blocked", "open", "known"} <= seen
    assert games == 1 or "finished" in seen


def test_the_type_is_the_games_and_extends_the_base_keys() -> None:
    assert LostCities.view_type is LostCitiesView
    assert view_keys(BaseView) < view_keys(LostCitiesView)
    # the one optional key is optional at run time too (the checker and the
    # conformance suite read the type's keys)
    assert LostCitiesView.__optional_keys__ == frozenset({"drawn"})
    view = LostCities({"players": 2}, 5).view(1)
    assert as_view(view) is view  # a cast: no copy, no check


def _after_a_blind_draw(seed: int) -> LostCities:
    """A match in its second game, just after a seat drew blind."""
    game = LostCities({"players": 2, "games": 3}, seed)
    rng = Rng(seed)
    while not (game.finished and game.events[-1]["type"] == "drew"):
        seat = game.current_player
        assert seat is not None
        game.act(seat, rng.choice(game.legal_actions(seat)))
    return game


def test_a_sampled_game_and_a_view_read_back_from_json_keep_the_type() -> None:
    """The search bots' worlds (``sample_from_view``) and the views the bot worker gets as
    JSON are views of the same type, the blind draw's ``drawn`` among them."""
    game = _after_a_blind_draw(8)
    seat = game.events[-1]["seat"]
    view = game.view(seat)
    assert "drawn" in view
    text = json.dumps(view)
    assert view_errors(json.loads(text), LostCitiesView) == []
    sample = LostCities.sample_from_view(json.loads(text), Rng(1))
    for s in (0, 1, None):
        assert view_errors(sample.view(s), LostCitiesView) == [], s
    assert sample.view(seat)["drawn"] == view["drawn"]


def test_the_checker_finds_a_wrong_key_or_value_at_any_depth() -> None:
    game = _after_a_blind_draw(9)
    seat = game.events[-1]["seat"]
    view = game.view(seat)
    assert view_errors(view, LostCitiesView) == []

    def broken(change: Callable[[Any], object]) -> list[str]:
        bad = copy.deepcopy(view)
        change(bad)
        return view_errors(bad, LostCitiesView)

    assert broken(lambda v: v.pop("discards")) == ["view: missing key 'discards'"]
    assert broken(lambda v: v.pop("drawn")) == []  # optional: the other seat's view
    assert broken(lambda v: v.update(colors=["Y"])) == ["view: extra key 'colors'"]
    assert broken(lambda v: v.update(drawn=None)) == ["view.drawn: None is not str"]
    assert broken(lambda v: v["match"]["finished"][0].pop("columns")) == [
        "view.match.finished[0]: missing key 'columns'"]
    assert broken(lambda v: v["match"]["finished"][0]["colours"][1].append("3")) == [
        "view.match.finished[0].colours[1][5]: '3' is not int"]
    assert broken(lambda v: v["match"].update(totals=[1.5, 0])) == [
        "view.match.totals[0]: 1.5 is not int"]
    assert broken(lambda v: v["columns"][0][2].append(7)) == [
        f"view.columns[0][2][{len(view['columns'][0][2])}]: 7 is not str"]
    assert broken(lambda v: v.update(phase="Draw"))[0].startswith("view.phase: 'Draw'")
    assert broken(lambda v: v.update(hand=None, blocked=None)) == []  # the type allows it
    assert broken(lambda v: v.update(deck_size=True)) == ["view.deck_size: True is not int"]


class _Marked(TypedDict):
    """A record with a ``NotRequired`` key under string annotations (this module's), which
    Python 3.11 lists among the required keys: the checker must see it is optional."""

    kept: int
    maybe: NotRequired[str]


def test_the_checker_reads_not_required_keys_as_optional() -> None:
    assert view_errors({"kept": 1}, _Marked) == []
    assert view_errors({"kept": 1, "maybe": "x"}, _Marked) == []
    assert view_errors({"maybe": "x"}, _Marked) == ["view: missing key 'kept'"]
    assert view_errors({"kept": 1, "maybe": 2}, _Marked) == ["view.maybe: 2 is not str"]
