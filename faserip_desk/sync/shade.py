"""Colour distance that forgives a shadow: a shadow darkens the print without changing its
colour, so a pixel is also compared with the print darkened by the best factor down to a
limit, at a cost."""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt

Floats = npt.NDArray[np.floating[Any]]


Bools = npt.NDArray[np.bool_]


def colour_distance(p: Floats, f: Floats, clipped: Bools | None = None) -> Floats:
    """Per-pixel colour distance from `p` to `f`, forgiving nothing. In a `clipped` channel
    (the camera's full scale) `p` is only a lower bound: it counts when brighter than `f`."""
    return _distance(p - f, clipped)


def _distance(residual: Floats, clipped: Bools | None) -> Floats:
    """The length of each pixel's `residual`, a `clipped` channel's counted only where the
    photo lies above what it is compared with (the residual is positive)."""
    if clipped is not None:
        residual = np.where(clipped, np.maximum(residual, 0.0), residual)
    return np.asarray(np.sqrt((residual**2).sum(axis=2)))


def darkened_distance(p: Floats, f: Floats, darkest: float) -> Floats:
    """Per-pixel colour distance from `p` to `f` darkened by the best factor between
    `darkest` and 1 (in the arrays' own precision)."""
    return darkened_distances(p, f, (darkest,))[0]


def darkened_distances(
    p: Floats, f: Floats, darkest: tuple[float, ...], clipped: Bools | None = None
) -> list[Floats]:
    """`darkened_distance` for each limit of `darkest`, the best factor worked out once (on
    the channels not `clipped`, which count as in `colour_distance`)."""
    if clipped is None:
        best = (p * f).sum(axis=2) / np.maximum((f * f).sum(axis=2), 1.0)
    else:
        told = ~clipped
        best = (p * f * told).sum(axis=2) / np.maximum((f * f * told).sum(axis=2), 1.0)
        best = np.where(told.any(axis=2), best, 1.0)
    out = []
    for limit in darkest:
        k = np.clip(best, limit, 1.0)
        out.append(_distance(p - k[:, :, None] * f, clipped))
    return out


def shade_forgiving_distance(p: Floats, f: Floats, darkest: float, cost: float) -> Floats:
    """Per-pixel colour distance from `p` to `f`, or to `f` darkened down to `darkest`
    plus `cost`, whichever is less."""
    return np.asarray(np.minimum(colour_distance(p, f), darkened_distance(p, f, darkest) + cost))
