"""File ▸ Sync from photo…: proposals from a photo; only accepted moves are made, through
the same Move path as a drag."""

from __future__ import annotations

from pathlib import Path

import cv2
import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from benchmarks.sync_photos import render_photo
from faserip_desk.board.squares import Square
from faserip_desk.commands.sync import load_state
from faserip_desk.print.map_markers import laid_map_image
from faserip_desk.sync.heif import write_heic
from faserip_desk.sync.markers import MARKER_IN, QUIET_IN, marker_layout
from faserip_desk.ui.dialogs.sync_dialog import SyncDialog
from faserip_desk.ui.main_window import MainWindow
from tests.sync.conftest import DEMO, TEXTURE_PPI, demo_photo
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


def test_a_phones_heic_photo_is_read(
    window: MainWindow, prompts: FakePrompts, qtbot: QtBot, photo: Path, tmp_path: Path
) -> None:
    heic = tmp_path / "IMG_0042.HEIC"
    write_heic(cv2.imread(str(photo)), heic)
    dialog = _read(window, prompts, qtbot, heic)
    assert ("Quicksilver", "H12") in [(name, to) for name, to, _ in dialog.decisions()]
    assert _figure_square(window, "Quicksilver") == Square.parse("K2")  # nothing moved yet


def test_a_damaged_heic_photo_says_how_to_get_a_jpeg(
    window: MainWindow, prompts: FakePrompts, qtbot: QtBot, tmp_path: Path
) -> None:
    dialog = _open(window, qtbot)
    heic = tmp_path / "IMG_0042.HEIC"
    heic.write_bytes(b"\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic" + bytes(64))
    prompts.open_path = str(heic)
    dialog.choose_button.click()
    assert prompts.kinds()[-1] == "error"
    message = prompts.calls[-1][1][1]
    assert "IMG_0042.HEIC" in message and "export it as JPEG" in message
    assert dialog.table.rowCount() == 0 and not dialog.apply_button.isEnabled()


@pytest.fixture(scope="module")
def mat_photo(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[tuple[float, float]]]:
    """The demo position after Quicksilver's Move on a mat without the app's markers (the
    printed marker patches left white), and where the mat's corners are in the photo."""
    state = load_state(DEMO)
    board = state.board_map
    texture = laid_map_image(board, TEXTURE_PPI, margin_in=0.5, sheet_seed=2)
    half = (MARKER_IN / 2 + QUIET_IN) * TEXTURE_PPI
    for x, y in marker_layout(board.name, board.width, board.height).centres.values():
        cx, cy = (x + 0.5) * TEXTURE_PPI, (y + 0.5) * TEXTURE_PPI
        texture[round(cy - half) : round(cy + half), round(cx - half) : round(cx + half)] = 255
    where = [f.square for f in state.figures if f.square is not None and f.name != "Quicksilver"]
    photo = render_photo(
        texture, TEXTURE_PPI, 0.5, board, [*where, Square.parse("H12")], 1, (2400, 1800), False
    )
    path = tmp_path_factory.mktemp("mat") / "mat.jpg"
    cv2.imwrite(str(path), photo.image)
    return path, photo.corners


def test_a_mat_without_markers_is_placed_by_four_clicks_and_remembered(
    window: MainWindow,
    prompts: FakePrompts,
    qtbot: QtBot,
    mat_photo: tuple[Path, list],  # type: ignore[type-arg]
) -> None:
    path, corners = mat_photo
    dialog = _read(window, prompts, qtbot, path)
    assert prompts.kinds()[-1] == "error"  # no markers: nothing read yet
    assert dialog.table.rowCount() == 0 and not dialog.forget_button.isEnabled()
    dialog.corners_button.click()
    assert "A1" in dialog.path_label.text()
    for x, y in corners:
        at = dialog.photo.widget_point(x, y).toPoint()
        qtbot.mouseClick(dialog.photo, Qt.MouseButton.LeftButton, pos=at)
    assert ("Quicksilver", "H12") in [(name, to) for name, to, _ in dialog.decisions()]
    assert "corners marked" in dialog.summary.text()
    # The next photo of that map is read with the remembered corners, without clicking.
    errors = prompts.kinds().count("error")
    dialog.choose_button.click()
    assert prompts.kinds().count("error") == errors
    assert ("Quicksilver", "H12") in [(name, to) for name, to, _ in dialog.decisions()]
    dialog.forget_button.click()
    assert not dialog.forget_button.isEnabled()
    dialog.choose_button.click()
    assert prompts.kinds().count("error") == errors + 1
