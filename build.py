#!/usr/bin/env python3
"""Build, serve, test and benchmark Expeditions: the project's only entry point.

    python3 build.py [--out DIR] [--test-game]   build the static site into dist/
    python3 build.py serve [--port N] [--no-build]   build, then serve it on 127.0.0.1
    python3 build.py test [pytest args...]       install what the tests need, run them all
    python3 build.py test --fast                 only the quick CPython tests (a few minutes)
    python3 build.py test --browser|--pyodide|--slow   only that tier (flags combine)
    python3 build.py bench [boot.py args...]     build, then run the boot benchmark

Standard library only, so a fresh clone needs nothing but Python 3.11+, Node.js and npm.
The two runtime packages are fetched once with the ordinary npm client, checked against the
integrity hashes pinned below and kept in .cache/npm/, so later builds need no network.
"""

from __future__ import annotations

import argparse
import base64
import functools
import gzip
import hashlib
import html
import http.server
import json
import math
import os
import re
import shutil
import struct
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
import zlib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent


@dataclass(frozen=True)
class NpmPin:
    """One npm package pinned by exact version and the registry's sha512 integrity."""

    name: str
    version: str
    integrity: str

    @property
    def tarball(self) -> str:
        """The file name `npm pack` gives this package ("@scope/x" -> "scope-x-1.0.tgz")."""
        return f"{self.name.lstrip('@').replace('/', '-')}-{self.version}.tgz"


# ---- Pins: the one place where runtime and test-tool versions are chosen ------------------
PYSCRIPT = NpmPin(
    "@pyscript/core",
    "0.7.31",
    "sha512-GqM1aonc1N4RTkNZ1zJ8jJk8+i2cqeztZslPsAiQtn+wHHkUX9Z1FgIg4HjCvhBylB68UKmbTVTzOobpgPIMVQ==",
)
PYODIDE = NpmPin(
    "pyodide",
    "314.0.7",
    "sha512-0YvXxEhfEdpLfb/XkM2BFAeMROq0iMUX2bzzH9pOttyMcWkwq+HbE5uyuGD82LN7y2q+SNvi/6V5JEsOlD2R1A==",
)
# axe-core: the accessibility audit the browser tests run on every screen. A test-only tool:
# it is handed to the tests as a file (EXPEDITIONS_AXE) and never enters a build.
AXE = NpmPin(
    "axe-core",
    "4.14.1",
    "sha512-FHfa+lmNjQZfJz1q8wKqIDwC6DExcHt/pkjNQb09a3NPjCKg2rhu5qb2S4r76ASyFNNtuFooJpZe37OgudVGtQ==",
)
# The only Pyodide files a page needs (the rest of the npm package is typings, maps, demos).
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
# Our one change to the shipped Pyodide, as (its text, ours), checked when it is copied: its
# loader waits for `_loadSnapshot` just before it compiles the runtime and then always
# restores; with the change, a snapshot that resolves to null means a normal start. So
# web/python.mjs can start the runtime at once and decide about a snapshot still downloading
# while the runtime's files arrive, instead of starting twice. A Pyodide whose loader reads
# otherwise fails the build rather than shipping without it.
PYODIDE_SNAPSHOT_PATCH = (
    "let n=await e._loadSnapshot,i=",
    "let n=await e._loadSnapshot;if(n==null)return;let i=",
)
# Pure-Python wheels that pytest and hypothesis need inside Pyodide (the in-Pyodide test
# level); the versions match the test extras of pyproject.toml and what pip resolves there.
PYODIDE_TEST_WHEELS = (
    "pytest==9.0.3",
    "iniconfig==2.3.1",
    "pluggy==1.7.0",
    "packaging==26.4",
    "pygments==2.21.0",
    "hypothesis==6.155.2",
    "sortedcontainers==2.4.0",
)

CACHE = ROOT / ".cache"
NPM_CACHE = CACHE / "npm"
WHEEL_CACHE = CACHE / "wheels"
VENV = ROOT / ".venv"
VENV_STAMP = VENV / ".expeditions-pyproject.sha256"
CHROMIUM = Path("/usr/bin/chromium")
DEFAULT_OUT = ROOT / "dist"
TEST_OUT = ROOT / "dist-test"
SW_TEMPLATE = "sw.js"
BOOT_SCRIPT = "boot.js"
# Zip entries get a fixed timestamp and mode so the same sources give the same bytes.
ZIP_DATE = (1980, 1, 1, 0, 0, 0)
MIME_TYPES = {
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".wasm": "application/wasm",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
    ".css": "text/css",
    ".html": "text/html",
    ".py": "text/plain",
}


class BuildError(Exception):
    """A failure with a message a person can act on (printed without a traceback)."""


def say(message: str) -> None:
    """Print progress at once (the output is often piped into CI logs)."""
    print(message, flush=True)


def header(title: str) -> None:
    """A section header that stands out in a long CI log."""
    say(f"\n=== {title} " + "=" * max(3, 72 - len(title)))


# ---- The npm cache -------------------------------------------------------------------------


def sri_matches(path: Path, integrity: str) -> bool:
    """Check a file against an npm Subresource-Integrity string ("sha512-<base64>")."""
    algorithm, _, expected = integrity.partition("-")
    digest = hashlib.new(algorithm, path.read_bytes()).digest()
    return base64.b64encode(digest).decode("ascii") == expected


def fetch_tarball(pin: NpmPin) -> Path:
    """Return the verified tarball of `pin`, packing it with npm only when not cached.

    `npm pack` uses npm's own registry configuration, so no registry address lives here.
    The download lands in a temporary folder and enters the cache only once verified.
    """
    target = NPM_CACHE / pin.tarball
    if target.exists():
        if sri_matches(target, pin.integrity):
            return target
        say(f"cached {target.name} does not match its pinned integrity; fetching it again")
        target.unlink()
    npm = shutil.which("npm")
    if npm is None:
        raise BuildError(f"npm is needed once to fetch {pin.name}@{pin.version} (not cached)")
    NPM_CACHE.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=NPM_CACHE) as tmp:
        say(f"fetching {pin.name}@{pin.version} with npm pack")
        subprocess.run(
            [npm, "pack", f"{pin.name}@{pin.version}", "--pack-destination", tmp, "--silent"],
            cwd=tmp,
            check=True,
            stdout=subprocess.DEVNULL,
        )
        packed = Path(tmp) / pin.tarball
        if not packed.exists():
            raise BuildError(f"npm pack did not produce {pin.tarball}")
        if not sri_matches(packed, pin.integrity):
            raise BuildError(f"{pin.tarball} does not match the pinned integrity {pin.integrity}")
        packed.replace(target)
    return target


