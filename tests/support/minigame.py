"""A tiny game with hidden hands, used to prove the engine protocol, saves, arena and scenes
before (and independently of) the real games. Not shipped: it lives in tests/support/.

Each player is dealt 3 cards from a shuffled deck of 1..12. On a turn the player plays one card
from the hand (scoring its value) and draws the top card of the deck if any. When every hand is
empty the game ends; highest score wins, ties share.
"""
from __future__ import annotations

from engine.ai import random_policy
from engine.words import in_deeds
from engine.core import (Action, GameState, IllegalAction, Result, RuleError, Rng,
                         action_from_dict, event)

NAME = "minigame"
TITLE = "Mini Game"
MIN_PLAYERS, MAX_PLAYERS = 2, 4
VARIANTS = {"short": "Two cards each instead of three."}

DECK = tuple(range(1, 13))

__all__ = ["new_game", "from_dict", "action_from_dict", "invariant_errors", "hidden_twin",
           "IllegalAction"]


class MiniState(GameState):
    game = NAME

    def __init__(self, players: int, rng: Rng, hands, deck, scores, current, turn, variant):
        self.players, self.rng, self.hands, self.deck = players, rng, hands, deck
        self.scores, self.current, self.turn, self.variant = scores, current, turn, variant

    def to_move(self):
        return None if not any(self.hands) else self.current

    def legal_actions(self):
        if self.to_move() is None:
            return []
        return [Action("play", card=c) for c in sorted(self.hands[self.current])]

    def _apply(self, action):
        seat = self.current
        self.hands[seat].remove(action.card)
        self.scores[seat] += action.card
        events = [event("play", seat=seat, card=action.card)]
        if self.deck:
            self.hands[seat].append(self.deck.pop())
            events.append(event("draw", visible_to=[seat], seat=seat, card=self.hands[seat][-1]))
        for step in range(1, self.players + 1):
            nxt = (seat + step) % self.players
            if self.hands[nxt]:
                self.current = nxt
                break
        self.turn += 1
        return events

    def result(self):
        best = max(self.scores)
        return Result(list(self.scores), [i for i, s in enumerate(self.scores) if s == best],
                      [{"points": s} for s in self.scores])

    def view(self, seat):
        return {"seat": seat, "hand": sorted(self.hands[seat]),
                "hand_sizes": [len(h) for h in self.hands], "deck_size": len(self.deck),
                "scores": list(self.scores), "to_move": self.to_move(), "turn": self.turn}

    def to_dict(self):
        return {"players": self.players, "rng": self.rng.to_dict(),
                "hands": [list(h) for h in self.hands], "deck": list(self.deck),
                "scores": list(self.scores), "current": self.current, "turn": self.turn,
                "variant": self.variant}


def new_game(players: int, seed: int, variant: str | None = None) -> MiniState:
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise RuleError(f"{TITLE} takes {MIN_PLAYERS}-{MAX_PLAYERS} players")
    if variant not in (None, *VARIANTS):
        raise RuleError(f"unknown variant {variant!r}")
    rng = Rng(seed)
    deck = list(DECK)
    rng.shuffle(deck)
    size = 2 if variant == "short" else 3
    hands = [[deck.pop() for _ in range(size)] for _ in range(players)]
    return MiniState(players, rng, hands, deck, [0] * players, 0, 1, variant)


def from_dict(d: dict) -> MiniState:
    return MiniState(d["players"], Rng.from_dict(d["rng"]), [list(h) for h in d["hands"]],
                     list(d["deck"]), list(d["scores"]), d["current"], d["turn"], d["variant"])


def invariant_errors(state: MiniState) -> list[str]:
    """Each card is in one hand, the deck, or played (its value scored); hands stay full while
    the deck lasts, and the seat to play has a card."""
    errors = []
    held = [c for hand in state.hands for c in hand] + state.deck
    if len(held) != len(set(held)) or not set(held) <= set(DECK):
        errors.append(f"cards held twice or unknown: {sorted(held)}")
    if sum(state.scores) != sum(DECK) - sum(held):
        errors.append(f"scores {state.scores} are not the cards played")
    if state.deck and not all(state.hands):
        errors.append("a hand ran out while the deck still has cards")
    if state.to_move() is not None and not state.hands[state.current]:
        errors.append(f"seat {state.current} is to play with an empty hand")
    return errors


def hidden_twin(state: MiniState, seat: int, rng: Rng) -> MiniState:
    """The others' hands and the deck, dealt again from the cards `seat` has not seen, and the
    random stream drawn afresh."""
    twin = from_dict(state.to_dict())
    twin.rng = Rng(rng.next64())
    others = [s for s in range(state.players) if s != seat]
    unseen = [c for s in others for c in twin.hands[s]] + twin.deck
    rng.shuffle(unseen)
    for s in others:
        twin.hands[s] = [unseen.pop() for _ in twin.hands[s]]
    twin.deck = unseen
    return twin


def highest(view, actions, rng):
    """'normal': score the most now."""
    return max(actions, key=lambda a: a.card)


def lowest(view, actions, rng):
    """'hard' (only so that tests have three levels): keep the best cards for later."""
    return min(actions, key=lambda a: a.card)


POLICIES = {"easy": random_policy, "normal": highest, "hard": lowest}


def describe_action(action: Action, view: dict | None = None) -> str:
    return f"{'plays' if in_deeds() else 'play'} the {action.card}"
