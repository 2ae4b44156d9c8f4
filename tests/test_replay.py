"""Replays: every step of the golden saves shows the views the players saw then, rounds are
found in the events, and an unfinished game never shows what a person here may not see."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from expeditions.coach.replay import (
    CHECKPOINT_EVERY,
    OPEN,
    PUBLIC,
    Replay,
    allowed,
    seats_shown,
    viewpoints,
)
from expeditions.engine import Game, ReplayError
from expeditions.games import game_class
from expeditions.saves import SavedGame, Seat
from expeditions.web.dom import El
from expeditions.web.i18n import Words
from expeditions.web.replay_screen import ReplayState, replay_screen
from tests.golden_digest import digest
from tests.support.testgame import PebbleRace
from tests.test_languages import assert_spanish, read_texts

pytestmark = pytest.mark.fast

GOLDEN = sorted(Path(__file__).with_name("golden").glob("*.json"))
EN, ES = Words("en"), Words("es")


def golden(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text())
    return data


def views(game: Game[Any]) -> list[dict[str, Any]]:
    return [game.view(s) for s in [*range(game.num_players), None]]


@pytest.mark.slow
@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_every_step_of_a_golden_save_shows_the_views_of_that_moment(path: Path) -> None:
    data = golden(path)
    save = data["save"]
    cls = game_class(save["game"])
    rp = Replay(cls, save["options"], save["seed"], save["log"])
    assert rp.length == len(save["log"]) and rp.over
    live = cls(save["options"], save["seed"])
    recorded = [views(live)]
    for seat, action in save["log"]:
        live.act(seat, action)
        recorded.append(views(live))
    # forward move by move, as the Next button goes
    for step in range(rp.length + 1):
        assert views(rp.at(step)) == recorded[step], step
    assert digest(rp.at(rp.length)) == data["digest"]  # the golden record of the end
    # backwards, and jumps in any order (checkpoints, then moves from there)
    for step in range(rp.length, -1, -max(1, rp.length // 40)):
        assert views(rp.at(step)) == recorded[step], step
    rng = random.Random(path.stem)
    for step in rng.sample(range(rp.length + 1), min(30, rp.length + 1)):
        assert views(rp.at(step)) == recorded[step], step


def test_rounds_and_games_are_found_in_the_events() -> None:
    by_name = {p.stem: golden(p)["save"] for p in GOLDEN}
    lc = by_name["lost-cities-2p"]
    rp = Replay(game_class("lost-cities"), lc["options"], lc["seed"], lc["log"])
    assert [(r.kind, r.number) for r in rp.rounds] == [("game", 1), ("game", 2), ("game", 3)]
    for mark in rp.rounds[1:]:  # the move before a mark ended the previous game
        ended = [rp.at(mark.step).events[i] for i in rp.new_events(mark.step)]
        assert any(e["type"] == "game_over" for e in ended)
    second = rp.rounds[1].step
    assert rp.round_step(0, 1) == second and rp.round_step(second, -1) == 0
    assert rp.round_step(second + 5, -1) == second  # back to this round's start first
    assert rp.round_step(rp.rounds[-1].step, 1) == rp.length
    assert rp.round_index(second - 1) == 0 and rp.round_index(second) == 1
    curios = by_name["curios-3p"]
    rounds = Replay(game_class("curios"), curios["options"], curios["seed"], curios["log"])
    assert [r.number for r in rounds.rounds] == list(range(1, len(rounds.rounds) + 1))
    assert len(rounds.rounds) > 1 and all(r.kind == "round" for r in rounds.rounds)
    pebble = by_name["pebble-race-3p"]
    plain = Replay(PebbleRace, pebble["options"], pebble["seed"], pebble["log"])
    assert len(plain.rounds) == 1 and plain.round_step(3, 1) == plain.length


def test_a_bad_log_is_refused() -> None:
    with pytest.raises(ReplayError):
        Replay(PebbleRace, {"players": 2}, 1, [(0, "play:99")])


def pebble(seats: list[Seat], moves: int | None, seed: int = 8) -> SavedGame:
    game = PebbleRace({"players": len(seats)}, seed)
    while not game.is_over() and (moves is None or len(game.log) < moves):
        seat = game.current_player
        assert seat is not None
        game.act(seat, game.legal_actions(seat)[0])
    return SavedGame.from_game("r1", game, seats, 1, 2)


VS_COMPUTER = [Seat("Ana"), Seat("", "computer", "hard")]
HOT_SEAT = [Seat("Ana"), Seat("Ben")]


def test_points_of_view_open_up_only_once_the_game_is_over() -> None:
    assert viewpoints(VS_COMPUTER, over=False) == [0]
    assert viewpoints(HOT_SEAT, over=False) == [PUBLIC]
    assert viewpoints([Seat("", "computer", "easy")] * 2, over=False) == [PUBLIC]
    assert viewpoints(HOT_SEAT, over=True) == [0, 1, OPEN]
    assert allowed(1, VS_COMPUTER, over=False) == 0
    assert allowed(OPEN, HOT_SEAT, over=False) == PUBLIC
    assert allowed(1, HOT_SEAT, over=True) == 1
    assert seats_shown(OPEN, 3) == [0, 1, 2] and seats_shown(PUBLIC, 3) == [None]


def hands_in(tree: El) -> str:
    return tree.to_html()


@pytest.mark.parametrize("seats", [VS_COMPUTER, HOT_SEAT], ids=["vs-computer", "hot-seat"])
def test_an_unfinished_game_never_shows_a_hand_a_person_here_may_not_see(
    seats: list[Seat]
) -> None:
    save = pebble(seats, moves=5)
    state = ReplayState.open(save, "continue")
    assert not state.over
    assert OPEN not in viewpoints(save.players, state.over)
    for asked in (0, 1, OPEN, PUBLIC, 7):
        state.viewpoint = asked
        for step in range(state.replay.length + 1):
            state.step = step
            html = replay_screen(state, EN).to_html()
            game = state.replay.at(step)
            # the generic table prints the viewer's hand; a forbidden one never appears
            others = [1] if seats is VS_COMPUTER else [0, 1]
            for seat in others:
                assert f"<dd>{game.view(seat)['hand']}</dd>" not in html, (asked, step, seat)
            options = [o.attrs["value"] for o in replay_screen(state, EN).find_all("option")]
            assert options == (["0"] if seats is VS_COMPUTER else ["public"])


def test_a_finished_game_opens_every_hand_and_offers_no_move() -> None:
    save = pebble(HOT_SEAT, moves=None)
    state = ReplayState.open(save, "game")
    assert state.over and state.viewpoint == OPEN
    state.step = 4
    tree = replay_screen(state, EN)
    html = tree.to_html()
    game = state.replay.at(4)
    for seat in (0, 1):
        assert f"<dd>{game.view(seat)['hand']}</dd>" in html
    assert [h.text() for h in tree.find_all("h2") if h.text() in ("Ana", "Ben")] == ["Ana",
                                                                                    "Ben"]
    ids = [el.attrs["id"] for el in tree.walk() if "id" in el.attrs]
    assert len(ids) == len(set(ids))  # two tables on one page keep their ids apart
    board = next(el for el in tree.walk() if el.attrs.get("id") == "replay-board")
    assert not [b for b in board.find_all("button") if "data-cmd" in b.attrs]
    assert all(b.attrs.get("disabled") for b in board.find_all("button"))
    text = tree.text()
    assert "Move 4 of 18" in text
    log = tree.find_all("ol")[-1].find_all("li")
    assert len(log) == len(game.events)  # the log stops at this move


@pytest.mark.slow
@pytest.mark.parametrize("path", GOLDEN[:3], ids=[p.stem for p in GOLDEN[:3]])
def test_each_real_table_is_drawn_inert_at_every_tenth_step_in_both_languages(
    path: Path
) -> None:
    save = golden(path)["save"]
    cls = game_class(save["game"])
    seats = [Seat("Ana")] + [Seat("", "computer", "medium")] * (
        int(save["options"]["players"]) - 1)
    live = cls(save["options"], save["seed"])
    for seat, action in save["log"]:
        live.act(seat, action)
    saved = SavedGame.from_game("g", live, seats, 1, 2)
    state = ReplayState.open(saved, "continue")
    for w in (EN, ES):
        for viewpoint in (0, OPEN):
            state.viewpoint = viewpoint
            for step in range(0, state.replay.length + 1, max(1, state.replay.length // 10)):
                state.step = step
                tree = replay_screen(state, w)
                board = next(el for el in tree.walk() if el.attrs.get("id") == "replay-board")
                assert not [el for el in board.walk() if "data-cmd" in el.attrs]
                position = next(el for el in tree.walk()
                                if el.attrs.get("id") == "replay-position").text()
                assert position.startswith(w("replay.position", step=step,
                                             total=state.replay.length))
                if w is ES:
                    assert_spanish(set(read_texts(tree)), f"{path.stem} {step}")


def test_the_controls_say_where_they_lead_and_stop_at_the_ends() -> None:
    save = pebble(VS_COMPUTER, moves=None)
    state = ReplayState.open(save, "continue")
    controls = {b.attrs["data-cmd"]: b for b in replay_screen(state, EN).find_all("button")}
    assert controls["replay-go:start"].attrs.get("disabled")
    assert controls["replay-step:-1"].attrs.get("disabled")
    assert not controls["replay-step:1"].attrs.get("disabled")
    assert controls["replay-step:1"].attrs["aria-keyshortcuts"] == "ArrowRight"
    state.step = state.replay.length
    controls = {b.attrs["data-cmd"]: b for b in replay_screen(state, ES).find_all("button")}
    assert controls["replay-step:1"].attrs.get("disabled")
    assert controls["replay-step:-1"].attrs["aria-label"] == "Jugada anterior"


def test_checkpoints_keep_long_games_quick_to_jump_in() -> None:
    save = golden(next(p for p in GOLDEN if p.stem == "lost-cities-2p"))["save"]
    rp = Replay(game_class("lost-cities"), save["options"], save["seed"], save["log"])
    assert len(rp._checkpoints) == rp.length // CHECKPOINT_EVERY + 1
