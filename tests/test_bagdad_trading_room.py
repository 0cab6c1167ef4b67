"""Room to trade: while the seat at the table deals an offer (builds it, answers it, picks among
those who accepted, hands a card over) the panel opens wide over the city, and only then; its
cards are large enough for their names and worths to read, in the builder, the counter and the
offer to everyone alike, a claim's ribbon and a given card's tick keep inside the card, the
steppers and the answers are buttons of a good size, and the city under it takes no clicks.

Faces to read: the wide panel's right part shows the partner (its character, temperament,
the viewer's record of its claims, what each district's goods are worth to it), each partner
short in an offer to everyone; the claim and wish lists say a name's worth to the partner."""
import pytest

from engine.bagdad.cards import CARDS, GEM_CARD, GOODS, NAMED, PRIZED, name_value
from engine.bagdad.gems import GEMS, LABEL
from engine.bagdad.words import faces, terms
from engine.core import Action
from scenes.bagdad import cards_art
from scenes.bagdad.layout import DEAL, TRADE
from scenes.bagdad.card_marks import said_ribbon, tick_rect
from scenes.bagdad.panel import Panel
from scenes.kit import reading, text, theme
from support.bagdad_fixtures import placed, set_hand, trading_turn
from support.bagdad_play import at_position, card
from support.bagdad_table import button, space, shopping
from support.scenes import click
from support.shots import keep

WIDE_CARD = 88          # px wide at least, at 1280x720, for a hand of seven
READABLE = 13.5         # px, the least height of a card's name at 1280x720 (squeezed to fit)
SOUK = [c.id for c in CARDS if c.district == 2]
POTTERY, SILK = NAMED["bazaar", "pottery"], NAMED["palace", "silk"]


def seven_cards():
    """Round 1's exchange, the human (seat 0, Ali Baba) to trade with seven cards, a gem card
    among them; Omar holds Souk cards and Zaid Palace ones."""
    state = placed(3)
    set_hand(state, 0, [POTTERY, GEM_CARD["false"], NAMED["harbour", "sailcloth"],
                        NAMED["souk", "saffron"], NAMED["kasbah", "horses"], SILK,
                        NAMED["palace", "porcelain"]])
    set_hand(state, 1, SOUK[:3])
    set_hand(state, 2, [NAMED["palace", "gold"]])
    return state


def offered(state):
    """Omar (seat 1) offers the human a Souk card claimed to be saffron for a Palace card."""
    for action in (Action("done"), Action("offer", partner=0), Action("give", card=SOUK[0]),
                   Action("claim", card=SOUK[0], name="saffron"),
                   Action("ask", district="palace"), Action("send")):
        state.apply(action)
    return state


def builder(app, which: str):
    """The table with the human's offer being built: to Omar, to everyone, or a counter to
    Omar's offer; the pottery given and called lanterns, a Souk card asked."""
    if which == "counter":
        table = at_position(app, offered(seven_cards()))
        click(app, button(table, "Counter"))
    else:
        table = at_position(app, seven_cards())
        click(app, button(table, "Offer to everyone") if which == "everyone"
              else button(table, action=Action("offer", partner=1)))
    click(app, card(table, POTTERY).rect.center)
    table.play(Action("claim", card=POTTERY, name="lanterns"))
    return table


def test_the_panel_opens_wide_while_an_offer_is_dealt_and_only_then(app):
    table = at_position(app, seven_cards())
    assert not table.panel.wide and "Done trading" in [b.label for b in table.panel.buttons]
    click(app, button(table, action=Action("offer", partner=1)))
    assert table.panel.wide and table.panel.rect == TRADE
    click(app, button(table, "Cancel"))
    assert not table.panel.wide
    table = at_position(app, offered(seven_cards()))
    assert table.panel.wide and table.panel.title.endswith("offers a trade")
    click(app, button(table, "Accept"))
    assert table.panel.wide and table.panel.title == "Hand over your cards"
    click(app, next(s for s in table.panel.cards if s.action is not None).rect.center)
    assert not table.panel.wide                 # dealt: back beside the city
    table = at_position(app, shopping([NAMED["bazaar", "dates"]]))
    assert not table.panel.wide and table.panel.title == "Your purchase"


