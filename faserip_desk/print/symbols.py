"""Simple vector symbols for the attack modes (the project's own shapes).

Brawling is a fist, Shooting a target, Charging an arrow, Grappling an open hand, Mental a
brain and Magical a star, each drawn inside a square with a round badge behind it.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF

from faserip_desk.library.vocabulary import AttackMode

INK = QColor(20, 20, 20)
MODE_COLORS: dict[AttackMode, QColor] = {
    AttackMode.BRAWLING: QColor(214, 96, 77),
    AttackMode.SHOOTING: QColor(66, 133, 196),
    AttackMode.CHARGING: QColor(228, 148, 52),
    AttackMode.GRAPPLING: QColor(121, 85, 160),
    AttackMode.MENTAL: QColor(216, 104, 170),
    AttackMode.MAGICAL: QColor(60, 160, 110),
}


def _pen(rect: QRectF, width: float = 0.07) -> QPen:
    pen = QPen(INK, rect.width() * width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def _fist(p: QPainter, r: QRectF) -> None:
    w = r.width()
    p.setPen(_pen(r, 0.06))
    p.setBrush(QColor(255, 255, 255))
    palm = QRectF(r.left() + 0.2 * w, r.top() + 0.38 * w, 0.6 * w, 0.44 * w)
    p.drawRoundedRect(palm, 0.1 * w, 0.1 * w)
    for i in range(4):
        knuckle = QRectF(r.left() + (0.2 + 0.15 * i) * w, r.top() + 0.2 * w, 0.15 * w, 0.26 * w)
        p.drawRoundedRect(knuckle, 0.07 * w, 0.07 * w)
    thumb = QRectF(r.left() + 0.1 * w, r.top() + 0.46 * w, 0.42 * w, 0.16 * w)
    p.drawRoundedRect(thumb, 0.08 * w, 0.08 * w)


def _target(p: QPainter, r: QRectF) -> None:
    c, w = r.center(), r.width()
    p.setPen(_pen(r, 0.06))
    p.setBrush(Qt.BrushStyle.NoBrush)
    for k in (0.36, 0.22):
        p.drawEllipse(c, k * w, k * w)
    p.setBrush(INK)
    p.drawEllipse(c, 0.06 * w, 0.06 * w)
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        p.drawLine(
            QPointF(c.x() + dx * 0.3 * w, c.y() + dy * 0.3 * w),
            QPointF(c.x() + dx * 0.46 * w, c.y() + dy * 0.46 * w),
        )


def _arrow(p: QPainter, r: QRectF) -> None:
    x, y, w = r.left(), r.top(), r.width()
    pts = [(0.3, 0.4), (0.58, 0.4), (0.58, 0.24), (0.9, 0.5), (0.58, 0.76), (0.58, 0.6), (0.3, 0.6)]
    p.setPen(_pen(r, 0.05))
    p.setBrush(QColor(255, 255, 255))
    p.drawPolygon(QPolygonF([QPointF(x + a * w, y + b * w) for a, b in pts]))
    for b in (0.32, 0.5, 0.68):
        p.drawLine(QPointF(x + 0.08 * w, y + b * w), QPointF(x + 0.22 * w, y + b * w))


def _hand(p: QPainter, r: QRectF) -> None:
    x, y, w = r.left(), r.top(), r.width()
    p.setPen(_pen(r, 0.05))
    p.setBrush(QColor(255, 255, 255))
    path = QPainterPath()
    path.addRoundedRect(QRectF(x + 0.28 * w, y + 0.45 * w, 0.46 * w, 0.42 * w), 0.12 * w, 0.12 * w)
    for i, top in enumerate((0.16, 0.1, 0.12, 0.2)):
        finger = QRectF(x + (0.28 + 0.115 * i) * w, y + top * w, 0.1 * w, (0.55 - top) * w)
        path.addRoundedRect(finger, 0.05 * w, 0.05 * w)
    thumb = QPainterPath()
    thumb.addRoundedRect(QRectF(-0.05 * w, -0.3 * w, 0.1 * w, 0.34 * w), 0.05 * w, 0.05 * w)
    p.drawPath(path.simplified())
    p.save()
    p.translate(x + 0.3 * w, y + 0.62 * w)
    p.rotate(-50)
    p.drawPath(thumb)
    p.restore()


def _brain(p: QPainter, r: QRectF) -> None:
    x, y, w = r.left(), r.top(), r.width()
    p.setPen(_pen(r, 0.05))
    p.setBrush(QColor(255, 255, 255))
    lobes = QPainterPath()
    for cx, cy, rx, ry in (
        (0.36, 0.42, 0.2, 0.18),
        (0.64, 0.42, 0.2, 0.18),
        (0.34, 0.6, 0.19, 0.16),
        (0.66, 0.6, 0.19, 0.16),
    ):
        lobes.addEllipse(QPointF(x + cx * w, y + cy * w), rx * w, ry * w)
    p.drawPath(lobes.simplified())
    p.drawLine(QPointF(x + 0.5 * w, y + 0.28 * w), QPointF(x + 0.5 * w, y + 0.74 * w))
    squiggle = QPainterPath(QPointF(x + 0.25 * w, y + 0.5 * w))
    squiggle.cubicTo(
        QPointF(x + 0.32 * w, y + 0.42 * w),
        QPointF(x + 0.38 * w, y + 0.58 * w),
        QPointF(x + 0.44 * w, y + 0.48 * w),
    )
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(squiggle)
    p.drawPath(squiggle.translated(0.31 * w, 0.04 * w))


def _star(p: QPainter, r: QRectF) -> None:
    c, w = r.center(), r.width()
    pts = []
    for i in range(10):
        rad = (0.42 if i % 2 == 0 else 0.18) * w
        a = -math.pi / 2 + i * math.pi / 5
        pts.append(QPointF(c.x() + rad * math.cos(a), c.y() + rad * math.sin(a)))
    p.setPen(_pen(r, 0.05))
    p.setBrush(QColor(255, 255, 255))
    p.drawPolygon(QPolygonF(pts))


_SHAPES: dict[AttackMode, Callable[[QPainter, QRectF], None]] = {
    AttackMode.BRAWLING: _fist,
    AttackMode.SHOOTING: _target,
    AttackMode.CHARGING: _arrow,
    AttackMode.GRAPPLING: _hand,
    AttackMode.MENTAL: _brain,
    AttackMode.MAGICAL: _star,
}


def draw_attack_symbol(painter: QPainter, rect: QRectF, mode: AttackMode) -> None:
    """Draw the symbol of `mode` in the square `rect`, on a coloured round badge."""
    side = min(rect.width(), rect.height())
    square = QRectF(0, 0, side, side)
    square.moveCenter(rect.center())
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(INK, side * 0.04))
    painter.setBrush(QBrush(MODE_COLORS[mode]))
    painter.drawEllipse(square.adjusted(side * 0.02, side * 0.02, -side * 0.02, -side * 0.02))
    _SHAPES[mode](painter, square)
    painter.restore()
