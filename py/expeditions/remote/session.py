"""A remote game at this device's table (issue #29): a :class:`Session` whose other seats
are on other devices, so the table, hints, replay, Continue and statistics work unchanged.

The host device (``role == "host"``) holds the whole game (:class:`HostGame`): its own person
and its computers play here, the friends' moves arrive as links. A guest device (``"guest"``)
holds its seat's view only (:class:`GuestGame`); its :attr:`Session.game` is a *shadow*, a
game sampled from that view, so legality, refusals and hints work on exactly what the seat may
know. A guest's turn is gathered on the shadow: actions that keep the turn and reveal nothing
stay on the device (undo works as at a local table) and go with the turn's last action in one
move link; the shadow's result of that last action is not shown (it may show a sampled card
that is not the real one) until the host's update says what happened.

:attr:`RemoteSession.outbox` is what this device must send now, in order: the messages made
since this device last applied a received one (the invitation while friends are missing). It
is kept in the save, so a reload can "Send again". Everything received is untrusted:
:meth:`RemoteSession.receive` never raises for a bad message; a refusal changes nothing, the
save's text included.

When the last friend joins, the first update is made at once if a friend is to play first;
if the host's person or a computer is, the update waits until the turn reaches a friend (the
host's person plays first, then every friend sees the game started with the first update):
one link per round trip.
"""

from __future__ import annotations

import contextlib
import secrets
from collections.abc import Callable
from typing import Any, Final, Literal, cast

from expeditions.coach.stats import StatsStore
from expeditions.engine import JSON, Game, IllegalAction, replay
from expeditions.remote.arrival import Arrival
from expeditions.remote.front import AcrossDevices, Link
from expeditions.remote.link import HOST, Message, encode
from expeditions.remote.peer import is_peer_state
from expeditions.remote.protocol import (
    MAX_ACTIONS,
    Audit,
    GuestGame,
    HostGame,
    ProtocolError,
    Receipt,
)
from expeditions.remote.saved import (
    guest_seats,
    host_specs,
    read_remote,
    remote_save_id,
    shadow_game,
)
from expeditions.saves import APP_VERSION, SavedGame, SaveStore, Seat
from expeditions.session import Session

__all__ = ["Arrival", "RemoteSession", "remote_save_id", "saves_for"]

Role = Literal["host", "guest"]
_SHADOW_BITS: Final = 64
#: The most actions a whole turn dealt by nobody gathers (a Curios turn can place every pawn
#: while the other player has passed, then recruit): far above any real turn.
MAX_TURN: Final = 64


def _new_shadow_seed() -> int:
    return secrets.randbits(_SHADOW_BITS)


