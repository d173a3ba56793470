"""Where the camera stood: the point of the map under it and its height, from the map's
homography.

A miniature stands up from the table, so on the rectified map (the table plane) its body
and head fall away from the point under the camera, the further the taller the figure and
the further the square from that point. The base, on the table, stays where it is: the
square a figure stands on is the one at the camera's end of what changed.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

Array = npt.NDArray[np.float64]

PHONE_FOCAL = 0.8
"""Focal length as a share of the picture's longer side when the homography cannot tell
(a phone's main camera is 0.7–0.9; near-vertical photos lean little, so it matters little)."""


@dataclass(frozen=True)
class Pose:
    """The camera over the map: the map point under it (inches) and its height (inches)."""

    nadir: tuple[float, float]
    height: float

    def lean(self, col: float, row: float, tall: float) -> tuple[float, float]:
        """Where on the table plane (inches) a point `tall` inches above map point
        (`col`, `row`) appears to be, minus that point: the body's lean there."""
        if self.height <= tall:
            return (0.0, 0.0)
        k = tall / (self.height - tall)
        return ((col - self.nadir[0]) * k, (row - self.nadir[1]) * k)


def camera_pose(homography: Array, shape: tuple[int, int]) -> Pose:
    """The pose of a camera whose picture (`shape`: rows, columns) maps map inches to
    pixels by `homography`, with the principal point in the middle of the picture and
    square pixels; the focal length is estimated from the homography when it can be."""
    h, w = shape
    shift = np.array([[1.0, 0, -w / 2], [0, 1.0, -h / 2], [0, 0, 1.0]])
    m = shift @ homography
    h1, h2 = m[:, 0], m[:, 1]
    # r1 ⟂ r2 and |r1| = |r2| give two linear equations in 1/f².
    a = np.array([h1[0] * h2[0] + h1[1] * h2[1], h1[0] ** 2 + h1[1] ** 2 - h2[0] ** 2 - h2[1] ** 2])
    b = -np.array([h1[2] * h2[2], h1[2] ** 2 - h2[2] ** 2])
    inv_f2 = float(a @ b / (a @ a)) if float(a @ a) > 0 else 0.0
    focal = PHONE_FOCAL * max(w, h)
    if inv_f2 > 0 and 0.3 * max(w, h) < (estimated := inv_f2**-0.5) < 3.0 * max(w, h):
        focal = estimated
    k_inv = np.diag([1 / focal, 1 / focal, 1.0])
    r = k_inv @ m
    scale = (np.linalg.norm(r[:, 0]) + np.linalg.norm(r[:, 1])) / 2
    r = r / scale
    if r[2, 2] < 0:  # the map lies in front of the camera
        r = -r
    r1, r2, t = r[:, 0], r[:, 1], r[:, 2]
    r3 = np.cross(r1, r2)
    centre = -np.stack([r1, r2, r3]) @ t
    return Pose((float(centre[0]), float(centre[1])), float(abs(centre[2])))
