"""The one way the rules documents are written in every language (``t(en, es)``), its
number wording, and that the rules' numbers are the game constants' (change a constant and
the text follows, in both languages)."""

from __future__ import annotations

import pytest

from expeditions.games import curios as C
from expeditions.games import lost_cities as lc
from expeditions.web.rules import curios as curios_rules
from expeditions.web.rules import curiosity as curiosity_rules
from expeditions.web.rules import lost_cities as lost_cities_rules
from expeditions.web.rules.bilingual import Bilingual
from expeditions.web.rules.model import all_texts

pytestmark = pytest.mark.fast


def test_t_picks_the_language_and_refuses_others() -> None:
    assert Bilingual("en")("Setup", "Preparación") == "Setup"
    assert Bilingual("es")("Setup", "Preparación") == "Preparación"
    with pytest.raises(ValueError):
        Bilingual("fr")
    for module in (curios_rules, curiosity_rules, lost_cities_rules):
        with pytest.raises(ValueError):
            module.rules("fr")


def test_lists_read_in_the_languages_way() -> None:
    en, es = Bilingual("en"), Bilingual("es")
    assert en.either((1, 3, 5, 7)) == "1, 3, 5 or 7"
    assert es.either((1, 3, 5, 7)) == "1, 3, 5 o 7"
    assert es.either((3, 4)) == "3 o 4" and en.either([5]) == "5"
    # Spanish says "u" before a word that sounds "o": ocho, ochenta, once
    assert es.either((7, 8)) == "7 u 8" and es.either((10, 11)) == "10 u 11"
    assert es.either((1, 80)) == "1 u 80" and es.either((2, 110)) == "2 o 110"
    assert en.all((1, 2, 3, 4, 4)) == "1, 2, 3, 4 and 4"
    assert es.all((1, 2, 3, 4, 4)) == "1, 2, 3, 4 y 4"


def test_counts_read_as_words() -> None:
    en, es = Bilingual("en"), Bilingual("es")
    assert [en.count(n) for n in (1, 2, 5, 12, 14)] == ["one", "two", "five", "twelve", "14"]
    assert es.count(1) == "un" and es.count(1, feminine=True) == "una"
    assert es.count(1, alone=True) == "uno" and es.count(4) == "cuatro"
    assert [en.ordinal(n) for n in (1, 3, 11)] == ["first", "third", "11th"]
    assert [es.ordinal(n) for n in (2, 3, 11)] == ["segunda", "tercera", "11.ª"]


def test_the_curios_text_follows_the_constants(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(C, "CARD_VALUES", (1, 3, 5, 8))
    monkeypatch.setattr(C, "EMPTY_SITES_TO_END", 3)
    monkeypatch.setattr(C, "GEMS_PER_SITE", {2: 9, 3: 11, 4: 13, 5: 15})
    en, es = curios_rules.rules("en"), curios_rules.rules("es")
    assert "will score 1, 3, 5 or 8." in en.minute[0]
    assert "valdrá 1, 3, 5 u 8 puntos" in es.minute[0]
    assert "in which three sites run out" in en.minute[-1]
    assert "en la que tres sitios se quedan" in es.minute[-1]
    assert any("one card each of 1, 3, 5 and 8" in text for text in all_texts(en))
    assert any("otra de 5 y otra de 8" in text for text in all_texts(es))
    assert any("The app puts 9, 11, 13 or 15 gems" in text for text in all_texts(en))


def test_the_curiosity_and_lost_cities_texts_follow_the_constants(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(curiosity_rules, "PANEL_POSITIONS", 5)
    for lang, words in (("en", "all 5 piles complete"), ("es", "las 5 pilas completas")):
        assert any(words in text for text in all_texts(curiosity_rules.rules(lang)))
    monkeypatch.setattr(lc, "DEFAULT_GAMES", 5)
    en, es = lost_cities_rules.rules("en"), lost_cities_rules.rules("es")
    assert "A match is five games" in en.minute[-1]
    assert "Se juegan cinco partidas" in es.minute[-1]
    en_text, es_text = " ".join(all_texts(en)), " ".join(all_texts(es))
    assert "The second, third, fourth and fifth games are started" in en_text
    assert "La segunda, la tercera, la cuarta y la quinta partida las empieza" in es_text
    assert "After the fifth game" in en_text and "Tras la quinta partida" in es_text
