"""The web app manifest and its icons, checked in CPython: what the manifest says, that every
icon it names is built at its size, and that the PNGs build.py draws are valid, reproducible,
and keep a maskable icon's design inside the safe zone."""

from __future__ import annotations

import json
import re
import struct
import zlib
from pathlib import Path
from urllib.parse import urljoin

import pytest

import build

pytestmark = pytest.mark.fast

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "web"
MANIFEST = json.loads((WEB / "manifest.webmanifest").read_text(encoding="utf-8"))
BUILT = {name: (size, full_bleed, scale) for name, size, full_bleed, scale in build.ICONS}


def css_colour(name: str) -> str:
    match = re.search(rf"--{name}:\s*(#[0-9a-fA-F]{{6}})\s*;", (WEB / "app.css").read_text())
    assert match, f"--{name} is not in web/app.css"
    return match[1].lower()


def decode_png(data: bytes) -> tuple[int, int, list[bytes]]:
    """Width, height and the RGBA rows of an 8-bit RGBA, non-interlaced PNG (every CRC
    checked; rows must use filter 0, as build.py writes them)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, chunks = 8, []
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos : pos + 4])
        kind, body = data[pos + 4 : pos + 8], data[pos + 8 : pos + 8 + length]
        (crc,) = struct.unpack(">I", data[pos + 8 + length : pos + 12 + length])
        assert zlib.crc32(kind + body) == crc, f"bad CRC in {kind!r}"
        chunks.append((kind, body))
        pos += 12 + length
    assert [kind for kind, _ in chunks][0] == b"IHDR" and chunks[-1] == (b"IEND", b"")
    width, height, depth, colour_type, _, _, interlace = struct.unpack(">IIBBBBB", chunks[0][1])
    assert (depth, colour_type, interlace) == (8, 6, 0)
    raw = zlib.decompress(b"".join(body for kind, body in chunks if kind == b"IDAT"))
    stride = 1 + 4 * width
    assert len(raw) == stride * height
    rows = [raw[i * stride : (i + 1) * stride] for i in range(height)]
    assert all(row[0] == 0 for row in rows)
    return width, height, [row[1:] for row in rows]


@pytest.fixture(scope="module")
def icons(tmp_path_factory: pytest.TempPathFactory) -> dict[str, bytes]:
    out = tmp_path_factory.mktemp("icons")
    build.write_icons(out)
    return {path.name: path.read_bytes() for path in out.iterdir()}


def test_manifest_names_the_app_and_stays_under_its_folder() -> None:
    assert MANIFEST["name"] == "Expeditions"
    assert 0 < len(MANIFEST["short_name"]) <= 12  # a launcher label fits about 12 characters
    assert MANIFEST["description"]
    assert MANIFEST["lang"] == "en" and MANIFEST["dir"] == "ltr"
    assert MANIFEST["start_url"] == MANIFEST["scope"] == "./"
    # No "id": a relative one resolves against the origin, not the manifest ("./" would be the
    # same app as every other site on a github.io origin); without it, the id is start_url.
    assert "id" not in MANIFEST
    assert MANIFEST["display"] == "standalone"
    assert MANIFEST.get("prefer_related_applications") is not True
    # Relative URLs resolve against the manifest's own URL, so any sub-path works.
    base = "https://example.github.io/expeditions/manifest.webmanifest"
    for url in [MANIFEST["start_url"], MANIFEST["scope"], *(i["src"] for i in MANIFEST["icons"])]:
        assert url.startswith("./"), url
        assert urljoin(base, url).startswith("https://example.github.io/expeditions/")


def test_manifest_colours_are_the_apps() -> None:
    ink = css_colour("ink")
    assert MANIFEST["theme_color"] == MANIFEST["background_color"] == ink
    index = (ROOT / "index.html").read_text(encoding="utf-8")
    assert f'<meta name="theme-color" content="{ink}">' in index
    # The icons are drawn in the app's ink and accent.
    svg = (WEB / build.ICON_SVG).read_text(encoding="utf-8")
    assert ink in svg and css_colour("accent") in svg


def test_every_icon_is_built_at_its_declared_size(icons: dict[str, bytes]) -> None:
    declared: dict[str, set[int]] = {"any": set(), "maskable": set()}
    for icon in MANIFEST["icons"]:
        name = icon["src"].removeprefix("./")
        assert name in BUILT, f"{name} is not drawn by build.py"
        size, full_bleed, _ = BUILT[name]
        assert icon["type"] == "image/png"
        assert icon["sizes"] == f"{size}x{size}"
        assert icon["purpose"] in ("any", "maskable")  # never "any maskable": one can't be both
        assert (icon["purpose"] == "maskable") == full_bleed
        declared[icon["purpose"]].add(size)
        assert decode_png(icons[name])[:2] == (size, size)
    assert {192, 512} <= declared["any"]
    assert declared["maskable"]


def test_index_links_the_manifest_and_its_policy_allows_it() -> None:
    index = (ROOT / "index.html").read_text(encoding="utf-8")
    head = index[: index.index("</head>")]
    assert '<link rel="manifest" href="./manifest.webmanifest">' in head
    assert '<link rel="apple-touch-icon" href="./apple-touch-icon.png">' in head
    assert "apple-touch-icon.png" in BUILT
    csp = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', head)
    assert csp
    directives: dict[str, list[str]] = {
        part.split()[0]: part.split()[1:] for part in csp[1].split(";") if part.strip()
    }
    manifest_src = directives.get("manifest-src", directives["default-src"])
    assert "'self'" in manifest_src
    assert "'self'" in directives.get("img-src", directives["default-src"])


def test_icons_are_reproducible(icons: dict[str, bytes], tmp_path: Path) -> None:
    build.write_icons(tmp_path)
    assert {path.name: path.read_bytes() for path in tmp_path.iterdir()} == icons


def pixel(rows: list[bytes], x: int, y: int) -> tuple[int, ...]:
    return tuple(rows[y][4 * x : 4 * x + 4])


def test_any_icons_are_the_rounded_square_on_transparency(icons: dict[str, bytes]) -> None:
    ink = bytes.fromhex(css_colour("ink")[1:])
    accent = bytes.fromhex(css_colour("accent")[1:])
    for name, (size, full_bleed, _) in BUILT.items():
        if full_bleed:
            continue
        _, _, rows = decode_png(icons[name])
        assert pixel(rows, 0, 0)[3] == 0 and pixel(rows, size - 1, size - 1)[3] == 0
        assert pixel(rows, size // 2, size // 20) == (*ink, 255)
        # The big mountain's body (the SVG's path) in the accent colour, fully opaque.
        assert pixel(rows, size * 26 // 64, size * 44 // 64) == (*accent, 255)


def test_maskable_icons_keep_the_design_inside_the_safe_zone(icons: dict[str, bytes]) -> None:
    ink = (*bytes.fromhex(css_colour("ink")[1:]), 255)
    for name, (size, full_bleed, scale) in BUILT.items():
        if not full_bleed:
            continue
        _, _, rows = decode_png(icons[name])
        outside, inside = 0, set()
        centre = size / 2
        for y in range(size):
            for x in range(size):
                colour = pixel(rows, x, y)
                assert colour[3] == 255, f"{name} is not opaque at {x},{y}"
                if scale == 1.0:
                    continue
                # The safe zone: a centred circle of 40% of the icon's width in radius.
                if (x + 0.5 - centre) ** 2 + (y + 0.5 - centre) ** 2 > (0.4 * size) ** 2:
                    outside += colour != ink
                elif colour != ink:
                    inside.add(colour)
        assert outside == 0, f"{name}: {outside} design pixels outside the safe zone"
        if scale != 1.0:
            assert len(inside) > 2, f"{name}: the design is missing"
