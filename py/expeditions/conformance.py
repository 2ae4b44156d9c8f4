"""The engine contract, checked on random playouts: one implementation shared by the
conformance tests (tests/conformance) and the soak (``python -m expeditions soak``), so a
bug the tests catch is a bug the soak catches, and the other way round.

Modelled on OpenSpiel's random-simulation tests. After every action of a playout:

- the action was one of the listed legal actions, and the other seats have none;
- illegal probes (near-misses of legal actions, other seats' turns, junk) raise
  :class:`IllegalAction` and leave ``to_json()`` and every view byte-identical;
- every view is strict JSON, round-trips, and has exactly its game's ``view_type`` keys;
- resampling what a seat cannot see (the game's own ``sample_from_view``) leaves that
  seat's view byte-identical, and the sampled game plays on;
- ``clone()`` is independent of the original;

then replaying the log gives identical views at every recorded step, the result's winners
and breakdown agree with its scores, and each seat's view of the finished game resamples to
itself (another device's table is drawn from such a sample).

A playout checks every step either fully or cheaply (``full(step)``): the tests check a
few steps fully to stay quick, the soak checks them all. Views dominate the cost (each
carries the whole event history), so a full step serialises each view once and reuses the
text: for the refusal and clone checks, the samples, and a digest that the replay compares.

Checks raise :class:`ContractError` (an ``AssertionError``, so pytest reports it as a
failed check); plain ``assert`` is not used, so they also hold under ``python -O``.
"""

from __future__ import annotations

import json
import marshal
from collections.abc import Callable, Iterator, Mapping
from typing import Any, NamedTuple

from .engine import JSON, Game, IllegalAction, replay, view_keys
from .games import game_class
from .rng import Rng

AnyGame = Game[Any]


class ContractError(AssertionError):
    """A broken invariant of the engine contract; the message says which."""


def require(condition: bool, message: str) -> None:
    if not condition:
        raise ContractError(message)


def dumps(value: JSON) -> str:
    """Strict, canonical JSON text (raises on NaN, infinities and non-JSON values)."""
    return json.dumps(value, sort_keys=True, allow_nan=False)


def seats_and_public(game: AnyGame) -> list[int | None]:
    return [*range(game.num_players), None]


def views(game: AnyGame) -> list[str]:
    """Every seat's view and the public one, as strict JSON text."""
    return [dumps(game.view(s)) for s in seats_and_public(game)]


class Seen(NamedTuple):
    """A view as the checks keep it. ``key`` stands for its strict JSON text: two views'
    keys are equal exactly when ``dumps`` gives them the same text."""

    key: tuple[str, int | str]
    #: the view without its events, as JSON text
    rest: str
    #: the events as marshal bytes or as JSON text, to rebuild an independent copy
    events: bytes | str | None

    def loads(self) -> dict[str, JSON]:
        """The view as ``json.loads`` of its text gives it (what a worker would receive)."""
        view: dict[str, JSON] = json.loads(self.rest)
        if isinstance(self.events, bytes):
            view["events"] = marshal.loads(self.events)
        elif isinstance(self.events, str):
            view["events"] = json.loads(self.events)
        return dict(sorted(view.items()))  # the keys in the text's order


