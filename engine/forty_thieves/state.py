"""The state of a game: whose turn, the hands and deck, this round's reveals, and the gold.

A round is a run of reveals that ends when the sum reaches 12 or the Boss shows; the next round
(gather, refill, deal) starts inside the same `apply`, so the state always waits for a seat
until the game is over.
"""
from __future__ import annotations

import copy
from collections import Counter
from dataclasses import dataclass, field
from functools import cache

from engine.core import Action, Event, GameState, Result, Rng, event
from engine.forty_thieves import gold as g
from engine.forty_thieves.cards import BOSS, CARDS, DECK, MOON, PLACES, SUN, value_of
from engine.forty_thieves.placement import arrange

NAME = "forty_thieves"
TARGET = 12
LEDGER_KEYS = ("rewards", "bonuses", "penalties")
# The reveals, built once: a playout asks for them thousands of times.
REVEAL = {(owner, place): Action("reveal", seat=owner, place=place)
          for owner in range(6) for place in PLACES}
REVEALED = {action: key for key, action in REVEAL.items()}
REVEAL_DECK, PASS = Action("reveal_deck"), Action("pass")


def others(players: int, seat: int) -> list[int]:
    """The other seats of a table of `players`, clockwise from `seat`'s left."""
    return [(seat + step) % players for step in range(1, players)]


@cache
def reveals_for(players: int, seat: int) -> tuple:
    """((owner, place), reveal action) of every card `seat` might reveal, in the order of
    `legal_actions`: the other seats clockwise from its left, each hand left to right."""
    return tuple(((owner, place), REVEAL[owner, place])
                 for owner in others(players, seat)
                 for place in PLACES)


