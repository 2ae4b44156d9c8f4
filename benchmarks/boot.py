"""Boot benchmark: how fast the menu is usable, against a bare page that only boots the same
runtime. Headless Chromium, the built site served on 127.0.0.1 under a sub-path.

    python3 build.py bench [--pairs 7] [--json bench-results/boot.json]

For each of cold (empty profile), warm (second visit), later (third visit, after a second one
left open 5 s) and offline (second visit, network off)
it runs the app (which restores the build's memory snapshot: from the worker's cache on later
visits, downloaded beside the runtime on a first visit over a fast network), the bare page, the
bare page under a service worker like ours, the app without the snapshot and the
micropip-wheel variant interleaved, one of each per round, each round's order shifted by one
(A B C D, B C D A, …; a fresh profile every run), so a drifting machine moves every side
alike; warm rounds add the app's second visit after a first visit to marker.html (the same
page running no Python of ours). It reports
the medians of the round-by-round ratios app / bare and app / bare under the worker (with min
and max), the "menu-interactive" mark (the bare page sets it as soon as Python runs), first
contentful paint, main-thread long tasks before the menu, the app's boot breakdown from its
performance marks (boot.js, main.py, app.start), the bytes of a first visit (until the menu,
and with the offline copy, snapshot included), any file fetched twice, the size of our own
files and of the snapshot, and how each app run's Python started.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import json
import re
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

#: The marks the bare pages set, so their boots split into the app's coarse steps.
BARE_MARKS = """<script>
performance.mark("boot:service-worker");
document.addEventListener("py:ready", () => performance.mark("boot:python-ready"), { once: true });
</script>"""
BARE_HTML = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bare</title>
""" + BARE_MARKS + """
<script type="module" src="./pyscript/core.js"></script></head>
<body><script type="py" config="./bare.json">
import js
js.document.body.setAttribute("data-ready", "true")
js.performance.mark("menu-interactive")
</script></body></html>
"""
#: The bare page under a service worker like ours (the same template, keeping only the runtime
#: and this page), so the bench can tell the service worker's cost from our code's. Like
#: boot.js it starts the runtime at once, and asks the worker to copy the build into its
#: cache once Python runs (the warm and offline runs wait for that).
BARE_SW_HTML = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bare under a service worker</title>
<script>
window.expeditionsOffline = { state: null };
navigator.serviceWorker.addEventListener("message", (event) => {
  if (event.data && event.data.type === "offline-ready") window.expeditionsOffline.state = "ready";
});
navigator.serviceWorker.register("./bare-sw.js");
performance.mark("boot:service-worker");
document.addEventListener("py:ready", () => {
  performance.mark("boot:python-ready");
  navigator.serviceWorker.ready.then((r) => r.active.postMessage({ type: "complete" }));
}, { once: true });
</script>
<script type="module" src="./pyscript/core.js"></script></head>
<body><script type="py" config="./bare.json">
import js
js.document.body.setAttribute("data-ready", "true")
js.performance.mark("menu-interactive")
</script></body></html>
"""
#: main.py's element in index.html, and what the marker page runs instead (no Python of ours).
MAIN_SCRIPT = '<script type="py" src="./main.py" config="./pyscript.json"></script>'
MARKER_SCRIPT = """<script type="py" config="./pyscript.json">
import js
js.document.body.setAttribute("data-ready", "true")
js.performance.mark("menu-interactive")
</script>"""
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


def add_no_snapshot_variant(site: Path) -> None:
    """no-snapshot.html: the app whose ``python.mjs`` knows of no snapshot, so every visit
    starts Python normally (as before the snapshot, issue #34), by the app's own path
    otherwise: the runtime started early by ``boot.js``, our zip fetched alongside. (Before
    2026-12-06 this variant named Pyodide's own module as PyScript's interpreter while
    ``boot.js`` still started ``python.mjs``: two runtimes started on every visit.)"""
    script = (site / "python.mjs").read_text()
    found = re.search(r"^const SNAPSHOT = .*;$", script, re.M)
    if not found:
        raise SystemExit("dist/python.mjs has no SNAPSHOT line: rebuild with python3 build.py")
    (site / "python-no-snapshot.mjs").write_text(
        script[:found.start()] + "const SNAPSHOT = null;" + script[found.end():])
    config = json.loads((site / "pyscript.json").read_text())
    config["interpreter"] = "./python-no-snapshot.mjs"
    (site / "no-snapshot.json").write_text(json.dumps(config))
    index = (site / "index.html").read_text()
    inline = re.search(r'<script type="module" async>(.*?)</script>', index, re.S)
    if not inline or 'import("./python.mjs")' not in inline.group(1):
        raise SystemExit("dist/index.html has no inline boot.js importing ./python.mjs")
    boot = inline.group(1)
    ours = boot.replace('import("./python.mjs")', 'import("./python-no-snapshot.mjs")')
    page = index.replace(boot, ours).replace(csp_hash(boot), csp_hash(ours))
    (site / "no-snapshot.html").write_text(page.replace('config="./pyscript.json"',
                                                        'config="./no-snapshot.json"'))


def csp_hash(script: str) -> str:
    """An inline script's hash as the page's Content-Security-Policy names it."""
    return base64.b64encode(hashlib.sha256(script.encode("utf-8")).digest()).decode("ascii")


def snapshot_bytes(dist: Path) -> dict[str, int]:
    """The snapshot's size on disk (gzipped, as served and kept) and unzipped (in memory)."""
    info = json.loads((dist / "build-info.json").read_text()).get("snapshot") or {}
    return {"gzipped": int(info.get("gzipped", 0)), "bytes": int(info.get("bytes", 0))}


def add_bare_sw_variant(site: Path) -> None:
    """bare-sw.html and its worker: web/sw.js filled in with the runtime's files only."""
    built = (site / "sw.js").read_text()
    found = re.search(r"const PRECACHE = (\[.*?\]);", built)
    if not found:
        raise SystemExit("dist/sw.js has no PRECACHE list: rebuild with python3 build.py")
    entries = json.loads(found.group(1))
    keep = [e for e in entries if e[0].removeprefix("./").startswith(RUNTIME_DIRS)]
    keep += [["./bare-sw.html", len(BARE_SW_HTML)], ["./bare.json", 0]]
    template = (ROOT / "web" / "sw.js").read_text()
    (site / "bare-sw.js").write_text(template.replace("__PRECACHE__", json.dumps(keep))
                                     .replace("__VERSION__", "bare"))
    (site / "bare-sw.html").write_text(BARE_SW_HTML)


def add_marker_variant(site: Path) -> None:
    """marker.html: the app's page (boot.js, worker, styles, the zip) running one marker line
    instead of main.py. A warm "after-marker" run visits it first, then the app: the app's
    second visit after a first visit that ran none of our Python."""
    index = (site / "index.html").read_text()
    if MAIN_SCRIPT not in index:
        raise SystemExit(f"dist/index.html has no {MAIN_SCRIPT}")
    (site / "marker.html").write_text(index.replace(MAIN_SCRIPT, MARKER_SCRIPT))


def own_bytes(dist: Path) -> int:
    """Bytes of the files we write (not the Pyodide and PyScript runtime, nor the memory
    snapshot of it, reported apart)."""
    total = 0
    for path in dist.rglob("*"):
        rel = path.relative_to(dist).as_posix()
        if re.fullmatch(r"snapshot-[0-9a-f]+\.bin", rel):
            continue
        if path.is_file() and not rel.startswith(RUNTIME_DIRS):
            total += path.stat().st_size
    return total


def measure(playwright: Any, url: str, server: DistServer, mode: str,
            first: str | None = None, keep: bool = False) -> dict[str, Any]:
    """One run in a new profile. cold: first visit; warm: the visit after it; later: the
    visit after a second visit left open a while; offline: the visit after the first with
    the network off (the service worker serves everything). ``first``:
    the page of the first visit, when it is not ``url``; ``keep``: wait, after the menu,
    until the service worker has kept the build."""
    print(f"  … {mode} {url}", file=sys.stderr, flush=True)
    profile = tempfile.mkdtemp(prefix="bench-")
    context = playwright.chromium.launch_persistent_context(
        profile, executable_path=CHROMIUM, headless=True, args=LAUNCH_ARGS)
    try:
        page = context.pages[0] if context.pages else context.new_page()
        page.add_init_script("""
            window.__longTasks = [];
            new PerformanceObserver(list => {
                for (const e of list.getEntries())
                    window.__longTasks.push([e.startTime, e.duration]);
            }).observe({type: 'longtask', buffered: true});""")
        if mode != "cold":
            page.goto(first or url)
            page.wait_for_selector("body[data-ready=true]", state="attached", timeout=120_000)
            # Let the service worker keep the whole build (the bare page has none).
            page.wait_for_function("""() => !navigator.serviceWorker.controller
                && !window.expeditionsOffline
                || (window.expeditionsOffline && window.expeditionsOffline.state === "ready")""",
                                   timeout=120_000)
            page.wait_for_timeout(500)
            if mode == "later":  # one more visit, left open a while, as a player would
                page.goto(url)
                page.wait_for_selector("body[data-ready=true]", state="attached",
                                       timeout=120_000)
                page.wait_for_timeout(LINGER_MS)
            if mode == "offline":
                context.set_offline(True)
            page.goto("about:blank")
        server.clear()
        page.goto(url)
        page.wait_for_selector("body[data-ready=true]", state="attached", timeout=120_000)
        timing = page.evaluate("""() => ({
            fcp: (performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime,
            ready: performance.getEntriesByName('menu-interactive')[0].startTime,
            marks: performance.getEntriesByType('mark').map(m => [m.name, m.startTime]),
            longTasks: window.__longTasks,
            start: [(window.expeditionsPython || {}).start || "normal",
                    (window.expeditionsPython || {}).source].filter(Boolean).join(" from "),
        })""")
        if keep:  # until the worker has kept the build (a first visit's offline copy)
            page.wait_for_function("!window.expeditionsOffline"
                                   " || window.expeditionsOffline.state === 'ready'",
                                   timeout=120_000)
        ready = timing["ready"]
        return {"fcp": timing["fcp"] or float("nan"), "ready": ready,
                "marks": dict(timing["marks"]),
                "long_tasks": [d for start, d in timing["longTasks"] if start < ready],
                "start": timing["start"],
                "requests": len(server.requests),
                "twice": [p for p, n in Counter(server.downloads()).items() if n > 1]}
    finally:
        context.close()
        shutil.rmtree(profile, ignore_errors=True)


#: The app's boot steps, as (label, mark where the step ends); each starts at the previous.
BOOT_STEPS = (
    ("boot.js starts (service-worker registration; nothing waits for it)", "boot:service-worker"),
    ("PyScript import", "boot:pyscript-imported"),
    ("runtime start, or the snapshot's restore", "boot:snapshot-restored"),
    ("PyScript's set-up and package unpack", "boot:python-ready"),
    ("main.py until our imports start", "py:main"),
    ("main.py's imports", "py:imported"),
    ("first render of the menu", "py:first-render"),
    ("worker start (after the menu)", "py:worker-started"),
)
VARIANTS = (("app", ""), ("bare", "bare.html"), ("bare-sw", "bare-sw.html"),
            ("no-snapshot", "no-snapshot.html"), ("wheel", "wheel.html"), ("after-marker", ""))
#: Variants whose first visit is another page (warm runs only).
FIRST_VISIT = {"after-marker": "marker.html"}
VARIANT_NAMES = tuple(name for name, _ in VARIANTS)
MODES = ("cold", "warm", "later", "offline")
#: How long the "later" mode leaves its second visit open before the third, measured one: the
#: browser writes its compiled-code caches for files from the worker's cache meanwhile.
LINGER_MS = 5000
#: The variants that can start with the network off (their files are in a worker's cache).
OFFLINE_VARIANTS = ("app", "bare-sw")


#: Steps every variant marks, to compare the app's boot with the bare pages' step by step:
#: (label, mark where it starts or None for the navigation, mark where it ends).
COARSE_STEPS = (
    ("until boot.js runs (bare pages: their first inline script)", None,
     "boot:service-worker"),
    ("PyScript import, runtime start, package unpack", "boot:service-worker",
     "boot:python-ready"),
    ("runtime ready to menu (bare: to its first line)", "boot:python-ready", "menu-interactive"),
)


def coarse(runs: list[dict[str, Any]]) -> list[tuple[str, float]]:
    """Median duration of each of :data:`COARSE_STEPS` over one variant's runs."""
    out = []
    for label, start, end in COARSE_STEPS:
        spans = [r["marks"][end] - (r["marks"][start] if start else 0.0) for r in runs
                 if end in r["marks"] and (start is None or start in r["marks"])]
        out.append((label, statistics.median(spans) if spans else float("nan")))
    return out


def breakdown(runs: list[dict[str, Any]]) -> list[tuple[str, float]]:
    """Median duration of each boot step of the app, from its marks: a step starts at the
    last earlier mark the run has (a normal start has no "boot:snapshot-restored")."""
    spans: dict[str, list[float]] = {mark: [] for _, mark in BOOT_STEPS}
    for r in runs:
        previous = r["marks"].get("boot:start")
        for _, mark in BOOT_STEPS:
            if mark in r["marks"] and previous is not None:
                spans[mark].append(r["marks"][mark] - previous)
            previous = r["marks"].get(mark, previous)
    return [(label, statistics.median(spans[mark]) if spans[mark] else float("nan"))
            for label, mark in BOOT_STEPS]


#: The ratios reported, round by round: (key, numerator variant, denominator variant).
RATIOS = (
    ("ratio", "app", "bare"),            # the figure: the app against the bare runtime
    ("wheel_ratio", "wheel", "bare"),    # our package as a micropip wheel instead of the zip
    ("sw_ratio", "bare-sw", "bare"),     # what a service worker like ours costs by itself
    ("app_sw_ratio", "app", "bare-sw"),  # what our code costs over the same runtime and worker
    # the app's warm boot when its first visit ran no Python of ours, against bare
    ("after_marker_ratio", "after-marker", "bare"),
    # the app started normally, every visit (as before the memory snapshot), against bare
    ("no_snapshot_ratio", "no-snapshot", "bare"),
)


def pair_ratios(num: list[dict[str, Any]], den: list[dict[str, Any]]) -> dict[str, float]:
    """Median, min and max of the round-by-round ratios of two interleaved variants."""
    ratios = [a["ready"] / b["ready"] for a, b in zip(num, den, strict=True)]
    return {"median": statistics.median(ratios), "min": min(ratios), "max": max(ratios)}


def summarize(runs: dict[str, list[dict[str, Any]]]) -> dict[str, Any]:
    app = runs["app"]
    out: dict[str, Any] = {
        "fcp_ms": statistics.median(r["fcp"] for r in app),
        "interactive_ms": statistics.median(r["ready"] for r in app),
        "long_tasks_ms": sorted(round(d) for r in app for d in r["long_tasks"])[-5:],
        "fetched_twice": sorted({x for r in app for x in r["twice"]}),
        "breakdown": breakdown(app),
        # how the app's Python started: "snapshot" (restored) or "normal", run by run
        "starts": dict(Counter(r["start"] for r in app)),
    }
    for key, num, den in RATIOS:
        if runs[num] and runs[den]:
            out[key] = pair_ratios(runs[num], runs[den])
    for name, _ in VARIANTS:
        if name != "app" and runs[name]:
            out[f"{name}_interactive_ms"] = statistics.median(r["ready"] for r in runs[name])
    out["coarse"] = {name: coarse(runs[name]) for name in ("app", "bare-sw", "bare")
                     if runs[name]}
    return out


def run_modes(p: Any, server: DistServer, pairs: int, modes: tuple[str, ...] = MODES,
              variants: tuple[str, ...] = VARIANT_NAMES) -> dict[str, Any]:
    """Every mode of ``modes``, each as ``pairs`` rounds of the ``variants`` interleaved,
    each round in the order of the one before shifted by one (A B C, B C A, C A B …): a page
    that always ran first or last would carry whatever that place costs (a cold visit right
    after another browser has closed, say) into its ratios."""
    results: dict[str, Any] = {}
    for mode in modes:
        runs: dict[str, list[dict[str, Any]]] = {name: [] for name, _ in VARIANTS}
        pages = [(name, path) for name, path in VARIANTS
                 if name in variants
                 and not (mode == "offline" and name not in OFFLINE_VARIANTS)  # no worker
                 and not (name in FIRST_VISIT and mode != "warm")]
        for round_index in range(pairs):
            shift = round_index % len(pages)
            for name, path in pages[shift:] + pages[:shift]:
                first = server.url + FIRST_VISIT[name] if name in FIRST_VISIT else None
                runs[name].append(measure(p, server.url + path, server, mode, first))
        results[mode] = summarize(runs)
        print(f"{mode:8} {json.dumps(results[mode])}", flush=True)
    return results


def sent_bytes(server: DistServer, snapshot_only: bool = False) -> int:
    """Bytes of the files the server has sent in full since it was last cleared (only the
    memory snapshot's, with ``snapshot_only``)."""
    total = 0
    for req in server.downloads():
        rel = req.split("?")[0].removeprefix("/expeditions/") or "index.html"
        if snapshot_only and not re.fullmatch(r"snapshot-[0-9a-f]+\.bin", rel):
            continue
        f = server.root / rel
        total += f.stat().st_size if f.is_file() else 0
    return total


def first_visit_bytes(p: Any, server: DistServer) -> dict[str, int]:
    """Bytes of one first visit, until the worker has kept the build for offline play, and
    of those the memory snapshot's (on 127.0.0.1 the page downloads it before the menu, and
    the worker's copy only revalidates it)."""
    measure(p, server.url, server, "cold", keep=True)
    return {"total": sent_bytes(server), "snapshot": sent_bytes(server, snapshot_only=True)}


def ratio_text(r: dict[str, float]) -> str:
    return f"{r['median']:.2f} ({r['min']:.2f}–{r['max']:.2f})"


#: The other ratios to bare the report prints, with what they compare.
OTHER_RATIOS = (
    ("wheel_ratio", "micropip wheel instead of the zip"),
    ("no_snapshot_ratio", "the app without the snapshot (a normal start)"),
    ("after_marker_ratio", "the app after a first visit that ran no Python of ours"),
    ("sw_ratio", "the bare page under a service worker like ours"),
)


def report(results: dict[str, Any]) -> None:
    print()
    print(f"{'':9}{'first paint':>12}{'menu ready':>12}{'bare ready':>12}{'bare+sw ready':>15}"
          f"{'app/bare':>20}{'app/bare+sw':>20}")
    modes = [m for m in MODES if m in results]
    for mode in modes:
        r = results[mode]
        cells = [f"{mode:9}{r['fcp_ms']:>10.0f}ms{r['interactive_ms']:>10.0f}ms"]
        for key, width in (("bare_interactive_ms", 12), ("bare-sw_interactive_ms", 15)):
            cells.append(f"{r[key]:>{width - 2}.0f}ms" if key in r else f"{'—':>{width}}")
        for key in ("ratio", "app_sw_ratio"):
            cells.append(f"{ratio_text(r[key]):>20}" if key in r else f"{'—':>20}")
        print("".join(cells))
    for mode in modes:
        for key, text in OTHER_RATIOS:
            if key in results[mode]:
                print(f"{mode}: {text} {ratio_text(results[mode][key])} × bare")
    for mode in modes:
        steps = results[mode]["coarse"]
        names = list(steps)
        print(f"{mode}, median ms per step: " + " / ".join(names))
        for i, (label, _) in enumerate(steps["app"]):
            print(f"  {' / '.join(f'{steps[n][i][1]:5.0f}' for n in names)}  {label}")
    for mode in [m for m in modes if m != "offline"]:
        print(f"app boot, {mode} (median ms per step):")
        for label, ms in results[mode]["breakdown"]:
            print(f"  {ms:8.0f}  {label}")
        print(f"  longest main-thread tasks before the menu: {results[mode]['long_tasks_ms']}")
    twice = results["cold"]["fetched_twice"] if "cold" in results else "not measured"
    visit, snap = results["first_visit_bytes"], results["snapshot"]
    print(f"first visit: {visit['total'] / 1e6:.2f} MB with the offline copy, of which the"
          f" snapshot {visit['snapshot'] / 1e6:.2f} MB; our own files:"
          f" {results['own_bytes'] / 1e3:.0f} KB; fetched twice: {twice or 'none'}")
    print(f"memory snapshot: {snap['gzipped'] / 1e6:.2f} MB gzipped (served and kept),"
          f" {snap['bytes'] / 1e6:.2f} MB restored; app starts per mode: "
          + "; ".join(f"{m} {results[m]['starts']}" for m in modes))


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--pairs", type=int, default=7)
    parser.add_argument("--json", type=Path, default=ROOT / "bench-results" / "boot.json")
    parser.add_argument("--modes", default=",".join(MODES),
                        help="comma-separated, of " + ", ".join(MODES))
    parser.add_argument("--variants", default=",".join(VARIANT_NAMES),
                        help="comma-separated, of " + ", ".join(VARIANT_NAMES)
                        + " (the app always runs)")
    args = parser.parse_args()
    modes = tuple(m for m in args.modes.split(",") if m)
    variants = tuple({"app", *args.variants.split(",")} - {""})
    unknown = set(modes) - set(MODES) | set(variants) - set(VARIANT_NAMES)
    if unknown:
        parser.error(f"unknown modes or variants: {sorted(unknown)}")
    from playwright.sync_api import sync_playwright

    work = Path(tempfile.mkdtemp(prefix="bench-site-"))
    site = work / "site"
    shutil.copytree(args.dist, site)
    (site / "bare.html").write_text(BARE_HTML)
    (site / "bare.json").write_text(json.dumps({"interpreter": "./pyodide/pyodide.mjs"}))
    add_wheel_variant(site)
    add_bare_sw_variant(site)
    add_marker_variant(site)
    add_no_snapshot_variant(site)
    server = DistServer(site).start()
    try:
        with sync_playwright() as p:
            results = run_modes(p, server, args.pairs, modes, variants)
            results["first_visit_bytes"] = first_visit_bytes(p, server)
    finally:
        server.stop()
        shutil.rmtree(work, ignore_errors=True)
    results["pairs"] = args.pairs
    results["own_bytes"] = own_bytes(args.dist)
    results["snapshot"] = snapshot_bytes(args.dist)
    report(results)
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(results, indent=2))
    print(f"wrote {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
