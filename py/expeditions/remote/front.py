"""The one door between the interface and play across devices: open a link, take a seat,
start a game, read what a session owes and waits for — without the interface ever reading a
message's body.

- :func:`open_link` takes any text a player pastes or a page opens with and says what it is:
  an invitation (:class:`Invitation`, to show and accept), a link applied to the game(s) this
  browser holds (with their :class:`~expeditions.remote.arrival.Arrival`), or a refusal with
  its code.
- :func:`host` starts a game with friends: dealt by every device together for every game that
  states what it hides; by the inviting device for a game that does not.
- :class:`AcrossDevices` is what every session of a game across devices offers the interface
  (games started by earlier versions included).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from expeditions.coach.stats import StatsStore
from expeditions.engine import JSON
from expeditions.saves import SaveError, SaveStore, Seat
from expeditions.session import Session

if TYPE_CHECKING:
    from expeditions.remote.arrival import Arrival

__all__ = ["AcrossDevices", "Invitation", "Link", "Opening", "host", "open_link",
           "open_on_table", "replay_of"]

#: The inviting device (the seat number a legacy game gave its host's device).
HOST = -1
#: Where this browser keeps its signing key (outside the saves): the same key signs every
#: game this app plays, so a friend's app can tell a new invitation from the same device.
IDENTITY_KEY = "expeditions:identity"


@dataclass(frozen=True)
class Link:
    """A link to send: ``kind`` (how the interface words it: ``invite``, ``invite_one``,
    ``join``, ``move``, ``update``, ``end``), the link's fragment (``x=…``), and the seats
    it is for (:data:`HOST` for the inviting device of an earlier version's game)."""

    kind: str
    fragment: str
    to: tuple[int, ...]


class AcrossDevices:
    """What the interface reads of a game with friends on other devices."""

    def seat_specs(self) -> list[dict[str, JSON]]:
        """The seats as the invitation set them (``kind``: host, computer, remote)."""
        raise NotImplementedError

    @property
    def hosting(self) -> bool:
        """This device invited the others."""
        raise NotImplementedError

    @property
    def dealt_by_nobody(self) -> bool:
        raise NotImplementedError

    @property
    def started(self) -> bool:
        raise NotImplementedError

    @property
    def all_joined(self) -> bool:
        """Every friend has taken their seat (as far as this device knows)."""
        raise NotImplementedError

    @property
    def waiting_for(self) -> list[int]:
        raise NotImplementedError

    def links(self) -> list[Link]:
        """The links this device must send now."""
        raise NotImplementedError


@dataclass
class Invitation:
    """An invitation opened here: what it offers, and how to accept it."""

    game: str  # the engine's game id
    names: list[str]
    kinds: list[str]  # host, computer, remote
    levels: list[str | None]
    open_seats: list[int]
    dealt_by_nobody: bool
    accept: Callable[[int, SaveStore, Callable[[], int]], Session] = field(repr=False)
    #: This browser's unfinished games from the same inviting device, whose deal it started
    #: over after seeing its own hand (accepting says so in both games' history).
    replaces: list[str] = field(default_factory=list)

    @property
    def host_seat(self) -> int | None:
        return next((i for i, k in enumerate(self.kinds) if k == "host"), None)


@dataclass
class Opening:
    """What a link opened: ``code`` (``invitation``, ``applied``, ``refused`` for a link that
    is no link or has no game here, ``seat`` for an invitation whose seat this browser holds
    already), the invitation, the sessions it was applied to and what it did, or the refusal's
    catalogue key and its parameters."""

    code: str
    invitation: Invitation | None = None
    session: Session | None = None
    arrival: Arrival | None = None
    key: str = ""
    params: dict[str, Any] = field(default_factory=dict)


def _refused(key: str, **params: Any) -> Opening:
    return Opening("refused", key=key, params=params)


def open_link(text: str, store: SaveStore, clock: Callable[[], int]) -> Opening:
    """Whatever ``text`` is (a link, a fragment, a pasted code): see the module docstring.
    Never raises for what another device sent."""
    from expeditions.remote import wire
    from expeditions.remote.link import LinkError

    version = wire.version_of(text)
    if version == 1:
        return _open_legacy(text, store, clock)
    try:
        bundle = wire.decode(text)
    except LinkError as err:
        return _refused(f"remote.link.{err.code}", **err.params)
    ids = sorted(i for i in store.ids() if i.startswith(f"r-{bundle.game}-"))
    inviting = bool(bundle.messages) and bundle.messages[0].kind == "invite"
    if not ids:
        if inviting:
            return _invitation(bundle, store, clock)
        return _refused("remote.no_game")
    opening = Opening("refused", key="remote.no_game")
    for save_id in ids:
        try:
            session = Session.resume(store, save_id, clock)
        except SaveError as err:
            return Opening("refused", key=f"save_error.{err.code}", params=dict(err.params))
        from expeditions.remote.linked_session import LinkedSession

        assert isinstance(session, LinkedSession)
        if inviting and bundle.seat is not None:
            seat = bundle.seat[0]
            code = "own_invite" if session.hosting else "already_joined"
            return Opening(code, session=session, params={"seat": seat})
        opening = Opening("applied", session=session, arrival=session.receive(bundle))
    return opening


def open_on_table(text: str, session: Session, store: SaveStore,
                  clock: Callable[[], int]) -> Opening:
    """A link's text that came over a direct connection while ``session`` is on the table:
    applied to that very session (as :func:`open_link` would, without loading the game from
    storage again — a replay of every message so far); anything else, or a session another
    tab has moved on, goes through :func:`open_link`."""
    from expeditions.remote import wire
    from expeditions.remote.link import LinkError
    from expeditions.remote.linked_session import LinkedSession
    from expeditions.saves import StaleSave

    if wire.version_of(text) != wire.VERSION or not isinstance(session, LinkedSession):
        return open_link(text, store, clock)
    try:
        bundle = wire.decode(text)
    except LinkError as err:
        return _refused(f"remote.link.{err.code}", **err.params)
    if bundle.game != session.linked.game or (bundle.messages
                                              and bundle.messages[0].kind == "invite"):
        return open_link(text, store, clock)
    try:
        return Opening("applied", session=session, arrival=session.receive(bundle))
    except StaleSave:
        return open_link(text, store, clock)


def identity_of(store: SaveStore) -> bytes:
    """This browser's signing key (made the first time it is needed)."""
    from expeditions.remote import crypto, ec, signature

    raw = store.storage.get(IDENTITY_KEY)
    if raw:
        try:
            key = crypto.unb64(raw)
            ec.scalar_from_bytes(key)
            return key
        except ValueError:
            pass  # damaged: a new key (the games it signed still hold their own copy)
    key = signature.new_key()
    store.storage.set(IDENTITY_KEY, crypto.b64(key))
    return key


def _restarted(store: SaveStore, clock: Callable[[], int], host_key: object) -> list[str]:
    """This browser's unfinished games (dealt by every device) whose inviting device signs
    with ``host_key`` and had seen its own first hand: what a new invitation from it replaces."""
    from expeditions.remote.linked_session import LinkedSession, is_linked
    from expeditions.saves import decode

    out = []
    for save_id in sorted(store.ids()):
        if not save_id.startswith("r-"):
            continue
        try:
            save = decode(store.raw(save_id) or "")
        except SaveError:
            continue
        remote = save.remote
        state = remote.get("state") if is_linked(remote) and remote is not None else None
        invite = state.get("invite") if isinstance(state, dict) else None
        if (not isinstance(invite, list) or len(invite) != 6 or not isinstance(invite[4], dict)
                or invite[4].get("key") != host_key or remote is None
                or remote.get("finished") is True):
            continue
        try:
            session = Session.resume(store, save_id, clock)
        except SaveError:
            continue
        if isinstance(session, LinkedSession) and session.saw_own_hand(0):
            out.append(save_id)
    return out


def _invitation(bundle: Any, store: SaveStore, clock: Callable[[], int]) -> Opening:
    from expeditions.remote.deal.table import Refusal
    from expeditions.remote.linked import LinkedGame
    from expeditions.remote.linked_session import LinkedSession

    try:
        engine, seats, _, rules = LinkedGame.read_invite(bundle)
    except (ValueError, KeyError):
        return _refused("remote.code.bad_body")
    from expeditions.games import game_class

    if rules != game_class(engine).rules_version:
        return _refused("remote.code.other_rules")
    if bundle.seat is None or not 0 <= bundle.seat[0] < len(seats):
        return _refused("remote.code.not_invited")

    replaces = _restarted(store, clock, bundle.messages[0].body.get("key"))
    host = next((i for i, s in enumerate(seats) if s.kind == "host"), 0)

    def accept(seat: int, store: SaveStore, clock: Callable[[], int]) -> Session:
        notes: list[dict[str, JSON]] = [{"code": "restarted", "seat": host}] if replaces else []
        try:
            session = LinkedSession.accept(bundle, store, clock, identity=identity_of(store),
                                           notes=notes)
        except Refusal as refusal:
            raise InvitationRefused(f"remote.cheat.{refusal.code}", refusal.device) from None
        except ValueError as err:
            raise InvitationRefused(f"remote.code.{err}" if str(err) in (
                "not_invited", "other_rules") else "remote.code.bad_body", None) from None
        for save_id in replaces:  # the games it replaces say so too
            old = Session.resume(store, save_id, clock)
            if isinstance(old, LinkedSession):
                old.note("abandoned", host)
        return session

    return Opening("invitation", Invitation(
        engine, [s.name for s in seats], [s.kind for s in seats], [s.level for s in seats],
        [bundle.seat[0]], True, accept, replaces))


class InvitationRefused(Exception):
    """Taking the seat failed: ``key`` words why; ``device`` is the one a cheat names (the
    inviting device's, 0)."""

    def __init__(self, key: str, device: int | None) -> None:
        super().__init__(key)
        self.key = key
        self.device = device


def _open_legacy(text: str, store: SaveStore, clock: Callable[[], int]) -> Opening:
    """A link of a game started by an earlier version (a host that dealt, or the first
    two-device deal): as those games always did."""
    from expeditions.remote.link import LinkError, decode
    from expeditions.remote.protocol import ProtocolError, SeatSpec
    from expeditions.remote.session import RemoteSession, saves_for

    try:
        message = decode(text)
    except LinkError as err:
        return _refused(f"remote.link.{err.code}", **err.params)
    ids = saves_for(store, message)
    if message.kind == "invite":
        if ids:
            session = Session.resume(store, ids[0], clock)
            assert isinstance(session, RemoteSession)
            return Opening("own_invite" if session.hosting else "already_joined",
                           session=session, params={"seat": session.me})
        try:
            specs = [SeatSpec.from_json(s) for s in message.body["seats"]]  # type: ignore
        except (LinkError, TypeError, KeyError):
            return _refused("remote.link.bad_field", field="seats")
        joint = "joint" in message.body

        def accept(seat: int, store: SaveStore, clock: Callable[[], int]) -> Session:
            try:
                if joint:
                    from expeditions.remote.peer_session import PeerSession

                    return PeerSession.join(message, seat, store, clock)
                return RemoteSession.join(message, seat, store, clock)
            except LinkError as err:
                raise InvitationRefused(f"remote.link.{err.code}", None) from None
            except ProtocolError as err:
                raise InvitationRefused(f"remote.code.{err.code}", None) from None

        return Opening("invitation", Invitation(
            str(message.body["game"]), [s.name for s in specs], [s.kind for s in specs],
            [s.level for s in specs], [i for i, s in enumerate(specs) if s.kind == "remote"],
            joint, accept))
    if not ids:
        return _refused("remote.no_game")
    opening = _refused("remote.no_game")
    for save_id in ids:
        try:
            session = Session.resume(store, save_id, clock)
        except SaveError as err:
            return Opening("refused", key=f"save_error.{err.code}", params=dict(err.params))
        assert isinstance(session, RemoteSession)
        opening = Opening("applied", session=session, arrival=session.receive(message))
    return opening


def host(game_id: str, options: dict[str, object], seats: Sequence[Seat], store: SaveStore,
         clock: Callable[[], int], stats: StatsStore | None = None) -> Session:
    """A new game with friends on other devices, invited from here: dealt by every device
    for a game that states what it hides, else by this device (ValueError, NameError,
    OptionsError, ProtocolError or LinkError for a form it cannot start)."""
    from expeditions.remote.linked import hidden_part

    if hidden_part(game_id) is not None:
        from expeditions.remote.linked_session import LinkedSession

        return LinkedSession.host(game_id, options, seats, store, clock, stats,
                                  identity=identity_of(store))
    from expeditions.remote.session import RemoteSession

    return RemoteSession.host(game_id, dict(options), list(seats), store, clock, stats)


def replay_of(save: Any) -> tuple[str, Any] | None:
    """What a remote save's replay shows: ``("seen", (seat, positions))`` — the positions a
    friend's device was shown, before the end of an earlier version's game; ``("real",
    (dealt game, moves))`` — the real game once every device's keys are known; None when the
    save's own log replays (an earlier version's host) or nothing can be replayed yet."""
    from expeditions.remote.linked_session import is_linked, linked_replay

    if is_linked(save.remote):
        real = linked_replay(save)
        return None if real is None else ("real", real)
    from expeditions.remote.peer_session import peer_replay
    from expeditions.remote.saved import seen_positions

    seen = seen_positions(save)
    if seen is not None:
        return "seen", seen
    peer = peer_replay(save)
    return None if peer is None else ("real", peer)
