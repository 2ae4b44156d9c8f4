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
    # Lost Cities
    "guide.lost_cities.wager": "Choose {card}, then play it. A wager must come before any "
                               "number of its colour and doubles what that expedition scores "
                               "— good or bad — so bet only on a colour you can fill: you "
                               "hold {count} of its numbers.",
    "guide.lost_cities.draw_deck": "Now draw a card to end your turn: from the deck "
                                   "({count} cards left) or the top of a discard pile. The "
                                   "game ends when the last card of the deck is drawn.",
    "guide.lost_cities.start": "Choose {card}, then play it to start the expedition. Every "
                               "expedition you start costs 20 points, so its cards must add "
                               "up to more than 20; with your wager the result counts "
                               "{times} times.",
    "guide.lost_cities.discard": "Choose {card} and discard it: you will not start that "
                                 "colour. A discarded card goes face up on its colour's pile, "
                                 "where either of you may take it later.",
    "guide.lost_cities.take": "Take {card} from its discard pile: the computer threw it "
                              "away, and it fits your expedition. A card taken from a pile "
                              "is yours like any other.",
    "guide.lost_cities.extend": "Choose {card} and play it: an expedition only climbs, each "
                                "card higher than the one before ({last} is on top).",
    "guide.lost_cities.tip_play": {
        "one": "Your turn: play a card to an expedition or discard one. The deck's last card "
               "is next: whoever draws it ends the game.",
        "other": "Your turn: play a card to an expedition or discard one. {count} cards are "
                 "left in the deck: about {turns} turns each.",
    },
    "guide.lost_cities.tip_draw": {
        "one": "Draw a card: the deck's last one ends the game, or take the top of a discard "
               "pile to play on.",
        "other": "Draw a card: from the deck ({count} left) or the top of a discard pile.",
    },
    "guide.lost_cities.end": "The game is over: you scored {mine}, the computer {theirs}. "
                             "Each expedition counted its cards minus 20, times 1 + its "
                             "wagers, plus 20 with 8 cards or more — the breakdown below "
                             "shows the arithmetic.",
    # Curios
    "guide.curios.the_card": "the {card}",
    "guide.curios.fill": {
        "one": "Fill the first column of {site} with its Send button. On your turn you fill "
               "the leftmost empty column of one site, completely and only with your own "
               "pawns, and take a gem there; this column takes {count} pawn. Its gems are a "
               "good bet: you hold {cards}, and a card you hold cannot be the site's hidden "
               "value, so each of its gems is worth {values}.",
        "other": "Fill the first column of {site} with its Send button. On your turn you "
                 "fill the leftmost empty column of one site, completely and only with your "
                 "own pawns, and take a gem there; this column takes {count} pawns. Its gems "
                 "are a good bet: you hold {cards}, and a card you hold cannot be the site's "
                 "hidden value, so each of its gems is worth {values}.",
    },
    "guide.curios.fill_plain": {
        "one": "Fill the first column of {site} with its Send button. On your turn you fill "
               "the leftmost empty column of one site, completely and only with your own "
               "pawns, and take a gem there; this column takes {count} pawn.",
        "other": "Fill the first column of {site} with its Send button. On your turn you "
                 "fill the leftmost empty column of one site, completely and only with your "
                 "own pawns, and take a gem there; this column takes {count} pawns.",
    },
    "guide.curios.majority": {
        "one": "Send {count} pawn to {site}: you will have {mine} there to the computer's "
               "{theirs}. When Phase 1 ends, whoever has the most pawns at a site takes one "
               "more gem there, the bonus; a tie for the most gives none.",
        "other": "Send {count} pawns to {site} to fill its next column: you will have {mine} "
                 "there to the computer's {theirs}. When Phase 1 ends, whoever has the most "
                 "pawns at a site takes one more gem there, the bonus; a tie for the most "
                 "gives none.",
    },
    "guide.curios.place": {
        "one": "Send {count} pawn to {site}, into its leftmost empty column. Then you will "
               "have {left} left: a column you cannot fill completely is out of reach, and "
               "once no column fits, you pass until Phase 1 ends.",
        "other": "Send {count} pawns to {site}, into its leftmost empty column. Then you will "
                 "have {left} left: a column you cannot fill completely is out of reach, and "
                 "once no column fits, you pass until Phase 1 ends.",
    },
    "guide.curios.recruit_bonus": {
        "one": "Phase 1 is over and every pawn is back. You had the most pawns at {sites}, "
               "so you took its bonus gem. Now Phase 2: reveal {card} to recruit an "
               "archaeologist, and you will have {pawns} pawns in every later round. The "
               "card stays face up, so everyone learns that the gems of {site} are not "
               "worth {value}: give away a clue about a colour you are not collecting.",
        "other": "Phase 1 is over and every pawn is back. You had the most pawns at {sites}, "
                 "so you took a bonus gem at each. Now Phase 2: reveal {card} to recruit an "
                 "archaeologist, and you will have {pawns} pawns in every later round. The "
                 "card stays face up, so everyone learns that the gems of {site} are not "
                 "worth {value}: give away a clue about a colour you are not collecting.",
    },
    "guide.curios.recruit": "Phase 2: reveal {card} to recruit an archaeologist, and you will "
                            "have {pawns} pawns in every later round. The card stays face up, "
                            "so everyone learns that the gems of {site} are not worth "
                            "{value}: give away a clue about a colour you are not "
                            "collecting.",
    "guide.curios.pass": "Pass: you keep your cards, and your pawns stay as they are.",
    "guide.curios.tip_search": {
        "one": "Your turn: choose a site and fill its leftmost empty column with your own "
               "pawns ({count} left this round). The game ends after the round in which "
               "{needed} sites have run out of gems ({empty} so far); the clues show what "
               "each site can still be worth.",
        "other": "Your turn: choose a site and fill its leftmost empty column with your own "
                 "pawns ({count} left this round). The game ends after the round in which "
                 "{needed} sites have run out of gems ({empty} so far); the clues show what "
                 "each site can still be worth.",
    },
    "guide.curios.tip_recruit": {
        "one": "Phase 2: reveal a card to recruit an archaeologist (you have {count} pawn, "
               "{max} at most), or pass to keep your cards. A revealed card is a clue for "
               "everyone: it cannot be its site's value.",
        "other": "Phase 2: reveal a card to recruit an archaeologist (you have {count} pawns, "
                 "{max} at most), or pass to keep your cards. A revealed card is a clue for "
                 "everyone: it cannot be its site's value.",
    },
    "guide.curios.end": "The game is over and the site cards are face up: each gem scored "
                        "its site's value. You scored {mine}, the computer {theirs}; the "
                        "table below shows each colour's gems times its value.",
    # Curiosity
    "guide.curiosity.your_card": "your {card}",
    "guide.curiosity.your_zero": "your 0-card",
    "guide.curiosity.new_pile": {
        "one": "Choose {card}, then position {position} of the control panel. A direction "
               "with no pile yet starts one on any empty position. When planning ends the "
               "rover drives pile by pile, from left to right, as many squares as each "
               "pile's top card says: for this one, {count} square {dir}. The numbers on the "
               "board show that route.",
        "other": "Choose {card}, then position {position} of the control panel. A direction "
                 "with no pile yet starts one on any empty position. When planning ends the "
                 "rover drives pile by pile, from left to right, as many squares as each "
                 "pile's top card says: for this one, {count} squares {dir}. The numbers on "
                 "the board show that route.",
    },
    "guide.curiosity.token_plus": "Choose your {value} token, then square {square}: step "
                                  "{step} of the route the rover would drive now. Tokens go "
                                  "face down; when the rover drives, every token on its "
                                  "route is revealed and counts for its owner, so put your "
                                  "plus tokens where it will pass.",
    "guide.curiosity.token_plus_off": "Choose your {value} token, then square {square}. It "
                                      "is off the route for now: it scores only if the rover "
                                      "drives over it, this round or a later one.",
    "guide.curiosity.token_minus": "Choose your {value} token, then square {square}, away "
                                   "from the route. A negative token counts against you if "
                                   "the rover reveals it, and also if you never place it "
                                   "this round: hide your negatives off the route before "
                                   "planning ends.",
    "guide.curiosity.token_minus_on": "Choose your {value} token, then square {square}. It "
                                      "is on the route the rover would drive now: unless "
                                      "the route changes, it will count against you.",
    "guide.curiosity.token_404": "Choose your 404 token, then square {square}: if the rover "
                                 "ever reveals it you are out of the game, so keep it well "
                                 "away from the route.",
    "guide.curiosity.same_pile": {
        "one": "Choose {card}, then its pile at position {position}: a card whose direction "
               "already has a pile must go on that pile. Only the top card counts, so the "
               "rover will go {count} square {dir} there instead of {old}.",
        "other": "Choose {card}, then its pile at position {position}: a card whose "
                 "direction already has a pile must go on that pile. Only the top card "
                 "counts, so the rover will go {count} squares {dir} there instead of {old}.",
    },
    "guide.curiosity.complete_pile": {
        "one": "Choose {card}, then position {position}: with it the {pile} pile has "
               "{completion} cards, so it is complete. Its top card is now fixed ({count} "
               "square {dir}), and any later card there goes face down and does nothing. "
               "Planning ends at once when all four piles are complete, or when nobody has "
               "a card left.",
        "other": "Choose {card}, then position {position}: with it the {pile} pile has "
                 "{completion} cards, so it is complete. Its top card is now fixed ({count} "
                 "squares {dir}), and any later card there goes face down and does nothing. "
                 "Planning ends at once when all four piles are complete, or when nobody "
                 "has a card left.",
    },
    "guide.curiosity.complete_last": {
        "one": "Choose {card}, then position {position}: it completes the {pile} pile "
               "({count} square {dir}), the last one open, so planning ends at once and the "
               "rover drives.",
        "other": "Choose {card}, then position {position}: it completes the {pile} pile "
                 "({count} squares {dir}), the last one open, so planning ends at once and "
                 "the rover drives.",
    },
    "guide.curiosity.face_down": "Choose {card}, then position {position}: the {pile} pile "
                                 "is complete, so your card goes on it face down and does "
                                 "nothing. Burning a card like this spends your turn "
                                 "without changing the route or placing a token. Careful: "
                                 "planning may end soon, and a negative you have not placed "
                                 "will count against you.",
    "guide.curiosity.zero": "Choose {card}, then position {position}: a 0-card goes on a "
                            "pile that already exists. On top, it stops that direction: the "
                            "rover will not move for the {pile} pile.",
    "guide.curiosity.found": {"one": "your {values}", "other": "your {values}"},
    "guide.curiosity.found_none": "none of your tokens",
    "guide.curiosity.others": {"one": "{count} of the computer's tokens",
                               "other": "{count} of the computer's tokens"},
    "guide.curiosity.others_none": "none of the computer's",
    "guide.curiosity.unplaced": {"one": "your {values}, never placed, counted against you",
                                 "other": "your {values}, never placed, counted against you"},
    "guide.curiosity.after_drive": {
        "one": "Planning is over and the rover has driven {count} square: it revealed "
               "{found}, and {others} (the round summary below lists them). Your score for "
               "that round: {points}. Round {round}: new cards, new tokens and an empty "
               "panel. Choose {card}, then position {position}, to start a pile.",
        "other": "Planning is over and the rover has driven {count} squares: it revealed "
                 "{found}, and {others} (the round summary below lists them). Your score "
                 "for that round: {points}. Round {round}: new cards, new tokens and an "
                 "empty panel. Choose {card}, then position {position}, to start a pile.",
    },
    "guide.curiosity.after_drive_unplaced": {
        "one": "Planning is over and the rover has driven {count} square: it revealed "
               "{found}, and {others} (the round summary below lists them). Also, "
               "{unplaced}: a negative left in your supply always counts when planning "
               "ends, so place negatives off the route in time. Your score for that round: "
               "{points}. Round {round}: new cards, new tokens and an empty panel. Choose "
               "{card}, then position {position}, to start a pile.",
        "other": "Planning is over and the rover has driven {count} squares: it revealed "
                 "{found}, and {others} (the round summary below lists them). Also, "
                 "{unplaced}: a negative left in your supply always counts when planning "
                 "ends, so place negatives off the route in time. Your score for that "
                 "round: {points}. Round {round}: new cards, new tokens and an empty panel. "
                 "Choose {card}, then position {position}, to start a pile.",
    },
    "guide.curiosity.tip_drive": {
        "one": "The rover drove {count} square and revealed {found}, and {others}; your "
               "score for that round: {points} (the round summary below has the details). "
               "Round {round}: new cards, new tokens and an empty panel.",
        "other": "The rover drove {count} squares and revealed {found}, and {others}; your "
                 "score for that round: {points} (the round summary below has the "
                 "details). Round {round}: new cards, new tokens and an empty panel.",
    },
    "guide.curiosity.tip_drive_unplaced": {
        "one": "The rover drove {count} square and revealed {found}, and {others}; also, "
               "{unplaced}. Your score for that round: {points}. Round {round}: new cards, "
               "new tokens and an empty panel.",
        "other": "The rover drove {count} squares and revealed {found}, and {others}; also, "
                 "{unplaced}. Your score for that round: {points}. Round {round}: new "
                 "cards, new tokens and an empty panel.",
    },
    "guide.curiosity.tip": {
        "one": "Round {round} of {rounds}, your turn: mark a study location with your last "
               "token, or program the rover with a card. The numbers on the board show the "
               "route if planning ended now.",
        "other": "Round {round} of {rounds}, your turn: mark a study location with one of "
                 "your {count} tokens, or program the rover with a card. The numbers on the "
                 "board show the route if planning ended now.",
    },
    "guide.curiosity.tip_negatives": {
        "one": "Round {round} of {rounds}, your turn: place a token or play a card. Your "
               "{negatives} counts against you if it is still unplaced when planning ends: "
               "put it off the route in time.",
        "other": "Round {round} of {rounds}, your turn: place a token or play a card. Your "
                 "{negatives} count against you if they are still unplaced when planning "
                 "ends: put them off the route in time.",
    },
    "guide.curiosity.tip_cards": "Round {round} of {rounds}: your tokens are all placed, so "
                                 "play a card. On a complete pile it goes face down and "
                                 "changes nothing.",
    "guide.curiosity.tip_404": {
        "one": "Last round: your 404 is your last token. If the rover reveals it you are out "
               "of the game; never placed, it does nothing. Once your cards run out you must "
               "place it, so keep a card, or put it far from the route.",
        "other": "Last round: your 404 is among your {count} tokens. If the rover reveals it "
                 "you are out of the game; never placed, it does nothing. Once your cards "
                 "run out you must place tokens, so keep a card, or put it far from the "
                 "route.",
    },
    "guide.curiosity.tip_404_negatives": {
        "one": "Last round: your {negatives} counts against you if it is still unplaced "
               "when planning ends, but your 404 does nothing unplaced, and puts you out of "
               "the game if the rover reveals it. Place the negative off the route, and keep "
               "a card so that you are never forced to place the 404.",
        "other": "Last round: your {negatives} count against you if they are still unplaced "
                 "when planning ends, but your 404 does nothing unplaced, and puts you out "
                 "of the game if the rover reveals it. Place the negatives off the route, "
                 "and keep a card so that you are never forced to place the 404.",
    },
    "guide.curiosity.outcome.won": "You win!",
    "guide.curiosity.outcome.lost": "The computer wins.",
    "guide.curiosity.outcome.tie": "It is a draw.",
    "guide.curiosity.outcome.out": "Your 404 was revealed, so you could not win.",
    "guide.curiosity.end": "The game is over: you scored {mine}, the computer {theirs}. "
                           "{outcome} Each revealed token counted for its owner, each "
                           "unplaced negative against them, and tokens left on the board "
                           "count nothing.",
}
