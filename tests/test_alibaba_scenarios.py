"""Ali Baba rules on hand-placed caves: the seed's examples with their exact numbers, grey and
the end of the game. `scenario` (tests/support/alibaba.py) builds a state with chosen tiles at
chosen spots."""
import pytest

import engine.alibaba as g
from engine.alibaba.scoring import seat_details, set_points
from engine.alibaba.tiles import TILES, colour, kind, of_kinds, tile_id as T
from engine.core import Action
from support.alibaba import layers, scenario, spot


def points(events):
    return [(e.data["seat"], e.data["amount"], e.data["reason"]) for e in events
            if e.kind == "points"]


def kinds_of(events):
    return [e.kind for e in events]


# --- scoring ------------------------------------------------------------------------------

def test_seed_scoring_example_is_24():
    tiles = (of_kinds(["carpet"])[:4] + of_kinds(["statue"])[:1] + of_kinds(["ruby"])[:1]
             + of_kinds(["crown"])[:3] + of_kinds(["chest"])[:2] + of_kinds(["sword"])[:2])
    details = seat_details(tiles, track=7)
    assert [set_points(n) for n in range(1, 7)] == [1, 3, 6, 10, 15, 21]
    assert details["sets"] == 24 and details["score"] == 31 and details["tiles"] == 13
    assert details["kinds"] == {"carpet": 4, "statue": 1, "ruby": 1, "crown": 3, "chest": 2,
                                "sword": 2}


def test_tie_goes_to_fewer_tiles_then_shared():
    fewer = scenario(3, screens={0: of_kinds(["ring"])[:2], 1: of_kinds(["ruby"])[:3],
                                 2: [T("crown", "pink")]}, scores=[3, 0, 5])
    assert fewer.result().scores == [6, 6, 6] and fewer.result().winners == [2]
    shared = scenario(2, screens={0: [T("crown", "pink")], 1: [T("ring", "blue")]})
    assert shared.result().winners == [0, 1]


# --- the colour effects: the seed's examples ------------------------------------------------

def test_pink_scores_5():
    state = scenario(placed={spot(3, 0, 0): T("diamond", "pink")})
    events = state.apply(Action("take", tile=T("diamond", "pink")))
    assert points(events) == [(0, 5, "pink")] and state.scores == [5, 0]
    assert state.to_move() == 1 and state.turn == 2


def test_blue_scores_2_per_flipped_tile():
    carpet = T("carpet", "blue")
    state = scenario(placed={spot(1, 0, 0): carpet}, empty=layers(2, 3) + [spot(1, 1, 0)])
    events = state.apply(Action("take", tile=carpet))
    flips = [e.data["pos"] for e in events if e.kind == "flip"]
    assert sorted(flips) == [spot(0, 0, 0), spot(0, 1, 0)]
    assert points(events) == [(0, 4, "blue")]


def test_blue_scores_2_for_a_cleared_square():
    state = scenario(placed={spot(0, 2, 2): T("ring", "blue")}, empty=layers(1, 2, 3))
    events = state.apply(Action("take", tile=T("ring", "blue")))
    assert events[0].data["layer"] == 0 and points(events) == [(0, 2, "blue")]


def test_brown_third_sword_scores_6():
    state = scenario(placed={spot(3, 1, 1): T("sword", "brown")},
                     screens={0: [T("sword", "pink"), T("sword", "grey")]})
    events = state.apply(Action("take", tile=T("sword", "brown")))
    assert points(events) == [(0, 6, "brown")]


def test_green_carpet_then_adjacent_ring_without_its_effect():
    carpet, ring = T("carpet", "green"), T("ring", "pink")
    state = scenario(placed={spot(3, 0, 0): carpet, spot(3, 1, 0): ring,
                             spot(3, 0, 1): T("crown", "pink"), spot(3, 1, 1): T("ruby", "pink")})
    events = state.apply(Action("take", tile=carpet))
    assert events[-1].kind == "prompt" and events[-1].data == {"seat": 0, "decision": "green"}
    # the diagonal ruby and the freshly flipped tile below are not orthogonally adjacent
    assert state.legal_actions() == [Action("green", tile=ring),
                                     Action("green", tile=T("crown", "pink")), Action("skip")]
    events = state.apply(Action("green", tile=ring))
    assert state.screens[0] == [carpet, ring] and state.scores == [0, 0]
    assert kinds_of(events) == ["take", "flip", "flip", "turn"]   # its flips score nothing


