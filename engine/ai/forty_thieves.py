"""Opponents for Ali Baba and the Forty Thieves; each sees only its seat's view.

easy reveals at random (but never keeps a losing card of a 2-player pair when the other is
safe); normal estimates, for every reveal, the chance of each card from what its seat knows
(unseen cards, the placement rule) and takes the reveal with the best expected gold; hard
starts from normal's expected gold and corrects it by flat Monte Carlo (engine.ai.search):
each reveal played out to the end of the round in samples of the view, everyone playing
normal, so it sees what a reveal leaves the next players (a high safe card is their risk).
"""
from __future__ import annotations

from collections import Counter, defaultdict

from engine.ai import search
from engine.core import Action, Rng
from engine.forty_thieves import gold as g
from engine.forty_thieves.cards import BOSS, CARDS, PLACES, value_of
from engine.forty_thieves.knowledge import determinize, fillings, known_places, unseen
from engine.forty_thieves.state import TARGET, sun_and_moon

DECK_TOP = "deck"


def outcome(view: dict, card: str) -> int:
    """The gold the seat to move wins (or loses, negative) by revealing `card` now."""
    reveals = view["reveals"]
    value = value_of(card, reveals[-1]["value"] if reveals else None)
    if value is None or view["sum"] + value >= TARGET:
        return -min(g.PENALTY, view["gold"][view["seat"]])
    index = g.lowest_stack(view["stacks"])
    gain = 0 if index is None else view["stacks"][index]
    if not view["bonus_paid"] and sun_and_moon(reveals + [{"card": card}]):
        gain += min(g.BONUS, view["bank"])
    return gain


def outcomes(view: dict) -> dict[str, int]:
    """`outcome` of every card, worked out once per decision."""
    return {card: outcome(view, card) for card in CARDS}


def card_chances(view: dict) -> dict:
    """For each face-down place of another player, (owner, place index), and for the top of
    the deck, DECK_TOP: the expected number of each card there (probabilities for a place;
    counts summing to the deck size for the deck).

    Each hand is counted on its own from the unseen cards, except that a card another hand is
    sure to hold (a centre 0 forces the Boss to its left) is taken out of the count first.
    """
    pool = Counter({name: k for name, k in unseen(view).items() if k > 0})
    hidden = {owner: known_places(view, owner) for owner in range(view["players"])
              if None in known_places(view, owner)}
    sure = {owner: _sure(known, fillings(known, pool)) for owner, known in hidden.items()}
    chances: dict = {}
    in_hands: Counter = Counter()
    for owner, known in hidden.items():
        elsewhere = sum((sure[other] for other in hidden if other != owner), Counter())
        hands = fillings(known, pool - elsewhere)
        total = sum(ways for _, ways in hands)
        for i in (i for i, card in enumerate(known) if card is None):
            place = defaultdict(float)
            for hand, ways in hands:
                place[hand[i]] += ways / total
            chances[(owner, i)] = place
            in_hands.update(place)
    deck = {name: max(k - in_hands[name], 0.0) for name, k in pool.items()}
    scale = view["deck_size"] / (sum(deck.values()) or 1)
    chances[DECK_TOP] = {name: k * scale for name, k in deck.items()}
    return chances


def _sure(known: list, hands: list) -> Counter:
    """The cards every possible hand has in the same face-down place."""
    return Counter(hands[0][0][i] for i, card in enumerate(known)
                   if card is None and all(hand[i] == hands[0][0][i] for hand, _ in hands))


def _deck_value(view: dict, counts: dict, gains: dict) -> float:
    """Expected gold of a deck reveal: one card, or with 2 players the better of two (a Boss
    among them is forced)."""
    size = sum(counts.values())
    if view["players"] != 2 or view["deck_size"] < 2:
        return sum(k * gains[card] for card, k in counts.items()) / size
    total = 0.0
    for a, ka in counts.items():
        for b, kb in counts.items():
            pair = gains[BOSS] if BOSS in (a, b) else max(gains[a], gains[b])
            total += ka * max(kb - (a == b), 0.0) * pair
    return total / (size * (size - 1))


def expected_gold(view: dict, action: Action, chances: dict, gains: dict) -> float:
    """What `action` is worth to the seat to move, in gold, on average over what it may find."""
    if action.kind == "choose":
        return gains[action.card]
    if action.kind == "reveal_deck":
        return _deck_value(view, chances[DECK_TOP], gains)
    if action.kind == "reveal":
        place = chances[(action.seat, PLACES.index(action.place))]
        return sum(p * gains[card] for card, p in place.items())
    return 0.0


def easy(view: dict, actions: list[Action], rng: Rng) -> Action:
    """Any reveal; of a 2-player pair, a card that does not lose when there is one."""
    safe = [a for a in actions if a.kind == "choose" and outcome(view, a.card) >= 0]
    return rng.choice(safe or actions)


def normal(view: dict, actions: list[Action], rng: Rng) -> Action:
    """The action with the best expected gold (ties at random)."""
    chances, gains = card_chances(view), outcomes(view)
    scores = [expected_gold(view, a, chances, gains) for a in actions]
    best = max(scores)
    return rng.choice([a for a, s in zip(actions, scores) if s >= best - 1e-9])


PRIOR = 20         # hard: rollouts that normal's expected gold is worth at the root
LEAD = 20.0        # hard: gold of lead worth about three wins in four


def _stop(view: dict, state) -> bool:
    """Rollouts end with the round: the next one is dealt afresh, so it is scored instead."""
    return state.round != view["round"]


def _evaluate(state) -> list[float]:
    return search.standing(state, LEAD)


def _prior(view: dict, actions: list[Action]) -> list[float]:
    """normal's expected gold of each action, as the standing it would leave."""
    chances, gains = card_chances(view), outcomes(view)
    lead = search.lead(view["gold"], view["seat"])
    return [search.squash(lead + expected_gold(view, a, chances, gains), LEAD) for a in actions]


PLUGIN = search.Plugin(determinize=determinize, default=search.from_views(normal),
                       stop=_stop, evaluate=_evaluate, moves=400, samples=20, depth=1,
                       prior=_prior, prior_visits=PRIOR)
hard = search.policy(PLUGIN)

POLICIES = {"easy": easy, "normal": normal, "hard": hard}
