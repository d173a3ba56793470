"""The attack panel's plan: every column shift with its source, extra shifts entered by
hand, and the odds of each colour, of a hit and of a KO before the roll. Side by side
when wide; in one column, the odds first, when narrow (the Attack dock).

It only shows what the game worked out (an `AttackProfile` and its `AttackOdds`)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QBoxLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from faserip_desk.rules.attack_odds import AttackOdds
from faserip_desk.rules.attack_profile import AttackProfile
from faserip_desk.rules.colors import Color
from faserip_desk.rules.column_shifts import explain_shifts
from faserip_desk.ui.docks.dice_roller import color_style
from faserip_desk.ui.help_topics import set_rules_topic


def percent(chance: object) -> str:
    """A chance (a Fraction) as a percentage with one decimal."""
    return f"{float(chance) * 100:.1f}%"  # type: ignore[arg-type]


def odds_notes(profile: AttackProfile, odds: AttackOdds) -> list[str]:
    """What the odds count besides the roll: FEATs that can stop the attack, shifts on the
    target's Kill FEAT, and the colour to take where a lower one is likelier to KO."""
    lines = [f"Counted: {gate.describe()}" for gate in profile.gates]
    lines += [f"Kill FEAT: {s.describe()}" for s in profile.target.kill_endurance_shifts]
    lines += [f"On {rolled}: take {color.label}" for rolled, color in odds.take.items()]
    if odds.expected_damage_dealt > odds.expected_health_lost:
        lines.append(f"Expected damage dealt: {float(odds.expected_damage_dealt):.2f}")
    return lines


ONE_COLUMN = 560
"""Below this width the plan is one column."""


class AttackPlanPanel(QWidget):
    """Shifts (automatic and by hand) and odds; `manual_shifts` are the ones added here."""

    shifts_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.manual_shifts: list[tuple[int, str]] = []
        self.columns = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self.columns.setContentsMargins(0, 0, 0, 0)
        self.columns.addWidget(self._shifts_box(), 3)
        self.columns.addWidget(self._odds_box(), 2)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        """Narrower than `ONE_COLUMN`: the odds above the shifts, in one column."""
        narrow = event.size().width() < ONE_COLUMN
        self.columns.setDirection(
            QBoxLayout.Direction.BottomToTop if narrow else QBoxLayout.Direction.LeftToRight
        )
        super().resizeEvent(event)

    def _shifts_box(self) -> QGroupBox:
        box = QGroupBox("To hit: column shifts")
        layout = QVBoxLayout(box)
        self.to_hit = QLabel()
        self.to_hit.setWordWrap(True)
        self.to_hit.setStyleSheet("font-weight: bold")
        self.table = QTableWidget(0, 2)
        self.table.setHorizontalHeaderLabels(["Shift", "Source"])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.horizontalHeader().setSectionResizeMode(
            0, QHeaderView.ResizeMode.ResizeToContents
        )
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setMaximumHeight(110)
        set_rules_topic(self.table, "column shifts")
        row = QHBoxLayout()
        buttons = QHBoxLayout()
        self.amount = QSpinBox()
        self.amount.setRange(-12, 12)
        self.amount.setSuffix(" CS")
        self.source = QLineEdit()
        self.source.setPlaceholderText("source, e.g. a house rule")
        self.add_button = QPushButton("Add shift")
        self.clear_button = QPushButton("Clear mine")
        row.addWidget(self.amount)
        row.addWidget(self.source, 1)
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.clear_button)
        buttons.addStretch(1)
        layout.addWidget(self.to_hit)
        layout.addWidget(self.table)
        layout.addLayout(row)
        layout.addLayout(buttons)
        self.add_button.clicked.connect(self.add_shift)
        self.clear_button.clicked.connect(self.clear_shifts)
        return box

    def _odds_box(self) -> QGroupBox:
        box = QGroupBox("Odds before the roll")
        grid = QGridLayout(box)
        self.colors = {c: QLabel() for c in Color}
        for i, (color, label) in enumerate(self.colors.items()):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setStyleSheet(color_style(color, 9))
            grid.addWidget(label, 0, i)
        self.hit = QLabel()
        self.ko = QLabel()
        self.health = QLabel()
        self.evade = QLabel()
        self.evade.setWordWrap(True)
        grid.addWidget(self.hit, 1, 0, 1, 2)
        grid.addWidget(self.ko, 1, 2, 1, 2)
        grid.addWidget(self.health, 2, 0, 1, 4)
        grid.addWidget(self.evade, 3, 0, 1, 4)
        self.notes = QLabel()
        self.notes.setWordWrap(True)
        grid.addWidget(self.notes, 4, 0, 1, 4)
        grid.setRowStretch(5, 1)
        set_rules_topic(box, "FEAT")
        return box

    def add_shift(self) -> None:
        """Add the shift typed in (amount and source) to the attack's shifts."""
        if self.amount.value() == 0:
            return
        self.manual_shifts.append((self.amount.value(), self.source.text().strip() or "by hand"))
        self.amount.setValue(0)
        self.source.clear()
        self.shifts_changed.emit()

    def clear_shifts(self) -> None:
        """Drop the shifts added by hand."""
        self.manual_shifts.clear()
        self.shifts_changed.emit()

    def set_editable(self, editable: bool) -> None:
        """Shifts by hand are part of the declaration: editable only before it."""
        for w in (self.amount, self.source, self.add_button, self.clear_button):
            w.setEnabled(editable)

    def show_profile(self, profile: AttackProfile | None, odds: AttackOdds | None) -> None:
        """Show the to-hit shifts of `profile` and the `odds` (None: nothing to show)."""
        self.table.setRowCount(0)
        if profile is None or odds is None:
            self.to_hit.setText("—")
            for label in (
                *self.colors.values(),
                self.hit,
                self.ko,
                self.health,
                self.evade,
                self.notes,
            ):
                label.setText("")
            return
        self.to_hit.setText(explain_shifts(profile.to_hit, profile.shifts))
        for shift in profile.shifts:
            row = self.table.rowCount()
            self.table.insertRow(row)
            self.table.setItem(row, 0, QTableWidgetItem(shift.describe().split(" (")[0]))
            self.table.setItem(row, 1, QTableWidgetItem(shift.source))
        for color, label in self.colors.items():
            label.setText(f"{color.label}\n{percent(odds.attack_colors.get(color, 0))}")
        self.hit.setText(f"Hit: <b>{percent(odds.p_hit)}</b>")
        self.ko.setText(f"KO: <b>{percent(odds.p_ko)}</b>")
        lost = f"Expected Health lost: <b>{float(odds.expected_health_lost):.2f}</b>"
        if odds.expected_receiver_health_lost is not None:
            lost += f" (receiver {float(odds.expected_receiver_health_lost):.2f})"
        self.health.setText(lost)
        if odds.evade_colors is None:
            self.evade.setText("")
        else:
            parts = [f"{c.label} {percent(p)}" for c, p in odds.evade_colors.items()]
            self.evade.setText("Evade: " + ", ".join(parts))
        self.notes.setText("\n".join(odds_notes(profile, odds)))

    def show_notes(self, lines: list[str]) -> None:
        """Add the plan's own lines (assumptions, the Evade the target may make)."""
        shown = [t for t in (self.notes.text(), *lines) if t]
        self.notes.setText("\n".join(shown))

    def shown_odds(self) -> dict[str, str]:
        """The odds as shown (for tests and the screenshot check)."""
        shown = {c.key: self.colors[c].text().split("\n")[-1] for c in Color}
        shown["hit"] = self.hit.text()
        shown["ko"] = self.ko.text()
        return shown
