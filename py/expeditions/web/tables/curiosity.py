"""The Curiosity table: the planet grid with the rover, study tokens and the route preview;
the control panel's four piles; your tokens and direction cards.

A move takes two clicks: choose a token (then a square) or a card (then a panel position).
Which squares and positions can be chosen comes from the view's legal actions.
"""

from __future__ import annotations

from ...engine import JSON
from ...session import Session
from ..dom import El, classes, h
from ..screens import TableState

ARROWS = {"north": "↑", "south": "↓", "west": "←", "east": "→"}
TYPE_NAMES = {"N": "North Pole", "S": "South Pole", "O": "Mount Olympus", "G": "Gale Crater"}
TYPE_ARROWS = {"N": "↑", "S": "↓", "O": "←", "G": "→"}
PLAYER_SYMBOLS = ("♠", "♥", "♦", "♣")


def card_label(code: str) -> str:
    if code[0] in TYPE_NAMES:
        return f"{TYPE_NAMES[code[0]]} {code[1:]}"
    return f"wild {code}"


def token_chip(owner: int, round_: int, value: str | None, names: list[str]) -> El:
    label = f"{names[owner]}'s round-{round_} token" + (f" ({value})" if value else "")
    return h("span", {"class": classes("cy-token", f"p-{owner}",
                                       value is not None and "is-known"),
                      "role": "img", "aria-label": label},
             h("span", {"aria-hidden": "true"}, value if value is not None else f"R{round_}"))


#: The last drive is replayed square by square once (CSS classes drive-1 … drive-24).
MAX_DRIVE_STEP = 24


def new_drive(view: dict[str, JSON], state: TableState) -> dict[tuple[int, ...], int]:
    """Squares of the rover's latest drive with their step numbers, the first time the
    table shows that drive (the animation then plays once, not on every redraw)."""
    route = (view.get("last_round") or {}).get("route") or []
    key = f"drive:{view['round']}:{view['over']}:{route}"
    if not route or key in state.shown:
        return {}
    state.shown.add(key)
    steps: dict[tuple[int, ...], int] = {}
    for i, sq in enumerate(route):
        steps[tuple(sq)] = i + 1
    return steps


def planet(view: dict[str, JSON], names: list[str], state: TableState, legal: set[str]) -> El:
    size = int(view["board_size"])
    rover = tuple(view["rover"])
    tokens = {(t["col"], t["row"]): t for t in view["tokens"]}
    preview = [] if view["over"] else [tuple(sq) for sq in view.get("route_preview") or []]
    step_of: dict[tuple[int, ...], int] = {}
    for i, sq in enumerate(preview):
        step_of.setdefault(sq, i + 1)
    drive = new_drive(view, state)
    chosen = state.selected if state.selected and state.selected.startswith("token:") else None
    rows = []
    for r in range(size):
        cells = []
        for c in range(size):
            token = tokens.get((c, r))
            action = f"{chosen}@{c},{r}" if chosen else None
            content = [
                h("span", {"class": "cy-rover", "aria-hidden": "true"}, "◉")
                if (c, r) == rover else None,
                token_chip(token["owner"], token["round"], token.get("value"), names)
                if token else None,
                h("span", {"class": "cy-step", "aria-hidden": "true"}, str(step_of[(c, r)]))
                if (c, r) in step_of else None,
            ]
            label = f"square {c + 1},{r + 1}" + (", rover" if (c, r) == rover else "") + (
                f", route step {step_of[(c, r)]}" if (c, r) in step_of else "")
            cls = classes("cy-square", (c, r) in step_of and "on-route",
                          (c, r) == rover and "has-rover",
                          (c, r) in drive and f"drive drive-{min(drive[(c, r)], MAX_DRIVE_STEP)}")
            if action and action in legal:
                cells.append(h("td", None, h("button", {
                    "type": "button", "class": classes(cls, "is-target"),
                    "data-cmd": f"act:{action}",
                    "aria-label": f"Mark {label}"}, content)))
            else:
                cells.append(h("td", None, h("div", {"class": cls, "aria-label": label,
                                                     "role": "img"}, content)))
        rows.append(h("tr", None, cells))
    return h("table", {"class": classes("cy-planet", f"size-{size}"), "aria-label": "Planet"},
             h("tbody", None, rows))


def control_panel(view: dict[str, JSON], state: TableState, legal: set[str]) -> El:
    chosen = state.selected if state.selected and state.selected.startswith("card:") else None
    slots = []
    for pile in view["panel"]:
        pos = pile["position"]
        action = f"{chosen}@{pos}" if chosen else None
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
        if action and action in legal:
            slots.append(h("li", None, h("button", {
                "type": "button", "class": "cy-slot is-target", "data-cmd": f"act:{action}",
                "aria-label": f"Play here: {label}"}, body)))
        else:
            slots.append(h("li", {"class": classes("cy-slot", pile["complete"] and
                                                   "is-complete"), "aria-label": label}, body))
    return h("ol", {"class": "cy-panel", "aria-label": "Control panel"}, slots)


