"""Games with friends on other devices, in Chromium: each device is its own browser profile
(its own storage), and the links one device shows are opened on the other, as a person
would open them from a chat. The site is served under a sub-path, so the links must lead
there."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from .conftest import BOOT_TIMEOUT_MS, Browser, open_app

#: A control a person on turn can use, or the end of the game.
MOVE = ('button[data-cmd^="act:"]:not([disabled]), button[data-cmd^="select:"]:not([disabled]),'
        ' button[data-cmd="interlude-done"]')


class Device:
    """One person's device: a browser profile with the app open."""

    def __init__(self, browser: Browser, name: str) -> None:
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
    yield Device(host, "Ana"), Device(guest, "Ben")
    for b in (host, guest):
        b.close()
        assert b.foreign == [], f"requests to other hosts: {b.foreign}"
        assert not [e for e in b.errors if "patch mismatch" in e], b.errors


def strings_in(value: Any) -> set[str]:
    """Every string in a JSON value, looking inside strings that hold JSON too."""
    if isinstance(value, dict):
        return set(value) | {s for v in value.values() for s in strings_in(v)}
    if isinstance(value, list):
        return {s for v in value for s in strings_in(v)}
    if isinstance(value, str):
        try:
            inner = json.loads(value)
        except ValueError:
            return {value}
        return {value} | (strings_in(inner) if isinstance(inner, (dict, list)) else set())
    return set()


def check_no_leak(host: Device, guest: Device) -> None:
    """The host's hand as shown on the host's screen: the guest's storage holds none of its
    cards outside the guest's own view of the game, and that view holds only those the
    public history shows (taken from a discard pile, say)."""
    hand = hand_codes(host)
    entries = json.loads(guest.storage_text())
    stored = strings_in(entries)
    views = [json.loads(v)["remote"]["state"]["view"] for k, v in entries
             if k.startswith("expeditions:save:") and json.loads(v).get("remote")]
    assert views and all(isinstance(v, dict) for v in views), "the guest holds its game"
    in_view = {s for view in views if view for s in strings_in(view)}
    in_history = {s for view in views if view for s in strings_in(view.get("events", []))}
    assert not (hand & stored) - in_view, f"the guest's storage holds {(hand & stored) - in_view}"
    assert not (hand & in_view) - in_history, f"the guest's view shows {(hand & in_view)}"


def play_to_end(host: Device, guests: list[Device], check: bool = False,
                after_link: Callable[[Device], None] | None = None,
                forge: Callable[[str], str] | None = None) -> None:
    """Every device plays its person's turns and sends each new link on, as people would:
    the host's (updates, the end) to every guest, a guest's (its moves) to the host. The
    host's computers play on their own meanwhile. ``forge`` changes each of the host's
    links on its way (a dishonest host)."""
    devices = [host, *guests]
    for _ in range(600):
        if all(d.over() for d in devices) and not host.fresh_links():
            return
        moved = False
        for device in devices:
            if device.my_turn() and not device.over():
                device.move_once()
                moved = True
                device.page.wait_for_function(
                    "() => document.querySelector('.remote-link-text') || document.querySelector("
                    "'button[data-cmd^=\"act:\"]:not([disabled]), "
                    "button[data-cmd^=\"select:\"]:not([disabled])')", timeout=60_000)
            for link in device.fresh_links():
                for other in (guests if device is host else [host]):
                    other.follow(forge(link) if forge is not None and device is host else link)
                    if check and other is not host:
                        check_no_leak(host, other)
                    if after_link is not None:
                        after_link(other)
                moved = True
        if not moved:  # a computer thinks, or an animation plays
            host.page.wait_for_timeout(250)
    for i, device in enumerate(devices):  # for whoever reads the failure
        device.page.screenshot(path=f"/tmp/remote-stuck-{i}.png", full_page=True)
    raise AssertionError("the game did not end (screenshots: /tmp/remote-stuck-*.png)")


def hand_codes(device: Device) -> set[str]:
    """The cards in this device's hand as shown (their select commands)."""
    cmds = device.page.locator('[data-cmd^="select:"]').evaluate_all(
        "els => els.map(e => e.getAttribute('data-cmd'))")
    return {c.split(":", 1)[1] for c in cmds}


def peer_state(device: Device) -> dict[str, Any]:
    """The state of the game dealt by nobody in this device's localStorage."""
    for key, value in json.loads(device.storage_text()):
        if key.startswith("expeditions:save:"):
            state = (json.loads(value).get("remote") or {}).get("state") or {}
            if state.get("mode") == "peer":
                return dict(state)
    raise AssertionError("no game dealt by nobody in this device's storage")


