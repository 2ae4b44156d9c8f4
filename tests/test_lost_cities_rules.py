"""The Lost Cities rules document: the same shape in English and Spanish, worked examples
drawn with the table's cards whose numbers are the engine's and the rules file's, the app's
choices saying what the rules constants do, and a length a newcomer can learn from."""

from __future__ import annotations

import re

import pytest

from expeditions.games import lost_cities as lc
from expeditions.web.dom import El
from expeditions.web.i18n import LANGUAGES, Words
from expeditions.web.rules import lost_cities as doc_module
from expeditions.web.rules import rules_for
from expeditions.web.rules.model import (
    Block,
    Choice,
    Figure,
    Items,
    Para,
    RulesDoc,
    Table,
    block_kind,
)
from expeditions.web.rules.render import quick_reference, rules_article
from expeditions.web.tables import lost_cities as table

pytestmark = pytest.mark.fast

#: The rules file's worked examples (§5): the seed's three columns and the game total.
RULES_FILE_VALUES = {"example-1": 10, "example-2": 80, "example-3": -6, "game-total": 84}


def texts(doc: RulesDoc) -> list[str]:
    """Every piece of text a reader sees (figure drawings aside)."""
    out = list(doc.minute)
    blocks: list[Block] = list(doc.quick)
    for section in doc.sections:
        out.append(section.title)
        blocks.extend(section.blocks)
    for block in blocks:
        if isinstance(block, Para | Choice):
            out.append(block.text)
        elif isinstance(block, Items):
            out.extend(block.items)
        elif isinstance(block, Figure):
            out.append(block.caption)
        elif isinstance(block, Table):
            out.extend(block.header)
            out.extend(cell for row in block.rows for cell in row)
    return out


def word_count(doc: RulesDoc) -> int:
    return sum(len(re.findall(r"[^\W\d_]+", text)) for text in texts(doc))


def figures(doc: RulesDoc) -> dict[str, Figure]:
    return {b.key: b for b in doc_module.all_blocks(doc) if isinstance(b, Figure)}


def bold_number(caption: str) -> int:
    """The result a caption gives in bold (``**−6 points**``)."""
    match = re.search(r"\*\*([−-]?\d+) ", caption)
    assert match, caption
    return int(match.group(1).replace("−", "-"))


def test_both_languages_have_the_same_sections_and_figures_in_the_same_places() -> None:
    en, es = (doc_module.rules(lang) for lang in LANGUAGES)
    assert [s.id for s in en.sections] == [s.id for s in es.sections]
    for a, b in zip(en.sections, es.sections, strict=True):
        assert [block_kind(x) for x in a.blocks] == [block_kind(x) for x in b.blocks], a.id
        assert a.title != b.title
    assert [block_kind(x) for x in en.quick] == [block_kind(x) for x in es.quick]
    assert len(en.minute) == len(es.minute)
    assert rules_for("lost-cities", "es") == es or rules_for("lost-cities", "es") is not None
    with pytest.raises(ValueError):
        doc_module.rules("fr")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_worked_examples_are_the_engines_and_the_rules_files(lang: str) -> None:
    found = figures(doc_module.rules(lang))
    assert set(found) == set(RULES_FILE_VALUES) | {"order"}
    for key, codes in doc_module.EXAMPLES.items():
        value = lc.column_value_codes(codes)
        assert value == RULES_FILE_VALUES[key] == bold_number(found[key].caption)
        # the caption's arithmetic: the sum, the cost, the multiplier and the bonus
        caption = found[key].caption
        total = sum(doc_module.numbers(codes))
        assert f"= {total}." in caption
        assert f"({total} − {lc.EXPEDITION_COST}) × (1 + {doc_module.wagers(codes)})" in caption
        assert (f"+ {lc.BONUS_POINTS} = " in caption) == (len(codes) >= lc.BONUS_MIN_CARDS)
    total, caption = doc_module.game_total(lang)
    assert total == RULES_FILE_VALUES["game-total"] == bold_number(found["game-total"].caption)
    assert total == sum(lc.column_value_codes(c) for c in doc_module.game_total_columns())