def my_pieces(view: dict[str, JSON], state: TableState, legal: set[str]) -> El:
    round_ = int(view["round"])
    supply = view["my_supply"][round_ - 1] if view.get("my_supply") else []
    can_token = any(a.startswith("token:") for a in legal)
    tokens = []
    for value in dict.fromkeys(supply):  # one button per distinct value
        sel = f"token:{value}"
        tokens.append(h("button", {
            "type": "button", "class": classes("cy-token", "is-known", "is-mine",
                                               state.selected == sel and "is-selected"),
            "data-cmd": f"select:{sel}", "disabled": not can_token,
            "aria-pressed": "true" if state.selected == sel else "false",
            "aria-label": f"Token {value} ({supply.count(value)} left)"}, value))
    cards = []
    for code in view.get("hand") or []:
        sel = f"card:{code}"
        playable = any(a.startswith(sel + "@") for a in legal)
        cards.append(h("button", {
            "type": "button", "class": classes("cy-card", state.selected == sel and
                                               "is-selected"),
            "data-cmd": f"select:{sel}", "disabled": not playable,
            "aria-pressed": "true" if state.selected == sel else "false",
            "aria-label": card_label(code)},
            h("span", {"aria-hidden": "true"}, TYPE_ARROWS.get(code[0], "✱")),
            h("span", None, code[1:] if code[0] in TYPE_NAMES else code)))
    prompt = ""
    if legal:
        if state.selected and state.selected.startswith("token:"):
            prompt = "Choose an empty square for your token."
        elif state.selected and state.selected.startswith("card:"):
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


def players(session: Session, view: dict[str, JSON]) -> El:
    names = [s.name for s in session.seats]
    items = []
    for seat, name in enumerate(names):
        out = seat in (view.get("eliminated") or [])
        items.append(h(
            "li", {"class": classes("cy-player", f"p-{seat}",
                                    view["current_player"] == seat and "is-turn"),
                   "aria-label": name},
            h("h3", None, h("span", {"class": "cy-badge", "aria-hidden": "true"},
                            PLAYER_SYMBOLS[seat]), " ", name,
              h("span", {"class": "error-text"}, " · eliminated (404)") if out else None),
            h("p", None, f"Score {view['scores'][seat]} · "
              f"negatives {view['negative_points'][seat]}"),
            h("p", {"class": "muted"}, f"{view['hand_sizes'][seat]} cards · tokens left "
              + "/".join(str(n) for n in view["supply_counts"][seat])),
            h("p", {"class": "cy-collected"}, "Collected: ",
              token_values(view["collected"][seat]) or "—"),
            h("p", {"class": "cy-collected"}, "Unplaced: ", token_values(view["unplaced"][seat]))
            if view["unplaced"][seat] else None,
        ))
    return h("ul", {"class": "cy-players", "aria-label": "Players"}, items)


def last_round(view: dict[str, JSON], names: list[str]) -> El | None:
    last = view.get("last_round") or {}
    if not last.get("route"):
        return None
    reveals = [h("li", None, f"{names[r['owner']]}: {r['value']}"
                 + (f" at {r['square'][0] + 1},{r['square'][1] + 1}" if r.get("square") else ""))
               for r in last.get("reveals") or [] if "owner" in r]
    return h("section", {"class": "panel cy-summary", "aria-label": "Round summary"},
             h("h2", None, "Last drive"),
             h("p", None, "Route: ", " → ".join(f"{c + 1},{r + 1}" for c, r in last["route"])),
             h("ul", None, reveals) if reveals else h("p", {"class": "muted"},
                                                       "No token was on the route."))


def render(session: Session, view: dict[str, JSON], state: TableState) -> El:
    names = [s.name for s in session.seats]
    legal = set(view["legal"])
    return h(
        "section", {"class": "table cy-table", "aria-label": "Table"},
        h("p", {"class": "cu-phase"}, f"Round {view['round']} of {view['rounds']} · "
          f"pile complete at {view['completion']} cards"),
        h("div", {"class": "cy-layout"},
          h("div", None, planet(view, names, state, legal),
            h("p", {"class": "muted cy-legend"},
              "◉ rover" if view["over"] else
              "◉ rover · numbers: the route if planning stopped now")),
          h("div", {"class": "cy-side"}, control_panel(view, state, legal),
            my_pieces(view, state, legal) if view["seat"] is not None else None)),
        players(session, view),
        last_round(view, names),
    )
