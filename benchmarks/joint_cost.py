"""What a Lost Cities game dealt by nobody costs (issue #30, part 5): whole games between
two :class:`~expeditions.remote.joint_lost_cities.JointLostCities` devices, every body passed
as JSON text, each seat an Easy computer choosing from its own device's view.

    python3 benchmarks/joint_cost.py [--games 3] [--seed 1] [--json] [--no-pyodide]
                                     [--curios | --curiosity]

Per table (5 and 6 colours, a single game and a 3-game match): milliseconds of CPU time
(``time.process_time``; in Pyodide under Node, ``process.cpuUsage()``) of each device's work —
the invitation (host: keys, the first shuffle, the start's commitment), the acceptance (guest:
every check of the invitation, the second shuffle, the 8 shares of the host's hand with their
proof), the host reading the acceptance, a move body made and read (medians; the read checks
every proof at once), and the end (the body carrying a key read: the audit of the deal, the
engine replaying the whole game from it, every shown view compared) — and the length of each
link as a player would copy it: the real links of
:mod:`expeditions.remote.peer` (the joint bodies inside the chained, tagged
messages), put after a GitHub Pages address, each decoded
from its text by the device that reads it. Last, resuming each device's save of the finished
game: as the app does (its tag checked, every body and rule replayed, the proofs not checked
again) and, for comparison, with every proof re-checked.

Curios for two (:class:`~expeditions.remote.joint_curios.JointCurios`, wired): the same
figures through the real links, whole turns of an Easy computer; ``deal`` is bodies 2 and 3,
which finish the deal without a move (deck4, the shares of both hands), ``end`` the body
carrying a device's keys read by the other (every layer audited, the game replayed, every
view compared).

Curiosity for two (:class:`~expeditions.remote.joint_curiosity.JointCuriosity`, not wired
into the links yet): the same figures from whole games between two Easy computers, each
round's new deal apart (``next_deal``: the body with deck1 that ends a round, made and read,
and the answer with deck2 and the new hand's shares), and the link lengths estimated as the
Lost Cities links are built (the body inside a ``peer`` envelope: number, previous
digest, tag; for the invitation the X25519 key, the seats and the rules version too).

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
from expeditions.remote.joint_curios import JointCurios  # noqa: E402
from expeditions.remote.joint_curiosity import JointCuriosity  # noqa: E402
from expeditions.remote.joint_lost_cities import JointLostCities  # noqa: E402
from expeditions.remote.link import (  # noqa: E402
    HOST,
    ZERO_PREV,
    Message,
    decode,
    encode,
    new_game_id,
    sign,
)
from expeditions.remote.peer import GUEST, PeerGame  # noqa: E402
from expeditions.remote.protocol import SeatSpec  # noqa: E402
from expeditions.rng import Rng  # noqa: E402

SITE: Final = "https://example.github.io/expeditions/#"
TABLES: Final = (("5 colours, single game", 5, 1), ("6 colours, single game", 6, 1),
                 ("5 colours, match of 3", 5, 3))
#: The seats of every game measured (the host's person and a friend).
SEATS: Final = [SeatSpec("host", "Player 1"), SeatSpec("remote", "Player 2")]


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


def link_chars(message: Message) -> int:
    """A message as the link a player copies."""
    return len(SITE) + len(encode(message))


def _arrives(message: Message) -> Message:
    """A message as the other device gets it: through its link text."""
    return decode(encode(message))


def _turn(device: PeerGame[Any], rng: Rng) -> list[str]:
    view = device.view() if device.turn_due else None
    if view is None or not view["legal"]:
        return []
    bot = make_bot("lost-cities", "easy")
    first = bot.choose(view, rng)
    return [first, bot.choose(device.view([first]) or {}, rng)]


def play(colours: int, games: int, seed: int, out: dict[str, list[float]]) -> None:
    """One whole game (or match) between two devices, every message through its link text;
    each step's figures appended to ``out``."""
    rng = Rng(seed)
    options: dict[str, JSON] = {"colours": colours, "games": games, "start": "random"}
    host, ms = _timed(PeerGame.create, "lost-cities", options, SEATS)
    invite = host.last_message()
    out["invitation_ms"].append(ms)
    out["invitation_chars"].append(link_chars(invite))
    guest, ms = _timed(PeerGame.open, _arrives(invite))
    join = guest.last_message()
    out["acceptance_ms"].append(ms)
    out["acceptance_chars"].append(link_chars(join))
    receipt, ms = _timed(host.receive, _arrives(join))
    assert receipt.applied, receipt
    out["host_reads_acceptance_ms"].append(ms)
    while not (host.finished and guest.finished):
        sender = host if host.joint.to_send else guest
        reader = guest if sender is host else host
        actions = _turn(sender, rng)
        message, made = _timed(sender.send, actions)
        receipt, read = _timed(reader.receive, _arrives(message))
        assert receipt.applied, receipt
        body = message.body["joint"]
        assert isinstance(body, dict)
        dealing = "deck1" in body or "deck2" in body
        out["next_deal_chars" if dealing else "move_chars"].append(link_chars(message))
        if "key" in body:  # the end of a game: the audit, and the replay at the match's end
            out["end_ms" if reader.finished else "key_read_ms"].append(read)
        elif actions:
            out["move_made_ms"].append(made)
            out["move_read_ms"].append(read)
    if host.joint.result() != guest.joint.result():
        raise RuntimeError("the two devices disagree on the result")
    for device in (host, guest):  # resuming the finished game's save
        state = json.loads(json.dumps(device.to_json()))
        _, ms = _timed(PeerGame.from_json, state)
        out["resume_finished_ms"].append(ms)
        _, ms = _timed(JointLostCities.from_json, state["joint"])
        out["resume_reproving_ms"].append(ms)


