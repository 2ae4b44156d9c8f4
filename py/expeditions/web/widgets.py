"""Pieces shared by the screens and every game's table, below both (tables never import
:mod:`.screens`): buttons, the UI-only table state and its pauses, and the narrow context a
table is drawn from."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ..engine import JSON
from .dom import El, classes, h
from .i18n import Phrase, Words


def button(label: str, cmd: str, *, kind: str = "", disabled: bool = False,
           title: str | None = None, aria_label: str | None = None, **extra: object) -> El:
    attrs: dict[str, object] = {"type": "button", "class": classes("btn", kind and f"btn-{kind}"),
                                "data-cmd": cmd, "disabled": disabled, "title": title,
                                "aria-label": aria_label}
    attrs.update({k.replace("_", "-"): v for k, v in extra.items()})
    return h("button", attrs, label)


#: A computer's move stays on screen at least this long before the next computer's move
#: replaces it, so a person can follow each one. Thinking is never padded: Easy answers at
#: once and Hard takes the time its search takes (it thinks during this pause too).
FOLLOW_SECONDS = 0.6
#: One frame of a table's animation (one square of the Curiosity rover's drive); the last
#: frame stays up a little longer.
FRAME_SECONDS = 0.4
LAST_FRAME_SECONDS = 1.2
#: A factor on the pauses above (0 to 1), read from the app's storage when set: for the
#: browser tests that play whole games to check something else (a layout, a protocol), never
#: set by the app itself. Unset, or not a number in range, the pauses are as above.
PACE_KEY = "expeditions:pace"


def pace(raw: str | None) -> float:
    """The factor on the table's pauses that the storage's value asks for (1 unless valid)."""
    try:
        factor = float(raw) if raw is not None else 1.0
    except ValueError:
        return 1.0
    return factor if 0.0 <= factor <= 1.0 else 1.0


@dataclass
class Playback:
    """A public animation the table plays frame by frame (Curiosity's drive): the app
    advances ``frame`` on a timer and renders each frame; the computers wait for the end."""

    key: str
    frames: int
    status: Phrase  # what the status line says meanwhile
    frame: int = 0

    @property
    def last_frame(self) -> bool:
        return self.frame >= self.frames - 1


@dataclass
class TableState:
    """UI-only state of the table (a selected card…); never part of the game."""

    selected: str | None = None
    message: Phrase | None = None  # a refusal or notice, worded when drawn
    shown: set[str] = field(default_factory=set)  # one-off animations already played
    playback: Playback | None = None
    #: A pause the table holds until the player moves on (Lost Cities' end of one game of
    #: a match: the finished board stays up until "Next game"); the computers wait.
    interlude: str | None = None
    #: A computer is working out its move right now (the status says so only then: its
    #: thinking is shown for as long as it really takes).
    thinking: bool = False


@dataclass(frozen=True)
class TableContext:
    """All a table is drawn from: the view of the seat on screen (or the public view),
    the players' names by seat (as shown in the current language), the UI state,
    ``explain(action)``: the worded reason why the viewer may not take ``action`` now
    (``None`` if it may), and ``w``, the words of the current language."""

    view: dict[str, JSON]
    names: list[str]
    state: TableState
    explain: Callable[[str], str | None]
    w: Words

    @property
    def seat(self) -> int | None:
        seat = self.view["seat"]
        return None if seat is None else int(seat)

    @property
    def legal(self) -> set[str]:
        return set(self.view["legal"])


#: A game's table: ``render(ctx) -> El`` in ``expeditions.web.tables.<module>``. The module
#: also words the game's events: ``describe_event(event, names, w) -> str``.
TableRenderer = Callable[[TableContext], El]
#: ``describe_event(event, names, w)``: one public event in words.
EventWording = Callable[[dict[str, JSON], list[str], Words], str]
