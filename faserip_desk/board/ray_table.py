"""Precomputed line geometry for every offset on a map of a given size, as numpy arrays.

The squares, edges and corners a centre-to-centre line crosses depend only on the offset
between its ends, so they are worked out once per map size (from `line_walk`, the same
exact procedure the single-line questions use) and stored as offsets that are added to the
origin's index at question time. Used by `sight_field` for whole-map questions.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from functools import lru_cache

import numpy as np
import numpy.typing as npt

from faserip_desk.board.line_walk import canonical_path

IntArray = npt.NDArray[np.int64]
SmallArray = npt.NDArray[np.int32]

# Quadrants of a square around a grid corner, used to look up walls touching the corner.
NW, NE, SW, SE = 0, 1, 2, 3


@dataclass(frozen=True)
class Segments:
    """Per offset, a slice (start, length) into flat arrays; indexed [dy + ny, dx + nx]."""

    start: IntArray
    length: IntArray


@dataclass(frozen=True)
class RayTable:
    """Line geometry for a width × height map (all offsets between two of its squares)."""

    width: int
    height: int
    cells: Segments
    cell_delta: IntArray  # linear index offset of each crossed square (stride width)
    edges: Segments
    edge_delta: IntArray  # 2 * square offset + (0: its west edge, 1: its north edge)
    corners: Segments
    side1_delta: IntArray
    side2_delta: IntArray
    corner_delta: IntArray  # corner point offset (stride width + 1)
    side1_quadrant: IntArray
    side2_quadrant: IntArray


def _canonical_parts(n: int) -> dict[str, list[list[tuple[int, ...]]]]:
    """Crossed cells, orthogonal steps and diagonal steps of every canonical path."""
    parts: dict[str, list[list[tuple[int, ...]]]] = {"cells": [], "edges": [], "corners": []}
    for u in range(n + 1):
        for v in range(u + 1):
            path = canonical_path(u, v)
            parts["cells"].append(list(path[1:-1]))
            edges: list[tuple[int, ...]] = []
            corners: list[tuple[int, ...]] = []
            for (x0, y0), (x1, y1) in itertools.pairwise(path):
                if x0 != x1 and y0 != y1:
                    corners.append((x0, y0, x1, y1))
                else:
                    edges.append((x0, y0, x1, y1))
            parts["edges"].append(edges)
            parts["corners"].append(corners)
    return parts


def _flatten(
    groups: list[list[tuple[int, ...]]], width: int
) -> tuple[IntArray, IntArray, IntArray]:
    lengths = np.array([len(g) for g in groups], dtype=np.int64)
    starts = np.concatenate(([0], np.cumsum(lengths)[:-1])).astype(np.int64)
    flat = [t for g in groups for t in g]
    data = np.array(flat, dtype=np.int64).reshape(len(flat), width)
    return starts, lengths, data


@lru_cache(maxsize=8)
def ray_table(width: int, height: int) -> RayTable:
    """The geometry table for a map of this size (cached)."""
    n = max(width, height) - 1
    parts = _canonical_parts(n)
    uv = np.array([(u, v) for u in range(n + 1) for v in range(u + 1)], dtype=np.int64)
    c_start, c_len, c_xy = _flatten(parts["cells"], 2)
    e_start, e_len, e_xy = _flatten(parts["edges"], 4)
    k_start, k_len, k_xy = _flatten(parts["corners"], 4)
    nx, ny = width - 1, height - 1
    shape = (2 * ny + 1, 2 * nx + 1)
    segs = {name: (np.zeros(shape, np.int64), np.zeros(shape, np.int64)) for name in "cek"}
    out: dict[str, list[IntArray]] = {
        k: [] for k in ("cell", "edge", "s1", "s2", "corner", "q1", "q2")
    }
    base = {"c": 0, "e": 0, "k": 0}
    for swap in (False, True):
        for sx in (1, -1):
            for sy in (1, -1):

                def tr(
                    x: IntArray, y: IntArray, sx: int = sx, sy: int = sy, swap: bool = swap
                ) -> tuple[IntArray, IntArray]:
                    return (sx * y, sy * x) if swap else (sx * x, sy * y)

                dx, dy = tr(uv[:, 0], uv[:, 1])
                ok = (np.abs(dx) <= nx) & (np.abs(dy) <= ny)
                for key, st, ln in (
                    ("c", c_start, c_len),
                    ("e", e_start, e_len),
                    ("k", k_start, k_len),
                ):
                    segs[key][0][dy[ok] + ny, dx[ok] + nx] = st[ok] + base[key]
                    segs[key][1][dy[ok] + ny, dx[ok] + nx] = ln[ok]
                cx, cy = tr(c_xy[:, 0], c_xy[:, 1])
                out["cell"].append(cx + cy * width)
                ax, ay = tr(e_xy[:, 0], e_xy[:, 1])
                bx, by = tr(e_xy[:, 2], e_xy[:, 3])
                vertical = ay == by  # same row: the edge between them is vertical
                out["edge"].append(
                    2 * (np.maximum(ax, bx) + np.maximum(ay, by) * width) + np.where(vertical, 0, 1)
                )
                xx, xy = tr(k_xy[:, 0], k_xy[:, 1])
                dxx, dxy = tr(k_xy[:, 2], k_xy[:, 3])
                # side 1 = (D.col, X.row), side 2 = (X.col, D.row)
                out["s1"].append(dxx + xy * width)
                out["s2"].append(xx + dxy * width)
                px, py = np.maximum(xx, dxx), np.maximum(xy, dxy)
                out["corner"].append(px + py * (width + 1))
                east1, north1 = dxx > xx, xy < dxy
                out["q1"].append(np.where(north1, np.where(east1, NE, NW), np.where(east1, SE, SW)))
                east2, north2 = xx > dxx, dxy < xy
                out["q2"].append(np.where(north2, np.where(east2, NE, NW), np.where(east2, SE, SW)))
                base["c"] += len(c_xy)
                base["e"] += len(e_xy)
                base["k"] += len(k_xy)
    cat = {k: np.concatenate(v) for k, v in out.items()}
    return RayTable(
        width,
        height,
        Segments(*segs["c"]),
        cat["cell"],
        Segments(*segs["e"]),
        cat["edge"],
        Segments(*segs["k"]),
        cat["s1"],
        cat["s2"],
        cat["corner"],
        cat["q1"],
        cat["q2"],
    )
