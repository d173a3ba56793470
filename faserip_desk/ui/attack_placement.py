"""Where the attack window opens: over the docks at the right of the main window, as
narrow as its content allows, so the map stays in view while the players decide (issue 22
item 6). It stays a separate, non-modal window the players may move."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QWidget

PANEL_WIDTH = 600
"""The narrowest attack window: the combos, the odds and the dice faces readable."""


def beside_map(window: QWidget, map_widget: QWidget, panel: QWidget) -> QRect:
    """The attack window's geometry: its right edge on the window's, its left edge at the
    map's right edge, or further left when that leaves it narrower than `PANEL_WIDTH`."""
    frame = window.geometry()
    map_right = map_widget.mapToGlobal(QPoint(map_widget.width(), 0)).x()
    width = max(PANEL_WIDTH, frame.right() - map_right)
    width = min(width, frame.width())
    return QRect(frame.right() - width + 1, frame.top() + 40, width, frame.height() - 40)


def place_beside_map(window: QWidget, map_widget: QWidget, panel: QWidget) -> None:
    """Move and size `panel` (the attack window) beside the map."""
    panel.setGeometry(beside_map(window, map_widget, panel))
