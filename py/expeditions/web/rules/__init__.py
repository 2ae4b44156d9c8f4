"""The complete rules of each game, in every language (one module per game, found
through :mod:`expeditions.registry`).

One style in every game: a module's ``rules(lang)`` builds its document once, each sentence
written as ``t(english, spanish)`` (:class:`.bilingual.Bilingual`), rather than one function
per language. Why this one: the document has one structure, so its sections, blocks and
figures are the same in every language by construction instead of by two copies kept in
step; a number taken from the game's constants is computed once for both languages; and a
reviewer or translator reads each sentence next to its original, so a sentence changed in
one language and not the other stands out. The cost, longer ``t(...)`` calls, is small.
Every rule number in the text (card counts and values, player counts, rounds, thresholds,
the worked examples' scores) comes from the game module's constants or its engine.
"""

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
