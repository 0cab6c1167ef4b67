"""What holds in every Ali Baba state the rules can reach, checked without trusting the state.

The soak tests call `invariant_errors` after every action; a state that breaks one of these is
a rule bug (a lost or doubled tile, a floating tile, a turn that skipped a seat), not bad luck.
Problems are returned as sentences rather than asserted, so the check survives `python -O`.
"""
from __future__ import annotations

from collections import Counter

from .geometry import BOARDS
from .scoring import set_points
from .setup import DISPLAY_SIZE, REMOVED_COUNT
from .tiles import COLOURS, KINDS, LAMP, TILES, kind, of_kinds

ALL_TILES = sorted(TILES, key=repr)
DECISIONS = ("take", "green", "lamp", "show", "pick", "restrict")


def invariant_errors(state) -> list[str]:
    """Every broken invariant of `state`, in words; an empty list when all hold."""
    shape = _shape(state)
    if shape:
        return shape       # the checks below index by seat and spot
    return (_tiles(state) + _board(state) + _seats(state) + _scores(state)
            + _restrictions(state) + _ending(state) + _pending(state))


def _shape(state) -> list[str]:
    """One cell and one face-up flag per spot, one screen and one score per seat."""
    if state.board not in BOARDS or len(state.cells) != len(BOARDS[state.board]) \
            or len(state.up) != len(state.cells):
        return [f"the cells do not fit the {state.board!r} board"]
    if len(state.screens) != state.players or len(state.scores) != state.players:
        return [f"{len(state.screens)} screens and {len(state.scores)} scores "
                f"for {state.players} players"]
    return []


def _tiles(state) -> list[str]:
    """Each of the 60 tiles lies in exactly one place; the removed kinds stay in the box."""
    errors = []
    placed = ([t for t in state.cells if t is not None] + state.display + state.box
              + [t for screen in state.screens for t in screen])
    if sorted(placed, key=repr) != ALL_TILES:          # repr: a stray None or str still sorts
        counts = Counter(placed)
        doubled = sorted((t for t, n in counts.items() if n > 1), key=repr)
        lost = sorted(set(TILES) - set(counts))
        errors.append(f"tiles not each exactly once: doubled {doubled}, lost {lost}, "
                      f"unknown {sorted((t for t in counts if t not in TILES), key=repr)}")
    expected = REMOVED_COUNT.get(state.variant, 0)
    removed = state.removed_kinds
    if len(set(removed)) != expected or not set(removed) <= set(KINDS):
        errors.append(f"{state.variant or 'standard'} leaves out {expected} kinds, not {removed}")
    if removed and not set(of_kinds(removed)) <= set(state.box):
        errors.append("a tile of a removed kind has left the box")
    if (state.variant == "lamp") != bool(state.display) or \
            state.variant == "lamp" and len(state.display) != DISPLAY_SIZE:
        errors.append(f"the lamp display holds {len(state.display)} tiles "
                      f"in the {state.variant or 'standard'} game")
    return errors


def _board(state) -> list[str]:
    """Face up exactly when occupied and uncovered; nothing floats over an emptied spot."""
    board, errors = BOARDS[state.board], []
    if (state.board == "small") != (state.variant == "small"):
        errors.append(f"the {state.board} board in the {state.variant or 'standard'} game")
    covered = {q for p, t in enumerate(state.cells) if t is not None for q in board.below[p]}
    for pos, tile in enumerate(state.cells):
        if state.up[pos] != (tile is not None and pos not in covered):
            lies = "empty" if tile is None else "covered" if pos in covered else "uncovered"
            errors.append(f"spot {pos} is {lies} but face {'up' if state.up[pos] else 'down'}")
        if tile is None and pos in covered:
            errors.append(f"a tile floats above the empty spot {pos}")
    return errors


def _seats(state) -> list[str]:
    """Turns go round the table from the first player."""
    errors, n = [], state.players
    if not 0 <= state.first_player < n or not 0 <= state.current < n:
        errors.append(f"first player {state.first_player}, current {state.current} "
                      f"among {n} seats")
    if state.turn < 1 or state.current != (state.first_player + state.turn - 1) % n:
        errors.append(f"turn {state.turn} is not seat {state.current}'s, "
                      f"starting from seat {state.first_player}")
    return errors


