"""Determinization: a full state consistent with one seat's view, for AI search; and the
hidden twin of a real state, for tests that prove a view, and an AI, leak nothing.

Whatever that seat cannot see (face-down tiles, the box, the opponents' screens, tiles shown
to someone else) is dealt at random from the tiles it cannot account for.
"""
from __future__ import annotations

import copy

from engine.core import Rng

from .state import AliBabaState
from .tiles import TILES, of_kinds


def hidden_twin(state: AliBabaState, seat: int, rng: Rng) -> AliBabaState:
    """A copy in which only what `seat` cannot see differs: face-down tiles, the unknown part
    of the box and the opponents' screens trade places at random. Tiles the turn still points
    at (the main take, shown tiles) stay put, so the twin plays on like the real state. The
    random stream is drawn afresh too: whatever it would decide later is as hidden as a tile."""
    twin = state.clone()
    twin.rng = Rng(rng.next64())
    keep = set(of_kinds(twin.removed_kinds)) | {t for _, t in twin.pending.get("shown", [])}
    keep.add(twin.pending.get("tile"))
    slots = [(twin.cells, p) for p, t in enumerate(twin.cells) if t is not None and not twin.up[p]]
    slots += [(twin.box, i) for i, t in enumerate(twin.box) if t not in keep]
    slots += [(twin.screens[s], i) for s in range(twin.players) if s != seat
              for i, t in enumerate(twin.screens[s]) if t not in keep]
    tiles = [holder[i] for holder, i in slots]
    rng.shuffle(tiles)
    for (holder, i), tile in zip(slots, tiles):
        holder[i] = tile
    return twin


def _known_held(view: dict, pending: dict) -> list[list[int]]:
    """Per seat, the tiles everyone at this seat knows to be behind that screen: its own,
    the tiles shown to it, and the tile the current player took this turn (public while it
    was face up; unless a lamp swap has since put it in the display)."""
    seat = view["seat"]
    held = [[] for _ in view["screen_counts"]]
    held[seat] = [t["tile"] for t in view["screen"]]
    for who, tile in pending.get("shown", []):
        if tile is not None and who != seat:
            held[who].append(tile)
    taken = pending.get("tile")
    display = [t["tile"] for t in view["display"]]
    if view["current"] != seat and taken is not None and taken not in display:
        held[view["current"]].append(taken)
    return held


def determinize(view: dict, seat: int, rng: Rng) -> AliBabaState:
    pending = copy.deepcopy({k: v for k, v in view["pending"].items()
                             if k not in ("seat", "options")})
    held = _known_held(view, pending)
    removed = of_kinds(view["removed_kinds"])
    known = {t for tiles in held for t in tiles} | set(removed)
    known |= {t["tile"] for t in view["display"]}
    known |= {c["tile"] for c in view["cells"] if c["state"] == "up"}
    unknown = [t for t in TILES if t not in known]
    rng.shuffle(unknown)

    cells = [c["tile"] if c["state"] == "up" else unknown.pop() if c["state"] == "down"
             else None for c in view["cells"]]
    screens = [tiles + [unknown.pop() for _ in range(count - len(tiles))]
               for tiles, count in zip(held, view["screen_counts"])]
    for pair in pending.get("shown", []):
        if pair[1] is None:           # shown to someone else: any of that screen's tiles
            pair[1] = screens[pair[0]][0]
    if len(unknown) != view["box"]:
        raise ValueError("the view does not account for all 60 tiles")
    return AliBabaState(
        players=view["players"], variant=view["variant"], board=view["board"],
        first_player=view["first_player"], removed_kinds=list(view["removed_kinds"]),
        rng=Rng(rng.next64()), cells=cells, up=[c["state"] == "up" for c in view["cells"]],
        box=removed + unknown, display=[t["tile"] for t in view["display"]], screens=screens,
        scores=list(view["scores"]), restrictions=[dict(r) for r in view["restrictions"]],
        current=view["current"], turn=view["turn"], last_turn=view["last_turn"],
        over=view["over"], pending=pending)
