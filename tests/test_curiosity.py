"""Curiosity rules engine: the worked examples and edge cases of
/work/shared/rules/curiosity.md, illegal actions, and property tests over random playouts."""

from __future__ import annotations

import copy
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from expeditions.engine import IllegalAction, OptionsError, replay
from expeditions.games import curiosity as cur
from expeditions.games.curiosity import Curiosity, compute_route, determinize, route_from_view
from expeditions.rng import Rng
from tests.support.playouts import random_steps


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


def snapshot(game: Curiosity) -> dict:
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
    view = game.view(0)
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
    assert any("rover drives" in line for line in view["log"])
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
    assert "N1" not in game.describe(1, "card:N1@1")
    assert "N1" not in " ".join(public["log"])


def _finished(players: int) -> Curiosity:
    game = fresh(players)
    game.round = 3
    game.turn_seat = None
    game.hands = [[] for _ in range(players)]
    game.supply = [[[], [], []] for _ in range(players)]
    return game


def test_worked_example_scoring_and_tie_break() -> None:
    game = _finished(2)
    game.collected[0] = [(3, 3), (2, 3), (3, 2), (2, 2), (1, -1)]
    game.unplaced[0] = [(2, -2)]
    game.collected[1] = [(2, 3), (1, 2), (3, 2), (1, 1), (1, -1)]
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
    legal = game.legal_actions(0)
    assert legal and all(a.startswith("token:") for a in legal)
    assert any(a.startswith("token:404@") for a in legal)
    game.act(0, "token:404@0,0")
    assert game.current_player == 1
    game.act(1, "card:S1@2")
    assert game.current_player == 0  # player 2 skipped
    assert any(e["kind"] == "skip" and e["player"] == 2 for e in game.events)


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


# ----- illegal actions -----------------------------------------------------------------

def test_illegal_actions_are_rejected_with_a_reason_and_change_nothing() -> None:
    game = fresh(3)
    set_panel(game, {2: ["N3"]})
    game.hands[0] = ["N1", "S2", "0"]
    game.board[(1, 1)] = (1, 1, 2)
    game.supply[1][0].remove(2)
    game.turn_seat = 0
    before = snapshot(game)
    cases = [
        (1, "card:S2@1", "not your turn"),
        (0, "token:+1@1,1", "already holds a token"),
        (0, "token:+1@3,3", "rover"),
        (0, "token:+3@0,0", "round-2 token"),
        (0, "token:404@0,0", "round-3 token"),
        (0, "token:+1@9,0", "off the"),
        (0, "token:+5@0,0", "no round-1"),
        (0, "card:N1@1", "must go on the North Pole pile at position 2"),
        (0, "card:S2@2", "holds the North Pole pile"),
        (0, "card:0@1", "0-card cannot start a pile"),
        (0, "card:G4@1", "you hold no card"),
        (0, "card:S2@5", "positions 1"),
        (0, "jump", "unknown action"),
        (0, "token:plus@1,1", "looks like"),
    ]
    for seat, action, reason in cases:
        assert game.check(seat, action) is not None
        with pytest.raises(IllegalAction, match=reason):
            game.act(seat, action)
        assert game.__dict__ == before
        assert action not in game.legal_actions(seat)


def test_token_of_an_earlier_round_is_rejected() -> None:
    game = fresh(2)
    game.round = 2
    game.supply[0] = [[], list(cur.TOKENS_BY_ROUND[2]), list(cur.TOKENS_BY_ROUND[3])]
    game.turn_seat = 0
    with pytest.raises(IllegalAction, match="earlier rounds"):
        game.act(0, "token:-1@0,0")


def test_acting_after_the_end_is_rejected() -> None:
    game = play_random(3, 2)
    before = snapshot(game)
    for seat in (0, 1):
        assert game.legal_actions(seat) == []
        with pytest.raises(IllegalAction, match="over"):
            game.act(seat, "card:N1@1")
    assert game.__dict__ == before
    assert game.progress() == "Finished"


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
    assert game.describe(1, "token:-1@1,0") == game.describe(1, "token:+2@1,0")
    other = fresh(3)
    assert other.describe(0, "token:+1@0,0") == other.describe(0, "token:-2@0,0")
    other.act(0, "token:+1@0,0")
    other.act(1, "token:-2@1,0")
    assert other.view(None) == game.view(None)
    assert other.view(2) == game.view(2)
    public = game.view(None)
    assert public["hand"] is None and public["my_tokens"] is None
    assert all(t["value"] is None for t in public["tokens"])
    json.dumps(public)


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
        assert legal and all(game.check(seat, a) is None for a in legal[:: max(1, len(legal) // 7)])
        rover, route = game.rover, game.last_route
        game.act(seat, rng.choice(legal))
        check_invariants(game, rover, route, rng)
        assert json.loads(json.dumps(game.view(seat))) == game.view(seat)
    result = game.result()
    assert result is not None
    assert all(w not in result.eliminated for w in result.winners)
    data = json.loads(json.dumps(game.to_json()))
    again = replay(Curiosity, data["options"], data["seed"], data["log"])
    assert again.__dict__ == game.__dict__
    half = replay(Curiosity, data["options"], data["seed"], data["log"][: len(data["log"]) // 2])
    assert half.view(None)["turn"] == len(data["log"]) // 2


@settings(max_examples=20, deadline=None)
@given(st.integers(min_value=0, max_value=2**63), st.integers(min_value=2, max_value=4),
       st.integers(min_value=0, max_value=80))
def test_save_load_replay_at_any_point(seed: int, players: int, steps: int) -> None:
    game = Curiosity({"players": players}, seed)
    rng = Rng(seed)
    random_steps(game, rng, steps)
    data = json.loads(json.dumps(game.to_json()))
    again = replay(Curiosity, data["options"], data["seed"], data["log"])
    assert again.__dict__ == game.__dict__


@settings(max_examples=15, deadline=None)
@given(st.integers(min_value=0, max_value=2**63), st.integers(min_value=2, max_value=4),
       st.integers(min_value=0, max_value=70))
def test_determinize_is_consistent_with_the_view(seed: int, players: int, steps: int) -> None:
    game = Curiosity({"players": players}, seed)
    rng = Rng(seed)
    random_steps(game, rng, steps)
    if game.is_over():
        return
    seat = game.current_player
    assert seat is not None
    view = game.view(seat)
    sample = determinize(view, Rng(seed + 1))
    again = sample.view(seat)
    for key in ("legal", "tokens", "panel", "hand", "hand_sizes", "my_supply", "token_counts",
                "supply_counts", "scores", "route_preview", "rover", "unused_cards",
                "eliminated", "current_player"):
        assert again[key] == view[key], key
    for p in range(players):
        held = [v for r in sample.supply[p] for v in r]
        board = [t[2] for t in sample.board.values() if t[0] == p]
        done = [v for _, v in sample.collected[p]] + [v for _, v in sample.unplaced[p]]
        assert sorted(held + board + done) == sorted(
            v for r in (1, 2, 3) for v in cur.TOKENS_BY_ROUND[r])
    # the sample plays on to the end
    while not sample.is_over():
        s = sample.current_player
        assert s is not None
        sample._apply(s, rng.choice(sample.legal_actions(s)))


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
