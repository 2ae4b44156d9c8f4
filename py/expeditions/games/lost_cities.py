"""Lost Cities (Reiner Knizia, Kosmos), as specified in /work/shared/rules/lost-cities.md.

One :class:`LostCities` object is a whole **match** (3 games by default, or a single game):
``Result.scores`` are the match totals and ``Result.breakdown`` lists every game's score per
colour.

Cards and actions
-----------------
Colours, in board order: ``Y`` yellow, ``B`` blue, ``W`` white, ``G`` green, ``R`` red and,
in the long game only, ``P`` purple. A card code is the colour letter followed by

- the value for an expedition card: ``Y2`` … ``Y10``, ``W7`` (white 7);
- ``W`` and the copy number 1–3 for a wager (handshake) card: ``YW1``, ``BW3``, ``WW2`` (a
  white wager). The three wagers of a colour play identically; the number only tells the
  physical cards apart.

A turn is two actions by the same player, so that the UI can undo a play before the draw
(typed as :class:`Move`):

1. ``play:<card>`` (add it to your own expedition) or ``discard:<card>`` (put it on the
   shared discard pile of its colour);
2. ``draw:deck`` (top of the draw pile) or ``draw:<colour letter>`` (top of that discard
   pile, e.g. ``draw:R``), never the pile you discarded to in step 1.

The start player of game 1 is the option ``start`` (``"random"``: the seed decides, with the
first number drawn from ``Rng(seed)``; or ``"p1"`` / ``"p2"``). Games 2 and 3 are started by
the player with the higher running total; on a tie, see :data:`TIE_START_GOES_TO_NON_STARTER`.

Events
------
The public history (``view["events"]``), worded for the log by
:func:`expeditions.web.tables.lost_cities.describe_event`:

- ``{"type": "game_started", "game": 1, "start": 0}`` (game numbers from 1, seats from 0);
- ``{"type": "played", "seat": 1, "card": "R7"}``, ``{"type": "discarded", ...}``;
- ``{"type": "drew", "seat": 0, "source": "deck"}``: a blind draw (the card stays hidden);
- ``{"type": "took", "seat": 0, "colour": "R", "card": "R7"}``: the top of a discard pile;
- ``{"type": "game_over", "game": 1, "scores": [12, -5], "totals": [12, -5]}``.

As no event names a blind draw's card, a seat's view names it under ``drawn`` (e.g.
``"drawn": "G5"``) while that draw is the seat's latest action in the current game and the
match runs; the key is absent otherwise (and from the public view).

Internals
---------
A card is an ``int``: ``colour * 12 + rank`` where ranks 0–2 are the wagers and rank ``r``
≥ 3 is the expedition card of value ``r - 1``. Each (player, colour) column keeps a *level*:
-1 while it holds no number card, else the rank of its last number card. A card may be added
when its *key* (0 for a wager, its rank for a number card) is above the level. The protocol
is a thin layer over :class:`Core`, which the search bot's rollouts (and the benchmark in
:mod:`expeditions.bench`) use directly.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal, Self, TypedDict, cast

from ..engine import JSON, Action, BaseView, Game, IllegalAction, Note, OptionSpec, Result, intern
from ..rng import MASK64, SPLITMIX_GAMMA, SPLITMIX_MUL1, SPLITMIX_MUL2, Rng

# ----- rules constants (see the rules file) ------------------------------------------------
COLOUR_LETTERS = "YBWGRP"
COLOUR_NAMES = ("yellow", "blue", "white", "green", "red", "purple")
BASE_COLOURS = 5
LONG_COLOURS = 6
WAGERS_PER_COLOUR = 3
MIN_VALUE = 2
MAX_VALUE = 10
CARDS_PER_COLOUR = WAGERS_PER_COLOUR + (MAX_VALUE - MIN_VALUE + 1)  # 12
HAND_SIZE = 8
EXPEDITION_COST = 20  # each started colour scores (sum - 20) ...
BONUS_MIN_CARDS = 8  # ... and a column of at least 8 cards (wagers count) ...
BONUS_POINTS = 20  # ... earns 20 more, added after the multiplier
DEFAULT_GAMES = 3
#: [R] Games 2 and 3: on tied running totals, the player who did not start the previous
#: game starts (else the previous starter starts again).
TIE_START_GOES_TO_NON_STARTER = True
#: [R] Equal match totals after the last game: the match is a draw (both players win; else
#: nobody does).
TIED_MATCH_IS_DRAW = True

_NUM_CARDS = LONG_COLOURS * CARDS_PER_COLOUR
COLOUR_OF = [c // CARDS_PER_COLOUR for c in range(_NUM_CARDS)]
RANK_OF = [c % CARDS_PER_COLOUR for c in range(_NUM_CARDS)]
#: 0 for a wager, else the rank; a card can be played when KEY > the column's level.
KEY_OF = [0 if r < WAGERS_PER_COLOUR else r for r in RANK_OF]
#: face value of a number card (0 for wagers)
VALUE_OF = [0 if r < WAGERS_PER_COLOUR else r - 1 for r in RANK_OF]
IS_WAGER = [r < WAGERS_PER_COLOUR for r in RANK_OF]


def card_code(card: int) -> str:
    colour, rank = divmod(card, CARDS_PER_COLOUR)
    letter = COLOUR_LETTERS[colour]
    if rank < WAGERS_PER_COLOUR:
        return f"{letter}W{rank + 1}"
    return f"{letter}{rank - 1}"


CODES = [card_code(c) for c in range(_NUM_CARDS)]
CARD_OF: dict[str, int] = {code: c for c, code in enumerate(CODES)}


def card_name(card: int) -> str:
    colour, rank = divmod(card, CARDS_PER_COLOUR)
    if rank < WAGERS_PER_COLOUR:
        return f"{COLOUR_NAMES[colour]} wager"
    return f"{COLOUR_NAMES[colour]} {rank - 1}"


def column_value(cards: Sequence[int]) -> int:
    """Score of one expedition column (card ints); 0 if it is empty."""
    if not cards:
        return 0
    wagers = 0
    total = 0
    for c in cards:
        if IS_WAGER[c]:
            wagers += 1
        else:
            total += VALUE_OF[c]
    value = (total - EXPEDITION_COST) * (1 + wagers)
    if len(cards) >= BONUS_MIN_CARDS:
        value += BONUS_POINTS
    return value


def column_value_codes(codes: Sequence[str]) -> int:
    """Score of a column given as card codes (``["YW1", "Y4", ...]``)."""
    return column_value([CARD_OF[code] for code in codes])


# ----- the typed action ----------------------------------------------------------------------
PLAY_KINDS = ("play", "discard")
#: ``Move.source`` of a draw from the draw pile (else the colour of a discard pile)
DECK = -1


@dataclass(frozen=True, slots=True)
class Move(Action):
    """One step of a turn: ``kind`` is ``"play"`` or ``"discard"`` (with ``card``, a card
    int) or ``"draw"`` (with ``source``: :data:`DECK` or a colour index). ``str()`` is the
    canonical string: ``play:Y7``, ``discard:YW1``, ``draw:deck``, ``draw:R``."""

    kind: str
    card: int = -1
    source: int = DECK

    @classmethod
    def play(cls, card: int, to_column: bool = True) -> Move:
        """Step 1: ``card`` to the own expedition (``to_column``) or its discard pile."""
        return (PLAYS if to_column else DISCARDS)[card]

    @classmethod
    def draw(cls, source: int) -> Move:
        """Step 2 from ``source``: :data:`DECK` or a colour's discard pile."""
        return DRAWS[source]

    @property
    def to_column(self) -> bool:
        return self.kind == "play"

    def __str__(self) -> str:
        if self.text:
            return self.text
        if self.kind == "draw":
            return "draw:deck" if self.source < 0 else "draw:" + COLOUR_LETTERS[self.source]
        return f"{self.kind}:{CODES[self.card]}"

    @classmethod
    def decode(cls, text: str) -> Move | None:
        kind, sep, arg = text.partition(":")
        if not sep:
            return None
        if kind == "draw":
            if arg == "deck":
                return DRAWS[DECK]
            colour = COLOUR_LETTERS.find(arg) if len(arg) == 1 else -1
            return DRAWS[colour] if colour >= 0 else None
        card = CARD_OF.get(arg)
        if kind not in PLAY_KINDS or card is None:
            return None
        return PLAYS[card] if kind == "play" else DISCARDS[card]


