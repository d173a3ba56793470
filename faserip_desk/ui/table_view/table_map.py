"""The table view's map: the main `MapView`, made read-only, showing a region it is given.

It is the same view class as the operator's (same terrain, tokens, markers and rulers) but
takes no input: no selection, no dragging, no tools, no wheel or key zoom. Overlays stay
off because its overlay actions are never checked. It shows the scene region it is told
to (`show_region`), scaled to its own size, and keeps it on resize.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent, QWheelEvent
from PySide6.QtWidgets import QGraphicsView, QWidget

from faserip_desk.ui.board_view import MapView


class TableMapView(MapView):
    """A read-only map view that follows a region of the scene."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.region: QRectF | None = None
        self.setInteractive(False)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.viewport().setCursor(Qt.CursorShape.ArrowCursor)

    def show_region(self, region: QRectF | None) -> None:
        """Show `region` of the scene (None: the whole map), as large as it fits."""
        self.region = None if region is None or region.isEmpty() else QRectF(region)
        self.fit()

    def fit(self) -> None:
        """Show the followed region, else the whole map (also called on every resize)."""
        self.auto_fit = True
        if self.region is None:
            self.setSceneRect(QRectF())  # back to the scene's own rectangle
            super().fit()
            return
        # Room around the region, so it can be centred even where it goes past the map's
        # edge (a view centres a scene smaller than itself instead of scrolling it).
        w, h = self.region.width(), self.region.height()
        room = self.region.adjusted(-4 * w, -4 * h, 4 * w, 4 * h)
        self.setSceneRect(self.scene().sceneRect().united(room))
        self.fitInView(self.region, Qt.AspectRatioMode.KeepAspectRatio)
        self.centerOn(self.region.center())

    def visible_region(self) -> QRectF:
        """The scene rectangle the viewport shows now."""
        return self.mapToScene(self.viewport().rect()).boundingRect()

    # -- no input: every event is refused and passed on to the window ---------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        """Ignored: the table view takes no clicks."""
        event.ignore()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        """Ignored: no drags, no tool hover."""
        event.ignore()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        """Ignored: no drops."""
        event.ignore()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        """Ignored: a double click on the table view does nothing (F11 goes full screen)."""
        event.ignore()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 - Qt's name
        """Ignored: the zoom follows the operator's map."""
        event.ignore()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        """Ignored: keys (F11, Esc) belong to the table window."""
        event.ignore()

    def viewportEvent(self, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """Drag-and-drop and context menus are refused too."""
        if event.type() in (
            QEvent.Type.DragEnter,
            QEvent.Type.DragMove,
            QEvent.Type.Drop,
            QEvent.Type.ContextMenu,
        ):
            event.ignore()
            return True
        return super().viewportEvent(event)
