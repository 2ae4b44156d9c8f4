"""The guided game of Curios: two players, the person first. The opening (found by
``benchmarks/make_lessons.py``) has them fill the Colosseum's first column — they hold the
green 1 and 3, so its gems are worth 5 or 7 — then overtake the computer at the Shipwreck
by filling its 2-pawn column, spend their last pawns, win two bonus gems, and recruit by
revealing the red 5; then they play on alone to the end, with a tip each turn.

Every note is read from the person's view alone (hand, public board and events)."""

from __future__ import annotations

from collections.abc import Mapping

from ..engine import JSON, Note
from ..games.curios import (
    EMPTY_SITES_TO_END,
    MAX_PAWNS,
    SITES,
    CuriosView,
    Move,
    Place,
    Recruit,
    as_view,
    parse_card,
    site_clues,
)
from .guide import Lesson

LESSON = Lesson(
    game_id="curios",
    options={},
    seed=8,
    script=(
        "place:colosseum",  # the person: the first column of a site worth 5 or 7
        "place:shipwreck",  # the computer
        "place:shipwreck",  # the person overtakes it there: 2 pawns to 1
        "place:colosseum",
        "place:pyramid",  # the person's last pawns; then they cannot fill any column
        "place:temple",  # Phase 1 ends: the bonus gems
        "recruit:R5",
        "recruit:R7",
    ),
    teaches=frozenset({"fill", "majority", "place", "recruit_bonus", "end"}),
)


def _seat(view: CuriosView) -> int:
    """The person's seat (the guided game reads the person's own view)."""
    seat = view["seat"]
    if seat is None:
        raise ValueError("the guided game reads a seat's view, not the public one")
    return seat


def _pawns(view: CuriosView, site: int) -> tuple[int, int]:
    """The person's pawns at ``site`` and the most any other player has there."""
    seat = _seat(view)
    counts = list(view["sites"][site]["pawns"])
    mine = counts.pop(seat)
    return mine, max(counts, default=0)


def _open_capacity(view: CuriosView, site: int) -> int:
    columns = view["sites"][site]["columns"]
    return next(c["capacity"] for c in columns if c["occupant"] is None)


def _placed_this_round(view: CuriosView) -> bool:
    player = view["players"][_seat(view)]
    return player["pawns_left"] < player["pawns_total"]


def _place(view: CuriosView, site: int) -> Note:
    site_id = SITES[site]
    seat = _seat(view)
    count = _open_capacity(view, site)
    mine, theirs = _pawns(view, site)
    if theirs > 0 and mine <= theirs < mine + count:
        return Note("majority", {"site": site_id, "count": count, "mine": mine + count,
                                 "theirs": theirs})
    if not _placed_this_round(view) and view["round"] == 1:
        held = sorted(c for c in view["hand"] or [] if (parse_card(c) or (-1, 0))[0] == site)
        values = sorted(site_clues(view)[site_id])
        if held:
            return Note("fill", {"site": site_id, "count": count, "cards": held,
                                 "values": values})
        return Note("fill_plain", {"site": site_id, "count": count})
    left = view["players"][seat]["pawns_left"] - count
    if not left:  # the person's last archaeologists: no "0 left"
        return Note("place_last", {"site": site_id, "count": count})
    return Note("place", {"site": site_id, "count": count, "left": left})


def prompt(view: Mapping[str, JSON], action: str) -> Note:
    """What to tell the person about the scripted ``action`` (codes worded by the panel)."""
    typed = as_view(view)
    move = Move.parse(action)
    if isinstance(move, Place):
        return _place(typed, move.site)
    seat = _seat(typed)
    won = [b["site"] for b in typed["last_bonuses"] if b["player"] == seat and b["gems"]]
    if isinstance(move, Recruit):
        site, value = parse_card(move.card) or (0, 0)
        params: dict[str, JSON] = {"card": move.card, "site": SITES[site], "value": value,
                                   "pawns": typed["players"][seat]["pawns_total"] + 1}
        if won:
            return Note("recruit_bonus", {**params, "sites": won, "count": len(won)})
        return Note("recruit", params)
    return Note("pass", {})


def targets(action: str) -> list[str]:
    """Every Curios action is one button: a site's, a card's in the hand, or pass."""
    return [f"act:{Move.parse(action)}"]


def tip(view: Mapping[str, JSON]) -> Note:
    """Free play: what this phase asks, with the pawns in hand and how near the end is."""
    typed = as_view(view)
    player = typed["players"][_seat(typed)]
    if typed["phase"] == "recruit":
        return Note("tip_recruit", {"count": player["pawns_total"], "max": MAX_PAWNS})
    empty = sum(1 for site in typed["sites"] if site["gems_left"] == 0)
    return Note("tip_search", {"count": player["pawns_left"], "empty": empty,
                               "needed": EMPTY_SITES_TO_END})


def ending(view: Mapping[str, JSON]) -> Note:
    typed = as_view(view)
    seat = _seat(typed)
    result = typed["result"]
    if result is None:
        raise ValueError("the game is not over")
    scores = result["scores"]
    theirs = max(int(s) for i, s in enumerate(scores) if i != seat)
    return Note("end", {"mine": int(scores[seat]), "theirs": theirs})
