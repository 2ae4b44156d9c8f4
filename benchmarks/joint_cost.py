"""What a Lost Cities game dealt by nobody costs (issue #30, part 5): whole games between
two :class:`~expeditions.remote.joint_lost_cities.JointLostCities` devices, every body passed
as JSON text, each seat an Easy computer choosing from its own device's view.

    python3 benchmarks/joint_cost.py [--games 3] [--seed 1] [--json] [--no-pyodide]

Per table (5 and 6 colours, a single game and a 3-game match): milliseconds of CPU time
(``time.process_time``; in Pyodide under Node, ``process.cpuUsage()``) of each device's work —
the invitation (host: keys, the first shuffle, the start's commitment), the acceptance (guest:
every check of the invitation, the second shuffle, the 8 shares of the host's hand with their
proof), the host reading the acceptance, a move body made and read (medians; the read checks
every proof at once), and the end (the body carrying a key read: the audit of the deal, the
engine replaying the whole game from it, every shown view compared) — and the length of each
link as a player would copy it. The links are not wired yet (the joint layer's bodies still
have to go into the chained messages of :mod:`expeditions.remote.link`), so a link's length
here is the body inside today's envelope: a ``move`` (guest) or ``update`` (host) message with
its number, previous digest and tag, and for the invitation today's invitation fields too,
encoded by :func:`~expeditions.remote.link.encode` and put after a GitHub Pages address.

Targets (browser, full speed): invitation and acceptance work ≤ 1.5 s each, the audit ≤ 1 s;
the invitation link ≤ 4,000 characters, move links ≤ 1,000.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, Final

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [p for p in (str(ROOT / "py"), str(ROOT)) if p not in sys.path]

from expeditions.bots import make_bot  # noqa: E402
from expeditions.engine import JSON  # noqa: E402
from expeditions.remote import crypto  # noqa: E402
from expeditions.remote.joint_lost_cities import JointLostCities  # noqa: E402
from expeditions.remote.link import HOST, Message, encode, new_game_id, sign  # noqa: E402
from expeditions.rng import Rng  # noqa: E402

SITE: Final = "https://example.github.io/expeditions/#"
TABLES: Final = (("5 colours, single game", 5, 1), ("6 colours, single game", 6, 1),
                 ("5 colours, match of 3", 5, 3))
#: Today's invitation fields beside the joint layer's (a game of two seats, both named).
INVITE_FIELDS: Final[dict[str, JSON]] = {
    "game": "lost-cities", "options": {"colours": 5, "games": 1, "players": 2,
                                       "start": "random"},
    "rules": 1, "seats": [{"kind": "host", "name": "Player 1", "level": None},
                          {"kind": "remote", "name": "Player 2", "level": None}],
    "open": [1], "key": crypto.b64(bytes(32)), "commitment": crypto.b64(bytes(32))}


def _cpu_clock() -> Callable[[], float]:
    """This process's CPU seconds (in Pyodide under Node, Node's ``process.cpuUsage()``:
    Python's ``process_time`` is the wall clock there)."""
    if sys.platform == "emscripten":
        import js  # type: ignore[import-not-found]

        def node_cpu() -> float:
            used = js.process.cpuUsage()
            return float(used.user + used.system) / 1e6

        return node_cpu
    return time.process_time


CLOCK = _cpu_clock()


def _timed(step: Callable[..., Any], *args: Any) -> tuple[Any, float]:
    start = CLOCK()
    value = step(*args)
    return value, (CLOCK() - start) * 1000


def link_length(body: dict[str, Any], sender: int, number: int, invite: bool = False) -> int:
    """The body in today's envelope, as a link a player copies."""
    if invite:
        message = Message(game=new_game_id(), kind="invite", seq=0, sender=HOST,
                          prev=crypto.b64(bytes(16)), body={**INVITE_FIELDS, **body})
    else:
        message = Message(game=new_game_id(), kind="update" if sender == HOST else "move",
                          seq=max(1, number), sender=sender, prev=crypto.b64(bytes(16)),
                          body=body)
        message = sign(message, 1, bytes(32))
    return len(SITE) + len(encode(message))


def _through_json(body: dict[str, Any]) -> dict[str, Any]:
    value: dict[str, Any] = json.loads(json.dumps(body))
    return value


def _turn(device: JointLostCities, rng: Rng) -> list[str]:
    view = device.view()
    if view is None or not view["legal"]:
        return []
    bot = make_bot("lost-cities", "easy")
    first = bot.choose(view, rng)
    return [first, bot.choose(device.view([first]) or {}, rng)]


