"""Ali Baba positions for tests: caves laid by hand (`scenario` puts chosen tiles at chosen
spots) and matches played at random up to a wanted moment (`reach`)."""
from __future__ import annotations

import random

import engine.alibaba as g
from engine.alibaba.geometry import BOARDS
from engine.alibaba.tiles import TILES, colour, kind, of_kinds
from engine.match import Match

from support.matches import seats


def spot(layer, col, row, board="large"):
    return next(i for i, s in enumerate(BOARDS[board].spots) if (s.layer, s.col, s.row)
                == (layer, col, row))


def layers(*wanted, board="large"):
    return [i for i, s in enumerate(BOARDS[board].spots) if s.layer in wanted]


def scenario(players=2, placed=None, empty=(), screens=None, variant=None, display=(),
             **fields):
    """A state with `placed` tiles at their spots, `empty` spots empty, the rest filled in id
    order with tiles nobody asked for; a spot is face up exactly when it is uncovered."""
    base = g.new_game(players, 0, variant=variant).to_dict()
    placed, screens = placed or {}, screens or {}
    board = BOARDS[base["board"]]
    removed = fields.get("removed_kinds", base["removed_kinds"])
    chosen = set(placed.values()) | set(display) | {t for ts in screens.values() for t in ts}
    filler = iter([t for t in TILES if t not in chosen and kind(t) not in removed])
    cells = [placed[p] if p in placed else None if p in empty else next(filler)
             for p in range(len(board))]
    base.update(cells=cells, up=[t is not None and board.uncovered(cells, p)
                                 for p, t in enumerate(cells)],
                box=of_kinds(removed) + list(filler), display=list(display),
                screens=[list(screens.get(s, [])) for s in range(players)], **fields)
    return g.from_dict(base)


def reach(kinds, want, seed=5, options=None, rng_seed=1, prefer=None):
    """A match played at random (each seat taking tiles of colour `prefer` when it can) up to
    the first state where `want(state)` holds."""
    match = Match.new("alibaba", seats(kinds), seed, options or {})
    rng = random.Random(rng_seed)
    for _ in range(500):
        state = match.state
        if want(state):
            return match
        actions = state.legal_actions()
        liked = [a for a in actions if a.kind == "take" and colour(a.tile) == prefer]
        match.apply(rng.choice(liked or actions))
    raise AssertionError("the wanted moment never came")


def deciding(seat, decision):
    return lambda s: s.to_move() == seat and s.pending["decision"] == decision
