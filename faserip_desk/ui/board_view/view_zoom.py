"""A QGraphicsView that zooms (wheel, + and −, Ctrl+0 to fit) and keeps a fitted scene
fitted when resized."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QGraphicsView, QWidget

ZOOM_STEP = 1.25


class ZoomableView(QGraphicsView):
    """Zoom and fit for the map view."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.auto_fit = True

    def fit(self) -> None:
        """Show the whole map (and keep it whole when the view is resized, until a zoom)."""
        self.auto_fit = True
        if not self.sceneRect().isEmpty():
            self.fitInView(self.scene().sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
            self.scale_changed()

    def zoom(self, factor: float) -> None:
        """Zoom by `factor` (kept between a tenth of a pixel and 12 pixels per unit)."""
        scale = self.transform().m11() * factor
        self.auto_fit = False
        if 0.05 <= scale <= 12:
            self.scale(factor, factor)
            self.scale_changed()

    def scale_changed(self) -> None:
        """The zoom changed (subclasses keep their labels readable)."""

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        """Keep the whole map shown while it was fitted."""
        super().resizeEvent(event)
        if self.auto_fit:
            self.fit()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 - Qt's name
        """The wheel zooms around the pointer."""
        steps = event.angleDelta().y() / 120
        if steps:
            self.zoom(ZOOM_STEP**steps)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        """+ and − zoom, Ctrl+0 fits."""
        key, mods = event.key(), event.modifiers()
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom(ZOOM_STEP)
        elif key in (Qt.Key.Key_Minus, Qt.Key.Key_Underscore):
            self.zoom(1 / ZOOM_STEP)
        elif key == Qt.Key.Key_0 and mods & Qt.KeyboardModifier.ControlModifier:
            self.fit()
        else:
            super().keyPressEvent(event)
