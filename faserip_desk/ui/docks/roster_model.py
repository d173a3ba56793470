"""A thin Qt table model over one player's figures in the game state, and the Health bar."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    Qt,
)
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem

from faserip_desk.game.state import FigureState, GameState
from faserip_desk.ui.token_adapter import condition_names

COLUMNS = ("Figure", "Health", "Karma", "State", "Conditions", "Tokens")
HEALTH_ROLE = Qt.ItemDataRole.UserRole + 1
FIGURE_ROLE = Qt.ItemDataRole.UserRole + 2
Index = QModelIndex | QPersistentModelIndex


def tokens_text(fig: FigureState) -> str:
    """Dodge, Weaken, Karma-spent tokens and markers as one short line."""
    parts = []
    if fig.dodge:
        parts.append(f"Dodge {fig.dodge.capitalize()}")
    if fig.weaken:
        parts.append(f"Weaken {fig.weaken}")
    if fig.karma_spent:
        parts.append("Karma spent")
    parts += [m.name for m in fig.markers]
    parts += [f"{s.amount:+d}CS {s.source}".strip() for s in fig.shifts]
    return ", ".join(parts)


class PlayerFiguresModel(QAbstractTableModel):
    """One row per figure of `player` in a `GameState`; `set_state` refreshes it."""

    def __init__(self, player: int) -> None:
        super().__init__()
        self.player = player
        self._figures: list[FigureState] = []

    def set_state(self, state: GameState | None, changed: set[str] | None = None) -> None:
        """Show `state`; when only the figures in `changed` changed, only their rows update."""
        figures = [] if state is None else state.player_figures(self.player)
        same_rows = [f.id for f in figures] == [f.id for f in self._figures]
        if not same_rows or changed is None:
            self.beginResetModel()
            self._figures = figures
            self.endResetModel()
            return
        self._figures = figures
        for row, f in enumerate(figures):
            if f.id in changed:
                self.dataChanged.emit(self.index(row, 0), self.index(row, len(COLUMNS) - 1))

    def figure_at(self, row: int) -> FigureState | None:
        """The figure shown in `row`."""
        return self._figures[row] if 0 <= row < len(self._figures) else None

    def row_of(self, figure_id: str) -> int:
        """The row of `figure_id` (-1 when it is not this player's)."""
        return next((i for i, f in enumerate(self._figures) if f.id == figure_id), -1)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        """Number of figures."""
        return 0 if parent.isValid() else len(self._figures)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        """Number of columns."""
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(  # noqa: N802
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        """Column titles."""
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return COLUMNS[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """A figure's values by column."""
        fig = self.figure_at(index.row())
        if fig is None:
            return None
        col = index.column()
        if role == FIGURE_ROLE:
            return fig.id
        if role == HEALTH_ROLE:
            return (fig.health, fig.starting_health)
        if role == Qt.ItemDataRole.ToolTipRole:
            return f"{fig.name} ({fig.number})"
        if role == Qt.ItemDataRole.ForegroundRole and not fig.is_ready:
            return QColor("#808080")
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        values = (
            fig.name,
            f"{fig.health}/{fig.starting_health}",
            str(fig.karma),
            str(fig.readiness),
            ", ".join(condition_names(fig)),
            tokens_text(fig),
        )
        return values[col]


class HealthBarDelegate(QStyledItemDelegate):
    """Paints Health as a bar (current of starting) with the numbers on it."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        """Draw the bar."""
        value = index.data(HEALTH_ROLE)
        if not value:
            super().paint(painter, option, index)
            return
        health, start = value
        rect: QRect = option.rect.adjusted(3, 4, -3, -4)  # type: ignore[attr-defined]
        share = 0.0 if start <= 0 else max(0.0, min(1.0, health / start))
        colour = "#17a673" if share > 0.5 else "#e0a800" if share > 0.25 else "#b71c1c"
        painter.save()
        painter.fillRect(rect, QColor("#e4e4e4"))
        filled = QRect(rect.left(), rect.top(), int(rect.width() * share), rect.height())
        painter.fillRect(filled, QColor(colour))
        painter.setPen(QColor("#111111"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, f"{health}/{start}")
        painter.restore()
