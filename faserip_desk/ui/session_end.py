"""When the system ends the app (logging out, shutting down, `kill`): not a crash.

The open game is kept as it was, unsaved changes and all, in the data folder
(``left-open.issue.json``, with the file it belongs to remembered in the settings); the
autosave is dropped, since this is a clean end; and the next start reopens the kept game
without asking. A window closed by the player (File ▸ Quit) forgets the kept game: the
player has just saved or discarded it.

`install` connects this to SIGTERM, SIGHUP and SIGINT and to the desktop session's end
(`QGuiApplication.commitDataRequest`, then `aboutToQuit`).
"""

from __future__ import annotations

import signal
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

from faserip_desk.game.autosave import data_dir
from faserip_desk.ui import game_files
from faserip_desk.ui.game_controller import GameController

if TYPE_CHECKING:
    from faserip_desk.ui.main_window import MainWindow

KEPT_NAME = "left-open.issue.json"
PATH_KEY = "session/left_open_path"
ENDING_SIGNALS = ("SIGTERM", "SIGHUP", "SIGINT")


def kept_game_file() -> Path:
    """Where the game open when the system ended the app waits for the next start."""
    return data_dir() / KEPT_NAME


def keep_open_game(controller: GameController, settings: QSettings) -> bool:
    """Write the open game for the next start when it has unsaved changes.

    True when nothing is lost: kept, or nothing to keep. False when it could not be
    written: the autosave must then stay (the next start offers to recover it)."""
    forget_kept_game(settings)
    session = controller.session
    if session is None or not controller.dirty:
        return True
    try:
        game_files.save_session(session, kept_game_file())
    except game_files.GameFileError:
        return False
    settings.setValue(PATH_KEY, str(controller.path or ""))
    settings.sync()
    return True


def forget_kept_game(settings: QSettings) -> None:
    """Drop the kept game (the player closed the window, saving or discarding it)."""
    kept_game_file().unlink(missing_ok=True)
    settings.remove(PATH_KEY)


def reopen_kept_game(controller: GameController, settings: QSettings) -> bool:
    """Reopen the game kept when the system ended the app; False when there is none.

    It comes back with its unsaved changes and its file (when that still exists)."""
    kept = kept_game_file()
    if not kept.is_file() or not controller.recover(kept):
        return False
    original = Path(str(settings.value(PATH_KEY, "") or ""))
    if str(original) not in {"", "."} and original.is_file():
        controller.path = original
        controller.file_changed.emit()
    controller.message.emit("Reopened the game that was open when the system closed the app")
    return True


def install(app: QApplication, window: MainWindow) -> Callable[[], None]:
    """End cleanly on SIGTERM, SIGHUP, SIGINT and the desktop session's end; returns a
    function that puts the previous signal handlers back."""

    def end_and_quit() -> None:
        window.end_session()
        app.quit()

    previous = {}
    for name in ENDING_SIGNALS:
        number = getattr(signal, name, None)
        if number is not None:
            previous[number] = signal.signal(number, lambda *_: QTimer.singleShot(0, end_and_quit))
    # Python runs its signal handlers between bytecodes: wake it while Qt waits for events.
    wake = QTimer(window)
    wake.timeout.connect(lambda: None)
    wake.start(250)

    def commit_data(*_manager: object) -> None:
        window.end_session(close=False)  # the logout may still be cancelled

    def about_to_quit() -> None:
        window.end_session()

    app.commitDataRequest.connect(commit_data)
    app.aboutToQuit.connect(about_to_quit)

    def restore() -> None:
        wake.stop()
        app.commitDataRequest.disconnect(commit_data)
        app.aboutToQuit.disconnect(about_to_quit)
        for number, handler in previous.items():
            signal.signal(number, handler)

    return restore
