"""Curios rules engine: the worked examples and edge cases of the rules file, illegal
actions, and invariants over random playouts."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from expeditions.engine import IllegalAction, replay
from expeditions.games import curios as C
from expeditions.games import game_class
from expeditions.games.curios import Curios, determinize, site_clues
from expeditions.rng import Rng
from tests.support.playouts import random_steps

PY, CO, SH, TE = range(4)  # site indexes


def fresh(players: int, seed: int = 1, first: int = 0) -> Curios:
    """A new game whose first player is ``first`` (set directly, as the tests may)."""
    game = Curios({"players": players}, seed)
    game.first_player = first
    game.turn = first
    return game


def state(game: Curios) -> dict[str, Any]:
    return copy.deepcopy(game.__dict__)


def finish_with(game: Curios, values: list[int], gems: list[list[int]]) -> None:
    """Force the end of the game with the given site values and collections."""
    game.values = list(values)
    game.gems = [list(g) for g in gems]
    game._end_game()


# ----- setup ----------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup_follows_the_table(players: int) -> None:
    for seed in range(20):
        game = Curios({"players": players}, seed)
        assert game.gems_left == [C.GEMS_PER_SITE[players]] * 4
        assert all(len(h) == C.CARDS_PER_PLAYER[players] for h in game.hands)
        assert len(game.side_deck) == 12 - players * C.CARDS_PER_PLAYER[players]
        assert game.pawns_total == [C.START_PAWNS] * players
        assert game.current_player == game.first_player
        # every card exists once: the 4 site cards, the hands and the side deck are the 16
        cards = [C.card_id(s, game.values[s]) for s in range(4)]
        cards += [c for h in game.hands for c in h] + game.side_deck
        assert sorted(cards) == sorted(C.ALL_CARDS)


def test_registry_and_determinism() -> None:
    assert game_class("curios") is Curios
    a, b = Curios({"players": 3}, 99), Curios({"players": 3}, 99)
    assert a.__dict__ == b.__dict__
    deals = {(tuple(Curios({"players": 3}, s).values), tuple(Curios({"players": 3}, s)
              .hands[0])) for s in range(30)}
    assert len(deals) > 20


def test_hidden_values_are_independent_draws() -> None:
    """Two sites can share a value (§2.5): over many seeds, some deals repeat a value."""
    repeats = sum(1 for s in range(200) if len(set(Curios({"players": 4}, s).values)) < 4)
    assert repeats > 100  # 1 - 4!/4^4 ≈ 91 % of deals repeat a value


# ----- §6 worked examples ---------------------------------------------------------------
def test_worked_example_two_player_round() -> None:
    ana, ben = 0, 1
    game = fresh(2, first=ana)
    moves = [
        (ana, "place:pyramid", 4),
        (ben, "place:pyramid", 3),
        (ana, "place:temple", 3),
        (ben, "place:pyramid", 0),
        (ana, "place:temple", 1),
    ]
    for seat, action, left in moves:
        assert game.current_player == seat
        game.act(seat, action)
        assert game.pawns_left[seat] == left
    # Pyramid column 4 needs 4: Ana cannot take it
    assert "place:pyramid" not in game.legal_actions(ana)
    assert game.check(ana, "place:pyramid") is not None
    # Ben has no legal move: the engine passed him, so it is Ana's turn again
    assert game.passed[ben] and game.current_player == ana
    assert any("Player 2 passes" in e for e in game.events)
    game.act(ana, "place:shipwreck")
    # Ana passes, every player has passed: the bonus check ran, we are in Phase 2
    assert game.phase == C.RECRUIT and game.current_player == ana
    yellow, green, blue, red = PY, CO, SH, TE
    # the rules' summary names Ana's 3 red and 2 blue; her first move also took 1 yellow
    assert game.gems[ana] == [1, 0, 2, 3] and game.gems[ana][red] == 3
    assert game.gems[ana][blue] == 2
    assert game.gems[ben] == [3, 0, 0, 0] and game.gems[ben][yellow] == 3
    assert game.gems[ana][green] == game.gems[ben][green] == 0
    bonuses = {b["site"]: (b["player"], b["gems"]) for b in game.last_bonuses}
    assert bonuses == {"pyramid": (ben, 1), "temple": (ana, 1), "shipwreck": (ana, 1)}
    assert "colosseum" not in bonuses
    # pawns retrieved
    assert all(not cols for cols in game.columns)
    assert game.pawns_left == [5, 5]


def test_worked_example_bonus_counts() -> None:
    """The bonus check counts all columns of a site: Ben's 2 + 3 beats Ana's 1."""
    game = fresh(2)
    game.columns = [[0, 1, 1], [], [0], [0, 0]]
    assert game.pawns_at(PY) == [1, 5]
    assert game.pawns_at(TE) == [3, 0]
    assert game.pawns_at(SH) == [1, 0]
    assert game.pawns_at(CO) == [0, 0]
    before = [list(g) for g in game.gems]
    game._end_search()
    gained = [[game.gems[p][s] - before[p][s] for s in range(4)] for p in range(2)]
    assert gained == [[0, 0, 1, 1], [1, 0, 0, 0]]


def test_worked_example_seed_score_40() -> None:
    game = fresh(2)
    # Rene (seat 0) has 4 blue and 4 yellow; blue is worth 3, yellow 7
    finish_with(game, [7, 1, 3, 5], [[4, 0, 4, 0], [0, 1, 0, 0]])
    result = game.result()
    assert result is not None
    assert result.scores[0] == 40
    colours = result.breakdown[0]["colours"]
    assert colours["blue"] == {"gems": 4, "value": 3, "points": 12}
    assert colours["yellow"] == {"gems": 4, "value": 7, "points": 28}
    assert result.winners == [0]


def test_worked_example_shared_value_score_43() -> None:
    game = fresh(3)
    finish_with(game, [7, 7, 1, 3], [[3, 2, 5, 1], [0, 0, 0, 0], [1, 1, 1, 1]])
    result = game.result()
    assert result is not None
    assert result.scores == [43, 0, 18]
    assert result.breakdown[0]["site_values"] == {
        "pyramid": 7, "colosseum": 7, "shipwreck": 1, "temple": 3}
    assert [result.breakdown[0]["colours"][c]["points"] for c in C.COLOURS] == [21, 14, 5, 3]


def test_shared_victory_has_several_winners() -> None:
    game = fresh(3)
    finish_with(game, [7, 5, 3, 1], [[1, 0, 0, 0], [0, 0, 0, 7], [0, 0, 0, 2]])
    result = game.result()
    assert result is not None
    assert result.scores == [7, 7, 2]
    assert result.winners == [0, 1]
    assert "shared" in result.summary


def test_worked_example_deduction() -> None:
    game = fresh(3)
    game.hands[0] = ["G7", "R3", "Y1", "Y5"]
    game.revealed[1] = ["Y3"]
    clues = site_clues(game.view(0))
    assert clues["pyramid"] == {7: 1.0}
    assert clues["colosseum"] == pytest.approx({1: 1 / 3, 3: 1 / 3, 5: 1 / 3})
    assert clues["temple"] == pytest.approx({1: 1 / 3, 5: 1 / 3, 7: 1 / 3})
    assert clues["shipwreck"] == pytest.approx({v: 0.25 for v in C.CARD_VALUES})
    # another seat knows other things
    game.hands[1] = ["B1"]
    assert 1 not in site_clues(game.view(1))["shipwreck"]
    # the side deck's flipped cards are clues too
    game.side_revealed = ["B3"]
    assert site_clues(game.view(0))["shipwreck"] == pytest.approx({1: 1 / 3, 5: 1 / 3,
                                                                    7: 1 / 3})


def test_clues_are_the_true_posterior() -> None:
    """Empirically: over many deals with seat 0 holding Y1, the Pyramid's value is uniform
    over 3, 5 and 7, as site_clues says."""
    counts = {1: 0, 3: 0, 5: 0, 7: 0}
    for seed in range(3000):
        game = Curios({"players": 4}, seed)
        if [c for c in game.hands[0] if c[0] == "Y"] == ["Y1"]:
            counts[game.values[PY]] += 1
            clues = site_clues(game.view(0))["pyramid"]
            assert clues == pytest.approx({3: 1 / 3, 5: 1 / 3, 7: 1 / 3})
    total = sum(counts.values())
    assert counts[1] == 0 and total > 300
    for v in (3, 5, 7):
        assert abs(counts[v] / total - 1 / 3) < 0.08


# ----- §4 edge cases --------------------------------------------------------------------
def test_several_columns_of_one_site_count_for_the_majority() -> None:
    game = fresh(2, first=0)
    game.pawns_left = [7, 7]
    game.pawns_total = [7, 7]
    game.act(0, "place:pyramid")  # 1
    game.act(1, "place:pyramid")  # 2
    game.act(0, "place:pyramid")  # 3  -> seat 0 has 4 pawns there, seat 1 has 2
    assert game.pawns_at(PY) == [4, 2]
    assert game.gems[0][PY] == 2


def test_a_big_column_still_gives_one_gem() -> None:
    game = fresh(2, first=0)
    game.columns[PY] = [1, 1, 1]
    before = game.gems[0][PY]
    game.act(0, "place:pyramid")  # the capacity-4 column
    assert game.pawns_left[0] == 1
    assert game.gems[0][PY] == before + C.GEMS_PER_COLUMN == before + 1


def test_an_empty_site_is_still_open_but_gives_nothing() -> None:
    game = fresh(2, first=0)
    game.gems_left[TE] = 0
    assert "place:temple" in game.legal_actions(0)
    game.act(0, "place:temple")
    assert game.gems[0][TE] == 0 and game.gems_left[TE] == 0
    assert game.columns[TE] == [0]
    assert "no gem" in game.events[-1]


def test_supply_running_out_mid_phase() -> None:
    game = fresh(2, first=0)
    game.gems_left[PY] = 1
    game.act(0, "place:pyramid")
    assert game.gems[0][PY] == 1 and game.gems_left[PY] == 0
    game.act(1, "place:pyramid")
    assert game.gems[1][PY] == 0 and game.gems_left[PY] == 0


def test_no_bonus_from_an_empty_supply_or_a_tie() -> None:
    game = fresh(3)
    game.gems_left = [0, 5, 5, 5]
    game.columns = [[0], [0, 1], [2, 1, 0], []]  # pyramid: 0 leads, supply empty
    game.columns[CO] = [0, 0]  # colosseum: seat 0 leads with 3
    game.columns[SH] = [1, 2]  # shipwreck: 1 vs 2 -> seat 2 leads
    game.columns[TE] = [0, 1, 2, 2]  # temple: 1, 2, 7 -> seat 2
    before = [list(g) for g in game.gems]
    game._end_search()
    assert game.gems_left == [0, 4, 4, 4]
    assert game.gems[0][PY] == before[0][PY]
    assert game.gems[0][CO] == before[0][CO] + 1
    assert game.gems[2][SH] == before[2][SH] + 1
    assert game.gems[2][TE] == before[2][TE] + 1
    reasons = {b["site"]: b["reason"] for b in game.last_bonuses}
    assert reasons["pyramid"] == "no gems left"
    game2 = fresh(2)
    game2.columns = [[0, 1], [], [], []]  # 1 vs 2: seat 1
    game2.columns[CO] = [1, 0]  # 1 vs 2: seat 0
    game2.columns[SH] = [0, 0, 1, 1]  # 6 vs 7: seat 1
    game2.columns[TE] = [0, 1, 0]  # 4 vs 2: seat 0
    game2._end_search()
    assert [b["player"] for b in game2.last_bonuses] == [1, 0, 1, 0]
    game3 = fresh(2)
    game3.columns[PY] = [1, 1, 0, 0]  # 1+2 = 3 vs 3+4 = 7
    game3.columns[CO] = [0, 1]  # 1 vs 2
    game3.columns[SH] = [0, 0, 1]  # 3 vs 3: tie
    game3._end_search()
    by_site = {b["site"]: b for b in game3.last_bonuses}
    assert by_site["shipwreck"]["player"] is None and by_site["shipwreck"]["gems"] == 0
    assert by_site["shipwreck"]["reason"] == "tie"
    assert game3.gems[0][SH] == game3.gems[1][SH] == 0


def test_bonus_is_checked_after_the_last_pass_not_during_the_phase() -> None:
    game = fresh(2, first=0)
    game.act(0, "place:shipwreck")  # seat 0 leads at the shipwreck, 1 pawn
    assert game.gems[0][SH] == 1  # only the column's gem so far
    game.act(1, "place:shipwreck")  # seat 1 overtakes, 2 pawns
    game.act(0, "place:temple")
    game.act(1, "place:shipwreck")  # seat 1: 5 pawns, 0 left
    assert game.gems[1][SH] == 2 and game.last_bonuses == []
    game.act(0, "place:temple")  # seat 0: 1 pawn left; seat 1 passed
    game.act(0, "place:pyramid")  # seat 0: 0 left -> phase ends
    assert game.phase == C.RECRUIT
    assert game.gems[1][SH] == 3  # the majority was judged at the end
    assert game.gems[0][SH] == 1


def test_a_card_you_hold_is_never_the_value() -> None:
    for seed in range(100):
        game = Curios({"players": 3}, seed)
        for seat in range(3):
            clues = site_clues(game.view(seat))
            for s in range(4):
                assert game.values[s] in clues[C.SITES[s]]
                for card in game.hands[seat]:
                    site, value = C.parse_card(card) or (-1, -1)
                    if site == s:
                        assert value not in clues[C.SITES[s]]


def test_five_player_side_deck_is_never_revealed() -> None:
    game = play_random(7, 5)
    assert len(game.side_deck) == 2 and game.side_revealed == []
    assert C.SIDE_DECK_FLIPS_PER_ROUND[5] == 0


def test_two_player_side_deck_flips_one_card_per_round_until_empty() -> None:
    game = fresh(2, first=0)
    rounds_seen = 0
    rng = Rng(3)
    while not game.is_over():
        seat = game.current_player
        assert seat is not None
        round_before = game.round
        game.act(seat, rng.choice(game.legal_actions(seat)))
        if game.round != round_before:
            rounds_seen += 1
            assert len(game.side_revealed) == min(4, rounds_seen)
            assert len(game.side_deck) == 4 - len(game.side_revealed)


# ----- Phase 2 --------------------------------------------------------------------------
def to_recruit(players: int = 3, seed: int = 2) -> Curios:
    game = fresh(players, seed, first=0)
    rng = Rng(seed)
    while game.phase == C.SEARCH:
        seat = game.current_player
        assert seat is not None
        game.act(seat, rng.choice(game.legal_actions(seat)))
    assert game.phase == C.RECRUIT and game.current_player == 0
    return game


def test_recruit_reveals_a_card_and_gains_a_pawn() -> None:
    game = to_recruit()
    card = game.hands[0][0]
    assert game.legal_actions(0) == [f"recruit:{c}" for c in sorted(game.hands[0])] + ["pass"]
    game.act(0, f"recruit:{card}")
    assert card not in game.hands[0] and game.revealed[0] == [card]
    assert game.pawns_total[0] == 6
    assert game.current_player == 1
    game.act(1, "pass")
    assert game.pawns_total[1] == 5 and game.revealed[1] == []
    game.act(2, "pass")
    # the round is over: the first player token moved on, Phase 1 starts with seat 1
    assert game.round == 2 and game.phase == C.SEARCH
    assert game.first_player == 1 and game.current_player == 1
    assert game.pawns_left == [6, 5, 5]


def test_players_who_cannot_recruit_are_passed_by_the_engine() -> None:
    game = fresh(3, first=0)
    game.hands[1] = []
    game.pawns_total[2] = game.pawns_left[2] = C.MAX_PAWNS
    while game.phase == C.SEARCH:
        seat = game.current_player
        assert seat is not None
        game.act(seat, game.legal_actions(seat)[0])
    assert game.current_player == 0
    game.act(0, "pass")
    assert game.phase == C.SEARCH and game.round == 2  # seats 1 and 2 were passed
    assert any("Player 2 cannot recruit (has no cards)" in e for e in game.events)
    assert any("Player 3 cannot recruit (has 7 pawns)" in e for e in game.events)


# ----- illegal actions ------------------------------------------------------------------
def rejected(game: Curios, seat: int, action: str, reason: str) -> None:
    before = state(game)
    with pytest.raises(IllegalAction, match=reason):
        game.act(seat, action)
    assert game.__dict__ == before


def test_illegal_placements_are_rejected_and_change_nothing() -> None:
    game = fresh(2, first=0)
    game.columns[PY] = [1, 0, 1, 0, 1]
    rejected(game, 0, "place:pyramid", "full")
    game.columns[CO] = [1, 1, 1]
    game.pawns_left[0] = 3
    rejected(game, 0, "place:colosseum", "needs 4 pawns and you have 3")
    rejected(game, 1, "place:temple", "not your turn")
    rejected(game, 0, "place:atlantis", "no site")
    rejected(game, 0, "pass", "no voluntary pass")
    rejected(game, 0, "recruit:" + game.hands[0][0], "only recruit in Phase 2")
    rejected(game, 0, "dig", "unknown action")
    # aliases of a site are accepted
    assert game.check(0, "place:Y") is not None  # the pyramid is full
    assert game.check(0, "place:red") is None and game.check(0, "place:R") is None


def test_illegal_recruits_are_rejected_and_change_nothing() -> None:
    game = to_recruit()
    mine = game.hands[0][0]
    other = game.hands[1][0]
    rejected(game, 0, f"recruit:{other}", "do not hold")
    rejected(game, 0, "recruit:Z9", "do not hold")
    rejected(game, 0, "place:pyramid", "only be placed in Phase 1")
    rejected(game, 1, f"recruit:{other}", "not your turn")
    game.act(0, f"recruit:{mine}")
    rejected(game, 0, f"recruit:{game.hands[0][0]}", "not your turn")  # a second recruit
    # a state where the current player has 7 pawns, then one with an empty hand
    game.pawns_total[1] = C.MAX_PAWNS
    assert game.legal_actions(1) == ["pass"]
    rejected(game, 1, f"recruit:{other}", "already have 7 pawns")
    game.pawns_total[1] = 5
    hand = game.hands[1]
    game.hands[1] = []
    rejected(game, 1, f"recruit:{other}", "hand is empty")
    game.hands[1] = hand
    game.act(1, f"recruit:{other}")
    assert game.pawns_total[1] == 6


def test_acting_after_the_end_is_rejected() -> None:
    game = play_random(11, 3)
    assert game.current_player is None and game.legal_actions(0) == []
    for action in ("place:pyramid", "pass", "recruit:Y1"):
        rejected(game, 0, action, "over")


# ----- end of game ----------------------------------------------------------------------
def test_game_ends_after_the_round_that_empties_two_sites_without_phase_2() -> None:
    game = fresh(2, first=0)
    game.gems_left = [1, 1, 8, 8]
    game.act(0, "place:pyramid")  # pyramid now empty
    assert not game.is_over()
    game.act(1, "place:colosseum")  # colosseum empty: two sites, but the round goes on
    assert not game.is_over() and game.phase == C.SEARCH
    while not game.is_over():
        seat = game.current_player
        assert seat is not None and game.phase == C.SEARCH  # no Phase 2
        game.act(seat, game.legal_actions(seat)[0])
    assert game.round == 1 and game.phase == C.OVER
    view = game.view(1)
    assert [s["value"] for s in view["sites"]] == game.values
    assert view["players"][0]["hand"] == sorted(game.hands[0])
    assert view["result"]["scores"] == game.result().scores  # type: ignore[union-attr]


def test_one_empty_site_does_not_end_the_game() -> None:
    game = fresh(2, first=0)
    game.gems_left = [1, 8, 8, 8]
    while game.phase == C.SEARCH:
        seat = game.current_player
        assert seat is not None
        game.act(seat, game.legal_actions(seat)[0])
    assert game.phase == C.RECRUIT and not game.is_over()


# ----- views ----------------------------------------------------------------------------
def test_view_contents() -> None:
    game = to_recruit(3)
    view = game.view(0)
    json.dumps(view)
    assert view["hand"] == sorted(game.hands[0])
    assert view["phase"] == "recruit" and view["round"] == 1 and view["first_player"] == 0
    assert [s["id"] for s in view["sites"]] == list(C.SITES)
    assert [c["capacity"] for c in view["sites"][0]["columns"]] == list(C.COLUMN_CAPACITIES)
    assert all(s["value"] is None for s in view["sites"])
    for p, pl in enumerate(view["players"]):
        assert pl["hand_size"] == len(game.hands[p]) and pl["hand"] is None
        assert sum(pl["gems"].values()) == sum(game.gems[p])
    assert view["side_deck_count"] == 0 and view["side_deck"] is None
    assert view["last_bonuses"] == game.last_bonuses and view["log"]
    assert view["legal"] == game.legal_actions(0)
    public = game.view(None)
    assert public["hand"] is None and public["legal"] == []
    assert game.view(1)["legal"] == []


# ----- random playouts ------------------------------------------------------------------
def play_random(seed: int, players: int) -> Curios:
    game = Curios({"players": players}, seed)
    rng = Rng(seed ^ 0x5EED)
    while not game.is_over():
        seat = game.current_player
        assert seat is not None
        game.act(seat, rng.choice(game.legal_actions(seat)))
    return game


def hidden_shuffled(game: Curios, seat: int, rng: Rng) -> Curios:
    """The same game with everything ``seat`` cannot see redrawn: the site values, the
    other hands and the face-down side deck."""
    other = game.clone()
    hidden = [C.card_id(s, game.values[s]) for s in range(4)] + list(game.side_deck)
    for p in range(game.num_players):
        if p != seat:
            hidden.extend(game.hands[p])
    for s in range(4):
        choices = [c for c in hidden if C.parse_card(c)[0] == s]  # type: ignore[index]
        pick = rng.choice(choices)
        hidden.remove(pick)
        other.values[s] = int(pick[1:])
    rng.shuffle(hidden)
    for p in range(game.num_players):
        if p != seat:
            size = len(game.hands[p])
            other.hands[p] = sorted(hidden[:size])
            del hidden[:size]
    other.side_deck = hidden
    return other


def check_invariants(before: Curios, seat: int, action: str, after: Curios,
                     rng: Rng) -> None:
    n = after.num_players
    total = 4 * C.GEMS_PER_SITE[n]
    assert sum(after.gems_left) + sum(sum(g) for g in after.gems) == total
    for p in range(n):
        assert C.START_PAWNS <= after.pawns_total[p] <= C.MAX_PAWNS
        assert 0 <= after.pawns_left[p] <= after.pawns_total[p]
        on_sites = sum(C.COLUMN_CAPACITIES[c] for s in range(4)
                       for c, o in enumerate(after.columns[s]) if o == p)
        assert on_sites + after.pawns_left[p] == after.pawns_total[p]
    # replay the bonus check by hand when the action ended Phase 1
    if before.phase == C.SEARCH and action.startswith("place:"):
        site = C.site_index(action[6:])
        assert site is not None
        cols = [list(c) for c in before.columns]
        cols[site].append(seat)
        supply = list(before.gems_left)
        col_gem = 1 if supply[site] > 0 else 0
        supply[site] -= col_gem
        ended = after.phase != C.SEARCH or after.round != before.round
        expected = [list(g) for g in before.gems]
        expected[seat][site] += col_gem
        if ended:
            for s in range(4):
                counts = [0] * n
                for c, o in enumerate(cols[s]):
                    counts[o] += C.COLUMN_CAPACITIES[c]
                top = max(counts)
                if top and counts.count(top) == 1 and supply[s] > 0:
                    expected[counts.index(top)][s] += 1
                    supply[s] -= 1
            empty = sum(1 for g in supply if g == 0)
            assert after.is_over() == (empty >= C.EMPTY_SITES_TO_END)
        else:
            assert after.columns == cols
        assert after.gems == expected
    else:
        assert after.gems == before.gems and not after.is_over()
    if after.is_over():
        assert after.phase == C.OVER
    # a filled column is one player's: the occupant placed exactly its capacity
    for s in range(4):
        assert len(after.columns[s]) <= len(C.COLUMN_CAPACITIES)
    # views never leak hidden information before the end
    if not after.is_over():
        for p in [*range(n), None]:
            view = after.view(p)
            text = json.dumps(view)
            assert all(site["value"] is None for site in view["sites"])
            secret = [C.card_id(s, after.values[s]) for s in range(4)] + after.side_deck
            secret += [c for q in range(n) if q != p for c in after.hands[q]]
            for card in secret:
                assert f'"{card}"' not in text
            if p is not None:
                twin = hidden_shuffled(after, p, rng)
                assert twin.view(p) == view


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=2**62), st.integers(min_value=2, max_value=5))
def test_random_playouts_keep_the_invariants(seed: int, players: int) -> None:
    game = Curios({"players": players}, seed)
    rng = Rng(seed)
    while not game.is_over():
        seat = game.current_player
        assert seat is not None
        legal = game.legal_actions(seat)
        assert legal  # the player to act always has a real decision
        if game.phase == C.SEARCH:
            assert all(a.startswith("place:") for a in legal)
        action = rng.choice(legal)
        before = game.clone()
        game.act(seat, action)
        check_invariants(before, seat, action, game, rng)
    result = game.result()
    assert result is not None
    assert result.scores == [sum(g * v for g, v in zip(game.gems[p], game.values, strict=True))
                             for p in range(players)]
    assert result.winners == [p for p in range(players) if result.scores[p] ==
                              max(result.scores)]
    data = json.loads(json.dumps(game.to_json()))
    again = replay(Curios, data["options"], data["seed"], data["log"])
    assert again.__dict__ == game.__dict__
    half = replay(Curios, data["options"], data["seed"], data["log"][: len(game.log) // 2])
    assert half.view(None)["history"] == data["log"][: len(game.log) // 2]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_playouts_for_each_player_count(players: int) -> None:
    for seed in range(5):
        game = Curios({"players": players}, seed)
        rng = Rng(seed + 100)
        while not game.is_over():
            seat = game.current_player
            assert seat is not None
            action = rng.choice(game.legal_actions(seat))
            before = game.clone()
            game.act(seat, action)
            check_invariants(before, seat, action, game, rng)
        assert sum(1 for g in game.gems_left if g == 0) >= C.EMPTY_SITES_TO_END


# ----- determinization --------------------------------------------------------------------
@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=0, max_value=2**62), st.integers(min_value=2, max_value=5),
       st.integers(min_value=0, max_value=60))
def test_determinize_is_consistent_with_the_view(seed: int, players: int, steps: int) -> None:
    game = Curios({"players": players}, seed)
    rng = Rng(seed)
    random_steps(game, rng, steps)
    if game.is_over():
        return
    seat = game.current_player
    assert seat is not None
    view = game.view(seat)
    for k in range(3):
        sample = determinize(view, Rng(k))
        again = sample.view(seat)
        for key in ("history", "turn", "log"):
            again.pop(key)
            view.pop(key, None)
        assert again == view
        # a sample is a playable game
        r = Rng(k)
        while not sample.is_over():
            s = sample.current_player
            assert s is not None
            sample.act(s, r.choice(sample.legal_actions(s)))


def test_rule_constants_can_be_changed_in_one_place(monkeypatch: pytest.MonkeyPatch) -> None:
    """The [R] choices are constants: flipping them gives a game that still plays out."""
    monkeypatch.setattr(C, "SKIP_LAST_RECRUIT_PHASE", False)
    monkeypatch.setattr(C, "VOLUNTARY_PASS", True)
    monkeypatch.setattr(C, "GEMS_PER_SITE", {**C.GEMS_PER_SITE, 2: 5})
    game = fresh(2, first=0)
    assert game.gems_left == [5] * 4
    assert "pass" in game.legal_actions(0)
    game.act(0, "pass")
    assert game.passed[0] and game.current_player == 1
    rng = Rng(4)
    while not game.is_over():
        seat = game.current_player
        assert seat is not None
        game.act(seat, rng.choice(game.legal_actions(seat)))
    # the last round had its Phase 2: its events come between the bonuses and the end
    tail = game.events[-4:]
    assert "Game over" in tail[-1]
    assert any("recruit" in e for e in tail)
