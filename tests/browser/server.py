"""Serve a built dist/ folder on 127.0.0.1 under a sub-path, as GitHub Pages does."""

from __future__ import annotations

import functools
import http.server
import threading
from pathlib import Path

SUB_PATH = "/expeditions/"


class _Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
        ".py": "text/plain",
        ".svg": "image/svg+xml",
    }

    def translate_path(self, path: str) -> str:
        if not path.startswith(SUB_PATH):
            return str(Path(self.directory) / "__not_found__")
        return super().translate_path("/" + path[len(SUB_PATH):])

    def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
        self.server.requests.append(self.path)  # type: ignore[attr-defined]
        self.server.statuses.append((self.path, int(code)))  # type: ignore[attr-defined]

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        pass


class DistServer:
    """A threaded static server that records every path requested (to check that no
    file is fetched twice)."""

    def __init__(self, root: Path, port: int = 0) -> None:
        self.root = root
        self._listen(port)
        self.thread: threading.Thread | None = None

    def _listen(self, port: int) -> None:
        handler = functools.partial(_Handler, directory=str(self.root))
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
        self.httpd.requests = []  # type: ignore[attr-defined]
        self.httpd.statuses = []  # type: ignore[attr-defined]

    @property
    def port(self) -> int:
        return int(self.httpd.server_address[1])

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}{SUB_PATH}"

    @property
    def requests(self) -> list[str]:
        requests: list[str] = self.httpd.requests  # type: ignore[attr-defined]
        return requests

    def downloads(self) -> list[str]:
        """Paths sent in full (status 200), leaving out revalidations answered 304."""
        return [p for p, code in self.httpd.statuses if code == 200]  # type: ignore[attr-defined]

    def clear(self) -> None:
        self.requests.clear()
        self.httpd.statuses.clear()  # type: ignore[attr-defined]

    def start(self) -> DistServer:
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()
        return self

    def restart(self) -> DistServer:
        """Serve again on the same port (after a test took the site offline)."""
        self._listen(self.port)
        return self.start()

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