def _whole_turn(device: PeerGame[Any], game: str, rng: Rng) -> list[str]:
    """An Easy computer's whole turn (every action until the other seat plays), from the
    device's own view; nothing when the device owes a message without a turn."""
    actions: list[str] = []
    bot = make_bot(game, "easy")
    while device.turn_due:
        view = device.view(actions)
        if view is None or view["over"] or view["current_player"] != device.seat:
            break
        actions.append(bot.choose(view, rng))
    return actions


def play_curios(seed: int, out: dict[str, list[float]]) -> None:
    """One whole two-player Curios game through the real links (:class:`PeerGame` on both
    sides, every message through its link text); each step's figures appended to ``out``.
    Bodies 2 and 3 finish the deal without a move (deck4 and the shares of the guest's
    hand; the shares of the host's): ``deal_ms`` is each one's work, made and read."""
    rng = Rng(seed)
    host, ms = _timed(PeerGame.create, "curios", {}, SEATS)
    invite = host.last_message()
    out["invitation_ms"].append(ms)
    out["invitation_chars"].append(link_chars(invite))
    guest, ms = _timed(PeerGame.open, _arrives(invite))
    join = guest.last_message()
    out["acceptance_ms"].append(ms)
    out["acceptance_chars"].append(link_chars(join))
    receipt, ms = _timed(host.receive, _arrives(join))
    assert receipt.applied, receipt
    out["host_reads_acceptance_ms"].append(ms)
    while not (host.finished and guest.finished):
        sender = host if host.joint.to_send else guest
        reader = guest if sender is host else host
        actions = _whole_turn(sender, "curios", rng)
        message, made = _timed(sender.send, actions)
        receipt, read = _timed(reader.receive, _arrives(message))
        assert receipt.applied, receipt
        body = message.body["joint"]
        assert isinstance(body, dict)
        if "key" in body:  # the end: both keys of the sender; the reader audits everything
            out["end_ms"].append(read)
            out["end_chars"].append(link_chars(message))
        elif actions:
            out["move_made_ms"].append(made)
            out["move_read_ms"].append(read)
            out["move_chars"].append(link_chars(message))
        else:  # bodies 2 and 3: the rest of the deal
            out["deal_ms"].append(made + read)
            out["deal_chars"].append(link_chars(message))
    if host.joint.result() != guest.joint.result():
        raise RuntimeError("the two devices disagree on the result")
    for device in (host, guest):
        state = json.loads(json.dumps(device.to_json()))
        _, ms = _timed(PeerGame.from_json, state)
        out["resume_finished_ms"].append(ms)
        _, ms = _timed(JointCurios.from_json, state["joint"])
        out["resume_reproving_ms"].append(ms)


