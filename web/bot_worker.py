# The computer players' thread: a PyScript worker running the same package as the page.
# It receives a player's view (JSON) and returns one action; it never sees the game state.
import json

try:
    import testgame  # noqa: F401  (present in test builds only)
except ImportError:
    pass

from expeditions.bots import choose


def think(game_id, view_json, level, seed):
    return choose(str(game_id), json.loads(str(view_json)), str(level), int(seed))


__export__ = ["think"]
