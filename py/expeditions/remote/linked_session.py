"""A game dealt by every device at this device's table: a :class:`~expeditions.session.Session`
whose other seats are on other devices (:class:`~expeditions.remote.linked.LinkedGame`).

Every device is alike: the inviting one only differs in holding the seats' secrets and in
passing friends' messages on, which :class:`LinkedGame` does. The table's game is the game as
this device knows it (cards it has not opened stand in, and the seats' views leave out what has
not reached it: :func:`masked`), so the table, hints, memory aids and a computer on this device
work on exactly what their seat may know. A turn is gathered on the device — every action of
this device's seats until another device's seat is to play — and goes as one body; undo takes
back what has not gone. A body owed without a turn (a shuffle, openings, keys) is made at once.
Once every key is known the game is the real one, replayed from the opened deal: statistics,
the result and the replay read it.

The save's ``remote`` field is ``{"mode": "linked", "state", "outbox", "pending", "finished",
"notes", "mac"}``; the tag (a key derived from this device's signing key) covers the rest, so
a save that loads replays every message through the rules without checking each proof again.
``notes`` is the game's history beyond its moves: a deal the inviting device started over
after seeing its hand (:data:`NOTE_CODES`).
"""

from __future__ import annotations

import hashlib
import hmac
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from functools import lru_cache
from typing import Any, Final

from expeditions.coach.stats import StatsStore
from expeditions.engine import JSON, Game, IllegalAction
from expeditions.remote import crypto, wire
from expeditions.remote.arrival import Arrival
from expeditions.remote.deal.table import Table
from expeditions.remote.front import AcrossDevices, Link
from expeditions.remote.link import LinkError
from expeditions.remote.linked import LinkedGame, Outgoing, Receipt, SeatPlan
from expeditions.remote.live import Signal
from expeditions.saves import APP_VERSION, SavedGame, SaveError, SaveStore, Seat
from expeditions.session import Session

__all__ = ["MODE", "LinkedSession", "build_linked", "is_linked", "linked_replay", "masked"]

MODE: Final = "linked"
MAX_TURN: Final = 64
_MAC_DOMAIN: Final = b"expeditions/linked/v1/save\x00"
_FIELDS: Final = frozenset({"mode", "state", "outbox", "pending", "finished", "notes", "mac"})
#: What a game's history notes: ``restarted`` — this game replaces one whose deal its inviting
#: device started over after seeing its own hand; ``abandoned`` — this game's inviting device
#: started its deal over, after seeing its hand, with a new invitation. Each names that seat.
NOTE_CODES: Final = ("restarted", "abandoned")


def is_linked(remote: object) -> bool:
    """Whether a save's ``remote`` field holds a game dealt by every device."""
    return isinstance(remote, Mapping) and remote.get("mode") == MODE


@lru_cache(maxsize=16)
def _masked_class(base: type[Game[Any]]) -> type[Game[Any]]:
    class Masked(base):  # type: ignore[valid-type,misc]
        """The game as this device knows it: this device's seats see it without what has
        not reached the device (the game's own mask)."""

        _table: Table

        def view(self, seat: int | None) -> dict[str, JSON]:
            out: dict[str, JSON] = super().view(seat)
            table = self._table
            if seat is not None and seat in table.my_seats and table.truth is None:
                out = table.spec.mask(out, table.unknown(seat), self.is_over())
            return out

        def result(self) -> Any:
            """None while the game is over here but the keys that open the rest (and check
            every card put face down) have not all come: no stand-in ever scores."""
            if self._table.truth is None and super().is_over():
                return None
            return super().result()

        def clone(self) -> Any:
            other = super().clone()
            other._table = self._table
            return other

    Masked.__name__ = f"Masked{base.__name__}"
    return Masked


def masked(game: Game[Any], table: Table) -> Game[Any]:
    """``game`` (the table's shadow or real game, as a copy) whose views of this device's
    seats leave out what has not reached it."""
    out = object.__new__(_masked_class(type(game)))
    out.__dict__.update(game.__dict__)
    out.__dict__["_table"] = table
    return out


def _canon(value: Any) -> bytes:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                      allow_nan=False).encode("utf-8")


def _mac(identity: bytes, content: Mapping[str, Any]) -> str:
    key = hashlib.sha256(_MAC_DOMAIN + identity).digest()
    return crypto.b64(hmac.new(key, _canon(content), hashlib.sha256).digest())


def save_id_of(game: str, device: int) -> str:
    """A game dealt by every device, on this device: ``r-<game>-d<device>``."""
    return f"r-{game}-d{device}"


