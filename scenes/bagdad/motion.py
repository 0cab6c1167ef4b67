"""The city table's animations: one beat after another on the board kit's timeline
(scenes.table.board.timeline), each built from an event with the places things were before the
move and where they are now.

The board at rest is always drawn from the newest view; a beat still to play keeps the pieces
it will move at their old spots, and the playing beat hides them from the board and paints
them itself (walking along the path through the gates, flying to the Desert, falling). Cards,
gems and the slipper fly over the board. Durations are at normal speed; `tween.set_speed`
scales them and "instant" plays every beat at once.

Cards flying into the viewer's hand land on their spot in the side panel, which is laid out
only after the move: such an end is a function, read as the flight begins.
"""
from __future__ import annotations

import math
from typing import Callable

import pygame

from scenes.kit import ink, theme
from scenes.kit.tween import between, ease_in_out_sine, ease_out_back, ease_out_cubic, lerp
from scenes.table.board import timeline
from scenes.table.board.timeline import Timeline

Point = tuple[float, float]
Painter = Callable[[], pygame.Surface]   # an image made when first drawn
Spot = Point | Callable[[], Point]       # a point, or one found when the flight begins


def along(points: list[Point], t: float) -> Point:
    """The point a fraction t along a polyline (equal time per segment)."""
    if len(points) == 1 or t <= 0:
        return points[0]
    if t >= 1:
        return points[-1]
    scaled = t * (len(points) - 1)
    i = int(scaled)
    u = scaled - i
    (x0, y0), (x1, y1) = points[i], points[i + 1]
    return lerp(x0, x1, u), lerp(y0, y1, u)


def arc(a: Point, b: Point, t: float, height: float) -> Point:
    return lerp(a[0], b[0], t), lerp(a[1], b[1], t) - math.sin(math.pi * t) * height


def blit_centred(surface: pygame.Surface, image: pygame.Surface, at: Point,
                 scale: float = 1.0, alpha: int = 255) -> None:
    if scale != 1.0:
        size = (max(1, round(image.get_width() * scale)), max(1, round(image.get_height() * scale)))
        image = ink.smoothscale(image, size)
    if alpha < 255:
        image = image.copy()
        image.set_alpha(alpha)
    surface.blit(image, image.get_rect(center=(round(at[0]), round(at[1]))))


class Beat(timeline.Beat):
    """One moment of the animation. `pieces`: the pieces it moves, each with the spot it is
    drawn at until the beat plays; `events`: what it shows, for the table to announce when it
    starts (a kidnap's headline with the kidnap, not before the walk). A beat knows its points
    when it is made (but a card's place in the hand, see Flight): it needs nothing of its
    stage."""

    duration = 0.6

    def __init__(self) -> None:
        super().__init__()
        self.pieces: dict[int, Point] = {}


class Walk(Beat):
    """A piece walking from space to space along its path (through the gates)."""

    def __init__(self, piece: int, image: Painter, points: list[Point]) -> None:
        super().__init__()
        self.pieces[piece] = points[0]
        self.image, self.points = image, points
        self.duration = min(1.8, 0.3 + 0.16 * (len(points) - 1))

    def draw(self, surface: pygame.Surface, stage, t: float) -> None:
        at = along(self.points, ease_in_out_sine(t))
        bob = abs(math.sin(t * math.pi * max(1, len(self.points) - 1))) * 4
        blit_centred(surface, self.image(), (at[0], at[1] - bob))


class Drop(Beat):
    """A piece set down on a space (placement) or appearing in the Desert (bought)."""

    duration = 0.45

    def __init__(self, piece: int, image: Painter, at: Point, height: float = 40) -> None:
        super().__init__()
        self.pieces[piece] = (-1000, -1000)     # not on the board before it lands
        self.image, self.at, self.height = image, at, height

    def draw(self, surface: pygame.Surface, stage, t: float) -> None:
        e = ease_out_back(t)
        y = self.at[1] - self.height * (1 - e)
        blit_centred(surface, self.image(), (self.at[0], y), 0.6 + 0.4 * min(1.0, e),
                     round(255 * min(1.0, t * 3)))


class Kidnap(Beat):
    """The victim is carried off to the Desert in a spinning arc, a dust ring where it stood."""

    duration = 0.9

    def __init__(self, piece: int, image: Painter, start: Point, end: Point) -> None:
        super().__init__()
        self.pieces[piece] = start
        self.image, self.origin, self.goal = image, start, end

    def draw(self, surface: pygame.Surface, stage, t: float) -> None:
        ring = between(t, 0.0, 0.5)
        if 0 < ring < 1:
            ink.circle(surface, theme.SAND_LIGHT, _round(self.origin), round(8 + 26 * ring),
                       max(1, round(4 * (1 - ring))))
        u = ease_out_cubic(between(t, 0.1, 1.0))
        image = ink.rotate(self.image(), 360 * u)
        blit_centred(surface, image, arc(self.origin, self.goal, u, 90))


