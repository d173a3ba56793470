"""The form for one attack: mode, name, to-hit, damage, type, range, text and the
structured parts (on_hit, armor_reduction, also, instead, works_on_miss) as YAML."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QFormLayout, QLineEdit, QSpinBox

from faserip_desk.ui.editors.folio_data import (
    ABILITY_NAMES,
    DAMAGE_TYPE_NAMES,
    MODE_NAMES,
    RANK_NAMES,
)
from faserip_desk.ui.editors.form_widgets import combo, mark_problem, put, set_combo, text_edit
from faserip_desk.ui.editors.item_list import ItemForm
from faserip_desk.ui.editors.parts_pane import PartsPane

PARTS = ("on_hit", "armor_reduction", "also", "instead", "works_on_miss")
PARTS_HINT = (
    "Structured parts (YAML), e.g.\non_hit:\n  - condition: Held\narmor_reduction: 2\n"
    "also: {damage: Good, damage_type: Hellfire, against: {disposition: Evil}}"
)
DEFAULT_TEXT = "(mode default)"


def attack_title(data: dict[str, Any]) -> str:
    """``Webs (shooting)`` for the list."""
    return f"{data.get('name') or '?'} ({data.get('mode') or '?'})"


def new_attack() -> dict[str, Any]:
    """A new attack: a brawling punch on the defaults."""
    return {"mode": "brawling", "name": "New attack"}


class AttackForm(ItemForm):
    """Edits one attack."""

    def __init__(self) -> None:
        super().__init__()
        self.mode = combo(MODE_NAMES)
        self.name = QLineEdit()
        choices = [DEFAULT_TEXT, *ABILITY_NAMES, *RANK_NAMES]
        self.to_hit = combo(choices, editable=True)
        self.damage = combo(choices, editable=True)
        self.damage_type = combo(DAMAGE_TYPE_NAMES, editable=True)
        self.range = QSpinBox()
        self.range.setRange(0, 99)
        self.range.setSpecialValueText("no range")
        self.text = text_edit(60)
        self.parts = PartsPane(PARTS_HINT)
        self.fields = {
            "mode": self.mode,
            "name": self.name,
            "to_hit": self.to_hit,
            "damage": self.damage,
            "damage_type": self.damage_type,
            "range": self.range,
            "text": self.text,
            **{p: self.parts.edit for p in PARTS},
        }
        form = QFormLayout(self)
        form.addRow("Mode", self.mode)
        form.addRow("Name", self.name)
        form.addRow("To hit", self.to_hit)
        form.addRow("Damage", self.damage)
        form.addRow("Damage type", self.damage_type)
        form.addRow("Range", self.range)
        form.addRow("Text", self.text)
        form.addRow("Special rules", self.parts)
        for box in (self.mode, self.to_hit, self.damage, self.damage_type):
            box.currentTextChanged.connect(self.changed)
        self.name.textEdited.connect(self.changed)
        self.range.valueChanged.connect(self.changed)
        self.text.textChanged.connect(self.changed)
        self.parts.changed.connect(self.changed)

    def load(self, data: dict[str, Any]) -> None:
        """Show the attack `data`."""
        self.blockSignals(True)
        set_combo(self.mode, data.get("mode", "brawling"))
        self.name.setText(str(data.get("name", "")))
        set_combo(self.to_hit, data.get("to_hit") or DEFAULT_TEXT)
        set_combo(self.damage, data.get("damage") or DEFAULT_TEXT)
        set_combo(self.damage_type, data.get("damage_type", "Blunt"))
        rng = data.get("range")
        self.range.setValue(rng if isinstance(rng, int) else 0)
        self.text.setPlainText(str(data.get("text", "")))
        self.parts.show_parts({k: data[k] for k in PARTS if k in data})
        self.blockSignals(False)

    def data(self) -> dict[str, Any]:
        """The attack as YAML data."""
        out: dict[str, Any] = {"mode": self.mode.currentText(), "name": self.name.text().strip()}
        for key, box in (("to_hit", self.to_hit), ("damage", self.damage)):
            text = box.currentText().strip()
            put(out, key, None if text == DEFAULT_TEXT else text)
        out["damage_type"] = self.damage_type.currentText().strip()
        put(out, "range", self.range.value() or None)
        put(out, "text", self.text.toPlainText().strip())
        out.update(self.parts.parts())
        return out

    def local_problems(self) -> list[str]:
        """A malformed special-rules pane."""
        return [f"special rules: {self.parts.problem}"] if self.parts.problem else []

    def highlight(self, fields: set[str]) -> None:
        """Tint the widgets of `fields`."""
        marked = {w for name, w in self.fields.items() if name in fields}
        for widget in set(self.fields.values()):
            mark_problem(widget, widget in marked)
