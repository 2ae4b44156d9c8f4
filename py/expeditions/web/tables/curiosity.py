"""The Curiosity table: the planet grid with the rover, study tokens and the route preview;
the control panel's four piles; your tokens and direction cards; and the log's wording of
every event the game records (:func:`describe_event`).

A move takes two clicks: choose a token (then a square) or a card (then a panel position).
Which squares and positions can be chosen comes from the view's legal actions, read with
the game's action codec. The selection (``TableState.selected``) is ``token:<value>`` or
``card:<card>``: a piece of the viewer's, not an action.

Every word comes from the current catalogue (``ctx.w``, ids ``curiosity.…``). Squares are
named the same way on the board and in the log: a column letter from the west (A…) and a
row number from the north (1…), e.g. ``C3``. The element functions (:func:`planet`,
:func:`control_panel`, :func:`players`, :func:`round_summary`) draw from a view alone, so
the rules' figures (``expeditions.web.rules.curiosity``) draw with them too: they take a
view as the game gives it (``Mapping[str, JSON]``) and read it through its type
(:class:`~expeditions.games.curiosity.CuriosityView`), as :func:`render` does.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TypedDict

from ...coach.memory_curiosity import Reveal, RouteReveals, route_reveals
from ...engine import JSON
from ...games.curiosity import (
    ERROR_404,
    CuriosityMove,
    CuriosityView,
    KeptToken,
    PileView,
    PlaceToken,
    PlayCard,
    as_view,
    card_type,
    card_value,
    direction_word,
    token_label,
    token_value,
)
from ..dom import El, classes, h
from ..i18n import Phrase, Words
from ..widgets import TableContext, TableState

Square = tuple[int, int]
ARROWS = {"north": "↑", "south": "↓", "west": "←", "east": "→"}
PLAYER_SYMBOLS = ("♠", "♥", "♦", "♣")
#: The visible face of the wild 0-card (it has no direction).
ZERO_SYMBOL = "✱"


def type_arrow(kind: str) -> str:
    return ARROWS[direction_word(kind)]


# ----- names of things ------------------------------------------------------------------

def column_letter(col: int) -> str:
    return chr(ord("A") + col)


def square_name(square: Sequence[int]) -> str:
    """``C3``: the column letter (A in the west) and the row number (1 in the north), as
    the board's edges show them."""
    return f"{column_letter(int(square[0]))}{int(square[1]) + 1}"


def pile_name(kind: str, w: Words) -> str:
    """The name of a direction (card type): ``North Pole`` / ``Polo Norte``."""
    return w(f"curiosity.type.{kind}")


def card_label(code: str, w: Words) -> str:
    """A card as its button and the log name it: ``North Pole 3``, ``Wild 0-card``."""
    kind = card_type(code)
    if kind is None:
        return w("curiosity.card.zero")
    return w("curiosity.card.typed", pile=pile_name(kind, w), value=card_value(code))


def leg_text(kind: str, steps: int, w: Words) -> str:
    """``North Pole: 3 steps north``."""
    return w("curiosity.leg", pile=pile_name(kind, w), count=steps,
             direction=w(f"curiosity.direction.{kind}"))


def token_selection(label: str) -> str:
    """The selection of one of the viewer's tokens (by its label, e.g. ``+2``)."""
    return f"token:{label}"


def card_selection(code: str) -> str:
    """The selection of one of the viewer's cards."""
    return f"card:{code}"


def legal_moves(view: CuriosityView) -> list[CuriosityMove]:
    return [CuriosityMove.parse(a) for a in view["legal"]]


def token_targets(moves: list[CuriosityMove], state: TableState) -> dict[Square, str]:
    """The squares the selected token may go to, with the action for each."""
    return {m.square: str(m) for m in moves if isinstance(m, PlaceToken)
            and token_selection(token_label(m.value)) == state.selected}


def card_targets(moves: list[CuriosityMove], state: TableState) -> dict[int, str]:
    """The panel positions the selected card may go to, with the action for each."""
    return {m.position: str(m) for m in moves if isinstance(m, PlayCard)
            and card_selection(m.card) == state.selected}