def local_seats(linked: LinkedGame) -> list[Seat]:
    """The seats as this device's table knows them: its own person (``human``) and
    computers, and friends on other devices (``remote``)."""
    out = []
    for seat, plan in enumerate(linked.seats):
        if linked.devices[seat] != linked.me:
            out.append(Seat(plan.name, "remote"))
        elif plan.kind == "computer":
            out.append(Seat(plan.name, "computer", plan.level))
        else:
            out.append(Seat(plan.name, "human"))
    return out


class LinkedSession(Session, AcrossDevices):
    """One game dealt by every device, at this device's table (see the module docstring)."""

    def __init__(self, save: SavedGame, game: Game[Any], store: SaveStore | None,
                 clock: Callable[[], int], stats: StatsStore | None, *, linked: LinkedGame,
                 outbox: list[Outgoing], pending: list[tuple[int, str]] | None = None,
                 notes: list[dict[str, JSON]] | None = None) -> None:
        self.linked = linked
        self.outbox = list(outbox)
        #: The game's history beyond its moves (:data:`NOTE_CODES`), shown on its table.
        self.notes: list[dict[str, JSON]] = list(notes or [])
        #: The actions of this device's seats gathered for the turn being made.
        self.pending: list[tuple[int, str]] = list(pending or [])
        #: Connection offers and answers to send, by device, and those received for this
        #: device (checked) that the page has not taken yet. Never saved: an offer lives as
        #: long as the page that made it.
        self.signals_out: dict[int, Signal] = {}
        self.signals_in: list[Signal] = []
        super().__init__(save, game, store, clock, stats)

    # ----- creation -----------------------------------------------------------------
    @classmethod
    def host(cls, game_id: str, options: Mapping[str, object], seats: Sequence[Seat],
             store: SaveStore | None, clock: Callable[[], int],
             stats: StatsStore | None = None, identity: bytes | None = None) -> LinkedSession:
        """A new game invited from here: ``seats`` are this device's person (``human``, at
        most one), its computers and friends (``remote``). ValueError (or NameError,
        OptionsError) for seats or options it cannot play."""
        kinds = {"human": "host", "computer": "computer", "remote": "remote"}
        plans = [SeatPlan(kinds[s.kind], s.name, s.level if s.kind == "computer" else None)
                 for s in seats]
        opts = {k: v for k, v in options.items() if k != "players"}
        linked = LinkedGame.create(game_id, opts, plans, identity)
        session = cls._new(linked, store, clock, stats)
        session.outbox = linked.invitations()
        session._autosave()
        return session

    @classmethod
    def accept(cls, bundle: wire.Bundle, store: SaveStore | None, clock: Callable[[], int],
               stats: StatsStore | None = None, identity: bytes | None = None,
               notes: list[dict[str, JSON]] | None = None) -> LinkedSession:
        """Take the seat of an invitation link on this device (its shuffle checked: Refusal
        names the inviting device); the join is the outbox (with the only friend's first
        body). ValueError for an invitation with no seat for this link."""
        linked = LinkedGame.accept(bundle, identity)
        session = cls._new(linked, store, clock, stats)
        session.notes = list(notes or [])
        session._settle()
        session._autosave()
        session._take_signals(bundle)
        return session

    @classmethod
    def _new(cls, linked: LinkedGame, store: SaveStore | None, clock: Callable[[], int],
             stats: StatsStore | None) -> LinkedSession:
        now = clock()
        save = SavedGame(save_id_of(linked.game, linked.me), linked.engine,
                         dict(linked.options), 0, local_seats(linked), [], now, now, 0,
                         _rules(linked), APP_VERSION, {})
        return cls(save, _table_game(linked, []), store, clock, stats, linked=linked,
                   outbox=[])

    # ----- who is who ---------------------------------------------------------------
    def seat_specs(self) -> list[dict[str, JSON]]:
        """The seats as the invitation set them (``kind``: host, computer, remote)."""
        return [p.to_json() for p in self.linked.seats]

    @property
    def dealt_by_nobody(self) -> bool:
        return True

    @property
    def hosting(self) -> bool:
        return self.linked.me == 0

    @property
    def all_joined(self) -> bool:
        return self.linked.all_seated

    def links(self) -> list[Link]:
        """The outbox as links, with the seats each is for (a device's person, else its
        first seat) and how to word it."""
        return self._links(self.signals_out)

    def bare_links(self) -> list[Link]:
        """The outbox as :meth:`links` words it, without connection signals: what goes over
        a direct connection (the same text a link carries)."""
        return self._links({})

    def _links(self, signals_out: Mapping[int, Signal]) -> list[Link]:
        out = []
        unsent = dict(signals_out)
        for outgoing in self.outbox:
            bundle = outgoing.bundle
            to = tuple(self._face(d) for d in outgoing.to)
            if bundle.seat is not None:
                kind = "invite_one"
            elif self.linked.me != 0:
                kind = "join" if any(m.kind == "join" for m in bundle.messages) else "move"
            else:
                kind = "update"
            signals = tuple(unsent.pop(d) for d in outgoing.to if d in unsent)
            out.append(Link(kind, wire.encode(replace(bundle, live=signals)), to))
        for device, signal in sorted(unsent.items()):  # no other link goes there now
            out.append(Link("connect", wire.encode(wire.Bundle(self.linked.game, (), None,
                                                               (signal,))),
                            (self._face(device),)))
        return out

    # ----- direct connections -------------------------------------------------------
    def offer_signal(self, signal: Signal) -> None:
        """Send ``signal`` (this device's offer or answer, unsigned) with the next link to
        its device; it replaces the one before."""
        self.signals_out[signal.to] = replace(signal, sender=self.linked.me).signed_by(
            self.linked.game, self.linked.identity)

    def withdraw_signal(self, device: int) -> None:
        """No signal for ``device`` any more (connected, or the offer is gone)."""
        self.signals_out.pop(device, None)

    def _take_signals(self, bundle: wire.Bundle) -> None:
        """Keep the bundle's signals for this device that the device they name signed."""
        keys, game = self.linked.keys, self.linked.game
        for signal in bundle.live:
            if (signal.to == self.linked.me and signal.sender in keys
                    and signal.verify(game, keys[signal.sender])):
                self.signals_in = [s for s in self.signals_in if s.sender != signal.sender]
                self.signals_in.append(signal)

    def take_signals(self) -> list[Signal]:
        """The checked signals received since the page last asked."""
        taken, self.signals_in = self.signals_in, []
        return taken

    def devices(self) -> list[int]:
        """The other devices this one talks to (a friend talks to the inviting device; the
        inviting device to every friend)."""
        linked = self.linked
        return [0] if linked.me != 0 else list(range(1, len(set(linked.devices))))

    def face_of(self, device: int) -> int:
        """The seat that stands for ``device`` (its person's, else its first)."""
        return self._face(device)

    def _face(self, device: int) -> int:
        """The seat that stands for a device: its person's, else its first."""
        linked = self.linked
        seats = [s for s, d in enumerate(linked.devices) if d == device]
        people = [s for s in seats if linked.seats[s].kind != "computer"]
        return (people or seats)[0]

    @property
    def started(self) -> bool:
        """The start and the first deal are known here: the table can be shown."""
        return self.linked.all_seated and self.linked.table.game() is not None

    @property
    def me(self) -> int | None:
        """The seat this device's person plays (None: the inviting device only runs
        computers)."""
        humans = [s for s in self.linked.my_seats if self.linked.seats[s].kind != "computer"]
        return humans[0] if humans else None

    @property
    def waiting_for(self) -> list[int]:
        """The seats of the device whose link this device waits for ([] when it is this
        device's turn, or nothing is awaited)."""
        linked = self.linked
        if not linked.all_seated:
            if linked.me != 0:
                return [s for s, d in enumerate(linked.devices) if d == 0][:1]
            return [s for s, d in enumerate(linked.devices) if d and d not in linked.joins]
        if linked.table.finished:
            return []
        sender = linked.next_sender
        if sender is None or sender == linked.me:
            return []
        return [s for s, d in enumerate(linked.devices) if d == sender]

    def _my_turn(self) -> bool:
        return self.linked.turn_due() and not self.linked.table.finished

    def is_bot_turn(self) -> bool:
        current = self.game.current_player
        return (self._my_turn() and current is not None and current in self.linked.my_seats
                and self.seats[current].kind == "computer")

    def refusal(self, action: str) -> IllegalAction | None:
        if not self._my_turn():
            return IllegalAction("not_your_turn", "it is not your turn")
        refusal = super().refusal(action)
        if refusal is None and self.viewer is not None and action not in self.view().get(
                "legal", []):
            return IllegalAction("cards_incoming", "a card of your hand is on its way")
        return refusal

    def may_hint(self) -> bool:
        return self._my_turn() and super().may_hint()

    # ----- playing ------------------------------------------------------------------
    def act(self, seat: int, action: str) -> None:
        """A seat of this device plays (IllegalAction as the rules say, or when its cards
        have not all arrived): kept while this device's seats stay on turn, else the whole
        turn goes in one body."""
        self.ensure_current()
        if seat not in self.linked.my_seats or not self._my_turn() \
                or self.game.current_player != seat:
            raise IllegalAction("not_your_turn", "it is not your turn")
        if action not in self.game.view(seat)["legal"]:
            refusal = self.game.check(seat, action)
            raise refusal if refusal is not None else IllegalAction(
                "cards_incoming", "a card of your hand is on its way")
        trial = self.game.clone()
        trial.act(seat, action)
        turn = [*self.pending, (seat, action)]
        spec = self.linked.table.spec
        keep = (trial.current_player in self.linked.my_seats and not trial.is_over()
                and spec.deals(trial) == len(self.linked.table.deals)
                and len(turn) < MAX_TURN)
        if keep:
            self.pending = turn
            self.game = trial
        else:
            self.linked.send(turn)
            self._settle()
        self._autosave()
        self._after_change()

    def can_undo(self) -> bool:
        return bool(self.pending) and self.pending[-1][0] == self.viewer

    def undo(self) -> None:
        if not self.can_undo():
            raise IllegalAction("nothing_to_undo", "there is nothing you can take back now")
        self.ensure_current()
        self.pending.pop()
        self.game = _table_game(self.linked, self.pending)
        self._autosave()

    def _settle(self) -> None:
        """After a body went or came: no turn half made, every body owed without a turn made,
        the links to send and the game shown as the table now stands."""
        self.pending = []
        self._advance()
        self.outbox = self.linked.invitations() + self.linked.links()
        self.game = _table_game(self.linked, [])

    def _advance(self) -> None:
        """Make every body owed without a turn (a shuffle, openings, keys), at once."""
        linked = self.linked
        while linked.owes() and not linked.turn_due():
            linked.send()

    def _after_change(self) -> None:
        if self.linked.table.finished and self.game.result() is not None:
            self.unrecorded = True
            self._record()

    # ----- receiving ----------------------------------------------------------------
    def receive(self, bundle: wire.Bundle) -> Arrival:
        """A link from another device: applied (and what this device owes made at once), or
        refused with a code and nothing changed. Never raises for a bad link (StaleSave if
        another tab moved this game on)."""
        self.ensure_current()
        me = self.me if self.me is not None else (self.linked.my_seats or [0])[0]
        before = self._events(me)
        joined_before = set(self.linked.joins)
        receipt = self.linked.receive(bundle)
        sender = bundle.messages[-1].sender if bundle.messages else (
            bundle.live[0].sender if bundle.live else 0)
        if receipt.code in ("applied", "duplicate"):
            self._take_signals(bundle)
        if not bundle.messages:
            return self._arrival(Receipt("connect"), sender)
        if receipt.code != "applied":
            return self._arrival(receipt, sender)
        self._settle()
        self._autosave()
        self._after_change()
        joined = sorted(set(self.linked.joins) - joined_before)
        seat = next((s for s, d in enumerate(self.linked.devices) if joined and d == joined[0]),
                    None)
        events = self._events(me)[len(before):] if self.started else []
        return self._arrival(receipt, sender, joined=seat, events=events)

    def _events(self, seat: int) -> list[dict[str, JSON]]:
        if not self.started:
            return []
        events = self.game.view(seat)["events"]
        return [dict(e) for e in events] if isinstance(events, list) else []

    def _arrival(self, receipt: Receipt, sender: int, **extra: Any) -> Arrival:
        params: dict[str, JSON] = {}
        if receipt.code == "cheat":
            params = {"reason": receipt.reason, "device": receipt.device}
        seats = [s for s, d in enumerate(self.linked.devices) if d == (
            receipt.device if receipt.device is not None else sender)]
        return Arrival(receipt.code, "deal", seats[0] if seats else 0, receipt.missing,
                       params, your_turn=self.started and self._my_turn(),
                       over=self.linked.table.finished, **extra)

    # ----- saving -------------------------------------------------------------------
    def _snapshot(self, updated: int, revision: int) -> SavedGame:
        content: dict[str, Any] = {
            "mode": MODE, "state": self.linked.to_json(),
            "outbox": [[list(o.to), wire.encode(o.bundle)] for o in self.outbox],
            "pending": [[s, a] for s, a in self.pending],
            "finished": self.linked.table.finished, "notes": list(self.notes)}
        content["mac"] = _mac(self.linked.identity, content)
        save = SavedGame(self.save.id, self.save.game, dict(self.save.options), 0, self.seats,
                         [], self.save.created, updated, revision, self.save.rules,
                         APP_VERSION, {})
        save.remote = content
        return save

    @classmethod
    def from_save(cls, save: SavedGame, game: Game[Any], store: SaveStore | None,
                  clock: Callable[[], int], stats: StatsStore | None = None) -> LinkedSession:
        linked, outbox, pending = _loaded(save, game)
        notes = save.remote.get("notes") if save.remote is not None else None
        return cls(save, game, store, clock, stats, linked=linked, outbox=outbox,
                   pending=pending, notes=notes if isinstance(notes, list) else [])

    def note(self, code: str, seat: int) -> None:
        """Add to the game's history (and save it)."""
        entry: dict[str, JSON] = {"code": code, "seat": seat}
        if entry not in self.notes:
            self.notes.append(entry)
            self._autosave()

    def saw_own_hand(self, device: int) -> bool:
        """Whether ``device`` could read its seats' first hand: every other device has
        taken its layer off them."""
        table = self.linked.table
        if not table.deals or not table.deals[0].dealt:
            return False
        deal = table.deals[0]
        others = set(range(table.setup.count)) - {device}
        seats = set(self.linked.table.setup.seats_of(device))
        return any(others <= deal.stripped[p] for p in range(deal.deck.size)
                   if deal.owner[p] in seats)


