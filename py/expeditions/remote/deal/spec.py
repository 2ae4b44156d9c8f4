"""What a game states about its hidden parts, so the shared deal layer can deal and open them.

A game played by devices with no dealer has a small module ``expeditions.remote.hidden_<name>``
whose ``HIDDEN`` follows :class:`HiddenGame`. It says, in the engine's own terms:

- **the decks**: per deal (a match's game, a round), the cards by number with the engine's
  code of each, and the stages of shuffling (a stage is one pass in which every device
  shuffles; the classes keep a position's card within its class, as Curios' hidden site
  values need);
- **the layout**: which seat's hand each position of a fresh deal goes to (or nobody's);
- **the engine built from deals**: the game as dealt from known orders (codes by position);
- **what an action does** to the hidden positions: a card drawn to a hand (:class:`Draw`), a
  card of a hand shown to everybody (:class:`Show`), a card of a hand put face down
  (:class:`Bury`), a card nobody knew turned face up (:class:`Flip`);
- **the view without what has not arrived**: a seat's view with the cards it may see but
  whose openings have not reached this device left out (:meth:`HiddenGame.mask`);
- **secret choices that are not cards** (Curiosity's study tokens, :class:`Place`): values a
  seat picks from a public supply and places face down, opened when the rules reveal them;
  a game that must know some of them before it can go on (the rover's drive) *holds*
  (:meth:`HiddenGame.needs`) until their owners have opened them.

The layer (:mod:`.table`) does the rest for every game alike: the joint shuffles and their
proofs, who must open which position for whom, the reveal proofs, the commitments, the keys
at the end and the replay of the whole game from the opened deal.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol

from expeditions.engine import JSON, Game

__all__ = ["Bury", "Deck", "Draw", "Effect", "Flip", "HiddenGame", "Place", "Show"]


@dataclass(frozen=True)
class Deck:
    """One deal's cards: ``codes[i]`` is card i's engine code (two cards may share a code:
    Curiosity's wild 0-cards); ``kind`` names the deck (its cards' points are hashed from it,
    so another deck's card is no card here); ``stages`` are the classes of each shuffling
    pass (one stage with one class: a plain shuffle)."""

    kind: str
    codes: tuple[str, ...]
    stages: tuple[tuple[int, ...], ...]

    @property
    def size(self) -> int:
        return len(self.codes)


@dataclass(frozen=True)
class Draw:
    """``position`` of the current deal goes to ``seat``'s hand: every other device opens it
    for that seat."""

    seat: int
    position: int


@dataclass(frozen=True)
class Show:
    """A card ``code`` of ``seat``'s hand is shown to everybody: its holder names the position
    and proves the card is there."""

    seat: int
    code: str


@dataclass(frozen=True)
class Bury:
    """A card ``code`` of ``seat``'s hand goes face down, still known only to its holder (the
    holder names the position; the card opens with the keys at the end)."""

    seat: int
    code: str


@dataclass(frozen=True)
class Flip:
    """``position`` of the current deal, which nobody has seen, is turned face up: every
    device opens it."""

    position: int


@dataclass(frozen=True)
class Place:
    """``seat`` puts one of its secret values (``value``, one of its :meth:`HiddenGame.supply`
    for the deal) face down: its device commits to every value of the deal in a secret order
    when the deal begins, names which one it places, and opens it when the rules reveal it."""

    seat: int
    value: str


Effect = Draw | Show | Bury | Flip | Place


class HiddenGame(Protocol):
    """A game's hidden parts, for the deal layer (see the module docstring)."""

    #: The engine's game id.
    GAME: ClassVar[str]

    def deck(self, options: Mapping[str, JSON], deal: int) -> Deck:
        """The cards of deal ``deal`` (0 first) under the engine's normalised options."""
        ...

    def layout(self, options: Mapping[str, JSON], deal: int) -> tuple[int | None, ...]:
        """For each position of a fresh deal, the seat whose hand it goes to (None: nobody
        yet — a draw pile, a side deck, hidden values, unused cards)."""
        ...

    def fixed_start(self, options: Mapping[str, JSON]) -> int | None:
        """The seat the options make start, or None when it is drawn at random (then every
        device contributes to the draw)."""
        ...

    def build(self, options: Mapping[str, JSON], start: int,
              orders: Sequence[Sequence[str]], holds: bool = True) -> Game[Any]:
        """The engine's game dealt from ``orders`` (one per deal begun: the codes by
        position) with ``start`` starting; later deals are anything fixed. ``holds``: the game
        holds where it needs secret values (:meth:`needs`); the real game, replayed once every
        value is known, does not."""
        ...

    def deals(self, game: Game[Any]) -> int:
        """How many deals the game has begun (a match's next game begins one)."""
        ...

    def effects(self, game: Game[Any], seat: int, action: str) -> list[Effect]:
        """What ``seat`` playing ``action`` (legal) in ``game`` does to hidden cards of the
        current deal, in order. ``game`` is left as it was."""
        ...

    def public(self, action: str, effects: Sequence[Effect]) -> str:
        """The action as other devices may read it: the action itself, unless it puts a card
        or a secret value face down (then without it)."""
        ...

    def private(self, public: str, code: str) -> str:
        """The engine's action for a public form that hid ``code`` (a card or a secret value:
        the one a device stands in, or the real one once known)."""
        ...

    def fits(self, game: Game[Any], public: str) -> frozenset[str] | None:
        """For a public form that hides a card put face down, the codes the rules allow
        there (so other devices stand in a card the rules accept); None for any other
        action."""
        ...

    def supply(self, options: Mapping[str, JSON], deal: int, seat: int) -> tuple[str, ...]:
        """The secret values ``seat`` may place during deal ``deal`` (public; empty for a
        game without them)."""
        ...

    def needs(self, game: Game[Any]) -> list[str] | None:
        """None unless ``game`` holds (it must know secret values to go on); then the public
        forms of the placements whose values it needs (the latest of each). Every seat's
        values of the current deal that it never placed are needed too."""
        ...

    def resolve(self, game: Game[Any]) -> None:
        """Let a holding game go on, its needed values now the real ones."""
        ...

    def mask(self, view: dict[str, JSON], unknown: Sequence[str], ended: bool
             ) -> dict[str, JSON]:
        """``view`` (its seat's) without the cards ``unknown`` (codes, one per position it may
        see that has not been opened here yet): a hand's cards on their way, a card turned up
        whose openings are still to come; and when ``ended`` (the game is over here but the
        keys that open the rest are still to come), without what only they tell."""
        ...


class OpenActions:
    """What a :class:`HiddenGame` says when none of its actions puts a card face down and
    its engine never waits for secret values (Lost Cities, Curios): one place for it."""

    def public(self, action: str, effects: Sequence[Effect]) -> str:
        return action

    def private(self, public: str, code: str) -> str:
        raise ValueError("no action of this game hides a card")

    def fits(self, game: Game[Any], public: str) -> frozenset[str] | None:
        return None

    def supply(self, options: Mapping[str, JSON], deal: int, seat: int) -> tuple[str, ...]:
        return ()

    def needs(self, game: Game[Any]) -> list[str] | None:
        return None

    def resolve(self, game: Game[Any]) -> None:
        raise ValueError("this game never holds")


def without_unknown(codes: JSON, unknown: Sequence[str]) -> tuple[list[str], int]:
    """The codes of a view's list (a hand, cards turned up) that have reached this device,
    and how many have not: each code of ``unknown`` takes one copy away, as a hand may hold
    two cards alike."""
    present = [c for c in codes if isinstance(c, str)] if isinstance(codes, list) else []
    missing = list(unknown)
    kept = []
    for code in present:
        if code in missing:
            missing.remove(code)
        else:
            kept.append(code)
    return kept, len(present) - len(kept)
