"""Benchmark-only playouts (not used by the app, the rules or the bots).

``python -m expeditions bench lost-cities`` counts uniform-random full games of Lost Cities
per second on the fast :class:`~expeditions.games.lost_cities.Core`, with the random choices
inlined; other games are benchmarked through the generic protocol in ``__main__``.
"""

from __future__ import annotations

import importlib
import sys
import time
from types import ModuleType

from .engine import JSON
from .games import GAME_MODULES
from .games.lost_cities import BASE_COLOURS, COLOUR_OF, DRAW, KEY_OF, PLAY, RANK_OF, Core
from .rng import MASK64, SPLITMIX_GAMMA, SPLITMIX_MUL1, SPLITMIX_MUL2, Rng

#: the games benchmarked by a ``bench_random_games`` of this module
FAST_GAMES = ("lost-cities",)


def bench_module(game_id: str) -> ModuleType:
    """The module whose ``bench_random_games`` (if any) the bench command runs."""
    if game_id in FAST_GAMES:
        return sys.modules[__name__]
    return importlib.import_module(GAME_MODULES[game_id])


def _next(state: int) -> tuple[int, int]:
    """splitmix64: the next state and its output."""
    state = (state + SPLITMIX_GAMMA) & MASK64
    z = state
    z = ((z ^ (z >> 30)) * SPLITMIX_MUL1) & MASK64
    z = ((z ^ (z >> 27)) * SPLITMIX_MUL2) & MASK64
    return state, z ^ (z >> 31)


def random_playout(core: Core, rng: Rng) -> None:
    """Finish ``core`` with both players choosing uniformly among legal actions.

    Inlined for speed: one splitmix64 number (the algorithm of :class:`Rng`, whose state it
    advances) feeds several rejection-sampled choices.
    """
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


def bench_random_games(seconds: float, players: int | None = None,
                       colours: int = BASE_COLOURS) -> dict[str, JSON]:
    """Uniform-random full games of Lost Cities (one game each, ``colours`` colours) per
    second, on the fast core (``players`` is always 2)."""
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


# ----- the Hard bots' samples per decision ---------------------------------------------------
#: the think time per decision the samples are counted in (the app's Hard budget)
HARD_SECONDS = 0.45


def hard_samples(game_id: str, players: int = 2, seconds: float = HARD_SECONDS,
                 positions: int = 40, seed: int = 1, stride: int = 3,
                 play_samples: int = 8) -> dict[str, JSON]:
    """How many samples the game's Hard bot reaches in ``seconds`` per decision, on this
    Python. Real games are played, the same on every Python: Hard with a fixed budget of
    ``play_samples`` samples (deterministic) against Medium players, Hard's seat rotated
    from game to game. At every ``stride``-th decision of Hard, a second Hard bot (its
    level's parameters, the clock its only budget) decides on the same view, and its samples
    are counted, until ``positions`` such decisions have searched (a decision with one
    candidate, or that the bot leaves to its heuristic, is not counted). The median is the
    budget the arena's ``--budget browser`` gives Hard when measured in Pyodide
    (``benchmarks/hard_budget.py``)."""
    import platform
    import statistics

    from .bots import bot_module, make_bot
    from .games import game_class

    module = bot_module(game_id)
    clocked_params: dict[str, object] = {module.SAMPLES_PARAM: 1_000_000,
                                         "time_limit": seconds,
                                         **getattr(module, "CAPACITY_PARAMS", {})}
    cls = game_class(game_id)
    options: dict[str, JSON] = {"players": players}
    if game_id == "lost-cities":
        options["games"] = 1
    samples: list[int] = []
    times: list[float] = []
    k = 0
    start = time.perf_counter()
    while len(samples) < positions:
        me = k % players
        bots = [make_bot(game_id, "medium") for _ in range(players)]
        bots[me] = make_bot(game_id, "hard", **{module.SAMPLES_PARAM: play_samples,
                                               "time_limit": None})
        game = cls(options, seed * 1_000_003 + k)
        rng = Rng(seed * 7_919 + k)
        decisions = 0
        while not game.is_over() and len(samples) < positions:
            seat = game.current_player
            assert seat is not None
            view = game.view(seat)
            if seat == me and len(view["legal"]) > 1:
                if decisions % stride == 0:
                    clocked = make_bot(game_id, "hard", **clocked_params)
                    t0 = time.perf_counter()
                    clocked.choose(view, Rng(decisions))
                    elapsed = time.perf_counter() - t0
                    n = int(getattr(clocked, "last_samples", 0))
                    if n > 0:
                        samples.append(n)
                        times.append(elapsed)
                decisions += 1
            game.act(seat, bots[seat].choose(view, rng))
        k += 1
    ordered = sorted(samples)
    return {"game": game_id, "players": players, "seconds": seconds,
            "python": platform.python_version(), "platform": sys.platform,
            "positions": len(samples), "games": k, "stride": stride,
            "median_samples": statistics.median(samples),
            "q1_samples": ordered[len(ordered) // 4], "q3_samples": ordered[3 * len(ordered) // 4],
            "median_think_s": statistics.median(times),
            "wall_s": time.perf_counter() - start}
