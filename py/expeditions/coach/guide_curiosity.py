"""The guided game of Curiosity: two players on the 5×5 planet, the person starting. The
opening (found by ``benchmarks/make_lessons.py``) has them start the North Pole pile, mark
the route with their +2, play on their own pile, hide their −2 away from the rover,
complete the North Pole pile, put their +1 on the route, start and build other piles and
burn a card face down on a complete one — until the computer completes the last pile and
the rover drives: it reveals the person's +2 and +1, and their −1, never placed, counts
against them. In round 2 the guide sums up that drive, the person starts a pile, and
they play on alone to the end, with a tip each turn (and a summary after each drive).

Every note is read from the person's view alone: their own tokens' values, the public
panel, route preview, last drive and events."""

from __future__ import annotations

from collections.abc import Mapping

from ..engine import JSON, Note
from ..games.curiosity import (
    ERROR_404,
    ROUNDS,
    CuriosityMove,
    CuriosityView,
    PlaceToken,
    PlayCard,
    as_view,
    card_type,
    card_value,
    token_label,
    token_value,
)
from .guide import Lesson

LESSON = Lesson(
    game_id="curiosity",
    options={"start_player": 0},
    seed=3,
    script=(
        "card:N4@1",  # the person: a new pile
        "card:G2@4",  # the computer
        "token:+2@2,1",  # on the route
        "token:+2@2,0",
        "card:N2@1",  # on the person's own pile: the top card counts
        "token:+1@3,0",
        "token:-2@0,0",  # off the route and the rover's lines
        "card:G1@4",
        "card:N3@1",  # completes the North Pole pile
        "token:-2@1,1",
        "token:+1@2,4",  # on the route
        "token:-1@0,1",
        "card:S1@2",  # another new pile
        "card:G4@4",  # completes the Gale Crater pile
        "card:S4@2",
        "card:O2@3",
        "card:O1@3",
        "card:0@3",  # completes Mount Olympus
        "card:G3@4",  # face down on the complete Gale Crater pile
        "card:0@2",  # completes the last pile: the rover drives; the −1 was not placed
        "token:-3@3,1",  # round 2, the computer starts
        "card:N3@1",  # the person, after the guide's summary of the drive
    ),
    teaches=frozenset({"new_pile", "token_plus", "same_pile", "token_minus", "complete_pile",
                       "face_down", "after_drive_unplaced", "end"}),
)


def _squares(items: list[list[int]]) -> list[tuple[int, int]]:
    return [(c, r) for c, r in items]


def _person(view: CuriosityView) -> int:
    """The person's seat (the guide reads their view, never the public one)."""
    seat = view["seat"]
    if seat is None:
        raise ValueError("the guide reads the person's view; the public view has no seat")
    return seat


def _drive_recap(view: CuriosityView) -> dict[str, JSON]:
    """What the last drive did for the person: squares driven, their tokens it revealed,
    the others' it revealed, their unplaced tokens that counted, their points."""
    seat = _person(view)
    last = view["last_round"]
    found = [r["value"] for r in last["reveals"] if r["owner"] == seat]
    unplaced = [u["value"] for u in last["unplaced"] if u["owner"] == seat and u["counts"]]
    points = sum(token_value(v) for v in found + unplaced if token_value(v) != ERROR_404)
    return {"count": len(last["route"]), "found": found,
            "others": sum(1 for r in last["reveals"] if r["owner"] != seat),
            "unplaced": unplaced, "points": points, "round": view["round"]}


def _fresh_round(view: CuriosityView) -> bool:
    """Whether the person has not acted yet in this round, and a drive came before it."""
    if view["round"] < 2 or not view["last_round"]["route"]:
        return False
    events = list(view["events"])
    start = max(i for i, e in enumerate(events) if e["type"] == "round_started")
    return not any(e.get("seat") == view["seat"] for e in events[start + 1:])


