"""Part of a base's rim counts for more when the base's top also tints its ring all round.

A white base on pale print changes too little colour to be read; its rim is what shows,
and when half of it is lost (beside its own body or shadow, or at the map's edge) the rim
alone is too weak to tell a base. A pale top still tints the print faintly all round the
ring, which a printed line or a shadow's edge passing for some of a rim does not: with it,
the same part of a rim is where the active figure went (`sync.rims.FAINT_RIM`).
"""

from __future__ import annotations

import cv2
import numpy as np

from faserip_desk.board.squares import Square
from faserip_desk.game.state import GameState
from faserip_desk.sync.analyse import PPI, judge
from faserip_desk.sync.light import normalise
from faserip_desk.sync.rims import RIM_LEVEL, rim_map, rim_scores
from tests.sync.test_pale_bases_and_hands import _quicksilver_active

PRINT = (225, 232, 236)
TOP = (244, 246, 247)
"""A white base's top: about 25 from the print's colour, below the level of a change."""
DARK = (60, 50, 40)
K2, K4 = Square.parse("K2"), Square.parse("K4")
RADIUS = round(14 / 25.4 * PPI)  # a 28 mm base


def _centre(s: Square) -> tuple[int, int]:
    return round((s.col + 0.5) * PPI), round((s.row + 0.5) * PPI)


def _photo(state: GameState, top: bool) -> tuple[np.ndarray, np.ndarray]:
    """The print and a rectified photo of it: every figure but Quicksilver on a dark base
    on its square; Quicksilver gone from K2, with the lower 140° of a base's rim showing
    on K4 and (if `top`) a white base's top inside it."""
    board = state.board_map
    reference = np.zeros((board.height * PPI, board.width * PPI, 3), np.uint8)
    reference[:] = PRINT
    photo = reference.copy()
    for f in state.figures:
        if f.square is not None and f.name != "Quicksilver":
            cv2.circle(photo, _centre(f.square), RADIUS, DARK, -1, cv2.LINE_AA)
    if top:
        cv2.circle(photo, _centre(K4), RADIUS, TOP, -1, cv2.LINE_AA)
    cv2.ellipse(photo, _centre(K4), (RADIUS, RADIUS), 0, 20, 160, (170, 176, 180), 2, cv2.LINE_AA)
    return reference, photo


def _rim(reference: np.ndarray, photo: np.ndarray) -> float:
    return rim_scores(rim_map(normalise(photo, reference, PPI), reference), PPI, [K4])[K4]


def test_part_of_a_rim_round_a_pale_top_is_where_the_active_figure_went(
    demo_state: GameState,
) -> None:
    # Quicksilver, active, moves K2 → K4 (a Move of 2, rules "Move") on a white base.
    state, _ = _quicksilver_active(demo_state)
    reference, photo = _photo(state, top=True)
    assert _rim(reference, photo) < RIM_LEVEL  # the rim alone would not tell
    _, _, matching = judge(photo, reference, state, frozenset())
    assert [(m.name, m.source, m.target) for m in matching.moves] == [("Quicksilver", K2, K4)]
    assert matching.moves[0].needs_check  # no base-wide change: the players are asked


def test_the_same_part_of_a_rim_on_bare_print_is_no_base(demo_state: GameState) -> None:
    state, _ = _quicksilver_active(demo_state)
    reference, photo = _photo(state, top=False)
    _, _, matching = judge(photo, reference, state, frozenset())
    assert all(m.target != K4 for m in matching.moves)
    assert "Quicksilver" not in {m.name for m in matching.moves}