def _scores(state) -> list[str]:
    """Effect points are whole and never negative; at the end, the result is sets plus track
    and the best (fewer tiles breaking a tie) win."""
    if any(not isinstance(s, int) or s < 0 for s in state.scores):
        return [f"effect points must be whole and not negative: {state.scores}"]
    if not state.over:
        return []       # the result is only read at the end, and costs more than all the rest
    errors, result = [], state.result()
    for seat, (screen, track) in enumerate(zip(state.screens, state.scores)):
        sets = sum(set_points(k) for k in Counter(kind(t) for t in screen).values())
        if result.scores[seat] != sets + track:
            errors.append(f"seat {seat} scores {result.scores[seat]}, not sets {sets} "
                          f"+ track {track}")
    best = max((result.scores[s], -len(state.screens[s])) for s in range(state.players))
    winners = [s for s in range(state.players)
               if (result.scores[s], -len(state.screens[s])) == best]
    if result.winners != winners:
        errors.append(f"winners {result.winners}, not {winners}")
    return errors


def _restrictions(state) -> list[str]:
    """At most one grey restriction per seat, none by the seat whose turn it is (it lapses)."""
    errors = []
    by = [r["by"] for r in state.restrictions]
    if len(set(by)) != len(by) or not set(by) <= set(range(state.players)):
        errors.append(f"restrictions by seats {by}")
    if not state.over and state.current in by:
        errors.append(f"seat {state.current}'s own restriction outlived its next turn")
    for r in state.restrictions:
        values = [k for k in KINDS if k not in state.removed_kinds] if r["what"] == "kind" \
            else COLOURS if r["what"] == "colour" else ()
        if r["value"] not in values:
            errors.append(f"a restriction on {r['what']} {r['value']!r}")
    return errors


def _ending(state) -> list[str]:
    """The final round starts when the last face-down tile turns up and ends a full round on."""
    errors, down = [], state.face_down()
    if (state.last_turn is None) != (down > 0):
        errors.append(f"{down} tiles face down but the last turn is {state.last_turn}")
    if state.last_turn is not None and (state.last_turn % state.players
                                        or state.turn > state.last_turn):
        errors.append(f"turn {state.turn} against last turn {state.last_turn}")
    if state.over and not (state.turn == state.last_turn or all(t is None for t in state.cells)):
        errors.append(f"over at turn {state.turn} with tiles left and last turn {state.last_turn}")
    return errors


def _pending(state) -> list[str]:
    """The decision awaited fits the turn: its tile is the one just taken, its seats are real."""
    p, errors = state.pending, []
    decision = p.get("decision")
    if decision not in DECISIONS:
        return [f"an unknown decision {decision!r} is pending"]
    if decision == "take":
        return [] if p == {"decision": "take"} else [f"a take remembers {p}"]
    if state.over:
        errors.append(f"the game is over with {decision} pending")
    tile, pos = p.get("tile"), p.get("pos")
    if not isinstance(pos, int) or not 0 <= pos < len(state.cells) or state.cells[pos] is not None:
        errors.append(f"the main take's spot {pos} is not empty")
    mine = state.screens[state.current] if 0 <= state.current < state.players else []
    if decision == "lamp" and (tile not in mine or kind(tile) != LAMP):
        errors.append(f"the lamp {tile} is not behind seat {state.current}'s screen")
    if tile not in mine and tile not in state.display:
        errors.append(f"the taken tile {tile} is neither behind the screen nor on display")
    if decision in ("show", "pick"):
        errors += _yellow(state, p)
    return errors


def _yellow(state, p: dict) -> list[str]:
    """Each opponent with tiles shows one of its own, in turn, before the pick."""
    errors = []
    waiting, shown = p.get("waiting", []), p.get("shown", [])
    seats = list(waiting) + [s for s, _ in shown]
    others = [s for s in range(state.players) if s != state.current]
    if len(set(seats)) != len(seats) or not set(seats) <= set(others):
        errors.append(f"yellow: waiting {waiting}, shown by {[s for s, _ in shown]}")
    if (p["decision"] == "pick") != (not waiting) or p["decision"] == "pick" and not shown:
        errors.append(f"yellow {p['decision']} with waiting {waiting} and shown {shown}")
    for s, t in shown:
        if 0 <= s < len(state.screens) and t not in state.screens[s]:
            errors.append(f"seat {s} showed the tile {t}, which is not behind its screen")
    for s in waiting:
        if 0 <= s < len(state.screens) and not state.screens[s]:
            errors.append(f"seat {s} must show a tile but has none")
    return errors