def test_green_with_no_face_up_neighbour_asks_nothing():
    state = scenario(placed={spot(3, 0, 0): T("carpet", "green")},
                     empty=[spot(3, 1, 0), spot(3, 0, 1)])
    events = state.apply(Action("take", tile=T("carpet", "green")))
    assert kinds_of(events)[-1] == "turn" and state.to_move() == 1
    said = next(e for e in events if e.kind == "no_second_tile")
    # the log says why: the upper tiles touching its place are still face down
    assert said.data == {"seat": 0, "why": "face_down"}


def test_green_with_every_place_around_empty_says_none_is_left():
    carpet = T("carpet", "green")
    state = scenario(placed={spot(0, 0, 0): carpet},
                     empty=layers(1, 2, 3) + [spot(0, 1, 0), spot(0, 0, 1)])
    events = state.apply(Action("take", tile=carpet))
    said = next(e for e in events if e.kind == "no_second_tile")
    assert said.data == {"seat": 0, "why": "empty"} and state.to_move() == 1


def test_green_next_to_face_down_tiles_only_says_they_are_face_down():
    carpet = T("carpet", "green")
    state = scenario(placed={spot(2, 0, 0): carpet}, empty=[spot(3, 0, 0)])
    events = state.apply(Action("take", tile=carpet))
    assert state.to_move() == 1
    said = next(e for e in events if e.kind == "no_second_tile")
    assert said.data == {"seat": 0, "why": "face_down"}


def test_a_turned_down_green_take_says_what_could_have_been_taken():
    carpet, ring, crown = T("carpet", "green"), T("ring", "pink"), T("crown", "pink")
    state = scenario(placed={spot(3, 0, 0): carpet, spot(3, 1, 0): ring, spot(3, 0, 1): crown})
    state.apply(Action("take", tile=carpet))
    events = state.apply(Action("skip"))
    assert events[0].kind == "skip" and sorted(events[0].data["left"]) == sorted([ring, crown])
    assert state.screens[0] == [carpet] and state.to_move() == 1


def test_yellow_chest_each_opponent_shows_then_the_sword_is_picked():
    chest, sword, statue, ruby = (T("chest", "yellow"), T("sword", "blue"),
                                  T("statue", "pink"), T("ruby", "brown"))
    state = scenario(3, placed={spot(3, 0, 0): chest}, screens={1: [statue, sword], 2: [ruby]})
    state.apply(Action("take", tile=chest))
    assert state.to_move() == 1
    assert state.legal_actions() == [Action("show", tile=t) for t in sorted([statue, sword])]
    shown = state.apply(Action("show", tile=sword))
    private, masked = shown[0], shown[1]
    assert private.visible_to == (0, 1) and private.data["tile"] == sword
    assert masked.visible_to == (2,) and masked.data["tile"] is None
    assert state.to_move() == 2
    assert state.view(2)["pending"]["shown"] == [[1, None]]
    state.apply(Action("show", tile=ruby))
    assert state.to_move() == 0
    assert state.legal_actions() == [Action("pick", tile=sword), Action("pick", tile=ruby)]
    assert state.view(0)["pending"]["shown"] == [[1, sword], [2, ruby]]
    state.apply(Action("pick", tile=sword))
    assert state.screens == [[chest, sword], [statue], [ruby]] and state.scores == [0, 0, 0]
    assert state.to_move() == 1


def test_yellow_asks_only_opponents_holding_tiles():
    chest = T("chest", "yellow")
    state = scenario(3, placed={spot(3, 0, 0): chest}, screens={2: [T("ruby", "pink")]})
    state.apply(Action("take", tile=chest))
    assert state.to_move() == 2
    nobody = scenario(3, placed={spot(3, 0, 0): chest})
    assert kinds_of(nobody.apply(Action("take", tile=chest)))[-1] == "turn"


def test_grey_statue_blocks_brown_until_the_greyers_next_turn():
    statue = T("statue", "grey")
    state = scenario(3, placed={spot(1, 0, 0): statue}, empty=layers(2, 3))
    state.apply(Action("take", tile=statue))
    assert Action("restrict", what="colour", value="brown") in state.legal_actions()
    assert Action("restrict", what="kind", value="ring") in state.legal_actions()
    events = state.apply(Action("restrict", what="colour", value="brown"))
    assert events[0].data == {"seat": 0, "what": "colour", "value": "brown"}
    for seat in (1, 2):
        assert state.to_move() == seat
        takes = [a.tile for a in state.legal_actions()]
        assert takes and all(colour(t) != "brown" for t in takes)
        assert state.view(seat)["restrictions"] == [{"by": 0, "what": "colour",
                                                     "value": "brown"}]
        state.apply(next(a for a in state.legal_actions() if colour(a.tile) == "pink"))
    assert state.to_move() == 0 and state.restrictions == []
    assert any(colour(a.tile) == "brown" for a in state.legal_actions())


