"""Remote games through :class:`RemoteSession`: one storage per device, only link texts pass
between them. Whole games end with the same result on every device and a passing audit; no
guest's storage ever holds a card it may not know; saves reload mid-game on both sides with
their outbox; a changed deal or move fails the audit; refusals change no save."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field, replace
from typing import Any

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st

from expeditions.bots import make_bot
from expeditions.coach.stats import FRIEND
from expeditions.engine import IllegalAction
from expeditions.remote import crypto
from expeditions.remote.link import HOST, Message, decode, encode, sign
from expeditions.remote.protocol import GuestGame, HostGame, ProtocolError
from expeditions.remote.session import RemoteSession, remote_save_id, saves_for
from expeditions.rng import Rng
from expeditions.saves import MemoryStorage, SaveStore, Seat
from expeditions.session import Session
from tests.support.clock import Clock
from tests.support.markers import CPYTHON_ONLY

pytestmark = pytest.mark.fast


def canon(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


@dataclass
class Device:
    """One browser: its own storage, and the session it has open."""

    storage: MemoryStorage = field(default_factory=MemoryStorage)
    clock: Clock = field(default_factory=Clock)
    session: RemoteSession | None = None

    def __post_init__(self) -> None:
        self.store = SaveStore(self.storage, self.clock)

    @property
    def s(self) -> RemoteSession:
        assert self.session is not None
        return self.session

    def reload(self) -> None:
        """Close the tab and open the game again from storage."""
        session = Session.resume(self.store, self.s.save.id, self.clock)
        assert isinstance(session, RemoteSession)
        self.session = session

    def text(self) -> str:
        """Everything this device stores, with the links in its outbox decoded too, and a
        guest's kept positions written out whole instead of as patches (whose list indices
        would read as card names)."""
        parts = []
        for key, value in sorted(self.storage.data.items()):
            try:
                data = json.loads(value)
                remote = data.get("remote") or {}
            except (ValueError, AttributeError):
                parts.append(f"{key}\n{value}")
                continue
            state = remote.get("state") or {}
            if state.get("history"):
                positions = GuestGame.from_json(state).positions
                state["history"] = "kept"
                parts.append(canon(positions))
            parts.append(f"{key}\n{canon(data)}")
            parts += [canon(decode(t).body) for t in remote.get("outbox", [])]
        return "\n".join(parts)


def invite_of(session: RemoteSession) -> Message:
    assert isinstance(session.remote, HostGame)
    return session.remote.invite()


def links(session: RemoteSession) -> list[str]:
    return [encode(m) for m in session.outbox]


@dataclass
class Match:
    """A host device and its guests' devices, the links passed by hand."""

    host: Device
    guests: dict[int, Device]
    sent: set[str] = field(default_factory=set)
    updates: int = 0
    hold_end: bool = False  # keep the end back (a test changes it first)

    moves: list[int] = field(default_factory=list)  # how many actions each move carried
    #: Every view the host's game showed each seat when an update reached it.
    shown: dict[int, list[str]] = field(default_factory=dict)

    def deliver(self, check: bool = True) -> None:
        """The host's new links to every guest (a group chat), each applied."""
        for text in links(self.host.s):
            if text in self.sent or self.hold_end and decode(text).kind == "end":
                continue
            self.sent.add(text)
            for seat, guest in self.guests.items():
                arrival = guest.s.receive(decode(text))
                assert arrival.applied, (seat, arrival)
                if arrival.kind == "update":
                    self.updates += 1
                    self.shown.setdefault(seat, []).append(
                        canon(self.host.s.game.view(seat)))
                    assert arrival.your_turn == (self.host.s.game.current_player == seat)
                    if check:
                        same_view(self, seat)
                        no_hidden_cards(self, seat)


def same_view(match: Match, seat: int) -> None:
    guest, host = match.guests[seat].s, match.host.s
    assert canon(guest.view()) == canon(host.game.view(seat))


