"""The app's one window: asked of SDL in the screen's real pixels, and closed before the display.

On a scaled desktop (200 % on Windows, a Retina Mac, Wayland) the window's surface gets the
screen's real pixels while its size and the mouse stay in the desktop's points: Windows by
SDL_WINDOWS_DPI_SCALING, macOS and Wayland by the window's allow_high_dpi (pygame.Window; the
display module's set_mode cannot ask for it). `in_pixels` maps a mouse position. The window
opens as it was at the last quit (`reopen`): size, position and full screen, fitted to the
screens there are now, and where it was only if the whole window is on one of them (`placed`).
"""
from __future__ import annotations

import os

import pygame

from engine.shipped import ASSETS

TITLE = "Sesame Tabletop"
MIN_SIZE = (640, 360)      # half the design: the smallest window the app opens at
ICON = ASSETS / "icon" / "sesame-tabletop-64.png"
HIGH_DPI = ("SDL_WINDOWS_DPI_SCALING", "1")
CLASS = "sesame-tabletop"      # the window's class (X11) and app id (Wayland): the menu entry's
                               # StartupWMClass, so the desktop shows the entry's icon and name;
os.environ["SDL_VIDEO_X11_WMCLASS"] = CLASS       # set outright: pygame's import named it
os.environ["SDL_VIDEO_WAYLAND_WMCLASS"] = CLASS   # after the script ("main.py")
_shown: list[pygame.Window] = []    # the window of this display session: an App made after
                                    # another takes it over (tests make several)
_lost: list[pygame.Window] = []     # windows the display closed under without `close_display`:
                                    # never let go, or pygame would destroy them by handles SDL
                                    # may have given to newer windows


def open_window(size: tuple[int, int]) -> pygame.Window:
    """The app's window at `size`: the open one if there is one, else a new one."""
    if not pygame.display.get_init():
        _lost.extend(_shown)
        _shown.clear()
        os.environ.setdefault(*HIGH_DPI)
        pygame.display.init()   # the display alone: audio opens only if sound is wanted
    if _shown:
        _shown[0].set_windowed()
        _shown[0].size = size
    else:
        _shown.append(pygame.Window(TITLE, size, resizable=True, allow_high_dpi=True))
        _show_icon(_shown[0])
    return _shown[0]


def _show_icon(window: pygame.Window) -> None:
    """The app's lamp in the title bar and the task switcher (tools/make_icon.py draws it); an
    icon that cannot be read leaves the system's own, and the app opens all the same."""
    try:
        window.set_icon(pygame.image.load(ICON))
    except (pygame.error, OSError):
        pass


def fitted(kept: dict, desktops: list[tuple[int, int]]) -> tuple[tuple, tuple | None, bool]:
    """The window kept at the last quit (saves.settings: size, position, full screen), fitted to
    the screens there are now: no smaller than MIN_SIZE nor larger than the largest screen, and
    `placed` where it was only if the whole of it is on one of them."""
    w, h = kept["size"]
    if desktops:
        w, h = min(w, max(d[0] for d in desktops)), min(h, max(d[1] for d in desktops))
    size = (max(w, MIN_SIZE[0]), max(h, MIN_SIZE[1]))
    place = kept.get("position")
    position = placed(None if place is None else tuple(place), size, screen_rects(desktops))
    return size, position, bool(kept.get("fullscreen"))


def screen_rects(desktops: list[tuple[int, int]]) -> list[pygame.Rect]:
    """Where the screens may stand. pygame names their sizes, not their places: the first is
    taken at (0, 0) and each other beside those before, to the right or to the left (both are
    offered), so that a window left on a second screen is found again while it is there."""
    if not desktops:
        return []
    rects = [pygame.Rect((0, 0), desktops[0])]
    right, left = desktops[0][0], 0
    for w, h in desktops[1:]:
        rects += [pygame.Rect(right, 0, w, h), pygame.Rect(left - w, 0, w, h)]
        right, left = right + w, left - w
    return rects


def placed(place: tuple[int, int] | None, size: tuple[int, int],
           screens: list[pygame.Rect]) -> tuple[int, int] | None:
    """Where a window of `size` opens: at the remembered `place` only if the whole window lies
    on one present screen (with no window manager, a place kept from another screen or size
    opened it half off), else centred on the first screen (None: no screen known, SDL
    centres it)."""
    if place is not None and any(s.contains(pygame.Rect(place, size)) for s in screens):
        return place
    if not screens:
        return None
    first = screens[0]
    return (first.x + max(0, (first.width - size[0]) // 2),
            first.y + max(0, (first.height - size[1]) // 2))


def reopen(window: pygame.Window, kept: dict) -> tuple[tuple, tuple | None, bool]:
    """Open `window` as it was at the last quit (`fitted` to the screens of now); what it was
    given: the windowed size and position, and whether it is full screen."""
    size, position, full = fitted(kept, pygame.display.get_desktop_sizes())
    window.size = size
    window.position = position if position is not None else pygame.WINDOWPOS_CENTERED
    if full:
        window.set_fullscreen(desktop=True)
    return size, position, full


def shape(size: tuple, position: tuple | None, fullscreen: bool) -> dict:
    """The window as the settings keep it (saves.settings reads it back)."""
    return {"size": list(size), "position": None if position is None else list(position),
            "fullscreen": fullscreen}


def caption(scenes) -> str:
    """The window's title: "Sesame Tabletop — Thieves of Bagdad" at a table, "Sesame Tabletop —
    Load a game" on a screen, from the highest scene that is not a dialog over another."""
    shown = next((s for s in reversed(scenes) if not s.is_overlay), None)
    what = shown.caption if shown is not None else ""
    return f"{TITLE} — {what}" if what else TITLE


def close_display() -> None:
    """Close the window, then the display (closing the display first would leave pygame's
    window object to destroy, later, a handle SDL may have given to another window)."""
    while _shown:
        _shown.pop().destroy()
    pygame.display.quit()


def in_pixels(window: pygame.Window, pos: tuple[int, int]) -> tuple[float, float]:
    """A mouse position in the desktop's points -> the window surface's pixels (twice as many
    each way on a 200 % desktop)."""
    points, pixels = window.size, window.get_surface().get_size()
    if points == pixels or 0 in points:
        return pos
    return pos[0] * pixels[0] / points[0], pos[1] * pixels[1] / points[1]
