"""Sleeping until the window has an event, without spinning.

pygame's own `event.wait(timeout)` looks at the queue every millisecond (about 4 % of a core on
its own, more than the whole of a still screen should cost); SDL's `SDL_WaitEventTimeout` with
no event to fill really sleeps (on X11 on the display's connection) and is woken at once by an
event posted from another thread. pygame links SDL but does not offer that call, so it is taken
from the SDL library pygame has loaded (the same one, with the same queue); the event stays in
the queue for `pygame.event.get`. Where that library cannot be found, pygame's wait serves,
putting back the event it takes.
"""
from __future__ import annotations

import ctypes
import glob
import os
import sys

import pygame

_sdl: list = []         # [the SDL library's wait function, or None], looked up once


def _loaded_sdl() -> str | None:
    """The path of the SDL 2 library loaded in this process, where it can be told."""
    if sys.platform.startswith("linux"):
        try:
            with open("/proc/self/maps", encoding="utf-8", errors="replace") as maps:
                for line in maps:
                    name = os.path.basename(line.split()[-1]) if line.strip() else ""
                    if name.startswith("libSDL2-2") or name.startswith("libSDL2.so"):
                        return line.split()[-1]
        except OSError:
            return None
        return None
    folder = os.path.dirname(pygame.__file__)
    found = glob.glob(os.path.join(folder, "SDL2.dll")) + \
        glob.glob(os.path.join(folder, ".dylibs", "libSDL2*.dylib"))
    return found[0] if found else None


def _wait_function():
    if not _sdl:
        _sdl.append(None)
        path = _loaded_sdl()
        try:
            wait = ctypes.CDLL(path).SDL_WaitEventTimeout if path else None
        except (OSError, AttributeError):
            wait = None
        if wait is not None:
            wait.argtypes, wait.restype = [ctypes.c_void_p, ctypes.c_int], ctypes.c_int
            _sdl[0] = wait
    return _sdl[0]


def until_event(seconds: float) -> bool:
    """Sleep until an event is in the queue or `seconds` have passed (at least a millisecond);
    whether an event came. The event is left in the queue."""
    ms = max(1, round(seconds * 1000))
    wait = _wait_function()
    if wait is not None:
        return bool(wait(None, ms))
    event = pygame.event.wait(ms)
    if event.type == pygame.NOEVENT:
        return False
    pygame.event.post(event)
    return True
