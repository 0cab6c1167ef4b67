"""The small markdown the rules files use, laid out as lines of text for the rules reader.

Understood: `# ` title, `## ` heading, `### ` subheading, `- ` bullets, paragraphs separated
by blank lines, and `**bold**` spans inside any of them. Every size is reading text
(scenes/kit/reading.py): at the large size the column is laid out longer, and scrolls.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from scenes.kit import reading, theme

# kind -> (size, weight, bold weight, colour, space above)
STYLES = {
    "title": (38, "black", "black", theme.GOLD_LIGHT, 0),
    "h2": (28, "bold", "black", theme.GOLD, 26),
    "h3": (22, "bold", "black", theme.SAND, 16),
    "para": (20, "regular", "bold", theme.TEXT, 12),
    "bullet": (20, "regular", "bold", theme.TEXT, 6),
}
BULLET_INDENT = 30
_PREFIXES = (("### ", "h3"), ("## ", "h2"), ("# ", "title"), ("- ", "bullet"), ("* ", "bullet"))


@dataclass
class Block:
    kind: str
    spans: list[tuple[str, bool]]   # (text, bold)


@dataclass(frozen=True)
class Word:
    """A run of words in one style, measured at layout and rendered when drawn (at the
    window's scale of that moment: a resized window shows it sharp)."""
    content: str
    size: int
    colour: tuple
    weight: str
    width: int

    def get_width(self) -> int:
        return self.width

    def image(self):
        return theme.text(self.content, self.size, self.colour, self.weight)


@dataclass
class Line:
    y: int
    pieces: list[tuple[Word, int]]   # (word run, x)
    height: int
    bullet: bool = False


def spans(content: str) -> list[tuple[str, bool]]:
    """'a **b** c' -> [('a ', False), ('b', True), (' c', False)]; stray ** are dropped."""
    parts = re.split(r"\*\*", content)
    if len(parts) % 2 == 0:          # an unmatched ** : treat the text as plain
        return [(content.replace("**", ""), False)]
    return [(part, i % 2 == 1) for i, part in enumerate(parts) if part]


def parse(source: str) -> list[Block]:
    blocks: list[Block] = []
    paragraph: list[str] = []

    def flush() -> None:
        if paragraph:
            blocks.append(Block("para", spans(" ".join(paragraph))))
            paragraph.clear()

    for raw in source.splitlines():
        line = raw.strip()
        if not line:
            flush()
            continue
        kind = next((k for prefix, k in _PREFIXES if line.startswith(prefix)), None)
        if kind is None:
            paragraph.append(line)
            continue
        flush()
        blocks.append(Block(kind, spans(line.split(" ", 1)[1].strip())))
    flush()
    return blocks


def title_of(source: str) -> str | None:
    """The text of the first `# ` line, without any bold markers."""
    for block in parse(source):
        if block.kind == "title":
            return "".join(text for text, _ in block.spans)
    return None


def _words(block: Block) -> list[tuple[str, bool, bool]]:
    """(word, bold, space before) for every word of the block."""
    words = []
    space = False
    for content, bold in block.spans:
        for chunk in re.split(r"(\s+)", content):
            if chunk.isspace():
                space = True
            elif chunk:
                words.append((chunk, bold, space))
                space = False
    return words


def layout(blocks: list[Block], width: int) -> tuple[list[Line], int]:
    """Lines with their y positions for a column `width` wide, and the total height."""
    lines: list[Line] = []
    y = 0
    for n, block in enumerate(blocks):
        size, weight, bold_weight, colour, above = STYLES[block.kind]
        size = reading.size(size)
        y += above if n else 0
        indent = BULLET_INDENT if block.kind == "bullet" else 0
        step = theme.font(size, weight).get_linesize()
        pieces: list[tuple[Word, int]] = []
        x = indent
        first = True
        for word, bold, space in _words(block):
            style = bold_weight if bold else weight
            run = Word(word, size, colour, style, theme.text(word, size, colour, style).get_width())
            gap = theme.font(size, weight).size(" ")[0] if space and pieces else 0
            if gap and pieces[-1][0].weight != style:   # a bold run drawn sharp at a large
                gap += 2                                # window ran into the next word's space
            if pieces and x + gap + run.width > width:
                lines.append(Line(y, pieces, step, block.kind == "bullet" and first))
                y, x, pieces, gap, first = y + step, indent, [], 0, False
            if pieces and pieces[-1][0].weight == style:    # one run a style on a line: its
                last, at = pieces[-1]                       # spaces are the font's own at
                joined = last.content + " " * bool(gap) + word   # every window size
                run = Word(joined, size, colour, style, theme.font(size, style).size(joined)[0])
                pieces[-1] = (run, at)
                x = at + run.width
                continue
            pieces.append((run, x + gap))
            x += gap + run.width
        if pieces:
            lines.append(Line(y, pieces, step, block.kind == "bullet" and first))
            y += step
    return lines, y
