"""Curios (AEG, 2019) for 2–5 players: the rules of /work/shared/rules/curios.md.

Players fill the leftmost empty column of one of four Treasure Sites with their
archaeologist pawns to take a gem of that site's colour. Each colour's value (1, 3, 5 or 7)
is a face-down market card; the other market cards are dealt as clues ("a card you hold
cannot be that site's value"). Highest total of gems × values wins; ties share the victory.

Actions (the typed :class:`Move`; its string is what saves, buttons and bots use):

- :class:`Place` ``place:<site>`` — Phase 1: fill the leftmost empty column of ``<site>``,
  a site id (``pyramid``, ``colosseum``, ``shipwreck``, ``temple``).
- :class:`Recruit` ``recruit:<card>`` — Phase 2: reveal ``<card>`` from your hand and gain a
  pawn. A card is its colour letter and value, e.g. ``Y7`` is the Great Pyramid's 7.
- :class:`Pass` ``pass`` — Phase 2: do not recruit. (Phase 1 has no voluntary pass: a
  player who cannot fill any column is passed by the engine, which records a ``passed``
  event, so ``current_player`` always has a real choice.)

Public events (``view["events"]``, worded per language by
:func:`expeditions.web.tables.curios.describe_event`):
``round_started`` (round, first_player), ``placed`` (seat, site, column from 0, pawns, gems),
``passed`` (seat, pawns_left, voluntary), ``bonus`` (site, seat or None, gems, reason
``majority``/``tie``/``no gems left``, pawns), ``recruited`` (seat, card, pawns),
``declined`` (seat), ``cannot_recruit`` (seat, why ``no_cards``/``max_pawns``, pawns),
``side_card_flipped`` (card), ``game_over`` (values: site id -> value).

Every value the rules tag [R] or [S] is a named constant below.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final, Literal, Self, TypedDict, cast

from ..engine import JSON, Action, BaseView, Event, Game, IllegalAction, Note, Result, intern
from ..rng import Rng

# ----- components and rule constants (see the rules file, §1, §2 and §8) ---------------
#: Site ids in table order; index i of every per-site list below refers to SITES[i].
SITES = ("pyramid", "colosseum", "shipwreck", "temple")
SITE_NAMES = ("Great Pyramid", "Ancient Colosseum", "Lost Shipwreck", "Forbidden Temple")
COLOURS = ("yellow", "green", "blue", "red")
LETTERS = ("Y", "G", "B", "R")
#: The four market cards of each site [C].
CARD_VALUES = (1, 3, 5, 7)
#: Pawn capacity of each site's columns, left to right [C].
COLUMN_CAPACITIES = (1, 2, 3, 4, 4)
#: Gems put below each site, by player count [R] (§8 #2: a guess).
GEMS_PER_SITE: dict[int, int] = {2: 8, 3: 10, 4: 12, 5: 14}
#: Market cards dealt to each player, by player count (2p and 5p [S], 3p and 4p [C]).
CARDS_PER_PLAYER: dict[int, int] = {2: 4, 3: 4, 4: 3, 5: 2}
#: Side-deck cards flipped face up after each Phase 2, by player count (5p: never) [C]/[R].
SIDE_DECK_FLIPS_PER_ROUND: dict[int, int] = {2: 1, 3: 0, 4: 0, 5: 0}
#: Pawns each player starts with, and the most a player can have [C].
START_PAWNS = 5
MAX_PAWNS = 7
#: Pawns gained by one recruit.
PAWNS_PER_RECRUIT = 1
#: May a player who already has MAX_PAWNS reveal a card anyway (gaining nothing)? [R] no.
RECRUIT_AT_MAX_PAWNS = False
#: May a player pass in Phase 1 while a placement is legal? [R] no.
VOLUNTARY_PASS = False
#: Gems taken for filling one column, whatever its capacity.
GEMS_PER_COLUMN = 1
#: Bonus gems for a strict majority of pawns at a site after Phase 1.
BONUS_GEMS = 1
#: The round in which at least this many sites have no gems left is the last one.
EMPTY_SITES_TO_END = 2
#: Skip Phase 2 of the last round, as it cannot change the result [R].
SKIP_LAST_RECRUIT_PHASE = True

#: Where the game stands: :data:`SEARCH`, :data:`RECRUIT` or :data:`OVER`.
Phase = Literal["search", "recruit", "over"]
SEARCH: Final = "search"  # Phase 1
RECRUIT: Final = "recruit"  # Phase 2
OVER: Final = "over"


def card_id(site: int, value: int) -> str:
    """``card_id(0, 7) == "Y7"``."""
    return f"{LETTERS[site]}{value}"


ALL_CARDS = tuple(card_id(s, v) for s in range(len(SITES)) for v in CARD_VALUES)


def parse_card(card: str) -> tuple[int, int] | None:
    """``"Y7"`` -> ``(0, 7)``; ``None`` if it is not a card of the game."""
    if card not in ALL_CARDS:
        return None
    return LETTERS.index(card[0]), int(card[1:])


def card_name(card: str) -> str:
    """The English default name of a card (``"yellow 7"``); the table words it per
    language."""
    parsed = parse_card(card)
    if parsed is None:
        return card
    site, value = parsed
    return f"{COLOURS[site]} {value}"


def _player(seat: int) -> str:
    return f"Player {seat + 1}"


# ----- the view's types (what bots, the table and the coach read; see Curios.view) -------
class ColumnView(TypedDict):
    """One column of a site: its pawn capacity and who filled it (``None``: empty)."""

    capacity: int
    occupant: int | None


class SiteView(TypedDict):
    """One site (``view["sites"][i]`` is ``SITES[i]``); ``value`` is ``None`` until the game
    is over."""

    id: str
    name: str
    colour: str
    letter: str
    columns: list[ColumnView]
    gems_left: int
    pawns: list[int]  # per seat, all its filled columns
    value: int | None


class PlayerView(TypedDict):
    """One seat's public side; ``hand`` is ``None`` until the game is over."""

    seat: int
    pawns_total: int
    pawns_left: int  # this round
    gems: dict[str, int]  # by site id
    gems_by_colour: dict[str, int]
    revealed: list[str]
    hand_size: int
    passed: bool
    hand: list[str] | None


