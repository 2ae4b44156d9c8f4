"""Computer players for Lost Cities.

- ``random``: uniform among the legal actions.
- ``heuristic``: the rule-based player of :func:`rank_plays` / :func:`heuristic_draw`,
  described in :class:`HeuristicBot`.
- ``aggressive``, ``cautious``: the heuristic in two other styles (:data:`AGGRESSIVE`,
  :data:`CAUTIOUS`), opponents that do not play like the search's model of them, to measure
  it against.
- ``search``: flat Monte Carlo over determinizations with heuristic rollouts, see
  :class:`SearchBot`. In its rollouts it plays its own side with :data:`TUNED`, weights of
  the same heuristic tuned by self-play (+10.5 ± 0.5 points a game better than the
  documented :data:`MEDIUM` on its own, 4,000 games on deals not used for tuning), and
  expects the opponent to play like :data:`MEDIUM`, the documented decent player.
  Optionally (off by default and at the Hard level, where it did not measure better) it
  infers the opponent's hand from their last plays and discards, read from the view's
  events, see :func:`opponent_likelihood`.

Levels: easy = the heuristic with noise (35 % of the time it takes one of its next three
plays or discards instead, never laying out a card the heuristic scores below
:data:`NOISE_FLOOR`; its draws are the heuristic's), medium = the heuristic, hard = the
search bot at 0.45 s a decision at most (against the heuristic, single games: 71.6 % wins,
+20.0 ± 1.8 points a game over 400 games).

Every bot receives only its seat's view. Views are turned into a :class:`~expeditions.games.
lost_cities.Core` with :func:`~expeditions.games.lost_cities.determinize`; the heuristic
reads only what the player can see in it (its own hand, both columns, the discard piles,
the size of the draw pile), never the sampled opponent hand or draw-pile order. Bots answer
with the canonical string of a :class:`~expeditions.games.lost_cities.Move`.
"""

from __future__ import annotations

import math
import time
from bisect import bisect_right
from dataclasses import dataclass, replace
from functools import partial
from itertools import accumulate
from typing import Any

from ..bots import MARGIN, ONLY, RULE, Bot, RandomBot, Ranked
from ..engine import JSON
from ..games.lost_cities import (
    CARD_OF,
    CARDS_PER_COLOUR,
    CODES,
    COLOUR_LETTERS,
    COLOUR_OF,
    DRAW,
    EXPEDITION_COST,
    HAND_SIZE,
    IS_WAGER,
    KEY_OF,
    RANK_OF,
    VALUE_OF,
    Core,
    LostCitiesView,
    Move,
    as_view,
    determinize,
    own_seat,
    shuffle,
)
from ..rng import Rng


# ----- the heuristic player ------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Style:
    """The heuristic's weights, in points. :data:`MEDIUM` is the documented rule-based player
    (the Medium level, and the model of the opponent in the search's rollouts); other styles
    are tuned variants the search can play its own side with."""

    #: score of playing the next card on an expedition already started, before gap penalties
    started_play: float = 30.0
    #: penalty for each still-obtainable card jumped over (x multiplier), early in the game
    skip_penalty: float = 12.0
    #: expected points still to come into a colour, per card left in the draw pile
    future_per_card: float = 0.25
    #: a new expedition is opened when its projected value exceeds this
    open_margin: float = 10.0
    #: wagers are only played with this projected value, and this many cards left to draw
    wager_margin: float = 5.0
    wager_min_deck: int = 20
    #: a started expedition takes more wagers while hand plus future exceeds this
    wager_started_min: float = 25.0
    #: projected value lost per card of a colour beyond the turns left to play it
    excess_penalty: float = 5.0
    #: what keeping a playable card of a started expedition is worth, plus its value
    keep_started: float = 15.0
    #: keeping a card of an unopened colour: weight x (hand + future - base)
    keep_open_base: float = 14.0
    keep_open_weight: float = 0.6
    #: discarding a card the opponent can lay on an expedition they started costs this plus
    #: its value; one of a colour they have not started costs this x its value
    help_started: float = 5.0
    help_open: float = 0.3
    #: take a discard-pile card when it is worth this much more than a blind draw
    take_margin: float = 8.0
    #: taking a discard for a started expedition: base worth, and cost per card jumped over
    take_started: float = 15.0
    take_skip: float = 4.0
    #: with this few cards left to draw, think about making the game last longer
    endgame_deck: int = 6
    #: ... by taking from a discard pile, when the cards still to lay out exceed this share
    #: of the draw pile
    stall_share: float = 0.5
    #: a colour is opened with a wager only with this many of its number cards in hand
    wager_min_cards: int = 2
    #: keeping a wager of an unopened colour: this x the colour's number cards in hand
    keep_wager: float = 0.4
    #: bonus for laying out a card when more remain to lay out than turns left
    rush_bonus: float = 10.0
    #: taking a card the opponent could lay out denies it to them: this plus weight x value
    deny_base: float = 2.0
    deny_weight: float = 0.3
    #: opening a colour: worth this per number card of it in hand, beyond their values
    open_per_card: float = 0.0
    #: opening a colour: less worth this per card in the opponent's expedition of it
    contested: float = 0.0
    #: keeping a card of an unopened colour: this x its value, on top
    keep_open_value: float = 0.3


#: the documented heuristic player
MEDIUM = Style()
#: weights tuned by self-play against MEDIUM (``benchmarks/lost_cities_tune.py``): the
#: search plays its own side of the rollouts with them
TUNED = Style(started_play=20.0, skip_penalty=11.0, open_margin=11.5, wager_margin=-1.5,
              wager_min_deck=8, wager_started_min=17.0, excess_penalty=9.0, keep_started=43.0,
              keep_open_base=17.0, help_started=9.0, take_margin=14.0, take_started=19.5,
              take_skip=1.0, stall_share=0.425, wager_min_cards=1, keep_wager=0.7,
              rush_bonus=0.0, deny_base=3.0, deny_weight=0.6, open_per_card=0.5,
              contested=1.0)
#: an aggressive opener: opens a colour as soon as what it holds and may still draw covers
#: the 20 it costs, puts wagers down with one card of the colour and late into the game, and
#: takes discards readily; a player the search must not expect to wait
AGGRESSIVE = Style(open_margin=0.0, wager_margin=0.0, wager_min_cards=1, wager_min_deck=12,
                   wager_started_min=15.0, excess_penalty=3.0, keep_open_base=8.0,
                   take_margin=3.0, take_skip=2.0, skip_penalty=6.0)
