"""The app controller in the browser: which screen is up, what it is drawn from, and
commands from clicks, keys and form fields, each handled by one area of the app:
:mod:`.nav` (menu, new game, rules, leaving), :mod:`.table_area` (the table and the
computers' turns), :mod:`.saves_area` (saves and backups), :mod:`.coach_area` (hints, the
guided game, replays, statistics), and :mod:`.worker` (the computers' worker). Screens come
from the screen modules, game logic from :class:`~expeditions.session.Session`, and only
:mod:`.browser` touches the page.
"""

from __future__ import annotations

import asyncio
import contextlib
import sys
import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..coach.guide import guidance
from ..engine import CodedError, Game, IllegalAction
from ..registry import game_ids, module_name
from ..saves import KEY_PREFIX, SavedGame, SaveError, SaveStore, StaleSave, register_remote_loader
from ..session import Session, register_remote_opener
from . import rules_screen, screens
from .browser import (
    LocalStorage,
    after_paint,
    announce,
    element,
    focus_playable,
    link_in_address,
    listen,
    listen_page,
    live_setting,
    mark,
    mount,
    move_focus_within,
    now_ms,
    offline_state,
    preferred_languages,
    present,
    remove_element,
    report_error,
    set_body_flag,
    set_live_setting,
    set_title,
    show_language,
    timezone_offset,
    warn,
)
from .browser import update_ready as update_waiting
from .coach_area import CoachArea
from .commands import Commands
from .dom import El, h
from .i18n import LANGUAGES, Phrase, Words, choose_language
from .nav import Navigation
from .saves_area import SavesArea
from .table_area import TableArea
from .widgets import TableState
from .worker import BotWorker

if TYPE_CHECKING:  # imported when first needed: the menu's boot needs none of them
    from ..coach.hints import Hint
    from ..coach.stats import StatsStore
    from ..remote.front import AcrossDevices
    from . import replay_screen
    from .remote_area import RemoteArea
    from .review_area import ReviewArea

#: Arrow keys move focus within a group of controls (backwards / forwards).
ARROWS = {"ArrowLeft": -1, "ArrowUp": -1, "ArrowRight": 1, "ArrowDown": 1}
#: The replay's keys: a move, a round, the start or the end.
REPLAY_KEYS = {"ArrowLeft": "replay-step:-1", "ArrowRight": "replay-step:1",
               "PageUp": "replay-round:-1", "PageDown": "replay-round:1",
               "Home": "replay-go:start", "End": "replay-go:end"}
#: Where the chosen language is remembered (outside the saves' key prefix).
LANGUAGE_KEY = "expeditions:language"
#: The commands of games with friends on other devices (:mod:`.remote_area`, imported at
#: the first of them: the menu's boot does not load the remote protocol).
REMOTE_VERBS = ("paste-open", "take-seat", "invite-decline", "share", "copy", "send-again",
                "send-done")
#: The commands of game reviews (:mod:`.review_area`, imported at the first of them or when a
#: finished game's table is drawn: the review's modules are a tenth of the menu's imports).
REVIEW_VERBS = ("review-current", "review-save", "review-stats", "review-moment", "review-back")