def token_chip(owner: int, round_: int, value: str | None, names: list[str], w: Words) -> El:
    label = (w("curiosity.token.known", name=names[owner], round=round_, value=value)
             if value is not None else
             w("curiosity.token.hidden", name=names[owner], round=round_))
    return h("span", {"class": classes("cy-token", f"p-{owner}",
                                       value is not None and "is-known"),
                      "role": "img", "aria-label": label},
             h("span", {"aria-hidden": "true"},
               value if value is not None else w("curiosity.token.back", round=round_)))


# ----- the log --------------------------------------------------------------------------

def _points_word(w: Words, scores: list[int], seat: int) -> str:
    return w("curiosity.points", count=int(scores[seat]))


def _describe_card(e: dict[str, JSON], names: list[str], w: Words) -> str:
    who, position = names[e["seat"]], e["position"]
    pile = pile_name(e["pile"], w)
    if not e["face_up"]:
        return w("curiosity.log.card_face_down", name=who, pile=pile, position=position)
    if card_type(e["card"]) is None:
        text = w("curiosity.log.zero_played", name=who, pile=pile, position=position)
    else:
        text = w("curiosity.log.card_played", name=who, card=card_label(e["card"], w),
                 position=position)
    if e["completes"]:
        text += " " + w("curiosity.log.pile_complete", pile=pile)
    return text


def _describe_drive(e: dict[str, JSON], names: list[str], w: Words) -> str:
    route = e["route"]
    if not route:
        return w("curiosity.log.drive_none", square=square_name(e["start"]))
    return w("curiosity.log.drive", count=len(route), start=square_name(e["start"]),
             end=square_name(route[-1]))


def _describe_reveal(e: dict[str, JSON], names: list[str], w: Words) -> str:
    who, where = names[e["owner"]], square_name(e["square"])
    if e["value"] == ERROR_404:
        return w("curiosity.log.revealed_404", name=who, square=where)
    return w("curiosity.log.revealed", name=who, square=where,
             value=token_label(int(e["value"])))


def _describe_unplaced(e: dict[str, JSON], names: list[str], w: Words) -> str:
    key = "curiosity.log.unplaced_counts" if e["counts"] else "curiosity.log.unplaced_discarded"
    return w(key, name=names[e["owner"]], value=token_label(int(e["value"])))


def _describe_game_over(e: dict[str, JSON], names: list[str], w: Words) -> str:
    winners, scores = list(e["winners"]), list(e["scores"])
    if not winners:
        return w("curiosity.log.nobody_wins")
    if len(winners) == 1:
        return w("curiosity.log.wins", name=names[winners[0]],
                 points=_points_word(w, scores, winners[0]))
    return w("curiosity.log.draw", names=w.join([names[p] for p in winners]),
             points=_points_word(w, scores, winners[0]))


def describe_event(event: dict[str, JSON], names: list[str], w: Words) -> str:
    """One public event in words (never a hidden token value or card). A seat's own
    action starts with its name."""
    kind = event["type"]
    if kind == "round_started":
        return w("curiosity.log.round_started", round=event["round"],
                 name=names[event["start_player"]])
    if kind == "token_placed":
        return w("curiosity.log.token_placed", name=names[event["seat"]],
                 round=event["round"], square=square_name(event["square"]))
    if kind == "card_played":
        return _describe_card(event, names, w)
    if kind == "skipped":
        return w("curiosity.log.skipped", name=names[event["seat"]])
    if kind == "drive":
        return _describe_drive(event, names, w)
    if kind == "revealed":
        return _describe_reveal(event, names, w)
    if kind == "unplaced":
        return _describe_unplaced(event, names, w)
    if kind == "game_over":
        return _describe_game_over(event, names, w)
    return w("log.generic", type=str(kind))


# ----- the drive, played square by square -----------------------------------------------

def _points(label: str) -> int:
    """Points a revealed token gives its owner (a 404 gives none: it eliminates)."""
    value = token_value(label)
    return 0 if value == ERROR_404 else value


