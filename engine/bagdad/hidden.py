"""Determinization: a full state consistent with one seat's view, for AI search; and the hidden
twin of a real state, for tests that prove a view, and an AI, leak nothing.

What a seat cannot see: the faces of the other players' cards and the order of the decks (each
district's unseen cards can lie in any of these places, card backs keep their districts), the
other players' wishes (any of the wishes it does not hold), the kinds of robbed gems it was not
party to (any kinds that the supply and the gems it knows leave), and the dice to come.
"""
from __future__ import annotations

from collections import Counter

from engine.core import Rng

from . import offers
from .cards import BY_DISTRICT, CARDS, CHARACTERS, GEM_CARDS, district_of
from .city import DISTRICTS
from .gems import GEMS, SUPPLY, WISHES
from .pieces import BOX, DEAD
from .state import BagdadState


def _unseen_gems(pouches, seat: int) -> list[tuple[int, int]]:
    return [(s, i) for s, pouch in enumerate(pouches) for i, (_, known) in enumerate(pouch)
            if known is not None and seat not in known]


def hidden_twin(state: BagdadState, seat: int, rng: Rng) -> BagdadState:
    """A copy in which only what `seat` cannot see is dealt again: the unseen cards of each
    district among the other hands and the deck (an offer or payment in progress follows its
    cards; a payment gets goods cards, as a gem card pays only for its own gem, alone), the
    others' wishes, the unseen gem kinds, and the RNG. At the end wishes and gems are public
    and stay."""
    twin = state.clone()
    twin.rng = Rng(rng.next64())
    paying = set(twin.purchase["paid"]) if twin.purchase and twin.slipper != seat else set()
    moved = {}
    for district in range(len(DISTRICTS)):
        slots = [(hand, i) for s, hand in enumerate(twin.hands) if s != seat
                 for i, card in enumerate(hand) if CARDS[card].district == district]
        slots.sort(key=lambda slot: slot[0][slot[1]] not in paying)       # payments first
        slots += [(twin.decks[district], i) for i in range(len(twin.decks[district]))]
        cards = [holder[i] for holder, i in slots]
        dealt = list(cards)
        rng.shuffle(dealt)
        for k in range(sum(c in paying for c in cards)):
            j = next((j for j in range(k, len(dealt)) if dealt[j] not in GEM_CARDS), k)
            dealt[k], dealt[j] = dealt[j], dealt[k]
        for (holder, i), old, new in zip(slots, cards, dealt):
            holder[i] = new
            moved[old] = new
    offer = twin.offer
    while offer is not None:
        offer["give"] = [moved.get(c, c) for c in offer["give"]]
        offer["handed"] = [moved.get(c, c) for c in offer["handed"]]
        offer["claims"] = {moved.get(c, c): name for c, name in offer["claims"].items()}
        offer = offer["previous"]
    if twin.purchase is not None:
        twin.purchase["paid"] = [moved.get(c, c) for c in twin.purchase["paid"]]
    if twin.phase != "over":
        others = [s for s in range(twin.players) if s != seat]
        pool = [w for w in range(len(WISHES)) if w != twin.wishes[seat]]
        for s, wish in zip(others, rng.sample(pool, len(others))):
            twin.wishes[s] = wish
        slots = _unseen_gems(twin.pouches, seat)
        kinds = [twin.pouches[s][i][0] for s, i in slots]
        rng.shuffle(kinds)
        for (s, i), gem in zip(slots, kinds):
            twin.pouches[s][i] = (gem, twin.pouches[s][i][1])
    return twin


def determinize(view: dict, seat: int, rng: Rng) -> BagdadState:
    """A full state that `view` (seat's) could come from, the unseen dealt at random. Cards an
    offer or a payment in progress holds are dealt first, to their holders, by district (a
    payment's never a gem card: one could pay only for its own gem, alone)."""
    players = view["players"]
    hands: list[list[int]] = [[] for _ in range(players)]
    hands[seat] = [c["card"] for c in view["hand"]]
    discards = [[c["card"] for c in view["discards"][d]] for d in DISTRICTS]
    seen = set(hands[seat]).union(*map(set, discards))
    pools = {d: [c for c in BY_DISTRICT[i] if c not in seen] for i, d in enumerate(DISTRICTS)}
    for pool in pools.values():
        rng.shuffle(pool)
    offer = _offer(view["offer"], seat, hands, pools)
    purchase = _purchase(view, seat, hands, pools)
    decks = []
    for district, pool in pools.items():
        for s in range(players):
            if s != seat:
                count = view["hand_counts"][s][district] - sum(district_of(c) == district
                                                              for c in hands[s])
                hands[s] += pool[:count]
                del pool[:count]
        if len(pool) != view["decks"][district]:
            raise ValueError(f"the view does not account for the {district}'s cards")
        decks.append(pool)
    for s, hand in enumerate(hands):
        if s != seat:
            rng.shuffle(hand)
    return BagdadState(
        players=players, characters=[CHARACTERS.index(c) for c in view["characters"]],
        wishes=_wishes(view, seat, rng), first_player=view["first_player"],
        round_limit=view["round_limit"], rng=Rng(rng.next64()), decks=decks,
        discards=discards, hands=hands, supply=[view["supply"][g] for g in GEMS],
        pouches=_pouches(view, seat, rng),
        at=[{"box": BOX, "killed": DEAD}.get(p["status"], p["space"]) for p in view["pieces"]],
        vizier=view["vizier"]["space"], phase=view["phase"], round=view["round"],
        slipper=view["slipper"], current=view["current"],
        trading=None if view["trading"] is None else list(view["trading"]),
        offers_sent=None if view["offers_sent"] is None else list(view["offers_sent"]),
        offers_started=None if view["offers_started"] is None else list(view["offers_started"]),
        offer=offer, bought=view["bought"], purchase=purchase, turn=view["turn"],
        end=view["end"], learnt=_learnt(view, seat), temperaments=list(view["temperaments"]))


