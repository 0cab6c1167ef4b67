"""A refusing AI's words in a speech bubble in its seat row: the seat's name whole beside them
and the words wrapped, never cut, at both window sizes; and the bubbles of an exchange go when
it ends, not into the purchase phase."""
import pytest

from engine.core import Action
from engine.match import Seat
from scenes.bagdad import parts
from scenes.table.chrome import NAME_GAP, NAME_X
from scenes.bagdad.offer_watch import REASON_TIME
from scenes.kit import text, theme
from support.bagdad_fixtures import placed, trading_turn
from support.bagdad_play import begun_at, open_table
from support.scenes import drawn_lines, steps
from support.shots import keep

SPEAKERS = ("Aladdin", "Scheherazade (normal)", "Dunyazad")   # an AI named with its level
REASONS = {"my 2 Harbour cards are worth more to me":       # the words, by the reason's code
           {"code": "worth_more", "n": 2, "district": "harbour"},
           "your claims have not been true": {"code": "lied_often"},
           "I have seen both saffron cards on the discard piles":
           {"code": "seen_every", "name": "saffron"}}


def drawn_calls(app, monkeypatch, table) -> list[tuple]:
    """Every text.draw of the next frame: (words, size, weight, max_width)."""
    calls, real = [], text.draw

    def spy(surface, content, pos, size=20, colour=theme.TEXT, weight="regular", *args,
            **kwargs):
        calls.append((content, size, weight, kwargs.get("max_width")))
        return real(surface, content, pos, size, colour, weight, *args, **kwargs)
    monkeypatch.setattr(text, "draw", spy)
    steps(app, 1)
    monkeypatch.setattr(text, "draw", real)
    return calls


@pytest.mark.parametrize("app", [(1280, 720), (2560, 1440)], indirect=True)
def test_a_speaking_seat_keeps_its_whole_name_and_every_word(app, monkeypatch):
    state = placed(4)
    seated = [Seat("Layla", "human")] + [Seat(n, "ai", "normal") for n in SPEAKERS]
    table = open_table(app, match=begun_at(state, seated))
    table.appear.skip()
    for seat, reason in enumerate(REASONS.values(), 1):
        table.watch.said[seat] = (reason, table.clock)
    calls = drawn_calls(app, monkeypatch, table)
    for name in SPEAKERS:
        content, size, weight, room = next(c for c in calls if c[0] == name)
        assert theme.font(size, weight).size(name)[0] <= room, f"{name} is cut"
    italic = " ".join(c[0] for c in calls if c[2] == "italic")
    for reason in REASONS:
        assert f"\u201c{reason}\u201d" in italic and "\u2026" not in italic
    assert min(c[1] for c in calls if c[2] == "italic") >= 12      # and big enough to read
    keep(app.canvas, f"bagdad-bubbles-{app.window.get_width()}")


def test_the_exchanges_bubbles_go_when_it_ends(app, monkeypatch):
    table = open_table(app, match=begun_at(trading_turn(), [
        Seat("Layla", "human"), Seat("Omar", "ai", "easy"), Seat("Zaid", "ai", "easy")]))
    for action in (Action("offer", partner=1), Action("ask", district="souk"), Action("send"),
                   Action("refuse")):       # no frame between: Omar refuses, with a reason
        table.play(action)
    reason = table.watch.reason(1, table.clock)
    assert reason and f"\u201c{reason}\u201d" in drawn_lines(app, monkeypatch, table)
    while table.match.state.phase == "exchange":
        table.play(Action("done"))
    steps(app, 2)
    assert table.clock < REASON_TIME            # its reading time is not over, the exchange is
    assert table.watch.reason(1, table.clock) is None
    assert not any(reason in line for line in drawn_lines(app, monkeypatch, table))


def test_the_slippers_place_is_kept_while_it_flies_in(app, monkeypatch):
    """A seat's temperament word lay where the slipper lands, under the flying slipper
    ("rewd" for "shrewd"): the row keeps the slipper's place while it is in the air."""
    state = placed(4)
    seated = [Seat("Layla", "human")] + [Seat(n, "ai", "normal") for n in SPEAKERS]
    table = open_table(app, match=begun_at(state, seated))
    table.appear.skip()
    holder = table.view["slipper"]
    assert table.view["phase"] != "place"
    row = table.chrome.seat_row(holder)
    landed = table.chrome.draw_seat_tag(app.canvas, row, holder)
    monkeypatch.setattr(parts.motion, "arriving", lambda line, what: [holder])
    flying = table.chrome.draw_seat_tag(app.canvas, row, holder)
    assert flying == landed


def test_a_rich_pouch_leaves_the_seats_name_whole(app):
    """Nine gems pushed "Jasmine" to "Jas…" after the game: a pouch of more than five closes
    up in the room of five, and the name beside it reads whole."""
    seated = [Seat("Layla", "human")] + [Seat(n, "ai", "normal") for n in SPEAKERS]
    table = open_table(app, match=begun_at(placed(4), seated))
    table.appear.skip()
    row = table.chrome.seat_row(1)
    table.view["pouches"][1] = [{"gem": "ruby"}] * 5
    five = table.chrome.draw_seat_tag(app.canvas, row, 1)
    table.view["pouches"][1] = [{"gem": "ruby"}] * 9
    nine = table.chrome.draw_seat_tag(app.canvas, row, 1)
    assert nine.x >= five.x              # no more room than five take
    room = nine.x - row.x - NAME_X - NAME_GAP
    assert theme.font(19, "bold").size(SPEAKERS[0])[0] <= room
