"""The Attack dock: the attack panel in the right-hand dock column, under the Turn dock and
above the column's tabs (a tab raised during the attack, such as a reminder, shows below
it and hides nothing), so the map is never covered (issue 22). The map shrinks instead:
while the panel is open the column is at least `PANEL_WIDTH` wide (when the window leaves
the map at least `MAP_MIN_WIDTH`), and it goes back to its width when the panel closes.

The dock is built on the first attack (the window starts without it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

if TYPE_CHECKING:
    from faserip_desk.ui.dialogs.attack_dialog import AttackDialog
    from faserip_desk.ui.main_window import MainWindow

PANEL_WIDTH = 440
"""The right-hand column's width while an attack is open: one readable column of odds,
choices and dice."""
MAP_MIN_WIDTH = 560
"""The map keeps at least this width when the column widens for the attack."""
RIGHT = Qt.DockWidgetArea.RightDockWidgetArea
TITLE_HEIGHT = 30
"""A dock's title bar and margins, above its contents."""
OTHER_HEIGHT = 110
"""The height left to another dock group of the column (the score) while attacking."""


class AttackDock(QDockWidget):
    """The dock holding the attack panel (`panel`, replaced for each new attack)."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__("Attack", window)
        self.setObjectName("attack_dock")
        self.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
        )
        self.width_before: int | None = None
        self.visibilityChanged.connect(self._visibility)

    def panel(self) -> QWidget | None:
        """The attack panel shown, if any."""
        return self.widget()

    def set_panel(self, panel: QWidget) -> None:
        """Show `panel` in the dock (the previous panel is deleted)."""
        old = self.widget()
        self.setWidget(panel)
        if old is not None and old is not panel:
            retire = getattr(old, "retire", None)
            if callable(retire):
                retire()  # it stops following the game and the map before it goes
            old.deleteLater()

    def open(self) -> None:
        """Show the dock (raised, if tabbed), the right-hand column widened and heightened
        for the panel."""
        window = self.parentWidget()
        assert isinstance(window, QMainWindow)
        if self.isHidden() or self.width_before is None:
            self.width_before = self.width() if self.isVisible() else _column_width(window)
        self.show()
        self.raise_()
        map_width = window.centralWidget().width()
        column = _column_width(window)
        wanted = min(PANEL_WIDTH, column + max(0, map_width - MAP_MIN_WIDTH))
        if window.dockWidgetArea(self) != RIGHT or self.isFloating():
            return
        if wanted > 0 and column < wanted:
            window.resizeDocks([self], [wanted], Qt.Orientation.Horizontal)
        # once the column has laid the new dock out
        QTimer.singleShot(0, lambda: self._take_the_column_height(window))

    def _take_the_column_height(self, window: QMainWindow) -> None:
        """The Turn dock keeps its rows, the column's other docks a little; the rest of the
        column's height is the panel's."""
        stacks: list[QDockWidget] = []  # one visible dock per tab group in the column
        for dock in _right_docks(window):
            if dock.isVisible() and not any(dock in _tabbed(window, s) for s in stacks):
                stacks.append(self if self in _tabbed(window, dock) else dock)
        if self not in stacks:
            return
        stacks.sort(key=lambda d: d.objectName() == "turn_dock")  # the Turn dock last
        for dock in stacks:  # one at a time: each takes its height from the panel
            if dock is not self:
                rows = dock.widget().sizeHint().height() + TITLE_HEIGHT
                size = rows if dock.objectName() == "turn_dock" else OTHER_HEIGHT
                window.resizeDocks([dock], [size], Qt.Orientation.Vertical)

    def _visibility(self, visible: bool) -> None:
        """Closed (not merely another tab raised): the column goes back to its width."""
        if visible or not self.isHidden() or self.width_before is None:
            return
        window = self.parentWidget()
        if isinstance(window, QMainWindow):  # the keys go to the map again (shortcuts, /)
            window.centralWidget().setFocus()
        width, self.width_before = self.width_before, None
        if isinstance(window, QMainWindow) and window.dockWidgetArea(self) == RIGHT:
            others = [d for d in _right_docks(window) if d is not self and d.isVisible()]
            if others and width > 0:
                window.resizeDocks([others[0]], [width], Qt.Orientation.Horizontal)


def _right_docks(window: QMainWindow) -> list[QDockWidget]:
    return [
        d
        for d in window.findChildren(QDockWidget)
        if d.parentWidget() is window and window.dockWidgetArea(d) == RIGHT and not d.isFloating()
    ]


def _tabbed(window: QMainWindow, dock: QDockWidget) -> list[QDockWidget]:
    return [dock, *window.tabifiedDockWidgets(dock)]


def _column_width(window: QMainWindow) -> int:
    shown = [d.width() for d in _right_docks(window) if d.isVisible()]
    return max(shown, default=0)


def attack_dock(window: QMainWindow) -> AttackDock:
    """The window's Attack dock, built in the right-hand column the first time."""
    dock = window.findChild(AttackDock, "attack_dock")
    if isinstance(dock, AttackDock):
        return dock
    dock = AttackDock(window)
    window.addDockWidget(RIGHT, dock)
    turn = window.findChild(QDockWidget, "turn_dock")
    if isinstance(turn, QDockWidget) and turn in _right_docks(window) and turn.isVisible():
        # under the Turn dock, above the column's tabs: a tab raised during the attack (a
        # reminder) shows below it instead of hiding it
        window.splitDockWidget(turn, dock, Qt.Orientation.Vertical)
    else:
        anchors = [d for d in _right_docks(window) if d is not dock and d.isVisible()]
        if anchors:
            window.tabifyDockWidget(max(anchors, key=lambda d: d.height()), dock)
    return dock


def open_attack_panel(window: MainWindow, attacker: str, fresh: bool) -> AttackDialog:
    """Show the attack panel for `attacker` in the Attack dock: a new panel when `fresh`
    (no attack under way) or none is shown, else the one showing the attack under way."""
    from faserip_desk.ui.dialogs.attack_dialog import AttackDialog

    dock = attack_dock(window)
    panel = dock.panel()
    if fresh or not isinstance(panel, AttackDialog) or panel.retired:
        panel = AttackDialog(window.controller, attacker, dock)
        panel.pick_from(window.map_view)
        dock.set_panel(panel)
    dock.open()
    return panel