def test_a_grey_block_leaving_no_legal_take_is_ignored():
    browns = [T(k, "brown") for k in ("carpet", "ring", "crown", "lamp")]
    tops = layers(3)
    state = scenario(2, placed=dict(zip(tops, browns)), current=1, turn=2,
                     restrictions=[{"by": 0, "what": "colour", "value": "brown"}])
    assert sorted(a.tile for a in state.legal_actions()) == sorted(browns)


def test_a_grey_block_also_binds_the_green_take_unless_it_leaves_none():
    carpet = T("carpet", "green")
    rule = [{"by": 1, "what": "kind", "value": "ring"}]
    placed = {spot(3, 0, 0): carpet, spot(3, 1, 0): T("ring", "pink"),
              spot(3, 0, 1): T("crown", "pink")}
    state = scenario(placed=placed, restrictions=rule)
    state.apply(Action("take", tile=carpet))
    assert state.legal_actions() == [Action("green", tile=T("crown", "pink")), Action("skip")]
    del placed[spot(3, 0, 1)]
    only_ring = scenario(placed=placed, empty=[spot(3, 0, 1)], restrictions=rule)
    only_ring.apply(Action("take", tile=carpet))
    assert only_ring.legal_actions() == [Action("green", tile=T("ring", "pink")),
                                         Action("skip")]


# --- Aladdin's Lamp -------------------------------------------------------------------------

LAMP_DISPLAY = [T("diamond", "pink"), T("ring", "blue"), T("crown", "brown"),
                T("chest", "green"), T("sword", "yellow"), T("ruby", "grey")]


def lamp_state():
    return scenario(placed={spot(3, 0, 0): T("lamp", "blue")}, variant="lamp",
                    display=LAMP_DISPLAY)


def test_lamp_swap_gives_the_display_tile_and_its_effect():
    state = lamp_state()
    state.apply(Action("take", tile=T("lamp", "blue")))
    assert state.legal_actions() == [Action("lamp_keep")] + [
        Action("lamp_swap", tile=t) for t in LAMP_DISPLAY]
    events = state.apply(Action("lamp_swap", tile=T("diamond", "pink")))
    assert state.display[0] == T("lamp", "blue") and state.screens[0] == [T("diamond", "pink")]
    assert points(events) == [(0, 5, "pink")]


def test_lamp_kept_uses_its_own_colour():
    state = lamp_state()
    state.apply(Action("take", tile=T("lamp", "blue")))
    events = state.apply(Action("lamp_keep"))
    assert points(events) == [(0, 2, "blue")]        # one tile flipped under the top corner
    assert state.display == LAMP_DISPLAY


# --- the end of the game --------------------------------------------------------------------

@pytest.mark.parametrize("players, first, start_turn, last_turn", [
    (2, 1, 2, 4), (3, 2, 2, 6), (3, 1, 3, 6), (4, 3, 1, 8), (4, 1, 5, 12)])
def test_after_the_last_flip_the_round_ends_then_everyone_plays_once_more(
        players, first, start_turn, last_turn):
    """One face-down tile remains, under the spot taken first; a first player other than 0."""
    opener = spot(1, 0, 0)
    empty = layers(2, 3) + [p for p in layers(0) if p != spot(0, 0, 0)]
    seat_of = [None] + [(first + t - 1) % players for t in range(1, 40)]
    state = scenario(players, placed={opener: T("diamond", "pink")}, empty=empty,
                     first_player=first, turn=start_turn, current=seat_of[start_turn])
    events = state.apply(Action("take", tile=T("diamond", "pink")))
    assert {"kind": "final_round", "turn": start_turn, "last_turn": last_turn} in [
        {"kind": e.kind, **e.data} for e in events]
    seats = [seat_of[start_turn]]
    while not state.is_over():
        if state.pending["decision"] == "take":
            seats.append(state.to_move())
        actions = state.legal_actions()
        events = state.apply(next((a for a in actions if a.kind == "skip"), actions[0]))
    assert events[-1].kind == "game_over" and state.turn == last_turn
    assert seats == seat_of[start_turn:last_turn + 1]
    assert seats[-1] == (first - 1) % players         # the player before the first player
    assert state.view(0)["final_round"] and state.view(0)["last_turn"] == last_turn


