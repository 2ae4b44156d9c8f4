"""boot.js ships inside index.html, allowed by its hash in the page's policy."""

from __future__ import annotations

import base64
import hashlib
import re
import shutil
import sys
from pathlib import Path

import pytest

import build

pytestmark = [pytest.mark.fast, pytest.mark.skipif(sys.platform == "emscripten",
                                reason="the build runs outside Pyodide")]
ROOT = Path(__file__).resolve().parents[1]


def site_with(tmp_path: Path, script: str) -> Path:
    shutil.copy(ROOT / "index.html", tmp_path / "index.html")
    (tmp_path / build.BOOT_SCRIPT).write_text(script, encoding="utf-8")
    return tmp_path


def test_the_inline_script_is_boot_js_and_the_policy_allows_exactly_it(tmp_path: Path) -> None:
    script = (ROOT / "web" / build.BOOT_SCRIPT).read_text(encoding="utf-8")
    site = site_with(tmp_path, script)
    build.inline_boot_script(site)
    page = (site / "index.html").read_text(encoding="utf-8")
    assert not (site / build.BOOT_SCRIPT).exists()
    inline = re.findall(r'<script type="module" async>(.*?)</script>', page, re.S)
    assert inline == [script]
    policy = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', page)
    assert policy
    script_src = next(d.split()[1:] for d in policy[1].split(";") if d.split()[0] == "script-src")
    digest = base64.b64encode(hashlib.sha256(script.encode()).digest()).decode()
    assert f"'sha256-{digest}'" in script_src
    assert "'unsafe-inline'" not in script_src
    # it runs in <head>, before the stylesheets, as the src'd script did
    head = page[: page.index("</head>")]
    assert head.index("<script type=\"module\" async>") < head.index('rel="stylesheet"')


@pytest.mark.parametrize("bad", ["</script>", "<!-- x"])
def test_a_script_the_html_parser_would_cut_is_refused(tmp_path: Path, bad: str) -> None:
    site = site_with(tmp_path, f"const s = '{bad}';\n")
    with pytest.raises(SystemExit):
        build.inline_boot_script(site)
