"""Every number agrees with its words, in both languages: each message is rendered with each
of its numeric parameters at 0, 1, 2 and a large value, and no number may stand next to a
noun (or a Spanish verb) in the wrong number; a message that counts something with a number
must choose its words by that number (a plural choice), never be a plain string."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

import pytest

from expeditions.web.i18n import (
    LANGUAGES,
    Message,
    Words,
    catalogue,
    choices,
    forms_of,
    parameters,
    plural_parameters,
)

#: Parameters that carry a number (an int) wherever they appear, except in MESSAGES_TEXT.
NUMERIC = frozenset({
    "count", "wins", "turns", "needed", "left", "pawns", "max", "length", "limit",
    "positions", "deck", "times", "cost", "min", "bonus", "multiplier", "completion", "mine",
    "theirs", "won", "lost", "score", "a", "b", "ta", "tb", "round", "rounds", "game", "games",
    "n", "total", "step", "steps", "position", "column", "turn", "size", "token_round", "move",
    "update", "percent", "empty", "start", "done", "saved", "current", "negatives",
    "samples",
})
#: Where a parameter named like a number carries words instead (message id → names).
MESSAGES_TEXT: dict[str, frozenset[str]] = {
    "curiosity.log.drive": frozenset({"start"}),
    "curiosity.player.tokens_left": frozenset({"left"}),
    "curiosity.guide.tip_negatives": frozenset({"negatives"}),
    "curiosity.guide.tip_404_negatives": frozenset({"negatives"}),
}
#: The values each number takes: none, one, two, and many.
NUMBERS = (0, 1, 2, 1000)
#: What a parameter that carries words is rendered as (no noun of the lists below).
TEXT = "Zed"

#: Numbers that name a thing rather than count it (Curiosity's "404 token").
NAMES = {"404"}
#: (singular, plural) words that agree with a number written before them.
NOUNS: dict[str, tuple[tuple[str, str], ...]] = {
    "en": (("card", "cards"), ("point", "points"), ("turn", "turns"), ("game", "games"),
           ("player", "players"), ("pawn", "pawns"), ("gem", "gems"), ("token", "tokens"),
           ("step", "steps"), ("square", "squares"), ("space", "spaces"),
           ("entry", "entries"), ("round", "rounds"), ("wager", "wagers"),
           ("number", "numbers"), ("time", "times"), ("character", "characters"),
           ("site", "sites"), ("column", "columns"), ("archaeologist", "archaeologists"),
           ("colour", "colours"), ("position", "positions"), ("move", "moves"),
           ("win", "wins"), ("link", "links"), ("friend", "friends")),
    "es": (("carta", "cartas"), ("punto", "puntos"), ("turno", "turnos"),
           ("partida", "partidas"), ("jugador", "jugadores"), ("arqueólogo", "arqueólogos"),
           ("gema", "gemas"), ("ficha", "fichas"), ("paso", "pasos"),
           ("casilla", "casillas"), ("espacio", "espacios"), ("entrada", "entradas"),
           ("ronda", "rondas"), ("apretón", "apretones"), ("número", "números"),
           ("vez", "veces"), ("carácter", "caracteres"), ("sitio", "sitios"),
           ("columna", "columnas"), ("color", "colores"), ("posición", "posiciones"),
           ("jugada", "jugadas"), ("ganada", "ganadas"), ("victoria", "victorias"),
           ("tuya", "tuyas"), ("añadida", "añadidas"), ("enlace", "enlaces"),
           ("amigo", "amigos"), ("negativa", "negativas"), ("positiva", "positivas")),
}
#: (singular, plural) Spanish verbs that agree with a number written after them ("quedan 3").
VERBS: dict[str, tuple[tuple[str, str], ...]] = {
    "en": (),
    "es": (("queda", "quedan"), ("quedará", "quedarán"), ("falta", "faltan")),
}
#: Words that may stand between a number and its noun without changing the agreement.
BETWEEN = {"en": ("more", "fewer", "less", "yellow", "green", "blue", "red", "white",
                  "purple", "negative", "positive", TEXT),
           "es": (TEXT,)}


def _pattern(words: Iterator[str]) -> str:
    return "|".join(sorted(map(re.escape, words), key=len, reverse=True))


def agreement_errors(lang: str, text: str) -> list[str]:
    """Each place where a number meets a listed word in the wrong number."""
    nouns, verbs = NOUNS[lang], VERBS[lang]
    between = _pattern(iter(BETWEEN[lang]))
    errors = []
    for number, word in re.findall(
            rf"(?<![\w.,/×-])(-?\d+)(?:\s+(?:{between}))*\s+(\w+)", text):
        if number in NAMES:
            continue
        for one, other in nouns:
            if word == (other if abs(int(number)) == 1 else one):
                errors.append(f"{number} {word}")
    for word, number in re.findall(r"\b(\w+)\s+(-?\d+)(?![\w.,/×])", text):
        for one, other in verbs:
            if word.lower() == (other if abs(int(number)) == 1 else one):
                errors.append(f"{word} {number}")
    return errors


def numeric(key: str, message: Message) -> set[str]:
    return (parameters(message) & NUMERIC) - MESSAGES_TEXT.get(key, frozenset())


def counted_with_a_plain_number(lang: str, key: str, message: Message) -> list[str]:
    """The numeric parameters written next to a listed word without a plural choice by
    them ("te quedan {left}", "{pawns} pawns"): each must choose its words."""
    chosen = plural_parameters(message)
    words = {w for pair in NOUNS[lang] for w in pair}
    verbs = {w for pair in VERBS[lang] for w in pair}
    between = _pattern(iter((*BETWEEN[lang], r"{\w+}")))
    plain = []
    for form in forms_of(message):
        after = re.findall(rf"(?<![-\w])\{{(\w+)\}}(?:\s+(?:{between}))*\s+(\w+)", form)
        before = re.findall(r"(\w+)\s+\{(\w+)\}", form)
        plain += [name for name, word in after if word in words]
        plain += [name for word, name in before if word.lower() in verbs]
    return sorted({n for n in plain if n in numeric(key, message) and n not in chosen})


def every_message(lang: str) -> Iterator[tuple[str, Message]]:
    yield from sorted(catalogue(lang).items())


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_number_agrees_with_its_words(lang: str) -> None:
    w = Words(lang)
    wrong = []
    for key, message in every_message(lang):
        names = sorted(numeric(key, message))
        texts = dict.fromkeys(parameters(message) - set(names), TEXT)
        for values in itertools.product(NUMBERS, repeat=len(names)):
            params = {**texts, **dict(zip(names, values, strict=True))}
            text = w(key, **params)
            wrong += [f"{key} {params}: …{e}… in {text!r}" for e in agreement_errors(lang, text)]
    assert not wrong, "\n".join(wrong[:20]) + f"\n({len(wrong)} in all)"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_message_counts_with_a_plain_number(lang: str) -> None:
    plain = {key: names for key, message in every_message(lang)
             if (names := counted_with_a_plain_number(lang, key, message))}
    assert not plain, plain


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_parameter_that_chooses_a_plural_is_numeric(lang: str) -> None:
    """A plural choice by a parameter the test renders as words would never be checked."""
    loose = {key: names for key, message in every_message(lang)
             if (names := plural_parameters(message) - numeric(key, message))}
    assert not loose, loose


def test_the_agreement_check_bites() -> None:
    """Planted errors: the very defects the issue found, and their corrections."""
    assert agreement_errors("es", "3 partidas, 1 ganadas") == ["1 ganadas"]
    assert agreement_errors("es", "1 partida, 0 ganada") == ["0 ganada"]
    assert agreement_errors("es", "Robar del mazo (quedan 1)") == ["quedan 1"]
    assert agreement_errors("es", "y te quedan 1") == ["quedan 1"]
    assert agreement_errors("en", "about 1 turns each") == ["1 turns"]
    assert agreement_errors("en", "crosses 2 point less") == ["2 point"]
    assert agreement_errors("en", "1 more cards") == ["1 more cards"] or \
        agreement_errors("en", "1 more cards") == ["1 cards"]
    assert not agreement_errors("es", "1 partida, 0 ganadas; queda 1 carta")
    assert not agreement_errors("en", "Game 1 of 3: 2 cards, 1 point, 0 wagers")
    assert counted_with_a_plain_number("es", "k", "te quedan {left}") == ["left"]
    assert counted_with_a_plain_number("en", "k", "you have {pawns} pawns") == ["pawns"]
    assert not counted_with_a_plain_number(
        "en", "k", "you have {pawns, plural, one {# pawn} other {# pawns}}")
    assert not counted_with_a_plain_number("en", "k", "Round {round} of {rounds}")


def test_a_planted_error_in_a_catalogue_is_found(monkeypatch: pytest.MonkeyPatch) -> None:
    """The whole-catalogue check fails on one plain count slipped into Spanish."""
    w = Words("es")
    monkeypatch.setitem(w.messages, "stats.summary", "{count} partidas, {wins} ganadas")
    errors = [e for c, n in itertools.product(NUMBERS, NUMBERS)
              for e in agreement_errors("es", w("stats.summary", count=c, wins=n))]
    assert "1 partidas" in errors and "1 ganadas" in errors
    assert counted_with_a_plain_number("es", "stats.summary", w.messages["stats.summary"]) \
        == ["count", "wins"]


def test_plural_choices_choose_by_their_own_number() -> None:
    es, en = Words("es"), Words("en")
    template = ("{count, plural, one {# partida} other {# partidas}}, "
                "{wins, plural, one {# ganada} other {# ganadas}}")
    assert [c.name for c in choices(template)] == ["count", "wins"]
    es.messages["test.double"] = template
    try:
        assert es("test.double", count=1, wins=0) == "1 partida, 0 ganadas"
        assert es("test.double", count=3, wins=1) == "3 partidas, 1 ganada"
    finally:
        del es.messages["test.double"]
    nested = "{a, plural, one {# A, {b, plural, one {# b} other {# bs}}} other {# As}}"
    en.messages["test.nested"] = nested
    try:
        assert en("test.nested", a=1, b=2) == "1 A, 2 bs"
        assert en("test.nested", a=2, b=1) == "2 As"
        assert sorted(forms_of(nested)) == ["{a} A, {b} b", "{a} A, {b} bs", "{a} As"]
        with pytest.raises(TypeError):
            en("test.nested", a="1", b=2)
    finally:
        del en.messages["test.nested"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_rules_documents_agree_with_their_numbers(lang: str) -> None:
    """The rules write their numbers from the games' constants: those agree too."""
    from expeditions.registry import GAMES
    from expeditions.web.rules import rules_for
    from expeditions.web.rules.model import all_texts

    wrong = []
    for entry in GAMES:
        doc = rules_for(entry.game_id, lang)
        assert doc is not None
        wrong += [f"{entry.game_id}: {e}" for text in all_texts(doc)
                  for e in agreement_errors(lang, text)]
    assert not wrong, wrong
