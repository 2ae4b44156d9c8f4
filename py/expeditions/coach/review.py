"""A review of a finished game for one person's seat: each of that seat's decisions scored
against the Hard computer's ranking from that seat's view at the time (issue #31).

Only what the player could know then is read: the finished game's log is replayed
(:class:`~expeditions.coach.replay.Replay`) and, at each decision of the seat, its own
``view(seat)`` goes to :func:`rate`, which asks the Hard bot to rank it exactly as a hint does
(:func:`~expeditions.coach.hints.hard_bot`; at the sample budget Hard reaches in the browser,
:func:`budget`). The move made is then scored by the points it lost against Hard's choice:

- the same move as Hard's choice (moves that play alike count as one, the game's bots
  module ``move_key``): **best**, nothing lost;
- a move the ranking played out on every sample of the budget too: the difference of the
  two estimates (paired: the same sampled deals);
- any other move (not among Hard's candidates, or dropped by its search after a few
  samples, whose estimate is then too rough): the bot's ``weigh`` plays out just the two
  moves on the same sampled deals, each on every one of :data:`WEIGH_SHARE` of the
  budget's samples, and the difference of their estimates is the loss.

Losses are in the estimate's unit: points of expected margin (Lost Cities), percentage
points of win chance (Curios), points of expected lead at the end of the round (Curiosity).
A loss below zero (the other move looked better on these samples than Hard's own choice,
which it ranks with a prior) counts as nothing lost. A decision the Hard computer makes by a
fixed rule with no estimate to compare (Curios' Phase 2) is not rated. The thresholds of
the classes are each game's ``REVIEW_SCALE`` in its bots module (why those numbers:
``docs/review.md``).

Pure data: a :class:`Review` is JSON (:meth:`Review.to_json`), kept in the save so that
reopening it costs nothing; :func:`rate` is what the bot worker runs, one view at a time.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..bots import GAIN, LEAD, MARGIN, WIN_CHANCE, bot_module
from ..engine import JSON
from ..games import game_class
from ..rng import Rng
from .hints import hard_bot
from .replay import Replay

#: The classes of a decision, best first.
CLASSES = ("best", "good", "inaccuracy", "mistake", "blunder")
#: Estimate kinds a review compares directly (a loss is their difference).
COMPARABLE = (MARGIN, WIN_CHANCE, LEAD, GAIN)
#: Estimate kinds whose value is a standing the chart draws (a gain is not: it is what one
#: action adds).
STANDING = (MARGIN, WIN_CHANCE, LEAD)
#: How many of the costliest decisions the review shows.
MOMENTS = 3
#: Weighing the move made against Hard's choice takes this share of the ranking's sample
#: budget (at least :data:`WEIGH_MIN` samples): a paired difference of two moves on the same
#: deals needs far fewer samples than ranking three does (docs/review.md), and it keeps a
#: whole review within the time a player waits for it.
WEIGH_SHARE = 0.25
WEIGH_MIN = 100
#: The format of a review as kept in a save.
VERSION = 1
#: A review longer than this is no review of a real game (a match of three Lost Cities
#: games has about 140 decisions per seat).
MAX_DECISIONS = 2_000
MAX_TEXT = 40


class ReviewError(ValueError):
    """A review that cannot be made: ``code`` ``unfinished``, ``computer`` or ``no_ranking``."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


@dataclass(frozen=True)
class Scale:
    """A game's review scale: the unit of its losses (``points`` of expected margin,
    ``percent``: percentage points of win chance, ``lead``: points of expected lead at the
    end of the round) and the
    loss at or above which a decision is an inaccuracy, a mistake, a blunder."""

    unit: str
    inaccuracy: float
    mistake: float
    blunder: float

    def classify(self, loss: float | None, best: bool) -> str | None:
        if best:
            return "best"
        if loss is None:
            return None
        if loss >= self.blunder:
            return "blunder"
        if loss >= self.mistake:
            return "mistake"
        if loss >= self.inaccuracy:
            return "inaccuracy"
        return "good"


