"""Play between devices with no server (issue #29): messages travel as links.

The host device deals and referees; per-seat keys authenticate moves and encrypt each seat's
private part of a group update. :mod:`expeditions.remote.crypto` holds the primitives.
"""
