"""The form for one special: name, text, action, trigger, frequency, the common yes/no
parts as check boxes and every other structured part as YAML."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QCheckBox, QFormLayout, QGridLayout, QLineEdit

from faserip_desk.library.vocabulary import Action, Frequency, Trigger
from faserip_desk.ui.editors.form_widgets import combo, mark_problem, put, set_combo, text_edit
from faserip_desk.ui.editors.item_list import ItemForm
from faserip_desk.ui.editors.parts_pane import PartsPane

FLAGS = ("flight", "giant", "shapeshift", "phased", "joins_team", "ready_again")
PARTS = (
    "armor",
    "immune",
    "team_up",
    "loyalty",
    "command",
    "reach",
    "ignores_terrain",
    "charge_ignores",
    "hidden_from_los",
    "transfer_damage",
    "receives_damage",
    "attack_shift",
    "initiative_bonus",
    "karma_share",
)
PARTS_HINT = (
    "Other structured parts (YAML), e.g.\narmor: {rank: Excellent, types: [Physical]}\n"
    "team_up: {options: [Avengers], strict: false}\nloyalty: {any_figure: true}\n"
    "command: {name: Thug, alias: Squad, count: 1}\nreach: 3\nignores_terrain: [difficult]\n"
    "immune, charge_ignores, hidden_from_los, transfer_damage, receives_damage,\n"
    "attack_shift, initiative_bonus, karma_share"
)


def special_title(data: dict[str, Any]) -> str:
    """The special's name for the list."""
    return str(data.get("name") or "?")


def new_special() -> dict[str, Any]:
    """A new special with only a name."""
    return {"name": "New special", "text": ""}


class SpecialForm(ItemForm):
    """Edits one special."""

    def __init__(self) -> None:
        super().__init__()
        self.name = QLineEdit()
        self.text = text_edit(70)
        self.action = combo([a.value for a in Action])
        self.trigger = combo([t.value for t in Trigger], blank=True)
        self.frequency = combo([f.value for f in Frequency], blank=True)
        self.flags = {flag: QCheckBox(flag) for flag in FLAGS}
        self.parts = PartsPane(PARTS_HINT)
        self.parts.edit.setMinimumHeight(110)
        flags = QGridLayout()
        for i, box in enumerate(self.flags.values()):
            flags.addWidget(box, i // 3, i % 3)
            box.toggled.connect(self.changed)
        form = QFormLayout(self)
        form.addRow("Name", self.name)
        form.addRow("Text", self.text)
        form.addRow("Action", self.action)
        form.addRow("Trigger", self.trigger)
        form.addRow("Frequency", self.frequency)
        form.addRow("Gives", flags)
        form.addRow("Structured parts", self.parts)
        self.fields = {
            "name": self.name,
            "text": self.text,
            "action": self.action,
            "trigger": self.trigger,
            "frequency": self.frequency,
            **self.flags,
            **{p: self.parts.edit for p in PARTS},
        }
        self.name.textEdited.connect(self.changed)
        self.text.textChanged.connect(self.changed)
        for box in (self.action, self.trigger, self.frequency):
            box.currentTextChanged.connect(self.changed)
        self.parts.changed.connect(self.changed)

    def load(self, data: dict[str, Any]) -> None:
        """Show the special `data`."""
        self.blockSignals(True)
        self.name.setText(str(data.get("name", "")))
        self.text.setPlainText(str(data.get("text", "")))
        set_combo(self.action, data.get("action", "none"))
        set_combo(self.trigger, data.get("trigger"))
        set_combo(self.frequency, data.get("frequency"))
        for flag, box in self.flags.items():
            box.setChecked(data.get(flag) is True)
        known = {"name", "text", "action", "trigger", "frequency", *FLAGS}
        rest = {k: v for k, v in data.items() if k not in known}
        rest.update({f: data[f] for f in FLAGS if f in data and not isinstance(data[f], bool)})
        self.parts.show_parts(rest)
        self.blockSignals(False)

    def data(self) -> dict[str, Any]:
        """The special as YAML data."""
        out: dict[str, Any] = {"name": self.name.text().strip()}
        put(out, "text", self.text.toPlainText().strip())
        if self.action.currentText() != "none":
            out["action"] = self.action.currentText()
        put(out, "trigger", self.trigger.currentText())
        put(out, "frequency", self.frequency.currentText())
        for flag, box in self.flags.items():
            if box.isChecked():
                out[flag] = True
        out.update(self.parts.parts())
        return out

    def local_problems(self) -> list[str]:
        """A malformed structured-parts pane."""
        return [f"structured parts: {self.parts.problem}"] if self.parts.problem else []

    def highlight(self, fields: set[str]) -> None:
        """Tint the widgets of `fields`."""
        marked = {w for name, w in self.fields.items() if name in fields}
        for widget in set(self.fields.values()):
            mark_problem(widget, widget in marked)
