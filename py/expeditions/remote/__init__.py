"""Play between devices with no server (issue #29): messages travel as links.

The host device deals and referees; per-seat keys authenticate moves and encrypt each seat's
private part of a group update.

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
