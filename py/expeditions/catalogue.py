"""Which games the menu offers, in its order. What each is called and how it is pitched
are words, kept in the language catalogues (``game.<id>.title``, ``.players``, ``.pitch``);
the static first paint in ``index.html`` is filled from them at build time."""

from __future__ import annotations

GAME_IDS: tuple[str, ...] = ("curios", "curiosity", "lost-cities")
