"""What the joint shuffle costs (issue #30): each step of :mod:`expeditions.remote.mental` timed
in CPython and in Pyodide under Node (the browser's Python, the pinned Pyodide build.py
fetches), and the sizes a link carries.

    python3 benchmarks/mental_cost.py [--repeats 5] [--best] [--json] [--no-pyodide]

Figures are medians (``--best``: minima) of ``--repeats`` runs, in milliseconds of CPU time
(``time.process_time`` in CPython, Node's ``process.cpuUsage()`` in Pyodide), so a shared
machine's other jobs count little; an idle machine gives the same figures in wall time.
The issue's targets, in the browser: the invitation's work (host: key, first shuffle) ≤ 1.5 s,
the acceptance's (guest: key, check and second shuffle, the 8 shares of the host's first hand
with one proof) ≤ 1.5 s, the audit ≤ 1 s. "Cold" figures start with empty caches (card points,
the generator's table), as the first game after the app starts does.
"""

from __future__ import annotations

import argparse
import base64
import json
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT / "py") not in sys.path:
    sys.path[:0] = [str(ROOT / "py"), str(ROOT)]

from expeditions.remote import ec, mental  # noqa: E402

HAND = 8  # a Lost Cities hand: the shares sent with the acceptance


def _cold() -> None:
    mental._cards.cache_clear()
    mental._card_point.cache_clear()
    ec._base_table.cache_clear()


def _cpu_clock() -> Callable[[], float]:
    """This process's CPU seconds, so a shared machine's other jobs do not count: in Pyodide
    under Node, Node's ``process.cpuUsage()`` (Python's ``process_time`` is the wall clock
    there); elsewhere ``time.process_time``."""
    if sys.platform == "emscripten":
        try:
            import js  # type: ignore[import-not-found]

            if hasattr(js, "process") and hasattr(js.process, "cpuUsage"):
                def node_cpu() -> float:
                    used = js.process.cpuUsage()
                    return float(used.user + used.system) / 1e6

                return node_cpu
        except ImportError:
            pass
    return time.process_time


_CLOCK = _cpu_clock()


def _ms(step: Callable[[], object], repeats: int, best: bool, cold: bool = False) -> float:
    """Median (or minimum) CPU ms over ``repeats`` runs."""
    times = []
    for _ in range(repeats):
        if cold:
            _cold()
        start = _CLOCK()
        step()
        times.append((_CLOCK() - start) * 1000)
    return round(min(times) if best else statistics.median(times), 2)


def _steps(n: int) -> dict[str, Callable[[], object]]:
    """The protocol's steps for a deck of n, each a closure over one honest deal."""
    kind = f"bench/{n}"
    host, guest = mental.new_keys("host"), mental.new_keys("guest")
    deck1, _ = mental.first_shuffle(host, kind, n)
    deck2, _ = mental.second_shuffle(guest, deck1, n)
    one = mental.share(guest, deck2, 0, b"ctx")
    hand = list(range(HAND))
    eight = mental.share_many(guest, deck2, hand, b"ctx")
    card = mental.open_share(host, deck2, 0, one, guest.public, kind, n, b"ctx")
    proof = mental.reveal_proof(host, kind, card, b"ctx")

    def invitation() -> object:
        keys = mental.new_keys("host")
        return mental.first_shuffle(keys, kind, n)

    def acceptance() -> object:
        keys = mental.new_keys("guest")
        mental.check_public("host", host.public)
        deck, _ = mental.second_shuffle(keys, deck1, n)
        return mental.share_many(keys, deck, hand, b"ctx")

    return {
        "invitation": invitation,
        "acceptance": acceptance,
        "share": lambda: mental.share(guest, deck2, 0, b"ctx"),
        "open_share": lambda: mental.open_share(host, deck2, 0, one, guest.public, kind, n,
                                                b"ctx"),
        "open_hand": lambda: mental.open_shares(host, deck2, hand, eight, guest.public, kind, n,
                                                b"ctx"),
        "reveal_proof": lambda: mental.reveal_proof(host, kind, card, b"ctx"),
        "check_reveal": lambda: mental.check_reveal(guest, deck2, 0, kind, n, card, proof,
                                                    host.public, b"ctx"),
        "audit": lambda: mental.audit(kind, n, deck1, deck2, host.secret, guest.secret,
                                      host.public, guest.public),
    }


