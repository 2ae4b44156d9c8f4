"""Computer players for Curiosity.

- ``random``: a uniformly random legal action.
- ``heuristic``: one-ply evaluation of every legal action (documented in
  :func:`score_actions`). It reads only what its seat may know: the bot rebuilds a state
  with :meth:`Curiosity.sample_from_view` and the scoring never looks at
  other players' hands or token values (it uses their public expectations).
- ``fast`` (Easy): the search bot's cheap rollout policy as a player (:func:`fast_action`):
  a beginner's rules of thumb, positive tokens on the rover's coming route, negative ones
  off it and off the rover's lines, the 404 last, and the card whose route crosses most of
  its own points. It was ``random`` until the ladder: a random Easy puts its best tokens
  and its 404 anywhere, which teaches nothing; Medium beats either about as often (2 players:
  98.3 % of 60 games against ``fast``, 97.5 ± 2.5 % of 40 against ``random``).
- ``grabber``, ``spoiler``: the heuristic with other weights (:data:`STYLES`; the spoiler
  also reads the others' tokens as the search does), players of another temper than
  Medium's for the arena and the ladder; no level plays them.
- ``search``: determinized flat Monte Carlo, from the bot's view only. It first reads the
  other players' face-down tokens of this round (:class:`TokenReader`): for each token
  whose placement is still in the public log, the panel at that moment is rebuilt and
  the chance that the route would cross the square, as anyone could foresee it then, is
  measured; careful players put positives where the route was likely to go, negatives
  where it was not, and their biggest tokens first, so every way of dealing a player's
  unrevealed values to their tokens gets a likelihood. (Against the heuristic this cuts
  the squared error of a token's value from 5.2 (public mean) to 0.6.) While more than
  ``search_cards`` cards are still in hands it plays the heuristic with those beliefs.
  Later, for each of ``determinizations`` samples of the hidden information
  (:meth:`Curiosity.sample_from_view`: other hands, unused and face-down
  cards; this round's token values then re-dealt by the reader), each candidate action
  (the heuristic's best ``candidates``, plus its best card play and best token placement)
  is applied and the round is played out by heuristic players (the bot itself with its
  beliefs; a little noise); the candidate with the best total of rollout outcomes (points
  ahead of the opponents at the end of the round; a win at the end of the game) plus
  ``prior`` × its heuristic score wins. Deterministic for a given view and rng seed.

Levels: easy = fast, medium = heuristic, hard = search with as many determinizations as fit
in 0.45 s a decision (the same clock as every Hard level; :mod:`expeditions.bots.budget`
says how many that is in the browser).
"""

from __future__ import annotations

import itertools
import math
import time
from dataclasses import dataclass, replace
from functools import partial
from typing import Any

from ..engine import JSON
from ..games.curiosity import (
    CARDS_PER_PLAYER,
    ERROR_404,
    PANEL_POSITIONS,
    ROUNDS,
    TOKENS_BY_ROUND,
    Curiosity,
    CuriosityMove,
    CuriosityView,
    PlaceToken,
    PlayCard,
    as_view,
    card_type,
    card_value,
    compute_route,
    deck_for,
)
from ..rng import Rng
from . import GAIN, LEAD, ONLY, Bot, RandomBot, Ranked

Square = tuple[int, int]


@dataclass(frozen=True)
class Params:
    """Weights of the heuristic (see :func:`score_actions`)."""

    #: guessed final panels used to measure each square's chance of being on the route
    samples: int = 24
    #: added to every square's measured chance, × cards in hands / cards dealt (the others
    #: do not play at random)
    cov_floor: float = 0.1
    #: added to the chance when placing one's own 404 (never place it unless forced)
    floor_404: float = 0.05
    #: squares a later round's route covers, on average (tokens missed now may be hit then)
    future_route: float = 9.0
    #: what a positive / negative token kept in the supply is still worth (fraction)
    hold_pos: float = 0.45
    hold_neg: float = 0.55
    #: cost of revealing one's own 404 (in points)
    cost_404: float = 25.0
    #: an opponent's token counts −weight × its expected value for them / (players − 1)
    other_weight: float = 1.0
    #: the value of an opponent's 404 for them, in their expectation
    other_404: float = -6.0
    #: 0–1: how much to believe that opponents' tokens on likely route squares are positive
    #: and the others negative (0: every face-down token is worth its public mean)
    read_tokens: float = 0.0
    #: value of keeping a card in hand (flexibility, not being forced to place tokens)
    card_keep: float = 0.35
    #: weight of the route change a card makes (the route may still change later)
    card_route: float = 1.0


DEFAULT = Params()


def _expected_split(g: Curiosity, owner: int, rnd: int,
                    p: Params) -> tuple[float, float, float]:
    """Public means of ``owner``'s unrevealed round-``rnd`` tokens: (positives only,
    negatives and 404 only, all)."""
    left = list(TOKENS_BY_ROUND[rnd])
    for r, v in g.collected[owner] + g.unplaced[owner]:
        if r == rnd and v in left:
            left.remove(v)
    vals = [p.other_404 if v == ERROR_404 else float(v) for v in left]
    pos = [v for v in vals if v > 0]
    neg = [v for v in vals if v < 0]
    mean_all = sum(vals) / len(vals) if vals else 0.0
    return (sum(pos) / len(pos) if pos else mean_all,
            sum(neg) / len(neg) if neg else mean_all, mean_all)


