"""Play between devices with no server (issues #29, #30, #52): messages travel as links.

Games are dealt by every device together (:mod:`.linked`, :mod:`.deal`); games started by
earlier versions (a host device that dealt, or two devices with their first joint shuffle)
still load and finish through the modules they were started with. Importing this package
registers how a save played across devices is built and opened
(:func:`expeditions.saves.register_remote_loader`,
:func:`expeditions.session.register_remote_opener`).

- :mod:`expeditions.remote.crypto`: the primitives (X25519, HKDF, sealing, tags, commitments).
- :mod:`expeditions.remote.link`: a message as a link fragment and back, bounded and strict,
  with a fixed set of refusal codes; canonical bytes, digests and seat tags.
- :mod:`expeditions.remote.chain`: whether a received message fits a game's chain (new,
  duplicate, future, stale, fork, foreign; forged or elsewhere once tags are checked).
- :mod:`expeditions.remote.protocol`: the two sides of a game, ``HostGame`` (deals, referees,
  sends one update per change for the whole group) and ``GuestGame`` (holds its own seat's
  view only, and audits the revealed deal and log at the end).
- :mod:`expeditions.remote.saved`: a remote game in a save (format 3), checked on load.
- :mod:`expeditions.remote.session`: ``RemoteSession``, a remote game at this device's table
  (a :class:`~expeditions.session.Session`), with its outbox, and ``saves_for`` (which save a
  received link is for).
"""

from __future__ import annotations

from typing import Any

from expeditions.saves import register_remote_loader
from expeditions.session import register_remote_opener


def build(save: Any) -> Any:
    """A save played across devices, built (SaveError if it does not fit)."""
    return _build(save)


def open_session(save: Any, game: Any, store: Any, clock: Any, stats: Any) -> Any:
    """A save played across devices, opened at the table."""
    return _open(save, game, store, clock, stats)


def _build(save: Any) -> Any:
    from expeditions.remote.linked_session import build_linked, is_linked

    if is_linked(save.remote):
        return build_linked(save)
    from expeditions.remote.saved import build_remote

    return build_remote(save)


def _open(save: Any, game: Any, store: Any, clock: Any, stats: Any) -> Any:
    from expeditions.remote.linked_session import LinkedSession, is_linked

    if is_linked(save.remote):
        return LinkedSession.from_save(save, game, store, clock, stats)
    from expeditions.remote.session import RemoteSession

    return RemoteSession.from_save(save, game, store, clock, stats)


register_remote_loader(_build)
register_remote_opener(_open)
