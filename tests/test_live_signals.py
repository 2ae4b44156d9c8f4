"""Connection offers and answers carried by links (expeditions.remote.live): a modified
device or anyone carrying a link tries to point a friend's connection elsewhere, or to slip
its own lines into the SDP a page hands its browser; each is refused."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from expeditions.remote import crypto, live, wire
from expeditions.remote.link import LinkError, pack, unpack
from expeditions.remote.live import Candidate, Signal
from tests.support.linked_play import Device, Party

pytestmark = pytest.mark.fast

#: What Debian's Chromium wrote for one side of a data channel (taken from a real run).
CHROMIUM_SDP = "\r\n".join([
    "v=0", "o=- 1867698516976744752 2 IN IP4 127.0.0.1", "s=-", "t=0 0", "a=group:BUNDLE 0",
    "a=extmap-allow-mixed", "a=msid-semantic: WMS",
    "m=application 9 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 0.0.0.0",
    "a=candidate:3103569848 1 udp 2113937151 f07a2020-f906-4c18-9baa-c821479c3c96.local 35962"
    " typ host generation 0 network-cost 999",
    "a=candidate:177821933 1 udp 2113937151 192.0.2.2 57669 typ host generation 0 "
    "network-cost 999",
    "a=candidate:233518173 1 udp 2113942271 fd00::2 47123 typ host generation 0",
    "a=candidate:842163049 1 udp 1677729535 203.0.113.7 61000 typ srflx raddr 0.0.0.0 rport 0"
    " generation 0",
    "a=candidate:4 1 tcp 1518280447 192.0.2.2 9 typ host tcptype active generation 0",
    "a=ice-ufrag:0Tef", "a=ice-pwd:aQ4ASv49wBClaVd1aEtMXnPs", "a=ice-options:trickle",
    "a=fingerprint:sha-256 3C:54:C3:ED:40:B9:97:8F:BE:1C:CA:46:0C:D7:88:E7:D2:96:D1:85:A3:07:"
    "B9:2A:01:11:9F:BD:7F:DE:66:40",
    "a=setup:actpass", "a=mid:0", "a=sctp-port:5000", "a=max-message-size:262144", ""])
OFFER_ID = crypto.b64(bytes(range(8)))


@pytest.fixture(scope="module")
def dealt() -> Party:
    """A Curiosity game between two devices, dealt (made once: a deal takes a while; this
    game's is the quickest)."""
    p = Party("curiosity", {}, ["human", "remote"])
    p.run(1)
    return p


@pytest.fixture
def devices(dealt: Party) -> tuple[Device, Device]:
    """The two devices of the dealt game, each a fresh copy resumed from its storage."""
    out = []
    for number in (0, 1):
        device = Device(number)
        device.storage.data = dict(dealt.devices[number].storage.data)
        device.session = dealt.devices[number].s
        device.reload()
        out.append(device)
    return out[0], out[1]


def last_link(p: Party, sender: int) -> str:
    return [text for frm, _, text in p.links if frm == sender][-1]


def test_a_browsers_sdp_becomes_a_signal_and_back() -> None:
    signal = live.from_sdp(CHROMIUM_SDP, "offer", 0, 1, OFFER_ID)
    assert (signal.ufrag, signal.pwd) == ("0Tef", "aQ4ASv49wBClaVd1aEtMXnPs")
    assert [(c.address, c.port, c.kind) for c in signal.candidates] == [
        ("f07a2020-f906-4c18-9baa-c821479c3c96.local", 35962, "host"),
        ("192.0.2.2", 57669, "host"), ("fd00::2", 47123, "host"),
        ("203.0.113.7", 61000, "srflx")]  # the TCP candidate is not carried
    sdp = live.sdp_of(signal)
    assert "a=fingerprint:sha-256 3C:54:C3:ED:40:B9" in sdp and "a=setup:actpass" in sdp
    assert "a=ice-pwd:aQ4ASv49wBClaVd1aEtMXnPs\r\n" in sdp
    assert live.from_sdp(sdp, "offer", 0, 1, OFFER_ID) == signal
    answer = live.from_sdp(CHROMIUM_SDP.replace("actpass", "active"), "answer", 1, 0, OFFER_ID)
    assert "a=setup:active" in live.sdp_of(answer)


def test_an_offer_travels_with_the_next_link_and_reaches_only_its_device(
        devices: tuple[Device, Device]) -> None:
    host, friend = devices
    host.s.offer_signal(live.from_sdp(CHROMIUM_SDP, "offer", 0, 1, OFFER_ID))
    (link,) = host.s.links()
    bundle = wire.decode(link.fragment)
    assert len(bundle.live) == 1 and bundle.messages
    friend.s.receive(bundle)
    (taken,) = friend.s.take_signals()
    assert taken.sender == 0 and taken.ufrag == "0Tef"
    assert friend.s.take_signals() == []  # taken once
    # what goes over the connection is the link without the signal
    assert all(not wire.decode(link.fragment).live for link in host.s.bare_links())


def test_a_link_opened_again_with_a_fresh_offer_takes_the_offer(
        dealt: Party, devices: tuple[Device, Device]) -> None:
    host, friend = devices
    host.s.offer_signal(live.from_sdp(CHROMIUM_SDP, "offer", 0, 1, OFFER_ID))
    again = replace(wire.decode(last_link(dealt, 0)), live=(host.s.signals_out[1],))
    arrival = friend.s.receive(again)
    assert arrival.code == "duplicate" and len(friend.s.take_signals()) == 1


def test_a_link_of_signals_alone_reconnects_without_touching_the_game(
        devices: tuple[Device, Device]) -> None:
    host, friend = devices
    before = friend.stored()
    host.s.outbox = []
    host.s.offer_signal(live.from_sdp(CHROMIUM_SDP, "offer", 0, 1, OFFER_ID))
    (link,) = host.s.links()
    assert link.kind == "connect" and link.to == (1,)
    arrival = friend.s.receive(wire.decode(link.fragment))
    assert arrival.code == "connect" and len(friend.s.take_signals()) == 1
    assert friend.stored() == before


def rewrite_signal(text: str, change: Any) -> str:
    data = unpack(text)
    data["live"] = [change(list(s)) for s in data["live"]]
    return pack(data)


@pytest.mark.parametrize("change", [
    pytest.param(lambda s: [*s[:7], [["198.51.100.66", 4444, "host"]], s[8]], id="address"),
    pytest.param(lambda s: [*s[:6], crypto.b64(bytes(32)), *s[7:]], id="certificate"),
    pytest.param(lambda s: [s[0], 1, 0, *s[3:]], id="sender"),
])
def test_a_signal_changed_on_its_way_is_ignored(change: Any,
                                               devices: tuple[Device, Device]) -> None:
    """Whoever carries the link points the connection at their own address or certificate,
    or passes the offer off as another device's: the signature no longer holds."""
    host, friend = devices
    host.s.offer_signal(live.from_sdp(CHROMIUM_SDP, "offer", 0, 1, OFFER_ID))
    text = rewrite_signal(host.s.links()[0].fragment, change)
    friend.s.receive(wire.decode(text))
    assert friend.s.take_signals() == []


def test_a_signal_signed_by_a_key_not_of_its_seat_is_ignored(
        devices: tuple[Device, Device]) -> None:
    host, friend = devices
    forged = live.from_sdp(CHROMIUM_SDP, "offer", 0, 1, OFFER_ID).signed_by(
        host.s.linked.game, friend.s.linked.identity)  # the friend's key, not the host's
    friend.s.receive(wire.Bundle(host.s.linked.game, (), None, (forged,)))
    assert friend.s.take_signals() == []


@pytest.mark.parametrize("field,value", [
    (4, "0Tef\r\na=candidate:1 1 udp 1 198.51.100.66 4444 typ host"),
    (5, "aQ4ASv49wBClaVd1aEtMXnPs\na=setup:passive"),
    (4, "abc"),
    (7, [["192.0.2.2\r\na=evil", 1, "host"]]),
    (7, [["192.000.002.002", 1, "host"]]),
    (7, [["::FFFF:192.0.2.2", 1, "host"]]),
    (7, [["example.com", 1, "host"]]),
    (7, [["192.0.2.2", 0, "host"]]),
    (7, [["192.0.2.2", 1, "relay"]]),
    (7, [["192.0.2.2", True, "host"]]),
    (7, [["192.0.2.2", 1, "host"]] * 9),
    (7, []),
    (1, 9),
    (2, 0),
])
def test_no_line_of_another_devices_making_reaches_the_sdp(field: int, value: Any) -> None:
    """A signal whose fields would add lines to the SDP, or name what this module never
    writes, is refused before any SDP is written."""
    good = live.from_sdp(CHROMIUM_SDP, "offer", 0, 1, OFFER_ID).signed_by(
        "g", bytes(31) + b"\x01").to_json()
    bad = [*good[:field], value, *good[field + 1:]]
    with pytest.raises(LinkError):
        Signal.from_json(bad)


@pytest.mark.slow  # 200 examples: about 2 s of processor time
@settings(max_examples=200, deadline=None)
@given(st.lists(st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=40),
                          st.lists(st.text(max_size=8), max_size=3)), max_size=10))
