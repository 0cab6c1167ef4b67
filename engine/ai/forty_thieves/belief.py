"""Where the rivals' reveals this round say the Boss lies (hard, 3 or more seats).

Each rival chose its reveal knowing its own three cards: one who holds the Boss can turn up
another's left card without fear, one who does not fears every left card and the deck. A seat
told where the Boss lies wins about 40% at four seats playing as normal (fair share 25%), so
hard reads the reveals back. For each place the Boss may lie in (a rival's left place, or the
deck) it deals the other unseen cards SAMPLES times as its view allows and averages how likely
every rival's reveal this round was with the hand that deal gives it (the rival reckoning as
normal does, with SLIP for a reveal normal would not make). Each place's chance times that
likelihood weighs the card chances worked out as if the Boss were known to lie there. Counts
of other cards from so few deals were too noisy to use (they made the chances worse); the
deals come from the rng a decision is given, so the view and that rng alone decide.
"""
from __future__ import annotations

from collections import Counter

from engine.ai.cancel import check
from engine.ai.forty_thieves import DECK_TOP, card_chances, expected_gold, outcomes
from engine.core import Rng
from engine.forty_thieves import gold as g
from engine.forty_thieves.cards import BOSS, PLACES
from engine.forty_thieves.knowledge import deal_unseen, fillings, known_places, unseen, weighted
from engine.forty_thieves.placement import agrees, arrange
from engine.forty_thieves.state import REVEAL, REVEAL_DECK, reveals_for, sun_and_moon

SAMPLES = 12       # deals weighed for each place the Boss may lie in
SLIP = 0.02        # how often a rival is taken to reveal other than as normal would
TRIES = 24         # draws of a hand with a card showing before it is drawn from every filling


def believed_chances(view: dict, rng: Rng) -> dict:
    """card_chances with every rival's reveal this round taken as a clue to where the Boss
    lies: the chance of each card in each face-down place and the deck's count of each,
    mixed over the Boss's possible places as the reveals weigh them."""
    shares = boss_shares(view, rng)
    if shares is None:
        return card_chances(view)
    mixed: dict = {}
    for where, share in shares.items():
        for key, dist in as_if(view, where).items():
            into = mixed.setdefault(key, {})
            for card, p in dist.items():
                into[card] = into.get(card, 0.0) + share * p
    return mixed


def boss_shares(view: dict, rng: Rng) -> dict | None:
    """{where the Boss may lie: its chance, the rivals' reveals this round weighed}, or None
    when there is nothing to read (no rival has revealed yet, two seats, the Boss placed)."""
    me = view["seat"]
    steps = [k for k, reveal in enumerate(view["reveals"]) if reveal["seat"] != me]
    if not steps or view["players"] < 3:
        return None
    prior = {key: dist[BOSS] for key, dist in card_chances(view).items()
             if dist.get(BOSS, 0) > 0 and (key == DECK_TOP or key[1] == 0)}
    if len(prior) < 2:
        return None
    pool = [name for name, k in sorted(unseen(view).items()) for _ in range(max(k, 0))]
    pool.remove(BOSS)
    hidden = {owner: known_places(view, owner) for owner in range(view["players"])
              if owner != me and None in known_places(view, owner)}
    likely: dict = {}
    weights = {}
    for where, chance in prior.items():
        laid = {owner: [BOSS, *known[1:]] if where == (owner, 0) else known
                for owner, known in hidden.items()}
        order = sorted(laid, key=lambda owner: laid[owner].count(None))   # shown cards first
        total = 0.0
        for _ in range(SAMPLES):
            check()
            hands = _deal(laid, order, pool, rng) or _exact(_boss_at(view, where), laid, rng)
            if hands is None:      # the Boss cannot lie there after all
                break
            total += _weight(view, steps, hands[0], likely)
        weights[where] = chance * total
    norm = sum(weights.values())
    return {where: w / norm for where, w in weights.items()} if norm > 0 else None


def as_if(view: dict, where) -> dict:
    """card_chances as this seat would reckon them knowing the Boss lies `where`."""
    chances = card_chances(_boss_at(view, where))
    if where == DECK_TOP:
        chances[DECK_TOP] = {**chances[DECK_TOP], BOSS: 1.0}
    else:
        chances[where] = {BOSS: 1.0}
    return chances


