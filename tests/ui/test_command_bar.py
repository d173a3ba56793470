"""The command line in the real window (issue 14 item 3): commands typed into the bar
and sent with Enter, never controller calls; each test checks the board, the log and the
state changed as the equivalent click changes them, or did not change for a bad command."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtTest import QSignalSpy
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from faserip_desk.board.squares import Square
from faserip_desk.ui.board_view.geometry import SQUARE
from faserip_desk.ui.command_bar import CommandBar
from faserip_desk.ui.main_window import MainWindow
from tests.ui.fakes import FakePrompts
from tools.window_driver import press_shortcut


def open_bar(window: MainWindow) -> CommandBar:
    """Press "/" in the window: the bar shows with the cursor in it."""
    press_shortcut(window, QKeySequence("/"))
    bar = window.command_bar
    assert bar.isVisible() and QApplication.focusWidget() is bar.edit
    return bar


def type_command(qtbot: QtBot, window: MainWindow, text: str) -> str:
    """Open the bar, type `text`, check the preview, press Enter; the bar's answer."""
    bar = open_bar(window)
    bar.edit.clear()
    qtbot.keyClicks(bar.edit, text)
    preview = bar.answer.text()
    qtbot.keyClick(bar.edit, Qt.Key.Key_Return)
    assert preview, "the bar shows what Enter will do (or what is wrong) before Enter"
    return bar.answer.text()


def log_lines(window: MainWindow) -> list[str]:
    """The rows of the Game log dock."""
    model = window.log.model
    return [model.text(row) for row in range(model.rowCount())]


def square_of(window: MainWindow, figure: str) -> str:
    session = window.controller.session
    assert session is not None
    square = session.state.figure(figure).square
    return "" if square is None else square.name


def test_slash_opens_the_bar_and_escape_gives_the_keys_back_to_the_map(
    qtbot: QtBot, window: MainWindow
) -> None:
    assert not window.command_bar.isVisible()
    # Escape is the bar's even when some other part of the window has an Escape shortcut.
    elsewhere = QShortcut(QKeySequence(Qt.Key.Key_Escape), window)
    spy = QSignalSpy(elsewhere.activated)
    bar = open_bar(window)
    qtbot.keyClick(bar.edit, Qt.Key.Key_Escape)
    assert spy.count() == 0
    assert not bar.isVisible()
    assert QApplication.focusWidget() is window.map_view


def test_slash_typed_in_another_field_is_just_a_slash(qtbot: QtBot, window: MainWindow) -> None:
    field = window.dice.source  # the FEAT's "source" line in the Dice dock
    field.setFocus()
    qtbot.keyClicks(field, "Staggered/Blind")
    assert field.text() == "Staggered/Blind" and not window.command_bar.isVisible()


