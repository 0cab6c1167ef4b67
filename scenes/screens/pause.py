"""The pause menu over a game (Esc): resume, save to a named slot, read the rules, change the
settings, or quit to the title (the autosave is written first, so Continue picks the game up
again)."""
from __future__ import annotations

from engine.words.language import N_, tr
from saves import names, store
from scenes.kit import dialogs, tween
from scenes.kit.dialogs import Dialog, Prompt
from scenes.screens.rules import RulesScene
from scenes.screens.settings_scene import SettingsScene


class PauseMenu(Dialog):
    def __init__(self, app, table) -> None:
        self.table = table
        saves = [(N_("Save"), self.ask_slot, "secondary")] if table.mode.keeps else []
        goes_on = table.goes_on or not table.mode.keeps     # friends play on: no pause
        super().__init__(app, N_("Menu") if goes_on else N_("Paused"), "",
                         [(N_("Resume"), None, "primary"), *saves,  # a friend's: the host's
                          (N_("Rules"), self.rules, "secondary"),
                          (N_("Settings"), self.settings, "secondary"),
                          (N_("Quit to title"), self.quit_to_title, "secondary")],
                         vertical=True, width=420)
        self.speed = tween.speed()      # the animation speed the table's tweens were made at

    def ask_slot(self) -> None:
        match = self.table.match
        label = names.default_label(match)
        self.app.stack.push(Prompt(self.app, N_("Save the game"), N_("Name this save:"), label,
                                   self.save, ok=N_("Save")))

    def save(self, label: str) -> None:
        try:
            store.save_slot(self.table.match, label)
        except store.SaveError as exc:
            dialogs.message(self.app, N_("Not saved"), str(exc))
            return
        said = tr("The game is saved as “{name}”: Load on the title screen opens it again.")
        dialogs.message(self.app, N_("Saved"), said.format(name=label))

    def rules(self) -> None:
        """The rules of this game; their Back comes back to this menu, as the settings' do."""
        self.app.stack.push(self)
        self.app.stack.push(RulesScene(self.app, self.app.rules_dir, self.table.match.name))

    def settings(self) -> None:
        """The settings screen; its Back comes back to this menu, the table following them."""
        self.app.stack.push(self)       # choosing a button closed the menu: keep it under
        self.app.stack.push(SettingsScene(self.app))

    def resume(self) -> None:
        """Back from the settings (or a dialog): the table takes up what may have changed."""
        follow_settings(self.table, self.speed)
        self.speed = tween.speed()

    def quit_to_title(self) -> None:
        """Leave for the title; friends at the table, or a game that cannot be saved, are
        asked about first."""
        friends = self.table.friends
        if friends.hosting and friends.present:
            names = ", ".join(self.table.match.seats[s].name for s in sorted(friends.present))
            dialogs.confirm(self.app, N_("Friends are at the table"), tr(
                "{names}: told you left, they wait for you; Continue brings the game back for "
                "them.").format(names=names), N_("Leave"), self.leave, danger=False)
            return
        self.leave()

    def leave(self) -> None:
        """The game saved, the title; where it cannot be saved, ask first."""
        failure = self.table.autosave()
        if failure is None:
            self.app.home()
            return
        lost = tr("Quit anyway? Everything since the last save will be lost.")
        dialogs.confirm(self.app, N_("This game could not be saved"), f"{failure}. {lost}",
                        N_("Quit anyway"), self.app.home)


def follow_settings(table, speed_before: float) -> None:
    """Make a table show the app's current settings. Most of it reads `app.settings` as it
    draws, and every tween made from now on runs at the new speed; what a table keeps from its
    start is brought up to date here: the wait before an AI's chosen move (made at
    `speed_before`), the log's seat symbols, a board's look (Thieves of Bagdad), and whatever a
    table's own `settings_changed` hook refreshes."""
    pace = getattr(table, "pace", None)
    if pace is not None and speed_before > 0 and tween.speed() != speed_before:
        scale = tween.speed() / speed_before
        pace.duration *= scale
        pace.elapsed *= scale
    colour_blind = table.app.settings.colour_blind
    table.log.symbols = colour_blind
    look = getattr(table, "look", None)
    if look is not None and hasattr(look, "colour_blind"):
        look.colour_blind = colour_blind
    changed = getattr(table, "settings_changed", None)
    if callable(changed):
        changed()
