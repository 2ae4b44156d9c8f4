"""Lost Cities engine: the worked examples and edge cases of the rules file, the typed
moves, reason codes, events, and property tests over random playouts of both modes (the
generic protocol checks are in tests/conformance)."""

from __future__ import annotations

import copy
import dataclasses
import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from expeditions import bench
from expeditions.engine import IllegalAction, OptionsError, replay
from expeditions.games import game_class, lost_cities_bench
from expeditions.games import lost_cities as lc
from expeditions.games.lost_cities import (
    CARD_OF,
    CODES,
    LostCities,
    Move,
    column_value_codes,
    determinize,
)
from expeditions.rng import Rng
from expeditions.web.i18n import Words
from expeditions.web.tables.lost_cities import describe_event
from tests.support.playouts import random_steps

pytestmark = pytest.mark.fast


def new(seed: int = 1, **options: object) -> LostCities:
    return LostCities({"players": 2, **options}, seed)


def rig(game: LostCities, hands: list[list[str]], deck: list[str] | None = None) -> None:
    """Replace the deal of the current game (tests only): given hands, and a draw pile
    (top last) made of ``deck`` or, if None, all other cards."""
    core = game.core
    core.hands = [[CARD_OF[c] for c in h] for h in hands]
    used = {c for h in core.hands for c in h}
    if deck is None:
        core.deck = [c for c in range(game.ncol * 12) if c not in used]
    else:
        core.deck = [CARD_OF[c] for c in deck]


def snapshot(game: LostCities) -> object:
    return copy.deepcopy((game.state(), game.log))


# ----- §5 scoring: every worked example -------------------------------------------------
@pytest.mark.parametrize(
    ("column", "value"),
    [
        (["Y2", "Y3", "Y7", "Y8", "Y10"], 10),  # seed example 1
        (["YW1", "YW2", "Y4", "Y5", "Y6", "Y7", "Y8", "Y10"], 80),  # seed example 2
        (["YW1", "Y4", "Y6", "Y7"], -6),  # seed example 3
        (["YW1", "YW2", "YW3"], -80),  # example 4
        (["YW1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7", "Y8"], 50),  # example 5
        ([f"Y{v}" for v in range(3, 11)], 52),  # example 6
        (["YW1", "YW2", "YW3"] + [f"Y{v}" for v in range(2, 11)], 156),  # example 7
        ([], 0),  # a colour with no cards scores 0, not -20
    ],
)
def test_worked_scoring_examples(column: list[str], value: int) -> None:
    assert column_value_codes(column) == value


def test_game_total_example_through_the_engine() -> None:
    game = new(games=1)
    core = game.core
    red = ["R2", "R3", "R7", "R8", "R10"]
    blue = ["BW1", "BW2", "B4", "B5", "B6", "B7", "B8", "B10"]
    green = ["GW1", "G4", "G6", "G7"]
    for colour, col in ((4, red), (1, blue), (3, green)):
        core.cols[0][colour] = [CARD_OF[c] for c in col]
    assert core.colour_values(0) == [0, 80, 0, -6, 10]
    assert core.scores()[0] == 84


def test_full_colour_is_the_best_possible_column() -> None:
    best = column_value_codes(["RW1", "RW2", "RW3"] + [f"R{v}" for v in range(2, 11)])
    assert best == 156


# ----- setup ----------------------------------------------------------------------------
def test_options_defaults_and_checks() -> None:
    assert new().options == {"players": 2, "colours": 5, "games": 3, "start": "random"}
    with pytest.raises(OptionsError):
        LostCities({"players": 3}, 1)
    with pytest.raises(OptionsError):
        new(colours=4)
    with pytest.raises(OptionsError):
        new(games=2)
    assert game_class("lost-cities") is LostCities


@pytest.mark.parametrize(("colours", "deck"), [(5, 44), (6, 56)])
def test_deal(colours: int, deck: int) -> None:
    game = new(7, colours=colours)
    core = game.core
    assert [len(h) for h in core.hands] == [8, 8]
    assert len(core.deck) == deck
    every = sorted(core.hands[0] + core.hands[1] + core.deck)
    assert every == list(range(12 * colours))
    assert all(not pile for pile in core.piles)
    view = game.view(None)
    assert view["deck_size"] == deck and len(view["discards"]) == colours
    if colours == 5:
        assert not any(code.startswith("P") for code in game.view(0)["hand"])


