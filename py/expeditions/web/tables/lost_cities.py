"""The Lost Cities table: the opponent's expeditions at the top, the discard piles and the
draw pile in the middle, your expeditions and hand at the bottom.

It renders the player's view (a :class:`~expeditions.web.widgets.TableContext`) and offers
the view's legal actions as buttons; reasons for a disabled button come from the engine
(``ctx.explain``), never from rules written here. Rendering changes nothing. Every word
comes from the catalogues (``lost_cities.*`` ids, ``ctx.w``); :func:`describe_event` words
the game's events for the log. The card and column pieces (:func:`card`,
:func:`expedition_column`, :func:`expedition_row`) also draw the rules' worked examples.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine import JSON
from ...games.lost_cities import TIED_MATCH_IS_DRAW
from ..dom import El, classes, h
from ..i18n import Words
from ..widgets import TableContext, button

#: A symbol per expedition, so no card depends on its colour alone.
SYMBOLS = {"Y": "☀", "B": "≈", "W": "❄", "G": "♣", "R": "▲", "P": "◆"}


# ----- words --------------------------------------------------------------------------------
def is_wager(code: str) -> bool:
    return len(code) > 1 and code[1] == "W"


def colour_name(letter: str, w: Words) -> str:
    """A colour as a noun, or as an adjective of a masculine noun (the 7, the wager)."""
    return w(f"lost_cities.colour.{letter}")


def colour_fem(letter: str, w: Words) -> str:
    """A colour as an adjective of a feminine noun (Spanish: la expedición amarilla)."""
    return w(f"lost_cities.colour_f.{letter}")


def card_name(code: str, w: Words) -> str:
    """"yellow 7" / "7 amarillo", "yellow wager" / "apretón de manos amarillo"."""
    colour = colour_name(code[0], w)
    if is_wager(code):
        return w("lost_cities.card.wager", colour=colour)
    return w("lost_cities.card.number", colour=colour, value=code[1:])


def the_card(code: str, w: Words) -> str:
    """"the yellow 7" / "el 7 amarillo"."""
    return w("lost_cities.card.the", card=card_name(code, w))


def describe_event(event: dict[str, JSON], names: Sequence[str], w: Words) -> str:
    """The log's wording of one public event of Lost Cities (``names`` by seat). A seat's
    own action starts with that seat's name."""
    kind = event["type"]
    if kind == "game_started":
        return w("lost_cities.event.game_started", game=event["game"],
                 name=names[int(event["start"])])
    if kind == "game_over":
        scores, totals = event["scores"], event["totals"]
        params = {"game": event["game"], "first": names[0], "second": names[1],
                  "a": scores[0], "b": scores[1], "ta": totals[0], "tb": totals[1]}
        key = "game_over_first" if event["game"] == 1 else "game_over"
        return w(f"lost_cities.event.{key}", **params)
    who = names[int(event["seat"])]
    if kind == "drew":
        return w("lost_cities.event.drew", name=who)
    if kind == "took":
        return w("lost_cities.event.took", name=who, card=the_card(str(event["card"]), w),
                 colour=colour_fem(str(event["colour"]), w))
    if kind in ("played", "discarded"):
        return w(f"lost_cities.event.{kind}", name=who, card=the_card(str(event["card"]), w))
    return w("log.generic", type=kind)


def game_summary(game: dict[str, JSON], names: Sequence[str], w: Words) -> str:
    """One finished game in a sentence: who won it and by how much."""
    a, b = game["scores"]
    if a == b:
        return w("lost_cities.summary.game_tie", game=game["game"], score=a)
    winner = 0 if a > b else 1
    return w("lost_cities.summary.game_win", game=game["game"], name=names[winner],
             won=max(a, b), lost=min(a, b))


def match_summary(view: dict[str, JSON], names: Sequence[str], w: Words) -> str:
    """The whole match in a sentence (its totals), once it is over."""
    a, b = view["match"]["totals"]
    single = view["match"]["games"] == 1
    if a == b:
        key = "draw" if TIED_MATCH_IS_DRAW else "nobody"
        return w(f"lost_cities.summary.{'single' if single else 'match'}_{key}", score=a)
    winner = 0 if a > b else 1
    return w(f"lost_cities.summary.{'single' if single else 'match'}_win", name=names[winner],
             won=max(a, b), lost=min(a, b))


# ----- cards and columns --------------------------------------------------------------------
def card_face(code: str, *, small: bool = False) -> list[El | None]:
    """The inside of a card: symbol and value (a wager shows a handshake-like ×)."""
    value = "×" if is_wager(code) else code[1:]
    return [
        h("span", {"class": "lc-sym", "aria-hidden": "true"}, SYMBOLS.get(code[0], "?")),
        h("span", {"class": "lc-val", "aria-hidden": "true"}, value),
        None if small else h("span", {"class": "lc-sym lc-sym-b", "aria-hidden": "true"},
                             SYMBOLS.get(code[0], "?")),
    ]


