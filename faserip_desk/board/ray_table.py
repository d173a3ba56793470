"""Precomputed line geometry for whole-map questions, as numpy arrays (DESIGN.md §5).

What a centre-to-centre line crosses depends only on the offset between its ends. Every
offset is one of the canonical offsets (u, v), 0 <= v <= u, turned into one of eight
octants. The canonical lines are generated at once with numpy by the same exact integer
rule as `line_walk.canonical_path` (the tests compare them), grouped by (u, v) with u
running slowest; for each octant the table keeps each element's offset as a flat index
change for the map's row stride, so a question from one origin is a few slices, one
gather and one reduction per octant. Built in a few milliseconds and cached per size.

Three kinds of element make up a line: crossed squares (`cells`), diagonal steps through
a grid corner (its two side squares) and, for maps with walls only (`wall_table`, built
when first needed), orthogonal steps (the edge crossed) and the edges touching corners.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np
import numpy.typing as npt

from faserip_desk.board.table_cache import cached_table

IntArray = npt.NDArray[np.int64]
SmallArray = npt.NDArray[np.int32]

#: (swap, sx, sy): canonical (x, y) becomes (sx*x, sy*y), or (sx*y, sy*x) when swapped.
OCTANTS = tuple((swap, sx, sy) for swap in (False, True) for sx in (1, -1) for sy in (1, -1))


@dataclass(frozen=True)
class Canonical:
    """The canonical lines to every (u, v) with 0 <= v <= u <= n, pair k = u(u+1)/2 + v."""

    n: int
    u: IntArray
    v: IntArray
    cell_xy: IntArray  # (N, 2) crossed squares
    cell_off: IntArray  # pair k's crossed squares are cell_xy[cell_off[k]:cell_off[k+1]]
    corner_xy: IntArray  # (N, 4) diagonal steps x0, y0, x1, y1
    corner_off: IntArray


def _offsets(owner: IntArray, pairs: int) -> IntArray:
    counts = np.bincount(owner, minlength=pairs)
    return np.concatenate(([0], np.cumsum(counts))).astype(np.int64)


def _triples(n: int) -> dict[str, IntArray]:
    """One row per (pair, i) with 0 <= i < u: where the line crosses x = i + 1/2."""
    u = np.repeat(np.arange(n + 1, dtype=np.int64), np.arange(1, n + 2))
    k = np.arange(len(u), dtype=np.int64)
    v = k - u * (u + 1) // 2
    small = np.int32  # ~330k rows for a 100-square side: half the memory traffic
    pair = np.repeat(k.astype(small), u)
    first = np.concatenate(([0], np.cumsum(u)[:-1])).astype(small)
    i = np.arange(len(pair), dtype=small) - np.repeat(first, u)
    uu, vv = u.astype(small)[pair], v.astype(small)[pair]
    two_u = 2 * uu
    num = vv * (2 * i + 1) + uu
    # row = ceil((num - 2u) / 2u), the row just before x = i + 1/2; a corner when 2u | num
    row, rest = np.divmod(num - 1, two_u)
    corner = rest == two_u - 1
    prev = np.zeros_like(row)
    prev[1:] = row[:-1] + corner[:-1]
    prev[i == 0] = 0
    return {
        "u": u,
        "v": v,
        "pair": pair,
        "i": i,
        "row": row,
        "corner": corner,
        "rises": prev < row,  # the line rises into (i, row) before crossing x = i + 1/2
        "last": i == uu - 1,
    }


@lru_cache(maxsize=4)
def canonical(n: int) -> Canonical:
    """The canonical lines up to offset n (from memory, the disk cache, or built)."""
    return cached_table("canonical-lines", n, lambda: build_canonical(n), _whole)


def _whole(found: object) -> bool:
    """Whether a value read from the cache is a whole, consistent `Canonical`."""
    if not isinstance(found, Canonical):
        return False
    pairs = (found.n + 1) * (found.n + 2) // 2
    parts = (found.u, found.v, found.cell_xy, found.cell_off, found.corner_xy, found.corner_off)
    return (
        all(isinstance(a, np.ndarray) and a.dtype == np.int64 for a in parts)
        and found.u.shape == found.v.shape == (pairs,)
        and found.cell_off.shape == found.corner_off.shape == (pairs + 1,)
        and found.cell_xy.shape == (int(found.cell_off[-1]), 2)
        and found.corner_xy.shape == (int(found.corner_off[-1]), 4)
    )


def build_canonical(n: int) -> Canonical:
    """The canonical lines up to offset n, vectorised (see `line_walk.canonical_path`)."""
    t = _triples(n)
    pair, i, row, corner, rises = t["pair"], t["i"], t["row"], t["corner"], t["rises"]
    pairs = len(t["u"])
    # crossed squares: each (i, row) entered by rising, and each (i+1, row') but the end
    cx = np.stack((i, i + 1), axis=1)
    cy = np.stack((row, row + corner), axis=1)
    keep = np.stack((rises, ~t["last"]), axis=1)
    owner = np.stack((pair, pair), axis=1)[keep]
    cell_xy = np.stack((cx[keep], cy[keep]), axis=1)
    ci, cr = i[corner], row[corner]
    corner_xy = np.stack((ci, cr, ci + 1, cr + 1), axis=1)
    return Canonical(
        n,
        t["u"],
        t["v"],
        cell_xy,
        _offsets(owner, pairs),
        corner_xy,
        _offsets(pair[corner], pairs),
    )


@lru_cache(maxsize=4)
def canonical_edges(n: int) -> tuple[IntArray, IntArray]:
    """The orthogonal steps (x0, y0, x1, y1) of the canonical lines and their offsets per
    pair, only needed on maps with walls."""
    t = _triples(n)
    pair, i, row, rises, level = t["pair"], t["i"], t["row"], t["rises"], ~t["corner"]
    # rising (i, row-1) → (i, row), and level (i, row) → (i+1, row)
    e_pair = np.concatenate((pair[rises], pair[level]))
    e_xy = np.concatenate(
        (
            np.stack((i[rises], row[rises] - 1, i[rises], row[rises]), axis=1),
            np.stack((i[level], row[level], i[level] + 1, row[level]), axis=1),
        )
    )
    order = np.argsort(e_pair, kind="stable")
    return e_xy[order], _offsets(e_pair, len(t["u"]))


@dataclass(frozen=True)
class OctantTable:
    """One octant's elements as flat index changes for a map `width` wide: crossed squares
    and corner sides are square index changes plus `width * height` (so they never go
    negative); `target` is each pair's end square change (not shifted)."""

    target: IntArray
    cell: SmallArray
    side1: SmallArray
    side2: SmallArray


