"""The Curiosity table: drawn from a TableContext alone; the drive is played square by
square from the public view; its buttons are exactly the legal actions."""

from __future__ import annotations

import re
from typing import Any

import pytest

from expeditions.games.curiosity import (
    Curiosity,
    PlaceToken,
    PlayCard,
    as_view,
    compute_route,
    token_label,
)
from expeditions.rng import Rng
from expeditions.saves import Seat
from expeditions.session import Session
from expeditions.web import table_screen
from expeditions.web.i18n import Phrase, Words, numeral
from expeditions.web.tables import curiosity as table
from expeditions.web.widgets import Playback, TableContext, TableState
from tests.support.playouts import random_steps

pytestmark = pytest.mark.fast

NAMES = ["Ana", "Ben", "Cy"]
EN, ES = Words("en"), Words("es")


def draw(view: dict[str, Any], state: TableState, w: Words = EN) -> str:
    """The table's HTML; drawing it changes neither the state nor the view."""
    before = (repr(state), repr(view))
    names = NAMES[: len(view["scores"])]
    html = table.render(TableContext(view, names, state, lambda action: None, w)).to_html()
    assert (repr(state), repr(view)) == before, "drawing the table changed something"
    return html


def game_after_first_drive(seed: int) -> Curiosity:
    game = Curiosity({"players": 3}, seed)
    rng = Rng(seed)
    while game.view(None)["round"] == 1:
        seat = game.current_player
        assert seat is not None
        game.act(seat, rng.choice(game.legal_actions(seat)))
    return game


def test_drive_frames_follow_the_route_and_reveal_tokens_one_by_one() -> None:
    for seed in (1, 2, 3, 4):
        game = game_after_first_drive(seed)
        public = game.view(None)
        typed = as_view(public)  # what the table reads
        last = typed["last_round"]
        route = [tuple(sq) for sq in last["route"]]
        found = table.playback(public)
        assert found is not None and found[1] == len(route) + 2
        assert found[2] == Phrase("curiosity.drive.status", {"round": 1})
        assert EN.phrase(found[2]) == "Round 1: the rover drives…"
        assert ES.phrase(found[2]) == "Ronda 1: el róver avanza…"
        round_points = [0] * 3
        for r in last["reveals"]:
            round_points[r["owner"]] += table._points(r["value"])
        for u in last["unplaced"]:
            if u["counts"]:
                round_points[u["owner"]] += table._points(u["value"])
        drive = Playback(*found)
        state = TableState(playback=drive)
        assert "Skip the drive" in draw(public, state)
        assert "Saltar el recorrido" in draw(public, state, ES)
        for frame in range(found[1]):
            drive.frame = frame
            df = table.drive_frame(typed, frame)
            assert df.rover == (tuple(last["start"]) if frame == 0 else
                                route[min(frame, len(route)) - 1])
            html = draw(public, state)
            shown = sum(1 for r in last["reveals"]
                        if route.index(tuple(r["square"])) < frame)
            # a token shows its value exactly when the rover has reached it
            assert len(re.findall(r"round-\d token \(", html)) == shown
            pending = table.pending_points(typed, df)
            if frame == 0:
                assert pending == round_points
            if frame == found[1] - 1:
                assert pending == [0, 0, 0]
            for p in range(3):
                assert f"Score {numeral(public['scores'][p] - pending[p])}" in html
        # once the next round has begun, the drive is not played again (say after a reload)
        seat = game.current_player
        assert seat is not None
        game.act(seat, game.legal_actions(seat)[0])
        assert table.playback(game.view(None)) is None


def test_a_step_across_the_edge_is_shown_as_a_wrap() -> None:
    start, legs = (2, 0), [("N", 2), ("O", 1)]
    route = compute_route(5, start, legs)
    view = {"last_round": {
        "round": 1, "start": list(start), "route": [list(sq) for sq in route],
        "legs": [{"type": k, "direction": "", "steps": n} for k, n in legs],
        "reveals": [], "unplaced": []}}
    # a partial view: only the last drive, all drive_frame reads
    frames = [table.drive_frame(as_view(view), f) for f in range(len(route) + 2)]
    assert [f.wrapped for f in frames[:4]] == [False, True, False, False]
    assert [f.leg for f in frames[:4]] == [0, 0, 0, 1]
    assert frames[-1].final and not frames[-2].final


