"""The Forty Thieves number cards: an arched window on the city with the gold number in it,
and as many oil jars as the number under it. Painted once per card and size; a plain card, a
sun's and a moon's are told apart by their sky's lightness as well as by the symbol."""
import os

import pygame
import pytest

from engine.forty_thieves.cards import CARDS, MOON, SUN
from scenes.forty_thieves import cards_art

SIZES = (cards_art.CARD, cards_art.OWN, cards_art.LARGE)
NUMBERS = [name for name, card in CARDS.items() if card.number is not None]


@pytest.fixture(scope="module", autouse=True)
def display():
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((8, 8))
    yield
    pygame.display.quit()


def grey(colour) -> float:
    """A colour's lightness (0..255): what a reader without colour vision sees."""
    return 0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2]


def lightness(image, rect: pygame.Rect) -> float:
    return grey(pygame.transform.average_color(getattr(image, "pixels", image), rect))


@pytest.mark.parametrize("size", SIZES)
def test_every_number_card_is_painted_once_per_size_and_each_is_its_own(size):
    faces = {name: cards_art.face(name, size) for name in NUMBERS}
    assert all(cards_art.face(name, size) is faces[name] for name in NUMBERS)   # cached
    raw = {name: pygame.image.tobytes(face.pixels, "RGBA") for name, face in faces.items()}
    assert len(set(raw.values())) == len(NUMBERS)
    for face in faces.values():
        assert face.get_size() == size


@pytest.mark.parametrize("size", SIZES)
def test_a_card_shows_as_many_jars_as_its_number_all_of_one_size_and_apart(size):
    area = cards_art.jar_area(size)
    sizes = set()
    for number in range(10):
        spots, jar_w, jar_h = cards_art.jar_spots(number, area)
        sizes.add((jar_w, jar_h))
        assert len(spots) == number
        for x, y in spots:
            assert area.left <= x - jar_w / 2 and x + jar_w / 2 <= area.right
            assert area.top - 0.01 <= y - jar_h / 2 and y + jar_h / 2 <= area.bottom + 0.01
        rows = {}
        for x, y in spots:
            rows.setdefault(round(y, 3), []).append(x)
        assert len(rows) == (1 if number <= 5 else 2) or number == 0
        for xs in rows.values():           # side by side in a row, never on top of another
            xs.sort()
            assert all(b - a >= jar_w for a, b in zip(xs, xs[1:]))
        for x, y in spots:                 # a jar of the front hides little of one behind
            for u, v in spots:
                if abs(x - u) < jar_w and v > y:
                    assert v - y >= jar_h * 0.85
    assert len(sizes) == 1


def test_dusk_day_and_night_differ_in_lightness_not_only_in_colour():
    """The window beside the number: a sun's day sky is lighter than a plain card's dusk, and
    a moon's night darker, each by a clear step, so a colour-blind reader tells them apart."""
    size = cards_art.OWN
    window = cards_art.window_rect(size)
    side = pygame.Rect(window.x + 2, window.y + window.height * 0.35, window.width * 0.16,
                       window.height * 0.3)
    sky = {}
    for name in NUMBERS:
        symbol = CARDS[name].symbol
        sky.setdefault(symbol, []).append(lightness(cards_art.face(name, size), side))
    day, dusk, night = (sum(v) / len(v) for v in (sky[SUN], sky[None], sky[MOON]))
    assert day > dusk + 40 and dusk > night + 40


def test_the_number_stands_out_from_its_sky():
    """The gold number ringed in ink: its strokes are far from the sky's grey on every card."""
    for name in NUMBERS:
        face = cards_art.face(name, cards_art.LARGE)
        window = cards_art.window_rect(cards_art.LARGE)
        levels = sorted(grey(face.get_at((x, y))) for x in range(window.x, window.right, 2)
                        for y in range(window.y, window.bottom, 2))
        dark, light = levels[len(levels) // 50], levels[-len(levels) // 50]
        assert light - dark > 150, name
