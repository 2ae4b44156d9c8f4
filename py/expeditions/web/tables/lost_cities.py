"""The Lost Cities table: the opponent's expeditions at the top, the discard piles and the
draw pile in the middle, your expeditions and hand at the bottom.

It renders the player's view (a :class:`~expeditions.web.widgets.TableContext`), read
through its type (:class:`~expeditions.games.lost_cities.LostCitiesView`, cast once in
:func:`render`), and offers the view's legal actions as buttons; reasons for a disabled
button come from the engine (``ctx.explain``), never from rules written here. Rendering
changes nothing. Every word comes from the catalogues (``lost_cities.*`` ids, ``ctx.w``);
:func:`describe_event` words the game's events for the log. The card and column pieces
(:func:`card`, :func:`expedition_column`, :func:`expedition_row`) also draw the rules'
worked examples.

Between the games of a match the table holds an *interlude* (:func:`interlude`): the
finished board stays up, with both players' scores worked out per expedition, the match so
far and a "Next game" button, until the player moves on. Every layout keeps to the width of
a 360 px phone: the columns, piles and hand are grids of equal cells, and each pile keeps a
slot for its button whether or not it is offered, so nothing moves sideways between the
play and the draw.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ...coach.memory_lost_cities import Memory, memory
from ...engine import JSON
from ...games.lost_cities import (
    BONUS_MIN_CARDS,
    BONUS_POINTS,
    CARD_OF,
    COLOUR_LETTERS,
    COLOUR_OF,
    DECK,
    EXPEDITION_COST,
    IS_WAGER,
    TIED_MATCH_IS_DRAW,
    VALUE_OF,
    FinishedGame,
    LostCitiesView,
    Move,
    as_view,
    column_value_codes,
)
from ..dom import El, classes, h
from ..i18n import Words
from ..widgets import TableContext, button

#: A symbol per expedition, so no card depends on its colour alone.
SYMBOLS = {"Y": "☀", "B": "≈", "W": "❄", "G": "♣", "R": "▲", "P": "◆"}


# ----- cards and moves, read through the engine's types ---------------------------------------
def is_wager(code: str) -> bool:
    return IS_WAGER[CARD_OF[code]]


def letter_of(code: str) -> str:
    """The colour letter of a card code (``"Y7"`` → ``"Y"``)."""
    return COLOUR_LETTERS[COLOUR_OF[CARD_OF[code]]]


def value_of(code: str) -> str:
    """The face value of a number card, as shown (``"Y10"`` → ``"10"``)."""
    return str(VALUE_OF[CARD_OF[code]])


def play_move(code: str, to_column: bool = True) -> Move:
    """The step 1 of a card code: onto its expedition, or (``to_column`` false) discarded."""
    return Move.play(CARD_OF[code], to_column)


def legal_moves(view: LostCitiesView) -> set[Move]:
    """The view's legal actions as the engine's typed moves."""
    return {Move.parse(action) for action in view["legal"]}


# ----- words --------------------------------------------------------------------------------

def colour_name(letter: str, w: Words) -> str:
    """A colour as a noun, or as an adjective of a masculine noun (the 7, the wager)."""
    return w(f"lost_cities.colour.{letter}")


def colour_fem(letter: str, w: Words) -> str:
    """A colour as an adjective of a feminine noun (Spanish: la expedición amarilla)."""
    return w(f"lost_cities.colour_f.{letter}")


def card_name(code: str, w: Words) -> str:
    """"yellow 7" / "7 amarillo", "yellow wager" / "apretón de manos amarillo"."""
    colour = colour_name(letter_of(code), w)
    if is_wager(code):
        return w("lost_cities.card.wager", colour=colour)
    return w("lost_cities.card.number", colour=colour, value=value_of(code))


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


def game_summary(game: FinishedGame, names: Sequence[str], w: Words) -> str:
    """One finished game in a sentence: who won it and by how much."""
    a, b = game["scores"]
    if a == b:
        return w("lost_cities.summary.game_tie", game=game["game"], score=a)
    winner = 0 if a > b else 1
    return w("lost_cities.summary.game_win", game=game["game"], name=names[winner],
             won=max(a, b), lost=min(a, b))


def match_summary(view: LostCitiesView, names: Sequence[str], w: Words) -> str:
    """The whole match in a sentence (its totals), once it is over."""
    a, b = view["match"]["totals"]
    single = view["match"]["games"] == 1
    if a == b:
        key = "draw" if TIED_MATCH_IS_DRAW else "nobody"
        return w(f"lost_cities.summary.{'single' if single else 'match'}_{key}", score=a)
    winner = 0 if a > b else 1
    return w(f"lost_cities.summary.{'single' if single else 'match'}_win", name=names[winner],
             won=max(a, b), lost=min(a, b))


# ----- numbers and arithmetic ----------------------------------------------------------------
MINUS = "\u2212"


def num(value: int) -> str:
    """A number with a true minus sign."""
    return f"{MINUS}{-value}" if value < 0 else str(value)


def signed(value: int) -> str:
    """A running value: "+5", "−12", "0"."""
    return f"+{value}" if value > 0 else num(value)


def column_math(column: Sequence[str]) -> str:
    """How an expedition's value comes about, worked out from its cards:
    ``"(3 + 4 + 7 − 20) × 2 = −12"``, ``"… + 20 = 38"`` with the 8-card bonus, ``"0"`` for a
    column never started. The result is the engine's own score of the column."""
    if not column:
        return "0"
    numbers = [value_of(code) for code in column if not is_wager(code)]
    wagers = len(column) - len(numbers)
    expr = f"{' + '.join(numbers) or '0'} {MINUS} {EXPEDITION_COST}"
    if wagers:
        expr = f"({expr}) × {wagers + 1}"
    if len(column) >= BONUS_MIN_CARDS:
        expr += f" + {BONUS_POINTS}"
    return f"{expr} = {num(column_value_codes(column))}"


