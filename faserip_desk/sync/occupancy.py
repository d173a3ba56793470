"""Which squares hold a figure: the rectified photo against the app's own rendering of the
empty map.

The photo is first brought to the reference's colours (`sync.light`: a smooth gain per
colour channel, aware of what the camera clipped). A square is then judged by
its middle: the disc that a 25–32 mm base covers whatever its colour, where the printed
markers and labels never reach. A figure's body leaning into a neighbouring square covers
that square's disc only from one side, so a square also needs the ring around its disc
covered nearly all round.
"""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np
import numpy.typing as npt

from faserip_desk.board.squares import Square
from faserip_desk.sync.light import clipped, normalise
from faserip_desk.sync.occluder import grow_inside
from faserip_desk.sync.shade import colour_distance, darkened_distances

DISC_IN = 0.30
"""Radius (inches) of the middle of a square that a centred base always covers."""
RING_IN = (0.34, 0.46)
"""Inner and outer radius of the ring a base also covers."""
CORE_IN = 0.75
"""Diameter (inches) of a disc that fits in a changed base (25 mm or more) but not in a
figure's body or the shadow of one."""
DIFF_LEVEL = 38.0
SHADOW_DARKEST = 0.7
SHADOW_COST = 26.0
"""Colour distance (0–441) from the reference above which a pixel has changed."""

FOOT_MIDDLE = 0.2
"""Changed share of a square's middle from which it may be a base whose top is close to the
print's colour (only the figure's foot changes it): its ring or its rim then tells."""
ROUND_RING = 0.75
"""Share of ring directions changed from which such a partly changed middle is a base's."""
WEAKLY_HELD = 0.6
"""The reading given to such a square: held, but weaker than any clear base."""
FAINT_LEVEL = 15.0
"""Colour distance (0–441) from the print above which a pixel may be a pale base's top: a
base barely unlike the print changes its colour a little, but all round its ring; in 9
of 10 squares that a figure's body or shadow reaches without a base, the ring's unchanged
print stays closer than this."""
FAINT_ALL_ROUND = 0.8
"""Share of a square's ring directions that changed at least faintly (`FAINT_LEVEL`) from
which its rim may be a pale base's, seen all round."""

HAND_HIDES = 0.5
"""Share of a square's middle under a hand (`sync.occluder`) from which the square is not
read: less leaves enough of a base's middle in sight."""

HAND_SHADOW_IN = 1.0
"""How far (inches) from a hand the print darkened is taken for its shadow, not read."""
HAND_EDGE_IN = 0.25
"""How far (inches) from a hand what changed and touches it is taken for its blurred edge."""
HAND_SHADE = 0.3
"""Darkest share of the print's brightness a hand's shadow leaves, where a figure's shadow
falls in it too."""
HAND_ONLY_SHADE = 0.5
"""Darkest share of the print's brightness a hand's shadow alone leaves: a dark base beside
a hand is darker still."""

CROWD = 0.4
"""Share of a changed block's squares holding figures from which it may be figures standing
close together rather than a hand."""

Image = npt.NDArray[np.uint8]
Floats = npt.NDArray[np.float64]
Floats32 = npt.NDArray[np.float32]


@dataclass(frozen=True)
class SquareReading:
    """How one square looks: changed fraction of its middle and of its ring, the ring's
    share of directions that changed, the occupancy probability made of them, and whether
    a changed disc as wide as a base is centred in it (`core`: a body, a shadow or a
    neighbour's rim is narrower), and the share of its middle under a hand (`hand`: the rest
    is what was read)."""

    square: Square
    middle: float
    ring: float
    directions: float
    probability: float
    core: bool = False
    hand: float = 0.0
    faint: float = 0.0
    """Share of ring directions that changed at least faintly (`FAINT_LEVEL`)."""


def _masks(ppi: int) -> tuple[npt.NDArray[np.bool_], list[npt.NDArray[np.bool_]]]:
    """The middle disc and the 8 ring sectors of a ppi × ppi square."""
    c = (np.arange(ppi) + 0.5) / ppi - 0.5
    xs, ys = np.meshgrid(c, c)
    r = np.hypot(xs, ys)
    disc = r <= DISC_IN
    ring = (r >= RING_IN[0]) & (r <= RING_IN[1])
    angle = (np.arctan2(ys, xs) + np.pi) / (2 * np.pi) * 8
    sectors = [ring & (np.floor(angle) % 8 == k) for k in range(8)]
    return disc, sectors


