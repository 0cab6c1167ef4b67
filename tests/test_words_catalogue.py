"""Every sentence a player reads is one template of a catalogue, looked up by its key through
engine.words.say, so that a translation can replace the English: every key the words use is in
its catalogue and every template is used; each call gives a template exactly the named fields
it has (read from the code where the call names them, and checked as they are said over random
games, through a checking "language" plugged in as a translation would be)."""
from __future__ import annotations

import ast
import string
import sys
from pathlib import Path
from types import ModuleType

import pytest

from engine import catalog, words
from support.words_tour import tour

ROOT = Path(__file__).resolve().parent.parent
SCOPES = ("common", *catalog.SHIPPED)


def fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def forms(entry) -> tuple[str, ...]:
    """A template, or the two of a plural pair (one, other)."""
    return (entry,) if isinstance(entry, str) else tuple(entry)


def wanted(entry) -> set[str]:
    """The fields a call must give: a plural pair's two templates' together (and `n`)."""
    if isinstance(entry, str):
        return fields(entry)
    return set().union(*map(fields, entry)) | {"n"}


def english() -> dict:
    found = {}
    for scope in SCOPES:
        found.update(words.catalogue(scope, words.ENGLISH))
    return found


def sources() -> list[Path]:
    """The modules that make words: each scope's words package."""
    folders = [ROOT / "engine" / "words"] + [ROOT / "engine" / s / "words" for s in SCOPES[1:]]
    return [p for folder in folders for p in sorted(folder.glob("*.py"))
            if not p.name.startswith(words.ENGLISH)]


def is_key(node) -> bool:
    """A string of the code that reads as a key: "<scope>.<name>", with no space."""
    if not (isinstance(node, ast.Constant) and isinstance(node.value, str)):
        return False
    scope, _, name = node.value.partition(".")
    return scope in SCOPES and bool(name) and " " not in name


def test_every_scope_has_its_words_package_and_catalogue():
    for scope in SCOPES:
        templates = words.catalogue(scope, words.ENGLISH)
        assert templates and all(key.startswith(f"{scope}.") for key in templates), scope


def test_every_key_the_words_use_is_in_the_catalogue_and_every_template_is_used():
    templates = english()
    used = {node.value for path in sources() for node in ast.walk(ast.parse(path.read_text()))
            if is_key(node)}
    used |= {key.replace(words.ACT, words.DID) for key in used if words.ACT in key}  # deeds
    assert used - set(templates) == set()
    assert set(templates) - used == set()


def test_each_template_is_one_or_a_plural_pair_of_well_formed_templates():
    for key, entry in english().items():
        assert isinstance(entry, str) or (isinstance(entry, tuple) and len(entry) == 2), key
        for template in forms(entry):
            assert all(name.isidentifier() for name in fields(template)), key


def named(node) -> list[str]:
    """The keys a call's first argument names: a key, or either key of `a if c else b`."""
    if isinstance(node, ast.IfExp):
        return named(node.body) + named(node.orelse)
    return [node.value] if is_key(node) else []


def named_calls():
    """Each call of `say` whose first argument names its key(s) and whose fields are named:
    (where, key, the fields given)."""
    for path in sources():
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "say" \
                    and node.args and all(k.arg is not None for k in node.keywords):
                for key in named(node.args[0]):
                    yield f"{path.name}:{node.lineno}", key, {k.arg for k in node.keywords}


def test_a_call_that_names_its_key_gives_exactly_the_templates_fields():
    templates, calls = english(), list(named_calls())
    for where, key, given in calls:
        assert given == wanted(templates[key]), (where, key)
    assert len(calls) > 100


class Checked(str):
    """A template that, when filled in, checks it is given exactly its fields."""
    heard: set[str] = set()

    def __new__(cls, template: str, key: str, needed: set[str]):
        made = super().__new__(cls, template)
        made.key, made.needed = key, needed
        return made

    def format(self, *args, **given) -> str:
        assert not args and set(given) == self.needed, (self.key, set(given), self.needed)
        Checked.heard.add(self.key)
        return str(self).format(**given)


@pytest.fixture
def checking(monkeypatch):
    """A "language" whose templates are the English ones, checking their fields as they are
    filled in: plugged in beside each catalogue as a translation would be."""
    for scope in SCOPES:
        module = ModuleType("checking")
        module.TEMPLATES = {
            key: Checked(entry, key, wanted(entry)) if isinstance(entry, str)
            else tuple(Checked(form, key, wanted(entry)) for form in entry)
            for key, entry in words.catalogue(scope, words.ENGLISH).items()}
        package = "engine.words" if scope == words.COMMON else f"engine.{scope}.words"
        monkeypatch.setitem(sys.modules, f"{package}.checking", module)
    words.use("checking")
    Checked.heard = set()
    yield Checked.heard
    words.use(words.ENGLISH)
    words.catalogue.cache_clear()


def test_every_template_said_over_random_games_gets_exactly_its_fields(checking):
    """Said over random games and set positions (the tables' templates are filled in from
    data, so only saying them checks them); the rest, named calls, are checked above."""
    assert tour() > 10_000
    unchecked = set(english()) - checking - {key for _, key, _ in named_calls()}
    assert unchecked == set()
