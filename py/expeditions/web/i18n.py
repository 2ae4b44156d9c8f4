"""Every sentence a player reads, in English or Spanish.

The engine speaks in data (event types, reason codes, progress codes, option keys); the UI
words it here. Messages live in catalogues, one per language, split by area
(``lang/<language>/<area>.py``, each a ``MESSAGES`` dict keyed by message id): ``common`` for
the app and one area per game, whose ids start with the area's name (``<area>.…``).

A message is a template with ``{name}`` parameters. Words that must agree with a number
choose their form by that number, for each numeric parameter on its own: inside a template,
``{wins, plural, one {# ganada} other {# ganadas}}`` picks the branch by ``wins`` (``#`` stands for
the number; a branch may hold other ``{parameters}``, and further choices), so "1 partida,
0 ganadas" agrees twice in one sentence. A whole message whose every word follows ``count``
may be written as a dict ``{"one": …, "other": …}`` (the same choice, over the whole text).
English and Spanish have the same two forms: "one" for exactly 1 (and -1: "-1 punto"), "other"
for everything else, 0 included ("0 cards", "0 cartas"). A missing id or parameter is a bug:
it raises, and the catalogue tests make sure none is left (and that every number agrees).
"""

from __future__ import annotations

import importlib
import re
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
APP_AREAS: tuple[str, ...] = ("common", "stats", "replay", "hints", "guide", "remote",
                              "review")


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


#: The start of a plural choice inside a template: ``{name, plural,``.
_CHOICE = re.compile(r"\{(\w+),\s*plural,")
#: One branch of a choice: ``one {…}`` or ``other {…}`` (the braces are matched by hand).
_BRANCH = re.compile(r"\s*(\w+)\s*\{")


class PluralChoice(NamedTuple):
    """A plural choice found in a template: where it starts and ends, by which parameter,
    and its branches (form name → text)."""

    start: int
    end: int
    name: str
    branches: dict[str, str]


def _closing(text: str, opening: int) -> int:
    """The index of the brace that closes the one at ``opening``."""
    depth = 0
    for i in range(opening, len(text)):
        depth += {"{": 1, "}": -1}.get(text[i], 0)
        if depth == 0:
            return i
    raise ValueError(f"unbalanced braces in {text!r}")


def choices(template: str) -> list[PluralChoice]:
    """The plural choices at the top level of a template, in order."""
    found: list[PluralChoice] = []
    at = 0
    while (match := _CHOICE.search(template, at)) is not None:
        branches: dict[str, str] = {}
        at = match.end()
        while (branch := _BRANCH.match(template, at)) is not None:
            close = _closing(template, branch.end() - 1)
            branches[branch.group(1)] = template[branch.end():close]
            at = close + 1
        end = _closing(template, match.start())
        if set(branches) != set(PLURAL_FORMS):
            raise ValueError(f"a plural choice needs exactly {PLURAL_FORMS}: {template!r}")
        found.append(PluralChoice(match.start(), end + 1, match.group(1), branches))
        at = end + 1
    return found


#: The minus sign a negative number is written with ("−3", as the tables write it).
MINUS = "\u2212"


def numeral(value: int) -> str:
    """An int as a player reads it: a true minus sign, never a hyphen ("−23", "5")."""
    return f"{MINUS}{-value}" if value < 0 else str(value)


def _worded(params: Mapping[str, object]) -> dict[str, object]:
    """The parameters as they are written into a message: negative ints with a true minus
    sign (a plural is chosen before, by the number itself)."""
    return {k: numeral(v) if isinstance(v, int) and not isinstance(v, bool) and v < 0 else v
            for k, v in params.items()}


def _hash(branch: str, value: str) -> str:
    """A branch with its own ``#`` (outside any inner choice) replaced by ``value``."""
    out, depth = [], 0
    for ch in branch:
        depth += {"{": 1, "}": -1}.get(ch, 0)
        out.append(value if ch == "#" and depth == 0 else ch)
    return "".join(out)


def forms_of(message: Message) -> list[str]:
    """Every text a message can take, its plural choices unfolded (for the tests and for
    :func:`parameters`): each branch of each choice appears in some form."""
    pending = list(message.values()) if isinstance(message, dict) else [message]
    done: list[str] = []
    while pending:
        text = pending.pop()
        found = choices(text)
        if not found:
            done.append(text)
            continue
        first = found[0]
        pending.extend(text[:first.start] + _hash(branch, "{" + first.name + "}")
                       + text[first.end:] for branch in first.branches.values())
    return done


def parameters(message: Message) -> set[str]:
    """The ``{names}`` a message uses (``count`` for every message with plural forms, and
    every parameter a plural choice is made by)."""
    names = {field for form in forms_of(message)
             for _, field, _, _ in string.Formatter().parse(form) if field}
    names |= plural_parameters(message)
    return names


def plural_parameters(message: Message) -> set[str]:
    """The parameters whose number chooses words in a message."""
    pending = list(message.values()) if isinstance(message, dict) else [message]
    names = {"count"} if isinstance(message, dict) else set()
    while pending:
        for choice in choices(pending.pop()):
            names.add(choice.name)
            pending.extend(choice.branches.values())
    return names


def plural_form(lang: str, count: int) -> str:
    """English and Spanish both say "1 card", "0 cards" / "1 carta", "0 cartas" (and "-1
    point", "-1 punto"): "one" for a magnitude of exactly 1, "other" for the rest."""
    return "one" if abs(count) == 1 else "other"


def _number(key: str, name: str, params: Mapping[str, object]) -> int:
    value = params[name]
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"{key}: {name} chooses a plural, so it must be an int, not {value!r}")
    return value


def choose(lang: str, key: str, template: str, params: Mapping[str, object]) -> str:
    """A template with each plural choice replaced by the branch its number asks for
    (``#`` becomes the number), choices inside a branch included; still to be formatted."""
    if "plural," not in template:  # most messages: no choice to look for
        return template
    found = choices(template)
    parts: list[str] = []
    at = 0
    for choice in found:
        count = _number(key, choice.name, params)
        branch = _hash(choice.branches[plural_form(lang, count)], numeral(count))
        parts += [template[at:choice.start], choose(lang, key, branch, params)]
        at = choice.end
    return "".join(parts) + template[at:]


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
            message = message[plural_form(self.lang, _number(key, "count", params))]
        return choose(self.lang, key, message, params).format_map(_worded(params))

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
