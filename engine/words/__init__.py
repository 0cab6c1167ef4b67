"""The one door every sentence a player reads goes through: `say(key, **fields)` looks the key's
template up in the catalogue of the language in use and fills in its named fields.

Each game's words are made in its own package, engine/<game>/words/, for the table, the log,
the replay, the AI's hint and the command line alike; a sentence there is never glued together
from pieces but is one template with named fields, so that a translation is one more catalogue
with the same keys. A key reads "<scope>.<name>": the scope is a game's id, whose catalogue is
the module engine/<game>/words/<language>.py, or "common", whose catalogue is
engine/words/<language>.py (what every game says alike, such as joining a list). An entry is a
template, or a pair (one, other) of templates chosen by the field `n`, for plurals. `use`
switches the language; a catalogue is read once, when first asked. `told` says an entry of a
table of templates (an event's, an action's kind -> its words), and `joined` and `listed` put
lists together, so that the words between the items are the catalogue's too.

An action has two sayings: "take the pink statue" for a button or a hint (its key
"<scope>.act.<name>"), and the deed "takes the pink statue" for a line that names its player
("Aladdin takes the pink statue", key "<scope>.did.<name>", the same fields): `deeds()` says
every action template inside it, the nested ones too, as its deed.

The catalogues in English are the source; another language is a gettext translation of them
(language.py), each template found by its key as the message's context, so a template said in
German keeps its key and its fields.
"""
from __future__ import annotations

import importlib
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache

from . import language

ENGLISH = "english"
COMMON = "common"
_language = ENGLISH
JOINS = {"and": "common.and", "or": "common.or"}
SEPARATORS = {",": "common.comma", ";": "common.semicolon"}
ACT, DID = ".act.", ".did."
_deeds: ContextVar[bool] = ContextVar("deeds", default=False)   # each thread its own


def use(source: str) -> None:
    """Read the templates from each scope's module of this name from now on (English; the tests
    plug in one that checks the fields)."""
    global _language
    _language = source


def say(key: str, **fields) -> str:
    """The template of `key` in the language in use, filled in with `fields`; a plural pair
    picks its form by `n`, by the language's own plural rule."""
    scope = key.partition(".")[0]
    if ACT in key and _deeds.get():
        key = key.replace(ACT, DID, 1)
    entry = catalogue(scope, _language)[key]
    if isinstance(entry, str):
        entry = language.pgettext(scope, key, entry)
    else:
        entry = language.npgettext(scope, key, entry[0], entry[1], fields["n"])
    return entry.format(**fields)


@cache
def catalogue(scope: str, language: str) -> dict:
    """A scope's templates in a language, by key (imported by name: no game is named here)."""
    package = "engine.words" if scope == COMMON else f"engine.{scope}.words"
    return importlib.import_module(f"{package}.{language}").TEMPLATES


@contextmanager
def deeds():
    """While open, an action is said as its player's deed, in the third person: "takes the
    pink statue", not "take the pink statue"."""
    token = _deeds.set(True)
    try:
        yield
    finally:
        _deeds.reset(token)


def in_deeds() -> bool:
    """Whether an action is said as its player's deed here (for words made without templates:
    the tests' game)."""
    return _deeds.get()


def told(entry, *args) -> str:
    """One entry of a table of templates (kind -> words) said for `args`: a key (a template with
    no fields), a pair (key, function of args giving its fields), or a function of args giving
    (key, fields), where the template depends on them."""
    if isinstance(entry, str):
        return say(entry)
    if isinstance(entry, tuple):
        key, fields = entry
        return say(key, **fields(*args))
    key, fields = entry(*args)
    return say(key, **fields)


def joined(items, conj: str = "and") -> str:
    """"a", "a and b", "a, b and c" (with conj "or": "a, b or c")."""
    items = list(items)
    if len(items) == 1:
        return items[0]
    return say(JOINS[conj], rest=listed(items[:-1]), last=items[-1])


def listed(items, separator: str = ",") -> str:
    """Items one after another: "a, b, c" (with separator ";": "a; b; c")."""
    return say(SEPARATORS[separator]).join(items)
