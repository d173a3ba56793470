"""A hand over the map is found pixel by pixel, and hides only the squares it covers.

Before, the hand was found square by square: a solid block of squares reading held, grown
by one square all round, was hidden whole, so a base standing beside the hand was not read.
Now the hand is what is left of the changed pixels once a disc wider than any base is
rolled inside them, with its fingers grown back; a square is hidden when the hand covers
most of its middle, and a square it only touches is read on the part the photo shows.
"""

from __future__ import annotations

import cv2
import numpy as np

from faserip_desk.board.squares import Square
from faserip_desk.sync.occluder import occluder_mask
from faserip_desk.sync.occupancy import SquareReading, covered_areas, read_squares
from faserip_desk.sync.spill import OCCUPIED

PPI = 32
WIDTH, HEIGHT = 16, 12
PRINT = (205, 215, 220)
SKIN = (120, 150, 200)
BASE = (60, 60, 60)


def _at(col: float, row: float) -> tuple[int, int]:
    return int(col * PPI), int(row * PPI)


def _base(photo: np.ndarray, square: str) -> None:
    s = Square.parse(square)
    cv2.circle(photo, _at(s.col + 0.5, s.row + 0.5), int(0.55 * PPI), BASE, -1)


def _photo(*bases: str) -> tuple[np.ndarray, np.ndarray]:
    """The print and a photo of it with a hand reaching in from the right edge (a forearm
    2 in wide, a palm 3 in across, four fingers), and a base on each of `bases`."""
    reference = np.zeros((HEIGHT * PPI, WIDTH * PPI, 3), np.uint8)
    reference[:] = PRINT
    for k in range(0, WIDTH * PPI, PPI):  # the grid's lines
        reference[:, k] = (120, 120, 120)
        reference[k % (HEIGHT * PPI), :] = (120, 120, 120)
    photo = reference.copy()
    for square in bases:
        _base(photo, square)
    cv2.line(photo, _at(WIDTH, 6), _at(11, 6), SKIN, 2 * PPI)
    cv2.circle(photo, _at(10.5, 6), int(1.5 * PPI), SKIN, -1)
    for k in range(4):
        row = 4.9 + 0.72 * k
        cv2.line(photo, _at(10, row), _at(8.5, row), SKIN, int(0.5 * PPI))
    return reference, photo


def _read(
    photo: np.ndarray, reference: np.ndarray
) -> tuple[dict[Square, SquareReading], set[Square]]:
    readings = read_squares(photo, reference, PPI, occluder_mask(photo, reference, PPI))
    return {r.square: r for r in readings}, set(covered_areas(readings, WIDTH, HEIGHT))


def test_a_base_beside_the_hand_is_read_and_not_hidden() -> None:
    # H5's base stands beside I5 and I6, under the fingers, clear of the fingertips.
    reference, photo = _photo("H5")
    readings, hidden = _read(photo, reference)
    assert Square.parse("H5") not in hidden
    assert readings[Square.parse("H5")].probability >= OCCUPIED
    # The palm and the forearm are hidden.
    assert {Square.parse(s) for s in ("K7", "L6", "O7")} <= hidden


def test_the_fingertips_are_hand_not_bases() -> None:
    reference, photo = _photo()
    readings, hidden = _read(photo, reference)
    for square in ("I5", "I6", "I7", "I8"):  # under the fingers
        s = Square.parse(square)
        assert s in hidden or readings[s].probability < OCCUPIED, square


def test_a_square_the_hand_only_touches_is_read_on_what_shows() -> None:
    # L5's middle is plain print; the palm's edge only covers its lower left part.
    reference, photo = _photo()
    readings, hidden = _read(photo, reference)
    edge = readings[Square.parse("L5")]
    assert 0.0 < edge.hand < 0.5
    assert Square.parse("L5") not in hidden
    assert edge.probability < OCCUPIED


def test_figures_standing_close_are_no_hand() -> None:
    reference, photo = _photo()
    photo = reference.copy()
    for square in ("C3", "D3", "C4", "D4", "E4"):
        _base(photo, square)
    assert not occluder_mask(photo, reference, PPI).any()


def test_beyond_the_picture_is_not_read_and_a_base_beside_it_is() -> None:
    # The picture ends inside the map: rectifying leaves black beyond it (from the right
    # third of column M here). L3's base, beside it, is read; the cut squares do not form
    # a block that hides their neighbours.
    reference, _ = _photo()
    photo = reference.copy()
    _base(photo, "L3")
    photo[:, int(12.7 * PPI) :] = 0
    readings, hidden = _read(photo, reference)
    assert Square.parse("L3") not in hidden
    assert readings[Square.parse("L3")].probability >= OCCUPIED
    assert Square.parse("M4") not in hidden
    assert readings[Square.parse("M4")].probability < OCCUPIED
    assert Square.parse("N3") in hidden
