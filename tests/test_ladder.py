"""The strength ladder and the Hard bots' sample budgets: the rating fit on tables whose
answer is known, a tiny ladder's mechanics and shape, the browser budget, determinism."""

from __future__ import annotations

import json
import math
from typing import Any

import pytest

from expeditions import arena, registry
from expeditions.__main__ import main
from expeditions.arena import bradley_terry, budget_params, expected_score, run_ladder
from expeditions.bots import bot_module, budget, make_bot
from expeditions.games import game_class
from expeditions.rng import Rng
from tests.support.playouts import random_steps

pytestmark = pytest.mark.fast


def synthetic(ratings: list[float], games: int) -> tuple[list[list[float]], list[list[float]]]:
    """Every pairing played ``games`` times, each won exactly as often as the model says."""
    k = len(ratings)
    g = [[0.0 if i == j else float(games) for j in range(k)] for i in range(k)]
    w = [[0.0 if i == j else games * expected_score(ratings[i] - ratings[j]) for j in range(k)]
         for i in range(k)]
    return w, g


def test_bradley_terry_recovers_known_ratings() -> None:
    truth = [-250.0, -40.0, 90.0, 200.0]
    w, g = synthetic(truth, 100_000)
    fit = bradley_terry(w, g)
    assert sum(fit) == pytest.approx(0.0, abs=1e-6)
    for got, want in zip(fit, truth, strict=True):
        assert got == pytest.approx(want, abs=0.5)


def test_bradley_terry_prior_keeps_a_clean_sweep_finite() -> None:
    # a beats b in all 50 games: the MLE alone would be infinite
    fit = bradley_terry([[0.0, 50.0], [0.0, 0.0]], [[0.0, 50.0], [50.0, 0.0]])
    gap = fit[0] - fit[1]
    assert math.isfinite(gap)
    # with one drawn pseudo-game the fit is the 50.5 / 51 win share exactly
    assert expected_score(gap) == pytest.approx(50.5 / 51, abs=1e-6)


def test_bradley_terry_rates_a_missing_pairing_through_the_others() -> None:
    truth = [0.0, 100.0, 300.0]
    w, g = synthetic(truth, 100_000)
    w[0][2] = w[2][0] = g[0][2] = g[2][0] = 0.0  # 0 and 2 never met
    fit = bradley_terry(w, g)
    assert fit[2] - fit[0] == pytest.approx(300.0, abs=1.0)


def test_pairwise_errors_shrink_with_more_deals() -> None:
    """Bootstrap standard errors: an entry winning 3 deals in 4 is rated above, and the
    error of 4x the deals is about half."""
    def table(deals: int) -> arena._Pairwise:
        pw = arena._Pairwise(["a", "b"])
        for d in range(deals):
            win = 1 if d % 4 else 0  # a wins both seatings of 3 deals in 4
            for rotation in range(2):
                seat_of = [rotation, 1 - rotation]
                scores = [0, 0]
                scores[seat_of[0] if win else seat_of[1]] = 10
                winners = [seat_of[0] if win else seat_of[1]]
                places = [0 if s in winners else 1 for s in range(2)]
                pw.add(d, (True, seat_of, [scores, winners, places], [[], []]))
        return pw

    small, large = table(40).ratings(200, 1), table(160).ratings(200, 1)
    assert small[0]["rating"] > 0 > small[1]["rating"]
    ratio = float(large[0]["rating_se"]) / float(small[0]["rating_se"])
    assert 0.35 < ratio < 0.7
    h2h = table(40).head_to_head(0, 1)
    assert h2h["games"] == 80 and h2h["deals"] == 40
    assert h2h["win_rate"] == pytest.approx(0.75)
    # deal means are 0 or 1: the standard error is sd / sqrt(deals)
    assert h2h["win_se"] == pytest.approx(math.sqrt(0.75 * 0.25 * 40 / 39 / 40))


def tiny_params(game_id: str) -> dict[str, dict[str, Any]]:
    module = bot_module(game_id)
    hard_bot = module.LEVELS["hard"][0]
    return {"hard": dict(module.TEST_PARAMS.get(hard_bot, {}))}


def strip_times(report: Any) -> Any:
    if isinstance(report, dict):
        return {k: strip_times(v) for k, v in report.items() if not k.startswith("think")}
    if isinstance(report, list):
        return [strip_times(v) for v in report]
    return report


@pytest.mark.slow
def test_tiny_ladder_shape_and_reproducibility() -> None:
    report = run_ladder("lost-cities", games=4, seed=3, bot_params=tiny_params("lost-cities"),
                        bootstrap=10)
    assert report["entries"] == ["easy", "medium", "hard"]
    assert report["games_per_pairing"] == 4
    assert report["options"] == {"games": 1}
    assert "mixed" not in report  # Lost Cities is a 2-player game
    ratings = report["ratings"]
    assert [r["bot"] for r in ratings] == ["easy", "medium", "hard"]
    assert sum(r["rating"] for r in ratings) == pytest.approx(0.0, abs=1e-6)
    assert all(r["moves"] > 0 and r["rating_se"] >= 0 for r in ratings)
    pairs = [(h["bot"], h["against"]) for h in report["head_to_head"]]
    assert pairs == [("medium", "easy"), ("hard", "easy"), ("hard", "medium")]
    for h in report["head_to_head"]:
        assert h["games"] + 0 <= 4 and h["deals"] == 2
        assert 0.0 <= h["win_rate"] <= 1.0
    json.dumps(report)  # plain JSON
    again = run_ladder("lost-cities", games=4, seed=3, bot_params=tiny_params("lost-cities"),
                       bootstrap=10)
    assert strip_times(again) == strip_times(report)
    text = arena.format_ladder(report)
    assert "lost-cities ladder" in text and "hard v medium" in text and "Bradley-Terry" in text


