"""Computer players for Curios. Every bot sees only its own view; to reuse the engine's
helpers it rebuilds a game state from the view with
:meth:`expeditions.games.curios.Curios.sample_from_view` and reads only what the view held
(its own hand, the public board); the deduction bot also reasons over many such samples.
Actions are the typed moves of :mod:`expeditions.games.curios`; a bot returns ``str(move)``
of a move the rules list.

A site's *estimate* below is the mean of the values the site can still have given the cards
the player has seen (its hand, every revealed card, the flipped side-deck cards): each of
those values is equally likely (:func:`~expeditions.games.curios.site_clues`).

- ``random``: a uniformly random legal action.
- ``greedy`` (Easy): in Phase 1 it scores every site it can place at as
  ``estimate (if a gem is left) + 0.6 × estimate (if it would then lead the site strictly
  and a gem would remain) − 0.8 × the column's capacity`` and places at the best one. At
  the Easy level a third of its placements slip to one of its next two sites, never to a
  site with no gem left (:func:`slip_sites`).
- ``heuristic`` (Medium): in Phase 1 it plans the rest of its phase. For every site it can
  place at now, it considers every way to spend its remaining pawns afterwards (leftmost
  columns, as the rules force), assuming that after each of its placements every other
  player still in the phase fills the cheapest column it can afford (ties: the site with
  more gems left, then the leftmost). A plan is worth
  ``Σ estimate × gems taken`` plus ``1.6 × estimate`` for each site it would then lead
  strictly with a gem left for the bonus, each later placement discounted by 0.95 (the
  others may take those columns first), and places at the site whose best plan is worth
  most (ties: the leftmost site). A gem's estimate is first lowered a little where the
  player already leads that colour and raised where it trails (``estimate − 0.06 ×
  variance × (2 × lead + 1)``, see :func:`gem_worths`): with the values unknown, matching
  the others' collections narrows the uncertainty of the gap, widening it adds risk.
  Phase 2 (both rules): it always recruits when it can, revealing its highest card (ties:
  the card of the site it values least), because a high card lowers the others' estimate of
  a site it does not want them to chase.
- ``rusher``, ``spreader``: the planning rule with other weights (:data:`STYLES`), players
  of another temper than Medium's for the arena and the ladder; no level plays them.
- ``deduction`` (Hard): keeps, for every site, which values are still possible and how
  likely each is. It samples deals consistent with the cards it has seen (all equally likely
  a priori), then weighs them by how well they explain what the others did: the public
  history (the actions read back from the view's events) is replayed, and another player's
  move is taken to be likely if the heuristic rule, holding that sample's hand, would have
  made it (a softmax with inverse temperature ``beta``, mixed with ``1 − trust`` of a
  uniform choice so a surprising opponent never rules a deal out). In Phase 1 it ranks its
  moves by the heuristic's plan under those beliefs and plays out its best ``candidates``
  moves to the end of the game in ``rollouts`` weighted sampled deals (everybody on the
  heuristic rule with 2–3 players, on the faster greedy rule with more; the others with
  their sampled knowledge), choosing the move with the best share of wins (plus a little
  score margin). When it recruits it reveals the card that moves the public estimate of its
  site away from what it believes (up on a poor site, down on a rich one).
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, replace
from functools import partial
from typing import Any

from ..bots import ONLY, PLAN, RULE, WIN_CHANCE, Bot, RandomBot, Ranked
from ..engine import JSON
from ..games.curios import (
    CARD_VALUES,
    COLUMN_CAPACITIES,
    MAX_PAWNS,
    PASS,
    RECRUIT,
    SEARCH,
    SITES,
    Curios,
    CuriosView,
    Move,
    Place,
    Recruit,
    as_view,
    card_id,
    public_actions,
)
from ..rng import Rng

NSITES = len(SITES)
_CARD_SITE = {card_id(s, v): s for s in range(NSITES) for v in CARD_VALUES}
_CARD_VALUE = {card_id(s, v): v for s in range(NSITES) for v in CARD_VALUES}


def _seat(view: CuriosView) -> int:
    """The seat whose view it is (a bot only ever reads a seat's own view)."""
    seat = view["seat"]
    if seat is None:
        raise ValueError("a computer player reads a seat's view, not the public one")
    return seat


# ----- knowledge ----------------------------------------------------------------------------
def possible_values(seen: Sequence[str] | set[str]) -> list[list[int]]:
    """For each site, the values not excluded by ``seen`` cards."""
    out: list[list[int]] = [list(CARD_VALUES) for _ in range(NSITES)]
    for card in seen:
        vals = out[_CARD_SITE[card]]
        v = _CARD_VALUE[card]
        if v in vals:
            vals.remove(v)
    return out


def estimates(seen: Sequence[str] | set[str]) -> list[float]:
    """Mean possible value of each site given the ``seen`` cards."""
    return [sum(vals) / len(vals) if vals else 0.0 for vals in possible_values(seen)]


def seen_by(game: Curios, seat: int) -> list[str]:
    """Cards ``seat`` knows the place of: its hand, every revealed card, the side deck's
    flipped cards (public information plus its own hand only)."""
    seen = list(game.hands[seat])
    for r in game.revealed:
        seen.extend(r)
    seen.extend(game.side_revealed)
    return seen


# ----- the greedy rule (a one-move look; also the fast rollout policy) -----------------------
def place_scores(game: Curios, seat: int, evs: Sequence[float], pawn_cost: float,
                 majority: float) -> list[tuple[int, float]]:
    """(site, score) for every site ``seat`` can place at; only public state and ``evs``."""
    n = game.num_players
    left = game.pawns_left[seat]
    out: list[tuple[int, float]] = []
    for s in range(NSITES):
        cols = game.columns[s]
        filled = len(cols)
        if filled >= len(COLUMN_CAPACITIES):
            continue
        cap = COLUMN_CAPACITIES[filled]
        if cap > left:
            continue
        counts = [0] * n
        for c, o in enumerate(cols):
            counts[o] += COLUMN_CAPACITIES[c]
        mine = counts[seat] + cap
        counts[seat] = 0
        others = max(counts)
        supply = game.gems_left[s]
        ev = evs[s]
        score = -pawn_cost * cap
        if supply > 0:
            score += ev
            supply -= 1
        if mine > others and supply > 0:
            score += majority * ev
        out.append((s, score))
    return out


def reveal_scores(game: Curios, seat: int, evs: Sequence[float]) -> list[tuple[str, float]]:
    """The heuristic's preference among the cards to reveal: high cards first, then the
    card of the site it values least."""
    return [(c, _CARD_VALUE[c] - 0.01 * evs[_CARD_SITE[c]]) for c in sorted(set(
        game.hands[seat]))]


def recruit_action(game: Curios, seat: int, evs: Sequence[float]) -> Move:
    if game.can_recruit(seat) and game.pawns_total[seat] < MAX_PAWNS:
        card = max(reveal_scores(game, seat, evs), key=lambda cs: cs[1])[0]
        return Recruit(card)
    return PASS


def greedy_action(game: Curios, seat: int, evs: Sequence[float], pawn_cost: float = 0.8,
                  majority: float = 0.6) -> Move:
    if game.phase == SEARCH:
        scores = place_scores(game, seat, evs, pawn_cost, majority)
        if not scores:  # only with the VOLUNTARY_PASS variant
            return PASS
        best = max(scores, key=lambda sc: sc[1])  # first maximum: the leftmost site
        return Place(best[0])
    if game.phase == RECRUIT:
        return recruit_action(game, seat, evs)
    raise ValueError("the game is over")


# ----- the heuristic rule: plan the rest of the phase -----------------------------------------
Vec = tuple[float, float, float, float]
#: The heuristic's weight of a majority bonus it would hold, and its discount per later
#: placement of the same phase (the others may take those columns first).
HEURISTIC_MAJORITY = 1.6
HEURISTIC_DISCOUNT = 0.95
#: How much the heuristic shies away from widening an uncertain gap (see gem_worths).
HEURISTIC_RISK = 0.6
_PLAN_MEMO: dict[tuple[Any, ...], list[Vec]] = {}
_PLAN_MEMO_LIMIT = 50_000
#: Supplies above this count behave alike for a plan (at most 4 more gems in one phase
#: are ever taken by one player... and beyond this the difference is negligible).
_SUPPLY_CAP = 4


def _prune(vecs: list[Vec]) -> list[Vec]:
    """Drop vectors another one dominates (site values are positive)."""
    out: list[Vec] = []
    for v in sorted(set(vecs), key=lambda v: -sum(v)):
        if any(o[0] >= v[0] and o[1] >= v[1] and o[2] >= v[2] and o[3] >= v[3] for o in out):
            continue
        out.append(v)
    return out


Tup = tuple[int, ...]


def _reply(filled: Tup, counts: tuple[Tup, ...], supply: Tup, lefts: Tup, k: int
           ) -> tuple[Tup, tuple[Tup, ...], Tup, Tup]:
    """The ``k``-th other player, as the plan models it, fills the cheapest leftmost column
    it can afford (ties: the site with more gems left, then the leftmost site)."""
    left = lefts[k]
    best = -1
    best_key = (99, 0)
    for s in range(NSITES):
        f = filled[s]
        if f < len(COLUMN_CAPACITIES) and COLUMN_CAPACITIES[f] <= left:
            key = (COLUMN_CAPACITIES[f], -supply[s])
            if key < best_key:
                best_key, best = key, s
    if best < 0:
        return filled, counts, supply, lefts[:k] + (0,) + lefts[k + 1:]
    s = best
    cap = COLUMN_CAPACITIES[filled[s]]
    gem = 1 if supply[s] > 0 else 0
    row = counts[k]
    return (filled[:s] + (filled[s] + 1,) + filled[s + 1:],
            counts[:k] + (row[:s] + (row[s] + cap,) + row[s + 1:],) + counts[k + 1:],
            supply[:s] + (supply[s] - gem,) + supply[s + 1:],
            lefts[:k] + (left - cap,) + lefts[k + 1:])


def _replies(filled: Tup, counts: tuple[Tup, ...], supply: Tup, lefts: Tup
             ) -> tuple[Tup, tuple[Tup, ...], Tup, Tup]:
    for k in range(len(lefts)):
        if lefts[k]:
            filled, counts, supply, lefts = _reply(filled, counts, supply, lefts, k)
    return filled, counts, supply, lefts


def _continuations(filled: Tup, mine: Tup, counts: tuple[Tup, ...], supply: Tup, left: int,
                   lefts: Tup, majority: float, discount: float) -> list[Vec]:
    key = (filled, mine, counts, supply, left, lefts, majority, discount)
    got = _PLAN_MEMO.get(key)
    if got is not None:
        return got
    vecs: list[Vec] = []
    for s in range(NSITES):
        f = filled[s]
        if f >= len(COLUMN_CAPACITIES) or COLUMN_CAPACITIES[f] > left:
            continue
        vecs.extend(_after_placing(s, filled, mine, counts, supply, left, lefts, majority,
                                   discount))
    if not vecs:
        # we are out of moves: the others spend their pawns, then the bonus check
        while any(lefts):
            before = lefts
            filled, counts, supply, lefts = _replies(filled, counts, supply, lefts)
            if lefts == before:
                break
        b = [0.0] * NSITES
        for s in range(NSITES):
            top = max((row[s] for row in counts), default=0)
            if mine[s] > top and supply[s] > 0:
                b[s] = majority
        vecs = [(b[0], b[1], b[2], b[3])]
    result = _prune(vecs)
    if len(_PLAN_MEMO) > _PLAN_MEMO_LIMIT:
        _PLAN_MEMO.clear()
    _PLAN_MEMO[key] = result
    return result


def _after_placing(s: int, filled: Tup, mine: Tup, counts: tuple[Tup, ...], supply: Tup,
                   left: int, lefts: Tup, majority: float, discount: float) -> list[Vec]:
    """Gem vectors of the plans that place at ``s`` now."""
    f = filled[s]
    cap = COLUMN_CAPACITIES[f]
    gem = 1 if supply[s] > 0 else 0
    nf, nc, ns, nl = _replies(filled[:s] + (f + 1,) + filled[s + 1:], counts,
                              supply[:s] + (supply[s] - gem,) + supply[s + 1:], lefts)
    out: list[Vec] = []
    for v in _continuations(nf, mine[:s] + (mine[s] + cap,) + mine[s + 1:], nc, ns,
                            left - cap, nl, majority, discount):
        w = [discount * x for x in v]
        w[s] += gem
        out.append((w[0], w[1], w[2], w[3]))
    return out


def plan_options(game: Curios, seat: int, majority: float, discount: float
                 ) -> list[tuple[int, list[Vec]]]:
    """For each site ``seat`` can place at now, the gem vectors (gems per site, majority
    bonuses counted ``majority``, later placements discounted by ``discount`` per step) of
    the undominated ways to spend the rest of its pawns this phase, each of its placements
    answered by every other player still in the phase filling the cheapest column it can
    afford. The plan's worth under site values ``evs`` is the best dot product."""
    n = game.num_players
    order = [(seat + k) % n for k in range(1, n)]
    filled = tuple(len(c) for c in game.columns)
    per_player = [[0] * NSITES for _ in range(n)]
    for s in range(NSITES):
        for c, o in enumerate(game.columns[s]):
            per_player[o][s] += COLUMN_CAPACITIES[c]
    mine = tuple(per_player[seat])
    counts = tuple(tuple(per_player[p]) for p in order)
    lefts = tuple(0 if game.passed[p] else game.pawns_left[p] for p in order)
    supply = tuple(min(g, _SUPPLY_CAP) for g in game.gems_left)
    left = game.pawns_left[seat]
    out: list[tuple[int, list[Vec]]] = []
    for s in range(NSITES):
        f = filled[s]
        if f >= len(COLUMN_CAPACITIES) or COLUMN_CAPACITIES[f] > left:
            continue
        out.append((s, _after_placing(s, filled, mine, counts, supply, left, lefts, majority,
                                      discount)))
    return out


def plan_worth(vecs: Sequence[Vec], evs: Sequence[float]) -> float:
    e0, e1, e2, e3 = evs
    return max(v[0] * e0 + v[1] * e1 + v[2] * e2 + v[3] * e3 for v in vecs)


def heuristic_action(game: Curios, seat: int, evs: Sequence[float],
                     majority: float = HEURISTIC_MAJORITY,
                     discount: float = HEURISTIC_DISCOUNT) -> Move:
    if game.phase == SEARCH:
        best_site = -1
        best = -math.inf
        for site, vecs in plan_options(game, seat, majority, discount):
            worth = plan_worth(vecs, evs)
            if worth > best + 1e-9:  # ties: the leftmost site
                best, best_site = worth, site
        return Place(best_site) if best_site >= 0 else PASS
    if game.phase == RECRUIT:
        return recruit_action(game, seat, evs)
    raise ValueError("the game is over")


def variances(seen: Sequence[str] | set[str]) -> list[float]:
    """Variance of each site's value given the ``seen`` cards."""
    out = []
    for vals in possible_values(seen):
        m = sum(vals) / len(vals)
        out.append(sum((v - m) ** 2 for v in vals) / len(vals))
    return out


def gem_leads(game: Curios, seat: int) -> list[int]:
    """``seat``'s gems of each colour minus the most any other player has of it."""
    n = game.num_players
    return [game.gems[seat][s] - max(game.gems[p][s] for p in range(n) if p != seat)
            for s in range(NSITES)]


def gem_worths(leads: Sequence[int], evs: Sequence[float], var: Sequence[float],
               risk: float) -> list[float]:
    """What one more gem of each site is worth: its expected value, less ``risk`` / 10 ×
    the growth of the variance of the score gap to the strongest other collection of that
    colour (``(2 × lead + 1) × variance``): a gem of a colour where the others hold more
    narrows the gap's uncertainty, one where we lead widens it."""
    return [max(0.05, evs[s] - risk * var[s] * (2 * leads[s] + 1) / 10.0)
            for s in range(NSITES)]


class GreedyBot:
    """The one-move rule (module docstring). ``noise``: how often a placement is a
    beginner's slip, one of the rule's next two sites instead of its best, but never a
    site with no gem left to take (:func:`slip_sites`)."""

    def __init__(self, pawn_cost: float = 0.8, majority: float = 0.6,
                 noise: float = 0.0) -> None:
        self.pawn_cost = pawn_cost
        self.majority = majority
        self.noise = noise

    def choose(self, view: dict[str, JSON], rng: Rng) -> str:
        game = Curios.sample_from_view(view, Rng(0))  # the rule reads only the view
        seat = _seat(as_view(view))
        evs = estimates(seen_by(game, seat))
        if self.noise and game.phase == SEARCH and rng.random() < self.noise:
            slips = slip_sites(game, seat, evs, self.pawn_cost, self.majority)
            if slips:
                return str(Place(slips[rng.below(len(slips))]))
        return str(greedy_action(game, seat, evs, self.pawn_cost, self.majority))


def slip_sites(game: Curios, seat: int, evs: Sequence[float], pawn_cost: float = 0.8,
               majority: float = 0.6) -> list[int]:
    """The sites the greedy rule ranks second and third (by score, then leftmost), of those
    where a pawn would still take a gem: a slip a beginner makes, never a pawn spent on
    an emptied site."""
    ranked = sorted(place_scores(game, seat, evs, pawn_cost, majority),
                    key=lambda sc: -sc[1])  # stable: the leftmost first on a tie
    return [s for s, _ in ranked[1:3] if game.gems_left[s] > 0]


class HeuristicBot:
    """The documented planning rule (module docstring)."""

    def __init__(self, majority: float = HEURISTIC_MAJORITY,
                 discount: float = HEURISTIC_DISCOUNT, risk: float = HEURISTIC_RISK) -> None:
        self.majority = majority
        self.discount = discount
        self.risk = risk

    def choose(self, view: dict[str, JSON], rng: Rng) -> str:
        game = Curios.sample_from_view(view, Rng(0))  # the rule reads only the view
        seat = _seat(as_view(view))
        seen = seen_by(game, seat)
        evs = estimates(seen)
        if self.risk and game.phase == SEARCH:
            evs = gem_worths(gem_leads(game, seat), evs, variances(seen), self.risk)
        return str(heuristic_action(game, seat, evs, self.majority, self.discount))


# ----- named playing styles -------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Style:
    """The planning rule's weights (:class:`HeuristicBot`): a named playing style for the
    arena and the ladder (``make_bot("curios", name)``). :data:`MEDIUM` is the Medium level;
    the others are players of another temper for Hard to be measured against (issue 33).
    Scores: ``arena curios --players <style>,medium --games 2000`` (seed 1); habits: 400
    2-player games against Medium."""

    majority: float = HEURISTIC_MAJORITY
    discount: float = HEURISTIC_DISCOUNT
    risk: float = HEURISTIC_RISK


#: the documented planning rule (the Medium level)
MEDIUM = Style()
#: a rusher: counts no majority bonus and values each later placement of its plan at half
#: the one before, so it spends its pawns at once on the site it rates richest, whatever
#: the column costs (1.65 pawns a placement against Medium's 1.50, 2.6 sites a round
#: against 3.1, 5.1 majority bonuses a game against 6.2); −2.5 ± 0.2 a game against Medium
#: (39 % of the games won)
RUSHER = Style(majority=0.0, discount=0.5)
#: a spreader: values later placements more than the first (discount 1.3), so it fills the
#: cheap columns first and keeps its pawns, taking a gem at more sites (3.2 sites a round
#: against 3.0, 1.50 pawns a placement against 1.57); −1.5 ± 0.2 a game against Medium
#: (46 % of the games won)
SPREADER = Style(discount=1.3)
#: the styles by name (the named bots besides ``heuristic``, which is :data:`MEDIUM`)
STYLES: dict[str, Style] = {"medium": MEDIUM, "rusher": RUSHER, "spreader": SPREADER}


# ----- deduction ------------------------------------------------------------------------------
class _Decision:
    """One past decision of another player, as the heuristic rule would have seen it."""

    __slots__ = ("seat", "kind", "options", "chosen", "public", "leads")

    def __init__(self, seat: int, kind: str, options: list[Any], chosen: int,
                 public: list[str], leads: list[int]) -> None:
        self.seat = seat
        self.leads = leads  # the player's gem leads per colour (see gem_worths)
        self.kind = kind  # "place": options are plan vectors per site; "recruit": cards
        self.options = options
        self.chosen = chosen
        self.public = public  # revealed cards (all players, side deck) at that moment


def start_of_game(view: CuriosView, sample: Curios) -> Curios:
    """The first state of a game whose deal is consistent with ``sample`` (a determinization
    of ``view``): the cards revealed since go back to their owners' hands and the flipped
    side-deck cards back on top. Replaying the view's actions (:func:`public_actions`) from
    it reaches ``sample``'s public state."""
    n = sample.num_players
    game = Curios(dict(view["options"]), 0)
    game.values = list(sample.values)
    game.hands = [sorted(sample.hands[p] + sample.revealed[p]) for p in range(n)]
    game.revealed = [[] for _ in range(n)]
    game.side_deck = list(sample.side_deck) + list(reversed(sample.side_revealed))
    game.side_revealed = []
    first = (view["first_player"] - (view["round"] - 1)) % n
    game.first_player = first
    game.turn = first
    game.events = []
    return game


def past_decisions(view: CuriosView, sample: Curios, majority: float,
                   discount: float) -> list[_Decision]:
    """Replay the public history and record every real choice of the other players."""
    me = _seat(view)
    game = start_of_game(view, sample)
    out: list[_Decision] = []
    for seat, action in public_actions(view["events"]):
        if seat != me:
            decision = _decision(game, seat, action, majority, discount)
            if decision is not None:
                out.append(decision)
        game.apply(seat, action)
    return out


def _decision(game: Curios, seat: int, action: Move, majority: float, discount: float
              ) -> _Decision | None:
    """``seat``'s choice of ``action`` in ``game``, if it had a real choice."""
    public = [c for r in game.revealed for c in r] + list(game.side_revealed)
    if game.phase == SEARCH:
        opts = plan_options(game, seat, majority, discount)
        sites = [site for site, _ in opts]
        if len(opts) > 1 and isinstance(action, Place) and action.site in sites:
            return _Decision(seat, "place", [v for _, v in opts], sites.index(action.site),
                             public, gem_leads(game, seat))
    elif game.phase == RECRUIT:
        cards = sorted(set(game.hands[seat]))
        card = action.card if isinstance(action, Recruit) else ""
        if card in cards and len(cards) > 1:
            return _Decision(seat, "recruit", cards, cards.index(card), public, [])
    return None


def log_likelihood(decisions: Sequence[_Decision], hands: Sequence[Sequence[str]],
                   beta: float, trust: float, risk: float = HEURISTIC_RISK) -> float:
    """How well a deal (``hands``: each player's cards at the start) explains the other
    players' decisions, if they played the heuristic rule with softmax noise."""
    total = 0.0
    cache: dict[tuple[int, int], tuple[list[float], list[float]]] = {}
    for d in decisions:
        key = (d.seat, len(d.public))
        known = cache.get(key)
        if known is None:
            seen = list(hands[d.seat]) + d.public
            known = (estimates(seen), variances(seen))
            cache[key] = known
        evs = known[0]
        if d.kind == "place":
            worths = gem_worths(d.leads, evs, known[1], risk) if risk else evs
            scores = [beta * plan_worth(vecs, worths) for vecs in d.options]
        else:
            scores = [beta * (_CARD_VALUE[c] - 0.01 * evs[_CARD_SITE[c]]) for c in d.options]
        top = max(scores)
        exps = [math.exp(x - top) for x in scores]
        p = exps[d.chosen] / sum(exps)
        total += math.log(trust * p + (1 - trust) / len(scores))
    return total


class Beliefs:
    """Weighted sampled deals consistent with a view."""

    def __init__(self, view: CuriosView, rng: Rng, samples: int, beta: float,
                 trust: float, majority: float, discount: float) -> None:
        self.seat = _seat(view)
        self.samples: list[Curios] = [Curios.sample_from_view(view, rng)
                                      for _ in range(samples)]
        self.weights = [1.0] * samples
        if trust > 0 and public_actions(view["events"]):
            decisions = past_decisions(view, self.samples[0], majority, discount)
            if decisions:
                logs = []
                for sample in self.samples:
                    hands = [sample.hands[p] + sample.revealed[p]
                             for p in range(sample.num_players)]
                    logs.append(log_likelihood(decisions, hands, beta, trust))
                top = max(logs)
                self.weights = [math.exp(x - top) for x in logs]
        total = sum(self.weights)
        self.weights = [w / total for w in self.weights]

    def site_distribution(self) -> list[dict[int, float]]:
        out: list[dict[int, float]] = [{} for _ in range(NSITES)]
        for w, sample in zip(self.weights, self.samples, strict=True):
            for s in range(NSITES):
                v = sample.values[s]
                out[s][v] = out[s].get(v, 0.0) + w
        return out

    def expected_values(self) -> list[float]:
        evs = [0.0] * NSITES
        for w, sample in zip(self.weights, self.samples, strict=True):
            for s in range(NSITES):
                evs[s] += w * sample.values[s]
        return evs

    def draw(self, rng: Rng) -> Curios:
        x = rng.random()
        acc = 0.0
        for w, sample in zip(self.weights, self.samples, strict=True):
            acc += w
            if x < acc:
                return sample
        return self.samples[-1]


def rollout(game: Curios, me: int, my_evs: Sequence[float], policy: str) -> float:
    """Play ``game`` to the end with everyone on a rule (``greedy`` or ``heuristic``; the
    others with their own knowledge in this sample, ``me`` with ``my_evs``) and return
    ``me``'s share of the win plus a small margin term."""
    win, margin = rollout_outcome(game, me, my_evs, policy)
    return win + 0.01 * margin


def rollout_outcome(game: Curios, me: int, my_evs: Sequence[float], policy: str,
                    ) -> tuple[float, int]:
    """:func:`rollout`'s two parts: ``me``'s share of the win, and its score minus the
    best other score."""
    n = game.num_players
    evs_cache: dict[tuple[int, int], list[float]] = {}
    fast = policy == "greedy"
    while game.current_player is not None:
        seat = game.current_player
        if seat == me:
            evs: Sequence[float] = my_evs
        else:
            key = (seat, sum(len(r) for r in game.revealed) + len(game.side_revealed))
            cached = evs_cache.get(key)
            if cached is None:
                cached = estimates(seen_by(game, seat))
                evs_cache[key] = cached
            evs = cached
        action = greedy_action(game, seat, evs) if fast else heuristic_action(game, seat, evs)
        game.apply(seat, action)
    scores = [sum(g * v for g, v in zip(game.gems[p], game.values, strict=True))
              for p in range(n)]
    best = max(scores)
    others = max(scores[p] for p in range(n) if p != me)
    win = (1.0 / scores.count(best)) if scores[me] == best else 0.0
    return win, scores[me] - others


#: With ``policy="auto"`` the deduction bot's rollouts use the heuristic rule up to this many
#: players (stronger), the greedy rule above it (the plan gets slow with many players).
AUTO_HEURISTIC_PLAYERS = 3


class DeductionBot:
    """Beliefs over the hidden values from the cards seen and the others' moves; plans for
    expected value, optionally checked by rollouts (module docstring)."""

    def __init__(self, samples: int = 40, beta: float = 4.0, trust: float = 0.9,
                 majority: float = HEURISTIC_MAJORITY, discount: float = HEURISTIC_DISCOUNT,
                 rollouts: int = 8, candidates: int = 3, policy: str = "auto",
                 time_limit: float | None = None) -> None:
        self.samples = samples
        #: seconds per decision for the rollouts (at least one is played), ``None``: only
        #: the ``rollouts`` budget, and the bot is deterministic for a view and seed
        self.time_limit = time_limit
        #: rollout samples (sampled deals, each played out once per candidate) of the last
        #: decision (0 if it played no rollouts)
        self.last_samples = 0
        self._deadline = math.inf
        self.beta = beta
        self.trust = trust
        self.majority = majority
        self.discount = discount
        self.rollouts = rollouts
        self.candidates = candidates
        self.policy = policy

    def beliefs(self, view: CuriosView, rng: Rng) -> Beliefs:
        return Beliefs(view, rng, self.samples, self.beta, self.trust, HEURISTIC_MAJORITY,
                       HEURISTIC_DISCOUNT)

    def choose(self, view: dict[str, JSON], rng: Rng) -> str:
        return self.rank(view, rng)[0].action

    def rank(self, view: dict[str, JSON], rng: Rng, explain: bool = False) -> list[Ranked]:
        """What :meth:`choose` weighs, its choice first. Phase 1: the candidates played
        out, by rollout total (:data:`WIN_CHANCE`: the share of rollouts won, with the mean
        score lead), or, without rollouts, every site by the plan's worth (:data:`PLAN`);
        Phase 2: the cards by how much revealing them misleads, then passing
        (:data:`RULE`). ``explain``: with :func:`explain_move`'s reasons."""
        self.last_samples = 0
        self._deadline = (math.inf if self.time_limit is None
                          else time.perf_counter() + self.time_limit)
        typed = as_view(view)
        legal = [Move.parse(a) for a in typed["legal"]]
        if len(legal) == 1:
            if not explain:
                return [Ranked(str(legal[0]), ONLY)]
            # nothing to weigh: the reason reads the site values the cards seen leave
            ranked = [Ranked(str(legal[0]), ONLY)]
            game = Curios.sample_from_view(typed, Rng(0))
            evs = estimates(seen_by(game, _seat(typed)))
        else:
            ranked, game, evs = self._rank(typed, legal, rng)
        if explain:
            seat = _seat(typed)
            ranked = [replace(r, reason=code, params=params) for r in ranked
                      for code, params in [explain_move(game, seat, Move.parse(r.action),
                                                        evs)]]
        return ranked

    def weigh(self, view: dict[str, JSON], rng: Rng, actions: list[str]) -> list[Ranked]:
        """Only ``actions`` (placements of Phase 1) played out as :meth:`rank` plays its
        candidates, on the same sampled deals, best first (:data:`WIN_CHANCE`): how a game
        review scores a site the ranking did not weigh. Phase 2 has no estimate (empty)."""
        typed = as_view(view)
        self.last_samples = 0
        self._deadline = math.inf
        if typed["phase"] != SEARCH or self.rollouts <= 0:
            return []
        seat = _seat(typed)
        beliefs = self.beliefs(typed, rng)
        evs = beliefs.expected_values()
        policy = self.policy
        if policy == "auto":
            players = beliefs.samples[0].num_players
            policy = "heuristic" if players <= AUTO_HEURISTIC_PLAYERS else "greedy"
        return self._search([Move.parse(a) for a in actions], beliefs, seat, evs, rng, policy)

    def decide(self, view: CuriosView, legal: Sequence[Move], rng: Rng) -> Move:
        return Move.parse(self._rank(view, legal, rng)[0][0].action)

    def _rank(self, view: CuriosView, legal: Sequence[Move], rng: Rng,
              ) -> tuple[list[Ranked], Curios, list[float]]:
        """The ranking, a sample of the deal (its public part and the seat's hand are the
        view's) and the believed site values."""
        seat = _seat(view)
        beliefs = self.beliefs(view, rng)
        evs = beliefs.expected_values()
        game = beliefs.samples[0]
        if view["phase"] == SEARCH:
            ranked = sorted(
                ((plan_worth(vecs, evs), site)
                 for site, vecs in plan_options(game, seat, self.majority, self.discount)),
                key=lambda ws: (-ws[0], ws[1]))
            if self.rollouts <= 0 or len(ranked) == 1:
                return [Ranked(str(Place(s)), PLAN, w) for w, s in ranked], game, evs
            cands: list[Move] = [Place(s) for _, s in ranked[: self.candidates]]
            policy = self.policy
            if policy == "auto":
                policy = "heuristic" if game.num_players <= AUTO_HEURISTIC_PLAYERS else "greedy"
            return self._search(cands, beliefs, seat, evs, rng, policy), game, evs
        # Phase 2
        out = [Ranked(str(Recruit(card)), RULE)
               for card, _ in sorted(self._reveal_scores(game, seat, evs),
                                     key=lambda cs: -cs[1])
               if Recruit(card) in legal]
        if PASS in legal:
            out.append(Ranked(str(PASS), RULE))
        return out, game, evs

    def _search(self, cands: list[Move], beliefs: Beliefs, seat: int, evs: list[float],
                rng: Rng, policy: str) -> list[Ranked]:
        totals = [0.0] * len(cands)
        wins = [0.0] * len(cands)
        margins = [0.0] * len(cands)
        for done in range(self.rollouts):
            if done and time.perf_counter() > self._deadline:
                break
            self.last_samples = done + 1
            sample = beliefs.draw(rng)
            for i, action in enumerate(cands):
                game = sample.clone()
                game.apply(seat, action)
                win, margin = rollout_outcome(game, seat, evs, policy)
                totals[i] += win + 0.01 * margin
                wins[i] += win
                margins[i] += margin
        n = self.last_samples
        # the first best total is the choice, as max() picks it
        order = sorted(range(len(cands)), key=lambda i: (-totals[i], i))
        return [Ranked(str(cands[i]), WIN_CHANCE, wins[i] / n, n, margins[i] / n)
                for i in order]

    def _reveal(self, game: Curios, seat: int, evs: list[float]) -> str:
        """Reveal the card that pushes the public estimate of its site furthest from what we
        believe, or, failing that, changes it least."""
        best_card = ""
        best = -math.inf
        for card, score in self._reveal_scores(game, seat, evs):
            if score > best:
                best, best_card = score, card
        return best_card

    @staticmethod
    def _reveal_scores(game: Curios, seat: int, evs: Sequence[float],
                       ) -> list[tuple[str, float]]:
        """Each card of ``seat``'s hand (in card order) with how much revealing it misleads
        the others (:meth:`_reveal`)."""
        public = [c for r in game.revealed for c in r] + list(game.side_revealed)
        before = estimates(public)
        out: list[tuple[str, float]] = []
        for card in sorted(set(game.hands[seat])):
            s = _CARD_SITE[card]
            shift = estimates(public + [card])[s] - before[s]
            # moving the public estimate up on a site we think is poor, or down on a site
            # we think is rich, misleads the others
            out.append((card, -shift * (evs[s] - 4.0) - 0.1 * abs(shift)))
        return out


# ----- reasons a player can follow ------------------------------------------------------------
#: every reason code :func:`explain_move` gives (worded as ``curios.hint.<code>``)
REASONS = ("cu_gem_and_lead", "cu_gem", "cu_no_gem", "cu_recruit_richer",
           "cu_recruit_poorer", "cu_recruit_telling", "cu_recruit_plain", "cu_pass")


def explain_move(game: Curios, seat: int, move: Move, evs: Sequence[float],
                 ) -> tuple[str, dict[str, JSON]]:
    """A reason code and its parameters for ``move`` (sites by id, ``worth`` the believed
    value of a gem there), from the public board, ``seat``'s hand and ``evs``, the deduction
    bot's belief of each site's value: a gem taken, the pawn majority it would then hold
    for the bonus, and what a revealed card tells the others."""
    if isinstance(move, Place):
        s = move.site
        cap = COLUMN_CAPACITIES[len(game.columns[s])]
        counts = [0] * game.num_players
        for c, owner in enumerate(game.columns[s]):
            counts[owner] += COLUMN_CAPACITIES[c]
        mine = counts[seat] + cap
        others = max(counts[q] for q in range(game.num_players) if q != seat)
        supply = game.gems_left[s]
        params: dict[str, JSON] = {"site": SITES[s], "count": cap,
                                   "worth": round(evs[s], 1)}
        if supply <= 0:
            return "cu_no_gem", params
        if mine > others and supply > 1:
            return "cu_gem_and_lead", params
        return "cu_gem", params
    if isinstance(move, Recruit):
        s = _CARD_SITE[move.card]
        public = [c for r in game.revealed for c in r] + list(game.side_revealed)
        shift = estimates(public + [move.card])[s] - estimates(public)[s]
        params = {"site": SITES[s], "worth": round(evs[s], 1)}
        lean = shift * (evs[s] - 4.0)  # as DeductionBot._reveal_scores weighs it
        if lean < 0:
            return ("cu_recruit_richer" if shift > 0 else "cu_recruit_poorer"), params
        return ("cu_recruit_telling" if lean > 0 else "cu_recruit_plain"), params
    return "cu_pass", {}


def clue_probabilities(view: CuriosView, rng: Rng, samples: int = 200
                       ) -> dict[str, dict[int, float]]:
    """The deduction bot's beliefs (site id -> value -> probability), which also weigh the
    others' moves; :func:`expeditions.games.curios.site_clues` uses the cards alone."""
    beliefs = DeductionBot(samples=samples).beliefs(view, rng)
    dist = beliefs.site_distribution()
    return {SITES[s]: {v: dist[s][v] for v in CARD_VALUES if v in dist[s]}
            for s in range(NSITES)}


def _random(**_: Any) -> Bot:
    return RandomBot()


BOTS: dict[str, Any] = {"random": _random, "greedy": GreedyBot, "heuristic": HeuristicBot,
        "deduction": DeductionBot,
        # each named style: the planning rule with that style's weights
        **{name: partial(HeuristicBot, **asdict(style))
           for name, style in STYLES.items() if name != "medium"}}
LEVELS: dict[str, tuple[str, dict[str, Any]]] = {
    # the greedy rule with a beginner's slips (a third of its placements), so that Medium
    # is clearly ahead of it at a table of three too
    "easy": ("greedy", {"noise": 0.35}),
    "medium": ("heuristic", {}),
    # rollouts by the heuristic rule at every table size (won 58 % of 4-player games
    # against three Medium with 100 of them, against 48 % with 262 greedy ones), as many as
    # fit in the think time (the cap is never reached in the browser)
    "hard": ("deduction", {"policy": "heuristic", "rollouts": 400, "time_limit": 0.45}),
}
#: the Hard bot's parameter counting its samples per decision (sampled deals, each played
#: out once per candidate); ``time_limit`` is the other budget
SAMPLES_PARAM = "rollouts"
#: a game review's unit and the losses at or above which a move is an inaccuracy, a
#: mistake, a blunder (coach/review.py; why these numbers: docs/review.md)
REVIEW_SCALE: tuple[str, float, float, float] = ("percent", 10.0, 30.0, 45.0)
#: Small budgets for the conformance suite's whole games (a few seconds each).
TEST_PARAMS: dict[str, dict[str, Any]] = {
    "deduction": {"samples": 16, "rollouts": 2, "time_limit": None}}
