"""Games with friends on other devices (one area of :class:`~expeditions.web.app.App`'s
commands): opening a received link (from the address or the menu's box), answering an
invitation, and sending this device's links (share sheet, Copy, Send again).

The game logic is play across devices' own (:mod:`expeditions.remote.front` is the one door:
it opens a link or a save and says what it did, as data); this area only words it. Nothing a
link carries is read here: what is shown of it (names) is shown as text.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

from ..engine import JSON
from ..registry import module_name
from ..remote.front import (
    HOST,
    AcrossDevices,
    Invitation,
    InvitationRefused,
    Opening,
    open_link,
    open_on_table,
)
from ..saves import SaveEntry, SaveError, Seat
from ..session import Session
from . import remote_screen, screens
from .browser import (
    can_share,
    copy_text,
    live_setting,
    now_ms,
    page_address,
    share_link,
    take_fragment,
)
from .commands import Handler
from .dom import El, h
from .i18n import Phrase, Words

if TYPE_CHECKING:
    from .app import App

#: Refusal codes of a received message that the remote catalogue words itself; any other
#: code is the engine's reason for refusing a friend's move.
LINK_CODES = frozenset({
    "duplicate", "future", "stale", "fork", "forged", "elsewhere", "foreign", "bad_body",
    "wrong_kind", "not_open", "not_ready", "sealed", "ended", "other_rules", "unknown_game",
    "not_invited", "seat_taken",
})

#: A news phrase's parameter that stands for the host's name, filled in when drawn.
HOST_PARAM = Phrase("remote.host_device")
#: Where in the news the link's public events are told (each in the game's own words).
EVENTS = Phrase("remote.events")

#: A game with friends on other devices, as the interface reads it.
Remote = AcrossDevices


def seat_specs(session: Remote) -> list[dict[str, JSON]]:
    """The seats as the invitation gave them (``kind``: host, computer, remote)."""
    return session.seat_specs()


def host_label(session: Remote, names: list[str], w: Words) -> str | None:
    """The inviting device's person's name; None on that device itself."""
    if session.hosting:
        return None
    seat = next((i for i, s in enumerate(seat_specs(session)) if s.get("kind") == "host"), None)
    return names[seat] if seat is not None else w("remote.host_device")


class RemoteArea:
    def __init__(self, app: App) -> None:
        self.app = app
        self.pasted = ""
        #: The menu's word on the last link that could not be opened.
        self.menu_notice: Phrase | None = None
        #: An invitation opened here, waiting for the player to pick a seat.
        self.invite: Invitation | None = None
        #: What the last link did, held as data (worded when drawn, in the current language).
        self.news: list[Phrase] = []
        self.news_events: list[dict[str, JSON]] = []
        self.copied: str | None = None
        self.links_open = True
        #: The outbox last drawn (its messages' places), to open the panel when it changes.
        self.shown_outbox: list[str] = []
        self._live: Any = None

    @property
    def live(self) -> Any:
        """Direct connections (loaded with the first game across devices drawn)."""
        if self._live is None:
            from .live_area import LiveArea

            self._live = LiveArea(self.app)
        return self._live

    def commands(self) -> dict[str, Handler]:
        return {
            "paste-open": self.paste_open, "take-seat": self.take_seat,
            "invite-decline": self.decline, "share": self.share, "copy": self.copy,
            "send-again": self.send_again, "send-done": self.send_done,
        }

    # ----- receiving ----------------------------------------------------------------------
    def take_link(self) -> str | None:
        """The link the page was opened with (or navigated to), if any, taken off the
        address (:meth:`open_text` opens it)."""
        return take_fragment() or None

    def forget_news(self) -> None:
        """The person acts again: what the last link did is old news."""
        self.news, self.news_events = [], []

    def paste_open(self, _: str) -> None:
        self.open_text(self.pasted)

    def open_text(self, text: str) -> None:
        """A link (or code) from a friend: what it is, and what it did (:func:`open_link`
        reads it; this area words it)."""
        self.news, self.news_events = [], []
        self._show(open_link(text.strip(), self.app.store, now_ms))

    def _show(self, opening: Opening) -> None:
        """What a link opened: an invitation to show, a game to open and what the link did
        there, or the menu with the refusal."""
        app = self.app
        if opening.code == "invitation":
            assert opening.invitation is not None
            self.pasted, self.menu_notice = "", None
            self.invite = opening.invitation
            app.screen = "invite"
            return
        session = opening.session
        if session is None:
            self._menu(Phrase(opening.key, opening.params))
            return
        self.pasted, self.menu_notice = "", None
        self._open(session)
        if opening.code == "own_invite":
            self.news = [Phrase("remote.own_invite")]
        elif opening.code == "already_joined":
            assert isinstance(session, AcrossDevices)
            me = session.names[opening.params["seat"]] if opening.params.get("seat") \
                is not None else ""
            self.news = [Phrase("remote.already_joined", {"name": me})]
        elif opening.arrival is not None:
            assert isinstance(session, AcrossDevices)
            self._word(opening.arrival, session)

    def open_live(self, text: str) -> None:
        """A link's text that came over a direct connection: applied to the game on the table
        as the link would be (:func:`open_on_table`), and worded the same way."""
        app = self.app
        if app.session is None or app.screen != "game":
            self.open_text(text)
        else:
            self.news, self.news_events = [], []
            opening = open_on_table(text, app.session, app.store, now_ms)
            if opening.session is app.session and opening.arrival is not None:
                self._word(opening.arrival, app.session)
            elif opening.session is None:  # refused: said at the table, which stays
                self.news = [Phrase(opening.key, opening.params)]
            else:
                self._show(opening)
        app.render()

    def _menu(self, notice: Phrase) -> None:
        self.menu_notice = notice
        self.app.nav.leave("")

    def take_seat(self, seat: str) -> None:
        if self.invite is None or not seat.isdigit():
            return
        if self.invite.dealt_by_nobody:  # this device shuffles the deck in turn
            self.app.busy_then("remote.shuffling", lambda: self._take_seat(int(seat)))
        else:
            self._take_seat(int(seat))

    def _take_seat(self, seat: int) -> None:
        invite = self.invite
        if invite is None or seat not in invite.open_seats:
            return
        self.invite = None
        try:
            session = invite.accept(seat, self.app.store, now_ms)
        except InvitationRefused as err:
            host = invite.host_seat
            name = invite.names[host] if host is not None else self.app.w("remote.host_device")
            self._menu(Phrase(err.key, {"name": name}))
            return
        self._open(session)

    def decline(self, _: str) -> None:
        self.invite = None
        self.app.nav.leave("")

    def _open(self, session: Session) -> None:
        self.copied, self.links_open = None, True
        self.app.nav.open_table(session)
        if isinstance(session, AcrossDevices) and session.links():
            if self._all_live(session):
                self.links_open = False
            else:
                self.app.focus_next = "copy:0"

    def _word(self, arrival: Any, session: Any) -> None:
        """What the link did, as phrases and the new public events (worded when drawn)."""
        names = session.names
        host = HOST_PARAM
        if arrival.code == "connect":  # a link with only a connection offer or answer
            who = names[arrival.sender] if 0 <= arrival.sender < len(names) else ""
            self.news = [Phrase("remote.live.connecting", {"name": who})]
            return
        if arrival.code != "applied":
            if arrival.code == "cheat":  # the device named, with the reason
                named = arrival.sender if arrival.sender != (session.me or 0) or \
                    session.dealt_by_nobody and arrival.kind == "deal" else \
                    1 - (session.me if session.me is not None else 0)
                self.news = [Phrase(f"remote.cheat.{arrival.params.get('reason')}",
                                    {"name": names[named] if 0 <= named < len(names) else ""})]
            elif arrival.code in LINK_CODES:
                self.news = [Phrase(f"remote.code.{arrival.code}",
                                    {"missing": arrival.missing or 0, "host": host})]
            else:
                who = names[arrival.sender] if 0 <= arrival.sender < len(names) else ""
                reason = Phrase(self.app.w.coded_key(module_name(session.game.game_id),
                                                     "reason", arrival.code), arrival.params)
                self.news = [Phrase("remote.refused_move", {"name": who, "reason": reason})]
            return
        if arrival.joined is not None:
            self.news.append(Phrase("remote.joined", {"name": names[arrival.joined]}))
            if session.started:
                self.news.append(Phrase("remote.all_joined"))
        self.news.append(EVENTS)
        self.news_events = list(arrival.events)
        audit = getattr(session, "audit", None)
        if arrival.over and arrival.kind == "deal":  # dealt by every device: the keys came
            self.news.append(Phrase("remote.all_open"))
        elif arrival.kind == "end" and audit is not None:
            self.news.append(Phrase("remote.audit_ok", {"host": host}) if audit.ok else
                             Phrase(f"remote.audit.{audit.reason}",
                                    {"host": host, "update": audit.update or 0,
                                     "move": audit.move or 0}))
        elif arrival.your_turn:
            self.news.append(Phrase("remote.your_turn"))
        if self.news == [EVENTS] and not self.news_events:
            self.news.append(Phrase("remote.nothing_new"))

    # ----- sending ------------------------------------------------------------------------
    def outgoing(self, session: Remote, names: list[str], w: Words
                 ) -> list[remote_screen.Outgoing]:
        """This device's links to this very site (wherever it is hosted), with whom each is
        for."""
        address = page_address()
        out = []
        for link in session.links():
            to = [names[s] if 0 <= s < len(names) else "" for s in link.to if s != HOST]
            if HOST in link.to:
                to.append(host_label(session, names, w) or "")
            out.append(remote_screen.Outgoing(link.kind, f"{address}#{link.fragment}", to))
        return out

    def share(self, index: str) -> None:
        asyncio.ensure_future(self._send(index, share=True))

    def copy(self, index: str) -> None:
        asyncio.ensure_future(self._send(index, share=False))

    async def _send(self, index: str, share: bool) -> None:
        app = self.app
        session = app.session
        if not isinstance(session, AcrossDevices) or not index.isdigit():
            return
        links = self.outgoing(session, screens.seat_names(session.seats, app.w), app.w)
        if int(index) >= len(links):
            return
        url = links[int(index)].url
        if share:
            done = await share_link(url, app.w("app.name"))
            self.copied = None if done else "remote.copy_failed"
        else:
            self.copied = "remote.copied" if await copy_text(url) else "remote.copy_failed"
        app.render()

    def note_outbox(self, session: Remote) -> None:
        """New links to send (after a move, a computer's turn, a received link): show them
        and put focus on sending them — unless every friend they are for is connected, and
        has had them directly."""
        self.live.sync(session)
        places = [link.fragment for link in session.links()]
        if places != self.shown_outbox:
            self.shown_outbox = places
            if self._all_live(session):
                self.links_open, self.copied = False, None
            elif places:
                self.links_open, self.copied = True, None
                self.app.focus_next = self.app.focus_next or "copy:0"

    def _all_live(self, session: Remote) -> bool:
        """Every link to send goes to a friend whose page is connected to this one (and has
        had it over the connection): none needs sending by hand."""
        links = session.links()
        here = self.live.here(session)
        return bool(links) and all(here.get(seat) for link in links for seat in link.to)

    def send_again(self, _: str) -> None:
        self.links_open, self.copied = True, None
        self.app.focus_next = "copy:0"

    def send_done(self, _: str) -> None:
        self.links_open, self.copied = False, None
        self.app.focus_next = "send-again"

    # ----- drawing ------------------------------------------------------------------------
    def panel(self, session: Any, w: Words, event_text: Any) -> El:
        """Everything a remote game adds above the table: news, who we wait for, which
        device deals, the links to send."""
        names = screens.seat_names(session.seats, w)
        host = host_label(session, names, w)
        hostname = host or ""
        news: list[str] = []
        for phrase in self.news:
            news += ([event_text(e, names, w) for e in self.news_events] if phrase == EVENTS
                     else [self._phrase(phrase, hostname, w)])
        send = remote_screen.send_panel(self.outgoing(session, names, w), hostname, w,
                                        self.copied, can_share(), self.links_open)
        return h("div", {"class": "remote-panel"},
                 remote_screen.news_lines(news),
                 remote_screen.presence_lines(self.live.here(session), names, w),
                 remote_screen.history_lines(self.history(session, names, w)),
                 remote_screen.dealer_line(host, w, session.dealt_by_nobody),
                 send)

    @staticmethod
    def history(session: Any, names: list[str], w: Words) -> list[str]:
        """The game's history beyond its moves (a deal started over), in words."""
        out = []
        for note in getattr(session, "notes", []):
            seat = note.get("seat")
            name = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""
            out.append(w(f"remote.note.{note.get('code')}", name=name))
        return out

    def invite_tree(self, w: Words) -> El:
        """The invitation opened here: pick a seat."""
        invite = self.invite
        assert invite is not None
        seats = [Seat(n, "computer" if k == "computer" else "human", lv)
                 for n, k, lv in zip(invite.names, invite.kinds, invite.levels, strict=True)]
        names = screens.seat_names(seats, w)
        host = names[invite.host_seat] if invite.host_seat is not None \
            else w("remote.host_device")
        game = screens.game_title(invite.game, w)
        return remote_screen.invite_screen(game, host, names, invite.open_seats, w,
                                           invite.dealt_by_nobody,
                                           w("remote.invite_replaces", name=host)
                                           if invite.replaces else None,
                                           screens.live_field(live_setting(), w))

    def waiting_tree(self, session: Any, w: Words) -> El:
        """A game before play starts: the host waits for friends to join, a guest for the
        first update."""
        names = screens.seat_names(session.seats, w)
        host = host_label(session, names, w)
        news = [self._phrase(p, host or "", w) for p in self.news if p != EVENTS]
        send = remote_screen.send_panel(self.outgoing(session, names, w), host or "", w,
                                        self.copied, can_share(), self.links_open)
        waiting = session.waiting_for
        if session.all_joined and waiting:  # the deck is being shuffled, device by device
            status = w("remote.waiting_deal", name=self._who(session, names, w))
        elif host is not None:
            status = w("remote.waiting_start", host=host)
        else:
            status = remote_screen.waiting_text(waiting, False, names, "", w) or ""
        return remote_screen.waiting_screen(
            screens.game_title(session.save.game, w), status, host, send,
            remote_screen.news_lines(news), w, session.dealt_by_nobody,
            remote_screen.presence_lines(self.live.here(session), names, w))

    def continue_notes(self, entries: list[SaveEntry], w: Words) -> dict[str, str]:
        """Continue's word on each game with friends: whom it waits for, or "your turn"."""
        notes: dict[str, str] = {}
        for entry in entries:
            if entry.save is None or entry.save.remote is None or entry.over:
                continue
            try:
                session = Session.resume(self.app.store, entry.id, now_ms)
            except SaveError:
                continue  # listed as it is; opening it says why
            if not isinstance(session, AcrossDevices):
                continue
            names = screens.seat_names(session.seats, w)
            abandoned = [n for n in getattr(session, "notes", []) if n.get("code") == "abandoned"]
            if abandoned:
                seat = abandoned[0].get("seat")
                notes[entry.id] = w("remote.continue_abandoned", name=names[seat] if isinstance(
                    seat, int) and 0 <= seat < len(names) else "")
                continue
            waiting = session.waiting_for
            if not waiting:
                notes[entry.id] = w("remote.continue_your_turn")
                continue
            who = ((host_label(session, names, w) or "") if list(waiting) == [HOST]
                   else w.join([names[s] for s in waiting if 0 <= s < len(names)]))
            notes[entry.id] = w("remote.continue_waiting", name=who)
        return notes

    def _phrase(self, phrase: Phrase, host: str, w: Words) -> str:
        params = {k: host if v == HOST_PARAM else v for k, v in phrase.params.items()}
        return w.phrase(Phrase(phrase.key, params))

    def status(self, session: Any, w: Words) -> str | None:
        """The table's status line while this device waits for another (None: as at a
        local table)."""
        if not session.waiting_for:
            return None
        names = screens.seat_names(session.seats, w)
        if session.game.is_over():
            if session.game.result() is not None:
                return None
            # over, but its scores come with the other device's keys (Curios dealt by
            # nobody: the site values open only at the audit)
            return w("remote.waiting_keys", name=self._who(session, names, w))
        return remote_screen.waiting_text(session.waiting_for, session.started, names,
                                          host_label(session, names, w) or "", w)

    def title(self, session: Any, w: Words) -> str | None:
        """The tab's title while this device waits for someone (None: not waiting)."""
        waiting = session.waiting_for
        if not waiting:
            return None
        names = screens.seat_names(session.seats, w)
        return w("remote.title_waiting", name=self._who(session, names, w))

    @staticmethod
    def _who(session: Any, names: list[str], w: Words) -> str:
        """Whom this device waits for, as names."""
        waiting = session.waiting_for
        if list(waiting) == [HOST]:
            return host_label(session, names, w) or ""
        return w.join([names[s] for s in waiting if 0 <= s < len(names)])
