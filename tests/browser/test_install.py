"""Installability in headless Chromium, asked through the DevTools protocol: the served app
under its sub-path has a manifest Chromium parses without errors, whose URLs stay under that
sub-path, and no installability errors. The icons it names are served, cached for offline use
by the service worker, and look like web/icon.svg."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import Browser, open_app
from .server import DistServer

pytestmark = pytest.mark.browser


def manifest_icons(page: Any) -> list[str]:
    return list(page.evaluate(
        """async () => {
            const response = await fetch("./manifest.webmanifest");
            return (await response.json()).icons.map((icon) => icon.src);
        }"""
    ))


def test_chromium_finds_the_app_installable(browser: Browser, server: DistServer) -> None:
    page = browser.page()
    open_app(page, server.url)
    cdp = page.context.new_cdp_session(page)

    assert cdp.send("Page.getInstallabilityErrors") == {"installabilityErrors": []}

    app = cdp.send("Page.getAppManifest")
    assert app["url"] == server.url + "manifest.webmanifest"
    assert app["errors"] == []
    assert app["parsed"]["scope"] == server.url
    manifest = app["manifest"]
    assert manifest["name"] == "Expeditions"
    assert manifest["startUrl"] == server.url
    assert manifest["scope"] == server.url
    assert manifest["id"] == server.url  # none given: the start URL, so under the sub-path
    assert manifest["display"] == "kStandalone"
    assert manifest["themeColor"] == manifest["backgroundColor"] == "rgba(29,34,51,1)"
    assert {icon["sizes"] for icon in manifest["icons"]} == {"192x192", "512x512"}
    for icon in manifest["icons"]:
        assert icon["url"].startswith(server.url) and icon["type"] == "image/png"
    assert browser.errors == []


def test_the_icons_are_served_cached_and_drawn_like_the_svg(
    browser: Browser, server: DistServer
) -> None:
    page = browser.page()
    open_app(page, server.url)
    icons = manifest_icons(page)
    assert "./icon-512.png" in icons and "./icon-maskable-512.png" in icons
    # Once the build is kept, the manifest and its icons are in it: an install works offline.
    page.get_by_text("Ready to play offline.").wait_for(timeout=60_000)
    files = ["./manifest.webmanifest", "./apple-touch-icon.png", *icons]
    cached = page.evaluate(
        """async (files) => {
            const hits = await Promise.all(files.map((file) => caches.match(file)));
            return hits.map((hit) => hit ? hit.headers.get("content-type") : null);
        }""",
        files,
    )
    assert cached == ["application/manifest+json"] + ["image/png"] * (len(files) - 1)
    # build.py's PNG against Chromium's own drawing of web/icon.svg at the same size.
    diff = page.evaluate(
        """async () => {
            async function pixels(src) {
                const image = new Image();
                image.src = src;
                await image.decode();
                const canvas = new OffscreenCanvas(192, 192);
                const context = canvas.getContext("2d");
                context.drawImage(image, 0, 0, 192, 192);
                return context.getImageData(0, 0, 192, 192).data;
            }
            const [png, svg] = await Promise.all([pixels("./icon-192.png"), pixels("./icon.svg")]);
            let total = 0, far = 0;
            for (let i = 0; i < png.length; i++) {
                const d = Math.abs(png[i] - svg[i]);
                total += d;
                if (d > 64) far++;
            }
            return {mean: total / png.length, far: far / png.length};
        }"""
    )
    assert diff["mean"] < 0.5, diff  # only anti-aliasing differs
    assert diff["far"] < 0.001, diff
    assert browser.errors == []
