"""A few soft sounds synthesized when first wanted (no sound files): a click for buttons, a
chime when a human seat's turn comes, and the moments that matter at a table (a tile taken, a
card turned, coins, a trade, the end of a game: each game's table entry names them, SOUNDS).
Silent when the sound setting is off or there is no audio; the volume setting scales them all.

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
import random
import sys

import pygame

RATE = 22050
# name -> notes, each (frequencies in Hz, milliseconds, volume 0..1, start in ms); a "card" is a
# soft noise (frequency 0), the others decaying tones
SOUNDS = {"click": (((1320,), 35, 0.18, 0),),
          "chime": (((660, 990), 420, 0.16, 0),),
          "tile": (((196, 294), 90, 0.22, 0), ((392,), 40, 0.08, 10)),
          "card": (((0,), 90, 0.10, 0),),
          "coins": (((2093, 2637), 140, 0.07, 0), ((2349, 3136), 160, 0.06, 70)),
          "trade": (((523,), 160, 0.12, 0), ((659,), 220, 0.12, 120)),
          "end": (((523,), 200, 0.12, 0), ((659,), 200, 0.12, 150), ((784, 1047), 520, 0.13, 300))}

FIRST = ("end", "trade", "coins", "card", "tile")   # one sound a moment: the one first here

_enabled = False
_volume = 1.0
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


def set_volume(percent: int) -> None:
    """The volume setting, 0 to 100, for every sound from now on (and those made already)."""
    global _volume
    _volume = max(0, min(100, percent)) / 100
    for made in _cache.values():
        made.set_volume(_volume)


def samples(name: str) -> array.array:
    """The sound's 16-bit samples: its notes, each a decaying tone (or, at frequency 0, a soft
    noise from a fixed seed, so that a card sounds the same every time), added together."""
    notes = SOUNDS[name]
    length = max(RATE * (ms + start) // 1000 for _, ms, _, start in notes)
    mixed = [0.0] * length
    noise = random.Random(7)
    for freqs, ms, volume, start in notes:
        count, at = RATE * ms // 1000, RATE * start // 1000
        for i in range(count):
            fade = volume * math.exp(-5 * i / count)
            wave = (noise.uniform(-1, 1) * (1 - i / count) if freqs == (0,) else
                    sum(math.sin(math.tau * f * i / RATE) for f in freqs) / len(freqs))
            mixed[at + i] += fade * wave
    return array.array("h", (round(32767 * max(-1.0, min(1.0, v))) for v in mixed))


def first(names: set[str]) -> str:
    """Of the sounds due at one moment, the one that says most (the end over coins over a
    card): one at a time, so that a move never sounds as a clatter."""
    return next(name for name in FIRST if name in names)


def play(name: str) -> None:
    if not _enabled or _volume == 0:
        return
    if name not in _cache:
        _cache[name] = pygame.mixer.Sound(buffer=samples(name).tobytes())
        _cache[name].set_volume(_volume)
    _cache[name].play()