class RemoteSession(Session, AcrossDevices):
    """One remote game on this device (see the module's docstring)."""

    def __init__(self, save: SavedGame, game: Game[Any], store: SaveStore | None,
                 clock: Callable[[], int], stats: StatsStore | None, *, role: Role,
                 remote: HostGame | GuestGame, outbox: list[Message],
                 pending: list[str] | None = None, answered: int | None = None,
                 shadow: int = 0) -> None:
        self.role: Role = role
        self.remote: HostGame | GuestGame = remote
        #: What this device must send now, in order (see the module's docstring).
        self.outbox: list[Message] = list(outbox)
        #: Guest: this turn's actions kept here until the turn's last one.
        self.pending: list[str] = list(pending or [])
        #: Guest: the update its last move answered (its turn is over until the next).
        self.answered = answered
        self._shadow = shadow
        super().__init__(save, game, store, clock, stats)

    # ----- creation -----------------------------------------------------------------
    @classmethod
    def host(cls, game_id: str, options: dict[str, object], seats: list[Seat],
             store: SaveStore | None, clock: Callable[[], int],
             stats: StatsStore | None = None) -> RemoteSession:
        """A new game hosted here: ``seats`` are the host's person (``human``, at most one),
        computers and friends (``remote``, at least one). The deal comes from ``secrets``,
        committed to in the invitation, which is the outbox. ProtocolError ``bad_seats`` /
        ``unknown_game``, OptionsError or LinkError (an unfit name) for a bad form."""
        if sum(s.kind == "human" for s in seats) > 1:
            raise ProtocolError("bad_seats")
        opts: dict[str, JSON] = dict(options)
        opts["players"] = len(seats)
        remote = HostGame.create(game_id, opts, host_specs(seats))
        now = clock()
        players = [Seat(s.name, s.kind, s.level if s.kind == "computer" else None, s.hints)
                   for s in seats]
        save = SavedGame.from_game(remote_save_id(remote.chain.game, "host"), remote.game,
                                   players, now, now)
        session = cls(save, remote.game, store, clock, stats, role="host", remote=remote,
                      outbox=[remote.invite()])
        session._autosave()
        return session

    @classmethod
    def join(cls, invite: Message, seat: int, store: SaveStore | None,
             clock: Callable[[], int], stats: StatsStore | None = None) -> RemoteSession:
        """Take ``seat`` of an invitation on this device; the join is the outbox.
        LinkError ``bad_field`` for an invitation that is not well formed, ProtocolError
        ``not_open`` / ``other_rules`` / ``unknown_game``."""
        guest = GuestGame.open(invite, seat)
        now = clock()
        shadow = _new_shadow_seed()
        game = shadow_game(guest, shadow, [])
        save = SavedGame(remote_save_id(invite.game, seat), guest.game_id, guest.options, 0,
                         guest_seats(guest.seats, seat), [], now, now, 0,
                         type(game).rules_version, APP_VERSION, {})
        session = cls(save, game, store, clock, stats, role="guest", remote=guest,
                      outbox=[guest.join()], shadow=shadow)
        session._autosave()
        return session

    @classmethod
    def from_save(cls, save: SavedGame, game: Game[Any], store: SaveStore | None,
                  clock: Callable[[], int], stats: StatsStore | None = None,
                  ) -> RemoteSession:
        """A remote save opened again, with the game its :meth:`SavedGame.build` gave (so
        nothing is replayed twice; the build checked the save)."""
        assert save.remote is not None
        if is_peer_state(save.remote.get("state")):  # dealt by nobody
            from expeditions.remote.peer_session import PeerSession, loaded_peer

            peer, held = loaded_peer(save, game)
            return PeerSession.from_peer_save(save, game, peer, held.outbox, held.pending,
                                              store, clock, stats)
        raw = read_remote(save.remote)
        if raw.role == "host":
            return cls(save, game, store, clock, stats, role="host",
                       remote=HostGame.from_json(raw.state, game), outbox=raw.outbox)
        return cls(save, game, store, clock, stats, role="guest",
                   remote=GuestGame.from_json(raw.state), outbox=raw.outbox,
                   pending=raw.pending, answered=raw.answered, shadow=raw.shadow)

    # ----- who is who ---------------------------------------------------------------
    def seat_specs(self) -> list[dict[str, JSON]]:
        """The seats as the invitation gave them (``kind``: host, computer, remote)."""
        seats: list[dict[str, JSON]] = self.remote.to_json()["seats"]
        return seats

    @property
    def dealt_by_nobody(self) -> bool:
        """Whether the deck is shuffled by both devices (else the host's device deals)."""
        return False

    @property
    def hosting(self) -> bool:
        return self.role == "host"

    @property
    def all_joined(self) -> bool:
        return self.started

    def links(self) -> list[Link]:
        """The outbox as links: the host's go to every friend, a friend's to the host."""
        friends = tuple(i for i, s in enumerate(self.seat_specs())
                        if s.get("kind") == "remote" and i != self.me)
        return [Link(m.kind, encode(m), friends if m.sender == HOST else (HOST,))
                for m in self.outbox]

    @property
    def started(self) -> bool:
        """Host: every friend joined; guest: the first update arrived."""
        if isinstance(self.remote, HostGame):
            return self.remote.ready
        return self.remote.view is not None

    @property
    def me(self) -> int | None:
        """The seat this device's person plays (None: a host that only referees)."""
        if isinstance(self.remote, GuestGame):
            return self.remote.seat
        humans = self.human_seats
        return humans[0] if humans else None

    @property
    def audit(self) -> Audit | None:
        """Guest: the end's verdict (None before the end, and on the host)."""
        return self.remote.audit if isinstance(self.remote, GuestGame) else None

    def _our_turn(self) -> bool:
        """Guest: the update on the table asks this seat to play and no move answered it."""
        guest = self.remote
        assert isinstance(guest, GuestGame)
        view = guest.view
        return (view is not None and view["current_player"] == guest.seat
                and view["over"] is False and guest.audit is None
                and self.answered != guest.chain.latest)

    @property
    def waiting_for(self) -> list[int]:
        """The seats whose link this device waits for (:data:`HOST` for the host device):
        host: friends not joined yet, else the friend on turn; guest: the host unless it is
        our turn; [] when nothing is awaited."""
        if isinstance(self.remote, HostGame):
            host = self.remote
            if not host.ready:
                return sorted(host.remote_seats - host.joined)
            current = self.game.current_player
            return [current] if current in host.remote_seats else []
        if self.remote.audit is not None or self._our_turn():
            return []
        return [HOST]

    def is_bot_turn(self) -> bool:
        """A computer plays now (on the host only, once every friend joined)."""
        return self.role == "host" and self.started and super().is_bot_turn()

    def _your_turn(self) -> bool:
        if isinstance(self.remote, GuestGame):
            return self._our_turn()
        return self.started and self.me is not None and self.game.current_player == self.me

    def refusal(self, action: str) -> IllegalAction | None:
        """As at a local table, and ``move_sent`` on a guest whose turn went out (its table
        still shows the position before it)."""
        if isinstance(self.remote, GuestGame) and not self._our_turn():
            return IllegalAction("move_sent" if self.answered == self.remote.chain.latest
                                 else "not_your_turn", "it is not your turn")
        return super().refusal(action)

    def may_hint(self) -> bool:
        if isinstance(self.remote, GuestGame) and not self._our_turn():
            return False
        return super().may_hint()

    def view(self) -> dict[str, JSON]:
        """On a guest with nothing pending, the view the host sent (the sampled game shows
        the same, but only the host's is the truth); else as at a local table."""
        guest = self.remote
        if (isinstance(guest, GuestGame) and guest.reveal is None and not self.pending
                and guest.view is not None and self.viewer == guest.seat):
            view = guest.view
            if self.answered == guest.chain.latest:
                view["legal"] = []  # the turn went out: nothing to play until the next update
            return view
        return super().view()

    # ----- playing ------------------------------------------------------------------
    def act(self, seat: int, action: str) -> None:
        """This device's person (or, on the host, a computer) plays ``action``
        (IllegalAction as the engine says; StaleSave as at a local table)."""
        self.ensure_current()
        if isinstance(self.remote, HostGame):
            self._host_act(self.remote, seat, action)
        else:
            self._guest_act(self.remote, seat, action)

    def _host_act(self, host: HostGame, seat: int, action: str) -> None:
        if not host.ready:
            raise IllegalAction("not_started", "not every friend has joined yet")
        if seat in host.remote_seats:
            raise IllegalAction("not_your_turn", "a friend plays this seat", player=seat)
        host.act(seat, action)
        self.game = host.game
        self.outbox.extend(self._host_outgoing(host))
        self._autosave()
        self._after_move()

    def _host_outgoing(self, host: HostGame) -> list[Message]:
        """The update (or, at the end, the reveal, which is also the last update) due now:
        when the turn is a friend's or the game is over; nothing while the host's person or
        a computer is to play."""
        if not host.ready or host.ended:
            return []
        over = host.game.is_over()
        if not over and host.game.current_player not in host.remote_seats:
            return []
        if over:  # the end carries the last position too: one link, not two
            return [host.end()]
        update = host.update()
        return [] if update is None else [update]

    def _guest_act(self, guest: GuestGame, seat: int, action: str) -> None:
        if seat != guest.seat or not self._our_turn():
            raise IllegalAction("not_your_turn", "it is not your turn")

        def send(turn: list[str]) -> None:
            self.outbox = [guest.move(turn)]
            self.pending = []
            self.answered = guest.chain.latest
            self.game = shadow_game(guest, self._shadow, [])  # the view before the turn

        self._gather_turn(seat, action, send)

    def _gather_turn(self, seat: int, action: str, send: Callable[[list[str]], None],
                     whole_turn: bool = False) -> None:
        """A device's seat plays ``action`` of its turn: checked on the table's game, then
        kept here (``pending``, on a trial copy) while the seat stays on turn and the action
        can be taken back (or, ``whole_turn``, whatever it is: a game dealt by nobody sends
        whole turns), else ``send`` gets the whole turn. Saved either way."""
        refusal = self.game.check(seat, action)
        if refusal is not None:
            raise refusal
        trial = self.game.clone()
        trial.act(seat, action)
        if (trial.current_player == seat
                and (whole_turn or trial.can_take_back(seat, action))
                and len(self.pending) + 1 < (MAX_TURN if whole_turn else MAX_ACTIONS)):
            self.pending.append(action)
            self.game = trial
        else:
            send([*self.pending, action])
        self._autosave()

    def _after_move(self) -> None:
        if self.game.is_over() and self.role == "host":
            self.unrecorded = True
            self._record()

    def can_undo(self) -> bool:
        if isinstance(self.remote, GuestGame) and not self.pending:
            return False
        return super().can_undo()

    def undo(self) -> None:
        """Take back this device's person's last action while the turn goes on and it
        revealed nothing (host: on the game; guest: the last pending action)."""
        if not self.can_undo():
            raise IllegalAction("nothing_to_undo", "there is nothing you can take back now")
        self.ensure_current()
        if isinstance(self.remote, GuestGame):
            self.pending.pop()
            self.game = shadow_game(self.remote, self._shadow, self.pending)
        else:
            host = self.remote
            host.game = replay(type(host.game), host.game.options, host.game.seed,
                               host.game.log[:-1])
            self.game = host.game
        self._autosave()

    # ----- receiving ----------------------------------------------------------------
    def receive(self, message: Message) -> Arrival:
        """A message from another device: applied (and autosaved), or refused with a code
        and nothing changed. Never raises for a bad message (StaleSave, as at a local table,
        if another tab moved this game on)."""
        self.ensure_current()
        if isinstance(self.remote, HostGame):
            return self._host_receive(self.remote, message)
        return self._guest_receive(self.remote, message)

    def _arrival(self, message: Message, receipt: Receipt, **extra: Any) -> Arrival:
        return Arrival(receipt.code, message.kind, message.sender, receipt.missing,
                       dict(receipt.params), your_turn=self.started and self._your_turn(),
                       over=self.started and (self.game.is_over() or self.audit is not None),
                       **extra)

    def _host_receive(self, host: HostGame, message: Message) -> Arrival:
        before = len(host.game.events)
        receipt = _safely(host.receive, message)
        if not receipt.applied:
            return self._arrival(message, receipt)
        self.game = host.game
        if message.kind == "move" or host.ready:
            self.outbox = self._host_outgoing(host)
        self._autosave()
        self._after_move()
        return self._arrival(message, receipt,
                             joined=message.sender if message.kind == "join" else None,
                             events=[dict(e) for e in host.game.events[before:]])

    def _guest_receive(self, guest: GuestGame, message: Message) -> Arrival:
        view = guest.view
        before = len(_dicts(view["events"])) if view is not None else 0
        kept = guest.to_json()
        receipt = _safely(guest.receive, message)
        if not receipt.applied:
            return self._arrival(message, receipt)
        events: list[dict[str, JSON]] = []
        if message.kind == "update":
            shadow = _new_shadow_seed()
            try:  # a view no game can show is refused like any bad update
                self.game = shadow_game(guest, shadow, [])
            except ProtocolError:
                self.remote = GuestGame.from_json(kept)
                return self._arrival(message, Receipt("bad_body", params={"field": "view"}))
            self._shadow = shadow
            new = guest.view
            assert new is not None
            events = [dict(e) for e in _dicts(new["events"])[before:]]
        else:
            reveal = guest.reveal
            if reveal is not None:  # the audit passed: the real game, every seat open
                seed, log = reveal
                self.game = replay(type(self.game), guest.options, seed,
                                   [(cast(int, s), cast(str, a)) for s, a in _pairs(log)])
            elif guest.view is not None and guest.view["over"] is True:
                # the audit failed: the table shows the result the host claims (a game
                # sampled from the seat's final view, as after an update), under the warning
                shadow = _new_shadow_seed()
                with contextlib.suppress(ProtocolError):  # no game shows it: keep the last
                    self.game = shadow_game(guest, shadow, [])
                    self._shadow = shadow
            final = guest.view
            assert final is not None
            events = [dict(e) for e in _dicts(final["events"])[before:]]
        self.outbox = []
        self.pending = []
        self._autosave()
        if message.kind == "end" and guest.reveal is not None:
            self.unrecorded = True
            self._record()
        return self._arrival(message, receipt, events=events)

    # ----- saving -------------------------------------------------------------------
    def _snapshot(self, updated: int, revision: int) -> SavedGame:
        """The save as it stands: a host's is a local save plus its state; a guest's holds
        no log (nor digest of other seats) until a passing audit revealed the real game."""
        outbox: list[JSON] = [encode(m) for m in self.outbox]
        remote: dict[str, JSON] = {
            "role": self.role, "state": self.remote.to_json(), "outbox": outbox,
            "pending": list[JSON](self.pending), "answered": self.answered,
            "shadow": self._shadow}
        if isinstance(self.remote, HostGame) or self.remote.reveal is not None:
            save = SavedGame.from_game(self.save.id, self.game, self.seats, self.save.created,
                                       updated, revision)
        else:
            save = SavedGame(self.save.id, self.save.game, dict(self.save.options), 0,
                             self.seats, [], self.save.created, updated, revision,
                             self.save.rules, APP_VERSION, {})
        save.remote = remote
        return save


