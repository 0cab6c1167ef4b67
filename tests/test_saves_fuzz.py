"""Mutation fuzzing of real saves of every game in the catalog.

Each case damages one save in one way (bit flips, truncation, wrong types, huge and deep values,
re-sealed illegal moves, a snapshot that disagrees with the log, an unknown game, version or
variant) and loads it: the result is the identical game (a re-sealed log may differ only where it
replays to the very same position) or a SaveError of one short line, the
file is never changed, and a watchdog fails any case that takes more than a second.
"""
import json
import signal

import pytest

from engine import catalog
from engine.core import Rng
from engine.match import Match, seats_from_specs
from saves import format as fmt
from saves import store

CASES_PER_GAME = 700          # over at least three games: 2,000+ (under -m slow)
BRIEF_CASES_PER_GAME = 200    # the default run: 600+
SLOW_FACTOR = 10              # 20,000+ under -m long


class TookTooLong(Exception):
    pass


def base_saves(game_name, folder):
    """A save early in a game and one later on (a finished one for short games)."""
    game = catalog.get(game_name)
    players = min(game.MAX_PLAYERS, game.MIN_PLAYERS + 1)
    out = []
    for seed, moves in ((3, 15), (4, 120)):
        match = Match.new(game_name, seats_from_specs(["human"] + ["ai:easy"] * (players - 1)),
                          seed)
        rng = Rng(seed)
        for _ in range(moves):
            if match.state.is_over():
                break
            match.apply(rng.choice(match.state.legal_actions()))
        out.append((match, store.save_slot(match, f"{game_name} {seed}", folder)))
    return out


# --- the mutations ------------------------------------------------------------------------------

def _nodes(doc, path=()):
    """Every (path, value) in the document, containers included."""
    yield path, doc
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield from _nodes(v, path + (k,))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            yield from _nodes(v, path + (i,))


def _set(doc, path, value):
    target = doc
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value


def _deep(depth):
    value = []
    for _ in range(depth):
        value = [value]
    return value


ODD_VALUES = [None, True, False, 0, -1, 1, 2**31, 2**64, 10**30, -(10**30), 1.5, float("1e308"),
              "", "x", "\n\n", "é" * 10, "a" * 100_000, [], {}, [0] * 10_000, {"kind": "x"},
              {"": None}, _deep(15), _deep(40), [[]] * 1000, 10**4000]


def mutate_doc(doc, rng, other_games):
    """Change one thing in the document (to be re-sealed, as a careful tamperer would)."""
    nodes = [(p, v) for p, v in _nodes(doc) if p and p[0] != "checksum"]
    choice = rng.below(10)
    log = doc["log"]
    if choice == 0 and len(log) > 1:                          # an illegal or shuffled move
        i, j = rng.below(len(log)), rng.below(len(log))
        log[i], log[j] = log[j], log[i]
    elif choice == 1 and log:
        del log[rng.below(len(log))]
    elif choice == 2 and log:
        log.insert(rng.below(len(log)), rng.choice(log))
    elif choice == 3:                                         # the snapshot disagrees
        leaves = [(p, v) for p, v in nodes if p[0] == "snapshot" and isinstance(v, int)]
        if leaves:
            path, value = rng.choice(leaves)
            _set(doc, path, value + 1 + rng.below(3))
    elif choice == 4:                                         # unknown game, version, variant
        field, value = rng.choice([("game", rng.choice(other_games)), ("game", "chess"),
                                   ("version", 0), ("version", fmt.VERSION + 1),
                                   ("options", {"variant": "nonsense"}),
                                   ("options", {"variant": "small"}), ("options", {"x": 1}),
                                   ("options", {"players": 9}), ("turn", 0), ("over", True),
                                   ("match_id", "../x"), ("kind", "other"), ("seats", [])])
        doc[field] = value
    elif choice == 5:                                         # a key dropped or added
        key = rng.choice(sorted(doc))
        if key != "checksum":
            del doc[key]
        else:
            doc["extra"] = [1, 2, 3]
    else:                                                     # any value: wrong type, huge, deep
        path, _ = rng.choice(nodes)
        _set(doc, path, rng.choice(ODD_VALUES))
    return doc


def mutate_bytes(data, rng):
    """Damage the bytes without re-sealing: flips, truncation, insertion, a giant number."""
    data = bytearray(data)
    choice = rng.below(5)
    if choice == 0:
        for _ in range(1 + rng.below(8)):
            data[rng.below(len(data))] ^= 1 << rng.below(8)
    elif choice == 1:
        del data[rng.below(len(data)):]
    elif choice == 2:
        at = rng.below(len(data))
        data[at:at] = bytes(rng.below(256) for _ in range(1 + rng.below(20)))
    elif choice == 3:
        at = data.find(b'"seed": ')
        data[at + 8:at + 8] = b"9" * 5000
    else:
        at = rng.below(len(data))
        data[at:at] = b"[" * 5000
    return bytes(data)


def reseal(doc):
    import sys
    old = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)      # a tamperer's writer has no digit limit
    try:
        doc["checksum"] = fmt.checksum(doc)
        return json.dumps(doc).encode()
    finally:
        sys.set_int_max_str_digits(old)


# --- the run ------------------------------------------------------------------------------------

def _watchdog(signum, frame):
    raise TookTooLong()


def check_case(path, original, data, label):
    path.write_bytes(data)
    signal.signal(signal.SIGALRM, _watchdog)
    signal.setitimer(signal.ITIMER_REAL, 1.0)
    try:
        try:
            match = store.load(path)
        except store.SaveError as exc:
            message = str(exc)
            assert "\n" not in message and 0 < len(message) <= fmt.MAX_MESSAGE, (label, message)
        else:
            # the same game; a re-sealed log may differ only if it replays to the same position
            assert (match.name, match.seed, match.options) == \
                (original.name, original.seed, original.options), label
            assert match.state.to_dict() == original.state.to_dict(), label
        [info] = store.listing().infos               # the Load screen's line never raises either
        assert info.error is None or "\n" not in info.error
    except TookTooLong:
        pytest.fail(f"{label}: took more than a second")
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
    assert path.read_bytes() == data, f"{label}: loading changed the file"


def fuzz(cases_per_game, seed):
    rng = Rng(seed)
    games = [g for g in catalog.names()]
    folder = store.slots_dir()
    total = 0
    for game_name in games:
        bases = base_saves(game_name, folder / "bases")
        others = [g for g in games if g != game_name]
        for case in range(cases_per_game):
            original, base_path = bases[case % len(bases)]
            data = base_path.read_bytes()
            if rng.below(3) == 0:
                mutated, how = mutate_bytes(data, rng), "bytes"
            else:
                mutated, how = reseal(mutate_doc(json.loads(data), rng, others)), "resealed"
            check_case(folder / "case.json", original, mutated, f"{game_name} case {case} {how}")
            total += 1
    return total


def test_six_hundred_hostile_saves_load_identical_or_fail_in_one_line():
    assert fuzz(BRIEF_CASES_PER_GAME, seed=7) >= 600


@pytest.mark.slow
def test_two_thousand_hostile_saves_load_identical_or_fail_in_one_line():
    assert fuzz(CASES_PER_GAME, seed=7) >= 2000


@pytest.mark.long
def test_twenty_thousand_hostile_saves():
    assert fuzz(CASES_PER_GAME * SLOW_FACTOR, seed=8) >= 20000
