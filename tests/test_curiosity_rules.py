"""The rules of Curiosity in the app: both languages have the same shape, the worked
examples are what the engine does (route, wrap, reveals, points, tie-break), and their
captions carry the engine's numbers."""

from __future__ import annotations

import re
from html import escape

import pytest

from expeditions.games import curiosity as cur
from expeditions.games.curiosity import compute_route
from expeditions.web.i18n import LANGUAGES, Words
from expeditions.web.rules import curiosity as rules_module
from expeditions.web.rules import rules_for
from expeditions.web.rules.model import Choice, Figure, Items, Para, RulesDoc, Table, block_kind
from expeditions.web.rules.render import quick_reference, rules_article
from expeditions.web.tables import curiosity as table

pytestmark = pytest.mark.fast


def doc(lang: str) -> RulesDoc:
    found = rules_for("curiosity", lang)
    assert found is not None
    return found


def texts(document: RulesDoc, quick: bool = True) -> list[str]:
    """Every text of the document (with its quick reference unless told)."""
    out = list(document.minute)
    blocks = [b for s in document.sections for b in s.blocks]
    blocks += list(document.quick) if quick else []
    out += [s.title for s in document.sections]
    for b in blocks:
        if isinstance(b, (Para, Choice)):
            out.append(b.text)
        elif isinstance(b, Items):
            out += b.items
        elif isinstance(b, Figure):
            out.append(b.caption)
        elif isinstance(b, Table):
            out += list(b.header) + [cell for row in b.rows for cell in row]
    return out


def figure(document: RulesDoc, key: str) -> Figure:
    return next(b for s in document.sections for b in s.blocks
                if isinstance(b, Figure) and b.key == key)


def test_both_languages_have_the_same_sections_blocks_and_figures() -> None:
    en, es = doc("en"), doc("es")
    assert [s.id for s in en.sections] == [s.id for s in es.sections]
    for a, b in zip(en.sections, es.sections, strict=True):
        assert [block_kind(x) for x in a.blocks] == [block_kind(x) for x in b.blocks], a.id
    assert [block_kind(x) for x in en.quick] == [block_kind(x) for x in es.quick]
    assert len(en.minute) == len(es.minute)
    assert {s.id for s in en.sections} >= {"components", "setup", "turn", "movement",
                                           "resolution", "end", "ties"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_text_is_complete_and_renders(lang: str) -> None:
    document = doc(lang)
    words = sum(len(text.split()) for text in texts(document, quick=False))
    assert 900 <= words <= 1800, words  # the rules; the quick reference is a digest
    assert len(" ".join(texts(document)).split()) - words <= 250
    assert all("{" not in text and "}" not in text for text in texts(document))
    # every rules constant the specification marks [R] is a Choice block somewhere
    choices = [b for s in document.sections for b in s.blocks if isinstance(b, Choice)]
    assert len(choices) >= 9
    w = Words(lang)
    html = rules_article(document, w).to_html() + quick_reference(document, w).to_html()
    assert html.count('class="cy-figure" role="img"') == 3
    for key in ("drive", "result", "tiebreak"):
        assert f'aria-label="{escape(w("curiosity.figure." + key))}"' in html
    assert "data-cmd" not in html  # a figure offers no move


def test_the_drive_example_is_the_engines_drive_with_a_wrap() -> None:
    before, after, action = rules_module.drive_example()
    last = after["last_round"]
    route = [tuple(sq) for sq in last["route"]]
    # what the rules say: piles left to right, the top card of each, edges wrap
    assert [(leg["type"], leg["steps"]) for leg in last["legs"]] == [("G", 2), ("N", 3),
                                                                       ("O", 1)]
    assert route == compute_route(5, (2, 2), [("G", 2), ("N", 3), ("O", 1)])
    assert route == [(3, 2), (4, 2), (4, 1), (4, 0), (4, 4), (3, 4)]
    assert [tuple(sq) for sq in before["route_preview"]] == route
    assert after["rover"] == [3, 4] and after["round"] == 2
    frames = [table.drive_frame(cur.as_view(after), f) for f in range(len(route) + 2)]
    assert [f.step for f in frames if f.wrapped] == [5]  # E1 -> E5 crosses the edge
    # the last card went face down on the complete North Pole pile and changed nothing
    assert action == cur.PlayCard("N4", 2) and str(action) == "card:N4@2"
    assert before["panel"][1]["complete"] and before["panel"][1]["top"] == 3
    played = [e for e in after["events"] if e["type"] == "card_played"][-1]
    assert played["face_up"] is False
    # the reveals and the unplaced tokens, as the rules tell them
    assert [(r["owner"], r["value"], tuple(r["square"])) for r in last["reveals"]] == [
        (0, "+2", (4, 1)), (1, "+2", (4, 4)), (0, "-1", (3, 4))]
    assert [(u["owner"], u["value"], u["counts"]) for u in last["unplaced"]] == [
        (0, "-2", True), (1, "+1", False), (1, "-1", True)]
    assert [table.round_points(after, p) for p in (0, 1)] == [2 - 1 - 2, 2 - 1]
    assert after["scores"] == [-1, 1]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_drive_captions_carry_the_engines_numbers(lang: str) -> None:
    _, after, _ = rules_module.drive_example()
    last = after["last_round"]
    drive = figure(doc(lang), "drive").caption
    names = [table.square_name(sq) for sq in last["route"]]
    assert re.findall(r"\b[A-E][1-5]\b", drive) == ["C3", *names]
    assert "**E5**" in drive
    result = figure(doc(lang), "drive-result").caption
    for p, name in enumerate(rules_module.NAMES):
        assert f"{name} {table.round_points(after, p):+d}" in result
    for r in last["reveals"]:
        assert table.square_name(r["square"]) in result


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_tiebreak_example_is_the_engines_scoring(lang: str) -> None:
    game = rules_module.tiebreak_example()
    a, b = game.breakdown(0), game.breakdown(1)
    # the specification's worked example: 10 - 1 - 2 = 7 with 3, 8 - 1 = 7 with 1; B wins
    assert (a["score"], a["negative_points"]) == (7, 3)
    assert (b["score"], b["negative_points"]) == (7, 1)
    assert game.winners() == [1]
    result = game.result()
    assert result is not None and result.winners == [1]
    caption = figure(doc(lang), "tiebreak").caption
    assert f"{a['positives']} − {a['negatives']} − {a['unplaced_negatives']} = 7" in caption
    assert f"{b['positives']} − {b['negatives']} = 7" in caption
    assert "Ben" in caption.split("**")[1]
    html = figure(doc(lang), "tiebreak").draw().to_html()
    w = Words(lang)
    assert w("curiosity.player.score", score=7) in html
    assert w("curiosity.player.negatives", negatives=3) in html


def test_the_setup_and_token_tables_come_from_the_constants() -> None:
    for lang in LANGUAGES:
        setup = next(s for s in doc(lang).sections if s.id == "setup")
        rows = next(b for b in setup.blocks if isinstance(b, Table)).rows
        numbers = [tuple(re.findall(r"\d+", " ".join(row))) for row in rows]
        assert numbers == [("2", "5", "5", "18", "7", "4", "3"),
                           ("3", "7", "7", "22", "6", "4", "4"),
                           ("4", "7", "7", "22", "5", "2", "4")]
        tokens = next(b for b in doc(lang).quick if isinstance(b, Table)).rows
        w = Words(lang)
        assert [row[1] for row in tokens] == [
            w.join([cur.token_label(v) for v in cur.TOKENS_BY_ROUND[r]]) for r in (1, 2, 3)]
