"""Line of sight and line of effect from one square to every square, vectorised.

Same answers as `line_of_sight` / `line_of_effect` square by square (the tests check this),
but all lines are judged at once with numpy using the cached `ray_table` geometry. Lines
whose ends hold figures, or that join neighbouring squares, are judged one by one, since
their special cases (adjacency, hidden targets, Giants) depend on the two figures.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from faserip_desk.board.figures import Board, Figure
from faserip_desk.board.line_of_effect import line_of_effect
from faserip_desk.board.line_of_sight import figure_blocks, line_of_sight
from faserip_desk.board.map_model import BoardMap, Cell, Edge, TerrainType
from faserip_desk.board.ray_table import NE, NW, SE, SW, IntArray, RayTable, ray_table
from faserip_desk.board.squares import Square

BoolGrid = npt.NDArray[np.bool_]
GROUND, MIXED, ELEVATED = 1, 2, 4


def _grids(board_map: BoardMap) -> dict[str, BoolGrid]:
    """Solid, smoke (fire included) and elevated squares as arrays, cached on the map."""
    cached: dict[str, BoolGrid] | None = getattr(board_map, "_sight_grids", None)
    if cached is not None:
        return cached
    kinds: dict[Cell, int] = {}
    codes = np.array(
        [[kinds.setdefault(cell, len(kinds)) for cell in row] for row in board_map.cells],
        dtype=np.int64,
    ).reshape(board_map.height, board_map.width)
    table = np.array(
        [(c.is_solid, c.has(TerrainType.SMOKE), c.is_elevated) for c in kinds], dtype=bool
    ).reshape(len(kinds), 3)
    elevated = table[codes, 2]
    for top in board_map.stair_tops():
        elevated[top.row, top.col] = True
    grids = {"solid": table[codes, 0], "smoke": table[codes, 1], "elevated": elevated}
    # BoardMap is immutable, so the arrays stay valid for the object's lifetime.
    object.__setattr__(board_map, "_sight_grids", grids)
    return grids


def _walls(board_map: BoardMap) -> tuple[npt.NDArray[np.bool_], npt.NDArray[np.bool_]]:
    """Edge flags (2 per square: west, north) and per corner the walled quadrant sides."""
    w, h = board_map.width, board_map.height
    edges = np.zeros(2 * w * h, bool)
    for wall in board_map.walls:
        c, r = wall.square
        if 0 <= c < w and 0 <= r < h:
            edges[2 * (c + r * w) + (0 if wall.edge is Edge.WEST else 1)] = True
    # Around corner point (px, py): up = west edge of (px, py-1); down = west edge of (px, py);
    # left = north edge of (px-1, py); right = north edge of (px, py).
    up = np.zeros((h + 1, w + 1), bool)
    down = np.zeros((h + 1, w + 1), bool)
    left = np.zeros((h + 1, w + 1), bool)
    right = np.zeros((h + 1, w + 1), bool)
    west = edges[0::2].reshape(h, w)
    north = edges[1::2].reshape(h, w)
    up[1:, :w] = west
    down[:h, :w] = west
    left[:h, 1:] = north
    right[:h, :w] = north
    quad = np.zeros((4, (h + 1) * (w + 1)), bool)
    quad[NW] = (up | left).ravel()
    quad[NE] = (up | right).ravel()
    quad[SW] = (down | left).ravel()
    quad[SE] = (down | right).ravel()
    return edges, quad


def _gather(starts: IntArray, lengths: IntArray) -> tuple[IntArray, IntArray]:
    """Flat indices of the concatenated slices, and where each slice begins in them."""
    offsets = np.cumsum(lengths) - lengths
    total = int(lengths.sum())
    idx = np.arange(total, dtype=np.int64) + np.repeat(starts - offsets, lengths)
    return idx, offsets


def _any_per_target(flags: npt.NDArray[np.bool_], offsets: IntArray, lengths: IntArray) -> BoolGrid:
    cs = np.concatenate(([0], np.cumsum(flags, dtype=np.int64)))
    result: BoolGrid = (cs[offsets + lengths] - cs[offsets]) > 0
    return result


def _blocked(
    table: RayTable,
    origin: Square,
    bits: npt.NDArray[np.uint8],
    case: npt.NDArray[np.uint8],
    board_map: BoardMap,
) -> BoolGrid:
    """Per target (flattened), whether a crossed square, wall or closed corner blocks."""
    w, h = table.width, table.height
    o_lin = origin.col + origin.row * w
    rows = slice(h - 1 - origin.row, 2 * h - 1 - origin.row)
    cols = slice(w - 1 - origin.col, 2 * w - 1 - origin.col)
    blocked = np.zeros(w * h, bool)

    starts = table.cells.start[rows, cols].ravel()
    lengths = table.cells.length[rows, cols].ravel()
    idx, offsets = _gather(starts, lengths)
    hit = bits[o_lin + table.cell_delta[idx]] & np.repeat(case, lengths)
    blocked |= _any_per_target(hit != 0, offsets, lengths)

    has_walls = bool(board_map.walls)
    edges, quad = _walls(board_map) if has_walls else (None, None)
    starts = table.corners.start[rows, cols].ravel()
    lengths = table.corners.length[rows, cols].ravel()
    idx, offsets = _gather(starts, lengths)
    if idx.size:
        c = np.repeat(case, lengths)
        s1 = (bits[o_lin + table.side1_delta[idx]] & c) != 0
        s2 = (bits[o_lin + table.side2_delta[idx]] & c) != 0
        if quad is not None:
            ground = c == GROUND
            p = origin.col + origin.row * (w + 1) + table.corner_delta[idx]
            s1 |= ground & quad[table.side1_quadrant[idx], p]
            s2 |= ground & quad[table.side2_quadrant[idx], p]
        blocked |= _any_per_target(s1 & s2, offsets, lengths)
    if edges is not None:
        starts = table.edges.start[rows, cols].ravel()
        lengths = table.edges.length[rows, cols].ravel()
        idx, offsets = _gather(starts, lengths)
        hit_e = edges[2 * o_lin + table.edge_delta[idx]]
        blocked |= _any_per_target(hit_e, offsets, lengths) & (case == GROUND)
    return blocked


def _case_and_bits(
    board_map: BoardMap, origin: Square, grids: dict[str, BoolGrid], stoppers: BoolGrid
) -> tuple[npt.NDArray[np.uint8], npt.NDArray[np.uint8]]:
    elev = grids["elevated"]
    ve = bool(elev[origin.row, origin.col])
    case = np.where(elev, ELEVATED if ve else MIXED, MIXED if ve else GROUND).astype(np.uint8)
    g = grids["solid"] | elev | stoppers
    e = elev & stoppers
    bits = (g * GROUND + elev * MIXED + e * ELEVATED).astype(np.uint8)
    return case.ravel(), bits.ravel()


def sight_field(board: Board, origin: Square | Figure) -> BoolGrid:
    """A height × width array: True where `origin` (a square or the figure on it) has line
    of sight to the square (to the figure standing there, if any)."""
    square = origin.square if isinstance(origin, Figure) else origin
    viewer = origin if isinstance(origin, Figure) else board.figure_at(square)
    m = board.map
    grids = _grids(m)
    figs = np.zeros((m.height, m.width), bool)
    if viewer is None or not viewer.is_giant:
        for f in board.on_map():
            if f.square != square and figure_blocks(board, viewer, f):
                figs[f.square.row, f.square.col] = True
    case, bits = _case_and_bits(m, square, grids, grids["smoke"] | figs)
    blocked = _blocked(ray_table(m.width, m.height), square, bits, case, m)
    visible = ~blocked & ~grids["smoke"].ravel()
    if grids["smoke"][square.row, square.col]:
        visible[:] = False
    field = visible.reshape(m.height, m.width)
    recheck = {f.square for f in board.on_map()} | set(square.neighbours()) | {square}
    for sq in recheck:
        if m.contains(sq):
            field[sq.row, sq.col] = line_of_sight(board, square, sq, viewer=viewer).visible
    return field


def effect_field(board_map: BoardMap, origin: Square, radius: int | None = None) -> BoolGrid:
    """A height × width array: True where line of effect from `origin` reaches the square
    (within `radius` squares, diagonals counting 1, when given)."""
    grids = _grids(board_map)
    case, bits = _case_and_bits(
        board_map, origin, grids, np.zeros((board_map.height, board_map.width), bool)
    )
    blocked = _blocked(ray_table(board_map.width, board_map.height), origin, bits, case, board_map)
    field = (~blocked).reshape(board_map.height, board_map.width)
    if radius is not None:
        rows, cols = np.indices(field.shape)
        field &= np.maximum(abs(rows - origin.row), abs(cols - origin.col)) <= radius
    field[origin.row, origin.col] = True
    return field


def squares_of(field: BoolGrid) -> list[Square]:
    """The squares where `field` is True, row by row."""
    return [Square(int(c), int(r)) for r, c in zip(*np.nonzero(field), strict=True)]


__all__ = ["effect_field", "line_of_effect", "sight_field", "squares_of"]
