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
    # Curiosity's actions (the other games word theirs as their tables do)
    "hints.action.curiosity.token": "Place your {value} token on {square}",
    "hints.action.curiosity.card": "Play {card} at position {position}",
    # Lost Cities' reasons
    "hints.reason.lc_wager_open": {
        "one": "opens the {colour_f} expedition with a wager: {count} {colour} card worth "
               "{points} in hand",
        "other": "opens the {colour_f} expedition with a wager: {count} {colour} cards worth "
                 "{points} in hand",
    },
    "hints.reason.lc_wager_more": {
        "one": "raises the {colour_f} multiplier to ×{multiplier}, with {count} {colour} card "
               "in hand to follow",
        "other": "raises the {colour_f} multiplier to ×{multiplier}, with {count} {colour} "
                 "cards in hand to follow",
    },
    "hints.reason.lc_open": {
        "one": "starts the {colour_f} expedition: {count} {colour} card worth {points} in "
               "hand, against the {cost} it costs",
        "other": "starts the {colour_f} expedition: {count} {colour} cards worth {points} in "
                 "hand, against the {cost} it costs",
    },
    "hints.reason.lc_open_past_wager": {
        "one": "starts the {colour_f} expedition ({count} {colour} card worth {points} in "
               "hand, against the {cost} it costs), though your {colour} wager can then no "
               "longer be played",
        "other": "starts the {colour_f} expedition ({count} {colour} cards worth {points} in "
                 "hand, against the {cost} it costs), though your {colour} wager can then no "
                 "longer be played",
    },
    "hints.reason.lc_rush": {
        "one": "lay your cards out now: {cards} to play and {count} turn left",
        "other": "lay your cards out now: {cards} to play and {count} turns left",
    },
    "hints.reason.lc_extend": "extends your {colour_f} expedition without jumping over a card "
                              "you could still get",
    "hints.reason.lc_extend_wagered": "extends your {colour_f} expedition with no gap: its "
                                      "points count ×{multiplier}",
    "hints.reason.lc_extend_gap": {
        "one": "extends your {colour_f} expedition, giving up {count} lower card you could "
               "still get",
        "other": "extends your {colour_f} expedition, giving up {count} lower cards you could "
                 "still get",
    },
    "hints.reason.lc_discard_dead_safe": "neither of you can play that card any more",
    "hints.reason.lc_discard_dead": "you can no longer play that card, though {name} still "
                                    "could",
    "hints.reason.lc_discard_spare": "your {colour_f} expedition could still use that card",
    "hints.reason.lc_discard_safe": "you have not started the {colour_f} expedition and {name} "
                                    "can no longer use that card",
    "hints.reason.lc_discard_feeds": "you have not started the {colour_f} expedition, though "
                                     "{name} could add that card to theirs",
    "hints.reason.lc_discard_unstarted": {
        "one": "nobody has started the {colour_f} expedition and it is your only {colour} card",
        "other": "nobody has started the {colour_f} expedition; you hold {count} {colour} "
                 "cards",
    },
    "hints.reason.lc_draw_deck": {
        "one": "a blind draw: {count} card will be left in the deck",
        "other": "a blind draw: {count} cards will be left in the deck",
    },
    "hints.reason.lc_draw_last": "the last card of the deck: the game ends",
    "hints.reason.lc_take_stall": {
        "one": "keeps the game going to lay out {count} more card (deck: {deck})",
        "other": "keeps the game going to lay out {count} more cards (deck: {deck})",
    },
    "hints.reason.lc_take_fits": "it fits your {colour_f} expedition",
    "hints.reason.lc_take_to_start": {
        "one": "it goes with the {colour} card in your hand",
        "other": "it goes with the {count} {colour} cards in your hand",
    },
    "hints.reason.lc_take_deny": "{name} cannot add it to their {colour_f} expedition then",
    "hints.reason.lc_take": "taking from a discard pile leaves the deck as it is",
    # Curios' reasons
    "hints.reason.cu_gem_and_lead": "a gem it values at about {worth}, and for now the most "
                                    "pawns at {site_the}, for the bonus",
    "hints.reason.cu_gem": "a gem it values at about {worth}",
    "hints.reason.cu_no_gem": {
        "one": "no gem is left at {site_the}: it spends {count} pawn there",
        "other": "no gem is left at {site_the}: it spends {count} pawns there",
    },
    "hints.reason.cu_recruit_richer": "the others will think {site_the} is worth more than it "
                                      "believes",
    "hints.reason.cu_recruit_poorer": "the others will think {site_the} is worth less than it "
                                      "believes",
    "hints.reason.cu_recruit_telling": "the others will come closer to what it believes of "
                                       "{site_the}",
    "hints.reason.cu_recruit_plain": "it changes nothing the others can tell about {site_the}",
    "hints.reason.cu_pass": "you keep your cards, but get no new pawn",
    # Curiosity's reasons
    "hints.reason.cy_plus_likely": "a positive token where the rover is likely to pass "
                                   "({percent}% of the routes it foresees)",
    "hints.reason.cy_plus_unlikely": "a positive token off the likely route ({percent}% of "
                                     "the routes it foresees); a later round may still reveal "
                                     "it",
    "hints.reason.cy_minus_unlikely": "a negative token where the rover is unlikely to pass "
                                      "({percent}% of the routes it foresees); unplaced, it "
                                      "would count against you",
    "hints.reason.cy_minus_likely": "a negative token where the rover is likely to pass "
                                    "({percent}% of the routes it foresees); unplaced, it "
                                    "would count against you anyway",
    "hints.reason.cy_404": "your 404 where the rover passes in {percent}% of the routes it "
                           "foresees",
    "hints.reason.cy_card_face_down": "face down on the complete {pile} pile: the route does "
                                      "not change",
    "hints.reason.cy_card_own_gain": {
        "one": "the route as it stands then crosses {count} more point of your tokens",
        "other": "the route as it stands then crosses {count} more points of your tokens",
    },
    "hints.reason.cy_card_own_loss": {
        "one": "the route as it stands then crosses {count} point less of your tokens",
        "other": "the route as it stands then crosses {count} points less of your tokens",
    },
    "hints.reason.cy_card_off_others": {
        "one": "takes the route as it stands off {count} of the others' tokens",
        "other": "takes the route as it stands off {count} of the others' tokens",
    },
    "hints.reason.cy_card_onto_others": {
        "one": "takes the route as it stands onto {count} of the others' tokens",
        "other": "takes the route as it stands onto {count} of the others' tokens",
    },
    "hints.reason.cy_card_completes": "completes the {pile} pile: its steps are settled",
    "hints.reason.cy_card_quiet": "the route as it stands crosses the same tokens, and yours "
                                  "wait for later",
}