def playback(view: Mapping[str, JSON]) -> tuple[str, int, Phrase] | None:
    """The drive that just ended planning, to play square by square: frame 0 is the rover
    at its start, frame k its k-th step, the last frame the unplaced tokens. Only while
    nothing of the next round has happened yet (so a resumed game does not replay an old
    drive)."""
    v = as_view(view)
    last = v["last_round"]
    route = last["route"]
    if not route:
        return None
    fresh = v["over"] or (
        v["round"] == last["round"] + 1
        and not any(t["round"] == v["round"] for t in v["tokens"])
        and not any(pile["cards"] for pile in v["panel"]))
    if not fresh:
        return None
    return (f"drive:{last['round']}", len(route) + 2,
            Phrase("curiosity.drive.status", {"round": last["round"]}))


@dataclass
class DriveFrame:
    """What one frame of the drive shows, from the public view."""

    step: int  # squares driven so far
    steps: int
    rover: Square
    wrapped: bool  # the last step crossed an edge
    reveal_step: dict[Square, int]  # square of each token the drive reveals -> its step
    leg: int  # index of the leg being driven
    final: bool  # the last frame: unplaced tokens are counted

    def revealed(self, square: Square) -> bool:
        return self.reveal_step.get(square, self.steps + 1) <= self.step


def drive_frame(view: CuriosityView, frame: int) -> DriveFrame:
    last = view["last_round"]
    route = [(c, r) for c, r in last["route"]]
    step = min(frame, len(route))
    start = (last["start"][0], last["start"][1])
    rover = route[step - 1] if step else start
    prev = (route[step - 2] if step >= 2 else start) if step else rover
    wrapped = abs(rover[0] - prev[0]) > 1 or abs(rover[1] - prev[1]) > 1
    # a token is revealed when the rover first enters its square
    squares = [(r["square"][0], r["square"][1]) for r in last["reveals"]]
    reveal_step = {sq: route.index(sq) + 1 for sq in squares}
    leg, total = 0, 0
    for i, item in enumerate(last["legs"]):  # the leg that holds step ``step``
        leg = i
        total += item["steps"]
        if step <= total:
            break
    return DriveFrame(step, len(route), rover, wrapped, reveal_step, leg,
                      frame >= len(route) + 1)


def pending_points(view: CuriosityView, df: DriveFrame | None) -> list[int]:
    """Points of the last round each player has not been shown yet at this frame (the
    view's scores already hold them)."""
    pending = [0] * len(view["scores"])
    if df is None:
        return pending
    last = view["last_round"]
    for r in last["reveals"]:
        if not df.revealed((r["square"][0], r["square"][1])):
            pending[r["owner"]] += _points(r["value"])
    if not df.final:
        for u in last["unplaced"]:
            if u["counts"]:
                pending[u["owner"]] += _points(u["value"])
    return pending


def _found_items(view: CuriosityView, df: DriveFrame, names: list[str], w: Words) -> list[El]:
    last = view["last_round"]
    found = []
    for r in last["reveals"]:
        if df.revealed((r["square"][0], r["square"][1])):
            name = names[r["owner"]]
            text = (w("curiosity.drive.found_404", name=name) if r["value"] == "404" else
                    w("curiosity.drive.found", name=name, value=r["value"]))
            found.append(h("li", {"class": classes(f"p-{r['owner']}", "cy-found")},
                           h("span", {"class": "cy-badge", "aria-hidden": "true"},
                             PLAYER_SYMBOLS[r["owner"]]), " ", text))
    if df.final:
        for u in last["unplaced"]:
            if u["counts"]:
                name = names[u["owner"]]
                found.append(h("li", {"class": "cy-found"},
                               w("curiosity.drive.unplaced_404", name=name)
                               if u["value"] == "404" else
                               w("curiosity.drive.unplaced", name=name, value=u["value"])))
    return found


