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
from faserip_desk.board.geometry_rules import (
    corners_either,
    counted_distances,
    end_squares_block,
    lane_corners_either,
)
from faserip_desk.board.line_of_effect import line_of_effect
from faserip_desk.board.line_of_sight import line_of_sight
from faserip_desk.board.map_model import BoardMap, Edge, TerrainType
from faserip_desk.board.ray_bits import (
    MAX_SIDE,
    Blockers,
    blocked_lines,
    prepare,
    ray_bits,
    with_flags,
)
from faserip_desk.board.ray_table import (
    OCTANTS,
    IntArray,
    RayTable,
    SmallArray,
    octant_bounds,
    ray_table,
    selected_pairs,
    wall_table,
)
from faserip_desk.board.squares import Square
from faserip_desk.rules.rules_data import rules_in_force

BoolGrid = npt.NDArray[np.bool_]
GROUND, MIXED, ELEVATED = 1, 2, 4


def _grids(board_map: BoardMap) -> dict[str, BoolGrid]:
    """Solid, smoke (fire included) and elevated squares as arrays, cached on the map."""
    cached: dict[str, BoolGrid] | None = getattr(board_map, "_sight_grids", None)
    if cached is not None:
        return cached
    kinds, flat_codes = board_map.cell_kinds
    codes = np.array(flat_codes, dtype=np.int64).reshape(board_map.height, board_map.width)
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


def _wall_edges(board_map: BoardMap) -> npt.NDArray[np.uint8]:
    """GROUND per edge with a wall (2 per square: west, north), cached on the map."""
    cached: npt.NDArray[np.uint8] | None = getattr(board_map, "_sight_edges", None)
    if cached is not None:
        return cached
    w, h = board_map.width, board_map.height
    edges = np.zeros(2 * w * h, np.uint8)
    for wall in board_map.walls:
        c, r = wall.square
        if 0 <= c < w and 0 <= r < h:
            edges[2 * (c + r * w) + (0 if wall.edge is Edge.WEST else 1)] = GROUND
    object.__setattr__(board_map, "_sight_edges", edges)
    return edges


def _segment_or(
    values: npt.NDArray[np.uint8], offsets: IntArray, pairs: IntArray
) -> tuple[npt.NDArray[np.bool_], npt.NDArray[np.uint8]]:
    """For each pair, whether it has elements, and the OR of its elements' `values`."""
    lengths = offsets[pairs + 1] - offsets[pairs]
    starts = np.cumsum(lengths) - lengths
    some = lengths > 0
    return some, np.bitwise_or.reduceat(values, starts[some]) if values.size else values


def _blocked(
    origin: Square,
    bits: npt.NDArray[np.uint8] | Blockers,
    case: npt.NDArray[np.uint8],
    board_map: BoardMap,
    *,
    walls: bool = True,
    either: bool | None = None,
) -> BoolGrid:
    """Per target (flattened), whether a crossed square, wall or closed corner blocks:
    from the line bit sets (`ray_bits`) on maps without walls, else walking the table.
    `either`: one closed side closes a corner (default: the house rule for lines)."""
    w, h = board_map.width, board_map.height
    if either is None:
        either = corners_either()  # the bit sets know only corners closed on both sides
    if not (walls and board_map.walls) and max(w, h) <= MAX_SIDE and not either:
        bitsets = ray_bits(max(w, h) - 1)
        return blocked_lines(bitsets, w, h, (origin.col, origin.row), bits, case)
    flags = bits.flags if isinstance(bits, Blockers) else bits
    return _blocked_walled(ray_table(w, h), origin, flags, case, board_map, walls, either)


