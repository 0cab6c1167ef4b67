"""Replays (issue 11, item 6): a finished game, or one `arena --save-to` wrote, watched from the
Load screen on its own table, move by move, forwards and backwards and at play speed, with
every hand open; nothing is saved, no AI thinks, no hand-off, hint, guide or results come."""
from dataclasses import replace

import pygame
import pytest

import engine.alibaba
import engine.bagdad
import engine.forty_thieves
from cli import arena
from engine import ai
from engine.alibaba.views import open_view as alibaba_open
from engine.bagdad.views import open_view as bagdad_open
from engine.core import Rng
from engine.forty_thieves.views import open_view as forty_open
from engine.match import Match, seats_from_specs
from saves import store
from scenes.screens import load as load_screen
from scenes.table import host as table_module
from scenes.table.handoff import HandOff
from scenes.screens.load import LoadScene
from scenes.table.replay import STRIP, ReplayScene
from scenes.table.play_on import PlayOnDialog
from scenes.screens.results import ResultsScene
from support.matches import played_out
from support.scenes import FRAME, click, key, start, steps
from support.shots import distinct_colours, keep

GAMES = {   # game -> (seats, options): short games, a human seat among them
    "alibaba": (["human", "ai:easy", "ai:normal"], {}),
    "forty_thieves": (["human", "ai:easy", "ai:easy"], {}),
    "bagdad": (["human", "human", "ai:easy"], {"round_limit": 3}),
}


def finished(game: str, seed: int = 7, **more) -> Match:
    specs, options = GAMES[game]
    return played_out(Match.new(game, seats_from_specs(specs), seed, {**options, **more}))


def watching(app, match: Match, speed: str = "instant") -> ReplayScene:
    """The match saved in a slot and opened for watching from the Load screen."""
    app.apply_settings(replace(app.settings, animation_speed=speed, sound=False))
    store.save_slot(match, f"{match.name} done")
    screen = start(app, LoadScene)
    assert screen.watch_button.visible
    click(app, screen.watch_button)
    replay = app.stack.top
    assert isinstance(replay, ReplayScene)
    return replay


def settle(app, replay: ReplayScene, frames: int = 400) -> None:
    """Frames until the board has shown the last move."""
    for _ in range(frames):
        if not replay.table.board_busy():
            return
        replay.update(FRAME)
    raise AssertionError("the board never came to rest")


def no_autosaves() -> bool:
    folder = store.autosave_dir()
    return not folder.exists() or not any(folder.iterdir())


def refuse_ai(monkeypatch) -> None:
    """From now on, any AI decision or hint fails the test."""
    def refuse(*args, **kwargs):
        raise AssertionError("an AI ran during a replay")
    monkeypatch.setattr(table_module, "AiMove", refuse)
    monkeypatch.setattr(ai, "choose", refuse)


# --- the game watched ---------------------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_stepping_forwards_through_a_finished_game_reaches_the_saved_end(app, game, monkeypatch):
    saved = finished(game)
    refuse_ai(monkeypatch)
    replay = watching(app, saved)
    assert replay.at == 0 and replay.table.match.log == []
    while replay.at < replay.total:
        settle(app, replay)
        steps(app, 2)           # the still table plays nothing by itself (Bagdad's forced
        assert replay.table.match.log == saved.log[:replay.at]        # pass is in the log)
        replay.buttons["forward"].click()
        replay.update(FRAME)
    settle(app, replay)
    steps(app, 3)
    table = replay.table
    assert table.state.to_dict() == saved.state.to_dict()
    assert table.match.log == saved.log
    assert table.state.is_over() and not table.finished
    assert not isinstance(app.stack.top, ResultsScene)   # the end brings no results up
    assert not replay.buttons["forward"].enabled and replay.buttons["back"].enabled
    assert no_autosaves()
    app.quit()                                            # closing the window saves nothing
    assert no_autosaves()


@pytest.mark.parametrize("game", GAMES)
def test_a_step_back_then_forwards_shows_the_same_table(app, game):
    saved = finished(game)
    replay = watching(app, saved)
    middle = len(saved.log) // 2
    replay.seek(middle / len(saved.log))
    assert replay.at == middle
    replay.buttons["forward"].click()
    settle(app, replay)
    replay.update(FRAME)
    view, state, viewer = replay.table.view, replay.table.state.to_dict(), replay.table.viewer
    said = replay.said
    replay.buttons["back"].click()
    assert replay.at == middle
    assert replay.table.state.to_dict() != state
    replay.buttons["forward"].click()
    settle(app, replay)
    replay.update(FRAME)
    assert replay.at == middle + 1
    assert (replay.table.view, replay.table.state.to_dict(), replay.table.viewer) == \
        (view, state, viewer)
    assert replay.said == said
    assert no_autosaves()


