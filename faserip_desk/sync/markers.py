"""Where the printed map carries its ArUco markers, and which marker is which.

A marker sits on a lattice of grid-line crossings (every `STEP` squares, never on the map's
outer edge), so a tiled print shows the same marker at the same map position whichever
sheet ends up on top. The printer leaves out markers that would touch a trim line. A
marker's id is its lattice index shifted by a code taken from the map's name, so the markers
of one map read as nonsense (or not at all) against another map's lattice.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass
from functools import cache

import cv2
import numpy as np
import numpy.typing as npt

DICTIONARY_ID = cv2.aruco.DICT_4X4_250
DICTIONARY_SIZE = 250
MARKER_IN = 0.44
"""Side of a marker's black square in inches (11.2 mm): 6 cells of 1.9 mm."""
QUIET_IN = 0.08
"""White margin printed around a marker so a detector sees its border."""
STEP = 3
"""Squares between lattice crossings."""


@dataclass(frozen=True)
class MarkerLayout:
    """The markers of one map: id → centre in map inches (x right, y down from A1's corner)."""

    map_name: str
    code: int
    centres: dict[int, tuple[float, float]]

    def corners(self, marker_id: int) -> npt.NDArray[np.float64]:
        """The marker's four corners in map inches, in ArUco's order (TL, TR, BR, BL)."""
        x, y = self.centres[marker_id]
        h = MARKER_IN / 2
        return np.array([[x - h, y - h], [x + h, y - h], [x + h, y + h], [x - h, y + h]])


def map_code(map_name: str) -> int:
    """The id shift of a map, from its name."""
    return zlib.crc32(map_name.strip().casefold().encode()) % DICTIONARY_SIZE


def lattice(width: int, height: int) -> list[tuple[int, int]]:
    """The grid crossings (x, y in squares) that may carry a marker, row by row."""
    step = STEP
    while True:
        xs = range(2, width, step)
        ys = range(2, height, step)
        if len(xs) * len(ys) <= DICTIONARY_SIZE:
            return [(x, y) for y in ys for x in xs]
        step += 1


@cache
def marker_layout(map_name: str, width: int, height: int) -> MarkerLayout:
    """The marker layout of a map of `width` × `height` squares called `map_name`."""
    code = map_code(map_name)
    centres = {
        (code + i) % DICTIONARY_SIZE: (float(x), float(y))
        for i, (x, y) in enumerate(lattice(width, height))
    }
    return MarkerLayout(map_name, code, centres)


def dictionary() -> cv2.aruco.Dictionary:
    """The ArUco dictionary the markers come from."""
    return cv2.aruco.getPredefinedDictionary(DICTIONARY_ID)


def marker_cells(marker_id: int) -> npt.NDArray[np.bool_]:
    """The 6 × 6 cells of a marker (border included), True where the cell is black."""
    image = cv2.aruco.generateImageMarker(dictionary(), marker_id, 6)
    return np.asarray(image < 128)


def clear_of_lines(centre: float, lines: list[float], margin: float) -> bool:
    """True when a marker centred at `centre` keeps `margin` inches from every line."""
    half = MARKER_IN / 2 + QUIET_IN + margin
    return all(abs(centre - line) > half for line in lines)
