"""Every number agrees with its words, in both languages: each message is rendered with each
of its numeric parameters at 0, 1, 2 and 5, and no number may stand next to a noun (or a
Spanish verb) in the wrong number; a message that counts something with a number must choose
its words by that number (a plural choice), never be a plain string; a count stands before
its noun, never bare ("por jugar, 3"); a count of 0 never reads "0 archaeologists left"; and
in Spanish a difficulty name agrees with the noun it qualifies ("Ordenador 1 (Media)" does
not: "dificultad Media" does). Every parameter is declared a number or words, so a new one
cannot slip past these checks as words."""

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

pytestmark = pytest.mark.fast

#: Parameters that carry a number (an int) wherever they appear, except in MESSAGES_TEXT.
NUMERIC = frozenset({
    "count", "wins", "turns", "needed", "left", "pawns", "max", "length", "limit",
    "positions", "deck", "times", "cost", "min", "bonus", "multiplier", "completion", "mine",
    "theirs", "won", "lost", "score", "a", "b", "ta", "tb", "round", "rounds", "game", "games",
    "n", "total", "step", "steps", "position", "column", "turn", "size", "token_round", "move",
    "update", "percent", "empty", "start", "done", "saved", "current", "negatives",
    "samples", "missing",
})
#: Parameters that carry words (names, card names, numbers already written out with their
#: sign or decimals, lists) wherever they appear, except in MESSAGES_NUMERIC.
WORDS_PARAMETERS = frozenset({
    "blunder", "card", "cards", "colour", "colour_f", "dir", "direction", "end", "error",
    "field", "figures", "first", "found", "gem", "gems", "good", "host", "id", "label", "last",
    "legs", "level", "loss", "margin", "math", "mistake", "name", "names", "old", "others",
    "outcome", "owners", "per_round", "phase", "pile", "points", "progress", "prompt",
    "reason", "second", "site", "site_the", "sites", "square", "symbols", "title", "type",
    "unit", "unplaced", "value", "values", "what", "when", "worth",
})
#: Where a parameter named like a number carries words instead (message id → names).
MESSAGES_TEXT: dict[str, frozenset[str]] = {
    "curiosity.log.drive": frozenset({"start"}),
    "curiosity.guide.tip_negatives": frozenset({"negatives"}),
    "curiosity.guide.tip_404_negatives": frozenset({"negatives"}),
}
#: Where a parameter named like words carries a number (message id → names).
MESSAGES_NUMERIC: dict[str, frozenset[str]] = {
    "lost_cities.hint.lc_rush": frozenset({"cards"}),
}
#: The values each number takes: none, one, two, and several.
NUMBERS = (0, 1, 2, 5)
#: What a parameter that carries words is rendered as (no noun of the lists below).
TEXT = "Zed"
#: Numeric parameters that name, measure or rank rather than count things: they stand
#: without a noun ("Round 2", "move 14", "45 %", "wins, 45 to 30", "×3").
NOT_COUNTS = frozenset({
    "round", "rounds", "position", "positions", "game", "games", "n", "total", "step", "steps",
    "percent", "move", "a", "b", "ta", "tb", "update", "turn", "column", "token_round",
    "saved", "current", "done", "size", "score", "won", "lost", "cost", "bonus", "multiplier",
    "limit", "max", "min", "completion", "missing", "start", "length", "times",
})
#: Counts that stand without their noun where the noun is plain from the words around them,
#: each with where and why (message id → names).
BARE_COUNTS: dict[str, frozenset[str]] = {
    # a button's count in brackets: "Continue (3)", "Delete finished games (2)"
    "menu.continue_count": frozenset({"count"}),
    "backup.delete_finished_count": frozenset({"count"}),
    # the noun was just named: "Draw from the deck (30 left)", "Token +2 (3 left)",
    # "… 2 more cards (deck: 30)", "3 face down" under a pile of cards
    "lost_cities.draw_deck": frozenset({"count"}),
    "curiosity.mine.token": frozenset({"count"}),
    "lost_cities.hint.lc_take_stall": frozenset({"deck"}),
    "curiosity.panel.face_down": frozenset({"count"}),
    # "3 of 5 gems left", "Empty sites: 1 of 2", "Archaeologists 3 / 5"
    "curios.memory.gems_left": frozenset({"count"}),
    "curios.memory.empty_sites": frozenset({"empty", "needed"}),
    "curios.player.pawns": frozenset({"left"}),
    # "2 of the computer's tokens", "2 of yours (+1, +2)", "2 de Ana"
    "curiosity.guide.others": frozenset({"count"}),
    "curiosity.hint.cy_card_off_others": frozenset({"count"}),
    "curiosity.hint.cy_card_onto_others": frozenset({"count"}),
    "curiosity.reveals.mine": frozenset({"count"}),
    "curiosity.reveals.theirs": frozenset({"count"}),
    # a figure after its label: "negative points 4", "Score 12"
    "curiosity.player.negatives": frozenset({"negatives"}),
    # "Tokens left: 4 for round 1, 5 for round 2 and 5 for round 3"
    "curiosity.player.tokens_round": frozenset({"count"}),
    # "(3 now)", "(ya tiene 3)", after "recruits an archaeologist"
    "curios.event.recruited": frozenset({"pawns"}),
    # "you will have 3 there to the computer's 2" after "archaeologists" in the sentence
    "curios.guide.majority": frozenset({"mine", "theirs"}),
    # "(you have 4, 7 at most)", "({count} left this round)" after "archaeologists"
    "curios.guide.tip_recruit": frozenset({"count"}),
    "curios.guide.tip_search": frozenset({"count", "empty"}),
    "curios.reason.not_enough_pawns": frozenset({"left"}),
    "lost_cities.guide.tip_draw": frozenset({"count"}),
    # "1 was already here", "Imported 3 games" — the noun is the sentence's subject
    "notice.skipped": frozenset({"count"}),
    # "200 muestras por jugada": the noun follows a plural choice the lists do not hold
    "review.note": frozenset({"samples"}),
    # "the red 5: 3 wins" is not it; "3 won" after "5 games"
    "stats.summary": frozenset({"wins"}),
}
#: Counts that are never 0 where the message is used, each with why (message id → names).
NEVER_ZERO: dict[str, frozenset[str]] = {
    # 0 has its own message: curios.event.passed_out ("no archaeologists left"),
    # curios.guide.place_last, curios.gems_left.none, lost_cities.memory.turns_none
    "curios.event.passed_stuck": frozenset({"count"}),
    "curios.guide.place": frozenset({"left"}),
    **dict.fromkeys((f"curios.gems_left.{c}" for c in ("yellow", "green", "blue", "red")),
                    frozenset({"count"})),
    "lost_cities.memory.turns": frozenset({"count"}),
    # said on your turn in Phase 1, which you have only with an archaeologist left, or of
    # a column you could fill with more: you have at least one
    "curios.guide.tip_search": frozenset({"count"}),
    "curios.reason.not_enough_pawns": frozenset({"left"}),
    # a token's button is drawn only while you hold that token
    "curiosity.mine.token": frozenset({"count"}),
    # the deck is never empty while the game goes on (its last card ends it); a draw of the
    # last card has its own message (lost_cities.hint.lc_draw_last)
    "lost_cities.draw_deck": frozenset({"count"}),
    "lost_cities.guide.draw_deck": frozenset({"count"}),
    "lost_cities.guide.tip_draw": frozenset({"count"}),
    "lost_cities.guide.tip_play": frozenset({"count"}),
    "lost_cities.hint.lc_draw_deck": frozenset({"count"}),
    "lost_cities.progress.cards_left": frozenset({"count"}),
    "lost_cities.progress.game_cards_left": frozenset({"count"}),
    # your turn counts itself
    "lost_cities.memory.turns_now": frozenset({"count"}),
    # said when you have fewer turns than cards to play: at least one turn is left
    "lost_cities.hint.lc_rush": frozenset({"count"}),
}

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
           ("win", "wins"), ("link", "links"), ("friend", "friends"), ("sample", "samples")),
    "es": (("carta", "cartas"), ("punto", "puntos"), ("turno", "turnos"),
           ("partida", "partidas"), ("jugador", "jugadores"), ("arqueólogo", "arqueólogos"),
           ("gema", "gemas"), ("ficha", "fichas"), ("paso", "pasos"),
           ("casilla", "casillas"), ("espacio", "espacios"), ("entrada", "entradas"),
           ("ronda", "rondas"), ("apretón", "apretones"), ("número", "números"),
           ("vez", "veces"), ("carácter", "caracteres"), ("sitio", "sitios"),
           ("columna", "columnas"), ("color", "colores"), ("posición", "posiciones"),
           ("jugada", "jugadas"), ("ganada", "ganadas"), ("victoria", "victorias"),
           ("tuya", "tuyas"), ("añadida", "añadidas"), ("enlace", "enlaces"),
           ("amigo", "amigos"), ("negativa", "negativas"), ("positiva", "positivas"),
           ("muestra", "muestras")),
}
#: (singular, plural) Spanish verbs that agree with a number written after them ("quedan 3").
VERBS: dict[str, tuple[tuple[str, str], ...]] = {
    "en": (),
    "es": (("queda", "quedan"), ("quedará", "quedarán"), ("falta", "faltan")),
}
#: Words that may stand between a number and its noun without changing the agreement.
BETWEEN = {"en": ("more", "fewer", "less", "yellow", "green", "blue", "red", "white",
                  "purple", "negative", "positive", "finished", "statistics", "reviewed",
                  "number", "lower", TEXT),
           "es": (TEXT,)}
