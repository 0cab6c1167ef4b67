"""Installed like an application: the wheel built from a copy of the checkout carries every
package and every file of assets/ and maps/, and once installed in a fresh virtual environment
its `sesame-tabletop` command starts headless from another folder, reading only its own files.

No network: the wheel is built with this environment's setuptools, and the fresh environment gets
pygame-ce, pytmx, platformdirs and filelock as links to the installed ones (never the checkout
itself)."""
import os
import re
import shutil
import subprocess
import sys
import zipfile
from importlib import metadata, util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ("pyproject.toml", "README.md", "main.py", "engine", "scenes", "saves", "cli", "net",
           "assets", "maps")
CODE = ("engine", "scenes", "saves", "cli", "net")
DATA = ("assets", "maps")          # inside the wheel as engine/shipped/<folder>
# what the app needs on every platform, as pyproject.toml names it (the installed project's own
# metadata): "babel>=2.12" -> "babel"; one for some platforms only or for an extra is left out
DEPENDENCIES = tuple(re.split(r"[<>=!~\s\[]", need, maxsplit=1)[0]
                     for need in metadata.requires("sesame-tabletop") or () if ";" not in need)


def _building_offline_is_possible() -> str | None:
    """Why this environment cannot build the wheel without the network, or None."""
    if util.find_spec("pip") is None:
        return "pip is not installed in this environment"
    try:
        major, minor = (int(part) for part in metadata.version("setuptools").split(".")[:2])
    except (metadata.PackageNotFoundError, ValueError):
        return "setuptools is not installed here"
    if (major, minor) < (70, 1):
        return ("setuptools >= 70.1 (bdist_wheel built in) is needed to build the wheel offline: "
                "pip install -e '.[test]'")
    return None


def _run(command: list, cwd: Path, env: dict | None = None) -> subprocess.CompletedProcess:
    done = subprocess.run([str(part) for part in command], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=180)
    assert done.returncode == 0, f"{command[:4]}…\n{done.stdout}\n{done.stderr}"
    return done


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    reason = _building_offline_is_possible()
    if reason:
        pytest.skip(reason)
    source = tmp_path_factory.mktemp("source")
    for part in SOURCES:
        if (ROOT / part).is_dir():
            shutil.copytree(ROOT / part, source / part,
                            ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        else:
            shutil.copy(ROOT / part, source / part)
    dist = tmp_path_factory.mktemp("dist")
    _run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
          "--no-index", "--no-cache-dir", "--disable-pip-version-check", "-w", dist, source],
         cwd=source)
    (built,) = dist.glob("sesame_tabletop-*.whl")
    return built


@pytest.fixture(scope="module")
def venv(wheel, tmp_path_factory) -> Path:
    """A fresh virtual environment with the wheel installed; its folder."""
    home = tmp_path_factory.mktemp("venv")
    _run([sys.executable, "-m", "venv", "--without-pip", home], cwd=home)
    python = home / ("Scripts" if os.name == "nt" else "bin") / "python"
    site = Path(_run([python, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
                     cwd=home).stdout.strip())
    links = home / "dependencies"
    links.mkdir()
    for name in DEPENDENCIES:
        found = metadata.distribution(name)
        for top in {Path(str(f)).parts[0] for f in found.files if not str(f).startswith("..")}:
            if not (links / top).exists():
                (links / top).symlink_to(Path(found.locate_file(top)))
    (site / "dependencies.pth").write_text(f"{links}\n")
    _run([sys.executable, "-m", "pip", "--python", python, "install", "--quiet", "--no-deps",
          "--no-index", "--no-cache-dir", "--disable-pip-version-check", wheel], cwd=home)
    return home


def test_the_wheel_carries_every_package_and_data_file(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    packages = sorted(init.parent.relative_to(ROOT).as_posix() for part in CODE
                      for init in (ROOT / part).rglob("__init__.py"))
    missing = [p.replace("/", ".") for p in packages if f"{p}/__init__.py" not in names]
    assert not missing, f"add them to pyproject.toml's packages: {missing}"
    data = sorted(f"engine/shipped/{path.relative_to(ROOT).as_posix()}" for part in DATA
                  for path in (ROOT / part).rglob("*") if path.is_file())
    assert [name for name in data if name not in names] == []


START = """
import sys
import pygame
from cli import main
import engine, engine.shipped as shipped
from engine.bagdad.city_map import MAP_PATH
from scenes.app import RULES_DIR

frames = 0
real_get = pygame.event.get

def get(*args, **kwargs):  # the window is closed once 20 frames are drawn
    global frames
    frames += 1
    events = real_get(*args, **kwargs)
    return events + [pygame.event.Event(pygame.QUIT)] if frames > 20 else events

pygame.event.get = get
codes = []
for argv in ([], ["play", "bagdad", "--players", "human,ai:easy,ai:easy", "--seed", "3"]):
    frames = 0
    codes.append(main.run(argv))
print(engine.__file__, shipped.ASSETS, MAP_PATH, RULES_DIR, sep="\\n")
print(sorted(p.name for p in RULES_DIR.glob("*.md")), codes)
"""


@pytest.mark.slow          # a virtual environment made and installed: CI runs it under -m slow
def test_the_installed_command_starts_headless_from_another_folder(venv, tmp_path):
    bin_dir = venv / ("Scripts" if os.name == "nt" else "bin")
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               SESAME_DATA_DIR=str(tmp_path / "data"), VIRTUAL_ENV=str(venv))
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    helped = _run([bin_dir / "sesame-tabletop", "--help"], elsewhere, env)
    assert "arena" in helped.stdout
    arena = _run([bin_dir / "sesame-tabletop", "arena", "--game", "bagdad", "--players",
                  "ai:easy,ai:easy,ai:easy", "--games", "1", "--jobs", "1"], elsewhere, env)
    assert "Traceback" not in arena.stderr
    started = _run([bin_dir / "python", "-c", START], elsewhere, env)
    *paths, listed = started.stdout.strip().splitlines()[-5:]
    for path in paths:             # the wheel's own code and files, not the checkout's
        assert Path(path).resolve().is_relative_to(venv.resolve()), path
        assert not Path(path).resolve().is_relative_to(ROOT), path
    assert listed == "['alibaba.md', 'bagdad.md', 'forty_thieves.md'] [0, 0]"
    assert "Traceback" not in started.stderr
