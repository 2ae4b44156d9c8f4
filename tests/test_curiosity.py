"""Curiosity rules engine: the worked examples and edge cases of
/work/shared/rules/curiosity.md, the action codec, refusals by reason code, the events and
their wording, a test per [R] rule constant, and property tests over random playouts (the
generic protocol checks are the conformance suite's)."""

from __future__ import annotations

import copy
import json
import re
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from expeditions.engine import IllegalAction, OptionsError
from expeditions.games import curiosity as cur
from expeditions.games.curiosity import (
    Curiosity,
    CuriosityMove,
    PlaceToken,
    PlayCard,
    as_view,
    compute_route,
    route_from_view,
)
from expeditions.rng import Rng
from expeditions.web.i18n import Words
from expeditions.web.tables.curiosity import describe_event
from tests.support.playouts import random_steps

pytestmark = pytest.mark.fast

NAMES = ["Ana", "Ben", "Cy", "Dee"]
EN, ES = Words("en"), Words("es")


def say(event: dict[str, Any], w: Words = EN) -> str:
    """The log's wording of one event (English unless told)."""
    return describe_event(event, NAMES, w)


def fresh(players: int, start: int = 0, seed: int = 1) -> Curiosity:
    return Curiosity({"players": players, "start_player": start}, seed)


def set_panel(game: Curiosity, piles: dict[int, list[str]]) -> None:
    """Lay piles out directly: position (1-based) -> cards in play order."""
    game.panel_type = [None] * 4
    game.panel_up = [[] for _ in range(4)]
    game.panel_down = [[] for _ in range(4)]
    for pos, cards in piles.items():
        kind = next(cur.card_type(c) for c in cards if cur.card_type(c) is not None)
        game.panel_type[pos - 1] = kind
        game.panel_up[pos - 1] = cards[: game.completion]
        game.panel_down[pos - 1] = cards[game.completion:]


def snapshot(game: Curiosity) -> dict[str, Any]:
    return copy.deepcopy(game.__dict__)


def play_random(seed: int, players: int) -> Curiosity:
    return random_steps(Curiosity({"players": players}, seed), Rng(seed))


# ----- setup ---------------------------------------------------------------------------

@pytest.mark.parametrize("players,size,centre,dealt,left", [
    (2, 5, (2, 2), 7, 4), (3, 7, (3, 3), 6, 4), (4, 7, (3, 3), 5, 2)])
def test_setup_follows_the_table(players: int, size: int, centre: tuple[int, int],
                                 dealt: int, left: int) -> None:
    game = fresh(players)
    assert game.size == size and game.rover == centre and not game.board
    assert [len(h) for h in game.hands] == [dealt] * players
    assert len(game.unused) == left
    all_cards = sorted(sum(game.hands, []) + game.unused)
    assert all_cards == sorted(cur.deck_for(players))
    if players == 2:
        assert len(all_cards) == 18 and not any(cur.card_value(c) == 5 for c in all_cards)
    else:
        assert len(all_cards) == 22
    assert game.completion == (3 if players == 2 else 4)
    for p in range(players):
        assert sorted(sum(game.supply[p], [])) == sorted(
            sum((list(v) for v in cur.TOKENS_BY_ROUND.values()), []))
        assert len(sum(game.supply[p], [])) == 14


def test_deck_and_tokens_constants() -> None:
    assert len(cur.DECK) == 22 and cur.DECK.count(cur.ZERO_CARD) == 2
    assert [len(cur.TOKENS_BY_ROUND[r]) for r in (1, 2, 3)] == [4, 5, 5]
    assert cur.ERROR_404 in cur.TOKENS_BY_ROUND[3]
    assert all(cur.ERROR_404 not in cur.TOKENS_BY_ROUND[r] for r in (1, 2))


def test_start_player_from_option_or_seed() -> None:
    assert fresh(3, start=2).current_player == 2
    starts = {Curiosity({"players": 4}, s).current_player for s in range(40)}
    assert starts == {0, 1, 2, 3}
    same = [Curiosity({"players": 4}, 9).current_player for _ in range(2)]
    assert same[0] == same[1]
    with pytest.raises(OptionsError):
        Curiosity({"players": 2, "start_player": 3}, 1)
    assert Curiosity({"players": 3}, 5).hands == Curiosity({"players": 3}, 5).hands


# ----- worked examples -----------------------------------------------------------------

MOVEMENT_PANEL = {1: ["G2"], 2: ["N4", "N1", "N3"], 4: ["O5", "0"]}
MOVEMENT_ROUTE = [(4, 3), (5, 3), (5, 2), (5, 1), (5, 0)]


def test_worked_example_movement_route() -> None:
    game = fresh(3)
    set_panel(game, MOVEMENT_PANEL)
    assert game.route_preview() == MOVEMENT_ROUTE
    view = as_view(game.view(0))
    assert [tuple(s) for s in view["route_preview"]] == MOVEMENT_ROUTE
    assert route_from_view(view) == MOVEMENT_ROUTE
    assert view["panel"][2]["type"] is None and view["panel"][3]["top"] == 0