#: A count of 0 that reads as a zero form ("0 archaeologists left", "le quedan 0"): a
#: native writes "no archaeologists left", "no le quedan arqueólogos".
ZERO_FORMS = {
    "en": re.compile(r"(?<![\w.,/×−-])(?<!of )0(?!\s+of\b)(?:\s+\w+){0,3}\s+left\b"),
    "es": re.compile(r"\bqueda(?:n|rá|rán)?\s+0(?!\s+de\b)\b|(?<![\w.,/×−-])0\s+\w+\s+"
                     r"(?:que\s+)?(?:te|le|me)\s+queda"),
}


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
    return (((parameters(message) & NUMERIC) - MESSAGES_TEXT.get(key, frozenset()))
            | (parameters(message) & MESSAGES_NUMERIC.get(key, frozenset())))


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


def undeclared(key: str, message: Message) -> set[str]:
    """The parameters declared neither a number nor words."""
    return parameters(message) - NUMERIC - WORDS_PARAMETERS - MESSAGES_NUMERIC.get(
        key, frozenset())


def bare_counts(lang: str, key: str, message: Message) -> list[str]:
    """Counts written without their noun: a numeric parameter that counts things (not a
    round, a move, a score…) must stand before a listed noun ("3 cards"), after an agreeing
    verb ("quedan 3") or in a ratio ("3 of 5", "3/5"), unless BARE_COUNTS says why the noun
    is plain without it."""
    counts = numeric(key, message) - NOT_COUNTS - BARE_COUNTS.get(key, frozenset())
    nouns = {w for pair in NOUNS[lang] for w in pair}
    verbs = {w for pair in VERBS[lang] for w in pair}
    between = _pattern(iter(BETWEEN[lang]))
    bare = []
    for form in forms_of(message):
        for found in re.finditer(r"\{(\w+)\}", form):
            if found.group(1) not in counts:
                continue
            after, before = form[found.end():], form[:found.start()]
            noun = re.match(rf"(?:\s+(?:{between}|\{{\w+\}}))*\s+(\w+)", after)
            verb = re.search(r"(\w+)\s+$", before)
            ratio = re.match(r"\s*(?:/|of\b|de\b)\s*\{", after)
            if noun is not None and noun.group(1) in nouns or ratio is not None or \
                    verb is not None and verb.group(1).lower() in verbs:
                continue
            bare.append(f"{found.group(1)}: …{before[-30:]}{{{found.group(1)}}}{after[:20]}…")
    return sorted(set(bare))


