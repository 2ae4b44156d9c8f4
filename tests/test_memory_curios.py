"""The Curios memory aids: each site's gems left and the pawn majority race, read back from a
seat's view, equal what the true game state says at every turn of random games of every
player count; they never depend on anything the seat cannot see, and all seats (and the
public) get the same aids, since they are public information."""

from __future__ import annotations

from typing import Any

import pytest

from expeditions.coach.memory_curios import CuriosMemory, MemorySource, SiteRace, memory, race
from expeditions.games import curios as C
from expeditions.games.curios import Curios
from expeditions.rng import Rng
from tests.test_curios import hidden_shuffled

pytestmark = pytest.mark.fast


def expected_race(counts: list[int]) -> tuple[int | None, int, tuple[int, ...]]:
    """The race of one site worked out from its pawn counts, apart from the module's code:
    the rules' majority (the engine's own function), the gap to the best of the rest."""
    leader = C.majority(counts) if counts else None
    top = max(counts)
    ranked = sorted(counts, reverse=True)
    lead = ranked[0] - (ranked[1] if len(ranked) > 1 else 0) if leader is not None else 0
    tied = tuple(p for p, n in enumerate(counts) if n == top) if top and leader is None else ()
    return leader, lead, tied


def check_against_state(aids: CuriosMemory, game: Curios) -> None:
    """Every number of the aids against the game's true state."""
    n = game.num_players
    searching = game.phase == C.SEARCH
    assert aids.searching == searching
    assert aids.gems_start == C.GEMS_PER_SITE[n]
    assert aids.empty_sites == game.empty_sites()
    assert aids.empty_to_end == C.EMPTY_SITES_TO_END
    assert [r.site for r in aids.sites] == list(C.SITES)
    for s, site in enumerate(aids.sites):
        assert site.gems_left == game.gems_left[s]
        assert site.bonus_left == (game.gems_left[s] > 0)
        counts = game.pawns_at(s) if searching else [0] * n
        assert list(site.pawns) == counts
        assert (site.leader, site.lead, site.tied) == expected_race(counts)
        assert [p for p, _ in site.standings()] == sorted(
            (p for p in range(n) if counts[p]), key=lambda p: (-counts[p], p))


def play_and_check(players: int, seed: int, stats: dict[str, int]) -> None:
    """A random game; at every turn each seat's aids (and the public view's) against the
    state; and each bonus against the race the aids showed before the search's last
    placement, with that placement (read from its event) added."""
    game = Curios({"players": players}, seed)
    rng = Rng(seed)
    while True:
        views = [game.view(seat) for seat in (*range(players), None)]
        aids = [memory(C.as_view(v)) for v in views]
        assert all(a == aids[0] for a in aids), "the aids differ between seats"
        check_against_state(aids[0], game)
        stats["empty"] = max(stats["empty"], aids[0].empty_sites)
        if game.is_over():
            break
        seat = game.current_player
        assert seat is not None
        seen = len(game.events)
        game.act(seat, rng.choice(game.legal_actions(seat)))
        stats["turns"] += 1
        if aids[0].searching:
            check_bonuses(aids[0], game.events[seen:], stats)


def check_bonuses(shown: CuriosMemory, events: list[dict[str, Any]],
                  stats: dict[str, int]) -> None:
    """The bonuses a search ended with went to the leaders of the race as it was shown, once
    the last placement is counted in."""
    counts = [list(site.pawns) for site in shown.sites]
    for event in events:
        if event["type"] == "placed":
            counts[C.SITES.index(event["site"])][int(event["seat"])] += int(event["pawns"])
        elif event["type"] == "bonus":
            leader = expected_race(counts[C.SITES.index(event["site"])])[0]
            assert leader == event["seat"]
            stats["leads" if leader is not None else "ties"] += 1


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_aids_equal_the_state_through_random_games(players: int) -> None:
    stats = {"turns": 0, "ties": 0, "leads": 0, "empty": 0}
    for seed in range(12):
        play_and_check(players, 100 * players + seed, stats)
    # the games went through every case the aids tell apart
    assert stats["turns"] > 12 * 10
    assert stats["leads"] > 0 and stats["ties"] > 0
    assert stats["empty"] >= C.EMPTY_SITES_TO_END


def test_the_race_is_worked_out_from_the_counts() -> None:
    assert race((0, 0, 0)) == (None, 0, ())
    assert race((3, 0)) == (0, 3, ())
    assert race((2, 5, 4)) == (1, 1, ())
    assert race((4, 1, 4)) == (None, 0, (0, 2))
    site = SiteRace("temple", 0, (1, 3, 3), None, 0, (1, 2))
    assert not site.bonus_left
    assert site.standings() == [(1, 3), (2, 3), (0, 1)]


def advance(game: Curios, steps: int, seed: int) -> None:
    rng = Rng(seed)
    for _ in range(steps):
        seat = game.current_player
        if seat is None:
            return
        game.act(seat, rng.choice(game.legal_actions(seat)))


def test_the_aids_read_nothing_beyond_the_view() -> None:
    """Two states that differ only in what the seat cannot see (the site values, the other
    hands, the face-down side deck) show the same view and get the same aids; and a view
    stripped of everything but the public events, the gems per site and the players gives
    them too."""
    checked = 0
    for seed in range(16):
        players = 2 + seed % 4
        game = Curios({"players": players}, seed)
        advance(game, 4 + 3 * seed, seed)
        if game.is_over():
            continue
        seat = seed % players
        twin = hidden_shuffled(game, seat, Rng(seed + 1))
        assert (twin.values, twin.hands) != (game.values, game.hands) or players == 5
        view = C.as_view(game.view(seat))
        assert twin.view(seat) == view
        assert memory(C.as_view(twin.view(seat))) == memory(view)
        bare: MemorySource = {"events": view["events"], "players": view["players"],
                              "gems_per_site": view["gems_per_site"]}
        assert memory(bare) == memory(view)
        checked += 1
    assert checked >= 10
