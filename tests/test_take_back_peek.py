"""A take-back can never be used to peek (engine/takeback.py): not across a deal, a draw or a
shuffle that the game's random stream decides after the move, and not once the game is over.

The property, over all three games: take back at random points of games in which a person plays
random moves against the AIs; whatever take-back the engine allows must show the taker exactly
what it showed in the real game from positions the taker could not tell from the real one,
including their random stream, which this test draws afresh itself (a twin that kept the real
stream would play the next deal as the real game did and see nothing new)."""
from __future__ import annotations

import pytest
from hypothesis import Phase, given, settings
from hypothesis import strategies as st

from engine import ai, catalog, takeback
from engine.core import Rng, RuleError
from engine.match import Match, Seat
from support.takebacks import shows_nothing_new

GAMES = (("alibaba", 2), ("alibaba", 3), ("forty_thieves", 2), ("forty_thieves", 3),
         ("bagdad", 3), ("bagdad", 4))
MORE_SEATS = {("alibaba", 3), ("bagdad", 3)}     # by default one seat count of these two
SPARSE = {"bagdad": 0.3}     # its games are long and each judgement replays them: a sample
TWINS = 12          # twins of this test's own per allowed take-back (twice as many under
                    # -m slow)
MOST_MOVES = 260    # a game is cut there: the property is about the moves, not the ending
QUICK = (Phase.explicit, Phase.generate)     # a failing game is reported as found: shrinking
                                             # one replays whole games for minutes


def play_and_take_back(name: str, players: int, seed: int, looks: float,
                       twins: int = TWINS) -> int:
    """Seat 0 (a person) plays random moves against easy AIs; at random points (a share
    `looks` of the positions) every allowed take-back must pass `shows_nothing_new`, and once
    the game is over none is allowed to anyone. Returns how many allowed take-backs it checked."""
    seats = [Seat("Person", "human")] + [Seat(f"AI {i}", "ai", "easy") for i in range(1, players)]
    match, rng, game = Match.new(name, seats, seed), Rng(seed), catalog.get(name)
    checked = 0
    while not match.state.is_over() and len(match.log) < MOST_MOVES:
        state = match.state
        seat = state.to_move()
        actions = state.legal_actions()
        action = rng.choice(actions) if seat == 0 else \
            ai.choose(game, state.view(seat), actions, "easy", Rng(rng.next64()))
        match.apply(action)
        if match.state.is_over() or rng.random() >= looks:
            continue
        count = match.take_back_moves(0)
        if count:
            checked += 1
            assert shows_nothing_new(match, 0, count, Rng(rng.next64()), twins), \
                (name, players, seed, len(match.log), count)
    if match.state.is_over():
        assert [match.take_back_moves(seat) for seat in range(players)] == [0] * players
        assert takeback.judge(match, 0) == (0, takeback.OVER)
        with pytest.raises(RuleError):
            match.take_back(0)
    return checked


@pytest.mark.parametrize("name, players", [
    pytest.param(name, players, marks=pytest.mark.slow if (name, players) in MORE_SEATS else ())
    for name, players in GAMES])
@settings(max_examples=2, deadline=None, derandomize=True, phases=QUICK)
@given(seed=st.integers(0, 2 ** 31 - 1), looks=st.floats(0.1, 0.4))
def test_no_allowed_take_back_shows_the_taker_anything(name, players, seed, looks):
    play_and_take_back(name, players, seed, looks * SPARSE.get(name, 1.0))


@pytest.mark.long
@pytest.mark.parametrize("name, players", GAMES)
@settings(max_examples=25, deadline=None, phases=QUICK)
@given(seed=st.integers(0, 2 ** 31 - 1), looks=st.floats(0.2, 1.0))
def test_no_allowed_take_back_shows_the_taker_anything_over_many_games(name, players, seed,
                                                                       looks):
    play_and_take_back(name, players, seed, looks, twins=2 * TWINS)


def test_a_kept_card_that_ends_the_round_cannot_be_taken_back_across_the_new_deal():
    """The newcomer's find: at two seats, keeping a card of a pair can end the round, and the
    next round's hand is dealt at once from the stream; taking the keep back would show that
    hand first (the same stream deals it again)."""
    found = 0
    for seed in range(40):
        seats = [Seat("Person", "human"), Seat("AI", "ai", "easy")]
        match, rng = Match.new("forty_thieves", seats, seed), Rng(seed)
        while not match.state.is_over() and found < 3:
            state = match.state
            seat, actions = state.to_move(), state.legal_actions()
            action = rng.choice(actions) if seat == 0 else ai.choose(
                match.game, state.view(seat), actions, "easy", Rng(rng.next64()))
            round_before = state.round
            match.apply(action)
            if seat == 0 and action.kind == "choose" and match.state.round != round_before \
                    and not match.state.is_over():
                assert takeback.judge(match, 0) == (0, takeback.SHOWN)
                found += 1
        if found >= 3:
            return
    pytest.fail(f"only {found} kept cards ended a round")


@pytest.mark.parametrize("name", ["alibaba", "forty_thieves", "bagdad"])
def test_every_games_twin_draws_its_random_stream_afresh(name):
    """The deals and dice to come are hidden like the deck: a twin's stream is another one."""
    game = catalog.get(name)
    state = game.new_game(players=3, seed=5)
    rng = Rng(7)
    streams = {game.hidden_twin(state, 0, rng).rng.state for _ in range(5)}
    assert state.rng.state not in streams and len(streams) == 5