def drive_panel(view: CuriosityView, df: DriveFrame, names: list[str], w: Words) -> El:
    last = view["last_round"]
    legs = []
    for i, item in enumerate(last["legs"]):
        state = "is-done" if i < df.leg or (i == df.leg and df.final) else (
            "is-current" if i == df.leg and df.step else "")
        legs.append(h("li", {"class": classes("cy-leg", state)},
                      h("span", {"aria-hidden": "true"}, type_arrow(item["type"])), " ",
                      leg_text(item["type"], item["steps"], w)))
    found = _found_items(view, df, names, w)
    where = (w("curiosity.drive.step", step=df.step, steps=df.steps) if df.step
             else w("curiosity.drive.ready"))
    if df.wrapped:
        where += " · " + w("curiosity.drive.wrapped")
    return h("section", {"class": "panel cy-drive", "aria-label": w("curiosity.drive.label")},
             h("h2", None, w("curiosity.drive.title", round=last["round"])),
             h("p", {"class": "cy-drive-step", "aria-live": "polite"}, where),
             h("ol", {"class": "cy-legs"}, legs),
             h("ul", {"class": "cy-found-list", "aria-label": w("curiosity.drive.found_label")},
               found) if found else None,
             h("button", {"type": "button", "class": "btn", "data-cmd": "skip"},
               w("curiosity.drive.skip")))


# ----- the planet -----------------------------------------------------------------------

class BoardToken(TypedDict):
    """A token as a square draws it: during the drive, ``revealed`` once the rover has
    turned it face up (``flip``: on this very step)."""

    owner: int
    round: int
    value: str | None
    revealed: bool
    flip: bool


def _board_tokens(view: CuriosityView, df: DriveFrame | None) -> dict[Square, BoardToken]:
    """The tokens to draw on each square; during the drive, those it reveals as they were
    before it, face up once the rover has reached them."""
    tokens: dict[Square, BoardToken] = {
        (t["col"], t["row"]): {"owner": t["owner"], "round": t["round"], "value": t["value"],
                               "revealed": False, "flip": False}
        for t in view["tokens"]}
    if df is not None:
        for r in view["last_round"]["reveals"]:
            sq = (r["square"][0], r["square"][1])
            shown = df.revealed(sq)
            tokens[sq] = {"owner": r["owner"], "round": r["round"],
                          "value": r["value"] if shown else None, "revealed": shown,
                          "flip": shown and df.reveal_step[sq] == df.step}
    return tokens


def planet(view: Mapping[str, JSON], names: list[str], targets: dict[Square, str], w: Words,
           df: DriveFrame | None = None, reveals: Sequence[Reveal] = ()) -> El:
    """The board, with the column letters along the top and the row numbers down the
    side. During the drive (``df``) it shows the tokens as they were before it, the rover
    on its current square, the squares passed and the steps still to come; tokens flip
    face up as the rover reaches them. Before it, each token the route preview would
    reveal (``reveals``) carries its owner's symbol in a corner."""
    v = as_view(view)
    size = v["board_size"]
    tokens = _board_tokens(v, df)
    if df is None:
        rover = (v["rover"][0], v["rover"][1])
        route = [] if v["over"] else list(v["route_preview"])
        passed = 0
    else:
        rover = df.rover
        route = list(v["last_round"]["route"])
        passed = df.step
    step_of: dict[Square, int] = {}
    for i, (c, r) in enumerate(route):
        if i >= passed:
            step_of.setdefault((c, r), i + 1)
    trail = {(c, r) for c, r in route[:passed]}
    marked = {r.square: r for r in reveals} if df is None else {}
    head = h("tr", None, h("td", {"class": "cy-corner"}),
             [h("th", {"scope": "col", "class": "cy-coord"}, column_letter(c))
              for c in range(size)])
    rows = [h("tr", None, h("th", {"scope": "row", "class": "cy-coord"}, str(r + 1)), [
        _square_cell((c, r), tokens.get((c, r)), names, rover, step_of.get((c, r)),
                     (c, r) in trail, df, targets.get((c, r)) if df is None else None, w,
                     marked.get((c, r)))
        for c in range(size)]) for r in range(size)]
    return h("table", {"class": classes("cy-planet", f"size-{size}",
                                        df is not None and "is-driving"),
                       "aria-label": w("curiosity.planet")},
             h("thead", None, head), h("tbody", None, rows))