def test_worked_example_movement_happens_when_planning_ends() -> None:
    game = fresh(3)
    set_panel(game, MOVEMENT_PANEL)
    game.hands = [[], [], []]
    game.turn_seat = 0
    game.board[(0, 6)] = (1, 1, -1)  # off the route: stays
    game.supply[1][0].remove(-1)
    game.act(0, "token:+1@5,1")  # the last action: nobody holds a card
    assert game.rover == (5, 0)
    assert game.last_route == MOVEMENT_ROUTE
    assert game.collected[0] == [(1, 1)]
    assert game.board == {(0, 6): (1, 1, -1)}
    assert game.last_reveals == [{"square": [5, 1], "owner": 0, "round": 1, "value": 1}]
    # round 2 starts with the player to the left and an empty panel
    assert game.round == 2 and game.round_start == 1 and game.current_player == 1
    assert game.panel_type == [None] * 4
    view = game.view(None)
    assert view["last_round"]["route"] == [list(s) for s in MOVEMENT_ROUTE]
    assert view["last_round"]["reveals"][0]["value"] == "+1"
    words = [say(e) for e in view["events"]]
    assert "The rover drives 5 squares from D4 to F1." in words
    assert "The rover reveals Ana's +1 at F2." in words
    assert "Ben's unplaced -2 counts against them." in words
    assert "Ana's unplaced +2 is discarded." in words
    assert words[-1] == "Round 2 begins; Ben starts."
    palabras = [say(e, ES) for e in view["events"]]
    assert "El róver avanza 5 casillas de D4 a F1." in palabras
    assert "El róver revela el +1 de Ana en F2." in palabras
    assert "El -2 que Ben no ha colocado cuenta en su contra." in palabras
    assert "El +2 que Ana no ha colocado se descarta." in palabras
    assert palabras[-1] == "Empieza la ronda 2; sale Ben."
    # unplaced round-1 tokens: negatives count, positives are discarded
    assert game.breakdown(0)["score"] == 1 - 1 - 2
    assert game.breakdown(1)["score"] == -2  # -1 still on the board scores nothing
    assert game.breakdown(2)["score"] == -3


def test_worked_example_wrap() -> None:
    assert compute_route(5, (2, 0), [("S", 1), ("N", 3)]) == [(2, 1), (2, 0), (2, 4), (2, 3)]
    game = fresh(2)
    game.rover = (2, 0)
    set_panel(game, {1: ["S1"], 2: ["N3"]})
    assert game.route_preview() == [(2, 1), (2, 0), (2, 4), (2, 3)]
    assert compute_route(5, (0, 0), [("O", 1), ("G", 2)]) == [(4, 0), (0, 0), (1, 0)]


def test_worked_example_pile_completion_two_players() -> None:
    game = fresh(2)
    game.hands = [["N2", "N4", "S1", "S2"], ["N1", "0", "S3", "G1"]]
    game.unused = []
    game.turn_seat = 0
    game.act(0, "card:N2@1")
    game.act(1, "card:0@1")
    game.act(0, "card:N4@1")
    assert game.panel_up[0] == ["N2", "0", "N4"] and game.pile_complete(0)
    view = game.view(0)
    assert view["panel"][0]["complete"] and view["panel"][0]["completion"] == 3
    game.act(1, "card:N1@1")
    assert game.panel_up[0] == ["N2", "0", "N4"] and game.panel_down[0] == ["N1"]
    assert game.legs() == [("N", 4)]
    public = game.view(None)
    assert public["panel"][0]["face_down"] == 1 and "N1" not in json.dumps(public["panel"])
    last = public["events"][-1]
    assert last == {"type": "card_played", "seat": 1, "position": 1, "card": None,
                    "face_up": False, "pile": "N", "completes": False}
    assert "N1" not in json.dumps(public["events"])
    assert say(last) == (
        "Ben plays a card face down on the complete North Pole pile at position 1.")
    assert say(last, ES) == (
        "Ben juega una carta boca abajo en la pila completa del Polo Norte (posición 1).")
    third = public["events"][-2]
    assert third["card"] == "N4" and third["completes"]
    assert say(third) == (
        "Ana plays North Pole 4 at position 1. The North Pole pile is now complete.")
    assert say(third, ES) == (
        "Ana juega la carta Polo Norte 4 en la posición 1. La dirección del Polo Norte ya está "
        "completa.")
    zero = public["events"][-3]
    assert zero["card"] == "0"
    assert say(zero) == "Ben plays a 0-card on the North Pole pile at position 1."
    assert say(zero, ES) == "Ben juega una carta 0 en la pila del Polo Norte (posición 1)."


def _finished(players: int) -> Curiosity:
    game = fresh(players)
    game.round = 3
    game.turn_seat = None
    game.hands = [[] for _ in range(players)]
    game.supply = [[[], [], []] for _ in range(players)]
    return game


def _worked_example() -> Curiosity:
    """The rules file's scoring example: 7 points each, 3 and 1 negative points."""
    game = _finished(2)
    game.collected[0] = [(3, 3), (2, 3), (3, 2), (2, 2), (1, -1)]
    game.unplaced[0] = [(2, -2)]
    game.collected[1] = [(2, 3), (1, 2), (3, 2), (1, 1), (1, -1)]
    return game


def test_worked_example_scoring_and_tie_break() -> None:
    game = _worked_example()
    result = game.result()
    assert result is not None
    assert result.scores == [7, 7]
    assert result.breakdown[0]["negative_points"] == 3
    assert result.breakdown[1]["negative_points"] == 1
    assert result.breakdown[0]["unplaced_negatives"] == 2
    assert result.winners == [1]
    # A's 404 revealed: B still wins, and A cannot win even with the highest score
    game.collected[0].append((3, cur.ERROR_404))
    game.collected[0].append((2, 3))
    game.eliminated = [0]
    result = game.result()
    assert result is not None
    assert result.scores[0] > result.scores[1]
    assert result.winners == [1] and result.eliminated == [0]


