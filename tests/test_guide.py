"""The guided first games: each lesson's script is legal from its deal, teaches what it says
it teaches, points at controls the table really draws, refuses any other move with an
explanation, and hands over to free play that reaches the end with a tip every turn."""

from __future__ import annotations

from typing import Any

import pytest

from expeditions.bots import make_bot
from expeditions.coach import guide
from expeditions.games import game_class
from expeditions.rng import Rng
from expeditions.web import guide_panel
from expeditions.web.dom import El
from expeditions.web.i18n import Words
from expeditions.web.tables import curios as cu_table
from expeditions.web.tables import curiosity as cy_table
from expeditions.web.tables import lost_cities as lc_table
from expeditions.web.widgets import TableContext, TableState

from .test_languages import assert_spanish, read_texts

pytestmark = pytest.mark.fast

EN, ES = Words("en"), Words("es")
TABLES = {"lost-cities": lc_table, "curios": cu_table, "curiosity": cy_table}


def lesson_game(game_id: str) -> tuple[guide.Lesson, Any]:
    lesson = guide.lesson_for(game_id)
    assert lesson is not None
    game = game_class(game_id)({**lesson.options, "players": lesson.players}, lesson.seed)
    return lesson, game


def table(game_id: str, game: Any, seat: int, state: TableState, w: Words) -> El:
    names = ["Ana"] + [f"Computer {i}" for i in range(1, game.num_players)]
    ctx = TableContext(game.view(seat), names, state, lambda action: None, w)
    tree: El = TABLES[game_id].render(ctx)
    return tree


def commands(tree: El) -> set[str]:
    return {str(el.attrs["data-cmd"]) for el in tree.walk()
            if "data-cmd" in el.attrs and not el.attrs.get("disabled")}


@pytest.mark.parametrize("game_id", sorted(guide.guided_games()))
def test_the_script_is_legal_and_teaches_what_it_says(game_id: str) -> None:
    lesson, game = lesson_game(game_id)
    assert guide.is_lesson(game)
    taught: set[str] = set()
    texts: set[str] = set()
    while (action := guide.scripted_action(lesson, game)) is not None:
        seat = game.current_player
        assert action in game.legal_actions(seat), (len(game.log), action)
        advice = guide.guidance(game)
        assert advice is not None
        if seat == lesson.human:
            assert advice.expected == action
            taught.add(advice.note.code)
            texts.add(guide_panel.guide_words(game_id, advice.note, ES))
            assert guide_panel.guide_words(game_id, advice.note, EN) not in texts
        else:
            assert advice.expected is None and advice.note.code == "waiting"
        game.act(seat, action)
    assert taught >= lesson.teaches - {"end"}, lesson.teaches - taught
    assert not [t for t in texts if "{" in t]


@pytest.mark.parametrize("game_id", sorted(guide.guided_games()))
def test_every_prompt_points_at_controls_the_table_draws(game_id: str) -> None:
    """A lesson that points at a button the table does not draw would strand the player:
    follow each human step by clicking its targets in order on the rendered table."""
    lesson, game = lesson_game(game_id)
    while (action := guide.scripted_action(lesson, game)) is not None:
        seat = game.current_player
        if seat == lesson.human:
            advice = guide.guidance(game)
            assert advice is not None and advice.targets
            state = TableState()
            for target in advice.targets:
                tree = table(game_id, game, seat, state, EN)
                assert target in commands(tree), (action, target)
                assert guide_panel.mark_targets(tree, advice.targets) >= 1
                verb, _, arg = target.partition(":")
                if verb == "select":
                    state.selected = arg
            assert advice.targets[-1] == f"act:{action}"
        game.act(seat, action)


@pytest.mark.parametrize("game_id", sorted(guide.guided_games()))
def test_a_misstep_is_refused_and_the_step_stays(game_id: str) -> None:
    lesson, game = lesson_game(game_id)
    advice = guide.guidance(game)
    assert advice is not None and advice.expected is not None
    others = [a for a in game.legal_actions(lesson.human) if a != advice.expected]
    assert others and all(guide.misstep(advice, a) for a in others)
    assert not guide.misstep(advice, advice.expected)
    panel = guide_panel.guide_panel(advice, game_id, EN, misstep=True)
    prompt = guide_panel.guide_words(game_id, advice.note, EN)
    assert prompt in panel.text() and panel.text() != prompt


@pytest.mark.parametrize("game_id", sorted(guide.guided_games()))
@pytest.mark.parametrize("seed", [1, 2])
def test_after_the_script_free_play_reaches_the_end_with_tips(game_id: str, seed: int) -> None:
    lesson, game = lesson_game(game_id)
    for action in lesson.script:
        game.act(game.current_player, action)
    easy, rng = make_bot(game_id, "easy"), Rng(seed)
    texts: set[str] = set()
    tips = 0
    while not game.is_over():
        seat = game.current_player
        advice = guide.guidance(game)
        assert advice is not None and advice.expected is None and not advice.targets
        if seat == lesson.human:
            tips += 1
            texts.update(read_texts(guide_panel.guide_panel(advice, game_id, ES)))
            action = rng.choice(game.legal_actions(seat))
        else:
            action = easy.choose(game.view(seat), rng)
        game.act(seat, action)
    end = guide.guidance(game)
    assert end is not None and end.note.code == "end"
    texts.update(read_texts(guide_panel.guide_panel(end, game_id, ES)))
    assert tips > 5
    assert_spanish(texts, f"{game_id} guide")


