"""No import circles: the app's packages import one another in one direction, read from the
code itself, imports inside functions included (only those under `if TYPE_CHECKING:`, which
never run, are left out). A circle is broken by where things live, never by a late import."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APART = {"tests", "tools", "build"}


def packages() -> list[str]:
    """The app's top-level packages: every folder of the checkout with an __init__.py."""
    return sorted(p.name for p in ROOT.iterdir()
                  if (p / "__init__.py").is_file() and p.name not in APART)


def modules() -> dict[str, Path]:
    """Every module of the app by its dotted name (a package by its own)."""
    found = {}
    for package in packages():
        for path in (ROOT / package).rglob("*.py"):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def _checking_only(node: ast.AST) -> bool:
    test = getattr(node, "test", None)
    return isinstance(node, ast.If) and (
        isinstance(test, ast.Name) and test.id == "TYPE_CHECKING"
        or isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def imported(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The app's modules that `name` imports anywhere in its code: `from a import b` is the
    module a.b when there is one, else a."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: set[str] = set()

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if _checking_only(child):
                for other in child.orelse:
                    visit_node(other)
            else:
                visit_node(child)

    def visit_node(node: ast.AST) -> None:
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names if alias.name in known)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(parts + ([base] if base else []))
            for alias in node.names:
                whole = f"{base}.{alias.name}"
                out.add(whole if whole in known else base)
        visit(node)

    visit(ast.parse(path.read_text(encoding="utf-8")))
    return {m for m in out if m in known and m != name}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan, without recursion)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, edges = work[-1]
            step = next(edges, None)
            if step is not None:
                if step not in index:
                    index[step] = low[step] = len(index)
                    stack.append(step)
                    on_stack.add(step)
                    work.append((step, iter(sorted(graph[step]))))
                elif step in on_stack:
                    low[node] = min(low[node], index[step])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    found.append(sorted(group))
    return found


def graph() -> dict[str, set[str]]:
    known = modules()
    return {name: imported(name, path, known) for name, path in known.items()}


def test_the_apps_imports_make_no_circle():
    assert circles(graph()) == []


def test_the_circle_finder_sees_a_circle_through_a_late_import(tmp_path):
    """The check itself: a late import inside a function closes a circle it reports."""
    (tmp_path / "a.py").write_text("import b\n")
    (tmp_path / "b.py").write_text("def f():\n    import c\n")
    (tmp_path / "c.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                                   "    import b\nelse:\n    import a\n")
    known = {p.stem: p for p in tmp_path.glob("*.py")}
    found = {name: imported(name, path, known) for name, path in known.items()}
    assert found == {"a": {"b"}, "b": {"c"}, "c": {"a"}}
    assert circles(found) == [["a", "b", "c"]]
    found["c"] = set()
    assert circles(found) == []


def test_the_graph_reads_every_package_of_the_app():
    assert {"engine", "saves", "scenes", "cli"} <= set(packages())
    assert "engine.session" in graph()["scenes.table.host"]
