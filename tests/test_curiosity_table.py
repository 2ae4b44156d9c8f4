"""The Curiosity table's drive: played square by square from the public view alone."""

from __future__ import annotations

import re

from expeditions.games.curiosity import Curiosity, compute_route
from expeditions.rng import Rng
from expeditions.saves import Seat
from expeditions.session import Session
from expeditions.web import screens
from expeditions.web.tables import curiosity as table


def session_after_first_drive(seed: int) -> Session:
    seats = [Seat("Ana")] + [Seat(f"Bot {i}", "computer", "easy") for i in (1, 2)]
    session = Session.new("curiosity", {}, seats, seed, "t", None, lambda: 0)
    rng = Rng(seed)
    while session.game.view(None)["round"] == 1:
        seat = session.game.current_player
        assert seat is not None
        session.act(seat, rng.choice(session.game.legal_actions(seat)))
    return session


def test_drive_frames_follow_the_route_and_reveal_tokens_one_by_one() -> None:
    for seed in (1, 2, 3, 4):
        session = session_after_first_drive(seed)
        public = session.game.view(None)
        last = public["last_round"]
        route = [tuple(sq) for sq in last["route"]]
        found = table.playback(public)
        assert found is not None and found[1] == len(route) + 2
        round_points = [0] * 3
        for r in last["reveals"]:
            round_points[r["owner"]] += table._points(r["value"])
        for u in last["unplaced"]:
            if u["counts"]:
                round_points[u["owner"]] += table._points(u["value"])
        state = screens.TableState()
        html = screens.game_screen(session, state).to_html()
        assert state.playback is not None and "Skip the drive" in html
        for frame in range(found[1]):
            state.playback.frame = frame
            df = table.drive_frame(public, frame)
            assert df.rover == (tuple(last["start"]) if frame == 0 else
                                route[min(frame, len(route)) - 1])
            html = screens.game_screen(session, state).to_html()
            shown = sum(1 for r in last["reveals"]
                        if route.index(tuple(r["square"])) < frame)
            # a token shows its value exactly when the rover has reached it
            assert len(re.findall(r"round-\d token \(", html)) == shown
            pending = table.pending_points(public, df)
            if frame == 0:
                assert pending == round_points
            if frame == found[1] - 1:
                assert pending == [0, 0, 0]
            for p in range(3):
                assert f"Score {public['scores'][p] - pending[p]}" in html
        # once the next round has begun, the drive is not played again (say after a reload)
        seat = session.game.current_player
        assert seat is not None
        session.act(seat, session.game.legal_actions(seat)[0])
        assert table.playback(session.game.view(None)) is None


def test_a_step_across_the_edge_is_shown_as_a_wrap() -> None:
    start, legs = (2, 0), [("N", 2), ("O", 1)]
    route = compute_route(5, start, legs)
    view = {"last_round": {
        "round": 1, "start": list(start), "route": [list(sq) for sq in route],
        "legs": [{"type": k, "direction": "", "steps": n} for k, n in legs],
        "reveals": [], "unplaced": []}}
    frames = [table.drive_frame(view, f) for f in range(len(route) + 2)]
    assert [f.wrapped for f in frames[:4]] == [False, True, False, False]
    assert [f.leg for f in frames[:4]] == [0, 0, 0, 1]
    assert frames[-1].final and not frames[-2].final


def test_the_drive_plays_before_a_hot_seat_curtain_and_shows_no_hidden_value() -> None:
    seats = [Seat("Ana"), Seat("Ben")]
    session = Session.new("curiosity", {}, seats, 6, "t", None, lambda: 0)
    rng = Rng(6)  # the next round starts with the other player: a curtain is due
    state = screens.TableState()
    while session.game.view(None)["round"] == 1:
        seat = session.game.current_player
        assert seat is not None
        session.ready()
        session.act(seat, rng.choice(session.game.legal_actions(seat)))
    game = session.game
    assert isinstance(game, Curiosity)
    html = screens.game_screen(session, state).to_html()
    assert state.playback is not None and "Curtain" not in html
    assert "round-1 token (" not in html  # face down until the rover gets there
    state.playback = None
    html = screens.game_screen(session, state).to_html()
    assert session.curtain_for is not None and "Curtain" in html
