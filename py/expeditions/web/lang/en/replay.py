"""English words of the coach's replay (ids start ``replay.``)."""

from __future__ import annotations

from ...i18n import Message

MESSAGES: dict[str, Message] = {
    "replay.remote_later": ("On a friend's device, the replay of a game opens once the game "
                            "is over and its deal is checked (the host's last link brings "
                            "every move)."),
    "replay.open_button": "Replay",
    "replay.open_label": "Replay {what}",
    "replay.title": "Replay · {game}",
    "replay.back": "Back to saved games",
    "replay.back_game": "Back to the game",
    "replay.back_review": "Back to the review",
    "replay.controls": "Replay controls",
    "replay.start": "Go to the start",
    "replay.prev_round": "Previous round",
    "replay.prev": "Previous move",
    "replay.next": "Next move",
    "replay.next_round": "Next round",
    "replay.end": "Go to the end",
    "replay.position": "Move {step} of {total}",
    "replay.round": "round {n} of {total}",
    "replay.game": "game {n} of {total}",
    "replay.keys": "Keys: ← → one move, Page Up / Page Down one round, Home / End the start "
                   "or the end.",
    "replay.log": "The game up to this move",
    "replay.no_moves": "this is a replay: no move can be made here",
    "replay.view.label": "Seen by",
    "replay.view.seat": "{name}",
    "replay.view.public": "Everybody (public information only)",
    "replay.view.open": "Everything open (every hand)",
    "replay.view.unfinished": "The game is not over, so the replay shows only what you may "
                              "see now. Once it ends, every hand can be opened.",
    "replay.open.title": "Hidden until the end",
    "replay.position_seen": "Position {step} of {total}",
    "replay.view.seen": ("The game is not over: the replay shows your own seat, one position "
                         "for each link the host sent. Once it ends, every move and every hand "
                         "can be opened."),
    "replay.failed": "This game cannot be replayed: {reason}.",
}
