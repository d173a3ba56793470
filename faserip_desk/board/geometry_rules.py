"""House-rule settings that change the board's geometry (DESIGN.md §5 Readings; a group's
house-rules file may change them: `readings: {id: {setting: {...}}}`).

- `distance` / `distance`: `diagonal_one` (the app's reading: a diagonal step counts 1,
  as in a move) or `diagonal_alternate` (every second diagonal step counts 2). Attack
  ranges, the Speed-to-double-Speed distance of a charge, plot and object placement and
  radii on the board follow it; a move's Speed cost does not.
- `corners` / `corner_closed_by`: `both_sides` (the app's reading: a line through a grid
  corner is blocked only when both squares beside the corner block it) or `either_side`
  (one blocking square or wall beside the corner is enough). Lines of sight, lines of
  effect and charge lanes follow it; steps of a move follow `diagonal_squeeze`.
- `charge` / `lane_width`: `line` (the app's reading: the lane is the line between square
  centres, closed corners as for any line) or `square` (the lane is as wide as the
  charger's square: a corner with one blocking side beside it stops it).
- `end_square_smoke` / `end_squares_block`: true (the app's reading: smoke or fire in the
  viewer's or the target's own square blocks the line) or false (only the squares between
  do; rules, Line of Sight: "If the line intersects any Terrain that blocks").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from faserip_desk.board.squares import Square
from faserip_desk.rules.rules_data import rules_in_force

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    IntArray = npt.NDArray[np.int64]


def corners_either() -> bool:
    """Whether one closed side closes a grid corner for lines (house rules)."""
    return bool(rules_in_force().setting("corners", "corner_closed_by") == "either_side")


def end_squares_block() -> bool:
    """Whether smoke or fire in a line's own end squares blocks it (house rules)."""
    return bool(rules_in_force().setting("end_square_smoke", "end_squares_block"))


def lane_corners_either() -> bool:
    """Whether one closed side closes a grid corner for a charge lane (house rules: the
    corner rule for lines, or a lane as wide as a square)."""
    return corners_either() or rules_in_force().setting("charge", "lane_width") == "square"


def alternate_diagonals() -> bool:
    """Whether every second diagonal step counts 2 in distances (house rules)."""
    return bool(rules_in_force().setting("distance", "distance") == "diagonal_alternate")


def counted_distance(a: Square, b: Square) -> int:
    """The distance from `a` to `b` in squares as ranges and placements count it."""
    dx, dy = abs(a.col - b.col), abs(a.row - b.row)
    if alternate_diagonals():
        return max(dx, dy) + min(dx, dy) // 2
    return max(dx, dy)


def counted_distances(dx: IntArray, dy: IntArray) -> IntArray:
    """`counted_distance` for numpy arrays of column and row differences."""
    import numpy as np  # only the whole-map questions need it (kept out of start-up)

    far, near = np.maximum(abs(dx), abs(dy)), np.minimum(abs(dx), abs(dy))
    out: IntArray = far + near // 2 if alternate_diagonals() else far
    return out
