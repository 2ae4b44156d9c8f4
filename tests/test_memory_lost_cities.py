"""Lost Cities memory aids: at every step of random games, what the aid function works out
from a seat's view equals what this test reads from the true game state (which the test
may see), the turns left equal a play-out of the rest of the game; and the aids never
depend on anything the seat cannot see."""

from __future__ import annotations

import copy
import json

import pytest

from expeditions.coach.memory_lost_cities import ColourUnseen, Memory, draws_before_the_end, memory
from expeditions.games import lost_cities as lc
from expeditions.games.lost_cities import LostCities
from expeditions.rng import Rng
from tests.support.markers import CPYTHON_ONLY
from tests.support.playouts import random_steps
from tests.test_lost_cities_bots import hide_differently  # the bots' no-peeking twin

pytestmark = pytest.mark.fast

#: every option the game has (it is always two players)
OPTIONS = [{"colours": colours, "games": games, "start": start}
           for colours in (5, 6) for games in (1, 3) for start in ("random", "p1", "p2")]
#: the 6-colour matches are the longest random games: CPython only
CASES = [pytest.param(o, marks=CPYTHON_ONLY) if o["colours"] == 6 and o["games"] == 3 else o
         for o in OPTIONS]


def expected_unseen(game: LostCities, seat: int) -> tuple[ColourUnseen, ...]:
    """From the true state: the unseen cards are exactly the draw pile and the opponent's
    cards nobody saw it take."""
    core = game.core
    opp = 1 - seat
    hidden = set(core.deck) | (set(core.hands[opp]) - set(core.known[opp]))
    out = []
    for colour in range(core.ncol):
        cards = sorted(c for c in hidden if lc.COLOUR_OF[c] == colour)
        out.append(ColourUnseen(lc.COLOUR_LETTERS[colour],
                                tuple(lc.VALUE_OF[c] for c in cards if not lc.IS_WAGER[c]),
                                sum(1 for c in cards if lc.IS_WAGER[c])))
    return tuple(out)


def draws_played_out(game: LostCities, seat: int) -> int:
    """``seat``'s draws until the current game ends, playing it out on a copy with every
    draw from the deck (plays and discards at random)."""
    twin = copy.deepcopy(game)
    if twin.is_over():
        return 0
    number = len(twin.finished)
    rng = Rng(len(twin.events))
    draws = 0
    while len(twin.finished) == number:
        player = twin.current_player
        assert player is not None
        legal = twin.legal_actions(player)
        if "draw:deck" in legal:
            draws += player == seat
            twin.act(player, "draw:deck")
        else:
            twin.act(player, rng.choice(legal))
    return draws


def check_seat(game: LostCities, seat: int, *, play_out: bool) -> Memory:
    core = game.core
    got = memory(lc.as_view(game.view(seat)))
    assert got is not None
    assert got.seat == seat
    assert got.unseen == expected_unseen(game, seat)
    assert got.unseen_count == len(core.deck) + len(core.hands[1 - seat]) - \
        len(core.known[1 - seat])
    assert got.opponent_known == tuple(lc.CODES[c] for c in sorted(core.known[1 - seat]))
    assert got.piles == tuple(tuple(lc.CODES[c] for c in pile) for pile in core.piles)
    assert got.deck == len(core.deck)
    assert got.my_turn == (game.current_player == seat)
    if play_out:
        assert got.my_draws == draws_played_out(game, seat)
    return got


@pytest.mark.slow
@pytest.mark.parametrize("options", CASES,
                         ids=lambda o: "-".join(map(str, o.values())))
