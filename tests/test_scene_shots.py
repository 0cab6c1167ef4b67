"""Every screen draws, at the logical size and letterboxed into a small window.

Set SESAME_SHOTS=DIR to keep the frames as PNGs (for looking at them; shots/ is git-ignored).
"""
import os
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from saves import store
from scenes.app import App
from scenes.kit.dialogs import confirm
from scenes.screens.load import LoadScene
from scenes.screens.rules import RulesScene
from scenes.screens.settings_scene import SettingsScene
from scenes.screens.setup import SetupScene
from scenes.table.host import TableScene
from scenes.screens.title import TitleScene
from support.matches import mini_match
from scenes.window import close_display

RULES = Path(__file__).resolve().parent.parent / "assets" / "rules"


def finished_game(app):
    scene = TableScene(app, mini_match(("ai:easy", "ai:hard", "ai:normal")))
    app.stack.reset(scene)
    while app.stack.top is scene:
        app.step(1.0)
    return app.stack.top


def delete_confirm(app):
    load = app.stack.reset(LoadScene(app))
    return confirm(app, "Delete this save?", "The save “my slot” will be gone for good.", "Delete",
                   load.refresh)


SCREENS = {
    "title": TitleScene,
    "setup": SetupScene,
    "load": LoadScene,
    "settings": SettingsScene,
    "rules": lambda app: RulesScene(app, RULES),
    "table": lambda app: TableScene(app, mini_match(("human", "ai:normal", "ai:easy"))),
    "handoff": lambda app: TableScene(app, mini_match(("human", "human"))),
}
OVERLAYS = {"delete-confirm": delete_confirm, "results": finished_game}


@pytest.mark.parametrize("window", [(1280, 720), (800, 450)])
def test_every_screen_draws(window):
    store.save_slot(mini_match(), "a slot with a long name for the list")
    store.autosave(mini_match(("human", "ai:hard")))
    (store.slots_dir() / "damaged.json").write_text("{", encoding="utf-8")
    app = App(window, threaded_ai=False, rules_dir=RULES)
    app.apply_settings(replace(app.settings, animation_speed="instant"))
    frames = {}
    for name, make in {**SCREENS, **OVERLAYS}.items():
        if name in SCREENS:
            app.stack.reset(make(app))
        else:
            make(app)
        app.step(0)
        app.step(0)
        frames[name] = app.window.copy()
    close_display()
    out = os.environ.get("SESAME_SHOTS")
    for name, frame in frames.items():
        assert frame.get_size() == window
        colours = {frame.get_at((x, y))[:3] for x in range(0, window[0], 10)
                   for y in range(0, window[1], 10)}
        assert len(colours) > 20, f"{name} looks blank"
        if out:
            Path(out).mkdir(parents=True, exist_ok=True)
            pygame.image.save(frame, str(Path(out) / f"{name}-{window[0]}x{window[1]}.png"))