def card(code: str, w: Words, *, small: bool = False, extra: str = "") -> El:
    return h("div", {"class": classes("lc-card", f"c-{code[0]}", is_wager(code) and "is-wager",
                                      small and "is-small", extra),
                     "role": "img", "aria-label": card_name(code, w)},
             card_face(code, small=small))


def expedition_column(letter: str, column: Sequence[str], value: int, w: Words, owner: str | None,
                      *, target: bool = False, recent: frozenset[str] = frozenset()) -> El:
    """One player's column of one colour: its symbol, its value and its cards (``owner``
    None: the viewer's own)."""
    count = w("lost_cities.n_cards", count=len(column))
    points = w("lost_cities.n_points", count=value)
    label = (w("lost_cities.column.mine", colour=colour_fem(letter, w), cards=count,
               points=points) if owner is None else
             w("lost_cities.column.theirs", colour=colour_fem(letter, w), name=owner,
               cards=count, points=points))
    return h(
        "li", {"class": classes("lc-column", f"c-{letter}", target and "is-target"),
               "aria-label": label},
        h("div", {"class": "lc-column-head", "aria-hidden": "true"},
          h("span", {"class": "lc-sym"}, SYMBOLS[letter]),
          h("span", {"class": "lc-column-value"}, f"{value:+d}" if column else "·")),
        h("div", {"class": "lc-stack"},
          [card(c, w, small=True, extra=f"play:{c}" in recent and "is-recent" or "")
           for c in column]),
    )


def expedition_row(letters: Sequence[str], columns: Sequence[Sequence[str]],
                   values: Sequence[int], w: Words, owner: str | None,
                   highlight: str | None = None, recent: frozenset[str] = frozenset()) -> El:
    """A player's expeditions, one column per colour."""
    label = (w("lost_cities.expeditions.mine") if owner is None
             else w("lost_cities.expeditions.theirs", name=owner))
    return h("ul", {"class": "lc-columns", "aria-label": label},
             [expedition_column(letter, columns[i], values[i], w, owner,
                                target=highlight == letter, recent=recent)
              for i, letter in enumerate(letters)])


def expeditions(view: dict[str, JSON], seat: int, w: Words, owner: str | None,
                highlight: str | None, recent: frozenset[str] = frozenset()) -> El:
    return expedition_row(view["colours"], view["columns"][seat], view["column_values"][seat],
                          w, owner, highlight, recent)


#: the action string of a card event, for the highlighting
_EVENT_ACTION = {"played": "play", "discarded": "discard"}


def recent_moves(view: dict[str, JSON], seat: int) -> set[str]:
    """The other player's plays and discards (as action strings) since ``seat`` last acted
    in the current game, from the view's events: shown highlighted, so a person can see
    what the computer (or friend) just did."""
    out: set[str] = set()
    for event in reversed(view["events"]):
        if event.get("seat") == seat or event["type"] == "game_started":
            break
        kind = _EVENT_ACTION.get(event["type"])
        if kind is not None:
            out.add(f"{kind}:{event['card']}")
    return out


# ----- the table ----------------------------------------------------------------------------
def board(ctx: TableContext, recent: frozenset[str] = frozenset()) -> El:
    view, w = ctx.view, ctx.w
    legal = ctx.legal
    piles = []
    for index, letter in enumerate(view["colours"]):
        pile = view["discards"][index]
        action = f"draw:{letter}"
        top = pile[-1] if pile else None
        count = w("lost_cities.n_cards", count=len(pile))
        label = (w("lost_cities.pile.label_top", colour=colour_fem(letter, w), cards=count,
                   card=card_name(top, w)) if top else
                 w("lost_cities.pile.label", colour=colour_fem(letter, w), cards=count))
        piles.append(h(
            "li", {"class": classes("lc-pile", f"c-{letter}"), "aria-label": label},
            card(top, w, extra="is-recent" if f"discard:{top}" in recent else "")
            if top else h("div", {"class": "lc-card is-empty", "aria-hidden": "true"},
                          h("span", {"class": "lc-sym"}, SYMBOLS[letter])),
            h("span", {"class": "lc-count"}, f"{len(pile)}"),
            button(w("lost_cities.take", card=the_card(top, w)), f"act:{action}", kind="move")
            if top and action in legal else
            (button(w("lost_cities.just_discarded"), "noop", disabled=True,
                    title=ctx.explain(action))
             if top and view.get("blocked") == letter and view.get("phase") == "draw"
             else None),
        ))
    deck_legal = "draw:deck" in legal
    size = int(view["deck_size"])
    deck = h("div", {"class": "lc-deck"},
             h("div", {"class": "lc-card is-back", "aria-hidden": "true"},
               h("span", {"class": "lc-val"}, str(size))),
             button(w("lost_cities.draw_deck", count=size), "act:draw:deck", kind="primary")
             if deck_legal else h("p", {"class": "lc-deck-count"},
                                  w("lost_cities.deck_count", count=size)))
    return h("section", {"class": "lc-board", "aria-label": w("lost_cities.board")},
             h("ul", {"class": "lc-piles", "aria-label": w("lost_cities.piles")}, piles), deck)


