"""A Qt GUI application for painting: fonts and QPainter need one to exist."""

from __future__ import annotations

import os

from PySide6.QtGui import QGuiApplication


def ensure_gui_app() -> QGuiApplication:
    """The running QGuiApplication, or a new one (offscreen when there is no display).

    Print code calls this before it loads fonts or paints; inside the app it returns the
    application that is already running.
    """
    app = QGuiApplication.instance()
    if isinstance(app, QGuiApplication):
        return app
    if app is not None:
        raise RuntimeError("a QCoreApplication without GUI support is running; cannot paint")
    if not os.environ.get("QT_QPA_PLATFORM") and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY") or os.name == "nt"
    ):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    # A QApplication (not a bare QGuiApplication), so widgets made later in the same
    # process, such as a print preview dialog or a test's window, can still run.
    from PySide6.QtWidgets import QApplication

    return QApplication(["faserip-desk-print"])
