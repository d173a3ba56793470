"""A figure's token on the map: a disc with its initials in its player's colour ring, a
Health badge, condition badges, greyed when Tired; a selected token is highlighted."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
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
    however far the map is zoomed out. The Health badge stays inside the token's own
    square (on its lower edge), so side by side tokens never cover each other's writing;
    only when the square is smaller than a readable badge does the badge stick out of it,
    evenly on both sides."""

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

    def health_badge_rect(self) -> QRectF:
        """Where the Health badge is drawn (item coordinates; the square is 0..SQUARE):
        inside the square, on its lower edge: in the middle, or, when the writing is
        large for the square (`compact`), in the lower right corner so the initials keep
        the upper part. A badge wider than the square is centred on it."""
        size = self._sizes()[1]
        metrics = QFontMetricsF(_font(size))
        text = str(self.model.health)
        if self.compact:  # as tight as the digits allow: the square is small on screen
            advance = metrics.horizontalAdvance(text)  # padded as far as the square allows
            width = min(advance + size * 0.4, max(SQUARE, advance + size * 0.05))
            height = min(metrics.capHeight() + size * 0.08, SQUARE)
        else:
            width = metrics.horizontalAdvance(text) + size * 0.6
            height = size * 1.35
        x = SQUARE - width if self.compact else (SQUARE - width) / 2
        if width > SQUARE:
            x = (SQUARE - width) / 2
        return QRectF(x, SQUARE - height, width, height)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        """The square plus room for the badges and the highlight."""
        badge = self.health_badge_rect()
        margin = max(SQUARE * 0.2, self._sizes()[1] * 1.3, -badge.left())
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
        font = _font(initials_size)
        painter.setFont(font)
        painter.setPen(QColor(90, 90, 90) if m.tired else QColor(20, 20, 20))
        if self.compact:  # in the middle of the room above the badge (or at the top)
            ink = QFontMetricsF(font).tightBoundingRect(m.initials)
            room = SQUARE - self.health_badge_rect().height()
            top = max(0.0, (room - ink.height()) / 2)
            x = (SQUARE - ink.width()) / 2 - ink.left()
            painter.drawText(QPointF(x, top - ink.top()), m.initials)
        else:
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
        box = self.health_badge_rect()
        height = box.height()
        painter.setPen(QPen(QColor(255, 255, 255), 1))
        painter.setBrush(colour)
        painter.drawRoundedRect(box, height * 0.3, height * 0.3)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    def _condition_badges(self, painter: QPainter, size: float) -> None:
        badges = [condition_badge(c) for c in self.model.conditions]
        if self.model.tired:
            badges.insert(0, "Ti")
        if self.compact:
            self._condition_flag(painter)
            return
        painter.setFont(_font(size))
        diameter = size * 1.6
        for i, text in enumerate(badges[:4]):
            centre = QPointF(SQUARE * 0.95, SQUARE * 0.05 + i * diameter)
            box = QRectF(centre.x() - diameter / 2, centre.y() - diameter / 2, diameter, diameter)
            painter.setPen(QPen(QColor(255, 255, 255), 1))
            painter.setBrush(QColor(120, 40, 150) if text != "Ti" else QColor(90, 90, 90))
            painter.drawEllipse(box)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    def _condition_flag(self, painter: QPainter) -> None:
        """A writing-free corner flag in the square's upper right corner when the figure
        has a condition: at this zoom a readable badge would cover the initials or the
        neighbour's; the tooltip and the roster name the conditions (Tired shows as the
        greyed token)."""
        if not self.model.conditions:
            return
        leg = SQUARE * 0.28
        flag = QPainterPath(QPointF(SQUARE - leg, 0))
        flag.lineTo(SQUARE, 0)
        flag.lineTo(SQUARE, leg)
        flag.closeSubpath()
        painter.setPen(QPen(QColor(255, 255, 255), 1))
        painter.setBrush(QColor(120, 40, 150))
        painter.drawPath(flag)
