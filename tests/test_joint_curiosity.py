"""Curiosity for two dealt by nobody (issue #30): two :class:`JointCuriosity` devices playing
whole games by passing only JSON bodies, the storage check of part 4 at every step, and
cheating peers named with their codes; and the engine's constructor from known deals."""

from __future__ import annotations

import base64
import json
import sys
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from expeditions.bots import make_bot
from expeditions.engine import IllegalAction
from expeditions.games.curiosity import CARDS_PER_PLAYER, ROUNDS, Curiosity, deck_for
from expeditions.remote import ec, mental
from expeditions.remote.joint_curiosity import (
    DECK,
    KIND,
    SIZE,
    JointCuriosity,
    JointError,
    token_commitment,
)
from expeditions.remote.joint_lost_cities import b64
from expeditions.rng import Rng

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


def random_turn(device: JointCuriosity, rng: Rng) -> list[str]:
    """Random legal actions until the other seat is to play, from the device's own view."""
    actions: list[str] = []
    while device.turn_due or actions:
        legal = device.legal(actions)
        if not legal:
            break
        actions.append(legal[rng.below(len(legal))])
    return actions


def cards_first(device: JointCuriosity, rng: Rng) -> list[str]:
    """A card whenever one can be played (so tokens are left unplaced), else a token."""
    actions: list[str] = []
    while device.turn_due or actions:
        legal = device.legal(actions)
        if not legal:
            break
        cards = [a for a in legal if a.startswith("card:")] or legal
        actions.append(cards[rng.below(len(cards))])
    return actions


def bot_turn(device: JointCuriosity, rng: Rng) -> list[str]:
    """An Easy bot's whole turn, chosen from the device's own view only."""
    actions: list[str] = []
    bot = make_bot("curiosity", "easy")
    while device.turn_due:
        view = device.view(actions)
        if view is None or not view["legal"]:
            break
        actions.append(bot.choose(view, rng))
    return actions


class Pair:
    """Two devices and the bodies between them."""

    def __init__(self, start: str | int = "random", seed: int = 1,
                 chooser: Callable[[JointCuriosity, Rng], list[str]] = random_turn) -> None:
        self.host = JointCuriosity.create(start_player=start)
        self.rng = Rng(seed)
        self.chooser = chooser
        self.bodies: list[Body] = [self.host.send()]
        self.guest = JointCuriosity.accept(rt(self.bodies[0]))

    @property
    def sender(self) -> JointCuriosity:
        return self.host if self.host.to_send else self.guest

    def other(self, device: JointCuriosity) -> JointCuriosity:
        return self.guest if device is self.host else self.host

    def next_body(self) -> tuple[JointCuriosity, Body]:
        device = self.sender
        body = device.send(self.chooser(device, self.rng) if device.turn_due else [])
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


# ----- the engine's constructor from known deals ---------------------------------------------
def seeded_orders(seed: int) -> list[list[str]]:
    """The deck order of each round of the seeded two-player game (as _start_round shuffles)."""
    game = Curiosity({"players": 2}, seed)
    orders = []
    for rnd in range(ROUNDS):
        deck = deck_for(2)
        Rng(game.round_seeds[rnd]).shuffle(deck)
        orders.append(deck)
    return orders


@pytest.mark.parametrize("seed", [3, 8])
def test_from_deals_plays_identically_to_the_seeded_game_with_the_same_orders(seed: int
                                                                            ) -> None:
    seeded = Curiosity({"players": 2}, seed)
    dealt = Curiosity.from_deals({"players": 2}, seeded.first_start, seeded_orders(seed), 99)
    per = CARDS_PER_PLAYER[2]
    assert dealt.hands == seeded.hands and len(dealt.hands[0]) == per
    rng = Rng(seed)
    while not seeded.is_over():
        seat = seeded.current_player
        assert seat is not None and dealt.current_player == seat
        assert dealt.view(seat) == seeded.view(seat) and dealt.view(1 - seat) == seeded.view(
            1 - seat)
        legal = seeded.legal_actions(seat)
        action = legal[rng.below(len(legal))]
        seeded.act(seat, action)
        dealt.act(seat, action)
    assert dealt.is_over() and dealt.result() == seeded.result()
    assert dealt.view(None) == seeded.view(None)