CURIOS: Final = "Curios, 2 players"


def measure_curios(games: int, seed: int) -> dict[str, dict[str, float]]:
    out: dict[str, list[float]] = {k: [] for k in (
        "invitation_ms", "acceptance_ms", "host_reads_acceptance_ms", "deal_ms",
        "move_made_ms", "move_read_ms", "end_ms", "resume_finished_ms", "resume_reproving_ms",
        "invitation_chars", "acceptance_chars", "deal_chars", "move_chars", "end_chars")}
    for game in range(games):
        play_curios(seed + game, out)
    return _summary(out)


def curiosity_link_chars(game: str, number: int, body: dict[str, JSON]) -> int:
    """A Curiosity body as a link, in the envelope the Lost Cities links use
    (``PeerGame._message``): the invitation with an X25519 key, two seats and the rules
    version; every other message with its number, a previous digest and a tag."""
    if number == 0:
        message = Message(game=game, kind="invite", seq=0, sender=HOST, prev=ZERO_PREV,
                          body={"game": "curiosity", "joint": body,
                                "key": crypto.b64(bytes(32)),
                                "seats": [s.to_json() for s in SEATS], "rules": 1})
        return link_chars(message)
    prev = crypto.b64(bytes(16))
    if number == 1:
        message = Message(game=game, kind="join", seq=0, sender=GUEST, prev=prev,
                          body={"joint": body, "key": crypto.b64(bytes(32))})
    else:
        host = number % 2 == 0
        message = Message(game=game, kind="update" if host else "move", seq=number,
                          sender=HOST if host else GUEST, prev=prev, body={"joint": body})
    return link_chars(sign(message, GUEST, bytes(32)))


def _curiosity_turn(device: JointCuriosity, rng: Rng) -> list[str]:
    """An Easy computer's whole turn (more than one action while the other seat is
    skipped), from the device's own view."""
    actions: list[str] = []
    bot = make_bot("curiosity", "easy")
    while device.turn_due:
        view = device.view(actions)
        if view is None or not view["legal"]:
            break
        actions.append(bot.choose(view, rng))
    return actions


def play_curiosity(seed: int, out: dict[str, list[float]]) -> None:
    """One whole two-player Curiosity game between two devices, every body through JSON
    text; each step's figures appended to ``out``."""
    rng = Rng(seed)
    game = new_game_id()
    host, ms = _timed(JointCuriosity.create, "random")
    invite, made = _timed(host.send)
    out["invitation_ms"].append(ms + made)
    out["invitation_chars"].append(curiosity_link_chars(game, 0, invite))
    guest, ms = _timed(JointCuriosity.accept, json.loads(json.dumps(invite)))
    join, made = _timed(guest.send)
    out["acceptance_ms"].append(ms + made)
    out["acceptance_chars"].append(curiosity_link_chars(game, 1, join))
    _, ms = _timed(host.receive, json.loads(json.dumps(join)))
    out["host_reads_acceptance_ms"].append(ms)
    while not (host.finished and guest.finished):
        sender = host if host.to_send else guest
        reader = guest if sender is host else host
        actions = _curiosity_turn(sender, rng)
        body, made = _timed(sender.send, actions)
        _, read = _timed(reader.receive, json.loads(json.dumps(body)))
        chars = curiosity_link_chars(game, int(body["n"]), body)
        if "keys" in body:  # the end: the audit of every deal, the replay, every view
            out["end_made_ms"].append(made)
            out["end_read_ms"].append(read)
            out["end_chars"].append(chars)
        elif "deck1" in body or "deck2" in body:  # a round's new deal
            out["next_deal_ms"].append(made + read)
            out["next_deal_chars"].append(chars)
        else:
            out["move_chars"].append(chars)
            if actions:
                out["move_made_ms"].append(made)
                out["move_read_ms"].append(read)
    if host.result() != guest.result():
        raise RuntimeError("the two devices disagree on the result")
    for device in (host, guest):
        state = json.loads(json.dumps(device.to_json()))
        _, ms = _timed(JointCuriosity.from_json, state, True)
        out["resume_finished_ms"].append(ms)
        _, ms = _timed(JointCuriosity.from_json, state)
        out["resume_reproving_ms"].append(ms)


