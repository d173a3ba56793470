"""Line of sight between every pair of figures at once (same answers as `line_of_sight`
pair by pair; the differential tests check this).

Every ordered pair's line is read from the canonical ray table and judged in one numpy
pass: the terrain flags of the crossed squares and corners, plus the figures standing on
them, which block or not depending on the viewer (its teammates do not). Pairs with a
special left to judge (adjacent figures, Giants, figures hidden by a special, smoke or
fire on an end) are asked one by one.
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np
import numpy.typing as npt

from faserip_desk.board.figures import Board, Figure
from faserip_desk.board.geometry_rules import corners_either
from faserip_desk.board.line_of_sight import figure_blocks, line_of_sight
from faserip_desk.board.ray_table import Canonical, IntArray, canonical_edges, ray_table
from faserip_desk.board.sight_field import ELEVATED, GROUND, MIXED, _grids, _wall_edges

U8 = npt.NDArray[np.uint8]


def _elements(
    can: Canonical, xy: IntArray, off: IntArray, k: IntArray
) -> tuple[IntArray, IntArray, IntArray]:
    """Per element of the pairs' canonical pieces: its row in `xy`, the pair it belongs to,
    and the start of each non-empty pair's run (for a reduction)."""
    lengths = off[k + 1] - off[k]
    starts = np.cumsum(lengths) - lengths
    owner = np.repeat(np.arange(len(k)), lengths)
    rows = np.arange(int(lengths.sum())) - np.repeat(starts, lengths) + np.repeat(off[k], lengths)
    return rows, owner, starts


def sight_among(board: Board, figures: Iterable[Figure] | None = None) -> dict[str, set[str]]:
    """For each figure (all on the map by default), the ids of the others it sees."""
    figs = list(board.on_map() if figures is None else figures)
    m = board.map
    w = m.width
    grids = _grids(m)
    elev = grids["elevated"].ravel()
    smoke = grids["smoke"].ravel()
    terrain = (
        (grids["solid"].ravel() | elev | smoke) * GROUND + elev * MIXED + (elev & smoke) * ELEVATED
    ).astype(np.uint8)
    # a figure standing on a square adds these flags when it blocks the viewer's line
    fig_bits = (GROUND + elev * ELEVATED).astype(np.uint8)
    on_map = list(board.on_map())
    fig_at = np.full(m.width * m.height, -1, np.int64)
    for i, f in enumerate(on_map):
        fig_at[f.square.col + f.square.row * w] = i
    blocks = _blocks(board, figs, on_map)
    seen: dict[str, set[str]] = {f.id: set() for f in figs}
    n = len(figs)
    cols = np.array([f.square.col for f in figs], dtype=np.int64)
    rows = np.array([f.square.row for f in figs], dtype=np.int64)
    odd = (
        np.array([f.is_giant or board.is_ignored_for_los(f) for f in figs], dtype=bool)
        | smoke[cols + rows * w]
    )
    pa, pb = (x.ravel() for x in np.indices((n, n)))
    near = np.maximum(np.abs(cols[pa] - cols[pb]), np.abs(rows[pa] - rows[pb])) <= 1
    special = near | odd[pa] | odd[pb]
    # a viewer that is a Giant or stands in smoke is judged one by one too (odd[pa])
    for a, b in zip(
        pa[special & (pa != pb)].tolist(), pb[special & (pa != pb)].tolist(), strict=True
    ):
        if line_of_sight(board, figs[a], figs[b]).visible:
            seen[figs[a].id].add(figs[b].id)
    keep = ~special & (pa != pb)
    pa, pb = pa[keep], pb[keep]
    quick = list(zip(pa.tolist(), pb.tolist(), strict=True))
    if not quick:
        return seen
    ax = np.array([f.square.col for f in figs])[pa]
    ay = np.array([f.square.row for f in figs])[pa]
    dx = np.array([f.square.col for f in figs])[pb] - ax
    dy = np.array([f.square.row for f in figs])[pb] - ay
    swap = np.abs(dy) > np.abs(dx)
    sx = np.where(dx >= 0, 1, -1)
    sy = np.where(dy >= 0, 1, -1)
    u = np.where(swap, np.abs(dy), np.abs(dx))
    v = np.where(swap, np.abs(dx), np.abs(dy))
    k = u * (u + 1) // 2 + v
    # canonical (x, y) → flat index change x * along_x + y * along_y
    along_x = np.where(swap, sy * w, sx)
    along_y = np.where(swap, sx, sy * w)
    origin = ax + ay * w
    ve = elev[origin]
    te = elev[origin + dx + dy * w]
    case = np.where(ve & te, ELEVATED, np.where(ve | te, MIXED, GROUND)).astype(np.uint8)
    can = ray_table(m.width, m.height).canonical

    def bits_at(lin: IntArray, owner: IntArray) -> U8:
        who = fig_at[lin]
        stands = who >= 0
        hit = np.zeros(len(lin), bool)
        hit[stands] = blocks[pa[owner[stands]], who[stands]]
        out: U8 = terrain[lin] | (fig_bits[lin] * hit)
        return out

    acc = np.zeros(len(quick), np.uint8)
    rows, owner, starts = _elements(can, can.cell_xy, can.cell_off, k)
    if rows.size:
        lin = origin[owner] + can.cell_xy[rows, 0] * along_x[owner]
        lin += can.cell_xy[rows, 1] * along_y[owner]
        some = (can.cell_off[k + 1] - can.cell_off[k]) > 0
        acc[some] |= np.bitwise_or.reduceat(bits_at(lin, owner), starts[some])
    rows, owner, starts = _elements(can, can.corner_xy, can.corner_off, k)
    if rows.size:
        x0, y0, x1, y1 = (can.corner_xy[rows, i] for i in range(4))
        o, axx, ayy = origin[owner], along_x[owner], along_y[owner]
        s1 = o + x1 * axx + y0 * ayy
        s2 = o + x0 * axx + y1 * ayy
        b1, b2 = bits_at(s1, owner), bits_at(s2, owner)
        if m.walls:
            a_ = o + x0 * axx + y0 * ayy
            d_ = o + x1 * axx + y1 * ayy
            b1 = b1 | _walls_between(m, a_, s1, w) | _walls_between(m, s1, d_, w)
            b2 = b2 | _walls_between(m, a_, s2, w) | _walls_between(m, s2, d_, w)
        some = (can.corner_off[k + 1] - can.corner_off[k]) > 0
        closed = b1 | b2 if corners_either() else b1 & b2  # house rule `corners`
        acc[some] |= np.bitwise_or.reduceat(closed, starts[some])
    if m.walls:
        edge_xy, edge_off = canonical_edges(can.n)
        rows, owner, starts = _elements(can, edge_xy, edge_off, k)
        if rows.size:
            o, axx, ayy = origin[owner], along_x[owner], along_y[owner]
            e = edge_xy[rows]
            p = o + e[:, 0] * axx + e[:, 1] * ayy
            q = o + e[:, 2] * axx + e[:, 3] * ayy
            some = (edge_off[k + 1] - edge_off[k]) > 0
            acc[some] |= np.bitwise_or.reduceat(_walls_between(m, p, q, w), starts[some])
    visible = (acc & case) == 0
    for i in np.nonzero(visible)[0].tolist():
        seen[figs[quick[i][0]].id].add(figs[quick[i][1]].id)
    return seen


