"""The memory snapshot build.py makes for later visits (web/python.mjs, issue #34): the shipped
Pyodide with the menu's modules imported, holding no JavaScript object, described exactly for
the page, the same bytes from the same sources, and no snapshot at all without Node."""

from __future__ import annotations

import gzip
import hashlib
import json
import re
import shutil
import struct
import sys
from pathlib import Path

import pytest

import build

pytestmark = [pytest.mark.fast, pytest.mark.skipif(sys.platform == "emscripten",
                                reason="the build and Node run outside Pyodide")]
ROOT = Path(__file__).resolve().parents[1]
#: Pyodide's snapshot header: magic, offset of the heap, length of the JSON, then the build id.
MAGIC = 1886286592


@pytest.fixture(scope="module")
def made(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, object]]:
    if shutil.which("node") is None:
        pytest.skip("node is missing: run `python3 build.py test`")
    out = tmp_path_factory.mktemp("site")
    build.write_package_zip(out, test_game=False)
    snapshot = build.make_snapshot(out)
    assert snapshot is not None
    return out, snapshot


@pytest.mark.slow
def test_the_snapshot_is_described_exactly_for_the_page(
    made: tuple[Path, dict[str, object]]
) -> None:
    out, snapshot = made
    url = str(snapshot["url"])
    packed = (out / url).read_bytes()
    assert re.fullmatch(r"\./snapshot-[0-9a-f]{12}\.bin", url)
    assert url == f"./snapshot-{hashlib.sha256(packed).hexdigest()[:12]}.bin"  # by content
    data = gzip.decompress(packed)
    assert snapshot["gzipped"] == len(packed)
    assert snapshot["bytes"] == len(data)
    assert snapshot["sha256"] == hashlib.sha256(data).hexdigest()
    zip_bytes = (out / "expeditions.zip").read_bytes()
    assert snapshot["package"] == {"url": "./expeditions.zip",
                                   "sha256": hashlib.sha256(zip_bytes).hexdigest()}


@pytest.mark.slow
def test_it_is_the_shipped_pyodides_heap_holding_no_javascript_object(
    made: tuple[Path, dict[str, object]]
) -> None:
    out, snapshot = made
    data = gzip.decompress((out / str(snapshot["url"])).read_bytes())
    magic, heap_at, json_length = struct.unpack_from("<3I", data)
    assert magic == MAGIC
    build_id = "".join(f"{word:08x}" for word in struct.unpack_from("<8I", data, 16))
    pyodide_mjs = (build.package_dir(build.PYODIDE) / "pyodide.mjs").read_text()
    assert f'BUILD_ID:"{build_id}"' in pyodide_mjs
    # a JavaScript object held by Python could not be restored in another page: none is
    state = json.loads(data[48:48 + json_length])
    assert state == {"hiwireKeys": [None], "immortalKeys": []}
    heap = data[heap_at:]
    # the menu's modules are in it, imported from the zip where PyScript writes it
    assert b"/home/pyodide/expeditions.zip/expeditions/web/app.py" in heap


@pytest.mark.slow
def test_the_same_sources_give_the_same_snapshot(
    made: tuple[Path, dict[str, object]], tmp_path: Path
) -> None:
    out, snapshot = made
    shutil.copy(out / "expeditions.zip", tmp_path / "expeditions.zip")
    assert build.make_snapshot(tmp_path) == snapshot
    url = str(snapshot["url"])
    assert (tmp_path / url).read_bytes() == (out / url).read_bytes()


def test_the_page_module_gets_the_description_or_null_without_node(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shutil.copy(ROOT / "web" / build.SNAPSHOT_SCRIPT, tmp_path / build.SNAPSHOT_SCRIPT)
    monkeypatch.setattr(shutil, "which", lambda name: None)
    snapshot = build.make_snapshot(tmp_path)
    assert snapshot is None
    assert not list(tmp_path.glob("snapshot-*"))
    build.write_snapshot_script(tmp_path, snapshot)
    text = (tmp_path / build.SNAPSHOT_SCRIPT).read_text()
    assert "const SNAPSHOT = null;" in text
    described = {"url": "./snapshot-0123456789ab.bin", "bytes": 1, "gzipped": 2, "sha256": "00"}
    shutil.copy(ROOT / "web" / build.SNAPSHOT_SCRIPT, tmp_path / build.SNAPSHOT_SCRIPT)
    build.write_snapshot_script(tmp_path, described)
    text = (tmp_path / build.SNAPSHOT_SCRIPT).read_text()
    assert f"const SNAPSHOT = {json.dumps(described)};" in text
    assert "__SNAPSHOT__" not in text


def test_the_shipped_loader_takes_a_null_snapshot_as_a_normal_start(tmp_path: Path) -> None:
    loader = tmp_path / "pyodide.mjs"
    shutil.copy(build.package_dir(build.PYODIDE) / "pyodide.mjs", loader)
    build.patch_pyodide_loader(loader)
    theirs, ours = build.PYODIDE_SNAPSHOT_PATCH
    text = loader.read_text()
    assert text.count(ours) == 1 and theirs not in text
    # a loader without Pyodide's text (here: already changed) fails the build, not silently
    with pytest.raises(build.BuildError, match="PYODIDE_SNAPSHOT_PATCH"):
        build.patch_pyodide_loader(loader)
