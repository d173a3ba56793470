"""The QApplication and the main window's start."""

from __future__ import annotations

import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from faserip_desk.ui.main_window import MainWindow
from faserip_desk.ui.settings import APPLICATION, ORGANISATION

__all__ = ["MainWindow", "run_app"]


def run_app(argv: list[str]) -> int:
    """Create the application, show the main window and run the event loop."""
    app = QApplication.instance() or QApplication([sys.argv[0], *argv])
    app.setApplicationName(APPLICATION)
    app.setOrganizationName(ORGANISATION)
    window = MainWindow()
    window.show()
    QTimer.singleShot(0, window.start)
    return int(app.exec())
