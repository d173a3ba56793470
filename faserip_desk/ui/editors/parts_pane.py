"""A small YAML pane for the structured parts of an attack or special (the rare ones)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QPlainTextEdit, QVBoxLayout, QWidget

from faserip_desk.ui.editors.yaml_out import dump_document, parse_yaml_fragment


class PartsPane(QWidget):
    """YAML text for a mapping of structured parts; `parts()` is the mapping or {}."""

    changed = Signal()

    def __init__(self, hint: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.edit = QPlainTextEdit()
        self.edit.setPlaceholderText(hint)
        self.edit.setMinimumHeight(60)
        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020")
        self.error.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.edit)
        layout.addWidget(self.error)
        self.edit.textChanged.connect(self._edited)
        self._problem = ""

    def show_parts(self, parts: dict[str, Any]) -> None:
        """Show `parts` as YAML."""
        self.edit.blockSignals(True)
        self.edit.setPlainText(dump_document(parts) if parts else "")
        self.edit.blockSignals(False)
        self._check()

    def parts(self) -> dict[str, Any]:
        """The mapping typed, or {} while it is malformed (see `problem`)."""
        try:
            value = parse_yaml_fragment(self.edit.toPlainText())
        except ValueError:
            return {}
        return value if isinstance(value, dict) else {}

    @property
    def problem(self) -> str:
        """What is wrong with the text, or "" when it is a mapping (or empty)."""
        return self._problem

    def _check(self) -> None:
        try:
            value = parse_yaml_fragment(self.edit.toPlainText())
        except ValueError as exc:
            self._problem = str(exc)
        else:
            ok = value is None or isinstance(value, dict)
            self._problem = "" if ok else "expected key: value lines"
        self.error.setText(self._problem)
        self.error.setVisible(bool(self._problem))

    def _edited(self) -> None:
        self._check()
        self.changed.emit()
