"""The coach: what helps a player get good at a game, beside the rules — statistics kept
across games, replays, hints from the Hard computer, memory aids and guided first games.
Pure Python like the engine; the screens word and draw what these modules compute."""