def test_first_and_last_jump_and_the_strip_seeks(app):
    saved = finished("forty_thieves")
    replay = watching(app, saved)
    key(app, pygame.K_END)
    assert replay.at == replay.total
    assert replay.table.state.to_dict() == saved.state.to_dict()
    key(app, pygame.K_HOME)
    assert replay.at == 0 and replay.said is None
    assert replay.table.state.to_dict() == saved.fresh_state().to_dict()
    click(app, (STRIP.x + STRIP.width // 4, STRIP.centery))
    assert abs(replay.at - replay.total / 4) <= 1
    key(app, pygame.K_RIGHT)
    assert replay.table.match.log == saved.log[:replay.at]
    y = STRIP.centery                               # a drag along the strip follows it
    for event, x in ((pygame.MOUSEBUTTONDOWN, STRIP.x + 10), (pygame.MOUSEMOTION, STRIP.centerx),
                     (pygame.MOUSEMOTION, STRIP.right - 10)):
        pygame.event.post(pygame.event.Event(event, pos=(x, y), button=1, rel=(0, 0),
                                             buttons=(1, 0, 0)))
    steps(app, 1)
    assert replay.at == round((STRIP.width - 10) / STRIP.width * replay.total)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(STRIP.right, y), button=1))
    steps(app, 1)
    assert replay.table.match.log == saved.log[:replay.at]


def test_a_table_rebuilt_from_kept_states_retells_the_same_moves(app):
    from scenes.table.replay import replay_table
    saved = finished("bagdad", round_limit=8)
    replay = watching(app, saved)
    replay.seek(0.9)
    assert len(replay.kept) > 1 and replay.at > 64 + 40       # retold from a kept state
    fresh = replay_table(app, replay.table.match)           # retold from the seed
    told = [(e.message, e.seat) for e in replay.table.log.entries]
    assert told == [(e.message, e.seat) for e in fresh.log.entries]
    round_ = replay.table.match.state.round          # the round it is in, from its start
    assert told[1][0] == f"(Told from the move that began round {round_}; the rounds before are " \
        "not shown here.)"
    assert len(told) > 20


def test_play_walks_on_at_the_ai_pace_and_stops_at_the_end(app, monkeypatch):
    saved = finished("alibaba")
    refuse_ai(monkeypatch)
    replay = watching(app, saved, speed="normal")
    key(app, pygame.K_SPACE)
    assert replay.playing and replay.buttons["play"].shape == "pause"
    steps(app, 30)                           # half a second: the first move still waits
    assert replay.at == 0
    steps(app, 40)
    assert replay.at == 1
    key(app, pygame.K_SPACE)                 # pause
    steps(app, 200)
    assert replay.at == 1 and not replay.playing
    replay.last()
    replay.toggle_play()
    assert not replay.playing                # nothing left to play


def test_an_ai_game_from_the_arena_is_watched_without_any_ai(app, monkeypatch):
    arena.run("forty_thieves", ["ai:easy", "ai:normal"], 1, 3, save_to=store.slots_dir())
    refuse_ai(monkeypatch)
    [info] = store.listing().infos
    saved = store.load(info.path)
    app.apply_settings(replace(app.settings, animation_speed="instant", sound=False))
    screen = start(app, LoadScene)
    click(app, screen.watch_button)
    replay = app.stack.top
    for _ in range(40):
        replay.step_forward()
        steps(app, 2)
    assert replay.table.thinking is None
    assert replay.table.match.log == saved.log[:replay.at]
    assert no_autosaves()


def test_human_seats_get_no_moves_no_hand_off_no_guide_and_no_undo(app):
    app.guides = True                        # the real app: guides open by themselves
    saved = finished("bagdad")
    replay = watching(app, saved)
    for _ in range(30):
        replay.step_forward()
        steps(app, 2)
        table = replay.table
        assert table.actions == [] and not table.hints.button.visible
        assert not table.take_backs.button.visible
        assert app.stack.top is replay       # no hand-off, guide, pause or results over it
    assert table.humans == [] and not table.guide_button.visible
    assert not any(isinstance(s, HandOff) for s in app.stack.scenes)
    assert app.settings.guides_seen == ()