def package_dir(pin: NpmPin) -> Path:
    """The extracted `package/` folder of a pinned npm package, extracting once per tarball.

    A marker holding the integrity is written last, so an interrupted extraction is redone.
    Node's Pyodide tests load Pyodide straight from this folder (it needs no npm install:
    its only dependency, `ws`, is imported lazily for WebSockets, which the tests never use).
    """
    tarball = fetch_tarball(pin)
    dest = NPM_CACHE / tarball.name.removesuffix(".tgz")
    marker = dest / ".extracted"
    if marker.exists() and marker.read_text() == pin.integrity:
        return dest / "package"
    if dest.exists():
        shutil.rmtree(dest)
    dest.mkdir(parents=True)
    with tarfile.open(tarball, "r:gz") as tar:
        if hasattr(tarfile, "data_filter"):  # Python 3.11.4+: refuses links and odd paths
            tar.extractall(dest, filter="data")
        else:
            for member in tar.getmembers():
                unsafe = member.name.startswith("/") or ".." in member.name
                if unsafe or not (member.isfile() or member.isdir()):
                    raise BuildError(f"unexpected entry {member.name!r} in {tarball.name}")
            tar.extractall(dest)  # every member was checked above
    marker.write_text(pin.integrity)
    return dest / "package"


# ---- The build -----------------------------------------------------------------------------


def iter_files(folder: Path) -> Iterator[Path]:
    """Every file under `folder`, sorted, skipping Python caches."""
    for path in sorted(folder.rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc":
            yield path


def copy_file(src: Path, dst: Path) -> None:
    """Copy bytes only (no timestamps), creating parent folders."""
    dst.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(src, dst)


def reset_out(out: Path) -> None:
    """Start from an empty output folder so files removed from the sources disappear."""
    if out == ROOT or out in ROOT.parents:
        raise BuildError(f"refusing to wipe {out}: it contains the repository")
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)


def copy_runtime(out: Path) -> None:
    """Copy the five Pyodide files and PyScript's dist/ (without source maps)."""
    pyodide = package_dir(PYODIDE)
    for name in PYODIDE_FILES:
        copy_file(pyodide / name, out / "pyodide" / name)
    patch_pyodide_loader(out / "pyodide" / "pyodide.mjs")
    pyscript_dist = package_dir(PYSCRIPT) / "dist"
    for path in iter_files(pyscript_dist):
        if path.suffix != ".map":
            copy_file(path, out / "pyscript" / path.relative_to(pyscript_dist))


def patch_pyodide_loader(path: Path) -> None:
    """Apply PYODIDE_SNAPSHOT_PATCH to the copied loader, or fail if its text is not there."""
    theirs, ours = PYODIDE_SNAPSHOT_PATCH
    text = path.read_text(encoding="utf-8")
    if text.count(theirs) != 1:
        raise BuildError(f"{path}: Pyodide's snapshot loading has changed; "
                         "see PYODIDE_SNAPSHOT_PATCH in build.py")
    path.write_text(text.replace(theirs, ours), encoding="utf-8")


def copy_site(out: Path) -> None:
    """Copy index.html and web/ (except the service-worker template) to the site root.

    Missing pieces are skipped, not fatal, so the build works while the front end grows.
    """
    index = ROOT / "index.html"
    if index.exists():
        copy_file(index, out / "index.html")
    else:
        say("note: index.html is missing; building without it")
    web = ROOT / "web"
    if web.is_dir():
        for path in iter_files(web):
            relative = path.relative_to(web)
            if relative.as_posix() != SW_TEMPLATE:
                copy_file(path, out / relative)


FIRST_PAINT = "first-paint.js"
GAME_CARDS_MARK = "<!-- game-cards: build.py writes one card per registered game here -->"
GAME_STYLES_MARK = ("<!-- game-stylesheets: build.py links each registered game's "
                    "web/<module>.css here -->")


def registered_games() -> list[tuple[str, str]]:
    """(id, module name) of every game in the registry, in the menu's order."""
    sys.path.insert(0, str(ROOT / "py"))
    try:
        from expeditions import registry
    finally:
        sys.path.pop(0)
    return [(e.game_id, registry.module_name(e.game_id)) for e in registry.GAMES]


def game_cards_html(indent: str) -> str:
    """The menu's game cards of the static first paint, in English (first-paint.js re-words
    them): the same ids the live menu shows (``<module>.game.title`` …)."""
    sys.path.insert(0, str(ROOT / "py"))
    try:
        from expeditions.web.i18n import catalogue
    finally:
        sys.path.pop(0)
    english = catalogue("en")
    cards = []
    for game_id, name in registered_games():
        def text(part: str, name: str = name) -> str:
            return html.escape(str(english[f"{name}.game.{part}"]))
        key = f"{name}.game"
        cards.append(
            f'{indent}<article class="game-card game-{game_id}" aria-label="{text("title")}" '
            f'data-i18n-label="{key}.title">\n'
            f'{indent}  <div class="game-card-art" aria-hidden="true"></div>\n'
            f'{indent}  <h3 data-i18n="{key}.title">{text("title")}</h3>\n'
            f'{indent}  <p class="game-card-players" data-i18n="{key}.players">'
            f'{text("players")}</p>\n'
            f'{indent}  <p class="game-card-pitch" data-i18n="{key}.pitch">{text("pitch")}</p>\n'
            f"{indent}</article>")
    return "\n".join(cards)


def write_game_cards(out: Path) -> None:
    """Fill index.html's two marks from the registry: the first paint's game cards and each
    game's stylesheet (``web/<module>.css``), so adding a game never edits the page."""
    path = out / "index.html"
    text = path.read_text(encoding="utf-8")
    for mark in (GAME_CARDS_MARK, GAME_STYLES_MARK):
        if mark not in text:
            raise SystemExit(f"index.html has no {mark}")
    indent = text[:text.index(GAME_CARDS_MARK)].rsplit("\n", 1)[1]
    text = text.replace(GAME_CARDS_MARK, game_cards_html(indent).lstrip())
    indent = text[:text.index(GAME_STYLES_MARK)].rsplit("\n", 1)[1]
    links = [f'<link rel="stylesheet" href="./{name}.css">' for _, name in registered_games()
             if (ROOT / "web" / f"{name}.css").exists()]
    text = text.replace(GAME_STYLES_MARK, f"\n{indent}".join(links))
    path.write_text(text, encoding="utf-8")


