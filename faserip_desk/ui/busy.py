"""Long work run from the window with a progress dialog that shows only when it is needed.

`run_busy(parent, title, work)` calls ``work(progress)`` in the GUI thread; `work` passes
the `faserip_desk.progress.Progress` down to the core code, which calls it between steps
(a card, a map sheet, one of a map size's tables). Each call:

- keeps the window painting: pending events are processed (at most every 50 ms); until
  the dialog shows, the players' clicks and keys wait (``ExcludeUserInputEvents``), so
  nothing can change the game while it is being opened or printed;
- shows a modal QProgressDialog once the work has lasted `SHOW_AFTER` (0.5 s) by this
  module's own clock, saying what is being done and, when the count is known, how far
  ("Printing condition cards: 40 of 120"). Qt's own rule (``setMinimumDuration``) also
  shows the dialog early when its estimate from the first steps says the work will be
  long; a quick job whose first steps happen to be slow would flash, so the dialog is made
  only when half a second has really gone by. Work that ends sooner shows nothing;
- raises `Cancelled` once the player has pressed Cancel (where the caller allows it): the
  caller keeps what was there before (the open game) or says what was not made.

Why not a worker thread: printing paints with QPainter onto a printer, which Qt allows
only in the GUI thread, and the game objects being built are not shared safely between
threads; every step is short (the longest, one table of a 200×200 map, is well under a
second), so processing events between steps keeps the window responsive.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QEventLoop, Qt
from PySide6.QtWidgets import QApplication, QMainWindow, QProgressDialog, QWidget
from shiboken6 import isValid

from faserip_desk.progress import Cancelled, Progress

T = TypeVar("T")

#: Seconds of work before the progress dialog shows.
SHOW_AFTER = 0.5
#: Seconds between two rounds of event processing while work goes on.
EVENTS_EVERY = 0.05


def progress_text(done: int, total: int, what: str) -> str:
    """The dialog's line: "Printing condition cards: 40 of 120", or "Reading the map…"."""
    if total > 0:
        return f"{what}: {min(done, total)} of {total}"
    return what if what.endswith(("…", ".")) else f"{what}…"


class BusyProgress:
    """A `Progress` for work in the GUI thread: the dialog after `SHOW_AFTER`, events kept
    flowing, `Cancelled` raised after Cancel (when `cancellable`)."""

    def __init__(self, parent: QWidget | None, title: str, *, cancellable: bool = True) -> None:
        self.parent = parent
        self.title = title
        self.cancellable = cancellable
        self.started = time.monotonic()
        self._events_at = self.started
        self.dialog: QProgressDialog | None = None
        self.shown_at: float | None = None
        """Seconds after the start when the dialog showed (None: it never did)."""
        self._active = QApplication.activeWindow()
        self._focus = QApplication.focusWidget()

    def __call__(self, done: int, total: int, what: str) -> None:
        """Note `done` of `total` of `what`; show the dialog when due; may raise `Cancelled`."""
        now = time.monotonic()
        if self.dialog is None and now - self.started >= SHOW_AFTER:
            self._show(now)
        if self.dialog is not None:
            self.dialog.setLabelText(progress_text(done, total, what))
            self.dialog.setMaximum(max(total, 0))
            self.dialog.setValue(min(done, total) if total > 0 else 0)
        if now - self._events_at >= EVENTS_EVERY or self.dialog is not None:
            self._events_at = now
            flags = (
                QEventLoop.ProcessEventsFlag.AllEvents
                if self.dialog is not None
                else QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents
            )
            QApplication.processEvents(flags)
        if self.dialog is not None and self.dialog.wasCanceled():
            raise Cancelled(f"{self.title}: cancelled")

    def _show(self, now: float) -> None:
        dialog = QProgressDialog(self.parent)
        dialog.setWindowTitle(self.title)
        dialog.setWindowModality(Qt.WindowModality.ApplicationModal)
        dialog.setAutoClose(False)
        dialog.setAutoReset(False)
        dialog.setMinimumDuration(0)  # this module decides when (see the docstring)
        dialog.setMinimumWidth(380)
        if not self.cancellable:
            dialog.setCancelButton(None)
        dialog.setObjectName("busy_progress")
        self.dialog = dialog
        self.shown_at = now - self.started
        dialog.show()

    def close(self) -> None:
        """The work is over: the dialog (if shown) goes."""
        if self.dialog is None:
            return
        self.dialog.reset()  # stops Qt's timer that would show it again before it is deleted
        self.dialog.hide()
        self.dialog.deleteLater()
        self.dialog = None
        # the window (and the widget) the player was using gets the keys again at once
        active, focus = self._active, self._focus
        if active is None and self.parent is not None and isValid(self.parent):
            active = self.parent.window()
        if active is not None and isValid(active) and active.isVisible():
            handle = active.windowHandle()  # activateWindow() does nothing here: the window
            if handle is not None:  # still counts as active through its dialog
                handle.requestActivate()
                QApplication.processEvents(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
        if focus is not None and isValid(focus) and focus.isVisible():
            focus.setFocus(Qt.FocusReason.OtherFocusReason)


def run_busy(
    parent: QWidget | None, title: str, work: Callable[[Progress], T], *, cancellable: bool = True
) -> T:
    """``work(progress)`` with a `BusyProgress` titled `title` over `parent`; the dialog
    goes when the work ends, however it ends (a `Cancelled` goes on to the caller)."""
    busy = BusyProgress(parent, title, cancellable=cancellable)
    QApplication.setOverrideCursor(Qt.CursorShape.BusyCursor)
    try:
        return work(busy)
    finally:
        QApplication.restoreOverrideCursor()
        busy.close()


def open_busy(window: QMainWindow, path: str, opener: Callable[[str, Progress], bool]) -> bool:
    """Open `path` with ``opener(path, progress)`` (a new game or a save) under a progress
    dialog; after Cancel the game that was open stays open, and the status bar says so."""
    name = Path(path).name
    try:
        return run_busy(window, f"Opening {name}", lambda progress: opener(path, progress))
    except Cancelled:
        window.statusBar().showMessage(
            f"Opening {name} cancelled: the game that was open is still open, unchanged.", 15000
        )
        return False
