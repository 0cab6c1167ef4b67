"""What the Forty Thieves' AIs believe of the cards they cannot see: the closed-form chances of a
hand nothing is known of agree with counting hand by hand, and hard's reading of the rivals'
reveals puts the Boss where it really is more often than the plain count does."""
import math
from collections import Counter

import pytest

import engine.forty_thieves as ft
from engine.ai import forty_thieves as ai
from engine.ai.forty_thieves import belief, likely, revealers
from engine.core import Rng
from engine.forty_thieves.cards import BOSS, DECK
from engine.forty_thieves.chances import place_chances
from engine.forty_thieves.knowledge import fillings


def counted(known, pool):
    """The chances of each face-down place, counted over every hand `fillings` lists."""
    hands = fillings(known, pool)
    total = sum(ways for _, ways in hands)
    out = {i: Counter() for i, card in enumerate(known) if card is None}
    for hand, ways in hands:
        for i in out:
            out[i][hand[i]] += ways / total
    return out


@pytest.mark.parametrize("seed", [*range(16), *(pytest.param(s, marks=pytest.mark.slow)
                                                 for s in range(16, 40))])
def test_a_hidden_hands_chances_in_closed_form_agree_with_counting_every_hand(seed):
    rng = Rng(seed)
    deck = list(DECK)
    rng.shuffle(deck)
    pool = Counter(deck[:3 + rng.below(16)])
    got, want = place_chances([None, None, None], pool), counted([None, None, None], pool)
    assert set(got) == set(want) == {0, 1, 2}
    for i in want:
        assert set(got[i]) == set(want[i])
        assert all(math.isclose(got[i][c], want[i][c], abs_tol=1e-12) for c in want[i])


def test_a_hand_with_a_card_showing_is_counted_hand_by_hand():
    pool = Counter(DECK) - Counter(["5-moon"])
    assert place_chances([None, "5-moon", None], pool) == counted([None, "5-moon", None], pool)
    assert set(place_chances([None, "5-moon", None], pool)[0]) <= {BOSS, "0", "0-sun", "1",
                                                                    "1-moon", "2", "3", "4",
                                                                    "4-sun", "5"}


def positions(players, games):
    """(state, seat to move) at each decision of normal games after a rival's reveal."""
    for seed in range(games):
        state, rng = ft.new_game(players=players, seed=seed), Rng(seed)
        while not state.is_over():
            seat, actions = state.to_move(), state.legal_actions()
            if any(r["seat"] != seat for r in state.reveals) and len(actions) > 1:
                yield state, seat
            state.apply(ai.normal(state.view(seat), actions, rng))


def boss_loss(chances, state, seat):
    """How surprised `chances` are by where the Boss truly is (log loss over left places)."""
    loss = 0.0
    for owner, hand in enumerate(state.hands):
        if owner != seat and (owner, 0) in chances:
            p = chances[owner, 0].get(BOSS, 0.0)
            loss -= math.log(max(p if hand[0] == BOSS else 1 - p, 1e-9))
    return loss


def test_the_rivals_reveals_put_the_boss_where_it_is_more_often():
    plain = read = 0.0
    for state, seat in positions(4, 3):
        view = state.view(seat)
        plain += boss_loss(ai.card_chances(view), state, seat)
        read += boss_loss(belief.believed_chances(view, Rng(1)),
                          state, seat)
    assert read < 0.85 * plain


@pytest.mark.parametrize("players", [3, 6])
def test_believed_chances_are_whole(players):
    for state, seat in list(positions(players, 1))[:12]:
        view = state.view(seat)
        believed = belief.believed_chances(view, Rng(2))
        for chances in (believed, revealers.read_hands(view, believed)):
            assert set(chances) == set(ai.card_chances(view))
            for key, dist in chances.items():
                want = view["deck_size"] if key == ai.DECK_TOP else 1.0
                assert math.isclose(sum(dist.values()), want, abs_tol=1e-9)


def test_with_two_players_or_no_rival_reveal_yet_nothing_is_read():
    state = ft.new_game(players=2, seed=4)
    rng = Rng(4)
    for _ in range(3):
        state.apply(ai.normal(state.view(state.to_move()), state.legal_actions(), rng))
    view = state.view(state.to_move())
    assert belief.believed_chances(view, Rng(1)) == \
        ai.card_chances(view)
    opening = ft.new_game(players=5, seed=4).view(0)
    assert belief.believed_chances(opening, Rng(1)) == \
        ai.card_chances(opening)


def card_loss(chances, state, seat):
    """How surprised `chances` are by every face-down card of the rivals (log loss)."""
    loss = 0.0
    for owner, hand in enumerate(state.hands):
        for i, card in enumerate(hand):
            if owner != seat and (owner, i) in chances:
                loss -= math.log(max(chances[owner, i].get(card, 0.0), 1e-9))
    return loss


def test_a_rivals_reveals_tell_of_its_whole_hand():
    believed = read = 0.0
    for state, seat in positions(4, 3):
        view = state.view(seat)
        chances = belief.believed_chances(view, Rng(1))
        believed += card_loss(chances, state, seat)
        read += card_loss(revealers.read_hands(view, chances), state, seat)
    assert read < believed - 5


@pytest.mark.parametrize("players", [3, pytest.param(5, marks=pytest.mark.slow)])
def test_hands_alike_in_gold_are_weighed_once_and_alike(players, monkeypatch):
    views = [state.view(seat) for state, seat in list(positions(players, 1))[:10]]
    grouped = [revealers.read_hands(view, ai.card_chances(view)) for view in views]
    monkeypatch.setattr(likely, "_runs", lambda view, k: {})   # every hand weighed apart
    for view, got in zip(views, grouped):
        want = revealers.read_hands(view, ai.card_chances(view))
        assert set(got) == set(want)
        for key, dist in want.items():
            assert all(math.isclose(got[key].get(c, 0.0), p, abs_tol=1e-12)
                       for c, p in dist.items())
