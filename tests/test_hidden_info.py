"""Hidden information stays hidden, for every game in the catalog: at states reached by random
play, each seat's hidden twin (engine/catalog.py) really differs from the real state, yet gives
the same view, the same legal actions and, at every AI level, the same choice for that seat.
A view that leaks, or an AI that peeks past the view, makes some twin disagree.
"""
from __future__ import annotations

import pytest

from engine import ai, catalog
from engine.core import Rng
from support import minigame
from support.setups import new, setups

GAMES = list(dict.fromkeys(catalog.names() + [minigame.NAME]))
RUNS = {"alibaba": 16, "forty_thieves": 12}     # random games per game name
DEFAULT_RUNS = 8
CHECKPOINTS = 24                 # states checked per game, spread from set-up to the end
HARD_CHECKS = 2                  # hard decisions compared per game name (each thinks ~1 s)
SLOW = 10


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


@pytest.mark.slow
@pytest.mark.parametrize("name", GAMES)
def test_hidden_twins_long(name):
    check_game(name, SLOW * RUNS.get(name, DEFAULT_RUNS), SLOW * HARD_CHECKS)
