"""A game being played at the table: the engine plus who sits where, autosave after every
action, undo and the hot-seat curtain. The game log is the engine's public events.

Pure Python (no browser), so the behaviour of the table is tested on CPython; the browser
front end only renders what a :class:`Session` says and forwards clicks to it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .coach.guide import is_lesson
from .engine import JSON, Game, IllegalAction, replay
from .games import game_class
from .saves import SavedGame, SaveStore, Seat, StaleSave, StorageFull

if TYPE_CHECKING:  # the statistics load with the first game's end, not the menu
    from .coach.stats import StatsStore


#: Opens a save played across devices as its session; registered by :mod:`expeditions.remote`
#: when it is imported (a local game never loads it).
RemoteOpener = Callable[[SavedGame, Game[Any], "SaveStore | None", Callable[[], int],
                         "StatsStore | None"], "Session"]
_REMOTE_OPENER: RemoteOpener | None = None


def register_remote_opener(opener: RemoteOpener) -> None:
    """Set how a save with a ``remote`` field opens at the table."""
    global _REMOTE_OPENER
    _REMOTE_OPENER = opener


class Session:
    """One game at the table. ``viewer`` is the seat whose private view is on screen."""

    def __init__(
        self, save: SavedGame, game: Game[Any], store: SaveStore | None,
        clock: Callable[[], int], stats: StatsStore | None = None,
    ) -> None:
        self.save = save
        self.game = game
        self.store = store
        self.clock = clock
        #: Where a game that ends at this table is recorded (once: keyed by the save id);
        #: by default the statistics kept beside the saves.
        self.stats = stats if stats is not None else store.stats if store is not None else None
        #: The game ended here but could not be recorded yet (storage full): retried with
        #: the save.
        self.unrecorded = False
        #: The revision this table knows to be stored; a write must follow it.
        self.stored_revision = save.revision
        # The curtain is down until the current human says they are ready, except when
        # there is only one human (nothing to hide from anyone at the table).
        self.revealed_for: int | None = None
        if len(self.human_seats) == 1:
            self.revealed_for = self.human_seats[0]

    # ----- creation -----------------------------------------------------------------
    @classmethod
    def new(
        cls, game_id: str, options: dict[str, object], seats: list[Seat], seed: int,
        save_id: str, store: SaveStore | None, clock: Callable[[], int],
        stats: StatsStore | None = None,
    ) -> Session:
        options = dict(options)
        options["players"] = len(seats)
        game = game_class(game_id)(options, seed)
        now = clock()
        save = SavedGame.from_game(save_id, game, seats, now, now)
        session = cls(save, game, store, clock, stats)
        session._autosave()
        return session

    @classmethod
    def resume(cls, store: SaveStore, save_id: str, clock: Callable[[], int],
               stats: StatsStore | None = None) -> Session:
        """Open a saved game: its log is replayed once, by the store's check. Opening a
        finished game records nothing: only the move that ends a game at a table does.
        A remote game's save opens as the session play across devices registers
        (:func:`register_remote_opener`)."""
        save, game = store.load(save_id)
        if save.remote is not None:
            assert _REMOTE_OPENER is not None  # the save's build needed it already
            return _REMOTE_OPENER(save, game, store, clock, stats)
        return cls(save, game, store, clock, stats)

    # ----- who is who ---------------------------------------------------------------
    @property
    def seats(self) -> list[Seat]:
        return self.save.players

    @property
    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == "human"]

    @property
    def hot_seat(self) -> bool:
        return len(self.human_seats) > 1

    def is_bot_turn(self) -> bool:
        current = self.game.current_player
        return current is not None and self.seats[current].kind == "computer"

    @property
    def curtain_for(self) -> int | None:
        """The human who must take the device before anything private is shown."""
        current = self.game.current_player
        if current is None or self.seats[current].kind != "human":
            return None
        return None if self.revealed_for == current else current

    def ready(self) -> None:
        """The player named on the curtain has the device."""
        self.revealed_for = self.game.current_player

    @property
    def viewer(self) -> int | None:
        """Seat whose view is shown (``None``: only public information)."""
        if self.curtain_for is not None:
            return None
        if self.game.is_over() and self.hot_seat:
            return None
        return self.revealed_for

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    def view(self) -> dict[str, JSON]:
        return self.game.view(self.viewer)

    # ----- hints --------------------------------------------------------------------
    def may_hint(self) -> bool:
        """Whether the seat on screen may ask for a hint now: a person with hints on, at
        their own turn (behind no curtain: the hint reads their hand)."""
        seat = self.viewer
        return (seat is not None and self.game.current_player == seat
                and self.seats[seat].kind == "human" and self.seats[seat].hints)

    def note_hint(self) -> None:
        """Record (and save) that the seat on screen asked for a hint at this point, for
        the log; asking twice at the same point is one entry."""
        seat = self.viewer
        assert seat is not None and self.may_hint()
        entry = (seat, len(self.game.events))
        if entry not in self.save.hints:
            self.save.hints.append(entry)
            self._autosave()

    @staticmethod
    def bot_seed() -> int:
        """Fresh randomness for one computer decision, from the system's generator: never
        derived from the game's seed, which would let a bot rebuild every hidden card."""
        import secrets  # here, not at the top: the menu's start-up need not import it

        return secrets.randbits(52)

    def refusal(self, action: str) -> IllegalAction | None:
        """Why the seat on screen may not take ``action`` now, as a code the UI words
        (None if it may)."""
        viewer = self.viewer
        if viewer is None:
            return IllegalAction("not_your_turn", "it is not your turn")
        return self.game.check(viewer, action)

    def keep_review(self, seat: int, review: dict[str, JSON]) -> None:
        """Keep a review of the finished game in its save (reopening it then costs
        nothing); a full storage keeps it for this visit only."""
        self.save.reviews[seat] = review
        self._autosave()

    # ----- playing ------------------------------------------------------------------
    def act(self, seat: int, action: str) -> None:
        """Apply one action (raises IllegalAction) and autosave. Raises
        :class:`StaleSave`, changing nothing, when the game was moved on in another tab:
        the caller then reopens the stored game."""
        self.ensure_current()
        self.game.act(seat, action)
        self._autosave()
        if self.game.is_over():
            self.unrecorded = True
            self._record()

    def ensure_current(self) -> None:
        """Raise :class:`StaleSave` if the stored game is no longer the one on this table."""
        if self.store is None:
            return
        stored = self.store.revision(self.save.id)
        if stored is not None and stored != self.stored_revision:
            raise StaleSave("moved_on", "this game moved on in another tab",
                            stored=stored, expected=self.stored_revision)

    def can_undo(self) -> bool:
        """Your own last action, while it is still your turn and it revealed nothing."""
        if not self.game.log or self.viewer is None:
            return False
        seat, action = self.game.log[-1]
        return (
            seat == self.viewer
            and self.game.current_player == seat
            and self.game.can_take_back(seat, action)
        )

    def undo(self) -> None:
        if not self.can_undo():
            raise IllegalAction("nothing_to_undo", "there is nothing you can take back now")
        self.ensure_current()
        self.game = replay(type(self.game), self.game.options, self.game.seed,
                           self.game.log[:-1])
        self._autosave()

    # ----- saving -------------------------------------------------------------------
    def _snapshot(self, updated: int, revision: int) -> SavedGame:
        """The save of the game as it stands (a remote game's adds its own part)."""
        return SavedGame.from_game(self.save.id, self.game, self.seats, self.save.created,
                                   updated, revision)

    def _autosave(self) -> None:
        hints, reviews = self.save.hints, self.save.reviews
        self.save = self._snapshot(self.clock(), self.stored_revision + 1)
        self.save.hints, self.save.reviews = hints, reviews
        if self.store is None:
            return
        try:
            self.store.put(self.save, follows=self.stored_revision)
        except StorageFull:
            pass  # ``unsaved`` says so; the table offers to make room and retry
        else:
            self.stored_revision = self.save.revision

    @property
    def unsaved(self) -> bool:
        """The last moves are not in storage (it was full when they were made)."""
        return self.store is not None and self.stored_revision != self.save.revision

    def retry_save(self) -> bool:
        """Try the save again (after room was made); True once the game is stored."""
        self._autosave()
        if self.unrecorded:
            self._record()
        return not self.unsaved

    def _record(self) -> None:
        """File the finished game in the statistics (a no-op if its id is already there);
        a guided game is a lesson, not a record."""
        result = self.game.result()
        if self.stats is None or result is None or is_lesson(self.game):
            self.unrecorded = False
            return
        from .coach.stats import record_for

        try:
            self.stats.record(record_for(self.save.id, self.game.game_id, self.seats, result,
                                         self.clock()))
        except StorageFull:
            return  # ``unrecorded`` stays: retried with the save
        self.unrecorded = False
