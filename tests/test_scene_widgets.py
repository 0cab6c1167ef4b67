"""Widgets: text that fits its panel, button states, text entry, selectors, toggles, lists."""
import pygame
import pytest
from hypothesis import given, settings, strategies as st

from scenes.kit import markdown, paper, text, theme
from scenes.kit.widgets import Button
from scenes.kit.fields import Segmented, Selector, TextField, Toggle
from scenes.kit.scrolling import ScrollList


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()


def mouse(kind, pos, **extra):
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    return pygame.event.Event(kind, pos=pos, button=1, **extra)


def press_release(widget, pos=None):
    pos = pos or widget.rect.center
    widget.handle_event(mouse(pygame.MOUSEBUTTONDOWN, pos))
    widget.handle_event(mouse(pygame.MOUSEBUTTONUP, pos))


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet=st.sampled_from("abcdefghij WXYZ,.\n"), max_size=200),
       st.integers(min_value=40, max_value=500))
def test_wrapped_lines_never_run_off_the_width(content, width):
    font = theme.font(20)
    lines = text.wrap(content, font, width)
    assert all(font.size(line)[0] <= width for line in lines)
    assert "".join(lines).replace(" ", "") == content.replace(" ", "").replace("\n", "")


def test_draw_wrapped_stays_inside_its_rect():
    surface = paper.Paper(pygame.Surface((300, 200)), 1.0)
    rect = pygame.Rect(10, 10, 120, 50)
    used = text.draw_wrapped(surface, "many words " * 30, rect, 18)
    assert used <= rect.height


def test_ellipsize_fits():
    font = theme.font(20)
    cut = text.ellipsize("a rather long sentence that will not fit", font, 100)
    assert cut.endswith("…") and font.size(cut)[0] <= 100


def test_button_hover_press_click_and_disabled():
    clicks = []
    button = Button((10, 10, 100, 40), "Go", lambda: clicks.append(1))
    button.handle_event(mouse(pygame.MOUSEMOTION, (50, 30)))
    assert button.hovered
    button.update(0.5)
    assert button.glow.value == pytest.approx(1.0)
    button.handle_event(mouse(pygame.MOUSEBUTTONDOWN, (50, 30)))
    assert button.pressed and clicks == []
    button.handle_event(mouse(pygame.MOUSEBUTTONUP, (300, 300)))  # released elsewhere: no click
    assert not button.pressed and clicks == []
    press_release(button)
    assert clicks == [1]
    button.enabled = False
    press_release(button)
    assert clicks == [1]
    button.draw(paper.Paper(pygame.Surface((200, 100)), 1.0))


def test_text_field_focus_typing_filter_and_backspace():
    changes = []
    field = TextField((0, 0, 200, 40), "", allow=str.isdigit, max_length=4,
                      on_change=changes.append)
    assert not field.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="1"))
    press_release(field)
    assert field.focused
    field.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="12a345"))
    assert field.value == "1234"
    field.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE))
    assert field.value == "123" and changes == ["1234", "123"]
    field.handle_event(mouse(pygame.MOUSEBUTTONDOWN, (500, 500)))
    assert not field.focused


@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB])
def test_enter_or_tab_in_a_form_field_ends_the_typing_and_goes_no_further(key):
    field = TextField((0, 0, 200, 40), "Ali", ends_on_enter=True)
    press_release(field)
    assert field.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0))
    assert not field.focused and field.value == "Ali"
    assert not field.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0))


def test_enter_in_a_dialogs_field_goes_on_to_the_dialog():
    field = TextField((0, 0, 200, 40), "My game")
    press_release(field)
    assert not field.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    assert field.focused


def test_selector_cycles_both_ways_and_wraps():
    seen = []
    selector = Selector((0, 0, 300, 40), [(1, "one"), (2, "two"), (3, "three")],
                        on_change=seen.append)
    press_release(selector, (5, 20))
    press_release(selector, (295, 20))
    press_release(selector, (295, 20))
    assert seen == [3, 1, 2] and selector.value == 2


def test_a_selector_of_one_option_does_not_pretend_to_cycle():
    """The Records screen's player chooser with one player: its arrows do nothing, drawn dim."""
    seen = []
    selector = Selector((0, 0, 300, 40), [(1, "one")], on_change=seen.append)
    press_release(selector, (5, 20))
    press_release(selector, (295, 20))
    assert seen == [] and selector.value == 1 and selector.slide.value == 0.0
    pixels = pygame.Surface((300, 40))
    selector.draw(paper.Paper(pixels, 1.0))
    arrow = pixels.get_at(selector._arrow(1).center)[:3]
    several = Selector((0, 0, 300, 40), [(1, "one"), (2, "two")])
    several.draw(paper.Paper(pixels, 1.0))
    assert sum(arrow) < sum(pixels.get_at(several._arrow(1).center)[:3])


def test_segmented_and_toggle():
    segmented = Segmented((0, 0, 400, 40), [("a", "A"), ("b", "B"), ("c", "C"), ("d", "D")])
    press_release(segmented, segmented.segment(2).center)
    assert segmented.value == "c"
    toggle = Toggle((0, 0, 100, 30), False)
    press_release(toggle)
    assert toggle.value is True