@dataclass(frozen=True)
class WallOctant:
    """One octant's edges, as `2 * square + (0 west edge, 1 north edge)` changes plus
    `2 * width * height`: those the line crosses, and per corner the two edges touching
    it on each side."""

    edge: SmallArray
    side1_edges: SmallArray  # (N, 2)
    side2_edges: SmallArray


@dataclass(frozen=True)
class RayTable:
    """Line geometry for a width × height map (all offsets between two of its squares)."""

    width: int
    height: int
    canonical: Canonical
    octants: tuple[OctantTable, ...]


@dataclass(frozen=True)
class WallTable:
    """The edge geometry for a width × height map, built only for maps with walls."""

    edge_off: IntArray
    octants: tuple[WallOctant, ...]


def _real(x: IntArray, y: IntArray, swap: bool, sx: int, sy: int) -> tuple[IntArray, IntArray]:
    return (sx * y, sy * x) if swap else (sx * x, sy * y)


def _edge_key(xy: IntArray, width: int, octant: tuple[bool, int, int]) -> IntArray:
    """2 * (square east or south of each edge) + (0 west edge, 1 north edge), relative,
    shifted by 2 * width * height … left to the caller."""
    x0, y0 = _real(xy[:, 0], xy[:, 1], *octant)
    x1, y1 = _real(xy[:, 2], xy[:, 3], *octant)
    key: IntArray = 2 * (np.maximum(x0, x1) + np.maximum(y0, y1) * width) + np.where(y0 == y1, 0, 1)
    return key


@lru_cache(maxsize=8)
def ray_table(width: int, height: int) -> RayTable:
    """The geometry table for a map of this size (cached)."""
    can = canonical(max(width, height) - 1)
    size = width * height
    small = np.int32  # half the memory to stream through per question
    octants = []
    for swap, sx, sy in OCTANTS:

        def lin(
            x: IntArray, y: IntArray, swap: bool = swap, sx: int = sx, sy: int = sy
        ) -> IntArray:
            rx, ry = _real(x, y, swap, sx, sy)
            out: IntArray = rx + ry * width
            return out

        c, k = can.cell_xy, can.corner_xy
        # side 1 = (x1, y0), side 2 = (x0, y1)
        octants.append(
            OctantTable(
                lin(can.u, can.v),
                (lin(c[:, 0], c[:, 1]) + size).astype(small),
                (lin(k[:, 2], k[:, 1]) + size).astype(small),
                (lin(k[:, 0], k[:, 3]) + size).astype(small),
            )
        )
    return RayTable(width, height, can, tuple(octants))


@lru_cache(maxsize=8)
def wall_table(width: int, height: int) -> WallTable:
    """The edge geometry for a map of this size (cached; maps without walls never ask)."""
    can = canonical(max(width, height) - 1)
    edge_xy, edge_off = canonical_edges(max(width, height) - 1)
    shift = 2 * width * height
    k = can.corner_xy
    x0, y0, x1, y1 = k[:, 0], k[:, 1], k[:, 2], k[:, 3]
    # each side of a corner closes with a wall between it and either end of the step
    sides1 = (np.stack((x0, y0, x1, y0), axis=1), np.stack((x1, y0, x1, y1), axis=1))
    sides2 = (np.stack((x0, y0, x0, y1), axis=1), np.stack((x0, y1, x1, y1), axis=1))
    octants = []
    for octant in OCTANTS:

        def key(xy: IntArray, octant: tuple[bool, int, int] = octant) -> IntArray:
            return _edge_key(xy, width, octant) + shift

        octants.append(
            WallOctant(
                key(edge_xy).astype(np.int32),
                np.stack([key(e) for e in sides1], axis=1).astype(np.int32),
                np.stack([key(e) for e in sides2], axis=1).astype(np.int32),
            )
        )
    return WallTable(edge_off, tuple(octants))


def octant_bounds(
    table: RayTable, col: int, row: int, swap: bool, sx: int, sy: int
) -> tuple[int, int]:
    """The largest canonical u and v of targets on the map in this octant from (col, row)."""
    along_x = table.width - 1 - col if sx > 0 else col
    along_y = table.height - 1 - row if sy > 0 else row
    return (along_y, along_x) if swap else (along_x, along_y)


def selected_pairs(big_u: int, big_v: int) -> list[tuple[int, int]]:
    """Runs [first, end) of canonical pairs with 1 <= u <= big_u and v <= min(u, big_v)."""
    runs: list[tuple[int, int]] = []
    full = min(big_u, big_v)
    if full >= 1:
        runs.append((1, (full + 1) * (full + 2) // 2))
    for u in range(full + 1, big_u + 1):
        base = u * (u + 1) // 2
        runs.append((base, base + big_v + 1))
    return runs
