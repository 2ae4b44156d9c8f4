"""Lost Cities dealt by nobody (issue #30): two :class:`JointLostCities` devices playing whole
games and matches by passing only JSON bodies, the storage check of part 4 at every step, and
cheating peers named with their codes."""

from __future__ import annotations

import base64
import json
import sys
from collections.abc import Callable
from typing import Any

import pytest

from expeditions.bots import make_bot
from expeditions.engine import IllegalAction, replay
from expeditions.games.lost_cities import CARD_OF, CODES, Core, LostCities
from expeditions.remote import ec, mental
from expeditions.remote.joint_lost_cities import JointError, JointLostCities, b64
from expeditions.rng import Rng
from tests.support.markers import CPYTHON_ONLY

#: Games started before every device dealt (issue #52) still load and finish through this
#: code, which no longer changes: CPython keeps checking it; the Pyodide pass, which ran it
#: while it was current, spends its time on the code new games run.
pytestmark = [pytest.mark.fast, pytest.mark.skipif(sys.platform == "emscripten",
                                reason="frozen code of earlier versions: CPython only")]


Body = dict[str, Any]


def rt(body: Body) -> Body:
    """A body as it arrives: through JSON text."""
    return json.loads(json.dumps(body))  # type: ignore[no-any-return]


def unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def turn_for(device: JointLostCities, rng: Rng) -> list[str]:
    """An Easy bot's whole turn, chosen from the device's own view only."""
    view = device.view()
    if view is None or not view["legal"]:
        return []
    bot = make_bot("lost-cities", "easy")
    first = bot.choose(view, rng)
    second = bot.choose(device.view([first]) or {}, rng)
    return [first, second]


class Pair:
    """Two devices and the bodies between them."""

    def __init__(self, colours: int = 5, games: int = 1, start: str = "random",
                 seed: int = 1) -> None:
        self.host = JointLostCities.create(colours=colours, games=games, start=start)
        self.rng = Rng(seed)
        self.bodies: list[Body] = [self.host.send()]
        self.guest = JointLostCities.accept(rt(self.bodies[0]))

    @property
    def sender(self) -> JointLostCities:
        return self.host if self.host.to_send else self.guest

    def other(self, device: JointLostCities) -> JointLostCities:
        return self.guest if device is self.host else self.host

    def next_body(self) -> tuple[JointLostCities, Body]:
        device = self.sender
        body = device.send(turn_for(device, self.rng))
        self.bodies.append(body)
        return device, body

    def step(self) -> None:
        device, body = self.next_body()
        self.other(device).receive(rt(body))

    @property
    def done(self) -> bool:
        return self.host.finished and self.guest.finished

    def play(self, check: Callable[[Pair], None] | None = None) -> None:
        while not self.done:
            self.step()
            if check is not None:
                check(self)


# ----- part 4: what a device holds opens nothing its view does not show ----------------------
class Snoop:
    """Everything one device can decrypt with what it holds (its save: keys and every body),
    remembered between steps so each point is tried once. Every point of the current deal
    (deck2, every share sent or received, deck1 for the device that did not make it) is looked
    up as it is and with the device's own layer removed: the only ways to a card without the
    other device's key."""

    def __init__(self) -> None:
        self.tried: dict[tuple[bytes, bytes], int | None] = {}

    def opened(self, device: JointLostCities) -> set[int]:
        """The cards any point of the current deal's bodies opens under the device's key of
        that deal (deck2's points and every share; raw too), i.e. every decryption the app
        could perform with what it holds."""
        save = device.to_json()
        secrets_ = [unb64(k) for _, k in save["keys"]]
        deal = len(device.deals) - 1
        if device.deals[deal].deck2 is None:
            deal -= 1
        n = device.size
        kind = device.kind
        decks2 = [i for i, b in enumerate(save["history"]) if "deck2" in b]
        first = decks2[deal]
        later = decks2[deal + 1] if deal + 1 < len(decks2) else len(save["history"])
        points: list[bytes] = mental.unpack_deck(unb64(save["history"][first]["deck2"]), n,
                                                 "guest")
        if device.deals[deal].layer1 != device.role:
            # deck1 under our key: only the layer-1 device removes a layer of it to a card
            # (and learns the deck's make-up, never a position's card)
            deck1 = next(b["deck1"] for b in reversed(save["history"][:first]) if "deck1" in b)
            points += mental.unpack_deck(unb64(deck1), n, "host")
        for body in save["history"][first:later]:
            if "shares" in body:
                blob = unb64(body["shares"])[:-mental.PROOF_BYTES]
                points += [blob[i:i + 33] for i in range(0, len(blob), 33)]
        key = secrets_[deal]
        inverse = pow(ec.scalar_from_bytes(key), -1, ec.N)
        cards: set[int] = set()
        for point in points:
            memo = (key, point)
            if memo not in self.tried:
                raw = mental.card_of(kind, n, point)
                plain = ec.encode(ec.mul(inverse, ec.decode(point)))
                once = mental.card_of(kind, n, plain)
                self.tried[memo] = raw if raw is not None else once
            card = self.tried[memo]
            if card is not None:
                cards.add(card)
        return cards