def act_buttons(html: str) -> set[str]:
    return set(re.findall(r'data-cmd="act:([^"]+)"', html))


@pytest.mark.slow
def test_the_buttons_are_exactly_the_legal_actions_of_the_selection() -> None:
    game = Curiosity({"players": 3, "start_player": 0}, 9)
    rng = Rng(9)
    for _ in range(7):
        seat = game.current_player
        assert seat is not None
        view = game.view(seat)
        moves = [game.parse_action(a) for a in view["legal"]]
        assert act_buttons(draw(view, TableState())) == set()
        selections = set(re.findall(r'data-cmd="select:([^"]+)"',
                                    draw(view, TableState())))
        for move in moves:
            if isinstance(move, PlaceToken):
                sel = table.token_selection(token_label(move.value))
            else:
                assert isinstance(move, PlayCard)
                sel = table.card_selection(move.card)
            assert sel in selections
            same = {str(m) for m in moves if (
                isinstance(m, PlaceToken) and isinstance(move, PlaceToken)
                and m.value == move.value) or (
                isinstance(m, PlayCard) and isinstance(move, PlayCard) and m.card == move.card)}
            assert act_buttons(draw(view, TableState(selected=sel))) == same
        # nobody else's view offers a move
        other = game.view((seat + 1) % 3)
        assert act_buttons(draw(other, TableState(selected="card:N1"))) == set()
        game.act(seat, rng.choice(view["legal"]))


def test_the_drive_plays_before_a_hot_seat_curtain_and_shows_no_hidden_value() -> None:
    seats = [Seat("Ana"), Seat("Ben")]
    session = Session.new("curiosity", {}, seats, 6, "t", None, lambda: 0)
    rng = Rng(6)  # the next round starts with the other player: a curtain is due
    state = TableState()
    while session.game.view(None)["round"] == 1:
        seat = session.game.current_player
        assert seat is not None
        session.ready()
        session.act(seat, rng.choice(session.game.legal_actions(seat)))
    table_screen.start_playback(session, state)  # as the app does before drawing
    html = table_screen.game_screen(session, state, EN).to_html()
    assert state.playback is not None and "Curtain" not in html
    assert "round-1 token (" not in html  # face down until the rover gets there
    state.playback = None
    html = table_screen.game_screen(session, state, EN).to_html()
    assert session.curtain_for is not None and "Curtain" in html


# ----- the memory aid: the tokens the route preview would reveal -------------------------

SYMBOLS = ("♠", "♥", "♦", "♣")


def on_route(game: Curiosity, seat: int | None) -> list[tuple[tuple[int, int], int, int]]:
    """(square, owner, value) of each token the route preview crosses, from the true state
    (first visits, in route order); the table must show it from the seat's view."""
    out: list[tuple[tuple[int, int], int, int]] = []
    for sq in dict.fromkeys(game.route_preview()):
        if sq in game.board:
            owner, _, value = game.board[sq]
            out.append((sq, owner, value))
    return out


def marked_squares(html: str) -> dict[str, str]:
    """Square name -> the owner's symbol drawn in its corner."""
    cells = re.findall(r'<div class="cy-square[^"]*will-reveal[^"]*" aria-label="(?:square|'
                       r'casilla) (\w+)[^"]*" role="img">(.*?)</div>', html)
    return {name: "".join(re.findall(r'cy-reveal-mark p-\d" aria-hidden="true">(.)<', body))
            for name, body in cells}


def expected_summary(game: Curiosity, seat: int, w: Words) -> str:
    tokens = on_route(game, seat)
    values = [token_label(v) for _, owner, v in tokens if owner == seat]
    lang = w.lang
    parts = []
    if values:
        mine = "of yours" if lang == "en" else ("tuya" if len(values) == 1 else "tuyas")
        parts.append(f"{len(values)} {mine} ({', '.join(values)})")
    for owner in sorted({o for _, o, _ in tokens} - {seat}):
        k = sum(1 for _, o, _ in tokens if o == owner)
        parts.append(f"{k} of {NAMES[owner]}'s" if lang == "en" else f"{k} de {NAMES[owner]}")
    joined = parts[0] if len(parts) == 1 else (
        ", ".join(parts[:-1]) + (" and " if lang == "en" else " y ") + parts[-1])
    noun = ("token" if len(tokens) == 1 else "tokens") if lang == "en" else (
        "ficha" if len(tokens) == 1 else "fichas")
    head = "The route would reveal" if lang == "en" else "La ruta revelaría"
    return f"{head} {len(tokens)} {noun}: {joined}"


