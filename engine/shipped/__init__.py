"""Where the app's own files are (fonts and rules texts in ASSETS, the city map and its art in
MAPS), from any working folder, in a checkout and in an installed wheel alike.

The repository keeps them as the top-level folders assets/ and maps/ (docs/architecture.md). A
wheel carries them inside this package, as engine.shipped.assets and engine.shipped.maps
(pyproject.toml), found through importlib.resources; a checkout, its editable install, or a copy
of it (the tests make copies) has no such folders here and reads its own top-level ones. It
sits in the engine because the engine reads the map and imports neither the scenes nor pygame.
"""
from __future__ import annotations

from importlib import resources
from pathlib import Path


def _folder(name: str) -> Path:
    """The folder `name` that came with this code: the wheel's, else the checkout's."""
    installed = resources.files(__name__) / name
    if installed.is_dir():
        return Path(str(installed))   # pygame and pytmx open files by name: a real path
    return Path(__file__).resolve().parents[2] / name


ASSETS = _folder("assets")
MAPS = _folder("maps")
