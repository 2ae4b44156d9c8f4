"""Curios computer players: legal play, no peeking at hidden information, the beliefs of the
deduction bot (read from the view's events). Each bot playing only listed actions is also
checked by the conformance suite."""

from __future__ import annotations

import pytest

from expeditions.arena import play_game
from expeditions.bots import curios as B
from expeditions.bots import make_bot
from expeditions.games import curios as C
from expeditions.games.curios import PASS, Curios, Place, Recruit, public_actions, site_clues
from expeditions.rng import Rng
from tests.test_curios import hidden_shuffled

pytestmark = pytest.mark.fast

FAST_DEDUCTION = B.TEST_PARAMS["deduction"]


def test_registry_and_levels() -> None:
    assert set(B.BOTS) >= {"random", "heuristic", "deduction"}
    assert set(B.LEVELS) == {"easy", "medium", "hard"}
    for level in B.LEVELS:
        name, _ = B.LEVELS[level]
        assert name in B.BOTS
    assert B.LEVELS["hard"][0] == "deduction"


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_bot_plays_whole_games_legally(players: int) -> None:
    names = ["random", "greedy", "heuristic", "deduction", "heuristic"][:players]
    bots = [make_bot("curios", name, **(FAST_DEDUCTION if name == "deduction" else {}))
            for name in names]
    for seed in range(2):
        game = Curios({"players": players}, seed)
        assert play_game(game, bots, Rng(seed))  # act() would raise on an illegal move
        assert game.is_over()


def test_levels_make_bots_that_play_legally() -> None:
    game = Curios({"players": 3}, 5)
    seat = game.current_player
    assert seat is not None
    for level in ("easy", "medium", "hard"):
        bot = make_bot("curios", level, **(FAST_DEDUCTION if level == "hard" else {}))
        assert bot.choose(game.view(seat), Rng(1)) in game.legal_actions(seat)


def advance(game: Curios, steps: int, seed: int) -> None:
    bot = make_bot("curios", "heuristic")
    rng = Rng(seed)
    for _ in range(steps):
        if game.is_over():
            return
        seat = game.current_player
        assert seat is not None
        game.act(seat, bot.choose(game.view(seat), rng))


@pytest.mark.parametrize("name", ["heuristic", "greedy", "deduction"])
def test_bots_cannot_peek(name: str) -> None:
    """Two states that differ only in what the bot cannot see (the site values, the other
    hands, the face-down side deck) give the same view and, with the same seed, the same
    decision."""
    params = {"samples": 24, "rollouts": 3} if name == "deduction" else {}
    bot = make_bot("curios", name, **params)
    checked = 0
    for seed in range(12):
        players = 2 + seed % 4
        game = Curios({"players": players}, seed)
        advance(game, 5 + 3 * seed, seed)
        if game.is_over():
            continue
        seat = game.current_player
        assert seat is not None
        twin = hidden_shuffled(game, seat, Rng(seed + 1))
        assert (twin.values, twin.hands) != (game.values, game.hands) or players == 5
        view = game.view(seat)
        assert twin.view(seat) == view
        assert bot.choose(view, Rng(7)) == bot.choose(twin.view(seat), Rng(7))
        checked += 1
    assert checked >= 8


def test_deduction_beliefs_on_the_worked_example() -> None:
    game = Curios({"players": 3}, 1)
    game.hands[0] = ["G7", "R3", "Y1", "Y5"]
    game.revealed[1] = ["Y3"]
    view = C.as_view(game.view(0))
    beliefs = B.clue_probabilities(view, Rng(2), samples=60)
    assert beliefs["pyramid"] == pytest.approx({7: 1.0})
    assert 7 not in beliefs["colosseum"] and 3 not in beliefs["temple"]
    for site, dist in beliefs.items():
        assert abs(sum(dist.values()) - 1.0) < 1e-9
        assert set(dist) <= set(site_clues(view)[site])


def test_start_of_game_replays_to_the_public_state() -> None:
    game = Curios({"players": 2}, 3)
    while game.round < 3:  # two side-deck flips, recruits and a moved first player
        advance(game, 1, 3)
    advance(game, 2, 3)
    seat = game.current_player
    assert seat is not None
    view = game.view(seat)
    typed = C.as_view(view)
    assert len(typed["side_revealed"]) == 2 and any(p["revealed"] for p in typed["players"])
    sample = Curios.sample_from_view(typed, Rng(4))
    start = B.start_of_game(typed, sample)
    for s, move in public_actions(typed["events"]):
        start.act(s, str(move))
    again = start.view(seat)
    for key in ("events", "turn"):
        again.pop(key)
        view.pop(key)
    assert again == view


def test_watching_heuristic_players_sharpens_the_beliefs() -> None:
    """Against heuristic players, the deduction bot's beliefs put more weight on the true
    values than the cards alone do (averaged over games, mid-game, seat 0)."""
    deduction = B.DeductionBot(samples=80)
    gain = 0.0
    count = 0
    for seed in range(8):
        game = Curios({"players": 4}, seed)
        advance(game, 25, seed)
        if game.is_over() or game.current_player is None:
            continue
        view = C.as_view(game.view(0))
        clues = site_clues(view)
        dist = deduction.beliefs(view, Rng(seed)).site_distribution()
        for s in range(4):
            truth = game.values[s]
            gain += dist[s].get(truth, 0.0) - clues[C.SITES[s]][truth]
            count += 1
    assert count >= 16
    assert gain / count > 0.02


