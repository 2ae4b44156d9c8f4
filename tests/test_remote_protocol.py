"""A remote game end to end, host and guests exchanging encoded links: every guest's view is
the host's view of its seat after every update, no guest ever stores another seat's hidden
cards, the end's audit catches a changed deal or move, and every refusal changes nothing."""

from __future__ import annotations

import json
import random
import statistics
import zlib
from dataclasses import dataclass, field, replace
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from expeditions.bots import make_bot
from expeditions.engine import IllegalAction
from expeditions.games import game_class
from expeditions.remote import crypto
from expeditions.remote.link import LinkError, Message, decode, encode, sign
from expeditions.remote.protocol import (
    GuestGame,
    HostGame,
    ProtocolError,
    SeatSpec,
    apply_patch,
    make_patch,
)
from expeditions.rng import Rng
from tests.support.markers import CPYTHON_ONLY

pytestmark = pytest.mark.fast


def wire(message: Message, sizes: list[int] | None = None) -> Message:
    """What the other device reads: the link, decoded."""
    text = encode(message)
    if sizes is not None:
        sizes.append(len(text))
    return decode(text)


def pack(value: Any) -> str:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    return crypto.b64(packer.compress(json.dumps(value).encode()) + packer.flush())


def canon(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def one_turn(guest: GuestGame, rng: random.Random) -> list[str]:
    """A whole turn of random actions, as a guest device gathers it: on a game sampled from
    its view, actions that reveal nothing and keep the turn are followed by more."""
    view = guest.view
    assert view is not None
    shadow = game_class(str(view["game"])).sample_from_view(view, Rng(rng.randrange(1 << 30)))
    actions = [str(rng.choice(view["legal"]))]
    shadow.act(guest.seat, actions[0])
    while (shadow.current_player == guest.seat
           and shadow.can_take_back(guest.seat, actions[-1])):
        actions.append(rng.choice(shadow.legal_actions(guest.seat)))
        shadow.act(guest.seat, actions[-1])
    return actions


@dataclass
class Table:
    host: HostGame
    guests: dict[int, GuestGame]
    moves: list[int] = field(default_factory=list)
    updates: list[int] = field(default_factory=list)
    #: Every view the host's game showed each seat when an update reached it.
    shown: dict[int, list[str]] = field(default_factory=dict)


def start(game_id: str, options: dict[str, Any], kinds: list[str]) -> Table:
    seats = [SeatSpec(kind, f"Player {i + 1}", "easy" if kind == "computer" else None)  # type: ignore[arg-type]
             for i, kind in enumerate(kinds)]
    host = HostGame.create(game_id, options, seats)
    invite = wire(host.invite())
    guests = {s: GuestGame.open(invite, s) for s, k in enumerate(kinds) if k == "remote"}
    for guest in guests.values():
        assert host.update() is None  # nothing goes out before every friend joined
        assert host.receive(wire(guest.join())).applied
    return Table(host, guests)


def deliver(table: Table, message: Message, check: Any = None) -> None:
    received = wire(message, table.updates)
    for seat, guest in table.guests.items():
        assert guest.receive(received).applied
        if message.kind == "update":
            assert canon(guest.view) == canon(table.host.game.view(seat))
            table.shown.setdefault(seat, []).append(canon(table.host.game.view(seat)))
            if check is not None:
                check(table, seat, guest)


def play(table: Table, rng: random.Random, check: Any = None,
         bots: dict[int, Any] | None = None) -> None:
    host = table.host
    while True:
        update = host.update()
        if update is not None:
            deliver(table, update, check)
        if host.game.is_over():
            break
        seat = host.game.current_player
        assert seat is not None
        if seat in table.guests:
            guest = table.guests[seat]
            view = guest.view
            assert view is not None
            move = guest.move(one_turn(guest, rng))
            assert host.receive(wire(move, table.moves)).applied
        elif bots and seat in bots:
            host.act(seat, bots[seat].choose(host.game.view(seat), Rng(rng.randrange(1 << 30))))
        else:
            host.act(seat, rng.choice(host.game.legal_actions(seat)))
    end = wire(host.end())
    for guest in table.guests.values():
        assert guest.receive(end).applied
        assert guest.audit is not None and guest.audit.ok, guest.audit


def report(name: str, table: Table) -> None:
    print(f"{name}: moves median {statistics.median(table.moves)} max {max(table.moves)}; "
          f"updates median {statistics.median(table.updates)} max {max(table.updates)}")


def no_hidden_cards(table: Table, seat: int, guest: GuestGame) -> None:
    """Each card of another hand is absent from the guest's storage unless public or once
    shown to this seat (its kept positions hold its earlier views; they are read whole, not
    as patches, whose list indices would read as card names)."""
    game = table.host.game
    public = canon(game.view(None)) + canon(game.view(seat)) + "".join(table.shown[seat])
    state = guest.to_json()
    state["history"] = guest.positions
    stored = canon(state)
    for other in range(game.num_players):
        if other == seat:
            continue
        for card in game.view(other)["hand"]:
            if f'"{card}"' not in public:
                assert f'"{card}"' not in stored, (card, other)


@pytest.mark.slow
@CPYTHON_ONLY
def test_lost_cities_host_against_guest() -> None:
    table = start("lost-cities", {"players": 2, "games": 1}, ["host", "remote"])
    play(table, random.Random(1), no_hidden_cards)
    report("lost-cities", table)
    assert max(table.moves) <= 1000 and max(table.updates) <= 2000  # the issue's targets


@pytest.mark.slow
def test_curios_two_guests_a_person_and_a_computer() -> None:
    table = start("curios", {"players": 4}, ["remote", "host", "computer", "remote"])
    bot = make_bot("curios", "easy")
    play(table, random.Random(2), no_hidden_cards, bots={2: bot})
    report("curios", table)
    assert max(table.moves) <= 1000


@pytest.mark.slow
def test_curiosity_two_players() -> None:
    table = start("curiosity", {"players": 2}, ["remote", "host"])
    play(table, random.Random(3), no_hidden_cards)
    report("curiosity", table)


def test_state_round_trips_through_json() -> None:
    table = start("lost-cities", {"players": 2, "games": 1}, ["remote", "host"])
    update = table.host.update()
    assert update is not None
    host = HostGame.from_json(json.loads(json.dumps(table.host.to_json())))
    guest = GuestGame.from_json(json.loads(json.dumps(table.guests[0].to_json())))
    assert host.to_json() == table.host.to_json()
    assert guest.receive(wire(update)).applied
    assert canon(guest.view) == canon(host.game.view(0))


# --- refusals change nothing ---------------------------------------------------------------


def refused(side: HostGame | GuestGame, message: Message, code: str) -> None:
    before = canon(side.to_json())
    receipt = side.receive(message)
    assert receipt.code == code
    assert canon(side.to_json()) == before


def ready_table() -> tuple[Table, Message]:
    table = start("lost-cities", {"players": 2, "games": 1}, ["host", "remote"])
    update = table.host.update()
    assert update is not None
    deliver(table, update)
    return table, update


def guest_turn(table: Table) -> None:
    """The host plays until it is the guest's (seat 1's) turn, and sends the update."""
    host = table.host
    while host.game.current_player == 0:
        host.act(0, host.game.legal_actions(0)[0])
    update = host.update()
    if update is not None:
        deliver(table, update)


def test_replayed_links_change_nothing() -> None:
    table, update = ready_table()
    guest, host = table.guests[1], table.host
    refused(guest, wire(update), "duplicate")
    refused(host, wire(guest.join()), "duplicate")  # a second join of the same device
    other = GuestGame.open(wire(host.invite()), 1)  # another device claims the seat
    refused(host, wire(other.join()), "forged")
    guest_turn(table)
    move = wire(guest.move([guest.view["legal"][0]]))  # type: ignore[index]
    assert host.receive(move).applied
    refused(host, move, "duplicate")


def test_a_guest_cannot_move_for_another_seat() -> None:
    table = start("curios", {"players": 4}, ["remote", "remote", "host", "computer"])
    update = table.host.update()
    assert update is not None
    deliver(table, update)
    host, guest = table.host, table.guests[0]
    key = crypto.unb64(guest.to_json()["tag"])
    seat = host.game.current_player
    assert seat is not None
    forged = Message(game=host.chain.game, kind="move", seq=host.chain.latest, sender=1,
                     prev=host.chain.host_digest(host.chain.latest),
                     body={"actions": [host.game.legal_actions(seat)[0] if seat == 1 else "x"]})
    refused(host, wire(sign(forged, 1, key)), "forged")
    for computer in (2, 3):  # nobody may speak for the host's seats
        refused(host, wire(sign(replace(forged, sender=computer), 0, key)), "forged")


def test_out_of_turn_and_illegal_moves_are_refused_with_the_engine_code() -> None:
    table, _ = ready_table()
    host, guest = table.host, table.guests[1]
    while host.game.current_player == 1:
        assert host.receive(wire(guest.move([guest.view["legal"][0]]))).applied  # type: ignore[index]
        update = host.update()
        assert update is not None
        deliver(table, update)
    assert host.game.current_player == 0
    with pytest.raises(IllegalAction):
        guest.move(["play R5"])
    key = crypto.unb64(guest.to_json()["tag"])
    early = Message(game=host.chain.game, kind="move", seq=host.chain.latest, sender=1,
                    prev=host.chain.host_digest(host.chain.latest), body={"actions": ["play R5"]})
    refused(host, wire(sign(early, 1, key)), "not_your_turn")
    refused(host, wire(sign(replace(early, body={"move": 1}), 1, key)), "bad_body")


def test_tampered_updates_are_refused() -> None:
    table = start("lost-cities", {"players": 2, "games": 1}, ["host", "remote"])
    update = table.host.update()
    assert update is not None
    guest = table.guests[1]
    private = dict(update.body["private"])  # type: ignore[arg-type]
    sealed = crypto.unb64(private["1"])  # type: ignore[arg-type]
    private["1"] = crypto.b64(sealed[:-1] + bytes([sealed[-1] ^ 1]))
    key = crypto.unb64(table.host.to_json()["keys"]["1"]["tag"])
    altered = sign(replace(update, body={**update.body, "private": private}, tags={}), 1, key)
    refused(guest, wire(altered), "sealed")
    public = pack({"patch": {"p": {"turn": 99}}, "events": []})
    moved = sign(replace(update, body={**update.body, "public": public}, tags={}), 1, key)
    refused(guest, wire(moved), "sealed")  # the private part is bound to the public one
    tag = crypto.unb64(update.tags["1"])
    wrong = crypto.b64(bytes([tag[0] ^ 1]) + tag[1:])
    refused(guest, wire(replace(update, tags={"1": wrong})), "forged")
    assert guest.receive(wire(update)).applied


# --- the end's audit -----------------------------------------------------------------------


def finished(seed: int) -> tuple[Table, Message]:
    table = start("lost-cities", {"players": 2, "games": 1}, ["host", "remote"])
    rng = random.Random(seed)
    host = table.host
    while True:
        update = host.update()
        if update is not None:
            deliver(table, update)
        if host.game.is_over():
            return table, host.end()
        seat = host.game.current_player
        assert seat is not None
        if seat == 1:
            move = table.guests[1].move(one_turn(table.guests[1], rng))
            assert host.receive(wire(move)).applied
        else:
            host.act(0, rng.choice(host.game.legal_actions(0)))


def log_of(end: Message) -> list[list[Any]]:
    entries: Any = end.body["log"]
    return [list(entry) for entry in entries]


def resigned(table: Table, message: Message, **body: Any) -> Message:
    key = crypto.unb64(table.host.to_json()["keys"]["1"]["tag"])
    return sign(replace(message, body={**message.body, **body}, tags={}), 1, key)


def audit_of(table: Table, message: Message) -> Any:
    guest = table.guests[1]
    assert guest.receive(wire(message)).applied
    return guest.audit


@pytest.mark.slow
def test_the_audit_passes_for_an_honest_host() -> None:
    table, end = finished(4)
    assert audit_of(table, end).ok


@pytest.mark.slow
def test_the_audit_names_another_seed() -> None:
    table, end = finished(5)
    audit = audit_of(table, resigned(table, end, seed=end.body["seed"] + 1))  # type: ignore[operator]
    assert (audit.ok, audit.reason) == (False, "commitment")


@pytest.mark.slow
def test_the_audit_names_a_changed_move() -> None:
    table, end = finished(6)
    log = log_of(end)
    host_moves = [i for i, (seat, _) in enumerate(log) if seat == 0]
    # the host claims its first discard went elsewhere: a changed move, legal or not
    index = host_moves[0]
    game = table.host.game.__class__(table.host.game.options, table.host.game.seed)
    for seat, action in log[:index]:
        game.act(seat, action)
    others = [a for a in game.legal_actions(0) if a != log[index][1]]
    log[index][1] = others[0]
    audit = audit_of(table, resigned(table, end, log=log))
    assert not audit.ok and audit.reason in ("view_mismatch", "illegal_move")
    assert audit.reason != "view_mismatch" or audit.update >= 1
    table2, end2 = finished(6)
    bad = log_of(end2)
    index = next(i for i, (seat, _) in enumerate(bad) if seat == 0)
    bad[index][1] = "nonsense"
    audit = audit_of(table2, resigned(table2, end2, log=bad))
    assert (audit.ok, audit.reason, audit.move) == (False, "illegal_move", index + 1)


@pytest.mark.slow
def test_the_audit_names_a_deal_other_than_the_committed_one() -> None:
    table = start("lost-cities", {"players": 2, "games": 1}, ["host", "remote"])
    state = table.host.to_json()
    committed = state["seed"]
    state["seed"] = committed + 1  # the host deals another deck than it committed to
    host = HostGame.from_json(state)
    table.host = host
    rng = random.Random(7)
    while not host.game.is_over():
        update = host.update()
        if update is not None:
            deliver(table, update)
        seat = host.game.current_player
        if seat == 1:
            move = table.guests[1].move(one_turn(table.guests[1], rng))
            assert host.receive(wire(move)).applied
        elif seat == 0:
            host.act(0, rng.choice(host.game.legal_actions(0)))
    final = host.update()
    assert final is not None
    deliver(table, final)
    end = host.end()
    before_end = table.guests[1].to_json()
    assert audit_of(table, end).reason == "commitment"  # it reveals the seed it played
    # had it revealed the committed seed, the replay would contradict the very first view
    table.guests[1] = GuestGame.from_json(before_end)
    audit = audit_of(table, resigned(table, end, seed=committed))
    assert (audit.ok, audit.reason, audit.update) == (False, "view_mismatch", 1)


def test_merge_patch_round_trip_with_nulls() -> None:
    source = {"a": 1, "b": {"c": [1, 2], "d": None}, "e": "x", "f": {"g": 1}}
    target = {"a": None, "b": {"c": [1], "d": 3}, "h": {"i": None}, "f": {}}
    assert apply_patch(source, make_patch(source, target)) == target
    assert apply_patch(target, make_patch(target, source)) == source
    board = {"tokens": [{"v": None, "o": 0}] * 30}
    grown = {"tokens": [*board["tokens"][:29], {"v": "+1", "o": 1}, {"v": None, "o": 2}]}
    patch = make_patch(board, grown)
    assert apply_patch(board, patch) == grown
    assert len(json.dumps(patch)) < len(json.dumps(grown)) // 4  # element by element


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 3) | st.sampled_from(["a", "b"]),
    lambda inner: st.lists(inner, max_size=4)
    | st.dictionaries(st.sampled_from(["a", "b", "c"]), inner, max_size=3),
    max_leaves=12)
