"""Record the save corpus: 1,000 games played by the cheaper bots, as the app saves them
(finished and unfinished), with fingerprints of their positions. Recorded once, on the
engine before the typed-action contract; ``tests/test_save_corpus.py`` replays it on today's
engine. Run from the project root:

    PYTHONPATH=py:. python tests/corpus/make_corpus.py
"""

from __future__ import annotations

import gzip
import hashlib
import json
from pathlib import Path
from typing import Any

from expeditions.bots import make_bot
from expeditions.games import game_class
from expeditions.rng import Rng
from tests.corpus.fingerprint import digest_views, legal_lines, view_keys

GAMES = 1000
CHECKPOINTS = 4
OUT = Path(__file__).with_name("saves-v1.json.gz")


def options_for(game_id: str, rng: Rng) -> dict[str, object]:
    if game_id == "lost-cities":
        return {"players": 2, "colours": rng.choice([5, 6]), "games": rng.choice([1, 3]),
                "start": rng.choice(["random", "p1", "p2"])}
    if game_id == "curios":
        return {"players": rng.choice([2, 3, 4, 5])}
    players = rng.choice([2, 3, 4])
    return {"players": players,
            "start_player": rng.choice(["random", *range(players)])}


def record(index: int) -> dict[str, Any]:
    rng = Rng(1_000_003 * index + 17)
    game_id = ("lost-cities", "curios", "curiosity")[index % 3]
    cls = game_class(game_id)
    game = cls(options_for(game_id, rng), rng.next_u64() >> 1)
    bots = [make_bot(game_id, rng.choice(["random", "easy", "medium"]))
            for _ in range(game.num_players)]
    stop_at = None if rng.below(4) else 1 + rng.below(120)  # a quarter unfinished
    keys = view_keys(game)
    legal = hashlib.sha256(legal_lines(game))
    while not game.is_over() and (stop_at is None or len(game.log) < stop_at):
        seat = game.current_player
        assert seat is not None
        game.act(seat, bots[seat].choose(game.view(seat), rng))
        legal.update(legal_lines(game))
    steps = len(game.log)
    marks = sorted({steps * k // CHECKPOINTS for k in range(1, CHECKPOINTS + 1)})
    views = {}
    save = game.to_json()
    for mark in marks:
        part = cls(save["options"], save["seed"])
        for seat, action in save["log"][:mark]:
            part.act(seat, action)
        views[str(mark)] = digest_views(part, keys)
    return {"save": save, "keys": keys, "legal": legal.hexdigest()[:16], "views": views}


def main() -> None:
    corpus = [record(i) for i in range(GAMES)]
    OUT.write_bytes(gzip.compress(json.dumps(corpus, separators=(",", ":")).encode(), 9,
                                  mtime=0))
    actions = sum(len(c["save"]["log"]) for c in corpus)
    print(f"wrote {OUT}: {len(corpus)} games, {actions} actions, {OUT.stat().st_size} bytes")


if __name__ == "__main__":
    main()