def first_paint_words() -> dict[str, dict[str, str]]:
    """Per language, the words the page shows before Python runs: every id that
    index.html names (``data-i18n``, ``data-i18n-label``), the loading messages and the
    app's name, taken from the same catalogues the app uses."""
    sys.path.insert(0, str(ROOT / "py"))
    try:
        from expeditions.web.i18n import LANGUAGES, catalogue
    finally:
        sys.path.pop(0)
    index = game_cards_html("")
    index += (ROOT / "index.html").read_text(encoding="utf-8")
    keys = set(re.findall(r'data-i18n(?:-label)?="([^"]+)"', index))
    words: dict[str, dict[str, str]] = {}
    for lang in LANGUAGES:
        messages = catalogue(lang)
        keys |= {k for k in messages if k.startswith("boot.")} | {"app.name"}
        words[lang] = {k: str(messages[k]) for k in sorted(keys)}
    return words


def write_first_paint(out: Path) -> None:
    """Fill web/first-paint.js's __WORDS__ placeholder with the first paint's words."""
    template = ROOT / "web" / FIRST_PAINT
    text = template.read_text(encoding="utf-8")
    if "__WORDS__" not in text:
        raise SystemExit(f"web/{FIRST_PAINT} has no __WORDS__ placeholder")
    data = json.dumps(first_paint_words(), ensure_ascii=False, sort_keys=True)
    (out / FIRST_PAINT).write_text(text.replace("__WORDS__", data), encoding="utf-8")


def write_boot_script(out: Path) -> None:
    """Fill boot.js's __RUNTIME_FILES__ placeholder with the runtime's files and sizes, so a
    first visit's loading bar counts the download in bytes of a known total."""
    path = out / BOOT_SCRIPT
    text = path.read_text(encoding="utf-8")
    if "__RUNTIME_FILES__" not in text:
        raise SystemExit(f"web/{BOOT_SCRIPT} has no __RUNTIME_FILES__ placeholder")
    files = {f"./pyodide/{p.name}": p.stat().st_size
             for p in sorted((out / "pyodide").iterdir()) if p.is_file()}
    path.write_text(text.replace("__RUNTIME_FILES__", json.dumps(files)), encoding="utf-8")


PYSCRIPT_ENTRY = "./pyscript/core.js"


def write_index(out: Path) -> None:
    """Preload the modules PyScript's entry imports, next to its own modulepreload link in
    index.html: their names carry a content hash, and Chromium's modulepreload fetches only
    the module it names, so without them the runtime's start waits for one more round trip."""
    path = out / "index.html"
    text = path.read_text(encoding="utf-8")
    link = f'<link rel="modulepreload" href="{PYSCRIPT_ENTRY}">'
    if link not in text:
        raise SystemExit(f"index.html has no {link}")
    entry = (out / PYSCRIPT_ENTRY).read_text(encoding="utf-8")
    imported = sorted(set(re.findall(r'(?:from|import)\s*"(\./[^"]+\.js)"', entry)))
    if not imported:
        raise SystemExit(f"{PYSCRIPT_ENTRY} imports nothing: has PyScript's layout changed?")
    indent = text[:text.index(link)].rsplit("\n", 1)[1]
    links = "".join(f'\n{indent}<link rel="modulepreload" href="./pyscript/{name[2:]}">'
                    for name in imported)
    path.write_text(text.replace(link, link + links), encoding="utf-8")


BOOT_TAG = f'<script type="module" async src="./{BOOT_SCRIPT}"></script>'
CSP_SCRIPT_SRC = "script-src 'self'"


def inline_boot_script(out: Path) -> None:
    """Put the filled-in boot.js inside index.html, allowed by its hash in the page's
    Content-Security-Policy (no 'unsafe-inline'): it then runs as the parser reaches it,
    like the bare page's inline script, instead of after one more fetch (about 45 ms of a
    warm boot, README "Boot figures"). dist/ ships no separate boot.js."""
    index = out / "index.html"
    text = index.read_text(encoding="utf-8")
    if BOOT_TAG not in text or CSP_SCRIPT_SRC not in text:
        raise SystemExit(f"index.html has no {BOOT_TAG} or no {CSP_SCRIPT_SRC} in its policy")
    script_path = out / BOOT_SCRIPT
    script = script_path.read_text(encoding="utf-8")
    # inside <script>, these would end the element early or change how it is parsed
    for marker in ("</script", "<!--"):
        if marker in script.lower():
            raise SystemExit(f"web/{BOOT_SCRIPT} contains {marker!r}; it cannot be inlined")
    digest = base64.b64encode(hashlib.sha256(script.encode("utf-8")).digest()).decode("ascii")
    text = text.replace(CSP_SCRIPT_SRC, f"{CSP_SCRIPT_SRC} 'sha256-{digest}'", 1)
    text = text.replace(BOOT_TAG, f'<script type="module" async>{script}</script>', 1)
    index.write_text(text, encoding="utf-8")
    script_path.unlink()


def zip_entry(archive: zipfile.ZipFile, name: str, data: bytes) -> None:
    """Add one file with a fixed date and mode, so the zip is byte-for-byte reproducible."""
    info = zipfile.ZipInfo(name, date_time=ZIP_DATE)
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = 0o644 << 16
    archive.writestr(info, data, compresslevel=9)


# Compiles the package with the Python that ships: Pyodide itself, under Node. Each source
# `x.py` in the folder given gets `x.pyc` beside it; the last line printed is the cache tag.
PYC_COMPILER = """
import { pathToFileURL } from "node:url";
const [pyodideDir, folder] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(pyodideDir + "/pyodide.mjs").href);
const pyodide = await loadPyodide({ indexURL: pyodideDir + "/" });
pyodide.FS.mkdirTree("/src");
pyodide.mountNodeFS("/src", folder);
pyodide.runPython(`
import pathlib, py_compile
root = pathlib.Path("/src")
for source in sorted(root.rglob("*.py")):
    py_compile.compile(str(source), cfile=str(source.with_suffix(".pyc")),
                       dfile=source.relative_to(root).as_posix(), doraise=True,
                       invalidation_mode=py_compile.PycInvalidationMode.CHECKED_HASH)
`);
"""