def test_from_deals_deals_hands_by_position_and_refuses_a_wrong_deck() -> None:
    order = list(DECK)
    game = Curiosity.from_deals({"players": 2}, 1, [order])
    assert game.current_player == 1 and game.first_start == 1
    assert sorted(game.hands[0]) == sorted(order[:7]) and sorted(game.hands[1]) == sorted(
        order[7:14])
    assert game.unused == order[14:]
    with pytest.raises(ValueError):
        Curiosity.from_deals({"players": 2}, 0, [order[:-1] + ["N1"]])
    with pytest.raises(ValueError):
        Curiosity.from_deals({"players": 2}, 2, [order])
    # rounds past the deals come from the seed; the clone keeps the deals
    assert game.clone()._deals == game._deals


@pytest.mark.slow
def test_the_joint_deck_is_the_engines_deck_and_deals_as_it_does() -> None:
    """The distribution: a joint shuffle is a uniform permutation of the 18 cards of
    deck_for(2) (one honest device suffices), and positions 0-6 / 7-13 / 14-17 are exactly
    the engine's hands and unused cards of a shuffled deck."""
    assert sorted(DECK) == sorted(deck_for(2)) and SIZE == 18 and KIND == "curiosity/18"
    pair = Pair(start=0, seed=2)
    pair.play()
    for deal in pair.host.deals:
        assert deal.order is not None and sorted(deal.order) == list(range(SIZE))
    truth = pair.host.truth()
    assert truth is not None and truth.is_over()


# ----- part 4: what a device holds opens nothing its view does not show ----------------------
class Snoop:
    """Every decryption a device can perform with what it holds (its save: its key of each
    deal and every body): each point of each deal (deck2, every share, deck1 when the other
    device made it) looked up as it is and with the device's own layer removed."""

    def __init__(self) -> None:
        self.tried: dict[tuple[bytes, bytes], int | None] = {}

    def opened(self, device: JointCuriosity) -> list[Counter[str]]:
        save = device.to_json()
        keys = [unb64(k) for _, k in save["keys"]]
        history = save["history"]
        decks2 = [i for i, b in enumerate(history) if "deck2" in b]
        decks1 = [i for i, b in enumerate(history) if "deck1" in b]
        out: list[Counter[str]] = []
        for deal, first in enumerate(decks2):
            later = decks2[deal + 1] if deal + 1 < len(decks2) else len(history)
            points = mental.unpack_deck(unb64(history[first]["deck2"]), SIZE, "guest")
            if decks1[deal] % 2 != device.seat:  # deck1 the other device made
                points += mental.unpack_deck(unb64(history[decks1[deal]]["deck1"]), SIZE,
                                             "host")
            for body in history[first:later]:
                if "shares" in body:
                    blob = unb64(body["shares"])[:-mental.PROOF_BYTES]
                    points += [blob[i:i + 33] for i in range(0, len(blob), 33)]
            key = keys[deal]
            inverse = pow(ec.scalar_from_bytes(key), -1, ec.N)
            cards: Counter[str] = Counter()
            for point in set(points):
                memo = (key, point)
                if memo not in self.tried:
                    raw = mental.card_of(KIND, SIZE, point)
                    plain = ec.encode(ec.mul(inverse, ec.decode(point)))
                    self.tried[memo] = raw if raw is not None else mental.card_of(
                        KIND, SIZE, plain)
                card = self.tried[memo]
                if card is not None:
                    cards[DECK[card]] += 1
            out.append(cards)
        return out


