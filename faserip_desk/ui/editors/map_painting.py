"""Drawing the map editor's grid, walls, features, zones and edge labels (a canvas mixin)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from faserip_desk.board.map_model import Edge, Wall
from faserip_desk.board.squares import Square, column_letters
from faserip_desk.ui.editors.map_draft import MapDraft

MARGIN = 22


def _round_pen(color: QColor, width: int) -> QPen:
    pen = QPen(color, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


class MapPainting:
    """The drawing half of `MapCanvas`: each method paints one layer over the squares."""

    draft: MapDraft
    square_px: int
    pending: Square | None
    _run: list[Wall]
    _press: tuple[QPointF, Square] | None
    _drag_end: Square | None

    def square_rect(self, square: Square) -> QRectF:
        """The square's rectangle in widget pixels."""
        s = self.square_px
        return QRectF(MARGIN + square.col * s, MARGIN + square.row * s, s, s)

    def _draw_grid(self, painter: QPainter) -> None:
        s, d = self.square_px, self.draft
        painter.setPen(QPen(QColor(60, 60, 60, 110), 1))
        for c in range(d.width + 1):
            painter.drawLine(MARGIN + c * s, MARGIN, MARGIN + c * s, MARGIN + d.height * s)
        for r in range(d.height + 1):
            painter.drawLine(MARGIN, MARGIN + r * s, MARGIN + d.width * s, MARGIN + r * s)

    def _wall_line(self, painter: QPainter, wall: Wall) -> None:
        rect = self.square_rect(wall.square)
        if wall.edge is Edge.WEST:
            painter.drawLine(rect.topLeft(), rect.bottomLeft())
        else:
            painter.drawLine(rect.topLeft(), rect.topRight())

    def _draw_walls(self, painter: QPainter) -> None:
        painter.setPen(_round_pen(QColor(20, 20, 20), 4))
        for wall in self.draft.walls:
            self._wall_line(painter, wall)
        painter.setPen(_round_pen(QColor(0, 120, 255), 4))
        for wall in self._run:
            self._wall_line(painter, wall)

    def _draw_features(self, painter: QPainter) -> None:
        for f in self.draft.features:
            a, b = self.square_rect(f.bottom).center(), self.square_rect(f.top).center()
            color = QColor(0, 140, 60) if f.kind == "ladder" else QColor(160, 60, 160)
            painter.setPen(QPen(color, 3))
            painter.drawLine(a, b)
            painter.setBrush(color)
            painter.drawEllipse(b, 4, 4)
            painter.drawText(
                self.square_rect(f.bottom), Qt.AlignmentFlag.AlignCenter, f.kind[0].upper()
            )
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self.pending is not None:
            painter.setPen(QPen(QColor(0, 120, 255), 3))
            painter.drawRect(self.square_rect(self.pending))

    def _draw_zones(self, painter: QPainter) -> None:
        colors = [QColor(0, 90, 220), QColor(200, 30, 30), QColor(0, 150, 80), QColor(200, 120, 0)]
        for i, (name, rects) in enumerate(self.draft.zones.items()):
            painter.setPen(QPen(colors[i % len(colors)], 2, Qt.PenStyle.DashLine))
            for a, b in rects:
                area = self.square_rect(a).united(self.square_rect(b))
                painter.drawRect(area.adjusted(2, 2, -2, -2))
            a, _b = rects[0] if rects else (None, None)
            if a is not None:
                tag = QRectF(self.square_rect(a).topLeft() + QPointF(4, 4), QSize(60, 16))
                tag.setWidth(painter.fontMetrics().horizontalAdvance(name) + 8)
                painter.fillRect(tag, QColor(255, 255, 255, 220))
                painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, name)
        if self._press is not None and self._drag_end is not None:
            painter.setPen(QPen(QColor(0, 120, 255), 2))
            painter.drawRect(
                self.square_rect(self._press[1]).united(self.square_rect(self._drag_end))
            )

    def _draw_labels(self, painter: QPainter) -> None:
        s, d = self.square_px, self.draft
        paper = QColor(250, 250, 247)
        w, h = d.width * s + 2 * MARGIN, d.height * s + 2 * MARGIN
        for strip in (
            QRectF(0, 0, w, MARGIN),
            QRectF(0, h - MARGIN, w, MARGIN),
            QRectF(0, 0, MARGIN, h),
            QRectF(w - MARGIN, 0, MARGIN, h),
        ):
            painter.fillRect(strip, paper)
        painter.setPen(QColor(70, 70, 70))
        font = QFont(painter.font())
        font.setPixelSize(10)
        painter.setFont(font)
        center = Qt.AlignmentFlag.AlignCenter
        for c in range(d.width):
            x = MARGIN + c * s
            painter.drawText(QRectF(x, 0, s, MARGIN), center, column_letters(c))
            painter.drawText(QRectF(x, MARGIN + d.height * s, s, MARGIN), center, column_letters(c))
        for r in range(d.height):
            y = MARGIN + r * s
            painter.drawText(QRectF(0, y, MARGIN, s), center, str(r + 1))
            painter.drawText(QRectF(MARGIN + d.width * s, y, MARGIN, s), center, str(r + 1))