def test_esc_goes_back_to_the_load_screen(app):
    replay = watching(app, finished("alibaba"))
    replay.step_forward()
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, LoadScene)
    assert no_autosaves()


# --- the Load screen ----------------------------------------------------------------------

def test_the_load_screen_offers_watch_only_for_finished_and_arena_games(app):
    done = finished("forty_thieves", 1)
    store.autosave(done)
    going = Match.new("forty_thieves", seats_from_specs(["human", "ai:easy"]), 2)
    going.apply(going.state.legal_actions()[0])
    store.autosave(going)
    store.save_slot(going, "my game")
    ais = Match.new("forty_thieves", seats_from_specs(["ai:easy", "ai:easy"]), 4)
    store.save_slot(ais, "arena forty_thieves 4 game 0001")      # as --save-to names them
    store.save_slot(going, "arena but a person plays")
    (store.slots_dir() / "junk.json").write_text("{", encoding="utf-8")
    screen = start(app, LoadScene)
    offered = {}
    for row in screen.list.items:
        screen.select(row)
        info = row.info
        offered[info.label if info.kind == "slot" else f"autosave {info.over}"] = \
            screen.watch_button.visible
    assert offered == {"autosave True": True, "autosave False": False, "my game": False,
                       "arena forty_thieves 4 game 0001": True,
                       "arena but a person plays": False, "junk": False}
    screen.select(next(r for r in screen.list.items if r.info.label == "my game"))
    assert screen.default_button is screen.load_button
    screen.watch()                                  # not offered: nothing happens
    assert app.stack.top is screen
    screen.select(next(r for r in screen.list.items if r.info.over))
    key(app, pygame.K_RETURN)                       # Enter watches a finished game
    assert isinstance(app.stack.top, ReplayScene)
    app.stack.pop()
    assert load_screen.watchable(next(r.info for r in screen.list.items if r.info.over))


def test_a_save_that_cannot_be_read_is_explained_not_watched(app):
    from scenes.table import replay as replay_module
    store.save_slot(finished("alibaba"), "done")
    [info] = store.listing().infos
    info.path.write_text("{", encoding="utf-8")
    start(app, LoadScene)
    assert replay_module.watch(app, info.path) is None
    assert "cannot be watched" in app.stack.top.title


# --- every hand open ----------------------------------------------------------------------

def mid_game(module, players: int = 3, moves: int = 12):
    state = module.new_game(players=players, seed=9)
    rng = Rng(9)
    for _ in range(moves):
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_open_views_fill_in_what_the_seat_view_masks_and_change_nothing_else():
    state = mid_game(engine.forty_thieves)
    for seat in range(3):
        shut, opened = state.view(seat), forty_open(state, seat)
        assert [[s["card"] for s in hand] for hand in opened["hands"]] == \
            [list(hand) for hand in state.hands]
        assert any(s["card"] is None for hand in shut["hands"] for s in hand)
        assert {k: v for k, v in opened.items() if k != "hands"} == \
            {k: v for k, v in shut.items() if k != "hands"}
        assert state.view(seat) == shut                  # the state's own view is untouched
    state = mid_game(engine.bagdad, 4, 30)
    opened = bagdad_open(state, 1)
    assert opened["wishes"] is not None and all(g["gem"] is not None
                                                for pouch in opened["pouches"] for g in pouch)
    assert [[c["card"] for c in hand] for hand in opened["hands"]] == \
        [sorted(hand) for hand in state.hands]
    assert state.view(1)["wishes"] is None
    assert opened["hand"] == state.view(1)["hand"]
    state = mid_game(engine.alibaba, 3, 20)
    opened = alibaba_open(state, 0)
    assert [[t["tile"] for t in s] for s in opened["screens"]] == \
        [list(s) for s in state.screens]
    assert opened["cells"] == state.view(0)["cells"]     # the cave's face-down tiles stay down


def test_the_card_table_shows_every_hand_in_a_replay(app):
    saved = finished("forty_thieves")
    replay = watching(app, saved)
    replay.seek(0.5)
    shown = replay.table.shown
    assert [[slot.card for slot in hand] for hand in shown.hands] == \
        [list(hand) for hand in replay.table.state.hands]


