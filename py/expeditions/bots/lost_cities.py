"""Computer players for Lost Cities.

- ``random``: uniform among the legal actions.
- ``heuristic``: the rule-based player of :func:`heuristic_play` / :func:`heuristic_draw`.
- ``search``: flat Monte Carlo over determinizations with heuristic rollouts, see
  :class:`SearchBot`. In its rollouts it plays its own side with :data:`TUNED`, weights of
  the same heuristic tuned by self-play (about +10 points a game better than the documented
  :data:`MEDIUM` on its own), and expects the opponent to play like :data:`MEDIUM`, the
  documented decent player. Optionally (off by default and at the Hard level, where it did not
  measure better) it infers the opponent's hand from their last plays and discards, see
  :func:`opponent_likelihood`.

Levels: easy = the heuristic with noise (it takes one of its next-best plays 35 % of the
time), medium = the heuristic, hard = the search bot at 0.45 s a decision at most.

Every bot receives only its seat's view. Views are turned into a :class:`~expeditions.games.
lost_cities.Core` with :func:`~expeditions.games.lost_cities.determinize`; the heuristic
reads only what the player can see in it (its own hand, both columns, the discard piles,
the size of the draw pile), never the sampled opponent hand or draw-pile order.
"""

from __future__ import annotations

import math
import re
import time
from dataclasses import dataclass
from operator import itemgetter
from typing import Any

