"""The table host: AI seats play through it, humans click actions, turns autosave, Esc pauses,
hand-offs hide the board between humans, and the results come up at the end."""
from types import SimpleNamespace

import pygame
import pytest

from saves import store
from scenes.kit.dialogs import Dialog, Prompt
from scenes.table.handoff import HandOff
from scenes.screens.pause import PauseMenu
from scenes.screens.results import ResultsScene
from scenes.screens.rules import RulesScene
from scenes.table.host import TableScene
from scenes import registry
from scenes.tables import table_for
from scenes.screens.title import TitleScene
from support.matches import mini_match
from support.fixtures import WINDOWS
from support.scenes import click, key, start, steps


def table(app, kinds=("human", "ai:easy")):
    return start(app, lambda a: TableScene(a, mini_match(kinds)))


def test_two_ais_play_a_whole_game_to_the_results(app):
    scene = table(app, ("ai:easy", "ai:normal"))
    for _ in range(200):
        app.step(0.5)                        # a fake clock: each frame half a second
        if isinstance(app.stack.top, ResultsScene):
            break
    results = app.stack.top
    assert isinstance(results, ResultsScene)
    match = scene.match
    assert match.state.is_over() and len(match.log) == 12
    assert results.result.scores == match.state.result().scores
    assert results.columns == ["points"]
    assert len(scene.log.entries) >= 1 + len(match.log)
    assert store.newest_autosave() is None              # finished games are not continued
    assert [i.over for i in store.listing().infos] == [True]


def test_ai_moves_wait_for_the_pace_and_a_click_skips_it(app):
    scene = table(app, ("ai:easy", "ai:easy"))
    assert scene.match.log == [] and scene.thinking is not None and scene.thinking.ready
    click(app, (400, 300))
    assert len(scene.match.log) == 1


def test_a_threaded_ai_never_blocks_the_frame(app):
    app.threaded_ai = False
    scene = table(app, ("human", "ai:easy"))
    app.threaded_ai = True
    click(app, scene.action_list.items[0])
    assert scene.match.state.to_move() == 1
    for _ in range(600):
        app.step(0.05)
        if scene.match.state.to_move() == 0:
            break
    assert scene.match.state.to_move() == 0 and len(scene.match.log) == 2


def test_a_human_clicks_an_action_and_the_turn_is_autosaved(app):
    scene = table(app)
    buttons = scene.action_list.items
    assert [b.label for b in buttons] == [f"play the {a.card}" for a in scene.actions]
    click(app, buttons[-1])
    match = scene.match
    assert len(match.log) == 1 and match.log[0] == scene.match.log[0]
    assert store.load(store.newest_autosave()).log == match.log
    assert scene.actions == []                          # the AI's turn now
    assert "P1 plays the" in scene.log.entries[-1].message


def test_esc_pauses_and_the_pause_menu_saves_to_a_slot(app):
    scene = table(app)
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseMenu) and app.stack.visible()[0] is scene
    steps(app, 30)
    click(app, pause.widgets[1])                         # Save
    prompt = app.stack.top
    assert isinstance(prompt, Prompt) and prompt.field.value.startswith("Mini Game, ")
    click(app, prompt.default_button)
    saved = app.stack.top
    assert isinstance(saved, Dialog) and saved.title == "Saved"
    assert [i.label for i in store.listing().infos if i.kind == "slot"] == [prompt.field.value]
    key(app, pygame.K_RETURN)
    assert app.stack.top is scene


def test_pause_rules_opens_the_current_games_rules(app):
    (app.rules_dir / "minigame.md").write_text("# Mini\n\nPlay cards.", encoding="utf-8")
    table(app)
    key(app, pygame.K_ESCAPE)
    click(app, app.stack.top.widgets[2])
    rules = app.stack.top
    assert isinstance(rules, RulesScene) and rules.books[rules.book][1] == "Mini"


def test_quit_to_title_keeps_the_autosave_for_continue(app):
    scene = table(app)
    key(app, pygame.K_ESCAPE)
    click(app, app.stack.top.widgets[4])                 # Quit to title
    title = app.stack.top
    assert isinstance(title, TitleScene) and len(app.stack) == 1
    assert title.buttons["Continue"].enabled
    assert store.load(store.newest_autosave()).id == scene.match.id


