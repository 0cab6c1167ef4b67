"""Keep the translations' catalogues (assets/locale/LANG/LC_MESSAGES/DOMAIN.po, compiled to .mo
beside it): Babel extracts every word a player reads (babel.cfg), merges what is new into each
language's .po, and compiles them. A translator edits only the .po files.

    python tools/catalog.py update     # words changed: the .po files get the new ones, untranslated
    python tools/catalog.py compile    # a .po was translated: its .mo is made anew
    python tools/catalog.py check      # exit 1 where a .po misses a word or a .mo is stale
"""
from __future__ import annotations

import io
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.words.language import DOMAINS, ENGLISH, LANGUAGES, LOCALE  # noqa: E402

KEYWORDS = {**DEFAULT_KEYWORDS, "tr": None, "ntr": (1, 2), "N_": None, "trc": ((1, "c"), 2)}
HEADER = "Sesame Tabletop"
OWNER = "the Sesame Tabletop developers"


def domain_of(path: str) -> str:
    """A source file's domain: a game's words package, the common words, else the screens."""
    parts = Path(path).parts
    if parts[:2] == ("engine", "words"):
        return "common"
    if parts[0] == "engine" and len(parts) > 2 and parts[2] == "words":
        return parts[1]
    return "app"


def extracted() -> dict[str, Catalog]:
    """Every word Babel finds, a catalogue per domain (the English source)."""
    with open(ROOT / "babel.cfg", encoding="utf-8") as cfg:
        method_map, options_map = parse_mapping_cfg(cfg)
    found = {d: Catalog(project=HEADER, domain=d) for d in DOMAINS}
    for path, line, message, comments, context in extract_from_dir(
            str(ROOT), method_map, options_map, keywords=KEYWORDS):
        catalogue = found[domain_of(path)]
        catalogue.add(message, None, [(path, line)], auto_comments=comments, context=context)
    return found


def po_path(code: str, domain: str) -> Path:
    return LOCALE / code / "LC_MESSAGES" / f"{domain}.po"


def read(path: Path) -> Catalog:
    with open(path, "rb") as f:
        return read_po(f, abort_invalid=True)


def compiled(catalogue: Catalog) -> bytes:
    out = io.BytesIO()
    write_mo(out, catalogue)
    return out.getvalue()


def languages() -> list[str]:
    return [code for code in LANGUAGES if code != ENGLISH]


def update() -> None:
    for domain, source in extracted().items():
        for code in languages():
            path = po_path(code, domain)
            if path.exists():
                catalogue = read(path)
                created = catalogue.creation_date     # a file changes only where words did
                catalogue.update(source, no_fuzzy_matching=True)
                catalogue.creation_date = created
            else:
                catalogue = Catalog(locale=code, project=HEADER, domain=domain, version="1",
                                    copyright_holder=OWNER, fuzzy=False)
                catalogue.update(source, no_fuzzy_matching=True)
            path.parent.mkdir(parents=True, exist_ok=True)
            with open(path, "wb") as f:
                write_po(f, catalogue, width=100, omit_header=False, ignore_obsolete=True,
                         sort_output=False)


def compile_all() -> None:
    for code in languages():
        for domain in DOMAINS:
            path = po_path(code, domain)
            path.with_suffix(".mo").write_bytes(compiled(read(path)))


def problems() -> list[str]:
    """Words a .po lacks, and .mo files that are not their .po compiled."""
    found = []
    for domain, source in extracted().items():
        for code in languages():
            path = po_path(code, domain)
            if not path.exists():
                found.append(f"{path} is missing")
                continue
            catalogue = read(path)
            found += [f"{path}: no entry for {m.context or ''} {m.id!r}" for m in source
                      if m.id and catalogue.get(m.id, m.context) is None]
            mo = path.with_suffix(".mo")
            if not mo.exists() or mo.read_bytes() != compiled(catalogue):
                found.append(f"{mo} is not {path.name} compiled: run tools/catalog.py compile")
    return found


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "check"
    if command == "update":
        update()
    elif command == "compile":
        compile_all()
    elif command == "check":
        found = problems()
        for line in found:
            print(line)
        return 1 if found else 0
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
