"""Keeps the table view's map on the region the operator's map shows.

The operator's view has no "view changed" signal, so the follower listens to what a zoom,
a pan, a fit or a resize always causes: its scroll bars moving or changing range, and its
viewport being resized or repainted. Each of these schedules one check (coalesced in a
zero-delay timer); when the visible scene region changed, the table view is told.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, QTimer
from PySide6.QtWidgets import QGraphicsView

from faserip_desk.ui.table_view.table_map import TableMapView

WATCHED = (QEvent.Type.Resize, QEvent.Type.Paint, QEvent.Type.Show)


def visible_region(view: QGraphicsView) -> QRectF:
    """The scene rectangle a view's viewport shows."""
    return view.mapToScene(view.viewport().rect()).boundingRect()


class ViewFollower(QObject):
    """Makes `follower` show the region `leader` shows (scaled to its own size)."""

    def __init__(self, leader: QGraphicsView, follower: TableMapView) -> None:
        super().__init__(follower)
        self.leader = leader
        self.follower = follower
        self.region = QRectF()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.follow)
        for bar in (leader.horizontalScrollBar(), leader.verticalScrollBar()):
            bar.valueChanged.connect(self.schedule)
            bar.rangeChanged.connect(self.schedule)
        leader.viewport().installEventFilter(self)
        self.follow()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """A resize or repaint of the leader's viewport may mean a new region."""
        if event.type() in WATCHED:
            self.schedule()
        return False

    def schedule(self) -> None:
        """Check the leader's region soon (once, however many changes come first)."""
        if not self._timer.isActive():
            self._timer.start()

    def follow(self) -> None:
        """Show the leader's region now, if it changed."""
        region = visible_region(self.leader)
        if region == self.region and self.follower.region is not None:
            return
        self.region = region
        self.follower.show_region(region)

    def stop(self) -> None:
        """Stop following (the table window closes)."""
        self._timer.stop()
        self.leader.viewport().removeEventFilter(self)
        for bar in (self.leader.horizontalScrollBar(), self.leader.verticalScrollBar()):
            bar.valueChanged.disconnect(self.schedule)
            bar.rangeChanged.disconnect(self.schedule)
