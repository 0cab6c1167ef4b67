"""Play with friends on other computers: one copy of the app hosts the game (its session is the
only state), friends' copies join as guests and see only their own seats. `protocol` is what
crosses the wire, `room` the host's checks without a socket, `host` and `guest` the two ends
over websockets."""
