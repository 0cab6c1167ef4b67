"""The suite's own layout: what tests share lives in tests/support/, and no test module imports
another (a helper two modules need moves to tests/support/ instead)."""
import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent


def imported(path: Path) -> set[str]:
    """The top-level names of every module that `path` imports, anywhere in it."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module.split(".")[0])
    return names


def test_no_test_module_imports_another():
    tests = {path.stem for path in TESTS.glob("test_*.py")}
    modules = [*TESTS.glob("*.py"), *(TESTS / "support").glob("*.py")]
    found = {path.name: sorted(imported(path) & tests) for path in modules}
    assert {name: those for name, those in found.items() if those} == {}


def test_helpers_live_in_support():
    loose = [path.name for path in TESTS.glob("*.py")
             if not path.name.startswith("test_") and path.name != "conftest.py"]
    assert loose == []
    assert not list((TESTS / "support").glob("test_*.py"))      # never collected as tests
