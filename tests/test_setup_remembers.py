"""The New game screen opens with the last game started: its game, variant, seats, names,
levels and options; a kept setup that is damaged or no longer fits the game is ignored."""
import json

from saves import settings as saved_settings
from scenes.screens.setup import SetupScene
from support.scenes import click, start


def test_the_next_new_game_screen_opens_as_the_last_game_started(app):
    setup = start(app, SetupScene)
    click(app, next(b for b in setup.game_buttons if b.label == "Thieves of Bagdad"))
    setup.count.index = [v for v, _ in setup.count.options].index(4)
    setup.change_count(4)
    setup.choices[0].name, setup.choices[0].named = "Shahrazad", True
    setup.choices[1].kind = "ai:hard"
    setup.build_seats()
    limit = setup.game_options["round_limit"]
    limit.index = (limit.index + 1) % len(limit.options)
    wanted = (setup.seats(), setup.chosen())
    setup.start()
    assert saved_settings.load().last_setup["game"] == "bagdad"
    again = start(app, SetupScene)
    assert again.game.NAME == "bagdad" and again.count.value == 4
    assert (again.seats(), again.chosen()) == wanted


def test_a_damaged_or_stale_kept_setup_opens_the_screen_as_new(app, tmp_path):
    saved_settings.path().parent.mkdir(parents=True, exist_ok=True)
    for kept in ({"game": "chess", "seats": []}, {"game": 7}, "bagdad",
                 {"game": "bagdad", "count": 99, "variant": "x" * 500,
                  "seats": [{"kind": "ai:godlike", "name": "Ali", "named": True}],
                  "options": {"round_limit": 12345, "characters": [{"a": 1}]}}):
        saved_settings.path().write_text(json.dumps({"last_setup": kept}), encoding="utf-8")
        app.settings = saved_settings.load()
        setup = start(app, SetupScene)
        assert setup.start_button.enabled
        assert all(seat.level in (None, "easy", "normal", "hard") for seat in setup.seats())
