"""Drive the real main window the way a person does: menus, toolbar buttons, shortcuts,
dock buttons, list clicks, token drags on the map, keys, closing windows.

`menu_actions`, `toolbar_buttons` and `press_shortcut` reach every entry of the window;
`RandomUser` picks among all of them at random from a seed (the soak, tests/ui).
Nothing here calls a controller or window method: only Qt input and `QAction.trigger`,
which is what choosing a menu item does.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QMenu,
    QToolButton,
    QWidget,
)

Left = Qt.MouseButton.LeftButton
NoMod = Qt.KeyboardModifier.NoModifier


def menu_actions(window: QWidget) -> list[QAction]:
    """Every item of the menu bar, submenus included (each submenu is told it is about to
    show, as when the user opens it, so menus filled on opening are complete)."""
    found: list[QAction] = []

    def walk(menu: QMenu) -> None:
        menu.aboutToShow.emit()
        for action in menu.actions():
            if action.isSeparator():
                continue
            sub = action.menu()
            if isinstance(sub, QMenu):
                walk(sub)
            else:
                found.append(action)

    for top in window.menuBar().actions():  # type: ignore[attr-defined]
        sub = top.menu()
        if isinstance(sub, QMenu):
            walk(sub)
    return found


def toolbar_buttons(window: QWidget) -> list[tuple[QAction, QToolButton]]:
    """The main toolbar's actions with the button that shows each."""
    toolbar = window.toolbar  # type: ignore[attr-defined]
    pairs = []
    for action in toolbar.actions():
        button = toolbar.widgetForAction(action)
        if isinstance(button, QToolButton):
            pairs.append((action, button))
    return pairs


def press_shortcut(widget: QWidget, shortcut: QKeySequence) -> None:
    """Press the keys of `shortcut` (its first chord) in `widget`'s window."""
    combo = shortcut[0]
    window = widget.window()
    if QApplication.activeWindow() is not window:  # shortcuts go to the active window
        window.activateWindow()
        QTest.qWaitForWindowActive(window, 1000)
    QTest.keyClick(widget, combo.key(), combo.keyboardModifiers())


def visible_windows(main: QWidget) -> list[QWidget]:
    """The app's visible top-level windows, the main window first."""
    others = [
        w
        for w in QApplication.topLevelWidgets()
        if w.isVisible() and w.isWindow() and w is not main and not isinstance(w, QMenu)
    ]
    return [main, *others]


KEYS = [
    Qt.Key.Key_Escape, Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_Tab, Qt.Key.Key_Delete,
    Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_PageUp,
    Qt.Key.Key_Home, Qt.Key.Key_Plus, Qt.Key.Key_Minus, Qt.Key.Key_A, Qt.Key.Key_M,
    Qt.Key.Key_R, Qt.Key.Key_1, Qt.Key.Key_5,
]  # fmt: skip


def _opens_a_menu(button: QWidget) -> bool:
    """A button with a drop-down menu: Qt runs the menu in C++, where `DialogAnswers` cannot
    answer it, so the soak chooses from such menus through `any_menu_item` instead."""
    menu = getattr(button, "menu", None)
    return callable(menu) and menu() is not None