class ViewCoder:
    """Reads views of one playout with each event of the history serialised once.

    A view carries the whole event history, so serialising every view in full costs the
    square of the game's length. The coder keeps the JSON text of the history's events and
    their marshal bytes (format 2: no back-references, so an event's bytes depend on its
    types and values only). A view whose events' marshal bytes begin with the history's
    has those events' JSON text (marshal tells 1, 1.0 and True apart, and 0.0 from -0.0);
    only the events past the history are serialised, and they extend it. Any other list of
    events is serialised in full. The key of a view is its text without the events, plus
    the number of history events if its events' texts are exactly those, else their texts.
    """

    def __init__(self) -> None:
        self.texts: list[str] = []
        self.body = b""
        self.ends = [0]

    def read(self, view: JSON, round_trip: bool = True) -> Seen:
        """The view's key; raises :class:`ContractError` unless it is strict JSON and
        (``round_trip``) ``json.loads`` of its text gives back an equal view. Events are
        checked once, when they join the history."""
        if not isinstance(view, dict) or not isinstance(view.get("events"), list):
            text = dumps(view)
            require(not round_trip or json.loads(text) == view,
                    "a view does not round-trip through JSON")
            return Seen((text, -1), text, None)
        rest = {k: v for k, v in view.items() if k != "events"}
        rest_text = dumps(rest)
        require(not round_trip or json.loads(rest_text) == rest,
                "a view does not round-trip through JSON")
        events: list[JSON] = view["events"]
        try:
            packed = marshal.dumps(events, 2)
        except ValueError:  # not plain data: the exact, slow way
            return self._slow(rest_text, events, None)
        known = min(len(events), len(self.texts))
        end = self.ends[known]
        if not packed.startswith(self.body if end == len(self.body) else self.body[:end], 5):
            return self._slow(rest_text, events, packed)
        offset = 5 + end
        for event in events[known:]:
            piece = marshal.dumps(event, 2)
            self._extend(event, piece)
            offset += len(piece)
        require(offset == len(packed), "marshal framing")  # format 2 items are concatenated
        return Seen((rest_text, len(events)), rest_text, packed)

    def _extend(self, event: JSON, piece: bytes) -> None:
        text = dumps(event)
        require(json.loads(text) == event, "an event does not round-trip through JSON")
        self.texts.append(text)
        self.body += piece
        self.ends.append(len(self.body))

    def _slow(self, rest_text: str, events: list[JSON], packed: bytes | None) -> Seen:
        texts = [dumps(e) for e in events]
        joined = "[" + ", ".join(texts) + "]"
        require(json.loads(joined) == events, "an event does not round-trip through JSON")
        source: bytes | str = joined if packed is None else packed
        known = len(self.texts)
        if texts[:known] != self.texts[:len(texts)]:
            return Seen((rest_text, "\n".join(texts)), rest_text, source)
        if len(texts) > known:
            try:
                pieces = [marshal.dumps(e, 2) for e in events[known:]]
            except ValueError:
                return Seen((rest_text, "\n".join(texts)), rest_text, source)
            for event, piece in zip(events[known:], pieces, strict=True):
                self._extend(event, piece)
        return Seen((rest_text, len(events)), rest_text, source)

    def read_all(self, game: AnyGame, round_trip: bool = True) -> list[Seen]:
        """Every seat's view and the public one."""
        return [self.read(game.view(s), round_trip) for s in seats_and_public(game)]


def snapshot(game: AnyGame) -> str:
    return json.dumps([game.to_json(), views(game)], sort_keys=True)


# ----- configurations ----------------------------------------------------------------------

def options_work(cls: type[AnyGame], options: dict[str, JSON]) -> bool:
    """Whether a game can be set up with these options (a start player past the player
    count, say, cannot)."""
    try:
        cls.normalize_options(options)
        cls(options, 0)
    except Exception:  # noqa: BLE001 - any refusal means "not a configuration"
        return False
    return True


def option_combinations(game_id: str) -> list[dict[str, JSON]]:
    """Every player count times every combination of option values that sets up."""
    cls = game_class(game_id)
    combos: list[dict[str, JSON]] = [{"players": n}
                                     for n in range(cls.min_players, cls.max_players + 1)]
    for spec in cls.option_specs:
        combos = [{**c, spec.key: value} for c in combos for value, _ in spec.choices]
    return [c for c in combos if options_work(cls, c)]


def option_variants(game_id: str) -> Iterator[dict[str, JSON]]:
    """Every player count, and each non-default choice of every option (the tests' set:
    linear in the options, where :func:`option_combinations` multiplies them)."""
    cls = game_class(game_id)
    for players in range(cls.min_players, cls.max_players + 1):
        yield {"players": players}
    for spec in cls.option_specs:
        for value, _ in spec.choices:
            options = {"players": cls.min_players, spec.key: value}
            if value != spec.default and options_work(cls, options):
                yield options


# ----- probes ------------------------------------------------------------------------------

#: Characters that look like digits, letters or separators without being the canonical ones.
LOOKALIKES = ["١", "²", "３", "٣", "Ⅳ", " ", "\u00a0", "_", "+", "-", "0", "00", ",", "@", ":",
              "\x00", "é", "İ"]


def near_misses(action: str, rng: Rng) -> list[str]:
    """Strings one small edit away from a legal action: how a bug in a parser shows."""
    out = [action.upper(), action.lower(), action.title(), " " + action, action + " ",
           action + action, action[:-1], action * 300, action.replace(":", ": ")]
    for _ in range(6):
        i = rng.below(len(action))
        out.append(action[:i] + rng.choice(LOOKALIKES) + action[i + 1:])
        out.append(action[:i] + rng.choice(LOOKALIKES) + action[i:])
    return out


JUNK = ["", "pass ", "PASS", "play", "play:", ":", "@", "draw:", "card:@", "token:@,",
        "x" * 10_000, "9" * 10_000, "play:" + "9" * 5000, "card:N1@١", "card:N3@²",
        "token:+1@0,00", "place:PYRAMID", "place:y", "place:Yellow", "recruit:", "\udcff"]