def compile_bytecode(sources: dict[str, bytes]) -> dict[str, bytes]:
    """The bytecode for `sources` (zip name -> bytes), compiled by the shipped Pyodide, so a
    start loads bytecode instead of compiling every module (about half of importing the
    menu's modules in Pyodide). Each pyc sits beside its source (`app.py`, `app.pyc`), where
    zipimport looks for it. Checked-hash pycs: the interpreter hashes the source on import
    and recompiles it if they ever differ, so a pyc can never run stale code.

    Without Node the package ships as sources only, and the build says so.
    """
    node = shutil.which("node")
    if node is None:
        say("note: node is not installed; the package ships without bytecode (every start "
            "compiles it, about 0.1 s slower)")
        return {}
    with tempfile.TemporaryDirectory(prefix="expeditions-pyc-") as tmp:
        folder = Path(tmp) / "src"
        for name, data in sources.items():
            (folder / name).parent.mkdir(parents=True, exist_ok=True)
            (folder / name).write_bytes(data)
        script = Path(tmp) / "compile.mjs"
        script.write_text(PYC_COMPILER, encoding="utf-8")
        done = subprocess.run([node, str(script), str(package_dir(PYODIDE)), str(folder)],
                              capture_output=True, text=True)
        if done.returncode != 0:
            raise BuildError(f"compiling the package in Pyodide failed:\n{done.stderr}")
        return {name.removesuffix(".py") + ".pyc": (folder / name).with_suffix(".pyc").read_bytes()
                for name in sources}


def write_package_zip(out: Path, test_game: bool) -> None:
    """Zip py/expeditions/*.py as expeditions/..., with their bytecode for the shipped
    Pyodide. web/python.mjs writes the zip as it is and `main.py` puts it on `sys.path`:
    importing from the zip is about 65 ms quicker a start than unpacking it into files.

    With `test_game`, the tests' pebble race joins as a top-level `testgame` module.
    """
    package = ROOT / "py" / "expeditions"
    sources = {"expeditions/" + path.relative_to(package).as_posix(): path.read_bytes()
               for path in iter_files(package) if path.suffix == ".py"}
    if test_game:
        sources["testgame.py"] = (ROOT / "tests/support/testgame.py").read_bytes()
    entries = {**sources, **compile_bytecode(sources)}
    with zipfile.ZipFile(out / "expeditions.zip", "w") as archive:
        for name in sorted(entries):
            zip_entry(archive, name, entries[name])


# Makes the memory snapshot later visits start from (web/python.mjs): the shipped Pyodide under
# Node, with the package's zip where python.mjs writes it and main.py's import done, nothing of
# any page in it, made reproducible (the same sources give the same snapshot).
SNAPSHOT_MAKER = """
import { pathToFileURL } from "node:url";
import { readFileSync, writeFileSync } from "node:fs";
import nodeCrypto from "node:crypto";
const [pyodideDir, zip, out, setup] = process.argv.slice(2);
// Every input that differs from run to run, made fixed: the random bytes Python's start
// draws (the hash secret, random's seed), the clocks (files' times, time.time()).
let seed = 0x2545f491;
nodeCrypto.randomFillSync = (view) => {
  const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
  for (let i = 0; i < bytes.length; i++) {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    bytes[i] = seed >>> 24;
  }
  return view;
};
let ticks = 0;
Date.now = () => 1767225600000 + ticks++;
performance.now = () => ticks++;
const { loadPyodide } = await import(pathToFileURL(pyodideDir + "/pyodide.mjs").href);
const pyodide = await loadPyodide({
  indexURL: pyodideDir + "/", _makeSnapshot: true, _sysExecutable: "./this.program",
});
pyodide.FS.writeFile("/home/pyodide/expeditions.zip", readFileSync(zip));
pyodide.runPython(readFileSync(setup, "utf8"));
writeFileSync(out, pyodide.makeMemorySnapshot());
"""
#: What the snapshot has done: main.py's path and import (main.py skips what is done), and the
#: modules a first visit loads only at first use (reviews, hints, replays, statistics), so a
#: later visit has them at once.
SNAPSHOT_SETUP = """
import os, sys
sys.path.insert(0, os.path.abspath("expeditions.zip"))
import expeditions.web.app
import expeditions.web.review_area, expeditions.web.hint_panel, expeditions.coach.replay
import expeditions.coach.stats
"""
SNAPSHOT_SCRIPT = "python.mjs"


def make_snapshot(out: Path) -> dict[str, object] | None:
    """Write the gzipped memory snapshot as ``snapshot-<hash>.bin`` and describe it for
    web/python.mjs (its URL, its size unzipped and gzipped, the SHA-256 of its unzipped
    bytes, which the service worker keeps, and the SHA-256 of the package zip it imported
    from: a restore with any other zip would run other code than the zip's, or read its
    modules at the wrong offsets), or None without Node: the site then always starts Python
    normally, as before."""
    node = shutil.which("node")
    if node is None:
        say("note: node is not installed; no memory snapshot (every visit starts Python)")
        return None
    with tempfile.TemporaryDirectory(prefix="expeditions-snapshot-") as tmp:
        script, setup, raw = Path(tmp) / "snapshot.mjs", Path(tmp) / "setup.py", Path(tmp) / "raw"
        script.write_text(SNAPSHOT_MAKER, encoding="utf-8")
        setup.write_text(SNAPSHOT_SETUP, encoding="utf-8")
        done = subprocess.run([node, str(script), str(package_dir(PYODIDE)),
                               str(out / "expeditions.zip"), str(raw), str(setup)],
                              capture_output=True, text=True)
        if done.returncode != 0:
            raise BuildError(f"making the memory snapshot in Pyodide failed:\n{done.stderr}")
        data = raw.read_bytes()
    packed = gzip.compress(data, compresslevel=6, mtime=0)
    name = f"snapshot-{hashlib.sha256(packed).hexdigest()[:12]}.bin"
    (out / name).write_bytes(packed)
    package = (out / "expeditions.zip").read_bytes()
    return {"url": f"./{name}", "bytes": len(data), "gzipped": len(packed),
            "sha256": hashlib.sha256(data).hexdigest(),
            "package": {"url": "./expeditions.zip",
                        "sha256": hashlib.sha256(package).hexdigest()}}