def read_token_values(g: Curiosity, seat: int, cov: dict[Square, float], rng: Rng,
                      jitter: float = 0.3) -> None:
    """Re-deal the sampled values of the other players' face-down tokens the way careful
    players place them: the higher a square's chance of being on the route, the higher
    the value put there (with some noise); a 404 stays in the supply when it can."""
    n = g.num_players
    rnd = g.round
    for q in range(n):
        if q == seat:
            continue
        for r in range(1, rnd + 1):
            squares = [sq for sq, t in g.board.items() if t[0] == q and t[1] == r]
            supply = g.supply[q][r - 1] if r == rnd else []
            if not squares:
                continue
            values = [t[2] for sq, t in g.board.items() if t[0] == q and t[1] == r]
            values += supply
            values.sort(key=lambda v: (v != ERROR_404, rng.random()))
            held = values[: len(supply)]
            placed = sorted(values[len(supply):], key=lambda v: -v if v != ERROR_404 else 99)
            order = sorted(squares, key=lambda sq: -(cov.get(sq, 0.0) + jitter * rng.random()))
            for sq, v in zip(order, placed, strict=True):
                g.board[sq] = (q, r, v)
            if r == rnd:
                g.supply[q][r - 1] = held


def _legs_after(g: Curiosity, pos: int, card: str) -> list[tuple[str, int]]:
    legs: list[tuple[str, int]] = []
    for i in range(PANEL_POSITIONS):
        kind = g.panel_type[i]
        up = g.panel_up[i]
        if i == pos:
            if kind is None:
                kind = card_type(card)
            if len(up) < g.completion:
                assert kind is not None
                legs.append((kind, card_value(card)))
                continue
        if kind is not None and up:
            legs.append((kind, card_value(up[-1])))
    return legs


class Futures:
    """Guesses of how the rest of the planning may go, as ``seat`` may imagine it: the
    cards the others still hold are drawn from the cards ``seat`` has not seen, and all the
    remaining cards (``seat``'s own too) are played in a random order, each on its pile (a
    new type on a random empty position, a 0-card on a random pile). The same guesses are
    reused for every action compared (common random numbers).

    ``panel`` = (types, face-up cards, cards in hands) replaces the current panel, ``seat``'s
    hand counting as unknown: how anybody could foresee the route at an earlier moment."""

    def __init__(self, g: Curiosity, seat: int, rng: Rng, samples: int,
                 panel: tuple[list[str | None], list[list[str]], int] | None = None) -> None:
        n = g.num_players
        self.g = g
        pool = deck_for(n)
        if panel is None:
            types, ups = g.panel_type, g.panel_up
            hand = g.hands[seat]
            others = sum(len(g.hands[q]) for q in range(n) if q != seat)
        else:
            types, ups, others = panel
            hand = []
        for c in hand:
            pool.remove(c)
        for up in ups:
            for c in up:
                pool.remove(c)
        self.types0 = list(types)
        self.counts0 = [len(up) for up in ups]
        self.tops0 = [card_value(up[-1]) if up else 0 for up in ups]
        self.samples: list[tuple[list[tuple[str | None, int, str]], list[int]]] = []
        for _ in range(samples):
            rng.shuffle(pool)
            cards = pool[:others] + hand
            rng.shuffle(cards)
            self.samples.append(([(card_type(c), card_value(c), c) for c in cards],
                                 [rng.next_u64() for _ in range(6)]))

    def legs(self, override: tuple[int, str] | None = None) -> list[list[tuple[str, int]]]:
        """The final panel of every guess; ``override`` = (position, card) is played first
        (a card from ``seat``'s hand)."""
        completion = self.g.completion
        types0 = list(self.types0)
        counts0 = list(self.counts0)
        tops0 = list(self.tops0)
        skip: str | None = None
        if override is not None:
            pos, skip = override
            if types0[pos] is None:
                types0[pos] = card_type(skip)
            if counts0[pos] < completion:
                counts0[pos] += 1
                tops0[pos] = card_value(skip)
        return [_final_legs(cards, rands, types0, counts0, tops0, skip, completion)
                for cards, rands in self.samples]


def _final_legs(cards: list[tuple[str | None, int, str]], rands: list[int],
                types0: list[str | None], counts0: list[int], tops0: list[int],
                skip: str | None, completion: int) -> list[tuple[str, int]]:
    """One guess of :class:`Futures` played out: ``cards`` in order, each on its pile (a
    new type on an empty position and a 0-card on a pile picked by ``rands``), ``skip``
    (the card already played) left out; the legs of the final panel."""
    types = list(types0)
    counts = list(counts0)
    tops = list(tops0)
    full = sum(1 for k in counts if k >= completion)
    r = 0
    for kind, value, code in cards:
        if full == PANEL_POSITIONS:
            break
        if code == skip:
            skip = None
            continue
        if kind is None:
            piles = [i for i in range(PANEL_POSITIONS) if types[i] is not None]
            if not piles:
                continue
            i = piles[rands[r % 6] % len(piles)]
            r += 1
        elif kind in types:
            i = types.index(kind)
        else:
            empty = [j for j in range(PANEL_POSITIONS) if types[j] is None]
            i = empty[rands[r % 6] % len(empty)]
            r += 1
            types[i] = kind
        if counts[i] < completion:
            counts[i] += 1
            tops[i] = value
            if counts[i] == completion:
                full += 1
    legs: list[tuple[str, int]] = []
    for i in range(PANEL_POSITIONS):
        k = types[i]
        if k is not None and counts[i]:
            legs.append((k, tops[i]))
    return legs


def coverage(g: Curiosity, legs_samples: list[list[tuple[str, int]]]) -> dict[Square, float]:
    """How often each square is on the route over the sampled panels."""
    counts: dict[Square, float] = {}
    if not legs_samples:
        return counts
    w = 1.0 / len(legs_samples)
    for legs in legs_samples:
        for sq in set(compute_route(g.size, g.rover, legs)):
            counts[sq] = counts.get(sq, 0.0) + w
    return counts


Snapshot = tuple[list[str | None], list[list[str]], int]


