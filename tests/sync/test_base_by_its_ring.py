"""A base whose top is close to the print's colour is still read by its edge all round.

Its middle changes only where the figure's foot stands, but the ring round the middle
changes nearly all round (the base's edge and side): that square holds a base, weakly.
A ring changed on one side only (a body or a neighbour's base) is not one.
"""

from __future__ import annotations

import cv2
import numpy as np

from faserip_desk.board.squares import Square
from faserip_desk.sync.occupancy import occupancy_probability, read_squares
from faserip_desk.sync.spill import OCCUPIED

PPI = 32
PRINT = (205, 215, 220)
EDGE = (110, 110, 110)


def _photo(whole_ring: bool) -> tuple[np.ndarray, np.ndarray]:
    """The print and a photo with, on C3, a base's edge (all round, or on one half only) and
    a figure's foot covering a fifth of the square's middle."""
    reference = np.zeros((6 * PPI, 6 * PPI, 3), np.uint8)
    reference[:] = PRINT
    photo = reference.copy()
    centre = (int(2.5 * PPI), int(2.5 * PPI))
    ring = np.zeros(photo.shape[:2], np.uint8)
    cv2.circle(ring, centre, int(0.48 * PPI), 255, -1)
    cv2.circle(ring, centre, int(0.36 * PPI), 0, -1)
    if not whole_ring:
        ring[:, centre[0] :] = 0
    photo[ring > 0] = EDGE
    cv2.circle(photo, centre, int(0.1 * PPI), (40, 40, 160), -1)
    return reference, photo


def _reading(whole_ring: bool) -> float:
    reference, photo = _photo(whole_ring)
    readings = {r.square: r for r in read_squares(photo, reference, PPI)}
    return readings[Square.parse("C3")].probability


def test_a_base_known_by_its_edge_all_round_is_held_but_weakly() -> None:
    p = _reading(whole_ring=True)
    assert OCCUPIED <= p < 0.8


def test_an_edge_on_one_side_only_is_no_base() -> None:
    assert _reading(whole_ring=False) < OCCUPIED


def test_a_ring_round_an_unchanged_middle_is_no_base() -> None:
    # Bases standing round a square change its ring, not its middle.
    assert occupancy_probability(0.05, 1.0) < OCCUPIED