def test_card_codes_are_distinct_and_readable() -> None:
    assert len(set(CODES)) == 72
    assert CODES[:12] == ["YW1", "YW2", "YW3"] + [f"Y{v}" for v in range(2, 11)]
    assert CARD_OF["WW2"] != CARD_OF["W2"]
    assert lc.card_name(CARD_OF["BW1"]) == "blue wager"


def test_same_seed_same_deal_and_start() -> None:
    a, b = new(11), new(11)
    assert a.state() == b.state()
    starts = {new(s).current_player for s in range(40)}
    assert starts == {0, 1}  # the seed decides who starts game 1
    assert new(3, start="p2").current_player == 1
    assert new(3, start="p1").current_player == 0


# ----- §3 turn structure and rejections ----------------------------------------------------
def test_turn_is_play_then_draw() -> None:
    game = new(2, start="p1")
    legal = game.legal_actions(0)
    assert legal and all(a.split(":")[0] in ("play", "discard") for a in legal)
    assert game.legal_actions(1) == []
    # every card can be discarded; every card can be played at the start
    hand = game.view(0)["hand"]
    assert {f"discard:{c}" for c in hand} <= set(legal)
    assert {f"play:{c}" for c in hand} <= set(legal)
    game.act(0, f"discard:{hand[0]}")
    assert all(a.startswith("draw:") for a in game.legal_actions(0))
    assert game.current_player == 0 and game.view(0)["phase"] == "draw"
    game.act(0, "draw:deck")
    assert game.current_player == 1 and len(game.core.hands[0]) == 8


def expect_rejected(game: LostCities, seat: int, action: str, reason: str,
                    code: str | None = None, /, **params: Any) -> None:
    """``action`` is refused with today's wording (``reason`` is searched in it), the
    reason ``code`` and exactly ``params``, and the game is unchanged."""
    before = snapshot(game)
    with pytest.raises(IllegalAction, match=reason) as err:
        game.act(seat, action)
    assert snapshot(game) == before
    if code is not None:
        assert (err.value.code, err.value.params) == (code, params)


def test_wager_after_a_number_card_is_rejected_but_may_be_discarded() -> None:
    game = new(start="p1")
    rig(game, [["Y5", "YW1", "B2", "B3", "B4", "B5", "B6", "B7"],
               ["G2", "G3", "G4", "G5", "G6", "G7", "G8", "G9"]])
    game.act(0, "play:Y5")
    game.act(0, "draw:deck")
    game.act(1, "discard:G2")
    game.act(1, "draw:deck")
    assert "play:YW1" not in game.legal_actions(0)
    assert "discard:YW1" in game.legal_actions(0)
    expect_rejected(game, 0, "play:YW1", "wager cannot go on your yellow expedition after a "
                    "number card \\(you have the yellow 5\\)", "wager_after_number",
                    card="YW1", last="Y5")


def test_lower_number_is_rejected_gaps_are_fine_wagers_before_numbers() -> None:
    game = new(start="p1")
    rig(game, [["YW1", "Y3", "Y7", "Y4", "Y8", "B2", "B3", "B4"],
               ["G2", "G3", "G4", "G5", "G6", "G7", "G8", "G9"]])

    def turn(action: str) -> None:
        game.act(0, action)
        game.act(0, "draw:deck")
        other = game.legal_actions(1)[0]
        game.act(1, other)
        game.act(1, "draw:deck")

    turn("play:YW1")
    turn("play:Y3")  # first number card on top of a wager
    turn("play:Y7")  # a gap is fine
    expect_rejected(game, 0, "play:Y4", "the yellow 4 must be higher than the last card of "
                    "your yellow expedition, the yellow 7", "lower_than_last", card="Y4",
                    last="Y7")
    assert "discard:Y4" in game.legal_actions(0)
    turn("play:Y8")
    assert [CODES[c] for c in game.core.cols[0][0]] == ["YW1", "Y3", "Y7", "Y8"]


