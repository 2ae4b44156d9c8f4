"""One term per thing: docs/glossary.md lists each thing's English and Spanish term and the
words not to use; no catalogue message and no rules document may use a forbidden one."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import NamedTuple

import pytest

from expeditions.registry import GAMES, module_name
from expeditions.web.i18n import LANGUAGES, catalogue, forms_of
from expeditions.web.rules import rules_for
from expeditions.web.rules.model import all_texts

pytestmark = pytest.mark.fast

GLOSSARY = Path(__file__).resolve().parents[1] / "docs" / "glossary.md"
#: The app's own games (the registry also holds the tests' pebble race).
GAME_IDS = tuple(e.game_id for e in GAMES)


class Entry(NamedTuple):
    scope: str | None  # a game id, or None for every text
    terms: dict[str, str]  # language → the term column
    forbidden: dict[str, tuple[str, ...]]  # language → the words not to use


def entries(text: str) -> list[Entry]:
    """The glossary's table rows, each with the scope of its section."""
    found, scope = [], None
    for line in text.splitlines():
        if line.startswith("## "):
            game = re.search(r"\(([\w-]+)\)\s*$", line)
            scope = game.group(1) if game else None
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if not line.startswith("|") or len(cells) != 5 or set(cells[0]) <= set("-"):
            continue
        if cells[0] == "Thing":
            continue
        found.append(Entry(scope, {"en": cells[1], "es": cells[2]},
                           {"en": tuple(re.findall(r"`([^`]+)`", cells[3])),
                            "es": tuple(re.findall(r"`([^`]+)`", cells[4]))}))
    return found


ENTRIES = entries(GLOSSARY.read_text(encoding="utf-8"))


#: A vowel with an accent, and the same vowel without it ("montón" → "montones").
_UNACCENTED = str.maketrans("áéíóú", "aeiou")


def plurals(word: str) -> set[str]:
    """A word and every plural English or Spanish may make of it: +s, +es, y → ies,
    z → ces, and a last-syllable accent dropped before +es ("apretón", "apretones";
    "inversión", "inversiones"). More than a language makes (harmless: a forbidden word's
    made-up plural is forbidden too), never fewer."""
    forms = {word, word + "s", word + "es"}
    if word[-1:] in "nsl" and any(v in word[-4:] for v in "áéíóú"):
        forms.add(word[:-4] + word[-4:].translate(_UNACCENTED) + "es")
    if word.endswith("y"):
        forms.add(word[:-1] + "ies")
    if word.endswith("z"):
        forms.add(word[:-1] + "ces")
    return forms


def _word(part: str) -> str:
    """One word of a "Not" term as a regex: a stem (``descubr*``: any ending) or a word and
    its plurals."""
    if part.endswith("*"):
        return re.escape(part[:-1]) + r"\w*"
    return "(?:" + "|".join(re.escape(f) for f in sorted(plurals(part), key=len,
                                                         reverse=True)) + ")"


@cache
def pattern(word: str) -> re.Pattern[str]:
    """A "Not" term as a whole-word, case-insensitive pattern: each of its words in any of
    its plurals ("carta de apuesta" catches "Cartas de apuesta"), a ``*`` standing for the
    rest of a word (a verb's stem catches its conjugations: ``cog*``, "coge", "cogió")."""
    body = r"\s+".join(_word(part) for part in word.split())
    return re.compile(rf"(?<!\w){body}(?!\w)", re.IGNORECASE)


@cache
def forbidden(lang: str, scope: str | None) -> list[tuple[str, re.Pattern[str]]]:
    """The words not to use in a scope's texts: Everywhere's and the scope's own, less any
    the scope's own terms use (a game's term may be a word forbidden elsewhere)."""
    own = " ".join(e.terms[lang] for e in ENTRIES if scope is not None and e.scope == scope)
    words = [w for e in ENTRIES if e.scope in (None, scope) for w in e.forbidden[lang]]
    return [(w, p) for w in words if not (p := pattern(w)).search(own)]


def without_parameters(text: str) -> str:
    return re.sub(r"\{[^{}]*\}", " ", text)


def texts(lang: str) -> Iterator[tuple[str, str | None, str]]:
    """Every text a player reads: (where, scope, text) for each message form and each
    rules text."""
    areas = {module_name(g): g for g in GAME_IDS}
    for key, message in catalogue(lang).items():
        scope = areas.get(key.split(".")[0])
        for form in forms_of(message):
            yield key, scope, without_parameters(form)
    for game_id in GAME_IDS:
        doc = rules_for(game_id, lang)
        assert doc is not None
        for text in all_texts(doc):
            yield f"rules:{game_id}", game_id, text


def offences(lang: str, found: Iterator[tuple[str, str | None, str]]) -> list[str]:
    rules = {scope: forbidden(lang, scope) for scope in (None, *GAME_IDS)}
    out = []
    for where, scope, text in found:
        for word, regex in rules[scope]:
            if (hit := regex.search(text)) is not None:
                near = text[max(0, hit.start() - 30):hit.end() + 30]
                out.append(f"{where}: “{word}” in …{near}…")
    return out


