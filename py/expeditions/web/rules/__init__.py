"""The complete rules of each game, in every language (one module per game, found through
:mod:`expeditions.registry`)."""

from __future__ import annotations

from ... import registry
from .model import RulesDoc


def rules_for(game_id: str, lang: str) -> RulesDoc | None:
    """The rules document of a game (None for a game without one, like the tests' game)."""
    module = registry.load_optional(game_id, "rules")
    if module is None:
        return None
    doc: RulesDoc = module.rules(lang)
    return doc
