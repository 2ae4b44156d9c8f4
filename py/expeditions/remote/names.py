"""Player names that can be read: what a name from another device may hold, and which names
look alike.

A name travels in a link, is shown beside the cards, and is the only way a player tells seats
apart, so it must be visible, unambiguous and plain text:

- normalised to NFC (one spelling of "José", whichever way it was typed);
- no control, format (zero-width joiners, bidirectional marks), private-use, surrogate,
  unassigned or separator-line characters; spaces collapsed and trimmed;
- at least one letter or digit (a name of spaces or filler signs is no name);
- at most :data:`MAX_MARKS` combining marks on one letter (no towers of accents);
- at most :data:`MAX_LENGTH` characters.

Two names *look alike* when their skeletons match (:func:`skeleton`): case folded, accents and
marks dropped, spaces and punctuation dropped, and the Latin look-alikes of the Cyrillic and
Greek letters and digits that pass for letters mapped to one form ("Аnа" with a Cyrillic A is
"ana"). No two seats of a game may hold names that look alike. An empty name is allowed: the
app shows its default ("Player 2") instead.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from typing import Final

__all__ = ["MAX_LENGTH", "MAX_MARKS", "NameError", "alike", "clean_name", "skeleton"]

MAX_LENGTH: Final = 40
MAX_MARKS: Final = 2
#: Unicode categories no name may hold: controls, formats, surrogates, private use,
#: unassigned, line and paragraph separators.
_BANNED: Final = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
#: Letters and digits that pass for Latin letters (Cyrillic, Greek, look-alike digits), by the
#: Latin letter they pass for (after case folding).
_LOOKALIKES: Final = {
    "а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x", "і": "i", "ј": "j",
    "ѕ": "s", "ԁ": "d", "һ": "h", "ԛ": "q", "ԝ": "w", "ӏ": "l", "в": "b", "к": "k", "м": "m",
    "н": "h", "т": "t", "α": "a", "ο": "o", "ρ": "p", "ν": "v", "κ": "k", "ι": "i", "τ": "t",
    "υ": "u", "χ": "x", "ε": "e", "β": "b", "η": "n", "μ": "u", "0": "o", "1": "l", "|": "l",
    "ı": "i", "ℓ": "l",
}


class NameError(ValueError):  # noqa: A001 - a name's own error, named for what it guards
    """A name that cannot be used: ``code`` says why (``too_long``, ``unfit_character``,
    ``no_letter``, ``too_many_marks``, ``looks_alike``)."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


def clean_name(raw: str) -> str:
    """The name as it is kept and shown (NFC, spaces collapsed), or NameError."""
    if not isinstance(raw, str):
        raise NameError("unfit_character")
    text = unicodedata.normalize("NFC", raw)
    marks = 0
    for char in text:
        category = unicodedata.category(char)
        if category in _BANNED:
            raise NameError("unfit_character")
        if category.startswith("M"):
            marks += 1
            if marks > MAX_MARKS:
                raise NameError("too_many_marks")
        else:
            marks = 0
    text = " ".join(part for part in text.replace("\u3000", " ").split())
    if len(text) > MAX_LENGTH:
        raise NameError("too_long")
    if text and not any(unicodedata.category(c)[0] in "LN" for c in text):
        raise NameError("no_letter")
    return text


def skeleton(name: str) -> str:
    """What a name looks like: case folded, decomposed with marks dropped, only letters and
    digits kept, look-alikes mapped to their Latin letter."""
    folded = unicodedata.normalize("NFKD", name.casefold())
    out = []
    for char in folded:
        if unicodedata.category(char)[0] not in "LN" and char != "|":
            continue
        out.append(_LOOKALIKES.get(char, char))
    return "".join(out)


def alike(names: Sequence[str]) -> tuple[int, int] | None:
    """The first two seats whose (non-empty) names look alike, or None."""
    seen: dict[str, int] = {}
    for i, name in enumerate(names):
        if not name:
            continue
        key = skeleton(name)
        if key in seen:
            return seen[key], i
        seen[key] = i
    return None
