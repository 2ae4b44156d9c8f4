"""Guided first games: a fixed deal against the Easy computer whose opening is a script —
every action of both seats, found once by ``benchmarks/make_lessons.py`` — so that each rule
that matters comes up at least once. While the game follows the script, the person is told
which control to use and why, the computer plays its scripted moves, and any other move is
refused with an explanation (and can be retried); after the script the game goes on as an
ordinary game against Easy, with a tip each turn, to the end.

Pure data and logic: what to say is a :class:`~expeditions.engine.Note` (a code and its
parameters) that the guide panel words; which controls to point at are ``data-cmd`` values.
A lesson game is recognised by its seed and options, so a saved guided game resumes guided.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, Protocol

from .. import registry
from ..engine import JSON, Game, Note


def guided_games() -> tuple[str, ...]:
    """The games that have a guided game (a guide module, ``coach/guide_<game module>.py``)."""
    return tuple(g for g in registry.game_ids() if registry.has_part(g, "guide"))


@dataclass(frozen=True)
class Lesson:
    """One guided game: its options and deal, who plays, and the scripted opening."""

    game_id: str
    options: Mapping[str, JSON]
    seed: int
    script: tuple[str, ...]  # every action of the opening, both seats, in order
    players: int = 2
    human: int = 0  # the person's seat; the others are Easy computers
    #: The rules the lesson teaches, each covered at least once (checked by the tests).
    teaches: frozenset[str] = field(default_factory=frozenset)


class GuideModule(Protocol):
    """What a game's guide module offers (see ``guide_lost_cities.py``)."""

    LESSON: Lesson

    def prompt(self, view: Mapping[str, Any], action: str) -> Note: ...
    def targets(self, action: str) -> list[str]: ...
    def tip(self, view: Mapping[str, Any]) -> Note: ...
    def ending(self, view: Mapping[str, Any]) -> Note: ...


def guide_module(game_id: str) -> ModuleType | None:
    return registry.load_optional(game_id, "guide")


def lesson_for(game_id: str) -> Lesson | None:
    module = guide_module(game_id)
    return module.LESSON if module is not None else None


def is_lesson(game: Game[Any]) -> bool:
    """Whether ``game`` is its game's guided game (same deal and options)."""
    lesson = lesson_for(game.game_id)
    return (lesson is not None and game.seed == lesson.seed
            and game.options == game.normalize_options({**lesson.options,
                                                        "players": lesson.players}))


def on_script(lesson: Lesson, game: Game[Any]) -> bool:
    """Whether every action so far is the script's (a guided game left once stays left)."""
    done = [action for _, action in game.log]
    return len(done) <= len(lesson.script) and done == list(lesson.script[:len(done)])


def scripted_action(lesson: Lesson, game: Game[Any]) -> str | None:
    """The script's next action, while the game is on the script and it has one left."""
    if not on_script(lesson, game) or len(game.log) >= len(lesson.script):
        return None
    return lesson.script[len(game.log)]


@dataclass(frozen=True)
class Guidance:
    """What the guide says now to the person at ``lesson.human``: ``note`` to word,
    ``targets`` (the ``data-cmd`` values of the controls to use), ``expected`` (the one
    action the script allows, or None in free play or when it is not their turn)."""

    note: Note
    targets: tuple[str, ...] = ()
    expected: str | None = None


def guidance(game: Game[Any]) -> Guidance | None:
    """The guide's word for the lesson's person, from the game and its script (None when
    ``game`` is not a guided game)."""
    lesson = lesson_for(game.game_id)
    module = guide_module(game.game_id)
    if lesson is None or module is None or not is_lesson(game):
        return None
    view = game.view(lesson.human)
    if game.is_over():
        return Guidance(module.ending(view))
    if game.current_player != lesson.human:
        return Guidance(Note("waiting", {}))
    expected = scripted_action(lesson, game)
    if expected is None:
        return Guidance(module.tip(view))
    return Guidance(module.prompt(view, expected), tuple(module.targets(expected)), expected)


def misstep(guide: Guidance, action: str) -> bool:
    """Whether ``action`` is not the one the script asks for now."""
    return guide.expected is not None and action != guide.expected
