"""Slam: where a pushed figure goes (rules: Slam; DESIGN.md §5: straight away from the
attacker along the nearest of the eight directions; stopped by figures, Solid terrain,
walls and the map edge; a fall from Elevated to Ground deals Excellent Blunt damage)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from faserip_desk.board.figures import Board, Figure
from faserip_desk.board.line_walk import corner_closed
from faserip_desk.board.movement import FALL_DAMAGE
from faserip_desk.board.squares import Square
from faserip_desk.rules.ranks import Rank


@dataclass(frozen=True, slots=True)
class SlamResult:
    """The push: its direction (columns, rows), squares passed, where it ends and why."""

    direction: tuple[int, int]
    path: tuple[Square, ...]
    final: Square
    stopped_by: str | None
    falls: bool
    fall_damage: Rank | None


def push_direction(attacker: Square, target: Square) -> tuple[int, int]:
    """The nearest of the eight directions from `attacker` towards `target`."""
    dc, dr = target.col - attacker.col, target.row - attacker.row
    if dc == 0 and dr == 0:
        raise ValueError("attacker and target share a square")
    octant = round(math.atan2(dr, dc) / (math.pi / 4)) % 8
    return [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)][octant]


def slam_path(board: Board, attacker: Square | Figure, target: Figure, squares: int) -> SlamResult:
    """Push `target` up to `squares` squares straight away from `attacker`."""
    origin = attacker.square if isinstance(attacker, Figure) else attacker
    dc, dr = push_direction(origin, target.square)
    m = board.map
    here = target.square
    path: list[Square] = []
    stopped: str | None = None

    def blocks(s: Square) -> bool:
        occupant = board.figure_at(s)
        return m.cell(s).is_solid or (occupant is not None and occupant.id != target.id)

    for _ in range(squares):
        nxt = Square(here.col + dc, here.row + dr)
        if not m.contains(nxt):
            stopped = "the map edge"
            break
        occupant = board.figure_at(nxt)
        if occupant is not None and occupant.id != target.id:
            stopped = f"{occupant.label} in {nxt.name}"
            break
        if m.cell(nxt).is_wall:
            stopped = f"Solid terrain in {nxt.name}"
            break
        if m.is_elevated(nxt) and not m.is_elevated(here):
            stopped = f"Elevated terrain in {nxt.name}"
            break
        if dc and dr:
            if corner_closed(m, here, nxt, blocks) is not None:
                stopped = f"the closed corner between {here.name} and {nxt.name}"
                break
        elif m.wall_between(here, nxt):
            stopped = f"the wall between {here.name} and {nxt.name}"
            break
        path.append(nxt)
        here = nxt
    falls = m.is_elevated(target.square) and not m.is_elevated(here)
    return SlamResult((dc, dr), tuple(path), here, stopped, falls, FALL_DAMAGE if falls else None)
