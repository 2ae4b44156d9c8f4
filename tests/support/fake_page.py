"""The app controller without a browser: :func:`fake_page` stands in for every function of
:mod:`expeditions.web.browser` the app's modules use, so the controller (commands, screens,
the computers' turns) runs on CPython and the tests read what it would have drawn."""

from __future__ import annotations

import asyncio
import importlib
import sys
import time
import types
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from expeditions.saves import MemoryStorage
from expeditions.web.dom import El

#: The modules of the app that call the page (each imported the functions by name).
APP_MODULES = ("app", "nav", "table_area", "saves_area", "coach_area", "worker",
               "remote_area", "review_area", "live_area")


def stub_browser_modules() -> None:
    """``js`` and ``pyodide.ffi`` exist only in Pyodide: stand-ins, so ``browser`` imports."""
    try:
        import js  # type: ignore[import-not-found]  # noqa: F401
        return
    except ImportError:
        pass
    sys.modules["js"] = types.ModuleType("js")
    pyodide = types.ModuleType("pyodide")
    ffi = types.ModuleType("pyodide.ffi")
    ffi.JsException = RuntimeError  # type: ignore[attr-defined]
    ffi.create_proxy = lambda f: f  # type: ignore[attr-defined]
    pyodide.ffi = ffi  # type: ignore[attr-defined]
    sys.modules.setdefault("pyodide", pyodide)
    sys.modules.setdefault("pyodide.ffi", ffi)


@dataclass
class Page:
    """What the app did to the page: the last tree drawn, titles, what was announced."""

    storage: MemoryStorage = field(default_factory=MemoryStorage)
    tree: El | None = None
    title: str = ""
    said: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    clock: list[int] = field(default_factory=lambda: [1_700_000_000_000])
    #: The page's address (without fragment), its fragment, and what was copied.
    address: str = "https://example.org/games/expeditions/"
    fragment: str = ""
    clipboard: list[str] = field(default_factory=list)
    #: The device's threads, the named workers' stand-ins (none: a worker cannot start, as
    #: on CPython) and the workers stopped.
    cores: int = 1
    #: How moves travel (the player's setting): ``off`` by default, as CPython has no WebRTC.
    live: str = "off"
    worker_factory: Callable[[str], Any] | None = None
    stopped: list[str] = field(default_factory=list)

    async def start_worker(self, _src: str, name: str, _config: str) -> Any:
        if self.worker_factory is None:
            raise RuntimeError("no worker on CPython")
        await asyncio.sleep(0)
        return self.worker_factory(name)

    def take_fragment(self) -> str:
        fragment, self.fragment = self.fragment, ""
        return fragment

    async def copy_text(self, text: str) -> bool:
        self.clipboard.append(text)
        return True

    def now_ms(self) -> int:
        self.clock[0] += 1
        return self.clock[0]

    def mount(self, _root: Any, tree: El, _focus: str | None = None) -> bool:
        self.tree = tree
        return False

    def commands(self) -> list[str]:
        """Every ``data-cmd`` of the screen on the page."""
        assert self.tree is not None
        return [str(el.attrs["data-cmd"]) for el in self.tree.walk()
                if el.attrs.get("data-cmd") and not el.attrs.get("disabled")]

    def fakes(self) -> dict[str, Any]:
        async def nothing(*_: Any) -> None:
            return None

        return {
            "LocalStorage": lambda: self.storage, "now_ms": self.now_ms, "mount": self.mount,
            "announce": self.said.append, "set_title": lambda t: setattr(self, "title", t),
            "show_language": lambda _lang, t: setattr(self, "title", t),
            "warn": self.warnings.append, "report_error": self.errors.append,
            "mark": lambda _name: None, "measure": lambda _name, _start: None,
            "set_body_flag": lambda _name, _value: None, "remove_element": lambda _id: None,
            "element": lambda _id: object(), "listen": lambda *_: None,
            "listen_page": lambda *_, **__: None, "focus_playable": lambda _root: False,
            "move_focus_within": lambda _delta: False,
            "perf_now": lambda: time.perf_counter() * 1000, "next_paint": nothing,
            "offline_state": lambda: None, "update_waiting": lambda: False,
            "apply_update": lambda: None, "preferred_languages": lambda: ["en"],
            "timezone_offset": lambda: 0, "persistence": nothing,
            "download": lambda _name, _text: None, "pick_file": lambda _then: None,
            "start_worker": self.start_worker, "stop_worker": self.stopped.append,
            "cores": lambda: self.cores,
            "page_address": lambda: self.address, "take_fragment": self.take_fragment,
            "link_in_address": lambda: bool(self.fragment), "can_share": lambda: False,
            "share_link": nothing, "copy_text": self.copy_text,
            "after_paint": lambda work: work(),
            "live_setting": lambda: self.live,
            "set_live_setting": lambda value: setattr(self, "live", value),
        }


@contextmanager
def fake_page() -> Iterator[Page]:
    """Patch the page's functions into the app's modules for the ``with`` block."""
    stub_browser_modules()
    page = Page()
    fakes = page.fakes()
    saved: list[tuple[Any, str, Any]] = []
    for name in APP_MODULES:
        module = importlib.import_module(f"expeditions.web.{name}")
        for attr, fake in fakes.items():
            if hasattr(module, attr):
                saved.append((module, attr, getattr(module, attr)))
                setattr(module, attr, fake)
    try:
        yield page
    finally:
        for module, attr, original in reversed(saved):
            setattr(module, attr, original)


async def settle(seconds: float = 3.0) -> None:
    """Let the app's background tasks (the computers' turns, a hint) run for a while."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        await asyncio.sleep(0.02)
        pending = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
        if not pending:
            return
