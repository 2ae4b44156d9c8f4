"""A fingerprint of a game's position that survives changes to how events are worded.

The save corpus was recorded with the engine of before the typed-action contract; it keeps
only what that engine and every later one must agree on: the legal actions after every
step, and every seat's view at a few checkpoints with the wording-only keys left out
(the log sentences, the event lists, the result's summary sentence)."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from typing import Any

from expeditions.engine import Game

#: View keys that hold sentences or event records, not the position itself.
WORDING_KEYS = frozenset({"log", "events", "history"})
#: Result keys added since the corpus was recorded (the engine contract's), left out.
ADDED_RESULT_KEYS = frozenset({"summary", "tiebreak"})
#: Breakdown keys added since then: ``parts`` everywhere, and Curiosity's ``total`` (its
#: breakdown already said ``score``).
ADDED_BREAKDOWN_KEYS = {"lost-cities": {"parts"}, "curios": {"parts"},
                        "curiosity": {"parts", "total"}, "pebble-race": {"parts", "total"}}


def _result(result: dict[str, Any], game_id: str) -> dict[str, Any]:
    added = ADDED_BREAKDOWN_KEYS.get(game_id, set())
    out = {k: v for k, v in result.items() if k not in ADDED_RESULT_KEYS}
    out["breakdown"] = [{k: v for k, v in part.items() if k not in added}
                        for part in result["breakdown"]]
    return out


def _position(view: dict[str, Any], keys: Iterable[str]) -> dict[str, Any]:
    out = {k: view[k] for k in keys}
    if isinstance(out.get("result"), dict):
        out["result"] = _result(out["result"], str(view["game"]))
    return out


def view_keys(game: Game[Any]) -> list[str]:
    """The position keys of this engine's views (recorded with the corpus)."""
    return sorted(k for k in game.view(None) if k not in WORDING_KEYS)


def digest_views(game: Game[Any], keys: list[str]) -> str:
    views = [_position(game.view(seat), keys) for seat in range(game.num_players)]
    views.append(_position(game.view(None), keys))
    blob = json.dumps(views, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(blob.encode()).hexdigest()[:16]


def legal_lines(game: Game[Any]) -> bytes:
    """The current seat's legal actions, one line, for a running hash over a whole game."""
    seat = game.current_player
    legal = game.legal_actions(seat) if seat is not None else []
    return (" ".join(legal) + "\n").encode()
