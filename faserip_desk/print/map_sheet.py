"""The map at one inch per square, tiled over Letter or A4 pages with overlaps.

Each page shows one tile: the squares under it at exactly one inch each (computed from the
target's resolution), the square coordinates along all four edges, and, where a neighbouring
tile overlaps, a dashed trim line with registration marks at the same map positions on both
pages, so the sheets can be trimmed and laid edge to edge. Each sheet's header carries a
one-inch calibration bar and the "print at 100%" note; a legend page follows the sheets.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from faserip_desk.board.map_model import BoardMap
from faserip_desk.board.squares import Square, column_letters
from faserip_desk.print.map_features import paint_features, paint_walls, paint_zones
from faserip_desk.print.map_legend import TRIM, draw_registration, paint_calibration, render_legend
from faserip_desk.print.map_terrain import paint_square
from faserip_desk.print.pages import PageTarget, open_pages
from faserip_desk.print.text_flow import fit_line
from faserip_desk.print.units import Units
from faserip_desk.progress import Progress, report

MARGIN_MM = 6.0
BAND_IN = 0.22
#: The header above each sheet's squares: two lines (what the sheet is; how to print it).
INFO_IN = 0.4
GRID = QColor(60, 60, 60)


@dataclass(frozen=True)
class Tile:
    """One page of the map: its place in the tiling and its top-left in map inches."""

    col: int
    row: int
    x: float
    y: float


def tile_starts(length: float, view: float, overlap: float) -> list[float]:
    """Start positions (inches) of tiles of `view` inches covering `length` with `overlap`."""
    if length <= view:
        return [0.0]
    step = view - overlap
    count = 1 + math.ceil((length - view) / step - 1e-9)
    return [i * step for i in range(count)]


def plan_tiles(board: BoardMap, view_w: float, view_h: float, overlap: float) -> list[Tile]:
    """Every tile of `board` for a viewport of `view_w` × `view_h` inches, row by row."""
    xs = tile_starts(board.width, view_w, overlap)
    ys = tile_starts(board.height, view_h, overlap)
    return [Tile(c, r, x, y) for r, y in enumerate(ys) for c, x in enumerate(xs)]


def paint_map(painter: QPainter, board: BoardMap, u: Units, visible: QRectF) -> None:
    """Paint the map with its origin at (0, 0), one inch per square; `visible` in map units."""
    size = u.inch(1.0)
    c0, c1 = max(0, int(visible.left() // size)), min(board.width, int(visible.right() // size) + 1)
    r0, r1 = (
        max(0, int(visible.top() // size)),
        min(board.height, int(visible.bottom() // size) + 1),
    )
    for r in range(r0, r1):
        for c in range(c0, c1):
            rect = QRectF(c * size, r * size, size, size)
            cell = board.cell(Square(c, r))
            # Label the first square of each run of alike squares (and the tile's first column).
            label = c == c0 or board.cell(Square(c - 1, r)) != cell
            paint_square(painter, rect, cell, u, label=label)
    paint_zones(painter, board, size, u)
    painter.setPen(QPen(GRID, u.mm(0.25)))
    for c in range(board.width + 1):
        painter.drawLine(QPointF(c * size, 0), QPointF(c * size, board.height * size))
    for r in range(board.height + 1):
        painter.drawLine(QPointF(0, r * size), QPointF(board.width * size, r * size))
    paint_walls(painter, board, size, u)
    paint_features(painter, board, size, u)


def _trim_lines(
    painter: QPainter,
    board: BoardMap,
    tile: Tile,
    view: QRectF,
    tiles: list[Tile],
    overlap: float,
    u: Units,
) -> None:
    """Trim lines in the middle of each overlap, with registration marks on them."""
    size = u.inch(1.0)
    pen = QPen(TRIM, u.mm(0.3), Qt.PenStyle.DashLine)
    xs = sorted({t.x for t in tiles})
    ys = sorted({t.y for t in tiles})
    lines_x = [
        x + overlap / 2 for x in xs[1:] if tile.x < x + overlap / 2 < tile.x + view.width() / size
    ]
    lines_y = [
        y + overlap / 2 for y in ys[1:] if tile.y < y + overlap / 2 < tile.y + view.height() / size
    ]
    for x in lines_x:
        painter.setPen(pen)
        painter.drawLine(QPointF(x * size, view.top()), QPointF(x * size, view.bottom()))
        for k in range(int(board.height)):
            if k % 3 == 1:
                draw_registration(painter, QPointF(x * size, (k + 0.5) * size), u)
    for y in lines_y:
        painter.setPen(pen)
        painter.drawLine(QPointF(view.left(), y * size), QPointF(view.right(), y * size))
        for k in range(int(board.width)):
            if k % 3 == 1:
                draw_registration(painter, QPointF((k + 0.5) * size, y * size), u)


def _edge_labels(painter: QPainter, board: BoardMap, tile: Tile, view: QRectF, u: Units) -> None:
    size = u.inch(1.0)
    band = u.inch(BAND_IN)
    x0, y0 = view.left() - tile.x * size, view.top() - tile.y * size
    for c in range(board.width):
        left = x0 + c * size
        if left + size <= view.left() or left >= view.right():
            continue
        cell = QRectF(
            max(left, view.left()), 0, min(left + size, view.right()) - max(left, view.left()), band
        )
        for top in (view.top() - band, view.bottom()):
            fit_line(
                painter,
                cell.translated(0, top),
                column_letters(c),
                10,
                bold=True,
                align=Qt.AlignmentFlag.AlignHCenter,
            )
    for r in range(board.height):
        top = y0 + r * size
        if top + size <= view.top() or top >= view.bottom():
            continue
        cell = QRectF(
            0, max(top, view.top()), band, min(top + size, view.bottom()) - max(top, view.top())
        )
        for left in (view.left() - band, view.right()):
            fit_line(
                painter,
                cell.translated(left, 0),
                str(r + 1),
                10,
                bold=True,
                align=Qt.AlignmentFlag.AlignHCenter,
            )


def render_map(
    target: PageTarget,
    board: BoardMap,
    overlap_in: float = 0.5,
    progress: Progress | None = None,
) -> int:
    """The map at one inch per square, one tile per page (with the markers that let a photo
    of the table be read), then a legend page; returns the number of pages. `progress` is
    told before each sheet ("Printing map sheets", n of all)."""
    from faserip_desk.print.map_markers import paint_tile_markers  # it imports this module

    with open_pages(target, landscape=False) as pages:
        painter, u = pages.painter, pages.units
        area = pages.area(MARGIN_MM)
        band, info = u.inch(BAND_IN), u.inch(INFO_IN)
        view = area.adjusted(band, band + info, -band, -band)
        size = u.inch(1.0)
        tiles = plan_tiles(board, view.width() / size, view.height() / size, overlap_in)
        for n, tile in enumerate(tiles):
            report(progress, n, len(tiles) + 1, "Printing map sheets")
            if n:
                pages.new_page()
            text = (
                f"{board.name} — sheet {n + 1} of {len(tiles)} (row {tile.row + 1}, column "
                f"{tile.col + 1}) — 1 square = 1 inch — trim on the dashed line and match the "
                "marks; legend on the last page"
            )
            line = QRectF(area.left(), area.top(), area.width(), info / 2)
            fit_line(painter, line, text, 8)
            paint_calibration(painter, line.translated(0, info / 2), u)
            painter.save()
            painter.setClipRect(view)
            painter.translate(view.left() - tile.x * size, view.top() - tile.y * size)
            visible = QRectF(tile.x * size, tile.y * size, view.width(), view.height())
            paint_map(painter, board, u, visible)
            local = QRectF(visible)
            _trim_lines(painter, board, tile, local, tiles, overlap_in, u)
            paint_tile_markers(painter, board, local, tiles, overlap_in, u)
            painter.restore()
            painter.setPen(QPen(QColor(0, 0, 0), u.mm(0.3)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(view)
            _edge_labels(painter, board, tile, view, u)
        report(progress, len(tiles), len(tiles) + 1, "Printing map sheets")
        pages.new_page()
        render_legend(pages.painter, pages.area(MARGIN_MM + 4), board, overlap_in, u)
        report(progress, len(tiles) + 1, len(tiles) + 1, "Printing map sheets")
        return len(tiles) + 1
