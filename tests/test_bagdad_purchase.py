"""Thieves of Bagdad purchases: the slipper, paying (genies, gem cards, change lost), pieces and
gems, moves on the real map (gates, costs), every ability allowed and refused, and the end of
the game (wishes, gem values and their ties, the round limit)."""
import pytest

import engine.bagdad as g
from engine.bagdad.board import CITY, PALACE_SHOPS
from engine.bagdad.cards import GENIES
from engine.bagdad.city import DESERT
from engine.bagdad.gems import WISHES
from engine.bagdad.pieces import DEAD
from engine.core import Action, Rng
from support.bagdad_fixtures import gem_card, give_gems, goods, pair, piece, purchase, put, set_hand

ALI, SINBAD, DAVID = range(3)          # the characters of seats 0, 1, 2 in these games
BAZAAR, HARBOUR, SOUK, KASBAH, PALACE = range(5)
KINDS = ("caravaneer", "merchant", "trader", "assassin", "thief")
ALLOWED = {("merchant", "caravaneer"), ("trader", "merchant"), ("thief", "thief"),
           ("assassin", "caravaneer"), ("assassin", "merchant"), ("assassin", "trader"),
           ("assassin", "assassin")}


def buy(state, choice: Action, *then: Action) -> list:
    """Choose a purchase, maybe change its payment, and confirm it."""
    events = state.apply(choice)
    for action in then:
        events += state.apply(action)
    return events + state.apply(Action("confirm"))


# --- the slipper ------------------------------------------------------------------------------

def test_the_holder_must_buy_once_then_may_pass_only_to_a_player_with_cards():
    state = purchase()
    set_hand(state, 0, [goods(BAZAAR, ALI, 5), goods(BAZAAR, ALI, 6)])
    set_hand(state, 2, [goods(BAZAAR, DAVID, 1)])
    first = state.legal_actions()
    assert not [a for a in first if a.kind == "pass_slipper"]
    assert Action("buy_piece", piece_kind="caravaneer") in first
    turn = state.turn
    buy(state, Action("buy_piece", piece_kind="caravaneer"))
    assert state.turn == turn + 1 and state.bought
    passes = [a for a in state.legal_actions() if a.kind == "pass_slipper"]
    assert passes == [Action("pass_slipper", to=2)]        # seat 1 holds no card
    state.apply(passes[0])
    assert state.slipper == 2 and not state.bought and state.turn == turn + 2
    assert not [a for a in state.legal_actions() if a.kind == "pass_slipper"]


def test_a_holder_without_cards_passes_at_once_to_a_holder_of_cards():
    state = purchase()
    set_hand(state, 1, [goods(BAZAAR, SINBAD, 3)])
    set_hand(state, 2, [goods(BAZAAR, DAVID, 3)])
    assert state.to_move() == 0
    assert state.legal_actions() == [Action("pass_slipper", to=1), Action("pass_slipper", to=2)]


def test_the_phase_and_round_end_when_nobody_holds_a_card():
    state = purchase()
    put(state, piece(1, "caravaneer"), CITY.in_district("souk", "shop")[0])
    set_hand(state, 0, [goods(BAZAAR, ALI, 6)])
    buy(state, Action("buy_piece", piece_kind="caravaneer"))
    assert state.round == 2 and state.phase == "exchange" and state.slipper == 0
    assert [len(h) for h in state.hands] == [0, 1, 0]


def test_a_holder_whose_cards_buy_nothing_discards_them():
    state = purchase()
    give_gems(state, 1, ["false"] * 6)                       # false stones sold out
    card = gem_card("false")
    set_hand(state, 0, [card])
    set_hand(state, 1, [goods(BAZAAR, SINBAD, 2)])
    assert state.legal_actions() == [Action("discard")]
    events = state.apply(Action("discard"))
    assert state.discards[BAZAAR] == [card] and state.hands[0] == []
    assert events[0].kind == "discard" and events[0].visible_to is None
    assert state.legal_actions() == [Action("pass_slipper", to=1)]


# --- paying -----------------------------------------------------------------------------------

def test_change_is_lost_and_spent_cards_go_face_up_to_their_discard_piles():
    state = purchase()
    six, two = goods(HARBOUR, ALI, 8), goods(BAZAAR, ALI, 2)
    set_hand(state, 0, [six, two])
    state.apply(Action("buy_piece", piece_kind="caravaneer"))
    assert state.purchase["paid"] == [six]                  # the only card worth 5 or more
    events = state.apply(Action("confirm"))
    assert state.hands[0] == [two] and state.discards[HARBOUR] == [six]
    paid = next(e for e in events if e.kind == "pay")
    assert paid.visible_to is None and [c["card"] for c in paid.data["cards"]] == [six]
    assert state.at[piece(0, "caravaneer", 2)] == DESERT     # the first one still in the box
    assert state.view(1)["discards"]["harbour"][0]["card"] == six


