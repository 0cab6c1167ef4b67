"""Where everything lies on the card table, for 2 to 6 players, and what is under the mouse.

The seat on screen sits at the bottom; the others follow clockwise (the next seat is on its
left), around the treasure, the Cave card and the deck in the middle. Rects are absolute
canvas coordinates; the table is drawn inside the base table's BOARD.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from engine.forty_thieves.gold import STACK_SIZES
from scenes.forty_thieves.cards_art import CARD, LARGE, OWN

PAD = 10
HEADER = 26
GAP, OWN_GAP = 8, 10
MARGIN = 12
WIDE = 340          # a 2-player table's rival plate: room for a long name

# Plate centres relative to the board, clockwise from the seat on screen (bottom centre).
_BOTTOM, _LEFT, _RIGHT = (436, 528), (117, 300), (755, 300)
_SPOTS = {
    2: (_BOTTOM, (436, 78)),
    3: (_BOTTOM, (250, 78), (622, 78)),
    4: (_BOTTOM, _LEFT, (436, 78), _RIGHT),
    5: (_BOTTOM, _LEFT, (250, 78), (622, 78), _RIGHT),
    6: (_BOTTOM, _LEFT, (146, 78), (436, 78), (726, 78), _RIGHT),
}


@dataclass(frozen=True)
class SeatSpot:
    seat: int
    plate: pygame.Rect
    header: pygame.Rect
    cards: tuple[pygame.Rect, pygame.Rect, pygame.Rect]
    own: bool

    @property
    def purse(self) -> tuple[int, int]:
        """Where gold flies to and from: the gold counter at the header's right."""
        return self.header.right - 30, self.header.centery


def _spot(seat: int, centre: tuple[int, int], own: bool, width: int = 0) -> SeatSpot:
    """A seat's plate round its three cards, at least `width` wide (room for a long name
    where the table has it), the cards centred in it."""
    w, h = OWN if own else CARD
    gap = OWN_GAP if own else GAP
    hand = 3 * w + 2 * gap
    plate = pygame.Rect(0, 0, max(hand + 2 * PAD, width), PAD + HEADER + 4 + h + PAD)
    plate.center = centre
    header = pygame.Rect(plate.x + PAD, plate.y + PAD, plate.width - 2 * PAD, HEADER)
    top = header.bottom + 4
    left = plate.centerx - hand // 2
    cards = tuple(pygame.Rect(left + i * (w + gap), top, w, h) for i in range(3))
    return SeatSpot(seat, plate, header, cards, own)  # type: ignore[arg-type]


@dataclass(frozen=True)
class Layout:
    board: pygame.Rect
    seats: tuple[SeatSpot, ...]        # indexed by seat number
    treasures: pygame.Rect
    stacks: tuple[pygame.Rect, ...]    # the eight reward positions, lowest first
    cave: pygame.Rect
    deck: pygame.Rect
    row: pygame.Rect                   # where the deck's revealed cards are laid, left to right
    bank: pygame.Rect
    round_badge: pygame.Rect
    set_aside: pygame.Rect
    pair: tuple[pygame.Rect, pygame.Rect]

    def row_card(self, index: int, count: int) -> pygame.Rect:
        """The place of the `index`th of `count` cards laid beside the deck."""
        w, h = CARD
        step = min(w + 6, (self.row.width - w) // max(1, count - 1)) if count > 1 else 0
        return pygame.Rect(self.row.x + index * step, self.row.y, w, h)

    def set_aside_card(self, index: int) -> pygame.Rect:
        w, h = CARD
        x = self.set_aside.x + 12 + (index % 4) * 26
        return pygame.Rect(x, self.set_aside.y + 30 + (index // 4) * 30, w, h)

    def hit(self, pos: tuple[int, int]) -> tuple | None:
        """What is under `pos`: ("card", owner, index), ("deck",), ("pair", i), ("stack", i),
        ("bank",) or None."""
        for spot in self.seats:
            for i, rect in enumerate(spot.cards):
                if rect.collidepoint(pos):
                    return ("card", spot.seat, i)
        named = [(("deck",), self.deck), (("bank",), self.bank)]
        named += [(("stack", i), rect) for i, rect in enumerate(self.stacks)]
        return next((key for key, rect in named if rect.collidepoint(pos)), None)

    def rect_of(self, key: tuple, row_length: int = 1) -> pygame.Rect:
        """Where a clickable key of the table lies: a seat's card, the deck or a pair card (or,
        given `row_length`, the `key[1]`th card of the deck's row)."""
        if key[0] == "card":
            return self.seats[key[1]].cards[key[2]]
        if key[0] == "row":
            return self.row_card(key[1], row_length)
        if key[0] == "pair":
            return self.pair[key[1]]
        return self.deck

    def hit_pair(self, pos: tuple[int, int]) -> int | None:
        return next((i for i, rect in enumerate(self.pair) if rect.collidepoint(pos)), None)


def layout(board: pygame.Rect, players: int, bottom: int) -> Layout:
    """The table for `players` seats with seat `bottom` on screen."""
    ox, oy = board.topleft
    spots = [None] * players
    for k, (cx, cy) in enumerate(_SPOTS[players]):
        seat = (bottom + k) % players
        alone = players == 2 and k == 1         # the one rival, alone at the top
        spots[seat] = _spot(seat, (ox + cx, oy + cy), own=k == 0, width=WIDE if alone else 0)
    side_w = _spot(0, (0, 0), False).plate.width
    left = ox + MARGIN + side_w + MARGIN
    width = board.width - 2 * (left - ox)
    top = oy + MARGIN + spots[(bottom + 1) % players].plate.height + 10
    treasures = pygame.Rect(left, top, width, 108)
    slot_w = (width - 24) // len(STACK_SIZES)
    stacks = tuple(pygame.Rect(left + 12 + i * slot_w, top + 8, slot_w, treasures.height - 16)
                   for i in range(len(STACK_SIZES)))
    cave = pygame.Rect(left, treasures.bottom + 8, width, 64)
    deck = pygame.Rect(left + 8, cave.bottom + 12, *CARD)
    row = pygame.Rect(deck.right + 24, deck.y, left + width - deck.right - 24, CARD[1])
    corner_w = (board.width - spots[bottom].plate.width) // 2 - 2 * MARGIN
    corner_y = spots[bottom].plate.y
    corner_h = board.bottom - MARGIN - corner_y
    bank = pygame.Rect(ox + MARGIN, corner_y, corner_w, corner_h)
    badge = pygame.Rect(board.right - MARGIN - corner_w, corner_y, corner_w, corner_h)
    set_aside = pygame.Rect(board.right - MARGIN - side_w, oy + 230, side_w, 130)
    lw, lh = LARGE
    pair_y = board.centery - lh // 2 - 20
    pair = (pygame.Rect(board.centerx - lw - 20, pair_y, lw, lh),
            pygame.Rect(board.centerx + 20, pair_y, lw, lh))
    return Layout(board, tuple(spots), treasures, stacks, cave, deck, row, bank, badge, set_aside,
                  pair)