JSON_OBJECTS = st.dictionaries(st.sampled_from(["a", "b", "c", "d"]), JSON_VALUES, max_size=4)


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(JSON_OBJECTS, JSON_OBJECTS)
def test_a_patch_turns_any_object_into_any_other(source: dict[str, Any],
                                                 target: dict[str, Any]) -> None:
    patched = apply_patch(source, json.loads(json.dumps(make_patch(source, target))))
    assert canon(patched) == canon(target)


@pytest.mark.parametrize("patch", [
    {"p": {"a": {"~": {"n": 5, "i": {}}}}},  # new elements not given
    {"p": {"a": {"~": {"n": 10**9, "i": {}}}}},
    {"p": {"a": {"~": {"n": 1, "i": {"01": 1}}}}},
    {"p": {}, "n": [["a", 7]]},
    {"p": {}, "n": []},
    {"p": {}, "x": 1},
    [],
])
def test_a_malformed_patch_is_refused(patch: Any) -> None:
    with pytest.raises(LinkError):
        apply_patch({"a": [1, 2]}, patch)


def test_an_invite_offers_only_friends_seats() -> None:
    table = start("curiosity", {"players": 2}, ["remote", "host"])
    invite = wire(table.host.invite())
    with pytest.raises(ProtocolError):
        GuestGame.open(invite, 1)
    computer = start("curios", {"players": 3}, ["remote", "host", "computer"])
    assert computer.host.invite().body["seats"] == [
        {"kind": "remote", "name": "Player 1"}, {"kind": "host", "name": "Player 2"},
        {"kind": "computer", "name": "Player 3", "level": "easy"}]
    assert computer.host.invite().body["open"] == [0]