#: a cautious discarder: opens a little more reluctantly than MEDIUM, rarely wagers, never feeds an
#: expedition the opponent has started and always draws from the draw pile (like the outside
#: player that TUNED alone beat by more than the search did, issue 15)
CAUTIOUS = Style(open_margin=12.0, wager_margin=10.0, wager_min_deck=25, help_started=25.0,
                 help_open=1.0, take_margin=1e9, endgame_deck=0, skip_penalty=16.0)
#: a late opener (issue 33's field): counts the cards it may still draw at 0.15 a card instead
#: of 0.25, so a colour waits until the hand nearly covers its cost (its first expedition about
#: three of its turns after MEDIUM's, 1.9 expeditions a game against 2.6), and never takes a
#: discard, not even to make the game last longer; −5.8 a game against MEDIUM
LATECOMER = Style(future_per_card=0.15, take_margin=1e9, endgame_deck=0)
#: a heavy wagerer (issue 33's field): opens colours with wagers on a single card, stacks
#: wagers on started expeditions until late and keeps wagers in hand rather than discard them
#: (3.0 wagers a game against MEDIUM's 0.9 and AGGRESSIVE's 1.9); −1.3 a game against MEDIUM
GAMBLER = Style(open_margin=4.0, wager_margin=-10.0, wager_min_cards=1, wager_min_deck=6,
                wager_started_min=8.0, keep_wager=1.5, excess_penalty=3.0)
#: the styles by name (for bot parameters given as JSON)
STYLES: dict[str, Style] = {"medium": MEDIUM, "tuned": TUNED, "aggressive": AGGRESSIVE,
                            "cautious": CAUTIOUS, "latecomer": LATECOMER, "gambler": GAMBLER}
#: the Easy level's slips never lay out a card the heuristic scores below this (-50: the
#: higher card of a colour before the lower; -30 / -20: a wager that cannot pay; an opening
#: whose projected value is below -5, such as opening a colour on the last turns)
NOISE_FLOOR = -15.0
#: after this many actions in one game, always draw from the draw pile (no endless stalling)
STALL_LIMIT = 300


def _top_value(level: int) -> int:
    """Value of the last number card of a column with this level (1 if none)."""
    return level - 1 if level >= 3 else 1


def _skipped_live(core: Core, p: int, colour: int, low: int, high: int) -> int:
    """Number cards of ``colour`` with value in (low, high) that ``p`` could still obtain:
    not in the opponent's column and not buried in the discard pile."""
    if high - low <= 1:
        return 0
    base = colour * CARDS_PER_COLOUR + 1  # card of value v is base + v
    dead = core.cols[1 - p][colour]
    buried = core.piles[colour][:-1]
    n = 0
    for card in range(base + low + 1, base + high):
        if card not in dead and card not in buried:
            n += 1
    return n


def _playable_in_hand(core: Core, p: int,
                      ) -> tuple[list[int], list[int], list[int], list[int], int]:
    """Per colour, of the cards in ``p``'s hand that can still go on their column: the sum
    and number of the number cards, the number of wagers, and the lowest value (99 if
    none); and how many of those number cards are for expeditions already started.
    (:meth:`Core.can_play` inlined, as in :func:`_score_plays`: the rollouts' hot path.)"""
    lv = core.levels[p]
    ncol = core.ncol
    hand_sum = [0] * ncol
    hand_n = [0] * ncol
    hand_w = [0] * ncol
    lowest = [99] * ncol
    for card in core.hands[p]:
        c = COLOUR_OF[card]
        if KEY_OF[card] > lv[c]:
            if IS_WAGER[card]:
                hand_w[c] += 1
            else:
                v = VALUE_OF[card]
                hand_sum[c] += v
                hand_n[c] += 1
                if v < lowest[c]:
                    lowest[c] = v
    pending = 0  # cards we still want to lay on started expeditions
    my_cols = core.cols[p]
    for c in range(ncol):
        if my_cols[c]:
            pending += hand_n[c]
    return hand_sum, hand_n, hand_w, lowest, pending


def rank_plays(core: Core, p: int, ordered: bool = True, style: Style = MEDIUM,
               ) -> list[tuple[float, int, bool]]:
    """Every distinct step-1 action of player ``p`` with the heuristic's score, best first:
    ``(score, card, to_column)``; the weights come from ``style`` (:data:`MEDIUM`, the
    documented player, unless the search asks for its own). The rules, as a player would
    put them, are those of step 1 in :class:`HeuristicBot`: build on started expeditions
    with the lowest card (:func:`_started_score`), open a colour only with enough of it in
    hand (:func:`_open_score`), else discard what helps you and your opponent least. The
    scores are :func:`_score_plays`' (unordered: in hand order, each discard before its
    play)."""
    scored: list[tuple[float, int, bool]] = []
    _score_plays(core, p, style, scored)
    # the three wagers of a colour are the same move: only the first in hand is listed
    first: dict[int, int] = {}
    out = [t for t in scored
           if not IS_WAGER[t[1]] or first.setdefault(COLOUR_OF[t[1]], t[1]) == t[1]]
    if ordered:
        out.sort(key=lambda t: -t[0])
    return out


def best_play(core: Core, p: int, st: Style = MEDIUM) -> tuple[int, bool]:
    """The step 1 :func:`rank_plays` scores highest, as ``(card, to_column)`` (the first of
    its list on a tie), without building and sorting the list: the rollouts' hot path."""
    return _score_plays(core, p, st, None)


