"""The deal layer shared by every game played with no dealer (issue #52).

:mod:`.spec` is what a game states about its hidden parts; :mod:`.table` is one device's side
of such a game: the joint shuffles and their proofs, the openings, the reveals, the keys and
the replay at the end. docs/mental-poker.md tells the whole protocol.
"""
