"""The attack suite (issue #52): modified devices try to break a game dealt by every device,
in every game that has a hidden part, at every player count.

Each attack is made the way a modified copy of the app would make it — the app's own code
with one thing changed (a point planted in a shuffle, a wrong share, a move rewritten on its
way, a message in another device's name, a seat taken without its link) — and each must be
refused by every honest device **at the first message that carries it**, naming the device
that sent it and why, with nothing changed in the honest device's save. Adding a game with a
hidden part (``registry`` part ``hidden``) adds it here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from expeditions import registry
from expeditions.bots import make_bot
from expeditions.games import game_class
from expeditions.remote import crypto as rcrypto
from expeditions.remote import ec, mental, shuffle, signature, wire
from expeditions.remote.deal import table as table_module
from expeditions.remote.deal.state import start_of
from expeditions.remote.linked_session import LinkedSession
from expeditions.rng import Rng
from expeditions.session import Session
from tests.support.linked_play import Device, Party, rewrite
from tests.support.markers import CPYTHON_ONLY

pytestmark = [pytest.mark.fast, CPYTHON_ONLY]

GAMES = [g for g in registry.game_ids() if registry.has_part(g, "hidden")]


#: The quickest table runs in the fast tier; every other table is slow.
FAST_TABLE = ("curiosity", 2)


def tables() -> list[Any]:
    out = []
    for game in GAMES:
        cls = game_class(game)
        out += [pytest.param(game, n, marks=() if (game, n) == FAST_TABLE else pytest.mark.slow)
                for n in range(cls.min_players, cls.max_players + 1)]
    return out


def start(game: str, players: int, **kw: Any) -> Party:
    kinds = ["human"] + ["remote"] * (players - 1)
    return Party(game, {"games": 1} if game == "lost-cities" else {}, kinds, **kw)


def snapshots(party: Party) -> dict[int, str]:
    return {n: d.stored() for n, d in party.devices.items() if d.session is not None}


def refused_by_all_but(party: Party, cheater: int, code: str, reason: str | None,
                       before: dict[int, str]) -> None:
    """Every honest device that received the cheating link refused it as ``code`` (with
    ``reason`` for a cheat, naming the cheater's seat), and its save did not change."""
    seen = 0
    for number, device in party.devices.items():
        if number == cheater or not device.arrivals:
            continue
        arrival = device.arrivals[-1]
        if arrival.code == "applied":
            continue
        seen += 1
        assert arrival.code == code, (number, arrival)
        if reason is not None:
            assert arrival.params.get("reason") == reason, arrival
            assert device.s.linked.devices[arrival.sender] == cheater
        assert device.stored() == before[number], "a refusal changed the save"
    assert seen, "nobody refused the cheating link"


def step_until_refused(party: Party, limit: int = 400) -> None:
    """Play until some device refuses a link (its delivery stops there)."""
    for _ in range(limit):
        for number in sorted(party.devices):
            device = party.devices[number]
            while device.inbox:
                before = device.stored()
                _, text = device.inbox.pop(0)
                arrival = device.s.receive(wire.decode(text))
                device.arrivals.append(arrival)
                if not arrival.applied and arrival.code != "duplicate":
                    party.refused = (number, before)  # type: ignore[attr-defined]
                    return
            party.play_turns(device)
            if device.s.outbox:
                party._post(device)
    raise AssertionError("nothing was refused")


def assert_refused(party: Party, cheater: int, code: str, reason: str | None) -> None:
    step_until_refused(party)
    number, before = party.refused  # type: ignore[attr-defined]
    device = party.devices[number]
    arrival = device.arrivals[-1]
    assert number != cheater
    assert arrival.code == code, arrival
    if reason is not None:
        assert arrival.params.get("reason") == reason, arrival
        assert device.s.linked.devices[arrival.sender] == cheater, arrival
    assert device.stored() == before, "a refusal changed the save"


# --- Cheating with the deal's cryptography ---------------------------------------------------


@contextmanager
def cheating_shuffle(cheater: int, plant: Callable[[list[ec.Point], list[ec.Point], int],
                                                   list[ec.Point]]) -> Iterator[None]:
    """The cheater's device shuffles with ``plant`` applied to its honest output (inputs,
    outputs, key -> outputs), and proves it with the prover's own code (which would refuse)."""
    honest = shuffle.shuffle

    def modified(key: int, inputs: Any, classes: Any, context: bytes) -> Any:
        if not context.decode().endswith(f"/{cheater}"):
            return honest(key, inputs, classes, context)
        perm = shuffle.permutation(classes)
        outputs = plant(list(inputs), ec.mul_many(key, [inputs[i] for i in perm]), key)
        return outputs, perm, shuffle._proof(key, perm, inputs, outputs, classes, context)

    setattr(shuffle, "shuffle", modified)  # noqa: B010 - a modified device's code
    try:
        yield
    finally:
        setattr(shuffle, "shuffle", honest)  # noqa: B010


def planted_sum(inputs: list[ec.Point], outputs: list[ec.Point], key: int) -> list[ec.Point]:
    """A position holding key·(I_0 + I_1): the other devices' honest shares would open it
    to the sum of two cards, which the cheater looks up in a table."""
    total = ec.add(inputs[0], inputs[1])
    assert total is not None
    return [ec.mul(key, total), *outputs[1:]]


def duplicated(inputs: list[ec.Point], outputs: list[ec.Point], key: int) -> list[ec.Point]:
    return [outputs[1], *outputs[1:]]


def marked(inputs: list[ec.Point], outputs: list[ec.Point], key: int) -> list[ec.Point]:
    """A card replaced by twice itself: a point the cheater would recognise when it opens."""
    return [ec.mul(2 * key % ec.N, inputs[0]), *outputs[1:]]


@pytest.mark.parametrize("game,players", tables())
def test_a_planted_point_in_a_friends_shuffle(game: str, players: int) -> None:
    cheater = players - 1
    with cheating_shuffle(cheater, planted_sum):
        party = start(game, players)
        assert_refused(party, cheater, "cheat", "bad_shuffle")


@pytest.mark.parametrize("game,players", tables())
@pytest.mark.parametrize("plant", [duplicated, marked, planted_sum])
def test_a_bad_first_deck_is_refused_by_every_friend(game: str, players: int,
                                                     plant: Callable[..., Any]) -> None:
    """The inviting device's first shuffle must be exactly the deck's cards: a friend refuses
    the invitation itself (the seat is not taken, nothing is stored)."""
    with cheating_shuffle(0, plant):
        host = Device(0)
        host.session = LinkedSession.host(game, {} if game != "lost-cities" else {"games": 1},
                                          [*start_seats(players)], host.store, host.clock)
    for out in host.s.outbox:
        friend = Device(out.to[0])
        with pytest.raises(table_module.Refusal) as err:
            LinkedSession.accept(wire.decode(wire.encode(out.bundle)), friend.store,
                                 friend.clock)
        assert (err.value.device, err.value.code) == (0, "bad_shuffle")
        assert not list(friend.store.ids())


def start_seats(players: int) -> list[Any]:
    from tests.support.linked_play import seats_of

    return seats_of(["human"] + ["remote"] * (players - 1))


@contextmanager
def cheating_strip(cheater: int, change: Callable[[list[ec.Point]], list[ec.Point]]
                   ) -> Iterator[None]:
    honest = mental.strip

    def modified(key: int, ciphers: Any, context: bytes) -> Any:
        points, proof = honest(key, ciphers, context)
        parts = context.decode().split("/")
        if parts[1] == "strip" and int(parts[3]) == cheater:
            points = change(points)
        return points, proof

    setattr(mental, "strip", modified)  # noqa: B010 - a modified device's code
    try:
        yield
    finally:
        setattr(mental, "strip", honest)  # noqa: B010


def swapped(points: list[ec.Point]) -> list[ec.Point]:
    """Shares of two positions, each in the other's place (or, for one, another point)."""
    if len(points) > 1:
        return [points[1], points[0], *points[2:]]
    return [ec.add(points[0], ec.G) or ec.G]


def wrong_point(points: list[ec.Point]) -> list[ec.Point]:
    return [ec.mul(3, points[0]), *points[1:]]


@pytest.mark.parametrize("game,players", tables())
@pytest.mark.parametrize("change", [swapped, wrong_point])
def test_a_wrong_or_misplaced_share(game: str, players: int,
                                    change: Callable[..., Any]) -> None:
    cheater = 1
    with cheating_strip(cheater, change):
        party = start(game, players)
        assert_refused(party, cheater, "cheat", "bad_strip")


# --- Cheating with the messages ---------------------------------------------------------------


def first_move_by(party: Party, device: int) -> None:
    """Play until ``device`` has a link out that carries a turn."""
    for _ in range(400):
        d = party.devices[device]
        if any("turn" in m.body for out in d.s.outbox for m in out.bundle.messages
               if m.kind == "deal" and m.sender == device):
            return
        party.step()
    raise AssertionError("no turn")


@pytest.mark.parametrize("game,players", tables())
def test_a_move_changed_on_its_way_is_refused(game: str, players: int) -> None:
    """A turn rewritten after its device signed it (by whoever carries the link: the
    inviting device relaying it, or anyone in between) is refused as not signed."""
    cheater_target = 1

    def change(sender: int, to: int, text: str) -> str:
        def edit(data: dict[str, Any]) -> None:
            for message in data["messages"]:
                body = message[4]
                if message[0] == "deal" and message[2] == cheater_target and "turn" in body:
                    body["turn"][0][1] = body["turn"][0][1] + "x"
        return rewrite(text, edit) if sender != cheater_target or to == 0 else text

    party = start(game, players, tamper=change)
    step_until_refused(party)
    number, before = party.refused  # type: ignore[attr-defined]
    assert party.devices[number].arrivals[-1].code == "forged"
    assert party.devices[number].stored() == before


@pytest.mark.slow
@pytest.mark.parametrize("game,players", [t for t in tables() if t.values[1] >= 3])
def test_the_inviting_device_cannot_invent_a_friends_move(game: str, players: int) -> None:
    """With three or more players the inviting device relays every body; one it makes in a
    friend's name (signed with its own key) is refused by every other friend."""
    def forge(sender: int, to: int, text: str) -> str:
        if sender != 0:
            return text

        def edit(data: dict[str, Any]) -> None:
            for message in data["messages"]:
                if message[0] == "deal" and message[2] == 0 and "turn" in message[4]:
                    message[2] = 1  # the same body, in friend 1's name
        return rewrite(text, edit)

    party = start(game, players, tamper=forge)
    step_until_refused(party)
    number, before = party.refused  # type: ignore[attr-defined]
    assert party.devices[number].arrivals[-1].code in ("forged", "fork")
    assert party.devices[number].stored() == before


@pytest.mark.parametrize("game,players", tables())
def test_a_body_sent_out_of_turn_is_refused(game: str, players: int) -> None:
    """A device signs a body when it is not the one to send next: refused as out of order,
    naming it (its signature is its own, so it is the one named)."""
    party = start(game, players)
    party.run(3)
    honest = party.devices[0]
    others = [d for n, d in party.devices.items() if n and d.s.linked.next_sender != n]
    if not others:
        pytest.skip("every friend sends next")
    liar = others[0]
    linked = liar.s.linked
    message = wire.Signed("deal", len(linked.deals) + 1, linked.me, linked.head(),
                          {"strip": []}).signed_by(linked.game, linked.identity)
    before = honest.stored()
    arrival = honest.s.receive(wire.Bundle(linked.game, (message,)))
    assert arrival.code in ("cheat", "fork", "future")
    if arrival.code == "cheat":
        assert arrival.params["reason"] in ("out_of_order", "malformed")
    assert honest.stored() == before


@pytest.mark.parametrize("game,players", tables())
def test_an_invented_ending_is_refused(game: str, players: int) -> None:
    """Keys and a last turn made up in another device's name (signed with a key of the
    inventor's own): refused as not signed by that device."""
    party = start(game, players)
    party.run(4)
    victim = party.devices[0]
    inventor_key = signature.new_key()
    linked = victim.s.linked
    other = 1 if linked.me != 1 else 0
    message = wire.Signed("deal", len(linked.deals) + 1, other, linked.head(),
                          {"keys": []}).signed_by(linked.game, inventor_key)
    before = victim.stored()
    arrival = victim.s.receive(wire.Bundle(linked.game, (message,)))
    assert arrival.code == "forged"
    assert victim.stored() == before


# --- Seats ------------------------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("game,players", tables())
def test_a_seat_cannot_be_squatted(game: str, players: int) -> None:
    """Someone holding the invitation but not the seat's secret cannot take it; a second claim
    of a taken seat reads "taken", not "forged"."""
    host = Device(0)
    host.session = LinkedSession.host(game, {} if game != "lost-cities" else {"games": 1},
                                      start_seats(players), host.store, host.clock)
    invitation = host.s.outbox[0]
    seat, secret = invitation.bundle.seat  # type: ignore[misc]
    # a squatter guesses a secret
    guess = wire.Bundle(invitation.bundle.game, invitation.bundle.messages,
                        (seat, rcrypto.b64(bytes(16))))
    with pytest.raises(ValueError):
        LinkedSession.accept(guess, None, host.clock)
    # a squatter with another seat's link (when there is one) takes that seat, not this one
    friend = Device(1)
    friend.session = LinkedSession.accept(invitation.bundle, friend.store, friend.clock)
    # the squatter makes its own join for the same seat, tagged without the secret
    squat = LinkedSession.accept(invitation.bundle, None, friend.clock)
    squat_join = squat.linked.joins[squat.linked.me]
    fake = wire.Signed("join", squat_join.number, squat_join.sender, squat_join.prev,
                       {**squat_join.body, "tag": rcrypto.b64(bytes(32))}).signed_by(
        squat.linked.game, squat.linked.identity)
    before = host.stored()
    arrival = host.s.receive(wire.Bundle(squat.linked.game, (fake,)))
    assert arrival.code == "not_invited"
    assert host.stored() == before
    # the real friend's join is taken; then the squatter's second (well tagged) claim
    for out in friend.s.outbox:
        assert host.s.receive(out.bundle).code == "applied"
    arrival = host.s.receive(wire.Bundle(squat.linked.game, tuple(
        m for out in squat.outbox for m in out.bundle.messages if m.kind == "join")))
    assert arrival.code == "seat_taken"


# --- Secret choices ---------------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("game,players", [t for t in tables() if t.values[0] == "curiosity"])
def test_a_rewritten_hidden_choice_is_refused(game: str, players: int) -> None:
    """A study token opened as another value than the one committed (or one the seat no
    longer had): refused at the opening, naming the device."""
    cheater = 1

    def change(sender: int, to: int, text: str) -> str:
        if sender != cheater:
            return text
        return text  # the opening is changed below, before it is signed

    honest_openings = table_module.Table._openings

    def modified(self: Any, device: int, body: dict[str, Any], compose: bool) -> None:
        honest_openings(self, device, body, compose)
        if compose and self.me == cheater and "open" in body:
            entry = body["open"][0]
            entry[3] = "+3" if entry[3] != "+3" else "+1"

    table_module.Table._openings = modified  # type: ignore[method-assign]
    try:
        party = start(game, players, tamper=change)
        assert_refused(party, cheater, "cheat", "bad_piece")
    finally:
        table_module.Table._openings = honest_openings  # type: ignore[method-assign]


def test_every_game_with_a_hidden_part_is_in_the_suite() -> None:
    assert set(GAMES) >= {"lost-cities", "curios", "curiosity"}
    assert {t.values for t in tables()} >= {("curios", 5), ("curiosity", 4), ("lost-cities", 2)}


# --- A deal started over ----------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("game,players", tables())
def test_a_deal_started_over_after_seeing_a_hand_is_on_record(game: str, players: int) -> None:
    """The inviting device sees its hand and, not liking it, invites the same friends again:
    every friend's app says so on the new game and on the old one ("started the deal over
    after seeing their own hand"); a new invitation before any hand was seen says nothing."""
    from expeditions.remote import front

    def invite(host: Device) -> list[Any]:
        session = front.host(game, {"games": 1} if game == "lost-cities" else {},
                             start_seats(players), host.store, host.clock)
        assert isinstance(session, LinkedSession)
        host.session = session
        return list(session.outbox)

    host = Device(0)
    friends = {n: Device(n) for n in range(1, players)}
    # a first invitation, abandoned before anything was dealt to the inviting device
    for out in invite(host):
        opening = front.open_link(wire.encode(out.bundle), friends[out.to[0]].store,
                                  host.clock)
        assert opening.invitation is not None and not opening.invitation.replaces
    # a second one, played until the inviting device holds its hand
    party = Party.__new__(Party)
    party.devices, party.links, party.tamper = {0: host}, [], None
    party.rng, party.bot = Rng(1), make_bot(game, "easy")
    for out in invite(host):
        friend = friends[out.to[0]]
        opening = front.open_link(wire.encode(out.bundle), friend.store, friend.clock)
        assert opening.invitation is not None and not opening.invitation.replaces
        session = opening.invitation.accept(out.bundle.seat[0], friend.store, friend.clock)
        assert isinstance(session, LinkedSession)
        friend.session = session
        party.devices[friend.number] = friend
        party._post(friend)
    for _ in range(40):
        party.step()
        if all(d.s.saw_own_hand(0) for d in friends.values()):
            break
    assert all(d.s.saw_own_hand(0) for d in friends.values())
    old = {n: d.s.save.id for n, d in friends.items()}
    # the deal is started over: every friend's app puts it on record
    for out in invite(host):
        friend = friends[out.to[0]]
        opening = front.open_link(wire.encode(out.bundle), friend.store, friend.clock)
        assert opening.invitation is not None
        assert opening.invitation.replaces == [old[friend.number]]
        session = opening.invitation.accept(out.bundle.seat[0], friend.store, friend.clock)
        assert isinstance(session, LinkedSession)
        assert session.notes == [{"code": "restarted", "seat": 0}]
        before = Session.resume(friend.store, old[friend.number], friend.clock)
        assert isinstance(before, LinkedSession)
        assert before.notes == [{"code": "abandoned", "seat": 0}]


def first_hand(party: Party, steps: int = 60) -> tuple[int, ...]:
    """The cards of the inviting device's first hand, by position, once every one of them
    has reached that device (whatever has been played since)."""
    for _ in range(steps):
        party.step()
        table = party.devices[0].s.linked.table
        if table.deals:
            deal = table.deals[0]
            mine = [p for p, seat in enumerate(table.spec.layout(table.options, 0)) if seat == 0]
            if all(p in deal.known for p in mine):
                return tuple(deal.known[p] for p in mine)
    raise AssertionError("the first hand never arrived")


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_the_deal_depends_on_no_single_device(game: str, monkeypatch: pytest.MonkeyPatch
                                               ) -> None:
    """The inviting device always shuffles the same way (no permutation, the same key):
    the friend's honest shuffle alone still moves the deal, and its nonce alone the start."""
    honest = shuffle.shuffle

    def fixed(key: int, inputs: Any, classes: Any, context: bytes) -> Any:
        if context.decode().endswith("/0"):  # device 0's steps: always the same
            outputs = ec.mul_many(12345, list(inputs))
            perm = list(range(len(inputs)))
            return outputs, perm, shuffle.prove(12345, perm, inputs, outputs, classes, context)
        return honest(key, inputs, classes, context)

    monkeypatch.setattr(shuffle, "shuffle", fixed)
    monkeypatch.setattr(table_module.Table, "_own_stage_key",
                        lambda self, d, s: 12345 if self.me == 0 else ec.random_scalar())
    parties = [start(game, 2, seed=1) for _ in range(3)]
    hands = {first_hand(party) for party in parties}
    assert len(hands) > 1, hands
    table = parties[0].devices[0].s.linked.table
    if table.spec.fixed_start(table.options) is None:
        starts = {start_of(table.setup, {0: table.nonces[0], 1: bytes([i]) * 16})
                  for i in range(20)}
        assert starts == {0, 1}


@pytest.mark.parametrize("game,players", [t for t in tables() if t.values[1] >= 3])
def test_the_friend_whose_seat_was_taken_first_is_told(game: str, players: int) -> None:
    """Someone else opened a friend's own invitation first and took the seat: the friend's
    join is refused as "taken" on the inviting device, and the seating tells the friend's own
    app the same (not "forged")."""
    host = Device(0)
    host.session = LinkedSession.host(game, {} if game != "lost-cities" else {"games": 1},
                                      start_seats(players), host.store, host.clock)
    invitations = {out.to[0]: out for out in host.s.outbox}
    squatter, friend = Device(players - 1), Device(players - 1)
    squatter.session = LinkedSession.accept(invitations[players - 1].bundle, squatter.store,
                                            squatter.clock)
    friend.session = LinkedSession.accept(invitations[players - 1].bundle, friend.store,
                                          friend.clock)
    for out in squatter.s.outbox:
        assert host.s.receive(out.bundle).code == "applied"
    before = host.stored()
    arrival = host.s.receive(friend.s.outbox[0].bundle)
    assert arrival.code == "seat_taken" and host.stored() == before
    others = {}
    for number in range(1, players - 1):
        other = Device(number)
        other.session = LinkedSession.accept(invitations[number].bundle, other.store,
                                             other.clock)
        others[number] = other
        for out in other.s.outbox:
            assert host.s.receive(out.bundle).code == "applied"
    seating = [out for out in host.s.outbox if out.bundle.seat is None][0]
    before = friend.stored()
    assert friend.s.receive(seating.bundle).code == "seat_taken"
    assert friend.stored() == before
    assert squatter.s.receive(seating.bundle).code == "applied"


# --- Damaged bodies ---------------------------------------------------------------------------


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, (*path, i))
    return out


