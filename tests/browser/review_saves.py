"""Finished games to review in the browser tests and screenshots: Medium players' games,
seat 0 saved as a person ("Ana") against Hard computers, optionally with a review already
kept (worked out here on CPython at a tiny budget, so a screenshot needs no wait)."""

from __future__ import annotations

from typing import Any

from expeditions.arena import play_game
from expeditions.bots import make_bot
from expeditions.coach.review import review_game
from expeditions.games import game_class
from expeditions.rng import Rng
from expeditions.saves import SavedGame, Seat

PLAYERS = {"lost-cities": 2, "curios": 3, "curiosity": 2}
NAMES = ["Ana", "Rob", "Cy"]
#: tiny sample budgets (no clock) for reviews made here
TINY: dict[str, dict[str, Any]] = {"lost-cities": {"time_limit": None, "iterations": 24},
                                   "curios": {"time_limit": None, "rollouts": 8},
                                   "curiosity": {"time_limit": None, "determinizations": 3}}


def finished_save(game_id: str, save_id: str, seed: int = 3,
                  reviewed: bool = False) -> SavedGame:
    players = PLAYERS[game_id]
    options: dict[str, Any] = {"players": players}
    if game_id == "lost-cities":
        options["games"] = 1
    game = game_class(game_id)(options, seed)
    assert play_game(game, [make_bot(game_id, "medium") for _ in range(players)], Rng(seed))
    seats = [Seat(NAMES[0])] + [Seat(NAMES[i], "computer", "hard") for i in range(1, players)]
    save = SavedGame.from_game(save_id, game, seats, 1_700_000_000_000, 1_700_000_000_500)
    if reviewed:
        save.reviews[0] = review_game(game_id, game.options, game.seed, game.log, 0,
                                      Rng(seed), TINY[game_id]).to_json()
    return save