def test_heuristic_prefers_the_site_it_knows_is_rich() -> None:
    game = Curios({"players": 2}, 1)
    seat = game.current_player
    assert seat is not None
    # the seat holds the low pyramid cards, so the pyramid is worth 5 or 7 to it;
    # it holds the high cards of the others
    game.hands[seat] = ["B7", "G7", "R7", "Y1", "Y3"]
    game.hands[1 - seat] = []
    for bot in ("greedy", "heuristic"):
        game.pawns_left[seat] = 1  # one placement left: a gem and the bonus
        game.pawns_left[1 - seat] = 0
        game.passed[1 - seat] = True
        assert make_bot("curios", bot).choose(game.view(seat), Rng(0)) == "place:pyramid"
        # with more pawns the plan still counts on pyramid gems (first now or later)
        game.pawns_left = [5, 5]
        game.passed = [False, False]
        view = game.view(seat)
        sample = Curios.sample_from_view(view, Rng(0))
        evs = B.estimates(B.seen_by(sample, seat))
        options = dict(B.plan_options(sample, seat, B.HEURISTIC_MAJORITY,
                                      B.HEURISTIC_DISCOUNT))
        best = max(options.values(), key=lambda vecs: B.plan_worth(vecs, evs))
        assert max(best, key=lambda v: sum(x * e for x, e in zip(v, evs, strict=True)))[0] >= 1


def test_heuristic_recruits_revealing_its_highest_card() -> None:
    game = Curios({"players": 3}, 2)
    while game.phase == C.SEARCH:
        advance(game, 1, 2)
    seat = game.current_player
    assert seat is not None and game.phase == C.RECRUIT
    game.hands[seat] = ["B3", "G5", "Y1"]
    action = make_bot("curios", "heuristic").choose(game.view(seat), Rng(0))
    assert action == "recruit:G5"
    game.pawns_total[seat] = C.MAX_PAWNS  # cannot recruit: the only choice is to pass
    assert game.legal_actions(seat) == ["pass"]
    assert make_bot("curios", "heuristic").choose(game.view(seat), Rng(0)) == "pass"


def test_the_rules_answer_in_typed_moves() -> None:
    """The greedy and heuristic rules return moves of the codec, which the bots spell."""
    game = Curios({"players": 3}, 2)
    seat = game.current_player
    assert seat is not None
    evs = B.estimates(B.seen_by(game, seat))
    for rule in (B.greedy_action, B.heuristic_action):
        move = rule(game, seat, evs)
        assert isinstance(move, Place) and str(move) in game.legal_actions(seat)
    while game.phase == C.SEARCH:
        advance(game, 1, 2)
    seat = game.current_player
    assert seat is not None
    move = B.recruit_action(game, seat, evs)
    assert isinstance(move, Recruit) and str(move) in game.legal_actions(seat)
    game.pawns_total[seat] = C.MAX_PAWNS
    assert B.recruit_action(game, seat, evs) == PASS


def test_the_deduction_bot_reads_the_others_moves_from_the_events() -> None:
    """Past decisions come from the view's events: without them the bot learns nothing
    from the others' moves, with them it finds their real choices."""
    game = Curios({"players": 3}, 4)
    advance(game, 20, 4)
    seat = game.current_player
    assert seat is not None
    view = C.as_view(game.view(seat))
    sample = Curios.sample_from_view(view, Rng(1))
    decisions = B.past_decisions(view, sample, B.HEURISTIC_MAJORITY, B.HEURISTIC_DISCOUNT)
    assert decisions and all(d.seat != seat for d in decisions)
    blind: C.CuriosView = {**view, "events": [e for e in view["events"] if "seat" not in e]}
    assert B.past_decisions(blind, sample, B.HEURISTIC_MAJORITY, B.HEURISTIC_DISCOUNT) == []
    beliefs = B.DeductionBot(samples=20).beliefs(blind, Rng(1))
    assert len(set(beliefs.weights)) == 1  # nothing to weigh the deals by


def test_easy_slips_to_a_lesser_site_with_a_gem_never_to_an_emptied_one() -> None:
    """Easy is the greedy rule with a beginner's slips: about a third of its placements go
    to the rule's second or third site, always one with a gem left to take; the rest, and
    every recruit, are the rule's own choice."""
    name, params = B.LEVELS["easy"]
    easy = make_bot("curios", "easy")
    placements = slips = 0
    for seed in range(30):
        game = Curios({"players": 3}, 700 + seed)
        rng = Rng(seed)
        while not game.is_over():
            seat = game.current_player
            assert seat is not None
            view = game.view(seat)
            action = easy.choose(view, rng)
            mine = Curios.sample_from_view(view, Rng(0))
            evs = B.estimates(B.seen_by(mine, seat))
            rule = str(B.greedy_action(mine, seat, evs))
            if game.phase == C.SEARCH and action.startswith("place"):
                placements += 1
                if action != rule:
                    slips += 1
                    site = C.Move.parse(action)
                    assert isinstance(site, Place)
                    assert site.site in B.slip_sites(mine, seat, evs)
                    assert game.gems_left[site.site] > 0
            else:
                assert action == rule
            game.act(seat, action)
    assert name == "greedy" and params["noise"] > 0
    assert 0.2 * placements < slips < 0.4 * placements
