"""Board spaces are told by their place, never by a number the board does not show: each space
of the map has its own name (engine/bagdad/places.py, worded by terms.label), and whole games'
logs, banners and hover tips name no space by number."""
from __future__ import annotations

import re

import engine.bagdad as g
from engine.bagdad.board import CITY
from engine.bagdad.city import DESERT
from engine.bagdad.places import PLACES
from engine.bagdad.words import digest, hints, telling
from engine.bagdad.words.terms import label
from engine.match import Match
from engine.session import Session

from support.bagdad_play import seats

NAMES = ("Layla", "Omar", "Zaid", "Nadia")
NUMBERED = re.compile(r"\b(shop|street|space)s? \d")


def test_every_space_has_a_name_of_its_own_with_no_number_in_it():
    names = [label(s.id) for s in CITY.spaces]
    assert len(set(names)) == len(names)
    assert not [n for n in names if re.search(r"\d", n)]
    for s in CITY.spaces[1:]:      # each names its district and kind
        assert s.district.capitalize() in label(s.id) and s.kind in label(s.id), label(s.id)


def test_a_place_reads_as_where_it_lies_on_the_map():
    souk = CITY.in_district("souk", "shop")
    assert label(min(souk)) == "the western shop at the Souk's north-west edge"
    camel = next(gate for gate in CITY.gates if gate.name == "Camel Gate")
    assert label(camel.inner) == "the Bazaar street at the Camel Gate"
    hearts = [s for s in range(1, len(CITY.spaces)) if PLACES[s].where == "heart"]
    assert hearts and all("in the heart of the" in label(s) for s in hearts)
    assert PLACES[DESERT] is None and label(DESERT) == "the Desert"


OPPOSITE = {"north": "south", "south": "north", "east": "west", "west": "east"}


def test_no_name_points_against_the_side_it_lies_at():
    """"The southern shop at the Bazaar's north edge" was read as a mistake, and so was "the
    south-eastern shop at the Bazaar's north-east edge": spaces alike in a line out from their
    side are the outer and the inner one, and at a slanting side each is told by a way of the
    side itself ("the northern shop at the Bazaar's north-east edge")."""
    named = [s for s in range(1, len(CITY.spaces)) if PLACES[s].which and PLACES[s].side]
    clashing = [label(s) for s in named
                if PLACES[s].which.removesuffix("most") in OPPOSITE
                and OPPOSITE[PLACES[s].which.removesuffix("most")] in PLACES[s].side.split("_")]
    slanting = [label(s) for s in named if "_" in PLACES[s].side
                and PLACES[s].which.removesuffix("most") not in (*PLACES[s].side.split("_"),
                                                                 "middle")]
    assert clashing == [] and slanting == []
    assert "the outer shop at the Bazaar's north edge" in map(label, named)
    assert "the northern shop at the Bazaar's north-east edge" in map(label, named)


def test_whole_games_name_no_space_by_number():
    """Three AI games at four seats, every move in the words of the log, the banner, the
    headlines, a wait's summary and each space's hover tip."""
    for seed in (1, 2, 3):
        match = Match.new("bagdad", seats(("ai:normal", "ai:easy", "ai:normal", "ai:easy")),
                          seed)
        session, said, seen = Session(match), [], []
        while session.to_move() is not None:
            played = session.step()
            said.append(g.describe_action(played.action, played.before))
            said += telling.event_lines(played.events, NAMES, played.seat, True)
            said += [telling.headline(e, NAMES) or "" for e in played.events]
            seen += played.events
        said += digest.summary(seen, NAMES, 0)
        view = match.state.view(0)
        for space in range(len(CITY.spaces)):
            title, lines = hints.space_hint(view, space, NAMES)
            said += [title, *lines]
        assert any("at the" in line for line in said)
        assert not [line for line in said if NUMBERED.search(str(line))]