def placement_history(view: CuriosityView, window: int | None = None,
                      ) -> dict[Square, tuple[int, Snapshot, list[int]]]:
    """The moment each current-round token was placed, from the view's public events: its
    order (0 = first), the panel then (types, face-up cards, cards in hands) and each
    player's hand size then. Rebuilt backwards from the current panel through the card
    plays, reading the last ``window`` events only if given (tokens placed before them
    are missing)."""
    out: dict[Square, tuple[int, Snapshot, list[int]]] = {}
    if view["over"] or view["current_player"] is None:
        return out
    rnd = view["round"]
    panel = view["panel"]
    types: list[str | None] = [p["type"] for p in panel]
    ups: list[list[str]] = [list(p["cards"]) for p in panel]
    hands = list(view["hand_sizes"])
    found: list[tuple[Square, Snapshot, list[int]]] = []
    events = view["events"]
    for e in reversed(events[-window:] if window else events):
        kind = e["type"]
        if kind == "card_played":
            player = int(e["seat"])
            hands[player] += 1
            if e.get("face_up"):
                pos = int(e["position"]) - 1
                if not ups[pos] or ups[pos][-1] != e.get("card"):
                    break  # the log does not match the panel (should not happen)
                ups[pos].pop()
                if not ups[pos]:
                    types[pos] = None
        elif kind == "token_placed":
            if e.get("round") != rnd:
                break
            sq = e["square"]
            assert isinstance(sq, list)
            found.append(((int(sq[0]), int(sq[1])),
                          (list(types), [list(u) for u in ups], sum(hands)), list(hands)))
        elif kind in ("round_started", "drive", "game_over"):
            break
    found.reverse()
    for i, (sq, snap, hs) in enumerate(found):
        out[sq] = (i, snap, hs)
    return out


@dataclass(frozen=True)
class Reading:
    """How an opponent places tokens, for reading their values from where they went."""

    #: guessed panels per placement moment (many: the reading is only as sharp as the
    #: chances measured; 16 → 128 samples cut the error on heuristic players' tokens by 2/3)
    samples: int = 128
    #: likelihood of a positive ∝ floor + c^sharp, of a negative ∝ floor + (1 − c)^sharp,
    #: c = the square's chance of being on the route then, scaled 0–1 over the free squares
    sharp: float = 3.0
    floor: float = 0.03
    #: factor for each pair of same-sign tokens where the smaller one went first (careful
    #: players place their biggest tokens first)
    order: float = 0.3
    #: likelihood of a 404 placed while its owner still had cards
    voluntary_404: float = 0.02
    #: how many of the newest events are read (``None``: all). The reader was tuned when
    #: views showed only the last 30 events; 30 keeps its decisions as they were.
    window: int | None = 30


def _assignments(values: list[int], table: list[dict[int, float]], known: list[bool],
                 r: Reading) -> dict[tuple[int, ...], float]:
    """The weight of every way of dealing ``values`` to the placed tokens (``table``: the
    likelihoods of each token's values; ``known``: whether its placement moment is)."""
    options: dict[tuple[int, ...], float] = {}
    for perm in itertools.permutations(range(len(values)), len(table)):
        assign = tuple(values[i] for i in perm)
        if assign in options:
            continue
        w = 1.0
        for k, v in enumerate(assign):
            w *= table[k][v]
        for a in range(len(assign)):
            for b in range(a + 1, len(assign)):
                va, vb = assign[a], assign[b]
                if (known[a] and known[b] and va != ERROR_404 and vb != ERROR_404
                        and (va > 0) == (vb > 0) and abs(va) < abs(vb)):
                    w *= r.order
        options[assign] = w
    return options


class TokenReader:
    """Beliefs about the values of the other players' face-down current-round tokens, from
    where and when each was placed (:func:`placement_history`): a positive goes where the
    route was likely to pass at that moment, a negative where it was not. Every assignment
    of a player's unrevealed values to their placed tokens (the rest in their supply) is
    weighted by the product of those likelihoods; :meth:`sample` draws one."""

    def __init__(self, view: CuriosityView, g: Curiosity, seat: int, rng: Rng,
                 r: Reading = Reading()) -> None:
        self.groups: list[tuple[int, list[Square], list[tuple[tuple[int, ...], float]],
                                float]] = []
        self.expected: dict[Square, float] = {}
        if g.turn_seat is None:
            return
        history = placement_history(view, r.window)
        cache: dict[tuple[Any, ...], dict[Square, float]] = {}
        rnd = g.round
        for q in range(g.num_players):
            if q == seat:
                continue
            squares = sorted((sq for sq, t in g.board.items() if t[0] == q and t[1] == rnd),
                             key=lambda sq: (history[sq][0] if sq in history else -1, sq))
            if not squares:
                continue
            values = [t[2] for sq, t in g.board.items() if t[0] == q and t[1] == rnd]
            values += g.supply[q][rnd - 1]
            values.sort()
            table = [self._likelihoods(g, q, sq, values, history, cache, r, rng)
                     for sq in squares]
            known = [sq in history for sq in squares]
            weighted = sorted(_assignments(values, table, known, r).items())
            total = sum(w for _, w in weighted)
            self.groups.append((q, squares, weighted, total))
            for k, sq in enumerate(squares):
                self.expected[sq] = sum(
                    w * (DEFAULT.other_404 if a[k] == ERROR_404 else a[k])
                    for a, w in weighted) / total

    @staticmethod
    def _likelihoods(g: Curiosity, q: int, sq: Square, values: list[int],
                     history: dict[Square, tuple[int, Snapshot, list[int]]],
                     cache: dict[tuple[Any, ...], dict[Square, float]], r: Reading,
                     rng: Rng) -> dict[int, float]:
        """The likelihood of each of ``values`` on ``q``'s token on ``sq``, from the
        chance that the route would cross ``sq`` as anyone could foresee it when it was
        placed (all equal if that moment is not known)."""
        if sq not in history:
            return {v: 1.0 for v in values}
        order, snap, hands = history[sq]
        key = (tuple(snap[0]), tuple(tuple(u) for u in snap[1]), snap[2])
        if key not in cache:
            fut = Futures(g, q, rng, r.samples, panel=snap)
            cache[key] = coverage(g, fut.legs())
        cov = cache[key]
        later = {s for s, (o, _, _) in history.items() if o >= order}
        free = [cov.get((x, y), 0.0) for y in range(g.size) for x in range(g.size)
                if (x, y) != g.rover and ((x, y) not in g.board or (x, y) in later)]
        lo, hi = min(free), max(free)
        c = (cov.get(sq, 0.0) - lo) / (hi - lo) if hi > lo + 1e-9 else 0.5
        row: dict[int, float] = {}
        for v in set(values):
            if v == ERROR_404:
                like = r.floor + (1.0 - c) ** r.sharp
                if hands[q]:
                    like *= r.voluntary_404
            elif v > 0:
                like = r.floor + c ** r.sharp
            else:
                like = r.floor + (1.0 - c) ** r.sharp
            row[v] = like
        return row

    def sample(self, g: Curiosity, rng: Rng) -> None:
        """Re-deal the current-round token values of ``g`` (a determinization) by the
        beliefs."""
        rnd = g.round
        for q, squares, weighted, total in self.groups:
            values = [t[2] for sq, t in g.board.items() if t[0] == q and t[1] == rnd]
            values += g.supply[q][rnd - 1]
            x = rng.random() * total
            pick = weighted[-1][0]
            for assign, w in weighted:
                x -= w
                if x < 0:
                    pick = assign
                    break
            for sq, v in zip(squares, pick, strict=True):
                g.board[sq] = (q, rnd, v)
                values.remove(v)
            g.supply[q][rnd - 1] = values