def test_surviving_tie_is_a_draw_and_all_eliminated_means_no_winner() -> None:
    game = _finished(3)
    game.collected = [[(1, 2), (1, -1)], [(1, 1)], [(2, 1), (3, -2), (3, 2)]]
    result = game.result()
    assert result is not None and result.scores == [1, 1, 1]
    assert result.winners == [1]  # fewest negative points
    game.collected[0] = [(1, 1)]
    result = game.result()
    assert result is not None and result.winners == [0, 1]  # still tied: a draw
    game.eliminated = [0, 1, 2]
    result = game.result()
    assert result is not None and result.winners == []


# ----- edge cases (§4) -----------------------------------------------------------------

def test_panel_order_decides_movement_order() -> None:
    game = fresh(3)
    set_panel(game, {1: ["N2"], 2: ["G2"]})
    first = game.route_preview()
    set_panel(game, {1: ["G2"], 2: ["N2"]})
    second = game.route_preview()
    assert first[-1] == second[-1] == (5, 1)
    assert first == [(3, 2), (3, 1), (4, 1), (5, 1)]
    assert second == [(4, 3), (5, 3), (5, 2), (5, 1)]


def test_four_players_can_burn_cards_face_down() -> None:
    game = fresh(4)
    set_panel(game, {1: ["N1", "N2", "N3", "N4"]})
    game.hands[0] = ["N5", "S1"]
    game.turn_seat = 0
    assert "card:N5@1" in game.legal_actions(0)
    game.act(0, "card:N5@1")
    assert game.panel_down[0] == ["N5"] and game.legs() == [("N", 4)]


def test_square_entered_twice_is_revealed_once_and_old_tokens_are_revealed() -> None:
    game = fresh(2)
    game.rover = (0, 0)
    set_panel(game, {1: ["G3"], 2: ["O2"]})  # east 3, then west 2: (1,0) entered twice
    game.hands = [[], []]
    game.round = 2
    game.board[(1, 0)] = (1, 1, 2)  # a round-1 token still on the board
    game.turn_seat = 0
    game.act(0, "token:+3@3,3")
    assert game.last_route == [(1, 0), (2, 0), (3, 0), (2, 0), (1, 0)]
    assert game.collected[1] == [(1, 2)]
    assert game.rover == (1, 0) and (3, 3) in game.board  # stays for round 3


def test_planning_ends_when_all_four_piles_are_complete() -> None:
    game = fresh(3)
    set_panel(game, {1: ["N1", "N2", "N3", "N4"], 2: ["S1", "S2", "S3", "S4"],
                     3: ["O1", "O2", "O3", "O4"], 4: ["G1", "G2", "G3"]})
    game.hands = [["G5", "0"], ["N5"], ["S5"]]
    game.turn_seat = 0
    game.act(0, "card:G5@4")
    assert game.round == 2 and game.last_route[-1] == (4, 3)  # north 4, south 4, west 4, east 5
    assert len(game.last_route) == 4 + 4 + 4 + 5
    assert all(len(h) == 6 for h in game.hands)  # the unused cards went back


def test_no_empty_square_and_skip_when_no_action() -> None:
    game = fresh(2)
    squares = [s for s in game.empty_squares()]
    assert len(squares) == 24
    for i, sq in enumerate(squares):
        game.board[sq] = (1, 1, 1 if i % 2 else -1)
    game.hands = [["N1"], ["S1", "S2", "S3"]]
    game.turn_seat = 1
    assert game.token_actions(0) == [] and game.token_actions(1) == []
    game.act(1, "card:S1@1")
    game.act(0, "card:N1@2")
    game.act(1, "card:S2@1")
    # player 0 has neither cards nor an empty square: skipped
    assert game.current_player == 1
    game.act(1, "card:S3@1")
    assert game.round == 2


def test_skip_player_without_action_and_mandatory_tokens() -> None:
    game = fresh(3)
    game.round = 3
    game.supply = [[[], [], list(cur.TOKENS_BY_ROUND[3])] for _ in range(3)]
    set_panel(game, {1: ["N1"]})
    game.hands = [[], ["S1", "S2"], []]
    game.supply[2][2] = []  # player 2 has nothing to do at all
    game.turn_seat = 0
    moves = game.legal_moves(0)
    assert moves and all(isinstance(m, PlaceToken) for m in moves)
    assert PlaceToken(cur.ERROR_404, 0, 0) in moves
    game.act(0, "token:404@0,0")
    assert game.current_player == 1
    game.act(1, "card:S1@2")
    assert game.current_player == 0  # player 2 skipped
    assert {"type": "skipped", "seat": 2} in game.events
    assert say({"type": "skipped", "seat": 2}) == "Cy cannot act and skips the turn."
    assert say({"type": "skipped", "seat": 2}, ES) == (
        "Cy no puede hacer nada y pierde el turno.")


