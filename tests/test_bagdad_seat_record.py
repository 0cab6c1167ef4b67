"""The seat's row keeps the viewer's record where it is seen: next to the red mark of a caught
bluff, how many bluffs of that seat the viewer caught ("! 2")."""
from scenes.kit import theme
from support.bagdad_fixtures import placed
from support.bagdad_play import at_position


def drawn_counts(app, table, seat: int, monkeypatch) -> list[str]:
    """The words drawn in the danger's light colour on a seat's row."""
    said = []
    real = theme.text
    monkeypatch.setattr(theme, "text", lambda words, size, colour, *rest: (
        said.append(words) if colour == theme.DANGER_LIGHT else None,
        real(words, size, colour, *rest))[1])
    table.chrome.draw_seat_tag(app.canvas, table.chrome.seat_row(seat), seat)
    monkeypatch.undo()
    return said


def test_the_row_counts_the_bluffs_caught_of_its_seat(app, monkeypatch):
    state = placed(3)
    state.learnt = [[[0, 0, None], [3, 2, False], [1, 0, True]],
                    [[0, 0, None]] * 3, [[0, 0, None]] * 3]
    table = at_position(app, state)
    assert drawn_counts(app, table, 1, monkeypatch) == ["2"]
    assert drawn_counts(app, table, 2, monkeypatch) == []      # no bluff caught: no mark
    assert drawn_counts(app, table, 0, monkeypatch) == []      # not of itself
