"""The result colours read in greyscale and for colour-blind players (issue 19, item 21).

Greys: Rec. 709 luma of the sRGB values. Colour-blind sight: Machado, Oliveira & Fernandes
(2009) simulation matrices at severity 1.0, applied in linear RGB; distances: CIELAB ΔE*76.
"""

from __future__ import annotations

import itertools
from collections import Counter

import pytest
from PySide6.QtGui import QColor

from faserip_desk.print import ImagePages, render_universal_table
from faserip_desk.print.result_colors import RESULT_FILL, RESULT_INK
from faserip_desk.rules.colors import Color

Matrix = tuple[tuple[float, float, float], ...]
NORMAL: Matrix = ((1, 0, 0), (0, 1, 0), (0, 0, 1))
PROTANOPIA: Matrix = (
    (0.152286, 1.052583, -0.204868),
    (0.114503, 0.786281, 0.099216),
    (-0.003882, -0.048116, 1.051998),
)
DEUTERANOPIA: Matrix = (
    (0.367322, 0.860646, -0.227968),
    (0.280085, 0.672501, 0.047413),
    (-0.011820, 0.042940, 0.968881),
)
MIN_DELTA_E = 25.0
MIN_GREY_STEP = 30.0


def _linear(color: QColor) -> list[float]:
    out = []
    for v in (color.red(), color.green(), color.blue()):
        c = v / 255
        out.append(c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4)
    return out


def _lab(rgb: list[float]) -> tuple[float, float, float]:
    r, g, b = (min(1.0, max(0.0, v)) for v in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def _seen(color: QColor, matrix: Matrix) -> tuple[float, float, float]:
    rgb = _linear(color)
    return _lab([sum(m * v for m, v in zip(row, rgb, strict=True)) for row in matrix])


def _grey(color: QColor) -> float:
    return 0.2126 * color.red() + 0.7152 * color.green() + 0.0722 * color.blue()


def test_greys_run_white_green_yellow_red() -> None:
    greys = [_grey(RESULT_FILL[c]) for c in (Color.WHITE, Color.GREEN, Color.YELLOW, Color.RED)]
    assert all(a - b >= MIN_GREY_STEP for a, b in itertools.pairwise(greys)), greys


@pytest.mark.parametrize(
    "sight", [NORMAL, DEUTERANOPIA, PROTANOPIA], ids=["normal", "deuteranopia", "protanopia"]
)
def test_every_pair_stays_apart(sight: Matrix) -> None:
    for a, b in itertools.combinations(Color, 2):
        la, lb = _seen(RESULT_FILL[a], sight), _seen(RESULT_FILL[b], sight)
        distance = sum((p - q) ** 2 for p, q in zip(la, lb, strict=True)) ** 0.5
        assert distance >= MIN_DELTA_E, (a.label, b.label, round(distance, 1))


def test_the_old_colours_fail_this_test() -> None:
    # The colours issue 19 measured: Green and Red ΔE 18 apart for deuteranopes.
    green, red = QColor(92, 184, 92), QColor(222, 62, 50)
    la, lb = _seen(green, DEUTERANOPIA), _seen(red, DEUTERANOPIA)
    assert sum((p - q) ** 2 for p, q in zip(la, lb, strict=True)) ** 0.5 < MIN_DELTA_E


def test_letters_contrast_with_their_fill() -> None:
    for color in Color:
        assert abs(_grey(RESULT_FILL[color]) - _grey(RESULT_INK[color])) >= 100, color.label


def test_the_printed_table_uses_the_colours() -> None:
    pages = ImagePages(dpi=60)
    render_universal_table(pages)
    image = pages.images[0]
    seen = Counter(
        image.pixel(x, y) for y in range(0, image.height(), 2) for x in range(0, image.width(), 2)
    )
    for color in (Color.GREEN, Color.YELLOW, Color.RED):
        assert seen[RESULT_FILL[color].rgb()] > 500, color.label
