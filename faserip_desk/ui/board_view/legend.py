"""The legend: each terrain quality with its swatch (colour, hatch, glyph) and a note, plus
the walls, ladders, stairs, zones and token badges."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from faserip_desk.ui.board_view.map_features import FEATURE_COLOUR, WALL_COLOUR, ZONE_COLOURS
from faserip_desk.ui.board_view.terrain_style import QUALITIES, QualityLook
from faserip_desk.ui.help_topics import install_rules_menu, set_rules_topic

SWATCH = 28


def swatch(look: QualityLook) -> QPixmap:
    """A small square drawn like a map square of that quality."""
    pixmap = QPixmap(SWATCH, SWATCH)
    pixmap.fill(look.fill)
    painter = QPainter(pixmap)
    if look.pattern is not Qt.BrushStyle.NoBrush:
        painter.fillRect(pixmap.rect(), QBrush(look.ink, look.pattern))
    if look.key == "elevated":
        painter.setPen(QPen(look.ink, 2))
        painter.drawRect(QRectF(2, 2, SWATCH - 5, SWATCH - 5))
    if look.glyph:
        font = QFont("DejaVu Sans")
        font.setPixelSize(11)
        painter.setFont(font)
        painter.setPen(QColor(20, 20, 20))
        text = look.glyph + ("Gd" if look.key == "fire" else "")
        painter.drawText(QRectF(2, 1, SWATCH, 14), Qt.AlignmentFlag.AlignLeft, text)
    painter.setPen(QColor(0, 0, 0, 90))
    painter.drawRect(0, 0, SWATCH - 1, SWATCH - 1)
    painter.end()
    return pixmap


def _line_swatch(kind: str) -> QPixmap:
    pixmap = QPixmap(SWATCH, SWATCH)
    pixmap.fill(QColor(246, 246, 240))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if kind == "wall":
        painter.setPen(QPen(WALL_COLOUR, 5))
        painter.drawLine(SWATCH // 2, 0, SWATCH // 2, SWATCH)
    elif kind == "ladder":
        painter.setPen(QPen(FEATURE_COLOUR, 2))
        for x in (9, 19):
            painter.drawLine(x, 3, x, SWATCH - 3)
        for y in range(6, SWATCH - 3, 5):
            painter.drawLine(9, y, 19, y)
    else:
        painter.setPen(QPen(ZONE_COLOURS[0], 2, Qt.PenStyle.DashLine))
        painter.drawRect(3, 3, SWATCH - 7, SWATCH - 7)
    painter.end()
    return pixmap


class LegendWidget(QWidget):
    """A compact two-column grid: swatch, name and note."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(6, 6, 6, 6)
        grid.setVerticalSpacing(3)
        rows = [(swatch(look), look.name, look.note) for look in QUALITIES.values()]
        rows += [
            (_line_swatch("wall"), "Wall", "Solid feature on a square's edge"),
            (_line_swatch("ladder"), "Ladder / stair", "joins Ground and Elevated"),
            (_line_swatch("zone"), "Deployment zone", "where a side sets up"),
        ]
        for i, (pixmap, name, note) in enumerate(rows):
            icon = QLabel()
            icon.setPixmap(pixmap)
            text = QLabel(f"<b>{name}</b><br><small>{note}</small>")
            text.setWordWrap(True)
            # F1 or right-click opens the quality's rules topic (found by its name).
            topic = name.split(" / ")[0]
            for widget in (icon, text):
                set_rules_topic(widget, topic, "terrain")
                widget.setToolTip(f"{name}: right-click or F1 for the rules")
                install_rules_menu(widget)
            grid.addWidget(icon, i, 0, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(text, i, 1)
        grid.setRowStretch(len(rows), 1)
        self.setMaximumWidth(220)
