"""The package zip the page unpacks carries bytecode the shipped Pyodide loads as it is.

Compiling our modules from source was about half of importing the menu's modules in Pyodide,
so build.py compiles them with that same Pyodide (under Node) into checked-hash pycs. These
tests import the unpacked zip in Pyodide and count what the import system compiles: nothing of
ours, unless a source no longer matches its pyc, which must then be recompiled, not run stale.
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

pytestmark = pytest.mark.skipif(sys.platform == "emscripten",
                                reason="the build and Node run outside Pyodide")

# Unpacks the zip as PyScript's `files` does, then imports, recording every source compiled.
IMPORTER = """
import { pathToFileURL } from "node:url";
import fs from "node:fs";
const [pyodideDir, zip] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(pyodideDir + "/pyodide.mjs").href);
const pyodide = await loadPyodide({ indexURL: pyodideDir + "/" });
pyodide.unpackArchive(new Uint8Array(fs.readFileSync(zip)), "zip", { extractDir: "/home/pyodide" });
pyodide.runPython(`
import importlib.machinery, json, sys
compiled = []
original = importlib.machinery.SourceFileLoader.source_to_code
def recording(self, data, path, *args, **kwargs):
    compiled.append(path)
    return original(self, data, path, *args, **kwargs)
importlib.machinery.SourceFileLoader.source_to_code = recording
sys.path.insert(0, "/home/pyodide")
import expeditions.web.app, expeditions.games.lost_cities, expeditions.bots.lost_cities
print(json.dumps(compiled))
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
    compiled: list[str] = json.loads(done.stdout.splitlines()[-1])
    return [path for path in compiled if "/expeditions/" in path]


def test_every_module_has_a_checked_hash_pyc(package_zip: Path) -> None:
    names = set(zipfile.ZipFile(package_zip).namelist())
    sources = sorted(n for n in names if n.endswith(".py"))
    assert "expeditions/web/app.py" in sources
    with zipfile.ZipFile(package_zip) as archive:
        for source in sources:
            folder, _, file = source.rpartition("/")
            pyc = f"{folder}/__pycache__/{file.removesuffix('.py')}.cpython-314.pyc"
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
    assert compiled_on_import(changed, tmp_path) == ["/home/pyodide/expeditions/web/dom.py"]
