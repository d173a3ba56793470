"""The fast search behind `movement.reachable_squares`: per-map step tables and a bounded
Dijkstra over flat square indices.

The terrain half of every step rule (Indoor Solid, walls, elevation with its ladders,
stairs and rubble, terrain costs, closed corners made by terrain and walls) depends only
on the map and on a few traits of the mover, so it is worked out for the whole map at
once with numpy and cached on the (immutable) map, one table per set of traits. The
figure half (figures that block, corners they close, attacks of opportunity) is added at
question time with set look-ups. The search itself is the same Dijkstra as the reference
(`reference_impl`), expanding squares in the same order, so paths agree as well as costs.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from faserip_desk.board.figures import Board, Figure
from faserip_desk.board.map_model import BoardMap, Edge, TerrainType
from faserip_desk.board.squares import Square

BoolGrid = npt.NDArray[np.bool_]

#: The eight steps in the order `Square.neighbours` lists them.
DIRECTIONS = tuple((dc, dr) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dc or dr)


@dataclass(frozen=True, slots=True)
class StepTable:
    """Per square (flat index col + row * width): bit i of `legal` when terrain and walls
    allow the step in `DIRECTIONS[i]`; for diagonal steps, bit i of `side1` / `side2` when
    that side of the corner is closed by terrain or walls; `cost` to enter the square."""

    width: int
    legal: list[int]
    side1: list[int]
    side2: list[int]
    cost: list[int]
    wall: list[bool]
    #: Filled as squares are first expanded: the steps terrain allows from each square.
    neighbours: list[list[tuple[int, int, int | None, int]] | None]


def _map_grids(m: BoardMap) -> dict[str, BoolGrid]:
    """Per-square flags of the map, padded by one off-map square on every side."""
    kinds, flat_codes = m.cell_kinds
    codes = np.array(flat_codes, dtype=np.int64).reshape(m.height, m.width)
    props = np.array(
        [
            (
                c.is_wall,
                c.is_solid,
                c.is_elevated,
                c.has(TerrainType.DIFFICULT),
                c.has(TerrainType.AQUATIC),
            )
            for c in kinds
        ],
        dtype=bool,
    ).reshape(len(kinds), 5)
    h, w = m.height, m.width
    grids: dict[str, BoolGrid] = {}
    for i, name in enumerate(("wall", "solid", "elevated", "difficult", "aquatic")):
        padded = np.zeros((h + 2, w + 2), bool)
        padded[1:-1, 1:-1] = props[codes, i]
        grids[name] = padded
    for top in m.stair_tops():
        grids["elevated"][top.row + 1, top.col + 1] = True
    onmap = np.zeros((h + 2, w + 2), bool)
    onmap[1:-1, 1:-1] = True
    grids["onmap"] = onmap
    rubble = np.zeros((h + 2, w + 2), bool)
    for sq in m.rubble:
        if m.contains(sq):
            rubble[sq.row + 1, sq.col + 1] = True
    grids["rubble"] = rubble
    west = np.zeros((h + 2, w + 2), bool)
    north = np.zeros((h + 2, w + 2), bool)
    for wall in m.walls:
        c, r = wall.square
        if 0 <= c <= w and 0 <= r <= h:
            (west if wall.edge is Edge.WEST else north)[r + 1, c + 1] = True
    grids["west"], grids["north"] = west, north
    return grids


def _shift(grid: BoolGrid, dc: int, dr: int, h: int, w: int) -> BoolGrid:
    """The padded `grid` seen from each map square at offset (dc, dr), unpadded."""
    return grid[1 + dr : 1 + dr + h, 1 + dc : 1 + dc + w]


def _wall_to(
    g: dict[str, BoolGrid], h: int, w: int, dc: int, dr: int, at_c: int = 0, at_r: int = 0
) -> BoolGrid:
    """Wall between square s and s + (dc, dr), for s = each square + (at_c, at_r)."""
    if dc == 1:
        return _shift(g["west"], at_c + 1, at_r, h, w)
    if dc == -1:
        return _shift(g["west"], at_c, at_r, h, w)
    if dr == 1:
        return _shift(g["north"], at_c, at_r + 1, h, w)
    return _shift(g["north"], at_c, at_r, h, w)


def adjacency_masks(m: BoardMap) -> list[int]:
    """Per square (flat index), bit i set when the neighbour in `DIRECTIONS[i]` is adjacent
    to it for figures (as `squares_adjacent` judges), for the whole map at once; cached."""
    cached: list[int] | None = getattr(m, "_adjacency_masks", None)
    if cached is not None:
        return cached
    g = _map_grids(m)
    h, w = m.height, m.width
    elev = _shift(g["elevated"], 0, 0, h, w)
    # a side closes a corner: Indoor Solid between Elevated squares; Solid or Elevated
    # between Ground ones
    closes_elevated = g["wall"]
    closes_ground = g["solid"] | g["elevated"]
    masks = np.zeros((h, w), np.int64)
    for i, (dc, dr) in enumerate(DIRECTIONS):
        there = _shift(g["onmap"], dc, dr, h, w)
        ok = there & (elev == _shift(g["elevated"], dc, dr, h, w))
        if dc == 0 or dr == 0:
            ok &= ~_wall_to(g, h, w, dc, dr)
        else:
            sides = []
            for sc, sr in ((dc, 0), (0, dr)):
                by_square = np.where(
                    elev,
                    _shift(closes_elevated, sc, sr, h, w),
                    _shift(closes_ground, sc, sr, h, w),
                )
                by_wall = _wall_to(g, h, w, sc, sr) | _wall_to(g, h, w, dc - sc, dr - sr, sc, sr)
                sides.append(by_square | by_wall)
            ok &= ~(sides[0] & sides[1])
        masks |= ok.astype(np.int64) << i
    flat: list[int] = masks.ravel().tolist()
    for f in m.features:
        for a, b in ((f.bottom, f.top), (f.top, f.bottom)):
            d = (b.col - a.col, b.row - a.row)
            if d in DIRECTIONS and m.contains(a) and m.contains(b):
                flat[a.col + a.row * w] |= 1 << DIRECTIONS.index(d)
    object.__setattr__(m, "_adjacency_masks", flat)
    return flat


def _build(m: BoardMap, free_elevation: bool, ign_difficult: bool, ign_aquatic: bool) -> StepTable:
    g = _map_grids(m)
    h, w = m.height, m.width
    joined = {d: np.zeros((h, w), bool) for d in DIRECTIONS}
    for f in m.features:
        for a, b in ((f.bottom, f.top), (f.top, f.bottom)):
            d = (b.col - a.col, b.row - a.row)
            if d in joined and m.contains(a):
                joined[d][a.row, a.col] = True
    here = {k: _shift(v, 0, 0, h, w) for k, v in g.items()}

    def enter_ok(dc: int, dr: int) -> BoolGrid:
        there = {k: _shift(g[k], dc, dr, h, w) for k in ("onmap", "wall", "elevated", "solid")}
        elev_ok = (
            ~there["elevated"]
            | here["elevated"]
            | joined[(dc, dr)]
            | (here["rubble"] & there["solid"])
        )
        if free_elevation:
            elev_ok = np.ones((h, w), bool)
        ok: BoolGrid = there["onmap"] & ~there["wall"] & elev_ok
        return ok

    def wall_to(dc: int, dr: int, at_c: int = 0, at_r: int = 0) -> BoolGrid:
        return _wall_to(g, h, w, dc, dr, at_c, at_r)

    legal = np.zeros((h, w), np.int64)
    side1 = np.zeros((h, w), np.int64)
    side2 = np.zeros((h, w), np.int64)
    for i, (dc, dr) in enumerate(DIRECTIONS):
        ok = enter_ok(dc, dr)
        if dc == 0 or dr == 0:
            ok &= ~wall_to(dc, dr)
        else:
            s1 = ~enter_ok(dc, 0) | wall_to(dc, 0) | wall_to(0, dr, dc, 0)
            s2 = ~enter_ok(0, dr) | wall_to(0, dr) | wall_to(dc, 0, 0, dr)
            ok &= ~(s1 & s2)
            side1 |= s1.astype(np.int64) << i
            side2 |= s2.astype(np.int64) << i
        legal |= ok.astype(np.int64) << i
    dear = np.zeros((h, w), bool)
    if not ign_difficult:
        dear |= here["difficult"]
    if not ign_aquatic:
        dear |= here["aquatic"]
    cost = 1 + dear.astype(np.int64)
    return StepTable(
        w,
        legal.ravel().tolist(),
        side1.ravel().tolist(),
        side2.ravel().tolist(),
        cost.ravel().tolist(),
        here["wall"].ravel().tolist(),
        [None] * (h * w),
    )


def _phased_table(m: BoardMap) -> StepTable:
    h, w = m.height, m.width
    onmap = np.zeros((h + 2, w + 2), bool)
    onmap[1:-1, 1:-1] = True
    legal = np.zeros((h, w), np.int64)
    for i, (dc, dr) in enumerate(DIRECTIONS):
        legal |= _shift(onmap, dc, dr, h, w).astype(np.int64) << i
    zeros = [0] * (h * w)
    walls = _map_grids(m)["wall"][1:-1, 1:-1].ravel().tolist()
    return StepTable(
        w, legal.ravel().tolist(), zeros, zeros, [1] * (h * w), walls, [None] * (h * w)
    )


def step_table(m: BoardMap, mover: Figure) -> StepTable:
    """The terrain step table of `m` for a mover with `mover`'s traits (cached on the map)."""
    from faserip_desk.board.movement import ignores

    if mover.phased:
        key: tuple[bool, ...] = (True,)
    else:
        key = (
            mover.flies or mover.is_giant or mover.ignores_elevation,
            ignores(mover, TerrainType.DIFFICULT),
            ignores(mover, TerrainType.AQUATIC),
        )
    cache: dict[tuple[bool, ...], StepTable] | None = getattr(m, "_step_tables", None)
    if cache is None:
        cache = {}
        # BoardMap is immutable, so the tables stay valid for the object's lifetime.
        object.__setattr__(m, "_step_tables", cache)
    table = cache.get(key)
    if table is None:
        table = _phased_table(m) if mover.phased else _build(m, *key)
        cache[key] = table
    return table


