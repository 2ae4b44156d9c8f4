"""Whole games dealt by every device (issue #52), every game with a hidden part at every
player count: each device a store of its own, the links passed as text, every seat an Easy
computer choosing from its own device's view. At every step each device's storage is read as
a modified app with full access to it would: with everything it holds (its keys included) it
can open exactly the cards its seats may see, and no other seat's secret value. Every save
reloads to the same table; at the end every device holds the same real game and result."""

from __future__ import annotations

import json
from typing import Any

import pytest

from expeditions import registry
from expeditions.games import game_class
from expeditions.remote import ec, mental
from expeditions.remote.linked import LinkedGame
from expeditions.remote.linked_session import linked_replay
from tests.support.linked_play import Device, Party
from tests.support.markers import CPYTHON_ONLY

pytestmark = pytest.mark.slow

HIDDEN = [g for g in registry.game_ids() if registry.has_part(g, "hidden")]


def tables() -> list[tuple[str, dict[str, Any], list[str]]]:
    """Every game with a hidden part at every player count, with a computer on the inviting
    device from three players on (its own person first)."""
    out = []
    for game in HIDDEN:
        cls = game_class(game)
        for players in range(cls.min_players, cls.max_players + 1):
            kinds = ["human"] + ["remote"] * (players - 1)
            if players >= 3:
                kinds[1] = "computer"
            out.append((game, {"games": 1} if game == "lost-cities" else {}, kinds))
    return out


def readable(linked: LinkedGame) -> dict[tuple[int, int], int]:
    """Every position a device can open with what it holds (its keys, every message): its own
    layer taken off each position's current point, looked up among the cards."""
    out = {}
    for d, deal in enumerate(linked.table.deals):
        if not deal.dealt or len(deal.secrets) != len(deal.passes):
            continue
        own = 1
        for k in deal.secrets:
            own = own * k % ec.N
        for p in range(deal.deck.size):
            point = deal.values[p]
            if linked.me not in deal.stripped[p]:
                point = ec.mul(pow(own, -1, ec.N), point)
            card = mental.card_number(deal.deck.kind, deal.deck.size, point)
            if card is not None:
                out[(d, p)] = card
    return out


def may_see(linked: LinkedGame) -> set[tuple[int, int]]:
    """The positions this device's seats may see: their hands, and whatever went face up."""
    mine = set(linked.my_seats)
    out = set()
    for d, deal in enumerate(linked.table.deals):
        if not deal.dealt:
            continue
        for p in range(deal.deck.size):
            if p in deal.public or deal.owner[p] in mine:
                out.add((d, p))
    return out


#: What a device's stored game holds: every message (public), its own key, nonce, deal keys
#: and secret values, and (the inviting device) the seats' secrets it made.
STORED = {"game", "me", "identity", "invite", "joins", "seated", "deals", "secrets", "nonce",
          "keys", "items"}


class StorageCheck:
    """At every step, each device's storage read as a modified app with full access would:
    it holds nothing but :data:`STORED`, and opens no card its seats may not see nor any
    other seat's secret value; every tenth step the game is rebuilt from storage alone."""

    def __init__(self) -> None:
        self.steps = 0

    def __call__(self, party: Party) -> None:
        self.steps += 1
        for device in party.devices.values():
            if device.session is None or device.s.linked.table.finished:
                continue
            state = json.loads(device.stored())["remote"]["state"]
            assert set(state) == STORED
            linked = (LinkedGame.from_json(state, trusted=True) if self.steps % 10 == 0
                      else device.s.linked)
            assert json.dumps(linked.to_json(), sort_keys=True) == json.dumps(state,
                                                                             sort_keys=True)
            assert set(readable(linked)) <= may_see(linked), "it opens a card it may not see"
            for deal in linked.table.deals:
                for seat, items in deal.items.items():
                    if seat not in linked.my_seats:
                        assert items.values is None and items.nonces is None


def finish(party: Party, check: bool) -> None:
    party.play(check=StorageCheck() if check else None)
    assert party.finished
    results = [d.s.game.result() for d in party.devices.values()]
    assert results[0] is not None and all(r == results[0] for r in results)
    for device in party.devices.values():
        assert device.s.game.is_over() and not device.s.outbox or device.number == 0
        device.reload()
        assert device.s.game.result() == results[0]
        replay = linked_replay(device.store.load(device.s.save.id)[0])
        assert replay is not None
        dealt, log = replay
        for seat, action in log:
            dealt.act(seat, action)
        assert dealt.result() == results[0]


@pytest.mark.parametrize("game,options,kinds", [
    t if t[0] == "curios" else pytest.param(*t, marks=CPYTHON_ONLY)
    for t in tables() if len(t[2]) == 2])
def test_two_players_with_storage_checked_at_every_step(game: str, options: dict[str, Any],
                                                        kinds: list[str]) -> None:
    finish(Party(game, options, kinds, seed=3), check=True)


@CPYTHON_ONLY
@pytest.mark.parametrize("game,options,kinds", [t for t in tables() if len(t[2]) > 2])
def test_every_table_size_with_storage_checked(game: str, options: dict[str, Any],
                                               kinds: list[str]) -> None:
    finish(Party(game, options, kinds, seed=5), check=True)


@CPYTHON_ONLY
def test_a_match_and_its_saves_reloading_to_the_same_table() -> None:
    steps = [0]

    def reloads(party: Party) -> None:
        steps[0] += 1
        if steps[0] % 7:
            return
        for device in party.devices.values():
            if device.session is None or not device.s.started:
                continue
            before = device.s.view()
            again = Device(device.number, device.storage, device.clock)
            again.session = device.session
            again.reload()
            assert again.s.view() == before

    party = Party("lost-cities", {"games": 3, "colours": 6}, ["human", "remote"], seed=7)
    party.play(check=reloads)
    assert party.finished
