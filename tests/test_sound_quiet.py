"""Sound without a sound card: the app runs silently, nothing raises, and ALSA's complaints
never reach the terminal (they are written by C code straight to descriptor 2)."""
import os
import subprocess
import sys
from pathlib import Path

import pygame

from scenes.kit import sound

ROOT = Path(__file__).resolve().parent.parent


def run(code: str, **env) -> subprocess.CompletedProcess:
    environ = {k: v for k, v in os.environ.items() if k != "SDL_AUDIODRIVER"}
    environ.update(env)
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=environ,
                          capture_output=True, text=True, timeout=60)


def test_without_an_audio_device_sound_stays_off_and_playing_is_silent(monkeypatch):
    pygame.mixer.quit()
    monkeypatch.setenv("SDL_AUDIODRIVER", "no-such-driver")
    try:
        sound.enable(True)
        assert not sound.enabled() and not pygame.mixer.get_init()
        sound.play("click")                                  # says nothing, raises nothing
    finally:
        sound.enable(False)


def test_c_writes_to_stderr_are_hidden_only_while_audio_opens():
    done = run("import os\n"
               "from scenes.kit.sound import quiet_stderr\n"
               "with quiet_stderr():\n"
               "    os.write(2, b'ALSA lib pcm.c: Unknown PCM default\\n')\n"
               "os.write(2, b'after\\n')\n")
    assert done.returncode == 0, done.stderr
    assert done.stderr == "after\n"


def test_opening_audio_where_it_fails_prints_nothing():
    """With SDL choosing its driver as in the app (on a machine without a sound card ALSA
    fails, and printed eight lines here before), only pygame's greeting is printed."""
    done = run("from scenes.kit import sound\n"
               "sound.enable(True)\n"
               "print('sound', sound.enabled())\n", PYGAME_HIDE_SUPPORT_PROMPT="1")
    assert done.returncode == 0, done.stderr
    assert "ALSA" not in done.stderr and done.stderr == ""
    assert done.stdout.strip() in ("sound True", "sound False")
