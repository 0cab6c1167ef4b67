"""What the city table tells in words beside the board: a move's ways said whole in the chooser
(its end once, over them), the Vizier's note on how near the end is, and a continued game's log
retelling the round it is in."""
import pygame
import pytest

from engine.bagdad.pieces import owner
from engine.bagdad.words import hints
from engine.core import Action
from engine.match import Seat
from scenes.bagdad import board
from scenes.bagdad.table import CityTable
from scenes.kit import paper, text, theme
from support.bagdad_play import at_position, my_turn, open_table, until
from support.bagdad_table import duel, piece_at, space
from support.scenes import click, steps
from support.shots import keep


def test_ways_too_long_for_a_button_say_where_once_over_them(app):
    """A victim with a long name: "go to … (n dinars), then kidnap …'s caravaneer" would be cut
    to an ellipsis; the move's end is said once over the buttons and each says its way whole."""
    state, attacker, victim, step = duel("merchant", "caravaneer")
    table = at_position(app, state)
    table.match.seats[owner(victim)] = Seat("Scheherazade of the Thousand and One Nights",
                                            "ai", "easy")
    click(app, piece_at(table, attacker))
    click(app, space(table, step))
    caption, buttons = table.chooser.caption, table.chooser.buttons
    steps(app, 2)
    keep(app.canvas, "bagdad-chooser-ways")
    assert caption is not None and caption.words.startswith("Go to ") and len(buttons) == 2
    assert sorted(b.label for b in buttons) == [
        "And strike no one", "Then kidnap Scheherazade of the Thousand and One Nights's "
        "caravaneer to the west"]
    for widget, words_ in [(caption, caption.words)] + [(b, b.label) for b in buttons]:
        size = text.fitting_size(words_, widget.rect.width - 20, 15, "bold")
        assert theme.font(size, "bold").size(words_)[0] <= widget.rect.width - 16, words_
    click(app, caption.rect.center)              # no way: nothing played, the ways stay
    assert table.match.log == [Action("move", piece=attacker)] and table.chooser.caption
    click(app, next(b for b in buttons if b.style == "primary"))
    assert table.match.log[-1] == Action("to", space=step, victim=victim)
    assert table.chooser.caption is None and caption not in table.widgets


@pytest.mark.parametrize("distance, phase, said", [
    (0, "purchase", ("In the Palace!", "game ends this round")),
    (0, "over", ("In the Palace!", "the game is over")),
    (1, "purchase", ("Grand Vizier", "Palace in 1 dinar"))])
def test_the_vizier_note_says_how_near_the_end_is_and_that_it_came(monkeypatch, distance,
                                                                    phase, said):
    """The note said "game ends this round" over the final board, after the results, and
    "Palace in 1 dinars"."""
    pygame.font.init()
    drawn = []
    monkeypatch.setattr(hints, "vizier_distance", lambda view: distance)
    monkeypatch.setattr(text, "draw", lambda surface, words_, *a, **k: drawn.append(words_))
    board.draw_vizier_note(paper.surface((1280, 720)), {"phase": phase}, board.Look())
    assert drawn == list(said)


def test_a_resumed_game_retells_the_round_it_is_in(app):
    """Continued in round 3, the log retells round 3 from its beginning (its income, every
    trade so far), says the rounds before are not shown, and nothing of round 2's own moves."""
    table = open_table(app, kinds=("human", "ai:normal", "ai:normal", "ai:normal"), seed=4)
    for _ in range(400):
        state = table.match.state
        if state.round == 3 and state.phase == "exchange" and len(table.match.log) > 5 + max(
                i for i, a in enumerate(table.match.log) if a.kind == "confirm"):
            break
        until(app, lambda: my_turn(app, table) or table.match.state.round > 3)
        table.play(table.session.decision(0, "normal").make())
    assert table.match.state.round == 3
    resumed = CityTable(app, table.match)
    lines = [e.message for e in resumed.log.entries]
    assert lines[1] == "(Told from the move that began round 3; the rounds before are not " \
        "shown here.)"
    assert any(line.startswith("Round 3 begins") for line in lines)
    assert not any(line.startswith("Round 2 begins") for line in lines)
    assert any("offers" in line for line in lines[lines.index(next(
        line for line in lines if line.startswith("Round 3 begins"))):])


def test_a_retold_moves_lines_keep_their_seats_marks(app):
    """Retold after `continue`, each line of a purchase (paid, bought, moved) is marked with its
    seat as when it was played, not only the move's first line."""
    table = open_table(app, kinds=("human", "ai:normal", "ai:normal"), seed=4)
    for _ in range(200):
        if table.match.state.round == 2 and table.match.state.phase == "exchange":
            break
        until(app, lambda: my_turn(app, table))
        table.play(table.session.decision(0, "normal").make())
    resumed = CityTable(app, table.match)
    names = tuple(seat.name for seat in table.match.seats)
    told = [(e.message, e.seat) for e in resumed.log.entries[2:]]     # past the two notes
    about = [(m, s) for m, s in told if m.startswith(names)]          # "Zaid's caravaneer…"
    assert len(about) > 2 and all(s is not None for _, s in about), about
    # and in the words the live log used: one income line, not one a card
    live = [e.message for e in table.log.entries]
    start = next(i for i, m in enumerate(live) if m.startswith("Round 2 begins"))
    retold = [m for m, _ in told]
    assert retold[retold.index(live[start]):] == live[start:]


def test_the_end_headlines_words_stay_over_the_city(monkeypatch):
    """"Grand Vizier stands on a Palace shop: ne2560 and Aladdin share the win (their wishes
    came true)" ran past the city onto the wish panel: the subtitle shrinks, then wraps."""
    pygame.font.init()
    subtitle = ("The Grand Vizier stands on a Palace shop: Scheherazade and Aladdin share the "
                "win (their wishes came true)")
    drawn = []
    real = theme.text
    monkeypatch.setattr(theme, "text", lambda content, *a, **k: drawn.append(
        real(content, *a, **k)) or drawn[-1])
    canvas = paper.surface((1280, 720))
    board.draw_headline(canvas, "Game over", subtitle, 1.0)
    assert len(drawn) >= 3                          # the title and the subtitle on two lines
    assert all(image.get_width() <= board.MAP.width - 32 for image in drawn)
