"""Walls, ladders, stairs and deployment zones drawn over a printed map."""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from faserip_desk.board.map_model import BoardMap, Edge, Feature, FeatureKind
from faserip_desk.board.squares import Square
from faserip_desk.print.text_flow import fit_line
from faserip_desk.print.units import Units

ZONE_COLORS = (QColor(30, 100, 200), QColor(200, 40, 40), QColor(40, 150, 60), QColor(150, 60, 170))
INK = QColor(15, 15, 15)


def _centre(square: Square, size: float) -> QPointF:
    return QPointF((square.col + 0.5) * size, (square.row + 0.5) * size)


def paint_walls(painter: QPainter, board: BoardMap, size: float, u: Units) -> None:
    """Thick black lines on every wall (walls are stored on north and west edges)."""
    pen = QPen(INK, u.mm(1.4))
    pen.setCapStyle(Qt.PenCapStyle.SquareCap)
    painter.setPen(pen)
    # In a fixed order (walls are a set): where lines meet, the order changes pixels, and a
    # map prints the same every time, which the photo-sync test set relies on.
    for wall in sorted(board.walls, key=lambda w: (w.square.row, w.square.col, w.edge.name)):
        x, y = wall.square.col * size, wall.square.row * size
        if wall.edge is Edge.NORTH:
            painter.drawLine(QPointF(x, y), QPointF(x + size, y))
        else:
            painter.drawLine(QPointF(x, y), QPointF(x, y + size))


def paint_feature(painter: QPainter, feature: Feature, size: float, u: Units) -> None:
    """One ladder or stair with squares `size` across (map coordinates from the origin)."""
    a, b = _centre(feature.bottom, size), _centre(feature.top, size)
    line = QLineF(a, b)
    angle = math.radians(-line.angle())
    nx, ny = -math.sin(angle), math.cos(angle)
    half = size * 0.16
    painter.setPen(QPen(QColor(110, 60, 20), u.mm(0.7)))
    start, end = line.pointAt(0.25), line.pointAt(0.75)
    steps = 6
    if feature.kind is FeatureKind.LADDER:
        for side in (-1, 1):
            off = QPointF(nx * half * side, ny * half * side)
            painter.drawLine(start + off, end + off)
    for i in range(steps + 1):
        p = QLineF(start, end).pointAt(i / steps)
        w = half if feature.kind is FeatureKind.LADDER else half * (0.6 + 0.6 * i / steps)
        painter.drawLine(p - QPointF(nx * w, ny * w), p + QPointF(nx * w, ny * w))
    tip = line.pointAt(0.85)
    back = line.pointAt(0.72)
    wing = QPointF(nx * half * 0.7, ny * half * 0.7)
    painter.drawLine(back + wing, tip)
    painter.drawLine(back - wing, tip)
    label = "LADDER" if feature.kind is FeatureKind.LADDER else "STAIRS"
    foot = line.pointAt(-0.1)
    box = QRectF(foot.x() - size * 0.35, foot.y() - u.mm(1.6), size * 0.7, u.mm(3.2))
    painter.fillRect(box, QColor(255, 255, 255, 220))
    fit_line(
        painter,
        box,
        f"{label} ↑ {feature.top.name}",
        6.0,
        bold=True,
        align=Qt.AlignmentFlag.AlignHCenter,
    )


def paint_features(painter: QPainter, board: BoardMap, size: float, u: Units) -> None:
    """Ladders (two rails and rungs) and stairs (widening steps), with an arrow to the top."""
    for feature in board.features:
        paint_feature(painter, feature, size, u)


def paint_zones(painter: QPainter, board: BoardMap, size: float, u: Units) -> None:
    """A tint and a dashed outline for every deployment zone, named in its first square."""
    for i, zone in enumerate(board.zones):
        color = ZONE_COLORS[i % len(ZONE_COLORS)]
        tint = QColor(color)
        tint.setAlpha(40)
        pen = QPen(color, u.mm(0.9), Qt.PenStyle.DashLine)
        for sq in sorted(zone.squares, key=lambda s: (s.row, s.col)):  # fixed order, as walls
            rect = QRectF(sq.col * size, sq.row * size, size, size)
            painter.fillRect(rect, tint)
            painter.setPen(pen)
            for edge, (dc, dr) in (
                (Edge.NORTH, (0, -1)),
                (Edge.SOUTH, (0, 1)),
                (Edge.WEST, (-1, 0)),
                (Edge.EAST, (1, 0)),
            ):
                if Square(sq.col + dc, sq.row + dr) in zone.squares:
                    continue
                inset = u.mm(0.8)
                r = rect.adjusted(inset, inset, -inset, -inset)
                ends = {
                    Edge.NORTH: (r.topLeft(), r.topRight()),
                    Edge.SOUTH: (r.bottomLeft(), r.bottomRight()),
                    Edge.WEST: (r.topLeft(), r.bottomLeft()),
                    Edge.EAST: (r.topRight(), r.bottomRight()),
                }[edge]
                painter.drawLine(*ends)
        for sq in sorted(zone.squares, key=lambda s: (s.row, s.col))[
            :: max(1, len(zone.squares) // 4)
        ]:
            box = QRectF(
                sq.col * size + size * 0.05, sq.row * size + size * 0.38, size * 0.9, size * 0.24
            )
            fit_line(
                painter,
                box,
                f"{zone.name.upper()} DEPLOYMENT",
                7.0,
                bold=True,
                color=color,
                align=Qt.AlignmentFlag.AlignHCenter,
            )
