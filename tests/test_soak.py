"""Soak (issue 7, "nothing lost, nothing crashes"): hundreds of random and AI games of every
game in the catalog, with the protocol and the game's own invariants checked after every action.

A game joins by being in the catalog with the hooks of engine/catalog.py; it then gets
DEFAULT_GAMES games here unless GAMES_PER_RUN names it: that soak runs under `-m slow`, one ten
times as long under `-m long`. The default run plays a brief soak (BRIEF_GAMES) with the same
checks.
"""
from __future__ import annotations

import json

import pytest

from engine import ai, catalog
from engine.core import Event, IllegalAction, Rng
from support import minigame
from support.setups import new, setups

GAMES = list(dict.fromkeys(catalog.names() + [minigame.NAME]))   # the mini game proves the harness
GAMES_PER_RUN = {"alibaba": 300, "forty_thieves": 300}
DEFAULT_GAMES = 20
BRIEF_GAMES = {"alibaba": 30, "forty_thieves": 30}   # the default run's soak, hard decisions
DEFAULT_BRIEF_GAMES = 4                               # too, and every set-up at least once
SLOW = 10                       # the long run plays this many times more, hard decisions too
HARD_DECISIONS = 1              # per game name in the default run (3 under -m slow, ten times
                                # that under -m long): hard thinks for up to a second
MOST_ACTIONS = {"alibaba": 400, "forty_thieves": 20_000}   # far above any game seen
DEFAULT_MOST_ACTIONS = 10_000
ROUND_TRIP_EVERY = 40           # actions between JSON round trips of the whole state


class Table:
    """Who plays each seat: random moves or an AI level. Hard seats think only while the run's
    budget of hard decisions lasts, then play normal (hard costs up to a second a move)."""

    def __init__(self, game, budget: int) -> None:
        self.game, self.hard_left = game, budget
        self.levels = ai.levels(game)

    def seats(self, players: int, index: int, rng: Rng) -> list[str]:
        if index % 4 == 0:
            return ["random"] * players                      # long, odd games
        cheap = ["random"] + [level for level in self.levels if level != "hard"]
        seats = [rng.choice(cheap) for _ in range(players)]
        if self.hard_left and "hard" in self.levels and index % 4 == 1:
            seats[rng.below(players)] = "hard"
        return seats

    def choose(self, state, seat_kind: str, actions: list, rng: Rng):
        if seat_kind == "random":
            return rng.choice(actions)
        if seat_kind == "hard":
            if self.hard_left and len(actions) > 1:
                self.hard_left -= 1
            elif not self.hard_left:
                seat_kind = "normal" if "normal" in self.levels else "easy"
        return ai.choose(self.game, state.view(state.to_move()), actions, seat_kind, rng)


def check_state(game, state) -> list:
    """The protocol and the game's invariants, for the state as it stands; returns the legal
    actions (asking again costs as much as the checks)."""
    errors = game.invariant_errors(state)
    assert errors == [], errors
    mover, actions = state.to_move(), state.legal_actions()
    assert state.is_over() == (mover is None)
    if mover is None:
        assert actions == []
    else:
        assert 0 <= mover < state.players, f"seat {mover} of {state.players} to move"
        assert actions, "no legal action while the game goes on"
        assert len(set(actions)) == len(actions), f"an action listed twice: {actions}"
    return actions


def check_round_trip(game, state) -> None:
    d = state.to_dict()
    restored = game.from_dict(json.loads(json.dumps(d)))
    assert restored.to_dict() == d
    assert restored.legal_actions() == state.legal_actions()


def check_events(events, players: int) -> None:
    assert isinstance(events, list) and all(isinstance(e, Event) for e in events)
    for e in events:
        assert e.visible_to is None or set(e.visible_to) <= set(range(players)), e


def check_end(game, state) -> None:
    result = state.result()
    assert len(result.scores) == state.players
    assert result.winners and len(set(result.winners)) == len(result.winners)
    assert set(result.winners) <= set(range(state.players)), result.winners
    with pytest.raises(IllegalAction):
        state.apply(game.action_from_dict({"kind": "anything"}))


