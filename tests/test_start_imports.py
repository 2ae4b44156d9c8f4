"""What the menu's start imports: every module it loads is time before the menu on a first
visit (issue #34), so modules it does not need stay out of it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = [pytest.mark.fast, pytest.mark.skipif(sys.platform == "emscripten",
                                reason="starts a fresh CPython to see what one import loads")]
ROOT = Path(__file__).resolve().parents[1]

#: Modules the menu does without: ``secrets`` and the ``hmac`` it imports (about 14 ms in
#: Pyodide; a new deal's seed reads os.urandom), every game's rules and bots (loaded when
#: a table or the rules first need them), and the table, reviews, hints, replays, statistics
#: and the Continue screen (loaded at their first use; together about a third of the menu's
#: imports in Pyodide).
NOT_AT_START = ("secrets", "hmac", "expeditions.games.lost_cities", "expeditions.games.curios",
                "expeditions.games.curiosity", "expeditions.bots", "expeditions.bots.lost_cities",
                "expeditions.bots.curios", "expeditions.bots.curiosity",
                "expeditions.coach.review", "expeditions.coach.stats", "expeditions.coach.replay",
                "expeditions.coach.hints", "expeditions.web.review_area",
                "expeditions.web.review_screen", "expeditions.web.table_screen",
                "expeditions.web.continue_screen", "expeditions.web.hint_panel")

PROBE = """
import sys
sys.path[:0] = [{root!r}, {py!r}]
from tests.support.fake_page import stub_browser_modules
stub_browser_modules()
before = set(sys.modules)
import expeditions.web.app
print("\\n".join(sorted(set(sys.modules) - before)))
"""


def test_the_menus_start_leaves_out_what_it_does_not_need() -> None:
    done = subprocess.run(
        [sys.executable, "-c", PROBE.format(root=str(ROOT), py=str(ROOT / "py"))],
        capture_output=True, text=True, check=True)
    loaded = set(done.stdout.split())
    assert "expeditions.web.app" in loaded
    assert sorted(loaded & set(NOT_AT_START)) == []


def test_a_new_deals_seed_uses_all_its_bits() -> None:
    from tests.support.fake_page import stub_browser_modules

    stub_browser_modules()
    from expeditions.web.nav import SEED_BITS, new_seed

    seeds = [new_seed() for _ in range(200)]
    assert all(0 <= seed < 2**SEED_BITS for seed in seeds)
    # the top bits are drawn too (all 200 below 2^50: one chance in 4^200)
    assert max(seeds) >= 2 ** (SEED_BITS - 2)
    assert len(set(seeds)) == len(seeds)


def test_the_commands_of_areas_loaded_later_are_known_at_start() -> None:
    """The app registers the remote and review areas' verbs before loading them: each verb
    must be one the area answers, and the area must answer no other."""
    from expeditions.web.app import REMOTE_VERBS, REVIEW_VERBS, App
    from tests.support.fake_page import fake_page

    with fake_page():
        app = App(object())
        assert app._review is None and app._remote is None
        assert sorted(app.review.commands()) == sorted(REVIEW_VERBS)
        assert sorted(app.remote.commands()) == sorted(REMOTE_VERBS)
