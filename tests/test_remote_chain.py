"""Whether a message fits a game's chain: replays, gaps, old positions, forks, forgeries and
other games are told apart, and over any delivery of a game's links nothing is applied that
the honest game did not send, in any order but the honest one."""

from __future__ import annotations

import json
from dataclasses import dataclass, replace

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from expeditions.remote import crypto
from expeditions.remote.chain import (
    Chain,
    Status,
    Verdict,
    authentic,
    expected_signers,
    judge,
)
from expeditions.remote.link import (
    ZERO_PREV,
    JsonValue,
    Kind,
    LinkError,
    Message,
    decode,
    digest,
    encode,
    sign,
)

pytestmark = pytest.mark.fast

KEYS = {seat: bytes([seat + 1]) * 32 for seat in range(8)}
GAME = crypto.b64(bytes(range(12)))
OTHER_GAME = crypto.b64(bytes(range(1, 13)))


@dataclass
class Game:
    """An honest game's messages in the order they were sent."""

    remote: tuple[int, ...]
    messages: list[Message]

    @property
    def hosts(self) -> list[Message]:
        return [m for m in self.messages if m.sender == -1]


def host_message(game: str, seq: int, prev: str, remote: tuple[int, ...],
                 body: dict[str, JsonValue]) -> Message:
    kind: Kind = "invite" if seq == 0 else "update"
    message = Message(game=game, kind=kind, seq=seq, sender=-1, prev=prev, body=body)
    if seq:
        for seat in remote:
            message = sign(message, seat, KEYS[seat])
    return message


def guest_message(answered: Message, seat: int, body: dict[str, JsonValue]) -> Message:
    kind: Kind = "join" if answered.seq == 0 else "move"
    return sign(Message(game=answered.game, kind=kind, seq=answered.seq, sender=seat,
                        prev=digest(answered), body=body), seat, KEYS[seat])


def honest_game(game: str, remote: tuple[int, ...], movers: list[int | None]) -> Game:
    """An invitation, a join from every remote seat, then one update per entry of ``movers``,
    each answered by that remote seat's move (or by none: a computer's or the host's turn)."""
    invite = host_message(game, 0, ZERO_PREV, remote, {"seats": list(remote)})
    messages = [invite] + [guest_message(invite, seat, {"name": f"P{seat}"}) for seat in remote]
    latest = invite
    for seq, mover in enumerate(movers, start=1):
        latest = host_message(game, seq, digest(latest), remote, {"turn": seq})
        messages.append(latest)
        if mover is not None:
            messages.append(guest_message(latest, mover, {"card": seq % 60}))
    return Game(remote, messages)


def auditor(remote: tuple[int, ...]) -> dict[int, bytes]:
    return {seat: KEYS[seat] for seat in remote}


def receive(chain: Chain, text: str, remote: tuple[int, ...],
            keys: dict[int, bytes]) -> tuple[Verdict | None, Message | None]:
    """What a device does with a link: decode, judge, and accept only what is new."""
    try:
        message = decode(text)
    except LinkError:
        return None, None
    before = chain.to_json()
    verdict = judge(chain, message, remote, keys)
    assert chain.to_json() == before  # judging never changes the chain
    if verdict.new:
        chain.accept(message)
        return verdict, message
    return verdict, None


# --- One message at a time -----------------------------------------------------------------


def two_player() -> tuple[Game, Chain]:
    game = honest_game(GAME, (1,), [1, None, 1])
    return game, Chain(GAME)


def test_an_honest_game_is_new_then_duplicate_throughout() -> None:
    game, chain = two_player()
    for message in game.messages:
        assert chain.check(message) == Verdict(Status.NEW)
        chain.accept(message)
        assert chain.check(message).status is Status.DUPLICATE
    assert chain.latest == 3
    assert [chain.check(m).status for m in game.messages] == [Status.DUPLICATE] * 7


def test_a_gap_waits_and_names_the_missing_update() -> None:
    game, chain = two_player()
    invite, join, update1, move1, update2, update3 = game.messages[:6]
    assert chain.check(update1) == Verdict(Status.FUTURE, 0)
    for message in (invite, join, update1):
        chain.accept(message)
    assert chain.check(update3) == Verdict(Status.FUTURE, 2)
    assert chain.check(update2).new