def test_revealed_404_eliminates_and_unplaced_404_is_discarded() -> None:
    game = fresh(2)
    game.round = 3
    game.supply = [[[], [], [cur.ERROR_404, -3]], [[], [], [cur.ERROR_404, 3]]]
    set_panel(game, {1: ["G2"]})
    game.hands = [[], ["S1", "S2"]]
    game.turn_seat = 0
    game.act(0, "token:404@3,2")  # on the route east
    game.act(1, "card:S1@2")
    game.act(0, "token:-3@4,4")
    game.act(1, "card:S2@2")  # the last card: planning ends at once
    assert game.is_over()
    assert game.last_route == [(3, 2), (4, 2), (4, 3), (4, 4)]
    assert game.eliminated == [0]
    result = game.result()
    assert result is not None
    assert result.winners == [1] and result.scores == [-3, 0] and result.eliminated == [0]
    assert (3, cur.ERROR_404) in game.unplaced[1]  # never placed: no effect
    assert not cur.UNPLACED_404_ELIMINATES


def test_unplaced_404_has_no_effect() -> None:
    game = fresh(2)
    game.round = 3
    game.supply = [[[], [], [cur.ERROR_404, -2]], [[], [], []]]
    game.hands = [["N1"], []]
    game.turn_seat = 0
    game.act(0, "card:N1@1")
    assert game.is_over() and game.eliminated == []
    assert game.breakdown(0)["unplaced_negatives"] == 2
    assert game.unplaced[0] == [(3, cur.ERROR_404), (3, -2)]


def test_the_result_adds_up_and_breaks_ties_by_negative_points() -> None:
    game = _worked_example()
    result = game.result()
    assert result is not None
    assert result.breakdown[0]["parts"] == {"positives": 10, "negatives": -1,
                                            "unplaced_negatives": -2, "left_on_board": 0}
    for seat in (0, 1):
        part = result.breakdown[seat]
        assert part["total"] == part["score"] == result.scores[seat] == sum(
            part["parts"].values())
    assert result.tiebreak == [-3, -1]


# ----- rule constants [R]: each one changes the game when flipped ------------------------

def test_direction_steps_decide_where_each_type_drives(monkeypatch: pytest.MonkeyPatch) -> None:
    game = fresh(3)
    set_panel(game, {1: ["G2"], 2: ["O1"]})
    assert game.route_preview() == [(4, 3), (5, 3), (4, 3)]
    monkeypatch.setitem(cur.DIRECTION_STEPS, "G", (-1, 0))  # Gale Crater west …
    monkeypatch.setitem(cur.DIRECTION_STEPS, "O", (1, 0))  # … and Mount Olympus east
    assert game.route_preview() == [(2, 3), (1, 3), (2, 3)]
    assert game.view(0)["panel"][0]["direction"] == "west"


def test_typed_card_values_make_the_deck(monkeypatch: pytest.MonkeyPatch) -> None:
    assert len(fresh(3).unused) == 4
    monkeypatch.setattr(cur, "TYPED_CARD_VALUES", (1, 2, 3, 4))
    game = fresh(3)
    assert len(cur.deck_for(3)) == 18 and game.unused == []
    assert not any(cur.card_value(c) == 5 for h in game.hands for c in h)


def test_zero_card_count_makes_the_deck(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cur, "ZERO_CARD_COUNT", 4)
    game = fresh(3)
    assert len(game.unused) == 6
    cards = sum(game.hands, []) + game.unused
    assert cards.count(cur.ZERO_CARD) == 4


def test_zero_card_may_start_a_pile_when_allowed(monkeypatch: pytest.MonkeyPatch) -> None:
    game = fresh(3)
    game.hands[0] = ["N1", "0"]
    assert "card:0@1" not in game.legal_actions(0)
    monkeypatch.setattr(cur, "ZERO_CARD_CAN_START_PILE", True)
    assert [m.position for m in game.legal_moves(0)
            if isinstance(m, PlayCard) and m.card == "0"] == [1, 2, 3, 4]
    game.act(0, "card:0@3")
    assert game.panel_up[2] == ["0"] and game.panel_type[2] is None