def no_hidden_cards(match: Match, seat: int) -> None:
    """A card in another hand that this seat cannot know (it is in neither the public view
    nor any view it was shown) is nowhere in the guest device's storage."""
    game = match.host.s.game
    known = canon(game.view(None)) + canon(game.view(seat)) + "".join(match.shown[seat])
    stored = match.guests[seat].text()
    secret = match.host.s.remote.to_json()
    if not secret["ended"]:  # the deal's seed and nonce are the host's until the end
        assert str(secret["seed"]) not in stored and secret["nonce"] not in stored
    for other in range(game.num_players):
        if other == seat:
            continue
        for card in game.view(other)["hand"]:
            if f'"{card}"' not in known:
                assert f'"{card}"' not in stored, (card, other, seat)


def start(game_id: str, options: dict[str, Any], kinds: list[str]) -> Match:
    """Host a game with seats of these kinds (human: the host's person), every friend joins."""
    seats = [Seat(f"P{i}", kind, "easy" if kind == "computer" else None)
             for i, kind in enumerate(kinds)]
    host = Device()
    host.session = RemoteSession.host(game_id, options, seats, host.store, host.clock)
    assert not host.s.started and [m.kind for m in host.s.outbox] == ["invite"]
    invite = links(host.s)[0]
    guests: dict[int, Device] = {}
    friends = [i for i, k in enumerate(kinds) if k == "remote"]
    for seat in friends:
        assert host.s.waiting_for == [s for s in friends if s not in guests]
        guest = guests[seat] = Device()
        guest.session = RemoteSession.join(decode(invite), seat, guest.store, guest.clock)
        assert guest.s.save.id == remote_save_id(host.s.remote.chain.game, seat)
        assert not guest.s.started and guest.s.waiting_for == [HOST]
        arrival = host.s.receive(decode(links(guest.s)[0]))
        assert arrival.applied and arrival.joined == seat
    assert host.s.started
    return Match(host, guests)


def choose(bot: Any, view: dict[str, Any], rng: random.Random) -> str:
    return str(bot.choose(view, Rng(rng.randrange(1 << 30))))


def play(match: Match, rng: random.Random, moves: int | None = None,
         check: bool = True) -> bool:
    """Play on (every seat an Easy computer's choice, taken through its device) until the
    game is over and the end delivered (True), or ``moves`` turns were played (False)."""
    host = match.host
    bot = make_bot(host.s.game.game_id, "easy")
    turns = 0
    while True:
        match.deliver(check)
        if host.s.game.is_over():
            return True
        if moves is not None and turns >= moves:
            return False
        seat = host.s.game.current_player
        assert seat is not None
        if seat in match.guests:
            guest_turn(match, seat, bot, rng)
        else:
            assert host.s.is_bot_turn() == (host.s.seats[seat].kind == "computer")
            assert host.s.waiting_for == []
            host.s.act(seat, choose(bot, host.s.game.view(seat), rng))
        turns += 1


def guest_turn(match: Match, seat: int, bot: Any, rng: random.Random) -> None:
    """The guest plays its whole turn on its device and sends the move."""
    guest, host = match.guests[seat].s, match.host.s
    assert guest.waiting_for == [] and host.waiting_for == [seat]
    before = {**guest.view(), "legal": []}
    while not guest.waiting_for:
        guest.act(seat, choose(bot, guest.view(), rng))
    assert guest.waiting_for == [HOST] and not guest.pending
    # the sampled result of the move is not shown, and nothing is left to play
    assert canon(guest.view()) == canon(before)
    assert guest.refusal(guest.game.legal_actions(seat)[0]) is not None
    [move] = links(guest)
    match.moves.append(len(decode(move).body["actions"]))  # type: ignore[arg-type]
    arrival = host.receive(decode(move))
    assert arrival.applied and arrival.kind == "move" and arrival.sender == seat
    assert arrival.events  # what the friend did, for the host's words


