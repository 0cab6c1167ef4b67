"""The cave table's words as players read them: third person in the log, every take's score
said, even a score of nothing, a ban said as players say it ("rings", "grey tiles")."""
from engine.alibaba.tiles import face
from engine.alibaba.words import telling
from engine.alibaba.words.actions import describe_action, hint
from engine.core import Action, event

NAMES = ["Layla", "Omar"]


def blue_tile():
    return next(t for t in range(60) if face(t)["colour"] == "blue")


def test_a_blue_take_that_turns_nothing_over_says_it_scores_nothing():
    effect = event("effect", seat=1, **face(blue_tile()))
    assert telling.event_lines([effect], NAMES) == [
        "Omar's blue tile turned nothing over: no points."]
    points = event("points", seat=1, amount=4, reason="blue", total=9)
    assert telling.event_lines([effect, points], NAMES) == [
        "Omar scores 4 for the blue tile, now 9 on the score track."]


def test_a_grey_ban_reads_in_the_third_person():
    said = describe_action(Action("restrict", what="colour", value="grey"))
    assert said == "bar grey tiles until their next turn" and " my " not in f" {said} "


def test_a_ban_names_a_kind_in_the_plural_and_a_colour_as_its_tiles():
    kind = Action("restrict", what="kind", value="ruby")
    assert describe_action(kind) == "bar rubies until their next turn"
    assert hint(kind, {}) == "bar rubies until your next turn"
    assert hint(Action("restrict", what="colour", value="pink"), {}) == \
        "bar pink tiles until your next turn"
    ends = [event("unrestrict", seat=0, what="kind", value="necklace"),
            event("unrestrict", seat=1, what="colour", value="green")]
    assert telling.event_lines(ends, NAMES) == ["Layla's ban on necklaces ends.",
                                              "Omar's ban on green tiles ends."]


def test_a_kept_shown_tile_reads_as_the_card_asks_it():
    tile = blue_tile()
    assert describe_action(Action("pick", tile=tile)) == f"keep the blue {face(tile)['kind']}"


def test_the_status_chips_and_the_treasures_footer_start_with_a_capital(monkeypatch):
    import pygame
    from scenes.kit import paper, text
    from scenes.alibaba import panels
    pygame.init()
    said = []
    monkeypatch.setattr(panels, "_chip", lambda surface, x, rect, icon, label, *rest:
                        said.append(label) or x + 10)
    view = {"final_round": True, "over": False, "last_turn": 30, "removed_kinds": ["ring"],
            "face_down": 0,
            "restrictions": [{"what": "kind", "value": "ruby", "by": 1},
                             {"what": "colour", "value": "grey", "by": 0}]}
    surface = paper.Paper(pygame.Surface((1280, 720)), 1.0)
    panels.chips(surface, pygame.Rect(0, 0, 1280, 30), view, NAMES, False)
    assert said == ["Final round: the game ends after turn 30", "Omar bars rubies",
                    "Layla bars grey tiles", "Left out"]
    said.clear()
    panels.chips(surface, pygame.Rect(0, 0, 1280, 30), {**view, "over": True}, NAMES, False)
    assert said[0] == "Omar bars rubies"      # once it is over, no "final round" any more
    rooms = []
    monkeypatch.setattr(panels, "_chip", lambda surface, x, rect, *rest:
                        rooms.append(rect.right) or x + 10)
    panels.chips(surface, pygame.Rect(0, 0, 1280, 30), {**view, "face_down": 40}, NAMES, False)
    count = text.draw(surface, "40 face down", (1280, 15), 15, weight="italic",
                      anchor="midright")
    assert rooms and all(right <= count.x - 12 for right in rooms)   # chips stop before it
    drawn = []
    draw = text.draw
    monkeypatch.setattr(text, "draw", lambda s, words, *a, **k: drawn.append(words) or
                        draw(s, words, *a, **k))
    screen = [{"tile": t, "kind": face(t)["kind"]} for t in (blue_tile(),)]
    panels.TreasurePanel(pygame.Rect(0, 0, 260, 300), screen, 4).draw(surface, False)
    assert "Sets 1 + track 4 = 5 so far" in drawn


def test_the_prompt_cards_say_where_the_other_shown_tiles_go():
    import pygame
    from scenes.alibaba import prompts
    pygame.init()
    area = pygame.Rect(0, 0, 270, 580)
    grey = {"pending": {"decision": "restrict", "seat": 0}, "current": 0}
    card = prompts.PromptCard(area, grey, [Action("restrict", what="kind", value="ruby")], NAMES)
    assert card.hint == ("Until your next turn, no other player may take a tile of that kind "
                         "or colour from the cave.")
    pick = {"pending": {"decision": "pick", "seat": 0, "shown": [[1, blue_tile()]]},
            "current": 0}
    card = prompts.PromptCard(area, pick, [Action("pick", tile=blue_tile())], NAMES)
    assert card.hint.endswith("the others go back to their owners.")
    show = {"pending": {"decision": "show", "seat": 1}, "current": 0}
    card = prompts.PromptCard(area, show, [Action("show", tile=blue_tile())], NAMES)
    assert card.title == "Layla took a yellow tile" and card.hint.endswith(
        "the others go back to their owners.")
    assert prompts.ask({"pending": {"decision": "green"}}, NAMES) == \
        "also take a glowing neighbour (green), or no second tile"
    assert prompts.others_ask({"pending": {"decision": "restrict", "seat": 1}, "current": 1},
                              NAMES) == "Omar names a kind or a colour to bar."


def test_a_green_take_with_no_neighbour_says_there_is_no_second_tile_and_why():
    green = next(t for t in range(60) if face(t)["colour"] == "green")
    effect = event("effect", seat=0, **face(green))
    empty = event("no_second_tile", seat=0, why="empty")
    assert telling.event_lines([effect, empty, event("turn", seat=1, turn=4)], NAMES) == [
        "No second tile for Layla's green tile: no tile is left next to its place."]
    assert telling.event_lines([effect, event("no_second_tile", seat=1, why="face_down")],
                             NAMES) == ["No second tile for Omar's green tile: the tiles next "
                                        "to its place are still face down."]
    assert telling.event_lines([effect], NAMES) == []      # a neighbour to choose: no line


def test_a_turned_down_green_take_says_it_was_a_choice_and_what_was_left():
    ring, crown = (next(t for t in range(60) if face(t)["kind"] == k and face(t)["colour"]
                        == "pink") for k in ("ring", "crown"))
    one = event("skip", seat=1, left=[ring])
    assert telling.event_lines([one], NAMES) == [
        "Omar chose to take no second tile, though the pink ring could be taken."]
    two = event("skip", seat=0, left=[crown, ring])
    assert telling.event_lines([two, event("turn", seat=1, turn=4)], NAMES) == [
        "Layla chose to take no second tile, though the pink crown or the pink ring could be "
        "taken."]
