"""Statistics: each finished game against the computer is recorded exactly once, the figures
follow from the results, they travel in backups, and damaged statistics are reported."""

from __future__ import annotations

import json

import pytest

from expeditions.coach.stats import (
    DAMAGED_KEY,
    STATS_KEY,
    Record,
    ResetNote,
    Stats,
    StatsStore,
    figures,
    record_for,
)
from expeditions.engine import Result
from expeditions.saves import MemoryStorage, SaveStore, Seat, StaleSave
from expeditions.session import Session
from expeditions.web import table_screen
from expeditions.web.i18n import Words
from expeditions.web.stats_screen import stats_screen
from expeditions.web.widgets import TableState
from tests.support.clock import Clock

pytestmark = pytest.mark.fast

EN, ES = Words("en"), Words("es")
VS_EASY = [Seat("Ana"), Seat("", "computer", "easy")]


def finish(session: Session) -> None:
    """Play every seat's first legal move until the game ends."""
    while not session.game.is_over():
        seat = session.game.current_player
        assert seat is not None
        session.act(seat, session.game.legal_actions(seat)[0])


def result(scores: list[int], winners: list[int]) -> Result:
    return Result(scores=scores, winners=winners,
                  breakdown=[{"total": s, "parts": {}} for s in scores])


def test_outcome_margin_and_level_follow_the_result() -> None:
    three = [Seat("", "computer", "easy"), Seat("Ana"), Seat("", "computer", "hard")]
    won = record_for("a", "curios", three, result([10, 14, 12], [1]), 5)
    assert won is not None
    assert (won.outcome, won.margin, won.score, won.level) == ("win", 2, 14, "hard")
    lost = record_for("b", "curios", three, result([20, 14, 12], [0]), 5)
    assert lost is not None and (lost.outcome, lost.margin) == ("loss", -6)
    tied = record_for("c", "curios", three, result([14, 14, 12], [0, 1]), 5)
    assert tied is not None and (tied.outcome, tied.margin) == ("tie", 0)
    # a score tie broken by the rules' tie-break is the tie-break's winner's win
    broke = record_for("d", "curios", three, result([14, 14, 12], [1]), 5)
    assert broke is not None and (broke.outcome, broke.margin) == ("win", 0)


def test_only_games_of_one_person_against_computers_count() -> None:
    res = result([3, 5], [1])
    assert record_for("f", "lost-cities", [Seat("Ana"), Seat("Ben")], res, 1) is None
    two_people = [Seat("Ana"), Seat("Ben"), Seat("", "computer", "hard")]
    assert record_for("g", "curios", two_people, result([1, 2, 3], [2]), 1) is None
    assert record_for("h", "lost-cities", VS_EASY, res, 1) is not None


def test_a_game_with_a_friend_on_another_device_is_filed_under_friend() -> None:
    res = result([3, 5, 4], [1])
    friend = [Seat("Bea", "remote"), Seat("Ana"), Seat("", "computer", "hard")]
    won = record_for("r-x-h", "curios", friend, res, 1)
    assert won is not None and (won.level, won.outcome, won.margin) == ("friend", "win", 1)
    assert Record.from_json(won.to_json()) == won  # a friend's record reads back
    # the host only refereeing (no person here), or two people here: no one "me"
    referee = [Seat("Bea", "remote"), Seat("Cy", "remote"), Seat("", "computer", "easy")]
    assert record_for("r-y-h", "curios", referee, res, 1) is None
    pair = [Seat("Ana"), Seat("Ben"), Seat("Bea", "remote")]
    assert record_for("r-z-h", "curios", pair, res, 1) is None
    # a record from before remote play still reads as it did
    old = {"id": "g", "game": "curios", "level": "hard", "outcome": "loss", "score": 3,
           "margin": -2, "at": 5}
    assert Record.from_json(old) == Record("g", "curios", "hard", "loss", 3, -2, 5)
    assert Record.from_json({**old, "level": "friends"}) is None


def rec(i: int, outcome: str, margin: int, score: int = 10, level: str = "easy") -> Record:
    return Record(f"g{i}", "lost-cities", level, outcome, score, margin, 1000 + i)


