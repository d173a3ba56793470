"""The dice roller dock: a percentile roll typed as read off the table (two d10 faces, 0 and
0 is 100) or rolled, 1d10 and 1d5; a FEAT's rank and column shifts with their sources, the
odds of each colour beforehand, and the colour of the roll shown large."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDockWidget,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from faserip_desk.rules.colors import Color
from faserip_desk.rules.column_shifts import ColumnShift, explain_shifts, feat_odds, resolve_feat
from faserip_desk.rules.dice import Roll, typed_percentile
from faserip_desk.rules.ranks import Rank
from faserip_desk.ui.game_controller import GameController
from faserip_desk.ui.help_topics import install_rules_menu, set_rules_topic, topic_id

#: How each colour looks: background, text. The colour's name is always written too, and
#: green and red are a bluish green and a deep red, so the four stay apart for protanopes
#: and deuteranopes (tests/ui/test_colour_blind.py).
COLOR_LOOK = {
    Color.WHITE: ("#f4f4f4", "#222222"),
    Color.GREEN: ("#17a673", "#ffffff"),
    Color.YELLOW: ("#f2c500", "#222222"),
    Color.RED: ("#b71c1c", "#ffffff"),
}


def color_style(color: Color, size: int = 11) -> str:
    """A style sheet painting a label in the FEAT colour."""
    bg, fg = COLOR_LOOK[color]
    return (
        f"background: {bg}; color: {fg}; border: 1px solid #888; border-radius: 4px;"
        f" font-size: {size}pt; font-weight: bold; padding: 4px;"
    )


class DiceRollerDock(QDockWidget):
    """Roll or type dice; resolve a FEAT on the Universal Table."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__("Dice", parent)
        self.setObjectName("dice_dock")
        self.controller = controller
        self.shifts: list[ColumnShift] = []
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.addWidget(self._dice_box())
        layout.addWidget(self._feat_box())
        self.result = QLabel("Roll or type the dice")
        self.result.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.result.setMinimumHeight(36)
        self.result.setStyleSheet(color_style(Color.WHITE, 14))
        self.explanation = QLabel()
        self.explanation.setWordWrap(True)
        layout.addWidget(self.result)
        layout.addWidget(self.explanation)
        self.setWidget(body)
        self._update_odds()
        self.result.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.column.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        set_rules_topic(self.result, "FEAT")
        for widget in (self.result, self.column):
            install_rules_menu(widget)

    def help_topics(self) -> list[str]:
        """F1 in the dock: the topics named by the shifts' sources (e.g. Staggered), the
        column shifts, then the FEAT."""
        names = [s.source for s in self.shifts if s.source]
        if self.shifts:
            names.append("column shifts")
        return [t for t in dict.fromkeys(map(topic_id, [*names, "FEAT"])) if t]

    def _dice_box(self) -> QWidget:
        box = QWidget()
        grid = QGridLayout(box)
        grid.setContentsMargins(0, 0, 0, 0)
        self.tens = QSpinBox()
        self.ones = QSpinBox()
        for spin, tip in ((self.tens, "tens die"), (self.ones, "ones die")):
            spin.setRange(0, 9)
            spin.setToolTip(f"The {tip} as read off the table")
        self.use_typed = QPushButton("Use these dice")
        self.roll_d100 = QPushButton("Roll d100")
        self.roll_d10 = QPushButton("Roll 1d10")
        self.roll_d5 = QPushButton("Roll 1d5")
        self.last_roll = QLabel("No roll yet")
        grid.addWidget(QLabel("Tens"), 0, 0)
        grid.addWidget(self.tens, 0, 1)
        grid.addWidget(QLabel("Ones"), 0, 2)
        grid.addWidget(self.ones, 0, 3)
        grid.addWidget(self.use_typed, 1, 0, 1, 2)
        grid.addWidget(self.roll_d100, 1, 2, 1, 2)
        grid.addWidget(self.roll_d10, 2, 0, 1, 2)
        grid.addWidget(self.roll_d5, 2, 2, 1, 2)
        grid.addWidget(self.last_roll, 3, 0, 1, 4)
        self.use_typed.clicked.connect(self.use_typed_dice)
        self.roll_d100.clicked.connect(lambda: self.percentile(self.controller.roller.percentile()))
        self.roll_d10.clicked.connect(lambda: self._show(self.controller.roller.d10()))
        self.roll_d5.clicked.connect(lambda: self._show(self.controller.roller.d5()))
        return box

    def _feat_box(self) -> QGroupBox:
        box = QGroupBox("FEAT")
        grid = QGridLayout(box)
        self.rank = QComboBox()
        self.rank.addItems([r.full_name for r in Rank])
        self.rank.setCurrentText(Rank.GOOD.full_name)
        self.amount = QSpinBox()
        self.amount.setRange(-12, 12)
        self.amount.setSuffix(" CS")
        self.source = QLineEdit()
        self.source.setPlaceholderText("source, e.g. Staggered")
        self.add_shift = QPushButton("Add")
        self.clear_shifts = QPushButton("Clear shifts")
        self.column = QLabel()
        self.column.setWordWrap(True)
        self.odds = {c: QLabel() for c in Color}
        self.record = QCheckBox("Record FEATs in the game log")
        self.record.setChecked(True)
        grid.addWidget(QLabel("Rank"), 0, 0)
        grid.addWidget(self.rank, 0, 1, 1, 3)
        grid.addWidget(self.amount, 1, 0)
        grid.addWidget(self.source, 1, 1, 1, 2)
        grid.addWidget(self.add_shift, 1, 3)
        grid.addWidget(self.column, 2, 0, 1, 3)
        grid.addWidget(self.clear_shifts, 2, 3)
        for i, label in enumerate(self.odds.values()):  # two by two: fits a narrow dock
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(label, 3 + i // 2, 2 * (i % 2), 1, 2)
        grid.addWidget(self.record, 5, 0, 1, 4)
        self.rank.currentIndexChanged.connect(self._update_odds)
        self.add_shift.clicked.connect(self._add_shift)
        self.clear_shifts.clicked.connect(self._clear_shifts)
        return box

    def current_rank(self) -> Rank:
        """The rank chosen for the FEAT."""
        return Rank.parse(self.rank.currentText())

    def _add_shift(self) -> None:
        if self.amount.value() == 0:
            return
        self.shifts.append(ColumnShift(self.amount.value(), self.source.text().strip()))
        self.amount.setValue(0)
        self.source.clear()
        self._update_odds()

    def _clear_shifts(self) -> None:
        self.shifts.clear()
        self._update_odds()

    def _update_odds(self) -> None:
        rank = self.current_rank()
        self.column.setText(explain_shifts(rank, self.shifts))
        for color, chance in feat_odds(rank, self.shifts).items():
            self.odds[color].setText(f"{color.label} {float(chance) * 100:.0f}%")
            self.odds[color].setStyleSheet(color_style(color, 9))

    def use_typed_dice(self) -> None:
        """Resolve the FEAT with the two faces typed in (0 and 0 is 100)."""
        self.percentile(typed_percentile(self.tens.value(), self.ones.value()))

    def _show(self, roll: Roll) -> None:
        self.last_roll.setText(roll.describe())

    def percentile(self, roll: Roll) -> None:
        """Show a percentile roll's colour for the FEAT (and log it when asked)."""
        self._show(roll)
        result = resolve_feat(self.current_rank(), roll.value, self.shifts)
        self.result.setText(f"{result.color.label}  ({roll.value})")
        self.result.setStyleSheet(color_style(result.color, 14))
        self.explanation.setText(result.explanation)
        if self.record.isChecked() and self.controller.session is not None:
            shifts = [(s.amount, s.source or "column shift") for s in self.shifts]
            how = "typed" if roll.typed else "rolled"
            self.controller.record_feat(
                self.current_rank().full_name, roll.value, shifts, note=f"dice roller, {how}"
            )
