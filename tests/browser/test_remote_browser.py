"""Games with friends on other devices, in Chromium: each device is its own browser profile
(its own storage), and the links one device shows are opened on the others it is for, as a
person would open them from a chat. Every game is dealt by every device (nobody deals), at
two and at three or more players; after every link each device's storage is read as a
modified app would read it, and must open no card its player has not been shown. The site is
served under a sub-path, so the links must lead there."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from .conftest import BOOT_TIMEOUT_MS, Browser, open_app

pytestmark = pytest.mark.browser

#: A control a person on turn can use, or the end of the game.
MOVE = ('button[data-cmd^="act:"]:not([disabled]), button[data-cmd^="select:"]:not([disabled]),'
        ' button[data-cmd="interlude-done"]')


class Device:
    """One person's device: a browser profile with the app open, playing by links only
    unless ``live`` (tests/browser/test_live_browser.py plays live)."""

    def __init__(self, browser: Browser, name: str, live: bool = False) -> None:
        if not live:
            browser.context.add_init_script(
                "try { localStorage.setItem('expeditions:live', 'off'); } catch (e) {}")
        self.browser = browser
        self.page = browser.page()
        self.name = name
        self.last_link = ""
        self.sent: set[str] = set()

    def fresh_links(self) -> list[str]:
        """Every link on screen not sent yet, in order (an update and the end, say)."""
        boxes = self.page.locator(".remote-link-text")
        links = [str(boxes.nth(i).input_value()) for i in range(boxes.count())]
        fresh = [link for link in links if link not in self.sent]
        self.sent.update(fresh)
        if fresh:
            self.last_link = fresh[-1]
        return fresh

    def link(self) -> str:
        """The newest link this device shows to send ('' if none)."""
        box = self.page.locator(".remote-link-text")
        return str(box.last.input_value()) if box.count() else ""

    def wait_new_link(self) -> str:
        """Wait until a link other than the last one sent is on screen; take it."""
        self.page.wait_for_function(
            "(old) => { const b = [...document.querySelectorAll('.remote-link-text')];"
            " return b.length && b[b.length - 1].value && b[b.length - 1].value !== old; }",
            arg=self.last_link, timeout=60_000)
        self.last_link = self.link()
        self.sent.add(self.last_link)
        return self.last_link

    def open(self, link: str) -> None:
        """Open a friend's link in a new load of this device's app (as from a chat that
        opens links in a new tab or in the installed app)."""
        self.page.goto("about:blank")
        self.page.goto(link)
        self.page.wait_for_selector("body[data-link]", state="attached",
                                    timeout=BOOT_TIMEOUT_MS)
        # the fragment is gone from the address once the link is applied
        assert self.page.evaluate("() => location.hash") == ""

    def follow(self, link: str) -> None:
        """Open a friend's link in the app already open (the address changes; no reload)."""
        before = self.page.evaluate("() => document.body.dataset.link || ''")
        self.page.evaluate("(link) => { location.href = link; }", link)
        self.page.wait_for_function("(old) => (document.body.dataset.link || '') !== old",
                                    arg=before, timeout=60_000)
        assert self.page.evaluate("() => location.hash") == ""

    def storage_text(self) -> str:
        return str(self.page.evaluate(
            "() => JSON.stringify(Object.entries(localStorage))"))

    def my_turn(self) -> bool:
        return bool(self.page.locator(MOVE).count() > 0)

    def over(self) -> bool:
        return bool(self.page.locator("section.result").count() > 0)  # in any language

    def move_once(self) -> None:
        """One click of a move (choose a card first when the game asks for two clicks)."""
        page = self.page
        interlude = page.locator('button[data-cmd="interlude-done"]')
        if interlude.count():
            interlude.click()
            return
        act = page.locator('button[data-cmd^="act:"]:not([disabled])')
        if not act.count():
            page.locator('button[data-cmd^="select:"]:not([disabled])').first.click()
            act = page.locator('button[data-cmd^="act:"]:not([disabled])')
        # draw from the deck when it may (a game of random discards and pick-ups would not
        # end), else the first move offered
        deck = page.locator('button[data-cmd="act:draw:deck"]:not([disabled])')
        (deck if deck.count() else act).first.click()


@pytest.fixture
def two_devices(playwright_instance: Any) -> Iterator[tuple[Device, Device]]:
    host = Browser(playwright_instance)
    guest = Browser(playwright_instance, viewport=(390, 844))  # the friend is on a phone
    for b in (host, guest):
        b.quick_pace()
    yield Device(host, "Ana"), Device(guest, "Ben")
    for b in (host, guest):
        b.close()
        assert b.foreign == [], f"requests to other hosts: {b.foreign}"
        assert not [e for e in b.errors if "patch mismatch" in e], b.errors


