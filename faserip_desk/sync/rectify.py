"""The photo's map area resampled square-true: `ppi` pixels per inch, A1 at the top left."""

from __future__ import annotations

import cv2
import numpy as np
import numpy.typing as npt

from faserip_desk.sync.locate import MapFit

COARSE = 8
"""Pixels between the points where the local correction is computed exactly."""


def rectify(
    photo: npt.NDArray[np.uint8], fit: MapFit, width: int, height: int, ppi: int
) -> npt.NDArray[np.uint8]:
    """The map area of `photo` (BGR) as a (height·ppi) × (width·ppi) BGR image."""
    out_w, out_h = width * ppi, height * ppi
    # Sample from a copy about twice as fine as the output, not from all 12 megapixels.
    square = fit.square_size_px(width, height)
    scale = min(1.0, 2.2 * ppi / max(square, 1e-6))
    source = (
        photo
        if scale >= 1.0
        else cv2.resize(photo, None, fx=scale, fy=scale, interpolation=cv2.INTER_AREA)
    )
    # The homography exactly at every pixel; the smooth local correction on a coarse grid.
    cw, ch = -(-out_w // COARSE), -(-out_h // COARSE)
    us, vs = np.meshgrid((np.arange(cw) + 0.5) * COARSE, (np.arange(ch) + 0.5) * COARSE)
    coarse_map = np.stack([us.ravel(), vs.ravel()], axis=1) / ppi
    plain = cv2.perspectiveTransform(coarse_map.reshape(-1, 1, 2), fit.homography).reshape(-1, 2)
    coarse_shift = ((fit.to_photo(coarse_map) - plain) * scale).reshape(ch, cw, 2)
    shift = cv2.resize(
        coarse_shift.astype(np.float32), (cw * COARSE, ch * COARSE), interpolation=cv2.INTER_LINEAR
    )
    hs = np.diag([scale, scale, 1.0]) @ fit.homography @ np.diag([1 / ppi, 1 / ppi, 1.0])
    u = np.arange(out_w, dtype=np.float32) + 0.5
    v = np.arange(out_h, dtype=np.float32)[:, None] + 0.5
    z = hs[2, 0] * u + hs[2, 1] * v + hs[2, 2]
    map_x = (hs[0, 0] * u + hs[0, 1] * v + hs[0, 2]) / z + shift[:out_h, :out_w, 0]
    map_y = (hs[1, 0] * u + hs[1, 1] * v + hs[1, 2]) / z + shift[:out_h, :out_w, 1]
    return np.asarray(
        cv2.remap(
            source,
            map_x.astype(np.float32),
            map_y.astype(np.float32),
            cv2.INTER_LINEAR,
            borderMode=cv2.BORDER_CONSTANT,
            borderValue=0,
        ),
        dtype=np.uint8,
    )
