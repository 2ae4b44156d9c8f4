"""The Curios table: four sites with their columns of pawn spaces, a panel per player, your
hand, and a clues panel with the values each site can still have and the memory aids of the
seat on screen (gems left, the majority race: :mod:`expeditions.coach.memory_curios`). Every
word comes from the catalogues (``curios.*`` ids) through ``ctx.w``; :func:`describe_event`
words the log.

The pieces (a market card, a site, a gem list, the clues and score tables) are functions of
plain data and the words, so the rules screen draws its worked examples with them."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ...coach.memory_curios import CuriosMemory, SiteRace, memory
from ...engine import JSON
from ...games.curios import (
    CARD_VALUES,
    COLOURS,
    LETTERS,
    SITES,
    BonusView,
    CuriosView,
    Move,
    Place,
    Recruit,
    SiteView,
    as_view,
    parse_card,
    site_clues,
)
from ..dom import El, classes, h
from ..i18n import Words
from ..widgets import TableContext, button

GEM_SYMBOLS = {"Y": "▲", "G": "●", "B": "◆", "R": "■"}
#: Pawns: a colour and a symbol per seat, so players are told apart without colour.
PAWN_SYMBOLS = ("♠", "♥", "♦", "♣", "★")


# ----- words shared by the table and the log ---------------------------------------------
def site_name(site_id: str, w: Words) -> str:
    """The site as a heading: "Great Pyramid" / "La Gran Pirámide"."""
    return w(f"curios.site.{site_id}")


def site_the(site_id: str, w: Words) -> str:
    """The site in running text: "the Great Pyramid" / "la Gran Pirámide"."""
    return w(f"curios.site.{site_id}.the")


def _card(code: str) -> tuple[int, int]:
    """A card's colour index and value; a code that is no card of the game is a bug."""
    parsed = parse_card(code)
    if parsed is None:
        raise ValueError(f"{code!r} is not a Curios card")
    return parsed


def card_words(code: str, w: Words) -> str:
    """A market card in words: "yellow 7" / "7 amarillo"."""
    index, value = _card(code)
    return w("curios.card", colour=w(f"curios.colour.{COLOURS[index]}"), value=value)


def _colour_of(site_id: str) -> str:
    return COLOURS[SITES.index(site_id)]


# ----- pieces -----------------------------------------------------------------------------
def gem_symbol(letter: str) -> El:
    """A gem's symbol, kept on the line of the word after it (hidden from screen readers:
    the words always name the colour)."""
    return h("span", {"class": "cu-sym", "aria-hidden": "true"}, GEM_SYMBOLS[letter] + "\u00a0")


def market_card(code: str, w: Words) -> El:
    index, value = _card(code)
    letter = LETTERS[index]
    return h("span", {"class": classes("cu-card", f"g-{letter}"), "role": "img",
                      "aria-label": card_words(code, w)},
             h("span", {"aria-hidden": "true"}, GEM_SYMBOLS[letter]), str(value))


def pawn(seat: int, names: Sequence[str]) -> El:
    return h("span", {"class": classes("cu-pawn", f"p-{seat}"), "title": names[seat],
                      "aria-hidden": "true"}, PAWN_SYMBOLS[seat])


