"""Moves through the city and the abilities that may end them, for the rules, the UI and the AI.

A move costs 1 dinar per space entered along the cheapest route (the map's precomputed
distances: pieces may pass through occupied spaces); it ends on an empty space, never in the
Desert. It may end next to a victim (hex neighbours, no wall between, neither in the Desert),
or stay put with a victim already there (a 0-step move, paid with at least one card).
"""
from __future__ import annotations

from bisect import bisect_right

from engine.core import Event, event

from .board import DISTANCES, NEAREST, NEAREST_COSTS, NEIGHBOURS
from .city import DESERT
from .pieces import DEAD, VICTIMS, VIZIER, kind, owner


def reachable(state, piece: int, budget: int | None = None) -> dict[int, int]:
    """Every empty city space `piece` (or VIZIER) can move to, with its cost in dinars (only
    those costing at most `budget`, if given), by space id: the affordable prefix of the
    spaces by cost, the occupied ones taken out, then sorted (a purchase asks this often)."""
    start = state.space_of(piece)
    near = NEAREST[start] if budget is None else \
        NEAREST[start][:bisect_right(NEAREST_COSTS[start], budget)]
    dist = DISTANCES[start]
    return {s: dist[s] for s in sorted(set(near).difference(state.occupied()))}


def victims(state, piece: int) -> list[int]:
    """The pieces `piece`'s ability may strike, wherever they stand in the city: the right
    kinds, own pieces too, never the Vizier; a thief only robs a thief with gems."""
    prey = VICTIMS.get(kind(piece), ())
    return [v for v, space in enumerate(state.at)
            if v != piece and space is not None and space > DESERT and kind(v) in prey
            and (kind(v) != "thief" or state.pouches[owner(v)])]


def ability_targets(state, piece: int) -> dict[tuple[int, int], int]:
    """(space the move ends on, victim) -> cost, for every ability `piece` can use with a move:
    the end space is an empty neighbour of the victim, or the piece's own space (0 steps)."""
    start = state.space_of(piece)
    dist, taken = DISTANCES[start], state.occupied()
    found = {}
    for victim in victims(state, piece):
        for space in NEIGHBOURS[state.at[victim]]:
            if space == start or space not in taken and dist[space] is not None:
                found[(space, victim)] = dist[space]
    return found


def can_move(state, piece: int, budget: int, taken: dict) -> bool:
    """Whether some move of `piece` costs at most `budget` (which pays at least one card);
    `taken` is `state.occupied()`, asked once for all the pieces."""
    if budget < 1:
        return False
    if any(s not in taken for s in NEIGHBOURS[state.space_of(piece)]):
        return True
    return bool(reachable(state, piece, budget)) or \
        any(cost <= budget for cost in ability_targets(state, piece).values())


def carry_out(state, seat: int, piece: int, space: int, victim: int | None) -> list[Event]:
    """Move the piece and use its ability on the victim, if any."""
    start = state.space_of(piece)
    if piece == VIZIER:
        state.vizier = space
    else:
        state.at[piece] = space
    events = [event("move", seat=seat, piece=piece, kind=kind(piece), start=start, space=space)]
    if victim is None:
        return events
    striker = kind(piece)
    if striker == "thief":
        return events + _rob(state, owner(piece), owner(victim), piece, victim)
    if striker == "assassin":
        state.at[victim] = DEAD
        both = kind(victim) == "assassin"
        state.at[piece] = DEAD if both else DESERT
        return events + [event("kill", seat=seat, piece=piece, victim=victim,
                               victim_kind=kind(victim), victim_seat=owner(victim),
                               assassin_to="killed" if both else "desert")]
    state.at[victim] = DESERT
    return events + [event("kidnap", seat=seat, piece=piece, victim=victim,
                           victim_kind=kind(victim), victim_seat=owner(victim))]


def _rob(state, robber: int, victim: int, thief: int, robbed: int) -> list[Event]:
    """One gem at random from the victim's pouch to the robber's. Only the two know its kind:
    it is known to them alone, and the victim's remaining gems to the victim alone, so that
    nobody else can tell from what stays which one left."""
    pouch = state.pouches[victim]
    gem, _ = pouch.pop(state.rng.below(len(pouch)))
    state.pouches[victim] = [(g, (victim,)) for g, _ in pouch]
    state.pouches[robber].append((gem, (robber, victim)))
    return [event("rob", seat=robber, piece=thief, victim=robbed, victim_seat=victim),
            event("robbed_gem", visible_to=(robber, victim), seat=robber, victim_seat=victim,
                  gem=gem)]

