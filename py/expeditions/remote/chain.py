"""Does a received message fit this game? The hash chain of a remote game.

The host's updates form one chain: update n carries ``prev`` = digest(update n-1), and the
invitation is update 0 (``prev`` = :data:`~expeditions.remote.link.ZERO_PREV`). A guest's
message answers update n: ``seq`` = n and ``prev`` = digest(update n). Holding only the
digests seen so far (JSON-able, so it is saved with the game), a :class:`Chain` tells a new
message from a replay, a gap, a move on an old position, a fork or another game's message —
so opening a link twice changes nothing, a link from the future names the missing one, and
nothing that does not fit is ever applied.

Tags are checked with the keys, which the caller holds: :func:`judge` does both in the order
a receiving device needs (another game first, then the tags, then the chain).
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Final

from expeditions.remote.link import (
    GAME_ID_BYTES,
    GUEST_KINDS,
    HOST,
    MAX_SEAT,
    MAX_SEQ,
    PREV_BYTES,
    ZERO_PREV,
    LinkError,
    Message,
    digest,
    is_b64,
    verify,
)

__all__ = ["Chain", "Status", "Verdict", "authentic", "expected_signers", "judge"]

STATE_VERSION: Final = 1


class Status(enum.StrEnum):
    """What to do with a message (the interface words each one)."""

    NEW = "new"  # fits: apply it, then accept it
    DUPLICATE = "duplicate"  # this exact message was accepted before: nothing changes
    FUTURE = "future"  # an update is missing before it: wait for ``Verdict.missing``
    STALE = "stale"  # answers an update older than the latest (a move on an old position)
    FORK = "fork"  # contradicts what was accepted (another message with that place)
    FOREIGN = "foreign"  # another game's message
    FORGED = "forged"  # its tags are not the seats' (only :func:`judge` says so)
    ELSEWHERE = "elsewhere"  # another seat's message to the host: this device cannot check it


@dataclass(frozen=True)
class Verdict:
    """A :class:`Status`, with the sequence number to wait for when it is ``FUTURE``."""

    status: Status
    missing: int | None = None

    @property
    def new(self) -> bool:
        return self.status is Status.NEW


_NEW: Final = Verdict(Status.NEW)
_DUPLICATE: Final = Verdict(Status.DUPLICATE)
_STALE: Final = Verdict(Status.STALE)
_FORK: Final = Verdict(Status.FORK)
_FOREIGN: Final = Verdict(Status.FOREIGN)
_FORGED: Final = Verdict(Status.FORGED)
_ELSEWHERE: Final = Verdict(Status.ELSEWHERE)


class Chain:
    """The digests of one game's accepted messages: host updates by index, and guest
    messages by ``"<seat>/<seq>"`` (one message per seat per update it answers)."""

    def __init__(self, game: str, hosts: Iterable[str] = (),
                 guests: Mapping[str, str] | None = None) -> None:
        self.game = game
        self._hosts: list[str] = list(hosts)
        self._guests: dict[str, str] = dict(guests or {})

    @property
    def latest(self) -> int:
        """The seq of the newest host update held (-1 before the invitation)."""
        return len(self._hosts) - 1

    def host_digest(self, seq: int) -> str:
        """The digest of host update ``seq`` (what a message answering it carries as prev)."""
        return self._hosts[seq]

    def check(self, message: Message) -> Verdict:
        """Where ``message`` stands against what was accepted; changes nothing."""
        if message.game != self.game:
            return _FOREIGN
        if message.sender == HOST:
            return self._check_host(message)
        return self._check_guest(message)

    def _check_host(self, message: Message) -> Verdict:
        seq, latest = message.seq, self.latest
        if seq <= latest:
            return _DUPLICATE if digest(message) == self._hosts[seq] else _FORK
        if seq > latest + 1:
            return Verdict(Status.FUTURE, latest + 1)
        return _NEW if message.prev == self._prev_for(seq) else _FORK

    def _check_guest(self, message: Message) -> Verdict:
        seq, own = message.seq, digest(message)
        if own in self._guests.values():
            return _DUPLICATE
        if seq > self.latest:
            return Verdict(Status.FUTURE, self.latest + 1)
        if message.prev != self._hosts[seq] or _place(message) in self._guests:
            return _FORK
        # A join answers the invitation whatever came since; a move must answer the latest.
        if seq < self.latest and message.kind not in ("join",):
            return _STALE
        return _NEW

    def _prev_for(self, seq: int) -> str:
        return ZERO_PREV if seq == 0 else self._hosts[seq - 1]

    def accept(self, message: Message) -> None:
        """Record ``message`` as applied; only a message :meth:`check` called new."""
        verdict = self.check(message)
        if not verdict.new:
            raise ValueError(f"only a new message can be accepted, this one is {verdict}")
        if message.sender == HOST:
            self._hosts.append(digest(message))
        else:
            self._guests[_place(message)] = digest(message)

    def to_json(self) -> dict[str, Any]:
        """The state to save with the game (plain JSON)."""
        return {"version": STATE_VERSION, "game": self.game, "hosts": list(self._hosts),
                "guests": dict(self._guests)}

    @classmethod
    def from_json(cls, data: object) -> Chain:
        """A saved chain, checked as strictly as a link (a save can be damaged or edited):
        LinkError ``"bad_field"`` otherwise."""
        if not isinstance(data, dict) or set(data) != {"version", "game", "hosts", "guests"}:
            raise LinkError("bad_field", field="chain")
        if data["version"] != STATE_VERSION or type(data["version"]) is not int:
            raise LinkError("bad_version", version=str(data["version"])[:20])
        game, hosts, guests = data["game"], data["hosts"], data["guests"]
        ok = (is_b64(game, GAME_ID_BYTES) and isinstance(hosts, list)
              and len(hosts) <= MAX_SEQ + 1 and all(is_b64(d, PREV_BYTES) for d in hosts)
              and isinstance(guests, dict)
              and all(_is_place(k, len(hosts)) and is_b64(v, PREV_BYTES)
                      for k, v in guests.items()))
        if not ok:
            raise LinkError("bad_field", field="chain")
        return cls(game, hosts, guests)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Chain) and self.to_json() == other.to_json()

    __hash__ = None  # type: ignore[assignment]  # mutable: not a dict key

    def __repr__(self) -> str:
        return f"Chain({self.game!r}, latest={self.latest}, guests={len(self._guests)})"


def _place(message: Message) -> str:
    return f"{message.sender}/{message.seq}"


def _is_place(key: str, hosts: int) -> bool:
    seat, slash, seq = key.partition("/")
    return (slash == "/" and seat in {str(s) for s in range(MAX_SEAT + 1)}
            and seq.isdecimal() and seq == str(int(seq)) and int(seq) < hosts)


def expected_signers(message: Message, remote_seats: Iterable[int]) -> frozenset[int]:
    """The seats whose tags ``message`` must carry, exactly: none on the invitation (no key is
    agreed yet), every remote seat on a host update (each checks its own), and the sender
    alone on a guest message — empty if the sender is no remote seat (nobody may speak for a
    computer's or the host's seat)."""
    remote = frozenset(remote_seats)
    if message.kind == "invite":
        return frozenset()
    if message.sender == HOST:
        return remote
    return frozenset({message.sender}) & remote


def authentic(message: Message, remote_seats: Iterable[int], keys: Mapping[int, bytes]) -> bool:
    """Whether ``message`` carries exactly the expected tags and every one this device can
    check (it holds ``keys`` by seat: the host all of them, a guest its own) is valid.
    A guest message or host update with no tag this device can check is not authentic."""
    expected = expected_signers(message, remote_seats)
    if {str(seat) for seat in expected} != set(message.tags):
        return False
    if message.kind == "invite":
        return True
    if message.kind in GUEST_KINDS and not expected:
        return False
    checkable = [seat for seat in expected if seat in keys]
    return bool(checkable) and all(verify(message, seat, keys[seat]) for seat in checkable)


def judge(chain: Chain, message: Message, remote_seats: Iterable[int],
          keys: Mapping[int, bytes]) -> Verdict:
    """The verdict of a receiving device holding ``keys`` by seat (the host all remote seats',
    a guest its own): another game's message is named as such first; a guest message from a
    seat whose key this device lacks is ``ELSEWHERE`` (in a group chat a guest may open
    another's move, meant for the host); a wrong or missing tag is ``FORGED``; anything else
    is as :meth:`Chain.check` says."""
    if message.game != chain.game:
        return _FOREIGN
    remote = frozenset(remote_seats)
    if message.sender in remote and message.sender not in keys:
        return _ELSEWHERE
    if not authentic(message, remote, keys):
        return _FORGED
    return chain.check(message)