def test_a_typed_move_is_the_move_a_drag_makes(
    qtbot: QtBot, window: MainWindow, prompts: FakePrompts
) -> None:
    view = window.map_view
    start = view.mapFromScene(view.tokens["Daredevil"].sceneBoundingRect().center())
    end = start - QPoint(0, int(3 * SQUARE * view.transform().m22()))
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(view.viewport(), start - QPoint(0, 5))
    qtbot.mouseMove(view.viewport(), end)
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=end)
    session = window.controller.session
    assert session is not None
    dragged_to = square_of(window, "Daredevil")
    dragged, shown = session.records[-1].log, log_lines(window)
    asked_by_drag = prompts.calls[-1]
    qtbot.keyClick(view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # undo
    assert square_of(window, "Daredevil") == "J27"
    answer = type_command(qtbot, window, f"dare {dragged_to.lower()}")
    assert square_of(window, "Daredevil") == dragged_to
    assert session.records[-1].log == dragged  # same checks, same log lines
    assert prompts.calls[-1] == asked_by_drag  # the same "Move anyway" question
    assert asked_by_drag[1][1] == "Move anyway"
    assert answer.startswith(f"Daredevil moves J27 → {dragged_to}")
    assert log_lines(window) == shown  # the Game log shows what it showed for the drag
    assert window.controller.selected == "Daredevil"


def test_a_move_the_players_cancel_leaves_the_token(
    qtbot: QtBot, window: MainWindow, prompts: FakePrompts
) -> None:
    prompts.override = False  # the rules refuse (setup) and nobody says "Move anyway"
    answer = type_command(qtbot, window, "qu k7")
    assert square_of(window, "Quicksilver") == "K2"
    assert window.map_view.tokens["Quicksilver"].model.square == Square.parse("K2")
    assert answer.startswith("Quicksilver did not move — Cancelled: ")
    assert "the Issue has not begun yet" in answer


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("qx k7", "Expected a figure, an action or move/roll/karma/los, found 'qx'"),
        ("da k7", "'da' could be Daredevil or Dagger: type more of the name"),
        ("qu k99", "K99 is off the map (A1 to X28)"),
        ("qu", "Expected a square like K7 after Quicksilver, found nothing"),
        ("sab attack blob", "Expected an opponent of Sabretooth, found Blob (same side)"),
        ("roll 0", "Expected a percentile roll from 1 to 100 (00 is 100), found '0'"),
        ("karma cage s", "'s' could be speed or strength"),
        ("redo", "Redo is not available now"),  # the preview said "(not available now)"
        ("qu k2", "Quicksilver is already on K2"),
        ("los pyro qu k7", "Expected nothing after the two places, found 'k7'"),
    ],
)
def test_a_bad_command_says_why_in_one_line_and_changes_nothing(
    qtbot: QtBot, window: MainWindow, prompts: FakePrompts, text: str, said: str
) -> None:
    session = window.controller.session
    assert session is not None
    state, asked, lines = session.state, list(prompts.calls), log_lines(window)
    answer = type_command(qtbot, window, text)
    assert said in answer and "\n" not in answer
    assert window.command_bar.edit.text() == text  # left in the line, to fix
    assert said in window.statusBar().currentMessage()
    assert session.state is state and prompts.calls == asked and log_lines(window) == lines
    assert not window.controller.dirty


def test_undo_redo_and_every_action_by_its_name(
    qtbot: QtBot, window: MainWindow, prompts: FakePrompts
) -> None:
    bar = open_bar(window)
    qtbot.keyClicks(bar.edit, "redo")
    assert bar.answer.text() == "Enter: run Redo (not available now)"
    type_command(qtbot, window, "qu k7")
    type_command(qtbot, window, "undo")
    assert square_of(window, "Quicksilver") == "K2"
    type_command(qtbot, window, "redo")
    assert square_of(window, "Quicksilver") == "K7"
    answer = type_command(qtbot, window, "start page")  # Game ▸ Start Page (F5)
    session = window.controller.session
    assert session is not None and session.state.turn.page == 1
    assert "initiative" in prompts.kinds() and answer == "Start Page: done"


def test_an_attack_opens_the_attack_dialog_chosen_and_roll_answers_its_step(
    qtbot: QtBot, window: MainWindow
) -> None:
    bar = open_bar(window)
    qtbot.keyClicks(bar.edit, "sab attack cage claws")
    assert bar.answer.text() == (
        "Enter: Sabretooth attacks Luke Cage with Savage Claws — the rules say: "
        "Luke Cage is not adjacent (or within reach) (declaring asks first)"
    )
    qtbot.keyClick(bar.edit, Qt.Key.Key_Return)
    answer = bar.answer.text()
    dialog = window.attack_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.attacker == "Sabretooth"  # type: ignore[attr-defined]
    assert dialog.choice() == ("Savage Claws", "Luke Cage")  # type: ignore[attr-defined]
    assert "Enter there declares it" in answer
    session = window.controller.session
    assert session is not None and session.state.attack is None  # nothing declared yet
    qtbot.keyClick(dialog.declare, Qt.Key.Key_Return)  # type: ignore[attr-defined]
    assert session.state.attack is not None and not session.state.attack.rolled
    bar = open_bar(window)
    qtbot.keyClicks(bar.edit, "roll 67")
    assert bar.answer.text() == "Enter: enter the roll 67 for the attack roll"
    qtbot.keyClick(bar.edit, Qt.Key.Key_Return)
    answer = bar.answer.text()
    assert session.records[-1].op == "attack_roll"
    assert session.applied[-1].roll == 67  # type: ignore[attr-defined]
    assert answer == session.records[-1].log[0]
    assert dialog.stage() != "before_roll"  # type: ignore[attr-defined]


