"""The command line in tests: an error that must be one line, exit 2, no traceback."""
from __future__ import annotations

from cli.main import run


def one_line_error(capsys, argv, expected):
    assert run(argv) == 2
    err = capsys.readouterr().err
    assert expected in err and "Traceback" not in err
    assert err.strip().splitlines()[-1].count("\n") == 0
    return err