def linked_replay(save: SavedGame) -> tuple[Game[Any], list[tuple[int, str]]] | None:
    """A finished game dealt by every device: the real game as dealt and its moves (for the
    replay); None before every key is known."""
    game = build_linked(save)
    linked = _loaded(save, game)[0]
    dealt = linked.table.dealt()
    return None if dealt is None else (dealt, linked.table.engine_log())


def _rules(linked: LinkedGame) -> int:
    from expeditions.games import game_class

    return int(game_class(linked.engine).rules_version)


def _table_game(linked: LinkedGame, pending: Sequence[tuple[int, str]]) -> Game[Any]:
    """The game the table shows: the real one once every key is known; else the game as
    this device knows it (masked), after this turn's ``pending`` actions; before the start, a
    game of the kind the table never shows (the waiting screen is)."""
    table = linked.table
    game = table.game()
    if game is None:
        from expeditions.games import game_class

        return game_class(linked.engine)(dict(linked.options), 0)
    for seat, action in pending:
        game.act(seat, action)
    return masked(game, table)


#: The last save built, by its tag: opening it as a session right after takes it.
_LOADED: dict[str, tuple[LinkedGame, list[Outgoing], list[tuple[int, str]], Game[Any]]] = {}


def _bad(why: str) -> SaveError:
    return SaveError("bad_remote", f"the save's remote game is damaged ({why})", reason=why)


