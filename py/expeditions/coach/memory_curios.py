"""Memory aids for a Curios seat: each site's gems left and the race for its bonus gem.

Everything here is public: it is what a player who watched every move would remember. It is
read back from the view's public events alone (every placement, bonus and round start), not
from the view's summary of the board, so that the tests can prove the replay against the
true game state. No words: the table words the numbers.

The race is the bonus majority of the rules (§3, Phase 1 step 5): after the search, the one
player with strictly more pawns at a site than anyone else (all its columns counted) takes
one more gem there, if any is left; a tie for the most takes none."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypedDict

from ..engine import JSON
from ..games.curios import EMPTY_SITES_TO_END, SITES, PlayerView

#: Events after which the pawns are back with their owners (the search is over).
_SEARCH_OVER = frozenset({"bonus", "recruited", "declined", "cannot_recruit",
                          "side_card_flipped", "game_over"})


@dataclass(frozen=True, slots=True)
class SiteRace:
    """One site: its gems, and each seat's pawns there in the search under way."""

    site: str
    gems_left: int
    #: Pawns of each seat at the site (all zero outside a search).
    pawns: tuple[int, ...]
    #: The seat with strictly the most pawns (the bonus is theirs if it holds), or None.
    leader: int | None
    #: The leader's pawns minus the runner-up's (0 without a leader).
    lead: int
    #: The seats tied for the most pawns, when two or more are (else empty).
    tied: tuple[int, ...]

    @property
    def bonus_left(self) -> bool:
        """Whether a gem is still there for the majority's bonus."""
        return self.gems_left > 0

    def standings(self) -> list[tuple[int, int]]:
        """``(seat, pawns)`` of the seats with pawns here, most first (seat order on ties)."""
        return sorted(((s, n) for s, n in enumerate(self.pawns) if n > 0),
                      key=lambda item: (-item[1], item[0]))


@dataclass(frozen=True, slots=True)
class CuriosMemory:
    """The aids for one view: a :class:`SiteRace` per site, in table order."""

    sites: tuple[SiteRace, ...]
    #: Whether a search (Phase 1) is under way, so that the pawns are on the sites.
    searching: bool
    #: Gems put below each site at the start.
    gems_start: int
    #: Sites with no gem left; the round in which ``empty_to_end`` have none is the last.
    empty_sites: int
    empty_to_end: int


class MemorySource(TypedDict):
    """The part of a view (:class:`~expeditions.games.curios.CuriosView`) the aids read:
    the events, and the player and gem counts to start from."""

    events: list[dict[str, JSON]]
    players: list[PlayerView]
    gems_per_site: int


def race(pawns: tuple[int, ...]) -> tuple[int | None, int, tuple[int, ...]]:
    """``(leader, lead, tied)`` of one site's pawn counts (see :class:`SiteRace`)."""
    top = max(pawns, default=0)
    if top == 0:
        return None, 0, ()
    at_top = tuple(s for s, n in enumerate(pawns) if n == top)
    if len(at_top) > 1:
        return None, 0, at_top
    runner_up = max((n for s, n in enumerate(pawns) if s != at_top[0]), default=0)
    return at_top[0], top - runner_up, ()


def memory(view: MemorySource) -> CuriosMemory:
    """The memory aids of ``view`` (any seat's, or the public one), from its events."""
    players = len(view["players"])
    start = view["gems_per_site"]
    gems_left = [start] * len(SITES)
    pawns = [[0] * players for _ in SITES]
    searching = False
    for event in view["events"]:
        kind = event["type"]
        if kind == "round_started":
            pawns = [[0] * players for _ in SITES]
            searching = True
        elif kind == "placed":
            site = SITES.index(event["site"])
            pawns[site][int(event["seat"])] += int(event["pawns"])
            gems_left[site] -= int(event["gems"])
        elif kind in _SEARCH_OVER:
            if kind == "bonus":
                gems_left[SITES.index(event["site"])] -= int(event["gems"])
            if searching:
                pawns = [[0] * players for _ in SITES]
                searching = False
    races = []
    for s, site_id in enumerate(SITES):
        counts = tuple(pawns[s])
        leader, lead, tied = race(counts)
        races.append(SiteRace(site_id, gems_left[s], counts, leader, lead, tied))
    return CuriosMemory(
        sites=tuple(races), searching=searching, gems_start=start,
        empty_sites=sum(1 for g in gems_left if g == 0), empty_to_end=EMPTY_SITES_TO_END)
