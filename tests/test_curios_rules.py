"""The Curios rules in the app: both languages have the same shape, the worked examples'
numbers are the engine's (and the rules file's), and each "app's choice" says what the
constants do."""

from __future__ import annotations

import re

import pytest

from expeditions.games import curios as C
from expeditions.web.i18n import Words
from expeditions.web.rules import curios as R
from expeditions.web.rules import rules_for
from expeditions.web.rules.model import Choice, Figure, RulesDoc, Table, all_texts, block_kind
from expeditions.web.rules.render import rules_article

pytestmark = pytest.mark.fast

LANGS = ("en", "es")


def texts(doc: RulesDoc) -> list[str]:
    return all_texts(doc)


def figures(doc: RulesDoc) -> dict[str, Figure]:
    return {b.key: b for s in doc.sections for b in s.blocks if isinstance(b, Figure)}


def choices(doc: RulesDoc) -> list[str]:
    return [b.text for s in doc.sections for b in s.blocks if isinstance(b, Choice)]


def test_the_rules_are_found_and_shaped_alike_in_both_languages() -> None:
    en, es = rules_for("curios", "en"), rules_for("curios", "es")
    assert en is not None and es is not None
    assert [s.id for s in en.sections] == [s.id for s in es.sections] == [
        "goal", "components", "setup", "round", "clues", "end", "scoring", "ties"]
    for a, b in zip(en.sections, es.sections, strict=True):
        assert [block_kind(x) for x in a.blocks] == [block_kind(x) for x in b.blocks], a.id
    assert set(figures(en)) == {"site", "round", "deduction", "scoring"}
    assert len(choices(en)) == len(choices(es)) == 7
    with pytest.raises(ValueError):
        R.rules("fr")


@pytest.mark.parametrize("lang", LANGS)
def test_each_text_is_long_enough_to_learn_from_and_not_padded(lang: str) -> None:
    doc = R.rules(lang)
    words = sum(len(re.findall(r"\w+", t)) for t in texts(doc))
    assert 900 <= words <= 1800, words


def test_the_scoring_example_is_the_seeds_40_scored_by_the_engine() -> None:
    # the rules file's example: 4 blue worth 3 and 4 yellow worth 7
    assert R.SCORING_GEMS[C.SITES.index("shipwreck")] == 4
    assert R.SCORING_GEMS[C.SITES.index("pyramid")] == 4
    assert C.score(R.SCORING_GEMS, R.SCORING_VALUES) == 4 * 3 + 4 * 7 == 40
    game = C.Curios({"players": 2}, 1)
    game.values = list(R.SCORING_VALUES)
    game.gems = [list(R.SCORING_GEMS), [0, 0, 0, 0]]
    game._end_game()
    result = game.result()
    assert result is not None and result.scores[0] == 40
    assert R.scoring_result()["breakdown"][0] == {
        k: v for k, v in result.breakdown[0].items() if k != "site_values"}
    for lang in LANGS:
        fig = figures(R.rules(lang))["scoring"]
        assert "4 × 3 + 4 × 7 = 12 + 28 = **40 " in fig.caption
        drawn = fig.draw()
        assert drawn.attrs["role"] == "img" and "40" in str(drawn.attrs["aria-label"])
        text = drawn.text()
        assert "4 × 7 = 28" in text and "4 × 3 = 12" in text and "40" in text


def test_the_shared_value_example_is_the_rules_files_43() -> None:
    assert C.score(R.SHARED_GEMS, R.SHARED_VALUES) == 43
    for lang in LANGS:
        assert any("3 × 7 + 2 × 7 + 5 × 1 + 1 × 3 = 21 + 14 + 5 + 3 = **43**" in t
                   for t in texts(R.rules(lang)))


def test_the_round_example_is_what_the_engine_makes_of_the_rules_files_round() -> None:
    """Play §6's round through the engine: the columns just before Ana's last placement
    are the figure's (but for that placement), and the bonuses are the caption's."""
    game = C.Curios({"players": 2}, 1)
    game.first_player = game.turn = 0
    for site in ["pyramid", "pyramid", "temple", "pyramid", "temple"]:
        seat = game.current_player
        assert seat is not None
        game.act(seat, str(C.Place(C.SITES.index(site))))
    before = [tuple(c) for c in game.columns]
    game.act(0, str(C.Place(C.SITES.index("shipwreck"))))
    assert before[0] == R.ROUND_COLUMNS[0] and before[3] == R.ROUND_COLUMNS[3]
    assert R.ROUND_COLUMNS[2] == (0,) and before[2] == ()
    bonuses = {b["site"]: b["player"] for b in game.last_bonuses}
    example = R.round_example()
    assert example.pawns[0] == (1, 5) and example.pawns[3] == (3, 0)
    assert example.leaders == (bonuses["pyramid"], None, bonuses["shipwreck"],
                               bonuses["temple"]) == (1, None, 0, 0)
    assert example.next_capacity == 4
    en = figures(R.rules("en"))["round"].caption
    assert "Ana has 1 archaeologist and Ben 5 (2 + 3), so **Ben**" in en
    assert "column 4 with exactly 4 archaeologists" in en
    es = figures(R.rules("es"))["round"].caption
    assert "Ana tiene 1 arqueólogo y Ben 5 (2 + 3), así que **Ben**" in es
    drawn = figures(R.rules("es"))["round"].draw()
    labels = [str(el.attrs.get("aria-label")) for el in drawn.walk()]
    assert "columna 3: 3 espacios, ocupada por Ben" in labels
    assert "Quedan 5 gemas amarillas" in drawn.text()


