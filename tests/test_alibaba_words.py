"""The cave table's words as players read them: third person in the log, every take's score
said, even a score of nothing."""
from engine.alibaba.describe import describe_action
from engine.alibaba.tiles import face
from engine.core import Action, event
from scenes.alibaba import words

NAMES = ["Layla", "Omar"]


def blue_tile():
    return next(t for t in range(60) if face(t)["colour"] == "blue")


def test_a_blue_take_that_turns_nothing_over_says_it_scores_nothing():
    effect = event("effect", seat=1, **face(blue_tile()))
    assert words.event_lines([effect], NAMES) == [
        "Omar's blue tile turned nothing over: no points."]
    points = event("points", seat=1, amount=4, reason="blue", total=9)
    assert words.event_lines([effect, points], NAMES) == ["Omar scores 4 for blue (track 9)."]


def test_a_grey_ban_reads_in_the_third_person():
    said = describe_action(Action("restrict", what="colour", value="grey"))
    assert said == "bar grey tiles for a round" and " my " not in f" {said} "
