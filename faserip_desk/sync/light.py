"""How the light falls on the map: a smooth gain per colour channel that brings a rectified
photo to the reference's colours, and what a blown-out (clipped) photo still tells.

Uneven light, a colour cast and shadows of the room change slowly; figures are small. So
the gain is estimated square by square and smoothed with a median over the neighbourhood.
Where the light is strong the camera clips the brightest print at full scale: there a
channel's ratio to the print is only a lower bound of the gain, and white print that is
clipped says nothing against a stronger light. So where enough squares round them are not
clipped, those squares' median may raise the gain (never lower it: among clipped print
they are often figures), and a clipped block of squares (a pale tinted zone washed out to
white) raises the gain to its own lower bound. A clipped pixel then only tells that the
print there is at least as bright as it looks (`clipped`).
"""

from __future__ import annotations

import warnings
from typing import Any

import cv2
import numpy as np
import numpy.typing as npt
from numpy.lib.stride_tricks import sliding_window_view

CLIPPED = 245
"""Channel value (0–255) from which a pixel of the photo may be clipped by the camera."""
CENSORED = 0.5
"""Share of a square's pixels clipped in a channel from which its ratio to the print is
only a lower bound of the gain."""
WINDOW = 5
"""Side (squares) of the neighbourhood over which the gain is smoothed."""
EXACT_ENOUGH = 9
"""Fewest squares not clipped in a neighbourhood for their median to raise its gain (fewer
may be figures on clipped print)."""
CLIPPED_BLURRED = 240
"""The same for a lightly blurred photo (noise and compression spread a clipped edge)."""
SUPPORT = 2
"""Fewest clipped neighbours, as bright against the print, for a clipped square's lower
bound to raise the gain: a lone one is a white base, not the light."""
SUPPORT_SHARE = 0.9
"""Share of a square's lower bound a neighbour's must reach to support it."""

Image = npt.NDArray[np.uint8]
Floats32 = npt.NDArray[np.float32]


def normalise(
    photo: Image, reference: Image, ppi: int, hand: npt.NDArray[np.bool_] | None = None
) -> Floats32:
    """`photo` with a smooth per-channel gain that brings it to `reference`'s colours. The
    squares mostly under a `hand` tell nothing of the light: they take the gain of the
    rest of the map."""
    h, w = photo.shape[0] // ppi, photo.shape[1] // ppi
    p = cv2.resize(photo, (w, h), interpolation=cv2.INTER_AREA).astype(np.float32)
    f = cv2.resize(reference, (w, h), interpolation=cv2.INTER_AREA).astype(np.float32)
    ratio = np.clip((p + 4.0) / (f + 4.0), 0.05, 20.0)
    crop = photo[: h * ppi, : w * ppi]
    share = cv2.resize((crop >= CLIPPED).astype(np.float32), (w, h), interpolation=cv2.INTER_AREA)
    censored = share.reshape(h, w, -1) >= CENSORED
    if hand is not None and hand.any():
        cover = hand[: h * ppi, : w * ppi].astype(np.float32)
        skin = cv2.resize(cover, (w, h), interpolation=cv2.INTER_AREA) >= 0.3
        if not skin.all():
            ratio[skin] = np.median(ratio[~skin], axis=0)
            censored[skin] = False
    gain = cv2.GaussianBlur(_smooth_gain(ratio, censored), (0, 0), 1.0)
    full = cv2.resize(gain, (photo.shape[1], photo.shape[0]), interpolation=cv2.INTER_LINEAR)
    return np.asarray(photo.astype(np.float32) / np.maximum(full, 0.05), dtype=np.float32)


def _smooth_gain(ratio: Floats32, censored: npt.NDArray[np.bool_]) -> Floats32:
    """The gain of each square (rows × columns × channels) from the squares' `ratio` to the
    print, those `censored` (clipped) being lower bounds only."""
    every = cv2.medianBlur(ratio, WINDOW)
    if not censored.any():
        return np.asarray(every, np.float32)
    half = WINDOW // 2
    exact = np.pad(
        np.where(censored, np.nan, ratio),
        ((half, half), (half, half), (0, 0)),
        constant_values=np.nan,
    )
    windows = sliding_window_view(exact, (WINDOW, WINDOW), axis=(0, 1))
    count = np.sum(~np.isnan(windows), axis=(-2, -1))
    with warnings.catch_warnings():  # a neighbourhood with none left: its median is unused
        warnings.simplefilter("ignore", RuntimeWarning)
        local = np.nanmedian(windows, axis=(-2, -1))
    # Lower bounds only pull the median down: the squares not clipped may raise it, never
    # lower it (where the print is clipped, they are often figures).
    gain = np.where(count >= EXACT_ENOUGH, np.maximum(local, every), every)
    # A clipped block is at least as brightly lit as its own bound says.
    block = censored & _supported(ratio, censored)
    return np.asarray(np.where(block, np.maximum(gain, ratio), gain), np.float32)


def _supported(ratio: Floats32, censored: npt.NDArray[np.bool_]) -> npt.NDArray[np.bool_]:
    """Clipped squares with at least `SUPPORT` clipped neighbours whose lower bound reaches
    `SUPPORT_SHARE` of theirs: part of a clipped block, not a lone bright base."""
    h, w = ratio.shape[:2]
    padded_r = np.pad(ratio, ((1, 1), (1, 1), (0, 0)))
    padded_c = np.pad(censored, ((1, 1), (1, 1), (0, 0)))
    count = np.zeros(ratio.shape, np.int32)
    for dy in (-1, 0, 1):
        for dx in (-1, 0, 1):
            if dy == dx == 0:
                continue
            r = padded_r[1 + dy : 1 + dy + h, 1 + dx : 1 + dx + w]
            c = padded_c[1 + dy : 1 + dy + h, 1 + dx : 1 + dx + w]
            count += c & (r >= SUPPORT_SHARE * ratio)
    return np.asarray(count >= SUPPORT)


def clipped(photo: npt.NDArray[np.number[Any]]) -> npt.NDArray[np.bool_]:
    """The channels of each pixel of `photo` (lightly blurred) that the camera may have
    clipped: there the print is at least as bright as it looks."""
    return np.asarray(photo >= CLIPPED_BLURRED)