@pytest.mark.parametrize("game_id", sorted(guide.guided_games()))
def test_a_game_that_leaves_the_script_is_no_longer_held_to_it(game_id: str) -> None:
    lesson, game = lesson_game(game_id)
    other = next(a for a in game.legal_actions(0) if a != lesson.script[0])
    game.act(0, other)
    assert not guide.on_script(lesson, game)
    assert guide.scripted_action(lesson, game) is None
    advice = guide.guidance(game)
    assert advice is not None and advice.expected is None  # free play, with tips


@pytest.mark.parametrize("game_id", sorted(guide.guided_games()))
def test_an_ordinary_game_is_not_a_lesson(game_id: str) -> None:
    lesson, _ = lesson_game(game_id)
    other = game_class(game_id)({**lesson.options, "players": lesson.players}, lesson.seed + 1)
    assert not guide.is_lesson(other) and guide.guidance(other) is None


def _events(game: Any, kind: str, **match: Any) -> list[dict[str, Any]]:
    return [e for e in game.events
            if e["type"] == kind and all(e.get(k) == v for k, v in match.items())]


def _lost_cities_happened(game: Any) -> None:
    assert [e for e in _events(game, "played", seat=0) if e["card"][1] == "W"]
    assert _events(game, "discarded", seat=0) and _events(game, "took", seat=0)


def _curios_happened(game: Any) -> None:
    """The person overtook the computer at a site and kept that site's bonus gem."""
    placed = _events(game, "placed")
    won = {e["site"] for e in _events(game, "bonus", seat=0, reason="majority")}
    contested = {e["site"] for e in placed if e["seat"] == 1} & {
        e["site"] for e in placed if e["seat"] == 0}
    assert won & contested
    assert _events(game, "recruited", seat=0)


def _curiosity_happened(game: Any) -> None:
    """Piles started, built, completed and burnt by the person; a drive that revealed
    their plus tokens while an unplaced negative of theirs counted."""
    mine = _events(game, "card_played", seat=0)
    assert [e for e in mine if e["completes"]] and [e for e in mine if not e["face_up"]]
    assert _events(game, "drive")
    assert [e for e in _events(game, "revealed", owner=0) if 0 < e["value"] < 404]
    assert _events(game, "unplaced", owner=0, counts=True)


HAPPENED = {"lost-cities": _lost_cities_happened, "curios": _curios_happened,
            "curiosity": _curiosity_happened}


@pytest.mark.parametrize("game_id", sorted(guide.guided_games()))
def test_the_rules_the_prompts_name_really_happen(game_id: str) -> None:
    """The codes say what a step teaches; the game's own events show that it happened."""
    lesson, game = lesson_game(game_id)
    for action in lesson.script:
        game.act(game.current_player, action)
    HAPPENED[game_id](game)


def test_the_summary_after_the_drive_matches_the_round() -> None:
    """Curiosity's first prompt of round 2 sums up the drive from the person's view: its
    points are the person's score after round 1, its tokens those the drive revealed."""
    lesson, game = lesson_game("curiosity")
    while not (advice := guide.guidance(game)) or advice.note.code != "after_drive_unplaced":
        action = guide.scripted_action(lesson, game)
        assert action is not None, "the script never sums up a drive"
        game.act(game.current_player, action)
    view = game.view(lesson.human)
    params = advice.note.params
    assert params["points"] == view["scores"][lesson.human] != 0
    revealed = _events(game, "revealed", owner=lesson.human)
    assert len(params["found"]) == len(revealed) > 0
    assert params["count"] == len(_events(game, "drive")[0]["route"])
    assert params["unplaced"] and all(v.startswith("-") for v in params["unplaced"])


def test_a_guided_game_is_a_lesson_not_a_statistic() -> None:
    from expeditions.saves import MemoryStorage, SaveStore, Seat
    from expeditions.session import Session

    lesson, _ = lesson_game("lost-cities")
    store = SaveStore(MemoryStorage())
    seats = [Seat("Ana"), Seat("", "computer", "easy")]
    session = Session.new("lost-cities", dict(lesson.options), seats, lesson.seed, "g1",
                          store, lambda: 0)
    ordinary = Session.new("lost-cities", dict(lesson.options), seats, lesson.seed + 1, "o1",
                           store, lambda: 0)
    rng = Rng(3)
    for s in (session, ordinary):
        while (seat := s.game.current_player) is not None:
            s.act(seat, rng.choice(s.game.legal_actions(seat)))
    assert [r.id for r in store.stats.load().records] == ["o1"]