def test_a_hover_over_an_ali_baba_row_shows_that_players_treasures(app):
    from scenes.table.replay import seat_tip as treasures_tip
    saved = finished("alibaba")
    replay = watching(app, saved)
    replay.seek(0.7)
    table = replay.table
    for seat, screen in enumerate(table.state.screens):
        title, lines = treasures_tip(table, seat)
        assert title.startswith(f"{saved.seats[seat].name}'s treasures: {len(screen)} tile")
        assert sum(int(line.split()[0]) for line in lines if line[0].isdigit()) == len(screen)
    assert treasures_tip(table, len(saved.seats)) is None
    forty = watching(app, finished("forty_thieves"))
    assert treasures_tip(forty.table, 0) is None       # its cards lie open on the table


@pytest.mark.parametrize("events", [60, pytest.param(400, marks=pytest.mark.slow)])
@pytest.mark.parametrize("game", GAMES)
def test_random_clicks_and_keys_keep_the_replay_on_the_log(app, game, events):
    """Sixty random events, four hundred under -m slow (the controls' keys, clicks and drags
    anywhere, frames at normal speed): the table always holds the log's first moves, and never more; "Play from
    here" asks, and Esc leaves the replay as it was."""
    saved = finished(game)
    replay = watching(app, saved, speed="normal")
    rng = Rng(5)
    keys = [pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END, pygame.K_SPACE,
            pygame.K_h, pygame.K_g, pygame.K_RETURN]
    for _ in range(events):
        if rng.random() < 0.3:
            key(app, rng.choice(keys), 1 + rng.below(7))
        elif not replay.table.menu_button.rect.collidepoint(pos := (rng.below(1280),
                                                                     rng.below(720))):
            click(app, pos, 1 + rng.below(7))     # (Close leaves, as Esc does: tested below)
        if isinstance(app.stack.top, PlayOnDialog):     # "Play from here" asks first
            key(app, pygame.K_ESCAPE)
        assert app.stack.top is replay
        table = replay.table
        assert table.match.log == saved.log[:replay.at] and table.actions == []
    assert no_autosaves()


def test_the_tables_menu_button_closes_the_replay(app):
    """In a replay the table's Menu button is Close: it leaves for the Load screen, as Esc does,
    instead of opening the pause menu of a game nobody plays."""
    replay = watching(app, finished("alibaba"))
    button = replay.table.menu_button
    assert button.visible and button.label == "Close (Esc)"
    click(app, button)
    assert isinstance(app.stack.top, LoadScene)
    assert no_autosaves()


# --- how it looks -------------------------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_replay_frames(app, game):
    """The replay at 1280x720: the bar over the banner, the table under it (SESAME_SHOTS=DIR
    keeps the frames)."""
    saved = finished(game)
    replay = watching(app, saved, speed="normal")
    replay.seek(0.3)
    steps(app, 20)
    frame = app.canvas.copy()
    keep(frame, f"replay_{game}")
    assert distinct_colours(frame) > 200
    replay.last()
    steps(app, 20)
    keep(app.canvas, f"replay_{game}_end")
    assert replay.table.view and replay.table.viewer == replay.said[0]   # the last mover


@pytest.mark.parametrize("game", GAMES)
def test_clicks_on_the_table_play_nothing(app, game):
    """Every seat's choices are the log's: a click anywhere on the board, the seats or the log
    only hurries what moves, and a forward step while the board still moves jumps there."""
    saved = finished(game)
    replay = watching(app, saved, speed="normal")
    for fraction in (0.0, 0.3, 0.6):
        replay.seek(fraction)
        for x in range(40, 1260, 150):
            for y in range(110, 700, 110):
                click(app, (x, y))
        assert len(replay.table.match.log) == replay.at == round(fraction * replay.total)
    replay.step_forward()
    if replay.table.board_busy():
        replay.step_forward()
        assert not replay.table.board_busy()      # rebuilt at the move, shown at once
    assert replay.table.match.log == saved.log[:replay.at]


def test_a_replay_watches_on_the_game_s_own_table_given_the_watching_mode(app):
    from scenes import tables
    from scenes.table.mode import PLAYING
    from scenes.table.replay import Watching
    saved = finished("forty_thieves", 1)
    replay = watching(app, saved)
    assert type(replay.table) is tables.table_for("forty_thieves")    # no class made for it
    assert isinstance(replay.table.mode, Watching) and not replay.table.mode.plays
    played = tables.table_for("forty_thieves")(app, saved)
    assert played.mode is PLAYING and played.humans == [0]    # the same game, played
    assert replay.table.humans == []                          # watched: nobody plays