@pytest.fixture
def three_devices(playwright_instance: Any) -> Iterator[list[Device]]:
    browsers = [Browser(playwright_instance), Browser(playwright_instance, viewport=(390, 844)),
                Browser(playwright_instance, locale="es-ES", viewport=(390, 844))]
    for b in browsers:
        b.quick_pace()
    yield [Device(b, n) for b, n in zip(browsers, ("Ana", "Ben", "Chloé"), strict=True)]
    for b in browsers:
        b.close()
        assert b.foreign == [], f"requests to other hosts: {b.foreign}"
        assert not [e for e in b.errors if "patch mismatch" in e], b.errors


def linked_states(device: Device) -> list[dict[str, Any]]:
    """Every game dealt by every device in this device's localStorage (its saved state)."""
    out = []
    for key, value in json.loads(device.storage_text()):
        if key.startswith("expeditions:save:"):
            remote = json.loads(value).get("remote") or {}
            if remote.get("mode") == "linked":
                out.append(dict(remote["state"]))
    return out


def check_storage(devices: list[Device]) -> None:
    """What each device stores (every message it sent and received, its own keys) opens no
    card its seats may not see and holds no other seat's secret value: read as a modified app
    with full access to the storage would (tests/test_linked_games.py)."""
    from expeditions.remote.linked import LinkedGame
    from tests.test_linked_games import STORED, may_see, readable

    for device in devices:
        for state in linked_states(device):
            assert set(state) == STORED
            linked = LinkedGame.from_json(state, trusted=True)
            if linked.table.finished:
                continue
            assert set(readable(linked)) <= may_see(linked), device.name
            for deal in linked.table.deals:
                for seat, items in deal.items.items():
                    if seat not in linked.my_seats:
                        assert items.values is None


def outgoing(device: Device) -> list[tuple[str, str]]:
    """The links on this device's screen, with the sentence that says whom each is for."""
    boxes = device.page.locator(".remote-link")
    out = []
    for i in range(boxes.count()):
        box = boxes.nth(i)
        out.append((str(box.locator("p").first.inner_text()),
                    str(box.locator(".remote-link-text").input_value())))
    return out


def deliver(devices: list[Device], after: Callable[[Device], None] | None = None) -> bool:
    """Every new link on every screen goes to the devices its sentence names (the inviting
    device relays the others' links in its own); False if there was none."""
    moved = False
    for device in devices:
        for sentence, link in outgoing(device):
            if link in device.sent:
                continue
            device.sent.add(link)
            for other in devices:
                if other is not device and other.name in sentence:
                    other.follow(link)
                    if after is not None:
                        after(other)
                    moved = True
    return moved


def play_to_end(devices: list[Device], after: Callable[[Device], None] | None = None,
                tamper: Callable[[Device, Device, str], str] | None = None) -> None:
    """Every device plays its person's turns and passes each new link on, as people would,
    until every device shows the result. The inviting device's computers play on their own
    meanwhile."""
    for _ in range(800):
        if all(d.over() for d in devices):
            return
        moved = False
        for device in devices:
            if device.my_turn() and not device.over():
                device.move_once()
                moved = True
                device.page.wait_for_function(
                    "() => document.querySelector('.remote-link-text') || document.querySelector("
                    "'button[data-cmd^=\"act:\"]:not([disabled]), "
                    "button[data-cmd^=\"select:\"]:not([disabled])') || "
                    "document.querySelector('section.result')", timeout=60_000)
        moved |= deliver(devices, after)
        if not moved:  # a computer thinks, or an animation plays
            devices[0].page.wait_for_function(
                "() => document.querySelector('.remote-link-text') || document.querySelector("
                "'button[data-cmd^=\"act:\"]:not([disabled]), "
                "button[data-cmd^=\"select:\"]:not([disabled])') || "
                "document.querySelector('section.result')", timeout=60_000)
    for i, device in enumerate(devices):  # for whoever reads the failure
        device.page.screenshot(path=f"/tmp/remote-stuck-{i}.png", full_page=True)
    raise AssertionError("the game did not end (screenshots: /tmp/remote-stuck-*.png)")


