"""Lost Cities' fast core, timed by ``python -m expeditions bench lost-cities --modes core``
(:mod:`expeditions.bench`): uniform-random whole games on :class:`~expeditions.games.
lost_cities.Core`, the state the Hard bot plays its rollouts on (``play_options`` /
``draw_options``, ``play`` / ``draw``)."""

from __future__ import annotations

from collections.abc import Callable

from ..engine import JSON
from ..rng import MASK64, SPLITMIX_GAMMA, SPLITMIX_MUL1, SPLITMIX_MUL2, Rng
from .lost_cities import COLOUR_OF, DRAW, KEY_OF, PLAY, RANK_OF, Core


def core_games(options: dict[str, JSON], deal_rng: Rng,
               pick: Callable[[], float]) -> Callable[[int], int]:
    """One whole random game on a freshly dealt core per call (its actions returned)."""
    colours = int(str(options["colours"]))

    def core(k: int) -> int:
        # a dealt core is at a turn's step 1, and the game ends on a step 2: whole turns
        c = Core.deal(colours, deal_rng, k & 1)
        play_options, play, draw_options, draw = c.play_options, c.play, c.draw_options, c.draw
        turns = 0
        while not c.over:
            plays = play_options()
            card, to_column = plays[int(pick() * len(plays))]
            play(card, to_column)
            draws = draw_options()
            draw(draws[int(pick() * len(draws))])
            turns += 1
        return 2 * turns

    return core


# ----- the old inlined playout: a test fixture, not a figure the bench reports ---------------
def _next(state: int) -> tuple[int, int]:
    """splitmix64: the next state and its output."""
    state = (state + SPLITMIX_GAMMA) & MASK64
    z = state
    z = ((z ^ (z >> 30)) * SPLITMIX_MUL1) & MASK64
    z = ((z ^ (z >> 27)) * SPLITMIX_MUL2) & MASK64
    return state, z ^ (z >> 31)


def random_playout(core: Core, rng: Rng) -> None:
    """Finish ``core`` with both players choosing uniformly among legal actions, with the
    choices inlined (one splitmix64 number of ``rng`` feeds several of them). No bot plays
    like this and the bench command does not time it (its figure said nothing about what
    the bots run); ``tests/test_lost_cities.py`` still uses it to check the core's
    invariants."""
    state = rng.getstate()
    if core.phase == DRAW:
        # finish this turn's draw first
        opts = core.draw_options()
        state, x = _next(state)
        core.draw(opts[x % len(opts)])
    state, core.player = _random_turns(core, state)
    core.phase = PLAY
    core.blocked = -1
    core.over = True
    rng.setstate(state)


def _random_turns(core: Core, state: int) -> tuple[int, int]:
    """Whole random turns from a play step to the end of the game; returns the new
    splitmix64 state and the player to act."""
    mask, gamma, mul1, mul2 = MASK64, SPLITMIX_GAMMA, SPLITMIX_MUL1, SPLITMIX_MUL2
    hands, deck, piles, cols, levels, known = (core.hands, core.deck, core.piles, core.cols,
                                               core.levels, core.known)
    ncol, p = core.ncol, core.player
    key_of, colour_of, rank_of = KEY_OF, COLOUR_OF, RANK_OF
    x = bits = 0
    while deck:
        hand = hands[p]
        lv = levels[p]
        # step 1: uniform over {discard hand[i]} ∪ {play hand[i] if legal}, by rejection
        while True:
            if bits < 4:
                state = (state + gamma) & mask
                z = ((state ^ (state >> 30)) * mul1) & mask
                z = ((z ^ (z >> 27)) * mul2) & mask
                x, bits = z ^ (z >> 31), 64
            i = x & 15
            x >>= 4
            bits -= 4
            card = hand[i & 7]
            colour = colour_of[card]
            if i < 8:
                piles[colour].append(card)
                blocked = colour
                break
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
                state = (state + gamma) & mask
                z = ((state ^ (state >> 30)) * mul1) & mask
                z = ((z ^ (z >> 27)) * mul2) & mask
                x, bits = z ^ (z >> 31), 64
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
    return state, p