def test_paying_card_by_card_confirm_only_once_covered_then_no_more_cards():
    state = purchase()
    cards = [goods(BAZAAR, ALI, v) for v in (1, 2, 3)]
    set_hand(state, 0, cards + [goods(BAZAAR, ALI, 6)])
    state.apply(Action("buy_piece", piece_kind="caravaneer"))
    for card in list(state.purchase["paid"]):
        state.apply(Action("unpay", card=card))
    assert Action("confirm") not in state.legal_actions()
    state.apply(Action("pay", card=cards[0]))
    state.apply(Action("pay", card=cards[1]))
    assert Action("confirm") not in state.legal_actions()      # 3 of 5
    state.apply(Action("pay", card=cards[2]))                  # 6 of 5: covered
    legal = state.legal_actions()
    assert Action("confirm") in legal and not [a for a in legal if a.kind == "pay"]
    state.apply(Action("confirm"))
    assert len(state.hands[0]) == 1


def test_genies_pay_1_10_50_together():
    state = purchase()
    genies = sorted(GENIES)
    set_hand(state, 0, genies[:2])
    legal = state.legal_actions()
    assert Action("buy_piece", piece_kind="merchant") in legal       # 10 dinars
    assert Action("buy_piece", piece_kind="trader") not in legal     # 12
    buy(state, Action("buy_piece", piece_kind="merchant"))
    assert state.at[piece(0, "merchant")] == DESERT
    state = purchase()
    set_hand(state, 0, genies)
    buy(state, Action("buy_gem", gem="diamond"))                     # 50 for 35
    assert state.pouches[0] == [("diamond", None)]


def test_a_gem_card_buys_only_its_own_gem_and_only_alone():
    state = purchase()
    sapphire, five = gem_card("sapphire"), goods(BAZAAR, ALI, 5)
    set_hand(state, 0, [sapphire, five])
    legal = state.legal_actions()
    assert Action("buy_gem", gem="sapphire") in legal
    assert Action("buy_gem", gem="false") not in legal              # 5 dinars, 9 needed
    state.apply(Action("buy_piece", piece_kind="caravaneer"))
    assert Action("pay", card=sapphire) not in state.legal_actions()
    state.apply(Action("cancel"))
    state.apply(Action("buy_gem", gem="sapphire"))
    assert state.purchase["paid"] == [sapphire]
    assert not [a for a in state.legal_actions() if a.kind == "pay"]
    state.apply(Action("unpay", card=sapphire))
    state.apply(Action("pay", card=five))
    assert Action("pay", card=sapphire) not in state.legal_actions()  # not with other cards
    state.apply(Action("unpay", card=five))
    state.apply(Action("pay", card=sapphire))
    state.apply(Action("confirm"))
    assert state.pouches[0] == [("sapphire", None)] and state.supply[1] == 4
    assert state.hands[0] == [five] and state.discards[HARBOUR] == [sapphire]


def test_a_sold_out_gem_cannot_be_bought():
    state = purchase()
    give_gems(state, 1, ["diamond", "diamond"])
    set_hand(state, 0, [gem_card("diamond")] + sorted(GENIES))
    legal = state.legal_actions()
    assert Action("buy_gem", gem="diamond") not in legal
    assert Action("buy_gem", gem="ruby") in legal


def test_killed_pieces_cannot_be_bought_again():
    state = purchase()
    for nth in range(2):
        state.at[piece(0, "assassin", nth)] = DEAD if nth == 0 else DESERT
    set_hand(state, 0, [goods(PALACE, ALI, 15)])
    assert Action("buy_piece", piece_kind="assassin") not in state.legal_actions()
    assert Action("buy_piece", piece_kind="trader") in state.legal_actions()


# --- moves ------------------------------------------------------------------------------------

def test_entering_from_the_desert_costs_one_for_the_gate_street():
    state = purchase()
    caravaneer = piece(0, "caravaneer")
    reach = g.reachable(state, caravaneer)
    gate_streets = {gate.inner for gate in CITY.gates if gate.outer == DESERT}
    assert len(gate_streets) == 5
    assert {s for s, cost in reach.items() if cost == 1} == gate_streets
    assert DESERT not in reach
    for space, cost in reach.items():
        assert cost == CITY.cost(DESERT, space)
    harbour = CITY.in_district("harbour", "shop")[0]
    route = CITY.path(DESERT, harbour)
    assert route[0] in gate_streets and len(route) == reach[harbour]
    crossing = [(a, b) for a, b in zip(route, route[1:])
                if CITY.spaces[a].district != CITY.spaces[b].district]
    assert crossing and all((a, b) in {(gt.outer, gt.inner) for gt in CITY.gates}
                            for a, b in crossing)


