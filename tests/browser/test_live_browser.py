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
    final_scores,
    host_a_game,
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


def test_a_whole_game_live_once_the_first_links_have_crossed(
        live_devices: tuple[Device, Device], server: Any) -> None:
    host, guest = live_devices
    host_a_game(host, server, "Lost Cities", ["human", "remote"], {"games": "1", "start": "p1"})
    invite = link_with_signal(host)
    guest.open(invite)
    guest.page.get_by_role("button", name="I am Ben").click()
    join = link_with_signal(guest)
    host.follow(join)  # the page that made the offer is still open: it connects
    host.page.get_by_text("Ben is here: moves go straight to their device.").wait_for(
        timeout=10_000)
    guest.page.get_by_text("Ana is here: moves go straight to their device.").wait_for(
        timeout=10_000)

    links_before = (host.link(), guest.link())
    moves = 0
    for _ in range(400):
        if host.over() and guest.over():
            break
        mover = next_mover(host, guest)
        mover.move_once()
        moves += 1
        if moves == 2:  # the host's first move, also opened by link: applied once
            check_storage([host, guest])
    assert host.over() and guest.over(), "the game did not end live"
    assert final_scores(host) == final_scores(guest)
    assert moves > 20
    # no link had to be sent: the screens never asked for a new one
    assert (host.link(), guest.link()) == links_before or not host.page.locator(
        ".remote-link-text").count()
    check_storage([host, guest])
    assert host.browser.errors == [] and guest.browser.errors == []
