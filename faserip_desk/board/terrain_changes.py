"""Terrain changed in play (rules: Solid): destroyed Solid squares and walls."""

from __future__ import annotations

from dataclasses import replace

from faserip_desk.board.map_model import BoardMap, Elevation, TerrainType, Wall
from faserip_desk.board.squares import Square


def destroy_solid(board_map: BoardMap, square: Square) -> BoardMap:
    """The map after the Solid square `square` is destroyed: Difficult Ground rubble (which
    climbs onto neighbouring Elevated Solid terrain like a stair)."""
    cell = board_map.cell(square)
    if not cell.is_solid:
        raise ValueError(f"{square.name} is not Solid terrain")
    rubble = replace(
        cell,
        types=(cell.types - {TerrainType.SOLID}) | {TerrainType.DIFFICULT},
        elevation=Elevation.GROUND,
    )
    changed = board_map.with_cell(square, rubble)
    return replace(changed, rubble=changed.rubble | {square})


def destroy_wall(board_map: BoardMap, wall: Wall) -> BoardMap:
    """The map after `wall` is destroyed: gone, and both squares beside it Difficult."""
    w = wall.normalised()
    if w not in board_map.walls:
        raise ValueError(f"no wall stands on the {wall.edge.value} side of {wall.square.name}")
    changed = board_map.without_wall(w)
    c, r = w.square
    other = Square(c - 1, r) if w.edge.value == "west" else Square(c, r - 1)
    for sq in (w.square, other):
        if changed.contains(sq):
            cell = changed.cell(sq)
            changed = changed.with_cell(
                sq, replace(cell, types=cell.types | {TerrainType.DIFFICULT})
            )
    return changed
