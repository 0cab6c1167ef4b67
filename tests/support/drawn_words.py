"""What a screen draws, word for word, in a language: every line rendered while the screen is
built, settled and drawn (cli/screenshot.py's screens and tables), and each line sorted by the
catalogues: said in the language, left in English, or in no catalogue at all."""
from __future__ import annotations

import re
import string
import sys
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from engine.words import language

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import catalog  # noqa: E402

LETTERS = re.compile(r"[^\W\d_]{2,}")


def _pattern(template: str) -> re.Pattern | None:
    """A template as a pattern of the lines it makes (each field: anything); None for one with
    no word of its own ("{one}"), which any line would match."""
    parts, words = [], ""
    for literal, name, _, _ in string.Formatter().parse(template):
        parts.append(re.escape(literal))
        words += literal
        if name is not None:
            parts.append(".+?")
    # in any case: a card prints its word in capitals, a sentence may open with a lower-case word
    return re.compile("".join(parts), re.S | re.I) if LETTERS.search(words) else None


@dataclass
class Sorted:
    drawn: set = field(default_factory=set)
    english: set = field(default_factory=set)      # an English template's line, not translated
    unknown: set = field(default_factory=set)      # in no catalogue, and not a name or number
    cut: set = field(default_factory=set)          # ellipsized to fit


@contextmanager
def capture(monkeypatch):
    """While open: every line rendered, as the sentence it was made of (a wrapped sentence's
    pieces stand for it), in `Sorted.drawn`, and each line cut with an ellipsis in `cut`."""
    from scenes.kit import paper, text, theme
    seen = Sorted()
    pieces: set = set()
    render, wrap, ellipsize = theme.Lettering.render, text.wrap, text.ellipsize

    def rendered(self, content, *args, **kwargs):
        seen.drawn.add(content)
        return render(self, content, *args, **kwargs)

    def wrapped(content, font, width):
        lines = wrap(content, font, width)
        if len(lines) > 1:
            seen.drawn.add(content.replace("\n", " "))
            pieces.update(lines)
        return lines

    def cut(content, font, width):
        out = ellipsize(content, font, width)
        if out != content:
            seen.cut.add(content)
        return out
    for art in paper._caches:           # every line rendered anew, so none goes unseen
        art.cache_clear()
    monkeypatch.setattr(theme.Lettering, "render", rendered)
    monkeypatch.setattr(text, "wrap", wrapped)
    monkeypatch.setattr(text, "ellipsize", cut)
    yield seen
    seen.drawn -= pieces


@cache
def vocabulary(code: str) -> frozenset[str]:
    """Every word of the language's catalogues: a line of nouns and numbers put together by a
    template with no words of its own ("{good} {worth}") is made of these."""
    words = set()
    for domain in language.DOMAINS:
        for message in catalog.read(catalog.po_path(code, domain)):
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            for text in strings:
                words.update(w.lower() for w in LETTERS.findall(_literal(text or "")))
    return frozenset(words)


def _literal(template: str) -> str:
    return "".join(literal for literal, _, _, _ in string.Formatter().parse(template))


@cache
def patterns(code: str):
    """(English-only patterns, the language's patterns) of every catalogue's templates."""
    english, said = [], []
    for domain in language.DOMAINS:
        for message in catalog.read(catalog.po_path(code, domain)):
            if not message.id:
                continue
            ids = message.id if isinstance(message.id, tuple) else (message.id,)
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            said += [_pattern(line) for text in strings if text for line in {text, *text.split("\n")}]
            english += [_pattern(text) for text in ids if text not in strings]
    return [p for p in english if p], [p for p in said if p]


def _matches(pats, line: str) -> bool:
    return any(p.fullmatch(line) for p in pats)


# names every language shows as they are: the app's, and each language's own
NAMES = ("Sesame Tabletop", *language.LANGUAGES.values())


SEPARATOR = " · "     # between the items of a list shown as one line


def sort_lines(lines, names, code: str = "de") -> Sorted:
    english, said = patterns(code)
    known = vocabulary(code)
    names = sorted({*names, *NAMES}, key=len, reverse=True)
    out = Sorted(drawn=set(lines))
    items = {item for line in lines for item in line.split(SEPARATOR)}
    for line in items:
        rest = line
        for name in names:
            rest = rest.replace(name, "")
        if not LETTERS.search(rest):
            continue
        if _matches(said, line) or all(w.lower() in known for w in LETTERS.findall(rest)):
            continue
        if _matches(english, line):
            out.english.add(line)
        else:
            out.unknown.add(line)
    return out
