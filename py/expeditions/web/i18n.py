"""Every sentence a player reads, in English or Spanish.

The engine speaks in data (event types, reason codes, progress codes, option keys); the UI
words it here. Messages live in catalogues, one per language, split by area
(``lang/<language>/<area>.py``, each a ``MESSAGES`` dict keyed by message id): ``common`` for
the app and one area per game, whose ids start with the area's name (``<area>.…``).

A message is a template with ``{name}`` parameters, or, when it has plural forms, a dict
``{"one": …, "other": …}`` chosen by its ``count`` parameter. A missing id or parameter is a
bug: it raises, and the catalogue tests make sure none is left.
"""

from __future__ import annotations

import importlib
import string
from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from typing import NamedTuple

from .. import registry

LANGUAGES: tuple[str, ...] = ("en", "es")
DEFAULT_LANGUAGE = "en"
#: Each language named in itself, for the language control.
LANGUAGE_NAMES: dict[str, str] = {"en": "English", "es": "Español"}
#: The catalogue areas of the app's own words and the coach's features (statistics, replays,
#: hints, guided games; ids start ``<area>.``); each game adds its own (:func:`areas`).
APP_AREAS: tuple[str, ...] = ("common", "stats", "replay", "hints", "guide", "remote")


def game_areas() -> tuple[str, ...]:
    """One catalogue area per registered game (its module name; its ids start ``<area>.``)."""
    return tuple(registry.module_name(g) for g in registry.game_ids())


def areas() -> tuple[str, ...]:
    return (*APP_AREAS, *game_areas())


Message = str | dict[str, str]
PLURAL_FORMS = ("one", "other")


class Phrase(NamedTuple):
    """A message id and its parameters: words not yet chosen, so that they can be held
    (a status line during an animation) and worded in whatever language is current."""

    key: str
    params: Mapping[str, object] = {}


def catalogue(lang: str) -> dict[str, Message]:
    """All messages of ``lang``, merged from its areas (an id in two areas is a bug)."""
    return _catalogue(lang, registry.game_ids())


def area_messages(lang: str, area: str) -> dict[str, Message]:
    """One area's messages: the app's from ``lang/<lang>/<area>.py``, a game's from the
    module the registry names (a one-module game keeps them in ``WORDS[lang]``)."""
    if area in APP_AREAS:
        return dict(importlib.import_module(f"{__package__}.lang.{lang}.{area}").MESSAGES)
    game_id = next(g for g in registry.game_ids() if registry.module_name(g) == area)
    module = importlib.import_module(registry.words_module(game_id, lang))
    if registry.entry(game_id).home is not None:
        return dict(getattr(module, "WORDS", {}).get(lang, {}))
    return dict(module.MESSAGES)


@cache
def _catalogue(lang: str, game_ids: tuple[str, ...]) -> dict[str, Message]:
    merged: dict[str, Message] = {}
    for area in (*APP_AREAS, *(registry.module_name(g) for g in game_ids)):
        messages = area_messages(lang, area)
        clash = merged.keys() & messages.keys()
        if clash:
            raise ValueError(f"{lang}/{area} repeats the ids {sorted(clash)}")
        merged.update(messages)
    return merged


def parameters(message: Message) -> set[str]:
    """The ``{names}`` a message uses (``count`` for every message with plural forms)."""
    forms = message.values() if isinstance(message, dict) else (message,)
    names = {field for form in forms for _, field, _, _ in string.Formatter().parse(form)
             if field}
    if isinstance(message, dict):
        names.add("count")
    return names


def plural_form(lang: str, count: int) -> str:
    """English and Spanish both say "1 card" and "0 cards" / "1 carta", "0 cartas"."""
    return "one" if abs(count) == 1 else "other"


def choose_language(preferred: Iterable[str], saved: str | None = None) -> str:
    """The remembered choice if any, else the first of the browser's languages
    (``navigator.languages``) that we speak, else English."""
    if saved in LANGUAGES:
        return str(saved)
    for tag in preferred:
        base = str(tag).split("-")[0].lower()
        if base in LANGUAGES:
            return base
    return DEFAULT_LANGUAGE


class Words:
    """The wording of one language: ``w("menu.new_game")``, ``w("cards", count=3)``."""

    def __init__(self, lang: str) -> None:
        if lang not in LANGUAGES:
            raise ValueError(f"no catalogue for language {lang!r}")
        self.lang = lang
        self.messages = catalogue(lang)

    def __call__(self, key: str, /, **params: object) -> str:
        message = self.messages[key]
        if isinstance(message, dict):
            count = params["count"]
            if not isinstance(count, int):
                raise TypeError(f"{key}: count must be an int, not {count!r}")
            message = message[plural_form(self.lang, count)]
        return message.format_map(params)

    def has(self, key: str) -> bool:
        return key in self.messages

    def phrase(self, phrase: Phrase) -> str:
        """A held phrase in words; a parameter that is itself a phrase is worded first
        (a refusal's reason inside a notice)."""
        params = {k: self.phrase(v) if isinstance(v, Phrase) else v
                  for k, v in phrase.params.items()}
        return self(phrase.key, **params)

    def coded_key(self, area: str, kind: str, code: str) -> str:
        """The id that words an engine code: a game's own ``<area>.<kind>.<code>`` if it
        has one, else the shared ``<kind>.<code>`` (kinds: ``reason``, ``progress``). Both
        catalogues have the same ids, so the choice holds in every language."""
        own = f"{area}.{kind}.{code}"
        return own if own in self.messages else f"{kind}.{code}"

    def coded(self, area: str, kind: str, code: str, params: Mapping[str, object]) -> str:
        return self(self.coded_key(area, kind, code), **params)

    def join(self, items: Sequence[str]) -> str:
        """"Ana", "Ana and Ben", "Ana, Ben and Chloé" in the current language."""
        if not items:
            return ""
        if len(items) == 1:
            return items[0]
        return self("list.and", first=self("list.separator").join(items[:-1]), last=items[-1])
