"""A player's record against the computer and against friends, kept across games in the
app's storage.

What counts: a finished game with exactly one person at this device's table and at least one
computer or friend on another device (a remote game, issue #29). A game with a friend is filed
under :data:`FRIEND` whatever computers also played (beating a person is what the result says
most about); a game against computers only, under the level of the *strongest* computer (a
Curios table of one Easy and one Hard computer is a game against Hard). Games among people
on one device, or with two or more people there, are left out: there is no one "me" whose
record they are.

Outcome and margin follow the rules' decision: a win when the person is the only winner
(a score tie broken by a tie-break is a win), a tie when they share the win, else a loss.
The margin is the person's score minus the best other score (negative when behind). A win
streak is broken by a tie or a loss.

Exactly once: each finished game is a :class:`Record` keyed by its save id, and a save id
already recorded is never recorded again (resuming, reloading, a second tab or an import of
a backup bring nothing new). Statistics live under :data:`STATS_KEY`, outside the saves'
key prefix. Unreadable statistics are never dropped silently: the damaged text is kept under
:data:`DAMAGED_KEY` and the fresh statistics carry a note that the screen shows.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

from ..engine import JSON, Result

STATS_KEY = "expeditions:stats"
#: Where the text of unreadable statistics is kept after they were started again.
DAMAGED_KEY = "expeditions:stats-damaged"
FORMAT = "expeditions-stats"
VERSION = 1
#: Computer levels, weakest first (the strongest at the table names the game's level).
LEVELS = ("easy", "medium", "hard")
#: The "level" of a game with a friend on another device.
FRIEND = "friend"
#: Every opponent kind a record may be filed under (a build before remote play reads
#: only :data:`LEVELS`, and drops a friend's record with a note).
OPPONENTS = (*LEVELS, FRIEND)
OUTCOMES = ("win", "loss", "tie")
#: How many of the newest games the chart shows.
CHART_GAMES = 20
MAX_ID = 64
MAX_GAME_ID = 40
MAX_TIME_MS = 253_402_300_799_999
#: A review's figure above this is no figure of a real game.
MAX_REVIEW = 10_000
#: How many of the newest reviewed games the statistics list.
REVIEWED_GAMES = 10
#: Larger statistics are not read (about 100,000 games).
MAX_CHARS = 10_000_000


class KeyValueStorage(Protocol):
    """The app's storage interface (:class:`expeditions.saves.Storage`)."""

    def get(self, key: str) -> str | None: ...
    def set(self, key: str, value: str) -> None: ...
    def remove(self, key: str) -> None: ...


class SeatLike(Protocol):
    kind: str
    level: str | None


@dataclass(frozen=True)
class Record:
    """One finished game as the person at the table played it."""

    id: str  # the save's id
    game: str
    level: str  # the strongest computer's level, or FRIEND
    outcome: str  # "win", "loss" or "tie"
    score: int
    margin: int  # the person's score minus the best other score
    at: int  # when it finished (ms since 1970)
    #: the review's figure once the game was reviewed (the person's mean loss per rated
    #: decision, :meth:`expeditions.coach.review.Review.figure`), else ``None``
    review: float | None = None

    def to_json(self) -> dict[str, JSON]:
        return {"id": self.id, "game": self.game, "level": self.level,
                "outcome": self.outcome, "score": self.score, "margin": self.margin,
                "at": self.at, **({"review": self.review} if self.review is not None else {})}

    @classmethod
    def from_json(cls, raw: object) -> Record | None:
        """The record ``raw`` holds, or ``None`` if any field is missing or malformed."""
        if not isinstance(raw, dict):
            return None
        ints = [raw.get(k) for k in ("score", "margin", "at")]
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in ints):
            return None
        ident, game, level, outcome = (raw.get(k) for k in ("id", "game", "level", "outcome"))
        if not (isinstance(ident, str) and 0 < len(ident) <= MAX_ID
                and isinstance(game, str) and 0 < len(game) <= MAX_GAME_ID
                and level in OPPONENTS and outcome in OUTCOMES):
            return None
        score, margin, at = (int(v) for v in ints)  # type: ignore[arg-type]
        if not 0 <= at <= MAX_TIME_MS:
            return None
        review = raw.get("review")
        if not (review is None or (isinstance(review, (int, float))
                                   and not isinstance(review, bool) and 0 <= review <= MAX_REVIEW)):
            return None
        return cls(ident, game, str(level), str(outcome), score, margin, at,
                   None if review is None else float(review))


