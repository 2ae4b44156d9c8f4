"""Curios rules engine: the worked examples and edge cases of the rules file, the action
codec, refusals with their reason codes, the public events and their wording, every [R]
constant, and invariants over random playouts. (The generic checks of the protocol —
turn order, refused probes change nothing, JSON views, replay, sample_from_view — are the
conformance suite's, tests/conformance.)"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from expeditions.engine import IllegalAction, Note
from expeditions.games import curios as C
from expeditions.games import game_class
from expeditions.games.curios import PASS, Curios, Move, Place, Recruit, public_actions, site_clues
from expeditions.rng import Rng
from expeditions.web.i18n import Words, parameters
from expeditions.web.lang.en.curios import MESSAGES as EN_MESSAGES
from expeditions.web.lang.es.curios import MESSAGES as ES_MESSAGES
from expeditions.web.tables import curios as table
from expeditions.web.widgets import TableContext, TableState

pytestmark = pytest.mark.fast

PY, CO, SH, TE = range(4)  # site indexes


def fresh(players: int, seed: int = 1, first: int = 0) -> Curios:
    """A new game whose first player is ``first`` (set directly, as the tests may)."""
    game = Curios({"players": players}, seed)
    game.first_player = first
    game.turn = first
    return game


def phase(game: Curios) -> C.Phase:
    """``game.phase`` read afresh after moves (mypy would keep a narrowing of the attribute
    from before them)."""
    return game.phase


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
    assert game.events[-1] == {"type": "passed", "seat": ben, "pawns_left": 0,
                               "voluntary": False}
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
    assert game.events[-1] == {"type": "placed", "seat": 0, "site": "temple", "column": 0,
                               "pawns": 1, "gems": 0}


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
    assert phase(game) == C.SEARCH and game.round == 2  # seats 1 and 2 were passed
    assert {"type": "cannot_recruit", "seat": 1, "why": "no_cards", "pawns": 5} in game.events
    assert {"type": "cannot_recruit", "seat": 2, "why": "max_pawns", "pawns": 7} in game.events


# ----- the action codec -----------------------------------------------------------------
def test_moves_spell_the_listed_strings_and_parse_back() -> None:
    assert [str(Place(s)) for s in range(4)] == [f"place:{site}" for site in C.SITES]
    assert str(Recruit("Y7")) == "recruit:Y7" and str(PASS) == "pass"
    for text in ["place:temple", "recruit:B3", "pass"]:
        assert str(Move.parse(text)) == text
    assert Move.parse("place:temple") == Place(TE)
    assert Place.parse("place:temple") == Place(TE)
    with pytest.raises(IllegalAction):
        Place.parse("recruit:B3")  # a kind's own parse reads only its kind


@pytest.mark.parametrize("text", [
    "place:PYRAMID", "place:y", "place:Y", "place:Yellow", "place:yellow", "place:red",
    "place:atlantis", "place:", "recruit:Z9", "recruit:y7", "recruit:Y 7", "recruit:",
    "Pass", "pass:", "dig", "place:pyramid ",
])
def test_only_canonical_spellings_parse(text: str) -> None:
    """The site aliases of the old engine (colour, letter, any case) are no actions now."""
    with pytest.raises(IllegalAction) as err:
        Move.parse(text)
    assert err.value.code == "unknown_action"
    game = fresh(2, first=0)
    refusal = game.check(0, text)
    assert refusal is not None and refusal.code == "unknown_action"


# ----- illegal actions ------------------------------------------------------------------
def rejected(game: Curios, seat: int, action: str, code: str, text: str | None = None, /,
             **params: object) -> None:
    before = state(game)
    with pytest.raises(IllegalAction, match=text) as err:
        game.act(seat, action)
    assert err.value.code == code
    assert err.value.params == params
    assert game.__dict__ == before


def test_illegal_placements_are_refused_with_reasons() -> None:
    game = fresh(2, first=0)
    game.columns[PY] = [1, 0, 1, 0, 1]
    rejected(game, 0, "place:pyramid", "site_full", "all five columns of the Great Pyramid "
             "are full", site="pyramid")
    game.columns[CO] = [1, 1, 1]
    game.pawns_left[0] = 3
    rejected(game, 0, "place:colosseum", "not_enough_pawns",
             "needs 4 pawns and you have 3 left", site="colosseum", needed=4, left=3)
    rejected(game, 1, "place:temple", "not_your_turn", "not your turn", player=0)
    rejected(game, 0, "pass", "must_place", "no voluntary pass")
    rejected(game, 0, "recruit:" + game.hands[0][0], "wrong_phase", "only recruit in Phase 2",
             phase="search")
    rejected(game, 0, "dig", "unknown_action", "unknown action", action="dig")
    assert game.check(0, "place:Y") is not None and game.check(0, "place:red") is not None
    assert game.check(0, "place:temple") is None


def test_illegal_recruits_are_refused_with_reasons() -> None:
    game = to_recruit()
    mine = game.hands[0][0]
    other = game.hands[1][0]
    rejected(game, 0, f"recruit:{other}", "not_in_hand", "do not hold", card=other)
    rejected(game, 0, "place:pyramid", "wrong_phase", "only be placed in Phase 1",
             phase="recruit")
    rejected(game, 1, f"recruit:{other}", "not_your_turn", "not your turn", player=0)
    game.act(0, f"recruit:{mine}")
    rejected(game, 0, f"recruit:{game.hands[0][0]}", "not_your_turn", player=1)
    # a state where the current player has 7 pawns, then one with an empty hand
    game.pawns_total[1] = C.MAX_PAWNS
    assert game.legal_actions(1) == ["pass"]
    rejected(game, 1, f"recruit:{other}", "max_pawns", "already have 7 pawns", max=7)
    game.pawns_total[1] = 5
    hand = game.hands[1]
    game.hands[1] = []
    rejected(game, 1, f"recruit:{other}", "no_cards", "hand is empty")
    game.hands[1] = hand
    game.act(1, f"recruit:{other}")
    assert game.pawns_total[1] == 6


def test_acting_after_the_end_is_rejected() -> None:
    game = play_random(11, 3)
    assert game.current_player is None and game.legal_actions(0) == []
    for action in ("place:pyramid", "pass", "recruit:Y1"):
        rejected(game, 0, action, "game_over", "over")


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
    assert game.round == 1 and phase(game) == C.OVER
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
    assert view["last_bonuses"] == game.last_bonuses
    assert view["events"] == game.events and "log" not in view and "history" not in view
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
    move = Move.parse(action)
    if before.phase == C.SEARCH and isinstance(move, Place):
        check_placement(before, seat, move.site, after)
    else:
        assert after.gems == before.gems and not after.is_over()
    if after.is_over():
        assert after.phase == C.OVER
    # a filled column is one player's: the occupant placed exactly its capacity
    for s in range(4):
        assert len(after.columns[s]) <= len(C.COLUMN_CAPACITIES)
    if not after.is_over():
        check_views_hide_the_secrets(after, rng)


def check_placement(before: Curios, seat: int, site: int, after: Curios) -> None:
    """The gems of a placement, and the bonus check replayed by hand when it ended
    Phase 1."""
    n = after.num_players
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


def check_views_hide_the_secrets(game: Curios, rng: Rng) -> None:
    """Before the end no view (events included) names a card its seat cannot see, and
    redrawing what a seat cannot see leaves its view as it was."""
    n = game.num_players
    for p in [*range(n), None]:
        view = game.view(p)
        text = json.dumps(view)
        assert all(site["value"] is None for site in view["sites"])
        secret = [C.card_id(s, game.values[s]) for s in range(4)] + game.side_deck
        secret += [c for q in range(n) if q != p for c in game.hands[q]]
        for card in secret:
            assert f'"{card}"' not in text
        if p is not None:
            twin = hidden_shuffled(game, p, rng)
            assert twin.view(p) == view


@pytest.mark.slow
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
            assert all(isinstance(Move.parse(a), Place) for a in legal)
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
    # every action can be read back from the public events
    assert [(s, str(m)) for s, m in public_actions(game.view(None)["events"])] == game.log


@pytest.mark.slow
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




# ----- events and their wording ------------------------------------------------------------
def test_the_worked_round_as_events() -> None:
    game = fresh(2, first=0)
    game.events.clear()
    for action in ["place:pyramid", "place:pyramid", "place:temple", "place:pyramid",
                   "place:temple", "place:shipwreck"]:
        seat = game.current_player
        assert seat is not None
        game.act(seat, action)
    assert game.events == [
        {"type": "placed", "seat": 0, "site": "pyramid", "column": 0, "pawns": 1, "gems": 1},
        {"type": "placed", "seat": 1, "site": "pyramid", "column": 1, "pawns": 2, "gems": 1},
        {"type": "placed", "seat": 0, "site": "temple", "column": 0, "pawns": 1, "gems": 1},
        {"type": "placed", "seat": 1, "site": "pyramid", "column": 2, "pawns": 3, "gems": 1},
        {"type": "placed", "seat": 0, "site": "temple", "column": 1, "pawns": 2, "gems": 1},
        {"type": "passed", "seat": 1, "pawns_left": 0, "voluntary": False},
        {"type": "placed", "seat": 0, "site": "shipwreck", "column": 0, "pawns": 1, "gems": 1},
        {"type": "passed", "seat": 0, "pawns_left": 0, "voluntary": False},
        {"type": "bonus", "site": "pyramid", "seat": 1, "gems": 1, "reason": "majority",
         "pawns": 5},
        {"type": "bonus", "site": "shipwreck", "seat": 0, "gems": 1, "reason": "majority",
         "pawns": 1},
        {"type": "bonus", "site": "temple", "seat": 0, "gems": 1, "reason": "majority",
         "pawns": 3},
    ]


NAMES = ["Ana", "Ben", "Chloé"]
EN, ES = Words("en"), Words("es")


@pytest.mark.parametrize(("event", "english", "spanish"), [
    ({"type": "round_started", "round": 2, "first_player": 1},
     "Round 2 begins; Ben is the first player.",
     "Empieza la ronda 2; Ben tiene la ficha de primer jugador."),
    ({"type": "placed", "seat": 1, "site": "pyramid", "column": 1, "pawns": 2, "gems": 1},
     "Ben fills column 2 of the Great Pyramid with 2 archaeologists and takes a yellow gem.",
     "Ben llena la columna 2 en la Gran Pirámide con 2 arqueólogos y toma una gema amarilla."),
    ({"type": "placed", "seat": 0, "site": "temple", "column": 0, "pawns": 1, "gems": 0},
     "Ana fills column 1 of the Forbidden Temple with 1 archaeologist and gets no gem (none left).",
     "Ana llena la columna 1 en el Templo con 1 arqueólogo y no toma ninguna gema "
     "(no quedan)."),
    ({"type": "passed", "seat": 2, "pawns_left": 1, "voluntary": False},
     "Chloé passes: 1 archaeologist left, too few to fill any column.",
     "Chloé pasa: le queda 1 arqueólogo, que no basta para llenar ninguna columna."),
    ({"type": "passed", "seat": 2, "pawns_left": 0, "voluntary": False},
     "Chloé passes: no archaeologists left.", "Chloé pasa: no le quedan arqueólogos."),
    ({"type": "passed", "seat": 2, "pawns_left": 3, "voluntary": True}, "Chloé passes.",
     "Chloé pasa."),
    ({"type": "bonus", "site": "shipwreck", "seat": None, "gems": 0, "reason": "tie",
      "pawns": 3}, "Tie for the majority at the Lost Shipwreck: no bonus.",
     "Empate por la mayoría en el Naufragio: no hay bonificación."),
    ({"type": "bonus", "site": "temple", "seat": 0, "gems": 1, "reason": "majority",
      "pawns": 4},
     "Ana has the majority at the Forbidden Temple (4 archaeologists) and takes a red gem as "
     "a bonus.",
     "Ana tiene la mayoría en el Templo (4 arqueólogos) y toma una gema roja de "
     "bonificación."),
    ({"type": "bonus", "site": "pyramid", "seat": 1, "gems": 0, "reason": "no gems left",
      "pawns": 1},
     "Ben has the majority at the Great Pyramid (1 archaeologist) but no gems are left.",
     "Ben tiene la mayoría en la Gran Pirámide (1 arqueólogo), pero no quedan gemas."),
    ({"type": "recruited", "seat": 2, "card": "Y7", "pawns": 6},
     "Chloé reveals the yellow 7 and recruits an archaeologist (6 now).",
     "Chloé revela el 7 amarillo y recluta un arqueólogo (ya tiene 6)."),
    ({"type": "declined", "seat": 0}, "Ana does not recruit.", "Ana no recluta."),
    ({"type": "cannot_recruit", "seat": 1, "why": "no_cards", "pawns": 5},
     "Ben cannot recruit (no cards left) and passes.",
     "Ben no puede reclutar (no le quedan cartas) y pasa."),
    ({"type": "cannot_recruit", "seat": 1, "why": "max_pawns", "pawns": 7},
     "Ben cannot recruit (already has 7 archaeologists) and passes.",
     "Ben no puede reclutar (ya tiene 7 arqueólogos) y pasa."),
    ({"type": "side_card_flipped", "card": "B3"},
     "The side deck's top card is turned up: the blue 3.",
     "Se revela la carta superior del mazo lateral: el 3 azul."),
    ({"type": "game_over", "values": {"pyramid": 7, "colosseum": 1, "shipwreck": 3,
                                      "temple": 5}},
     "Game over. The site cards are turned up: yellow 7, green 1, blue 3 and red 5.",
     "Fin de la partida. Se revelan las cartas de los sitios: 7 amarillo, 1 verde, 3 azul y "
     "5 rojo."),
])
def test_events_are_worded_in_both_languages(event: dict[str, Any], english: str,
                                             spanish: str) -> None:
    assert table.describe_event(event, NAMES, EN) == english
    assert table.describe_event(event, NAMES, ES) == spanish


def test_a_seats_action_starts_with_its_name() -> None:
    """The log bolds a leading name: every event of a seat's own doing starts with it."""
    events: list[dict[str, Any]] = [
        {"type": "placed", "seat": 2, "site": "colosseum", "column": 3, "pawns": 4, "gems": 1},
        {"type": "passed", "seat": 2, "pawns_left": 0, "voluntary": False},
        {"type": "recruited", "seat": 2, "card": "G1", "pawns": 7},
        {"type": "declined", "seat": 2},
        {"type": "cannot_recruit", "seat": 2, "why": "max_pawns", "pawns": 7},
    ]
    for event in events:
        for w in (EN, ES):
            assert table.describe_event(event, NAMES, w).startswith("Chloé ")


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_event_is_public_data_with_a_wording(players: int) -> None:
    """Events hold ids, codes and numbers only: no hidden card before the end, and every
    event a game emits has its own sentence in both languages, with nothing left unfilled."""
    kinds: set[str] = set()
    for seed in range(4):
        game = Curios({"players": players}, seed)
        secret = {C.card_id(s, game.values[s]) for s in range(4)} | set(game.side_deck)
        for hand in game.hands:
            secret |= set(hand)
        rng = Rng(seed)
        while not game.is_over():
            seat = game.current_player
            assert seat is not None
            game.act(seat, rng.choice(game.legal_actions(seat)))
        names = [f"P{i}" for i in range(players)]
        revealed = {c for r in game.revealed for c in r} | set(game.side_revealed)
        for event in game.events:
            json.dumps(event, allow_nan=False)
            kinds.add(str(event["type"]))
            for w in (EN, ES):
                text = table.describe_event(event, names, w)
                assert text != event["type"] and text.endswith(".")
                assert "{" not in text and "}" not in text
            assert table.describe_event(event, names, EN) != table.describe_event(
                event, names, ES)
            if event["type"] in ("recruited", "side_card_flipped"):
                assert event["card"] in revealed
            elif event["type"] != "game_over":
                assert not secret & {v for v in event.values() if isinstance(v, str)}
        assert game.events[-1]["type"] == "game_over"
        assert game.events[-1]["values"] == dict(zip(C.SITES, game.values, strict=True))
    expected = {"round_started", "placed", "passed", "bonus", "recruited", "declined",
                "game_over"} | ({"side_card_flipped"} if players == 2 else set())
    assert expected <= kinds


