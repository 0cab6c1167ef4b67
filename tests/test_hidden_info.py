"""Hidden information stays hidden, for every game in the catalog: at states reached by random
play, each seat's hidden twin (engine/catalog.py) really differs from the real state, yet gives
the same view, the same legal actions and, at every AI level, the same choice for that seat.
A view that leaks, or an AI that peeks past the view, makes some twin disagree.

Thieves of Bagdad's exchange talk gets its own checks: a claimed card's true name reaches
nobody but its holder until the deal, each seat sees only its own record of claims checked,
twins agree in the middle of a claim, a counter or a pick, and a view determinized gives the
same view back.
"""
from __future__ import annotations

import json

import pytest

import engine.bagdad as g
from engine import ai, catalog
from engine.bagdad.actions import ACCEPT, CANCEL, SEND
from engine.core import Rng
from support import minigame
from support.bagdad_offers import ai_games, card, counter, dealt, ids_in, offer, play
from support.setups import new, setups

GAMES = list(dict.fromkeys(catalog.names() + [minigame.NAME]))
RUNS = {"alibaba": 16, "forty_thieves": 6}      # random games per game name (SLOW times
DEFAULT_RUNS = 5                                # as many under -m slow)
CHECKPOINTS = 24                 # states checked per game, spread from set-up to the end
HARD_CHECKS = 1                  # hard decisions compared per game name (each thinks ~1 s)
SLOW = 16


def random_game(game, setup: dict, seed: int) -> list:
    """The actions of one random game, played to its end."""
    state, rng, actions = new(game, setup, seed), Rng(seed), []
    while not state.is_over():
        actions.append(rng.choice(state.legal_actions()))
        state.apply(actions[-1])
    return actions


def check_seat(game, state, seat: int, rng: Rng, levels: list[str]) -> bool:
    """The twin of `state` for `seat` agrees on everything `seat` may know; returns whether
    it differs anywhere at all."""
    before = state.to_dict()
    twin = game.hidden_twin(state, seat, rng)
    assert state.to_dict() == before, "making the twin changed the real state"
    assert game.invariant_errors(twin) == [], "the twin is no state the rules can reach"
    changed = twin.to_dict() != before
    view = state.view(seat)
    assert twin.view(seat) == view
    if seat == state.to_move():
        actions = state.legal_actions()
        assert twin.legal_actions() == actions
        if len(actions) > 1:
            for level in levels:
                key = rng.next64()
                mine = ai.choose(game, view, actions, level, Rng(key))
                assert ai.choose(game, twin.view(seat), actions, level, Rng(key)) == mine, level
        twin.apply(actions[0])
        assert state.to_dict() == before, "playing on the twin changed the real state"
    return changed


def check_game(name: str, runs: int, hard: int) -> None:
    game = catalog.get(name)
    cheap = [level for level in ai.levels(game) if level != "hard"]
    options, rng = setups(game), Rng(len(name))
    differs: dict[int, bool] = {}
    for index in range(runs):
        setup, seed = options[index % len(options)], 104729 * index + 3
        log = random_game(game, setup, seed)
        stops = {round(i * len(log) / CHECKPOINTS) for i in range(CHECKPOINTS + 1)}
        middle = round(len(log) / 2)
        state = new(game, setup, seed)
        for step, action in enumerate(log + [None]):
            if step in stops:
                levels = cheap
                if hard and step >= middle and state.to_move() is not None \
                        and len(state.legal_actions()) > 1 and "hard" in ai.levels(game):
                    levels, hard = cheap + ["hard"], hard - 1
                for seat in range(state.players):
                    try:
                        changed = check_seat(game, state, seat, rng, levels)
                    except AssertionError as exc:
                        raise AssertionError(f"{name} {setup} seed {seed}, action {step}, "
                                             f"seat {seat}: {exc}") from exc
                    differs[seat] = differs.get(seat, False) or changed
            if action is not None:
                state.apply(action)
    assert differs and all(differs.values()), f"{name}: the twin of seats {differs} never moved"


@pytest.mark.parametrize("name", GAMES)
def test_hidden_twins_look_the_same_to_their_seat_and_its_ai(name):
    check_game(name, RUNS.get(name, DEFAULT_RUNS), HARD_CHECKS)


@pytest.mark.long
@pytest.mark.parametrize("name", GAMES)
def test_hidden_twins_long(name):
    check_game(name, SLOW * RUNS.get(name, DEFAULT_RUNS), 2 * SLOW * HARD_CHECKS)


# --- Thieves of Bagdad's exchange talk (issue 21) -----------------------------------------------

BAGDAD = catalog.get("bagdad")
COPPER, FISH = card("bazaar", "copper"), card("harbour", "fish")
SPICES, SPICES2 = card("souk", "spices"), card("souk", "spices", 1)
CARPETS, SILVER, SILK = card("souk", "carpets"), card("kasbah", "silver"), card("palace", "silk")


def _table():
    """Four seats in round 1's exchange, seat 0 to trade; the other Copper is in the deck."""
    return dealt(4, seat0=[COPPER, FISH], seat1=[SPICES, SPICES2, SILK], seat2=[CARPETS],
                 seat3=[SILVER])


def _claiming():
    """Seat 0 builds an offer: its Copper, claimed to be Lanterns, for Souk, hoping for
    Saffron."""
    state = _table()
    offer(state, 1, give=[COPPER], ask=["souk"], claims={COPPER: "lanterns"},
          wishes={"souk": "saffron"}, send=False)
    return state


def _countering():
    """Seat 1 builds a counter to that offer: its Silk, claimed to be Jade."""
    state = _claiming()
    play(state, SEND)
    counter(state, give=[SILK], claims={SILK: "jade"}, send=False)
    return state