def _score_plays(core: Core, p: int, st: Style, out: list[tuple[float, int, bool]] | None,
                 ) -> tuple[int, bool]:
    """The heuristic's one scoring of ``p``'s step 1: every card's discard and, if it may
    go on its column, its play, scored and appended to ``out`` if given (in hand order, the
    discard first), and the best returned (the first on a tie). A colour's wagers score
    alike, so the first of them stays best.

    It asks :meth:`Core.can_play` inlined (``KEY_OF[card] > level``): this is the rollouts'
    hot path, where a call a card costs a fifth of the search's samples;
    ``tests/test_lost_cities_bots.py`` keeps it equal to the engine's rule."""
    lv = core.levels[p]
    opp_lv = core.levels[1 - p]
    my_cols = core.cols[p]
    opp_cols = core.cols[1 - p]
    deck_left = len(core.deck)
    colour_of, key_of, value_of, is_wager = COLOUR_OF, KEY_OF, VALUE_OF, IS_WAGER
    hand_sum, hand_n, hand_w, lowest, pending = _playable_in_hand(core, p)
    future = st.future_per_card * deck_left
    rush = pending >= (deck_left + 1) // 2  # more to lay out than turns left
    best = -math.inf
    best_card, best_to_column = -1, False
    for card in core.hands[p]:
        c = colour_of[card]
        is_w = is_wager[card]
        val = value_of[card]
        key = key_of[card]
        playable = key > lv[c]
        # --- discard score: what we lose by giving the card away
        if not playable:
            keep = 0.0
        elif my_cols[c]:
            keep = st.keep_started + val
        elif is_w:
            keep = st.keep_wager * hand_sum[c] if deck_left > st.wager_min_deck else 0.0
        else:
            # max(0.0, short) without the call (the same value: it is the rollouts' hot path)
            short = hand_sum[c] + future - st.keep_open_base
            keep = ((short if short > 0.0 else 0.0) * st.keep_open_weight
                    + st.keep_open_value * val)
        if key > opp_lv[c]:  # it helps the opponent (a wager's value is 0)
            keep += st.help_started + val if opp_cols[c] else st.help_open * val
        discard = -keep
        if discard > best:
            best, best_card, best_to_column = discard, card, False
        if not playable:
            if out is not None:
                out.append((discard, card, False))
            continue
        # --- play score (-50: play the lower card of this colour first)
        score = (-50.0 if val > lowest[c] and not is_w else
                 _started_score(core, p, card, hand_sum[c] + future, rush, st, deck_left)
                 if my_cols[c] else
                 _open_score(core, p, card, hand_sum[c], hand_n[c], hand_w[c], future, st,
                             deck_left))
        if score > best:
            best, best_card, best_to_column = score, card, True
        if out is not None:
            out += ((discard, card, False), (score, card, True))
    return best_card, best_to_column


def _started_score(core: Core, p: int, card: int, prospect: float, rush: bool,
                   st: Style, deck_left: int) -> float:
    """Playing ``card`` (a wager, or the lowest playable number card of its colour in hand)
    on ``p``'s started expedition of its colour (``prospect``: the playable number cards of
    the colour in hand plus the future; ``deck_left``: the cards in the draw pile)."""
    if IS_WAGER[card]:
        return st.started_play if (prospect > st.wager_started_min
                                   and deck_left > st.wager_min_deck) else -20.0
    val = VALUE_OF[card]
    c = COLOUR_OF[card]
    wagers = 0
    for x in core.cols[p][c]:
        if IS_WAGER[x]:
            wagers += 1
    skipped = _skipped_live(core, p, c, _top_value(core.levels[p][c]), val)
    early = deck_left / 20.0
    penalty = st.skip_penalty * skipped * (1 + wagers) * (early if early < 1.0 else 1.0)
    score = st.started_play - penalty
    if rush:
        score += st.rush_bonus + penalty  # more to play than turns left: play now
    return score


def _open_score(core: Core, p: int, card: int, hand_sum: int, hand_n: int, hand_w: int,
                future: float, st: Style, deck_left: int) -> float:
    """Opening ``p``'s expedition of ``card``'s colour with it (a wager, or the lowest
    number card of the colour in hand; ``hand_sum``, ``hand_n``, ``hand_w``: that colour's
    playable cards in hand; ``deck_left``: the cards in the draw pile)."""
    c = COLOUR_OF[card]
    my_turns = (deck_left + 1) // 2
    # projected value of opening this colour with what we hold
    proj = (hand_sum + future - EXPEDITION_COST + st.open_per_card * hand_n
            - st.contested * len(core.cols[1 - p][c]))
    if hand_n > my_turns + 1:
        proj -= st.excess_penalty * (hand_n - my_turns - 1)
    wager_ok = proj >= st.wager_margin and deck_left >= st.wager_min_deck
    if IS_WAGER[card]:
        return proj + st.open_margin if wager_ok and hand_n >= st.wager_min_cards else -30.0
    score = proj - st.open_margin
    if hand_w and wager_ok:
        score -= 10.0  # the wager should go first
    return score


def draw_gain(core: Core, p: int, colour: int, style: Style = MEDIUM) -> float:
    """How much better the top card of ``colour``'s discard pile is than a blind draw."""
    card = core.piles[colour][-1]
    gain = -100.0
    val = VALUE_OF[card]
    if core.can_play(p, card):
        if core.cols[p][colour]:
            if IS_WAGER[card]:
                gain = 0.0
            else:
                skipped = _skipped_live(core, p, colour, _top_value(core.levels[p][colour]),
                                        val)
                lower_in_hand = 0
                for x in core.hands[p]:
                    if COLOUR_OF[x] == colour and VALUE_OF[x] < val and core.can_play(p, x):
                        lower_in_hand += 1
                gain = style.take_started - style.take_skip * max(0, skipped - lower_in_hand)
        elif not IS_WAGER[card]:
            hand_sum = 0
            for x in core.hands[p]:
                if COLOUR_OF[x] == colour and not IS_WAGER[x]:
                    hand_sum += VALUE_OF[x]
            if hand_sum:
                gain = hand_sum + val + style.future_per_card * len(core.deck) - 20.0
    if core.cols[1 - p][colour] and not IS_WAGER[card] and core.can_play(1 - p, card):
        gain += style.deny_base + style.deny_weight * val  # and the opponent does not get it
    return gain


def heuristic_draw(core: Core, p: int, stalled: bool = False, style: Style = MEDIUM) -> int:
    """Step 2: take the top of a discard pile if it is clearly useful (a card that fits an
    expedition you have started without jumping over much, or one that makes a colour worth
    opening), otherwise draw blind. ``stalled``: always draw blind."""
    if stalled or not core.deck:
        return -1
    best = -1
    best_gain = style.take_margin
    deck_left = len(core.deck)
    if deck_left <= style.endgame_deck:
        # more cards to lay out than turns left: take from a discard pile to make the game
        # last longer (it does not shorten the draw pile)
        cols = core.cols[p]
        pending = 0
        for x in core.hands[p]:
            if cols[COLOUR_OF[x]] and not IS_WAGER[x] and core.can_play(p, x):
                pending += 1
        if pending > deck_left * style.stall_share:
            best_gain = -1000.0
    blocked = core.blocked
    for colour, pile in enumerate(core.piles):
        if colour == blocked or not pile:
            continue
        g = draw_gain(core, p, colour, style)
        if g > best_gain:
            best, best_gain = colour, g
    return best