def test_progress_is_a_code_worded_in_both_languages() -> None:
    game = fresh(2, first=0)
    assert game.progress() == Note("round", {"round": 1, "phase": 1})
    assert EN.coded("curios", "progress", *game.progress()) == "Round 1, Phase 1"
    assert ES.coded("curios", "progress", *game.progress()) == "Ronda 1, Fase 1"
    assert to_recruit(2).progress() == Note("round", {"round": 1, "phase": 2})
    done = play_random(3, 3)
    assert done.progress() == Note("finished", {"round": done.round})
    assert ES.coded("curios", "progress", *done.progress()) == (
        f"Terminada tras la ronda {done.round}")


def test_every_refusal_has_its_own_words() -> None:
    """Each IllegalAction code Curios raises is worded under curios.reason.<code> in both
    languages, and its message uses only the error's parameters."""
    search = fresh(2, first=0)
    search.columns[PY] = [1, 0, 1, 0, 1]
    search.columns[CO] = [1, 1, 1]
    search.pawns_left[0] = 3
    probes = [(search, 0, "place:pyramid"), (search, 0, "place:colosseum"),
              (search, 0, "pass"), (search, 0, "recruit:Y1")]
    recruit = to_recruit()
    other = recruit.hands[1][0]
    probes += [(recruit, 0, f"recruit:{other}"), (recruit, 0, "place:pyramid")]
    full = to_recruit()
    full.pawns_total[0] = C.MAX_PAWNS
    empty = to_recruit()
    empty.hands[0] = []
    probes += [(full, 0, f"recruit:{other}"), (empty, 0, f"recruit:{other}")]
    codes = set()
    for game, seat, action in probes:
        error = game.check(seat, action)
        assert error is not None
        codes.add(error.code)
        key = f"curios.reason.{error.code}"
        for w in (EN, ES):
            assert w.has(key) and parameters(w.messages[key]) <= set(error.params)
            assert "{" not in w.coded("curios", "reason", error.code, error.params)
    assert codes == {"must_place", "wrong_phase", "site_full", "not_enough_pawns", "no_cards",
                     "max_pawns", "not_in_hand"}
    assert ES.coded("curios", "reason", "not_enough_pawns", {"needed": 4, "left": 3}) == (
        "la columna vacía más a la izquierda de ese sitio necesita 4 arqueólogos y te "
        "quedan 3")


