"""The game controller's error paths, the roll dialog, and the settings helpers."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from faserip_desk.game import events as ev
from faserip_desk.rules.dice import DiceRoller
from faserip_desk.ui import game_controller
from faserip_desk.ui.dialogs.roll_dialog import RollDialog
from faserip_desk.ui.main_window import MainWindow, demo_setup_path
from faserip_desk.ui.settings import app_settings, recent_files, remember_file
from tests.ui.fakes import FakePrompts


def test_an_event_naming_nothing_is_an_error_not_a_crash(
    window: MainWindow, prompts: FakePrompts
) -> None:
    assert window.controller.do(ev.Activate(figure="Nobody")) is None
    assert prompts.kinds()[-1] == "error"
    assert window.controller.session is not None
    assert window.controller.session.position == 0


def test_a_failing_autosave_is_reported_and_play_goes_on(
    qtbot: QtBot, prompts: FakePrompts, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(_session: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(game_controller, "autosave", broken)
    c = game_controller.GameController(prompts)
    assert c.new_from_setup(demo_setup_path())
    assert c.do(ev.BeginIssue()) is not None
    assert "No space left" in c.autosave_problem


def test_no_figure_selected_is_explained(window: MainWindow, prompts: FakePrompts) -> None:
    assert window.controller.activate() is None
    assert prompts.calls[-1][0] == "error"


def test_the_roll_dialog_takes_typed_or_rolled_dice(qtbot: QtBot) -> None:
    dialog = RollDialog("Initiative", ["Bruce", "Samuel"], DiceRoller(seed=3))
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert not ok.isEnabled()
    dialog.entries[0].edit.setText("0 0")
    dialog.entries[1].edit.setText("0")
    assert dialog.entries[1].problem.text() != ""
    assert not ok.isEnabled()
    dialog.entries[1].roll_button.click()
    assert ok.isEnabled()
    rolls = dialog.rolls()
    assert rolls is not None and rolls[0] == 100 and 1 <= rolls[1] <= 100


def test_recent_files_are_newest_first_and_skip_missing_files(tmp_path: Path) -> None:
    settings = app_settings()
    a, b = tmp_path / "a.issue.json", tmp_path / "b.issue.json"
    a.write_text("{}")
    b.write_text("{}")
    remember_file(settings, a)
    remember_file(settings, b)
    remember_file(settings, a)
    assert recent_files(settings) == [str(a.resolve()), str(b.resolve())]
    b.unlink()
    assert recent_files(settings) == [str(a.resolve())]
