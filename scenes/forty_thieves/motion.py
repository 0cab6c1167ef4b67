"""The card table's animations: one beat per event, played one after another on the board
kit's timeline (scenes.table.board.timeline), on the card table as their stage.

A beat moves the `Shown` model on when it begins and ends (so a reward's coins leave the stack
when they take off and reach the purse when they land), hides the things it is moving from the
board at rest, and paints them in flight. Durations are at normal speed; `tween.set_speed`
scales them, and "instant" plays every beat at once.
"""
from __future__ import annotations

import math

import pygame

from engine.core import Event
from engine.forty_thieves.cards import CARDS, PLACES
from engine.words.language import tr
from scenes.kit import ink, theme
from scenes.forty_thieves import board, cards_art, coins
from scenes.forty_thieves.layout import Layout
from scenes.forty_thieves.shown import Shown, money
from scenes.kit.tween import between, ease_in_out_sine, ease_out_cubic, lerp
from scenes.table.board import timeline
from scenes.table.board.paint import star_points


SIZE_STEPS = 4   # a card changing size in flight passes through this many sizes at most


def moved(a: pygame.Rect, b: pygame.Rect, t: float) -> pygame.Rect:
    """The rect part way from a to b: its position smoothly, its size in SIZE_STEPS steps
    (each size of card art is painted once; a size for every frame would paint it anew)."""
    s = round(t * SIZE_STEPS) / SIZE_STEPS
    w, h = round(lerp(a.width, b.width, s)), round(lerp(a.height, b.height, s))
    x, y = lerp(a.centerx, b.centerx, t), lerp(a.centery, b.centery, t)
    return pygame.Rect(round(x - w / 2), round(y - h / 2), w, h)


def flip(surface: pygame.Surface, rect: pygame.Rect, card: str | None, t: float,
         from_face: bool = False, lift: float = 0.0) -> pygame.Rect:
    """A card turning over as t goes 0 to 1: its width shrinks to an edge and grows back,
    showing the other side (face up at the end when `card` is known)."""
    squeeze = abs(math.cos(math.pi * t))
    face_up = (t >= 0.5) != from_face
    return board.draw_card(surface, rect, card, face_up and card is not None, squeeze, lift)


def fly_coins(surface: pygame.Surface, amount: int, a: tuple, b: tuple, t: float) -> None:
    """The coins of `amount` hopping from a to b along an arc, one after another."""
    pieces = coins.split(amount)[:6]
    for k, value in enumerate(pieces):
        u = between(t, k * 0.08, 1 - (len(pieces) - 1 - k) * 0.08 if len(pieces) > 1 else 1.0)
        if u <= 0 or u >= 1:
            continue
        e = ease_in_out_sine(u)
        x, y = lerp(a[0], b[0], e), lerp(a[1], b[1], e) - math.sin(math.pi * u) * 70
        image = coins.coin(value, coins.diameter(value, 24))
        surface.blit(image, image.get_rect(center=(round(x), round(y))))


def place_point(layout: Layout, place: tuple) -> tuple[int, int]:
    """Where gold stands for ("seat", s), ("stack", i) or ("bank",)."""
    if place[0] == "seat":
        return layout.seats[place[1]].purse
    if place[0] == "stack":
        x, y = board.stack_base(layout.stacks[place[1]])
        return x, y - 10
    return board.bank_spot(layout.bank)


class Beat(timeline.Beat):
    """An event on screen; the base class shows nothing and applies the event at its end, or
    at its start for beats whose moving parts stand in for what has already changed. The stage
    is the card table: where things lie (`plan`) and the table as shown (`shown`)."""

    applies_at_start = False

    def __init__(self, events: list[Event]) -> None:
        super().__init__(events)
        self.event = events[0]

    def begin(self, stage) -> None:
        if self.applies_at_start:
            self.apply(stage.shown)

    def end(self, stage) -> None:
        if not self.applies_at_start:
            self.apply(stage.shown)

    def apply(self, shown: Shown) -> None:
        for e in self.events:
            shown.apply(e)


