"""How the main window shares the screen: the map first, the docks around it.

- Every dock's contents sit in a scroll area, so no dock forces the window to be taller or
  wider than the screen (the window's minimum size is at most 1024×640).
- The default layout depends on the screen: on a narrow screen (under 1700 pixels wide)
  every dock goes in one column on the right, the Turn dock on top and the others tabbed
  below it; on a wide screen the roster and the log take a column on the left. Each column
  is as wide as its contents ask for, at most a fixed share of the screen.
- The first start opens maximised on the available screen; later starts restore the
  geometry and docks saved at the last close (a layout saved by an older version, with
  another dock arrangement, is dropped for the new default).
- The map's toolbar sits in the window's toolbar row beside the main toolbar, leaving the
  height to the map.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, QSettings, QSize, Qt, QTimer
from PySide6.QtGui import QActionGroup, QGuiApplication
from PySide6.QtWidgets import (
    QBoxLayout,
    QDockWidget,
    QFrame,
    QLayout,
    QMainWindow,
    QScrollArea,
    QTabBar,
    QTabWidget,
    QWidget,
)

from faserip_desk.ui.theme import THEME_KEY, THEMES, apply_theme, chosen_theme

if TYPE_CHECKING:
    from faserip_desk.ui.main_window import MainWindow

LAYOUT_VERSION = 2
"""Saved dock layouts of another version are not restored (the docks moved)."""
WIDE_SCREEN = 1700
"""From this available width on, the docks take two columns (left and right)."""
COLUMN_SHARE = 0.3
DEFAULT_COLUMN = 390
"""About how wide the default layout's right-hand dock column is (its docks' contents)."""
WIDE_LEFT_COLUMN = 406
"""About how wide the wide layout's left-hand column (roster and log) is."""
WIDE_RIGHT_COLUMN = 379
"""About how wide the wide layout's right-hand column (Turn, Dice, Score) is."""
SAME_SIZE = 40
"""A window within this many pixels of its size at the last close has its docks as then."""
MENU_AND_TOOLBAR = 58
"""About how tall the menu bar and the toolbar are above the map."""
"""A dock column is never wider than this share of the window's width."""
PLACED_KEY = "docks_placed"
"""The window's property naming the layout its docks were placed in: "wide" or "narrow"."""
GEOMETRY_KEY = "window/geometry"
STATE_KEY = "window/state"
MAP_MARGINS_KEY = "window/map_margins"
"""Where the map sat in the window at the last close: its margins and the window's size."""


