"""The city table at rest, drawn from a view: the map with what may be clicked shaded (and each
move's cost), the pieces on their spaces, the Desert camp, the district decks and discards,
the seat's wish and the gem supply.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from engine.bagdad.words import hints, terms
from engine.bagdad.city import DESERT, DISTRICTS
from engine.bagdad.gems import GEMS
from engine.bagdad.pieces import VIZIER, kind, owner
from engine.words.language import N_, tr
from scenes.kit import ink, paper, text, theme
from scenes.bagdad import cards_art, pieces_art
from scenes.bagdad.city_art import CityArt
from scenes.bagdad.layout import (CAMP_LEFT, DECKS, DESERT_CAMP, MAP, PIECE, WISH, camp_spots,
                                  deck_rect)

Point = tuple[float, float]
SHADE = (255, 226, 120)
STRIKE = (236, 70, 56)
GEMS_LEFT = N_("Gems left")     # the supply's label in the wish row


@dataclass
class Look:
    """What the board shows beyond the view: what may be clicked and what the mouse is on."""

    colour_blind: bool = False
    spaces: dict[int, int | None] = field(default_factory=dict)   # clickable space -> cost
    pieces: frozenset[int] = frozenset()      # pieces the seat may pick (to move)
    victims: frozenset[int] = frozenset()     # pieces an ability may strike
    moving: int | None = None                 # the piece being moved
    hover: tuple | None = None
    pulse: float = 0.0                        # 0..1, for glowing what waits for a click
    poses: dict[int, Point | None] = field(default_factory=dict)


def piece_image(piece: int, colour_blind: bool, size: int = PIECE) -> pygame.Surface:
    return pieces_art.piece(kind(piece), owner(piece), size, colour_blind)


def in_desert(view: dict) -> list[int]:
    """The pieces waiting in the Desert, in the camp's order: the Vizier, then by seat."""
    waiting = [p["piece"] for p in view["pieces"] if p["status"] == "desert"]
    return ([VIZIER] if view["vizier"]["space"] == DESERT else []) + waiting


def spots(view: dict, art: CityArt) -> dict[int, Point]:
    """Where every piece on the board stands on screen, the Desert's included."""
    found = {p["piece"]: art.centres[p["space"]] for p in view["pieces"]
             if p["status"] == "city"}
    if view["vizier"]["space"] != DESERT:
        found[VIZIER] = art.centres[view["vizier"]["space"]]
    found.update(zip(in_desert(view), camp_spots(len(in_desert(view)))))
    return found


def draw_map(surface, art: CityArt) -> None:
    surface.blit(art.surface, art.rect)
    ink.rect(surface, theme.GOLD_DARK, art.rect, 2, border_radius=4)


def draw(surface: pygame.Surface, art: CityArt, view: dict, look: Look,
         where: dict[int, Point]) -> None:
    """The city at rest on its map (the chrome's, `draw_map`); `where`: every piece's spot
    (spots(view, art), kept by the table)."""
    if look.spaces:
        surface.blit(_shading(art, frozenset(look.spaces)), art.rect)
        hovered = look.hover[1] if look.hover and look.hover[0] == "space" else None
        if hovered in look.spaces:
            ink.polygon(surface, theme.GOLD_LIGHT, art.outline(hovered, 0.04), 3)
    draw_vizier_note(surface, view, look)
    draw_camp(surface, view, look)
    for piece, at in sorted(where.items(), key=lambda item: item[1][1]):
        at = look.poses.get(piece, at)
        if at is not None:
            _draw_piece(surface, piece, at, look)
    for space, cost in look.spaces.items():
        if cost is not None:
            cost_tag(surface, art.centres[space], cost, look.hover == ("space", space))