class Pause(Beat):
    """A moment to read the headline (round end, final round, game over)."""

    duration = 0.9


class Caught(Beat):
    """The round's end when a player is caught: the table holds still, the card that broke
    the round ringed in red, while the headline says who pays what (see CardTable)."""

    duration = 1.6

    def draw(self, surface: pygame.Surface, stage, t: float) -> None:
        layout, shown = stage.plan, stage.shown
        ring_breaker(surface, layout, shown, t)


def ring_breaker(surface: pygame.Surface, layout: Layout, shown: Shown, t: float) -> None:
    """A pulsing red ring round the card that reached 12 or was the Boss."""
    if shown.last_key is None:
        return
    rect = layout.rect_of(shown.last_key, len(shown.row)).inflate(14, 14)
    pulse = round(1.5 + 1.5 * math.sin(t * 14))    # four strengths: each glow is cached
    glow = theme.glow(rect.height // 2 + 24, theme.DANGER, 150 + 30 * pulse)
    surface.blit(glow, glow.get_rect(center=rect.center))
    ink.rect(surface, theme.DANGER_LIGHT, rect, 5, border_radius=10)


class Reveal(Beat):
    """The card lifts, turns over where it lies (or travels from the deck to its row), and
    the value it counts for rises from it."""

    duration = 0.8

    def begin(self, stage) -> None:
        layout, shown = stage.plan, stage.shown
        d = self.event.data
        if d["owner"] is not None:
            self.source = ("card", d["owner"], PLACES.index(d["place"]))
            self.target = board.card_rect(layout, shown, self.source)
            self.known = shown.hands[d["owner"]][PLACES.index(d["place"])].card is not None
        else:
            self.source = ("pair", 0) if shown.pair else ("deck",)
            self.known = bool(shown.pair and shown.pair[0])
            self.target = layout.row_card(len(shown.row), len(shown.row) + 1)
        self.start = board.card_rect(layout, shown, self.source)
        self.hidden = {self.source} if self.source != ("deck",) or shown.deck_size <= 1 else set()

    def draw(self, surface: pygame.Surface, stage, t: float) -> None:
        rect = moved(self.start, self.target, ease_out_cubic(between(t, 0.05, 0.7)))
        lift = math.sin(math.pi * between(t, 0.0, 0.85)) * 18
        turn = between(t, 0.15, 0.6)
        if self.known:
            board.draw_card(surface, rect, self.event.data["card"], True, lift=lift)
        else:
            flip(surface, rect, self.event.data["card"], turn, lift=lift)
        if t > 0.55:
            self._value(surface, rect, between(t, 0.55, 1.0))

    def _value(self, surface: pygame.Surface, rect: pygame.Rect, u: float) -> None:
        d = self.event.data
        words = tr("Boss!") if d["value"] is None else f"+{d['value']}"
        colour = theme.DANGER_LIGHT if d["value"] is None or d["sum"] >= 12 else theme.GOLD_LIGHT
        image = theme.text(words, 30, colour, "black").copy()
        image.set_alpha(round(255 * min(1.0, 3 * (1 - u))))
        surface.blit(image, image.get_rect(midbottom=(rect.centerx, rect.y - 8 - round(24 * u))))


class Coins(Beat):
    """Gold moving: rewards from a stack, a bonus from the bank, a penalty to the bank, and the
    bank refilling the stacks (all refills of a round at once)."""

    duration = 0.65

    def begin(self, stage) -> None:
        shown = stage.shown
        self.moves = [m for e in self.events for m in money(e)]
        for source, _, amount in self.moves:
            shown.take(source, amount)
        self.hidden = {m[0] for m in self.moves if m[0][0] == "stack"}

    def end(self, stage) -> None:
        for _, target, amount in self.moves:
            stage.shown.put(target, amount)

    def draw(self, surface: pygame.Surface, stage, t: float) -> None:
        layout = stage.plan
        for source, target, amount in self.moves:
            fly_coins(surface, amount, place_point(layout, source), place_point(layout, target), t)


class Bonus(Coins):
    """Sun and moon glow where they lie, then ten coins come from the bank."""

    duration = 1.0

    def draw(self, surface: pygame.Surface, stage, t: float) -> None:
        layout, shown = stage.plan, stage.shown
        glow = math.sin(math.pi * between(t, 0.0, 0.8))
        for rect in symbol_rects(layout, shown):
            ring = cards_art.outline(rect.size, theme.GOLD_LIGHT, 4).copy()
            ring.set_alpha(round(255 * glow))
            surface.blit(ring, ring.get_rect(center=rect.center))
            for k, (fx, fy) in enumerate(((0, 0), (1, 0), (1, 1), (0, 1))):
                spin = t * 6 + k
                star = star_points((rect.x + fx * rect.width, rect.y + fy * rect.height),
                                   11 * glow, 4 * glow, 4, math.degrees(spin))
                ink.polygon(surface, theme.GOLD_LIGHT, star)
        super().draw(surface, stage, between(t, 0.3, 1.0))


class Penalty(Coins):
    """A red flash over the caught player's seat, then their coins go to the bank."""

    duration = 1.0

    def draw(self, surface: pygame.Surface, stage, t: float) -> None:
        layout, shown = stage.plan, stage.shown
        plate = layout.seats[self.event.data["seat"]].plate
        flash = math.sin(math.pi * between(t, 0.0, 0.6)) * (0.6 + 0.4 * math.sin(t * 40))
        surface.blit(theme.rounded(plate.size, (*theme.DANGER, round(150 * max(0.0, flash))), 12),
                     plate.topleft)
        ink.rect(surface, theme.DANGER_LIGHT, plate, 3, border_radius=12)
        ring_breaker(surface, layout, shown, t)
        super().draw(surface, stage, between(t, 0.3, 1.0))


def symbol_rects(layout: Layout, shown: Shown) -> list[pygame.Rect]:
    """Where the revealed suns and moons lie this round."""
    rects = [layout.seats[owner].cards[i] for owner, hand in enumerate(shown.hands)
             for i, slot in enumerate(hand) if slot.up and CARDS[slot.card].symbol]
    return rects + [layout.row_card(i, len(shown.row)) for i, (card, _) in enumerate(shown.row)
                    if CARDS[card].symbol]


class Gather(Beat):
    """Every card on the table slides to the deck, turning face down, and the deck is shuffled."""

    duration = 0.8
    applies_at_start = True

    def begin(self, stage) -> None:
        layout, shown = stage.plan, stage.shown
        self.flying = [(layout.seats[owner].cards[i], slot.card if slot.up else None)
                       for owner, hand in enumerate(shown.hands) for i, slot in enumerate(hand)]
        self.flying += [(layout.row_card(i, len(shown.row)), card)
                        for i, (card, _) in enumerate(shown.row)]
        self.flying += [(layout.set_aside_card(i), card) for i, card in enumerate(shown.set_aside)]
        self.deck = layout.deck
        super().begin(stage)
        self.hidden = {("deck",)}

    def draw(self, surface: pygame.Surface, stage, t: float) -> None:
        u = ease_in_out_sine(between(t, 0.0, 0.7))
        for k, (rect, card) in enumerate(self.flying):
            spot = moved(rect, self.deck, ease_in_out_sine(between(u, k * 0.01, 1.0)))
            flip(surface, spot, card, min(1.0, u * 1.4), from_face=card is not None)
        shuffle = between(t, 0.7, 1.0)
        for k in range(3):   # a quick riffle once the cards are in
            dx = math.sin(math.pi * shuffle * 2 + k) * 10 * (1 - shuffle) * (1 if k % 2 else -1)
            board.draw_card(surface, self.deck.move(round(dx), -k * 2), None)


class Deal(Beat):
    """Three face-down cards fly from the deck to every seat's places."""

    duration = 0.9
    applies_at_start = True

    def begin(self, stage) -> None:
        shown = stage.shown
        super().begin(stage)
        self.hidden = {("card", s, i) for s in range(shown.players) for i in range(3)}
        self.order = [(s, i) for i in range(3) for s in range(shown.players)]

    def draw(self, surface: pygame.Surface, stage, t: float) -> None:
        layout = stage.plan
        count = len(self.order)
        for k, (seat, i) in enumerate(self.order):
            u = between(t, k * 0.6 / count, k * 0.6 / count + 0.4)
            target = layout.seats[seat].cards[i]
            board.draw_card(surface, moved(layout.deck, target, ease_out_cubic(u)), None,
                            lift=math.sin(math.pi * u) * 10)


class Peek(Beat):
    """The seat on screen looks at its new cards: they turn to show it their faces."""

    duration = 0.4
    applies_at_start = True

    def begin(self, stage) -> None:
        super().begin(stage)
        self.seat = self.event.data["seat"]
        self.hidden = {("card", self.seat, i) for i in range(3)}

    def draw(self, surface: pygame.Surface, stage, t: float) -> None:
        layout, shown = stage.plan, stage.shown
        for i, slot in enumerate(shown.hands[self.seat]):
            flip(surface, layout.seats[self.seat].cards[i], slot.card, t)


class DrawPair(Beat):
    """Two cards leave the deck for the middle of the table (2 players)."""

    duration = 0.5
    applies_at_start = True

    def begin(self, stage) -> None:
        super().begin(stage)
        self.hidden = {("pair", 0), ("pair", 1)}

    def draw(self, surface: pygame.Surface, stage, t: float) -> None:
        layout = stage.plan
        for i in range(2):
            u = ease_out_cubic(between(t, i * 0.2, 0.8 + i * 0.2))
            board.draw_card(surface, moved(layout.deck, layout.pair[i], u), None)


class PairSeen(Beat):
    """Both cards of the pair turn over (for the chooser, or for all when there is no choice)."""

    duration = 0.5

    def begin(self, stage) -> None:
        self.hidden = {("pair", 0), ("pair", 1)}

    def draw(self, surface: pygame.Surface, stage, t: float) -> None:
        layout = stage.plan
        for i, card in enumerate(self.event.data["cards"]):
            flip(surface, layout.pair[i], card, t)


class SetAside(Beat):
    """The card not kept goes to the set-aside pile, face up; the kept one moves to the middle."""

    duration = 0.55

    def begin(self, stage) -> None:
        layout, shown = stage.plan, stage.shown
        card = self.event.data["card"]
        pair = shown.pair or [None, None]
        self.index = pair.index(card) if card in pair else 1
        self.kept = pair[1 - self.index]
        self.start = [layout.pair[0], layout.pair[1]]
        self.target = layout.set_aside_card(len(shown.set_aside))
        self.from_face = card in pair
        self.hidden = {("pair", 0), ("pair", 1)}

    def draw(self, surface: pygame.Surface, stage, t: float) -> None:
        layout = stage.plan
        u = ease_out_cubic(t)
        middle = board.pair_rect(layout, 1, 0)
        board.draw_card(surface, moved(self.start[1 - self.index], middle, u), self.kept,
                        self.kept is not None)
        rect = moved(self.start[self.index], self.target, u)
        card = self.event.data["card"]
        if self.from_face:
            board.draw_card(surface, rect, card)
        else:
            flip(surface, rect, card, t)


BEATS = {"reveal": Reveal, "reward": Coins, "bonus": Bonus, "penalty": Penalty,
         "refill": Coins, "final_round": Pause, "round_end": Caught, "game_over": Pause,
         "gather": Gather, "deal": Deal, "hand": Peek, "draw_pair": DrawPair,
         "pair_seen": PairSeen, "set_aside": SetAside}


def beats(events: list[Event]) -> list[Beat]:
    """A beat per event; the refills of a round play together."""
    result: list[Beat] = []
    for e in events:
        kind = BEATS.get(e.kind, Beat)
        if e.kind == "refill" and result and result[-1].event.kind == "refill":
            result[-1].events.append(e)
        else:
            result.append(kind([e]))
    return result
