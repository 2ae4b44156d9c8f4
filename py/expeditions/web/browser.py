"""The only module that touches the browser: DOM building, events, localStorage, timers.

It holds no rules and no screen layout: it turns :class:`~expeditions.web.dom.El` trees into
DOM nodes and forwards clicks to the app as commands.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from typing import Any

import js  # type: ignore[import-not-found]
from pyodide.ffi import JsException, create_proxy  # type: ignore[import-not-found]

from ..saves import StorageFull
from .dom import El, diff

#: The tree each container shows now, by container id, with the mark it carries: a
#: container drawn by anything else (the static first paint) has no such mark, so it is
#: drawn whole.
_SHOWN: dict[str, tuple[str, El]] = {}
_DRAWS = [0]


def present(value: Any) -> bool:
    """True for a real JS object: Pyodide gives ``None`` for undefined but ``JsNull`` for
    null (``getElementById`` of a missing id)."""
    return value is not None and type(value).__name__ != "JsNull"


#: Where focus goes when the focused control is gone after a draw (the card just played):
#: the next thing to play with, else any control of the table, never the page's body.
FALLBACK_FOCUS = (
    '[data-cmd^="select:"]:not([disabled])',
    '[data-cmd^="act:"]:not([disabled])',
    '[data-cmd="ready"]',
    "main [data-cmd]:not([disabled])",
    "[data-cmd]:not([disabled])",
)
#: What "a control to play with" is, for moving focus back to the table on one's turn.
PLAYABLE = '[data-cmd^="select:"]:not([disabled]), [data-cmd^="act:"]:not([disabled])'


def mount(container: Any, tree: El, focus: str | None = None) -> bool:
    """Replace the container's content, keeping keyboard focus on the same command (or
    moving it to the ``focus`` command, e.g. into a dialog that just opened). Returns True
    when focus had to fall back on another control."""
    active = js.document.activeElement
    focus_key = focus
    had_focus = present(active) and bool(container.contains(active)) and active != container
    if focus_key is None and had_focus and hasattr(active, "getAttribute"):
        focus_key = active.getAttribute("data-cmd") or active.getAttribute("id")
    opened = [str(d.id) for d in container.querySelectorAll("details[open][id]")]
    draw(container, tree)
    for details_id in opened:  # a disclosure the player opened stays open over redraws
        again = js.document.getElementById(details_id)
        if present(again) and str(again.tagName) == "DETAILS":
            again.open = True
    if focus_key:
        target = container.querySelector(
            f'[data-cmd="{js.CSS.escape(focus_key)}"], #{js.CSS.escape(focus_key)}'
        )
        if present(target) and not target.disabled:
            target.focus()
            return False
    if not (had_focus or focus_key):
        return False
    for selector in FALLBACK_FOCUS:
        target = container.querySelector(selector)
        if present(target):
            target.focus()
            return True
    return False


def draw(container: Any, tree: El) -> None:
    """Show ``tree`` in ``container``: only what changed since the last draw there (one call
    across the Python/JavaScript boundary, the changes as JSON — texts and attribute values
    go in as text or escaped by ``El.to_html``, so names stay text), else the whole tree as
    escaped HTML in one go."""
    key = str(container.id)
    mark = str(container.getAttribute("data-drawn") or "")
    shown = _SHOWN.get(key)
    _DRAWS[0] += 1
    if shown is not None and shown[0] == mark:
        patches = diff(shown[1], tree)
        check = tree.to_html() if getattr(js.window, "expeditionsCheckPatches", False) else ""
        if not patches or js.window.expeditionsPatch(container, json.dumps(patches), check):
            _SHOWN[key] = (mark, tree)
            return
    mark = f"d{_DRAWS[0]}"
    container.innerHTML = tree.to_html()
    container.setAttribute("data-drawn", mark)
    _SHOWN[key] = (mark, tree)


def focus_playable(container: Any) -> bool:
    """Put focus on the first control to play with, if there is one now."""
    target = container.querySelector(PLAYABLE)
    if present(target):
        target.focus()
        return True
    return False


def move_focus_within(delta: int) -> bool:
    """Arrow keys: move focus to the previous/next control of the focused one's group (a
    hand, a row of targets), wrapping around. False when focus is not in such a group."""
    active = js.document.activeElement
    if not present(active) or not hasattr(active, "closest"):
        return False
    group = active.closest('[role="group"], [role="list"], [role="toolbar"], ul, ol')
    if not present(group):
        return False
    controls = [c for c in group.querySelectorAll("button:not([disabled])")]
    if active not in controls or len(controls) < 2:
        return False
    controls[(controls.index(active) + delta) % len(controls)].focus()
    return True


def announce(text: str) -> None:
    """Say ``text`` through the page's one persistent live region (it lives outside the
    re-drawn app, so screen readers hear every change)."""
    region = js.document.getElementById("announcer")
    if present(region) and region.textContent != text:
        region.textContent = text


async def next_paint() -> None:
    """Wait until the page has painted what was just drawn (``boot.js``'s helper)."""
    await js.window.expeditionsNextPaint()


def after_paint(work: Callable[[], None]) -> None:
    """Run ``work`` once the page has painted what was just drawn: a step that holds the
    page for a moment (the joint shuffle) first shows that it is under way."""

    async def run() -> None:
        await next_paint()
        work()

    asyncio.ensure_future(run())


def set_title(text: str) -> None:
    js.document.title = text


class LocalStorage:
    """:class:`~expeditions.saves.Storage` over ``window.localStorage``."""

    def get(self, key: str) -> str | None:
        value = js.localStorage.getItem(key)  # null (JsNull, not None) for a missing key
        return str(value) if present(value) else None

    def set(self, key: str, value: str) -> None:
        try:
            js.localStorage.setItem(key, value)
        except JsException as err:
            raise StorageFull(str(err)) from err

    def remove(self, key: str) -> None:
        js.localStorage.removeItem(key)

    def keys(self) -> list[str]:
        return [str(js.localStorage.key(i)) for i in range(js.localStorage.length)]


def listen(target: Any, event: str, handler: Any) -> Any:
    proxy = create_proxy(handler)
    target.addEventListener(event, proxy)
    return proxy


def download(filename: str, text: str) -> None:
    """Save ``text`` as a file the player downloads (a backup)."""
    blob = js.Blob.new([text], js.Object.fromEntries([["type", "application/json"]]))
    url = js.URL.createObjectURL(blob)
    link = js.document.createElement("a")
    link.href = url
    link.download = filename
    js.document.body.appendChild(link)
    link.click()
    link.remove()
    js.setTimeout(create_proxy(lambda: js.URL.revokeObjectURL(url)), 10_000)


def pick_file(on_text: Callable[[str], None]) -> None:
    """Open the browser's file picker (from a click) and pass the chosen file's text on."""
    picker = js.document.createElement("input")
    picker.type = "file"
    picker.accept = ".json,application/json"

    async def read(_: Any) -> None:
        files = picker.files
        if files.length:
            on_text(str(await files.item(0).text()))

    def changed(event: Any) -> None:
        asyncio.ensure_future(read(event))

    picker.addEventListener("change", create_proxy(changed))
    picker.click()


async def persistence(ask: bool) -> bool | None:
    """Whether the browser promised to keep our storage (asking first with ``ask``);
    ``None`` when the browser has no such promise to give."""
    storage = getattr(js.navigator, "storage", None)
    if storage is None or not hasattr(storage, "persisted"):
        return None
    if ask and not await storage.persisted():
        return bool(await storage.persist())
    return bool(await storage.persisted())


# ----- the page's clock, language, console and marks --------------------------------------
def now_ms() -> int:
    return int(js.Date.now())


def timezone_offset() -> int:
    """Minutes between UTC and the player's local time (``Date.getTimezoneOffset``)."""
    return int(js.Date.new().getTimezoneOffset())


def preferred_languages() -> list[str]:
    """The browser's languages, most wanted first (``navigator.languages``)."""
    return [str(tag) for tag in (js.navigator.languages or [])]


def show_language(lang: str, title: str) -> None:
    """``<html lang>`` and the tab's title in the current language."""
    js.document.documentElement.lang = lang
    js.document.title = title


def warn(text: str) -> None:
    js.console.warn(text)


def report_error(text: str) -> None:
    js.console.error(text)


def perf_now() -> float:
    return float(js.performance.now())


def mark(name: str) -> None:
    """A performance mark (the boot and click benchmarks read them)."""
    js.performance.mark(name)


def measure(name: str, start: float) -> None:
    """A performance measure from ``start`` (:func:`perf_now`) until now."""
    js.performance.measure(
        name, js.Object.fromEntries([["start", start], ["end", js.performance.now()]]))


def set_body_flag(name: str, value: str) -> None:
    """``<body data-NAME=VALUE>``: what the tests and benchmarks wait for."""
    js.document.body.setAttribute(f"data-{name}", value)


def remove_element(element_id: str) -> None:
    element = js.document.getElementById(element_id)
    if present(element):
        element.remove()


def element(element_id: str) -> Any:
    return js.document.getElementById(element_id)


def listen_page(event: str, handler: Any, *, on_document: bool = False) -> Any:
    """Listen on the window (``storage``, the boot script's events) or the document
    (``keydown``)."""
    return listen(js.document if on_document else js.window, event, handler)


# ----- the boot script's news: a new build, the offline copy --------------------------------
def offline_state() -> str | None:
    """boot.js's word on the offline copy: "saving", "ready", "failed" or None (unknown)."""
    state = getattr(getattr(js.window, "expeditionsOffline", None), "state", None)
    return state if isinstance(state, str) else None


def update_ready() -> bool:
    """Whether boot.js has a new build installed and waiting."""
    update = getattr(js.window, "expeditionsUpdate", None)
    return update is not None and bool(update.ready)


def apply_update() -> None:
    update = getattr(js.window, "expeditionsUpdate", None)
    if update is not None and update.ready:
        update.apply()


# ----- links between devices ----------------------------------------------------------------
#: How moves travel while both pages of a game with friends are open (this browser's choice,
#: outside the saves): ``off`` — by links only; ``local`` (the default) — directly, with no
#: server; ``internet`` — directly, also asking a public address server for this device's
#: address (:data:`ADDRESS_SERVER`), so devices on other networks can connect.
LIVE_SETTING_KEY = "expeditions:live"
LIVE_SETTINGS = ("local", "internet", "off")
#: The one server live play may contact, only when the player chose ``internet``. It sees
#: this device's address (as the friend's device does), never a move.
ADDRESS_SERVER = "stun:stun.l.google.com:19302"


def live_setting() -> str:
    value = str(js.localStorage.getItem(LIVE_SETTING_KEY) or "")
    return value if value in LIVE_SETTINGS else "local"


def set_live_setting(value: str) -> None:
    if value in LIVE_SETTINGS:
        js.localStorage.setItem(LIVE_SETTING_KEY, value)
        js.window.expeditionsLiveServers = js.Array.of(
            *([ADDRESS_SERVER] if value == "internet" else []))

def page_address() -> str:
    """This page's address without its fragment. Links to the app are made from it, so they
    lead to wherever the app is hosted (any sub-path)."""
    return str(js.location.href).split("#", 1)[0]


def link_in_address() -> bool:
    """Whether the page's address carries a fragment (a link to open) — checked at start
    without loading the remote protocol."""
    return bool(str(js.location.hash or ""))


def take_fragment() -> str:
    """The address's fragment (without ``#``), cleared from the address bar at once: a
    reload, a bookmark or the history never open the same link again."""
    fragment = str(js.location.hash or "")
    if fragment:
        js.history.replaceState(js.history.state, "", page_address())
    return fragment[1:]


def can_share() -> bool:
    """Whether the platform's share sheet exists (phones; most desktops have none)."""
    return bool(getattr(js.navigator, "share", None))


async def share_link(url: str, title: str) -> bool:
    """Offer the link to the platform's share sheet; False if the player closed it or it
    failed."""
    try:
        await js.navigator.share(js.Object.fromEntries([["url", url], ["title", title]]))
    except JsException:
        return False
    return True


async def copy_text(text: str) -> bool:
    """Put ``text`` on the clipboard; False where the browser refuses (the link stays on
    screen to copy by hand)."""
    clipboard = getattr(js.navigator, "clipboard", None)
    if clipboard is None:
        return False
    try:
        await clipboard.writeText(text)
    except JsException:
        return False
    return True


# ----- the computer players' worker ---------------------------------------------------------
async def start_worker(src: str, name: str, config: str) -> Any:
    """A named PyScript worker (its proxy; its functions are awaited)."""
    from pyscript import create_named_worker  # type: ignore[import-not-found]

    return await create_named_worker(src=src, name=name, config=config)


def stop_worker(name: str) -> None:
    """End the named worker's thread (its memory is freed) and remove its script element."""
    script = js.document.querySelector(f'script[name="{name}"]')
    if not present(script):
        return
    xworker: Any = getattr(script, "xworker", None)
    if present(xworker):
        xworker.terminate()
    script.remove()


def cores() -> int:
    """How many threads the device can run at once (1 where the browser does not say)."""
    value = getattr(js.navigator, "hardwareConcurrency", None)
    return int(value) if isinstance(value, (int, float)) and value >= 1 else 1
