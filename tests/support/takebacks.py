"""The fairness property of a take-back, judged by the tests independently of the engine's own
answer (engine/takeback.py): the moves it removes showed the taker nothing it could not know."""
from __future__ import annotations

from engine.core import Rng
from engine.match import Match


def replayed(match: Match, log) -> Match:
    """A copy of `match` with `log` played from its seed."""
    copy = Match.new(match.name, match.seats, match.seed, match.options)
    for action in log:
        copy.apply(action)
    return copy


def shows_nothing_new(match: Match, seat: int, count: int, rng: Rng, twins: int) -> bool:
    """The last `count` moves show `seat` the same views, and stay legal, from `twins` twins
    of the position before them whose hidden things and random stream both differ from the
    real one: the stream is drawn here, whatever the game's twin does (one that kept the real
    stream would replay the next deal as the real game did and see nothing new)."""
    before = replayed(match, match.log[:len(match.log) - count]).state
    tail = match.log[len(match.log) - count:]
    real, seen = before.clone(), []
    for action in tail:
        real.apply(action)
        seen.append(real.view(seat))
    for _ in range(twins):
        twin = match.game.hidden_twin(before, seat, rng)
        twin.rng = Rng(rng.next64())
        assert twin.rng.state != before.rng.state
        for action, view in zip(tail, seen):
            if action not in twin.legal_actions():
                return False
            twin.apply(action)
            if twin.view(seat) != view:
                return False
    return True
