"""Hints: the Hard computer's best actions with its estimates and reasons. The first action
is the Hard bot's own choice from the same view and seed; only the seat's view is read;
every reason is worded in both languages; the panel speaks Spanish; hints cross the worker
boundary as JSON."""

from __future__ import annotations

import importlib.util
import json
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from expeditions import registry
from expeditions.bots import ESTIMATE_KINDS, bot_module, make_bot
from expeditions.bots import curios as cub
from expeditions.bots import curiosity as cyb
from expeditions.bots import lost_cities as lcb
from expeditions.coach.hints import TOP, Hint, HintOption, hint
from expeditions.engine import Game
from expeditions.games import curios as cu
from expeditions.games import curiosity as cy
from expeditions.games import game_class
from expeditions.games import lost_cities as lc
from expeditions.rng import Rng
from expeditions.web.coaching import number
from expeditions.web.hint_panel import hint_panel
from expeditions.web.i18n import Words, catalogue, parameters
from tests.test_curios import hidden_shuffled
from tests.test_curiosity import _twin_with_other_secrets, set_panel
from tests.test_languages import assert_spanish, read_texts
from tests.test_lost_cities_bots import hide_differently

pytestmark = pytest.mark.fast

EN, ES = Words("en"), Words("es")
GAMES = tuple(e.game_id for e in registry.GAMES)
#: Every Hard bot thinks against a clock; with sample budgets instead (the budgets Curios' and
#: Curiosity's Hard bots played before they had one), hints and bots are reproducible, so
#: they can be compared move for move
BUDGET: dict[str, dict[str, Any]] = {"lost-cities": {"time_limit": None, "iterations": 24},
                                     "curios": {"time_limit": None, "rollouts": 8},
                                     "curiosity": {"time_limit": None, "determinizations": 6}}
#: (game, players, positions looked at along one game)
TABLES = [("lost-cities", 2, 48), ("curios", 2, 12), ("curios", 3, 12), ("curios", 4, 10),
          ("curios", 5, 10), ("curiosity", 2, 12), ("curiosity", 3, 12), ("curiosity", 4, 12)]
NAMES = ["Ana", "Ben", "Chloé", "Dai", "Eli"]


def positions(game_id: str, players: int, count: int, seed: int) -> Iterator[Game[Any]]:
    """``count`` positions spread over one game of random moves mixed with Medium's (so
    that expeditions get started and tokens placed as real players would)."""
    game = game_class(game_id)({"players": players}, seed)
    rng = Rng(seed)
    medium = make_bot(game_id, "medium")
    step = 0
    while not game.is_over() and count:
        seat = game.current_player
        assert seat is not None
        if step % 3 == 1:
            count -= 1
            yield game
        view = game.view(seat)
        action = (medium.choose(view, rng) if rng.random() < 0.6
                  else rng.choice(view["legal"]))
        game.act(seat, action)
        step += 1


def all_reasons() -> set[str]:
    """Every reason id the Hard bots give, as ``<area>.hint.<code>``."""
    return ({f"lost_cities.hint.{c}" for c in lcb.REASONS}
            | {f"curios.hint.{c}" for c in cub.REASONS}
            | {f"curiosity.hint.{c}" for c in cyb.REASONS})


@pytest.mark.slow
@pytest.mark.parametrize(("game_id", "players", "count"), TABLES)
def test_the_first_option_is_the_hard_bots_choice(game_id: str, players: int,
                                                  count: int) -> None:
    seen = 0
    for i, game in enumerate(positions(game_id, players, count, 40 + players)):
        seat = game.current_player
        assert seat is not None
        view = game.view(seat)
        seed = 1000 + i
        found = hint(game_id, view, seed, **BUDGET.get(game_id, {}))
        chosen = make_bot(game_id, "hard", **BUDGET.get(game_id, {})).choose(view, Rng(seed))
        assert found.top is not None and found.top.action == chosen, (i, found)
        actions = [o.action for o in found.options]
        assert 1 <= len(actions) <= TOP and len(set(actions)) == len(actions)
        assert set(actions) <= set(view["legal"])
        reasons = set(bot_module(game_id).REASONS)
        for option in found.options:
            assert option.kind in ESTIMATE_KINDS
            assert (option.estimate is None) == (option.kind in ("rule", "only"))
            assert option.reason in reasons, option
        if found.top.kind == "margin":  # one scale, the same deals: best first
            margins = [o.estimate or 0.0 for o in found.options]
            assert all(o.estimate is not None for o in found.options)
            assert margins[1:] == sorted(margins[1:], reverse=True)
            assert margins[0] >= max(margins[1:], default=margins[0]) - lcb.SearchBot().margin
        if len(view["legal"]) > 1:
            seen += 1
    assert seen >= count // 2  # most positions were real choices


