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

    The window comes in phases so it is on screen as soon as Qt can paint it: first its
    frame (title, size and place, "Opening the game…"; nothing of the game engine is
    imported yet), then, right after that first paint, the map with the first game
    (`fill_and_start`), then, right after the game's paint, the docks, menus and toolbars
    (`fill_rest`).

    Python's cycle collector waits until the whole window is painted: what the start makes
    lives as long as the app, and collecting it over and over cost about a tenth of the
    start (issue 17). Right after that paint one collection runs and what is left is set
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
    """`fill_and_start`; the cycle collector comes back on after the whole window's paint
    (`fill_rest`), at once when nothing more comes (the frame was closed, the start failed
    or the session ended). Returns what `fill_and_start` does."""
    try:
        restore = fill_and_start(app, window, path, controller)
    finally:
        if not window.map_built or window.session_over:
            gc.enable()  # nothing more comes: fill_rest is not queued
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
    """The second phase: the controller (`controller`, else a new one) and the map, and the
    first game opened on it (or the autosave offered); right after the game's paint the
    third, `fill_rest`. Returns the function that takes back the session-end handlers
    (installed here); None (nothing done) when the frame was closed already
    or has its map."""
    if window.map_built or not window.isVisible():
        return None
    from faserip_desk.ui import session_end

    window.fill_map(controller)
    window.controller.autosave_held = True  # the new game's first autosave: after its paint
    reserve_room_for_docks(window)
    restore = session_end.install(app, window)  # logging out or SIGTERM: the game is kept
    try:
        window.open_first_game(path)
    except BaseException:
        window.controller.release_autosave()  # never held for good (File ▸ New autosaves)
        raise
    if window.session_over:
        window.controller.release_autosave(write=False)  # a clean end: no autosave
    else:
        after_next_paint(window, lambda: fill_rest(window))
    return restore


def fill_rest(window: MainWindow) -> None:
    """The third phase: the docks, menus and toolbars around the map, laid out as left at
    the last close (else the default layout), told of the open game; the charts may be built
    after the next paint. Nothing when the window was closed meanwhile or is filled."""
    window.controller.release_autosave(write=window.isVisible())
    if window.filled or not window.isVisible():
        gc.enable()
        return
    window.fill()
    window.map_panel.setContentsMargins(0, 0, 0, 0)  # the docks and bars take that room now
    window_layout.show_window(window)  # the docks as left, else the default layout
    c = window.controller
    if c.session is not None:  # what was opened before the docks were there
        c.session_replaced.disconnect(window.map_sync.reset)  # the map shows it already
        c.session_replaced.emit()
        c.session_replaced.connect(window.map_sync.reset)
        window.map_sync.fit()  # the whole map in the room the docks leave it
        c.selection_changed.emit(c.selected)
        c.file_changed.emit()
    after_next_paint(window, window.allow_charts)
    after_next_paint(window, collect_after_start)


def reserve_room_for_docks(window: MainWindow) -> None:
    """Until the docks, menus and toolbars come (right after the game's first paint), keep
    the map where it will be with them, so it does not jump when they come (`fill_rest`
    gives the room back to them). The map's toolbar, in the map panel until then, joins the
    window's toolbar row, and the status bar is there already."""
    panel = window.map_panel
    left, top, right, bottom = window_layout.expected_map_margins(window, window.settings)
    top = max(0, top - panel.toolbar.sizeHint().height())
    bottom = max(0, bottom - window.statusBar().height())
    panel.setContentsMargins(left, top, right, bottom)