def check_storage(devices: list[Device], snoops: dict[str, Any]) -> None:
    """Issue #30 part 4 in the browser: everything a device stores (its save: every body it
    sent and received, its keys) opens, by every decryption it allows, only cards the
    device's own view shows."""
    from expeditions.remote.peer import PeerGame
    from tests.test_joint_lost_cities import Snoop, shown_cards

    for device in devices:
        joint = PeerGame.from_json(peer_state(device)).joint
        view = joint.view()
        if view is None or view["over"]:
            continue
        deal = joint.deals[len(view["match"]["finished"])]
        if deal.deck2 is None or deal.peer_key is not None:
            continue
        snoop = snoops.setdefault(device.name, Snoop())
        got, seen = snoop.opened(joint), shown_cards(view)
        assert got <= seen, (device.name, sorted(got - seen))


def cheating_share(guest: Device, link: str) -> str:
    """The guest's move link with the proof of its share spoiled, tagged again with the key
    the guest's device holds (a cheating device has it): only the joint layer can tell."""
    from dataclasses import replace

    from expeditions.remote import crypto
    from expeditions.remote.joint_lost_cities import b64
    from expeditions.remote.link import decode, encode, sign
    from expeditions.remote.protocol import seat_keys

    address, _, fragment = link.partition("#")
    message = decode(fragment)
    joint = dict(message.body["joint"])  # type: ignore[arg-type]
    blob = bytearray(crypto.unb64(str(joint["shares"])))
    blob[-1] ^= 1
    state = peer_state(guest)
    secret = crypto.shared_secret(crypto.unb64(state["private"]),
                                  crypto.unb64(state["keys"][0]))
    bad = replace(message, body={"joint": {**joint, "shares": b64(bytes(blob))}}, tags={})
    bad = sign(bad, 1, seat_keys(secret, message.game, 1)[0])
    return f"{address}#{encode(bad)}"


def test_a_lost_cities_game_dealt_by_nobody_between_two_devices(
        two_devices: tuple[Device, Device], server: Any) -> None:
    """Two-player Lost Cities with a friend: nobody deals (both devices shuffle), each
    device's storage opens only the cards its view shows at every step, and a cheating
    friend's device is named."""
    host, guest = two_devices
    open_app(host.page, server.url)
    host.page.get_by_role("button", name="New Lost Cities game").click()
    host.page.locator("#f-seat-1-kind").select_option("remote")
    host.page.locator("#f-option-games").select_option("1")
    host.page.locator("#f-option-start").select_option("p1")
    host.page.get_by_role("button", name="Start game").click()
    invite = host.wait_new_link()
    assert invite.startswith(server.url + "#x="), invite  # the site's own sub-path
    assert len(invite) <= 4_000 + len(server.url)
    host.page.get_by_text("Nobody deals: the deck is shuffled by both devices").wait_for()
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
    guest.page.get_by_text("Nobody deals: the deck is shuffled by both devices").wait_for()
    guest.page.get_by_role("button", name="I am Ben").click()
    join = guest.wait_new_link()
    # the guest's table: its hand on its way, face down, until the host's first link
    assert guest.page.get_by_role("img", name="Card on its way").count() == 8
    host.open(join)
    host.page.get_by_text("Ben joined.").wait_for()
    host.follow(join)  # the same link again changes nothing, and says so
    host.page.get_by_text("You opened this link before: nothing changed.").wait_for()
    snoops: dict[str, Any] = {}
    check_storage([host, guest], snoops)

    # the host starts: its turn, then the guest's, whose link carries the share of the card
    # the host drew; a cheating guest device spoils that share: the host names it
    while not host.fresh_links():
        host.move_once()
        host.page.wait_for_timeout(100)
    assert host.page.get_by_role("img", name="Card on its way").count() == 1
    guest.follow(host.last_link)
    check_storage([host, guest], snoops)
    while not guest.fresh_links():
        guest.move_once()
        guest.page.wait_for_timeout(100)
    host.follow(cheating_share(guest, guest.last_link))
    host.page.get_by_text("Ben's device sent a wrong key to open your cards").wait_for()
    assert host.page.get_by_role("img", name="Card on its way").count() == 1  # unchanged
    host.follow(guest.last_link)  # the honest link goes through
    assert host.page.get_by_role("img", name="Card on its way").count() == 0

    def checked_step(_: Device) -> None:
        check_storage([host, guest], snoops)

    play_to_end(host, [guest], after_link=checked_step)
    for device, other in ((guest, host), (host, guest)):  # the last answer, if still due
        for link in device.fresh_links():
            other.follow(link)
    assert final_scores(host) == final_scores(guest)
    assert host.browser.errors == [] and guest.browser.errors == []