def test_a_move_on_an_old_position_is_stale_but_a_late_join_is_not() -> None:
    game = honest_game(GAME, (1, 2), [1, 2])
    invite, join1, join2, update1, move1, update2, move2 = game.messages
    chain = Chain(GAME)
    for message in (invite, join1, update1, update2):
        chain.accept(message)
    assert chain.check(move1).status is Status.STALE
    assert chain.check(join2).new  # joins answer the invitation whatever came since
    assert chain.check(move2).new


def test_forks_are_refused() -> None:
    game, chain = two_player()
    invite, join, update1, move1 = game.messages[:4]
    for message in (invite, join, update1):
        chain.accept(message)
    other_update = host_message(GAME, 1, digest(invite), (1,), {"turn": "other"})
    assert chain.check(other_update).status is Status.FORK  # same seq, another digest
    wrong_prev = host_message(GAME, 2, digest(invite), (1,), {"turn": 2})
    assert chain.check(wrong_prev).status is Status.FORK  # prev is not the update held
    on_other = guest_message(other_update, 1, {"card": 59})
    assert chain.check(on_other).status is Status.FORK  # answers an update we do not hold
    chain.accept(move1)
    second_move = guest_message(update1, 1, {"card": 59})
    assert chain.check(second_move).status is Status.FORK  # one move per seat per update
    assert chain.check(replace(join, body={"name": "again"})).status is Status.FORK


def test_another_games_message_is_foreign() -> None:
    game, chain = two_player()
    chain.accept(game.messages[0])
    for message in honest_game(OTHER_GAME, (1,), [1]).messages:
        assert chain.check(message).status is Status.FOREIGN
        assert judge(chain, message, (1,), auditor((1,))).status is Status.FOREIGN


def test_accept_takes_only_a_new_message() -> None:
    game, chain = two_player()
    chain.accept(game.messages[0])
    with pytest.raises(ValueError):
        chain.accept(game.messages[0])
    with pytest.raises(ValueError):
        chain.accept(game.messages[3])


# --- Tags ----------------------------------------------------------------------------------


def test_expected_signers() -> None:
    game = honest_game(GAME, (0, 2), [2])
    invite, join0, _, update1, move = game.messages
    assert expected_signers(invite, (0, 2)) == frozenset()
    assert expected_signers(update1, (0, 2)) == frozenset({0, 2})
    assert expected_signers(move, (0, 2)) == frozenset({2})
    assert expected_signers(move, (0,)) == frozenset()  # seat 2 is no remote seat


def test_a_seat_cannot_speak_for_another() -> None:
    game = honest_game(GAME, (0, 2), [2])
    invite, join0, join2, update1, move = game.messages
    keys = auditor((0, 2))
    assert authentic(move, (0, 2), keys) and authentic(update1, (0, 2), keys)
    assert authentic(invite, (0, 2), {})
    by_other_key = sign(replace(move, tags={}), 2, KEYS[0])
    as_other_seat = sign(replace(move, sender=0, tags={}), 2, KEYS[2])  # tag under seat 2's key
    both = sign(move, 0, KEYS[0])
    not_remote = sign(replace(move, sender=3, tags={}), 3, KEYS[3])
    untagged = replace(update1, tags={"0": update1.tags["0"]})
    for forged in (by_other_key, as_other_seat, both, not_remote, untagged,
                   replace(move, body={"card": 5}), replace(update1, body={"turn": 9}),
                   replace(invite, tags={"0": move.tags["2"]})):
        assert not authentic(forged, (0, 2), keys)
    chain = Chain(GAME)
    for message in (invite, join0, join2, update1):
        chain.accept(message)
    assert judge(chain, by_other_key, (0, 2), keys).status is Status.FORGED
    assert judge(chain, move, (0, 2), keys).new


def test_a_guest_checks_its_own_tag_and_leaves_others_moves_to_the_host() -> None:
    game = honest_game(GAME, (0, 2), [2])
    invite, join0, join2, update1, move = game.messages
    guest0 = Chain(GAME)
    mine = {0: KEYS[0]}
    for message in (invite, join0, update1):
        assert judge(guest0, message, (0, 2), mine).new
        guest0.accept(message)
    assert judge(guest0, move, (0, 2), mine).status is Status.ELSEWHERE
    wrong_for_me = replace(update1, tags={**update1.tags, "0": update1.tags["2"]})
    assert judge(guest0, wrong_for_me, (0, 2), mine).status is Status.FORGED


