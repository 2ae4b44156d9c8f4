"""Curiosity's memory aid: which face-down study tokens the route preview would reveal,
and whose they are.

Everything here is public or the viewer's own: the route preview follows the face-up
tops of the control panel, every player sees the owner and round on the back of a
face-down token, and a token's value is known only to its owner. So the aid is read
from one seat's view alone (``game.view(seat)``) and shows a value only where that view
already holds one; it never touches the game state. No words: the table words it.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..games.curiosity import ERROR_404, CuriosityView, TokenView, token_value

Square = tuple[int, int]


@dataclass(frozen=True)
class Reveal:
    """A face-down token on the previewed route."""

    square: Square
    step: int  # the route step (1-based) on which the rover first enters the square
    owner: int
    round: int
    value: int | None  # known only for the viewer's own tokens


@dataclass(frozen=True)
class RouteReveals:
    """What the rover would turn face up if planning stopped now, for one viewer."""

    seat: int | None  # the viewer (``None``: the public view, every value unknown)
    route_length: int  # squares the preview drives (0: no pile on the panel yet)
    reveals: tuple[Reveal, ...]  # in route order

    def count(self, owner: int) -> int:
        """How many of ``owner``'s tokens the route would reveal."""
        return sum(1 for r in self.reveals if r.owner == owner)

    @property
    def owners(self) -> tuple[int, ...]:
        """The owners of the tokens on the route, each once, by seat."""
        return tuple(sorted({r.owner for r in self.reveals}))

    @property
    def mine(self) -> tuple[Reveal, ...]:
        """The viewer's own tokens on the route (their values are known)."""
        return tuple(r for r in self.reveals if self.seat is not None and r.owner == self.seat)

    @property
    def my_points(self) -> int:
        """What the viewer's own tokens on the route would score (a 404 scores nothing:
        it eliminates, see :attr:`my_404`)."""
        return sum(int(r.value) for r in self.mine if r.value is not None
                   and r.value != ERROR_404)

    @property
    def my_404(self) -> bool:
        """Whether the route would reveal the viewer's own 404 (out of the game)."""
        return any(r.value == ERROR_404 for r in self.mine)


def route_reveals(view: CuriosityView) -> RouteReveals:
    """The tokens the route preview of ``view`` would reveal, in the order the rover
    reaches them (a square entered twice reveals once, at its first step). Nothing once
    the game is over: there is no route left to preview."""
    seat = view["seat"]
    if view["over"]:
        return RouteReveals(seat, 0, ())
    route = [(c, r) for c, r in view["route_preview"]]
    tokens: dict[Square, TokenView] = {(t["col"], t["row"]): t for t in view["tokens"]}
    reveals: list[Reveal] = []
    seen: set[Square] = set()
    for step, square in enumerate(route, start=1):
        if square in seen:
            continue
        seen.add(square)
        token = tokens.get(square)
        if token is None:
            continue
        owner = token["owner"]
        label = token["value"] if seat is not None and owner == seat else None
        reveals.append(Reveal(square, step, owner, token["round"],
                              None if label is None else token_value(label)))
    return RouteReveals(seat, len(route), tuple(reveals))
