"""The interface every two-device game dealt by nobody follows (issue #30).

A *joint game* is one device's side of a two-player game whose hidden parts no device holds.
The link layer (:class:`~expeditions.remote.peer.PeerGame`) and the table
(:class:`~expeditions.remote.peer_session.PeerSession`) speak to it only through
:class:`JointGame`, and find its class from the game id through the registry
(:func:`joint_class`: the game's ``joint`` part, a module ``expeditions.remote.joint_<name>``
whose ``JOINT`` is the class), so a game plugs in by having that module.

The contract, shared by every joint game:

- **Bodies.** The devices exchange plain JSON bodies (bytes as unpadded base64url) that
  strictly alternate, the host's first: body ``n`` is the host's (seat 0) when ``n`` is even,
  the guest's (seat 1) when odd; each carries ``"v"`` (its protocol version) and ``"n"``.
  Body 0 is the invitation and names the engine's game id in ``"game"``.
- **Checked at once.** :meth:`JointGame.receive` checks a body as far as public information
  allows and raises :class:`JointError` (the device it names, a reason code) with nothing
  changed on any fault; a body with an old number is ``replayed`` (the same) or ``forked``
  (another), one from the future ``out_of_order``.
- **Audit at the end.** Once the game is over both devices reveal their keys; each re-derives
  the whole deal, replays every move through the engine built from it and compares every
  view it showed (``finished`` becomes true only then). The result is the audited one.
- **Views.** :meth:`JointGame.view` is the engine's ``view(seat)`` shape (tables, bots and
  hints work unchanged), with ``"incoming"``: how many own cards are on their way (their
  share comes with the other device's next body), left out of the hand; ``legal`` is empty
  while the turn cannot be played yet.
- **Saving.** :meth:`JointGame.to_json` is plain JSON holding the role, this device's own
  secrets and every body; ``from_json(data)`` replays every body with every check (a damaged
  save raises ValueError); ``from_json(data, trusted=True)``, for a save whose integrity the
  caller checked (the app tags it), may skip re-checking proofs but replays every rule.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Literal, Protocol, Self, runtime_checkable

from expeditions import registry
from expeditions.engine import JSON, Game

__all__ = ["JointError", "JointGame", "Role", "dealt_by_nobody", "joint_class"]

Role = Literal["host", "guest"]

def dealt_by_nobody(game: object) -> bool:
    """Whether two devices deal engine game id ``game`` by nobody: the game has the
    registry's ``joint`` part (a module ``expeditions.remote.joint_<name>`` whose ``JOINT`` is
    its :class:`JointGame`), found without importing it. ``game`` may come from another
    device: anything but a registered game's id is False."""
    return isinstance(game, str) and game in registry.game_ids() \
        and registry.has_part(game, "joint")


class JointError(ValueError):
    """The other device cheated (or its body was damaged): ``device`` names it, ``code`` is
    one of the joint game's ``CODES_OF_CHEATS``."""

    def __init__(self, device: Role, code: str, message: str) -> None:
        super().__init__(f"{device}: {code}: {message}")
        self.device: Role = device
        self.code = code