# --- Saving --------------------------------------------------------------------------------


def test_the_state_is_json_and_survives_a_save() -> None:
    game = honest_game(GAME, (1, 3), [1, 3, None])
    chain = Chain(GAME)
    for message in game.messages[:-1]:
        chain.accept(message)
    saved = json.dumps(chain.to_json())
    loaded = Chain.from_json(json.loads(saved))
    assert loaded == chain and loaded.latest == chain.latest
    assert [loaded.check(m) for m in game.messages] == [chain.check(m) for m in game.messages]
    assert loaded.check(game.messages[-1]).new


@pytest.mark.parametrize("damage", [
    lambda d: d.pop("guests"),
    lambda d: d.update(version=2),
    lambda d: d.update(version=True),
    lambda d: d.update(game="short"),
    lambda d: d.update(hosts="abc"),
    lambda d: d["hosts"].append("A" * 21 + "+"),
    lambda d: d["guests"].update({"9/1": ZERO_PREV}),
    lambda d: d["guests"].update({"1/01": ZERO_PREV}),
    lambda d: d["guests"].update({"1/50": ZERO_PREV}),  # answers an update it does not hold
    lambda d: d["guests"].update({"1/1": 5}),
])
def test_a_damaged_save_is_refused(damage: object) -> None:
    game = honest_game(GAME, (1,), [1])
    chain = Chain(GAME)
    for message in game.messages:
        chain.accept(message)
    data = json.loads(json.dumps(chain.to_json()))
    damage(data)  # type: ignore[operator]
    with pytest.raises(LinkError):
        Chain.from_json(data)


# --- Message streams -----------------------------------------------------------------------


def flip(text: str, where: int, char: str) -> str:
    where = 2 + where % (len(text) - 2)
    return text[:where] + char + text[where + 1:]


def dishonest_texts(game: Game, picks: list[int], flips: list[tuple[int, int, str]]) -> list[str]:
    """Links no honest device sent: re-signed with another seat's key, altered content with
    the old tags, bit flips, another game's links, junk."""
    texts: list[str] = []
    for pick in picks:
        message = game.messages[pick % len(game.messages)]
        texts.append(encode(replace(message, body={"altered": True})))
        if message.sender != -1:
            others = [s for s in range(8) if s != message.sender]
            other = others[pick % len(others)]
            texts.append(encode(sign(replace(message, tags={}), message.sender, KEYS[other])))
            texts.append(encode(sign(replace(message, sender=other, tags={}), other,
                                     KEYS[message.sender])))
    for index, where, char in flips:
        message = game.messages[index % len(game.messages)]
        flipped = flip(encode(message), where, char)
        try:
            same = decode(flipped) == message
        except LinkError:
            same = False
        if not same:  # a flip of a deflate stream's padding bits is the honest message
            texts.append(flipped)
    elsewhere = honest_game(OTHER_GAME, game.remote, [game.remote[0]] * 3)
    texts += [encode(m) for m in elsewhere.messages[:4]]
    texts += ["x=" + "A" * 100_000, "#x=", "https://example.org/#x=AAAA"]
    return texts


def is_subsequence(part: list[Message], whole: list[Message]) -> bool:
    position = 0
    for item in part:
        while position < len(whole) and whole[position] != item:
            position += 1
        if position == len(whole):
            return False
        position += 1
    return True


streams = st.fixed_dictionaries({
    "remote": st.sets(st.integers(0, 7), min_size=1, max_size=4).map(lambda s: tuple(sorted(s))),
    "turns": st.lists(st.integers(0, 7) | st.none(), min_size=1, max_size=6),
    "picks": st.lists(st.integers(0, 100), max_size=3),
    "flips": st.lists(st.tuples(st.integers(0, 100), st.integers(0, 10_000),
                                st.sampled_from("AZaz09-_+/ ")), max_size=4),
    "mode": st.sampled_from(["in order", "swaps", "shuffle"]),
    "cut": st.integers(0, 40),
    "copies": st.lists(st.integers(0, 60), max_size=6),
})


