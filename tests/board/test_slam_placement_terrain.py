"""Slam paths, setup placement checks and terrain changes (rules: Slam; Placing Your
Figures; Placing Plots; Placing Objects and Artifacts; Solid)."""

from __future__ import annotations

from grid_positions import board, fig, grid_map, sq

from faserip_desk.board.figures import Board, Plot
from faserip_desk.board.map_model import Edge, TerrainType, Wall
from faserip_desk.board.placement import (
    check_deployment,
    check_object,
    check_plot,
    deployment_squares,
)
from faserip_desk.board.slam import push_direction, slam_path
from faserip_desk.board.terrain_changes import destroy_solid, destroy_wall
from faserip_desk.rules.ranks import Rank


def test_push_direction_is_the_nearest_of_eight() -> None:
    """DESIGN.md §5: straight away from the attacker along the nearest of 8 directions."""
    assert push_direction(sq("A1"), sq("B1")) == (1, 0)
    assert push_direction(sq("A1"), sq("C2")) == (1, 1)  # 26.6° is nearer 45° than 0°
    assert push_direction(sq("A1"), sq("D2")) == (1, 0)  # 18.4°


def test_slam_stops_at_figures_solid_walls_and_edge() -> None:
    """A Slam stops before a figure, Solid terrain, a wall or the map edge."""
    grid = ". . . . . W"
    target = fig("Target", "B1", "evil")
    b = board(grid, target)
    r = slam_path(b, sq("A1"), target, 5)
    assert r.final == sq("E1") and "Solid" in (r.stopped_by or "")
    blocked = board(grid, target, fig("Other", "D1", "evil"))
    assert slam_path(blocked, sq("A1"), target, 5).final == sq("C1")
    walled = board(grid, target, walls=("C1 east",))
    assert slam_path(walled, sq("A1"), target, 5).final == sq("C1")
    assert slam_path(board(". . .", target), sq("A1"), target, 5).stopped_by == "the map edge"


def test_slam_off_a_roof_falls() -> None:
    """Pushed from Elevated to Ground: Excellent Blunt damage."""
    target = fig("Target", "B1", "evil")
    r = slam_path(board("# # . .", target), sq("A1"), target, 1)
    assert r.final == sq("C1") and r.falls and r.fall_damage is Rank.EXCELLENT
    r2 = slam_path(board("# # # .", target), sq("A1"), target, 1)
    assert r2.final == sq("C1") and not r2.falls


def test_deployment_without_zones() -> None:
    """No zones: the first two rows, two squares from the side edges."""
    m = grid_map("\n".join([". " * 10] * 10))
    north = deployment_squares(m, Edge.NORTH)
    assert sq("C1") in north and sq("B1") not in north and sq("C3") not in north
    b = Board(m, (fig("X", "C2", "good"),))
    assert check_deployment(b, b.figure("X"), "north") == []
    assert check_deployment(b, b.figure("X"), Edge.SOUTH)


def test_plots_and_objects() -> None:
    """Plots: 8 from the owner's figures and plots, 4 from edges, Clear, one per square.
    Objects: 6 from any figure, not Solid."""
    grid = "\n".join([". " * 20] * 20)
    b = board(grid, fig("Owner", "B2", "evil"), fig("Other", "K10", "good"))
    assert check_plot(b, Plot("p", "evil", sq("J10"))) == []
    assert check_plot(b, Plot("p", "evil", sq("F6")))  # 4 from Owner
    assert check_plot(b, Plot("p", "evil", sq("J3")))  # 2 from the edge
    assert check_object(b, sq("K4")) == []
    assert check_object(b, sq("K7"))


def test_destroyed_solid_and_walls() -> None:
    """Destroyed Solid becomes Difficult Ground rubble; a destroyed wall leaves both sides
    Difficult."""
    m = grid_map("# # .\n. . .", walls=("A2 east",))
    rubble = destroy_solid(m, sq("A1"))
    assert not rubble.is_elevated(sq("A1")) and rubble.cell(sq("A1")).has(TerrainType.DIFFICULT)
    assert sq("A1") in rubble.rubble
    opened = destroy_wall(m, Wall(sq("A2"), Edge.EAST))
    assert not opened.walls
    assert opened.cell(sq("A2")).has(TerrainType.DIFFICULT)
    assert opened.cell(sq("B2")).has(TerrainType.DIFFICULT)