def hand_and_actions(ctx: TableContext) -> El:
    view, state, legal, w = ctx.view, ctx.state, ctx.legal, ctx.w
    seat = view["seat"]
    hand = view["hand"] or []
    my_turn = view["current_player"] == seat and bool(legal)
    playing = my_turn and view["phase"] == "play"
    selected = state.selected if state.selected in hand and playing else None
    cards = [
        h("li", None, h(
            "button", {"type": "button", "class": classes("lc-card", "lc-hand-card", f"c-{c[0]}",
                                                          is_wager(c) and "is-wager",
                                                          c == selected and "is-selected"),
                       "data-cmd": f"select:{c}", "aria-label": card_name(c, w),
                       "aria-pressed": "true" if c == selected else "false",
                       "disabled": not playing},
            card_face(c)))
        for c in hand
    ]
    actions: list[El] = []
    if selected:
        name = the_card(selected, w)
        play, discard = f"play:{selected}", f"discard:{selected}"
        reason = ctx.explain(play)
        actions = [
            button(w("lost_cities.play", card=name), f"act:{play}", kind="primary",
                   disabled=play not in legal, title=reason),
            button(w("lost_cities.discard", card=name), f"act:{discard}",
                   disabled=discard not in legal),
        ]
        if reason:
            actions.append(h("p", {"class": "lc-reason"},
                             w("lost_cities.cannot_play", reason=reason)))
    if playing:
        prompt = w("lost_cities.prompt.selected" if selected else "lost_cities.prompt.choose")
    elif my_turn:
        prompt = w("lost_cities.prompt.draw")
    else:
        prompt = ""
    return h("section", {"class": "lc-hand-area", "aria-label": w("lost_cities.your_hand")},
             h("p", {"class": "lc-prompt"}, prompt) if prompt else None,
             h("ul", {"class": "lc-hand", "aria-label": w("lost_cities.hand")}, cards),
             h("div", {"class": "lc-actions", "role": "group",
                       "aria-label": w("lost_cities.card_actions")},
               actions) if actions else None)


def match_bar(view: dict[str, JSON], names: Sequence[str], w: Words) -> El:
    match = view["match"]
    totals = match["totals"]
    return h("div", {"class": "lc-match"},
             h("span", None, w("lost_cities.match.game", game=match["game"],
                               games=match["games"])
               if match["games"] > 1 else w("lost_cities.match.single")),
             h("span", None, w("lost_cities.match.totals", first=names[0], a=totals[0],
                               second=names[1], b=totals[1])))


def finished_games(view: dict[str, JSON], players: Sequence[str], w: Words) -> El | None:
    finished = view["match"]["finished"]
    if not finished:
        return None
    letters = view["colours"]
    tables = []
    for game in finished[::-1]:
        rows = []
        for p in (0, 1):
            values = game["colours"][p]
            rows.append(h("tr", None, h("th", {"scope": "row"}, players[p]),
                          [h("td", None, str(v)) for v in values],
                          h("td", {"class": "lc-total"}, str(game["scores"][p]))))
        tables.append(h(
            "table", {"class": "lc-scores"},
            h("caption", None, game_summary(game, players, w)),
            h("thead", None, h("tr", None, h("th", {"scope": "col"}, w("result.player")),
                               [h("th", {"scope": "col", "class": f"c-{letter}"},
                                  f"{SYMBOLS[letter]} {colour_name(letter, w)}")
                                for letter in letters],
                               h("th", {"scope": "col"}, w("lost_cities.total")))),
            h("tbody", None, rows)))
    title = w("lost_cities.scores_title")
    return h("section", {"class": "lc-results panel", "aria-label": title},
             h("h2", None, title),
             h("p", {"class": "lc-summary"}, match_summary(view, players, w))
             if view["over"] else None,
             tables)


def render(ctx: TableContext) -> El:
    view, w = ctx.view, ctx.w
    players = ctx.names
    seat = ctx.seat
    me = seat if seat is not None else 0
    other = 1 - me
    legal = ctx.legal
    selected = ctx.state.selected if ctx.state.selected and view.get("hand") and \
        ctx.state.selected in view["hand"] else None
    target = selected[0] if selected and f"play:{selected}" in legal else None
    recent = frozenset(recent_moves(view, me)) if seat is not None else frozenset()
    return h(
        "section", {"class": "table lc-table", "aria-label": w("generic.table")},
        match_bar(view, players, w),
        h("div", {"class": "lc-player lc-opponent"},
          h("h2", None, players[other],
            h("span", {"class": "muted"},
              w("lost_cities.in_hand", count=int(view["hand_sizes"][other])))),
          expeditions(view, other, w, players[other], None, recent)),
        board(ctx, recent),
        h("div", {"class": "lc-player lc-me"},
          expeditions(view, me, w, None if seat is not None else players[me], target),
          hand_and_actions(ctx) if seat is not None else None),
        finished_games(view, players, w),
    )
