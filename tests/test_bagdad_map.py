"""The Thieves of Bagdad city: the shipped map against the rules (assets/rules/bagdad.md) and
the proportions it was drawn to, the hex geometry, and a one-line CityError for every way a map
can be broken."""
from __future__ import annotations

import dataclasses
import itertools
import math
import pickle
import re
import shutil
import subprocess
import sys
from copy import deepcopy
from pathlib import Path

import pytest

from engine.bagdad.city import DESERT, DISTRICTS, CityError, Grid
from engine.bagdad.city_map import MAP_PATH, MAX_FILE_BYTES, default_city, load_city

ROOT = Path(__file__).resolve().parent.parent
NEW_IDS = itertools.count(1000)


@pytest.fixture(scope="module")
def city():
    return default_city()


def at(city, col, row) -> int:
    space = city.at(col, row)
    assert space, f"no street or shop at {col},{row}"
    return space


def gate(city, name):
    return next(g for g in city.gates if g.name == name)


def cell(city, space) -> tuple[int, int]:
    return city.spaces[space].col, city.spaces[space].row


# --- the shipped map --------------------------------------------------------------------------

def test_the_map_is_hexagonal_pointy_top_with_even_rows_shifted(city):
    assert (city.grid.axis, city.grid.index) == ("y", "even")
    assert (city.grid.cols, city.grid.rows) == (20, 15)
    assert (city.grid.tile_w, city.grid.tile_h, city.grid.side) == (96, 112, 56)


def test_hex_neighbours_by_hand(city):
    grid = city.grid
    # an even row sits half a hex right: its diagonal neighbours are in columns c and c+1
    assert set(grid.neighbours(12, 8)) == {(11, 8), (13, 8), (12, 7), (13, 7), (12, 9), (13, 9)}
    # an odd row: columns c-1 and c
    assert set(grid.neighbours(12, 7)) == {(11, 7), (13, 7), (11, 6), (12, 6), (11, 8), (12, 8)}
    assert set(grid.neighbours(0, 0)) == {(1, 0), (0, 1), (1, 1)}
    assert set(grid.neighbours(0, 1)) == {(1, 1), (0, 0), (0, 2)}
    assert grid.centre(0, 0) == (96, 56) and grid.centre(0, 1) == (48, 140)
    for c, r in grid.neighbours(12, 8):
        assert 95 <= math.dist(grid.centre(c, r), grid.centre(12, 8)) <= 98


@pytest.mark.parametrize("axis", ["x", "y"])
@pytest.mark.parametrize("index", ["odd", "even"])
def test_neighbours_are_the_six_nearest_hexes_for_every_stagger(axis, index):
    size = (96, 112) if axis == "y" else (112, 96)
    grid = Grid(9, 9, *size, 56, axis, index)
    cells = [(c, r) for c in range(9) for r in range(9)]
    for c, r in cells:
        assert grid.cell_at(*grid.centre(c, r)) == (c, r)
        for n in grid.neighbours(c, r):
            assert (c, r) in grid.neighbours(*n)
        if 0 < c < 8 and 0 < r < 8:
            by_distance = sorted(cells, key=lambda o: math.dist(grid.centre(*o), grid.centre(c, r)))
            nearest = by_distance[1:7]
            assert set(grid.neighbours(c, r)) == set(nearest)


def test_every_space_is_reachable_from_the_desert(city):
    reach = city.distances(DESERT)
    assert all(reach[s.id] is not None for s in city.spaces)
    assert all(DESERT not in n for n in city.neighbours)  # nobody walks back into the desert


def test_districts_meet_only_at_their_gates(city):
    gate_pairs = {frozenset((g.outer, g.inner)) for g in city.gates}
    crossings = {frozenset((a, b)) for a, near in enumerate(city.neighbours) for b in near
                 if city.spaces[a].district != city.spaces[b].district}
    assert crossings == gate_pairs


