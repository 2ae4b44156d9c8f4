"""Games with friends on other devices, driven through the app controller as the page drives
it: one :class:`App` per device, each with its own storage, passing the links shown on one
device's screen to the other as a person would (the browser tests do the same in Chromium,
with separate browser contexts)."""

from __future__ import annotations

import asyncio
import random
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from expeditions.saves import MemoryStorage, SaveStore
from expeditions.web.dom import El
from tests.support.fake_page import Page, fake_page, stub_browser_modules

stub_browser_modules()  # before the app's modules are imported (they import the page's)

needs_event_loop = pytest.mark.skipif(sys.platform == "emscripten",
                                      reason="no asyncio.run in Pyodide under Node")


class Device:
    """One device: an app with its own storage (the page's functions are shared fakes)."""

    def __init__(self, page: Page) -> None:
        from expeditions.web.app import App

        self.page = page
        self.app = App(object())
        self.storage = MemoryStorage()
        self.app.store = SaveStore(self.storage, page.now_ms)

    def tree(self) -> El:
        return self.app.tree()

    def text(self) -> str:
        return self.tree().to_html()

    def links(self) -> list[str]:
        """The links on screen to send (the text of each link box)."""
        return ["".join(str(c) for c in el.children) for el in self.tree().walk()
                if el.tag == "textarea" and "remote-link-text" in str(el.attrs.get("class"))]

    def open(self, link: str) -> None:
        """The person opens a link in this device's app (as the address's fragment)."""
        self.page.fragment = link.partition("#")[2]
        self.app.on_link()

    def do(self, cmd: str) -> None:
        self.app.command(cmd)

    def session(self) -> Any:
        return self.app.session


@contextmanager
def devices(count: int) -> Iterator[list[Device]]:
    """``count`` devices on one fake page, with an event loop of their own for the tasks the
    app schedules (an earlier test's ``asyncio.run`` leaves none set on CPython)."""
    if sys.platform == "emscripten":  # Pyodide's own loop is always there
        with fake_page() as page:
            yield [Device(page) for _ in range(count)]
        return
    loop = asyncio.new_event_loop()
    asyncio.set_event_loop(loop)
    try:
        with fake_page() as page:
            yield [Device(page) for _ in range(count)]
    finally:  # the tasks never started are cancelled, not left unawaited
        pending = asyncio.all_tasks(loop)
        for task in pending:
            task.cancel()
        loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
        asyncio.set_event_loop(None)
        loop.close()


def host_game(host: Device, game_id: str, kinds: list[str]) -> None:
    """The host fills in the new-game form: seat ``i`` is ``kinds[i]``."""
    host.do(f"new:{game_id}")
    host.app.field("players", str(len(kinds)))
    for i, kind in enumerate(kinds):
        host.app.field(f"seat-{i}-kind", kind)
    host.do("start")


def test_the_form_offers_a_friend_on_another_device_for_every_seat() -> None:
    with devices(1) as (host,):
        host.do("new:curios")
        host.app.field("players", "4")
        html = host.text()
        assert html.count('value="remote"') == 4
        host.app.field("seat-1-kind", "remote")
        host.app.field("seat-2-kind", "human")
        assert "one person plays on this device" in host.text()
        host.app.field("seat-2-kind", "computer")
        assert "one person plays on this device" not in host.text()


def test_an_invitation_shows_the_link_to_send_relative_to_the_site() -> None:
    with devices(1) as (host,):
        host_game(host, "lost-cities", ["human", "remote"])
        links = host.links()
        assert len(links) == 1
        assert links[0].startswith(host.page.address + "#x=")
        assert "Waiting for Ben to join" in host.text()
        assert host.page.title.startswith("(Waiting for Ben)")


def test_a_link_that_is_not_ours_is_refused_with_words_on_the_menu() -> None:
    with devices(1) as (device,):
        device.open("https://example.org/#x=not-a-real-link")
        assert device.app.screen == "menu"
        assert "damaged or cut short" in device.text()
        device.app.set_language("es")
        assert "dañado o cortado" in device.text()


def test_a_link_for_a_game_this_browser_does_not_hold_says_so() -> None:
    with devices(3) as (host, guest, stranger):
        host_game(host, "lost-cities", ["human", "remote"])
        guest.open(host.links()[0])
        guest.do("take-seat:1")
        join = guest.links()[0]
        stranger.open(join)
        assert "does not hold" in stranger.text()


def play_turns(players: dict[int, Device], host: Device, guests: list[Device],
               rng: random.Random, limit: int = 2000, *, to_the_end: bool = True) -> None:
    """Play to the end (or ``limit`` steps): the device whose person is on turn moves; every
    link shown is passed on to the devices it is for (updates and the end to every guest,
    moves to the host)."""
    for _ in range(limit):
        game = host.session().game
        if game.is_over() and not host.links():
            return
        seat = game.current_player
        device = players.get(seat) if seat is not None else None
        if device is not None and device.session().started and not device.session().waiting_for:
            view = device.session().view()
            device.do(f"act:{rng.choice(view['legal'])}")
        for link in device.links() if device is not None and device is not host else []:
            host.open(link)
        for link in host.links():
            for guest in guests:
                guest.open(link)
        if host.session().game.is_over() and all(g.session().audit for g in guests):
            return
    assert not to_the_end, "the game did not end"


