"""From the engine's events to the city table's beats: what each move, ability, income,
payment, trade, gem and slipper pass looks like, given where things stood before it and
where the newest view puts them.

Only events the seat on screen may see reach here; a card's face flies face up only to the
seat that draws or receives it (a private event for that seat says which card it is), and a
robbed gem shows its kind only to the robber and the victim. The viewer's own cards fly into
and out of its hand in the side panel, not its seat row: those it gives away leave face down
(they are the partner's now), those it pays leave face up (they are spent in public).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Callable

import pygame

from engine.bagdad.board import CITY
from engine.core import Event
from scenes.bagdad import board, cards_art, pieces_art
from scenes.bagdad.city_art import CityArt
from scenes.bagdad.layout import DECK_CARD, deck_rect, seat_spot
from scenes.bagdad.motion import Beat, Drop, Fall, Flight, Kidnap, Walk
from scenes.bagdad.panel import Panel
from scenes.bagdad.reveal import reveals

Point = tuple[float, float]


@dataclass
class Stage:
    """Everything a beat needs to know of the table: the city, the spots before the events and
    in the newest view, the seat list's place, who is looking, colour-blind marks, the side
    panel (laid out for the view before the events until the table lays it out anew) and the
    viewer's hand after the events."""

    art: CityArt
    before: dict[int, Point]
    after: dict[int, Point]
    seats_rect: pygame.Rect
    viewer: int | None
    colour_blind: bool
    panel: Panel
    hand: list[dict]

    def piece(self, piece: int):
        return lambda: board.piece_image(piece, self.colour_blind)

    def seat(self, seat: int) -> Point:
        return seat_spot(self.seats_rect, seat)

    def spot(self, piece: int, before: bool) -> Point:
        return (self.before if before else self.after).get(piece, self.art.rect.center)

    def in_hand(self, card: int) -> pygame.Rect | None:
        """Where the panel lays the viewer's card now (None: not in its hand)."""
        return next((s.rect for s in self.panel.cards if s.card["card"] == card), None)

    def from_hand(self, card: int, seat: int) -> Point:
        """Where a seat's card leaves from: its place in the viewer's hand, else the seat's row."""
        rect = self.in_hand(card)
        return rect.center if rect else self.seat(seat)

    def into_hand(self, card: int) -> Callable[[], Point]:
        """Where a card the viewer gets lands: its place in the panel once laid out after the
        move (read as the flight begins), else the middle of the hand."""
        def spot() -> Point:
            rect = self.in_hand(card)
            area = self.panel.rect
            return rect.center if rect else (area.centerx, (self.panel.hand_top + area.bottom) // 2)
        return spot

    def hand_face(self, card: dict):
        """A card flying into the viewer's hand, drawn at the size it lands at."""
        def paint() -> pygame.Surface:
            rect = self.in_hand(card["card"])
            return cards_art.face(card, rect.size if rect else DECK_CARD)
        return paint

    def leaving(self) -> list[tuple[dict, Point]]:
        """The viewer's cards the events take from its hand, with where they lie now."""
        kept = {c["card"] for c in self.hand}
        return [(s.card, s.rect.center) for s in self.panel.cards if s.card["card"] not in kept]


def _face(card: dict, size=DECK_CARD):
    return lambda: cards_art.face(card, size)


def _back(district: str):
    return lambda: cards_art.back(district, DECK_CARD)


def _gem(gem: str | None):
    return lambda: pieces_art.gem(gem, 26)


def build(events: list[Event], at: Stage) -> tuple[list[Beat], list[Event]]:
    """The beats for one action's events, in order (a round's income flies as one beat), and
    the events after the last beat. Each beat carries the events it shows, for its headline and
    the log's lines (scenes.table.board.timeline.showing): the public events that lead up to
    it, and the private ones that follow its own (the cards drawn, a trade's cards received,
    the robbed gem)."""
    beats: list[Beat] = []
    private = {(e.kind, e.data.get("seat")): e for e in events if e.visible_to is not None}
    drawn = [e for e in events if e.kind == "draw"]
    income, struck_from, told = [], None, []

    def add(new: list[Beat]) -> None:
        if new:
            new[0].events = told[:] + new[0].events
            told.clear()
            beats.extend(new)

    for e in events:
        if e.visible_to is not None:
            (told if told or not beats else beats[-1].events).append(e)
            continue
        told.append(e)
        if e.kind == "income":
            if e.data["drawn"]:
                seat, deck = e.data["seat"], deck_rect(e.data["district"]).center
                card = drawn.pop(0) if drawn and drawn[0].data["seat"] == seat else None
                if card is None:
                    income.append((_back(e.data["district"]), deck, at.seat(seat), seat, None))
                else:
                    income.append((at.hand_face(card.data), deck, at.into_hand(card.data["card"]),
                                   seat, card.data["card"]))
            continue
        if e.kind == "reshuffle":       # a deck refilled mid-income: still one flight
            continue
        if income:
            told.pop()
            add([_income(income)])
            told.append(e)
            income = []
        if e.kind == "move":
            struck_from = at.art.centres[e.data["space"]]
        add(_beats(e, at, private, struck_from))
    if income:
        add([_income(income)])
    return beats, told


def _income(drawn: list[tuple]) -> Flight:
    """A round's income as one flight; each card drawn is (image, from, to, seat, the card when
    it flies into the viewer's hand)."""
    return Flight([item[:3] for item in drawn], 0.6, 0.1,
                  cards=dict(Counter(item[3] for item in drawn)),
                  hand={k: item[4] for k, item in enumerate(drawn) if item[4] is not None})


def _beats(e: Event, at: Stage, private: dict, struck_from: Point | None) -> list[Beat]:
    """`struck_from`: where the piece that just moved ended (an assassin strikes from there)."""
    d = e.data
    kind = e.kind
    if kind == "place":
        return [Drop(d["piece"], at.piece(d["piece"]), at.spot(d["piece"], False))]
    if kind == "buy_piece":
        return [Drop(d["piece"], at.piece(d["piece"]), at.spot(d["piece"], False), 24)]
    if kind == "move":
        return [_walk(d, at)]
    if kind == "kidnap":
        victim = d["victim"]
        return [Kidnap(victim, at.piece(victim), at.spot(victim, True), at.spot(victim, False))]
    if kind == "kill":
        victim, assassin = d["victim"], d["piece"]
        beats: list[Beat] = [Fall(victim, at.piece(victim), at.spot(victim, True))]
        if d["assassin_to"] == "desert":
            beats.append(Kidnap(assassin, at.piece(assassin), struck_from,
                                at.spot(assassin, False)))
        else:
            beats.append(Fall(assassin, at.piece(assassin), struck_from))
        return beats
    if kind == "rob":
        seen = private.get(("robbed_gem", d["seat"]))
        gem = seen.data["gem"] if seen is not None else None
        return [Flight([(_gem(gem), at.spot(d["victim"], False), at.spot(d["piece"], False))],
                       0.8, height=50, carries=("gem", d["seat"]))]
    if kind in ("pay", "discard"):
        return [Flight([(_face(c), at.from_hand(c["card"], d["seat"]),
                         deck_rect(c["district"]).center) for c in d["cards"]], 0.55, 0.08,
                       cards={d["seat"]: -len(d["cards"])})]
    if kind == "buy_gem":
        return [Flight([(_gem(d["gem"]), board.supply_spot(d["gem"]), at.seat(d["seat"]))], 0.7,
                       carries=("gem", d["seat"]))]
    if kind == "trade":
        items, hand = _traded(d, at, private)
        change = len(d["got"]) - len(d["gave"])
        seen = private.get(("receive", at.viewer))
        caught = [] if seen is None else reveals(seen.data)
        return ([Flight(items, 0.6, 0.08, height=30, cards={d["seat"]: change,
                                                            d["partner"]: -change},
                        hand=hand)] if items else []) + caught
    if kind == "pass_slipper":
        slipper = lambda: pieces_art.slipper(30)  # noqa: E731 (an image made when drawn)
        return [Flight([(slipper, at.seat(d["seat"]), at.seat(d["to"]))], 0.7, height=40,
                       carries=("slipper", d["to"]))]
    return []


def _traded(d: dict, at: Stage, private: dict) -> tuple[list[tuple], dict[int, int]]:
    """A trade's cards (and which land in the viewer's hand): backs from row to row, unless
    the viewer trades: then its cards leave its hand face down, and those it receives (its
    private event names them) fly face up into it."""
    giver, taker = d["seat"], d["partner"]
    if at.viewer not in (giver, taker):
        return ([(_back(x), at.seat(giver), at.seat(taker)) for x in d["gave"]]
                + [(_back(x), at.seat(taker), at.seat(giver)) for x in d["got"]]), {}
    other = at.seat(taker if at.viewer == giver else giver)
    items = [(_back(card["district"]), spot, other) for card, spot in at.leaving()]
    seen = private.get(("receive", at.viewer))
    got = seen.data["cards"] if seen is not None else []
    hand = {len(items) + k: card["card"] for k, card in enumerate(got)}
    return items + [(at.hand_face(card), other, at.into_hand(card["card"]))
                    for card in got], hand


def _walk(d: dict, at: Stage) -> Walk:
    """The piece's way: from its old spot (the camp, for the Desert) through every space its
    cheapest route enters, gates included."""
    piece = d["piece"]
    route = CITY.path(d["start"], d["space"]) or (d["space"],)
    points = [at.spot(piece, True)] + [at.art.centres[s] for s in route]
    return Walk(piece, at.piece(piece), points)

