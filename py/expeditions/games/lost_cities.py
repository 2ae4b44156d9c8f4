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

A turn is two actions by the same player, so that the UI can undo a play before the draw:

1. ``play:<card>`` (add it to your own expedition) or ``discard:<card>`` (put it on the
   shared discard pile of its colour);
2. ``draw:deck`` (top of the draw pile) or ``draw:<colour letter>`` (top of that discard
   pile, e.g. ``draw:R``), never the pile you discarded to in step 1.

The start player of game 1 is the option ``start`` (``"random"``: the seed decides, with the
first number drawn from ``Rng(seed)``; or ``"p1"`` / ``"p2"``). Games 2 and 3 are started by
the player with the higher running total; on a tie, see :data:`TIE_START_GOES_TO_NON_STARTER`.

Internals
---------
A card is an ``int``: ``colour * 12 + rank`` where ranks 0–2 are the wagers and rank ``r``
≥ 3 is the expedition card of value ``r - 1``. Each (player, colour) column keeps a *level*:
-1 while it holds no number card, else the rank of its last number card. A card may be added
when its *key* (0 for a wager, its rank for a number card) is above the level. The string
protocol is a thin layer over :class:`Core`, which the benchmark and the search bot's
rollouts use directly.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

from ..engine import JSON, Game, OptionSpec, Result
from ..rng import Rng

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
#: game starts.
TIE_START_GOES_TO_NON_STARTER = True
#: [R] Equal match totals after the last game: the match is a draw (both players win).
TIED_MATCH_IS_DRAW = True
#: How many public event sentences the views carry.
LOG_LENGTH = 16

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


# ----- the fast core -----------------------------------------------------------------------
def shuffle(items: list[int], rng: Rng) -> None:
    """Fisher-Yates driven by ``rng``'s splitmix64 stream, inlined for speed (a deal is
    shuffled thousands of times a second by the search bot). Index ``j`` is taken as
    ``(x * (i + 1)) >> 64``, whose bias (< 2**-57 for 72 cards) is negligible. Pure integer
    arithmetic, so identical on every Python."""
    mask = (1 << 64) - 1
    state = rng.getstate()
    for i in range(len(items) - 1, 0, -1):
        state = (state + 0x9E3779B97F4A7C15) & mask
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & mask
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
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
        other.cols = [[c[:] for c in cols] for cols in self.cols]
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
        return KEY_OF[card] > self.levels[player][COLOUR_OF[card]]

    def play(self, card: int, to_column: bool) -> None:
        """Step 1 for the current player (no legality check)."""
        p = self.player
        self.hands[p].remove(card)
        known = self.known[p]
        if card in known:
            known.remove(card)
        colour = COLOUR_OF[card]
        if to_column:
            self.cols[p][colour].append(card)
            if not IS_WAGER[card]:
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
            card = self.deck.pop()
            if not self.deck:
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
        p = self.player
        lv = self.levels[p]
        out: list[tuple[int, bool]] = []
        for card in sorted(self.hands[p]):
            if KEY_OF[card] > lv[COLOUR_OF[card]]:
                out.append((card, True))
            out.append((card, False))
        return out

    def draw_options(self) -> list[int]:
        out = [-1] if self.deck else []
        for colour, pile in enumerate(self.piles):
            if pile and colour != self.blocked:
                out.append(colour)
        return out


def random_playout(core: Core, rng: Rng) -> None:
    """Finish ``core`` with both players choosing uniformly among legal actions.

    Inlined for speed: one splitmix64 number (the algorithm of :class:`Rng`, whose state it
    advances) feeds several rejection-sampled choices.
    """
    mask = (1 << 64) - 1
    state = rng.getstate()
    hands = core.hands
    deck = core.deck
    piles = core.piles
    cols = core.cols
    levels = core.levels
    known = core.known
    ncol = core.ncol
    key_of = KEY_OF
    colour_of = COLOUR_OF
    rank_of = RANK_OF
    p = core.player
    x = 0
    bits = 0
    if core.phase == DRAW:
        p_hand = hands[p]
        # finish this turn's draw first
        opts = core.draw_options()
        state = (state + 0x9E3779B97F4A7C15) & mask
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & mask
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
        src = opts[(z ^ (z >> 31)) % len(opts)]
        if src < 0:
            p_hand.append(deck.pop())
        else:
            card = piles[src].pop()
            p_hand.append(card)
            known[p].append(card)
        p = 1 - p
    while deck:
        hand = hands[p]
        lv = levels[p]
        # step 1: uniform over {discard hand[i]} ∪ {play hand[i] if legal}, by rejection
        while True:
            if bits < 4:
                state = (state + 0x9E3779B97F4A7C15) & mask
                z = state
                z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & mask
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
                x = z ^ (z >> 31)
                bits = 64
            i = x & 15
            x >>= 4
            bits -= 4
            if i < 8:
                card = hand[i]
                colour = colour_of[card]
                piles[colour].append(card)
                blocked = colour
                break
            card = hand[i - 8]
            colour = colour_of[card]
            if key_of[card] > lv[colour]:
                cols[p][colour].append(card)
                if key_of[card]:
                    lv[colour] = rank_of[card]
                blocked = -1
                break
        hand[i & 7] = hand[-1]
        hand.pop()
        kp = known[p]
        if kp and card in kp:
            kp.remove(card)
        # step 2: uniform over the deck and the non-empty, non-blocked piles (8 slots)
        while True:
            if bits < 3:
                state = (state + 0x9E3779B97F4A7C15) & mask
                z = state
                z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & mask
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
                x = z ^ (z >> 31)
                bits = 64
            j = x & 7
            x >>= 3
            bits -= 3
            if j == 7:
                hand.append(deck.pop())
                break
            if j < ncol and j != blocked and piles[j]:
                card = piles[j].pop()
                hand.append(card)
                kp.append(card)
                break
        p = 1 - p
    core.player = p
    core.phase = PLAY
    core.blocked = -1
    core.over = True
    rng.setstate(state)