def finish(match: Match) -> None:
    """After the game: the same result everywhere, the audit passed, the real game open on
    every guest, each device's one person's game filed under "friend"."""
    host = match.host.s
    result = host.game.result()
    assert result is not None and host.waiting_for == [] and host.outbox[-1].kind == "end"
    for device in match.guests.values():
        guest = device.s
        assert guest.audit is not None and guest.audit.ok
        assert guest.waiting_for == []
        assert guest.game.result() == result and guest.game.log == host.game.log
        device.reload()  # the real game, replayed from the revealed seed and log
        assert device.s.game.log == host.game.log and device.s.game.result() == result
        [record] = device.store.stats.load().records
        assert record.level == FRIEND and record.id == guest.save.id
    records = match.host.store.stats.load().records
    assert [r.level for r in records] == ([FRIEND] if host.me is not None else [])


@pytest.mark.slow
@pytest.mark.parametrize("colours", [5, 6])
def test_lost_cities_between_two_devices(colours: int) -> None:
    match = start("lost-cities", {"colours": colours, "games": 1}, ["human", "remote"])
    assert play(match, random.Random(colours))
    finish(match)
    assert set(match.moves) == {2}  # a turn (a play or discard, and a draw) is one link


@pytest.mark.slow
def test_curios_host_person_two_friends_and_a_computer() -> None:
    match = start("curios", {}, ["remote", "human", "computer", "remote"])
    assert play(match, random.Random(2))
    finish(match)


@pytest.mark.slow
@pytest.mark.parametrize("kinds", [["remote", "human"],
                                   pytest.param(["human", "remote", "remote"], marks=CPYTHON_ONLY)])
def test_curiosity_two_and_three_players(kinds: list[str]) -> None:
    match = start("curiosity", {}, kinds)
    assert play(match, random.Random(len(kinds)))
    finish(match)


def test_the_first_update_goes_when_the_turn_reaches_a_friend() -> None:
    """If a friend plays first, the last join brings the first update at once; if the
    host's person does, it plays first and the first update follows its turn."""
    seen = set()
    for _ in range(40):
        match = start("lost-cities", {"colours": 5, "games": 1}, ["human", "remote"])
        host, guest = match.host.s, match.guests[1].s
        first = host.game.current_player
        seen.add(first)
        if first == 1:
            assert [m.kind for m in host.outbox] == ["update"] and host.waiting_for == [1]
        else:
            assert host.outbox == [] and host.waiting_for == [] and not host.is_bot_turn()
            while host.game.current_player == 0:
                host.act(0, host.game.legal_actions(0)[0])
            assert [m.kind for m in host.outbox] == ["update"]
        match.deliver()
        assert guest.started and guest.waiting_for == []
        if seen == {0, 1}:
            return
    pytest.fail("the same seat began forty deals in a row")


def test_nothing_is_played_before_every_friend_joined() -> None:
    host = Device()
    host.session = RemoteSession.host(
        "curios", {}, [Seat("C", "computer", "easy"), Seat("A", "remote"), Seat("B", "remote")],
        host.store, host.clock)
    assert not host.s.is_bot_turn() and host.s.waiting_for == [1, 2]
    with pytest.raises(IllegalAction):
        host.s.act(0, host.s.game.legal_actions(0)[0] if host.s.game.current_player == 0
                   else "x")
    guest = Device()
    guest.session = RemoteSession.join(invite_of(host.s), 2, guest.store, guest.clock)
    arrival = host.s.receive(decode(links(guest.s)[0]))
    assert arrival.joined == 2 and [m.kind for m in host.s.outbox] == ["invite"]
    assert host.s.waiting_for == [1] and not host.s.is_bot_turn()
    with pytest.raises(ProtocolError):
        RemoteSession.join(invite_of(host.s), 0, guest.store, guest.clock)  # a computer's


@pytest.mark.slow
def test_a_host_that_only_referees_records_nothing() -> None:
    match = start("curios", {"players": 2}, ["remote", "remote"])
    assert match.host.s.me is None and match.host.s.viewer is None
    assert play(match, random.Random(5))
    finish(match)


