"""Every moment of the city table draws, at the logical size and letterboxed small: placement,
the income's flight, the trading panel, building an offer, answering one, the hand-over, the
purchase choices, a payment, a walk, the slipper's flight, the results (one real game at normal
speed); and, from set positions played by clicks, choosing a move's end (costs, a strike ring,
the route and its tip), the chooser, a strike's payment, a kidnap, a kill, a rob and a hover tip.

Set SESAME_SHOTS=DIR to keep the frames as PNGs (for looking at them).
"""
from dataclasses import replace

import pygame
import pytest

from engine import ai, catalog
from engine.core import Action, Rng
from engine.match import Match, Seat
from scenes.kit import canvas
from scenes.app import App
from scenes.bagdad.motion import Fall, Flight, Kidnap, Walk
from scenes.bagdad.results import BagdadResults
from scenes.bagdad.table import CityTable
from support.bagdad_fixtures import goods
from support.bagdad_play import begun_at
from support.bagdad_table import button, duel, piece_at, point, shopping, space
from support.scenes import steps
from support.shots import distinct_colours, keep
from scenes.window import close_display

GAME = catalog.get("bagdad")
NAMES = ("Layla", "Scheherazade (normal)", "Omar")
BAZAAR = 0


# --- the real game ------------------------------------------------------------------------------

def human(view: dict, actions: list[Action], rng: Rng) -> Action:
    """The human seat: places on the first shaded space, offers its lowest card for a card of
    the next seat's first district once an exchange, accepts offers, and otherwise plays like
    the normal AI."""
    kinds = {a.kind for a in actions}
    offer, seat = view["offer"], view["seat"]
    if "place" in kinds:
        return actions[0]
    if "accept" in kinds:
        return Action("accept")
    if "hand_over" in kinds:
        return next(a for a in actions if a.kind == "hand_over")
    if offer is not None and offer["stage"] == "build":
        if not offer["give"] and "give" in kinds:
            return min((a for a in actions if a.kind == "give"), key=lambda a: a.card)
        if not offer["ask"] and "ask" in kinds:
            return next(a for a in actions if a.kind == "ask")
        return Action("send")
    if "offer" in kinds and view["offers_started"][seat] == 0:
        return next(a for a in actions if a.kind == "offer")
    return ai.choose(GAME, view, actions, "normal", rng)


def seats() -> list[Seat]:
    return [Seat(NAMES[0], "human"), Seat(NAMES[1], "ai", "normal"), Seat(NAMES[2], "ai", "normal")]


def move_rng(match: Match) -> Rng:
    """The table seeds its AIs by the move number; the human's own choices are seeded alike, so
    that a game worked out without the table goes the same way at the table."""
    return Rng(match.decision_seed())


def seed_with_a_hand_over() -> int:
    """A seed whose round 1, the human playing as `human`, brings an AI's offer that the human
    accepts and then hands a card over for (found without the table, whose AI is seeded so)."""
    for seed in range(80):
        match = Match.new("bagdad", seats(), seed, {"round_limit": 4})
        while match.state.round <= 1 and not match.state.is_over():
            seat, legal = match.state.to_move(), match.state.legal_actions()
            rng = move_rng(match)
            if match.seats[seat].is_ai:
                action = ai.choose(GAME, match.state.view(seat), legal, "normal", rng)
            elif any(a.kind == "hand_over" for a in legal):
                return seed
            elif match.state.phase == "purchase":
                break
            else:
                action = human(match.state.view(seat), legal, rng)
            match.apply(action)
    raise AssertionError("no seed brings the human a hand-over")


def calm(title: str):
    def reached(table) -> bool:
        return (bool(table.actions) and not table.board_busy()
                and table.panel.title.startswith(title))
    return reached


def beat(kind, progress: float = 0.5, after: str | None = None):
    """While a beat of class `kind` plays (past `progress`), the last move being `after`."""
    def reached(table) -> bool:
        clock = table.timeline.clock
        return (isinstance(table.timeline.current, kind) and clock.progress >= progress
                and (after is None or table.match.log and table.match.log[-1].kind == after))
    return reached


GAME_MOMENTS = {
    "placement": calm("Place your pieces"),
    "income-flight": lambda t: t.match.state.round == 1 and beat(Flight, 0.4)(t),
    "trading": calm("Your turn to trade"),
    "building-offer": lambda t: calm("Offer to")(t) and bool(t.view["offer"]["give"])
    and bool(t.view["offer"]["ask"]),
    "answering-offer": lambda t: calm("")(t) and t.panel.title.endswith("offers a trade"),
    # (calm("") is any calm decision of the human's)
    "hand-over": calm("Hand over"),
    "purchase-choices": calm("Your purchase"),
    "payment": calm("Pay "),
    "walk": beat(Walk, 0.5, "confirm"),
    "slipper-flight": beat(Flight, 0.5, "pass_slipper"),
    "results": lambda t: isinstance(t.app.stack.top, BagdadResults),
}


def shoot(app, frames: dict, name: str) -> None:
    """The frame as the window shows it (letterboxed in a small window)."""
    app.draw_frame()
    frames[name] = app.window.copy()


