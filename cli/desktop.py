"""`install-desktop` and `uninstall-desktop`: the app in the desktop's menu, only when asked.

On Linux the app writes the freedesktop entry itself, as the XDG base-directory and
desktop-entry specifications say: `$XDG_DATA_HOME/applications/sesame-tabletop.desktop`
(`~/.local/share` when XDG_DATA_HOME is unset or not absolute) and its icon at every size in the
hicolor theme, `$XDG_DATA_HOME/icons/hicolor/NxN/apps/sesame-tabletop.png`. `Exec=` names the
installed command by its full path, or this Python and main.py in a checkout. On Windows and
macOS, pyshortcuts makes the Start Menu / Desktop shortcut. Each command says what it wrote or
removed, where; uninstall removes only the files install writes. The entry's comment and keywords
are written in every language the app has (`Comment[de]=`), the shortcut's in the one in use.
"""
from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

from cli import program
from engine.shipped import ASSETS
from engine.words import language
from engine.words.language import N_, tr
from saves.atomic import write_atomic

APP_ID = "sesame-tabletop"
NAME = "Sesame Tabletop"
COMMENT = N_("Three Arabian-Nights tabletop games at one table")
KEYWORDS = N_("board;tabletop;cards;Ali Baba;Bagdad;Arabian Nights;")
ICON_SIZES = (16, 32, 48, 64, 128, 256)
_ICON_KIND = ".icns" if sys.platform == "darwin" else ".ico"      # what a shortcut there takes


class DesktopError(Exception):
    """What could not be written or removed, in one line."""


def data_home() -> Path:
    """$XDG_DATA_HOME when it is an absolute path (the spec ignores a relative one), else
    ~/.local/share."""
    named = os.environ.get("XDG_DATA_HOME", "")
    return Path(named) if os.path.isabs(named) else Path.home() / ".local" / "share"


def command() -> list[str]:
    """How the menu starts the app: the one-file build itself, the installed command's full
    path when this program was started as it (or it is on PATH), else this Python with this
    checkout's main.py."""
    started = Path(sys.argv[0])
    if not program.frozen() and started.name == APP_ID and started.is_file():
        return [str(started.resolve())]
    found = None if program.frozen() else shutil.which(APP_ID)
    return [str(Path(found).resolve())] if found else program.argv()


def quoted(argument: str) -> str:
    """One argument of an Exec line, quoted as the desktop-entry spec asks: in double quotes
    when it holds a space or a reserved character, with ", `, $ and \\ escaped by a backslash
    (and every backslash doubled again, as the file's string escaping comes first)."""
    if argument and not any(ch in argument for ch in ' \t\n"\'\\><~|&;$*?#()`='):
        return argument.replace("%", "%%")
    inner = "".join("\\" + ch if ch in '"`$\\' else ch for ch in argument)
    return '"' + inner.replace("\\", "\\\\").replace("%", "%%") + '"'


def localised(key: str, english: str) -> list[str]:
    """A key of the entry in English, then in each other language the app has, where its
    catalogue words it differently ("Comment[de]=...")."""
    said = {code: language.translations("app", code).gettext(english)
            for code in language.LANGUAGES if code != language.ENGLISH}
    return [f"{key}={english}"] + [f"{key}[{code}]={words}" for code, words in said.items()
                                   if words != english]


def entry(argv: list[str]) -> str:
    """The .desktop file's text."""
    return "\n".join([
        "[Desktop Entry]",
        "Type=Application",
        f"Name={NAME}",
        *localised("Comment", COMMENT),
        "Exec=" + " ".join(quoted(a) for a in argv),
        f"Icon={APP_ID}",
        "Terminal=false",
        "Categories=Game;BoardGame;",
        *localised("Keywords", KEYWORDS),
        f"StartupWMClass={APP_ID}",
        ""])


def linux_files(home: Path) -> dict[Path, Path | None]:
    """Every file install writes -> the shipped file it copies (None: the entry itself)."""
    files: dict[Path, Path | None] = {home / "applications" / f"{APP_ID}.desktop": None}
    for size in ICON_SIZES:
        icon = home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        files[icon] = ASSETS / "icon" / f"{APP_ID}-{size}.png"
    return files


def install() -> list[str]:
    """Make the menu entry; the lines to print, one per file written."""
    if not sys.platform.startswith("linux"):
        return _shortcut()
    said = []
    for path, source in linux_files(data_home()).items():
        try:
            if source is None:
                write_atomic(path, entry(command()), keep_backup=False)
                path.chmod(0o755)       # some desktops run only entries marked executable
            else:
                write_atomic(path, source.read_bytes(), keep_backup=False)
        except OSError as exc:
            raise DesktopError(tr("cannot write {path}: {reason}").format(
                path=path, reason=exc.strerror or exc)) from None
        said.append(tr("wrote {path}").format(path=path))
    return said


def uninstall() -> list[str]:
    """Remove what install wrote (nothing else); the lines to print, one per file removed."""
    if not sys.platform.startswith("linux"):
        return _remove_shortcut()
    said = []
    for path in linux_files(data_home()):
        try:
            path.unlink()
        except FileNotFoundError:
            continue
        except OSError as exc:
            raise DesktopError(tr("cannot remove {path}: {reason}").format(
                path=path, reason=exc.strerror or exc)) from None
        said.append(tr("removed {path}").format(path=path))
    return said or [tr("nothing to remove: no menu entry was installed")]


def _shortcut() -> list[str]:
    """Windows and macOS: the Start Menu and Desktop shortcut, made by pyshortcuts."""
    try:
        from pyshortcuts import make_shortcut
    except ImportError:
        raise DesktopError(tr("making a shortcut here needs pyshortcuts (pip install "
                              "pyshortcuts)")) from None
    argv = command()
    made = make_shortcut(" ".join(argv[1:]) or argv[0], name=NAME, description=tr(COMMENT),
                         icon=str(ASSETS / "icon" / f"{APP_ID}{_ICON_KIND}"), terminal=False,
                         executable=argv[0] if len(argv) > 1 else None,
                         noexe=len(argv) == 1)
    return [tr("wrote {path}").format(path=Path(folder, made.target))
            for folder in _shortcut_folders(made)]


def _shortcut_folders(made) -> list[str]:
    return [folder for folder in (made.desktop_dir, getattr(made, "startmenu_dir", None))
            if folder and Path(folder, made.target).exists()]


def _remove_shortcut() -> list[str]:
    try:
        from pyshortcuts import get_folders
    except ImportError:
        raise DesktopError(tr("removing a shortcut here needs pyshortcuts")) from None
    folders = get_folders()
    said = []
    for folder in (folders.desktop, folders.startmenu):
        for suffix in (".lnk", ".app"):
            path = Path(folder or "", NAME + suffix) if folder else None
            if path is not None and path.exists():
                shutil.rmtree(path) if path.is_dir() else path.unlink()
                said.append(tr("removed {path}").format(path=path))
    return said or [tr("nothing to remove: no shortcut was installed")]