def test_reload_mid_game_on_both_sides_keeps_the_outbox() -> None:
    match = start("lost-cities", {"colours": 5, "games": 1}, ["human", "remote"])
    rng = random.Random(7)
    assert not play(match, rng, moves=9)
    bot = make_bot("lost-cities", "easy")
    # the guest starts its turn (a play kept on the device), then both tabs reload
    while match.host.s.game.current_player != 1:
        match.host.s.act(0, choose(bot, match.host.s.game.view(0), rng))
    match.deliver()
    guest = match.guests[1]
    guest.s.act(1, next(a for a in guest.s.game.legal_actions(1) if a.startswith("play")))
    assert len(guest.s.pending) == 1 and guest.s.can_undo()
    shown, outbox = canon(guest.s.view()), links(match.host.s)
    match.host.reload()
    guest.reload()
    assert links(match.host.s) == outbox and guest.s.pending and canon(guest.s.view()) == shown
    guest.s.undo()
    assert not guest.s.pending and canon(guest.s.view()) == canon(match.host.s.game.view(1))
    guest_turn(match, 1, bot, rng)
    sent = links(guest.s)
    guest.reload()
    assert links(guest.s) == sent and guest.s.waiting_for == [HOST]  # "Send again" survives
    assert play(match, rng)
    finish(match)


def test_saves_for_routes_each_kind_of_link() -> None:
    match = start("lost-cities", {"colours": 5, "games": 1}, ["human", "remote"])
    host, guest = match.host, match.guests[1]
    invite = invite_of(match.host.s)
    assert saves_for(host.store, invite) == [host.s.save.id]  # "your own invitation"
    assert saves_for(guest.store, invite) == [guest.s.save.id]
    update = decode(links(host.s)[0]) if host.s.outbox else None
    join = decode(encode(guest.s.remote.join()))  # type: ignore[union-attr]
    assert saves_for(host.store, join) == [host.s.save.id] and saves_for(guest.store, join) == []
    if update is not None:
        assert saves_for(guest.store, update) == [guest.s.save.id]
        assert saves_for(host.store, update) == []
    other = start("lost-cities", {"colours": 5, "games": 1}, ["human", "remote"])
    assert saves_for(host.store, invite_of(other.host.s)) == []


# --- the audit ------------------------------------------------------------------------------


def cheat(match: Match, seed: int = 0, move: str | None = None) -> Message:
    """The end as a dishonest host would send it: the seed moved by ``seed``, or the first
    logged move replaced by ``move``, re-tagged with the keys the host holds."""
    host = match.host.s.remote
    assert isinstance(host, HostGame)
    end = decode(links(match.host.s)[-1])
    assert end.kind == "end"
    old: Any = end.body
    log = [list(e) for e in old["log"]]
    if move is not None:
        log[0][1] = move
    body: Any = {**old, "seed": old["seed"] + seed, "log": log}
    forged = replace(end, body=body, tags={})
    for seat, keys in host.to_json()["keys"].items():
        forged = sign(forged, int(seat), crypto.unb64(keys["tag"]))
    return forged


def ended_but_not_told() -> Match:
    match = start("curios", {"players": 2}, ["human", "remote"])
    match.hold_end = True
    assert play(match, random.Random(11))
    return match


@pytest.mark.parametrize(("change", "reason"), [
    ({"seed": 1}, "commitment"),
    ({"move": "place:nowhere"}, "illegal_move"),
])
def test_a_changed_deal_or_move_fails_the_audit(change: dict[str, Any], reason: str) -> None:
    match = ended_but_not_told()
    guest = match.guests[1]
    arrival = guest.s.receive(cheat(match, **change))
    assert arrival.applied and arrival.over
    audit = guest.s.audit
    assert audit is not None and not audit.ok and audit.reason == reason
    assert guest.store.stats.load().records == []  # a failed audit records nothing
    assert guest.s.game.log == []  # still the sampled game: nothing of the claimed deal
    guest.reload()
    assert guest.s.audit == audit and guest.s.waiting_for == []


# --- refusals change nothing ----------------------------------------------------------------


