"""English words of games played with friends on other devices (ids start ``remote.``)."""

from __future__ import annotations

from ...i18n import Message

MESSAGES: dict[str, Message] = {
    # the new-game form
    "remote.seat_kind": "Friend on another device",
    "remote.form_help": "You will get a link to send them by chat or mail. This device deals "
                        "and checks every move; at the end every device checks the deal.",
    "remote.form_help_nobody": "You will get a link for each friend to send by chat or mail. "
                               "Nobody deals: every device shuffles the deck in turn, and no "
                               "device can read a card its player has not been shown.",
    "remote.form_help_host_more": "You will get a link to send them by chat or mail. With "
                                  "three or more players this device deals and checks every "
                                  "move, and at the end every device checks the deal; with "
                                  "two (you and one friend) nobody deals: both devices "
                                  "shuffle the deck.",
    "remote.one_person": "With friends on other devices, one person plays on this device: "
                         "make the other seats friends or computers.",
    # sending
    "remote.send_title": "Send this link",
    "remote.send.invite": "Send this invitation to {names}: one link for everyone. Each "
                          "friend opens it and takes their seat.",
    "remote.send.join": "Send this link back to {host}: it takes your seat.",
    "remote.send.update": "Send this link to {names}.",
    "remote.send.connect": "Send this link to {names} to play live: it connects your two "
                           "devices directly.",
    "remote.send.invite_one": "Send this invitation to {names} only: it is for their seat, and "
                              "whoever opens it first takes that seat.",
    "remote.send.move": "Send this link to {host}: it carries your move.",
    "remote.send.end": "Send this last link to {names}: it lets their devices check the deal.",
    "remote.link_label": "The link to send",
    "remote.share": "Share…",
    "remote.copy": "Copy link",
    "remote.copied": "Copied: paste it into your chat or mail.",
    "remote.copy_failed": "Could not copy: select the link and copy it by hand.",
    "remote.send_again": "Send the last link again",
    "remote.hide_link": "Done",
    # waiting
    "remote.waiting_join": {
        "one": "Waiting for {names} to join.",
        "other": "Waiting for {names} to join.",
    },
    "remote.waiting_move": "Waiting for {name}'s move.",
    "remote.waiting_host": "Waiting for {host}'s next link.",
    "remote.waiting_keys": "Game over: waiting for {name}'s last link, which checks the deal and "
                           "shows what each site is worth; then the scores.",
    "remote.waiting_deal": "Waiting for {name}'s link: the deal goes from device to device.",
    "remote.waiting_start": "Waiting for {host} to start the game: every friend must join "
                            "first.",
    "remote.title_waiting": "(Waiting for {name}) Expeditions",
    "remote.dealer": "{host}'s device deals the cards and checks every move; at the end "
                     "every device checks the deal.",
    "remote.dealer_you": "Your device deals the cards and checks every move; at the end "
                         "every friend's device checks the deal.",
    # the menu's box
    "remote.paste_label": "Paste a link or code",
    "remote.paste_help": "Did a friend's link open in another browser or app? Paste it here.",
    "remote.paste_open": "Open",
    # an invitation
    "remote.invite_title": "An invitation to {game}",
    "remote.invite_from": "{host} invites you to play {game}. Players: {names}.",
    "remote.pick_seat": "Which player are you?",
    "remote.take_seat": "I am {name}",
    "remote.decline": "Not now",
    "remote.own_invite": "This is your own invitation: send it to your friends.",
    "remote.already_joined": "You already took {name}'s seat in this game.",
    # what a link did
    "remote.joined": "{name} joined.",
    "remote.all_joined": "Everyone has joined: the game starts.",
    "remote.all_open": "The last keys came: every card is open, and the game was checked "
                       "against the real deal.",
    "remote.your_turn": "Your turn.",
    "remote.nothing_new": "Nothing new in this link.",
    "remote.live.here": "{name} is here: moves go straight to their device.",
    "remote.live.away": "{name} is away: send the link.",
    "remote.live.label": "Who is connected",
    "remote.live.connecting": "Connecting to {name}’s device…",
    "remote.live.setting": "How moves travel while both pages are open",
    "remote.live.setting.local": "Live, on the same network (no server)",
    "remote.live.setting.internet": "Live, also over the internet (Google’s server)",
    "remote.live.setting.off": "By links only",
    "remote.live.privacy": "While your friends have the game open too, moves go straight between "
                           "your devices and no game data passes through any server. “Also over "
                           "the internet” asks stun.l.google.com (run by Google) for this "
                           "device’s address, which that server and your friends’ devices then "
                           "see. When no connection can be made, the game goes on by links.",
    "remote.refused_move": "{name}'s move was refused ({reason}); nothing changed.",
    "remote.audit_ok": "The deal checks out: {host}'s device dealt exactly what it had "
                       "committed to at the start, and every move followed the rules.",
    "remote.audit.commitment": "Warning: the deal revealed at the end is not the one "
                               "{host}'s device committed to at the start. Do not trust "
                               "this result.",
    "remote.audit.view_mismatch": "Warning: the revealed deal does not lead to what you were "
                                  "shown after link {update}. Do not trust this result.",
    "remote.audit.illegal_move": "Warning: move {move} of the revealed game breaks the "
                                 "rules. Do not trust this result.",
    "remote.audit.unfinished": "Warning: the game revealed at the end is not finished. Do "
                               "not trust this result.",
    "remote.audit_label": "Deal check",
    "remote.no_game": "This link is for a game this browser does not hold. Open it in the "
                      "browser or installed app where you play that game. On some phones "
                      "the installed app keeps its games apart from the browser: copy the "
                      "link and paste it into the app's menu, under “Paste a link or code”.",
    "remote.code.duplicate": "You opened this link before: nothing changed.",
    "remote.code.future": "A link before this one has not been opened here yet (link "
                          "{missing}): open that one first, then this one again.",
    "remote.code.stale": "This link answers an older position: nothing changed.",
    "remote.code.fork": "This link contradicts one already opened for this game: refused; "
                        "nothing changed.",
    "remote.code.forged": "This link was changed, or is not from the player it claims: "
                          "refused; nothing changed.",
    "remote.code.elsewhere": "This link is another player's move, for {host}'s device: "
                             "nothing to do here.",
    "remote.code.foreign": "This link belongs to another game: nothing changed.",
    "remote.code.bad_body": "This link's contents are damaged: refused; nothing changed.",
    "remote.code.wrong_kind": "This link is not meant for this device: nothing changed.",
    "remote.code.not_open": "That seat is not open to friends: refused.",
    "remote.code.not_ready": "The game starts when every friend has joined: nothing changed.",
    "remote.code.sealed": "This link's private part is not readable by this device: refused; "
                          "nothing changed.",
    "remote.code.ended": "This game is over: nothing changed.",
    "remote.code.other_rules": "This invitation uses a version of the rules that this version of "
                               "Expeditions does not play: update the app on both devices.",
    "remote.code.unknown_game": "This invitation is for a game this version of Expeditions "
                                "does not have: update the app.",
    "remote.link.not_a_link": "That is not a link to an Expeditions game.",
    "remote.link.too_long": "That text is far longer than any Expeditions link.",
    "remote.link.bad_encoding": "That link is damaged or cut short: copy it again, whole.",
    "remote.link.too_big": "That link is damaged or not from Expeditions.",
    "remote.link.bad_json": "That link is damaged or not from Expeditions.",
    "remote.link.too_deep": "That link is damaged or not from Expeditions.",
    "remote.link.bad_field": "That link is damaged or not from Expeditions.",
    "remote.link.bad_version": "That link was made by a newer version of Expeditions: "
                               "reload the app to update it.",
    # Continue
    "remote.note.restarted": "{name} started the deal over after seeing their own hand: "
                             "this game replaces the earlier one.",
    "remote.note.abandoned": "{name} started this deal over after seeing their own hand, "
                             "with a new invitation: this game will not go on.",
    "remote.invite_replaces": "Note: {name} had already seen their hand in your unfinished "
                              "game; taking a seat here records that the deal was started over.",
    "remote.continue_abandoned": "{name} started this deal over.",
    "remote.continue_waiting": "Waiting for {name}.",
    "remote.continue_your_turn": "Your turn.",
    "remote.host_device": "the host",
    "remote.friend": "{name} (friend)",
    # a game dealt by nobody (two-player Lost Cities, Curios and Curiosity)
    "remote.dealer_nobody": "Nobody deals: every device shuffles the deck in turn and proves "
                            "it did, and no device can read a card its player has not been "
                            "shown.",
    "remote.checking": "Checking the link…",
    "remote.shuffling": "Shuffling…",
    "remote.cheat.malformed": "{name}'s device sent a link that does not follow the rules of "
                              "the shuffle: refused; nothing changed.",
    "remote.cheat.duplicate": "{name}'s device sent a deck holding a card twice: refused; "
                              "nothing changed. Do not trust this game.",
    "remote.cheat.bad_share": "{name}'s device sent a wrong key to open your cards: refused; "
                              "nothing changed.",
    "remote.cheat.not_a_card": "{name}'s device put something that is not a card into the "
                               "deck: refused. Do not trust this game.",
    "remote.cheat.reshuffled": "{name}'s device changed the shuffled deck after the start: "
                               "refused. Do not trust this result.",
    "remote.cheat.bad_key": "{name}'s device revealed a key at the end that is not the one it "
                            "shuffled with: refused. Do not trust this result.",
    "remote.cheat.bad_proof": "{name}'s device played a card it did not hold: refused; nothing"
                              " changed.",
    "remote.cheat.illegal_move": "{name}'s device sent a move the rules do not allow: refused;"
                                 " nothing changed.",
    "remote.cheat.not_held": "{name}'s device played a card that is not in its hand: refused; "
                             "nothing changed.",
    "remote.cheat.replayed": "{name}'s device sent a link it had sent before: nothing changed.",
    "remote.cheat.forked": "{name}'s device sent a link that contradicts one already opened: "
                           "refused; nothing changed.",
    "remote.cheat.out_of_order": "{name}'s device sent a link out of order: refused; nothing "
                                 "changed.",
    "remote.cheat.bad_coin": "{name}'s device cheated at the draw for the first player: "
                             "refused; nothing changed.",
    "remote.cheat.wrong_card": "{name}'s device opened a card for you that is not the one the "
                               "deck held: refused. Do not trust this result.",
    "remote.cheat.wrong_view": "The check at the end found that {name}'s device showed you a "
                               "position the real deal does not lead to: refused. Do not trust"
                               " this result.",
    "remote.cheat.bad_token": "{name}'s device revealed a token that is not the one it "
                              "placed: refused; nothing changed. Do not trust this game.",
    "remote.cheat.bad_shuffle": "{name}'s device sent a shuffled deck that is not the deck it "
                                "received (a card changed, added or doubled): refused; nothing "
                                "changed. Do not trust this game.",
    "remote.cheat.bad_strip": "{name}'s device sent a wrong key to open a card: refused; "
                              "nothing changed.",
    "remote.cheat.bad_show": "{name}'s device showed a card that it did not hold: refused; "
                             "nothing changed.",
    "remote.cheat.bad_random": "{name}'s device cheated at the draw for the first player: "
                               "refused; nothing changed.",
    "remote.cheat.bad_piece": "{name}'s device revealed a token that is not the one it placed: "
                              "refused; nothing changed. Do not trust this game.",
    "remote.code.not_invited": "This link tries to take a seat without that player's own "
                               "invitation: refused; nothing changed.",
    "remote.code.seat_taken": "This seat is already taken: refused; nothing changed.",
    "remote.name.too_long": "A name is too long for an invitation: 40 characters at most.",
    "remote.name.unfit_character": "A name holds a character that cannot be shown (an invisible "
                                   "or control character): type the name again.",
    "remote.name.no_letter": "A name needs at least one letter or digit.",
    "remote.name.too_many_marks": "A name has a letter with too many accents.",
    "remote.name.looks_alike": "Two players' names look the same: give them names that can "
                               "be told apart.",
    "remote.cheat.not_in_supply": "{name}'s device revealed a token it did not have to place:"
                                  " refused; nothing changed. Do not trust this game.",
}
