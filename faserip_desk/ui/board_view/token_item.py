"""A figure's token on the map: a disc with its initials in its player's colour ring, a
Health badge, condition badges, greyed when Tired; a selected token is highlighted."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from faserip_desk.ui.board_view.geometry import SQUARE, square_rect
from faserip_desk.ui.board_view.token_model import TokenModel, condition_badge

PLAYER_COLOURS = (QColor(31, 95, 191), QColor(184, 52, 43))
SELECTED_COLOUR = QColor(255, 210, 0)
TOKEN_Z = 20.0


def player_colour(player: int) -> QColor:
    """Player 0 blue, player 1 red."""
    return QColor(PLAYER_COLOURS[player % 2])


MIN_LABEL_PT = 9.0
"""No writing on a token is smaller than this on screen."""


def _font(size: float, bold: bool = True) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(1, round(size)))
    font.setBold(bold)
    return font


def min_label_pixels(dpi: float = 96.0) -> float:
    """`MIN_LABEL_PT` in screen pixels at `dpi` logical dots per inch."""
    return MIN_LABEL_PT * dpi / 72.0


class TokenItem(QGraphicsItem):
    """One token; `set_model` moves and redraws it. Hidden when KO'ed or off the map.

    Player 0's tokens are discs, player 1's rounded squares (the side shows by shape as
    well as colour). `set_text_floor` keeps the writing at least `MIN_LABEL_PT` on screen
    however far the map is zoomed out: the labels then outgrow the square."""

    def __init__(self, model: TokenModel) -> None:
        super().__init__()
        self.model = model
        self.selected = False
        self.text_floor = 0.0
        """The smallest font size, in scene units, that is still readable on screen."""
        self.setZValue(TOKEN_Z)
        self.setAcceptHoverEvents(True)
        # drawn once per look and zoom: repainting the view (every frame of a drag) blits
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.set_model(model)

    def set_model(self, model: TokenModel) -> None:
        """Show `model` (its square, badges and state)."""
        self.prepareGeometryChange()
        self.model = model
        self.setVisible(model.on_map)
        if model.square is not None:
            self.setPos(square_rect(model.square).topLeft())
        self.setToolTip(self.tooltip())
        self.update()

    def set_text_floor(self, floor: float) -> None:
        """The smallest font size in scene units (the view's zoom decides it)."""
        if abs(floor - self.text_floor) > 1e-6:
            self.prepareGeometryChange()
            self.text_floor = floor
            self.update()

    def set_selected(self, selected: bool) -> None:
        """Highlight the token (or not)."""
        if selected != self.selected:
            self.selected = selected
            self.setZValue(TOKEN_Z + (1 if selected else 0))
            self.update()

    def tooltip(self) -> str:
        """The full name, side, Health, state and conditions, then the folio summary."""
        m = self.model
        shape = "disc" if m.player % 2 == 0 else "square"
        parts = [f"{m.label} ({m.initials}, player {m.player + 1}, {shape})"]
        parts.append(f"Health {m.health}/{m.max_health}")
        if m.tired:
            parts.append("Tired")
        if m.flying:
            parts.append("Flying")
        parts.extend(m.conditions)
        text = " · ".join(parts)
        return f"{text}\n{m.summary}" if m.summary else text

    def _sizes(self) -> tuple[float, float]:
        """Font sizes (scene units) of the initials and of the badges."""
        return max(SQUARE * 0.34, self.text_floor), max(SQUARE * 0.22, self.text_floor)

    @property
    def compact(self) -> bool:
        """The square is small on screen: the badges move to the token's corners."""
        return self.text_floor > SQUARE * 0.3

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        """The square plus room for the badges and the highlight."""
        margin = max(SQUARE * 0.2, self._sizes()[1] * 1.3)
        return QRectF(-margin, -margin, SQUARE + 2 * margin, SQUARE + 2 * margin)

    def shape(self) -> QPainterPath:
        """Its own square only (the badges may spill over the neighbours' squares, but
        hovering a square always names the figure standing there)."""
        path = QPainterPath()
        path.addRect(QRectF(0, 0, SQUARE, SQUARE))
        return path

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        """Disc (or square), ring, initials, Health badge and condition badges."""
        m = self.model
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        disc = QRectF(SQUARE * 0.08, SQUARE * 0.08, SQUARE * 0.84, SQUARE * 0.84)
        ring = player_colour(m.player)
        fill = QColor(250, 250, 250)
        if m.tired:
            ring = QColor(ring.lighter(150))
            ring.setHsv(ring.hue(), ring.saturation() // 3, ring.value())
            fill = QColor(196, 196, 196)
        if self.selected:
            painter.setPen(QPen(SELECTED_COLOUR, SQUARE * 0.12))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            self._shape(painter, disc.adjusted(-5, -5, 5, 5))
        painter.setPen(QPen(ring, SQUARE * 0.12))
        painter.setBrush(QBrush(fill))
        self._shape(painter, disc)
        if m.flying:
            painter.setPen(QPen(QColor(60, 60, 60), 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            self._shape(painter, disc.adjusted(4, 4, -4, -4))
        initials_size, badge_size = self._sizes()
        painter.setFont(_font(initials_size))
        painter.setPen(QColor(90, 90, 90) if m.tired else QColor(20, 20, 20))
        text_box = disc.adjusted(-initials_size, 0, initials_size, 0)
        painter.drawText(text_box, Qt.AlignmentFlag.AlignCenter, m.initials)
        self._health_badge(painter, badge_size)
        self._condition_badges(painter, badge_size)

    def _shape(self, painter: QPainter, rect: QRectF) -> None:
        if self.model.player % 2 == 0:
            painter.drawEllipse(rect)
        else:
            painter.drawRoundedRect(rect, rect.width() * 0.18, rect.height() * 0.18)

    def _health_badge(self, painter: QPainter, size: float) -> None:
        m = self.model
        text = str(m.health)
        ratio = m.health / m.max_health if m.max_health else 1.0
        colour = (
            QColor(30, 110, 50)
            if ratio > 0.5
            else QColor(170, 100, 0)
            if ratio > 0.25
            else QColor(180, 20, 20)
        )
        painter.setFont(_font(size))
        width = painter.fontMetrics().horizontalAdvance(text) + size * 0.6
        height = size * 1.35
        if self.compact:  # beside the disc, low on its right, clear of the initials
            box = QRectF(SQUARE * 0.82, SQUARE * 0.8 - height / 2, width, height)
        else:
            box = QRectF(SQUARE * 0.5 - width / 2, SQUARE - height * 0.55, width, height)
        painter.setPen(QPen(QColor(255, 255, 255), 1))
        painter.setBrush(colour)
        painter.drawRoundedRect(box, height * 0.3, height * 0.3)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    def _condition_badges(self, painter: QPainter, size: float) -> None:
        badges = [condition_badge(c) for c in self.model.conditions]
        if self.model.tired:
            badges.insert(0, "Ti")
        painter.setFont(_font(size))
        diameter = size * 1.6
        if self.compact and len(badges) > 2:
            badges = [*badges[:1], f"+{len(badges) - 1}"]
        for i, text in enumerate(badges[:4]):
            centre = QPointF(SQUARE * 0.95, SQUARE * 0.05 + i * diameter)
            if self.compact:  # along the top edge, from the upper right corner outwards
                centre = QPointF(SQUARE * 0.92 + i * diameter, SQUARE * 0.08)
            box = QRectF(centre.x() - diameter / 2, centre.y() - diameter / 2, diameter, diameter)
            painter.setPen(QPen(QColor(255, 255, 255), 1))
            painter.setBrush(QColor(120, 40, 150) if text != "Ti" else QColor(90, 90, 90))
            painter.drawEllipse(box)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