def test_refused_links_leave_every_save_as_it_was() -> None:
    match = start("lost-cities", {"colours": 5, "games": 1}, ["human", "remote"])
    rng = random.Random(3)
    assert not play(match, rng, moves=4)
    host, guest = match.host, match.guests[1]
    other = start("lost-cities", {"colours": 5, "games": 1}, ["human", "remote"])
    before = (canon(host.storage.data), canon(guest.storage.data))
    for side, text, code in [
        (guest.s, encode(invite_of(other.host.s)), "foreign"),
        (host.s, links(other.guests[1].s)[0] if other.guests[1].s.outbox else None, "foreign"),
        (guest.s, encode(invite_of(host.s)), "duplicate"),
    ]:
        if text is None:
            continue
        arrival = side.receive(decode(text))
        assert arrival.code == code and not arrival.applied
    assert (canon(host.storage.data), canon(guest.storage.data)) == before
    with pytest.raises(IllegalAction):
        guest.s.act(0, "draw deck")  # not this device's seat


# --- hostile message streams ----------------------------------------------------------------


@dataclass
class Recording:
    """A short 3-player Curios (the host's person and two friends) as the devices saw it:
    every host link in order, a guest's storage before the first update, the host's storage
    while it waits for ``move`` (friend ``mover``'s turn), and links of another game."""

    host_links: list[str]
    guest_seat: int
    guest_storage: dict[str, str]
    host_storage: dict[str, str]
    move: str
    mover: int
    keys: dict[int, bytes]  # each friend's tag key (a friend holds only its own)
    other_links: list[str]
    joins: list[str]


_RECORDING: list[Recording] = []


def recording() -> Recording:
    if _RECORDING:
        return _RECORDING[0]
    match = start("curios", {"players": 3}, ["human", "remote", "remote"])
    guest_storage = dict(match.guests[1].storage.data)
    joins = [links(d.s)[0] for d in match.guests.values()]
    rng = random.Random(4)
    bot = make_bot("curios", "easy")
    host_links: list[str] = [encode(invite_of(match.host.s))]
    while True:
        for text in links(match.host.s):
            if text not in host_links:
                host_links.append(text)
        match.deliver()
        seat = match.host.s.game.current_player
        if seat in match.guests and len(host_links) >= 4:
            break
        play(match, rng, moves=1)
    for text in links(match.host.s):
        if text not in host_links:
            host_links.append(text)
    guest = match.guests[seat].s
    while not guest.waiting_for:
        guest.act(seat, choose(bot, guest.view(), rng))
    keys = {s: crypto.unb64(d.s.remote.to_json()["tag"]) for s, d in match.guests.items()}
    other = start("curios", {"players": 3}, ["human", "remote", "remote"])
    play(other, random.Random(1), moves=3)
    _RECORDING.append(Recording(
        host_links, 1, guest_storage, dict(match.host.storage.data), links(guest)[0],
        int(seat), keys, [encode(invite_of(other.host.s)), *links(other.host.s),
                          *[links(d.s)[0] for d in other.guests.values() if d.s.outbox]],
        joins))
    return _RECORDING[0]


ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
JUNK = ["x=" + "A" * 100_000, "#x=" + "_" * 99_990, "{" * 100_000,
        "x=" + crypto.b64(bytes(range(256)) * 300)[:100_000]]


def flipped(text: str, where: int, to: int) -> str:
    """``text`` with one base64 character of its fragment changed."""
    body = text[2:]
    index = where % len(body)
    new = ALPHABET[to % 64]
    if new == body[index]:
        new = ALPHABET[(to + 1) % 64]
    return "x=" + body[:index] + new + body[index + 1:]


def operations(count: int) -> st.SearchStrategy[tuple[Any, ...]]:
    return st.one_of(
        st.tuples(st.just("genuine"), st.integers(0, count - 1)),
        st.tuples(st.just("next")),
        st.tuples(st.just("flip"), st.integers(0, count - 1), st.integers(0, 10_000),
                  st.integers(0, 63)),
        st.tuples(st.just("cut"), st.integers(0, count - 1), st.integers(0, 2_000)),
        st.tuples(st.just("foreign"), st.integers(0, 10)),
        st.tuples(st.just("junk"), st.integers(0, len(JUNK) - 1)),
        st.tuples(st.just("text"), st.text(max_size=50)),
    )


