"""Figure tokens with markers: a printed token (or a marker under a miniature's base) that
says which figure it is.

A token's marker is a 4 × 4 ArUco marker like the map's, as large as a token allows, but
from the part of the 1000-marker dictionary that the map's 250 markers do not use, so a
token is never taken for a piece of the map. Its id is taken from the figure's number (its
card's set and number, "AVA-011"), so every printing of a figure's token carries the same
marker. Two figures of a game may share an id (about one chance in sixteen for ten
figures); the sighting then goes to the one standing nearest.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass

import cv2
import numpy as np
import numpy.typing as npt

from faserip_desk.board.squares import Square
from faserip_desk.game.state import GameState
from faserip_desk.sync.locate import MapFit

TOKEN_DICTIONARY_ID = cv2.aruco.DICT_4X4_1000
FIRST_TOKEN_ID = 250
"""The map's markers use ids 0–249 (DICT_4X4_250 is the start of DICT_4X4_1000)."""
TOKEN_IDS = 1000 - FIRST_TOKEN_ID
TOKEN_MARKER_MM = 10.0
"""Side of the black square of a token's marker (6 cells of 1.67 mm)."""
TOKEN_PPI = 128
"""Pixels per inch of the flattened squares the token markers are looked for on."""
PATCH_MARGIN_IN = 0.25
PATCH_PX = round((1 + 2 * PATCH_MARGIN_IN) * TOKEN_PPI)
GAP_PX = 12


@dataclass(frozen=True)
class TokenSighting:
    """A token marker seen on the map: its id and the square its centre lies in."""

    marker_id: int
    square: Square


def token_dictionary() -> cv2.aruco.Dictionary:
    """The ArUco dictionary of token markers."""
    return cv2.aruco.getPredefinedDictionary(TOKEN_DICTIONARY_ID)


def token_marker_id(number: str) -> int:
    """The marker id printed on the token of the figure numbered `number`."""
    return FIRST_TOKEN_ID + zlib.crc32(number.strip().casefold().encode()) % TOKEN_IDS


def token_cells(marker_id: int) -> npt.NDArray[np.bool_]:
    """The 6 × 6 cells of a token marker (border included), True where the cell is black."""
    image = cv2.aruco.generateImageMarker(token_dictionary(), marker_id, 6)
    return np.asarray(image < 128)


def _patch(photo: npt.NDArray[np.uint8], fit: MapFit, square: Square) -> npt.NDArray[np.uint8]:
    """The square and PATCH_MARGIN_IN around it, flattened to TOKEN_PPI pixels per inch."""
    m = PATCH_MARGIN_IN
    x0, y0, x1, y1 = square.col - m, square.row - m, square.col + 1 + m, square.row + 1 + m
    corners = np.array([[x0, y0], [x1, y0], [x1, y1], [x0, y1]], dtype=np.float64)
    side = PATCH_PX - 1
    target = np.array([[0, 0], [side, 0], [side, side], [0, side]], dtype=np.float32)
    warp = cv2.getPerspectiveTransform(fit.to_photo(corners).astype(np.float32), target)
    flat = cv2.warpPerspective(photo, warp, (PATCH_PX, PATCH_PX), flags=cv2.INTER_LINEAR)
    return np.asarray(flat, dtype=np.uint8)


def find_tokens(
    photo: npt.NDArray[np.uint8], fit: MapFit, squares: list[Square]
) -> list[TokenSighting]:
    """The token markers on `squares` of the map in `photo` (grey or BGR), each with the
    square its centre lies in.

    Only the given squares (those that look occupied: a token changes its square) are
    flattened, side by side on one sheet, and searched at once: fast on a big photo."""
    if not squares:
        return []
    grey = cv2.cvtColor(photo, cv2.COLOR_BGR2GRAY) if photo.ndim == 3 else photo
    grey = np.asarray(grey, dtype=np.uint8)
    cols = max(1, int(np.ceil(np.sqrt(len(squares)))))
    rows = -(-len(squares) // cols)
    cell = PATCH_PX + GAP_PX
    sheet = np.full((rows * cell + GAP_PX, cols * cell + GAP_PX), 255, np.uint8)
    for i, square in enumerate(squares):
        r, c = divmod(i, cols)
        top, left = GAP_PX + r * cell, GAP_PX + c * cell
        sheet[top : top + PATCH_PX, left : left + PATCH_PX] = _patch(grey, fit, square)
    params = cv2.aruco.DetectorParameters()
    params.adaptiveThreshWinSizeMin = 5
    params.adaptiveThreshWinSizeMax = 31
    params.adaptiveThreshWinSizeStep = 8
    params.perspectiveRemovePixelPerCell = 8
    params.minMarkerPerimeterRate = 0.01
    detector = cv2.aruco.ArucoDetector(token_dictionary(), params)
    corners, ids, _ = detector.detectMarkers(sheet)
    if not len(corners):
        return []
    found = []
    for quad, marker_id in zip(corners, ids.ravel(), strict=True):
        if marker_id < FIRST_TOKEN_ID:  # a piece of the map's own marker
            continue
        x, y = np.asarray(quad).reshape(4, 2).mean(axis=0)
        r, c = int((y - GAP_PX) // cell), int((x - GAP_PX) // cell)
        if not (0 <= r < rows and 0 <= c < cols and r * cols + c < len(squares)):
            continue
        square = squares[r * cols + c]
        # Map inches of the marker's centre: it may lie in a neighbour of the patch's square.
        mx = square.col - PATCH_MARGIN_IN + (x - GAP_PX - c * cell) / TOKEN_PPI
        my = square.row - PATCH_MARGIN_IN + (y - GAP_PX - r * cell) / TOKEN_PPI
        found.append(TokenSighting(int(marker_id), Square(int(mx), int(my))))
    return list(dict.fromkeys(found))


def figures_seen(state: GameState, sightings: list[TokenSighting]) -> dict[str, Square]:
    """Figure id → square for every figure on the map whose token marker was seen.

    When two figures of the game share a marker id, the sighting goes to the one standing
    nearest to it; a figure seen twice keeps the sighting nearest its square."""
    out: dict[str, Square] = {}
    on_map = [(f.id, f.square, f.number) for f in state.figures if f.square and not f.is_ko]
    for sight in sightings:
        owners = [
            (sq.distance(sight.square), fid, sq)
            for fid, sq, number in on_map
            if token_marker_id(number) == sight.marker_id
        ]
        if not owners:
            continue
        _, fid, square = min(owners)
        if fid in out and out[fid].distance(square) <= sight.square.distance(square):
            continue
        out[fid] = sight.square
    return out
