"""AI decisions worked out off the frame loop, so that the window never freezes while an AI
seat thinks. The worker gets only what the seat may see: its view and its legal actions."""
from __future__ import annotations

import threading
from types import ModuleType

from engine import ai
from engine.core import Action, Rng


class AiMove:
    """One decision in progress. Poll `ready`; then read `action` (or `error`, one line).

    With `threaded=False` the decision is made at once, on the caller's thread (tests).
    """

    def __init__(self, game: ModuleType, view: dict, actions: list[Action], level: str,
                 rng: Rng, threaded: bool = True) -> None:
        self.action: Action | None = None
        self.error: str | None = None
        self._done = threading.Event()
        self.view = view
        self._args = (game, view, actions, level, rng)
        if threaded:
            threading.Thread(target=self._think, name="ai-move", daemon=True).start()
        else:
            self._think()

    def _think(self) -> None:
        game, view, actions, level, rng = self._args
        try:
            self.action = ai.choose(game, view, actions, level, rng)
            if self.action not in actions:
                self.error = f"the {level} AI chose {self.action!r}, which is not legal"
        except Exception as exc:  # an AI bug must not take the table down with it
            self.error = f"the {level} AI failed: {type(exc).__name__}: {exc}"
        if self.error:
            self.action = actions[0]
        self._done.set()

    @property
    def ready(self) -> bool:
        return self._done.is_set()
