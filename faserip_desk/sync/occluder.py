"""A hand (or anything much larger than a figure) over the map, found pixel by pixel.

The square reading brings the photo to the reference's colours with a gain estimated square
by square and smoothed over a few squares around: under a hand that gain takes the skin's
colour for the light's, and the hand reads as changed only in patches. Here the gain is
one smooth surface for the whole map (the light's slow change), fitted without the squares
that fit worst, so a hand changes every pixel it covers. What changed is then opened with
a disc wider than any base or figure (a base is at most 32 mm wide; a figure's body and
shadow are narrower): only a palm or a forearm is left. The fingers, narrower than a base,
come back by growing that region over what changed, a finger's length at most; a base
standing apart from the hand does not. The part of the map outside the picture (black
after rectifying) is not read either.
"""

from __future__ import annotations

import cv2
import numpy as np
import numpy.typing as npt

from faserip_desk.sync.shade import shade_forgiving_distance

OCCLUDER_LEVEL = 60.0
"""Colour distance (0–441), after the whole map's smooth gain, above which a pixel may lie
under a hand."""
WIDER_THAN_BASE_IN = 1.6
"""Diameter (inches) of the disc that fits in a palm or a forearm but in no base (at most
1.26 in) or figure."""
HOLES_IN = 0.6
"""Diameter (inches) of the holes closed first: printed markers and lettering under a dark
hand look like the skin."""
FINGER_IN = 1.5
"""How far (inches) the fingers reach out of the region that the wide disc keeps."""
EDGE_FINGER_IN = 2.0
"""How far (inches) into the map the fingers of a hand whose palm is off the map reach:
a finger's length and a sliver of the palm."""
COARSE_PPI = 8
"""Pixels per inch at which the shapes are worked."""
LEAST_AREA_IN2 = 8.0
"""Area (square inches) under which a wide region is figures standing close, not a hand."""

FIT_ROUNDS = 3
"""Fits of the light's surface, each without the squares the last one fitted worst."""
FIT_TERMS = 6
"""Terms of that surface: a quadratic in the map's two coordinates."""
SHADE = 0.5
"""Darkest share of the print's brightness taken for a shadow rather than a change."""
SHADE_COST = 40.0
"""Cost added to such a darkening: pale skin is little more than a darkening of the print."""

Floats = npt.NDArray[np.float64]
Mask = npt.NDArray[np.bool_]
Image = npt.NDArray[np.uint8]


def _disc(diameter_px: int) -> npt.NDArray[np.uint8]:
    size = max(3, diameter_px | 1)
    return np.asarray(cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (size, size)), np.uint8)


def _smooth_gain(p: Floats, f: Floats, step: int, beyond: Mask) -> Floats:
    """A gain per pixel and channel bringing `p` to `f`'s colours: a quadratic surface in
    the map's coordinates fitted to the log colour ratio of the squares, the squares that
    fit worst (under a hand) left out of the final fits, those touching `beyond` (outside
    the picture) out of all."""
    h, w = p.shape[0] // step, p.shape[1] // step
    allowed = cv2.resize(beyond.astype(np.float32), (w, h), interpolation=cv2.INTER_AREA) == 0
    allowed = allowed.reshape(-1)
    if allowed.sum() < 2 * FIT_TERMS:
        return np.ones_like(p)
    ratio = np.log(cv2.resize(p, (w, h), interpolation=cv2.INTER_AREA) + 4.0) - np.log(
        cv2.resize(f, (w, h), interpolation=cv2.INTER_AREA) + 4.0
    )
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float64)
    xs, ys = xs / max(w, 1) - 0.5, ys / max(h, 1) - 0.5
    terms = np.stack([np.ones_like(xs), xs, ys, xs * xs, xs * ys, ys * ys], axis=2).reshape(-1, 6)
    target = ratio.reshape(-1, 3).astype(np.float64)
    use = allowed
    for _ in range(FIT_ROUNDS):
        coef, *_ = np.linalg.lstsq(terms[use], target[use], rcond=None)
        miss = np.abs(terms @ coef - target).max(axis=1)
        use = allowed & (miss <= max(float(np.median(miss[allowed])) * 3.0, 0.05))
        if use.sum() < 2 * FIT_TERMS:
            use = allowed
    fy, fx = np.mgrid[0 : p.shape[0], 0 : p.shape[1]].astype(np.float64)
    fx, fy = (fx + 0.5) / step / max(w, 1) - 0.5, (fy + 0.5) / step / max(h, 1) - 0.5
    full = np.stack([np.ones_like(fx), fx, fy, fx * fx, fx * fy, fy * fy], axis=2) @ coef
    return np.asarray(np.exp(full), np.float64)


