"""Curios' named playing styles (issue 33): each is a named bot that plays whole legal games,
and plays the way its description says, measurably unlike Medium."""

from __future__ import annotations

import statistics

import pytest

from expeditions.arena import play_game
from expeditions.bots import curios as B
from expeditions.bots import make_bot
from expeditions.games.curios import Curios
from expeditions.rng import Rng

pytestmark = pytest.mark.fast

STYLES = [name for name in B.STYLES if name != "medium"]


def test_at_least_two_styles_beyond_medium_are_named_bots() -> None:
    assert len(STYLES) >= 2
    assert B.STYLES["medium"] == B.Style()  # Medium's weights, unchanged
    for name in STYLES:
        assert name in B.BOTS and B.STYLES[name] != B.MEDIUM
        bot = make_bot("curios", name)
        assert isinstance(bot, B.HeuristicBot)
        style = B.STYLES[name]
        assert (bot.majority, bot.discount, bot.risk) == (style.majority, style.discount,
                                                           style.risk)
    medium = make_bot("curios", "medium")
    assert isinstance(medium, B.HeuristicBot)
    assert (medium.majority, medium.discount, medium.risk) == (
        B.HEURISTIC_MAJORITY, B.HEURISTIC_DISCOUNT, B.HEURISTIC_RISK)


@pytest.mark.parametrize("name", STYLES)
@pytest.mark.parametrize("players", [2, 3])
def test_style_plays_whole_games_legally(name: str, players: int) -> None:
    bots = [make_bot("curios", name)] + [make_bot("curios", "medium")] * (players - 1)
    for seed in range(2):
        game = Curios({"players": players}, seed)
        assert play_game(game, bots, Rng(seed))  # act() would raise on an illegal move
        assert game.result() is not None


def placements(name: str, deals: int = 20) -> dict[str, list[float]]:
    """``name`` against Medium in 2-player games, each deal in both seatings: for each side
    (``style``, ``medium``), the pawns of each placement and the sites placed at a round."""
    out: dict[str, list[float]] = {"style pawns": [], "medium pawns": [],
                                   "style sites": [], "medium sites": []}
    for deal in range(deals):
        for me in (0, 1):
            bots = [make_bot("curios", "medium")] * 2
            bots[me] = make_bot("curios", name)
            game = Curios({"players": 2}, 300 + deal)
            assert play_game(game, bots, Rng(deal))
            sites: dict[tuple[str, int], set[str]] = {}
            rnd = 1
            for e in game.events:
                if e["type"] == "round_started":
                    rnd = int(e["round"])
                elif e["type"] == "placed":
                    side = "style" if e["seat"] == me else "medium"
                    out[f"{side} pawns"].append(float(e["pawns"]))
                    sites.setdefault((side, rnd), set()).add(str(e["site"]))
            for (side, _), placed in sites.items():
                out[f"{side} sites"].append(float(len(placed)))
    return out


def test_rusher_pays_for_dear_columns_on_fewer_sites() -> None:
    got = {k: statistics.fmean(v) for k, v in placements("rusher").items()}
    # spends its pawns at once where it rates the gems richest: dearer columns, fewer sites
    assert got["style pawns"] > got["medium pawns"] + 0.08
    assert got["style sites"] < got["medium sites"] - 0.25


def test_spreader_takes_cheap_columns_on_more_sites() -> None:
    got = {k: statistics.fmean(v) for k, v in placements("spreader").items()}
    assert got["style pawns"] < got["medium pawns"] - 0.03
    assert got["style sites"] > got["medium sites"] + 0.1