@dataclass(eq=False)
class FortyState(GameState):
    """Everything about a game; `to_dict` lists these fields as they are.

    `deck` has its top card first. `reveals` holds this round's counted cards in order, each
    {"seat": revealer, "owner": seat or None (deck), "place": place or None, "card", "value"}.
    `pending` is the 2-player pair waiting for its chooser. `ledger` sums, per seat, what the
    results screen breaks the gold down into.
    """

    players: int
    rng: Rng
    hands: list
    deck: list
    gold: list
    stacks: list
    bank: int
    ledger: list
    round: int = 1
    start: int = 0
    current: int = 0
    turn: int = 1
    reveals: list = field(default_factory=list)
    set_aside: list = field(default_factory=list)
    pending: list | None = None
    bonus_paid: bool = False
    final_round: bool = False
    over: bool = False

    game = NAME

    # --- the protocol ---------------------------------------------------------------------

    def to_move(self) -> int | None:
        return None if self.over else self.current

    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        if self.pending:
            return [Action("choose", card=name) for name in self.pending]
        up = {(r["owner"], r["place"]) for r in self.reveals}
        actions = [action for key, action in reveals_for(self.players, self.current)
                   if key not in up]
        if self.deck:
            actions.append(REVEAL_DECK)
        return actions or [PASS]

    def _apply(self, action: Action) -> list[Event]:
        seat = self.current
        if action.kind == "reveal":
            owner, place = REVEALED[action]
            return self._resolve(seat, self.hands[owner][PLACES.index(place)], owner, place)
        if action.kind == "reveal_deck":
            return self._reveal_deck(seat)
        if action.kind == "choose":
            pair, self.pending = self.pending, None
            return self._keep(seat, pair, action.card)
        self._pass_turn(seat)
        return [event("pass", seat=seat)]

    def result(self) -> Result:
        best = max(self.gold)
        return Result(list(self.gold), [s for s, amount in enumerate(self.gold) if amount == best],
                      [{"gold": amount, **self.ledger[s]} for s, amount in enumerate(self.gold)])

    def view(self, seat: int) -> dict:
        hidden_pair = self.pending is not None and seat != self.current
        return {
            "game": NAME, "seat": seat, "players": self.players, "round": self.round,
            "start_player": self.start, "to_move": self.to_move(), "turn": self.turn,
            "hands": [[{"place": place, "revealed": self.is_up(owner, i),
                        "card": card if owner == seat or self.is_up(owner, i) else None}
                       for i, (place, card) in enumerate(zip(PLACES, hand))]
                      for owner, hand in enumerate(self.hands)],
            "reveals": [dict(r) for r in self.reveals], "set_aside": list(self.set_aside),
            "deck_size": len(self.deck), "sum": self.sum(),
            "stacks": list(self.stacks), "stack_sizes": list(g.STACK_SIZES), "bank": self.bank,
            "gold": list(self.gold), "ledger": [dict(entry) for entry in self.ledger],
            "bonus_paid": self.bonus_paid, "final_round": self.final_round, "over": self.over,
            "pending": None if self.pending is None else
            {"seat": self.current, "cards": None if hidden_pair else list(self.pending)},
        }

    def to_dict(self) -> dict:
        d = {name: copy.deepcopy(getattr(self, name))
             for name in self.__dataclass_fields__ if name != "rng"}
        return {**d, "rng": self.rng.to_dict()}

    def clone(self) -> "FortyState":
        """An independent copy, by hand (a search clones thousands of times a decision):
        every list copied a level deep, the cards (strings) shared."""
        twin = object.__new__(type(self))
        twin.__dict__.update(self.__dict__)
        twin.rng = Rng(self.rng.state)
        for name in ("deck", "gold", "stacks", "set_aside"):
            setattr(twin, name, list(getattr(self, name)))
        twin.hands = [list(hand) for hand in self.hands]
        twin.ledger = [dict(entry) for entry in self.ledger]
        twin.reveals = [dict(r) for r in self.reveals]
        twin.pending = None if self.pending is None else list(self.pending)
        return twin

    # --- queries --------------------------------------------------------------------------

    def others(self, seat: int) -> list[int]:
        """The other seats, clockwise from `seat`'s left."""
        return others(self.players, seat)

    def is_up(self, owner: int, index: int) -> bool:
        return any(r["owner"] == owner and r["place"] == PLACES[index] for r in self.reveals)

    def sum(self) -> int:
        return sum(r["value"] or 0 for r in self.reveals)

    def cards(self) -> Counter:
        """Every card wherever it lies; always the 21 of the deck."""
        held = [c for hand in self.hands for c in hand]
        shown = [r["card"] for r in self.reveals if r["owner"] is None]
        return Counter(held + self.deck + shown + self.set_aside + (self.pending or []))

    def check(self) -> None:
        """Raise ValueError unless this is a state the rules can reach (for loaded saves)."""
        problems = [
            (not 2 <= self.players <= 6, "2 to 6 players"),
            (len(self.hands) != self.players or any(tuple(h) != arrange(h) for h in self.hands),
             "one hand per player, laid out by the placement rule"),
            (self.cards() != Counter(DECK), "the 21 cards, each once"),
            (len(self.stacks) != len(g.STACK_SIZES), "eight reward stacks"),
            (min(self.gold + self.stacks + [self.bank]) < 0, "no negative gold"),
            (sum(self.gold) + sum(self.stacks) + self.bank != g.TOTAL, f"{g.TOTAL} gold in all"),
            (not 0 <= self.current < self.players, "a seat to move"),
        ]
        wrong = [what for bad, what in problems if bad]
        if wrong:
            raise ValueError("not a Forty Thieves state: needs " + "; ".join(wrong))

    # --- a turn ---------------------------------------------------------------------------

    def _reveal_deck(self, seat: int) -> list[Event]:
        if self.players != 2 or len(self.deck) < 2:
            return self._resolve(seat, self.deck.pop(0), None, None)
        pair = [self.deck.pop(0), self.deck.pop(0)]
        options = choices(pair)
        events = [event("draw_pair", seat=seat),
                  event("pair_seen", visible_to=[seat] if len(options) > 1 else None,
                        seat=seat, cards=list(pair), options=options)]
        if len(options) > 1:
            self.pending = pair
            return events
        return events + self._keep(seat, pair, options[0])

    def _keep(self, seat: int, pair: list[str], card: str) -> list[Event]:
        other = list(pair)
        other.remove(card)
        self.set_aside.append(other[0])
        events = [event("set_aside", seat=seat, card=other[0])]
        return events + self._resolve(seat, card, None, None)

    def _resolve(self, seat: int, card: str, owner: int | None, place: str | None) -> list[Event]:
        value = value_of(card, self.reveals[-1]["value"] if self.reveals else None)
        self.reveals.append({"seat": seat, "owner": owner, "place": place, "card": card,
                             "value": value})
        total = self.sum()
        events = [event("reveal", seat=seat, owner=owner, place=place, card=card, value=value,
                        sum=total)]
        if card == BOSS or total >= TARGET:
            return events + self._penalise(seat) + self._end_round(seat)
        events += self._reward(seat)
        self._pass_turn(seat)
        return events

    def _pass_turn(self, seat: int) -> None:
        self.current = (seat + 1) % self.players
        self.turn += 1

    # --- gold -----------------------------------------------------------------------------

    def _earn(self, seat: int, amount: int, kind: str) -> None:
        self.gold[seat] += amount
        self.ledger[seat][kind] += amount

    def _reward(self, seat: int) -> list[Event]:
        events = []
        index = g.lowest_stack(self.stacks)
        if index is not None:
            amount, self.stacks[index] = self.stacks[index], 0
            self._earn(seat, amount, "rewards")
            events.append(event("reward", seat=seat, stack=index, amount=amount))
        if not self.bonus_paid and sun_and_moon(self.reveals):
            amount = min(g.BONUS, self.bank)
            self.bank -= amount
            self._earn(seat, amount, "bonuses")
            self.bonus_paid = True
            events.append(event("bonus", seat=seat, amount=amount))
        if not self.final_round and self.gold[seat] >= g.GOAL:
            self.final_round = True
            events.append(event("final_round", seat=seat, gold=self.gold[seat]))
        return events

    def _penalise(self, seat: int) -> list[Event]:
        amount = min(g.PENALTY, self.gold[seat])
        self.gold[seat] -= amount
        self.ledger[seat]["penalties"] += amount
        self.bank += amount
        return [event("penalty", seat=seat, amount=amount)]

    # --- rounds ---------------------------------------------------------------------------

    def _end_round(self, loser: int) -> list[Event]:
        following = (loser + 1) % self.players
        events = [event("round_end", round=self.round, loser=loser, sum=self.sum(),
                        next_start=None if self.final_round else following)]
        self.turn += 1
        if self.final_round:
            self.over = True
            result = self.result()
            return events + [event("game_over", scores=result.scores, winners=result.winners)]
        self.round += 1
        self.start = self.current = following
        return events + self.begin_round()

    def begin_round(self) -> list[Event]:
        """Gather and shuffle all 21 cards, refill empty stacks (none are before round 1), deal."""
        self.deck = list(DECK)
        self.rng.shuffle(self.deck)
        self.reveals, self.set_aside, self.pending, self.bonus_paid = [], [], None, False
        events = [event("gather", round=self.round)]
        for index, amount in g.refills(self.stacks, self.bank):
            self.stacks[index] += amount
            self.bank -= amount
            events.append(event("refill", stack=index, amount=amount, bank=self.bank))
        size = len(PLACES)             # each hand is the next three cards off the top
        self.hands = [list(arrange(self.deck[i * size:(i + 1) * size]))
                      for i in range(self.players)]
        del self.deck[:self.players * size]
        events.append(event("deal", round=self.round, start_player=self.start,
                            deck_size=len(self.deck)))
        return events + [event("hand", visible_to=[seat], seat=seat, cards=list(hand))
                         for seat, hand in enumerate(self.hands)]


def choices(pair: list[str]) -> list[str]:
    """The cards a 2-player deck reveal may keep: the Boss if it is there, else either kind."""
    return [BOSS] if BOSS in pair else list(dict.fromkeys(pair))


def sun_and_moon(reveals: list[dict]) -> bool:
    symbols = {CARDS[r["card"]].symbol for r in reveals}
    return SUN in symbols and MOON in symbols


def new_state(players: int, seed: int, first_player: int) -> FortyState:
    bank = g.starting_bank(players)
    state = FortyState(players, Rng(seed), [], [], [g.START_GOLD] * players, list(g.STACK_SIZES),
                       bank, [dict.fromkeys(LEDGER_KEYS, 0) for _ in range(players)],
                       start=first_player, current=first_player)
    state.begin_round()
    return state


def state_from_dict(d: dict) -> FortyState:
    try:
        fields = {name: copy.deepcopy(d[name]) for name in FortyState.__dataclass_fields__}
        fields["rng"] = Rng.from_dict(d["rng"])
        state = FortyState(**fields)
        state.check()
    except (KeyError, TypeError, AttributeError, IndexError) as exc:
        raise ValueError(f"not a Forty Thieves state: {exc!r}") from None
    return state