def host_a_game(host: Device, server: Any, title: str, kinds: list[str]) -> str:
    """The host fills in the new-game form (seat ``i`` is ``kinds[i]``; computers Easy) and
    gets the invitation."""
    open_app(host.page, server.url)
    host.page.get_by_role("button", name=f"New {title} game").click()
    if host.page.locator("#f-players").count():
        host.page.locator("#f-players").select_option(str(len(kinds)))
    for i, kind in enumerate(kinds):
        host.page.locator(f"#f-seat-{i}-kind").select_option(kind)
        if kind == "computer":
            host.page.locator(f"#f-seat-{i}-level").select_option("easy")
    host.page.get_by_role("button", name="Start game").click()
    return host.wait_new_link()


def take_seats(host: Device, guests: list[tuple[Device, str]], invite: str) -> None:
    """Each friend opens the one invitation, takes their seat, and sends the join back."""
    for guest, name in guests:
        guest.open(invite)
        guest.page.get_by_role("button", name=f"I am {name}").click()
        host.open(guest.wait_new_link())
        host.page.get_by_text(f"{name} joined.").wait_for()


def final_scores(device: Device) -> list[str]:
    region = device.page.locator("section.result")
    region.wait_for()
    return sorted(region.locator("tbody tr td:first-of-type").all_inner_texts())  # the scores


@pytest.fixture
def four_devices(playwright_instance: Any) -> Iterator[list[Device]]:
    browsers = [Browser(playwright_instance), Browser(playwright_instance, viewport=(390, 844)),
                Browser(playwright_instance, locale="es-ES", viewport=(390, 844))]
    yield [Device(b, n) for b, n in zip(browsers, ("Ana", "Ben", "Chloé"), strict=True)]
    for b in browsers:
        b.close()
        assert b.foreign == [], f"requests to other hosts: {b.foreign}"
        assert not [e for e in b.errors if "patch mismatch" in e], b.errors


def test_a_four_player_curios_with_two_friends_the_host_and_a_computer(
        four_devices: list[Device], server: Any) -> None:
    host, ben, chloe = four_devices
    invite = host_a_game(host, server, "Curios", ["human", "remote", "remote", "computer"])
    assert invite.startswith(server.url + "#x=")
    ben.open(invite)
    ben.page.get_by_role("button", name="I am Ben").click()
    host.open(ben.wait_new_link())
    host.page.get_by_text("Ben joined.").wait_for()
    chloe.open(invite)  # Chloé's browser speaks Spanish: the invitation does too
    chloe.page.get_by_role("button", name="Soy Chloé").click()
    host.open(chloe.wait_new_link())
    host.page.get_by_text("Chloé joined.").wait_for()
    play_to_end(host, [ben, chloe])
    ben.page.get_by_text("The deal checks out").wait_for()
    chloe.page.get_by_text("El reparto es correcto").wait_for()
    assert final_scores(host) == final_scores(ben) == final_scores(chloe)
    assert all(d.browser.errors == [] for d in four_devices)


def carries_keys(link: str) -> bool:
    """Whether a link of a game dealt by nobody carries its sender's keys (the end)."""
    from expeditions.remote.link import decode

    body = decode(link.partition("#")[2]).body
    joint = body.get("joint") if isinstance(body, dict) else None
    return isinstance(joint, dict) and "key" in joint


def check_curios_storage(devices: list[Device]) -> None:
    """Issue #30 part 4 for Curios in the browser: every point a device stores (every deck,
    every share it sent or received), with its own layers removed in every combination,
    opens only cards its own view shows (tests/test_joint_curios.py's snoop)."""
    from expeditions.remote.peer import PeerGame
    from tests.test_joint_curios import opened_by, shown

    for device in devices:
        joint = PeerGame.from_json(peer_state(device)).joint
        view = joint.view()
        if view is None or joint.finished or view["over"]:
            continue
        got = opened_by(joint)
        assert got <= shown(view), (device.name, sorted(got - shown(view)))


