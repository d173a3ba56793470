"""Terrain changed in play, applied to the map with the board's helpers: the current map is
the setup's map plus every change in order."""

from __future__ import annotations

from dataclasses import replace

from faserip_desk.board.map_model import BoardMap, Edge, TerrainType, Wall
from faserip_desk.board.terrain_changes import destroy_solid, destroy_wall
from faserip_desk.game.state import TerrainChange
from faserip_desk.rules.ranks import Rank


def terrain_type(name: str) -> TerrainType:
    """The terrain type called `name` (ValueError naming the choices)."""
    try:
        return TerrainType(name.strip().casefold())
    except ValueError:
        choices = ", ".join(t.value for t in TerrainType)
        raise ValueError(f"unknown terrain type {name!r}; expected one of {choices}") from None


def apply_change(board_map: BoardMap, change: TerrainChange) -> BoardMap:
    """The map after `change` (ValueError when the change does not fit the map)."""
    if not board_map.contains(change.square):
        raise ValueError(f"{change.square.name} is off the map")
    if change.kind == "destroy_solid":
        return destroy_solid(board_map, change.square)
    if change.kind == "destroy_wall":
        return destroy_wall(board_map, Wall(change.square, Edge(change.side or "north")))
    cell = board_map.cell(change.square)
    types = (cell.types - {terrain_type(t) for t in change.remove}) | {
        terrain_type(t) for t in change.add
    }
    fire_rank = Rank.parse(change.fire_rank) if change.fire_rank else cell.fire_rank
    return board_map.with_cell(
        change.square, replace(cell, types=frozenset(types), fire_rank=fire_rank)
    )


def describe_change(change: TerrainChange) -> str:
    """E.g. "L12 gains fire" or "the wall on the east side of C3 is destroyed"."""
    sq = change.square.name
    if change.kind == "destroy_solid":
        return f"the Solid terrain of {sq} is destroyed: Difficult rubble"
    if change.kind == "destroy_wall":
        return f"the wall on the {change.side} side of {sq} is destroyed"
    parts = []
    if change.add:
        parts.append(f"gains {', '.join(change.add)}")
    if change.remove:
        parts.append(f"loses {', '.join(change.remove)}")
    return f"{sq} " + " and ".join(parts or ["is unchanged"])
