"""Curiosity (GDM Games, 2024): hackers program the Mars rover together.

The rules are /work/shared/rules/curiosity.md. Every value that the specification tags
**[R]** (our own reasoned choice) is one named module-level constant below.

Seats are numbered from 0 and "clockwise" means seat + 1. Coordinates are ``(col, row)``
with row 0 at the top (north) and col 0 at the left (west).

Actions (typed: :class:`PlaceToken` and :class:`PlayCard`; their canonical strings are what
saves hold):

- ``token:<value>@<col>,<row>``: put one of your current-round study tokens face down on an
  empty square, e.g. ``token:+2@1,3``, ``token:-1@4,0``, ``token:404@0,0``. The value names
  which of your own tokens you place; it is hidden from everybody else (the public event
  and other seats' views only show owner, round and square).
- ``card:<card>@<position>``: play a direction card from your hand on the control panel,
  position 1–4 counted from the left, e.g. ``card:N3@2``. Card codes are a type letter and
  a value: ``N`` North Pole (north), ``S`` South Pole (south), ``O`` Mount Olympus (west),
  ``G`` Gale Crater (east), values 1–5; ``0`` is a wild 0-card with no type. A card played
  on a complete pile goes face down (a discard).

There is no pass action: a player who can neither place a token nor play a card is skipped
automatically ([R], :data:`SKIP_WHEN_NO_ACTION`). When planning ends (all 4 piles complete,
or no cards left in any hand) the rover moves and the round resolves inside the action that
ended it; the route, every reveal and the points are recorded as public events (``drive``,
``revealed``, ``unplaced``; worded by ``expeditions.web.tables.curiosity.describe_event``)
and summed up in
``view()["last_round"]`` so the UI can animate them.

Round-1 start player: the option ``start_player`` ("random" by default, drawn from the seed;
or a seat number 0–3).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar, Self, TypedDict, cast

from ..engine import (
    JSON,
    Action,
    BaseView,
    Game,
    IllegalAction,
    Note,
    OptionsError,
    OptionSpec,
    Result,
    ascii_int,
    intern,
)
from ..rng import Rng

# ---------------------------------------------------------------------------------------
# Rule constants
# ---------------------------------------------------------------------------------------

#: Direction card types, in the order of hands and of the deck.
CARD_TYPES: tuple[str, ...] = ("N", "S", "O", "G")
TYPE_NAMES: dict[str, str] = {
    "N": "North Pole",
    "S": "South Pole",
    "O": "Mount Olympus",
    "G": "Gale Crater",
}
#: Step of each type as (d_col, d_row). [R]: Mount Olympus = west, Gale Crater = east.
DIRECTION_STEPS: dict[str, tuple[int, int]] = {
    "N": (0, -1),
    "S": (0, 1),
    "O": (-1, 0),
    "G": (1, 0),
}
#: The compass word of each step.
STEP_WORDS: dict[tuple[int, int], str] = {
    (0, -1): "north", (0, 1): "south", (-1, 0): "west", (1, 0): "east"}
#: Code of the wild 0-card (no type).
ZERO_CARD = "0"
#: [R] Deck make-up: each type has one card of each of these values …
TYPED_CARD_VALUES: tuple[int, ...] = (1, 2, 3, 4, 5)
#: … [R] plus this many wild 0-cards (22 cards in all).
ZERO_CARD_COUNT = 2
#: Card values removed from the deck in a 2-player game (seed: "remove the cards with a
#: value of 5").
TWO_PLAYER_REMOVED_VALUES: tuple[int, ...] = (5,)
#: [R] A 0-card may not start a pile (it goes on an existing pile only).
ZERO_CARD_CAN_START_PILE = False

#: Board side length by player count.
BOARD_SIZE: dict[int, int] = {2: 5, 3: 7, 4: 7}
#: Cards dealt to each player every round, by player count.
CARDS_PER_PLAYER: dict[int, int] = {2: 7, 3: 6, 4: 5}
#: A pile is complete at this many face-up cards, by player count.
COMPLETION_SIZE: dict[int, int] = {2: 3, 3: 4, 4: 4}
#: Number of positions on the control panel.
PANEL_POSITIONS = 4
ROUNDS = 3

#: The value of the "Out of the game" token.
ERROR_404 = 404
#: [R] Token fronts of each colour by round (14 per colour; 404 only in round 3).
TOKENS_BY_ROUND: dict[int, tuple[int, ...]] = {
    1: (1, 2, -1, -2),
    2: (1, 2, 3, -2, -3),
    3: (2, 3, -2, -3, ERROR_404),
}
#: [R] An unplaced 404 is discarded with no effect (it does not eliminate its owner).
UNPLACED_404_ELIMINATES = False
#: [R] A player who can neither place a token nor play a card skips the turn. (If this were
#: False, planning would instead end as soon as the player to act could not act.)
SKIP_WHEN_NO_ACTION = True
#: [R] Placed tokens never reached by the rover are worth this much each at the end (to
#: their owner; not counted as negative points in the tie-break).
BOARD_TOKEN_END_VALUE = 0
#: [R] A tie that survives the negative-points tie-break is a draw (several winners).
SURVIVING_TIE_IS_DRAW = True
#: [R] When every player is eliminated, no one wins.
ALL_ELIMINATED_WINNERS: tuple[int, ...] = ()

Square = tuple[int, int]
Token = tuple[int, int, int]  # (owner, round, value)


# ---------------------------------------------------------------------------------------
# Small helpers (public: the UI and the bots use them)
# ---------------------------------------------------------------------------------------

def card_value(card: str) -> int:
    value = _CARD_VALUES.get(card)
    if value is None:  # not a card of the deck: read it as written
        return 0 if card == ZERO_CARD else int(card[1:])
    return value


def card_type(card: str) -> str | None:
    return None if card == ZERO_CARD else card[0]


def is_card_code(text: str) -> bool:
    """Whether ``text`` is a card code in its one spelling: ``0`` or a type letter and a
    positive value in plain digits (``N3``, not ``N03`` nor ``N٣``)."""
    if text == ZERO_CARD:
        return True
    value = ascii_int(text[1:])
    return (len(text) >= 2 and text[0] in CARD_TYPES and value is not None and value > 0
            and text == f"{text[0]}{value}")


def direction_word(kind: str) -> str:
    """``north``, ``south``, ``west`` or ``east``: where a card type moves the rover."""
    return STEP_WORDS[DIRECTION_STEPS[kind]]


def token_label(value: int) -> str:
    """``+2``, ``-1`` or ``404``: the form used in actions."""
    if value == ERROR_404:
        return "404"
    return f"{value:+d}"


def token_value(label: str) -> int:
    """The value of a token label (``+2`` → 2, ``404`` → 404)."""
    value = ascii_int(label)
    if value is None or token_label(value) != label:
        raise ValueError(f"not a token label: {label!r}")
    return value


def _card_order(card: str) -> tuple[int, int]:
    if card == ZERO_CARD:
        return (len(CARD_TYPES), 0)
    return (CARD_TYPES.index(card[0]), card_value(card))


def sort_cards(cards: Sequence[str]) -> list[str]:
    """In the order of the deck: by type, then value; the 0-cards last."""
    return sorted(cards, key=_card_order)


def full_deck() -> list[str]:
    """The whole deck of the 3–4 player game, in its order (from the [R] make-up)."""
    return [f"{t}{v}" for t in CARD_TYPES for v in TYPED_CARD_VALUES] + (
        [ZERO_CARD] * ZERO_CARD_COUNT)


#: The full deck, as card codes.
DECK: tuple[str, ...] = tuple(full_deck())
#: each card's value, looked up (the bots read card values millions of times)
_CARD_VALUES: dict[str, int] = {
    card: 0 if card == ZERO_CARD else int(card[1:]) for card in DECK}


def deck_for(players: int) -> list[str]:
    if players == 2:
        return [c for c in full_deck() if card_value(c) not in TWO_PLAYER_REMOVED_VALUES]
    return full_deck()


def compute_route(size: int, start: Sequence[int], legs: Sequence[tuple[str, int]]) -> list[Square]:
    """Every square the rover enters, in order, moving ``value`` single steps for each
    ``(type, value)`` leg on a ``size``×``size`` torus. The start square is not included.
    Each leg's squares are worked out once and remembered (the bots' rollouts ask for
    routes hundreds of thousands of times)."""
    x, y = int(start[0]), int(start[1])
    route: list[Square] = []
    steps = DIRECTION_STEPS
    for kind, value in legs:
        key = (size, x, y, steps[kind], value)
        path = _LEGS.get(key)
        if path is None:
            path = _leg(size, x, y, steps[kind], value)
            if len(_LEGS) < _LEGS_LIMIT:
                _LEGS[key] = path
        if path:
            route += path
            x, y = path[-1]
    return route


def _leg(size: int, x: int, y: int, step: tuple[int, int], value: int) -> tuple[Square, ...]:
    """The squares of one leg of :func:`compute_route`, ``value`` steps of ``step``."""
    dx, dy = step
    path: list[Square] = []
    for _ in range(value):
        x = (x + dx) % size
        y = (y + dy) % size
        path.append((x, y))
    return tuple(path)


#: (size, col, row, step, value) -> the leg's squares; every leg of the real boards fits
_LEGS: dict[tuple[int, int, int, tuple[int, int], int], tuple[Square, ...]] = {}
_LEGS_LIMIT = 20_000


# ---------------------------------------------------------------------------------------
# Views: what ``Curiosity.view`` holds, as types the bots, the table and the coach read
# ---------------------------------------------------------------------------------------

class TokenView(TypedDict):
    """A study token on the board (``view["tokens"]``): its value only for its owner."""

    col: int
    row: int
    owner: int
    round: int
    value: str | None  # a token label (``+2``, ``404``), or None: face down to the viewer


class PileView(TypedDict):
    """One position of the control panel (``view["panel"]``)."""

    position: int  # 1–4 from the left
    type: str | None  # the card type of the pile, None while it is empty
    name: str | None
    direction: str | None
    cards: list[str]  # the face-up cards, bottom first
    values: list[int]
    top: int  # the value of the top card: the leg's steps (0: empty)
    face_down: int
    complete: bool
    completion: int


class KeptToken(TypedDict):
    """A token a player collected (revealed) or did not place: its round and label."""

    round: int
    value: str


class LegView(TypedDict):
    """One leg of the last drive."""

    type: str
    direction: str
    steps: int


class RevealView(TypedDict):
    """A token the last drive revealed."""

    square: list[int]
    owner: int
    round: int
    value: str


class UnplacedView(TypedDict):
    """A token of the last round nobody placed; ``counts`` if it scores against its owner."""

    owner: int
    round: int
    value: str
    counts: bool


class LastRoundView(TypedDict):
    """The last drive, for the table to play back (empty lists before the first)."""

    round: int
    start: list[int]
    legs: list[LegView]
    route: list[list[int]]
    reveals: list[RevealView]
    unplaced: list[UnplacedView]


class CuriosityView(BaseView):
    """``Curiosity.view(seat)``. Squares are ``[col, row]``; token values are labels
    (:func:`token_label`); lists by seat have one entry per player. ``hand``, ``my_tokens``
    and ``my_supply`` are None in the public view (``my_tokens`` also once the game is
    over)."""

    board_size: int
    rover: list[int]
    tokens: list[TokenView]
    round: int
    rounds: int
    start_player: int
    first_start_player: int
    completion: int
    panel: list[PileView]
    route_preview: list[list[int]]
    preview_end: list[int]
    hand: list[str] | None
    hand_sizes: list[int]
    unused_cards: int
    my_tokens: list[str] | None
    my_supply: list[list[str]] | None
    token_counts: list[int]
    supply_counts: list[list[int]]
    collected: list[list[KeptToken]]
    unplaced: list[list[KeptToken]]
    scores: list[int]
    negative_points: list[int]
    eliminated: list[int]
    last_round: LastRoundView


def as_view(view: Mapping[str, JSON]) -> CuriosityView:
    """``view`` (a Curiosity view, as the protocol passes it) read through its type. A
    cast, not a check: the view-type tests keep :meth:`Curiosity.view` and the type equal."""
    return cast(CuriosityView, view)


def route_from_view(view: CuriosityView) -> list[Square]:
    """The route preview from a view (the path if planning stopped now)."""
    legs: list[tuple[str, int]] = []
    for pos in view["panel"]:
        if pos["type"] is None or not pos["cards"]:
            continue
        legs.append((pos["type"], pos["top"]))
    return compute_route(view["board_size"], view["rover"], legs)


# ---------------------------------------------------------------------------------------
# Actions
# ---------------------------------------------------------------------------------------

class CuriosityMove(Action):
    """A Curiosity action: :class:`PlaceToken` or :class:`PlayCard`. ``decode`` on this
    base class reads either; on a subclass, only its own kind."""

    kind: ClassVar[str]

    @classmethod
    def decode(cls, text: str) -> Self | None:
        kind, sep, rest = text.partition(":")
        sub = _MOVE_KINDS.get(kind)
        if not sep or sub is None or not issubclass(sub, cls):
            return None
        return cast("Self | None", sub.decode_rest(rest))

    @classmethod
    def decode_rest(cls, rest: str) -> CuriosityMove | None:
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class PlaceToken(CuriosityMove):
    """``token:<value>@<col>,<row>``: one of your current-round tokens, face down."""

    value: int
    col: int
    row: int
    kind: ClassVar[str] = "token"

    def __str__(self) -> str:
        return self.text or f"token:{token_label(self.value)}@{self.col},{self.row}"

    @property
    def square(self) -> Square:
        return (self.col, self.row)

    @classmethod
    def decode_rest(cls, rest: str) -> PlaceToken | None:
        label, sep, where = rest.partition("@")
        col, comma, row = where.partition(",")
        value, x, y = ascii_int(label), ascii_int(col), ascii_int(row)
        if not sep or not comma or value is None or x is None or y is None:
            return None
        interned = _TOKEN_MOVES.get(value)
        move = interned.get((x, y)) if interned is not None else None
        return move if move is not None else cls(value, x, y)


@dataclass(frozen=True, slots=True)
class PlayCard(CuriosityMove):
    """``card:<card>@<position>``: a card from your hand on panel position 1–4."""

    card: str
    position: int  # 1-based, as in the string
    kind: ClassVar[str] = "card"

    def __str__(self) -> str:
        return self.text or f"card:{self.card}@{self.position}"

    @property
    def index(self) -> int:
        """The 0-based panel position."""
        return self.position - 1

    @classmethod
    def decode_rest(cls, rest: str) -> PlayCard | None:
        card, sep, where = rest.partition("@")
        position = ascii_int(where)
        if not sep or position is None or not is_card_code(card):
            return None
        move = _CARD_MOVES.get((card, position))
        return move if move is not None else cls(card, position)


_MOVE_KINDS: dict[str, type[CuriosityMove]] = {"token": PlaceToken, "card": PlayCard}


_MAX_SIZE = max(BOARD_SIZE.values())
#: every square of a board of each size, row by row (the order of the token placements)
_SQUARES: dict[int, list[Square]] = {
    n: [(x, y) for y in range(n) for x in range(n)] for n in set(BOARD_SIZE.values())}
#: every placement once, value -> square -> move: the legal lists hand out these
_TOKEN_MOVES: dict[int, dict[Square, PlaceToken]] = {
    v: {(x, y): PlaceToken(v, x, y)
        for y in range(_MAX_SIZE) for x in range(_MAX_SIZE)}
    for v in sorted({v for values in TOKENS_BY_ROUND.values() for v in values})}
#: every card play once, (card, position) -> move
_CARD_MOVES: dict[tuple[str, int], PlayCard] = {
    (card, pos): PlayCard(card, pos)
    for card in DECK for pos in range(1, PANEL_POSITIONS + 1)}
#: the canonical string of every interned move -> the move
_MOVE_OF_TEXT: dict[str, CuriosityMove] = intern(
    [*(m for table in _TOKEN_MOVES.values() for m in table.values()), *_CARD_MOVES.values()])


# ---------------------------------------------------------------------------------------
# The game
# ---------------------------------------------------------------------------------------

class Curiosity(Game[CuriosityMove]):
    INTERNED = _MOVE_OF_TEXT
    game_id = "curiosity"
    title = "Curiosity"
    min_players = 2
    max_players = 4
    option_specs = (
        OptionSpec(
            "start_player",
            "Round-1 start player",
            (("random", "Random"), (0, "Player 1"), (1, "Player 2"), (2, "Player 3"),
             (3, "Player 4")),
            "random",
        ),
    )
    action_type = CuriosityMove
    view_type = CuriosityView

    # state (set in _setup; listed for mypy)
    size: int
    completion: int
    rover: Square
    board: dict[Square, Token]
    supply: list[list[list[int]]]
    collected: list[list[tuple[int, int]]]
    unplaced: list[list[tuple[int, int]]]
    hands: list[list[str]]
    unused: list[str]
    panel_type: list[str | None]
    panel_up: list[list[str]]
    panel_down: list[list[str]]
    round: int
    round_start: int
    first_start: int
    turn_seat: int | None
    eliminated: list[int]
    last_route: list[Square]
    last_start: Square
    last_legs: list[tuple[str, int]]
    last_reveals: list[dict[str, JSON]]
    last_unplaced: list[dict[str, JSON]]
    round_seeds: list[int]
    #: per round, its deal by position (:meth:`from_deals`); empty for a seeded game
    _deals: tuple[tuple[str, ...], ...] = ()
    #: the round-1 start player :meth:`from_deals` was given (None: from the options)
    _first: int | None = None

    @classmethod
    def from_deals(cls, options: Mapping[str, JSON], start: int,
                   deals: Sequence[Sequence[str]], seed: int = 0) -> Self:
        """A game whose rounds are dealt from known orders, as a two-device game dealt by
        nobody replays at its audit: each order is the round's whole deck by position (card
        codes of :func:`deck_for`, in any order): a seat's hand is the ``CARDS_PER_PLAYER``
        positions from ``seat * CARDS_PER_PLAYER``, the rest are the unused cards, exactly as
        :meth:`_start_round` deals a shuffled deck. ``start`` is the round-1 start player
        (whatever the options say); rounds past ``deals`` are dealt from ``seed``. Such a
        game does not replay from its :meth:`to_json` (which has no deals)."""
        game = object.__new__(cls)
        n = int(cls.normalize_options(options)["players"])
        want = sorted(deck_for(n))
        for deal in deals:
            if sorted(deal) != want:
                raise ValueError("a deal must hold every card of the deck once")
        if len(deals) > ROUNDS or not 0 <= start < n:
            raise ValueError("at most one deal a round, and a start player who plays")
        game._deals = tuple(tuple(deal) for deal in deals)
        game._first = start
        Game.__init__(game, options, seed)
        return game

    # ----- setup ---------------------------------------------------------------------
    def _setup(self) -> None:
        n = self.num_players
        rng = Rng(self.seed)
        start = self.options["start_player"]
        if start == "random":
            first = rng.below(n)
            if self._first is not None:  # dealt by nobody: the devices' coin decided
                first = self._first
        elif self._first is not None:
            first = self._first
        else:
            first = int(start)
            if not 0 <= first < n:
                raise OptionsError(
                    "no_such_start_player",
                    f"start player {first + 1} does not exist with {n} players",
                    start_player=first, players=n)
        self.round_seeds = [rng.next_u64() for _ in range(ROUNDS)]
        self.size = BOARD_SIZE[n]
        self.completion = COMPLETION_SIZE[n]
        c = self.size // 2
        self.rover = (c, c)
        self.board = {}
        self.supply = [[list(TOKENS_BY_ROUND[r]) for r in range(1, ROUNDS + 1)]
                       for _ in range(n)]
        self.collected = [[] for _ in range(n)]
        self.unplaced = [[] for _ in range(n)]
        self.eliminated = []
        self.first_start = first
        self.round_start = first
        self.round = 0
        self.last_route = []
        self.last_start = (0, 0)
        self.last_legs = []
        self.last_reveals = []
        self.last_unplaced = []
        self.hands = [[] for _ in range(n)]
        self.unused = []
        self.turn_seat = first
        self._start_round(1, first)

    def _start_round(self, number: int, start: int) -> None:
        n = self.num_players
        self.round = number
        self.round_start = start
        deck = deck_for(n)
        if number <= len(self._deals):
            deck = list(self._deals[number - 1])
        else:
            Rng(self.round_seeds[number - 1]).shuffle(deck)
        per = CARDS_PER_PLAYER[n]
        self.hands = [sort_cards(deck[i * per:(i + 1) * per]) for i in range(n)]
        self.unused = deck[n * per:]
        self.panel_type = [None] * PANEL_POSITIONS
        self.panel_up = [[] for _ in range(PANEL_POSITIONS)]
        self.panel_down = [[] for _ in range(PANEL_POSITIONS)]
        self.emit("round_started", round=number, start_player=start)
        self.turn_seat = start
        if not self._can_act(start):
            self._advance(start)

    def clone(self) -> Self:
        """An independent copy, for search."""
        g = object.__new__(type(self))
        g.options = self.options
        g.seed = self.seed
        g.log = list(self.log)
        g.events = list(self.events)  # the events themselves are never changed
        g.actions_taken = self.actions_taken
        g.size = self.size
        g.completion = self.completion
        g.rover = self.rover
        g.board = dict(self.board)
        g.supply = [[list(r) for r in p] for p in self.supply]
        g.collected = [list(p) for p in self.collected]
        g.unplaced = [list(p) for p in self.unplaced]
        g.hands = [list(h) for h in self.hands]
        g.unused = list(self.unused)
        g.panel_type = list(self.panel_type)
        g.panel_up = [list(p) for p in self.panel_up]
        g.panel_down = [list(p) for p in self.panel_down]
        g.round = self.round
        g.round_start = self.round_start
        g.first_start = self.first_start
        g.turn_seat = self.turn_seat
        g.eliminated = list(self.eliminated)
        g.last_route = list(self.last_route)
        g.last_start = self.last_start
        g.last_legs = list(self.last_legs)
        g.last_reveals = list(self.last_reveals)
        g.last_unplaced = list(self.last_unplaced)
        g.round_seeds = list(self.round_seeds)
        if self._deals:
            g._deals = self._deals
        if self._first is not None:
            g._first = self._first
        return g

    # ----- queries -------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return self.turn_seat

    def empty_squares(self) -> list[Square]:
        board, rover = self.board, self.rover
        squares = _SQUARES.get(self.size) or [
            (x, y) for y in range(self.size) for x in range(self.size)]
        return [sq for sq in squares if sq not in board and sq != rover]

    def pile_of(self, kind: str) -> int | None:
        for i, t in enumerate(self.panel_type):
            if t == kind:
                return i
        return None

    def pile_complete(self, pos: int) -> bool:
        return len(self.panel_up[pos]) >= self.completion

    def legs(self) -> list[tuple[str, int]]:
        out: list[tuple[str, int]] = []
        for kind, up in zip(self.panel_type, self.panel_up, strict=True):
            if kind is not None and up:
                out.append((kind, card_value(up[-1])))
        return out

    def route_preview(self) -> list[Square]:
        return compute_route(self.size, self.rover, self.legs())

    def _can_place_token(self, seat: int) -> bool:
        return bool(self.supply[seat][self.round - 1]) and (
            len(self.board) < self.size * self.size - 1
        )

    def _can_play_card(self, seat: int) -> bool:
        hand = self.hands[seat]
        if not hand:
            return False
        if ZERO_CARD_CAN_START_PILE:
            return True
        # a typed card can always be played; a 0-card needs a pile to go on
        return hand.count(ZERO_CARD) < len(hand) or self.panel_type.count(None) < len(
            self.panel_type)

    def _can_act(self, seat: int) -> bool:
        return self._can_place_token(seat) or self._can_play_card(seat)

    def _planning_over(self) -> bool:
        completion = self.completion
        for p in self.panel_up:
            if len(p) < completion:
                return not any(self.hands)
        return True

    # ----- legal actions -------------------------------------------------------------
    def card_actions(self, seat: int) -> list[PlayCard]:
        """The card plays of ``seat``: by card in hand order, then by position."""
        out: list[PlayCard] = []
        seen: set[str] = set()
        types = self.panel_type
        empty = [i for i, t in enumerate(types) if t is None]
        moves = _CARD_MOVES
        for card in self.hands[seat]:
            if card in seen:
                continue
            seen.add(card)
            kind = card_type(card)
            if kind is None:
                targets = [i for i, t in enumerate(types) if t is not None]
                if ZERO_CARD_CAN_START_PILE:
                    targets = list(range(PANEL_POSITIONS))
            else:
                targets = [types.index(kind)] if kind in types else empty
            for i in targets:
                move = moves.get((card, i + 1))
                out.append(move if move is not None else PlayCard(card, i + 1))
        return out

    def token_actions(self, seat: int) -> list[PlaceToken]:
        """The token placements of ``seat``: by value, then square (row by row)."""
        values = sorted(set(self.supply[seat][self.round - 1]))
        if not values:
            return []
        squares = self.empty_squares()
        out: list[PlaceToken] = []
        for v in values:
            table = _TOKEN_MOVES.get(v)
            if table is None or self.size > _MAX_SIZE:
                out += [PlaceToken(v, x, y) for (x, y) in squares]
            else:
                out += [table[sq] for sq in squares]
        return out

    def _legal(self, seat: int) -> list[CuriosityMove]:
        return [*self.token_actions(seat), *self.card_actions(seat)]

    def _reject_reason(self, seat: int, action: CuriosityMove) -> IllegalAction | None:
        if isinstance(action, PlaceToken):
            return self._token_reason(seat, action)
        assert isinstance(action, PlayCard)
        return self._card_reason(seat, action)

    def _token_reason(self, seat: int, move: PlaceToken) -> IllegalAction | None:
        x, y = move.square
        value, label = move.value, token_label(move.value)
        if not (0 <= x < self.size and 0 <= y < self.size):
            return IllegalAction("off_board", f"({x},{y}) is off the {self.size}×{self.size} "
                                 "board", col=x, row=y, size=self.size)
        rnd = self.round
        if value not in self.supply[seat][rnd - 1]:
            return self._missing_token(seat, value, label)
        if (x, y) == self.rover:
            return IllegalAction("under_rover", f"the rover is on ({x},{y}); a token cannot "
                                 "go under it", col=x, row=y)
        if (x, y) in self.board:
            return IllegalAction("square_taken", f"({x},{y}) already holds a token",
                                 col=x, row=y)
        return None

    def _missing_token(self, seat: int, value: int, label: str) -> IllegalAction:
        """Why ``seat`` has no current-round token of ``value`` to place."""
        rnd = self.round
        for r in range(rnd + 1, ROUNDS + 1):
            if value in self.supply[seat][r - 1]:
                return IllegalAction(
                    "future_round_token", f"your {label} token is a round-{r} token; "
                    f"only round-{rnd} tokens can be placed now",
                    value=value, token_round=r, round=rnd)
        if value in TOKENS_BY_ROUND.get(rnd, ()):
            return IllegalAction("token_already_placed", f"your round-{rnd} {label} token "
                                 "is already placed", value=value, round=rnd)
        if any(value in TOKENS_BY_ROUND[r] for r in range(1, rnd)):
            return IllegalAction("past_round_token", f"you have no round-{rnd} {label} token "
                                 "(tokens of earlier rounds are already resolved)",
                                 value=value, round=rnd)
        return IllegalAction("no_such_token", f"you have no round-{rnd} {label} token",
                             value=value, round=rnd)

    def _card_reason(self, seat: int, move: PlayCard) -> IllegalAction | None:
        card, pos = move.card, move.index
        if not 0 <= pos < PANEL_POSITIONS:
            return IllegalAction("bad_position", f"the panel has positions 1–{PANEL_POSITIONS}"
                                 f", not {move.position}", position=move.position,
                                 positions=PANEL_POSITIONS)
        if card not in self.hands[seat]:
            return IllegalAction("not_in_hand", f"you hold no card {card!r}", card=card)
        kind = card_type(card)
        here = self.panel_type[pos]
        if kind is None:
            if here is None and not ZERO_CARD_CAN_START_PILE:
                return IllegalAction("zero_cannot_start", "a 0-card cannot start a pile; play "
                                     "it on an existing pile", card=card, position=pos + 1)
            return None
        existing = self.pile_of(kind)
        if existing is not None and existing != pos:
            return IllegalAction(
                "wrong_pile", f"{TYPE_NAMES[kind]} cards must go on the {TYPE_NAMES[kind]} "
                f"pile at position {existing + 1}", card=card, pile=kind, position=existing + 1)
        if here is not None and here != kind:
            return IllegalAction("position_taken", f"position {pos + 1} holds the "
                                 f"{TYPE_NAMES[here]} pile", position=pos + 1, pile=here)
        return None

    # ----- applying ------------------------------------------------------------------
    def _apply(self, seat: int, action: CuriosityMove) -> None:
        if isinstance(action, PlaceToken):
            self.supply[seat][self.round - 1].remove(action.value)
            self.board[action.square] = (seat, self.round, action.value)
            self.emit("token_placed", seat=seat, square=[action.col, action.row],
                      round=self.round)
        else:
            assert isinstance(action, PlayCard)
            self._play_card(seat, action.card, action.index)
        if self._planning_over():
            self._end_round()
        else:
            self._advance(seat)

    def _play_card(self, seat: int, card: str, pos: int) -> None:
        self.hands[seat].remove(card)
        if self.panel_type[pos] is None:
            self.panel_type[pos] = card_type(card)
        face_up = not self.pile_complete(pos)
        (self.panel_up if face_up else self.panel_down)[pos].append(card)
        self.emit("card_played", seat=seat, position=pos + 1, card=card if face_up else None,
                  face_up=face_up, pile=self.panel_type[pos],
                  completes=face_up and self.pile_complete(pos))

    def _advance(self, seat: int) -> None:
        n = self.num_players
        nxt = seat
        for _ in range(n):
            nxt = (nxt + 1) % n
            if self._can_act(nxt):
                self.turn_seat = nxt
                return
            if not SKIP_WHEN_NO_ACTION:
                break
            self.emit("skipped", seat=nxt)
        # nobody can act (cannot happen with the standard deck): planning ends
        self._end_round()

    # ----- the end of a round --------------------------------------------------------
    def _end_round(self) -> None:
        rnd = self.round
        route = self._drive()
        self.last_reveals = self._reveal(route)
        self.last_unplaced = self._discard_unplaced(rnd)
        if rnd >= ROUNDS:
            self.turn_seat = None
            self.hands = [[] for _ in range(self.num_players)]
            res = self._result()
            self.emit("game_over", winners=list(res.winners), scores=list(res.scores))
        else:
            self._start_round(rnd + 1, (self.round_start + 1) % self.num_players)

    def _drive(self) -> list[Square]:
        """The rover moves along the panel's legs; returns its route."""
        start = self.rover
        route = self.route_preview()
        self.last_route = route
        self.last_start = start
        self.last_legs = self.legs()
        if route:
            self.rover = route[-1]
        self.emit("drive", start=list(start), route=[list(s) for s in route],
                  legs=[[k, v] for k, v in self.last_legs])
        return route

    def _reveal(self, route: list[Square]) -> list[dict[str, JSON]]:
        """Every token on the route goes face up to its owner (once per square)."""
        reveals: list[dict[str, JSON]] = []
        seen: set[Square] = set()
        for sq in route:
            if sq in seen:
                continue
            seen.add(sq)
            token = self.board.pop(sq, None)
            if token is None:
                continue
            owner, trnd, value = token
            self.collected[owner].append((trnd, value))
            reveal: dict[str, JSON] = {"square": list(sq), "owner": owner, "round": trnd,
                                       "value": value}
            reveals.append(reveal)
            if value == ERROR_404:
                self._eliminate(owner)
            self.emit("revealed", **reveal)
        return reveals

    def _discard_unplaced(self, rnd: int) -> list[dict[str, JSON]]:
        """The round's tokens nobody placed: negatives count against their owner."""
        items: list[dict[str, JSON]] = []
        for p in range(self.num_players):
            for value in self.supply[p][rnd - 1]:
                self.unplaced[p].append((rnd, value))
                counts = value < 0 or (value == ERROR_404 and UNPLACED_404_ELIMINATES)
                item: dict[str, JSON] = {"owner": p, "round": rnd, "value": value,
                                         "counts": counts}
                items.append(item)
                if value == ERROR_404 and UNPLACED_404_ELIMINATES:
                    self._eliminate(p)
                self.emit("unplaced", **item)
            self.supply[p][rnd - 1] = []
        return items

    def _eliminate(self, seat: int) -> None:
        if seat not in self.eliminated:
            self.eliminated.append(seat)
            self.eliminated.sort()

    # ----- scoring -------------------------------------------------------------------
    def breakdown(self, seat: int) -> dict[str, JSON]:
        pos = sum(v for _, v in self.collected[seat] if 0 < v < ERROR_404)
        neg = sum(-v for _, v in self.collected[seat] if v < 0)
        unplaced_neg = sum(-v for _, v in self.unplaced[seat] if v < 0)
        left = sum(1 for t in self.board.values() if t[0] == seat)
        on_board = BOARD_TOKEN_END_VALUE * left if self.turn_seat is None else 0
        score = pos - neg - unplaced_neg + on_board
        return {
            "score": score,
            "total": score,
            "parts": {"positives": pos, "negatives": -neg, "unplaced_negatives": -unplaced_neg,
                      "left_on_board": on_board},
            "positives": pos,
            "negatives": neg,
            "unplaced_negatives": unplaced_neg,
            "negative_points": neg + unplaced_neg,
            "collected": [token_label(v) for _, v in self.collected[seat]],
            "eliminated": seat in self.eliminated,
            "tokens_left_on_board": left,
        }

    def scores(self) -> list[int]:
        return [int(self.breakdown(p)["score"]) for p in range(self.num_players)]

    def winners(self) -> list[int]:
        alive = [p for p in range(self.num_players) if p not in self.eliminated]
        if not alive:
            return list(ALL_ELIMINATED_WINNERS)
        parts = [self.breakdown(p) for p in range(self.num_players)]
        best = max(int(parts[p]["score"]) for p in alive)
        tied = [p for p in alive if parts[p]["score"] == best]
        fewest = min(int(parts[p]["negative_points"]) for p in tied)
        tied = [p for p in tied if parts[p]["negative_points"] == fewest]
        if len(tied) > 1 and not SURVIVING_TIE_IS_DRAW:
            return []
        return tied

    def _result(self) -> Result:
        parts = [self.breakdown(p) for p in range(self.num_players)]
        scores = [int(b["score"]) for b in parts]
        winners = self.winners()
        if not winners:
            summary = "Every player was eliminated: nobody wins."
        elif len(winners) == 1:
            summary = f"Player {winners[0] + 1} wins with {scores[winners[0]]} points."
        else:
            names = " and ".join(f"Player {w + 1}" for w in winners)
            summary = f"Draw between {names} with {scores[winners[0]]} points."
        return Result(scores=scores, winners=winners, breakdown=parts, summary=summary,
                      eliminated=list(self.eliminated),
                      tiebreak=[-int(b["negative_points"]) for b in parts])

    def _can_take_back(self, seat: int, action: CuriosityMove) -> bool:
        """A token placement or card play that did not end the planning reveals nothing."""
        return (bool(self.log) and self.log[-1] == (seat, str(action))
                and self.turn_seat is not None and bool(self.events)
                and self.events[-1]["type"] in ("token_placed", "card_played", "skipped"))

    def progress(self) -> Note:
        """``round`` (its number and the number of rounds), or ``finished``; the table's
        catalogue words them (``curiosity.progress.<code>``)."""
        if self.turn_seat is None:
            return Note("finished", {})
        return Note("round", {"round": self.round, "rounds": ROUNDS})

    # ----- views ---------------------------------------------------------------------
    # (built as their types, so mypy checks the keys written as well as those read)
    def panel_view(self) -> list[PileView]:
        out: list[PileView] = []
        for i in range(PANEL_POSITIONS):
            kind = self.panel_type[i]
            up = self.panel_up[i]
            out.append({
                "position": i + 1,
                "type": kind,
                "name": TYPE_NAMES[kind] if kind else None,
                "direction": direction_word(kind) if kind else None,
                "cards": list(up),
                "values": [card_value(c) for c in up],
                "top": card_value(up[-1]) if up else 0,  # an empty position: no movement
                "face_down": len(self.panel_down[i]),
                "complete": len(up) >= self.completion,
                "completion": self.completion,
            })
        return out

    def _tokens_view(self, seat: int | None) -> list[TokenView]:
        """The tokens on the board, row by row; values only of ``seat``'s own."""
        return [{"col": x, "row": y, "owner": owner, "round": trnd,
                 "value": token_label(value) if owner == seat else None}
                for (x, y), (owner, trnd, value) in sorted(
                    self.board.items(), key=lambda kv: (kv[0][1], kv[0][0]))]

    def _last_round_view(self) -> LastRoundView:
        return {
            "round": self.round if self.turn_seat is None else self.round - 1,
            "start": list(self.last_start),
            "legs": [{"type": k, "direction": direction_word(k), "steps": v}
                     for k, v in self.last_legs],
            "route": [list(s) for s in self.last_route],
            "reveals": [{"square": r["square"], "owner": r["owner"], "round": r["round"],
                         "value": token_label(int(r["value"]))} for r in self.last_reveals],
            "unplaced": [{"owner": u["owner"], "round": u["round"],
                          "value": token_label(int(u["value"])), "counts": u["counts"]}
                         for u in self.last_unplaced],
        }

    def _supply_view(self, seat: int | None) -> dict[str, JSON]:
        n = self.num_players
        rnd_index = self.round - 1
        playing = self.turn_seat is not None
        return {
            "my_tokens": ([token_label(t) for t in self.supply[seat][rnd_index]]
                          if seat is not None and playing else None),
            "my_supply": ([[token_label(t) for t in r] for r in self.supply[seat]]
                          if seat is not None else None),
            "token_counts": [len(self.supply[p][rnd_index]) if playing else 0
                             for p in range(n)],
            "supply_counts": [[len(r) for r in self.supply[p]] for p in range(n)],
        }

    def view(self, seat: int | None) -> dict[str, JSON]:
        v = self._base_view(seat)
        n = self.num_players
        route = self.route_preview()
        parts = [self.breakdown(p) for p in range(n)]
        v.update(
            board_size=self.size,
            rover=list(self.rover),
            tokens=self._tokens_view(seat),
            round=self.round,
            rounds=ROUNDS,
            start_player=self.round_start,
            first_start_player=self.first_start,
            completion=self.completion,
            panel=self.panel_view(),
            route_preview=[list(s) for s in route],
            preview_end=list(route[-1]) if route else list(self.rover),
            hand=list(self.hands[seat]) if seat is not None else None,
            hand_sizes=[len(h) for h in self.hands],
            unused_cards=len(self.unused),
            **self._supply_view(seat),
            collected=[[{"round": r, "value": token_label(val)} for r, val in
                        self.collected[p]] for p in range(n)],
            unplaced=[[{"round": r, "value": token_label(val)} for r, val in
                       self.unplaced[p]] for p in range(n)],
            scores=[int(b["score"]) for b in parts],
            negative_points=[int(b["negative_points"]) for b in parts],
            eliminated=list(self.eliminated),
            last_round=self._last_round_view(),
        )
        return v

    # ----- sampling hidden information (for search bots) -----------------------------
    @classmethod
    def sample_from_view(cls, view: Mapping[str, JSON], rng: Rng) -> Self:
        """A full game that shows exactly ``view``: other players' hands, the unused cards,
        face-down panel cards, other players' face-down token values and their unplaced
        tokens are sampled uniformly from what the view allows; future deals are random.
        It has no action log."""
        v = as_view(view)
        g = cls._from_view(v)
        g._restore_public(v)
        g.round_seeds = [rng.next_u64() for _ in range(ROUNDS)]
        g._sample_cards(v, rng)
        g._sample_tokens(v, rng)
        return g

    def _restore_public(self, view: CuriosityView) -> None:
        """Everything the view shows as it is: the position, the last drive, the history."""
        n = int(view["options"]["players"])
        self.size = view["board_size"]
        self.completion = view["completion"]
        self.rover = (view["rover"][0], view["rover"][1])
        self.round = view["round"]
        self.round_start = view["start_player"]
        self.first_start = view["first_start_player"]
        self.turn_seat = view["current_player"]
        self.eliminated = list(view["eliminated"])
        last = view["last_round"]
        self.last_route = [(s[0], s[1]) for s in last["route"]]
        self.last_start = (last["start"][0], last["start"][1])
        self.last_legs = [(leg["type"], leg["steps"]) for leg in last["legs"]]
        self.last_reveals = [{**r, "value": token_value(r["value"])} for r in last["reveals"]]
        self.last_unplaced = [{**u, "value": token_value(u["value"])}
                              for u in last["unplaced"]]
        self.collected = [[(t["round"], token_value(t["value"]))
                           for t in view["collected"][p]] for p in range(n)]
        self.unplaced = [[(t["round"], token_value(t["value"]))
                          for t in view["unplaced"][p]] for p in range(n)]
        self.panel_type = [p["type"] for p in view["panel"]]
        self.panel_up = [list(p["cards"]) for p in view["panel"]]

    def _sample_cards(self, view: CuriosityView, rng: Rng) -> None:
        """Every card the viewer has not seen (not in their hand, not face up) is dealt at
        random to the face-down piles, the other hands and the unused cards."""
        seat = view["seat"]
        pool = deck_for(self.num_players)
        for card in view["hand"] or []:
            pool.remove(card)
        for p in view["panel"]:
            for card in p["cards"]:
                pool.remove(card)
        rng.shuffle(pool)
        self.panel_down = []
        for p in view["panel"]:
            k = p["face_down"]
            self.panel_down.append(pool[:k])
            del pool[:k]
        self.hands = []
        for q, size in enumerate(view["hand_sizes"]):
            if q == seat:
                self.hands.append(list(view["hand"] or []))
            else:
                self.hands.append(sort_cards(pool[:size]))
                del pool[:size]
        # as many unused cards as the view counts: once the game is over, a card of the last
        # round can be out of every place a view shows (in play the counts agree exactly)
        self.unused = pool[:view["unused_cards"]]

    def _sample_tokens(self, view: CuriosityView, rng: Rng) -> None:
        """The viewer's own tokens as seen; each other player's unrevealed values dealt at
        random to their face-down tokens and their supply."""
        seat = view["seat"]
        n = self.num_players
        self.board = {}
        self.supply = [[[] for _ in range(ROUNDS)] for _ in range(n)]
        if seat is not None:
            self.supply[seat] = [[token_value(t) for t in r] for r in view["my_supply"] or []]
            for t in view["tokens"]:
                if t["owner"] == seat:
                    assert t["value"] is not None  # the viewer sees its own tokens' values
                    self.board[(t["col"], t["row"])] = (seat, t["round"], token_value(t["value"]))
        for q in range(n):
            if q != seat:
                self._sample_player_tokens(view, q, rng)

    def _sample_player_tokens(self, view: CuriosityView, q: int, rng: Rng) -> None:
        rnd = self.round
        over = view["over"]
        unknown = unknown_token_values(view, q)
        theirs = [t for t in view["tokens"] if t["owner"] == q]
        for r in range(1, ROUNDS + 1):
            on_board = [t for t in theirs if t["round"] == r]
            if r > rnd or (r == rnd and over):
                self.supply[q][r - 1] = [] if r <= rnd else list(TOKENS_BY_ROUND[r])
                if r <= rnd:
                    vals = list(unknown.get(r, []))
                    rng.shuffle(vals)
                    for t, val in zip(on_board, vals, strict=False):
                        self.board[(t["col"], t["row"])] = (q, r, val)
                continue
            vals = list(unknown[r])
            rng.shuffle(vals)
            for t in on_board:
                self.board[(t["col"], t["row"])] = (q, r, vals.pop())
            self.supply[q][r - 1] = vals if r == rnd else []


GAME = Curiosity


# ---------------------------------------------------------------------------------------
# Reading a view (for search bots)
# ---------------------------------------------------------------------------------------

def unknown_token_values(view: CuriosityView, player: int) -> dict[int, list[int]]:
    """For each round ≤ the current one: the values of ``player``'s tokens of that round
    that have not been revealed (face down on the board, or still in the supply)."""
    rnd = view["round"]
    out: dict[int, list[int]] = {}
    for r in range(1, rnd + 1):
        left = list(TOKENS_BY_ROUND[r])
        for item in list(view["collected"][player]) + list(view["unplaced"][player]):
            if item["round"] == r:
                left.remove(token_value(item["value"]))
        out[r] = left
    return out
