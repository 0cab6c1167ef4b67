"""Faces to read: while an offer is built for a partner or answered, the wide panel's right part
shows that partner: its character, its temperament, the viewer's record of its claims and what
each district's goods are worth to it; an offer to everyone shows each partner short."""
import pytest

from engine.bagdad.cards import GOODS, name_value
from engine.bagdad.words import faces
from engine.core import Action
from scenes.bagdad.layout import DEAL, TRADE
from support.bagdad_play import at_position
from support.bagdad_table import button
from support.scenes import click
from test_bagdad_trading_room import offered, seven_cards


def dealt(app, which: str):
    state = seven_cards()
    state.temperaments = ["honest", "shrewd", "sly"]
    state.learnt = [[[0, 0, None], [3, 2, False], [1, 0, True]] for _ in range(3)]
    if which == "answer":
        return at_position(app, offered(state))
    table = at_position(app, state)
    click(app, button(table, "Offer to everyone") if which == "everyone"
          else button(table, action=Action("offer", partner=1)))
    return table


def face_notes(table) -> list:
    return [n for n in table.panel.notes if n.x >= DEAL.right]


def best(character: str, district: str) -> tuple[str, int]:
    return max(((g, name_value(district, g, character)) for g in GOODS[district]),
               key=lambda pair: pair[1])


@pytest.mark.parametrize("which", ["one", "answer"])
def test_the_partners_face_lies_beside_the_offer(app, which):
    table = dealt(app, which)
    view = table.view
    notes = face_notes(table)
    words = " ".join(n.words for n in notes)
    character = view["characters"][1]
    assert words.startswith(f"Omar · {character}")
    assert "Shrewd" in words and "3 true and 2 not true" in words
    for district in GOODS:
        good, worth = best(character, district)
        assert f"{good} {worth}" in words, district
    assert all(TRADE.contains((n.x, n.y, n.width, 1)) for n in notes)
    assert max(n.y + table.panel.line_step for n in notes) <= table.panel.hand_top


def test_an_offer_to_everyone_shows_each_partner_short(app):
    table = dealt(app, "everyone")
    lines = [n.words for n in face_notes(table)]
    assert any(h.startswith("Omar") and "3 true, 2 not" in h and "shrewd" in h for h in lines)
    assert any(h.startswith("Zaid") and "1 true, 0 not" in h and "sly" in h for h in lines)
    assert len(lines) <= 8 and max(n.y for n in face_notes(table)) < table.panel.hand_top


def test_a_person_partner_shows_no_temperament():
    view = {"players": 2, "characters": ["Ali Baba", "Sinbad"], "temperaments": None,
            "learnt": None}
    lines = faces.face(view, 1, ["Ali", "Sam"])
    assert lines[:2] == ["Sam · Sinbad", "None of its claims checked yet."]
    assert faces.worths("Sinbad", "palace")[0] == best("Sinbad", "palace")