def text_of(op: tuple[Any, ...], genuine: list[str], rec: Recording) -> str:
    kind, args = op[0], [a if isinstance(a, str) else int(a) for a in op[1:]]
    if kind == "text":
        return str(args[0])
    number = int(args[0])
    if kind == "genuine":
        return genuine[number]
    if kind == "flip":
        return flipped(genuine[number], int(args[1]), int(args[2]))
    if kind == "cut":
        return genuine[number][:int(args[1]) % max(1, len(genuine[number]))]
    if kind == "foreign":
        return rec.other_links[number % len(rec.other_links)]
    return JUNK[number]


def received(device: Device, text: str) -> Message | None:
    """Open a link on ``device``: the message it applied (None when refused, and then the
    device's storage is exactly as it was)."""
    from expeditions.remote.link import LinkError

    before = dict(device.storage.data)
    try:
        message = decode(text)
    except LinkError:
        return None
    arrival = device.s.receive(message)
    if not arrival.applied:
        assert device.storage.data == before, arrival
        return None
    return message


def restored(data: dict[str, str], save_id: str) -> Device:
    device = Device()
    device.storage.data.update(data)
    session = Session.resume(device.store, save_id, device.clock)
    assert isinstance(session, RemoteSession)
    device.session = session
    return device


@pytest.mark.slow
@settings(max_examples=100, deadline=None)
@given(st.data())
def test_a_guest_applies_exactly_the_hosts_next_update(data: st.DataObject) -> None:
    rec = recording()
    updates = rec.host_links
    genuine = [*updates, rec.move, *rec.joins]  # friends' links to the host: not for a guest
    device = restored(rec.guest_storage, next(
        k.split(":")[-1] for k in rec.guest_storage if k.startswith("expeditions:save:")))
    ops = data.draw(st.lists(operations(len(genuine)), max_size=10))
    for op in ops:
        latest = device.s.remote.chain.latest
        if op[0] == "next":  # the link the guest waits for (so streams get somewhere)
            op = ("genuine", min(latest + 1, len(updates) - 1))
        message = received(device, text_of(op, genuine, rec))
        if message is not None:  # only the next update of this game, as the host made it
            assert latest + 1 < len(updates)
            expected = decode(updates[latest + 1])
            assert canon(message.body) == canon(expected.body)
            assert (message.kind, message.seq, message.prev, message.tags) == (
                "update", latest + 1, expected.prev, expected.tags)
    event(f"updates applied: {device.s.remote.chain.latest}")


@pytest.mark.slow
@settings(max_examples=100, deadline=None)
@given(st.data())
def test_the_host_applies_exactly_the_friends_move(data: st.DataObject) -> None:
    rec = recording()
    move = decode(rec.move)
    other = next(s for s in rec.keys if s != rec.mover)
    impostor = sign(replace(move, tags={}), other, rec.keys[other])  # another seat's tag
    as_other = sign(replace(move, sender=other, tags={}), other, rec.keys[other])
    genuine = [rec.move, encode(impostor), encode(as_other), *rec.joins, *rec.host_links]
    host_id = next(k.split(":")[-1] for k in rec.host_storage
                   if k.startswith("expeditions:save:"))
    device = restored(rec.host_storage, host_id)
    ops = data.draw(st.lists(operations(len(genuine)), max_size=10))
    applied = False
    for op in ops:
        if op[0] == "next":
            op = ("genuine", 0)
        message = received(device, text_of(op, genuine, rec))
        if message is not None:
            assert not applied and canon(message.body) == canon(move.body)
            assert (message.sender, message.seq, message.tags) == (
                move.sender, move.seq, move.tags)
            applied = True
    event(f"move applied: {applied}")


# --- remote games in saves ------------------------------------------------------------------


def mid_game() -> Match:
    match = start("curiosity", {"players": 3}, ["human", "remote", "remote"])
    assert not play(match, random.Random(9), moves=6)
    return match


def stored(device: Device) -> dict[str, Any]:
    text = device.storage.data["expeditions:save:" + device.s.save.id]
    value: dict[str, Any] = json.loads(text)
    return value


