"""English: the words of the Lost Cities table, its log, refusals, progress and options."""

from ...i18n import Message

MESSAGES: dict[str, Message] = {
    # colours: as a noun or after a masculine noun, and after a feminine one (the same in
    # English; Spanish says "el 7 amarillo" but "la expedición amarilla")
    "lost_cities.colour.Y": "yellow",
    "lost_cities.colour.B": "blue",
    "lost_cities.colour.W": "white",
    "lost_cities.colour.G": "green",
    "lost_cities.colour.R": "red",
    "lost_cities.colour.P": "purple",
    "lost_cities.colour_f.Y": "yellow",
    "lost_cities.colour_f.B": "blue",
    "lost_cities.colour_f.W": "white",
    "lost_cities.colour_f.G": "green",
    "lost_cities.colour_f.R": "red",
    "lost_cities.colour_f.P": "purple",
    # cards
    "lost_cities.card.number": "{colour} {value}",
    "lost_cities.card.wager": "{colour} wager",
    "lost_cities.card.the": "the {card}",
    "lost_cities.n_cards": {"one": "1 card", "other": "{count} cards"},
    "lost_cities.n_points": {
        "one": "{value} point",
        "other": "{value} points",
    },
    # the table
    "lost_cities.column.mine": "Your {colour} expedition: {cards}, {points}",
    "lost_cities.column.theirs": "{name}'s {colour} expedition: {cards}, {points}",
    "lost_cities.expeditions.mine": "Your expeditions",
    "lost_cities.expeditions.theirs": "{name}'s expeditions",
    "lost_cities.pile.label": "The {colour} discard pile: {cards}",
    "lost_cities.pile.label_top": "The {colour} discard pile: {cards}, {card} on top",
    "lost_cities.take": "Take {card}",
    "lost_cities.just_discarded": "Just discarded",
    "lost_cities.draw_deck": "Draw from the deck ({count} left)",
    "lost_cities.deck_count": {"one": "1 card in the deck",
                               "other": "{count} cards in the deck"},
    "lost_cities.deck_empty": "The deck is empty",
    "lost_cities.board": "Board",
    "lost_cities.piles": "Discard piles",
    "lost_cities.play": "Play {card} to your expedition",
    "lost_cities.discard": "Discard {card}",
    "lost_cities.cannot_play": "You cannot play it: {reason}.",
    "lost_cities.prompt.choose": "Choose a card from your hand.",
    "lost_cities.prompt.selected": "Play it to your expedition or discard it.",
    "lost_cities.prompt.draw": "Now draw: the deck, or the top card of a discard pile.",
    "lost_cities.your_hand": "Your hand",
    "lost_cities.hand": "Hand",
    "lost_cities.card_actions": "Card actions",
    "lost_cities.in_hand": {"one": " · 1 card in hand", "other": " · {count} cards in hand"},
    "lost_cities.match.game": "Game {game} of {games}",
    "lost_cities.match.single": "Single game",
    "lost_cities.match.totals": "Total: {first} {a} – {second} {b}",
    "lost_cities.total": "Total",
    "lost_cities.scores_title": "Scores by expedition",
    # the scores worked out, between and after the games
    "lost_cities.column.with_math": "{label}, worked out as {math}",
    "lost_cities.math.summary": "How these points add up",
    "lost_cities.math.line": "{colour}: {math}",
    "lost_cities.math.legend": "Each expedition started scores the sum of its cards minus {cost}, "
                               "times 2, 3 or 4 with 1, 2 or 3 wagers; with {min, plural, one {# "
                               "card} other {# cards}} or more, {bonus} more.",
    "lost_cities.take_short": "Take",
    "lost_cities.card_drawn": "{card}, just drawn",
    "lost_cities.fresh_mark": "new",
    "lost_cities.expedition": "Expedition",
    "lost_cities.game": "Game",
    "lost_cities.game_n": "Game {game}",
    "lost_cities.match_title": "The match, game by game",
    "lost_cities.over.title": "Game {game} of {games} is over",
    "lost_cities.next_game": "Next game ({game} of {games})",
    # summaries of a finished game and of the match
    "lost_cities.summary.game_win": "Game {game}: {name} wins, {won} to {lost}",
    "lost_cities.summary.game_tie": "Game {game}: a tie at {score} each",
    "lost_cities.summary.match_win": "{name} wins the match, {won} to {lost}.",
    "lost_cities.summary.match_draw": "The match is a draw at {score} each.",
    "lost_cities.summary.match_nobody": "The match is tied at {score} each: nobody wins.",
    "lost_cities.summary.single_win": "{name} wins, {won} to {lost}.",
    "lost_cities.summary.single_draw": "A draw at {score} each.",
    "lost_cities.summary.single_nobody": "Tied at {score} each: nobody wins.",
    # memory aids: what the seat on screen has seen of the current game
    "lost_cities.memory.title": "Memory aids",
    "lost_cities.memory.turns": {"one": "1 turn left for you if every draw is from the deck",
                                 "other": "{count} turns left for you if every draw is from "
                                          "the deck"},
    "lost_cities.memory.turns_now": {"one": "1 turn left for you, this one, if every draw is "
                                            "from the deck",
                                     "other": "{count} turns left for you, this one included, "
                                              "if every draw is from the deck"},
    "lost_cities.memory.turns_none": "No turns left for you if every draw is from the deck",
    "lost_cities.memory.known": "Known in {name}'s hand (taken from the discard piles):",
    "lost_cities.memory.unseen": {"one": "1 card not seen yet",
                                  "other": "{count} cards not seen yet"},
    "lost_cities.memory.unseen_caption": "Cards you have not seen: in the deck or in "
                                         "{name}'s hand",
    "lost_cities.memory.numbers": "Numbers",
    "lost_cities.memory.wagers": "Wagers",
    "lost_cities.memory.no_numbers": "none",
    "lost_cities.memory.piles": {"one": "The discard piles in full: 1 card",
                                 "other": "The discard piles in full: {count} cards"},
    "lost_cities.memory.piles_none": "The discard piles in full: no cards yet",
    "lost_cities.memory.piles_order": "Oldest first: the last card of each pile is its top, "
                                      "the one that can be taken.",
    "lost_cities.memory.piles_empty": "Nothing has been discarded in this game yet.",
    "lost_cities.memory.pile": "{colour}: {cards}",
    # the log
    "lost_cities.event.game_started": "Game {game}: {name} starts.",
    "lost_cities.event.played": "{name} played {card}.",
    "lost_cities.event.discarded": "{name} discarded {card}.",
    "lost_cities.event.drew": "{name} drew from the deck.",
    "lost_cities.event.took": "{name} took {card} from the {colour} discard pile.",
    "lost_cities.event.game_over_first": "Game {game} is over: {first} {a}, {second} {b}.",
    "lost_cities.event.game_over": "Game {game} is over: {first} {a}, {second} {b} "
                                   "(match: {first} {ta}, {second} {tb}).",
    # why a move is refused (IllegalAction codes)
    "lost_cities.reason.cards_incoming": "your cards are on their way: wait for your "
                                          "friend's next link",
    "lost_cities.table.incoming": "Card on its way",
    "lost_cities.reason.no_such_pile": "there is no discard pile “{colour}” in this game",
    "lost_cities.reason.no_such_card": "there is no card “{card}” in this game",
    "lost_cities.reason.play_first": "first play or discard a card, then draw",
    "lost_cities.reason.not_in_hand": "that card is not in your hand",
    "lost_cities.reason.wager_after_number": "wagers must come before any number card, and "
                                             "this expedition already has one",
    "lost_cities.reason.lower_than_last": "it must be higher than the last card of its "
                                          "expedition",
    "lost_cities.reason.draw_first": "you have played this turn; now draw a card",
    "lost_cities.reason.deck_empty": "the deck is empty",
    "lost_cities.reason.pile_empty": "that discard pile is empty",
    "lost_cities.reason.own_discard": "you cannot take back the card you discarded this turn",
    # where a saved game stands
    "lost_cities.progress.cards_left": {"one": "1 card left", "other": "{count} cards left"},
    "lost_cities.progress.game_cards_left": {"one": "Game {game} of {games}, 1 card left",
                                             "other": "Game {game} of {games}, "
                                                      "{count} cards left"},
    "lost_cities.progress.match_over": "Match over, {first} to {second}",
    # the new-game options
    "lost_cities.option.colours": "Expeditions",
    "lost_cities.option.colours.5": "5 colours (base game)",
    "lost_cities.option.colours.6": "6 colours (long game)",
    "lost_cities.option.games": "Match",
    "lost_cities.option.games.3": "3 games",
    "lost_cities.option.games.1": "A single game",
    "lost_cities.option.start": "First player",
    "lost_cities.option.start.random": "Random",
    "lost_cities.option.start.p1": "Player 1",
    "lost_cities.option.start.p2": "Player 2",
    # the difficulty levels, as the new-game form describes them (what each computer does)
    "lost_cities.level.easy": (
        "Plays by Medium's rules of thumb but slips now and then: a gentle first opponent."
    ),
    "lost_cities.level.medium": (
        "A steady player by rules of thumb: it opens colours it can fill and wagers when it "
        "holds the cards."
    ),
    "lost_cities.level.hard": (
        "Before each move it plays out hundreds of possible deals and picks what scores best."
    ),
    # the menu's card
    "lost_cities.game.title": "Lost Cities",
    "lost_cities.game.players": "2 players",
    "lost_cities.game.pitch": "Fund expeditions in rising order, bet on them, and don't start "
                              "what you can't finish.",
    # the guided game
    "lost_cities.guide.wager": "Choose {card}, then play it. A wager must come before any number "
                               "card of its colour and multiplies what that expedition scores — "
                               "good or bad — so bet only on a colour you can fill: you hold "
                               "{count, plural, one {# number card} other {# number cards}} of "
                               "that colour.",
    "lost_cities.guide.draw_deck": "Now draw a card to end your turn: from the deck ({count, "
                                   "plural, one {# card} other {# cards}} left) or the top of a "
                                   "discard pile. The game ends when the last card of the deck is "
                                   "drawn.",
    "lost_cities.guide.start": "Choose {card}, then play it to start the expedition. Every "
                               "expedition you start costs 20 points, so its cards must add up to "
                               "more than 20; with your wager the result is multiplied by "
                               "{times}.",
    "lost_cities.guide.discard": "Choose {card} and discard it: you will not start that "
                                 "colour. A discarded card goes face up on its colour's pile, "
                                 "where either of you may take it later.",
    "lost_cities.guide.take": "Take {card} from its discard pile: the computer threw it "
                              "away, and it fits your expedition. A card taken from a pile "
                              "is yours like any other.",
    "lost_cities.guide.extend": "Choose {card} and play it: an expedition only climbs, each "
                                "card higher than the one before ({last} is on top).",
    "lost_cities.guide.tip_play": {
        "one": "Your turn: play a card to an expedition or discard one. The deck's last card is "
               "next: whoever draws it ends the game.",
        "other": "Your turn: play a card to an expedition or discard one. {count} cards are left "
                 "in the deck: about {turns, plural, one {# turn} other {# turns}} each.",
    },
    "lost_cities.guide.tip_draw": {
        "one": "Draw a card: the deck's last one ends the game, or take the top of a discard "
               "pile to play on.",
        "other": "Draw a card: from the deck ({count} left) or the top of a discard pile.",
    },
    "lost_cities.guide.end": "The game is over: you scored {mine, plural, one {# point} other {# "
                             "points}}, the computer {theirs, plural, one {# point} other {# "
                             "points}}. Each expedition counted its cards minus 20, times 1 + its "
                             "wagers, plus 20 with 8 cards or more — the breakdown below shows "
                             "the arithmetic.",
    # the hints
    "lost_cities.hint.lc_wager_open": {
        "one": "opens the {colour_f} expedition with a wager: {count} {colour} card worth "
               "{points} in hand",
        "other": "opens the {colour_f} expedition with a wager: {count} {colour} cards worth "
                 "{points} in hand",
    },
    "lost_cities.hint.lc_wager_more": {
        "one": "raises the {colour_f} multiplier to ×{multiplier}, with {count} {colour} card "
               "in hand to follow",
        "other": "raises the {colour_f} multiplier to ×{multiplier}, with {count} {colour} "
                 "cards in hand to follow",
    },
    "lost_cities.hint.lc_open": {
        "one": "starts the {colour_f} expedition: {count} {colour} card worth {points} in "
               "hand, against the {cost} it costs",
        "other": "starts the {colour_f} expedition: {count} {colour} cards worth {points} in "
                 "hand, against the {cost} it costs",
    },
    "lost_cities.hint.lc_open_past_wager": {
        "one": "starts the {colour_f} expedition ({count} {colour} card worth {points} in "
               "hand, against the {cost} it costs), though your {colour} wager can then no "
               "longer be played",
        "other": "starts the {colour_f} expedition ({count} {colour} cards worth {points} in "
                 "hand, against the {cost} it costs), though your {colour} wager can then no "
                 "longer be played",
    },
    "lost_cities.hint.lc_rush": {
        "one": "play your cards out now: {cards, plural, one {# card} other {# cards}} still to "
               "play and only {count} turn left",
        "other": "play your cards out now: {cards, plural, one {# card} other {# cards}} still to "
                 "play and {count} turns left",
    },
    "lost_cities.hint.lc_extend": "extends your {colour_f} expedition without jumping over a card "
                                  "you could still get",
    "lost_cities.hint.lc_extend_wagered": "extends your {colour_f} expedition with no gap: its "
                                          "points count ×{multiplier}",
    "lost_cities.hint.lc_extend_gap": {
        "one": "extends your {colour_f} expedition, giving up {count} lower card you could "
               "still get",
        "other": "extends your {colour_f} expedition, giving up {count} lower cards you could "
                 "still get",
    },
    "lost_cities.hint.lc_discard_dead_safe": "neither of you can play that card any more",
    "lost_cities.hint.lc_discard_dead": "you can no longer play that card, though {name} still "
                                        "could",
    "lost_cities.hint.lc_discard_spare": "your {colour_f} expedition could still use that card",
    "lost_cities.hint.lc_discard_safe": "you have not started the {colour_f} expedition and {name} "
                                        "can no longer use that card",
    "lost_cities.hint.lc_discard_feeds": "you have not started the {colour_f} expedition, though "
                                         "{name} could add that card to theirs",
    "lost_cities.hint.lc_discard_unstarted": {
        "one": "nobody has started the {colour_f} expedition and it is your only {colour} card",
        "other": "nobody has started the {colour_f} expedition; you hold {count} {colour} "
                 "cards",
    },
    "lost_cities.hint.lc_draw_deck": {
        "one": "a blind draw: {count} card will be left in the deck",
        "other": "a blind draw: {count} cards will be left in the deck",
    },
    "lost_cities.hint.lc_draw_last": "the last card of the deck: the game ends",
    "lost_cities.hint.lc_take_stall": {
        "one": "keeps the game going to lay out {count} more card (deck: {deck})",
        "other": "keeps the game going to lay out {count} more cards (deck: {deck})",
    },
    "lost_cities.hint.lc_take_fits": "it fits your {colour_f} expedition",
    "lost_cities.hint.lc_take_to_start": {
        "one": "it goes with the {colour} card in your hand",
        "other": "it goes with the {count} {colour} cards in your hand",
    },
    "lost_cities.hint.lc_take_deny": "{name} cannot add it to their {colour_f} expedition then",
    "lost_cities.hint.lc_take": "taking from a discard pile leaves the deck as it is",
}