def shown_cards(view: dict[str, Any]) -> set[int]:
    """Every card identity the current game's view shows."""
    codes = set(view["hand"]) | {c for k in view["known_hands"] for c in k}
    codes |= {c for side in view["columns"] for col in side for c in col}
    codes |= {c for pile in view["discards"] for c in pile}
    if "drawn" in view:
        codes.add(view["drawn"])
    return {CARD_OF[c] for c in codes}


def check_storage(snoops: dict[str, Snoop]) -> Callable[[Pair], None]:
    def check(pair: Pair) -> None:
        for device in (pair.host, pair.guest):
            view = device.view()
            if view is None or view["over"]:
                continue  # before the deal; after the match both keys are out anyway
            deal = device.deals[len(view["match"]["finished"])]
            if deal.deck2 is None or deal.peer_key is not None:
                continue  # the deal is not made yet, or its game is over and audited
            got = snoops[device.role].opened(device)
            seen = shown_cards(view)
            assert got <= seen, (device.role, sorted(got - seen))
            # the snooping is real: it does open the cards the device was dealt
            own = {CARD_OF[c] for c in view["hand"]} - {
                CARD_OF[c] for c in view["known_hands"][device.seat]}
            assert own <= got
    return check


# ----- whole games -----------------------------------------------------------------------
@pytest.mark.slow
@pytest.mark.parametrize(("colours", "start", "seed"), [(5, "random", 3), (6, "p2", 4)])
def test_whole_single_games_with_the_storage_check_at_every_step(colours: int, start: str,
                                                                 seed: int) -> None:
    pair = Pair(colours=colours, start=start, seed=seed)
    assert pair.host.view() is None and pair.guest.view() is None  # nothing dealt yet
    pair.play(check_storage({"host": Snoop(), "guest": Snoop()}))
    result = pair.host.result()
    assert result is not None and result == pair.guest.result()
    # the engine replaying the audited deal agrees, move by move
    orders = [d.order for d in pair.host.deals]
    assert orders == [d.order for d in pair.guest.deals] and None not in orders
    truth = LostCities.from_deals({"players": 2, "colours": colours, "games": 1,
                                   "start": "p2" if pair.host.start else "p1"},
                                  [o for o in orders if o is not None])
    for seat, action in pair.host.log:
        truth.act(seat, action)
    assert truth.result() is not None and truth.result().to_json() == result  # type: ignore
    assert pair.host.log == pair.guest.log and len(pair.host.log) >= 2 * (colours * 12 - 16)
    # links: one body per message, each small enough
    assert len(json.dumps(pair.bodies[0])) < 4000
    assert max(len(json.dumps(b)) for b in pair.bodies[3:]) < 1000


@pytest.mark.slow
@CPYTHON_ONLY
def test_a_three_game_match() -> None:
    pair = Pair(colours=5, games=3, start="random", seed=7)
    pair.play(check_storage({"host": Snoop(), "guest": Snoop()}))
    result = pair.host.result()
    assert result is not None and result == pair.guest.result()
    assert len(pair.host.deals) == 3 and all(d.order for d in pair.host.deals)
    # each game has its own deal and keys
    assert len({d.pub1 for d in pair.host.deals}) == 3
    view = pair.host.view()
    assert view is not None and len(view["match"]["finished"]) == 3