def score_actions(g: Curiosity, seat: int, rng: Rng, p: Params = DEFAULT,
                  beliefs: dict[Square, float] | None = None,
                  ) -> list[tuple[float, CuriosityMove]]:
    """Score every legal action of ``seat`` by the change it makes to a static estimate of
    ``seat``'s round outcome. The estimate:

    - the chance that a square ends on the route is measured over ``samples`` guessed final
      panels (:class:`Futures`: the cards still in hands played at random), plus
      cov_floor × cards in hands / cards dealt;
    - a token the rover misses now stays, and each later round reveals it with chance
      future_route / squares: value × (1 − (1 − chance) × (1 − that)^(rounds left));
    - own token on a square: value × chance (own 404: −cost_404 × (chance + floor_404));
    - opponent's face-down token: −other_weight × (its public expected value) × chance /
      (players − 1) (their 404 counted as other_404); with read_tokens > 0 the expectation
      leans towards their positives on squares likely on the route, negatives elsewhere;
      ``beliefs`` (square → expected value for its owner, :class:`TokenReader`) overrides
      that expectation;
    - a token still in the supply is worth hold_pos × value (positive) or costs
      |value| × (1 − hold_neg) (negative; unplaced negatives count against you), both
      scaled by how many turns remain compared with the tokens left; an unplaced 404 is 0;
    - each card kept in hand is worth card_keep.

    A token action is scored (placed value) − (supply value); a card action by the change
    of the token term when the card is on the panel (× card_route) minus card_keep.
    Only public information and ``seat``'s own hand and tokens are read. The actions come
    in the order of the legal actions."""
    return scores_and_coverage(g, seat, rng, p, beliefs)[0]


def scores_and_coverage(g: Curiosity, seat: int, rng: Rng, p: Params = DEFAULT,
                        beliefs: dict[Square, float] | None = None,
                        ) -> tuple[list[tuple[float, CuriosityMove]], dict[Square, float]]:
    """:func:`score_actions`, and the chance of each square it measured."""
    futures = Futures(g, seat, rng, p.samples)
    cov = coverage(g, futures.legs())
    worth = _token_worths(g, seat, p, cov, beliefs)
    return ([*_score_tokens(g, seat, p, cov), *_score_cards(g, seat, p, futures, cov, worth)],
            cov)


def _token_worths(g: Curiosity, seat: int, p: Params, cov: dict[Square, float],
                  beliefs: dict[Square, float] | None) -> dict[Square, float]:
    """The worth for ``seat`` of the token on each square, if the rover reveals it."""
    n = g.num_players
    worth: dict[Square, float] = {}
    expected: dict[tuple[int, int], tuple[float, float, float]] = {}
    for sq, (owner, trnd, value) in g.board.items():
        if owner == seat:
            worth[sq] = -p.cost_404 if value == ERROR_404 else float(value)
            continue
        if (owner, trnd) not in expected:
            expected[(owner, trnd)] = _expected_split(g, owner, trnd, p)
        pos_mean, neg_mean, mean = expected[(owner, trnd)]
        if beliefs is not None and sq in beliefs:
            mean = beliefs[sq]
        elif p.read_tokens:
            c = min(1.0, cov.get(sq, 0.0))
            mean = ((1.0 - p.read_tokens) * mean
                    + p.read_tokens * (c * pos_mean + (1.0 - c) * neg_mean))
        worth[sq] = -p.other_weight * mean / max(1, n - 1)
    return worth