def math_legend(w: Words) -> str:
    return w("lost_cities.math.legend", cost=EXPEDITION_COST, min=BONUS_MIN_CARDS,
             bonus=BONUS_POINTS)


# ----- cards and columns --------------------------------------------------------------------
def card_face(code: str, *, small: bool = False) -> list[El | None]:
    """The inside of a card: symbol and value (a wager shows a handshake-like ×)."""
    value = "×" if is_wager(code) else value_of(code)
    symbol = SYMBOLS[letter_of(code)]
    return [
        h("span", {"class": "lc-sym", "aria-hidden": "true"}, symbol),
        h("span", {"class": "lc-val", "aria-hidden": "true"}, value),
        None if small else h("span", {"class": "lc-sym lc-sym-b", "aria-hidden": "true"},
                             symbol),
    ]


def card(code: str, w: Words, *, small: bool = False, extra: str = "") -> El:
    return h("div", {"class": classes("lc-card", f"c-{letter_of(code)}",
                                      is_wager(code) and "is-wager",
                                      small and "is-small", extra),
                     "role": "img", "aria-label": card_name(code, w)},
             card_face(code, small=small))


def expedition_column(letter: str, column: Sequence[str], value: int, w: Words, owner: str | None,
                      *, target: bool = False, recent: frozenset[Move] = frozenset()) -> El:
    """One player's column of one colour: its symbol, its value and its cards (``owner``
    None: the viewer's own; ``recent``: the moves to highlight). Its accessible name
    carries the value's arithmetic."""
    count = w("lost_cities.n_cards", count=len(column))
    points = w("lost_cities.n_points", count=value, value=num(value))
    label = (w("lost_cities.column.mine", colour=colour_fem(letter, w), cards=count,
               points=points) if owner is None else
             w("lost_cities.column.theirs", colour=colour_fem(letter, w), name=owner,
               cards=count, points=points))
    if column:
        label = w("lost_cities.column.with_math", label=label, math=column_math(column))
    return h(
        "li", {"class": classes("lc-column", f"c-{letter}", target and "is-target"),
               "aria-label": label},
        h("div", {"class": "lc-column-head", "aria-hidden": "true"},
          h("span", {"class": "lc-sym"}, SYMBOLS[letter]),
          h("span", {"class": "lc-column-value"}, signed(value) if column else "·")),
        h("div", {"class": "lc-stack"},
          [card(c, w, small=True, extra=play_move(c) in recent and "is-recent" or "")
           for c in column]),
    )


