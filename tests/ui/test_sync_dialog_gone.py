"""A figure gone where the photo does not show gets a row of its own in the sync dialog:
the squares there it could have reached are listed, one Move first, nothing is preselected
to move, and the square the players choose is moved to through the same Move path as a
drag (issue 16: proposed moves the players accept, change or reject; never a silent move).
Rules, Movement: a Move action covers up to the figure's Speed."""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np
import pytest
from PySide6.QtWidgets import QTableWidget
from pytestqt.qtbot import QtBot

from benchmarks.sync_photos import paint_skin
from faserip_desk.board.squares import Square
from faserip_desk.commands.sync import load_state
from faserip_desk.sync.analyse import SyncReport
from faserip_desk.sync.matching import Matching, ProposedMove, peeked_text
from faserip_desk.ui.dialogs.sync_rows import GONE_TIP, HIDDEN_TOO, PEEKED_TIP, fill_rows
from faserip_desk.ui.main_window import MainWindow
from tests.sync.conftest import DEMO, demo_photo
from tests.ui.fakes import FakePrompts
from tests.ui.test_sync_dialog import _figure_square, _read


@pytest.fixture(scope="module")
def covered_photo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The demo position after Quicksilver's Move to H12, with a hand-sized patch of skin
    over F10–K15 (H12 and the squares round it): nothing of Quicksilver shows anywhere.
    Seed 4: its photo shows no faint reading elsewhere that could be taken for it."""
    state = load_state(DEMO)
    image = paint_skin(demo_photo(state, 4, hand=False), state.board_map, (5.6, 9.6, 10.4, 14.4))
    path = tmp_path_factory.mktemp("sync_gone") / "hand.jpg"
    cv2.imwrite(str(path), image)
    return path


def test_a_figure_gone_under_a_hand_is_placed_from_its_row_when_the_players_choose(
    window: MainWindow, prompts: FakePrompts, qtbot: QtBot, covered_photo: Path
) -> None:
    dialog = _read(window, prompts, qtbot, covered_photo)
    rows = dialog.decisions()
    names = [name for name, _, _ in rows]
    assert names.count("Quicksilver") == 1
    row = names.index("Quicksilver")
    assert dialog.table.item(row, 1).text() == "K2"
    assert "not in the photo" in dialog.table.item(row, 3).text()
    assert dialog.table.item(row, 3).toolTip() == GONE_TIP
    # Nothing is chosen for the players: the row waits for them.
    assert rows[row][2] == "Reject"
    squares = dialog.table.cellWidget(row, 2)
    listed = [squares.itemText(i) for i in range(squares.count())]
    assert "H12" in listed and "K2" not in listed
    # The summary names the figure and squares it could stand on.
    assert "Quicksilver not on K2" in dialog.summary.text()
    assert "there it could have reached" in dialog.summary.text()
    assert "choose its square in its row if it moved" in dialog.summary.text()
    # Making the accepted moves with the row left as it is moves nobody.
    dialog.apply_button.click()
    assert _figure_square(window, "Quicksilver") == Square.parse("K2")
    # Read again, the square the players choose in the row is moved to.
    prompts.open_path = str(covered_photo)
    dialog.choose_button.click()
    squares = dialog.table.cellWidget(row, 2)
    squares.setCurrentIndex(squares.findText("H12"))
    dialog.table.cellWidget(row, 4).setCurrentText("Accept")
    dialog.apply_button.click()
    assert _figure_square(window, "Quicksilver") == Square.parse("H12")


def test_an_asked_moves_list_ends_with_the_squares_it_could_have_reached_unseen(
    qtbot: QtBot,
) -> None:
    # Quicksilver proposed, asked, to M5 while a hand covers A1–C3 within his reach: his To
    # list holds M5 first, then the squares under the hand, and its tooltip says so.
    state = load_state(DEMO)
    quicksilver = next(f for f in state.figures if f.name == "Quicksilver")
    assert quicksilver.square
    move = ProposedMove(quicksilver.id, "Quicksilver", quicksilver.square, Square.parse("M5"), 0.6)
    hand = (Square.parse("C1"), Square.parse("C2"))
    matching = Matching(moves=[move], hidden_options={quicksilver.id: hand})
    report = SyncReport(
        state.board_map.name, 8, 8, [], frozenset(hand), matching, np.zeros((1, 1, 3), np.uint8)
    )
    table = QTableWidget(0, 5)
    qtbot.addWidget(table)
    fill_rows(table, report, {quicksilver.id: "Quicksilver"})
    squares = table.cellWidget(0, 2)
    assert [squares.itemText(i) for i in range(squares.count())] == ["M5", "C1", "C2"]
    assert HIDDEN_TOO in squares.toolTip()
    assert table.cellWidget(0, 4).currentText() == "Reject"


def test_a_figure_glimpsed_beside_the_fingers_is_proposed_asked_with_the_reason(
    window: MainWindow, prompts: FakePrompts, qtbot: QtBot, tmp_path: Path
) -> None:
    # The hand covers H12's middle but Quicksilver's base's edge and body show beyond it
    # (seed 1): his move is proposed there, marked not in the photo, and waits for Accept.
    state = load_state(DEMO)
    path = tmp_path / "glimpse.jpg"
    cv2.imwrite(
        str(path),
        paint_skin(demo_photo(state, 1, hand=False), state.board_map, (5.6, 9.6, 7.7, 14.4)),
    )
    dialog = _read(window, prompts, qtbot, path)
    rows = dialog.decisions()
    assert rows == [("Quicksilver", "H12", "Reject")]
    assert "not in photo" in dialog.table.item(0, 3).text()
    assert dialog.table.item(0, 3).toolTip() == PEEKED_TIP
    assert dialog.table.cellWidget(0, 2).toolTip() == PEEKED_TIP
    assert peeked_text("Quicksilver", "H12") in dialog.summary.text()
    dialog.table.cellWidget(0, 4).setCurrentText("Accept")
    dialog.apply_button.click()
    assert _figure_square(window, "Quicksilver") == Square.parse("H12")