def refuse(game: AnyGame, seat: int, action: str) -> None:
    """``act`` refuses ``action`` with a coded, JSON-able :class:`IllegalAction` (any other
    exception propagates: a crash is a failure too)."""
    try:
        game.act(seat, action)
    except IllegalAction as err:
        require(isinstance(err.code, str) and bool(err.code),
                f"refusing {action[:40]!r} gave no reason code")
        json.dumps(err.to_json(), allow_nan=False)
        return
    raise ContractError(f"seat {seat} could play the unlisted {action[:40]!r}")


def assert_refused(game: AnyGame, seat: int, *actions: str) -> None:
    """Each action is refused, and refusing them left the log and every view as they were."""
    before = snapshot(game)
    for action in actions:
        refuse(game, seat, action)
    require(snapshot(game) == before, f"refusing {[a[:40] for a in actions]} changed the game")


# ----- one step ----------------------------------------------------------------------------

def check_turn(game: AnyGame, seat: int) -> list[str]:
    """The seat to act has distinct legal actions, matching its typed moves; the other seats
    have none and are refused. Returns the legal actions."""
    legal = game.legal_actions(seat)
    require(bool(legal), "the player to act has no legal action")
    require(len(set(legal)) == len(legal), "an action is listed twice")
    require([str(m) for m in game.legal_moves(seat)] == legal,
            "legal_moves and legal_actions disagree")
    for other in range(game.num_players):
        if other != seat:
            require(game.legal_actions(other) == [], f"seat {other} has actions off turn")
            refuse(game, other, legal[0])
    return legal


def check_samples(game: AnyGame, before: list[Seen], rng: Rng, legal: list[str],
                  coder: ViewCoder) -> None:
    """Resampling what each seat cannot see (from its view as JSON gives it) gives back its
    view byte for byte; the sampled game plays on."""
    cls = type(game)
    seat = game.current_player
    for s in range(game.num_players):
        sampled = cls.sample_from_view(before[s].loads(), rng)
        require(coder.read(sampled.view(s), round_trip=False).key == before[s].key,
                f"sampling what seat {s} cannot see changed its view")
        if s == seat:
            sampled.apply(seat, sampled.parse_action(rng.choice(legal)))


def check_clone(game: AnyGame, rng: Rng, legal: list[str]) -> None:
    seat = game.current_player
    assert seat is not None
    twin = game.clone()
    twin.apply(seat, twin.parse_action(rng.choice(legal)))


def check_view_keys(game: AnyGame) -> None:
    """Every view (each seat's and the public one) has the keys of the game's
    ``view_type``: all its required keys, and no key it does not declare, so the typed reads
    of bots, tables and the coach read what the game really sends."""
    cls = type(game)
    required: frozenset[str] = getattr(cls.view_type, "__required_keys__", frozenset())
    allowed = view_keys(cls.view_type)
    for index, seat in enumerate(seats_and_public(game)):
        keys = set(game.view(seat))
        require(required <= keys, f"the view of {who(game, index)} lacks "
                                  f"{sorted(required - keys)} of {cls.view_type.__name__}")
        require(keys <= allowed, f"the view of {who(game, index)} has {sorted(keys - allowed)}, "
                                 f"which {cls.view_type.__name__} does not declare")


def check_step(game: AnyGame, rng: Rng, full: bool, now: list[Seen] | None = None,
               coder: ViewCoder | None = None) -> str:
    """The checks before an action; returns the random legal action to take next.

    ``full`` adds every probe, every seat's view resampled and a clone played on, and
    then requires the log and every view to be as they were (``now``: the views, if the
    caller has read them already with ``coder``). Every view is read as strict JSON that
    round-trips."""
    seat = game.current_player
    require(seat is not None, "no player to act in a game that is not over")
    assert seat is not None
    legal = check_turn(game, seat)
    listed = set(legal)
    probes = [p for p in near_misses(rng.choice(legal), rng) + JUNK if p not in listed]
    log = game.to_json()
    for probe in probes if full else probes[:4]:
        refuse(game, seat, probe)
    require(game.to_json() == log, "a refused action changed the log")
    if full:
        check_view_keys(game)
        coder = coder or ViewCoder()
        before = coder.read_all(game) if now is None else now
        check_samples(game, before, rng, legal, coder)
        check_clone(game, rng, legal)
        require(game.to_json() == log, "sampling or playing on a clone changed the log")
        after = coder.read_all(game, round_trip=False)
        for s, (a, b) in enumerate(zip(before, after, strict=True)):
            require(a.key == b.key, f"refusing probes, sampling or playing on a clone changed "
                                    f"the view of {who(game, s)}")
    return rng.choice(legal)


def who(game: AnyGame, index: int) -> str:
    """Seat ``index``, or the public for the index past the seats (as :func:`views` orders)."""
    return "the public" if index == game.num_players else f"seat {index}"


