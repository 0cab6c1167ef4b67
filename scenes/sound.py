"""A few soft sounds synthesized at start-up (no sound files): a click for buttons and a chime
when a human seat's turn comes. Silent when the sound setting is off or there is no audio."""
from __future__ import annotations

import array
import math

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
            pygame.mixer.init(RATE, -16, 1, 512, allowedchanges=0)
        except pygame.error:
            on = False          # no audio device: stay silent rather than fail
    _enabled = on


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