def heuristic_playout(core: Core, rng: Rng, stall_limit: int = 120, epsilon: float = 0.0,
                      styles: tuple[Style, Style] = (MEDIUM, MEDIUM)) -> None:
    """Finish ``core`` with both players following the heuristic, seat ``i`` in
    ``styles[i]`` (with probability ``epsilon`` a play step takes the second-best choice
    instead). After ``stall_limit`` turns everyone draws blind, so the playout always ends."""
    turns = 0
    if core.phase == DRAW:
        core.draw(heuristic_draw(core, core.player, False, styles[core.player]))
    while not core.over:
        p = core.player
        style = styles[p]
        if epsilon and rng.random() < epsilon:
            ranked = rank_plays(core, p, True, style)
            pick = ranked[1] if len(ranked) > 1 else ranked[0]
            core.play(pick[1], pick[2])
        else:
            card, to_column = _score_plays(core, p, style, None)  # best_play, one call less
            core.play(card, to_column)
        core.draw(heuristic_draw(core, p, turns >= stall_limit, style))
        turns += 1


# ----- inference from the opponent's recent actions ---------------------------------------
#: the history's kind of each event type of an action
_HISTORY_KIND = {"played": "play", "discarded": "discard", "took": "take", "drew": "deck"}


def public_history(view: LostCitiesView) -> list[tuple[int, str, int, int]]:
    """The public actions of the current game, oldest first, read from the view's events:
    ``(seat, kind, colour, value)`` with kind ``"play"``, ``"discard"``, ``"deck"`` (a
    blind draw; colour and value -1) or ``"take"`` (from a discard pile); value 0 is a
    wager. Stops at the start of the current game."""
    out: list[tuple[int, str, int, int]] = []
    for event in reversed(view["events"]):
        kind = _HISTORY_KIND.get(event["type"])
        if kind is None:
            break  # the start (or the end) of a game
        if kind == "deck":
            out.append((int(event["seat"]), kind, -1, -1))
        else:
            card = CARD_OF[event["card"]]
            out.append((int(event["seat"]), kind, COLOUR_OF[card], VALUE_OF[card]))
    out.reverse()
    return out


def _same_card(a: int, b: int) -> bool:
    """Equal, or two wagers of one colour (they play identically)."""
    return a == b or (IS_WAGER[a] and IS_WAGER[b] and COLOUR_OF[a] == COLOUR_OF[b])


def _card(colour: int, value: int) -> int:
    """The card of ``colour`` with ``value`` (0: a wager; the three play alike)."""
    return colour * CARDS_PER_COLOUR + (0 if value == 0 else value + 1)


def _find(hand: list[int], colour: int, value: int) -> int:
    for card in hand:
        if COLOUR_OF[card] == colour and VALUE_OF[card] == value:
            return card
    return -1


def opponent_likelihood(world: Core, seat: int, history: list[tuple[int, str, int, int]],
                        rng: Rng, turns: int = 3, temperature: float = 6.0,
                        floor: float = 0.05) -> float:
    """How well the sampled opponent hand of ``world`` explains the opponent's last
    ``turns`` plays or discards, under the model that they play roughly like the heuristic.

    The history is undone action by action on a copy of ``world`` (a blind draw takes back
    a random card of the sampled hand that was not taken from a discard pile); before each
    of the opponent's steps 1, :func:`rank_plays` scores their options with the hand they
    had then. Each step contributes ``exp(-(best - observed) / temperature)``, at least
    ``floor``: soft, because people do not play exactly like the heuristic. Returns the
    product (1.0 if there is nothing to learn from)."""
    opp = 1 - seat
    r = world.copy()
    taken = [(c, v) for s, k, c, v in history if s == opp and k == "take"]
    weight = 1.0
    seen = 0
    for s, kind, colour, value in reversed(history):
        if seen >= turns:
            break
        if kind == "deck":
            undone = _undo_blind_draw(r, s == opp, opp, taken, rng)
        elif kind == "take":
            undone = _undo_take(r, s == opp, opp, colour, value)
        else:
            card = _undo_step1(r, s, kind == "play", colour)
            undone = card >= 0
            if undone and s == opp:
                r.hands[opp].append(card)
                seen += 1
                weight *= _step_weight(r, opp, card, kind == "play", temperature, floor)
        if not undone:
            break
    return weight


def _undo_blind_draw(r: Core, by_opp: bool, opp: int, taken: list[tuple[int, int]],
                     rng: Rng) -> bool:
    """Put a blind draw back (only the draw pile's size matters to the heuristic); the
    opponent's is a random card of their hand that was not taken from a discard pile.
    False if there is none."""
    r.deck.append(-1)
    if by_opp:
        hand = r.hands[opp]
        pool = [x for x in hand if x not in r.known[opp]
                and (COLOUR_OF[x], VALUE_OF[x]) not in taken]
        if not pool:
            return False
        hand.remove(pool[rng.below(len(pool))])
    return True


def _undo_take(r: Core, by_opp: bool, opp: int, colour: int, value: int) -> bool:
    """Put a card taken from ``colour``'s discard pile back on it. False if the
    opponent's sampled hand does not hold it."""
    if by_opp:
        hand = r.hands[opp]
        card = _find(hand, colour, value)
        if card < 0:
            return False
        hand.remove(card)
        if card in r.known[opp]:
            r.known[opp].remove(card)
    else:
        card = _card(colour, value)
    r.piles[colour].append(card)
    return True


def _undo_step1(r: Core, s: int, to_column: bool, colour: int) -> int:
    """Take back ``s``'s last play (``to_column``) or discard of ``colour``: the card, or
    -1 if the column or pile is empty."""
    if to_column:
        col = r.cols[s][colour]
        if not col:
            return -1
        card = col.pop()
        level = -1
        for x in col:
            if not IS_WAGER[x]:
                level = RANK_OF[x]
        r.levels[s][colour] = level
        return card
    pile = r.piles[colour]
    return pile.pop() if pile else -1


def _step_weight(r: Core, opp: int, card: int, to_column: bool, temperature: float,
                 floor: float) -> float:
    """How likely the heuristic would have made the opponent's step 1 (``card``,
    ``to_column``) from the position ``r`` before it."""
    ranked = rank_plays(r, opp, False)
    best = max(t[0] for t in ranked)
    obs = best + 100.0
    for sc, x, col_flag in ranked:
        if col_flag == to_column and _same_card(x, card):
            obs = sc
            break
    return max(floor, math.exp((obs - best) / temperature)) if obs < best else 1.0