def test_a_lost_cities_hint_with_the_clock_still_ranks_what_the_bot_weighs() -> None:
    game = next(g for g in positions("lost-cities", 2, 9, 7)
                if g.view(g.current_player)["phase"] == "play")
    view = game.view(game.current_player)
    found = hint("lost-cities", view, 3)  # the Hard level as it plays: 0.45 s at most
    assert found.top is not None and found.top.kind == "margin" and len(found.options) == 3
    assert all(o.samples > 0 for o in found.options)
    assert max(o.samples for o in found.options) > 24  # the clock, not the tests' budget


#: the think-time bar a decision's longest wait must stay under (issue #15's p95)
LONGEST_THINK = 1.2


def test_every_hard_level_thinks_against_the_same_clock() -> None:
    """A hint is the Hard level's bot as it plays, so it comes back within its think time:
    the same clock everywhere, and Lost Cities' extended decisions (``extend``: the clock
    once more) still under the bar."""
    for game_id in GAMES:
        params = bot_module(game_id).LEVELS["hard"][1]
        assert params.get("time_limit") == 0.45
        assert params["time_limit"] * (1 + params.get("extend", 0.0)) <= LONGEST_THINK


def twins(game_id: str) -> Iterator[tuple[dict[str, Any], dict[str, Any]]]:
    """Views of positions and of copies that differ only in what the seat cannot see."""
    for players, count in {"lost-cities": [(2, 6)], "curios": [(2, 3), (4, 3)],
                           "curiosity": [(2, 3), (3, 3)]}[game_id]:
        for i, game in enumerate(positions(game_id, players, count, 90 + players)):
            seat = game.current_player
            assert seat is not None
            rng = Rng(i)
            twin: Game[Any]
            if isinstance(game, lc.LostCities):
                twin = hide_differently(game, seat, rng)
            elif isinstance(game, cu.Curios):
                twin = hidden_shuffled(game, seat, rng)
            else:
                assert isinstance(game, cy.Curiosity)
                twin = _twin_with_other_secrets(game, seat, rng)
            assert hidden(twin) != hidden(game) or game_id == "curios" and players == 5
            yield game.view(seat), twin.view(seat)


def hidden(game: Game[Any]) -> object:
    """What a seat may not see of ``game`` (and more), to tell the twins apart."""
    if isinstance(game, lc.LostCities):
        return game.core.snapshot()
    if isinstance(game, cu.Curios):
        return (game.values, game.hands, game.side_deck)
    assert isinstance(game, cy.Curiosity)
    return (game.hands, game.unused, game.board, game.panel_down)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_a_hint_reads_only_the_seats_view(game_id: str) -> None:
    checked = 0
    for view, twin_view in twins(game_id):
        assert view == twin_view
        a = hint(game_id, view, 11, **BUDGET.get(game_id, {}))
        b = hint(game_id, twin_view, 11, **BUDGET.get(game_id, {}))
        assert a == b
        checked += 1
    assert checked >= 5


def test_every_reason_and_estimate_is_worded_in_both_languages() -> None:
    for w in (EN, ES):
        for key in all_reasons():
            assert w.has(key), (w.lang, key)
        for kind in ESTIMATE_KINDS:
            assert w.has(f"hints.estimate.{kind}"), (w.lang, kind)
    english, spanish = catalogue("en"), catalogue("es")
    worded = {k for k in english if ".hint." in k and ".hint.action_" not in k}
    assert worded == all_reasons()  # no reason without words, no words without a reason
    for key in english:
        if key.startswith("hints.") or ".hint." in key:
            assert parameters(english[key]) == parameters(spanish[key]), key


