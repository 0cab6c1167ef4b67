"""The hard opponents (Ali Baba: engine.ai.search with its plug-in; Forty Thieves: the rival's
next reveal weighed): a legal answer to every kind of decision, the same move for the same view
and seed, nothing read but the view, and the lookahead that the one-ply normal level lacks.
Win rates over many games are arena figures, not tests: see `python main.py arena --players
ai:hard,ai:normal`."""
import dataclasses

import pytest

import engine.alibaba as ab
import engine.forty_thieves as ft
from engine import ai
from engine.ai import alibaba as ab_ai, forty_thieves as ft_ai, search
from engine.ai.cancel import Cancel, Cancelled, watching
from engine.alibaba.tiles import tile_id as T
from engine.core import Action, Rng
from support.forty_thieves import rigged

ALIBABA_DECISIONS = {"take", "green", "show", "pick", "restrict", "lamp"}


def first_decisions(state, kind_of, rng):
    """Play easy moves; yield the state at the first decision of each kind (the state moves on
    once the caller is done with it)."""
    met = set()
    while not state.is_over():
        kind = kind_of(state)
        if kind not in met and len(state.legal_actions()) > 1:
            met.add(kind)
            yield kind, state
        policy = ab_ai.easy if state.game == ab.NAME else ft_ai.easy
        state.apply(policy(state.view(state.to_move()), state.legal_actions(), rng))


def test_alibaba_hard_answers_every_decision_legally():
    game, met = ab.new_game(3, seed=3, variant="lamp"), set()
    for kind, state in first_decisions(game, lambda s: s.pending["decision"], Rng(3)):
        assert ab_ai.hard(state.view(state.to_move()), state.legal_actions(), Rng(1)) \
            in state.legal_actions()
        met.add(kind)
    assert met == ALIBABA_DECISIONS


def test_forty_thieves_hard_answers_every_decision_legally():
    """A reveal (of a card or of the deck) and, with two players, the choice from a pair."""
    game, met = ft.new_game(players=2, seed=4), set()
    kind_of = lambda s: "choose" if s.pending else "reveal"         # noqa: E731
    for kind, state in first_decisions(game, kind_of, Rng(4)):
        assert ft_ai.hard(state.view(state.to_move()), state.legal_actions(), Rng(1)) \
            in state.legal_actions()
        met.add(kind)
    assert met == {"reveal", "choose"}


def position(game, seed, moves, players=3):
    """A game `moves` random actions in, at a real decision."""
    state, rng = game.new_game(players=players, seed=seed), Rng(seed)
    for _ in range(moves):
        state.apply(rng.choice(state.legal_actions()))
    while len(state.legal_actions()) < 2:
        state.apply(state.legal_actions()[0])
    return state


@pytest.mark.parametrize("game, policy, twin, players", [
    (ab, ab_ai.hard, ab.hidden_twin, 3),
    (ft, ft_ai.hard, ft.hidden_twin, 2), (ft, ft_ai.hard, ft.hidden_twin, 4)])
def test_hard_is_deterministic_and_reads_only_the_view(game, policy, twin, players):
    state = position(game, seed=5, moves=9, players=players)
    seat = state.to_move()
    other = twin(state, seat, Rng(2))
    assert other.to_dict() != state.to_dict() and other.view(seat) == state.view(seat)
    moves = {policy(s.view(seat), s.legal_actions(), Rng(9)) for s in (state, state, other)}
    assert len(moves) == 1 and moves <= set(state.legal_actions())


def test_forty_thieves_hard_leaves_the_next_player_at_eleven():
    """Sum 3 and a 0 or an 8 to keep: both are safe and earn the same stack, so normal cannot
    tell them apart; hard sees that the 8 leaves its rival only a 0 to survive."""
    state = rigged([["1", "3", "6"], ["2", "4", "5"]], deck_top=["0", "8"], reveals=[
        {"seat": 1, "owner": 0, "place": "centre", "card": "3", "value": 3}], current=0)
    state.apply(Action("reveal_deck"))
    view = state.view(0)
    assert ft_ai.outcome(view, "0") == ft_ai.outcome(view, "8") > 0
    assert ft_ai.hard(view, state.legal_actions(), Rng(1)) == Action("choose", card="8")


def normal_game(players, seed, moves):
    """An Ali Baba game `moves` decisions of normal play in."""
    state, rng = ab.new_game(players, seed), Rng(seed)
    for _ in range(moves):
        actions = state.legal_actions()
        state.apply(ab_ai.normal(state.view(state.to_move()), actions, rng))
    return state


def playouts_won(state, action, seat, games=40):
    """Wins of `seat` when it plays `action` in samples of its view, normal playing on."""
    won = 0.0
    for k in range(games):
        sample, rng = ab.determinize(state.view(seat), seat, Rng(100 + k)), Rng(k)
        sample.apply(action)
        while not sample.is_over():
            sample.apply(ab_ai.normal(sample.view(sample.to_move()), sample.legal_actions(), rng))
        won += (seat in sample.result().winners) / len(sample.result().winners)
    return won


def test_alibaba_hard_takes_the_yellow_that_normal_rates_no_better_than_a_grey():
    """Late in a 2-player game normal rates the grey ring (a fourth ring) as high as the yellow
    chest and takes the ring; hard plays both out and takes the chest, whose yellow makes the
    rival give up a tile: it wins far more playouts to the end."""
    state = normal_game(2, seed=0, moves=44)
    view, actions, seat = state.view(state.to_move()), state.legal_actions(), state.to_move()
    ring, chest = Action("take", tile=T("ring", "grey")), Action("take", tile=T("chest", "yellow"))
    assert ab_ai.normal(view, actions, Rng(1)) == ring
    assert ab_ai.hard(view, actions, Rng(1)) == chest
    assert playouts_won(state, chest, seat) > playouts_won(state, ring, seat) + 8


class SetAfter:
    """A cancel flag that is set once it has been looked at `checks` times."""

    def __init__(self, checks: int) -> None:
        self.left = checks

    def is_set(self) -> bool:
        self.left -= 1
        return self.left < 0


def test_a_cancelled_search_stops_at_its_next_playout():
    """A search with a budget it would spend for hours looks at its flag once per playout and
    gives up at the first look after the flag is set, without any help from its thread."""
    state = position(ab, seed=5, moves=9)
    view, actions = state.view(state.to_move()), state.legal_actions()
    endless = search.flat(dataclasses.replace(ab_ai.PLUGIN, moves=10**12, samples=10**12))
    flag = SetAfter(25)
    with watching(flag), pytest.raises(Cancelled):
        endless(view, actions, Rng(1))
    assert flag.left == -1              # 25 playouts, then the first look at a set flag


def test_choose_with_a_cancel_flag_answers_as_without_until_it_is_set():
    state = position(ab, seed=5, moves=9)
    view, actions = state.view(state.to_move()), state.legal_actions()
    assert ai.choose(ab, view, actions, "hard", Rng(9), cancel=Cancel()) == \
        ai.choose(ab, view, actions, "hard", Rng(9))
    stopped = Cancel()
    stopped.set()
    with pytest.raises(Cancelled):
        ai.choose(ab, view, actions, "hard", Rng(9), cancel=stopped)
    assert ai.choose(ab, view, actions[:1], "hard", Rng(9), cancel=stopped) == actions[0]
