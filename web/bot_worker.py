# The computer players' thread: a PyScript worker running the same package as the page.
# It receives a player's view (JSON) and returns one action, a hint (what the Hard
# computer would do, as JSON) or one decision of a game review; it never sees the game state.
import contextlib
import json
import os
import sys

# Our package is imported straight from its zip (build.py), which PyScript has written here.
sys.path.insert(0, os.path.abspath("expeditions.zip"))

with contextlib.suppress(ImportError):
    import testgame  # noqa: F401  (present in test builds only)

from expeditions.bots import choose
from expeditions.coach.hints import hint as _hint
from expeditions.coach.review import decision_json
from expeditions.coach.review import rate as _rate


def think(game_id, view_json, level, seed):
    return choose(str(game_id), json.loads(str(view_json)), str(level), int(seed))


def hint(game_id, view_json, seed):
    """The Hard computer's best actions for the view's seat (``Hint.to_json()`` as text)."""
    found = _hint(str(game_id), json.loads(str(view_json)), int(seed))
    return json.dumps(found.to_json())


def rate(game_id, view_json, played, seed, params_json):
    """One decision of a game review: the move made from this view (the reviewed seat's
    own) against the Hard computer's ranking (``Decision.to_json()`` as text, or null)."""
    found = _rate(str(game_id), json.loads(str(view_json)), str(played), int(seed),
                  json.loads(str(params_json)))
    return decision_json(found)


__export__ = ["think", "hint", "rate"]
