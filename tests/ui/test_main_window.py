"""The main window: first start, crash recovery, shortcuts, layout and recent files
remembered, bad files explained without losing the open game, a light start."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QKeySequence
from pytestqt.qtbot import QtBot

from faserip_desk.game import events as ev
from faserip_desk.game.autosave import autosave_dir, find_recoverable_autosave
from faserip_desk.ui.game_controller import GameController
from faserip_desk.ui.main_window import MainWindow
from faserip_desk.ui.settings import app_settings
from tests.ui.fakes import FakePrompts, private_app_env


def test_first_start_opens_the_demo(window: MainWindow, prompts: FakePrompts) -> None:
    c = window.controller
    assert c.session is not None
    assert c.session.setup.name.startswith("Demo")
    assert "recover" not in prompts.kinds()
    assert [m.rowCount() for m in window.roster.models] == [5, 5]
    assert window.roster.titles[0].text() == "● Bruce"  # the side's token shape, then the name
    assert "Demo" in window.windowTitle()
    assert find_recoverable_autosave() is not None  # every operation autosaves


def test_standard_shortcuts(window: MainWindow) -> None:
    a = window.actions
    key = QKeySequence.StandardKey
    for action, standard in (
        (a.new, key.New),
        (a.open, key.Open),
        (a.save, key.Save),
        (a.undo, key.Undo),
        (a.redo, key.Redo),
    ):
        assert action.shortcut() == QKeySequence(standard)
    assert a.quit.shortcut() == QKeySequence("Ctrl+Q")  # some platforms have no standard
    menus = [m.title() for m in window.menuBar().findChildren(type(window.recent_menu))]
    for title in ("&File", "&Edit", "&View", "&Game", "&Help"):
        assert title in menus


def _start(qtbot: QtBot, prompts: FakePrompts) -> MainWindow:
    win = MainWindow(GameController(prompts))
    qtbot.addWidget(win)
    win.show()
    win.start()
    return win


def test_a_crash_offers_to_recover_the_autosave(qtbot: QtBot, prompts: FakePrompts) -> None:
    first = _start(qtbot, prompts)
    first.controller.start_page((68, 43))
    assert first.controller.session is not None
    steps = first.controller.session.position
    # No clean exit: the autosave stays. The next start asks and reopens it.
    prompts2 = FakePrompts()
    second = _start(qtbot, prompts2)
    assert prompts2.kinds()[0] == "recover"
    assert second.controller.session is not None
    assert second.controller.session.position == steps
    assert second.controller.dirty and second.controller.path is None


def test_declining_recovery_starts_the_demo(qtbot: QtBot, prompts: FakePrompts) -> None:
    first = _start(qtbot, prompts)
    first.controller.start_page((68, 43))
    prompts2 = FakePrompts()
    prompts2.recover_answer = False
    second = _start(qtbot, prompts2)
    assert second.controller.session is not None
    assert second.controller.session.position == 0


def test_a_clean_exit_leaves_no_autosave(qtbot: QtBot, prompts: FakePrompts) -> None:
    win = _start(qtbot, prompts)
    win.controller.start_page((68, 43))
    assert win.close()
    assert prompts.kinds()[-1] == "save_changes"
    assert not (autosave_dir() / "autosave.issue.json").exists()


def test_layout_and_recent_files_are_remembered(
    qtbot: QtBot, prompts: FakePrompts, tmp_path: Path
) -> None:
    win = _start(qtbot, prompts)
    win.resize(720, 560)  # within the offscreen screen, which restoreGeometry respects
    win.dice.hide()
    size = (win.width(), win.height())
    assert size != (1400, 900)
    assert win.save_as(str(tmp_path / "kept.issue.json"))
    win.close()
    assert Path(os.environ["FASERIP_DESK_SETTINGS"]).is_dir()
    again = MainWindow(GameController(FakePrompts()))
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == size
    assert again.dice.isHidden()
    assert [a.text() for a in again.recent_menu.actions()] == ["kept.issue.json"]
    settings = app_settings()
    assert settings.fileName().startswith(os.environ["FASERIP_DESK_SETTINGS"])


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ("{not json", "bad JSON"),
        ('{"format": 99, "setup": {}, "events": []}', "newer FASERIP Desk"),
        ('{"format": 1, "setup": {"name": 3}}', "damaged save"),
    ],
)
def test_a_bad_save_is_explained_and_the_game_kept(
    window: MainWindow, prompts: FakePrompts, tmp_path: Path, content: str, expected: str
) -> None:
    c = window.controller
    c.start_page((68, 43))
    before = c.session
    bad = tmp_path / "bad.issue.json"
    bad.write_text(content, encoding="utf-8")
    prompts.save_choice = "discard"
    assert not window.open_file(str(bad))
    kind, (_title, text) = prompts.calls[-1]
    assert kind == "error" and "bad.issue.json" in text and expected in text
    assert c.session is before


def test_a_bad_setup_is_explained(window: MainWindow, prompts: FakePrompts, tmp_path: Path) -> None:
    bad = tmp_path / "broken.setup.yaml"
    bad.write_text("name: x\nmap: nowhere.map.yaml\nplayers: 3\n", encoding="utf-8")
    before = window.controller.session
    prompts.save_choice = "discard"
    assert not window.new_from_setup(str(bad))
    kind, (_title, text) = prompts.calls[-1]
    assert kind == "error" and "broken.setup.yaml" in text
    assert window.controller.session is before


def test_unsaved_changes_can_cancel_opening(window: MainWindow, prompts: FakePrompts) -> None:
    window.controller.do(ev.BeginIssue())
    prompts.save_choice = "cancel"
    prompts.open_path = "never-asked.issue.json"
    assert not window.open_file()
    assert "open_path" not in prompts.kinds()


def test_hooks_for_the_attack_dialog_and_rules(window: MainWindow) -> None:
    window.actions.attack.trigger()
    assert "attack" in window.statusBar().currentMessage()
    window.show_rules_topic("")
    assert window.rules_window is not None and window.rules_window.isVisible()
    window.rules_window.close()


STARTUP = """
import sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from faserip_desk.ui.main_window import MainWindow
w = MainWindow()
w.show()
app.processEvents()
w.start()
heavy = [m for m in ("pyqtgraph", "faserip_desk.print") if m in sys.modules]
print("heavy:", heavy)
import time
end = time.monotonic() + 10
while not w.scoreboard.charts_allowed and time.monotonic() < end:  # after the next paint
    app.processEvents()
app.processEvents()
print("allowed:", w.scoreboard.charts_allowed, w.dice_stats.charts_allowed)
print("after the paint:", w.scoreboard.chart, w.dice_stats.chart, "pyqtgraph" in sys.modules)
print("numpy:", "numpy" in sys.modules)
print("says:", w.scoreboard.placeholder.text(), "|", w.dice_stats.placeholder.text())
w.controller.dirty = False
w.close()
"""


def test_the_first_window_needs_no_pyqtgraph_nor_printing(tmp_path: Path) -> None:
    env = private_app_env(tmp_path)
    proc = subprocess.run(
        [sys.executable, "-c", STARTUP], env=env, capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0, proc.stderr[-800:]
    assert "heavy: []" in proc.stdout
    assert "allowed: True True" in proc.stdout  # the window is up: charts may be built
    # ... but the new demo game has no VP and no roll: no chart, so no pyqtgraph
    assert "after the paint: None None False" in proc.stdout
    assert "says: No VP yet" in proc.stdout and "| No rolls yet" in proc.stdout
    # no tint, no threat map, no sight mask, no photo: the map is drawn without numpy
    assert "numpy: False" in proc.stdout
