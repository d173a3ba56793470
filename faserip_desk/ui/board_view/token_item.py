"""A figure's token on the map: a disc with its initials in its player's colour ring, a
Health badge, condition badges, greyed when Tired; a selected token is highlighted."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from faserip_desk.ui.board_view.geometry import SQUARE, square_rect
from faserip_desk.ui.board_view.token_model import TokenModel, condition_badge

PLAYER_COLOURS = (QColor(31, 95, 191), QColor(184, 52, 43))
SELECTED_COLOUR = QColor(255, 210, 0)
TOKEN_Z = 20.0


def player_colour(player: int) -> QColor:
    """Player 0 blue, player 1 red."""
    return QColor(PLAYER_COLOURS[player % 2])


def _font(size: float, bold: bool = True) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(1, int(size)))
    font.setBold(bold)
    return font


class TokenItem(QGraphicsItem):
    """One token; `set_model` moves and redraws it. Hidden when KO'ed or off the map."""

    def __init__(self, model: TokenModel) -> None:
        super().__init__()
        self.model = model
        self.selected = False
        self.setZValue(TOKEN_Z)
        self.set_model(model)

    def set_model(self, model: TokenModel) -> None:
        """Show `model` (its square, badges and state)."""
        self.prepareGeometryChange()
        self.model = model
        self.setVisible(model.on_map)
        if model.square is not None:
            self.setPos(square_rect(model.square).topLeft())
        self.setToolTip(self._tooltip())
        self.update()

    def set_selected(self, selected: bool) -> None:
        """Highlight the token (or not)."""
        if selected != self.selected:
            self.selected = selected
            self.setZValue(TOKEN_Z + (1 if selected else 0))
            self.update()

    def _tooltip(self) -> str:
        m = self.model
        parts = [f"{m.label}: Health {m.health}/{m.max_health}"]
        if m.tired:
            parts.append("Tired")
        if m.flying:
            parts.append("Flying")
        parts.extend(m.conditions)
        return " · ".join(parts)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        """The square plus room for the badges and the highlight."""
        return QRectF(-SQUARE * 0.2, -SQUARE * 0.2, SQUARE * 1.4, SQUARE * 1.4)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        """Disc, ring, initials, Health badge and condition badges."""
        m = self.model
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        disc = QRectF(SQUARE * 0.1, SQUARE * 0.1, SQUARE * 0.8, SQUARE * 0.8)
        ring = player_colour(m.player)
        fill = QColor(250, 250, 250)
        if m.tired:
            ring = QColor(ring.lighter(150))
            ring.setHsv(ring.hue(), ring.saturation() // 3, ring.value())
            fill = QColor(196, 196, 196)
        if self.selected:
            painter.setPen(QPen(SELECTED_COLOUR, SQUARE * 0.1))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(disc.adjusted(-4, -4, 4, 4))
        painter.setPen(QPen(ring, SQUARE * 0.11))
        painter.setBrush(QBrush(fill))
        painter.drawEllipse(disc)
        if m.flying:
            painter.setPen(QPen(QColor(255, 255, 255), 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(disc.adjusted(3, 3, -3, -3))
        painter.setFont(_font(SQUARE * 0.3))
        painter.setPen(QColor(110, 110, 110) if m.tired else QColor(20, 20, 20))
        painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, m.initials)
        self._health_badge(painter)
        self._condition_badges(painter)

    def _health_badge(self, painter: QPainter) -> None:
        m = self.model
        text = f"{m.health}/{m.max_health}"
        ratio = m.health / m.max_health if m.max_health else 1.0
        colour = (
            QColor(40, 140, 60)
            if ratio > 0.5
            else QColor(220, 150, 20)
            if ratio > 0.25
            else QColor(200, 30, 30)
        )
        box = QRectF(SQUARE * 0.38, SQUARE * 0.74, SQUARE * 0.7, SQUARE * 0.3)
        painter.setPen(QPen(QColor(255, 255, 255), 1))
        painter.setBrush(colour)
        painter.drawRoundedRect(box, 4, 4)
        painter.setFont(_font(SQUARE * 0.2))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    def _condition_badges(self, painter: QPainter) -> None:
        badges = [condition_badge(c) for c in self.model.conditions]
        if self.model.tired:
            badges.insert(0, "Ti")
        painter.setFont(_font(SQUARE * 0.18))
        size = SQUARE * 0.3
        for i, text in enumerate(badges[:4]):
            centre = QPointF(SQUARE * 0.95, SQUARE * 0.05 + i * size)
            box = QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)
            painter.setPen(QPen(QColor(255, 255, 255), 1))
            painter.setBrush(QColor(120, 40, 150) if text != "Ti" else QColor(90, 90, 90))
            painter.drawEllipse(box)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
