"""The Lost Cities search's endgame mode (``SearchBot(endgame_deck=N)``): legal, deterministic
for a seed, off by default, and right about when the game should end in positions where the
timing decides."""

from __future__ import annotations

from typing import Any

import pytest

from expeditions.bots import lost_cities as lcb
from expeditions.games import lost_cities as lc
from expeditions.games.lost_cities import (
    CARD_OF,
    COLOUR_OF,
    DRAW,
    IS_WAGER,
    RANK_OF,
    LostCities,
)
from expeditions.rng import Rng
from tests.support.playouts import random_steps

ENDGAME: dict[str, Any] = {"iterations": 40, "time_limit": None, "endgame_deck": 8,
                           "opponent_style": "tuned"}


def position(mine: list[str], theirs_known: list[str], cols: tuple[list[str], list[str]],
             tops: list[str], deck: int) -> LostCities:
    """A single game, seat 0 to draw (step 2) with ``mine`` in hand and ``deck`` cards in
    the draw pile; seat 1 holds ``theirs_known`` (taken from discard piles, so seat 0 knows)
    and unseen cards; ``cols`` the two players' columns, ``tops`` cards on top of the discard
    piles; every other card lies in its colour's discard pile, below the tops, so the unseen
    cards (seat 1's other cards and the draw pile) are the last ones of the card list."""
    game = LostCities({"players": 2, "colours": 5, "games": 1, "start": "p1"}, 0)
    core = lc.Core(5)
    placed = {CARD_OF[c] for c in [*mine, *theirs_known, *cols[0], *cols[1], *tops]}
    rest = [c for c in range(60) if c not in placed]
    unseen_n = 8 - len(theirs_known) + deck
    unseen, buried = rest[-unseen_n:], rest[:-unseen_n]
    core.hands = [[CARD_OF[c] for c in mine],
                  [CARD_OF[c] for c in theirs_known] + unseen[: 8 - len(theirs_known)]]
    core.known = [[], [CARD_OF[c] for c in theirs_known]]
    core.deck = unseen[8 - len(theirs_known):]
    for p in (0, 1):
        for code in cols[p]:
            card = CARD_OF[code]
            core.cols[p][COLOUR_OF[card]].append(card)
            if not IS_WAGER[card]:
                core.levels[p][COLOUR_OF[card]] = RANK_OF[card]
    for card in buried:
        core.piles[COLOUR_OF[card]].append(card)
    for code in tops:
        core.piles[COLOUR_OF[CARD_OF[code]]].append(CARD_OF[code])
    core.player, core.phase = 0, DRAW
    assert sorted(c for h in core.hands for c in h) == sorted(set(c for h in core.hands
                                                                   for c in h))
    assert len(core.hands[0]) == 7 and len(core.hands[1]) == 8
    game.core = core
    return game


def extend_position() -> LostCities:
    """Two cards left; seat 0 holds R9 and R10 for its red expedition (R5–R8 are gone) and
    only dead yellows besides. Drawing blind lets seat 1 draw the last card: R9 and R10 die.
    Taking the top of a discard pile keeps two cards in the draw pile: seat 0 plays R9 on
    its next turn (and may stall again for R10)."""
    return position(mine=["R9", "R10", "Y2", "Y3", "Y4", "Y5", "Y6"], theirs_known=[],
                    cols=(["R2", "R3", "R4", "Y7", "Y8"], ["G2", "G3"]),
                    tops=["W2", "B2"], deck=2)


def end_position() -> LostCities:
    """One card left; R8 on top of the red pile fits seat 0's red expedition (R6 and R7 are
    buried), so the heuristic takes it. But then seat 1 lays out B10 (known: it took it from a
    pile) on its wagered blue expedition, +20, and draws the last card: R8 never gets played.
    Drawing the last card ends the game now."""
    return position(mine=["Y2", "Y3", "Y4", "Y5", "Y6", "G9", "G10"], theirs_known=["B10"],
                    cols=(["R2", "R3", "R4", "R5"], ["BW1", "B2", "B3", "B4", "B5"]),
                    tops=["R6", "R7", "R8"], deck=1)