#: Why a site's bonus check went as it did.
BonusReason = Literal["majority", "tie", "no gems left"]


class BonusView(TypedDict):
    """One site's bonus check after the last Phase 1 (``player``: ``None`` on a tie)."""

    site: str
    player: int | None
    gems: int
    reason: BonusReason


class CuriosKeys(TypedDict):
    """The keys :meth:`Curios.view` adds to the shared ones (its own literal, so mypy checks
    the view as it is made, not only as it is read)."""

    sites: list[SiteView]
    players: list[PlayerView]
    hand: list[str] | None  # your own cards; ``None`` in the public view
    side_revealed: list[str]
    side_deck_count: int
    side_deck: list[str] | None  # ``None`` until the game is over
    first_player: int
    phase: Phase
    round: int
    recruit_step: int
    gems_per_site: int
    last_bonuses: list[BonusView]


class CuriosView(BaseView, CuriosKeys):
    """A Curios view: :class:`~expeditions.engine.BaseView` and :class:`CuriosKeys`."""


def as_view(view: Mapping[str, JSON]) -> CuriosView:
    """``view`` (a Curios view, e.g. as the bot protocol or the table context hands it) as
    its type. Only a cast: the conformance tests keep :meth:`Curios.view` and the type
    equal."""
    return cast(CuriosView, view)


# ----- scoring and majorities (the rules and the rules screen's examples use them) -------
def score_parts(gems: Sequence[int], values: Sequence[int]) -> dict[str, int]:
    """Points per colour: ``gems[site] × values[site]``, keyed by :data:`COLOURS`."""
    return {COLOURS[s]: gems[s] * values[s] for s in range(len(SITES))}


def score(gems: Sequence[int], values: Sequence[int]) -> int:
    """A collection's total: the sum over colours of gems × that site's value (§5)."""
    return sum(score_parts(gems, values).values())


def pawns_by_player(occupants: Sequence[int], players: int) -> list[int]:
    """Pawns of each player at a site whose filled columns (left to right) are
    ``occupants``: each filled column holds its capacity in its occupant's pawns."""
    counts = [0] * players
    for col, occupant in enumerate(occupants):
        counts[occupant] += COLUMN_CAPACITIES[col]
    return counts


