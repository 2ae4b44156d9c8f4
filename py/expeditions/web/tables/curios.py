"""The Curios table: four sites with their columns of pawn spaces, a panel per player, your
hand, and a clues panel with the values each site can still have."""

from __future__ import annotations

from ...engine import JSON, IllegalAction
from ...games.curios import Move, Place, Recruit, parse_card, site_clues
from ..dom import El, classes, h
from ..widgets import TableContext, button

GEM_SYMBOLS = {"Y": "▲", "G": "●", "B": "◆", "R": "■"}
#: Pawns: a colour and a symbol per seat, so players are told apart without colour.
PAWN_SYMBOLS = ("♠", "♥", "♦", "♣", "★")
SITE_VALUES = (1, 3, 5, 7)
PHASES = {"search": "Search for treasure", "recruit": "Recruit", "over": "Game over"}


def market_card(code: str, sites: list[dict[str, JSON]]) -> El:
    index, value = parse_card(code) or (0, 0)
    site = sites[index]
    letter = str(site["letter"])
    return h("span", {"class": classes("cu-card", f"g-{letter}"), "role": "img",
                      "aria-label": f"{site['colour']} {value}"},
             h("span", {"aria-hidden": "true"}, GEM_SYMBOLS[letter]), str(value))


def pawn(seat: int, names: list[str]) -> El:
    return h("span", {"class": classes("cu-pawn", f"p-{seat}"), "title": names[seat],
                      "aria-hidden": "true"}, PAWN_SYMBOLS[seat])


def site_card(index: int, site: dict[str, JSON], names: list[str], legal: set[str]) -> El:
    action = str(Place(index))
    columns = site["columns"]
    open_index = next((i for i, c in enumerate(columns) if c["occupant"] is None), None)
    cols = []
    for i, column in enumerate(columns):
        occupant = column["occupant"]
        is_next = i == open_index
        label = (f"column {i + 1}: {column['capacity']} spaces, "
                 + (f"filled by {names[occupant]}" if occupant is not None else "empty"))
        cols.append(h("li", {"class": classes("cu-col", is_next and action in legal and
                                              "is-open"), "aria-label": label},
                      [pawn(occupant, names) if occupant is not None else
                       h("span", {"class": "cu-space", "aria-hidden": "true"})
                       for _ in range(int(column["capacity"]))]))
    value = site.get("value")
    full = open_index is None
    place_label = (f"Send {columns[open_index]['capacity']} to the {site['name']}"
                   if not full and open_index is not None else "Site full")
    return h(
        "article", {"class": classes("cu-site", f"g-{site['letter']}"),
                    "aria-label": str(site["name"])},
        h("div", {"class": classes("cu-value", value is not None and "is-revealed"),
                  "aria-label": f"value {value}" if value is not None else "hidden value"},
          str(value) if value is not None else "?"),
        h("h3", None, h("span", {"aria-hidden": "true"}, GEM_SYMBOLS[str(site["letter"])], " "),
          site["name"]),
        h("ol", {"class": "cu-cols", "aria-label": f"{site['name']} columns"}, cols),
        h("p", {"class": "cu-gems"}, f"{site['gems_left']} {site['colour']} gems left"),
        button(place_label, f"act:{action}", kind="primary") if action in legal else None,
    )


def player_panel(view: dict[str, JSON], names: list[str], seat: int,
                 sites: list[dict[str, JSON]]) -> El:
    p = view["players"][seat]
    gems = [h("li", {"class": f"g-{site['letter']}",
                     "aria-label": f"{p['gems'][site['id']]} {site['colour']}"},
              h("span", {"aria-hidden": "true"}, GEM_SYMBOLS[site["letter"]]),
              str(p["gems"][site["id"]])) for site in view["sites"]]
    flags = []
    if view["first_player"] == seat:
        flags.append(h("span", {"class": "cu-first"}, "First player"))
    if p.get("passed") and view["phase"] == "search":
        flags.append(h("span", {"class": "muted"}, "passed"))
    return h(
        "li", {"class": classes("cu-player", view["current_player"] == seat and "is-turn"),
               "aria-label": f"{names[seat]}"},
        h("h3", None, pawn(seat, names), " ", names[seat], " ", flags),
        h("p", None, f"Pawns {p['pawns_left']} / {p['pawns_total']} · {p['hand_size']} "
          + ("card" if p["hand_size"] == 1 else "cards")),
        h("ul", {"class": "cu-gem-list", "aria-label": f"{names[seat]}'s gems"}, gems),
        h("p", {"class": "cu-revealed"}, "Revealed: ",
          [market_card(c, sites) for c in p["revealed"]] or "none"),
    )