def write_snapshot_script(out: Path, snapshot: dict[str, object] | None) -> None:
    """Fill web/python.mjs's __SNAPSHOT__ placeholder (null: no snapshot in this build)."""
    path = out / SNAPSHOT_SCRIPT
    text = path.read_text(encoding="utf-8")
    if "__SNAPSHOT__" not in text:
        raise SystemExit(f"web/{SNAPSHOT_SCRIPT} has no __SNAPSHOT__ placeholder")
    path.write_text(text.replace("__SNAPSHOT__", json.dumps(snapshot)), encoding="utf-8")


def site_files(out: Path) -> list[str]:
    """Relative POSIX paths of every file in the built site, sorted."""
    return [path.relative_to(out).as_posix() for path in iter_files(out)]


def content_version(out: Path, files: Sequence[str], extra: bytes) -> str:
    """A short hash of every file's path and bytes: it names the service worker's cache."""
    digest = hashlib.sha256(extra)
    for name in files:
        data = (out / name).read_bytes()
        digest.update(f"{name}\0{len(data)}\0".encode())
        digest.update(data)
    return digest.hexdigest()[:12]


def precache_url(name: str) -> str:
    """The URL the page requests for a file: relative, with the index as the folder itself."""
    return "./" if name == "index.html" else f"./{name}"


def write_service_worker(out: Path, version: str, files: Sequence[str]) -> None:
    """Fill web/sw.js's __PRECACHE__ and __VERSION__ placeholders into dist/sw.js.

    Dotfiles (.nojekyll) are left out of the list: a host may refuse to serve them, and one
    failed request makes the whole `cache.addAll` fail.
    """
    template_path = ROOT / "web" / SW_TEMPLATE
    if not template_path.exists():
        say("note: web/sw.js is missing; building without a service worker")
        return
    template = template_path.read_text(encoding="utf-8")
    for placeholder in ("__PRECACHE__", "__VERSION__"):
        if placeholder not in template:
            say(f"warning: web/sw.js has no {placeholder} placeholder")
    # [url, bytes]; build-info.json is written after sw.js, so it counts as 0 (a few kB).
    entries = [[precache_url(name), (out / name).stat().st_size if (out / name).exists() else 0]
               for name in files if not name.startswith(".")]
    text = template.replace("__PRECACHE__", json.dumps(entries))
    text = text.replace("__VERSION__", version)
    (out / SW_TEMPLATE).write_text(text, encoding="utf-8")


# ---- App icons: PNGs drawn from web/icon.svg -----------------------------------------------
# The web app manifest's icons, rasterised at build time so they always match the SVG:
# (file, size in px, full bleed, scale of the design about its centre). "Any" icons are the
# SVG as drawn (transparent outside its rounded square). Full-bleed ones fill the square with
# the SVG's first shape (its backdrop); the maskable ones also shrink the design into the
# safe zone, the centred circle 80% of the icon wide that every mask keeps.
ICONS = (
    ("icon-192.png", 192, False, 1.0),
    ("icon-512.png", 512, False, 1.0),
    ("icon-maskable-192.png", 192, True, 0.8),
    ("icon-maskable-512.png", 512, True, 0.8),
    ("apple-touch-icon.png", 180, True, 1.0),
)
ICON_SVG = "icon.svg"
ICON_SUBROWS = 4  # vertical samples per pixel row; the horizontal coverage is exact

Rgb = tuple[int, int, int]
IconShape = tuple[str, tuple[float, ...], Rgb]  # ("rect" | "circle" | "polygon", numbers, fill)
Spans = tuple[tuple[float, float], ...]  # the x intervals a shape covers on one line


def icon_shape(tag: str, attrs: dict[str, str]) -> IconShape:
    """One SVG element as a shape: rect (x y width height rx), circle, or an M/L/Z path."""
    fill = attrs.get("fill", "")
    if not re.fullmatch(r"#[0-9a-fA-F]{6}", fill):
        raise BuildError(f"web/{ICON_SVG}: <{tag}> needs a fill like #1d2233")
    rgb = (int(fill[1:3], 16), int(fill[3:5], 16), int(fill[5:7], 16))
    if tag == "rect":
        keys = ("x", "y", "width", "height", "rx")
        return "rect", tuple(float(attrs.get(key, 0)) for key in keys), rgb
    if tag == "circle":
        return "circle", tuple(float(attrs.get(key, 0)) for key in ("cx", "cy", "r")), rgb
    path = attrs.get("d", "")
    points = tuple(float(v) for v in re.findall(r"-?[\d.]+", path))
    if tag == "path" and re.fullmatch(r"\s*M[-\d.\s,L]*Z\s*", path) and len(points) % 2 == 0:
        return "polygon", points, rgb
    raise BuildError(f"web/{ICON_SVG}: cannot draw <{tag}> (only rect, circle, M/L/Z paths)")


def icon_shapes(svg: str) -> tuple[float, list[IconShape]]:
    """The viewBox width and the shapes of the icon, back to front."""
    box = re.search(r'viewBox="0 0 ([\d.]+) ([\d.]+)"', svg)
    if box is None or box[1] != box[2]:
        raise BuildError(f"web/{ICON_SVG} needs a square viewBox from 0 0")
    shapes = [
        icon_shape(tag, dict(re.findall(r'([\w-]+)="([^"]*)"', attrs)))
        for tag, attrs in re.findall(r"<(\w+)\b([^>]*)>", svg)
        if tag != "svg"
    ]
    return float(box[1]), shapes


def icon_spans(kind: str, p: tuple[float, ...], y: float) -> Spans:
    """The intervals a shape covers on the horizontal line at `y`."""
    if kind == "circle":
        cx, cy, r = p
        if abs(y - cy) >= r:
            return ()
        half = math.sqrt(r * r - (y - cy) ** 2)
        return ((cx - half, cx + half),)
    if kind == "rect":
        x, top, width, height, rx = p
        if not top <= y < top + height:
            return ()
        depth = max(0.0, rx - (y - top), rx - (top + height - y))  # into a corner's band
        inset = rx - math.sqrt(rx * rx - depth * depth) if depth else 0.0
        return ((x + inset, x + width - inset),)
    xs = []  # a polygon, even-odd
    corners = list(zip(p[::2], p[1::2], strict=True))
    for (x0, y0), (x1, y1) in zip(corners, corners[1:] + corners[:1], strict=True):
        if y0 <= y < y1 or y1 <= y < y0:
            xs.append(x0 + (y - y0) * (x1 - x0) / (y1 - y0))
    xs.sort()
    return tuple(zip(xs[::2], xs[1::2], strict=True))  # a closed outline crosses evenly


