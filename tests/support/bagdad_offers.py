"""Helpers for the Thieves of Bagdad exchange tests: offers built and answered step by step
through the rules (claims, wishes, counters, offers to everyone), the refusal phrases the
engine may say, card ids found anywhere in a view, and whole AI games with their events."""
from __future__ import annotations

from collections import defaultdict
from functools import cache

import engine.bagdad as g
from engine import ai
from engine.bagdad.cards import CARDS, NAMES
from engine.bagdad.city import DISTRICTS
from engine.bagdad.words.terms import talk_phrase
from engine.core import Action, Rng

from .bagdad_fixtures import placed, set_hand

# Everything a refusal's reason can say (engine/bagdad/words/reasons.py).
REASONS = {"your last claim was not true", "your claims have not been true",
           "nothing offered in return", "no, thank you"} \
    | {f"{talk_phrase(n)} would be worth little to me" for d in DISTRICTS for n in NAMES[d]} \
    | {f"not enough for my {d.title()} card" for d in DISTRICTS} \
    | {f"not enough for my {n} {d.title()} cards" for d in DISTRICTS for n in range(2, 6)} \
    | {f"my {d.title()} card is worth more to me" for d in DISTRICTS} \
    | {f"my {n} {d.title()} cards are worth more to me" for d in DISTRICTS for n in range(2, 6)}


def card(district: str, name: str, copy: int = 0) -> int:
    """The id of a card by its district and name (`copy` 0 or 1 of a goods card)."""
    return [c.id for c in CARDS if c.district == DISTRICTS.index(district)
            and c.name == name][copy]


def dealt(players: int = 3, **hands) -> "g.BagdadState":
    """Round 1's exchange with seat 0 to trade and the hands given as seat0=[...], ..."""
    state = placed(players)
    for seat in range(players):
        set_hand(state, seat, hands.get(f"seat{seat}", []))
    return state


def play(state, *steps) -> list:
    """Apply actions given as (kind, params) pairs or Actions; returns all events."""
    events = []
    for step in steps:
        action = step if isinstance(step, Action) else Action(step[0], **step[1])
        events += state.apply(action)
    return events


def build(give=(), ask=(), claims=None, wishes=None) -> list:
    """The building steps of an offer: cards given, districts asked, claims and wishes."""
    steps = [("give", {"card": c}) for c in give] + [("ask", {"district": d}) for d in ask]
    steps += [("claim", {"card": c, "name": n}) for c, n in (claims or {}).items()]
    steps += [("wish", {"district": d, "name": n}) for d, n in (wishes or {}).items()]
    return steps


def offer(state, partner, give=(), ask=(), claims=None, wishes=None, send=True) -> list:
    """The seat to move starts an offer to `partner` (None: to everyone) and builds it."""
    start = Action("offer_all") if partner is None else Action("offer", partner=partner)
    return play(state, start, *build(give, ask, claims, wishes), *([Action("send")] * send))


def counter(state, give=(), ask=None, claims=None, wishes=None, send=True) -> list:
    """The answerer counters; `ask` replaces what the counter starts asking for."""
    events = play(state, Action("counter"))
    if ask is not None:
        events += play(state, *[("unask", {"district": d}) for d in list(state.offer["ask"])])
    return events + play(state, *build(give, ask or (), claims, wishes),
                         *([Action("send")] * send))


def ids_in(tree, card_id: int, path: str = "") -> list[str]:
    """Where a card id shows in a view or an event (under a "card" key, or in a list of
    cards: give, handed, paid, cards): the paths, empty when nowhere."""
    found = []
    if isinstance(tree, dict):
        for key, value in tree.items():
            if key == "card" and value == card_id:
                found.append(f"{path}.card")
            elif key in ("give", "handed", "paid", "cards") and isinstance(value, list) \
                    and card_id in value:
                found.append(f"{path}.{key}")
            else:
                found += ids_in(value, card_id, f"{path}.{key}")
    elif isinstance(tree, list):
        for i, value in enumerate(tree):
            found += ids_in(value, card_id, f"{path}[{i}]")
    return found


def ai_games(levels, games: int, seed: int, players: int = 4):
    """Seeded whole games, seat k played by levels[k]; yields (state, level, action, events)
    after each move (the state as the move left it)."""
    for i in range(games):
        state, rng = g.new_game(players, seed + i), Rng(seed + i)
        while not state.is_over():
            seat, actions = state.to_move(), state.legal_actions()
            action = ai.choose(g, state.view(seat), actions, levels[seat], rng)
            yield state, levels[seat], action, state.apply(action)



@cache
def talk_games() -> tuple:
    """Two short games of normal AIs and one of normal against easy (about 1.6 s): every
    move as (level, action, events), and per game (characters, levels, first move, end)."""
    moves, spans = [], []
    for levels, seed in ((["normal"] * 4, 1), (["normal"] * 4, 5), (["normal", "easy"] * 2, 50)):
        first = len(moves)
        for state, level, action, events in ai_games(levels, 1, seed):
            moves.append((level, action, events))
        spans.append((state.characters, levels, first, len(moves)))
    return moves, spans


def traded(moves, spans):
    """Each trade of those games: (characters, levels, the trade event's data, the cards each
    side received, by seat)."""
    for characters, levels, first, last in spans:
        for _, _, events in moves[first:last]:
            for e in events:
                if e.kind == "trade":
                    got = defaultdict(list)
                    for r in events:
                        if r.kind == "receive":
                            got[r.data["seat"]] = [c["card"] for c in r.data["cards"]]
                    yield characters, levels, e.data, got
