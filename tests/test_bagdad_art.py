"""The Bagdad table's art: every piece, gem, card face and back is drawn and cached, and each
is told from the others by its shape, not its colour alone, since pieces stand ~30 px tall on
coloured tiles and colour-blind players must read them too."""
from itertools import combinations

import pygame
import pytest

from engine.bagdad.cards import CARDS, face as card_face
from engine.bagdad.city import DISTRICTS
from engine.bagdad.gems import GEMS
from scenes.kit import theme
from scenes.bagdad import cards_art, pieces_art

SIZES = (24, 32, 48)
SEATS = range(len(theme.SEAT_COLOURS))


@pytest.fixture(autouse=True, scope="module")
def fonts():
    pygame.init()


def owners(kind):
    return [None] if kind == "vizier" else list(SEATS)


def silhouette(surface):
    return pygame.mask.from_surface(surface.pixels)


def shape_difference(a, b):
    """The share of the two silhouettes' union that only one of them covers."""
    a, b = silhouette(a), silhouette(b)
    both = a.overlap_area(b, (0, 0))
    union = a.count() + b.count() - both
    return (union - both) / union


def mean_colour(surface):
    """The average colour of the opaque pixels."""
    total, n = [0, 0, 0], 0
    w, h = surface.get_size()
    for x in range(w):
        for y in range(h):
            r, g, b, a = surface.get_at((x, y))
            if a > 200:
                total, n = [total[0] + r, total[1] + g, total[2] + b], n + 1
    return tuple(c / n for c in total)


def same_pixels(a, b):
    return pygame.image.tobytes(a.pixels, "RGBA") == pygame.image.tobytes(b.pixels, "RGBA")


@pytest.mark.parametrize("size", SIZES)
def test_every_piece_is_a_square_transparent_figure(size):
    for kind in pieces_art.KINDS:
        for seat in owners(kind):
            image = pieces_art.piece(kind, seat, size)
            assert image.get_size() == (size, size)
            assert image.get_flags() & pygame.SRCALPHA
            covered = silhouette(image).count() / size ** 2
            assert 0.15 < covered < 0.75, (kind, seat, covered)


@pytest.mark.parametrize("size", SIZES)
def test_kinds_have_shapes_of_their_own(size):
    drawn = {kind: pieces_art.piece(kind, owners(kind)[0], size) for kind in pieces_art.KINDS}
    for a, b in combinations(pieces_art.KINDS, 2):
        assert shape_difference(drawn[a], drawn[b]) > 0.2, (a, b, size)


def test_seats_share_a_kind_shape_but_not_its_colour():
    for kind in pieces_art.KINDS[:-1]:
        drawn = [pieces_art.piece(kind, seat, 32) for seat in SEATS]
        for a, b in combinations(drawn, 2):
            assert silhouette(a).count() == silhouette(b).count()
            assert not same_pixels(a, b)


def test_the_vizier_wears_purple_not_a_seat_colour():
    image = pieces_art.piece("vizier", None, 48)
    purple = [image.get_at((x, y)) for x in range(48) for y in range(48)]
    purple = [c for c in purple if c.a > 200 and c.b > c.g + 40 and c.r > c.g + 20]
    assert len(purple) > silhouette(image).count() * 0.2
    assert pieces_art.VIZIER_PURPLE not in theme.SEAT_COLOURS


def test_colour_blind_adds_a_badge_of_the_seat_symbol():
    corner = pygame.Rect(20, 0, 12, 12)     # the top right corner of a 32 px piece
    badges = []
    for seat in SEATS:
        plain = pieces_art.piece("merchant", seat, 32)
        marked = pieces_art.piece("merchant", seat, 32, colour_blind=True)
        assert silhouette(marked).count() > silhouette(plain).count()
        assert not same_pixels(plain.subsurface(corner), marked.subsurface(corner))
        badges.append(marked.subsurface(corner))
    for a, b in combinations(badges, 2):
        assert not same_pixels(a, b)
    assert same_pixels(pieces_art.piece("vizier", None, 32, True),
                       pieces_art.piece("vizier", None, 32))


