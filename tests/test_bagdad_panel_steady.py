"""The city table's panel keeps still under the mouse: a payment's Confirm stays where it is
as cards are laid down (a genie's line appearing included), and the hand does not jump while
an offer is built (cards given, districts asked, a wish said); a short hand keeps its size with
the large text."""
from dataclasses import replace

from cli import screenshot
from engine.bagdad.cards import GENIES, district_of
from engine.core import Action
from engine.words import language
from scenes.bagdad.panel import WIDE_CARDS
from support.bagdad_fixtures import goods, trading_turn
from support.bagdad_play import at_position, card, open_table
from support.bagdad_table import ALI, BAZAAR, button, shopping
from support.scenes import click


def test_confirm_stays_put_as_cards_and_a_genie_are_laid(app):
    genie = min(GENIES)
    hand = [goods(BAZAAR, ALI, 4), goods(BAZAAR, ALI, 5), genie]
    table = at_position(app, shopping(hand))
    click(app, button(table, "Merchant 9"))
    for paid in list(table.match.state.purchase["paid"]):
        click(app, card(table, paid).rect.center)              # all taken back
    assert table.match.state.purchase["paid"] == []
    where = button(table, "Confirm").rect.copy(), table.panel.hand_top
    for laid in (hand[0], genie, hand[1]):
        click(app, card(table, laid).rect.center)
        assert (button(table, "Confirm").rect, table.panel.hand_top) == where, laid
    assert district_of(genie) != "bazaar" and genie in table.match.state.purchase["paid"]


def test_the_hand_keeps_its_place_while_an_offer_is_built(app):
    table = at_position(app, trading_turn())
    click(app, button(table, action=Action("offer", partner=1)))
    top, send = table.panel.hand_top, button(table, "Send offer").rect.copy()
    pottery = next(s.card["card"] for s in table.panel.cards if s.card["name"] == "pottery")
    for step in (lambda: click(app, card(table, pottery).rect.center),
                 lambda: click(app, button(table, action=Action("ask", district="souk"))),
                 lambda: click(app, button(table, "Souk 1/2")),
                 lambda: click(app, table.chooser.talk.buttons[0])):
        step()
        assert (table.panel.hand_top, button(table, "Send offer").rect) == (top, send)
    assert table.match.state.offer["wishes"]


def test_with_the_large_text_a_short_hand_keeps_its_largest_cards(app):
    """The offer's partner's faces run long in German with the large text; the hand then lies
    under the offer's words beside them, at the size the normal text gives it, not shrunk
    under the faces."""
    language.force("de")
    app.apply_settings(replace(app.settings, text_size="large"))
    panel = open_table(app, match=screenshot.showcase_match("bagdad")).panel
    assert panel.wide and panel.face_bottom > panel.hand_top and len(panel.cards) <= 3
    assert {spot.rect.size for spot in panel.cards} == {WIDE_CARDS[0]}
    assert all(spot.rect.right <= panel.area.right for spot in panel.cards)  # not the faces'