def zero_forms(lang: str, text: str) -> list[str]:
    """A count of 0 worded as a zero form ("0 archaeologists left", "le quedan 0")."""
    return [m.group(0) for m in ZERO_FORMS[lang].finditer(text)]


#: The difficulty ids (each worded by ``level.<id>``).
DIFFICULTIES = ("easy", "medium", "hard")
#: The parameters that carry a difficulty's name.
DIFFICULTY_PARAMETERS = frozenset({"level"})
_MEDIUM = re.compile(r"(\w+)?[\s(]*\b(Medi[ao]s?)\b")
_PLURAL_DIFFICULTY = re.compile(
    r"\b(?:ordenadores|rivales|jugadores)\s+(?:Fácil|Difícil|Media)\b")


def difficulty_errors(text: str) -> list[str]:
    """Where a Spanish difficulty name does not agree with what it qualifies. "Media" is
    feminine: it qualifies "dificultad" ("dificultad Media"), or stands alone as the name
    itself (a label, a button: the whole text); after anything else it agrees with the
    wrong noun ("Ordenador 1 (Media)", "el ordenador Media"). "Medio" is never the name,
    and a plural noun takes no singular name ("los ordenadores Fácil")."""
    errors = [m.group(0) for m in _PLURAL_DIFFICULTY.finditer(text)]
    for m in _MEDIUM.finditer(text):
        if m.group(2) != "Media" or (text.strip() != "Media"
                                     and (m.group(1) or "").lower() != "dificultad"):
            errors.append(m.group(0).strip())
    return errors


def renderings(lang: str) -> Iterator[tuple[str, dict[str, object], str]]:
    """Every message rendered with each numeric parameter at each of NUMBERS (every
    combination) and each parameter that carries a difficulty at each difficulty's name;
    other words as TEXT."""
    w = Words(lang)
    levels = [w(f"level.{d}") for d in DIFFICULTIES]
    for key, message in every_message(lang):
        names = sorted(numeric(key, message))
        worded = sorted(parameters(message) - set(names))
        choices_of = [NUMBERS] * len(names) + [
            levels if n in DIFFICULTY_PARAMETERS else (TEXT,) for n in worded]
        for values in itertools.product(*choices_of):
            params = dict(zip(names + worded, values, strict=True))
            yield key, params, w(key, **params)


