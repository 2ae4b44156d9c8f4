"""Replaying a saved game move by move: the positions rebuilt from the save's action log,
where its rounds begin, and from whose point of view it may be watched.

A position is rebuilt by the engine itself (acting the logged moves from the deal), so the
view at each step is exactly the one the players saw then. Going forward one move acts one
move; jumping anywhere starts from the nearest checkpoint (a :meth:`~Game.clone` kept every
:data:`CHECKPOINT_EVERY` moves), so a 1,000-move match never replays from the deal.

A friend's device in a game played across devices never holds the log before the end: its
replay (:class:`SeenReplay`) steps through the positions its seat was shown instead, one per
update the host sent.

Who may be watched: while a game is unfinished, only what a person at this device may see
now — with one person against computers, that person's seat; with several people (hot seat,
hidden hands) or none, only the public view, since the replay cannot know who holds the
device. Once the game is over every seat may be watched, and also "everything open": every
seat's view at once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from ..engine import JSON, Game, IllegalAction, ReplayError

#: A clone of the position is kept every this many moves.
CHECKPOINT_EVERY = 32
#: Events that start a round (Curios, Curiosity) or a game of a match (Lost Cities): the
#: field holding its number.
ROUND_EVENTS = {"round_started": "round", "game_started": "game"}
PUBLIC = "public"
OPEN = "open"
#: A point of view: a seat, the public view, or every seat at once.
Viewpoint = int | str


class SeatLike(Protocol):
    kind: str


@dataclass(frozen=True)
class RoundMark:
    """A round (``kind`` "round") or a game of a match ("game") starting at ``step``
    (the number of moves made before it)."""

    step: int
    kind: str
    number: int


def can_replay(remote: Mapping[str, Any] | None, finished: Callable[[], bool]) -> bool:
    """Whether a save (its ``remote`` field) can be replayed now. A host of a game with
    friends on other devices has the whole log (its replay shows only its own seat until the
    end, as at any table with one person); a friend's device gets the log with the host's
    last link (``finished()``: the save holds a finished game), and until then steps through
    the positions its seat was shown (none before the first update, nor in a save from
    before they were kept)."""
    state = remote.get("state") if remote is not None else None
    if remote is not None and remote.get("mode") == "linked":
        return remote.get("finished") is True  # dealt by every device: once every key is in
    if isinstance(state, Mapping) and state.get("mode") == "peer":
        return state.get("finished") is True  # dealt by nobody: the real match once audited
    if remote is None or remote.get("role") == "host":
        return True
    return isinstance(state, dict) and bool(state.get("history")) or finished()


def viewpoints(seats: Sequence[SeatLike], over: bool) -> list[Viewpoint]:
    """The points of view a replay may offer now (see the module's docstring)."""
    if over:
        return [*range(len(seats)), OPEN]
    humans = [i for i, s in enumerate(seats) if s.kind == "human"]
    return [humans[0]] if len(humans) == 1 else [PUBLIC]


def default_viewpoint(seats: Sequence[SeatLike], over: bool) -> Viewpoint:
    """The one person's own seat, else everything open (a finished game) or public."""
    humans = [i for i, s in enumerate(seats) if s.kind == "human"]
    if len(humans) == 1:
        return humans[0]
    return OPEN if over else PUBLIC


def allowed(choice: Viewpoint, seats: Sequence[SeatLike], over: bool) -> Viewpoint:
    """``choice`` if it may be shown now, else the default."""
    return choice if choice in viewpoints(seats, over) else default_viewpoint(seats, over)


def seats_shown(viewpoint: Viewpoint, players: int) -> list[int | None]:
    """Whose views the point of view shows (``None``: the public view)."""
    if viewpoint == OPEN:
        return list(range(players))
    if isinstance(viewpoint, int) and 0 <= viewpoint < players:
        return [viewpoint]
    return [None]


class RoundSteps:
    """Stepping by rounds, for a replay with ``rounds`` and ``length``."""

    rounds: list[RoundMark]

    @property
    def length(self) -> int:
        raise NotImplementedError

    def round_index(self, step: int) -> int:
        """Which round (0-based, into :attr:`rounds`) the position after ``step`` is in."""
        return max(i for i, r in enumerate(self.rounds) if r.step <= step)

    def round_step(self, step: int, delta: int) -> int:
        """Where the next (``delta`` 1) or previous (-1) round starts from ``step``: the
        previous one is this round's start unless already there (then the one before)."""
        starts = [r.step for r in self.rounds]
        if delta > 0:
            return next((s for s in starts if s > step), self.length)
        return max((s for s in starts if s < step), default=0)


class Replay(RoundSteps):
    """Every position of one game's log, reachable in both directions."""

    def __init__(self, cls: type[Game[Any]], options: dict[str, JSON], seed: int,
                 log: Iterable[Sequence[Any]], start: Game[Any] | None = None) -> None:
        """``start``: the game before the first move when no seed deals it (a game dealt
        by nobody starts from its audited deals)."""
        game = cls(options, seed) if start is None else start.clone()
        self.log: list[tuple[int, str]] = [(int(s), str(a)) for s, a in log]
        self._checkpoints: dict[int, Game[Any]] = {0: game.clone()}
        #: How many events there are after each step (index = moves made).
        self.event_counts = [len(game.events)]
        self.rounds: list[RoundMark] = [RoundMark(0, *self._round_of(game.events))]
        for step, (seat, action) in enumerate(self.log, 1):
            try:
                game.act(seat, action)
            except IllegalAction as err:
                raise ReplayError("illegal_move", f"move {step} is illegal: {err.text}",
                                  move=step, action=action, reason=err.to_json()) from err
            new = game.events[self.event_counts[-1]:]
            self.event_counts.append(len(game.events))
            if any(e.get("type") in ROUND_EVENTS for e in new):
                self.rounds.append(RoundMark(step, *self._round_of(new)))
            if step % CHECKPOINT_EVERY == 0:
                self._checkpoints[step] = game.clone()
        self.over = game.is_over()
        self._cursor = (len(self.log), game)

    @staticmethod
    def _round_of(events: Sequence[dict[str, JSON]]) -> tuple[str, int]:
        for e in reversed(events):
            field = ROUND_EVENTS.get(str(e.get("type")))
            if field is not None:
                number = e.get(field)
                return field, number if isinstance(number, int) else 1
        return "round", 1

    @property
    def length(self) -> int:
        """How many moves the log holds."""
        return len(self.log)

    def at(self, step: int) -> Game[Any]:
        """The game after ``step`` moves (clamped to the log). Read it, do not play it."""
        step = max(0, min(step, self.length))
        here, game = self._cursor
        if not here <= step < here + CHECKPOINT_EVERY:
            base = max(k for k in self._checkpoints if k <= step)
            here, game = base, self._checkpoints[base].clone()
        for seat, action in self.log[here:step]:
            game.act(seat, action)
        self._cursor = (step, game)
        return game

    def new_events(self, step: int) -> range:
        """The indices of the events the ``step``-th move made (empty at the start)."""
        if step <= 0:
            return range(0)
        step = min(step, self.length)
        return range(self.event_counts[step - 1], self.event_counts[step])


class SeenPosition:
    """One position of a :class:`SeenReplay`: the seat's view as it was shown, read like a
    game (``events``, ``view(seat)``) by the replay screen."""

    def __init__(self, view: dict[str, JSON], seat: int) -> None:
        self._view, self.seat = view, seat

    @property
    def events(self) -> list[dict[str, JSON]]:
        events = self._view.get("events")
        return [e for e in events if isinstance(e, dict)] if isinstance(events, list) else []

    def view(self, seat: int | None) -> dict[str, JSON]:
        """The position's view: only the seat's own (nobody else's was ever on this device)."""
        if seat != self.seat:
            raise ValueError(f"only seat {self.seat}'s view was kept")
        return dict(self._view)


class SeenReplay(RoundSteps):
    """The positions one seat was shown, oldest first (a friend's device before the end):
    the same reading interface as :class:`Replay`, a step being one position."""

    over = False

    def __init__(self, views: Sequence[dict[str, JSON]], seat: int) -> None:
        if not views:
            raise ValueError("no position was shown yet")
        self.positions = [SeenPosition(v, seat) for v in views]
        self.event_counts = [len(p.events) for p in self.positions]
        self.rounds: list[RoundMark] = []
        seen = 0
        for step, position in enumerate(self.positions):
            new = position.events[seen:]
            if step == 0 or any(e.get("type") in ROUND_EVENTS for e in new):
                self.rounds.append(RoundMark(step, *Replay._round_of(position.events)))
            seen = len(position.events)

    @property
    def length(self) -> int:
        return len(self.positions) - 1

    def at(self, step: int) -> SeenPosition:
        return self.positions[max(0, min(step, self.length))]

    def new_events(self, step: int) -> range:
        """The events that arrived with the ``step``-th position (after the first)."""
        if step <= 0:
            return range(0)
        step = min(step, self.length)
        return range(self.event_counts[step - 1], self.event_counts[step])

