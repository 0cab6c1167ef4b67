"""Build the one-file app: a single executable in dist/ that runs on a machine without Python.

    python tools/build_app.py [--dist DIR]      (needs PyInstaller: pip install -e '.[build]')

PyInstaller packs the interpreter, pygame-ce's SDL, pytmx, platformdirs and filelock with the
code, and the data folders where engine.shipped looks for them in a wheel (assets/ as
engine/shipped/assets, maps/ as engine/shipped/maps: the fonts, rules, icon, city map and its
art). The games, their AIs and their tables are imported by name (engine.catalog,
scenes.tables), so every module of the project's packages is named to PyInstaller. The icon is
the .ico on Windows, the .icns on macOS; on Linux the window sets its own (scenes/window.py).
The translations' catalogues are compiled from their .po sources first (tools/catalog.py), so the
build never carries a stale one; Babel's own locale data comes with it through PyInstaller's
hook for Babel.
Every command works from the build, `bench` included (its start-up child is the build itself:
cli/program.py). The build keeps a console, so that the commands can print.
"""
from __future__ import annotations

import argparse
import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAME = "sesame-tabletop"
PACKAGES = ("cli", "engine", "net", "saves", "scenes")
DATA = (("assets", "engine/shipped/assets"), ("maps", "engine/shipped/maps"))


def command(dist: Path, work: Path) -> list[str]:
    """The PyInstaller command line for this platform."""
    icon = ROOT / "assets" / "icon" / (f"{NAME}.icns" if sys.platform == "darwin"
                                       else f"{NAME}.ico")
    args = [sys.executable, "-m", "PyInstaller", "--onefile", "--noconfirm", "--clean",
            "--name", NAME, "--distpath", str(dist), "--workpath", str(work),
            "--specpath", str(work), "--icon", str(icon), "--paths", str(ROOT)]
    for source, target in DATA:
        args += ["--add-data", f"{ROOT / source}{':' if sys.platform != 'win32' else ';'}"
                               f"{target}"]
    for package in PACKAGES:
        args += ["--collect-submodules", package]
    return [*args, str(ROOT / "main.py")]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist",
                        help="where the executable goes (default: dist/)")
    args = parser.parse_args(argv)
    if importlib.util.find_spec("PyInstaller") is None:
        print("build_app: PyInstaller is not installed: pip install -e '.[build]'",
              file=sys.stderr)
        return 2
    work = ROOT / "build" / "one-file"
    compiled = subprocess.run([sys.executable, str(ROOT / "tools" / "catalog.py"), "compile"])
    if compiled.returncode:
        return compiled.returncode
    done = subprocess.run(command(args.dist.resolve(), work), cwd=ROOT)
    if done.returncode:
        return done.returncode
    shutil.rmtree(work, ignore_errors=True)
    built = args.dist.resolve() / (NAME + (".exe" if sys.platform == "win32" else ""))
    print(f"built {built} ({built.stat().st_size / 2 ** 20:.0f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