def expedition_row(letters: Sequence[str], columns: Sequence[Sequence[str]],
                   values: Sequence[int], w: Words, owner: str | None,
                   highlight: str | None = None, recent: frozenset[Move] = frozenset()) -> El:
    """A player's expeditions, one column per colour."""
    label = (w("lost_cities.expeditions.mine") if owner is None
             else w("lost_cities.expeditions.theirs", name=owner))
    return h("ul", {"class": "lc-columns", "aria-label": label},
             [expedition_column(letter, columns[i], values[i], w, owner,
                                target=highlight == letter, recent=recent)
              for i, letter in enumerate(letters)])


def explain_row(letters: Sequence[str], columns: Sequence[Sequence[str]], w: Words,
                key: str) -> El | None:
    """The running values worked out, on demand: a disclosure under a player's columns
    listing each started expedition's arithmetic (``key`` keeps its id apart)."""
    lines = [h("li", {"class": f"c-{letter}"},
               h("span", {"class": "lc-sym", "aria-hidden": "true"}, SYMBOLS[letter]), " ",
               w("lost_cities.math.line", colour=colour_name(letter, w),
                 math=column_math(columns[i])))
             for i, letter in enumerate(letters) if columns[i]]
    if not lines:
        return None
    return h("details", {"class": "lc-explain", "id": f"lc-explain-{key}"},
             h("summary", None, w("lost_cities.math.summary")),
             h("ul", None, lines),
             h("p", {"class": "lc-legend"}, math_legend(w)))


def expeditions(view: LostCitiesView, seat: int, w: Words, owner: str | None,
                highlight: str | None, recent: frozenset[Move] = frozenset()) -> El:
    return expedition_row(view["colours"], view["columns"][seat], view["column_values"][seat],
                          w, owner, highlight, recent)


#: whether a card event put the card on its column (else on its discard pile)
_TO_COLUMN = {"played": True, "discarded": False}


def recent_moves(view: LostCitiesView, seat: int) -> set[Move]:
    """The other player's plays and discards since ``seat`` last acted in the current
    game, from the view's events: shown highlighted, so a person can see what the computer
    (or friend) just did."""
    out: set[Move] = set()
    for event in reversed(view["events"]):
        if event.get("seat") == seat or event["type"] == "game_started":
            break
        to_column = _TO_COLUMN.get(event["type"])
        if to_column is not None:
            out.add(play_move(str(event["card"]), to_column))
    return out


def just_drawn(view: LostCitiesView) -> str | None:
    """The card the viewer drew last, while that draw is still its latest action in this
    game: named by the event when taken from a discard pile, by the view (``drawn``) when
    drawn blind from the draw pile."""
    seat = view["seat"]
    hand = view["hand"] or []
    if seat is None or not hand:
        return None
    for event in reversed(view["events"]):
        if event["type"] == "game_started":
            return None
        if event.get("seat") != seat:
            continue
        if event["type"] == "took":
            code = str(event["card"])
            return code if code in hand else None
        if event["type"] == "drew":
            drawn = view.get("drawn")
            return drawn if drawn in hand else None
        return None
    return None


# ----- memory aids ---------------------------------------------------------------------------
def known_cards(mem: Memory, opponent: str, w: Words) -> El | None:
    """The cards the opponent is known to hold (taken from a discard pile, not played or
    discarded since), under their expeditions."""
    if not mem.opponent_known:
        return None
    return h("div", {"class": "lc-known"},
             h("span", {"id": "lc-known-label"}, w("lost_cities.memory.known", name=opponent)),
             h("ul", {"class": "lc-mini-cards", "aria-labelledby": "lc-known-label"},
               [h("li", None, card(c, w, small=True)) for c in mem.opponent_known]))


