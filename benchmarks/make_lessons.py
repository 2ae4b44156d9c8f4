"""Find the deal and scripted opening of a guided game (``py/expeditions/coach/guide_*.py``).

Searches seeds for a deal on which a fixed teaching plan works, the computer's moves being
the Easy bot's own (a fixed random stream), and prints the seed and the script to paste
into the lesson. Run: ``PYTHONPATH=py python3 benchmarks/make_lessons.py <game id>``
(``lost-cities``, ``curios``, ``curiosity``, or ``all``; each takes seconds).

Lost Cities' plan, the person starting: (1) play a wager of a colour they hold three or
more numbers of, draw; (2) start that colour with its lowest number, draw; (3) discard the
highest card of a colour they hold only one of, then take from a discard pile a card the
computer threw away that extends the expedition; (4) extend it, draw.

Curios' plan, the person first: (1) fill the first column of a site they hold two low
cards of (so its gems are worth 5 or 7); (2) overtake the computer at a site it has pawns
at, by filling the next column there; (3) spend the last pawns as the Easy rule would;
the person must end Phase 1 with that site's bonus gem; (4) recruit with the card of the
colour they hold fewest gems of. The script stops when round 2 starts.

Curiosity's plan (two players), the person starting: (1) start a pile at position 1 with a
typed card of 2-4; (2) place the +2 on the first free square of the route preview;
(3) play a card on an existing pile of one card, keeping the +2 on the route; (4) place
the -2 off the route and off the rover's row and column; (5) complete a pile, keeping the
+2 on the route; then the +1 on the route, and cards chosen to keep the person's tokens on
the route, never the -1. The computer must end planning, the drive must reveal the
person's positives and none of their negatives, with the -1 unplaced (it counts); then,
in round 2 after the computer's first move, the person starts a pile.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

from expeditions.bots import make_bot
from expeditions.bots.curios import estimates, greedy_action, seen_by
from expeditions.games.curios import SITES, Curios, Place, parse_card
from expeditions.games.curiosity import (
    Curiosity,
    PlaceToken,
    PlayCard,
    card_type,
    card_value,
    compute_route,
)
from expeditions.games.lost_cities import LostCities
from expeditions.rng import Rng


def _wager(code: str) -> bool:
    return code[1:2] == "W"


def _value(code: str) -> int:
    return 0 if _wager(code) else int(code[1:])


def lost_cities_opening(seed: int, bot_seed: int) -> list[str] | None:
    game = LostCities({"players": 2, "start": "p1", "games": 1, "colours": 5}, seed)
    bot, rng = make_bot("lost-cities", "easy"), Rng(bot_seed)
    script: list[str] = []

    def me(action: str) -> None:
        game.act(0, action)
        script.append(action)

    def computer_turn() -> None:
        for _ in range(2):
            action = bot.choose(game.view(1), rng)
            game.act(1, action)
            script.append(action)

    def numbers(colour: str, above: int = -1) -> list[str]:
        hand = game.view(0)["hand"]
        return sorted((c for c in hand if c[0] == colour and not _wager(c)
                       and _value(c) > above), key=_value)

    hand = game.view(0)["hand"]
    wager = next((c for c in hand if _wager(c) and len(numbers(c[0])) >= 3
                  and _value(numbers(c[0])[0]) <= 4), None)
    if wager is None:
        return None
    colour = wager[0]
    me(f"play:{wager}")
    me("draw:deck")
    computer_turn()
    me(f"play:{numbers(colour)[0]}")
    me("draw:deck")
    computer_turn()
    hand = game.view(0)["hand"]
    singles = [c for c in hand if c[0] != colour and not _wager(c)
               and sum(d[0] == c[0] for d in hand) == 1]
    if not singles:
        return None
    view = game.view(0)
    last = _value(view["columns"][0][view["colours"].index(colour)][-1])
    discard = max(singles, key=_value)
    me(f"discard:{discard}")
    view = game.view(0)
    take = next((f"draw:{letter}" for letter, pile in zip(view["colours"], view["discards"],
                                                         strict=True)
                 if pile and letter != discard[0] and pile[-1][0] == colour
                 and _value(pile[-1]) > last), None)
    if take is None:
        return None
    me(take)
    computer_turn()
    view = game.view(0)
    higher = numbers(colour, _value(view["columns"][0][view["colours"].index(colour)][-1]))
    if not higher:
        return None
    me(f"play:{higher[0]}")
    me("draw:deck")
    computer_turn()
    return script


class _Opening:
    """A game being scripted: the person's moves by the plan, the computer's by Easy."""

    def __init__(self, game: Any, bot_seed: int) -> None:
        self.game = game
        self.bot, self.rng = make_bot(game.game_id, "easy"), Rng(bot_seed)
        self.script: list[str] = []
        self.ended_by_computer = False  # a computer's move ended a round (Curiosity)

    def me(self, action: str) -> None:
        self.game.act(0, action)
        self.script.append(action)

    def computer(self, rounds: int = 99) -> None:
        """The computer's turns until the person's, or until round ``rounds`` starts."""
        game = self.game
        while game.current_player == 1 and game.round < rounds:
            before = game.round
            action = self.bot.choose(game.view(1), self.rng)
            game.act(1, action)
            self.script.append(action)
            self.ended_by_computer = self.ended_by_computer or game.round != before


def _card_site(card: str) -> int:
    return (parse_card(card) or (0, 0))[0]


def _card_value(card: str) -> int:
    return (parse_card(card) or (0, 0))[1]


def _overtakes(game: Curios, site: int) -> bool:
    """Whether the person's filling the next column at ``site`` overtakes the computer."""
    mine, theirs = game.pawns_at(site)
    cap = game.next_capacity(site) or 0
    return theirs > 0 and mine <= theirs < mine + cap and game.gems_left[site] > 0


