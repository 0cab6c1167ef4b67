"""The screens around a game: title, setup, load, rules, settings, the pause menu and the
results, each a Scene on the app's stack."""
