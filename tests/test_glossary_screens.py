"""The glossary on screen: the words a player reads or hears — text, accessible names and
titles — on the menu, the forms, Continue, the rules as drawn (figures included), an
invitation from a friend and whole games at the table, in both languages, use no word
docs/glossary.md forbids (tests/test_glossary.py holds the catalogues and rules texts to
it; this holds what the screens build from them)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from expeditions.registry import GAMES
from expeditions.rng import Rng
from expeditions.saves import MemoryStorage, SaveStore, Seat
from expeditions.session import Session
from expeditions.web import continue_screen, remote_screen, rules_screen, screens, table_screen
from expeditions.web.dom import El
from expeditions.web.i18n import LANGUAGES, Words
from expeditions.web.widgets import TableState
from tests.test_glossary import offences
from tests.test_languages import frames_of, game_class_max, read_texts

pytestmark = pytest.mark.slow

GAME_IDS = tuple(e.game_id for e in GAMES)


def screen_texts(tree: El, scope: str | None) -> Iterator[tuple[str, str | None, str]]:
    where = str(tree.attrs.get("class"))
    for text in read_texts(tree):
        yield where, scope, text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_menus_forms_rules_and_invitations_use_the_glossary(lang: str) -> None:
    w = Words(lang)
    store = SaveStore(MemoryStorage())
    for i, game_id in enumerate(GAME_IDS):
        Session.new(game_id, {}, [Seat("Ana"), Seat("", "computer", "medium")], i, f"s{i}",
                    store, lambda: 0)
    found: list[tuple[str, str | None, str]] = []
    for tree in (screens.menu_screen(3, w),
                 continue_screen.continue_screen(store.entries(), 0, w, persisted=True)):
        found += screen_texts(tree, None)
    for game_id in GAME_IDS:
        form = screens.NewGameForm.for_game(game_id)
        form.resize(game_class_max(game_id))
        title = screens.game_title(game_id, w)
        for tree in (screens.new_game_screen(form, w), rules_screen.rules_screen(game_id, w),
                     remote_screen.invite_screen(title, "Ana", ["Ana", "Ben"], [1], w, True)):
            found += screen_texts(tree, game_id)
    bad = offences(lang, iter(found))
    assert not bad, bad[:10]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("game_id", "players", "options"), [
    ("lost-cities", 2, {"games": 1}), ("curios", 3, {}), ("curiosity", 3, {}),
])
def test_whole_games_use_the_glossary(lang: str, game_id: str, players: int,
                                      options: dict[str, object]) -> None:
    w = Words(lang)
    seats = [Seat("Ana")] + [Seat("", "computer", "easy") for _ in range(1, players)]
    session = Session.new(game_id, options, seats, 11, "t", None, lambda: 0)
    rng, state, texts = Rng(11), TableState(), set[str]()
    while True:
        for tree in frames_of(session, state, w):
            texts.update(read_texts(tree))
        seat = session.game.current_player
        if seat is None:
            break
        state.selected = None
        session.act(seat, rng.choice(session.game.legal_actions(seat)))
    texts.update(read_texts(table_screen.game_screen(session, state, w,
                                                     table_screen.Frame(rules="quick"))))
    bad = offences(lang, iter([("table", game_id, t) for t in sorted(texts)]))
    assert not bad, bad[:10]


def test_the_screen_check_bites() -> None:
    """A forbidden word planted in an accessible name is found."""
    from expeditions.web.dom import h

    tree = h("div", {"class": "t"}, h("button", {"aria-label": "Coge la carta"}, "↑"))
    assert offences("es", screen_texts(tree, "lost-cities"))
