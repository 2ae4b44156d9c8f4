"""The Lost Cities table: the opponent's expeditions at the top, the discard piles and the
draw pile in the middle, your expeditions and hand at the bottom.

It renders the player's view (a :class:`~expeditions.web.widgets.TableContext`) and offers
the view's legal actions as buttons; reasons for a disabled button come from the engine
(``ctx.explain``), never from rules written here. Rendering changes nothing.
"""

from __future__ import annotations

from ...engine import JSON
from ..dom import El, classes, h
from ..widgets import TableContext, button

#: A symbol per expedition, so no card depends on its colour alone.
SYMBOLS = {"Y": "☀", "B": "≈", "W": "❄", "G": "♣", "R": "▲", "P": "◆"}


def is_wager(code: str) -> bool:
    return len(code) > 1 and code[1] == "W"


def card_name(code: str, names: dict[str, str]) -> str:
    colour = names[code[0]]
    return f"{colour} wager" if is_wager(code) else f"{colour} {code[1:]}"


def card_face(code: str, names: dict[str, str], *, small: bool = False) -> list[El | None]:
    """The inside of a card: symbol and value (a wager shows a handshake-like ×)."""
    value = "×" if is_wager(code) else code[1:]
    return [
        h("span", {"class": "lc-sym", "aria-hidden": "true"}, SYMBOLS.get(code[0], "?")),
        h("span", {"class": "lc-val", "aria-hidden": "true"}, value),
        None if small else h("span", {"class": "lc-sym lc-sym-b", "aria-hidden": "true"},
                             SYMBOLS.get(code[0], "?")),
    ]


def card(code: str, names: dict[str, str], *, small: bool = False, extra: str = "") -> El:
    return h("div", {"class": classes("lc-card", f"c-{code[0]}", is_wager(code) and "is-wager",
                                      small and "is-small", extra),
                     "role": "img", "aria-label": card_name(code, names)},
             card_face(code, names, small=small))


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


def expeditions(view: dict[str, JSON], seat: int, names: dict[str, str], owner: str,
                highlight: str | None, recent: frozenset[str] = frozenset()) -> El:
    cols = []
    for index, letter in enumerate(view["colours"]):
        column = view["columns"][seat][index]
        value = view["column_values"][seat][index]
        cols.append(h(
            "li", {"class": classes("lc-column", f"c-{letter}",
                                    highlight == letter and "is-target"),
                   "aria-label": f"{owner} {names[letter]} expedition: "
                                 f"{len(column)} cards, {value} points"},
            h("div", {"class": "lc-column-head", "aria-hidden": "true"},
              h("span", {"class": "lc-sym"}, SYMBOLS[letter]),
              h("span", {"class": "lc-column-value"}, f"{value:+d}" if column else "·")),
            h("div", {"class": "lc-stack"},
              [card(c, names, small=True, extra=f"play:{c}" in recent and "is-recent" or "")
               for c in column]),
        ))
    return h("ul", {"class": "lc-columns", "aria-label": f"{owner} expeditions"}, cols)


def board(ctx: TableContext, names: dict[str, str], recent: frozenset[str] = frozenset()) -> El:
    view = ctx.view
    legal = ctx.legal
    piles = []
    for index, letter in enumerate(view["colours"]):
        pile = view["discards"][index]
        action = f"draw:{letter}"
        top = pile[-1] if pile else None
        label = f"{names[letter]} discard pile"
        piles.append(h(
            "li", {"class": classes("lc-pile", f"c-{letter}"), "aria-label":
                   f"{label}: {len(pile)} cards" + (f", top {card_name(top, names)}" if top
                                                    else "")},
            card(top, names, extra="is-recent" if f"discard:{top}" in recent else "")
            if top else h("div", {"class": "lc-card is-empty",
                                                   "aria-hidden": "true"},
                                           h("span", {"class": "lc-sym"}, SYMBOLS[letter])),
            h("span", {"class": "lc-count"}, f"{len(pile)}"),
            button(f"Take {card_name(top, names)}", f"act:{action}", kind="move")
            if top and action in legal else
            (button("Just discarded", "noop", disabled=True, title=ctx.explain(action))
             if top and view.get("blocked") == letter and view.get("phase") == "draw"
             else None),
        ))
    deck_legal = "draw:deck" in legal
    deck = h("div", {"class": "lc-deck"},
             h("div", {"class": "lc-card is-back", "aria-hidden": "true"},
               h("span", {"class": "lc-val"}, str(view["deck_size"]))),
             button(f"Draw from the deck ({view['deck_size']} left)", "act:draw:deck",
                    kind="primary" if deck_legal else "", disabled=not deck_legal)
             if deck_legal else h("p", {"class": "lc-deck-count"},
                                  f"{view['deck_size']} cards in the deck"))
    return h("section", {"class": "lc-board", "aria-label": "Board"},
             h("ul", {"class": "lc-piles", "aria-label": "Discard piles"}, piles), deck)


