"""English words of the coach's stats (ids start ``stats.``)."""

from __future__ import annotations

from ...i18n import Message

MESSAGES: dict[str, Message] = {
    "stats.menu": "Statistics",
    "stats.title": "Statistics",
    "stats.intro": "Your games with one person at this device: against the computer (by the "
                   "difficulty of the strongest computer playing) and against friends on other "
                   "devices. Games passed around one device are not counted.",
    "stats.empty": "No finished games against the computer or friends yet.",
    "stats.summary": "{count, plural, one {# game} other {# games}}, {wins} won, average margin "
                     "{margin}.",
    "stats.table_caption": "{game}: your figures by difficulty",
    "stats.figure": "Figure",
    "stats.row.games": "Games",
    "stats.row.wins": "Wins",
    "stats.row.losses": "Losses",
    "stats.row.ties": "Ties",
    "stats.row.margin": "Average margin",
    "stats.row.best": "Best score",
    "stats.row.streak": "Current win streak",
    "stats.row.best_streak": "Best win streak",
    "stats.chart_label": {"one": "{game}: your margin in the last game",
                          "other": "{game}: your margin in the last {count} games, oldest "
                                   "first"},
    "stats.chart_key": "(bars up: you were ahead; down: behind)",
    "stats.as_text": "The games as a list",
    "stats.level.friend": "Friends",
    "stats.chart_item_friend": "{outcome}, margin {margin}, against friends",
    "stats.chart_item": "{outcome}, margin {margin}, against the {level} computer",
    "stats.outcome.win": "Won",
    "stats.outcome.loss": "Lost",
    "stats.outcome.tie": "Tied",
    "stats.reset_group": "Reset statistics",
    "stats.reset": "Reset statistics",
    "stats.reset_question": "Forget every game counted here? Saved games are not deleted.",
    "stats.reset_confirm": "Yes, reset",
    "stats.reset_cancel": "Cancel",
    "stats.note.unreadable": "Your statistics could not be read on {when}, so they were "
                             "started again. The damaged copy is kept in this browser.",
    "stats.note.dropped": {"one": "On {when}, 1 entry of your statistics could not be read "
                                  "and was left out.",
                           "other": "On {when}, {count} entries of your statistics could not "
                                    "be read and were left out."},
    "stats.imported": {"one": "Statistics: 1 game added.",
                       "other": "Statistics: {count} games added."},
    # the review of finished games (issue #31)
    "stats.review.title": "Reviews",
    "stats.review.figures.points": {"one": "Points lost per move in your last reviewed game: "
                                           "{figures}.",
                                    "other": "Points lost per move in your last {count} "
                                             "reviewed games, oldest first: {figures}."},
    "stats.review.figures.lead": {"one": "Points of expected lead lost per move in your last "
                                         "reviewed game: {figures}.",
                                  "other": "Points of expected lead lost per move in your last "
                                           "{count} reviewed games, oldest first: {figures}."},
    "stats.review.figures.percent": {"one": "Win chance lost per move (percentage points) in "
                                            "your last reviewed game: {figures}.",
                                     "other": "Win chance lost per move (percentage points) "
                                              "in your last {count} reviewed games, oldest "
                                              "first: {figures}."},
    "stats.review.none": "No game reviewed yet: a saved finished game can be reviewed here.",
    "stats.review.open": "Review game {n}: {outcome}, {margin}",
    "stats.review.open_label": "Review the {title} game: {outcome}, margin {margin}",
    "stats.import_refused": {"one": "1 statistics entry could not be read.",
                             "other": "{count} statistics entries could not be read."},
}
