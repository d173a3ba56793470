"""A short game driven through the window as a user would: start the Page, activate, move
(legal, then illegal with "Move anyway"), Dodge, end the activation and the Page, undo,
save and load."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from faserip_desk.board.squares import Square
from faserip_desk.game import Readiness
from faserip_desk.ui.main_window import MainWindow
from tests.ui.fakes import FakePrompts


def click(qtbot: QtBot, button: object) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # type: ignore[arg-type]


def select_in_roster(qtbot: QtBot, window: MainWindow, player: int, row: int) -> None:
    table = window.roster.tables[player]
    rect = table.visualRect(table.model().index(row, 0))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_a_short_game(
    qtbot: QtBot, window: MainWindow, prompts: FakePrompts, tmp_path: Path
) -> None:
    c = window.controller
    assert c.session is not None and c.session.state.turn.phase == "setup"
    tracker = window.turn.buttons

    # Start the Page: Initiative typed in (Bruce 68, Samuel 43); Bruce goes first.
    click(qtbot, tracker["start_page"])
    assert prompts.kinds() == ["initiative"]
    state = c.session.state
    assert state.turn.page == 1 and state.turn.page_winner == 0
    click(qtbot, tracker["go_first"])
    assert c.session.state.turn.panel_player == 0
    assert window.turn.values["Turn"].text() == "Bruce"

    # Select Daredevil in the roster: the map follows; activate him.
    select_in_roster(qtbot, window, 0, 0)
    assert c.selected == "Daredevil"
    click(qtbot, tracker["activate"])
    assert c.session.state.turn.activation is not None
    assert window.turn.values["Activated"].text() == "Daredevil"

    # A legal move, dragged on the map.
    window.map_view.move_requested.emit("Daredevil", Square.parse("J27"), Square.parse("J24"), None)
    assert c.session.state.figure("Daredevil").square == Square.parse("J24")
    assert prompts.kinds().count("override") == 0

    # Dodge with a typed roll of 70.
    prompts.rolls = [70]
    click(qtbot, tracker["dodge"])
    assert c.session.state.figure("Daredevil").dodge is not None
    assert "Dodge" in window.roster.models[0].data(window.roster.models[0].index(0, 5))

    # An illegal move: cancelled first (nothing changes), then made anyway.
    steps = c.session.position
    prompts.override = False
    window.map_view.move_requested.emit("Daredevil", Square.parse("J24"), Square.parse("J5"), None)
    assert c.session.position == steps
    assert c.session.state.figure("Daredevil").square == Square.parse("J24")
    prompts.override = True
    window.map_view.move_requested.emit("Daredevil", Square.parse("J24"), Square.parse("J5"), None)
    reasons, action = prompts.calls[-1][1]
    assert action == "Move anyway"
    assert any("cannot reach J5" in r for r in reasons)
    assert c.session.state.figure("Daredevil").square == Square.parse("J5")
    assert c.session.records[-1].overridden
    assert window.log.model.text(c.session.position).startswith(f"{c.session.position}. ⚠")

    # End the activation, then the Page (figures are still Ready: ended anyway).
    click(qtbot, tracker["end_activation"])
    assert c.session.state.figure("Daredevil").readiness is Readiness.TIRED
    click(qtbot, tracker["end_page"])
    assert prompts.calls[-1][1][1] == "End the Page anyway"
    assert c.session.state.turn.panel == 0
    assert c.session.state.figure("Daredevil").readiness is Readiness.READY

    # Undo the end of the Page (Edit > Undo), then redo and undo again.
    window.actions.undo.trigger()
    assert c.session.state.figure("Daredevil").readiness is Readiness.TIRED
    assert window.actions.redo.isEnabled()
    window.actions.redo.trigger()
    window.actions.undo.trigger()
    assert c.session.can_redo()
    position = c.session.position

    # Save (asked for a file name: the game is untitled), then load it back.
    target = tmp_path / "short.issue.json"
    prompts.save_path = str(target)
    window.actions.save.trigger()
    assert target.is_file() and not c.dirty
    assert str(target.resolve()) in [a.toolTip() for a in window.recent_menu.actions()]
    window.controller.undo_to(0)
    assert window.open_file(str(target))
    assert c.session.position == position
    assert c.session.state.figure("Daredevil").square == Square.parse("J5")
    assert "short.issue.json" in window.windowTitle()


def test_condition_chips_toggle_conditions(
    qtbot: QtBot, window: MainWindow, prompts: FakePrompts
) -> None:
    c = window.controller
    c.select("Blob")
    chip = window.roster.chip("stunned")
    assert chip.isEnabled() and not chip.isChecked()
    click(qtbot, chip)
    assert c.session is not None and c.session.state.figure("Blob").has("stunned")
    assert chip.isChecked()
    row = window.roster.models[1].row_of("Blob")
    assert window.roster.models[1].data(window.roster.models[1].index(row, 4)) == "Stunned"
    click(qtbot, chip)
    assert not c.session.state.figure("Blob").has("stunned")
    assert not chip.isChecked()


def test_game_log_undoes_to_any_point(qtbot: QtBot, window: MainWindow) -> None:
    c = window.controller
    c.start_page((90, 10))
    c.choose_first(True)
    assert c.session is not None and c.session.position == 3
    view = window.log.view
    index = window.log.model.index(1, 0)
    view.setCurrentIndex(index)
    click(qtbot, window.log.undo_here)
    assert c.session.position == 1
    assert window.log.model.text(3).endswith("(undone)")
    # Double-clicking an undone step goes forward to it.
    rect = view.visualRect(window.log.model.index(3, 0))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert c.session.position == 3


def test_map_selection_follows_the_roster(qtbot: QtBot, window: MainWindow) -> None:
    window.map_view.figure_selected.emit("Pyro")
    assert window.controller.selected == "Pyro"
    table = window.roster.tables[1]
    rows = table.selectionModel().selectedRows()
    assert [r.row() for r in rows] == [window.roster.models[1].row_of("Pyro")]
    assert window.roster.tables[0].selectionModel().selectedRows() == []