def _score_tokens(g: Curiosity, seat: int, p: Params, cov: dict[Square, float],
                  ) -> list[tuple[float, CuriosityMove]]:
    """(placed value) − (supply value) of every token placement."""
    n = g.num_players
    rnd = g.round
    mine = g.supply[seat][rnd - 1]
    values = sorted(set(mine))
    size = g.size
    if not values or len(g.board) >= size * size - 1:
        return []
    cards_left = sum(len(h) for h in g.hands)
    floor = p.cov_floor * (cards_left / (CARDS_PER_PLAYER[n] * n))
    tokens_all = sum(len(g.supply[q][rnd - 1]) for q in range(n))
    turns = max(1.0, (cards_left + 0.5 * tokens_all) / n)
    pressure = min(1.0, turns / max(1, len(mine)))
    # a token the rover misses stays: it may still be revealed in a later round
    later = (1.0 - min(0.9, p.future_route / (size * size))) ** (ROUNDS - rnd)
    squares = [((x, y), min(1.0, cov.get((x, y), 0.0) + floor))
               for y in range(size) for x in range(size)
               if (x, y) not in g.board and (x, y) != g.rover]
    out: list[tuple[float, CuriosityMove]] = []
    for v in values:
        if v == ERROR_404:
            keep = 0.0
        elif v > 0:
            keep = p.hold_pos * v * pressure
        else:
            keep = v * (1.0 - p.hold_neg * pressure)
        for (x, y), chance in squares:
            if v == ERROR_404:
                placed = -p.cost_404 * (chance + p.floor_404)
            else:
                placed = v * (1.0 - (1.0 - chance) * later)
            out.append((placed - keep, PlaceToken(v, x, y)))
    return out


def _score_cards(g: Curiosity, seat: int, p: Params, futures: Futures,
                 cov: dict[Square, float], worth: dict[Square, float],
                 ) -> list[tuple[float, CuriosityMove]]:
    """The change of the token term a card makes (× card_route), minus card_keep."""
    base = sum(w * cov.get(sq, 0.0) for sq, w in worth.items())
    done: dict[tuple[int, str], float] = {}
    out: list[tuple[float, CuriosityMove]] = []
    for move in g.card_actions(seat):
        pos = move.index
        if len(g.panel_up[pos]) >= g.completion or not worth:
            delta = 0.0
        else:
            key = (pos, move.card)
            if key not in done:
                new = coverage(g, futures.legs(override=key))
                done[key] = sum(w * new.get(sq, 0.0) for sq, w in worth.items()) - base
            delta = done[key]
        out.append((p.card_route * delta - p.card_keep, move))
    return out


def heuristic_action(g: Curiosity, seat: int, rng: Rng, p: Params = DEFAULT,
                     noise: float = 0.0, beliefs: dict[Square, float] | None = None,
                     ) -> CuriosityMove:
    """The best-scored action; ties broken at random (``noise`` adds uniform noise)."""
    scored = score_actions(g, seat, rng, p, beliefs)
    return scored[pick_best(scored, rng, noise)][1]


def pick_best(scored: list[tuple[float, CuriosityMove]], rng: Rng, noise: float = 0.0) -> int:
    """The index of :func:`heuristic_action`'s pick among ``scored``: the best score (plus
    ``noise`` × uniform noise), ties broken at random."""
    best_score = -math.inf
    best: list[int] = []
    for i, (score, _) in enumerate(scored):
        if noise:
            score += noise * rng.random()
        if score > best_score + 1e-9:
            best_score = score
            best = [i]
        elif score > best_score - 1e-9:
            best.append(i)
    return best[rng.below(len(best))] if len(best) > 1 else best[0]


def fast_action(g: Curiosity, seat: int, rng: Rng) -> CuriosityMove:
    """The cheap rollout policy of the search bot (reads only what ``seat`` may know):

    - no card to play: place a token (a positive one on the preview route if it has a free
      square, otherwise the least risky: a negative off the route and off the rover's
      lines, the 404 last);
    - otherwise, with a positive token and a free square on the preview route, place it
      there half of the time; with a negative token, place it off the route a third of
      the time;
    - otherwise play the card whose preview route reveals the most of its own points
      (the 404 counts −25), ties at random; a card on a complete pile scores −0.5."""
    cards = g.card_actions(seat) if g.hands[seat] else []
    token = _fast_token(g, seat, rng, bool(cards))
    if token is not None:
        return token
    if not cards:
        raise ValueError(f"seat {seat} has no action")
    return _fast_card(g, seat, rng, cards)


def _fast_token(g: Curiosity, seat: int, rng: Rng, has_cards: bool) -> PlaceToken | None:
    """The token :func:`fast_action` places, if it places one now."""
    mine = g.supply[seat][g.round - 1]
    size = g.size
    if not mine or len(g.board) >= size * size - 1:
        return None
    route = g.route_preview()
    pos_vals = [v for v in mine if 0 < v < ERROR_404]
    neg_vals = [v for v in mine if v < 0]
    free_route = [sq for sq in route if sq not in g.board and sq != g.rover]
    target: list[Square] = []
    if pos_vals and free_route and (not has_cards or rng.random() < 0.5):
        choice = max(pos_vals)
        target = free_route
    elif neg_vals and (not has_cards or rng.random() < 0.34):
        choice = min(neg_vals)
    elif not has_cards:
        choice = pos_vals[0] if pos_vals else (neg_vals[0] if neg_vals else mine[0])
    else:
        return None
    if not target:
        rset = set(route)
        rx, ry = g.rover
        free = [(x, y) for y in range(size) for x in range(size)
                if (x, y) not in g.board and (x, y) != g.rover]
        safe = [sq for sq in free if sq not in rset and sq[0] != rx and sq[1] != ry]
        if not safe or choice > 0 and choice != ERROR_404:
            safe = [sq for sq in free if sq not in rset] or free
        target = safe
    x, y = target[rng.below(len(target))]
    return PlaceToken(choice, x, y)