def play_curios_pair(host: Device, guest: Device, at_the_end: Callable[[Device], None]
                     ) -> None:
    """Both devices play their person's turns and pass every link on; each device's
    storage is checked after every link it opens; ``at_the_end`` sees the device that made
    the last move before its link (with its keys) reaches the other."""
    ended = False
    for _ in range(600):
        if host.over() and guest.over():
            return
        moved = False
        for device, other in ((host, guest), (guest, host)):
            if device.my_turn() and not device.over():
                device.move_once()
                moved = True
                device.page.wait_for_function(
                    "() => document.querySelector('.remote-link-text') || document.querySelector("
                    "'button[data-cmd^=\"act:\"]:not([disabled]), "
                    "button[data-cmd^=\"select:\"]:not([disabled])')", timeout=60_000)
            for link in device.fresh_links():
                if not ended and carries_keys(link):
                    ended = True
                    at_the_end(device)
                other.follow(link)
                check_curios_storage([host, guest])
                moved = True
        if not moved:
            host.page.wait_for_timeout(250)
    for i, device in enumerate((host, guest)):
        device.page.screenshot(path=f"/tmp/remote-stuck-{i}.png", full_page=True)
    raise AssertionError("the game did not end (screenshots: /tmp/remote-stuck-*.png)")


def test_a_two_player_curios_dealt_by_nobody_between_two_devices(
        two_devices: tuple[Device, Device], server: Any) -> None:
    """Two-player Curios with a friend: nobody deals (the form and the invitation say so,
    and that 3-5 players are dealt by the host's device), each device's storage opens only
    the cards its view shows after every link, the last mover's table waits for the
    other's keys without a result, and the end's audit passes on both."""
    host, guest = two_devices
    open_app(host.page, server.url)
    host.page.get_by_role("button", name="New Curios game").click()
    host.page.locator("#f-players").select_option("4")
    host.page.locator("#f-seat-1-kind").select_option("remote")
    host.page.get_by_text("With three or more players this device deals").wait_for()
    host.page.locator("#f-players").select_option("2")
    host.page.locator("#f-seat-1-kind").select_option("remote")
    host.page.get_by_text("Nobody deals: both devices shuffle the deck").wait_for()
    host.page.get_by_role("button", name="Start game").click()
    invite = host.wait_new_link()
    assert len(invite) <= 4_000 + len(server.url)
    host.page.get_by_text("Nobody deals: the deck is shuffled by both devices").wait_for()
    guest.open(invite)
    guest.page.get_by_text("Nobody deals: the deck is shuffled by both devices").wait_for()
    guest.page.get_by_role("button", name="I am Ben").click()
    join = guest.wait_new_link()
    host.open(join)
    host.page.get_by_text("Ben joined.").wait_for()
    check_curios_storage([host, guest])
    waited: list[str] = []

    def waiting_for_keys(device: Device) -> None:
        page = device.page
        other = "Ben" if device is host else "Ana"
        page.locator("#status-line").filter(
            has_text=f"Game over: waiting for {other}'s last link, which checks the deal"
        ).wait_for()
        assert page.locator("section.result").count() == 0  # no stand-in scores
        assert page.get_by_text("The site cards are turned up").count() == 0  # nor values
        page.screenshot(path="/tmp/curios-nobody-waiting-for-keys.png", full_page=True)
        waited.append(device.name)

    play_curios_pair(host, guest, waiting_for_keys)
    assert len(waited) == 1
    for device in (host, guest):  # both audited the whole game: keys, layers, every view
        assert peer_finished(device)
        assert device.page.get_by_role("alert").count() == 0
    assert final_scores(host) == final_scores(guest)
    assert host.browser.errors == [] and guest.browser.errors == []


def peer_finished(device: Device) -> bool:
    from expeditions.remote.peer import PeerGame

    return bool(PeerGame.from_json(peer_state(device)).finished)


