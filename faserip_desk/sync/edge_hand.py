"""A hand reaching in over the map's edge, seen in the photo outside the map.

When a hand reaches in from the side with its palm off the map, the map itself shows only
the fingers: each narrower than a base, too narrow to be taken for a hand (see
`sync.occluder`), so they would read as bases. The photo shows more than the map, though:
around it lies the table (and the sheet's margin), the same colour all along a side. A
hand crossing the map's edge goes on out of the map, across that band, far further than
any base or figure reaches over the edge. Where something unlike the rest of the band
lies across all its depth, what changed on the map right inside that stretch of the edge
belongs to the hand.
"""

from __future__ import annotations

import cv2
import numpy as np
import numpy.typing as npt

from faserip_desk.sync.locate import MapFit
from faserip_desk.sync.occluder import COARSE_PPI
from faserip_desk.sync.shade import shade_forgiving_distance

BAND_IN = (0.3, 2.0)
"""Nearest and furthest distance (inches) outside the map's edge that is looked at: past
a base overhanging the edge (at most about 0.2 in), within a palm's reach."""
STEP_PPI = COARSE_PPI
"""Samples per inch along the edge and across the band: the scale at which the hand's
shapes are worked on the map."""
ACROSS_LEVEL = 60.0
"""Colour distance (0–441) from the band's usual colour at that depth above which a sample
is something lying outside the map."""
ACROSS_SHARE = 0.8
"""Share of a stretch of the band's depth that must be such samples: a hand lies across all
of it; a figure leaning over the edge, a die or a card near it do not."""
WRIST_IN = 1.0
"""Shortest stretch of the edge (inches) across which a hand lies: a wrist or a palm is
wider; a figure's body leaning out over the edge is narrower."""
FINGER_GAP_IN = 0.5
"""Widest gap (inches) between two fingers, closed along the edge."""
SHADE = 0.5
SHADE_COST = 40.0
"""A darkening of the band without a change of colour (the hand's shadow) costs this much."""

Mask = npt.NDArray[np.bool_]
Image = npt.NDArray[np.uint8]


def _side_points(side: int, width: int, height: int) -> tuple[npt.NDArray[np.float64], int]:
    """Map points (inches) of one side's band, along × depth, and how many along."""
    length = width if side in (0, 1) else height
    along = (np.arange(length * STEP_PPI) + 0.5) / STEP_PPI
    depth = np.arange(BAND_IN[0], BAND_IN[1] + 1e-9, 1.0 / STEP_PPI)
    t, d = np.meshgrid(along, depth, indexing="ij")
    if side == 0:  # above row 1
        xy = (t, -d)
    elif side == 1:  # below the last row
        xy = (t, height + d)
    elif side == 2:  # left of column A
        xy = (-d, t)
    else:  # right of the last column
        xy = (width + d, t)
    return np.stack([xy[0], xy[1]], axis=2), len(along)


def _to_photo(fit: MapFit, points: npt.NDArray[np.float64]) -> npt.NDArray[np.float32]:
    """Photo pixels of a band's map points (along × depth × 2): the homography at every
    point, the fit's smooth local correction taken at the nearest depth only (it barely
    changes across the band, and is the costly part)."""
    flat = points.reshape(-1, 1, 2)
    plain = cv2.perspectiveTransform(flat, fit.homography).reshape(points.shape)
    correction = fit.to_photo(points[:, 0, :]) - plain[:, 0, :]
    return np.asarray(plain + correction[:, None, :], np.float32)


def _across(band: npt.NDArray[np.float32], valid: Mask) -> npt.NDArray[np.bool_]:
    """Positions along a band (along × depth × 3) where something unlike the band's usual
    colour at each depth lies across nearly all its depth."""
    if valid.sum(axis=0).min() < 2:
        return np.zeros(band.shape[0], bool)
    usual = np.stack(
        [np.median(band[valid[:, k], k], axis=0) for k in range(band.shape[1])], axis=0
    )
    usual = np.broadcast_to(usual[None, :, :], band.shape).astype(np.float32)
    odd = shade_forgiving_distance(band, usual, SHADE, SHADE_COST) > ACROSS_LEVEL
    seen = valid.mean(axis=1)
    share = (odd & valid).sum(axis=1) / np.maximum(valid.sum(axis=1), 1)
    found = ((seen >= ACROSS_SHARE) & (share >= ACROSS_SHARE)).astype(np.uint8)
    # The gaps between fingers are closed; runs shorter than a wrist are not a hand.
    gap = np.ones((round(FINGER_GAP_IN * STEP_PPI) | 1, 1), np.uint8)
    found = np.asarray(cv2.morphologyEx(found[:, None], cv2.MORPH_CLOSE, gap), np.uint8)[:, 0]
    _, labels, stats, _ = cv2.connectedComponentsWithStats(found[:, None], connectivity=4)
    wide = stats[:, cv2.CC_STAT_HEIGHT] >= WRIST_IN * STEP_PPI
    wide[0] = False
    return np.asarray(wide[labels[:, 0]])


def hand_across_edges(photo: Image, fit: MapFit, width: int, height: int) -> Mask:
    """Where something lies across the band outside the map's edge, as a mask of the
    rectified map at `STEP_PPI` (height·STEP_PPI × width·STEP_PPI) that is True on the
    map's outermost pixels along those stretches of its edge (all False elsewhere)."""
    h, w = photo.shape[:2]
    out = np.zeros((height * STEP_PPI, width * STEP_PPI), bool)
    for side in range(4):
        points, n = _side_points(side, width, height)
        at = _to_photo(fit, points)
        valid = (at[..., 0] >= 0) & (at[..., 0] < w - 1) & (at[..., 1] >= 0) & (at[..., 1] < h - 1)
        band = cv2.remap(photo, at[..., 0], at[..., 1], cv2.INTER_LINEAR).astype(np.float32)
        across = _across(band, valid)
        if side == 0:
            out[0, :] |= across[:n]
        elif side == 1:
            out[-1, :] |= across[:n]
        elif side == 2:
            out[:, 0] |= across[:n]
        else:
            out[:, -1] |= across[:n]
    return out
