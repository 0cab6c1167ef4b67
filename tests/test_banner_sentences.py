"""The banner reads as one sentence across its two parts (the name, large, then the rest): a
newcomer read "Jasmine's turn chooses: ..." at the Bagdad table. Stepping a game of one person
and three AIs through every phase, each banner is "Jasmine is thinking…", a move as its mover's
deed ("Jasmine makes an offer to Zaid"), or, on the person's turn, "Layla's turn:" and what to
do."""
from dataclasses import replace

from engine.match import Match, Seat
from engine.session import Session
from scenes.tables import table_for
from support.bagdad_play import my_turn
from support.scenes import start, steps

NAMES = ("Layla", "Jasmine", "Zaid", "Nadia")
# how every decision of the person's panel, and every move chosen, begins: a verb
INSTRUCTIONS = ("place", "make", "build", "answer", "hand", "choose", "buy", "pay", "pass",
                "discard", "offer", "ask", "call", "hope", "stop", "take", "send", "accept",
                "refuse", "cancel", "drop", "move", "go", "stay", "confirm")
DEEDS = {"go": "goes", "pass": "passes"}     # a move made: the verb as the mover's deed
DEEDS = {verb: DEEDS.get(verb, verb + "s") for verb in INSTRUCTIONS}


def test_every_banner_of_each_phase_is_one_sentence_for_a_person_and_an_ai(app):
    app.apply_settings(replace(app.settings, animation_speed="fast", sound=False))
    seats = [Seat(NAMES[0], "human")] + [Seat(n, "ai", "easy") for n in NAMES[1:]]
    table = start(app, lambda a: table_for("bagdad")(a, Match.new("bagdad", seats, 5)))
    said: dict[tuple, set] = {}
    for _ in range(6000):
        state = table.match.state
        if state.round > 1 or state.is_over():
            break
        if my_turn(app, table):
            who, what = table.chrome.banner_text()
            said.setdefault((state.phase, "person"), set()).add((who, what))
            table.play(Session(table.match).decision(0, "easy").make())
        elif table.chrome.banner_seat == state.to_move() not in (None, 0):
            said.setdefault((state.phase, "ai"), set()).add(table.chrome.banner_text())
        else:
            said.setdefault((state.phase, "staged"), set()).add(table.chrome.staged_text())
        steps(app, 1)
    assert {key for key in said if key[1] != "staged"} >= {
        (phase, who) for phase in ("place", "exchange", "purchase") for who in ("person", "ai")}
    for (phase, kind), sentences in said.items():
        for who, what in sentences:
            sentence = f"{who} {what}"
            if kind == "person":
                assert who == "Layla's turn:" and what.split()[0] in INSTRUCTIONS, sentence
            elif kind == "ai":
                assert who in NAMES[1:] and (what.startswith("is thinking…")
                                             or what.split()[0] in DEEDS.values()), sentence
            else:
                assert who in NAMES and what.split()[0] in DEEDS.values(), sentence