def test_moves_on_old_updates_and_other_games_links_change_nothing() -> None:
    table, _ = ready_table()
    host, guest = table.host, table.guests[1]
    guest_turn(table)
    answered = host.chain.latest
    for _ in range(2):  # the guest's play and draw, each answering the latest update
        assert host.receive(wire(guest.move([guest.view["legal"][0]]))).applied  # type: ignore[index]
        update = host.update()
        assert update is not None
        deliver(table, update)
    unanswered = host.chain.latest
    host.act(0, host.game.legal_actions(0)[0])
    update = host.update()
    assert update is not None
    deliver(table, update)
    key = crypto.unb64(guest.to_json()["tag"])

    def answering(seq: int) -> Message:
        return sign(Message(game=host.chain.game, kind="move", seq=seq, sender=1,
                            prev=host.chain.host_digest(seq), body={"actions": ["draw:deck"]}),
                    1, key)

    refused(host, wire(answering(answered)), "fork")  # another move on an answered update
    refused(host, wire(answering(unanswered)), "stale")  # a move on an old position
    other = start("lost-cities", {"players": 2, "games": 1}, ["host", "remote"])
    refused(guest, wire(other.host.invite()), "foreign")
    refused(host, wire(other.guests[1].join()), "foreign")


def test_a_missing_update_is_named() -> None:
    table, _ = ready_table()
    host, guest = table.host, table.guests[1]
    late = GuestGame.from_json(guest.to_json())
    sent: list[Message] = []
    while len(sent) < 2:
        seat = host.game.current_player
        if seat == 0:
            host.act(0, host.game.legal_actions(0)[0])
        else:
            assert host.receive(wire(guest.move([guest.view["legal"][0]]))).applied  # type: ignore[index]
        update = host.update()
        assert update is not None
        sent.append(update)
        deliver(table, update)
    before = canon(late.to_json())
    receipt = late.receive(wire(sent[1]))
    assert (receipt.code, receipt.missing) == ("future", sent[0].seq)
    assert canon(late.to_json()) == before
    assert late.receive(wire(sent[0])).applied and late.receive(wire(sent[1])).applied
    assert canon(late.view) == canon(host.game.view(1))


