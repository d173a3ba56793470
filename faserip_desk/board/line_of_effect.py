"""Line of effect (rules: Line of Effect; DESIGN.md §5).

The line of sight procedure that ignores figures, smoke and fire: Solid terrain and walls
block, and so do Elevated squares under the elevation rules.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from faserip_desk.board.geometry_rules import corners_either
from faserip_desk.board.line_walk import LineCrossing, corner_closed, line_between
from faserip_desk.board.map_model import BoardMap
from faserip_desk.board.squares import Square


@dataclass(frozen=True, slots=True)
class EffectVerdict:
    """Whether line of effect from `origin` to `target` is clear, and why."""

    clear: bool
    origin: Square
    target: Square
    crossed: tuple[Square, ...]
    reason: str
    blocked_at: Square | None = None


def elevation_case(board_map: BoardMap, a: Square, b: Square) -> str:
    """'ground', 'mixed' or 'elevated': the elevation rule that applies to a line a → b."""
    ea, eb = board_map.is_elevated(a), board_map.is_elevated(b)
    if ea and eb:
        return "elevated"
    return "mixed" if ea or eb else "ground"


def effect_block(board_map: BoardMap, case: str, square: Square) -> str | None:
    """Why `square` blocks line of effect under `case`, or None."""
    cell = board_map.cell(square)
    elevated = board_map.is_elevated(square)
    if case == "ground":
        if cell.is_solid:
            return f"{square.name} is Solid terrain"
        if elevated:
            return f"{square.name} is Elevated terrain between two Ground squares"
    elif case == "mixed" and elevated:
        return f"{square.name} is an Elevated square between a Ground and an Elevated square"
    return None


def trace(
    board_map: BoardMap,
    line: LineCrossing,
    case: str,
    block: Callable[[Square], str | None],
) -> tuple[Square, str] | None:
    """Walk `line`; the first square, wall or closed corner that blocks it, with the reason.

    `block(square)` gives the reason a crossed square blocks, or None. Walls count only
    between two Ground squares (from or onto Elevated terrain the rules ignore everything
    but Elevated squares).
    """
    walls = case == "ground"
    either = corners_either()
    for a, b in line.steps():
        if a.col != b.col and a.row != b.row:
            side = corner_closed(
                board_map, a, b, lambda s: block(s) is not None, walls=walls, either=either
            )
            if side is not None:
                return side, (
                    f"the line passes through the closed corner between {a.name} and {b.name}"
                )
        elif walls and board_map.wall_between(a, b):
            return b, f"a wall stands between {a.name} and {b.name}"
        if b != line.path[-1]:
            why = block(b)
            if why is not None:
                return b, why
    return None


def line_of_effect(board_map: BoardMap, origin: Square, target: Square) -> EffectVerdict:
    """Line of effect between two squares, with the squares crossed and the reason."""
    line = line_between(origin, target)
    case = elevation_case(board_map, origin, target)
    hit = trace(board_map, line, case, lambda s: effect_block(board_map, case, s))
    if hit is None:
        return EffectVerdict(True, origin, target, line.crossed, "nothing Solid in between")
    return EffectVerdict(False, origin, target, line.crossed, hit[1], hit[0])


def squares_within_effect(board_map: BoardMap, origin: Square, radius: int) -> list[Square]:
    """Every square within `radius` squares of `origin` with clear line of effect from it."""
    found = []
    for r in range(max(0, origin.row - radius), min(board_map.height, origin.row + radius + 1)):
        for c in range(max(0, origin.col - radius), min(board_map.width, origin.col + radius + 1)):
            sq = Square(c, r)
            if line_of_effect(board_map, origin, sq).clear:
                found.append(sq)
    return found
