"""The printed map is one inch per square: measured on a rasterised page."""

from __future__ import annotations

import itertools
from pathlib import Path

from PySide6.QtGui import QImage

from faserip_desk.board.map_model import BoardMap, Cell
from faserip_desk.print import ImagePages, Paper, pdf_writer, render_map
from faserip_desk.print.map_sheet import plan_tiles, tile_starts
from faserip_desk.print.units import Units

DPI = 200


def _open_board(width: int, height: int) -> BoardMap:
    cells = tuple(tuple(Cell() for _ in range(width)) for _ in range(height))
    return BoardMap("Open", width, height, cells)


def _dark_runs(image: QImage, y: int) -> list[float]:
    """Centres of the runs of dark pixels along row `y`."""
    centres, start = [], None
    for x in range(image.width()):
        dark = image.pixelColor(x, y).lightness() < 128
        if dark and start is None:
            start = x
        elif not dark and start is not None:
            centres.append((start + x - 1) / 2)
            start = None
    return centres


def test_grid_lines_are_one_inch_apart_on_a_rasterised_page() -> None:
    pages = ImagePages(Paper.LETTER, dpi=DPI)
    render_map(pages, _open_board(5, 5))
    image = pages.images[0]
    # A row through the middle of square row 3 crosses the vertical grid lines only.
    lines = _dark_runs(image, _row_centre_y(image))
    spacings = [b - a for a, b in itertools.pairwise(lines)]
    grid = [s for s in spacings if abs(s - DPI) < DPI * 0.2]
    assert len(grid) == 5, spacings  # five squares across: six grid lines
    for s in grid:
        assert abs(s - DPI) <= DPI * 0.005, spacings
    assert abs(sum(grid) - 5 * DPI) <= 5 * DPI * 0.005


def _row_centre_y(image: QImage) -> int:
    """A y through the middle of the third square (below the top bands)."""
    x = image.width() // 2
    ys = [y for y in range(image.height()) if image.pixelColor(x, y).lightness() < 128]
    # the grid's top edge is the first long dark run after the labels; take 2.5 squares below
    top = next(y for y in ys if _horizontal_line(image, y))
    return top + int(2.5 * DPI)


def _horizontal_line(image: QImage, y: int) -> bool:
    xs = range(image.width() // 4, image.width() * 3 // 4, 7)
    return all(image.pixelColor(x, y).lightness() < 128 for x in xs)


def test_pdf_writer_counts_300_units_per_inch(tmp_path: Path) -> None:
    writer = pdf_writer(tmp_path / "x.pdf", Paper.A4)
    assert Units.of(writer).inch(1) == 300
    del writer


def test_tiles_overlap_and_cover_the_map() -> None:
    assert tile_starts(7, 7.5, 0.5) == [0.0]
    starts = tile_starts(24, 7.5, 0.5)
    assert starts == [0.0, 7.0, 14.0, 21.0]
    assert starts[-1] + 7.5 >= 24
    tiles = plan_tiles(_open_board(24, 28), 7.5, 10.0, 0.5)
    assert {(t.col, t.row) for t in tiles} == {(c, r) for c in range(4) for r in range(3)}