def measure(repeats: int = 5, sizes: tuple[int, ...] = (60, 72), best: bool = False
            ) -> dict[str, Any]:
    """Every figure, in ms, for each deck size; runs unchanged in CPython and in Pyodide."""
    point = ec.mul_base(12345)
    k = ec.random_scalar()
    _steps(8)["audit"]()  # warm up (Pyodide's first calls are slower)
    figures: dict[str, Any] = {
        "python": sys.version.split()[0],
        "scalar_mult": _ms(lambda: ec.mul(k, point), repeats * 10, best),
        "base_mult": _ms(lambda: ec.mul_base(k), repeats * 10, best),
        "decode_point": _ms(lambda: ec.decode(ec.encode(point)), repeats * 10, best),
    }
    for n in sizes:
        steps = _steps(n)
        row = {name: _ms(step, repeats, best) for name, step in steps.items()}
        for name in ("invitation", "acceptance", "audit"):
            row[f"{name}_cold"] = _ms(steps[name], repeats, best, cold=True)
        figures[str(n)] = row
    return figures


def sizes(n: int) -> dict[str, int]:
    """Bytes and URL-safe base64 characters (no padding) of a deck of n, plain and packed."""
    def chars(size: int) -> int:
        return len(base64.urlsafe_b64encode(bytes(size)).rstrip(b"="))

    plain, packed = mental.POINT_BYTES * n, mental.packed_size(n)
    return {"points": n, "bytes": plain, "b64": chars(plain), "packed_bytes": packed,
            "packed_b64": chars(packed)}


def in_pyodide(repeats: int, best: bool) -> dict[str, Any]:
    import subprocess

    from benchmarks.hard_budget import pyodide_dir

    code = ("import sys, json\nsys.path.insert(0, '/repo')\n"
            "from benchmarks.mental_cost import measure\n"
            f"print(json.dumps(measure({repeats}, best={best})), flush=True)\n")
    runner = ROOT / "benchmarks" / "pyodide_run.mjs"
    done = subprocess.run(["node", str(runner), str(pyodide_dir()), code], cwd=ROOT,
                          capture_output=True, text=True, check=True)
    line = [x for x in done.stdout.splitlines() if x.startswith("{")][-1]
    result: dict[str, Any] = json.loads(line)
    return result


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--best", action="store_true", help="minima instead of medians")
    ap.add_argument("--json", action="store_true", help="print every figure as JSON")
    ap.add_argument("--no-pyodide", action="store_true", help="CPython only")
    args = ap.parse_args()
    cpython = measure(args.repeats, best=args.best)
    pyodide = None if args.no_pyodide else in_pyodide(args.repeats, args.best)
    deck_sizes = [sizes(n) for n in (60, 72)]
    if args.json:
        print(json.dumps({"cpython": cpython, "pyodide": pyodide, "sizes": deck_sizes},
                         indent=2))
        return 0
    columns = [("cpython", cpython)] + ([("pyodide", pyodide)] if pyodide else [])
    head = "ms (best)" if args.best else "ms (median)"
    print(f"{head:<24}" + "".join(f"{name:>10}" for name, _ in columns))
    for key in ("scalar_mult", "base_mult", "decode_point"):
        print(f"{key:<24}" + "".join(f"{fig[key]:>10.2f}" for _, fig in columns))
    for n in ("60", "72"):
        for key in cpython[n]:
            print(f"{key + ' ' + n:<24}" + "".join(f"{fig[n][key]:>10.1f}" for _, fig in columns))
    for s in deck_sizes:
        print(f"deck of {s['points']}: {s['bytes']} bytes = {s['b64']} base64 characters; "
              f"packed {s['packed_bytes']} bytes = {s['packed_b64']} characters")
    print(f"share {mental.SHARE_BYTES} bytes, {HAND} shares {mental.shares_size(HAND)}, "
          f"reveal proof {mental.PROOF_BYTES}, "
          f"public key {mental.POINT_BYTES}, secret key {mental.KEY_BYTES}; Python "
          + ", ".join(f"{fig['python']} ({name})" for name, fig in columns))
    return 0


if __name__ == "__main__":
    sys.exit(main())
