"""The Thieves of Bagdad city table from a player's side: where to click (a space, a piece, a
button) and the positions the table's tests and screenshots open on (a duel, a purchase)."""
from __future__ import annotations

from engine.bagdad.board import CITY, DISTANCES
from scenes.bagdad import board

from support.bagdad_fixtures import face_off, goods, purchase, set_hand

BAZAAR, HARBOUR, SOUK, KASBAH, PALACE = range(5)
ALI = 0                      # the fixtures' seat 0 plays Ali Baba


# --- where to click -----------------------------------------------------------------------------

def point(xy) -> tuple[int, int]:
    return round(xy[0]), round(xy[1])


def space(table, s: int) -> tuple[int, int]:
    return point(table.art.centres[s])


def piece_at(table, p: int) -> tuple[int, int]:
    return point(board.spots(table.view, table.art)[p])


def button(table, label=None, action=None):
    """The panel's (or the chooser's) button with that label (start) or that action."""
    for b in table.panel.buttons + table.chooser.buttons:
        if action is not None and getattr(b, "action", None) == action:
            return b
        if label is not None and b.label.startswith(label):
            return b
    raise AssertionError(f"no button {label or action}: "
                         f"{[b.label for b in table.panel.buttons + table.chooser.buttons]}")


# --- positions ----------------------------------------------------------------------------------

def duel(attacker_kind: str, victim_kind: str):
    """Round 1's purchase, the human (seat 0) holding the slipper and one rich Bazaar card; its
    attacker stands next to a victim, and a free space next to the victim lets it strike after
    a step (so that space offers a plain move and a strike: the chooser)."""
    state, attacker, victim, a, b = face_off(attacker_kind, victim_kind, goods(BAZAAR, ALI, 6))
    set_hand(state, 2, [goods(PALACE, 2, 4)])           # the round goes on afterwards
    step = next(s for s in sorted(CITY.neighbours[b]) if CITY.adjacent(s, b) and s != a
                and s not in state.occupied() and DISTANCES[a][s] is not None
                and 1 <= DISTANCES[a][s] <= 6)
    return state, attacker, victim, step


def shopping(hand):
    """Round 1's purchase, the human holding the slipper and `hand`."""
    state = purchase()
    set_hand(state, 0, hand)
    set_hand(state, 2, [goods(PALACE, 2, 4)])          # the round goes on afterwards
    return state
