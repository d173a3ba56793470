"""Whole-map line of sight and line of effect from the line bit sets give the single-line
answers on maps larger than the differential's (DESIGN.md §5: a line is blocked by a
crossed square or a corner closed on both sides, under the elevation rule of its ends;
rules: Line of Sight, Line of Effect), and their disk cache survives damage."""

from __future__ import annotations

import pickle
import random
from pathlib import Path

import numpy as np
import pytest

from benchmarks.differential import CELLS
from faserip_desk import disk_cache
from faserip_desk.board.figures import Board, Figure, Size
from faserip_desk.board.line_of_effect import line_of_effect
from faserip_desk.board.line_of_sight import line_of_sight
from faserip_desk.board.map_model import BoardMap, Cell
from faserip_desk.board.ray_bits import blocked_lines, build, ray_bits
from faserip_desk.board.ray_table import build_canonical, canonical
from faserip_desk.board.sight_field import effect_field, sight_field
from faserip_desk.board.squares import Square
from faserip_desk.board.table_cache import FORMAT


def wide_board(seed: int, width: int, height: int) -> Board:
    """A wall-free random map (Solid, Elevated, Smoke, Fire …) with 12 figures."""
    rng = random.Random(seed)
    kinds, weights = zip(*CELLS, strict=True)
    cells = tuple(
        tuple(rng.choices(kinds, weights)[0] for _ in range(width)) for _ in range(height)
    )
    m = BoardMap("wide", width, height, cells)
    free = [s for s in m.squares() if not m.cell(s).is_wall]
    figures = tuple(
        Figure(
            f"f{i}",
            sq,
            rng.choice(["red", "blue"]),
            affiliations=frozenset(rng.sample(["x", "y"], rng.randint(0, 1))),
            size=Size.GIANT if i == 0 else Size.NORMAL,
        )
        for i, sq in enumerate(rng.sample(free, 12))
    )
    return Board(m, figures)