def check_curiosity_storage(devices: list[Device], snoops: dict[str, Any],
                            seen: dict[tuple[str, int], Any]) -> None:
    """Issue #30 part 4 for Curiosity in the browser: every decryption a device's stored
    game allows (its keys of every deal, every body) opens, round by round, only cards its
    views showed (its hand, the face-up cards), and it knows the other seat's token values
    only where the rover revealed them."""
    from collections import Counter

    from expeditions.remote.peer import PeerGame
    from tests.test_joint_curiosity import Snoop

    for device in devices:
        joint = PeerGame.from_json(peer_state(device)).joint
        view = joint.view()
        if view is None or view["over"] or joint.peer_keys is not None:
            continue
        key = (device.name, int(view["round"]))
        seen[key] = seen.get(key, Counter()) | Counter(str(c) for c in view["hand"]) | Counter(
            str(c) for pile in view["panel"] for c in pile["cards"])
        for deal, cards in enumerate(snoops.setdefault(device.name, Snoop()).opened(joint)):
            extra = cards - seen.get((device.name, deal + 1), Counter())
            assert not extra, (device.name, deal, extra)
        if not view["resolving"]:
            revealed = sum(1 for e in view["events"] if e["type"] == "revealed"
                           and e["owner"] != joint.seat)
            assert revealed == sum(1 for t in joint.tokens if t.seat != joint.seat
                                   and t.value is not None)


def test_a_two_player_curiosity_dealt_by_nobody_between_two_devices(
        two_devices: tuple[Device, Device], server: Any) -> None:
    """Two-player Curiosity with a friend: nobody deals (both devices shuffle every round's
    cards, each token's value stays on its owner's device until the rover reveals it), and
    each device's storage opens only what its views showed, after every link."""
    host, guest = two_devices
    invite = host_a_game(host, server, "Curiosity", ["human", "remote"])
    assert len(invite) <= 4_000 + len(server.url)
    host.page.get_by_text("Nobody deals: the deck is shuffled by both devices").wait_for()
    guest.open(invite)
    guest.page.get_by_text("Nobody deals: the deck is shuffled by both devices").wait_for()
    guest.page.get_by_role("button", name="I am Ben").click()
    join = guest.wait_new_link()
    host.open(join)
    host.page.get_by_text("Ben joined.").wait_for()
    snoops: dict[str, Any] = {}
    seen: dict[tuple[str, int], Any] = {}
    check_curiosity_storage([host, guest], snoops, seen)

    def checked_step(receiver: Device) -> None:  # only a link received can open a card
        check_curiosity_storage([receiver], snoops, seen)

    play_to_end(host, [guest], after_link=checked_step)
    for device, other in ((guest, host), (host, guest)):  # the last answer, if still due
        for link in device.fresh_links():
            other.follow(link)
    assert final_scores(host) == final_scores(guest)
    assert host.browser.errors == [] and guest.browser.errors == []


def host_state(device: Device) -> dict[str, Any]:
    """The host-dealt game's state in the host's localStorage (its seed, nonce and keys)."""
    for key, value in json.loads(device.storage_text()):
        if key.startswith("expeditions:save:"):
            remote = json.loads(value).get("remote") or {}
            if remote.get("role") == "host":
                return dict(remote["state"])
    raise AssertionError("no hosted game in this device's storage")


def test_the_deal_check_names_a_host_that_changed_its_deal(
        two_devices: tuple[Device, Device], server: Any) -> None:
    """Issue #29: the host's device reveals at the end a deal that does not open its
    commitment (a dishonest app: the link is tagged with the keys the host's device holds), and
    the friend's app says so instead of "the deal checks out", under the result the host
    claims."""
    from dataclasses import replace

    from expeditions.remote import crypto
    from expeditions.remote.link import decode, encode, sign

    host, guest = two_devices
    # three players (a computer the third): Curios for two is dealt by nobody
    invite = host_a_game(host, server, "Curios", ["human", "remote", "computer"])
    take_seats(host, [(guest, "Ben")], invite)
    forged: list[str] = []

    def another_deal(link: str) -> str:
        address, _, fragment = link.partition("#")
        message = decode(fragment)
        if message.kind != "end":
            return link
        body: Any = message.body
        nonce = bytearray(crypto.unb64(body["nonce"]))
        nonce[0] ^= 1  # the deal it dealt from is not the one it committed to
        bad = replace(message, body={**body, "nonce": crypto.b64(bytes(nonce))}, tags={})
        for seat, keys in host_state(host)["keys"].items():
            bad = sign(bad, int(seat), crypto.unb64(keys["tag"]))
        forged.append(link)
        return f"{address}#{encode(bad)}"

    play_to_end(host, [guest], forge=another_deal)
    assert forged, "the host sent no end"
    guest.page.get_by_text("the deal revealed at the end is not the one Ana's device "
                           "committed to").wait_for()
    assert guest.page.get_by_text("The deal checks out").count() == 0
    assert final_scores(host) == final_scores(guest)
    assert guest.browser.errors == []