def record_for(save_id: str, game_id: str, seats: Sequence[SeatLike], result: Result,
               at: int) -> Record | None:
    """The record of a finished game, or ``None`` when it does not count (not exactly one
    person, or neither a computer nor a friend on another device: seat kind ``remote``)."""
    humans = [i for i, s in enumerate(seats) if s.kind == "human"]
    levels = [s.level for s in seats if s.kind == "computer" and s.level in LEVELS]
    friends = any(s.kind == "remote" for s in seats)
    if len(humans) != 1 or not (levels or friends) or len(result.scores) != len(seats):
        return None
    me = humans[0]
    level = FRIEND if friends else max(levels, key=lambda lv: LEVELS.index(str(lv)))
    best_other = max(s for i, s in enumerate(result.scores) if i != me)
    shared = len(result.winners) > 1
    outcome = ("tie" if shared else "win") if me in result.winners else "loss"
    score = int(result.scores[me])
    return Record(save_id, game_id, str(level), outcome, score, score - int(best_other), at)


@dataclass(frozen=True)
class Figures:
    """A player's record in one game at one level (or all levels)."""

    games: int
    wins: int
    losses: int
    ties: int
    average_margin: float | None
    best_score: int | None
    current_streak: int  # wins in a row up to the newest game
    best_streak: int


def figures(records: Iterable[Record]) -> Figures:
    ordered = sorted(records, key=lambda r: (r.at, r.id))
    count = {o: sum(1 for r in ordered if r.outcome == o) for o in OUTCOMES}
    streak = best = 0
    for r in ordered:
        streak = streak + 1 if r.outcome == "win" else 0
        best = max(best, streak)
    n = len(ordered)
    return Figures(
        games=n, wins=count["win"], losses=count["loss"], ties=count["tie"],
        average_margin=sum(r.margin for r in ordered) / n if n else None,
        best_score=max(r.score for r in ordered) if n else None,
        current_streak=streak, best_streak=best,
    )


@dataclass(frozen=True)
class ResetNote:
    """Why the statistics were started again or trimmed, so the screen can say so.
    ``code``: ``unreadable`` (all of it was; ``count`` is 0) or ``dropped`` (``count``
    entries were)."""

    code: str
    at: int
    count: int = 0

    def to_json(self) -> dict[str, JSON]:
        return {"code": self.code, "at": self.at, "count": self.count}


@dataclass
class Stats:
    records: list[Record] = field(default_factory=list)
    note: ResetNote | None = None

    def ids(self) -> set[str]:
        return {r.id for r in self.records}

    def add(self, record: Record) -> bool:
        """Add a game unless its save id is already recorded; True if it was added."""
        if record.id in self.ids():
            return False
        self.records.append(record)
        return True

    def games(self, known: Sequence[str] = ()) -> list[str]:
        """The games played, in the order of ``known`` first."""
        played = {r.game for r in self.records}
        return [g for g in known if g in played] + sorted(played - set(known))

    def of(self, game: str, level: str | None = None) -> list[Record]:
        """Oldest first."""
        return sorted((r for r in self.records
                       if r.game == game and (level is None or r.level == level)),
                      key=lambda r: (r.at, r.id))

    def figures(self, game: str, level: str | None = None) -> Figures:
        return figures(self.of(game, level))

    def latest(self, game: str, n: int = CHART_GAMES) -> list[Record]:
        """The newest ``n`` games of ``game``, oldest first (the chart's bars)."""
        return self.of(game)[-n:]

    def reviewed(self, game: str, n: int = REVIEWED_GAMES) -> list[Record]:
        """The newest ``n`` reviewed games of ``game``, oldest first (the review's figure
        over games)."""
        return [r for r in self.of(game) if r.review is not None][-n:]

    def to_json(self) -> dict[str, JSON]:
        return {"format": FORMAT, "version": VERSION,
                "records": [r.to_json() for r in self.records],
                "note": self.note.to_json() if self.note else None}