def curios_opening(seed: int, bot_seed: int) -> list[str] | None:
    game = Curios({"players": 2}, seed)
    if game.first_player != 0:
        return None
    run = _Opening(game, bot_seed)
    hand = game.hands[0]
    good = [s for s in range(4)
            if sum(1 for c in hand if _card_site(c) == s and _card_value(c) <= 3) == 2]
    if not good:
        return None
    run.me(str(Place(good[0])))
    run.computer(2)
    contested = [s for s in game.placements(0) if s != good[0] and _overtakes(game, s)]
    if not contested:
        return None
    run.me(str(Place(contested[0])))
    run.computer(2)
    while game.phase == "search" and game.current_player == 0:
        run.me(str(greedy_action(game, 0, estimates(seen_by(game, 0)))))
        run.computer(2)
    bonus = next((b for b in game.last_bonuses if b["site"] == SITES[contested[0]]), None)
    if game.phase != "recruit" or game.current_player != 0 or bonus is None \
            or bonus["player"] != 0 or not bonus["gems"]:
        return None
    hand = game.hands[0]
    run.me(f"recruit:{min(hand, key=lambda c: (game.gems[0][_card_site(c)], _card_value(c)))}")
    run.computer(2)
    return run.script if game.round == 2 else None


def _route_with(game: Curiosity, move: PlayCard) -> list[tuple[int, int]]:
    """The route preview once ``move`` is played."""
    legs = []
    for i, kind in enumerate(game.panel_type):
        up = game.panel_up[i]
        if i == move.index and len(up) < game.completion:
            legs.append((kind or str(card_type(move.card)), card_value(move.card)))
        elif kind is not None and up:
            legs.append((kind, card_value(up[-1])))
    return compute_route(game.size, game.rover, legs)


def _free_route(game: Curiosity) -> list[tuple[int, int]]:
    return [sq for sq in game.route_preview() if sq not in game.board and sq != game.rover]