@cache
def sample_hints() -> list[tuple[str, dict[str, Any], Hint]]:
    """Hints at positions of every game (worked out once for the tests below)."""
    out = []
    for game_id, players in (("lost-cities", 2), ("curios", 3), ("curios", 5),
                             ("curiosity", 2), ("curiosity", 4)):
        for i, game in enumerate(positions(game_id, players, 10, 5 + players)):
            seat = game.current_player
            assert seat is not None
            view = game.view(seat)
            out.append((game_id, view, hint(game_id, view, i, **BUDGET.get(game_id, {}))))
    return out


@pytest.mark.slow
def test_the_panel_speaks_spanish_and_marks_the_choice() -> None:
    texts: set[str] = set()
    english: set[str] = set()
    reasons: set[str] = set()
    for game_id, view, found in sample_hints():
        names = NAMES[: len(view["scores"]) if "scores" in view else 5]
        panel = hint_panel(found, game_id, view, NAMES, ES)
        texts.update(read_texts(panel))
        english.update(read_texts(hint_panel(found, game_id, view, names, EN)))
        items = panel.find_all("li")
        assert len(items) == len(found.options)
        assert "is-top" in str(items[0].attrs["class"])
        assert ES("hints.top") in items[0].text()
        assert not any("is-top" in str(li.attrs["class"]) for li in items[1:])
        reasons.update(o.reason for o in found.options)
    assert_spanish(texts, "hint panel")
    assert texts != english
    assert len(reasons) >= 12  # the panels seen covered many reasons


def test_an_empty_hint_says_so() -> None:
    game = lc.LostCities({"players": 2}, 3)
    seat = game.current_player
    assert seat is not None
    view = game.view(1 - seat)  # not this seat's turn
    found = hint("lost-cities", view, 1)
    assert found.options == ()
    panel = hint_panel(found, "lost-cities", view, NAMES, ES)
    assert ES("hints.none") in panel.text()


@pytest.mark.slow
def test_hints_round_trip_through_strict_json() -> None:
    for _, _, found in sample_hints():
        text = json.dumps(found.to_json(), allow_nan=False)
        assert Hint.from_json(json.loads(text)) == found
    with pytest.raises(ValueError):
        HintOption.from_json({"action": "pass", "kind": "guess", "estimate": 1, "reason": "x"})
    with pytest.raises(ValueError):
        HintOption.from_json({"action": "pass", "kind": "margin", "estimate": "1",
                              "reason": "x"})