def icon_row(size: int, fills: list[Rgb], lines: tuple[tuple[Spans, ...], ...]) -> bytes:
    """One PNG scanline (filter 0, RGBA) from each shape's spans on each sub-row, composited
    back to front. Only pixels where a span ends are blended one by one: the runs between
    them are uniform."""

    def pixel(x: int) -> bytes:
        r = g = b = a = 0.0  # premultiplied
        for rgb, subrows in zip(fills, lines, strict=True):
            cover = sum(
                min(x + 1, x1) - max(x, x0)
                for spans in subrows
                for x0, x1 in spans
                if x1 > x and x0 < x + 1
            ) / ICON_SUBROWS
            keep = 1 - cover
            r, g, b = (rgb[0] * cover + r * keep, rgb[1] * cover + g * keep,
                       rgb[2] * cover + b * keep)
            a = cover + a * keep
        if a == 0:
            return bytes(4)
        return bytes((round(r / a), round(g / a), round(b / a), round(a * 255)))

    ends = {
        min(size - 1, max(0, int(v)))
        for subrows in lines
        for spans in subrows
        for span in spans
        for v in span
    }
    out, x = [b"\x00"], 0
    for end in [*sorted(ends), size]:
        if end > x:
            out.append(pixel(x) * (end - x))
        if end < size:
            out.append(pixel(end))
        x = end + 1
    return b"".join(out)


def icon_png(svg: str, size: int, full_bleed: bool, scale: float) -> bytes:
    """The icon as an anti-aliased RGBA PNG of `size` px, byte-for-byte reproducible."""
    box, shapes = icon_shapes(svg)
    k, centre = size / box, box / 2

    def place(v: float) -> float:
        return (centre + (v - centre) * scale) * k

    placed: list[IconShape] = []
    for index, (kind, p, rgb) in enumerate(shapes):
        if index == 0 and full_bleed:
            placed.append(("rect", (0.0, 0.0, float(size), float(size), 0.0), rgb))
        elif kind == "polygon":
            placed.append((kind, tuple(place(v) for v in p), rgb))
        else:  # rect and circle: a corner or the centre, then lengths
            lengths = tuple(v * scale * k for v in p[2:])
            placed.append((kind, (place(p[0]), place(p[1]), *lengths), rgb))
    fills = [rgb for _, _, rgb in placed]
    rows: list[bytes] = []
    done: dict[tuple[tuple[Spans, ...], ...], bytes] = {}  # rows crossing the shapes alike
    for row in range(size):
        lines = tuple(
            tuple(icon_spans(kind, p, row + (s + 0.5) / ICON_SUBROWS) for s in range(ICON_SUBROWS))
            for kind, p, _ in placed
        )
        if lines not in done:
            done[lines] = icon_row(size, fills, lines)
        rows.append(done[lines])

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)  # 8-bit RGBA, no interlace
    idat = zlib.compress(b"".join(rows), 9)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", idat)
    return png + chunk(b"IEND", b"")


def write_icons(out: Path) -> None:
    """Draw the manifest's PNG icons from web/icon.svg into the site root."""
    svg = ROOT / "web" / ICON_SVG
    if not svg.exists():
        say(f"note: web/{ICON_SVG} is missing; building without app icons")
        return
    text = svg.read_text(encoding="utf-8")
    for name, size, full_bleed, scale in ICONS:
        (out / name).write_bytes(icon_png(text, size, full_bleed, scale))


def build(out: Path = DEFAULT_OUT, test_game: bool = False) -> dict[str, object]:
    """Build the static site into `out` and return what was written to build-info.json."""
    started = time.perf_counter()
    out = out.resolve()
    reset_out(out)
    copy_runtime(out)
    copy_site(out)
    write_icons(out)
    write_game_cards(out)
    write_first_paint(out)
    write_boot_script(out)
    write_index(out)
    inline_boot_script(out)
    write_package_zip(out, test_game)
    snapshot = make_snapshot(out)
    write_snapshot_script(out, snapshot)
    (out / ".nojekyll").write_bytes(b"")
    # sw.js and build-info.json describe the other files, so they are hashed last.
    template = ROOT / "web" / SW_TEMPLATE
    files = site_files(out) + ["build-info.json"]
    version = content_version(
        out,
        [name for name in files if name != "build-info.json"],
        template.read_bytes() if template.exists() else b"",
    )
    write_service_worker(out, version, files)
    info: dict[str, object] = {
        "version": version,
        "pyscript": PYSCRIPT.version,
        "pyodide": PYODIDE.version,
        "files": {name: (out / name).stat().st_size for name in site_files(out)},
        "snapshot": snapshot,
    }
    (out / "build-info.json").write_text(json.dumps(info, indent=1, sort_keys=True) + "\n")
    sizes = info["files"]
    assert isinstance(sizes, dict)
    total = sum(sizes.values())
    elapsed = time.perf_counter() - started
    say(
        f"built {display(out)}: {len(sizes) + 1} files, {total / 1e6:.2f} MB, "
        f"version {version}, in {elapsed:.2f} s"
    )
    return info


def display(path: Path) -> str:
    """A path relative to the repository when it is inside it (shorter log lines)."""
    try:
        return path.relative_to(ROOT).as_posix() + "/"
    except ValueError:
        return str(path)


# ---- serve ---------------------------------------------------------------------------------


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with the MIME types Pyodide needs (wasm streaming compile wants
    application/wasm) and no-cache, so a rebuild shows up on reload during development."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()


def serve(out: Path, port: int) -> None:
    """Serve `out` on 127.0.0.1 until interrupted."""
    handler = functools.partial(SiteHandler, directory=str(out))
    try:
        server = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    except OSError as error:
        raise BuildError(f"cannot listen on 127.0.0.1:{port} ({error}); try --port N") from error
    with server:
        say(f"Serving {display(out)} at http://127.0.0.1:{server.server_address[1]}/")
        say("Press Ctrl+C to stop.")
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            say("stopped")


# ---- Installing what the tests need --------------------------------------------------------


def run(command: Sequence[str | Path], env: dict[str, str] | None = None) -> int:
    """Run a command from the repository root, echoing it, and return its exit code."""
    say("$ " + " ".join(str(part) for part in command))
    return subprocess.run([str(part) for part in command], cwd=ROOT, env=env).returncode


def run_checked(command: Sequence[str | Path], env: dict[str, str] | None = None) -> None:
    """Run a set-up command; a failure stops everything with the command named."""
    code = run(command, env)
    if code != 0:
        raise BuildError(f"command failed with exit code {code}: {' '.join(map(str, command))}")