@pytest.mark.slow
@pytest.mark.parametrize(("game_id", "entries"), [
    ("curios", ["easy", "medium", "hard"]),
    ("curiosity", ["random", "fast", "easy"]),  # (its Medium and Hard are slow for a test)
])
def test_tiny_ladder_has_a_mixed_three_player_table(game_id: str, entries: list[str]) -> None:
    report = run_ladder(game_id, entries, games=2, seed=2, bot_params=tiny_params(game_id),
                        bootstrap=5)
    assert len(report["head_to_head"]) == 3
    mixed = report["mixed"]
    assert mixed["players"] == 3 and mixed["entries"] == entries
    assert mixed["games"] == 3  # one deal, every rotation of the seats
    assert [e["bot"] for e in mixed["table"]] == entries
    assert sum(e["win_rate"] for e in mixed["table"]) == pytest.approx(1.0)
    ahead = {(h["bot"], h["against"]): h for h in mixed["ahead"]}
    a, b, c = entries
    assert set(ahead) == {(b, a), (c, a), (c, b)}
    assert all(h["games"] == 3 for h in ahead.values())
    assert "3-player table" in arena.format_ladder(report)


def test_ladder_command_prints_json(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["ladder", "lost-cities", "--games", "2", "--players", "medium,random",
                 "--json"])
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    assert report["head_to_head"][0]["bot"] == "random"
    assert report["head_to_head"][0]["games"] == 2


def test_browser_budget_is_a_sample_count_without_a_clock() -> None:
    assert budget_params("lost-cities", "cpython", 2) == {}
    lc = budget_params("lost-cities", "browser", 2)
    assert lc == {"hard": {"iterations": budget.BROWSER_SAMPLES["lost-cities"][2],
                           "time_limit": None}}
    for game_id in ("curios", "curiosity"):
        module = bot_module(game_id)
        params = budget_params(game_id, "browser", 3)["hard"]
        assert params["time_limit"] is None
        hard = make_bot(game_id, "hard")
        cap = getattr(hard, module.SAMPLES_PARAM)
        if getattr(hard, "time_limit", None) is None:  # no clock in the app: the cap is all
            assert params[module.SAMPLES_PARAM] == cap
        else:
            assert 1 <= params[module.SAMPLES_PARAM] <= cap
    with pytest.raises(ValueError):
        budget_params("curios", "phone", 2)


def test_the_budget_file_says_when_and_how() -> None:
    assert budget.MEASURED and budget.COMMAND.startswith("python3 benchmarks/hard_budget.py")
    for game_id in (e.game_id for e in registry.GAMES):
        assert all(n >= 1 for n in budget.BROWSER_SAMPLES[game_id].values())


def search_position(game_id: str, players: int, seed: int) -> dict[str, Any]:
    """A view where the game's Hard bot searches (several legal actions, late enough for
    Curiosity's search)."""
    cls = game_class(game_id)
    opts: dict[str, Any] = {"players": players}
    for steps in (60, 40, 25, 12, 6, 2):
        game = cls(opts, seed)
        random_steps(game, Rng(seed), steps)
        if game.is_over():
            continue
        seat = game.current_player
        assert seat is not None
        view = game.view(seat)
        if len(view["legal"]) > 1:
            return view
    raise AssertionError("no position found")


@pytest.mark.parametrize("game_id", [e.game_id for e in registry.GAMES])
def test_hard_with_a_sample_budget_is_deterministic(game_id: str) -> None:
    module = bot_module(game_id)
    name = module.LEVELS["hard"][0]
    params = {**module.TEST_PARAMS.get(name, {}), module.SAMPLES_PARAM: 3, "time_limit": None}
    view = search_position(game_id, 2, 11)
    first = [make_bot(game_id, "hard", **params).choose(view, Rng(s)) for s in range(4)]
    again = [make_bot(game_id, "hard", **params).choose(view, Rng(s)) for s in range(4)]
    assert first == again
    assert all(a in view["legal"] for a in first)


@pytest.mark.parametrize("game_id", [e.game_id for e in registry.GAMES])
def test_hard_counts_its_samples_and_keeps_its_clock(game_id: str) -> None:
    """With no time at all a Hard bot still takes one sample; with a sample budget it stops
    there."""
    module = bot_module(game_id)
    name = module.LEVELS["hard"][0]
    base = {**module.TEST_PARAMS.get(name, {}), **getattr(module, "CAPACITY_PARAMS", {})}
    view = search_position(game_id, 2, 5)
    rushed = make_bot(game_id, "hard", **{**base, module.SAMPLES_PARAM: 1000,
                                          "time_limit": 0.0})
    rushed.choose(view, Rng(1))
    counted = make_bot(game_id, "hard", **{**base, module.SAMPLES_PARAM: 3,
                                           "time_limit": None})
    counted.choose(view, Rng(1))
    assert rushed.last_samples == 1  # type: ignore[attr-defined]
    assert counted.last_samples == 3  # type: ignore[attr-defined]
