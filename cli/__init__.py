"""The command line: argument parsing and the headless sub-commands (arena, bench)."""
