"""The soak (``python -m expeditions soak``): the real games soak clean, and games with a bug
planted here are reported with what reproduces the failure. The checks themselves are
:mod:`expeditions.conformance`'s, also run by tests/conformance."""

from __future__ import annotations

import importlib.machinery
import json
import math
import sys
import types
from collections.abc import Callable, Iterator
from typing import Any, TypedDict

import pytest

from expeditions import registry
from expeditions.__main__ import main
from expeditions.conformance import Playout, ViewCoder, dumps, option_combinations
from expeditions.engine import JSON, Game, Result
from expeditions.games import game_class
from expeditions.rng import Rng
from expeditions.soak import run_soak
from tests.support.testgame import PebbleRace, PebbleView

pytestmark = pytest.mark.fast


class LeakyPebbleView(PebbleView):
    next_pebble: int | None


class DriftingView(PebbleView):
    marker: int


class AverageKey(TypedDict, total=False):
    average: float


class AverageView(PebbleView, AverageKey):
    """The public view may carry an average."""


class LeakyView(PebbleRace):
    """A seat's view shows the top of the deck, which nobody may know."""

    game_id = "leaky-view"
    view_type = LeakyPebbleView

    def view(self, seat: int | None) -> dict[str, JSON]:
        v = super().view(seat)
        v["next_pebble"] = self.deck[-1] if self.deck else None
        return v


class Drifting(PebbleRace):
    """Every other game set up in this process shows its views differently: a replay of a
    game differs from the game."""

    game_id = "drifting"
    view_type = DriftingView
    made = 0

    def _setup(self) -> None:
        super()._setup()
        type(self).made += 1
        self.parity = type(self).made % 2

    def view(self, seat: int | None) -> dict[str, JSON]:
        v = super().view(seat)
        v["marker"] = self.parity
        return v

    @classmethod
    def sample_from_view(cls, view: Any, rng: Rng) -> Drifting:
        game = super().sample_from_view(view, rng)
        game.parity = view["marker"]
        return game


class LooseParser(PebbleRace):
    """Takes a near-miss (a leading space) for the action it resembles."""

    game_id = "loose-parser"

    def act(self, seat: int, action: str) -> None:
        super().act(seat, action.strip() if isinstance(action, str) else action)


class NoisyRefusal(PebbleRace):
    """Refusing an action records an event: a refusal changes the game."""

    game_id = "noisy-refusal"

    def _reject_reason(self, seat: int, action: Any) -> Any:
        self.emit("refused", seat=seat)
        return super()._reject_reason(seat, action)


class SharedClone(PebbleRace):
    """``clone`` shares the piles with the original."""

    game_id = "shared-clone"

    def clone(self) -> SharedClone:
        other = super().clone()
        other.piles = self.piles
        return other


class WrongWinner(PebbleRace):
    """The last seat always wins."""

    game_id = "wrong-winner"

    def _result(self) -> Result:
        result = super()._result()
        result.winners = [self.num_players - 1]
        return result


class NotJson(PebbleRace):
    """The public view holds a NaN once a pebble is played: not strict JSON."""

    game_id = "not-json"
    view_type = AverageView

    def view(self, seat: int | None) -> dict[str, JSON]:
        v = super().view(seat)
        if seat is None and self.log:
            v["average"] = math.nan
        return v


PLANTED: list[tuple[type[Game[Any]], str]] = [
    (LeakyView, "sampling what seat"),
    (Drifting, "replay differs"),
    (LooseParser, "could play the unlisted"),
    (NoisyRefusal, "changed"),
    (SharedClone, "changed the view"),
    (WrongWinner, "winners"),
    (NotJson, "ValueError"),
]


@pytest.fixture
def register(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[type[Game[Any]]], None]]:
    """Register a game for this test only: a one-module game whose home module holds it."""
    def add(cls: type[Game[Any]]) -> None:
        name = f"planted_{cls.game_id.replace('-', '_')}"
        home = types.ModuleType(name)
        home.__spec__ = importlib.machinery.ModuleSpec(name, None)
        home.GAME = cls  # type: ignore[attr-defined]
        monkeypatch.setitem(sys.modules, name, home)
        entry = registry.GameEntry(cls.game_id, home=name)
        monkeypatch.setattr(registry, "_ADDED", [*registry._ADDED, entry])

    yield add


@pytest.mark.parametrize(("cls", "symptom"), PLANTED, ids=[c.game_id for c, _ in PLANTED])
def test_a_planted_bug_is_reported_with_what_reproduces_it(
        register: Callable[[type[Game[Any]]], None], cls: type[Game[Any]],
        symptom: str) -> None:
    register(cls)
    report = run_soak(cls.game_id, games=6, seed=3)
    assert report["games"] == 6
    failures = report["failures"]
    assert failures, f"the soak missed {cls.__doc__}"
    first = failures[0]
    assert symptom in first["error"], first
    assert f"--seed 3 --start {first['index']} --games 1" in first["repro"]
    assert first["options"] in option_combinations(cls.game_id)
    # the index alone reproduces the failure, at the same action
    again = run_soak(cls.game_id, games=1, seed=3, start=first["index"])
    assert [(f["error"], f["step"], f["phase"]) for f in again["failures"]] == [
        (first["error"], first["step"], first["phase"])]