#: every move once (the legal lists hand out these instances)
PLAYS = [Move("play", c) for c in range(_NUM_CARDS)]
DISCARDS = [Move("discard", c) for c in range(_NUM_CARDS)]
DRAWS = {s: Move("draw", source=s) for s in range(DECK, LONG_COLOURS)}
#: the canonical string of every move -> the move
MOVE_OF_TEXT: dict[str, Move] = intern([*PLAYS, *DISCARDS, *DRAWS.values()])
#: per card, its step-1 options when it can go on its column and when it cannot, as
#: :meth:`Core.play_options` lists them
_PLAY_PAIRS = [((c, True), (c, False)) for c in range(_NUM_CARDS)]
_DISCARD_ONLY = [((c, False),) for c in range(_NUM_CARDS)]
#: the same as moves, as :meth:`LostCities.legal_moves` lists them
_PLAY_MOVES = [(PLAYS[c], DISCARDS[c]) for c in range(_NUM_CARDS)]
_DISCARD_MOVES = [(DISCARDS[c],) for c in range(_NUM_CARDS)]


# ----- the view's types (what bots, the table and the coach read; see LostCities.view) ----
class FinishedGame(TypedDict):
    """One finished game of the match (``view["match"]["finished"]``): its number (from 1),
    its start player, and per seat its score, its points by colour and its columns' cards
    (in board order)."""

    game: int
    start: int
    scores: list[int]
    colours: list[list[int]]
    columns: list[list[list[str]]]


