"""The sync dialog on a photo where two figures may be the other way round: the rows say
so, and one click swaps their squares (issue 16, swaps)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from faserip_desk.board.squares import Square
from faserip_desk.ui.main_window import MainWindow
from tests.sync.conftest import SWAP_MOVES as MOVED
from tests.sync.conftest import demo_state, swap_photo
from tests.ui.fakes import FakePrompts
from tests.ui.test_sync_dialog import _figure_square, _read

__all__ = ["demo_state", "swap_photo"]  # the photo's fixtures, shared with tests/sync


def test_a_pair_that_may_be_the_other_way_round_is_swapped_with_one_click(
    window: MainWindow, prompts: FakePrompts, qtbot: QtBot, swap_photo: Path
) -> None:
    dialog = _read(window, prompts, qtbot, swap_photo)
    names = [name for name, _, _ in dialog.decisions()]
    rows = {name: names.index(name) for name in MOVED}
    for name, row in rows.items():
        sure = dialog.table.item(row, 3)
        assert "either way" in sure.text()
        other = next(n for n in MOVED if n != name)
        assert other in sure.toolTip() and "cannot tell" in sure.toolTip()
    assert [b.text() for b in dialog.swaps.buttons] == ["Swap Mystique ↔ Sabretooth"]
    assert dialog.swaps.isVisible()
    assert dialog.swaps.why.text().startswith(
        "Mystique and Sabretooth could each have reached either square"
    )
    proposed = {name: to for name, to, _ in dialog.decisions() if name in MOVED}
    assert proposed == {"Mystique": "Q4", "Sabretooth": "J5"}  # the wrong way round

    # The players accept Mystique's row, then see the table and swap: the squares change
    # places, the decisions do not.
    dialog.table.cellWidget(rows["Mystique"], 4).setCurrentText("Accept")
    decided = [decision for _, _, decision in dialog.decisions()]
    qtbot.mouseClick(dialog.swaps.buttons[0], Qt.MouseButton.LeftButton)
    swapped = {name: to for name, to, _ in dialog.decisions() if name in MOVED}
    assert swapped == MOVED
    assert [decision for _, _, decision in dialog.decisions()] == decided

    # Swapping twice puts them back; a third click swaps again.
    qtbot.mouseClick(dialog.swaps.buttons[0], Qt.MouseButton.LeftButton)
    assert {name: to for name, to, _ in dialog.decisions() if name in MOVED} == proposed
    qtbot.mouseClick(dialog.swaps.buttons[0], Qt.MouseButton.LeftButton)

    dialog.table.cellWidget(rows["Sabretooth"], 4).setCurrentText("Accept")
    qtbot.mouseClick(dialog.apply_button, Qt.MouseButton.LeftButton)
    assert {name: _figure_square(window, name) for name in MOVED} == {
        name: Square.parse(to) for name, to in MOVED.items()
    }
    # The table is emptied after the moves, and its swap buttons with it.
    assert dialog.table.rowCount() == 0 and not dialog.swaps.buttons
    assert not dialog.swaps.isVisible()