def test_positions_are_as_described() -> None:
    core = extend_position().core
    assert len(core.deck) == 2 and core.piles[1][-1] == CARD_OF["B2"]
    core = end_position().core
    assert len(core.deck) == 1 and core.piles[4][-1] == CARD_OF["R8"]
    # the heuristic (TUNED) takes R8: the mistake the endgame search must not make
    assert lcb.heuristic_draw(core, 0, False, lcb.TUNED) == 4


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_endgame_stalls_to_play_its_high_cards(seed: int) -> None:
    view = extend_position().view(0)
    action = lcb.SearchBot(**ENDGAME).choose(view, Rng(seed))
    assert action in view["legal"]
    assert action != "draw:deck" and action.startswith("draw:"), action


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_endgame_ends_the_game_when_stalling_only_helps_the_opponent(seed: int) -> None:
    view = end_position().view(0)
    action = lcb.SearchBot(**ENDGAME).choose(view, Rng(seed))
    assert action == "draw:deck"


def endgame_views(count: int) -> list[dict[str, Any]]:
    """Views of positions with few cards left to draw, reached by random play."""
    views: list[dict[str, Any]] = []
    seed = 0
    while len(views) < count:
        seed += 1
        game = LostCities({"players": 2, "colours": 5 + seed % 2, "games": 1}, seed)
        rng = Rng(seed)
        while not game.is_over() and len(game.core.deck) > 3 + seed % 5:
            random_steps(game, rng, 1)
        if not game.is_over() and game.current_player is not None:
            views.append(game.view(game.current_player))
    return views


def test_endgame_mode_plays_legally_and_deterministically() -> None:
    for i, view in enumerate(endgame_views(8)):
        first = lcb.SearchBot(**ENDGAME)
        action = first.choose(view, Rng(i))
        assert action in view["legal"]
        assert first.last_iterations >= 1
        again = lcb.SearchBot(**ENDGAME).choose(view, Rng(i))
        assert again == action
        ranked = lcb.SearchBot(**ENDGAME).rank(view, Rng(i))
        assert ranked[0].action == action


def test_endgame_respects_the_sample_budget() -> None:
    """A determinization's search is charged as flat samples of equal work (at least one),
    so the budget bounds the determinizations searched, and the samples reported cover them."""
    for i, view in enumerate(endgame_views(4)):
        bot = lcb.SearchBot(**{**ENDGAME, "iterations": 5,
                                                    "settle": False})
        sampled: list[int] = []
        sample = bot._sample

        def counting(v: Any, rng: Rng, sample: Any = sample,
                     sampled: list[int] = sampled) -> lc.Core:
            sampled.append(1)
            result: lc.Core = sample(v, rng)
            return result

        bot._sample = counting  # type: ignore[method-assign, assignment]
        ranked = bot.rank(view, Rng(i))
        if len(ranked) > 1:
            assert 1 <= len(sampled) <= 5 <= bot.last_iterations


def test_endgame_is_off_by_default_and_above_its_deck_size() -> None:
    """Without ``endgame_deck``, or with more cards left than it, the search is the flat one,
    sample for sample."""
    assert lcb.SearchBot().endgame_deck == 0
    view = end_position().view(0)
    flat: dict[str, Any] = {"iterations": 24, "time_limit": None,
                            "opponent_style": "tuned", "settle": False}
    a = lcb.SearchBot(**flat).rank(view, Rng(5))
    b = lcb.SearchBot(**{**flat, "endgame_deck": 0}).rank(view, Rng(5))
    assert [(r.action, r.estimate) for r in a] == [(r.action, r.estimate) for r in b]
    game = LostCities({"players": 2, "colours": 5, "games": 1}, 7)
    random_steps(game, Rng(7), 10)
    seat = game.current_player
    assert seat is not None and len(game.core.deck) > 8
    view = game.view(seat)
    a = lcb.SearchBot(**flat).rank(view, Rng(5))
    b = lcb.SearchBot(**{**flat, "endgame_deck": 8}).rank(view, Rng(5))
    assert [(r.action, r.estimate) for r in a] == [(r.action, r.estimate) for r in b]
