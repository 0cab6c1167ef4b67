"""The table as it is on screen, which may lag behind the game while animations play.

It is built from the seat's view, then moved on by the events an action returned, one at a
time as each animation plays (the scene animates events and never diffs states). Once every
animation has played it equals `Shown.from_view` of the new view again. It holds only what the
seat on screen may see: hidden cards are None.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from engine.core import Event
from engine.forty_thieves.cards import BOSS, PLACES
from engine.forty_thieves.gold import STACK_SIZES
from engine.forty_thieves.state import TARGET

FULL_DECK = 21


@dataclass
class Slot:
    card: str | None = None       # the face, when the seat on screen may see it
    up: bool = False              # revealed this round, for everyone
    value: int | None = None      # what it counted for, once revealed


@dataclass
class Shown:
    players: int
    round: int = 1
    start: int = 0
    hands: list[list[Slot]] = field(default_factory=list)
    deck_size: int = 0
    row: list[tuple[str, int | None]] = field(default_factory=list)   # deck cards revealed
    set_aside: list[str] = field(default_factory=list)
    pair: list[str | None] | None = None
    pair_seat: int | None = None
    sum: int = 0
    last: int | None = None       # the value of the card revealed last this round (+1 and ×2)
    last_key: tuple | None = None     # where it lies: ("card", owner, index) or ("row", index)
    stacks: list[int] = field(default_factory=lambda: list(STACK_SIZES))
    bank: int = 0
    gold: list[int] = field(default_factory=list)
    final_round: bool = False
    over: bool = False

    @classmethod
    def from_view(cls, view: dict) -> "Shown":
        values = {(r["owner"], r["place"]): r["value"] for r in view["reveals"]}
        hands = [[Slot(slot["card"], slot["revealed"], values.get((owner, slot["place"])))
                  for slot in hand] for owner, hand in enumerate(view["hands"])]
        pending = view["pending"]
        row = [(r["card"], r["value"]) for r in view["reveals"] if r["owner"] is None]
        last = view["reveals"][-1] if view["reveals"] else None
        return cls(view["players"], view["round"], view["start_player"], hands, view["deck_size"],
                   row, list(view["set_aside"]),
                   None if pending is None else list(pending["cards"] or [None, None]),
                   None if pending is None else pending["seat"], view["sum"],
                   None if last is None else last["value"],
                   None if last is None else _key(last, len(row)),
                   list(view["stacks"]), view["bank"], list(view["gold"]),
                   view["final_round"], view["over"])

    @property
    def caught(self) -> bool:
        """Whether this round's reveals reached 12 or turned up the Boss."""
        boss = any(s.up and s.card == BOSS for hand in self.hands for s in hand)
        return self.sum >= TARGET or boss or BOSS in (card for card, _ in self.row)

    # --- gold moves between three kinds of place: ("seat", s), ("stack", i) and ("bank",) ----
    def take(self, place: tuple, amount: int) -> None:
        self._add(place, -amount)

    def put(self, place: tuple, amount: int) -> None:
        self._add(place, amount)

    def _add(self, place: tuple, amount: int) -> None:
        if place[0] == "seat":
            self.gold[place[1]] += amount
        elif place[0] == "stack":
            self.stacks[place[1]] += amount
        else:
            self.bank += amount

    # --- events ---------------------------------------------------------------------------
    def apply(self, event: Event) -> None:
        """Move on by one event, all at once (an animation may split it into a start and an end)."""
        d = event.data
        handler = getattr(self, f"_on_{event.kind}", None)
        if handler is not None:
            handler(d)
        for source, target, amount in money(event):
            self.take(source, amount)
            self.put(target, amount)

    def _on_reveal(self, d: dict) -> None:
        self.sum, self.last = d["sum"], d["value"]
        self.last_key = _key(d, len(self.row) + 1)
        if d["owner"] is not None:
            slot = self.hands[d["owner"]][PLACES.index(d["place"])]
            slot.card, slot.up, slot.value = d["card"], True, d["value"]
            return
        if self.pair:
            self.pair, self.pair_seat = None, None
        else:
            self.deck_size -= 1
        self.row.append((d["card"], d["value"]))

    def _on_final_round(self, d: dict) -> None:
        self.final_round = True

    def _on_game_over(self, d: dict) -> None:
        self.over = True

    def _on_gather(self, d: dict) -> None:
        self.sum, self.last, self.last_key, self.deck_size = 0, None, None, FULL_DECK
        self.hands = [[] for _ in range(self.players)]
        self.row, self.set_aside, self.pair, self.pair_seat = [], [], None, None

    def _on_deal(self, d: dict) -> None:
        self.round, self.start, self.deck_size = d["round"], d["start_player"], d["deck_size"]
        self.hands = [[Slot() for _ in PLACES] for _ in range(self.players)]

    def _on_hand(self, d: dict) -> None:
        self.hands[d["seat"]] = [Slot(card) for card in d["cards"]]

    def _on_draw_pair(self, d: dict) -> None:
        self.deck_size -= 2
        self.pair, self.pair_seat = [None, None], d["seat"]

    def _on_pair_seen(self, d: dict) -> None:
        self.pair = list(d["cards"])

    def _on_set_aside(self, d: dict) -> None:
        self.set_aside.append(d["card"])
        if self.pair:
            self.pair.remove(d["card"] if d["card"] in self.pair else None)


def _key(reveal: dict, row_length: int) -> tuple:
    """Where a revealed card lies once the row beside the deck is `row_length` long."""
    if reveal["owner"] is None:
        return ("row", row_length - 1)
    return ("card", reveal["owner"], PLACES.index(reveal["place"]))


def money(event: Event) -> list[tuple[tuple, tuple, int]]:
    """The gold an event moves, as (from, to, amount)."""
    d = event.data
    if event.kind == "reward":
        return [(("stack", d["stack"]), ("seat", d["seat"]), d["amount"])]
    if event.kind == "bonus":
        return [(("bank",), ("seat", d["seat"]), d["amount"])]
    if event.kind == "penalty":
        return [(("seat", d["seat"]), ("bank",), d["amount"])]
    if event.kind == "refill":
        return [(("bank",), ("stack", d["stack"]), d["amount"])]
    return []
