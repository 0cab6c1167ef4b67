"""Scenes and the stack that holds them.

Only the top scene gets events and updates; drawing starts at the highest scene that is not an
overlay, so a pause menu or a dialog is painted over the (frozen) screen beneath it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.kit import text, theme
from scenes.kit.tween import Tween

if TYPE_CHECKING:
    from scenes.app import App
    from scenes.kit.widgets import Button, Widget


class Scene:
    """A screen. Subclasses add widgets, or override the three hooks outright.

    Esc calls `back` (pop by default); Enter clicks `default_button` when it is enabled.
    """

    is_overlay = False
    goes_on = False     # it goes on under the scene on top (a game friends play on)

    def __init__(self, app: "App") -> None:
        self.app = app
        self.widgets: list[Widget] = []
        self.default_button: Button | None = None
        self.appear = Tween(0.0, 1.0, 0.25)

    def add(self, widget: "Widget") -> "Widget":
        self.widgets.append(widget)
        return widget

    @property
    def caption(self) -> str:
        """What the window's title says after the app's name: the game at a table, else the
        screen's heading in the language in use ("" for none: the title screen)."""
        match = getattr(self, "match", None)
        return text.said(match.game.TITLE if match is not None else getattr(self, "heading", ""))

    def closing(self) -> None:
        """The app is about to end (Quit, or the window closed): keep what must not be lost."""

    def left(self) -> None:
        """The scene is taken off the stack for good: let go of what it holds open."""

    def language_changed(self) -> None:
        """Another language was chosen: words this scene keeps already said (a table's log)
        are said again in it; what is drawn is looked up as it is drawn anyway."""

    # --- the three hooks --------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        for widget in reversed(self.widgets):
            if widget.visible and widget.handle_event(event):
                return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.back()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                if self.default_button is not None and self.default_button.enabled:
                    self.default_button.click()

    def update(self, dt: float) -> None:
        self.appear.update(dt)
        for widget in self.widgets:
            widget.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.draw_widgets(surface)
        if not self.is_overlay:
            theme.dim(surface, round(255 * (1 - self.appear.value)))

    # --- helpers for subclasses -------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        surface.blit(theme.backdrop(surface.get_size()), (0, 0))

    def draw_widgets(self, surface: pygame.Surface) -> None:
        for widget in self.widgets:
            if widget.visible:
                widget.draw(surface)

    def back(self) -> None:
        self.app.stack.pop()

    def resume(self) -> None:
        """Called when the scene above this one is popped and this one is on top again."""


class SceneStack:
    """push / pop / replace / reset; an empty stack means the app is done."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    def __len__(self) -> int:
        return len(self.scenes)

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> Scene:
        """Put `scene` on top; a scene an overlay covers shows in full beneath it (its fade-in,
        which only the top scene plays, would otherwise leave it dark under the overlay)."""
        if scene.is_overlay and self.scenes:
            self.scenes[-1].appear.skip()
        self.scenes.append(scene)
        return scene

    def pop(self) -> Scene | None:
        scene = self.scenes.pop() if self.scenes else None
        if scene is not None:
            scene.left()
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> Scene:
        if self.scenes:
            self.scenes.pop().left()
        return self.push(scene)

    def reset(self, scene: Scene) -> Scene:
        """Drop every scene and start again from `scene` (quit to title, play again)."""
        while self.scenes:
            self.scenes.pop().left()
        return self.push(scene)

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.scenes:
            self.scenes[-1].handle_event(event)

    def update(self, dt: float) -> None:
        """The top scene goes on; one beneath it only where it `goes_on` (a game with friends on
        other computers does not wait while the host reads a menu)."""
        for scene in self.scenes[:-1]:
            if scene.goes_on:
                scene.update(dt)
        if self.scenes:
            self.scenes[-1].update(dt)

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: from the highest non-overlay up."""
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if not self.scenes[i].is_overlay:
                start = i
                break
        return self.scenes[start:]

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.visible():
            scene.draw(surface)
