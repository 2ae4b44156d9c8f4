"""Bot matches for measuring strength: seats rotated over the same deals, shared victories
split, think time per move. Used by ``python -m expeditions arena``."""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .bots import Bot, bot_module, make_bot
from .engine import JSON, Game, Result
from .games import game_class
from .rng import Rng

#: A game still running after this many actions is abandoned (Lost Cities players can pass
#: cards through the discard piles forever; the rules allow it).
DEFAULT_MAX_ACTIONS = 3000


@dataclass
class EntryStats:
    """Figures for one entry of the ``--players`` list (one bot, whatever seat it sat in)."""

    name: str
    games: int = 0
    wins: float = 0.0  # a shared victory among k players counts 1/k
    scores: list[int] = field(default_factory=list)
    margins: list[int] = field(default_factory=list)
    think: list[float] = field(default_factory=list)

    def summary(self) -> dict[str, JSON]:
        def mean_se(xs: Sequence[float]) -> tuple[float, float]:
            if not xs:
                return (math.nan, math.nan)
            m = statistics.fmean(xs)
            se = statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else math.nan
            return (m, se)

        score_mean, score_se = mean_se(self.scores)
        margin_mean, margin_se = mean_se(self.margins)
        think = sorted(self.think)
        return {
            "bot": self.name,
            "games": self.games,
            "win_rate": self.wins / self.games if self.games else math.nan,
            "mean_score": score_mean,
            "score_se": score_se,
            "mean_margin": margin_mean,
            "margin_se": margin_se,
            "think_median_ms": 1000 * statistics.median(think) if think else math.nan,
            "think_p95_ms": 1000 * think[min(len(think) - 1, int(0.95 * len(think)))]
            if think
            else math.nan,
            "moves": len(think),
        }


def play_game(
    game: Game[Any], bots: Sequence[Bot], rng: Rng, think: list[list[float]] | None = None,
    max_actions: int = DEFAULT_MAX_ACTIONS,
) -> bool:
    """Play ``game`` to the end with one bot per seat. Returns False if it hit the cap."""
    while not game.is_over():
        if len(game.log) >= max_actions:
            return False
        seat = game.current_player
        assert seat is not None
        view = game.view(seat)
        start = time.perf_counter()
        action = bots[seat].choose(view, rng)
        elapsed = time.perf_counter() - start
        if think is not None:
            think[seat].append(elapsed)
        game.act(seat, action)
    return True


@dataclass
class _Setup:
    """Everything one game of an arena needs; picklable, so games can run in processes."""

    game_id: str
    players: list[str]
    seed: int
    options: dict[str, JSON]
    bot_params: dict[str, dict[str, Any]]
    max_actions: int


    def make_bots(self) -> list[Bot]:
        return [make_bot(self.game_id, name, **self.bot_params.get(name, {}))
                for name in self.players]


#: one game of an arena: (finished, seat of each entry, ``[scores, winners, places]``
#: (empty lists if abandoned; ``places[s]``: how many seats finished strictly ahead of seat
#: ``s``, by not being eliminated, score, then tie-break), think times by seat)
Record = tuple[bool, list[int], list[list[int]], list[list[float]]]


def _places(result: Result, n: int) -> list[int]:
    """For each seat, how many seats finished strictly ahead of it (not eliminated first,
    then score, then the game's tie-break)."""
    tiebreak = list(result.tiebreak) or [0] * n
    key = [(s not in result.eliminated, result.scores[s], tiebreak[s]) for s in range(n)]
    return [sum(1 for o in range(n) if key[o] > key[s]) for s in range(n)]


def _play_one(setup: _Setup, bots: list[Bot], index: int) -> Record:
    """Play game ``index`` of an arena (deal ``index // n``, seats rotated by ``index % n``)."""
    n = len(setup.players)
    deal, rotation = divmod(index, n)
    # entry e sits in seat (e + rotation) % n
    seat_of = [(e + rotation) % n for e in range(n)]
    entry_at = [0] * n
    for e, s in enumerate(seat_of):
        entry_at[s] = e
    opts = dict(setup.options)
    opts["players"] = n
    game = game_class(setup.game_id)(opts, setup.seed * 1_000_003 + deal)
    think: list[list[float]] = [[] for _ in range(n)]
    rng = Rng(setup.seed * 7_919 + index)
    finished = play_game(game, [bots[entry_at[s]] for s in range(n)], rng, think,
                         setup.max_actions)
    outcome: list[list[int]] = [[], [], []]
    if finished:
        result = game.result()
        assert result is not None
        outcome = [list(result.scores), sorted(result.winners), _places(result, n)]
    return finished, seat_of, outcome, think


