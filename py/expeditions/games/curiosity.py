"""Curiosity (GDM Games, 2024): hackers program the Mars rover together.

The rules are /work/shared/rules/curiosity.md. Every value that the specification tags
**[R]** (our own reasoned choice) is one named module-level constant below.

Seats are numbered from 0 and "clockwise" means seat + 1. Coordinates are ``(col, row)``
with row 0 at the top (north) and col 0 at the left (west).

Actions (plain strings, as stored in saves):

- ``token:<value>@<col>,<row>``: put one of your current-round study tokens face down on an
  empty square, e.g. ``token:+2@1,3``, ``token:-1@4,0``, ``token:404@0,0``. The value names
  which of your own tokens you place; it is hidden from everybody else (the public
  description and other seats' views only show owner, round and square).
- ``card:<card>@<position>``: play a direction card from your hand on the control panel,
  position 1–4 counted from the left, e.g. ``card:N3@2``. Card codes are a type letter and
  a value: ``N`` North Pole (north), ``S`` South Pole (south), ``O`` Mount Olympus (west),
  ``G`` Gale Crater (east), values 1–5; ``0`` is a wild 0-card with no type. A card played
  on a complete pile goes face down (a discard).

There is no pass action: a player who can neither place a token nor play a card is skipped
automatically ([R], :data:`SKIP_WHEN_NO_ACTION`). When planning ends (all 4 piles complete,
or no cards left in any hand) the rover moves and the round resolves inside the action that
ended it; the route, every reveal and the points are recorded as public events
(``view()["last_round"]`` and ``view()["events"]``) so the UI can animate them.

Round-1 start player: the option ``start_player`` ("random" by default, drawn from the seed;
or a seat number 0–3).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..engine import JSON, Game, OptionsError, OptionSpec, Result
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
DIRECTION_WORDS: dict[str, str] = {"N": "north", "S": "south", "O": "west", "G": "east"}
#: Code of the wild 0-card (no type).
ZERO_CARD = "0"
#: [R] Deck make-up: each type has one card of each of these values …
TYPED_CARD_VALUES: tuple[int, ...] = (1, 2, 3, 4, 5)
#: … plus this many wild 0-cards (22 cards in all).
ZERO_CARD_COUNT = 2
#: The full deck, as card codes.
DECK: tuple[str, ...] = tuple(
    f"{t}{v}" for t in CARD_TYPES for v in TYPED_CARD_VALUES
) + (ZERO_CARD,) * ZERO_CARD_COUNT
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
#: [R] An empty panel position moves the rover this many steps (none).
EMPTY_POSITION_STEPS = 0
#: [R] Placed tokens never reached by the rover are worth this much at the end.
BOARD_TOKEN_END_VALUE = 0
#: [R] A tie that survives the negative-points tie-break is a draw (several winners).
SURVIVING_TIE_IS_DRAW = True
#: [R] When every player is eliminated, no one wins.
ALL_ELIMINATED_WINNERS: tuple[int, ...] = ()

#: Events kept in the public log of a view.
LOG_LENGTH = 30

Square = tuple[int, int]
Token = tuple[int, int, int]  # (owner, round, value)


# ---------------------------------------------------------------------------------------
# Small helpers (public: the UI and the bots use them)
# ---------------------------------------------------------------------------------------

def card_value(card: str) -> int:
    return 0 if card == ZERO_CARD else int(card[1:])


def card_type(card: str) -> str | None:
    return None if card == ZERO_CARD else card[0]


def card_name(card: str) -> str:
    if card == ZERO_CARD:
        return "a 0-card"
    return f"{TYPE_NAMES[card[0]]} {card[1:]}"


def token_label(value: int) -> str:
    """``+2``, ``-1`` or ``404``: the form used in actions."""
    if value == ERROR_404:
        return "404"
    return f"{value:+d}"


_DECK_ORDER = {card: i for i, card in enumerate(DECK)}


def sort_cards(cards: Sequence[str]) -> list[str]:
    return sorted(cards, key=_DECK_ORDER.__getitem__)


def deck_for(players: int) -> list[str]:
    if players == 2:
        return [c for c in DECK if card_value(c) not in TWO_PLAYER_REMOVED_VALUES]
    return list(DECK)


def compute_route(size: int, start: Sequence[int], legs: Sequence[tuple[str, int]]) -> list[Square]:
    """Every square the rover enters, in order, moving ``value`` single steps for each
    ``(type, value)`` leg on a ``size``×``size`` torus. The start square is not included."""
    x, y = int(start[0]), int(start[1])
    route: list[Square] = []
    for kind, value in legs:
        dx, dy = DIRECTION_STEPS[kind]
        for _ in range(value):
            x = (x + dx) % size
            y = (y + dy) % size
            route.append((x, y))
    return route


def route_from_view(view: Mapping[str, Any]) -> list[Square]:
    """The route preview from a view (the path if planning stopped now)."""
    legs: list[tuple[str, int]] = []
    for pos in view["panel"]:
        if pos["type"] is None or not pos["cards"]:
            continue
        legs.append((pos["type"], pos["top"]))
    return compute_route(view["board_size"], view["rover"], legs)


def _parse_square(text: str) -> Square | None:
    col, sep, row = text.partition(",")
    if not sep:
        return None
    try:
        return (int(col), int(row))
    except ValueError:
        return None


# ---------------------------------------------------------------------------------------
# The game
# ---------------------------------------------------------------------------------------

class Curiosity(Game):
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
    events: list[dict[str, JSON]]
    notes: list[str]
    round_seeds: list[int]
    record: bool

    # ----- setup ---------------------------------------------------------------------
    def _setup(self) -> None:
        n = self.num_players
        rng = Rng(self.seed)
        start = self.options["start_player"]
        if start == "random":
            first = rng.below(n)
        else:
            first = int(start)
            if not 0 <= first < n:
                raise OptionsError(f"start player {first + 1} does not exist with {n} players")
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
        self.events = []
        self.notes = []
        self.record = True
        self.hands = [[] for _ in range(n)]
        self.unused = []
        self.turn_seat = first
        self._start_round(1, first)

    def _start_round(self, number: int, start: int) -> None:
        n = self.num_players
        self.round = number
        self.round_start = start
        deck = deck_for(n)
        Rng(self.round_seeds[number - 1]).shuffle(deck)
        per = CARDS_PER_PLAYER[n]
        self.hands = [sort_cards(deck[i * per:(i + 1) * per]) for i in range(n)]
        self.unused = deck[n * per:]
        self.panel_type = [None] * PANEL_POSITIONS
        self.panel_up = [[] for _ in range(PANEL_POSITIONS)]
        self.panel_down = [[] for _ in range(PANEL_POSITIONS)]
        self._event("round", f"Round {number} begins; Player {start + 1} starts.",
                    round=number, start_player=start)
        self.turn_seat = start
        if not self._can_act(start):
            self._advance(start)

    def clone(self) -> Curiosity:
        """A copy for search (no events recorded, no action log)."""
        g = object.__new__(type(self))
        g.options = self.options
        g.seed = self.seed
        g.log = []
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
        g.events = []
        g.notes = []
        g.round_seeds = list(self.round_seeds)
        g.record = False
        return g

    # ----- events --------------------------------------------------------------------
    def _event(self, kind: str, text: str, **data: JSON) -> None:
        if self.record:
            self.events.append({"kind": kind, "text": text, **data})

    # ----- queries -------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return self.turn_seat

    def empty_squares(self) -> list[Square]:
        return [(x, y) for y in range(self.size) for x in range(self.size)
                if (x, y) not in self.board and (x, y) != self.rover]

    def pile_of(self, kind: str) -> int | None:
        for i, t in enumerate(self.panel_type):
            if t == kind:
                return i
        return None

    def pile_complete(self, pos: int) -> bool:
        return len(self.panel_up[pos]) >= self.completion

    def legs(self) -> list[tuple[str, int]]:
        out: list[tuple[str, int]] = []
        for i, kind in enumerate(self.panel_type):
            if kind is not None and self.panel_up[i]:
                out.append((kind, card_value(self.panel_up[i][-1])))
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
        return any(c != ZERO_CARD for c in hand) or any(
            t is not None for t in self.panel_type
        )

    def _can_act(self, seat: int) -> bool:
        return self._can_place_token(seat) or self._can_play_card(seat)

    def _planning_over(self) -> bool:
        if all(len(p) >= self.completion for p in self.panel_up):
            return True
        return not any(self.hands)

    # ----- legal actions -------------------------------------------------------------
    def card_actions(self, seat: int) -> list[str]:
        out: list[str] = []
        seen: set[str] = set()
        empty = [i for i, t in enumerate(self.panel_type) if t is None]
        for card in self.hands[seat]:
            if card in seen:
                continue
            seen.add(card)
            kind = card_type(card)
            if kind is None:
                targets = [i for i, t in enumerate(self.panel_type) if t is not None]
                if ZERO_CARD_CAN_START_PILE:
                    targets = list(range(PANEL_POSITIONS))
            else:
                pos = self.pile_of(kind)
                targets = [pos] if pos is not None else empty
            out.extend(f"card:{card}@{i + 1}" for i in targets)
        return out

    def token_actions(self, seat: int) -> list[str]:
        values = sorted(set(self.supply[seat][self.round - 1]))
        if not values:
            return []
        squares = self.empty_squares()
        return [f"token:{token_label(v)}@{x},{y}" for v in values for (x, y) in squares]

    def _legal(self, seat: int) -> list[str]:
        return self.token_actions(seat) + self.card_actions(seat)

    def _reject_reason(self, seat: int, action: str) -> str | None:
        kind, _, rest = action.partition(":")
        if kind == "token":
            return self._token_reason(seat, rest)
        if kind == "card":
            return self._card_reason(seat, rest)
        return f"unknown action {action!r} (expected token:… or card:…)"

    def _token_reason(self, seat: int, rest: str) -> str | None:
        label, sep, where = rest.partition("@")
        square = _parse_square(where) if sep else None
        try:
            value = int(label)
        except ValueError:
            value = None
        if value is None or square is None:
            return "a token action looks like token:+2@1,3"
        x, y = square
        if not (0 <= x < self.size and 0 <= y < self.size):
            return f"({x},{y}) is off the {self.size}×{self.size} board"
        rnd = self.round
        if value not in self.supply[seat][rnd - 1]:
            for r in range(1, ROUNDS + 1):
                if r > rnd and value in self.supply[seat][r - 1]:
                    return (f"your {token_label(value)} token is a round-{r} token; "
                            f"only round-{rnd} tokens can be placed now")
            if value in TOKENS_BY_ROUND.get(rnd, ()):
                return f"your round-{rnd} {token_label(value)} token is already placed"
            if any(value in TOKENS_BY_ROUND[r] for r in range(1, rnd)):
                return (f"you have no round-{rnd} {token_label(value)} token "
                        "(tokens of earlier rounds are already resolved)")
            return f"you have no round-{rnd} {token_label(value)} token"
        if (x, y) == self.rover:
            return f"the rover is on ({x},{y}); a token cannot go under it"
        if (x, y) in self.board:
            return f"({x},{y}) already holds a token"
        return None

    def _card_reason(self, seat: int, rest: str) -> str | None:
        card, sep, where = rest.partition("@")
        if not sep or not where.isdigit():
            return "a card action looks like card:N3@2 (position 1–4)"
        pos = int(where) - 1
        if not 0 <= pos < PANEL_POSITIONS:
            return f"the panel has positions 1–{PANEL_POSITIONS}, not {where}"
        if card not in self.hands[seat]:
            return f"you hold no card {card!r}"
        kind = card_type(card)
        here = self.panel_type[pos]
        if kind is None:
            if here is None and not ZERO_CARD_CAN_START_PILE:
                return "a 0-card cannot start a pile; play it on an existing pile"
            return None
        existing = self.pile_of(kind)
        if existing is not None and existing != pos:
            return (f"{TYPE_NAMES[kind]} cards must go on the {TYPE_NAMES[kind]} pile "
                    f"at position {existing + 1}")
        if here is not None and here != kind:
            return f"position {pos + 1} holds the {TYPE_NAMES[here]} pile"
        return None

    # ----- applying ------------------------------------------------------------------
    def _note(self, seat: int, action: str) -> str:
        """The public sentence for an action about to be applied (never a token value,
        never a face-down card)."""
        kind, _, rest = action.partition(":")
        left, _, where = rest.partition("@")
        if kind == "token":
            return (f"Player {seat + 1} marked a round-{self.round} study location at "
                    f"({where}).")
        if kind == "card" and where.isdigit() and 1 <= int(where) <= PANEL_POSITIONS:
            pos = int(where) - 1
            pile_kind = self.panel_type[pos] or card_type(left)
            pile = f"{TYPE_NAMES[pile_kind]} pile" if pile_kind else "panel"
            if self.pile_complete(pos):
                return (f"Player {seat + 1} played a card face down on the complete {pile} "
                        f"at position {pos + 1}.")
            done = ""
            if len(self.panel_up[pos]) + 1 >= self.completion:
                done = " It is now complete."
            return (f"Player {seat + 1} played {card_name(left)} on the {pile} at position "
                    f"{pos + 1}.{done}")
        return action

    def _apply(self, seat: int, action: str) -> None:
        kind, _, rest = action.partition(":")
        left, _, where = rest.partition("@")
        if self.record:
            note = self._note(seat, action)
            self.notes.append(note)
        else:
            note = ""
        if kind == "token":
            value = int(left)
            square = _parse_square(where)
            assert square is not None
            self.supply[seat][self.round - 1].remove(value)
            self.board[square] = (seat, self.round, value)
            self._event("token", note, player=seat, square=list(square), round=self.round)
        else:
            card = left
            pos = int(where) - 1
            self.hands[seat].remove(card)
            if self.panel_type[pos] is None:
                self.panel_type[pos] = card_type(card)
            if self.pile_complete(pos):
                self.panel_down[pos].append(card)
                self._event("card", note, player=seat, position=pos + 1, card=None,
                            face_up=False)
            else:
                self.panel_up[pos].append(card)
                self._event("card", note, player=seat, position=pos + 1, card=card,
                            face_up=True)
        if self._planning_over():
            self._end_round()
        else:
            self._advance(seat)

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
            self._event("skip", f"Player {nxt + 1} cannot act and skips the turn.",
                        player=nxt)
        # nobody can act (cannot happen with the standard deck): planning ends
        self._end_round()

    def _end_round(self) -> None:
        rnd = self.round
        start = self.rover
        route = self.route_preview()
        self.last_route = route
        self.last_start = start
        self.last_legs = self.legs()
        if route:
            self.rover = route[-1]
        self._event("move", f"The rover drives {len(route)} step(s) from "
                    f"({start[0]},{start[1]}) to ({self.rover[0]},{self.rover[1]}).",
                    start=list(start), route=[list(s) for s in route], legs=[
                        [k, v] for k, v in self.legs()])
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
                if owner not in self.eliminated:
                    self.eliminated.append(owner)
                    self.eliminated.sort()
                self._event("reveal", f"The rover reveals Player {owner + 1}'s 404 at "
                            f"({sq[0]},{sq[1]}): Player {owner + 1} is eliminated.", **reveal)
            else:
                self._event("reveal", f"The rover reveals Player {owner + 1}'s "
                            f"{token_label(value)} at ({sq[0]},{sq[1]}).", **reveal)
        self.last_reveals = reveals
        unplaced_events: list[dict[str, JSON]] = []
        for p in range(self.num_players):
            left = self.supply[p][rnd - 1]
            for value in left:
                self.unplaced[p].append((rnd, value))
                counts = value < 0 or (value == ERROR_404 and UNPLACED_404_ELIMINATES)
                item: dict[str, JSON] = {"owner": p, "round": rnd, "value": value,
                                         "counts": counts}
                unplaced_events.append(item)
                if value == ERROR_404 and UNPLACED_404_ELIMINATES and p not in self.eliminated:
                    self.eliminated.append(p)
                    self.eliminated.sort()
                what = "counts against them" if counts else "is discarded"
                self._event("unplaced", f"Player {p + 1}'s unplaced {token_label(value)} "
                            f"{what}.", **item)
            self.supply[p][rnd - 1] = []
        self.last_unplaced = unplaced_events
        if rnd >= ROUNDS:
            self.turn_seat = None
            self.hands = [[] for _ in range(self.num_players)]
            res = self._result()
            self._event("end", res.summary)
        else:
            self._start_round(rnd + 1, (self.round_start + 1) % self.num_players)

    # ----- scoring -------------------------------------------------------------------
    def breakdown(self, seat: int) -> dict[str, JSON]:
        pos = sum(v for _, v in self.collected[seat] if 0 < v < ERROR_404)
        neg = sum(-v for _, v in self.collected[seat] if v < 0)
        unplaced_neg = sum(-v for _, v in self.unplaced[seat] if v < 0)
        return {
            "score": pos - neg - unplaced_neg,
            "positives": pos,
            "negatives": neg,
            "unplaced_negatives": unplaced_neg,
            "negative_points": neg + unplaced_neg,
            "collected": [token_label(v) for _, v in self.collected[seat]],
            "eliminated": seat in self.eliminated,
            "tokens_left_on_board": sum(1 for t in self.board.values() if t[0] == seat),
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
                      eliminated=list(self.eliminated))

    # ----- descriptions --------------------------------------------------------------
    def describe(self, seat: int, action: str) -> str:
        """Public sentence. After the action was applied it is the recorded note; before,
        it is computed from the current state. Token values are never shown."""
        if self.log and self.log[-1] == (seat, action) and len(self.notes) == len(self.log):
            return self.notes[-1]
        return self._note(seat, action)

    def can_take_back(self, seat: int, action: str) -> bool:
        """A token placement or card play that did not end the planning reveals nothing."""
        return (bool(self.log) and self.log[-1] == (seat, action)
                and self.turn_seat is not None and bool(self.events)
                and self.events[-1].get("kind") in ("token", "card", "skip"))

    def progress(self) -> str:
        if self.turn_seat is None:
            return "Finished"
        return f"Round {self.round}"

    # ----- views ---------------------------------------------------------------------
    def panel_view(self) -> list[dict[str, JSON]]:
        out: list[dict[str, JSON]] = []
        for i in range(PANEL_POSITIONS):
            kind = self.panel_type[i]
            up = self.panel_up[i]
            out.append({
                "position": i + 1,
                "type": kind,
                "name": TYPE_NAMES[kind] if kind else None,
                "direction": DIRECTION_WORDS[kind] if kind else None,
                "cards": list(up),
                "values": [card_value(c) for c in up],
                "top": card_value(up[-1]) if up else EMPTY_POSITION_STEPS,
                "face_down": len(self.panel_down[i]),
                "complete": len(up) >= self.completion,
                "completion": self.completion,
            })
        return out

    def view(self, seat: int | None) -> dict[str, JSON]:
        v = self._base_view(seat)
        n = self.num_players
        rnd_index = self.round - 1
        tokens = []
        for (x, y), (owner, trnd, value) in sorted(self.board.items(),
                                                   key=lambda kv: (kv[0][1], kv[0][0])):
            tokens.append({"col": x, "row": y, "owner": owner, "round": trnd,
                           "value": token_label(value) if owner == seat else None})
        route = self.route_preview()
        parts = [self.breakdown(p) for p in range(n)]
        v.update(
            board_size=self.size,
            rover=list(self.rover),
            tokens=tokens,
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
            my_tokens=([token_label(t) for t in self.supply[seat][rnd_index]]
                       if seat is not None and self.turn_seat is not None else None),
            my_supply=([[token_label(t) for t in r] for r in self.supply[seat]]
                       if seat is not None else None),
            token_counts=[len(self.supply[p][rnd_index]) if self.turn_seat is not None
                          else 0 for p in range(n)],
            supply_counts=[[len(r) for r in self.supply[p]] for p in range(n)],
            collected=[[{"round": r, "value": token_label(val)} for r, val in
                        self.collected[p]] for p in range(n)],
            unplaced=[[{"round": r, "value": token_label(val)} for r, val in
                       self.unplaced[p]] for p in range(n)],
            scores=[int(b["score"]) for b in parts],
            negative_points=[int(b["negative_points"]) for b in parts],
            eliminated=list(self.eliminated),
            last_round={
                "round": self.round if self.turn_seat is None else self.round - 1,
                "start": list(self.last_start),
                "legs": [{"type": k, "direction": DIRECTION_WORDS[k], "steps": v}
                         for k, v in self.last_legs],
                "route": [list(s) for s in self.last_route],
                "reveals": [dict(r, value=token_label(int(r["value"])))
                            for r in self.last_reveals],
                "unplaced": [dict(u, value=token_label(int(u["value"])))
                             for u in self.last_unplaced],
            },
            log=[e["text"] for e in self.events[-LOG_LENGTH:]],
            events=[dict(e) for e in self.events[-LOG_LENGTH:]],
        )
        return v


GAME = Curiosity


# ---------------------------------------------------------------------------------------
# Sampling hidden information (for search bots)
# ---------------------------------------------------------------------------------------

def _parse_token(label: str) -> int:
    return int(label)


def unknown_token_values(view: Mapping[str, Any], player: int) -> dict[int, list[int]]:
    """For each round ≤ the current one: the values of ``player``'s tokens of that round
    that have not been revealed (face down on the board, or still in the supply)."""
    rnd = int(view["round"])
    out: dict[int, list[int]] = {}
    for r in range(1, rnd + 1):
        left = list(TOKENS_BY_ROUND[r])
        for item in list(view["collected"][player]) + list(view["unplaced"][player]):
            if item["round"] == r:
                left.remove(_parse_token(item["value"]))
        out[r] = left
    return out


def determinize(view: Mapping[str, Any], rng: Rng) -> Curiosity:
    """A full game state consistent with ``view`` (a seat's view): other players' hands, the
    unused cards, face-down panel cards, other players' face-down token values and their
    unplaced tokens are sampled uniformly from what the view allows; future deals are
    random. The result has no action log and records no events."""
    seat = view["seat"]
    if seat is None:
        raise ValueError("determinize needs a seat's view")
    n = int(view["options"]["players"])
    g = object.__new__(Curiosity)
    g.options = dict(view["options"])
    g.seed = 0
    g.log = []
    g.size = int(view["board_size"])
    g.completion = int(view["completion"])
    g.rover = (int(view["rover"][0]), int(view["rover"][1]))
    g.round = int(view["round"])
    g.round_start = int(view["start_player"])
    g.first_start = int(view["first_start_player"])
    g.turn_seat = view["current_player"]
    g.eliminated = list(view["eliminated"])
    last = view["last_round"]
    g.last_route = [(int(s[0]), int(s[1])) for s in last["route"]]
    g.last_start = (int(last["start"][0]), int(last["start"][1]))
    g.last_legs = [(str(leg["type"]), int(leg["steps"])) for leg in last["legs"]]
    g.last_reveals = []
    g.last_unplaced = []
    g.events = []
    g.notes = []
    g.record = False
    g.round_seeds = [rng.next_u64() for _ in range(ROUNDS)]
    g.collected = [[(int(t["round"]), _parse_token(t["value"])) for t in view["collected"][p]]
                   for p in range(n)]
    g.unplaced = [[(int(t["round"]), _parse_token(t["value"])) for t in view["unplaced"][p]]
                  for p in range(n)]
    # panel
    g.panel_type = [p["type"] for p in view["panel"]]
    g.panel_up = [list(p["cards"]) for p in view["panel"]]
    # cards: everything not in my hand nor face up is in the unknown pool
    pool = deck_for(n)
    for card in view["hand"]:
        pool.remove(card)
    for p in view["panel"]:
        for card in p["cards"]:
            pool.remove(card)
    rng.shuffle(pool)
    g.panel_down = []
    for p in view["panel"]:
        k = int(p["face_down"])
        g.panel_down.append(pool[:k])
        del pool[:k]
    g.hands = []
    for q in range(n):
        if q == seat:
            g.hands.append(list(view["hand"]))
        else:
            k = int(view["hand_sizes"][q])
            g.hands.append(sort_cards(pool[:k]))
            del pool[:k]
    g.unused = pool
    # tokens
    rnd = g.round
    over = bool(view["over"])
    g.board = {}
    g.supply = [[[] for _ in range(ROUNDS)] for _ in range(n)]
    g.supply[seat] = [[_parse_token(t) for t in r] for r in view["my_supply"]]
    mine = [t for t in view["tokens"] if t["owner"] == seat]
    for t in mine:
        g.board[(int(t["col"]), int(t["row"]))] = (seat, int(t["round"]),
                                                   _parse_token(t["value"]))
    for q in range(n):
        if q == seat:
            continue
        unknown = unknown_token_values(view, q)
        theirs = [t for t in view["tokens"] if t["owner"] == q]
        for r in range(1, ROUNDS + 1):
            if r > rnd or (r == rnd and over):
                g.supply[q][r - 1] = [] if r <= rnd else list(TOKENS_BY_ROUND[r])
                if r <= rnd:
                    vals = list(unknown.get(r, []))
                    rng.shuffle(vals)
                    on_board = [t for t in theirs if t["round"] == r]
                    for t, val in zip(on_board, vals, strict=False):
                        g.board[(int(t["col"]), int(t["row"]))] = (q, r, val)
                continue
            vals = list(unknown[r])
            rng.shuffle(vals)
            on_board = [t for t in theirs if t["round"] == r]
            for t in on_board:
                g.board[(int(t["col"]), int(t["row"]))] = (q, r, vals.pop())
            g.supply[q][r - 1] = vals if r == rnd else []
    return g
