"""Sentences a German player reads as a German would say them: a move in the log as its
player's deed in the third person, not an infinitive after "wählt:"; a gem card or the genie
seen face up with its article, as counted things take one (goods, mass nouns, go without; the
genie too, whose article would change with its case)."""
import pytest

from engine.bagdad.cards import GEM_OF_DISTRICT
from engine.bagdad.city import DISTRICTS
from engine.bagdad.words.terms import card_words
from engine.words import deeds, language, say


@pytest.fixture(autouse=True)
def german():
    language.use("de")


def test_a_move_is_said_as_its_players_deed():
    with deeds():
        assert say("bagdad.act.refuse") == "lehnt das Angebot ab"
        assert say("alibaba.act.take", tile="die Statue in Rosa") == "nimmt die Statue in Rosa"
    assert say("bagdad.act.refuse") == "das Angebot ablehnen"


def test_a_gem_card_and_the_genie_take_their_article_and_goods_none():
    gem_card = card_words({"district": DISTRICTS[0], "kind": "gem", "name": GEM_OF_DISTRICT[0]})
    genie = card_words({"district": "souk", "kind": "genie", "name": "genie"})
    goods = card_words({"district": "souk", "kind": "goods", "name": "saffron"})
    assert gem_card.startswith("eine ") and gem_card.endswith("karte"), gem_card
    assert genie == "Souk-Dschinn", genie       # as the subject and the object alike
    assert goods == "Souk-Safran", goods