def test_roll_without_an_attack_is_the_dice_dock_feat(qtbot: QtBot, window: MainWindow) -> None:
    bar = open_bar(window)
    qtbot.keyClicks(bar.edit, "roll 00")
    assert bar.answer.text() == "Enter: enter the roll 100 for the Dice dock's Good FEAT"
    bar.edit.clear()
    answer = type_command(qtbot, window, "roll 00")
    assert window.dice.result.text().endswith("(100)")
    assert "roll 100 on Good" in log_lines(window)[-1]
    assert answer.startswith("Dice: Good FEAT")


def test_karma_and_line_of_sight(qtbot: QtBot, window: MainWindow) -> None:
    session = window.controller.session
    assert session is not None
    karma = session.state.figure("Luke Cage").karma
    answer = type_command(qtbot, window, "karma cage speed")
    assert session.state.figure("Luke Cage").karma == karma - 1
    assert answer.startswith("Luke Cage spends 1 Karma") and "Karma" in log_lines(window)[-1]
    position = session.position
    answer = type_command(qtbot, window, "los dare k24")
    assert answer.startswith("Daredevil to K24: Line of sight J27 → K24:")
    assert "Line of sight J27 → K24" in window.statusBar().currentMessage()
    assert session.position == position  # a question, not an operation


def test_tab_completes_and_up_recalls_the_history(qtbot: QtBot, window: MainWindow) -> None:
    bar = open_bar(window)
    qtbot.keyClicks(bar.edit, "quicks")
    qtbot.keyClick(bar.edit, Qt.Key.Key_Tab)
    assert bar.edit.text() == "Quicksilver "
    assert QApplication.focusWidget() is bar.edit  # Tab completed, the focus stayed
    qtbot.keyClicks(bar.edit, "k7")
    seen = bar.answer.text()  # before Enter: the whole command and the rules' word on it
    assert seen.startswith("Enter: move Quicksilver to K7 — the rules say: ")
    assert "not activated" in seen and seen.endswith("(Enter asks first)")
    assert square_of(window, "Quicksilver") == "K2"  # completion changed nothing
    qtbot.keyClick(bar.edit, Qt.Key.Key_Return)
    assert square_of(window, "Quicksilver") == "K7" and bar.edit.text() == ""
    bar.edit.clear()
    qtbot.keyClicks(bar.edit, "sab attack d")
    qtbot.keyClick(bar.edit, Qt.Key.Key_Tab)
    assert bar.edit.text() == "sab attack Da"  # the part both candidates share
    assert "Daredevil" in bar.answer.text() and "Dagger" in bar.answer.text()
    qtbot.keyClick(bar.edit, Qt.Key.Key_Tab)
    qtbot.keyClick(bar.edit, Qt.Key.Key_Tab)
    assert bar.edit.text() in ("sab attack Daredevil", "sab attack Dagger")
    bar.edit.clear()
    qtbot.keyClick(bar.edit, Qt.Key.Key_Up)
    assert bar.edit.text() == "Quicksilver k7"
    qtbot.keyClick(bar.edit, Qt.Key.Key_Down)
    assert bar.edit.text() == ""


def test_every_action_of_the_window_can_be_typed_by_its_name(
    qtbot: QtBot, window: MainWindow
) -> None:
    """The keyboard path of actions without a shortcut (Attack, Overrides, the editors…):
    their menu name or an alias in the command line, listed in Help ▸ Keyboard."""
    bar = open_bar(window)
    for action in window.registry:
        if action.id == "command_line":
            continue
        for name in (action.name, *action.aliases):
            bar.edit.clear()
            qtbot.keyClicks(bar.edit, name.lower())
            assert bar.answer.text().startswith(f"Enter: run {action.name}"), name
    answer = type_command(qtbot, window, "shortcuts")  # Help ▸ Keyboard by an alias
    dialog = window.keyboard_dialog
    assert dialog is not None and dialog.isVisible() and answer == "Keyboard: done"
    table = dialog.table  # type: ignore[attr-defined]
    rows = {table.item(r, 1).text(): table.item(r, 2).text() for r in range(table.rowCount())}
    assert rows["Command line"] == "/"
    type_command(qtbot, window, "overrides")
    assert window.overrides_dialog is not None and window.overrides_dialog.isVisible()
    answer = type_command(qtbot, window, "?")
    assert answer.startswith("Commands: <figure> <square> (qu k7)")
