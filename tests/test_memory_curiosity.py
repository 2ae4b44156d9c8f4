"""Curiosity's memory aid (which face-down tokens the route preview would reveal): equal to
what the test works out itself from the public events and its own moves, in random games
of every player count and start option; and read from the seat's view alone."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from expeditions.coach.memory_curiosity import Reveal, RouteReveals, route_reveals
from expeditions.games.curiosity import Curiosity, as_view, token_value
from expeditions.rng import Rng
from tests.support.playouts import random_steps
from tests.test_curiosity import _twin_with_other_secrets

pytestmark = pytest.mark.fast

STEPS = {"N": (0, -1), "S": (0, 1), "O": (-1, 0), "G": (1, 0)}  # the rules' §3.3 table


class PublicRecord:
    """What anyone at the table can keep track of from the public events, plus the
    values of the tokens each player placed (the test placed them, so it knows)."""

    def __init__(self, players: int) -> None:
        self.size = 5 if players == 2 else 7
        self.rover = (self.size // 2, self.size // 2)
        self.board: dict[tuple[int, int], tuple[int, int]] = {}  # square -> (owner, round)
        self.values: dict[tuple[int, int], int] = {}  # square -> value, as placed
        self.panel: list[tuple[str, int] | None] = [None] * 4  # (pile, top value)
        self.over = False
        self.seen = 0

    def follow(self, events: list[dict[str, Any]]) -> None:
        for event in events[self.seen:]:
            self._apply(event)
        self.seen = len(events)

    def _apply(self, e: dict[str, Any]) -> None:
        kind = e["type"]
        if kind == "round_started":
            self.panel = [None] * 4
        elif kind == "token_placed":
            self.board[(e["square"][0], e["square"][1])] = (e["seat"], e["round"])
        elif kind == "card_played" and e["face_up"]:
            card = e["card"]
            self.panel[e["position"] - 1] = (e["pile"], 0 if card == "0" else int(card[1:]))
        elif kind == "drive" and e["route"]:
            self.rover = (e["route"][-1][0], e["route"][-1][1])
        elif kind == "revealed":
            del self.board[(e["square"][0], e["square"][1])]
        elif kind == "game_over":
            self.over = True

    def placed(self, action: str) -> None:
        """The test's own record of a token's value (the event does not say it)."""
        if action.startswith("token:"):
            label, where = action[len("token:"):].split("@")
            col, row = where.split(",")
            self.values[(int(col), int(row))] = token_value(label)

    def route(self) -> list[tuple[int, int]]:
        x, y = self.rover
        squares = []
        for pile in self.panel:
            if pile is None:
                continue
            dx, dy = STEPS[pile[0]]
            for _ in range(pile[1]):
                x, y = (x + dx) % self.size, (y + dy) % self.size
                squares.append((x, y))
        return squares

    def expected(self, seat: int | None) -> list[tuple[Any, ...]]:
        if self.over:
            return []
        out, seen = [], set()
        for step, sq in enumerate(self.route(), start=1):
            if sq in seen or sq not in self.board:
                seen.add(sq)
                continue
            seen.add(sq)
            owner, rnd = self.board[sq]
            out.append((sq, step, owner, rnd, self.values[sq] if owner == seat else None))
        return out


def from_state(game: Curiosity, seat: int | None) -> list[tuple[Any, ...]]:
    """The same, from the true game state (which the test may see)."""
    if game.is_over():
        return []
    out, seen = [], set()
    for step, sq in enumerate(game.route_preview(), start=1):
        if sq in seen:
            continue
        seen.add(sq)
        if sq in game.board:
            owner, rnd, value = game.board[sq]
            out.append((sq, step, owner, rnd, value if owner == seat else None))
    return out


def as_tuples(aid: RouteReveals) -> list[tuple[Any, ...]]:
    return [(r.square, r.step, r.owner, r.round, r.value) for r in aid.reveals]


GAMES = [(players, start, seed) for players in (2, 3, 4)
         for start in ("random", *range(players)) for seed in (1, 2)]


def positions(players: int, start: object, seed: int) -> Iterator[tuple[Curiosity, PublicRecord]]:
    """Every position of a seeded random game, with the record kept alongside."""
    game = Curiosity({"players": players, "start_player": start}, seed * 10 + players)
    record = PublicRecord(players)
    rng = Rng(seed * 100 + players)
    while True:
        record.follow(game.events)
        yield game, record
        seat = game.current_player
        if seat is None:
            return
        action = rng.choice(game.legal_actions(seat))
        record.placed(action)
        game.act(seat, action)


@pytest.mark.parametrize(("players", "start", "seed"), GAMES)
def test_the_aid_equals_what_the_public_events_say(players: int, start: object,
                                                   seed: int) -> None:
    shown = own_shown = 0
    for game, record in positions(players, start, seed):
        for seat in [*range(players), None]:
            aid = route_reveals(as_view(game.view(seat)))
            got = as_tuples(aid)
            assert got == record.expected(seat) == from_state(game, seat)
            assert aid.route_length == (0 if game.is_over() else len(record.route()))
            for owner in range(players):
                assert aid.count(owner) == sum(1 for t in got if t[2] == owner)
            mine = [t[4] for t in got if seat is not None and t[2] == seat]
            assert all(v is not None for v in mine)
            assert aid.my_points == sum(v for v in mine if v is not None and v != 404)
            assert aid.my_404 == (404 in mine)
            assert all(t[4] is None for t in got if t[2] != seat)  # nobody else's value
            shown += len(got)
            own_shown += len(mine)
    assert shown and own_shown  # the games did put tokens on previewed routes


def test_a_square_entered_twice_reveals_its_token_once_at_the_first_step() -> None:
    view = {"seat": 0, "over": False, "route_preview": [[1, 0], [2, 0], [1, 0], [3, 0]],
            "tokens": [{"col": 1, "row": 0, "owner": 1, "round": 2, "value": None},
                       {"col": 3, "row": 0, "owner": 0, "round": 2, "value": "-3"}]}
    aid = route_reveals(as_view(view))  # a partial view: the keys the aid reads
    assert aid.reveals == (Reveal((1, 0), 1, 1, 2, None), Reveal((3, 0), 4, 0, 2, -3))
    assert (aid.owners, aid.my_points, aid.my_404) == ((0, 1), -3, False)


@pytest.mark.parametrize(("players", "steps"), [(2, 9), (3, 17), (4, 30), (3, 41), (4, 55)])
def test_the_aid_reads_nothing_beyond_the_view(players: int, steps: int) -> None:
    """Twins that differ in what the seat cannot see (other hands, the unused and
    face-down cards, the other players' token values) give the same aid."""
    differed = False
    for seed in range(40):
        game = random_steps(Curiosity({"players": players}, 500 + seed), Rng(seed), steps)
        seat = game.current_player
        if seat is None:
            continue
        twin = _twin_with_other_secrets(game, seat, Rng(seed + 1))
        view, twin_view = as_view(game.view(seat)), as_view(twin.view(seat))
        assert view == twin_view
        aid = route_reveals(view)
        assert aid == route_reveals(twin_view)
        # the truth under the route's face-down tokens really is different in the twin …
        if from_state(game, None) and [game.board[r.square] for r in aid.reveals] != [
                twin.board[r.square] for r in aid.reveals]:
            differed = True
            # … and a test that could see it would tell the two apart
            truth = [game.board[r.square][2] for r in aid.reveals]
            assert truth != [twin.board[r.square][2] for r in aid.reveals]
            assert [r.value for r in aid.reveals if r.owner != seat] == [None] * sum(
                1 for r in aid.reveals if r.owner != seat)
    assert differed


def test_the_public_view_shows_owners_but_no_value() -> None:
    for game, _ in positions(3, "random", 3):
        aid = route_reveals(as_view(game.view(None)))
        assert aid.seat is None and aid.mine == () and aid.my_points == 0
        assert all(r.value is None for r in aid.reveals)
