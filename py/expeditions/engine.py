"""The one protocol every game implements, so bots, saves, replay, undo and the UI are
written once.

A game is a state machine created from ``(options, seed)``. Seats are numbered from 0.
Each game has a small typed action class (a subclass of :class:`Action`, like
python-chess's ``Move``): ``str(action)`` is its one canonical spelling, which is what a
save's log holds, what a button carries and what a bot returns; ``parse`` turns a string
back into the typed action and accepts nothing but canonical spellings.

The contract, in the spirit of OpenSpiel's ``State`` and Rally the Troops' rules modules:

- ``current_player`` is the seat that must act, or ``None`` once the game is over.
- ``legal_actions(seat)`` lists what that seat may do now (empty when it is not its turn).
  It is the single truth: ``act`` accepts exactly the strings it lists.
- ``act(seat, action)`` applies an action; anything else raises :class:`IllegalAction`
  with a reason code, and the state is left exactly as it was.
- ``view(seat)`` is everything that seat may know, as JSON; ``view(None)`` is the public
  view. Bots and the UI only ever receive a view. Every view carries ``events``: the whole
  public history of the game as records ``{"type": ..., fields}``.
- ``result()`` is the final :class:`Result` with a per-player score breakdown.
- ``to_json()`` / :func:`replay` round-trip the game through its action log.
- ``sample_from_view(view, rng)`` (each game's determinization) builds a full game that
  shows that view, with what the viewer cannot see drawn at random: the search bots' world.
- ``clone()`` and ``apply(seat, action)`` are the search bots' fast path: a copy, and a
  typed action applied without the legality check.

The engine speaks in data: reasons and events are codes with parameters. The English
sentences here (``IllegalAction.text``, ``Result.summary``) are English defaults for logs
and the command line; the app words codes and events from its catalogues.
"""

from __future__ import annotations

import copy
import re
from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, NamedTuple, Self, TypedDict, TypeVar, cast

JSON = Any  # a value made of dict, list, str, int, float, bool and None
Event = dict[str, JSON]  # a public event: {"type": <str>, ...fields}

#: No canonical action of any game is longer; a longer string is refused before parsing.
MAX_ACTION_LENGTH = 40


class CodedError(ValueError):
    """An error that speaks in data: a ``code``, its ``params``, and an English default
    wording ``text`` for places that have no catalogue (logs, the command line)."""

    def __init__(self, code: str, text: str | None = None, /, **params: JSON) -> None:
        self.code = code
        self.params: dict[str, JSON] = params
        self.text = text if text is not None else code.replace("_", " ")
        super().__init__(self.text)

    @property
    def reason(self) -> str:
        return self.text

    def to_json(self) -> dict[str, JSON]:
        return {"code": self.code, "params": dict(self.params)}


class Note(NamedTuple):
    """Something the engine says in data, for the UI to word: a code and its parameters."""

    code: str
    params: dict[str, JSON]


class IllegalAction(CodedError):
    """An action the rules do not allow now, e.g.
    ``IllegalAction("lower_than_last", "…", card="W4", last="W6")``."""


class OptionsError(CodedError):
    """Options that do not describe a playable game (wrong player count, unknown option)."""


class ReplayError(CodedError):
    """A log that the engine refuses: ``params`` name the move (1-based) that failed and,
    for an illegal move, the engine's own reason code."""


def _snippet(text: str) -> str:
    return text if len(text) <= MAX_ACTION_LENGTH else text[:MAX_ACTION_LENGTH] + "…"


def unknown_action(text: str) -> IllegalAction:
    """The refusal of a string that is no action of the game (or not its canonical form)."""
    return IllegalAction("unknown_action", f"unknown action {_snippet(text)!r}",
                         action=_snippet(text))


_ASCII_INT = re.compile(r"[+-]?[0-9]{1,9}")


def ascii_int(text: str) -> int | None:
    """``int(text)`` for plain ASCII digits only (``int`` also takes "١", "٣", " 3" and
    "1_0", and raises on "²"): ``None`` for anything else, so parsers never raise."""
    return int(text) if _ASCII_INT.fullmatch(text) else None