def test_gates_join_hex_neighbours_of_consecutive_districts(city):
    desert_gates = [g for g in city.gates if g.outer == DESERT]
    assert len(desert_gates) == 5
    for g in desert_gates:
        inner = city.spaces[g.inner]
        assert (inner.district, inner.kind) == ("bazaar", "street")
        assert any(city.at(*n) == DESERT for n in city.grid.neighbours(inner.col, inner.row))
    for poorer, richer in zip(DISTRICTS, DISTRICTS[1:]):
        joining = [g for g in city.gates if city.spaces[g.outer].district == poorer]
        assert 1 <= len(joining) <= 2
        for g in joining:
            assert city.spaces[g.inner].district == richer
            assert cell(city, g.inner) in city.grid.neighbours(*cell(city, g.outer))
    assert sorted(city.neighbours[DESERT]) == sorted(g.inner for g in desert_gates)


def test_proportions_of_design(city):
    for district in DISTRICTS:
        assert 20 <= len(city.in_district(district)) <= 40
        assert len(city.in_district(district, "shop")) >= 6
    assert len(city.in_district("bazaar", "shop")) >= 12
    assert len(city.in_district("bazaar", "street")) >= 8
    assert 14 <= min(city.cost(DESERT, s) for s in city.in_district("palace", "shop")) <= 20


def test_a_few_shops_lie_deep_inside_every_district(city):
    for district in DISTRICTS:
        gate_spaces = {s for g in city.gates for s in (g.outer, g.inner)
                       if city.spaces[s].district == district}
        deep = [shop for shop in city.in_district(district, "shop")
                if min(city.cost(g, shop) for g in gate_spaces) >= 3]
        assert len(deep) >= 2, district


def test_exact_path_costs(city):
    for g in city.gates:
        if g.outer == DESERT:
            assert city.cost(DESERT, g.inner) == 1  # the gate's Bazaar street costs 1
    fish, rope = gate(city, "Fish Gate"), gate(city, "Rope Gate")
    assert cell(city, fish.inner) == (6, 8) and city.cost(DESERT, fish.inner) == 4
    assert cell(city, rope.inner) == (8, 7) and city.cost(DESERT, rope.inner) == 6
    vizier_gate = gate(city, "Vizier's Gate")  # the only way into the Palace
    assert cell(city, vizier_gate.inner) == (12, 8) and city.cost(DESERT, vizier_gate.inner) == 16
    nearest = min(city.in_district("palace", "shop"), key=lambda s: city.cost(DESERT, s))
    assert city.cost(DESERT, nearest) == 17
    route = city.path(DESERT, nearest)
    assert len(route) == 17 and route[-1] == nearest and vizier_gate.inner in route
    for here, there in zip((DESERT,) + route, route):
        assert there in city.neighbours[here]
    assert city.path(nearest, nearest) == () and city.path(nearest, DESERT) is None
    assert city.cost(nearest, DESERT) is None


def test_walls_and_borders_block_adjacency(city):
    market_gate, market = at(city, 8, 8), at(city, 9, 8)  # the covered market's wall
    assert cell(city, market) in city.grid.neighbours(8, 8)
    assert frozenset((market_gate, market)) in city.walls
    assert not city.adjacent(market_gate, market) and city.cost(market_gate, market) > 1
    assert city.adjacent(market, at(city, 9, 9))  # inside the market
    bazaar, harbour = at(city, 7, 8), at(city, 7, 7)  # neighbours across a border, no gate
    assert city.spaces[bazaar].district != city.spaces[harbour].district
    assert not city.adjacent(bazaar, harbour)
    fish = gate(city, "Fish Gate")
    assert city.adjacent(fish.outer, fish.inner) and city.adjacent(fish.inner, fish.outer)
    assert not city.adjacent(DESERT, fish.outer)
    for wall in city.walls:
        a, b = sorted(wall)
        assert city.spaces[a].district == city.spaces[b].district
        assert cell(city, b) in city.grid.neighbours(*cell(city, a))
        assert not city.adjacent(a, b) and not city.adjacent(b, a)


def test_the_vizier_starts_in_the_desert(city):
    assert city.vizier_start == DESERT
    desert = city.spaces[DESERT]
    assert (desert.kind, desert.district) == ("desert", "desert")
    assert city.at(desert.col, desert.row) == DESERT