def test_the_examples_match_the_rules_files_columns() -> None:
    # §5 of the rules file: 2,3,7,8,10 / W,W,4,5,6,7,8,10 / W,4,6,7 (any colour)
    shapes = {key: [("W" if lc.IS_WAGER[lc.CARD_OF[c]] else c[1:]) for c in codes]
              for key, codes in doc_module.EXAMPLES.items()}
    assert shapes == {
        "example-1": ["2", "3", "7", "8", "10"],
        "example-2": ["W", "W", "4", "5", "6", "7", "8", "10"],
        "example-3": ["W", "4", "6", "7"],
    }
    assert lc.column_value_codes(doc_module.WORST) == -80
    assert lc.column_value_codes(doc_module.BEST) == 156


@pytest.mark.parametrize("lang", LANGUAGES)
def test_figures_are_drawn_with_the_tables_cards(lang: str) -> None:
    w = Words(lang)
    found = figures(doc_module.rules(lang))
    for key, figure in found.items():
        el = figure.draw()
        assert isinstance(el, El) and el.attrs["role"] == "img" and el.attrs["aria-label"]
        cards = [e for e in el.walk() if "lc-card" in str(e.attrs.get("class", "")).split()]
        assert cards, key
        labels = {str(e.attrs["aria-label"]) for e in cards}
        if key in doc_module.EXAMPLES:
            codes = doc_module.EXAMPLES[key]
            assert len(cards) == len(codes)
            assert labels == {table.card_name(c, w) for c in codes}
            assert el.text().endswith(f"= {doc_module.num(lc.column_value_codes(codes))}")
    order = found["order"].draw().text()
    fits = doc_module.playable_from_hand()
    assert fits == {"Y8": True, "Y5": False, "YW2": False, "Y10": True}
    assert order.count("✓") == 2 and order.count("✗") == 2


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_document_renders_and_has_a_newcomers_length(lang: str) -> None:
    w = Words(lang)
    doc = doc_module.rules(lang)
    html = rules_article(doc, w).to_html() + quick_reference(doc, w).to_html()
    assert "{" not in html and "**" not in html
    assert 900 <= word_count(doc) <= 1800, word_count(doc)
    quick = " ".join(texts(RulesDoc(doc.game_id, (), (), doc.quick)))
    assert f"− {lc.EXPEDITION_COST}) × (1 + " in quick and f"+ {lc.BONUS_POINTS}" in quick
    minute = " ".join(doc.minute)
    assert str(lc.EXPEDITION_COST) in minute and str(lc.BONUS_MIN_CARDS) in minute


def test_spanish_uses_the_glossarys_terms() -> None:
    text = " ".join(texts(doc_module.rules("es")))
    for term in ("expedición", "apretón de manos", "apretones de manos", "mazo",
                 "pila de descartes", "robar", "descartar", "bonificación", "partida larga",
                 "multiplic", "morado"):
        assert term in text.lower(), term
    for english in ("wager", "deck", "draw pile", "discard pile", "expedition "):
        assert english not in text.lower(), english


def choices(lang: str) -> str:
    doc = doc_module.rules(lang)
    return " ".join(b.text for b in doc_module.all_blocks(doc) if isinstance(b, Choice))


def test_the_apps_choices_say_what_the_rules_constants_do(
        monkeypatch: pytest.MonkeyPatch) -> None:
    assert lc.TIE_START_GOES_TO_NON_STARTER and lc.TIED_MATCH_IS_DRAW
    before = {lang: choices(lang) for lang in LANGUAGES}
    assert "did **not** start the previous game" in before["en"]
    assert "both players share the victory" in before["en"]
    assert "quien **no** empezó la anterior" in before["es"]
    assert "comparten la victoria" in before["es"]
    monkeypatch.setattr(lc, "TIE_START_GOES_TO_NON_STARTER", False)
    monkeypatch.setattr(lc, "TIED_MATCH_IS_DRAW", False)
    after = {lang: choices(lang) for lang in LANGUAGES}
    assert "started the previous game starts the next one too" in after["en"]
    assert "nobody wins the match" in after["en"]
    assert "vuelve a empezar" in after["es"] and "nadie gana." in after["es"]


def test_the_scoring_words_match_the_wagers_per_colour() -> None:
    # "one wager doubles the result, two triple it, three quadruple it": words for each
    # number of wagers a colour has, so a change of the constant needs new words
    assert lc.WAGERS_PER_COLOUR == 3
