"""A pale base under a figure reads as held when its rim shows.

A white base on pale print changes the colour only where the figure's foot stands on it;
its edge still rings it with a thin darker line. Such a square is read as held (weakly),
so it competes with the figure's body beside it; the same foot without a rim does not.
"""

from __future__ import annotations

import cv2
import numpy as np

from faserip_desk.board.squares import Square
from faserip_desk.game.state import GameState
from faserip_desk.sync.analyse import PPI, judge
from faserip_desk.sync.spill import OCCUPIED

PRINT = (225, 232, 236)
FOOT = (40, 40, 170)
BASE = Square.parse("H12")


def _photo(state: GameState, rim: bool) -> tuple[np.ndarray, np.ndarray]:
    """The print and a rectified photo of it with a figure's foot on `BASE` (and its pale
    base's rim, if `rim`), everything else empty."""
    board = state.board_map
    reference = np.zeros((board.height * PPI, board.width * PPI, 3), np.uint8)
    reference[:] = PRINT
    photo = reference.copy()
    centre = (round((BASE.col + 0.52) * PPI), round((BASE.row + 0.47) * PPI))
    if rim:
        radius = round(14 / 25.4 * PPI)  # a 28 mm base
        cv2.circle(photo, centre, radius, (170, 176, 180), 2, cv2.LINE_AA)
    cv2.circle(photo, centre, round(0.2 * PPI), FOOT, -1, cv2.LINE_AA)
    return reference, photo


def _held(state: GameState, rim: bool) -> float:
    reference, photo = _photo(state, rim)
    empty = state.model_copy(update={"figures": []})
    readings, _, _ = judge(photo, reference, empty, frozenset())
    return next(r for r in readings if r.square == BASE).probability


def test_a_pale_base_with_its_rim_reads_as_held(demo_state: GameState) -> None:
    assert _held(demo_state, rim=True) >= OCCUPIED


def test_the_same_foot_without_a_rim_does_not(demo_state: GameState) -> None:
    assert _held(demo_state, rim=False) < OCCUPIED