def site_card(index: int, site: SiteView, names: Sequence[str], legal: set[str],
              w: Words) -> El:
    """One site from its view entry: hidden (or turned-up) value, columns, gems left, and
    the button to fill its next column when that is a legal action."""
    action = str(Place(index))
    site_id = site["id"]
    letter = site["letter"]
    title = site_name(site_id, w)
    columns = site["columns"]
    open_index = next((i for i, c in enumerate(columns) if c["occupant"] is None), None)
    cols = []
    for i, column in enumerate(columns):
        occupant = column["occupant"]
        capacity = column["capacity"]
        label = (w("curios.column.filled", n=i + 1, count=capacity, name=names[occupant])
                 if occupant is not None else
                 w("curios.column.empty", n=i + 1, count=capacity))
        cols.append(h("li", {"class": classes("cu-col", i == open_index and action in legal
                                              and "is-open"), "aria-label": label},
                      [pawn(occupant, names) if occupant is not None else
                       h("span", {"class": "cu-space", "aria-hidden": "true"})
                       for _ in range(capacity)]))
    value = site["value"]
    place = None
    if action in legal and open_index is not None:
        place = button(w("curios.site.place", count=columns[open_index]["capacity"],
                         site=site_the(site_id, w)), f"act:{action}", kind="primary")
    return h(
        "article", {"class": classes("cu-site", f"g-{letter}"), "aria-label": title},
        h("div", {"class": classes("cu-value", value is not None and "is-revealed"),
                  "aria-label": w("curios.site.value", value=value) if value is not None
                  else w("curios.site.hidden_value")},
          str(value) if value is not None else "?"),
        h("h3", None, gem_symbol(letter), title),
        h("ol", {"class": "cu-cols", "aria-label": w("curios.site.columns", site=title)}, cols),
        h("p", {"class": "cu-gems"},
          w(f"curios.gems_left.{site['colour']}", count=site["gems_left"])
          if site["gems_left"] else w("curios.gems_left.none")),
        place,
    )


def gem_list(gems: Mapping[str, int], w: Words, label: str) -> El:
    """A collection of gems (count per site id), one symbol and number per colour."""
    return h("ul", {"class": "cu-gem-list", "aria-label": label},
             [h("li", {"class": f"g-{LETTERS[s]}",
                       "aria-label": w(f"curios.gems.{COLOURS[s]}", count=gems[site_id])},
                h("span", {"aria-hidden": "true"}, GEM_SYMBOLS[LETTERS[s]]),
                str(gems[site_id]))
              for s, site_id in enumerate(SITES)])


def player_panel(view: CuriosView, names: Sequence[str], seat: int, w: Words) -> El:
    p = view["players"][seat]
    flags = []
    if view["first_player"] == seat:
        flags.append(h("span", {"class": "cu-first"}, w("curios.player.first")))
    if p["passed"] and view["phase"] == "search":
        flags.append(h("span", {"class": "muted"}, w("curios.player.passed")))
    return h(
        "li", {"class": classes("cu-player", view["current_player"] == seat and "is-turn"),
               "aria-label": names[seat]},
        h("h3", None, pawn(seat, names), " ", names[seat], " ", flags),
        h("p", None, w("curios.player.pawns", left=p["pawns_left"], total=p["pawns_total"],
                       count=p["hand_size"])),
        gem_list(p["gems"], w, w("curios.player.gems", name=names[seat])),
        h("p", {"class": "cu-revealed"}, w("curios.player.revealed"), " ",
          [market_card(c, w) for c in p["revealed"]] or w("curios.player.none")),
    )


def clues_panel(view: Mapping[str, JSON], w: Words,
                names: Sequence[str] | None = None) -> El:
    """The values each site can still have (and how likely each is) for this view; with the
    players' ``names`` (at the table, not in the rules' figures) also the memory aids: each
    site's gems left, how many sites have run out, and the race for each bonus gem. (The
    rules' figure hands a plain view: it is typed here.)"""
    typed = as_view(view)
    clues = site_clues(typed)
    aids = memory(typed) if names is not None else None
    rows = []
    for s, site in enumerate(typed["sites"]):
        possible = clues[site["id"]]
        cells = []
        for value in CARD_VALUES:
            chance = possible.get(value, 0.0)
            if chance > 0:
                cells.append(h("td", {"class": "cu-possible"}, str(value),
                               h("small", None, " ", w("curios.clues.chance",
                                                       percent=round(100 * chance)))))
            else:  # struck through and still readable; in words for screen readers
                cells.append(h("td", {"class": "cu-ruled-out"},
                               h("s", {"aria-hidden": "true"}, str(value)),
                               h("span", {"class": "visually-hidden"},
                                 w("curios.clues.ruled_out", value=value))))
        left = None
        if aids is not None:
            left = h("small", {"class": "cu-left"}, " ",
                     w("curios.memory.gems_left", count=aids.sites[s].gems_left,
                       start=aids.gems_start))
        rows.append(h("tr", None, h("th", {"scope": "row", "class": f"g-{site['letter']}"},
                                    gem_symbol(site["letter"]),
                                    site_name(site["id"], w), left), cells))
    title = w("curios.clues.title")
    return h("section", {"class": "cu-clues panel", "aria-label": title},
             h("h2", None, title),
             h("p", {"class": "muted"}, w("curios.clues.help")),
             h("table", None, h("tbody", None, rows)),
             memory_aids(aids, names, w) if aids is not None and names is not None else None)