@runtime_checkable
class JointGame(Protocol):
    """One device's side of a two-device game dealt by nobody (see the module docstring)."""

    #: The engine's game id (``"lost-cities"``), as body 0 names it.
    GAME: ClassVar[str]
    #: The engine class the audited game is built with.
    ENGINE: ClassVar[type[Game[Any]]]
    #: Every reason :class:`JointError` may give.
    CODES_OF_CHEATS: ClassVar[tuple[str, ...]]
    #: What one body's turn is: every action until the other seat is to play or the game
    #: ends (True: Curios, where the seat after a round's last recruit places first), or the
    #: actions up to the first one the rules do not let take back (False: Lost Cities' play,
    #: then the draw, even when the same seat starts the next game of a match).
    WHOLE_TURNS: ClassVar[bool]

    role: Role
    #: This device's seat: the host's is 0, the guest's 1.
    seat: int
    #: The game's own options as the invitation carries them (no ``players``: always 2).
    options: dict[str, JSON]
    #: Every body sent and received, in order.
    history: list[dict[str, JSON]]

    @property
    def log(self) -> list[tuple[int, str]]:
        """Every action played, ``(seat, action)``, in order: the replay's once audited
        (a plain attribute fits; Curiosity's hides token values until the audit)."""
        ...

    @classmethod
    def create_host(cls, options: Mapping[str, JSON]) -> Self:
        """The host's device for a new game from the engine's normalised options (players
        2); its first :meth:`send` is the invitation. ValueError for options it refuses."""
        ...

    @classmethod
    def accept(cls, invitation: Mapping[str, JSON]) -> Self:
        """The guest's device from the host's invitation (checked: JointError naming the
        host); its first :meth:`send` is the acceptance."""
        ...

    @property
    def to_send(self) -> bool:
        """This device owes the next body (and the game is not finished)."""
        ...

    @property
    def turn_due(self) -> bool:
        """This device's next body must carry its seat's whole turn (its person or computer
        plays first); a body owed without one can be made at once."""
        ...

    @property
    def finished(self) -> bool:
        """The game is over, both keys exchanged and the audit passed here."""
        ...

    def send(self, actions: Sequence[str] = ()) -> dict[str, JSON]:
        """This device's next body, with ``actions`` (its seat's whole turn, see
        :attr:`WHOLE_TURNS`) when :attr:`turn_due`. ValueError
        when no body is owed, IllegalAction for an action the rules refuse; nothing changes
        on failure."""
        ...

    def receive(self, body: Mapping[str, JSON]) -> None:
        """The other device's body, checked at once: JointError (naming the device, with a
        reason code) and nothing changed on any fault."""
        ...

    def view(self, pending: Sequence[str] = ()) -> dict[str, JSON] | None:
        """This seat's view in the engine's shape with ``incoming`` (see the module
        docstring), after its ``pending`` actions of the turn being made; None until the
        game has started on this device."""
        ...

    def legal(self, pending: Sequence[str] = ()) -> list[str]:
        """This seat's legal actions now, after its ``pending`` ones (engine strings)."""
        ...

    def table_game(self, pending: Sequence[str] = ()) -> Game[Any] | None:
        """The game the table shows: the audited real game once finished; else the game as
        this device knows it (cards it has not opened are stand-ins) whose ``view`` of this
        seat is :meth:`view` and which refuses play while cards are on their way, after
        ``pending``; None before the game has started here."""
        ...

    def truth(self) -> Game[Any] | None:
        """The real game once audited: dealt from the audited deal, every action played."""
        ...

    def dealt(self) -> Game[Any] | None:
        """The real game as dealt, before any action, once audited (for the replay)."""
        ...

    def result(self) -> dict[str, JSON] | None:
        """The audited result (None before the audit)."""
        ...

    def to_json(self) -> dict[str, JSON]:
        """Everything this device holds, as plain JSON (see the module docstring)."""
        ...

    @classmethod
    def from_json(cls, data: object, trusted: bool = False) -> Self:
        """A device from :meth:`to_json` (see the module docstring); ValueError for a save
        that does not replay."""
        ...


def joint_class(game: object) -> type[JointGame] | None:
    """The joint game of engine game id ``game``, or None when it is not dealt by nobody."""
    if not isinstance(game, str) or not dealt_by_nobody(game):
        return None
    cls: type[JointGame] = importlib.import_module(registry.part_name(game, "joint")).JOINT
    return cls


def game_of(invitation: object) -> str | None:
    """The game id an invitation body (body 0) names, if it names a joint game."""
    game = invitation.get("game") if isinstance(invitation, Mapping) else None
    return game if isinstance(game, str) and dealt_by_nobody(game) else None
