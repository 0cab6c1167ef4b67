"""The Forty Thieves card table, driven like a player: clicks on cards, the deck and the
2-player pair, hover hints, hot-seat privacy, saving mid-choice, and whole games by clicks."""
import random
from dataclasses import replace

import pygame
import pytest

import engine.forty_thieves as ft
from engine.core import Action
from engine.forty_thieves.knowledge import seen, unseen
from engine.match import Match, Seat
from saves import store
from scenes.forty_thieves import cards_art
from scenes.forty_thieves.results import FortyResults
from scenes.forty_thieves.shown import Shown
from scenes.forty_thieves.table import CardTable
from scenes.table.guide import GuideScene
from scenes.table.handoff import HandOff
from scenes.tables import open_match, table_for
from support.scenes import click, start, steps

NAMES = ("Layla", "Omar", "Zaid", "Nadia", "Tariq", "Salma")


def seats(kinds):
    return [Seat(NAMES[i], "human") if k == "human" else Seat(NAMES[i], "ai", k[3:])
            for i, k in enumerate(kinds)]


def open_table(app, kinds=("human", "ai:normal", "ai:easy"), seed=3, match=None, speed="instant"):
    app.apply_settings(replace(app.settings, animation_speed=speed))
    match = match or Match.new("forty_thieves", seats(kinds), seed)
    return start(app, lambda a: CardTable(a, match))


def card(table, owner, index):
    return table.plan.seats[owner].cards[index].center


