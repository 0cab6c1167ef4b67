"""Moving on the city table: the way of a move drawn while its end is chosen and, once chosen,
while it is paid for card by card; the hover tip kept off that way; and the gates drawn plain
on the map where the Tiled map puts them."""
import math

import pygame
import pytest

from engine.bagdad.board import CITY, DISTANCES
from engine.bagdad.city import DESERT
from engine.bagdad.pieces import VIZIER
from scenes.bagdad import route
from scenes.bagdad.city_art import CITY_GATE, DISTRICT_GATE, GATE_FILL, city_art
from scenes.bagdad.layout import MAP
from scenes.kit import theme, tips
from support.bagdad_fixtures import goods, piece, put
from support.bagdad_play import at_position, card, hover
from support.bagdad_table import KASBAH, PALACE, ALI, button, piece_at, point, shopping, space
from support.scenes import click, steps

CARAVANEER = piece(0, "caravaneer")
START = CITY.in_district("bazaar", "shop")[0]


def far_end(table) -> int:
    """A space two thirds of the way out among those the caravaneer may reach: a long way."""
    ends = sorted(table.spaces, key=lambda s: DISTANCES[START][s])
    return ends[len(ends) * 2 // 3]


@pytest.fixture
def moving(app):
    """Round 1's purchase: the human's caravaneer on a Bazaar shop, rich cards in hand, its
    piece clicked: the ends are shaded."""
    state = shopping([goods(PALACE, ALI, 15), goods(KASBAH, ALI, 12)])
    put(state, CARAVANEER, START)
    table = at_position(app, state)
    click(app, piece_at(table, CARAVANEER))
    assert table.spaces
    return table


def away(app) -> None:
    """The mouse off the city and the panel: no hover, no tip."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(1270, 710), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    steps(app, 2)


def tip_drawn(app, monkeypatch) -> pygame.Rect | None:
    """The hover tip's panel as the next frame draws it."""
    seen = []
    real_draw, real_panel = tips.draw, theme.panel

    def panel(surface, rect, *args, **kwargs):
        seen.append(pygame.Rect(rect))
        return real_panel(surface, rect, *args, **kwargs)

    def draw(*args, **kwargs):
        monkeypatch.setattr(theme, "panel", panel)
        try:
            real_draw(*args, **kwargs)
        finally:
            monkeypatch.setattr(theme, "panel", real_panel)
    monkeypatch.setattr(tips, "draw", draw)
    steps(app, 1)
    monkeypatch.setattr(tips, "draw", real_draw)
    return seen[-1] if seen else None


# --- the way ------------------------------------------------------------------------------------

def test_choosing_the_end_shows_the_way_to_the_hovered_space_only(app, moving):
    table = moving
    away(app)
    assert table.pointer.way() is None
    end = far_end(table)
    hover(app, space(table, end))
    way = table.pointer.way()
    assert not way.chosen and way.end == end and way.piece == CARAVANEER
    assert way.points[0] == way.spot == table.spots[CARAVANEER]
    assert way.points[-1] == table.art.centres[end]
    assert len(way.points) == 1 + DISTANCES[START][end]


def test_while_paying_the_way_to_the_chosen_end_stays_drawn_card_by_card(app, moving):
    table = moving
    end = far_end(table)
    click(app, space(table, end))
    assert table.view["purchase"]["stage"] == "pay"
    away(app)
    way = table.pointer.way()
    assert way.chosen and way.end == end and way.price == DISTANCES[START][end]
    assert [table.art.space_at(point(p)) for p in way.points] == [START, *CITY.path(START, end)]
    paid = table.view["purchase"]["paid"][0]
    for laid in (False, True):          # a card taken back, then laid again: the way stays
        click(app, card(table, paid).rect.center)
        assert (paid in table.view["purchase"]["paid"]) == laid
        away(app)
        assert table.pointer.way() == way
    frame = app.canvas
    for x, y in way.points[1:-1]:       # a gold dot on every space entered on the way
        assert frame.get_at(point((x, y)))[:3] == theme.GOLD_LIGHT
    click(app, button(table, "Cancel"))
    away(app)
    assert table.view["purchase"]["stage"] == "to" and table.pointer.way() is None


def test_the_way_being_paid_for_is_shown_to_every_seat(app, moving):
    """What is bought is public: another seat's view of the payment shows the same way (an
    AI's move, paid step by step, shows on a human's table)."""
    table = moving
    end = far_end(table)
    click(app, space(table, end))
    assert route.shown(table.match.state.view(1), None, None, None, ()) == (
        CARAVANEER, end, None, True, DISTANCES[START][end])


def test_a_way_from_the_desert_goes_through_the_gate_it_enters_by(app):
    state = shopping([goods(PALACE, ALI, 15), goods(KASBAH, ALI, 12)])
    table = at_position(app, state)
    click(app, piece_at(table, VIZIER))
    end = max(table.spaces, key=lambda s: DISTANCES[DESERT][s])
    click(app, space(table, end))
    way = table.pointer.way()
    street = CITY.path(DESERT, end)[0]
    assert way.spot == table.spots[VIZIER] and way.points[1] == table.art.centres[street]
    assert (way.points[0], True) in table.art.gates
    gate = next(gate for gate in CITY.gates if gate.inner == street)
    assert gate.outer == DESERT


@pytest.mark.parametrize("over", ["end", "start", "card"])
def test_the_hover_tip_keeps_off_the_way(app, moving, monkeypatch, over):
    table = moving
    end = far_end(table)
    click(app, space(table, end))
    way = table.pointer.way()
    spot = {"end": space(table, end), "start": space(table, START),
            "card": table.panel.cards[-1].rect.center}[over]
    hover(app, spot)
    assert table.hover is not None
    tip = tip_drawn(app, monkeypatch)
    assert tip is not None and not tip.colliderect(way.bounds), (tip, way.bounds)


def test_the_tip_while_choosing_keeps_off_the_way_to_the_hovered_space(app, moving, monkeypatch):
    table = moving
    hover(app, space(table, far_end(table)))
    tip = tip_drawn(app, monkeypatch)
    assert tip is not None and not tip.colliderect(table.pointer.way().bounds)


def test_beside_gives_the_roomiest_part_clear_of_the_way():
    area = pygame.Rect(0, 0, 1000, 600)
    avoid = pygame.Rect(300, 100, 200, 300)
    part = route.beside([area], avoid)
    assert area.contains(part) and not part.colliderect(avoid)
    assert part == pygame.Rect(500, 0, 500, 600)       # right of it: the largest
    small = pygame.Rect(0, 0, 400, 400)                 # no room for a tip: the next area
    assert route.beside([small, area], avoid) == part


# --- the gates ----------------------------------------------------------------------------------

def test_every_gate_of_the_map_is_drawn_where_it_opens(app):
    art = city_art(tuple(MAP))
    assert len(art.gates) == len(CITY.gates)
    assert sum(from_desert for _, from_desert in art.gates) == 5
    between = [(g.outer, g.inner) for g in CITY.gates if g.outer != DESERT]
    for (x, y), from_desert in art.gates:
        if from_desert:
            continue
        # a district gate stands on the edge its two spaces share: midway between them
        assert any(math.dist((x, y), ((art.centres[a][0] + art.centres[b][0]) / 2,
                                      (art.centres[a][1] + art.centres[b][1]) / 2)) < 1
                   for a, b in between), (x, y)


def test_a_gate_is_a_gold_arch_plain_on_the_map(app):
    art = city_art(tuple(MAP))
    for (x, y), from_desert in art.gates:
        w, h = CITY_GATE if from_desert else DISTRICT_GATE
        inside = (round(x - art.rect.x), round(y - art.rect.y - 0.3 * h))   # above the door
        assert art.surface.get_at(inside)[:3] == GATE_FILL
    assert CITY_GATE > DISTRICT_GATE