def check_storage() -> Callable[[Pair], None]:
    """At every step, for both devices: the cards every decryption opens are, round by round,
    among those its views showed (its hand, the face-up cards); the other seat's token values
    it knows are only those the rules revealed."""
    snoops = {"host": Snoop(), "guest": Snoop()}
    hands: dict[tuple[str, int], Counter[str]] = {}
    panels: dict[tuple[str, int], Counter[str]] = {}

    def check(pair: Pair) -> None:
        for device in (pair.host, pair.guest):
            view = device.view()
            if view is None or view["over"] or device.peer_keys is not None:
                continue  # before the deal; at the end both keys are out anyway
            hand: Counter[str] = Counter(str(c) for c in view["hand"])
            up: Counter[str] = Counter(str(c) for pile in view["panel"] for c in pile["cards"])
            key = (device.role, int(view["round"]))
            hands[key] = hands.get(key, Counter()) | hand
            panels[key] = panels.get(key, Counter()) | up
            for deal, cards in enumerate(snoops[device.role].opened(device)):
                seen = hands.get((device.role, deal + 1), Counter()) + panels.get(
                    (device.role, deal + 1), Counter())
                assert not cards - seen, (device.role, deal, cards - seen)
                if deal + 1 == view["round"] and not view["incoming"]:
                    assert not hand - cards  # the snooping is real
            if not view["resolving"]:
                revealed = sum(1 for e in view["events"] if e["type"] == "revealed"
                               and e["owner"] != device.seat)
                known = sum(1 for t in device.tokens if t.seat != device.seat
                            and t.value is not None)
                assert known == revealed
    return check


# ----- whole games -----------------------------------------------------------------------
@pytest.mark.slow
@pytest.mark.parametrize(("start", "seed"), [("random", 3), (1, 4)])
def test_whole_games_with_the_storage_check_at_every_step(start: str | int, seed: int) -> None:
    pair = Pair(start=start, seed=seed)
    assert pair.host.view() is None and pair.guest.view() is None  # nothing dealt yet
    pair.play(check_storage())
    result = pair.host.result()
    assert result is not None and result == pair.guest.result()
    assert pair.host.log == pair.guest.log
    # the engine replaying the audited deals and the real token values agrees
    truth = pair.host.truth()
    assert truth is not None and truth.result() is not None
    assert truth.result().to_json() == result  # type: ignore[union-attr]
    assert len(pair.host.deals) == ROUNDS and len({d.pub1 for d in pair.host.deals}) == ROUNDS
    # links: the invitation and every move body small enough
    assert len(json.dumps(pair.bodies[0])) < 4000
    moves = [b for b in pair.bodies if not {"deck1", "deck2", "keys"} & set(b)]
    assert max(len(json.dumps(b)) for b in moves) < 1000


@pytest.mark.slow
def test_a_game_between_two_easy_bots() -> None:
    pair = Pair(start="random", seed=5, chooser=bot_turn)
    pair.play()
    assert pair.host.result() == pair.guest.result() is not None
    view = pair.host.view()
    assert view is not None and view["over"] and view["round"] == ROUNDS


def test_a_token_value_is_hidden_until_the_rover_reveals_it() -> None:
    pair = Pair(start=0, seed=6)
    device, body = until(pair, lambda d, b: bool(b.get("commits")))
    assert all(a.startswith("card:") or a.startswith("token:?@") for a in body["actions"])
    # no field but the hidden action and a 32-byte commitment speaks of the token
    assert not {"tokens", "unplaced"} & set(body)
    assert all(len(unb64(c)) == 32 for c in body["commits"])
    other = pair.other(device)
    other.receive(rt(body))
    view = other.view()
    assert view is not None
    assert all(t["value"] is None for t in view["tokens"] if t["owner"] == device.seat)
    mine = device.view()
    assert mine is not None and all(
        t["value"] is not None for t in mine["tokens"] if t["owner"] == device.seat)


def test_the_drive_waits_for_both_devices_openings() -> None:
    pair = Pair(start=0, seed=7)
    mover, body = until(pair, lambda d, b: "unplaced" in b)
    assert "tokens" in body and "deck1" in body  # the next round's deck comes with it
    view = mover.view()
    assert view is not None and view["resolving"] and view["legal"] == []
    assert view["current_player"] is None and not view["over"]
    other = pair.other(mover)
    other.receive(rt(body))
    answerer, answer = pair.next_body()
    assert answerer is other and {"tokens", "unplaced", "deck2", "shares"} <= set(answer)
    assert "actions" not in answer
    theirs = other.view()
    assert theirs is not None and not theirs["resolving"] and theirs["round"] == 2
    assert theirs["incoming"] == 7 and theirs["hand"] == []  # its hand comes with the next body
    mover.receive(rt(answer))
    view = mover.view()
    assert view is not None and view["round"] == 2 and view["incoming"] == 0
    assert view["last_round"]["round"] == 1 and len(view["hand"]) == 7


