"""Live play: two Chromium profiles of this machine open the same game, connect directly
with the offer and answer their first links carry, and play on with no link sent — the same
signed messages over another road, applied once when they come both ways."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest

from expeditions.remote import wire

from .conftest import Browser
from .test_remote_browser import (
    Device,
    check_storage,
    deliver,
    final_scores,
    host_a_game,
    outgoing,
    rewritten_move,
)

pytestmark = pytest.mark.browser



@pytest.fixture
def live_devices(playwright_instance: Any) -> Iterator[tuple[Device, Device]]:
    host = Browser(playwright_instance)
    guest = Browser(playwright_instance, viewport=(390, 844))
    yield Device(host, "Ana", live=True), Device(guest, "Ben", live=True)
    for b in (host, guest):
        b.close()
        assert b.foreign == [], f"requests to other hosts: {b.foreign}"
        assert not [e for e in b.errors if "patch mismatch" in e], b.errors


def link_with_signal(device: Device) -> str:
    """The newest link on screen once it carries this page's connection offer or answer."""
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        link = device.link()
        if link and wire.decode(link).live:
            device.sent.add(link)
            return link
        time.sleep(0.05)
    raise AssertionError("no connection signal in the link")


def next_mover(*devices: Device) -> Device | None:
    """The device whose person is to play, once the other device's move has reached it (no
    link is passed: it comes over the connection); None when the game is over everywhere."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if all(device.over() for device in devices):
            return None
        for device in devices:
            if device.my_turn() or device.page.locator(
                    'button[data-cmd="interlude-done"]').count():
                return device
        time.sleep(0.02)
    for i, device in enumerate(devices):
        device.page.screenshot(path=f"/tmp/live-stuck-{i}.png", full_page=True)
    raise AssertionError("nobody's turn came (screenshots: /tmp/live-stuck-*.png)")


#: The guest's app, modified: the next text it would send over the connection is kept back.
INTERCEPT = """() => { const live = window.expeditionsLive; const send = live.send;
  live.send = (key, text) => { live.send = send; window.heldBack = [key, text]; return true; }; }"""
SEND = "([key, text]) => window.expeditionsLive.send(key, text)"


def modified_device_over_the_connection(guest: Device, host: Device) -> None:
    """The guest's modified app held back its move (``INTERCEPT``) and now sends a rewritten
    copy, then an old message again: the first is refused as a changed link would be, the
    second applied once (it was already), and the host's storage does not change. The true
    move then goes by link — the road can change at any turn — and play goes on live."""
    key, text = guest.page.evaluate("() => window.heldBack")
    before = host.storage_text()
    forged = rewritten_move("#" + text).partition("#")[2]
    assert guest.page.evaluate(SEND, [key, forged])
    host.page.get_by_text("This link was changed, or is not from the player it claims").wait_for()
    assert host.storage_text() == before
    guest.page.get_by_role("button", name="Send the last link again").click()
    genuine = guest.link()
    assert genuine.partition("#")[2] == text
    host.follow(genuine)
    host.page.get_by_text("Your turn.").wait_for()
    after = host.storage_text()
    assert after != before
    assert guest.page.evaluate(SEND, [key, text])  # the same message again, over the road
    host.page.get_by_text("You opened this link before: nothing changed.").wait_for()
    assert host.storage_text() == after
    guest.page.locator('button[data-cmd="send-done"]').click()


HERE = "{} is here: moves go straight to their device."


def connected(host: Device, guest: Device, server: Any) -> None:
    """Ana invites Ben to Lost Cities; both pages stay open, so the invitation's offer and
    the join's answer connect them."""
    host_a_game(host, server, "Lost Cities", ["human", "remote"], {"games": "1", "start": "p1"})
    invite = link_with_signal(host)
    guest.open(invite)
    guest.page.get_by_role("button", name="I am Ben").click()
    join = link_with_signal(guest)
    host.follow(join)  # the page that made the offer is still open: it connects
    host.page.get_by_text(HERE.format("Ben")).wait_for(timeout=10_000)
    guest.page.get_by_text(HERE.format("Ana")).wait_for(timeout=10_000)


def test_a_whole_game_live_once_the_first_links_have_crossed(
        live_devices: tuple[Device, Device], server: Any) -> None:
    host, guest = live_devices
    connected(host, guest, server)

    moves, attacked, checked = 0, False, False
    for _ in range(400):
        if host.over() and guest.over():
            break
        mover = next_mover(host, guest)
        if mover is None:
            break
        if mover is guest and moves >= 3 and not attacked:
            guest.page.evaluate(INTERCEPT)
            attacked = True
        mover.move_once()
        moves += 1
        if attacked and not checked and guest.page.evaluate("() => !!window.heldBack"):
            modified_device_over_the_connection(guest, host)
            checked = True
    assert host.over() and guest.over(), "the game did not end live"
    assert final_scores(host) == final_scores(guest)
    assert moves > 20 and checked
    # no other link had to be sent: no screen asks for one
    assert not host.page.locator(".remote-link-text").count()
    assert not guest.page.locator(".remote-link-text").count()
    check_storage([host, guest])
    assert host.browser.errors == [] and guest.browser.errors == []