def test_a_drawn_card_is_incoming_until_the_other_device_answers() -> None:
    pair = Pair(start="p1", seed=2)
    pair.step()  # acceptance
    device, body = pair.next_body()  # the host's start, with its first turn
    assert device is pair.host and body["actions"][1] == "draw:deck"
    view = pair.host.view()
    assert view is not None and view["incoming"] == 1 and len(view["hand"]) == 7
    assert "drawn" not in view and view["legal"] == []
    pair.guest.receive(rt(body))
    _, answer = pair.next_body()
    assert "shares" in answer  # the share of the card the host drew, with the guest's move
    pair.host.receive(rt(answer))
    view = pair.host.view()
    assert view is not None and view["incoming"] == 0 and len(view["hand"]) == 8
    assert view["drawn"] in view["hand"] and view["legal"]


def test_the_guest_starting_waits_for_its_hand() -> None:
    pair = Pair(start="p2", seed=5)
    pair.step()
    view = pair.guest.view()
    # dealt, but the guest's hand comes with the host's next body
    assert view is not None and view["hand"] == [] and view["incoming"] == 8
    assert view["current_player"] == 1 and view["legal"] == []
    _, start = pair.next_body()
    assert "actions" not in start and "shares" in start
    pair.guest.receive(rt(start))
    view = pair.guest.view()
    assert view is not None and len(view["hand"]) == 8 and view["legal"]


@pytest.mark.slow
def test_a_save_reloads_at_every_kind_of_step_and_plays_on() -> None:
    pair = Pair(start="random", seed=9)
    for _ in range(6):
        pair.step()
    for name in ("host", "guest"):
        device = getattr(pair, name)
        loaded = JointLostCities.from_json(json.loads(json.dumps(device.to_json())))
        assert loaded.view() == device.view() and loaded.to_json() == device.to_json()
        setattr(pair, name, loaded)
    pair.play()
    assert pair.host.result() == pair.guest.result() is not None


def test_a_damaged_save_is_refused() -> None:
    pair = Pair(start="p1", seed=11)
    for _ in range(5):
        pair.step()
    save = pair.host.to_json()
    damaged = json.loads(json.dumps(save))
    damaged["history"][3]["shares"] = damaged["history"][3]["shares"][:-4] + "AAAA"
    with pytest.raises(ValueError):
        JointLostCities.from_json(damaged)
    wrong_key = json.loads(json.dumps(save))
    wrong_key["keys"][0][1] = b64(ec.scalar_to_bytes(12345))
    with pytest.raises(ValueError):
        JointLostCities.from_json(wrong_key)
    for broken in ({}, {**save, "role": "dealer"}, {**save, "history": []},
                   {**save, "extra": 1}):
        with pytest.raises(ValueError):
            JointLostCities.from_json(broken)


# ----- cheating peers ------------------------------------------------------------------------
def caught(device: str, code: str, receiver: JointLostCities, body: Body) -> None:
    """The receiver names ``device`` with ``code`` and changes nothing."""
    before = receiver.to_json()
    with pytest.raises(JointError) as info:
        receiver.receive(rt(body))
    assert (info.value.device, info.value.code) == (device, code), str(info.value)
    assert receiver.to_json() == before


def until(pair: Pair, wanted: Callable[[JointLostCities, Body], bool]) -> tuple[
        JointLostCities, Body]:
    """Play on until a body the test wants to tamper with is made (not delivered)."""
    while True:
        device, body = pair.next_body()
        if wanted(device, body):
            return device, body
        pair.other(device).receive(rt(body))


def test_a_wrong_share_is_caught_at_once() -> None:
    pair = Pair(start="p2", seed=12)
    pair.step()
    device, body = pair.next_body()  # the host's start: the shares of the guest's hand
    blob = bytearray(unb64(body["shares"]))
    blob[33:66], blob[66:99] = blob[66:99], blob[33:66]  # two points swapped
    caught("host", "bad_share", pair.guest, {**body, "shares": b64(bytes(blob))})
    pair.guest.receive(rt(body))  # the honest body still goes through