def unseen_table(mem: Memory, opponent: str, w: Words) -> El:
    """Per colour, the number cards and wagers the viewer has not seen: in the deck or in
    the opponent's hidden hand."""
    rows = [h("tr", {"class": f"c-{u.letter}"},
              h("th", {"scope": "row"},
                h("span", {"class": "lc-sym", "aria-hidden": "true"}, SYMBOLS[u.letter]), " ",
                colour_name(u.letter, w)),
              h("td", {"class": "lc-unseen-values"},
                " ".join(map(str, u.values)) or w("lost_cities.memory.no_numbers")),
              h("td", None, str(u.wagers)))
            for u in mem.unseen]
    return h("table", {"class": "lc-unseen"},
             h("caption", None, w("lost_cities.memory.unseen_caption", name=opponent)),
             h("thead", None, h("tr", None,
                                h("th", {"scope": "col"}, w("lost_cities.expedition")),
                                h("th", {"scope": "col"}, w("lost_cities.memory.numbers")),
                                h("th", {"scope": "col"}, w("lost_cities.memory.wagers")))),
             h("tbody", None, rows))


def full_piles(mem: Memory, letters: Sequence[str], w: Words) -> list[El]:
    """Every discard pile in full, oldest card first (the last is the top)."""
    items = []
    for letter, pile in zip(letters, mem.piles, strict=True):
        if not pile:
            continue
        name_id = f"lc-pile-all-{letter}"
        items.append(h("li", {"class": f"c-{letter}"},
                       h("span", {"class": "lc-pile-name", "id": name_id},
                         h("span", {"class": "lc-sym", "aria-hidden": "true"}, SYMBOLS[letter]),
                         " ", w("lost_cities.memory.pile", colour=colour_name(letter, w),
                                cards=w("lost_cities.n_cards", count=len(pile)))),
                       h("ol", {"class": "lc-mini-cards", "aria-labelledby": name_id},
                         [h("li", None, card(c, w, small=True)) for c in pile])))
    if not items:
        return [h("p", {"class": "lc-legend"}, w("lost_cities.memory.piles_empty"))]
    return [h("p", {"class": "lc-legend"}, w("lost_cities.memory.piles_order")),
            h("ul", {"class": "lc-pile-lists"}, items)]


def memory_panel(mem: Memory, letters: Sequence[str], opponent: str, w: Words) -> El:
    """The viewer's memory aids under the board: its turns left in a line, the unseen
    cards and the full discard piles each behind a disclosure (kept open over redraws by
    their ids), so a phone's table stays short."""
    turns = ("lost_cities.memory.turns_now" if mem.my_turn else "lost_cities.memory.turns"
             if mem.my_draws else "lost_cities.memory.turns_none")
    discarded = sum(len(p) for p in mem.piles)
    return h("section", {"class": "lc-memory", "aria-label": w("lost_cities.memory.title")},
             h("p", {"class": "lc-turns"}, w(turns, count=mem.my_draws)),
             h("details", {"class": "lc-aid", "id": "lc-aid-unseen"},
               h("summary", None, w("lost_cities.memory.unseen", count=mem.unseen_count)),
               unseen_table(mem, opponent, w)),
             h("details", {"class": "lc-aid", "id": "lc-aid-piles"},
               h("summary", None, w("lost_cities.memory.piles", count=discarded) if discarded
                 else w("lost_cities.memory.piles_none")),
               full_piles(mem, letters, w)))


# ----- the table ----------------------------------------------------------------------------
def pile_item(ctx: TableContext, view: LostCitiesView, index: int, letter: str,
              pile: Sequence[str], recent: frozenset[Move], *, live: bool = True) -> El:
    """One discard pile: its top card, its size and a slot that always holds the place of
    its button (offered or not), so the piles never move between the play and the draw."""
    w = ctx.w
    action = Move.draw(index)
    top = pile[-1] if pile else None
    count = w("lost_cities.n_cards", count=len(pile))
    label = (w("lost_cities.pile.label_top", colour=colour_fem(letter, w), cards=count,
               card=the_card(top, w)) if top else
             w("lost_cities.pile.label", colour=colour_fem(letter, w), cards=count))
    control: El | None = None
    if live and top and action in legal_moves(view):
        control = button(w("lost_cities.take_short"), f"act:{action}", kind="move",
                         aria_label=w("lost_cities.take", card=the_card(top, w)))
    elif live and top and view["blocked"] == letter and view["phase"] == "draw":
        control = h("span", {"class": "lc-blocked", "title": ctx.explain(str(action))},
                    w("lost_cities.just_discarded"))
    return h(
        "li", {"class": classes("lc-pile", f"c-{letter}"), "aria-label": label},
        card(top, w, extra="is-recent" if play_move(top, False) in recent else "")
        if top else h("div", {"class": "lc-card is-empty", "aria-hidden": "true"},
                      h("span", {"class": "lc-sym"}, SYMBOLS[letter])),
        h("span", {"class": "lc-count", "aria-hidden": "true"}, f"{len(pile)}"),
        h("div", {"class": "lc-slot"}, control),
    )


