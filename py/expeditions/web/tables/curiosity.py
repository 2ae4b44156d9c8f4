"""The Curiosity table: the planet grid with the rover, study tokens and the route preview;
the control panel's four piles; your tokens and direction cards.

A move takes two clicks: choose a token (then a square) or a card (then a panel position).
Which squares and positions can be chosen comes from the view's legal actions, read with
the game's action codec. The selection (``TableState.selected``) is ``token:<value>`` or
``card:<card>``: a piece of the viewer's, not an action.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine import JSON
from ...games.curiosity import (
    ERROR_404,
    TYPE_NAMES,
    CuriosityMove,
    PlaceToken,
    PlayCard,
    card_type,
    card_value,
    direction_word,
    token_label,
    token_value,
)
from ..dom import El, classes, h
from ..widgets import TableContext, TableState

Square = tuple[int, int]
ARROWS = {"north": "↑", "south": "↓", "west": "←", "east": "→"}
PLAYER_SYMBOLS = ("♠", "♥", "♦", "♣")


def type_arrow(kind: str) -> str:
    return ARROWS[direction_word(kind)]


def card_label(code: str) -> str:
    kind = card_type(code)
    if kind is not None:
        return f"{TYPE_NAMES[kind]} {card_value(code)}"
    return f"wild {code}"


def token_selection(label: str) -> str:
    """The selection of one of the viewer's tokens (by its label, e.g. ``+2``)."""
    return f"token:{label}"


def card_selection(code: str) -> str:
    """The selection of one of the viewer's cards."""
    return f"card:{code}"


def legal_moves(view: dict[str, JSON]) -> list[CuriosityMove]:
    return [CuriosityMove.parse(a) for a in view["legal"]]


def token_targets(moves: list[CuriosityMove], state: TableState) -> dict[Square, str]:
    """The squares the selected token may go to, with the action for each."""
    return {m.square: str(m) for m in moves if isinstance(m, PlaceToken)
            and token_selection(token_label(m.value)) == state.selected}


def card_targets(moves: list[CuriosityMove], state: TableState) -> dict[int, str]:
    """The panel positions the selected card may go to, with the action for each."""
    return {m.position: str(m) for m in moves if isinstance(m, PlayCard)
            and card_selection(m.card) == state.selected}


def token_chip(owner: int, round_: int, value: str | None, names: list[str]) -> El:
    label = f"{names[owner]}'s round-{round_} token" + (f" ({value})" if value else "")
    return h("span", {"class": classes("cy-token", f"p-{owner}",
                                       value is not None and "is-known"),
                      "role": "img", "aria-label": label},
             h("span", {"aria-hidden": "true"}, value if value is not None else f"R{round_}"))



# ----- the drive, played square by square -----------------------------------------------

def _points(label: str) -> int:
    """Points a revealed token gives its owner (a 404 gives none: it eliminates)."""
    value = token_value(label)
    return 0 if value == ERROR_404 else value


def playback(view: dict[str, JSON]) -> tuple[str, int, str] | None:
    """The drive that just ended planning, to play square by square: frame 0 is the rover
    at its start, frame k its k-th step, the last frame the unplaced tokens. Only while
    nothing of the next round has happened yet (so a resumed game does not replay an old
    drive)."""
    last = view.get("last_round") or {}
    route = last.get("route") or []
    if not route:
        return None
    fresh = view["over"] or (
        int(view["round"]) == int(last["round"]) + 1
        and not any(t["round"] == view["round"] for t in view["tokens"])
        and not any(pile["cards"] for pile in view["panel"]))
    if not fresh:
        return None
    return f"drive:{last['round']}", len(route) + 2, f"Round {last['round']}: the rover drives…"


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


def drive_frame(view: dict[str, JSON], frame: int) -> DriveFrame:
    last = view["last_round"]
    route = [(int(c), int(r)) for c, r in last["route"]]
    step = min(frame, len(route))
    start = (int(last["start"][0]), int(last["start"][1]))
    rover = route[step - 1] if step else start
    prev = (route[step - 2] if step >= 2 else start) if step else rover
    wrapped = abs(rover[0] - prev[0]) > 1 or abs(rover[1] - prev[1]) > 1
    # a token is revealed when the rover first enters its square
    squares = [(int(r["square"][0]), int(r["square"][1])) for r in last["reveals"]]
    reveal_step = {sq: route.index(sq) + 1 for sq in squares}
    leg, total = 0, 0
    for i, item in enumerate(last["legs"]):  # the leg that holds step ``step``
        leg = i
        total += int(item["steps"])
        if step <= total:
            break
    return DriveFrame(step, len(route), rover, wrapped, reveal_step, leg,
                      frame >= len(route) + 1)


