"""Every screen a player meets, to be drawn by a test: the screenshot command's screens and,
over each game's table, what that command does not draw: its menu, its first-game guide, and the
results and the replay of a game played out; and Bagdad's densest panel, an offer being built
with a claim and a wish. Each is drawn as `cli.screenshot.take` draws a screen (the same window,
text size and settling)."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from cli import screenshot
from cli.scratch import scratch_data
from engine.match import Match, Seat
from engine.session import Session
from support.matches import played_out

OVERS = ("menu", "guide", "results", "replay")
MOMENTS = [*screenshot.screens(),
           *(f"{game}:{over}" for game in screenshot.games() for over in OVERS), "bagdad:offer"]
SEED = 5


def seated(game: str) -> Match:
    """A new game of the showcase's seats: a person and normal AIs."""
    players = screenshot.registry.entry(game).SHOWCASE["players"]
    seats = [Seat(screenshot.NAMES[0], "human")] + [Seat(screenshot.NAMES[i], "ai", "normal")
                                                   for i in range(1, players)]
    return Match.new(game, seats, SEED)


def finished(game: str) -> Match:
    """A game of the showcase's seats played out by the easy AI."""
    return played_out(seated(game))


def building() -> Match:
    """A Bagdad game played by the normal AI at every seat up to the person's own offer with a
    card given, a card asked, a claim and a wish in it."""
    match = seated("bagdad")
    session = Session(match)
    while session.to_move() is not None:
        offer = session.view(0).get("offer")
        if session.to_move() == 0 and offer and offer["from"] == 0 and offer["stage"] == "build" \
                and offer["give"] and offer["ask"] and offer.get("claims") and offer.get("wishes"):
            return match
        seat = session.to_move()
        session.play(seat, session.decision(seat, "normal").make())
    raise AssertionError("the person never built such an offer in this game")


def draw(moment: str, size: tuple[int, int], folder: Path, text: str = "normal") -> None:
    """Draw `moment` ("settings", "bagdad", "bagdad:menu") in a window of `size`, settled (a
    screen's picture is saved in `folder`)."""
    from scenes.app import App
    from scenes.kit import reading
    from scenes.screens.pause import PauseMenu
    from scenes.table.replay import ReplayScene
    from scenes.tables import table_for
    from scenes.window import close_display

    if moment in screenshot.screens():
        screenshot.take(moment, size, folder / "shot.png", text)
        return
    game, over = moment.split(":")
    with scratch_data():
        app = App(window_size=size, threaded_ai=False)
        try:
            app.apply_settings(replace(app.settings, text_size=text))
            reading.set_large(text == "large")
            if over == "replay":
                replay = app.stack.push(ReplayScene(app, finished(game)))
                replay.seek(0.5)
                screenshot.settle(app, replay)
                return
            match = finished(game) if over == "results" else building() if over == "offer" \
                else screenshot.showcase_match(game)
            table = app.stack.push(table_for(game)(app, match))
            screenshot.settle(app, table)
            if over == "menu":
                app.stack.push(PauseMenu(app, table))
            elif over == "guide":
                table.open_guide()
            elif over == "results" and not isinstance(app.stack.top, table.results_scene):
                app.stack.push(table.results_scene(app, table))
            screenshot.settle(app, app.stack.top)
        finally:
            reading.set_large(False)
            close_display()
