"""What one seat may know: the board with face-down tiles masked, its own screen, everything
public, and the decision awaited. JSON-safe; the UI draws the cave table from it and the AI
plays from it, so it carries every public fact a full state needs (see `hidden.determinize`).
"""
from __future__ import annotations

from .tiles import face


def _cell(spot, pos: int, tile, up: bool) -> dict:
    cell = {"pos": pos, "layer": spot.layer, "col": spot.col, "row": spot.row,
            **spot.footprint(), "state": "empty" if tile is None else "up" if up else "down"}
    cell.update(face(tile) if up else {"tile": None, "kind": None, "colour": None})
    return cell


def _pending(state, seat: int) -> dict:
    """The awaited decision; shown tiles only for the shower and the yellow player."""
    p = dict(state.pending, seat=state.to_move())
    if "shown" in p:
        p["shown"] = [[s, t if seat in (s, state.current) else None] for s, t in p["shown"]]
        p["waiting"] = list(p["waiting"])
    mine = seat == state.to_move()
    p["options"] = [a.to_dict() for a in state.legal_actions()] if mine else []
    return p


def seat_view(state, seat: int) -> dict:
    board = state.geometry
    taking = state.pending["decision"] in ("take", "green")
    return {
        "game": state.game, "seat": seat, "players": state.players, "variant": state.variant,
        "board": state.board, "first_player": state.first_player, "turn": state.turn,
        "current": state.current, "to_move": state.to_move(), "over": state.over,
        "cells": [_cell(spot, pos, state.cells[pos], state.up[pos])
                  for pos, spot in enumerate(board.spots)],
        "takeable": sorted(a.tile for a in state.legal_actions()
                           if taking and a.kind != "skip"),
        "pending": _pending(state, seat),
        "screen": [face(t) for t in state.screens[seat]],
        "screen_counts": [len(s) for s in state.screens],
        "scores": list(state.scores),
        "restrictions": [dict(r) for r in state.restrictions],
        "display": [face(t) for t in state.display],
        "removed_kinds": list(state.removed_kinds),
        "face_down": state.face_down(), "box": state.unseen_in_box(),
        "final_round": state.last_turn is not None, "last_turn": state.last_turn,
    }


def open_view(state, seat: int) -> dict:
    """`seat_view(state, seat)` with every seat's screen open ("screens": the tiles behind each
    screen, by seat) and every tile shown for a yellow take: what a replay of a finished game
    may show, when nothing is secret any more. Never for a game in play (the AI and the live
    tables read `seat_view` only); the face-down tiles of the cave stay face down, as they lay."""
    view = seat_view(state, seat)
    view["screens"] = [[face(t) for t in screen] for screen in state.screens]
    if "shown" in state.pending:
        view["pending"]["shown"] = [[s, t] for s, t in state.pending["shown"]]
    return view