@pytest.mark.slow
def test_a_save_reloads_and_plays_on_trusted_or_not() -> None:
    pair = Pair(start="random", seed=9)
    device, body = until(pair, lambda d, b: "deck1" in b and b["n"] > 0)
    pair.other(device).receive(rt(body))
    for _ in range(3):
        pair.step()
    for name, trusted in (("host", False), ("guest", True)):
        device = getattr(pair, name)
        loaded = JointCuriosity.from_json(json.loads(json.dumps(device.to_json())), trusted)
        assert loaded.view() == device.view() and loaded.to_json() == device.to_json()
        setattr(pair, name, loaded)
    pair.play()
    assert pair.host.result() == pair.guest.result() is not None
    again = JointCuriosity.from_json(json.loads(json.dumps(pair.host.to_json())), True)
    assert again.finished and again.result() == pair.host.result()


def test_a_damaged_save_is_refused() -> None:
    pair = Pair(start=0, seed=11)
    device, body = until(pair, lambda d, b: bool(b.get("commits")) and d is pair.host)
    pair.other(device).receive(rt(body))
    save = pair.host.to_json()
    assert save["tokens"]
    wrong_token = json.loads(json.dumps(save))
    wrong_token["tokens"][0][0] = "+1" if wrong_token["tokens"][0][0] != "+1" else "+2"
    wrong_key = json.loads(json.dumps(save))
    wrong_key["keys"][0][1] = b64(ec.scalar_to_bytes(12345))
    for broken in (wrong_token, wrong_key, {}, {**save, "role": "dealer"},
                   {**save, "history": []}, {**save, "extra": 1}):
        with pytest.raises(ValueError):
            JointCuriosity.from_json(broken)


# ----- cheating peers ------------------------------------------------------------------------
def caught(device: str, code: str, receiver: JointCuriosity, body: Body) -> None:
    """The receiver names ``device`` with ``code`` and changes nothing."""
    before = receiver.to_json()
    with pytest.raises(JointError) as info:
        receiver.receive(rt(body))
    assert (info.value.device, info.value.code) == (device, code), str(info.value)
    assert receiver.to_json() == before


def until(pair: Pair, wanted: Callable[[JointCuriosity, Body], bool]) -> tuple[
        JointCuriosity, Body]:
    """Play on until a body the test wants to tamper with is made (not delivered)."""
    while True:
        device, body = pair.next_body()
        if wanted(device, body):
            return device, body
        pair.other(device).receive(rt(body))


def test_a_wrong_share_is_caught_at_once() -> None:
    pair = Pair(start=1, seed=12)
    pair.step()
    _, body = pair.next_body()  # the host's: the shares of the guest's hand
    blob = bytearray(unb64(body["shares"]))
    blob[33:66], blob[66:99] = blob[66:99], blob[33:66]
    caught("host", "bad_share", pair.guest, {**body, "shares": b64(bytes(blob))})
    pair.guest.receive(rt(body))


def test_a_card_played_that_was_not_held_is_caught_at_once() -> None:
    pair = Pair(start=0, seed=13)
    device, body = until(pair, lambda d, b: any(len(r) == 3 for r in b.get("reveals", [])))
    receiver = pair.other(device)
    index = next(i for i, r in enumerate(body["reveals"]) if len(r) == 3)
    pos, card, proof = body["reveals"][index]

    def with_reveal(reveal: list[Any]) -> Body:
        reveals = list(body["reveals"])
        reveals[index] = reveal
        return {**body, "reveals": reveals}

    deal = device.deals[-1]
    others = [p for p in range(device.seat * 7, device.seat * 7 + 7)
              if p != pos and p not in deal.played]
    caught(device.role, "bad_proof", receiver, with_reveal([others[0], card, proof]))
    caught(device.role, "not_held", receiver, with_reveal([17, card, proof]))  # unused card
    theirs = (1 - device.seat) * 7
    caught(device.role, "not_held", receiver, with_reveal([theirs, card, proof]))
    receiver.receive(rt(body))


