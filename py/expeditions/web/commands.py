"""Commands from the page (a control's ``data-cmd``, ``verb:argument``) to the area of the
app that handles them. Every verb is known: a command nobody handles is a bug in a screen,
so it raises instead of being dropped."""

from __future__ import annotations

from collections.abc import Callable, Mapping

Handler = Callable[[str], None]


class UnknownCommand(ValueError):
    """A ``data-cmd`` whose verb no area of the app handles."""


class Commands:
    """Verb → handler, gathered from the app's areas (a verb claimed twice is a bug)."""

    def __init__(self) -> None:
        self._handlers: dict[str, Handler] = {}

    def add(self, handlers: Mapping[str, Handler]) -> None:
        clash = self._handlers.keys() & handlers.keys()
        if clash:
            raise ValueError(f"commands handled twice: {sorted(clash)}")
        self._handlers.update(handlers)

    def verbs(self) -> frozenset[str]:
        return frozenset(self._handlers)

    def dispatch(self, cmd: str) -> None:
        """Run ``verb:argument``'s handler with the argument."""
        verb, _, arg = cmd.partition(":")
        handler = self._handlers.get(verb)
        if handler is None:
            raise UnknownCommand(f"no part of the app handles the command {cmd!r}")
        handler(arg)
