"""The attack panel's first group: who attacks whom. The attack, the target (listed with a
⚠ where the rules would refuse; a click on a token picks it too), the square a charge ends
on (listed; a click on the square picks it too) and what the rules say about the choice."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLabel, QWidget

from faserip_desk.board.squares import Square
from faserip_desk.game.attacks.attack_lookup import attack_of
from faserip_desk.game.attacks.legality import charge_verdict
from faserip_desk.game.attacks.pending import PendingAttack
from faserip_desk.game.records import OperationError
from faserip_desk.game.state import GameState
from faserip_desk.ui.dialogs import attack_view as view
from faserip_desk.ui.help_topics import install_rules_menu


class AttackChoice(QGroupBox):
    """The attacker, the attack, the target and a charge's end square."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Who attacks whom", parent)
        self.form = QFormLayout(self)
        self.attacker_label = QLabel()
        self.attacker_label.setStyleSheet("font-weight: bold")
        self.attack_combo = QComboBox()
        self.target_combo = QComboBox()
        self.target_combo.setToolTip("Or click the target's token on the map")
        self.charge_end = QComboBox()
        self.charge_end.setToolTip("Or click the square on the map")
        self.problems = QLabel()
        self.problems.setWordWrap(True)
        self.problems.setStyleSheet("color: #b00020")
        install_rules_menu(self.problems)
        self.form.addRow("Attacker", self.attacker_label)
        self.form.addRow("Attack", self.attack_combo)
        self.form.addRow("Target", self.target_combo)
        self.form.addRow("Charge ends on", self.charge_end)
        self.form.addRow("", self.problems)

    def fill_attacks(self, state: GameState, attacker: str) -> None:
        """The attacker's attacks (no signal sent)."""
        self.attack_combo.blockSignals(True)
        self.attack_combo.clear()
        if state.has_figure(attacker):
            self.attack_combo.addItems(view.attack_names(state, attacker))
            self.attacker_label.setText(state.figure(attacker).name)
        self.attack_combo.blockSignals(False)

    def fill_targets(self, state: GameState, attacker: str) -> None:
        """The opponents, ⚠ where the rules would refuse; the choice kept, else the first
        legal one (no signal sent)."""
        combo = self.target_combo
        combo.blockSignals(True)
        keep = combo.currentData()
        combo.clear()
        if state.has_figure(attacker):
            attack = self.attack_combo.currentText()
            for fig in view.opponents(state, attacker):
                plan = view.plan_for(state, attacker, fig.id, attack)
                bad = isinstance(plan, str) or bool(plan.problems)
                where = fig.square.name if fig.square else "off the map"
                combo.addItem(f"{'⚠ ' if bad else ''}{fig.name} ({where})", fig.id)
            legal = [i for i in range(combo.count()) if "⚠" not in combo.itemText(i)]
            index = combo.findData(keep)
            combo.setCurrentIndex(index if index >= 0 else (legal[0] if legal else 0))
        combo.blockSignals(False)

    def fill_charge_end(self, state: GameState, attacker: str, attack: str, target: str) -> None:
        """The squares the charge may end on (the row shown for a charge only), the choice
        kept."""
        keep = self.charge_end.currentData()
        self.charge_end.blockSignals(True)
        self.charge_end.clear()
        fig = state.figure(attacker)
        try:
            charging = attack_of(state, fig, attack).mode.value == "charging" and bool(target)
        except (LookupError, ValueError, OperationError):
            charging = False
        if charging:
            verdict = charge_verdict(state, fig, state.figure(target))
            for option in verdict.squares:
                name = option.square.name
                self.charge_end.addItem(f"{name} ({option.distance} squares)", name)
            self.charge_end.setCurrentIndex(max(0, self.charge_end.findData(keep)))
        self.charge_end.blockSignals(False)
        self.form.setRowVisible(self.charge_end, self.charge_end.count() > 0)

    def pick_square(self, square: Square) -> bool:
        """A square clicked on the map: the charge's end when it is one of the offered."""
        index = self.charge_end.findData(square.name)
        if index >= 0:
            self.charge_end.setCurrentIndex(index)
        return index >= 0

    def charge_square(self) -> Square | None:
        """The square chosen for the charge to end on (None: not a charge)."""
        name = self.charge_end.currentData() if self.charge_end.isVisibleTo(self) else None
        return Square.parse(name) if name else None

    def show_pending(self, state: GameState, pending: PendingAttack) -> None:
        """The attack under way: its attacker, attack and target; no advice."""
        self.attacker_label.setText(state.figure(pending.attacker).name)
        combo = self.attack_combo
        combo.blockSignals(True)
        if combo.findText(pending.attack) < 0:
            combo.addItem(pending.attack)
        combo.setCurrentText(pending.attack)
        combo.blockSignals(False)
        self.target_combo.blockSignals(True)
        if self.target_combo.findData(pending.target) < 0:
            self.target_combo.addItem(state.figure(pending.target).name, pending.target)
        self.target_combo.setCurrentIndex(self.target_combo.findData(pending.target))
        self.target_combo.blockSignals(False)
        self.problems.setText("")
        self.problems.hide()