def test_any_junk_is_refused_as_a_link_never_a_crash(raw: list[Any]) -> None:
    try:
        signal = Signal.from_json(raw)
    except LinkError:
        return
    assert "\n" not in live.sdp_of(signal).replace("\r\n", "")


def test_every_sdp_line_written_is_one_this_module_knows() -> None:
    signal = live.from_sdp(CHROMIUM_SDP, "answer", 1, 0, OFFER_ID)
    allowed = re.compile(r"(v|o|s|t|m|c)=.*|a=(group|msid-semantic|candidate|ice-ufrag|"
                         r"ice-pwd|fingerprint|setup|mid|sctp-port|max-message-size):.*")
    lines = live.sdp_of(signal).split("\r\n")
    assert lines[-1] == "" and all(allowed.fullmatch(line) for line in lines[:-1])
    assert json.loads(json.dumps(signal.to_json())) == signal.to_json()
    assert Candidate("192.0.2.2", 1, "host").to_json() == ["192.0.2.2", 1, "host"]


def test_a_message_over_the_connection_is_applied_to_the_game_on_the_table(
        dealt: Party, devices: tuple[Device, Device]) -> None:
    """What arrives over a connection goes to the very session on the table (no reload of
    the game from storage), checked as a link is: a message already held changes nothing,
    a changed one is refused, and junk is refused without leaving the table."""
    from expeditions.remote.front import open_on_table

    host, friend = devices
    held = last_link(dealt, 0)
    opening = open_on_table(held, friend.s, friend.store, friend.clock)
    assert opening.session is friend.s and opening.arrival is not None
    assert opening.arrival.code == "duplicate"
    before = friend.stored()
    data = unpack(held)
    data["messages"][-1][4] = {**data["messages"][-1][4], "x": 1}
    changed = open_on_table(pack(data), friend.s, friend.store, friend.clock)
    assert changed.arrival is not None and changed.arrival.code != "applied"
    junk = open_on_table("x=AAAA", friend.s, friend.store, friend.clock)
    assert junk.code == "refused" and junk.session is None
    assert friend.stored() == before
