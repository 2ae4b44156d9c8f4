"""Golden saves replay to the same game on every Python: CPython here, and Pyodide's 3.14
when the in-Pyodide level runs this file. A different shuffle or rule would change the
digest of the players' final views."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from expeditions.engine import replay
from expeditions.games import game_class
from tests.golden_digest import digest

pytestmark = pytest.mark.fast

GOLDEN = sorted(Path(__file__).with_name("golden").glob("*.json"))


def test_there_are_golden_saves() -> None:
    assert any(p.name.startswith("pebble-race") for p in GOLDEN)


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_golden_save_replays_identically(path: Path) -> None:
    data = json.loads(path.read_text())
    save = data["save"]
    game = replay(game_class(save["game"]), save["options"], save["seed"], save["log"])
    assert game.is_over()
    assert digest(game) == data["digest"]
