"""The bench command makes every figure it promises, for every game (tiny budgets; the
figures themselves depend on the machine and are not checked)."""

from __future__ import annotations

import json

import pytest

from expeditions import bench
from expeditions.__main__ import main
from expeditions.registry import GAMES

pytestmark = pytest.mark.fast

SECONDS = 0.02


def modes_of(game_id: str) -> list[str]:
    return [m for m in bench.MODES if m != "core" or bench.has_core(game_id)]


@pytest.mark.parametrize("game_id", sorted(e.game_id for e in GAMES))
def test_the_command_prints_every_figure_of_the_game(
        game_id: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", game_id, "--seconds", str(SECONDS)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["game"] == game_id and report["players"] == 2
    figures = report["figures"]
    assert sorted(figures) == sorted(modes_of(game_id))
    for mode in modes_of(game_id):
        f = figures[mode]
        assert f["mode"] == mode and f["cpu_seconds"] > 0
        if mode == "hard":
            assert f["decisions"] >= 1 and f["samples"] >= f["decisions"]
            assert f["samples_per_second"] > 0
        else:
            assert f["games"] >= 1 and f["games_per_second"] > 0
            assert f["actions_per_game"] > 10  # whole games were played


@pytest.mark.parametrize(("game_id", "players"), [("curios", 4), ("curiosity", 3)])
def test_players_are_passed_on(game_id: str, players: int) -> None:
    report = bench.bench(game_id, SECONDS, players, modes=["step", "protocol"])
    assert report["players"] == players
    assert sorted(report["figures"]) == ["protocol", "step"]


def test_lost_cities_with_six_colours_plays_longer_games(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "lost-cities", "--option", "colours=6", "--modes", "core",
                 "--seconds", str(SECONDS)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["options"]["colours"] == 6 and report["options"]["games"] == 1
    assert list(report["figures"]) == ["core"]
    five = bench.random_games("lost-cities", "core", SECONDS, options={"colours": 5})
    # 12 more cards in the draw pile: about 12 more turns of two steps each
    assert report["figures"]["core"]["actions_per_game"] > five["actions_per_game"] + 12


def test_the_core_is_lost_cities_only_and_bad_options_are_refused(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert list(bench.bench("curios", SECONDS, modes=["core", "step"])["figures"]) == ["step"]
    with pytest.raises(ValueError):
        bench.random_games("curios", "core", SECONDS)
    with pytest.raises(SystemExit):
        main(["bench", "curios", "--option", "colours=6"])
    with pytest.raises(SystemExit):
        main(["bench", "curios", "--modes", "fastest"])
    capsys.readouterr()
