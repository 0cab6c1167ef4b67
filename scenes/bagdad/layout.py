"""Where things lie on the city table (logical pixels, inside the host's BOARD rect): the city
map, the Desert camp under it, and the side column with the district decks, the seat's wish
and the panel of what it may do; the wide panel an offer is dealt in, over all of them; and
the fixed spots things fly between.
"""
from __future__ import annotations

import pygame

from engine.bagdad.city import DISTRICTS
from scenes.table.host import BOARD

MAP = pygame.Rect(BOARD.x + 8, BOARD.y + 8, 610, 500)
DESERT_CAMP = pygame.Rect(MAP.x, MAP.bottom + 6, MAP.width, BOARD.bottom - MAP.bottom - 14)
SIDE = pygame.Rect(MAP.right + 10, BOARD.y + 8, BOARD.right - MAP.right - 18, BOARD.height - 16)
DECKS = pygame.Rect(SIDE.x, SIDE.y, SIDE.width, 96)
WISH = pygame.Rect(SIDE.x, DECKS.bottom + 4, SIDE.width, 64)
PANEL = pygame.Rect(SIDE.x, WISH.bottom + 6, SIDE.width, SIDE.bottom - WISH.bottom - 6)
# While an offer is built or answered nothing moves on the city: the panel opens over it, the
# decision on the left (DEAL), the partner's face on the right (FACE), the hand across the foot.
TRADE = pygame.Rect(BOARD.x + 8, BOARD.y + 8, BOARD.width - 16, BOARD.height - 16)
DEAL = pygame.Rect(TRADE.x, TRADE.y, 476, TRADE.height)
FACE = pygame.Rect(DEAL.right, TRADE.y, TRADE.right - DEAL.right, TRADE.height)

DECK_CARD = (34, 48)
PIECE = 30                 # a piece's size on the map (a hex is about 40 px wide)
CAMP_PIECE = 30
CAMP_LEFT = 160            # the Desert's title takes the camp's left end


def around(point, size: int = 40) -> pygame.Rect:
    """A square ring's rect centred on a point of the city (a hex is about 40 px wide)."""
    rect = pygame.Rect(0, 0, size, size)
    rect.center = (round(point[0]), round(point[1]))
    return rect


def deck_rect(district: str) -> pygame.Rect:
    """Where a district's deck lies in the decks row."""
    step = DECKS.width // len(DISTRICTS)
    i = DISTRICTS.index(district)
    rect = pygame.Rect((0, 0), DECK_CARD)
    rect.midtop = (DECKS.x + step * i + step // 2, DECKS.y + 24)
    return rect


def camp_spots(count: int) -> list[tuple[int, int]]:
    """Centres for `count` pieces waiting in the Desert: one row, two when they crowd (and
    closer still when even two rows are full)."""
    if count == 0:
        return []
    room = DESERT_CAMP.width - CAMP_LEFT - 52   # the palm stands at the right end
    per_row = max(1, room // (CAMP_PIECE + 4))
    rows = 1 if count <= per_row else 2
    in_row = -(-count // rows)
    step = min(CAMP_PIECE + 4, room / in_row)
    ys = [DESERT_CAMP.centery + 4] if rows == 1 else [DESERT_CAMP.centery - 15,
                                                       DESERT_CAMP.centery + 19]
    return [(round(DESERT_CAMP.x + CAMP_LEFT + step * (i % in_row + 0.5 * (1 + i // in_row))),
             ys[i // in_row]) for i in range(count)]


def seat_spot(seats_rect: pygame.Rect, seat: int) -> tuple[int, int]:
    """A seat's row in the host's seat list, where cards and gems fly to and from."""
    return seats_rect.x + seats_rect.width - 120, seats_rect.y + 48 + seat * 40 + 18
