"""Sesame Tabletop: `python main.py` opens the app; sub-commands are listed by `--help`."""
import sys

from cli.main import run

if __name__ == "__main__":
    sys.exit(run())
