"""Fiducial markers on the printed map, and the map as laid out on a table for photo sync.

`paint_tile_markers` puts the ArUco markers of `faserip_desk.sync.markers` on one printed
tile, leaving out any that would touch a trim line or run off the tile. `laid_map_image`
paints the map as the trimmed sheets look once laid edge to edge (optionally each sheet a
little off, as players lay them): the reference photo sync compares a photo with, and the
texture the synthetic photo generator photographs.
"""

from __future__ import annotations

import random

import numpy as np
import numpy.typing as npt
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPageSize, QPainter, QPen

from faserip_desk.board.map_model import BoardMap
from faserip_desk.print.fonts import load_print_fonts
from faserip_desk.print.gui_app import ensure_gui_app
from faserip_desk.print.map_sheet import BAND_IN, INFO_IN, MARGIN_MM, Tile, paint_map, plan_tiles
from faserip_desk.print.units import MM_PER_INCH, Paper, Units
from faserip_desk.sync.markers import (
    MARKER_IN,
    QUIET_IN,
    clear_of_lines,
    marker_cells,
    marker_layout,
)

TRIM = QColor(200, 0, 120)


def trim_lines(tiles: list[Tile], overlap: float) -> tuple[list[float], list[float]]:
    """The map positions (inches) of the vertical and horizontal trim lines of a tiling."""
    xs = sorted({t.x for t in tiles})
    ys = sorted({t.y for t in tiles})
    return [x + overlap / 2 for x in xs[1:]], [y + overlap / 2 for y in ys[1:]]


def paint_marker(painter: QPainter, marker_id: int, x: float, y: float, size: float) -> None:
    """One marker centred on (x, y) device pixels, `size` pixels wide, on a white patch."""
    quiet = size * QUIET_IN / MARKER_IN
    painter.fillRect(
        QRectF(x - size / 2 - quiet, y - size / 2 - quiet, size + 2 * quiet, size + 2 * quiet),
        QColor(255, 255, 255),
    )
    cell = size / 6
    black = QColor(0, 0, 0)
    for r, row in enumerate(marker_cells(marker_id)):
        for c, filled in enumerate(row):
            if filled:
                # A hair wider than the cell so anti-aliasing leaves no seams between cells.
                painter.fillRect(
                    QRectF(
                        x - size / 2 + c * cell, y - size / 2 + r * cell, cell + 0.3, cell + 0.3
                    ),
                    black,
                )


def paint_tile_markers(
    painter: QPainter,
    board: BoardMap,
    visible: QRectF,
    tiles: list[Tile],
    overlap: float,
    u: Units,
) -> None:
    """The markers inside `visible` (map device pixels) that keep clear of every trim line."""
    size = u.inch(1.0)
    lines_x, lines_y = trim_lines(tiles, overlap)
    half = (MARKER_IN / 2 + QUIET_IN) * size
    inner = visible.adjusted(half, half, -half, -half)
    layout = marker_layout(board.name, board.width, board.height)
    for marker_id, (x, y) in layout.centres.items():
        at = QPointF(x * size, y * size)
        if not inner.contains(at):
            continue
        if clear_of_lines(x, lines_x, 0.03) and clear_of_lines(y, lines_y, 0.03):
            paint_marker(painter, marker_id, at.x(), at.y(), MARKER_IN * size)


def tile_view(paper: Paper, landscape: bool = False) -> tuple[float, float]:
    """Width and height in inches of the map area of one printed page (as `render_map`)."""
    page = paper.page_size.size(QPageSize.Unit.Inch)
    w, h = (page.height(), page.width()) if landscape else (page.width(), page.height())
    margin = 2 * MARGIN_MM / MM_PER_INCH
    return w - margin - 2 * BAND_IN, h - margin - 2 * BAND_IN - INFO_IN


def _kept(tile: Tile, view: tuple[float, float], lines: tuple[list[float], list[float]]) -> QRectF:
    """The part of a tile that stays visible once the sheets are trimmed and laid (inches)."""
    x0, y0, x1, y1 = tile.x, tile.y, tile.x + view[0], tile.y + view[1]
    left = max([v for v in lines[0] if v <= tile.x + view[0] / 2] or [x0])
    right = min([v for v in lines[0] if v > tile.x + view[0] / 2] or [x1])
    top = max([v for v in lines[1] if v <= tile.y + view[1] / 2] or [y0])
    bottom = min([v for v in lines[1] if v > tile.y + view[1] / 2] or [y1])
    return QRectF(left, top, right - left, bottom - top)


def laid_map_image(
    board: BoardMap,
    ppi: float,
    *,
    paper: Paper = Paper.LETTER,
    overlap: float = 0.5,
    margin_in: float = 0.5,
    sheet_seed: int | None = None,
) -> npt.NDArray[np.uint8]:
    """The map's trimmed sheets laid edge to edge, as a BGR image at `ppi` pixels per inch.

    The map's corner A1 sits at (`margin_in`, `margin_in`) inches from the image's corner.
    With `sheet_seed`, each sheet is laid up to 1 mm and half a degree off, as by hand.
    """
    ensure_gui_app()
    load_print_fonts()
    view = tile_view(paper)
    tiles = plan_tiles(board, view[0], view[1], overlap)
    lines = trim_lines(tiles, overlap)
    u = Units(ppi)
    size = u.inch(1.0)
    image = QImage(
        round((board.width + 2 * margin_in) * ppi),
        round((board.height + 2 * margin_in) * ppi),
        QImage.Format.Format_RGB888,
    )
    image.fill(QColor(255, 255, 255))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    rng = random.Random(sheet_seed)
    for tile in tiles:
        kept = _kept(tile, view, lines)
        area = QRectF(kept.x() * size, kept.y() * size, kept.width() * size, kept.height() * size)
        painter.save()
        painter.translate(margin_in * size, margin_in * size)
        if sheet_seed is not None:
            centre = area.center()
            painter.translate(centre)
            painter.rotate(rng.uniform(-0.5, 0.5))
            painter.translate(-centre + QPointF(u.mm(rng.uniform(-1, 1)), u.mm(rng.uniform(-1, 1))))
        painter.setClipRect(area)
        painter.fillRect(area, QColor(255, 255, 255))
        paint_map(painter, board, u, area)
        full = QRectF(tile.x * size, tile.y * size, view[0] * size, view[1] * size)
        paint_tile_markers(painter, board, full, tiles, overlap, u)
        painter.setPen(QPen(TRIM, u.mm(0.3), Qt.PenStyle.DashLine))
        for x in lines[0]:
            painter.drawLine(QPointF(x * size, area.top()), QPointF(x * size, area.bottom()))
        for y in lines[1]:
            painter.drawLine(QPointF(area.left(), y * size), QPointF(area.right(), y * size))
        painter.restore()
    painter.end()
    return qimage_bgr(image)


def qimage_bgr(image: QImage) -> npt.NDArray[np.uint8]:
    """A copy of `image` as a height × width × 3 BGR array."""
    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    w, h = rgb.width(), rgb.height()
    buffer = np.frombuffer(rgb.constBits(), np.uint8).reshape(h, rgb.bytesPerLine())
    return np.ascontiguousarray(buffer[:, : w * 3].reshape(h, w, 3)[:, :, ::-1])
