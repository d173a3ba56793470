"""Issue 17: the game's event classes (~55 pydantic models) are created at the player's
first action, not before the demo's first paint; the window works the same once they are."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.ui.fakes import private_app_env

ROOT = Path(__file__).resolve().parents[2]

FIRST_ACTION = """
import sys
from PySide6.QtTest import QTest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
app = QApplication([])
from faserip_desk.ui.game_controller import GameController
from faserip_desk.ui.main_window import MainWindow
from tests.ui.fakes import FakePrompts
w = MainWindow(GameController(FakePrompts()))
w.show()
app.processEvents()
w.start()
app.processEvents()
print("open:", w.controller.session is not None, w.controller.session.position)
print("events at the start:", "faserip_desk.game.hand_events" in sys.modules)
QTest.mouseClick(w.turn.buttons["start_page"], Qt.MouseButton.LeftButton)
app.processEvents()
print("after Start Page:", w.controller.session.position, w.controller.session.state.turn.phase)
print("events after:", "faserip_desk.game.hand_events" in sys.modules)
print("log:", w.log.view.model().rowCount())
w.controller.dirty = False
w.close()
"""


def test_the_event_classes_wait_for_the_first_action(tmp_path: Path) -> None:
    env, command = private_app_env(tmp_path), [sys.executable, "-c", FIRST_ACTION]
    proc = subprocess.run(command, env=env, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr[-800:]
    out = proc.stdout
    assert "open: True 0" in out  # the demo is open, nothing played yet
    assert "events at the start: False" in out
    # Start Page (initiative from the prompts) begins the Issue and the Page, as before
    assert "after Start Page: 2 playing" in out
    assert "events after: True" in out
    assert "log: 3" in out  # the setup line and the two steps