def venv_bin(name: str) -> Path:
    """A program inside the project's virtualenv."""
    return VENV / "bin" / name


def ensure_venv() -> None:
    """Create .venv and install the test extras; reinstall only when pyproject.toml changed."""
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if not venv_bin("python").exists():
        run_checked([sys.executable, "-m", "venv", VENV])
    if VENV_STAMP.exists() and VENV_STAMP.read_text().strip() == wanted:
        say(".venv is up to date with pyproject.toml")
        return
    run_checked([venv_bin("python"), "-m", "pip", "install", "-q", "-e", ".[test]"])
    VENV_STAMP.write_text(wanted + "\n")


def apt_install(packages: Sequence[str]) -> None:
    """Install Debian packages as root, or through sudo when not root."""
    prefix: list[str] = []
    if os.geteuid() != 0:
        if shutil.which("sudo") is None:
            raise BuildError(
                f"need Debian packages {' '.join(packages)}: run as root or install them with "
                f"'apt-get install -y {' '.join(packages)}'"
            )
        prefix = ["sudo", "-n"]
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    if (
        run([*prefix, "apt-get", "update"], env=env) != 0
        or run([*prefix, "apt-get", "install", "-y", *packages], env=env) != 0
    ):
        raise BuildError(
            f"could not install {' '.join(packages)} with apt-get; install them by hand "
            f"(as root: apt-get update && apt-get install -y {' '.join(packages)})"
        )


