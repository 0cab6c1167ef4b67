"""The player's settings (animation speed, colour-blind symbols, sound), kept in the config dir."""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields

from saves.atomic import write_atomic
from saves.files import read_bounded
from saves.format import SaveError
from saves.paths import config_dir

SPEEDS = ("slow", "normal", "fast", "instant")
SPEED_FACTORS = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
MAX_BYTES = 64 * 1024   # the real file is under 100 bytes


@dataclass
class Settings:
    animation_speed: str = "normal"
    colour_blind: bool = False
    sound: bool = True
    guides_seen: tuple = ()     # the games whose first-game guide has opened by itself


def path():
    return config_dir() / "settings.json"


def load() -> Settings:
    """The saved settings; anything missing or malformed falls back to its default."""
    try:
        raw = json.loads(read_bounded(path(), MAX_BYTES).decode("utf-8-sig"))
    except (OSError, ValueError, RecursionError):   # missing, odd, damaged or hostile
        return Settings()
    if not isinstance(raw, dict):
        return Settings()
    settings = Settings()
    for f in fields(Settings):
        value = raw.get(f.name)
        if f.name == "animation_speed" and value in SPEEDS:
            settings.animation_speed = value
        elif f.type in ("bool", bool) and isinstance(value, bool):
            setattr(settings, f.name, value)
        elif f.name == "guides_seen" and isinstance(value, list):
            settings.guides_seen = tuple(v for v in value[:16]
                                         if isinstance(v, str) and len(v) <= 40)
    return settings


def save(settings: Settings) -> None:
    try:
        write_atomic(path(), json.dumps(asdict(settings), indent=1))
    except OSError as exc:
        raise SaveError(f"cannot write the settings to {path()}: {exc.strerror or exc}") from None
