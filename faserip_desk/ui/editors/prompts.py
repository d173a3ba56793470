"""File dialogs and message boxes for the editors, behind one small class tests can replace.

Every editor asks its `EditorPrompts` instead of calling QFileDialog or QMessageBox itself,
so a test passes a scripted stand-in and nothing modal ever blocks it.
"""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget


class EditorPrompts:
    """The real dialogs: a file to open or save, an image, a message, a yes/no question."""

    def __init__(self, parent: QWidget | None = None) -> None:
        self.parent = parent

    def open_path(self, title: str, start: str, name_filter: str) -> str | None:
        """A file to open, or None when the user cancels."""
        path, _ = QFileDialog.getOpenFileName(self.parent, title, start, name_filter)
        return path or None

    def save_path(self, title: str, suggestion: str, name_filter: str) -> str | None:
        """A file to save to, or None when the user cancels."""
        path, _ = QFileDialog.getSaveFileName(self.parent, title, suggestion, name_filter)
        return path or None

    def inform(self, title: str, text: str) -> None:
        """Show a message."""
        QMessageBox.information(self.parent, title, text)

    def confirm(self, title: str, text: str) -> bool:
        """Ask a yes/no question; True for yes."""
        answer = QMessageBox.question(self.parent, title, text)
        return answer == QMessageBox.StandardButton.Yes