def hover(app, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    steps(app, 2)


def pending_match(kinds=("human", "ai:normal"), drawn=False):
    """A 2-player match where seat 0's deck reveal turns up a pair to choose from (`drawn`:
    has turned it up already)."""
    for seed in range(200):
        match = Match.new("forty_thieves", seats(kinds), seed)
        match.apply(Action("reveal_deck"))
        if match.state.pending:
            return match if drawn else Match.new("forty_thieves", seats(kinds), seed)
    raise AssertionError("no seed gives a 2-player choice")


def test_the_forty_thieves_table_is_registered():
    assert table_for("forty_thieves") is CardTable


def test_clicking_another_players_face_down_card_reveals_it(app):
    table = open_table(app)
    click(app, card(table, 1, 1))
    assert table.match.log[0] == Action("reveal", seat=1, place="centre")
    assert table.shown.hands[1][1].up or table.shown.round > 1


def test_own_cards_and_revealed_cards_do_nothing(app):
    for seed in range(100):   # a deal where seat 0's first reveal is safe
        match = Match.new("forty_thieves", seats(("human", "ai:easy")), seed)
        match.apply(Action("reveal", seat=1, place="left"))
        match.apply(Action("reveal", seat=0, place="right"))
        if match.state.round == 1 and match.state.to_move() == 0:
            break
    table = open_table(app, match=match)
    before = list(match.log)
    for pos in (card(table, 1, 0), card(table, 0, 1), card(table, 0, 2)):
        click(app, pos)
    assert match.log == before and table.shown.hands[1][0].up


def test_the_deck_reveals(app):
    table = open_table(app)
    click(app, table.plan.deck.center)
    assert table.match.log[0] == Action("reveal_deck")


def test_the_two_player_choice_shows_large_and_resolves_by_a_click(app):
    table = open_table(app, match=pending_match())
    click(app, table.plan.deck.center)
    pair = table.match.state.pending
    assert table.shown.pair == pair and set(table.targets()) == {("pair", 0), ("pair", 1)}
    click(app, table.plan.pair[1].center)
    assert table.match.log[1] == Action("choose", card=pair[1])
    assert table.shown.pair is None


def test_hovering_a_card_says_whose_it_is_and_counts_the_unseen_cards(app):
    table = open_table(app)
    hover(app, card(table, 1, 1))
    title, lines = table.hint(table.hover)
    assert table.hover == ("card", 1, 1) and title == "Omar's centre card"
    counts = unseen(table.view)
    assert lines[0] == f"The sum is 0. Of {sum(counts.values())} cards you have not seen:"
    assert lines[1].startswith(f"{sum(counts.values())} keep it below 12")
    hover(app, card(table, 0, 0))
    title, lines = table.hint(table.hover)
    assert title == "Your left card" and "may not reveal your own" in lines[0]


def run_to_hand_off(app):
    for _ in range(300):
        app.step(1 / 30)
        if isinstance(app.stack.top, HandOff):
            return app.stack.top
    raise AssertionError("no hand-off")


def recording_faces(monkeypatch) -> list:
    """Every card face drawn from now on, by name."""
    drawn = []
    face = cards_art.face
    monkeypatch.setattr(cards_art, "face",
                        lambda name, size: drawn.append(name) or face(name, size))
    return drawn


def test_the_guide_opened_while_the_board_is_hidden_shows_the_tables_parts(app):
    """Between two people the board is hidden (nothing laid out): the guide still opens, with
    the parts every table has, rather than failing on a board it cannot point at."""
    table = open_table(app, kinds=("human", "human", "ai:easy"))
    assert isinstance(app.stack.top, HandOff) and table.view == {} and table.plan is None
    table.open_guide()
    guide = app.stack.top
    assert isinstance(guide, GuideScene)
    assert [step.title for step in guide.steps] == ["Whose turn", "At the table", "What happened"]


def test_hot_seat_shows_the_curtain_and_never_draws_the_other_humans_faces(app, monkeypatch):
    drawn = recording_faces(monkeypatch)
    table = open_table(app, kinds=("human", "human", "ai:easy"), speed="fast")
    assert isinstance(app.stack.top, HandOff) and not drawn
    click(app, app.stack.top.ready)
    click(app, card(table, 2, 0))                         # Layla reveals the AI's left card
    curtain = run_to_hand_off(app)
    assert curtain.seat == 1
    click(app, curtain.ready)
    drawn.clear()
    steps(app, 5)
    assert drawn and set(drawn) <= set(seen(table.match.state.view(1)))
    assert all(slot.card is None for slot in table.shown.hands[0] if not slot.up)


def test_hot_seat_pair_is_seen_by_its_chooser_only(app, monkeypatch):
    drawn = recording_faces(monkeypatch)
    table = open_table(app, match=pending_match(("human", "human")), speed="fast")
    click(app, app.stack.top.ready)
    click(app, table.plan.deck.center)
    pair = list(table.match.state.pending)
    steps(app, 90)
    assert table.shown.pair == pair and app.stack.top is table   # no curtain mid-choice
    click(app, table.plan.pair[0].center)
    curtain = run_to_hand_off(app)
    click(app, curtain.ready)
    drawn.clear()
    steps(app, 5)
    assert set(drawn) <= set(seen(table.match.state.view(1)))


def test_the_banner_keeps_an_ai_pairs_choice_unsaid(app):
    table = open_table(app, match=pending_match(("ai:normal", "human"), drawn=True),
                       speed="normal")
    choose = Action("choose", card=table.match.state.pending[0])
    assert table.words(choose, table.match.state.view(0)) == "keep one of the two cards"


def test_a_save_during_the_two_player_choice_resumes_with_the_choice(app):
    table = open_table(app, match=pending_match())
    click(app, table.plan.deck.center)
    pair = list(table.match.state.pending)
    path = store.save_slot(table.match, "mid choice")
    resumed = open_match(app, store.load(path))
    steps(app, 2)
    assert isinstance(resumed, CardTable) and resumed.shown.pair == pair
    click(app, resumed.plan.pair[0].center)
    assert resumed.match.log[1] == Action("choose", card=pair[0])


def test_the_animations_hold_the_turn_and_a_click_skips_them(app):
    table = open_table(app, speed="normal")
    click(app, card(table, 1, 0))
    assert table.board_busy() and table.timeline.current is not None
    steps(app, 5)
    assert len(table.match.log) == 1                      # the AI waits for the animation
    click(app, (900, 500))
    assert not table.board_busy()
    assert table.shown == Shown.from_view(table.view)


def test_a_whole_game_by_clicks_reaches_the_results(app):
    table = open_table(app, kinds=("human", "ai:normal", "ai:normal", "ai:easy"), seed=5)
    for _ in range(3000):
        if isinstance(app.stack.top, FortyResults):
            break
        targets = table.targets()
        if targets:
            click(app, table.plan.deck.center if ("deck",) in targets else
                  pygame.Rect(table.plan.pair[0] if ("pair", 0) in targets else
                              table.plan.seats[min(targets)[1]].cards[min(targets)[2]]).center)
        else:
            app.step(0.2)
    results = app.stack.top
    assert isinstance(results, FortyResults) and table.match.state.is_over()
    assert results.headers()[-1] == "= Gold"
    for d in results.result.details:
        assert 20 + d["rewards"] + d["bonuses"] - d["penalties"] == d["gold"]


@pytest.mark.parametrize("players", [2, 3, 6])
def test_the_table_as_shown_follows_the_events_to_the_view(players):
    """Events applied one by one to what is shown always arrive at what the view says."""
    for seed in range(6):
        state, rng = ft.new_game(players, seed), random.Random(seed)
        viewer = seed % players
        shown = Shown.from_view(state.view(viewer))
        while not state.is_over():
            for event in state.apply(rng.choice(state.legal_actions())):
                if event.visible(viewer):
                    shown.apply(event)
            assert shown == Shown.from_view(state.view(viewer))


def caught_match():
    """A 3-player match where Layla's first reveal, Omar's left card, ends the round."""
    for seed in range(300):
        match = Match.new("forty_thieves", seats(("human", "ai:normal", "ai:easy")), seed)
        probe = match.state.clone()
        probe.apply(Action("reveal", seat=1, place="left"))
        if probe.round == 2:
            return match
    raise AssertionError("no seed catches the first reveal")


def test_a_catch_is_staged_before_the_round_resets(app):
    table = open_table(app, match=caught_match(), speed="normal")
    click(app, card(table, 1, 0))
    assert table.match.state.round == 2 and table.board_busy()
    seen_kinds, headlines = [], set()
    while table.board_busy():
        beat = table.timeline.current
        if beat is not None and beat.event.kind not in seen_kinds:
            seen_kinds.append(beat.event.kind)
            if beat.event.kind in ("penalty", "round_end"):   # the broken round is still out
                assert table.shown.round == 1 and table.shown.last_key == ("card", 1, 0)
                assert table.chrome.banner_seat == 0            # the banner waits for the board
        if table.headline.words is not None:
            headlines.add(table.headline.words)
        steps(app, 1)
    assert seen_kinds[:4] == ["reveal", "penalty", "round_end", "gather"]
    title, subtitle = next(h for h in headlines if h[0] == "Caught!")
    assert "Layla" in subtitle and "made the sum" in subtitle or "Boss" in subtitle
    assert "pays" in subtitle or "no gold" in subtitle
    steps(app, 2)
    assert table.chrome.banner_seat == table.match.state.to_move() == 1


def test_the_banner_names_the_mover_until_the_board_has_shown_the_move(app):
    table = open_table(app, speed="normal")
    click(app, card(table, 1, 0))
    if table.match.state.to_move() == 1:
        assert table.board_busy() and table.chrome.banner_seat == 0
        who, what = table.chrome.staged_text()
        assert who == "Layla" and what.startswith("reveals ")     # the move, as Layla's deed
    table.timeline.finish()
    steps(app, 2)
    assert table.chrome.banner_seat == table.match.state.to_move()


def test_a_click_puts_the_hover_tip_away_until_the_pointer_moves(app, monkeypatch):
    from scenes.kit import tips
    shown = []
    real = tips.draw
    monkeypatch.setattr(tips, "draw", lambda *a, **k: shown.append(a[3]) or real(*a, **k))
    table = open_table(app)
    hover(app, card(table, 1, 1))
    assert shown and shown[-1] == "Omar's centre card"
    click(app, card(table, 1, 1), frames=1)
    shown.clear()
    steps(app, 90)                                      # the AIs' turns, the pointer still
    assert not shown
    hover(app, card(table, 2, 0))
    assert shown and shown[-1] == "Zaid's left card"


def test_the_guide_tells_where_the_cards_lie_what_a_catch_costs_and_the_bonus(app):
    table = open_table(app)
    guide = {step.title: step.body for step in table.guide_steps()}
    assert "Boss lies on the left, +1 in the centre and ×2 on the right" in guide["Your cards"]
    assert "from lowest to highest" in guide["Your cards"]
    assert "pay the bank 10 gold" in guide["The sum"]
    assert "a sun and a moon" in guide["Treasures"] and "10 gold" in guide["Treasures"]
