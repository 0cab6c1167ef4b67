"""The table host: what runs any game's table (turn control in host, the banner and seat rows
in chrome, the hand-off curtain, hints, the log, replays, the AI worker and the first-game
guide); each game's table extends it, its board built with the board kit (board/)."""
