"""The gold: 1,054 in all, split between the players, the eight reward stacks and the bank.

Gold is a plain integer (the coin denominations only decide how it is drawn), and every move
takes it from one of those three places and puts it in another, so the total never changes.
"""
from __future__ import annotations

TOTAL = 34 * 1 + 12 * 5 + 21 * 10 + 15 * 50           # 1,054: every coin in the box
STACK_SIZES = (1, 3, 5, 10, 15, 20, 30, 50)             # the Treasures card, claimed lowest first
START_GOLD = 20
PENALTY = 10
BONUS = 10
GOAL = 80                                               # reaching it makes the round the last


def starting_bank(players: int) -> int:
    """What is left in the bank once the stacks are laid and each player has their 20."""
    return TOTAL - sum(STACK_SIZES) - START_GOLD * players


def lowest_stack(stacks: list[int]) -> int | None:
    """Index of the stack a safe reveal claims, or None when every position is empty."""
    return next((i for i, amount in enumerate(stacks) if amount > 0), None)


def refills(stacks: list[int], bank: int) -> list[tuple[int, int]]:
    """(index, amount) for each empty position, lowest first, as far as the bank can pay.

    Only empty positions are refilled, as the rulebook says; one the bank could pay only in
    part holds what it got until it is claimed.
    """
    paid = []
    for index, (amount, size) in enumerate(zip(stacks, STACK_SIZES)):
        if amount == 0 and bank > 0:
            pay = min(size, bank)
            bank -= pay
            paid.append((index, pay))
    return paid