def play_the_game(app, frames: dict) -> None:
    """A 4-round game at normal speed, shooting each moment the first time it comes."""
    match = Match.new("bagdad", seats(), seed_with_a_hand_over(), {"round_limit": 4})
    table = app.stack.reset(CityTable(app, match))
    for _ in range(5):
        app.stack.update(1 / 10)            # the table fades in
    waiting = dict(GAME_MOMENTS)
    for _ in range(30000):
        for name, reached in list(waiting.items()):
            if reached(table):
                if name == "results":
                    for _ in range(40):
                        app.stack.update(1 / 20)
                shoot(app, frames, name)
                del waiting[name]
        if not waiting:
            return
        if table.actions and not table.board_busy() and app.stack.top is table:
            table.play(human(table.view, table.actions, move_rng(match)))
        app.stack.update(1 / 10)
    raise AssertionError(f"the moments {sorted(waiting)} never came")


# --- set positions by clicks --------------------------------------------------------------------

def until(app, table, reached, limit=400) -> None:
    """Run frames until `reached(table)`."""
    for _ in range(limit):
        if reached(table):
            return
        app.step(1 / 30)
    raise AssertionError("the moment never came")


def on_window(app, pos) -> tuple[int, int]:
    """A logical point where it shows in the (maybe letterboxed) window: events are posted in
    window pixels, as the mouse makes them, and the app maps them back."""
    x, y, w, h = canvas.fit(app.window.get_size())
    return round(x + (pos[0] + 0.5) * w / canvas.LOGICAL[0]), \
        round(y + (pos[1] + 0.5) * h / canvas.LOGICAL[1])


def hover(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=on_window(app, point(pos)),
                                         rel=(0, 0), buttons=(0, 0, 0)))
    steps(app, 3)


def at_position(app, state) -> CityTable:
    """The table on a fixture's state (see tests/test_bagdad_table.py)."""
    seated = [Seat(NAMES[0], "human"), Seat(NAMES[1], "ai", "easy"), Seat(NAMES[2], "ai", "easy")]
    return app.stack.reset(CityTable(app, begun_at(state, seated)))


def click(app, target) -> None:
    """As test_scene_support.click, in window pixels."""
    pos = on_window(app, point(target if isinstance(target, tuple) else target.rect.center))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    steps(app, 1)


def strike(app, frames: dict, attacker_kind: str, victim_kind: str, moments) -> None:
    """Click the attacker, hover and click the space next to its victim, strike, confirm; shoot
    each of `moments` {name: beat} as it plays."""
    state, attacker, victim, step = duel(attacker_kind, victim_kind)
    table = at_position(app, state)
    steps(app, 10)
    click(app, piece_at(table, attacker))
    steps(app, 10)
    if "destination" in moments:
        hover(app, space(table, step))
        shoot(app, frames, "destination")
    click(app, space(table, step))
    steps(app, 8)
    if "chooser" in moments:
        hover(app, next(b for b in table.chooser.buttons if b.style == "primary").rect.center)
        shoot(app, frames, "chooser")
    click(app, next(b for b in table.chooser.buttons if b.style == "primary"))
    steps(app, 8)
    if "strike-payment" in moments:
        shoot(app, frames, "strike-payment")
    click(app, button(table, "Confirm"))
    for name, reached in moments.items():
        if callable(reached):
            until(app, table, reached)
            shoot(app, frames, name)
    until(app, table, lambda t: not t.board_busy())
    if "hover-tip" in moments:
        hover(app, space(table, table.match.state.at[attacker]))
        shoot(app, frames, "hover-tip")


def after_the_walk(kind):
    """Halfway through the first beat of class `kind` after the move's walk (the payment's
    flight comes before the walk, a rob's after it)."""
    walked = []

    def reached(table) -> bool:
        walked.append(isinstance(table.timeline.current, Walk))
        return any(walked) and beat(kind, 0.5)(table)
    return reached


def pass_the_slipper(app, frames: dict) -> None:
    table = at_position(app, shopping([goods(BAZAAR, 0, 5), goods(BAZAAR, 0, 6)]))
    click(app, button(table, "Caravaneer 5"))
    click(app, button(table, "Confirm"))
    until(app, table, lambda t: not t.board_busy())
    click(app, button(table, action=Action("pass_slipper", to=2)))
    until(app, table, beat(Flight, 0.5))
    shoot(app, frames, "slipper-flight-set")


def play_the_positions(app, frames: dict) -> None:
    strike(app, frames, "merchant", "caravaneer",
           {"destination": True, "chooser": True, "strike-payment": True,
            "strike-walk": beat(Walk, 0.5), "kidnap": beat(Kidnap, 0.45), "hover-tip": True})
    strike(app, frames, "assassin", "trader", {"kill": beat(Fall, 0.3)})
    strike(app, frames, "thief", "thief", {"rob": after_the_walk(Flight)})
    pass_the_slipper(app, frames)


@pytest.mark.parametrize("window", [(1280, 720),
                                    pytest.param((960, 540), marks=pytest.mark.slow)])
def test_every_moment_of_the_city_table_draws(window):
    """Each moment paints a full frame that is neither blank nor the same as the one before."""
    app = App(window, threaded_ai=False)
    app.apply_settings(replace(app.settings, animation_speed="normal", sound=False))
    frames: dict[str, pygame.Surface] = {}
    play_the_game(app, frames)
    play_the_positions(app, frames)
    close_display()
    previous = None
    for name, frame in frames.items():
        assert frame.get_size() == window
        assert distinct_colours(frame) > 40, f"{name} looks blank"
        small = pygame.image.tobytes(pygame.transform.scale(frame, (160, 90)), "RGB")
        assert small != previous, f"{name} looks like the moment before it"
        previous = small
        keep(frame, f"bagdad-{name}-{window[0]}x{window[1]}")