CURIOSITY: Final = "Curiosity, 2 players"


def measure(games: int, seed: int, only: str = ""
            ) -> dict[str, dict[str, dict[str, float]]]:
    """Every table, or ``only`` one game's (``"curios"``, ``"curiosity"``)."""
    results: dict[str, dict[str, dict[str, float]]] = {}
    for name, colours, match in () if only else TABLES:
        out: dict[str, list[float]] = {k: [] for k in (
            "invitation_ms", "acceptance_ms", "host_reads_acceptance_ms", "move_made_ms",
            "move_read_ms", "key_read_ms", "end_ms", "resume_finished_ms",
            "resume_reproving_ms", "invitation_chars", "acceptance_chars", "move_chars",
            "next_deal_chars")}
        for game in range(games):
            play(colours, match, seed + game, out)
        results[name] = _summary(out)
    if only in ("", "curios"):
        results[CURIOS] = measure_curios(games, seed)
    if only in ("", "curiosity"):
        results[CURIOSITY] = measure_curiosity(games, seed)
    return results


def _summary(out: dict[str, list[float]]) -> dict[str, dict[str, float]]:
    return {k: {"median": statistics.median(v), "max": max(v), "count": len(v)}
            for k, v in out.items() if v}


def measure_curiosity(games: int, seed: int) -> dict[str, dict[str, float]]:
    out: dict[str, list[float]] = {k: [] for k in (
        "invitation_ms", "acceptance_ms", "host_reads_acceptance_ms", "move_made_ms",
        "move_read_ms", "next_deal_ms", "end_made_ms", "end_read_ms", "resume_finished_ms",
        "resume_reproving_ms",
        "invitation_chars", "acceptance_chars", "move_chars", "next_deal_chars", "end_chars")}
    for game in range(games):
        play_curiosity(seed + game, out)
    return _summary(out)


def in_pyodide(games: int, seed: int, only: str = "") -> dict[str, Any]:
    """The same measurement inside Pyodide under Node (the browser's Python)."""
    from benchmarks.hard_budget import pyodide_dir

    code = (f"import sys\nsys.path.insert(0, '/repo')\n"
            f"from benchmarks.joint_cost import measure\nimport json\n"
            f"print('RESULT' + json.dumps(measure({games}, {seed}, {only!r})))")
    runner = ROOT / "benchmarks" / "pyodide_run.mjs"
    done = subprocess.run(["node", str(runner), str(pyodide_dir()), code], cwd=ROOT,
                          capture_output=True, text=True, check=True)
    line = next(x for x in done.stdout.splitlines() if x.startswith("RESULT"))
    value: dict[str, Any] = json.loads(line[len("RESULT"):])
    return value


def _table(columns: list[tuple[str, dict[str, Any]]]) -> str:
    names = [n for n, _, _ in TABLES if n in columns[0][1]]
    names += [n for n in (CURIOS, CURIOSITY) if n in columns[0][1]]
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
    ap.add_argument("--curiosity", action="store_true", help="Curiosity for two only")
    ap.add_argument("--curios", action="store_true", help="Curios for two only")
    args = ap.parse_args()
    only = "curiosity" if args.curiosity else "curios" if args.curios else ""
    columns = [("CPython", measure(args.games, args.seed, only))]
    if not args.no_pyodide:
        columns.append(("Pyodide", in_pyodide(args.games, args.seed, only)))
    if args.json:
        print(json.dumps(dict(columns), indent=2))
    else:
        print(_table(columns))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