def test_both_catalogues_have_the_same_ids_and_parameters() -> None:
    assert EN_MESSAGES.keys() == ES_MESSAGES.keys()
    assert all(key.startswith("curios.") for key in EN_MESSAGES)
    for key, message in EN_MESSAGES.items():
        assert parameters(message) == parameters(ES_MESSAGES[key]), key
    same = [k for k in EN_MESSAGES if EN_MESSAGES[k] == ES_MESSAGES[k]]
    assert same == ["curios.score.product", "curios.score.total", "curios.game.title"]


def test_the_result_breakdown_has_points_per_colour() -> None:
    game = fresh(2)
    finish_with(game, [7, 1, 3, 5], [[4, 0, 4, 0], [0, 1, 0, 2]])
    result = game.result()
    assert result is not None
    assert result.breakdown[0]["parts"] == {"yellow": 28, "green": 0, "blue": 12, "red": 0}
    assert result.breakdown[1]["parts"] == {"yellow": 0, "green": 1, "blue": 0, "red": 10}
    for part, score in zip(result.breakdown, result.scores, strict=True):
        assert sum(part["parts"].values()) == part["total"] == score


# ----- every [R] (and [S]) rule constant changes the game when flipped -------------------
def test_gems_per_site_sets_the_supply(monkeypatch: pytest.MonkeyPatch) -> None:
    assert fresh(2).gems_left == [8] * 4
    monkeypatch.setattr(C, "GEMS_PER_SITE", {**C.GEMS_PER_SITE, 2: 5})
    game = fresh(2)
    assert game.gems_left == [5] * 4 and game.view(0)["gems_per_site"] == 5


