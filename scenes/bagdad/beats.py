"""From the engine's events to the city table's beats: what each move, ability, income,
payment, trade, gem and slipper pass looks like, given where things stood before it and
where the newest view puts them.

Only events the seat on screen may see reach here; a card's face flies face up only to the
seat that draws or receives it (a private event for that seat says which card it is), and a
robbed gem shows its kind only to the robber and the victim.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from engine.bagdad.board import CITY
from engine.core import Event
from scenes.bagdad import board, cards_art, pieces_art
from scenes.bagdad.city_art import CityArt
from scenes.bagdad.layout import DECK_CARD, deck_rect, seat_spot
from scenes.bagdad.motion import Beat, Drop, Fall, Flight, Kidnap, Walk

Point = tuple[float, float]


@dataclass
class Stage:
    """Everything a beat needs to know of the table: the city, the spots before the events and
    in the newest view, the seat list's place, who is looking, and colour-blind marks."""

    art: CityArt
    before: dict[int, Point]
    after: dict[int, Point]
    seats_rect: pygame.Rect
    viewer: int | None
    colour_blind: bool

    def piece(self, piece: int):
        return lambda: board.piece_image(piece, self.colour_blind)

    def seat(self, seat: int) -> Point:
        return seat_spot(self.seats_rect, seat)

    def spot(self, piece: int, before: bool) -> Point:
        return (self.before if before else self.after).get(piece, self.art.rect.center)


def _face(card: dict, size=DECK_CARD):
    return lambda: cards_art.face(card, size)


def _back(district: str):
    return lambda: cards_art.back(district, DECK_CARD)


def _gem(gem: str | None):
    return lambda: pieces_art.gem(gem, 26)


def build(events: list[Event], at: Stage) -> tuple[list[Beat], list[Event]]:
    """The beats for one action's events, in order (a round's income flies as one beat), each
    carrying the public events that lead up to it; and the events after the last beat."""
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
            continue
        told.append(e)
        if e.kind == "income":
            if e.data["drawn"]:
                card = drawn.pop(0) if drawn and drawn[0].data["seat"] == e.data["seat"] else None
                image = _face(card.data) if card is not None else _back(e.data["district"])
                income.append((image, deck_rect(e.data["district"]).center, at.seat(e.data["seat"])))
            continue
        if income:
            told.pop()
            add([Flight(income, 0.6, 0.1)])
            told.append(e)
            income = []
        if e.kind == "move":
            struck_from = at.art.centres[e.data["space"]]
        add(_beats(e, at, private, struck_from))
    if income:
        add([Flight(income, 0.6, 0.1)])
    return beats, told


def _beats(e: Event, at: Scene, private: dict, struck_from: Point | None) -> list[Beat]:
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
        flight = Flight([(_gem(gem), at.spot(d["victim"], False), at.spot(d["piece"], False))],
                        0.8, height=50, carries=("gem", d["seat"]))
        flight.events = [seen] if seen is not None else []   # told to robber and victim
        return [flight]
    if kind in ("pay", "discard"):
        return [Flight([(_face(c), at.seat(d["seat"]), deck_rect(c["district"]).center)
                        for c in d["cards"]], 0.55, 0.08)]
    if kind == "buy_gem":
        return [Flight([(_gem(d["gem"]), board.supply_spot(d["gem"]), at.seat(d["seat"]))], 0.7,
                       carries=("gem", d["seat"]))]
    if kind == "trade":
        giver, taker = at.seat(d["seat"]), at.seat(d["partner"])
        items = [(_back(x), giver, taker) for x in d["gave"]]
        items += [(_back(x), taker, giver) for x in d["got"]]
        return [Flight(items, 0.6, 0.08, height=30)] if items else []
    if kind == "pass_slipper":
        slipper = lambda: pieces_art.slipper(30)  # noqa: E731 (an image made when drawn)
        return [Flight([(slipper, at.seat(d["seat"]), at.seat(d["to"]))], 0.7, height=40,
                       carries=("slipper", d["to"]))]
    return []


def _walk(d: dict, at: Stage) -> Walk:
    """The piece's way: from its old spot (the camp, for the Desert) through every space its
    cheapest route enters, gates included."""
    piece = d["piece"]
    route = CITY.path(d["start"], d["space"]) or (d["space"],)
    points = [at.spot(piece, True)] + [at.art.centres[s] for s in route]
    return Walk(piece, at.piece(piece), points)