def test_a_share_of_another_position_is_caught_at_once() -> None:
    pair = Pair(start="p1", seed=13)
    pair.step()
    device, body = pair.next_body()
    deal = pair.host.deals[0]
    assert deal.keys is not None and deal.deck2 is not None
    context = f"{pair.host.game_id}/0/shares/2".encode()
    forged = mental.share_many(deal.keys, deal.deck2, [20, *range(9, 16)], context)
    caught("host", "bad_share", pair.guest, {**body, "shares": b64(forged)})


def test_a_duplicated_card_in_deck2_is_caught_at_once() -> None:
    pair = Pair(seed=14)
    _, body = pair.next_body()  # the acceptance
    deck2 = mental.unpack_deck(unb64(body["deck2"]), 60, "guest")
    deck2[30] = deck2[31]
    caught("guest", "duplicate", pair.host, {**body, "deck2": b64(mental.pack_deck(deck2))})


@pytest.mark.slow
def test_a_reshuffled_deck_is_caught_at_the_audit() -> None:
    pair = Pair(start="p1", seed=15)
    _, body = pair.next_body()  # the acceptance
    honest = mental.unpack_deck(unb64(body["deck2"]), 60, "guest")
    # the last position is never opened during play: a point that is not b·deck1 there
    deck2 = [*honest[:59], mental.encode_card("lost-cities/60", 0)]
    pair.guest.deals[0].deck2 = deck2  # the cheating guest plays on with it
    pair.host.receive(rt({**body, "deck2": b64(mental.pack_deck(deck2))}))
    ender, last = until(pair, lambda device, body: "key" in body)
    if ender is pair.guest:  # the host finds it with the guest's key
        caught("guest", "reshuffled", pair.host, last)
    else:  # the host ended the game: it finds it with the guest's answer
        pair.guest.deals[0].deck2 = honest  # (the cheater does not audit itself)
        pair.guest.receive(rt(last))
        _, answer = pair.next_body()
        caught("guest", "reshuffled", pair.host, answer)


def test_a_card_played_that_was_not_held_is_caught_at_once() -> None:
    pair = Pair(start="p1", seed=16)
    pair.step()
    device, body = until(pair, lambda d, b: bool(b.get("reveals")) and b["n"] >= 5)
    receiver = pair.other(device)
    pos, code, proof = body["reveals"][0]
    deal = device.deals[0]
    # another position of the sender's hand (opened for it, not for the receiver): the
    # proof does not hold there
    others = [p for p, c in deal.opened.items() if c != CARD_OF[code]
              and p not in receiver.deals[0].opened]
    swapped = {**body, "reveals": [[others[0], code, proof], *body["reveals"][1:]]}
    caught(device.role, "bad_proof", receiver, swapped)
    # a position of the pile nobody drew
    caught(device.role, "not_held", receiver,
           {**body, "reveals": [[59, code, proof], *body["reveals"][1:]]})
    # no reveal at all
    caught(device.role, "not_held", receiver, {**body, "reveals": []})
    # a card the sender cannot have: one the receiver holds, with a made-up proof
    mine = receiver.view()
    assert mine is not None
    theirs = body["actions"][0].split(":")[0] + ":" + mine["hand"][0]
    caught(device.role, "bad_proof", receiver,
           {**body, "actions": [theirs, body["actions"][1]],
            "reveals": [[pos, mine["hand"][0], proof]]})
    receiver.receive(rt(body))


def test_an_illegal_action_is_caught_at_once() -> None:
    pair = Pair(start="p1", seed=17)
    pair.step()
    _, body = pair.next_body()
    caught("host", "illegal_move", pair.guest,
           {**body, "actions": ["draw:deck", "draw:deck"], "reveals": []})


@pytest.mark.slow
def test_a_wrong_key_at_the_end_is_caught() -> None:
    pair = Pair(start="p1", seed=18)
    device, body = until(pair, lambda d, b: "key" in b)
    wrong = b64(ec.scalar_to_bytes(ec.scalar_from_bytes(unb64(body["key"])) ^ 1))
    caught(device.role, "bad_key", pair.other(device), {**body, "key": wrong})
    pair.other(device).receive(rt(body))
    answerer, answer = pair.next_body()
    caught(answerer.role, "bad_key", device, {**answer, "key": wrong})
    device.receive(rt(answer))
    assert pair.done


