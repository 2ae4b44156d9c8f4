"""The one protocol every game implements, so bots, saves, replay, undo and the UI are
written once.

A game is a state machine created from ``(options, seed)``. Seats are numbered from 0.
Actions are short strings (``"play:R7"``, ``"draw:deck"``): they are what a save's log holds,
what a button carries and what a bot returns, so they must be plain JSON.

The contract, in the spirit of OpenSpiel's ``State`` and Rally the Troops' rules modules:

- ``current_player`` is the seat that must act, or ``None`` once the game is over.
- ``legal_actions(seat)`` lists what that seat may do now (empty when it is not its turn).
- ``act(seat, action)`` applies an action; an illegal one raises :class:`IllegalAction`
  naming the reason, and the state is left exactly as it was.
- ``view(seat)`` is everything that seat may know, as JSON; ``view(None)`` is the public view.
  Bots and the UI only ever receive a view.
- ``result()`` is the final :class:`Result` with a per-player score breakdown.
- ``to_json()`` / :func:`replay` round-trip the game through its action log.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

JSON = Any  # a value made of dict, list, str, int, float, bool and None


class IllegalAction(ValueError):
    """An action the rules do not allow now. ``reason`` is a sentence a player can read."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class OptionsError(ValueError):
    """Options that do not describe a playable game (wrong player count, unknown option)."""


@dataclass
class Result:
    """The end of a game: scores, the winners (several on a shared victory), and a
    breakdown per player whose keys each game documents (e.g. points per colour)."""

    scores: list[int]
    winners: list[int]
    breakdown: list[dict[str, JSON]] = field(default_factory=list)
    summary: str = ""
    eliminated: list[int] = field(default_factory=list)

    def to_json(self) -> dict[str, JSON]:
        return {
            "scores": list(self.scores),
            "winners": list(self.winners),
            "breakdown": [dict(b) for b in self.breakdown],
            "summary": self.summary,
            "eliminated": list(self.eliminated),
        }


@dataclass(frozen=True)
class OptionSpec:
    """One game option as the new-game dialog shows it."""

    key: str
    label: str
    choices: tuple[tuple[JSON, str], ...]  # (value, label)
    default: JSON


class Game(ABC):
    """Base class of a game. Subclasses implement the ``_``-prefixed hooks; the public
    methods here enforce the shared rules of the protocol (turn order, atomic rejection,
    the action log)."""

    game_id: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    option_specs: ClassVar[tuple[OptionSpec, ...]] = ()

    def __init__(self, options: Mapping[str, JSON], seed: int) -> None:
        self.options: dict[str, JSON] = self.normalize_options(options)
        self.seed = int(seed)
        self.log: list[tuple[int, str]] = []
        self._setup()

    # ----- options -------------------------------------------------------------------
    @classmethod
    def normalize_options(cls, options: Mapping[str, JSON]) -> dict[str, JSON]:
        """Fill defaults and reject anything unknown, so a save's options are exact."""
        known = {spec.key: spec for spec in cls.option_specs}
        out: dict[str, JSON] = {}
        players = options.get("players")
        if not isinstance(players, int) or isinstance(players, bool):
            raise OptionsError("options need an integer 'players'")
        if not cls.min_players <= players <= cls.max_players:
            raise OptionsError(
                f"{cls.title} is for {cls.min_players}–{cls.max_players} players, not {players}"
            )
        out["players"] = players
        for key, value in options.items():
            if key == "players":
                continue
            spec = known.get(key)
            if spec is None:
                raise OptionsError(f"unknown option {key!r} for {cls.title}")
            if value not in [choice for choice, _ in spec.choices]:
                raise OptionsError(f"option {key!r} cannot be {value!r}")
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
    def _legal(self, seat: int) -> list[str]:
        """Legal actions of ``seat``, which is the current player."""

    @abstractmethod
    def _reject_reason(self, seat: int, action: str) -> str | None:
        """Why ``action`` is illegal for the current player ``seat`` (``None`` if legal).
        Must not change the state."""

    @abstractmethod
    def _apply(self, seat: int, action: str) -> None:
        """Apply an action already known to be legal."""

    @abstractmethod
    def view(self, seat: int | None) -> dict[str, JSON]:
        """What ``seat`` may know (``None``: what everybody may know), as JSON.
        Use :meth:`_base_view` for the shared keys."""

    @abstractmethod
    def _result(self) -> Result:
        """Final result; only called when the game is over."""

    def describe(self, seat: int, action: str) -> str:
        """A public sentence for the game log (hides what others may not know)."""
        return action

    def can_take_back(self, seat: int, action: str) -> bool:
        """Whether ``seat`` may undo ``action`` (its own last action) while still on turn:
        only when the action revealed nothing hidden (e.g. a card played, not drawn)."""
        return False

    def progress(self) -> str:
        """Where the game stands, for the list of saved games (e.g. "Round 2")."""
        return f"Turn {len(self.log) + 1}"

    # ----- the protocol --------------------------------------------------------------
    def is_over(self) -> bool:
        return self.current_player is None

    def legal_actions(self, seat: int) -> list[str]:
        if self.current_player is None or seat != self.current_player:
            return []
        return self._legal(seat)

    def check(self, seat: int, action: str) -> str | None:
        """Why ``seat`` may not play ``action`` now, or ``None`` if it may."""
        if not isinstance(action, str):
            return "an action is a string"
        current = self.current_player
        if current is None:
            return "the game is over"
        if seat != current:
            return f"it is not your turn (player {current + 1} is to play)"
        return self._reject_reason(seat, action)

    def act(self, seat: int, action: str) -> None:
        reason = self.check(seat, action)
        if reason is not None:
            raise IllegalAction(reason)
        self._apply(seat, action)
        self.log.append((seat, action))

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
            "turn": len(self.log),
            "result": res.to_json() if res is not None else None,
        }

    # ----- persistence ---------------------------------------------------------------
    def to_json(self) -> dict[str, JSON]:
        return {
            "game": self.game_id,
            "options": dict(self.options),
            "seed": self.seed,
            "log": [[seat, action] for seat, action in self.log],
        }


class ReplayError(ValueError):
    """A log that the engine refuses: names the move that failed and why."""


def replay(
    cls: type[Game], options: Mapping[str, JSON], seed: int, log: Iterable[Any]
) -> Game:
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
            raise ReplayError(f"move {index + 1} is not a [seat, action] pair")
        seat, action = entry
        try:
            game.act(seat, action)
        except IllegalAction as err:
            raise ReplayError(f"move {index + 1} ({action!r}) is illegal: {err.reason}") from err
    return game