def build_linked(save: SavedGame) -> Game[Any]:
    """The game a save of a game dealt by every device holds: its tag checked, every message
    replayed (SaveError if anything does not fit)."""
    raw = save.remote
    if not isinstance(raw, dict) or set(raw) != _FIELDS:
        raise _bad("fields")
    content = {k: v for k, v in raw.items() if k != "mac"}
    state = raw["state"]
    try:
        identity = crypto.unb64(str(state["identity"]))
    except (KeyError, TypeError, ValueError):
        raise _bad("state") from None
    if not hmac.compare_digest(_mac(identity, content), str(raw["mac"])):
        raise _bad("damaged")
    try:
        linked = LinkedGame.from_json(state, trusted=True)
        outbox = [Outgoing(tuple(int(d) for d in to), wire.decode(text))
                  for to, text in raw["outbox"]]
        pending = [(int(s), str(a)) for s, a in raw["pending"]]
        game = _table_game(linked, pending)
    except (ValueError, KeyError, TypeError, LinkError, IllegalAction) as err:
        raise _bad(type(err).__name__) from None
    notes = raw["notes"]
    if not isinstance(notes, list) or len(notes) > 8 or not all(
            isinstance(n, dict) and set(n) == {"code", "seat"} and n["code"] in NOTE_CODES
            and type(n["seat"]) is int and 0 <= n["seat"] < len(linked.seats) for n in notes):
        raise _bad("notes")
    if (save.game != linked.engine or save.options != linked.options
            or raw["finished"] is not linked.table.finished
            or [(p.name, p.kind, p.level) for p in save.players]
            != [(p.name, p.kind, p.level) for p in local_seats(linked)]):
        raise _bad("seats")
    _LOADED.clear()
    _LOADED[str(raw["mac"])] = (linked, outbox, pending, game)
    return game


def _loaded(save: SavedGame, game: Game[Any]
            ) -> tuple[LinkedGame, list[Outgoing], list[tuple[int, str]]]:
    assert save.remote is not None
    held = _LOADED.pop(str(save.remote.get("mac")), None)
    if held is None or held[3] is not game:
        build_linked(save)
        held = _LOADED.pop(str(save.remote.get("mac")))
    return held[0], held[1], held[2]