def check_result(game: AnyGame) -> None:
    """The winners are the best (score, tiebreak) among the players not eliminated, every
    breakdown adds up, and nobody may act any more."""
    result = game.result()
    require(result is not None, "a finished game has no result")
    assert result is not None
    n = game.num_players
    require(len(result.scores) == n and len(result.breakdown) == n,
            "a score or breakdown per player")
    for seat, part in enumerate(result.breakdown):
        require(part["total"] == result.scores[seat], f"seat {seat}'s total is not its score")
        require(sum(part["parts"].values()) == part["total"],
                f"seat {seat}'s parts do not add up to its total")
    tiebreak = result.tiebreak or [0] * n
    alive = [p for p in range(n) if p not in result.eliminated]
    expected: list[int] = []
    if alive:
        best = max((result.scores[p], tiebreak[p]) for p in alive)
        expected = [p for p in alive if (result.scores[p], tiebreak[p]) == best]
    require(result.winners == expected,
            f"winners {result.winners}, but the best (score, tiebreak) are {expected}")
    json.dumps(result.to_json(), allow_nan=False)
    for seat in range(n):  # a finished game's view is sampled too (another device's table)
        view = json.loads(dumps(game.view(seat)))
        sampled = type(game).sample_from_view(view, Rng(seat))
        require(dumps(sampled.view(seat)) == dumps(view),
                f"sampling what seat {seat} cannot see changed its view of the finished game")
    for seat in range(n):
        require(game.legal_actions(seat) == [], f"seat {seat} has actions after the end")
        refuse(game, seat, "pass")


# ----- a whole playout ---------------------------------------------------------------------

def every_step(step: int) -> bool:
    return True


class Playout:
    """One random game with the contract checked along the way.

    ``full(step)`` says which steps get the full checks; the views are recorded (their
    keys) at those steps and at the end, and the replay compares them. ``step`` is
    the index of the action being checked (0-based; during the replay, of the action
    being replayed), for reports."""

    def __init__(self, cls: type[AnyGame], options: Mapping[str, JSON], rng: Rng,
                 full: Callable[[int], bool] = every_step) -> None:
        self.cls = cls
        self.options = dict(options)
        self.rng = rng
        self.seed = rng.next_u64() >> 1
        self.full = full
        self.step = 0
        #: actions played so far (the replay does not count)
        self.actions = 0
        self.phase = "play"
        self.coder = ViewCoder()
        self.recorded: dict[int, list[tuple[str, int | str]]] = {}
        self.legal_seen: list[list[str]] = []

    def run(self) -> AnyGame:
        game = self.play()
        self.phase = "result"
        check_result(game)
        self.check_replay(game)
        return game

    def play(self) -> AnyGame:
        game = self.cls(self.options, self.seed)
        now = self.coder.read_all(game) if self.full(0) else None
        if now is not None:
            self.recorded[0] = [v.key for v in now]
        while not game.is_over():
            step = self.step = len(game.log)
            action = check_step(game, self.rng, self.full(step), now, self.coder)
            seat = game.current_player
            assert seat is not None
            self.legal_seen.append(game.legal_actions(seat))
            game.act(seat, action)
            require(game.log[-1] == (seat, action), "the log does not end with the action")
            self.actions = len(game.log)
            now = (self.coder.read_all(game) if self.full(step + 1) or game.is_over()
                   else None)
            if now is not None:
                self.recorded[step + 1] = [v.key for v in now]
        self.step = len(game.log)
        return game

    def check_replay(self, game: AnyGame) -> None:
        """Replaying the log (through JSON, as a save does) gives the recorded views and
        the same legal actions at every step, stepwise and through :func:`replay`."""
        self.phase = "replay"
        data = json.loads(json.dumps(game.to_json()))
        again = self.cls(data["options"], data["seed"])
        for step, (seat, action) in enumerate(data["log"]):
            self.step = step
            self.compare(step, again)
            require(again.legal_actions(seat) == self.legal_seen[step],
                    f"replay lists other actions before action {step + 1}")
            again.act(seat, action)
        end = self.step = len(data["log"])
        self.compare(end, again)
        final = replay(self.cls, data["options"], data["seed"], data["log"])
        require(self.keys(final) == self.recorded[end],
                "replay() ends elsewhere")

    def compare(self, step: int, again: AnyGame) -> None:
        expected = self.recorded.get(step)
        if expected is None:
            return
        for s, (a, b) in enumerate(zip(self.keys(again), expected, strict=True)):
            require(a == b, f"replay differs before action {step + 1}: "
                                f"{who(again, s)}'s view")

    def keys(self, game: AnyGame) -> list[tuple[str, int | str]]:
        return [v.key for v in self.coder.read_all(game, round_trip=False)]
