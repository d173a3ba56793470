"""Fingers reaching in over the map's edge, the palm off the map, are a hand, not bases.

On the rectified map only the fingers show, each narrower than a base, so the hand search
on the map (`sync.occluder`) keeps none of them, and they read as bases. The photo around
the map shows the rest of the hand lying across the table beyond the edge: what changed
on the map right inside that stretch of the edge is the hand's.
"""

from __future__ import annotations

import cv2
import numpy as np

from faserip_desk.board.squares import Square
from faserip_desk.sync.edge_hand import STEP_PPI, hand_across_edges
from faserip_desk.sync.locate import MapFit
from faserip_desk.sync.occluder import occluder_mask
from faserip_desk.sync.occupancy import covered_areas, read_squares
from faserip_desk.sync.rectify import rectify
from faserip_desk.sync.spill import OCCUPIED

PPI = 32
WIDTH, HEIGHT = 16, 12
OFF_IN = 3.0
"""Table shown round the map (inches) in the photo."""
PRINT = (205, 215, 220)
TABLE = (40, 60, 90)
SKIN = (120, 150, 200)
BASE = (60, 60, 60)


def _px(x_in: float, y_in: float) -> tuple[int, int]:
    """Photo pixel of a map point (inches)."""
    return int((x_in + OFF_IN) * PPI), int((y_in + OFF_IN) * PPI)


def _fit() -> MapFit:
    shift = OFF_IN * PPI
    homography = np.array([[PPI, 0.0, shift], [0.0, PPI, shift], [0.0, 0.0, 1.0]])
    return MapFit(homography, np.zeros((0, 2)), np.zeros((0, 2)), 0, 0)


def _scene(hand: bool, edge_base: bool = False) -> tuple[np.ndarray, np.ndarray]:
    """The print, and a photo of it on a table; with `hand`, a palm off the map beyond its
    right edge with four fingers reaching 1.5 in onto rows 4–8; with `edge_base`, a base on
    P10 (the last column) hanging a little over the edge."""
    reference = np.zeros((HEIGHT * PPI, WIDTH * PPI, 3), np.uint8)
    reference[:] = PRINT
    for k in range(0, WIDTH * PPI, PPI):
        reference[:, k] = (120, 120, 120)
        reference[k % (HEIGHT * PPI), :] = (120, 120, 120)
    size = (int((HEIGHT + 2 * OFF_IN) * PPI), int((WIDTH + 2 * OFF_IN) * PPI), 3)
    photo = np.zeros(size, np.uint8)
    photo[:] = TABLE
    x0, y0 = _px(0, 0)
    photo[y0 : y0 + HEIGHT * PPI, x0 : x0 + WIDTH * PPI] = reference
    if edge_base:
        cv2.circle(photo, _px(WIDTH - 0.4, 9.5), int(0.6 * PPI), BASE, -1)
    if hand:
        cv2.circle(photo, _px(WIDTH + 1.6, 6), int(1.6 * PPI), SKIN, -1)
        cv2.rectangle(photo, _px(WIDTH + 1.6, 4.4), _px(WIDTH + OFF_IN, 7.6), SKIN, -1)
        for k in range(4):
            row = 4.6 + 0.9 * k
            cv2.line(photo, _px(WIDTH + 0.5, row), _px(WIDTH - 1.5, row), SKIN, int(0.45 * PPI))
    return reference, photo


def _read(reference: np.ndarray, photo: np.ndarray, across: np.ndarray | None) -> dict:
    flat = rectify(photo, _fit(), WIDTH, HEIGHT, PPI)
    readings = read_squares(flat, reference, PPI, occluder_mask(flat, reference, PPI, across))
    hidden = covered_areas(readings, WIDTH, HEIGHT)
    return {r.square: (r.probability, r.square in hidden) for r in readings}


def test_the_hand_beyond_the_edge_is_found_along_its_stretch_only() -> None:
    _, photo = _scene(hand=True)
    across = hand_across_edges(photo, _fit(), WIDTH, HEIGHT)
    rows = np.nonzero(across[:, -1])[0] / STEP_PPI
    assert rows.size and rows.min() >= 4.0 and rows.max() <= 8.0
    assert across[:, :-1].sum() == 0  # nothing on the other sides


def test_fingers_from_beyond_the_edge_are_not_read_as_bases() -> None:
    reference, photo = _scene(hand=True)
    fingers = [Square.parse(s) for s in ("P5", "P6", "P7", "P8")]
    # Read on the map alone, the fingers look like bases (what the app did before).
    alone = _read(reference, photo, None)
    assert any(alone[s][0] >= OCCUPIED and not alone[s][1] for s in fingers)
    # With the hand seen beyond the edge, no finger reads as a base.
    across = hand_across_edges(photo, _fit(), WIDTH, HEIGHT)
    seen = _read(reference, photo, across)
    assert all(seen[s][1] or seen[s][0] < OCCUPIED for s in fingers)


def test_a_base_at_the_edge_is_no_hand() -> None:
    reference, photo = _scene(hand=False, edge_base=True)
    across = hand_across_edges(photo, _fit(), WIDTH, HEIGHT)
    assert not across.any()
    seen = _read(reference, photo, across)
    assert seen[Square.parse("P10")][0] >= OCCUPIED
