"""The guides already seen stay remembered however many there are: the cap on the list
(settings.GUIDES_KEPT) drops the oldest, after the new game is added, never the new game."""
import json

import pytest

from engine.match import Match, Seat
from saves import settings as saved_settings
from scenes.app import App
from scenes.table.guide import GuideScene
from scenes.tables import table_for
from support.scenes import steps
from scenes.window import close_display


def write_settings(seen):
    path = saved_settings.path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"guides_seen": seen}))


def visit(tmp_path):
    """A person sits at an Ali Baba table in a freshly started app; whether the guide opened."""
    rules = tmp_path / "rules"
    rules.mkdir(exist_ok=True)
    app = App(threaded_ai=False, rules_dir=rules, guides=True)
    try:
        seats = [Seat("H", "human"), Seat("AI", "ai", "easy")]
        app.stack.reset(table_for("alibaba")(app, Match.new("alibaba", seats, 3)))
        steps(app, 30)
        return isinstance(app.stack.top, GuideScene)
    finally:
        close_display()


@pytest.mark.parametrize("others", [saved_settings.GUIDES_KEPT, 40])
def test_a_full_list_still_remembers_the_game_just_guided(tmp_path, others):
    names = [f"game{i}" for i in range(others)]
    write_settings(names)
    assert visit(tmp_path)                           # the first visit: the guide opens
    seen = saved_settings.load().guides_seen
    assert "alibaba" in seen and len(seen) == saved_settings.GUIDES_KEPT
    assert seen == (*names[-(saved_settings.GUIDES_KEPT - 1):], "alibaba")   # the newest kept
    assert not visit(tmp_path)                       # and never again


def test_load_keeps_the_newest_and_seen_guide_adds_last():
    names = [f"game{i}" for i in range(40)]
    write_settings(names)
    loaded = saved_settings.load()
    assert loaded.guides_seen == tuple(names[-saved_settings.GUIDES_KEPT:])
    write_settings(["game0", *["game1"] * 40, "game2", "game1"])   # a repeat takes one place,
    assert saved_settings.load().guides_seen == ("game0", "game2", "game1")   # its newest
    again = saved_settings.seen_guide(loaded, "game30")      # seen already: moves to the end
    assert again.guides_seen == (*(n for n in loaded.guides_seen if n != "game30"), "game30")
    assert loaded.guides_seen[-1] == "game39"                # `loaded` itself is left as it was