def scale(game_id: str) -> Scale:
    """The game's :class:`Scale` (its bots module's ``REVIEW_SCALE``)."""
    unit, *limits = bot_module(game_id).REVIEW_SCALE
    return Scale(str(unit), *(float(x) for x in limits))


def reviewable(game_id: str) -> bool:
    """Whether the game's Hard computer can rank its moves (and so review a game)."""
    try:
        module = bot_module(game_id)
    except (KeyError, ImportError):
        return False
    return hasattr(module, "REVIEW_SCALE") and hasattr(hard_bot_class(game_id), "rank")


def hard_bot_class(game_id: str) -> Any:
    module = bot_module(game_id)
    return module.BOTS[module.LEVELS["hard"][0]]


def budget(game_id: str, players: int) -> dict[str, Any]:
    """The Hard bot's parameters for a review: the sample budget Hard reaches in the
    browser's 0.45 s (:func:`expeditions.arena.budget_params`), with no clock, so a review
    is what Hard would play there, and reproducible from its seeds."""
    from ..arena import budget_params

    return dict(budget_params(game_id, "browser", players)["hard"])


def move_key(game_id: str) -> Callable[[str], str]:
    """The game's key for moves that play alike (identity when it has none)."""
    key: Callable[[str], str] = getattr(bot_module(game_id), "move_key", str)
    return key


@dataclass(frozen=True)
class Decision:
    """One decision of the seat: ``step`` moves had been made before it; the move
    ``played``; Hard's choice ``best`` with its estimate kind, ``value`` (the standing the
    chart draws, in the scale's unit; ``None`` where Hard gave none), the reason code and
    parameters of Hard's choice, and ``loss`` (``None``: not rated)."""

    step: int
    played: str
    best: str
    kind: str
    value: float | None
    loss: float | None
    same: bool
    reason: str = ""
    params: dict[str, JSON] = field(default_factory=dict)

    def to_json(self) -> list[JSON]:
        return [self.step, self.played, self.best, self.kind, _round(self.value),
                _round(self.loss), self.same, self.reason, dict(self.params)]

    @classmethod
    def from_json(cls, raw: object) -> Decision:
        if not isinstance(raw, list) or len(raw) != 9:
            raise ValueError("a decision is a list of 9")
        step, played, best, kind, value, loss, same, reason, params = raw
        if not (type(step) is int and step >= -1 and isinstance(same, bool)
                and all(isinstance(t, str) and len(t) <= MAX_TEXT
                        for t in (played, best, kind, reason))
                and isinstance(params, dict) and len(params) <= 8):
            raise ValueError("a malformed decision")
        if not all(_small(v) for v in params.values()):
            raise ValueError("a decision's parameters are plain values")
        return cls(step, played, best, kind, _number(value), _number(loss), same, reason,
                   dict(params))


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 2)


def _number(value: object) -> float | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or abs(value) > 1e6:
        raise ValueError("not a number")
    return float(value)


def _small(value: object) -> bool:
    """A reason parameter as the bots give them: a short string, a number, or a short list
    of those."""
    if isinstance(value, list):
        return len(value) <= 12 and all(_small(v) and not isinstance(v, list) for v in value)
    if isinstance(value, str):
        return len(value) <= MAX_TEXT
    return value is None or isinstance(value, (int, float))