# ----- which style the opponent plays ------------------------------------------------------
#: how likely an opponent is to act against what its style would surely do (people slip)
STYLE_SLIP = 0.1


def _never_takes(style: Style) -> bool:
    return style.take_margin >= 1e6 and style.endgame_deck <= 0


def style_weights(view: LostCitiesView, styles: tuple[Style, ...]) -> list[float]:
    """How well each of ``styles`` explains the opponent's draws so far in this game, from
    public information only: the table is replayed from the view's events with the
    opponent's hand empty, so a style's :func:`draw_gain` of each discard pile is a lower
    bound of what it was with the real hand. A blind draw when a style would have taken a
    pile even so, or a take by a style that never takes, counts :data:`STYLE_SLIP`; every
    other draw fits every style. Normalised to sum to 1 (uniform if nothing tells)."""
    seat = own_seat(view)
    opp = 1 - seat
    ncol = len(view["colours"])
    r = Core(ncol)
    r.deck = [-1] * (ncol * CARDS_PER_COLOUR - 2 * HAND_SIZE)
    weights = [1.0] * len(styles)
    for s, kind, colour, value in public_history(view):
        if kind == "play":
            card = _card(colour, value)
            r.cols[s][colour].append(card)
            if not IS_WAGER[card]:
                r.levels[s][colour] = RANK_OF[card]
            continue
        if kind == "discard":
            r.piles[colour].append(_card(colour, value))
            r.blocked = colour
            continue
        if s == opp and r.deck:
            r.player, r.phase = opp, DRAW
            for i, style in enumerate(styles):
                if kind == "take":
                    fits = not _never_takes(style)
                else:
                    fits = heuristic_draw(r, opp, False, style) < 0
                if not fits:
                    weights[i] *= STYLE_SLIP
        if kind == "take":
            r.piles[colour].pop()
        elif r.deck:
            r.deck.pop()
        r.blocked = -1
    total = sum(weights)
    return [w / total for w in weights]


# ----- bots ----------------------------------------------------------------------------------
class HeuristicBot:
    """The rule-based player, the way a decent human plays:

    *Step 1 (play or discard)*, see :func:`rank_plays`:

    - keep building the expeditions you have started, always with your lowest card of the
      colour; avoid jumping over cards you could still get (less so as the draw pile runs
      out); when you hold more cards for your expeditions than you have turns left, lay
      them out now;
    - open a new expedition only with enough of the colour in hand (what you hold plus what
      you can expect to draw must clearly beat the 20 it costs, with turns enough to play
      it), wagers first when it looks very good and the game is young; never open late;
    - otherwise discard the card that is least useful to you (dead cards, below your
      expedition, first) and to your opponent (do not feed an expedition they started).

    *Step 2 (draw)*, see :func:`heuristic_draw`: take the top of a discard pile if it fits
    an expedition you started without a big jump, or makes a colour worth opening (a bit
    more readily when it also denies your opponent a card they can use); near the end,
    when you hold more cards to lay out than you have turns, take from discard piles to
    make the game last longer; otherwise draw blind. After :data:`STALL_LIMIT` actions in
    one game it always draws blind, so two heuristic players never stall forever.

    ``noise``: probability of taking one of the next three plays instead (the "easy"
    level), except laying out a card scored below :data:`NOISE_FLOOR`: a discard a better
    player would keep, or opening an expedition a little early, never an absurd move.
    ``style``: the weights, :data:`MEDIUM` (this documented player) or a name in
    :data:`STYLES`.
    """

    def __init__(self, noise: float = 0.0, style: Style | str = MEDIUM) -> None:
        self.noise = noise
        self.style = STYLES[style] if isinstance(style, str) else style

    def choose(self, view: dict[str, JSON], rng: Rng) -> str:
        typed = as_view(view)
        if not typed["legal"]:
            raise ValueError("the bot was asked to move but has no legal action")
        core = determinize(typed, rng)  # only the viewer's side of it is read
        p = own_seat(typed)
        if core.phase == DRAW:
            stalled = typed["game_turns"] >= STALL_LIMIT
            return str(Move.draw(heuristic_draw(core, p, stalled, self.style)))
        ranked = rank_plays(core, p, True, self.style)
        pick = ranked[0]
        if self.noise and len(ranked) > 1 and rng.random() < self.noise:
            # a beginner's slip, never an absurd move: no card laid out that the heuristic
            # scores below NOISE_FLOOR (a late opening that cannot pay its 20, a wager too
            # late, the higher card of a colour before the lower one)
            slips = [t for t in ranked[1:4] if not t[2] or t[0] >= NOISE_FLOOR]
            if slips:
                pick = slips[rng.below(len(slips))]
        return str(Move.play(pick[1], pick[2]))


