"""A game dealt by nobody at this device's table (issue #30): a
:class:`~expeditions.remote.session.RemoteSession` whose game is a
:class:`~expeditions.remote.peer.PeerGame`, so the web glue (links to send, news, waiting,
Continue) works unchanged.

Both devices are alike: each holds its own seat's view only (the joint game's
``table_game``: the game as it knows it, its cards on their way masked), so legality,
refusals, hints, memory aids and a computer on the host's seat work on exactly what the seat
may know. A turn is gathered here as on a host-dealt guest (Lost Cities: the play before
the draw stays on the device, Undo works, and goes with the draw in one link), or whole when
the joint game says so (Curios: every action until the other seat is to play). A message
owed without a turn (the shares of a new hand, the key at the end) is made at once when the
message before it arrives. Once the game is over and audited, the table's game is the real
one, dealt from the audited deal: statistics, the result and the replay read it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from expeditions.coach.stats import StatsStore
from expeditions.engine import JSON, Game, IllegalAction
from expeditions.remote.joint_game import joint_class
from expeditions.remote.link import HOST, LinkError, Message, encode
from expeditions.remote.peer import PeerGame, is_peer_state
from expeditions.remote.protocol import Audit, ProtocolError, Receipt
from expeditions.remote.saved import (
    RemoteSave,
    bad_remote,
    guest_seats,
    host_specs,
    read_remote,
    remote_save_id,
    same_seats,
)
from expeditions.remote.session import Arrival, RemoteSession
from expeditions.saves import APP_VERSION, SavedGame, SaveStore, Seat
from expeditions.session import Session

__all__ = ["PeerSession", "load_peer", "loaded_peer", "peer_replay"]


class PeerSession(RemoteSession):
    """One game dealt by nobody on this device (see the module's docstring)."""

    def __init__(self, save: SavedGame, game: Game[Any], store: SaveStore | None,
                 clock: Callable[[], int], stats: StatsStore | None, *, peer: PeerGame[Any],
                 outbox: list[Message], pending: list[str] | None = None) -> None:
        self.peer = peer
        self.role = peer.role
        self.outbox = list(outbox)
        self.pending = list(pending or [])
        self.answered = None
        self._shadow = 0
        Session.__init__(self, save, game, store, clock, stats)

    # ----- creation -----------------------------------------------------------------
    @classmethod
    def host(cls, game_id: str, options: dict[str, object], seats: list[Seat],
             store: SaveStore | None, clock: Callable[[], int],
             stats: StatsStore | None = None) -> PeerSession:
        """A new game hosted here: this device's seat first (the host is seat 0 of a
        game dealt by nobody: a form that put the friend first is turned around, and so is
        its first player); the invitation is the outbox."""
        opts = {k: v for k, v in options.items() if k != "players"}
        if joint_class(game_id) is None or len(seats) != 2:
            raise ValueError("a game dealt by nobody is a two-player game with a joint deal")
        if seats[0].kind == "remote":
            seats = [seats[1], seats[0]]
            if "start" in opts:  # Lost Cities
                start = opts["start"]
                opts["start"] = {"p1": "p2", "p2": "p1"}.get(str(start), start)
            if opts.get("start_player") in (0, 1):  # Curiosity
                opts["start_player"] = 1 - int(str(opts["start_player"]))
        peer = PeerGame.create(game_id, opts, host_specs(seats))
        now = clock()
        players = [Seat(s.name, s.kind, s.level if s.kind == "computer" else None, s.hints)
                   for s in seats]
        save = SavedGame(remote_save_id(peer.game, "host"), game_id, peer.options, 0, players,
                         [], now, now, 0, type(peer.joint).ENGINE.rules_version, APP_VERSION,
                         {})
        session = cls(save, peer.placeholder(), store, clock, stats, peer=peer,
                      outbox=[peer.last_message()])
        session._autosave()
        return session

    @classmethod
    def join(cls, invite: Message, seat: int, store: SaveStore | None,
             clock: Callable[[], int], stats: StatsStore | None = None) -> PeerSession:
        """Take the friend's seat of an invitation dealt by nobody: this device shuffles
        the deck a second time and the acceptance is the outbox. LinkError ``bad_field``
        for an invitation that is not well formed (its deal included), ProtocolError
        ``not_open`` / ``other_rules``."""
        if seat != 1:
            raise ProtocolError("not_open")
        peer = PeerGame.open(invite)
        now = clock()
        save = SavedGame(remote_save_id(invite.game, seat), peer.game_id, peer.options, 0,
                         guest_seats(peer.seats, seat), [], now, now, 0,
                         type(peer.joint).ENGINE.rules_version, APP_VERSION, {})
        game = peer.table_game() or peer.placeholder()
        session = cls(save, game, store, clock, stats, peer=peer,
                      outbox=[peer.last_message()])
        session._autosave()
        return session

    @classmethod
    def from_peer_save(cls, save: SavedGame, game: Game[Any], peer: PeerGame[Any],
                       outbox: list[Message], pending: list[str], store: SaveStore | None,
                       clock: Callable[[], int], stats: StatsStore | None = None,
                       ) -> PeerSession:
        """A saved game opened again, with what its load built."""
        return cls(save, game, store, clock, stats, peer=peer, outbox=outbox, pending=pending)

    # ----- who is who ---------------------------------------------------------------
    def seat_specs(self) -> list[dict[str, JSON]]:
        return [s.to_json() for s in self.peer.seats]

    @property
    def dealt_by_nobody(self) -> bool:
        return True

    @property
    def started(self) -> bool:
        return self.peer.started

    @property
    def me(self) -> int | None:
        if self.role == "guest":
            return 1
        return 0 if self.seats[0].kind == "human" else None

    @property
    def audit(self) -> Audit | None:
        return None

    @property
    def other(self) -> int:
        """The seat across the table (on the friend's device)."""
        return 1 - self.peer.seat

    @property
    def waiting_for(self) -> list[int]:
        if self.peer.finished or self.peer.turn_due:
            return []
        return [self.other] if self.role == "host" else [HOST]

    def is_bot_turn(self) -> bool:
        return (self.role == "host" and self.seats[0].kind == "computer"
                and self.peer.turn_due and self.game.current_player == 0)

    def _your_turn(self) -> bool:
        return self.me is not None and self.peer.turn_due

    def refusal(self, action: str) -> IllegalAction | None:
        if not self.peer.turn_due:
            sent = bool(self.outbox) and self.outbox[-1].sender == (
                HOST if self.role == "host" else 1)
            return IllegalAction("turn_sent" if sent and self.started else "not_your_turn",
                                 "it is not your turn")
        return Session.refusal(self, action)

    def may_hint(self) -> bool:
        return self.peer.turn_due and Session.may_hint(self)

    def view(self) -> dict[str, JSON]:
        return self.game.view(self.viewer)

    # ----- playing ------------------------------------------------------------------
    def act(self, seat: int, action: str) -> None:
        """This device's seat plays (IllegalAction as the rules say; StaleSave as at a
        local table). The play before the draw stays here; the draw sends the turn."""
        self.ensure_current()
        if seat != self.peer.seat or not self.peer.turn_due:
            raise IllegalAction("not_your_turn", "it is not your turn")

        def send(turn: list[str]) -> None:
            self.outbox = [self.peer.send(turn)]
            self.pending = []
            self.game = self._table()

        self._gather_turn(seat, action, send, whole_turn=type(self.peer.joint).WHOLE_TURNS)

    def _table(self) -> Game[Any]:
        return self.peer.table_game(self.pending) or self.peer.placeholder()

    def can_undo(self) -> bool:
        return bool(self.pending) and Session.can_undo(self)

    def undo(self) -> None:
        if not self.can_undo():
            raise IllegalAction("nothing_to_undo", "there is nothing you can take back now")
        self.ensure_current()
        self.pending.pop()
        self.game = self._table()
        self._autosave()

    # ----- receiving ----------------------------------------------------------------
    def receive(self, message: Message) -> Arrival:
        """The friend's message: applied (and the message owed without a turn made at
        once), or refused with a code and nothing changed. Never raises for a bad message
        (StaleSave if another tab moved this game on)."""
        self.ensure_current()
        before = len(self.game.events) if self.started else 0
        try:
            receipt = self.peer.receive(message)
        except Exception:  # noqa: BLE001 - a message from outside: any failure refuses it
            receipt = Receipt("bad_body")
        if not receipt.applied:
            return self._arrival(message, receipt)
        self.outbox = [self.peer.send()] if self.peer.owes else []
        self.pending = []
        self.game = self._table()
        self._autosave()
        if self.peer.finished:
            self.unrecorded = True
            self._record()
        events = [dict(e) for e in self.game.events[before:]] if self.started else []
        return self._arrival(message, receipt, events=events,
                             joined=1 if message.kind == "join" else None)

    # ----- saving -------------------------------------------------------------------
    def _snapshot(self, updated: int, revision: int) -> SavedGame:
        remote: dict[str, JSON] = {
            "role": self.role, "state": self.peer.to_json(),
            "outbox": [encode(m) for m in self.outbox], "pending": list[JSON](self.pending),
            "answered": None, "shadow": 0}
        save = SavedGame(self.save.id, self.save.game, dict(self.save.options), 0, self.seats, [],
                         self.save.created, updated, revision, self.save.rules, APP_VERSION,
                         {})
        save.remote = remote
        return save


#: The last game dealt by nobody that a save's build loaded, by its state's tag: opening the
#: save as a session right after (``Session.resume``) takes it instead of loading it twice.
_LOADED: dict[str, tuple[PeerGame[Any], Game[Any]]] = {}


def load_peer(save: SavedGame, remote: RemoteSave) -> tuple[PeerGame[Any], Game[Any]]:
    """A game dealt by nobody: its state (tag, bodies, rules: :meth:`PeerGame.from_json`),
    the save's own fields (no log, no seed: this device never knew the deal), its seats and
    options the state's, a pending play only on this seat's turn; the game the table shows.
    """
    peer = PeerGame.from_json(remote.state)
    seats = peer.seats
    if peer.role == "host":
        expected = [Seat(seats[0].name, "human" if seats[0].kind == "host" else "computer",
                         seats[0].level), Seat(seats[1].name, "remote")]
    else:
        expected = guest_seats(seats, 1)
    if (save.game != peer.game_id or save.seed != 0 or save.log or remote.role != peer.role
            or save.options != peer.options or not same_seats(save.players, expected)
            or any(m.game != peer.game for m in remote.outbox)
            or remote.pending and not peer.turn_due):
        raise ProtocolError("bad_state")
    try:
        game: Game[Any] | None = peer.table_game(remote.pending)
    except IllegalAction:
        raise ProtocolError("bad_state") from None
    if game is None:
        game = peer.placeholder()
    _LOADED.clear()
    _LOADED[str(remote.state["mac"])] = (peer, game)
    return peer, game


def loaded_peer(save: SavedGame, game: Game[Any]) -> tuple[PeerGame[Any], RemoteSave]:
    """The game dealt by nobody that built ``game`` from ``save`` (loaded again if it is
    not the last one built)."""
    assert save.remote is not None
    remote = read_remote(save.remote)
    held = _LOADED.pop(str(remote.state.get("mac")), None)
    if held is not None and held[1] is game:
        return held[0], remote
    return load_peer(save, remote)[0], remote


def peer_replay(save: SavedGame) -> tuple[Game[Any], list[tuple[int, str]]] | None:
    """A finished game dealt by nobody: the real game as dealt (from the audited deal) and
    its moves, for the replay; None for any other save."""
    if save.remote is None or not is_peer_state(save.remote.get("state")):
        return None
    try:
        peer = load_peer(save, read_remote(save.remote))[0]
    except (ProtocolError, LinkError) as err:
        raise bad_remote(err.code) from None
    dealt = peer.joint.dealt() if peer.finished else None
    if dealt is None:
        return None
    return dealt, list(peer.joint.log)