@dataclass(frozen=True)
class Review:
    """The review of ``seat`` in one finished game, with the sample budget it used."""

    game_id: str
    seat: int
    decisions: tuple[Decision, ...]
    samples: int = 0

    @property
    def scale(self) -> Scale:
        return scale(self.game_id)

    def classes(self) -> list[str | None]:
        """Each decision's class (``None``: not rated), in order."""
        sc = self.scale
        return [sc.classify(d.loss, d.same) for d in self.decisions]

    def counts(self) -> dict[str, int]:
        """How many decisions fell in each class."""
        found = self.classes()
        return {c: found.count(c) for c in CLASSES}

    def rated(self) -> list[Decision]:
        return [d for d in self.decisions if d.same or d.loss is not None]

    def figure(self) -> float | None:
        """The review's one figure: the mean loss per rated decision (``None``: none)."""
        rated = self.rated()
        if not rated:
            return None
        return sum(0.0 if d.same else d.loss or 0.0 for d in rated) / len(rated)

    def moments(self, n: int = MOMENTS) -> list[Decision]:
        """The ``n`` costliest decisions (something lost), costliest first."""
        lost = [d for d in self.decisions if not d.same and (d.loss or 0.0) > 0.0]
        return sorted(lost, key=lambda d: (-(d.loss or 0.0), d.step))[:n]

    def to_json(self) -> dict[str, JSON]:
        return {"v": VERSION, "game": self.game_id, "seat": self.seat,
                "samples": self.samples, "decisions": [d.to_json() for d in self.decisions]}

    @classmethod
    def from_json(cls, raw: object) -> Review:
        """A review as kept in a save (untrusted: bounded and checked; raises
        ``ValueError``)."""
        if not isinstance(raw, dict) or raw.get("v") != VERSION:
            raise ValueError("not a review")
        game, seat, samples, decisions = (raw.get(k) for k in
                                          ("game", "seat", "samples", "decisions"))
        if not (isinstance(game, str) and type(seat) is int and 0 <= seat < 8
                and type(samples) is int and samples >= 0 and isinstance(decisions, list)
                and len(decisions) <= MAX_DECISIONS):
            raise ValueError("a malformed review")
        return cls(game, seat, tuple(Decision.from_json(d) for d in decisions), samples)


# ----- making a review -------------------------------------------------------------------------
def _display(kind: str, value: float | None) -> float | None:
    """An estimate in the review's unit: a win chance as percentage points."""
    if value is None:
        return None
    return 100.0 * value if kind == WIN_CHANCE else value


def rate(game_id: str, view: dict[str, JSON], played: str, seed: int,
         params: Mapping[str, Any] | None = None) -> Decision | None:
    """Score ``played`` against Hard's ranking from ``view`` (the deciding seat's own view,
    before the move), Hard's randomness seeded by ``seed`` and its parameters ``params``
    (:func:`budget`); ``None`` when the seat had only one legal move. The decision's
    ``step`` is -1: the caller knows where it was."""
    legal = view.get("legal") or []
    if len(legal) < 2:
        return None
    if played not in legal:
        raise ValueError(f"{played!r} was not legal in this view")
    bot = hard_bot(game_id, **dict(params or {}))
    # the ranking's own estimates are compared only when both moves were played out on
    # every sample of the budget (a search that ended early, or dropped the move early,
    # has too few for a difference to mean much: the two moves are weighed again)
    full = samples_of(game_id, params or {})
    ranked = bot.rank(view, Rng(seed), explain=True)
    top = ranked[0]
    key = move_key(game_id)
    value = _display(top.kind, top.estimate) if top.kind in STANDING else None
    same = key(played) == key(top.action)
    loss: float | None = None
    if same:
        loss = 0.0
    else:
        mine = next((r for r in ranked if key(r.action) == key(played)), None)
        if (mine is not None and top.kind in COMPARABLE and mine.kind == top.kind
                and top.estimate is not None and mine.estimate is not None
                and mine.samples == top.samples and top.samples >= full):
            loss = _display(top.kind, top.estimate - mine.estimate)
        elif hasattr(bot, "weigh"):
            weigher: Any = hard_bot(game_id, **weigh_params(game_id, params or {}))
            weighed = weigher.weigh(view, Rng(seed).fork(31), [top.action, played])
            found = {key(r.action): r for r in weighed}
            a, b = found.get(key(top.action)), found.get(key(played))
            if a is not None and b is not None and a.estimate is not None \
                    and b.estimate is not None:
                loss = _display(a.kind, a.estimate - b.estimate)
                if value is None and a.kind in STANDING:
                    value = _display(a.kind, a.estimate)
    if loss is not None:
        loss = max(0.0, loss)
    return Decision(-1, played, top.action, top.kind, value, loss, same, top.reason,
                    dict(top.params))


