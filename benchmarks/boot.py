"""Boot benchmark: how fast the menu is usable, against a bare page that only boots the same
runtime. Headless Chromium, the built site served on 127.0.0.1 under a sub-path.

    python3 build.py bench [--runs 5] [--json bench-results/boot.json]

For each of cold (empty profile), warm (second visit) and offline (second visit, network
off) it takes the median of N runs of: first contentful paint, and the "menu-interactive"
performance mark (the bare page sets the same mark as soon as Python runs). It also
reports the bytes of a first visit, any file fetched twice, and the size of our own files.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.browser.conftest import CHROMIUM, LAUNCH_ARGS  # noqa: E402
from tests.browser.server import DistServer  # noqa: E402

BARE_HTML = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bare</title>
<script type="module" src="./pyscript/core.js"></script></head>
<body><script type="py" config="./bare.json">
import js
js.document.body.setAttribute("data-ready", "true")
js.performance.mark("menu-interactive")
</script></body></html>
"""
RUNTIME_DIRS = ("pyodide/", "pyscript/")
#: micropip and the packaging it needs, as Pyodide 314.0.7's lock names them.
MICROPIP_WHEELS = ("micropip==0.11.1", "packaging==26.1")
WHEEL_CACHE = ROOT / ".cache" / "bench-wheels"


def add_wheel_variant(site: Path) -> None:
    """The alternative we measured against: our package as a wheel installed by micropip
    (PyScript ``packages``), with micropip's PyPI wheels patched into Pyodide's lock."""
    WHEEL_CACHE.mkdir(parents=True, exist_ok=True)
    subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
                    "--only-binary=:all:", "--python-version", "3.14", "--dest",
                    str(WHEEL_CACHE), *MICROPIP_WHEELS], check=True)
    lock_path = site / "pyodide" / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text())
    for name in ("micropip", "packaging"):
        entry = lock["packages"][name]
        wheel = WHEEL_CACHE / entry["file_name"]
        shutil.copy(wheel, site / "pyodide" / wheel.name)
        entry["sha256"] = hashlib.sha256(wheel.read_bytes()).hexdigest()
    lock_path.write_text(json.dumps(lock))
    # Our package as a wheel: the same files as expeditions.zip plus the dist-info.
    import zipfile

    wheel_name = "expeditions-0.1.0-py3-none-any.whl"
    with zipfile.ZipFile(site / "expeditions.zip") as src, \
            zipfile.ZipFile(site / wheel_name, "w", zipfile.ZIP_DEFLATED) as dst:
        for item in src.namelist():
            if item.startswith("expeditions/"):
                dst.writestr(item, src.read(item))
        info = "expeditions-0.1.0.dist-info/"
        dst.writestr(info + "METADATA", "Metadata-Version: 2.1\nName: expeditions\n"
                     "Version: 0.1.0\n")
        dst.writestr(info + "WHEEL", "Wheel-Version: 1.0\nGenerator: bench\n"
                     "Root-Is-Purelib: true\nTag: py3-none-any\n")
        dst.writestr(info + "RECORD", "")
    (site / "wheel.json").write_text(json.dumps(
        {"interpreter": "./pyodide/pyodide.mjs", "packages": ["./" + wheel_name]}))
    index = (site / "index.html").read_text()
    (site / "wheel.html").write_text(index.replace('config="./pyscript.json"',
                                                   'config="./wheel.json"'))


def own_bytes(dist: Path) -> int:
    """Bytes of the files we write (not the Pyodide and PyScript runtime)."""
    total = 0
    for path in dist.rglob("*"):
        rel = path.relative_to(dist).as_posix()
        if path.is_file() and not rel.startswith(RUNTIME_DIRS):
            total += path.stat().st_size
    return total