class SearchBot:
    """Flat Monte Carlo search over determinizations, with heuristic rollouts.

    For the step to take (play or draw), the candidates are the heuristic's ``width`` best
    plays, or the ``draw_width`` first of :func:`draw_candidates`, ranked in the bot's own
    ``style``. Each iteration samples one full state consistent with the view
    (:func:`determinize`: the opponent's unknown cards and the draw-pile order are drawn
    from the unseen cards) and plays every candidate out on that same state with the same
    rollout seed (common random numbers, so candidates are compared on equal luck); a
    rollout is the heuristic player for both sides to the end of the current game (the bot
    in ``style``, its opponent in ``opponent_style``), scored as our points minus theirs.
    The candidate with the best mean wins; it must beat the heuristic's own choice by
    ``margin`` points on average (plus ``margin_se`` standard errors of that paired
    difference: an experiment, off in Hard), else the heuristic's choice is kept. Every
    :data:`PRUNE_EVERY` samples, candidates clearly worse than the leader (paired
    difference plus :data:`PRUNE_SE` standard errors below zero) are dropped, so the budget
    goes to the close calls; with ``settle``, a decision ends as soon as one candidate is
    left (an easy choice does not use the whole budget). With ``extend`` (1.0 in Hard), a
    decision whose leader is not the heuristic's choice and leads it by less than ``margin``
    plus ``extend_se`` standard errors gets ``extend`` times its budget again (samples and
    time) before it is made: the samples go where the search is about to depart from its
    rollout policy on what may be noise (so Hard thinks up to twice its clock on such a
    decision; docs/strength.md). Budget: ``time_limit`` seconds per decision, or
    ``iterations`` samples (the one reached first). ``time_limit=None`` leaves only the
    sample budget, and the bot is then deterministic for a given view and seed (the arena's
    ``--budget browser`` plays Hard so, with the samples the browser reaches in 0.45 s,
    :mod:`expeditions.bots.budget`). ``epsilon``: probability that a rollout player takes
    its second-best play.

    Inference (``infer_turns`` > 0): a sampled opponent hand is kept with probability
    :func:`opponent_likelihood` (how well it explains the opponent's last ``infer_turns``
    plays and discards, read from the view's events, if they play roughly like the
    heuristic; ``temperature`` and ``floor`` keep it soft), up to ``tries`` samples, each
    judged over ``restarts`` guesses of which card the opponent drew. The first
    ``pool_size`` accepted states are then reused with freshly shuffled draw piles, so the
    inference costs a fixed amount per decision, not per sample.
    """

    def __init__(self, time_limit: float | None = 0.45, iterations: int = 10_000,
                 width: int = 3,
                 margin: float = 1.0, epsilon: float = 0.0, infer_turns: int = 0,
                 temperature: float = 6.0, floor: float = 0.05, tries: int = 30,
                 restarts: int = 1, pool_size: int = 24, draw_width: int = 3,
                 style: Style | str = TUNED, opponent_style: Style | str = MEDIUM,
                 settle: bool = True, opponent_styles: tuple[Style | str, ...] = (),
                 margin_se: float = 0.0, extend: float = 0.0, extend_se: float = 2.0,
                 ) -> None:
        self.style = STYLES[style] if isinstance(style, str) else style
        self.opponent_style = (STYLES[opponent_style] if isinstance(opponent_style, str)
                               else opponent_style)
        self.opponent_styles = tuple(STYLES[x] if isinstance(x, str) else x
                                     for x in opponent_styles)
        self.draw_width = draw_width
        self.settle = settle
        self.pool_size = pool_size
        self.restarts = restarts
        self.infer_turns = infer_turns
        self.temperature = temperature
        self.floor = floor
        self.tries = tries
        self._history: list[tuple[int, str, int, int]] = []
        #: samples the last searched decision took (for experiments)
        self.last_iterations = 0
        self.time_limit = time_limit
        self.iterations = iterations
        self.width = width
        self.margin = margin
        self.margin_se = margin_se
        self.extend = extend
        self.extend_se = extend_se
        self.epsilon = epsilon

    @property
    def last_samples(self) -> int:
        """Samples the last decision took (0 if it had one candidate), like every Hard bot."""
        return self.last_iterations

    def choose(self, view: dict[str, JSON], rng: Rng) -> str:
        return self.rank(view, rng)[0].action

    def rank(self, view: dict[str, JSON], rng: Rng, explain: bool = False) -> list[Ranked]:
        """The candidates, the one :meth:`choose` plays first, then the others by their
        estimated margin (:data:`MARGIN`): the choice's mean margin, and for each other the
        choice's mean plus its mean difference to the choice over the samples (a pruned
        candidate has fewer: it is set against the candidate that dropped it, on the same
        deals; :func:`_estimates`).
        ``explain``: with :func:`explain_move`'s reasons, read from what the seat sees."""
        typed = as_view(view)
        if not typed["legal"]:
            raise ValueError("the bot was asked to move but has no legal action")
        self.last_iterations = 0
        p = own_seat(typed)
        base = determinize(typed, rng)
        self._history = public_history(typed) if self.infer_turns else []
        self._pool: list[Core] = []
        self._next = 0
        candidates = self._candidates(base, p, typed["game_turns"] >= STALL_LIMIT)
        if len(candidates) == 1:
            ranked = [Ranked(str(candidates[0]), ONLY if len(typed["legal"]) == 1 else RULE)]
        else:
            order, estimates, results = self._search(typed, rng, candidates)
            ranked = [Ranked(str(candidates[i]), MARGIN, estimates[i], len(results[i]))
                      for i in order]
        if explain:
            moves = {str(m): m for m in candidates}
            ranked = [replace(r, reason=code, params=params) for r in ranked
                      for code, params in [explain_move(base, p, moves[r.action], self.style)]]
        return ranked

    def weigh(self, view: dict[str, JSON], rng: Rng, actions: list[str]) -> list[Ranked]:
        """Only ``actions`` (legal strings of ``view``) played out as :meth:`rank` plays its
        candidates, on the same samples, each with its estimated margin (best first), none
        dropped early (every one gets the whole budget, so their difference is as sure as
        the budget makes it): how a game review scores a move against the bot's choice."""
        typed = as_view(view)
        self.last_iterations = 0
        self._history = public_history(typed) if self.infer_turns else []
        self._pool = []
        self._next = 0
        moves = [Move.parse(a) for a in actions]
        order, estimates, results = self._search(typed, rng, moves, prune=False)
        return [Ranked(str(moves[i]), MARGIN, estimates[i], len(results[i])) for i in order]

    def _candidates(self, base: Core, p: int, stalled: bool) -> list[Move]:
        """The moves to compare, the heuristic's choice first (only it when stalled or
        when there is no other)."""
        if base.phase == DRAW:
            draws = draw_candidates(base, p, stalled, self.style)
            if stalled:
                return [Move.draw(draws[0])]
            return [Move.draw(source) for source in draws[: self.draw_width]]
        ranked = rank_plays(base, p, True, self.style)
        return [Move.play(card, col) for _, card, col in ranked[: self.width]]

    def _search(self, view: LostCitiesView, rng: Rng, candidates: list[Move],
                prune: bool = True) -> tuple[list[int], list[float], list[list[float]]]:
        """The candidates' indices, the one with the best mean rollout margin first (see
        the class), then the others by their estimated margin; each candidate's estimate
        (:func:`_estimates`); and every candidate's margins. Without ``prune`` every
        candidate is played out on every sample (the whole budget, no early end)."""
        p = own_seat(view)
        own = self.style
        models = self.opponent_styles or (self.opponent_style,)
        pairs = [(own, m) if p == 0 else (m, own) for m in models]
        # running sums of the models' weights, to draw one for each sample's rollouts
        cumulative = list(accumulate(style_weights(view, models))) if len(models) > 1 else []
        n = len(candidates)
        results: list[list[float]] = [[] for _ in range(n)]
        active = list(range(n))
        deadline = (math.inf if self.time_limit is None
                    else time.perf_counter() + self.time_limit)
        done = 0
        limit = self.iterations
        extended = not (prune and self.extend)
        #: the leader each dropped candidate was found clearly worse than
        pruned_by: dict[int, int] = {}
        while True:
            if not (done < limit and (done == 0 or time.perf_counter() < deadline)):
                if extended or not self._unsure(results, active, done):
                    break
                # the search would leave the heuristic's choice on a lead it is not sure
                # of: give that decision more samples (and more time) before it does
                extended = True
                limit += int(self.iterations * self.extend)
                deadline += (self.time_limit or 0.0) * self.extend
                continue
            world = self._sample(view, rng)
            seed = rng.next_u64()
            styles = (pairs[min(bisect_right(cumulative, rng.random()), len(pairs) - 1)]
                      if cumulative else pairs[0])
            for i in active:
                move = candidates[i]
                sim = world.copy()
                if move.kind == "draw":
                    sim.draw(move.source)
                else:
                    sim.play(move.card, move.kind == "play")
                heuristic_playout(sim, Rng(seed), epsilon=self.epsilon, styles=styles)
                sc = sim.scores()
                results[i].append(sc[p] - sc[1 - p])
            done += 1
            if prune and done % PRUNE_EVERY == 0 and len(active) > 1:
                kept, lead = _prune(active, results, done)
                pruned_by.update((i, lead) for i in active if i not in kept)
                active = kept
                if self.settle and len(active) == 1:
                    break  # the others are clearly worse: the decision is made
        self.last_iterations = done
        means = [sum(r) / len(r) for r in results]
        best = max(active, key=lambda i: means[i])
        if best != 0 and 0 in active:
            mean, se = _paired_lead(results[best], results[0])
            if mean < self.margin + self.margin_se * se:
                best = 0
        estimates = _estimates(best, means, results, pruned_by)
        rest = sorted((i for i in range(n) if i != best), key=lambda i: (-estimates[i], i))
        return [best, *rest], estimates, results

    def _unsure(self, results: list[list[float]], active: list[int], done: int) -> bool:
        """Whether the leader is not the heuristic's choice (candidate 0, still active)
        and leads it by less than ``margin`` plus ``extend_se`` standard errors of their
        paired difference: a departure the samples so far do not settle."""
        if done < 2 or 0 not in active:
            return False
        best = max(active, key=lambda i: sum(results[i]) / len(results[i]))
        if best == 0:
            return False
        mean, se = _paired_lead(results[best], results[0])
        return mean - self.extend_se * se < self.margin

    def _sample(self, view: LostCitiesView, rng: Rng) -> Core:
        """One full state consistent with ``view`` (a hook, so experiments can swap in
        other samplers)."""
        if self._history and len(self._pool) >= self.pool_size:
            # reuse an accepted opponent hand with a freshly shuffled draw pile: the hand is
            # what the inference is about, and it is the expensive part to sample
            world = self._pool[self._next % self.pool_size].copy()
            self._next += 1
            shuffle(world.deck, rng)
            return world
        world = determinize(view, rng)
        if not self._history:
            return world
        seat = own_seat(view)
        best, best_w = world, -1.0
        for _ in range(self.tries):
            w = 0.0
            for _ in range(self.restarts):
                w += opponent_likelihood(world, seat, self._history, rng, self.infer_turns,
                                         self.temperature, self.floor)
            w /= self.restarts
            if rng.random() < w:
                best = world
                break
            if w > best_w:
                best, best_w = world, w
            world = determinize(view, rng)
        self._pool.append(best)
        return best


