"""Which squares, edges and corners a centre-to-centre line crosses (DESIGN.md §5).

A square counts as crossed only where the line passes through its inside. Where the line
passes exactly through a grid corner it crosses no square there: it steps diagonally from
the square before the corner to the square after it, and the two squares beside the corner
are only touched. Everything is exact integer arithmetic.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from faserip_desk.board.map_model import BoardMap
from faserip_desk.board.squares import Square

Offset = tuple[int, int]


@dataclass(frozen=True, slots=True)
class LineCrossing:
    """A line from one square's centre to another's.

    `path` runs from the start square to the end square; consecutive squares are either
    orthogonal neighbours (the line crosses the edge between them) or diagonal neighbours
    (the line passes exactly through the corner between them). `crossed` is `path` without
    its two ends.
    """

    path: tuple[Square, ...]

    @property
    def crossed(self) -> tuple[Square, ...]:
        """The squares strictly between the ends whose inside the line passes through."""
        return self.path[1:-1]

    def steps(self) -> list[tuple[Square, Square]]:
        """Consecutive pairs of `path`."""
        return list(zip(self.path, self.path[1:], strict=False))


@lru_cache(maxsize=65536)
def canonical_path(u: int, v: int) -> tuple[Offset, ...]:
    """The path from (0, 0) to (u, v) for 0 <= v <= u, as offsets (x to the right, y up)."""
    if not 0 <= v <= u:
        raise ValueError(f"canonical offsets need 0 <= v <= u, got {(u, v)}")
    cells: list[Offset] = [(0, 0)]
    two_u = 2 * u
    for i in range(u):
        # Height of the line at the column boundary x = i + 1/2, plus 1/2, is n / (2u).
        n = v * (2 * i + 1) + u
        row_out = -((-(n - two_u)) // two_u)  # ceil((n - 2u) / 2u): row just before it
        if cells[-1][1] < row_out:
            cells.append((i, row_out))
        if n % two_u == 0:  # exactly through a grid corner
            cells.append((i + 1, row_out + 1))
        else:
            cells.append((i + 1, row_out))
    return tuple(cells)


@lru_cache(maxsize=65536)
def offset_path(dx: int, dy: int) -> tuple[Offset, ...]:
    """The path from (0, 0) to (dx, dy) in square offsets (columns, rows)."""
    sx = 1 if dx >= 0 else -1
    sy = 1 if dy >= 0 else -1
    ax, ay = abs(dx), abs(dy)
    if ay > ax:
        return tuple((sx * y, sy * x) for x, y in canonical_path(ay, ax))
    return tuple((sx * x, sy * y) for x, y in canonical_path(ax, ay))


def line_between(a: Square, b: Square) -> LineCrossing:
    """The line from the centre of `a` to the centre of `b`."""
    c, r = a
    return LineCrossing(tuple(Square(c + x, r + y) for x, y in offset_path(b.col - c, b.row - r)))


def corner_sides(a: Square, b: Square) -> tuple[Square, Square]:
    """The two squares beside the corner shared by the diagonal neighbours `a` and `b`."""
    return Square(b.col, a.row), Square(a.col, b.row)


def corner_closed(
    board_map: BoardMap,
    a: Square,
    b: Square,
    side_blocks: Callable[[Square], bool],
    *,
    walls: bool = True,
    either: bool = False,
) -> Square | None:
    """Whether the corner between diagonal neighbours `a` and `b` is closed (DESIGN.md §5).

    It is closed when both sides are closed (`either`: when one side is; the house rule
    `corners: corner_closed_by: either_side`), each by a square for which `side_blocks`
    is true or by a wall touching the corner on that side. Returns a side square naming
    the closure (for explanations), or None when a line or step may pass.
    """
    closed: list[Square] = []
    for side in corner_sides(a, b):
        if board_map.contains(side) and (
            side_blocks(side)
            or (walls and (board_map.wall_between(a, side) or board_map.wall_between(side, b)))
        ):
            if either:
                return side
            closed.append(side)
        elif not either:
            return None
    return closed[0] if closed else None
