"""Curiosity in words, in English and Spanish: every event of random games, every refusal
code the rules raise, the progress codes, the option, the score parts and the whole table."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from expeditions.engine import IllegalAction
from expeditions.games import curiosity as cur
from expeditions.games.curiosity import Curiosity
from expeditions.rng import Rng
from expeditions.web.i18n import LANGUAGES, Words
from expeditions.web.tables import curiosity as table
from expeditions.web.widgets import Playback, TableContext, TableState

pytestmark = pytest.mark.fast

NAMES = ["Ana", "Ben", "Cy", "Dee"]
EVENT_TYPES = {"round_started", "token_placed", "card_played", "skipped", "drive",
               "revealed", "unplaced", "game_over"}


def random_game(seed: int, players: int, steps: int | None = None) -> Curiosity:
    game = Curiosity({"players": players}, seed)
    rng = Rng(seed)
    while not game.is_over() and (steps is None or steps > 0):
        seat = game.current_player
        assert seat is not None
        game.act(seat, rng.choice(game.legal_actions(seat)))
        steps = None if steps is None else steps - 1
    return game


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_event_of_random_games_is_worded(lang: str) -> None:
    w = Words(lang)
    seen: set[str] = set()
    for players in (2, 3, 4):
        for seed in range(6):
            names = NAMES[:players]
            for event in random_game(seed, players).view(None)["events"]:
                seen.add(event["type"])
                text = table.describe_event(event, names, w)
                assert text and "{" not in text and "}" not in text, (event, text)
                assert text != event["type"]
                seat = event.get("seat")
                if isinstance(seat, int):  # a seat's own action starts with its name
                    assert text.startswith(names[seat]), text
    assert seen >= EVENT_TYPES - {"skipped"}  # skipping needs a made-up position
    skipped = table.describe_event({"type": "skipped", "seat": 1}, NAMES, w)
    assert skipped.startswith("Ben") and "{" not in skipped


def _source_codes() -> set[str]:
    source = Path(cur.__file__).read_text(encoding="utf-8")
    return set(re.findall(r'IllegalAction\(\s*"([a-z_]+)"', source))


#: One move refused for each reason, in :func:`_probe_game` (seat 0 to act, the rover on
#: D4, seat 0's -1 on A1, a North Pole pile at position 1).
PROBES = {
    "token:+1@9,9": "off_board", "token:+1@3,3": "under_rover", "token:+1@0,0": "square_taken",
    "token:+3@1,1": "future_round_token", "token:-1@1,1": "token_already_placed",
    "token:+5@1,1": "no_such_token", "card:N1@5": "bad_position", "card:N9@1": "not_in_hand",
    "card:0@3": "zero_cannot_start", "card:N2@2": "wrong_pile", "card:G1@1": "position_taken",
}


def _probe_game() -> Curiosity:
    game = Curiosity({"players": 3, "start_player": 0}, 1)
    game.hands[0] = ["N1", "N2", "S2", "G1", "0"]
    game.act(0, "token:-1@0,0")
    game.turn_seat = 0
    game.panel_type[0], game.panel_up[0] = "N", ["N3"]
    return game


def _refusal(game: Curiosity, action: str) -> IllegalAction:
    with pytest.raises(IllegalAction) as caught:
        game.clone().act(0, action)
    return caught.value


def test_every_refusal_code_is_worded_with_its_params() -> None:
    game = _probe_game()
    raised: dict[str, dict[str, Any]] = {}
    for action, code in PROBES.items():
        err = _refusal(game, action)
        assert err.code == code, (action, err.code)
        raised[code] = err.params
    later = Curiosity({"players": 2, "start_player": 0}, 3)
    later.round = 2  # -1 is a round-1 value only
    err = _refusal(later, "token:-1@0,0")
    assert err.code == "past_round_token"
    raised[err.code] = err.params
    assert set(raised) == _source_codes()
    for lang in LANGUAGES:
        w = Words(lang)
        for code, params in raised.items():
            assert w.has(f"curiosity.reason.{code}"), code
            text = w.coded("curiosity", "reason", code, params)
            assert text and "{" not in text
    assert Words("es").coded("curiosity", "reason", "wrong_pile", raised["wrong_pile"]) == (
        "esa carta tiene que ir a su propia pila, en la posición 1")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_progress_options_and_score_parts_are_worded(lang: str) -> None:
    w = Words(lang)
    game = Curiosity({"players": 2}, 4)
    assert w.coded("curiosity", "progress", *game.progress()) == (
        "Round 1 of 3" if lang == "en" else "Ronda 1 de 3")
    finished = random_game(4, 2)
    assert w.coded("curiosity", "progress", *finished.progress())
    for spec in Curiosity.option_specs:
        assert w(f"curiosity.option.{spec.key}")
        assert len({w(f"curiosity.option.{spec.key}.{value}") for value, _ in spec.choices}) \
            == len(spec.choices)
    result = finished.result()
    assert result is not None
    for part in result.breakdown[0]["parts"]:
        assert w(f"curiosity.part.{part}")


#: English words that must not show through the Spanish table.
ENGLISH = re.compile(r"\b(Round|round|Score|Position|token|tokens|steps?|rover|Planet|pile|"
                     r"empty|complete|Player|Players|Revealed|Skip|drive|Your|none)\b")


def _texts(html: str) -> str:
    """The text nodes and the aria-labels of a rendered table."""
    labels = re.findall(r'aria-label="([^"]*)"', html)
    return " ".join(labels) + " " + re.sub(r"<[^>]+>", " ", html)


@pytest.mark.slow
def test_the_spanish_table_has_no_english_left() -> None:
    es = Words("es")
    for players in (2, 4):
        game = Curiosity({"players": players}, 7)
        rng = Rng(7)
        names = NAMES[:players]
        while True:
            seat = game.current_player
            for viewer in (seat, None):
                view = game.view(viewer)
                state = TableState(selected=None)
                html = table.render(TableContext(view, names, state, lambda a: None,
                                                 es)).to_html()
                assert not ENGLISH.search(_texts(html)), ENGLISH.search(_texts(html))
                found = table.playback(game.view(None))
                if viewer is None and found is not None:
                    drive = Playback(*found)
                    for frame in range(found[1]):
                        drive.frame = frame
                        html = table.render(TableContext(
                            view, names, TableState(playback=drive), lambda a: None,
                            es)).to_html()
                        assert not ENGLISH.search(_texts(html))
            if seat is None:
                break
            game.act(seat, rng.choice(game.legal_actions(seat)))


def test_squares_are_named_the_same_on_the_board_and_in_the_log() -> None:
    game = Curiosity({"players": 3, "start_player": 0}, 2)
    game.act(0, "token:+2@1,4")
    view = game.view(None)
    event = view["events"][-1]
    for lang in LANGUAGES:
        w = Words(lang)
        html = table.render(TableContext(view, NAMES[:3], TableState(), lambda a: None,
                                         w)).to_html()
        name = table.square_name(event["square"])
        assert name == "B5" and name in table.describe_event(event, NAMES, w)
        assert f'aria-label="{w("curiosity.square", square=name)}' in html
        # the board's edges show the letter and the number
        assert '<th scope="col" class="cy-coord">B</th>' in html
        assert '<th scope="row" class="cy-coord">5</th>' in html