def test_remote_saves_are_format_3_and_local_ones_stay_format_2() -> None:
    match = mid_game()
    host, guest = stored(match.host), stored(match.guests[1])
    assert host["schema"] == guest["schema"] == 3
    assert host["remote"]["role"] == "host" and guest["remote"]["role"] == "guest"
    assert guest["log"] == [] and guest["seed"] == 0 and guest["digest"] == {}
    assert [p["kind"] for p in guest["players"]] == ["remote", "human", "remote"]
    local = SaveStore(MemoryStorage())
    Session.new("curios", {}, [Seat("A"), Seat("B", "computer", "easy")], 1, "l", local,
                Clock())
    assert json.loads(local.raw("l") or "")["schema"] == 2


def test_continue_lists_remote_saves_with_the_shadows_progress() -> None:
    match = mid_game()
    for device in (match.host, *match.guests.values()):
        [entry] = device.store.entries()
        assert not entry.damaged and entry.id == device.s.save.id
        assert entry.progress == device.s.game.progress() and not entry.over


def test_export_and_import_carry_remote_games() -> None:
    match = mid_game()
    for device in (match.host, match.guests[2]):
        backup = device.store.export()
        elsewhere = Device()
        report = elsewhere.store.import_backup(backup)
        assert report.imported == [device.s.save.id] and not report.failed
        elsewhere.session = device.session
        elsewhere.reload()
        assert canon(elsewhere.s.view()) == canon(device.s.view())
        assert links(elsewhere.s) == links(device.s)


def damaged(device: Device, change: Any) -> str:
    """The code a changed copy of the device's save is refused with, on load and import."""
    data = stored(device)
    change(data)
    text = json.dumps(data)
    elsewhere = Device()
    elsewhere.storage.data["expeditions:save:" + device.s.save.id] = text
    [entry] = elsewhere.store.entries()
    assert entry.problem is not None
    report = Device().store.import_backup(json.dumps(
        {"format": "expeditions-backup", "version": 1, "saves": {device.s.save.id: text}}))
    assert [code.code for _, code in report.failed] == [entry.problem.code]
    return entry.problem.code


def _set(path: list[Any], value: Any) -> Any:
    if value == "HUGE":
        value = "x" * 3_000_000

    def change(data: dict[str, Any]) -> None:
        node = data
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = value
    return change


@pytest.mark.slow
@pytest.mark.parametrize(("path", "value", "code"), [
    (["remote", "role"], "referee", "bad_remote"),
    (["remote", "outbox"], ["x=AAAA"], "bad_remote"),
    (["remote", "outbox"], ["x=" + "A" * 20_000], "bad_remote"),
    (["remote", "pending"], ["play:nothing"], "bad_remote"),
    (["remote", "shadow"], -1, "bad_remote"),
    (["remote", "state", "seat"], 0, "bad_remote"),  # the host's seat, not a friend's
    (["remote", "state", "view", "hand"], ["N1"], "bad_remote"),
    (["remote", "state", "tag"], "AAAA", "bad_remote"),
    (["remote", "state", "chain", "hosts"], "none", "bad_remote"),
    (["remote", "state", "extra"], 1, "bad_remote"),
    (["remote", "state", "history"], [], "bad_remote"),  # fewer positions than updates
    (["remote", "state", "history", 0, 0], 10_000, "bad_remote"),  # more events than kept
    (["remote", "state", "history", -1], [0, {"p": {}}], "bad_remote"),  # not the view shown
    (["players", 0, "name"], "HUGE", "name_too_long"),  # a name of 3 MB
    (["players", 0, "name"], "x" * 41, "name_too_long"),
    (["players", 0, "kind"], "human", "bad_remote"),  # two people on a guest's device
    (["log"], [[1, "x"]], "bad_remote"),  # a guest holds no log before the end
])
def test_a_damaged_guest_save_is_listed_with_its_reason(path: list[Any], value: Any,
                                                        code: str) -> None:
    match = mid_game()
    assert damaged(match.guests[1], _set(path, value)) == code


