"""Scripted answers for the editors' dialogs, and mouse helpers for their canvases."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QWidget

from faserip_desk.ui.editors.prompts import EditorPrompts


class ScriptedPrompts(EditorPrompts):
    """Answers file dialogs from `paths` in order; records messages; confirms with `answer`."""

    def __init__(self, paths: list[str | Path] | None = None, answer: bool = False) -> None:
        super().__init__(None)
        self.paths = [str(p) for p in paths or []]
        self.answer = answer
        self.messages: list[tuple[str, str]] = []

    def open_path(self, title: str, start: str, name_filter: str) -> str | None:
        """The next scripted path (None when there is none: the user cancelled)."""
        return self.paths.pop(0) if self.paths else None

    def save_path(self, title: str, suggestion: str, name_filter: str) -> str | None:
        """The next scripted path."""
        return self.paths.pop(0) if self.paths else None

    def inform(self, title: str, text: str) -> None:
        """Record the message."""
        self.messages.append((title, text))

    def confirm(self, title: str, text: str) -> bool:
        """Record the question and answer it."""
        self.messages.append((title, text))
        return self.answer


def mouse(
    widget: QWidget,
    kind: QEvent.Type,
    pos: QPointF,
    button: Qt.MouseButton = Qt.MouseButton.LeftButton,
    modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
) -> None:
    """Send one mouse event to `widget` at `pos` (moves carry the button as held)."""
    held = Qt.MouseButton.NoButton if kind == QEvent.Type.MouseButtonRelease else button
    event = QMouseEvent(
        kind,
        pos,
        widget.mapToGlobal(pos),
        Qt.MouseButton.NoButton if kind == QEvent.Type.MouseMove else button,
        held,
        modifiers,
    )
    QApplication.sendEvent(widget, event)


def drag(
    widget: QWidget,
    points: list[QPointF],
    modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
) -> None:
    """Press at the first point, move through the others, release at the last."""
    mouse(widget, QEvent.Type.MouseButtonPress, points[0], modifiers=modifiers)
    for point in points[1:]:
        mouse(widget, QEvent.Type.MouseMove, point, modifiers=modifiers)
    mouse(widget, QEvent.Type.MouseButtonRelease, points[-1], modifiers=modifiers)


def click(
    widget: QWidget,
    point: QPointF,
    button: Qt.MouseButton = Qt.MouseButton.LeftButton,
    modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
) -> None:
    """Press and release at `point`."""
    mouse(widget, QEvent.Type.MouseButtonPress, point, button, modifiers)
    mouse(widget, QEvent.Type.MouseButtonRelease, point, button, modifiers)
