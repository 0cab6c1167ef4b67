"""The banner over every table in words: whose turn it is, large, then what they do, which a
player reads on as one sentence, so each pair is said to make one: "Jasmine is thinking…",
"Jasmine chooses: make an offer to Zaid", "Layla's turn: pay 12 dinars for a sapphire" (a
person's decision is an instruction to them). Each part is a (who, what) pair."""
from __future__ import annotations

from . import joined, say


def thinking(name: str) -> tuple[str, str]:
    """An AI working out its move."""
    return name, say("common.banner.thinking")


def chooses(name: str, action: str) -> tuple[str, str]:
    """An AI's move made, shown for a moment before it is played."""
    return name, say("common.banner.chooses", action=action)


def chose(name: str, action: str) -> tuple[str, str]:
    """Anyone's move, while the board still shows it."""
    return name, say("common.banner.chose", action=action)


def turn(name: str, decision: str) -> tuple[str, str]:
    """A person's turn: `decision` says what to do, as an instruction ("pay 12 dinars")."""
    return say("common.banner.turn", name=name), decision


def passed_to(name: str) -> tuple[str, str]:
    """A person's turn at a computer shared by several: the others look away."""
    return turn(name, say("common.banner.passed_to"))


def decide(kinds: list[str], n: int) -> str:
    """A decision a game's table says no better: the kinds of move it may make, and how many."""
    return say("common.banner.decide", n=n, kinds=joined(kinds, "or"))


def over() -> tuple[str, str]:
    return say("common.banner.over"), say("common.banner.results")