def _blurred(
    photo: Image, reference: Image, ppi: int, hand: npt.NDArray[np.bool_] | None = None
) -> tuple[Floats32, Floats32, npt.NDArray[np.bool_]]:
    """The normalised photo and the reference, both lightly blurred (noise, print grain),
    and the channels the camera clipped (`light.clipped`)."""
    p = cv2.GaussianBlur(normalise(photo, reference, ppi, hand), (0, 0), ppi / 20)
    f = cv2.GaussianBlur(reference.astype(np.float32), (0, 0), ppi / 20)
    top = clipped(cv2.GaussianBlur(photo, (0, 0), ppi / 20))
    return np.asarray(p, np.float32), np.asarray(f, np.float32), top


@dataclass(frozen=True)
class Changes:
    """How each pixel of a rectified photo (cropped to whole squares) differs from the
    reference once both are brought to the same light (`_blurred`)."""

    changed: npt.NDArray[np.bool_]
    """Changed: farther than `DIFF_LEVEL`, a shadow's darkening (down to `SHADOW_DARKEST`)
    forgiven at a small cost."""
    plain: Floats32
    """The colour distance, nothing forgiven."""
    darkened: npt.NDArray[np.bool_] | None
    """The print only darkened, down to `HAND_SHADE` (a hand's shadow, deeper than a
    figure's); worked out only where a hand or the picture's edge is (`hand`)."""
    hand_shaded: npt.NDArray[np.bool_] | None = None
    """The print only darkened, down to `HAND_ONLY_SHADE` (a hand's shadow where no figure's
    falls); worked out with `darkened`."""


def photo_changes(
    photo: Image, reference: Image, ppi: int, hand: npt.NDArray[np.bool_] | None = None
) -> Changes:
    """How each pixel of the rectified `photo` differs from `reference` (see `Changes`;
    `hand` as for `normalise`)."""
    h, w = (photo.shape[0] // ppi) * ppi, (photo.shape[1] // ppi) * ppi
    p, f, top = _blurred(photo, reference, ppi, hand)
    plain = colour_distance(p, f, top)
    # A shadow darkens the print without changing its colour: forgive a darkening down to
    # SHADOW_DARKEST of the reference, at a small cost.
    # A hand's shadow, alone or with a figure's in it, is told the same way (see `Changes`).
    with_hand = hand is not None and hand.any()
    limits = (SHADOW_DARKEST, HAND_SHADE, HAND_ONLY_SHADE) if with_hand else (SHADOW_DARKEST,)
    shaded = darkened_distances(p, f, limits, top)
    forgiving = np.minimum(plain, shaded[0] + SHADOW_COST)
    darkened = hand_shaded = None
    if with_hand:
        darkened = np.asarray(shaded[1] <= DIFF_LEVEL)[:h, :w]
        hand_shaded = np.asarray(shaded[2] <= DIFF_LEVEL)[:h, :w]
    return Changes(
        np.asarray(forgiving > DIFF_LEVEL)[:h, :w],
        np.asarray(plain, np.float32)[:h, :w],
        darkened,
        hand_shaded,
    )


def hand_shadow(
    darkened: npt.NDArray[np.bool_], ppi: int, hand: npt.NDArray[np.bool_]
) -> npt.NDArray[np.bool_]:
    """Pixels near `hand` where the print is only `darkened` (`Changes.darkened`), not
    changed in colour: the hand's own shadow, deeper than a figure's."""
    reach = round(HAND_SHADOW_IN * ppi) | 1
    near = cv2.dilate(hand.astype(np.uint8), np.ones((reach, reach), np.uint8)) > 0
    return np.asarray(near[: darkened.shape[0], : darkened.shape[1]] & darkened)


def read_squares(
    photo: Image,
    reference: Image,
    ppi: int,
    hand: npt.NDArray[np.bool_] | None = None,
    changes: Changes | None = None,
) -> list[SquareReading]:
    """A reading of every square of the rectified `photo` (row by row). Pixels on `hand`
    (under something much larger than a figure, see `sync.occluder`) are not read: a square
    partly under it is read on the part the photo shows, and `SquareReading.hand` tells how
    much of its middle the hand covers. `changes` are the photo's `photo_changes`, when
    already worked out."""
    h, w = photo.shape[0] // ppi, photo.shape[1] // ppi
    changes = changes or photo_changes(photo, reference, ppi, hand)
    changed, plain = changes.changed.copy(), changes.plain
    under = np.zeros((h * ppi, w * ppi), bool)
    if hand is not None and changes.darkened is not None:
        # What changed right round the hand is its edge; its shadow is the print darkened,
        # deeper than a figure's.
        near = grow_inside(
            hand[: h * ppi, : w * ppi].astype(np.uint8),
            changed.astype(np.uint8),
            round(HAND_EDGE_IN * ppi),
        )
        shadow = hand_shadow(changes.darkened, ppi, hand)
        under = near.astype(bool) | (shadow & changed)
    changed &= ~under

    def by_square(mask: npt.NDArray[np.bool_]) -> npt.NDArray[np.bool_]:
        return np.asarray(mask.reshape(h, ppi, w, ppi).transpose(0, 2, 1, 3))

    cells, shown = by_square(changed), by_square(~under)
    disc, sectors = _masks(ppi)
    middle = cells[:, :, disc].sum(axis=2) / np.maximum(shown[:, :, disc].sum(axis=2), 1)
    covered = 1.0 - shown[:, :, disc].mean(axis=2)
    seen = np.stack([shown[:, :, s].mean(axis=2) for s in sectors], axis=2)
    share = np.stack([cells[:, :, s].mean(axis=2) for s in sectors], axis=2)
    share = share / np.maximum(seen, 1e-9)
    open_sector = seen >= 0.5
    count = np.maximum(open_sector.sum(axis=2), 1)
    ring = np.where(open_sector, share, 0.0).sum(axis=2) / count
    directions = (open_sector & (share > 0.5)).sum(axis=2) / count
    tinted = by_square(((plain > FAINT_LEVEL) | changed) & ~under)
    faint_share = np.stack([tinted[:, :, s].mean(axis=2) for s in sectors], axis=2)
    faint_share = faint_share / np.maximum(seen, 1e-9)
    faint = (open_sector & (faint_share > 0.5)).sum(axis=2) / count
    base = cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (round(CORE_IN * ppi),) * 2)
    cores = cv2.erode((changed | under).astype(np.uint8), base).astype(bool) & ~under
    core = by_square(cores)[:, :, disc].mean(axis=2) >= 0.05
    readings = []
    for r in range(h):
        for c in range(w):
            p = occupancy_probability(float(middle[r, c]), float(directions[r, c]))
            readings.append(
                SquareReading(
                    Square(c, r),
                    float(middle[r, c]),
                    float(ring[r, c]),
                    float(directions[r, c]),
                    p,
                    bool(core[r, c]),
                    float(covered[r, c]),
                    float(faint[r, c]),
                )
            )
    return readings