def names_read(spots, least_width: int) -> None:
    """Every card at least `least_width` wide, inside the wide panel, its name READABLE."""
    for spot in spots:
        w, h = spot.rect.size
        assert w >= least_width and w >= cards_art.COMPACT and TRADE.contains(spot.rect)
        name = spot.card["name"] if spot.card["kind"] != "gem" else \
            LABEL[GEMS.index(spot.card["name"])]
        size = round(h * cards_art.NAME_HEIGHT)
        squeeze = min(1, w * cards_art.NAME_WIDTH / theme.font(size, "bold").size(name)[0])
        assert size * squeeze >= READABLE, name


@pytest.mark.parametrize("which", ["one", "everyone", "counter"])
def test_the_builders_cards_are_large_and_their_names_read(app, which):
    table = builder(app, which)
    assert len(table.panel.cards) == 7 and table.panel.wide
    names_read(table.panel.cards, WIDE_CARD)
    given = card(table, POTTERY)
    ribbon, said, size = said_ribbon(given.rect, given.said, True)
    assert given.said == "lanterns" and given.rect.contains(ribbon)
    assert theme.font(size, "bold").size(said)[0] <= ribbon.width - 4 and size >= 11


def test_a_given_cards_tick_lies_inside_it_clear_of_the_hands_line(app):
    table = builder(app, "one")
    given = card(table, POTTERY)
    assert given.marked
    shown = table.panel.shown_at(given, None)
    tick = tick_rect(shown)
    title_line = (table.panel.hand_top, table.panel.hand_top + table.panel.note_step)
    assert shown.contains(tick) and tick.top >= title_line[1]


def test_steppers_and_the_answers_are_buttons_of_a_good_size(app):
    table = builder(app, "one")
    steppers = [b for b in table.panel.buttons if b.label in ("−", "+")]
    assert len(steppers) == 10
    assert all(b.rect.width >= 36 and b.rect.height >= 28 for b in steppers)
    assert all(DEAL.contains(b.rect) for b in table.panel.buttons)
    table = at_position(app, offered(seven_cards()))
    answers = [button(table, label) for label in ("Accept", "Refuse", "Counter")]
    assert {b.rect.size for b in answers} == {answers[0].rect.size}
    assert answers[0].rect.height == 36
    assert len({b.size for b in answers}) == 1


def test_the_city_under_the_wide_panel_takes_no_click(app):
    table = at_position(app, trading_turn())
    spot = next(s for s, centre in enumerate(table.art.centres)
                if centre is not None and TRADE.collidepoint(centre)
                and table.hit(space(table, s)) == ("space", s))
    click(app, button(table, action=Action("offer", partner=1)))
    assert table.panel.wide and table.hit(space(table, spot)) is None


def test_the_summary_of_a_wait_lies_at_the_foot_of_the_wide_panel(app):
    """Over the city's corner it would hide the offer's title and words: at the foot of the
    wide panel it hides no button, and back beside the city it returns to its corner."""
    table = at_position(app, offered(seven_cards()))
    summary = table.waiting.card
    summary.show(["Omar offers you a Souk card."])
    assert TRADE.contains(summary.rect) and summary.rect.bottom > TRADE.bottom - 20
    assert not any(b.rect.colliderect(summary.rect) for b in table.panel.buttons)
    click(app, button(table, "Refuse"))
    summary.show(["Omar offers you a Souk card."])
    assert not table.panel.wide and summary.rect.top < TRADE.centery


# --- faces to read --------------------------------------------------------------------------

