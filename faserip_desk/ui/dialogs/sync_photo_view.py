"""The photo in the sync dialog, and the four map corners a player clicks on it.

A map mat not printed by the app has none of its markers: the players click its four outer
corners once (A1's corner first, then clockwise) and the corners are remembered for that
map, as shares of the photo's width and height, so later photos from the same camera place
stand are read without clicking again.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt
from PySide6.QtCore import QPointF, QSettings, Qt, Signal
from PySide6.QtGui import QColor, QImage, QMouseEvent, QPainter, QPen, QPixmap, QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget

CORNER_NAMES = ("A1's corner", "the next corner clockwise", "the corner opposite A1", "the last")
SETTINGS_KEY = "sync/corners/"


def saved_corners(settings: QSettings, map_name: str) -> list[tuple[float, float]] | None:
    """The corners remembered for `map_name`, as shares of the photo's width and height."""
    text = settings.value(SETTINGS_KEY + map_name)
    if not isinstance(text, str):
        return None
    try:
        points = [tuple(float(v) for v in p.split(",")) for p in text.split(";")]
    except ValueError:
        return None
    if len(points) != 4 or any(len(p) != 2 for p in points):
        return None
    return [(p[0], p[1]) for p in points]


def save_corners(settings: QSettings, map_name: str, shares: list[tuple[float, float]]) -> None:
    """Remember the corners of `map_name` (shares of the photo's width and height)."""
    settings.setValue(SETTINGS_KEY + map_name, ";".join(f"{x:.5f},{y:.5f}" for x, y in shares))
    settings.sync()


def forget_corners(settings: QSettings, map_name: str) -> None:
    """Forget the corners of `map_name`."""
    settings.remove(SETTINGS_KEY + map_name)
    settings.sync()


class PhotoView(QLabel):
    """The photo scaled to fit; while marking, each click records a corner (photo pixels)."""

    corners_marked = Signal(list)
    """The four corners in photo pixels, A1's first, once the fourth is clicked."""
    marking_changed = Signal(str)
    """What to click next (empty when not marking)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("The photo shows here.", parent)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setMinimumSize(420, 320)
        self._image: QImage | None = None
        self._size = (0, 0)
        self.clicks: list[tuple[float, float]] = []
        self.marking = False

    def show_photo(self, bgr: npt.NDArray[np.uint8]) -> None:
        """Show a BGR photo (a copy at most 1600 pixels wide is kept for display)."""
        import cv2

        h, w = bgr.shape[:2]
        scale = min(1.0, 1600 / max(h, w))
        small = cv2.resize(bgr, None, fx=scale, fy=scale, interpolation=cv2.INTER_AREA)
        rgb = np.ascontiguousarray(cv2.cvtColor(small, cv2.COLOR_BGR2RGB))
        sh, sw = rgb.shape[:2]
        self._image = QImage(rgb.data, sw, sh, 3 * sw, QImage.Format.Format_RGB888).copy()
        self._size = (w, h)
        self.clicks = []
        self._render()

    @property
    def photo_size(self) -> tuple[int, int]:
        """Width and height of the photo in pixels."""
        return self._size

    def start_marking(self) -> None:
        """Wait for four clicks on the map's corners."""
        self.marking = self._image is not None
        self.clicks = []
        self.setCursor(Qt.CursorShape.CrossCursor if self.marking else Qt.CursorShape.ArrowCursor)
        self._render()
        self.marking_changed.emit(self.prompt())

    def prompt(self) -> str:
        """What to click next, or an empty text when not marking."""
        if not self.marking:
            return ""
        n = len(self.clicks)
        return f"Click {CORNER_NAMES[n]} of the map ({n + 1} of 4)"

    def _geometry(self) -> tuple[float, float, float]:
        """Scale from photo pixels to widget pixels, and the shown photo's top-left."""
        w, h = self._size
        area = self.contentsRect()
        scale = min(area.width() / max(w, 1), area.height() / max(h, 1))
        left = area.left() + (area.width() - w * scale) / 2
        top = area.top() + (area.height() - h * scale) / 2
        return scale, left, top

    def widget_point(self, x: float, y: float) -> QPointF:
        """Where photo pixel (x, y) shows in the widget."""
        scale, left, top = self._geometry()
        return QPointF(left + x * scale, top + y * scale)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        """While marking, a left click inside the photo records a corner."""
        if not self.marking or event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        scale, left, top = self._geometry()
        x = (event.position().x() - left) / scale
        y = (event.position().y() - top) / scale
        w, h = self._size
        if not (0 <= x <= w and 0 <= y <= h):
            return
        self.clicks.append((x, y))
        if len(self.clicks) == 4:
            self.marking = False
            self.unsetCursor()
        self._render()
        self.marking_changed.emit(self.prompt())
        if len(self.clicks) == 4:
            self.corners_marked.emit(list(self.clicks))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        """Fit the photo to the new size."""
        super().resizeEvent(event)
        self._render()

    def _render(self) -> None:
        if self._image is None:
            return
        scale, _, _ = self._geometry()
        w, h = self._size
        if w * scale < 1 or h * scale < 1:
            return
        pixmap = QPixmap.fromImage(self._image).scaled(
            round(w * scale),
            round(h * scale),
            Qt.AspectRatioMode.IgnoreAspectRatio,
            Qt.TransformationMode.SmoothTransformation,
        )
        if self.clicks:
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(QColor(255, 40, 160), 2))
            points = [QPointF(x * scale, y * scale) for x, y in self.clicks]
            for i, p in enumerate(points):
                painter.drawEllipse(p, 5, 5)
                if i:
                    painter.drawLine(points[i - 1], p)
            if len(points) == 4:
                painter.drawLine(points[3], points[0])
            painter.end()
        self.setPixmap(pixmap)