def host_a_game(host: Device, server: Any, title: str, kinds: list[str],
                options: dict[str, str] | None = None) -> list[tuple[str, str]]:
    """The inviting device fills in the new-game form (seat ``i`` is ``kinds[i]``; computers
    Easy) and gets one invitation a friend."""
    open_app(host.page, server.url)
    host.page.get_by_role("button", name=f"New {title} game").click()
    if host.page.locator("#f-players").count():
        host.page.locator("#f-players").select_option(str(len(kinds)))
    for i, kind in enumerate(kinds):
        host.page.locator(f"#f-seat-{i}-kind").select_option(kind)
        if kind == "computer":
            host.page.locator(f"#f-seat-{i}-level").select_option("easy")
    for key, value in (options or {}).items():
        host.page.locator(f"#f-option-{key}").select_option(value)
    host.page.get_by_text("Nobody deals: every device shuffles the deck in turn").first \
        .wait_for()
    host.page.get_by_role("button", name="Start game").click()
    host.page.locator(".remote-link-text").first.wait_for(timeout=60_000)
    invitations = outgoing(host)
    host.sent.update(link for _, link in invitations)
    return invitations


def take_seats(host: Device, guests: list[Device], invitations: list[tuple[str, str]],
               seat_word: str = "I am") -> None:
    """Each friend opens their own invitation, takes the seat it holds, and sends the join
    back; the inviting device opens it."""
    for guest in guests:
        link = next(link for sentence, link in invitations if guest.name in sentence)
        guest.open(link)
        guest.page.get_by_text("Nobody deals").or_(guest.page.get_by_text("Nadie reparte")).first \
            .wait_for()
        words = "Soy" if guest.page.evaluate("() => document.documentElement.lang") == "es" \
            else seat_word
        guest.page.get_by_role("button", name=f"{words} {guest.name}").click()
        host.open(guest.wait_new_link())
        host.page.get_by_text(f"{guest.name} joined.").wait_for()


def final_scores(device: Device) -> list[str]:
    region = device.page.locator("section.result")
    region.wait_for()
    return sorted(region.locator("tbody tr td:first-of-type").all_inner_texts())  # the scores


def test_lost_cities_between_two_devices_with_no_dealer(
        two_devices: tuple[Device, Device], server: Any) -> None:
    """Lost Cities with a friend: the invitation fits a chat message, a cut-short link is
    refused with its reason, a link opened twice changes nothing, a move rewritten on its way
    is refused, and after every link each device's storage opens only what its player was
    shown."""
    host, guest = two_devices
    [(sentence, invite)] = host_a_game(host, server, "Lost Cities", ["human", "remote"],
                                       {"games": "1", "start": "p1"})
    assert "Send this invitation to Ben only" in sentence
    assert invite.startswith(server.url + "#x="), invite  # the site's own sub-path
    assert len(invite) <= 8_000 + len(server.url)
    # Copy puts the very link on the clipboard (no share sheet on a desktop browser)
    host.browser.context.grant_permissions(["clipboard-read", "clipboard-write"],
                                           origin=f"http://127.0.0.1:{server.port}")
    host.page.get_by_role("button", name="Copy link").click()
    host.page.get_by_text("Copied: paste it into your chat or mail.").wait_for()
    assert host.page.evaluate("() => navigator.clipboard.readText()") == invite

    guest.open(invite[:-40])  # cut short, as a chat app may: refused with its reason
    assert guest.page.get_by_role("alert").filter(
        has_text="That link is damaged or cut short: copy it again, whole.").count() == 1
    guest.follow(invite)
    guest.page.get_by_text("Nobody deals: every device shuffles the deck in turn").wait_for()
    guest.page.get_by_role("button", name="I am Ben").click()
    join = guest.wait_new_link()
    assert guest.page.get_by_role("img", name="Card on its way").count() == 8
    host.open(join)
    host.page.get_by_text("Ben joined.").wait_for()
    host.follow(join)  # the same link again changes nothing, and says so
    host.page.get_by_text("You opened this link before: nothing changed.").wait_for()
    check_storage([host, guest])

    # the host starts; the guest's answer is rewritten on its way: refused, nothing changed
    deliver([host, guest], after=lambda d: check_storage([d]))
    play_turn(host)
    deliver([host, guest], after=lambda d: check_storage([d]))
    play_turn(guest)
    answer = next(link for _, link in outgoing(guest) if link not in guest.sent)
    before = host.storage_text()
    host.follow(rewritten_move(answer))
    host.page.get_by_text("This link was changed, or is not from the player it claims").wait_for()
    assert host.storage_text() == before
    play_to_end([host, guest], after=lambda d: check_storage([d]))
    assert final_scores(host) == final_scores(guest)
    assert host.browser.errors == [] and guest.browser.errors == []


