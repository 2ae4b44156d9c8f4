"""Finding one's way: the menu, the new-game form, the rules, Continue, leaving a table and
playing again (one area of :class:`~expeditions.web.app.App`'s commands)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
from typing import TYPE_CHECKING

from ..coach.guide import guided_games
from ..games import is_available
from ..registry import game_ids
from ..saves import Seat
from ..session import Session
from . import screens
from .browser import apply_update, now_ms
from .commands import Handler
from .widgets import TableState

if TYPE_CHECKING:
    from .app import App

#: Where the new-game form's last choices are remembered, per game.
FORM_KEY = "expeditions:form:"
#: Set once a game's guided game has been offered and the player chose (played it or
#: started an ordinary game instead): the form stops offering it; the rules still do.
GUIDE_SEEN_KEY = "expeditions:guide-seen:"
#: A deal's seed: 52 random bits from the operating system's generator, so no one can work a
#: deal out from what the page showed before.
SEED_BITS = 52


def new_seed() -> int:
    """SEED_BITS bits from ``os.urandom``, as ``secrets.randbits`` draws them: importing
    ``secrets`` (and the ``hmac`` it imports) took about 14 ms of the menu's start in Pyodide."""
    size = (SEED_BITS + 7) // 8
    return int.from_bytes(os.urandom(size), "big") >> (size * 8 - SEED_BITS)


class Navigation:
    def __init__(self, app: App) -> None:
        self.app = app

    def commands(self) -> dict[str, Handler]:
        return {
            "menu": self.go_menu, "new": self.go_new, "start": self.start,
            "continue": self.go_continue, "rules": self.go_rules, "leave": self.leave,
            "stay": self.stay, "again": self.again, "update": lambda _: self.take_update(),
            "rules-open": self.rules_open, "rules-page": self.rules_open,
            "rules-close": self.rules_close,
        }

    # ----- screens ------------------------------------------------------------------
    def go_menu(self, _: str) -> None:
        app = self.app
        if app.session is not None and app.session.unsaved:
            app.confirm_leave = True  # the table asks first
            return
        self.leave("")

    def leave(self, _: str) -> None:
        app = self.app
        app.screen, app.session, app.exported, app.pending_delete = "menu", None, None, None
        app.hint = None
        app.replay = None
        app.rules_page = None
        app.confirm_leave = False
        if app.update_ready:
            apply_update()

    def stay(self, _: str) -> None:
        self.app.confirm_leave = False

    def take_update(self) -> None:
        apply_update()

    def go_new(self, game_id: str) -> None:
        game_id = game_id or next(g for g in game_ids() if is_available(g))
        self.app.form = self.recalled_form(game_id)
        self.app.screen = "new"

    def start(self, _: str) -> None:
        if self.app.form is not None:
            self.start_game()

    def go_continue(self, _: str) -> None:
        self.app.screen, self.app.notice = "continue", []
        asyncio.ensure_future(self.app.saves.check_persistence(ask=False))

    def go_rules(self, game_id: str) -> None:
        self.app.screen, self.app.rules_game = "rules", game_id or self.app.rules_game

    def rules_open(self, page: str) -> None:
        """The rules over the table; the computers wait until it is closed."""
        self.app.rules_page = page or "quick"
        self.app.focus_next = "rules-close"

    def rules_close(self, _: str) -> None:
        self.app.rules_page = None
        self.app.focus_next = "rules-open"

    # ----- new games ----------------------------------------------------------------
    def recalled_form(self, game_id: str) -> screens.NewGameForm:
        """The new-game form as the player last filled it in for this game."""
        try:
            memory = json.loads(self.app.store.storage.get(FORM_KEY + game_id) or "null")
        except ValueError:
            memory = None
        return screens.NewGameForm.recall(game_id, memory)

    def start_game(self) -> None:
        app = self.app
        form = app.form
        assert form is not None
        with contextlib.suppress(Exception):  # remembering is a convenience, never a blocker
            app.store.storage.set(FORM_KEY + form.game_id, json.dumps(form.remembered()))
        self.guide_seen(form.game_id)
        if form.remote:
            self.start_remote(form)
        else:
            seed = new_seed()
            save_id = f"{now_ms():x}-{seed % 0xFFFFF:x}"
            self.open_table(Session.new(form.game_id, dict(form.options), form.final_seats(),
                                        seed, save_id, app.store, now_ms))
        # a game is now worth keeping: ask the browser to keep the storage
        asyncio.ensure_future(app.saves.check_persistence(ask=True))

    def start_remote(self, form: screens.NewGameForm) -> None:
        """A game with friends on other devices, invited from here: every device deals it
        together (this one shuffles first, so "Shuffling…" shows while it does), and the
        table opens with each friend's invitation to send."""
        if form.too_many_people or form.name_problem is not None:
            return  # the form says why, and its Start button is off
        from ..remote.front import host

        seats = form.final_seats()
        options = dict(form.options)
        self.app.busy_then("remote.shuffling", lambda: self._hosted(host(
            form.game_id, options, seats, self.app.store, now_ms)))

    def _hosted(self, session: Session) -> None:
        self.open_table(session)
        self.app.remote.links_open, self.app.remote.copied = True, None
        self.app.focus_next = "copy:0"

    def again(self, _: str) -> None:
        """Play again: the same game, seats and options, a new deal."""
        session = self.app.session
        if session is None:
            return
        options = {k: v for k, v in session.game.options.items() if k != "players"}
        self.app.form = screens.NewGameForm(
            session.game.game_id, len(session.seats),
            [Seat(s.name, s.kind, s.level) for s in session.seats], options)
        self.start_game()

    def open_table(self, session: Session, guided: bool = False) -> None:
        app = self.app
        app.session, app.table, app.hint = session, TableState(), None
        app.guided, app.guide_misstep = guided, False
        app.screen, app.rules_page = "game", None

    # ----- the guided game's offer ----------------------------------------------------
    def offer_guide(self, game_id: str) -> bool:
        return (game_id in guided_games()
                and not self.app.store.storage.get(GUIDE_SEEN_KEY + game_id))

    def guide_seen(self, game_id: str) -> None:
        with contextlib.suppress(Exception):  # a convenience, never a blocker
            self.app.store.storage.set(GUIDE_SEEN_KEY + game_id, "1")
