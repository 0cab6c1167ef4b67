"""Sesame Tabletop: `python main.py` opens the app; sub-commands are listed by `--help`."""
import multiprocessing
import sys

from cli.main import run

if __name__ == "__main__":
    multiprocessing.freeze_support()    # the one-file build's arena workers (Windows, macOS)
    sys.exit(run())
