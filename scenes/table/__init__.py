"""The table host: what runs any game's table (turn control, the hand-off curtain, hints, the
log, replays, the AI worker and the first-game guide); each game's table extends it."""