def memory_aids(aids: CuriosMemory, names: Sequence[str], w: Words) -> list[El]:
    """How close the game is to its end, and the pawn majority race on demand (a
    disclosure, so that the clues stay short on a phone; its id keeps it open over
    redraws)."""
    if aids.searching:
        body: El = h("ul", {"class": "cu-race-sites"},
                     [race_line(race, names, w) for race in aids.sites])
    else:
        body = h("p", None, w("curios.memory.race_idle"))
    return [
        h("p", {"class": "cu-empty-sites"},
          w("curios.memory.empty_sites", empty=aids.empty_sites, needed=aids.empty_to_end)),
        h("details", {"class": "cu-race", "id": "cu-race"},
          h("summary", None, w("curios.memory.race")),
          h("p", {"class": "muted"}, w("curios.memory.race_help")),
          body),
    ]


def race_line(race: SiteRace, names: Sequence[str], w: Words) -> El:
    """One site of the race: who leads and by how much (or the tie), whether a gem is left
    for the bonus, and each player's pawns there, most first."""
    site_id = race.site
    letter = LETTERS[SITES.index(site_id)]
    if race.leader is not None:
        status = w("curios.memory.leads", name=names[race.leader], count=race.lead)
    elif race.tied:
        status = w("curios.memory.tied", names=w.join([names[s] for s in race.tied]),
                   count=race.pawns[race.tied[0]])
    else:
        status = w("curios.memory.nobody")
    standings = race.standings()
    return h(
        "li", {"class": f"g-{letter}"},
        h("p", None, h("strong", {"class": "cu-race-site"}, gem_symbol(letter),
                       site_name(site_id, w)), " ", status),
        None if race.bonus_left else h("p", {"class": "muted"},
                                       w("curios.memory.no_bonus_gem")),
        h("ul", {"class": "cu-race-pawns"},
          [h("li", {"class": classes(seat == race.leader and "is-leader")},
             pawn(seat, names), " ", w("curios.memory.pawns", name=names[seat], count=n))
           for seat, n in standings]) if standings else None,
    )


def score_table(view: Mapping[str, JSON], names: Sequence[str], w: Words) -> El | None:
    """The final scores, from the view's ``result`` (the rules' figure hands a view that
    has only that key, so this reads a plain mapping)."""
    result = view.get("result")
    if not result:
        return None
    rows = []
    for seat, part in enumerate(result["breakdown"]):
        cells = [h("td", None,
                   h("span", {"class": "cu-calc"},
                     w("curios.score.product", gems=part["colours"][c]["gems"],
                       value=part["colours"][c]["value"])),
                   h("span", {"class": "cu-eq"}, " = "),
                   h("span", {"class": "cu-points"}, str(part["colours"][c]["points"])))
                 for c in COLOURS]
        rows.append(h("tr", {"class": classes(seat in result["winners"] and "winner")},
                      h("th", {"scope": "row"}, names[seat]), cells,
                      h("td", {"class": "cu-total"}, str(part["total"]))))
    title = w("curios.score.title")
    return h("section", {"class": "cu-scores panel", "aria-label": title},
             h("h2", None, title),
             h("table", None,
               h("thead", None, h("tr", None, h("th", {"scope": "col"}, w("result.player")),
                                  [h("th", {"scope": "col", "class": f"g-{LETTERS[i]}"},
                                     gem_symbol(LETTERS[i]),
                                     h("span", {"class": "cu-colname"},
                                       w(f"curios.colour_title.{c}")))
                                   for i, c in enumerate(COLOURS)],
                                  h("th", {"scope": "col"}, w("curios.score.total")))),
               h("tbody", None, rows)))