def test_cannot_draw_back_own_discard_but_may_take_the_opponents() -> None:
    game = new(start="p1")
    rig(game, [["Y5", "B2", "B3", "B4", "B5", "B6", "B7", "B8"],
               ["G2", "G3", "G4", "G5", "G6", "G7", "G8", "G9"]])
    game.act(0, "discard:Y5")
    assert game.legal_actions(0) == ["draw:deck"]
    expect_rejected(game, 0, "draw:Y", "discarded this turn", "own_discard", colour="Y")
    assert game.view(0)["blocked"] == "Y"
    game.act(0, "draw:deck")
    assert game.view(1)["blocked"] is None
    game.act(1, "discard:G9")
    assert set(game.legal_actions(1)) == {"draw:deck", "draw:Y"}
    game.act(1, "draw:Y")  # the opponent's discard of the last turn
    assert CARD_OF["Y5"] in game.core.hands[1]
    assert game.view(0)["known_hands"][1] == ["Y5"]


def test_other_rejections_leave_the_state_unchanged() -> None:
    game = new(start="p1")
    rig(game, [["Y5", "B2", "B3", "B4", "B5", "B6", "B7", "B8"],
               ["G2", "G3", "G4", "G5", "G6", "G7", "G8", "G9"]])
    expect_rejected(game, 1, "discard:G2", "not your turn", "not_your_turn", player=0)
    expect_rejected(game, 0, "draw:deck", "first play", "play_first")
    expect_rejected(game, 0, "play:G2", "you do not hold the green 2", "not_in_hand",
                    card="G2")
    # no purple in the base game
    expect_rejected(game, 0, "play:P5", "no card 'P5'", "no_such_card", card="P5")
    expect_rejected(game, 0, "pass", "unknown action", "unknown_action", action="pass")
    expect_rejected(game, 0, "play:X9", "unknown action", "unknown_action", action="play:X9")
    game.act(0, "play:B2")
    expect_rejected(game, 0, "play:B3", "now draw", "draw_first")
    expect_rejected(game, 0, "draw:R", "the red discard pile is empty", "pile_empty",
                    colour="R")
    expect_rejected(game, 0, "draw:P", "no discard pile 'P'", "no_such_pile", colour="P")
    expect_rejected(game, 0, "draw:Q", "unknown action", "unknown_action", action="draw:Q")


def test_game_ends_the_moment_the_last_card_is_drawn_and_no_action_after() -> None:
    game = new(start="p1", games=1)
    rig(game, [["Y5", "B2", "B3", "B4", "B5", "B6", "B7", "B8"],
               ["G2", "G3", "G4", "G5", "G6", "G7", "G8", "G9"]], deck=["R2", "R3"])
    game.act(0, "play:Y5")
    game.act(0, "draw:deck")
    assert not game.is_over()
    game.act(1, "discard:G9")
    game.act(1, "draw:deck")  # the last card: the game ends at once
    assert game.is_over() and game.current_player is None
    assert game.legal_actions(0) == [] == game.legal_actions(1)
    expect_rejected(game, 0, "discard:B2", "over", "game_over")
    result = game.result()
    assert result is not None
    # cards left in hand count for nothing: only Y5 was played
    assert result.scores == [5 - 20, 0] and result.winners == [1]
    assert result.breakdown[0]["games"][0]["colours"]["Y"] == -15


def test_draw_pile_empty_is_rejected() -> None:
    # the draw pile is never empty while a game runs; the check still exists
    game = new(start="p1")
    game.act(0, game.legal_actions(0)[0])
    game.core.deck = []
    expect_rejected(game, 0, "draw:deck", "draw pile is empty", "deck_empty")


# ----- §6 match ------------------------------------------------------------------------------
def finish_game(game: LostCities, winner_play: int | None) -> None:
    """Play the current game to its end: each turn discard, then draw from the deck;
    ``winner_play``'s player instead plays its highest number card when it can."""
    number = len(game.finished)
    while len(game.finished) == number and not game.is_over():
        seat = game.current_player
        assert seat is not None
        moves = game.legal_moves(seat)
        if moves[0].kind == "draw":
            game.act(seat, "draw:deck")
            continue
        plays = [m for m in moves if m.kind == "play" and not lc.IS_WAGER[m.card]]
        move = plays[-1] if seat == winner_play and plays else next(
            m for m in moves if m.kind == "discard")
        game.act(seat, str(move))


