"""What the menu's start imports: every module it loads is time before the menu on a first
visit (issue #34), so modules it does not need stay out of it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(sys.platform == "emscripten",
                                reason="starts a fresh CPython to see what one import loads")
ROOT = Path(__file__).resolve().parents[1]

#: Modules the menu does without: ``secrets`` and the ``hmac`` it imports (about 14 ms in
#: Pyodide; a new deal's seed reads os.urandom), and every game's rules and bots (loaded when
#: a table or the rules first need them).
NOT_AT_START = ("secrets", "hmac", "expeditions.games.lost_cities", "expeditions.games.curios",
                "expeditions.games.curiosity", "expeditions.bots.lost_cities",
                "expeditions.bots.curios", "expeditions.bots.curiosity")

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
