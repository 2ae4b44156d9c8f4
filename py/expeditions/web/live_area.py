"""Live play: while both pages are open, a game dealt by every device travels over a direct
connection (web/live.js) instead of links — the same signed messages, checked the same way.

The inviting device offers a connection to each friend with the links it sends anyway (the
invitation first); a friend's page answers with its next link (the join first). Once a
connection is open, every link this device would show for that friend goes over it as the
same text, and what arrives is opened exactly as a link would be (:func:`open_link`): a
message that comes both ways is applied once. When a connection cannot be made or is lost,
the links are still there, and a fresh offer goes with the next one.
"""

from __future__ import annotations

import asyncio
import secrets
from typing import TYPE_CHECKING, Any

import js  # type: ignore[import-not-found]
from pyodide.ffi import JsException, create_proxy  # type: ignore[import-not-found]

from ..remote import crypto, live
from ..remote.front import open_link
from ..remote.linked_session import LinkedSession
from .browser import live_setting, now_ms, set_live_setting

if TYPE_CHECKING:
    from .app import App

__all__ = ["LiveArea"]


def _bridge() -> Any:
    """web/live.js, or None where the browser has no WebRTC or the player chose links only
    (links alone, as before)."""
    if live_setting() == "off":
        return None
    return getattr(js.window, "expeditionsLive", None)


class LiveArea:
    """This page's direct connections, one per other device of the game on the table."""

    def __init__(self, app: App) -> None:
        self.app = app
        #: This page's offer or answer for each (game, device), waiting to go with a link.
        self.local: dict[tuple[str, int], live.Signal] = {}
        #: Link texts already sent over each connection (so none goes twice on one).
        self.sent: dict[tuple[str, int], set[str]] = {}
        self.making: set[tuple[str, int]] = set()
        #: The offer this page last answered, by (game, device): the same offer comes again
        #: with every link until the connection opens, and is answered once.
        self.answered: dict[tuple[str, int], str] = {}
        set_live_setting(live_setting())  # the address server, if the player chose one
        bridge = _bridge()
        self._proxies: tuple[Any, ...] = ()
        if bridge is not None:
            self._proxies = (create_proxy(self._on_message), create_proxy(self._on_state))
            bridge.listen(*self._proxies)

    @staticmethod
    def _key(pair: tuple[str, int]) -> str:
        return f"{pair[0]}:{pair[1]}"

    def state(self, game: str, device: int) -> str:
        """``open``, ``waiting``, ``lost`` or ``none`` (no connection tried from this page)."""
        bridge = _bridge()
        return "none" if bridge is None else str(bridge.state(self._key((game, device))))

    def here(self, session: Any) -> dict[int, bool]:
        """Each other device's seat, and whether its page is connected to this one now
        (empty where this browser cannot connect)."""
        if not isinstance(session, LinkedSession) or _bridge() is None:
            return {}
        game = session.linked.game
        return {session.face_of(d): self.state(game, d) == "open" for d in session.devices()}

    # ----- keeping the connections up -------------------------------------------------
    def sync(self, session: Any) -> None:
        """After every draw of a game dealt by every device: take the signals that came,
        start an offer where none is on its way, attach this page's signals to the links,
        and send over each open connection what its device has not had over it."""
        if not isinstance(session, LinkedSession) or _bridge() is None:
            return
        for received in session.take_signals():
            self._take(session, received)
        game = session.linked.game
        for device in session.devices():
            pair = (game, device)
            state = self.state(game, device)
            if state == "open":
                self.local.pop(pair, None)
                session.withdraw_signal(device)
                self._send(session, pair)
                continue
            if state == "lost":
                self.sent.pop(pair, None)
                self.local.pop(pair, None)
            if (session.linked.me == 0 and state in ("none", "lost") and pair not in self.local
                    and pair not in self.making):
                self._start(self._offer(session.linked.game, device), pair)
            mine = self.local.get(pair)
            if mine is not None and device not in session.signals_out:
                session.offer_signal(mine)

    def _send(self, session: LinkedSession, pair: tuple[str, int]) -> None:
        bridge = _bridge()
        face = session.face_of(pair[1])
        done = self.sent.setdefault(pair, set())
        for link in session.bare_links():
            if (face in link.to and link.fragment not in done
                    and bridge.send(self._key(pair), link.fragment)):
                done.add(link.fragment)

    def _take(self, session: LinkedSession, signal: live.Signal) -> None:
        """A signal from another device: answer an offer; connect with an answer."""
        pair = (session.linked.game, signal.sender)
        if signal.role == "offer" and session.linked.me != 0:
            if self.answered.get(pair) == signal.id:
                return
            self.answered[pair] = signal.id
            self._start(self._answer(pair, signal), pair)
        elif signal.role == "answer" and session.linked.me == 0:
            self._start(self._accept(pair, signal), pair)

    def _start(self, work: Any, pair: tuple[str, int]) -> None:
        self.making.add(pair)
        asyncio.ensure_future(work)

    async def _offer(self, game: str, device: int) -> None:
        pair = (game, device)
        offer_id = crypto.b64(secrets.token_bytes(live.ID_BYTES))
        try:
            sdp = await _bridge().offer(self._key(pair), offer_id)
            self.local[pair] = live.from_sdp(str(sdp), "offer", 0, device, offer_id)
        except (JsException, ValueError):
            return  # no connection from here: the links go on alone
        finally:
            self.making.discard(pair)
        self.app.render()

    async def _answer(self, pair: tuple[str, int], offer: live.Signal) -> None:
        try:
            sdp = await _bridge().answer(self._key(pair), offer.id, live.sdp_of(offer))
            self.local[pair] = live.from_sdp(str(sdp), "answer", offer.to, offer.sender,
                                             offer.id)
        except (JsException, ValueError):
            return
        finally:
            self.making.discard(pair)
        self.app.render()

    async def _accept(self, pair: tuple[str, int], answer: live.Signal) -> None:
        try:
            await _bridge().accept(self._key(pair), answer.id, live.sdp_of(answer))
        except JsException:
            return
        finally:
            self.making.discard(pair)

    # ----- what the connections bring ---------------------------------------------------
    def _on_state(self, key: str, _state: str) -> None:
        """A connection opened or was lost: send what waits, and say who is here."""
        if self.app.remote_session() is not None:
            self.app.render()

    def _on_message(self, key: str, text: str) -> None:
        """A link's text over a connection: opened as the link itself would be — on the
        table when its game is there, else into the game's save (the sender counts it as
        delivered, so it is never dropped)."""
        session = self.app.remote_session()
        if isinstance(session, LinkedSession) and str(key).startswith(
                session.linked.game + ":"):
            self.app.remote.open_live(str(text))
        else:
            open_link(str(text), self.app.store, now_ms)
            self.app.render()
        bridge = _bridge()
        if bridge is not None:
            bridge.painted(str(key))
