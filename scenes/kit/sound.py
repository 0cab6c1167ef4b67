"""A few soft sounds synthesized at start-up (no sound files): a click for buttons and a chime
when a human seat's turn comes. Silent when the sound setting is off or there is no audio.

A machine without a sound card starts quietly too: ALSA, which SDL tries when no sound server
answers, writes every failure straight to the terminal ("ALSA lib pcm.c: ... Unknown PCM
default"), so the terminal's stderr points at the null device while audio is being opened.
(Not an ALSA error handler in Python: SDL enumerates devices on a thread of its own while the
main thread, holding the interpreter, waits for it, and a Python handler called there hangs.)
"""
from __future__ import annotations

import array
import contextlib
import math
import os
import sys

import pygame

RATE = 22050
# name -> (frequencies in Hz, milliseconds, volume 0..1)
SOUNDS = {"click": ((1320,), 35, 0.18), "chime": ((660, 990), 420, 0.16)}

_enabled = False
_cache: dict[str, pygame.mixer.Sound] = {}


def enable(on: bool) -> None:
    """Follow the sound setting; audio is opened the first time it is wanted."""
    global _enabled
    if on and not pygame.mixer.get_init():
        try:
            with quiet_stderr():
                pygame.mixer.init(RATE, -16, 1, 512, allowedchanges=0)
        except pygame.error:
            on = False          # no audio device: stay silent rather than fail
    _enabled = on


@contextlib.contextmanager
def quiet_stderr():
    """File descriptor 2 on the null device for the duration, where C libraries write their
    complaints; Python's own stderr is flushed first, and is the terminal again afterwards.
    Where descriptor 2 cannot be swapped (no console), nothing changes."""
    with contextlib.suppress(AttributeError, OSError, ValueError):
        sys.stderr.flush()
    saved = None
    try:
        saved = os.dup(2)
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, 2)
        os.close(null)
    except OSError:
        if saved is not None:
            os.close(saved)
        saved = None
    try:
        yield
    finally:
        if saved is not None:
            os.dup2(saved, 2)
            os.close(saved)


def enabled() -> bool:
    return _enabled


def _synth(freqs: tuple, ms: int, volume: float) -> pygame.mixer.Sound:
    count = RATE * ms // 1000
    samples = array.array("h", (
        round(32767 * volume * math.exp(-5 * i / count)
              * sum(math.sin(math.tau * f * i / RATE) for f in freqs) / len(freqs))
        for i in range(count)))
    return pygame.mixer.Sound(buffer=samples.tobytes())


def play(name: str) -> None:
    if not _enabled:
        return
    if name not in _cache:
        _cache[name] = _synth(*SOUNDS[name])
    _cache[name].play()
