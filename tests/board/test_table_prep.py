"""Building a map size's line tables ahead of the first question (issue 17: the first use
of a map size shows progress): every table the whole-map questions read is built, each step
is told before it starts with its count, and a `Cancelled` between steps stops the building
there (what was built is only a cache entry)."""

from __future__ import annotations

import pytest

from faserip_desk.board import ray_bits, ray_table
from faserip_desk.board.map_model import BoardMap, Cell, Edge, Wall
from faserip_desk.board.squares import Square
from faserip_desk.board.table_prep import prepare_tables
from faserip_desk.progress import Cancelled


def open_map(width: int, height: int, walls: bool = False) -> BoardMap:
    cells = tuple(tuple(Cell() for _ in range(width)) for _ in range(height))
    wall = frozenset({Wall(Square(1, 1), Edge.NORTH)}) if walls else frozenset()
    return BoardMap("open", width, height, cells, walls=wall)


@pytest.fixture(autouse=True)
def _no_tables_in_memory() -> None:
    for cached in (ray_table.canonical, ray_table.ray_table, ray_table.wall_table):
        cached.cache_clear()
    ray_bits.ray_bits.cache_clear()


def test_every_table_is_built_and_each_step_is_told_first() -> None:
    told: list[tuple[int, int, str]] = []
    prepare_tables(open_map(30, 20), lambda done, total, what: told.append((done, total, what)))
    assert told == [
        (0, 3, "Preparing the 30×20 map (lines)"),
        (1, 3, "Preparing the 30×20 map (line table)"),
        (2, 3, "Preparing the 30×20 map (sight sets)"),
        (3, 3, "Preparing the 30×20 map"),
    ]
    # what the whole-map questions read is now in memory
    assert ray_table.canonical.cache_info().currsize == 1
    assert ray_table.ray_table.cache_info().currsize == 1
    assert ray_bits.ray_bits.cache_info().currsize == 1
    assert ray_table.wall_table.cache_info().currsize == 0  # no walls: never read


def test_a_map_with_walls_gets_its_wall_table_too() -> None:
    told: list[str] = []
    prepare_tables(open_map(12, 12, walls=True), lambda done, total, what: told.append(what))
    assert "Preparing the 12×12 map (walls)" in told
    assert ray_table.wall_table.cache_info().currsize == 1


def test_cancel_between_steps_stops_the_building() -> None:
    def stop_at_the_line_table(done: int, total: int, what: str) -> None:
        if done == 1:
            raise Cancelled(what)

    with pytest.raises(Cancelled):
        prepare_tables(open_map(40, 40), stop_at_the_line_table)
    assert ray_table.canonical.cache_info().currsize == 1  # built before the Cancel
    assert ray_table.ray_table.cache_info().currsize == 0
    assert ray_bits.ray_bits.cache_info().currsize == 0


def test_without_progress_the_tables_are_built_all_the_same() -> None:
    prepare_tables(open_map(16, 16))
    assert ray_bits.ray_bits.cache_info().currsize == 1
