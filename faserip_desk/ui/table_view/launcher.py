"""Opens the table view from the main window: View ▸ Table view… and the "Full screen on"
submenu listing the screens (filled each time it opens, so a TV plugged in later shows)."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QGraphicsView, QMenu, QWidget

from faserip_desk.ui.game_controller import GameController
from faserip_desk.ui.table_view.window import TableWindow, screen_names


class TableViewLauncher:
    """Makes the one table window on first use and shows it (plain object, no Qt state)."""

    def __init__(self, controller: GameController, leader: QGraphicsView, owner: QWidget) -> None:
        self.controller = controller
        self.leader = leader
        self.owner = owner
        self.window: TableWindow | None = None

    def table_window(self) -> TableWindow:
        """The table window (made once, owned by the main window)."""
        if self.window is None:
            self.window = TableWindow(self.controller, self.leader, self.owner)
        return self.window

    def open(self) -> TableWindow:
        """View ▸ Table view…: show the table window (in a window, or raised if open)."""
        window = self.table_window()
        if window.isVisible():
            window.raise_()
        else:
            window.show()
        return window

    def full_screen_on(self, index: int) -> TableWindow:
        """Show the table window full screen on screen `index` (0-based)."""
        window = self.table_window()
        screens = QGuiApplication.screens()
        window.full_screen_on(screens[index] if 0 <= index < len(screens) else None)
        return window

    def attach_screens_menu(self, menu: QMenu) -> None:
        """Fill `menu` with one entry per screen whenever it is about to show."""
        menu.aboutToShow.connect(lambda: self.fill_screens_menu(menu))
        self.fill_screens_menu(menu)

    def fill_screens_menu(self, menu: QMenu) -> None:
        """One "Screen N: name (size)" entry per screen."""
        menu.clear()
        for i, name in enumerate(screen_names()):
            action = menu.addAction(name)
            action.setStatusTip("Show the table view full screen on this screen")
            action.triggered.connect(lambda _=False, n=i: self.full_screen_on(n))