@pytest.mark.slow
def test_a_reshuffled_deck_is_caught_at_the_audit() -> None:
    pair = Pair(start=0, seed=15)
    _, body = pair.next_body()  # the acceptance
    honest = mental.unpack_deck(unb64(body["deck2"]), SIZE, "guest")
    # the last position (an unused card) is never opened in play: a point that is not
    # b·deck1 there
    deck2 = [*honest[:-1], mental.encode_card(KIND, 0)]
    pair.guest.deals[0].deck2 = deck2  # the cheating guest plays on with it
    pair.host.receive(rt({**body, "deck2": b64(mental.pack_deck(deck2))}))
    ender, last = until(pair, lambda device, body: "keys" in body)
    if ender is pair.guest:
        caught("guest", "reshuffled", pair.host, last)
    else:
        pair.guest.deals[0].deck2 = honest
        pair.guest.receive(rt(last))
        _, answer = pair.next_body()
        caught("guest", "reshuffled", pair.host, answer)


def test_a_token_opened_to_another_value_is_caught_at_once() -> None:
    pair = Pair(start=0, seed=16)
    device, body = until(pair, lambda d, b: bool(b.get("tokens")))
    receiver = pair.other(device)
    value, nonce = body["tokens"][0]
    lie = "+2" if value != "+2" else "-1"
    caught(device.role, "bad_token", receiver,
           {**body, "tokens": [[lie, nonce], *body["tokens"][1:]]})
    caught(device.role, "malformed", receiver, {**body, "tokens": body["tokens"][1:]})
    receiver.receive(rt(body))


@pytest.mark.slow
def test_a_token_the_owner_did_not_have_is_caught_when_opened() -> None:
    """A cheater commits to a value it did not have (a round-1 +3): the commitment hides it,
    and the opening that shows it names the cheater at once."""
    pair = Pair(start=0, seed=17)
    pair.step()  # acceptance
    body = pair.host.send(["token:+1@0,0"])
    nonce = bytes(range(16))
    forged = token_commitment(pair.host.game_id, 0, 0, 1, (0, 0), 3, nonce)
    pair.guest.receive(rt({**body, "commits": [b64(forged)]}))
    while True:
        device, last = until(pair, lambda d, b: d is pair.host and "tokens" in b)
        codes = []
        for i in range(len(last["tokens"])):
            lie = list(last["tokens"])
            lie[i] = ["+3", b64(nonce)]
            try:
                pair.guest.receive(rt({**last, "tokens": lie}))
            except JointError as err:
                codes.append((err.device, err.code))
        if ("host", "not_in_supply") in codes:
            assert codes.count(("host", "bad_token")) == len(codes) - 1
            return
        pair.guest.receive(rt(last))  # token 0 was not due yet


def test_unplaced_tokens_not_in_the_supply_are_caught() -> None:
    pair = Pair(start=0, seed=18, chooser=cards_first)
    device, body = until(pair, lambda d, b: bool(b.get("unplaced")))
    receiver = pair.other(device)
    caught(device.role, "not_in_supply", receiver,
           {**body, "unplaced": ["404", *body["unplaced"][1:]]})
    caught(device.role, "malformed", receiver,
           {**body, "unplaced": [*body["unplaced"], "+1"]})
    receiver.receive(rt(body))


@pytest.mark.slow
def test_a_face_down_card_of_the_wrong_type_is_caught_at_the_audit() -> None:
    """A face-down card's identity stays closed until the audit: a cheater who burns a card
    that may not go on that pile is named by the replay of the audited deals."""
    for seed in range(19, 25):  # the deal decides whether the host ever holds such a card
        if _burn_caught(Pair(start=0, seed=seed)):
            return
    raise AssertionError("no chance to cheat in six games")  # pragma: no cover


def _burn_caught(pair: Pair) -> bool:
    """Play the game, the host burning a wrong card at its first chance; True once the
    guest names it at the audit, False if no chance came."""
    done = False
    while not pair.done:
        device = pair.sender
        if not done and device.turn_due:
            cheat = _wrong_burn(device)
            if cheat is not None:
                body = device.send([cheat])
                pair.bodies.append(body)
                pair.other(device).receive(rt(body))
                done = True
                continue
        try:
            pair.step()
        except JointError as err:
            assert done and (err.code, err.device) == ("illegal_move", "host")
            return True
    assert not done, "the wrong card was not caught"
    return False


