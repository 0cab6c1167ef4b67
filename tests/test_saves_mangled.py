"""Real saves of every shipped game with bytes inserted, deleted and changed at random places:
NUL and other control characters, bytes that are not UTF-8 (a lone continuation byte, a lead
byte alone, 0xFF, a surrogate encoded as UTF-8), surrogates and NUL written as JSON escapes.

Whatever a user's folder holds, each path that reads it (the header peek, the whole load, the
.bak a damaged save falls back on, the Load list and `continue`) gives a game or a SaveError of
one short line: never another exception, which would stop the app with a traceback.
"""
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from cli.main import run
from engine.core import Rng
from engine.match import Match, seats_from_specs
from saves import background, listing, store
from saves import format as fmt
from saves.atomic import backup_path
from saves.paths import autosave_dir, slots_dir
from support.cli import one_line_error

GAMES = ("alibaba", "forty_thieves", "bagdad")
EXAMPLES = settings(max_examples=150, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.function_scoped_fixture])
JUNK = st.sampled_from([
    b"\x00", b"\x01", b"\x07", b"\x08", b"\t", b"\n", b"\r", b"\x1b", b"\x1f", b"\x7f",
    b"\x80", b"\xbf", b"\xc3", b"\xc0\x80", b"\xff", b"\xfe\xff", b"\xed\xa0\x80",
    b"\xed\xb0\x80", b"\xf4\x90\x80\x80", "\u202e".encode(), "\u2028".encode(),
    b"\\ud800", b"\\udc00", b"\\ud800\\udc00", b"\\u0000", b"\\u00", b"\\", b"\\x",
    b'"', b"{", b"}", b"[", b"]", b",", b":", b" ", b"-", b"0", b"1e999", b"NaN",
])
NUL_IN_NAME = "damaged save: a stray character in the file's first lines"
# Where an edit lands: the header (a save's first few hundred bytes, which peek reads) as
# often as anywhere in the file.
WHERE = st.one_of(st.integers(0, 400), st.integers(0, 1 << 20))


@pytest.fixture(scope="module")
def real_saves(tmp_path_factory):
    """An autosave of each game a dozen random moves in, as the app writes it (in a folder of
    its own: the tests' data dirs are made per test)."""
    saves = {}
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("SESAME_DATA_DIR", str(tmp_path_factory.mktemp("real")))
        for number, name in enumerate(GAMES):
            match = Match.new(name, seats_from_specs(["human", "ai:easy", "ai:easy"]), number)
            rng = Rng(number)
            for _ in range(12):
                match.apply(rng.choice(match.state.legal_actions()))
            saves[name] = store.autosave(match).read_bytes()
        background.flush()
    return saves


@st.composite
def mangled(draw, saves):
    """One real save with one to three edits."""
    data = bytearray(saves[draw(st.sampled_from(GAMES))])
    for _ in range(draw(st.integers(1, 3))):
        at = draw(WHERE) % (len(data) + 1)
        edit = draw(st.sampled_from(("insert", "delete", "change")))
        if edit == "delete":
            del data[at:at + draw(st.integers(1, 4))]
        else:
            junk = draw(st.one_of(JUNK, st.binary(min_size=1, max_size=3)))
            data[at:at + (len(junk) if edit == "change" else 0)] = junk
    return bytes(data)


def refused_or(expected, read):
    """What `read()` gives, if of the `expected` type; a SaveError must be one short line."""
    try:
        found = read()
    except fmt.SaveError as exc:
        message = str(exc)
        assert message and "\n" not in message and len(message) <= fmt.MAX_MESSAGE
        return None
    assert isinstance(found, expected)
    return found


@pytest.fixture
def damaged(real_saves):
    """data -> the bytes of one mangled real save, drawn from `data` (hypothesis's st.data)."""
    return lambda data: data.draw(mangled(real_saves))


@EXAMPLES
@given(data=st.data())
def test_peek_gives_a_header_or_a_save_error(damaged, data):
    start = damaged(data)
    head = refused_or(dict, lambda: fmt.peek(start[:fmt.PEEK]))
    assert head is None or head["game"].isprintable() and 0 < len(head["game"]) <= 40
    # (a changed game name is a header still: loading it then says the game is unknown)


@EXAMPLES
@given(data=st.data())
def test_a_whole_load_gives_the_game_or_a_save_error(damaged, data, tmp_path):
    path = tmp_path / "mangled.json"
    path.write_bytes(damaged(data))
    refused_or(Match, lambda: store.load(path))


@EXAMPLES
@given(data=st.data())
def test_a_damaged_save_falls_back_on_its_backup_or_says_why(damaged, data):
    path = autosave_dir() / "abc123.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(damaged(data))
    backup_path(path).write_bytes(damaged(data))
    found = refused_or(tuple, lambda: store.load_or_backup(path))
    assert found is None or isinstance(found[0], Match)


@EXAMPLES
@given(data=st.data())
def test_the_load_list_and_continue_read_any_file(damaged, data):
    """An autosave and its .bak, and a slot, all damaged: every file has its line (a header or
    a damaged line), and `continue` resumes a game or says why it cannot."""
    autosave, slot = autosave_dir() / "abc123.json", slots_dir() / "mine.json"
    for path in (autosave, backup_path(autosave), slot):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(damaged(data))
    for whole in (True, False):
        listing.forget()
        lines = listing.listing(seconds=60, whole=whole).infos
        assert sorted(line.path for line in lines) == sorted([autosave, slot])
        assert all(line.error is None or "\n" not in line.error for line in lines)
    listing.forget()
    found = refused_or(tuple, store.resume_newest)
    assert found is None or isinstance(found[0], Match)


@pytest.mark.parametrize("space", ["\x1c", "\x1f", "\x85", "\u2028", "\u3000"])
def test_peek_takes_only_json_whitespace_between_fields(real_saves, space):
    """Python's \\s is wider than JSON's whitespace: a header read past such a character would
    list a file that no load can read."""
    text = real_saves["alibaba"].decode().replace(',"kind":', f',{space}"kind":')
    with pytest.raises(fmt.SaveError, match="field 'kind' is missing"):
        fmt.peek(text.encode())


def test_a_nul_in_the_first_key_is_a_damaged_line_and_continue_says_so(real_saves, capsys,
                                                                        no_window, tmp_path):
    """The case reported: `{"for\\0mat": ...` stopped the Load screen and `continue`."""
    path = autosave_dir() / "abc123.json"
    path.parent.mkdir(parents=True)
    path.write_bytes(real_saves["alibaba"][:5] + b"\0" + real_saves["alibaba"][5:])
    [line] = listing.listing().infos
    assert line.path == path and line.error == NUL_IN_NAME
    one_line_error(capsys, ["continue"], f"cannot resume {path}: {NUL_IN_NAME}")
    assert no_window == []
    assert run(["screenshot", "load", "--size", "960x540", "--out", str(tmp_path / "l.png")]) == 0
