"""The banner over every table in words: whose turn it is, large, then what they do, which a
player reads on as one sentence, so each pair is said to make one: "Jasmine is thinking…",
"Jasmine makes an offer to Zaid" (a move, as its mover's deed: engine.words.deeds), "Layla's
turn: pay 12 dinars for a sapphire" (a person's decision is an instruction to them). Each part is
a (who, what) pair."""
from __future__ import annotations

from . import joined, say


def thinking(name: str) -> tuple[str, str]:
    """An AI working out its move."""
    return name, say("common.banner.thinking")


def did(name: str, deed: str) -> tuple[str, str]:
    """A move: an AI's made, shown for a moment before it is played, or anyone's while the board
    still shows it, said as the mover's deed ("makes an offer to Zaid")."""
    return name, deed


def turn(name: str, decision: str) -> tuple[str, str]:
    """A person's turn: `decision` says what to do, as an instruction ("pay 12 dinars")."""
    return say("common.banner.turn", name=name), decision


def passed_to(name: str) -> tuple[str, str]:
    """A person's turn at a computer shared by several: the others look away."""
    return turn(name, say("common.banner.passed_to"))


def decide(kinds: list[str], n: int) -> str:
    """A decision a game's table says no better: the kinds of move it may make, and how many."""
    return say("common.banner.decide", n=n, kinds=joined(kinds, "or"))


def elsewhere(name: str) -> tuple[str, str]:
    """A friend's turn, played at another computer."""
    return name, say("common.banner.elsewhere")


def away(name: str, joining: str) -> tuple[str, str]:
    """A friend's turn while nobody sits at the seat: how to join (`joining`)."""
    return name, say("common.banner.away", joining=joining)


def over() -> tuple[str, str]:
    return say("common.banner.over"), say("common.banner.results")