def test_the_city_is_read_once_and_cannot_change(city):
    assert default_city() is city and deepcopy(city) is city
    assert pickle.loads(pickle.dumps(city)).neighbours == city.neighbours
    with pytest.raises(dataclasses.FrozenInstanceError):
        city.gates = ()
    assert all(isinstance(n, frozenset) for n in city.neighbours)


def test_reading_the_map_leaves_pygame_out():
    code = ("import sys; from engine.bagdad.city_map import default_city; default_city(); "
            "assert 'pygame' not in sys.modules")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0 and done.stdout == done.stderr == "", done.stderr


# --- editing a copy of the map ----------------------------------------------------------------

@pytest.fixture
def copy(tmp_path):
    for path in MAP_PATH.parent.iterdir():
        if path.suffix in (".tmx", ".tsx", ".png"):
            shutil.copy(path, tmp_path)
    return tmp_path / MAP_PATH.name


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text()
    assert text.count(old) == 1, old
    path.write_text(text.replace(old, new))


def csv_rows(path: Path) -> list[list[str]]:
    body = path.read_text().split('<data encoding="csv">\n')[1].split("\n</data>")[0]
    return [line.rstrip(",").split(",") for line in body.splitlines()]


def set_tiles(path: Path, changes: dict) -> None:
    """Put tile gids on hexes, as painting them in Tiled would."""
    text = path.read_text()
    head, rest = text.split('<data encoding="csv">\n')
    tail = rest.split("\n</data>", 1)[1]
    rows = csv_rows(path)
    for (col, row), gid in changes.items():
        rows[row][col] = gid
    path.write_text(head + '<data encoding="csv">\n' + ",\n".join(map(",".join, rows))
                    + "\n</data>" + tail)


def add_wall(path: Path, city, a, b) -> None:
    (ax, ay), (bx, by) = city.grid.centre(*a), city.grid.centre(*b)
    x, y = (ax + bx) / 2, (ay + by) / 2
    wall = (f'  <object id="{next(NEW_IDS)}" x="{x}" y="{y}">\n'
            f'   <properties><property name="a" value="{a[0]},{a[1]}"/>'
            f'<property name="b" value="{b[0]},{b[1]}"/></properties>\n'
            f'   <polyline points="0,-4 0,4"/>\n  </object>\n')
    edit(path, ' <objectgroup id="3" name="walls" color="#1e1008">\n',
         ' <objectgroup id="3" name="walls" color="#1e1008">\n' + wall)


def error(path: Path) -> str:
    with pytest.raises(CityError) as caught:
        load_city(path)
    message = str(caught.value)
    assert "\n" not in message and isinstance(caught.value, ValueError)
    return message


def test_the_copy_loads_like_the_original(copy, city):
    twin = load_city(copy)
    assert twin.spaces == city.spaces and twin.neighbours == city.neighbours


def test_turning_a_street_into_a_shop_in_the_tmx_changes_the_city(copy, city):
    rows = csv_rows(copy)
    shop_gid = rows[9][7]  # a bazaar shop
    assert city.spaces[at(city, 7, 9)].kind == "shop"
    set_tiles(copy, {(5, 10): shop_gid})
    edited = load_city(copy)
    assert city.spaces[at(city, 5, 10)].kind == "street"
    assert edited.spaces[at(edited, 5, 10)].kind == "shop"
    assert len(edited.in_district("bazaar", "shop")) == len(city.in_district("bazaar", "shop")) + 1


def test_moving_a_gate_in_the_tmx_changes_the_city(copy, city):
    # the Fish Gate moves one hex west: its properties, and its icon onto the new edge
    (ax, ay), (bx, by) = city.grid.centre(5, 9), city.grid.centre(5, 8)
    edit(copy, 'name="Fish Gate" gid="20" x="648" y="770"',
         f'name="Fish Gate" gid="20" x="{(ax + bx) / 2}" y="{(ay + by) / 2}"')
    edit(copy, '<property name="a" value="6,9"/>', '<property name="a" value="5,9"/>')
    edit(copy, '<property name="b" value="6,8"/>', '<property name="b" value="5,8"/>')
    moved = load_city(copy)
    fish = gate(moved, "Fish Gate")
    assert (cell(moved, fish.outer), cell(moved, fish.inner)) == ((5, 9), (5, 8))
    assert not moved.adjacent(at(moved, 6, 9), at(moved, 6, 8))
    assert moved.cost(DESERT, fish.inner) == 3


