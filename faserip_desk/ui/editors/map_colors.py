"""How the map editor tints a symbol's squares: a colour from its qualities (display only)."""

from __future__ import annotations

from PySide6.QtGui import QColor

from faserip_desk.ui.editors.map_draft import LegendDraft

_TYPE_COLORS = {
    "solid": QColor(110, 90, 70),
    "fire": QColor(220, 60, 30),
    "aquatic": QColor(60, 130, 220),
    "smoke": QColor(150, 150, 150),
    "slick": QColor(80, 210, 220),
    "difficult": QColor(230, 150, 40),
}


def symbol_color(entry: LegendDraft, default_atmosphere: str) -> QColor:
    """The tint of squares drawn with `entry`; transparent for clear outdoor ground."""
    for kind, color in _TYPE_COLORS.items():
        if kind in entry.types:
            return QColor(color)
    if entry.elevation == "elevated":
        return QColor(150, 100, 200)
    if (entry.atmosphere or default_atmosphere) == "indoor":
        return QColor(235, 220, 180)
    return QColor(0, 0, 0, 0)
