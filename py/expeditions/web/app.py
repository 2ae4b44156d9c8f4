"""The app controller in the browser: which screen is up, commands from clicks, the bot
loop. Screens come from :mod:`.screens`, game logic from :class:`~expeditions.session.Session`.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import js  # type: ignore[import-not-found]

from ..bots import choose as choose_here
from ..coach.guide import guidance, guided_games, is_lesson, lesson_for, misstep, scripted_action
from ..coach.hints import Hint
from ..engine import CodedError, IllegalAction, ReplayError
from ..games import is_available
from ..registry import game_ids
from ..saves import KEY_PREFIX, SavedGame, SaveError, SaveStore, Seat, StaleSave
from ..session import Session
from . import screens
from .browser import (
    LocalStorage,
    announce,
    download,
    focus_playable,
    listen,
    mount,
    move_focus_within,
    next_paint,
    persistence,
    pick_file,
    present,
    set_title,
)
from .dom import El
from .i18n import LANGUAGES, Phrase, Words, area_of, choose_language
from .widgets import TableState

if TYPE_CHECKING:  # imported when first shown: the menu's boot needs neither
    from . import replay_screen

WORKER_NAME = "bots"
#: Arrow keys move focus within a group of controls (backwards / forwards).
ARROWS = {"ArrowLeft": -1, "ArrowUp": -1, "ArrowRight": 1, "ArrowDown": 1}
#: The replay's keys: a move, a round, the start or the end.
REPLAY_KEYS = {"ArrowLeft": "replay-step:-1", "ArrowRight": "replay-step:1",
               "PageUp": "replay-round:-1", "PageDown": "replay-round:1",
               "Home": "replay-go:start", "End": "replay-go:end"}
#: Where the chosen language is remembered (outside the saves' key prefix).
LANGUAGE_KEY = "expeditions:language"
#: Where the new-game form's last choices are remembered, per game.
FORM_KEY = "expeditions:form:"
#: Set once a game's guided game has been offered and the player chose (played it or
#: started an ordinary game instead): the form stops offering it; the rules still do.
GUIDE_SEEN_KEY = "expeditions:guide-seen:"
#: A computer's move stays on screen at least this long before the next computer's move
#: replaces it, so a person can follow each one. Thinking is never padded: Easy answers at
#: once and Hard takes the time its search takes (it thinks during this pause too).
FOLLOW_SECONDS = 0.6
#: One frame of a table's animation (one square of the Curiosity rover's drive); the last
#: frame stays up a little longer.
FRAME_SECONDS = 0.4
LAST_FRAME_SECONDS = 1.2


def now_ms() -> int:
    return int(js.Date.now())


class App:
    def __init__(self, root: Any) -> None:
        self.root = root
        self.store = SaveStore(LocalStorage(), now_ms)
        self.screen = "menu"
        self.form: screens.NewGameForm | None = None
        self.rules_game = game_ids()[0]
        self.rules_page: str | None = None  # the rules over the table: "quick" or "full"
        self.focus_next: str | None = None  # the command to focus after the next draw
        self._focus_fell_back = False  # focus left the table's controls (a card was played)
        self.w = Words(choose_language(list(js.navigator.languages or []),
                                       self.store.storage.get(LANGUAGE_KEY)))
        self._show_language()
        self.session: Session | None = None
        self.table = TableState()
        self.guided = False  # the guide speaks at this table (a lesson game, not left)
        self.guide_misstep = False  # the person's last try was not the guide's move
        #: The hint on the table: (the event count it was asked at, the hint once it is
        #: worked out, "thinking"/"failed" meanwhile); any move makes it stale.
        self.hint: tuple[int, Hint | None, str | None] | None = None
        self.exported: str | None = None
        self.pending_delete: str | None = None
        self.worker: Any = None
        self.worker_failed = False
        self._worker_ready: asyncio.Future[Any] | None = None
        self._bot_running = False
        self._playing = False
        self._handlers = [
            listen(root, "click", self.on_click),
            listen(root, "change", self.on_change),
            listen(root, "input", self.on_input),
            listen(js.window, "storage", self.on_storage),
            listen(js.window, "expeditions-update", self.on_update_ready),
            listen(js.window, "expeditions-offline", self.on_offline),
            listen(js.document, "keydown", self.on_key),
        ]
        self.update_ready = False
        self.confirm_leave = False
        self.persisted: bool | None = None
        self.notice: list[Phrase] = []  # the Continue screen's last import/cleanup report
        self.confirm_reset = False  # the statistics' Reset asks first
        self.replay: replay_screen.ReplayState | None = None

    # ----- rendering ----------------------------------------------------------------
    def render(self) -> None:
        self._draw()
        if self.session is not None and self.screen == "game" and self.session.is_bot_turn():
            asyncio.ensure_future(self.bot_loop())

    def _draw(self) -> None:
        """Start the animation the game calls for (drawing itself changes nothing), draw
        the screen, and run the animation's timer."""
        if self.screen == "game" and self.session is not None:
            screens.start_playback(self.session, self.table)
        focus, self.focus_next = self.focus_next, None
        if mount(self.root, self.tree(), focus):
            self._focus_fell_back = True
        if self.screen == "game" and self.session is not None:
            self._after_table_draw(self.session)
        else:
            set_title(self.w("app.name"))
        if self.screen == "replay" and self.replay is not None:
            from . import replay_screen

            announce(replay_screen.position_text(self.replay, self.w))
        self._start_playback()

    def _after_table_draw(self, session: Session) -> None:
        """What follows every draw of the table: the live region's news, the tab's title,
        and focus back on the table when it is a person's turn again after focus had to fall
        back (on a card that was played)."""
        announce(screens.announcement(session, self.table, self.w))
        mine = session.viewer is not None and session.game.current_player == session.viewer
        set_title(self.w("title.your_turn") if mine and self.rules_page is None
                  else self.w("app.name"))
        if self._focus_fell_back and mine and self.rules_page is None \
                and focus_playable(self.root):
            self._focus_fell_back = False

    def _start_playback(self) -> None:
        if self.table.playback is not None and not self._playing:
            asyncio.ensure_future(self.playback_loop())

    async def playback_loop(self) -> None:
        """Advance the table's animation one frame at a time; Skip ends it early."""
        self._playing = True
        try:
            while (pb := self.table.playback) is not None and self.screen == "game":
                await asyncio.sleep(LAST_FRAME_SECONDS if pb.last_frame else FRAME_SECONDS)
                if self.table.playback is not pb:
                    continue  # skipped, or another game
                if pb.last_frame:
                    self.table.playback = None
                else:
                    pb.frame += 1
                mount(self.root, self.tree())
        except Exception as err:
            self.table.playback = None
            self.fail(err)
            return
        finally:
            self._playing = False
        self.render()  # the computers' turns resume

    def tree(self) -> El:
        w = self.w
        if self.screen == "new" and self.form is not None:
            return screens.new_game_screen(self.form, w, self._offer_guide(self.form.game_id))
        if self.screen == "continue":
            entries = self.store.entries()
            tz = int(js.Date.new().getTimezoneOffset())
            notice = " ".join(w.phrase(p) for p in self.notice) or None
            return screens.continue_screen(entries, tz, w, self.exported, self.pending_delete,
                                           self.persisted, notice)
        if self.screen == "rules":
            return screens.rules_screen(self.rules_game, w)
        if self.screen == "replay" and self.replay is not None:
            from . import replay_screen

            return replay_screen.replay_screen(self.replay, w)
        if self.screen == "stats":
            stats = self.store.stats.load()
            tz = int(js.Date.new().getTimezoneOffset())
            when = screens.format_time(stats.note.at, tz) if stats.note else ""
            titles = {g: screens.game_title(g, w) for g in stats.games(game_ids())}
            from . import stats_screen

            return stats_screen.stats_screen(stats, titles, w, self.confirm_reset, when)
        if self.screen == "game" and self.session is not None:
            session = self.session
            others = ([e for e in self.store.entries() if e.id != session.save.id]
                      if session.unsaved else None)
            if self.hint is not None and (self.hint[0] != len(session.game.events)
                                          or not session.may_hint()):
                self.hint = None  # the position moved on (or a curtain came down)
            hint, status = (self.hint[1], self.hint[2]) if self.hint else (None, None)
            frame = screens.Frame(self.update_ready, others, self.confirm_leave, self.rules_page,
                                  guidance(session.game) if self.guided else None,
                                  self.guide_misstep, hint, status)
            return screens.game_screen(session, self.table, w, frame)
        return screens.menu_screen(self.store.count(), w, offline_state())

    # ----- language -----------------------------------------------------------------
    def set_language(self, lang: str) -> None:
        """Re-word everything at once (saves hold no sentences) and remember the choice."""
        if lang not in LANGUAGES:
            return
        self.w = Words(lang)
        with contextlib.suppress(Exception):  # a full storage must not block the switch
            self.store.storage.set(LANGUAGE_KEY, lang)
        self._show_language()
        self.render()

    def _show_language(self) -> None:
        js.document.documentElement.lang = self.w.lang
        js.document.title = self.w("app.name")

    def refusal_phrase(self, err: CodedError) -> Phrase:
        """A refused action or an unopenable save, held as words for the table's notice."""
        if isinstance(err, SaveError):
            return Phrase(f"save_error.{err.code}", err.params)
        area = area_of(self.session.game.game_id) if self.session is not None else "common"
        return Phrase(self.w.coded_key(area, "reason", err.code), err.params)

    # ----- events -------------------------------------------------------------------
    def on_click(self, event: Any) -> None:
        target = event.target.closest("[data-cmd]")
        if not present(target) or target.disabled:
            return
        self.command(str(target.getAttribute("data-cmd")))

    def on_key(self, event: Any) -> None:
        """Escape closes the rules over the table, else clears a selected card; the arrow
        keys move between the controls of a hand or a row of targets."""
        key = str(event.key)
        if self.screen == "replay" and key in REPLAY_KEYS \
                and str(event.target.tagName) not in ("SELECT", "INPUT", "TEXTAREA"):
            event.preventDefault()
            self.command(REPLAY_KEYS[key])
        elif key == "Escape" and self.rules_page is not None:
            self.command("rules-close")
        elif key == "Escape" and self.screen == "game" and self.table.selected is not None:
            self.table.selected = None
            self.render()
        elif key in ARROWS and move_focus_within(ARROWS[key]):
            event.preventDefault()

    def on_change(self, event: Any) -> None:
        self._field(event, rerender=True)

    def on_input(self, event: Any) -> None:
        if event.target.tagName == "INPUT":
            self._field(event, rerender=False)

    def on_storage(self, event: Any) -> None:
        """Another tab wrote a save: if it is the game on this table, show its position."""
        session = self.session
        if session is None or self.screen != "game":
            return
        if str(event.key) == KEY_PREFIX + session.save.id:
            try:
                session.ensure_current()
            except StaleSave:
                self.moved_on()

    def on_update_ready(self, _: Any = None) -> None:
        """A new build is installed: take it now unless a game is open, whose table then
        offers it (and the menu takes it)."""
        self.update_ready = True
        if self.screen == "game" and self.session is not None:
            self.render()
        else:
            self.apply_update()

    def on_offline(self, _: Any = None) -> None:
        """The offline copy is saving, done or failed: the menu says so."""
        if self.screen == "menu":
            self.render()

    def apply_update(self) -> None:
        update = getattr(js.window, "expeditionsUpdate", None)
        if update is not None and update.ready:
            update.apply()

    def moved_on(self) -> None:
        """The open game was played on in another tab: reopen it where it stands now."""
        session = self.session
        if session is None:
            return
        try:
            self.session = Session.resume(self.store, session.save.id, now_ms)
        except SaveError as err:
            self.session, self.screen = None, "menu"
            js.console.warn(f"the game open in another tab could not be reopened: {err}")
        self.table = TableState(message=Phrase("status.moved_on"))
        self.render()

    def _field(self, event: Any, rerender: bool) -> None:
        name = event.target.getAttribute("data-field")
        value = (("true" if event.target.checked else "false")
                 if str(event.target.type) == "checkbox" else str(event.target.value))
        if name == "language":
            self.set_language(value)
            return
        if name == "replay-seat" and self.replay is not None:
            self.replay.viewpoint = int(value) if value.isdigit() else value
            self.render()
            return
        if not name or self.form is None:
            return
        if name == "game":
            self.form = self.recalled_form(value)
            self.render()
            return
        if self.form.set_field(str(name), value) and rerender:
            self.render()

    def command(self, cmd: str) -> None:
        verb, _, arg = cmd.partition(":")
        try:
            self._command(verb, arg)
        except StaleSave:
            self.moved_on()
        except (SaveError, IllegalAction) as err:
            self.table.message = self.refusal_phrase(err)
            self.render()
        except Exception as err:  # a bug must not leave a dead page behind
            self.fail(err)

    def fail(self, err: Exception) -> None:
        """Say that something broke, instead of a table that silently stops moving."""
        detail = "".join(traceback.format_exception_only(type(err), err)).strip()
        js.console.error("".join(traceback.format_exception(err)))
        mount(self.root, screens.error_screen(detail, self.w))
        set_title(self.w("app.name"))

    def _command(self, verb: str, arg: str) -> None:
        self.table.message = None
        handler = self._handlers_by_verb().get(verb)
        if handler is not None:
            handler(arg)
        self.render()

    def _handlers_by_verb(self) -> dict[str, Callable[[str], None]]:
        return {
            "menu": self._go_menu, "new": self._go_new, "start": self._start,
            "continue": self._go_continue, "rules": self._go_rules,
            "resume": self._resume, "delete": self._delete, "confirm-delete":
            self._confirm_delete, "export": self._export, "ready": self._ready,
            "undo": self._undo, "skip": self._skip, "retry": self._skip,
            "select": self._select, "act": self._act,
            "update": lambda _: self.apply_update(),
            "download": self._download, "export-all": self._export_all,
            "import": self._import, "clear-finished": self._clear_finished,
            "free": self._free, "free-finished": self._free_finished,
            "retry-save": self._retry_save, "stay": self._stay, "leave": self._leave,
            "rules-open": self._rules_open, "rules-page": self._rules_open,
            "rules-close": self._rules_close, "again": self._again,
            "interlude-done": self._interlude_done,
            "replay": self._replay_save, "replay-current": self._replay_current,
            "replay-step": self._replay_step, "replay-go": self._replay_go,
            "replay-round": self._replay_round, "replay-back": self._replay_back,
            "stats": self._go_stats, "stats-reset": self._stats_reset,
            "stats-reset-confirm": self._stats_reset_confirm,
            "stats-reset-cancel": self._stats_reset_cancel,
            "guide-start": self._guide_start, "guide-leave": self._guide_leave,
            "hint": self._ask_hint, "hint-close": self._close_hint,
        }

    # ----- hints -------------------------------------------------------------------
    def _ask_hint(self, _: str) -> None:
        """Ask the Hard computer, in the worker, from the asking seat's view alone; the
        log notes it (saved with the game)."""
        session = self.session
        if session is None or not session.may_hint():
            return
        session.note_hint()
        at = len(session.game.events)
        self.hint = (at, None, "thinking")
        asyncio.ensure_future(self._work_out_hint(session, at))

    async def _work_out_hint(self, session: Session, at: int) -> None:
        seat = session.viewer
        assert seat is not None
        view = session.game.view(seat)
        try:
            data = await self.hint_for(session.game.game_id, view, session.bot_seed())
            found: Hint | None = Hint.from_json(data)
        except Exception as err:  # a hint that fails must not stop the game
            js.console.warn(f"the hint could not be worked out: {err}")
            found = None
        if self.session is session and self.hint is not None and self.hint[0] == at \
                and len(session.game.events) == at:
            self.hint = (at, found, None if found is not None else "failed")
            self.focus_next = "hint-close"
            self._draw()

    def _close_hint(self, _: str) -> None:
        self.hint = None
        self.focus_next = "hint"

    async def hint_for(self, game_id: str, view: dict[str, Any], seed: int) -> Any:
        """The hint as JSON, from the worker (or on the page if the worker is down)."""
        if self._worker_ready is not None and not self.worker_failed:
            worker = await self._worker_ready
            if worker is not None:
                try:
                    return json.loads(str(await worker.hint(game_id, json.dumps(view), seed)))
                except Exception as err:  # noqa: BLE001 - fall back to the page
                    js.console.warn(f"the hint failed in the worker, working on the page: {err}")
        await asyncio.sleep(0.05)  # let "thinking" paint first
        from ..coach.hints import hint as hint_here

        return hint_here(game_id, view, seed).to_json()

    # ----- guided games ------------------------------------------------------------
    def _offer_guide(self, game_id: str) -> bool:
        return game_id in guided_games() and not self.store.storage.get(GUIDE_SEEN_KEY + game_id)

    def _guide_seen(self, game_id: str) -> None:
        with contextlib.suppress(Exception):  # a convenience, never a blocker
            self.store.storage.set(GUIDE_SEEN_KEY + game_id, "1")

    def _guide_start(self, game_id: str) -> None:
        """The game's guided game: its fixed deal, the person (named as on the form last
        time) against the Easy computer (the statistics leave lessons out)."""
        lesson = lesson_for(game_id)
        if lesson is None:
            return
        self._guide_seen(game_id)
        first = self.recalled_form(game_id).seats[0]
        name = (first.name.strip() if first.kind == "human" else "") or screens.DEFAULT_NAMES[0]
        seats = [Seat(name) if seat == lesson.human else Seat("", "computer", "easy")
                 for seat in range(lesson.players)]
        save_id = f"{now_ms():x}-guide"
        self._open_table(Session.new(game_id, dict(lesson.options), seats, lesson.seed,
                                     save_id, self.store, now_ms), guided=True)

    def _guide_leave(self, _: str) -> None:
        """Skip the guide: the game goes on as an ordinary one against Easy."""
        self.guided = self.guide_misstep = False
        self.table.message = Phrase("guide.left")

    def _open_table(self, session: Session, guided: bool = False) -> None:
        self.session, self.table, self.hint = session, TableState(), None
        self.guided, self.guide_misstep = guided, False
        self.screen, self.rules_page = "game", None

    # ----- replays -----------------------------------------------------------------
    def _open_replay(self, save: SavedGame, back: str) -> None:
        try:
            from . import replay_screen

            self.replay = replay_screen.ReplayState.open(save, back)
        except SaveError as err:
            self.notice = [Phrase("replay.failed", {"reason": self.refusal_phrase(err)})]
            return
        except (ReplayError, KeyError, ImportError) as err:
            why = "save_error.bad_moves" if isinstance(err, ReplayError) else \
                "save_error.unknown_game"
            self.notice = [Phrase("replay.failed", {"reason": Phrase(why)})]
            return
        self.screen, self.rules_page = "replay", None
        self.focus_next = "replay-step:1"

    def _replay_save(self, save_id: str) -> None:
        """A saved game's replay, from Continue."""
        save, _ = self.store.load(save_id)
        self._open_replay(save, "continue")

    def _replay_current(self, _: str) -> None:
        """The game at the table, from its result panel."""
        if self.session is not None:
            self._open_replay(self.session.save, "game")

    def _replay_step(self, delta: str) -> None:
        if self.replay is not None:
            self.replay.step = max(0, min(self.replay.step + int(delta),
                                          self.replay.replay.length))

    def _replay_go(self, where: str) -> None:
        if self.replay is not None:
            self.replay.step = 0 if where == "start" else self.replay.replay.length

    def _replay_round(self, delta: str) -> None:
        if self.replay is not None:
            self.replay.step = self.replay.replay.round_step(self.replay.step, int(delta))

    def _replay_back(self, _: str) -> None:
        back = self.replay.back if self.replay is not None else "continue"
        self.replay = None
        if back == "game" and self.session is not None:
            self.screen, self.focus_next = "game", "replay-current"
        else:
            self.screen = "continue"

    def _go_stats(self, _: str) -> None:
        self.screen, self.confirm_reset = "stats", False

    def _stats_reset(self, _: str) -> None:
        self.confirm_reset = True
        self.focus_next = "stats-reset-cancel"

    def _stats_reset_confirm(self, _: str) -> None:
        self.store.stats.reset()
        self.confirm_reset = False
        self.focus_next = "menu"

    def _stats_reset_cancel(self, _: str) -> None:
        self.confirm_reset = False
        self.focus_next = "stats-reset"

    def _interlude_done(self, _: str) -> None:
        """The player moves on from the table's pause; the computers play on."""
        self.table.interlude = None

    def _again(self, _: str) -> None:
        """Play again: the same game, seats and options, a new deal."""
        session = self.session
        if session is None:
            return
        options = {k: v for k, v in session.game.options.items() if k != "players"}
        self.form = screens.NewGameForm(session.game.game_id, len(session.seats),
                                        [Seat(s.name, s.kind, s.level) for s in session.seats],
                                        options)
        self.start_game()

    def _rules_open(self, page: str) -> None:
        """The rules over the table; the computers wait until it is closed."""
        self.rules_page = page or "quick"
        self.focus_next = "rules-close"

    def _rules_close(self, _: str) -> None:
        self.rules_page = None
        self.focus_next = "rules-open"

    def _go_continue(self, _: str) -> None:
        self.screen, self.notice = "continue", []
        asyncio.ensure_future(self._check_persistence(ask=False))

    def _go_menu(self, _: str) -> None:
        if self.session is not None and self.session.unsaved:
            self.confirm_leave = True  # the table asks first
            return
        self._leave("")

    def _leave(self, _: str) -> None:
        self.screen, self.session, self.exported, self.pending_delete = (
            "menu", None, None, None)
        self.hint = None
        self.replay = None
        self.rules_page = None
        self.confirm_leave = False
        if self.update_ready:
            self.apply_update()

    def _stay(self, _: str) -> None:
        self.confirm_leave = False

    # ----- backups and room in storage ---------------------------------------------
    def _download(self, save_id: str) -> None:
        download(f"expeditions-{save_id}.json", self.store.export([save_id]))

    def _export_all(self, _: str) -> None:
        download("expeditions-backup.json", self.store.export())

    def _import(self, _: str) -> None:
        def imported(text: str) -> None:
            try:
                report = self.store.import_backup(text)
            except SaveError as err:
                self.notice = [Phrase("notice.import_failed",
                                      {"reason": self.refusal_phrase(err)})]
            else:
                self.notice = [Phrase("notice.imported", {"count": len(report.imported)})]
                if report.skipped:
                    self.notice.append(Phrase("notice.skipped",
                                              {"count": len(report.skipped)}))
                self.notice += [Phrase("notice.refused", {"id": i,
                                                          "reason": self.refusal_phrase(why)})
                                for i, why in report.failed]
                if report.stats_added:
                    self.notice.append(Phrase("stats.imported", {"count": report.stats_added}))
                if report.stats_refused:
                    self.notice.append(Phrase("stats.import_refused",
                                              {"count": report.stats_refused}))
            self.render()

        pick_file(imported)

    def _clear_finished(self, _: str) -> None:
        self.notice = [Phrase("notice.deleted_finished",
                              {"count": self.store.delete_finished()})]

    def _free(self, save_id: str) -> None:
        if self.session is not None and save_id != self.session.save.id:
            self.store.delete(save_id)
            self._retry_save("")

    def _free_finished(self, _: str) -> None:
        keep = self.session.save.id if self.session is not None else None
        self.store.delete_finished(keep=keep)
        self._retry_save("")

    def _retry_save(self, _: str) -> None:
        if self.session is not None and self.session.retry_save():
            self.confirm_leave = False

    async def _check_persistence(self, ask: bool) -> None:
        self.persisted = await persistence(ask)
        if self.screen == "continue":
            self.render()

    def _go_new(self, game_id: str) -> None:
        game_id = game_id or next(g for g in game_ids() if is_available(g))
        self.form = self.recalled_form(game_id)
        self.screen = "new"

    def _start(self, _: str) -> None:
        if self.form is not None:
            self.start_game()

    def _go_rules(self, game_id: str) -> None:
        self.screen, self.rules_game = "rules", game_id or self.rules_game

    def _resume(self, save_id: str) -> None:
        """Open a saved game; a guided game resumes guided."""
        session = Session.resume(self.store, save_id, now_ms)
        self._open_table(session, is_lesson(session.game))

    def _delete(self, save_id: str) -> None:
        self.pending_delete = save_id

    def _confirm_delete(self, save_id: str) -> None:
        self.store.delete(save_id)
        self.pending_delete = None

    def _export(self, save_id: str) -> None:
        self.exported = save_id

    def _ready(self, _: str) -> None:
        if self.session is not None:
            self.session.ready()

    def _undo(self, _: str) -> None:
        if self.session is not None:
            self.session.undo()
            self.table = TableState(shown=self.table.shown)

    def _skip(self, _: str) -> None:
        """End the animation (Skip); Try again: draw the table again."""
        self.table.playback = None

    def _select(self, choice: str) -> None:
        self.table.selected = None if self.table.selected == choice else choice

    def _act(self, action: str) -> None:
        if self.session is not None:
            self.human_act(action)

    def recalled_form(self, game_id: str) -> screens.NewGameForm:
        """The new-game form as the player last filled it in for this game."""
        try:
            memory = json.loads(self.store.storage.get(FORM_KEY + game_id) or "null")
        except ValueError:
            memory = None
        return screens.NewGameForm.recall(game_id, memory)

    def start_game(self) -> None:
        assert self.form is not None
        with contextlib.suppress(Exception):  # remembering is a convenience, never a blocker
            self.store.storage.set(FORM_KEY + self.form.game_id,
                                   json.dumps(self.form.remembered()))
        seed = int(js.Math.floor(js.Math.random() * 2**52))
        save_id = f"{now_ms():x}-{seed % 0xFFFFF:x}"
        self._guide_seen(self.form.game_id)
        self._open_table(Session.new(self.form.game_id, dict(self.form.options),
                                     self.form.final_seats(), seed, save_id, self.store,
                                     now_ms))
        asyncio.ensure_future(self._check_persistence(ask=True))  # a game is now worth keeping

    def human_act(self, action: str) -> None:
        session = self.session
        assert session is not None
        seat = session.viewer
        if seat is None or session.game.current_player != seat:
            return
        guide = guidance(session.game) if self.guided else None
        self.guide_misstep = guide is not None and misstep(guide, action)
        if self.guide_misstep:
            self.table.selected = None
            self.focus_next = guide.targets[0] if guide and guide.targets else None
            return  # refused with the guide's explanation; the same step again
        session.act(seat, action)
        self.table.selected = None

    # ----- computer players ---------------------------------------------------------
    def start_worker(self) -> None:
        """Boot the bot worker in the background, after the menu is already usable."""
        loop = asyncio.get_event_loop()
        self._worker_ready = loop.create_future()

        async def boot() -> None:
            assert self._worker_ready is not None
            try:
                from pyscript import create_named_worker  # type: ignore[import-not-found]

                self.worker = await create_named_worker(
                    src="./bot_worker.py", name=WORKER_NAME, config="./worker.json")
                js.document.body.setAttribute("data-bots", "ready")
            except Exception as err:  # any failure: think on the main thread instead
                self.worker_failed = True
                js.console.warn(f"bot worker unavailable, bots think on the page: {err}")
                js.document.body.setAttribute("data-bots", "fallback")
            self._worker_ready.set_result(self.worker)

        asyncio.ensure_future(boot())

    async def think(self, game_id: str, view: dict[str, Any], level: str, seed: int) -> str:
        if self._worker_ready is not None and not self.worker_failed:
            worker = await self._worker_ready
            if worker is not None:
                try:
                    return str(await worker.think(game_id, json.dumps(view), level, seed))
                except Exception as err:  # a broken worker must not stop the game
                    js.console.warn(f"bot worker failed, thinking on the page: {err}")
                    self.worker_failed = True
        await asyncio.sleep(0.05)  # let the "thinking" status paint first
        return choose_here(game_id, view, level, seed)

    async def bot_loop(self) -> None:
        if self._bot_running:
            return
        self._bot_running = True
        try:
            # the move that handed the turn over is painted first: working out the
            # computer's view and sending it to the worker would otherwise delay that frame
            await next_paint()
            shown_at: float | None = None  # when this loop last showed a computer's move
            while (session := self.session) is not None and session.is_bot_turn() \
                    and self.screen == "game":
                if self.table.playback is not None or self.rules_page is not None \
                        or self.table.interlude is not None:
                    return  # the animation's end (closing the rules) restarts this loop
                seat = session.game.current_player
                assert seat is not None
                level = session.seats[seat].level or "medium"
                view = session.game.view(seat)  # the bot's own view, nothing more
                seed = session.bot_seed()
                lesson = lesson_for(session.game.game_id) if self.guided else None
                scripted = scripted_action(lesson, session.game) if lesson else None
                action = scripted or await self._thought(session, view, level, seed)
                if shown_at is not None:  # the last computer move stays up long enough
                    held = (float(js.performance.now()) - shown_at) / 1000
                    if held < FOLLOW_SECONDS:
                        self._draw()  # the thinking is over: the status says so
                        await asyncio.sleep(FOLLOW_SECONDS - held)
                if self.session is not session or self.rules_page is not None:
                    return  # the player left, or opened the rules, while it was thinking
                try:
                    session.act(seat, action)
                except StaleSave:
                    self.moved_on()
                    return
                self._draw()
                shown_at = float(js.performance.now())
        except Exception as err:
            self.fail(err)
        finally:
            self._bot_running = False

    async def _thought(self, session: Session, view: dict[str, Any], level: str,
                       seed: int) -> str:
        """The computer's move, with "… is thinking" on screen exactly while it thinks."""
        table = self.table
        table.thinking = True
        self._draw()
        started = float(js.performance.now())
        try:
            return await self.think(session.game.game_id, view, level, seed)
        finally:
            table.thinking = False
            # what a player waits for each computer move (read by benchmarks/think_time.py)
            js.performance.measure(
                f"think {session.game.game_id} {level}",
                js.Object.fromEntries([["start", started], ["end", js.performance.now()]]))


APP: App | None = None


def offline_state() -> str | None:
    """boot.js's word on the offline copy: "saving", "ready", "failed" or None (unknown)."""
    state = getattr(getattr(js.window, "expeditionsOffline", None), "state", None)
    return state if isinstance(state, str) else None


def start() -> App:
    """Called by ``main.py`` once Python is up: replace the static shell with the menu."""
    global APP
    with contextlib.suppress(ImportError):
        import testgame  # type: ignore[import-not-found]  # noqa: F401  (test builds only)
    root = js.document.getElementById("app")
    APP = App(root)
    APP.render()
    js.performance.mark("py:first-render")
    update = getattr(js.window, "expeditionsUpdate", None)
    if update is not None and update.ready:
        APP.on_update_ready()
    js.document.body.setAttribute("data-ready", "true")
    js.performance.mark("menu-interactive")  # read by benchmarks/boot.py
    loading = js.document.getElementById("loading")
    if present(loading):
        loading.remove()
    APP.start_worker()
    js.performance.mark("py:worker-started")
    return APP