@pytest.mark.slow
def test_the_table_marks_and_lists_the_tokens_the_route_would_reveal() -> None:
    seen_mine = seen_theirs = 0
    for seed in (3, 4):
        game = Curiosity({"players": 3}, seed)
        rng = Rng(seed)
        while not game.is_over():
            seat = game.current_player
            assert seat is not None
            view = game.view(seat)
            tokens = on_route(game, seat)
            for w in (EN, ES):
                html = draw(view, TableState(), w)
                # a mark with the owner's symbol on exactly the squares the route crosses
                assert marked_squares(html) == {
                    table.square_name(sq): SYMBOLS[owner] for sq, owner, _ in tokens}
                if not tokens:
                    assert 'id="cy-reveals"' not in html
                    continue
                summary = re.findall(r"<summary>(.*?)</summary>", html)
                assert [s.replace("&#x27;", "'") for s in summary] == [
                    expected_summary(game, seat, w)]
                items = re.findall(r'<li class="p-(\d)"><span class="cy-badge" aria-hidden='
                                   r'"true">(.)</span> (\w+) \(\w+ \d+\): (.*?)</li>', html)
                assert [(int(o), s, sq) for o, s, sq, _ in items] == [
                    (owner, SYMBOLS[owner], table.square_name(sq)) for sq, owner, _ in tokens]
                for (_, owner, value), (*_, text) in zip(tokens, items, strict=True):
                    # the value only of the viewer's own tokens
                    assert text.endswith(", " + token_label(value)) == (owner == seat)
            seen_mine += any(owner == seat for _, owner, _ in tokens)
            seen_theirs += any(owner != seat for _, owner, _ in tokens)
            game.act(seat, rng.choice(game.legal_actions(seat)))
    assert seen_mine and seen_theirs


def test_the_route_aid_says_when_the_route_reveals_nothing_and_is_gone_at_the_end() -> None:
    game = Curiosity({"players": 2, "start_player": 0}, 5)
    assert "would reveal" not in draw(game.view(0), TableState())  # no pile yet: no route
    game.act(0, next(a for a in game.legal_actions(0) if a.startswith("card:")))
    assert not on_route(game, 1)
    assert "The route would reveal no token." in draw(game.view(1), TableState())
    assert "La ruta no revelaría ninguna ficha." in draw(game.view(1), TableState(), ES)
    random_steps(game, Rng(5))
    html = draw(game.view(0), TableState())
    assert "would reveal" not in html and "will-reveal" not in html


def test_the_public_view_names_owners_but_shows_no_value() -> None:
    for seed in (3, 4):
        game = Curiosity({"players": 3}, seed)
        rng = Rng(seed)
        while not game.is_over():
            html = draw(game.view(None), TableState())
            tokens = on_route(game, None)
            assert marked_squares(html) == {
                table.square_name(sq): SYMBOLS[owner] for sq, owner, _ in tokens}
            assert "of yours" not in html and "your round-" not in html
            assert not re.search(r"your \S+ would be revealed", html)
            seat = game.current_player
            assert seat is not None
            game.act(seat, rng.choice(game.legal_actions(seat)))


def test_your_404_on_the_route_is_a_warning() -> None:
    for seed in range(60):
        game = Curiosity({"players": 2}, seed)
        rng = Rng(seed)
        while not game.is_over():
            seat = game.current_player
            assert seat is not None
            free = [sq for sq in game.route_preview() if sq not in game.board]
            move = f"token:404@{free[0][0]},{free[0][1]}" if free else None
            if move in game.legal_actions(seat):
                assert move is not None
                assert "would be out of the game" not in draw(game.view(seat), TableState())
                game.act(seat, move)
                html = draw(game.view(seat), TableState())
                assert "Your 404 is on the route: if the rover drove now" in html
                assert "your 404 would be revealed" in html
                assert "Tu 404 está en la ruta" in draw(game.view(seat), TableState(), ES)
                other = draw(game.view(1 - seat), TableState())  # the opponent: no value
                aid = re.findall(r'<div class="cy-reveals">(.*?)</details></div>', other)
                assert len(aid) == 1 and "404" not in aid[0] and "Your 404" not in other
                return
            game.act(seat, rng.choice(game.legal_actions(seat)))
    raise AssertionError("no game put a 404 on the route")