def test_match_of_three_games_and_start_players() -> None:
    game = new(5, start="p1")
    assert game.view(0)["match"]["games"] == 3
    finish_game(game, None)  # 0 : 0
    assert game.finished[0]["scores"] == [0, 0]
    # tied totals: the player who did not start the previous game starts
    assert game.starters == [0, 1] and game.current_player == 1
    deck_cards = sorted(game.core.hands[0] + game.core.hands[1] + game.core.deck)
    assert deck_cards == list(range(60)) and len(game.core.deck) == 44  # all reshuffled
    finish_game(game, 0)
    assert game.totals[0] != game.totals[1]
    leader = 0 if game.totals[0] > game.totals[1] else 1
    assert game.starters[2] == leader == game.current_player
    finish_game(game, 1)
    assert game.is_over()
    result = game.result()
    assert result is not None
    per_game = [g["scores"] for g in game.finished]
    assert result.scores == [sum(s[p] for s in per_game) for p in (0, 1)]
    for p in (0, 1):
        games = result.breakdown[p]["games"]
        assert [g["total"] for g in games] == [s[p] for s in per_game]
        assert all(sum(g["colours"].values()) == g["total"] for g in games)
    best = max(result.scores)
    assert result.winners == [p for p in (0, 1) if result.scores[p] == best]
    assert json.loads(json.dumps(result.to_json()))["scores"] == result.scores


def test_tied_match_is_a_draw() -> None:
    game = new(5, games=1)
    finish_game(game, None)
    result = game.result()
    assert result is not None and result.scores == [0, 0] and result.winners == [0, 1]
    assert "draw" in result.summary.lower()


def test_tie_start_rule_decides_who_starts_after_a_tied_game(
        monkeypatch: pytest.MonkeyPatch) -> None:
    starters = {}
    for rule in (True, False):
        monkeypatch.setattr(lc, "TIE_START_GOES_TO_NON_STARTER", rule)
        game = new(5, start="p1")
        finish_game(game, None)  # 0 : 0
        starters[rule] = list(game.starters)
    assert starters == {True: [0, 1], False: [0, 0]}


def test_tied_match_rule_decides_the_winners(monkeypatch: pytest.MonkeyPatch) -> None:
    winners = {}
    for rule in (True, False):
        monkeypatch.setattr(lc, "TIED_MATCH_IS_DRAW", rule)
        game = new(5, games=1)
        finish_game(game, None)
        result = game.result()
        assert result is not None and result.scores == [0, 0]
        winners[rule] = result.winners
    assert winners == {True: [0, 1], False: []}


# ----- views -------------------------------------------------------------------------------
def test_view_contents() -> None:
    game = new(4, start="p1")
    card = game.view(0)["hand"][0]
    game.act(0, "discard:" + card)
    v = game.view(0)
    assert v["hand"] == sorted(v["hand"], key=lambda c: CARD_OF[c]) and len(v["hand"]) == 7
    assert v["hand_sizes"] == [7, 8] and v["deck_size"] == 44
    assert sum(len(p) for p in v["discards"]) == 1
    assert v["blocked"] is not None and v["phase"] == "draw"
    assert v["match"]["game"] == 1 and v["match"]["totals"] == [0, 0]
    assert v["events"][-1] == {"type": "discarded", "seat": 0, "card": card}
    assert "log" not in v
    opp = game.view(1)
    assert opp["hand"] != v["hand"] and opp["legal"] == []
    public = game.view(None)
    assert public["hand"] is None
    json.dumps(public)


# ----- properties over random playouts -------------------------------------------------------
def check_invariants(game: LostCities) -> None:
    core = game.core
    ncol = game.ncol
    cards: list[int] = core.hands[0] + core.hands[1] + core.deck
    for pile in core.piles:
        cards += pile
    for p in (0, 1):
        for colour, col in enumerate(core.cols[p]):
            cards += col
            # wagers first, then strictly increasing numbers, all of this colour
            ranks = [lc.RANK_OF[c] for c in col]
            assert all(lc.COLOUR_OF[c] == colour for c in col)
            wagers = [r for r in ranks if r < 3]
            numbers = ranks[len(wagers):]
            assert ranks[: len(wagers)] == wagers
            assert all(r >= 3 for r in numbers)
            assert numbers == sorted(set(numbers))
    for colour, pile in enumerate(core.piles):
        assert all(lc.COLOUR_OF[c] == colour for c in pile)
    assert sorted(cards) == list(range(12 * ncol))
    if game.is_over():
        return
    seat = game.current_player
    assert seat is not None
    # 8 in hand between turns; 7 for the player between its play and its draw
    sizes = [len(h) for h in core.hands]
    assert sizes[1 - seat] == 8
    assert sizes[seat] == (8 if core.phase == lc.PLAY else 7)
    assert core.deck, "a running game always has a draw pile"
    assert game.legal_actions(seat), "there is always something to do"
    for viewer in (0, 1):
        v = game.view(viewer)
        # every card code the view shows about the current game
        shown = set(v["hand"]) | {c for k in v["known_hands"] for c in k}
        shown |= {c for cols in v["columns"] for col in cols for c in col}
        shown |= {c for pile in v["discards"] for c in pile}
        other = {CODES[c] for c in core.hands[1 - viewer]}
        known = set(v["known_hands"][1 - viewer])
        assert known <= other
        assert not (other - known) & shown, "an unknown card of the other hand is shown"
        assert not {CODES[c] for c in core.deck} & shown, "a draw-pile card is shown"
        assert v["deck_size"] == len(core.deck)
        # nothing else (such as the draw-pile order) is in a view; ``drawn`` only names a
        # card of the viewer's own hand
        assert set(v) - {"drawn"} == VIEW_KEYS
        assert v.get("drawn", v["hand"][0]) in v["hand"]