def pending_points(view: dict[str, JSON], df: DriveFrame | None) -> list[int]:
    """Points of the last round each player has not been shown yet at this frame (the
    view's scores already hold them)."""
    pending = [0] * len(view["scores"])
    if df is None:
        return pending
    last = view["last_round"]
    for r in last["reveals"]:
        if not df.revealed(tuple(r["square"])):
            pending[r["owner"]] += _points(r["value"])
    if not df.final:
        for u in last["unplaced"]:
            if u["counts"]:
                pending[u["owner"]] += _points(u["value"])
    return pending


def drive_panel(view: dict[str, JSON], df: DriveFrame, names: list[str]) -> El:
    last = view["last_round"]
    legs = []
    for i, item in enumerate(last["legs"]):
        state = "is-done" if i < df.leg or (i == df.leg and df.final) else (
            "is-current" if i == df.leg and df.step else "")
        legs.append(h("li", {"class": classes("cy-leg", state)},
                      h("span", {"aria-hidden": "true"}, type_arrow(item["type"])), " ",
                      f"{TYPE_NAMES[item['type']]}: {item['steps']} "
                      f"{'step' if item['steps'] == 1 else 'steps'} {item['direction']}"))
    found = []
    for r in last["reveals"]:
        if df.revealed(tuple(r["square"])):
            text = (f"{names[r['owner']]}'s 404: eliminated!" if r["value"] == "404" else
                    f"{names[r['owner']]} {r['value']}")
            found.append(h("li", {"class": classes(f"p-{r['owner']}", "cy-found")},
                           h("span", {"class": "cy-badge", "aria-hidden": "true"},
                             PLAYER_SYMBOLS[r["owner"]]), " ", text))
    if df.final:
        for u in last["unplaced"]:
            if u["counts"]:
                found.append(h("li", {"class": "cy-found"},
                               f"{names[u['owner']]}'s unplaced {u['value']} counts "
                               "against them" if u["value"] != "404" else
                               f"{names[u['owner']]}'s unplaced 404: eliminated!"))
    where = f"Step {df.step} of {df.steps}" if df.step else "Ready to drive"
    if df.wrapped:
        where += " · wrapped around the edge"
    return h("section", {"class": "panel cy-drive", "aria-label": "The drive"},
             h("h2", None, f"Round {last['round']}: the rover drives"),
             h("p", {"class": "cy-drive-step", "aria-live": "polite"}, where),
             h("ol", {"class": "cy-legs"}, legs),
             h("ul", {"class": "cy-found-list", "aria-label": "Tokens found"}, found)
             if found else None,
             h("button", {"type": "button", "class": "btn", "data-cmd": "skip"},
               "Skip the drive"))


def _board_tokens(view: dict[str, JSON], df: DriveFrame | None) -> dict[Square, dict[str, JSON]]:
    """The tokens to draw on each square; during the drive, those it reveals as they were
    before it, face up once the rover has reached them."""
    tokens: dict[Square, dict[str, JSON]] = {(t["col"], t["row"]): t for t in view["tokens"]}
    if df is not None:
        for r in view["last_round"]["reveals"]:
            sq = (int(r["square"][0]), int(r["square"][1]))
            shown = df.revealed(sq)
            tokens[sq] = {"owner": r["owner"], "round": r["round"],
                          "value": r["value"] if shown else None, "revealed": shown,
                          "flip": shown and df.reveal_step[sq] == df.step}
    return tokens


def planet(view: dict[str, JSON], names: list[str], targets: dict[Square, str],
           df: DriveFrame | None = None) -> El:
    """The board. During the drive (``df``) it shows the tokens as they were before it, the
    rover on its current square, the squares passed and the steps still to come; tokens
    flip face up as the rover reaches them."""
    size = int(view["board_size"])
    tokens = _board_tokens(view, df)
    if df is None:
        rover = (int(view["rover"][0]), int(view["rover"][1]))
        route = [] if view["over"] else list(view.get("route_preview") or [])
        passed = 0
    else:
        rover = df.rover
        route = list(view["last_round"]["route"])
        passed = df.step
    step_of: dict[Square, int] = {}
    for i, (c, r) in enumerate(route):
        if i >= passed:
            step_of.setdefault((int(c), int(r)), i + 1)
    trail = {(int(c), int(r)) for c, r in route[:passed]}
    rows = [h("tr", None, [
        _square_cell((c, r), tokens.get((c, r)), names, rover, step_of.get((c, r)),
                     (c, r) in trail, df, targets.get((c, r)) if df is None else None)
        for c in range(size)]) for r in range(size)]
    return h("table", {"class": classes("cy-planet", f"size-{size}",
                                        df is not None and "is-driving"),
                       "aria-label": "Planet"},
             h("tbody", None, rows))


