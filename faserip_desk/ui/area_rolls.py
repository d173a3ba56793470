"""The rolls and choices of one figure's attack in an area attack, typed or rolled: the
Intuition FEAT a Shapeshifted target or a danger sense calls for, the Evade (Brawling only),
the attack roll, a lower colour, the Bullseye choice, a transfer of the damage, the Endurance
FEAT with its Karma and the Slam's 1d5. Only what the rules allow for the figure whose turn it
is can be filled in; `area_roll()` builds the `AreaRoll`."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QSpinBox,
    QWidget,
)

from faserip_desk.game.area_events import AreaRoll
from faserip_desk.game.state import GameState
from faserip_desk.rules.dice import DiceRoller
from faserip_desk.ui.dialogs.percentile_entry import PercentileEntry


class AreaRollForm(QGroupBox):
    """The form of one figure's rolls; `fit(state)` enables what that figure's attack allows."""

    def __init__(self, roller: DiceRoller, parent: QWidget | None = None) -> None:
        super().__init__("Rolls (one figure at a time)", parent)
        self.now = QLabel()
        self.now.setWordWrap(True)
        self.gate = PercentileEntry(roller)
        self.roll = PercentileEntry(roller)
        self.evades = QCheckBox("Evades first (Brawling only; the figure becomes Tired)")
        self.evade = PercentileEntry(roller)
        self.lower = QComboBox()
        self.lower.addItem("as rolled", None)
        for colour in ("white", "green", "yellow"):
            self.lower.addItem(f"take {colour}", colour)
        self.transfer = QComboBox()
        self.endurance = PercentileEntry(roller)
        self.endurance_karma = QCheckBox("2 Karma for +1CS Endurance")
        self.slam = QSpinBox()
        self.slam.setRange(0, 5)
        self.slam.setSpecialValueText("—")
        self.bullseye = QComboBox()
        self.bullseye.addItem("1 extra damage", "extra_damage")
        self.bullseye.addItem("a Weaken token", "weaken")
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b00020")
        self.resolve = QPushButton("Resolve")
        form = QFormLayout(self)
        form.addRow(self.now)
        form.addRow("Intuition FEAT (Shapeshift, danger sense)", self.gate)
        form.addRow(self.evades)
        form.addRow("Evading FEAT", self.evade)
        form.addRow("Attack roll", self.roll)
        form.addRow("Result", self.lower)
        form.addRow("On a Bullseye", self.bullseye)
        form.addRow("Damage goes to", self.transfer)
        form.addRow("Endurance FEAT (Stun, Slam, Kill)", self.endurance)
        form.addRow(self.endurance_karma)
        form.addRow("Slam 1d5", self.slam)
        form.addRow(self.problem)
        form.addRow(self.resolve)

    def fit(self, state: GameState) -> None:
        """Enable the rolls the attack under way may need; offer its legal transfers."""
        from faserip_desk.game.attacks.transfer import transfer_candidates

        pending = state.attack
        if pending is None:
            return
        target = state.figure(pending.target)
        self.gate.setEnabled(pending.shapeshift == "needed" or pending.danger_sense is not None)
        brawling = pending.mode == "brawling"
        self.evades.setEnabled(brawling)
        self.evade.setEnabled(brawling)
        self.transfer.clear()
        self.transfer.addItem(target.name, None)
        for f in transfer_candidates(state, target):
            self.transfer.addItem(f.name, f.id)
        self.transfer.setEnabled(self.transfer.count() > 1)

    def area_roll(self, state: GameState) -> AreaRoll | None:
        """The figure's rolls and choices as filled in (None: no attack roll yet)."""
        pending = state.attack
        roll = self.roll.value()
        if pending is None or roll is None:
            return None
        gate = self.gate.value() if self.gate.isEnabled() else None
        return AreaRoll(
            figure=pending.target,
            roll=roll,
            shapeshift_roll=gate if pending.shapeshift == "needed" else None,
            danger_roll=gate if pending.danger_sense is not None else None,
            evade_roll=self.evade.value() if self.evades.isChecked() else None,
            lower_to=self.lower.currentData(),
            transfer_to=self.transfer.currentData(),
            endurance_roll=self.endurance.value(),
            endurance_karma=self.endurance_karma.isChecked(),
            slam_distance=self.slam.value() or None,
            bullseye=self.bullseye.currentData(),
        )

    def clear(self) -> None:
        """Empty the form for the next figure."""
        for entry in (self.gate, self.roll, self.evade, self.endurance):
            entry.edit.clear()
        self.evades.setChecked(False)
        self.endurance_karma.setChecked(False)
        self.slam.setValue(0)
        self.lower.setCurrentIndex(0)
        self.problem.setText("")