def _draw_piece(surface: pygame.Surface, piece: int, at: Point, look: Look) -> None:
    x, y = at
    lift = 0
    if piece in look.pieces or piece == look.moving:
        glow = theme.glow(24, theme.GOLD_LIGHT, round(140 + 100 * look.pulse))
        surface.blit(glow, glow.get_rect(center=(round(x), round(y))))
        ring = theme.mix(theme.GOLD, theme.SAND_LIGHT, look.pulse)
        centre = (round(x), round(y) + 2)
        ink.circle(surface, theme.INK, centre, PIECE // 2 + 3, 4)
        ink.circle(surface, ring, centre, PIECE // 2 + 2, 2)
        lift = 4 if look.hover == ("piece", piece) else 0
    image = piece_image(piece, look.colour_blind)
    surface.blit(image, image.get_rect(center=(round(x), round(y) - lift)))
    if piece in look.victims:
        r = PIECE // 2 + 3 + round(2 * look.pulse)
        ink.circle(surface, STRIKE, (round(x), round(y)), r, 3)


def cost_tag(surface: pygame.Surface, at: Point, cost: int, hovered: bool) -> None:
    """A move's price on its space; a strike without moving still takes a card: "1 card"."""
    label = theme.text(hints.cost_tag(cost), 14, theme.INK, "black")
    box = label.get_rect(center=(round(at[0]), round(at[1]) + 12)).inflate(8, 2)
    ink.rect(surface, theme.GOLD_LIGHT if hovered else SHADE, box, border_radius=7)
    ink.rect(surface, theme.GOLD_DARK, box, 1, border_radius=7)
    surface.blit(label, label.get_rect(center=box.center))


@paper.cache(maxsize=4)
def _shading(art: CityArt, targets: frozenset[int]) -> pygame.Surface:
    layer = paper.surface(art.rect.size, pygame.SRCALPHA)
    layer.fill((12, 8, 24, 110))           # the rest of the city steps back
    ox, oy = art.rect.topleft
    for space in targets:
        points = [(x - ox, y - oy) for x, y in art.outline(space)]
        ink.polygon(layer, (0, 0, 0, 0), points)
        ink.polygon(layer, (*SHADE, 55), points)
        ink.polygon(layer, (*SHADE, 255), points, 2)
    return layer


# --- how near the end is ------------------------------------------------------------------
VIZIER_NOTE = pygame.Rect(MAP.x + 6, MAP.y + 6, 150, 44)


def draw_vizier_note(surface: pygame.Surface, view: dict, look: Look) -> None:
    """The corner note that says how far the game's end is: the Vizier's way to the Palace."""
    distance = hints.vizier_distance(view)
    hovered = look.hover == ("vizier_note",)
    top = (70, 40, 96) if distance else (120, 40, 40)
    theme.panel(surface, VIZIER_NOTE, 8, theme.lighten(top, 0.15 if hovered else 0.0),
                theme.darken(top, 0.3), theme.GOLD, 235, 3)
    icon = pieces_art.piece("vizier", None, 30)
    surface.blit(icon, icon.get_rect(midleft=(VIZIER_NOTE.x + 4, VIZIER_NOTE.centery)))
    if distance == 0 and view["phase"] == "over":
        lines = (tr("In the Palace!"), tr("the game is over"))
    elif distance == 0:
        lines = (tr("In the Palace!"), tr("game ends this round"))
    elif distance is None:
        lines = (tr("Grand Vizier"), tr("no free Palace shop"))
    else:
        lines = (tr("Grand Vizier"), tr("Palace in {dinars}").format(
            dinars=terms.dinars(distance)))
    x = VIZIER_NOTE.x + 36
    room = VIZIER_NOTE.right - x - 4     # a longer language's line is set a little smaller
    text.draw(surface, lines[0], (x, VIZIER_NOTE.y + 13),
              text.fitting_size(lines[0], room, 13, "bold", 10), theme.GOLD_LIGHT, "bold",
              "midleft", max_width=room)
    text.draw(surface, lines[1], (x, VIZIER_NOTE.y + 31),
              text.fitting_size(lines[1], room, 12, "italic", 10), theme.TEXT, "italic",
              "midleft", max_width=room)


# --- the Desert camp ----------------------------------------------------------------------
def draw_camp(surface: pygame.Surface, view: dict, look: Look) -> None:
    hovered = look.hover == ("desert",)
    top = (236, 210, 158) if not hovered else (246, 224, 176)
    theme.panel(surface, DESERT_CAMP, 10, top, (208, 176, 118), theme.SAND_DARK, 255, 4)
    text.draw(surface, tr("The Desert"), (DESERT_CAMP.x + 14, DESERT_CAMP.y + 12), 18, theme.INK,
              "black", max_width=CAMP_LEFT - 14)
    for i, line in enumerate((tr("Pieces wait here and"), tr("enter by the five gates"))):
        text.draw(surface, line, (DESERT_CAMP.x + 14, DESERT_CAMP.y + 38 + 15 * i), 12,
                  theme.GOLD_DARK, "italic", max_width=CAMP_LEFT - 14)
    _palm(surface, (DESERT_CAMP.right - 26, DESERT_CAMP.bottom - 8))


def _palm(surface: pygame.Surface, foot: tuple[int, int]) -> None:
    x, y = foot
    trunk = (126, 86, 44)
    ink.line(surface, trunk, (x, y), (x + 4, y - 30), 4)
    for angle in (200, 240, 290, 330, 20):
        a = math.radians(angle)
        ink.line(surface, (70, 130, 60), (x + 4, y - 30),
                 (x + 4 + 16 * math.cos(a), y - 30 + 10 * math.sin(a)), 3)


# --- the decks, the wish and the supply -------------------------------------------------
def draw_decks(surface: pygame.Surface, view: dict, look: Look) -> None:
    theme.panel(surface, DECKS, 10)
    text.draw(surface, tr("District decks · discards"), (DECKS.x + 10, DECKS.y + 5), 14,
              theme.GOLD, "bold", max_width=DECKS.width - 20)
    for district in DISTRICTS:
        rect = deck_rect(district)
        count = view["decks"][district]
        pile = view["discards"][district]
        if look.hover == ("deck", district):
            surface.blit(theme.glow(34, theme.GOLD_LIGHT, 110),
                         theme.glow(34, theme.GOLD_LIGHT).get_rect(center=rect.center))
        if count:
            for k in range(min(3, (count + 3) // 4) - 1, -1, -1):
                surface.blit(cards_art.back(district, rect.size), rect.move(-k * 2, -k * 2))
        else:
            ink.rect(surface, theme.MUTED, rect, 1, border_radius=4)
        text.draw(surface, f"{count} · {len(pile)}", (rect.centerx, rect.bottom + 9), 13,
                  theme.TEXT if count else theme.MUTED, "bold", "center")


def draw_wish(surface: pygame.Surface, view: dict, seat_on_screen: bool) -> None:
    theme.panel(surface, WISH, 10)
    y1, y2 = WISH.y + 17, WISH.y + 46
    if seat_on_screen:
        character = view["characters"][view["seat"]]
        words_ = tr("{character}'s wish").format(character=character)
        label = text.draw(surface, words_, (WISH.x + 10, y1),
                          text.fitting_size(words_, 118, 14, "bold"), theme.GOLD, "bold",
                          "midleft", max_width=118)
        owned = [g["gem"] for g in view["pouches"][view["seat"]]]
        x = max(label.right + 8, WISH.x + 132)
        for gem in view["wish"]:
            icon = pieces_art.gem(gem, 22)
            rect = surface.blit(icon, icon.get_rect(midleft=(x, y1)))
            if gem in owned:
                owned.remove(gem)
                ink.circle(surface, (90, 200, 110), rect.bottomright, 5)
            x += 26
    else:
        text.draw(surface, tr("Wishes stay secret"), (WISH.x + 10, y1), 14, theme.MUTED,
                  "italic", "midleft", max_width=WISH.width - 20)
    label = text.draw(surface, tr(GEMS_LEFT), (WISH.x + 10, y2), 14, theme.GOLD, "bold",
                      "midleft")
    x = label.right + 10
    step = (WISH.right - 8 - x) // len(GEMS)
    for gem in GEMS:
        icon = pieces_art.gem(gem, 18)
        surface.blit(icon, icon.get_rect(midleft=(x, y2)))
        left = view["supply"][gem]
        text.draw(surface, str(left), (x + 21, y2), 14, theme.TEXT if left else theme.MUTED,
                  "bold", "midleft")
        x += step


def supply_spot(gem: str) -> tuple[int, int]:
    """Where a gem of the supply sits in the wish row (bought gems fly from there)."""
    label_w = theme.font(14, "bold").size(tr(GEMS_LEFT))[0]
    x = WISH.x + 10 + label_w + 10
    step = (WISH.right - 8 - x) // len(GEMS)
    return x + step * GEMS.index(gem) + 9, WISH.y + 46


def draw_headline(surface: pygame.Surface, title: str, subtitle: str, alpha: float) -> None:
    """The table's headline (a board.Headline paints with this): a veiled band across the
    city under the Vizier's note, the words in gold over it, fading by `alpha`."""
    alpha = round(255 * alpha)
    # a long subtitle (the game's end and its winners) shrinks, then wraps: never past the city
    width = MAP.width - 32
    size = text.fitting_size(subtitle, width, 17, "italic", 14)
    lines = text.wrap(subtitle, theme.font(size, "italic"), width)
    step = text.line_height(size, "italic")
    band = pygame.Rect(MAP.x, MAP.y + 60, MAP.width, 74 + step * (len(lines) - 1))
    veil = paper.surface(band.size, pygame.SRCALPHA)
    veil.fill((10, 12, 30, round(alpha * 0.7)))
    surface.blit(veil, band)
    rows = [(title, 32, theme.GOLD_LIGHT, "black", band.y + 25)] + [
        (line, size, theme.TEXT, "italic", band.y + 57 + step * i) for i, line in enumerate(lines)]
    for content, points, colour, weight, y in rows:
        image = theme.text(content, points, colour, weight)
        image.set_alpha(alpha)
        surface.blit(image, image.get_rect(center=(band.centerx, y)))
