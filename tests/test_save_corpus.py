"""Saves made by an older engine still replay to the same positions.

``tests/corpus/saves-v1.json.gz`` holds 1,000 bot games (a quarter unfinished) saved by the
engine before typed actions; every one must replay move by move, with the same legal actions
after every step and the same views at its checkpoints."""

from __future__ import annotations

import gzip
import hashlib
import json
from pathlib import Path
from typing import Any

from expeditions.engine import replay
from expeditions.games import game_class
from tests.corpus.fingerprint import digest_views, legal_lines

CORPUS = Path(__file__).parent / "corpus" / "saves-v1.json.gz"


def load_corpus() -> list[dict[str, Any]]:
    data: list[dict[str, Any]] = json.loads(gzip.decompress(CORPUS.read_bytes()))
    return data


def check_entry(entry: dict[str, Any]) -> None:
    save = entry["save"]
    game = replay(game_class(save["game"]), save["options"], save["seed"], [])
    legal = hashlib.sha256(legal_lines(game))
    marks = {int(k): v for k, v in entry["views"].items()}
    if 0 in marks:
        assert digest_views(game, entry["keys"]) == marks[0], "views at the start"
    for step, (seat, action) in enumerate(save["log"], start=1):
        game.act(seat, action)
        legal.update(legal_lines(game))
        if step in marks:
            assert digest_views(game, entry["keys"]) == marks[step], f"views at step {step}"
    assert legal.hexdigest()[:16] == entry["legal"], "legal actions along the game"


def test_every_corpus_save_replays_to_the_same_positions() -> None:
    corpus = load_corpus()
    assert len(corpus) == 1000
    assert {e["save"]["game"] for e in corpus} == {"lost-cities", "curios", "curiosity"}
    failures = []
    for index, entry in enumerate(corpus):
        try:
            check_entry(entry)
        except AssertionError as err:
            failures.append(f"save {index} ({entry['save']['game']}): {err}")
    assert not failures, "\n".join(failures[:10])