VIEW_KEYS = set(new(1).view(0))


def run_property(seed: int, colours: int, games: int) -> None:
    game = new(seed, colours=colours, games=games)
    rng = Rng(seed ^ 0x5A5A)
    check_invariants(game)
    ends = 0
    prev_finished = 0
    while not game.is_over():
        seat = game.current_player
        assert seat is not None
        deck_before = len(game.core.deck)
        action = rng.choice(game.legal_actions(seat))
        game.act(seat, action)
        check_invariants(game)
        if len(game.finished) > prev_finished:
            prev_finished = len(game.finished)
            ends += 1
            # a game ends exactly when the last draw-pile card is drawn
            assert action == "draw:deck" and deck_before == 1
        else:
            assert deck_before >= 1
    assert ends == games
    # the replay rebuilds the hidden state too (the draw pile's order, the match's stream)
    data = json.loads(json.dumps(game.to_json()))
    again = replay(LostCities, data["options"], data["seed"], data["log"])
    assert isinstance(again, LostCities) and again.state() == game.state()


@pytest.mark.slow
@settings(max_examples=12, deadline=None)
@given(st.integers(min_value=0, max_value=2**63), st.sampled_from([5, 6]))
def test_random_single_games_keep_every_invariant(seed: int, colours: int) -> None:
    run_property(seed, colours, 1)


@pytest.mark.slow
@settings(max_examples=3, deadline=None)
@given(st.integers(min_value=0, max_value=2**63), st.sampled_from([5, 6]))
def test_random_matches_keep_every_invariant(seed: int, colours: int) -> None:
    run_property(seed, colours, 3)


# ----- the fast core and the benchmark's random playouts ------------------------------
@settings(max_examples=20, deadline=None)
@given(st.integers(min_value=0, max_value=2**63), st.sampled_from([5, 6]))
def test_random_playout_core_keeps_invariants(seed: int, colours: int) -> None:
    rng = Rng(seed)
    core = lc.Core.deal(colours, rng, seed & 1)
    lost_cities_bench.random_playout(core, rng)
    assert core.over and not core.deck
    cards = core.hands[0] + core.hands[1] + [c for p in core.piles for c in p]
    for p in (0, 1):
        for colour, col in enumerate(core.cols[p]):
            cards += col
            numbers = [lc.RANK_OF[c] for c in col if lc.RANK_OF[c] >= 3]
            assert numbers == sorted(set(numbers))
            assert all(lc.COLOUR_OF[c] == colour for c in col)
            assert core.levels[p][colour] == (numbers[-1] if numbers else -1)
    assert sorted(cards) == list(range(12 * colours))
    assert [len(h) for h in core.hands] == [8, 8]


def test_bench_reports_games_per_second() -> None:
    report = bench.random_games("lost-cities", "core", 0.2)
    assert report["games"] > 0 and report["games_per_second"] > 0