def weigh_params(game_id: str, params: Mapping[str, Any]) -> dict[str, Any]:
    """The bot's parameters for weighing two moves: :data:`WEIGH_SHARE` of the ranking's
    samples (at least :data:`WEIGH_MIN`), every one played by both moves."""
    key = bot_module(game_id).SAMPLES_PARAM
    full = params.get(key)
    if not isinstance(full, int):
        return dict(params)
    return {**params, key: min(full, max(WEIGH_MIN, round(full * WEIGH_SHARE)))}


def human_seats(seats: Sequence[Any]) -> list[int]:
    """The seats a review may be made for: the people at this device (computers and
    friends on other devices are not reviewed here)."""
    return [i for i, s in enumerate(seats) if getattr(s, "kind", "") == "human"]


def positions(game_id: str, options: dict[str, JSON], seed: int,
              log: Sequence[Sequence[Any]], seat: int,
              ) -> Iterator[tuple[int, dict[str, JSON], str]]:
    """Each decision of ``seat`` in the finished game the log replays: (moves made before
    it, the seat's own view then, the move it made). Raises :class:`ReviewError`
    ``unfinished`` for a game that is not over (nothing is yielded then)."""
    rp = Replay(game_class(game_id), options, seed, log)
    if not rp.over:
        raise ReviewError("unfinished")
    for step, (who, action) in enumerate(rp.log):
        if who != seat:
            continue
        view = rp.at(step).view(seat)
        if len(view.get("legal") or []) > 1:
            yield step, view, action


def decision_count(game_id: str, options: dict[str, JSON], seed: int,
                   log: Sequence[Sequence[Any]], seat: int) -> int:
    """How many decisions :func:`positions` yields (for the progress bar)."""
    return sum(1 for _ in positions(game_id, options, seed, log, seat))


def review_game(game_id: str, options: dict[str, JSON], seed: int,
                log: Sequence[Sequence[Any]], seat: int, seeds: Rng,
                params: Mapping[str, Any] | None = None,
                progress: Callable[[int], None] | None = None) -> Review:
    """The whole review of ``seat`` in one go (CPython: tests and benchmarks; the browser
    runs :func:`rate` one view at a time in the bot worker). ``seeds`` gives each
    decision's bot seed; ``params`` default to :func:`budget`."""
    rp_options = dict(options)
    players = int(rp_options.get("players") or 2)
    params = dict(params) if params is not None else budget(game_id, players)
    out: list[Decision] = []
    for step, view, action in positions(game_id, options, seed, log, seat):
        found = rate(game_id, view, action, seeds.next_u64() >> 12, params)
        if found is not None:
            out.append(_at(found, step))
        if progress is not None:
            progress(len(out))
    return Review(game_id, seat, tuple(out), samples_of(game_id, params))


def samples_of(game_id: str, params: Mapping[str, Any]) -> int:
    """The sample budget in ``params`` (0: the level's own)."""
    value = params.get(bot_module(game_id).SAMPLES_PARAM, 0)
    return int(value) if isinstance(value, int) else 0


def _at(decision: Decision, step: int) -> Decision:
    return Decision(step, decision.played, decision.best, decision.kind, decision.value,
                    decision.loss, decision.same, decision.reason, dict(decision.params))


def at_step(decision: Decision, step: int) -> Decision:
    """``decision`` placed at ``step`` (the page knows where each rated view was)."""
    return _at(decision, step)


def decision_json(decision: Decision | None) -> str:
    """:func:`rate`'s answer as the worker sends it (``null`` for no decision)."""
    import json

    return json.dumps(None if decision is None else decision.to_json())


def decision_from(text: str) -> Decision | None:
    import json

    raw = json.loads(text)
    return None if raw is None else Decision.from_json(raw)


__all__ = ["CLASSES", "Decision", "Review", "ReviewError", "Scale", "budget",
           "decision_count", "human_seats", "positions", "rate", "review_game", "reviewable",
           "scale"]