def _dicts(value: JSON) -> list[dict[str, JSON]]:
    return [e for e in value if isinstance(e, dict)] if isinstance(value, list) else []


def _pairs(log: list[list[JSON]]) -> list[tuple[JSON, JSON]]:
    return [(entry[0], entry[1]) for entry in log]


def _safely(receive: Callable[[Message], Receipt], message: Message) -> Receipt:
    """A side's receipt; anything a malformed message could still raise is a ``bad_body``."""
    try:
        return receive(message)
    except Exception:  # noqa: BLE001 - a message from outside: any failure refuses it
        return Receipt("bad_body")


def saves_for(store: SaveStore, message: Message) -> list[str]:
    """The saves in ``store`` a received message is for: a join or a move goes to the host's
    save, an update or the end to the guests' saves of that game, an invitation to either
    (a guest's save: already joined; the host's: "your own invitation")."""
    prefix = f"r-{message.game}-"
    wanted = {"join": ("host",), "move": ("host",), "update": ("guest",), "end": ("guest",),
              "invite": ("host", "guest")}[message.kind]
    out = []
    for save_id in sorted(store.ids()):
        if not save_id.startswith(prefix):
            continue
        role = _role_of(store.raw(save_id))
        if role in wanted:
            out.append(save_id)
    return out


def _role_of(text: str | None) -> str | None:
    """The role a stored remote save names (None if it is not one or cannot be read)."""
    from expeditions.saves import SaveError, decode

    if text is None:
        return None
    try:
        save = decode(text)
    except SaveError:
        return None
    role = save.remote.get("role") if save.remote is not None else None
    return role if isinstance(role, str) else None