def _play_chunk(args: tuple[_Setup, list[int]]) -> list[Record]:
    setup, indices = args
    bots = setup.make_bots()
    return [_play_one(setup, bots, i) for i in indices]


def play_records(setup: _Setup, games: int, jobs: int = 1, progress: bool = False,
                 label: str = "") -> list[Record]:
    """Games ``0 … games − 1`` of an arena, in that order (``jobs`` > 1: in that many
    processes; the records do not depend on it, except the think times)."""
    if jobs > 1:
        import multiprocessing

        chunks = [(setup, list(range(j, games, jobs))) for j in range(jobs)]
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            parts = pool.map(_play_chunk, chunks)
        records: list[Record | None] = [None] * games
        for j, part in enumerate(parts):
            for k, record in enumerate(part):
                records[j + k * jobs] = record
        return [r for r in records if r is not None]
    out: list[Record] = []
    bots = setup.make_bots()
    for index in range(games):
        out.append(_play_one(setup, bots, index))
        if progress and (index + 1) % max(1, games // 20) == 0:
            print(f"  … {label}{index + 1}/{games} games", flush=True)
    return out


def run_arena(
    game_id: str,
    players: Sequence[str],
    games: int,
    seed: int = 1,
    options: Mapping[str, JSON] | None = None,
    bot_params: Mapping[str, Mapping[str, Any]] | None = None,
    max_actions: int = DEFAULT_MAX_ACTIONS,
    progress: bool = False,
    jobs: int = 1,
) -> dict[str, JSON]:
    """Play ``games`` games. Deal ``k`` is played by every rotation of the seats in turn
    (duplicate deals), so luck of the deal and of the seat cancels out. ``jobs`` > 1 plays
    the games in that many processes (each game is seeded by its index, so the figures do
    not depend on ``jobs``, only time-limited bots do)."""
    n = len(players)
    setup = _Setup(game_id, list(players), seed, dict(options or {}),
                   {k: dict(v) for k, v in (bot_params or {}).items()}, max_actions)
    stats = [EntryStats(name) for name in players]
    capped = 0
    records = play_records(setup, games, jobs, progress)
    for finished, seat_of, (scores, winners, _), think in records:
        for e in range(n):
            stats[e].think.extend(think[seat_of[e]])
        if not finished:
            capped += 1
            continue
        share = 1.0 / len(winners) if winners else 0.0
        for e in range(n):
            s = seat_of[e]
            st = stats[e]
            st.games += 1
            if s in winners:
                st.wins += share
            st.scores.append(scores[s])
            others = [scores[o] for o in range(n) if o != s]
            st.margins.append(scores[s] - max(others))
    return {
        "game": game_id,
        "players": list(players),
        "games": games,
        "capped": capped,
        "seed": seed,
        "entries": [st.summary() for st in stats],
    }


def format_table(report: Mapping[str, Any]) -> str:
    lines = [
        f"{report['game']}: {report['games']} games, seed {report['seed']}"
        + (f", {report['capped']} abandoned at the action cap" if report["capped"] else ""),
        f"{'bot':<14}{'win rate':>9}{'score':>16}{'margin':>16}{'think med':>11}{'p95':>9}",
    ]
    for e in report["entries"]:
        lines.append(
            f"{e['bot']:<14}{100 * e['win_rate']:>8.1f}%"
            f"{e['mean_score']:>9.1f} ± {e['score_se']:<4.1f}"
            f"{e['mean_margin']:>+9.1f} ± {e['margin_se']:<4.1f}"
            f"{e['think_median_ms']:>9.2f}ms{e['think_p95_ms']:>7.1f}ms"
        )
    return "\n".join(lines)


# ----- budgets ---------------------------------------------------------------------------------
#: the arena's settings for the Hard bots' budget: ``cpython`` plays the levels as the app
#: defines them (Lost Cities' Hard: 0.45 s of this CPython a decision), ``browser`` gives
#: Hard the samples per decision it reaches in 0.45 s in Pyodide, the browser's Python, as a
#: sample budget (no clock, so the games are reproducible)
BUDGETS = ("cpython", "browser")


def budget_params(game_id: str, budget: str, players: int) -> dict[str, dict[str, Any]]:
    """Bot parameters (by entry name) for a budget setting of :data:`BUDGETS`. At
    ``browser``, Hard gets ``min(cap, samples)``: ``samples`` is the median count measured in
    Pyodide for this many players (the nearest measured count otherwise;
    :mod:`expeditions.bots.budget`), ``cap`` the level's own sample budget; a level without
    a clock (``time_limit`` None) plays its cap in the browser too."""
    if budget not in BUDGETS:
        raise ValueError(f"unknown budget {budget!r}; try one of {BUDGETS}")
    if budget == "cpython":
        return {}
    from .bots.budget import BROWSER_SAMPLES

    module = bot_module(game_id)
    name, level = module.LEVELS["hard"]
    param = module.SAMPLES_PARAM
    hard = make_bot(game_id, "hard")
    cap = int(getattr(hard, param))
    samples = cap
    if getattr(hard, "time_limit", None) is not None:
        measured = BROWSER_SAMPLES[game_id]
        nearest = min(measured, key=lambda k: (abs(k - players), -k))
        samples = min(cap, measured[nearest])
    return {"hard": {param: samples, "time_limit": None}}


def merge_params(*layers: Mapping[str, Mapping[str, Any]]) -> dict[str, dict[str, Any]]:
    """Bot parameters by entry name, later layers overriding earlier ones key by key."""
    out: dict[str, dict[str, Any]] = {}
    for layer in layers:
        for name, params in layer.items():
            out.setdefault(name, {}).update(params)
    return out


# ----- the ladder ------------------------------------------------------------------------------
#: Bradley–Terry prior: every pairing counts this many extra games, drawn, so a pairing won
#: every time still gets a finite rating gap
BT_PRIOR_GAMES = 1.0
#: bootstrap resamples of the deals for the ratings' standard errors
BOOTSTRAP = 200
#: Elo scale: a rating gap of 400 is odds of 10 to 1
ELO = 400.0


def bradley_terry(wins: Sequence[Sequence[float]], games: Sequence[Sequence[float]],
                  prior: float = BT_PRIOR_GAMES, iterations: int = 10_000,
                  tol: float = 1e-10) -> list[float]:
    """Elo-scale ratings (mean 0) of the Bradley–Terry model ``P(i beats j) = 1 / (1 +
    10^((r_j − r_i) / 400))`` fitted by maximum likelihood (Hunter's MM iterations) to
    ``wins[i][j]`` (fractional: a shared win counts 1/2) out of ``games[i][j]``; each pairing
    that was played also counts ``prior`` drawn games. Entries must be connected by games."""
    k = len(wins)
    w = [[wins[i][j] + (prior / 2 if games[i][j] and i != j else 0.0) for j in range(k)]
         for i in range(k)]
    n = [[games[i][j] + (prior if games[i][j] and i != j else 0.0) for j in range(k)]
         for i in range(k)]
    pi = [1.0] * k
    for _ in range(iterations):
        new = []
        for i in range(k):
            denom = sum(n[i][j] / (pi[i] + pi[j]) for j in range(k) if j != i and n[i][j])
            total = sum(w[i][j] for j in range(k) if j != i)
            new.append(max(total, 1e-12) / denom if denom else pi[i])
        g = math.exp(sum(math.log(x) for x in new) / k)
        new = [x / g for x in new]
        delta = max(abs(math.log(a) - math.log(b)) for a, b in zip(new, pi, strict=True))
        pi = new
        if delta < tol:
            break
    return [ELO * math.log10(x) for x in pi]


def expected_score(gap: float) -> float:
    """The Bradley–Terry chance of beating an entry rated ``gap`` Elo points lower."""
    return 1.0 / (1.0 + math.pow(10.0, -gap / ELO))


@dataclass
class _Pairwise:
    """For one table of games: per deal, per ordered pair of entries (i, j), the wins of i
    over j (shared: 1/2), the games, and i's score minus j's."""

    entries: list[str]
    deals: dict[int, dict[tuple[int, int], list[float]]] = field(default_factory=dict)
    capped: int = 0

    def add(self, deal: int, record: Record) -> None:
        finished, seat_of, (scores, winners, places), _ = record
        if not finished:
            self.capped += 1
            return
        cells = self.deals.setdefault(deal, {})
        n = len(seat_of)
        for i in range(n):
            for j in range(n):
                if i == j:
                    continue
                si, sj = seat_of[i], seat_of[j]
                if n == 2:  # the game's own winners (a shared victory: 1/2 each)
                    win = (1.0 / len(winners) if si in winners else 0.0) if winners else 0.5
                else:  # finished ahead of the other (see _places)
                    win = 1.0 if places[si] < places[sj] else (
                        0.5 if places[si] == places[sj] else 0.0)
                c = cells.setdefault((i, j), [0.0, 0.0, 0.0])
                c[0] += win
                c[1] += 1
                c[2] += scores[si] - scores[sj]

    def totals(self, deals: Sequence[int]) -> tuple[list[list[float]], list[list[float]]]:
        k = len(self.entries)
        w = [[0.0] * k for _ in range(k)]
        g = [[0.0] * k for _ in range(k)]
        for d in deals:
            for (i, j), (win, games, _) in self.deals[d].items():
                w[i][j] += win
                g[i][j] += games
        return w, g

    def head_to_head(self, i: int, j: int) -> dict[str, JSON]:
        """i against j: win share and mean margin with standard errors over the deals (each
        deal's mean over its seatings is one observation: the duplicate games of a deal are
        not independent)."""
        win_d, margin_d, games = [], [], 0
        for cells in self.deals.values():
            c = cells.get((i, j))
            if c is None:
                continue
            win_d.append(c[0] / c[1])
            margin_d.append(c[2] / c[1])
            games += int(c[1])

        def mean_se(xs: list[float]) -> tuple[float, float]:
            if not xs:
                return math.nan, math.nan
            m = statistics.fmean(xs)
            return m, (statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else math.nan)

        win, win_se = mean_se(win_d)
        margin, margin_se = mean_se(margin_d)
        return {"bot": self.entries[i], "against": self.entries[j], "games": games,
                "deals": len(win_d), "win_rate": win, "win_se": win_se,
                "mean_margin": margin, "margin_se": margin_se}

    def ratings(self, bootstrap: int, seed: int) -> list[dict[str, JSON]]:
        """Bradley–Terry ratings of the entries, with standard errors from ``bootstrap``
        resamples of the deals (with replacement)."""
        deals = sorted(self.deals)
        w, g = self.totals(deals)
        fit = bradley_terry(w, g)
        rng = Rng(seed * 31 + 17)
        draws: list[list[float]] = []
        for _ in range(bootstrap if deals else 0):
            sample = [deals[rng.below(len(deals))] for _ in deals]
            draws.append(bradley_terry(*self.totals(sample)))
        out: list[dict[str, JSON]] = []
        for e, name in enumerate(self.entries):
            se = statistics.stdev(d[e] for d in draws) if len(draws) > 1 else math.nan
            out.append({"bot": name, "rating": fit[e], "rating_se": se})
        return out


def _think(records: Sequence[Record], entry: int) -> list[float]:
    return [t for _, seat_of, _, think in records for t in think[seat_of[entry]]]


def _think_summary(times: list[float]) -> dict[str, JSON]:
    times = sorted(times)
    if not times:
        return {"think_median_ms": math.nan, "think_p95_ms": math.nan, "moves": 0}
    return {"think_median_ms": 1000 * statistics.median(times),
            "think_p95_ms": 1000 * times[min(len(times) - 1, int(0.95 * len(times)))],
            "moves": len(times)}


def run_ladder(
    game_id: str,
    entries: Sequence[str] = ("easy", "medium", "hard"),
    games: int = 200,
    seed: int = 1,
    options: Mapping[str, JSON] | None = None,
    bot_params: Mapping[str, Mapping[str, Any]] | None = None,
    budget: str = "cpython",
    mixed: Sequence[str] | None = None,
    jobs: int = 1,
    progress: bool = False,
    bootstrap: int = BOOTSTRAP,
    max_actions: int = DEFAULT_MAX_ACTIONS,
) -> dict[str, JSON]:
    """A round robin of ``entries`` in 2-player games: every pairing plays ``games`` games
    (rounded up to whole deals), the same deals for every pairing (deal ``k`` of seed ``s``
    is the arena's), each deal once per seating. Ratings: a Bradley–Terry fit of all the
    pairings (:func:`bradley_terry`), standard errors by bootstrapping the deals. For games
    of 3 players or more, ``mixed`` (default: the first three entries) also sit at one
    table, every rotation of the seats per deal; its head-to-head counts who finished ahead.
    ``budget``: see :data:`BUDGETS`; ``bot_params`` override it."""
    cls = game_class(game_id)
    # the ladder's games unless given: the bots module's LADDER_OPTIONS (Lost Cities: single
    # games, not 3-game matches)
    ladder: dict[str, JSON] = getattr(bot_module(game_id), "LADDER_OPTIONS", {})
    opts: dict[str, JSON] = {**ladder, **(options or {})}
    user = {k: dict(v) for k, v in (bot_params or {}).items()}
    names = list(entries)
    if len(set(names)) != len(names) or len(names) < 2:
        raise ValueError("a ladder needs two or more distinct entries")
    pair_games = 2 * math.ceil(games / 2)
    pairings = [(a, b) for a in range(len(names)) for b in range(a + 1, len(names))]
    pairwise, think = _round_robin(game_id, names, pairings, pair_games, seed, opts,
                                   merge_params(budget_params(game_id, budget, 2), user),
                                   max_actions, jobs, progress)
    report: dict[str, JSON] = {
        "game": game_id, "entries": names, "seed": seed, "budget": budget,
        "options": opts, "bot_params": merge_params(budget_params(game_id, budget, 2), user),
        "games_per_pairing": pair_games, "capped": pairwise.capped,
        "rating_method": (f"Bradley-Terry maximum likelihood on the Elo scale (400 = odds of "
                          f"10:1, mean 0), {BT_PRIOR_GAMES:g} drawn pseudo-game per pairing; "
                          f"± the standard deviation over {bootstrap} bootstrap resamples "
                          f"of the deals"),
        "se_method": "± standard errors over deals, each deal's mean over its seatings one "
                     "observation",
        "ratings": [dict(r, **_think_summary(think[str(r["bot"])]))
                    for r in pairwise.ratings(bootstrap, seed)],
        "head_to_head": [pairwise.head_to_head(b, a) for a, b in pairings],
    }
    table = list(mixed) if mixed is not None else names[:3]
    if cls.max_players >= 3 and len(table) >= 3 and cls.min_players <= len(table):
        params = merge_params(budget_params(game_id, budget, len(table)), user)
        report["mixed"] = _mixed_table(game_id, table, games, seed, opts, params, max_actions,
                                       jobs, progress, bootstrap)
    return report


def _round_robin(game_id: str, names: list[str], pairings: list[tuple[int, int]],
                 pair_games: int, seed: int, opts: dict[str, JSON],
                 params: dict[str, dict[str, Any]], max_actions: int, jobs: int,
                 progress: bool) -> tuple[_Pairwise, dict[str, list[float]]]:
    """Every pairing's 2-player games on the same deals; the pairwise table and think times."""
    pairwise = _Pairwise(names)
    think: dict[str, list[float]] = {name: [] for name in names}
    for a, b in pairings:
        pair = [names[a], names[b]]
        setup = _Setup(game_id, pair, seed, {**opts, "players": 2}, params, max_actions)
        records = play_records(setup, pair_games, jobs, progress, f"{pair[0]}–{pair[1]}: ")
        sub = _Pairwise(pair)
        for index, record in enumerate(records):
            sub.add(index // 2, record)
        for deal, cells in sub.deals.items():
            target = pairwise.deals.setdefault(deal, {})
            for (i, j), cell in cells.items():
                target[((a, b)[i], (a, b)[j])] = cell
        pairwise.capped += sub.capped
        for e, name in enumerate(pair):
            think[name].extend(_think(records, e))
    return pairwise, think


def _mixed_table(game_id: str, table: list[str], games: int, seed: int,
                 opts: dict[str, JSON], params: dict[str, dict[str, Any]], max_actions: int,
                 jobs: int, progress: bool, bootstrap: int) -> dict[str, JSON]:
    """``table``'s entries at one table, every rotation of the seats per deal."""
    n = len(table)
    deals = math.ceil(games / n)
    setup = _Setup(game_id, table, seed, {**opts, "players": n}, params, max_actions)
    records = play_records(setup, deals * n, jobs, progress, f"{n}-player table: ")
    multi = _Pairwise(table)
    for index, record in enumerate(records):
        multi.add(index // n, record)
    stats = [EntryStats(name) for name in table]
    for finished, seat_of, (scores, winners, _), times in records:
        for e in range(n):
            stats[e].think.extend(times[seat_of[e]])
        if not finished:
            continue
        for e in range(n):
            s = seat_of[e]
            stats[e].games += 1
            if s in winners:
                stats[e].wins += 1.0 / len(winners)
            stats[e].scores.append(scores[s])
            stats[e].margins.append(scores[s] - max(scores[o] for o in range(n) if o != s))
    return {
        "players": n, "entries": table, "games": deals * n, "capped": multi.capped,
        "bot_params": params,
        "table": [st.summary() for st in stats],
        "ratings": multi.ratings(bootstrap, seed),
        "ahead": [multi.head_to_head(j, i) for i in range(n) for j in range(i + 1, n)],
    }


def format_ladder(report: Mapping[str, Any]) -> str:
    """The ladder as text: ratings, then the head-to-head, then the mixed table if any."""
    opts = ", ".join(f"{k}={v}" for k, v in report["options"].items())
    lines = [
        f"{report['game']} ladder: 2-player round robin, {report['games_per_pairing']} games "
        f"a pairing (each deal in both seatings), seed {report['seed']}, budget "
        f"{report['budget']}" + (f", {opts}" if opts else "")
        + (f"; {report['capped']} games abandoned at the action cap" if report["capped"]
           else ""),
        f"ratings: {report['rating_method']}",
    ]
    hard = report["bot_params"].get("hard")
    if hard:
        lines.append("hard plays with " + ", ".join(f"{k}={v}" for k, v in hard.items()))
    lines.append(f"  {'bot':<14}{'rating':>14}{'think med':>11}{'p95':>10}")
    for r in sorted(report["ratings"], key=lambda r: -r["rating"]):
        lines.append(f"  {r['bot']:<14}{r['rating']:>+8.0f} ± {r['rating_se']:<3.0f}"
                     f"{r['think_median_ms']:>9.1f}ms{r['think_p95_ms']:>8.0f}ms")
    lines.append(f"head to head, row against column ({report['se_method']}):")
    lines.append(_h2h_header())
    lines.extend(_h2h_line(h) for h in report["head_to_head"])
    mixed = report.get("mixed")
    if mixed:
        lines.append(f"{mixed['players']}-player table, one of each, {mixed['games']} games "
                     f"(every rotation of the seats per deal)"
                     + (f"; {mixed['capped']} abandoned" if mixed["capped"] else ""))
        lines.append(f"  {'bot':<14}{'win rate':>9}{'margin':>16}{'rating':>14}")
        ratings = {r["bot"]: r for r in mixed["ratings"]}
        for e in mixed["table"]:
            r = ratings[e["bot"]]
            lines.append(f"  {e['bot']:<14}{100 * e['win_rate']:>8.1f}%"
                         f"{e['mean_margin']:>+9.1f} ± {e['margin_se']:<4.1f}"
                         f"{r['rating']:>+8.0f} ± {r['rating_se']:<3.0f}")
        lines.append("  finished ahead of (win % = share of games ahead, margin = score gap):")
        lines.append(_h2h_header())
        lines.extend(_h2h_line(h) for h in mixed["ahead"])
    return "\n".join(lines)


def _h2h_header() -> str:
    return f"  {'pairing':<24}{'games':>6}{'win %':>15}{'margin':>17}"


def _h2h_line(h: Mapping[str, Any]) -> str:
    pairing = f"{h['bot']} v {h['against']}"
    return (f"  {pairing:<24}{h['games']:>6}{100 * h['win_rate']:>8.1f} ± "
            f"{100 * h['win_se']:<4.1f}{h['mean_margin']:>+9.1f} ± {h['margin_se']:<5.1f}")