def _fast_card(g: Curiosity, seat: int, rng: Rng, cards: list[PlayCard]) -> PlayCard:
    """The card :func:`fast_action` plays: the most of its own points on the new route."""
    own = {sq: (-25.0 if t[2] == ERROR_404 else float(t[2]))
           for sq, t in g.board.items() if t[0] == seat}
    scores: list[float] = []
    for move in cards:
        pos = move.index
        if len(g.panel_up[pos]) >= g.completion:
            score = -0.5
        elif own:
            new = compute_route(g.size, g.rover, _legs_after(g, pos, move.card))
            score = sum(own.get(sq, 0.0) for sq in set(new))
        else:
            score = 0.0
        scores.append(score + 0.3 * rng.random())
    return cards[max(range(len(cards)), key=scores.__getitem__)]


def own_seat(view: CuriosityView) -> int:
    """The seat a bot plays: its view's (the public view has none to play)."""
    seat = view["seat"]
    if seat is None:
        raise ValueError("a bot chooses for a seat; the public view has none")
    return seat


@dataclass(frozen=True)
class Style:
    """A named heuristic player (:class:`HeuristicBot`): its weights, and whether it reads
    the others' face-down tokens of the round from where and when they were placed (the
    search's :class:`TokenReader`) instead of taking each at its public mean. :data:`MEDIUM`
    is the Medium level; the others are players of another temper for Hard to be measured
    against (issue 33). Figures: 2-player games against Medium, each deal in both seatings."""

    weights: Params = DEFAULT
    read: bool = False


#: the documented heuristic (the Medium level)
MEDIUM = Style()
#: a grabber: plays for its own tokens only (the others' tokens weigh nothing in its card
#: choices) and lays its positives at once (a positive kept in the supply is worth 0.2 of
#: its value, not 0.45): its positive tokens go down with 6.7 cards in hand on average
#: against Medium's 6.0 (100 games); −0.3 ± 0.3 a game against Medium (45 % of the games
#: won; ``arena curiosity --players grabber,medium --games 200``)
GRABBER = Style(replace(DEFAULT, other_weight=0.0, hold_pos=0.2))
#: a spoiler: reads the others' tokens as the search does and weighs them 3× in its card
#: choices, steering the rover off their likely positives and onto their likely negatives,
#: and plays its cards before it lays its own tokens (61 % of its tokens placed with 4 or
#: more cards in hand against Medium's 85 %, 80 games); +1.3 ± 0.4 a game against Medium
#: (59 % of the games won), who scores 5.5 a game against it (9.7 against the grabber;
#: ``arena curiosity --players spoiler,medium --games 200``): stronger than Medium
SPOILER = Style(replace(DEFAULT, other_weight=3.0), read=True)
#: the styles by name (the named bots besides ``heuristic``, which is :data:`MEDIUM`)
STYLES: dict[str, Style] = {"medium": MEDIUM, "grabber": GRABBER, "spoiler": SPOILER}


class HeuristicBot:
    """One-ply scoring of every legal action (see :func:`score_actions`), in ``style``
    (:data:`STYLES`; ``weights`` override its weights)."""

    def __init__(self, style: Style | str = MEDIUM, **weights: float) -> None:
        self.style = STYLES[style] if isinstance(style, str) else style
        self.params = replace(self.style.weights, **weights)  # type: ignore[arg-type]

    def choose(self, view: dict[str, JSON], rng: Rng) -> str:
        v = as_view(view)
        legal = v["legal"]
        if len(legal) == 1:  # the one listed action: nothing to weigh
            return legal[0]
        g = Curiosity.sample_from_view(v, rng.fork(1))
        seat = own_seat(v)
        beliefs = TokenReader(v, g, seat, rng.fork(5)).expected if self.style.read else None
        return str(heuristic_action(g, seat, rng, self.params, beliefs=beliefs))


class FastBot:
    """The search bot's rollout policy as a player (see :func:`fast_action`)."""

    def choose(self, view: dict[str, JSON], rng: Rng) -> str:
        v = as_view(view)
        legal = v["legal"]
        if len(legal) == 1:  # the one listed action: nothing to weigh
            return legal[0]
        g = Curiosity.sample_from_view(v, rng.fork(1))
        return str(fast_action(g, own_seat(v), rng))


def _standing(g: Curiosity, seat: int, board_future: float = 0.0) -> float:
    """A rollout's outcome for ``seat``: points ahead of the opponents (half the leader,
    half their mean); at the end of the game, a win is worth 12 more (shared if a draw),
    and elimination costs 30. Before the last round, each token left on the board adds
    board_future × its value (a 404: −25) × the chance a later route reveals it."""
    n = g.num_players
    scores: list[float] = [float(x) for x in g.scores()]
    if board_future and g.turn_seat is not None:
        rounds_left = ROUNDS - g.round + 1
        chance = board_future * (1.0 - (1.0 - min(0.9, DEFAULT.future_route
                                                  / (g.size * g.size))) ** rounds_left)
        for owner, _, v in g.board.values():
            scores[owner] += chance * (-25.0 if v == ERROR_404 else v)
    others = [scores[q] for q in range(n) if q != seat]
    value = scores[seat] - 0.5 * (max(others) + sum(others) / len(others))
    if seat in g.eliminated:
        value -= 30.0
    if g.turn_seat is None:
        winners = g.winners()
        if seat in winners:
            value += 12.0 / len(winners)
    return value


