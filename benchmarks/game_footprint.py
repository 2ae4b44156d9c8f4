"""How many files outside a game's own files name it: ``python3 benchmarks/game_footprint.py``.

A game's own files are those named after its module (``lost_cities``): ``*/lost_cities.py``,
``*/lost_cities_*.py``, ``*/guide_lost_cities.py``, ``*/memory_lost_cities.py``,
``web/lost_cities.css``, and its tests (``tests/test_lost_cities*.py``). A file *names* the game
when its text holds the game's id (``lost-cities``) or module name (``lost_cities``) as a
word: code that would have to change if the game were renamed or removed. Titles in prose
("Lost Cities" in a docstring) do not count. Files a benchmark writes (``bots/budget.py``,
marked "do not edit it by hand") are measurements, not registrations, and are listed apart.

Counted over the tracked source the app ships or builds from (``py/``, ``web/``,
``index.html``, ``build.py``); tests and benchmarks are reported beside it. The target (issue
#28): at most 2 source files per game — the registry, and nothing else if possible.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py"))

from expeditions.registry import GAMES, module_name  # noqa: E402

SOURCE = ("py/", "web/", "index.html", "build.py")
GENERATED_MARK = "do not edit it"


def tracked() -> list[str]:
    out = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True,
                         check=True).stdout
    return [line for line in out.splitlines() if line.endswith((".py", ".js", ".css", ".html",
                                                                ".json", ".webmanifest",
                                                                ".toml", ".mjs"))]


def own(path: str, name: str) -> bool:
    stem = Path(path).name.rsplit(".", 1)[0]
    return (stem == name or stem.startswith(f"{name}_") or stem.endswith(f"_{name}")
            or stem.startswith(f"test_{name}"))


def footprint(files: list[str]) -> dict[str, dict[str, list[str]]]:
    report: dict[str, dict[str, list[str]]] = {}
    for entry in GAMES:
        name = module_name(entry.game_id)
        word = re.compile(rf"(?<![\w-])({re.escape(entry.game_id)}|{re.escape(name)})(?![\w-])")
        found: dict[str, list[str]] = {"source": [], "generated": [], "tests and benchmarks": []}
        for path in files:
            if own(path, name) or path.startswith("tests/golden") or path.startswith("docs/"):
                continue
            text = (ROOT / path).read_text(encoding="utf-8", errors="replace")
            if not word.search(text):
                continue
            if GENERATED_MARK in text[:600]:
                found["generated"].append(path)
            elif path.startswith(SOURCE):
                found["source"].append(path)
            elif path.startswith(("tests/", "benchmarks/")):
                found["tests and benchmarks"].append(path)
        report[entry.game_id] = found
    return report


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--limit", type=int, default=2, help="the most source files allowed")
    args = parser.parse_args()
    report = footprint(tracked())
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        for game_id, found in report.items():
            print(f"{game_id}: {len(found['source'])} source files outside its own name it")
            for kind, paths in found.items():
                for path in paths:
                    print(f"    {kind:21} {path}")
    worst = max(len(f["source"]) for f in report.values())
    return 0 if worst <= args.limit else 1


if __name__ == "__main__":
    raise SystemExit(main())
