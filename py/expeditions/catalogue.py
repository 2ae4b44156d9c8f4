"""What the menu says about each game. The static first paint in ``index.html`` repeats the
names and pitches (a test keeps the two in step)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class GameInfo:
    game_id: str
    title: str
    players: str
    pitch: str
    rules: tuple[str, ...]  # short paragraphs for the Rules screen


CATALOGUE: tuple[GameInfo, ...] = (
    GameInfo(
        "curios", "Curios", "2–5 players",
        "Send your archaeologists to four ancient sites and guess which gems are worth most.",
        (
            "Each round, players take turns filling the leftmost open column of a site with "
            "their pawns and take one gem from it. Whoever has the most pawns at a site at the "
            "end of the phase takes a bonus gem.",
            "Each site's gems are worth 1, 3, 5 or 7, hidden until the end. The market cards "
            "you hold or see tell you which values a site cannot have.",
            "Then each player may reveal a card to recruit one more pawn. The game ends after "
            "the round in which two sites run out of gems; gems × values decide the winner.",
        ),
    ),
    GameInfo(
        "curiosity", "Curiosity", "2–4 players",
        "Program the Mars rover together, and hide study spots where you hope it will go.",
        (
            "Each turn, either mark a square of the planet with one of your face-down study "
            "tokens, or play a direction card onto the rover's control panel.",
            "When planning ends, the rover drives: for each panel pile from left to right, it "
            "moves as the top card says, wrapping around the edges. Every token on its route "
            "is revealed and scores for its owner, plus or minus.",
            "After three rounds the highest score wins, but anyone whose 404 token is revealed "
            "is out.",
        ),
    ),
    GameInfo(
        "lost-cities", "Lost Cities", "2 players",
        "Fund expeditions in rising order, bet on them, and don't start what you can't finish.",
        (
            "On your turn, play a card onto your expedition of its colour (higher than the last "
            "one) or discard it, then draw from the deck or the top of a discard pile.",
            "Each expedition you start costs 20 points; its cards add their values, and wager "
            "cards played first multiply the result. Eight cards or more earn 20 extra points.",
            "The game ends when the last deck card is drawn. A match is three games.",
        ),
    ),
)


def info(game_id: str) -> GameInfo:
    for entry in CATALOGUE:
        if entry.game_id == game_id:
            return entry
    raise KeyError(game_id)
