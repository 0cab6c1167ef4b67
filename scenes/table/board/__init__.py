"""The board kit: what every game's table is built with, written once so that a feature of the
board is written once too.

timeline: Beat, Motion, Together, Timeline: what a table plays after a move (the host's
  `animate` hook fills it, its `board_busy()` reads it, and the log's words wait on it as
  cues, paired with the beats by `showing`).
headline: Headline, the caption over the board during a moment worth one.
targets: ClickTargets, the mixin for a board that is clicked (hit-testing, hover, press and
  release, the Hint's rings).
paint: supersampled painting and the shapes the card and city art share.
"""
from scenes.table.board.headline import Headline
from scenes.table.board.targets import ClickTargets
from scenes.table.board.timeline import Beat, Motion, Timeline, Together

__all__ = ["Beat", "ClickTargets", "Headline", "Motion", "Timeline", "Together"]
