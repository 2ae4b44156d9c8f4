"""The games the app knows: the one place a game is registered.

A game is named by its id (``lost-cities``); everything else about it is found from its
module name (:func:`module_name`: ``lost_cities``), in files named after it:

=============  ================================================  ==========
part           module                                            required
=============  ================================================  ==========
``game``       ``expeditions.games.<name>`` (``GAME``)           yes
``bots``       ``expeditions.bots.<name>`` (``BOTS``, ``LEVELS``)  yes
``table``      ``expeditions.web.tables.<name>`` (``render`` …)  no
``coaching``   ``expeditions.web.coaching.<name>`` (hint and guide wording)  no
``rules``      ``expeditions.web.rules.<name>`` (``rules(lang)``)  no
``guide``      ``expeditions.coach.guide_<name>`` (a guided game)  no
``bench``      ``expeditions.games.<name>_bench`` (a fast core to time)  no
``words``      ``expeditions.web.lang.<lang>.<name>`` (``MESSAGES``)  no
``joint``      ``expeditions.remote.joint_<name>`` (``JOINT``: two   no
               devices dealt it by nobody before version 2 links)
``hidden``     ``expeditions.remote.hidden_<name>`` (``HIDDEN``:      no
               what is hidden, for the deal every device makes)
=============  ================================================  ==========

plus its stylesheet ``web/<name>.css``. A missing optional part means the feature is absent
(no guided game, the generic table). A game written as one module (the tests' pebble race)
registers with ``home``: every part is read from that module, its words from
``WORDS[lang]``.
"""

from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass
from types import ModuleType


@dataclass(frozen=True)
class GameEntry:
    """One registered game: its id, and for a one-module game the module holding it all."""

    game_id: str
    home: str | None = None


#: Every game of the app, in the menu's order. Adding a game is one line here.
GAMES: tuple[GameEntry, ...] = (
    GameEntry("curios"),
    GameEntry("curiosity"),
    GameEntry("lost-cities"),
)

#: The computers' levels, the same in every game (each game's bots module maps them to a bot
#: in its ``LEVELS``). Here rather than in :mod:`expeditions.bots`, so saves and the menu name
#: them without loading the bots.
DIFFICULTIES = ("easy", "medium", "hard")

#: Games registered at run time (test builds add the pebble race), after :data:`GAMES`.
_ADDED: list[GameEntry] = []

#: Where each part of a game lives, by convention (``{name}`` is its module name).
PARTS: dict[str, str] = {
    "game": "expeditions.games.{name}",
    "bots": "expeditions.bots.{name}",
    "table": "expeditions.web.tables.{name}",
    "coaching": "expeditions.web.coaching.{name}",
    "rules": "expeditions.web.rules.{name}",
    "guide": "expeditions.coach.guide_{name}",
    "bench": "expeditions.games.{name}_bench",
    "joint": "expeditions.remote.joint_{name}",
    "hidden": "expeditions.remote.hidden_{name}",
}


def module_name(game_id: str) -> str:
    """A game's module (and catalogue area) name: ``lost-cities`` → ``lost_cities``."""
    return game_id.replace("-", "_")


def register(entry: GameEntry) -> None:
    """Add a game at run time (once; registering the same entry again changes nothing)."""
    if entry in _ADDED:
        return
    if any(e.game_id == entry.game_id for e in entries()):
        raise ValueError(f"a game {entry.game_id!r} is already registered")
    _ADDED.append(entry)


def entries() -> tuple[GameEntry, ...]:
    return (*GAMES, *_ADDED)


def game_ids() -> tuple[str, ...]:
    """Every registered game's id, in the menu's order."""
    return tuple(e.game_id for e in entries())


def entry(game_id: str) -> GameEntry:
    for e in entries():
        if e.game_id == game_id:
            return e
    raise KeyError(f"unknown game {game_id!r}")


def part_name(game_id: str, part: str) -> str:
    """The module that holds ``part`` of a game (which may not exist for optional parts)."""
    home = entry(game_id).home
    return home if home is not None else PARTS[part].format(name=module_name(game_id))


def has_part(game_id: str, part: str) -> bool:
    """Whether the game has that part, without importing it (the menu must not pay for
    compiling every game)."""
    try:
        name = part_name(game_id, part)
    except KeyError:
        return False
    if importlib.util.find_spec(name) is None:
        return False
    if entry(game_id).home is None:
        return True
    return _home_has(importlib.import_module(name), part)


def _home_has(module: ModuleType, part: str) -> bool:
    """What a one-module game offers, by the names it defines."""
    marks = {"game": "GAME", "bots": "BOTS", "table": "render", "coaching": "hint_action",
             "rules": "rules", "guide": "LESSON", "bench": "core_games",
             "joint": "JOINT", "hidden": "HIDDEN"}
    return hasattr(module, marks[part])


def load(game_id: str, part: str) -> ModuleType:
    """Import a part of a game (KeyError for an unknown game, ImportError for a part it
    does not have)."""
    if not has_part(game_id, part):
        if game_id not in game_ids():
            raise KeyError(f"unknown game {game_id!r}")
        raise ImportError(f"{game_id} has no {part}")
    return importlib.import_module(part_name(game_id, part))


def load_optional(game_id: str, part: str) -> ModuleType | None:
    """The part's module, or None when the game does not have it."""
    return importlib.import_module(part_name(game_id, part)) if has_part(game_id, part) else None


def words_module(game_id: str, lang: str) -> str:
    """The catalogue module of a game's words in ``lang``."""
    home = entry(game_id).home
    return home if home is not None else f"expeditions.web.lang.{lang}.{module_name(game_id)}"