def test_the_glossary_covers_every_game_and_both_languages() -> None:
    scopes = {e.scope for e in ENTRIES}
    assert scopes == {None, *GAME_IDS}
    assert all(e.terms["en"] and e.terms["es"] for e in ENTRIES)
    for lang in LANGUAGES:
        for scope in scopes:
            assert any(e.forbidden[lang] for e in ENTRIES if e.scope == scope), (lang, scope)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_text_uses_a_word_the_glossary_forbids(lang: str) -> None:
    found = offences(lang, texts(lang))
    assert not found, "\n".join(found[:20]) + f"\n({len(found)} in all)"


def test_the_check_bites() -> None:
    """Planted errors, and the allowances the glossary makes."""
    assert offences("es", iter([("k", "curiosity", "El róver descubre el +1 de Ana.")]))
    assert offences("es", iter([("k", "lost-cities", "La serie, partida a partida")]))
    assert offences("en", iter([("k", "curios", "Send 2 pawns to the Great Pyramid")]))
    assert offences("es", iter([("k", None, "contra el nivel Media")]))
    assert offences("en", iter([("k", "lost-cities", "Ana drew from the draw pile.")]))
    # Curiosity's movement phase is its own term; a player's move is a "jugada" elsewhere
    assert not offences("es", iter([("k", "curiosity", "la fase de movimiento")]))
    assert offences("es", iter([("k", "lost-cities", "cada movimiento")]))
    # a parameter is not a word
    assert not offences("en", iter([("k", "curios", without_parameters("{pawns} now"))]))
    # whole words only: a forbidden word inside a longer one is another word
    assert not offences("es", iter([("k", "lost-cities", "Recoge tus cartas")]))
    assert not offences("en", iter([("k", None, "a robot, a botanist")]))


#: The forms the first glossary test let through (issue #54), each in its own game.
SLIPPED_THROUGH = (
    ("curiosity", "Descubrir y puntuar una ronda"),  # capitalised
    ("curiosity", "las fichas descubiertas cuentan"),  # a participle: "descubiert-"
    ("lost-cities", "Apretones de manos (cartas de apuesta)"),  # a forbidden term's plural
    ("lost-cities", "coge la carta de arriba"),  # a conjugation of "coger"
)


@pytest.mark.parametrize(("scope", "text"), SLIPPED_THROUGH)
def test_every_form_that_slipped_through_is_caught(scope: str, text: str) -> None:
    assert offences("es", iter([("planted", scope, text)])), text


def planted_forms(word: str) -> list[str]:
    """A "Not" term as a writer might slip it in: as written, capitalised, in capitals,
    with each of its words in the plural, and for a stem, with endings a verb or noun
    takes."""
    parts = word.split()
    endings = ("", "o", "as", "ido", "ió", "iendo", "ing", "ed", "s")
    words = [[p[:-1] + e for e in endings] if p.endswith("*") else sorted(plurals(p))
             for p in parts]
    forms = {" ".join(w[0] for w in words), " ".join(w[-1] for w in words)}
    forms |= {" ".join(w[i % len(w)] for w in words) for i in range(max(map(len, words)))}
    return sorted(f for g in forms for f in (g, g.capitalize(), g.upper()))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_forbidden_term_is_caught_in_every_form(lang: str) -> None:
    """Every "Not" term of the glossary, planted in each of its forms in a sentence of its
    own scope, is found (the ones a game allows as its own term aside)."""
    missed = []
    for entry in ENTRIES:
        rules = dict(forbidden(lang, entry.scope))
        for word in entry.forbidden[lang]:
            if word not in rules:
                continue  # the game's own term: allowed there
            for form in planted_forms(word):
                text = f"Ana, {form}: fin."
                if not offences(lang, iter([("planted", entry.scope, text)])):
                    missed.append(f"{word!r} as {form!r}")
    assert not missed, missed


def test_plurals_and_stems_cover_the_forms_of_spanish_and_english() -> None:
    assert {"apretones", "inversiones", "montones"} <= \
        plurals("apretón") | plurals("inversión") | plurals("montón")
    assert {"entries", "veces", "cards"} <= plurals("entry") | plurals("vez") | plurals("card")
    for word, forms in (("descubr*", ("descubre", "Descubrir", "descubrió")),
                        ("descubiert*", ("descubiertas", "DESCUBIERTO")),
                        ("cog*", ("coge", "cogió", "Cogemos", "cogido")),
                        ("coj*", ("coja", "cojo")),
                        ("carta de apuesta", ("Cartas de apuesta", "carta de  apuesta")),
                        ("draw pile", ("Draw piles",)), ("jugador inicial",
                                                          ("jugadores iniciales",))):
        for form in forms:
            assert pattern(word).search(f"y {form}."), (word, form)