def _square_label(sq: Square, rover: bool, step: int | None, w: Words,
                  reveal: str | None = None) -> str:
    parts = [w("curiosity.square", square=square_name(sq))]
    if rover:
        parts.append(w("curiosity.square.rover"))
    if step is not None:
        parts.append(w("curiosity.square.step", step=step))
    if reveal is not None:
        parts.append(reveal)
    return ", ".join(parts)


def _reveal_words(reveal: Reveal, names: list[str], w: Words) -> str:
    """What a square's name adds when the route would reveal its token: whose it is, and
    its value if it is the viewer's own."""
    if reveal.value is not None:
        return w("curiosity.square.reveal_mine", value=token_label(reveal.value))
    return w("curiosity.square.reveal", name=names[reveal.owner])


def _square_cell(sq: Square, token: BoardToken | None, names: list[str], rover: Square,
                 step: int | None, on_trail: bool, df: DriveFrame | None,
                 action: str | None, w: Words, reveal: Reveal | None = None) -> El:
    """One square: the rover, a token, the route step to come, the mark of a token the
    route would reveal; a button if ``action``."""
    chip = None
    if token:
        chip = token_chip(token["owner"], token["round"], token["value"], names, w)
        if token["revealed"]:
            chip.attrs["class"] = classes(str(chip.attrs["class"]), "is-revealed",
                                          token["flip"] and "is-flipping")
    content = [
        h("span", {"class": classes("cy-rover", df is not None and df.step > 0
                                    and "is-moving"), "aria-hidden": "true"}, "◉")
        if sq == rover else None,
        chip,
        h("span", {"class": "cy-step", "aria-hidden": "true"}, str(step))
        if step is not None else None,
        h("span", {"class": f"cy-reveal-mark p-{reveal.owner}", "aria-hidden": "true"},
          PLAYER_SYMBOLS[reveal.owner]) if reveal is not None else None,
    ]
    label = _square_label(sq, sq == rover, step, w,
                          _reveal_words(reveal, names, w) if reveal is not None else None)
    cls = classes("cy-square", step is not None and "on-route", on_trail and "on-trail",
                  reveal is not None and "will-reveal",
                  sq == rover and "has-rover",
                  sq == rover and df is not None and df.wrapped and "wrapped")
    if action is not None:
        return h("td", None, h("button", {
            "type": "button", "class": classes(cls, "is-target"),
            "data-cmd": f"act:{action}", "aria-label": w("curiosity.square.mark", label=label)},
            content))
    return h("td", None, h("div", {"class": cls, "aria-label": label, "role": "img"},
                           content))


# ----- the memory aid: what the route preview would reveal -------------------------------

def _owners_words(aid: RouteReveals, names: list[str], w: Words) -> str:
    """``2 of yours (+3, -1) and 1 of Ana's``: the viewer's first, then by seat."""
    parts = []
    if aid.mine:
        values = w("list.separator").join(token_label(int(r.value)) for r in aid.mine
                                          if r.value is not None)
        parts.append(w("curiosity.reveals.mine", count=len(aid.mine), values=values))
    parts += [w("curiosity.reveals.theirs", count=aid.count(owner), name=names[owner])
              for owner in aid.owners if owner != aid.seat]
    return w.join(parts)


def _reveal_item(reveal: Reveal, names: list[str], w: Words) -> El:
    where = {"square": square_name(reveal.square), "step": reveal.step, "round": reveal.round}
    text = (w("curiosity.reveals.item_mine", value=token_label(reveal.value), **where)
            if reveal.value is not None else
            w("curiosity.reveals.item", name=names[reveal.owner], **where))
    return h("li", {"class": f"p-{reveal.owner}"},
             h("span", {"class": "cy-badge", "aria-hidden": "true"},
               PLAYER_SYMBOLS[reveal.owner]), " ", text)