def test_cards_per_player_sets_the_deal(monkeypatch: pytest.MonkeyPatch) -> None:
    assert [len(h) for h in fresh(2).hands] == [4, 4]
    monkeypatch.setattr(C, "CARDS_PER_PLAYER", {**C.CARDS_PER_PLAYER, 2: 3})
    game = fresh(2)
    assert [len(h) for h in game.hands] == [3, 3] and len(game.side_deck) == 6


def test_side_deck_flips_per_round(monkeypatch: pytest.MonkeyPatch) -> None:
    def first_round(players: int) -> Curios:
        game = to_recruit(players)
        while game.phase == C.RECRUIT:
            seat = game.current_player
            assert seat is not None
            game.act(seat, "pass")
        return game

    assert len(first_round(2).side_revealed) == 1
    assert first_round(5).side_revealed == [] and len(first_round(5).side_deck) == 2
    monkeypatch.setattr(C, "SIDE_DECK_FLIPS_PER_ROUND", {**C.SIDE_DECK_FLIPS_PER_ROUND, 5: 1})
    game = first_round(5)
    assert len(game.side_revealed) == 1 and len(game.side_deck) == 1
    assert game.events[-2] == {"type": "side_card_flipped", "card": game.side_revealed[0]}


def test_recruit_at_max_pawns(monkeypatch: pytest.MonkeyPatch) -> None:
    game = to_recruit()
    game.pawns_total[0] = C.MAX_PAWNS
    assert game.legal_actions(0) == ["pass"]
    monkeypatch.setattr(C, "RECRUIT_AT_MAX_PAWNS", True)
    card = sorted(game.hands[0])[0]
    assert game.legal_actions(0) == [f"recruit:{c}" for c in sorted(game.hands[0])] + ["pass"]
    game.act(0, f"recruit:{card}")  # reveals the card, gains nothing
    assert game.revealed[0] == [card] and game.pawns_total[0] == C.MAX_PAWNS


