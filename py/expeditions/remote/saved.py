"""A remote game in a save (format 3): what the ``remote`` field holds and how it is checked.

``remote`` is ``{"role", "state", "outbox", "pending", "answered", "shadow"}``:

- ``role``: ``"host"`` (this device deals and referees) or ``"guest"`` (one seat's view only);
- ``state``: the :class:`~expeditions.remote.protocol.HostGame` / ``GuestGame`` state;
- ``outbox``: the links this device must (still) send, as link fragments, so "Send again"
  survives a reload;
- ``pending`` (guest): this turn's actions kept on the device because they revealed nothing
  and the turn goes on (sent with the turn's last action);
- ``answered`` (guest): the update the guest's last move answered (its turn is over until the
  next update), or None;
- ``shadow`` (guest): the seed the game sampled from the seat's view is drawn with.

A host's save is a local save plus its state: the log replays as in format 2 (the digest is
checked) and the state must hold that same seed and log. A guest's save holds no log and no
digest of other seats before the end (it never knew them): loading checks the state as
strictly as a link, samples a game from the stored view and requires that game to show
exactly that view. After an end whose audit passed, the save holds the revealed seed and
log, and loads as the real game. Anything else is a :class:`~expeditions.saves.SaveError`.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final, Literal

from expeditions.engine import JSON, CodedError, Game, IllegalAction
from expeditions.games import game_class
from expeditions.remote.link import MAX_TEXT, LinkError, Message, decode
from expeditions.remote.peer import is_peer_state
from expeditions.remote.protocol import (
    MAX_ACTION,
    MAX_ACTIONS,
    GuestGame,
    HostGame,
    ProtocolError,
    SeatSpec,
)
from expeditions.rng import Rng
from expeditions.saves import Seat

if TYPE_CHECKING:
    from expeditions.saves import SavedGame

__all__ = [
    "MAX_OUTBOX",
    "RemoteSave",
    "build_remote",
    "guest_seats",
    "host_specs",
    "read_remote",
    "remote_save_id",
    "shadow_game",
]

#: The most links an outbox holds (the last update and the end, or an invitation).
MAX_OUTBOX: Final = 4
_FIELDS: Final = frozenset({"role", "state", "outbox", "pending", "answered", "shadow"})
_SHADOW_SEEDS: Final = 1 << 64


def remote_save_id(chain_game: str, who: Literal["host"] | int) -> str:
    """The save id of a remote game on this device: ``r-<game>-h`` for the host,
    ``r-<game>-<seat>`` for a guest (a browser may hold several seats of one game)."""
    return f"r-{chain_game}-{'h' if who == 'host' else int(who)}"


@dataclass
class RemoteSave:
    """A save's ``remote`` field, read and checked (the objects, not yet the game)."""

    role: Literal["host", "guest"]
    state: dict[str, Any]
    outbox: list[Message]
    pending: list[str]
    answered: int | None
    shadow: int


def bad_remote(why: str) -> CodedError:
    """The SaveError of a save whose remote game is damaged (``why``: the reason's code)."""
    return _bad(why)


def _bad(why: str) -> CodedError:
    from expeditions.saves import SaveError

    return SaveError("bad_remote", f"the save's remote game is damaged ({why})", reason=why)


def read_remote(raw: dict[str, JSON]) -> RemoteSave:
    """The ``remote`` field's parts, each checked for type and bounds (SaveError)."""
    if set(raw) != _FIELDS or raw["role"] not in ("host", "guest"):
        raise _bad("fields")
    outbox, pending, answered, shadow = (raw[k] for k in ("outbox", "pending", "answered",
                                                          "shadow"))
    if (not isinstance(outbox, list) or len(outbox) > MAX_OUTBOX
            or not all(isinstance(t, str) and len(t) <= MAX_TEXT for t in outbox)):
        raise _bad("outbox")
    try:
        messages = [decode(str(text)) for text in outbox]
    except LinkError:
        raise _bad("outbox") from None
    if (not isinstance(pending, list) or len(pending) >= MAX_ACTIONS
            or not all(isinstance(a, str) and len(a) <= MAX_ACTION for a in pending)
            or raw["role"] == "host" and pending and not is_peer_state(raw["state"])):
        raise _bad("pending")
    if answered is not None and (type(answered) is not int or answered < 0):
        raise _bad("answered")
    if type(shadow) is not int or not 0 <= shadow < _SHADOW_SEEDS:
        raise _bad("shadow")
    if not isinstance(raw["state"], dict):
        raise _bad("state")
    role: Literal["host", "guest"] = "host" if raw["role"] == "host" else "guest"
    return RemoteSave(role, dict(raw["state"]), messages, [str(a) for a in pending],
                      answered, shadow)


def host_specs(seats: Sequence[Seat]) -> list[SeatSpec]:
    """The protocol's seats for the host's form: its person is ``host``, computers keep
    their level, friends are ``remote`` (LinkError ``bad_field`` for an unfit name)."""
    kinds = {"human": "host", "computer": "computer", "remote": "remote"}
    if any(s.kind not in kinds for s in seats):
        raise ProtocolError("bad_seats")
    return [SeatSpec(kinds[s.kind], s.name,  # type: ignore[arg-type]
                     s.level if s.kind == "computer" else None) for s in seats]


