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
}