def board(ctx: TableContext, view: LostCitiesView, recent: frozenset[Move] = frozenset(),
          piles: Sequence[Sequence[str]] | None = None) -> El:
    """The discard piles and the draw pile (``piles`` given: a finished game's, to look at)."""
    w = ctx.w
    live = piles is None
    shown = view["discards"] if piles is None else piles
    items = [pile_item(ctx, view, index, letter, shown[index], recent, live=live)
             for index, letter in enumerate(view["colours"])]
    size = view["deck_size"] if live else 0
    deck_move = Move.draw(DECK)
    deck_legal = live and deck_move in legal_moves(view)
    deck = h("div", {"class": "lc-deck"},
             h("div", {"class": classes("lc-card", "is-back", not size and "is-spent"),
                       "aria-hidden": "true"},
               h("span", {"class": "lc-val"}, str(size))),
             h("div", {"class": "lc-deck-slot"},
               button(w("lost_cities.draw_deck", count=size), f"act:{deck_move}",
                      kind="primary")
               if deck_legal else h("p", {"class": "lc-deck-count"},
                                    w("lost_cities.deck_count", count=size) if size
                                    else w("lost_cities.deck_empty"))))
    return h("section", {"class": "lc-board", "aria-label": w("lost_cities.board")},
             h("ul", {"class": "lc-piles", "aria-label": w("lost_cities.piles")}, items), deck)


def hand_and_actions(ctx: TableContext, view: LostCitiesView) -> El:
    state, legal, w = ctx.state, legal_moves(view), ctx.w
    seat = view["seat"]
    hand = view["hand"] or []
    my_turn = view["current_player"] == seat and bool(legal)
    playing = my_turn and view["phase"] == "play"
    selected = state.selected if state.selected in hand and playing else None
    fresh = just_drawn(view)
    # the "new" mark sits beside the button, not in it: a button's visible words must be
    # part of its accessible name, and "5 new" is not a part of "yellow 5, new (just drawn)"
    cards = [
        h("li", None, h(
            "button", {"type": "button", "class": classes("lc-card", "lc-hand-card",
                                                          f"c-{letter_of(c)}",
                                                          is_wager(c) and "is-wager",
                                                          c == selected and "is-selected",
                                                          c == fresh and "is-fresh"),
                       "data-cmd": f"select:{c}",
                       "aria-label": w("lost_cities.card_drawn", card=card_name(c, w))
                       if c == fresh else card_name(c, w),
                       "aria-pressed": "true" if c == selected else "false",
                       "disabled": not playing},
            card_face(c)),
          h("span", {"class": "lc-fresh", "aria-hidden": "true"},
            w("lost_cities.fresh_mark")) if c == fresh else None)
        for c in hand
    ]
    # a game dealt by nobody: cards drawn (or dealt) whose opening comes with the friend's
    # next link, face down at the end of the hand
    incoming = view.get("incoming")
    cards += [h("li", None, h("span", {"class": "lc-card is-back lc-incoming", "role": "img",
                                        "aria-label": w("lost_cities.table.incoming")}))
              for _ in range(incoming if isinstance(incoming, int) else 0)]
    actions: list[El] = []
    if selected:
        name = the_card(selected, w)
        play, discard = play_move(selected), play_move(selected, False)
        reason = ctx.explain(str(play))
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


def match_bar(view: LostCitiesView, names: Sequence[str], w: Words) -> El:
    match = view["match"]
    totals = match["totals"]
    return h("div", {"class": "lc-match"},
             h("span", None, w("lost_cities.match.game", game=match["game"],
                               games=match["games"])
               if match["games"] > 1 else w("lost_cities.match.single")),
             h("span", None, w("lost_cities.match.totals", first=names[0], a=totals[0],
                               second=names[1], b=totals[1])))