def test_memory_aids_equal_the_true_state_through_random_games(
        options: dict[str, object]) -> None:
    seed = sum(map(ord, json.dumps(options)))
    game = LostCities({"players": 2, **options}, seed)
    rng = Rng(seed)
    step = 0
    saw = {"known": 0, "take_then_play": 0, "zero_draws": 0}
    while not game.is_over():
        for seat in (0, 1):
            got = check_seat(game, seat, play_out=step % 5 == seat)
            saw["known"] += bool(got.opponent_known)
            saw["zero_draws"] += got.my_draws == 0
        player = game.current_player
        assert player is not None
        legal = game.legal_actions(player)
        # play a card taken from a pile when possible, so known cards also leave the hand
        taken = {lc.CODES[c] for c in game.core.known[player]}
        again = [a for a in legal if a.split(":")[1] in taken and a.startswith("play:")]
        if again:
            saw["take_then_play"] += 1
        game.act(player, again[0] if again else rng.choice(legal))
        step += 1
    for seat in (0, 1):  # over: nothing left to draw
        got = check_seat(game, seat, play_out=True)
        assert got.my_draws == 0 and got.deck == 0
    assert all(saw.values()), saw  # the games went through every case checked


def test_a_take_is_remembered_until_the_card_is_played_or_discarded() -> None:
    game = LostCities({"players": 2, "games": 1, "start": "p1"}, 2)
    hand = game.view(0)["hand"]
    game.act(0, f"discard:{hand[0]}")
    game.act(0, "draw:deck")
    seen = memory(lc.as_view(game.view(0)))
    assert seen is not None and hand[0] in seen.piles[lc.COLOUR_LETTERS.index(hand[0][0])]
    own = next(c for c in game.view(1)["hand"] if c[0] != hand[0][0])
    game.act(1, f"discard:{own}")
    game.act(1, f"draw:{hand[0][0]}")  # Bo takes Ana's discard
    mine = memory(lc.as_view(game.view(0)))
    assert mine is not None and mine.opponent_known == (hand[0],)
    assert memory(lc.as_view(game.view(1))).opponent_known == ()  # type: ignore[union-attr]
    # Ana takes Bo's discard back after discarding elsewhere
    mine_hand = game.view(0)["hand"]
    other = next(c for c in mine_hand if c[0] != own[0])
    game.act(0, f"discard:{other}")
    game.act(0, f"draw:{own[0]}")
    bo = memory(lc.as_view(game.view(1)))
    assert bo is not None and bo.opponent_known == (own,)
    game.act(1, f"discard:{hand[0]}")  # Bo lets it go again: no longer known in hand
    after = memory(lc.as_view(game.view(0)))
    assert after is not None and after.opponent_known == ()
    assert after.piles[lc.COLOUR_LETTERS.index(hand[0][0])][-1] == hand[0]


@pytest.mark.parametrize(("deck", "next_", "mine"), [
    (0, True, 0), (1, True, 1), (1, False, 0), (2, True, 1), (2, False, 1), (5, True, 3),
    (5, False, 2), (44, True, 22)])
def test_draws_turn_about(deck: int, next_: bool, mine: int) -> None:
    assert draws_before_the_end(deck, next_) == mine


@pytest.mark.parametrize("seed", [3, 8, 21])
@pytest.mark.parametrize("steps", [0, 1, 40, 61, 150])
def test_the_aids_read_nothing_beyond_the_view(seed: int, steps: int) -> None:
    game = LostCities({"players": 2, "games": 3, "colours": 5 + seed % 2}, seed)
    random_steps(game, Rng(seed), steps)
    seat = game.current_player
    assert seat is not None
    twin = hide_differently(game, seat, Rng(seed + 99))
    assert twin.core.hands[1 - seat] != game.core.hands[1 - seat] or \
        twin.core.deck != game.core.deck
    view, twin_view = lc.as_view(game.view(seat)), lc.as_view(twin.view(seat))
    assert view == twin_view
    # the same view, as JSON (no shared objects), gives the same aids for either state
    assert memory(lc.as_view(json.loads(json.dumps(view)))) == memory(twin_view) == memory(view)
    # ... while the aids do follow what the seat sees
    other = memory(lc.as_view(game.view(1 - seat)))
    assert memory(view).unseen != other.unseen  # type: ignore[union-attr]


def test_a_view_without_a_seat_has_no_aids() -> None:
    game = LostCities({"players": 2}, 5)
    random_steps(game, Rng(5), 30)
    assert memory(lc.as_view(game.view(None))) is None