@pytest.mark.parametrize(("path", "value", "code"), [
    (["remote", "state", "log"], [], "bad_remote"),  # not the save's log
    (["remote", "state", "seed"], 1, "bad_remote"),
    (["remote", "state", "seats", 1, "kind"], "computer", "bad_remote"),
    (["remote", "pending"], ["x"], "bad_remote"),  # a host keeps nothing pending
    (["players", 1, "kind"], "remote2", "unknown_player_kind"),
])
def test_a_damaged_host_save_is_listed_with_its_reason(path: list[Any], value: Any,
                                                       code: str) -> None:
    match = mid_game()
    assert damaged(match.host, _set(path, value)) == code


def test_names_of_25_to_40_characters_from_an_invitation_are_kept_whole() -> None:
    host = Device()
    name = "Bea " + "b" * 36  # 40 characters: what a link may carry
    host.session = RemoteSession.host("lost-cities", {}, [Seat("Ann"), Seat(name, "remote")],
                                      host.store, host.clock)
    guest = Device()
    guest.session = RemoteSession.join(invite_of(host.s), 1, guest.store, guest.clock)
    guest.reload()
    host.reload()
    assert guest.s.names == ["Ann", name] and host.s.names == ["Ann", name]
    with pytest.raises(ValueError):  # longer than a link may carry: the form refuses it
        RemoteSession.host("lost-cities", {}, [Seat("Ann"), Seat(name + "x", "remote")],
                           host.store, host.clock)


def test_an_update_no_game_can_show_is_refused_and_changes_nothing(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from expeditions.remote import session as module

    match = start("lost-cities", {"colours": 5, "games": 1}, ["remote", "human"])
    match.hold_end = True
    guest = match.guests[0]
    if not match.host.s.outbox:  # the host's person plays first: the first update follows
        while match.host.s.game.current_player == 1:
            match.host.s.act(1, match.host.s.game.legal_actions(1)[0])
    [update] = links(match.host.s)
    before = dict(guest.storage.data)

    def unshowable(*args: Any) -> Any:
        raise ProtocolError("bad_state")

    monkeypatch.setattr(module, "shadow_game", unshowable)
    arrival = guest.s.receive(decode(update))
    assert (arrival.code, arrival.params) == ("bad_body", {"field": "view"})
    assert guest.storage.data == before and not guest.s.started
    monkeypatch.undo()
    assert guest.s.receive(decode(update)).applied  # the same link, once it can be shown


def test_the_hidden_card_check_sees_a_leak() -> None:
    """The storage check above is not vacuous: another seat's view stored anywhere on the
    guest's device is caught."""
    match = start("lost-cities", {"colours": 5, "games": 1}, ["human", "remote"])
    match.deliver()
    if not match.guests[1].s.started:
        while match.host.s.game.current_player == 0:
            match.host.s.act(0, match.host.s.game.legal_actions(0)[0])
        match.deliver()
    no_hidden_cards(match, 1)
    match.guests[1].storage.data["leak"] = canon(match.host.s.game.view(0))
    with pytest.raises(AssertionError):
        no_hidden_cards(match, 1)


def test_a_friends_device_keeps_every_position_its_seat_was_shown() -> None:
    """The positions a guest keeps (its replay before the end) are exactly the views it was
    shown, one per update, events included up to then; they survive a reload."""
    match = start("lost-cities", {}, ["human", "remote"])
    guest = match.guests[1]
    assert not play(match, random.Random(3), moves=20)
    guest.reload()
    assert isinstance(guest.s.remote, GuestGame)
    positions = guest.s.remote.positions
    assert positions is not None and len(positions) == match.updates >= 4
    shown = [{**json.loads(v), "legal": []} for v in match.shown[1]]
    assert [canon(p) for p in positions] == [canon(v) for v in shown]
    assert [len(p["events"]) for p in positions] == sorted(len(p["events"]) for p in positions)


def test_a_guest_save_from_before_positions_were_kept_still_resumes() -> None:
    match = mid_game()
    guest = match.guests[1]
    data = stored(guest)
    del data["remote"]["state"]["history"]
    guest.storage.data["expeditions:save:" + guest.s.save.id] = json.dumps(data)
    guest.reload()
    assert isinstance(guest.s.remote, GuestGame)
    assert guest.s.remote.positions is None and guest.s.started
    play(match, random.Random(9), moves=3)
    assert guest.s.remote.positions is None  # none kept half-way: nothing to step through