def test_a_replayed_or_forked_body_is_caught() -> None:
    pair = Pair(start="p1", seed=19)
    for _ in range(4):
        pair.step()
    last = pair.bodies[-1]
    receiver = pair.guest if last["n"] % 2 == 0 else pair.host
    sender = "host" if receiver is pair.guest else "guest"
    caught(sender, "replayed", receiver, last)
    caught(sender, "forked", receiver, {**last, "actions": list(reversed(last["actions"]))})
    caught(sender, "out_of_order", receiver, {**last, "n": last["n"] + 2})


def test_a_coin_that_does_not_open_its_commitment_is_caught() -> None:
    pair = Pair(start="random", seed=20)
    pair.step()
    _, body = pair.next_body()
    caught("host", "bad_coin", pair.guest, {**body, "coin": b64(bytes(16))})


def test_malformed_bodies_are_refused() -> None:
    pair = Pair(seed=21)
    _, body = pair.next_body()
    for broken in ({**body, "extra": 1}, {**body, "v": 2}, {**body, "v": True},
                   {**body, "deck2": "***"}, {**body, "pub2": b64(bytes(33))},
                   {k: v for k, v in body.items() if k != "shares"}):
        caught("guest", "malformed", pair.host, broken)
    with pytest.raises(JointError):
        JointLostCities.accept({**pair.bodies[0], "options": {"colours": 7}})


def test_sending_out_of_turn_or_an_illegal_turn_is_refused_and_changes_nothing() -> None:
    pair = Pair(start="p1", seed=22)
    with pytest.raises(ValueError):
        pair.host.send()
    pair.step()
    before = pair.host.to_json()
    with pytest.raises(ValueError):
        pair.host.send()  # the host starts: its turn is due
    view = pair.host.view()
    assert view is not None
    with pytest.raises(IllegalAction):
        pair.host.send(["draw:deck", "draw:deck"])
    assert pair.host.to_json() == before


# ----- the engine's constructor from a known deal ----------------------------------------------
def test_from_deals_deals_by_position_and_seeded_matches_are_unchanged() -> None:
    order = list(range(60))
    game = LostCities.from_deals({"players": 2, "colours": 5, "games": 1, "start": "p2"},
                                 [order])
    assert sorted(game.core.hands[0]) == list(range(8))
    assert sorted(game.core.hands[1]) == list(range(8, 16))
    assert game.core.deck[-1] == 16 and game.current_player == 1
    game.act(1, f"discard:{CODES[8]}")
    game.act(1, "draw:deck")
    assert 16 in game.core.hands[1]
    with pytest.raises(ValueError):
        LostCities.from_deals({"players": 2}, [order[:-1] + [0]])
    # a seeded match's deals, given back, replay the same match
    seeded = LostCities({"players": 2}, 5)
    deal = seeded.core
    again = Core.from_order(5, [*deal.hands[0], *deal.hands[1], *reversed(deal.deck)], 0)
    assert again.hands == deal.hands and again.deck == deal.deck
    replayed = replay(LostCities, {"players": 2}, 5, [])
    assert isinstance(replayed, LostCities) and replayed.state() == seeded.state()


@pytest.mark.slow
def test_a_match_deals_each_game_afresh_and_checks_the_new_deal_at_once() -> None:
    pair = Pair(colours=5, games=3, start="p1", seed=23)
    ender, last = until(pair, lambda device, body: "deck1" in body)
    other = pair.other(ender)
    assert "key" in last and last["actions"]  # the game's last move, its key, the next deck
    deck1 = mental.unpack_deck(unb64(last["deck1"]), 60, "host")
    twice = [*deck1[:59], deck1[0]]
    caught(ender.role, "duplicate", other, {**last, "deck1": b64(mental.pack_deck(twice))})
    other.receive(rt(last))
    answerer, answer = pair.next_body()
    assert {"key", "deck2", "pub2", "shares"} <= set(answer) and "actions" not in answer
    blob = bytearray(unb64(answer["shares"]))
    blob[-1] ^= 1
    caught(answerer.role, "bad_share", ender, {**answer, "shares": b64(bytes(blob))})
    ender.receive(rt(answer))
    view = ender.view()
    assert view is not None and view["match"]["game"] == 2 and len(view["hand"]) == 8
    assert pair.other(ender).view()["incoming"] == 8  # type: ignore[index]