def test_a_move_costs_the_map_distance_through_occupied_spaces_and_never_returns_to_desert():
    state = purchase()
    caravaneer = piece(0, "caravaneer")
    start, far = CITY.in_district("bazaar", "shop")[0], CITY.in_district("souk", "shop")[-1]
    put(state, caravaneer, start)
    route = CITY.path(start, far)
    blockers = [p for seat in (1, 2) for p in range(seat * 12, seat * 12 + 12)]
    for blocker, space in zip(blockers, route[:-1]):          # every step of the way occupied
        put(state, blocker, space)
    assert len(route) - 1 <= len(blockers)
    reach = g.reachable(state, caravaneer)
    assert reach[far] == CITY.cost(start, far) == len(route)
    assert route[0] not in reach and DESERT not in reach and start not in reach
    set_hand(state, 0, sorted(GENIES))                       # 50 dinars
    events = buy(state, Action("move", piece=caravaneer), Action("to", space=far))
    assert state.at[caravaneer] == far
    move = next(e for e in events if e.kind == "move")
    assert move.data == {"seat": 0, "piece": caravaneer, "kind": "caravaneer", "start": start,
                         "space": far}


def test_only_affordable_ends_are_offered_and_anyone_moves_the_vizier():
    state = purchase()
    set_hand(state, 1, [goods(BAZAAR, SINBAD, 2)])
    state.slipper = 1
    state.apply(Action("move", piece=g.VIZIER))
    ends = [a for a in state.legal_actions() if a.kind == "to"]
    assert {a.space for a in ends} == {s for s, cost in enumerate(CITY.distances(DESERT))
                                       if s != DESERT and cost is not None and cost <= 2}
    assert all(a.get("victim") is None for a in ends)        # the Vizier harms nobody
    state.apply(ends[-1])
    state.apply(Action("cancel"))                            # back to choosing the space
    assert state.purchase["stage"] == "to"
    state.apply(Action("cancel"))
    assert state.purchase is None


# --- abilities --------------------------------------------------------------------------------

def _duel(attacker_kind: str, victim_kind: str, victim_seat: int = 1, spaces=None):
    state = purchase()
    a, b = spaces or pair()
    attacker, victim = piece(0, attacker_kind), piece(victim_seat, victim_kind)
    if victim_seat == 0 and victim_kind == attacker_kind:
        victim = piece(0, victim_kind, 1)
    put(state, attacker, a)
    put(state, victim, b)
    if victim_kind == "thief":
        give_gems(state, victim_seat, ["ruby"])
    set_hand(state, 0, [goods(BAZAAR, ALI, 1)])
    return state, attacker, victim, a, b


@pytest.mark.parametrize("attacker_kind", KINDS)
@pytest.mark.parametrize("victim_kind", KINDS)
def test_who_may_strike_whom(attacker_kind, victim_kind):
    state, attacker, victim, a, b = _duel(attacker_kind, victim_kind)
    assert CITY.adjacent(a, b)
    allowed = (attacker_kind, victim_kind) in ALLOWED
    targets = g.ability_targets(state, attacker)
    assert ((a, victim) in targets) == allowed
    if allowed:
        assert targets[(a, victim)] == 0                    # striking from where it stands
        state.apply(Action("move", piece=attacker))
        assert Action("to", space=a, victim=victim) in state.legal_actions()


def test_own_pieces_may_be_struck_but_never_the_vizier():
    state, attacker, victim, a, b = _duel("assassin", "merchant", victim_seat=0)
    assert (a, victim) in g.ability_targets(state, attacker)
    state, attacker, victim, a, b = _duel("assassin", "merchant")
    put(state, victim, DESERT)
    put(state, g.VIZIER, b)
    assert not [v for _, v in g.ability_targets(state, attacker)]