def legal_moves(view: CuriosView) -> list[Move]:
    """The view's legal actions as typed moves (the view lists canonical strings only, so
    one that does not parse is a bug and raises)."""
    return [Move.parse(action) for action in view["legal"]]


def recruit_buttons(moves: list[Move], w: Words) -> list[El]:
    """A button per card the viewer may reveal, then the pass button."""
    out = []
    for card in sorted(m.card for m in moves if isinstance(m, Recruit)):
        out.append(button(w("curios.hand.reveal", card=card_words(card, w)),
                          f"act:{Recruit(card)}", kind="primary"))
    if any(str(m) == "pass" for m in moves):
        out.append(button(w("curios.hand.pass"), "act:pass"))
    return out


def hand_area(view: CuriosView, moves: list[Move], w: Words) -> El:
    buttons = recruit_buttons(moves, w)
    hand = view["hand"] or []
    title = w("curios.hand.title")
    # a game dealt by nobody: cards whose share comes with the friend's next link
    incoming = view.get("incoming")
    return h(
        "section", {"class": "cu-hand-area", "aria-label": title},
        h("h2", None, title),
        h("p", {"class": "cu-hand"}, [market_card(c, w) for c in hand]
          or (None if incoming else w("curios.hand.empty"))),
        h("p", {"class": "cu-incoming"}, w("curios.hand.incoming", n=incoming))
        if isinstance(incoming, int) and incoming else None,
        h("div", {"class": "actions", "role": "group",
                  "aria-label": w("curios.hand.recruit_group")}, buttons) if buttons else None,
    )


def render(ctx: TableContext) -> El:
    view, names, w = as_view(ctx.view), ctx.names, ctx.w
    legal = ctx.legal
    phase = view["phase"]
    bonuses = [h("li", None, bonus_text(b, names, w)) for b in view["last_bonuses"]]
    return h(
        "section", {"class": "table cu-table", "aria-label": w("generic.table")},
        h("p", {"class": "cu-phase"},
          w("curios.table.round", round=view["round"], phase=w(f"curios.phase.{phase}"))),
        h("div", {"class": "cu-sites", "role": "group", "aria-label": w("curios.table.sites")},
          h("h2", {"class": "visually-hidden"}, w("curios.table.sites")),
          [site_card(i, s, names, legal, w) for i, s in enumerate(view["sites"])]),
        h("section", {"class": "cu-bonuses", "aria-label": w("curios.bonus.label")},
          h("h2", None, w("curios.bonus.title")), h("ul", None, bonuses))
        if bonuses else None,
        hand_area(view, legal_moves(view), w) if ctx.seat is not None else None,
        h("h2", {"class": "visually-hidden"}, w("curios.players.label")),
        h("ul", {"class": "cu-players", "aria-label": w("curios.players.label")},
          [player_panel(view, names, s, w) for s in range(len(names))]),
        clues_panel(view, w, names) if ctx.seat is not None and not view["over"] else None,
        score_table(view, names, w),
    )


def bonus_text(bonus: BonusView, names: Sequence[str], w: Words) -> str:
    """One line of the bonus announcement: who won a site's majority, or why nobody did."""
    site_id = bonus["site"]
    site = site_the(site_id, w)
    player = bonus["player"]
    if player is None:
        return w("curios.bonus.tie", site=site)
    if not bonus["gems"]:
        return w("curios.bonus.empty", name=names[player], site=site)
    return w("curios.bonus.took", name=names[player], site=site,
             gem=w(f"curios.gem_a.{_colour_of(site_id)}"))


