"""Curios (AEG, 2019) for 2–5 players: the rules of /work/shared/rules/curios.md.

Players fill the leftmost empty column of one of four Treasure Sites with their
archaeologist pawns to take a gem of that site's colour. Each colour's value (1, 3, 5 or 7)
is a face-down market card; the other market cards are dealt as clues ("a card you hold
cannot be that site's value"). Highest total of gems × values wins; ties share the victory.

Actions (strings, as saves, buttons and bots use them):

- ``place:<site>`` — Phase 1: fill the leftmost empty column of ``<site>``. ``<site>`` is a
  site id (``pyramid``, ``colosseum``, ``shipwreck``, ``temple``); the colour
  (``yellow`` …) or its letter (``Y``, ``G``, ``B``, ``R``) is accepted too, but
  :meth:`Curios.legal_actions` lists the site ids.
- ``recruit:<card>`` — Phase 2: reveal ``<card>`` from your hand and gain a pawn. A card is
  its colour letter and value, e.g. ``Y7`` is the Great Pyramid's 7.
- ``pass`` — Phase 2: do not recruit. (Phase 1 has no voluntary pass: a player who cannot
  fill any column is passed by the engine, which logs it, so ``current_player`` always has a
  real choice.)

Every value the rules tag [R] or [S] is a named constant below.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..engine import JSON, Game, Result
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
#: How many public event sentences a view carries.
LOG_LENGTH = 40

SEARCH = "search"  # Phase 1
RECRUIT = "recruit"  # Phase 2
OVER = "over"

_SITE_ALIASES: dict[str, int] = {}
for _i in range(len(SITES)):
    for _alias in (SITES[_i], COLOURS[_i], LETTERS[_i]):
        _SITE_ALIASES[_alias] = _i
        _SITE_ALIASES[_alias.lower()] = _i


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
    parsed = parse_card(card)
    if parsed is None:
        return card
    site, value = parsed
    return f"{COLOURS[site]} {value}"


def site_index(name: str) -> int | None:
    return _SITE_ALIASES.get(name, _SITE_ALIASES.get(name.lower()))


def _player(seat: int) -> str:
    return f"Player {seat + 1}"


class Curios(Game):
    """State (see the rules §7): ``values`` (hidden), ``gems_left``, ``columns[site]`` (the
    occupants of the filled columns, left to right: filling is always leftmost, so the
    filled columns are a prefix), ``pawns_total``/``pawns_left``, ``hands``, ``revealed``,
    ``gems[seat][site]``, ``side_deck``/``side_revealed``, ``first_player``, ``phase``,
    ``passed``, ``round``, ``turn``."""

    game_id = "curios"
    title = "Curios"
    min_players = 2
    max_players = 5

    # ----- setup ---------------------------------------------------------------------
    def _setup(self) -> None:
        n = self.num_players
        rng = Rng(self.seed)
        self.first_player = rng.below(n)
        self.values: list[int] = []
        rest: list[str] = []
        for site in range(len(SITES)):
            cards = list(CARD_VALUES)
            rng.shuffle(cards)
            self.values.append(cards[0])
            rest.extend(card_id(site, v) for v in cards[1:])
        rng.shuffle(rest)
        size = CARDS_PER_PLAYER[n]
        self.hands: list[list[str]] = [
            sorted(rest[i * size:(i + 1) * size]) for i in range(n)
        ]
        self.side_deck: list[str] = rest[n * size:]
        self.side_revealed: list[str] = []
        self.revealed: list[list[str]] = [[] for _ in range(n)]
        self.gems_left = [GEMS_PER_SITE[n]] * len(SITES)
        self.gems: list[list[int]] = [[0] * len(SITES) for _ in range(n)]
        self.columns: list[list[int]] = [[] for _ in SITES]
        self.pawns_total = [START_PAWNS] * n
        self.pawns_left = [START_PAWNS] * n
        self.passed = [False] * n
        self.round = 1
        self.phase = SEARCH
        self.recruit_step = 0  # how many players have had their Phase 2 chance
        self.turn: int | None = None
        self.events: list[str] = []
        self.last_bonuses: list[dict[str, JSON]] = []
        self._event(f"Round 1 begins; {_player(self.first_player)} is the first player.")
        self._advance_search(None)

    def clone(self) -> Curios:
        """A fast independent copy (for search bots); the action log is copied too."""
        other = object.__new__(Curios)
        other.options = dict(self.options)
        other.seed = self.seed
        other.log = list(self.log)
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
        other.events = list(self.events)
        other.last_bonuses = [dict(b) for b in self.last_bonuses]
        return other

    # ----- helpers -------------------------------------------------------------------
    def _event(self, text: str) -> None:
        self.events.append(text)
        if len(self.events) > 4 * LOG_LENGTH:
            del self.events[: len(self.events) - LOG_LENGTH]

    def next_capacity(self, site: int) -> int | None:
        """Capacity of the site's leftmost empty column (``None`` when all are full)."""
        filled = len(self.columns[site])
        return COLUMN_CAPACITIES[filled] if filled < len(COLUMN_CAPACITIES) else None

    def placements(self, seat: int) -> list[int]:
        """Sites where ``seat`` can fill the leftmost empty column now."""
        left = self.pawns_left[seat]
        out = []
        for site in range(len(SITES)):
            filled = len(self.columns[site])
            if filled < len(COLUMN_CAPACITIES) and COLUMN_CAPACITIES[filled] <= left:
                out.append(site)
        return out

    def can_recruit(self, seat: int) -> bool:
        if not self.hands[seat]:
            return False
        return RECRUIT_AT_MAX_PAWNS or self.pawns_total[seat] < MAX_PAWNS

    def pawns_at(self, site: int) -> list[int]:
        """Pawns of each player at ``site`` (all its filled columns)."""
        counts = [0] * self.num_players
        for col, occupant in enumerate(self.columns[site]):
            counts[occupant] += COLUMN_CAPACITIES[col]
        return counts

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
            self._event(
                f"{_player(seat)} passes: {self.pawns_left[seat]} pawn"
                f"{'' if self.pawns_left[seat] == 1 else 's'} left cannot fill any column."
            )
        self._end_search()

    def _end_search(self) -> None:
        n = self.num_players
        self.last_bonuses = []
        for site in range(len(SITES)):
            counts = self.pawns_at(site)
            top = max(counts)
            if top == 0:
                continue
            leaders = [p for p in range(n) if counts[p] == top]
            if len(leaders) > 1:
                self.last_bonuses.append(
                    {"site": SITES[site], "player": None, "gems": 0, "reason": "tie"})
                self._event(f"{SITE_NAMES[site]}: tied majority, no bonus.")
                continue
            leader = leaders[0]
            taken = min(BONUS_GEMS, self.gems_left[site])
            self.gems_left[site] -= taken
            self.gems[leader][site] += taken
            self.last_bonuses.append(
                {"site": SITES[site], "player": leader, "gems": taken,
                 "reason": "majority" if taken else "no gems left"})
            pawns = f"{top} pawn{'' if top == 1 else 's'}"
            if taken:
                self._event(f"{SITE_NAMES[site]}: {_player(leader)} has the majority "
                            f"({pawns}) and takes a bonus {COLOURS[site]} gem.")
            else:
                self._event(f"{SITE_NAMES[site]}: {_player(leader)} has the majority "
                            f"({pawns}) but no gems are left.")
        # retrieve
        self.columns = [[] for _ in SITES]
        self.pawns_left = list(self.pawns_total)
        self.passed = [False] * n
        last = sum(1 for g in self.gems_left if g == 0) >= EMPTY_SITES_TO_END
        if last and SKIP_LAST_RECRUIT_PHASE:
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
            why = "has no cards" if not self.hands[seat] else f"has {MAX_PAWNS} pawns"
            self._event(f"{_player(seat)} cannot recruit ({why}) and passes.")
            self.recruit_step += 1
        self._end_round()

    def _end_round(self) -> None:
        n = self.num_players
        for _ in range(SIDE_DECK_FLIPS_PER_ROUND[n]):
            if self.side_deck:
                card = self.side_deck.pop()
                self.side_revealed.append(card)
                self._event(f"The side deck's top card is flipped: {card_name(card)}.")
        if sum(1 for g in self.gems_left if g == 0) >= EMPTY_SITES_TO_END:
            self._end_game()
            return
        self.first_player = (self.first_player + 1) % n
        self.round += 1
        self.phase = SEARCH
        self._event(f"Round {self.round} begins; {_player(self.first_player)} is the "
                    "first player.")
        self._advance_search(None)

    def _end_game(self) -> None:
        self.phase = OVER
        self.turn = None
        values = ", ".join(f"{COLOURS[s]} {self.values[s]}" for s in range(len(SITES)))
        self._event(f"Game over. The site cards are turned up: {values}.")

    # ----- protocol ------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return None if self.phase == OVER else self.turn

    def _legal(self, seat: int) -> list[str]:
        if self.phase == SEARCH:
            acts = [f"place:{SITES[s]}" for s in self.placements(seat)]
            return acts + ["pass"] if VOLUNTARY_PASS else acts
        if self.phase == RECRUIT:
            if not self.can_recruit(seat):
                return ["pass"]
            return [f"recruit:{c}" for c in sorted(set(self.hands[seat]))] + ["pass"]
        return []

    def _reject_reason(self, seat: int, action: str) -> str | None:
        kind, sep, arg = action.partition(":")
        if kind == "place" and sep:
            if self.phase != SEARCH:
                return "pawns can only be placed in Phase 1; recruit or pass now"
            site = site_index(arg)
            if site is None:
                return f"there is no site {arg!r}"
            cap = self.next_capacity(site)
            if cap is None:
                return f"all five columns of the {SITE_NAMES[site]} are full"
            if cap > self.pawns_left[seat]:
                return (f"the leftmost empty column of the {SITE_NAMES[site]} needs {cap} "
                        f"pawns and you have {self.pawns_left[seat]} left")
            return None
        if kind == "recruit" and sep:
            if self.phase != RECRUIT:
                return "you can only recruit in Phase 2"
            if not self.hands[seat]:
                return "your hand is empty: there is no card to reveal"
            if not RECRUIT_AT_MAX_PAWNS and self.pawns_total[seat] >= MAX_PAWNS:
                return f"you already have {MAX_PAWNS} pawns"
            if arg not in self.hands[seat]:
                return f"you do not hold the card {arg!r}"
            return None
        if action == "pass":
            if self.phase == SEARCH and not VOLUNTARY_PASS:
                return "you must fill a column while you can (there is no voluntary pass)"
            return None
        return f"unknown action {action!r}"

    def _apply(self, seat: int, action: str) -> None:
        kind, _, arg = action.partition(":")
        n = self.num_players
        if self.phase == SEARCH:
            if kind == "pass":
                self.passed[seat] = True
                self._event(f"{_player(seat)} passes.")
                self._advance_search(seat)
                return
            site = site_index(arg)
            assert site is not None
            col = len(self.columns[site])
            cap = COLUMN_CAPACITIES[col]
            self.columns[site].append(seat)
            self.pawns_left[seat] -= cap
            taken = min(GEMS_PER_COLUMN, self.gems_left[site])
            self.gems_left[site] -= taken
            self.gems[seat][site] += taken
            gem = f"takes a {COLOURS[site]} gem" if taken else "gets no gem (none left)"
            self._event(f"{_player(seat)} fills column {col + 1} of the {SITE_NAMES[site]} "
                        f"with {cap} pawn{'' if cap == 1 else 's'} and {gem}.")
            self._advance_search(seat)
            return
        # Phase 2
        if kind == "recruit":
            self.hands[seat].remove(arg)
            self.revealed[seat].append(arg)
            self.pawns_total[seat] = min(MAX_PAWNS, self.pawns_total[seat] + PAWNS_PER_RECRUIT)
            self.pawns_left[seat] = self.pawns_total[seat]
            self._event(f"{_player(seat)} reveals {card_name(arg)} and recruits a pawn "
                        f"({self.pawns_total[seat]} now).")
        else:
            self._event(f"{_player(seat)} does not recruit.")
        assert (self.first_player + self.recruit_step) % n == seat
        self.recruit_step += 1
        self._advance_recruit()

    def describe(self, seat: int, action: str) -> str:
        kind, _, arg = action.partition(":")
        if kind == "place":
            site = site_index(arg)
            return f"{_player(seat)} places at the " + (
                SITE_NAMES[site] if site is not None else arg)
        if kind == "recruit":
            return f"{_player(seat)} reveals {card_name(arg)} and recruits a pawn"
        if action == "pass":
            return f"{_player(seat)} passes"
        return action

    def progress(self) -> str:
        if self.phase == OVER:
            return f"Finished after round {self.round}"
        return f"Round {self.round}, phase {1 if self.phase == SEARCH else 2}"

    # ----- views ---------------------------------------------------------------------
    def view(self, seat: int | None) -> dict[str, JSON]:
        """What ``seat`` may know. Keys (besides the shared ones):

        - ``sites``: per site ``id``, ``name``, ``colour``, ``letter``, ``columns``
          (``capacity``, ``occupant``), ``gems_left``, ``pawns`` (per player) and
          ``value`` (``None`` until the game is over);
        - ``players``: per seat ``pawns_total``, ``pawns_left`` (this round), ``gems`` (per
          site id) and ``gems_by_colour``, ``revealed`` (cards), ``hand_size``, ``passed``,
          ``hand`` (``None`` until the game is over);
        - ``hand``: your own cards (``None`` in the public view);
        - ``side_revealed``, ``side_deck_count``, ``side_deck`` (``None`` until the end),
          ``first_player``, ``phase``
          (``search``/``recruit``/``over``), ``round``, ``recruit_step``;
        - ``last_bonuses``: the bonus check of the last Phase 1;
        - ``log``: recent public event sentences; ``history``: every action so far (all
          actions in Curios are public).
        """
        over = self.phase == OVER
        n = self.num_players
        v = self._base_view(seat)
        sites = []
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
        players = []
        for p in range(n):
            players.append({
                "seat": p,
                "pawns_total": self.pawns_total[p],
                "pawns_left": self.pawns_left[p],
                "gems": {SITES[s]: self.gems[p][s] for s in range(len(SITES))},
                "gems_by_colour": {COLOURS[s]: self.gems[p][s] for s in range(len(SITES))},
                "revealed": list(self.revealed[p]),
                "hand_size": len(self.hands[p]),
                "passed": self.passed[p],
                "hand": sorted(self.hands[p]) if over else None,
            })
        v.update(
            sites=sites,
            players=players,
            hand=sorted(self.hands[seat]) if seat is not None else None,
            side_revealed=list(self.side_revealed),
            side_deck_count=len(self.side_deck),
            side_deck=sorted(self.side_deck) if over else None,
            first_player=self.first_player,
            phase=self.phase,
            round=self.round,
            recruit_step=self.recruit_step,
            gems_per_site=GEMS_PER_SITE[n],
            last_bonuses=[dict(b) for b in self.last_bonuses],
            log=self.events[-LOG_LENGTH:],
            history=[[s, a] for s, a in self.log],
        )
        return v

    def _result(self) -> Result:
        n = self.num_players
        scores = [sum(self.gems[p][s] * self.values[s] for s in range(len(SITES)))
                  for p in range(n)]
        best = max(scores)
        winners = [p for p in range(n) if scores[p] == best]
        breakdown: list[dict[str, JSON]] = []
        for p in range(n):
            breakdown.append({
                "colours": {
                    COLOURS[s]: {"gems": self.gems[p][s], "value": self.values[s],
                                 "points": self.gems[p][s] * self.values[s]}
                    for s in range(len(SITES))
                },
                "total": scores[p],
                "site_values": {SITES[s]: self.values[s] for s in range(len(SITES))},
            })
        names = " and ".join(_player(w) for w in winners)
        summary = (f"{names} {'win' if len(winners) > 1 else 'wins'} with {best} points "
                   f"({'shared victory' if len(winners) > 1 else 'outright'}).")
        return Result(scores=scores, winners=winners, breakdown=breakdown, summary=summary)


