"""The pause menu over a game (Esc): resume, save to a named slot, read the rules, or quit to
the title (the autosave is written first, so Continue picks the game up again)."""
from __future__ import annotations

from saves import names, store
from scenes import dialogs
from scenes.dialogs import Dialog, Prompt
from scenes.rules import RulesScene


class PauseMenu(Dialog):
    def __init__(self, app, table) -> None:
        self.table = table
        super().__init__(app, "Paused", "", [("Resume", None, "primary"),
                                             ("Save", self.ask_slot, "secondary"),
                                             ("Rules", self.rules, "secondary"),
                                             ("Quit to title", self.quit_to_title, "secondary")],
                         vertical=True, width=420)

    def ask_slot(self) -> None:
        match = self.table.match
        label = names.default_label(match)
        self.app.stack.push(Prompt(self.app, "Save the game", "Name this save:", label,
                                   self.save, ok="Save"))

    def save(self, label: str) -> None:
        try:
            store.save_slot(self.table.match, label)
        except store.SaveError as exc:
            dialogs.message(self.app, "Not saved", str(exc))
            return
        dialogs.message(self.app, "Saved", f"The game is saved as “{label}”: Load on the title "
                        "screen opens it again.")

    def rules(self) -> None:
        self.app.stack.push(RulesScene(self.app, self.app.rules_dir, self.table.match.name))

    def quit_to_title(self) -> None:
        """Leave for the title, unless the game cannot be saved: then ask first."""
        failure = self.table.autosave()
        if failure is None:
            self.app.home()
            return
        dialogs.confirm(self.app, "This game could not be saved",
                        f"{failure}. Quit anyway? Everything since the last save will be lost.",
                        "Quit anyway", self.app.home)
