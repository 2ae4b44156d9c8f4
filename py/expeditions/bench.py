"""What the bots run, timed: ``python -m expeditions bench GAME``.

For each game, in uniform-random full games per CPU-second (``time.process_time``, so other
processes on the cores do not lower the figures much):

- ``step``: the engine's step API the search bots run on, ``legal_moves`` (the game's own
  move generator) and ``apply`` (a typed move, no check) on a freshly dealt game;
- ``core`` (Lost Cities only): the same on the fast :class:`~expeditions.games.lost_cities.
  Core` that Lost Cities' Hard bot plays its rollouts on (``play_options`` / ``draw_options``,
  ``play`` / ``draw``);
- ``protocol``: the full protocol with strings, ``legal_actions`` and ``act`` (the checks);

and ``hard``: the game's Hard bot's samples per CPU-second through its own ``choose`` (the
real bot code path, its level's parameters, the clock as its only budget), on positions of
games between Medium players. A sample is one sampled deal (Lost Cities, Curios) or
determinization (Curiosity) played out once per candidate move.

The uniform policy draws from the standard library's ``random.Random`` (seeded): the figures
time the engine, not our deterministic :class:`~expeditions.rng.Rng`.
"""

from __future__ import annotations

import platform
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

from .engine import JSON
from .games import game_class
from .games.lost_cities import BASE_COLOURS, COLOUR_OF, DRAW, KEY_OF, PLAY, RANK_OF, Core
from .rng import MASK64, SPLITMIX_GAMMA, SPLITMIX_MUL1, SPLITMIX_MUL2, Rng

#: the figures :func:`bench` can make (``core`` only for Lost Cities)
MODES = ("step", "core", "protocol", "hard")
#: the games with a fast core of their own
CORE_GAMES = ("lost-cities",)


def game_options(game_id: str, players: int, colours: int | None = None) -> dict[str, JSON]:
    """The options of one benchmarked game: a single game of Lost Cities (``colours``)."""
    options: dict[str, JSON] = {"players": players}
    if game_id == "lost-cities":
        options["games"] = 1
        options["colours"] = colours or BASE_COLOURS
    return options


def _per_cpu_second(play_one: Callable[[int], int], seconds: float) -> dict[str, JSON]:
    """Call ``play_one(k)`` (one whole game, returning its actions) for ``seconds`` of CPU."""
    done = actions = 0
    start = time.process_time()
    while True:
        actions += play_one(done)
        done += 1
        elapsed = time.process_time() - start
        if elapsed >= seconds:
            break
    return {"games": done, "cpu_seconds": elapsed, "games_per_second": done / elapsed,
            "actions_per_game": actions / done}


def random_games(game_id: str, mode: str, seconds: float, players: int | None = None,
                 colours: int | None = None, seed: int = 12345) -> dict[str, JSON]:
    """Uniform-random full games per CPU-second through ``mode``: ``step``, ``core`` or
    ``protocol`` (see the module)."""
    cls = game_class(game_id)
    n = players or cls.min_players
    options = game_options(game_id, n, colours)
    pick = random.Random(seed).random

    def step(k: int) -> int:
        game = cls(options, seed + k)
        actions = 0
        seat = game.current_player
        while seat is not None:
            moves = game.legal_moves(seat)
            game.apply(seat, moves[int(pick() * len(moves))])
            actions += 1
            seat = game.current_player
        return actions

    def protocol(k: int) -> int:
        game = cls(options, seed + k)
        actions = 0
        seat = game.current_player
        while seat is not None:
            legal = game.legal_actions(seat)
            game.act(seat, legal[int(pick() * len(legal))])
            actions += 1
            seat = game.current_player
        return actions

    deal_rng = Rng(seed)
    ncol = int(options.get("colours", BASE_COLOURS))

    def core(k: int) -> int:
        # a dealt core is at a turn's step 1, and the game ends on a step 2: whole turns
        c = Core.deal(ncol, deal_rng, k & 1)
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

    if mode == "core" and game_id not in CORE_GAMES:
        raise ValueError(f"{game_id} has no fast core")
    runs: dict[str, Callable[[int], int]] = {"step": step, "protocol": protocol, "core": core}
    return {"mode": mode, **_per_cpu_second(runs[mode], seconds)}