def _token(view: CuriosityView, move: PlaceToken) -> Note:
    label = token_label(move.value)
    params: dict[str, JSON] = {"value": label, "square": [move.col, move.row]}
    route = _squares(view["route_preview"])
    if move.value == ERROR_404:
        return Note("token_404", params)
    if move.value < 0:
        return Note("token_minus_on" if move.square in route else "token_minus", params)
    if move.square in route:
        return Note("token_plus", {**params, "step": route.index(move.square) + 1})
    return Note("token_plus_off", params)


def _card(view: CuriosityView, move: PlayCard) -> Note:
    pile = view["panel"][move.index]
    kind = card_type(move.card)
    params: dict[str, JSON] = {"card": move.card, "position": move.position}
    if pile["complete"]:
        return Note("face_down", {**params, "pile": pile["type"]})
    if kind is None:
        return Note("zero", {**params, "pile": pile["type"]})
    steps = {**params, "count": card_value(move.card), "dir": kind}
    if pile["type"] is None:
        if _fresh_round(view):
            recap = _drive_recap(view)
            code = "after_drive_unplaced" if recap["unplaced"] else "after_drive"
            return Note(code, {**recap, **params})
        return Note("new_pile", steps)
    if len(pile["cards"]) + 1 >= pile["completion"]:
        others = [p for p in view["panel"] if p["position"] != move.position]
        code = "complete_last" if all(p["complete"] for p in others) else "complete_pile"
        return Note(code, {**steps, "pile": kind, "completion": pile["completion"]})
    return Note("same_pile", {**steps, "old": pile["top"]})


def prompt(view: Mapping[str, JSON], action: str) -> Note:
    """What to tell the person about the scripted ``action`` (codes worded by the panel)."""
    move = CuriosityMove.parse(action)
    if isinstance(move, PlaceToken):
        return _token(as_view(view), move)
    assert isinstance(move, PlayCard)
    return _card(as_view(view), move)


def targets(action: str) -> list[str]:
    """Two clicks: the token or card among the person's pieces, then the square or the
    panel position (whose button carries the action)."""
    move = CuriosityMove.parse(action)
    piece = (f"token:{token_label(move.value)}" if isinstance(move, PlaceToken)
             else f"card:{move.card}" if isinstance(move, PlayCard) else "")
    return [f"select:{piece}", f"act:{action}"]


def tip(view: Mapping[str, JSON]) -> Note:
    """Free play: a summary of the drive at the first turn of a round, else what a turn
    is, with the tokens still to place (and the 404's risk in the last round)."""
    v = as_view(view)
    if _fresh_round(v):
        recap = _drive_recap(v)
        return Note("tip_drive_unplaced" if recap["unplaced"] else "tip_drive", recap)
    tokens = [token_value(t) for t in v["my_tokens"] or []]
    negatives = [token_label(t) for t in tokens if t < 0]
    if ERROR_404 in tokens:
        if negatives:
            return Note("tip_404_negatives", {"count": len(negatives), "negatives": negatives})
        return Note("tip_404", {"count": len(tokens)})
    if not tokens:
        return Note("tip_cards", {"round": v["round"], "rounds": ROUNDS})
    params: dict[str, JSON] = {"round": v["round"], "rounds": ROUNDS, "count": len(tokens)}
    if negatives:
        return Note("tip_negatives", {**params, "count": len(negatives),
                                      "negatives": negatives})
    return Note("tip", params)


def ending(view: Mapping[str, JSON]) -> Note:
    v = as_view(view)
    seat = _person(v)
    result = v["result"]
    if result is None:
        raise ValueError("the guide's ending comes once the game is over")
    scores = result["scores"]
    theirs = max(int(s) for i, s in enumerate(scores) if i != seat)
    winners = list(result["winners"])
    outcome = ("out" if seat in v["eliminated"] else
               "won" if winners == [seat] else "tie" if seat in winners else "lost")
    return Note("end", {"mine": int(scores[seat]), "theirs": theirs, "outcome": outcome})
