"""Plot and object tokens from the board position: a diamond (plot, in its owner's colour)
or a rounded square (object), each with a short label."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from faserip_desk.board.figures import Board
from faserip_desk.board.squares import Square
from faserip_desk.ui.board_view.geometry import SQUARE, square_rect
from faserip_desk.ui.board_view.token_item import player_colour

MARKER_Z = 10.0


class MarkerItem(QGraphicsItem):
    """One plot ("plot") or object ("object") token."""

    def __init__(self, kind: str, square: Square, label: str, colour: QColor) -> None:
        super().__init__()
        self.kind, self.label, self.colour = kind, label, colour
        self.setZValue(MARKER_Z)
        self.setPos(square_rect(square).topLeft())
        self.setToolTip(f"{kind.capitalize()}: {label} ({square.name})")

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        """The square."""
        return QRectF(0, 0, SQUARE, SQUARE)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """The shape and a short label."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(self.colour.darker(150), 2))
        fill = QColor(self.colour)
        fill.setAlpha(200)
        painter.setBrush(fill)
        s = SQUARE
        if self.kind == "plot":
            painter.drawPolygon(
                QPolygonF(
                    [
                        QPointF(s / 2, s * 0.08),
                        QPointF(s * 0.92, s / 2),
                        QPointF(s / 2, s * 0.92),
                        QPointF(s * 0.08, s / 2),
                    ]
                )
            )
        else:
            painter.drawRoundedRect(QRectF(s * 0.14, s * 0.14, s * 0.72, s * 0.72), 5, 5)
        font = QFont("DejaVu Sans")
        font.setPixelSize(int(s * 0.2))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(Qt.GlobalColor.white)
        short = "".join(w[0] for w in self.label.split()[:3]).upper() or "?"
        painter.drawText(QRectF(0, 0, s, s), Qt.AlignmentFlag.AlignCenter, short)


def marker_items(board: Board) -> list[MarkerItem]:
    """A marker for every plot and object of the position."""
    items = []
    for plot in board.plots:
        colour = player_colour(int(plot.owner)) if plot.owner.isdigit() else QColor(120, 120, 120)
        items.append(MarkerItem("plot", plot.square, plot.name or plot.id, colour))
    for obj in board.objects:
        items.append(MarkerItem("object", obj.square, obj.name or obj.id, QColor(200, 140, 20)))
    return items