def play(colours: int, games: int, seed: int, out: dict[str, list[float]]) -> None:
    """One whole game (or match) between two devices; each step's figures appended to
    ``out``."""
    rng = Rng(seed)
    host, ms = _timed(lambda: JointLostCities.create(colours=colours, games=games))
    invitation, more = _timed(host.send)
    out["invitation_ms"].append(ms + more)
    out["invitation_chars"].append(link_length(invitation, HOST, 0, invite=True))
    guest, ms = _timed(lambda: JointLostCities.accept(_through_json(invitation)))
    acceptance, more = _timed(guest.send)
    out["acceptance_ms"].append(ms + more)
    out["acceptance_chars"].append(link_length(acceptance, 1, 0))
    _, ms = _timed(lambda: host.receive(_through_json(acceptance)))
    out["host_reads_acceptance_ms"].append(ms)
    number = 1
    while not (host.finished and guest.finished):
        sender = host if host.to_send else guest
        reader = guest if sender is host else host
        actions = _turn(sender, rng)
        body, made = _timed(sender.send, actions)
        number += 1
        _, read = _timed(reader.receive, _through_json(body))
        seat = HOST if sender is host else 1
        dealing = "deck1" in body or "deck2" in body
        out["next_deal_chars" if dealing else "move_chars"].append(
            link_length(body, seat, number))
        if "key" in body:  # the end of a game: the audit, and the replay at the match's end
            out["end_ms" if reader.finished else "key_read_ms"].append(read)
        elif actions:
            out["move_made_ms"].append(made)
            out["move_read_ms"].append(read)
    if host.result() != guest.result():
        raise RuntimeError("the two devices disagree on the result")


def measure(games: int, seed: int) -> dict[str, dict[str, dict[str, float]]]:
    results: dict[str, dict[str, dict[str, float]]] = {}
    for name, colours, match in TABLES:
        out: dict[str, list[float]] = {k: [] for k in (
            "invitation_ms", "acceptance_ms", "host_reads_acceptance_ms", "move_made_ms",
            "move_read_ms", "key_read_ms", "end_ms", "invitation_chars", "acceptance_chars",
            "move_chars", "next_deal_chars")}
        for game in range(games):
            play(colours, match, seed + game, out)
        results[name] = {k: {"median": statistics.median(v), "max": max(v), "count": len(v)}
                         for k, v in out.items() if v}
    return results


def in_pyodide(games: int, seed: int) -> dict[str, Any]:
    """The same measurement inside Pyodide under Node (the browser's Python)."""
    from benchmarks.hard_budget import pyodide_dir

    code = (f"import sys\nsys.path.insert(0, '/repo')\n"
            f"from benchmarks.joint_cost import measure\nimport json\n"
            f"print('RESULT' + json.dumps(measure({games}, {seed})))")
    runner = ROOT / "benchmarks" / "pyodide_run.mjs"
    done = subprocess.run(["node", str(runner), str(pyodide_dir()), code], cwd=ROOT,
                          capture_output=True, text=True, check=True)
    line = next(x for x in done.stdout.splitlines() if x.startswith("RESULT"))
    value: dict[str, Any] = json.loads(line[len("RESULT"):])
    return value


def _table(columns: list[tuple[str, dict[str, Any]]]) -> str:
    names = [n for n, _, _ in TABLES]
    keys = list(dict.fromkeys(k for _, result in columns for n in names for k in result[n]))
    lines = ["| figure | " + " | ".join(f"{n} ({c})" for c, _ in columns for n in names) + " |",
             "|---|" + "---:|" * (len(names) * len(columns))]
    for key in keys:
        cells = []
        for _, result in columns:
            for name in names:
                f = result[name].get(key)
                cells.append("—" if f is None else f"{f['median']:.0f} (max {f['max']:.0f})")
        lines.append(f"| {key} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=3, help="games (or matches) per table")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", action="store_true", help="print JSON, not a table")
    ap.add_argument("--no-pyodide", action="store_true", help="CPython only")
    args = ap.parse_args()
    columns = [("CPython", measure(args.games, args.seed))]
    if not args.no_pyodide:
        columns.append(("Pyodide", in_pyodide(args.games, args.seed)))
    if args.json:
        print(json.dumps(dict(columns), indent=2))
    else:
        print(_table(columns))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
