"""The Curios table: four sites with their columns of pawn spaces, a panel per player, your
hand, and a clues panel with the values each site can still have."""

from __future__ import annotations

from ...engine import JSON
from ...games.curios import site_clues
from ...session import Session
from ..dom import El, classes, h
from ..screens import TableState, button

GEM_SYMBOLS = {"Y": "▲", "G": "●", "B": "◆", "R": "■"}
#: Pawns: a colour and a symbol per seat, so players are told apart without colour.
PAWN_SYMBOLS = ("♠", "♥", "♦", "♣", "★")
SITE_VALUES = (1, 3, 5, 7)
PHASES = {"search": "Search for treasure", "recruit": "Recruit", "over": "Game over"}


def market_card(code: str, sites_by_letter: dict[str, dict[str, JSON]]) -> El:
    site = sites_by_letter[code[0]]
    return h("span", {"class": classes("cu-card", f"g-{code[0]}"), "role": "img",
                      "aria-label": f"{site['colour']} {code[1:]}"},
             h("span", {"aria-hidden": "true"}, GEM_SYMBOLS[code[0]]), code[1:])


def pawn(seat: int, names: list[str]) -> El:
    return h("span", {"class": classes("cu-pawn", f"p-{seat}"), "title": names[seat],
                      "aria-hidden": "true"}, PAWN_SYMBOLS[seat])


def site_card(site: dict[str, JSON], names: list[str], legal: set[str]) -> El:
    action = f"place:{site['id']}"
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


def player_panel(session: Session, view: dict[str, JSON], seat: int,
                 sites_by_letter: dict[str, dict[str, JSON]]) -> El:
    p = view["players"][seat]
    names = [s.name for s in session.seats]
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
          [market_card(c, sites_by_letter) for c in p["revealed"]] or "none"),
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


def score_table(session: Session, view: dict[str, JSON]) -> El | None:
    result = view.get("result")
    if not result:
        return None
    rows = []
    for seat, part in enumerate(result["breakdown"]):
        cells = [h("td", None, f"{c['gems']} × {c['value']} = {c['points']}")
                 for c in part["colours"].values()]
        rows.append(h("tr", {"class": classes(seat in result["winners"] and "winner")},
                      h("th", {"scope": "row"}, session.seats[seat].name), cells,
                      h("td", None, str(part["total"]))))
    colours = list(result["breakdown"][0]["colours"]) if result["breakdown"] else []
    return h("section", {"class": "cu-scores panel", "aria-label": "Score table"},
             h("h2", None, "Score table"),
             h("table", None,
               h("thead", None, h("tr", None, h("th", {"scope": "col"}, "Player"),
                                  [h("th", {"scope": "col"}, c) for c in colours],
                                  h("th", {"scope": "col"}, "Total"))),
               h("tbody", None, rows)))


def render(session: Session, view: dict[str, JSON], state: TableState) -> El:
    names = [s.name for s in session.seats]
    legal = set(view["legal"])
    sites_by_letter = {str(s["letter"]): s for s in view["sites"]}
    hand = view.get("hand") or []
    phase = str(view["phase"])
    bonuses = [h("li", None, bonus_text(view, b, names)) for b in view.get("last_bonuses") or []]
    recruit_buttons = [
        button(f"Reveal {sites_by_letter[a[8]]['colour']} {a[9:]} and recruit a pawn", f"act:{a}",
               kind="primary")
        for a in sorted(legal) if a.startswith("recruit:")
    ]
    if "pass" in legal:
        recruit_buttons.append(button("Pass (keep your cards)", "act:pass"))
    return h(
        "section", {"class": "table cu-table", "aria-label": "Table"},
        h("p", {"class": "cu-phase"}, f"Round {view['round']} · {PHASES.get(phase, phase)}"),
        h("div", {"class": "cu-sites"}, [site_card(s, names, legal) for s in view["sites"]]),
        h("section", {"class": "cu-bonuses", "aria-label": "Bonus gems"},
          h("h2", None, "Bonus gems of the last search"), h("ul", None, bonuses))
        if bonuses else None,
        h("section", {"class": "cu-hand-area", "aria-label": "Your hand"},
          h("h2", None, "Your hand"),
          h("p", {"class": "cu-hand"}, [market_card(c, sites_by_letter) for c in hand]
            or "No cards left."),
          h("div", {"class": "actions", "role": "group", "aria-label": "Recruit"},
            recruit_buttons) if recruit_buttons else None,
        ) if view["seat"] is not None else None,
        h("ul", {"class": "cu-players", "aria-label": "Players"},
          [player_panel(session, view, s, sites_by_letter) for s in range(len(names))]),
        clues_panel(view) if view["seat"] is not None and not view["over"] else None,
        score_table(session, view),
    )


def bonus_text(view: dict[str, JSON], bonus: dict[str, JSON], names: list[str]) -> str:
    """One line of the bonus announcement: who won a site's majority, or why nobody did."""
    colour = sites_by_letter_colour(view, str(bonus["site"]))
    player = bonus.get("player")
    if player is None:
        return f"No bonus {colour} gem: the most pawns there are tied"
    if not bonus.get("gems"):
        return f"{names[int(player)]} has the most pawns for {colour}, but no gem is left"
    return f"{names[int(player)]} takes a bonus {colour} gem (most pawns)"


def sites_by_letter_colour(view: dict[str, JSON], site_id: str) -> str:
    return next(str(s["colour"]) for s in view["sites"] if s["id"] == site_id)