def guest_seats(specs: Sequence[SeatSpec], seat: int) -> list[Seat]:
    """The seats as a guest device sees them: its own seat is its person, the host's person
    and the other friends are remote, computers stay computers."""
    from expeditions.saves import Seat

    out = []
    for index, spec in enumerate(specs):
        if index == seat:
            out.append(Seat(spec.name, "human"))
        elif spec.kind == "computer":
            out.append(Seat(spec.name, "computer", spec.level))
        else:
            out.append(Seat(spec.name, "remote"))
    return out


def _canon(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def shadow_game(guest: GuestGame, seed: int, pending: Sequence[str]) -> Game[Any]:
    """The guest's game: sampled from its seat's view with ``seed`` (everything the seat
    cannot see drawn at random; it shows exactly that view), then this turn's pending
    actions applied. Before the first update there is no view: a placeholder deal the
    table never reads (``RemoteSession.started`` is False). Raises ProtocolError
    ``bad_state`` if the sample does not show the view or a pending action does not fit."""
    cls = game_class(guest.game_id)
    view = guest.view
    if view is None:
        if pending:
            raise ProtocolError("bad_state")
        return cls(guest.options, 0)
    try:
        game = cls.sample_from_view(view, Rng(seed))
    except Exception:  # noqa: BLE001 - a stored view: any failure means it is damaged
        raise ProtocolError("bad_state") from None
    if _canon(game.view(guest.seat)) != _canon(view):
        raise ProtocolError("bad_state")
    for action in pending:
        try:
            game.act(guest.seat, action)
        except IllegalAction:
            raise ProtocolError("bad_state") from None
        if game.current_player != guest.seat or not game.can_take_back(guest.seat, action):
            raise ProtocolError("bad_state")
    return game


def seen_positions(save: SavedGame) -> tuple[int, list[dict[str, JSON]]] | None:
    """A friend's device before the end: its seat and the positions that seat was shown
    (what its replay steps through); None when the save holds the whole game (a host, or a
    guest after the audit) or kept no positions. SaveError for a damaged save."""
    if save.remote is None:
        return None
    remote = read_remote(save.remote)
    if remote.role == "host" or is_peer_state(remote.state):
        return None
    try:
        guest = load_guest(save, remote)[0]
    except (ProtocolError, LinkError) as err:
        raise _bad(err.code) from None
    positions = guest.positions
    if guest.reveal is not None or not positions:
        return None
    return guest.seat, positions


def same_seats(players: Sequence[Seat], expected: Sequence[Seat]) -> bool:
    """Whether two seat lists name the same people, kinds and difficulties."""
    return _same_seats(players, expected)


def _same_seats(players: Sequence[Seat], expected: Sequence[Seat]) -> bool:
    return [(p.name, p.kind, p.level) for p in players] == [
        (p.name, p.kind, p.level) for p in expected]


def build_remote(save: SavedGame) -> Game[Any]:
    """The game a remote save holds (SaveError if anything does not fit)."""
    assert save.remote is not None
    remote = read_remote(save.remote)
    try:
        if is_peer_state(remote.state):  # dealt by nobody
            from expeditions.remote.peer_session import load_peer

            return load_peer(save, remote)[1]
        if remote.role == "host":
            return load_host(save, remote)[1]
        return load_guest(save, remote)[1]
    except ProtocolError as err:
        if err.code == "other_rules":
            from expeditions.saves import SaveError

            raise SaveError("other_rules", "saved with other rules",
                            saved=save.rules, current=None) from None
        raise _bad(err.code) from None
    except LinkError as err:
        raise _bad(err.code) from None


def load_host(save: SavedGame, remote: RemoteSave) -> tuple[HostGame, Game[Any]]:
    """A host's save: the log replayed and checked as a local save's, the state holding
    exactly that game and these seats, the outbox this game's links."""
    game = save.replay_log()
    host = HostGame.from_json(remote.state, game)
    from expeditions.saves import Seat

    expected = [Seat(s.name, {"host": "human"}.get(s.kind, s.kind), s.level)
                for s in host.seats]
    if not _same_seats(save.players, expected) or save.game != host.game.game_id:
        raise ProtocolError("bad_state")
    if any(m.game != host.chain.game for m in remote.outbox):
        raise ProtocolError("bad_state")
    return host, game


def load_guest(save: SavedGame, remote: RemoteSave) -> tuple[GuestGame, Game[Any]]:
    """A guest's save: the state checked, then the real game (after a passing audit) or
    the game sampled from the seat's view."""
    guest = GuestGame.from_json(remote.state)
    if (save.game != guest.game_id or save.options != guest.options
            or not _same_seats(save.players, guest_seats(guest.seats, guest.seat))
            or any(m.game != guest.chain.game for m in remote.outbox)
            or remote.answered is not None and remote.answered > guest.chain.latest):
        raise ProtocolError("bad_state")
    reveal = guest.reveal
    if reveal is None:
        if save.log or save.seed != 0:
            raise ProtocolError("bad_state")  # a guest never holds a log before the end
        return guest, shadow_game(guest, remote.shadow, remote.pending)
    if remote.pending or (save.seed, [[s, a] for s, a in save.log]) != reveal:
        raise ProtocolError("bad_state")
    game = save.replay_log()
    if _canon(game.view(guest.seat)) != _canon(guest.view):
        raise ProtocolError("bad_state")
    return guest, game

