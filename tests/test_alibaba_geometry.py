"""Both caves, from footprints: layer sizes, what rests on what, orthogonal adjacency."""
from engine.alibaba.geometry import BOARDS


def by_grid(board):
    return {(s.layer, s.col, s.row): i for i, s in enumerate(board.spots)}


def test_layer_sizes():
    assert BOARDS["large"].layer_sizes == (25, 16, 9, 4) and len(BOARDS["large"]) == 54
    assert BOARDS["small"].layer_sizes == (16, 12, 6, 2) and len(BOARDS["small"]) == 36


def test_large_cave_every_upper_tile_rests_on_four():
    board = BOARDS["large"]
    for i, s in enumerate(board.spots):
        assert len(board.below[i]) == (0 if s.layer == 0 else 4)
        assert all(i in board.above[j] for j in board.below[i])


def test_small_cave_layer_1_rests_on_two_the_rest_on_four():
    board = BOARDS["small"]
    grid = by_grid(board)
    assert [len(board.below[i]) for i, spot in enumerate(board.spots)
            if spot.layer > 0] == [2] * 12 + [4] * 8
    assert set(board.below[grid[1, 2, 3]]) == {grid[0, 2, 3], grid[0, 3, 3]}
    assert board.spots[grid[1, 0, 0]].footprint() == {"x": 0.5, "y": 0.0, "w": 1.0, "h": 1.0}
    assert board.spots[grid[3, 0, 1]].footprint() == {"x": 1.5, "y": 2.0, "w": 1.0, "h": 1.0}


def test_adjacency_is_shared_edge_same_layer_and_across_on_the_small_cave():
    large, small = BOARDS["large"], BOARDS["small"]
    g = by_grid(large)
    assert set(large.adjacent[g[0, 0, 0]]) >= {g[0, 1, 0], g[0, 0, 1]}
    assert g[0, 1, 1] not in large.adjacent[g[0, 0, 0]]            # diagonal
    assert not set(large.adjacent[g[1, 1, 1]]) & set(large.below[g[1, 1, 1]])
    same_layer = [sum(large.spots[j].layer == 0 for j in large.adjacent[g[0, c, r]])
                  for c, r in ((0, 0), (2, 0), (2, 2))]
    assert same_layer == [2, 3, 4]
    s = by_grid(small)
    # a layer-1 tile of the small cave touches the floor tiles in front of and behind it
    # (and, as footprints go, the side of a top tile: the two never lie face up together)
    assert set(small.adjacent[s[1, 0, 1]]) == {s[1, 1, 1], s[1, 0, 0], s[1, 0, 2],
                                               s[0, 0, 0], s[0, 1, 0], s[0, 0, 2], s[0, 1, 2],
                                               s[3, 0, 0]}
    for board in (large, small):
        assert all(i in board.adjacent[j] for i in range(len(board)) for j in board.adjacent[i])
