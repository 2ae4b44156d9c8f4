"""Write a golden save: a seeded random playout of a game, with a digest of every player's
final view. Run once on CPython when a game's rules change on purpose:

    PYTHONPATH=py:. python tests/golden/make_golden.py pebble-race 2 7
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from expeditions.bots import RandomBot
from expeditions.games import game_class
from expeditions.rng import Rng
from tests.golden_digest import digest


def main(game_id: str, players: int, seed: int) -> None:
    if game_id == "pebble-race":
        import tests.support.testgame  # noqa: F401
    cls = game_class(game_id)
    game = cls({"players": players}, seed)
    rng, bot = Rng(seed), RandomBot()
    while not game.is_over():
        seat = game.current_player
        assert seat is not None
        game.act(seat, bot.choose(game.view(seat), rng))
    out = Path(__file__).with_name(f"{game_id}-{players}p.json")
    out.write_text(json.dumps({"save": game.to_json(), "digest": digest(game)}, indent=1) + "\n")
    print(f"wrote {out} ({len(game.log)} actions)")


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]))
