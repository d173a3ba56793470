"""Small widgets and helpers the editor forms share: list fields, combos, problem marks."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QComboBox, QLineEdit, QPlainTextEdit, QWidget

#: Style sheet of the editor windows: a field with a problem is tinted.
PROBLEM_STYLE = (
    '*[problem="true"] { background-color: #ffd9d9; }'
    'QLabel[banner="true"] { background: #fff4c2; border: 1px solid #e0c060; padding: 6px; }'
)


def mark_problem(widget: QWidget, bad: bool) -> None:
    """Tint `widget` (and re-apply the style) when it has a problem."""
    if bool(widget.property("problem")) == bad:
        return
    widget.setProperty("problem", bad)
    widget.style().unpolish(widget)
    widget.style().polish(widget)


def combo(items: list[str], *, editable: bool = False, blank: bool = False) -> QComboBox:
    """A combo box of `items` (with an empty first entry when `blank`)."""
    box = QComboBox()
    box.setEditable(editable)
    box.addItems(([""] if blank else []) + items)
    return box


def set_combo(box: QComboBox, value: Any) -> None:
    """Show `value` in `box` (matching case-insensitively; typed in when editable)."""
    text = "" if value is None else str(value)
    for i in range(box.count()):
        if box.itemText(i).casefold() == text.casefold():
            box.setCurrentIndex(i)
            return
    if box.isEditable():
        box.setEditText(text)
    elif text:
        box.addItem(text)
        box.setCurrentIndex(box.count() - 1)


def names_edit(placeholder: str = "comma-separated") -> QLineEdit:
    """A line edit for a list of names."""
    edit = QLineEdit()
    edit.setPlaceholderText(placeholder)
    return edit


def names_of(edit: QLineEdit) -> list[str]:
    """The comma-separated names in `edit`."""
    return [part.strip() for part in edit.text().split(",") if part.strip()]


def show_names(edit: QLineEdit, values: Any) -> None:
    """Show a list of names in `edit`."""
    edit.setText(
        ", ".join(str(v) for v in values) if isinstance(values, list) else str(values or "")
    )


def text_edit(height: int = 70) -> QPlainTextEdit:
    """A plain text edit about `height` pixels tall."""
    edit = QPlainTextEdit()
    edit.setMinimumHeight(height)
    edit.setMaximumHeight(height * 2)
    return edit


def put(data: dict[str, Any], key: str, value: Any) -> None:
    """Set `key` unless `value` is empty (None, "" or [])."""
    if value not in (None, "", []):
        data[key] = value