def _blocked_walled(
    table: RayTable,
    origin: Square,
    bits: npt.NDArray[np.uint8],
    case: npt.NDArray[np.uint8],
    board_map: BoardMap,
    walls: bool = True,
    either: bool = False,
) -> BoolGrid:
    """`_blocked` by walking every line's elements in the ray table (walls included
    unless `walls` is false; `either`: one closed side closes a corner)."""
    w, h = table.width, table.height
    size = w * h
    o = origin.col + origin.row * w
    shifted = np.zeros(3 * size, np.uint8)
    shifted[size : 2 * size] = bits
    square_bits = shifted[o:]
    edge_bits = None
    if walls and board_map.walls:
        edges = np.zeros(6 * size, np.uint8)
        edges[2 * size : 4 * size] = _wall_edges(board_map)
        edge_bits = edges[2 * o :]
        walled = wall_table(w, h)
    can = table.canonical
    blocked = np.zeros(size, bool)
    for q, ((swap, sx, sy), octant) in enumerate(zip(OCTANTS, table.octants, strict=True)):
        runs = selected_pairs(*octant_bounds(table, origin.col, origin.row, swap, sx, sy))
        if not runs:
            continue
        pairs = np.concatenate([np.arange(a, b, dtype=np.int64) for a, b in runs])
        targets = o + octant.target[pairs]
        acc = np.zeros(len(pairs), np.uint8)

        def take(deltas: SmallArray, offsets: IntArray) -> SmallArray:
            parts = [deltas[offsets[a] : offsets[b]] for a, b in runs]  # noqa: B023
            return parts[0] if len(parts) == 1 else np.concatenate(parts)

        cells = np.take(square_bits, take(octant.cell, can.cell_off))
        some, ors = _segment_or(cells, can.cell_off, pairs)
        acc[some] |= ors
        s1 = np.take(square_bits, take(octant.side1, can.corner_off))
        s2 = np.take(square_bits, take(octant.side2, can.corner_off))
        if edge_bits is not None and s1.size:
            e1 = np.take(edge_bits, take(walled.octants[q].side1_edges, can.corner_off))
            e2 = np.take(edge_bits, take(walled.octants[q].side2_edges, can.corner_off))
            s1 = s1 | e1[:, 0] | e1[:, 1]
            s2 = s2 | e2[:, 0] | e2[:, 1]
        some, ors = _segment_or(s1 | s2 if either else s1 & s2, can.corner_off, pairs)
        acc[some] |= ors
        if edge_bits is not None:
            crossed = np.take(edge_bits, take(walled.octants[q].edge, walled.edge_off))
            some, ors = _segment_or(crossed, walled.edge_off, pairs)
            acc[some] |= ors
        blocked[targets] |= (acc & case[targets]) != 0
    return blocked


def _static_flags(board_map: BoardMap, kind: str) -> npt.NDArray[np.uint8]:
    """Per square (flat) the flags that stop a line under each elevation rule, from the
    terrain only: GROUND (Solid or Elevated; for sight also Smoke), MIXED (Elevated),
    ELEVATED (for sight: Elevated and Smoke). Cached on the map."""
    grids, cache = _grids(board_map), _flag_cache(board_map)
    key = f"flags_{kind}"
    if key not in cache:
        elev = grids["elevated"]
        stoppers = grids["smoke"] if kind == "sight" else np.zeros_like(elev)
        g = grids["solid"] | elev | stoppers
        bits = g * GROUND + elev * MIXED + (elev & stoppers) * ELEVATED
        cache[key] = bits.astype(np.uint8).ravel()
    return cache[key]


def _terrain_blockers(board_map: BoardMap, kind: str = "sight") -> Blockers:
    """The terrain's `kind` flags ("sight" or "effect") prepared for `blocked_lines`,
    cached on the map."""
    cache: dict[str, Blockers] | None = getattr(board_map, "_terrain_blockers", None)
    if cache is None:
        cache = {}
        object.__setattr__(board_map, "_terrain_blockers", cache)
    if kind not in cache:
        cache[kind] = prepare(_static_flags(board_map, kind), board_map.width)
    return cache[kind]


def _case(board_map: BoardMap, origin: Square) -> npt.NDArray[np.uint8]:
    """Per square (flat) the elevation rule of the line from `origin` to it, as the one
    flag that stops such a line. Cached on the map per kind of origin."""
    elev, cache = _grids(board_map)["elevated"], _flag_cache(board_map)
    high = bool(elev[origin.row, origin.col])
    key = f"case_{high}"
    if key not in cache:
        case = np.where(elev, ELEVATED if high else MIXED, MIXED if high else GROUND)
        cache[key] = case.astype(np.uint8).ravel()
    return cache[key]


