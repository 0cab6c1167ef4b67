"""A bluff caught, as a moment: when the viewer receives a card whose claim was false, the card
rises over the city showing what was claimed, turns over to show what it is, and the maker's
row at the table (its stage's, as the table draws it) is ringed while the record there changes (the log's line says it in words as the beat
begins). A reveal is only ever of the viewer's own cards: the private event of its receipt
names them, so nobody else's bluff is shown.
"""
from __future__ import annotations

import math

import pygame

from engine.bagdad.words import telling
from scenes.bagdad import cards_art
from scenes.bagdad.layout import MAP
from scenes.bagdad.motion import Beat, Point, blit_centred
from scenes.kit import ink, text, theme
from scenes.kit.tween import ease_out_back

CARD = (112, 160)
RISE, TURN = 0.2, 0.45      # fractions of the beat: the card rises, then has turned


class Reveal(Beat):
    """The claimed face turning into the true one, with a caption, and the maker's row ringed."""

    duration = 2.0

    def __init__(self, claimed: dict, true: dict, maker: int) -> None:
        super().__init__()
        self.claimed, self.true, self.maker = claimed, true, maker
        self.caption = telling.caught(claimed["name"], true["name"])
        self._faces: dict[str, pygame.Surface] = {}

    def face(self, which: str) -> pygame.Surface:
        if which not in self._faces:
            self._faces[which] = cards_art.face(getattr(self, which), CARD)
        return self._faces[which]

    def kept_back(self, t: float) -> tuple[int, ...]:
        """The card the hand does not show yet: its true name would tell the bluff before
        the card over the city has turned (at progress `t` of this beat)."""
        return () if t >= TURN else (self.true["card"],)

    def width_scale(self, t: float) -> tuple[str, float]:
        """Which face shows at progress t, and how wide it is drawn (a turn about its
        vertical axis: the claim narrows to nothing, the truth widens from it)."""
        if t < RISE:
            return "claimed", 1.0
        u = min(1.0, (t - RISE) / (TURN - RISE))
        return ("claimed", math.cos(u * math.pi)) if u < 0.5 else \
            ("true", -math.cos(u * math.pi))

    def draw(self, surface: pygame.Surface, stage, t: float) -> None:
        centre = (MAP.centerx, MAP.centery - 20)
        which, wide = self.width_scale(t)
        image = self.face(which)
        lift = ease_out_back(min(1.0, t / RISE))
        size = (max(1, round(CARD[0] * wide * lift)), max(1, round(CARD[1] * lift)))
        blit_centred(surface, ink.smoothscale(image, size), centre)
        if t >= TURN:
            self._caption(surface, centre)
            pulse = 0.5 + 0.5 * math.sin((t - TURN) * 4 * math.pi)
            ring = stage.chrome.seat_row(self.maker).inflate(4, 4)
            ink.rect(surface, theme.mix(theme.DANGER, theme.DANGER_LIGHT, pulse), ring, 3,
                     border_radius=8)

    def _caption(self, surface: pygame.Surface, centre: Point) -> None:
        width = MAP.width - 120
        size = text.fitting_size(self.caption, width - 24, 18, "bold")
        box = pygame.Rect(0, 0, width, 40)
        box.midtop = (round(centre[0]), round(centre[1] + CARD[1] / 2 + 12))
        theme.panel(surface, box, 10)
        text.draw(surface, self.caption, box.center, size, theme.GOLD_LIGHT, "bold", "center",
                  max_width=width - 24)


def reveals(received: dict) -> list[Reveal]:
    """The reveal beats of a receipt the viewer saw: one for each card whose claim was false
    (the claimed face without a value: a claim names goods, not what they are worth)."""
    claims = {c["card"]: c["claimed"] for c in received.get("checked", ())}
    beats = []
    for card in received["cards"]:
        claim = claims.get(card["card"])
        if claim is not None and claim != card["name"]:
            claimed = {k: v for k, v in card.items() if k != "value"}
            beats.append(Reveal({**claimed, "name": claim}, card, received["from_seat"]))
    return beats
