"""Games with friends on other devices, driven through the app controller as the page drives
it: one :class:`App` per device, each with its own storage, passing the links shown on one
device's screen to the other as a person would (the browser tests do the same in Chromium,
with separate browser contexts)."""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from expeditions.saves import MemoryStorage, SaveStore
from expeditions.web.dom import El
from tests.support.fake_page import Page, fake_page, stub_browser_modules

pytestmark = pytest.mark.fast

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


@pytest.mark.slow
def test_a_link_for_a_game_this_browser_does_not_hold_says_so() -> None:
    with devices(3) as (host, guest, stranger):
        host_game(host, "lost-cities", ["human", "remote"])
        guest.open(host.links()[0])
        guest.do("take-seat:1")
        join = guest.links()[0]
        stranger.open(join)
        assert "does not hold" in stranger.text()


def sent(device: Device) -> list[tuple[str, tuple[int, ...]]]:
    """The links on this device's screen with the seats each is for (in the order shown)."""
    shown = device.links()
    links = device.session().links()
    assert [device.page.address + "#" + link.fragment for link in links] == shown
    return [(url, link.to) for url, link in zip(shown, links, strict=True)]


def play_turns(players: dict[int, Device], seed: int, limit: int = 3000, *,
               to_the_end: bool = True) -> None:
    """Play on: the person of every device whose turn it is moves (an Easy computer's
    choice from what that device shows), and every link shown goes to the devices it is for.
    Until every device holds the finished game (or ``limit`` steps)."""
    from expeditions.bots import make_bot
    from expeditions.rng import Rng

    bot = make_bot(players[0].session().game.game_id, "easy")
    rng = Rng(seed)
    devices = {id(d): d for d in players.values()}
    for _ in range(limit):
        moved = False
        for device in devices.values():
            session = device.session()
            seat = session.me
            while session._my_turn() and session.game.current_player == seat and \
                    session.viewer == seat:
                device.do(f"act:{bot.choose(session.view(), rng)}")
                moved = True
                session = device.session()
            for url, to in sent(device):
                for seat in to:
                    players[seat].open(url)
                    moved = True
                device.do("send-done")
                device.session().outbox = []
        if all(d.session().linked.table.finished for d in devices.values()):
            return
        if not moved:
            break
    assert not to_the_end, "the game did not end"


def curios_for_three(host: Device, guests: list[Device]) -> None:
    """A 3-player Curios invited by ``host`` with the two ``guests`` as friends on their own
    devices (every device deals it: nobody deals), each friend opening their own invitation,
    the host their joins, and both friends the host's seating link."""
    host_game(host, "curios", ["human", "remote", "remote"])
    assert "Nobody deals" in host.text() and "Your device deals the cards" not in host.text()
    invitations = sent(host)
    assert [to for _, to in invitations] == [(1,), (2,)]
    assert "Send this invitation to Ben only" in host.text()
    for (link, _), guest in zip(invitations, guests, strict=True):
        guest.open(link)
        assert "Which player are you?" in guest.text()
        guest.do(f"take-seat:{guest is guests[0] and 1 or 2}")
        assert "Waiting for Ana" in guest.text()
        for url, to in sent(guest):
            assert to == (0,)
            host.open(url)
    assert "Chloé joined." in host.text()


@pytest.mark.slow
@needs_event_loop
def test_a_whole_game_between_three_devices_dealt_by_nobody() -> None:
    with devices(3) as (host, ben, cy):
        curios_for_three(host, [ben, cy])
        play_turns({0: host, 1: ben, 2: cy}, 5)
        results = [d.session().game.result() for d in (host, ben, cy)]
        assert results[0] is not None and all(r == results[0] for r in results)
        assert any("every card is open" in d.text() for d in (host, ben, cy))


@pytest.mark.slow
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
        assert "Ana (a distancia)" in guest.text()