class MatchView(TypedDict):
    """The match so far: the game being played (the last one once the match is over), how
    many games it has, the running totals and start players by game, the finished games."""

    game: int
    games: int
    totals: list[int]
    starters: list[int]
    finished: list[FinishedGame]


class LostCitiesKeys(TypedDict):
    """The keys :meth:`LostCities.view` always adds to the shared ones (its own literal, so
    mypy checks the view as it is made, not only as it is read). Lists by seat have two
    entries; lists by colour one per colour in board order; cards are codes."""

    colours: list[str]  # the colour letters
    colour_names: list[str]
    hand: list[str] | None  # your own cards, sorted; ``None`` in the public view
    hand_sizes: list[int]
    known_hands: list[list[str]]  # per seat, the cards taken from a pile and still held
    columns: list[list[list[str]]]  # per seat, per colour
    column_values: list[list[int]]
    discards: list[list[str]]  # per colour, bottom first
    deck_size: int
    phase: Literal["play", "draw"]
    blocked: str | None  # the colour letter discarded to in this turn's step 1
    match: MatchView
    game_turns: int


class DrawnKey(TypedDict, total=False):
    """The optional key of a seat's view: the card it drew blind, while that draw is its
    latest action in the current game (absent otherwise, and from the public view). A
    ``total=False`` base rather than ``NotRequired``: under ``from __future__ import
    annotations`` Python 3.11 does not see ``NotRequired`` and would list the key as
    required at run time (``__required_keys__``)."""

    drawn: str


class LostCitiesView(BaseView, LostCitiesKeys, DrawnKey):
    """A Lost Cities view: :class:`~expeditions.engine.BaseView`, :class:`LostCitiesKeys`
    and, for a seat that just drew blind, :class:`DrawnKey`."""


def as_view(view: Mapping[str, JSON]) -> LostCitiesView:
    """``view`` (a Lost Cities view, e.g. as the bot protocol or the table context hands
    it) as its type. Only a cast: the view-type tests keep :meth:`LostCities.view` and the
    type equal."""
    return cast(LostCitiesView, view)


def own_seat(view: LostCitiesView) -> int:
    """The seat whose view it is (a bot, the sampler and the coach read a seat's view)."""
    seat = view["seat"]
    if seat is None:
        raise ValueError("a seat's view is needed, not the public one")
    return seat


# ----- the fast core -----------------------------------------------------------------------
def shuffle(items: list[int], rng: Rng) -> None:
    """Fisher-Yates driven by ``rng``'s splitmix64 stream, inlined for speed (a deal is
    shuffled thousands of times a second by the search bot). Index ``j`` is taken as
    ``(x * (i + 1)) >> 64``, whose bias (< 2**-57 for 72 cards) is negligible. Pure integer
    arithmetic, so identical on every Python."""
    mask, gamma, mul1, mul2 = MASK64, SPLITMIX_GAMMA, SPLITMIX_MUL1, SPLITMIX_MUL2
    state = rng.getstate()
    for i in range(len(items) - 1, 0, -1):
        state = (state + gamma) & mask
        z = state
        z = ((z ^ (z >> 30)) * mul1) & mask
        z = ((z ^ (z >> 27)) * mul2) & mask
        j = ((z ^ (z >> 31)) * (i + 1)) >> 64
        items[i], items[j] = items[j], items[i]
    rng.setstate(state)


