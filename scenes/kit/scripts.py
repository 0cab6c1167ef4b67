"""Names in any script: a line is cut into runs by script, each drawn in a font that has its
letters: Lato for Latin, Greek and Cyrillic (and every sign it has), Noto Sans Arabic for Arabic
and Persian, shaped and set right to left by the HarfBuzz of pygame-ce's SDL_ttf, and Noto Sans
CJK for Chinese, Japanese and Korean (assets/fonts). A line of Lato's letters alone, nearly
every line, is one run and costs nothing more."""
from __future__ import annotations

LATIN, ARABIC, CJK = "latin", "arabic", "cjk"
# the first code point of each script's blocks and the last, by script
BLOCKS = ((0x0600, 0x06FF, ARABIC), (0x0750, 0x077F, ARABIC), (0x0870, 0x08FF, ARABIC),
          (0xFB50, 0xFDFF, ARABIC), (0xFE70, 0xFEFF, ARABIC),
          (0x1100, 0x11FF, CJK), (0x2E80, 0x2FDF, CJK), (0x3000, 0x9FFF, CJK),
          (0xAC00, 0xD7AF, CJK), (0xF900, 0xFAFF, CJK), (0xFF00, 0xFFEF, CJK),
          (0x20000, 0x3134F, CJK))
FIRST_OTHER = min(first for first, _, _ in BLOCKS)
FILES = {ARABIC: {"regular": "NotoSansArabic-Regular.ttf", "bold": "NotoSansArabic-Bold.ttf"},
         CJK: {"regular": "NotoSansCJKsc-Names.otf"}}


def script(char: str) -> str | None:
    """The script a character needs a font of, None for one any font may draw (a space)."""
    code = ord(char)
    if code < FIRST_OTHER:
        return None if char.isspace() else LATIN
    for first, last, name in BLOCKS:
        if first <= code <= last:
            return name
    return None if char.isspace() else LATIN


def runs(content: str) -> list[tuple[str, str]]:
    """The line as (script, text) runs in reading order; a space belongs to the run it stands
    in, so an Arabic name of two words is one run, shaped as one."""
    if all(ord(c) < FIRST_OTHER for c in content):
        return [(LATIN, content)]
    found: list[list] = []
    for char in content:
        kind = script(char)
        if kind is None or (found and found[-1][0] == kind):
            if found:
                found[-1][1] += char
            else:
                found.append([LATIN, char])
            continue
        found.append([kind, char])
    # a space between runs of two scripts goes with the Latin side (it is laid out left to right)
    out: list[tuple[str, str]] = []
    for i, (kind, text) in enumerate(found):
        tail = len(text) - len(text.rstrip())
        if kind != LATIN and tail and i + 1 < len(found):
            text, found[i + 1][1] = text[:len(text) - tail], text[len(text) - tail:] + found[i + 1][1]
        out.append((kind, text))
    return out


def font_file(kind: str, weight: str) -> str:
    files = FILES[kind]
    return files["bold"] if weight in ("bold", "black") and "bold" in files else files["regular"]