def route_aid(aid: RouteReveals, names: list[str], w: Words) -> El | None:
    """The tokens the route preview would reveal: a one-line count by owner (with the
    values of the viewer's own), square by square on demand, and a warning when the
    viewer's own 404 is on the route. Nothing while no pile moves the rover."""
    if not aid.route_length:
        return None
    if not aid.reveals:
        return h("p", {"class": "muted cy-reveals"}, w("curiosity.reveals.none"))
    summary = w("curiosity.reveals.summary", count=len(aid.reveals),
                owners=_owners_words(aid, names, w))
    return h("div", {"class": "cy-reveals"},
             h("p", {"class": "cy-reveal-warning"}, w("curiosity.reveals.warn_404"))
             if aid.my_404 else None,
             h("details", {"id": "cy-reveals"},
               h("summary", None, summary),
               h("ol", {"class": "cy-reveal-list", "aria-label": w("curiosity.reveals.label")},
                 [_reveal_item(r, names, w) for r in aid.reveals])))


# ----- the control panel, your pieces, the players --------------------------------------

def _pile_words(pile: PileView, w: Words, empty: str, full: str) -> str:
    """A position in words: ``empty``'s message, or ``full``'s with the pile and what it does."""
    if not pile["type"]:
        return w(empty, position=pile["position"])
    return w(full, position=pile["position"], pile=pile_name(pile["type"], w),
             count=pile["top"], direction=w(f"curiosity.direction.{pile['type']}"))


def _slot_label(pile: PileView, w: Words) -> str:
    return _pile_words(pile, w, "curiosity.panel.slot_empty", "curiosity.panel.slot")


def _play_label(pile: PileView, w: Words) -> str:
    """A position's button: where the card goes, and what that pile does."""
    return _pile_words(pile, w, "curiosity.panel.play_empty", "curiosity.panel.play_pile")


def control_panel(view: Mapping[str, JSON], targets: dict[int, str], w: Words) -> El:
    slots = []
    for pile in as_view(view)["panel"]:
        pos = pile["position"]
        action = targets.get(pos)
        kind = pile["type"]
        head = (h("span", {"class": "cy-dir"}, type_arrow(kind), "\u00a0", pile_name(kind, w))
                if kind else h("span", {"class": "muted"}, w("curiosity.panel.empty")))
        progress = (w("curiosity.panel.complete") if pile["complete"] else
                    w("curiosity.panel.progress", cards=len(pile["values"]),
                      completion=pile["completion"]))
        body = [
            head,
            h("span", {"class": "cy-top"}, str(pile["top"])) if kind else None,
            h("span", {"class": "cy-values"}, " ".join(str(v) for v in pile["values"]))
            if pile["values"] else None,
            h("span", {"class": "cy-progress"}, progress,
              " · " + w("curiosity.panel.face_down", count=pile["face_down"])
              if pile["face_down"] else ""),
        ]
        label = _slot_label(pile, w)
        if action is not None:
            slots.append(h("li", None, h("button", {
                "type": "button", "class": "cy-slot is-target", "data-cmd": f"act:{action}",
                "aria-label": _play_label(pile, w)}, body)))
        else:
            slots.append(h("li", {"class": classes("cy-slot", pile["complete"] and
                                                   "is-complete"), "aria-label": label}, body))
    return h("ol", {"class": "cy-panel", "aria-label": w("curiosity.panel.label")}, slots)


def card_face(code: str) -> list[El]:
    """The inside of a direction card: its arrow and value (the 0-card: ✱ 0)."""
    kind = card_type(code)
    return [h("span", {"aria-hidden": "true"}, type_arrow(kind) if kind else ZERO_SYMBOL),
            h("span", None, str(card_value(code)))]


def _prompt(view: CuriosityView, state: TableState, moves: list[CuriosityMove],
            supply: list[str], w: Words) -> str | None:
    if not moves:
        return None
    if state.selected in {token_selection(v) for v in supply}:
        return w("curiosity.prompt.square")
    if state.selected in {card_selection(c) for c in view["hand"] or []}:
        return w("curiosity.prompt.position")
    return w("curiosity.prompt.choose")