def chromium_version(path: Path) -> str | None:
    """The browser's own version line, or None when the program is not a working Chromium
    (missing, failing, or Ubuntu's snap stub, which Playwright cannot drive)."""
    if not path.exists():
        return None
    try:
        done = subprocess.run([str(path), "--version"], capture_output=True, text=True,
                              timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return None
    line = done.stdout.strip()
    is_snap = "/snap/" in str(path.resolve()) or "snap" in line.lower()
    if done.returncode != 0 or not line.startswith(("Chromium", "Google Chrome")) or is_snap:
        return None
    return line


def is_debian() -> bool:
    """Debian's chromium package is a real browser; Ubuntu's installs a snap stub."""
    try:
        release = Path("/etc/os-release").read_text()
    except OSError:
        return False
    return re.search(r"^ID=\"?debian\"?$", release, re.MULTILINE) is not None


def playwright_chromium() -> Path:
    """Playwright's own Chromium build, downloaded by Playwright (where its CDN is reachable,
    e.g. GitHub's Ubuntu runners), with the system libraries it needs."""
    extra = ["--with-deps"] if shutil.which("apt-get") else []
    run_checked([venv_bin("python"), "-m", "playwright", "install", *extra, "chromium"])
    found = subprocess.run(
        [str(venv_bin("python")), "-c",
         "from playwright.sync_api import sync_playwright\n"
         "with sync_playwright() as p: print(p.chromium.executable_path)"],
        capture_output=True, text=True, check=True)
    return Path(found.stdout.strip())


def ensure_chromium() -> Path:
    """The Chromium that drives the browser tests, said out loud: EXPEDITIONS_CHROMIUM when
    set, else Debian's /usr/bin/chromium (installed with apt-get on Debian), else Playwright's
    own build (where Debian's package does not exist)."""
    if os.environ.get("EXPEDITIONS_CHROMIUM"):
        chosen = Path(os.environ["EXPEDITIONS_CHROMIUM"])
        how = "EXPEDITIONS_CHROMIUM"
    elif chromium_version(CHROMIUM) or is_debian():
        if not chromium_version(CHROMIUM):
            apt_install(["chromium"])
        chosen, how = CHROMIUM, "Debian's package"
    else:
        chosen, how = playwright_chromium(), "Playwright's own build"
    version = chromium_version(chosen)
    if version is None:
        raise BuildError(f"{chosen} ({how}) is not a working Chromium")
    say(f"browser tests use {chosen}: {version} ({how})")
    return chosen


def ensure_node() -> None:
    """Node.js runs Pyodide for the in-Pyodide tests (npm comes with it and packs the runtime)."""
    if shutil.which("node") and shutil.which("npm"):
        say("node and npm are present")
        return
    apt_install(["nodejs", "npm"])


def ensure_wheels() -> Path:
    """Download the pinned pure-Python wheels once; a changed pin list refetches them all."""
    stamp = WHEEL_CACHE / "pins.txt"
    wanted = "\n".join(PYODIDE_TEST_WHEELS) + "\n"
    if stamp.exists() and stamp.read_text() == wanted:
        say(f"wheels for Pyodide are cached in {display(WHEEL_CACHE)}")
        return WHEEL_CACHE
    if WHEEL_CACHE.exists():
        shutil.rmtree(WHEEL_CACHE)
    WHEEL_CACHE.mkdir(parents=True)
    run_checked(
        [
            venv_bin("python"),
            "-m",
            "pip",
            "download",
            "-q",
            "--no-deps",
            "--only-binary=:all:",
            "--python-version",
            "3.14",
            "--dest",
            WHEEL_CACHE,
            *PYODIDE_TEST_WHEELS,
        ]
    )
    stamp.write_text(wanted)
    return WHEEL_CACHE


# ---- test and bench ------------------------------------------------------------------------


def parallel_args(pytest_args: Sequence[str]) -> list[str]:
    """Run the tests on every core (pytest-xdist), each worker taking the next test when
    it is free: the browser tests spend most of their time waiting on a page, so two
    workers on two cores halve the run. Any -n/-p of the caller's own wins."""
    if any(a.startswith(("-n", "--numprocesses", "-p")) or a == "--pdb" for a in pytest_args):
        return []
    return ["-n", "auto", "--dist", "worksteal"]


#: `build.py test --fast` etc.: run those tiers alone (tests/conftest.py defines the tiers).
TIER_FLAGS = {"--fast": "fast", "--slow": "slow", "--browser": "browser", "--pyodide": "pyodide"}


def tier_results(path: Path) -> tuple[str, list[str]]:
    """The outcome of each tier from the report tests/conftest.py writes, and the tiers with a
    failure (empty when pytest wrote no report)."""
    try:
        results: dict[str, dict[str, int]] = json.loads(path.read_text())
    except (OSError, ValueError):
        return "", []
    line = "; ".join(f"{tier} " + ", ".join(f"{n} {what}" for what, n in sorted(counts.items()))
                     for tier, counts in results.items())
    return line, [tier for tier, counts in results.items() if counts.get("failed")]


def test(args: Sequence[str]) -> int:
    """Install what the chosen tiers need, then run ruff, mypy and pytest. With no tier flag,
    everything: dist-test/ is built and every tier runs (this is what CI runs)."""
    started = time.perf_counter()
    tiers = [TIER_FLAGS[a] for a in args if a in TIER_FLAGS]
    pytest_args = [a for a in args if a not in TIER_FLAGS]
    whole = not tiers
    wants_browser = whole or "browser" in tiers
    wants_pyodide = whole or "pyodide" in tiers
    wants_lint = whole or "fast" in tiers or "slow" in tiers
    steps = ["Python virtualenv with the test extras"]
    steps += ["Chromium for the browser tests"] * wants_browser
    steps += ["Pyodide for Node and wheels for the in-Pyodide tests"] * wants_pyodide
    steps += ["Build dist-test/ (with the test game)"] * wants_browser
    steps += ["ruff and mypy"] * wants_lint
    steps += ["pytest" + ("" if whole else f" ({', '.join(tiers)} tier{'s' * (len(tiers) > 1)})")]
    step = iter(f"{i}/{len(steps)} {name}" for i, name in enumerate(steps, 1))

    header(next(step))
    ensure_venv()
    env = {**os.environ, "EXPEDITIONS_DIST": str(TEST_OUT)}
    if wants_browser:
        header(next(step))
        env["EXPEDITIONS_CHROMIUM"] = str(ensure_chromium())
        axe = package_dir(AXE) / "axe.min.js"
        say(f"axe-core {AXE.version} for the accessibility audits: {display(axe)}")
        env["EXPEDITIONS_AXE"] = str(axe)
    if wants_pyodide:
        header(next(step))
        ensure_node()
        pyodide_dir = package_dir(PYODIDE)
        say(f"Pyodide {PYODIDE.version} for Node: {display(pyodide_dir)}")
        env["EXPEDITIONS_PYODIDE"] = str(pyodide_dir)
        env["EXPEDITIONS_WHEELS"] = str(ensure_wheels())
    if wants_browser:
        header(next(step))
        build(TEST_OUT, test_game=True)

    failures: list[str] = []
    if wants_lint:
        header(next(step))
        lint_targets = [p for p in ("py", "web", "tests", "build.py", "benchmarks")
                        if (ROOT / p).exists()]
        if run([venv_bin("ruff"), "check", *lint_targets]) != 0:
            failures.append("ruff")
        # pyproject.toml's [tool.mypy] names py/ and tests/ (strict); build.py is checked by a
        # second run (command-line targets would make mypy ignore the configured ones).
        mypy_codes = [run([venv_bin("mypy")]), run([venv_bin("mypy"), "build.py"])]
        if any(mypy_codes):
            failures.append("mypy")

    header(next(step))
    tier_args = [] if whole else ["--tier", ",".join(tiers)]
    with tempfile.TemporaryDirectory(prefix="expeditions-tiers-") as scratch:
        report = Path(scratch) / "tiers.json"
        env["EXPEDITIONS_TIER_REPORT"] = str(report)
        code = run([venv_bin("pytest"), *parallel_args(pytest_args), *tier_args, *pytest_args],
                   env=env)
        results, failed_tiers = tier_results(report)
    if code == 5:
        say("pytest collected no tests: that counts as a failure")
    if code != 0:
        where = f": tier {', '.join(failed_tiers)} failed" if failed_tiers else ""
        failures.append(f"pytest (exit code {code}{where})")

    header("Summary")
    if results:
        say(f"tests by tier: {results}")
    elapsed = time.perf_counter() - started
    verdict = (f"FAILED: {', '.join(failures)} ({elapsed:.0f} s)" if failures
               else f"All checks passed ({elapsed:.0f} s)")
    say(verdict)
    if os.environ.get("GITHUB_STEP_SUMMARY"):  # the run's page on GitHub shows it too
        with open(os.environ["GITHUB_STEP_SUMMARY"], "a", encoding="utf-8") as summary:
            summary.write(f"**build.py test**: {verdict}\n\n" + (f"Tests by tier: {results}\n"
                                                                  if results else ""))
    return 1 if failures else 0


def bench(bench_args: Sequence[str]) -> int:
    """Build dist/, then run the boot benchmark in the virtualenv (it drives Chromium)."""
    script = ROOT / "benchmarks" / "boot.py"
    if not script.exists():
        say("benchmarks/boot.py is missing: nothing to benchmark")
        return 1
    ensure_venv()
    os.environ["EXPEDITIONS_CHROMIUM"] = str(ensure_chromium())
    build(DEFAULT_OUT)
    return run([venv_bin("python"), script, "--dist", DEFAULT_OUT, *bench_args])


# ---- Command line --------------------------------------------------------------------------


def out_option(parser: argparse.ArgumentParser) -> None:
    """--out and --test-game, shared by `build` and `serve`."""
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output folder (dist/)")
    parser.add_argument(
        "--test-game",
        action="store_true",
        help="also ship tests/support/testgame.py as the top-level module testgame",
    )


def main(argv: Sequence[str]) -> int:
    """Dispatch on the first word; `test` and `bench` pass the rest to pytest / boot.py."""
    commands = ("build", "serve", "test", "bench")
    command, rest = ("build", list(argv))
    if argv and argv[0] in commands:
        command, rest = argv[0], list(argv[1:])
    if argv and argv[0] in ("-h", "--help"):
        say(__doc__ or "")
        return 0
    if command == "test":
        return test(rest)
    if command == "bench":
        return bench(rest)
    parser = argparse.ArgumentParser(prog=f"build.py {command}")
    out_option(parser)
    if command == "serve":
        parser.add_argument("--port", type=int, default=8000)
        parser.add_argument("--no-build", action="store_true", help="serve the existing output")
    options = parser.parse_args(rest)
    out: Path = options.out.resolve()
    if command == "serve":
        if not options.no_build:
            build(out, options.test_game)
        elif not out.is_dir():
            raise BuildError(f"{display(out)} does not exist; run without --no-build")
        serve(out, options.port)
        return 0
    build(out, options.test_game)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except BuildError as error:
        print(f"build.py: {error}", file=sys.stderr)
        sys.exit(1)
    except subprocess.CalledProcessError as error:
        print(f"build.py: {error}", file=sys.stderr)
        sys.exit(1)