# ----- deduction helpers (the UI's clues panel and the bots use them) --------------------
def seen_cards(view: Mapping[str, Any]) -> list[str]:
    """Every market card the viewer knows the place of: own hand, revealed cards, flipped
    side-deck cards. None of them can be a site's hidden value."""
    seen = list(view.get("hand") or [])
    for player in view["players"]:
        seen.extend(player["revealed"])
    seen.extend(view["side_revealed"])
    return seen


def site_clues(view: Mapping[str, Any]) -> dict[str, dict[int, float]]:
    """Possible values of each site with their probabilities, from a view.

    The hidden value is one card drawn from the site's own 1/3/5/7 set; the other twelve
    are shuffled and dealt. Given any set of cards whose place we know, every value
    assignment consistent with it is equally likely (each makes the observed deal equally
    likely), and the sites are independent, so each site's value is uniform over its values
    not yet seen. Once the game is over the values are known."""
    seen = set(seen_cards(view))
    clues: dict[str, dict[int, float]] = {}
    for s, site in enumerate(view["sites"]):
        if site.get("value") is not None:
            clues[SITES[s]] = {int(site["value"]): 1.0}
            continue
        possible = [v for v in CARD_VALUES if card_id(s, v) not in seen]
        clues[SITES[s]] = {v: 1.0 / len(possible) for v in possible}
    return clues


