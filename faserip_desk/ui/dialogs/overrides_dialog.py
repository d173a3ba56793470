"""Game ▸ Overrides…: every operation the players made against the rules, with where in
the Issue it happened and the rule reasons it overrode (from `game.overrides`)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from faserip_desk.game import Session
from faserip_desk.game.overrides import OverrideEntry, list_overrides
from faserip_desk.ui.game_controller import GameController

COLUMNS = ("Step", "When", "Operation", "Overrode")


class OverridesDialog(QDialog):
    """A table of the open game's overrides: step, Page and Panel, what was done, the
    reasons; it follows the game while it is open."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setWindowTitle("Overrides")
        self.resize(820, 360)
        self.entries: list[OverrideEntry] = []
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels(COLUMNS)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setWordWrap(True)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        controller.changed.connect(lambda _record: self._refresh_if_shown())
        controller.session_replaced.connect(self._refresh_if_shown)

    def refresh(self) -> None:
        """List the overrides of the open game."""
        self.show_session(self.controller.session)

    def _refresh_if_shown(self) -> None:
        if self.isVisible():
            self.refresh()

    def show_session(self, session: Session | None) -> None:
        """List the overrides of `session` (none when no game is open)."""
        self.entries = list_overrides(session) if session is not None else []
        n = len(self.entries)
        self.summary.setText(
            "No operation was made against the rules."
            if n == 0
            else f"{n} operation{'s' if n != 1 else ''} made anyway against the rules "
            "(marked ⚠ in the game log)."
        )
        self.table.setRowCount(n)
        for row, entry in enumerate(self.entries):
            cells = (str(entry.step), entry.when, entry.text, "\n".join(entry.reasons))
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                if col == 0:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, col, item)
        self.table.resizeRowsToContents()

    def rows(self) -> list[list[str]]:
        """The table's text, row by row (for tests)."""
        return [
            [self.table.item(r, c).text() for c in range(self.table.columnCount())]
            for r in range(self.table.rowCount())
        ]
