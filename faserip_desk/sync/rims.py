"""A base seen by its rim: a pale base on pale print changes too little colour to be read,
but its edge still shows as a thin dark circle of base width.

The side of a base that faces the camera is in its own shade and the top's edge catches
less light than the top, so, once the photo is brought to the print's colours, a base is
ringed by a line darker than what lies just inside and just outside it. The print has no
such circles where the photo is compared with the app's rendering of it (its own lines are
divided out), and a shadow is too soft to make one. A square's rim score is the share of
directions round its middle in which such a darker line is found, for the best of a few
base sizes and centres near the middle (a base is never set exactly).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import cv2
import numpy as np
import numpy.typing as npt

from faserip_desk.board.squares import Square
from faserip_desk.sync.occupancy import FAINT_ALL_ROUND

RADII_IN = (0.48, 0.54, 0.59, 0.64)
"""Radii (inches) of the rims looked for: 25, 28, 30 and 32 mm bases."""
CENTRE_OFF_IN = 0.1
"""How far (inches) off the square's middle a base's centre is looked for."""
BAND_IN = 0.14
"""Distance (inches) inside and outside the rim at which it is compared with its sides."""
DARKER = 0.06
"""Darkening (share of the print's brightness) by which a rim is darker than both sides."""
PRINT_EDGE = 100.0
"""Slope of the print's brightness (Sobel, 0–255 scale) above which it has an edge."""
MIN_TOLD = 8
"""Directions (of `DIRECTIONS`) that must be free of printed edges for a rim to be told."""
RIM_READ = 0.5
"""Rim score from which a square shows enough of a base's rim to be read as one: a square
whose middle changed by `occupancy.FOOT_MIDDLE` or more then reads as held (on the tuning
photos 433 of 447 such squares held a base, and none was the square a figure had left), and
is not taken for a neighbour's body (`spill.partial_rings`)."""
SOME_RIM = 0.3
"""Rim score from which a square shows something of a base's rim, below the level at which
it is known as a base by it."""
FAINT_RIM = 0.15
"""Added to the rim score of a square that shows some of a rim (`SOME_RIM`) and whose ring
changed at least faintly nearly all round (`occupancy.FAINT_ALL_ROUND`), as a pale base's
ring does: a rim half lost beside its own body or shadow, or at the map's edge, tells a
base together with that ring, where a printed line or a shadow's edge that passes for
some of a rim rarely has it. On the 14 replayed photo sets (3,678 moves) this made 8 more
moves exact and 24 fewer wrong moves asked, none sure (0.1: 6 and 18; 0.2: 10 and 23); on
seeds 35000–35599 read in sequence, 2 more exact in each mode. It also cost one: a figure
that left the map's corner square A1, where the light tints the print and the rim is
told in few directions (35078)."""
DIRECTIONS = 16
"""Directions round a square's middle in which the rim is looked for; a direction counts
only with a neighbouring direction (a rim is a continuous line, printed texture is not)."""

RIM_LEVEL = 0.56
"""Rim score from which a square whose colour barely changed holds a base."""
RIM_SURE = 0.75
"""Rim score from which the active figure is taken to stand there even when a new
base-wide changed square lies in its reach (below it, that square wins)."""
RIM_SCORE = 0.5
"""The reading given to a square known by its base's rim only (never sure: no `core`)."""

Image = npt.NDArray[np.uint8]
Floats = npt.NDArray[np.float32]


def rim_map(normalised: Floats, reference: Image) -> Floats:
    """Two layers: how much darker than the print each pixel of the colour-normalised photo
    is (0 the same, 0.3 at 70 % of its brightness; negative where lighter), and whether the
    print itself has an edge there (1), where a line, a label or a texture a pixel off
    would darken the photo too, so no rim can be told there."""
    p = cv2.cvtColor(normalised, cv2.COLOR_BGR2GRAY)
    f = cv2.cvtColor(reference.astype(np.float32), cv2.COLOR_BGR2GRAY)
    p = cv2.GaussianBlur(p, (5, 5), 0.8)
    f = cv2.GaussianBlur(f, (5, 5), 0.8)
    dark = np.clip(1.0 - p / np.maximum(f, 1.0), -0.5, 1.0)
    slope = np.hypot(cv2.Sobel(f, cv2.CV_32F, 1, 0), cv2.Sobel(f, cv2.CV_32F, 0, 1))
    printed = cv2.dilate((slope > PRINT_EDGE).astype(np.float32), np.ones((3, 3), np.uint8))
    return np.asarray(np.dstack([dark, printed]), dtype=np.float32)


def rim_scores(rims: Floats, ppi: int, squares: Iterable[Square]) -> dict[Square, float]:
    """For each of `squares`, the share of directions in which a base's rim shows round
    its middle (0–1; the best base size and centre), from the `rim_map`. Directions where
    the print has an edge on the rim are left out; too few left gives 0."""
    wanted = list(squares)
    if not wanted:
        return {}
    angles = np.arange(DIRECTIONS) * 2 * np.pi / DIRECTIONS
    cos, sin = np.cos(angles), np.sin(angles)
    step = CENTRE_OFF_IN * ppi
    offsets = [(dx * step, dy * step) for dx in (-1, 0, 1) for dy in (-1, 0, 1)]
    cx = np.array([(s.col + 0.5) * ppi for s in wanted], np.float32)
    cy = np.array([(s.row + 0.5) * ppi for s in wanted], np.float32)
    band = BAND_IN * ppi
    best = np.zeros(len(wanted))
    for radius_in in RADII_IN:
        r = radius_in * ppi
        # n squares × offsets × (5 radii: inside, rim −1, rim, rim +1, outside) × directions
        ox = np.array([o[0] for o in offsets], np.float32)
        oy = np.array([o[1] for o in offsets], np.float32)
        radii = np.array([r - band, r - 1, r, r + 1, r + band], np.float32)
        xs = cx[:, None, None, None] + ox[None, :, None, None] + radii[:, None] * cos
        ys = cy[:, None, None, None] + oy[None, :, None, None] + radii[:, None] * sin
        shape = (*xs.shape, 2)
        got = cv2.remap(
            rims,
            xs.reshape(-1, 5 * DIRECTIONS).astype(np.float32),
            ys.reshape(-1, 5 * DIRECTIONS).astype(np.float32),
            cv2.INTER_LINEAR,
            borderMode=cv2.BORDER_CONSTANT,
            borderValue=(0.0, 1.0),
        ).reshape(shape)
        dark, printed = got[..., 0], got[..., 1]
        line = dark[:, :, 1:4].max(axis=2)
        sides = np.maximum(dark[:, :, 0], dark[:, :, 4])
        told = printed[:, :, 1:4].max(axis=2) < 0.5
        passed = ((line - sides) > DARKER) & told
        either = passed | ~told
        passed &= np.roll(either, 1, axis=2) | np.roll(either, -1, axis=2)
        count = told.sum(axis=2)
        share = np.where(count >= MIN_TOLD, passed.sum(axis=2) / np.maximum(count, 1), 0.0)
        best = np.maximum(best, share.max(axis=1))
    return {s: float(v) for s, v in zip(wanted, best, strict=True)}


def with_faint_rings(
    scores: dict[Square, float], faint: dict[Square, float]
) -> dict[Square, float]:
    """The rim `scores`, each raised by `FAINT_RIM` where the square shows some of a rim
    and its ring changed faintly nearly all round (`faint`: `SquareReading.faint`)."""
    return {
        s: v + FAINT_RIM if v >= SOME_RIM and faint.get(s, 0.0) >= FAINT_ALL_ROUND else v
        for s, v in scores.items()
    }


class RimCache:
    """Rim scores asked for so far, each square scored once by `rims` (None: no rims)."""

    def __init__(self, rims: Callable[[list[Square]], dict[Square, float]] | None) -> None:
        self.rims = rims
        self.known: dict[Square, float] = {}

    def __call__(self, squares: list[Square]) -> dict[Square, float]:
        """The rim scores of `squares` (empty without a scorer)."""
        if self.rims is None:
            return {}
        new = [s for s in squares if s not in self.known]
        if new:
            self.known.update(self.rims(new))
        return {s: self.known[s] for s in squares}


def with_rim(reading: float, rim: float) -> float:
    """The reading of a square that shows a base's rim: its colour reading and the rim
    count together. A rim seen all round (`RIM_SURE`) is worth `RIM_SCORE`, a fainter one
    less, so of two rims the clearer wins."""
    return 1.0 - (1.0 - reading) * (1.0 - RIM_SCORE * min(1.0, rim / RIM_SURE))
