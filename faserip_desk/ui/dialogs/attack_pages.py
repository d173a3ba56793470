"""The attack dialog's step pages: widgets only (the dialog reads them and sends events).

- `ShapeshiftPage`: the attacker's Intuition FEAT against a Shapeshifted target;
- `BeforeRollPage`: the defender's choices (Evade with its roll, Karma) and the attack roll;
- `AfterRollPage`: the result, the choices (lower result, Bullseye, damage transfer), the
  Endurance FEAT (Karma, 1d5 of a Slam) and Resolve;
- `DonePage`: the outcome;
- `RerollBox`: Karma's re-roll of the roll just made (under every page: a roll may end the
  attack, and the re-roll may bring it back).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from faserip_desk.game.state import FigureState
from faserip_desk.rules.dice import DiceRoller
from faserip_desk.ui.dialogs.dice_faces import D5Entry, PercentileFaces
from faserip_desk.ui.help_topics import install_rules_menu, set_rules_topic

ADVICE_STYLE = "color: #8a5300"
ABILITIES = ("fighting", "agility", "strength", "endurance", "reason", "intuition", "psyche")


def advice_label() -> QLabel:
    """A label for the rules' advice (what the game would refuse, and why)."""
    label = QLabel()
    label.setWordWrap(True)
    label.setStyleSheet(ADVICE_STYLE)
    return label


def flush(layout: QVBoxLayout) -> QVBoxLayout:
    """A page's layout with no margins of its own (the panel's column is narrow)."""
    layout.setContentsMargins(0, 0, 0, 0)
    return layout


def fill_payers(combo: QComboBox, figure: FigureState, team: list[FigureState]) -> None:
    """The figures that may pay Karma for `figure`: itself first, then its teammates."""
    combo.clear()
    combo.addItem(f"{figure.name} ({figure.karma} Karma)", None)
    for f in team:
        if f.id != figure.id and not f.is_ko:
            combo.addItem(f"{f.name} ({f.karma} Karma)", f.id)


