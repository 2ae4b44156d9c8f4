"""Random playouts shared by the game tests."""

from __future__ import annotations

from typing import Any, TypeVar

from expeditions.engine import Game
from expeditions.rng import Rng

G = TypeVar("G", bound=Game[Any])


def random_steps(game: G, rng: Rng, steps: int | None = None) -> G:
    """Play up to ``steps`` uniformly random legal actions (all, to the end, if None)."""
    done = 0
    while not game.is_over() and (steps is None or done < steps):
        seat = game.current_player
        assert seat is not None
        game.act(seat, rng.choice(game.legal_actions(seat)))
        done += 1
    return game
