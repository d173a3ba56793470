"""Forms for plots, objects and artifacts, and errata files."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFormLayout, QLabel, QLineEdit, QSpinBox, QVBoxLayout, QWidget

from faserip_desk.library.vocabulary import Action, Color, ObjectKind, PlotAffiliationKind
from faserip_desk.ui.editors.folio_data import ABILITY_NAMES, RANK_NAMES, RENOWN_NAMES
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
from faserip_desk.ui.editors.item_list import ItemForm, ItemListEditor
from faserip_desk.ui.editors.parts_pane import PartsPane


class _Form(QWidget):
    """A form of simple fields: `fields` maps keys to widgets."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.fields: dict[str, QWidget] = {}
        self.form = QFormLayout(self)
        self._loading = False

    def _add(self, key: str, label: str, widget: QWidget) -> None:
        self.fields[key] = widget
        self.form.addRow(label, widget)
        for signal in ("textEdited", "currentTextChanged", "valueChanged", "textChanged"):
            if hasattr(widget, signal) and not (
                signal == "textChanged" and isinstance(widget, QLineEdit)
            ):
                getattr(widget, signal).connect(self._edited)

    def _edited(self) -> None:
        if not self._loading:
            self.changed.emit()

    def local_problems(self) -> list[str]:
        """Nothing the loader cannot see."""
        return []

    def highlight(self, fields: list[str]) -> None:
        """Tint the widgets of `fields`."""
        for name, widget in self.fields.items():
            mark_problem(widget, any(f.split("[")[0].split(".")[0] == name for f in fields))


class PlotForm(_Form):
    """Every field of a plot."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name, self.affiliation = QLineEdit(), QLineEdit()
        self.affiliation_kind = combo([k.value for k in PlotAffiliationKind])
        self.action = combo([a.value for a in Action if a is not Action.NONE])
        self.feat = combo(ABILITY_NAMES)
        self.color = combo([c.name.lower() for c in Color if c is not Color.WHITE])
        self.text, self.bonus = text_edit(60), text_edit(50)
        self.tokens = QSpinBox()
        self.tokens.setRange(0, 20)
        self.own_values, self.source = names_edit(), text_edit(40)
        for key, label, widget in (
            ("name", "Name", self.name),
            ("affiliation", "Affiliation", self.affiliation),
            ("affiliation_kind", "Affiliation kind", self.affiliation_kind),
            ("action", "Action", self.action),
            ("feat", "FEAT", self.feat),
            ("color", "Colour needed", self.color),
            ("text", "Text", self.text),
            ("bonus", "Bonus", self.bonus),
            ("tokens", "Tokens", self.tokens),
            ("own_values", "Own values", self.own_values),
            ("source", "Source", self.source),
        ):
            self._add(key, label, widget)

    def load(self, data: dict[str, Any]) -> None:
        """Show the plot `data`."""
        self._loading = True
        self.name.setText(str(data.get("name", "")))
        self.affiliation.setText(str(data.get("affiliation") or ""))
        set_combo(self.affiliation_kind, data.get("affiliation_kind", "team"))
        set_combo(self.action, data.get("action", "attack"))
        set_combo(self.feat, data.get("feat", "Fighting"))
        set_combo(self.color, data.get("color", "green"))
        self.text.setPlainText(str(data.get("text", "")))
        self.bonus.setPlainText(str(data.get("bonus", "")))
        tokens = data.get("tokens", 2)
        self.tokens.setValue(tokens if isinstance(tokens, int) else 0)
        show_names(self.own_values, data.get("own_values", []))
        self.source.setPlainText(str(data.get("source") or ""))
        self._loading = False

    def data(self) -> dict[str, Any]:
        """The plot document."""
        out: dict[str, Any] = {"kind": "plot", "name": self.name.text().strip()}
        put(out, "affiliation", self.affiliation.text().strip())
        out["affiliation_kind"] = self.affiliation_kind.currentText()
        out["action"] = self.action.currentText()
        out["feat"] = self.feat.currentText()
        out["color"] = self.color.currentText()
        put(out, "text", self.text.toPlainText().strip())
        put(out, "bonus", self.bonus.toPlainText().strip())
        out["tokens"] = self.tokens.value()
        put(out, "own_values", names_of(self.own_values))
        put(out, "source", self.source.toPlainText().strip())
        return out


class ObjectForm(_Form):
    """Every field of an object or artifact."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind = combo([k.value for k in ObjectKind])
        self.name = QLineEdit()
        self.renown = combo(RENOWN_NAMES)
        self.material = combo(RANK_NAMES)
        self.text = text_edit(80)
        self.own_values, self.source = names_edit(), text_edit(40)
        for key, label, widget in (
            ("kind", "Kind", self.kind),
            ("name", "Name", self.name),
            ("renown", "Renown", self.renown),
            ("material", "Material rank", self.material),
            ("text", "Text", self.text),
            ("own_values", "Own values", self.own_values),
            ("source", "Source", self.source),
        ):
            self._add(key, label, widget)

    def load(self, data: dict[str, Any]) -> None:
        """Show the object `data`."""
        self._loading = True
        set_combo(self.kind, data.get("kind", "object"))
        self.name.setText(str(data.get("name", "")))
        set_combo(self.renown, data.get("renown", "Bold"))
        set_combo(self.material, data.get("material", "Good"))
        self.text.setPlainText(str(data.get("text", "")))
        show_names(self.own_values, data.get("own_values", []))
        self.source.setPlainText(str(data.get("source") or ""))
        self._loading = False

    def data(self) -> dict[str, Any]:
        """The object document."""
        out: dict[str, Any] = {"kind": self.kind.currentText(), "name": self.name.text().strip()}
        out["renown"] = self.renown.currentText()
        out["material"] = self.material.currentText()
        put(out, "text", self.text.toPlainText().strip())
        put(out, "own_values", names_of(self.own_values))
        put(out, "source", self.source.toPlainText().strip())
        return out


