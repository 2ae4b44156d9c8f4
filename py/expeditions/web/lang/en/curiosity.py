"""English words of the Curiosity table, its log, its refusals, progress and options."""

from ...i18n import Message

MESSAGES: dict[str, Message] = {
    # the four directions (card types) and the cards
    "curiosity.type.N": "North Pole",
    "curiosity.type.S": "South Pole",
    "curiosity.type.O": "Mount Olympus",
    "curiosity.type.G": "Gale Crater",
    "curiosity.direction.N": "north",
    "curiosity.direction.S": "south",
    "curiosity.direction.O": "west",
    "curiosity.direction.G": "east",
    "curiosity.card.typed": "{pile} {value}",
    "curiosity.card.zero": "Wild 0-card",
    "curiosity.leg": {
        "one": "{pile}: {count} square {direction}",
        "other": "{pile}: {count} squares {direction}",
    },
    "curiosity.points": {"one": "{count} point", "other": "{count} points"},
    # the table
    "curiosity.table": "Table",
    "curiosity.phase": "Round {round} of {rounds} · a pile is complete at {completion, plural, one "
                       "{# card} other {# cards}}",
    "curiosity.legend.preview": "◉ rover · numbers: the route if planning stopped now",
    "curiosity.legend.over": "◉ rover",
    "curiosity.legend.drive": "◉ rover · numbers: the steps to come",
    "curiosity.planet": "Planet",
    "curiosity.square": "square {square}",
    "curiosity.square.rover": "rover",
    "curiosity.square.step": "route step {step}",
    "curiosity.square.mark": "Mark {label}",
    "curiosity.token.known": "{name}'s round-{round} token ({value})",
    "curiosity.token.hidden": "{name}'s round-{round} token",
    "curiosity.token.back": "R{round}",
    "curiosity.panel.label": "Control panel",
    "curiosity.panel.empty": "empty",
    "curiosity.panel.complete": "complete",
    "curiosity.panel.progress": "{cards}/{completion}",
    "curiosity.panel.face_down": {"one": "{count} face down", "other": "{count} face down"},
    "curiosity.panel.slot": {
        "one": "Position {position}: {pile}, moving {count} square {direction}",
        "other": "Position {position}: {pile}, moving {count} squares {direction}",
    },
    "curiosity.panel.slot_empty": "Position {position}: empty",
    "curiosity.panel.play_empty": "Play at position {position} (empty)",
    "curiosity.panel.play_pile": {
        "one": "Play at position {position}, on the {pile} pile: {count} square {direction}",
        "other": "Play at position {position}, on the {pile} pile: {count} squares {direction}",
    },
    "curiosity.mine.label": "Your pieces",
    "curiosity.mine.tokens_title": "Round-{round} tokens",
    "curiosity.mine.tokens": "Your tokens",
    "curiosity.mine.token": {"one": "Token {value} ({count} left)",
                             "other": "Token {value} ({count} left)"},
    "curiosity.mine.cards_title": "Direction cards",
    "curiosity.mine.cards": "Your cards",
    "curiosity.mine.none_left": "none left",
    # a game dealt by nobody: what waits for the friend's device
    "curiosity.mine.incoming": "{n, plural, one {# card on its way: it arrives} other {# cards on "
                               "their way: they arrive}} with your friend's next link.",
    "curiosity.resolving": "Planning is over: the drive waits until both devices reveal their "
                           "tokens on the route, with the next links.",
    "curiosity.prompt.square": "Choose an empty square for your token.",
    "curiosity.prompt.position": "Choose a panel position for your card.",
    "curiosity.prompt.choose": "Mark a study location with a token, or program the rover "
                               "with a card.",
    "curiosity.players": "Players",
    "curiosity.player.score": "Score {score}",
    "curiosity.player.negatives": "negative points {negatives}",
    "curiosity.player.eliminated": "out of the game (404)",
    "curiosity.player.cards": {"one": "{count} card", "other": "{count} cards"},
    "curiosity.player.tokens_left": "tokens left: {per_round}",
    "curiosity.player.tokens_round": "{count} for round {round}",
    "curiosity.player.collected": "Collected:",
    "curiosity.player.unplaced": "Unplaced:",
    # the memory aid: the tokens the route preview would reveal
    "curiosity.legend.reveal": "{symbols} in a corner: whose token the route would reveal",
    "curiosity.square.reveal": "{name}'s token would be revealed",
    "curiosity.square.reveal_mine": "your {value} would be revealed",
    "curiosity.reveals.none": "The route would reveal no token.",
    "curiosity.reveals.summary": {"one": "The route would reveal {count} token: {owners}",
                                  "other": "The route would reveal {count} tokens: {owners}"},
    "curiosity.reveals.mine": {"one": "{count} of yours ({values})",
                               "other": "{count} of yours ({values})"},
    "curiosity.reveals.theirs": {"one": "{count} of {name}'s", "other": "{count} of {name}'s"},
    "curiosity.reveals.label": "Tokens on the route",
    "curiosity.reveals.item": "{square} (step {step}): {name}'s round-{round} token",
    "curiosity.reveals.item_mine": "{square} (step {step}): your round-{round} token, {value}",
    "curiosity.reveals.warn_404": "Your 404 is on the route: if the rover drove now, you "
                                  "would be out of the game.",
    # the drive and the round summary
    "curiosity.drive.status": "Round {round}: the rover drives…",
    "curiosity.drive.label": "The drive",
    "curiosity.drive.title": "Round {round}: the rover drives",
    "curiosity.drive.step": "Step {step} of {steps}",
    "curiosity.drive.ready": "Ready to drive",
    "curiosity.drive.wrapped": "wrapped around the edge",
    "curiosity.drive.found_label": "Tokens found",
    "curiosity.drive.found": "{name} {value}",
    "curiosity.drive.found_404": "{name}'s 404: out of the game!",
    "curiosity.drive.unplaced": "{name}'s unplaced {value} counts against them",
    "curiosity.drive.unplaced_404": "{name}'s unplaced 404: out of the game!",
    "curiosity.drive.skip": "Skip the drive",
    "curiosity.summary.label": "Round summary",
    "curiosity.summary.title": "Round {round} summary",
    "curiosity.summary.drove": {"one": "The rover drove {count} square ({legs}).",
                                "other": "The rover drove {count} squares ({legs})."},
    "curiosity.summary.player": "Player",
    "curiosity.summary.revealed": "Revealed",
    "curiosity.summary.unplaced": "Unplaced negatives",
    "curiosity.summary.points": "Points",
    # the log
    "curiosity.log.round_started": "Round {round} begins; {name} starts.",
    "curiosity.log.token_placed": "{name} marks a round-{round} study location at {square}.",
    "curiosity.log.card_played": "{name} plays {card} at position {position}.",
    "curiosity.log.zero_played": "{name} plays a 0-card on the {pile} pile at position {position}.",
    "curiosity.log.card_face_down": "{name} plays a card face down on the complete {pile} pile at "
                                    "position {position}.",
    "curiosity.log.pile_complete": "The {pile} pile is now complete.",
    "curiosity.log.skipped": "{name} cannot act and skips the turn.",
    "curiosity.log.drive": {
        "one": "The rover drives {count} square from {start} to {end}.",
        "other": "The rover drives {count} squares from {start} to {end}.",
    },
    "curiosity.log.drive_none": "The rover does not move: it stays on {square}.",
    "curiosity.log.revealed": "The rover reveals {name}'s {value} at {square}.",
    "curiosity.log.revealed_404": "The rover reveals {name}'s 404 at {square}: {name} is out "
                                  "of the game.",
    "curiosity.log.unplaced_counts": "{name}'s unplaced {value} counts against them.",
    "curiosity.log.unplaced_discarded": "{name}'s unplaced {value} is discarded.",
    "curiosity.log.wins": "{name} wins with {points}.",
    "curiosity.log.draw": "Draw between {names} with {points}.",
    "curiosity.log.nobody_wins": "Every player is out of the game: nobody wins.",
    # where a saved game stands
    "curiosity.progress.round": "Round {round} of {rounds}",
    "curiosity.progress.finished": "Finished",
    # the new-game option
    "curiosity.option.start_player": "First player of round 1",
    "curiosity.option.start_player.random": "Random",
    "curiosity.option.start_player.0": "Player 1",
    "curiosity.option.start_player.1": "Player 2",
    "curiosity.option.start_player.2": "Player 3",
    "curiosity.option.start_player.3": "Player 4",
    # the final score breakdown (Result.breakdown[seat]["parts"])
    "curiosity.part.positives": "Positive tokens",
    "curiosity.part.negatives": "Negative tokens revealed",
    "curiosity.part.unplaced_negatives": "Negative tokens not placed",
    "curiosity.part.left_on_board": "Tokens left on the board",
    # why a move is refused (IllegalAction codes)
    "curiosity.reason.off_board": "that square is off the {size}×{size} planet",
    "curiosity.reason.under_rover": "the rover is on that square, and a token cannot go "
                                    "under it",
    "curiosity.reason.square_taken": "that square already holds a token",
    "curiosity.reason.future_round_token": "that is a round-{token_round} token: only "
                                           "round-{round} tokens can be placed now",
    "curiosity.reason.token_already_placed": "you have already placed that round-{round} "
                                             "token",
    "curiosity.reason.past_round_token": "you have no such round-{round} token (tokens of "
                                         "earlier rounds are already resolved)",
    "curiosity.reason.no_such_token": "you have no such round-{round} token",
    "curiosity.reason.bad_position": "the control panel has positions 1 to {positions}",
    "curiosity.reason.not_in_hand": "you do not hold that card",
    "curiosity.reason.zero_cannot_start": "a 0-card cannot start a pile: play it on a pile "
                                          "already on the panel",
    "curiosity.reason.wrong_pile": "that card must go on its own pile, at position "
                                   "{position}",
    "curiosity.reason.position_taken": "position {position} already holds another pile",
    # the rules' figures (expeditions.web.rules.curiosity)
    "curiosity.figure.drive": "The planet and the control panel just before the rover drives",
    "curiosity.figure.result": "The planet after the drive, and the round summary",
    "curiosity.figure.tiebreak": "Ana's and Ben's scores at the end of the game",
    # the difficulty levels, as the new-game form describes them (what each computer does)
    "curiosity.level.easy": (
        "Simple rules of thumb: good tokens on the rover's coming route, bad ones away from "
        "it."
    ),
    "curiosity.level.medium": "Weighs every move it can make now by the points it expects from it.",
    "curiosity.level.hard": (
        "Reads where the others hid their tokens and plays the round out many times before "
        "choosing."
    ),
    # the menu's card
    "curiosity.game.title": "Curiosity",
    "curiosity.game.players": "2–4 players",
    "curiosity.game.pitch": "Program the Mars rover together, and hide study tokens on the study "
                            "locations you hope it will reach.",
    # the guided game
    "curiosity.guide.your_card": "your {card}",
    "curiosity.guide.your_zero": "your 0-card",
    "curiosity.guide.new_pile": {
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
    "curiosity.guide.token_plus": "Choose your {value} token, then square {square}: step "
                                  "{step} of the route the rover would drive now. Tokens go "
                                  "face down; when the rover drives, every token on its "
                                  "route is revealed and counts for its owner, so put your "
                                  "plus tokens where it will pass.",
    "curiosity.guide.token_plus_off": "Choose your {value} token, then square {square}. It "
                                      "is off the route for now: it scores only if the rover "
                                      "drives over it, this round or a later one.",
    "curiosity.guide.token_minus": "Choose your {value} token, then square {square}, away "
                                   "from the route. A negative token counts against you if "
                                   "the rover reveals it, and also if you never place it "
                                   "this round: hide your negatives off the route before "
                                   "planning ends.",
    "curiosity.guide.token_minus_on": "Choose your {value} token, then square {square}. It "
                                      "is on the route the rover would drive now: unless "
                                      "the route changes, it will count against you.",
    "curiosity.guide.token_404": "Choose your 404 token, then square {square}: if the rover "
                                 "ever reveals it you are out of the game, so keep it well "
                                 "away from the route.",
    "curiosity.guide.same_pile": {
        "one": "Choose {card}, then its pile at position {position}: a card whose direction "
               "already has a pile must go on that pile. Only the top card counts, so the "
               "rover will go {count} square {dir} there instead of {old}.",
        "other": "Choose {card}, then its pile at position {position}: a card whose "
                 "direction already has a pile must go on that pile. Only the top card "
                 "counts, so the rover will go {count} squares {dir} there instead of {old}.",
    },
    "curiosity.guide.complete_pile": {
        "one": "Choose {card}, then position {position}: with it the {pile} pile has {completion, "
               "plural, one {# card} other {# cards}}, so it is complete. Its top card is now "
               "fixed ({count} square {dir}), and any later card there goes face down and does "
               "nothing. Planning ends at once when all four piles are complete, or when nobody "
               "has a card left.",
        "other": "Choose {card}, then position {position}: with it the {pile} pile has "
                 "{completion, plural, one {# card} other {# cards}}, so it is complete. Its top "
                 "card is now fixed ({count} squares {dir}), and any later card there goes face "
                 "down and does nothing. Planning ends at once when all four piles are complete, "
                 "or when nobody has a card left.",
    },
    "curiosity.guide.complete_last": {
        "one": "Choose {card}, then position {position}: it completes the {pile} pile "
               "({count} square {dir}), the last one open, so planning ends at once and the "
               "rover drives.",
        "other": "Choose {card}, then position {position}: it completes the {pile} pile "
                 "({count} squares {dir}), the last one open, so planning ends at once and "
                 "the rover drives.",
    },
    "curiosity.guide.face_down": "Choose {card}, then position {position}: the {pile} pile "
                                 "is complete, so your card goes on it face down and does "
                                 "nothing. Burning a card like this spends your turn "
                                 "without changing the route or placing a token. Careful: "
                                 "planning may end soon, and a negative you have not placed "
                                 "will count against you.",
    "curiosity.guide.zero": "Choose {card}, then position {position}: a 0-card goes on a "
                            "pile that already exists. On top, it stops that direction: the "
                            "rover will not move for the {pile} pile.",
    "curiosity.guide.found": {"one": "your {values}", "other": "your {values}"},
    "curiosity.guide.found_none": "none of your tokens",
    "curiosity.guide.others": {"one": "{count} of the computer's tokens",
                               "other": "{count} of the computer's tokens"},
    "curiosity.guide.others_none": "none of the computer's",
    "curiosity.guide.unplaced": {"one": "your {values}, never placed, counted against you",
                                 "other": "your {values}, never placed, counted against you"},
    "curiosity.guide.after_drive": {
        "one": "Planning is over and the rover has driven {count} square. Revealed: {found}; "
               "{others} (the round summary below lists them). Your score for that round: "
               "{points}. Round {round}: new cards, new tokens and an empty panel. Choose {card}, "
               "then position {position}, to start a pile.",
        "other": "Planning is over and the rover has driven {count} squares. Revealed: {found}; "
                 "{others} (the round summary below lists them). Your score for that round: "
                 "{points}. Round {round}: new cards, new tokens and an empty panel. Choose "
                 "{card}, then position {position}, to start a pile.",
    },
    "curiosity.guide.after_drive_unplaced": {
        "one": "Planning is over and the rover has driven {count} square. Revealed: {found}; "
               "{others} (the round summary below lists them). Also, {unplaced}: a negative left "
               "in your supply always counts when planning ends, so place negatives off the route "
               "in time. Your score for that round: {points}. Round {round}: new cards, new tokens "
               "and an empty panel. Choose {card}, then position {position}, to start a pile.",
        "other": "Planning is over and the rover has driven {count} squares. Revealed: {found}; "
                 "{others} (the round summary below lists them). Also, {unplaced}: a negative left "
                 "in your supply always counts when planning ends, so place negatives off the "
                 "route in time. Your score for that round: {points}. Round {round}: new cards, "
                 "new tokens and an empty panel. Choose {card}, then position {position}, to start "
                 "a pile.",
    },
    "curiosity.guide.tip_drive": {
        "one": "The rover drove {count} square. Revealed: {found}; {others}. Your score for that "
               "round: {points} (the round summary below has the details). Round {round}: new "
               "cards, new tokens and an empty panel.",
        "other": "The rover drove {count} squares. Revealed: {found}; {others}. Your score for "
                 "that round: {points} (the round summary below has the details). Round {round}: "
                 "new cards, new tokens and an empty panel.",
    },
    "curiosity.guide.tip_drive_unplaced": {
        "one": "The rover drove {count} square. Revealed: {found}; {others}; also, {unplaced}. "
               "Your score for that round: {points}. Round {round}: new cards, new tokens and an "
               "empty panel.",
        "other": "The rover drove {count} squares. Revealed: {found}; {others}; also, {unplaced}. "
                 "Your score for that round: {points}. Round {round}: new cards, new tokens and an "
                 "empty panel.",
    },
    "curiosity.guide.tip": {
        "one": "Round {round} of {rounds}, your turn: mark a study location with your last "
               "token, or program the rover with a card. The numbers on the board show the "
               "route if planning ended now.",
        "other": "Round {round} of {rounds}, your turn: mark a study location with one of "
                 "your {count} tokens, or program the rover with a card. The numbers on the "
                 "board show the route if planning ended now.",
    },
    "curiosity.guide.tip_negatives": {
        "one": "Round {round} of {rounds}, your turn: place a token or play a card. Your "
               "{negatives} counts against you if it is still unplaced when planning ends: "
               "put it off the route in time.",
        "other": "Round {round} of {rounds}, your turn: place a token or play a card. Your "
                 "{negatives} count against you if they are still unplaced when planning "
                 "ends: put them off the route in time.",
    },
    "curiosity.guide.tip_cards": "Round {round} of {rounds}: your tokens are all placed, so "
                                 "play a card. On a complete pile it goes face down and "
                                 "changes nothing.",
    "curiosity.guide.tip_404": {
        "one": "Last round: your 404 is your last token. If the rover reveals it you are out "
               "of the game; never placed, it does nothing. Once your cards run out you must "
               "place it, so keep a card, or put it far from the route.",
        "other": "Last round: your 404 is among your {count} tokens. If the rover reveals it "
                 "you are out of the game; never placed, it does nothing. Once your cards "
                 "run out you must place tokens, so keep a card, or put it far from the "
                 "route.",
    },
    "curiosity.guide.tip_404_negatives": {
        "one": "Last round: your {negatives} counts against you if it is still unplaced "
               "when planning ends, but your 404 does nothing unplaced, and puts you out of "
               "the game if the rover reveals it. Place the negative off the route, and keep "
               "a card so that you are never forced to place the 404.",
        "other": "Last round: your {negatives} count against you if they are still unplaced "
                 "when planning ends, but your 404 does nothing unplaced, and puts you out "
                 "of the game if the rover reveals it. Place the negatives off the route, "
                 "and keep a card so that you are never forced to place the 404.",
    },
    "curiosity.guide.outcome.won": "You win!",
    "curiosity.guide.outcome.lost": "The computer wins.",
    "curiosity.guide.outcome.tie": "It is a draw.",
    "curiosity.guide.outcome.out": "Your 404 was revealed, so you could not win.",
    "curiosity.guide.end": "The game is over: you scored {mine, plural, one {# point} other {# "
                           "points}}, the computer {theirs, plural, one {# point} other {# "
                           "points}}. {outcome} Each revealed token counted for its owner, each "
                           "unplaced negative against them, and tokens left on the board count "
                           "nothing.",
    # the hints
    "curiosity.hint.action_token": "Place your {value} token on {square}",
    "curiosity.hint.action_card": "Play {card} at position {position}",
    "curiosity.hint.action_zero": "Play the wild 0-card at position {position}",
    "curiosity.hint.cy_plus_likely": "a positive token where the rover is likely to pass "
                                     "({percent}% of the routes it foresees)",
    "curiosity.hint.cy_plus_unlikely": "a positive token off the likely route ({percent}% of "
                                       "the routes it foresees); a later round may still reveal "
                                       "it",
    "curiosity.hint.cy_minus_unlikely": "a negative token where the rover is unlikely to pass "
                                        "({percent}% of the routes it foresees); unplaced, it "
                                        "would count against you",
    "curiosity.hint.cy_minus_likely": "a negative token where the rover is likely to pass "
                                      "({percent}% of the routes it foresees); unplaced, it "
                                      "would count against you anyway",
    "curiosity.hint.cy_404": "your 404 where the rover passes in {percent}% of the routes it "
                             "foresees",
    "curiosity.hint.cy_card_face_down": "face down on the complete {pile} pile: the route does "
                                        "not change",
    "curiosity.hint.cy_card_own_gain": {
        "one": "your tokens on the route as it stands then score {count} more point",
        "other": "your tokens on the route as it stands then score {count} more points",
    },
    "curiosity.hint.cy_card_own_loss": {
        "one": "your tokens on the route as it stands then score {count} point less",
        "other": "your tokens on the route as it stands then score {count} points less",
    },
    "curiosity.hint.cy_card_off_others": {
        "one": "takes the route as it stands off {count} of the others' tokens",
        "other": "takes the route as it stands off {count} of the others' tokens",
    },
    "curiosity.hint.cy_card_onto_others": {
        "one": "takes the route as it stands onto {count} of the others' tokens",
        "other": "takes the route as it stands onto {count} of the others' tokens",
    },
    "curiosity.hint.cy_card_completes": "completes the {pile} pile: its steps are settled",
    "curiosity.hint.cy_card_quiet": "the route as it stands crosses the same tokens, and yours "
                                    "wait for later",
}
