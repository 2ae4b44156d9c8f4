"""A digest of a finished game as every player saw it, to compare two Pythons."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from expeditions.engine import Game


def digest(game: Game[Any]) -> str:
    views = [game.view(seat) for seat in range(game.num_players)] + [game.view(None)]
    result = game.result()
    blob = json.dumps({"views": views, "result": result.to_json() if result else None},
                      sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(blob.encode()).hexdigest()