def occupancy_probability(middle: float, directions: float) -> float:
    """How likely a square holds a base, from its changed middle and ring directions. A ring
    changed nearly all round a partly changed middle is a base whose top is close to the
    print's colour (its edge and the figure's foot show): just held, never strongly."""
    evidence = 0.65 * middle + 0.35 * directions
    p = float(1.0 / (1.0 + np.exp(-(evidence - 0.55) * 14.0)))
    if directions >= ROUND_RING and middle >= FOOT_MIDDLE:
        return max(p, WEAKLY_HELD)
    return p


def covered_areas(
    readings: list[SquareReading],
    width: int,
    height: int,
    figures: frozenset[Square] = frozenset(),
) -> frozenset[Square]:
    """Squares under something larger than a figure (a hand, an arm, a box), and around it.

    Such a thing changes a solid block of squares; no base does. The block and its rim are
    reported as hidden: nothing is read there, figures there are left where they were.
    Figures standing close together (on `figures`, the game's squares) with their bodies
    leaning between them are not such a block: where figures stand on much of it, it must
    stay solid without their squares. A hand found pixel by pixel hides the squares whose
    middle it mostly covers (`SquareReading.hand`), no more: the rest of each square was
    read on the part the photo shows.
    """
    occupied = np.zeros((height, width), np.uint8)
    touched = np.zeros((height, width), np.uint8)
    hidden = np.zeros_like(occupied)
    for r in readings:
        under = r.hand >= HAND_HIDES
        hidden[r.square.row, r.square.col] = under
        occupied[r.square.row, r.square.col] = r.probability >= 0.5 and not under
        touched[r.square.row, r.square.col] = r.middle >= 0.1 or r.ring >= 0.1
    count, labels = cv2.connectedComponents(occupied, connectivity=8)
    for label in range(1, count):
        part = (labels == label).astype(np.uint8)
        if part.sum() < 6:
            continue
        bare = part.copy()
        on_map = [f for f in figures if 0 <= f.row < height and 0 <= f.col < width]
        standing = [f for f in on_map if part[f.row, f.col]]
        # A figure whose square reads empty may have come to stand in the block.
        come = [f for f in on_map if not occupied[f.row, f.col] and not hidden[f.row, f.col]]
        if len(standing) + len(come) >= CROWD * part.sum():
            for f in standing:
                bare[f.row, f.col] = 0
        block = cv2.erode(bare, np.ones((2, 2), np.uint8), anchor=(0, 0), borderValue=0)
        if block.any():
            grown = np.asarray(cv2.dilate(part, np.ones((3, 3), np.uint8)), dtype=np.uint8)
            hidden |= grown & touched
    rows, cols = np.nonzero(hidden)
    return frozenset(Square(int(c), int(r)) for r, c in zip(rows, cols, strict=True))
