"""English: the words of the Curios table, its log, its refusals and its progress."""

from ...i18n import Message

MESSAGES: dict[str, Message] = {
    # the four sites: a heading, and with its article for running text
    "curios.site.pyramid": "Great Pyramid",
    "curios.site.colosseum": "Ancient Colosseum",
    "curios.site.shipwreck": "Lost Shipwreck",
    "curios.site.temple": "Forbidden Temple",
    "curios.site.pyramid.the": "the Great Pyramid",
    "curios.site.colosseum.the": "the Ancient Colosseum",
    "curios.site.shipwreck.the": "the Lost Shipwreck",
    "curios.site.temple.the": "the Forbidden Temple",
    # colours, cards and gems
    "curios.colour.yellow": "yellow",
    "curios.colour.green": "green",
    "curios.colour.blue": "blue",
    "curios.colour.red": "red",
    "curios.colour_title.yellow": "Yellow",
    "curios.colour_title.green": "Green",
    "curios.colour_title.blue": "Blue",
    "curios.colour_title.red": "Red",
    "curios.card": "{colour} {value}",
    "curios.gem_a.yellow": "a yellow gem",
    "curios.gem_a.green": "a green gem",
    "curios.gem_a.blue": "a blue gem",
    "curios.gem_a.red": "a red gem",
    "curios.gems.yellow": {"one": "{count} yellow gem", "other": "{count} yellow gems"},
    "curios.gems.green": {"one": "{count} green gem", "other": "{count} green gems"},
    "curios.gems.blue": {"one": "{count} blue gem", "other": "{count} blue gems"},
    "curios.gems.red": {"one": "{count} red gem", "other": "{count} red gems"},
    "curios.gems_left.yellow": {"one": "{count} yellow gem left",
                                "other": "{count} yellow gems left"},
    "curios.gems_left.none": "No gems left",
    "curios.gems_left.green": {"one": "{count} green gem left",
                               "other": "{count} green gems left"},
    "curios.gems_left.blue": {"one": "{count} blue gem left", "other": "{count} blue gems left"},
    "curios.gems_left.red": {"one": "{count} red gem left", "other": "{count} red gems left"},
    # the table
    "curios.table.round": "Round {round} · {phase}",
    "curios.phase.search": "Phase 1: Search for treasure",
    "curios.phase.recruit": "Phase 2: Recruit",
    "curios.phase.over": "Game over",
    "curios.table.sites": "Treasure Sites",
    "curios.site.value": "value {value}",
    "curios.site.hidden_value": "hidden value",
    "curios.site.columns": "{site}: columns",
    "curios.column.filled": {"one": "column {n}: {count} space, filled by {name}",
                             "other": "column {n}: {count} spaces, filled by {name}"},
    "curios.column.empty": {"one": "column {n}: {count} space, empty",
                            "other": "column {n}: {count} spaces, empty"},
    "curios.site.place": {"one": "Send {count} archaeologist to {site}",
                          "other": "Send {count} archaeologists to {site}"},
    "curios.bonus.label": "Bonus gems",
    "curios.bonus.title": "Bonus gems of the last search",
    "curios.bonus.tie": "No bonus at {site}: the most archaeologists there are tied",
    "curios.bonus.empty": "{name} has the most archaeologists at {site}, but no gem is left",
    "curios.bonus.took": "{name} takes {gem} as a bonus (most archaeologists at {site})",
    "curios.players.label": "Players",
    "curios.player.first": "First player",
    "curios.player.passed": "passed",
    "curios.player.pawns": {"one": "Archaeologists {left} / {total} · {count} card",
                            "other": "Archaeologists {left} / {total} · {count} cards"},
    "curios.player.gems": "{name}'s gems",
    "curios.player.revealed": "Revealed:",
    "curios.player.none": "none",
    "curios.clues.title": "Clues",
    "curios.clues.help": "Values each site can still have, from the cards you hold and have "
                         "seen.",
    "curios.clues.chance": "{percent}%",
    "curios.clues.ruled_out": "{value}: ruled out",
    # memory aids in the clues panel: gems left, the end, the race for each bonus gem
    "curios.memory.gems_left": "{count} of {start, plural, one {# gem} other {# gems}} left",
    "curios.memory.empty_sites": "Sites out of gems: {empty} of {needed}. The round in which "
                                 "{needed, plural, one {# site runs} other {# sites run}} out is "
                                 "the last.",
    "curios.memory.race": "Majority race",
    "curios.memory.race_help": "After the search, the player with the most archaeologists at a "
                               "site takes a bonus gem there; a tie for the most takes none.",
    "curios.memory.race_idle": "The archaeologists are back with their owners: the race starts "
                               "again with the next search.",
    "curios.memory.leads": {"one": "{name} leads by {count} archaeologist",
                            "other": "{name} leads by {count} archaeologists"},
    "curios.memory.tied": {"one": "{names} are tied at {count} archaeologist: no bonus as it "
                                  "stands",
                           "other": "{names} are tied at {count} archaeologists: no bonus as it "
                                    "stands"},
    "curios.memory.nobody": "No archaeologists yet",
    "curios.memory.no_bonus_gem": "No gem is left for the bonus.",
    "curios.memory.pawns": {"one": "{name}: {count} archaeologist",
                            "other": "{name}: {count} archaeologists"},
    "curios.score.title": "Score table",
    "curios.score.product": "{gems} × {value}",
    "curios.score.total": "Total",
    "curios.hand.title": "Your hand",
    "curios.hand.incoming": "{n, plural, one {# card on its way: it arrives} other {# cards on "
                            "their way: they arrive}} with your friend's next link.",
    "curios.hand.empty": "No cards left.",
    "curios.hand.recruit_group": "Recruit",
    "curios.hand.reveal": "Reveal the {card} and recruit an archaeologist",
    "curios.hand.pass": "Pass (keep your cards)",
    # the game log (one sentence per event)
    "curios.event.round_started": "Round {round} begins; {name} is the first player.",
    "curios.event.placed": {
        "one": "{name} fills column {column} of {site} with {count} archaeologist and takes {gem}.",
        "other": "{name} fills column {column} of {site} with {count} archaeologists and takes "
                 "{gem}.",
    },
    "curios.event.placed_no_gem": {
        "one": "{name} fills column {column} of {site} with {count} archaeologist and gets no gem "
               "(none left).",
        "other": "{name} fills column {column} of {site} with {count} archaeologists and gets no "
                 "gem (none left).",
    },
    "curios.event.passed": "{name} passes.",
    "curios.event.passed_stuck": {
        "one": "{name} passes: {count} archaeologist left, too few to fill any column.",
        "other": "{name} passes: {count} archaeologists left, too few to fill any column.",
    },
    "curios.event.passed_out": "{name} passes: no archaeologists left.",
    "curios.event.bonus_tie": "Tie for the majority at {site}: no bonus.",
    "curios.event.bonus": {
        "one": "{name} has the majority at {site} ({count} archaeologist) and takes {gem} as a "
               "bonus.",
        "other": "{name} has the majority at {site} ({count} archaeologists) and takes {gem} as a "
                 "bonus.",
    },
    "curios.event.bonus_empty": {
        "one": "{name} has the majority at {site} ({count} archaeologist) but no gems are left.",
        "other": "{name} has the majority at {site} ({count} archaeologists) but no gems are left.",
    },
    "curios.event.recruited": "{name} reveals the {card} and recruits an archaeologist ({pawns} "
                              "now).",
    "curios.event.declined": "{name} does not recruit.",
    "curios.event.cannot_recruit.no_cards": "{name} cannot recruit (no cards left) and "
                                            "passes.",
    "curios.event.cannot_recruit.max_pawns": "{name} cannot recruit (already has {pawns, plural, "
                                             "one {# archaeologist} other {# archaeologists}}) and "
                                             "passes.",
    "curios.event.side_card_incoming": "The side deck's top card is turned up; it reaches this "
                                       "device with your friend's next link.",
    "curios.event.side_card_flipped": "The side deck's top card is turned up: the {card}.",
    "curios.event.game_over": "Game over. The site cards are turned up: {values}.",
    # why a move is refused (IllegalAction codes)
    "curios.reason.must_place": "you must fill a column while you can (there is no "
                                "voluntary pass)",
    "curios.reason.wrong_phase": "archaeologists are placed in Phase 1 and cards revealed in Phase "
                                 "2",
    "curios.reason.site_full": "all five columns of that site are full",
    "curios.reason.not_enough_pawns": "the leftmost empty column there needs {needed, plural, one "
                                      "{# archaeologist} other {# archaeologists}} and you have "
                                      "{left} left",
    "curios.reason.no_cards": "your hand is empty: there is no card to reveal",
    "curios.reason.max_pawns": "you already have {max, plural, one {# archaeologist} other {# "
                               "archaeologists}}",
    "curios.reason.not_in_hand": "you do not hold that card",
    # where a game stands (the list of saved games)
    "curios.progress.round": "Round {round}, Phase {phase}",
    "curios.progress.finished": "Finished after round {round}",
    # the difficulty levels, as the new-game form describes them (what each computer does)
    "curios.level.easy": (
        "Puts its archaeologists where they gain most right now, looking no further, and now and "
        "then picks a lesser site."
    ),
    "curios.level.medium": (
        "Plans the rest of its archaeologists and the majorities from the cards it has seen."
    ),
    "curios.level.hard": (
        "Also reads what the others' moves say about their cards, and plays its best moves "
        "out to the end before choosing."
    ),
    # the menu's card
    "curios.game.title": "Curios",
    "curios.game.players": "2–5 players",
    "curios.game.pitch": "Send your archaeologists to four ancient sites and guess which gems "
                         "are worth most.",
    # the guided game
    "curios.guide.the_card": "the {card}",
    "curios.guide.fill": {
        "one": "Fill the first column of {site} with its Send button. On your turn you fill the "
               "leftmost empty column of one site, completely and only with your own "
               "archaeologists, and take a gem there; this column takes {count} archaeologist. Its "
               "gems are a good bet: you hold {cards}, and a card you hold cannot be the site's "
               "hidden value, so each of its gems is worth {values}.",
        "other": "Fill the first column of {site} with its Send button. On your turn you fill the "
                 "leftmost empty column of one site, completely and only with your own "
                 "archaeologists, and take a gem there; this column takes {count} archaeologists. "
                 "Its gems are a good bet: you hold {cards}, and a card you hold cannot be the "
                 "site's hidden value, so each of its gems is worth {values}.",
    },
    "curios.guide.fill_plain": {
        "one": "Fill the first column of {site} with its Send button. On your turn you fill "
               "the leftmost empty column of one site, completely and only with your own "
               "archaeologists, and take a gem there; this column takes {count} archaeologist.",
        "other": "Fill the first column of {site} with its Send button. On your turn you fill the "
                 "leftmost empty column of one site, completely and only with your own "
                 "archaeologists, and take a gem there; this column takes {count} archaeologists.",
    },
    "curios.guide.majority": {
        "one": "Send {count} archaeologist to {site}: you will have {mine} there to the computer's "
               "{theirs}. When Phase 1 ends, whoever has the most archaeologists at a site takes "
               "one more gem there, the bonus; a tie for the most gives none.",
        "other": "Send {count} archaeologists to {site} to fill its next column: you will have "
                 "{mine} there to the computer's {theirs}. When Phase 1 ends, whoever has the most "
                 "archaeologists at a site takes one more gem there, the bonus; a tie for the most "
                 "gives none.",
    },
    "curios.guide.place": {
        "one": "Send {count} archaeologist to {site}, into its leftmost empty column. Then you "
               "will have {left, plural, one {# archaeologist} other {# archaeologists}} left: a "
               "column you cannot fill completely is out of reach, and once no column fits, you "
               "pass until Phase 1 ends.",
        "other": "Send {count} archaeologists to {site}, into its leftmost empty column. Then you "
                 "will have {left, plural, one {# archaeologist} other {# archaeologists}} left: "
                 "a column you cannot fill completely is out of reach, and once no column fits, "
                 "you pass until Phase 1 ends.",
    },
    "curios.guide.place_last": {
        "one": "Send your last archaeologist to {site}, into its leftmost empty column. Then you "
               "have none left, so you pass until Phase 1 ends.",
        "other": "Send your last {count} archaeologists to {site}, into its leftmost empty "
                 "column. Then you have none left, so you pass until Phase 1 ends.",
    },
    "curios.guide.recruit_bonus": {
        "one": "Phase 1 is over and every archaeologist is back. You had the most archaeologists "
               "at {sites}, so you took its bonus gem. Now Phase 2: reveal {card} to recruit an "
               "archaeologist, and you will have {pawns, plural, one {# archaeologist} other {# "
               "archaeologists}} in every later round. The card stays face up, so everyone learns "
               "that the gems of {site} are not worth {value}: give away a clue about a colour you "
               "are not collecting.",
        "other": "Phase 1 is over and every archaeologist is back. You had the most archaeologists "
                 "at {sites}, so you took a bonus gem at each. Now Phase 2: reveal {card} to "
                 "recruit an archaeologist, and you will have {pawns, plural, one {# "
                 "archaeologist} other {# archaeologists}} in every later round. The card stays "
                 "face up, so everyone learns that the gems of {site} are not worth {value}: give "
                 "away a clue about a colour you are not collecting.",
    },
    "curios.guide.recruit": "Phase 2: reveal {card} to recruit an archaeologist, and you will have "
                            "{pawns, plural, one {# archaeologist} other {# archaeologists}} in "
                            "every later round. The card stays face up, so everyone learns that "
                            "the gems of {site} are not worth {value}: give away a clue about a "
                            "colour you are not collecting.",
    "curios.guide.pass": "Pass: you keep your cards, and your archaeologists stay as they are.",
    "curios.guide.tip_search": {
        "one": "Your turn: choose a site and fill its leftmost empty column with your own "
               "archaeologists ({count} left this round). The game ends after the round in which "
               "{needed, plural, one {# site has} other {# sites have}} run out of gems ({empty} "
               "so far); the clues show what each site can still be worth.",
        "other": "Your turn: choose a site and fill its leftmost empty column with your own "
                 "archaeologists ({count} left this round). The game ends after the round in which "
                 "{needed, plural, one {# site has} other {# sites have}} run out of gems ({empty} "
                 "so far); the clues show what each site can still be worth.",
    },
    "curios.guide.tip_recruit": {
        "one": "Phase 2: reveal a card to recruit an archaeologist (you have {count} "
               "archaeologist, {max} at most), or pass to keep your cards. A revealed card is a "
               "clue for everyone: it cannot be its site's value.",
        "other": "Phase 2: reveal a card to recruit an archaeologist (you have {count} "
                 "archaeologists, {max} at most), or pass to keep your cards. A revealed card is a "
                 "clue for everyone: it cannot be its site's value.",
    },
    "curios.guide.end": "The game is over and the site cards are face up: each gem scored its "
                        "site's value. You scored {mine, plural, one {# point} other {# points}}, "
                        "the computer {theirs, plural, one {# point} other {# points}}; the table "
                        "below shows each colour's gems times its value.",
    # the hints
    "curios.hint.cu_gem_and_lead": "a gem it values at about {worth}, and for now the most "
                                   "archaeologists at {site_the}, for the bonus",
    "curios.hint.cu_gem": "a gem it values at about {worth}",
    "curios.hint.cu_no_gem": {
        "one": "no gem is left at {site_the}: it spends {count} archaeologist there",
        "other": "no gem is left at {site_the}: it spends {count} archaeologists there",
    },
    "curios.hint.cu_recruit_richer": "the others will think {site_the} is worth more than it "
                                     "believes",
    "curios.hint.cu_recruit_poorer": "the others will think {site_the} is worth less than it "
                                     "believes",
    "curios.hint.cu_recruit_telling": "the others will come closer to what it believes of "
                                      "{site_the}",
    "curios.hint.cu_recruit_plain": "it changes nothing the others can tell about {site_the}",
    "curios.hint.cu_pass": "you keep your cards, but get no new archaeologist",
    # the replay, everything open
    "curios.replay.site_value": "{site}: worth {value}",
}