def _square_cell(sq: Square, token: dict[str, JSON] | None, names: list[str], rover: Square,
                 step: int | None, on_trail: bool, df: DriveFrame | None,
                 action: str | None) -> El:
    """One square: the rover, a token, the route step to come; a button if ``action``."""
    c, r = sq
    chip = None
    if token:
        chip = token_chip(token["owner"], token["round"], token.get("value"), names)
        if token.get("revealed"):
            chip.attrs["class"] = classes(str(chip.attrs["class"]), "is-revealed",
                                          token.get("flip") and "is-flipping")
    content = [
        h("span", {"class": classes("cy-rover", df is not None and df.step > 0
                                    and "is-moving"), "aria-hidden": "true"}, "◉")
        if sq == rover else None,
        chip,
        h("span", {"class": "cy-step", "aria-hidden": "true"}, str(step))
        if step is not None else None,
    ]
    label = f"square {c + 1},{r + 1}" + (", rover" if sq == rover else "") + (
        f", route step {step}" if step is not None else "")
    cls = classes("cy-square", step is not None and "on-route", on_trail and "on-trail",
                  sq == rover and "has-rover",
                  sq == rover and df is not None and df.wrapped and "wrapped")
    if action is not None:
        return h("td", None, h("button", {
            "type": "button", "class": classes(cls, "is-target"),
            "data-cmd": f"act:{action}", "aria-label": f"Mark {label}"}, content))
    return h("td", None, h("div", {"class": cls, "aria-label": label, "role": "img"},
                           content))


def control_panel(view: dict[str, JSON], targets: dict[int, str]) -> El:
    slots = []
    for pile in view["panel"]:
        pos = pile["position"]
        action = targets.get(int(pos))
        head = (h("span", {"class": "cy-dir"}, ARROWS.get(pile["direction"], "·"), " ",
                  pile["name"]) if pile["type"] else h("span", {"class": "muted"}, "empty"))
        body = [
            head,
            h("span", {"class": "cy-top"}, str(pile["top"])) if pile["type"] else None,
            h("span", {"class": "cy-values"}, " ".join(str(v) for v in pile["values"]))
            if pile["values"] else None,
            h("span", {"class": "cy-progress"},
              "complete" if pile["complete"] else f"{len(pile['values'])}/{pile['completion']}",
              f" · {pile['face_down']} face down" if pile["face_down"] else ""),
        ]
        label = f"Position {pos}: " + (f"{pile['name']} moving {pile['top']} "
                                       f"{pile['direction']}" if pile["type"] else "empty")
        if action is not None:
            slots.append(h("li", None, h("button", {
                "type": "button", "class": "cy-slot is-target", "data-cmd": f"act:{action}",
                "aria-label": f"Play here: {label}"}, body)))
        else:
            slots.append(h("li", {"class": classes("cy-slot", pile["complete"] and
                                                   "is-complete"), "aria-label": label}, body))
    return h("ol", {"class": "cy-panel", "aria-label": "Control panel"}, slots)


def my_pieces(view: dict[str, JSON], state: TableState, moves: list[CuriosityMove]) -> El:
    round_ = int(view["round"])
    supply = view["my_supply"][round_ - 1] if view.get("my_supply") else []
    hand = view.get("hand") or []
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
            "aria-label": f"Token {value} ({supply.count(value)} left)"}, value))
    cards = []
    for code in hand:
        sel = card_selection(code)
        kind = card_type(code)
        cards.append(h("button", {
            "type": "button", "class": classes("cy-card", state.selected == sel and
                                               "is-selected"),
            "data-cmd": f"select:{sel}", "disabled": code not in playable,
            "aria-pressed": "true" if state.selected == sel else "false",
            "aria-label": card_label(code)},
            h("span", {"aria-hidden": "true"}, type_arrow(kind) if kind else "✱"),
            h("span", None, str(card_value(code)) if kind else code)))
    prompt = ""
    if moves:
        if state.selected in {token_selection(v) for v in supply}:
            prompt = "Choose an empty square for your token."
        elif state.selected in {card_selection(c) for c in hand}:
            prompt = "Choose a panel position for your card."
        else:
            prompt = "Mark a study location with a token, or program the rover with a card."
    return h("section", {"class": "cy-mine", "aria-label": "Your pieces"},
             h("p", {"class": "lc-prompt"}, prompt) if prompt else None,
             h("div", {"class": "cy-row"}, h("h3", None, f"Round {round_} tokens"),
               h("div", {"class": "cy-tokens", "role": "group", "aria-label": "Your tokens"},
                 tokens or h("span", {"class": "muted"}, "none left"))),
             h("div", {"class": "cy-row"}, h("h3", None, "Direction cards"),
               h("div", {"class": "cy-cards", "role": "group", "aria-label": "Your cards"},
                 cards or h("span", {"class": "muted"}, "none left"))))


