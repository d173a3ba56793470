"""Sheets print safely: nothing within 6 mm of the paper edge, 3 mm gutters between cards, and
maps that say how to print them, carry a one-inch bar, a legend and visible registration
marks (issue 19, item 20)."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from faserip_desk.library import Library
from faserip_desk.print import (
    ImagePages,
    Paper,
    condition_texts,
    render_condition_cards,
    render_folios,
    render_map,
    render_tokens,
    standard_tokens,
    write_pdf,
)
from faserip_desk.print.card_grid import render_cards
from faserip_desk.print.map_legend import draw_registration
from faserip_desk.print.units import CardSize, Units

DPI = 100.0
PX_PER_MM = DPI / 25.4
Texts = Callable[[Path], list[str]]


def _rows(image: QImage, below: int = 250) -> list[bytes]:
    """Each row of `image` as bytes: 1 where the pixel is darker than `below`, else 0."""
    grey = image.convertToFormat(QImage.Format.Format_Grayscale8)
    data, stride = bytes(grey.constBits()), grey.bytesPerLine()
    table = bytes(1 if v < below else 0 for v in range(256))
    return [
        data[y * stride : y * stride + grey.width()].translate(table) for y in range(grey.height())
    ]


def _runs(row: bytes) -> list[tuple[int, int]]:
    """The (start, end) of every run of 1s in `row`."""
    runs, start = [], None
    for x, v in enumerate(row):
        if v and start is None:
            start = x
        elif not v and start is not None:
            runs.append((start, x))
            start = None
    if start is not None:
        runs.append((start, len(row)))
    return runs


def _inked_edge_mm(image: QImage) -> float:
    """The distance (mm) from the paper edge to the nearest printed pixel."""
    rows = _rows(image)
    inked = [y for y, row in enumerate(rows) if 1 in row]
    left = min(row.find(1) for row in rows if 1 in row)
    right = max(row.rfind(1) for row in rows if 1 in row)
    w, h = image.width(), image.height()
    return min(left, w - 1 - right, inked[0], h - 1 - inked[-1]) / PX_PER_MM


@pytest.mark.parametrize("paper", [Paper.LETTER, Paper.A4])
def test_nothing_prints_within_6_mm_of_the_paper_edge(library: Library, paper: Paper) -> None:
    jobs = {
        "folios": lambda t: render_folios(t, library.all_figures()[:9]),
        "conditions": lambda t: render_condition_cards(t, condition_texts()[:9]),
        "tokens": lambda t: render_tokens(t, standard_tokens(1)),
        "map": lambda t: render_map(t, library.map("The Mall")),
    }
    for name, render in jobs.items():
        pages = ImagePages(paper, dpi=DPI)
        render(pages)
        for n, image in enumerate(pages.images[:2]):
            assert _inked_edge_mm(image) >= 6.0 - 0.3, (name, n)


@pytest.mark.parametrize(("paper", "cols", "rows"), [(Paper.A4, 3, 3), (Paper.LETTER, 4, 2)])
def test_cards_have_3_mm_gutters(paper: Paper, cols: int, rows: int) -> None:
    def solid(painter: QPainter, rect: QRectF, units: Units, item: int) -> bool:
        painter.fillRect(rect, QColor(0, 0, 0))
        return True

    pages = ImagePages(paper, dpi=DPI)
    render_cards(pages, list(range(9)), CardSize.POKER.mm, solid)
    image = pages.images[0]
    lines = _rows(image, 128)
    # A row 10 mm into the first row of cards, a column 10 mm into the first column.
    top = next(y for y, line in enumerate(lines) if b"\x01" * 100 in line)
    left = min(line.find(b"\x01" * 100) for line in lines if b"\x01" * 100 in line)
    middle_row = lines[top + round(10 * PX_PER_MM)]
    middle_col = bytes(line[left + round(10 * PX_PER_MM)] for line in lines)
    for line, count, length in ((middle_row, cols, 63), (middle_col, rows, 88)):
        cards = [r for r in _runs(line) if (r[1] - r[0]) / PX_PER_MM > 20]
        assert [round((b - a) / PX_PER_MM) for a, b in cards] == [length] * count
        gaps = [(c[0] - b[1]) / PX_PER_MM for b, c in itertools.pairwise(cards)]
        assert all(gap >= 3.0 - 0.2 for gap in gaps), gaps


def test_every_map_sheet_says_print_at_100_percent_and_has_a_legend(
    tmp_path: Path, library: Library, text_of: Texts
) -> None:
    out = tmp_path / "mall.pdf"
    pages = write_pdf(out, lambda t: render_map(t, library.map("The Mall")))
    texts = text_of(out)
    assert len(texts) == pages
    for text in texts[:-1]:
        assert "Print at 100% (actual size)" in text and "1 inch" in text
    legend = texts[-1]
    assert "The Mall — legend" in legend
    # The Mall has indoor and outdoor ground, Difficult, roofs, walls, Slick and Aquatic squares.
    for word in ("INDOOR", "OUTDOOR", "DIFFICULT", "SOLID", "WALL", "SLICK", "AQUATIC"):
        assert word in legend, word
    for word in ("FIRE", "SMOKE"):  # none on the Mall, so not in its legend
        assert word not in legend
    assert "Trim line" in legend and "registration marks" in legend


def test_the_calibration_bar_is_one_inch_on_a_rasterised_sheet(library: Library) -> None:
    dpi = 200
    pages = ImagePages(Paper.LETTER, dpi=dpi)
    render_map(pages, library.map("Secret Lab"))
    image = pages.images[0]
    lengths = []
    for row in _rows(image, 128)[: round(20 * dpi / 25.4)]:
        runs = _runs(row[image.width() // 2 :])
        # The bar's middle rows: black quarter inch, white, black quarter inch, the end line.
        if len(runs) >= 3 and abs(runs[-3][1] - runs[-3][0] - dpi / 4) <= 2:
            lengths.append(runs[-1][1] - runs[-3][0] - 1)
    assert lengths
    assert max(lengths) == pytest.approx(dpi, abs=2)


def test_registration_marks_keep_a_white_halo_on_dark_terrain() -> None:
    image = QImage(200, 200, QImage.Format.Format_RGB32)
    image.fill(QColor(60, 60, 64))
    painter = QPainter(image)
    units = Units(254)  # 10 pixels a millimetre
    draw_registration(painter, QPointF(100, 100), units)
    painter.end()
    # Just outside the 2.5 mm ring (drawn 0.2 mm wide) the halo is white.
    for x, y in ((120, 120), (80, 120), (80, 80), (120, 80)):  # 28 px out, between the arms
        assert image.pixelColor(x, y).lightness() > 240, (x, y)
    assert image.pixelColor(100 + 45, 100 + 45).lightness() < 100  # the terrain beyond