def game_breakdown(game: FinishedGame, letters: Sequence[str], players: Sequence[str],
                   w: Words) -> El:
    """One finished game, expedition by expedition (a row each) for both players (a column
    each), every value with its arithmetic; the game's totals in the last row."""
    columns = game.get("columns")
    rows = []
    for i, letter in enumerate(letters):
        cells = []
        for p in (0, 1):
            value = game["colours"][p][i]
            column = columns[p][i] if columns else None
            cells.append(h("td", None,
                           h("span", {"class": "lc-points"}, num(value)),
                           h("span", {"class": "lc-math"}, column_math(column))
                           if column else None))
        rows.append(h("tr", {"class": f"c-{letter}"},
                      h("th", {"scope": "row"},
                        h("span", {"class": "lc-sym", "aria-hidden": "true"}, SYMBOLS[letter]),
                        " ", colour_name(letter, w)),
                      cells))
    rows.append(h("tr", {"class": "lc-total-row"},
                  h("th", {"scope": "row"}, w("lost_cities.total")),
                  [h("td", {"class": "lc-total"}, num(game["scores"][p])) for p in (0, 1)]))
    return h("table", {"class": "lc-scores"},
             h("caption", None, game_summary(game, players, w)),
             h("thead", None, h("tr", None,
                                h("th", {"scope": "col"}, w("lost_cities.expedition")),
                                [h("th", {"scope": "col"}, players[p]) for p in (0, 1)])),
             h("tbody", None, rows))


def match_table(view: LostCitiesView, players: Sequence[str], w: Words) -> El | None:
    """The match so far: each finished game's score for both players, and the totals."""
    match = view["match"]
    finished = match["finished"]
    if match["games"] <= 1 or not finished:
        return None
    rows = [h("tr", None, h("th", {"scope": "row"}, w("lost_cities.game_n", game=g["game"])),
              [h("td", None, num(g["scores"][p])) for p in (0, 1)])
            for g in finished]
    rows.append(h("tr", {"class": "lc-total-row"},
                  h("th", {"scope": "row"}, w("lost_cities.total")),
                  [h("td", {"class": "lc-total"}, num(match["totals"][p]))
                   for p in (0, 1)]))
    title = w("lost_cities.match_title", games=match["games"])
    return h("section", {"class": "lc-match-table panel", "aria-label": title},
             h("h2", None, title),
             h("table", {"class": "lc-scores"},
               h("thead", None, h("tr", None,
                                  h("th", {"scope": "col"}, w("lost_cities.game")),
                                  [h("th", {"scope": "col"}, players[p]) for p in (0, 1)])),
               h("tbody", None, rows)))


def finished_games(view: LostCitiesView, players: Sequence[str], w: Words,
                   only: int | None = None) -> El | None:
    """The finished games worked out (newest first; ``only``: that game alone)."""
    finished = view["match"]["finished"]
    if only is not None:
        finished = [g for g in finished if g["game"] == only]
    if not finished:
        return None
    letters = view["colours"]
    title = w("lost_cities.scores_title")
    return h("section", {"class": "lc-results panel", "aria-label": title},
             h("h2", None, title),
             h("p", {"class": "lc-summary"}, match_summary(view, players, w))
             if view["over"] and only is None else None,
             [game_breakdown(game, letters, players, w) for game in finished[::-1]],
             h("p", {"class": "lc-legend"}, math_legend(w)))


# ----- between the games of a match -----------------------------------------------------------
def _finished_key(view: LostCitiesView) -> str | None:
    finished = view["match"]["finished"]
    if view["over"] or not finished:
        return None
    return f"lc-game-over-{finished[-1]['game']}"


def interlude(view: Mapping[str, JSON]) -> str | None:
    """The pause the table asks for right after a game of a match ends (and the next one
    is dealt, before anyone has moved in it): the key of that game's end. (The table screen
    asks it of a plain public view.)"""
    typed = as_view(view)
    if typed["game_turns"] != 0:
        return None
    return _finished_key(typed)