class StatsError(ValueError):
    """Statistics that cannot be read at all."""


def parse(data: object) -> tuple[Stats, int]:
    """Statistics from their JSON value, and how many entries were malformed and left out
    (raises :class:`StatsError` when it is no statistics at all)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise StatsError("not statistics")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version > VERSION:
        raise StatsError("unknown version")
    raw_records = data.get("records")
    if not isinstance(raw_records, list):
        raise StatsError("no records")
    stats, bad = Stats(), 0
    for raw in raw_records:
        record = Record.from_json(raw)
        if record is None or not stats.add(record):
            bad += 1
    note = data.get("note")
    if isinstance(note, dict) and note.get("code") in ("unreadable", "dropped"):
        at, count = note.get("at"), note.get("count")
        if isinstance(at, int) and isinstance(count, int):
            stats.note = ResetNote(str(note["code"]), at, count)
    return stats, bad


class StatsStore:
    """The statistics in a storage, read afresh for every change (so that two tabs add to
    the same record instead of overwriting each other's)."""

    def __init__(self, storage: KeyValueStorage, clock: Callable[[], int]) -> None:
        self.storage = storage
        self.clock = clock

    def load(self) -> Stats:
        """The stored statistics. Unreadable ones are started again, their text kept under
        :data:`DAMAGED_KEY`, and malformed entries are dropped; either way the result
        carries a :class:`ResetNote` and is written back at once."""
        text = self.storage.get(STATS_KEY)
        if text is None:
            return Stats()
        try:
            if len(text) > MAX_CHARS:
                raise StatsError("too large")
            stats, bad = parse(json.loads(text))
        except (ValueError, RecursionError):  # StatsError and JSON errors
            stats, bad = Stats(note=ResetNote("unreadable", self.clock())), -1
        if bad:
            if bad > 0:
                stats.note = ResetNote("dropped", self.clock(), bad)
            try:
                self.storage.set(DAMAGED_KEY, text)
                self._write(stats)
            except Exception:  # noqa: BLE001 - a full storage: the note is shown all the same
                pass
        return stats

    def _write(self, stats: Stats) -> None:
        """Write the statistics (raises StorageFull like any write)."""
        self.storage.set(STATS_KEY, json.dumps(stats.to_json(), separators=(",", ":")))

    def record(self, record: Record | None) -> bool:
        """Add one finished game, unless it does not count or is recorded already; True if
        it was added. Raises the storage's StorageFull, recording nothing."""
        if record is None:
            return False
        stats = self.load()
        if not stats.add(record):
            return False
        self._write(stats)
        return True

    def note_review(self, save_id: str, figure: float | None) -> bool:
        """Keep a review's figure with the recorded game of ``save_id`` (a game that is not
        recorded, a guided game for one, keeps none); True if it was kept. Raises the
        storage's StorageFull."""
        if figure is None:
            return False
        stats = self.load()
        for i, r in enumerate(stats.records):
            if r.id == save_id:
                stats.records[i] = replace(r, review=round(figure, 2))
                self._write(stats)
                return True
        return False

    def reset(self) -> None:
        """Forget every game (the player confirmed it)."""
        self.storage.remove(STATS_KEY)
        self.storage.remove(DAMAGED_KEY)

    def export_json(self) -> dict[str, JSON] | None:
        """The statistics for a backup file (``None``: none kept yet)."""
        if self.storage.get(STATS_KEY) is None:
            return None
        return self.load().to_json()

    def merge(self, data: Any) -> tuple[int, int]:
        """Add a backup's games that are not recorded here yet: (added, refused). Raises
        :class:`StatsError` when ``data`` is no statistics."""
        incoming, bad = parse(data)
        stats = self.load()
        added = sum(1 for r in incoming.records if stats.add(r))
        if added:
            self._write(stats)
        return added, bad