def load_worker() -> ModuleType:
    path = Path(__file__).resolve().parents[1] / "web" / "bot_worker.py"
    spec = importlib.util.spec_from_file_location("bot_worker_for_test", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_worker_exports_hint_returning_json() -> None:
    worker = load_worker()
    assert "hint" in worker.__export__ and "think" in worker.__export__
    # a recruit: the Hard bot's rule, no clock involved, so both calls must agree
    game = next(g for g in positions("curios", 3, 30, 4)
                if g.view(g.current_player)["phase"] == "recruit")
    seat = game.current_player
    assert seat is not None
    view = game.view(seat)
    text = worker.hint("curios", json.dumps(view), 8)
    found = Hint.from_json(json.loads(text))
    assert found == hint("curios", view, 8)
    assert found.top is not None and found.top.action == worker.think(
        "curios", json.dumps(view), "hard", 8)


# ----- the reasons say what the seat can see ------------------------------------------------
def test_lost_cities_reasons_read_the_hand_and_the_table() -> None:
    core = lc.Core(5)
    g = lc.CARD_OF.__getitem__
    core.hands = [[g("GW1"), g("G4"), g("G9"), g("Y2"), g("B3"), g("R5"), g("W7"), g("W8")],
                  []]
    core.deck = list(range(30))
    core.cols[1][1] = [g("B5")]  # the opponent's blue is past the 3
    core.levels[1][1] = lc.RANK_OF[g("B5")]
    assert lcb.explain_move(core, 0, lc.Move.play(g("GW1"))) == (
        "lc_wager_open", {"colour": "G", "count": 2, "points": 13})
    assert lcb.explain_move(core, 0, lc.Move.play(g("G4")))[0] == "lc_open_past_wager"
    assert lcb.explain_move(core, 0, lc.Move.play(g("W7"))) == (
        "lc_open", {"colour": "W", "count": 2, "points": 15, "cost": 20})
    assert lcb.explain_move(core, 0, lc.Move.play(g("B3"), False)) == (
        "lc_discard_safe", {"colour": "B", "seat": 1})
    assert lcb.explain_move(core, 0, lc.Move.play(g("R5"), False)) == (
        "lc_discard_unstarted", {"colour": "R", "count": 1})
    core.cols[0][0] = [g("Y3")]
    core.levels[0][0] = lc.RANK_OF[g("Y3")]
    assert lcb.explain_move(core, 0, lc.Move.play(g("Y2"), False)) == (
        "lc_discard_dead", {"seat": 1})
    core.piles[0] = [g("Y5")]
    core.phase = lc.DRAW
    assert lcb.explain_move(core, 0, lc.Move.draw(0)) == (
        "lc_take_fits", {"card": "Y5", "colour": "Y"})
    assert lcb.explain_move(core, 0, lc.Move.draw(lc.DECK)) == ("lc_draw_deck", {"count": 29})


def test_curios_reasons_name_the_gem_the_belief_and_the_lead() -> None:
    game = cu.Curios({"players": 2}, 1)
    seat = game.current_player
    assert seat is not None
    evs = [5.0, 3.0, 1.0, 7.0]
    code, params = cub.explain_move(game, seat, cu.Place(3), evs)
    assert code == "cu_gem_and_lead" and params == {"site": "temple", "count": 1, "worth": 7.0}
    game.gems_left[2] = 0
    assert cub.explain_move(game, seat, cu.Place(2), evs)[0] == "cu_no_gem"
    game.gems_left[1] = 1  # the last gem: no bonus left to lead for
    assert cub.explain_move(game, seat, cu.Place(1), evs)[0] == "cu_gem"


def test_curiosity_reasons_follow_the_route_and_the_tokens() -> None:
    game = cy.Curiosity({"players": 2}, 3)
    seat = game.current_player
    assert seat is not None
    set_panel(game, {1: ["N3"]})
    route = game.route_preview()
    assert len(route) == 3
    cov = {sq: 1.0 for sq in route}
    free = next((x, y) for y in range(game.size) for x in range(game.size)
                if (x, y) not in cov and (x, y) != game.rover and (x, y) not in game.board)
    assert cyb.explain_move(game, seat, cy.PlaceToken(2, *free), cov) == (
        "cy_plus_unlikely", {"value": 2, "square": list(free), "percent": 0})
    assert cyb.explain_move(game, seat, cy.PlaceToken(-2, *route[1]), cov)[0] == \
        "cy_minus_likely"
    game.board[route[-1]] = (seat, 1, 2)  # our +2 at the end of the route as it stands
    # the North Pole 1 on top of the 3 shortens the route to one step: off our token
    assert cyb.explain_move(game, seat, cy.PlayCard("N1", 1), cov) == (
        "cy_card_own_loss", {"count": 2})
    game.board[route[-1]] = (1 - seat, 1, 2)  # the same token, but the other player's
    assert cyb.explain_move(game, seat, cy.PlayCard("N1", 1), cov) == (
        "cy_card_off_others", {"count": 1})
    assert cyb.explain_move(game, seat, cy.PlayCard("S2", 2), cov)[0] != "cy_card_face_down"


def test_numbers_use_the_languages_decimal_point_and_a_true_minus() -> None:
    assert number(-3.5, ES, decimals=1) == "−3,5"
    assert number(12.4, EN) == "+12"
    assert number(0.04, EN, decimals=1) == "0.0"
    assert number(5.25, EN, decimals=1, sign=False) == "5.2"