@dataclass(frozen=True, slots=True)
class Action(ABC):
    """A typed action. Subclasses are small frozen dataclasses; ``str()`` gives the
    canonical string and :meth:`parse` is its exact inverse.

    A game makes the actions its legal lists hand out once, with :func:`intern`: each then
    carries its canonical string in ``text`` (a subclass's ``__str__`` returns it when set,
    else formats), and :meth:`Game.act` finds a listed string by identity."""

    #: the canonical string of an interned action; empty on others
    text: str = field(default="", init=False, repr=False, compare=False)

    @abstractmethod
    def __str__(self) -> str: ...

    @classmethod
    @abstractmethod
    def decode(cls, text: str) -> Self | None:
        """The action ``text`` spells, or ``None``. Must not raise on any string: use
        :func:`ascii_int` for numbers. It may accept loose spellings; :meth:`parse`
        keeps only the canonical one."""

    @classmethod
    def parse(cls, text: object) -> Self:
        """The action of a canonical string; :class:`IllegalAction` for anything else."""
        if not isinstance(text, str):
            raise IllegalAction("not_a_string", "an action is a string")
        if len(text) > MAX_ACTION_LENGTH or not text.isascii():
            raise unknown_action(text)
        action = cls.decode(text)
        if action is None or str(action) != text:
            raise unknown_action(text)
        return action


A = TypeVar("A", bound=Action)


def intern(actions: Iterable[A]) -> dict[str, A]:
    """Fix each action's canonical string in its ``text`` and index the actions by it: a
    game calls this once on every action it hands out (its ``INTERNED`` table), so that
    ``str()``, the legal strings and :meth:`Game.act` need no formatting or parsing."""
    table: dict[str, A] = {}
    for action in actions:
        text = str(action)
        object.__setattr__(action, "text", text)
        table[text] = action
    return table


@dataclass
class Result:
    """The end of a game: scores, the winners (several on a shared victory), and a
    breakdown per player whose keys each game documents. Every breakdown has ``total``
    (the score) and ``parts``: named integers that add up to it.

    ``tiebreak`` (optional, higher is better) orders players tied on score: the winners
    are the non-eliminated players with the best (score, tiebreak)."""

    scores: list[int]
    winners: list[int]
    breakdown: list[dict[str, JSON]] = field(default_factory=list)
    summary: str = ""
    eliminated: list[int] = field(default_factory=list)
    tiebreak: list[int] = field(default_factory=list)

    def to_json(self) -> dict[str, JSON]:
        return {
            "scores": list(self.scores),
            "winners": list(self.winners),
            "breakdown": [dict(b) for b in self.breakdown],
            "summary": self.summary,
            "eliminated": list(self.eliminated),
            "tiebreak": list(self.tiebreak),
        }


@dataclass(frozen=True)
class OptionSpec:
    """One game option as the new-game dialog shows it."""

    key: str
    label: str
    choices: tuple[tuple[JSON, str], ...]  # (value, label)
    default: JSON


class BaseView(TypedDict):
    """The keys every game's view has (:meth:`Game._base_view`). Each game's view is a
    ``TypedDict`` extending it (its ``view_type``), so the code that reads a view — bots,
    tables, the coach — is checked key by key; the conformance suite checks every view's
    keys against it."""

    game: str
    options: dict[str, JSON]
    seat: int | None
    current_player: int | None
    over: bool
    legal: list[str]
    turn: int
    result: dict[str, JSON] | None
    events: list[dict[str, JSON]]


def view_keys(view_type: type) -> frozenset[str]:
    """Every key a view of ``view_type`` (a ``TypedDict``) has."""
    required: frozenset[str] = getattr(view_type, "__required_keys__", frozenset())
    optional: frozenset[str] = getattr(view_type, "__optional_keys__", frozenset())
    return required | optional