# ----- the game log -----------------------------------------------------------------------
def describe_event(event: dict[str, JSON], names: list[str], w: Words) -> str:
    """One public event of Curios in words (a seat's own action starts with its name)."""
    e: dict[str, Any] = event
    seat = e.get("seat")
    name = names[seat] if isinstance(seat, int) else ""
    wording = _EVENT_WORDING.get(str(e["type"]))
    if wording is None:
        return w("log.generic", type=e["type"])
    return wording(e, name, names, w)


def _round_started(e: dict[str, Any], name: str, names: list[str], w: Words) -> str:
    return w("curios.event.round_started", round=e["round"], name=names[e["first_player"]])


def _placed(e: dict[str, Any], name: str, names: list[str], w: Words) -> str:
    site_id = str(e["site"])
    params = {"name": name, "column": int(e["column"]) + 1, "site": site_the(site_id, w),
              "count": int(e["pawns"])}
    if e["gems"]:
        return w("curios.event.placed", gem=w(f"curios.gem_a.{_colour_of(site_id)}"), **params)
    return w("curios.event.placed_no_gem", **params)


def _passed(e: dict[str, Any], name: str, names: list[str], w: Words) -> str:
    if e["voluntary"]:
        return w("curios.event.passed", name=name)
    if not e["pawns_left"]:
        return w("curios.event.passed_out", name=name)
    return w("curios.event.passed_stuck", name=name, count=int(e["pawns_left"]))


def _bonus(e: dict[str, Any], name: str, names: list[str], w: Words) -> str:
    site_id = str(e["site"])
    site = site_the(site_id, w)
    if e["seat"] is None:
        return w("curios.event.bonus_tie", site=site)
    if e["gems"]:
        return w("curios.event.bonus", name=name, site=site, count=int(e["pawns"]),
                 gem=w(f"curios.gem_a.{_colour_of(site_id)}"))
    return w("curios.event.bonus_empty", name=name, site=site, count=int(e["pawns"]))


def _recruited(e: dict[str, Any], name: str, names: list[str], w: Words) -> str:
    return w("curios.event.recruited", name=name, card=card_words(str(e["card"]), w),
             pawns=e["pawns"])


def _declined(e: dict[str, Any], name: str, names: list[str], w: Words) -> str:
    return w("curios.event.declined", name=name)


def _cannot_recruit(e: dict[str, Any], name: str, names: list[str], w: Words) -> str:
    return w(f"curios.event.cannot_recruit.{e['why']}", name=name, pawns=e["pawns"])


def _side_card_flipped(e: dict[str, Any], name: str, names: list[str], w: Words) -> str:
    if e["card"] is None:  # dealt by nobody: it opens with the friend's next link
        return w("curios.event.side_card_incoming")
    return w("curios.event.side_card_flipped", card=card_words(str(e["card"]), w))


def _game_over(e: dict[str, Any], name: str, names: list[str], w: Words) -> str:
    values = e["values"]
    return w("curios.event.game_over", values=w.join(
        [w("curios.card", colour=w(f"curios.colour.{COLOURS[s]}"), value=values[site_id])
         for s, site_id in enumerate(SITES)]))


_EVENT_WORDING: dict[str, Callable[[dict[str, Any], str, list[str], Words], str]] = {
    "round_started": _round_started,
    "placed": _placed,
    "passed": _passed,
    "bonus": _bonus,
    "recruited": _recruited,
    "declined": _declined,
    "cannot_recruit": _cannot_recruit,
    "side_card_flipped": _side_card_flipped,
    "game_over": _game_over,
}


def open_facts(final: dict[str, JSON], w: Words) -> El | None:
    """The hidden site values, made public when the game ended: what a replay's "everything
    open" shows beside the seats' views."""
    end = next((e for e in reversed(final.get("events") or [])
                if e.get("type") == "game_over"), None)
    values = end.get("values") if isinstance(end, dict) else None
    if not isinstance(values, dict):
        return None
    return h("ul", {"class": "replay-facts"},
             [h("li", None, w("curios.replay.site_value", site=w(f"curios.site.{site}"),
                              value=str(value)))
              for site, value in values.items() if w.has(f"curios.site.{site}")])
