"""Help ▸ Keyboard…: every user action of the window, where it is and its shortcut,
read from the action registry (so a new action is listed without touching this)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from faserip_desk.ui.action_registry import ActionRegistry

COLUMNS = ("Menu", "Action", "Shortcut", "Also called")


def keyboard_rows(registry: ActionRegistry) -> list[tuple[str, str, str, str]]:
    """One row per registered action: menu, name, shortcut ("" when none), aliases."""
    return [(a.menu, a.name, registry.shortcut_text(a.id), ", ".join(a.aliases)) for a in registry]


class KeyboardDialog(QDialog):
    """A table of the window's actions and their shortcuts."""

    def __init__(self, registry: ActionRegistry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Keyboard")
        self.resize(560, 520)
        rows = keyboard_rows(registry)
        self.table = QTableWidget(len(rows), len(COLUMNS))
        self.table.setHorizontalHeaderLabels(COLUMNS)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        for r, row in enumerate(rows):
            for col, text in enumerate(row):
                self.table.setItem(r, col, QTableWidgetItem(text))
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.resizeRowsToContents()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
