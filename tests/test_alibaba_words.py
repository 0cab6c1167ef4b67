"""The cave table's words as players read them: third person in the log, every take's score
said, even a score of nothing, a ban said as players say it ("rings", "grey tiles")."""
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
    assert words.event_lines([effect, points], NAMES) == [
        "Omar scores 4 for the blue tile, now 9 on the score track."]


def test_a_grey_ban_reads_in_the_third_person():
    said = describe_action(Action("restrict", what="colour", value="grey"))
    assert said == "bar grey tiles until their next turn" and " my " not in f" {said} "


def test_a_ban_names_a_kind_in_the_plural_and_a_colour_as_its_tiles():
    kind = Action("restrict", what="kind", value="ruby")
    assert describe_action(kind) == "bar rubies until their next turn"
    assert words.hint(kind, {}) == "bar rubies until your next turn"
    assert words.hint(Action("restrict", what="colour", value="pink"), {}) == \
        "bar pink tiles until your next turn"
    ends = [event("unrestrict", seat=0, what="kind", value="necklace"),
            event("unrestrict", seat=1, what="colour", value="green")]
    assert words.event_lines(ends, NAMES) == ["Layla's ban on necklaces ends.",
                                              "Omar's ban on green tiles ends."]


def test_a_kept_shown_tile_reads_as_the_card_asks_it():
    tile = blue_tile()
    assert describe_action(Action("pick", tile=tile)) == f"keep the blue {face(tile)['kind']}"