def measure(playwright: Any, url: str, server: DistServer, mode: str) -> dict[str, Any]:
    """One run in a new profile. cold: first visit; warm: the visit after it; offline: the
    visit after it with the network off (the service worker serves everything)."""
    print(f"  … {mode} {url}", file=sys.stderr, flush=True)
    profile = tempfile.mkdtemp(prefix="bench-")
    context = playwright.chromium.launch_persistent_context(
        profile, executable_path=CHROMIUM, headless=True, args=LAUNCH_ARGS)
    try:
        page = context.pages[0] if context.pages else context.new_page()
        if mode != "cold":
            page.goto(url)
            page.wait_for_selector("body[data-ready=true]", state="attached", timeout=120_000)
            # Let the service worker finish (the bare page has none: do not wait for one).
            page.evaluate("""async () => {
                const reg = await navigator.serviceWorker.getRegistration();
                if (reg) await navigator.serviceWorker.ready;
            }""")
            page.wait_for_timeout(500)
            if mode == "offline":
                context.set_offline(True)
            page.goto("about:blank")
        server.clear()
        page.goto(url)
        page.wait_for_selector("body[data-ready=true]", state="attached", timeout=120_000)
        timing = page.evaluate("""() => ({
            fcp: (performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime,
            ready: performance.getEntriesByName('menu-interactive')[0].startTime,
        })""")
        return {"fcp": timing["fcp"] or float("nan"), "ready": timing["ready"],
                "requests": len(server.requests),
                "twice": [p for p, n in Counter(server.downloads()).items() if n > 1]}
    finally:
        context.close()
        shutil.rmtree(profile, ignore_errors=True)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--json", type=Path, default=ROOT / "bench-results" / "boot.json")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    work = Path(tempfile.mkdtemp(prefix="bench-site-"))
    site = work / "site"
    shutil.copytree(args.dist, site)
    (site / "bare.html").write_text(BARE_HTML)
    (site / "bare.json").write_text(json.dumps({"interpreter": "./pyodide/pyodide.mjs"}))
    add_wheel_variant(site)
    server = DistServer(site).start()
    results: dict[str, Any] = {"runs": args.runs, "own_bytes": own_bytes(args.dist)}
    try:
        with sync_playwright() as p:
            for page_name, path in (("app", ""), ("bare", "bare.html"), ("wheel", "wheel.html")):
                for mode in ("cold", "warm", "offline"):
                    if page_name != "app" and mode == "offline":
                        continue  # only the app's own files are in the offline cache
                    runs = [measure(p, server.url + path, server, mode) for _ in range(args.runs)]
                    results[f"{page_name}_{mode}"] = {
                        "fcp_ms": statistics.median(r["fcp"] for r in runs),
                        "interactive_ms": statistics.median(r["ready"] for r in runs),
                        "requests": statistics.median(r["requests"] for r in runs),
                        "fetched_twice": sorted({x for r in runs for x in r["twice"]}),
                    }
                    print(f"{page_name:5} {mode:8} {results[f'{page_name}_{mode}']}", flush=True)
            # Bytes of one first visit, counted from the files the server sent.
            server.clear()
            measure(p, server.url, server, "cold")
            sent = 0
            for req in server.downloads():
                rel = req.split("?")[0].removeprefix("/expeditions/") or "index.html"
                f = site / rel
                sent += f.stat().st_size if f.is_file() else 0
            results["first_visit_bytes"] = sent
    finally:
        server.stop()
        shutil.rmtree(work, ignore_errors=True)
    for mode in ("cold", "warm"):
        app, bare = results[f"app_{mode}"], results[f"bare_{mode}"]
        results[f"ratio_{mode}"] = app["interactive_ms"] / bare["interactive_ms"]
        results[f"wheel_ratio_{mode}"] = (results[f"wheel_{mode}"]["interactive_ms"]
                                          / bare["interactive_ms"])
    print()
    print(f"{'':10}{'first paint':>12}{'menu ready':>12}{'bare ready':>12}{'app/bare':>10}")
    for mode in ("cold", "warm", "offline"):
        app = results[f"app_{mode}"]
        bare = results.get(f"bare_{mode}")
        ratio = results.get(f"ratio_{mode}")
        print(f"{mode:10}{app['fcp_ms']:>10.0f}ms{app['interactive_ms']:>10.0f}ms"
              + (f"{bare['interactive_ms']:>10.0f}ms{ratio:>10.2f}" if bare else f"{'—':>12}"))
    for mode in ("cold", "warm"):
        print(f"micropip wheel instead of the zip, {mode}: "
              f"{results[f'wheel_{mode}']['interactive_ms']:.0f} ms, "
              f"{results[f'wheel_ratio_{mode}']:.2f} × bare")
    print(f"first visit: {results['first_visit_bytes'] / 1e6:.2f} MB; our own files: "
          f"{results['own_bytes'] / 1e3:.0f} KB; fetched twice: "
          f"{results['app_cold']['fetched_twice'] or 'none'}")
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(results, indent=2))
    print(f"wrote {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
