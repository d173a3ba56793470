"""The map's terrain rendered once to a pixmap: fills, hatching, glyphs and the grid.

One pixmap per map keeps big maps fast: the view draws it scaled in one call.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen, QPixmap

from faserip_desk.board.map_model import BoardMap, Cell
from faserip_desk.board.squares import Square
from faserip_desk.progress import Progress, report
from faserip_desk.ui.board_view.terrain_style import QualityLook, base_quality, type_qualities

#: Pixels per square in the terrain pixmap (less on very big maps).
PIXELS = 48
MAX_SIDE = 4096


def pixels_per_square(board_map: BoardMap) -> int:
    """The pixmap's pixels per square for `board_map`."""
    return max(8, min(PIXELS, MAX_SIDE // max(board_map.width, board_map.height, 1)))


def _alpha(colour: QColor, alpha: int) -> QColor:
    out = QColor(colour)
    out.setAlpha(alpha)
    return out


def _paint_look(
    painter: QPainter, rect: QRectF, look: QualityLook, translucent: bool, part: QRectF
) -> None:
    if look.key == "outdoor" and translucent:
        return
    painter.fillRect(part, _alpha(look.fill, 120 if translucent else 255))
    if look.pattern is not Qt.BrushStyle.NoBrush:
        painter.fillRect(part, QBrush(_alpha(look.ink, 200), look.pattern))
    if look.key == "elevated":
        inset = rect.width() * 0.06
        painter.setPen(QPen(look.ink, rect.width() * 0.06))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(rect.adjusted(inset, inset, -inset, -inset))


def _glyphs(painter: QPainter, rect: QRectF, cell: Cell, looks: list[QualityLook]) -> None:
    texts = [q.glyph for q in looks if q.glyph]
    if "fire" in {q.key for q in looks}:
        texts.append(cell.fire_rank.short)
    if not texts:
        return
    box = QRectF(rect.x() + 2, rect.y() + 1, rect.width() - 4, rect.height() * 0.42)
    painter.setPen(QColor(20, 20, 20))
    painter.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, "".join(texts))


def _paint_cell(
    painter: QPainter, rect: QRectF, cell: Cell, elevated: bool, translucent: bool
) -> None:
    base = base_quality(cell, elevated)
    types = type_qualities(cell)
    _paint_look(painter, rect, base, translucent, rect)
    if types:
        # Several types share the square in vertical stripes so each stays recognisable.
        width = rect.width() / len(types)
        for i, look in enumerate(types):
            part = QRectF(rect.x() + i * width, rect.y(), width, rect.height())
            _paint_look(painter, rect, look, translucent, part)
    glyph_looks = ([base] if base.glyph else []) + types
    _glyphs(painter, rect, cell, glyph_looks)


def render_terrain(
    board_map: BoardMap, translucent: bool = False, progress: Progress | None = None
) -> QPixmap:
    """The terrain of `board_map` as a pixmap (transparent where a background shows through
    when `translucent`), with the grid lines. `progress` is told before each row (a
    150×150 map takes about half a second) and may raise `Cancelled`."""
    px = pixels_per_square(board_map)
    pixmap = QPixmap(board_map.width * px, board_map.height * px)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    try:
        _paint_terrain(painter, board_map, px, translucent, progress)
    finally:  # a cancelled drawing still ends its painter before the pixmap goes
        painter.end()
    return pixmap


def _paint_terrain(
    painter: QPainter, board_map: BoardMap, px: int, translucent: bool, progress: Progress | None
) -> None:
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(6, int(px * 0.3)))
    painter.setFont(font)
    what = f"Drawing the {board_map.width}×{board_map.height} map"
    for row in range(board_map.height):
        report(progress, row, board_map.height, what)
        for col in range(board_map.width):
            square = Square(col, row)
            rect = QRectF(col * px, row * px, px, px)
            _paint_cell(
                painter, rect, board_map.cell(square), board_map.is_elevated(square), translucent
            )
    grid = QPen(QColor(0, 0, 0, 70 if translucent else 55), 1)
    painter.setPen(grid)
    for col in range(board_map.width + 1):
        painter.drawLine(col * px, 0, col * px, board_map.height * px)
    for row in range(board_map.height + 1):
        painter.drawLine(0, row * px, board_map.width * px, row * px)
