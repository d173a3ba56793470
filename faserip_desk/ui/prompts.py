"""The questions the app asks the user, in one replaceable object.

The game controller and the main window never open a dialog themselves: they call a
`Prompts`. The real one shows message boxes and dialogs; tests pass a scripted one, so no
modal dialog ever blocks a test.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from faserip_desk.rules.dice import DiceRoller

SaveChoice = Literal["save", "discard", "cancel"]
SAVE_FILTER = "FASERIP Desk games (*.issue.json);;All files (*)"
PDF_FILTER = "PDF files (*.pdf);;All files (*)"
SETUP_FILTER = "Setups (*.setup.yaml);;All files (*)"


class Prompts:
    """Asks the user with real dialogs, parented to `parent`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        self.parent = parent
        self.override_bar: Callable[[str, list[str], str], bool] | None = None
        """When set (the window's advice bar), refusals go there instead of a modal box."""

    def ask_override(self, title: str, reasons: list[str], action: str) -> bool:
        """The rules refuse something: True when the players want `action` ("Move anyway")."""
        if self.override_bar is not None:
            return self.override_bar(title, reasons, action)
        box = QMessageBox(self.parent)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(title)
        box.setText(title)
        box.setInformativeText("\n".join(f"• {r}" for r in reasons))
        anyway = box.addButton(action, QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.exec()
        return box.clickedButton() is anyway

    def show_error(self, title: str, text: str) -> None:
        """Tell the user something could not be done, and why."""
        QMessageBox.warning(self.parent, title, text)

    def ask_recover(self, path: str) -> bool:
        """A game was not closed cleanly: True to reopen its autosave."""
        answer = QMessageBox.question(
            self.parent,
            "Recover the last game?",
            f"FASERIP Desk did not close cleanly last time.\nReopen the game autosaved in {path}?",
        )
        return answer == QMessageBox.StandardButton.Yes

    def ask_save_changes(self, name: str) -> SaveChoice:
        """The game has unsaved changes: save, discard or cancel?"""
        answer = QMessageBox.question(
            self.parent,
            "Save the game?",
            f"{name} has changes that are not saved to a file.",
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
        )
        if answer == QMessageBox.StandardButton.Save:
            return "save"
        if answer == QMessageBox.StandardButton.Discard:
            return "discard"
        return "cancel"

    def ask_open_path(self, title: str, folder: str, file_filter: str) -> str | None:
        """A file to open (None: cancelled)."""
        path, _ = QFileDialog.getOpenFileName(self.parent, title, folder, file_filter)
        return path or None

    def ask_save_path(self, title: str, suggestion: str) -> str | None:
        """A file to save to (None: cancelled)."""
        path, _ = QFileDialog.getSaveFileName(self.parent, title, suggestion, SAVE_FILTER)
        if path and not path.endswith(".issue.json"):
            path += ".issue.json"
        return path or None

    def ask_pdf_path(self, title: str, suggestion: str) -> str | None:
        """A PDF file to write (None: cancelled); ".pdf" is added when missing."""
        path, _ = QFileDialog.getSaveFileName(self.parent, title, suggestion, PDF_FILTER)
        if path and not path.lower().endswith(".pdf"):
            path += ".pdf"
        return path or None

    def ask_initiative(
        self, players: tuple[str, str], roller: DiceRoller, notes: tuple[str, str] = ("", "")
    ) -> tuple[int, int] | None:
        """Each player's Initiative roll, typed or rolled (None: cancelled); `notes` say
        what is added to each (a special's bonus), shown before OK."""
        from faserip_desk.ui.dialogs.roll_dialog import RollDialog

        labels = [
            f"{p}'s roll" + (f" ({n} added)" if n else "")
            for p, n in zip(players, notes, strict=True)
        ]
        dialog = RollDialog("Initiative: the higher total wins", labels, roller, self.parent)
        rolls = dialog.ask()
        return None if rolls is None else (rolls[0], rolls[1])

    def ask_roll(self, title: str, label: str, roller: DiceRoller) -> int | None:
        """One percentile roll, typed or rolled (None: cancelled)."""
        from faserip_desk.ui.dialogs.roll_dialog import RollDialog

        rolls = RollDialog(title, [label], roller, self.parent).ask()
        return None if rolls is None else rolls[0]

    def ask_choice(self, title: str, label: str, options: list[str]) -> str | None:
        """One of `options`, picked from a list (never typed); None: cancelled."""
        from PySide6.QtWidgets import QInputDialog

        if not options:
            return None
        text, ok = QInputDialog.getItem(self.parent, title, label, options, 0, False)
        return text if ok and text in options else None