def majority(counts: Sequence[int]) -> int | None:
    """The player with strictly more pawns at a site than anyone else, or ``None`` (a tie
    for the most, or nobody there): who gets the site's bonus gem."""
    top = max(counts)
    leaders = [p for p, c in enumerate(counts) if c == top]
    return leaders[0] if top > 0 and len(leaders) == 1 else None


# ----- actions ---------------------------------------------------------------------------
class Move(Action):
    """A Curios action: :class:`Place`, :class:`Recruit` or :class:`Pass`. ``Move.parse``
    reads any of them; a subclass's ``parse`` reads only its own kind."""

    @classmethod
    def decode(cls, text: str) -> Self | None:
        move = _decode(text)
        return move if isinstance(move, cls) else None


@dataclass(frozen=True, slots=True)
class Place(Move):
    """``place:<site id>``: fill the leftmost empty column of ``SITES[site]``."""

    site: int

    def __str__(self) -> str:
        return self.text or f"place:{SITES[self.site]}"


@dataclass(frozen=True, slots=True)
class Recruit(Move):
    """``recruit:<card>``: reveal ``card`` (e.g. ``Y7``) and gain a pawn."""

    card: str

    def __str__(self) -> str:
        return self.text or f"recruit:{self.card}"


@dataclass(frozen=True, slots=True)
class Pass(Move):
    """``pass``: do not recruit (or, with :data:`VOLUNTARY_PASS`, stop placing)."""

    def __str__(self) -> str:
        return "pass"


PASS = Pass()


#: every placement and recruit once (the legal lists hand out these instances)
PLACES: tuple[Place, ...] = tuple(Place(s) for s in range(len(SITES)))
RECRUITS: dict[str, Recruit] = {card: Recruit(card) for card in ALL_CARDS}
#: the canonical string of every move -> the move
MOVE_OF_TEXT: dict[str, Move] = intern([*PLACES, *RECRUITS.values(), PASS])


def _decode(text: str) -> Move | None:
    move = MOVE_OF_TEXT.get(text)
    if move is not None:
        return move
    if text == "pass":
        return PASS
    kind, sep, arg = text.partition(":")
    if not sep:
        return None
    if kind == "place" and arg in SITES:
        return Place(SITES.index(arg))
    if kind == "recruit" and arg in ALL_CARDS:
        return Recruit(arg)
    return None


