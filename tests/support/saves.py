"""Saves to test with: a mini game match a few turns in, and a save edited on disk and sealed
again with a valid checksum."""
from __future__ import annotations

import json

from engine.match import Match, seats_from_specs
from saves import format as fmt


def played(turns=3, seed=5):
    match = Match.new("minigame", seats_from_specs(["human", "ai:easy", "ai:normal"]), seed)
    for _ in range(turns):
        match.apply(match.state.legal_actions()[-1])
    return match


def rewrite(path, change):
    """Edit a save's document and re-seal it with a valid checksum (a careful tamperer)."""
    doc = json.loads(path.read_text())
    change(doc)
    doc["checksum"] = fmt.checksum(doc)
    path.write_text(json.dumps(doc))
