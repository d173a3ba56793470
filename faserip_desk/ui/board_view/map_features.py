"""The vector parts of the static map: walls on edges, ladders and stairs, deployment zones.

Drawn in scene units (`geometry.SQUARE` per square) so they stay sharp at any zoom.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen

from faserip_desk.board.map_model import BoardMap, Edge, Feature, FeatureKind
from faserip_desk.board.squares import Square
from faserip_desk.ui.board_view.geometry import SQUARE, square_centre, square_rect

WALL_COLOUR = QColor(25, 25, 30)
FEATURE_COLOUR = QColor(110, 60, 20)
LABEL_BACK = QColor(255, 255, 255, 200)
ZONE_COLOURS = (
    QColor(30, 100, 200),
    QColor(190, 40, 40),
    QColor(30, 140, 60),
    QColor(150, 60, 170),
)


def walls_path(board_map: BoardMap) -> QPainterPath:
    """Every wall as one path of edge segments (walls are stored by north/west edges)."""
    path = QPainterPath()
    for wall in board_map.walls:
        r = square_rect(wall.square)
        end = r.bottomLeft() if wall.edge is Edge.WEST else r.topRight()
        path.moveTo(r.topLeft())
        path.lineTo(end)
    return path


def paint_walls(painter: QPainter, board_map: BoardMap) -> None:
    """Walls as thick dark lines with square caps."""
    pen = QPen(WALL_COLOUR, SQUARE * 0.16)
    pen.setCapStyle(Qt.PenCapStyle.SquareCap)
    painter.strokePath(walls_path(board_map), pen)


def paint_feature(painter: QPainter, feature: Feature) -> None:
    """A ladder (two rails and rungs) or stair (widening steps) with an arrow to its top."""
    a, b = square_centre(feature.bottom), square_centre(feature.top)
    line = QLineF(a, b)
    angle = math.radians(-line.angle())
    nx, ny = -math.sin(angle), math.cos(angle)
    half = SQUARE * 0.18
    painter.setPen(QPen(FEATURE_COLOUR, SQUARE * 0.05))
    start, end = line.pointAt(0.2), line.pointAt(0.8)
    if feature.kind is FeatureKind.LADDER:
        for side in (-1, 1):
            off = QPointF(nx * half * side, ny * half * side)
            painter.drawLine(start + off, end + off)
    steps = 6
    for i in range(steps + 1):
        p = QLineF(start, end).pointAt(i / steps)
        w = half if feature.kind is FeatureKind.LADDER else half * (0.5 + 0.7 * i / steps)
        painter.drawLine(p - QPointF(nx * w, ny * w), p + QPointF(nx * w, ny * w))
    tip, back = line.pointAt(0.95), line.pointAt(0.8)
    wing = QPointF(nx * half * 0.8, ny * half * 0.8)
    painter.drawLine(back + wing, tip)
    painter.drawLine(back - wing, tip)


def paint_features(painter: QPainter, board_map: BoardMap) -> None:
    """Every ladder and stair."""
    for feature in board_map.features:
        paint_feature(painter, feature)


def _outline(squares: frozenset[Square]) -> QPainterPath:
    path = QPainterPath()
    for sq in squares:
        r = square_rect(sq)
        for (dc, dr), (p, q) in (
            ((0, -1), (r.topLeft(), r.topRight())),
            ((0, 1), (r.bottomLeft(), r.bottomRight())),
            ((-1, 0), (r.topLeft(), r.bottomLeft())),
            ((1, 0), (r.topRight(), r.bottomRight())),
        ):
            if Square(sq.col + dc, sq.row + dr) not in squares:
                path.moveTo(p)
                path.lineTo(q)
    return path


def paint_zones(painter: QPainter, board_map: BoardMap) -> None:
    """Each deployment zone: a light tint, a dashed outline and its name."""
    font = QFont("DejaVu Sans")
    font.setPixelSize(int(SQUARE * 0.3))
    font.setBold(True)
    painter.setFont(font)
    for i, zone in enumerate(board_map.zones):
        if not zone.squares:
            continue
        colour = ZONE_COLOURS[i % len(ZONE_COLOURS)]
        tint = QColor(colour)
        tint.setAlpha(34)
        for sq in zone.squares:
            painter.fillRect(square_rect(sq), tint)
        pen = QPen(colour, SQUARE * 0.08, Qt.PenStyle.DashLine)
        painter.strokePath(_outline(zone.squares), pen)
        cols = [s.col for s in zone.squares]
        rows = [s.row for s in zone.squares]
        text = f"{zone.name.upper()} DEPLOYMENT"
        corner = QRectF(min(cols) * SQUARE + 4, min(rows) * SQUARE + 4, SQUARE * 8, SQUARE * 0.45)
        width = painter.fontMetrics().horizontalAdvance(text) + 8
        painter.fillRect(QRectF(corner.x(), corner.y(), width, corner.height()), LABEL_BACK)
        painter.setPen(colour)
        painter.drawText(corner.adjusted(4, 0, 0, 0), Qt.AlignmentFlag.AlignVCenter, text)