def dealt(app, which: str):
    """Omar shrewd and caught in 2 bluffs of 5 claims, Zaid sly with 1 true claim: the human
    builds an offer to Omar or to everyone, or answers Omar's."""
    state = seven_cards()
    state.temperaments = [None, "shrewd", "sly"]
    state.learnt = [[[0, 0, None], [3, 2, False], [1, 0, True]] for _ in range(3)]
    if which == "answer":
        return at_position(app, offered(state))
    table = at_position(app, state)
    click(app, button(table, "Offer to everyone") if which == "everyone"
          else button(table, action=Action("offer", partner=1)))
    return table


def face_words(table) -> list[str]:
    return [n.words for n in table.panel.notes if n.x >= DEAL.right]


@pytest.mark.parametrize("which", ["one", "answer"])
def test_the_partners_face_lies_beside_the_offer(app, which):
    table = dealt(app, which)
    character = table.view["characters"][1]
    said = " ".join(face_words(table))
    assert said.startswith(f"Omar · {character} · shrewd")
    assert "Shrewd: bluffs now and then" in said
    assert "2 bluffs caught of 5 claims checked" in said
    for district in GOODS:
        good, worth = faces.worths(character, district)[0]
        assert worth == max(name_value(district, g, character) for g in GOODS[district])
        assert f"{good} {worth}" in said, district
    notes = [n for n in table.panel.notes if n.x >= DEAL.right]
    assert all(n.x + n.width <= TRADE.right for n in notes)
    assert max(n.y + table.panel.line_step for n in notes) <= table.panel.hand_top


def test_an_offer_to_everyone_shows_each_partner_short(app):
    table = dealt(app, "everyone")
    said = face_words(table)
    zaid = table.view["characters"][2]
    assert said[0].startswith("Omar") and said[0].endswith("shrewd")
    assert "2 bluffs caught of 5 claims checked" in said
    assert "0 bluffs caught of 1 claim checked" in said
    assert any(line.startswith("Zaid") and line.endswith("sly") for line in said)
    assert f"Pays best for {PRIZED[zaid][0]}" in " ".join(said)


def test_a_persons_seat_shows_no_temperament():
    """Omar is a person here: a game dealt before temperaments calls every seat honest, but
    a person's talk is its own."""
    state = seven_cards()
    state.apply(Action("offer", partner=1))
    panel = Panel(lambda action: None, ["Layla", "Omar", "Zaid"])
    panel.people = frozenset({0, 1})
    panel.build(state.view(0), state.legal_actions(), "")
    said = [n.words for n in panel.notes if n.x >= DEAL.right]
    assert panel.wide and said[0] == f"Omar · {state.view(0)['characters'][1]}"
    assert not any(w in " ".join(said) for w in ("honest", "Honest", "never bluffs"))
    assert "None of its claims checked yet." in said


def test_the_claim_and_wish_lists_say_the_worth_to_the_partner(app):
    table = dealt(app, "one")
    omar, mine = table.view["characters"][1], table.view["characters"][0]
    click(app, card(table, POTTERY).rect.center)
    click(app, card(table, POTTERY).rect.center)
    labels = [b.label for b in table.chooser.talk.buttons]
    dates = f"dates — {terms.dinars(name_value('bazaar', 'dates', omar))} to Omar · " \
        f"{terms.dinars(name_value('bazaar', 'dates', mine))} to you"
    assert dates in labels
    talk = [b.rect for b in table.chooser.talk.widgets[0:1]][0]
    assert talk.bottom <= table.panel.hand_top and TRADE.contains(talk)   # above the hand
    table.chooser.close()
    click(app, button(table, action=Action("ask", district="souk")))
    click(app, button(table, "Souk 1/"))
    saffron = f"saffron — {terms.dinars(name_value('souk', 'saffron', mine))} to you · " \
        f"{terms.dinars(name_value('souk', 'saffron', omar))} to Omar"
    assert saffron in [b.label for b in table.chooser.talk.buttons]