class RandomUser:
    """A user who does one random thing per `step()`, from a seed."""

    def __init__(self, window: QWidget, rng: random.Random) -> None:
        self.window = window
        self.rng = rng
        self.registry = window.registry  # type: ignore[attr-defined]
        self.steps: list[tuple[int, Callable[[], str]]] = [
            (30, self.registered_action),
            (10, self.any_menu_item),
            (20, self.click_button),
            (10, self.click_list),
            (12, self.drag_token),
            (5, self.click_map),
            (8, self.press_key),
            (6, self.undo_or_redo),
            (3, self.close_a_window),
        ]
        self.weights = [w for w, _ in self.steps]

    def step(self) -> str:
        """Do one random thing; returns what was done (for a report)."""
        if not self.window.isVisible():  # File ▸ Quit closed it: start it again
            self.window.show()
        _, do = self.rng.choices(self.steps, self.weights)[0]
        done = do()
        QApplication.processEvents()
        return done

    # -- the things a user does -----------------------------------------------------------

    def registered_action(self) -> str:
        """A registered action, by its menu item, its toolbar button or its shortcut."""
        action = self.rng.choice(list(self.registry))
        qaction = self.registry.qaction(action.id)
        if not qaction.isEnabled():
            return f"{action.id} (disabled)"
        route = self.rng.choice(["menu", "toolbar", "shortcut"])
        buttons = dict(toolbar_buttons(self.window))
        if route == "toolbar" and qaction in buttons:
            QTest.mouseClick(buttons[qaction], Left)
        elif route == "shortcut" and not qaction.shortcut().isEmpty():
            press_shortcut(self.window, qaction.shortcut())
        else:
            route = "menu"
            qaction.trigger()
        return f"{action.id} by {route}"

    def any_menu_item(self) -> str:
        """Any enabled item of the menu bar (docks, overlays, recent files included)."""
        items = [a for a in menu_actions(self.window) if a.isEnabled()]
        item = self.rng.choice(items)
        text = item.text()  # the item may be gone after (File ▸ Recent files is rebuilt)
        item.trigger()
        return f"menu {text!r}"

    def _visible(self, kind: type[QWidget]) -> list[QWidget]:
        found: list[QWidget] = []
        for top in visible_windows(self.window):
            found += [
                w for w in top.findChildren(kind) if _alive(w) and w.isVisible() and w.isEnabled()
            ]
        return found

    def click_button(self) -> str:
        """A visible, enabled button of any open window."""
        buttons = [b for b in self._visible(QAbstractButton) if not _opens_a_menu(b)]
        if not buttons:
            return "no button"
        button = self.rng.choice(buttons)
        assert isinstance(button, QAbstractButton)
        text = button.text() or button.toolTip() or type(button).__name__
        QTest.mouseClick(button, Left)
        return f"button {text!r}"

    def click_list(self) -> str:
        """A row of a visible list or table (the roster, the log …)."""
        views = [v for v in self._visible(QAbstractItemView) if _alive(v) and _alive(v.model())]
        if not views:
            return "no list"
        view = self.rng.choice(views)
        assert isinstance(view, QAbstractItemView)
        model = view.model()
        rows = model.rowCount()
        if rows == 0:
            return "empty list"
        index = model.index(self.rng.randrange(rows), 0)
        rect = view.visualRect(index)
        if rect.isEmpty():
            return "row out of sight"
        QTest.mouseClick(view.viewport(), Left, NoMod, rect.center())
        return f"list row {index.row()}"

    def drag_token(self) -> str:
        """Drag a figure's token a few squares with the mouse."""
        view = self.window.map_view  # type: ignore[attr-defined]
        if not view.tokens:
            return "no token"
        name, token = self.rng.choice(sorted(view.tokens.items()))
        port = view.viewport()
        box = token.sceneBoundingRect()
        start = view.mapFromScene(box.center())
        step = max(4, view.mapFromScene(box.topRight()).x() - view.mapFromScene(box.topLeft()).x())
        end = start + QPoint(self.rng.randint(-4, 4) * step, self.rng.randint(-4, 4) * step)
        QTest.mousePress(port, Left, NoMod, start)
        QTest.mouseMove(port, start + QPoint(0, 5))
        QTest.mouseMove(port, end)
        QTest.mouseRelease(port, Left, NoMod, end)
        return f"drag {name}"

    def click_map(self) -> str:
        """Click somewhere on the map."""
        port = self.window.map_view.viewport()  # type: ignore[attr-defined]
        point = QPoint(
            self.rng.randrange(max(1, port.width())), self.rng.randrange(max(1, port.height()))
        )
        QTest.mouseClick(port, Left, NoMod, point)
        return "click map"

    def press_key(self) -> str:
        """A key in the widget that has the focus (else the map)."""
        focus = QApplication.focusWidget() or self.window.map_view  # type: ignore[attr-defined]
        key = self.rng.choice(KEYS)
        QTest.keyClick(focus, key)
        return f"key {QKeySequence(key).toString()}"

    def undo_or_redo(self) -> str:
        """Ctrl+Z or Ctrl+Shift+Z in the main window."""
        key = self.rng.choice([QKeySequence.StandardKey.Undo, QKeySequence.StandardKey.Redo])
        press_shortcut(self.window, QKeySequence(key))
        return "undo" if key == QKeySequence.StandardKey.Undo else "redo"

    def close_a_window(self) -> str:
        """Close one of the other open windows (dialogs, editors, the table view)."""
        others = visible_windows(self.window)[1:]
        if not others:
            return "no window to close"
        other = self.rng.choice(others)
        other.close()
        return f"close {other.windowTitle()!r}"


def _alive(obj: object) -> bool:
    """Whether `obj` is a Qt object whose C++ side still exists.

    shiboken can hand back a stale Python wrapper for a child Qt deleted behind its back (a
    popup's list view, a completer's); touching it raises RuntimeError. Seen once in a
    10,000-action soak at action ~7,000; the driver skips such widgets.
    """
    return obj is not None and shiboken6.isValid(obj)
