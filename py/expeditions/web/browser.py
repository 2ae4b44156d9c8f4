"""The only module that touches the browser: DOM building, events, localStorage, timers.

It holds no rules and no screen layout: it turns :class:`~expeditions.web.dom.El` trees into
DOM nodes and forwards clicks to the app as commands.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import js  # type: ignore[import-not-found]
from pyodide.ffi import JsException, create_proxy  # type: ignore[import-not-found]

from ..saves import StorageFull
from .dom import SVG_TAGS, El

SVG_NS = "http://www.w3.org/2000/svg"


def present(value: Any) -> bool:
    """True for a real JS object: Pyodide gives ``None`` for undefined but ``JsNull`` for
    null (``getElementById`` of a missing id)."""
    return value is not None and type(value).__name__ != "JsNull"


def build(node: El | str) -> Any:
    """Create the DOM node for a tree. Text goes in through text nodes only."""
    document = js.document
    if isinstance(node, str):
        return document.createTextNode(node)
    if node.tag in SVG_TAGS:
        el = document.createElementNS(SVG_NS, node.tag)
    else:
        el = document.createElement(node.tag)
    for key, value in node.attrs.items():
        el.setAttribute(key, "" if value is True else str(value))
    for child in node.children:
        el.appendChild(build(child))
    return el


def mount(container: Any, tree: El, focus: str | None = None) -> None:
    """Replace the container's content, keeping keyboard focus on the same command (or
    moving it to the ``focus`` command, e.g. into a dialog that just opened)."""
    active = js.document.activeElement
    focus_key = focus
    if focus_key is None and present(active) and hasattr(active, "getAttribute"):
        focus_key = active.getAttribute("data-cmd") or active.getAttribute("id")
    container.replaceChildren(build(tree))
    if focus_key:
        target = container.querySelector(
            f'[data-cmd="{js.CSS.escape(focus_key)}"], #{js.CSS.escape(focus_key)}'
        )
        if present(target):
            target.focus()


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