#: the think time per decision the samples are counted in (the app's Hard budget)
HARD_SECONDS = 0.45


def hard_rollouts(game_id: str, seconds: float, players: int | None = None,
                  colours: int | None = None, seed: int = 1, stride: int = 3,
                  ) -> dict[str, JSON]:
    """The Hard bot's samples per CPU-second, through its own ``choose``: games between
    Medium players are played (the Hard seat rotated from game to game) and at every
    ``stride``-th decision of that seat with a choice, a Hard bot (its level's parameters,
    :data:`HARD_SECONDS` per decision, or ``seconds`` if less, as its only budget) decides
    on the same view, until the decisions that searched (a Curiosity decision early in the
    planning, or a Lost Cities one with one candidate, does not) have taken ``seconds`` of
    CPU."""
    from .bots import bot_module, make_bot

    module = bot_module(game_id)
    cls = game_class(game_id)
    n = players or cls.min_players
    options = game_options(game_id, n, colours)
    per_decision = min(HARD_SECONDS, seconds)
    params: dict[str, Any] = {module.SAMPLES_PARAM: 1_000_000, "time_limit": per_decision,
                              **getattr(module, "CAPACITY_PARAMS", {})}
    medium = make_bot(game_id, "medium")
    samples: list[int] = []
    cpu = 0.0
    k = 0
    while cpu < seconds or not samples:
        me = k % n
        game = cls(options, seed * 1_000_003 + k)
        rng = Rng(seed * 7_919 + k)
        decisions = 0
        while not game.is_over() and (cpu < seconds or not samples):
            seat = game.current_player
            assert seat is not None
            view = game.view(seat)
            if seat == me and len(view["legal"]) > 1:
                if decisions % stride == 0:
                    hard = make_bot(game_id, "hard", **params)
                    t0 = time.process_time()
                    hard.choose(view, Rng(decisions))
                    took = time.process_time() - t0
                    done = int(getattr(hard, "last_samples", 0))
                    if done > 0:
                        samples.append(done)
                        cpu += took
                decisions += 1
            game.act(seat, medium.choose(view, rng))
        k += 1
    return {"mode": "hard", "decisions": len(samples), "samples": sum(samples),
            "cpu_seconds": cpu, "samples_per_second": sum(samples) / cpu,
            "median_samples": statistics.median(samples), "seconds_per_decision": per_decision,
            "games": k}


def bench(game_id: str, seconds: float = 3.0, players: int | None = None,
          colours: int | None = None, modes: Sequence[str] | None = None) -> dict[str, JSON]:
    """Every figure of ``modes`` (default: all that apply) for one game, ``seconds`` of CPU
    each, with the Python it ran on."""
    n = players or game_class(game_id).min_players
    wanted = [m for m in (modes or MODES) if m != "core" or game_id in CORE_GAMES]
    unknown = [m for m in wanted if m not in MODES]
    if unknown:
        raise ValueError(f"unknown bench modes {unknown}; try {list(MODES)}")
    figures: dict[str, JSON] = {}
    for mode in wanted:
        figures[mode] = (hard_rollouts(game_id, seconds, n, colours) if mode == "hard"
                         else random_games(game_id, mode, seconds, n, colours))
    report: dict[str, JSON] = {"game": game_id, "players": n}
    if game_id == "lost-cities":
        report["colours"] = colours or BASE_COLOURS
    report.update(python=platform.python_version(), platform=sys.platform, figures=figures)
    return report


# ----- the old inlined playout: a test fixture, not a figure the bench reports ----------------
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


def bench_random_games(seconds: float, players: int | None = None,
                       colours: int = BASE_COLOURS) -> dict[str, JSON]:
    """Lost Cities' ``core`` figure (:func:`random_games`), under its old name."""
    return random_games("lost-cities", "core", seconds, 2, colours)


def bench_module(game_id: str) -> Any:
    """This module (the old bench command's dispatch, kept for callers of the old API)."""
    return sys.modules[__name__]


# ----- the Hard bots' samples per decision, for the browser budget ---------------------------

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