def test_no_ability_through_a_wall_or_into_or_out_of_the_desert():
    state, attacker, victim, a, b = _duel("assassin", "caravaneer", spaces=pair(wall=True))
    assert not CITY.adjacent(a, b)
    assert (a, victim) not in g.ability_targets(state, attacker)
    state, attacker, victim, a, b = _duel("merchant", "caravaneer")
    put(state, victim, DESERT)                               # nobody in the Desert is struck
    assert not g.ability_targets(state, attacker)
    put(state, victim, b)
    put(state, attacker, DESERT)                             # from the Desert: move in first
    targets = g.ability_targets(state, attacker)
    assert targets and all(space != DESERT and CITY.adjacent(space, b) and cost >= 1
                           for (space, _), cost in targets.items())


def test_a_thief_robs_only_a_thief_with_gems():
    state, thief, victim, a, b = _duel("thief", "thief")
    state.pouches[1].clear()
    state.supply[3] += 1
    assert not g.ability_targets(state, thief)


def test_kidnapping_sends_the_victim_to_the_desert():
    state, merchant, victim, a, b = _duel("merchant", "caravaneer")
    events = buy(state, Action("move", piece=merchant), Action("to", space=a, victim=victim))
    assert state.at[victim] == DESERT and state.at[merchant] == a
    kinds = [e.kind for e in events]
    assert kinds[kinds.index("move") + 1] == "kidnap"


def test_an_assassin_kills_and_goes_to_the_desert_and_two_assassins_both_leave():
    state, assassin, victim, a, b = _duel("assassin", "trader")
    buy(state, Action("move", piece=assassin), Action("to", space=a, victim=victim))
    assert state.at[victim] == DEAD and state.at[assassin] == DESERT
    state, assassin, victim, a, b = _duel("assassin", "assassin")
    events = buy(state, Action("move", piece=assassin), Action("to", space=a, victim=victim))
    assert state.at[victim] == DEAD and state.at[assassin] == DEAD
    kill = next(e for e in events if e.kind == "kill")
    assert kill.visible_to is None and kill.data["assassin_to"] == "killed"


def _robbery(seed: int):
    state, thief, victim, a, b = _duel("thief", "thief")
    give_gems(state, 0, ["emerald"])
    give_gems(state, 1, ["sapphire"])                       # the victim: ruby, sapphire
    set_hand(state, 2, [goods(BAZAAR, DAVID, 1)])            # the round goes on
    state.rng = Rng(seed)
    events = buy(state, Action("move", piece=thief), Action("to", space=a, victim=victim))
    return state, events


def test_a_robbed_gems_kind_is_seen_only_by_robber_and_victim():
    outcomes = {}
    for seed in range(20):
        state, events = _robbery(seed)
        rob = next(e for e in events if e.kind == "rob")
        assert rob.visible_to is None and "gem" not in rob.data
        [private] = [e for e in events if e.kind == "robbed_gem"]
        assert private.visible_to == (0, 1)
        taken = private.data["gem"]
        left = "sapphire" if taken == "ruby" else "ruby"
        assert state.pouches[0] == [("emerald", None), (taken, (0, 1))]
        assert state.pouches[1] == [(left, (1,))]
        views = [state.view(seat)["pouches"] for seat in range(3)]
        assert [e["gem"] for e in views[0][0]] == ["emerald", taken]
        assert [e["gem"] for e in views[1][0]] == ["emerald", taken]
        assert [e["gem"] for e in views[1][1]] == [left]
        assert [e["gem"] for e in views[0][1]] == [None]        # the robber cannot tell either
        assert [e["gem"] for e in views[2][0]] == ["emerald", None]
        assert [e["gem"] for e in views[2][1]] == [None]
        outcomes[taken] = state.view(2)
    assert len(outcomes) == 2                                   # both gems were taken sometime
    assert outcomes["ruby"] == outcomes["sapphire"]             # and seat 2 cannot tell which


def test_a_zero_step_ability_still_costs_a_card():
    state, merchant, victim, a, b = _duel("merchant", "caravaneer")
    one = state.hands[0][0]
    state.apply(Action("move", piece=merchant))
    state.apply(Action("to", space=a, victim=victim))
    assert state.purchase["price"] == 0 and state.purchase["paid"] == [one]
    state.apply(Action("unpay", card=one))
    assert Action("confirm") not in state.legal_actions()


# --- the end ----------------------------------------------------------------------------------

def _final(wishes, pouches, palace=True, **options):
    """The last purchase of a round: seat 0 moves the Vizier onto a Palace shop (or street)."""
    state = purchase(**options)
    state.wishes = list(wishes)
    for seat, gems in enumerate(pouches):
        give_gems(state, seat, gems)
    streets = CITY.in_district("palace", "street")
    target = next(s for s in CITY.in_district("palace", "shop" if palace else "street")
                  if set(CITY.neighbours[s]) & set(streets))
    start = next(n for n in sorted(CITY.neighbours[target]) if n in streets)
    put(state, g.VIZIER, start)
    put(state, piece(2, "caravaneer"), CITY.in_district("bazaar", "shop")[0])   # it earns
    set_hand(state, 0, [goods(BAZAAR, ALI, 1)])
    return state, target