PLAY, DRAW = 0, 1


class Core:
    """One game (not a match) of Lost Cities, as plain lists of ints.

    ``deck[-1]`` is the top of the draw pile. ``blocked`` is the colour discarded to in this
    turn's first step (-1 if none). ``player`` is the player to act, ``phase`` PLAY or DRAW;
    ``over`` is set the moment the last draw-pile card is taken.
    """

    __slots__ = ("ncol", "hands", "deck", "piles", "cols", "levels", "player", "phase",
                 "blocked", "over", "known")

    def __init__(self, ncol: int) -> None:
        self.ncol = ncol
        self.hands: list[list[int]] = [[], []]
        self.deck: list[int] = []
        self.piles: list[list[int]] = [[] for _ in range(ncol)]
        self.cols: list[list[list[int]]] = [[[] for _ in range(ncol)] for _ in range(2)]
        self.levels: list[list[int]] = [[-1] * ncol for _ in range(2)]
        self.player = 0
        self.phase = PLAY
        self.blocked = -1
        self.over = False
        #: cards each player took from a discard pile and still holds (public knowledge)
        self.known: list[list[int]] = [[], []]

    @classmethod
    def from_order(cls, ncol: int, order: Sequence[int], start: int) -> Core:
        """The game dealt from a known order by deck position (a joint shuffle's, found at
        its audit): positions 0-7 are player 0's hand, 8-15 player 1's, then the draw pile
        from its top (position 16 is drawn first)."""
        core = cls(ncol)
        core.hands = [list(order[:HAND_SIZE]), list(order[HAND_SIZE:2 * HAND_SIZE])]
        core.deck = list(order[2 * HAND_SIZE:])[::-1]
        core.player = start
        return core

    @classmethod
    def deal(cls, ncol: int, rng: Rng, start: int) -> Core:
        core = cls(ncol)
        deck = list(range(ncol * CARDS_PER_COLOUR))
        shuffle(deck, rng)
        core.hands = [deck[:HAND_SIZE], deck[HAND_SIZE:2 * HAND_SIZE]]
        core.deck = deck[2 * HAND_SIZE:]
        core.player = start
        return core

    def copy(self) -> Core:
        other = Core.__new__(Core)
        other.ncol = self.ncol
        other.hands = [self.hands[0][:], self.hands[1][:]]
        other.deck = self.deck[:]
        other.piles = [p[:] for p in self.piles]
        cols = self.cols
        other.cols = [[c[:] for c in cols[0]], [c[:] for c in cols[1]]]
        other.levels = [self.levels[0][:], self.levels[1][:]]
        other.player = self.player
        other.phase = self.phase
        other.blocked = self.blocked
        other.over = self.over
        other.known = [self.known[0][:], self.known[1][:]]
        return other

    def snapshot(self) -> tuple[Any, ...]:
        return (self.ncol, self.hands, self.deck, self.piles, self.cols, self.levels,
                self.player, self.phase, self.blocked, self.over, self.known)

    # -- rules ----------------------------------------------------------------------------
    def can_play(self, player: int, card: int) -> bool:
        """Whether ``card`` may go on ``player``'s expedition of its colour now: it must be
        higher than the column's last number card (a wager only before any number card)."""
        return KEY_OF[card] > self.levels[player][COLOUR_OF[card]]

    def play(self, card: int, to_column: bool) -> None:
        """Step 1 for the current player (no legality check)."""
        p = self.player
        self.hands[p].remove(card)
        known = self.known[p]
        if known and card in known:
            known.remove(card)
        colour = COLOUR_OF[card]
        if to_column:
            self.cols[p][colour].append(card)
            if KEY_OF[card]:  # a number card: the column's new level
                self.levels[p][colour] = RANK_OF[card]
            self.blocked = -1
        else:
            self.piles[colour].append(card)
            self.blocked = colour
        self.phase = DRAW

    def draw(self, source: int) -> int:
        """Step 2: ``source`` -1 = draw pile, else a colour's discard pile. Returns the card."""
        p = self.player
        if source < 0:
            deck = self.deck
            card = deck.pop()
            if not deck:
                self.over = True
        else:
            card = self.piles[source].pop()
            self.known[p].append(card)
        self.hands[p].append(card)
        self.phase = PLAY
        self.blocked = -1
        self.player = 1 - p
        return card

    def scores(self) -> list[int]:
        return [sum(column_value(col) for col in self.cols[p]) for p in (0, 1)]

    def colour_values(self, player: int) -> list[int]:
        return [column_value(col) for col in self.cols[player]]

    def play_options(self) -> list[tuple[int, bool]]:
        """Every step 1 by card (in card order): to the column (if it may go there), then
        to its discard pile."""
        lv = self.levels[self.player]
        key_of, colour_of, both, only = KEY_OF, COLOUR_OF, _PLAY_PAIRS, _DISCARD_ONLY
        out: list[tuple[int, bool]] = []
        for card in sorted(self.hands[self.player]):
            out += both[card] if key_of[card] > lv[colour_of[card]] else only[card]
        return out

    def play_moves(self) -> list[Move]:
        """:meth:`play_options` as the interned :class:`Move` objects."""
        lv = self.levels[self.player]
        key_of, colour_of, both, only = KEY_OF, COLOUR_OF, _PLAY_MOVES, _DISCARD_MOVES
        out: list[Move] = []
        for card in sorted(self.hands[self.player]):
            out += both[card] if key_of[card] > lv[colour_of[card]] else only[card]
        return out

    def draw_options(self) -> list[int]:
        """Every step 2: the draw pile (while it lasts), then the discard piles by colour
        that hold a card, but the one just discarded to."""
        out = [-1] if self.deck else []
        blocked = self.blocked
        for colour, pile in enumerate(self.piles):
            if pile and colour != blocked:
                out.append(colour)
        return out



