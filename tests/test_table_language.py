"""The tables say every word in the language in use, looked up as it is drawn or built: played
in a made-up language that marks each word looked up ("⟦…⟧"), whatever the catalogues hold, the
table's chrome, the city table's panel and its buttons, the guide, the results and the replay
say nothing unmarked, and what a table paints once (its chrome, the card faces) is painted
anew in the new language."""
from __future__ import annotations

import gettext

import pytest

from engine import catalog
from engine.bagdad.rounds import finish
from engine.match import Match
from engine.session import Session
from engine.words import language
from engine.words.language import tr
from scenes.bagdad import cards_art
from scenes.bagdad.results import BagdadResults
from scenes.table.host import TableScene
from scenes.table.replay import ReplayScene
from support.bagdad_fixtures import goods, purchase
from support.bagdad_play import NAMES, at_position, my_turn, open_table, seats
from support.bagdad_table import BAZAAR, shopping
from support.scenes import drawn_lines, steps


class Marked(gettext.NullTranslations):
    """A language whose every word is its English, marked."""

    def gettext(self, message):
        return f"⟦{message}⟧"

    def ngettext(self, one, other, n):
        return f"⟦{one if n == 1 else other}⟧"

    def pgettext(self, context, message):
        return self.gettext(message)

    def npgettext(self, context, one, other, n):
        return self.ngettext(one, other, n)


@pytest.fixture
def marked(monkeypatch):
    monkeypatch.setattr(language, "translations", lambda domain, code: Marked())
    language.force("de")        # as --lang: the app's settings keep it when applied
    language.use("de")
    yield
    language.force(None)
    language.use(language.ENGLISH)


def said(words: str) -> bool:
    """Words of a language: looked up (marked, or a wrapped line of what is), or no words at
    all (a seat's name, a price)."""
    for name in NAMES:
        words = words.replace(name, "")
    return "⟦" in words or "⟧" in words or not any(ch.isalpha() for ch in words)


def test_the_chrome_is_painted_anew_in_the_language_chosen_while_the_table_is_open(
        app, monkeypatch, marked):
    table = open_table(app)         # its chrome painted in the made-up language
    language.force(None)            # as Settings chose
    language.use(language.ENGLISH)
    lines = drawn_lines(app, monkeypatch, table)
    assert "At the table" in lines and "What happened" in lines


def test_a_card_face_is_painted_anew_in_another_language(marked):
    card = {"card": 3, "district": "bazaar", "kind": "goods", "name": "copper", "value": 4}
    german = cards_art.face(card, cards_art.LARGE)
    language.use(language.ENGLISH)
    assert cards_art.face(card, cards_art.LARGE) is not german


def test_every_word_of_the_city_tables_decisions_is_looked_up(app, marked):
    """The seat's decisions over a round and more (placing, trading, building and answering
    offers, buying, paying, moving): the panel's title, guidance, notes and buttons, the
    banner's decision and the hand's title."""
    table = open_table(app, ("human", "ai:normal", "ai:normal"), seed=3)
    match, kinds = table.match, set()
    for _ in range(4000):
        steps(app, 1)
        if table.state.round > 2:
            break
        if not my_turn(app, table):
            continue
        panel = table.panel
        kinds.add(table.actions[0].kind)
        shown = [panel.title, panel.hand_title, " ".join(panel.lines),
                 table.chrome.banner_text()[1]] + [n.words for n in panel.notes] \
            + [tr(b.label) for b in panel.buttons]
        assert all(said(words) for words in shown), [w for w in shown if not said(w)]
        table.play(Session(match).decision(0, "normal").make())
    assert {"place", "offer", "give", "buy_piece"} <= kinds, kinds


def test_the_guide_and_the_waiting_panel_say_their_words(app, marked):
    table = at_position(app, shopping([goods(BAZAAR, 0, 6)]))
    assert all(said(step.title) and said(step.body) for step in table.guide_steps())
    assert said(table.panel.waiting_words())


@pytest.mark.parametrize("why", ["vizier", "round_limit", "stalled"])
def test_the_results_say_their_words(app, marked, why):
    state = purchase(3)
    finish(state, why)
    match = Match(catalog.get("bagdad"), seats(["ai:easy"] * 3), 1, {}, state)
    results = BagdadResults(app, app.stack.reset(TableScene(app, match)))
    assert all(said(header) for header in results.headers()) and said(results.message)


def test_the_replay_bar_and_its_play_on_dialog_say_their_words(app, monkeypatch, marked):
    match = Match.new("bagdad", seats(["ai:easy", "ai:easy", "ai:easy"]), 2)
    session = Session(match)
    for _ in range(12):
        session.play(session.to_move(), session.decision(session.to_move()).make())
    replay = app.stack.push(ReplayScene(app, match))
    replay.step_forward()
    lines = drawn_lines(app, monkeypatch, replay)
    assert any(line.startswith("⟦Replay · move 1 of 12⟧") for line in lines)
    assert "⟦Esc: back to the saves⟧" in lines
    replay.ask_play_on()
    assert app.stack.top.title == "⟦Play on after move 1⟧"



def test_the_guides_character_line_is_the_setup_screens_in_the_language_in_use(app):
    from engine.bagdad.setup import pays_best
    table = open_table(app)
    language.use("de")
    character = table.view["characters"][table.viewer]
    bodies = [step.body for step in table.guide_steps()]
    assert any(body.startswith(pays_best(character) + " – ") for body in bodies), bodies