def test_six_seats_at_the_large_text_size_keep_faces_and_cards_readable():
    """An offer to five partners, nine cards in hand, the large text: the five faces and the
    hand share the wide panel, each line of a face at the large reading size (wrapped) and
    every card's name readable."""
    state = placed(6)
    state.temperaments = [None, "shrewd", "sly", "honest", "sly", "shrewd"]
    set_hand(state, 0, [c.id for c in CARDS][0:60:6])
    for seat in range(1, 6):
        set_hand(state, seat, [seat * 2 + 1, seat * 2 + 30])
    state.apply(Action("offer_all"))
    reading.set_large(True)
    try:
        panel = Panel(lambda action: None, ["Layla", "Omar", "Zaid", "Nadia", "Tariq", "Salma"])
        panel.build(state.view(0), state.legal_actions(), "")
        notes = [n for n in panel.notes if n.x >= DEAL.right]
        assert panel.wide and len([n for n in notes if n.weight == "bold"]) == 5
        assert all((n.size or text.fitting_size(n.words, n.width, panel.read, n.weight))
                   >= panel.read for n in notes)
        names_read(panel.cards, 80)
    finally:
        reading.set_large(False)


def test_the_pick_shows_the_faces_of_those_who_accepted():
    """Omar and Zaid accept an offer to everyone at four seats and Nadia refuses: the maker
    picks between the faces of those two."""
    state = placed(4)
    set_hand(state, 0, [POTTERY])
    for seat in (1, 2, 3):
        set_hand(state, seat, [NAMED["palace", ("silk", "gold", "jade")[seat - 1]]])
    for action in (Action("offer_all"), Action("give", card=POTTERY),
                   Action("ask", district="palace"), Action("send"), Action("accept"),
                   Action("accept"), Action("refuse")):
        state.apply(action)
    panel = Panel(lambda action: None, ["Layla", "Omar", "Zaid", "Nadia"])
    panel.build(state.view(0), state.legal_actions(), "")
    titles = [n.words for n in panel.notes if n.x >= DEAL.right and n.weight == "bold"]
    assert panel.title == "Choose your partner" and panel.wide
    assert [t.split(" · ")[0] for t in titles] == ["Omar", "Zaid"]


def test_four_cards_beside_the_city_keep_their_names(app):
    """The side panel's hand of four at 1280x720 (the trade's first decision): cards wide
    enough to show their names, overlapping at most a sliver (they shrank to bare icons)."""
    state = trading_turn()
    set_hand(state, 0, [NAMED["bazaar", n] for n in ("pottery", "dates", "copper")]
             + [SILK])
    table = at_position(app, state)
    spots = sorted(table.panel.cards, key=lambda s: s.rect.x)
    assert not table.panel.wide and len(spots) == 4
    keep(app.canvas, "bagdad-side-hand-of-four")
    assert all(s.rect.width >= cards_art.COMPACT for s in spots)
    for left, right in zip(spots, spots[1:]):
        hidden = left.rect.right - right.rect.x
        assert hidden <= left.rect.width * 0.12, (left.rect, right.rect)


def test_a_long_name_keeps_its_row_and_the_temperament_gives_way(app):
    """An AI's temperament beside its name is left out of the seat row where the name would be
    cut for it (the face column says the temperament too); a short name keeps both."""
    from engine.match import Match, Seat
    from scenes.table.chrome import NAME_GAP, NAME_X
    from support.bagdad_play import open_table
    long = "Shahrazad of the Thousand Nights"
    seats = [Seat("Layla", "human"), Seat(long, "ai", "easy"), Seat("Omar", "ai", "easy")]
    table = open_table(app, match=Match.new("bagdad", seats, 3))
    surface = app.canvas
    for seat, name in ((1, long), (2, "Omar")):
        row = table.chrome.seat_row(seat)
        tag = table.chrome.draw_seat_tag(surface, row, seat)
        room = tag.x - row.x - NAME_X - NAME_GAP
        word = theme.text(terms.temperament_word(table.view["temperaments"][seat]), 15,
                          theme.MUTED, "italic").get_width()
        assert room >= theme.font(14, "bold").size(name)[0]         # the name whole
        assert (tag.width > word) == (seat == 2)