def play_turn(device: Device) -> None:
    """This device's person plays a whole turn (until a new link to send is on screen)."""
    old = {link for _, link in outgoing(device)}
    for _ in range(20):
        if {link for _, link in outgoing(device)} - old:
            return
        device.page.wait_for_function(
            "() => document.querySelector('button[data-cmd^=\"act:\"]:not([disabled]), "
            "button[data-cmd^=\"select:\"]:not([disabled])')", timeout=60_000)
        device.move_once()
        device.page.wait_for_function(
            "(n) => document.querySelectorAll('.remote-link-text').length !== n || "
            "document.querySelector('button[data-cmd^=\"act:\"]:not([disabled]), "
            "button[data-cmd^=\"select:\"]:not([disabled])')", arg=len(old), timeout=60_000)
    raise AssertionError("no link after a whole turn")


def rewritten_move(link: str) -> str:
    """A friend's move link with its first action changed (by whoever carries it): its
    signature no longer holds."""
    from expeditions.remote import wire

    address, _, fragment = link.partition("#")
    bundle = wire.decode(fragment)
    messages = []
    for m in bundle.messages:
        turn = m.body.get("turn")
        if m.kind == "deal" and isinstance(turn, list) and turn:
            first = list(turn[0])
            first[1] = "play:" + str(first[1]).split(":")[-1] if str(first[1]).startswith(
                "discard:") else "discard:" + str(first[1]).split(":")[-1]
            m = wire.Signed(m.kind, m.number, m.sender, m.prev,
                            {**m.body, "turn": [first, *turn[1:]]}, m.sig)
        messages.append(m)
    return f"{address}#{wire.encode(wire.Bundle(bundle.game, tuple(messages)))}"


def test_a_four_player_curios_with_no_dealer_two_friends_and_a_computer(
        three_devices: list[Device], server: Any) -> None:
    """Curios for four: the inviting device's person and computer, and two friends on their
    own devices (one in Spanish): every device shuffles the deck in turn, the inviting device
    relays the friends' links, every device ends on the same result with every card open, and
    every device's storage opens only what its player was shown."""
    host, ben, chloe = three_devices
    invitations = host_a_game(host, server, "Curios", ["human", "remote", "remote", "computer"])
    assert len(invitations) == 2
    assert all(len(link) <= 8_000 + len(server.url) for _, link in invitations)
    take_seats(host, [ben, chloe], invitations)
    play_to_end(three_devices, after=lambda d: check_storage([d]))
    assert final_scores(host) == final_scores(ben) == final_scores(chloe)
    assert any(d.page.get_by_text(text).count() for d, text in (
        (host, "every card is open"), (ben, "every card is open"),
        (chloe, "ya se ven todas las cartas")))
    assert all(d.browser.errors == [] for d in three_devices)


def test_curiosity_for_two_with_no_dealer(two_devices: tuple[Device, Device],
                                          server: Any) -> None:
    """Curiosity with a friend: every round's cards are shuffled by both devices and each
    token's value stays on its owner's device until the rover reveals it; each device's
    storage opens only what its player was shown, after every link."""
    host, guest = two_devices
    invitations = host_a_game(host, server, "Curiosity", ["human", "remote"])
    take_seats(host, [guest], invitations)
    play_to_end([host, guest], after=lambda d: check_storage([d]))
    assert final_scores(host) == final_scores(guest)
    assert host.browser.errors == [] and guest.browser.errors == []


def test_a_cheating_device_is_named_at_its_first_link(
        two_devices: tuple[Device, Device], server: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """A modified app (here the app's own Python, one line changed) takes the friend's seat
    with a point planted in its shuffle: the inviting device's app refuses that very link,
    names the friend's device in words, and changes nothing in its storage."""
    from expeditions.remote import ec, shuffle, wire
    from expeditions.remote.linked_session import LinkedSession

    host, _ = two_devices
    [(_, invite)] = host_a_game(host, server, "Curios", ["human", "remote"])

    def planted(key: int, inputs: Any, classes: Any, context: bytes) -> Any:
        perm = shuffle.permutation(classes)
        outputs = ec.mul_many(key, [inputs[i] for i in perm])
        total = ec.add(inputs[0], inputs[1])
        assert total is not None
        outputs[0] = ec.mul(key, total)
        return outputs, perm, shuffle._proof(key, perm, inputs, outputs, classes, context)

    monkeypatch.setattr(shuffle, "shuffle", planted)
    cheat = LinkedSession.accept(wire.decode(invite.partition("#")[2]), None, lambda: 0)
    link = f"{server.url}#{wire.encode(cheat.outbox[0].bundle)}"
    before = host.storage_text()
    host.follow(link)
    host.page.get_by_text("Ben's device sent a shuffled deck that is not the deck it "
                          "received").wait_for()
    assert host.storage_text() == before
    assert host.browser.errors == []
