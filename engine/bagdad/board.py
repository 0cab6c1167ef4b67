"""The city as the rules use it: the shipped map, read once, with the facts the rules ask of it
every move precomputed, and a fingerprint that ties a saved game to the map it was played on.
"""
from __future__ import annotations

import hashlib

from .city import DESERT, DISTRICTS
from .city_map import default_city

CITY = default_city()
SPACES = range(len(CITY.spaces))
CITY_SPACES = tuple(s.id for s in CITY.spaces if s.id != DESERT)
SHOP_DISTRICT = tuple(DISTRICTS.index(s.district) if s.kind == "shop" else None
                      for s in CITY.spaces)                     # income: which deck a shop feeds
BAZAAR_SHOPS = CITY.in_district("bazaar", "shop")
BAZAAR_STREETS = CITY.in_district("bazaar", "street")
PALACE_SHOPS = frozenset(CITY.in_district("palace", "shop"))
NEIGHBOURS = CITY.neighbours
DISTANCES = tuple(CITY.distances(s) for s in SPACES)
# Per start: every city space a move may end on, cheapest first (then by id), and their costs,
# so that a budget keeps a prefix (a purchase asks this of every piece, and moves are short).
NEAREST = tuple(tuple(sorted((s for s in CITY_SPACES if dist[s] is not None and s != start),
                             key=lambda s, dist=dist: (dist[s], s)))
                for start, dist in enumerate(DISTANCES))
NEAREST_COSTS = tuple(tuple(dist[s] for s in near) for near, dist in zip(NEAREST, DISTANCES))


def fingerprint(city) -> str:
    """A hash of everything the rules read from a map: spaces, kinds, districts, the ways
    between them (walls and gates) and the Vizier's start. An edited map changes it, so a save
    replayed on it no longer matches its snapshot and is refused rather than played differently."""
    spaces = [(s.id, s.col, s.row, s.kind, s.district) for s in city.spaces]
    ways = [sorted(n) for n in city.neighbours]
    text = repr((spaces, ways, city.vizier_start))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


FINGERPRINT = fingerprint(CITY)
