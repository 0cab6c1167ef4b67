"""Where the rivals' reveals this round say the Boss lies (hard, 3 or more seats).

Each rival chose its reveal knowing its own three cards: one who holds the Boss can turn up
another's left card without fear, one who does not fears every left card and the deck. A seat
told where the Boss lies wins about 40% at four seats playing as normal (fair share 25%), so
hard reads the reveals back. For each place the Boss may lie in (a rival's left place, or the
deck) it deals the other unseen cards SAMPLES times as its view allows and averages how likely
every rival's reveal this round was with the hand that deal gives it (likely.py). Each place's
chance times that likelihood weighs the card chances worked out as if the Boss were known to
lie there. Counts of other cards from so few deals were too noisy to use (revealers.py reads
them from every hand instead); the deals come from the rng a decision is given, so the view
and that rng alone decide.
"""
from __future__ import annotations

from collections import Counter

from engine.ai.cancel import check
from engine.ai.forty_thieves.reckoning import DECK_TOP, card_chances
from engine.ai.forty_thieves.likely import Likely
from engine.core import Rng
from engine.forty_thieves.cards import BOSS
from engine.forty_thieves.knowledge import deal_unseen, fillings, known_places, unseen, weighted
from engine.forty_thieves.placement import agrees, arrange

SAMPLES = 12       # deals weighed for each place the Boss may lie in
TRIES = 24         # draws of a hand with a card showing before it is drawn from every filling


def believed_chances(view: dict, rng: Rng, likely: Likely | None = None) -> dict:
    """card_chances with every rival's reveal this round taken as a clue to where the Boss
    lies: the chance of each card in each face-down place and the deck's count of each,
    mixed over the Boss's possible places as the reveals weigh them."""
    shares = boss_shares(view, rng, likely)
    if shares is None:
        return card_chances(view)
    mixed: dict = {}
    for where, share in shares.items():
        for key, dist in as_if(view, where).items():
            into = mixed.setdefault(key, {})
            for card, p in dist.items():
                into[card] = into.get(card, 0.0) + share * p
    return mixed


def boss_shares(view: dict, rng: Rng, likely: Likely | None = None) -> dict | None:
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
    likely = likely or Likely(view)
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


def _weight(view: dict, steps: list, hands: dict, likely: Likely) -> float:
    """How likely this round's rival reveals were, the rivals holding `hands`."""
    weight = 1.0
    for k in steps:
        rival = view["reveals"][k]["seat"]
        if rival in hands:
            weight *= likely(k, hands[rival])
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