# --- broken maps: one clear line each ---------------------------------------------------------

def test_missing_file(tmp_path):
    assert error(tmp_path / "nowhere.tmx") == f"map file not found: {tmp_path / 'nowhere.tmx'}"


def test_garbage_xml(copy):
    copy.write_text("<map><layer name='city'>")
    assert error(copy).startswith("map file baghdad.tmx is not well-formed XML: ")
    copy.write_bytes(b"\x00\xff garbage")
    assert error(copy).startswith("map file baghdad.tmx is not well-formed XML: ")
    copy.write_text("<tileset/>")
    assert error(copy) == "baghdad.tmx is not a Tiled map: its root element is 'tileset'"


def test_a_huge_file_is_refused_before_parsing(copy):
    copy.write_bytes(b" " * (MAX_FILE_BYTES + 1))
    assert error(copy) == (f"map file baghdad.tmx is {MAX_FILE_BYTES + 1} bytes; "
                           f"at most {MAX_FILE_BYTES} are read")


def test_not_a_hex_map(copy):
    edit(copy, 'orientation="hexagonal"', 'orientation="orthogonal"')
    assert error(copy) == "not a hex map: its orientation is 'orthogonal', not 'hexagonal'"


def test_missing_layers(copy):
    text = copy.read_text()
    walls = re.compile(r' <objectgroup id="3" name="walls".*?</objectgroup>\n', re.S)
    copy.write_text(walls.sub("", text))
    assert error(copy) == "the map has no layer named 'walls'"
    copy.write_text(text.replace('name="city"', 'name="town"'))
    assert error(copy) == "the map has no layer named 'city'"
    copy.write_text(text.replace('id="4" name="gates"', 'id="4" name="city"'))
    assert error(copy) == "the map has two layers named 'city'"


def test_tile_without_kind_or_district(copy, city):
    tileset = copy.parent / "city.tsx"
    first_street = min((s.row, s.col) for s in city.spaces
                       if s.kind == "street" and s.district == "bazaar")
    street_tile = ' <tile id="3">\n  <properties>\n   <property name="district" value="bazaar"/>\n'
    edit(tileset, street_tile + '   <property name="kind" value="street"/>\n', street_tile)
    row, col = first_street
    assert error(copy) == f"the tile at {col},{row} has no 'kind' property in its tileset"
    edit(tileset, street_tile, ' <tile id="3">\n  <properties>\n')
    assert error(copy) == f"the tile at {col},{row} has no 'kind' property in its tileset"
    edit(tileset, ' <tile id="3">\n  <properties>\n', street_tile.replace("bazaar", "suburb")
         + '   <property name="kind" value="street"/>\n')
    assert error(copy) == f"space {col},{row} is in no district: its tile says 'suburb'"


def test_space_outside_every_district_outline(copy):
    text = copy.read_text()
    souk = re.compile(r'<object id="3" name="souk".*?</object>', re.S)
    tiny = '<object id="3" name="souk" x="0" y="0" width="10" height="10"/>'
    copy.write_text(souk.sub(tiny, text))
    assert error(copy) == "space 7,1 lies in no district: no outline in layer 'districts' covers it"
    copy.write_text(re.sub(r'<object id="3" name="souk".*?</object>\n', "", text, flags=re.S))
    assert error(copy) == "layer 'districts' has no object named 'souk'"


def test_gate_between_non_neighbours(copy):
    edit(copy, '<property name="a" value="6,9"/>', '<property name="a" value="5,10"/>')
    assert error(copy) == "gate 'Fish Gate' joins 5,10 and 6,8, which are not neighbours"


def test_gate_between_the_wrong_districts(copy):
    edit(copy, '<property name="a" value="12,7"/>', '<property name="a" value="9,8"/>')
    edit(copy, '<property name="b" value="12,8"/>', '<property name="b" value="10,8"/>')
    assert error(copy) == ("gate \"Vizier's Gate\" joins the bazaar and the palace; "
                           "a gate joins a district to the next richer one")


