"""Draw and write the Thieves of Bagdad city: maps/baghdad.tmx, its tilesets and their art.

    python tools/make_baghdad.py          (needs pygame-ce; no display is opened)

Why a script: the tile art is drawn here in code (no outside art to license), and the first layout
is easiest to review as the text PLAN below. From then on maps/baghdad.tmx is what the game reads,
and it is meant to be edited in Tiled: move a gate, turn a street into a shop, and the game follows
with no code change. Running this script again rewrites the map from PLAN, undoing such edits.

Written into maps/:
  baghdad.tmx      hexagonal map, pointy-top hexes: staggeraxis y, staggerindex even (even rows
                   sit half a hex to the right), tiles 96x112 px with 56 px sides. Layers: `city`
                   (tiles), `districts` (one outline per district), `gates`, `walls` (polylines
                   along hex edges), `markers` (the Grand Vizier's start) and `labels` (names for
                   people reading the map; the game ignores them).
  city.tsx/.png    the board tiles; each tile's properties say its `kind` and `district`.
  markers.tsx/.png icons for the gates and the Vizier (object alignment: centre, so an icon's
                   x, y is the point it marks).
"""
from __future__ import annotations

import math
import os
import random
from pathlib import Path
from xml.sax.saxutils import escape, quoteattr

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame  # noqa: E402

MAPS = Path(__file__).resolve().parent.parent / "maps"

# --- the plan ---------------------------------------------------------------------------------
# One character per hex, rows top to bottom: '.' desert; b h s k p = Bazaar, Harbour, Souk,
# Kasbah, Palace; lower case a street, upper case a shop. Clockwise from the desert gates in the
# south-west: Bazaar, Harbour (west), Souk (north), Kasbah (east), Palace (south-east).
PLAN = """
....................
.......SSSSSSS......
.....HHSSSssskK.....
.....HHhSSsSSkKK....
....HHHhsssSKkKK....
....HHHhHSSskkkkK...
...HhhhhHSSKkKKKK...
....HHhHhHSKkKKKK...
...HHhhBbBPPpKKKK...
....HbbBbBBPpPPPK...
....bbBbBBPPpPPP....
....BbBbbBBpppPP....
....bBbBbbPPPPP.....
......bBbBbPPP......
....................
"""

# (name, a, b): b is "desert" for the five gates of Baghdad; otherwise a is the poorer side.
GATES = (
    ("Gate of Sham", (4, 10), "desert"),
    ("Gate of Kufa", (4, 12), "desert"),
    ("Gate of Basra", (6, 13), "desert"),
    ("Gate of Khurasan", (8, 13), "desert"),
    ("Camel Gate", (10, 13), "desert"),
    ("Fish Gate", (6, 9), (6, 8)),
    ("Rope Gate", (8, 8), (8, 7)),
    ("Pepper Gate", (7, 4), (8, 4)),
    ("Saffron Gate", (11, 5), (12, 5)),
    ("North Gate", (12, 2), (13, 2)),
    ("Vizier's Gate", (12, 7), (12, 8)),
)

# Walls inside districts: the covered market of the Bazaar, a Harbour warehouse yard, the Souk's
# walled alley, the Kasbah citadel, the Palace's inner court.
WALLS = (
    ((8, 8), (9, 8)), ((8, 8), (9, 9)), ((8, 9), (9, 9)), ((8, 9), (8, 10)), ((7, 10), (8, 10)),
    ((5, 7), (6, 7)), ((5, 7), (5, 8)),
    ((9, 3), (9, 2)), ((9, 4), (9, 5)), ((10, 4), (10, 5)),
    ((13, 6), (14, 6)), ((14, 5), (14, 6)), ((15, 5), (15, 6)),
    ((11, 11), (10, 12)), ((11, 11), (11, 12)), ((12, 11), (11, 12)), ((12, 11), (12, 12)),
    ((13, 11), (12, 12)),
)

VIZIER = (2, 11)  # a desert hex outside the Bazaar's gates

# District names written in the desert beside each district: (text, centre cell).
LABELS = (
    ("BAZAAR", (1, 13)), ("HARBOUR", (1, 4)), ("SOUK", (10, 0)), ("KASBAH", (18, 3)),
    ("PALACE", (17, 12)), ("DESERT", (1, 9)),
)