def every_message(lang: str) -> Iterator[tuple[str, Message]]:
    yield from sorted(catalogue(lang).items())


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_number_agrees_with_its_words(lang: str) -> None:
    wrong = [f"{key} {params}: …{e}… in {text!r}" for key, params, text in renderings(lang)
             for e in agreement_errors(lang, text)]
    assert not wrong, "\n".join(wrong[:20]) + f"\n({len(wrong)} in all)"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_parameter_is_declared_a_number_or_words(lang: str) -> None:
    """A parameter the tests do not know would be rendered as words and never checked
    ("por jugar, {cards}" with a number in it): declare it in NUMERIC or WORDS_PARAMETERS
    (or, for one message, MESSAGES_NUMERIC / MESSAGES_TEXT)."""
    loose = {key: sorted(names) for key, message in every_message(lang)
             if (names := undeclared(key, message))}
    assert not loose, loose


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_count_stands_bare(lang: str) -> None:
    bare = {key: found for key, message in every_message(lang)
            if (found := bare_counts(lang, key, message))}
    assert not bare, "\n".join(f"{k}: {v}" for k, v in bare.items())


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_count_of_zero_reads_as_a_zero_form(lang: str) -> None:
    wrong = [f"{key} {params}: …{e}… in {text!r}" for key, params, text in renderings(lang)
             if not any(params.get(n) == 0 for n in NEVER_ZERO.get(key, ()))
             for e in zero_forms(lang, text)]
    assert not wrong, "\n".join(wrong[:20]) + f"\n({len(wrong)} in all)"


def test_spanish_difficulty_names_agree_with_their_nouns() -> None:
    from expeditions.registry import GAMES
    from expeditions.web.rules import rules_for
    from expeditions.web.rules.model import all_texts

    wrong = [f"{key} {params}: …{e}… in {text!r}" for key, params, text in renderings("es")
             for e in difficulty_errors(text)]
    for entry in GAMES:
        doc = rules_for(entry.game_id, "es")
        assert doc is not None
        wrong += [f"rules:{entry.game_id}: …{e}…" for text in all_texts(doc)
                  for e in difficulty_errors(text)]
    assert not wrong, "\n".join(wrong[:20]) + f"\n({len(wrong)} in all)"
    assert any(DIFFICULTY_PARAMETERS & parameters(m) for _, m in every_message("es"))


def test_the_new_checks_bite(monkeypatch: pytest.MonkeyPatch) -> None:
    """Planted errors: the defects issue #54 found, each caught by its check."""
    # a bare count: "por jugar, 3"; a count with its noun is not bare
    assert bare_counts("es", "k", "juega ya tus cartas: por jugar, {count}")
    assert bare_counts("en", "k", "you scored {mine}, the computer {theirs}")
    assert not bare_counts("es", "k", "{count, plural, one {# carta} other {# cartas}}")
    assert not bare_counts("en", "k", "{count} of {total} gems left")
    # a parameter declared nowhere
    assert undeclared("k", "por jugar, {pending}") == {"pending"}
    # zero forms
    assert zero_forms("en", "Ana passes: 0 archaeologists left cannot fill any column.")
    assert zero_forms("es", "Ana pasa: le quedan 0 arqueólogos.")
    assert zero_forms("es", "Ana pasa: 0 arqueólogos que le quedan.")
    assert not zero_forms("en", "Ana passes: no archaeologists left.")
    assert not zero_forms("en", "Score 10 left of 20")
    # the difficulty agrees with "dificultad", never with "ordenador"
    assert difficulty_errors("Ordenador 1 (Media)") == ["1 (Media"]
    assert difficulty_errors("contra el ordenador Medio")
    assert difficulty_errors("los ordenadores Fácil")
    assert not difficulty_errors("Ordenador 1 (dificultad Media)")
    assert not difficulty_errors("Media")
    assert not difficulty_errors("Difícil, diferencia media 3")
    # a negative number is written with a true minus sign, its plural chosen by the number
    assert Words("en")("progress.turn", turn=-2) == "Turn \u22122"
    # the whole-catalogue checks find one such error planted in a catalogue
    w = Words("es")
    monkeypatch.setitem(w.messages, "continue.seat_level", "{name} ({level})")
    import tests.test_words_plurals as me
    monkeypatch.setattr(me, "every_message",
                        lambda lang: iter([("continue.seat_level", w.messages[
                            "continue.seat_level"])]))
    monkeypatch.setattr(me, "Words", lambda lang: w)
    assert [t for _, _, t in me.renderings("es") if difficulty_errors(t)] == \
        ["Zed (Media)"]


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
