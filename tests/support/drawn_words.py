"""What a screen draws, word for word, in a language: every line rendered while the screen is
built, settled and drawn (cli/screenshot.py's screens and tables), and each line sorted by the
catalogues: said in the language, left in English, or in no catalogue at all."""
from __future__ import annotations

import re
import string
import sys
from dataclasses import dataclass, field
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
    return re.compile("".join(parts), re.S) if LETTERS.search(words) else None


@dataclass
class Sorted:
    drawn: set = field(default_factory=set)
    english: set = field(default_factory=set)      # an English template's line, not translated
    unknown: set = field(default_factory=set)      # in no catalogue, and not a name or number
    cut: set = field(default_factory=set)          # ellipsized to fit


def patterns(code: str):
    """(English-only patterns, the language's patterns) of every catalogue's templates."""
    english, said = [], []
    for domain in language.DOMAINS:
        for message in catalog.read(catalog.po_path(code, domain)):
            if not message.id:
                continue
            ids = message.id if isinstance(message.id, tuple) else (message.id,)
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            said += [_pattern(text) for text in strings if text]
            english += [_pattern(text) for text in ids if text not in strings]
    return [p for p in english if p], [p for p in said if p]


# names every language shows as they are: the app's, and each language's own
NAMES = ("Sesame Tabletop", *language.LANGUAGES.values())


def sort_lines(lines, names, code: str = "de") -> Sorted:
    english, said = patterns(code)
    names = sorted({*names, *NAMES}, key=len, reverse=True)
    out = Sorted(drawn=set(lines))
    for line in lines:
        rest = line
        for name in names:
            rest = rest.replace(name, "")
        if not LETTERS.search(rest):
            continue
        if any(p.fullmatch(line) for p in said):
            continue
        if any(p.fullmatch(line) for p in english):
            out.english.add(line)
        else:
            out.unknown.add(line)
    return out