def test_gate_moved_without_its_icon(copy):
    edit(copy, '<property name="a" value="6,9"/>', '<property name="a" value="5,9"/>')
    edit(copy, '<property name="b" value="6,8"/>', '<property name="b" value="5,8"/>')
    assert error(copy) == "gate 'Fish Gate' is not drawn on the edge between 5,9 and 5,8"


def test_gate_counts(copy):
    text = copy.read_text()
    copy.write_text(re.sub(r'<object id="\d+" name="Camel Gate".*?</object>\n', "", text,
                           flags=re.S))
    assert error(copy) == "the desert has 4 gates into the bazaar; the rules need 5"
    copy.write_text(re.sub(r'<object id="\d+" name="Pepper Gate".*?</object>\n', "", text,
                           flags=re.S))
    assert error(copy) == "0 gates join the harbour to the souk; the rules need 1 or 2"


def test_wall_between_non_neighbours_or_districts(copy):
    edit(copy, '<property name="b" value="9,8"/>', '<property name="b" value="9,10"/>')
    assert re.fullmatch(r"wall object \d+ separates 8,8 and 9,10, which are not neighbours",
                        error(copy))
    edit(copy, '<property name="b" value="9,10"/>', '<property name="b" value="9,7"/>')
    assert re.fullmatch(r"wall object \d+ stands between the bazaar and the harbour; "
                        r"district borders are walls already", error(copy))


def test_missing_or_escaping_tileset(copy):
    (copy.parent / "city.tsx").unlink()
    assert error(copy) == f"tileset file not found: {copy.parent / 'city.tsx'}"
    edit(copy, 'source="city.tsx"', 'source="../city.tsx"')
    assert error(copy) == "tileset '../city.tsx' must be a .tsx file in the map's folder"
    edit(copy, 'source="../city.tsx"', 'source="/etc/passwd"')
    assert error(copy) == "tileset '/etc/passwd' must be a .tsx file in the map's folder"


def test_what_pytmx_cannot_read_is_one_line(copy):
    edit(copy, '<data encoding="csv">', '<data encoding="base64">')
    assert error(copy).startswith("map file baghdad.tmx cannot be read: ")
    edit(copy, '<data encoding="base64">', '<data encoding="base64" compression="zlib">')
    assert error(copy) == "the map's layer data is compressed; save it with layer format CSV"


def test_unreachable_spaces_and_districts(copy, city):
    for near in ((6, 4), (7, 3), (7, 5), (8, 5)):  # wall the Pepper Gate's harbour street in
        add_wall(copy, city, (7, 4), near)
    assert error(copy) == "the souk cannot be reached from the desert"


def test_unreachable_space(copy, city):
    for near in ((11, 8), (12, 9), (13, 9)):  # the Vizier's Gate opens onto a walled yard
        add_wall(copy, city, (12, 8), near)
    assert error(copy) == "space 10,8 (palace) cannot be reached from the desert"


def test_sizes_below_the_rules_minimums(copy, city):
    rows = csv_rows(copy)
    street_gid = rows[8][8]  # a bazaar street
    shops = sorted((s.row, s.col) for s in city.spaces
                   if s.district == "bazaar" and s.kind == "shop")
    set_tiles(copy, {(col, row): street_gid for row, col in shops[11:]})
    assert error(copy) == "the bazaar has 11 shops; the rules need at least 12"


def test_the_vizier_must_wait_in_the_desert(copy):
    text = copy.read_text()
    copy.write_text(re.sub(r'  <object id="\d+" name="vizier"[^>]*/>\n', "", text))
    assert error(copy) == ("the map needs one object named 'vizier' (the Grand Vizier's start), "
                           "not 0")
    copy.write_text(re.sub(r'(name="vizier" gid="\d+") x="\d+" y="\d+"', r'\1 x="720" y="140"',
                           text))
    assert error(copy) == "the vizier object must stand on a desert hex, not at 7,1"
