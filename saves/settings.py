"""The player's settings (animation speed, colour-blind symbols, sound and its volume, text size,
take-backs, language), the New game screen's last start and the window at the last quit, kept in the
config dir; a file from an older version, without some of them, loads with their defaults."""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields, replace

from engine.words import language
from saves.atomic import write_atomic
from saves.files import read_bounded
from saves.format import SaveError
from saves.paths import config_dir

SPEEDS = ("slow", "normal", "fast", "instant")
SPEED_FACTORS = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
TEXT_SIZES = ("normal", "large")
LANGUAGES = (language.SYSTEM, *language.LANGUAGES)     # the system's, or one of the app's
CHOICES = {"animation_speed": SPEEDS, "text_size": TEXT_SIZES,     # fields of one of a few words
           "language": LANGUAGES}
MAX_BYTES = 64 * 1024   # the real file is well under 2 KB
GUIDES_KEPT = 16        # games remembered as guided, the newest: the file stays small
MAX_SEATS = 12          # above any game's: what a kept setup may hold
MAX_PIXELS = 100_000    # far above any screen: a window's kept size and position


@dataclass
class Settings:
    animation_speed: str = "normal"
    colour_blind: bool = False
    sound: bool = True
    volume: int = 80            # percent, for every sound (M mutes: `sound` off)
    guides_seen: tuple = ()     # the games whose first-game guide has opened by itself
    text_size: str = "normal"   # the reading text (rules, log, tips, panels, dialogs)
    take_backs: bool = True     # Ctrl+Z and Undo at a table
    language: str = language.SYSTEM     # a code of engine.words.language.LANGUAGES, or the system's
    last_setup: dict = field(default_factory=dict)   # the New game screen's last start
    window: dict = field(default_factory=dict)       # size, position, full screen at the last quit


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
        if f.name in CHOICES and isinstance(value, str) and value in CHOICES[f.name]:
            setattr(settings, f.name, value)
        elif f.type in ("bool", bool) and isinstance(value, bool):
            setattr(settings, f.name, value)
        elif f.name == "last_setup":
            settings.last_setup = _setup(value)
        elif f.name == "volume" and isinstance(value, int) and not isinstance(value, bool):
            settings.volume = max(0, min(100, value))
        elif f.name == "window":
            settings.window = _window(value)
        elif f.name == "guides_seen" and isinstance(value, list):
            names = [v for v in value if isinstance(v, str) and len(v) <= 40]
            # the newest are last; a name repeated counts once, where it was newest
            newest = list(dict.fromkeys(reversed(names)))[:GUIDES_KEPT]
            settings.guides_seen = tuple(reversed(newest))
    return settings


def _word(value, most: int = 40) -> bool:
    return isinstance(value, str) and len(value) <= most and value.isprintable()


def _plain(value) -> bool:
    """A setup option's value: a short word, a number, a truth, none, or a short list of them."""
    if isinstance(value, list):
        return len(value) <= MAX_SEATS and all(_plain(v) and not isinstance(v, list)
                                               for v in value)
    return value is None or isinstance(value, (bool, int)) or _word(value)


def _setup(raw) -> dict:
    """The New game screen's last start, as data the screen can lay out (anything else: none;
    the screen checks it against the game again)."""
    if not isinstance(raw, dict) or not _word(raw.get("game")):
        return {}
    seats = raw.get("seats")
    if not isinstance(seats, list) or len(seats) > MAX_SEATS or not all(
            isinstance(s, dict) and _word(s.get("kind"), 20) and _word(s.get("name"), 60)
            and isinstance(s.get("named"), bool) for s in seats):
        seats = []
    options = raw.get("options")
    options = {k: v for k, v in options.items() if _word(k) and _plain(v)} \
        if isinstance(options, dict) and len(options) <= MAX_SEATS else {}
    count, variant = raw.get("count"), raw.get("variant")
    return {"game": raw["game"], "variant": variant if _word(variant) else None,
            "count": count if isinstance(count, int) and not isinstance(count, bool) else None,
            "seats": [{"kind": s["kind"], "name": s["name"], "named": s["named"]} for s in seats],
            "options": options}


def _pair(value, low: int) -> list | None:
    """Two whole numbers from low to MAX_PIXELS (in size) each, else None."""
    if not isinstance(value, list) or len(value) != 2:
        return None
    if not all(isinstance(v, int) and not isinstance(v, bool) and low <= v <= MAX_PIXELS
               for v in value):
        return None
    return list(value)


def _window(raw) -> dict:
    """The window at the last quit, as plain numbers in a sane range (scenes.window fits them
    to the screens there are now); anything else: none, and the window opens as it first did."""
    if not isinstance(raw, dict):
        return {}
    size = _pair(raw.get("size"), 1)
    if size is None:
        return {}
    return {"size": size, "position": _pair(raw.get("position"), -MAX_PIXELS),
            "fullscreen": raw.get("fullscreen") is True}


def seen_guide(settings: Settings, game: str) -> Settings:
    """`settings` with `game`'s guide marked seen, as the newest entry: the cap drops the
    oldest, never the one just added (cutting before adding made a guide open at every visit
    once GUIDES_KEPT games were remembered)."""
    kept = (*(g for g in settings.guides_seen if g != game), game)
    return replace(settings, guides_seen=kept[-GUIDES_KEPT:])


def save(settings: Settings) -> None:
    try:
        write_atomic(path(), json.dumps(asdict(settings), indent=1))
    except OSError as exc:
        raise SaveError(f"cannot write the settings to {path()}: {exc.strerror or exc}") from None
