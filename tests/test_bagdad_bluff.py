"""Thieves of Bagdad's AIs bluff by temperament and read bluffs (the exchange III): when a seat
lies and what it names, how far a claim is believed, a bluff refused where the truth is taken,
the reason that says every copy is discarded, and temperaments dealt, kept and loaded."""
import pytest

import engine.bagdad as g
from engine.ai.bagdad import bluff, talk
from engine.ai.bagdad.exchange import FAIR_TRADER, lying, plans
from engine.ai.bagdad.valuation import Reckoning
from engine.bagdad.cards import BY_DISTRICT, CARDS, NAMES, TEMPERAMENTS, name_value
from engine.bagdad.city import DISTRICTS
from engine.core import Action
from engine.match import Match, Seat
from saves import store
from support.bagdad_ai import decide, send_offer
from support.bagdad_offers import offer, play
from support.bagdad_fixtures import goods, placed, set_hand

ALI, SINBAD, DAVID = range(3)
BAZAAR, HARBOUR, SOUK, KASBAH, PALACE = range(5)
KASBAH_GOODS = [c for c in BY_DISTRICT[KASBAH] if CARDS[c].kind == "goods"]


def trading_hands(moods, rounds=range(1, 13)):
    """Seat 0 (Ali Baba) holds poor goods of three districts and two worth little to Sinbad
    (second copies), seats 1 and 2 Kasbah goods it may want: a Reckoning of seat 0's view each
    round."""
    state = placed(3, temperaments=list(moods))
    set_hand(state, 0, [goods(BAZAAR, ALI, 1), goods(HARBOUR, ALI, 2), goods(PALACE, ALI, 4),
                        goods(PALACE, SINBAD, 4) + 1, goods(SOUK, SINBAD, 2) + 1])
    set_hand(state, 1, [goods(PALACE, SINBAD, 4), goods(PALACE, SINBAD, 6)] + KASBAH_GOODS[:2])
    set_hand(state, 2, KASBAH_GOODS[2:5])
    for r in rounds:
        state.round = r
        yield state, Reckoning(state.view(0))


def told_lies(mood: str, partner: int = 1, **told) -> list[tuple[int, str]]:
    """Every (card, name) seat 0 of this temperament would say falsely to the partner, over
    twelve rounds."""
    lies = []
    for state, rk in trading_hands([mood, "honest", "honest"]):
        rk.view["told"][partner].update(told)
        for card in state.hands[0]:
            name = bluff.lie(rk, card, partner, mood)
            assert name != CARDS[card].name
            lies += [(card, name)] if name else []
    return lies


def discard_every(state, name: str) -> None:
    """Both cards of the goods go to their district's discard pile, from wherever they are."""
    cards = [c.id for c in CARDS if c.name == name]
    for pile in state.decks + state.hands:
        pile[:] = [c for c in pile if c not in cards]
    state.discards[CARDS[cards[0]].district] += cards


def to_partner(card: int, name: str, character: int = SINBAD) -> int:
    district = DISTRICTS[CARDS[card].district]
    return name_value(district, name, character) - name_value(district, CARDS[card].name,
                                                              character)


def best_for(card: int, character: int = SINBAD) -> str:
    district = DISTRICTS[CARDS[card].district]
    return max(NAMES[district][:6], key=lambda n: name_value(district, n, character))


def test_a_sly_seat_names_the_partners_best_goods_a_shrewd_one_the_next_an_honest_one_none():
    sly, shrewd = told_lies("sly"), told_lies("shrewd")
    assert told_lies("honest") == []
    assert sly and all(name == best_for(card) and to_partner(card, name) >= bluff.GAIN["sly"]
                       for card, name in sly)
    assert shrewd and all(name != best_for(card) and to_partner(card, name) >= bluff.GAIN["shrewd"]
                          for card, name in shrewd)
    assert len(shrewd) < len(sly)                   # shrewd risks a lie less often