DISTRICTS = ("bazaar", "harbour", "souk", "kasbah", "palace")
LETTER = {name[0]: name for name in DISTRICTS}

# --- hex geometry (Tiled's hexagonal renderer, staggeraxis y, staggerindex even) ----------------
TW, TH, SIDE = 96, 112, 56
OFF = (TH - SIDE) // 2
ROW_H = OFF + SIDE


def origin(col: int, row: int) -> tuple[int, int]:
    return col * TW + (TW // 2 if row % 2 == 0 else 0), row * ROW_H


def corners(col: int, row: int) -> list[tuple[int, int]]:
    x, y = origin(col, row)
    return [(x + TW // 2, y), (x + TW, y + OFF), (x + TW, y + OFF + SIDE), (x + TW // 2, y + TH),
            (x, y + OFF + SIDE), (x, y + OFF)]


def centre(col: int, row: int) -> tuple[int, int]:
    x, y = origin(col, row)
    return x + TW // 2, y + TH // 2


def neighbours(col: int, row: int) -> list[tuple[int, int]]:
    d = (0, 1) if row % 2 == 0 else (-1, 0)
    return [(col - 1, row), (col + 1, row)] + [(col + dc, row + dr) for dr in (-1, 1) for dc in d]


def shared_edge(a, b) -> list[tuple[int, int]]:
    edge = [p for p in corners(*a) if p in corners(*b)]
    assert len(edge) == 2, (a, b)
    return edge


def outline(cells: set) -> list[tuple[int, int]]:
    """The district's border as one closed ring of hex corners, clockwise."""
    following = {}
    for cell in cells:
        ring = corners(*cell)
        for p, q in zip(ring, ring[1:] + ring[:1]):
            shared = any(n in cells and p in corners(*n) and q in corners(*n)
                         for n in neighbours(*cell))
            if not shared:
                following[p] = q
    start = min(following)
    points, p = [start], following[start]
    while p != start:
        points.append(p)
        p = following[p]
    assert len(points) == len(following), "a district must be one piece without holes"
    return points


# --- painting ---------------------------------------------------------------------------------
K = 4  # drawn at 4x, then smoothed down: antialiasing without extra dependencies

INK = (46, 30, 16)
GOLD = (232, 182, 72)
GOLD_DARK = (150, 104, 34)
CREAM = (246, 232, 200)


def mix(a, b, t):
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))


class Paint:
    """A w x h picture drawn at K times the size, in the picture's own pixel units."""

    def __init__(self, w: int, h: int) -> None:
        self.w, self.h = w, h
        self.surf = pygame.Surface((w * K, h * K), pygame.SRCALPHA)

    @staticmethod
    def _pts(pts):
        return [(x * K, y * K) for x, y in pts]

    def poly(self, colour, pts, width=0.0):
        pygame.draw.polygon(self.surf, colour, self._pts(pts), round(width * K))

    def lines(self, colour, pts, width, closed=False):
        pygame.draw.lines(self.surf, colour, closed, self._pts(pts), round(width * K))

    def circle(self, colour, c, r, width=0.0):
        pygame.draw.circle(self.surf, colour, (c[0] * K, c[1] * K), r * K, round(width * K))

    def ellipse(self, colour, rect, width=0.0):
        x, y, w, h = rect
        pygame.draw.ellipse(self.surf, colour, (x * K, y * K, w * K, h * K), round(width * K))

    def rect(self, colour, rect, width=0.0, radius=0.0):
        x, y, w, h = rect
        pygame.draw.rect(self.surf, colour, (x * K, y * K, w * K, h * K), round(width * K),
                         round(radius * K))

    def arch(self, colour, x, y, w, h, width=0.0):
        """A doorway: a rectangle under a half circle, (x, y) its top-left corner."""
        r = w / 2
        pts = [(x, y + h)] + [(x + r - r * math.cos(t), y + r - r * math.sin(t))
                              for t in (i * math.pi / 12 for i in range(13))] + [(x + w, y + h)]
        self.poly(colour, pts, width)

    def shade(self, colour, shape: str, *args):
        """Draw with `colour`'s alpha blended over what is there (plain drawing replaces it)."""
        layer = Paint(self.w, self.h)
        getattr(layer, shape)(colour, *args)
        self.surf.blit(layer.surf, (0, 0))

    def done(self, clip=None) -> pygame.Surface:
        if clip:
            mask = pygame.Surface(self.surf.get_size(), pygame.SRCALPHA)
            pygame.draw.polygon(mask, (255, 255, 255, 255), self._pts(clip))
            self.surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        return pygame.transform.smoothscale(self.surf, (self.w, self.h))