@pytest.mark.slow
def test_a_bad_end_changes_nothing_and_no_update_follows_the_end() -> None:
    table, end = finished(8)
    guest = table.guests[1]
    refused(guest, wire(resigned(table, end, log=None, extra=1)), "bad_body")
    assert guest.receive(wire(end)).applied and guest.audit is not None and guest.audit.ok
    refused(guest, wire(end), "duplicate")
    with pytest.raises(IllegalAction):
        guest.move(["draw deck"])


@pytest.mark.parametrize("change", [
    {"seats": "x"}, {"options": {"players": 9}}, {"open": [0]}, {"key": "AAAA"},
    {"rules": 99}, {"game": "chess"},
    {"seats": [{"kind": "host", "name": "A"}, {"kind": "remote", "name": "B\u202e"}]},
    {"seats": [{"kind": "host", "name": "A", "level": "easy"}, {"kind": "remote", "name": "B"}]},
    {"seats": [{"kind": "host", "name": "A"}, {"kind": "remote", "name": "B", "x": 1}]},
])
def test_a_bad_invite_is_refused(change: dict[str, Any]) -> None:
    table = start("lost-cities", {"players": 2, "games": 1}, ["host", "remote"])
    invite = table.host.invite()
    with pytest.raises(ValueError):  # LinkError and ProtocolError both are
        GuestGame.open(wire(replace(invite, body={**invite.body, **change})), 1)