def _mine_on(game: Curiosity, route: list[tuple[int, int]]) -> int:
    return sum(t[2] for sq, t in game.board.items() if t[0] == 0 and sq in set(route))


def _curiosity_lessons(run: _Opening) -> tuple[int, int] | None:
    """Steps (1)-(5) of the plan; returns the +2's square."""
    game: Curiosity = run.game
    typed = [c for c in game.hands[0] if card_type(c) and 2 <= card_value(c) <= 4]
    if not typed:
        return None
    run.me(f"card:{max(typed, key=card_value)}@1")
    run.computer()
    if not _free_route(game):
        return None
    plus = _free_route(game)[0]
    run.me(str(PlaceToken(2, *plus)))
    run.computer()
    onto = [m for m in game.card_actions(0) if game.panel_type[m.index] and card_type(m.card)
            and len(game.panel_up[m.index]) == 1 and plus in _route_with(game, m)]
    if not onto:
        return None
    run.me(str(onto[0]))
    run.computer()
    route, (rx, ry) = set(game.route_preview()), game.rover
    safe = [(x, y) for y in range(game.size) for x in range(game.size)
            if (x, y) not in game.board and (x, y) not in route and x != rx and y != ry]
    if not safe or game.current_player != 0:
        return None
    run.me(str(PlaceToken(-2, *safe[0])))
    run.computer()
    completing = [m for m in game.card_actions(0) if card_type(m.card)
                  and len(game.panel_up[m.index]) == game.completion - 1
                  and plus in _route_with(game, m)]
    if not completing or game.round != 1 or game.current_player != 0:
        return None
    run.me(str(completing[0]))
    run.computer()
    return plus


def _curiosity_rest_of_round(run: _Opening) -> bool:
    """The +1 on the route, then cards that keep the person's tokens on it; never the -1."""
    game: Curiosity = run.game
    while game.round == 1 and game.current_player == 0:
        if 1 in game.supply[0][0] and _free_route(game):
            run.me(str(PlaceToken(1, *_free_route(game)[0])))
        elif cards := game.card_actions(0):
            run.me(str(max(cards, key=lambda m: (
                _mine_on(game, _route_with(game, m)),
                len(game.panel_up[m.index]) < game.completion))))
        else:
            return False  # the -1 would have to be placed
        run.computer()
    return game.round == 2


def curiosity_opening(seed: int, bot_seed: int) -> list[str] | None:
    game = Curiosity({"players": 2, "start_player": 0}, seed)
    run = _Opening(game, bot_seed)
    if _curiosity_lessons(run) is None or not _curiosity_rest_of_round(run):
        return None
    last = game.view(0)["last_round"]
    mine = [r["value"] for r in last["reveals"] if r["owner"] == 0]
    unplaced = [u for u in last["unplaced"] if u["owner"] == 0 and u["counts"]]
    if not run.ended_by_computer or not unplaced or not mine \
            or any(v.startswith("-") for v in mine) or game.current_player != 0:
        return None
    start = [m for m in game.card_actions(0) if game.panel_type[m.index] is None
             and card_type(m.card) and card_value(m.card) >= 2]
    if not start:
        return None
    run.me(str(start[0]))
    return run.script


PLANS: dict[str, Callable[[int, int], list[str] | None]] = {
    "lost-cities": lost_cities_opening,
    "curios": curios_opening,
    "curiosity": curiosity_opening,
}


def find(game_id: str) -> int:
    plan = PLANS[game_id]
    for seed in range(1, 20_000):
        for bot_seed in (1, 2, 3):
            script = plan(seed, bot_seed)
            if script:
                print(f"{game_id}: seed={seed} (Easy's random stream {bot_seed})")
                print(script)
                return 0
    return 1


def main(game_id: str) -> int:
    if game_id == "all":
        return max(find(g) for g in PLANS)
    if game_id not in PLANS:
        print(f"no plan for {game_id}", file=sys.stderr)
        return 2
    return find(game_id)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "lost-cities"))