@pytest.mark.slow
@settings(max_examples=150, deadline=None)
@given(plan=streams, data=st.data())
def test_no_delivery_applies_what_the_honest_game_did_not_send(
        plan: dict[str, object], data: st.DataObject) -> None:
    remote: tuple[int, ...] = plan["remote"]  # type: ignore[assignment]
    turns: list[int | None] = plan["turns"]  # type: ignore[assignment]
    movers = [None if t is None else remote[t % len(remote)] for t in turns]
    game = honest_game(GAME, remote, movers)
    honest = [encode(m) for m in game.messages]
    cut = min(plan["cut"], len(honest))  # type: ignore[call-overload]
    sent = honest[:cut]
    for copy in plan["copies"]:  # type: ignore[attr-defined]
        if sent:  # a link opened again, some time after it first arrived
            original = copy % len(sent)
            sent.insert(original + 1 + copy % (len(sent) - original), sent[original])
    junk = dishonest_texts(game, plan["picks"], plan["flips"])  # type: ignore[arg-type]
    delivered = list(sent)
    for text in junk:
        delivered.insert(data.draw(st.integers(0, len(delivered))), text)
    if plan["mode"] == "swaps":
        for where in data.draw(st.lists(st.integers(0, 100), max_size=4)):
            if len(delivered) > 1:
                i = where % (len(delivered) - 1)
                delivered[i], delivered[i + 1] = delivered[i + 1], delivered[i]
    elif plan["mode"] == "shuffle":
        delivered = data.draw(st.permutations(delivered))

    keys = auditor(remote)
    chain = Chain(GAME)
    chain.accept(game.messages[0])  # the host made the invitation (it cannot be tagged)
    accepted: list[Message] = [game.messages[0]]
    for step, text in enumerate(delivered):
        if step == len(delivered) // 2:  # saved and reloaded halfway
            chain = Chain.from_json(json.loads(json.dumps(chain.to_json())))
        _, message = receive(chain, text, remote, keys)
        if message is not None:
            accepted.append(message)

    # Nothing accepted that the honest game did not send, and nothing twice.
    assert all(message in game.messages for message in accepted)
    assert len({digest(m) for m in accepted}) == len(accepted)
    # Host updates: a prefix of the honest ones, in order; moves: in the honest order.
    hosts = [m for m in accepted if m.sender == -1]
    assert hosts == game.hosts[:len(hosts)]
    assert is_subsequence([m for m in accepted if m.kind != "join"], game.messages)
    # Delivered in order (with copies and junk between), every sent link is applied.
    if plan["mode"] == "in order":
        assert all(message in accepted for message in game.messages[:cut])
    # Opening an applied link again changes nothing, and says so.
    assert all(judge(chain, m, remote, keys).status is Status.DUPLICATE for m in accepted)


@settings(max_examples=60, deadline=None)
@given(plan=streams, seat_pick=st.integers(0, 7))
# a "flip" of the deflate stream's last padding bits leaves the guest's own join as it was
@example(plan={"remote": (7,), "turns": [None], "picks": [], "flips": [(1, 580, "Z")],
               "mode": "in order", "cut": 0, "copies": []}, seat_pick=0)
def test_a_guest_device_applies_only_the_hosts_honest_updates(
        plan: dict[str, object], seat_pick: int) -> None:
    remote: tuple[int, ...] = plan["remote"]  # type: ignore[assignment]
    turns: list[int | None] = plan["turns"]  # type: ignore[assignment]
    game = honest_game(GAME, remote, [None if t is None else remote[t % len(remote)]
                                      for t in turns])
    me = remote[seat_pick % len(remote)]
    delivered = dishonest_texts(game, plan["picks"], plan["flips"])  # type: ignore[arg-type]
    delivered += [encode(m) for m in game.messages if m.sender != me]  # the group chat
    chain = Chain(GAME)
    chain.accept(game.messages[0])  # the invitation is where the guest learnt of the game
    accepted = [game.messages[0]] + [m for text in delivered
                if (m := receive(chain, text, remote, {me: KEYS[me]})[1]) is not None]
    # Another seat's tag in a host update is not this device's to check: compare content.
    assert [digest(m) for m in accepted] == [digest(m) for m in game.hosts[:len(accepted)]]
    assert chain.latest == len(game.hosts) - 1