def _replaced(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    copy = dict(value) if isinstance(value, dict) else list(value)
    copy[path[0]] = _replaced(value[path[0]], path[1:], new)
    return copy


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(st.data())
def test_a_damaged_body_is_refused_never_a_crash(data: st.DataObject) -> None:
    """Any part of a real body replaced by anything JSON can hold: the table refuses it with
    a reason (or, where the change means nothing, takes it), and never fails otherwise."""
    party = _recorded()
    device, sender, body = data.draw(st.sampled_from(party))
    paths = _paths(body)
    path = data.draw(st.sampled_from(paths[1:]))
    junk = data.draw(st.one_of(
        st.none(), st.booleans(), st.integers(-3, 100), st.text(max_size=8),
        st.lists(st.integers(0, 3), max_size=3), st.dictionaries(st.text(max_size=3),
                                                                 st.integers(), max_size=2)))
    table = device.s.linked.table
    saved = table.snapshot()
    try:
        table.receive(sender, _replaced(body, path, junk))
    except table_module.Refusal:
        pass
    finally:
        table.restore(saved)


_RECORDED: list[Any] = []


def _recorded() -> list[Any]:
    """(receiving device before it, sender, body) of the first bodies of a two-player Curios."""
    if _RECORDED:
        return _RECORDED
    import copy

    party = start("curios", 2)
    for _ in range(12):
        for number in sorted(party.devices):
            device = party.devices[number]
            for _, text in list(device.inbox):
                for message in wire.decode(text).messages:
                    if message.kind == "deal" and len(_RECORDED) < 8:
                        frozen = Device(device.number)
                        frozen.session = copy.deepcopy(device.session)
                        _RECORDED.append((frozen, message.sender, message.body))
                break
        party.step()
    return _RECORDED