def test_the_pebble_race_soaks_clean_over_every_configuration() -> None:
    report = run_soak("pebble-race", games=8, seed=5)
    assert report["failures"] == []
    assert report["games"] == 8 and report["actions"] > 8 * 6
    assert len(report["configurations"]) == 4  # 2-3 players times one or two sets


@pytest.mark.parametrize("game_id", [e.game_id for e in registry.GAMES])
def test_a_small_soak_of_each_game_runs_clean(game_id: str) -> None:
    """A game of each title (Lost Cities: a single-game match, the shortest), checked at
    every step."""
    configs = option_combinations(game_id)
    start = next(i for i, c in enumerate(configs) if c.get("games", 1) == 1)
    report = run_soak(game_id, games=1, seed=11, start=start)
    assert report["failures"] == [], report["failures"]
    assert report["games"] == 1 and report["actions"] > 20


def test_option_combinations_cover_every_player_count_and_option_value() -> None:
    for game_id in (e.game_id for e in registry.GAMES):
        cls = game_class(game_id)
        configs = option_combinations(game_id)
        assert {c["players"] for c in configs} == set(
            range(cls.min_players, cls.max_players + 1))
        for spec in cls.option_specs:
            assert {json.dumps(c[spec.key]) for c in configs} == {
                json.dumps(v) for v, _ in spec.choices}
        assert len({json.dumps(c, sort_keys=True) for c in configs}) == len(configs)
    lost_cities = option_combinations("lost-cities")
    assert len(lost_cities) == 2 * 2 * 3  # colours, match length, first player


@pytest.mark.skipif(sys.platform == "emscripten", reason="no processes in Pyodide")
def test_jobs_play_the_same_games() -> None:
    one = run_soak("pebble-race", games=6, seed=2)
    two = run_soak("pebble-race", games=6, seed=2, jobs=2)
    assert (two["games"], two["actions"], two["failures"]) == (
        one["games"], one["actions"], one["failures"])


def test_the_command_exits_non_zero_on_a_failure(
        register: Callable[[type[Game[Any]]], None],
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["soak", "curios", "--games", "1", "--json"]) == 0
    clean = json.loads(capsys.readouterr().out)
    assert clean["games"] == 1 and clean["failures"] == []

    register(LeakyView)  # registered games are offered by the command too
    assert main(["soak", "leaky-view", "--games", "2"]) == 1
    out = capsys.readouterr().out
    assert "failures  2" in out and "FAIL game 0" in out and "--start 1 --games 1" in out


VIEWS: list[Any] = [
    {"a": 1, "events": [{"type": "x", "n": 1}]},
    {"a": 1, "events": [{"type": "x", "n": True}]},
    {"a": 1, "events": [{"type": "x", "n": 1.0}]},
    {"a": 1, "events": [{"n": 1, "type": "x"}]},
    {"a": 1, "events": [{"type": "x", "n": 1}, {"type": "y", "z": -0.0}]},
    {"a": 1, "events": [{"type": "x", "n": 1}, {"type": "y", "z": 0.0}]},
    {"a": 1, "events": [{"type": "x", "n": 1}, {"type": "y", "z": [0, "é"]}]},
    {"a": True, "events": [{"type": "x", "n": 1}]},
    {"a": 1, "events": []},
    {"a": 1},
    {"a": 1, "events": "none"},
]


def test_view_keys_are_equal_exactly_when_the_json_texts_are() -> None:
    """The coder's shortcut (an event history serialised once) never hides a difference
    that the full text shows, whatever order the views come in."""
    for order in (VIEWS, VIEWS[::-1], VIEWS[4:] + VIEWS[:4]):
        coder = ViewCoder()
        seen = [(dumps(v), coder.read(v)) for v in order]
        for text_a, a in seen:
            for text_b, b in seen:
                assert (a.key == b.key) == (text_a == text_b), (text_a, text_b)
            assert a.loads() == json.loads(text_a)


@pytest.mark.parametrize("view", [
    {"events": [{"type": "x", "at": (1, 2)}]},
    {"events": [{3: "three"}]},
    {"pair": (1, 2), "events": []},
])
def test_a_view_that_does_not_round_trip_is_refused(view: Any) -> None:
    with pytest.raises(AssertionError, match="round-trip"):
        ViewCoder().read(view)


def test_a_playout_reports_the_step_it_failed_at(
        register: Callable[[type[Game[Any]]], None]) -> None:
    register(LooseParser)
    playout = Playout(LooseParser, {"players": 2}, Rng(1))
    with pytest.raises(AssertionError, match="unlisted"):
        playout.run()
    assert playout.phase == "play" and playout.step == playout.actions


class Undeclared(PebbleRace):
    """A view key its view type does not declare: the typed reads would not see it."""

    game_id = "undeclared"

    def view(self, seat: int | None) -> dict[str, JSON]:
        return {**super().view(seat), "colour": "red"}


def test_a_view_key_the_view_type_does_not_declare_is_reported(
        register: Callable[[type[Game[Any]]], None]) -> None:
    register(Undeclared)
    failures = run_soak("undeclared", games=1, seed=3)["failures"]
    assert failures and "does not declare" in failures[0]["error"]