class Game(ABC, Generic[A]):
    """Base class of a game. Subclasses implement the ``_``-prefixed hooks; the public
    methods here enforce the shared rules of the protocol (legality from the one list,
    turn order, atomic rejection, the action log, the event history)."""

    game_id: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    option_specs: ClassVar[tuple[OptionSpec, ...]] = ()
    #: The game's typed action class.
    action_type: ClassVar[type[Action]]
    #: the ``TypedDict`` of this game's views (:class:`BaseView` and the game's own keys)
    view_type: ClassVar[type] = BaseView
    #: Bumped whenever an existing log could replay differently (saves record it).
    rules_version: ClassVar[int] = 1

    options: dict[str, JSON]
    seed: int
    #: ``(seat, canonical action)`` of every action taken, in order: the save format.
    log: list[tuple[int, str]]
    #: The public history: every event of the game so far, never trimmed.
    events: list[Event]
    #: How many actions have been taken (a sampled game has no log but knows this).
    actions_taken: int

    def __init__(self, options: Mapping[str, JSON], seed: int) -> None:
        self.options = self.normalize_options(options)
        self.seed = int(seed)
        self.log = []
        self.events = []
        self.actions_taken = 0
        self._setup()

    # ----- options -------------------------------------------------------------------
    @classmethod
    def normalize_options(cls, options: Mapping[str, JSON]) -> dict[str, JSON]:
        """Fill defaults and reject anything unknown, so a save's options are exact."""
        known = {spec.key: spec for spec in cls.option_specs}
        out: dict[str, JSON] = {}
        players = options.get("players")
        if not isinstance(players, int) or isinstance(players, bool):
            raise OptionsError("players_missing", "options need an integer 'players'")
        if not cls.min_players <= players <= cls.max_players:
            raise OptionsError(
                "player_count",
                f"{cls.title} is for {cls.min_players}–{cls.max_players} players, not {players}",
                players=players, min=cls.min_players, max=cls.max_players)
        out["players"] = players
        for key, value in options.items():
            if key == "players":
                continue
            spec = known.get(key)
            if spec is None:
                raise OptionsError("unknown_option", f"unknown option {key!r} for {cls.title}",
                                   option=str(key))
            if value not in [choice for choice, _ in spec.choices]:
                raise OptionsError("bad_option_value", f"option {key!r} cannot be {value!r}",
                                   option=key, value=value if isinstance(
                                       value, (str, int, float, bool)) else repr(value))
            out[key] = value
        for spec in cls.option_specs:
            out.setdefault(spec.key, spec.default)
        return out

    @property
    def num_players(self) -> int:
        return int(self.options["players"])

    # ----- hooks for subclasses ------------------------------------------------------
    @abstractmethod
    def _setup(self) -> None:
        """Deal and lay out the start of the game from ``self.options`` and ``self.seed``."""

    @property
    @abstractmethod
    def current_player(self) -> int | None:
        """The seat to act, or ``None`` when the game is over."""

    @abstractmethod
    def _legal(self, seat: int) -> list[A]:
        """The typed legal actions of ``seat``, which is the current player: the one
        source of legality (:meth:`legal_moves`, :meth:`legal_actions`, :meth:`act`)."""

    @abstractmethod
    def _reject_reason(self, seat: int, action: A) -> IllegalAction | None:
        """Why the well-formed ``action``, which ``legal_moves(seat)`` does not list, is
        refused for the current player ``seat``. Only explains; must not change the state.
        ``None`` means "no better words": the refusal then says the action is not
        allowed now."""

    @abstractmethod
    def _apply(self, seat: int, action: A) -> None:
        """Apply an action known to be legal, emitting its events with :meth:`emit`."""

    @abstractmethod
    def view(self, seat: int | None) -> dict[str, JSON]:
        """What ``seat`` may know (``None``: what everybody may know), as JSON.
        Use :meth:`_base_view` for the shared keys."""

    @abstractmethod
    def _result(self) -> Result:
        """Final result; only called when the game is over."""

    @classmethod
    @abstractmethod
    def sample_from_view(cls, view: Mapping[str, JSON], rng: Any) -> Self:
        """A full game that shows exactly ``view`` to its seat, with everything that seat
        cannot see drawn at random (``rng`` is an :class:`~expeditions.rng.Rng`). It has
        no log: it is for search, not for saving."""

    @classmethod
    def _from_view(cls, view: Mapping[str, JSON]) -> Self:
        """An unset game holding the view's shared parts (options, events, the action
        count; no seed, no log), for ``sample_from_view`` to fill in."""
        game = object.__new__(cls)
        game.options = dict(view["options"])
        game.seed = 0
        game.log = []
        game.events = [dict(e) for e in view["events"]]
        game.actions_taken = int(view["turn"])
        return game

    def _can_take_back(self, seat: int, action: A) -> bool:
        """Whether ``seat`` may undo ``action``, its own last action, while still on
        turn: only when the action revealed nothing hidden (a card played, not drawn)."""
        return False

    def progress(self) -> Note:
        """Where the game stands, for the list of saved games, as a code the UI words
        (``Note("turn", {"turn": 5})``; a game's own codes are worded by its table)."""
        return Note("turn", {"turn": self.actions_taken + 1})

    def clone(self) -> Self:
        """An independent copy, for search. Games override it with a faster one."""
        return copy.deepcopy(self)

    # ----- the protocol --------------------------------------------------------------
    def is_over(self) -> bool:
        return self.current_player is None

    def parse_action(self, text: object) -> A:
        """The typed action a canonical string spells (:class:`IllegalAction` if none)."""
        return cast(A, self.action_type.parse(text))

    def legal_moves(self, seat: int) -> list[A]:
        """The typed legal actions of ``seat`` (empty when it is not its turn)."""
        if self.current_player is None or seat != self.current_player:
            return []
        return self._legal(seat)

    def legal_actions(self, seat: int) -> list[str]:
        return [a.text or str(a) for a in self.legal_moves(seat)]

    def emit(self, type_: str, **fields: JSON) -> None:
        """Record a public event (what every player saw happen)."""
        self.events.append({"type": type_, **fields})

    def check(self, seat: int, action: object) -> IllegalAction | None:
        """Why ``seat`` may not play ``action`` now (an :class:`IllegalAction` to show or
        raise), or ``None`` if it may. Changes nothing."""
        try:
            self._listed(seat, action)
        except IllegalAction as err:
            return err
        return None

    def _listed(self, seat: int, action: object) -> A:
        """The typed action, if ``action`` is listed for ``seat`` now; else raises."""
        if not isinstance(action, str):
            raise IllegalAction("not_a_string", "an action is a string")
        current = self.current_player
        if current is None:
            raise IllegalAction("game_over", "the game is over")
        if seat != current:
            raise IllegalAction("not_your_turn",
                                f"it is not your turn (player {current + 1} is to play)",
                                player=current)
        move = self.parse_action(action)
        if move in self._legal(seat):
            return move
        raise self._reject_reason(seat, move) or IllegalAction(
            "not_allowed_now", f"{action!r} is not allowed now", action=action)

    #: The moves a game creates once, by their canonical string (made by :func:`intern`):
    #: :meth:`act` finds such a string in the legal list by identity instead of parsing it
    #: (the protocol's hot path).
    INTERNED: ClassVar[Mapping[str, Any]] = {}

    def act(self, seat: int, action: str) -> None:
        """Take a listed action (raises :class:`IllegalAction` for anything else)."""
        move = self.INTERNED.get(action) if isinstance(action, str) else None
        if move is not None and seat == self.current_player:
            for legal in self._legal(seat):
                if legal is move:
                    self.apply(seat, move)
                    return
        # anything else, and every refusal, goes the checked way
        self.apply(seat, self._listed(seat, action))

    def apply(self, seat: int, action: A) -> None:
        """Apply a typed action that is legal (e.g. taken from :meth:`legal_moves`)
        without checking it: the search bots' fast path. It is logged like any other."""
        self._apply(seat, action)
        self.log.append((seat, action.text or str(action)))
        self.actions_taken += 1

    def can_take_back(self, seat: int, action: str) -> bool:
        """Whether ``seat`` may undo ``action`` (a canonical string from the log)."""
        try:
            move = self.parse_action(action)
        except IllegalAction:
            return False
        return self._can_take_back(seat, move)

    def result(self) -> Result | None:
        return self._result() if self.is_over() else None

    def _base_view(self, seat: int | None) -> dict[str, JSON]:
        current = self.current_player
        res = self.result()
        return {
            "game": self.game_id,
            "options": dict(self.options),
            "seat": seat,
            "current_player": current,
            "over": current is None,
            "legal": self.legal_actions(seat) if seat is not None else [],
            "turn": self.actions_taken,
            "result": res.to_json() if res is not None else None,
            "events": [dict(e) for e in self.events],
        }

    # ----- persistence ---------------------------------------------------------------
    def to_json(self) -> dict[str, JSON]:
        return {
            "game": self.game_id,
            "options": dict(self.options),
            "seed": self.seed,
            "log": [[seat, action] for seat, action in self.log],
        }


def replay(
    cls: type[Game[Any]], options: Mapping[str, JSON], seed: int, log: Iterable[Any]
) -> Game[Any]:
    """Rebuild a game by replaying its log; a bad entry raises :class:`ReplayError`."""
    game = cls(options, seed)
    for index, entry in enumerate(log):
        if (
            not isinstance(entry, (list, tuple))
            or len(entry) != 2
            or not isinstance(entry[0], int)
            or isinstance(entry[0], bool)
            or not isinstance(entry[1], str)
        ):
            raise ReplayError("not_a_move", f"move {index + 1} is not a [seat, action] pair",
                              move=index + 1)
        seat, action = entry
        try:
            game.act(seat, action)
        except IllegalAction as err:
            raise ReplayError(
                "illegal_move", f"move {index + 1} ({_snippet(action)!r}) is illegal: {err.text}",
                move=index + 1, action=_snippet(action), reason=err.to_json()) from err
    return game