def test_bad_joins_change_nothing() -> None:
    seats = [SeatSpec("host", "Ann"), SeatSpec("remote", "Bob")]
    host = HostGame.create("lost-cities", {"players": 2, "games": 1}, seats)
    invite = wire(host.invite())
    guest = GuestGame.open(invite, 1)
    join = guest.join()
    refused(host, wire(replace(join, sender=0)), "not_open")  # the host's own seat
    low_order = crypto.b64(bytes(32))  # a key forcing an all-zero "secret"
    refused(host, wire(replace(join, body={"key": low_order})), "bad_body")
    refused(host, wire(replace(join, body={"key": "AAAA"})), "bad_body")
    refused(host, wire(replace(join, body={"key": join.body["key"], "name": "x"})), "bad_body")
    other = GuestGame.open(invite, 1)
    refused(host, wire(replace(join, body=other.join().body)), "forged")  # tag of another key
    assert host.receive(wire(join)).applied
    assert host.ready and host.joined == {1}


# --- a move is one whole turn --------------------------------------------------------------


def signed_move(table: Table, actions: object) -> Message:
    host, guest = table.host, table.guests[1]
    key = crypto.unb64(guest.to_json()["tag"])
    return sign(Message(game=host.chain.game, kind="move", seq=host.chain.latest, sender=1,
                        prev=host.chain.host_digest(host.chain.latest),
                        body={"actions": actions}), 1, key)  # type: ignore[dict-item]