class Curios(Game[Move]):
    """State (see the rules §7): ``values`` (hidden), ``gems_left``, ``columns[site]`` (the
    occupants of the filled columns, left to right: filling is always leftmost, so the
    filled columns are a prefix), ``pawns_total``/``pawns_left``, ``hands``, ``revealed``,
    ``gems[seat][site]``, ``side_deck``/``side_revealed``, ``first_player``, ``phase``,
    ``passed``, ``round``, ``turn`` (the seat to act)."""

    INTERNED = MOVE_OF_TEXT

    game_id = "curios"
    title = "Curios"
    min_players = 2
    max_players = 5
    action_type = Move
    view_type = CuriosView
    #: Set only by :meth:`from_deal`, read once by ``_setup``.
    _deal: tuple[int, list[int], list[list[str]], list[str]]

    # ----- setup ---------------------------------------------------------------------
    @classmethod
    def from_deal(cls, options: Mapping[str, JSON], first_player: int, values: Sequence[int],
                  hands: Sequence[Sequence[str]], side_deck: Sequence[str]) -> Self:
        """A game dealt as given instead of from a seed, as a two-device game dealt by
        nobody builds it at its audit (:mod:`expeditions.remote.joint_curios`): the first
        player, each site's hidden value, each hand and the side deck in the order its
        cards are flipped (first flipped first). ValueError unless the sixteen market cards
        are each exactly once among the value cards, hands and side deck, with the rules'
        hand and side-deck sizes. Such a game does not replay from its :meth:`to_json`
        (which holds no deal)."""
        game = object.__new__(cls)
        players = int(cls.normalize_options(options)["players"])
        size = CARDS_PER_PLAYER[players]
        used = [card_id(s, v) for s, v in enumerate(values) if v in CARD_VALUES]
        used += [c for hand in hands for c in hand] + list(side_deck)
        if (len(values) != len(SITES) or sorted(used) != sorted(ALL_CARDS)
                or len(hands) != players or any(len(h) != size for h in hands)
                or len(side_deck) != len(ALL_CARDS) - len(SITES) - players * size
                or not 0 <= first_player < players):
            raise ValueError("a deal holds every market card once, in the rules' sizes")
        game._deal = (first_player, list(values), [list(h) for h in hands],
                      list(reversed(side_deck)))  # the engine flips from the end
        Game.__init__(game, options, 0)
        return game

    def _setup(self) -> None:
        n = self.num_players
        deal = self.__dict__.get("_deal")
        if deal is not None:
            self.first_player, self.values = deal[0], list(deal[1])
            self.hands: list[list[str]] = [sorted(h) for h in deal[2]]
            self.side_deck: list[str] = list(deal[3])
            del self._deal
        else:
            rng = Rng(self.seed)
            self.first_player = rng.below(n)
            self.values = []
            rest: list[str] = []
            for site in range(len(SITES)):
                cards = list(CARD_VALUES)
                rng.shuffle(cards)
                self.values.append(cards[0])
                rest.extend(card_id(site, v) for v in cards[1:])
            rng.shuffle(rest)
            size = CARDS_PER_PLAYER[n]
            self.hands = [sorted(rest[i * size:(i + 1) * size]) for i in range(n)]
            self.side_deck = rest[n * size:]
        self.side_revealed: list[str] = []
        self.revealed: list[list[str]] = [[] for _ in range(n)]
        self.gems_left = [GEMS_PER_SITE[n]] * len(SITES)
        self.gems: list[list[int]] = [[0] * len(SITES) for _ in range(n)]
        self.columns: list[list[int]] = [[] for _ in SITES]
        self.pawns_total = [START_PAWNS] * n
        self.pawns_left = [START_PAWNS] * n
        self.passed = [False] * n
        self.round = 1
        self.phase: Phase = SEARCH
        self.recruit_step = 0  # how many players have had their Phase 2 chance
        self.turn: int | None = None
        self.last_bonuses: list[BonusView] = []
        self.emit("round_started", round=1, first_player=self.first_player)
        self._advance_search(None)

    def clone(self) -> Self:
        """A fast independent copy (for search bots); the action log is copied too."""
        other = object.__new__(type(self))
        other.options = dict(self.options)
        other.seed = self.seed
        other.log = list(self.log)
        other.events = list(self.events)
        other.actions_taken = self.actions_taken
        other.first_player = self.first_player
        other.values = list(self.values)
        other.hands = [list(h) for h in self.hands]
        other.side_deck = list(self.side_deck)
        other.side_revealed = list(self.side_revealed)
        other.revealed = [list(r) for r in self.revealed]
        other.gems_left = list(self.gems_left)
        other.gems = [list(g) for g in self.gems]
        other.columns = [list(c) for c in self.columns]
        other.pawns_total = list(self.pawns_total)
        other.pawns_left = list(self.pawns_left)
        other.passed = list(self.passed)
        other.round = self.round
        other.phase = self.phase
        other.recruit_step = self.recruit_step
        other.turn = self.turn
        other.last_bonuses = [b.copy() for b in self.last_bonuses]
        return other

    # ----- helpers -------------------------------------------------------------------
    def next_capacity(self, site: int) -> int | None:
        """Capacity of the site's leftmost empty column (``None`` when all are full)."""
        filled = len(self.columns[site])
        return COLUMN_CAPACITIES[filled] if filled < len(COLUMN_CAPACITIES) else None

    def placements(self, seat: int) -> list[int]:
        """Sites where ``seat`` can fill the leftmost empty column now."""
        left = self.pawns_left[seat]
        caps, ncols = COLUMN_CAPACITIES, len(COLUMN_CAPACITIES)
        out = []
        for site, cols in enumerate(self.columns):
            filled = len(cols)
            if filled < ncols and caps[filled] <= left:
                out.append(site)
        return out

    def can_recruit(self, seat: int) -> bool:
        if not self.hands[seat]:
            return False
        return RECRUIT_AT_MAX_PAWNS or self.pawns_total[seat] < MAX_PAWNS

    def pawns_at(self, site: int) -> list[int]:
        """Pawns of each player at ``site`` (all its filled columns)."""
        return pawns_by_player(self.columns[site], self.num_players)

    def empty_sites(self) -> int:
        return sum(1 for g in self.gems_left if g == 0)

    # ----- flow ----------------------------------------------------------------------
    def _advance_search(self, after: int | None) -> None:
        """Give the turn to the next player (clockwise) who has not passed and can place;
        players who cannot are passed. Ends Phase 1 when everybody has passed."""
        n = self.num_players
        start = self.first_player if after is None else (after + 1) % n
        for k in range(n):
            seat = (start + k) % n
            if self.passed[seat]:
                continue
            if VOLUNTARY_PASS or self.placements(seat):
                self.turn = seat
                return
            self.passed[seat] = True
            self.emit("passed", seat=seat, pawns_left=self.pawns_left[seat], voluntary=False)
        self._end_search()

    def _award_bonuses(self) -> None:
        """The bonus check after Phase 1: a strict majority of pawns at a site takes
        :data:`BONUS_GEMS` of its gems while they last."""
        self.last_bonuses = []
        for site in range(len(SITES)):
            counts = self.pawns_at(site)
            top = max(counts)
            if top == 0:
                continue
            leader = majority(counts)
            reason: BonusReason
            if leader is None:
                taken, reason = 0, "tie"
            else:
                taken = min(BONUS_GEMS, self.gems_left[site])
                self.gems_left[site] -= taken
                self.gems[leader][site] += taken
                reason = "majority" if taken else "no gems left"
            self.last_bonuses.append(
                {"site": SITES[site], "player": leader, "gems": taken, "reason": reason})
            self.emit("bonus", site=SITES[site], seat=leader, gems=taken, reason=reason,
                      pawns=top)

    def _end_search(self) -> None:
        n = self.num_players
        self._award_bonuses()
        # retrieve
        self.columns = [[] for _ in SITES]
        self.pawns_left = list(self.pawns_total)
        self.passed = [False] * n
        if self.empty_sites() >= EMPTY_SITES_TO_END and SKIP_LAST_RECRUIT_PHASE:
            self._end_game()
            return
        self.phase = RECRUIT
        self.recruit_step = 0
        self._advance_recruit()

    def _advance_recruit(self) -> None:
        n = self.num_players
        while self.recruit_step < n:
            seat = (self.first_player + self.recruit_step) % n
            if self.can_recruit(seat):
                self.turn = seat
                return
            why = "no_cards" if not self.hands[seat] else "max_pawns"
            self.emit("cannot_recruit", seat=seat, why=why, pawns=self.pawns_total[seat])
            self.recruit_step += 1
        self._end_round()

    def _end_round(self) -> None:
        n = self.num_players
        for _ in range(SIDE_DECK_FLIPS_PER_ROUND[n]):
            if self.side_deck:
                card = self.side_deck.pop()
                self.side_revealed.append(card)
                self.emit("side_card_flipped", card=card)
        if self.empty_sites() >= EMPTY_SITES_TO_END:
            self._end_game()
            return
        self.first_player = (self.first_player + 1) % n
        self.round += 1
        self.phase = SEARCH
        self.emit("round_started", round=self.round, first_player=self.first_player)
        self._advance_search(None)

    def _end_game(self) -> None:
        self.phase = OVER
        self.turn = None
        self.emit("game_over", values={SITES[s]: self.values[s] for s in range(len(SITES))})

    # ----- protocol ------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return None if self.phase == OVER else self.turn

    def _legal(self, seat: int) -> list[Move]:
        if self.phase == SEARCH:
            places = PLACES
            acts: list[Move] = [places[s] for s in self.placements(seat)]
            return [*acts, PASS] if VOLUNTARY_PASS else acts
        if self.phase == RECRUIT:
            if not self.can_recruit(seat):
                return [PASS]
            recruits = RECRUITS
            return [*(recruits.get(c) or Recruit(c) for c in sorted(set(self.hands[seat]))),
                    PASS]
        return []

    def _reject_reason(self, seat: int, action: Move) -> IllegalAction | None:
        if isinstance(action, Place):
            return self._reject_place(seat, action.site)
        if isinstance(action, Recruit):
            return self._reject_recruit(seat, action.card)
        if self.phase == SEARCH and not VOLUNTARY_PASS:
            return IllegalAction(
                "must_place",
                "you must fill a column while you can (there is no voluntary pass)")
        return None

    def _reject_place(self, seat: int, site: int) -> IllegalAction | None:
        if self.phase != SEARCH:
            return IllegalAction("wrong_phase",
                                 "pawns can only be placed in Phase 1; recruit or pass now",
                                 phase=self.phase)
        cap = self.next_capacity(site)
        if cap is None:
            return IllegalAction("site_full",
                                 f"all five columns of the {SITE_NAMES[site]} are full",
                                 site=SITES[site])
        left = self.pawns_left[seat]
        if cap > left:
            return IllegalAction(
                "not_enough_pawns",
                f"the leftmost empty column of the {SITE_NAMES[site]} needs {cap} pawns "
                f"and you have {left} left",
                site=SITES[site], needed=cap, left=left)
        return None

    def _reject_recruit(self, seat: int, card: str) -> IllegalAction | None:
        if self.phase != RECRUIT:
            return IllegalAction("wrong_phase", "you can only recruit in Phase 2",
                                 phase=self.phase)
        if not self.hands[seat]:
            return IllegalAction("no_cards", "your hand is empty: there is no card to reveal")
        if not RECRUIT_AT_MAX_PAWNS and self.pawns_total[seat] >= MAX_PAWNS:
            return IllegalAction("max_pawns", f"you already have {MAX_PAWNS} pawns",
                                 max=MAX_PAWNS)
        if card not in self.hands[seat]:
            return IllegalAction("not_in_hand", f"you do not hold the card {card!r}",
                                 card=card)
        return None

    def _apply(self, seat: int, action: Move) -> None:
        if self.phase == SEARCH:
            if isinstance(action, Place):
                self._place(seat, action.site)
            else:
                self.passed[seat] = True
                self.emit("passed", seat=seat, pawns_left=self.pawns_left[seat],
                          voluntary=True)
            self._advance_search(seat)
            return
        # Phase 2
        if isinstance(action, Recruit):
            card = action.card
            self.hands[seat].remove(card)
            self.revealed[seat].append(card)
            self.pawns_total[seat] = min(MAX_PAWNS, self.pawns_total[seat] + PAWNS_PER_RECRUIT)
            self.pawns_left[seat] = self.pawns_total[seat]
            self.emit("recruited", seat=seat, card=card, pawns=self.pawns_total[seat])
        else:
            self.emit("declined", seat=seat)
        assert (self.first_player + self.recruit_step) % self.num_players == seat
        self.recruit_step += 1
        self._advance_recruit()

    def _place(self, seat: int, site: int) -> None:
        col = len(self.columns[site])
        cap = COLUMN_CAPACITIES[col]
        self.columns[site].append(seat)
        self.pawns_left[seat] -= cap
        taken = min(GEMS_PER_COLUMN, self.gems_left[site])
        self.gems_left[site] -= taken
        self.gems[seat][site] += taken
        self.emit("placed", seat=seat, site=SITES[site], column=col, pawns=cap, gems=taken)

    def progress(self) -> Note:
        """``finished`` (round) once over, else ``round`` (round, phase 1 or 2)."""
        if self.phase == OVER:
            return Note("finished", {"round": self.round})
        return Note("round", {"round": self.round, "phase": 1 if self.phase == SEARCH else 2})

    # ----- views ---------------------------------------------------------------------
    def view(self, seat: int | None) -> dict[str, JSON]:
        """What ``seat`` may know, a :class:`CuriosView` (read it through :func:`as_view`).
        Keys (besides the shared ones, ``events`` among them):

        - ``sites``: per site ``id``, ``name``, ``colour``, ``letter``, ``columns``
          (``capacity``, ``occupant``), ``gems_left``, ``pawns`` (per player) and
          ``value`` (``None`` until the game is over);
        - ``players``: per seat ``pawns_total``, ``pawns_left`` (this round), ``gems`` (per
          site id) and ``gems_by_colour``, ``revealed`` (cards), ``hand_size``, ``passed``,
          ``hand`` (``None`` until the game is over);
        - ``hand``: your own cards (``None`` in the public view);
        - ``side_revealed``, ``side_deck_count``, ``side_deck`` (``None`` until the end),
          ``first_player``, ``phase``
          (``search``/``recruit``/``over``), ``round``, ``recruit_step``, ``gems_per_site``;
        - ``last_bonuses``: the bonus check of the last Phase 1.
        """
        over = self.phase == OVER
        v = self._base_view(seat)
        own: CuriosKeys = {
            "sites": self._site_views(over),
            "players": self._player_views(over),
            "hand": sorted(self.hands[seat]) if seat is not None else None,
            "side_revealed": list(self.side_revealed),
            "side_deck_count": len(self.side_deck),
            "side_deck": sorted(self.side_deck) if over else None,
            "first_player": self.first_player,
            "phase": self.phase,
            "round": self.round,
            "recruit_step": self.recruit_step,
            "gems_per_site": GEMS_PER_SITE[self.num_players],
            "last_bonuses": [b.copy() for b in self.last_bonuses],
        }
        v.update(own)
        return v

    def _site_views(self, over: bool) -> list[SiteView]:
        sites: list[SiteView] = []
        for s in range(len(SITES)):
            filled = self.columns[s]
            sites.append({
                "id": SITES[s],
                "name": SITE_NAMES[s],
                "colour": COLOURS[s],
                "letter": LETTERS[s],
                "columns": [
                    {"capacity": cap, "occupant": filled[c] if c < len(filled) else None}
                    for c, cap in enumerate(COLUMN_CAPACITIES)
                ],
                "gems_left": self.gems_left[s],
                "pawns": self.pawns_at(s),
                "value": self.values[s] if over else None,
            })
        return sites

    def _player_views(self, over: bool) -> list[PlayerView]:
        return [{
            "seat": p,
            "pawns_total": self.pawns_total[p],
            "pawns_left": self.pawns_left[p],
            "gems": {SITES[s]: self.gems[p][s] for s in range(len(SITES))},
            "gems_by_colour": {COLOURS[s]: self.gems[p][s] for s in range(len(SITES))},
            "revealed": list(self.revealed[p]),
            "hand_size": len(self.hands[p]),
            "passed": self.passed[p],
            "hand": sorted(self.hands[p]) if over else None,
        } for p in range(self.num_players)]

    def _result(self) -> Result:
        n = self.num_players
        scores = [score(self.gems[p], self.values) for p in range(n)]
        best = max(scores)
        winners = [p for p in range(n) if scores[p] == best]
        breakdown: list[dict[str, JSON]] = []
        for p in range(n):
            points = score_parts(self.gems[p], self.values)
            breakdown.append({
                "colours": {
                    COLOURS[s]: {"gems": self.gems[p][s], "value": self.values[s],
                                 "points": points[COLOURS[s]]}
                    for s in range(len(SITES))
                },
                "total": scores[p],
                "parts": points,
                "site_values": {SITES[s]: self.values[s] for s in range(len(SITES))},
            })
        names = " and ".join(_player(w) for w in winners)
        summary = (f"{names} {'win' if len(winners) > 1 else 'wins'} with {best} points "
                   f"({'shared victory' if len(winners) > 1 else 'outright'}).")
        return Result(scores=scores, winners=winners, breakdown=breakdown, summary=summary)

    # ----- determinization -----------------------------------------------------------
    @classmethod
    def sample_from_view(cls, view: Mapping[str, JSON], rng: Rng) -> Self:
        """A full game state consistent with ``view``: hidden site values and the unseen
        cards (other hands, the face-down side deck) are sampled uniformly among the
        possibilities (all of them are known once the game is over). It has no action
        log; it is for search, not for saving."""
        game = cls._from_view(view)
        typed = as_view(view)
        game._deal_hidden(typed, rng)
        game._copy_public(typed)
        return game

    def _deal_hidden(self, view: CuriosView, rng: Rng) -> None:
        """The sample's site values, hands and side deck."""
        seat = view["seat"]
        seen = set(seen_cards(view))
        chosen = []
        for s, site in enumerate(view["sites"]):
            if site["value"] is not None:
                chosen.append(site["value"])
                continue
            possible = [v for v in CARD_VALUES if card_id(s, v) not in seen]
            chosen.append(rng.choice(possible))
        self.values = chosen
        value_cards = {card_id(s, chosen[s]) for s in range(len(SITES))}
        unseen = [c for c in ALL_CARDS if c not in seen and c not in value_cards]
        rng.shuffle(unseen)
        self.hands = []
        own = view["hand"]  # None only in the public view, which has no seat
        for p, player in enumerate(view["players"]):
            if p == seat and own is not None:
                self.hands.append(sorted(own))
            elif player["hand"] is not None:
                self.hands.append(list(player["hand"]))
            else:
                size = player["hand_size"]
                self.hands.append(sorted(unseen[:size]))
                del unseen[:size]
        known_deck = view["side_deck"]
        self.side_deck = (list(known_deck) if known_deck is not None
                          else unseen[: view["side_deck_count"]])

    def _copy_public(self, view: CuriosView) -> None:
        players = view["players"]
        self.side_revealed = list(view["side_revealed"])
        self.revealed = [list(pl["revealed"]) for pl in players]
        self.gems_left = [site["gems_left"] for site in view["sites"]]
        self.gems = [[pl["gems"][SITES[s]] for s in range(len(SITES))] for pl in players]
        self.columns = [[c["occupant"] for c in site["columns"] if c["occupant"] is not None]
                        for site in view["sites"]]
        self.pawns_total = [pl["pawns_total"] for pl in players]
        self.pawns_left = [pl["pawns_left"] for pl in players]
        self.passed = [pl["passed"] for pl in players]
        self.round = view["round"]
        self.phase = view["phase"]
        self.first_player = view["first_player"]
        self.recruit_step = view["recruit_step"]
        self.turn = view["current_player"]
        self.last_bonuses = [b.copy() for b in view["last_bonuses"]]