def bench_random_games(seconds: float, players: int | None = None,
                       colours: int = BASE_COLOURS) -> dict[str, JSON]:
    """Uniform-random full games (one game each, ``colours`` colours) per second, using the
    fast core. Called by ``python -m expeditions bench lost-cities``."""
    rng = Rng(12345)
    done = 0
    start = time.perf_counter()
    total_score = 0
    while time.perf_counter() - start < seconds:
        for _ in range(20):
            core = Core.deal(colours, rng, done & 1)
            random_playout(core, rng)
            s = core.scores()
            total_score += s[0] + s[1]
            done += 1
    elapsed = time.perf_counter() - start
    return {"game": "lost-cities", "players": 2, "colours": colours, "games": done,
            "seconds": elapsed, "games_per_second": done / elapsed,
            "mean_score": total_score / (2 * done)}


# ----- the protocol layer ------------------------------------------------------------------
class LostCities(Game):
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

    # -- setup ------------------------------------------------------------------------------
    def _setup(self) -> None:
        self.ncol = int(self.options["colours"])
        self.num_games = int(self.options["games"])
        self._rng = Rng(self.seed)
        start_opt = self.options["start"]
        # "random": the first number drawn from Rng(seed) picks the start player of game 1
        first = self._rng.below(2) if start_opt == "random" else ("p1", "p2").index(start_opt)
        self.totals = [0, 0]
        self.finished: list[dict[str, JSON]] = []  # one entry per completed game
        self.starters: list[int] = []
        self.events: list[str] = []
        self.match_over = False
        self.game_turns = 0  # actions in the current game
        self._new_game(first)

    def _new_game(self, start: int) -> None:
        number = len(self.finished)
        self.starters.append(start)
        self.core = Core.deal(self.ncol, self._rng.fork(number + 1), start)
        self.game_turns = 0
        self.events.append(f"Game {number + 1}: player {start + 1} starts.")

    # -- protocol hooks ---------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return None if self.match_over else self.core.player

    def _legal(self, seat: int) -> list[str]:
        core = self.core
        if core.phase == PLAY:
            return [("play:" if col else "discard:") + CODES[card]
                    for card, col in core.play_options()]
        return ["draw:deck" if s < 0 else "draw:" + COLOUR_LETTERS[s]
                for s in core.draw_options()]

    def _parse(self, action: str) -> tuple[str, int]:
        """(kind, argument) or raises ValueError with a readable message."""
        kind, sep, arg = action.partition(":")
        if not sep or kind not in ("play", "discard", "draw"):
            raise ValueError(f"unknown action {action!r}")
        if kind == "draw":
            if arg == "deck":
                return kind, -1
            letters = COLOUR_LETTERS[: self.ncol]
            if len(arg) == 1 and arg in letters:
                return kind, letters.index(arg)
            raise ValueError(f"there is no discard pile {arg!r}")
        card = CARD_OF.get(arg)
        if card is None or COLOUR_OF[card] >= self.ncol:
            raise ValueError(f"there is no card {arg!r} in this game")
        return kind, card

    def _reject_reason(self, seat: int, action: str) -> str | None:
        try:
            kind, arg = self._parse(action)
        except ValueError as err:
            return str(err)
        core = self.core
        if core.phase == PLAY:
            if kind == "draw":
                return "first play or discard a card, then draw"
            if arg not in core.hands[seat]:
                return f"you do not hold the {card_name(arg)}"
            if kind == "play" and not core.can_play(seat, arg):
                colour = COLOUR_OF[arg]
                level = core.levels[seat][colour]
                top = card_name(colour * CARDS_PER_COLOUR + level)
                if IS_WAGER[arg]:
                    return (f"a wager cannot go on your {COLOUR_NAMES[colour]} expedition "
                            f"after a number card (you have the {top})")
                return (f"the {card_name(arg)} must be higher than the last card of your "
                        f"{COLOUR_NAMES[colour]} expedition, the {top}")
            return None
        if kind != "draw":
            return "you have played this turn; now draw a card"
        if arg < 0:
            return None if core.deck else "the draw pile is empty"
        if not core.piles[arg]:
            return f"the {COLOUR_NAMES[arg]} discard pile is empty"
        if arg == core.blocked:
            return "you cannot draw back the card you discarded this turn"
        return None

    def _apply(self, seat: int, action: str) -> None:
        kind, arg = self._parse(action)
        core = self.core
        self.events.append(f"Player {seat + 1} " + self.describe(seat, action) + ".")
        self.game_turns += 1
        if kind == "draw":
            core.draw(arg)
            if core.over:
                self._end_game()
        else:
            core.play(arg, kind == "play")

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
        self.events.append(
            f"Game {number} is over: {scores[0]} to {scores[1]}"
            f" (match {self.totals[0]} to {self.totals[1]})."
        )
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
        v = self._base_view(seat)
        core = self.core
        ncol = self.ncol
        v.update(
            colours=list(COLOUR_LETTERS[:ncol]),
            colour_names=list(COLOUR_NAMES[:ncol]),
            hand=[CODES[c] for c in sorted(core.hands[seat])] if seat is not None else None,
            hand_sizes=[len(h) for h in core.hands],
            # cards each player is known to hold (taken from a discard pile, not yet played)
            known_hands=[[CODES[c] for c in sorted(k)] for k in core.known],
            columns=[[[CODES[c] for c in col] for col in core.cols[p]] for p in (0, 1)],
            column_values=[core.colour_values(p) for p in (0, 1)],
            # full contents, bottom first: both players watched each pile form
            discards=[[CODES[c] for c in pile] for pile in core.piles],
            deck_size=len(core.deck),
            phase="play" if core.phase == PLAY else "draw",
            blocked=COLOUR_LETTERS[core.blocked] if core.blocked >= 0 else None,
            match={
                "game": len(self.finished) + (0 if self.match_over else 1),
                "games": self.num_games,
                "totals": list(self.totals),
                "starters": list(self.starters),
                "finished": [dict(g) for g in self.finished],
            },
            game_turns=self.game_turns,
            log=self.events[-LOG_LENGTH:],
        )
        return v

    def describe(self, seat: int, action: str) -> str:
        try:
            kind, arg = self._parse(action)
        except ValueError:
            return action
        if kind == "play":
            return f"played the {card_name(arg)}"
        if kind == "discard":
            return f"discarded the {card_name(arg)}"
        if arg < 0:
            return "drew from the draw pile"
        pile = self.core.piles[arg]
        top = f"the {card_name(pile[-1])}" if pile else "a card"
        return f"took {top} from the {COLOUR_NAMES[arg]} discard pile"

    def can_take_back(self, seat: int, action: str) -> bool:
        """A card just played or discarded may be taken back before drawing: it revealed
        nothing hidden (a draw from the deck does)."""
        return action.startswith(("play:", "discard:"))

    def progress(self) -> str:
        if self.match_over:
            return f"Match over, {self.totals[0]} to {self.totals[1]}"
        game = len(self.finished) + 1
        prefix = f"Game {game} of {self.num_games}, " if self.num_games > 1 else ""
        return f"{prefix}{len(self.core.deck)} cards left"

    def _result(self) -> Result:
        totals = list(self.totals)
        if totals[0] == totals[1]:
            winners = [0, 1] if TIED_MATCH_IS_DRAW else []
        else:
            winners = [0 if totals[0] > totals[1] else 1]
        breakdown: list[dict[str, JSON]] = []
        letters = COLOUR_LETTERS[: self.ncol]
        for p in (0, 1):
            breakdown.append({
                "total": totals[p],
                "games": [
                    {"game": g["game"], "total": g["scores"][p],
                     "colours": dict(zip(letters, g["colours"][p], strict=True))}
                    for g in self.finished
                ],
            })
        if len(winners) == 1:
            w = winners[0]
            summary = f"Player {w + 1} wins {totals[w]} to {totals[1 - w]}"
        else:
            summary = f"A draw at {totals[0]} each"
        return Result(scores=totals, winners=winners, breakdown=breakdown, summary=summary)

    # -- for tests and bots ---------------------------------------------------------------
    def state(self) -> tuple[Any, ...]:
        """Everything that defines the position (for save/load equality checks)."""
        return (self.core.snapshot(), self.totals, self.finished, self.starters,
                self.match_over, self.events, self.game_turns, self._rng.getstate())


# ----- determinization: a full Core from a player's view ------------------------------------
def determinize(view: dict[str, JSON], rng: Rng) -> Core:
    """A full game state consistent with everything ``view`` shows: the viewer's hand, both
    columns, the discard piles and the cards the opponent is known to hold are as seen; the
    opponent's other cards and the draw-pile order are sampled uniformly from the unseen cards.
    """
    seat = int(view["seat"])
    ncol = len(view["colours"])
    core = Core(ncol)
    core.hands[seat] = [CARD_OF[c] for c in view["hand"]]
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
    need = int(view["hand_sizes"][opp]) - len(opp_known)
    core.hands[opp] = opp_known + unseen[:need]
    core.deck = unseen[need:]
    core.player = seat if view["current_player"] is None else int(view["current_player"])
    core.phase = PLAY if view["phase"] == "play" else DRAW
    blocked = view["blocked"]
    core.blocked = COLOUR_LETTERS.index(blocked) if blocked else -1
    return core


GAME = LostCities
