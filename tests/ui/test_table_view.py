"""The table view (issue 8 item 4): a read-only, player-facing window that follows the
operator's map (tokens, selection, visible region), shows the scoreboard and the last roll,
and takes no input."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QComboBox, QLineEdit
from pytestqt.qtbot import QtBot

from faserip_desk.board.squares import Square
from faserip_desk.game import events as ev
from faserip_desk.game.attack_events import AttackRoll, EnduranceFeat, Reroll
from faserip_desk.ui.board_view import MapView
from faserip_desk.ui.board_view.geometry import SQUARE
from faserip_desk.ui.main_window import MainWindow
from faserip_desk.ui.table_view import TableWindow
from faserip_desk.ui.table_view.follower import visible_region
from faserip_desk.ui.table_view.last_roll import latest_roll
from tests.game.attack_helpers import roll_for
from tests.ui.test_attack_dialog import arena_window

# Raising a window (reopening it, or going full screen) is beyond the offscreen platform.
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support raise")


def open_table(qtbot: QtBot, window: MainWindow) -> TableWindow:
    """View ▸ Table view…, as the operator would."""
    window.actions.table_view.trigger()
    table = window.table_view.window
    assert isinstance(table, TableWindow)
    table.resize(1200, 700)
    qtbot.waitExposed(table)
    return table


def start_playing(window: MainWindow) -> None:
    """Page 1 begun, Bruce acting first."""
    c = window.controller
    c.start_page((68, 43))
    c.choose_first(True)


def same_region(table: TableWindow, window: MainWindow) -> bool:
    """The table shows the operator's region: same centre (a tenth of a square), and all of
    it, filling the table view in one direction (2%)."""
    lead, shown = visible_region(window.map_view), table.map.visible_region()
    offset = lead.center() - shown.center()
    if abs(offset.x()) > SQUARE / 10 or abs(offset.y()) > SQUARE / 10:
        return False
    if not shown.adjusted(-2, -2, 2, 2).contains(lead):
        return False
    return min(shown.width() / lead.width(), shown.height() / lead.height()) < 1.02


def squares_in(region: QRectF, table: TableWindow) -> set[str]:
    """The squares whose centres lie in `region`."""
    board_map = table.map.board_map
    assert board_map is not None
    return {
        Square(col, row).name
        for col in range(board_map.width)
        for row in range(board_map.height)
        if region.contains(QPointF((col + 0.5) * SQUARE, (row + 0.5) * SQUARE))
    }


def drag_daredevil(qtbot: QtBot, view: MapView) -> None:
    """Press on Daredevil's token, drag it three squares up, release."""
    start = view.mapFromScene(view.tokens["Daredevil"].sceneBoundingRect().center())
    end = start - QPoint(0, int(3 * SQUARE * view.transform().m22()))
    port = view.viewport()
    qtbot.mousePress(port, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(port, start - QPoint(0, 5))
    qtbot.mouseMove(port, end)
    qtbot.mouseRelease(port, Qt.MouseButton.LeftButton, pos=end)


def test_the_table_view_opens_with_the_map_and_the_figures(
    qtbot: QtBot, window: MainWindow
) -> None:
    table = open_table(qtbot, window)
    assert table.isVisible() and table.isWindow()
    assert table.map is not window.map_view
    assert table.map.board_map == window.map_view.board_map
    assert set(table.map.tokens) == set(window.map_view.tokens)
    assert table.score.names[0].text().endswith("Bruce")
    assert table.last_roll.what.text() == "No roll yet"
    # One entry per screen in View ▸ Table view full screen on.
    menu = window.actions.table_screens
    menu.aboutToShow.emit()
    assert len(menu.actions()) == len(QGuiApplication.screens())
    assert menu.actions()[0].text().startswith("Screen 1: ")
    # Opening it again reuses the window.
    window.actions.table_view.trigger()
    assert window.table_view.window is table


def test_tokens_and_selection_follow_the_game(qtbot: QtBot, window: MainWindow) -> None:
    table = open_table(qtbot, window)
    start_playing(window)
    c = window.controller
    c.activate("Daredevil")
    assert c.move("Daredevil", Square.parse("J24")) is not None
    token = table.map.tokens["Daredevil"]
    assert token.model.square == Square.parse("J24")
    assert token.pos() == window.map_view.tokens["Daredevil"].pos()
    c.select("Blob")
    assert table.map.tokens["Blob"].selected
    assert not table.map.tokens["Daredevil"].selected
    window.actions.undo.trigger()
    assert table.map.tokens["Daredevil"].model.square == Square.parse("J27")


def test_it_shows_the_region_the_operator_shows(qtbot: QtBot, window: MainWindow) -> None:
    table = open_table(qtbot, window)
    qtbot.waitUntil(lambda: same_region(table, window))
    view = window.map_view
    view.zoom(2.0)
    view.centerOn(QPointF(8 * SQUARE, 20 * SQUARE))
    qtbot.waitUntil(lambda: same_region(table, window))
    lead = visible_region(view)
    assert squares_in(lead, table) <= squares_in(table.map.visible_region(), table)
    assert "I21" in squares_in(table.map.visible_region(), table)
    # A pan with the scroll bar, then a fit: followed too.
    view.horizontalScrollBar().setValue(view.horizontalScrollBar().value() + 150)
    qtbot.waitUntil(lambda: same_region(table, window))
    window.actions.fit_map.trigger()
    qtbot.waitUntil(lambda: same_region(table, window))
    # A resized table window keeps showing the same region.
    table.resize(900, 800)
    qtbot.waitUntil(lambda: same_region(table, window))


def test_the_last_roll_shows_a_typed_feat(qtbot: QtBot, window: MainWindow) -> None:
    table = open_table(qtbot, window)
    dice = window.dice
    dice.rank.setCurrentText("Remarkable")
    dice.amount.setValue(-1)
    dice.source.setText("Staggered")
    dice.add_shift.click()
    dice.tens.setValue(5)
    dice.ones.setValue(7)
    dice.use_typed.click()
    roll = table.last_roll
    assert roll.value.text() == "57"
    assert roll.color.text() == "GREEN"
    assert roll.column.text() == "Remarkable −1CS (Staggered) = Excellent"
    window.actions.undo.trigger()
    assert roll.what.text() == "No roll yet"


def test_the_last_roll_of_an_attack(qtbot: QtBot, window: MainWindow) -> None:
    arena_window(window, Luke_Cage="C10", Kraven="D10")
    table = open_table(qtbot, window)
    c = window.controller
    c.do(ev.Activate(figure="Luke Cage"))
    c.do(ev.DeclareAttack(figure="Luke Cage", attack="Not on my block!", target="Kraven"))
    c.do(AttackRoll(roll=roll_for("Remarkable", 0, "yellow")))
    assert table.last_roll.color.text() == "YELLOW"
    assert table.last_roll.what.text().startswith("Luke Cage attacks Kraven")
    assert "Remarkable" in table.last_roll.column.text()
    assert latest_roll(c.session) == table.last_roll.roll


def test_the_scoreboard_follows_vp_and_the_turn(qtbot: QtBot, window: MainWindow) -> None:
    table = open_table(qtbot, window)
    score = table.score
    assert score.turn.text() == "Setup"
    assert "VP to win" in score.target.text()
    start_playing(window)
    assert score.turn.text() == "Page 1  ·  Panel 1"
    assert score.acting.text() == "Bruce's turn"
    assert score.names[0].text() == "▶ Bruce"
    window.controller.do(ev.SetVictoryPoints(player=1, value=4))
    assert score.points[1].text() == "4 VP"
    window.actions.undo.trigger()
    assert score.points[1].text() == "0 VP"


def test_it_has_no_controls_and_takes_no_drags(qtbot: QtBot, window: MainWindow) -> None:
    table = open_table(qtbot, window)
    start_playing(window)
    c = window.controller
    c.activate("Daredevil")
    assert not table.findChildren(QAbstractButton)
    assert not table.findChildren(QLineEdit)
    assert not table.findChildren(QAbstractSpinBox)
    assert not table.findChildren(QComboBox)
    moves: list[object] = []
    selections: list[str] = []
    table.map.move_requested.connect(lambda *args: moves.append(args))
    table.map.figure_selected.connect(selections.append)
    steps = c.session.position if c.session else 0
    # Drag Daredevil's token from J27 three squares up on the table view: nothing happens.
    drag_daredevil(qtbot, table.map)
    assert moves == [] and selections == []
    assert c.session is not None and c.session.position == steps
    assert c.session.state.figure("Daredevil").square == Square.parse("J27")
    # No zoom by key either: its region is the operator's.
    before = table.map.transform()
    qtbot.keyClick(table, Qt.Key.Key_Plus)
    assert table.map.transform() == before
    # The same drag on the operator's map does ask for the move (the drag is a real one).
    asked: list[object] = []
    window.map_view.move_requested.connect(lambda *args: asked.append(args))
    drag_daredevil(qtbot, window.map_view)
    assert len(asked) == 1


def test_f11_and_escape_toggle_full_screen(qtbot: QtBot, window: MainWindow) -> None:
    table = open_table(qtbot, window)
    qtbot.keyClick(table, Qt.Key.Key_F11)
    assert table.isFullScreen()
    qtbot.keyClick(table, Qt.Key.Key_Escape)
    assert not table.isFullScreen()
    qtbot.keyClick(table, Qt.Key.Key_F11)
    qtbot.keyClick(table, Qt.Key.Key_F11)
    assert not table.isFullScreen()
    window.actions.table_screens.aboutToShow.emit()
    window.actions.table_screens.actions()[0].trigger()
    assert table.isFullScreen()
    assert table.screen() is QGuiApplication.screens()[0]


def test_the_last_roll_shows_a_karma_reroll(qtbot: QtBot, window: MainWindow) -> None:
    arena_window(window, Luke_Cage="C10", Kraven="D10")
    table = open_table(qtbot, window)
    c = window.controller
    c.do(ev.Activate(figure="Luke Cage"))
    c.do(ev.DeclareAttack(figure="Luke Cage", attack="Not on my block!", target="Kraven"))
    c.do(AttackRoll(roll=roll_for("Remarkable", 0, "yellow")))
    white, red = roll_for("Remarkable", 0, "white"), roll_for("Remarkable", 0, "red")
    c.do(EnduranceFeat(roll=white, slam_distance=3))
    assert table.last_roll.color.text() == "WHITE"
    assert table.last_roll.heading.text() == "Last roll"
    c.do(Reroll(step="endurance", roll=red))
    shown = table.last_roll
    assert shown.value.text() == str(red) and shown.color.text() == "RED"
    assert shown.what.text() == f"Karma re-roll (was {white}): Kraven's Endurance FEAT"
    assert shown.heading.text() == "Last roll · Karma re-roll"
    assert latest_roll(c.session) == shown.roll
    window.actions.undo.trigger()
    assert shown.value.text() == str(white) and shown.heading.text() == "Last roll"