class DockScroll(QScrollArea):
    """A frameless scroll area that asks for its contents' size (so a dock opens as big as
    its contents) but can shrink to almost nothing (and then scrolls)."""

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        """The contents' size hint, with room for a vertical scroll bar."""
        body = self.widget()
        if body is None:
            return super().sizeHint()
        hint = body.sizeHint()
        return QSize(hint.width() + self.verticalScrollBar().sizeHint().width(), hint.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        """Small: the dock scrolls rather than push the window's minimum size up."""
        return QSize(120, 60)


def scrollable(dock: QDockWidget) -> QScrollArea:
    """Put the dock's contents in a frameless scroll area (the contents keep their size
    hints; the dock can shrink below them and scrolls)."""
    body = dock.widget()
    if body.layout() is not None:  # never squashed below what its layout needs: scrolled
        body.layout().setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
    area = DockScroll()
    area.setObjectName(f"{dock.objectName()}_scroll")
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidgetResizable(True)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
    area.setWidget(body)
    dock.setWidget(area)
    if dock.objectName() == "turn_dock" and isinstance(body.layout(), QBoxLayout):
        body.layout().addStretch(1)  # its rows stay together at the top of a tall dock
    return area


def content_width(dock: QDockWidget) -> int:
    """The width the dock's contents ask for (with room for a vertical scroll bar)."""
    return dock.widget().sizeHint().width() + 4


def tidy_tabs(window: QMainWindow) -> None:
    """Dock tabs show their whole titles and scroll when they do not all fit."""
    for bar in window.findChildren(QTabBar):
        if bar.parent() is window:
            bar.setElideMode(Qt.TextElideMode.ElideNone)
            bar.setUsesScrollButtons(True)
            bar.setExpanding(False)


def available_screen(window: QWidget) -> QRect:
    """The screen area the window may use (the primary screen's, without panels)."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def arrange_docks(window: MainWindow, width: int) -> None:
    """Lay the docks out for a window `width` pixels wide (see the module's text). The docks
    are placed once per kind of layout (one column or two): placing tabbed docks again
    would leave their old tab bars behind on the screen; a second call only sizes them."""
    wide = width >= WIDE_SCREEN
    kind = "wide" if wide else "narrow"
    if window.property(PLACED_KEY) != kind:
        _place_docks(window, wide)
        window.setProperty(PLACED_KEY, kind)
    _size_docks(window, width, wide)


def _others(w: MainWindow) -> list[QDockWidget]:
    """Docks added after the ones the layout knows by name: tabs on the right."""
    known = {w.roster, w.log, w.dice_stats, w.reminders, w.turn, w.dice, w.scoreboard}
    return [d for d in w.docks if d not in known]


def _place_docks(w: MainWindow, wide: bool) -> None:
    left = Qt.DockWidgetArea.LeftDockWidgetArea
    right = Qt.DockWidgetArea.RightDockWidgetArea
    for area in (left, right):
        w.setTabPosition(area, QTabWidget.TabPosition.North)
    if wide:
        w.addDockWidget(left, w.roster)
        w.addDockWidget(left, w.log)
        w.splitDockWidget(w.roster, w.log, Qt.Orientation.Vertical)
        w.tabifyDockWidget(w.log, w.dice_stats)
        w.tabifyDockWidget(w.log, w.reminders)
        w.addDockWidget(right, w.turn)
        w.addDockWidget(right, w.dice)
        w.addDockWidget(right, w.scoreboard)
        for dock in _others(w):
            w.tabifyDockWidget(w.dice, dock)
        w.dice.raise_()
        w.log.raise_()
        return
    w.addDockWidget(right, w.turn)
    w.addDockWidget(right, w.roster)
    w.splitDockWidget(w.turn, w.roster, Qt.Orientation.Vertical)
    for dock in (w.dice, w.scoreboard, w.log, w.dice_stats, w.reminders, *_others(w)):
        w.tabifyDockWidget(w.roster, dock)
    w.roster.raise_()


def _size_docks(w: MainWindow, width: int, wide: bool) -> None:
    cap = int(width * COLUMN_SHARE)
    if wide:
        lefts = min(cap, max(400, *(content_width(d) for d in (w.roster, w.log))))
        rights = min(cap, max(content_width(d) for d in (w.turn, w.dice, w.scoreboard)))
        w.resizeDocks([w.roster, w.turn], [lefts, rights], Qt.Orientation.Horizontal)
        w.resizeDocks([w.roster, w.log], [3, 2], Qt.Orientation.Vertical)
        w.resizeDocks([w.turn, w.dice, w.scoreboard], [3, 4, 2], Qt.Orientation.Vertical)
        tidy_tabs(w)
        return
    column = min(cap, max(content_width(d) for d in w.docks))
    w.resizeDocks([w.turn], [column], Qt.Orientation.Horizontal)
    settle(w)


def settle(window: MainWindow) -> None:
    """Once the window has its size: the Turn dock as tall as its contents (one column
    layout), the tabs tidied. Called again just after the window is shown."""
    w = window
    if w.dockWidgetArea(w.turn) == w.dockWidgetArea(w.roster) and not w.tabifiedDockWidgets(w.turn):
        total = w.centralWidget().height()  # the dock column is as tall as the map
        turn = min(w.turn.widget().sizeHint().height() + 30, total // 2)
        w.resizeDocks([w.turn, w.roster], [turn, total - turn], Qt.Orientation.Vertical)
    tidy_tabs(w)


def first_geometry(window: MainWindow, screen: QRect) -> None:
    """Size the window to `screen` (the first start: maximised). Its docks are sized for it
    once it is shown (`show_window`)."""
    window.setGeometry(screen)
    window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)


def restore_layout(window: MainWindow, settings: QSettings) -> bool:
    """Restore the geometry and docks saved at the last close; False when there are none
    (or they were saved by an older layout)."""
    geometry = settings.value(GEOMETRY_KEY)
    state = settings.value(STATE_KEY)
    if geometry is None or state is None:
        return False
    arrange_docks(window, available_screen(window).width())
    if not window.restoreGeometry(geometry):  # type: ignore[arg-type]
        return False
    if window.isVisible():  # filled after its first paint: once the new docks are laid out
        QTimer.singleShot(0, lambda: window.restoreState(state, LAYOUT_VERSION))  # type: ignore[arg-type]
        return True
    return bool(window.restoreState(state, LAYOUT_VERSION))  # type: ignore[arg-type]


def save_layout(window: MainWindow, settings: QSettings) -> None:
    """Remember the window's geometry and docks for the next run, and where the map sat."""
    settings.setValue(GEOMETRY_KEY, window.saveGeometry())
    settings.setValue(STATE_KEY, window.saveState(LAYOUT_VERSION))
    central, size = window.centralWidget().geometry(), window.size()
    margins = [
        central.left(),
        central.top(),
        size.width() - central.right() - 1,
        size.height() - central.bottom() - 1,
    ]
    settings.setValue(MAP_MARGINS_KEY, ",".join(map(str, [*margins, size.width(), size.height()])))
    settings.sync()


def expected_map_margins(window: QMainWindow, settings: QSettings) -> tuple[int, int, int, int]:
    """Where the map will sit in the window once the docks, menus and toolbars are there, as
    margins (left, top, right, bottom) from the window's edges: as at the last close when
    the window has about that size again, else about where the default layout puts it
    (issue 17: the map is shown before the docks, and should not jump when they come)."""
    size = window.size()
    saved = str(settings.value(MAP_MARGINS_KEY, "") or "").split(",")
    try:
        left, top, right, bottom, width, height = (int(v) for v in saved)
        if abs(width - size.width()) <= SAME_SIZE and abs(height - size.height()) <= SAME_SIZE:
            return left, top, right, bottom
    except ValueError:
        pass  # none saved, or not ours: the default layout's place
    status = window.statusBar().height()
    cap = int(size.width() * COLUMN_SHARE)
    if available_screen(window).width() >= WIDE_SCREEN:
        return min(cap, WIDE_LEFT_COLUMN), MENU_AND_TOOLBAR, min(cap, WIDE_RIGHT_COLUMN), status
    return 0, MENU_AND_TOOLBAR, min(cap, DEFAULT_COLUMN), status


def place_window(window: MainWindow, settings: QSettings) -> bool:
    """When the window is built: the saved layout (True), else the default docks for this
    screen in a window that fits it (False)."""
    if restore_layout(window, settings):
        return True
    screen = available_screen(window)
    arrange_docks(window, screen.width())
    window.resize(min(1400, screen.width()), min(900, screen.height()))
    return False


def show_window(window: MainWindow) -> None:
    """Show the window: as it was left, else (the first start) maximised on the screen."""
    if not window.layout_restored:
        first_geometry(window, available_screen(window))
    window.show()
    if not window.layout_restored:  # sized again once the shown window is laid out
        QTimer.singleShot(0, lambda: arrange_docks(window, available_screen(window).width()))
    else:
        QTimer.singleShot(0, lambda: tidy_tabs(window))


def map_share(window: MainWindow) -> float:
    """The share of the window's area (with its frame) the map view takes (0 to 1)."""
    view, frame = window.map_view, window.frameGeometry()
    if not view.isVisible() or frame.isEmpty():
        return 0.0
    return (view.width() * view.height()) / (frame.width() * frame.height())


def check_actions(window: MainWindow) -> None:
    """Table mode's action shows a tick; the theme actions are a group of ticks, the
    chosen theme's ticked."""
    registry = window.registry
    registry.qaction("table_mode").setCheckable(True)
    group = QActionGroup(window)
    group.setExclusive(True)
    chosen = chosen_theme(window.settings)
    for name in THEMES:
        action = registry.qaction(f"theme_{name}")
        action.setCheckable(True)
        action.setChecked(name == chosen)
        group.addAction(action)


def set_theme(window: MainWindow, choice: str) -> None:
    """Use and remember the theme `choice` ("system", "light", "dark")."""
    window.settings.setValue(THEME_KEY, choice)
    apply_theme(choice)
    window.registry.qaction(f"theme_{choice}").setChecked(True)
