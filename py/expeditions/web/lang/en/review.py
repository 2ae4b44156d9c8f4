"""English words of the review of a finished game (ids start ``review.``; issue #31)."""

from __future__ import annotations

from ...i18n import Message

MESSAGES: dict[str, Message] = {
    "review.button": "Review",
    "review.button_title": "How your moves compare with the Hard computer's",
    "review.open_label": "Review {what}",
    "review.title": "Review · {game}",
    "review.back": "Back to saved games",
    "review.back_game": "Back to the game",
    "review.back_stats": "Back to the statistics",
    "review.seat": "Moves of",
    "review.unfinished": "Only a finished game can be reviewed.",
    "review.unavailable": "This game cannot be reviewed: its Hard computer does not weigh "
                          "its moves.",
    "review.failed": "The review could not be worked out this time.",
    "review.progress": "The Hard computer is reviewing {name}'s moves: {done} of {total}",
    "review.meanwhile": "You can go back meanwhile: the review goes on and is kept with the "
                        "saved game.",
    "review.summary_title": "{name}'s moves",
    "review.figure.points": {"one": "{name}: 1 move weighed, {value} points lost on average "
                                    "against the Hard computer's choice.",
                             "other": "{name}: {count} moves weighed, {value} points lost on "
                                      "average against the Hard computer's choice."},
    "review.figure.lead": {"one": "{name}: 1 move weighed, {value} points of expected lead "
                                  "lost on average against the Hard computer's choice.",
                           "other": "{name}: {count} moves weighed, {value} points of expected "
                                    "lead lost on average against the Hard computer's "
                                    "choice."},
    "review.figure.percent": {"one": "{name}: 1 move weighed, {value} percentage points of "
                                     "win chance lost on average against the Hard "
                                     "computer's choice.",
                              "other": "{name}: {count} moves weighed, {value} percentage "
                                       "points of win chance lost on average against the "
                                       "Hard computer's choice."},
    "review.no_figure": "{name} made no move the Hard computer could weigh.",
    "review.counts": "Moves by class",
    "review.class.best": {"one": "best move", "other": "best moves"},
    "review.class.good": {"one": "good move", "other": "good moves"},
    "review.class.inaccuracy": {"one": "inaccuracy", "other": "inaccuracies"},
    "review.class.mistake": {"one": "mistake", "other": "mistakes"},
    "review.class.blunder": {"one": "blunder", "other": "blunders"},
    "review.class.unrated": {"one": "move by a fixed rule (not weighed)",
                             "other": "moves by a fixed rule (not weighed)"},
    "review.chart_label.points": {
        "one": "{title}: the expected margin over 1 move",
        "other": "{title}: the expected margin over {count} moves",
    },
    "review.chart_label.lead": {
        "one": "{title}: the expected lead at the end of the round over 1 move",
        "other": "{title}: the expected lead at the end of the round over {count} moves",
    },
    "review.chart_label.percent": {
        "one": "{title}: the win chance over 1 move",
        "other": "{title}: the win chance over {count} moves",
    },
    "review.chart_key.points": "As the Hard computer saw the game before each move: above the "
                               "line, ahead. Circles: the costliest moments.",
    "review.chart_key.lead": "As the Hard computer saw the game before each move: above the line, "
                             "ahead at the end of the round. Circles: the costliest moments.",
    "review.chart_key.percent": "As the Hard computer saw the game before each move: above the "
                                "line, a better than even chance to win. Circles: the costliest "
                                "moments.",
    "review.as_text": "The chart as text",
    "review.point": "Move {move}: {value}",
    "review.value.points": "{value}",
    "review.value.percent": "{value}%",
    "review.value.lead": "{value}",
    "review.moments_title": "The costliest moments",
    "review.no_moments": "No costly moments: each of {name}'s moves was the Hard computer's "
                         "choice or as good as it.",
    "review.moment.title": "{n}. Move {move}",
    "review.moment.played": "{name} played: {move}",
    "review.moment.better": "Better: {move}",
    "review.moment.lost": "Lost: {loss}",
    "review.loss.points": "{value} points of expected margin",
    "review.loss.lead": "{value} points of expected lead at the end of the round",
    "review.loss.percent": "{value} percentage points of win chance",
    "review.moment.open": "See it in the replay",
    "review.moment.open_label": "See move {move} in the replay",
    "review.unit.points": "points of expected margin",
    "review.unit.lead": "points of expected lead at the end of the round",
    "review.unit.percent": "percentage points of win chance",
    "review.note": ("Worked out by the Hard computer from what {name} could see before each "
                    "move, {samples, plural, one {# sample} other {# samples}} a move, in "
                    "{unit}. A good move loses less than {good}; an inaccuracy, from {good}; "
                    "a mistake, from {mistake}; a blunder, from {blunder}. The estimates come "
                    "from sampled games, so small differences are noise."),
}
