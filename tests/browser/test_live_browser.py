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


def next_mover(*devices: Device) -> Device:
    """The device whose person is to play, once the other device's move has reached it (no
    link is passed: it comes over the connection)."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
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


def test_a_page_reloaded_mid_game_goes_on_by_links_then_live_again(
        live_devices: tuple[Device, Device], server: Any) -> None:
    """Ben's page reloads mid-game: Ana's table says he is away and the game goes on by
    links; the next links carry a fresh offer and its answer, and play is live again, with
    every move made meanwhile in its place."""
    host, guest = live_devices
    connected(host, guest, server)
    for _ in range(4):
        next_mover(host, guest).move_once()
    guest.page.reload()
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
    moves = 0
    while not (host.over() and guest.over()):
        next_mover(host, guest).move_once()
        moves += 1
        assert moves < 400
    assert final_scores(host) == final_scores(guest)
    check_storage([host, guest])
    assert host.browser.errors == [] and guest.browser.errors == []
