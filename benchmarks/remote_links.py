"""How long a remote game's links are (issue #29): whole games host against guests over
encoded links, for every game and player count, with each link's length as a player would
copy it (the site's address, ``#``, then the fragment ``x=…``).

    python3 benchmarks/remote_links.py [--games N] [--seed S] [--json F]

The host's own person and any computer seat play as Easy computers; guests pick uniformly
among their legal actions from a seeded generator, a whole turn per move link (a Lost Cities
play or discard and its draw travel together) (so the figures cover ordinary positions,
not a strong player's). Every non-host seat is a guest except in Curios with 4 players, where
one seat is a computer (as in tests/test_remote_protocol.py). An invitation or an update is one
link whoever reads it, so each is counted once.

Targets (issue #29): a move ≤ 1,000 characters, an invitation or an update ≤ 2,000.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "py"), str(ROOT)]

from expeditions.bots import make_bot  # noqa: E402
from expeditions.games import game_class  # noqa: E402
from expeditions.remote.link import KINDS, Message, decode, encode  # noqa: E402
from expeditions.remote.protocol import GuestGame, HostGame, SeatSpec  # noqa: E402
from expeditions.rng import Rng  # noqa: E402

#: A realistic address in front of the fragment (a GitHub Pages project site).
SITE: Final = "https://example.github.io/expeditions/#"
#: The issue's ceilings per kind, in characters of the whole link (None: no target).
TARGETS: Final[dict[str, int | None]] = {
    "invite": 2000, "join": None, "update": 2000, "move": 1000, "end": None}


@dataclass(frozen=True)
class Config:
    """One table: the game, its options, and each seat's kind (``host`` plays on the host's
    device, ``remote`` is a guest, ``computer`` is a computer on the host's device)."""

    name: str
    game_id: str
    options: dict[str, Any]
    kinds: tuple[str, ...]


def _guests(players: int, computer: int | None = None) -> tuple[str, ...]:
    return tuple("host" if s == 0 else "computer" if s == computer else "remote"
                 for s in range(players))


CONFIGS: Final[tuple[Config, ...]] = (
    Config("lost-cities 2p single", "lost-cities", {"players": 2, "colours": 5, "games": 1},
           _guests(2)),
    Config("lost-cities 2p match of 3", "lost-cities",
           {"players": 2, "colours": 5, "games": 3}, _guests(2)),
    *(Config(f"curios {n}p", "curios", {"players": n}, _guests(n, 2 if n == 4 else None))
      for n in range(2, 6)),
    *(Config(f"curiosity {n}p", "curiosity", {"players": n}, _guests(n)) for n in range(2, 5)),
)


@dataclass
class Lengths:
    """Every link's length in characters, by kind."""

    by_kind: dict[str, list[int]] = field(default_factory=lambda: {k: [] for k in KINDS})

    def wire(self, message: Message) -> Message:
        """What the other device reads (the link, decoded), its length noted."""
        text = encode(message)
        self.by_kind[message.kind].append(len(SITE) + len(text))
        return decode(text)


def play_game(config: Config, rng: random.Random, lengths: Lengths) -> None:
    """One whole game over links, every guest checked to hold its seat's true view."""
    seats = [SeatSpec(kind, f"Player {i + 1}",  # type: ignore[arg-type]
                      "easy" if kind == "computer" else None)
             for i, kind in enumerate(config.kinds)]
    host = HostGame.create(config.game_id, config.options, seats)
    invite = lengths.wire(host.invite())
    guests = {s: GuestGame.open(invite, s) for s, k in enumerate(config.kinds) if k == "remote"}
    for guest in guests.values():
        if not host.receive(lengths.wire(guest.join())).applied:
            raise RuntimeError("a join was refused")
    bot = make_bot(config.game_id, "easy")
    while not host.game.is_over():  # the end is also the last update, as at the table
        update = host.update()
        if update is not None:
            _deliver(host, guests, lengths.wire(update))
        seat = host.game.current_player
        if seat is None:
            raise RuntimeError("no player to move in a game not over")
        if seat in guests:
            view = guests[seat].view
            assert view is not None
            move = guests[seat].move(one_turn(config.game_id, view, seat, rng))
            if not host.receive(lengths.wire(move)).applied:
                raise RuntimeError("a guest's legal move was refused")
        else:
            host.act(seat, bot.choose(host.game.view(seat), Rng(rng.randrange(1 << 30))))
    end = lengths.wire(host.end())
    for seat, guest in guests.items():
        if not guest.receive(end).applied or guest.audit is None or not guest.audit.ok:
            raise RuntimeError("the end was refused or failed its audit")
        if guest.view != host.game.view(seat):
            raise RuntimeError(f"seat {seat} did not reach the host's final view")