def _flag_cache(board_map: BoardMap) -> dict[str, npt.NDArray[np.uint8]]:
    """The map's cache of flag arrays (the map is immutable: they stay valid)."""
    cache: dict[str, npt.NDArray[np.uint8]] | None = getattr(board_map, "_sight_flags", None)
    if cache is None:
        cache = {}
        object.__setattr__(board_map, "_sight_flags", cache)
    return cache


def _figure_layer(
    board: Board,
) -> tuple[list[Figure], IntArray, npt.NDArray[np.uint8], frozenset[Square]]:
    """The figures that may block lines (not ignored by a special), their squares (flat)
    and the flags they add there; and the squares whose lines are judged one by one
    (Giants, figures hidden by a special). Cached on the (immutable) board."""
    found: tuple[list[Figure], IntArray, npt.NDArray[np.uint8], frozenset[Square]] | None
    found = getattr(board, "_figure_layer", None)
    if found is None:
        m = board.map
        elev = _grids(m)["elevated"]
        special = {f.square for f in board.on_map() if f.is_giant or board.is_ignored_for_los(f)}
        figures = [f for f in board.on_map() if not board.is_ignored_for_los(f)]
        at = np.array([f.square.col + f.square.row * m.width for f in figures], np.int64)
        high = np.array([bool(elev[f.square.row, f.square.col]) for f in figures], bool)
        values = np.where(high, ELEVATED | GROUND, GROUND).astype(np.uint8)
        found = (figures, at, values, frozenset(special))
        object.__setattr__(board, "_figure_layer", found)
    return found


def _sight_blockers(
    board: Board, viewer: Figure | None, square: Square
) -> tuple[Blockers, frozenset[Square]]:
    """The sight flags of `board` for `viewer` looking from `square` (terrain, plus the
    figures that block its lines) prepared for `blocked_lines`, and the squares whose
    lines must be judged one by one. Which figures block depends only on the viewer's
    side and teams (the viewer's own square never blocks its lines), so the flags are
    cached on the (immutable) board per side and teams, and house-rule setting."""
    cache: dict[object, tuple[Blockers, frozenset[Square]]] | None = getattr(
        board, "_sight_blockers", None
    )
    if cache is None:
        cache = {}
        object.__setattr__(board, "_sight_blockers", cache)
    mates_block = rules_in_force().setting("teammates_asymmetric", "teammates_block_sight")
    away = None
    if viewer is None:
        key: object = None
    elif viewer.is_giant:
        key = "giant"
    else:
        # a viewer imagined away from its own figure: that figure is its mate, not a wall
        own = board.figure_at(square)
        away = None if own is not None and own.id == viewer.id else viewer.id
        key = (viewer.player, viewer.affiliations, away, mates_block)
    found = cache.get(key)
    if found is not None:
        return found
    m = board.map
    figures, at, values, special = _figure_layer(board)
    terrain = _terrain_blockers(m)
    if viewer is not None and viewer.is_giant:
        blockers = terrain  # figures are ignored from a Giant
    else:
        # as `figure_blocks`: figures block unless they are the viewer's teammates (by
        # side and teams only, so the flags serve every viewer with the same key; the
        # viewer's own figure, on the origin, blocks nothing either way)
        keep = [
            i
            for i, f in enumerate(figures)
            if viewer is None or mates_block or not (f.id == away or _same_team(viewer, f))
        ]
        blockers = with_flags(terrain, at[keep], values[keep], m.width)
    found = (blockers, special)
    if len(cache) > 64:
        cache.clear()
    cache[key] = found
    return found


def _same_team(viewer: Figure, other: Figure) -> bool:
    """Same player and a shared team affiliation (`Figure.is_teammate_of` without its
    rule that a figure is its own mate)."""
    return viewer.player == other.player and bool(viewer.affiliations & other.affiliations)