def test_a_seat_caught_lying_stops_and_a_name_every_copy_of_which_is_discarded_is_never_said():
    assert told_lies("shrewd", false=1, true=0, last=False) == []
    assert told_lies("shrewd", false=1, true=0, last=True) == []      # more lies than truths
    assert told_lies("shrewd", false=1, true=1, last=True)            # mended by a true claim
    assert told_lies("sly", false=1, true=0, last=False) == []
    assert told_lies("sly", false=1, true=0, last=True)
    assert told_lies("sly", false=3, true=1, last=True) == []
    for state, _ in trading_hands(["sly", "honest", "honest"]):
        palace = goods(PALACE, ALI, 4)
        named = best_for(palace)
        discard_every(state, named)
        rk = Reckoning(state.view(0))
        assert bluff.lie(rk, palace, 1, "sly") != named


def test_the_same_view_always_tells_the_same_lies_and_lies_never_go_to_everyone():
    for _, rk in trading_hands(["sly", "sly", "sly"]):
        made = plans(rk, FAIR_TRADER)
        assert made == plans(Reckoning(rk.view), FAIR_TRADER)
        assert all(not lying(p) for p in made if p.partner < 0)
    assert any(lying(p) for _, rk in trading_hands(["sly"] * 3) for p in plans(rk, FAIR_TRADER))


def test_a_claim_is_believed_less_from_a_sly_seat_after_a_caught_lie_and_when_aimed_at_the_best():
    state = placed(3, temperaments=["sly", "honest", "honest"])
    set_hand(state, 1, [goods(KASBAH, SINBAD, 3)])
    rk = Reckoning(state.view(1))
    best = best_for(goods(PALACE, ALI, 4))
    other = next(n for n in NAMES["palace"][:6] if n != best
                 and name_value("palace", n, ALI) <= 6)         # goods Ali Baba parts with
    sly = talk.belief(rk, "palace", best, 0)
    honest = talk.belief(rk, "palace", best, 2)
    assert 0 < sly < honest < 1
    assert talk.belief(rk, "palace", best, 0, aimed=False) > sly
    assert talk.belief(rk, "palace", best, 0, trusting=True) == 1.0
    rk.view["learnt"][2].update(false=1, last=False)
    assert talk.belief(rk, "palace", best, 2) < honest
    assert talk.belief(rk, "palace", other, 0) != sly
    discard_every(state, best)
    assert talk.belief(Reckoning(state.view(1)), "palace", best, 2) == 0.0


def test_a_claim_of_the_hearers_best_goods_is_doubted_from_a_sly_seat_not_a_shrewd_one():
    """A shrewd liar never names the hearer's very best goods (bluff.py) but its next best,
    so a reader weighs the same claim by the maker's public temperament."""
    state = placed(3, temperaments=["sly", "honest", "shrewd"])
    set_hand(state, 1, [goods(KASBAH, SINBAD, 3)])
    rk = Reckoning(state.view(1))
    ranked = sorted(NAMES["palace"][:6], key=lambda n: -name_value("palace", n, SINBAD))
    best, next_best = ranked[:2]
    assert talk.bait(rk, "palace", best, "shrewd") == 0.0
    assert talk.bait(rk, "palace", best, "sly") > talk.bait(rk, "palace", next_best, "sly")
    assert talk.bait(rk, "palace", next_best, "shrewd") > talk.bait(rk, "palace", next_best, "sly")
    assert talk.belief(rk, "palace", best, 2) > talk.belief(rk, "palace", best, 0)
    assert talk.belief(rk, "palace", best, 2) == 1.0 > talk.belief(rk, "palace", next_best, 2)


@pytest.mark.parametrize("mood, answers", [("honest", {"accept"}), ("sly", {"refuse", "counter"})])
def test_normal_takes_its_best_goods_from_an_honest_seat_and_doubts_a_sly_one(mood, answers):
    """Amber is worth 15 to Sinbad and 8 to Ali Baba, who offers it, said truly, for a Kasbah
    card (incense: 6 to Sinbad, 10 to Ali Baba): from an honest seat, a deal; a sly one would
    say so to bluff, so it is doubted."""
    amber, kasbah = goods(PALACE, SINBAD, 15), goods(KASBAH, SINBAD, 6)
    assert CARDS[amber].name == "amber" and best_for(amber) == "amber"
    state = placed(3, temperaments=[mood, "honest", "honest"])
    set_hand(state, 0, [amber])
    set_hand(state, 1, [kasbah])
    send_offer(state, [amber], ["kasbah"], [(amber, "amber")])
    assert decide(state).kind in answers


