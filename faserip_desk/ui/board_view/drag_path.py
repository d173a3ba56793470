"""The path of a dragged token (no Qt): the squares the pointer passed, snapped.

Moving onto the next square appends it; jumping several squares at once fills the gap
with the straight line's squares; coming back onto a square of the path cuts the path
back to it, so the path never loops.
"""

from __future__ import annotations

from faserip_desk.board.line_walk import line_between
from faserip_desk.board.squares import Square


def straight_squares(a: Square, b: Square) -> list[Square]:
    """The squares from `a` to `b` (both included) along the straight line, each step to a
    neighbour."""
    if a == b:
        return [a]
    crossed = list(line_between(a, b).crossed)
    out = [a]
    for sq in [*crossed, b]:
        prev = out[-1]
        if sq == prev:
            continue
        if prev.distance(sq) > 1:  # the walk may skip a corner: step diagonally through it
            dc = (sq.col > prev.col) - (sq.col < prev.col)
            dr = (sq.row > prev.row) - (sq.row < prev.row)
            while out[-1].distance(sq) > 1:
                last = out[-1]
                out.append(Square(last.col + dc, last.row + dr))
        out.append(sq)
    return out


def extend_path(path: list[Square], square: Square) -> list[Square]:
    """The path after the pointer moved onto `square` (a new list)."""
    if not path:
        return [square]
    if square in path:
        return path[: path.index(square) + 1]
    if path[-1].distance(square) == 1:
        return [*path, square]
    steps = straight_squares(path[-1], square)[1:]
    out = list(path)
    for sq in steps:
        out = extend_path(out, sq)
    return out
