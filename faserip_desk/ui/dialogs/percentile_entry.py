"""A percentile roll entry: type the result ("43", "00", "4 3") or let the app roll it."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QPushButton, QWidget

from faserip_desk.rules.dice import DiceRoller, parse_percentile
from faserip_desk.rules.universal_table import RollError


class PercentileEntry(QWidget):
    """A line edit for a typed roll and a Roll button; `value()` is the roll or None."""

    changed = Signal()

    def __init__(self, roller: DiceRoller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._roller = roller
        self.edit = QLineEdit()
        self.edit.setPlaceholderText("1–100, or the dice: 0 0 is 100")
        self.edit.setMaximumWidth(150)
        self.roll_button = QPushButton("Roll")
        self.roll_button.setToolTip("Let the app roll it (logged like a typed roll)")
        self.problem = QLabel()
        self.problem.setStyleSheet("color: #b00020")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.edit)
        layout.addWidget(self.roll_button)
        layout.addWidget(self.problem, 1)
        self.edit.textChanged.connect(self._on_text)
        self.roll_button.clicked.connect(self.roll)

    def roll(self) -> None:
        """Roll with the app's dice and show the result."""
        self.edit.setText(str(self._roller.percentile().value))

    def value(self) -> int | None:
        """The roll typed or rolled, or None when the text is not a roll."""
        try:
            return parse_percentile(self.edit.text())
        except RollError:
            return None

    def _on_text(self) -> None:
        text = self.edit.text().strip()
        if not text:
            self.problem.setText("")
        else:
            try:
                parse_percentile(text)
                self.problem.setText("")
            except RollError as exc:
                self.problem.setText(str(exc))
        self.changed.emit()
