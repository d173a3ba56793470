"""The figure folio form: identity, the seven ranks, Health/Karma/Speed with their derived
suggestions, attacks, specials, and the flavor, picture and sources."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from faserip_desk.library.vocabulary import Ability, Disposition, Size
from faserip_desk.ui.editors.attack_form import AttackForm, attack_title, new_attack
from faserip_desk.ui.editors.folio_data import RANK_NAMES, RENOWN_NAMES, suggestion
from faserip_desk.ui.editors.form_widgets import (
    combo,
    mark_problem,
    names_edit,
    names_of,
    put,
    set_combo,
    show_names,
    text_edit,
)
from faserip_desk.ui.editors.item_list import ItemListEditor
from faserip_desk.ui.editors.special_form import SpecialForm, new_special, special_title


class FigureForm(QWidget):
    """Every field of a figure folio; `data()` is the document, `load()` shows one."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.number, self.name, self.alias = QLineEdit(), QLineEdit(), QLineEdit()
        self.renown = combo(RENOWN_NAMES)
        self.disposition = combo([str(d) for d in Disposition])
        self.affiliations = names_edit("e.g. X-Men, Avengers")
        self.abilities = {a.value: combo(RANK_NAMES) for a in Ability}
        self.health, self.karma, self.speed = QSpinBox(), QSpinBox(), QSpinBox()
        for box in (self.health, self.karma, self.speed):
            box.setRange(0, 999)
            box.setMaximumWidth(72)
        self.suggested = {"health": QLabel(), "karma": QLabel()}
        self.use = {"health": QPushButton("Use"), "karma": QPushButton("Use")}
        for button in self.use.values():
            button.setMaximumWidth(56)
            button.setToolTip("Use the suggested value")
        self.size = combo([s.value for s in Size])
        self.traits = names_edit("e.g. Scientist, Streetwise")
        self.flavor = text_edit(50)
        self.picture = QLineEdit()
        self.picture.setPlaceholderText("optional path relative to the file")
        self.own_values = names_edit("keys whose values are the project's own")
        self.source = text_edit(60)
        self.attacks = ItemListEditor(AttackForm(), new_attack, attack_title)
        self.specials = ItemListEditor(SpecialForm(), new_special, special_title)
        self.fields: dict[str, QWidget] = {
            "number": self.number,
            "name": self.name,
            "alias": self.alias,
            "renown": self.renown,
            "disposition": self.disposition,
            "affiliations": self.affiliations,
            "health": self.health,
            "karma": self.karma,
            "speed": self.speed,
            "size": self.size,
            "traits": self.traits,
            "attacks": self.attacks.list,
            "specials": self.specials.list,
            "flavor": self.flavor,
            "picture": self.picture,
            "own_values": self.own_values,
            "source": self.source,
            **{f"abilities.{k}": box for k, box in self.abilities.items()},
        }
        self._build()
        self._loading = False

    def _build(self) -> None:
        who = QFormLayout()
        who.addRow("Number", self.number)
        who.addRow("Name", self.name)
        who.addRow("Alias", self.alias)
        who.addRow("Renown", self.renown)
        who.addRow("Disposition", self.disposition)
        who.addRow("Affiliations", self.affiliations)
        who.addRow("Traits", self.traits)
        who.addRow("Size", self.size)
        ranks = QGroupBox("Abilities (FASERIP)")
        rank_form = QFormLayout(ranks)
        for ability, box in self.abilities.items():
            rank_form.addRow(ability.capitalize(), box)
            box.currentTextChanged.connect(self._ranks_changed)
        numbers = QGroupBox("Health, Karma, Speed")
        number_form = QFormLayout(numbers)
        for key, box in (("health", self.health), ("karma", self.karma)):
            row = QHBoxLayout()
            row.addWidget(box)
            row.addWidget(self.suggested[key], 1)
            row.addWidget(self.use[key])
            number_form.addRow(key.capitalize(), row)
            self.use[key].clicked.connect(lambda _=False, k=key: self.use_suggestion(k))
        speed = QHBoxLayout()
        speed.addWidget(self.speed)
        speed.addStretch(1)
        number_form.addRow("Speed", speed)
        left = QVBoxLayout()
        left.addLayout(who)
        left.addWidget(ranks)
        left.addWidget(numbers)
        left.addStretch(1)
        text = QWidget()
        text_form = QFormLayout(text)
        text_form.addRow("Flavor", self.flavor)
        text_form.addRow("Picture", self.picture)
        text_form.addRow("Own values", self.own_values)
        text_form.addRow("Source", self.source)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.attacks, "Attacks")
        self.tabs.addTab(self.specials, "Specials")
        self.tabs.addTab(text, "Flavor and sources")
        layout = QHBoxLayout(self)
        left_box = QWidget()
        left_box.setLayout(left)
        left_box.setMaximumWidth(480)
        layout.addWidget(left_box)
        layout.addWidget(self.tabs, 1)
        for edit in (self.number, self.name, self.alias, self.affiliations, self.traits):
            edit.textEdited.connect(self._edited)
        for edit in (self.picture, self.own_values):
            edit.textEdited.connect(self._edited)
        for box in (self.renown, self.disposition, self.size):
            box.currentTextChanged.connect(self._edited)
        for spin in (self.health, self.karma, self.speed):
            spin.valueChanged.connect(self._edited)
        self.flavor.textChanged.connect(self._edited)
        self.source.textChanged.connect(self._edited)
        self.attacks.changed.connect(self._edited)
        self.specials.changed.connect(self._edited)

    def _edited(self) -> None:
        if not self._loading:
            self.changed.emit()

    def _ranks_changed(self) -> None:
        self._show_suggestions()
        self._edited()

    def _show_suggestions(self) -> None:
        ranks = {k: box.currentText() for k, box in self.abilities.items()}
        for key, label in self.suggested.items():
            found = suggestion(key, ranks)
            label.setText(f"suggested {found[0]} = {found[1]}" if found else "")
            self.use[key].setEnabled(found is not None)

    def use_suggestion(self, key: str) -> None:
        """Set Health or Karma to its suggested value."""
        found = suggestion(key, {k: box.currentText() for k, box in self.abilities.items()})
        if found is not None:
            (self.health if key == "health" else self.karma).setValue(found[0])

    def load(self, data: dict[str, Any]) -> None:
        """Show the figure document `data`."""
        self._loading = True
        self.number.setText(str(data.get("number", "")))
        self.name.setText(str(data.get("name", "")))
        self.alias.setText(str(data.get("alias") or ""))
        set_combo(self.renown, data.get("renown", "Bold"))
        set_combo(self.disposition, data.get("disposition", "Good"))
        show_names(self.affiliations, data.get("affiliations", []))
        abilities = data.get("abilities") if isinstance(data.get("abilities"), dict) else {}
        for key, box in self.abilities.items():
            set_combo(box, abilities.get(key, "Good"))
        for key, box in (("health", self.health), ("karma", self.karma), ("speed", self.speed)):
            value = data.get(key)
            box.setValue(value if isinstance(value, int) else 0)
        set_combo(self.size, data.get("size", "normal"))
        show_names(self.traits, data.get("traits", []))
        self.attacks.set_items(list(data.get("attacks") or []))
        self.specials.set_items(list(data.get("specials") or []))
        self.flavor.setPlainText(str(data.get("flavor") or ""))
        self.picture.setText(str(data.get("picture") or ""))
        show_names(self.own_values, data.get("own_values", []))
        self.source.setPlainText(str(data.get("source") or ""))
        self._show_suggestions()
        self._loading = False

    def data(self) -> dict[str, Any]:
        """The figure document, keys in the order of docs/formats.md."""
        out: dict[str, Any] = {"kind": "figure", "number": self.number.text().strip()}
        out["name"] = self.name.text().strip()
        put(out, "alias", self.alias.text().strip())
        out["renown"] = self.renown.currentText()
        out["disposition"] = self.disposition.currentText()
        out["affiliations"] = names_of(self.affiliations)
        out["abilities"] = {k: box.currentText() for k, box in self.abilities.items()}
        out["health"] = self.health.value()
        out["karma"] = self.karma.value()
        out["speed"] = self.speed.value()
        out["size"] = self.size.currentText()
        out["traits"] = names_of(self.traits)
        out["attacks"] = self.attacks.values()
        out["specials"] = self.specials.values()
        put(out, "flavor", self.flavor.toPlainText().strip())
        put(out, "picture", self.picture.text().strip())
        out["own_values"] = names_of(self.own_values)
        put(out, "source", self.source.toPlainText().strip())
        return out

    def local_problems(self) -> list[str]:
        """Malformed YAML panes of the selected attack or special."""
        return [f"attacks: {p}" for p in self.attacks.local_problems()] + [
            f"specials: {p}" for p in self.specials.local_problems()
        ]

    def highlight(self, fields: list[str]) -> None:
        """Tint the widgets whose fields (``health``, ``attacks[1].damage``) have problems."""
        for name, widget in self.fields.items():
            mark_problem(widget, any(f == name or f.startswith(name + "[") for f in fields))
        for key, editor in (("attacks", self.attacks), ("specials", self.specials)):
            rows = {_index(f, key) for f in fields}
            editor.mark_rows({r for r in rows if r is not None})
            row = editor.list.currentRow()
            inner = {
                f.split("].", 1)[1].split(".")[0].split("[")[0]
                for f in fields
                if f.startswith(f"{key}[{row}].")
            }
            editor.form.highlight(inner)


def _index(field: str, key: str) -> int | None:
    if not field.startswith(key + "["):
        return None
    digits = field[len(key) + 1 :].split("]")[0]
    return int(digits) if digits.isdigit() else None
