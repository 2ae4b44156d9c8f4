"""Every game's table renders at every step of random games, for a player and for the
public (curtain/end) view: a rendering error would freeze the browser's bot loop."""

from __future__ import annotations

import pytest

from expeditions.rng import Rng
from expeditions.saves import Seat
from expeditions.session import Session
from expeditions.web import table_screen
from expeditions.web.i18n import Words
from expeditions.web.widgets import TableState

pytestmark = pytest.mark.slow

EN = Words("en")


@pytest.mark.parametrize(("game_id", "players", "options"), [
    ("lost-cities", 2, {"games": 1}),
    ("lost-cities", 2, {"games": 1, "colours": 6}),
    ("curios", 2, {}), ("curios", 3, {}), ("curios", 5, {}),
    ("curiosity", 2, {}), ("curiosity", 4, {}),
])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_tables_render_through_whole_games(game_id: str, players: int,
                                          options: dict[str, object], seed: int) -> None:
    seats = [Seat("Ana")] + [Seat(f"Bot {i}", "computer", "easy") for i in range(1, players)]
    session = Session.new(game_id, options, seats, seed, "t", None, lambda: 0)
    rng = Rng(seed)
    state = TableState()
    steps = 0
    while True:
        table_screen.start_playback(session, state)  # as the app does before drawing
        before = (repr(state), session.game.to_json(), session.save.to_json())
        html = table_screen.game_screen(session, state, EN).to_html()
        assert (repr(state), session.game.to_json(), session.save.to_json()) == before, \
            "drawing the table changed something"
        assert "Table" in html
        while (playback := state.playback) is not None:  # as the app's timer would
            if playback.last_frame:
                state.playback = None
            else:
                playback.frame += 1
            html = table_screen.game_screen(session, state, EN).to_html()
        if session.game.is_over():
            break
        seat = session.game.current_player
        assert seat is not None
        session.act(seat, rng.choice(session.game.legal_actions(seat)))
        steps += 1
    assert "Final scores" in html and steps > 5