class SearchBot:
    """Determinized flat Monte Carlo with noisy-heuristic rollouts to the end of the
    round (see the module docstring)."""

    def __init__(self, determinizations: int = 6, candidates: int = 3, search_cards: int = 15,
                 rollout_noise: float = 0.2, rollout_samples: int = 3,
                 rollout: str = "heuristic", prior: float = 2.5, read_tokens: float = 0.7,
                 read_jitter: float = 0.3, reader: str = "history",
                 board_future: float = 0.0, time_limit: float | None = None,
                 **weights: float) -> None:
        self.determinizations = determinizations
        #: seconds per decision for the determinizations (at least one is played out),
        #: ``None``: only the ``determinizations`` budget, deterministic for a view and seed
        self.time_limit = time_limit
        #: determinizations played out in the last decision (0 if it did not search)
        self.last_samples = 0
        self.search_cards = search_cards
        self.prior = prior
        self.candidates = candidates
        self.rollout_noise = rollout_noise
        self.rollout = rollout
        self.params = replace(DEFAULT, **{"read_tokens": read_tokens, **weights})  # type: ignore[arg-type]
        self.rollout_params = replace(DEFAULT, samples=rollout_samples)
        self.own_rollout_params = replace(self.params, samples=rollout_samples)
        self.read_jitter = read_jitter
        self.reader = reader
        self.board_future = board_future

    def candidate_actions(self, g: Curiosity, seat: int, rng: Rng,
                          beliefs: dict[Square, float] | None = None,
                          ) -> list[tuple[float, CuriosityMove]]:
        """The heuristic's best ``candidates`` actions, plus its best card play and its best
        token placement if they are not among them; with their heuristic scores."""
        scored = sorted(score_actions(g, seat, rng, self.params, beliefs),
                        key=lambda sa: -sa[0])
        chosen = scored[: self.candidates]
        kinds = {type(a) for _, a in chosen}
        for kind in (PlayCard, PlaceToken):
            if kind not in kinds:
                extra = next((sa for sa in scored if isinstance(sa[1], kind)), None)
                if extra is not None:
                    chosen.append(extra)
        return chosen

    def choose(self, view: dict[str, JSON], rng: Rng) -> str:
        return self.rank(view, rng)[0].action

    def rank(self, view: dict[str, JSON], rng: Rng, explain: bool = False) -> list[Ranked]:
        """What :meth:`choose` weighs, its choice first: early in the planning every action
        by the heuristic's score (:data:`GAIN`), later the candidates by rollout total,
        each with its mean outcome (:data:`LEAD`, without the ``prior`` share of the total
        it is ranked by). ``explain``: with :func:`explain_move`'s reasons."""
        v = as_view(view)
        self.last_samples = 0
        deadline = (math.inf if self.time_limit is None
                    else time.perf_counter() + self.time_limit)
        legal = v["legal"]
        if len(legal) == 1:  # the one listed action: nothing to weigh
            only = [Ranked(legal[0], ONLY)]
            return self._explain(v, rng, only, None) if explain else only
        seat = own_seat(v)
        g0 = Curiosity.sample_from_view(v, rng.fork(1))
        reader = (TokenReader(v, g0, seat, rng.fork(5))
                  if self.reader == "history" else None)
        beliefs = reader.expected if reader is not None else None
        if sum(v["hand_sizes"]) > self.search_cards:
            # early in the planning: rollouts are long and noisy; trust the heuristic
            scored, cov = scores_and_coverage(g0, seat, rng, self.params, beliefs)
            pick = pick_best(scored, rng)
            order = [pick, *sorted((i for i in range(len(scored)) if i != pick),
                                   key=lambda i: (-scored[i][0], i))]
            ranked = [Ranked(str(scored[i][1]), GAIN, scored[i][0]) for i in order]
        else:
            candidates = self.candidate_actions(g0, seat, rng.fork(3), beliefs)
            cov = coverage(g0, Futures(g0, seat, rng.fork(4), self.params.samples).legs())
            if len(candidates) == 1:
                ranked = [Ranked(str(candidates[0][1]), GAIN, candidates[0][0])]
            else:
                ranked = self._search(v, rng, seat, candidates, reader, beliefs, cov, deadline)
        return self._explain(v, rng, ranked, (g0, cov)) if explain else ranked

    def weigh(self, view: dict[str, JSON], rng: Rng, actions: list[str]) -> list[Ranked]:
        """Only ``actions`` played out as :meth:`rank`'s search plays its candidates, on the
        same determinizations, best first by mean outcome (:data:`LEAD`; no prior): how a
        game review scores a move the ranking did not weigh against the bot's choice."""
        v = as_view(view)
        self.last_samples = 0
        seat = own_seat(v)
        g0 = Curiosity.sample_from_view(v, rng.fork(1))
        reader = (TokenReader(v, g0, seat, rng.fork(5))
                  if self.reader == "history" else None)
        beliefs = reader.expected if reader is not None else None
        cov = coverage(g0, Futures(g0, seat, rng.fork(4), self.params.samples).legs())
        candidates = [(0.0, CuriosityMove.parse(a)) for a in actions]
        ranked = self._search(v, rng, seat, candidates, reader, beliefs, cov, math.inf)
        return sorted(ranked, key=lambda r: -(r.estimate or 0.0))

    def _explain(self, view: CuriosityView, rng: Rng, ranked: list[Ranked],
                 known: tuple[Curiosity, dict[Square, float]] | None) -> list[Ranked]:
        """``ranked`` with :func:`explain_move`'s reasons, from the decision's sample and
        chances (``known``) or, if it weighed nothing, fresh ones."""
        seat = own_seat(view)
        if known is None:
            g0 = Curiosity.sample_from_view(view, rng.fork(1))
            known = g0, coverage(g0, Futures(g0, seat, rng.fork(4), self.params.samples).legs())
        g0, cov = known
        return [replace(r, reason=code, params=params) for r in ranked
                for code, params in [explain_move(g0, seat, CuriosityMove.parse(r.action), cov)]]

    def _search(self, view: CuriosityView, rng: Rng, seat: int,
                candidates: list[tuple[float, CuriosityMove]], reader: TokenReader | None,
                beliefs: dict[Square, float] | None, cov: dict[Square, float],
                deadline: float) -> list[Ranked]:
        """The candidates by rollout total plus ``prior`` × heuristic score once per
        determinization played (so the clock, which may stop the search before
        ``determinizations``, never changes how much the prior weighs), the first best
        first; each with its mean rollout outcome."""
        totals = [0.0] * len(candidates)
        for done in range(self.determinizations):
            if done and time.perf_counter() > deadline:
                break
            self.last_samples = done + 1
            sample = Curiosity.sample_from_view(view, rng.fork(2))
            if reader is not None:
                reader.sample(sample, rng)
            elif self.params.read_tokens:
                read_token_values(sample, seat, cov, rng, self.read_jitter)
            roll_seed = rng.next_u64()
            for i, (_, action) in enumerate(candidates):
                g = sample.clone()
                g.apply(seat, action)
                self._rollout(g, Rng(roll_seed), seat, beliefs)
                totals[i] += _standing(g, seat, self.board_future)
        n = self.last_samples
        weighed = [totals[i] + self.prior * score * n for i, (score, _) in enumerate(candidates)]
        order = sorted(range(len(candidates)), key=lambda i: (-weighed[i], i))
        return [Ranked(str(candidates[i][1]), LEAD, totals[i] / n, n) for i in order]

    def _rollout(self, g: Curiosity, rng: Rng, me: int,
                 beliefs: dict[Square, float] | None = None) -> None:
        rnd = g.round
        while g.turn_seat is not None and g.round == rnd:
            seat = g.turn_seat
            if self.rollout == "fast":
                action = fast_action(g, seat, rng)
            elif seat == me:
                action = heuristic_action(g, seat, rng, self.own_rollout_params,
                                          self.rollout_noise, beliefs)
            else:
                action = heuristic_action(g, seat, rng, self.rollout_params,
                                          self.rollout_noise)
            g.apply(seat, action)


