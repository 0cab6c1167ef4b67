"""Where a screen's lines land: every line of text blitted while a frame is drawn, followed
through the layers and clips it is drawn on to its place in the window, with the panels
(theme.panel) drawn around it and the veils (theme.dim) laid over what is below. A test asks
the last frame three things: does a line stay inside the surface and clip it was drawn on,
inside the panel it sits in, and clear of every other line it is not covered from?

Papers are told apart by identity; every paper seen is kept alive while the capture is open,
so that no identity is used twice."""
from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass, field

import pygame

TEXT, PANEL, VEIL = "text", "panel", "veil"
VEILED = 64        # a veil this dark puts what is under it out of reading
SLACK = 2           # design units a line's box may pass an edge by: its side bearings


@dataclass
class Item:
    kind: str
    rect: pygame.Rect
    content: str = ""
    escapes: tuple = ()     # the clip of its surface, where the line is not all inside it

    def moved(self, dx: int, dy: int) -> Item:
        return Item(self.kind, self.rect.move(dx, dy), self.content, self.escapes)


@dataclass
class Boxes:
    texts: dict = field(default_factory=dict)       # id(paper) -> the line it shows
    layers: dict = field(default_factory=dict)      # id(paper) -> [Item] drawn on it
    parents: dict = field(default_factory=dict)     # id(subsurface) -> (paper, offset)
    kept: list = field(default_factory=list)
    frame: object = None                            # the window's paper of the last frame

    def keep(self, paper) -> int:
        self.kept.append(paper)
        return id(paper)

    def root(self, paper) -> tuple[object, int, int]:
        """The paper `paper` is a part of, and where it sits on it."""
        dx = dy = 0
        while id(paper) in self.parents:
            paper, (x, y) = self.parents[id(paper)]
            dx, dy = dx + x, dy + y
        return paper, dx, dy

    def add(self, paper, items) -> None:
        top, dx, dy = self.root(paper)
        self.layers.setdefault(self.keep(top), []).extend(i.moved(dx, dy) for i in items)

    def last_frame(self) -> list[Item]:
        """The items of the last frame drawn, from its last veil on."""
        items = self.layers.get(id(self.frame), [])
        veils = [n for n, item in enumerate(items) if item.kind == VEIL]
        return items[veils[-1] + 1:] if veils else items


def _inside(inner: pygame.Rect, outer: pygame.Rect) -> bool:
    return outer.inflate(2 * SLACK, 2 * SLACK).contains(inner)


def _ink(rect: pygame.Rect) -> pygame.Rect:
    """A line's box without the room above its capitals and below its descenders."""
    return rect.inflate(-2 * SLACK, -round(rect.height * 0.4))


def findings(boxes: Boxes) -> tuple[set, set, set]:
    """(lines off their surface or clip, lines that leave the panel they sit in, pairs of
    lines that overlap) in the last frame."""
    items = boxes.last_frame()
    escaped, outside, overlaps, shown = set(), set(), set(), []
    for n, item in enumerate(items):
        if item.kind != TEXT:
            continue
        if item.escapes:
            escaped.add((item.content, tuple(item.rect), item.escapes))
        starts = (item.rect.x + SLACK, item.rect.centery), item.rect.center   # where it sits
        panels = [p for p in items[:n]
                  if p.kind == PANEL and any(p.rect.collidepoint(at) for at in starts)]
        if panels and not _inside(item.rect, panels[-1].rect):
            outside.add((item.content, tuple(item.rect), tuple(panels[-1].rect)))
        covered = any(p.kind == PANEL and p.rect.colliderect(item.rect) for p in items[n + 1:])
        if not covered:
            shown.append(item)
    for i, a in enumerate(shown):
        for b in shown[i + 1:]:
            if a.content != b.content and _ink(a.rect).colliderect(_ink(b.rect)):
                overlaps.add(tuple(sorted((a.content, b.content))))
    return escaped, outside, overlaps