@pytest.mark.slow
@needs_event_loop
def test_a_cheating_device_is_named_and_play_again_invites_again(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A friend's modified app plants a point in its shuffle: the inviting device refuses its
    link at once and names it, in both languages, with nothing changed; Play again invites the
    same friends anew."""
    from expeditions.remote import ec, shuffle

    honest = shuffle.shuffle

    def planted(key: int, inputs: Any, classes: Any, context: bytes) -> Any:
        perm = shuffle.permutation(classes)
        outputs = ec.mul_many(key, [inputs[i] for i in perm])
        total = ec.add(inputs[0], inputs[1])
        outputs[0] = ec.mul(key, total)  # type: ignore[arg-type]
        return outputs, perm, shuffle._proof(key, perm, inputs, outputs, classes, context)

    with devices(2) as (host, guest):
        host_game(host, "lost-cities", ["human", "remote"])
        guest.open(host.links()[0])
        monkeypatch.setattr(shuffle, "shuffle", planted)
        guest.do("take-seat:1")
        monkeypatch.setattr(shuffle, "shuffle", honest)
        before = dict(host.storage.data)
        host.open(guest.links()[0])
        assert "Ben&#x27;s device sent a shuffled deck that is not the deck it received" in \
            host.text()
        assert host.storage.data == before
        host.app.set_language("es")
        assert "El dispositivo de Ben ha enviado un mazo barajado" in host.text()
        host.app.set_language("en")
        host.do("again")
        assert "Send this invitation to Ben only" in host.text()
        assert len(host.links()) == 1


@pytest.mark.slow
def test_names_from_another_device_are_text_not_markup() -> None:
    with devices(2) as (host, guest):
        host.do("new:lost-cities")
        host.app.field("seat-1-kind", "remote")
        host.app.field("seat-1-name", "<img src=x onerror=alert(1)>")
        host.do("start")
        guest.open(host.links()[0])
        html = guest.text()
        assert "<img" not in html and "&lt;img src=x" in html


def test_names_that_cannot_be_read_or_look_alike_are_refused_by_the_form() -> None:
    with devices(1) as (host,):
        host.do("new:curios")
        host.app.field("players", "3")
        host.app.field("seat-1-kind", "remote")
        host.app.field("seat-2-kind", "remote")
        host.app.field("seat-1-name", "Bea")
        host.app.field("seat-2-name", "Ве\u0430")  # Cyrillic look-alikes of "Bea"
        assert "look the same" in host.text()
        host.app.field("seat-2-name", "\u200b\u200b")
        assert "cannot be shown" in host.text()
        host.app.field("seat-2-name", "Cleo")
        assert "look the same" not in host.text() and "cannot be shown" not in host.text()


def test_send_again_shows_the_last_links_after_a_reload() -> None:
    with devices(1) as (host,):
        host_game(host, "curiosity", ["human", "remote", "remote"])
        links = host.links()
        assert len(links) == 2  # one invitation a friend
        host.do("send-done")
        assert host.links() == [] and "send-again" in host.text()
        save_id = host.session().save.id
        host.do("menu")
        host.do(f"resume:{save_id}")
        host.do("send-again")
        assert host.links() == links


def test_an_invitation_for_other_rules_is_refused_with_words() -> None:
    from expeditions.remote import signature, wire

    with devices(2) as (host, guest):
        host_game(host, "lost-cities", ["human", "remote"])
        bundle = wire.decode(host.links()[0])
        invite = bundle.messages[0]
        rules = invite.body["rules"]
        assert isinstance(rules, int)
        key = signature.new_key()
        from expeditions.remote import crypto

        newer = wire.Signed("invite", 0, 0, invite.prev, {
            **invite.body, "rules": rules + 1,
            "key": crypto.b64(signature.public_of(key))}).signed_by(bundle.game, key)
        guest.open("#" + wire.encode(wire.Bundle(bundle.game, (newer,), bundle.seat)))
        assert guest.app.screen == "menu" and guest.session() is None
        assert "a version of the rules that this version" in guest.text()
        assert not any(k.startswith("expeditions:save:") for k in guest.storage.data)


@pytest.mark.slow
@needs_event_loop
def test_a_whole_lost_cities_game_dealt_by_nobody_between_two_devices() -> None:
    """Lost Cities with a friend: the invitation and the table say nobody deals, the turns go
    back and forth as links, both devices end on the same result, and the replay after the end
    is the real match with every seat open."""
    with devices(2) as (host, guest):
        host.do("new:lost-cities")
        host.app.field("option-games", "1")
        host.app.field("seat-1-kind", "remote")
        assert "Nobody deals: every device shuffles the deck" in host.text()  # the form
        host.do("start")
        assert "Nobody deals" in host.text()
        guest.open(host.links()[0])
        assert "Which player are you?" in guest.text() and "Nobody deals" in guest.text()
        guest.do("take-seat:1")
        host.open(guest.links()[0])
        assert "Ben joined." in host.text()
        play_turns({0: host, 1: guest}, 5)
        assert "Card on its way" not in guest.text()
        host_result = host.session().game.result()
        guest_result = guest.session().game.result()
        assert host_result is not None and host_result.scores == guest_result.scores
        guest_id = guest.session().save.id
        guest.do("menu")
        guest.do(f"replay:{guest_id}")
        assert guest.app.screen == "replay" and guest.app.replay is not None
        assert guest.app.replay.over


@pytest.mark.slow
@needs_event_loop
def test_curiosity_for_two_says_what_waits() -> None:
    """Two-player Curiosity with a friend: the table words the held drive (both devices open
    their tokens on the route) and the new hand on its way, in English and Spanish."""
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
        for _ in range(300):
            for device, other in ((host, guest), (guest, host)):
                session = device.session()
                while session._my_turn() and session.game.current_player == session.me:
                    device.do(f"act:{bot.choose(session.view(), rng)}")
                    session = device.session()
                if session.started and session.view().get("resolving"):
                    assert "the drive waits until both devices reveal their tokens" in \
                        device.text()
                    device.app.set_language("es")
                    assert "el recorrido espera a que los dos dispositivos" in device.text()
                    device.app.set_language("en")
                    said["resolving"] = True
                if session.started and session.view().get("incoming"):
                    if device.app.table.playback is not None:
                        device.do("skip")  # the drive's animation
                    assert "7 cards on their way: they arrive with your friend" in device.text()
                    said["incoming"] = True
                for link in device.links():
                    other.open(link)
                device.session().outbox = []
            if all(said.values()):
                return
        raise AssertionError(f"the table never said {said}")
