"""A dialog asking for one or more percentile rolls (Initiative, a Dodge …)."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QWidget

from faserip_desk.rules.dice import DiceRoller
from faserip_desk.ui.dialogs.percentile_entry import PercentileEntry


class RollDialog(QDialog):
    """One `PercentileEntry` per label; OK is enabled once every roll is valid."""

    def __init__(
        self, title: str, labels: list[str], roller: DiceRoller, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        form = QFormLayout(self)
        self.entries = [PercentileEntry(roller, self) for _ in labels]
        for label, entry in zip(labels, self.entries, strict=True):
            form.addRow(label, entry)
            entry.changed.connect(self._update)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form.addRow(self.buttons)
        self._update()

    def rolls(self) -> list[int] | None:
        """Every roll, or None while one is missing or wrong."""
        values = [e.value() for e in self.entries]
        return None if any(v is None for v in values) else [v for v in values if v is not None]

    def ask(self) -> list[int] | None:
        """Show the dialog modally; the rolls, or None when cancelled."""
        return self.rolls() if self.exec() == QDialog.DialogCode.Accepted else None

    def _update(self) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(self.rolls() is not None)
