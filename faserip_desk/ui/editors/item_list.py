"""A list of items (attacks, specials, errata) beside the form that edits the chosen one."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QHBoxLayout,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)


class ItemForm(QWidget):
    """Base of the forms an `ItemListEditor` shows: load a dict, give one back."""

    changed = Signal()

    def load(self, data: dict[str, Any]) -> None:
        """Show `data`."""
        raise NotImplementedError

    def data(self) -> dict[str, Any]:
        """The item the form describes."""
        raise NotImplementedError

    def local_problems(self) -> list[str]:
        """Problems the loader cannot see (a malformed YAML pane), as text."""
        return []

    def highlight(self, fields: set[str]) -> None:
        """Mark the widgets of `fields` (keys of the item) as having problems."""


class ItemListEditor(QWidget):
    """Items in a list with Add, Remove, Up and Down; the form edits the selected one."""

    changed = Signal()

    def __init__(
        self,
        form: ItemForm,
        new_item: Callable[[], dict[str, Any]],
        title: Callable[[dict[str, Any]], str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.form = form
        self.items: list[dict[str, Any]] = []
        self._new_item, self._title = new_item, title
        self._row = -1
        self._loading = False
        self.list = QListWidget()
        self.list.setFixedWidth(236)
        buttons = QHBoxLayout()
        self.buttons: dict[str, QPushButton] = {}
        for name, slot in (
            ("Add", self.add),
            ("Remove", self.remove),
            ("↑", lambda: self.move(-1)),
            ("↓", lambda: self.move(1)),
        ):
            button = QPushButton(name)
            button.setFixedWidth(56)
            button.clicked.connect(slot)
            buttons.addWidget(button)
            self.buttons[name] = button
        buttons.addStretch(1)
        left = QVBoxLayout()
        left.addWidget(self.list, 1)
        left.addLayout(buttons)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(left)
        layout.addWidget(form, 1)
        self.list.currentRowChanged.connect(self._select)
        form.changed.connect(self._form_changed)

    def set_items(self, items: list[dict[str, Any]]) -> None:
        """Edit `items` (copies), the first one selected."""
        self.items = [dict(i) for i in items]
        self._row = -1
        self._refresh(0 if self.items else -1)

    def values(self) -> list[dict[str, Any]]:
        """The items as they stand."""
        return [dict(i) for i in self.items]

    def add(self) -> None:
        """Add a new item after the list and select it."""
        self.items.append(self._new_item())
        self._refresh(len(self.items) - 1)
        self.changed.emit()

    def remove(self) -> None:
        """Remove the selected item."""
        row = self.list.currentRow()
        if 0 <= row < len(self.items):
            del self.items[row]
            self._row = -1
            self._refresh(min(row, len(self.items) - 1))
            self.changed.emit()

    def move(self, step: int) -> None:
        """Move the selected item up (-1) or down (+1)."""
        row = self.list.currentRow()
        other = row + step
        if 0 <= row < len(self.items) and 0 <= other < len(self.items):
            self.items[row], self.items[other] = self.items[other], self.items[row]
            self._row = -1
            self._refresh(other)
            self.changed.emit()

    def select(self, row: int) -> None:
        """Select item `row`."""
        self.list.setCurrentRow(row)

    def mark_rows(self, rows: set[int]) -> None:
        """Tint the rows that have problems."""
        for i in range(self.list.count()):
            item = self.list.item(i)
            item.setBackground(QColor("#ffd9d9") if i in rows else QColor(0, 0, 0, 0))

    def local_problems(self) -> list[str]:
        """The form's own problems for the selected item."""
        return self.form.local_problems()

    def _refresh(self, row: int) -> None:
        self.list.blockSignals(True)
        self.list.clear()
        self.list.addItems([self._title(i) for i in self.items])
        self.list.blockSignals(False)
        self.form.setEnabled(bool(self.items))
        self._row = -1
        if row >= 0:
            self.list.setCurrentRow(row)
            self._select(row)

    def _select(self, row: int) -> None:
        if row == self._row or not 0 <= row < len(self.items):
            return
        self._row = row
        self._loading = True
        self.form.load(self.items[row])
        self._loading = False

    def _form_changed(self) -> None:
        if self._loading or not 0 <= self._row < len(self.items):
            return
        self.items[self._row] = self.form.data()
        item = self.list.item(self._row)
        if item is not None:
            item.setText(self._title(self.items[self._row]))
        self.changed.emit()
