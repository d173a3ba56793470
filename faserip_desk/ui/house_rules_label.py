"""The status-bar mark that says house rules are in force, linked to the House rules topic."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from faserip_desk.rules.rules_data import rules_in_force


def house_rules_label() -> QLabel | None:
    """A "House rules" label listing what the group's rules replace, or None without any."""
    notes = rules_in_force().house_rules
    if not notes:
        return None
    label = QLabel("⚑ House rules")
    label.setToolTip("House rules in force:\n" + "\n".join(notes))
    label.setStyleSheet("color: #8a4b00; font-weight: bold; padding: 0 6px;")
    label.setProperty("rules_topic", "house-rules")
    return label