class ErratumForm(ItemForm):
    """One erratum: figure number, date, source, note and the changed fields as YAML."""

    def __init__(self) -> None:
        super().__init__()
        self.figure, self.date, self.source = QLineEdit(), QLineEdit(), QLineEdit()
        self.date.setPlaceholderText("2026-03-01")
        self.note = text_edit(40)
        self.changes = PartsPane("Changed top-level fields (YAML), e.g.\nspeed: 6")
        self.fields = {
            "figure": self.figure,
            "date": self.date,
            "source": self.source,
            "note": self.note,
            "changes": self.changes.edit,
        }
        form = QFormLayout(self)
        for key, label in (("figure", "Figure number"), ("date", "Date"), ("source", "Source")):
            form.addRow(label, self.fields[key])
            self.fields[key].textEdited.connect(self.changed)
        form.addRow("Note", self.note)
        form.addRow("Changes", self.changes)
        self.note.textChanged.connect(self.changed)
        self.changes.changed.connect(self.changed)

    def load(self, data: dict[str, Any]) -> None:
        """Show the erratum `data`."""
        self.blockSignals(True)
        self.figure.setText(str(data.get("figure", "")))
        self.date.setText(str(data.get("date", "")))
        self.source.setText(str(data.get("source", "")))
        self.note.setPlainText(str(data.get("note", "")))
        changes = data.get("changes")
        self.changes.show_parts(changes if isinstance(changes, dict) else {})
        self.blockSignals(False)

    def data(self) -> dict[str, Any]:
        """The erratum as YAML data (the date as text, which the loader reads)."""
        out: dict[str, Any] = {
            "figure": self.figure.text().strip(),
            "date": self.date.text().strip(),
        }
        out["source"] = self.source.text().strip()
        put(out, "note", self.note.toPlainText().strip())
        out["changes"] = self.changes.parts()
        return out

    def local_problems(self) -> list[str]:
        """A malformed changes pane."""
        return [f"changes: {self.changes.problem}"] if self.changes.problem else []

    def highlight(self, fields: set[str]) -> None:
        """Tint the widgets of `fields`."""
        for name, widget in self.fields.items():
            mark_problem(widget, name in fields)


class ErrataForm(QWidget):
    """An errata file: a list of errata."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.editor = ItemListEditor(
            ErratumForm(),
            lambda: {"figure": "", "date": "", "source": "", "changes": {}},
            lambda d: f"{d.get('figure') or '?'} {d.get('date') or ''}".strip(),
        )
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("Corrections keyed by figure number, applied over the folio."))
        layout.addWidget(self.editor)
        self.editor.changed.connect(self.changed)

    def load(self, data: dict[str, Any]) -> None:
        """Show the errata document `data`."""
        items = data.get("errata")
        self.editor.set_items([dict(i) for i in items] if isinstance(items, list) else [])

    def data(self) -> dict[str, Any]:
        """The errata document."""
        return {"errata": self.editor.values()}

    def local_problems(self) -> list[str]:
        """A malformed changes pane."""
        return self.editor.local_problems()

    def highlight(self, fields: list[str]) -> None:
        """Tint the rows and fields with problems."""
        rows = set()
        for f in fields:
            if f.startswith("errata["):
                digits = f[7:].split("]")[0]
                if digits.isdigit():
                    rows.add(int(digits))
        self.editor.mark_rows(rows)
        row = self.editor.list.currentRow()
        inner = {
            f.split("].", 1)[1].split(".")[0] for f in fields if f.startswith(f"errata[{row}].")
        }
        self.editor.form.highlight(inner)
