"""The table view's last roll: what it was for, the column after the shifts, the number
rolled, and its colour shown large in the colour itself."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from faserip_desk.ui.docks.dice_roller import COLOR_LOOK
from faserip_desk.ui.table_view.last_roll import LastRoll
from faserip_desk.ui.table_view.score_panel import DIM, INK

NO_COLOUR = ("#3a3f48", INK)


def _label() -> QLabel:
    label = QLabel()
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setWordWrap(True)
    return label


class RollPanel(QFrame):
    """The game's latest FEAT or attack roll (no controls)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("roll_panel")
        layout = QVBoxLayout(self)
        self.heading = _label()
        self.what = _label()
        self.column = _label()
        self.value = _label()
        self.color = _label()
        for label in (self.heading, self.what, self.column, self.value, self.color):
            layout.addWidget(label)
        self.heading.setText("Last roll")
        self.roll: LastRoll | None = None
        self.unit = 16
        self.show_roll(None)

    def show_roll(self, roll: LastRoll | None) -> None:
        """Show `roll` (None: no roll yet)."""
        self.roll = roll
        self.heading.setText("Last roll · Karma re-roll" if roll and roll.reroll else "Last roll")
        if roll is None:
            self.what.setText("No roll yet")
            self.column.clear()
            self.value.clear()
            self.color.clear()
        else:
            self.what.setText(roll.what)
            self.column.setText(roll.column)
            self.value.setText(str(roll.roll))
            self.color.setText(roll.color.label.upper() if roll.color is not None else "")
        self.column.setVisible(bool(self.column.text()))
        self.value.setVisible(roll is not None)
        self.color.setVisible(bool(self.color.text()))
        self._style()

    def set_unit(self, unit: int) -> None:
        """Scale the type: `unit` is the body text's pixel size."""
        self.unit = unit
        self._style()

    def _style(self) -> None:
        u = self.unit
        self.heading.setStyleSheet(f"color: {DIM}; font-size: {u}px; letter-spacing: 2px")
        self.what.setStyleSheet(f"color: {INK}; font-size: {int(u * 1.2)}px; font-weight: bold")
        self.column.setStyleSheet(f"color: {INK}; font-size: {u}px")
        color = self.roll.color if self.roll is not None else None
        bg, fg = COLOR_LOOK[color] if color is not None else NO_COLOUR
        self.value.setStyleSheet(f"color: {INK}; font-size: {int(u * 4)}px; font-weight: bold")
        self.color.setStyleSheet(
            f"background: {bg}; color: {fg}; border-radius: {u // 2}px;"
            f" font-size: {int(u * 2.6)}px; font-weight: bold; padding: {u // 2}px"
        )
