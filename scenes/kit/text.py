"""Measuring, wrapping and fitting text so that it never overlaps or runs off a panel, and
saying a widget's English words in the language in use (`said`).

Text that is not printable (a file name's undecodable bytes, controls, U+202E) is escaped by
saves.names.printable before it is measured or drawn: pygame refuses a lone surrogate or a null
and a line of nothing but a format character, and no file name may stop a screen.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from engine.words.language import tr
from saves.names import printable
from scenes.kit import paper, theme


def said(words: str) -> str:
    """A widget's words (English, marked N_ where they were written) in the language in use,
    looked up as they are drawn so that a language chosen in Settings shows at once; nothing
    stays nothing (gettext's entry for "" is the catalogue's header)."""
    return tr(words) if words else words


def _break_word(word: str, font: pygame.font.Font, width: int) -> list[str]:
    """Split one word too wide for `width` into pieces that fit."""
    pieces, current = [], ""
    for ch in word:
        if current and font.size(current + ch)[0] > width:
            pieces.append(current)
            current = ch
        else:
            current += ch
    return pieces + [current] if current else pieces


def wrap(content: str, font: pygame.font.Font, width: int) -> list[str]:
    """Lines of `content` no wider than `width`; honours newlines, breaks overlong words."""
    lines: list[str] = []
    for paragraph in content.split("\n"):
        if not paragraph.isprintable():
            paragraph = printable(paragraph)
        line = ""
        for word in paragraph.split(" "):
            candidate = f"{line} {word}" if line else word
            if font.size(candidate)[0] <= width:
                line = candidate
                continue
            if line:
                lines.append(line)
            pieces = _break_word(word, font, width) if font.size(word)[0] > width else [word]
            lines.extend(pieces[:-1])
            line = pieces[-1] if pieces else ""
        lines.append(line)
    return lines


@paper.cache(maxsize=2048)
def ellipsize(content: str, font: pygame.font.Font, width: int) -> str:
    """`content`, cut with an ellipsis if it is wider than `width` (remembered: every frame
    draws the same lines at the same widths). Emptied with the art when the scale changes: its
    keys hold the fonts of their scale, each with its own glyphs, and a window resized through
    twenty sizes kept the fonts of all twenty (about 10 MB a round of sizes)."""
    if not content.isprintable():
        content = printable(content)
    if font.size(content)[0] <= width:
        return content
    fits, misses = 0, len(content)       # the longest prefix that fits, found by halving
    while misses - fits > 1:
        middle = (fits + misses) // 2
        if font.size(content[:middle] + "…")[0] <= width:
            fits = middle
        else:
            misses = middle
    return content[:fits].rstrip() + "…"


@lru_cache(maxsize=1024)
def fitting_size(content: str, width: int, size: int, weight: str = "regular",
                 smallest: int = 12) -> int:
    """The largest font size <= `size` (down to `smallest`) at which one line fits `width`
    (remembered: names are fitted every frame)."""
    while size > smallest and theme.font(size, weight).size(content)[0] > width:
        size -= 1
    return size


def draw(surface: pygame.Surface, content: str, pos: tuple, size: int = 20,
         colour: tuple = theme.TEXT, weight: str = "regular", anchor: str = "topleft",
         max_width: int | None = None) -> pygame.Rect:
    """Draw one line at `pos` by `anchor` (a pygame.Rect attribute); ellipsized to max_width."""
    if not content.isprintable():
        content = printable(content)
    if max_width is not None:
        content = ellipsize(content, theme.font(size, weight), max_width)
    image = theme.text(content, size, colour, weight)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def line_height(size: int, weight: str = "regular") -> int:
    return theme.font(size, weight).get_linesize()


def draw_wrapped(surface: pygame.Surface, content: str, rect: pygame.Rect, size: int = 20,
                 colour: tuple = theme.TEXT, weight: str = "regular", align: str = "left") -> int:
    """Draw `content` wrapped inside `rect`; lines that would not fit are dropped and the last
    shown line ends in an ellipsis. Returns the height used."""
    rect = pygame.Rect(rect)
    font = theme.font(size, weight)
    step = font.get_linesize()
    lines = wrap(content, font, rect.width)
    room = max(1, rect.height // step)
    if len(lines) > room:
        lines = lines[:room]
        lines[-1] = ellipsize(lines[-1] + "…", font, rect.width)
    for i, line in enumerate(lines):
        image = theme.text(line, size, colour, weight)
        x = rect.x
        if align == "center":
            x = rect.centerx - image.get_width() // 2
        surface.blit(image, (x, rect.y + i * step))
    return len(lines) * step


def wrapped_height(content: str, width: int, size: int = 20, weight: str = "regular") -> int:
    font = theme.font(size, weight)
    return len(wrap(content, font, width)) * font.get_linesize()
