"""The start-of-Issue panel of the team builder: Team-Up, Loyalty, joining and Command
choices, resolved in the chosen order by `library.start_of_issue`, each step explained."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from faserip_desk.library.figure_schema import Figure
from faserip_desk.library.start_of_issue import Choice, IssueStart, resolve_start_of_issue
from faserip_desk.ui.editors.team_data import ChoiceSlot, choice_slots

KIND_TEXT = {
    "team_up": "Team-Up",
    "joins_team": "joins the team",
    "loyalty": "Loyalty",
    "command": "Command",
}


class _Row:
    """The widgets of one choice: use it, which option, move it up or down."""

    def __init__(self, slot: ChoiceSlot) -> None:
        self.slot = slot
        self.use = QCheckBox(f"{slot.figure} — {slot.special} ({KIND_TEXT[slot.kind]})")
        self.use.setChecked(slot.kind in ("joins_team", "command"))
        self.option = QComboBox()
        for label, target, option in slot.options:
            self.option.addItem(label, (target, option))
        self.option.setVisible(bool(slot.options))
        self.up, self.down = QPushButton("↑"), QPushButton("↓")
        for button in (self.up, self.down):
            button.setFixedWidth(28)

    def choice(self) -> Choice:
        """The row as a `Choice`."""
        target, option = self.option.currentData() or (None, None)
        return Choice(self.slot.figure, self.slot.kind, option, target, self.slot.special)


class IssueChoicesPanel(QWidget):
    """One row per choice; the steps and resulting affiliations below, updated live."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.figures: list[Figure] = []
        self.rows: list[_Row] = []
        self.grid = QGridLayout()
        self.empty = QLabel("No figure on the team has a start-of-Issue choice.")
        self.steps = QListWidget()
        self.result = QListWidget()
        self.steps.setWordWrap(True)
        self.outcome: IssueStart | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("Choices, resolved top to bottom:"))
        layout.addWidget(self.empty)
        layout.addLayout(self.grid)
        layout.addWidget(QLabel("Steps:"))
        layout.addWidget(self.steps, 1)
        layout.addWidget(QLabel("Affiliations at the start of the Issue:"))
        layout.addWidget(self.result, 1)

    def set_team(self, figures: Sequence[Figure]) -> None:
        """Offer the choices of `figures`, keeping earlier answers where the slot remains."""
        kept = {r.slot.key: (r.use.isChecked(), r.option.currentIndex()) for r in self.rows}
        order = [r.slot.key for r in self.rows]
        self.figures = list(figures)
        slots = choice_slots(self.figures)
        slots.sort(key=lambda s: order.index(s.key) if s.key in order else len(order))
        for row in self.rows:
            for widget in (row.use, row.option, row.up, row.down):
                self.grid.removeWidget(widget)
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()
        self.rows = []
        for slot in slots:
            row = _Row(slot)
            if slot.key in kept:
                row.use.setChecked(kept[slot.key][0])
                row.option.setCurrentIndex(max(0, kept[slot.key][1]))
            row.use.toggled.connect(self.resolve)
            row.option.currentIndexChanged.connect(self.resolve)
            row.up.clicked.connect(lambda _=False, r=row: self.move(self.rows.index(r), -1))
            row.down.clicked.connect(lambda _=False, r=row: self.move(self.rows.index(r), 1))
            self.rows.append(row)
        self._lay_out()
        self.resolve()

    def _lay_out(self) -> None:
        for row in self.rows:
            for widget in (row.use, row.option, row.up, row.down):
                self.grid.removeWidget(widget)
        for i, row in enumerate(self.rows):
            self.grid.addWidget(row.up, i, 0)
            self.grid.addWidget(row.down, i, 1)
            self.grid.addWidget(row.use, i, 2)
            self.grid.addWidget(row.option, i, 3)
        self.empty.setVisible(not self.rows)

    def row(self, figure: str, kind: str) -> _Row:
        """The row of `figure`'s choice of `kind` (KeyError when there is none)."""
        for row in self.rows:
            if row.slot.figure == figure and row.slot.kind == kind:
                return row
        raise KeyError((figure, kind))

    def choose(self, figure: str, kind: str, label: str | None = None) -> None:
        """Use `figure`'s choice of `kind`, with the option labelled `label`."""
        row = self.row(figure, kind)
        if label is not None:
            row.option.setCurrentIndex(row.option.findText(label))
        row.use.setChecked(True)
        self.resolve()

    def move(self, index: int, step: int) -> None:
        """Move choice `index` up (-1) or down (+1) in the order of resolution."""
        other = index + step
        if 0 <= index < len(self.rows) and 0 <= other < len(self.rows):
            self.rows[index], self.rows[other] = self.rows[other], self.rows[index]
            self._lay_out()
            self.resolve()

    def choices(self) -> list[Choice]:
        """The choices in use, in order."""
        return [r.choice() for r in self.rows if r.use.isChecked()]

    def resolve(self) -> None:
        """Resolve the choices with the library and show each step and the affiliations."""
        self.outcome = resolve_start_of_issue(self.figures, self.choices())
        self.steps.clear()
        for step in self.outcome.steps:
            mark = "✓" if step.allowed else "✗"
            self.steps.addItem(f"{mark} {step.figure} — {step.special}: {step.explanation}")
            if not step.allowed:
                self.steps.item(self.steps.count() - 1).setForeground(QColor("#b00020"))
        if not self.outcome.steps:
            self.steps.addItem("no choices made: every figure keeps its printed affiliations")
        self.result.clear()
        for fid, affiliations in self.outcome.affiliations.items():
            self.result.addItem(f"{fid}: {', '.join(sorted(affiliations)) or '(none)'}")
        for added in self.outcome.added:
            self.result.addItem(f"+ {added.name} under {added.commander}'s Command")
        self.changed.emit()
