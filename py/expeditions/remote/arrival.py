"""What became of a received link, as data for the interface to word (every remote game)."""

from __future__ import annotations

from dataclasses import dataclass, field

from expeditions.engine import JSON

__all__ = ["Arrival"]


@dataclass(frozen=True)
class Arrival:
    """What became of a received message, as data for the interface to word: ``code`` is the
    receipt's (``applied``, a chain status, an engine refusal, or one of the protocol's),
    ``kind`` and ``sender`` the message's, ``joined`` the seat that joined, ``events`` the
    public events new to this device by it ("Bea played the yellow 7"), ``your_turn`` and
    ``over`` where the game stands now."""

    code: str
    kind: str
    sender: int
    missing: int | None = None
    params: dict[str, JSON] = field(default_factory=dict)
    joined: int | None = None
    events: list[dict[str, JSON]] = field(default_factory=list)
    your_turn: bool = False
    over: bool = False

    @property
    def applied(self) -> bool:
        return self.code == "applied"