def _boss_at(view: dict, where) -> dict:
    """The view as it would be if this seat knew the Boss lies `where` (a hand's left place,
    or the deck)."""
    if where == DECK_TOP:
        return {**view, "set_aside": [*view["set_aside"], BOSS], "deck_size": view["deck_size"] - 1}
    owner = where[0]
    hands = [list(hand) for hand in view["hands"]]
    hands[owner][0] = {**hands[owner][0], "card": BOSS}
    return {**view, "hands": hands}


def _weight(view: dict, steps: list, hands: dict, likely: dict) -> float:
    """How likely this round's rival reveals were, the rivals holding `hands`."""
    weight = 1.0
    for k in steps:
        rival = view["reveals"][k]["seat"]
        if rival in hands:
            key = (k, hands[rival])
            if key not in likely:
                likely[key] = _likelihood(view, k, hands[rival])
            weight *= likely[key]
    return weight


def _deal(hidden: dict, order: list, pool: list, rng: Rng) -> tuple[dict, list] | None:
    """The unseen cards dealt into the face-down places as the placement rule allows (hands
    with a card showing first, by rejection, else from their fillings); the rest is the deck.
    None when the cards an earlier hand took leave a later one nothing that fits."""
    left = list(pool)
    hands = {}
    for owner in order:
        known = hidden[owner]
        need = known.count(None)
        hand = None
        for _ in range(TRIES):
            rest = list(left)
            picks = [rest.pop(rng.below(len(rest))) for _ in range(need)]
            drawn = arrange([c for c in known if c is not None] + picks)
            if agrees(drawn, known):
                hand = drawn
                break
        if hand is None:
            hand = _from_fillings(known, left, rng)
            if hand is None:
                return None
        for i, card in enumerate(hand):
            if known[i] is None:
                left.remove(card)
        hands[owner] = hand
    return hands, left


def _from_fillings(known: list, left: list, rng: Rng) -> tuple | None:
    """A hand showing `known` drawn from `left`, each as likely as its ways; None if none."""
    options = fillings(known, Counter(left))
    return options[weighted([ways for _, ways in options], rng)][0] if options else None


def _exact(view: dict, hidden: dict, rng: Rng) -> tuple[dict, list] | None:
    """A deal by the knowledge module's search, which backs up where `_deal` gave up; None
    when no deal agrees with the view."""
    try:
        hands, _, deck = deal_unseen(view, view["seat"], rng)
    except ValueError:
        return None
    return {owner: tuple(hands[owner]) for owner in hidden}, deck


def _likelihood(view: dict, k: int, hand: tuple) -> float:
    """How likely the k-th reveal of the round was, its revealer holding `hand` and choosing
    as normal does (the best expected gold, ties alike), or slipping with chance SLIP."""
    before = _before(view, k, hand)
    rival = before["seat"]
    up = {(r["owner"], r["place"]) for r in before["reveals"] if r["owner"] is not None}
    actions = [a for key, a in reveals_for(view["players"], rival) if key not in up]
    if before["deck_size"]:
        actions.append(REVEAL_DECK)
    chances, gains = card_chances(before), outcomes(before)
    scores = [expected_gold(before, a, chances, gains) for a in actions]
    best = max(scores)
    ties = [a for a, s in zip(actions, scores) if s >= best - 1e-9]
    done = view["reveals"][k]
    taken = REVEAL_DECK if done["owner"] is None else REVEAL[done["owner"], done["place"]]
    return (1 - SLIP) * (taken in ties) / len(ties) + SLIP / len(actions)


def _before(view: dict, k: int, hand: tuple) -> dict:
    """The view the k-th reveal's revealer had, holding `hand`: the reveals before it, the
    stacks the later ones claimed still full, the deck they drew from still in it."""
    reveals, later = view["reveals"][:k], view["reveals"][k:]
    rival = view["reveals"][k]["seat"]
    up = {(r["owner"], r["place"]): r["card"] for r in reveals if r["owner"] is not None}
    hands = [[{"place": place, "revealed": (owner, place) in up,
               "card": hand[i] if owner == rival else up.get((owner, place))}
              for i, place in enumerate(PLACES)] for owner in range(view["players"])]
    stacks = list(view["stacks"])
    claimed = [i for i, amount in enumerate(stacks) if amount == 0]
    for i in claimed[max(len(claimed) - len(later), 0):]:
        stacks[i] = g.STACK_SIZES[i]
    return {**view, "seat": rival, "to_move": rival, "hands": hands, "reveals": reveals,
            "deck_size": view["deck_size"] + sum(r["owner"] is None for r in later),
            "sum": sum(r["value"] for r in reveals), "stacks": stacks,
            "bonus_paid": sun_and_moon(reveals), "pending": None, "set_aside": []}