def my_pieces(view: CuriosityView, state: TableState, moves: list[CuriosityMove],
              w: Words) -> El:
    round_ = view["round"]
    my_supply = view["my_supply"]
    supply = my_supply[round_ - 1] if my_supply else []
    hand = view["hand"] or []
    can_token = any(isinstance(m, PlaceToken) for m in moves)
    playable = {m.card for m in moves if isinstance(m, PlayCard)}
    tokens = []
    for value in dict.fromkeys(supply):  # one button per distinct value
        sel = token_selection(value)
        tokens.append(h("button", {
            "type": "button", "class": classes("cy-token", "is-known", "is-mine",
                                               state.selected == sel and "is-selected"),
            "data-cmd": f"select:{sel}", "disabled": not can_token,
            "aria-pressed": "true" if state.selected == sel else "false",
            "aria-label": w("curiosity.mine.token", value=value, count=supply.count(value))},
            value))
    cards = []
    for code in hand:
        sel = card_selection(code)
        cards.append(h("button", {
            "type": "button", "class": classes("cy-card", state.selected == sel and
                                               "is-selected"),
            "data-cmd": f"select:{sel}", "disabled": code not in playable,
            "aria-pressed": "true" if state.selected == sel else "false",
            "aria-label": card_label(code, w)}, card_face(code)))
    prompt = _prompt(view, state, moves, supply, w)
    none_left = h("span", {"class": "muted"}, w("curiosity.mine.none_left"))
    # a game dealt by nobody: cards whose share comes with the friend's next link
    incoming = view.get("incoming")
    on_way = h("span", {"class": "muted cy-incoming"}, w("curiosity.mine.incoming", n=incoming)
               ) if isinstance(incoming, int) and incoming else None
    return h("section", {"class": "cy-mine", "aria-label": w("curiosity.mine.label")},
             h("h2", {"class": "visually-hidden"}, w("curiosity.mine.label")),
             h("p", {"class": "cy-prompt"}, prompt) if prompt else None,
             h("div", {"class": "cy-row"},
               h("h3", None, w("curiosity.mine.tokens_title", round=round_)),
               h("div", {"class": "cy-tokens", "role": "group",
                         "aria-label": w("curiosity.mine.tokens")}, tokens or none_left)),
             h("div", {"class": "cy-row"}, h("h3", None, w("curiosity.mine.cards_title")),
               h("div", {"class": "cy-cards", "role": "group",
                         "aria-label": w("curiosity.mine.cards")},
                 cards or on_way or none_left,
                 on_way if cards else None)))


def token_values(tokens: list[KeptToken]) -> str:
    return " ".join(t["value"] for t in tokens)


def players(view: Mapping[str, JSON], names: list[str], w: Words,
            df: DriveFrame | None = None) -> El:
    """Score, negatives, cards and tokens of each player; during the drive the scores
    count only the tokens revealed so far."""
    v = as_view(view)
    pending = pending_points(v, df)
    items = []
    for seat, name in enumerate(names):
        out = seat in v["eliminated"]
        score = w("curiosity.player.score", score=v["scores"][seat] - pending[seat])
        if df is None:
            score += " · " + w("curiosity.player.negatives",
                               negatives=v["negative_points"][seat])
        left = w.join([w("curiosity.player.tokens_round", count=n, round=r)
                       for r, n in enumerate(v["supply_counts"][seat], 1)])
        items.append(h(
            "li", {"class": classes("cy-player", f"p-{seat}",
                                    v["current_player"] == seat and "is-turn"),
                   "aria-label": name},
            h("h3", None, h("span", {"class": "cy-badge", "aria-hidden": "true"},
                            PLAYER_SYMBOLS[seat]), " ", name,
              h("span", {"class": "error-text"}, " · ", w("curiosity.player.eliminated"))
              if out and df is None else None),
            h("p", None, score),
            None if df is not None else h(
                "p", {"class": "muted"},
                w("curiosity.player.cards", count=v["hand_sizes"][seat]), " · ",
                w("curiosity.player.tokens_left", per_round=left)),
            None if df is not None else h(
                "p", {"class": "cy-collected"}, w("curiosity.player.collected"), " ",
                token_values(v["collected"][seat]) or "—"),
            h("p", {"class": "cy-collected"}, w("curiosity.player.unplaced"), " ",
              token_values(v["unplaced"][seat]))
            if v["unplaced"][seat] and df is None else None,
        ))
    return h("ul", {"class": "cy-players", "aria-label": w("curiosity.players")}, items)