def host_dealt_curios(host: Device, guests: list[Device]) -> None:
    """A 3-player Curios hosted by ``host`` with the two ``guests`` as friends on their own
    devices (with three players a game is dealt by the host's device; two players on two
    devices are dealt by nobody), each friend's join opened by the host."""
    host_game(host, "curios", ["human", "remote", "remote"])
    assert "Your device deals the cards" in host.text() and "Nobody deals" not in host.text()
    invite = host.links()[0]
    for seat, guest in enumerate(guests, 1):
        guest.open(invite)
        assert "Which player are you?" in guest.text()
        guest.do(f"take-seat:{seat}")
        assert "Waiting for Ana to start the game" in guest.text()
        host.open(guest.links()[0])


@needs_event_loop
def test_a_whole_host_dealt_game_between_three_devices() -> None:
    with devices(3) as (host, ben, cy):
        host_dealt_curios(host, [ben, cy])
        assert "Round 1 begins" in host.text()  # both friends have joined
        rng = random.Random(5)
        play_turns({0: host, 1: ben, 2: cy}, host, [ben, cy], rng)
        host_result = host.session().game.result()
        for guest in (ben, cy):
            assert guest.session().audit.ok
            assert "The deal checks out" in guest.text()
            guest_result = guest.session().game.result()
            assert host_result.scores == guest_result.scores
            assert host_result.winners == guest_result.winners


def test_continue_says_whom_a_game_with_friends_waits_for() -> None:
    with devices(2) as (host, guest):
        host_game(host, "lost-cities", ["human", "remote"])
        invite = host.links()[0]
        host.do("menu")
        host.do("continue")
        assert "Waiting for Ben." in host.text()
        assert "Ben (friend)" in host.text()
        guest.open(invite)
        guest.do("take-seat:1")
        guest.do("menu")
        guest.do("continue")
        assert "Waiting for Ana." in guest.text()
        guest.app.set_language("es")
        assert "Esperando a Ana." in guest.text()
        assert "Ana (amigo)" in guest.text()