def _learnt(view: dict, seat: int) -> list | None:
    """The seat's own record, and each other's record of its claims (it knows what it claimed
    and gave); the rest, which it cannot know, empty."""
    def row(r: dict) -> list:
        return [r["true"], r["false"], r["last"]]
    learnt = [[[0, 0, None] for _ in range(view["players"])] for _ in range(view["players"])]
    learnt[seat] = [row(r) for r in view["learnt"]]
    for s, r in enumerate(view["told"]):
        learnt[s][seat] = row(r)
    return learnt if any(t or f for rows in learnt for t, f, _ in rows) else None


def _wishes(view: dict, seat: int, rng: Rng) -> list[int]:
    if view["wishes"] is not None:
        return [WISHES.index(tuple(w)) for w in view["wishes"]]
    mine = WISHES.index(tuple(view["wish"]))
    others = rng.sample([w for w in range(len(WISHES)) if w != mine], view["players"] - 1)
    return others[:seat] + [mine] + others[seat:]


def _pouches(view: dict, seat: int, rng: Rng) -> list[list[tuple]]:
    """Known gems as seen; unknown ones from what the supply and the known gems leave, known
    to their owner alone. Seen secret gems are taken as known to this seat and their owner."""
    left = Counter(dict(zip(GEMS, SUPPLY)))
    left.subtract(view["supply"])
    left.subtract(e["gem"] for pouch in view["pouches"] for e in pouch if e["gem"] is not None)
    unknown = list(left.elements())
    rng.shuffle(unknown)
    return [[(e["gem"], tuple(sorted({seat, owner})) if e["secret"] else None)
             if e["gem"] is not None else (unknown.pop(), (owner,))
             for e in pouch] for owner, pouch in enumerate(view["pouches"])]


def _deal(holder: list[int], districts: list[str], pools: dict, goods: bool = False) -> list[int]:
    """One unseen card of each district, taken from the pools into the holder's hand; with
    `goods`, not a gem card where another is left."""
    dealt = []
    for district in districts:
        pool = pools[district]
        card = next((c for c in pool if not goods or c not in GEM_CARDS), pool[0])
        pool.remove(card)
        dealt.append(card)
    holder += dealt
    return dealt


def _offer(shown: dict | None, seat: int, hands, pools) -> dict | None:
    """The offer in progress (and the one a counter answers), its unseen cards dealt by
    district to their holders, each claim on the card dealt in its place."""
    if shown is None:
        return None
    giver, taker = shown["from"], shown["to"]
    give = shown["give"] if giver == seat else _deal(hands[giver], shown["give_districts"], pools)
    handed = shown["handed"] if taker == seat \
        else _deal(hands[taker], shown["handed_districts"], pools)
    return offers.new(giver, taker, shown["everyone"], stage=shown["stage"], give=list(give),
                      ask=list(shown["ask"]), handed=list(handed),
                      claims={c: name for c, name in zip(give, shown["claims"]) if name},
                      wishes=dict(shown["wishes"]), counters=shown["counters"],
                      accepted=list(shown["accepted"]),
                      previous=_offer(shown["previous"], seat, hands, pools))


def _purchase(view: dict, seat: int, hands, pools) -> dict | None:
    shown = view["purchase"]
    if shown is None:
        return None
    buying = {k: v for k, v in shown.items() if k not in ("paid", "paid_districts")}
    holder = view["slipper"]
    buying["paid"] = list(shown["paid"]) if holder == seat \
        else _deal(hands[holder], shown["paid_districts"], pools, goods=True)
    return buying