def test_voluntary_pass(monkeypatch: pytest.MonkeyPatch) -> None:
    assert "pass" not in fresh(2, first=0).legal_actions(0)
    monkeypatch.setattr(C, "VOLUNTARY_PASS", True)
    game = fresh(2, first=0)
    assert game.legal_actions(0)[-1] == "pass"
    game.act(0, "pass")
    assert game.passed[0] and game.current_player == 1
    assert game.events[-1] == {"type": "passed", "seat": 0, "pawns_left": 5, "voluntary": True}
    assert public_actions(game.events) == [(0, PASS)]


def test_skip_last_recruit_phase(monkeypatch: pytest.MonkeyPatch) -> None:
    def last_round() -> Curios:
        game = fresh(2, first=0)
        game.gems_left = [1, 1, 8, 8]
        while game.phase == C.SEARCH:
            seat = game.current_player
            assert seat is not None
            game.act(seat, game.legal_actions(seat)[0])
        return game

    assert last_round().is_over()
    monkeypatch.setattr(C, "SKIP_LAST_RECRUIT_PHASE", False)
    game = last_round()
    assert game.phase == C.RECRUIT and not game.is_over()
    while not game.is_over():
        seat = game.current_player
        assert seat is not None
        game.act(seat, "pass")
    assert game.round == 1 and game.events[-1]["type"] == "game_over"


