"""The one way the rules modules write a document in every language: ``t(en, es)``.

Each rules module builds its document once, with each sentence's English and Spanish side
by side (``t("Setup", "Preparación")``), so a document has the same sections, blocks and
figures in every language by construction, a number taken from the game's constants is
written once for both, and a translator reads each sentence next to its original. The
helpers word the numbers in the language's way: lists ("1, 3, 5 or 7" / "1, 3, 5 o 7"),
small counts ("five" / "cinco") and ordinals ("third" / "tercera").
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ..i18n import Words

_NUMBER_WORDS = {
    "en": ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
           "ten", "eleven", "twelve"),
    "es": ("cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho",
           "nueve", "diez", "once", "doce"),
}
#: ordinals, the Spanish ones for a feminine noun (la tercera partida)
_ORDINALS = {
    "en": ("zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh",
           "eighth", "ninth", "tenth"),
    "es": ("cero", "primera", "segunda", "tercera", "cuarta", "quinta", "sexta", "séptima",
           "octava", "novena", "décima"),
}
#: a number said with an "o" first in Spanish (8, 80…, 800…, 11, 11 000…) takes "u", not "o"
_SAID_WITH_O = re.compile(r"(8\d*|11(\d{3})*)\b")


class Bilingual:
    """The words of one language for a rules document: call it with a sentence in English
    and in Spanish to get this language's."""

    def __init__(self, lang: str) -> None:
        self.w = Words(lang)  # raises ValueError for a language without a catalogue
        self.lang = lang
        self.es = lang == "es"

    def __call__(self, en: str, es: str) -> str:
        return es if self.es else en

    def all(self, items: Iterable[object]) -> str:
        """"1, 2, 3, 4 and 4" / "1, 2, 3, 4 y 4"."""
        return self.w.join([str(item) for item in items])

    def either(self, items: Iterable[object]) -> str:
        """"1, 3, 5 or 7" / "1, 3, 5 o 7" ("7 u 8": Spanish says "u" before an o-sound)."""
        texts = [str(item) for item in items]
        if len(texts) < 2:
            return "".join(texts)
        last = texts[-1]
        word = self("or", "u" if _SAID_WITH_O.match(last) else "o")
        return f"{', '.join(texts[:-1])} {word} {last}"

    def count(self, n: int, feminine: bool = False, alone: bool = False) -> str:
        """A small count in words ("five" / "cinco"; Spanish "un"/"una" before a noun, "uno"
        standing ``alone``), a larger one in digits."""
        words = _NUMBER_WORDS[self.lang]
        if n >= len(words):
            return str(n)
        if self.es and n == 1 and not alone:
            return "una" if feminine else "un"
        return words[n]

    def ordinal(self, n: int) -> str:
        """"third" / "tercera" (Spanish for a feminine noun: la tercera partida); past the
        tenth, "11th" / "11.ª"."""
        words = _ORDINALS[self.lang]
        if n < len(words):
            return words[n]
        return self(f"{n}th", f"{n}.ª")