def clues_panel(view: dict[str, JSON]) -> El:
    clues = site_clues(view)
    rows = []
    for site in view["sites"]:
        possible = clues[str(site["id"])]
        cells = []
        for value in SITE_VALUES:
            chance = possible.get(value, 0.0)
            if chance > 0:
                cells.append(h("td", {"class": "cu-possible"}, str(value),
                               h("small", None, f" {round(100 * chance)}%")))
            else:
                cells.append(h("td", {"class": "cu-ruled-out"},
                               h("s", {"aria-label": f"not {value}"}, str(value))))
        rows.append(h("tr", None, h("th", {"scope": "row", "class": f"g-{site['letter']}"},
                                    GEM_SYMBOLS[site["letter"]], " ", site["name"]), cells))
    return h("section", {"class": "cu-clues panel", "aria-label": "Clues"},
             h("h2", None, "Clues"),
             h("p", {"class": "muted"}, "Values each site can still have, from the cards "
               "you hold and have seen."),
             h("table", None, h("tbody", None, rows)))


def score_table(view: dict[str, JSON], names: list[str]) -> El | None:
    result = view.get("result")
    if not result:
        return None
    rows = []
    for seat, part in enumerate(result["breakdown"]):
        cells = [h("td", None, f"{c['gems']} × {c['value']} = {c['points']}")
                 for c in part["colours"].values()]
        rows.append(h("tr", {"class": classes(seat in result["winners"] and "winner")},
                      h("th", {"scope": "row"}, names[seat]), cells,
                      h("td", None, str(part["total"]))))
    colours = list(result["breakdown"][0]["colours"]) if result["breakdown"] else []
    return h("section", {"class": "cu-scores panel", "aria-label": "Score table"},
             h("h2", None, "Score table"),
             h("table", None,
               h("thead", None, h("tr", None, h("th", {"scope": "col"}, "Player"),
                                  [h("th", {"scope": "col"}, c) for c in colours],
                                  h("th", {"scope": "col"}, "Total"))),
               h("tbody", None, rows)))


def legal_moves(view: dict[str, JSON]) -> list[Move]:
    """The view's legal actions as typed moves (the view lists canonical strings only)."""
    out: list[Move] = []
    for action in view["legal"]:
        try:
            out.append(Move.parse(action))
        except IllegalAction:
            continue
    return out


def recruit_buttons(moves: list[Move], sites: list[dict[str, JSON]]) -> list[El]:
    """A button per card the viewer may reveal, then the pass button."""
    out = []
    for card in sorted(m.card for m in moves if isinstance(m, Recruit)):
        index, value = parse_card(card) or (0, 0)
        out.append(button(f"Reveal {sites[index]['colour']} {value} and recruit a pawn",
                          f"act:{Recruit(card)}", kind="primary"))
    if any(str(m) == "pass" for m in moves):
        out.append(button("Pass (keep your cards)", "act:pass"))
    return out


def hand_area(view: dict[str, JSON], moves: list[Move],
              sites: list[dict[str, JSON]]) -> El:
    buttons = recruit_buttons(moves, sites)
    hand = view.get("hand") or []
    return h(
        "section", {"class": "cu-hand-area", "aria-label": "Your hand"},
        h("h2", None, "Your hand"),
        h("p", {"class": "cu-hand"}, [market_card(c, sites) for c in hand]
          or "No cards left."),
        h("div", {"class": "actions", "role": "group", "aria-label": "Recruit"},
          buttons) if buttons else None,
    )


def render(ctx: TableContext) -> El:
    view, names = ctx.view, ctx.names
    legal = ctx.legal
    sites = list(view["sites"])
    phase = str(view["phase"])
    bonuses = [h("li", None, bonus_text(view, b, names)) for b in view.get("last_bonuses") or []]
    return h(
        "section", {"class": "table cu-table", "aria-label": "Table"},
        h("p", {"class": "cu-phase"}, f"Round {view['round']} · {PHASES.get(phase, phase)}"),
        h("div", {"class": "cu-sites"},
          [site_card(i, s, names, legal) for i, s in enumerate(view["sites"])]),
        h("section", {"class": "cu-bonuses", "aria-label": "Bonus gems"},
          h("h2", None, "Bonus gems of the last search"), h("ul", None, bonuses))
        if bonuses else None,
        hand_area(view, legal_moves(view), sites) if ctx.seat is not None else None,
        h("ul", {"class": "cu-players", "aria-label": "Players"},
          [player_panel(view, names, s, sites) for s in range(len(names))]),
        clues_panel(view) if ctx.seat is not None and not view["over"] else None,
        score_table(view, names),
    )


def bonus_text(view: dict[str, JSON], bonus: dict[str, JSON], names: list[str]) -> str:
    """One line of the bonus announcement: who won a site's majority, or why nobody did."""
    colour = site_colour(view, str(bonus["site"]))
    player = bonus.get("player")
    if player is None:
        return f"No bonus {colour} gem: the most pawns there are tied"
    if not bonus.get("gems"):
        return f"{names[int(player)]} has the most pawns for {colour}, but no gem is left"
    return f"{names[int(player)]} takes a bonus {colour} gem (most pawns)"


def site_colour(view: dict[str, JSON], site_id: str) -> str:
    return next(str(s["colour"]) for s in view["sites"] if s["id"] == site_id)
