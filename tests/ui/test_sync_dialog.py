"""File ▸ Sync from photo…: proposals from a photo; only accepted moves are made, through
the same Move path as a drag."""

from __future__ import annotations

from pathlib import Path

import cv2
import pytest
from pytestqt.qtbot import QtBot

from faserip_desk.board.squares import Square
from faserip_desk.commands.sync import load_state
from faserip_desk.ui.dialogs.sync_dialog import SyncDialog
from faserip_desk.ui.main_window import MainWindow
from tests.sync.conftest import DEMO, demo_photo
from tests.ui.fakes import FakePrompts


@pytest.fixture(scope="module")
def photo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The demo position after Quicksilver's Move to H12."""
    path = tmp_path_factory.mktemp("sync") / "table.jpg"
    cv2.imwrite(str(path), demo_photo(load_state(DEMO), 1, hand=False).image)
    return path


def _read(window: MainWindow, prompts: FakePrompts, qtbot: QtBot, photo: Path) -> SyncDialog:
    """Open the dialog from the File menu and choose `photo` with its button."""
    dialog = _open(window, qtbot)
    prompts.open_path = str(photo)
    dialog.choose_button.click()
    return dialog


def _open(window: MainWindow, qtbot: QtBot) -> SyncDialog:
    file_menu = window.menuBar().actions()[0].menu()
    action = next(a for a in file_menu.actions() if "Sync from" in a.text())
    action.trigger()
    dialog = window.findChild(SyncDialog)
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return dialog


def _figure_square(window: MainWindow, name: str) -> Square | None:
    session = window.controller.session
    assert session is not None
    return next(f.square for f in session.state.figures if f.name == name)


def test_an_accepted_proposal_moves_the_figure(
    window: MainWindow, prompts: FakePrompts, qtbot: QtBot, photo: Path
) -> None:
    dialog = _read(window, prompts, qtbot, photo)
    rows = dialog.decisions()
    assert ("Quicksilver", "H12") in [(name, to) for name, to, _ in rows]
    assert _figure_square(window, "Quicksilver") == Square.parse("K2")  # nothing moved yet
    row = [name for name, _, _ in rows].index("Quicksilver")
    dialog.table.cellWidget(row, 4).setCurrentText("Accept")
    dialog.apply_button.click()
    assert _figure_square(window, "Quicksilver") == Square.parse("H12")


def test_a_changed_square_is_used_and_a_rejected_move_is_not_made(
    window: MainWindow, prompts: FakePrompts, qtbot: QtBot, photo: Path
) -> None:
    dialog = _read(window, prompts, qtbot, photo)
    row = [name for name, _, _ in dialog.decisions()].index("Quicksilver")
    dialog.table.cellWidget(row, 2).setCurrentText("H11")
    dialog.table.cellWidget(row, 4).setCurrentText("Accept")
    for other in range(dialog.table.rowCount()):
        if other != row:
            dialog.table.cellWidget(other, 4).setCurrentText("Reject")
    before = {f.name: f.square for f in window.controller.session.state.figures}
    dialog.apply_button.click()
    after = {f.name: f.square for f in window.controller.session.state.figures}
    assert after["Quicksilver"] == Square.parse("H11")
    assert {n: s for n, s in after.items() if n != "Quicksilver"} == {
        n: s for n, s in before.items() if n != "Quicksilver"
    }


def test_a_bad_photo_says_why_and_changes_nothing(
    window: MainWindow, prompts: FakePrompts, qtbot: QtBot, tmp_path: Path
) -> None:
    dialog = _open(window, qtbot)
    bad = tmp_path / "blank.png"
    cv2.imwrite(str(bad), cv2.UMat(600, 800, cv2.CV_8UC3, (180, 180, 180)).get())
    before = window.controller.session.state
    prompts.open_path = str(bad)
    dialog.choose_button.click()
    assert prompts.kinds()[-1] == "error"
    assert "no map markers" in prompts.calls[-1][1][1]
    assert dialog.table.rowCount() == 0 and not dialog.apply_button.isEnabled()
    assert window.controller.session.state is before