def hex_points(grow: float = 0.0):
    """The tile's hexagon, grown outwards by `grow` px (negative: shrunk); grown tiles overlap
    their neighbours by a hair, so no seam shows between them."""
    base = [(TW / 2, 0), (TW, OFF), (TW, OFF + SIDE), (TW / 2, TH), (0, OFF + SIDE), (0, OFF)]
    scale = 1 + grow / (TW / 2)
    return [(TW / 2 + (x - TW / 2) * scale, TH / 2 + (y - TH / 2) * scale) for x, y in base]


# Per district: rim colour (the district's signature), awning stripes, walls.
STYLE = {
    "bazaar": dict(rim=(218, 122, 44), awning=((196, 52, 40), CREAM), wall=(236, 208, 156)),
    "harbour": dict(rim=(44, 108, 190), awning=((40, 92, 170), (240, 244, 250)),
                    wall=(132, 96, 64)),
    "souk": dict(rim=(56, 150, 72), awning=((40, 120, 60), (236, 204, 96)), wall=(196, 166, 116)),
    "kasbah": dict(rim=(176, 50, 42), awning=((128, 30, 36), (232, 176, 88)), wall=(230, 184, 134)),
    "palace": dict(rim=(132, 76, 178), awning=((110, 60, 160), GOLD), wall=(246, 242, 248)),
}