def one_turn(game_id: str, view: dict[str, Any], seat: int, rng: random.Random) -> list[str]:
    """A guest's whole turn, gathered as its device does: on a game sampled from its view,
    an action that keeps the turn and reveals nothing is followed by another."""
    shadow = game_class(game_id).sample_from_view(view, Rng(rng.randrange(1 << 30)))
    actions = [rng.choice(view["legal"])]
    shadow.act(seat, actions[0])
    while shadow.current_player == seat and shadow.can_take_back(seat, actions[-1]):
        actions.append(rng.choice(shadow.legal_actions(seat)))
        shadow.act(seat, actions[-1])
    return actions


def _deliver(host: HostGame, guests: dict[int, GuestGame], update: Message) -> None:
    for seat, guest in guests.items():
        if not guest.receive(update).applied or guest.view != host.game.view(seat):
            raise RuntimeError(f"seat {seat} did not read the update as the host's view")


def summary(values: list[int], target: int | None) -> dict[str, Any]:
    """Count, median and maximum of one kind's lengths, and whether the target holds."""
    return {"count": len(values),
            "median": statistics.median(values) if values else None,
            "max": max(values) if values else None,
            "target": target,
            "met": None if target is None or not values else max(values) <= target,
            "over": None if target is None else sum(v > target for v in values)}


def measure(config: Config, games: int, seed: int) -> dict[str, dict[str, Any]]:
    """Play ``games`` games of ``config``; per kind, the summary of every link's length."""
    rng = random.Random(f"{seed}/{config.name}")
    lengths = Lengths()
    for _ in range(games):
        play_game(config, rng, lengths)
    return {kind: summary(lengths.by_kind[kind], TARGETS[kind]) for kind in KINDS}


def _cell(figures: dict[str, Any]) -> str:
    if not figures["count"]:
        return "—"
    mark = {None: "", True: " ✓", False: f" ✗ ({figures['over']} over)"}[figures["met"]]
    return f"{figures['count']} · {figures['median']:g} · {figures['max']}{mark}"


def table(results: dict[str, dict[str, dict[str, Any]]]) -> str:
    """A Markdown table: per configuration and kind, count · median · max (✓/✗ the target)."""
    lines = ["| table | " + " | ".join(KINDS) + " |",
             "|---|" + "---|" * len(KINDS)]
    for name, kinds in results.items():
        lines.append(f"| {name} | " + " | ".join(_cell(kinds[k]) for k in KINDS) + " |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=3, help="games per table (default 3)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", type=Path, help="write every figure to this file")
    args = parser.parse_args(argv)
    results = {c.name: measure(c, args.games, args.seed) for c in CONFIGS}
    print(f"Link length in characters = {len(SITE)} for the prefix {SITE} + the fragment x=…")
    print(f"{args.games} game(s) per table, seed {args.seed}; each cell: count · median · max;")
    print("targets: move ≤ 1,000, invite and update ≤ 2,000 (✓ met, ✗ not met)\n")
    print(table(results))
    failed = [f"{name} {kind}" for name, kinds in results.items()
              for kind, figures in kinds.items() if figures["met"] is False]
    print("\nAll targets met." if not failed else "\nTargets not met: " + ", ".join(failed))
    if args.json:
        args.json.write_text(json.dumps(
            {"prefix": SITE, "games": args.games, "seed": args.seed, "targets": TARGETS,
             "configs": {c.name: {"game": c.game_id, "options": c.options,
                                  "seats": list(c.kinds)} for c in CONFIGS},
             "results": results}, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
