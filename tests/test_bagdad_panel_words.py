"""The city table's panel says what is so once the board is still: the move it showed while the
board played it ("Jasmine: confirm the payment.") gives way to whose turn it is."""
from dataclasses import replace

from engine.match import Match, Seat
from scenes.tables import table_for
from support.scenes import start, steps


def test_the_panel_drops_the_shown_move_once_the_board_is_still(app):
    app.apply_settings(replace(app.settings, animation_speed="fast"))
    names = ("Jasmine", "Zaid", "Nadia", "Layla")
    match = Match.new("bagdad", [Seat(n, "ai", "easy") for n in names], 5)
    table = start(app, lambda a: table_for("bagdad")(a, match))
    still = stale = 0
    for _ in range(3000):
        steps(app, 1)
        if table.chrome.round and table.chrome.round > 1:
            break
        if not table.timeline.busy and not table.actions:
            still += 1
            said = " ".join(table.panel.lines)
            stale += said.startswith(tuple(f"{n}: " for n in names))
    assert still and stale == 0, (still, stale)
