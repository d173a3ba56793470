"""How the window starts and ends (issue 19): the demo has nothing to save, the system
ending the app is not a crash, `faserip-desk FILE` opens a save or a setup."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from faserip_desk.cli import _game_file_argument
from faserip_desk.data_files import folios_dir
from faserip_desk.game.autosave import data_dir, find_recoverable_autosave
from faserip_desk.ui import session_end
from faserip_desk.ui.game_controller import GameController
from faserip_desk.ui.main_window import MainWindow
from faserip_desk.ui.settings import app_settings
from tests.ui.fakes import FakePrompts, private_app_env
from tools.window_driver import press_shortcut

QUIT = "Ctrl+Q"
START_PAGE = "F5"


def _start(qtbot: QtBot, prompts: FakePrompts, path: str | None = None) -> MainWindow:
    win = MainWindow(GameController(prompts, seed=3))
    qtbot.addWidget(win)
    win.show()
    win.start(path)
    return win


def test_the_demo_has_nothing_to_save(window: MainWindow, prompts: FakePrompts) -> None:
    assert not window.isWindowModified()
    press_shortcut(window, QKeySequence(QUIT))
    assert not window.isVisible()
    assert "save_changes" not in prompts.kinds()


def test_after_an_operation_quitting_asks_to_save(window: MainWindow, prompts: FakePrompts) -> None:
    press_shortcut(window, QKeySequence(START_PAGE))
    assert window.isWindowModified()
    prompts.save_choice = "cancel"
    press_shortcut(window, QKeySequence(QUIT))
    assert prompts.kinds()[-1] == "save_changes" and window.isVisible()


def test_sigterm_keeps_the_game_and_the_next_start_reopens_it(
    qtbot: QtBot, window: MainWindow, prompts: FakePrompts
) -> None:
    restore = session_end.install(QApplication.instance(), window)  # type: ignore[arg-type]
    try:
        press_shortcut(window, QKeySequence(START_PAGE))
        c = window.controller
        assert c.session is not None and c.dirty
        steps = c.session.position
        os.kill(os.getpid(), signal.SIGTERM)
        qtbot.waitUntil(lambda: not window.isVisible(), timeout=3000)
    finally:
        restore()
    assert "save_changes" not in prompts.kinds()  # nobody is there to answer
    assert find_recoverable_autosave() is None  # a clean end, not a crash
    assert session_end.kept_game_file().is_file()
    prompts2 = FakePrompts()
    again = _start(qtbot, prompts2)
    assert "recover" not in prompts2.kinds()
    assert again.controller.session is not None
    assert again.controller.session.position == steps and again.controller.dirty
    # Closed by the player this time (discarding): the next start is the demo again.
    press_shortcut(again, QKeySequence(QUIT))
    assert not session_end.kept_game_file().exists()
    third = _start(qtbot, FakePrompts())
    assert third.controller.session is not None and third.controller.session.position == 0


def test_the_end_of_the_desktop_session_keeps_a_saved_games_file(
    qtbot: QtBot, window: MainWindow, prompts: FakePrompts, tmp_path: Path
) -> None:
    prompts.save_path = str(tmp_path / "ours.issue.json")
    window.actions.save_as.trigger()
    press_shortcut(window, QKeySequence(START_PAGE))
    app = QApplication.instance()
    restore = session_end.install(app, window)  # type: ignore[arg-type]
    try:
        app.aboutToQuit.emit()  # type: ignore[union-attr]
    finally:
        restore()
    assert not window.isVisible() and find_recoverable_autosave() is None
    again = _start(qtbot, FakePrompts())
    c = again.controller
    assert c.path == tmp_path / "ours.issue.json" and c.dirty
    assert c.session is not None and c.session.position > 0


def test_sigterm_to_the_app_is_a_clean_end(tmp_path: Path) -> None:
    env = private_app_env(tmp_path)
    proc = subprocess.Popen(
        [sys.executable, "-m", "faserip_desk"], env=env, stderr=subprocess.PIPE, text=True
    )
    autosave = tmp_path / "data" / "autosave" / "autosave.issue.json"
    deadline = time.monotonic() + 90
    while not autosave.exists() and time.monotonic() < deadline and proc.poll() is None:
        time.sleep(0.2)
    assert autosave.exists(), "the app did not open the demo"
    proc.send_signal(signal.SIGTERM)
    _out, err = proc.communicate(timeout=60)
    assert proc.returncode == 0, err[-800:]
    assert "Traceback" not in err
    assert not autosave.exists()  # the next start will not offer a recovery


def test_a_file_on_the_command_line_opens_a_save_or_a_setup(
    qtbot: QtBot, window: MainWindow, prompts: FakePrompts, tmp_path: Path
) -> None:
    prompts.save_path = str(tmp_path / "sent.issue.json")
    press_shortcut(window, QKeySequence(START_PAGE))
    window.actions.save_as.trigger()
    steps = window.controller.session.position  # type: ignore[union-attr]
    press_shortcut(window, QKeySequence(QUIT))  # saved: closes without a question
    opened = _start(qtbot, FakePrompts(), str(tmp_path / "sent.issue.json"))
    assert opened.controller.path == tmp_path / "sent.issue.json"
    assert opened.controller.session.position == steps  # type: ignore[union-attr]
    setup = Path(str(folios_dir() / "setups" / "xmen-vs-brotherhood.setup.yaml"))
    started = _start(qtbot, FakePrompts(), str(setup))
    assert "Brotherhood" in started.controller.title()


def test_a_bad_file_on_the_command_line_is_explained(qtbot: QtBot, tmp_path: Path) -> None:
    bad = tmp_path / "broken.issue.json"
    bad.write_text("{not json", encoding="utf-8")
    prompts = FakePrompts()
    win = _start(qtbot, prompts, str(bad))
    kind, (_title, text) = prompts.calls[-1]
    assert kind == "error" and "broken.issue.json" in text
    assert win.controller.session is not None  # the demo instead
    press_shortcut(win, QKeySequence(QUIT))
    missing = _start(qtbot, prompts2 := FakePrompts(), str(tmp_path / "gone.setup.yaml"))
    kind, (_title, text) = prompts2.calls[-1]
    assert kind == "error" and "gone.setup.yaml" in text, text
    assert missing.controller.session is not None


def test_the_command_line_tells_a_game_file_from_a_subcommand() -> None:
    assert _game_file_argument(["game.issue.json"])[1] == str(Path("game.issue.json").absolute())
    rest, found = _game_file_argument(["--house-rules", "h.yaml", "x.setup.yaml"])
    assert rest == ["--house-rules", "h.yaml"] and found is not None
    assert found.endswith("x.setup.yaml")
    assert _game_file_argument(["validate", "x.setup.yaml"]) == (
        ["validate", "x.setup.yaml"],
        None,
    )


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG folders are Linux's")
def test_settings_take_the_data_folders_name_and_keep_old_ones(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("FASERIP_DESK_SETTINGS")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    ini, user = QSettings.Format.IniFormat, QSettings.Scope.UserScope
    QSettings.setPath(ini, user, str(tmp_path / "config"))  # where the old name wrote them
    old = QSettings(ini, user, "FASERIP Desk", "FASERIP Desk")
    old.setValue("window/started", "yes")
    old.sync()
    settings = app_settings()
    assert Path(settings.fileName()) == tmp_path / "config" / "faserip-desk" / "settings.ini"
    assert settings.value("window/started") == "yes"
    monkeypatch.delenv("FASERIP_DESK_DATA")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert data_dir() == tmp_path / "data" / "faserip-desk"  # the same name