class ShapeshiftPage(QWidget):
    """The attacker's Intuition FEAT: Green or better, or the attack fails."""

    def __init__(self, roller: DiceRoller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        box = QGroupBox("Intuition FEAT against Shapeshift")
        self.box = box
        set_rules_topic(box, "Shapeshift")
        form = QFormLayout(box)
        self.dice = PercentileFaces(roller)
        self.send = QPushButton("Make the Intuition FEAT")
        form.addRow("Roll", self.dice)
        form.addRow(self.send)
        flush(QVBoxLayout(self)).addWidget(box)


class BeforeRollPage(QWidget):
    """The defender may Evade (a Brawling attack) or spend Karma; then the attack roll."""

    def __init__(self, roller: DiceRoller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = flush(QVBoxLayout(self))
        self.defender = QGroupBox("The defender's choices")
        form = QFormLayout(self.defender)
        self.evade_dice = PercentileFaces(roller)
        self.evade = QPushButton("Evade (Fighting FEAT, then Tired)")
        set_rules_topic(self.evade, "Evade")
        self.evade_advice = advice_label()
        form.addRow("Evade roll", self.evade_dice)
        form.addRow(self.evade)
        form.addRow(self.evade_advice)
        karma = QHBoxLayout()
        self.karma_ability = QComboBox()
        for ability in ABILITIES:
            self.karma_ability.addItem(ability.capitalize(), ability)
        self.karma_payer = QComboBox()
        self.karma = QPushButton("Spend 2 Karma: +1CS")
        set_rules_topic(self.karma, "Karma")
        karma.addWidget(self.karma_ability)
        karma.addWidget(self.karma, 1)
        form.addRow("Karma", karma)
        form.addRow("Paid by", self.karma_payer)
        self.attack = QGroupBox("The attack roll")
        set_rules_topic(self.attack, "FEAT")
        roll_form = QFormLayout(self.attack)
        self.attack_dice = PercentileFaces(roller)
        self.roll = QPushButton("Make the attack roll")
        attacker_karma = QHBoxLayout()
        self.attacker_ability = QComboBox()
        for ability in ABILITIES:
            self.attacker_ability.addItem(ability.capitalize(), ability)
        self.attacker_karma = QPushButton("Spend 2 Karma: +1CS")
        set_rules_topic(self.attacker_karma, "Karma")
        attacker_karma.addWidget(self.attacker_ability)
        attacker_karma.addWidget(self.attacker_karma)
        self.odds = QLabel()  # the odds again, beside the dice (the panel may be short)
        roll_form.addRow("Karma", attacker_karma)
        roll_form.addRow("Odds", self.odds)
        roll_form.addRow("Roll", self.attack_dice)
        roll_form.addRow(self.roll)
        layout.addWidget(self.defender)
        layout.addWidget(self.attack)
        layout.addStretch(1)


class AfterRollPage(QWidget):
    """The result of the roll and what may follow it, each group shown when it applies."""

    def __init__(self, roller: DiceRoller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = flush(QVBoxLayout(self))
        self.result = QLabel()
        self.result.setWordWrap(True)
        self.result.setMinimumHeight(34)
        self.result.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        install_rules_menu(self.result)
        layout.addWidget(self.result)
        layout.addWidget(self._choices_box())
        layout.addWidget(self._endurance_box(roller))
        self.resolve = QPushButton("Resolve the attack")
        self.resolve.setStyleSheet("font-weight: bold; padding: 6px")
        layout.addWidget(self.resolve)
        layout.addStretch(1)

    def _choices_box(self) -> QGroupBox:
        self.choices_box = QGroupBox("Choices")
        form = QFormLayout(self.choices_box)
        self.lower_to = QComboBox()
        self.lower_to.addItem("keep the result", None)
        for color in ("white", "green", "yellow"):
            self.lower_to.addItem(f"take {color.capitalize()} instead", color)
        self.bullseye = QComboBox()
        self.bullseye.addItem("extra damage", "extra_damage")
        self.bullseye.addItem("a Weaken token", "weaken")
        set_rules_topic(self.bullseye, "Bullseye")
        self.transfer = QComboBox()
        self.apply_choices = QPushButton("Apply the choices")
        form.addRow("Lower result", self.lower_to)
        form.addRow("Bullseye", self.bullseye)
        form.addRow("Damage goes to", self.transfer)
        form.addRow(self.apply_choices)
        return self.choices_box

    def _endurance_box(self, roller: DiceRoller) -> QGroupBox:
        self.endurance_box = QGroupBox("The target's Endurance FEAT")
        form = QFormLayout(self.endurance_box)
        self.endurance_dice = PercentileFaces(roller)
        self.endurance_karma = QCheckBox("+1CS Endurance for 2 Karma")
        self.endurance_karma.setToolTip("Spend 2 Karma for +1CS Endurance before the roll")
        self.endurance_payer = QComboBox()
        self.slam = D5Entry(roller)
        set_rules_topic(self.slam, "Slam")
        self.endurance = QPushButton("Make the Endurance FEAT")
        form.addRow("Roll", self.endurance_dice)
        form.addRow("Karma", self.endurance_karma)
        form.addRow("Paid by", self.endurance_payer)
        form.addRow("Slam 1d5", self.slam)
        form.addRow(self.endurance)
        return self.endurance_box


class RerollBox(QGroupBox):
    """Karma's re-roll (5 Karma) of the roll just made: the new dice, who pays, the 1d5 a new
    White Slam? calls for (an Endurance FEAT only) and the game's advice."""

    def __init__(self, roller: DiceRoller, parent: QWidget | None = None) -> None:
        super().__init__("Karma re-roll (5 Karma, right after the roll)", parent)
        set_rules_topic(self, "Karma")
        self.form = QFormLayout(self)
        self.dice = PercentileFaces(roller)
        self.payer = QComboBox()
        self.slam = D5Entry(roller)
        set_rules_topic(self.slam, "Slam")
        self.advice = advice_label()
        self.send = QPushButton("Re-roll")
        self.form.addRow("New roll", self.dice)
        self.form.addRow("Paid by", self.payer)
        self.form.addRow("Slam 1d5", self.slam)
        self.form.addRow(self.send)
        self.form.addRow(self.advice)

    def show_slam(self, shown: bool) -> None:
        """Show the 1d5 entry (the re-roll of an Endurance FEAT)."""
        self.form.setRowVisible(self.slam, shown)


class DonePage(QWidget):
    """The attack's outcome: Health lost, conditions, push, KO and Victory Points."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        box = QGroupBox("Outcome")
        inner = QVBoxLayout(box)
        self.verdict = QLabel()
        self.verdict.setStyleSheet("font-size: 13pt; font-weight: bold")
        self.verdict.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        install_rules_menu(self.verdict)
        self.changes = QLabel()
        self.changes.setWordWrap(True)
        self.changes.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.again = QPushButton("Another attack")
        inner.addWidget(self.verdict)
        inner.addWidget(self.changes)
        inner.addWidget(self.again, 0, Qt.AlignmentFlag.AlignLeft)
        layout = flush(QVBoxLayout(self))
        layout.addWidget(box)
        layout.addStretch(1)
