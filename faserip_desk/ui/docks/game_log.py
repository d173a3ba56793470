"""The game log: every operation of the session, with undo (or redo) to any point.

Row 0 is the setup; row n is the n-th operation. Undone operations stay listed, greyed,
until a new operation replaces them; double-click a row or use "Undo to here" to go back
(or forward) to the state just after it.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QHBoxLayout,
    QListView,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from faserip_desk.game import BaseEvent, Session
from faserip_desk.ui.game_controller import GameController

Index = QModelIndex | QPersistentModelIndex


def describe_event(event: BaseEvent) -> str:
    """A short name of an event, for undone steps that have no record: "move (Iron Fist)"."""
    op = str(getattr(event, "op", type(event).__name__)).replace("_", " ")
    who = getattr(event, "figure", None)
    return f"{op} ({who})" if who else op


class SessionLogModel(QAbstractListModel):
    """A thin list model over a `Session`'s steps."""

    def __init__(self) -> None:
        super().__init__()
        self.session: Session | None = None

    def set_session(self, session: Session | None) -> None:
        """Show `session` (or nothing), from scratch."""
        self.beginResetModel()
        self.session = session
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        """Steps plus the setup row."""
        if parent.isValid() or self.session is None:
            return 0
        return len(self.session.events) + 1

    def text(self, row: int) -> str:
        """The row's text: the step number and what the operation logged."""
        session = self.session
        assert session is not None
        if row == 0:
            return f"Setup: {session.setup.name}"
        if row <= session.position:
            record = session.records[row - 1]
            lines = list(record.log)
            text = "; ".join(lines) if lines else record.op
            if record.overridden:
                text = "⚠ " + text
            return f"{row}. {text}"
        return f"{row}. {describe_event(session.events[row - 1])} (undone)"

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """Text, tooltip, grey for undone steps, bold for the current one."""
        if self.session is None or not index.isValid():
            return None
        row = index.row()
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(row)
        if role == Qt.ItemDataRole.ToolTipRole:
            if 0 < row <= self.session.position:
                return "\n".join(self.session.records[row - 1].log)
            return None
        if role == Qt.ItemDataRole.ForegroundRole and row > self.session.position:
            return QColor("#9a9a9a")
        if role == Qt.ItemDataRole.FontRole and row == self.session.position:
            font = QFont()
            font.setBold(True)
            return font
        return None


class GameLogDock(QDockWidget):
    """The list of steps, with "Undo to here"."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__("Log", parent)
        self.setObjectName("log_dock")
        self.controller = controller
        self.model = SessionLogModel()
        self.view = QListView()
        self.view.setModel(self.model)
        self.view.setWordWrap(True)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setAlternatingRowColors(True)
        self.undo_here = QPushButton("Undo to here")
        self.undo_here.setToolTip("Go back (or forward) to just after the selected step")
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.view, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.undo_here)
        layout.addLayout(row)
        self.setWidget(body)
        self.view.doubleClicked.connect(lambda index: self.controller.undo_to(index.row()))
        self.undo_here.clicked.connect(self._undo_to_selected)
        controller.session_replaced.connect(self._reset)
        controller.changed.connect(lambda _record: self._reset())
        self._reset()

    def _reset(self) -> None:
        self.model.set_session(self.controller.session)
        session = self.controller.session
        if session is not None:
            self.view.scrollTo(self.model.index(session.position, 0))

    def _undo_to_selected(self) -> None:
        index = self.view.currentIndex()
        if index.isValid():
            self.controller.undo_to(index.row())