@needs_event_loop
def test_a_host_that_reveals_another_deal_at_the_end_is_named_and_rematch_invites_again(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A cheating host's app (its end reveals another seed than the one it committed to) is
    caught by the guest's audit, worded in both languages; Play again hosts a new game with
    the same friend, whose invitation is the link to send."""
    from expeditions.remote import protocol

    honest_end = protocol.HostGame.end

    def cheating_end(self: protocol.HostGame) -> Any:
        self._s["seed"] += 1  # the deal it reveals is not the one it dealt
        return honest_end(self)

    monkeypatch.setattr(protocol.HostGame, "end", cheating_end)
    with devices(3) as (host, guest, cy):
        host_dealt_curios(host, [guest, cy])
        play_turns({0: host, 1: guest, 2: cy}, host, [guest, cy], random.Random(2))
        assert guest.session().audit is not None and not guest.session().audit.ok
        assert "is not the one Ana" in guest.text() and "Do not trust this result" in guest.text()
        guest.app.set_language("es")
        assert "no es el que el dispositivo de Ana se comprometió" in guest.text()
        host.do("again")
        assert "Send this invitation to Ben" in host.text()
        assert len(host.links()) == 1


def test_names_from_another_device_are_text_not_markup() -> None:
    with devices(2) as (host, guest):
        host.do("new:lost-cities")
        host.app.field("seat-1-kind", "remote")
        host.app.field("seat-1-name", "<img src=x onerror=alert(1)>")
        host.do("start")
        guest.open(host.links()[0])
        html = guest.text()
        assert "<img" not in html and "&lt;img src=x" in html


def test_send_again_shows_the_last_links_after_a_reload() -> None:
    with devices(1) as (host,):
        host_game(host, "curiosity", ["human", "remote", "remote"])  # host-dealt
        link = host.links()[0]
        host.do("send-done")
        assert host.links() == [] and "send-again" in host.text()
        save_id = host.session().save.id
        host.do("menu")
        host.do(f"resume:{save_id}")
        host.do("send-again")
        assert host.links() == [link]


@needs_event_loop
def test_mid_game_replays_show_only_ones_own_seat_on_every_device() -> None:
    """The host's replay shows only its own seat until the end (friends' hands stay hidden);
    a friend's device, which has no log until the host's last link, steps through the
    positions its seat was shown, one per link from the host."""
    with devices(3) as (host, guest, cy):
        host_dealt_curios(host, [guest, cy])
        host_id, guest_id = host.session().save.id, guest.session().save.id
        from expeditions.web.coach_area import replayable

        assert not replayable(guest.session().save)  # nothing shown yet: nothing to replay
        play_turns({0: host, 1: guest, 2: cy}, host, [guest, cy], random.Random(1), 12,
                   to_the_end=False)
        hand = guest.session().view()["hand"]
        host.do("menu")
        host.do(f"replay:{host_id}")
        assert host.app.screen == "replay"
        from expeditions.coach.replay import viewpoints

        replay = host.app.replay
        assert replay is not None and viewpoints(replay.save.players, False) == [0]
        guest.do("menu")
        guest.do("continue")
        assert f"replay:{guest_id}" in [str(el.attrs.get("data-cmd"))
                                        for el in guest.tree().walk()]
        guest.do(f"replay:{guest_id}")
        assert guest.app.screen == "replay"
        seen = guest.app.replay
        assert seen is not None and seen.seen and seen.view_choice() == 1
        total = seen.replay.length
        assert total >= 1 and f"Position 0 of {total}" in guest.text()
        assert "one position for each link the host sent" in guest.text()
        guest.do("replay-go:end")
        assert f"Position {total} of {total}" in guest.text()
        last = seen.replay.at(total).view(1)
        assert last["hand"] == hand


def test_an_invitation_for_other_rules_is_refused_with_words() -> None:
    from dataclasses import replace

    from expeditions.remote.link import decode, encode

    with devices(2) as (host, guest):
        host_game(host, "lost-cities", ["human", "remote"])
        invite = decode(host.links()[0])
        rules = invite.body["rules"]
        assert isinstance(rules, int)
        newer = replace(invite, body={**invite.body, "rules": rules + 1})
        guest.open("#" + encode(newer))
        guest.do("take-seat:1")
        assert guest.app.screen == "menu" and guest.session() is None
        assert "other rules than this version" in guest.text()
        assert guest.storage.data == {} or not any(
            k.startswith("expeditions:save:") for k in guest.storage.data)


@needs_event_loop
def test_a_whole_lost_cities_game_dealt_by_nobody_between_two_devices() -> None:
    """Two-player Lost Cities with a friend is dealt by nobody: the invitation and the table
    say so, the turns go back and forth as links, both devices end on the same result, and
    the replay after the end is the audited real match with every seat open."""
    from expeditions.bots import make_bot
    from expeditions.rng import Rng

    with devices(2) as (host, guest):
        host.do("new:lost-cities")
        host.app.field("option-games", "1")
        host.app.field("seat-1-kind", "remote")
        assert "Nobody deals: both devices shuffle the deck" in host.text()  # the form
        host.do("start")
        assert "Nobody deals" in host.text()
        guest.open(host.links()[0])
        assert "Which player are you?" in guest.text() and "Nobody deals" in guest.text()
        guest.do("take-seat:1")
        host.open(guest.links()[0])
        assert "Ben joined." in host.text()
        bot, rng = make_bot("lost-cities", "easy"), Rng(5)
        for _ in range(400):
            if host.session().peer.finished and guest.session().peer.finished:
                break
            for device, other in ((host, guest), (guest, host)):
                session = device.session()
                if session.peer.turn_due:
                    device.do(f"act:{bot.choose(session.view(), rng)}")
                if not session.peer.turn_due:
                    for link in device.links():
                        other.open(link)
        html = guest.text()
        assert "Card on its way" not in html
        host_result = host.session().game.result()
        guest_result = guest.session().game.result()
        assert host_result is not None and host_result.scores == guest_result.scores
        guest_id = guest.session().save.id
        guest.do("menu")
        guest.do(f"replay:{guest_id}")
        assert guest.app.screen == "replay" and guest.app.replay is not None
        assert guest.app.replay.over


def test_curiosity_for_two_is_dealt_by_nobody_and_its_table_says_what_waits() -> None:
    """Two-player Curiosity with a friend is dealt by nobody: the table words the held drive
    (both devices open their tokens on the route) and the new hand on its way, in English and
    Spanish."""
    from expeditions.bots import make_bot
    from expeditions.rng import Rng

    with devices(2) as (host, guest):
        host_game(host, "curiosity", ["human", "remote"])
        assert "Nobody deals" in host.text() and host.session().dealt_by_nobody
        guest.open(host.links()[0])
        guest.do("take-seat:1")
        host.open(guest.links()[0])
        bot, rng = make_bot("curiosity", "easy"), Rng(3)
        said = {"resolving": False, "incoming": False}
        for _ in range(200):
            for device, other in ((host, guest), (guest, host)):
                session = device.session()
                while session.peer.turn_due:
                    device.do(f"act:{bot.choose(session.view(), rng)}")
                if session.started and session.view()["resolving"]:
                    assert "the drive waits until both devices reveal their tokens" in \
                        device.text()
                    device.app.set_language("es")
                    assert "el recorrido espera a que los dos dispositivos" in device.text()
                    device.app.set_language("en")
                    said["resolving"] = True
                if session.started and session.view()["incoming"]:
                    if device.app.table.playback is not None:
                        device.do("skip")  # the drive's animation
                    assert "7 cards on their way, opened by your friend" in device.text()
                    said["incoming"] = True
                for link in device.links():
                    other.open(link)
            if all(said.values()):
                return
        raise AssertionError(f"the table never said {said}")