def determinize(view: Mapping[str, Any], rng: Rng, values: Sequence[int] | None = None
                ) -> Curios:
    """A full game state consistent with ``view`` (a player's view): hidden site values
    and the unseen cards (other hands, the face-down side deck) are sampled uniformly among
    the possibilities, or ``values`` are used for the sites when given. The action log of the
    result is empty; it is for search, not for saving."""
    n = int(view["options"]["players"])
    game = object.__new__(Curios)
    game.options = dict(view["options"])
    game.seed = 0
    game.log = []
    seat = view["seat"]
    seen = set(seen_cards(view))
    if values is None:
        chosen = []
        for s in range(len(SITES)):
            possible = [v for v in CARD_VALUES if card_id(s, v) not in seen]
            chosen.append(rng.choice(possible))
    else:
        chosen = list(values)
    game.values = chosen
    value_cards = {card_id(s, chosen[s]) for s in range(len(SITES))}
    unseen = [c for c in ALL_CARDS if c not in seen and c not in value_cards]
    rng.shuffle(unseen)
    players = view["players"]
    game.hands = []
    for p in range(n):
        if p == seat:
            game.hands.append(sorted(view["hand"]))
        else:
            size = int(players[p]["hand_size"])
            game.hands.append(sorted(unseen[:size]))
            del unseen[:size]
    game.side_deck = unseen[: int(view["side_deck_count"])]
    game.side_revealed = list(view["side_revealed"])
    game.revealed = [list(pl["revealed"]) for pl in players]
    game.gems_left = [int(site["gems_left"]) for site in view["sites"]]
    game.gems = [[int(pl["gems"][SITES[s]]) for s in range(len(SITES))] for pl in players]
    game.columns = [[int(c["occupant"]) for c in site["columns"] if c["occupant"] is not None]
                    for site in view["sites"]]
    game.pawns_total = [int(pl["pawns_total"]) for pl in players]
    game.pawns_left = [int(pl["pawns_left"]) for pl in players]
    game.passed = [bool(pl["passed"]) for pl in players]
    game.round = int(view["round"])
    game.phase = str(view["phase"])
    game.first_player = int(view["first_player"])
    game.recruit_step = int(view["recruit_step"])
    game.turn = view["current_player"]
    game.events = []
    game.last_bonuses = [dict(b) for b in view["last_bonuses"]]
    return game


GAME = Curios