def _occupied(board: Board) -> npt.NDArray[np.uint8]:
    """1 on each square a figure stands on, in a grid with a border of one square (so a
    square's neighbourhood is [row : row + 3, col : col + 3]). Cached on the board."""
    found: npt.NDArray[np.uint8] | None = getattr(board, "_occupied", None)
    if found is None:
        found = np.zeros((board.map.height + 2, board.map.width + 2), np.uint8)
        for f in board.on_map():
            found[f.square.row + 1, f.square.col + 1] = 1
        object.__setattr__(board, "_occupied", found)
    return found


def _clear_air(board_map: BoardMap) -> BoolGrid:
    """Per square (flat), True where no Smoke or Fire is. Cached on the map."""
    found: BoolGrid | None = getattr(board_map, "_clear_air", None)
    if found is None:
        found = ~_grids(board_map)["smoke"].ravel()
        object.__setattr__(board_map, "_clear_air", found)
    return found


def sight_field(board: Board, origin: Square | Figure) -> BoolGrid:
    """A height × width array: True where `origin` (a square or the figure on it) has line
    of sight to the square (to the figure standing there, if any)."""
    square = origin.square if isinstance(origin, Figure) else origin
    viewer = origin if isinstance(origin, Figure) else board.figure_at(square)
    m = board.map
    grids = _grids(m)
    # Only lines with a figure special left to judge go one by one: neighbours (adjacent
    # figures see each other), Giants (figures ignored) and figures hidden by a special.
    # (A neighbour's line differs from the table's only when figures stand at both ends.)
    blockers, special = _sight_blockers(board, viewer, square)
    recheck = set(special)
    c, r = square
    if viewer is not None and _occupied(board)[r : r + 3, c : c + 3].sum() > 1:
        recheck |= {n for n in square.neighbours() if board.figure_at(n) is not None}
    recheck.discard(square)
    blocked = _blocked(square, blockers, _case(m, square), m)
    if not end_squares_block():  # house rule: smoke at the ends does not block
        field = ~blocked.reshape(m.height, m.width)
    elif grids["smoke"][r, c]:
        field = np.zeros((m.height, m.width), bool)
    else:
        field = (_clear_air(m) > blocked).reshape(m.height, m.width)
    for sq in recheck:
        if m.contains(sq):
            field[sq.row, sq.col] = line_of_sight(board, square, sq, viewer=viewer).visible
    field[square.row, square.col] = True  # the viewer's own square (as `line_of_sight`)
    return field


def effect_field(board_map: BoardMap, origin: Square, radius: int | None = None) -> BoolGrid:
    """A height × width array: True where line of effect from `origin` reaches the square
    (within `radius` squares, diagonals counting 1, when given)."""
    blocked = _blocked(
        origin, _terrain_blockers(board_map, "effect"), _case(board_map, origin), board_map
    )
    field = (~blocked).reshape(board_map.height, board_map.width)
    if radius is not None:
        rows, cols = np.indices(field.shape)
        field &= counted_distances(cols - origin.col, rows - origin.row) <= radius
    field[origin.row, origin.col] = True
    return field


def lines_blocked(board_map: BoardMap, origin: Square, stoppers: BoolGrid) -> BoolGrid:
    """A height × width array: True where the straight line from `origin` is stopped by a
    crossed `stoppers` square or a corner closed by two of them (walls ignored), as for a
    charge lane (the end squares themselves are not looked at)."""
    flat = stoppers.ravel().astype(np.uint8) * GROUND
    case = np.full(flat.size, GROUND, np.uint8)
    blocked = _blocked(origin, flat, case, board_map, walls=False, either=lane_corners_either())
    return blocked.reshape(board_map.height, board_map.width)


def squares_of(field: BoolGrid) -> list[Square]:
    """The squares where `field` is True, row by row."""
    return [Square(int(c), int(r)) for r, c in zip(*np.nonzero(field), strict=True)]


__all__ = ["effect_field", "line_of_effect", "sight_field", "squares_of"]