# ----- the table --------------------------------------------------------------------------
def test_the_table_offers_exactly_the_legal_actions() -> None:
    """Every button of the table carries a listed action, and every listed action has a
    button (drawn from the context alone, changing nothing)."""
    for game in (fresh(3, first=0), to_recruit(3)):
        seat = game.current_player
        assert seat is not None
        view = game.view(seat)
        before = json.dumps(view, sort_keys=True)
        tree = table.render(TableContext(view, NAMES, TableState(), lambda _a: None, EN))
        commands = {str(b.attrs["data-cmd"]) for b in tree.find_all("button")}
        assert commands == {f"act:{a}" for a in game.legal_actions(seat)}
        assert json.dumps(view, sort_keys=True) == before
        assert "Ana" in tree.text()
    game = to_recruit(3)
    game.hands[0] = ["B3", "Y7"]
    labels = {}
    for w in (EN, ES):
        tree = table.render(TableContext(game.view(0), NAMES, TableState(), lambda _a: None, w))
        labels[w.lang] = [b.text() for b in tree.find_all("button")]
    assert labels["en"] == ["Reveal the blue 3 and recruit an archaeologist",
                            "Reveal the yellow 7 and recruit an archaeologist",
                            "Pass (keep your cards)"]
    assert labels["es"] == ["Revelar el 3 azul y reclutar un arqueólogo",
                            "Revelar el 7 amarillo y reclutar un arqueólogo",
                            "Pasar (conservas tus cartas)"]