def adjacent_set(m: BoardMap, home: Square) -> set[int]:
    """Flat indices of the squares adjacent to `home` (itself included), cached on the map."""
    cache: dict[Square, set[int]] | None = getattr(m, "_adjacent_sets", None)
    if cache is None:
        cache = {}
        object.__setattr__(m, "_adjacent_sets", cache)
    found = cache.get(home)
    if found is None:
        w = m.width
        here = home.col + home.row * w
        mask = adjacency_masks(m)[here]
        found = {here} | {
            here + dc + dr * w for i, (dc, dr) in enumerate(DIRECTIONS) if (mask >> i) & 1
        }
        cache[home] = found
    return found


def threat_zones(board: Board, mover: Figure) -> dict[int, list[set[int]]]:
    """For each square adjacent to an opposing figure able to make an attack of opportunity,
    the sets of squares adjacent to each such figure (leaving one provokes it)."""
    m = board.map
    zones: dict[int, list[set[int]]] = {}
    for other in board.on_map():
        if other.id == mover.id or not other.is_opposing(mover):
            continue
        if not other.can_make_opportunity_attack():
            continue
        adj = adjacent_set(m, other.square)
        for lin in adj:
            zones.setdefault(lin, []).append(adj)
    return zones


def _neighbours(table: StepTable, a: int) -> list[tuple[int, int, int | None, int]]:
    """The steps terrain allows from `a`: (square, cost to enter, side squares of a diagonal
    corner, -1 for a side already closed by terrain; None for orthogonal steps)."""
    w = table.width
    mask, s1, s2 = table.legal[a], table.side1[a], table.side2[a]
    found: list[tuple[int, int, int | None, int]] = []
    for i, (dc, dr) in enumerate(DIRECTIONS):
        if not (mask >> i) & 1:
            continue
        b = a + dc + dr * w
        if dc and dr:
            side1 = -1 if (s1 >> i) & 1 else a + dc
            side2 = -1 if (s2 >> i) & 1 else a + dr * w
            found.append((b, table.cost[b], side1, side2))
        else:
            found.append((b, table.cost[b], None, -1))
    return found


