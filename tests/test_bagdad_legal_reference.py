"""The legal actions that the rules work out for speed (from the tables of actions.py, the
affordable prefix of the spaces by cost) are exactly, in order, what a plain reading of the
rules gives: at every step of random games from fixed seeds, a lost, added or reordered action
of the exchange or the purchase fails here."""
from collections import Counter

import engine.bagdad as g
from engine.bagdad.actions import CANCEL, CONFIRM, DISCARD, DONE, OFFER_ALL, SEND
from engine.bagdad.board import DISTANCES
from engine.bagdad.cards import GEM_CARD, GEM_CARDS, NAMES, district_of, payment_value
from engine.bagdad.city import DESERT, DISTRICTS
from engine.bagdad.exchange import partners
from engine.bagdad.gems import GEMS, PRICE as GEM_PRICE
from engine.bagdad.moves import ability_targets
from engine.bagdad.pieces import PRICE, VIZIER, kind, pieces_of
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


def reach(state, piece: int, budget: int) -> list[int]:
    """The empty city spaces, other than its own, that the piece can move to within budget."""
    start, taken = state.space_of(piece), state.occupied()
    return [s for s, cost in enumerate(DISTANCES[start]) if s not in (DESERT, start)
            and s not in taken and cost is not None and cost <= budget]


def can_move(state, piece: int, dinars: int) -> bool:
    if not state.in_play(piece) or dinars < 1:
        return False
    return bool(reach(state, piece, dinars)) or \
        any(cost <= dinars for cost in ability_targets(state, piece).values())


def purchasing(state) -> list[Action]:
    """What to buy (or pass, or discard); where a move ends; the payment, card by card."""
    seat, buying = state.slipper, state.purchase
    hand = state.hands[seat]
    dinars = payment_value(hand, state.characters[seat])
    if buying is None:
        passes = [Action("pass_slipper", to=s) for s in state.clockwise(seat)[1:] if state.hands[s]]
        if not hand:
            return passes
        items = [Action("buy_piece", piece_kind=k) for k, price in PRICE.items() if dinars >= price
                 and any(kind(p) == k and state.at[p] is None for p in pieces_of(seat))]
        items += [Action("buy_gem", gem=gem) for i, gem in enumerate(GEMS) if state.supply[i]
                  and (dinars >= GEM_PRICE[i] or GEM_CARD[gem] in hand)]
        items += [Action("move", piece=p) for p in [*pieces_of(seat), VIZIER]
                  if can_move(state, p, dinars)]
        return items + (passes if state.bought else []) if items else [DISCARD]
    if buying["stage"] == "to":
        piece = buying["piece"]
        ends = [Action("to", space=s) for s in reach(state, piece, dinars)]
        if piece != VIZIER:
            ends += [Action("to", space=s, victim=v) for (s, v), cost
                     in sorted(ability_targets(state, piece).items()) if cost <= dinars]
        return ends + [CANCEL]
    paid, gem_card = buying["paid"], GEM_CARD.get(buying.get("gem"))
    enough = bool(paid) and (paid == [gem_card] or
                             payment_value(paid, state.characters[seat]) >= buying["price"])
    pay = [] if enough else [Action("pay", card=c) for c in sorted(hand) if c not in paid
                             and (c not in GEM_CARDS or c == gem_card and not paid)]
    return pay + [Action("unpay", card=c) for c in sorted(paid)] + [CANCEL] \
        + ([CONFIRM] if enough else [])


def plain(state) -> list[Action] | None:
    """The plain reading of the rules at the stages worked out for speed (None elsewhere)."""
    if state.phase == "purchase":
        return purchasing(state)
    if state.phase != "exchange" or state.offer is not None and state.offer["stage"] != "build":
        return None
    if state.offer is None:
        others = partners(state, state.current)
        return [Action("offer", partner=p) for p in others] \
            + ([OFFER_ALL] if len(others) > 1 else []) + [DONE]
    return building(state)


def test_every_legal_list_of_random_games_is_the_plain_reading_of_the_rules():
    seen = Counter()
    for players, seed in GAMES:
        state, rng = g.new_game(players, seed), Rng(seed)
        while not state.is_over():
            legal = state.legal_actions()
            expected = plain(state)
            assert expected is None or legal == expected, (players, seed, state.turn)
            seen.update(a.kind for a in legal)
            state.apply(rng.choice(legal))
    assert set(seen) >= {"give", "ask", "ungive", "unask", "claim", "unclaim", "wish", "unwish",
                         "send", "cancel", "offer", "offer_all", "done", "buy_piece", "buy_gem",
                         "move", "to", "pay", "unpay", "confirm", "pass_slipper"}
