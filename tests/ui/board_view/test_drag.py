"""Dragging a token asks for a move along the squares passed; the token stays put."""

from __future__ import annotations

import itertools

from pytestqt.qtbot import QtBot

from faserip_desk.board.squares import Square
from faserip_desk.ui.board_view import MapView
from faserip_desk.ui.board_view.drag_path import extend_path, straight_squares
from faserip_desk.ui.board_view.geometry import square_rect
from tests.ui.board_view.conftest import move, press, release


def names(squares: object) -> list[str]:
    return [s.name for s in squares]  # type: ignore[attr-defined]


def sq(name: str) -> Square:
    return Square.parse(name)


def test_drag_emits_move_requested_with_the_squares_passed(qtbot: QtBot, view: MapView) -> None:
    press(qtbot, view, "A4")
    for name in ("B4", "C4", "D4"):
        move(qtbot, view, name)
    assert view.overlays.drag.isVisible()
    with qtbot.waitSignal(view.move_requested) as blocker:
        release(qtbot, view, "D4")
    fid, start, to, path = blocker.args
    assert (fid, start, to) == ("hero", sq("A4"), sq("D4"))
    assert names(path) == ["A4", "B4", "C4", "D4"]
    # The view does not move the figure: the game decides.
    assert view.tokens["hero"].pos() == square_rect(sq("A4")).topLeft()
    assert not view.overlays.drag.isVisible()


def test_a_jump_is_filled_with_the_straight_squares(qtbot: QtBot, view: MapView) -> None:
    press(qtbot, view, "A4")
    move(qtbot, view, "D1")
    with qtbot.waitSignal(view.move_requested) as blocker:
        release(qtbot, view, "D1")
    assert names(blocker.args[3]) == ["A4", "B3", "C2", "D1"]


def test_drag_marks_slick_and_fire_and_opportunity(qtbot: QtBot, view: MapView) -> None:
    press(qtbot, view, "A4")
    for name in ("B4", "C4", "D4", "E4", "F4"):
        move(qtbot, view, name)
    assert view.overlays.events.texts.get(sq("F4")) == "S"
    release(qtbot, view, "A4")  # dropped back on its own square: no move


def test_dropping_on_the_start_asks_nothing(qtbot: QtBot, view: MapView) -> None:
    seen: list[object] = []
    view.move_requested.connect(lambda *a: seen.append(a))
    press(qtbot, view, "A4")
    move(qtbot, view, "B4")
    move(qtbot, view, "A4")
    release(qtbot, view, "A4")
    assert seen == []


def test_extend_path_cuts_loops_and_fills_gaps() -> None:
    path = [sq("A1")]
    for name in ("B1", "C1", "B1"):
        path = extend_path(path, sq(name))
    assert names(path) == ["A1", "B1"]
    assert names(extend_path([sq("A1")], sq("A4"))) == ["A1", "A2", "A3", "A4"]
    line = straight_squares(sq("A1"), sq("E3"))
    assert line[0] == sq("A1") and line[-1] == sq("E3")
    assert all(a.distance(b) == 1 for a, b in itertools.pairwise(line))
