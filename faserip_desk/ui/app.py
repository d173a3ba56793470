"""The QApplication and the main window's start."""

from __future__ import annotations

import sys

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from faserip_desk.data_files import resources_dir
from faserip_desk.ui import session_end, window_layout
from faserip_desk.ui.main_window import MainWindow
from faserip_desk.ui.settings import APPLICATION, ORGANISATION

__all__ = ["MainWindow", "app_icon", "run_app"]


def app_icon() -> QIcon:
    """The app's icon from the PNGs rendered from resources/icons/faserip-desk.svg."""
    icon = QIcon()
    folder = resources_dir() / "icons"
    for size in (32, 64, 128, 256):
        node = folder / f"faserip-desk-{size}.png"
        if node.is_file():
            icon.addFile(str(node))
    return icon


class _AfterFirstPaint(QObject):
    """Calls `callback` once, right after the first paint of `window` (or after a second)."""

    def __init__(self, window: MainWindow, callback: object) -> None:
        super().__init__(window)
        self.window, self.callback, self.done = window, callback, False
        QApplication.instance().installEventFilter(self)  # type: ignore[union-attr]
        QTimer.singleShot(1000, self.fire)  # in case no paint event ever comes

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint and not self.done:
            widget = obj if hasattr(obj, "window") else None
            if widget is not None and widget.window() is self.window:  # type: ignore[attr-defined]
                QTimer.singleShot(0, self.fire)  # after the rest of this paint pass
        return False

    def fire(self) -> None:
        if self.done:
            return
        self.done = True
        QApplication.instance().removeEventFilter(self)  # type: ignore[union-attr]
        QTimer.singleShot(0, self.callback)  # type: ignore[arg-type]


def run_app(argv: list[str], path: str | None = None) -> int:
    """Create the application, show the main window (on the save or setup `path`, when
    given) and run the event loop."""
    app = QApplication.instance() or QApplication([sys.argv[0], *argv])
    app.setApplicationName(APPLICATION)
    app.setOrganizationName(ORGANISATION)
    QApplication.setWindowIcon(app_icon())
    QApplication.setDesktopFileName("faserip-desk")  # packaging/faserip-desk.desktop
    window = MainWindow()
    window_layout.show_window(window)  # maximised on the first start, else as left
    # Open the demo (or offer the autosave) once the empty window is on screen, so the
    # window appears as soon as Qt can paint it.
    _AfterFirstPaint(window, lambda: window.start(path))
    session_end.install(app, window)  # logging out or SIGTERM: the game is kept, no crash
    return int(app.exec())