def token_values(tokens: list[JSON]) -> str:
    return " ".join(str(t["value"]) if isinstance(t, dict) else str(t) for t in tokens)


def players(view: dict[str, JSON], names: list[str], df: DriveFrame | None = None) -> El:
    """Score, negatives, cards and tokens of each player; during the drive the scores
    count only the tokens revealed so far."""
    pending = pending_points(view, df)
    items = []
    for seat, name in enumerate(names):
        out = seat in (view.get("eliminated") or [])
        items.append(h(
            "li", {"class": classes("cy-player", f"p-{seat}",
                                    view["current_player"] == seat and "is-turn"),
                   "aria-label": name},
            h("h3", None, h("span", {"class": "cy-badge", "aria-hidden": "true"},
                            PLAYER_SYMBOLS[seat]), " ", name,
              h("span", {"class": "error-text"}, " · eliminated (404)")
              if out and df is None else None),
            h("p", None, f"Score {int(view['scores'][seat]) - pending[seat]}"
              + ("" if df is not None else f" · negatives {view['negative_points'][seat]}")),
            None if df is not None else h(
                "p", {"class": "muted"}, f"{view['hand_sizes'][seat]} cards · tokens left "
                + "/".join(str(n) for n in view["supply_counts"][seat])),
            None if df is not None else h("p", {"class": "cy-collected"}, "Collected: ",
                                          token_values(view["collected"][seat]) or "—"),
            h("p", {"class": "cy-collected"}, "Unplaced: ", token_values(view["unplaced"][seat]))
            if view["unplaced"][seat] and df is None else None,
        ))
    return h("ul", {"class": "cy-players", "aria-label": "Players"}, items)


def round_summary(view: dict[str, JSON], names: list[str]) -> El | None:
    """What the last drive did: its legs and length, and each player's tokens revealed,
    unplaced tokens that counted, and points from that round."""
    last = view.get("last_round") or {}
    if not last.get("route"):
        return None
    legs = ", ".join(f"{type_arrow(leg['type'])} {leg['steps']}" for leg in last["legs"])
    rows = []
    for seat, name in enumerate(names):
        found = [r["value"] for r in last["reveals"] if r["owner"] == seat]
        counted = [u["value"] for u in last["unplaced"] if u["owner"] == seat and u["counts"]]
        total = sum(_points(v) for v in found + counted)
        rows.append(h("tr", {"class": f"p-{seat}"},
                      h("th", {"scope": "row"}, name),
                      h("td", None, " ".join(found) or "—"),
                      h("td", None, " ".join(counted) or "—"),
                      h("td", None, f"{total:+d}")))
    return h("section", {"class": "panel cy-summary", "aria-label": "Round summary"},
             h("h2", None, f"Round {last['round']} summary"),
             h("p", None, f"The rover drove {len(last['route'])} squares ({legs})."),
             h("table", {"class": "cy-summary-table"},
               h("thead", None, h("tr", None, h("th", {"scope": "col"}, "Player"),
                                  h("th", {"scope": "col"}, "Revealed"),
                                  h("th", {"scope": "col"}, "Unplaced, counted"),
                                  h("th", {"scope": "col"}, "Points"))),
               h("tbody", None, rows)))


def render(ctx: TableContext) -> El:
    view, names, state = ctx.view, ctx.names, ctx.state
    if state.playback is not None and view["seat"] is None and playback(view):
        df = drive_frame(view, state.playback.frame)
        return h(
            "section", {"class": "table cy-table", "aria-label": "Table"},
            h("div", {"class": "cy-layout"},
              h("div", None, planet(view, names, {}, df),
                h("p", {"class": "muted cy-legend"}, "◉ rover · numbers: the steps to come")),
              drive_panel(view, df, names)),
            players(view, names, df),
        )
    moves = legal_moves(view)
    return h(
        "section", {"class": "table cy-table", "aria-label": "Table"},
        h("p", {"class": "cu-phase"}, f"Round {view['round']} of {view['rounds']} · "
          f"pile complete at {view['completion']} cards"),
        h("div", {"class": "cy-layout"},
          h("div", None, planet(view, names, token_targets(moves, state)),
            h("p", {"class": "muted cy-legend"},
              "◉ rover" if view["over"] else
              "◉ rover · numbers: the route if planning stopped now")),
          h("div", {"class": "cy-side"}, control_panel(view, card_targets(moves, state)),
            my_pieces(view, state, moves) if view["seat"] is not None else None)),
        players(view, names),
        round_summary(view, names),
    )
