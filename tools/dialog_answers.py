"""Answer every question the app asks, without a modal dialog ever blocking.

`DialogAnswers` replaces Qt's static dialogs (QFileDialog.get*, QMessageBox.question …)
and `QDialog.exec` while it is installed. Without a random generator it always answers
"yes" (open the first file that fits, save into the folder, accept); with one it picks
answers at random, cancelling now and then, as a hurried user would.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtPrintSupport import QPrintDialog, QPrintPreviewDialog
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QMenu,
    QMessageBox,
    QPushButton,
)

Button = QMessageBox.StandardButton
PREFERENCE = (Button.Save, Button.Yes, Button.Ok, Button.Discard, Button.No, Button.Cancel)
"""The answers to a question, the "yes" ones first."""


def _patterns(file_filter: str) -> list[str]:
    """The glob patterns of a Qt file filter ("Games (*.issue.json);;All (*)")."""
    found = re.findall(r"\(([^)]*)\)", file_filter or "")
    return [p for group in found for p in group.split() if p != "*"]


def _caption_and_filter(args: tuple[Any, ...], kw: dict[str, Any]) -> tuple[str, str]:
    """The caption and the filter among QFileDialog.get*FileName's arguments
    (parent, caption, dir, filter)."""
    caption = kw.get("caption", args[1] if len(args) > 1 else "")
    file_filter = kw.get("filter", args[3] if len(args) > 3 else "")
    return str(caption or ""), str(file_filter or "")


class DialogAnswers:
    """Scripted answers to Qt's dialogs; `asked` records (kind, title) of each question."""

    def __init__(self, folder: Path, extra_files: list[Path], rng: random.Random | None = None):
        self.folder = folder
        self.extra_files = extra_files
        self.rng = rng
        self.asked: list[tuple[str, str]] = []
        self.saved = 0
        self._saved_originals: list[tuple[object, str, object]] = []

    # -- choosing -------------------------------------------------------------------------

    def _cancel(self) -> bool:
        return self.rng is not None and self.rng.random() < 0.2

    def candidates(self, file_filter: str) -> list[Path]:
        """Files the user could pick for `file_filter`: saved ones first, then the extras."""
        patterns = _patterns(file_filter)
        files = sorted(self.folder.rglob("*")) + self.extra_files
        if not patterns:
            return [f for f in files if f.is_file()]
        return [f for f in files if f.is_file() and any(f.match(p) for p in patterns)]

    def open_file(self, *args: Any, **kw: Any) -> tuple[str, str]:
        """QFileDialog.getOpenFileName."""
        caption, file_filter = _caption_and_filter(args, kw)
        self.asked.append(("open", caption))
        files = self.candidates(file_filter)
        if not files or self._cancel():
            return "", ""
        chosen = files[0] if self.rng is None else self.rng.choice(files)
        return str(chosen), file_filter

    def save_file(self, *args: Any, **kw: Any) -> tuple[str, str]:
        """QFileDialog.getSaveFileName: a new file in the folder, with the filter's suffix."""
        caption, file_filter = _caption_and_filter(args, kw)
        self.asked.append(("save", caption))
        if self._cancel():
            return "", ""
        patterns = _patterns(file_filter)
        suffix = patterns[0].lstrip("*") if patterns else ".out"
        self.saved += 1
        self.folder.mkdir(parents=True, exist_ok=True)
        return str(self.folder / f"answer-{self.saved}{suffix}"), file_filter

    def directory(self, _parent: Any = None, caption: str = "", *_rest: Any, **_kw: Any) -> str:
        """QFileDialog.getExistingDirectory."""
        self.asked.append(("directory", caption))
        return "" if self._cancel() else str(self.folder)

    def question(
        self,
        _parent: Any = None,
        title: str = "",
        _text: str = "",
        buttons: Any = Button.Yes | Button.No,
        *_rest: Any,
        **_kw: Any,
    ) -> Button:
        """QMessageBox.question: Save, else Yes, else Ok (random among the offered ones)."""
        self.asked.append(("question", title))
        offered = [b for b in PREFERENCE if buttons & b]
        if not offered:
            return Button.Ok
        return offered[0] if self.rng is None else self.rng.choice(offered)

    def message(self, kind: str) -> Callable[..., Button]:
        """QMessageBox.warning / information / critical: noted and closed with Ok."""

        def answer(_parent: Any = None, title: str = "", text: str = "", *_a: Any, **_k: Any):
            self.asked.append((kind, f"{title}: {text}"))
            return Button.Ok

        return answer

    def exec_dialog(self, dialog: QDialog, *_args: Any) -> int:
        """QDialog.exec: accept (or, at random, reject) without showing it. A message
        box gets its accepting (else first) button clicked when accepted."""
        self.asked.append(("dialog", dialog.windowTitle()))
        accept = not self._cancel()
        if isinstance(dialog, QMessageBox):
            role = QMessageBox.ButtonRole
            buttons = dialog.buttons()
            yes = [b for b in buttons if dialog.buttonRole(b) in (role.AcceptRole, role.YesRole)]
            if accept and (yes or buttons):
                (yes or buttons)[0].click()
            return 0
        if isinstance(dialog, (QPrintDialog, QPrintPreviewDialog)):
            accept = False  # no printer here: the user closes it
        ok = None
        for box in dialog.findChildren(QDialogButtonBox):
            ok = box.button(QDialogButtonBox.StandardButton.Ok) or ok
        if accept:  # as a user: press the dialog's Roll buttons, then OK once it is enabled
            for button in dialog.findChildren(QPushButton):
                if button.text().replace("&", "").lower() == "roll" and button.isEnabled():
                    button.click()
        result = QDialog.DialogCode.Rejected
        if accept and (ok is None or ok.isEnabled()):
            result = QDialog.DialogCode.Accepted
        dialog.done(result)
        return int(result.value)

    # -- installing -----------------------------------------------------------------------

    def _patch(self, owner: object, name: str, value: object) -> None:
        self._saved_originals.append((owner, name, owner.__dict__.get(name)))  # type: ignore[attr-defined]
        setattr(owner, name, value)

    def install(self) -> DialogAnswers:
        """Replace the dialogs (undo with `uninstall`)."""
        self._patch(QFileDialog, "getOpenFileName", staticmethod(self.open_file))
        self._patch(QFileDialog, "getSaveFileName", staticmethod(self.save_file))
        self._patch(QFileDialog, "getExistingDirectory", staticmethod(self.directory))
        self._patch(QMessageBox, "question", staticmethod(self.question))
        for kind in ("warning", "information", "critical"):
            self._patch(QMessageBox, kind, staticmethod(self.message(kind)))
        self._patch(QMessageBox, "about", staticmethod(self.message("about")))
        answers = self

        def exec_dialog(dialog: QDialog, *args: Any) -> int:
            return answers.exec_dialog(dialog, *args)

        self._patch(QDialog, "exec", exec_dialog)
        self._patch(QMessageBox, "exec", exec_dialog)
        self._patch(QPrintDialog, "exec", exec_dialog)
        self._patch(QPrintPreviewDialog, "exec", exec_dialog)
        self._patch(QMenu, "exec", lambda *_a, **_k: None)  # context menus: dismissed
        return self

    def uninstall(self) -> None:
        """Put Qt's own dialogs back."""
        for owner, name, original in reversed(self._saved_originals):
            if original is None:
                delattr(owner, name)
            else:
                setattr(owner, name, original)
        self._saved_originals.clear()

    def __enter__(self) -> DialogAnswers:
        return self.install()

    def __exit__(self, *_exc: object) -> None:
        self.uninstall()