def paving(p: Paint, district: str, rng: random.Random) -> None:
    """The district's street surface, filling the whole tile."""
    if district == "bazaar":  # dusty packed earth and loose cobbles
        p.rect((206, 160, 104), (0, 0, TW, TH))
        for y in range(6, TH, 12):
            for x in range(4 + (y // 12 % 2) * 7, TW, 14):
                w, h = rng.uniform(8, 11), rng.uniform(6, 8)
                p.ellipse((182, 134, 84), (x + rng.uniform(-2, 2), y, w, h))
                p.ellipse((224, 186, 134), (x + 2, y + 1, w - 5, h - 5))
    elif district == "harbour":  # blue-grey quay flagstones
        p.rect((132, 154, 172), (0, 0, TW, TH))
        for i, y in enumerate(range(0, TH, 16)):
            for x in range(-12 + (i % 2) * 12, TW, 24):
                stone = mix((150, 172, 190), (120, 140, 160), rng.random())
                p.rect(stone, (x + 1, y + 1, 22, 14), 0, 2)
        for y in range(0, TH, 16):
            p.lines((96, 116, 136), [(0, y), (TW, y)], 1.2)
    elif district == "souk":  # green glazed tiles in a diamond lattice
        p.rect((118, 152, 92), (0, 0, TW, TH))
        for x in range(-TH, TW + TH, 16):
            p.lines((150, 186, 118), [(x, 0), (x + TH, TH)], 1.4)
            p.lines((150, 186, 118), [(x, TH), (x + TH, 0)], 1.4)
        for y in range(0, TH + 8, 8):
            for x in range(0, TW + 16, 16):
                if (x // 16 + y // 8) % 2 == 0:
                    p.circle((86, 120, 64), (x + (y // 8 % 2) * 8, y), 1.6)
    elif district == "kasbah":  # red brick in running bond
        p.rect((128, 62, 46), (0, 0, TW, TH))
        for i, y in enumerate(range(0, TH, 9)):
            for x in range(-8 + (i % 2) * 8, TW, 16):
                p.rect(mix((178, 92, 66), (156, 76, 56), rng.random()), (x + 1, y + 1, 14, 7), 0, 1)
    else:  # palace: white marble squares with gold inlay
        p.rect((236, 232, 244), (0, 0, TW, TH))
        for x in range(-TH, TW + TH, 24):
            p.lines((206, 196, 226), [(x, 0), (x + TH, TH)], 1.2)
            p.lines((206, 196, 226), [(x, TH), (x + TH, 0)], 1.2)


def street_tile(district: str, rng: random.Random) -> pygame.Surface:
    p = Paint(TW, TH)
    paving(p, district, rng)
    if district == "palace":
        star = [(48 + (11 if i % 2 == 0 else 5) * math.cos(i * math.pi / 8),
                 56 + (11 if i % 2 == 0 else 5) * math.sin(i * math.pi / 8)) for i in range(16)]
        p.poly(GOLD, star)
        p.poly(GOLD_DARK, star, 1.2)
    ring(p, STYLE[district]["rim"])
    return p.done(hex_points(0.8))


def ring(p: Paint, colour) -> None:
    """The space's edge: a band of the district colour inside a dark line, so spaces count."""
    p.lines(colour, hex_points(-2.2), 4.0, closed=True)
    p.lines(mix(colour, (0, 0, 0), 0.45), hex_points(-0.2), 1.4, closed=True)


def awning(p: Paint, district: str, x: float, y: float, w: float, h: float) -> None:
    """Striped shop awning with a scalloped edge: the sign that says 'shop' in every district."""
    a, b = STYLE[district]["awning"]
    stripes = 6
    sw = w / stripes
    for i in range(stripes):
        p.rect(a if i % 2 == 0 else b, (x + i * sw, y, sw, h))
        p.circle(a if i % 2 == 0 else b, (x + (i + 0.5) * sw, y + h), sw / 2)
    p.lines(INK, [(x, y), (x + w, y)], 1.6)


def shop_tile(district: str, variant: int, rng: random.Random) -> pygame.Surface:
    style = STYLE[district]
    ground = Paint(TW, TH)
    paving(ground, district, rng)
    ground.shade((0, 0, 0, 70), "rect", (0, 0, TW, TH))
    ground.shade((0, 0, 0, 80), "ellipse", (8, 82, 80, 18))  # the building's shadow on the street
    p = Paint(TW, TH)  # the building, drawn small and then enlarged to fill the hex
    wall = style["wall"]
    dark = mix(wall, INK, 0.55)
    bx, by, bw, bh = 20, 44, 56, 46  # the building's body
    # roofs and upper storeys first, so the body overlaps their foot
    if district == "bazaar" and variant == 0:
        p.rect(wall, (bx + 4, by - 12, bw - 8, 14))
        p.rect(dark, (bx + 4, by - 12, bw - 8, 14), 1.4)
        p.rect(mix(wall, INK, 0.2), (bx + 2, by - 15, bw - 4, 4))
    elif district == "bazaar":
        p.lines((110, 72, 40), [(bx + 2, by - 16), (bx + 2, by + bh)], 2.5)
        p.lines((110, 72, 40), [(bx + bw - 2, by - 16), (bx + bw - 2, by + bh)], 2.5)
    elif district == "harbour":
        p.poly((62, 82, 118), [(bx - 4, by + 2), (48, by - 22), (bx + bw + 4, by + 2)])
        p.poly(INK, [(bx - 4, by + 2), (48, by - 22), (bx + bw + 4, by + 2)], 1.4)
    elif district == "souk":
        p.ellipse(mix(style["awning"][0], INK, 0.1), (bx - 2, by - 18, bw + 4, 30))
        p.ellipse(INK, (bx - 2, by - 18, bw + 4, 30), 1.4)
    elif district == "kasbah":
        top = by - 9 if variant == 0 else by - 3
        for i in range(5):
            p.rect(wall, (bx + 1 + i * 11.5, top - 7, 8, 9))
            p.rect(dark, (bx + 1 + i * 11.5, top - 7, 8, 9), 1.2)
        p.rect(wall, (bx, top, bw, by - top + 4))
        p.rect(dark, (bx, top, bw, by - top + 4), 1.4)
        if variant == 0:
            p.lines((176, 40, 36), [(70, top - 7), (70, top - 20)], 1.6)
            p.poly((200, 44, 40), [(70, top - 20), (80, top - 17), (70, top - 14)])
    else:  # palace domes
        domes = [(48, 26)] if variant == 0 else [(34, 16), (62, 16)]
        for cx, r in domes:
            top = by - (r * 0.95 if variant == 0 else r * 1.25)
            pts = [(cx - r, by + 2), (cx - r, by - 4)]
            pts += [(cx + r * math.cos(t), by - 4 - (by - 4 - top) * math.sin(t) ** 1.3)
                    for t in (math.pi - i * math.pi / 16 for i in range(17))]
            pts += [(cx + r, by + 2)]
            p.poly(GOLD, pts)
            p.poly(GOLD_DARK, pts, 1.4)
            p.lines(GOLD_DARK, [(cx, top), (cx, top - 8)], 1.6)
            p.circle(GOLD, (cx, top - 9), 2.4)
    # the body
    if not (district == "bazaar" and variant == 1):
        p.rect(wall, (bx, by, bw, bh))
        if district == "harbour":
            for x in range(bx + 6, bx + bw, 7):
                p.lines(mix(wall, INK, 0.3), [(x, by), (x, by + bh)], 1.0)
        p.rect(dark, (bx, by, bw, bh), 1.6)
    # the doorway under the awning
    if district == "bazaar" and variant == 1:  # an open stall: counter and goods under the awning
        p.rect((150, 100, 58), (bx + 2, by + 24, bw - 4, 14))
        p.rect(INK, (bx + 2, by + 24, bw - 4, 14), 1.4)
        for i, colour in enumerate(((170, 84, 40), (206, 150, 60), (150, 60, 36), (120, 140, 60))):
            p.circle(colour, (bx + 10 + i * 12, by + 21), 5)
            p.circle(INK, (bx + 10 + i * 12, by + 21), 5, 1.0)
    else:
        door = (40, by + 18, 16, bh - 18)
        p.arch((58, 36, 22), *door)
        p.arch(INK, *door, width=1.4)
        if variant == 1 and district in ("harbour", "souk", "kasbah", "palace"):
            for wx in (bx + 5, bx + bw - 15):
                p.arch((70, 50, 40), wx, by + 20, 10, 14)
    awning(p, district, bx - 4, by + 6, bw + 8, 9)
    # wares in front of the door
    if district == "bazaar" and variant == 0:
        for x, colour in ((22, (176, 92, 44)), (70, (190, 140, 70))):
            p.ellipse(colour, (x - 6, by + bh - 14, 14, 16))
            p.ellipse(INK, (x - 6, by + bh - 14, 14, 16), 1.2)
    elif district == "harbour":
        for x in ((16, 66) if variant == 0 else (18,)):
            p.rect((170, 126, 72), (x, by + bh - 14, 14, 14))
            p.rect(INK, (x, by + bh - 14, 14, 14), 1.2)
            p.lines(INK, [(x, by + bh - 14), (x + 14, by + bh)], 1.0)
        if variant == 1:
            p.ellipse((120, 84, 50), (62, by + bh - 18, 16, 18))
            p.ellipse(INK, (62, by + bh - 18, 16, 18), 1.2)
    elif district == "souk":
        spices = ((226, 120, 36), (190, 44, 36), (236, 198, 56))
        for i, colour in enumerate(spices if variant == 0 else spices[:1]):
            x = 14 + i * 27 if variant == 0 else 64
            p.poly(colour, [(x, by + bh), (x + 8, by + bh - 12), (x + 16, by + bh)])
            p.ellipse((120, 80, 40), (x - 1, by + bh - 2, 18, 6))
        if variant == 1:
            for x, colour in ((bx + 4, (170, 40, 50)), (bx + bw - 14, (40, 70, 150))):
                p.rect(colour, (x, by + 18, 10, 22))
                p.rect(GOLD, (x + 2, by + 21, 6, 16), 1.2)
    elif district == "kasbah":
        p.circle(GOLD, (bx + bw - 6, by + 22), 3.5)
        p.lines(INK, [(bx + bw - 6, by + 16), (bx + bw - 6, by + 19)], 1.0)
    elif district == "palace":
        p.rect(GOLD, (bx, by + bh - 4, bw, 4))
    p.circle(GOLD, (bx + 8, by + 14), 4.5)  # the shop's sign: a gold coin
    p.circle(GOLD_DARK, (bx + 8, by + 14), 4.5, 1.2)
    scale = 1.2
    big = pygame.transform.smoothscale(p.surf, (round(TW * K * scale), round(TH * K * scale)))
    ground.surf.blit(big, (TW * K * (1 - scale) / 2, TH * K * (1 - scale) * 0.62))
    ring(ground, style["rim"])
    return ground.done(hex_points(0.8))


def desert_tile(variant: int, rng: random.Random) -> pygame.Surface:
    p = Paint(TW, TH)
    p.rect((226, 196, 140), (0, 0, TW, TH))
    for _ in range(4):  # wind ripples
        x, y = rng.uniform(4, 60), rng.uniform(14, 92)
        pts = [(x + i * 4, y + 3 * math.sin(i / 2)) for i in range(8)]
        p.lines((208, 176, 120), pts, 1.2)
    if variant == 1:  # a dune
        p.ellipse((240, 214, 164), (10, 44, 70, 30))
        p.ellipse((206, 172, 116), (20, 62, 64, 18))
        p.ellipse((226, 196, 140), (18, 56, 66, 14))
    elif variant == 2:  # a palm
        p.ellipse((190, 160, 108), (30, 86, 36, 8))
        p.lines((120, 84, 46), [(48, 90), (50, 70), (54, 52), (56, 42)], 3.5)
        for angle in (-150, -110, -70, -30, 10, 190):
            a = math.radians(angle)
            tip = (56 + 22 * math.cos(a), 42 + 16 * math.sin(a) + 6)
            mid = (56 + 12 * math.cos(a), 42 + 10 * math.sin(a) - 2)
            p.lines((58, 120, 52), [(56, 42), mid, tip], 3.2)
    return p.done(hex_points(0.8))


def city_gate_icon(size: int) -> pygame.Surface:
    """One of the five gates of Baghdad: two towers and an open arch, outlined in gold."""
    p = Paint(size, size)
    s = size / 56
    stone, dark = (222, 186, 128), (120, 84, 46)
    for x in (4, 38):
        p.rect(stone, (x * s, 12 * s, 14 * s, 40 * s))
        for i in range(3):
            p.rect(stone, ((x + i * 5) * s, 7 * s, 4 * s, 6 * s))
    p.rect(stone, (16 * s, 18 * s, 24 * s, 34 * s))
    p.arch((36, 22, 14), 20 * s, 24 * s, 16 * s, 28 * s)
    p.poly((150, 96, 48), [(20 * s, 52 * s), (14 * s, 46 * s), (14 * s, 32 * s), (20 * s, 34 * s)])
    p.poly((150, 96, 48), [(36 * s, 52 * s), (42 * s, 46 * s), (42 * s, 32 * s), (36 * s, 34 * s)])
    p.arch(GOLD, 20 * s, 24 * s, 16 * s, 28 * s, 2.2 * s)
    for x in (4, 38):
        p.rect(dark, (x * s, 12 * s, 14 * s, 40 * s), 1.6 * s)
    p.rect(dark, (16 * s, 18 * s, 24 * s, 34 * s), 1.6 * s)
    return p.done()


def district_gate_icon(size: int) -> pygame.Surface:
    """A gate between two districts: a pointed arch in a gold frame, doors open."""
    p = Paint(size, size)
    s = size / 56
    p.shade((30, 20, 12, 170), "circle", (28 * s, 28 * s), 26 * s)
    p.arch((222, 186, 128), 12 * s, 10 * s, 32 * s, 40 * s)
    p.arch((36, 22, 14), 19 * s, 19 * s, 18 * s, 31 * s)
    p.poly((150, 96, 48), [(19 * s, 50 * s), (13 * s, 44 * s), (13 * s, 30 * s), (19 * s, 32 * s)])
    p.poly((150, 96, 48), [(37 * s, 50 * s), (43 * s, 44 * s), (43 * s, 30 * s), (37 * s, 32 * s)])
    p.arch(GOLD, 12 * s, 10 * s, 32 * s, 40 * s, 2.6 * s)
    p.arch(GOLD, 19 * s, 19 * s, 18 * s, 31 * s, 1.6 * s)
    return p.done()


def vizier_icon(size: int) -> pygame.Surface:
    """The Grand Vizier: purple robe, white turban with a ruby, gold trim."""
    p = Paint(size, size)
    s = size / 56
    p.shade((0, 0, 0, 80), "ellipse", (12 * s, 48 * s, 32 * s, 7 * s))
    robe = [(16 * s, 52 * s), (22 * s, 24 * s), (34 * s, 24 * s), (40 * s, 52 * s)]
    p.poly((112, 60, 156), robe)
    p.lines(GOLD, [(28 * s, 26 * s), (28 * s, 52 * s)], 2.0 * s)
    p.poly(INK, robe, 1.6 * s)
    p.circle((226, 184, 146), (28 * s, 20 * s), 7 * s)
    p.circle(INK, (28 * s, 20 * s), 7 * s, 1.4 * s)
    p.ellipse((250, 248, 240), (17 * s, 4 * s, 22 * s, 14 * s))
    p.ellipse(INK, (17 * s, 4 * s, 22 * s, 14 * s), 1.4 * s)
    p.circle((200, 30, 40), (28 * s, 11 * s), 2.6 * s)
    p.circle(GOLD, (28 * s, 11 * s), 2.6 * s, 1.0 * s)
    return p.done()


# --- tilesets -----------------------------------------------------------------------------------
COLUMNS = 6


def city_tiles() -> list[tuple[pygame.Surface, str, str]]:
    """(image, kind, district) in tile-id order: 3 deserts, then street, shop, shop per district."""
    rng = random.Random(1001)
    tiles = [(desert_tile(v, rng), "desert", "desert") for v in range(3)]
    for district in DISTRICTS:
        tiles.append((street_tile(district, rng), "street", district))
        tiles += [(shop_tile(district, v, rng), "shop", district) for v in range(2)]
    return tiles


def tile_id(cell: str, col: int, row: int) -> int:
    if cell == ".":
        roll = (col * 7 + row * 13) % 17
        return 2 if roll == 0 else 1 if roll in (5, 11) else 0
    base = 3 + 3 * DISTRICTS.index(LETTER[cell.lower()])
    return base if cell.islower() else base + 1 + (col + row) % 2


def sheet(images: list[pygame.Surface], w: int, h: int, columns: int) -> pygame.Surface:
    rows = -(-len(images) // columns)
    out = pygame.Surface((w * columns, h * rows), pygame.SRCALPHA)
    for i, image in enumerate(images):
        out.blit(image, ((i % columns) * w, (i // columns) * h))
    return out


def tileset_xml(name: str, image: str, w: int, h: int, count: int, columns: int, rows: int,
                tiles: str = "", extra: str = "") -> str:
    return (f'<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<tileset version="1.8" tiledversion="1.8.2" name="{name}" tilewidth="{w}" '
            f'tileheight="{h}" tilecount="{count}" columns="{columns}"{extra}>\n'
            f' <image source="{image}" width="{w * columns}" height="{h * rows}"/>\n'
            f'{tiles}</tileset>\n')


def props(**values) -> str:
    inner = "".join(f'   <property name="{k}" value={quoteattr(str(v))}/>\n'
                    for k, v in values.items())
    return f"  <properties>\n{inner}  </properties>\n"


# --- the map ------------------------------------------------------------------------------------
MARKER = 56
CITY_GATE, DISTRICT_GATE, VIZIER_ICON = range(3)


def parse_plan() -> list[str]:
    rows = PLAN.strip().splitlines()
    assert len({len(r) for r in rows}) == 1, "every plan row must be as long"
    return rows


def write() -> None:
    pygame.init()
    rows = parse_plan()
    cols, nrows = len(rows[0]), len(rows)
    tiles = city_tiles()
    tile_xml = "".join(f' <tile id="{i}">\n{props(district=d, kind=k)} </tile>\n'
                       for i, (_, k, d) in enumerate(tiles))
    MAPS.mkdir(exist_ok=True)
    pygame.image.save(sheet([t for t, _, _ in tiles], TW, TH, COLUMNS), str(MAPS / "city.png"))
    (MAPS / "city.tsx").write_text(tileset_xml("city", "city.png", TW, TH, len(tiles), COLUMNS,
                                               -(-len(tiles) // COLUMNS), tile_xml))
    icons = [city_gate_icon(MARKER), district_gate_icon(MARKER), vizier_icon(MARKER)]
    pygame.image.save(sheet(icons, MARKER, MARKER, 3), str(MAPS / "markers.png"))
    (MAPS / "markers.tsx").write_text(tileset_xml("markers", "markers.png", MARKER, MARKER, 3, 3, 1,
                                                  extra=' objectalignment="center"'))
    first_marker = 1 + len(tiles)

    ids = iter(range(1, 10_000))
    csv = ",\n".join(",".join(str(1 + tile_id(ch, c, r)) for c, ch in enumerate(row))
                     for r, row in enumerate(rows))
    cells = {(c, r): ch for r, row in enumerate(rows) for c, ch in enumerate(row)}

    districts = []
    for name in DISTRICTS:
        ring_ = outline({cell for cell, ch in cells.items() if ch.lower() == name[0]})
        x0, y0 = ring_[0]
        points = " ".join(f"{x - x0},{y - y0}" for x, y in ring_)
        districts.append(f'  <object id="{next(ids)}" name="{name}" x="{x0}" y="{y0}">\n'
                         f'   <polygon points="{points}"/>\n  </object>\n')

    city = [centre(*cell) for cell, ch in cells.items() if ch != "."]
    middle = (sum(x for x, _ in city) / len(city), sum(y for _, y in city) / len(city))
    gates = []
    for name, a, b in GATES:
        if b == "desert":  # the icon sits on the wall towards the open desert
            out = max((n for n in neighbours(*a) if cells.get(n) == "."),
                      key=lambda n: math.dist(centre(*n), middle))
            edge, gid, size = shared_edge(a, out), first_marker + CITY_GATE, 52
        else:
            edge, gid, size = shared_edge(a, b), first_marker + DISTRICT_GATE, 40
        x = (edge[0][0] + edge[1][0]) / 2
        y = (edge[0][1] + edge[1][1]) / 2
        b_text = b if b == "desert" else f"{b[0]},{b[1]}"
        gates.append(f'  <object id="{next(ids)}" name={quoteattr(name)} gid="{gid}" x="{x:g}" '
                     f'y="{y:g}" width="{size}" height="{size}">\n'
                     f'{props(a=f"{a[0]},{a[1]}", b=b_text)}  </object>\n')

    walls = []
    for a, b in WALLS:
        (x0, y0), (x1, y1) = shared_edge(a, b)
        walls.append(f'  <object id="{next(ids)}" x="{x0}" y="{y0}">\n'
                     f'{props(a=f"{a[0]},{a[1]}", b=f"{b[0]},{b[1]}")}'
                     f'   <polyline points="0,0 {x1 - x0},{y1 - y0}"/>\n  </object>\n')

    vx, vy = centre(*VIZIER)
    vizier = (f'  <object id="{next(ids)}" name="vizier" gid="{first_marker + VIZIER_ICON}" '
              f'x="{vx}" y="{vy}" width="72" height="72"/>\n')

    labels = []
    for text, cell in LABELS:
        cx, cy = centre(*cell)
        labels.append(f'  <object id="{next(ids)}" x="{cx - 110}" y="{cy - 22}" '
                      f'width="220" height="44">\n   <text fontfamily="Serif" pixelsize="34" '
                      f'bold="1" color="#4a2e14" halign="center" valign="center">{escape(text)}'
                      f'</text>\n  </object>\n')

    layers = [
        f' <layer id="1" name="city" width="{cols}" height="{nrows}">\n'
        f'  <data encoding="csv">\n{csv}\n</data>\n </layer>\n',
        f' <objectgroup id="2" name="districts" color="#3b2413" opacity="0.9">\n'
        f'{"".join(districts)} </objectgroup>\n',
        f' <objectgroup id="3" name="walls" color="#1e1008">\n{"".join(walls)} </objectgroup>\n',
        f' <objectgroup id="4" name="gates" color="#f0c040">\n{"".join(gates)} </objectgroup>\n',
        f' <objectgroup id="5" name="markers" color="#f0c040">\n{vizier} </objectgroup>\n',
        f' <objectgroup id="6" name="labels" color="#4a2e14">\n{"".join(labels)} </objectgroup>\n',
    ]
    tmx = (f'<?xml version="1.0" encoding="UTF-8"?>\n'
           f'<map version="1.8" tiledversion="1.8.2" orientation="hexagonal" '
           f'renderorder="right-down" '
           f'width="{cols}" height="{nrows}" tilewidth="{TW}" tileheight="{TH}" infinite="0" '
           f'hexsidelength="{SIDE}" staggeraxis="y" staggerindex="even" backgroundcolor="#e2c48c" '
           f'nextlayerid="{len(layers) + 1}" nextobjectid="{next(ids)}">\n'
           f' <tileset firstgid="1" source="city.tsx"/>\n'
           f' <tileset firstgid="{first_marker}" source="markers.tsx"/>\n'
           + "".join(layers) + "</map>\n")
    (MAPS / "baghdad.tmx").write_text(tmx)


if __name__ == "__main__":
    write()
