"""The banner's round or turn count follows the board, not the engine: a round that a reveal
ended is not counted before the card has turned over (the count would give the catch away)."""
from dataclasses import replace

from engine.match import Match, Seat
from saves import names
from scenes.tables import table_for
from support.scenes import start, steps


def test_the_count_waits_for_the_board_to_show_the_move(app):
    app.apply_settings(replace(app.settings, animation_speed="fast"))
    seats = [Seat(n, "ai", "easy") for n in ("Omar", "Zaid", "Nadia", "Layla")]
    match = Match.new("forty_thieves", seats, 3)
    table = start(app, lambda a: table_for("forty_thieves")(a, match))
    waited = 0
    for _ in range(1500):
        steps(app, 1)
        now = names.state_progress(match.state)
        if table.board_busy():
            waited += table.chrome.banner_count != now
        else:
            assert table.chrome.banner_count == now
        if match.state.round > 3:
            break
    assert match.state.round > 3 and waited > 0