def move_key(action: str) -> str:
    """One key for moves that play alike (the three wagers of a colour: ``play:YW1`` and
    ``play:YW2`` are the same move), for a game review comparing a move with the bot's."""
    kind, _, code = action.partition(":")
    card = CARD_OF.get(code)
    if card is None or not IS_WAGER[card] or kind == "draw":
        return action
    return f"{kind}:{COLOUR_LETTERS[COLOUR_OF[card]]}W"


def draw_candidates(core: Core, p: int, stalled: bool, style: Style) -> list[int]:
    """Every legal draw, best first by the heuristic: its own choice, then the draw pile,
    then the discard piles by :func:`draw_gain`."""
    heur = heuristic_draw(core, p, stalled, style)

    def order(source: int) -> float:
        return -1e9 if source < 0 else -draw_gain(core, p, source, style)

    return [heur] + sorted((s for s in core.draw_options() if s != heur), key=order)


def _paired_lead(ours: list[float], theirs: list[float]) -> tuple[float, float]:
    """The mean of ``ours`` minus ``theirs`` over the samples both were played out on,
    and its standard error (0 with a single sample)."""
    diffs = [a - b for a, b in zip(ours, theirs, strict=True)]
    mean = sum(diffs) / len(diffs)
    if len(diffs) < 2:
        return mean, 0.0
    var = sum((x - mean) ** 2 for x in diffs) / (len(diffs) - 1)
    return mean, math.sqrt(var / len(diffs))


#: how often (in samples) the search drops candidates that are clearly worse
PRUNE_EVERY = 8
#: a candidate is dropped when its mean paired difference to the leader plus this many
#: standard errors is still below zero
PRUNE_SE = 2.0


def _estimates(best: int, means: list[float], results: list[list[float]],
               pruned_by: dict[int, int]) -> list[float]:
    """Each candidate's estimated margin: the choice's mean, plus a candidate's mean
    difference to it over all the samples. A dropped candidate was played out on the early
    samples only, so it is set against the leader that dropped it on those samples, from
    that leader's estimate: it stays below the candidate it lost to (set against the
    choice's early samples instead, a choice that started badly would put a dropped
    candidate far above it)."""
    found: dict[int, float] = {}

    def estimate(i: int) -> float:
        if i not in found:
            lead = pruned_by.get(i, best)
            base = means[best] if i not in pruned_by else estimate(lead)
            r = results[i]
            found[i] = base + sum(a - b for a, b in zip(r, results[lead], strict=False)) / len(r)
        return found[i]

    return [estimate(i) for i in range(len(results))]


def _prune(active: list[int], results: list[list[float]],
           done: int) -> tuple[list[int], int]:
    """The candidates not clearly worse than the leader (paired over the same samples,
    which all active candidates share), and that leader."""
    k = len(results[active[0]])
    lead = max(active, key=lambda i: sum(results[i][-k:]))
    keep = [lead]
    for i in active:
        if i == lead:
            continue
        mean, se = _paired_lead(results[i][-k:], results[lead][-k:])
        if mean + PRUNE_SE * se >= 0:
            keep.append(i)
    return sorted(keep), lead