def _blocks(board: Board, viewers: list[Figure], others: list[Figure]) -> npt.NDArray[np.bool_]:
    """[v, o]: does `others[o]` block the lines of `viewers[v]` (as `figure_blocks`)?"""
    teams: dict[tuple[str, str], int] = {}
    masks = {
        f.id: sum(1 << teams.setdefault((f.player, a), len(teams)) for a in f.affiliations)
        for f in (*viewers, *others)
    }
    if len(teams) > 62:  # too many teams for one machine word: ask figure by figure
        return np.array(
            [[figure_blocks(board, v, o) for o in others] for v in viewers], dtype=bool
        ).reshape(len(viewers), len(others))
    mv = np.array([masks[f.id] for f in viewers], np.int64)
    mo = np.array([masks[f.id] for f in others], np.int64)
    same = np.array([f.id for f in viewers])[:, None] == np.array([f.id for f in others])[None, :]
    ignored = np.array([board.is_ignored_for_los(o) for o in others], dtype=bool)
    mates = ((mv[:, None] & mo[None, :]) != 0) | same
    found: npt.NDArray[np.bool_] = ~mates & ~ignored[None, :]
    return found


def _walls_between(m: object, p: IntArray, q: IntArray, w: int) -> U8:
    """GROUND where a wall stands between the orthogonal neighbours p and q (flat)."""
    from faserip_desk.board.map_model import BoardMap

    assert isinstance(m, BoardMap)
    edges = _wall_edges(m)
    big = np.maximum(p, q)
    vertical = (p // w) == (q // w)  # same row: the west edge of the eastern square
    found: U8 = edges[2 * big + np.where(vertical, 0, 1)]
    return found
