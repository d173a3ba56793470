"""Dice entries for the attack dialog: a percentile roll typed as the two d10 faces read off
the table (0 and 0 is 100) or rolled by the app, and a 1d5 typed or rolled."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSpinBox, QWidget

from faserip_desk.rules.dice import DiceRoller, digits_of, percentile_from_digits


class PercentileFaces(QWidget):
    """Tens and ones dice (0–9 each) and a Roll button; `value()` is the percentile result.

    A roll made by the app is shown as its two faces, so typed and rolled dice reach the
    game the same way: as the event's value."""

    changed = Signal()

    def __init__(self, roller: DiceRoller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._roller = roller
        self.rolled = False
        self.tens = QSpinBox()
        self.ones = QSpinBox()
        for spin, name in ((self.tens, "tens"), (self.ones, "ones")):
            spin.setRange(0, 9)
            spin.setToolTip(f"The {name} die as read off the table (0 and 0 is 100)")
            spin.valueChanged.connect(self._typed)
        self.roll_button = QPushButton("Roll")
        self.roll_button.setToolTip("Let the app roll (seeded; logged like a typed roll)")
        self.roll_button.clicked.connect(self.roll)
        self.shown = QLabel()
        self.shown.setMinimumWidth(40)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(QLabel("Tens"))
        layout.addWidget(self.tens)
        layout.addWidget(QLabel("Ones"))
        layout.addWidget(self.ones)
        layout.addWidget(QLabel("="))
        layout.addWidget(self.shown)
        layout.addWidget(self.roll_button)
        layout.addStretch(1)
        self._show()

    def value(self) -> int:
        """The percentile result of the two faces (1–100)."""
        return percentile_from_digits(self.tens.value(), self.ones.value())

    def set_faces(self, tens: int, ones: int) -> None:
        """Type the two faces in."""
        self.tens.setValue(tens)
        self.ones.setValue(ones)
        self.rolled = False
        self._show()

    def set_value(self, value: int) -> None:
        """Show the faces that read as `value`."""
        self.set_faces(*digits_of(value))

    def roll(self) -> None:
        """Roll with the app's dice and show the faces."""
        roll = self._roller.percentile()
        self.set_value(roll.value)
        self.rolled = not roll.typed

    def _typed(self) -> None:
        self.rolled = False
        self._show()

    def _show(self) -> None:
        self.shown.setText(f"<b>{self.value()}</b>")
        self.changed.emit()


class D5Entry(QWidget):
    """A 1d5 result (1–5; 0 when not given) typed or rolled (a d10 halved)."""

    def __init__(self, roller: DiceRoller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._roller = roller
        self.spin = QSpinBox()
        self.spin.setRange(0, 5)
        self.spin.setSpecialValueText("—")
        self.spin.setToolTip("The 1d5 of a Slam: squares the target is pushed")
        self.roll_button = QPushButton("Roll 1d5")
        self.roll_button.clicked.connect(lambda: self.spin.setValue(self._roller.d5().value))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.spin)
        layout.addWidget(self.roll_button)
        layout.addStretch(1)

    def value(self) -> int | None:
        """The 1d5 result, or None when not given."""
        return self.spin.value() or None
