"""Colour distance that forgives a shadow: a shadow darkens the print without changing its
colour, so a pixel is also compared with the print darkened by the best factor down to a
limit, at a cost."""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt

Floats = npt.NDArray[np.floating[Any]]


def colour_distance(p: Floats, f: Floats) -> Floats:
    """Per-pixel colour distance from `p` to `f`, forgiving nothing."""
    return np.asarray(np.sqrt(((p - f) ** 2).sum(axis=2)))


def darkened_distance(p: Floats, f: Floats, darkest: float) -> Floats:
    """Per-pixel colour distance from `p` to `f` darkened by the best factor between
    `darkest` and 1 (in the arrays' own precision)."""
    return darkened_distances(p, f, (darkest,))[0]


def darkened_distances(p: Floats, f: Floats, darkest: tuple[float, ...]) -> list[Floats]:
    """`darkened_distance` for each limit of `darkest`, the best factor worked out once."""
    best = (p * f).sum(axis=2) / np.maximum((f * f).sum(axis=2), 1.0)
    out = []
    for limit in darkest:
        k = np.clip(best, limit, 1.0)
        out.append(np.asarray(np.sqrt(((p - k[:, :, None] * f) ** 2).sum(axis=2))))
    return out


def shade_forgiving_distance(p: Floats, f: Floats, darkest: float, cost: float) -> Floats:
    """Per-pixel colour distance from `p` to `f`, or to `f` darkened down to `darkest`
    plus `cost`, whichever is less."""
    return np.asarray(np.minimum(colour_distance(p, f), darkened_distance(p, f, darkest) + cost))
