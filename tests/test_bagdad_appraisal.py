"""What cards are worth to a seat from its own view (engine/bagdad/appraisal.py): a card of a
district it cannot see is the mean over the cards it has not seen (not in its hand, not in a
discard pile) at its character's values; the names talk may give a card, at their values; the
cheapest it would hand over. Hidden cards stay hidden: moving a card between another seat's
hand and a deck changes nothing."""
from engine.bagdad import appraisal
from engine.bagdad.cards import BY_DISTRICT, CARDS, NAMES, card_value, name_value
from engine.bagdad.city import DISTRICTS
from support.bagdad_fixtures import goods, placed, set_hand
from support.bagdad_table import ALI, BAZAAR, SOUK

SOUK_CARDS = BY_DISTRICT[SOUK]


def position():
    """Seat 0 (Ali Baba) holds two Souk cards and a Bazaar card; a Souk card lies in the
    discards; seat 1 holds two more Souk cards."""
    state = placed(3)
    set_hand(state, 0, [SOUK_CARDS[0], SOUK_CARDS[5], goods(BAZAAR, ALI, 2)])
    set_hand(state, 1, [SOUK_CARDS[7], SOUK_CARDS[9]])
    set_hand(state, 2, [])
    state.decks[SOUK].remove(SOUK_CARDS[3])
    state.discards[SOUK].append(SOUK_CARDS[3])
    return state


def test_a_card_not_seen_is_worth_the_mean_of_the_districts_unseen_cards():
    view = position().view(0)
    unseen = appraisal.unseen(view, "souk")
    assert sorted(unseen) == sorted(set(SOUK_CARDS) - {SOUK_CARDS[0], SOUK_CARDS[5],
                                                       SOUK_CARDS[3]})
    assert SOUK_CARDS[7] in unseen          # in another hand: the seat cannot know it
    mean = sum(card_value(c, ALI) for c in unseen) / len(unseen)
    assert appraisal.likely_worth(view, "souk") == mean
    assert appraisal.claimed_worth(view, "souk", None) == mean
    assert appraisal.claimed_worth(view, "souk", "saffron") == name_value("souk", "saffron", ALI)


def test_the_others_hidden_cards_change_nothing():
    state = position()
    before = {d: appraisal.likely_worth(state.view(0), d) for d in DISTRICTS}
    set_hand(state, 1, [SOUK_CARDS[8]])        # another Souk card into a hidden hand
    assert {d: appraisal.likely_worth(state.view(0), d) for d in DISTRICTS} == before


def test_the_names_of_talk_with_their_worth_and_the_cheapest_handed_over():
    view = position().view(0)
    assert appraisal.name_worths(view, "souk") == [
        (n, name_value("souk", n, ALI)) for n in NAMES["souk"]]
    assert dict(appraisal.name_worths(view, "souk"))["genie"] == 1
    assert dict(appraisal.name_worths(view, "souk"))["emerald"] == 0
    mine = sorted(card_value(c, ALI) for c in (SOUK_CARDS[0], SOUK_CARDS[5]))
    assert appraisal.cheapest_asked(view, ["souk"]) == mine[0]
    assert appraisal.cheapest_asked(view, ["souk", "souk", "bazaar"]) == sum(mine) + 2
    assert appraisal.hand_worth(view) == sum(mine) + 2
    assert appraisal.held_worth(view, [SOUK_CARDS[0]]) == card_value(SOUK_CARDS[0], ALI)
    assert all(CARDS[c].district == SOUK for c in appraisal.unseen(view, "souk"))