def round_points(view: Mapping[str, JSON], seat: int) -> int:
    """The points ``seat`` scored in the last drive's round: its tokens the rover
    revealed, and its unplaced tokens that counted."""
    last = as_view(view)["last_round"]
    found = [r["value"] for r in last["reveals"] if r["owner"] == seat]
    counted = [u["value"] for u in last["unplaced"] if u["owner"] == seat and u["counts"]]
    return sum(_points(v) for v in found + counted)


def round_summary(view: Mapping[str, JSON], names: list[str], w: Words) -> El | None:
    """What the last drive did: its legs and length, and each player's tokens revealed,
    unplaced tokens that counted, and points from that round."""
    last = as_view(view)["last_round"]
    if not last["route"]:
        return None
    legs = ", ".join(f"{type_arrow(leg['type'])} {leg['steps']}" for leg in last["legs"])
    rows = []
    for seat, name in enumerate(names):
        found = [r["value"] for r in last["reveals"] if r["owner"] == seat]
        counted = [u["value"] for u in last["unplaced"] if u["owner"] == seat and u["counts"]]
        rows.append(h("tr", {"class": f"p-{seat}"},
                      h("th", {"scope": "row"}, name),
                      h("td", None, " ".join(found) or "—"),
                      h("td", None, " ".join(counted) or "—"),
                      h("td", None, f"{round_points(view, seat):+d}")))
    return h("section", {"class": "panel cy-summary", "aria-label": w("curiosity.summary.label")},
             h("h2", None, w("curiosity.summary.title", round=last["round"])),
             h("p", None, w("curiosity.summary.drove", count=len(last["route"]), legs=legs)),
             h("table", {"class": "cy-summary-table"},
               h("thead", None, h("tr", None,
                                  h("th", {"scope": "col"}, w("curiosity.summary.player")),
                                  h("th", {"scope": "col"}, w("curiosity.summary.revealed")),
                                  h("th", {"scope": "col"}, w("curiosity.summary.unplaced")),
                                  h("th", {"scope": "col"}, w("curiosity.summary.points")))),
               h("tbody", None, rows)))


def render(ctx: TableContext) -> El:
    view, names, state, w = as_view(ctx.view), ctx.names, ctx.state, ctx.w
    if state.playback is not None and view["seat"] is None and playback(view):
        df = drive_frame(view, state.playback.frame)
        return h(
            "section", {"class": "table cy-table", "aria-label": w("curiosity.table")},
            h("div", {"class": "cy-layout"},
              h("div", None, planet(view, names, {}, w, df),
                h("p", {"class": "muted cy-legend"}, w("curiosity.legend.drive"))),
              drive_panel(view, df, names, w)),
            h("h2", {"class": "visually-hidden"}, w("curiosity.players")),
            players(view, names, w, df),
        )
    moves = legal_moves(view)
    aid = route_reveals(view)
    legend = w("curiosity.legend.over") if view["over"] else w("curiosity.legend.preview")
    if aid.reveals:
        legend += " · " + w("curiosity.legend.reveal",
                            symbols="".join(PLAYER_SYMBOLS[:len(names)]))
    return h(
        "section", {"class": "table cy-table", "aria-label": w("curiosity.table")},
        h("p", {"class": "cy-phase"},
          w("curiosity.phase", round=view["round"], rounds=view["rounds"],
            completion=view["completion"])),
        # a game dealt by nobody: the drive waits for both devices' tokens
        h("p", {"class": "cy-resolving", "role": "status"}, w("curiosity.resolving"))
        if view.get("resolving") else None,
        h("div", {"class": "cy-layout"},
          h("div", {"class": "cy-board"},
            planet(view, names, token_targets(moves, state), w, reveals=aid.reveals),
            h("p", {"class": "muted cy-legend"}, legend),
            route_aid(aid, names, w)),
          h("div", {"class": "cy-side"}, control_panel(view, card_targets(moves, state), w),
            my_pieces(view, state, moves, w) if view["seat"] is not None else None)),
        h("h2", {"class": "visually-hidden"}, w("curiosity.players")),
        players(view, names, w),
        round_summary(view, names, w),
    )
