"""The scene stack: push, pop, replace, overlays drawn over the scene below, events to the top."""
import pygame

from scenes.kit.scene import Scene, SceneStack
from scenes.kit.tween import Tween


class Probe(Scene):
    def __init__(self, name, log, overlay=False):
        self.name, self.log, self.is_overlay = name, log, overlay
        self.resumed = 0
        self.appear = Tween(0.0, 1.0, 0.25)

    def handle_event(self, event):
        self.log.append(("event", self.name))

    def update(self, dt):
        self.log.append(("update", self.name))

    def draw(self, surface):
        self.log.append(("draw", self.name))

    def resume(self):
        self.resumed += 1


def make(*specs):
    log, stack = [], SceneStack()
    scenes = [stack.push(Probe(name, log, overlay)) for name, overlay in specs]
    return stack, log, scenes


def test_push_pop_replace_reset():
    stack, log, (a, b) = make(("a", False), ("b", False))
    assert stack.top is b and len(stack) == 2
    assert stack.pop() is b and stack.top is a and a.resumed == 1
    c = stack.replace(Probe("c", log))
    assert stack.scenes == [c]
    d = stack.reset(Probe("d", log))
    assert stack.scenes == [d]
    stack.pop()
    assert stack.top is None and stack.pop() is None


def test_overlays_draw_over_the_scene_below_bottom_first():
    stack, log, _ = make(("title", False), ("table", False), ("pause", True), ("dialog", True))
    stack.draw(pygame.Surface((4, 4)))
    assert log == [("draw", "table"), ("draw", "pause"), ("draw", "dialog")]


def test_a_full_screen_hides_everything_below():
    stack, log, _ = make(("table", False), ("pause", True), ("rules", False))
    stack.draw(pygame.Surface((4, 4)))
    assert log == [("draw", "rules")]


def test_events_and_updates_go_to_the_top_scene_only():
    stack, log, _ = make(("table", False), ("pause", True))
    stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a))
    stack.update(0.1)
    assert log == [("event", "pause"), ("update", "pause")]


def test_a_scene_covered_by_an_overlay_at_once_shows_in_full_beneath_it(app):
    """Only the top scene plays its fade-in: one covered before its first frame (a table opened
    with a dialog on it) would stay dark under the dialog."""
    below = app.stack.push(Scene(app))
    assert below.appear.value == 0.0
    app.stack.push(Probe("dialog", [], overlay=True))
    assert below.appear.value == 1.0
    beside = app.stack.push(Scene(app))
    assert beside.appear.value == 0.0              # a full screen on top still fades in