# ----- determinization ------------------------------------------------------------------------
@settings(max_examples=20, deadline=None)
@given(st.integers(min_value=0, max_value=2**63), st.integers(min_value=0, max_value=120))
def test_determinize_is_consistent_with_the_view(seed: int, steps: int) -> None:
    game = new(seed, colours=5 + seed % 2, games=1)
    random_steps(game, Rng(seed), steps)
    if game.is_over():
        return
    seat = game.current_player
    assert seat is not None
    view = game.view(seat)
    core = determinize(lc.as_view(view), Rng(seed + 1))
    real = game.core
    assert core.hands[seat] == [CARD_OF[c] for c in view["hand"]]
    assert sorted(core.hands[seat]) == sorted(real.hands[seat])
    assert core.cols == real.cols and core.piles == real.piles and core.levels == real.levels
    assert [sorted(k) for k in core.known] == [sorted(k) for k in real.known]
    assert set(core.known[1 - seat]) <= set(core.hands[1 - seat])
    assert len(core.hands[1 - seat]) == len(real.hands[1 - seat])
    assert len(core.deck) == len(real.deck)
    # the hidden cards are the same set, only their places differ
    assert sorted(core.deck + core.hands[1 - seat]) == sorted(real.deck + real.hands[1 - seat])
    assert (core.player, core.phase, core.blocked) == (real.player, real.phase, real.blocked)


# ----- the typed move ---------------------------------------------------------------------------
def test_every_move_spells_its_canonical_string_and_parses_back() -> None:
    moves = [Move.play(c) for c in range(72)] + [Move.play(c, False) for c in range(72)]
    moves += [Move.draw(s) for s in range(-1, 6)]
    texts = [str(m) for m in moves]
    assert len(set(texts)) == len(texts) == 72 * 2 + 7
    assert [str(Move.play(CARD_OF["Y7"])), str(Move.play(CARD_OF["YW1"], False)),
            str(Move.draw(lc.DECK)), str(Move.draw(4))] == \
        ["play:Y7", "discard:YW1", "draw:deck", "draw:R"]
    for move, text in zip(moves, texts, strict=True):
        assert Move.parse(text) == move
    for text in ["play:y7", "Play:Y7", "play:Y07", "draw:r", "draw:", "draw:RR", "discard:W",
                 "take:R", "play:YW4", "play:Y1", "play:Y11", "draw:Deck"]:
        with pytest.raises(IllegalAction) as err:
            Move.parse(text)
        assert err.value.code == "unknown_action"


def test_legal_moves_are_typed_and_in_the_listed_order() -> None:
    game = new(2, start="p1")
    moves = game.legal_moves(0)
    assert all(isinstance(m, Move) for m in moves)
    assert [str(m) for m in moves] == game.legal_actions(0)
    # a card's play before its discard, cards in card order
    hand = game.view(0)["hand"]
    assert game.legal_actions(0)[:2] == [f"play:{hand[0]}", f"discard:{hand[0]}"]


def test_only_a_play_or_discard_may_be_taken_back() -> None:
    game = new(2, start="p1")
    assert game.can_take_back(0, game.legal_actions(0)[0])
    assert game.can_take_back(0, "discard:Y5")
    assert not game.can_take_back(0, "draw:deck") and not game.can_take_back(0, "draw:R")
    assert not game.can_take_back(0, "play:Q1")


