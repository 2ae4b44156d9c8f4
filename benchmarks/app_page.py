"""Opening the built app in headless Chromium the way the browser benchmarks all do: a
fresh persistent profile (so the service worker and storage behave as on a first visit),
the first page, the site, then a flag on ``<body>`` that says the app is ready."""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.browser.conftest import CHROMIUM, LAUNCH_ARGS  # noqa: E402

#: the menu is usable (``app.start``); ``body[data-bots=ready]`` also waits for the bot worker
MENU_READY = "body[data-ready=true]"


@contextmanager
def app_page(playwright: Any, url: str, width: int, height: int = 900,
             ready: str = MENU_READY, locale: str | None = None,
             timeout_ms: int = 120_000) -> Iterator[tuple[Any, Any]]:
    """``(context, page)`` with the app at ``url`` open and ``ready`` attached; the context
    closes and its profile is deleted on leaving."""
    with tempfile.TemporaryDirectory() as profile:
        options: dict[str, Any] = {"viewport": {"width": width, "height": height}}
        if locale:
            options["locale"] = locale
        context = playwright.chromium.launch_persistent_context(
            profile, executable_path=CHROMIUM, headless=True, args=LAUNCH_ARGS, **options)
        try:
            page = context.pages[0] if context.pages else context.new_page()
            page.goto(url)
            page.wait_for_selector(ready, state="attached", timeout=timeout_ms)
            yield context, page
        finally:
            context.close()
