"""The QApplication and the main window's start."""

from __future__ import annotations

import gc
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from faserip_desk.data_files import resources_dir
from faserip_desk.ui import window_layout
from faserip_desk.ui.after_paint import after_next_paint
from faserip_desk.ui.main_window import MainWindow
from faserip_desk.ui.pyside_source_check import light_source_check
from faserip_desk.ui.settings import APPLICATION, ORGANISATION

if TYPE_CHECKING:
    from faserip_desk.ui.game_controller import GameController

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


def run_app(argv: list[str], path: str | None = None) -> int:
    """Create the application, show the main window (on the save or setup `path`, when
    given) and run the event loop.

    The window comes in two phases so it is on screen as soon as Qt can paint it: first
    its frame (title, size and place, "Opening the game…"; nothing of the game engine is
    imported yet), then, right after that first paint, its contents and the first game
    (`fill_and_start`).

    Python's cycle collector waits until the game is painted: what the start makes lives as
    long as the app, and collecting it over and over cost about a tenth of the start
    (issue 17). Right after the game's paint one collection runs and what is left is set
    aside (`gc.freeze`), so later collections do not walk it again."""
    gc.disable()
    light_source_check()
    app = QApplication.instance() or QApplication([sys.argv[0], *argv])
    app.setApplicationName(APPLICATION)
    app.setOrganizationName(ORGANISATION)
    QApplication.setWindowIcon(app_icon())
    QApplication.setDesktopFileName("faserip-desk")  # packaging/faserip-desk.desktop
    window = MainWindow(filled=False)
    show_frame(window)
    after_next_paint(window, lambda: second_phase(app, window, path))
    return int(app.exec())


def second_phase(
    app: QApplication,
    window: MainWindow,
    path: str | None = None,
    controller: GameController | None = None,
) -> Callable[[], None] | None:
    """`fill_and_start`, then the cycle collector back on after the game's paint (at once
    when nothing was opened: the frame was closed, or the start failed). Returns what
    `fill_and_start` does."""
    try:
        restore = fill_and_start(app, window, path, controller)
    finally:
        if not window.filled:
            gc.enable()
    if window.filled:
        after_next_paint(window, collect_after_start)
    return restore


def collect_after_start() -> None:
    """Collect what the start left over, set the rest aside, and let the collector run."""
    gc.collect()
    gc.freeze()
    gc.enable()


def show_frame(window: MainWindow) -> None:
    """Show the empty frame where the full window will be: as left at the last close,
    else (the first start) maximised on the screen."""
    geometry = window.settings.value(window_layout.GEOMETRY_KEY)
    if geometry is None or not window.restoreGeometry(geometry):  # type: ignore[arg-type]
        window_layout.first_geometry(window, window_layout.available_screen(window))
    window.show()


def fill_and_start(
    app: QApplication,
    window: MainWindow,
    path: str | None = None,
    controller: GameController | None = None,
) -> Callable[[], None] | None:
    """The second phase: build the window's contents (on `controller`, else a new one),
    lay out its docks, and open the first game (or offer the autosave). Returns the function
    that takes back the session-end handlers; None (nothing done) when the frame was closed
    already or is filled."""
    if window.filled or not window.isVisible():
        return None
    window.fill(controller)
    window_layout.show_window(window)  # the docks as left, else the default layout
    from faserip_desk.ui import session_end

    restore = session_end.install(app, window)  # logging out or SIGTERM: the game is kept
    window.start(path)
    return restore