def final_piles(view: LostCitiesView, game: int) -> list[list[str]]:
    """The discard piles as game ``game`` ended, rebuilt from the public events."""
    letters = list(view["colours"])
    piles: list[list[str]] = [[] for _ in letters]
    inside = False
    for event in view["events"]:
        kind = event["type"]
        if kind == "game_started":
            inside = event["game"] == game
        elif kind == "game_over" and inside:
            break
        elif inside and kind == "discarded":
            code = str(event["card"])
            piles[COLOUR_OF[CARD_OF[code]]].append(code)
        elif inside and kind == "took":
            pile = piles[COLOUR_LETTERS.index(str(event["colour"]))]
            if pile:
                pile.pop()
    return piles


def game_over_table(ctx: TableContext, view: LostCitiesView) -> El:
    """A finished game of a match, held until the player moves on: the final board, both
    players' scores worked out, the match so far and "Next game"."""
    w, players = ctx.w, ctx.names
    seat = ctx.seat
    me = seat if seat is not None else 0
    other = 1 - me
    match = view["match"]
    game = match["finished"][-1]
    number = game["game"]
    letters = view["colours"]
    columns = game["columns"]
    values = game["colours"]
    title = w("lost_cities.over.title", game=number, games=match["games"])
    mine_label = None if seat is not None else players[me]
    return h(
        "section", {"class": classes("table lc-table lc-interlude", f"lc-n{len(letters)}"),
                    "aria-label": w("generic.table")},
        h("section", {"class": "lc-over panel", "aria-labelledby": "lc-over-title"},
          h("h2", {"id": "lc-over-title"}, title),
          h("p", {"class": "lc-summary"}, game_summary(game, players, w)),
          h("p", None, w("lost_cities.match.totals", first=players[0], a=match["totals"][0],
                         second=players[1], b=match["totals"][1])),
          button(w("lost_cities.next_game", game=number + 1, games=match["games"]),
                 "interlude-done", kind="primary")),
        h("div", {"class": "lc-player lc-opponent"},
          h("h2", None, players[other]),
          expedition_row(letters, columns[other], values[other], w, players[other])),
        board(ctx, view, piles=final_piles(view, number)),
        h("div", {"class": "lc-player lc-me"},
          h("h2", None, players[me]),
          expedition_row(letters, columns[me], values[me], w, mine_label)),
        finished_games(view, players, w, only=number),
        match_table(view, players, w),
    )


def render(ctx: TableContext) -> El:
    view, w = as_view(ctx.view), ctx.w
    if ctx.state.interlude is not None and ctx.state.interlude == _finished_key(view):
        return game_over_table(ctx, view)
    players = ctx.names
    seat = ctx.seat
    me = seat if seat is not None else 0
    other = 1 - me
    hand = view["hand"]
    selected = ctx.state.selected if ctx.state.selected and hand and \
        ctx.state.selected in hand else None
    target = (letter_of(selected) if selected and play_move(selected) in legal_moves(view)
              else None)
    recent = frozenset(recent_moves(view, me)) if seat is not None else frozenset()
    letters = view["colours"]
    # the memory aids: only the seat on screen's, only while a game is being played
    mem = memory(view) if seat is not None and not view["over"] else None
    return h(
        "section", {"class": classes("table lc-table", f"lc-n{len(letters)}"),
                    "aria-label": w("generic.table")},
        match_bar(view, players, w),
        h("div", {"class": "lc-player lc-opponent"},
          h("h2", None, players[other],
            h("span", {"class": "muted"},
              w("lost_cities.in_hand", count=view["hand_sizes"][other]))),
          expeditions(view, other, w, players[other], None, recent),
          known_cards(mem, players[other], w) if mem else None,
          explain_row(letters, view["columns"][other], w, "theirs")),
        board(ctx, view, recent),
        memory_panel(mem, letters, players[other], w) if mem else None,
        h("div", {"class": "lc-player lc-me"},
          expeditions(view, me, w, None if seat is not None else players[me], target),
          explain_row(letters, view["columns"][me], w, "mine"),
          hand_and_actions(ctx, view) if seat is not None else None),
        match_table(view, players, w),
        finished_games(view, players, w),
    )
