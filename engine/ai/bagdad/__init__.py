"""Thieves of Bagdad opponents; each decides from its seat's view alone, the whole game long:
set-up, the exchange (offers, claims, wishes, answers, counters, hand-overs) and the purchases.

easy.py: random among sensible moves. normal.py: a greedy one-ply evaluation in dinars for its
own seat, with the reckoning of a view in valuation.py, trades in exchange.py (claims believed
as talk.py says) and purchases, moves, abilities and the Vizier in purchase.py. hard.py:
normal's reckoning played for the win (a shared win counts whole), a robbery worth what it
takes from a rival's wish, offers answered against what they gain the rival who makes them.
Normal and hard bluff as their seat's temperament says (bluff.py); easy never does.
"""
from .easy import easy
from .hard import hard
from .normal import normal

POLICIES = {"easy": easy, "normal": normal, "hard": hard}
