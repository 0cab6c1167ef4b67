"""A records file damaged byte by byte (saves/records.py): the record lives in the user's folder,
where anything may happen to it, so bytes inserted, deleted or changed anywhere (nulls, broken
UTF-8, escaped surrogates, controls, a file cut short) must cost entries, never an exception:
what is read is only entries that check out, and reading it once writes it back whole."""
from datetime import datetime, timedelta, timezone

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.match import Seat
from saves import records
from saves.atomic import backup_path
from saves.record_entry import checked

START = datetime(2025, 5, 1, 19, 0, tzinfo=timezone.utc)
NAMES = ("Layla", "Şehrazat", "美玲", "Omar ibn Said")
NASTY = (b"\x00", b"\xff", b"\xc3", b"\xed\xa0\x80", b"\\ud800", b"\\udfff", b"\\u0000",
         b"\x1b[2J", b"\x7f", b"\n", b'"', b"\\", b"]", b"}", b"{", b",", b":", b"9" * 40,
         b"-", b"1e999", b"NaN", b"true", b"null", b"[" * 50, b"\xef\xbb\xbf")


def originals() -> list[records.Entry]:
    """Games of several names, some with take-backs or begun from a replay."""
    return [records.Entry(f"{n:012x}", ("alibaba", "bagdad")[n % 2],
                          "smaller" if n == 3 else None, START + timedelta(hours=n),
                          (Seat(NAMES[n % 4]), Seat("Morgiana", "ai", ("easy", "hard")[n % 2])),
                          (10 + n, 7.5), (0,) if n % 3 else (0, 1), n % 3, n == 4)
            for n in range(6)]


GOOD_ENTRIES = originals()
GOOD = records._text({e.match_id: e for e in GOOD_ENTRIES}).encode("utf-8")
change = st.tuples(st.sampled_from(("insert", "delete", "replace", "cut")),
                   st.floats(0, 1), st.one_of(st.sampled_from(NASTY), st.binary(max_size=6)))


def damaged(changes) -> bytes:
    data = bytearray(GOOD)
    for kind, where, blob in changes:
        at = min(int(where * len(data)), len(data))
        if kind == "insert":
            data[at:at] = blob
        elif kind == "delete":
            del data[at:at + 1 + len(blob)]
        elif kind == "replace":
            data[at:at + len(blob)] = blob
        else:
            del data[at:]
    return bytes(data)


@settings(max_examples=120, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(change, min_size=1, max_size=4))
def test_a_records_file_damaged_anywhere_costs_entries_never_an_error(changes):
    records.path().parent.mkdir(parents=True, exist_ok=True)
    backup_path(records.path()).unlink(missing_ok=True)      # each case its own file alone
    records.path().write_bytes(damaged(changes))
    found, _ = records._read(records.path())
    for entry in found.values():
        assert checked(entry.to_dict()) == entry
        assert all(seat.name.isprintable() for seat in entry.seats)
    shown = records.load()
    assert {e.match_id for e in shown} == set(found)        # no saves on disk to add any
    for name in records.players(shown):
        for game in records.games(shown, name):
            assert records.summary(shown, name, game).played >= 1
    assert records._read(records.path()) == ({e.match_id: e for e in shown}, True)


@settings(max_examples=150, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.sampled_from(("insert", "delete", "replace")), st.integers(0, len(GOOD) - 1),
       st.integers(0, 255))
def test_one_damaged_byte_costs_at_most_the_two_entries_beside_it(kind, at, byte):
    """The file is one entry a line: a byte changed costs its line's entry, a line break lost
    or added the two it joins or splits, whatever the byte and wherever it falls."""
    data = bytearray(GOOD)
    if kind == "insert":
        data[at:at] = bytes([byte])
    elif kind == "delete":
        del data[at]
    else:
        data[at] = byte
    records.path().parent.mkdir(parents=True, exist_ok=True)
    records.path().write_bytes(bytes(data))
    found, _ = records._read(records.path())
    assert len(found) >= len(GOOD_ENTRIES) - 2
    assert sum(found.get(e.match_id) == e for e in GOOD_ENTRIES) >= len(GOOD_ENTRIES) - 2


def test_the_undamaged_file_reads_whole():
    records.path().parent.mkdir(parents=True, exist_ok=True)
    records.path().write_bytes(GOOD)
    found, whole = records._read(records.path())
    assert whole and sorted(found.values(), key=lambda e: e.match_id) == GOOD_ENTRIES
    assert {e.take_backs for e in found.values()} == {0, 1, 2}
    assert [e.match_id for e in found.values() if e.from_replay] == [f"{4:012x}"]
