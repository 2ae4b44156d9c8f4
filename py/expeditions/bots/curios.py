"""Computer players for Curios. Every bot sees only its own view; to reuse the engine's
helpers it rebuilds a game state from the view with
:func:`expeditions.games.curios.determinize` and reads only what the view held (its own
hand, the public board); the deduction bot also reasons over many such samples.

- ``random``: a uniformly random legal action.
- ``heuristic``: its value estimate of a site is the mean of the values the site can still
  have given the cards it has seen (:func:`~expeditions.games.curios.site_clues`). In Phase 1
  it scores every site it can place at as

      estimate (if a gem is left)
      + majority × estimate (if it would then lead the site strictly and a gem would remain)
      − pawn_cost × the column's capacity

  and places at the best one (ties: the leftmost site). In Phase 2 it always recruits when it
  can, revealing its highest card (ties: the card of the site it values least), because a
  high card lowers the others' estimate of a site it does not want them to chase.
- ``deduction``: keeps, for every site, which values are still possible and how likely
  each is. It starts from the cards it has seen (every consistent deal is equally likely),
  then weighs sampled deals by how well they explain what the others did: every public
  action is replayed, and another player's move is taken to be likely if the heuristic
  rule above, holding that sample's hand, would have made it (a softmax with temperature
  ``beta``, mixed with ``trust`` so a surprising opponent never rules a deal out). It places
  by expected value under those beliefs and, with ``rollouts`` > 0, checks its best few
  moves by playing each out to the end of the game in weighted sampled deals (everyone
  playing the heuristic rule). When it recruits it reveals the card that moves the others'
  beliefs furthest from the truth as it believes it.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from ..bots import Bot, RandomBot
from ..engine import JSON
from ..games.curios import (
    ALL_CARDS,
    CARD_VALUES,
    COLUMN_CAPACITIES,
    LETTERS,
    MAX_PAWNS,
    RECRUIT,
    SEARCH,
    SITES,
    Curios,
    determinize,
)
from ..rng import Rng

NSITES = len(SITES)
_CARD_SITE = {c: LETTERS.index(c[0]) for c in ALL_CARDS}
_CARD_VALUE = {c: int(c[1:]) for c in ALL_CARDS}


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


# ----- the heuristic rule ---------------------------------------------------------------------
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


def heuristic_action(game: Curios, seat: int, evs: Sequence[float], pawn_cost: float,
                     majority: float) -> str:
    if game.phase == SEARCH:
        scores = place_scores(game, seat, evs, pawn_cost, majority)
        best = max(scores, key=lambda sc: sc[1])  # first maximum: the leftmost site
        return f"place:{SITES[best[0]]}"
    if game.phase == RECRUIT:
        if game.can_recruit(seat) and game.pawns_total[seat] < MAX_PAWNS:
            card = max(reveal_scores(game, seat, evs), key=lambda cs: cs[1])[0]
            return f"recruit:{card}"
        return "pass"
    raise ValueError("the game is over")


class HeuristicBot:
    """The documented rule above (module docstring)."""

    def __init__(self, pawn_cost: float = 0.8, majority: float = 0.6) -> None:
        self.pawn_cost = pawn_cost
        self.majority = majority

    def choose(self, view: dict[str, JSON], rng: Rng) -> str:
        game = determinize(view, Rng(0))  # the rule reads only what the view showed
        seat = int(view["seat"])
        evs = estimates(seen_by(game, seat))
        action = heuristic_action(game, seat, evs, self.pawn_cost, self.majority)
        return action if action in view["legal"] else str(view["legal"][0])


# ----- deduction ------------------------------------------------------------------------------
class _Decision:
    """One past decision of another player, as the heuristic rule would see it."""

    __slots__ = ("seat", "kind", "options", "chosen", "public")

    def __init__(self, seat: int, kind: str, options: list[Any], chosen: int,
                 public: list[str]) -> None:
        self.seat = seat
        self.kind = kind  # "place": options are (site, base score, cap) ; "recruit": cards
        self.options = options
        self.chosen = chosen
        self.public = public  # revealed cards (all players, side deck) at that moment


def start_of_game(view: Mapping[str, Any], sample: Curios) -> Curios:
    """The first state of a game whose deal is consistent with ``sample`` (a determinization
    of ``view``): the cards revealed since go back to their owners' hands and the flipped
    side-deck cards back on top. Replaying the view's history from it reaches ``sample``'s
    public state."""
    n = sample.num_players
    game = Curios(dict(view["options"]), 0)
    game.values = list(sample.values)
    game.hands = [sorted(sample.hands[p] + sample.revealed[p]) for p in range(n)]
    game.revealed = [[] for _ in range(n)]
    game.side_deck = list(sample.side_deck) + list(reversed(sample.side_revealed))
    game.side_revealed = []
    first = (int(view["first_player"]) - (int(view["round"]) - 1)) % n
    game.first_player = first
    game.turn = first
    game.events = []
    return game


def past_decisions(view: Mapping[str, Any], sample: Curios, pawn_cost: float,
                   majority: float) -> list[_Decision]:
    """Replay the public history and record every decision of the other players."""
    me = int(view["seat"])
    game = start_of_game(view, sample)
    zero = [0.0] * NSITES
    out: list[_Decision] = []
    for seat, action in view["history"]:
        if seat != me:
            public = [c for r in game.revealed for c in r] + list(game.side_revealed)
            if game.phase == SEARCH:
                scores = place_scores(game, seat, zero, pawn_cost, majority)
                opts: list[tuple[int, float, float]] = []
                chosen = -1
                for site, base in scores:
                    cap = COLUMN_CAPACITIES[len(game.columns[site])]
                    # score = base + ev * (gem + majority share): store the multiplier
                    cols = game.columns[site]
                    counts = [0] * game.num_players
                    for c, o in enumerate(cols):
                        counts[o] += COLUMN_CAPACITIES[c]
                    mine = counts[seat] + cap
                    counts[seat] = 0
                    supply = game.gems_left[site]
                    mult = 0.0
                    if supply > 0:
                        mult += 1.0
                        supply -= 1
                    if mine > max(counts) and supply > 0:
                        mult += majority
                    if action == f"place:{SITES[site]}":
                        chosen = len(opts)
                    opts.append((site, base, mult))
                if chosen >= 0 and len(opts) > 1:
                    out.append(_Decision(seat, "place", opts, chosen, public))
            elif game.phase == RECRUIT:
                opts2 = list(sorted(set(game.hands[seat])))
                card = action.partition(":")[2] if action.startswith("recruit:") else None
                if card in opts2 and len(opts2) > 1:
                    out.append(_Decision(seat, "recruit", opts2, opts2.index(card), public))
        game.act(seat, action)
    return out


def log_likelihood(decisions: Sequence[_Decision], hands: Sequence[Sequence[str]],
                   beta: float, trust: float) -> float:
    """How well a deal (``hands``: each player's cards at the start) explains the other
    players' decisions, if they played the heuristic rule with softmax noise."""
    total = 0.0
    cache: dict[tuple[int, int], list[float]] = {}
    for d in decisions:
        key = (d.seat, len(d.public))
        evs = cache.get(key)
        if evs is None:
            evs = estimates(list(hands[d.seat]) + d.public)
            cache[key] = evs
        if d.kind == "place":
            scores = [beta * (base + mult * evs[site]) for site, base, mult in d.options]
        else:
            scores = [beta * (_CARD_VALUE[c] - 0.01 * evs[_CARD_SITE[c]]) for c in d.options]
        top = max(scores)
        exps = [math.exp(s - top) for s in scores]
        p = exps[d.chosen] / sum(exps)
        total += math.log(trust * p + (1 - trust) / len(scores))
    return total


class Beliefs:
    """Weighted sampled deals consistent with a view."""

    def __init__(self, view: Mapping[str, Any], rng: Rng, samples: int, beta: float,
                 trust: float, pawn_cost: float, majority: float) -> None:
        self.seat = int(view["seat"])
        self.samples: list[Curios] = [determinize(view, rng) for _ in range(samples)]
        self.weights = [1.0] * samples
        if trust > 0 and view["history"]:
            decisions = past_decisions(view, self.samples[0], pawn_cost, majority)
            decisions = [d for d in decisions if d.seat != self.seat]
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


def rollout(game: Curios, me: int, my_evs: Sequence[float], pawn_cost: float,
            majority: float) -> float:
    """Play ``game`` to the end with everyone on the heuristic rule (the others with their
    own knowledge in this sample) and return ``me``'s share of the win plus a small margin
    term."""
    n = game.num_players
    evs_cache: dict[tuple[int, int], list[float]] = {}
    while game.current_player is not None:
        seat = game.current_player
        if seat == me:
            evs = list(my_evs)
        else:
            key = (seat, sum(len(r) for r in game.revealed) + len(game.side_revealed))
            cached = evs_cache.get(key)
            if cached is None:
                cached = estimates(seen_by(game, seat))
                evs_cache[key] = cached
            evs = cached
        action = heuristic_action(game, seat, evs, pawn_cost, majority)
        game._apply(seat, action)
    scores = [sum(g * v for g, v in zip(game.gems[p], game.values, strict=True))
              for p in range(n)]
    best = max(scores)
    others = max(scores[p] for p in range(n) if p != me)
    win = (1.0 / scores.count(best)) if scores[me] == best else 0.0
    return win + 0.01 * (scores[me] - others)


class DeductionBot:
    """Beliefs over the hidden values from the cards seen and the others' moves; plays for
    expected value, optionally checked by rollouts (module docstring)."""

    def __init__(self, samples: int = 120, beta: float = 2.0, trust: float = 0.9,
                 pawn_cost: float = 0.8, majority: float = 0.6, rollouts: int = 0,
                 candidates: int = 3, model_cost: float = 0.8,
                 model_majority: float = 0.6) -> None:
        self.samples = samples
        self.beta = beta
        self.trust = trust
        self.pawn_cost = pawn_cost
        self.majority = majority
        self.rollouts = rollouts
        self.candidates = candidates
        self.model_cost = model_cost
        self.model_majority = model_majority

    def beliefs(self, view: Mapping[str, Any], rng: Rng) -> Beliefs:
        return Beliefs(view, rng, self.samples, self.beta, self.trust, self.model_cost,
                       self.model_majority)

    def choose(self, view: dict[str, JSON], rng: Rng) -> str:
        legal = [str(a) for a in view["legal"]]
        if len(legal) == 1:
            return legal[0]
        seat = int(view["seat"])
        beliefs = self.beliefs(view, rng)
        evs = beliefs.expected_values()
        game = beliefs.samples[0]
        if view["phase"] == SEARCH:
            scores = place_scores(game, seat, evs, self.pawn_cost, self.majority)
            scores.sort(key=lambda sc: -sc[1])
            if self.rollouts <= 0 or len(scores) == 1:
                return f"place:{SITES[scores[0][0]]}"
            cands = [f"place:{SITES[s]}" for s, _ in scores[: self.candidates]]
            return self._search(cands, beliefs, seat, evs, rng)
        # Phase 2
        if not any(a.startswith("recruit:") for a in legal):
            return "pass"
        return f"recruit:{self._reveal(view, game, seat, evs)}"

    def _search(self, cands: list[str], beliefs: Beliefs, seat: int, evs: list[float],
                rng: Rng) -> str:
        totals = [0.0] * len(cands)
        for _ in range(self.rollouts):
            sample = beliefs.draw(rng)
            for i, action in enumerate(cands):
                game = sample.clone()
                game._apply(seat, action)
                totals[i] += rollout(game, seat, evs, self.model_cost, self.model_majority)
        best = max(range(len(cands)), key=lambda i: totals[i])
        return cands[best]

    def _reveal(self, view: Mapping[str, Any], game: Curios, seat: int,
                evs: list[float]) -> str:
        """Reveal the card that pushes the public estimate of its site furthest from what we
        believe, or, failing that, changes it least."""
        public = [c for r in game.revealed for c in r] + list(game.side_revealed)
        before = estimates(public)
        best_card = ""
        best = -math.inf
        for card in sorted(set(game.hands[seat])):
            s = _CARD_SITE[card]
            after = estimates(public + [card])
            shift = after[s] - before[s]
            # moving the public estimate up on a site we think is poor, or down on a site
            # we think is rich, misleads the others
            score = -shift * (evs[s] - 4.0) - 0.1 * abs(shift)
            if score > best:
                best, best_card = score, card
        return best_card


def clue_probabilities(view: Mapping[str, Any], rng: Rng, samples: int = 200
                       ) -> dict[str, dict[int, float]]:
    """The deduction bot's beliefs (site id -> value -> probability), which also weigh the
    others' moves; :func:`expeditions.games.curios.site_clues` uses the cards alone."""
    beliefs = DeductionBot(samples=samples).beliefs(view, rng)
    dist = beliefs.site_distribution()
    return {SITES[s]: {v: dist[s].get(v, 0.0) for v in CARD_VALUES if v in dist[s]}
            for s in range(NSITES)}


def _random(**_: Any) -> Bot:
    return RandomBot()


BOTS = {"random": _random, "heuristic": HeuristicBot, "deduction": DeductionBot}
LEVELS: dict[str, tuple[str, dict[str, Any]]] = {
    "easy": ("random", {}),
    "medium": ("heuristic", {}),
    "hard": ("deduction", {}),
}

