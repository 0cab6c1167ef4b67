"""Ali Baba AI: legal answers to every decision from the view alone; normal beats easy."""
import pytest

import engine.alibaba as g
from engine import ai, catalog
from engine.ai.alibaba import POLICIES, normal
from engine.alibaba.tiles import tile_id as T
from engine.core import Action, Rng
from support.alibaba import layers, scenario, spot


def play(policies, seed, variant=None):
    """One game, seat i played by policies[i]; returns the result and the decisions met."""
    state, rng, met = g.new_game(len(policies), seed, variant=variant), Rng(seed), set()
    while not state.is_over():
        seat, actions = state.to_move(), state.legal_actions()
        met.add(state.pending["decision"])
        choice = ai.choose(g, state.view(seat), actions, "easy", rng) if policies[seat] is None \
            else policies[seat](state.view(seat), actions, rng)
        assert choice in actions
        state.apply(choice)
    return state.result(), met


@pytest.mark.parametrize("variant, seed", [("lamp", 3), (None, 11), ("small", 5)])
def test_every_policy_answers_every_decision_legally(variant, seed):
    players = 2 if variant == "small" else 4
    met = set()
    for level in ("easy", "normal"):        # hard, whole games of it, is slow: test_ai_hard.py
        met |= play([POLICIES[level]] * players, seed, variant)[1]
    assert {"take", "show", "pick", "restrict"} <= met
    assert variant != "lamp" or "lamp" in met


def test_levels_resolve_through_the_catalog():
    game = catalog.get("alibaba")
    assert ai.levels(game) == ["easy", "normal", "hard"]
    assert ai.policies_for(game)["normal"] is normal


def test_normal_takes_the_obvious_points_and_picks_for_its_sets():
    pink = T("diamond", "pink")
    blues = [T(k, "blue") for k in ("carpet", "statue", "crown")]
    state = scenario(placed=dict(zip(layers(3), blues + [pink])))
    assert normal(state.view(0), state.legal_actions(), Rng(1)) == Action("take", tile=pink)
    chest = T("chest", "yellow")
    state = scenario(3, placed={spot(3, 0, 0): chest},
                     screens={0: [T("ring", "pink")], 1: [T("ring", "blue"), T("crown", "pink"),
                                                          T("crown", "blue")]})
    state.apply(Action("take", tile=chest))
    shown = normal(state.view(1), state.legal_actions(), Rng(1))
    assert shown == Action("show", tile=T("ring", "blue"))     # breaks no pair
    state.apply(shown)
    assert normal(state.view(0), state.legal_actions(), Rng(1)).tile == T("ring", "blue")


def test_normal_greys_the_colour_the_next_player_wants_most():
    statue = T("statue", "grey")
    placed = {spot(1, 0, 0): statue, spot(1, 3, 3): T("diamond", "pink")}
    state = scenario(placed=placed, empty=layers(2, 3))
    state.apply(Action("take", tile=statue))
    choice = normal(state.view(0), state.legal_actions(), Rng(1))
    assert choice == Action("restrict", what="colour", value="pink")


def test_normal_beats_easy_with_seats_swapped():
    wins = 0
    for seed in range(40):
        seats = [normal, POLICIES["easy"]] if seed % 2 == 0 else [POLICIES["easy"], normal]
        result, _ = play(seats, seed)
        wins += result.winners == [seats.index(normal)]
    assert wins >= 28, f"normal won only {wins} of 40"
