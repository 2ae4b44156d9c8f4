"""English words of the guided first games (ids start ``guide.``)."""

from __future__ import annotations

from ...i18n import Message

MESSAGES: dict[str, Message] = {
    "guide.title": "Guided game",
    "guide.leave": "Leave the guide",
    "guide.left": "You left the guide: the game goes on against the Easy computer.",
    "guide.offer": "New to {title}? Play a guided first game: each rule is shown as it "
                   "comes up, against the Easy computer.",
    "guide.start": "Play the guided game",
    "guide.waiting": "The computer is taking its turn — watch the log.",
    "guide.misstep": "Not that one: this guided game goes a set way. {prompt}",
    "guide.pointer": "The control to use is outlined.",
    "guide.or": "{first} or {last}",
}
