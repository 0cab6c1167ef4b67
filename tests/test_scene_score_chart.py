"""The score-over-the-game chart: scale and line geometry."""
import pygame

from scenes.kit import paper, score_chart


def test_top_gridline_is_a_round_number_at_or_above_the_best_score():
    assert score_chart._nice_top(1) == 5
    assert score_chart._nice_top(38) == 40
    assert score_chart._nice_top(83) == 100      # quarters of 25
    assert score_chart._nice_top(163) == 200


def test_lines_span_the_plot_and_grow_with_the_fraction():
    plot = pygame.Rect(100, 50, 400, 200)
    history = [[0, 0], [10, 0], [20, 5], [40, 10]]
    full = score_chart.points(history, plot, 40, 1.0)
    assert full[0][0] == (100, 250) and full[0][-1] == (500, 50)    # 0 at bottom-left, 40 on top
    assert full[1][-1] == (500, 200)                                 # 10 of 40: a quarter up
    half = score_chart.points(history, plot, 40, 0.5)
    assert [len(line) for line in half] == [2, 2]


def test_the_axis_runs_from_start_to_end_not_a_count_of_moves(monkeypatch):
    """"turn 189" under a Bagdad chart counted claims and wishes: the foot says start and end."""
    pygame.font.init()
    said = []
    real = score_chart.text.draw
    monkeypatch.setattr(score_chart.text, "draw",
                        lambda surface, words, *a, **k: said.append(words) or real(
                            surface, words, *a, **k))
    score_chart.draw(paper.surface((600, 300)), pygame.Rect(0, 0, 600, 300),
                     [[0, 0]] + [[i, i // 2] for i in range(1, 190)], 1.0, False)
    assert "start" in said and "end" in said and not any("turn" in s for s in said)
