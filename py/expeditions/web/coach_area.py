"""The coach at the table and beside it: hints, the guided game, replays and statistics
(one area of :class:`~expeditions.web.app.App`'s commands)."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from ..coach.guide import lesson_for
from ..engine import ReplayError
from ..saves import SavedGame, SaveError, Seat
from ..session import Session
from . import screens
from .browser import now_ms, warn
from .commands import Handler
from .i18n import Phrase

if TYPE_CHECKING:
    from ..coach.hints import Hint
    from .app import App


def replayable(save: SavedGame) -> bool:
    """Whether a save can be replayed now (see :func:`~expeditions.coach.replay.can_replay`)."""

    from ..coach.replay import can_replay

    def finished() -> bool:
        try:
            return bool(save.log) and save.replay_log().is_over()
        except SaveError:
            return False

    return can_replay(save.remote, finished)


class CoachArea:
    def __init__(self, app: App) -> None:
        self.app = app

    def commands(self) -> dict[str, Handler]:
        return {
            "hint": self.ask_hint, "hint-close": self.close_hint,
            "guide-start": self.guide_start, "guide-leave": self.guide_leave,
            "replay": self.replay_save, "replay-current": self.replay_current,
            "replay-step": self.replay_step, "replay-go": self.replay_go,
            "replay-round": self.replay_round, "replay-back": self.replay_back,
            "stats": self.go_stats, "stats-reset": self.stats_reset,
            "stats-reset-confirm": self.stats_reset_confirm,
            "stats-reset-cancel": self.stats_reset_cancel,
        }

    # ----- hints --------------------------------------------------------------------
    def ask_hint(self, _: str) -> None:
        """Ask the Hard computer, in the worker, from the asking seat's view alone; the
        log notes it (saved with the game)."""
        session = self.app.session
        if session is None or not session.may_hint():
            return
        session.note_hint()
        at = len(session.game.events)
        self.app.hint = (at, None, "thinking")
        asyncio.ensure_future(self._work_out_hint(session, at))

    async def _work_out_hint(self, session: Session, at: int) -> None:
        app = self.app
        seat = session.viewer
        assert seat is not None
        view = session.game.view(seat)
        from ..coach.hints import Hint  # here: the menu's start needs no hints

        try:
            data = await app.worker.hint(session.game.game_id, view, session.bot_seed())
            found: Hint | None = Hint.from_json(data)
        except Exception as err:  # a hint that fails must not stop the game
            warn(f"the hint could not be worked out: {err}")
            found = None
        if app.session is session and app.hint is not None and app.hint[0] == at \
                and len(session.game.events) == at:
            app.hint = (at, found, None if found is not None else "failed")
            app.focus_next = "hint-close"
            app.draw()

    def close_hint(self, _: str) -> None:
        self.app.hint = None
        self.app.focus_next = "hint"

    # ----- guided games ---------------------------------------------------------------
    def guide_start(self, game_id: str) -> None:
        """The game's guided game: its fixed deal, the person (named as on the form last
        time) against the Easy computer (the statistics leave lessons out)."""
        app = self.app
        lesson = lesson_for(game_id)
        if lesson is None:
            return
        app.nav.guide_seen(game_id)
        first = app.nav.recalled_form(game_id).seats[0]
        name = (first.name.strip() if first.kind == "human" else "") or screens.DEFAULT_NAMES[0]
        seats = [Seat(name) if seat == lesson.human else Seat("", "computer", "easy")
                 for seat in range(lesson.players)]
        save_id = f"{now_ms():x}-guide"
        app.nav.open_table(Session.new(game_id, dict(lesson.options), seats, lesson.seed,
                                       save_id, app.store, now_ms), guided=True)

    def guide_leave(self, _: str) -> None:
        """Skip the guide: the game goes on as an ordinary one against Easy."""
        app = self.app
        app.guided = app.guide_misstep = False
        app.table.message = Phrase("guide.left")

    # ----- replays ------------------------------------------------------------------
    def open_replay(self, save: SavedGame, back: str) -> None:
        app = self.app
        if not replayable(save):
            app.notice = [Phrase("replay.remote_later")]
            app.table.message = Phrase("replay.remote_later")
            return
        try:
            from . import replay_screen

            app.replay = replay_screen.ReplayState.open(save, back)
        except SaveError as err:
            app.notice = [Phrase("replay.failed", {"reason": app.refusal_phrase(err)})]
            return
        except (ReplayError, KeyError, ImportError) as err:
            why = "save_error.bad_moves" if isinstance(err, ReplayError) else \
                "save_error.unknown_game"
            app.notice = [Phrase("replay.failed", {"reason": Phrase(why)})]
            return
        app.screen, app.rules_page = "replay", None
        app.focus_next = "replay-step:1"

    def replay_save(self, save_id: str) -> None:
        """A saved game's replay, from Continue."""
        save, _ = self.app.store.load(save_id)
        self.open_replay(save, "continue")

    def replay_current(self, _: str) -> None:
        """The game at the table, from its result panel."""
        if self.app.session is not None:
            self.open_replay(self.app.session.save, "game")

    def replay_step(self, delta: str) -> None:
        replay = self.app.replay
        if replay is not None:
            replay.go(replay.step + int(delta))

    def replay_go(self, where: str) -> None:
        replay = self.app.replay
        if replay is not None:
            replay.go(0 if where == "start" else replay.replay.length)

    def replay_round(self, delta: str) -> None:
        replay = self.app.replay
        if replay is not None:
            replay.go(replay.replay.round_step(replay.step, int(delta)))

    def replay_back(self, _: str) -> None:
        app = self.app
        back = app.replay.back if app.replay is not None else "continue"
        app.replay = None
        if back == "review":
            app.review.back_from_replay()
        elif back == "game" and app.session is not None:
            app.screen, app.focus_next = "game", "replay-current"
        else:
            app.screen = "continue"

    # ----- statistics ---------------------------------------------------------------
    def go_stats(self, _: str) -> None:
        self.app.screen, self.app.confirm_reset = "stats", False

    def stats_reset(self, _: str) -> None:
        self.app.confirm_reset = True
        self.app.focus_next = "stats-reset-cancel"

    def stats_reset_confirm(self, _: str) -> None:
        self.app.store.stats.reset()
        self.app.confirm_reset = False
        self.app.focus_next = "menu"

    def stats_reset_cancel(self, _: str) -> None:
        self.app.confirm_reset = False
        self.app.focus_next = "stats-reset"
