"""The complete rules of each game, in every language (one module per game area)."""

from __future__ import annotations

import importlib
import importlib.util

from ..i18n import area_of
from .model import RulesDoc


def rules_for(game_id: str, lang: str) -> RulesDoc | None:
    """The rules document of a game (None for a game without one, like the tests' game)."""
    name = f"{__package__}.{area_of(game_id)}"
    if importlib.util.find_spec(name) is None:
        return None
    module = importlib.import_module(name)
    doc: RulesDoc = module.rules(lang)
    return doc