from ..bots import Bot, RandomBot
from ..engine import JSON
from ..games.lost_cities import (
    CARDS_PER_COLOUR,
    CODES,
    COLOUR_LETTERS,
    COLOUR_NAMES,
    COLOUR_OF,
    DRAW,
    IS_WAGER,
    KEY_OF,
    RANK_OF,
    VALUE_OF,
    Core,
    determinize,
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
#: the styles by name (for bot parameters given as JSON)
STYLES: dict[str, Style] = {"medium": MEDIUM, "tuned": TUNED}
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


def rank_plays(core: Core, p: int, ordered: bool = True, style: Style = MEDIUM,
               ) -> list[tuple[float, int, bool]]:
    """Every distinct step-1 action of player ``p`` with the heuristic's score, best first:
    ``(score, card, to_column)``; the weights come from ``style`` (:data:`MEDIUM`, the
    documented player, unless the search asks for its own).

    The rules, as a player would put them:

    1. On an expedition you have started, play your lowest playable card of that colour;
       the more still-obtainable cards it jumps over, the less you like it (jumping matters
       less as the draw pile runs out, and not at all in the last turns).
    2. Open a new expedition only if the cards of that colour in your hand plus what you can
       still expect to draw add up to clearly more than the 20 it costs, and you have the
       turns left to play them; open it with your wagers first if it looks very good and the
       game is young.
    3. Otherwise discard: the card least useful to you (dead cards first: below your
       expedition or in colours you will not play) and least useful to your opponent (never
       feed an expedition they have started if you can help it).
    """
    st = style  # short: read many times below
    wager_min_deck = st.wager_min_deck
    wager_margin = st.wager_margin
    open_margin = st.open_margin
    started_play = st.started_play
    hand = core.hands[p]
    lv = core.levels[p]
    opp_lv = core.levels[1 - p]
    my_cols = core.cols[p]
    opp_cols = core.cols[1 - p]
    ncol = core.ncol
    deck_left = len(core.deck)
    my_turns = (deck_left + 1) // 2
    early = min(1.0, deck_left / 20.0)
    hand_sum = [0] * ncol
    hand_n = [0] * ncol
    hand_w = [0] * ncol
    lowest = [99] * ncol
    for card in hand:
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
    future = st.future_per_card * deck_left
    pending = 0  # cards we still want to lay on started expeditions
    for c in range(ncol):
        if my_cols[c]:
            pending += hand_n[c]
    out: list[tuple[float, int, bool]] = []
    seen_wager = [False] * ncol
    for card in hand:
        c = COLOUR_OF[card]
        is_w = IS_WAGER[card]
        if is_w:
            if seen_wager[c]:
                continue  # the three wagers of a colour are the same move
            seen_wager[c] = True
        val = VALUE_OF[card]
        playable = KEY_OF[card] > lv[c]
        started = bool(my_cols[c])
        # --- discard score: what we lose by giving the card away
        if not playable:
            keep = 0.0
        elif started:
            keep = st.keep_started + val
        elif is_w:
            keep = st.keep_wager * hand_sum[c] if deck_left > wager_min_deck else 0.0
        else:
            keep = (max(0.0, hand_sum[c] + future - st.keep_open_base) * st.keep_open_weight
                    + st.keep_open_value * val)
        help_opp = 0.0
        if KEY_OF[card] > opp_lv[c]:
            if opp_cols[c]:
                help_opp = st.help_started + val if not is_w else st.help_started
            elif not is_w:
                help_opp = st.help_open * val
        out.append((-(keep + help_opp), card, False))
        if not playable:
            continue
        # --- play score
        if started:
            if is_w:
                score = started_play if (hand_sum[c] + future > st.wager_started_min
                                         and deck_left > wager_min_deck) else -20.0
            elif val > lowest[c]:
                score = -50.0  # play the lower card of this colour first
            else:
                wagers = 0
                for x in my_cols[c]:
                    if IS_WAGER[x]:
                        wagers += 1
                skipped = _skipped_live(core, p, c, _top_value(lv[c]), val)
                penalty = st.skip_penalty * skipped * (1 + wagers) * early
                score = started_play - penalty
                if pending >= my_turns:
                    score += st.rush_bonus + penalty  # more to play than turns left: play now
        else:
            # projected value of opening this colour with what we hold
            proj = (hand_sum[c] + future - 20.0 + st.open_per_card * hand_n[c]
                    - st.contested * len(opp_cols[c]))
            if hand_n[c] > my_turns + 1:
                proj -= st.excess_penalty * (hand_n[c] - my_turns - 1)
            if is_w:
                if (proj >= wager_margin and deck_left >= wager_min_deck
                        and hand_n[c] >= st.wager_min_cards):
                    score = proj + open_margin
                else:
                    score = -30.0
            elif val > lowest[c]:
                score = -50.0
            else:
                score = proj - open_margin
                if hand_w[c] and proj >= wager_margin and deck_left >= wager_min_deck:
                    score -= 10.0  # the wager should go first
        out.append((score, card, True))
    if ordered:
        out.sort(key=lambda t: -t[0])
    return out


def heuristic_play(core: Core, p: int, style: Style = MEDIUM) -> tuple[int, bool]:
    best = rank_plays(core, p, True, style)[0]
    return best[1], best[2]


def draw_gain(core: Core, p: int, colour: int, style: Style = MEDIUM) -> float:
    """How much better the top card of ``colour``'s discard pile is than a blind draw."""
    card = core.piles[colour][-1]
    lv = core.levels[p]
    gain = -100.0
    val = VALUE_OF[card]
    if KEY_OF[card] > lv[colour]:
        if core.cols[p][colour]:
            if IS_WAGER[card]:
                gain = 0.0
            else:
                skipped = _skipped_live(core, p, colour, _top_value(lv[colour]), val)
                lower_in_hand = 0
                for x in core.hands[p]:
                    if COLOUR_OF[x] == colour and KEY_OF[x] > lv[colour] and VALUE_OF[x] < val:
                        lower_in_hand += 1
                gain = style.take_started - style.take_skip * max(0, skipped - lower_in_hand)
        elif not IS_WAGER[card]:
            hand_sum = 0
            for x in core.hands[p]:
                if COLOUR_OF[x] == colour and not IS_WAGER[x]:
                    hand_sum += VALUE_OF[x]
            if hand_sum:
                gain = hand_sum + val + style.future_per_card * len(core.deck) - 20.0
    opp_lv = core.levels[1 - p][colour]
    if core.cols[1 - p][colour] and KEY_OF[card] > opp_lv and not IS_WAGER[card]:
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
        lv = core.levels[p]
        cols = core.cols[p]
        pending = 0
        for x in core.hands[p]:
            c = COLOUR_OF[x]
            if cols[c] and KEY_OF[x] > lv[c] and not IS_WAGER[x]:
                pending += 1
        if pending > deck_left * style.stall_share:
            best_gain = -1000.0
    for colour in range(core.ncol):
        if colour == core.blocked or not core.piles[colour]:
            continue
        g = draw_gain(core, p, colour, style)
        if g > best_gain:
            best, best_gain = colour, g
    return best


#: the score of a ranked play (a C-level key: the rollouts call it millions of times)
_first = itemgetter(0)


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
        else:
            pick = max(rank_plays(core, p, False, style), key=_first)
        core.play(pick[1], pick[2])
        core.draw(heuristic_draw(core, p, turns >= stall_limit, style))
        turns += 1


# ----- inference from the opponent's recent actions ---------------------------------------
_PLAY_RE = re.compile(r"^Player ([12]) (played|discarded) the (\w+) (\w+)\.$")
_DRAW_DECK_RE = re.compile(r"^Player ([12]) drew from the draw pile\.$")
_TAKE_RE = re.compile(r"^Player ([12]) took the (\w+) (\w+) from the \w+ discard pile\.$")
_COLOUR_INDEX = {name: i for i, name in enumerate(COLOUR_NAMES)}


def parse_log(view: dict[str, JSON]) -> list[tuple[int, str, int, int]]:
    """The public actions of the current game that the view's log still shows, oldest
    first: ``(seat, kind, colour, value)`` with kind ``"play"``, ``"discard"``, ``"deck"``
    (a blind draw; colour and value -1) or ``"take"`` (from a discard pile); value 0 is a
    wager. Stops at the start of the current game; unreadable lines end the history."""
    out: list[tuple[int, str, int, int]] = []
    for line in reversed(view["log"]):
        m = _PLAY_RE.match(line)
        if m:
            colour = _COLOUR_INDEX.get(m.group(3), -1)
            value = 0 if m.group(4) == "wager" else int(m.group(4))
            kind = "play" if m.group(2) == "played" else "discard"
            out.append((int(m.group(1)) - 1, kind, colour, value))
            continue
        m = _DRAW_DECK_RE.match(line)
        if m:
            out.append((int(m.group(1)) - 1, "deck", -1, -1))
            continue
        m = _TAKE_RE.match(line)
        if m:
            colour = _COLOUR_INDEX.get(m.group(2), -1)
            value = 0 if m.group(3) == "wager" else int(m.group(3))
            out.append((int(m.group(1)) - 1, "take", colour, value))
            continue
        break
    out.reverse()
    return out


def _same_card(a: int, b: int) -> bool:
    """Equal, or two wagers of one colour (they play identically)."""
    return a == b or (IS_WAGER[a] and IS_WAGER[b] and COLOUR_OF[a] == COLOUR_OF[b])


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
    hand = r.hands[opp]
    taken = [(c, v) for s, k, c, v in history if s == opp and k == "take"]
    weight = 1.0
    seen = 0
    for s, kind, colour, value in reversed(history):
        if seen >= turns:
            break
        if kind == "deck":
            r.deck.append(-1)  # only the draw pile's size matters to the heuristic
            if s == opp:
                pool = [x for x in hand if x not in r.known[opp]
                        and (COLOUR_OF[x], VALUE_OF[x]) not in taken]
                if not pool:
                    break
                hand.remove(pool[rng.below(len(pool))])
        elif kind == "take":
            if s == opp:
                card = _find(hand, colour, value)
                if card < 0:
                    break
                hand.remove(card)
                if card in r.known[opp]:
                    r.known[opp].remove(card)
            else:
                card = colour * CARDS_PER_COLOUR + (0 if value == 0 else value + 1)
            r.piles[colour].append(card)
        else:
            if kind == "play":
                col = r.cols[s][colour]
                if not col:
                    break
                card = col.pop()
                level = -1
                for x in col:
                    if not IS_WAGER[x]:
                        level = RANK_OF[x]
                r.levels[s][colour] = level
            else:
                pile = r.piles[colour]
                if not pile:
                    break
                card = pile.pop()
            if s != opp:
                continue
            hand.append(card)
            seen += 1
            ranked = rank_plays(r, opp, False)
            best = max(t[0] for t in ranked)
            to_col = kind == "play"
            obs = best + 100.0
            for sc, x, col_flag in ranked:
                if col_flag == to_col and _same_card(x, card):
                    obs = sc
                    break
            if obs < best:
                weight *= max(floor, math.exp((obs - best) / temperature))
    return weight


# ----- bots ----------------------------------------------------------------------------------
def _code_of_play(card: int, to_column: bool) -> str:
    return ("play:" if to_column else "discard:") + CODES[card]


def _code_of_draw(source: int) -> str:
    return "draw:deck" if source < 0 else "draw:" + COLOUR_LETTERS[source]


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

    ``noise``: probability of taking one of the next-best plays instead (the "easy" level).
    ``style``: the weights, :data:`MEDIUM` (this documented player) or a name in
    :data:`STYLES`.
    """

    def __init__(self, noise: float = 0.0, style: Style | str = MEDIUM) -> None:
        self.noise = noise
        self.style = STYLES[style] if isinstance(style, str) else style

    def choose(self, view: dict[str, JSON], rng: Rng) -> str:
        legal = view["legal"]
        if not legal:
            raise ValueError("the bot was asked to move but has no legal action")
        core = determinize(view, rng)  # only the viewer's side of it is read
        p = int(view["seat"])
        if core.phase == DRAW:
            action = _code_of_draw(heuristic_draw(core, p, view["game_turns"] >= STALL_LIMIT,
                                                  self.style))
        else:
            ranked = rank_plays(core, p, True, self.style)
            pick = ranked[0]
            if self.noise and len(ranked) > 1 and rng.random() < self.noise:
                pick = ranked[1 + rng.below(min(3, len(ranked) - 1))]
            action = _code_of_play(pick[1], pick[2])
        return action if action in legal else str(legal[0])


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
    ``margin`` points on average, else the heuristic's choice is kept. Every
    :data:`PRUNE_EVERY` samples, candidates clearly worse than the leader (paired
    difference plus :data:`PRUNE_SE` standard errors below zero) are dropped, so the budget
    goes to the close calls; with ``settle``, a decision ends as soon as one candidate is
    left (an easy choice does not use the whole budget). Budget: ``time_limit`` seconds per
    decision, or ``iterations`` samples (the one reached first; a large ``time_limit`` with
    a small ``iterations`` makes the bot deterministic for a seed). ``epsilon``: probability
    that a rollout player takes its second-best play.

    Inference (``infer_turns`` > 0): a sampled opponent hand is kept with probability
    :func:`opponent_likelihood` (how well it explains the opponent's last ``infer_turns``
    plays and discards, read from the view's public log, if they play roughly like the
    heuristic; ``temperature`` and ``floor`` keep it soft), up to ``tries`` samples, each
    judged over ``restarts`` guesses of which card the opponent drew. The first
    ``pool_size`` accepted states are then reused with freshly shuffled draw piles, so the
    inference costs a fixed amount per decision, not per sample.
    """

    def __init__(self, time_limit: float = 0.45, iterations: int = 10_000, width: int = 3,
                 margin: float = 1.0, epsilon: float = 0.0, infer_turns: int = 0,
                 temperature: float = 6.0, floor: float = 0.05, tries: int = 30,
                 restarts: int = 1, pool_size: int = 24, draw_width: int = 3,
                 style: Style | str = TUNED, opponent_style: Style | str = MEDIUM,
                 settle: bool = True) -> None:
        self.style = STYLES[style] if isinstance(style, str) else style
        self.opponent_style = (STYLES[opponent_style] if isinstance(opponent_style, str)
                               else opponent_style)
        self.draw_width = draw_width
        self.settle = settle
        self.pool_size = pool_size
        self.restarts = restarts
        self.infer_turns = infer_turns
        self.temperature = temperature
        self.floor = floor
        self.tries = tries
        self._history: list[tuple[int, str, int, int]] = []
        self.time_limit = time_limit
        self.iterations = iterations
        self.width = width
        self.margin = margin
        self.epsilon = epsilon

    def choose(self, view: dict[str, JSON], rng: Rng) -> str:
        legal = view["legal"]
        if not legal:
            raise ValueError("the bot was asked to move but has no legal action")
        p = int(view["seat"])
        base = determinize(view, rng)
        self._history = parse_log(view) if self.infer_turns else []
        self._pool: list[Core] = []
        self._next = 0
        stalled = view["game_turns"] >= STALL_LIMIT
        own = self.style
        styles = (own, self.opponent_style) if p == 0 else (self.opponent_style, own)
        candidates: list[Any]
        if base.phase == DRAW:
            draws = draw_candidates(base, p, stalled, own)
            if stalled or len(draws) == 1:
                return _code_of_draw(draws[0])
            candidates = draws[: self.draw_width]
        else:
            ranked = rank_plays(base, p, True, own)
            candidates = [(card, col) for _, card, col in ranked[: self.width]]
            if len(candidates) == 1:
                return _code_of_play(*candidates[0])
        n = len(candidates)
        results: list[list[float]] = [[] for _ in range(n)]
        active = list(range(n))
        deadline = time.perf_counter() + self.time_limit
        done = 0
        while done < self.iterations and (done == 0 or time.perf_counter() < deadline):
            world = self._sample(view, rng)
            seed = rng.next_u64()
            for i in active:
                cand = candidates[i]
                sim = world.copy()
                if isinstance(cand, tuple):
                    sim.play(cand[0], cand[1])
                else:
                    sim.draw(cand)
                heuristic_playout(sim, Rng(seed), epsilon=self.epsilon, styles=styles)
                sc = sim.scores()
                results[i].append(sc[p] - sc[1 - p])
            done += 1
            if done % PRUNE_EVERY == 0 and len(active) > 1:
                active = _prune(active, results, done)
                if self.settle and len(active) == 1:
                    break  # the others are clearly worse: the decision is made
        means = [sum(r) / len(r) for r in results]
        best = max(active, key=lambda i: means[i])
        if best != 0 and 0 in active:
            diffs = [a - b for a, b in zip(results[best], results[0], strict=True)]
            if sum(diffs) / len(diffs) < self.margin:
                best = 0
        cand = candidates[best]
        self.last_iterations = done
        action = _code_of_play(*cand) if isinstance(cand, tuple) else _code_of_draw(cand)
        return action if action in legal else str(legal[0])

    def _sample(self, view: dict[str, JSON], rng: Rng) -> Core:
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
        seat = int(view["seat"])
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


def draw_candidates(core: Core, p: int, stalled: bool, style: Style) -> list[int]:
    """Every legal draw, best first by the heuristic: its own choice, then the draw pile,
    then the discard piles by :func:`draw_gain`."""
    heur = heuristic_draw(core, p, stalled, style)

    def order(source: int) -> float:
        return -1e9 if source < 0 else -draw_gain(core, p, source, style)

    return [heur] + sorted((s for s in core.draw_options() if s != heur), key=order)


#: how often (in samples) the search drops candidates that are clearly worse
PRUNE_EVERY = 8
#: a candidate is dropped when its mean paired difference to the leader plus this many
#: standard errors is still below zero
PRUNE_SE = 2.0


def _prune(active: list[int], results: list[list[float]], done: int) -> list[int]:
    """Keep the candidates not clearly worse than the leader (paired over the same
    samples, which all active candidates share)."""
    k = len(results[active[0]])
    lead = max(active, key=lambda i: sum(results[i][-k:]))
    keep = [lead]
    for i in active:
        if i == lead:
            continue
        d = [a - b for a, b in zip(results[i][-k:], results[lead][-k:], strict=True)]
        mean = sum(d) / k
        var = sum((x - mean) ** 2 for x in d) / max(1, k - 1)
        if mean + PRUNE_SE * (var / k) ** 0.5 >= 0:
            keep.append(i)
    return sorted(keep)


def _random(**_: Any) -> Bot:
    return RandomBot()


BOTS: dict[str, Any] = {"random": _random, "heuristic": HeuristicBot, "search": SearchBot}
LEVELS: dict[str, tuple[str, dict[str, Any]]] = {
    "easy": ("heuristic", {"noise": 0.35}),
    "medium": ("heuristic", {}),
    "hard": ("search", {"time_limit": 0.45}),
}

