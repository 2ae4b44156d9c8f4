"""Hints: "what would the Hard computer do?" for the seat to move.

A hint is the Hard bot's own ranking (``rank`` in each ``expeditions.bots.<game>`` module,
the same computation its ``choose`` makes), cut to its best :data:`TOP` actions: so from the
same view and seed the hint's first action *is* the Hard bot's move. Each option carries the
bot's estimate in the unit its ``kind`` names (:data:`expeditions.bots.ESTIMATE_KINDS`) and
a reason as a code with parameters, which the screens word (``<game area>.hint.<code>``). Only
the seat's view is read. A hint is plain data (:meth:`Hint.to_json`), so it crosses from the
bot worker to the page as JSON.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..bots import ESTIMATE_KINDS, RankingBot, make_bot
from ..engine import JSON
from ..rng import Rng

#: how many of the Hard bot's actions a hint shows
TOP = 3


@dataclass(frozen=True)
class HintOption:
    """One action the Hard bot weighed: its canonical string, the estimate (``None`` when
    ``kind`` is ``rule`` or ``only``) over ``samples`` playouts, the mean score lead where
    the estimate is a win chance, and the reason code with its parameters."""

    action: str
    kind: str
    estimate: float | None
    reason: str
    params: dict[str, JSON]
    samples: int = 0
    margin: float | None = None

    def to_json(self) -> dict[str, JSON]:
        return {"action": self.action, "kind": self.kind, "estimate": self.estimate,
                "reason": self.reason, "params": dict(self.params),
                "samples": self.samples, "margin": self.margin}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> HintOption:
        kind = str(data["kind"])
        if kind not in ESTIMATE_KINDS:
            raise ValueError(f"unknown estimate kind {kind!r}")
        params = data.get("params") or {}
        if not isinstance(params, dict):
            raise ValueError("a hint's params must be an object")
        return cls(action=str(data["action"]), kind=kind,
                   estimate=_number(data.get("estimate")), reason=str(data["reason"]),
                   params=dict(params), samples=int(data.get("samples") or 0),
                   margin=_number(data.get("margin")))


@dataclass(frozen=True)
class Hint:
    """The Hard bot's best actions for ``seat`` in ``game_id``, its choice first (no
    options when the seat has nothing to do)."""

    game_id: str
    seat: int | None
    options: tuple[HintOption, ...]

    @property
    def top(self) -> HintOption | None:
        return self.options[0] if self.options else None

    def to_json(self) -> dict[str, JSON]:
        return {"game": self.game_id, "seat": self.seat,
                "options": [o.to_json() for o in self.options]}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Hint:
        seat = data.get("seat")
        return cls(game_id=str(data["game"]), seat=None if seat is None else int(seat),
                   options=tuple(HintOption.from_json(o) for o in data["options"]))


def _number(value: object) -> float | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(f"not a number: {value!r}")
    return float(value)


def hard_bot(game_id: str, **params: Any) -> RankingBot:
    """The Hard level's bot of ``game_id`` (``params`` override its level's, e.g. a sample
    budget instead of a clock for a reproducible hint)."""
    bot = make_bot(game_id, "hard", **params)
    if not hasattr(bot, "rank"):
        raise TypeError(f"the Hard bot of {game_id} cannot rank its actions")
    return bot  # type: ignore[return-value]


def hint(game_id: str, view: dict[str, JSON], seed: int, **params: Any) -> Hint:
    """What the Hard computer would do from ``view`` (the view of the seat to move) with
    its randomness seeded by ``seed``: its :data:`TOP` best actions, its choice first.
    ``params`` override the Hard level's (every Hard level thinks against a 0.45 s clock;
    ``time_limit=None`` and a sample budget make the hint reproducible: its first action is
    then the Hard bot's choice from the same view and seed with that budget)."""
    seat = view.get("seat")
    if seat is None or not view.get("legal"):
        return Hint(game_id, None if seat is None else int(seat), ())
    bot = hard_bot(game_id, **params)
    ranked = bot.rank(view, Rng(seed), explain=True)
    options = tuple(HintOption(r.action, r.kind, r.estimate, r.reason, dict(r.params),
                               r.samples, r.margin) for r in ranked[:TOP])
    return Hint(game_id, int(seat), options)