@contextmanager
def tracking(monkeypatch):
    """While open: the lines, panels and veils of every frame drawn, in a `Boxes`."""
    from scenes import app
    from scenes.kit import paper, theme
    boxes = Boxes()
    Paper = paper.Paper
    render, blit, fill, at, copy, sub = (theme.Lettering.render, Paper.blit, Paper.fill,
                                         Paper.at, Paper.copy, Paper.subsurface)
    panel, dim, draw_frame = theme.panel, theme.dim, app.App.draw_frame

    def rendered(self, content, *args, **kwargs):
        image = render(self, content, *args, **kwargs)
        boxes.texts[boxes.keep(image)] = content
        return image

    def same(old, new):
        if id(old) in boxes.texts:
            boxes.texts[boxes.keep(new)] = boxes.texts[id(old)]
        if id(old) in boxes.layers:
            boxes.layers[boxes.keep(new)] = list(boxes.layers[id(old)])
        return new

    def blitted(self, source, dest, area=None, special_flags=0):
        done = blit(self, source, dest, area, special_flags)
        x, y = (dest.x, dest.y) if isinstance(dest, (pygame.Rect, pygame.FRect)) else dest[:2]
        x, y = round(x), round(y)
        if id(source) in boxes.texts:
            content = boxes.texts[id(source)]
            size = source.get_size() if isinstance(source, Paper) else source.get_size()
            rect, room = pygame.Rect((x, y), size), self.get_clip().clip(self.get_rect())
            cut = () if area is not None or _inside(rect, room) else tuple(room)
            boxes.add(self, [Item(TEXT, rect, content, cut)])
        elif id(source) in boxes.layers:
            shift = (x, y) if area is None else (x - pygame.Rect(area).x, y - pygame.Rect(area).y)
            view = self.get_clip().clip(pygame.Rect((x, y), pygame.Rect(area or
                                                                        source.get_rect()).size))
            placed = [i.moved(*shift) for i in boxes.layers[id(source)]]
            boxes.add(self, [i for i in placed if i.kind != TEXT or view.colliderect(i.rect)])
        return done

    def filled(self, colour, rect=None, special_flags=0):
        if (rect is None or pygame.Rect(rect).contains(self.get_rect())) and not special_flags:
            boxes.layers[boxes.keep(self)] = []     # a layer cleared to be drawn anew
        return fill(self, colour, rect, special_flags)

    def subsurface(self, rect):
        part = sub(self, rect)
        boxes.parents[boxes.keep(part)] = (self, pygame.Rect(rect).topleft)
        return part

    def panelled(surface, rect, *args, **kwargs):
        panel(surface, rect, *args, **kwargs)
        if pygame.Rect(rect).width > 0 and pygame.Rect(rect).height > 0:
            boxes.add(surface, [Item(PANEL, pygame.Rect(rect))])

    def dimmed(surface, alpha):
        dim(surface, alpha)
        if alpha >= VEILED:     # a screen's entrance fades from dim to nothing, over itself
            boxes.add(surface, [Item(VEIL, surface.get_rect())])

    def frame(self):
        draw_frame(self)
        boxes.frame = self._paper
        boxes.keep(self._paper)

    for art in paper._caches:       # every line and layer made anew, so each is known
        art.cache_clear()
    monkeypatch.setattr(theme.Lettering, "render", rendered)
    monkeypatch.setattr(Paper, "blit", blitted)
    monkeypatch.setattr(Paper, "fill", filled)
    monkeypatch.setattr(Paper, "at", lambda self, scale: same(self, at(self, scale)))
    monkeypatch.setattr(Paper, "copy", lambda self: same(self, copy(self)))
    monkeypatch.setattr(Paper, "subsurface", subsurface)
    monkeypatch.setattr(theme, "panel", panelled)
    monkeypatch.setattr(theme, "dim", dimmed)
    monkeypatch.setattr(app.App, "draw_frame", frame)
    yield boxes