def shown_words(tree: Any) -> str:
    """Everything a player reads or hears: the text and the aria-labels and titles."""
    labels = [str(el.attrs[a]) for el in tree.walk() for a in ("aria-label", "title")
              if el.attrs.get(a)]
    return " | ".join([tree.text(), *labels])


def test_the_table_is_worded_in_the_current_language() -> None:
    """The same position drawn in English and in Spanish: the site names and phases follow
    the language, and no English word of the table is left in the Spanish one."""
    game = fresh(3, first=0)
    game.act(0, "place:colosseum")
    view = game.view(1)
    trees = {w.lang: table.render(TableContext(view, NAMES, TableState(), lambda _a: None, w))
             for w in (EN, ES)}
    en, es = (shown_words(trees[k]) for k in ("en", "es"))
    assert "Ancient Colosseum" in en and "Phase 1: Search for treasure" in en
    assert "El Coliseo" in es and "Fase 1: Búsqueda de tesoros" in es
    assert "Colocar 2 arqueólogos en el Coliseo" in es
    assert "filled by Ana" in en and "ocupada por Ana" in es
    for english in ("Great Pyramid", "Clues", "Your hand", "Archaeologists", "First player",
                    "gems left", "column 1", "Send", "hidden value", "Revealed", "Players",
                    "Table", "Round", "spaces", "empty"):
        assert english in en and english not in es, english
    finished = play_random(4, 3)
    done = {w.lang: table.render(TableContext(finished.view(None), NAMES[:3], TableState(),
                                              lambda _a: None, w)).text() for w in (EN, ES)}
    assert "Score table" in done["en"] and "Tabla de puntuación" in done["es"]
    assert "Amarillo" in done["es"] and "Yellow" not in done["es"]


def test_a_sample_of_a_finished_or_public_view_shows_that_view() -> None:
    """The conformance suite samples seats' views of running games; a finished game's view
    (everything turned up) and the public view sample back to themselves too, and a
    finished sample holds the true values and hands."""
    for seed in range(6):
        game = play_random(seed, 2 + seed % 4)
        for seat in [*range(game.num_players), None]:
            text = json.dumps(game.view(seat), sort_keys=True)
            sample = Curios.sample_from_view(json.loads(text), Rng(seed))
            assert json.dumps(sample.view(seat), sort_keys=True) == text
            assert sample.values == game.values and sample.hands == game.hands
            assert sample.side_deck == sorted(game.side_deck)
    running = Curios({"players": 3}, 8)
    text = json.dumps(running.view(None), sort_keys=True)
    assert json.dumps(Curios.sample_from_view(json.loads(text), Rng(2)).view(None),
                      sort_keys=True) == text