class Fall(Beat):
    """A killed piece: a red flash, a cross, and the piece sinking and fading away."""

    duration = 0.9

    def __init__(self, piece: int, image: Painter, at: Point) -> None:
        super().__init__()
        self.pieces[piece] = at
        self.image, self.at = image, at

    def draw(self, surface: pygame.Surface, stage, t: float) -> None:
        flash = between(t, 0.0, 0.35)
        if flash < 1:
            glow = theme.glow(round(18 + 20 * flash), theme.DANGER_LIGHT, round(200 * (1 - flash)))
            blit_centred(surface, glow, self.at)
        fade = between(t, 0.25, 1.0)
        blit_centred(surface, self.image(), (self.at[0], self.at[1] + 10 * fade), 1 - 0.4 * fade,
                     round(255 * (1 - fade)))
        cross = between(t, 0.1, 0.4)
        if cross > 0 and fade < 1:
            r = 12 * cross
            x, y = self.at
            for dx in (-r, r):
                ink.line(surface, theme.DANGER, (x - dx, y - r), (x + dx, y + r), 4)


class Flight(Beat):
    """Things flying across the table one after another: drawn cards, spent cards, a traded
    hand, a gem, the slipper. Each item is (image, from, to); an end may be a function, read as
    the flight begins (a card's place in the viewer's hand). `hand`: item -> the card it brings
    to the viewer's hand, which the panel leaves out until it lands (landing_cards)."""

    def __init__(self, items: list[tuple[Painter, Spot, Spot]], duration: float = 0.7,
                 stagger: float = 0.12, height: float = 60,
                 carries: tuple[str, int] | None = None,
                 cards: dict[int, int] | None = None, hand: dict[int, int] | None = None) -> None:
        super().__init__()
        self.items, self.height = items, height
        self.carries = carries    # ("slipper" | "gem", seat): what lands on a seat's row
        self.cards = cards or {}  # seat -> how many cards its hand gains (or loses) by it
        self.hand = hand or {}
        self.stagger = stagger if len(items) > 1 else 0.0
        self.flight = duration
        self.duration = duration + self.stagger * max(0, len(items) - 1)

    def begin(self, stage) -> None:
        """The ends found only now: the hand panel has been laid out after the move."""
        self.items = [(image, _point(a), _point(b)) for image, a, b in self.items]

    def progress(self, k: int, t: float) -> float:
        """How far item k is on its way at the beat's progress t (0 before it leaves, 1 landed)."""
        return min(1.0, max(0.0, (t * self.duration - k * self.stagger) / self.flight))

    def draw(self, surface: pygame.Surface, stage, t: float) -> None:
        for k, (image, a, b) in enumerate(self.items):
            u = self.progress(k, t)
            if 0 < u < 1:
                blit_centred(surface, image(), arc(a, b, ease_in_out_sine(u), self.height),
                             1.0 + 0.15 * math.sin(math.pi * u))


def poses(line: Timeline) -> dict[int, Point | None]:
    """piece -> where to draw it instead of its resting spot (None: the playing beat draws it):
    the pieces of beats still to come stand where they were."""
    found: dict[int, Point | None] = {}
    for beat in reversed(line.beats):        # the earliest beat's spot wins
        found.update(beat.pieces)
    if line.current is not None:
        found.update(dict.fromkeys(line.current.pieces))
    return found


def arriving(line: Timeline, what: str) -> list[int]:
    """The seats a flight still to land brings `what` to, once per flight: their rows must not
    show it before it lands."""
    return [beat.carries[1] for beat in _flights(line)
            if beat.carries and beat.carries[0] == what]


def held_cards(line: Timeline) -> dict[int, int]:
    """seat -> what to add to the count of cards the view gives it, so that its row follows
    the flights: cards flying to a seat count once they land, cards leaving once they fly."""
    held: dict[int, int] = {}
    for beat in _flights(line):
        for seat, change in beat.cards.items():
            if change > 0 or beat is not line.current:
                held[seat] = held.get(seat, 0) - change
    return held


def landing_cards(line: Timeline) -> frozenset:
    """The cards still on their way into the viewer's hand (in a flight to come, or in the
    playing one and not yet landed), and those a beat still keeps back (a caught bluff's card
    before it has turned): the panel shows and counts them once they land."""
    coming = [line.current] if line.current is not None else []
    kept = {card for beat in coming + list(line.beats)
            for card in getattr(beat, "kept_back", lambda t: ())(beat.t)}
    return frozenset(kept | {card for beat in _flights(line) for k, card in beat.hand.items()
                             if beat is not line.current or beat.progress(k, beat.t) < 1})


def _flights(line: Timeline) -> list[Flight]:
    """The flight playing and those still to play."""
    return [beat for beat in ([line.current] if line.current is not None else [])
            + list(line.beats) if isinstance(beat, Flight)]


def _point(spot: Spot) -> Point:
    return spot() if callable(spot) else spot


def _round(point: Point) -> tuple[int, int]:
    return round(point[0]), round(point[1])
