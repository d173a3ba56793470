"""The QApplication and the main window's start."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

from faserip_desk import __version__


class MainWindow(QMainWindow):
    """The main window (the full window comes with the main-window issue)."""

    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle(f"FASERIP Desk {__version__}")
        label = QLabel("FASERIP Desk — the map, docks and dice arrive with the main window.")
        label.setMargin(24)
        self.setCentralWidget(label)
        self.resize(1000, 700)
        self.statusBar().showMessage("Ready")


def run_app(argv: list[str]) -> int:
    """Create the application, show the main window and run the event loop."""
    app = QApplication.instance() or QApplication([sys.argv[0], *argv])
    app.setApplicationName("FASERIP Desk")
    app.setOrganizationName("FASERIP Desk")
    window = MainWindow()
    window.show()
    return int(app.exec())