def test_figures_count_streaks_margins_and_the_best_score() -> None:
    games = [rec(0, "win", 5, 30), rec(1, "win", 2, 40), rec(2, "win", 1, 12),
             rec(3, "tie", 0, 20), rec(4, "loss", -9, 5), rec(5, "win", 4, 25),
             rec(6, "win", 3, 18)]
    f = figures(reversed(games))  # the order they are given in does not matter: time does
    assert (f.games, f.wins, f.losses, f.ties) == (7, 5, 1, 1)
    assert f.average_margin == pytest.approx(6 / 7)
    assert f.best_score == 40
    assert (f.current_streak, f.best_streak) == (2, 3)  # a tie breaks a win streak
    assert figures([]).average_margin is None and figures([]).best_score is None


def test_a_finished_game_is_recorded_once_not_again_on_resume_or_a_second_tab() -> None:
    store = SaveStore(MemoryStorage(), Clock())
    clock = Clock()
    session = Session.new("pebble-race", {}, VS_EASY, 4, "p1", store, clock)
    other_tab = Session.resume(store, "p1", clock)
    finish(session)
    assert len(store.stats.load().records) == 1
    # reloading the page, resuming from Continue, drawing it again (each time the other tab
    # hears of the change it reopens the game the same way)
    for _ in range(3):
        again = Session.resume(store, "p1", clock)
        table_screen.game_screen(again, TableState(), EN)
        assert again.game.is_over() and not again.unrecorded
    # the other tab, still at the old position, cannot finish the game a second time
    seat = other_tab.game.current_player
    assert seat is not None
    with pytest.raises(StaleSave):
        other_tab.act(seat, other_tab.game.legal_actions(seat)[0])
    stats = store.stats.load()
    assert [r.id for r in stats.records] == ["p1"]
    res = session.game.result()
    assert res is not None
    expected = record_for("p1", "pebble-race", VS_EASY, res, 0)
    assert expected is not None
    assert stats.records[0].outcome == expected.outcome
    assert stats.records[0].margin == res.scores[0] - res.scores[1]
    # a new game (Play again) is a new save id: counted
    finish(Session.new("pebble-race", {}, VS_EASY, 5, "p2", store, clock))
    assert len(store.stats.load().records) == 2


def test_a_game_among_friends_is_not_counted() -> None:
    store = SaveStore(MemoryStorage())
    finish(Session.new("pebble-race", {}, [Seat("Ana"), Seat("Ben")], 4, "f1", store, Clock()))
    assert store.stats.load().records == []


def test_a_full_storage_records_the_game_once_room_is_made() -> None:
    storage = MemoryStorage()
    store = SaveStore(storage)
    session = Session.new("pebble-race", {}, VS_EASY, 4, "q1", store, Clock())
    while True:
        seat = session.game.current_player
        assert seat is not None
        if len(session.game.legal_actions(seat)) == 1 and sum(
                session.game.view(None)["hand_sizes"]) == 1:
            break
        session.act(seat, session.game.legal_actions(seat)[0])
    storage.quota = sum(len(k) + len(v) for k, v in storage.data.items())  # full now
    session.act(seat, session.game.legal_actions(seat)[0])
    assert session.game.is_over() and session.unrecorded
    assert storage.get(STATS_KEY) is None
    storage.quota = None
    assert session.retry_save()
    assert not session.unrecorded and len(store.stats.load().records) == 1


def test_statistics_travel_in_export_all_and_import_adds_each_game_once() -> None:
    home = SaveStore(MemoryStorage(), Clock())
    clock = Clock()
    for i in range(3):
        finish(Session.new("pebble-race", {}, VS_EASY, i, f"e{i}", home, clock))
    backup = home.export()
    assert len(json.loads(backup)["stats"]["records"]) == 3
    assert "stats" not in json.loads(home.export(["e0"]))  # one game's file: only that game
    away = SaveStore(MemoryStorage(), Clock())
    report = away.import_backup(backup)
    assert report.stats_added == 3 and len(report.imported) == 3
    assert away.stats.load().figures("pebble-race") == home.stats.load().figures("pebble-race")
    again = away.import_backup(backup)
    assert again.stats_added == 0 and len(away.stats.load().records) == 3
    # and resuming the imported finished games records nothing more
    for i in range(3):
        Session.resume(away, f"e{i}", clock).retry_save()
    assert len(away.stats.load().records) == 3