def test_a_whole_turn_travels_in_one_move() -> None:
    table, _ = ready_table()
    guest_turn(table)
    host, guest = table.host, table.guests[1]
    actions = one_turn(guest, random.Random(3))
    assert len(actions) == 2  # a Lost Cities turn: a play or a discard, then a draw
    before = len(host.game.log)
    assert host.receive(wire(guest.move(actions))).applied
    assert host.game.log[before:] == [(1, a) for a in actions]
    assert host.game.current_player == 0


def test_a_turn_with_one_refused_action_is_refused_whole() -> None:
    table, _ = ready_table()
    guest_turn(table)
    host, guest = table.host, table.guests[1]
    play = one_turn(guest, random.Random(4))[0]
    bad = signed_move(table, [play, "draw X9"])
    before = canon(host.to_json())
    receipt = host.receive(wire(bad))
    assert receipt.code != "applied" and receipt.params["index"] == 1
    assert canon(host.to_json()) == before and host.game.current_player == 1
    refused(host, wire(signed_move(table, [play, play, play])), receipt_code(host, table, play))


def receipt_code(host: HostGame, table: Table, play: str) -> str:
    """The engine's code for playing ``play`` twice (the second play is refused)."""
    trial = host.game.clone()
    trial.act(1, play)
    refusal = trial.check(1, play)
    assert refusal is not None
    return refusal.code


@pytest.mark.parametrize("actions", [[], ["draw deck"] * 9, [1], ["x" * 121], "draw deck",
                                     None, [["draw deck"]]])
def test_move_bodies_out_of_bounds_are_refused(actions: object) -> None:
    table, _ = ready_table()
    guest_turn(table)
    refused(table.host, wire(signed_move(table, actions)), "bad_body")
    with pytest.raises(IllegalAction):
        table.guests[1].move(actions)  # type: ignore[arg-type]