def test_tokens_by_round_are_the_supply(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(cur.TOKENS_BY_ROUND, 1, (3, -1))
    game = fresh(2)
    assert game.supply[0][0] == [3, -1]
    assert {m.value for m in game.legal_moves(0) if isinstance(m, PlaceToken)} == {3, -1}


def _unplaced_404_game() -> Curiosity:
    game = fresh(2)
    game.round = 3
    game.supply = [[[], [], [cur.ERROR_404, -2]], [[], [], []]]
    game.hands = [["N1"], []]
    game.turn_seat = 0
    game.act(0, "card:N1@1")
    return game


def test_an_unplaced_404_eliminates_when_the_rule_says_so(
        monkeypatch: pytest.MonkeyPatch) -> None:
    assert _unplaced_404_game().eliminated == []
    monkeypatch.setattr(cur, "UNPLACED_404_ELIMINATES", True)
    game = _unplaced_404_game()
    assert game.eliminated == [0]
    result = game.result()
    assert result is not None and result.winners == [1]
    assert {"type": "unplaced", "owner": 0, "round": 3, "value": cur.ERROR_404,
            "counts": True} in game.events


def _stuck_player_game() -> Curiosity:
    """Round 3; player 2 has nothing to do when their turn comes."""
    game = fresh(3)
    game.round = 3
    game.supply = [[[], [], list(cur.TOKENS_BY_ROUND[3])] for _ in range(3)]
    set_panel(game, {1: ["N1"]})
    game.hands = [[], ["S1", "S2"], []]
    game.supply[2][2] = []
    game.turn_seat = 0
    game.act(0, "token:404@0,0")
    game.act(1, "card:S1@2")
    return game


def test_without_the_skip_rule_planning_ends_at_a_stuck_player(
        monkeypatch: pytest.MonkeyPatch) -> None:
    game = _stuck_player_game()
    assert game.current_player == 0 and game.events[-1] == {"type": "skipped", "seat": 2}
    monkeypatch.setattr(cur, "SKIP_WHEN_NO_ACTION", False)
    game = _stuck_player_game()
    assert game.is_over() and not any(e["type"] == "skipped" for e in game.events)


def test_tokens_left_on_the_board_score_the_end_value(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _finished(2)
    game.collected[0] = [(1, 2)]
    game.board[(0, 0)] = (0, 1, 2)
    game.board[(1, 0)] = (0, 2, -3)
    assert game.scores() == [2, 0]
    monkeypatch.setattr(cur, "BOARD_TOKEN_END_VALUE", -1)
    assert game.scores() == [0, 0]
    part = game.breakdown(0)
    assert part["parts"]["left_on_board"] == -2 and sum(part["parts"].values()) == 0
    game.turn_seat = 0  # while the game goes on, the board scores nothing yet
    assert game.scores() == [2, 0]


def _three_way_tie() -> Curiosity:
    game = _finished(3)
    game.collected = [[(1, 1)], [(1, 1)], [(2, 1), (3, -2), (3, 2)]]
    return game


def test_a_surviving_tie_is_a_draw_unless_the_rule_says_otherwise(
        monkeypatch: pytest.MonkeyPatch) -> None:
    result = _three_way_tie().result()
    assert result is not None and result.winners == [0, 1]
    monkeypatch.setattr(cur, "SURVIVING_TIE_IS_DRAW", False)
    result = _three_way_tie().result()
    assert result is not None and result.winners == []


def test_who_wins_when_everybody_is_eliminated(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _three_way_tie()
    game.eliminated = [0, 1, 2]
    result = game.result()
    assert result is not None and result.winners == []
    monkeypatch.setattr(cur, "ALL_ELIMINATED_WINNERS", (2,))
    result = game.result()
    assert result is not None and result.winners == [2]


# ----- illegal actions -----------------------------------------------------------------

def test_illegal_actions_are_refused_with_a_reason_code_and_change_nothing() -> None:
    game = fresh(3)
    set_panel(game, {2: ["N3"]})
    game.hands[0] = ["N1", "S2", "0"]
    game.board[(1, 1)] = (1, 1, 2)
    game.supply[1][0].remove(2)
    game.turn_seat = 0
    before = snapshot(game)
    cases: list[tuple[int, str, str, dict[str, Any], str]] = [
        (1, "card:S2@1", "not_your_turn", {"player": 0}, "not your turn"),
        (0, "token:+1@1,1", "square_taken", {"col": 1, "row": 1}, "already holds a token"),
        (0, "token:+1@3,3", "under_rover", {"col": 3, "row": 3}, "rover"),
        (0, "token:+3@0,0", "future_round_token", {"value": 3, "token_round": 2, "round": 1},
         "round-2 token"),
        (0, "token:404@0,0", "future_round_token", {"value": 404, "token_round": 3,
                                                    "round": 1}, "round-3 token"),
        (0, "token:+1@9,0", "off_board", {"col": 9, "row": 0, "size": 7}, "off the 7×7"),
        (0, "token:+1@-1,0", "off_board", {"col": -1, "row": 0, "size": 7}, "off the"),
        (0, "token:+5@0,0", "no_such_token", {"value": 5, "round": 1}, "no round-1 +5"),
        (0, "card:N1@1", "wrong_pile", {"card": "N1", "pile": "N", "position": 2},
         "must go on the North Pole pile at position 2"),
        (0, "card:S2@2", "position_taken", {"position": 2, "pile": "N"},
         "holds the North Pole pile"),
        (0, "card:0@1", "zero_cannot_start", {"card": "0", "position": 1},
         "0-card cannot start a pile"),
        (0, "card:G4@1", "not_in_hand", {"card": "G4"}, "you hold no card 'G4'"),
        (0, "card:S2@5", "bad_position", {"position": 5, "positions": 4}, "positions 1–4"),
        (0, "card:S2@0", "bad_position", {"position": 0, "positions": 4}, "not 0"),
        (0, "jump", "unknown_action", {"action": "jump"}, "unknown action"),
        (0, "token:plus@1,1", "unknown_action", {"action": "token:plus@1,1"}, "unknown"),
    ]
    for seat, action, code, params, words in cases:
        refusal = game.check(seat, action)
        assert refusal is not None and refusal.code == code and refusal.params == params, action
        with pytest.raises(IllegalAction, match=re.escape(words)):
            game.act(seat, action)
        assert game.__dict__ == before
        assert action not in game.legal_actions(seat)


def test_a_placed_token_is_refused_as_already_placed() -> None:
    game = fresh(2)
    game.act(0, "token:-1@0,0")
    game.act(1, "token:+1@1,0")
    refusal = game.check(0, "token:-1@4,4")
    assert refusal is not None and refusal.code == "token_already_placed"
    assert refusal.params == {"value": -1, "round": 1}
    assert refusal.text == "your round-1 -1 token is already placed"


def test_token_of_an_earlier_round_is_refused() -> None:
    game = fresh(2)
    game.round = 2
    game.supply[0] = [[], list(cur.TOKENS_BY_ROUND[2]), list(cur.TOKENS_BY_ROUND[3])]
    game.turn_seat = 0
    with pytest.raises(IllegalAction, match="earlier rounds") as err:
        game.act(0, "token:-1@0,0")
    assert err.value.code == "past_round_token" and err.value.params == {"value": -1,
                                                                         "round": 2}


# ----- the action codec -----------------------------------------------------------------

def test_typed_actions_spell_todays_strings() -> None:
    examples: list[tuple[CuriosityMove, str]] = [
        (PlaceToken(2, 1, 3), "token:+2@1,3"), (PlaceToken(-1, 4, 0), "token:-1@4,0"),
        (PlaceToken(cur.ERROR_404, 0, 0), "token:404@0,0"), (PlayCard("N3", 2), "card:N3@2"),
        (PlayCard("0", 1), "card:0@1"), (PlayCard("G5", 4), "card:G5@4")]
    for move, text in examples:
        assert str(move) == text
        assert CuriosityMove.parse(text) == move
        assert type(move).parse(text) == move
    assert PlaceToken.decode("card:N3@2") is None and PlayCard.decode("token:+2@1,3") is None


@pytest.mark.parametrize("text", [
    "token:+1@0,00", "token:1@0,0", "token:+01@0,0", "token:+404@0,0", "token:+1@0,+1",
    "token:+1@0", "token:+1@0,0,0", "token:+1 @0,0", "token:+1@0 ,0", "token:+1@٠,0",
    "token:+１@0,0", "card:N1@١", "card:N3@²", "card:N3@３", "card:N3@02", "card:N3@+2",
    "card:N03@2", "card:n3@2", "card:X3@2", "card:N@2", "card:N0@2", "card:00@1",
    "card:N٣@2", "card:N3", "card:@2", "Card:N3@2", "token:", "card:", "", "x" * 10_000])
def test_only_canonical_strings_parse(text: str) -> None:
    with pytest.raises(IllegalAction) as err:
        CuriosityMove.parse(text)
    assert err.value.code == "unknown_action"
    game = fresh(2)
    refusal = game.check(0, text)
    assert refusal is not None and refusal.code == "unknown_action"


def test_legal_moves_keep_the_order_of_the_strings() -> None:
    game = fresh(2)
    set_panel(game, {2: ["N1"]})
    game.hands[0] = ["N2", "S1", "0"]
    moves = game.legal_moves(0)
    tokens = [m for m in moves if isinstance(m, PlaceToken)]
    cards = [m for m in moves if isinstance(m, PlayCard)]
    assert moves == tokens + cards
    assert [m.value for m in tokens[::24]] == [-2, -1, 1, 2]  # by value, then square
    assert [m.square for m in tokens[:6]] == [(0, 0), (1, 0), (2, 0), (3, 0), (4, 0), (0, 1)]
    assert [str(m) for m in cards] == ["card:N2@2", "card:S1@1", "card:S1@3", "card:S1@4",
                                       "card:0@2"]
    assert game.legal_actions(0) == [str(m) for m in moves]


def test_acting_after_the_end_is_rejected() -> None:
    game = play_random(3, 2)
    before = snapshot(game)
    for seat in (0, 1):
        assert game.legal_actions(seat) == []
        with pytest.raises(IllegalAction, match="over"):
            game.act(seat, "card:N1@1")
    assert game.__dict__ == before
    assert game.progress() == ("finished", {})
    assert EN.coded("curiosity", "progress", *game.progress()) == "Finished"
    assert ES.coded("curiosity", "progress", *game.progress()) == "Terminada"


# ----- views ---------------------------------------------------------------------------

def test_view_contents_and_hidden_values() -> None:
    game = fresh(3)
    game.act(0, "token:+2@0,0")
    game.act(1, "token:-1@1,0")
    view = game.view(0)
    assert view["board_size"] == 7 and view["rover"] == [3, 3]
    mine = [t for t in view["tokens"] if t["owner"] == 0]
    theirs = [t for t in view["tokens"] if t["owner"] == 1]
    assert mine[0]["value"] == "+2" and theirs[0]["value"] is None and theirs[0]["round"] == 1
    assert view["my_tokens"] == ["+1", "-1", "-2"]
    assert view["token_counts"] == [3, 3, 4]
    assert view["hand"] == game.hands[0] and view["hand_sizes"] == [6, 6, 6]
    assert len(view["panel"]) == 4 and view["panel"][0]["completion"] == 4
    assert view["route_preview"] == [] and view["round"] == 1 and view["start_player"] == 0
    assert view["events"][-1] == {"type": "token_placed", "seat": 1, "square": [1, 0],
                                  "round": 1}
    assert say(view["events"][-1]) == "Ben marks a round-1 study location at B1."
    assert say(view["events"][-1], ES) == (
        "Ben marca un lugar de estudio de la ronda 1 en B1.")
    assert view["events"][0] == {"type": "round_started", "round": 1, "start_player": 0}
    assert say(view["events"][0]) == "Round 1 begins; Ana starts."
    assert say(view["events"][0], ES) == "Empieza la ronda 1; sale Ana."
    other = fresh(3)
    other.act(0, "token:+1@0,0")
    other.act(1, "token:-2@1,0")
    assert other.view(None) == game.view(None)
    assert other.view(2) == game.view(2)
    public = game.view(None)
    assert public["hand"] is None and public["my_tokens"] is None
    assert all(t["value"] is None for t in public["tokens"])
    assert "log" not in public and public["turn"] == 2
    json.dumps(public)


def test_the_events_tell_the_whole_game_without_hidden_values() -> None:
    game = play_random(8, 3)
    events = game.view(None)["events"]
    types = [e["type"] for e in events]
    assert types.count("round_started") == 3 and types.count("drive") == 3
    assert types[-1] == "game_over" and len(events) > 60  # never trimmed
    assert types.count("token_placed") + types.count("card_played") == len(game.log)
    for e in events:
        if e["type"] == "token_placed":
            assert set(e) == {"type", "seat", "square", "round"}
        for w in (EN, ES):
            words = say(e, w)
            assert words and "Player" not in words and "{" not in words
    result = game.result()
    assert result is not None
    assert events[-1] == {"type": "game_over", "winners": result.winners,
                          "scores": result.scores}
    revealed = [e for e in events if e["type"] == "revealed"]
    assert sum(len(c) for c in game.collected) == len(revealed)


def test_describe_event_words_the_reveals_and_the_end() -> None:
    reveal_404 = {"type": "revealed", "square": [2, 4], "owner": 1, "round": 3,
                  "value": cur.ERROR_404}
    assert say(reveal_404) == "The rover reveals Ben's 404 at C5: Ben is out of the game."
    assert say(reveal_404, ES) == (
        "El róver revela la ficha 404 de Ben en C5: Ben queda fuera de juego.")
    reveal = {"type": "revealed", "square": [0, 1], "owner": 0, "round": 1, "value": -2}
    assert say(reveal) == "The rover reveals Ana's -2 at A2."
    assert say(reveal, ES) == "El róver revela el -2 de Ana en A2."
    still = {"type": "drive", "start": [2, 2], "route": [], "legs": []}
    assert say(still) == "The rover does not move: it stays on C3."
    assert say(still, ES) == "El róver no se mueve: se queda en C3."
    one = {"type": "drive", "start": [0, 0], "route": [[4, 0]], "legs": [["O", 1]]}
    assert say(one) == "The rover drives 1 square from A1 to E1."
    assert say(one, ES) == "El róver avanza 1 casilla de A1 a E1."
    win = {"type": "game_over", "winners": [2], "scores": [1, 2, 5]}
    assert say(win) == "Cy wins with 5 points."
    assert say(win, ES) == "Cy gana con 5 puntos."
    draw = {"type": "game_over", "winners": [0, 2], "scores": [5, 2, 5]}
    assert say(draw) == "Draw between Ana and Cy with 5 points."
    assert say(draw, ES) == "Empate entre Ana y Cy con 5 puntos."
    three = {"type": "game_over", "winners": [0, 1, 2], "scores": [1, 1, 1]}
    assert say(three) == "Draw between Ana, Ben and Cy with 1 point."
    assert say(three, ES) == "Empate entre Ana, Ben y Cy con 1 punto."
    nobody = {"type": "game_over", "winners": [], "scores": [0, 0]}
    assert say(nobody) == "Every player is out of the game: nobody wins."
    assert say(nobody, ES) == "Todos quedan fuera de juego: nadie gana."


def test_only_a_move_that_revealed_nothing_can_be_taken_back() -> None:
    game = fresh(2)
    game.hands = [["N1", "S1"], ["G1", "O1"]]
    game.act(0, "token:+2@0,0")
    assert game.can_take_back(0, "token:+2@0,0")
    assert not game.can_take_back(0, "token:+2@1,0")  # not the last action
    assert not game.can_take_back(1, "token:+2@0,0")
    game.act(1, "card:G1@1")
    assert game.can_take_back(1, "card:G1@1") and not game.can_take_back(0, "token:+2@0,0")
    # the action that ends the planning drives the rover: it cannot be taken back
    game = fresh(2)
    set_panel(game, {1: ["N1"]})
    game.hands = [["S1"], []]
    game.turn_seat = 0
    game.act(0, "card:S1@2")
    assert game.round == 2 and not game.can_take_back(0, "card:S1@2")


def _twin_with_other_secrets(game: Curiosity, seat: int, rng: Rng) -> Curiosity:
    """A copy that differs only in what ``seat`` cannot see."""
    twin = copy.deepcopy(game)
    others = [q for q in range(game.num_players) if q != seat]
    pool = [c for q in others for c in twin.hands[q]] + twin.unused
    downs = [c for pile in twin.panel_down for c in pile]
    pool += downs
    rng.shuffle(pool)
    for pile in twin.panel_down:
        k = len(pile)
        pile[:] = pool[:k]
        del pool[:k]
    for q in others:
        k = len(twin.hands[q])
        twin.hands[q] = cur.sort_cards(pool[:k])
        del pool[:k]
    twin.unused = pool
    for q in others:
        for r in range(1, game.round + 1):
            squares = sorted(sq for sq, t in twin.board.items() if t[0] == q and t[1] == r)
            vals = [twin.board[sq][2] for sq in squares]
            sup = twin.supply[q][r - 1]
            allv = vals + sup
            rng.shuffle(allv)
            for sq, v in zip(squares, allv, strict=False):
                twin.board[sq] = (q, r, v)
            twin.supply[q][r - 1] = allv[len(squares):]
    return twin


def check_invariants(game: Curiosity, rover_before: tuple[int, int],
                     route_before: list[tuple[int, int]], rng: Rng) -> None:
    n = game.num_players
    # every player's 14 tokens are accounted for
    for p in range(n):
        held = [v for r in game.supply[p] for v in r]
        board = [t[2] for t in game.board.values() if t[0] == p]
        done = [v for _, v in game.collected[p]] + [v for _, v in game.unplaced[p]]
        everything = sorted(held + board + done)
        assert everything == sorted(v for r in (1, 2, 3) for v in cur.TOKENS_BY_ROUND[r])
        # past rounds hold nothing in the supply
        for r in range(1, game.round):
            assert game.supply[p][r - 1] == []
    # the rover's route is a sequence of single steps on the torus
    if game.last_route is not route_before and game.last_route != route_before:
        prev = rover_before
        size = game.size
        for sq in game.last_route:
            dx = (sq[0] - prev[0]) % size
            dy = (sq[1] - prev[1]) % size
            assert (dx, dy) in {(1, 0), (size - 1, 0), (0, 1), (0, size - 1)}
            prev = sq
        assert game.rover == (game.last_route[-1] if game.last_route else rover_before)
    assert game.rover not in game.board
    # a pile never has more face-up cards than its completion size
    for i in range(4):
        assert len(game.panel_up[i]) <= game.completion
        if game.panel_down[i]:
            assert len(game.panel_up[i]) == game.completion
    # cards are all accounted for during planning
    if not game.is_over():
        cards = sum(game.hands, []) + game.unused + sum(game.panel_up, []) + sum(
            game.panel_down, [])
        assert sorted(cards) == sorted(cur.deck_for(n))
    # views: hidden things never appear
    for seat in range(n):
        view = game.view(seat)
        for t in view["tokens"]:
            assert (t["value"] is None) == (t["owner"] != seat)
        twin = _twin_with_other_secrets(game, seat, rng)
        assert twin.view(seat) == view
    assert _twin_with_other_secrets(game, -1, rng).view(None) == game.view(None)


@pytest.mark.slow
@settings(max_examples=12, deadline=None)
@given(st.integers(min_value=0, max_value=2**63), st.integers(min_value=2, max_value=4))
def test_random_playouts_keep_the_invariants(seed: int, players: int) -> None:
    game = Curiosity({"players": players}, seed)
    rng = Rng(seed ^ 0x5A5A)
    check_invariants(game, game.rover, game.last_route, rng)
    while not game.is_over():
        seat = game.current_player
        assert seat is not None
        legal = game.legal_actions(seat)
        rover, route = game.rover, game.last_route
        game.act(seat, rng.choice(legal))
        check_invariants(game, rover, route, rng)
    result = game.result()
    assert result is not None
    assert all(w not in result.eliminated for w in result.winners)


@settings(max_examples=15, deadline=None)
@given(st.integers(min_value=0, max_value=2**63), st.integers(min_value=2, max_value=4),
       st.integers(min_value=0, max_value=70))
def test_a_sample_accounts_for_every_token_and_card_and_plays_on(seed: int, players: int,
                                                                 steps: int) -> None:
    game = Curiosity({"players": players}, seed)
    rng = Rng(seed)
    random_steps(game, rng, steps)
    if game.is_over():
        return
    seat = game.current_player
    assert seat is not None
    sample = Curiosity.sample_from_view(game.view(seat), Rng(seed + 1))
    for p in range(players):
        held = [v for r in sample.supply[p] for v in r]
        board = [t[2] for t in sample.board.values() if t[0] == p]
        done = [v for _, v in sample.collected[p]] + [v for _, v in sample.unplaced[p]]
        assert sorted(held + board + done) == sorted(
            v for r in (1, 2, 3) for v in cur.TOKENS_BY_ROUND[r])
        assert {sq for sq, t in sample.board.items() if t[0] == p} == {
            sq for sq, t in game.board.items() if t[0] == p}
    cards = sum(sample.hands, []) + sample.unused + sum(sample.panel_up, []) + sum(
        sample.panel_down, [])
    assert sorted(cards) == sorted(cur.deck_for(players))
    assert sample.hands[seat] == game.hands[seat] and sample.log == []
    # the sample plays on to the end
    while not sample.is_over():
        s = sample.current_player
        assert s is not None
        sample.apply(s, rng.choice(sample.legal_moves(s)))


@pytest.mark.parametrize("seed", [2, 5])
def test_last_round_tells_the_whole_drive(seed: int) -> None:
    """The table animates the drive from the view alone: start, legs and route agree."""
    game = Curiosity({"players": 3}, seed)
    rng = Rng(seed)
    drives = 0
    while not game.is_over():
        before = game.round
        rover = list(game.view(None)["rover"])
        seat = game.current_player
        assert seat is not None
        legal = game.legal_actions(seat)
        game.act(seat, legal[rng.below(len(legal))])
        if game.round != before or game.is_over():
            last = game.view(None)["last_round"]
            assert last["round"] == before
            assert last["start"] == rover
            legs = [(leg["type"], leg["steps"]) for leg in last["legs"]]
            assert [list(s) for s in compute_route(game.size, rover, legs)] == last["route"]
            drives += 1
    assert drives == 3
