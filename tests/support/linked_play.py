"""Devices playing a game dealt by every device, for the tests: one store each, the links
passed by hand as the text a player would copy, every seat played through its device's
session (an Easy computer choosing from what that device shows), and a hook through which a
test can change a link on its way (a modified device's, or an attacker's)."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from expeditions.bots import make_bot
from expeditions.engine import JSON
from expeditions.remote import wire
from expeditions.remote.arrival import Arrival
from expeditions.remote.linked_session import LinkedSession
from expeditions.rng import Rng
from expeditions.saves import MemoryStorage, SaveStore, Seat
from expeditions.session import Session
from tests.support.clock import Clock

#: Changes a link on its way: (sender device, recipient device, link text) -> text.
Tamper = Callable[[int, int, str], str]


@dataclass
class Device:
    number: int
    storage: MemoryStorage = field(default_factory=MemoryStorage)
    clock: Clock = field(default_factory=Clock)
    session: LinkedSession | None = None
    inbox: list[tuple[int, str]] = field(default_factory=list)
    arrivals: list[Arrival] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.store = SaveStore(self.storage, self.clock)

    @property
    def s(self) -> LinkedSession:
        assert self.session is not None
        return self.session

    def stored(self) -> str:
        text = self.store.raw(self.s.save.id)
        assert text is not None
        return text

    def reload(self) -> None:
        session = Session.resume(self.store, self.s.save.id, self.clock)
        assert isinstance(session, LinkedSession)
        self.session = session


def seats_of(kinds: list[str]) -> list[Seat]:
    names = ["Ana", "Ben", "Cleo", "Dan", "Eva"]
    return [Seat(names[i], k, "easy" if k == "computer" else None)
            for i, k in enumerate(kinds)]


class Party:
    """A game between devices: device 0 invites with ``kinds`` (``human`` for its person,
    ``computer``, ``remote`` for each friend's device)."""

    def __init__(self, engine: str, options: dict[str, Any], kinds: list[str],
                 seed: int = 1, tamper: Tamper | None = None) -> None:
        self.engine = engine
        self.tamper = tamper
        self.rng = Rng(seed)
        self.bot = make_bot(engine, "easy")
        host = Device(0)
        host.session = LinkedSession.host(engine, options, seats_of(kinds), host.store,
                                          host.clock)
        self.devices = {0: host}
        self.links: list[tuple[int, int, str]] = []  # every link sent: (from, to, text)
        for out in host.s.outbox:
            (to,) = out.to
            text = self._send(0, to, wire.encode(out.bundle))
            friend = Device(to)
            friend.session = LinkedSession.accept(wire.decode(text), friend.store,
                                                  friend.clock)
            self.devices[to] = friend
            self._post(friend)

    def _send(self, sender: int, to: int, text: str) -> str:
        if self.tamper is not None:
            text = self.tamper(sender, to, text)
        self.links.append((sender, to, text))
        return text

    def _post(self, device: Device) -> None:
        for out in device.s.outbox:
            for to in out.to:
                text = self._send(device.number, to, wire.encode(out.bundle))
                self.devices[to].inbox.append((device.number, text))
        device.s.outbox = []

    def play_turns(self, device: Device) -> bool:
        """Every seat of this device that is to play plays (a computer's choice from the
        device's view); False if none was."""
        session = device.s
        moved = False
        while session.game.current_player is not None and session._my_turn():
            seat = session.game.current_player
            view = session.game.view(seat)
            legal = view["legal"]
            assert isinstance(legal, list) and legal, view
            session.act(seat, self.bot.choose(view, self.rng))
            moved = True
        return moved

    def deliver(self, device: Device) -> bool:
        """Every link waiting for this device, in order."""
        moved = False
        while device.inbox:
            _, text = device.inbox.pop(0)
            arrival = device.s.receive(wire.decode(text))
            device.arrivals.append(arrival)
            moved = True
        return moved

    def step(self, check: Callable[[Party], None] | None = None) -> bool:
        moved = False
        for number in sorted(self.devices):
            device = self.devices[number]
            moved |= self.deliver(device)
            moved |= self.play_turns(device)
            if device.s.outbox:
                self._post(device)
                moved = True
            if check is not None:
                check(self)
        return moved

    def play(self, steps: int = 2000, check: Callable[[Party], None] | None = None) -> None:
        for _ in range(steps):
            if not self.step(check):
                return
        raise AssertionError("the game did not settle")

    def run(self, steps: int) -> None:
        """A few steps of the game (it need not settle)."""
        for _ in range(steps):
            self.step()

    @property
    def finished(self) -> bool:
        return all(d.s.linked.table.finished for d in self.devices.values())


def body_of(text: str) -> dict[str, JSON]:
    """The JSON a link carries (for a test that changes it)."""
    from expeditions.remote.link import unpack

    data: dict[str, JSON] = unpack(text)
    return data


def rewrite(text: str, change: Callable[[dict[str, Any]], None]) -> str:
    """A link with its JSON changed by ``change`` (signatures are not redone)."""
    from expeditions.remote.link import pack

    data = json.loads(json.dumps(body_of(text)))
    change(data)
    return pack(data)
