"""The QApplication and the main window's start."""

from __future__ import annotations

import sys

from PySide6.QtCore import QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from faserip_desk.data_files import resources_dir
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


def run_app(argv: list[str]) -> int:
    """Create the application, show the main window and run the event loop."""
    app = QApplication.instance() or QApplication([sys.argv[0], *argv])
    app.setApplicationName(APPLICATION)
    app.setOrganizationName(ORGANISATION)
    QApplication.setWindowIcon(app_icon())
    QApplication.setDesktopFileName("faserip-desk")  # packaging/faserip-desk.desktop
    window = MainWindow()
    window.show()
    QTimer.singleShot(0, window.start)
    return int(app.exec())
