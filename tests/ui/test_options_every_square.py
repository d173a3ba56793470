"""The "Every square" view of View ▸ What can she do?, driven as a player does (F8, the
check box, roster clicks, Ctrl+Z): its rows come in a slice at a time with a note that
work is under way, and a change of the selection or of the position mid-way drops the
work for the old one at once — no row of the old figure or position is ever added."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from faserip_desk.board.squares import Square
from faserip_desk.commands.option_detail import attack_squares, square_option
from faserip_desk.commands.options import figure_options
from faserip_desk.game.state import GameState
from faserip_desk.ui.docks import options_every_square
from faserip_desk.ui.docks.options_dock import OptionsDock
from faserip_desk.ui.main_window import MainWindow
from tests.ui.test_options_dock import click, selected_with_quicksilver_near
from tools.window_driver import press_shortcut

WORKING = "working out every square"


@pytest.fixture(autouse=True)
def one_unit_per_slice(monkeypatch: pytest.MonkeyPatch) -> None:
    """A slice of one unit of work: the plans an earlier test made may be cached, and the
    whole list would then fit in one 20 ms slice, leaving nothing to cancel mid-way."""
    monkeypatch.setattr(options_every_square, "BUDGET_MS", 0.0)


def click_in_roster(qtbot: QtBot, window: MainWindow, figure: str) -> None:
    """Select `figure` with a click on its row in its player's roster."""
    player = next(p for p, m in enumerate(window.roster.models) if m.row_of(figure) >= 0)
    table = window.roster.tables[player]
    rect = table.visualRect(table.model().index(window.roster.models[player].row_of(figure), 0))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def tick_and_wait_for_some_rows(qtbot: QtBot, dock: OptionsDock) -> int:
    """Tick Every square and wait until it has added rows but is not done; the rows shown."""
    base = dock.table.rowCount()
    click(qtbot, dock.every)
    assert dock.expander.busy and WORKING in dock.heading.text()
    deadline = time.monotonic() + 60
    while dock.table.rowCount() == base and time.monotonic() < deadline:
        QApplication.processEvents()  # one turn of the event loop at a time
    assert dock.expander.busy, "done in one slice: nothing left to cancel"
    assert WORKING in dock.heading.text()  # the rows so far, and a note that more come
    return dock.table.rowCount()


def every_square_rows(state: GameState, figure: str) -> list[tuple[str, str, Square]]:
    """What Every square must list for `figure`: each attack and target from each square
    the board allows it from and the rules accept it on (charges from their own)."""
    rows = []
    for o in figure_options(state, figure).attacks:
        rows.append((o.attack, o.target, o.square))
        for square, cost in attack_squares(state, figure, o).items():
            if square != o.square and square_option(state, figure, o, square, cost):
                rows.append((o.attack, o.target, square))
    return sorted(rows, key=str)


def listed_rows(dock: OptionsDock) -> list[tuple[str, str, Square]]:
    """The rows the panel shows, as (attack, target, square)."""
    options = [dock.row_option(r) for r in range(dock.table.rowCount())]
    return sorted(((o.attack, o.target, o.square) for o in options if o), key=str)


def test_every_square_fills_in_a_slice_at_a_time_and_a_new_selection_drops_the_old_work(
    qtbot: QtBot, window: MainWindow
) -> None:
    dock, session = selected_with_quicksilver_near(qtbot, window, "Quicksilver")
    assert dock.figure_id == "Quicksilver"
    shown = tick_and_wait_for_some_rows(qtbot, dock)
    click_in_roster(qtbot, window, "Daredevil")
    assert window.controller.selected == "Daredevil"
    assert not dock.expander.busy  # dropped at the click, not when the list is redone
    qtbot.wait(40)  # event-loop turns before the new list is worked out
    assert dock.figure_id == "Quicksilver" and dock.table.rowCount() == shown  # nothing added
    qtbot.waitUntil(lambda: dock.figure_id == "Daredevil", timeout=10000)
    assert dock.every.isChecked()
    qtbot.waitUntil(lambda: not dock.expander.busy, timeout=60000)
    expected = every_square_rows(session.state, "Daredevil")
    assert listed_rows(dock) == expected  # Daredevil's rows, each once: no stale row
    assert len(expected) > len(figure_options(session.state, "Daredevil").attacks)
    assert dock.heading.text().startswith("Daredevil (selected):")
    assert WORKING not in dock.heading.text()


def test_a_change_of_position_mid_way_drops_the_work_for_the_old_one(
    qtbot: QtBot, window: MainWindow
) -> None:
    dock, session = selected_with_quicksilver_near(qtbot, window, "Luke Cage")
    shown = tick_and_wait_for_some_rows(qtbot, dock)
    old, worked_out = session.state, dock.options
    press_shortcut(window, QKeySequence(QKeySequence.StandardKey.Undo))  # Quicksilver back
    assert session.state is not old
    assert not dock.expander.busy  # dropped at the undo
    qtbot.wait(40)
    assert dock.options is worked_out and dock.table.rowCount() == shown  # nothing added
    qtbot.waitUntil(lambda: dock.options is not worked_out, timeout=10000)
    qtbot.waitUntil(lambda: not dock.expander.busy, timeout=60000)
    assert listed_rows(dock) == every_square_rows(session.state, "Luke Cage")
