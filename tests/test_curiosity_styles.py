"""Curiosity's named playing styles (issue 33): each is a named bot that plays whole legal
games, and plays the way its description says, measurably unlike Medium."""

from __future__ import annotations

import statistics
from dataclasses import dataclass, field

import pytest

from expeditions.arena import play_game
from expeditions.bots import curiosity as B
from expeditions.bots import make_bot
from expeditions.games.curiosity import ERROR_404, Curiosity, CuriosityMove, PlaceToken
from expeditions.rng import Rng

pytestmark = pytest.mark.fast

STYLES = [name for name in B.STYLES if name != "medium"]


def test_at_least_two_styles_beyond_medium_are_named_bots() -> None:
    assert len(STYLES) >= 2
    assert B.Style() == B.MEDIUM and B.MEDIUM.weights == B.DEFAULT and not B.MEDIUM.read
    for name in STYLES:
        assert name in B.BOTS and B.STYLES[name] != B.MEDIUM
        bot = make_bot("curiosity", name)
        assert isinstance(bot, B.HeuristicBot)
        assert bot.params == B.STYLES[name].weights
    medium = make_bot("curiosity", "medium")
    assert isinstance(medium, B.HeuristicBot)
    assert medium.params == B.DEFAULT and medium.style == B.MEDIUM


@pytest.mark.slow
@pytest.mark.parametrize("name", STYLES)
def test_style_plays_whole_games_legally(name: str) -> None:
    """A 3-player game here; the 2-player games below are whole legal games too (``act``
    refuses an unlisted action), and the conformance suite plays one with it in every seat."""
    bots = [make_bot("curiosity", name)] + [make_bot("curiosity", "medium")] * 2
    game = Curiosity({"players": 3}, 73)
    assert play_game(game, bots, Rng(3))  # act() would raise on an illegal move
    assert game.result() is not None


@dataclass
class Side:
    """What one side did over some games: cards in its hand at each token it placed (and
    at each positive one), and the points of the tokens the rover revealed for it."""

    token_cards: list[int] = field(default_factory=list)
    positive_cards: list[int] = field(default_factory=list)
    token_points: list[int] = field(default_factory=list)


def against_medium(name: str, deals: int) -> tuple[Side, Side]:
    """``name`` (first) and Medium (second) over whole 2-player games, each deal in both
    seatings."""
    sides = (Side(), Side())
    for deal in range(deals):
        for me in (0, 1):
            bots = [make_bot("curiosity", "medium")] * 2
            bots[me] = make_bot("curiosity", name)
            game = Curiosity({"players": 2}, 900 + deal)
            rng = Rng(deal)
            while not game.is_over():
                seat = game.current_player
                assert seat is not None
                action = bots[seat].choose(game.view(seat), rng)
                move = CuriosityMove.parse(action)
                if isinstance(move, PlaceToken):
                    side = sides[0 if seat == me else 1]
                    side.token_cards.append(len(game.hands[seat]))
                    if 0 < move.value < ERROR_404:
                        side.positive_cards.append(len(game.hands[seat]))
                game.act(seat, action)
            assert game.result() is not None
            for seat, side in ((me, sides[0]), (1 - me, sides[1])):
                side.token_points.append(sum(v for _, v in game.collected[seat]
                                             if v != ERROR_404))
    return sides


@pytest.mark.slow
def test_grabber_lays_its_positive_tokens_sooner() -> None:
    grabber, medium = against_medium("grabber", 2)
    assert (statistics.fmean(grabber.positive_cards)
            > statistics.fmean(medium.positive_cards) + 0.3)


@pytest.mark.slow
def test_spoiler_steers_first_and_keeps_the_others_off_their_tokens() -> None:
    spoiler, medium = against_medium("spoiler", 2)
    # it plays its cards before it lays its own tokens ...
    early = [sum(1 for c in s.token_cards if c >= 4) / len(s.token_cards)
             for s in (spoiler, medium)]
    assert early[0] < early[1] - 0.1
    # ... and the rover reveals fewer points for Medium against it than for itself
    assert statistics.fmean(medium.token_points) < statistics.fmean(spoiler.token_points)
