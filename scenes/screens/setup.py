"""New game: which game, which variant, who sits at the table (human or AI, and names), the
game's own options, and an optional seed; Start builds the Match and puts its table in this
screen's place. All it knows of a game, the game's module says (engine/catalog.py): the options
of its SETUP_OPTIONS become selectors (a per-seat one in every seat row, any other in the left
panel, in the variant's place when the game has no variants), read by its `options_for`; a
per-seat option's `notes` say under the seats what the choice under the mouse (else the one
last changed) means, such as a character's ability.

Only what can start is offered: the seat counts its new_game takes with the chosen variant (the
label says that range), and the kinds a variant leaves out (its LEFT_OUT, as
scenes/screens/left_out.py reads it) can be chosen, any not chosen drawn from the seed
(assets/rules/<game>.md).
"""
from __future__ import annotations

import dataclasses
import secrets
from dataclasses import dataclass

import pygame

from engine import catalog
from engine.core import RuleError
from engine.match import AI_NAMES, PEOPLE, Match, Seat, SeatSpecError
from engine.words.language import N_, ntr, tr
from saves import settings as saved_settings
from saves.names import variant_title
from scenes.kit import dialogs, ink, text, theme
from scenes.screens import levels, remembered
from scenes.screens.left_out import hint, kind_word, left_out, left_out_kinds
from scenes.screens.screen import Screen
from scenes.screens.seating import kinds, seat_counts, seats_phrase
from scenes.tables import open_match
from scenes.kit.widgets import Button
from scenes.kit.fields import Selector, TextField


LEFT = pygame.Rect(40, 112, 500, 516)
RIGHT = pygame.Rect(570, 112, 670, 516)
SEATS_Y = RIGHT.y + 76     # the first seat row
ROW_H = 48
LEVEL_SIZE = 16            # the lines saying what each AI level is like, above the seed
LEVEL_LABEL_W = 76
ROW_X, ROW_RIGHT = RIGHT.x + 64, RIGHT.right - 24   # a seat row, right of its marker
GAP = 12
OPTION_H = 92      # a game option in the left panel: selector, help line, space
CHIP_H, CHIP_GAP, CHIPS_PER_ROW = 36, 8, 5   # the kinds a variant may leave out
LEFT_OUT_HEAD = 30                           # their heading, above them


def choices(option: dict) -> list[tuple]:
    """A game option's choices for its selector: each one's English label, said as it is drawn,
    or where the option names its choices itself, its words in the language in use."""
    named = option.get("named")
    return [(value, named(value) if named else label) for value, label in option["choices"]]


def hosting_alone(seats: list[Seat]) -> None:
    """A game with friends at other computers is hosted by a person at this one."""
    if any(seat.kind == "friend" for seat in seats) and not any(seat.kind == "human"
                                                                 for seat in seats):
        raise SeatSpecError(tr("A game with friends online needs a person at this computer "
                               "too: make one seat Human."))


@dataclass
class SeatChoice:
    """What the player has set for one seat so far (kept when the seat count changes)."""

    kind: str
    name: str
    named: bool = False   # True once the player typed a name: it is then never replaced

    def default_name(self, index: int) -> str:
        if self.kind == "human":
            return tr("Player {n}").format(n=index + 1)
        if self.kind == "friend":       # until the friend sits down with their own name
            return tr("Friend {n}").format(n=index + 1)
        return AI_NAMES[index % len(AI_NAMES)]

    def seat(self, index: int) -> Seat:
        name = self.name.strip() or self.default_name(index)
        if self.kind in PEOPLE:
            return Seat(name, self.kind)
        return Seat(name, "ai", self.kind.split(":")[1])