def changed_whole_map(photo: Image, reference: Image, ppi: int, beyond: Mask) -> Mask:
    """Where `photo` differs from `reference`, at `COARSE_PPI`, once brought to its colours
    with a smooth gain (`_smooth_gain`; `beyond`, outside the picture, never changed). A
    darkening of the print without a change of its colour (the hand's own shadow) does
    not count."""
    size = (photo.shape[1] * COARSE_PPI // ppi, photo.shape[0] * COARSE_PPI // ppi)
    p = cv2.resize(photo, size, interpolation=cv2.INTER_AREA).astype(np.float64)
    f = cv2.resize(reference, size, interpolation=cv2.INTER_AREA).astype(np.float64)
    off = cv2.resize(beyond.astype(np.float32), size, interpolation=cv2.INTER_AREA) > 0
    p = p / _smooth_gain(p, f, COARSE_PPI, off)
    return np.asarray((shade_forgiving_distance(p, f, SHADE, SHADE_COST) > OCCLUDER_LEVEL) & ~off)


def grow_inside(
    seed: npt.NDArray[np.uint8], inside: npt.NDArray[np.uint8], steps: int
) -> npt.NDArray[np.uint8]:
    """`seed` grown pixel by pixel, `steps` times at most, but only over `inside`."""
    grown = np.asarray(seed & inside, np.uint8)
    step = np.ones((3, 3), np.uint8)
    for _ in range(steps):
        more = np.asarray(cv2.dilate(grown, step), np.uint8) & inside
        if np.array_equal(more, grown):
            break
        grown = more
    return np.asarray(grown | seed, np.uint8)


def beyond_picture(photo: Image, ppi: int) -> Mask:
    """Pixels of the rectified `photo` that lie outside the picture: the black that
    rectifying leaves there, reaching the map's border (a black print or base does not)."""
    black = np.all(photo == 0, axis=2).astype(np.uint8)
    _, labels, stats, _ = cv2.connectedComponentsWithStats(black, connectivity=4)
    h, w = black.shape
    x, y = stats[:, cv2.CC_STAT_LEFT], stats[:, cv2.CC_STAT_TOP]
    right = x + stats[:, cv2.CC_STAT_WIDTH]
    bottom = y + stats[:, cv2.CC_STAT_HEIGHT]
    border = (x == 0) | (y == 0) | (right == w) | (bottom == h)
    keep = border & (stats[:, cv2.CC_STAT_AREA] >= ppi * ppi // 4)
    keep[0] = False
    return np.asarray(keep[labels])


def occluder_mask(photo: Image, reference: Image, ppi: int, across: Mask | None = None) -> Mask:
    """Pixels of the rectified `photo` not to be read: under something much larger than a
    figure (a hand and its fingers, an arm, a box), or outside the picture; all False when
    there is none. The shapes are worked at `COARSE_PPI` (a hand is inches wide). `across`
    (at `COARSE_PPI`, see `sync.edge_hand`) marks the stretches of the map's edge across
    which a hand reaches in from outside: what changed there is its fingers."""
    beyond = beyond_picture(photo, ppi)
    coarse = changed_whole_map(photo, reference, ppi, beyond).astype(np.uint8)
    hole = _disc(round(HOLES_IN * COARSE_PPI))
    closed = np.asarray(cv2.morphologyEx(coarse, cv2.MORPH_CLOSE, hole), np.uint8)
    wide = cv2.morphologyEx(closed, cv2.MORPH_OPEN, _disc(round(WIDER_THAN_BASE_IN * COARSE_PPI)))
    count, labels, stats, _ = cv2.connectedComponentsWithStats(wide, connectivity=8)
    keep = np.zeros(count, bool)
    keep[1:] = stats[1:, cv2.CC_STAT_AREA] >= LEAST_AREA_IN2 * COARSE_PPI**2
    edge_fingers = np.zeros_like(coarse)
    if across is not None and across.shape == coarse.shape and across.any():
        edge_fingers = grow_inside(
            across.astype(np.uint8) & coarse, coarse, round(EDGE_FINGER_IN * COARSE_PPI)
        )
    if not keep.any() and not edge_fingers.any():
        return beyond
    # The fingers grow back over what changed, not over the closed gaps: a base standing a
    # little apart from a fingertip stays apart.
    grown = grow_inside(keep[labels].astype(np.uint8), coarse, round(FINGER_IN * COARSE_PPI))
    grown |= edge_fingers
    grown = np.asarray(cv2.morphologyEx(grown, cv2.MORPH_CLOSE, hole), np.uint8)
    edge = cv2.dilate(grown, np.ones((3, 3), np.uint8))  # the hand's blurred edge
    full = cv2.resize(
        np.asarray(edge, np.float32),
        (photo.shape[1], photo.shape[0]),
        interpolation=cv2.INTER_LINEAR,
    )
    return np.asarray(full >= 0.5) | beyond