@pytest.mark.parametrize("size", (16, 24, 48))
def test_gems_differ_in_cut(size):
    drawn = {name: pieces_art.gem(name, size) for name in GEMS + (None,)}
    for image in drawn.values():
        assert image.get_size() == (size, size)
    for a, b in combinations(drawn, 2):
        assert shape_difference(drawn[a], drawn[b]) > 0.12, (a, b, size)


def test_gems_wear_their_colours():
    colour = {name: mean_colour(pieces_art.gem(name, 32)) for name in GEMS}
    r, g, b = colour["sapphire"]
    assert b > r + 40 and b > g + 20
    r, g, b = colour["emerald"]
    assert g > r + 40 and g > b + 20
    r, g, b = colour["ruby"]
    assert r > g + 60 and r > b + 40
    r, g, b = colour["false"]
    assert max(r, g, b) - min(r, g, b) < 20
    assert min(colour["diamond"]) > 150


def test_the_slipper_is_golden():
    image = pieces_art.slipper(32)
    assert image.get_size() == (32, 32)
    r, g, b = mean_colour(image)
    assert r > b + 60 and g > b + 30


def test_art_is_painted_once_per_size():
    assert pieces_art.piece("thief", 2, 32) is pieces_art.piece("thief", 2, 32)
    assert pieces_art.piece("thief", 2, 32, True) is pieces_art.piece("thief", 2, 32, True)
    assert pieces_art.gem(None, 20) is pieces_art.gem(None, 20)
    assert pieces_art.slipper(30) is pieces_art.slipper(30)
    card = card_face(5, 1)
    assert cards_art.face(card, cards_art.CARD) is cards_art.face(dict(card), cards_art.CARD)
    assert cards_art.back("souk", [34, 48]) is cards_art.back("souk", cards_art.SMALL)


@pytest.mark.parametrize("size", (cards_art.SMALL, cards_art.CARD, cards_art.LARGE))
def test_every_card_has_a_face_with_and_without_its_value(size):
    for card in CARDS:
        known, unknown = cards_art.face(card_face(card.id, 0), size), cards_art.face(
            card_face(card.id), size)
        assert known.get_size() == unknown.get_size() == size
        assert not same_pixels(known, unknown), card


def test_faces_differ_by_value_name_and_district():
    copper, pottery = card_face(0), card_face(2)          # two goods of the Bazaar
    fish = next(card_face(c.id) for c in CARDS if c.name == "fish")
    draw = lambda card: cards_art.face(card, cards_art.CARD)  # noqa: E731
    assert not same_pixels(draw({**copper, "value": 2}), draw({**copper, "value": 6}))
    assert not same_pixels(draw(copper), draw(pottery))
    assert not same_pixels(draw({**fish, "name": "copper"}), draw(copper))


def test_a_face_is_banded_in_its_district_colour():
    for card in CARDS:
        shown = cards_art.face(card_face(card.id), cards_art.LARGE)
        band = shown.get_at((5, 10))[:3]         # the band's left end, beside its words
        assert closest_district(band) == card_face(card.id)["district"]


def closest_district(colour):
    return min(DISTRICTS, key=lambda d: sum((a - b) ** 2
                                            for a, b in zip(colour, cards_art.DISTRICT_COLOURS[d])))


@pytest.mark.parametrize("size", (cards_art.SMALL, cards_art.CARD, cards_art.LARGE))
def test_backs_tell_their_district(size):
    backs = {d: cards_art.back(d, size) for d in DISTRICTS}
    for district, image in backs.items():
        assert image.get_size() == size
        assert closest_district(mean_colour(image)) == district
    for a, b in combinations(DISTRICTS, 2):
        assert not same_pixels(backs[a], backs[b])


def test_districts_have_a_colour_and_a_mark_each():
    assert set(cards_art.DISTRICT_COLOURS) == set(cards_art.DISTRICT_MARKS) == set(DISTRICTS)
    assert len(set(cards_art.DISTRICT_MARKS.values())) == len(DISTRICTS)
    assert len(set(cards_art.DISTRICT_COLOURS.values())) == len(DISTRICTS)