def play_one(game, table: Table, setup: dict, seed: int, index: int) -> int:
    """One checked game; returns how many actions it took."""
    state, rng = new(game, setup, seed), Rng(seed ^ 0x50A4)
    seats = table.seats(state.players, index, rng)
    most = MOST_ACTIONS.get(game.NAME, DEFAULT_MOST_ACTIONS)
    actions = check_state(game, state)
    check_round_trip(game, state)
    for step in range(most):
        if state.is_over():
            break
        action = table.choose(state, seats[state.to_move()], actions, rng)
        assert action in actions, f"{seats[state.to_move()]} chose {action!r}, not legal"
        assert game.action_from_dict(json.loads(json.dumps(action.to_dict()))) == action
        check_events(state.apply(action), state.players)
        actions = check_state(game, state)
        if step % ROUND_TRIP_EVERY == 0:
            check_round_trip(game, state)
    else:
        raise AssertionError(f"no end after {most} actions")
    check_round_trip(game, state)
    check_end(game, state)
    return step


def soak(name: str, games: int, hard: int) -> None:
    game = catalog.get(name)
    table, options = Table(game, hard), setups(game)
    assert options, f"{name} accepts no set-up at all"
    for index in range(games):
        setup, seed = options[index % len(options)], 7919 * index + 17
        try:
            play_one(game, table, setup, seed, index)
        except Exception as exc:
            raise AssertionError(f"{name} {setup} seed {seed} (game {index}): {exc!r}") from exc


@pytest.mark.parametrize("name", GAMES)
def test_every_game_offers_the_reliability_hooks(name):
    game = catalog.get(name)
    assert callable(getattr(game, "invariant_errors", None)), f"{name}: no invariant_errors"
    assert callable(getattr(game, "hidden_twin", None)), f"{name}: no hidden_twin"


@pytest.mark.parametrize("name", GAMES)
def test_soak_briefly(name):
    games = max(BRIEF_GAMES.get(name, DEFAULT_BRIEF_GAMES), len(setups(catalog.get(name))))
    soak(name, games, HARD_DECISIONS)


@pytest.mark.slow
@pytest.mark.parametrize("name", GAMES)
def test_soak(name):
    soak(name, GAMES_PER_RUN.get(name, DEFAULT_GAMES), 3 * HARD_DECISIONS)


@pytest.mark.long
@pytest.mark.parametrize("name", GAMES)
def test_soak_long(name):
    soak(name, SLOW * GAMES_PER_RUN.get(name, DEFAULT_GAMES), 3 * SLOW * HARD_DECISIONS)


# --- the invariants bite: a state broken by hand is caught -------------------------------------

def _some_face_down(s):
    return next(p for p, t in enumerate(s.cells) if t is not None and not s.up[p])


TAMPERING = {
    "alibaba": {
        "a tile lost": lambda s: s.box.pop(),
        "a tile doubled": lambda s: s.screens[0].append(s.box[0]),
        "a covered tile face up": lambda s: s.up.__setitem__(_some_face_down(s), True),
        "a turn skipped": lambda s: setattr(s, "turn", s.turn + 1),
        "negative points": lambda s: s.scores.__setitem__(0, -1),
        "a restriction outliving its turn": lambda s: s.restrictions.append(
            {"by": s.current, "what": "colour", "value": "pink"}),
        "the last round called early": lambda s: setattr(s, "last_turn", s.players * 9),
    },
    "forty_thieves": {
        "gold made from nothing": lambda s: s.gold.__setitem__(0, s.gold[0] + 1),
        "gold not in the ledger": lambda s: (s.gold.__setitem__(0, s.gold[0] + 5),
                                             setattr(s, "bank", s.bank - 5)),
        "a card lost": lambda s: s.deck.pop(),
        "a hand out of order": lambda s: s.hands[0].reverse(),
        "a reveal miscounted": lambda s: s.reveals[0].__setitem__("value", 11),
        "a bonus unpaid": lambda s: setattr(s, "bonus_paid", not s.bonus_paid),
        "a stack overfull": lambda s: (s.stacks.__setitem__(0, s.stacks[0] + 2),
                                       setattr(s, "bank", s.bank - 2)),
    },
    minigame.NAME: {
        "points from nowhere": lambda s: s.scores.__setitem__(0, s.scores[0] + 1),
        "a card doubled": lambda s: s.deck.append(s.hands[0][0]),
    },
}


def _mid_game(game, seed: int):
    """A state a few actions in, with a reveal made (for the games that have them)."""
    state, rng = new(game, setups(game)[0], seed), Rng(seed)
    for _ in range(3):
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("name, how", [(name, how) for name in TAMPERING
                                       for how in TAMPERING[name]])
def test_invariants_catch_a_state_broken_by_hand(name, how):
    game = catalog.get(name)
    state = _mid_game(game, seed=11)
    assert game.invariant_errors(state) == []
    TAMPERING[name][how](state)
    assert game.invariant_errors(state), f"{name}: {how} went unnoticed"
