"""Saves made by an older engine still replay to the same positions.

``tests/corpus/saves-v1.json.gz`` holds 1,000 bot games (a quarter unfinished) saved by the
engine before typed actions; every one must replay move by move, with the same legal actions
after every step and the same views at its checkpoints."""

from __future__ import annotations

import gzip
import hashlib
import importlib
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from expeditions.engine import IllegalAction, replay
from expeditions.games import game_class
from tests.corpus.fingerprint import digest_views, legal_lines

pytestmark = pytest.mark.slow

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


def corpus_of(game_id: str) -> list[dict[str, Any]]:
    return [e for e in load_corpus() if e["save"]["game"] == game_id]


def failing_entries(game_id: str, stop_after: int | None = 1) -> int:
    """How many of a game's corpus saves no longer replay to their positions."""
    failed = 0
    for entry in corpus_of(game_id):
        try:
            check_entry(entry)
        except (AssertionError, IllegalAction):
            failed += 1
            if stop_after is not None and failed >= stop_after:
                break
    return failed


#: One rules constant changed at a time: the corpus must notice each.
RULE_CHANGES: list[tuple[str, str, Any]] = [
    ("lost_cities", "HAND_SIZE", 7),
    ("lost_cities", "EXPEDITION_COST", 25),
    ("lost_cities", "BONUS_POINTS", 10),
    ("lost_cities", "TIE_START_GOES_TO_NON_STARTER", False),
    ("curios", "GEMS_PER_SITE", {2: 7, 3: 9, 4: 11, 5: 13}),
    ("curios", "BONUS_GEMS", 2),
    ("curios", "START_PAWNS", 6),
    ("curiosity", "COMPLETION_SIZE", {2: 4, 3: 5, 4: 5}),
    ("curiosity", "CARDS_PER_PLAYER", {2: 6, 3: 5, 4: 4}),
]


@pytest.mark.skipif(sys.platform == "emscripten", reason="CPython is enough to prove it")
@pytest.mark.parametrize(("module", "name", "value"), RULE_CHANGES,
                         ids=[f"{m}.{n}" for m, n, _ in RULE_CHANGES])
def test_the_corpus_catches_a_changed_rules_constant(
        monkeypatch: pytest.MonkeyPatch, module: str, name: str, value: Any) -> None:
    rules = importlib.import_module(f"expeditions.games.{module}")
    monkeypatch.setattr(rules, name, value)
    game_id = rules.GAME.game_id
    assert failing_entries(game_id) == 1, f"changing {name} went unnoticed"
