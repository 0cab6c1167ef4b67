"""The rules reader: each game's `<game>.md` from the rules folder, one tab per file, in a
scrollable column (mouse wheel, dragging the scrollbar, PgUp/PgDn, Home/End, arrow keys).
A game's rules are read in the language in use where the folder has them (`<code>/<game>.md`),
else in English, when the reader opens: a language chosen in Settings shows the next time.
The column is laid out again when the text size changes under it (the pause menu's Settings)."""
from __future__ import annotations

from pathlib import Path

import pygame

from engine import catalog
from engine.words import language
from engine.words.language import N_, tr
from scenes.kit import ink, markdown, reading, text, theme
from scenes.screens.screen import Screen
from scenes.kit.fields import Segmented
from scenes.kit.scrolling import Scrollbar

PAGE = pygame.Rect(150, 170, 980, 460)
TEXT_W = PAGE.width - 90


def rule_files(folder: Path, code: str = language.ENGLISH) -> list[tuple[str, Path]]:
    """(game name, path) of every game's rules, shipped games first in their usual order: the
    English `<game>.md` names the games, each read from `<code>/<game>.md` where that is there."""
    found = {p.stem: p for p in sorted(Path(folder).glob("*.md"))}
    order = ([n for n in catalog.SHIPPED if n in found]
             + [n for n in found if n not in catalog.SHIPPED])
    own = Path(folder) / code
    return [(name, own / f"{name}.md" if (own / f"{name}.md").is_file() else found[name])
            for name in order]


class RulesScene(Screen):
    heading = N_("Rules")

    def __init__(self, app, folder: Path, game: str | None = None) -> None:
        super().__init__(app)
        self.books = []
        for name, path in rule_files(folder, language.current()):
            try:
                source = path.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError) as exc:
                said = tr("This rules file cannot be read: {error}").format(error=exc)
                source = f"# {name}\n\n{said}"
            self.books.append((name, markdown.title_of(source) or name, markdown.parse(source)))
        view = PAGE.inflate(-40, -40)
        self.scrollbar = self.add(Scrollbar((PAGE.right - 22, PAGE.y + 20, 10, PAGE.height - 40),
                                            view))
        self.lines: list[markdown.Line] = []
        self.tabs = None
        self.default_button = self.back_button
        if not self.books:
            return
        names = [name for name, _, _ in self.books]
        index = names.index(game) if game in names else 0
        if len(self.books) > 1:
            options = [(i, title) for i, (_, title, _) in enumerate(self.books)]
            self.tabs = self.add(Segmented((PAGE.x, 104, PAGE.width, 46), options, index,
                                           self.open_book, size=18))
        self.open_book(index)

    def open_book(self, index: int) -> None:
        self.book = index
        self.lay_out()
        self.scrollbar.scroll_to(0, smooth=False)

    def lay_out(self) -> None:
        """The open book's lines at the reading size of now, which is kept to notice a change."""
        self.lines, height = markdown.layout(self.books[self.book][2], TEXT_W)
        self.laid_large = reading.large()
        self.scrollbar.content_height = height + 20
        self.scrollbar.scroll_to(self.scrollbar.offset, smooth=False)     # within the new limit

    def update(self, dt: float) -> None:
        if self.books and self.laid_large != reading.large():
            self.lay_out()
        super().update(dt)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and self.lines:
            moves = {pygame.K_PAGEDOWN: lambda: self.scrollbar.page(1),
                     pygame.K_PAGEUP: lambda: self.scrollbar.page(-1),
                     pygame.K_DOWN: lambda: self.scrollbar.scroll_by(40),
                     pygame.K_UP: lambda: self.scrollbar.scroll_by(-40),
                     pygame.K_HOME: lambda: self.scrollbar.scroll_to(0),
                     pygame.K_END: lambda: self.scrollbar.scroll_to(self.scrollbar.limit)}
            if event.key in moves:
                moves[event.key]()
                return
        super().handle_event(event)

    def draw_background(self, surface: pygame.Surface) -> None:
        super().draw_background(surface)
        theme.panel(surface, PAGE, top=(34, 40, 78), bottom=(24, 30, 62))
        if not self.books:
            text.draw(surface, tr("No rules are installed."), PAGE.center, 26, theme.MUTED,
                      "italic", "center")
            return
        view = self.scrollbar.view
        offset = round(self.scrollbar.shown.value)
        clip = surface.get_clip()
        surface.set_clip(view.clip(clip))
        for line in self.lines:
            y = view.y + line.y - offset
            if y < view.y or y + line.height > view.bottom:     # whole lines only, never cut
                continue
            if line.bullet:
                ink.circle(surface, theme.GOLD, (view.x + 12, y + line.height // 2), 4)
            for word, x in line.pieces:
                surface.blit(word.image(), (view.x + x, y))
        surface.set_clip(clip)
