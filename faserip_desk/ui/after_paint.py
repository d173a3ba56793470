"""Work that must wait until the window is on screen: run it right after its next paint."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget


def after_next_paint(window: QWidget, callback: Callable[[], object]) -> None:
    """Call `callback` once, right after the end of the next paint pass of `window` (or
    after a second when no paint comes, e.g. a hidden window)."""
    _AfterNextPaint(window, callback)


class _AfterNextPaint(QObject):
    """Calls `callback` once, right after the next paint of `window` (or after a second)."""

    def __init__(self, window: QWidget, callback: object) -> None:
        super().__init__(window)
        self.window, self.callback, self.done = window, callback, False
        QApplication.instance().installEventFilter(self)  # type: ignore[union-attr]
        QTimer.singleShot(1000, self, self.fire)  # in case no paint event ever comes

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint and not self.done:
            widget = obj if hasattr(obj, "window") else None
            if widget is not None and widget.window() is self.window:  # type: ignore[attr-defined]
                QTimer.singleShot(0, self, self.fire)  # after the rest of this paint pass
        return False

    def fire(self) -> None:
        if self.done:
            return
        self.done = True
        QApplication.instance().removeEventFilter(self)  # type: ignore[union-attr]
        QTimer.singleShot(0, self.callback)  # type: ignore[arg-type]
