"""Thieves of Bagdad: the cards the seat on screen gets fly into their place in its hand, and
the side panel shows and counts them only once they land; the seat rows' counts wait for the
flights too; at "instant" speed nothing waits. Also: no hover tip covers a popup."""
from __future__ import annotations

import pygame
import pytest

from engine.bagdad.cards import CARDS
from engine.bagdad.city import DISTRICTS
from engine.core import Action
from scenes.bagdad import cards_art, motion
from scenes.bagdad.panel import Panel
from scenes.kit import paper, text, theme, tips
from support.bagdad_fixtures import placed, set_hand
from support.bagdad_play import at_position, card, hover, open_table, place_by_clicks
from support.bagdad_table import button

FRAME = 1 / 60
SOUK, PALACE = (DISTRICTS.index(d) for d in ("souk", "palace"))


def ids(district: int) -> list[int]:
    return [c.id for c in CARDS if c.district == district]


def two_for_one():
    """Round 1's exchange, the human done: Omar (seat 1) offers it his two Souk cards for its
    one Palace card (handed over by itself once accepted)."""
    state = placed(3)
    set_hand(state, 0, [ids(PALACE)[0], ids(0)[0]])
    set_hand(state, 1, ids(SOUK)[:2])
    set_hand(state, 2, ids(PALACE)[1:2])
    for action in (Action("done"), Action("offer", partner=0), Action("give", card=ids(SOUK)[0]),
                   Action("give", card=ids(SOUK)[1]), Action("ask", district="palace"),
                   Action("send")):
        assert action in state.legal_actions(), action
        state.apply(action)
    return state


class Watch:
    """What each frame draws: the card faces in the hand panel, the hand's title, and what a
    seat row counts."""

    def __init__(self, monkeypatch) -> None:
        self.faces, self.titles, self.words = set(), [], []
        self.panel = False          # inside Panel.draw
        real_face, real_draw, real_text, real_panel = cards_art.face, text.draw, theme.text, \
            Panel.draw

        def face(shown, size):
            if self.panel:
                self.faces.add(shown["card"])
            return real_face(shown, size)

        def panel(*args, **kwargs):
            self.panel = True
            real_panel(*args, **kwargs)
            self.panel = False

        def draw(surface, words, *args, **kwargs):
            if " cards · " in words:
                self.titles.append(words)
            return real_draw(surface, words, *args, **kwargs)

        def render(words, *args, **kwargs):
            self.words.append(words)
            return real_text(words, *args, **kwargs)

        monkeypatch.setattr(cards_art, "face", face)
        monkeypatch.setattr(text, "draw", draw)
        monkeypatch.setattr(theme, "text", render)
        monkeypatch.setattr(Panel, "draw", panel)

    def frame(self, app, table) -> tuple[frozenset, set, str, list[int]]:
        """One frame: (cards landing, faces in the panel, the hand's title, each row's count)."""
        self.faces, self.titles = set(), []
        app.step(FRAME)
        return (motion.landing_cards(table.timeline), self.faces, self.titles[-1],
                [self.count(table, seat) for seat in range(3)])

    def count(self, table, seat: int) -> int:
        self.words = []
        chrome = table.chrome
        chrome.draw_seat_tag(paper.Paper(pygame.Surface((1280, 720)), 1.0), chrome.seat_row(seat), seat)
        return next(int(w) for w in self.words if w.isdigit())


def until_still(app, table, watch: Watch) -> list[tuple]:
    frames = []
    for _ in range(600):
        frames.append(watch.frame(app, table))
        if not table.board_busy():
            return frames
    raise AssertionError("the board never came to rest")


def test_a_trades_cards_fly_into_the_hand_and_count_once_landed(app, monkeypatch):
    table = at_position(app, two_for_one(), speed="normal")
    watch = Watch(monkeypatch)
    palace = ids(PALACE)[0]
    was = card(table, palace).rect.center
    button(table, "Accept").click()
    got = set(ids(SOUK)[:2])
    assert table.board_busy() and motion.landing_cards(table.timeline) == got
    frames = until_still(app, table, watch)
    flight = [f for f in frames if f[0]]
    assert len(flight) > 10
    for landing, faces, title, counts in flight:
        assert not landing & faces and landing <= got           # not drawn while flying
        assert title.startswith(f"Your cards · {3 - len(landing)}")
    assert flight[0][3] == [2, 1, 1]        # the row waits: its two cards in, one out
    assert {len(f[0]) for f in flight} == {1, 2}                # they land one by one
    landing, faces, title, counts = frames[-1]
    assert not landing and got <= faces and title.startswith("Your cards · 3")
    assert counts == [3, 1, 1] and palace not in faces

    table = at_position(app, two_for_one(), speed="normal")
    button(table, "Accept").click()
    app.step(FRAME)
    items = table.timeline.current.items
    assert items[0][1] == was                       # the Palace card leaves from the hand
    assert [item[2] for item in items[1:]] == [card(table, c).rect.center for c in ids(SOUK)[:2]]


def test_the_income_flies_into_the_hand_and_counts_once_landed(app, monkeypatch):
    table = open_table(app, speed="normal")
    place_by_clicks(app, table)
    watch = Watch(monkeypatch)
    hand = {c["card"] for c in table.view["hand"]}
    assert hand and motion.landing_cards(table.timeline) == hand
    frames = until_still(app, table, watch)
    assert not frames[0][1] & hand and frames[0][2].startswith("Your cards · 0")
    assert frames[0][3] == [0, 0, 0]
    landing, faces, title, counts = frames[-1]
    assert not landing and hand <= faces and title.startswith(f"Your cards · {len(hand)}")
    assert counts == [sum(table.view["hand_counts"][s].values()) for s in range(3)]


def test_at_instant_speed_nothing_waits(app, monkeypatch):
    table = at_position(app, two_for_one())
    watch = Watch(monkeypatch)
    button(table, "Accept").click()
    landing, faces, title, counts = watch.frame(app, table)
    assert not landing and set(ids(SOUK)[:2]) <= faces
    assert title.startswith("Your cards · 3") and counts == [3, 1, 1]


@pytest.mark.parametrize("covered", [False, True])
def test_no_hover_tip_covers_the_summary_of_the_wait(app, monkeypatch, covered):
    """The summary lies at the foot of the wide panel of the offer, over the hand: a card of
    the hand under it shows no tip while it is up."""
    state = two_for_one()
    set_hand(state, 0, state.hands[0] + ids(0)[1:12])     # two rows, down to the foot
    table = at_position(app, state)
    shown = []
    monkeypatch.setattr(tips, "draw", lambda *args: shown.append(args))
    table.waiting.card.show(["Omar offers you two Souk cards."])
    table.waiting.card.visible = covered
    under = next(s for s in table.panel.cards if s.rect.colliderect(table.waiting.card.rect))
    hover(app, under.rect.clip(table.waiting.card.rect).center)
    assert table.hover is not None and bool(shown) is not covered
