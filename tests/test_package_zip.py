"""The package zip the page imports from carries bytecode the shipped Pyodide loads as it is.

Compiling our modules from source was about half of importing the menu's modules in Pyodide,
so build.py compiles them with that same Pyodide (under Node) into checked-hash pycs. These
tests import from the zip in Pyodide, as the page does, and count what zipimport compiles:
nothing of ours, unless a source no longer matches its pyc, which must then be recompiled,
not run stale.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import build

pytestmark = [pytest.mark.slow, pytest.mark.skipif(sys.platform == "emscripten",
                                reason="the build and Node run outside Pyodide")]

# Writes the zip where PyScript's `files` does, puts it on sys.path as main.py does, then
# imports, recording every source zipimport compiles and where each module came from.
IMPORTER = """
import { pathToFileURL } from "node:url";
import fs from "node:fs";
const [pyodideDir, zip] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(pyodideDir + "/pyodide.mjs").href);
const pyodide = await loadPyodide({ indexURL: pyodideDir + "/" });
pyodide.FS.writeFile("/home/pyodide/expeditions.zip", new Uint8Array(fs.readFileSync(zip)));
pyodide.runPython(`
import json, os, sys, zipimport
compiled = []
original = zipimport._compile_source
def recording(pathname, source):
    compiled.append(pathname)
    return original(pathname, source)
zipimport._compile_source = recording
os.chdir("/home/pyodide")
sys.path.insert(0, os.path.abspath("expeditions.zip"))
import expeditions.web.app, expeditions.games.lost_cities, expeditions.bots.lost_cities
print(json.dumps([compiled, expeditions.web.app.__file__]))
`);
"""


@pytest.fixture(scope="module")
def package_zip(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("site")
    build.write_package_zip(out, test_game=False)
    return out / "expeditions.zip"


def compiled_on_import(zip_path: Path, tmp_path: Path) -> list[str]:
    pyodide = os.environ.get("EXPEDITIONS_PYODIDE")
    node = shutil.which("node")
    if not pyodide or node is None:
        pytest.skip("EXPEDITIONS_PYODIDE unset or node missing: run `python3 build.py test`")
    script = tmp_path / "import.mjs"
    script.write_text(IMPORTER)
    done = subprocess.run([node, str(script), pyodide, str(zip_path)], capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    compiled, app_file = json.loads(done.stdout.splitlines()[-1])
    assert app_file.startswith("/home/pyodide/expeditions.zip/"), app_file  # not a leftover
    return [path for path in compiled if "/expeditions/" in path]


def test_every_module_has_a_checked_hash_pyc(package_zip: Path) -> None:
    names = set(zipfile.ZipFile(package_zip).namelist())
    sources = sorted(n for n in names if n.endswith(".py"))
    assert "expeditions/web/app.py" in sources
    with zipfile.ZipFile(package_zip) as archive:
        for source in sources:
            pyc = source.removesuffix(".py") + ".pyc"  # beside it, where zipimport looks
            assert pyc in names, f"{source} has no bytecode"
            flags = int.from_bytes(archive.read(pyc)[4:8], "little")
            assert flags == 0b11, f"{pyc} is not a checked-hash pyc (flags {flags})"


def test_pyodide_imports_our_bytecode_without_compiling(package_zip: Path,
                                                         tmp_path: Path) -> None:
    assert compiled_on_import(package_zip, tmp_path) == []


def test_a_source_that_differs_from_its_pyc_is_recompiled(package_zip: Path,
                                                          tmp_path: Path) -> None:
    changed = tmp_path / "changed.zip"
    with zipfile.ZipFile(package_zip) as src, zipfile.ZipFile(changed, "w") as dst:
        for item in src.namelist():
            data = src.read(item)
            if item == "expeditions/web/dom.py":
                data += b"\n# changed after the bytecode was compiled\n"
            dst.writestr(item, data)
    # (zipimport compiles a module whose pyc it rejected once per lookup: twice here)
    assert set(compiled_on_import(changed, tmp_path)) == {
        "/home/pyodide/expeditions.zip/expeditions/web/dom.py"}
