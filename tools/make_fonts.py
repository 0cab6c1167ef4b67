"""Make the fallback fonts for names in other scripts (assets/fonts/, OFL like Lato): Noto Sans
Arabic as it comes (Arabic and Persian, shaped right to left by the HarfBuzz in pygame-ce's
SDL_ttf), and Noto Sans CJK SC cut down to the characters names are written in (GB 2312's and
Big5's common Hanzi, the Japanese kana, KS X 1001's Hangul, CJK punctuation), a few MB instead
of twenty. Needs fontTools (pip install fonttools) and the Noto fonts of Debian's packages
fonts-noto-core and fonts-noto-cjk (or their upstream files):

    python tools/make_fonts.py NOTO_TRUETYPE_DIR NOTO_CJK_TTC
"""
from __future__ import annotations

import shutil
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection

OUT = Path(__file__).resolve().parent.parent / "assets" / "fonts"
ARABIC = ("NotoSansArabic-Regular.ttf", "NotoSansArabic-Bold.ttf")


def _decoded(codec: str, firsts: range, seconds: range) -> set[int]:
    """The characters a double-byte code page holds in these rows and cells."""
    found = set()
    for a in firsts:
        for b in seconds:
            try:
                found.update(map(ord, bytes((a, b)).decode(codec)))
            except UnicodeDecodeError:
                continue
    return found


def name_characters() -> set[int]:
    hanzi = _decoded("gb2312", range(0xB0, 0xF8), range(0xA1, 0xFF)) \
        | _decoded("big5", range(0xA4, 0xC7), range(0x40, 0xFF))
    hangul = _decoded("euc_kr", range(0xB0, 0xC9), range(0xA1, 0xFF))
    ranges = [range(0x3000, 0x3040), range(0x3040, 0x3100), range(0xFF00, 0xFFF0),
              range(0x20, 0x7F)]
    return hanzi | hangul | {c for r in ranges for c in r}


def main(truetype: str, cjk_ttc: str) -> int:
    for name in ARABIC:
        shutil.copyfile(Path(truetype) / name, OUT / name)
    collection = TTCollection(cjk_ttc)
    font = next(f for f in collection.fonts
                if f["name"].getDebugName(1) == "Noto Sans CJK SC")
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    cutter = subset.Subsetter(options)
    cutter.populate(unicodes=name_characters())
    cutter.subset(font)
    font.flavor = None
    font.save(OUT / "NotoSansCJKsc-Names.otf")
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
