"""The city table's panel says what is so: without a decision, whose turn it is, never the move
the board is showing ("Jasmine: confirm the payment." and then "Jasmine chose: confirm the
payment." beside "Jasmine is thinking…" were read as instructions left behind); a payment says
what is due and how the seat's cards can pay it."""
from dataclasses import replace

from engine.core import Action
from engine.match import Match, Seat
from scenes.tables import table_for
from support.bagdad_fixtures import gem_card, goods
from support.bagdad_play import at_position
from support.bagdad_table import ALI, BAZAAR, HARBOUR, button, shopping
from support.scenes import click, start, steps


def test_without_a_decision_the_panel_says_whose_turn_it_is(app):
    app.apply_settings(replace(app.settings, animation_speed="fast"))
    names = ("Jasmine", "Zaid", "Nadia", "Layla")
    match = Match.new("bagdad", [Seat(n, "ai", "easy") for n in names], 5)
    table = start(app, lambda a: table_for("bagdad")(a, match))
    said = set()
    for _ in range(3000):
        steps(app, 1)
        if table.chrome.round and table.chrome.round > 1:
            break
        said.add(" ".join(table.panel.lines))
    assert said and all(line.startswith("Waiting for ") for line in said), said
    assert len(said) > 1                        # it follows whose turn it is


def test_a_gem_card_in_hand_is_named_as_a_way_to_pay(app):
    """Buying a sapphire with the sapphire card in hand: the card pays in full, so the panel and
    the banner say it may pay, not a price in dinars alone; where the other cards cannot make
    the price, it is the one way to pay; without it, the price is all that is due."""
    hand = [goods(BAZAAR, ALI, 6), goods(BAZAAR, ALI, 5), goods(HARBOUR, ALI, 4),
            gem_card("sapphire")]
    table = at_position(app, shopping(hand))
    click(app, button(table, action=Action("buy_gem", gem="sapphire")))
    panel = table.panel
    assert panel.title == "Pay 12 dinars or your sapphire card"
    assert "sapphire card alone pays it in full" in " ".join(panel.lines)
    assert [n.words for n in panel.notes] == ["Laid down: sapphire card · enough"]
    assert table.chrome.banner_text()[1].startswith("pay 12 dinars or your sapphire card for a ")
    click(app, button(table, "Cancel"))
    click(app, button(table, action=Action("buy_gem", gem="false")))
    assert panel.title == "Pay 9 dinars" and "sapphire" not in " ".join(panel.lines)


def test_a_gem_card_that_alone_can_pay_is_the_way_named(app):
    table = at_position(app, shopping([goods(BAZAAR, ALI, 5), gem_card("sapphire")]))
    click(app, button(table, action=Action("buy_gem", gem="sapphire")))
    assert table.panel.title == "Pay with your sapphire card"
    assert "your other cards make 5 dinars" in " ".join(table.panel.lines)


def test_cards_that_buy_only_a_move_are_told_so(app):
    """A newcomer holding one cheap card found no button and no word of why: the panel says
    the card buys only a move and where to click."""
    table = at_position(app, shopping([goods(BAZAAR, ALI, 3)]))
    assert {a.kind for a in table.actions} == {"move"}
    assert table.panel.title == "Move a piece"
    said = " ".join(table.panel.lines)
    assert "buy no piece and no gem, only a move" in said and "glowing piece" in said
    assert table.chrome.banner_text()[1].startswith("move a piece")
