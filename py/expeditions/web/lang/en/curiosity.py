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
    "curiosity.leg": {"one": "{pile}: {count} step {direction}",
                      "other": "{pile}: {count} steps {direction}"},
    "curiosity.points": {"one": "{count} point", "other": "{count} points"},
    # the table
    "curiosity.table": "Table",
    "curiosity.phase": "Round {round} of {rounds} · a pile is complete at {completion} cards",
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
    "curiosity.panel.slot": {"one": "Position {position}: {pile}, moving {count} step "
                                    "{direction}",
                             "other": "Position {position}: {pile}, moving {count} steps "
                                      "{direction}"},
    "curiosity.panel.slot_empty": "Position {position}: empty",
    "curiosity.panel.play_here": "Play here: {label}",
    "curiosity.mine.label": "Your pieces",
    "curiosity.mine.tokens_title": "Round {round} tokens",
    "curiosity.mine.tokens": "Your tokens",
    "curiosity.mine.token": {"one": "Token {value} ({count} left)",
                             "other": "Token {value} ({count} left)"},
    "curiosity.mine.cards_title": "Direction cards",
    "curiosity.mine.cards": "Your cards",
    "curiosity.mine.none_left": "none left",
    "curiosity.prompt.square": "Choose an empty square for your token.",
    "curiosity.prompt.position": "Choose a panel position for your card.",
    "curiosity.prompt.choose": "Mark a study location with a token, or program the rover "
                               "with a card.",
    "curiosity.players": "Players",
    "curiosity.player.score": "Score {score}",
    "curiosity.player.negatives": "negative points {negatives}",
    "curiosity.player.eliminated": "out of the game (404)",
    "curiosity.player.cards": {"one": "{count} card", "other": "{count} cards"},
    "curiosity.player.tokens_left": "tokens left by round {left}",
    "curiosity.player.collected": "Collected:",
    "curiosity.player.unplaced": "Unplaced:",
    # the memory aid: the tokens the route preview would reveal
    "curiosity.legend.reveal": "{symbols} in a corner: whose token the route would reveal",
    "curiosity.square.reveal": "the route would reveal {name}'s token",
    "curiosity.square.reveal_mine": "the route would reveal your {value}",
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
    "curiosity.summary.unplaced": "Unplaced, counted",
    "curiosity.summary.points": "Points",
    # the log
    "curiosity.log.round_started": "Round {round} begins; {name} starts.",
    "curiosity.log.token_placed": "{name} marked a round-{round} study location at {square}.",
    "curiosity.log.card_played": "{name} played {card} at position {position}.",
    "curiosity.log.zero_played": "{name} played a 0-card on the {pile} pile at position "
                                 "{position}.",
    "curiosity.log.card_face_down": "{name} played a card face down on the complete {pile} "
                                    "pile at position {position}.",
    "curiosity.log.pile_complete": "The {pile} pile is now complete.",
    "curiosity.log.skipped": "{name} cannot act and skips the turn.",
    "curiosity.log.drive": {"one": "The rover drives {count} step from {start} to {end}.",
                            "other": "The rover drives {count} steps from {start} to {end}."},
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
    "curiosity.option.start_player": "Round-1 start player",
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
}