def _wrong_burn(device: JointCuriosity) -> str | None:
    """A face-down play of a typed card on another type's complete pile, forged by the host:
    it sends the public form and plays on with a legal stand-in in its own books."""
    if device.role != "host":
        return None
    table = device.table()
    assert table is not None
    game = table[0]
    for pile in range(4):
        kind = game.panel_type[pile]
        if kind is None or not game.pile_complete(pile):
            continue
        for card in game.hands[0]:
            if card != "0" and card[0] != kind and card[0] in game.panel_type:
                # the body says card:?@pile with this card's position; the host's own replay
                # would refuse it, so the cheater forges its body around the checks
                deal = device.deals[game.round - 1]
                pos = next(p for p in range(7) if deal.opened.get(p) is not None
                           and DECK[deal.opened[p]] == card and p not in deal.played)
                device.__class__ = _Cheater
                assert isinstance(device, _Cheater)
                device.burn = (pile + 1, pos)
                return f"card:{card}@{pile + 1}"
    return None


class _Cheater(JointCuriosity):
    """A host whose own books accept the burn (its shadow plays the card unchecked)."""

    burn: tuple[int, int] | None = None

    def _compose_turn(self, body: dict[str, Any]) -> None:
        if self.burn is None:
            super()._compose_turn(body)
            return
        where, pos = self.burn
        self.burn = None
        body["actions"] = [f"card:?@{where}"]
        body["reveals"] = [[pos]]

    def _play(self, game: Any, entry: tuple[int, str, int], values: list[int]) -> None:
        seat, text, ref = entry
        if seat == self.seat and text.startswith("card:?@"):
            card = DECK[self._world(game.round - 1)[ref]]
            from expeditions.games.curiosity import PlayCard
            game.apply(seat, PlayCard(card, int(text[7:])))
            return
        super()._play(game, entry, values)

    def _final_audit(self) -> None:
        pass  # the cheater does not audit itself


def test_a_replayed_or_forked_body_is_caught() -> None:
    pair = Pair(start=0, seed=20)
    for _ in range(4):
        pair.step()
    last = pair.bodies[-1]
    receiver = pair.guest if last["n"] % 2 == 0 else pair.host
    sender = "host" if receiver is pair.guest else "guest"
    caught(sender, "replayed", receiver, last)
    caught(sender, "forked", receiver, {**last, "actions": ["card:0@9"]})
    caught(sender, "out_of_order", receiver, {**last, "n": last["n"] + 2})


def test_a_coin_that_does_not_open_its_commitment_is_caught() -> None:
    pair = Pair(start="random", seed=21)
    pair.step()
    _, body = pair.next_body()
    caught("host", "bad_coin", pair.guest, {**body, "coin": b64(bytes(16))})


def test_malformed_bodies_and_illegal_actions_are_refused() -> None:
    pair = Pair(start=0, seed=22)
    _, body = pair.next_body()
    for broken in ({**body, "extra": 1}, {**body, "v": 2}, {**body, "deck2": "***"},
                   {k: v for k, v in body.items() if k != "shares"}):
        caught("guest", "malformed", pair.host, broken)
    with pytest.raises(JointError):
        JointCuriosity.accept({**pair.bodies[0], "options": {"start_player": 3}})
    pair.host.receive(rt(body))
    _, turn = pair.next_body()
    caught("host", "illegal_move", pair.guest, {**turn, "actions": ["token:?@9,9"]})
    caught("host", "malformed", pair.guest, {**turn, "actions": ["token:?@1,1"],
                                             "commits": ["AAAA"]})


def test_sending_out_of_turn_or_an_illegal_turn_is_refused_and_changes_nothing() -> None:
    pair = Pair(start=0, seed=23)
    with pytest.raises(ValueError):
        pair.host.send()
    pair.step()
    before = pair.host.to_json()
    with pytest.raises(ValueError):
        pair.host.send()  # the host starts: its turn is due
    with pytest.raises(IllegalAction):
        pair.host.send(["token:+3@1,1"])  # not a round-1 token
    assert pair.host.to_json() == before
