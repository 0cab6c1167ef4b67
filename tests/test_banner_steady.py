"""The banner never goes dark between turns: stepping an AI game frame by frame, every frame
says whose turn it is and what they do, in letters that are never faded to the night."""
from dataclasses import replace

from engine.match import Match, Seat
from scenes.kit import text, theme
from scenes.table.chrome import Chrome
from scenes.tables import table_for
from support.scenes import start, steps


def test_every_frame_of_an_ai_game_has_words_on_the_banner(app, monkeypatch):
    app.apply_settings(replace(app.settings, animation_speed="fast"))
    seats = [Seat(n, "ai", "easy") for n in ("Jasmine", "Zaid", "Nadia", "Layla")]
    match = Match.new("bagdad", seats, 5)
    table = start(app, lambda a: table_for("bagdad")(a, match))
    frames, drawing = [], []
    real_draw, real_banner = text.draw, Chrome.draw_banner

    def draw(surface, content, pos, size=20, colour=theme.TEXT, *rest, **named):
        if drawing:
            drawing[-1].append((content, colour))
        return real_draw(surface, content, pos, size, colour, *rest, **named)

    def draw_banner(chrome, surface):
        drawing.append([])
        real_banner(chrome, surface)
        frames.append(drawing.pop())
    monkeypatch.setattr(text, "draw", draw)
    monkeypatch.setattr(Chrome, "draw_banner", draw_banner)
    for _ in range(1500):
        steps(app, 1)
        if table.chrome.round and table.chrome.round > 1:
            break
    faint = [said for said in frames
             if len(said) < 3 or any(not words.strip() or sum(colour) < 250
                                     for words, colour in said)]
    assert len(frames) > 100 and not faint, faint[:3]