def test_a_backup_from_before_statistics_still_imports() -> None:
    home = SaveStore(MemoryStorage())
    finish(Session.new("pebble-race", {}, VS_EASY, 1, "o1", home, Clock()))
    old = json.loads(home.export())
    del old["stats"]
    away = SaveStore(MemoryStorage())
    report = away.import_backup(json.dumps(old))
    assert report.imported == ["o1"] and report.stats_added == 0
    assert away.stats.load().records == []


def test_unreadable_statistics_are_reported_kept_and_started_again() -> None:
    storage = MemoryStorage()
    storage.set(STATS_KEY, '{"format": "expeditions-stats", "records": [')
    store = SaveStore(storage, Clock())
    stats = store.stats.load()
    assert stats.records == [] and stats.note is not None and stats.note.code == "unreadable"
    assert storage.get(DAMAGED_KEY) == '{"format": "expeditions-stats", "records": ['
    tree = stats_screen(stats, {}, EN, when="2026-01-02 10:00")
    notice = tree.find_all("p", role="status")
    assert notice and "could not be read on 2026-01-02 10:00" in notice[0].text()
    # the app goes on: a game still records, and the note stays until a reset
    finish(Session.new("pebble-race", {}, VS_EASY, 1, "r1", store, Clock()))
    after = store.stats.load()
    assert len(after.records) == 1 and after.note is not None
    store.stats.reset()
    assert store.stats.load().note is None and storage.get(DAMAGED_KEY) is None


def test_a_malformed_entry_is_left_out_and_counted_the_rest_kept() -> None:
    storage = MemoryStorage()
    good = rec(1, "win", 3).to_json()
    data = {"format": "expeditions-stats", "version": 1,
            "records": [good, {**good, "id": "x", "outcome": "maybe"}, {"id": 3}, good]}
    storage.set(STATS_KEY, json.dumps(data))
    stats = StatsStore(storage, Clock()).load()
    assert [r.id for r in stats.records] == ["g1"]
    assert stats.note is not None and (stats.note.code, stats.note.count) == ("dropped", 3)
    assert json.loads(storage.get(STATS_KEY) or "")["records"] == [good]  # written back
    text = stats_screen(stats, {}, ES, when="x").text()
    assert "no se pudieron leer 3 entradas" in text


def test_the_screen_shows_figures_by_level_a_chart_and_a_confirmed_reset() -> None:
    stats = Stats([rec(i, "win" if i % 3 else "loss", 4 - i, 10 + i,
                       "hard" if i < 4 else "easy") for i in range(25)])
    tree = stats_screen(stats, {"lost-cities": "Lost Cities"}, EN)
    table = tree.find_all("table")[0]
    header = [th.text() for th in table.find_all("th", scope="col")]
    assert header == ["Figure", "Easy", "Medium", "Hard"]
    rows = {tr.find_all("th")[0].text(): [td.text() for td in tr.find_all("td")]
            for tr in table.find_all("tr")[1:]}
    assert rows["Games"] == ["21", "—", "4"]
    assert rows["Best score"] == ["34", "—", "13"]
    chart = tree.find_all("svg")[0]
    assert chart.attrs["role"] == "img"
    assert "last 20 games" in str(chart.attrs["aria-label"])
    bars = chart.find_all("rect")
    assert len(bars) == 20  # the newest 20 of 25
    assert [str(b.attrs["class"]).split("-")[-1] for b in bars] == [
        r.outcome for r in stats.latest("lost-cities")]
    items = tree.find_all("details")[0].find_all("li")
    assert len(items) == 20 and items[-1].text() == "Lost, margin −20, against the Easy computer"
    # Reset asks first
    names = [b.text() for b in tree.find_all("button")]
    assert "Reset statistics" in names and "Yes, reset" not in names
    confirm = stats_screen(stats, {}, EN, confirm_reset=True)
    assert {"Yes, reset", "Cancel"} <= {b.text() for b in confirm.find_all("button")}
    empty = stats_screen(Stats(), {}, EN)
    assert "No finished games" in empty.text()


def test_the_screen_speaks_spanish() -> None:
    from tests.test_languages import assert_spanish, read_texts

    stats = Stats([rec(i, ("win", "loss", "tie")[i % 3], i - 2, level=("easy", "hard")[i % 2])
                   for i in range(6)])
    stats.note = ResetNote("unreadable", 0)
    for confirm in (False, True):
        tree = stats_screen(stats, {"lost-cities": "Ciudades Perdidas"}, ES, confirm, "x")
        assert_spanish(set(read_texts(tree)), "stats")