# ----- events ------------------------------------------------------------------------------------
def test_events_record_the_public_history_and_are_worded_in_both_languages() -> None:
    game = new(start="p1", games=3)
    rig(game, [["Y5", "B2", "B3", "B4", "B5", "B6", "B7", "B8"],
               ["G2", "G3", "G4", "G5", "G6", "G7", "G8", "G9"]], deck=["R2", "R3", "RW1"])
    for seat, action in [(0, "play:Y5"), (0, "draw:deck"), (1, "discard:G9"),
                         (1, "draw:deck"), (0, "discard:B8"), (0, "draw:G"),
                         (1, "discard:G8"), (1, "draw:deck")]:
        game.act(seat, action)
    events = game.view(1)["events"]
    assert events == [
        {"type": "game_started", "game": 1, "start": 0},
        {"type": "played", "seat": 0, "card": "Y5"},
        {"type": "drew", "seat": 0, "source": "deck"},  # the RW1 stays hidden
        {"type": "discarded", "seat": 1, "card": "G9"},
        {"type": "drew", "seat": 1, "source": "deck"},
        {"type": "discarded", "seat": 0, "card": "B8"},
        {"type": "took", "seat": 0, "colour": "G", "card": "G9"},
        {"type": "discarded", "seat": 1, "card": "G8"},
        {"type": "drew", "seat": 1, "source": "deck"},
        {"type": "game_over", "game": 1, "scores": [-15, 0], "totals": [-15, 0]},
        {"type": "game_started", "game": 2, "start": 1},
    ]
    assert game.view(0)["events"] == events == game.view(None)["events"]
    names = ["Ana", "Bo"]
    en, es = Words("en"), Words("es")
    assert [describe_event(e, names, en) for e in events] == [
        "Game 1: Ana starts.",
        "Ana played the yellow 5.",
        "Ana drew from the deck.",
        "Bo discarded the green 9.",
        "Bo drew from the deck.",
        "Ana discarded the blue 8.",
        "Ana took the green 9 from the green discard pile.",
        "Bo discarded the green 8.",
        "Bo drew from the deck.",
        "Game 1 is over: Ana −15, Bo 0.",
        "Game 2: Bo starts.",
    ]
    assert [describe_event(e, names, es) for e in events] == [
        "Partida 1: empieza Ana.",
        "Ana ha jugado el 5 amarillo.",
        "Ana ha robado del mazo.",
        "Bo ha descartado el 9 verde.",
        "Bo ha robado del mazo.",
        "Ana ha descartado el 8 azul.",
        "Ana ha robado el 9 verde de la pila de descartes verde.",
        "Bo ha descartado el 8 verde.",
        "Bo ha robado del mazo.",
        "Fin de la partida 1: Ana −15, Bo 0.",
        "Partida 2: empieza Bo.",
    ]
    wager = {"type": "played", "seat": 1, "card": "PW2"}
    assert describe_event(wager, names, en) == "Bo played the purple wager."
    assert describe_event(wager, names, es) == "Bo ha jugado el apretón de manos morado."
    later = {"type": "game_over", "game": 2, "scores": [30, 4], "totals": [15, 4]}
    assert describe_event(later, names, en) == \
        "Game 2 is over: Ana 30, Bo 4 (match: Ana 15, Bo 4)."
    assert describe_event(later, names, es) == \
        "Fin de la partida 2: Ana 30, Bo 4 (total: Ana 15, Bo 4)."
    took = {"type": "took", "seat": 0, "colour": "W", "card": "W10"}
    assert describe_event(took, names, es) == \
        "Ana ha robado el 10 blanco de la pila de descartes blanca."


# ----- result and sampling ---------------------------------------------------------------------
def test_result_parts_are_every_game_and_colour() -> None:
    game = new(5, start="p1")
    finish_game(game, None)
    finish_game(game, 0)
    finish_game(game, 1)
    result = game.result()
    assert result is not None
    for p in (0, 1):
        part = result.breakdown[p]
        assert part["total"] == result.scores[p] == sum(part["parts"].values())
        assert list(part["parts"]) == [f"{g}:{c}" for g in (1, 2, 3) for c in "YBWGR"]
        for g, entry in enumerate(part["games"], start=1):
            assert entry["colours"] == {c: part["parts"][f"{g}:{c}"] for c in "YBWGR"}


def test_a_sampled_match_shows_the_seats_view_and_plays_on() -> None:
    game = new(5, start="p1")
    finish_game(game, 0)
    random_steps(game, Rng(8), 7)
    seat = game.current_player
    assert seat is not None
    view = game.view(seat)
    sample = LostCities.sample_from_view(json.loads(json.dumps(view)), Rng(1))
    assert sample.view(seat) == view
    assert (sample.totals, sample.starters, sample.finished, sample.game_turns) == \
        (game.totals, game.starters, game.finished, game.game_turns)
    assert sample.core.hands[1 - seat] != game.core.hands[1 - seat] or \
        sample.core.deck != game.core.deck
    finish_game(sample, None)  # the sampled match goes on into game 3
    assert len(sample.finished) == 2 and sample.view(seat)["match"]["game"] == 3


@pytest.mark.parametrize("game_id", ["lost-cities", "curios", "curiosity"])
def test_interned_moves_spell_themselves(game_id: str) -> None:
    """Every game interns its moves through the engine (:func:`expeditions.engine.intern`):
    each carries the string a fresh copy of it formats, parses back to the very instance,
    and :meth:`Game.act` takes the string the legal list hands out."""
    cls = game_class(game_id)
    assert cls.INTERNED
    for text, move in cls.INTERNED.items():
        assert move.text == text == str(dataclasses.replace(move))
        assert dataclasses.replace(move).text == ""
        assert cls.action_type.parse(text) is move
    game = cls({"players": 2}, 3)
    seat = game.current_player
    assert seat is not None
    legal = game.legal_moves(seat)
    assert all(m is cls.INTERNED[str(m)] for m in legal)
    game.act(seat, legal[0].text)
    assert game.log == [(seat, legal[0].text)]
