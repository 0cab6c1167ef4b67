"""The banner never goes dark between turns: stepping an AI game frame by frame, every frame
says whose turn it is and what they do, in letters that are never faded to the night."""
import pygame

from scenes.kit import text
from scenes.kit.tween import Animated
from scenes.table.chrome import BANNER
from support.banner import banner_frames


def test_every_frame_of_an_ai_game_has_words_on_the_banner(app, monkeypatch):
    _, frames = banner_frames(app, monkeypatch, 1, 1500)
    faint = [said for said in frames
             if len(said) < 3 or any(not line["content"].strip() or sum(line["colour"]) < 250
                                     for line in said)]
    assert len(frames) > 100 and not faint, faint[:3]


def test_the_words_slide_in_clear_of_the_seat_marker(app, monkeypatch):
    """A new turn's words slide in from the left, never over the mover's marker (seen half
    under it in a frame at 2560x1440): drawn at the slide's first instant."""
    table, _ = banner_frames(app, monkeypatch, 1, 40)
    table.chrome.banner_in = Animated(0.0, 0.3)
    calls = []
    monkeypatch.setattr(text, "draw", lambda *a, **k: calls.append(a[2]) or pygame.Rect(
        a[2][0], 0, 10, 10))
    table.chrome.draw_banner(app.canvas)
    assert calls and calls[0][0] > BANNER.x + 34 + 13       # the marker's right edge