# ----- reasons a player can follow ------------------------------------------------------------
#: every reason code :func:`explain_move` gives (worded as ``lost_cities.hint.<code>``)
REASONS = (
    "lc_wager_open", "lc_wager_more", "lc_open", "lc_open_past_wager", "lc_rush",
    "lc_extend", "lc_extend_wagered", "lc_extend_gap", "lc_discard_dead_safe",
    "lc_discard_dead", "lc_discard_spare", "lc_discard_safe", "lc_discard_feeds",
    "lc_discard_unstarted", "lc_draw_deck", "lc_draw_last", "lc_take_stall", "lc_take_fits",
    "lc_take_to_start", "lc_take_deny", "lc_take",
)


def explain_move(core: Core, p: int, move: Move, style: Style = TUNED,
                 ) -> tuple[str, dict[str, JSON]]:
    """A reason code and its parameters for ``move`` of ``p`` (colours as letters, cards as
    codes, ``seat`` the opponent), from the features the heuristic weighs that ``p`` can
    see: its hand, both expeditions, the discard piles, the size of the draw pile. The
    opponent's (sampled) hand and the draw-pile order are never read. ``style``: whose
    endgame threshold says when taking a discard keeps the game going."""
    if move.kind == "draw":
        return _explain_draw(core, p, move.source, style)
    if move.kind == "discard":
        return _explain_discard(core, p, move.card)
    card = move.card
    c = COLOUR_OF[card]
    letter = COLOUR_LETTERS[c]
    hand_sum, hand_n, hand_w, _, pending = _playable_in_hand(core, p)
    column = core.cols[p][c]
    wagers = sum(1 for x in column if IS_WAGER[x])
    if IS_WAGER[card]:
        if column:
            return "lc_wager_more", {"colour": letter, "multiplier": wagers + 2,
                                     "count": hand_n[c]}
        return "lc_wager_open", {"colour": letter, "count": hand_n[c],
                                 "points": hand_sum[c]}
    if not column:
        code = "lc_open_past_wager" if hand_w[c] else "lc_open"
        return code, {"colour": letter, "count": hand_n[c], "points": hand_sum[c],
                      "cost": EXPEDITION_COST}
    turns = (len(core.deck) + 1) // 2
    if pending >= turns:
        return "lc_rush", {"cards": pending, "count": turns}
    skipped = _skipped_live(core, p, c, _top_value(core.levels[p][c]), VALUE_OF[card])
    if skipped:
        return "lc_extend_gap", {"colour": letter, "count": skipped}
    if wagers:
        return "lc_extend_wagered", {"colour": letter, "multiplier": wagers + 1}
    return "lc_extend", {"colour": letter}


def _explain_discard(core: Core, p: int, card: int) -> tuple[str, dict[str, JSON]]:
    c = COLOUR_OF[card]
    letter = COLOUR_LETTERS[c]
    _, hand_n, hand_w, _, _ = _playable_in_hand(core, p)
    column = core.cols[p][c]
    opp = 1 - p
    mine = core.can_play(p, card)
    theirs = core.can_play(opp, card)
    if not mine:
        if theirs:
            return "lc_discard_dead", {"seat": opp}
        return "lc_discard_dead_safe", {}
    if column:
        return "lc_discard_spare", {"colour": letter}
    if not theirs:
        return "lc_discard_safe", {"colour": letter, "seat": opp}
    if core.cols[opp][c]:
        return "lc_discard_feeds", {"colour": letter, "seat": opp}
    return "lc_discard_unstarted", {"colour": letter, "count": hand_n[c] + hand_w[c]}


def _explain_draw(core: Core, p: int, source: int, style: Style,
                  ) -> tuple[str, dict[str, JSON]]:
    deck_left = len(core.deck)
    if source < 0:
        if deck_left == 1:
            return "lc_draw_last", {}
        return "lc_draw_deck", {"count": deck_left - 1}
    card = core.piles[source][-1]
    letter = COLOUR_LETTERS[source]
    cols = core.cols[p]
    pending = sum(1 for x in core.hands[p] if cols[COLOUR_OF[x]] and not IS_WAGER[x]
                  and core.can_play(p, x))
    if deck_left <= style.endgame_deck and pending > deck_left * style.stall_share:
        return "lc_take_stall", {"card": CODES[card], "count": pending, "deck": deck_left}
    playable = core.can_play(p, card)
    if playable and cols[source]:
        return "lc_take_fits", {"card": CODES[card], "colour": letter}
    same = sum(1 for x in core.hands[p] if COLOUR_OF[x] == source and not IS_WAGER[x]
               and core.can_play(p, x))
    if playable and same and not IS_WAGER[card]:
        return "lc_take_to_start", {"card": CODES[card], "colour": letter, "count": same}
    opp = 1 - p
    if core.cols[opp][source] and core.can_play(opp, card):
        return "lc_take_deny", {"card": CODES[card], "colour": letter, "seat": opp}
    return "lc_take", {"card": CODES[card]}


def _random(**_: Any) -> Bot:
    return RandomBot()


BOTS: dict[str, Any] = {"random": _random, "heuristic": HeuristicBot, "search": SearchBot,
                        # each named style: the heuristic player with that style's weights
                        **{name: partial(HeuristicBot, style=style)
                           for name, style in STYLES.items() if name != "medium"}}
#: the ladder's and the bench's games unless told otherwise: single games, not 3-game matches
LADDER_OPTIONS: dict[str, JSON] = {"games": 1}
LEVELS: dict[str, tuple[str, dict[str, Any]]] = {
    "easy": ("heuristic", {"noise": 0.35}),
    "medium": ("heuristic", {}),
    "hard": ("search", {"time_limit": 0.45, "extend": 1.0}),
}
#: the Hard bot's parameter counting its samples per decision (sampled deals, each played
#: out once per candidate); ``time_limit`` is the other budget
SAMPLES_PARAM = "iterations"
#: a game review's unit and the losses at or above which a move is an inaccuracy, a
#: mistake, a blunder (coach/review.py; why these numbers: docs/review.md)
REVIEW_SCALE: tuple[str, float, float, float] = ("points", 3.0, 8.0, 15.0)
#: how ``expeditions.bench.hard_samples`` measures the samples Hard reaches in its time: no
#: early stop on settled decisions and no extended ones, so every measured decision runs to
#: the one clock
CAPACITY_PARAMS: dict[str, Any] = {"settle": False, "extend": 0.0}
#: small budgets for the tests (a whole match of ``search`` in a few seconds)
TEST_PARAMS: dict[str, dict[str, Any]] = {
    "search": {"iterations": 2, "time_limit": 60.0},
}

