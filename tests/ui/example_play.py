"""Driving the main window as two players do: right-clicks on the map's squares and
tokens, menu entries, drags, clicks on squares and buttons (used by the Example Gameplay
window test). Every helper checks that what it clicks is on screen."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction, QContextMenuEvent
from PySide6.QtWidgets import QApplication, QMenu, QScrollArea, QWidget
from pytestqt.qtbot import QtBot

from faserip_desk.board.squares import Square
from faserip_desk.ui.board_view.geometry import square_centre
from faserip_desk.ui.main_window import MainWindow


def point(window: MainWindow, name: str) -> QPoint:
    """The viewport pixel at the centre of square `name`; it must be in view."""
    view = window.map_view
    p = view.mapFromScene(square_centre(Square.parse(name)))
    assert view.viewport().rect().contains(p), f"{name} is outside the map view"
    return p


def _scrolled_into_view(widget: QWidget) -> QWidget:
    """Scroll any scroll area holding `widget` to it (as a user would); the widget whose
    rectangle must then hold it (the scroll area's viewport, else the window)."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QScrollArea):
            QApplication.processEvents()  # the page just shown is laid out
            parent.ensureWidgetVisible(widget)
            return parent.viewport()
        parent = parent.parentWidget()
    return widget.window()


def on_screen(window: MainWindow, widget: QWidget) -> None:
    """`widget` is shown and lies inside its window; in a scroll area, scrolled to as a
    user would, the point clicked (its centre) is in the visible part."""
    assert widget.isVisible(), f"{widget} is hidden"
    top = _scrolled_into_view(widget)
    corner = widget.mapTo(top, QPoint(0, 0))
    if top is widget.window():
        end = corner + QPoint(widget.width() - 1, widget.height() - 1)
        inside = top.rect().contains(corner) and top.rect().contains(end)
    else:
        inside = top.rect().contains(widget.mapTo(top, widget.rect().center()))
    assert inside, f"{widget} is cut off in {top}: {corner}, {widget.size()} in {top.size()}"


def button(qtbot: QtBot, window: MainWindow, widget: QWidget) -> None:
    """Click a button that must be on screen and enabled."""
    on_screen(window, widget)
    assert widget.isEnabled(), f"{widget} is disabled"
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def right_click(window: MainWindow, name: str) -> QMenu:
    """Right-click square `name` on the map: the menu it opens."""
    viewport = window.map_view.viewport()
    p = point(window, name)
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, p, viewport.mapToGlobal(p))
    QApplication.sendEvent(viewport, event)
    menu = window.map_menus.menu
    assert menu is not None
    return menu


def entries(menu: QMenu) -> list[str]:
    """Every entry's text, submenus included."""
    out = []
    for action in menu.actions():
        out.append(action.text())
        if action.menu() is not None:
            out += entries(action.menu())  # type: ignore[arg-type]
    return out


def find(menu: QMenu, text: str) -> QAction:
    """The enabled entry whose text starts with `text` (in submenus too)."""
    for action in menu.actions():
        sub = action.menu()
        if isinstance(sub, QMenu):
            try:
                return find(sub, text)
            except LookupError:
                continue
        if action.text().startswith(text) and action.isEnabled():
            return action
    raise LookupError(f"no entry {text!r} in {entries(menu)}")


def choose(window: MainWindow, square: str, text: str) -> None:
    """Right-click `square` and choose the entry starting with `text`."""
    menu = right_click(window, square)
    find(menu, text).trigger()
    menu.close()


def click_square(qtbot: QtBot, window: MainWindow, name: str) -> None:
    """A left click on a square (a token on it is picked)."""
    viewport = window.map_view.viewport()
    p = point(window, name)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=p)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=p)


def drag(qtbot: QtBot, window: MainWindow, *names: str) -> None:
    """Drag the token on the first square over the others, dropping it on the last."""
    viewport = window.map_view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=point(window, names[0]))
    for name in names[1:]:
        qtbot.mouseMove(viewport, point(window, name))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=point(window, names[-1]))
