"""The fast board engine gives the same answers as the simple exact implementations on
seeded random boards (reach: squares, costs, paths and safe paths; charge squares; line of
sight and line of effect to every square; adjacency). The full run is
`python3 dev.py differential 1000`; the suite checks a smaller count."""

from __future__ import annotations

import pytest

from benchmarks.differential import compare, random_board
from faserip_desk.board.movement import reachable_squares
from faserip_desk.board.reference_impl import reachable_squares as reference_reach


@pytest.mark.parametrize("first", range(0, 150, 30))
def test_fast_engine_agrees_with_the_reference_on_random_boards(first: int) -> None:
    for seed in range(first, first + 30):
        assert compare(random_board(seed), seed) == [], f"seed {seed}"


def test_random_boards_exercise_the_rules_the_engine_shortcuts() -> None:
    """The generator really makes boards where costs, blocks and opportunity attacks matter."""
    dear = blocked = risky = 0
    for seed in range(60):
        board = random_board(seed)
        for f in board.on_map():
            found = reference_reach(board, f)
            dear += any(r.cost > f.square.distance(s) for s, r in found.items())
            risky += any(r.safe_path is None for r in found.values())
            blocked += len(found) < sum(
                1 for s in board.map.squares() if s.distance(f.square) <= f.speed
            )
            assert reachable_squares(board, f) == found
    assert dear > 20 and blocked > 20 and risky > 5