@pytest.mark.parametrize("app", WINDOWS, indirect=True)
def test_hand_off_between_two_humans_hides_the_board(app):
    scene = table(app, ("human", "human"))
    curtain = app.stack.top
    assert isinstance(curtain, HandOff) and curtain.seat == 0 and scene.view == {}
    click(app, curtain.ready)
    assert app.stack.top is scene and scene.view["hand"] == scene.match.state.view(0)["hand"]
    click(app, scene.action_list.items[0])
    curtain = app.stack.top
    assert isinstance(curtain, HandOff) and curtain.seat == 1
    assert scene.view["seat"] == 0                # not yet seat 1's secrets
    key(app, pygame.K_RETURN)
    assert app.stack.top is scene and scene.view["seat"] == 1


def test_play_again_and_back_to_title_from_the_results(app):
    scene = table(app, ("ai:easy", "ai:easy"))
    while not isinstance(app.stack.top, ResultsScene):
        app.step(1.0)
    click(app, app.stack.top.default_button)             # Play again
    again = app.stack.top
    assert isinstance(again, TableScene) and again is not scene and len(app.stack) == 1
    assert again.match.seats == scene.match.seats and again.match.log == []
    while not isinstance(app.stack.top, ResultsScene):
        app.step(1.0)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TitleScene)


def test_the_registry_defaults_to_the_base_table():
    class CardTable(TableScene):
        pass

    assert table_for("minigame") is TableScene
    registry.register("minigame", SimpleNamespace(TABLE=CardTable))
    try:
        assert table_for("minigame") is CardTable
    finally:
        registry.unregister("minigame")


def test_closing_the_window_autosaves_the_game_where_it_stands(app):
    scene = table(app, ("human", "human"))
    scene.match.apply(scene.state.legal_actions()[0])   # a move no turn-end autosave has seen
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    steps(app, 1)
    assert not app.running
    assert store.load(store.newest_autosave()).log == scene.match.log


def test_a_resumed_game_retells_its_last_moves_in_the_log(app, monkeypatch):
    import scenes.table.telling
    match = mini_match(("human", "ai:easy"))
    for _ in range(5):
        match.apply(match.state.legal_actions()[0])
    fresh = start(app, lambda a: TableScene(a, match))
    messages = [e.message for e in fresh.log.entries]
    assert messages[0].startswith("Mini Game resumes")
    assert [m for m in messages if " plays the " in m] == [
        f"{match.seats[i % 2].name} plays the {a.card}." for i, a in enumerate(match.log)]
    monkeypatch.setattr(scenes.table.telling, "RETOLD_MOVES", 2)
    short = TableScene(app, match)
    assert [e.message for e in short.log.entries][1] == "(3 earlier moves are not shown.)"
    assert len([e for e in short.log.entries if " plays the " in e.message]) == 2


def test_the_finished_board_can_be_looked_at_and_esc_brings_the_results_back(app):
    """"See the board" lays the results aside over the final table; Esc there shows them again
    (never the pause menu of a game that is over)."""
    scene = table(app, ("ai:easy", "ai:easy"))
    while not isinstance(app.stack.top, ResultsScene):
        app.step(1.0)
    click(app, next(w for w in app.stack.top.widgets if getattr(w, "label", "") == "See the board"))
    assert app.stack.top is scene and scene.finished
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, ResultsScene) and app.stack.top.table is scene


def test_a_threaded_ai_starts_thinking_once_the_first_frame_is_out(app):
    """The first frame paints the table's art; a worker thinking beside it would slow it down
    (the interpreter is shared), so the first decision waits for it."""
    app.threaded_ai = True
    scene = TableScene(app, mini_match(("ai:easy", "human")))
    app.stack.push(scene)
    scene.update(1 / 60)
    assert scene.thinking is None and not scene.drawn
    app.step(1 / 60)
    assert scene.drawn
    app.step(1 / 60)
    assert scene.thinking is not None


def test_a_suggested_save_name_is_replaced_by_what_the_player_types(app):
    scene = table(app)
    prompt = app.stack.push(Prompt(app, "Save the game", "Name this save:", "Mini Game, 2 Dec",
                                   lambda name: None))
    assert prompt.field.selected
    for ch in "cave":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    steps(app, 1)
    assert prompt.field.value == "cave" and not prompt.field.selected
    key(app, pygame.K_BACKSPACE)
    assert prompt.field.value == "cav"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_CTRL,
                                         unicode="", scancode=0))
    key(app, pygame.K_BACKSPACE)
    assert prompt.field.value == "" and scene is not None


def test_one_enter_after_typing_a_save_name_saves(app):
    table(app)
    named = []
    prompt = app.stack.push(Prompt(app, "Save the game", "Name this save:", "Mini Game, 2 Dec",
                                   named.append))
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="cave"))
    steps(app, 1)
    key(app, pygame.K_RETURN)
    assert named == ["cave"] and app.stack.top is not prompt