# ----- reasons a player can follow ------------------------------------------------------------
#: every reason code :func:`explain_move` gives (worded as ``curiosity.hint.<code>``)
REASONS = ("cy_plus_likely", "cy_plus_unlikely", "cy_minus_unlikely", "cy_minus_likely",
           "cy_404", "cy_card_face_down", "cy_card_own_gain", "cy_card_own_loss",
           "cy_card_off_others", "cy_card_onto_others", "cy_card_completes", "cy_card_quiet")
#: a square whose measured chance of being on the route reaches this is "likely"
LIKELY = 0.5


def explain_move(g: Curiosity, seat: int, move: CuriosityMove, cov: dict[Square, float],
                 ) -> tuple[str, dict[str, JSON]]:
    """A reason code and its parameters for ``move`` of ``seat`` (squares as ``[col, row]``,
    piles as type letters), from what ``seat`` knows: for a token, the chance that the route
    crosses its square (``cov``, as the heuristic measures it); for a card, how the route as
    it stands (the table's preview) changes over ``seat``'s own tokens, whose values it
    knows (a 404 counts −25, as in the rollouts' rule), and over the others' face-down
    tokens, counted, never valued."""
    if isinstance(move, PlaceToken):
        sq = move.square
        chance = min(1.0, cov.get(sq, 0.0))
        params: dict[str, JSON] = {"value": move.value, "square": [sq[0], sq[1]],
                                   "percent": round(100 * chance)}
        if move.value == ERROR_404:
            return "cy_404", params
        likely = chance >= LIKELY
        if move.value > 0:
            return ("cy_plus_likely" if likely else "cy_plus_unlikely"), params
        return ("cy_minus_likely" if likely else "cy_minus_unlikely"), params
    assert isinstance(move, PlayCard)
    pos = move.index
    kind = g.panel_type[pos] or card_type(move.card)
    pile: dict[str, JSON] = {"pile": kind}
    if len(g.panel_up[pos]) >= g.completion:
        return "cy_card_face_down", pile
    before = set(g.route_preview())
    after = set(compute_route(g.size, g.rover, _legs_after(g, pos, move.card)))
    own = {sq: (-25 if t[2] == ERROR_404 else t[2]) for sq, t in g.board.items()
           if t[0] == seat}
    gain = sum(own.get(sq, 0) for sq in after) - sum(own.get(sq, 0) for sq in before)
    if gain > 0:
        return "cy_card_own_gain", {"count": gain}
    if gain < 0:
        return "cy_card_own_loss", {"count": -gain}
    others = {sq for sq, t in g.board.items() if t[0] != seat}
    change = len(others & after) - len(others & before)
    if change < 0:
        return "cy_card_off_others", {"count": -change}
    if change > 0:
        return "cy_card_onto_others", {"count": change}
    if len(g.panel_up[pos]) + 1 == g.completion:
        return "cy_card_completes", pile
    return "cy_card_quiet", {}


def _random(**_: Any) -> Bot:
    return RandomBot()


BOTS: dict[str, Any] = {"random": _random, "fast": FastBot, "heuristic": HeuristicBot,
                        "search": SearchBot,
                        # each named style: the heuristic with that style's weights
                        **{name: partial(HeuristicBot, style=style)
                           for name, style in STYLES.items() if name != "medium"}}
#: the Hard bot's parameter counting its samples per decision (determinizations, each played
#: out once per candidate); ``time_limit`` is the other budget
SAMPLES_PARAM = "determinizations"
#: a game review's unit and the losses at or above which a move is an inaccuracy, a
#: mistake, a blunder (coach/review.py; why these numbers: docs/review.md)
REVIEW_SCALE: tuple[str, float, float, float] = ("lead", 1.0, 3.0, 5.0)
#: Small budgets for the tests: a whole game of search bots takes a few seconds.
TEST_PARAMS: dict[str, dict[str, Any]] = {
    "search": {"determinizations": 2, "candidates": 2, "time_limit": None}}
LEVELS: dict[str, tuple[str, dict[str, Any]]] = {
    "easy": ("fast", {}),
    "medium": ("heuristic", {}),
    # as many determinizations as fit in the think time (the cap is never reached there)
    "hard": ("search", {"determinizations": 60, "time_limit": 0.45}),
}
