"""The vectorised ray table holds exactly the lines `line_walk` draws one by one (DESIGN.md
§5: a line crosses the squares whose inside it passes through; through a grid corner it
steps diagonally)."""

from __future__ import annotations

import itertools

from faserip_desk.board.line_walk import canonical_path
from faserip_desk.board.ray_table import canonical, canonical_edges


def test_canonical_lines_match_the_exact_walk() -> None:
    n = 40
    can = canonical(n)
    edge_xy, edge_off = canonical_edges(n)
    for k, (u, v) in enumerate(zip(can.u.tolist(), can.v.tolist(), strict=True)):
        path = canonical_path(u, v)
        cells = can.cell_xy[can.cell_off[k] : can.cell_off[k + 1]].tolist()
        assert sorted(map(tuple, cells)) == sorted(path[1:-1]), (u, v)
        steps = list(itertools.pairwise(path))
        diagonal = [(*a, *b) for a, b in steps if a[0] != b[0] and a[1] != b[1]]
        straight = [(*a, *b) for a, b in steps if a[0] == b[0] or a[1] == b[1]]
        corners = can.corner_xy[can.corner_off[k] : can.corner_off[k + 1]].tolist()
        edges = edge_xy[edge_off[k] : edge_off[k + 1]].tolist()
        assert sorted(map(tuple, corners)) == sorted(diagonal), (u, v)
        assert sorted(map(tuple, edges)) == sorted(straight), (u, v)