# ----- the protocol layer ------------------------------------------------------------------
class LostCities(Game[Move]):
    INTERNED = MOVE_OF_TEXT
    game_id = "lost-cities"
    title = "Lost Cities"
    min_players = 2
    max_players = 2
    option_specs = (
        OptionSpec("colours", "Expeditions",
                   ((BASE_COLOURS, "5 colours (base game)"),
                    (LONG_COLOURS, "6 colours (long game)")), BASE_COLOURS),
        OptionSpec("games", "Match", ((3, "3 games"), (1, "A single game")), DEFAULT_GAMES),
        OptionSpec("start", "First player",
                   (("random", "Random"), ("p1", "Player 1"), ("p2", "Player 2")), "random"),
    )
    action_type = Move
    view_type = LostCitiesView

    ncol: int
    num_games: int
    totals: list[int]
    #: one entry per completed game (as the view's ``match["finished"]`` shows it)
    finished: list[FinishedGame]
    starters: list[int]
    match_over: bool
    #: actions in the current game
    game_turns: int
    #: per seat, the card it drew from the draw pile when that draw is its latest action
    #: in the current game (else -1): the view tells the seat, as no event names it
    drawn: list[int]
    core: Core
    _rng: Rng

    # -- setup ------------------------------------------------------------------------------
    #: per game, its deal by deck position (:meth:`from_deals`); empty for a seeded match
    _deals: tuple[tuple[int, ...], ...] = ()

    @classmethod
    def from_deals(cls, options: Mapping[str, JSON], deals: Sequence[Sequence[int]],
                   seed: int = 0) -> Self:
        """A match whose games are dealt from known orders (:meth:`Core.from_order`), as a
        two-device game dealt by nobody replays at its audit; games past ``deals`` are dealt
        from ``seed``. Each deal must hold every card of the game once. Such a match does not
        replay from its :meth:`to_json` (which has no deals)."""
        game = object.__new__(cls)
        ncol = int(cls.normalize_options(options)["colours"])
        cards = list(range(ncol * CARDS_PER_COLOUR))
        for deal in deals:
            if sorted(deal) != cards:
                raise ValueError("a deal must hold every card of the game once")
        game._deals = tuple(tuple(deal) for deal in deals)
        Game.__init__(game, options, seed)
        return game

    def _setup(self) -> None:
        self.ncol = int(self.options["colours"])
        self.num_games = int(self.options["games"])
        self._rng = Rng(self.seed)
        start_opt = self.options["start"]
        # "random": the first number drawn from Rng(seed) picks the start player of game 1
        first = self._rng.below(2) if start_opt == "random" else ("p1", "p2").index(start_opt)
        self.totals = [0, 0]
        self.finished = []
        self.starters = []
        self.match_over = False
        self.game_turns = 0
        self._new_game(first)

    def _new_game(self, start: int) -> None:
        number = len(self.finished)
        self.starters.append(start)
        if number < len(self._deals):
            self.core = Core.from_order(self.ncol, self._deals[number], start)
        else:
            self.core = Core.deal(self.ncol, self._rng.fork(number + 1), start)
        self.game_turns = 0
        self.drawn = [-1, -1]
        self.emit("game_started", game=number + 1, start=start)

    # -- protocol hooks ---------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return None if self.match_over else self.core.player

    def _legal(self, seat: int) -> list[Move]:
        core = self.core
        if core.phase == PLAY:
            return core.play_moves()
        draws = DRAWS
        return [draws[s] for s in core.draw_options()]

    def legal_moves(self, seat: int) -> list[Move]:
        """:meth:`Game.legal_moves`, inlined (the search's and the protocol's hot path)."""
        core = self.core
        if self.match_over or seat != core.player:
            return []
        if core.phase == PLAY:
            return core.play_moves()
        draws = DRAWS
        return [draws[s] for s in core.draw_options()]

    def _reject_reason(self, seat: int, action: Move) -> IllegalAction | None:
        if action.kind == "draw":
            if action.source >= self.ncol:
                letter = COLOUR_LETTERS[action.source]
                return IllegalAction("no_such_pile", f"there is no discard pile {letter!r}",
                                     colour=letter)
        elif COLOUR_OF[action.card] >= self.ncol:
            code = CODES[action.card]
            return IllegalAction("no_such_card", f"there is no card {code!r} in this game",
                                 card=code)
        if self.core.phase == PLAY:
            return self._play_refusal(seat, action)
        return self._draw_refusal(action)

    def _play_refusal(self, seat: int, action: Move) -> IllegalAction | None:
        """Why a step 1 (or a draw instead of it) is refused."""
        core = self.core
        if action.kind == "draw":
            return IllegalAction("play_first", "first play or discard a card, then draw")
        card = action.card
        code = CODES[card]
        if card not in core.hands[seat]:
            return IllegalAction("not_in_hand", f"you do not hold the {card_name(card)}",
                                 card=code)
        if action.to_column and not core.can_play(seat, card):
            colour = COLOUR_OF[card]
            last = colour * CARDS_PER_COLOUR + core.levels[seat][colour]
            top = card_name(last)
            if IS_WAGER[card]:
                return IllegalAction(
                    "wager_after_number",
                    f"a wager cannot go on your {COLOUR_NAMES[colour]} expedition "
                    f"after a number card (you have the {top})", card=code, last=CODES[last])
            return IllegalAction(
                "lower_than_last",
                f"the {card_name(card)} must be higher than the last card of your "
                f"{COLOUR_NAMES[colour]} expedition, the {top}", card=code, last=CODES[last])
        return None

    def _draw_refusal(self, action: Move) -> IllegalAction | None:
        """Why a step 2 (or a play instead of it) is refused."""
        core = self.core
        if action.kind != "draw":
            return IllegalAction("draw_first", "you have played this turn; now draw a card")
        source = action.source
        if source < 0:
            return None if core.deck else IllegalAction("deck_empty", "the draw pile is empty")
        letter = COLOUR_LETTERS[source]
        if not core.piles[source]:
            return IllegalAction("pile_empty", f"the {COLOUR_NAMES[source]} discard pile is empty",
                                 colour=letter)
        if source == core.blocked:
            return IllegalAction("own_discard",
                                 "you cannot draw back the card you discarded this turn",
                                 colour=letter)
        return None

    def _apply(self, seat: int, action: Move) -> None:
        # the events are written out as :meth:`emit` writes them (this is the hot path)
        core = self.core
        self.game_turns += 1
        kind = action.kind
        if kind != "draw":
            self.events.append({"type": "played" if kind == "play" else "discarded",
                                "seat": seat, "card": CODES[action.card]})
            core.play(action.card, kind == "play")
            self.drawn[seat] = -1
            return
        source = action.source
        if source < 0:
            self.events.append({"type": "drew", "seat": seat, "source": "deck"})
        else:
            self.events.append({"type": "took", "seat": seat, "colour": COLOUR_LETTERS[source],
                                "card": CODES[core.piles[source][-1]]})
        card = core.draw(source)
        self.drawn[seat] = card if source < 0 else -1
        if core.over:
            self._end_game()

    def _end_game(self) -> None:
        core = self.core
        scores = core.scores()
        number = len(self.finished) + 1
        self.finished.append({
            "game": number,
            "start": self.starters[-1],
            "scores": scores,
            "colours": [core.colour_values(p) for p in (0, 1)],
            "columns": [[[CODES[c] for c in col] for col in core.cols[p]] for p in (0, 1)],
        })
        for p in (0, 1):
            self.totals[p] += scores[p]
        self.emit("game_over", game=number, scores=list(scores), totals=list(self.totals))
        if number >= self.num_games:
            self.match_over = True
            return
        if self.totals[0] != self.totals[1]:
            start = 0 if self.totals[0] > self.totals[1] else 1
        elif TIE_START_GOES_TO_NON_STARTER:
            start = 1 - self.starters[-1]
        else:
            start = self.starters[-1]
        self._new_game(start)

    # -- views ------------------------------------------------------------------------------
    def view(self, seat: int | None) -> dict[str, JSON]:
        """What ``seat`` may know, a :class:`LostCitiesView` (read it through
        :func:`as_view`)."""
        v = self._base_view(seat)
        core = self.core
        ncol = self.ncol
        own: LostCitiesKeys = {
            "colours": list(COLOUR_LETTERS[:ncol]),
            "colour_names": list(COLOUR_NAMES[:ncol]),
            "hand": [CODES[c] for c in sorted(core.hands[seat])] if seat is not None else None,
            "hand_sizes": [len(h) for h in core.hands],
            # cards each player is known to hold (taken from a discard pile, not yet played)
            "known_hands": [[CODES[c] for c in sorted(k)] for k in core.known],
            "columns": [[[CODES[c] for c in col] for col in core.cols[p]] for p in (0, 1)],
            "column_values": [core.colour_values(p) for p in (0, 1)],
            # full contents, bottom first: both players watched each pile form
            "discards": [[CODES[c] for c in pile] for pile in core.piles],
            "deck_size": len(core.deck),
            "phase": "play" if core.phase == PLAY else "draw",
            "blocked": COLOUR_LETTERS[core.blocked] if core.blocked >= 0 else None,
            "match": {
                "game": len(self.finished) + (0 if self.match_over else 1),
                "games": self.num_games,
                "totals": list(self.totals),
                "starters": list(self.starters),
                "finished": [g.copy() for g in self.finished],
            },
            "game_turns": self.game_turns,
        }
        v.update(own)
        # only while the match runs, and only to the seat that drew it
        if seat is not None and not self.match_over and self.drawn[seat] >= 0:
            v["drawn"] = CODES[self.drawn[seat]]
        return v

    def _can_take_back(self, seat: int, action: Move) -> bool:
        """A card just played or discarded may be taken back before drawing: it revealed
        nothing hidden (a draw from the deck does)."""
        return action.kind in PLAY_KINDS

    def progress(self) -> Note:
        """``match_over`` (``first``, ``second``: the match totals), else the cards left in
        the draw pile: ``cards_left`` (``count``) in a single game, ``game_cards_left``
        (``game``, ``games``, ``count``) in a match."""
        if self.match_over:
            return Note("match_over", {"first": self.totals[0], "second": self.totals[1]})
        left = len(self.core.deck)
        if self.num_games > 1:
            return Note("game_cards_left", {"game": len(self.finished) + 1,
                                            "games": self.num_games, "count": left})
        return Note("cards_left", {"count": left})

    def _result(self) -> Result:
        """Scores are the match totals. Each breakdown: ``total``, ``parts`` (the points of
        every game and colour, keyed ``"<game>:<colour letter>"``, e.g. ``"1:Y"``) and
        ``games`` (per game: its number, its total and its points by colour letter)."""
        totals = list(self.totals)
        if totals[0] == totals[1]:
            winners = [0, 1] if TIED_MATCH_IS_DRAW else []
        else:
            winners = [0 if totals[0] > totals[1] else 1]
        letters = COLOUR_LETTERS[: self.ncol]
        breakdown: list[dict[str, JSON]] = []
        for p in (0, 1):
            games: list[dict[str, JSON]] = [
                {"game": g["game"], "total": g["scores"][p],
                 "colours": dict(zip(letters, g["colours"][p], strict=True))}
                for g in self.finished]
            parts = {f"{g['game']}:{letter}": value
                     for g in games for letter, value in g["colours"].items()}
            breakdown.append({"total": totals[p], "parts": parts, "games": games})
        if len(winners) == 1:
            w = winners[0]
            summary = f"Player {w + 1} wins {totals[w]} to {totals[1 - w]}"
        else:
            summary = f"A draw at {totals[0]} each"
        return Result(scores=totals, winners=winners, breakdown=breakdown, summary=summary)

    # -- for search -------------------------------------------------------------------------
    def clone(self) -> Self:
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.options = dict(self.options)
        other.log = list(self.log)
        other.events = list(self.events)  # events are never changed once emitted
        other.totals = list(self.totals)
        other.finished = list(self.finished)  # nor are the finished games' records
        other.starters = list(self.starters)
        other.drawn = list(self.drawn)
        other.core = self.core.copy()
        other._rng = Rng(self._rng.getstate())
        return other

    @classmethod
    def sample_from_view(cls, view: Mapping[str, JSON], rng: Rng) -> Self:
        """The match as ``view`` shows it (totals, finished games, starters, events, the
        current game's public cards), with the current game's hidden cards drawn by
        :func:`determinize` and the deals of the games still to come by a fresh random
        stream. Needs a seat's view."""
        game = cls._from_view(view)
        typed = as_view(view)
        game.ncol = int(game.options["colours"])
        game.num_games = int(game.options["games"])
        match = typed["match"]
        game.totals = list(match["totals"])
        game.finished = [g.copy() for g in match["finished"]]
        game.starters = list(match["starters"])
        game.match_over = typed["over"]
        game.game_turns = typed["game_turns"]
        game.drawn = [-1, -1]
        if "drawn" in typed:
            game.drawn[own_seat(typed)] = CARD_OF[typed["drawn"]]
        game.core = determinize(typed, rng)
        game._rng = Rng(rng.next_u64())
        return game

    # -- for tests --------------------------------------------------------------------------
    def state(self) -> tuple[Any, ...]:
        """Everything that defines the position (for save/load equality checks)."""
        return (self.core.snapshot(), self.totals, self.finished, self.starters,
                self.match_over, self.events, self.game_turns, self._rng.getstate())


