"""One path and one cost for a move (issue 22 item 4): a traced path that zigzags through
the orthogonal squares of each diagonal settles on the reach's path and cost (rules:
Movement — a diagonal step costs like any other)."""

from __future__ import annotations

import pytest

from benchmarks.differential import random_board
from faserip_desk.board.figures import Board, Figure
from faserip_desk.board.movement import Reach, reachable_squares
from faserip_desk.board.path_report import path_report, settled_path
from faserip_desk.board.squares import Square


def zigzag(path: tuple[Square, ...]) -> list[Square]:
    """The path with each diagonal step split into a column step then a row step."""
    out = [path[0]]
    for b in path[1:]:
        a = out[-1]
        if a.col != b.col and a.row != b.row:
            out.append(Square(b.col, a.row))
        out.append(b)
    return out


@pytest.mark.parametrize("seed", range(20))
def test_a_zigzag_trace_settles_on_the_reach_cost(seed: int) -> None:
    board = random_board(seed)
    checked = 0
    for mover in board.on_map():
        reach = reachable_squares(board, mover)
        for square, found in reach.items():
            traced = zigzag(found.path)
            settled = settled_path(board, mover, traced, reach)
            report = path_report(board, mover, settled)
            assert settled[-1] == square and report.legal, (seed, mover.id, square.name)
            assert report.cost in (found.cost, cost_of_safe(board, mover, found))
            checked += len(traced) > len(found.path)
    assert checked > 0


def cost_of_safe(board: Board, mover: Figure, found: Reach) -> int | None:
    """The cost of the reach's path that provokes no attack of opportunity, if any."""
    if found.safe_path is None:
        return None
    return path_report(board, mover, found.safe_path).cost