def _picking():
    """Seat 0 offered its Copper (claimed truly) to everyone for Souk; seats 1 and 2 took it."""
    state = _table()
    offer(state, None, give=[COPPER], ask=["souk"], claims={COPPER: "copper"})
    play(state, ACCEPT, ACCEPT)
    assert state.offer["stage"] == "pick"
    return state


MOMENTS = {"a claim being made": _claiming, "a counter being built": _countering,
           "a pick among takers": _picking}


def _shown(seen, name: str, card_id: int) -> list:
    """Where a view (or the events a seat heard) shows the card's id, and the card's name if
    it says it anywhere but in the list of talk the seat may choose from (every name of a
    district is in it)."""
    if isinstance(seen, dict):
        seen = {k: v for k, v in seen.items() if k != "options"}
    return ids_in(seen, card_id) + ([name] if f'"{name}"' in json.dumps(seen) else [])


def test_a_claimed_cards_true_name_reaches_nobody_else_until_the_deal():
    state, heard = _table(), {seat: [] for seat in range(4)}

    def hear(events):
        for e in events:
            for seat in heard:
                if e.visible(seat):
                    heard[seat].append(e.data)

    hear(offer(state, 1, give=[COPPER], ask=["souk"], claims={COPPER: "lanterns"}))
    hear(counter(state, give=[SILK], claims={SILK: "jade"}, send=False))
    assert state.offer["previous"]["claims"] == {COPPER: "lanterns"}
    for seat in (1, 2, 3):
        assert _shown(state.view(seat), "copper", COPPER) == [], seat
        assert state.view(seat)["offer"]["previous"]["claims"] == ["lanterns"]
    assert _shown(state.view(0), "copper", COPPER)           # its own card, of course
    hear(play(state, CANCEL, ACCEPT, ("hand_over", {"card": SPICES})))
    for seat in (2, 3):
        assert _shown(state.view(seat), "copper", COPPER) == [], seat
        assert _shown(heard[seat], "copper", COPPER) == [], seat
    [told] = [e for e in heard[1] if "checked" in e and e["seat"] == 1]
    assert [c["name"] for c in told["cards"]] == ["copper"]
    assert told["checked"] == [{"claimed": "lanterns", "card": COPPER}]
    assert {"card": COPPER, "district": "bazaar", "kind": "goods", "name": "copper",
            "value": g.card_value(COPPER, 1)} in state.view(1)["hand"]
    assert state.view(1)["learnt"][0] == {"true": 0, "false": 1, "last": False}


def test_each_seat_sees_its_own_record_of_claims_and_what_others_learnt_of_its_own():
    state = _table()
    state.learnt = [[[4 * i + j, j, (i + j) % 2 == 0] for j in range(4)] for i in range(4)]
    views = [state.view(seat) for seat in range(4)]
    for seat, view in enumerate(views):
        assert view["learnt"] == [{"true": t, "false": f, "last": last}
                                  for t, f, last in state.learnt[seat]]
        assert view["told"] == [{"true": t, "false": f, "last": last}
                                for t, f, last in (rows[seat] for rows in state.learnt)]
    assert views[0]["learnt"] != views[1]["learnt"]
    for i in range(4):
        for j in range(4):
            trial = state.clone()
            trial.learnt[i][j] = [9, 9, None]
            changed = {key for key, value in trial.view(0).items() if value != views[0][key]}
            assert changed == ({"learnt"} if i == 0 else set()) | \
                ({"told"} if j == 0 else set()), (i, j)


@pytest.mark.parametrize("moment", MOMENTS)
def test_hidden_twins_agree_mid_claim_mid_counter_and_mid_pick(moment):
    """The talk carries no card ids: a twin deals the claimed cards again, the claims follow
    them, and every seat's view and the AI's choice for the seat to move stay the same."""
    state, rng = MOMENTS[moment](), Rng(len(moment))
    learner = state.clone()        # a record of claims checked, which must not matter either
    learner.learnt = [[[0, 0, None]] * 4 for _ in range(4)]
    learner.learnt[state.to_move()][1] = [1, 0, True]
    for trial in (state, learner):
        for seat in range(4):
            for _ in range(3):
                check_seat(BAGDAD, trial, seat, rng, ["easy", "normal", "hard"])
    claimed = {}
    for _ in range(12):
        offer_made = g.hidden_twin(state, 2, rng).offer
        while offer_made is not None:
            assert set(offer_made["claims"]) <= set(offer_made["give"])
            claimed.update({c: n for c, n in offer_made["claims"].items()})
            offer_made = offer_made["previous"]
    assert len(claimed) > len(state.offer["claims"]) + 1     # the claims moved with the cards


@pytest.mark.parametrize("moment", MOMENTS)
def test_a_determinized_view_gives_the_same_view_back(moment):
    state = MOMENTS[moment]()
    state.learnt = [[[s, t, None if not s + t else s > t] for t in range(4)] for s in range(4)]
    for seat in range(4):
        view = state.view(seat)
        made = g.determinize(view, seat, Rng(seat))
        assert g.invariant_errors(made) == []
        assert made.view(seat) == view, [k for k in view if made.view(seat)[k] != view[k]]


def test_a_determinized_view_gives_the_same_view_back_all_game_long():
    steps = 0
    for step, (state, _, _, _) in enumerate(ai_games(["normal"] * 4, 1, 5)):
        if step % 3 == 0 and state.phase == "exchange":
            for seat in range(4):
                view = state.view(seat)
                assert g.determinize(view, seat, Rng(step)).view(seat) == view, (step, seat)
            steps += 1
    assert steps > 40     # the exchange sampled all game long