# ----- determinization: a full Core from a player's view ------------------------------------
def determinize(view: LostCitiesView, rng: Rng) -> Core:
    """A full game state consistent with everything ``view`` shows: the viewer's hand, both
    columns, the discard piles and the cards the opponent is known to hold are as seen; the
    opponent's other cards and the draw-pile order are sampled uniformly from the unseen cards.
    """
    seat = own_seat(view)
    hand = view["hand"]
    if hand is None:  # a seat's view always holds its hand
        raise ValueError("a seat's view is needed, not the public one")
    ncol = len(view["colours"])
    core = Core(ncol)
    core.hands[seat] = [CARD_OF[c] for c in hand]
    core.known = [[CARD_OF[c] for c in k] for k in view["known_hands"]]
    seen: set[int] = set(core.hands[seat])
    for p in (0, 1):
        for colour, col in enumerate(view["columns"][p]):
            cards = [CARD_OF[c] for c in col]
            core.cols[p][colour] = cards
            seen.update(cards)
            level = -1
            for c in cards:
                if not IS_WAGER[c]:
                    level = RANK_OF[c]
            core.levels[p][colour] = level
    for colour, pile in enumerate(view["discards"]):
        cards = [CARD_OF[c] for c in pile]
        core.piles[colour] = cards
        seen.update(cards)
    opp = 1 - seat
    opp_known = core.known[opp]
    seen.update(opp_known)
    unseen = [c for c in range(ncol * CARDS_PER_COLOUR) if c not in seen]
    shuffle(unseen, rng)
    need = view["hand_sizes"][opp] - len(opp_known)
    core.hands[opp] = opp_known + unseen[:need]
    core.deck = unseen[need:]
    current = view["current_player"]
    core.player = seat if current is None else current
    core.phase = PLAY if view["phase"] == "play" else DRAW
    blocked = view["blocked"]
    core.blocked = COLOUR_LETTERS.index(blocked) if blocked else -1
    return core


GAME = LostCities
