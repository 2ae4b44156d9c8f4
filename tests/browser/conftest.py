"""Fixtures for end-to-end tests: the built site (EXPEDITIONS_DIST, made by
``python3 build.py test``) served under a sub-path, and Debian's Chromium driven by
Playwright with every host but 127.0.0.1 unreachable."""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import pytest

from .server import DistServer

#: build.py says which Chromium it chose (Debian's, or Playwright's own on other systems).
CHROMIUM = os.environ.get("EXPEDITIONS_CHROMIUM", "/usr/bin/chromium")
LAUNCH_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    # Any other host fails to resolve. (page.route would turn off the HTTP cache, which the
    # warm and offline tests need.)
    "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
    # Live play between two profiles of this machine: show the pages each other's local
    # addresses, which Chromium otherwise hides behind random .local names that only a
    # multicast DNS responder (absent here) resolves.
    "--disable-features=WebRtcHideLocalIpsWithMdns",
]
BOOT_TIMEOUT_MS = 90_000


def _dist() -> Path:
    value = os.environ.get("EXPEDITIONS_DIST")
    if not value:
        pytest.skip("EXPEDITIONS_DIST is not set: run the browser tests through "
                    "`python3 build.py test`")
    path = Path(value)
    if not (path / "index.html").exists():
        pytest.fail(f"{path} holds no built site")
    return path


@pytest.fixture(scope="session")
def playwright_instance() -> Iterator[Any]:
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: `python3 build.py test` installs it")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="session")
def server() -> Iterator[DistServer]:
    srv = DistServer(_dist()).start()
    yield srv
    srv.stop()


class Browser:
    """One Chromium profile; records every request that leaves 127.0.0.1."""

    def __init__(self, playwright: Any, locale: str = "en-US",
                 viewport: tuple[int, int] = (1280, 800)) -> None:
        self.profile = tempfile.mkdtemp(prefix="expeditions-profile-")
        self.context = playwright.chromium.launch_persistent_context(
            self.profile, executable_path=CHROMIUM, headless=True, args=LAUNCH_ARGS,
            viewport={"width": viewport[0], "height": viewport[1]}, locale=locale,
        )
        # every patched draw is compared with a full re-draw (web/patch.js): a difference is
        # a page error, which the tests that check page errors report
        self.context.add_init_script("window.expeditionsCheckPatches = true;")
        self.foreign: list[str] = []
        self.errors: list[str] = []
        self.context.on("request", self._check_request)

    def _check_request(self, request: Any) -> None:
        url = urlparse(request.url)
        if url.scheme in ("data", "blob"):
            return
        if url.hostname != "127.0.0.1":
            self.foreign.append(request.url)

    def quick_pace(self, factor: float = 0.0) -> None:
        """Shorter pauses at this profile's tables (a computer's move held on screen, the
        rover's frames), none by default: for the tests that play whole games to check
        something else. The pauses' lengths are tested in tests/test_app.py."""
        from expeditions.web.widgets import PACE_KEY

        self.context.add_init_script(
            f"try {{ localStorage.setItem('{PACE_KEY}', '{factor}'); }} catch (e) {{}}")

    def page(self) -> Any:
        page = self.context.pages[0] if self.context.pages else self.context.new_page()
        page.on("pageerror", lambda err: self.errors.append(str(err)))
        return page

    def close(self) -> None:
        self.context.close()
        shutil.rmtree(self.profile, ignore_errors=True)


@pytest.fixture
def browser(playwright_instance: Any) -> Iterator[Browser]:
    b = Browser(playwright_instance)
    yield b
    b.close()
    assert b.foreign == [], f"requests to other hosts: {b.foreign}"
    assert not [e for e in b.errors if "patch mismatch" in e], b.errors


@pytest.fixture
def spanish_browser(playwright_instance: Any) -> Iterator[Browser]:
    """A browser whose languages are Spanish (``navigator.languages`` = es-ES), on a phone's
    width."""
    b = Browser(playwright_instance, locale="es-ES", viewport=(390, 844))
    yield b
    b.close()
    assert b.foreign == [], f"requests to other hosts: {b.foreign}"
    assert not [e for e in b.errors if "patch mismatch" in e], b.errors


def open_app(page: Any, url: str) -> None:
    """Load the app and wait until Python has replaced the static shell with the menu."""
    page.goto(url)
    page.wait_for_selector("body[data-ready=true]", state="attached", timeout=BOOT_TIMEOUT_MS)


def wait_bots_ready(page: Any) -> None:
    page.wait_for_selector("body[data-bots]", state="attached", timeout=BOOT_TIMEOUT_MS)
