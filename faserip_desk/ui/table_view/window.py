"""The table view: a player-facing window for a second screen or a TV.

It shows the map with the figures (a read-only `MapView` fed by the same `MapSync` as the
operator's map, following the operator's visible region and selection), the scoreboard
and the game's latest roll. It has no controls: F11 toggles full screen, Esc leaves it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QKeyEvent, QResizeEvent, QScreen
from PySide6.QtWidgets import QGraphicsView, QHBoxLayout, QVBoxLayout, QWidget

from faserip_desk.game import ChangeRecord
from faserip_desk.ui.game_controller import GameController
from faserip_desk.ui.map_sync import MapSync
from faserip_desk.ui.table_view.follower import ViewFollower
from faserip_desk.ui.table_view.last_roll import latest_roll
from faserip_desk.ui.table_view.roll_panel import RollPanel
from faserip_desk.ui.table_view.score_panel import ScorePanel
from faserip_desk.ui.table_view.table_map import TableMapView

BACKGROUND = "#20242b"
CARD = "#2b313a"


class TableWindow(QWidget):
    """The player-facing window: map, scoreboard, last roll. `leader` is the operator's map."""

    def __init__(
        self, controller: GameController, leader: QGraphicsView, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("table_window")
        self.setWindowTitle("FASERIP Desk — table view")
        self.setStyleSheet(
            f"QWidget#table_window {{ background: {BACKGROUND}; }}"
            f" QFrame#score_panel, QFrame#roll_panel {{ background: {CARD}; border-radius: 8px; }}"
        )
        self.controller = controller
        self.map = TableMapView(self)
        self.score = ScorePanel(self)
        self.last_roll = RollPanel(self)
        self.side = QWidget(self)
        column = QVBoxLayout(self.side)
        column.setContentsMargins(10, 10, 10, 10)
        column.setSpacing(10)
        column.addWidget(self.score)
        column.addWidget(self.last_roll)
        column.addStretch(1)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.map, 1)
        layout.addWidget(self.side)
        self.map_sync = MapSync(controller, self.map)
        self.follower = ViewFollower(leader, self.map)
        controller.session_replaced.connect(self.refresh)
        controller.changed.connect(self.on_changed)
        self.map_sync.reset()
        self.map_sync.on_selection(controller.selected)
        self.follower.follow()
        self.refresh()
        self.resize(1280, 720)

    # -- the game -------------------------------------------------------------------------

    def refresh(self) -> None:
        """Show the open game's scoreboard and latest roll."""
        session = self.controller.session
        self.score.show_state(None if session is None else session.state)
        self.last_roll.show_roll(latest_roll(session))

    def on_changed(self, _record: ChangeRecord) -> None:
        """Any operation may change the turn, the VP or the latest roll (undo included)."""
        self.refresh()

    # -- full screen ----------------------------------------------------------------------

    def full_screen_on(self, screen: QScreen | None = None) -> None:
        """Show full screen on `screen` (default: the one the window is on)."""
        if screen is not None:
            if self.isFullScreen():
                self.showNormal()
            self.setScreen(screen)
            self.move(screen.availableGeometry().topLeft())
        self.showFullScreen()
        self.raise_()
        self.activateWindow()

    def toggle_full_screen(self) -> None:
        """F11: full screen on and off."""
        if self.isFullScreen():
            self.showNormal()
        else:
            self.full_screen_on()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        """F11 toggles full screen; Esc leaves it."""
        if event.key() == Qt.Key.Key_F11:
            self.toggle_full_screen()
        elif event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.showNormal()
        else:
            super().keyPressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        """Scale the side panel and its type with the window."""
        super().resizeEvent(event)
        size = event.size()
        unit = max(11, min(size.height() // 40, size.width() // 70))
        self.side.setFixedWidth(max(240, size.width() // 4))
        self.score.set_unit(unit)
        self.last_roll.set_unit(unit)


def screen_names() -> list[str]:
    """One line per screen: "Screen 1: HDMI-1 (1920×1080)"."""
    lines = []
    for i, screen in enumerate(QGuiApplication.screens(), start=1):
        size = screen.geometry().size()
        lines.append(f"Screen {i}: {screen.name()} ({size.width()}×{size.height()})")
    return lines