class App:
    def __init__(self, root: Any) -> None:
        self.root = root
        register_remote_loader(_build_remote)
        register_remote_opener(_open_remote)
        self.store = SaveStore(LocalStorage(), now_ms)
        self.screen = "menu"
        self.form: screens.NewGameForm | None = None
        self.rules_game = game_ids()[0]
        self.rules_page: str | None = None  # the rules over the table: "quick" or "full"
        self.focus_next: str | None = None  # the command to focus after the next draw
        self._focus_fell_back = False  # focus left the table's controls (a card was played)
        self.w = Words(choose_language(preferred_languages(),
                                       self.store.storage.get(LANGUAGE_KEY)))
        show_language(self.w.lang, self.w("app.name"))
        self.session: Session | None = None
        self.table = TableState()
        self.guided = False  # the guide speaks at this table (a lesson game, not left)
        self.guide_misstep = False  # the person's last try was not the guide's move
        #: The hint on the table: (the event count it was asked at, the hint once it is
        #: worked out, "thinking"/"failed" meanwhile); any move makes it stale.
        self.hint: tuple[int, Hint | None, str | None] | None = None
        self.exported: str | None = None
        self.pending_delete: str | None = None
        self.update_ready = False
        self.confirm_leave = False
        self.persisted: bool | None = None
        self.notice: list[Phrase] = []  # the Continue screen's last import/cleanup report
        self.confirm_reset = False  # the statistics' Reset asks first
        self.replay: replay_screen.ReplayState | None = None
        self.worker = BotWorker()
        self.nav = Navigation(self)
        self.play = TableArea(self)
        self.saves = SavesArea(self)
        self.coach = CoachArea(self)
        self._review: ReviewArea | None = None
        self._remote: RemoteArea | None = None
        #: A step under way that holds the page a moment (a catalogue id: "Shuffling…").
        self.busy: str | None = None
        self.commands = Commands()
        for area in (self.nav, self.play, self.saves, self.coach):
            self.commands.add(area.commands())
        self.commands.add({verb: self._lazy_command("remote", verb) for verb in REMOTE_VERBS})
        self.commands.add({verb: self._lazy_command("review", verb) for verb in REVIEW_VERBS})
        self._listeners = [
            listen(root, "click", self.on_click),
            listen(root, "change", self.on_change),
            listen(root, "input", self.on_input),
            listen_page("storage", self.on_storage),
            listen_page("expeditions-update", self.on_update_ready),
            listen_page("expeditions-offline", self.on_offline),
            listen_page("keydown", self.on_key, on_document=True),
            listen_page("hashchange", self.on_link),
        ]

    @property
    def remote(self) -> RemoteArea:
        """Games with friends on other devices (loaded at first use)."""
        if self._remote is None:
            from .remote_area import RemoteArea

            self._remote = RemoteArea(self)
        return self._remote

    @property
    def review(self) -> ReviewArea:
        """Reviews of finished games (loaded at first use)."""
        if self._review is None:
            from .review_area import ReviewArea

            self._review = ReviewArea(self)
        return self._review

    def _lazy_command(self, area: str, verb: str) -> Callable[[str], None]:
        """A command of an area loaded at its first use (``remote`` or ``review``)."""
        return lambda arg: getattr(self, area).commands()[verb](arg)

    def remote_session(self) -> AcrossDevices | None:
        """The session on the table if it is a game with friends on other devices (whose
        module is loaded by then: it made the session)."""
        module = sys.modules.get("expeditions.remote.front")
        session = self.session
        if module is None or not isinstance(session, module.AcrossDevices):
            return None
        remote: AcrossDevices = session
        return remote

    # ----- drawing ------------------------------------------------------------------
    def render(self) -> None:
        self.draw()
        if self.session is not None and self.screen == "game" and self.session.is_bot_turn():
            asyncio.ensure_future(self.play.bot_loop())

    def draw(self) -> None:
        """Start the animation the game calls for (drawing itself changes nothing), draw
        the screen, and run the animation's timer."""
        self.play.before_draw()
        if (remote := self.remote_session()) is not None:
            self.remote.note_outbox(remote)
        focus, self.focus_next = self.focus_next, None
        if mount(self.root, self.tree(), focus):
            self._focus_fell_back = True
        if self.screen == "game" and self.session is not None:
            self._after_table_draw(self.session)
        else:
            set_title(self.w("app.name"))
        self.remote_title()
        if self.screen == "replay" and self.replay is not None:
            from . import replay_screen

            announce(replay_screen.position_text(self.replay, self.w))
        self.play.start_playback()

    def _after_table_draw(self, session: Session) -> None:
        """What follows every draw of the table: the live region's news, the tab's title,
        and focus back on the table when it is a person's turn again after focus had to fall
        back (on a card that was played)."""
        from . import table_screen

        remote = self.remote_session()
        announce(table_screen.announcement(
            session, self.table, self.w,
            self.remote.status(remote, self.w) if remote is not None else None))
        mine = session.viewer is not None and session.game.current_player == session.viewer
        set_title(self.w("title.your_turn") if mine and self.rules_page is None
                  else self.w("app.name"))
        if self._focus_fell_back and mine and self.rules_page is None \
                and focus_playable(self.root):
            self._focus_fell_back = False

    def remote_title(self) -> None:
        """A game with friends: the tab says whom this device waits for."""
        session = self.remote_session()
        if self.screen == "game" and session is not None:
            title = self.remote.title(session, self.w)
            if title is not None:
                set_title(title)

    def busy_then(self, key: str, work: Callable[[], None],
                  then: Callable[[], None] | None = None) -> None:
        """Say ``key`` (e.g. "Shuffling…") on the screen that is up, and run ``work`` once
        that is painted, then draw again (and run ``then``): the person sees at once that
        their click was taken, however long the step holds the page."""
        if self.busy is not None:
            return  # one such step at a time (a second click on the same button)
        self.busy = key

        def run() -> None:
            try:
                work()
            except Exception as err:  # a bug must not leave a dead page behind
                self.busy = None
                self.fail(err)
                return
            self.busy = None
            self.render()
            if then is not None:
                then()

        after_paint(run)

    def tree(self) -> El:
        """The screen that is up, as an element tree (with the step under way said)."""
        screen = self._screen_tree()
        if self.busy is None:
            return screen
        return h("div", {"class": "busy", "aria-busy": "true"},
                 h("p", {"class": "busy-note", "role": "status"}, self.w(self.busy)), screen)

    def _screen_tree(self) -> El:
        w = self.w
        if self.screen == "invite" and self._remote is not None and self.remote.invite:
            return self.remote.invite_tree(w)
        if self.screen == "game" and (remote := self.remote_session()) is not None \
                and not remote.started:
            return self.remote.waiting_tree(remote, w)
        if self.screen == "new" and self.form is not None:
            return screens.new_game_screen(self.form, w,
                                           self.nav.offer_guide(self.form.game_id),
                                           live_setting())
        if self.screen == "continue":
            from . import continue_screen

            notice = " ".join(w.phrase(p) for p in self.notice) or None
            entries = self.store.entries()
            notes = ({} if all(e.save is None or e.save.remote is None for e in entries)
                     else self.remote.continue_notes(entries, w))
            return continue_screen.continue_screen(
                entries, timezone_offset(), w, self.exported,
                self.pending_delete, self.persisted, notice, notes)
        if self.screen == "rules":
            return rules_screen.rules_screen(self.rules_game, w)
        if self.screen == "replay" and self.replay is not None:
            from . import replay_screen

            return replay_screen.replay_screen(self.replay, w)
        if self.screen == "stats":
            return self._stats_tree()
        if self.screen == "review" and self.review.open is not None:
            from . import review_screen

            shown = self.review.open
            return review_screen.review_screen(
                shown, self.review.job_for(shown.save.id, shown.seat), w)
        if self.screen == "game" and self.session is not None:
            return self._table_tree(self.session)
        paste = (self._remote.pasted, self._remote.menu_notice) if self._remote else ("", None)
        return screens.menu_screen(self.store.count(), w, offline_state(), *paste)

    def _stats_tree(self) -> El:
        from . import continue_screen, stats_screen

        stats = self.store.stats.load()
        when = (continue_screen.format_time(stats.note.at, timezone_offset())
                if stats.note else "")
        titles = {g: screens.game_title(g, self.w) for g in stats.games(game_ids())}
        return stats_screen.stats_screen(stats, titles, self.w, self.confirm_reset, when,
                                         set(self.store.ids()))

    def _table_tree(self, session: Session) -> El:
        from . import table_screen  # here: the table's modules load with the first table

        others = ([e for e in self.store.entries() if e.id != session.save.id]
                  if session.unsaved else None)
        if self.hint is not None and (self.hint[0] != len(session.game.events)
                                      or not session.may_hint()):
            self.hint = None  # the position moved on (or a curtain came down)
        hint, status = (self.hint[1], self.hint[2]) if self.hint else (None, None)
        remote = self.remote_session()
        frame = table_screen.Frame(self.update_ready, others, self.confirm_leave,
                                   self.rules_page,
                                   guidance(session.game) if self.guided else None,
                                   self.guide_misstep, hint, status,
                                   self.remote.panel(remote, self.w,
                                                     table_screen.event_wording(
                                                         session.game.game_id))
                                   if remote is not None else None,
                                   self.remote.status(remote, self.w)
                                   if remote is not None else None,
                                   self._review_panel(session))
        return table_screen.game_screen(session, self.table, self.w, frame)

    def _review_panel(self, session: Session) -> El | None:
        """The result panel's review: its button, or its progress while worked out."""
        if not session.game.is_over():
            return None
        from .review_screen import can_review

        if not can_review(session.save):
            return None
        job = self.review.table_job(session)
        if job is None:
            from .widgets import button

            return button(self.w("review.button"), "review-current",
                          title=self.w("review.button_title"))
        from . import review_screen
        from .screens import seat_names

        return review_screen.progress(job, seat_names(session.seats, self.w)[job.seat], self.w)

    # ----- language -----------------------------------------------------------------
    def set_language(self, lang: str) -> None:
        """Re-word everything at once (saves hold no sentences) and remember the choice."""
        if lang not in LANGUAGES:
            return
        self.w = Words(lang)
        with contextlib.suppress(Exception):  # a full storage must not block the switch
            self.store.storage.set(LANGUAGE_KEY, lang)
        show_language(self.w.lang, self.w("app.name"))
        self.render()

    def refusal_phrase(self, err: CodedError) -> Phrase:
        """A refused action or an unopenable save, held as words for the table's notice."""
        if isinstance(err, SaveError):
            return Phrase(f"save_error.{err.code}", err.params)
        area = module_name(self.session.game.game_id) if self.session is not None else "common"
        return Phrase(self.w.coded_key(area, "reason", err.code), err.params)

    # ----- events from the page -------------------------------------------------------
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

    def on_link(self, _: Any = None) -> None:
        """The address's fragment changed (a link opened in this very tab): open it, saying
        "Checking the link…" while its proofs are checked and what it owes is made (a
        shuffle and its proof hold the page for a moment)."""
        try:
            fragment = self.remote.take_link()
        except Exception as err:  # a bug must not leave a dead page behind
            self.fail(err)
            return
        if fragment is None:
            return

        def opened() -> None:
            mark("link-opened")  # read by benchmarks/remote_open.py
            set_body_flag("link", str(now_ms()))

        self.busy_then("remote.checking", lambda: self.remote.open_text(fragment), opened)

    def on_update_ready(self, _: Any = None) -> None:
        """A new build is installed: take it now unless a game is open, whose table then
        offers it (and the menu takes it)."""
        self.update_ready = True
        if self.screen == "game" and self.session is not None:
            self.render()
        else:
            self.nav.take_update()

    def on_offline(self, _: Any = None) -> None:
        """The offline copy is saving, done or failed: the menu says so."""
        if self.screen == "menu":
            self.render()

    def _field(self, event: Any, rerender: bool) -> None:
        name = event.target.getAttribute("data-field")
        value = (("true" if event.target.checked else "false")
                 if str(event.target.type) == "checkbox" else str(event.target.value))
        self.field(str(name) if name else "", value, rerender)

    def field(self, name: str, value: str, rerender: bool = True) -> None:
        """A form field changed (``data-field``): the language, the replay's seat, or the
        new-game form."""
        if name == "language":
            self.set_language(value)
            return
        if name == "paste":
            self.remote.pasted = value
            return
        if name == "live":
            set_live_setting(value)
            self.render()
            return
        if name == "review-seat":
            self.review.choose_seat(value)
            self.render()
            return
        if name == "replay-seat" and self.replay is not None:
            self.replay.viewpoint = int(value) if value.isdigit() else value
            self.render()
            return
        if not name or self.form is None:
            return
        if name == "game":
            self.form = self.nav.recalled_form(value)
            self.render()
            return
        if self.form.set_field(name, value) and rerender:
            self.render()

    def moved_on(self) -> None:
        """The open game was played on in another tab: reopen it where it stands now."""
        session = self.session
        if session is None:
            return
        try:
            self.session = Session.resume(self.store, session.save.id, now_ms)
        except SaveError as err:
            self.session, self.screen = None, "menu"
            warn(f"the game open in another tab could not be reopened: {err}")
        self.table = TableState(message=Phrase("status.moved_on"))
        self.render()

    # ----- commands -----------------------------------------------------------------
    def command(self, cmd: str) -> None:
        """Run a control's command and draw the result; a refusal is shown at the table,
        anything else that goes wrong (an unknown command too) shows the error screen."""
        try:
            self.table.message = None
            if self._remote is not None and cmd.partition(":")[0] in ("act", "undo"):
                self._remote.forget_news()
            self.commands.dispatch(cmd)
            self.render()
        except StaleSave:
            self.moved_on()
        except (SaveError, IllegalAction) as err:
            self.table.message = self.refusal_phrase(err)
            self.render()
        except Exception as err:  # a bug must not leave a dead page behind
            self.fail(err)

    def remote_link(self) -> bool:
        """At start: open the link the page was opened with, if any (True if there was
        one; the app is then drawn)."""
        if not link_in_address():
            return False
        self.on_link()
        return True

    def fail(self, err: Exception) -> None:
        """Say that something broke, instead of a table that silently stops moving."""
        detail = "".join(traceback.format_exception_only(type(err), err)).strip()
        report_error("".join(traceback.format_exception(err)))
        mount(self.root, screens.error_screen(detail, self.w))
        set_title(self.w("app.name"))


APP: App | None = None


def start() -> App:
    """Called by ``main.py`` once Python is up: replace the static shell with the menu."""
    global APP
    with contextlib.suppress(ImportError):
        import testgame  # type: ignore[import-not-found]  # noqa: F401  (test builds only)
    APP = App(element("app"))
    if not APP.remote_link():
        APP.render()
    mark("py:first-render")
    if update_waiting():
        APP.on_update_ready()
    set_body_flag("ready", "true")
    mark("menu-interactive")  # read by benchmarks/boot.py
    remove_element("loading")
    APP.worker.start()
    mark("py:worker-started")
    return APP


def _build_remote(save: SavedGame) -> Game[Any]:
    """A save played across devices: play across devices is imported the first time one is
    read (the menu's boot imports none of it)."""
    from ..remote import build

    game: Game[Any] = build(save)
    return game


def _open_remote(save: SavedGame, game: Game[Any], store: SaveStore | None,
                 clock: Callable[[], int], stats: StatsStore | None) -> Session:
    from ..remote import open_session

    session: Session = open_session(save, game, store, clock, stats)
    return session
