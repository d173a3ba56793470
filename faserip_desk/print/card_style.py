"""The shared look of every card: a coloured header band, badges, tick boxes, headings."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from faserip_desk.print.text_flow import Block, Run, fit_line
from faserip_desk.print.units import Units

INK = QColor(20, 20, 20)
WHITE = QColor(255, 255, 255)
ERRATUM = QColor(255, 214, 0)
POKER_WIDTH_MM = 63.0
#: Card text never goes below this size (points, on every card size): smaller is unreadable.
MIN_CARD_POINTS = 6.0
#: The largest size card text grows to on a poker card (scaled up on larger cards).
MAX_CARD_POINTS = 8.5


@dataclass(frozen=True)
class CardScale:
    """Lengths on a card in poker-card millimetres and points, scaled to the card's size."""

    units: Units
    factor: float

    @classmethod
    def of(cls, rect: QRectF, units: Units) -> CardScale:
        """The scale of a card painted in `rect` (1.0 for a poker card)."""
        return cls(units, rect.width() / units.mm(POKER_WIDTH_MM))

    def mm(self, value: float) -> float:
        """Poker-card millimetres in device pixels."""
        return self.units.mm(value) * self.factor

    def pt(self, value: float) -> float:
        """Poker-card font points on this card."""
        return value * self.factor


def header_band(painter: QPainter, rect: QRectF, color: QColor) -> None:
    """Fill the header band of a card."""
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(color)
    painter.drawRect(rect)
    painter.restore()


def badge(
    painter: QPainter, rect: QRectF, text: str, points: float, color: QColor, ink: QColor = INK
) -> None:
    """A rounded label with bold text (e.g. the erratum mark)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(INK, rect.height() * 0.06))
    painter.setBrush(color)
    painter.drawRoundedRect(rect, rect.height() / 3, rect.height() / 3)
    painter.restore()
    inner = rect.adjusted(rect.height() * 0.25, 0, -rect.height() * 0.25, 0)
    fit_line(
        painter, inner, text, points, bold=True, color=ink, align=Qt.AlignmentFlag.AlignHCenter
    )


def tick_boxes(
    painter: QPainter, origin: QPointF, count: int, box: float, per_row: int, color: QColor
) -> float:
    """Draw `count` empty tick boxes from `origin`, `per_row` to a row; returns the height used."""
    if count <= 0:
        return 0.0
    painter.save()
    painter.setPen(QPen(color, box * 0.09))
    painter.setBrush(WHITE)
    rows = -(-count // per_row)
    for i in range(count):
        r, c = divmod(i, per_row)
        cell = QRectF(origin.x() + c * box, origin.y() + r * box, box, box)
        painter.drawRect(cell.adjusted(box * 0.1, box * 0.1, -box * 0.1, -box * 0.1))
    painter.restore()
    return rows * box


def heading(text: str, color: QColor) -> Block:
    """A small bold heading block with a rule above it."""
    return Block(
        [Run(text.upper(), bold=True, color=color)], scale=0.85, space_before=0.5, rule_above=True
    )


def card_frame(painter: QPainter, rect: QRectF, color: QColor, scale: CardScale) -> None:
    """A coloured inner border around the card."""
    painter.save()
    pen = QPen(color, scale.mm(0.6))
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    inset = scale.mm(0.3)
    painter.drawRect(rect.adjusted(inset, inset, -inset, -inset))
    painter.restore()
