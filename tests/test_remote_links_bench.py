"""The link-length benchmark (benchmarks/remote_links.py) plays a whole remote game and reports
every kind of link, with the site's address counted in each length."""

from __future__ import annotations

import pytest

from benchmarks.remote_links import CONFIGS, SITE, measure, table
from expeditions.remote.link import KINDS

pytestmark = pytest.mark.fast


def test_one_short_game_reports_every_link_kind() -> None:
    config = next(c for c in CONFIGS if c.name == "curios 2p")
    figures = measure(config, games=1, seed=3)
    assert set(figures) == set(KINDS)
    for kind in KINDS:
        assert figures[kind]["count"] >= 1, kind
        assert len(SITE) + len("x=") < figures[kind]["median"] <= figures[kind]["max"]
    assert (figures["invite"]["count"], figures["join"]["count"], figures["end"]["count"]) == (
        1, 1, 1)
    assert figures["move"]["met"] is (figures["move"]["max"] <= 1000)
    assert figures["join"]["met"] is None  # no target for joins
    assert "curios 2p" in table({config.name: figures})
