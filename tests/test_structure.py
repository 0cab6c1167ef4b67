"""The front end is made of parts, not of deep mixins: no class defined under scenes/ has more
than three classes in its ancestry (its MRO, less itself and `object`). The table holds its
chrome, its log's telling, its waits and its last move as parts (scenes/table/host.py), so a
game's table is ClickTargets, TableScene and Scene, and what one of them does is read in a few
small classes rather than in one object of a hundred members."""
from __future__ import annotations

import importlib
import inspect
import pkgutil
from pathlib import Path

import scenes
from scenes.kit.scene import Scene

ROOT = Path(__file__).resolve().parent.parent
MOST = 3


def modules() -> list[str]:
    """Every module under scenes/, packages included."""
    found = [info.name for info in pkgutil.walk_packages([str(ROOT / "scenes")], "scenes.")]
    return ["scenes", *found]


def ancestry(cls: type) -> list[type]:
    return [c for c in cls.__mro__[1:] if c is not object]


def test_every_module_under_scenes_is_found():
    names = modules()
    assert {"scenes.table.host", "scenes.bagdad.table", "scenes.kit.scene"} <= set(names)
    assert Path(scenes.__file__).resolve().parent == ROOT / "scenes"


def test_no_class_under_scenes_has_more_than_three_ancestors():
    deep = {}
    for name in modules():
        module = importlib.import_module(name)
        for cls in vars(module).values():
            if inspect.isclass(cls) and cls.__module__ == name and len(ancestry(cls)) > MOST:
                deep[f"{name}.{cls.__qualname__}"] = [c.__name__ for c in ancestry(cls)]
    assert deep == {}


def test_the_ancestry_counts_every_class_above():
    class Part:
        pass

    class Mixed(Part, Scene):
        pass

    class Deeper(Mixed):
        pass

    assert ancestry(Mixed) == [Part, Scene] and len(ancestry(Deeper)) == 3
