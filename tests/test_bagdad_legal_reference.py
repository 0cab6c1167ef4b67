"""The legal actions that the rules read from tables, for speed (the steps of building an offer,
actions.py), are exactly, in order, what a plain reading of the rules gives: at every step of
random games from fixed seeds, a lost, added or reordered action fails here."""
from collections import Counter

import engine.bagdad as g
from engine.bagdad.actions import CANCEL, SEND
from engine.bagdad.cards import NAMES, district_of
from engine.bagdad.city import DISTRICTS
from engine.core import Action, Rng

GAMES = ((3, 11), (4, 12), (6, 13))       # (players, seed): offers to up to five seats


def building(state) -> list[Action]:
    """Give, ask, ungive, unask, claim, unclaim, wish, unwish, send, cancel, one by one."""
    offer = state.offer
    give, ask, claims, wishes = offer["give"], offer["ask"], offer["claims"], offer["wishes"]
    held = [Counter(map(district_of, state.hands[s])) for s in offer["everyone"] or [offer["to"]]]
    actions = [Action("give", card=c) for c in sorted(state.hands[offer["from"]]) if c not in give]
    actions += [Action("ask", district=d) for d in DISTRICTS
                if max(h[d] for h in held) > ask.count(d)]
    actions += [Action("ungive", card=c) for c in sorted(give)]
    actions += [Action("unask", district=d) for d in DISTRICTS if d in ask]
    actions += [Action("claim", card=c, name=n) for c in sorted(give)
                for n in NAMES[district_of(c)] if claims.get(c) != n]
    actions += [Action("unclaim", card=c) for c in sorted(claims)]
    actions += [Action("wish", district=d, name=n) for d in DISTRICTS if d in ask
                for n in NAMES[d] if wishes.get(d) != n]
    actions += [Action("unwish", district=d) for d in DISTRICTS if d in wishes]
    able = any(not Counter(ask) - h for h in held)
    sendable = (give or ask) and (not offer["everyone"] or able)
    return actions + ([SEND] if sendable else []) + [CANCEL]


def test_every_legal_list_of_random_games_is_the_plain_reading_of_the_rules():
    seen = Counter()
    for players, seed in GAMES:
        state, rng = g.new_game(players, seed), Rng(seed)
        while not state.is_over():
            legal = state.legal_actions()
            if state.phase == "exchange" and state.offer and state.offer["stage"] == "build":
                assert legal == building(state), (players, seed, state.turn)
                seen.update(a.kind for a in legal)
            state.apply(rng.choice(legal))
    assert set(seen) >= {"give", "ask", "ungive", "unask", "claim", "unclaim", "wish", "unwish",
                         "send", "cancel"}
