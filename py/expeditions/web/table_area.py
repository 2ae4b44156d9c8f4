"""The table: a person's moves, the curtain, Undo, the table's animations and pauses, and
the computers' turns (one area of :class:`~expeditions.web.app.App`'s commands)."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

from ..coach.guide import guidance, is_lesson, lesson_for, misstep, scripted_action
from ..saves import StaleSave
from ..session import Session
from .browser import measure, mount, next_paint, now_ms, perf_now
from .commands import Handler
from .widgets import FOLLOW_SECONDS, FRAME_SECONDS, LAST_FRAME_SECONDS, PACE_KEY, TableState, pace

if TYPE_CHECKING:
    from .app import App

class TableArea:
    def __init__(self, app: App) -> None:
        self.app = app
        self._bot_running = False
        self._playing = False

    def commands(self) -> dict[str, Handler]:
        return {
            "resume": self.resume, "ready": self.ready, "undo": self.undo,
            "skip": self.skip, "retry": self.skip, "select": self.select, "act": self.act,
            "interlude-done": self.interlude_done,
        }

    # ----- a person at the table ------------------------------------------------------
    def resume(self, save_id: str) -> None:
        """Open a saved game; a guided game resumes guided."""
        session = Session.resume(self.app.store, save_id, now_ms)
        self.app.nav.open_table(session, is_lesson(session.game))

    def ready(self, _: str) -> None:
        if self.app.session is not None:
            self.app.session.ready()

    def undo(self, _: str) -> None:
        app = self.app
        if app.session is not None:
            app.session.undo()
            app.table = TableState(shown=app.table.shown)

    def skip(self, _: str) -> None:
        """End the animation (Skip); Try again: draw the table again."""
        self.app.table.playback = None

    def select(self, choice: str) -> None:
        table = self.app.table
        table.selected = None if table.selected == choice else choice

    def interlude_done(self, _: str) -> None:
        """The player moves on from the table's pause; the computers play on."""
        self.app.table.interlude = None

    def act(self, action: str) -> None:
        app = self.app
        session = app.session
        if session is None:
            return
        seat = session.viewer
        if seat is None or session.game.current_player != seat:
            return
        guide = guidance(session.game) if app.guided else None
        app.guide_misstep = guide is not None and misstep(guide, action)
        if app.guide_misstep:
            app.table.selected = None
            app.focus_next = guide.targets[0] if guide and guide.targets else None
            return  # refused with the guide's explanation; the same step again
        session.act(seat, action)
        app.table.selected = None

    # ----- the table's animation --------------------------------------------------------
    def start_playback(self) -> None:
        if self.app.table.playback is not None and not self._playing:
            asyncio.ensure_future(self.playback_loop())

    async def playback_loop(self) -> None:
        """Advance the table's animation one frame at a time; Skip ends it early."""
        app = self.app
        self._playing = True
        try:
            while (pb := app.table.playback) is not None and app.screen == "game":
                held = LAST_FRAME_SECONDS if pb.last_frame else FRAME_SECONDS
                await asyncio.sleep(held * self._pace())
                if app.table.playback is not pb:
                    continue  # skipped, or another game
                if pb.last_frame:
                    app.table.playback = None
                else:
                    pb.frame += 1
                mount(app.root, app.tree())
        except Exception as err:
            app.table.playback = None
            app.fail(err)
            return
        finally:
            self._playing = False
        app.render()  # the computers' turns resume

    def _pace(self) -> float:
        return pace(self.app.store.storage.get(PACE_KEY))

    # ----- computer players -------------------------------------------------------------
    def waiting(self) -> bool:
        """Whether the computers must wait (an animation, the rules, a pause)."""
        app = self.app
        return (app.table.playback is not None or app.rules_page is not None
                or app.table.interlude is not None)

    async def bot_loop(self) -> None:
        if self._bot_running:
            return
        app = self.app
        self._bot_running = True
        try:
            # the move that handed the turn over is painted first: working out the
            # computer's view and sending it to the worker would otherwise delay that frame
            await next_paint()
            shown_at: float | None = None  # when this loop last showed a computer's move
            while (session := app.session) is not None and session.is_bot_turn() \
                    and app.screen == "game":
                if self.waiting():
                    return  # the animation's end (closing the rules) restarts this loop
                seat = session.game.current_player
                assert seat is not None
                level = session.seats[seat].level
                if level is None:  # saves and the form give every computer a level
                    raise ValueError(f"the computer at seat {seat} has no level")
                view = session.game.view(seat)  # the bot's own view, nothing more
                seed = session.bot_seed()
                lesson = lesson_for(session.game.game_id) if app.guided else None
                scripted = scripted_action(lesson, session.game) if lesson else None
                action = scripted or await self._thought(session, view, level, seed)
                if shown_at is not None:  # the last computer move stays up long enough
                    held = (perf_now() - shown_at) / 1000
                    follow = FOLLOW_SECONDS * self._pace()
                    if held < follow:
                        app.draw()  # the thinking is over: the status says so
                        await asyncio.sleep(follow - held)
                if app.session is not session or app.rules_page is not None:
                    return  # the player left, or opened the rules, while it was thinking
                try:
                    session.act(seat, action)
                except StaleSave:
                    app.moved_on()
                    return
                app.draw()
                shown_at = perf_now()
        except Exception as err:
            app.fail(err)
        finally:
            self._bot_running = False

    async def _thought(self, session: Session, view: dict[str, Any], level: str,
                       seed: int) -> str:
        """The computer's move, with "… is thinking" on screen exactly while it thinks."""
        app = self.app
        table = app.table
        table.thinking = True
        app.draw()
        started = perf_now()
        try:
            return await app.worker.think(session.game.game_id, view, level, seed)
        finally:
            table.thinking = False
            # what a player waits for each computer move (read by benchmarks/think_time.py)
            measure(f"think {session.game.game_id} {level}", started)

    def before_draw(self) -> None:
        """Start the animation the game calls for (drawing itself changes nothing)."""
        app = self.app
        if app.screen == "game" and app.session is not None:
            from . import table_screen  # here: the menu's start draws no table

            table_screen.start_playback(app.session, app.table)
