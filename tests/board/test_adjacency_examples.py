"""The rules' Adjacency examples 1–4, ladders and stairs, and attack reach.

The pictures were lost; each position is built from the text so that it has exactly the
properties the text states (rules: Adjacency; Elevated; Size; DESIGN.md §5).
"""

from __future__ import annotations

from grid_positions import board, fig, grid_map, sq

from faserip_desk.board.adjacency import adjacency_table, in_attack_reach, squares_adjacent
from faserip_desk.board.figures import Size
from faserip_desk.board.line_of_sight import can_see


def test_example_1_side_by_side() -> None:
    """Adjacency Example 1: Kingpin and Luke Cage next to each other, nothing between."""
    b = board(". . . .\n. . . .", fig("Kingpin", "B1", "evil"), fig("Luke Cage", "C1", "good"))
    assert adjacency_table(b) == {"kingpin": ["luke cage"], "luke cage": ["kingpin"]}


def test_example_2_diagonal_beside_an_elevated_square() -> None:
    """Adjacency Example 2: Kingpin C3 and Cage D4 touch diagonally; the Elevated square D3
    beside the corner does not impede them, and both are next to it."""
    grid = ". . . . .\n. . . . .\n. . . E .\n. . . . ."
    b = board(grid, fig("Kingpin", "C3", "evil"), fig("Luke Cage", "D4", "good"))
    assert adjacency_table(b)["kingpin"] == ["luke cage"]
    assert sq("D3").distance(sq("C3")) == 1 and sq("D3").distance(sq("D4")) == 1


def test_example_3_three_around_a_solid_elevated_square() -> None:
    """Adjacency Example 3: three figures on C3, C4 and D4 around the Solid Elevated D3 are
    all adjacent to each other."""
    grid = ". . . . .\n. . . . .\n. . . # .\n. . . . ."
    b = board(
        grid,
        fig("Kingpin", "C3", "evil"),
        fig("Luke Cage", "D4", "good"),
        fig("Kraven", "C4", "evil"),
    )
    table = adjacency_table(b)
    assert all(len(v) == 2 for v in table.values())


def test_example_4_daredevil_on_the_roof() -> None:
    """Adjacency Example 4: Kraven B2, Kingpin C2, Cage D2 in a row on the Ground;
    Daredevil on the roof C1 right above Kingpin is adjacent to no one (no shared
    elevation)."""
    grid = ". . # . .\n. . . . .\n. . . . ."
    b = board(
        grid,
        fig("Kraven", "B2", "evil"),
        fig("Kingpin", "C2", "evil"),
        fig("Luke Cage", "D2", "good"),
        fig("Daredevil", "C1", "good"),
    )
    assert adjacency_table(b) == {
        "kraven": ["kingpin"],
        "kingpin": ["kraven", "luke cage"],
        "luke cage": ["kingpin"],
        "daredevil": [],
    }


def test_walls_ladders_stairs_and_own_square() -> None:
    """Walls separate squares; a ladder joins figures (not tokens) across elevations; a
    closed corner separates diagonal squares; a square is adjacent to itself."""
    m = grid_map(
        ". . . .\n. . . .\nE . . .",
        walls=("B1 east", "B2 east"),
        ladders=(("A2", "A3"),),
    )
    assert squares_adjacent(m, sq("B2"), sq("B2"))
    assert not squares_adjacent(m, sq("B1"), sq("C1"))
    assert not squares_adjacent(m, sq("B1"), sq("C2"))  # wall B1/B2 east runs through the corner
    assert squares_adjacent(m, sq("B3"), sq("C2"))  # only the wall end touches that corner
    assert squares_adjacent(m, sq("A2"), sq("A3"))
    assert not squares_adjacent(m, sq("A2"), sq("A3"), tokens=True)
    assert not squares_adjacent(m, sq("B3"), sq("A3"))  # Ground beside Elevated


def test_adjacent_figures_across_a_ladder_see_each_other() -> None:
    """Adjacent figures always have line of sight (rules: Adjacency)."""
    grid = ". . .\nE E .\ns . ."
    b = board(grid, fig("A", "A2", "good"), fig("B", "A3", "evil"), ladders=(("A3", "A2"),))
    assert can_see(b, b.figure("A"), b.figure("B")) and can_see(b, b.figure("B"), b.figure("A"))


def test_giant_reach_is_for_attacks_only() -> None:
    """Rules, Size; DESIGN.md §5: a Giant attacks 2 squares away but is not adjacent there."""
    grid = ". . . . .\n. . . . ."
    giant = fig("Fin Fang Foom", "A1", "evil", size=Size.GIANT)
    hero = fig("Thor", "C1", "good")
    b = board(grid, giant, hero)
    assert in_attack_reach(b, giant, hero)
    assert adjacency_table(b)["fin fang foom"] == []
    walled = board(grid, giant, hero, walls=("B1 east", "B2 east"))
    assert not in_attack_reach(walled, giant, hero)