def _distance_to(goals: set[int], width: int, size: int) -> list[int]:
    """Per square (flat), the Chebyshev distance to the box around the `goals`."""
    cols = [g % width for g in goals]
    rows = [g // width for g in goals]
    r, c = np.divmod(np.arange(size), width)
    dc = np.maximum(np.maximum(min(cols) - c, c - max(cols)), 0)
    dr = np.maximum(np.maximum(min(rows) - r, r - max(rows)), 0)
    found: list[int] = np.maximum(dc, dr).tolist()
    return found


def search(
    table: StepTable,
    start: int,
    budget: int,
    blockers: set[int],
    zones: dict[int, list[set[int]]] | None,
    zone_from_start_only: bool,
    goals: set[int] | None = None,
) -> dict[int, tuple[int, int]]:
    """Cheapest cost and previous square of every square within `budget` of `start`.

    With `zones`, steps that leave a square of a zone for a square outside that zone's set
    are refused (only from the start square when `zone_from_start_only`, i.e. Flyers).
    With `goals`, the search stops once all of them are settled, and never enters a square
    from which no goal is within the budget left (every step costs at least 1 and moves
    one square, so the Chebyshev distance to the goals is a lower bound): only the goals'
    entries are then final. Dropping those squares keeps the order in which the others
    are expanded, so the goals' paths are the same.
    """
    left = len(goals) if goals is not None else -1
    nbrs = table.neighbours
    size = len(nbrs)
    toward = None if not goals else _distance_to(goals, table.width, size)
    far = budget + 1
    dist = [far] * size  # a flat list: faster to read than a dict in the inner loop
    dist[start] = 0
    parent = {start: -1}
    heap = [start]  # cost * size + square: ordered by cost, then by square like the reference
    pop, push = heapq.heappop, heapq.heappush
    while heap:
        cost, a = divmod(pop(heap), size)
        if cost > dist[a]:
            continue
        if goals is not None and a in goals:
            left -= 1
            if left == 0:
                break
        steps = nbrs[a]
        if steps is None:
            steps = nbrs[a] = _neighbours(table, a)
        guard = None
        if zones is not None and (a == start or not zone_from_start_only):
            guard = zones.get(a)
        for b, enter, side1, side2 in steps:
            total = cost + enter
            if total >= dist[b] or b in blockers:  # dist is budget + 1 until reached
                continue
            if toward is not None and total + toward[b] > budget:
                continue
            if (
                side1 is not None
                and blockers
                and (side1 < 0 or side1 in blockers)
                and (side2 < 0 or side2 in blockers)
            ):
                continue
            if guard is not None and any(b not in adj for adj in guard):
                continue
            dist[b] = total
            parent[b] = a
            push(heap, total * size + b)
    return {k: (dist[k], p) for k, p in parent.items()}


def tree_provokes(
    found: dict[int, tuple[int, int]],
    zones: dict[int, list[set[int]]],
    start: int,
    from_start_only: bool,
) -> bool:
    """Does any step of the search's cheapest paths provoke an attack of opportunity?

    When none does, the search that refuses provoking steps finds the same costs and, as
    it expands squares in the same order, the same paths, so it need not run."""
    for lin, (_, prev) in found.items():
        if prev < 0 or (from_start_only and prev != start):
            continue
        guard = zones.get(prev)
        if guard is not None and any(lin not in adj for adj in guard):
            return True
    return False