def hand_and_actions(ctx: TableContext, names: dict[str, str]) -> El:
    view, state, legal = ctx.view, ctx.state, ctx.legal
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
                       "data-cmd": f"select:{c}", "aria-label": card_name(c, names),
                       "aria-pressed": "true" if c == selected else "false",
                       "disabled": not playing},
            card_face(c, names)))
        for c in hand
    ]
    actions: list[El] = []
    if selected:
        name = card_name(selected, names)
        play, discard = f"play:{selected}", f"discard:{selected}"
        reason = ctx.explain(play)
        actions = [
            button(f"Play {name} to your expedition", f"act:{play}", kind="primary",
                   disabled=play not in legal, title=reason),
            button(f"Discard {name}", f"act:{discard}", disabled=discard not in legal),
        ]
        if reason:
            actions.append(h("p", {"class": "lc-reason"}, f"You cannot play it: {reason}."))
    if playing:
        prompt = ("Play it to your expedition or discard it." if selected
                  else "Choose a card from your hand.")
    elif my_turn:
        prompt = "Now draw: the deck, or the top card of a discard pile."
    else:
        prompt = ""
    return h("section", {"class": "lc-hand-area", "aria-label": "Your hand"},
             h("p", {"class": "lc-prompt"}, prompt) if prompt else None,
             h("ul", {"class": "lc-hand", "aria-label": "Hand"}, cards),
             h("div", {"class": "lc-actions", "role": "group", "aria-label": "Card actions"},
               actions) if actions else None)


def match_bar(view: dict[str, JSON], names: list[str]) -> El:
    match = view["match"]
    totals = match["totals"]
    return h("div", {"class": "lc-match"},
             h("span", None, f"Game {match['game']} of {match['games']}"
               if match["games"] > 1 else "Single game"),
             h("span", None, f"Match: {names[0]} {totals[0]} – {names[1]} {totals[1]}"))


def finished_games(view: dict[str, JSON], players: list[str], names: dict[str, str],
                   ) -> El | None:
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
            h("caption", None, f"Game {game['game']}"),
            h("thead", None, h("tr", None, h("th", {"scope": "col"}, "Player"),
                               [h("th", {"scope": "col", "class": f"c-{letter}"},
                                  f"{SYMBOLS[letter]} {names[letter]}") for letter in letters],
                               h("th", {"scope": "col"}, "Total"))),
            h("tbody", None, rows)))
    return h("section", {"class": "lc-results panel", "aria-label": "Scores by expedition"},
             h("h2", None, "Scores by expedition"), tables)


def render(ctx: TableContext) -> El:
    view = ctx.view
    players = ctx.names
    names = dict(zip(view["colours"], view["colour_names"], strict=True))
    seat = ctx.seat
    me = seat if seat is not None else 0
    other = 1 - me
    legal = ctx.legal
    selected = ctx.state.selected if ctx.state.selected and view.get("hand") and \
        ctx.state.selected in view["hand"] else None
    target = selected[0] if selected and f"play:{selected}" in legal else None
    recent = frozenset(recent_moves(view, me)) if seat is not None else frozenset()
    return h(
        "section", {"class": "table lc-table", "aria-label": "Table"},
        match_bar(view, players),
        h("div", {"class": "lc-player lc-opponent"},
          h("h2", None, players[other],
            h("span", {"class": "muted"}, f" · {view['hand_sizes'][other]} cards in hand")),
          expeditions(view, other, names, f"{players[other]}'s", None, recent)),
        board(ctx, names, recent),
        h("div", {"class": "lc-player lc-me"},
          expeditions(view, me, names, "Your" if seat is not None else f"{players[me]}'s",
                      target),
          hand_and_actions(ctx, names) if seat is not None else None),
        finished_games(view, players, names),
    )
