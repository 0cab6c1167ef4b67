"""Forty Thieves set-up: new games, loading states, and `rigged` (tests/support/forty_thieves.py),
the helper that deals chosen cards so that the rule tests can replay exact situations."""
from collections import Counter

import pytest

import engine.forty_thieves as ft
from engine import catalog
from engine.ai import levels, policies_for
from engine.ai import forty_thieves as ai
from engine.core import Action, RuleError
from engine.forty_thieves.cards import DECK
from engine.forty_thieves.gold import STACK_SIZES, TOTAL
from support.forty_thieves import rigged


def test_new_game_deals_and_stakes_everyone():
    state = ft.new_game(players=4, seed=3, first_player=2)
    assert state.to_move() == 2 and state.turn == 1 and state.round == 1
    assert state.gold == [20] * 4 and state.stacks == list(STACK_SIZES)
    assert state.bank == TOTAL - 80 - 134 == 840
    assert len(state.deck) == 21 - 12 and state.cards() == Counter(DECK)
    assert len(state.legal_actions()) == 9 + 1   # three cards of each other player, the deck
    assert state.legal_actions()[:3] == [Action("reveal", seat=3, place=p)
                                         for p in ("left", "centre", "right")]


@pytest.mark.parametrize("kwargs", [{"players": 1}, {"players": 7}, {"players": 3, "variant": "x"},
                                    {"players": 3, "first_player": 3}])
def test_impossible_set_ups_are_rule_errors(kwargs):
    with pytest.raises(RuleError):
        ft.new_game(seed=1, **kwargs)


@pytest.mark.parametrize("change", [
    lambda d: d["gold"].__setitem__(0, 21),                  # 1,055 gold
    lambda d: d["hands"][0].reverse(),                       # not laid out by the rule
    lambda d: d["deck"].pop(),                               # a card missing
    lambda d: d.pop("bank"),
    lambda d: d.update(players="two"),
])
def test_from_dict_rejects_states_the_rules_cannot_reach(change):
    d = ft.new_game(players=3, seed=2).to_dict()
    change(d)
    with pytest.raises(ValueError):
        ft.from_dict(d)


def test_module_protocol_and_catalog():
    assert catalog.get("forty_thieves") is ft
    assert (ft.NAME, ft.MIN_PLAYERS, ft.MAX_PLAYERS, ft.VARIANTS) == ("forty_thieves", 2, 6, {})
    assert ft.action_from_dict(Action("reveal", seat=1, place="left").to_dict()) == \
        Action("reveal", seat=1, place="left")
    assert levels(ft) == ["easy", "normal", "hard"]
    assert policies_for(ft)["normal"] is ai.normal and policies_for(ft)["easy"] is ai.easy


def test_describe_action():
    view = ft.new_game(players=2, seed=1).view(0)
    assert ft.describe_action(Action("reveal", seat=1, place="centre"), view) == \
        "reveal the centre card of player 2"
    assert ft.describe_action(Action("reveal_deck"), view) == "reveal two deck cards and keep one"
    assert ft.describe_action(Action("reveal_deck"), None) == "reveal the top card of the deck"
    assert ft.describe_action(Action("choose", card="5-moon"), view) == "keep the 5 (moon)"
    assert ft.describe_action(Action("pass"), view) == "pass: nothing is left to reveal"


def test_rigged_hands_are_checked_against_the_placement_rule():
    with pytest.raises(ValueError):
        rigged([["9", "plus1", "1"], ["0", "1", "2"], ["3", "4", "5"]])


def test_hard_is_offered_where_it_is_stronger(monkeypatch):
    """The arena measures Forty Thieves' hard stronger than normal at every table size, so it
    is offered at all; a level kept to some sizes is refused in one line at the others."""
    from engine.ai import forty_thieves as ft_ai
    from engine.match import Match, SeatSpecError, seats_from_specs
    assert all(levels(ft, n) == ["easy", "normal", "hard"] for n in range(2, 7))
    Match.new("forty_thieves", seats_from_specs(["human"] + ["ai:hard"] * 5), 1)
    monkeypatch.setattr(ft_ai, "SEATS", {"hard": (2, 3)}, raising=False)
    Match.new("forty_thieves", seats_from_specs(["human", "ai:hard", "ai:hard"]), 1)
    with pytest.raises(SeatSpecError, match="no hard AI at 4 players"):
        Match.new("forty_thieves", seats_from_specs(["human"] + ["ai:hard"] * 3), 1)