class SetupScene(Screen):
    heading = N_("New game")

    def __init__(self, app) -> None:
        super().__init__(app)
        self.games = [catalog.get(name) for name in catalog.names()]
        most = max((game.MAX_PLAYERS for game in self.games), default=0)
        self.choices = [SeatChoice("human" if i == 0 else "ai:normal", "") for i in range(most)]
        for i, choice in enumerate(self.choices):
            choice.name = choice.default_name(i)
        self.start_button = self.add(Button((1060, 648, 180, 48), N_("Start"), self.start,
                                            "primary"))
        self.default_button = self.start_button
        self.static = list(self.widgets)
        self.game_buttons = [Button((LEFT.x + 24, LEFT.y + 56 + i * 58, LEFT.width - 48, 48),
                                    game.TITLE, lambda g=game: self.choose_game(g))
                             for i, game in enumerate(self.games)]
        self.seed_field = TextField((RIGHT.x + 96, RIGHT.bottom - 56, 220, 44), "",
                                    N_("random"), 9, str.isdigit, ends_on_enter=True)
        self.count = None
        self.wanted_count: int | None = None            # the seat count the player last chose
        self.variant = None
        self.left_out_chips: list[Button] = []          # the kinds a variant may leave out
        self.left_out_chosen: list[str] = []            # ...those chosen, oldest first
        self.seat_widgets: list = []
        self.declared: dict[str, dict] = {}             # the game's SETUP_OPTIONS by key
        self.game_options: dict[str, Selector] = {}
        self.seat_values: dict[str, list] = {}          # per-seat option -> a value per seat
        self.seat_options: dict[str, list[Selector]] = {}
        self.noted: tuple[str, int] | None = None       # the per-seat choice last changed
        self.problem: str | None = None                 # why the options cannot start a game
        self.game = None
        if self.games:
            self.choose_game(self.games[0])
            remembered.restore(self, app.settings.last_setup)
        else:
            self.start_button.enabled = False

    # --- building the form --------------------------------------------------------------------
    def choose_game(self, game) -> None:
        self.game = game
        for button, g in zip(self.game_buttons, self.games):
            button.style = "primary" if g is game else "secondary"
        top = LEFT.y + 56 + len(self.games) * 58 + 48
        variants = [(v, variant_title(game, v)) for v in (None, *game.VARIANTS)]
        self.variant = Selector((LEFT.x + 24, top, LEFT.width - 48, 46), variants,
                                on_change=lambda _: self.change_variant())
        self.variant_label_y = top - 32
        self.declared = {o["key"]: o for o in getattr(game, "SETUP_OPTIONS", ())}
        self.show_variant = bool(game.VARIANTS) or not self.declared
        # below the variant, room for its description; else in its place
        self.options_y = self.variant.rect.bottom + 90 if self.show_variant else top
        self.seat_values = {o["key"]: [o["choices"][0][0]] * game.MAX_PLAYERS
                            for o in self.declared.values() if o.get("per_seat")}
        self.game_options = {}
        for i, option in enumerate(o for o in self.declared.values() if not o.get("per_seat")):
            values = [v for v, _ in option["choices"]]
            self.game_options[option["key"]] = Selector(
                (LEFT.x + 180, self.options_y + i * OPTION_H, LEFT.width - 204, 44),
                choices(option), values.index(option["default"]),
                on_change=lambda _: self.check_options())
        self.left_out_chosen = []
        self.change_variant()

    def change_variant(self) -> None:
        """The seat counts and the kinds to leave out follow the variant chosen."""
        self.build_count()
        self.build_left_out()
        self.build_seats()

    def build_count(self) -> None:
        """A seat count selector offering only what the game starts with in this variant,
        nearest to the count the player last chose."""
        counts = seat_counts(self.game, self.variant.value)
        if self.wanted_count is None:
            self.wanted_count = self.count.value if self.count else 3
        index = min(range(len(counts)), key=lambda i: (abs(counts[i] - self.wanted_count), i))
        self.count = Selector((RIGHT.right - 224, RIGHT.y + 20, 200, 44),
                              [(n, ntr("{n} player", "{n} players", n).format(n=n))
                               for n in counts], index,
                              on_change=self.change_count)

    def change_count(self, count: int) -> None:
        self.wanted_count = count
        self.build_seats()

    def build_left_out(self) -> None:
        """A chip per kind when the variant leaves kinds out (in the left panel's foot)."""
        count, kinds = left_out(self.game, self.variant.value)
        self.left_out_chosen = self.left_out_chosen[-count:] if count else []
        self.left_out_chips = []
        if not count:
            return
        rows = -(-len(kinds) // CHIPS_PER_ROW)
        top = min(self.variant.rect.bottom + 14 + 10 + LEFT_OUT_HEAD
                  + text.wrapped_height(self.variant_description(), LEFT.width - 56, 19, "italic"),
                  LEFT.bottom - 12 - rows * CHIP_H - (rows - 1) * CHIP_GAP)
        inner = LEFT.width - 48
        w = (inner - (CHIPS_PER_ROW - 1) * CHIP_GAP) // CHIPS_PER_ROW
        for i, kind in enumerate(kinds):
            row, col = divmod(i, CHIPS_PER_ROW)
            rect = (LEFT.x + 24 + col * (w + CHIP_GAP), top + row * (CHIP_H + CHIP_GAP), w, CHIP_H)
            self.left_out_chips.append(Button(rect, kind_word(self.game, kind).capitalize(),
                                              lambda k=kind: self.toggle_left_out(k), size=15))
        self.paint_left_out()

    def toggle_left_out(self, kind: str) -> None:
        """Choose or unchoose a kind to leave out; past the variant's number, the kind chosen
        longest ago gives way."""
        count, _ = left_out(self.game, self.variant.value)
        if kind in self.left_out_chosen:
            self.left_out_chosen.remove(kind)
        else:
            self.left_out_chosen = (self.left_out_chosen + [kind])[-count:]
        self.paint_left_out()
        self.check_options()

    def paint_left_out(self) -> None:
        _, kinds = left_out(self.game, self.variant.value)
        for chip, kind in zip(self.left_out_chips, kinds):
            chip.style = "primary" if kind in self.left_out_chosen else "secondary"

    def left_out_top(self) -> int:
        """Where the kinds' heading stands (the chips below it), or the panel's foot."""
        if not self.left_out_chips:
            return LEFT.bottom
        return self.left_out_chips[0].rect.y - LEFT_OUT_HEAD

    def seat_columns(self) -> list[tuple[int, int]]:
        """(x, width) of a seat row's name field, kind selector and per-seat option selectors:
        the name and kind make room when a game asks something of every seat."""
        extra = len(self.seat_values)
        if not extra:
            return [(ROW_X, 300), (ROW_X + 320, ROW_RIGHT - ROW_X - 320)]
        name_w, kind_w = 160, 170
        x = ROW_X + name_w + kind_w + 2 * GAP
        each = (ROW_RIGHT - x - (extra - 1) * GAP) // extra
        return [(ROW_X, name_w), (ROW_X + name_w + GAP, kind_w)] + [
            (x + k * (each + GAP), each) for k in range(extra)]

    def build_seats(self) -> None:
        self.seat_widgets = []
        self.seat_options = {key: [] for key in self.seat_values}
        options = kinds(self.game, self.count.value)
        offered = [k for k, _ in options]
        (name_x, name_w), (kind_x, kind_w), *extra = self.seat_columns()
        for i in range(self.count.value):
            y = SEATS_Y + i * ROW_H
            choice = self.choices[i]
            if choice.kind not in offered:          # a level this game has not got
                choice.kind = offered[-1]
            name = TextField((name_x, y, name_w, 42), choice.name, N_("name"), 20,
                             on_change=lambda v, c=choice: self.rename(c, v), ends_on_enter=True)
            kind = Selector((kind_x, y, kind_w, 42), options, offered.index(choice.kind),
                            on_change=lambda v, c=choice, f=name, n=i: self.change_kind(c, f, n, v))
            self.seat_widgets += [name, kind]
            for (x, w), (key, values) in zip(extra, self.seat_values.items()):
                option = self.declared[key]
                index = [v for v, _ in option["choices"]].index(values[i])
                self.seat_options[key].append(Selector(
                    (x, y, w, 42), choices(option), index,
                    on_change=lambda v, k=key, n=i: self.change_seat_option(k, n, v)))
        per_seat = [s for selectors in self.seat_options.values() for s in selectors]
        self.widgets = (self.static + self.game_buttons
                        + [self.variant] * self.show_variant + self.left_out_chips
                        + list(self.game_options.values())
                        + [self.count] + self.seat_widgets + per_seat + [self.seed_field])
        self.check_options()

    def change_seat_option(self, key: str, seat: int, value) -> None:
        self.seat_values[key][seat] = value
        self.noted = (key, seat)
        self.check_options()

    def choice_note(self) -> str | None:
        """What the per-seat choice under the mouse (else the one last changed, else the first
        seat's) means, as the game's `notes` say; None for a game without notes."""
        keyed = [(key, i) for key, selectors in self.seat_options.items()
                 if "notes" in self.declared[key] for i in range(len(selectors))]
        hovered = [(k, i) for k, i in keyed if self.seat_options[k][i].hovered]
        chosen = next((c for c in hovered + [self.noted] + keyed if c in keyed), None)
        if chosen is None:
            return None
        key, seat = chosen
        return self.declared[key]["notes"](self.seat_values[key][seat])

    def rename(self, choice: SeatChoice, value: str) -> None:
        choice.name, choice.named = value, True

    def change_kind(self, choice: SeatChoice, field: TextField, index: int, kind: str) -> None:
        choice.kind = kind
        if not choice.named:
            choice.name = field.value = choice.default_name(index)

    # --- starting -----------------------------------------------------------------------------
    def seats(self) -> list[Seat]:
        return [self.choices[i].seat(i) for i in range(self.count.value)]

    def seed(self) -> int:
        return int(self.seed_field.value) if self.seed_field.value else secrets.randbelow(10 ** 9)

    def chosen(self) -> dict:
        """The game's options as set on screen, RANDOM choices still unresolved."""
        chosen = {key: selector.value for key, selector in self.game_options.items()}
        chosen.update((key, values[:self.count.value]) for key, values in self.seat_values.items())
        return chosen

    def options(self, seed: int) -> dict:
        """What Match.new gets: the variant and the game's options, random ones drawn from the
        seed; a RuleError when they cannot go together."""
        options = {"variant": self.variant.value} if self.variant.value else {}
        count, kinds = left_out(self.game, self.variant.value)
        if count:
            removed = left_out_kinds(kinds, count, self.left_out_chosen, seed)
            if removed is not None:
                options[self.game.LEFT_OUT["option"]] = removed
        if self.declared:
            options.update(self.game.options_for(self.chosen(), self.count.value, seed))
        return options

    def check_options(self) -> None:
        """Say at once when the options clash (a character chosen twice), and hold Start."""
        try:
            self.options(0)
            self.problem = None
        except RuleError as exc:
            self.problem = str(exc)
        self.start_button.enabled = self.problem is None

    def start(self) -> None:
        seed = self.seed()
        try:
            match = Match.new(self.game.NAME, self.seats(), seed, self.options(seed))
            hosting_alone(match.seats)
        except (RuleError, SeatSpecError) as exc:
            dialogs.message(self.app, N_("This game cannot start"), str(exc))
            return
        kept = dataclasses.replace(self.app.settings, last_setup=remembered.record(self))
        self.app.apply_settings(kept)
        try:
            saved_settings.save(kept)
        except saved_settings.SaveError:
            pass                    # the next New game screen opens as this one did
        open_match(self.app, match)

    # --- drawing ------------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        super().draw_background(surface)
        if not self.games:
            box = pygame.Rect(240, 260, 800, 160)
            theme.panel(surface, box)
            text.draw_wrapped(surface,
                              tr("No game is installed, so there is nothing to start yet."),
                              box.inflate(-60, -100), 26, theme.TEXT, "bold", "center")
            return
        theme.panel(surface, LEFT)
        theme.panel(surface, RIGHT)
        broken = catalog.unavailable()
        if broken and not self.left_out_chips:   # a game that cannot load here says why
            note = pygame.Rect(LEFT.x + 24, LEFT.bottom - 58, LEFT.width - 48, 48)
            said = tr("{game} cannot be played here: {reason}.")
            text.draw_wrapped(surface, " ".join(said.format(game=tr(title), reason=why)
                                                for title, why in broken.items()), note, 15,
                              theme.DANGER_LIGHT, "italic")
        text.draw(surface, tr("Game"), (LEFT.x + 24, LEFT.y + 16), 22, theme.GOLD, "bold")
        if self.show_variant:
            self.draw_variant(surface)
        self.draw_game_options(surface)
        text.draw(surface, tr("Players"), (RIGHT.x + 24, RIGHT.y + 28), 22, theme.GOLD, "bold")
        players = seats_phrase(seat_counts(self.game, self.variant.value))
        text.draw(surface, players, (RIGHT.x + 124, RIGHT.y + 32), 18, theme.MUTED, "italic",
                  max_width=self.count.rect.x - RIGHT.x - 136)
        for i in range(self.count.value):
            y = SEATS_Y + i * ROW_H + 21
            theme.seat_marker(surface, i, (RIGHT.x + 38, y), 12, self.app.settings.colour_blind)
        note = self.choice_note()
        if self.problem:
            self.draw_problem(surface)
        elif note:
            text.draw(surface, note, (RIGHT.x + 24, SEATS_Y + self.count.value * ROW_H + 2),
                      LEVEL_SIZE, theme.TEXT, "italic", max_width=RIGHT.width - 48)
        self.draw_levels(surface)
        seed = self.seed_field.rect
        label, room = tr("Seed"), seed.x - RIGHT.x - 32      # a longer word is set smaller
        text.draw(surface, label, (RIGHT.x + 24, seed.centery),
                  text.fitting_size(label, room, 22, "bold"), theme.GOLD, "bold", "midleft",
                  max_width=room)
        text.draw(surface, tr("digits; empty means a random game"), (seed.right + 16, seed.centery),
                  17, theme.MUTED, "italic", "midleft", max_width=RIGHT.right - seed.right - 40)

    def variant_description(self) -> str:
        return text.said(self.game.VARIANTS.get(self.variant.value, "")) if self.variant.value \
            else tr("The game as its rulebook describes it.")

    def draw_variant(self, surface: pygame.Surface) -> None:
        text.draw(surface, tr("Variant"), (LEFT.x + 24, self.variant_label_y), 22, theme.GOLD,
                  "bold")
        description = self.variant_description()
        top = self.variant.rect.bottom + 14
        bottom = self.options_y - 16 if self.game_options else self.left_out_top() - 8
        text.draw_wrapped(surface, description, pygame.Rect(LEFT.x + 28, top, LEFT.width - 56,
                                                            bottom - top), 19, theme.SAND, "italic")
        if self.left_out_chips:
            self.draw_left_out(surface)

    def draw_left_out(self, surface: pygame.Surface) -> None:
        """The kinds' heading and what becomes of those not chosen."""
        count, _ = left_out(self.game, self.variant.value)
        y = self.left_out_top()
        label = text.draw(surface, tr("Left out"), (LEFT.x + 24, y), 20, theme.TEXT, "bold")
        text.draw(surface, hint(count, len(self.left_out_chosen)),
                  (label.right + 12, label.bottom - 2), 17, theme.SAND, "italic", "bottomleft",
                  max_width=LEFT.right - 24 - label.right - 12)

    def draw_game_options(self, surface: pygame.Surface) -> None:
        """Each option's label beside its selector, and its one-line help beneath."""
        if not self.game_options:
            return
        if not self.show_variant:
            text.draw(surface, tr("Options"), (LEFT.x + 24, self.variant_label_y), 22, theme.GOLD,
                      "bold")
        for key, selector in self.game_options.items():
            option, rect = self.declared[key], selector.rect
            text.draw(surface, text.said(option["label"]), (LEFT.x + 24, rect.centery), 20,
                      theme.TEXT, "bold", "midleft", max_width=rect.x - LEFT.x - 36)
            text.draw(surface, text.said(option.get("help", "")), (LEFT.x + 28, rect.bottom + 8),
                      17, theme.SAND, "italic", max_width=LEFT.width - 56)

    def draw_problem(self, surface: pygame.Surface) -> None:
        """A red ring round each clashing seat selector and the reason under the seats."""
        for key, selectors in self.seat_options.items():
            option, values = self.declared[key], self.seat_values[key][:self.count.value]
            default = option["choices"][0][0]
            for selector, value in zip(selectors, values):
                if option.get("distinct") and value != default and values.count(value) > 1:
                    ink.rect(surface, theme.DANGER_LIGHT, selector.rect.inflate(6, 6), 3,
                             border_radius=12)
        y = SEATS_Y + self.count.value * ROW_H
        text.draw_wrapped(surface, self.problem, pygame.Rect(RIGHT.x + 24, y, RIGHT.width - 48,
                                                             self.levels_top() - y - 4),
                          18, theme.DANGER_LIGHT, "bold")

    def level_lines(self) -> list[tuple[str, str, tuple]]:
        """(level, words, colour): the offered levels, then (muted) those kept out here."""
        count = self.count.value
        return ([(lv, said, theme.SAND) for lv, said in levels.lines(self.game, count)]
                + [(lv, said, theme.MUTED) for lv, said in levels.kept_out(self.game, count)])

    def levels_top(self) -> int:
        return self.seed_field.rect.y - 12 - text.line_height(LEVEL_SIZE) * len(
            self.level_lines())

    def draw_levels(self, surface: pygame.Surface) -> None:
        """What each AI level this game offers is like, one line each, so that a seat's level
        is chosen knowing what it plays like; and where a level not offered here is."""
        x, y, step = RIGHT.x + 24, self.levels_top(), text.line_height(LEVEL_SIZE)
        for i, (level, line, colour) in enumerate(self.level_lines()):
            text.draw(surface, levels.name(level).capitalize(), (x, y + i * step), LEVEL_SIZE,
                      theme.GOLD, "bold")
            text.draw(surface, line, (x + LEVEL_LABEL_W, y + i * step), LEVEL_SIZE, colour,
                      "italic", max_width=RIGHT.right - 24 - x - LEVEL_LABEL_W)