def test_the_deduction_example_rules_out_all_but_7() -> None:
    clues = C.site_clues(R.deduction_view())
    assert clues["pyramid"] == {7: 1.0}
    assert sorted(clues["colosseum"]) == [1, 3, 5] and sorted(clues["temple"]) == [1, 5, 7]
    en = figures(R.rules("en"))["deduction"].caption
    assert ("you hold the yellow 1, the yellow 5, the green 7 and the red 3, and Ben reveals "
            "the yellow 3") in en
    assert "only be worth **7**" in en and "33% chance" in en
    es = figures(R.rules("es"))["deduction"].caption
    assert "tienes el 1 amarillo, el 5 amarillo, el 7 verde y el 3 rojo" in es
    assert "solo puede valer **7**" in es
    drawn = figures(R.rules("es"))["deduction"].draw()
    assert "100 %" in drawn.text() and "Pistas" in drawn.text()


def test_the_setup_table_is_the_constants() -> None:
    for lang, players, gems, cards in (("en", "players", "gems", "cards"),
                                       ("es", "jugadores", "gemas", "cartas")):
        table = next(b for s in R.rules(lang).sections for b in s.blocks
                     if isinstance(b, Table))
        assert [row[:3] for row in table.rows] == [
            (f"{n} {players}", f"{C.GEMS_PER_SITE[n]} {gems}",
             f"{C.CARDS_PER_PLAYER[n]} {cards}") for n in range(2, 6)]
    assert [row[3] for row in next(b for s in R.rules("en").sections for b in s.blocks
                                   if isinstance(b, Table)).rows] == [
        "4 cards, 1 turned up each round", "none", "none", "2 cards, never turned up"]


def test_the_apps_choices_say_what_the_constants_do() -> None:
    """Each Choice describes a constant's current value; flipping one of these constants
    must come with new words here."""
    assert C.GEMS_PER_SITE == {2: 8, 3: 10, 4: 12, 5: 14}
    assert C.CARDS_PER_PLAYER == {2: 4, 3: 4, 4: 3, 5: 2}
    assert not C.VOLUNTARY_PASS and not C.RECRUIT_AT_MAX_PAWNS and C.MAX_PAWNS == 7
    assert C.SIDE_DECK_FLIPS_PER_ROUND == {2: 1, 3: 0, 4: 0, 5: 0}
    assert C.SKIP_LAST_RECRUIT_PHASE and C.EMPTY_SITES_TO_END == 2
    # the text takes these from the constants but says "one gem", "one more archaeologist"
    # in the singular: a change of them needs new words
    assert C.GEMS_PER_COLUMN == C.BONUS_GEMS == C.PAWNS_PER_RECRUIT == 1
    en = " ".join(choices(R.rules("en")))
    for words in ("8, 10, 12 or 14 gems", "4 cards each with two players and 2 each with "
                  "five", "you cannot pass while you can still fill a column",
                  "once you have 7 archaeologists. The app does not allow it",
                  "stops turning cards", "skips Phase 2 of the last round",
                  "once a round, after the bonus gems"):
        assert words in en, words
    es = " ".join(choices(R.rules("es")))
    for words in ("8, 10, 12 o 14 gemas", "no puedes pasar mientras puedas llenar",
                  "cuando ya tienes 7 arqueólogos. La app no lo permite",
                  "deja de revelar cartas", "se salta la Fase 2 de la última ronda",
                  "una vez por ronda, tras los artefactos de bonificación"):
        assert words in es, words


@pytest.mark.parametrize("lang", LANGS)
def test_the_article_renders_with_every_figure(lang: str) -> None:
    w = Words(lang)
    article = rules_article(R.rules(lang), w)
    html = article.to_html()
    assert html.count('class="rules-figure"') == 4
    assert html.count('class="rules-choice"') == 7
    assert "{" not in article.text()
    imgs = [el for el in article.walk() if el.attrs.get("role") == "img"
            and "cu-figure" in str(el.attrs.get("class"))]
    assert len(imgs) == 4 and all(el.attrs.get("aria-label") for el in imgs)
