"""A pale base whose rim shows only in part is read by its top tinting its ring all round.

A white base on pale print changes the colour too little to count as changed, and the
figure's body or shadow hides part of its rim, so its rim alone is not enough. Its top
still tints the print a little all round the ring, which the print next to a figure's
body or shadow does not: some rim and a ring tinted all round read as held (weakly).
"""

from __future__ import annotations

import cv2
import numpy as np

from faserip_desk.board.squares import Square
from faserip_desk.game.state import GameState
from faserip_desk.sync.analyse import PPI, judge
from faserip_desk.sync.light import normalise
from faserip_desk.sync.rims import RIM_READ, SOME_RIM, rim_map, rim_scores
from faserip_desk.sync.spill import OCCUPIED

PRINT = (225, 232, 236)
TOP = (244, 246, 247)
"""A white base's top: about 25 from the print's colour, below the level of a change."""
BODY = (150, 40, 150)
BASE = Square.parse("H12")


def _photo(state: GameState, top: bool) -> tuple[np.ndarray, np.ndarray]:
    """The print and a rectified photo of it with a figure on `BASE`: its body over a third
    of the square's middle, its base's rim showing on the side away from the body only,
    and (if `top`) the base's white top round it; everything else empty."""
    board = state.board_map
    reference = np.zeros((board.height * PPI, board.width * PPI, 3), np.uint8)
    reference[:] = PRINT
    photo = reference.copy()
    centre = (round((BASE.col + 0.5) * PPI), round((BASE.row + 0.5) * PPI))
    radius = round(14 / 25.4 * PPI)  # a 28 mm base
    if top:
        cv2.circle(photo, centre, radius, TOP, -1, cv2.LINE_AA)
    cv2.ellipse(photo, centre, (radius, radius), 0, 200, 340, (170, 176, 180), 2, cv2.LINE_AA)
    cv2.ellipse(photo, (centre[0], centre[1] + 6), (5, 12), 0, 0, 360, BODY, -1, cv2.LINE_AA)
    return reference, photo


def _read(state: GameState, top: bool) -> tuple[float, float]:
    reference, photo = _photo(state, top)
    empty = state.model_copy(update={"figures": []})
    readings, _, _ = judge(photo, reference, empty, frozenset())
    rim = rim_scores(rim_map(normalise(photo, reference, PPI), reference), PPI, [BASE])[BASE]
    return next(r for r in readings if r.square == BASE).probability, rim


def test_a_pale_base_showing_part_of_its_rim_reads_as_held(demo_state: GameState) -> None:
    held, rim = _read(demo_state, top=True)
    assert SOME_RIM <= rim < RIM_READ  # its rim alone does not tell
    assert held >= OCCUPIED


def test_the_same_body_and_rim_on_bare_print_do_not(demo_state: GameState) -> None:
    held, rim = _read(demo_state, top=False)
    assert SOME_RIM <= rim < RIM_READ
    assert held < OCCUPIED