@pytest.mark.parametrize(("seed", "width", "height"), [(1, 34, 27), (2, 21, 38)])
def test_whole_map_answers_match_the_single_line_walk(seed: int, width: int, height: int) -> None:
    board = wide_board(seed, width, height)
    m = board.map
    rng = random.Random(seed)
    empty = [s for s in m.squares() if board.figure_at(s) is None]
    origins = [
        board.figures[1].square,  # a figure looking
        board.figures[0].square,  # a Giant looking (figures ignored)
        rng.choice(empty),
        Square(0, 0),
        Square(width - 1, height // 2),
    ]
    for origin in origins:
        sight = sight_field(board, origin)
        effect = effect_field(m, origin)
        for sq in m.squares():
            want = line_of_sight(board, origin, sq).visible
            assert bool(sight[sq.row, sq.col]) == want, f"sight {origin.name} → {sq.name}"
            clear = line_of_effect(m, origin, sq).clear
            assert bool(effect[sq.row, sq.col]) == clear, f"effect {origin.name} → {sq.name}"


def test_a_blocking_square_shades_exactly_the_lines_through_it() -> None:
    """One Solid-like flag on an open 9×9 map: blocked are the squares beyond it whose line
    crosses it, nothing else (the line from (0,0) to (4,2) crosses (1,0)… see line_walk)."""
    w = h = 9
    flags = np.zeros(w * h, np.uint8)
    flags[3 + 3 * w] = 1  # the square (3, 3)
    case = np.ones(w * h, np.uint8)
    blocked = blocked_lines(ray_bits(8), w, h, (0, 0), flags, case).reshape(h, w)
    # the diagonal beyond (3, 3) is shaded; the square itself and those before are not
    assert [bool(blocked[i, i]) for i in range(9)] == [False] * 4 + [True] * 5
    # a line that passes beside it is not
    assert not blocked[2, 8] and not blocked[8, 2]
    # a flag the squares' elevation rule does not look at blocks nothing
    assert not blocked_lines(ray_bits(8), w, h, (0, 0), flags * 2, case).any()
    # nor does the origin's own square
    assert not blocked_lines(ray_bits(8), w, h, (3, 3), flags, case).any()


def _fresh(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    monkeypatch.setenv(disk_cache.CACHE_ENV, str(folder))
    ray_bits.cache_clear()


def test_the_tables_are_kept_on_disk_and_read_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _fresh(monkeypatch, tmp_path)
    first = ray_bits(30)
    assert (tmp_path / "ray-bits-30.pickle").is_file()
    ray_bits.cache_clear()
    again = ray_bits(30)
    assert again is not first  # read from the file, not built in memory
    assert np.array_equal(again.words, first.words)


@pytest.mark.parametrize(
    "damage",
    [
        b"",  # empty
        b"\x80\x05garbage",  # not a pickle
        None,  # truncated in the middle
        "wrong shape",
    ],
)
def test_a_damaged_cache_file_is_rebuilt_without_a_word(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, damage: bytes | str | None
) -> None:
    _fresh(monkeypatch, tmp_path)
    ray_bits(30)
    path = tmp_path / "ray-bits-30.pickle"
    whole = path.read_bytes()
    if damage is None:
        path.write_bytes(whole[: len(whole) // 2])
    elif damage == "wrong shape":
        good = build(30)
        bad = type(good)(
            30, good.order, good.position, good.words[:-3], good.start, good.lo, good.hi
        )
        with open(path, "wb") as stream:
            pickle.dump(("ray-bits", FORMAT, 30), stream)
            pickle.dump(bad, stream)
    else:
        assert isinstance(damage, bytes)
        path.write_bytes(damage)
    ray_bits.cache_clear()
    table = ray_bits(30)
    assert np.array_equal(table.words, build(30).words)
    assert path.read_bytes() == whole  # written again, whole


def test_a_damaged_line_table_is_rebuilt(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _fresh(monkeypatch, tmp_path)
    canonical.cache_clear()
    canonical(25)
    path = tmp_path / "canonical-lines-25.pickle"
    path.write_bytes(path.read_bytes()[:-100])
    canonical.cache_clear()
    found, want = canonical(25), build_canonical(25)
    assert np.array_equal(found.cell_xy, want.cell_xy)
    assert np.array_equal(found.corner_off, want.corner_off)


def test_an_unwritable_cache_only_costs_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "a-file-not-a-folder"
    blocker.write_text("x")
    _fresh(monkeypatch, blocker)
    assert np.array_equal(ray_bits(12).words, build(12).words)
    ray_bits.cache_clear()


@pytest.mark.parametrize("mates_block", [False, True])
def test_every_viewer_of_one_board_sees_as_the_single_lines(mates_block: bool) -> None:
    """Whole-map sight from every figure of one board in turn (and from a figure imagined
    on an empty square), under both readings of "Teammates do not block each other's
    line of sight" (rules: Line of Sight, Avengers Assemble!; readings:
    teammates_asymmetric, setting teammates_block_sight): the answers the board keeps
    per side and team serve each viewer as its own single lines do — figures without a
    team block their own side's lines, teammates do not unless the setting says so."""
    from faserip_desk.rules.house_rules import house_rules_from_mapping
    from faserip_desk.rules.rules_data import use_rules

    board = wide_board(5, 23, 19)
    board = Board(board.map, board.figures[1:])  # no Giant: every figure may block
    m = board.map
    empty = next(s for s in m.squares() if board.figure_at(s) is None)
    viewers = [*board.on_map(), board.figures[2].moved_to(empty)]
    setting = {
        "readings": {"teammates_asymmetric": {"setting": {"teammates_block_sight": mates_block}}}
    }
    use_rules(house_rules_from_mapping(setting, "test"))
    try:
        for viewer in viewers:
            field = sight_field(board, viewer)
            for sq in m.squares():
                want = line_of_sight(board, viewer.square, sq, viewer=viewer).visible
                assert bool(field[sq.row, sq.col]) == want, f"{viewer.id} → {sq.name}"
    finally:
        use_rules(None)


def test_a_figure_without_a_team_blocks_its_own_side_after_looking_itself() -> None:
    """Two figures of one player with no team between them (rules: Line of Sight — only
    teammates let lines through): Ann, asked first, does not block her own lines, but she
    blocks Bo's line along the row, though both share a side."""
    m = BoardMap("row", 6, 1, ((Cell(),) * 6,))
    ann = Figure("ann", Square(2, 0), "red")
    bo = Figure("bo", Square(0, 0), "red")
    board = Board(m, (ann, bo))
    assert sight_field(board, ann)[0, 4]
    assert not sight_field(board, bo)[0, 4]
    assert not line_of_sight(board, bo, Square(4, 0)).visible