@pytest.mark.parametrize("cut", ["reload", "dropped"])
def test_a_connection_cut_mid_game_goes_on_by_links_then_live_again(
        live_devices: tuple[Device, Device], server: Any, cut: str) -> None:
    """Ben's page reloads mid-game, or his connection drops while the page stays: Ana's
    table says he is away and the game goes on by links; the next links carry a fresh offer
    and its answer, and play is live again, with every move made meanwhile in its place."""
    host, guest = live_devices
    connected(host, guest, server)
    for _ in range(4):
        mover = next_mover(host, guest)
        assert mover is not None
        mover.move_once()
    if cut == "reload":
        guest.page.reload()
    else:
        guest.page.evaluate("() => { const live = window.expeditionsLive; for (const e of "
                            "live.timeline) live.close(e[1]); }")
    host.page.get_by_text("Ben is away: send the link.").wait_for(timeout=30_000)
    sent_before = {device.name: len(device.sent) for device in (host, guest)}
    for _ in range(200):
        if host.page.get_by_text(HERE.format("Ben")).count() and guest.page.get_by_text(
                HERE.format("Ana")).count():
            break
        for device in (host, guest):
            if device.my_turn():
                device.move_once()
        deliver([host, guest])
        time.sleep(0.05)
    else:
        raise AssertionError("the devices did not connect again")
    # the fresh offer went with a link of Ana's, and its answer came back with one of Ben's
    assert all(len(device.sent) > sent_before[device.name] for device in (host, guest))
    last = None
    for played in range(40):  # live again for a few turns (the whole game is the first test's)
        mover = next_mover(host, guest)
        if mover is None or (played >= 6 and mover is host and last is guest):
            break  # Ben's whole turn has reached Ana
        mover.move_once()
        last = mover
    assert not host.page.locator(".remote-link-text").count()
    # both hold the same game: every move made meanwhile is in its place on both
    lines = "() => [...document.querySelectorAll('.game-log-lines li')].map(li => li.innerText)"
    deadline = time.monotonic() + 15
    while host.page.evaluate(lines) != guest.page.evaluate(lines):
        assert time.monotonic() < deadline, (host.page.evaluate(lines)[-3:],
                                             guest.page.evaluate(lines)[-3:])
        time.sleep(0.1)
    check_storage([host, guest])
    assert host.browser.errors == [] and guest.browser.errors == []


def signals_on_every_link(device: Device, count: int) -> list[tuple[str, str]]:
    """The ``count`` links on screen once each carries this page's offer or answer."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        links = outgoing(device)
        if len(links) == count and all(wire.decode(link.partition("#")[2]).live
                                       for _, link in links):
            device.sent.update(link for _, link in links)
            return links
        time.sleep(0.05)
    raise AssertionError("the links carry no connection signals")


def test_curios_for_four_live_with_two_friends_and_a_computer(
        playwright_instance: Any, server: Any) -> None:
    """Ana and her computer, Ben and Chloé (in Spanish) on their own devices: each friend's
    page connects to Ana's with the invitation and the join, and the whole game — the deal
    every device makes, every turn, the computer's — goes over the connections, Ana's device
    passing each friend's messages on as it does with links."""
    browsers = [Browser(playwright_instance), Browser(playwright_instance, viewport=(390, 844)),
                Browser(playwright_instance, locale="es-ES", viewport=(390, 844))]
    for b in browsers:
        b.quick_pace()
    host, ben, chloe = (Device(b, n, live=True)
                        for b, n in zip(browsers, ("Ana", "Ben", "Chloé"), strict=True))
    try:
        host_a_game(host, server, "Curios", ["human", "remote", "remote", "computer"])
        invitations = signals_on_every_link(host, 2)
        for guest, seat in ((ben, "I am Ben"), (chloe, "Soy Chloé")):
            link = next(link for sentence, link in invitations if guest.name in sentence)
            guest.open(link)
            guest.page.get_by_role("button", name=seat).click()
            host.follow(link_with_signal(guest))
        host.page.get_by_text(HERE.format("Ben")).wait_for(timeout=15_000)
        host.page.get_by_text(HERE.format("Chloé")).wait_for(timeout=15_000)
        chloe.page.get_by_text("Ana está aquí: las jugadas le llegan directamente.").wait_for(
            timeout=15_000)
        devices = [host, ben, chloe]
        moves = 0
        while (mover := next_mover(*devices)) is not None:
            mover.move_once()
            moves += 1
            assert moves < 600
        assert not host.page.get_by_text("wins!").filter(has_text=": wins").count()
        assert chloe.page.get_by_text("Ordenador 3").count()  # the computer, in her words
        assert final_scores(host) == final_scores(ben) == final_scores(chloe)
        assert all(not d.page.locator(".remote-link-text").count() for d in devices)
        check_storage(devices)
        assert all(b.errors == [] for b in browsers), [b.errors for b in browsers]
    finally:
        for b in browsers:
            b.close()
            assert b.foreign == [], f"requests to other hosts: {b.foreign}"
