"""The banner says its words whole: at 1280x720 the Bagdad table's long decisions (a payment, a
trade, the round) are set smaller or on two lines to fit, never cut short with an ellipsis, even
with the Undo of a person at the table taking its room; words that would need a third line end
the second in an ellipsis, never dropped unseen."""
import pygame

from engine.match import Match, Seat
from scenes.kit import paper, text, theme
from scenes.table.takeback import TakeBacks
from scenes.tables import table_for
from support.banner import banner_frames
from support.scenes import start
from support.shots import keep


def test_the_bagdad_banners_of_two_rounds_fit_without_an_ellipsis(app, monkeypatch):
    monkeypatch.setattr(TakeBacks, "seat", lambda _: 0)     # Undo in the banner, as a person has
    table, frames = banner_frames(app, monkeypatch, 2, 20000)
    lines = [line for frame in frames for line in frame if line["max_width"] is not None]
    cut = {line["content"] for line in lines if text.ellipsize(
        line["content"], theme.font(line["size"], line["weight"]), line["max_width"])
        != line["content"]}
    assert table.chrome.round > 2 and len({line["content"] for line in lines}) > 20
    assert not cut, sorted(cut)


def test_a_decision_too_long_for_two_lines_ends_in_an_ellipsis_never_loses_words(app,
                                                                                 monkeypatch):
    seats = [Seat("Jasmine", "human")] + [Seat(n, "ai", "easy") for n in ("Zaid", "Nadia")]
    table = start(app, lambda a: table_for("bagdad")(a, Match.new("bagdad", seats, 5)))
    long = " ".join(f"word{i}" for i in range(60))
    monkeypatch.setattr(table.chrome, "banner_text", lambda: ("Jasmine", long))
    monkeypatch.setattr(table.chrome, "staged_text", lambda: ("Jasmine", long))
    shown = []
    real = text.ellipsize
    monkeypatch.setattr(text, "ellipsize", lambda content, font, width: shown.append(
        real(content, font, width)) or shown[-1])
    table.chrome.draw_banner(paper.Paper(pygame.Surface((1280, 720)), 1.0))
    words = " ".join(shown)
    assert "word0" in words and ("word59" in words or any(s.endswith("…") for s in shown))


def test_a_hint_too_long_for_its_line_takes_both_lines_whole(app, monkeypatch):
    """"Hint: go to the northern shop in the north-east of the Bazaar (5 dinars), then
    kidnap…" was cut: a hint that does not fit its line takes both, in full."""
    seats = [Seat("Jasmine", "human")] + [Seat(n, "ai", "easy") for n in ("Zaid", "Nadia")]
    table = start(app, lambda a: table_for("bagdad")(a, Match.new("bagdad", seats, 5)))
    hint = ("Hint: go to the northern shop in the north-east of the Bazaar (5 dinars), then "
            "kidnap Scheherazade of the Thousand and One Nights's caravaneer to the west")
    monkeypatch.setattr(table.hints, "line", lambda words: hint)
    drawn = []
    real = text.draw
    monkeypatch.setattr(text, "draw", lambda surface, content, *a, **k: drawn.append(
        (content, k.get("max_width"), a[1] if len(a) > 1 else None)) or real(
        surface, content, *a, **k))
    canvas = paper.Paper(pygame.Surface((1280, 720)), 1.0)
    table.chrome.draw_banner(canvas)
    keep(canvas.pixels, "banner-long-hint")
    told = [(c, w, size) for c, w, size in drawn if c and c in hint]
    assert " ".join(c for c, _, _ in told) == hint
    assert all(theme.font(size, "bold").size(c)[0] <= w for c, w, size in told)