def test_the_vizier_on_a_palace_shop_ends_the_game_and_every_wish_winner_wins():
    w = WISHES
    state, target = _final([w.index(("diamond", "sapphire")), w.index(("ruby", "emerald")),
                            w.index(("diamond", "false", "false"))],
                           [["diamond", "sapphire"], ["ruby", "emerald", "false"],
                            ["diamond", "ruby"]])
    events = buy(state, Action("move", piece=g.VIZIER), Action("to", space=target))
    assert state.is_over() and state.end == "vizier" and target in PALACE_SHOPS
    result = state.result()
    assert result.winners == [0, 1] and result.scores == [47, 47, 62]
    assert [d["won_by"] for d in result.details] == ["wish", "wish", None]
    assert [d["wish_fulfilled"] for d in result.details] == [True, True, False]
    assert events[-1].kind == "game_over" and events[-1].data["winners"] == [0, 1]
    assert state.view(2)["wishes"][0] == ["diamond", "sapphire"]      # revealed at the end
    assert state.legal_actions() == [] and state.to_move() is None


def test_without_a_wish_the_highest_gem_value_wins_and_ties_share():
    w = WISHES
    state, target = _final([w.index(("diamond", "sapphire")), w.index(("ruby", "emerald")),
                            w.index(("diamond", "false", "false"))],
                           [["emerald", "false", "false"], ["sapphire", "false"], ["emerald"]])
    buy(state, Action("move", piece=g.VIZIER), Action("to", space=target))
    result = state.result()
    assert result.scores == [20, 12, 20] and result.winners == [0, 2]
    assert [d["won_by"] for d in result.details] == ["gem value", None, "gem value"]


def test_only_a_palace_shop_at_the_end_of_the_phase_ends_the_game():
    state, target = _final([0, 1, 2], [[], [], []], palace=False)
    set_hand(state, 1, [goods(BAZAAR, SINBAD, 1)])
    buy(state, Action("move", piece=g.VIZIER), Action("to", space=target))
    assert not state.is_over()
    state, target = _final([0, 1, 2], [[], [], []])
    set_hand(state, 0, [goods(BAZAAR, ALI, 1), goods(BAZAAR, ALI, 2)])
    buy(state, Action("move", piece=g.VIZIER), Action("to", space=target))
    assert not state.is_over()                            # seat 0 still holds a card
    away = next(n for n in sorted(CITY.neighbours[target]) if n not in PALACE_SHOPS)
    buy(state, Action("move", piece=g.VIZIER), Action("to", space=away))
    assert not state.is_over() and state.round == 2


def test_the_round_limit_ends_the_game_scored_by_gem_value_only():
    w = WISHES
    state = purchase(round_limit=1)
    state.wishes = [w.index(("diamond", "sapphire")), 1, 2]
    give_gems(state, 0, ["diamond", "sapphire"])              # its wish, but no Vizier
    give_gems(state, 1, ["diamond", "ruby"])
    set_hand(state, 0, [goods(BAZAAR, ALI, 6)])
    events = buy(state, Action("buy_piece", piece_kind="caravaneer"))
    assert state.is_over() and state.end == "round_limit"
    assert state.result().winners == [1] and state.result().scores == [47, 62, 0]
    assert events[-1].data["why"] == "round_limit"


def test_a_city_where_nobody_earns_ends_at_once():
    state = purchase()
    set_hand(state, 0, [goods(BAZAAR, ALI, 6)])              # every piece is in the Desert
    events = buy(state, Action("buy_piece", piece_kind="caravaneer"))
    assert state.is_over() and state.end == "stalled" and state.round == 2
    assert [e.kind for e in events][-2:] == ["round", "game_over"]


def test_a_bagdad_state_round_trips_and_refuses_another_map():
    state, _ = _final([0, 1, 2], [["ruby"], [], []])
    d = state.to_dict()
    assert g.from_dict(d).to_dict() == d
    with pytest.raises(ValueError, match="another map"):
        g.from_dict({**d, "city": "0" * 16})
    with pytest.raises(ValueError):
        g.from_dict({**d, "supply": [6, 5, 4, 3, 3]})         # a gem from nowhere
    with pytest.raises(ValueError):
        g.from_dict({**d, "hands": [[0], [0], []]})