def test_a_claim_of_goods_both_discarded_is_refused_for_that_reason():
    poor = goods(PALACE, ALI, 4)
    named = best_for(poor)
    state = placed(3, temperaments=["honest"] * 3)
    discard_every(state, named)
    set_hand(state, 0, [poor])
    set_hand(state, 1, [goods(KASBAH, SINBAD, 3)])
    send_offer(state, [poor], ["kasbah"], [(poor, named)])
    events = state.apply(Action("refuse"))
    refusal = next(e for e in events if e.kind == "refuse_offer")
    assert refusal.data["reason"] == {"code": "seen_every", "name": named}
    from engine.bagdad.words.reasons import reason_words
    assert reason_words(refusal.data["reason"]) == f"I have seen both {named} cards on the " \
                                                   "discard piles"


def test_temperaments_are_dealt_from_the_seed_kept_for_ai_seats_and_public():
    dealt = [g.options_for({}, 4, seed)["temperaments"] for seed in range(30)]
    assert dealt == [g.options_for({}, 4, seed)["temperaments"] for seed in range(30)]
    assert {t for moods in dealt for t in moods} == set(TEMPERAMENTS)
    seats = [Seat("Ann"), Seat("Kasim", "ai", "normal"), Seat("Aladdin", "ai", "hard")]
    match = Match.new("bagdad", seats, 7, g.options_for({}, 3, 7))
    moods = match.state.temperaments
    assert moods[0] is None and moods[1] in TEMPERAMENTS and moods[2] in TEMPERAMENTS
    assert all(match.state.view(s)["temperaments"] == moods for s in range(3))
    restored = g.from_dict(match.state.to_dict())
    assert restored.temperaments == moods


def test_temperaments_are_saved_and_a_save_made_before_them_loads_all_honest(tmp_path):
    seats = [Seat("Ann"), Seat("Kasim", "ai", "normal"), Seat("Aladdin", "ai", "hard")]
    for options in (g.options_for({}, 3, 9), {}):
        match = Match.new("bagdad", seats, 9, options)
        loaded = store.load(store.save_slot(match, "moods", tmp_path))
        assert loaded.options == match.options
        assert loaded.state.temperaments == match.state.temperaments
        assert loaded.state.view(0)["temperaments"] == (
            match.state.temperaments if options else ["honest"] * 3)


def test_an_offer_to_everyone_picks_among_takers_alike_whoever_plays_them():
    """Seats 1 and 2 both take seat 0's offer: the pick is the same whether they are people or
    AIs of any temperament (it reads their characters and holdings only)."""
    picks = set()
    for moods in (["sly", None, None], ["sly", "honest", "sly"], ["sly", "sly", "honest"]):
        state = placed(3, temperaments=moods)
        set_hand(state, 0, [goods(BAZAAR, ALI, 1)])
        set_hand(state, 1, [goods(SOUK, SINBAD, 4)])
        set_hand(state, 2, [goods(SOUK, DAVID, 5)])
        offer(state, None, give=state.hands[0], ask=["souk"], wishes={"souk": "saffron"})
        play(state, Action("accept"), Action("accept"))
        assert state.offer["stage"] == "pick"
        picks.add(decide(state))
    assert len(picks) == 1


def test_a_game_dealt_before_temperaments_is_all_honest_and_a_bad_one_is_refused():
    state = g.new_game(3, 5)
    saved = state.to_dict()
    assert "temperaments" not in saved
    assert g.from_dict(saved).view(0)["temperaments"] == ["honest"] * 3
    with pytest.raises(ValueError, match="temperaments"):
        g.from_dict({**saved, "temperaments": ["sly", "wicked", "honest"]})
    with pytest.raises(g.RuleError, match="temperaments"):
        g.new_game(3, 5, temperaments=["sly"])
