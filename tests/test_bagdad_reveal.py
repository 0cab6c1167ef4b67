"""Thieves of Bagdad: a bluff the person catches is a moment on the table. After a deal, a card
received under a false name rises over the city showing the claimed name, turns to show what it
is, with the words beside it, while the maker's row is ringed; a true claim turns nothing."""
from __future__ import annotations

import pygame

from engine.bagdad.cards import CARDS, NAMES
from engine.bagdad.city import DISTRICTS
from engine.core import Action
from scenes.bagdad import cards_art, motion, reveal
from scenes.kit import paper, text
from support.bagdad_fixtures import placed, set_hand
from support.bagdad_play import at_position
from support.bagdad_table import button

SOUK, PALACE = (DISTRICTS.index(d) for d in ("souk", "palace"))
FRAME = 1 / 60


def ids(district: int) -> list[int]:
    return [c.id for c in CARDS if c.district == district]


def offered(lie: bool):
    """Round 1's exchange, the person done: Omar (seat 1) offers it a Souk card, claimed (falsely
    when `lie`), for its Palace card."""
    state = placed(3)
    souk = ids(SOUK)[0]
    truth = CARDS[souk].name
    claim = next(n for n in NAMES["souk"][:6] if n != truth) if lie else truth
    set_hand(state, 0, [ids(PALACE)[0], ids(0)[0]])
    set_hand(state, 1, [souk])
    set_hand(state, 2, ids(PALACE)[1:2])
    for action in (Action("done"), Action("offer", partner=0), Action("give", card=souk),
                   Action("ask", district="palace"), Action("claim", card=souk, name=claim),
                   Action("send")):
        assert action in state.legal_actions(), action
        state.apply(action)
    return state, souk, claim


def reveals_after_accepting(app, state) -> tuple[object, list]:
    table = at_position(app, state, speed="normal")
    button(table, "Accept").click()
    app.step(FRAME)
    line = table.timeline
    beats = [b for b in [line.current, *line.queued()] if isinstance(b, reveal.Reveal)]
    return table, beats


def test_a_caught_bluff_turns_the_card_and_rings_the_makers_row(app, monkeypatch):
    state, souk, claim = offered(lie=True)
    table, beats = reveals_after_accepting(app, state)
    assert len(beats) == 1
    beat = beats[0]
    assert beat.claimed["name"] == claim and beat.true["name"] == CARDS[souk].name
    assert "value" not in beat.claimed and beat.true["card"] == souk
    assert beat.maker == 1                                          # Omar
    drawn, said = [], []
    real_face, real_draw = cards_art.face, text.draw
    monkeypatch.setattr(cards_art, "face", lambda c, size: drawn.append(c["name"])
                        or real_face(c, size))
    monkeypatch.setattr(text, "draw", lambda s, words, *a, **k: said.append(words)
                        or real_draw(s, words, *a, **k))
    surface = paper.Paper(pygame.Surface((1280, 720)), 1.0)
    beat.draw(surface, table, 0.1)
    assert drawn == [claim] and not said          # the claim first, no words yet
    beat.draw(surface, table, 0.9)
    assert drawn == [claim, CARDS[souk].name]     # then it has turned
    assert said and f"\u201c{claim}\u201d" in said[-1] and CARDS[souk].name in said[-1]
    row = table.chrome.seat_row(1).inflate(4, 4)
    assert surface.pixels.get_at((row.centerx, row.top + 1))[:3] != (0, 0, 0)   # ringed


def test_a_true_claim_turns_nothing_and_the_caught_bluff_is_on_the_record(app):
    state, _, _ = offered(lie=False)
    _, beats = reveals_after_accepting(app, state)
    assert beats == []
    state, _, _ = offered(lie=True)
    table, beats = reveals_after_accepting(app, state)
    for _ in range(600):
        if not table.board_busy():
            break
        app.step(FRAME)
    assert not table.board_busy()
    assert table.view["learnt"][1]["false"] == 1        # the seat's record changed


def test_the_hand_shows_the_bluffed_card_only_once_it_has_turned(app):
    """Its true name in the hand would tell the bluff while the card over the city still shows
    the claim: the hand holds it back until the reveal has turned it."""
    state, souk, _ = offered(lie=True)
    table, beats = reveals_after_accepting(app, state)
    shown = []
    for _ in range(600):
        if not table.board_busy():
            break
        current = table.timeline.current
        if isinstance(current, reveal.Reveal):
            in_hand = souk not in motion.landing_cards(table.timeline)
            shown.append((current.t >= reveal.TURN, in_hand))
        app.step(FRAME)
    assert (False, True) not in shown           # never in the hand before it turned
    assert (False, False) in shown and (True, True) in shown