def test_scroll_list_shows_and_clicks_only_rows_in_view():
    clicks = []
    rows = [Button((0, 0, 100, 40), f"row {i}", lambda i=i: clicks.append(i)) for i in range(20)]
    listing = ScrollList((0, 0, 300, 200))
    listing.set_items(rows)
    assert listing.scrollbar.limit > 0
    hidden = rows[10]
    press_release(listing, hidden.rect.center)            # below the view: not clickable
    assert clicks == []
    listing.scrollbar.scroll_to(hidden.rect.y - 20, smooth=False)
    listing.update(0)
    press_release(listing, hidden.rect.center)
    assert clicks == [10]


def test_markdown_blocks_bold_and_titles():
    source = "# The **Cave**\n\n## Setup\n### Detail\nline one\nline two\n\n- a **b**\n- c\n"
    blocks = markdown.parse(source)
    assert [b.kind for b in blocks] == ["title", "h2", "h3", "para", "bullet", "bullet"]
    assert blocks[3].spans == [("line one line two", False)]
    assert blocks[4].spans == [("a ", False), ("b", True)]
    assert markdown.title_of(source) == "The Cave"
    lines, height = markdown.layout(blocks, 200)
    assert height > 0 and all(x + image.get_width() <= 200
                              for line in lines for image, x in line.pieces)


def test_ellipsize_keeps_the_longest_prefix_that_fits():
    from scenes.kit import text, theme
    font = theme.font(18)
    line = "Scheherazade (normal) · " * 40
    for width in (30, 120, 400):
        cut = text.ellipsize(line, font, width)
        assert cut.endswith("…") and font.size(cut)[0] <= width
        longer = line[:len(cut)] + "…"               # one character more no longer fits
        assert font.size(longer)[0] > width or line[len(cut) - 1] == " "


def test_the_log_leaves_a_reader_where_they_are_and_counts_what_came_below():
    """Scrolled back, new lines do not pull the reader away: a pill counts them, and a click
    on it jumps to the newest; at the bottom the log follows again."""
    from scenes.table.log_view import LogView
    log = LogView((0, 0, 360, 300))
    for i in range(40):
        log.add(f"line {i}")
    log.update(1.0)
    assert log.at_bottom() and log.unseen == 0
    log.scrollbar.scroll_to(0)
    log.update(1.0)
    log.add("news")
    log.add("more news")
    assert log.unseen == 2 and log.scrollbar.offset == 0
    surface = paper.Paper(pygame.Surface((360, 300)), 1.0)
    log.draw(surface)
    assert log.handle_event(mouse(pygame.MOUSEBUTTONDOWN, log.pill.center))
    log.update(1.0)
    assert log.at_bottom() and log.unseen == 0
    log.add("followed")
    assert log.unseen == 0 and log.at_bottom()


@pytest.mark.parametrize("arriving", [False, True])
def test_a_log_scrolled_mid_line_draws_no_half_line_under_its_header(arriving, monkeypatch):
    """Scrolled to halfway through a line, the log leaves that line out instead of drawing
    its lower half just under the header, and the line its foot would cut is left out too:
    every line drawn lies whole inside the list, the first within a line of its top, whether
    painted at rest or still sliding in."""
    from scenes.table.log_view import GAP, LogView
    log = LogView((0, 0, 360, 300))
    for i in range(40):
        log.add(f"line {i}")
    if not arriving:
        log.update(1.0)
    log.scrollbar.scroll_to(3 * (log.step + GAP) + log.step // 2, smooth=False)
    words, drawn = {}, []
    real_text, real_blit = theme.text, paper.Paper.blit

    def text_spy(content, *rest, **named):
        image = real_text(content, *rest, **named)
        words[id(image)] = content, image
        return image

    def blit_spy(target, source, dest, *rest, **named):
        if id(source) in words:
            drawn.append((target, words[id(source)][0], dest[1]))
        return real_blit(target, source, dest, *rest, **named)
    monkeypatch.setattr(theme, "text", text_spy)
    monkeypatch.setattr(paper.Paper, "blit", blit_spy)
    screen = paper.Paper(pygame.Surface((360, 300)), 1.0)
    log.draw(screen)
    lines = [(said, y - (log.inner.y if target is screen else 0))     # or on the layer
             for target, said, y in drawn if said.startswith("line ")]
    assert lines and all(0 <= y and y + log.step <= log.inner.height for _, y in lines), lines
    assert lines[0] == ("line 4", log.step + GAP - log.step // 2)
    last = lines[-1][1]
    assert last + log.step + GAP + log.step > log.inner.height     # no whole line left out


def test_a_long_scroll_list_moves_updates_and_draws_only_the_rows_in_sight():
    updated = []

    class Row(Button):
        def update(self, dt):
            updated.append(self.label)
            super().update(dt)

    rows = [Row((0, 0, 100, 40), f"row {i}", lambda: None) for i in range(5000)]
    listing = ScrollList((0, 0, 300, 200))
    listing.set_items(rows)
    listing.update(0)
    assert 0 < len(updated) <= 6 and updated[0] == "row 0"
    listing.scrollbar.scroll_to(rows[4000].rect.y, smooth=False)
    updated.clear()
    listing.update(0)                                   # the rows left behind are let go once
    updated.clear()
    listing.update(0)
    assert 0 < len(updated) <= 6 and "row 4000" in updated
    surface = paper.Paper(pygame.Surface((300, 200)), 1.0)
    listing.draw(surface)
    assert rows[4000].rect.colliderect(listing.rect)