def test_an_empty_board_ends_the_game_at_once():
    state = scenario(3, placed={spot(0, 0, 0): T("diamond", "pink")},
                     empty=[p for p in range(54) if p != spot(0, 0, 0)])
    events = state.apply(Action("take", tile=T("diamond", "pink")))
    assert kinds_of(events) == ["take", "effect", "points", "game_over"]
    assert state.is_over() and state.to_move() is None and state.turn == 1
    assert events[-1].data == {"scores": [6, 0, 0], "winners": [0]}


# --- set-up and variants --------------------------------------------------------------------

def on_board(state):
    return [t for t in state.cells if t is not None]


def test_standard_setup():
    state = g.new_game(4, 3)
    assert len(on_board(state)) == 54 and len(state.box) == 6 and state.removed_kinds == []
    assert sum(state.up) == 4 and all(state.up[p] for p in layers(3))
    view = state.view(0)
    assert view["face_down"] == 50 and view["box"] == 6 and view["turn"] == 1


def test_lamp_setup_has_a_display_of_six_and_all_lamps_in_the_cave():
    state = g.new_game(3, 8, variant="lamp")
    assert len(state.display) == 6 and all(kind(t) != "lamp" for t in state.display)
    assert set(of_kinds(["lamp"])) <= set(on_board(state))
    assert len(on_board(state)) == 54 and state.box == []
    assert state.view(1)["display"][0]["tile"] == state.display[0]


def test_equal_setup_removes_one_public_kind():
    state = g.new_game(2, 9, variant="equal")
    assert len(state.removed_kinds) == 1
    assert sorted(on_board(state)) == [t for t in TILES if kind(t) not in state.removed_kinds]
    assert state.view(0)["removed_kinds"] == state.removed_kinds and state.view(0)["box"] == 0
    chosen = g.new_game(2, 9, variant="equal", removed_kinds=["ring"])
    assert chosen.removed_kinds == ["ring"] and not set(of_kinds(["ring"])) & set(chosen.cells)


def test_small_setup_removes_three_public_kinds_and_uses_the_small_cave():
    state = g.new_game(2, 4, variant="small", removed_kinds=["necklace", "carpet", "ring"])
    assert state.removed_kinds == ["carpet", "ring", "necklace"] and state.board == "small"
    assert len(on_board(state)) == 36 and len(state.box) == 24 and sum(state.up) == 2
    assert state.view(1)["box"] == 6                  # the removed 18 are public, not unseen
    assert not {kind(t) for t in on_board(state)} & set(state.removed_kinds)
    assert len(g.new_game(2, 4, variant="small").removed_kinds) == 3


@pytest.mark.parametrize("options", [
    {"players": 3, "variant": "small"}, {"players": 5}, {"players": 1},
    {"players": 2, "variant": "huge"}, {"players": 2, "first_player": 2},
    {"players": 2, "variant": "equal", "removed_kinds": ["ring", "ruby"]},
    {"players": 2, "variant": "equal", "removed_kinds": ["spoon"]},
    {"players": 2, "removed_kinds": ["ring"]}])
def test_impossible_setups_are_rule_errors(options):
    with pytest.raises(g.RuleError):
        g.new_game(seed=1, **options)


def test_same_seed_same_cave_and_from_dict_rejects_junk():
    assert g.new_game(3, 5).to_dict() == g.new_game(3, 5).to_dict()
    assert g.new_game(3, 5).cells != g.new_game(3, 6).cells
    for junk in ({}, {"players": 2}, [], {**g.new_game(2, 1).to_dict(), "cells": [1, 2]}):
        with pytest.raises(ValueError):
            g.from_dict(junk)


def test_describe_action():
    assert g.describe_action(Action("take", tile=T("ruby", "pink")), None) == "take the pink ruby"
    assert g.describe_action(Action("green", tile=T("ring", "blue")), None) \
        == "also take the blue ring"
    assert g.describe_action(Action("restrict", what="colour", value="brown"), None) \
        == "bar brown tiles until their next turn"
    state = lamp_state()
    state.apply(Action("take", tile=T("lamp", "blue")))
    assert g.describe_action(Action("lamp_keep"), state.view(0)) \
        == "keep the lamp and use its blue effect"
    for action in state.legal_actions() + [Action("skip"), Action("show", tile=3),
                                           Action("pick", tile=4)]:
        assert g.describe_action(action, state.view(0))
