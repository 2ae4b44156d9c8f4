"""One registry: a game is named once (``expeditions.registry``) and every other part of
the app finds its parts from there."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from expeditions import registry
from expeditions.bots import bot_module
from expeditions.games import game_class, is_available
from expeditions.web import screens
from expeditions.web.i18n import Words, game_areas
from tests.support import testgame

pytestmark = pytest.mark.fast

ROOT = Path(__file__).resolve().parents[1]


def test_ids_map_to_module_names_one_way() -> None:
    assert registry.module_name("lost-cities") == "lost_cities"
    assert [e.game_id for e in registry.GAMES] == ["curios", "curiosity", "lost-cities"]
    assert set(game_areas()) >= {"curios", "curiosity", "lost_cities", "pebble_race"}


def test_every_game_has_its_rules_and_bots_and_optional_parts_by_name() -> None:
    for entry in registry.GAMES:
        assert game_class(entry.game_id).game_id == entry.game_id
        assert "hard" in bot_module(entry.game_id).LEVELS
        for part in ("table", "coaching", "rules", "guide"):
            assert registry.has_part(entry.game_id, part), (entry.game_id, part)
    assert registry.has_part("lost-cities", "bench")
    assert not registry.has_part("curios", "bench")


def test_a_one_module_game_is_found_in_its_home_module() -> None:
    """The tests' pebble race registers with one entry naming its module: its rules, bots
    and words come from there; the parts it lacks are absent, not errors."""
    assert "pebble-race" in registry.game_ids()
    assert game_class("pebble-race") is testgame.PebbleRace
    assert bot_module("pebble-race") is testgame
    assert is_available("pebble-race")
    assert registry.load_optional("pebble-race", "rules") is None
    assert not registry.has_part("pebble-race", "guide")
    with pytest.raises(ImportError):
        registry.load("pebble-race", "table")
    assert screens.game_title("pebble-race", Words("es")) == "Carrera de guijarros"


def test_unknown_games_and_second_registrations_are_refused() -> None:
    with pytest.raises(KeyError):
        game_class("chess")
    with pytest.raises(KeyError):
        registry.load("chess", "bots")
    assert not is_available("chess")
    entry = registry.GameEntry("pebble-race", home=testgame.__name__)
    registry.register(entry)  # the same entry again changes nothing
    assert registry.game_ids().count("pebble-race") == 1
    with pytest.raises(ValueError):
        registry.register(registry.GameEntry("curios", home=testgame.__name__))


def test_the_menu_lists_every_registered_game() -> None:
    html = screens.menu_screen(0, Words("en")).to_html()
    for game_id in registry.game_ids():
        assert f"new:{game_id}" in html


@pytest.mark.skipif(sys.platform == "emscripten", reason="needs git")
def test_no_game_is_named_by_more_than_two_source_files_outside_its_own() -> None:
    """The footprint of issue #28: adding a game is its own files plus one registry line."""
    done = subprocess.run([sys.executable, "benchmarks/game_footprint.py"], cwd=ROOT,
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
