"""The map editor's drawing surface: the grid over its background image, and the mouse tools.

The canvas draws a `MapDraft` and turns mouse gestures into signals (a square painted, a
wall edge clicked, a rectangle dragged, the grid moved or scaled); the editor window
changes the draft and asks for a repaint. It holds no map data of its own.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPixmap,
    QWheelEvent,
)
from PySide6.QtWidgets import QWidget

from faserip_desk.board.map_model import Edge, Wall
from faserip_desk.board.squares import Square
from faserip_desk.ui.editors.map_colors import symbol_color
from faserip_desk.ui.editors.map_draft import MapDraft
from faserip_desk.ui.editors.map_painting import MARGIN, MapPainting

TOOLS = ("paint", "wall", "ladder", "stair", "zone", "align")


class MapCanvas(MapPainting, QWidget):
    """Draws the draft; emits what the mouse did with the current tool."""

    square_painted = Signal(object)  # Square: paint tool, press and drag
    wall_toggled = Signal(object, object)  # Square, Edge: wall tool click
    wall_run = Signal(object)  # list[Wall]: wall tool shift-drag
    square_clicked = Signal(object)  # Square: ladder and stair tools
    square_right_clicked = Signal(object)  # Square: ladder and stair tools (remove)
    rect_dragged = Signal(object, object)  # Square, Square: zone tool
    grid_moved = Signal(float, float)  # offset change in image pixels: align tool drag
    grid_scaled = Signal(float)  # square size change in image pixels: align tool wheel

    def __init__(self, draft: MapDraft, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.draft = draft
        self.tool = "paint"
        self.square_px = 24
        self.pending: Square | None = None  # a ladder's or stair's chosen bottom
        self._press: tuple[QPointF, Square] | None = None
        self._run_start: Wall | None = None
        self._run: list[Wall] = []
        self._drag_end: Square | None = None
        self._pixmap: tuple[str, QPixmap] | None = None
        self.setMouseTracking(False)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    # -- set-up ----------------------------------------------------------------------------

    def set_draft(self, draft: MapDraft) -> None:
        """Show another draft."""
        self.draft = draft
        self.pending = None
        self.updateGeometry()
        self.adjustSize()
        self.update()

    def set_tool(self, tool: str) -> None:
        """Choose the mouse tool: one of `TOOLS`."""
        self.tool = tool
        self.pending = None
        self.update()

    def set_zoom(self, square_px: int) -> None:
        """Draw each square `square_px` pixels wide."""
        self.square_px = square_px
        self.updateGeometry()
        self.adjustSize()
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """The grid plus its labelled margins."""
        s = self.square_px
        return QSize(self.draft.width * s + 2 * MARGIN, self.draft.height * s + 2 * MARGIN)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """As large as the grid."""
        return self.sizeHint()

    # -- geometry --------------------------------------------------------------------------

    def square_at(self, pos: QPointF) -> Square | None:
        """The square under `pos`, or None off the grid."""
        c = math.floor((pos.x() - MARGIN) / self.square_px)
        r = math.floor((pos.y() - MARGIN) / self.square_px)
        square = Square(c, r)
        return square if self.draft.contains(square) else None

    def edge_at(self, pos: QPointF) -> Wall | None:
        """The square edge nearest `pos` (as a normalised wall), or None off the grid."""
        square = self.square_at(pos)
        if square is None:
            return None
        fx = (pos.x() - MARGIN) / self.square_px - square.col
        fy = (pos.y() - MARGIN) / self.square_px - square.row
        options = {Edge.WEST: fx, Edge.EAST: 1 - fx, Edge.NORTH: fy, Edge.SOUTH: 1 - fy}
        edge = min(options, key=lambda e: options[e])
        return Wall(square, edge).normalised()

    def _run_to(self, pos: QPointF) -> list[Wall]:
        start = self._run_start
        square = self.square_at(pos)
        if start is None or square is None:
            return []
        c, r = start.square
        if start.edge is Edge.WEST:
            lo, hi = sorted((r, min(square.row, self.draft.height - 1)))
            return [Wall(Square(c, i), Edge.WEST) for i in range(lo, hi + 1)]
        lo, hi = sorted((c, min(square.col, self.draft.width - 1)))
        return [Wall(Square(i, r), Edge.NORTH) for i in range(lo, hi + 1)]

    # -- mouse -----------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        """Start the current tool's gesture."""
        pos = event.position()
        square = self.square_at(pos)
        right = event.button() == Qt.MouseButton.RightButton
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        if self.tool == "align":
            self._press = (pos, square or Square(0, 0))
            return
        if square is None:
            return
        self._press = (pos, square)
        if self.tool == "paint":
            self.square_painted.emit(square)
        elif self.tool == "wall":
            wall = self.edge_at(pos)
            if wall is not None and shift:
                self._run_start, self._run = wall, [wall]
                self.update()
            elif wall is not None:
                self.wall_toggled.emit(wall.square, wall.edge)
        elif self.tool in ("ladder", "stair"):
            (self.square_right_clicked if right else self.square_clicked).emit(square)
        elif self.tool == "zone":
            self._drag_end = square
            self.update()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        """Continue the gesture: paint, stretch a run or a rectangle, move the grid."""
        pos = event.position()
        if self._press is None:
            return
        if self.tool == "align":
            start = self._press[0]
            bg = self.draft.background
            if bg is not None:
                ratio = bg.square_size / self.square_px
                self.grid_moved.emit((pos.x() - start.x()) * ratio, (pos.y() - start.y()) * ratio)
            self._press = (pos, self._press[1])
            return
        square = self.square_at(pos)
        if self.tool == "paint" and square is not None:
            self.square_painted.emit(square)
        elif self.tool == "wall" and self._run_start is not None:
            self._run = self._run_to(pos) or self._run
            self.update()
        elif self.tool == "zone" and square is not None:
            self._drag_end = square
            self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        """Finish the gesture."""
        if self.tool == "wall" and self._run_start is not None:
            run = self._run_to(event.position()) or self._run
            self._run_start, self._run = None, []
            self.wall_run.emit(run)
        elif self.tool == "zone" and self._press is not None and self._drag_end is not None:
            self.rect_dragged.emit(self._press[1], self._drag_end)
        self._press, self._drag_end = None, None
        self.update()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 - Qt override
        """With the align tool, the wheel scales the grid over the image."""
        if self.tool != "align" or self.draft.background is None:
            event.ignore()
            return
        step = 0.25 if event.angleDelta().y() > 0 else -0.25
        self.grid_scaled.emit(step)
        event.accept()

    # -- drawing ---------------------------------------------------------------------------

    def _background_pixmap(self) -> QPixmap | None:
        bg = self.draft.background
        if bg is None:
            return None
        if self._pixmap is None or self._pixmap[0] != bg.image:
            self._pixmap = (bg.image, QPixmap(bg.image))
        return None if self._pixmap[1].isNull() else self._pixmap[1]

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        """Draw background, squares, grid, walls, features, zones and the labels."""
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(250, 250, 247))
        s, d = self.square_px, self.draft
        pixmap = self._background_pixmap()
        bg = d.background
        if pixmap is not None and bg is not None:
            z = s / bg.square_size
            target = QRectF(
                MARGIN - bg.offset_x * z,
                MARGIN - bg.offset_y * z,
                pixmap.width() * z,
                pixmap.height() * z,
            )
            painter.drawPixmap(target, pixmap, QRectF(pixmap.rect()))
        alpha = 70 if pixmap is not None else 200
        font = QFont(painter.font())
        font.setPixelSize(max(8, int(s * 0.45)))
        painter.setFont(font)
        for r, row in enumerate(d.symbols):
            for c, symbol in enumerate(row):
                rect = self.square_rect(Square(c, r))
                entry = d.legend.get(symbol)
                color = symbol_color(entry, d.atmosphere) if entry else QColor(255, 0, 0)
                if color.alpha():
                    color.setAlpha(alpha)
                    painter.fillRect(rect, color)
                if symbol != ".":
                    painter.setPen(QColor(40, 40, 40, 160))
                    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, symbol)
        self._draw_grid(painter)
        self._draw_zones(painter)
        self._draw_walls(painter)
        self._draw_features(painter)
        self._draw_labels(painter)
        painter.end()