# ----- deduction helpers (the UI's clues panel and the bots use them) --------------------
def seen_cards(view: Mapping[str, JSON]) -> list[str]:
    """Every market card the viewer knows the place of: own hand, revealed cards, flipped
    side-deck cards. None of them can be a site's hidden value. (``view`` is any Curios view,
    typed or not: the guided game and the rules' figures hand plain ones.)"""
    typed = as_view(view)
    seen = list(typed["hand"] or [])
    for player in typed["players"]:
        seen.extend(player["revealed"])
    seen.extend(typed["side_revealed"])
    return seen


def site_clues(view: Mapping[str, JSON]) -> dict[str, dict[int, float]]:
    """Possible values of each site with their probabilities, from a view.

    The hidden value is one card drawn from the site's own 1/3/5/7 set; the other twelve
    are shuffled and dealt. Given any set of cards whose place we know, every value
    assignment consistent with it is equally likely (each makes the observed deal equally
    likely), and the sites are independent, so each site's value is uniform over its values
    not yet seen. Once the game is over the values are known."""
    seen = set(seen_cards(view))
    clues: dict[str, dict[int, float]] = {}
    for s, site in enumerate(as_view(view)["sites"]):
        value = site["value"]
        if value is not None:
            clues[SITES[s]] = {value: 1.0}
            continue
        possible = [v for v in CARD_VALUES if card_id(s, v) not in seen]
        clues[SITES[s]] = {v: 1.0 / len(possible) for v in possible}
    return clues



def public_actions(events: Sequence[Event]) -> list[tuple[int, Move]]:
    """``(seat, action)`` of every action taken, read back from the public events (all
    actions in Curios are public; the engine's own passes are not actions)."""
    out: list[tuple[int, Move]] = []
    for event in events:
        kind = event["type"]
        if kind == "placed":
            out.append((int(event["seat"]), Place(SITES.index(event["site"]))))
        elif kind == "recruited":
            out.append((int(event["seat"]), Recruit(str(event["card"]))))
        elif kind == "declined" or (kind == "passed" and event["voluntary"]):
            out.append((int(event["seat"]), PASS))
    return out

GAME = Curios
