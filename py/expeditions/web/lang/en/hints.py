"""English words of the coach's hints (ids start ``hints.``)."""

from __future__ import annotations

from ...i18n import Message

MESSAGES: dict[str, Message] = {
    # the button, the panel and the log
    "hints.button": "Hint",
    "hints.button_label": "Hint: what would the Hard computer do?",
    "hints.title": "What would the Hard computer do?",
    "hints.thinking": "The Hard computer is thinking…",
    "hints.failed": "No hint this time: it could not be worked out.",
    "hints.close": "Close the hint",
    "hints.none": "Nothing to suggest: it is not your turn.",
    "hints.note": "Worked out from what you can see, nothing more. The move is yours.",
    "hints.top": "Its choice:",
    "hints.used": "{name} asked for a hint.",
    "hints.form.switch": "Hints for {name}",
    "hints.form.help": "A Hint button shows what the Hard computer would do; the game log "
                       "notes every hint.",
    "hints.decimal_point": ".",
    # the estimates, by kind
    "hints.estimate.margin": "expected margin {value}",
    "hints.estimate.win_chance": "win chance {percent}%, margin {margin}",
    "hints.estimate.lead": "expected lead {value} at the end of the round",
    "hints.estimate.gain": "estimated gain {value}",
    "hints.estimate.plan": "expected gem worth {value}",
    "hints.estimate.rule": "by its rule for this step",
    "hints.estimate.only": "the only move",
}
