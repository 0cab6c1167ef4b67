"""The Forty Thieves card table on top of the generic table host (scenes.table.host).

cards_art/paint: the card faces and back; coins: coin piles; cave_track: the Cave card;
layout: where things lie and hit-testing; shown: the table as on screen, moved on by events;
board: drawing it at rest; motion: the animations; words: log lines and hover hints;
results: the ledger at the end; table: CardTable, which ties them together.
"""
from .table import CardTable

__all__ = ["CardTable"]
